"""A sensible beginner at Piles: take the richest pile it can, win control of piles full of
the other colour, never hand the rivals a pile, and leave the next rival as little to capture
as it can; with nothing to gain, drop a card of the rivals' colour on one of their own piles,
where it waits to be captured by its side, and keep its high cards of its colour for the piles
worth 13.

It reads only what its seat sees: its own hand, the castle and the team colours.
"""

from __future__ import annotations

import random
from typing import Any

from ..rules.base import PlayCard
from ..rules.piles import (
    CAPTURE_BELOW,
    COLOUR,
    COLS,
    NEIGHBOURS,
    PASS,
    ZONE_INDEX,
    Piles,
    captures,
    total_value,
)
from .explain import Explanation, Move
from .phrases import phrase
from .plans import Plan, points_at_hand_end

THREAT = 0.7  # the share of the richest pile the next rival could take that we count lost
KEEP_HIGH = 0.03  # per rank of a card of our colour played: high ones take the piles at 13
BAIT = 0.3  # a card of the rivals' colour left on their pile, for our side to take later

# The search plays each move out on the same dealt worlds to the end of the hand and values
# the points its side gained over the other's (a hand scores some 20 between the two).
PLAN = Plan(points_at_hand_end("totals", scale=4.0), "greedy", 0.1, paired=True, depth=1)


AFFECTED = tuple((i, *NEIGHBOURS[i]) for i in range(len(NEIGHBOURS)))  # a placement's reach


class Castle:
    """The castle as one decision reads it: each top's colour and rank and each pile's size,
    and what the next rival could capture as it lies (worked out once, then only round the
    pile a placement changes)."""

    def __init__(self, game: Piles) -> None:
        tops = game.tops()
        self.cols = [COLOUR[top] for top in tops]
        self.ranks = [top.rank for top in tops]
        self.sizes = [len(pile) for pile in game.castle]
        self._base: dict[str, list[int]] = {}
        self._outside: dict[tuple[str, int], int] = {}
        self._around: dict[tuple[str, int, str], tuple[list[str], int]] = {}

    def at_risk(self, j: int, mine: str, cols: list[str], rank: int, size: int) -> int:
        """The cards the next rival would take at ``j``: a top of our colour, T below 13 (or
        13 and not a King), beside a top of his colour; else 0."""
        if cols[j] != mine:
            return 0
        near = NEIGHBOURS[j]
        same = sum(1 for n in near if cols[n] == mine)
        if same == len(near):  # no foothold for his colour
            return 0
        t = rank + 2 * same - len(near)
        return size if t < CAPTURE_BELOW or (t == CAPTURE_BELOW and rank < 13) else 0

    def taken_by(self, i: int, rank: int) -> bool:
        """Rule 7 for a card of the placer's team colour on the other colour at ``i``."""
        near = NEIGHBOURS[i]
        same = sum(1 for n in near if self.cols[n] == self.cols[i])
        t = self.ranks[i] + 2 * same - len(near)
        return t < CAPTURE_BELOW or (t == CAPTURE_BELOW and rank > self.ranks[i])

    def outside(self, mine: str, i: int) -> int:
        """The richest pile at risk away from ``i`` and its neighbours, which a placement at
        ``i`` leaves as it is."""
        key = (mine, i)
        if key not in self._outside:
            base = self._base.get(mine)
            if base is None:
                base = self._base[mine] = [
                    self.at_risk(j, mine, self.cols, self.ranks[j], self.sizes[j])
                    for j in range(len(self.cols))]
            reach = AFFECTED[i]
            self._outside[key] = max((v for j, v in enumerate(base) if j not in reach),
                                     default=0)
        return self._outside[key]

    def around(self, mine: str, i: int, col: str) -> tuple[list[str], int]:
        """The tops' colours once a card of ``col`` lies on ``i``, and the richest pile at
        risk then other than ``i`` itself (the same for every card of that colour there)."""
        key = (mine, i, col)
        known = self._around.get(key)
        if known is None:
            cols = list(self.cols)
            cols[i] = col
            worst = self.outside(mine, i)
            for j in NEIGHBOURS[i]:
                worst = max(worst, self.at_risk(j, mine, cols, self.ranks[j], self.sizes[j]))
            known = self._around[key] = (cols, worst)
        return known

    def threat_after(self, mine: str, i: int, card: Any, size: int) -> int:
        """The most the next rival could capture once ``card`` lies on ``i`` (its pile now
        ``size`` cards)."""
        cols, worst = self.around(mine, i, COLOUR[card])
        return max(worst, self.at_risk(i, mine, cols, card.rank, size))


class GreedyPiles:
    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Piles, seat: int) -> Any:
        actions = game.legal_actions(seat)
        if actions == [PASS]:
            return PASS
        castle = Castle(game)
        scored = [(self.score(game, seat, castle, a), self.rng.random(), i)
                  for i, a in enumerate(actions)]
        return actions[max(scored)[2]]

    def score(self, game: Piles, seat: int, castle: Castle, act: PlayCard) -> float:
        card, i = act.card, ZONE_INDEX[act.target]
        mine = game.colours[seat % 2] or COLOUR[card]  # the first card sets it
        size = castle.sizes[i]
        covered = castle.cols[i]
        took = COLOUR[card] == mine != covered and castle.taken_by(i, card.rank)
        if took or (COLOUR[card] == mine) != (covered == mine):  # control changes
            gain = float(size) if COLOUR[card] == mine else -float(size)
        else:
            gain = BAIT if COLOUR[card] != mine and covered != mine else 0.0
        if COLOUR[card] == mine:
            gain -= KEEP_HIGH * card.rank
        return gain - THREAT * castle.threat_after(mine, i, card, 1 if took else size + 1)


def explain_move(move: Move) -> Explanation:
    """Piles in words: a capture and its T, a pile won or given, a card left on the rivals'
    pile for later, a pile kept; and which pile, by its row and column."""
    game, act = move.before, move.action
    if not isinstance(act, PlayCard):
        return Explanation(phrase("no card of yours can be placed"))
    i = ZONE_INDEX[act.target]
    r, c = divmod(i, COLS)
    place = phrase("on the pile in row {row}, column {column}", row=r + 1, column=c + 1)
    tops = game.tops()
    mine, placed, covered = (game.colours[move.seat % 2] or COLOUR[act.card], COLOUR[act.card],
                             COLOUR[tops[i]])
    t = total_value(tops, i)
    if captures(act.card, tops, i, mine):
        reason = (phrase("it captures a pile worth {t}, below 13", t=t) if t < CAPTURE_BELOW
                  else phrase("it captures a pile worth 13: its card is higher"))
    elif placed == mine != covered:
        reason = phrase("it wins control of a pile of the other colour")
    elif placed != mine == covered:
        reason = phrase("it hands a pile of its colour to the rivals")
    elif placed != mine:
        reason = phrase("it leaves a card of the rivals' colour on their pile, to be taken later")
    else:
        reason = phrase("it keeps the pile in its colour")
    return Explanation(reason, place)
