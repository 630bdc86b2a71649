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
    NEIGHBOURS,
    PASS,
    ZONE_INDEX,
    Piles,
    captures,
    other,
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


def swing(pile: list[Any], mine: str) -> int:
    """What a pile's control is worth to our side: its cards of the other colour count for
    whoever holds it with a top of his colour, so winning it turns all its cards our way."""
    return len(pile) if COLOUR[pile[-1]] != mine else 0


def threat(tops: list[Any], castle: list[list[Any]], mine: str) -> int:
    """The most the next rival could capture: a pile topped by our colour, T below 13 (or 13
    and not a King), next to a top of his colour."""
    theirs = other(mine)
    worst = 0
    for i, top in enumerate(tops):
        if COLOUR[top] != mine or not any(COLOUR[tops[j]] == theirs for j in NEIGHBOURS[i]):
            continue
        t = total_value(tops, i)
        if t < CAPTURE_BELOW or (t == CAPTURE_BELOW and top.rank < 13):
            worst = max(worst, len(castle[i]))
    return worst


class GreedyPiles:
    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Piles, seat: int) -> Any:
        actions = game.legal_actions(seat)
        if actions == [PASS]:
            return PASS
        tops = game.tops()
        scored = [(self.score(game, seat, tops, a), self.rng.random(), i)
                  for i, a in enumerate(actions)]
        return actions[max(scored)[2]]

    def score(self, game: Piles, seat: int, tops: list[Any], act: PlayCard) -> float:
        card, i = act.card, ZONE_INDEX[act.target]
        mine = game.colours[seat % 2] or COLOUR[card]  # the first card sets it
        pile = game.castle[i]
        took = captures(card, tops, i, mine)
        covered = COLOUR[tops[i]]
        if took or (COLOUR[card] == mine) != (covered == mine):  # control changes
            gain = float(len(pile)) if COLOUR[card] == mine else -float(len(pile))
        else:
            gain = BAIT if COLOUR[card] != mine and covered != mine else 0.0
        if COLOUR[card] == mine:
            gain -= KEEP_HIGH * card.rank
        after = list(tops)
        after[i] = card
        castle = list(game.castle)
        castle[i] = [card] if took else pile + [card]
        return gain - THREAT * threat(after, castle, mine)


def explain_move(move: Move) -> Explanation:
    """Piles in words: a capture, a pile won, a card left for later."""
    game, act = move.before, move.action
    if not isinstance(act, PlayCard):
        return Explanation(phrase("no card of yours can be placed"))
    i = ZONE_INDEX[act.target]
    tops = game.tops()
    mine = game.colours[move.seat % 2] or COLOUR[act.card]
    if captures(act.card, tops, i, mine):
        return Explanation(phrase("it captures a pile worth {t}, below 13",
                                  t=total_value(tops, i)))
    if COLOUR[act.card] == mine and COLOUR[tops[i]] != mine:
        return Explanation(phrase("it wins control of a pile of the other colour"))
    return Explanation(phrase("it gives nothing away"))
