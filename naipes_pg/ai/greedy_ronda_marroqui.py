"""A sensible beginner at Moroccan Ronda: take the most points and cards now, and think twice
before placing a card the rival may catch with a Darba, or making a Darba the rival may answer
with a B'khamsa.

It reads only public information: its hand, the table, the cards it saw captured, the live
chain. Values are in match points; a captured card is worth about half a point, since only the
cards beyond 20 score and only for one player.
"""

from __future__ import annotations

import random

from ..cards import Card
from ..rules.base import PlayCard
from ..rules.ronda_marroqui import CHAIN_STEPS, NEXT_RANK, RondaMarroqui, capture_run
from .estimates import best, chance_rival_holds
from .explain import Explanation, Move, capture_or_copies, generic_reason
from .plans import Plan, points_at_hand_end

CARD = 0.5
PREVIOUS_RANK = {nxt: rank for rank, nxt in NEXT_RANK.items()}
# The search's plan (ai/plans.py): rollouts stop at the end of the hand, valued by its points.
PLAN = Plan(points_at_hand_end("scores", scale=4.0))


class GreedyRondaMarroqui:
    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: RondaMarroqui, seat: int) -> PlayCard:
        return best(game.legal_actions(seat), lambda a: self.score(game, seat, a.card), self.rng)

    def score(self, game: RondaMarroqui, seat: int, card: Card) -> float:
        keeps_pair = sum(1 for c in game.hands[seat] if c.rank == card.rank) > 1
        if game.continues_chain(seat, card):
            return self.chain_value(game, seat, card)
        run = capture_run(game.table, card.rank)
        if not run:
            return self.placement_value(game, seat, card, keeps_pair)
        value = CARD * (len(run) + 1)
        if game.last_placed == (1 - seat, card.rank):  # a Darba, then the rival's B'khamsa?
            value += 1.0
            if not keeps_pair:
                answer = 5 + CARD * (len(run) + 2) * 2
                value -= answer * chance_rival_holds(card.rank, game, seat)
        if len(run) == len(game.table):
            value += 1.0
        return value

    def chain_value(self, game: RondaMarroqui, seat: int, card: Card) -> float:
        assert game.chain is not None  # continues_chain said so
        _, _, size, step = game.chain
        value = CHAIN_STEPS[step][1] + CARD * (size + 1) * 2
        if step == 1:  # the rival may hold the fourth card and answer with a B'ashra
            value -= (10 + CARD * (size + 2) * 2) * chance_rival_holds(card.rank, game, seat)
        return value

    def placement_value(self, game: RondaMarroqui, seat: int, card: Card, pair: bool) -> float:
        """A placed card invites a Darba (and feeds the run of a lower card); with the same
        rank still in hand, a Darba is answered with a B'khamsa."""
        run_above = len(capture_run(game.table, NEXT_RANK.get(card.rank, 0)))
        darba = 1 + CARD * (2 + run_above)
        if pair:
            darba -= 5 + CARD * (3 + run_above) * 2
        below = PREVIOUS_RANK.get(card.rank)
        on_table = any(c.rank == below for c in game.table)
        feeds = CARD * chance_rival_holds(below, game, seat) if on_table else 0.0
        return -darba * chance_rival_holds(card.rank, game, seat) - feeds


def explain_move(move: Move) -> Explanation:
    """Moroccan Ronda in words: what a card takes, the points and calls it makes (Darba,
    B'khamsa, Missa…); for a card left on the table, whether any card is left to take it."""
    reason = generic_reason(move)
    return Explanation(reason or capture_or_copies(move, move.before.known_cards(move.seat)))
