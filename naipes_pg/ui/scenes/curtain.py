"""The curtain between two people playing on one computer: it hides the whole table.

It is opaque and draws nothing of the scene under it. A click or any key but F11 opens it
(after a moment, so the click that ended the last turn cannot open it at once).
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
from . import card_back, fit_size, title_text

ARMED_AFTER = 0.4
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
        self.age = 0.0
        self.opened = False

    def open(self) -> None:
        if self.opened or self.age < ARMED_AFTER:
            return
        self.opened = True
        self.app.stack.pop()
        self.on_open()

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key != pygame.K_F11:
            self.open()
        elif event.type == pygame.MOUSEBUTTONUP:
            self.open()
        return None

    def update(self, dt: float) -> None:
        self.age += dt

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        k = self.app.k
        surface.blit(cloth((w, h), self.app.settings.card_back, k), (0, 0))
        self._draw_hand(surface, k, (w // 2, int(h * 0.36)))
        words = tr("Pass the turn to {name}", name=self.name)
        size = fit_size(words, int(58 * k), w - int(80 * k), "title")
        rect = title_text(surface, words, size, (w // 2, int(h * 0.58)), anchor="midtop",
                          color=theme.INK)
        if self.age >= ARMED_AFTER:
            pulse = 0.75 + 0.25 * math.sin(self.age * 3)
            color = tuple(int(c * pulse) for c in theme.GOLD)
            hint = _("— click or press a key to see your hand —")
            theme.text(surface, hint, fit_size(hint, int(24 * k), w - int(60 * k)),
                       (w // 2, rect.bottom + int(28 * k)), color=color, anchor="midtop")

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
