"""A sensible beginner at Stolen House: take the most cards, and think twice before leaving
a card on top of the house (or on the table) that the rival may well hold.

It reads only public information: the table, the exposed house tops, its own hand.
"""

from __future__ import annotations

import random
from math import comb

from ..cards import Card
from ..rules.base import PlayCard
from ..rules.ronda_robada import RondaRobada


def chance_rival_holds(rank: int, game: RondaRobada, seat: int) -> float:
    """The chance the rival's hand holds at least one card of ``rank``, given every card this
    seat has seen (a beginner who remembers what went into the houses)."""
    known = game.known_cards(seat)
    unseen = 40 - len(known)
    left = 4 - sum(1 for c in known if c.rank == rank)
    in_hand = len(game.hands[1 - seat])
    if left <= 0 or in_hand == 0 or unseen <= 0:
        return 0.0
    return 1.0 - comb(unseen - left, in_hand) / comb(unseen, in_hand)


class GreedyRondaRobada:
    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def score(self, game: RondaRobada, seat: int, card: Card) -> float:
        rival = 1 - seat
        run, steals = game.preview(seat, card)
        stolen = len(game.houses[rival]) if steals else 0
        if not (run or steals):  # a placed card invites a capture and a "te la piso"
            return -4.0 * chance_rival_holds(card.rank, game, seat)
        penalties = int(bool(run) and game.last_placed == (rival, card.rank))
        penalties += int(bool(run) and len(run) == len(game.table))
        house_after = len(game.houses[seat]) + stolen + len(run) + 1
        gain = len(run) + 1 + 2 * stolen + 2 * penalties
        exposure = 2.0 * house_after * chance_rival_holds(card.rank, game, seat)
        return gain - exposure

    def choose(self, game: RondaRobada, seat: int) -> PlayCard:
        actions = game.legal_actions(seat)
        scored = [(self.score(game, seat, a.card), self.rng.random(), a) for a in actions]
        return max(scored)[2]
