"""A sensible family player of Chinchón (RULES.md §8): it takes the top discard when that card
lowers what its hand leaves ungrouped, closes as soon as the rules let it (the best kind
first), discards the card whose loss leaves the least ungrouped (the dearest among equals, a
wildcard never while another will do) and lays off as the engine pre-selects (CH-5).

In a round that drags on (``STALL_TURNS`` turns each and nobody closed), it lets go, one
discard in two, of the card it has held longest without a group instead. Players who each keep
the low cards another waits for, throwing back every figure they draw, would otherwise never
end the round: four such players reached the 2000-turn limit [CH-14] in 60 % of their
matches.

It reads only its own hand, the top of the discard pile and the groups shown.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from functools import lru_cache
from itertools import combinations
from typing import Any

from ..cards import JOKERS, SPANISH_40, SPANISH_SUITS, Card
from ..rules.base import Close, Draw, PlayCard
from ..rules.chinchon import PASS, Chinchon, Stage
from ..rules.chinchon_melds import (
    KINDS,
    POS,
    REMAINDER_MAX,
    best_arrangement,
    is_group,
    is_wild,
    value,
)
from .explain import Explanation, Move
from .phrases import phrase

TAKE_GAIN = 3  # points the top discard must save to be worth showing the others our plan
STALL_TURNS = 15  # turns each in a round with no close: it drags on
LET_GO = 0.5  # the share of its discards, once it drags on, that let go of an old loose card
KNOWN_HANDS = 1 << 16  # hands whose leftover is remembered: the search meets them again and again


BIT = {card: 1 << index for index, card in enumerate(SPANISH_40 + JOKERS)}
BY_BIT = {bit: card for card, bit in BIT.items()}
BIT_VALUE = {bit: value(card) for card, bit in BIT.items() if card in SPANISH_40}
WILD_BITS = sum(bit for card, bit in BIT.items() if is_wild(card, True))  # con comodín
JOKER_BITS = sum(BIT[joker] for joker in JOKERS)


def _plain_groups() -> dict[int, int]:
    """Every group of the 40 cards without wildcards (8.1), as bits, with the value it
    takes off a hand: the tríos and cuartetos of each rank, the escaleras of 3 and 4."""
    by_rank = {rank: [c for c in SPANISH_40 if c.rank == rank] for rank in POS}
    by_suit = {suit: sorted((c for c in SPANISH_40 if c.suit == suit), key=lambda c: POS[c.rank])
               for suit in SPANISH_SUITS}
    groups = [g for same in by_rank.values() for size in (3, 4) for g in combinations(same, size)]
    groups += [tuple(run[start:start + size]) for run in by_suit.values() for size in (3, 4)
               for start in range(len(run) - size + 1)]
    assert all(is_group(g) for g in groups)
    return {sum(BIT[c] for c in g): sum(value(c) for c in g) for g in groups}


PLAIN_GROUPS = _plain_groups()
BY_LOWEST: dict[int, list[tuple[int, int]]] = {}  # each group under its lowest card's bit
for _group, _taken in PLAIN_GROUPS.items():
    BY_LOWEST.setdefault(_group & -_group, []).append((_group, _taken))


def leftover(cards: Iterable[Card], wilds: bool) -> int:
    """What ``cards`` leave ungrouped at best."""
    return _leftover(sum(map(BIT.__getitem__, cards)), wilds)


@lru_cache(maxsize=KNOWN_HANDS)
def _leftover(cards: int, wilds: bool) -> int:
    """``leftover`` of a hand as a set of bits (a small key to remember). Without wildcards in
    it a hand of 8 or fewer holds two groups at most: the best pair of its groups that share
    no card, found among the 40 cards' groups worked out once; with them, the rules' search."""
    if cards & (WILD_BITS if wilds else JOKER_BITS) or cards.bit_count() > 8:
        return best_arrangement([c for bit, c in BY_BIT.items() if cards & bit], wilds).points
    held: list[tuple[int, int]] = []
    rest, bits = 0, cards
    while bits:
        low = bits & -bits
        rest += BIT_VALUE[low]
        held += [(g, t) for g, t in BY_LOWEST.get(low, ()) if g & cards == g]
        bits ^= low
    best = 0
    for index, (group, taken) in enumerate(held):
        best = max(best, taken, *(taken + other for second, other in held[index + 1:]
                                  if not group & second))
    return rest - best


def leftover_after(hand: list[Card], drop: Card, wilds: bool) -> int:
    """What ``hand`` less ``drop`` (a card of it) leaves ungrouped at best."""
    return _leftover(sum(map(BIT.__getitem__, hand)) - BIT[drop], wilds)


def best_discard(hand: list[Card], wilds: bool, keep: Card | None = None) -> Card:
    """The discard leaving the least ungrouped; among equals the dearest card, a wildcard
    last (never ``keep``, a card just taken from the discard pile [CH-2])."""
    return min((c for c in hand if c != keep), key=lambda c: discard_rank(hand, c, wilds))


def oldest_loose(hand: list[Card], wilds: bool, keep: Card | None) -> Card | None:
    """The card held longest (the hand keeps the order the cards came in) that is in no
    group: its loss takes its whole value off what the hand leaves. Never a wildcard, never
    ``keep``."""
    now = leftover(hand, wilds)
    return next((c for c in hand if c != keep and not is_wild(c, wilds)
                 and leftover_after(hand, c, wilds) == now - value(c, wilds)), None)


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
        hand, wilds = game.hands[seat], game.wilds
        drop = best_discard(hand, wilds, game.taken)
        # a close leaves at most a remainder of 3 ungrouped: else none is worth looking for
        shapes = game.close_shapes(seat) \
            if leftover_after(hand, drop, wilds) <= REMAINDER_MAX else []
        if shapes:
            shape = min(shapes, key=lambda s: (KINDS.index(s.kind), value(s.card, wilds)))
            return Close(shape.card, shape.shown)
        if game.round_turns >= STALL_TURNS * len(game.still_in()) \
                and self.rng.random() < LET_GO:
            drop = oldest_loose(hand, wilds, game.taken) or drop
        return PlayCard(drop, "discard")

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
        return Explanation(phrase("your cards are grouped: you may close") if move.advice
                           else phrase("its cards are grouped: it may close"))
    if isinstance(act, Draw) and act.source == "discard":
        return Explanation(phrase("the top discard fits your hand") if move.advice
                           else phrase("the top discard fits its hand"))
    if not move.advice:
        return Explanation()
    if isinstance(act, PlayCard) and act.target == "discard":
        hand = game.hands[seat]
        left = leftover_after(hand, act.card, game.wilds)
        return Explanation(phrase("without it the hand leaves {n} points ungrouped", n=left))
    return Explanation()
