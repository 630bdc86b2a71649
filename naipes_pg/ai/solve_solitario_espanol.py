"""The exact solver of Solitario Español (RULES.md §11), every variant: can this position be
won, and how.

It reads the whole position, the face-down cards included, and decides it without playing
the game move by move: the outcome of a line depends only on which row each suit ends up in.

**The assignment decides.** Call σ the final assignment of the suits to the rows (a bijection
that extends the rows already given their suits). A face-down card never moves until a chain
takes it, and a face-up card lies on its correct cell, so under σ every face-down card has one
target cell: its rank's column in row σ(suit). Along any line the rows get their suits one by
one, always as σ says (a chain's card of a suit without a row goes, by the player's choice or
because one row is left, to the row σ gives it), so every card placed goes to its target
under σ, and the line follows the map "cell → the target of the card lying there":
- base game and Mazo reducido (SE-1): the face-down cells split into cycles of that map; a
  chip turns one card over and its chain runs round its cycle back to the hole, so each chip
  resolves exactly one whole cycle (a card already in place is a cycle of one). A chain under
  way is the cycle of its hole, with the card in hand put back in the hole: it is paid for.
  Winning under σ needs as many chips as the other cycles;
- Reyes perdidos and Intercambio revelado (SE-3, SE-4): there is no hole; each start card or
  card of the hand begins a path that runs through the face-down cells until it reaches a Rey
  (the Rey column's empty cell, or a Rey that can only stay in the hand). The order of the
  turns does not change the paths; a face-down cell on no path lies on a cycle no move can
  ever reach, so σ wins exactly when the paths cover every face-down cell.

**Which σ can be reached** (SE-5). A row choice is offered for every card of a suit without a
row, so σ is free, with one exception: a card turned over in its own column, in a row without a
suit, while its suit has none, stays there and gives that row its suit (rule 11.3.2). Turning
such a card over is harmful when σ puts its suit elsewhere: call that start cell *blocked*
while neither its row nor the card's suit has been given. A cycle can be begun from any of its
cells that is not blocked. Starting a cycle only gives more suits their rows, which can only
unblock cells, so the cycles can all be begun in some order exactly when the greedy order
(begin any cycle that can be, repeat) begins them all: if some order works, the first cycle of
it the greedy order could not begin was reachable with fewer suits given than the greedy order
had given by then. In the Rey variants nothing is turned over in place, so every σ is reached.

So the search tries each assignment σ that extends the rows already given (at most 24) and asks
the question above; each try is one node. There is nothing left to prune or to remember: an
assignment is tried once and answered exactly, and the answer "unwinnable" means that no σ,
hence no line, wins. The winning line is then played on a copy of the game (the cycles' first
cells in the greedy order, each row choice as σ says) and checked to win.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import permutations
from typing import Any

from ..cards import SPANISH_SUITS, Card
from ..rules.base import PlayCard, Reveal
from ..rules.solitario_espanol import REY, ROWS, SolitarioEspanol, cell
from .solution import NODE_LIMIT, Solution

Cell = tuple[int, int]
Assignment = dict[str, int]  # suit → row


class _Position:
    """What a line's outcome depends on: the face-down cards, where each lies, the rows
    already given their suits, the chips, and the cards that begin the paths or the chain."""

    def __init__(self, game: SolitarioEspanol) -> None:
        self.col_of = game.col_of
        self.given = {suit: row for row, suit in enumerate(game.row_suit) if suit is not None}
        self.down: dict[Cell, Card] = {
            (r, c): card for r, row in enumerate(game.grid) for c, card in enumerate(row)
            if card is not None and not game.up[r][c]}
        self.chips = game.chips
        self.set_apart = game.set_apart
        self.chain: Cell | None = None  # the hole of a chain under way (base game)
        if game.hole is not None and game.hand:
            self.chain = game.hole
            self.down[game.hole] = game.hand[0]  # the card in hand, put back in its hole
        self.sources = [*game.hand, *(card for card in game.start if card is not None)]

    def assignments(self) -> Iterator[Assignment]:
        """Every σ that extends the rows already given their suits."""
        free_suits = [s for s in SPANISH_SUITS if s not in self.given]
        free_rows = [r for r in range(ROWS) if r not in self.given.values()]
        for rows in permutations(free_rows):
            yield {**self.given, **dict(zip(free_suits, rows, strict=True))}

    def target(self, card: Card, sigma: Assignment) -> Cell | None:
        col = self.col_of.get(card.rank)
        return None if col is None else (sigma[card.suit], col)

    def cycles(self, sigma: Assignment) -> list[list[Cell]]:
        """The face-down cells split into the cycles of "cell → target of its card"."""
        seen: set[Cell] = set()
        cycles = []
        for start in self.down:
            if start in seen:
                continue
            cycle = []
            where: Cell | None = start
            while where not in seen:
                seen.add(where)
                cycle.append(where)
                where = self.target(self.down[where], sigma)
            cycles.append(cycle)
        return cycles

    def order(self, sigma: Assignment) -> list[Cell] | None:
        """Base game: the cells to turn over, one per cycle, in an order that reaches σ with
        the chips there are; None if σ cannot be won."""
        cycles = self.cycles(sigma)
        under_way = [c for c in cycles if self.chain in c]
        rest = [c for c in cycles if self.chain not in c]
        if len(rest) > self.chips:
            return None
        given = set(self.given) | {self.down[x].suit for c in under_way for x in c}
        order: list[Cell] = []
        while rest:
            begun = next(((c, x) for c in rest for x in c
                          if not self._blocked(x, sigma, given)), None)
            if begun is None:
                return None
            cycle, first = begun
            rest.remove(cycle)
            order.append(first)
            given |= {self.down[x].suit for x in cycle}
        return order

    def _blocked(self, where: Cell, sigma: Assignment, given: set[str]) -> bool:
        """Whether turning ``where`` over would keep its card there against σ (11.3.2)."""
        card = self.down[where]
        row, col = where
        row_given = any(sigma[s] == row for s in given)
        return (self.col_of[card.rank] == col and not row_given and card.suit not in given
                and sigma[card.suit] != row)

    def paths_cover(self, sigma: Assignment) -> bool:
        """Rey variants: whether the paths from the cards in hand and the start cards run
        through every face-down cell."""
        reached = 0
        for card in self.sources:
            where = self.target(card, sigma)
            while where in self.down:  # each cell is on one path: the map is one-to-one
                reached += 1
                where = self.target(self.down[where], sigma)
        return reached == len(self.down)


def solve(game: SolitarioEspanol, *, node_limit: int = NODE_LIMIT) -> Solution:
    """Whether ``game`` can be won from where it stands, and a winning line (see the module's
    docstring); ``game`` is not changed."""
    if game.finished is not None:
        return Solution(game.finished.winners == (0,), (), 0)
    position = _Position(game)
    nodes = 0
    for sigma in position.assignments():
        nodes += 1
        if nodes > node_limit:
            return Solution(None, (), nodes)
        if position.set_apart:
            if position.paths_cover(sigma):
                return Solution(True, _line(game, sigma, []), nodes)
            continue
        order = position.order(sigma)
        if order is not None:
            return Solution(True, _line(game, sigma, order), nodes)
    return Solution(False, (), nodes)


def _line(game: SolitarioEspanol, sigma: Assignment, order: list[Cell]) -> tuple[Any, ...]:
    """The game's actions that play σ: turn ``order``'s cells over (base game) or the start
    cards (Reyes perdidos), place the cards of the hand (Intercambio revelado), each card of
    a suit without a row going to σ's row; checked on a copy to win."""
    copy = game.clone()
    turns = iter(order)
    line = []
    while copy.outcome() is None:
        act = _next_action(copy, sigma, turns)
        copy.apply(0, act)
        line.append(act)
    if copy.outcome().winners != (0,):
        raise AssertionError(f"the solver's line does not win: {line!r}")
    return tuple(line)


def _next_action(game: SolitarioEspanol, sigma: Assignment, turns: Iterator[Cell]) -> Any:
    movable = [card for card in game.hand if not (game.intercambio and card.rank == REY)]
    if movable:
        card = movable[0]
        return PlayCard(card, cell(sigma[card.suit], game.col_of[card.rank]))
    if game.reyes_perdidos:
        k = next(k for k, card in enumerate(game.start) if card is not None)
        return Reveal(f"start:{k}")
    return Reveal(cell(*next(turns)))
