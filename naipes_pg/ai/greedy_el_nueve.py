"""A sensible player of El 9 and 7 Parejas: pair at once, discard the 9s, and keep room in each
row for the figures still to come.

It reads only what the player sees (``view``): the grid, the pending card, the removed cards
and how many cards the stock holds; never the stock's order. A row's *slack* is its empty
cells less the figures of that row not seen yet: a number goes to the row with the most
slack, the partner taken from a pair is the one in the row with the least, and the move a
discarded 9 grants takes a number from the tightest row to the roomiest.
"""

from __future__ import annotations

import random
from typing import Any

from ..cards import SOTA, Card
from ..rules.base import Call, PlayCard, Reveal
from ..rules.el_nueve import (
    CELL_INDEX,
    CELLS,
    COLUMNS,
    FIGURE_ROW,
    NINE,
    NO_MOVE,
    PENDING,
    ElNueve,
    NueveDiscard,
    NuevePair,
)
from .explain import Explanation, Move, card_name
from .phrases import Phrase, phrase

FIGURES_PER_ROW = 4


class Seen:
    """The position as the player sees it."""

    def __init__(self, game: ElNueve, seat: int) -> None:
        zones = game.view(seat).zones
        self.grid: list[Card | None] = [(zones[z] or [None])[0] for z in CELLS]
        self.pending: Card | None = (zones[PENDING] or [None])[0]

    def row(self, cell: int) -> int:
        return cell // COLUMNS

    def empty(self, row: int) -> int:
        return sum(1 for i in range(row * COLUMNS, (row + 1) * COLUMNS) if self.grid[i] is None)

    def slack(self, row: int) -> int:
        """Empty cells less the figures of this row still to come (the pending one too)."""
        placed = sum(1 for c in self.grid if c is not None and FIGURE_ROW.get(c.rank) == row)
        return self.empty(row) - (FIGURES_PER_ROW - placed)


def _row_of(act: Any) -> int:
    target = getattr(act, "target", "")
    return CELL_INDEX[target] // COLUMNS if target in CELL_INDEX else -1


class GreedyElNueve:
    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: ElNueve, seat: int) -> Any:
        legal = game.legal_actions(seat)
        seen = Seen(game, seat)
        if NO_MOVE in legal:
            return self.move(seen, legal)
        pairs = [a for a in legal if isinstance(a, NuevePair)]
        discards = [a for a in legal if isinstance(a, NueveDiscard)]
        if seen.pending is not None:
            pending_pairs = [a for a in pairs if a.card == seen.pending]
            if pending_pairs:  # the partner taken from the tightest row
                return min(pending_pairs, key=lambda a: seen.slack(_row_of(a)))
            if any(a.card == seen.pending for a in discards):
                return NueveDiscard(seen.pending)
        if pairs or discards:  # a pair or a 9 on the grid only takes room
            return self.grid_pair(seen, pairs) if pairs else discards[0]
        places = [a for a in legal if isinstance(a, PlayCard)]
        if places:
            return self.place(seen, places)
        return legal[0]  # the Reveal

    def grid_pair(self, seen: Seen, pairs: list[NuevePair]) -> NuevePair:
        """The pair freeing the tightest rows."""
        def tightness(act: NuevePair) -> int:
            cell = seen.grid.index(act.card)
            return seen.slack(seen.row(cell)) + seen.slack(_row_of(act))

        return min(pairs, key=tightness)

    def place(self, seen: Seen, places: list[PlayCard]) -> PlayCard:
        """A figure in its row; a number in the row with the most slack, then the most empty
        cells (a full row's last cell is kept for the end, when only three are left for the
        numbers), then to the left."""
        def merit(act: PlayCard) -> tuple[int, int, int]:
            row = _row_of(act)
            return seen.slack(row), seen.empty(row), -CELL_INDEX[act.target]

        return max(places, key=merit)

    def move(self, seen: Seen, legal: list[Any]) -> Any:
        """A number from the tightest row to the roomiest, when that gives a tight row room."""
        best, gain = NO_MOVE, 0
        for act in legal:
            if act == NO_MOVE or act.card.rank >= SOTA:
                continue
            frm, to = seen.row(seen.grid.index(act.card)), _row_of(act)
            if frm == to or seen.slack(frm) >= 0:
                continue
            change = seen.slack(to) - 1 - seen.slack(frm)
            if change > gain:
                best, gain = act, change
        return best


# ------------------------------------------------------------------ the hint's words


def _row_name(row: int) -> Phrase:
    """A row by the figures it is for, top to bottom."""
    return (phrase("the row of the Kings"), phrase("the row of the Knights"),
            phrase("the row of the Jacks"))[row]


def explain_move(move: Move) -> Explanation:
    """El 9 in words: what pairs with what, why a 9 goes, where a card is placed or moved."""
    act, game = move.action, move.before
    if isinstance(act, NuevePair):
        other = game.pending if act.target == PENDING else game.grid[CELL_INDEX[act.target]]
        place = phrase("onto {card}", card=card_name(other))
        if game.siete:
            return Explanation(phrase("two cards of the same rank make a pair"), place)
        return Explanation(phrase("together they add up to 9"), place)
    if isinstance(act, NueveDiscard):
        return Explanation(phrase("a 9 only takes room; discarding it lets you move one card"),
                           phrase("onto the removed cards"))
    if isinstance(act, Reveal):
        return Explanation(phrase("nothing can be paired or discarded: turn over the next card"))
    if isinstance(act, Call):
        return Explanation(phrase("no move would give a figure room it needs"))
    return _placing(move, act)


def _placing(move: Move, act: PlayCard) -> Explanation:
    game = move.before
    row = CELL_INDEX[act.target] // COLUMNS
    place = phrase("in {row}", row=_row_name(row))
    if act.card != game.pending:
        return Explanation(phrase("it makes room in its row for the figures still to come"), place)
    if act.card.rank >= SOTA:
        return Explanation(phrase("a figure goes in its own row"), place)
    if act.card.rank == NINE:
        return Explanation(phrase("it has no partner; it can be discarded later"), place)
    return Explanation(phrase("it has no partner on the grid, and this row has the most room "
                              "for the figures still to come"), place)

