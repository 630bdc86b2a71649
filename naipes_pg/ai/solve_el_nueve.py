"""The exact solver of El 9 and 7 Parejas (RULES.md §7): can this position be won, and how.

It reads the whole position, the stock's order included, and searches every line depth first,
remembering each position it has proved lost. It works on its own small state, not on the
game object, and turns the winning line into the game's actions at the end, checked by
replaying them on a copy.

The state (``_Search``) keeps only what can matter to winning:
- how many stock cards have been revealed (the stock's order is fixed and known);
- the pending card's rank (0: nothing pending);
- per row, the number of figures there and the sorted ranks of the numbers there;
- whether the move stage a discarded 9 opens is under way.
Suits never matter to a win (pairs go by rank, figures by row; the perfect game is not needed
to win), and the five cells of a row are interchangeable: a figure is only ever placed, moved
or kept within its row, and a number may go to any empty cell. So every placing, pairing or
moving is one choice per row, not per cell or card.

Prunings, each sound (it never calls a winnable position lost):
- The grid cannot overflow. However the cards are placed, the numbers on the grid at any
  point are at least those a player pairing at once would hold there: the pairs made so far
  form a matching of the numbers seen, and pairing each number the moment a partner is there
  makes the largest one at every point (within each pair of partner ranks, or each rank in 7
  Parejas, only one side is ever left over). So if, pairing at once and rows aside, some card
  comes up with the 15 cells already full of figures and numbers, the position is lost. This
  one check settles most lost deals at once; it is kept per (revealed, pending, numbers left
  unmatched), since the figures on the grid follow from those.
- Room is made only when the pending card needs it. A pair of two grid cards, or a 9 on the
  grid discarded with its move, can always be put off until just before the first placing
  or move that needs the room it makes: the cards it takes are touched by nothing in between
  (a move of one of them becomes no move), every placing in between has the room it had,
  and no position in between is a loss, since that pair or 9 is still a way out. With
  nothing pending the next action is a Reveal, which needs no room. So grid pairs and grid
  9s are tried only while a card is pending that has a full row to go to, or right after
  another such step (a chain that makes room, the state's "making room").
- Nothing pending and the stock empty is a win if the numbers on the grid pair off, which
  they always do in a position reached by play (N9-6): every pair removes one card of each
  of two partner ranks, whose counts start equal, and the 9s can be discarded.
- Once every figure is on the grid each row is four figures and one cell, all alike; then
  pairing at once (the argument of the first point) is the best play, and it is played out
  instead of searched.
- Rows holding their four figures are alike in the key of the positions proved lost.
- A move within its own row changes nothing the state keeps, so the move stage only tries
  moving a number to another row, or no move; and the stage counts as open only when such a
  move exists (otherwise the game's own stage, if any, is declined with the same effect).
- Positions proved lost are remembered, so each is searched once whatever the order of the
  moves that reached it; one proved lost while making room is lost without it too (fewer
  actions).
The search can only end: every action but the move takes a card from the stock, the pending
place or the grid, and a move closes its stage.
"""

from __future__ import annotations

import gc
from typing import Any

from ..cards import SOTA
from ..rules.base import PlayCard, Reveal
from ..rules.el_nueve import (
    CELLS,
    COLUMNS,
    FIGURE_ROW,
    NINE,
    NO_MOVE,
    ROWS,
    ElNueve,
    NueveDiscard,
    NuevePair,
)
from .solution import NODE_LIMIT, Solution

Row = tuple[int, tuple[int, ...]]  # figures there, and the sorted ranks of its numbers
# revealed, pending rank, rows, moving, making room (see the docstring)
State = tuple[int, int, tuple[Row, Row, Row], bool, bool]
Step = tuple[Any, ...]  # an abstract action, turned into the game's at the end


class _LimitReached(Exception):
    pass


def _free(row: Row) -> int:
    return COLUMNS - row[0] - len(row[1])


def _without(numbers: tuple[int, ...], rank: int) -> tuple[int, ...]:
    i = numbers.index(rank)
    return numbers[:i] + numbers[i + 1:]


def _with(numbers: tuple[int, ...], rank: int) -> tuple[int, ...]:
    return tuple(sorted((*numbers, rank)))


def _set(rows: tuple[Row, ...], r: int, row: Row) -> tuple[Row, Row, Row]:
    return tuple(row if i == r else old for i, old in enumerate(rows))  # type: ignore[return-value]


