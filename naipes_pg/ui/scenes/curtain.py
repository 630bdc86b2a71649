"""The curtain between two people playing on one computer: it hides the whole table.

It is opaque and draws nothing of the scene under it. Only a deliberate gesture opens it: a
click on its button, or Enter or Space pressed after a moment (so the press that ended the
last turn cannot open it), never a key's repeat. Esc opens the pause over it, as at the table:
the one who is leaving the computer must not see the next hand by wanting a pause.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache
from typing import Any

import pygame

from ...i18n import _, tr
from .. import theme
from ..scene import Scene
from ..widgets import Button, draw_button
from . import card_back, draw_primary, fit_size, title_text
from .deliberate import Deliberate
from .pause import PauseScene

CLOTH_DARK = (70, 10, 16)
CLOTH_LIGHT = (142, 26, 34)
PATTERN_ALPHA = 34


@lru_cache(maxsize=2)
def cloth(size: tuple[int, int], back: str, k: float) -> pygame.Surface:
    """Deep red cloth with a soft light in the middle and faint card backs in a lattice."""
    w, h = size
    small = pygame.Surface((48, 30))
    for y in range(30):
        for x in range(48):
            d = ((x - 24) / 24) ** 2 + ((y - 15) / 15) ** 2
            t = max(0.0, 1.0 - 0.6 * d)
            small.set_at((x, y), [int(a + (b - a) * t)
                                  for a, b in zip(CLOTH_DARK, CLOTH_LIGHT, strict=True)])
    surface = pygame.transform.smoothscale(small, (max(1, w), max(1, h)))
    card = card_back(back, max(16, int(86 * k)))
    if card is not None:
        tile = pygame.transform.rotate(card, 18)
        tile.set_alpha(PATTERN_ALPHA)
        step_x, step_y = int(tile.get_width() * 1.25), int(tile.get_height() * 0.8)
        for row, y in enumerate(range(-step_y // 2, h + step_y, step_y)):
            shift = step_x // 2 if row % 2 else 0
            for x in range(-step_x + shift, w + step_x, step_x):
                surface.blit(tile, (x, y))
    return surface


class CurtainScene(Scene):
    transparent = False

    def __init__(self, app, name: str, on_open: Callable[[], Any]) -> None:
        super().__init__(app)
        self.name = name
        self.on_open = on_open
        self.deliberate = Deliberate(app)  # a press meant for it, once in view a moment
        self.opened = False
        self.button = Button(_("Show my hand"), on_click=self.open)
        self.clicked = False  # the button was pressed (a click opens on its release)

    @property
    def armed(self) -> bool:
        return self.deliberate.armed

    def open(self) -> None:
        if self.opened or not self.armed:
            return
        self.opened = True
        self.app.stack.pop()
        self.on_open()

    def resume(self) -> None:
        """Back from the pause: a moment again, so the key that closed it cannot open this.
        This frame's time went by before the pause closed: the moment starts with the next."""
        self.deliberate.again()
        self.clicked = False

    def open_pause(self) -> None:
        scenes = self.app.stack.scenes
        place = scenes.index(self) if self in scenes else 0
        if place == 0:  # nothing to pause under it
            self.app.to_menu()
            return
        self.app.stack.push(PauseScene(self.app, scenes[place - 1]))  # the table it hides

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and self.deliberate.press(event):
            if event.key == pygame.K_ESCAPE:
                self.open_pause()
            elif self.deliberate.goes(event):
                self.open()
        elif event.type == pygame.KEYUP:
            self.deliberate.let_go(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.clicked = self.armed and self.button.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.clicked and self.button.rect.collidepoint(event.pos):
                self.open()
            self.clicked = False
        return None

    def update(self, dt: float) -> None:
        self.deliberate.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.deliberate.drawn()
        w, h = surface.get_size()
        k = self.app.k
        surface.blit(cloth((w, h), self.app.settings.card_back, k), (0, 0))
        self._draw_hand(surface, k, (w // 2, int(h * 0.32)))
        words = tr("Pass the turn to {name}", name=self.name)
        size = fit_size(words, int(58 * k), w - int(80 * k), "title")
        rect = title_text(surface, words, size, (w // 2, int(h * 0.52)), anchor="midtop",
                          color=theme.INK)
        self.button.enabled = self.armed
        self.button.rect = pygame.Rect(0, 0, int(300 * k), int(56 * k))
        self.button.rect.midtop = (w // 2, rect.bottom + int(30 * k))
        if not self.armed:
            draw_button(surface, self.button, k)
            return
        draw_primary(surface, self.button, k, focused=True)
        pulse = 1.0 if theme.reduced_motion() else 0.75 + 0.25 * math.sin(self.deliberate.age * 3)
        color = tuple(int(c * pulse) for c in theme.GOLD)
        hint = tr("{name}: Enter or Space when you are ready · Esc: pause", name=self.name)
        theme.text(surface, hint, fit_size(hint, int(22 * k), w - int(60 * k)),
                   (w // 2, self.button.rect.bottom + int(22 * k)), color=color,
                   anchor="midtop")

    def _draw_hand(self, surface: pygame.Surface, k: float, centre: tuple[int, int]) -> None:
        """Three face-down cards held up: the hand waiting for its player."""
        width = max(16, int(110 * k))
        card = card_back(self.app.settings.card_back, width)
        if card is None:
            return
        for i, angle in enumerate((14, 0, -14)):
            turned = pygame.transform.rotozoom(card, angle, 1)
            dx = (i - 1) * width * 0.55
            dy = abs(i - 1) * width * 0.12
            surface.blit(turned, turned.get_rect(center=(centre[0] + dx, centre[1] + dy)))
