"""The quiet marks of what may move: while the viewer is asked to act and the table is at
rest, every card and place with a legal action glows softly at its edge, so a player sees
what he could do without touching anything (the waste's card that can go up, a cell's card
that can move, the stock to turn, a card off the hand that an action names).

The cards of his own hand are marked only when some of them may not be played (a suit to
follow, a trick to win): when every one may, marking them all says nothing. Nothing is marked
while a card is dragged or chosen (its targets light then), while a race of reflexes is on
(presses have their own buttons), under a hot-seat curtain (nobody's side is shown), or when
the player's setting asks for no help.

The glow is a soft light round the card's edge, never over its face, in a colour of its own:
unlike the keyboard's focus ring, the hint's glow and the outlines of lit places, all hard
lines. It is drawn right after the card it marks, so the cards lying on that one cover it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any, Protocol

import pygame

from .. import theme
from .layout import Layout, Lying
from .reach import Reach
from .sprites import CardSprite

MARK_ALPHA = 225  # the glow at the card's edge
DIM_ALPHA = 110  # a card that may not be played: its face still reads under the shade


class Watched(Lying, Protocol):
    """What is read of the table: whether the viewer is asked to act, and at rest."""

    layout: Layout

    def busy(self) -> bool: ...

    def viewer_may_act(self) -> bool: ...

    def legal_for_viewer(self) -> list[Any]: ...


class Held(Protocol):
    """The gesture in progress: a card dragged, chosen, or waiting for a choice."""

    dragged: CardSprite | None
    selected: CardSprite | None
    choices: list[Any]


class Movable:
    def __init__(self, table: Watched, reach: Reach, gesture: Held,
                 wanted: Callable[[], bool]) -> None:
        self.table = table
        self.reach = reach
        self.gesture = gesture
        self.wanted = wanted  # the player's setting
        self._cards: set[CardSprite] = set()  # what this frame marks (see ``begin``)
        self._dimmed: set[CardSprite] = set()  # the hand's cards that may not be played
        self._places: dict[str, pygame.Rect] = {}

    def shown(self) -> bool:
        """Whether the marks show now."""
        g = self.gesture
        return (self.wanted() and self.table.viewer_may_act() and not self.table.busy()
                and g.dragged is None and g.selected is None and not g.choices
                and not self.reach.race().open)

    def cards(self) -> list[CardSprite]:
        """The cards marked: those of the hand that may be played when some may not, and
        those off the hand that a legal action names."""
        if not self.shown():
            return []
        named = {getattr(act, "card", None) for act in self.table.legal_for_viewer()}
        hand = self.reach.hand
        playable = [sprite for sprite in hand if sprite.card in named]
        return [*(playable if len(playable) < len(hand) else []), *self.reach.loose()]

    def places(self) -> dict[str, pygame.Rect]:
        """The places marked, each where a click on it lands: those a click acts on (a stock
        to turn) that the layout marks."""
        if not self.shown():
            return {}
        layout = self.table.layout
        return {zone: rect for zone, act in self.reach.places().items()
                if layout.marks_place(act) and (rect := self.reach.place_rect(zone)) is not None}

    def marked(self) -> list[pygame.Rect]:
        """Where the marks are: each marked card where it lies, each marked place."""
        cw, ch = self.table.card_dims
        return [sprite.rect(cw, ch) for sprite in self.cards()] + list(self.places().values())

    def glow_rects(self) -> list[pygame.Rect]:
        """How far the marks reach on the table (their soft edge)."""
        pad = glow_pad(self.table.card_dims[0])
        return [rect.inflate(2 * pad, 2 * pad) for rect in self.marked()]

    # -- drawing: each glow right over what it marks, under what lies on it -------------------

    def begin(self) -> None:
        """A frame is drawn: what it marks, and what of the hand it dims where the layout
        asks (``dims_unplayable``)."""
        self._cards, self._places = set(self.cards()), self.places()
        self._dimmed = set()
        if self.table.layout.dims_unplayable() and self.shown():
            named = {getattr(act, "card", None) for act in self.table.legal_for_viewer()}
            self._dimmed = {s for s in self.reach.hand if s.card not in named}

    def card_drawn(self, surface: pygame.Surface, sprite: CardSprite) -> None:
        """``sprite`` was just drawn: its glow, if it is marked (the cards drawn after it,
        lying on it, cover the glow as they cover the card)."""
        if sprite in self._cards:
            self._glow(surface, sprite.rect(*self.table.card_dims))
        elif sprite in self._dimmed:
            rect = sprite.rect(*self.table.card_dims)
            surface.blit(_shade(rect.size, self.table.card_dims[0] // 10), rect.topleft)
            theme.record(rect, "dimmed")

    def zone_drawn(self, surface: pygame.Surface, zone: str) -> None:
        """``zone``'s cards were just drawn: its glow, if it is a marked place."""
        rect = self._places.get(zone)
        if rect is not None:
            self._glow(surface, rect)

    def _glow(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        cw = self.table.card_dims[0]
        pad = glow_pad(cw)
        surface.blit(_glow(rect.size, pad, cw // 10, theme.MOVABLE), (rect.x - pad, rect.y - pad))
        theme.record(rect.inflate(2 * pad, 2 * pad), "movable", theme.MOVABLE)


def glow_pad(card_w: int) -> int:
    """How far past a card's edge its mark glows."""
    return max(8, card_w // 10)


@lru_cache(maxsize=8)
def _shade(size: tuple[int, int], radius: int) -> pygame.Surface:
    """A card's shape in translucent dark: laid over a card that may not be played now."""
    image = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(image, (*theme.FELT_DARK, DIM_ALPHA), image.get_rect(), border_radius=radius)
    return image


@lru_cache(maxsize=32)
def _glow(size: tuple[int, int], pad: int, radius: int,
          colour: tuple[int, int, int]) -> pygame.Surface:
    """A soft light round a card of ``size``: brightest at its edge, gone ``pad`` pixels out,
    none over the card itself."""
    w, h = size
    image = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    for out in range(pad, -1, -1):  # from the outside in, each ring brighter
        alpha = int(MARK_ALPHA * (1 - out / pad) ** 1.2)
        pygame.draw.rect(image, (*colour, alpha), image.get_rect().inflate(
            -2 * (pad - out), -2 * (pad - out)), border_radius=radius + out)
    pygame.draw.rect(image, (0, 0, 0, 0), pygame.Rect(pad, pad, w, h), border_radius=radius)
    return image
