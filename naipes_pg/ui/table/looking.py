"""The closer look at a place (``layout_look``): drawn while the pointer rests on it, a card
is dragged over it, or the keys aim a card at it. Its cards are spread in a small panel next to
it, with the layout's words over them, and the signs of the places that count are drawn on
their corners, so a pile that shows only its top can be looked through and what makes its
worth seen at a glance."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import pygame

from .. import theme
from ..art import card_face
from .layout_look import Look
from .marks import Gesture, Markable
from .reach import Reach

SIGN_INK = {"+": (70, 170, 95), "−": (205, 70, 55)}
SMALL = 0.62  # the looked-through cards' width against a card on the table
STEP = 0.42  # how far apart they lie, in their own widths: each index corner shows


class Aiming(Gesture, Protocol):
    pointer_zone: str | None


class Looking:
    def __init__(self, table: Markable, reach: Reach, gesture: Aiming,
                 info: Callable[[], dict[str, Any]]) -> None:
        self.table, self.reach, self.gesture, self.info = table, reach, gesture, info

    def zone(self) -> str | None:
        """The place looked at: the one a dragged card is over, the one the keys aim the
        chosen card at, the focused place, else the one under the pointer."""
        g = self.gesture
        if g.dragged is not None:
            return g.hover_target
        if g.keyboard:
            if g.selected is not None:
                targets = self.reach.targets(g.selected.card)
                return targets[g.target_index % len(targets)] if targets else None
            focused = g.focused()
            return focused if isinstance(focused, str) else None
        return g.pointer_zone

    def look(self) -> tuple[str, Look] | None:
        zone = self.zone()
        if zone is None:  # shown while the computer plays too: the cards are read as they lie
            return None
        cards = [sprite.card for sprite in self.table.piles.get(zone, [])]
        found = self.table.layout.look(zone, cards, self.info())
        return (zone, found) if found is not None else None

    def draw(self, surface: pygame.Surface) -> None:
        looked = self.look()
        if looked is None:
            return
        zone, look = looked
        k = self.table.app.k
        for other, sign in look.marks:
            self._sign(surface, other, sign, k)
        place = self.reach.place_rect(zone)
        if place is not None:
            self._panel(surface, place, look, k)

    def _sign(self, surface: pygame.Surface, zone: str, sign: str, k: float) -> None:
        rect = self.reach.place_rect(zone)
        if rect is None:
            return
        radius = max(9, int(15 * k))
        centre = (rect.right - radius // 2, rect.top + radius // 2)
        pygame.draw.circle(surface, SIGN_INK.get(sign, theme.GOLD), centre, radius)
        pygame.draw.circle(surface, theme.INK, centre, radius, max(1, int(2 * k)))
        theme.text(surface, sign, int(radius * 1.6), centre, kind="bold", anchor="center")

    def _panel(self, surface: pygame.Surface, place: pygame.Rect, look: Look,
               k: float) -> None:
        """The words and the cards spread, over the place (under it near the top), within
        the window."""
        cw = max(24, int(self.table.card_dims[0] * SMALL))
        faces = [card_face(card, cw) for card in look.cards]
        ch = faces[0].get_height() if faces else 0
        size = max(12, int(16 * k))
        pad = max(4, int(8 * k))
        lines = [theme.rendered(line, size, theme.INK, "sans", False)[1] for line in look.lines]
        width = max([w for w, _h in lines] + [cw + int(cw * STEP) * (len(faces) - 1)]) + 2 * pad
        height = sum(h for _w, h in lines) + (ch + pad if faces else 0) + 2 * pad
        box = pygame.Rect(0, 0, width, height)
        box.midbottom = (place.centerx, place.top - pad)
        if box.top < 0:
            box.midtop = (place.centerx, place.bottom + pad)
        box.clamp_ip(surface.get_rect())
        theme.panel(surface, box, radius=max(6, int(10 * k)))
        y = box.top + pad
        for line, (_w, h) in zip(look.lines, lines, strict=True):
            theme.text(surface, line, size, (box.left + pad, y))
            y += h
        for i, face in enumerate(faces):
            surface.blit(face, (box.left + pad + i * int(cw * STEP), y + pad // 2))
