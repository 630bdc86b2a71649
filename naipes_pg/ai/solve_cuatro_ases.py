"""Exact solver of Solitario 4 Ases (RULES.md §4), every variant and combination.

It reads the whole position, the stock's order and every Mezclado shuffle included (the rules
draw a renewal's shuffle from the deal number, the renewal's number and the waste, and the
solver asks the game for it), and tries every line depth first on a state of its own:

- ``seq``: the cards not up, as small ints, the waste bottom to top and then the stock top to
  bottom. Outside a Release and a Mezclado shuffle no move changes the order of the others, so
  a Reveal only moves the boundary ``b`` (the waste's size) and a base renewal only sets it
  back to 0;
- the foundations: in the base game the height of each suit's pile; in Pintados each pile's
  height and top suit, sorted;
- whether a card went up this round, the reserve card and the last reserve action, the chips
  and the round (Mezclado's shuffle depends on it).

Every position is reached by one of finitely many lines and the graph has no cycle (a renewal
needs a card up in its round or a chip, and a Reserve and a Release are never consecutive, so
every other action reveals or moves a card up), so a position found lost is lost for good and
is remembered on a canonical key that drops what cannot matter:

- which foundation holds which pile: in the base game a suit's pile is the same wherever it
  lies, and a 1 going up onto any empty foundation is one move; in Pintados piles of the same
  height and top suit are interchangeable, so the piles are a sorted tuple and the move onto
  one of several equal piles is tried once;
- the cards already up, the suits below each top (Pintados): only the top decides what fits;
- the round flag in Mezclado (it has no round loss rule); the chips and round elsewhere (only
  Mezclado reads them).

Prunings, each sound:

- a position known lost with a card up this round is lost without one too: the flag only adds
  the Renew;
- Pintados: a pile whose next card of its top's suit is already up takes any card of the next
  rank left, like a pile without a suit; a card that fits such a pile and one that refuses a
  suit still to come goes on the latter (whatever a line does with the pile kept, it can do
  with the other: the states differ in one pile, and the kept one takes every card the other
  takes);
- Con reserva: a card is never reserved, and no card moved up, when no other card of its rank
  would be left in the stock or the waste: the reserved card could never be released, and a
  win needs the reserve empty;
- Mezclado without chips (and without Pintados): the last pass is played by moving every card
  up at once. With no renewal ahead, a card moved up at once leaves a waste that is the other
  line's without it and foundations one card higher; every move of the other line stays legal
  (its suit's next card can only go up after it), so that line is never worse.

No other pruning is made, so a deal called unwinnable is one no line wins. Reveals made while
the top card can do nothing are the only move, so they are made at once. Two orders of trying
the moves (moving up first, revealing first) take turns with growing budgets; the positions
found lost are lost whatever the order, so every attempt keeps them. The losses the rules
declare without a Renew pressed (A4-4, A4-9, A4-13) are positions whose every action is a
losing Renew, or none, so they need no code of their own. The winning line is translated back
into the game's actions (a foundation of the right height and top) and checked by replaying it
on a copy of the game.
"""

from __future__ import annotations

import gc
import sys
from typing import Any

from ..cards import Card
from ..rules.base import PlayCard
from ..rules.cuatro_ases import FOUNDATION_ZONES, RENEW, REVEAL, CuatroAses
from .solution import NODE_LIMIT, Solution

