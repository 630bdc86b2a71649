"""A sensible beginner at Escoba del 15: take the richest capture (the 7 de oros, sevens, oros,
many cards, a sweep) and avoid leaving a table an opponent can sweep. In Desescoba it wants the
opposite: take as little as it must and hand out the valuable cards.

It reads only public information: its hand, the table, the captured cards (each capture was
seen face up), the cards set aside and how many cards each opponent holds.
"""

from __future__ import annotations

import random
from math import comb
from typing import Any

from ..cards import OROS, SPANISH_40, Card
from ..rules.base import Capture, PlayCard
from ..rules.escoba import FIFTEEN, SIETE_DE_OROS, VALUE, Escoba, total
from .explain import Explanation, Move, and_list, card_name, nothing_to_take, with_calls
from .phrases import Phrase, phrase
from .plans import Plan, points_at_hand_end

SWEEP = 8.0  # what an escoba is worth to a beginner: a point now, and the opponent's next card
# Primera: sevens and sixes win it; aces and figures count little.
PRIMERA_WORTH = {7: 0.9, 6: 0.5, 5: 0.2, 1: 0.15}
# The search's plan (ai/plans.py), measured with tools/bench_ai.py: the root's actions compared on
# paired worlds with pure greedy rollouts to the end of the hand beat a deeper tree at equal time.
# In Desescoba points are what a player avoids: the hand's gain counts against him.
PLAN = Plan(points_at_hand_end("scores", lower_wins=lambda game: game.options["desescoba"],
                               scale=2.0), "greedy", 0.0, paired=True, depth=1)


def worth(card: Card) -> float:
    """How much a captured card is worth towards Cartas, Oros, 7 de oros and Primera."""
    points = 0.25 + PRIMERA_WORTH.get(card.rank, 0.0)
    if card.suit == OROS:
        points += 0.4
    if card == SIETE_DE_OROS:
        points += 2.5
    return points


def chance_someone_holds(value: int, game: Escoba, seat: int) -> float:
    """The chance that some opponent holds a card of ``value``, given every card seen."""
    seen = set(game.seen_cards(seat))
    unseen = [c for c in SPANISH_40 if c not in seen]
    held = sum(len(game.hands[s]) for s in range(game.players) if s != seat)
    left = sum(1 for c in unseen if VALUE[c] == value)
    if not left or not held or held > len(unseen):
        return 0.0
    return 1.0 - comb(len(unseen) - left, held) / comb(len(unseen), held)


def sweep_risk(table_sum: int, game: Escoba, seat: int) -> float:
    """The chance an opponent can sweep a table adding up to ``table_sum``."""
    needed = FIFTEEN - table_sum
    if table_sum == 0 or not 1 <= needed <= 10:
        return 0.0
    return chance_someone_holds(needed, game, seat)


class GreedyEscoba:
    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def score(self, game: Escoba, seat: int, act: Any) -> float:
        if isinstance(act, Capture):
            left = total(game.table) - total(act.taken)
            gain = sum(worth(c) for c in (act.card, *act.taken)) + (SWEEP if left == 0 else 0)
            risk = SWEEP * sweep_risk(left, game, seat)
        else:
            left = total(game.table) + VALUE[act.card]
            gain = -worth(act.card) * 0.5  # a card left on the table is often someone's capture
            risk = SWEEP * sweep_risk(left, game, seat)
        if game.options["desescoba"]:
            return -gain + 0.3 * risk  # points are bad; a table others must take is good
        return gain - risk

    def choose(self, game: Escoba, seat: int) -> Any:
        actions = game.legal_actions(seat)
        if not isinstance(actions[0], (Capture, PlayCard)):
            return actions[0]  # the 15 en mesa race: slap at once
        scored = [(self.score(game, seat, a), self.rng.random(), i) for i, a in enumerate(actions)]
        return actions[max(scored)[2]]


def explain_move(move: Move) -> Explanation:
    """Escoba in words: a sweep, the 7 de oros, sevens for the Primera, how many cards; a card
    left on the table that leaves no escoba."""
    game, act = move.before, move.action
    if isinstance(act, Capture):
        return Explanation(with_calls(_capture_reason(act, game), move, ("escoba",)))
    if not isinstance(act, PlayCard):
        return Explanation()
    if game.options["desescoba"]:
        return Explanation(phrase("it takes nothing"))
    parts = [phrase("there is nothing to take")] if nothing_to_take(move) else []
    left = total(game.table) + VALUE[act.card]
    if not 1 <= FIFTEEN - left <= max(VALUE.values()):
        parts.append(phrase("it leaves no escoba for anyone"))
    return Explanation(and_list(parts) if parts else None)


def _capture_reason(act: Capture, game: Escoba) -> Phrase:
    cards = (act.card, *act.taken)
    if game.options["desescoba"]:
        return phrase("it takes {n} cards", n=len(cards))
    parts = [phrase("it sweeps the table")] if len(act.taken) == len(game.table) else []
    worth = [card_name(SIETE_DE_OROS)] if SIETE_DE_OROS in cards else []
    sevens = sum(1 for c in cards if c.rank == 7 and c != SIETE_DE_OROS)
    if sevens:
        worth.append(phrase("a seven") if sevens == 1 else phrase("{n} sevens", n=sevens))
    if worth:
        parts.append(phrase("it takes {cards}", cards=and_list(worth)))
    return and_list(parts) if parts else phrase("it takes {n} cards", n=len(cards))
