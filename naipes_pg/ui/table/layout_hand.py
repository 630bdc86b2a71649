"""The hooks of a game whose player arranges a long hand, which ``Layout`` takes in: whether
the hand keeps the order the person gives it (a card dragged within the hand moves there),
the order a "sort" puts it in, and the groups the hand holds now, marked under their cards,
with a word on what is left over, and the moves the rules pre-select for him (lit, and made
by one button). Every default says "nothing of the game's own": the hand
follows the rules' order, no sort, no marks (``hand_order`` asks them)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...cards import Card


@dataclass(frozen=True)
class HandMarks:
    """What a hand holds now: ``groups`` of its cards, each marked under its cards in a
    colour of its own, and ``words`` said beside the hand ("7 left over")."""

    groups: tuple[tuple[Card, ...], ...] = ()
    words: str = ""


@dataclass(frozen=True)
class Preselected:
    """Moves the rules choose for the person, which he may take or change: each a card of
    his hand and the place it goes; ``button`` is the words of the button that makes them."""

    moves: tuple[tuple[Card, str], ...]
    button: str


class HandHooks:
    """Hooks ``Layout`` takes in (see the module's docstring)."""

    def own_order(self) -> bool:
        """Whether a person's hand keeps the order he gives it: a card dragged within the
        hand moves there, a drawn card goes last, and the table checks the hand against the
        rules as a set. By default not: the hand lies in the rules' order."""
        return False

    def sorted_hand(self, cards: Sequence[Card], info: dict[str, Any]) -> list[Card] | None:
        """The order a "sort" puts the person's ``cards`` in (the same cards); None: no
        sort is offered."""
        return None

    def hand_marks(self, cards: Sequence[Card], info: dict[str, Any]) -> HandMarks | None:
        """The groups the person's ``cards`` hold now and the words beside them; None: no
        marks."""
        return None

    def preselected(self, info: dict[str, Any]) -> Preselected | None:
        """The moves the rules pre-select for the person now (his view's ``info`` says
        them), lit on his cards, made one by one by a button; None: none."""
        return None

    def dims_unplayable(self) -> bool:
        """Whether the cards of the person's hand that may not be played now are drawn
        dimmed while he is asked to act (a game where most of a long hand is held back, and
        seeing the few that may go is the whole question). By default not: the playable ones
        are only marked."""
        return False

    def seat_out(self, seat: int, info: dict[str, Any]) -> bool:
        """Whether ``seat``'s player is out of the match (he holds no hand any more): his
        name is greyed. By default nobody is."""
        return False
