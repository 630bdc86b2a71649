"""What a pointer, a drag or the keyboard can reach on the table: the viewer's hand, the cards
off it that a legal action names, the places a click acts on, and where a drop aims.

Nothing here changes the table or the gesture in progress: it answers questions about the
cards as they lie and the actions the rules allow the viewer now.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any, Protocol

import pygame

from ...cards import Card
from ...rules.base import card_place
from .layout import Layout, Lying
from .sprites import CardSprite, drawn_order, sprite_at


class Racing(Protocol):
    @property
    def open(self) -> bool: ...


class Reachable(Lying, Protocol):
    """What is read of the table: where the cards lie and what the viewer may do."""

    layout: Layout

    @property
    def viewer(self) -> int | None: ...

    def legal_for_viewer(self) -> list[Any]: ...


def distance(a: tuple[float, float], b: tuple[float, float]) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])


class Reach:
    def __init__(self, table: Reachable, race: Callable[[], Racing]) -> None:
        self.table = table
        self.race = race  # in a reflex window presses have their own buttons

    @property
    def hand(self) -> list[CardSprite]:
        viewer = self.table.viewer
        return self.table.piles.get(f"hand:{viewer}", []) if viewer is not None else []

    def touchable(self, sprite: CardSprite) -> bool:
        """Whether the viewer may pick ``sprite`` up: a card of his hand, or a face-up card
        that a legal action names."""
        if sprite in self.hand:
            return True
        return sprite.face_up and sprite.card is not None and bool(self.card_actions(sprite.card))

    def loose(self) -> list[CardSprite]:
        """The cards off the viewer's hand he may pick up now, left to right, top to bottom."""
        cards = {getattr(a, "card", None) for a in self.table.legal_for_viewer()} - {None}
        if not cards:
            return []
        hand = self.hand
        found = [s for s in drawn_order(self.table.piles, self._stacks())
                 if s.card in cards and s.face_up and s not in hand]
        return sorted(found, key=lambda s: (round(s.y), s.x))

    def places(self) -> dict[str, Any]:
        """The places a click acts on (the first action on each), left to right, top to
        bottom: actions with no card whose place the table draws, unless the layout asks for
        a button instead."""
        layout, boxes = self.table.layout, self.table.boxes
        found: dict[str, Any] = {}
        for act in self.table.legal_for_viewer():
            if act.card is not None or layout.zone_button(act):
                continue
            zone = layout.place_of(act)
            if zone in boxes and zone not in found:
                found[zone] = act
        return dict(sorted(found.items(), key=lambda item: (boxes[item[0]].rect.centery,
                                                             boxes[item[0]].rect.centerx)))

    def card_actions(self, card: Card | None) -> list[Any]:
        return [a for a in self.table.legal_for_viewer() if getattr(a, "card", None) == card]

    def targets(self, card: Card | None) -> list[str]:
        found: list[str] = []
        for act in self.card_actions(card):
            if card_place(act) not in found:
                found.append(card_place(act))
        return found

    def other_actions(self) -> list[Any]:
        """The actions that get a button: those with no card that no click on a place does, in
        the layout's order."""
        if self.race().open:  # presses have their own big button and keys
            return []
        clicked = list(self.places().values())
        return self.table.layout.action_order([a for a in self.table.legal_for_viewer()
                                               if a.card is None and a not in clicked])

    def _my_card_at(self, pos: tuple[int, int]) -> CardSprite | None:
        cw, ch = self.table.card_dims
        for sprite in reversed(self.hand):
            if sprite.rect(cw, ch).collidepoint(pos):
                return sprite
        return None

    def _stacks(self) -> set[str]:
        return {zone for zone, box in self.table.boxes.items() if box.style == "stack"}

    def touchable_at(self, pos: tuple[int, int]) -> CardSprite | None:
        """The card the viewer may pick up at ``pos``: one of his hand, else the card seen
        there if he may pick it up (a card covered there by another is not)."""
        mine = self._my_card_at(pos)
        if mine is not None:
            return mine
        seen = sprite_at(self.table.piles, self._stacks(), pos, *self.table.card_dims)
        return seen if seen is not None and self.touchable(seen) else None

    def place_rect(self, zone: str) -> pygame.Rect | None:
        """Where a click on ``zone`` lands: its box and the top card lying on it."""
        box = self.table.boxes.get(zone)
        if box is None:
            return None
        pile = self.table.piles.get(zone)
        return box.rect.union(pile[-1].rect(*self.table.card_dims)) if pile else box.rect

    def place_at(self, pos: tuple[int, int]) -> str | None:
        """The place that acts at ``pos`` (the nearest, where two reach it)."""
        hits = [(distance(rect.center, pos), zone) for zone in self.places()
                if (rect := self.place_rect(zone)) is not None and rect.collidepoint(pos)]
        return min(hits)[1] if hits else None

    def zone_at(self, pos: tuple[int, int]) -> str | None:
        """The place holding cards at ``pos``, whether or not anything acts on it (the
        nearest, where two reach it)."""
        hits = [(distance(rect.center, pos), zone) for zone in self.table.boxes
                if self.table.piles.get(zone) and (rect := self.place_rect(zone)) is not None
                and rect.collidepoint(pos)]
        return min(hits)[1] if hits else None

    def target_at(self, pos: tuple[int, int], sprite: CardSprite | None = None) -> str | None:
        """Where a drop at ``pos`` aims: the nearest legal target of ``sprite``'s card, else
        the first drop place there, else (a card off the hand) any other zone there, so the
        rules say why it does not go there."""
        cw, ch = self.table.card_dims
        legal = self.targets(sprite.card) if sprite is not None else []
        own = sprite.zone if sprite is not None else None
        near: list[tuple[float, str]] = []
        drop = None
        for zone, box in self.table.boxes.items():
            name = box.drop_target or zone
            if not box.rect.inflate(cw, ch // 2).collidepoint(pos):
                continue
            if name in legal:
                near.append((distance(box.rect.center, pos), name))
            elif box.drop_target and drop is None and zone != own:
                drop = box.drop_target
        if near or drop:
            return min(near)[1] if near else drop
        if sprite is None or sprite in self.hand:
            return None
        return next((zone for zone, box in self.table.boxes.items()
                     if zone != own and box.rect.collidepoint(pos)), None)

    def hits_card(self, pos: tuple[int, int], cards: tuple[Card, ...],
                  skip: CardSprite | None) -> bool:
        """Whether a card of ``cards`` (not ``skip``) lies at ``pos``."""
        cw, ch = self.table.card_dims
        return any(sprite is not skip and sprite.card in cards
                   and sprite.rect(cw, ch).collidepoint(pos)
                   for pile in self.table.piles.values() for sprite in pile)

    def hits_zone(self, pos: tuple[int, int], zones: tuple[str, ...]) -> bool:
        return any(rect.collidepoint(pos) for rect in map(self.place_rect, zones) if rect)
