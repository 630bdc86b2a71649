"""A sensible beginner at Brisca and Tute: take a trick with points as cheaply as it can, throw
its poorest card when it cannot, trump only tricks worth it, load its partner's winning trick
with points, keep its trumps and the pairs it may still declare, make every trump exchange it
is allowed, always declare its best pair and claim a split pair whenever it can.

It reads only what its seat sees: its view (its hand, the trick, the trump, the figures) and
the rules' public tables.
"""

from __future__ import annotations

import random
from typing import Any

from ..cards import SPANISH_SUITS, Card
from ..rules.base import Declare, Exchange, PlayCard
from ..rules.brisca import (
    PAIR,
    PASS,
    STRENGTH,
    TRUMP_PAIR,
    Brisca,
    beats,
    pair_of,
    trick_winner,
)
from .plans import Plan, points_at_hand_end

TRUMP_KEEP = 4.0  # what holding a trump is worth beyond its points, plus its strength below
STRENGTH_KEEP = 1.0  # per step of strength of a trump kept
PAIR_KEEP = 0.4  # the share of a pair's points a King or Knight still to be declared is worth
SURE, LIKELY = 1.0, 0.55  # the chance a winning card holds the trick: last to play, or not

# The search plays each of its moves out on the same dealt worlds to the end of the hand and
# values the points its side gained over the others' (a hand holds 120, or some 100 in Tute).
# A cante or a claim is answered at once, as greedy does (TU-4: the claim's stage must take
# the same time whether or not there was anything to claim).
PLAN = Plan(points_at_hand_end("totals", scale=12.0), "greedy", 0.1, paired=True, depth=1,
            plain=lambda game: game.stage != "play")


class GreedyBrisca:
    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Brisca, seat: int) -> Any:
        actions = game.legal_actions(seat)
        view = game.view(seat)
        declares = [a for a in actions if isinstance(a, Declare)]
        if view.info["stage"] != "play":  # declare the best pair, claim when it can
            trump = view.info["trump_suit"]
            return max(declares, key=lambda a: a.suit == trump) if declares else PASS
        exchanges = [a for a in actions if isinstance(a, Exchange)]
        if exchanges:
            return exchanges[0]
        plays = [a for a in actions if isinstance(a, PlayCard)]
        position = Position(game, seat, view.zones, view.info)
        scored = [(position.score(a.card), self.rng.random(), i) for i, a in enumerate(plays)]
        return plays[max(scored)[2]]


class Position:
    """The trick as ``seat`` sees it, and what each of his cards would do to it."""

    def __init__(self, game: Brisca, seat: int, zones: dict[str, list], info: dict) -> None:
        n = game.players
        played = sum(1 for s in range(n) if zones[f"trick:{s}"])
        order = [(seat - played + i) % n for i in range(played)]  # who played, in order
        self.trick = [(s, zones[f"trick:{s}"][0]) for s in order]
        self.trump = info["trump_suit"]
        self.values = game.values
        self.last = played == n - 1
        self.partners = game.partners(seat)
        self.hand = [card for card in zones[f"hand:{seat}"] if card is not None]
        declared = {suit for _seat, suit, _points in info["declared"]}
        self.pairs = {suit for suit in SPANISH_SUITS if game.tute and suit not in declared
                      and set(pair_of(suit)) <= set(self.hand)}
        self.on_table = sum(self.values[card] for _s, card in self.trick)

    def keep(self, card: Card) -> float:
        """What holding on to ``card`` is worth beyond its points."""
        worth = 0.0
        if card.suit == self.trump:
            worth += TRUMP_KEEP + STRENGTH_KEEP * STRENGTH[card.rank]
        if card.suit in self.pairs and card in pair_of(card.suit):
            worth += PAIR_KEEP * self.pair_points(card.suit)
        return worth

    def pair_points(self, suit: str) -> int:
        return TRUMP_PAIR if suit == self.trump else PAIR

    def score(self, card: Card) -> float:
        """How good playing ``card`` looks: the points it wins or gives away, less what the
        card is worth keeping."""
        value, keep = self.values[card], self.keep(card)
        if not self.trick:  # leading: give as little as possible
            return -value - keep
        winner, best = self.winning()
        if winner in self.partners:  # load a trick the partner holds, if it is safe
            held = SURE if self.last else LIKELY
            return (2 * held - 1) * value - keep
        if not beats(card, best, self.trump):
            return -value - keep
        held = SURE if self.last else LIKELY
        kept_pairs = [self.pair_points(s) for s in self.pairs if card not in pair_of(s)]
        return held * (self.on_table + value + max(kept_pairs, default=0)) - keep

    def winning(self) -> tuple[int, Card]:
        seat = trick_winner(self.trick, self.trump)
        return seat, dict(self.trick)[seat]
