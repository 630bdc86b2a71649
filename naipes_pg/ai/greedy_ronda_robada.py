"""A sensible beginner at Stolen House: take the most cards, and think twice before leaving
a card on top of the house (or on the table) that the rival may well hold.

It reads only public information: the table, the exposed house tops, its own hand.
"""

from __future__ import annotations

import math
import random

from ..cards import Card
from ..rules.base import PlayCard
from ..rules.ronda_robada import RondaRobada
from .estimates import best, chance_rival_holds
from .explain import (
    Explanation,
    Move,
    and_list,
    capture_or_copies,
    cards_phrase,
    person,
    with_calls,
)
from .phrases import phrase
from .plans import Plan, Valuation, Values


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


AGREEMENT_PRIOR = (1.0, 0.05)  # a new rival: one turn's weight of the greedy play
RANDOM_AGREES = 0.46  # how often a random player's card scores within a card of the greedy best
MARGIN = 1.0  # a card's worth: choices closer than this are a matter of style, not of skill


def greedy_agreement(game: RondaRobada, seat: int, margin: float = MARGIN) -> tuple[int, int]:
    """Over ``seat``'s turns of the match whose deals are played out (``game.past_turns``, all
    public): on how many the cards he held were worth at least ``margin`` apart to the greedy
    player, and on how many of those the card he played was worth less than ``margin`` below
    the best."""
    player, view = GreedyRondaRobada(), game.clone()
    agreed = chances = 0
    for turn in game.past_turns:
        if turn.seat != seat or len(turn.held) < 2:
            continue
        view.table, view.houses = list(turn.table), [list(house) for house in turn.houses]
        view.hands[seat], view.hands[1 - seat] = list(turn.held), [None] * turn.rival_holds
        view.last_placed = turn.last_placed
        scores = [player.score(view, seat, card) for card in turn.held]
        top = max(scores)
        if top - min(scores) >= margin:
            chances += 1
            agreed += top - scores[0] < margin
    return agreed, chances


def stolen_house_reader(game: RondaRobada, seat: int) -> float:
    """How far ``seat`` strays from the greedy play (0 to 1), read from his turns played out:
    the greedy player always agrees with itself, one who plays at random about 46 % of the
    time (``tools/steal_rates.py``). A rival not yet seen is taken for the greedy player, with
    one turn's weight: his first deal played out says more than the guess."""
    agreed, chances = greedy_agreement(game, seat)
    rate = (agreed + AGREEMENT_PRIOR[0]) / (chances + sum(AGREEMENT_PRIOR))
    return min(1.0, max(0.0, (1.0 - rate) / (1.0 - RANDOM_AGREES)))


def stolen_house_hand_end(root: RondaRobada, scale: float = 4.0) -> Valuation:
    """Stop at the end of the current hand and value the house difference (ties go to the
    non-dealer) as a soft chance of having won it. Hands do not carry over, so winning this
    hand is all a move can do for the match; the soft margin scores a big win above a narrow
    one, which steadies the estimates. ``scale`` 0 counts wins only."""
    hand = root.hand_number

    def value(world: RondaRobada) -> Values | None:
        if len(world.results) <= hand:
            return None
        result = world.results[hand]
        houses = result["houses"]
        margin = houses[0] - houses[1] + (0.5 if result["dealer"] == 1 else -0.5)
        if scale:
            first = 1.0 / (1.0 + math.exp(-margin / scale))
        else:
            first = 1.0 if margin > 0 else 0.0
        return first, 1.0 - first

    return value


# The search's plan (ai/plans.py), measured with tools/bench_ai.py: the root's actions compared
# on paired worlds with pure greedy rollouts beat a deeper tree at equal time, 56-58 % of single
# hands against greedy at 300-2,000 playouts, against 50-54 % for the unpaired tree.
PLAN = Plan(stolen_house_hand_end, "greedy", 0.0, paired=True, depth=1,
            reader=stolen_house_reader)


def explain_move(move: Move) -> Explanation:
    """Stolen House in words: the house a card steals, the table cards it takes; for a card
    left on the table, whether any card is left that could take it."""
    parts, calls = [], move.calls()
    if "casa_robada" in calls:
        house = person(move, 1 - move.seat, you=phrase("your house"),
                       named=phrase("{name}'s house"), computer=phrase("the computer's house"),
                       nobody=phrase("the rival's house"))
        size = calls["casa_robada"].get("cards", 0)
        parts.append(phrase("it steals {house} ({n} cards)", house=house, n=size) if size > 1
                     else phrase("it steals {house}", house=house))
    table = move.taken("table")
    if table and "mesa_limpia" in calls:
        parts.append(phrase("it takes the whole table"))
    elif table:
        parts.append(phrase("it takes {cards} from the table", cards=cards_phrase(table)))
    if parts:
        return Explanation(with_calls(and_list(parts), move, ("te_la_piso", "mesa_limpia")))
    return Explanation(capture_or_copies(move, move.before.known_cards(move.seat)))
