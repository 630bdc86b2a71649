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
LOOK_PANEL = (10, 40, 26, 245)  # all but opaque: nothing beneath shows through its words
SMALL = 0.62  # the looked-through cards' width against a card on the table
LEAST_ROOM = 220  # the narrowest room beside the places kept clear that a look will take
LEAST_CLEAR = 120  # as narrow again, but clear of every other place: the words wrap to it
STEP = 0.42  # how far apart they lie, in their own widths: each index corner shows


class Aiming(Gesture, Protocol):
    pointer_zone: str | None


class Watched(Markable, Protocol):
    """The table as the look reads it: its places, and the cards still in flight."""

    @property
    def flying(self) -> Any: ...


class Looking:
    def __init__(self, table: Watched, reach: Reach, gesture: Aiming,
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
        """The look at the place looked at, once every card lies where it is going (a pile
        being dealt or taken would be read wrong, and its figures with it): shown while the
        computer plays too, between its moves, like the marks on the cards."""
        zone = self.zone()
        if zone is None or self.table.flying:
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
            theme.outline(surface, theme.FOCUS, place.inflate(6, 6), max(2, int(3 * k)),
                          self.table.card_dims[0] // 9)
            self._panel(surface, zone, place, look, k)

    def _sign(self, surface: pygame.Surface, zone: str, sign: str, k: float) -> None:
        rect = self.reach.place_rect(zone)
        if rect is None:
            return
        radius = max(9, int(15 * k))
        centre = (rect.right - radius // 2, rect.top + radius // 2)
        pygame.draw.circle(surface, SIGN_INK.get(sign, theme.GOLD), centre, radius)
        pygame.draw.circle(surface, theme.INK, centre, radius, max(1, int(2 * k)))
        theme.record(pygame.Rect(0, 0, 2 * radius, 2 * radius).move(
            centre[0] - radius, centre[1] - radius), "sign", zone, sign)
        theme.text(surface, sign, int(radius * 1.6), centre, kind="bold", anchor="center")

    def _room(self, surface: pygame.Surface, zone: str, place: pygame.Rect, look: Look,
              k: float) -> pygame.Rect:
        """Where the look may lie: over the place, or beside the places it must keep clear
        of, level with the place, on the side with more room; on a side, clear of the other
        places level with it too (a seat's hand, its stack) where that leaves room enough."""
        window = surface.get_rect()
        rects = [r for other in look.clear_of
                 if (r := self.reach.place_rect(other)) is not None]
        if not rects:
            return window
        block = place.unionall(rects)
        gap = max(6, int(12 * k))
        left = pygame.Rect(gap, 0, block.left - 2 * gap, window.height)
        right = pygame.Rect(block.right + gap, 0, window.right - block.right - 2 * gap,
                            window.height)
        beside = self._beside(place, (*look.clear_of, zone))
        sides = [side for side in (left, right) if side.width >= int(LEAST_ROOM * k)]
        clear = [narrowed for side, outer_left in ((left, True), (right, False))
                 if (narrowed := self._clear(side, outer_left, beside, gap)).width
                 >= int(LEAST_CLEAR * k)]
        for found in (clear, sides):
            if found:
                return max(found, key=lambda side: side.width)
        # too narrow for its words (a crowded table): over the place, as with nothing to clear
        return window

    def _beside(self, place: pygame.Rect, skip: tuple[str, ...]) -> list[pygame.Rect]:
        """The other places that lie level with ``place`` (within its height above or below):
        what a look beside it would cover."""
        band = place.inflate(0, 2 * place.height)
        return [rect for other in self.table.boxes if other not in skip
                and (rect := self.reach.place_rect(other)) is not None
                and rect.top < band.bottom and rect.bottom > band.top]

    @staticmethod
    def _clear(side: pygame.Rect, outer_left: bool, others: list[pygame.Rect],
               gap: int) -> pygame.Rect:
        """``side`` narrowed to the part between the places in it and the places the look
        keeps clear of, on its inner edge (``outer_left``: the window's left edge is its
        outer one): a look there covers none of them."""
        found = side.copy()
        for rect in others:
            if rect.right <= found.left or rect.left >= found.right:
                continue
            if outer_left:
                found.width = max(0, found.right - rect.right - gap)
                found.left = rect.right + gap
            else:
                found.width = max(0, rect.left - gap - found.left)
        return found

    def _panel(self, surface: pygame.Surface, zone: str, place: pygame.Rect, look: Look,
               k: float) -> None:
        """The words (wrapped to the room) and the cards spread under them."""
        room = self._room(surface, zone, place, look, k)
        size, pad = max(12, int(16 * k)), max(4, int(8 * k))
        inner = max(40, room.width - 2 * pad)
        lines = [part for line in look.lines for part in theme.wrap(line, size, inner)]
        extents = [theme.rendered(line, size, theme.INK, "sans", False)[1] for line in lines]
        cw = max(24, min(int(self.table.card_dims[0] * SMALL), inner))
        count = len(look.cards)
        step = min(int(cw * STEP), (inner - cw) // (count - 1)) if count > 1 else 0
        faces = [card_face(card, cw) for card in look.cards]
        ch = faces[0].get_height() if faces else 0
        width = min(inner, max([w for w, _h in extents] + [cw + step * (count - 1)])) + 2 * pad
        height = sum(h for _w, h in extents) + (ch + pad if faces else 0) + 2 * pad
        box = self._box(surface, place, room, (width, height), pad)
        theme.panel(surface, box, LOOK_PANEL, radius=max(6, int(10 * k)))
        theme.record(box, "look", zone)
        y = box.top + pad
        for line, (_w, h) in zip(lines, extents, strict=True):
            theme.text(surface, line, size, (box.left + pad, y))
            y += h
        for i, (card, face) in enumerate(zip(look.cards, faces, strict=True)):
            at = face.get_rect(topleft=(box.left + pad + i * step, y + pad // 2))
            surface.blit(face, at)
            theme.record(at, "looked", card)

    @staticmethod
    def _box(surface: pygame.Surface, place: pygame.Rect, room: pygame.Rect,
             size: tuple[int, int], pad: int) -> pygame.Rect:
        """The panel's place: level with the place in its room beside what it keeps clear
        of; else over the place (under it, near the top); always within the window."""
        box = pygame.Rect((0, 0), size)
        if room == surface.get_rect():
            box.midbottom = (place.centerx, place.top - pad)
            if box.top < 0:
                box.midtop = (place.centerx, place.bottom + pad)
        else:
            box.center = (room.centerx, place.centery)
        box.clamp_ip(surface.get_rect())
        return box
