"""Build El 9 positions from card strings, for the tests of its solver and its greedy player."""

from __future__ import annotations

import random
from collections import Counter

from naipes_pg.cards import SPANISH_40, SPANISH_48, parse, parse_many
from naipes_pg.rules.el_nueve import CELLS, ElNueve


def position(rows=("", "", ""), pending: str = "", stock: str = "", **options) -> ElNueve:
    """Grid rows left to right (``.`` an empty cell), ``pending`` revealed, ``stock`` top
    first; every other card is among the removed ones."""
    g = ElNueve(options, 0)
    g.grid = [None] * len(CELLS)
    for r, text in enumerate(rows):
        for c, name in enumerate(text.split()):
            g.grid[r * 5 + c] = None if name == "." else parse(name)
    g.pending = parse(pending) if pending else None
    on_top = parse_many(stock)
    g.stock = on_top[::-1]
    used = [c for c in g.grid if c] + ([g.pending] if g.pending else []) + on_top
    g.removed = [c for c in g.deck if c not in used]
    assert Counter(g.all_cards()) == Counter(g.deck)
    return g


def shuffled(seed: int, siete: bool = False) -> ElNueve:
    """A deal from Python's shuffle of ``seed`` (any order will do; these are not numbered)."""
    deck = list(SPANISH_40 if siete else SPANISH_48)
    random.Random(seed).shuffle(deck)
    return ElNueve({"siete_parejas": siete}, 0, decks=[deck])