SUITS = ("o", "c", "e", "b")
RANKS = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)
CARDS = tuple(Card(rank, suit) for suit in SUITS for rank in RANKS)  # id = suit * 10 + rank
CARD_ID = {card: i for i, card in enumerate(CARDS)}
SUIT_OF = tuple(i // 10 for i in range(len(CARDS)))
RANK_OF = tuple(i % 10 for i in range(len(CARDS)))
EMPTY = -1  # no card in the reserve; no suit on an empty foundation
NONE, RESERVED, RELEASED = 0, 1, 2  # the last reserve action [A4-12]
LAST = {"": NONE, "reserve": RESERVED, "release": RELEASED}
PILE = 5  # a Pintados pile is height * PILE + top suit + 1 (0: empty)
FIRST_BUDGET = 1_000  # positions for each order of moves in the first attempts
RECURSION = 20_000  # a line has at most a few thousand actions (4.7: at most 40 rounds)


class NodeLimit(Exception):
    """The search examined more positions than it was allowed."""


class Search:
    """One search over one game's position; ``line`` holds the winning moves, last first."""

    def __init__(self, game: CuatroAses, node_limit: int) -> None:
        self.game = game
        self.node_limit = node_limit
        self.nodes = 0
        self.cap = node_limit  # where the current attempt stops
        self.reveal_first = False  # the order the moves are tried in (see ``run``)
        self.pintados = game.pintados
        self.reserve = game.has_reserve
        self.mezclado = game.mezclado
        self.lost: set[tuple[Any, ...]] = set()
        self.fits: dict[Any, int] = {}
        self.shuffles: dict[int, dict[int, int]] = {}  # round → each card id's place
        self.line: list[tuple[Any, ...]] = []

    # ------------------------------------------------------------ the position

    def start(self) -> tuple[Any, ...]:
        g = self.game
        seq = tuple(CARD_ID[c] for c in g.waste) + tuple(CARD_ID[c] for c in g.stock[::-1])
        if self.pintados:
            left = set(seq) | {CARD_ID[c] for c in g.reserve}
            found: Any = tuple(sorted(pile_code(p, left) for p in g.foundations))
        else:
            heights = [0] * 4
            for pile in g.foundations:
                if pile:
                    heights[SUITS.index(pile[0].suit)] = len(pile)
            found = tuple(heights)
        reserve = CARD_ID[g.reserve[0]] if g.reserve else EMPTY
        return (seq, len(g.waste), found, g.moved_up, reserve, LAST[g.last_reserve_action],
                g.chips, g.round)

    def key(self, seq: tuple[int, ...], b: int, found: Any, moved: bool, reserve: int,
            last: int, chips: int, rnd: int) -> tuple[Any, ...]:
        """What decides the rest of the game (the module docstring says why the rest does
        not): the base foundations follow from the cards left, so they are left out."""
        head = (seq, b, found) if self.pintados else (seq, b)
        if self.mezclado:
            return (*head, chips, rnd)
        if self.reserve:
            return (*head, reserve, last, moved)
        return (*head, moved)

    # ------------------------------------------------------------ the search

    def run(self) -> bool | None:
        """Whether the position can be won, None past the node limit. Two orders of trying
        the moves take turns with a growing budget each: moving up first wins most deals at
        once, revealing first wins many of the others, and each attempt keeps the positions
        the ones before it found lost (lost whatever the order), so little is done twice."""
        start = self.start()
        budget = FIRST_BUDGET
        while True:
            for reveal_first in (False, True):
                self.reveal_first = reveal_first
                self.cap = min(self.nodes + budget, self.node_limit)
                try:
                    return self.win(*start)
                except NodeLimit:
                    if self.nodes >= self.node_limit:
                        return None
            budget *= 2

    def win(self, seq: tuple[int, ...], b: int, found: Any, moved: bool, reserve: int,
            last: int, chips: int, rnd: int) -> bool:
        """Whether some line wins from this position; on success the line is in ``line``.
        Reveals while the top card can do nothing are the only move, so they are made at once
        and only the position where a choice comes is remembered."""
        if not seq and reserve == EMPTY:
            return True
        if self.mezclado and not chips and not self.pintados:
            return self.last_pass(seq, b, found)
        n = len(seq)
        skipped = 0
        while b < n and (not b or not self.can_act(seq[b - 1], found, reserve, last)):
            b = min(b + 2, n)
            last = NONE
            skipped += 1
        if self.choose(seq, b, found, moved, reserve, last, chips, rnd):
            self.line.extend([("reveal",)] * skipped)
            return True
        return False

    def last_pass(self, seq: tuple[int, ...], b: int, heights: tuple[int, ...]) -> bool:
        """Mezclado without chips and without Pintados: the last pass, played by moving every
        card up as soon as it can go (the docstring says why nothing better exists)."""
        self.nodes += 1
        if not self.greedy_pass(seq, b, heights, None):
            return False
        moves: list[tuple[Any, ...]] = []
        self.greedy_pass(seq, b, heights, moves)
        self.line.extend(reversed(moves))
        return True

    @staticmethod
    def greedy_pass(seq: tuple[int, ...], b: int, heights: tuple[int, ...],
                    moves: list[tuple[Any, ...]] | None) -> bool:
        """Whether moving every card up at once empties the waste by the end of the stock;
        the moves made go into ``moves`` if given (this loop is most of Mezclado's time)."""
        height = list(heights)
        waste = list(seq[:b])
        n = len(seq)
        at = b
        while True:
            while waste:
                card = waste[-1]
                suit = SUIT_OF[card]
                if height[suit] != RANK_OF[card]:
                    break
                waste.pop()
                height[suit] += 1
                if moves is not None:
                    moves.append(("up", card, RANK_OF[card]))
            if at >= n:
                return not waste
            waste += seq[at : at + 2]
            at += 2
            if moves is not None:
                moves.append(("reveal",))

    def can_act(self, top: int, found: Any, reserve: int, last: int) -> bool:
        """Whether the top waste card can go up, to the reserve or under the reserve's card."""
        if self.fitting(found) >> top & 1:
            return True
        if not self.reserve:
            return False
        if reserve == EMPTY:
            return last != RELEASED
        return last != RESERVED and reserve % 10 == top % 10

    @staticmethod
    def rank_in(cards: tuple[int, ...], rank: int) -> bool:
        """Whether a card of ``rank`` is among ``cards``: one a reserved card could be
        released onto."""
        return any(card % 10 == rank for card in cards)

    def fitting(self, found: Any) -> int:
        """The cards that fit some foundation, as bits of their ids (remembered: few
        foundations recur many times)."""
        mask = self.fits.get(found)
        if mask is None:
            mask = 0
            for card in range(len(CARDS)):
                suit, rank = divmod(card, 10)
                if self.pintados:
                    low = rank * PILE
                    ok = any(low <= p < low + PILE and p != low + suit + 1 for p in found)
                else:
                    ok = found[suit] == rank
                mask |= ok << card
            self.fits[found] = mask
        return mask

    def choose(self, seq: tuple[int, ...], b: int, found: Any, moved: bool, reserve: int,
               last: int, chips: int, rnd: int) -> bool:
        """``win`` where the player has a choice (or none left)."""
        key = self.key(seq, b, found, moved, reserve, last, chips, rnd)
        if key in self.lost:
            return False
        if not moved and not self.mezclado and (*key[:-1], True) in self.lost:
            return False  # a card up this round only adds the Renew: lost with it, lost without
        self.nodes += 1
        if self.nodes > self.cap:
            raise NodeLimit
        n = len(seq)
        if b < n and self.reveal_first:
            if self.win(seq, min(b + 2, n), found, moved, reserve, NONE, chips, rnd):
                self.line.append(("reveal",))
                return True
        if b:
            top = seq[b - 1]
            rest = seq[: b - 1] + seq[b:]
            for new_found, pile in self.ups(top, found, rest, reserve):
                if reserve != EMPTY and top % 10 == reserve % 10 and not self.rank_in(
                        rest, top % 10):
                    break  # the reserve's card would be stuck for good (docstring)
                if self.win(rest, b - 1, new_found, True, reserve, NONE, chips, rnd):
                    self.line.append(("up", top, pile))
                    return True
        if b < n and not self.reveal_first:
            if self.win(seq, min(b + 2, n), found, moved, reserve, NONE, chips, rnd):
                self.line.append(("reveal",))
                return True
        if self.reserve and b:
            if reserve == EMPTY and last != RELEASED and self.rank_in(rest, top % 10):
                if self.win(rest, b - 1, found, moved, top, RESERVED, chips, rnd):
                    self.line.append(("reserve", top))
                    return True
            elif reserve != EMPTY and last != RESERVED and reserve % 10 == top % 10:
                back = seq[:b] + (reserve,) + seq[b:]
                if self.win(back, b + 1, found, moved, EMPTY, RELEASED, chips, rnd):
                    self.line.append(("release", reserve))
                    return True
        if b == n and n:
            if self.mezclado and chips:
                if self.win(self.shuffled(rnd, seq), 0, found, False, reserve, NONE,
                            chips - 1, rnd + 1):
                    self.line.append(("renew",))
                    return True
            elif not self.mezclado and moved:
                if self.win(seq, 0, found, False, reserve, NONE, chips, rnd + 1):
                    self.line.append(("renew",))
                    return True
        self.lost.add(key)
        return False

    def ups(self, card: int, found: Any, rest: tuple[int, ...],
            reserve: int) -> list[tuple[Any, int]]:
        """The foundations ``card`` can go up on, one of each kind: (the new foundations, the
        pile it went on: a suit's height, or a Pintados pile's code). ``rest``: the cards left
        but the reserve's and ``card``."""
        if not self.fitting(found) >> card & 1:
            return []
        suit, rank = divmod(card, 10)
        if not self.pintados:
            heights = list(found)
            heights[suit] = rank + 1
            return [(tuple(heights), rank)]
        low, high = rank * PILE, rank * PILE + PILE
        fits = [pile for i, pile in enumerate(found) if low <= pile < high
                and pile != low + suit + 1 and (not i or pile != found[i - 1])]
        if len(fits) > 1 and low in fits:
            fits.remove(low)  # a pile that takes any card left is better kept (docstring)
        if not fits:
            return []
        above = suit * 10 + rank + 1  # the card that may follow this one on its pile
        top = (rank + 1) * PILE
        if rank + 1 < len(RANKS) and (above in rest or above == reserve):
            top += suit + 1
        moves = []
        for pile in fits:
            piles = list(found)
            piles[piles.index(pile)] = top
            # the piles of this height that refused only this card's suit now take any card
            piles = [low if p == low + suit + 1 else p for p in piles]
            moves.append((tuple(sorted(piles)), pile))
        return moves

    def shuffled(self, rnd: int, seq: tuple[int, ...]) -> tuple[int, ...]:
        """Mezclado: the new stock, top first, that the rules' renewal of round ``rnd`` makes
        of the waste ``seq``. The rules put every card in a place fixed by the renewal and the
        card alone (a test pins it), so the whole deck's order is asked once per round and
        every waste follows it."""
        place = self.shuffles.get(rnd)
        if place is None:
            stock = self.game.renewal_stock(rnd, CARDS)
            place = self.shuffles[rnd] = {CARD_ID[c]: i for i, c in enumerate(reversed(stock))}
        return tuple(sorted(seq, key=place.__getitem__))


# ---------------------------------------------------------------- back to the game's actions


def pile_code(pile: list[Card], left: set[int]) -> int:
    """A Pintados pile as the solver sees it: its height and the suit its next card may not
    have, none (0) when no card left could be refused for it (the next card of that suit is
    up, or the pile is complete): such a pile takes any card of the next rank left."""
    if not pile:
        return 0
    top = pile[-1]
    suit = SUITS.index(top.suit)
    height = len(pile)
    refused = height < len(RANKS) and suit * 10 + height in left
    return height * PILE + (suit + 1 if refused else 0)


def pile_of(game: CuatroAses, move: tuple[Any, ...]) -> int:
    """The real foundation a solver's move up goes onto: one of the kind it chose."""
    moves = [FOUNDATION_ZONES.index(act.target) for act in game.up_moves()]
    if not game.pintados:
        return moves[0]
    left = {CARD_ID[c] for c in (*game.stock, *game.waste, *game.reserve)}
    for k in moves:
        if pile_code(game.foundations[k], left) == move[2]:
            return k
    raise AssertionError(f"the solver's move of {CARDS[move[1]]} fits no foundation")


def actions_of(game: CuatroAses, moves: list[tuple[Any, ...]]) -> tuple[Any, ...]:
    """The solver's moves as the game's actions, checked by playing them on a copy."""
    copy = game.clone()
    line = []
    for move in moves:
        kind = move[0]
        if kind == "reveal":
            act: Any = REVEAL
        elif kind == "renew":
            act = RENEW
        elif kind == "up":
            act = PlayCard(CARDS[move[1]], FOUNDATION_ZONES[pile_of(copy, move)])
        elif kind == "reserve":
            act = PlayCard(CARDS[move[1]], "reserve")
        else:
            act = PlayCard(CARDS[move[1]], "waste")
        copy.apply(0, act)
        line.append(act)
    outcome = copy.outcome()
    if outcome is None or outcome.winners != (0,):
        raise AssertionError("the solver's line does not win when played")
    return tuple(line)


def solve(game: CuatroAses, *, node_limit: int = NODE_LIMIT) -> Solution:
    """Whether ``game`` can still be won from where it stands, and a winning line; ``game`` is
    not changed. After ``node_limit`` positions the answer is ``Solution(None, (), nodes)``."""
    outcome = game.outcome()
    if outcome is not None:
        return Solution(outcome.winners == (0,), (), 0)
    search = Search(game, node_limit)
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, RECURSION))
    collecting = gc.isenabled()
    gc.disable()  # the search makes no cycles; scanning its millions of keys costs minutes
    try:
        won = search.run()
    finally:
        sys.setrecursionlimit(limit)
        if collecting:
            gc.enable()
    if won is None:
        return Solution(None, (), search.nodes)
    if not won:
        return Solution(False, (), search.nodes)
    return Solution(True, actions_of(game, search.line[::-1]), search.nodes)