def _can_move(rows: tuple[Row, ...]) -> bool:
    """Whether a number can go to another row: the only move the state can tell apart."""
    return any(rows[a][1] and _free(rows[b]) for a in range(ROWS) for b in range(ROWS)
               if a != b)


def _canonical(rows: tuple[Row, ...]) -> tuple[Row, ...]:
    """Rows holding their four figures are alike: no figure will ever need them again."""
    full = [row for row in rows if row[0] == 4]
    if len(full) < 2:
        return rows
    full.sort()
    return tuple(row if row[0] < 4 else full.pop(0) for row in rows)


def _needs_room(pending: int, rows: tuple[Row, ...]) -> bool:
    """Whether the pending card has a full row it may go to (the one place room is made)."""
    if pending >= SOTA:
        return not _free(rows[FIGURE_ROW[pending]])
    return any(not _free(row) for row in rows)


class _Search:
    def __init__(self, stock: list[int], siete: bool, node_limit: int) -> None:
        self.stock = stock
        self.siete = siete
        self.node_limit = node_limit
        self.nodes = 0
        # each position proved lost, under the canonical key, with whether it was searched
        # while making room (a superset of the moves, so it covers both)
        self.lost: dict[tuple[Any, ...], bool] = {}
        self.line: list[Step] = []  # the winning line, last step first
        self.figures_after = [0] * (len(stock) + 1)  # figures in the stock from each point
        for k in range(len(stock) - 1, -1, -1):
            self.figures_after[k] = self.figures_after[k + 1] + (stock[k] >= SOTA)
        self.overflows: dict[tuple[Any, ...], bool] = {}

    def partner(self, rank: int) -> int:
        return rank if self.siete else NINE - rank

    def wins(self, state: State) -> bool:
        revealed, pending, rows, moving, making_room = state
        key = (revealed, pending, _canonical(rows), moving)
        proved = self.lost.get(key)
        if proved is not None and (proved or not making_room):
            return False
        self.nodes += 1
        if self.nodes > self.node_limit:
            raise _LimitReached
        if pending == 0 and revealed == len(self.stock):
            return self.clears(rows)  # N9-6
        if not self.doomed(state) and self.won_from(state):
            return True
        self.lost[key] = making_room or bool(proved)
        return False

    def won_from(self, state: State) -> bool:
        """Whether some action leads to a win (the line grows by its steps if so)."""
        if not state[3] and state[1] < SOTA and not self.figures_after[state[0]]:
            steps = self.endgame(state)
            if steps is not None:
                self.line += steps[::-1]
            return steps is not None
        for step, following in self.successors(state):
            if self.wins(following):
                self.line.append(step)
                return True
        return False

    def doomed(self, state: State) -> bool:
        """Whether the grid must overflow, rows aside: even pairing every number the moment
        its partner shows (the fewest numbers on the grid there can be at each point, see
        the docstring), some card comes up with the 15 cells full of figures and numbers."""
        revealed, pending, rows = state[:3]
        unmatched = [0] * (NINE + 1)  # per rank, the numbers no partner on the grid can take
        for row in rows:
            for rank in row[1]:
                self.add(unmatched, rank)
        key = (revealed, pending, tuple(unmatched))
        known = self.overflows.get(key)
        if known is None:
            known = self.overflows[key] = self.overflow(revealed, pending, unmatched, rows)
        return known

    def add(self, unmatched: list[int], rank: int) -> int:
        """Put a number among ``unmatched``, or pair it with one there: the change in how
        many numbers the grid holds (a 9 is discarded: no change)."""
        if rank == NINE and not self.siete:
            return 0
        other = self.partner(rank)
        if unmatched[other]:
            unmatched[other] -= 1
            return -1
        unmatched[rank] += 1
        return 1

    def overflow(self, revealed: int, pending: int, unmatched: list[int],
                 rows: tuple[Row, ...]) -> bool:
        unmatched = unmatched[:]
        cells = len(CELLS) - sum(row[0] for row in rows)  # those the figures leave
        numbers = sum(unmatched)
        for rank in ([pending] if pending else []) + self.stock[revealed:]:
            if rank >= SOTA:
                cells -= 1
            else:
                numbers += self.add(unmatched, rank)
            if numbers > cells:
                return True
        return False

    def clears(self, rows: tuple[Row, ...]) -> bool:
        """Whether the numbers left on the grid pair off, 9s aside: always so in a position
        reached by play (N9-6), not always in one built by hand."""
        ranks = [rank for row in rows for rank in row[1] if rank != NINE or self.siete]
        return all(ranks.count(rank) == ranks.count(self.partner(rank))
                   and (not self.siete or ranks.count(rank) % 2 == 0) for rank in ranks)

    def endgame(self, state: State) -> list[Step] | None:
        """The line once every figure is on the grid, or None if there is none: each row is
        then four figures and one cell, all alike, and pairing and discarding at once is
        best (a pair kept only takes a cell its partner's copy would take as well)."""
        revealed, pending, rows = state[:3]
        steps: list[Step] = []
        while True:
            for step, after in self.grid_pairs(state) + self.grid_discards(state):
                steps.append(step)
                if after[3]:
                    steps.append(("no_move",))
                state = (revealed, pending, after[2], False, False)
                break
            else:
                break
        rows = state[2]
        while revealed < len(self.stock) or pending:
            if not pending:
                steps.append(("reveal",))
                pending, revealed = self.stock[revealed], revealed + 1
                continue
            state = (revealed, pending, rows, False, False)
            choice = (self.pending_discard(state) or self.pending_pairs(state)
                      or self.places(state))
            if not choice:
                return None
            step, after = choice[0]
            steps.append(step)
            if after[3]:
                steps.append(("no_move",))
            pending, rows = 0, after[2]
        return steps if self.clears(rows) else None

    def successors(self, state: State) -> list[tuple[Step, State]]:
        revealed, pending, rows, moving, making_room = state
        if moving:
            return [*self.moves(state), (("no_move",), (revealed, pending, rows, False, True))]
        if not pending:
            return [(("reveal",), (revealed + 1, self.stock[revealed], rows, False, False))]
        found = self.pending_pairs(state) + self.pending_discard(state)
        if making_room or _needs_room(pending, rows):
            found += self.grid_pairs(state) + self.grid_discards(state)
        return found + self.places(state)

    def moves(self, state: State) -> list[tuple[Step, State]]:
        revealed, pending, rows = state[:3]
        found = []
        for a in range(ROWS):
            for rank in sorted(set(rows[a][1])):
                taken = _set(rows, a, (rows[a][0], _without(rows[a][1], rank)))
                for b in range(ROWS):
                    if b != a and _free(rows[b]):
                        after = _set(taken, b, (taken[b][0], _with(taken[b][1], rank)))
                        found.append((("move", a, rank, b),
                                      (revealed, pending, after, False, True)))
        return found

    def grid_pairs(self, state: State) -> list[tuple[Step, State]]:
        revealed, pending, rows = state[:3]
        found = []
        for a in range(ROWS):
            for rank in sorted(set(rows[a][1])):
                other = self.partner(rank)
                if other < rank or rank == NINE:
                    continue
                taken = _set(rows, a, (rows[a][0], _without(rows[a][1], rank)))
                for b in range(a if other == rank else 0, ROWS):
                    if other in taken[b][1]:
                        after = _set(taken, b, (taken[b][0], _without(taken[b][1], other)))
                        found.append((("pair", a, rank, b),
                                      (revealed, pending, after, False, True)))
        return found

    def grid_discards(self, state: State) -> list[tuple[Step, State]]:
        revealed, pending, rows = state[:3]
        found = []
        for a, row in enumerate(rows):
            if NINE in row[1] and not self.siete:
                after = _set(rows, a, (row[0], _without(row[1], NINE)))
                found.append((("discard", a), (revealed, pending, after, _can_move(after), True)))
        return found

    def pending_pairs(self, state: State) -> list[tuple[Step, State]]:
        revealed, pending, rows = state[:3]
        if pending >= SOTA:
            return []
        other = self.partner(pending)  # a 9's, 0, is never on the grid
        return [(("pair_pending", b),
                 (revealed, 0, _set(rows, b, (row[0], _without(row[1], other))), False, False))
                for b, row in enumerate(rows) if other in row[1]]

    def pending_discard(self, state: State) -> list[tuple[Step, State]]:
        revealed, pending, rows = state[:3]
        if pending != NINE or self.siete:
            return []
        return [(("discard_pending",), (revealed, 0, rows, _can_move(rows), False))]

    def places(self, state: State) -> list[tuple[Step, State]]:
        revealed, pending, rows = state[:3]
        if pending >= SOTA:
            r = FIGURE_ROW[pending]
            if not _free(rows[r]):
                return []
            row = (rows[r][0] + 1, rows[r][1])
            return [(("place", r), (revealed, 0, _set(rows, r, row), False, False))]
        return [(("place", r), (revealed, 0, _set(rows, r, (row[0], _with(row[1], pending))),
                                False, False)) for r, row in enumerate(rows) if _free(row)]


