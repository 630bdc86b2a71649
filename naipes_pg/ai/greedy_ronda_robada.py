"""A sensible beginner at Stolen House: take the most cards, and think twice before leaving
a card on top of the house (or on the table) that the rival may well hold.

It reads only public information: the table, the exposed house tops, its own hand.
"""

from __future__ import annotations

import random

from ..cards import Card
from ..rules.base import PlayCard
from ..rules.ronda_robada import RondaRobada
from .estimates import best, chance_rival_holds


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
        return best(game.legal_actions(seat), lambda a: self.score(game, seat, a.card), self.rng)
