"""The exact solver of Solitario Español: known answers on built deals, a plain brute force
over the game's own clone/apply to agree with, lines that replay to a win, the node limit, and
the game left untouched."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from naipes_pg.ai.solve_solitario_espanol import solve
from naipes_pg.cards import SPANISH_SUITS, Card, parse
from naipes_pg.rules.base import PlayCard, Reveal
from naipes_pg.rules.record import state_digest
from naipes_pg.rules.solitario_espanol import RANKS_40, RANKS_48, SolitarioEspanol, cell

REYES = {"reyes_perdidos": True}
INTERCAMBIO = {"intercambio": True}
VARIANTS = [{}, {"reducido": True}, REYES, INTERCAMBIO,
            {"reducido": True, **REYES}, {"reducido": True, **INTERCAMBIO}]


def game(deck: list[Card], **options: bool) -> SolitarioEspanol:
    return SolitarioEspanol({**options, "combinar": len(options) > 1}, 0, decks=[deck])


def sorted_deck(ranks: tuple[int, ...] = RANKS_48) -> list[Card]:
    """Row by row, one suit a row in the order oros, copas, espadas, bastos."""
    return [Card(rank, suit) for suit in SPANISH_SUITS for rank in ranks]


def from_cycles(cycles: list[list[int]], cells: list[Card]) -> list[Card]:
    """The deck whose cell ``cycle[i]`` holds the card belonging to cell ``cycle[i + 1]``
    when the suits take the rows in the order of ``cells`` (the card of each cell)."""
    deck: list[Card | None] = [None] * len(cells)
    for cycle in cycles:
        for i, where in enumerate(cycle):
            deck[where] = cells[cycle[(i + 1) % len(cycle)]]
    return deck  # type: ignore[return-value]


def wins(g: SolitarioEspanol, line: tuple) -> bool:
    copy = g.clone()
    for act in line:
        copy.apply(0, act)
    return copy.outcome() is not None and copy.outcome().winners == (0,)


def brute_force(g: SolitarioEspanol) -> bool:
    """Every line, played with the game's own clone and apply; positions met twice are
    answered once (the whole state is the key)."""
    memo: dict[tuple, bool] = {}

    def key(at: SolitarioEspanol) -> tuple:
        return (tuple(map(tuple, at.grid)), tuple(map(tuple, at.up)), tuple(at.row_suit),
                at.chips, tuple(at.hand), at.hole, tuple(at.start))

    def won(at: SolitarioEspanol) -> bool:
        if at.outcome() is not None:
            return at.outcome().winners == (0,)
        k = key(at)
        if k not in memo:
            memo[k] = any(won(after(at, act)) for act in at.legal_actions(0))
        return memo[k]

    return won(g)


def after(g: SolitarioEspanol, act) -> SolitarioEspanol:
    copy = g.clone()
    copy.apply(0, act)
    return copy


# ---------------------------------------------------------------- known answers


def test_a_single_cycle_wins_with_one_chip_and_the_rows_in_its_order():
    """RULES 11.7 example 2: one 48-card cycle."""
    order = sorted_deck()
    g = game([order[(k + 1) % 48] for k in range(48)])
    answer = solve(g)
    assert answer.winnable is True and wins(g, answer.line)
    assert sum(isinstance(act, Reveal) for act in answer.line) == 1


def test_a_sorted_deal_needs_a_chip_a_card_and_cannot_be_won():
    """RULES 11.7 example 1: 48 cycles of one card for every order of the rows."""
    answer = solve(game(sorted_deck()))
    assert answer.winnable is False and answer.line == ()


def test_six_cycles_in_the_rows_order_are_won_within_six_chips():
    cells = sorted_deck(RANKS_40)
    g = game(from_cycles([list(range(k, 40, 6)) for k in range(6)], cells), reducido=True)
    answer = solve(g)
    assert answer.winnable is True and wins(g, answer.line)
    assert sum(isinstance(act, Reveal) for act in answer.line) <= 6


def test_a_card_in_its_column_gives_its_suit_a_row_the_line_must_not_want():
    """SE-5. Every card of column 1 lies there but in the row of the next suit; the rest of
    the deal is one cycle when the suits take their rows in order. Under that order column 1
    is one cycle of 4, two chips in all; but turning any ace over first keeps it in place and
    gives its suit the wrong row. The line must begin with the big cycle."""
    cells = sorted_deck(RANKS_40)
    aces = [0, 10, 20, 30]
    others = [k for k in range(40) if k not in aces]
    deck = from_cycles([aces, others], cells)
    g = game(deck, reducido=True)
    g.chips = 2
    answer = solve(g)
    assert answer.winnable is True and wins(g, answer.line)
    first = answer.line[0]
    assert isinstance(first, Reveal) and not first.zone.endswith(",0")
    g.chips = 1
    assert solve(g).winnable is False


def test_the_same_deal_once_an_ace_has_given_the_wrong_row_agrees_with_the_brute_force():
    cells = sorted_deck(RANKS_40)
    aces = [0, 10, 20, 30]
    deck = from_cycles([aces, [k for k in range(40) if k not in aces]], cells)
    g = game(deck, reducido=True)
    g.apply(0, Reveal(cell(0, 0)))  # the ace of copas stays in row 1: copas takes it
    assert g.row_suit[0] == "c"
    g.chips = 2
    assert solve(g).winnable is brute_force(g)


def rey_path_deck(reducido: bool = True) -> list[Card]:
    """Each row holds its suit one place on, its Rey last; the start cards are the aces: each
    start card's chain runs along its row to its Rey."""
    ranks = RANKS_40 if reducido else RANKS_48
    grid = [Card(rank, suit) for suit in SPANISH_SUITS for rank in ranks[1:]]
    return grid + [Card(1, suit) for suit in SPANISH_SUITS]