def _state(game: ElNueve) -> State:
    rows = []
    for r in range(ROWS):
        cards = [c for c in game.grid[r * COLUMNS:(r + 1) * COLUMNS] if c is not None]
        rows.append((sum(1 for c in cards if c.rank >= SOTA),
                     tuple(sorted(c.rank for c in cards if c.rank < SOTA))))
    rows_t: tuple[Row, Row, Row] = (rows[0], rows[1], rows[2])
    pending = game.pending.rank if game.pending is not None else 0
    return (0, pending, rows_t, game.moving and _can_move(rows_t), pending != 0)


def solve(game: ElNueve, *, node_limit: int = NODE_LIMIT) -> Solution:
    """Whether ``game`` (any position) can be won and a winning line; ``game`` is unchanged."""
    outcome = game.outcome()
    if outcome is not None:
        return Solution(outcome.winners == (0,), (), 0)
    search = _Search([c.rank for c in reversed(game.stock)], game.siete, node_limit)
    collecting = gc.isenabled()
    gc.disable()  # the search makes millions of small tuples and frees none until it ends
    try:
        won = search.wins(_state(game))
    except _LimitReached:
        return Solution(None, (), search.nodes)
    finally:
        if collecting:
            gc.enable()
    if not won:
        return Solution(False, (), search.nodes)
    line = _actions(game, search.line[::-1])
    return Solution(True, tuple(line), search.nodes)


