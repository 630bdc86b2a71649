"""A sensible beginner at Piles: take the richest pile it can, win control of piles full of
the other colour, never hand the rivals a pile, and leave the next rival as little to capture
as it can; with nothing to gain, drop a card of the rivals' colour on one of their own piles,
where it waits to be captured by its side, and keep its high cards of its colour for the piles
worth 13.

It reads only what its seat sees: its own hand, the castle and the team colours.
"""

from __future__ import annotations

import random
from typing import Any, NamedTuple

from ..rules.base import PlayCard
from ..rules.piles import (
    CAPTURE_BELOW,
    COLOUR,
    COLS,
    EVERY_PLACE,
    NEAR_BITS,
    NEIGHBOURS,
    PASS,
    RED,
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


# the piles a placement at i changes: i and its neighbours, as bit masks
REACH_BITS = tuple(1 << i | NEAR_BITS[i] for i in range(len(NEIGHBOURS)))


class Castle:
    """The castle as one decision reads it: each top's rank, each pile's size, the piles
    whose top is red (a bit each), and what the next rival could capture as it lies (worked
    out once, then only round the pile a placement changes). A side's piles are the bits of
    the tops of its colour."""

    def __init__(self, game: Piles) -> None:
        self.ranks = [top.rank for top in game.tops()]
        self.sizes = [len(pile) for pile in game.castle]
        self.red = game.red_tops()
        self._piles: dict[str, list[PileRead | None]] = {}
        self._hot: dict[str, list[tuple[int, int]]] = {}

    def ours(self, mine: str) -> int:
        return self.red if mine == RED else EVERY_PLACE & ~self.red

    def at_risk(self, j: int, ours: int) -> int:
        """The cards the next rival would take at ``j`` when ``ours`` are our piles: a top of
        our colour, T below 13 (or 13 and not a King), beside a top of his colour; else 0."""
        if not ours >> j & 1:
            return 0
        near, same = len(NEIGHBOURS[j]), (ours & NEAR_BITS[j]).bit_count()
        if same == near:  # no foothold for his colour
            return 0
        rank, t = self.ranks[j], self.ranks[j] + 2 * same - near
        return self.sizes[j] if t < CAPTURE_BELOW or (t == CAPTURE_BELOW and rank < 13) else 0

    def worst_after(self, mine: str, i: int, ours: int) -> int:
        """The richest pile at risk other than ``i`` once ``ours`` are our piles (``i``'s top
        just changed): the piles away from it as they were, its neighbours anew."""
        hot = self._hot.get(mine)
        if hot is None:  # the piles at risk as the castle lies, the richest first
            before = self.ours(mine)
            hot = self._hot[mine] = sorted(
                ((risk, j) for j in range(len(self.sizes)) if (risk := self.at_risk(j, before))),
                reverse=True)
        reach = REACH_BITS[i]
        worst = next((risk for risk, j in hot if not reach >> j & 1), 0)
        for j in NEIGHBOURS[i]:
            worst = max(worst, self.at_risk(j, ours))
        return worst

    def piles_for(self, mine: str) -> list[PileRead | None]:
        """The piles read so far for a decision of the side of colour ``mine`` (None: not
        yet)."""
        known = self._piles.get(mine)
        if known is None:
            known = self._piles[mine] = [None] * len(self.sizes)
        return known

    def pile(self, mine: str, i: int) -> PileRead:
        """Pile ``i`` read once for a decision of the side of colour ``mine``."""
        read = self.piles_for(mine)
        known = read[i]
        if known is None:
            ours, bit, near = self.ours(mine), 1 << i, len(NEIGHBOURS[i])
            beside = (ours & NEAR_BITS[i]).bit_count()
            mine_on_top = bool(ours & bit)
            alike = beside if mine_on_top else near - beside
            known = read[i] = PileRead(
                self.sizes[i], mine_on_top, self.ranks[i], self.ranks[i] + 2 * alike - near,
                beside < near, 2 * beside - near, self.worst_after(mine, i, ours | bit),
                self.worst_after(mine, i, ours & ~bit))
        return known


class PileRead(NamedTuple):
    """A pile as a decision reads it: its size, whether its top is of our colour and its
    rank, its T as it lies, whether the next rival has a foothold beside it once a card of
    ours covers it and what its neighbours then add to that card's rank, and the richest pile
    at risk elsewhere once a card of ours, or of theirs, lies on it."""

    size: int
    ours: bool
    rank: int
    t: int
    foothold: bool
    lift: int
    worst_ours: int
    worst_theirs: int


def score(pile: PileRead, ours: bool, rank: int) -> float:
    """A card of ``rank`` (of our colour if ``ours``) placed on ``pile``: the cards won or
    lost with control of the pile, a little bait, the high cards kept, less the share of the
    most the next rival could capture then."""
    if not ours:  # no capture: it hands a pile of ours over, or waits on one of theirs
        gain = -float(pile.size) if pile.ours else BAIT
        return gain - THREAT * pile.worst_theirs
    took = not pile.ours and (pile.t < CAPTURE_BELOW
                              or (pile.t == CAPTURE_BELOW and rank > pile.rank))
    gain = 0.0 if pile.ours else float(pile.size)  # control won, taken or not
    gain -= KEEP_HIGH * rank
    t = rank + pile.lift
    risk = ((1 if took else pile.size + 1) if pile.foothold and (
        t < CAPTURE_BELOW or (t == CAPTURE_BELOW and rank < 13)) else 0)
    return gain - THREAT * max(pile.worst_ours, risk)


class GreedyPiles:
    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Piles, seat: int) -> Any:
        actions = game.legal_actions(seat)
        if actions == [PASS]:
            return PASS
        castle, team, draw = Castle(game), game.colours[seat % 2], self.rng.random
        best: tuple[float, float, int] | None = None
        for index, act in enumerate(actions):
            card, i = act.card, ZONE_INDEX[act.target]
            colour = COLOUR[card]
            mine = team or colour  # the first card sets it
            pile = castle.piles_for(mine)[i] or castle.pile(mine, i)
            scored = (score(pile, colour == mine, card.rank), draw(), index)
            if best is None or scored > best:
                best = scored
        assert best is not None
        return actions[best[2]]


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
