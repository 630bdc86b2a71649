"""A sensible family player of Chinchón (RULES.md §8): it takes the top discard when that card
lowers what its hand leaves ungrouped, closes as soon as the rules let it (the best kind
first), discards the card whose loss leaves the least ungrouped (the dearest among equals, a
wildcard never while another will do) and lays off as the engine pre-selects (CH-5).

It reads only its own hand, the top of the discard pile and the groups shown.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from ..cards import JOKERS, SPANISH_40, Card
from ..rules.base import Close, Draw, PlayCard
from ..rules.chinchon import PASS, Chinchon, Stage
from ..rules.chinchon_melds import KINDS, best_arrangement, is_wild, value
from .explain import Explanation, Move
from .phrases import phrase

TAKE_GAIN = 3  # points the top discard must save to be worth showing the others our plan
KNOWN_HANDS = 1 << 16  # hands whose leftover is remembered: the search meets them again and again


BIT = {card: 1 << index for index, card in enumerate(SPANISH_40 + JOKERS)}
BY_BIT = {bit: card for card, bit in BIT.items()}


def leftover(cards: Iterable[Card], wilds: bool) -> int:
    """What ``cards`` leave ungrouped at best."""
    return _leftover(sum(BIT[c] for c in cards), wilds)


@lru_cache(maxsize=KNOWN_HANDS)
def _leftover(cards: int, wilds: bool) -> int:
    """``leftover`` of a hand as a set of bits (a small key to remember)."""
    return best_arrangement([c for bit, c in BY_BIT.items() if cards & bit], wilds).points


def leftover_after(hand: list[Card], drop: Card, wilds: bool) -> int:
    """What ``hand`` less ``drop`` leaves ungrouped at best."""
    return leftover((c for c in hand if c != drop), wilds)


def best_discard(hand: list[Card], wilds: bool, keep: Card | None = None) -> Card:
    """The discard leaving the least ungrouped; among equals the dearest card, a wildcard
    last (never ``keep``, a card just taken from the discard pile [CH-2])."""
    return min((c for c in hand if c != keep), key=lambda c: discard_rank(hand, c, wilds))


def discard_rank(hand: list[Card], card: Card, wilds: bool) -> tuple[int, bool, int, Card]:
    """Where discarding ``card`` stands among the hand's discards, the best first."""
    return (leftover_after(hand, card, wilds), is_wild(card, wilds), -value(card, wilds), card)


class GreedyChinchon:
    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Chinchon, seat: int) -> Any:
        if game.stage == Stage.DRAW:
            return Draw("discard") if self.takes_discard(game, seat) else Draw("stock")
        if game.stage == Stage.LAYOFF:
            chosen = game.preselected_layoffs(seat)
            return chosen[0] if chosen else PASS
        shapes = game.close_shapes(seat)
        if shapes:
            shape = min(shapes, key=lambda s: (KINDS.index(s.kind), value(s.card, game.wilds)))
            return Close(shape.card, shape.shown)
        return PlayCard(best_discard(game.hands[seat], game.wilds, game.taken), "discard")

    @staticmethod
    def takes_discard(game: Chinchon, seat: int) -> bool:
        """Whether the top discard lowers the hand's best leftover by ``TAKE_GAIN`` or more, or
        makes a group (the card then stays: it cannot be thrown back this turn)."""
        if not game.discard:
            return False
        top, hand, wilds = game.discard[-1], game.hands[seat], game.wilds
        now = leftover(hand, wilds)
        with_top = [*hand, top]
        after = min(leftover_after(with_top, c, wilds) for c in hand)
        return is_wild(top, wilds) or now - after >= TAKE_GAIN


def explain_move(move: Move) -> Explanation:
    """A take from the pile, a discard or a close said by what the hand leaves ungrouped; to
    the others only what they saw."""
    game, seat, act = move.before, move.seat, move.action
    assert isinstance(game, Chinchon)
    if isinstance(act, Close):
        return Explanation(phrase("its cards are grouped: it may close"))
    if isinstance(act, Draw) and act.source == "discard":
        return Explanation(phrase("the top discard fits its hand"))
    if not move.advice:
        return Explanation()
    if isinstance(act, PlayCard) and act.target == "discard":
        hand = game.hands[seat]
        left = leftover_after(hand, act.card, game.wilds)
        return Explanation(phrase("without it the hand leaves {n} points ungrouped", n=left))
    return Explanation()