def test_reyes_perdidos_wins_when_the_four_chains_cover_the_grid():
    g = game(rey_path_deck(), reducido=True, reyes_perdidos=True)
    answer = solve(g)
    assert answer.winnable is True and wins(g, answer.line)
    assert answer.line[0] == Reveal("start:0")


def test_intercambio_wins_the_same_deal_by_placing_the_hand():
    g = game(rey_path_deck(reducido=False), intercambio=True)
    answer = solve(g)
    assert answer.winnable is True and wins(g, answer.line)
    assert all(isinstance(act, PlayCard) for act in answer.line)


def test_the_rey_variants_are_lost_when_the_reyes_are_the_start_cards():
    """Four start cards that are Reyes begin no chain: the grid is never ordered."""
    grid = [Card(rank, suit) for suit in SPANISH_SUITS for rank in RANKS_40[:-1]]
    deck = grid + [Card(12, suit) for suit in SPANISH_SUITS]
    for rey in (REYES, INTERCAMBIO):
        assert solve(game(deck, reducido=True, **rey)).winnable is False


# ---------------------------------------------------------------- against the brute force


def face_down(g: SolitarioEspanol) -> int:
    return sum(row.count(False) for row in g.up) - sum(row.count(None) for row in g.grid) + (
        g.hole is not None) + sum(card is not None for card in g.start)


def play_randomly(g: SolitarioEspanol, rng: random.Random, until: Callable[[], bool]) -> None:
    while g.outcome() is None and not until():
        g.apply(0, rng.choice(g.legal_actions(0)))


@st.composite
def few_cycles(draw: st.DrawFn) -> SolitarioEspanol:
    """A Mazo reducido deal made of a few cycles when the suits take the rows in a drawn
    order, a few random moves into it, with few chips left (so some are lost)."""
    suits = draw(st.permutations(SPANISH_SUITS))
    cells = [Card(rank, suit) for suit in suits for rank in RANKS_40]
    places = draw(st.permutations(range(40)))
    cuts = sorted(draw(st.sets(st.integers(1, 39), min_size=0, max_size=7)))
    cycles = [list(places[a:b]) for a, b in zip([0, *cuts], [*cuts, 40], strict=True)]
    g = game(from_cycles(cycles, cells), reducido=True)
    rng = random.Random(draw(st.integers(0, 2**16)))
    moves = draw(st.integers(0, 3))
    play_randomly(g, rng, lambda: len(g.history) >= moves)
    g.chips = min(g.chips, draw(st.integers(1, 2 if face_down(g) <= 24 else 1)))
    return g


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(few_cycles())
def test_the_base_game_agrees_with_the_brute_force(g: SolitarioEspanol):
    answer = solve(g)
    assert answer.winnable is brute_force(g)
    assert not answer.winnable or wins(g, answer.line)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(VARIANTS[2:]), st.integers(0, 2**16), st.integers(4, 12))
def test_the_rey_variants_agree_with_the_brute_force(options: dict, seed: int, left: int):
    """Reyes perdidos from its deal or a move or two into it (a row choice may be waiting);
    Intercambio once few cards are left face down."""
    rng = random.Random(seed)
    deck = list(SolitarioEspanol({**options, "combinar": True}, 0).deck)
    rng.shuffle(deck)
    g = game(deck, **options)
    if g.intercambio:
        play_randomly(g, rng, lambda: face_down(g) <= left)
    else:
        play_randomly(g, rng, lambda: len(g.history) >= left % 3)
    answer = solve(g)
    assert answer.winnable is brute_force(g)
    assert not answer.winnable or wins(g, answer.line)


# ---------------------------------------------------------------- the contract


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: "+".join(o) or "base")
def test_every_variant_s_winning_lines_replay_to_a_win_and_the_game_is_unchanged(options):
    rng = random.Random(7)
    for _ in range(15):
        deck = list(SolitarioEspanol({**options, "combinar": True}, 0).deck)
        rng.shuffle(deck)
        g = game(deck, **options)
        play_randomly(g, rng, lambda g=g: rng.random() < 0.3)
        before = (state_digest(g), g.zones(), len(g.history))
        answer = solve(g)
        assert (state_digest(g), g.zones(), len(g.history)) == before
        assert answer.winnable is not None
        assert answer.winnable is (answer.line != ()) or g.outcome() is not None
        assert not answer.winnable or wins(g, answer.line) or g.outcome() is not None


def test_the_node_limit_is_honoured():
    g = game(sorted_deck())  # lost: every assignment of the rows is tried
    assert solve(g).nodes == 24
    assert solve(g, node_limit=5) == solve(g, node_limit=5)
    limited = solve(g, node_limit=5)
    assert limited.winnable is None and limited.line == () and limited.nodes > 5


def test_a_finished_game_is_answered_by_its_outcome():
    g = game(sorted_deck())
    for k in range(6):
        g.apply(0, Reveal(cell(0, k)))
    assert g.outcome() is not None and solve(g).winnable is False
    order = sorted_deck()
    won = game([order[(k + 1) % 48] for k in range(48)])
    for act in solve(won).line:
        won.apply(0, act)
    assert solve(won).winnable is True and solve(won).line == ()


def test_a_chain_waiting_for_its_row_is_solved_from_there():
    order = sorted_deck()
    g = game([order[(k + 1) % 48] for k in range(48)])
    g.apply(0, Reveal(cell(0, 0)))  # 2o in hand: oros has no row yet
    assert g.hand == [parse("2o")]
    answer = solve(g)
    assert answer.winnable is True and isinstance(answer.line[0], PlayCard)
    assert wins(g, answer.line)