# ---------------------------------------------------------------- back to the game's actions


def _partner(game: ElNueve, rank: int) -> int:
    return rank if game.siete else NINE - rank


def _row_cells(game: ElNueve, row: int) -> range:
    return range(row * COLUMNS, (row + 1) * COLUMNS)


def _number_in(game: ElNueve, row: int, rank: int, besides: int = -1) -> int:
    return next(i for i in _row_cells(game, row)
                if i != besides and (c := game.grid[i]) is not None and c.rank == rank)


def _empty_in(game: ElNueve, row: int) -> int:
    return next(i for i in _row_cells(game, row) if game.grid[i] is None)


def _action(game: ElNueve, step: Step) -> Any:
    kind = step[0]
    if kind == "reveal":
        return Reveal()
    if kind == "no_move":
        return NO_MOVE
    if kind == "place":
        return PlayCard(game.pending, CELLS[_empty_in(game, step[1])])
    if kind == "pair_pending":
        other = _number_in(game, step[1], _partner(game, game.pending.rank))
        return NuevePair(game.pending, CELLS[other])
    if kind == "discard_pending":
        return NueveDiscard(game.pending)
    if kind == "discard":
        return NueveDiscard(game.grid[_number_in(game, step[1], NINE)])
    _, a, rank, b = step
    i = _number_in(game, a, rank)
    if kind == "move":
        return PlayCard(game.grid[i], CELLS[_empty_in(game, b)])
    j = _number_in(game, b, _partner(game, rank), besides=i)
    return NuevePair(game.grid[i], CELLS[j])


def _finish(game: ElNueve) -> Any:
    """The next action clearing a position won by N9-6: a pair, a 9, or no move."""
    if game.moving:
        return NO_MOVE
    return (game.pair_moves() + game.discard_moves())[0]


def _actions(game: ElNueve, steps: list[Step]) -> list[Any]:
    """The game's actions for ``steps``, replayed on a copy, then the clearing of the grid."""
    copy = game.clone()
    line: list[Any] = []

    def play(act: Any) -> None:
        copy.apply(0, act)
        line.append(act)

    for step in steps:
        if copy.moving and step[0] not in ("move", "no_move"):
            play(NO_MOVE)  # a stage the search did not need: only moves within a row
        play(_action(copy, step))
    while copy.outcome() is None:
        play(_finish(copy))
    assert copy.outcome().winners == (0,), "the solver's line does not win"
    return line

