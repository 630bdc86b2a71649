"""Why a card may not be played where the player tried it, in the rules' own words.

A card that can go nowhere is tried where the layout says it belongs (``refusal_place``: its
suit's row), else where the other cards may go (``refusal_target``), so the rules say why it
may not go there; a card tried on a place it does not go is told so, or, off the hand, gets the
rules' reason for the move it would make there.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, Protocol

from ...cards import Card
from ...i18n import _
from ...rules.base import PlayCard
from .reach import Reach, Reachable
from .sprites import CardSprite


class Refusing(Reachable, Protocol):
    match: Any


class Refusals:
    def __init__(self, table: Refusing, reach: Reach,
                 hand: Callable[[], list[CardSprite]]) -> None:
        self.table = table
        self.reach = reach
        self.hand = hand  # the viewer's hand as it lies now

    def tried_place(self, card: Card | None) -> str | None:
        """Where a card that can go nowhere is tried, so that the rules say why (None: no
        place to try it, see ``nowhere``)."""
        places: list[str] = []
        for act in self.table.legal_for_viewer():
            target = getattr(act, "target", None)
            if getattr(act, "card", None) is not None and target and target not in places:
                places.append(target)
        layout = self.table.layout
        return layout.refusal_place(card) or layout.refusal_target(places)

    def nowhere(self) -> str:
        """Why a card with no place to try it may not be played."""
        viewer = self.table.viewer
        if viewer is None or viewer not in self.table.match.game.actors():
            return _("Wait for your turn.")
        return _("That move is not allowed now.")

    def why_not(self, card: Card | None, target: str) -> str:
        """Why ``card`` may not go to ``target``. A card of the hand that may go elsewhere is
        told so; a card off the hand gets the rules' reason for the move it would make there
        (its own action aimed at ``target``)."""
        viewer = self.table.viewer
        match = self.table.match
        if viewer is None or viewer not in match.game.actors():
            return _("Wait for your turn.")
        own = self.reach.card_actions(card)
        if own and any(s.card == card for s in self.hand()):
            return _("That card does not go there.")
        tried = replace(own[0], target=target) if own else PlayCard(card, target)
        fallback = _("That card does not go there.") if own else _("That move is not allowed now.")
        return match.try_action(viewer, tried) or fallback
