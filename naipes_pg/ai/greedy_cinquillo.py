"""A sound Cinquillo player: it blocks as good players do (RULES.md §5).

Each card it may play is weighed by what it opens: the cards beyond it in its row's direction
(both ways for a 5) are either its own, which it will be able to follow with, or its rivals',
which the card has been holding back. So it plays first the cards that lead on to its own
(often the only player who can use that end) and holds the ones that would open the way for
the others, above all a card that blocks a long run of theirs. Con doble turno a 1 or a Rey is
worth more (another play follows), and it always takes the extra play unless every card
it could play would only open the way for the others.

It reads only its own hand and the rows on the table.
"""

from __future__ import annotations

import random

from ..cards import Card
from ..rules.base import Action, PlayCard
from ..rules.cinquillo import DOUBLE_RANKS, FIVE, ORDER, STEP, TERMINAR, Cinquillo
from .explain import Explanation, Move
from .phrases import phrase

MINE_BEYOND = 0.5  # per card of mine the play brings nearer
THEIRS_BEYOND = 0.7  # per card of the others the play lets loose
NEXT_MINE = 1.5  # the very next card is mine: I can follow, nobody else can
NEXT_THEIRS = 1.2  # the very next card is theirs: a card given away at once
AGAIN = 2.0  # Con doble turno: a 1 or a Rey plays again
STOP_BELOW = -3.0  # an extra play worse than this is not taken: the turn ends


def beyond(card_step: int, opening: bool) -> list[list[int]]:
    """The steps a play at ``card_step`` opens, nearest first, in each direction it opens."""
    if opening:
        return [list(range(FIVE - 1, -1, -1)), list(range(FIVE + 1, len(ORDER)))]
    if card_step < FIVE:
        return [list(range(card_step - 1, -1, -1))]
    return [list(range(card_step + 1, len(ORDER)))]


def weigh(game: Cinquillo, seat: int, act: PlayCard) -> float:
    """What the play is worth to ``seat`` (see the module)."""
    card = act.card
    mine = {STEP[c.rank] for c in game.hands[seat] if c.suit == card.suit}
    return weigh_card(card, mine, game.ends[card.suit] is None, game.doble_turno)


def weigh_card(card: Card, mine: set[int], opening: bool, doble_turno: bool) -> float:
    """What playing ``card`` is worth to a player holding the steps ``mine`` of its suit
    (``opening``: the card is a 5 that opens its row)."""
    score = AGAIN if doble_turno and card.rank in DOUBLE_RANKS else 0.0
    for steps in beyond(STEP[card.rank], opening):
        if not steps:
            continue
        own = sum(1 for s in steps if s in mine)
        score += MINE_BEYOND * own - THEIRS_BEYOND * (len(steps) - own)
        score += NEXT_MINE if steps[0] in mine else -NEXT_THEIRS
    return score


class GreedyCinquillo:
    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Cinquillo, seat: int) -> Action:
        actions = game.legal_actions(seat)
        plays = [a for a in actions if isinstance(a, PlayCard)]
        if not plays:
            return actions[0]  # the pass, or the end of a double turn with nothing to play
        scored = max((weigh(game, seat, a), self.rng.random(), a) for a in plays)
        if TERMINAR in actions and scored[0] < STOP_BELOW:
            return TERMINAR
        return scored[2]


def explain_move(move: Move) -> Explanation:
    """Cinquillo in words: the way a card opens, for whom."""
    game, act = move.before, move.action
    if not isinstance(act, PlayCard) or not isinstance(game, Cinquillo):
        return Explanation()
    if game.ends["o"] is None:
        return Explanation(phrase("the 5 of coins always opens"))
    if move.advice and game.doble_turno and act.card.rank in DOUBLE_RANKS:
        return Explanation(phrase("a 1 or a King lets you play again"))
    mine = {STEP[c.rank] for c in game.hands[move.seat] if c.suit == act.card.suit}
    opened = [steps[0] for steps in beyond(STEP[act.card.rank], game.ends[act.card.suit] is None)
              if steps]
    if move.advice and opened and all(step in mine for step in opened):
        return Explanation(phrase("it opens the way only to your own cards"))
    if not opened:
        return Explanation(phrase("it closes its row: it opens nothing for anyone"))
    return Explanation()
