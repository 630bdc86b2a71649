"""The exact solver of El 9 and 7 Parejas: known answers on positions built by hand, a check
against a plain search over the game itself, lines that replay to a win, the node limit, and
the game left as it was."""

from __future__ import annotations

import random
from functools import cache

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from naipes_pg.ai.greedy_el_nueve import GreedyElNueve
from naipes_pg.ai.solve_el_nueve import solve
from naipes_pg.cards import parse
from naipes_pg.rules.base import Reveal
from naipes_pg.rules.el_nueve import ElNueve, NueveDiscard, NuevePair
from naipes_pg.rules.record import state_digest
from tests.nueve_positions import position, shuffled


def replays_to_a_win(game: ElNueve, line) -> bool:
    copy = game.clone()
    for act in line:
        copy.apply(0, act)
    return copy.outcome() is not None and copy.outcome().winners == (0,)


FIGURES = ("Ro Rc Re Rb .", "Co Cc Ce Cb .", "So Sc Se Sb .")


# ---------------------------------------------------------------- known answers


def test_a_position_one_pair_from_the_end_is_won():
    g = position(FIGURES, pending="", stock="4o 5c")
    solution = solve(g)
    assert solution.winnable is True and replays_to_a_win(g, solution.line)


def test_a_figure_with_its_row_blocked_and_no_way_out_is_lost():
    """The loss of RULES 7.7 test 2, one card before it happens."""
    g = position(("1o 1c 1e 1b 2o", "Co Cc . . .", ""), stock="Rc 8o 8c 8e 8b 7o")
    assert solve(g).winnable is False


def test_the_move_a_discarded_9_grants_wins_the_game():
    """Only the 9's move frees the Reyes' row: discard it, move the 2 down, place the Rey."""
    rows = ("1o 1c 1e 1b 2o", "Co Cc 9e Ce Cb", "So Sc Se Sb .")
    g = position(rows, stock="Rc 8o 8c 8e 8b 7o Ro Re Rb")
    solution = solve(g)
    assert solution.winnable is True and replays_to_a_win(g, solution.line)
    assert NueveDiscard(parse("9e")) in solution.line
    without_nine = position(("1o 1c 1e 1b 2o", "Co Cc 3o Ce Cb", "So Sc Se Sb ."),
                            stock="Rc 8o 8c 8e 8b 7o 6o Ro Re Rb")
    assert solve(without_nine).winnable is False


def test_7_parejas_pairs_same_ranks_only():
    g = position(FIGURES, stock="4o 4c", siete_parejas=True)
    assert solve(g).winnable is True
    g = position(("Ro Rc Re Rb 1o", "Co Cc Ce Cb 2o", "So Sc Se Sb 3o"), pending="4o",
                 stock="4c 1c 2c 3c", siete_parejas=True)
    assert solve(g).winnable is False  # the grid is full and 4o pairs with nothing


def test_a_finished_game_is_answered_by_its_outcome():
    g = position(("1o 1c 1e 1b 2o", "Co Cc . . .", ""), stock="Rc")
    g.apply(0, Reveal())
    assert g.outcome() is not None and solve(g).winnable is False


def test_a_position_in_the_move_stage_is_solved_from_there():
    rows = ("1o 1c 1e 1b 2o", "Co Cc 9e Ce Cb", "So Sc Se Sb .")
    g = position(rows, stock="Rc 8o 8c 8e 8b 7o Ro Re Rb")
    g.apply(0, NueveDiscard(parse("9e")))
    assert g.moving
    solution = solve(g)
    assert solution.winnable is True and replays_to_a_win(g, solution.line)


# ---------------------------------------------------------------- whole deals


def test_fresh_deals_get_lines_that_win_or_a_verdict():
    for seed in range(4):
        for siete in (False, True):
            g = shuffled(seed, siete)
            solution = solve(g, node_limit=3_000)
            if solution.winnable:
                assert replays_to_a_win(g, solution.line)
            else:
                assert solution.line == ()


def test_the_node_limit_is_honoured():
    """A won deal takes a node per action at least; stopped before, the answer is None."""
    g = next(g for g in map(shuffled, range(20)) if solve(g).winnable)
    solution = solve(g, node_limit=5)
    assert solution.winnable is None and solution.line == () and solution.nodes <= 6


def test_the_game_is_left_unchanged():
    g = shuffled(2)
    for _ in range(9):
        g.apply(0, GreedyElNueve().choose(g, 0))
    before = (state_digest(g), g.zones(), list(g.history), g.moving)
    solve(g, node_limit=3_000)
    assert (state_digest(g), g.zones(), list(g.history), g.moving) == before


# ---------------------------------------------------------------- against a plain search


def brute_force(game: ElNueve) -> bool:
    """Whether some line wins, by trying every legal action on copies of the game."""
    @cache
    def wins(key: tuple) -> bool:
        g = positions[key]
        if g.outcome() is not None:
            return g.outcome().winners == (0,)
        for act in g.legal_actions(0):
            after = g.clone()
            after.apply(0, act)
            after_key = keyed(after)
            if wins(after_key):
                return True
        return False

    positions: dict[tuple, ElNueve] = {}

    def keyed(g: ElNueve) -> tuple:
        key = (tuple(g.grid), g.pending, tuple(g.stock), g.moving, g.outcome())
        positions.setdefault(key, g)
        return key

    return wins(keyed(game))


def late_position(seed: int, siete: bool, left: int, mistakes: int) -> ElNueve | None:
    """A deal played by the greedy player until ``left`` cards remain in the stock, with a
    few random moves that keep pairs and 9s on the grid (so that making room is tried);
    None if it ended before."""
    g = shuffled(seed, siete)
    agent, rng = GreedyElNueve(seed), random.Random(seed)
    while g.actors() and len(g.stock) > left:
        keeping = [a for a in g.legal_actions(0) if not isinstance(a, NuevePair | NueveDiscard)]
        if keeping and rng.random() < mistakes / 10:
            g.apply(0, rng.choice(keeping))
        else:
            g.apply(0, agent.choose(g, 0))
    return g if g.actors() else None


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.filter_too_much])
@given(seed=st.integers(0, 10**6), siete=st.booleans(), left=st.integers(4, 14),
       mistakes=st.integers(0, 6))
def test_the_solver_agrees_with_a_plain_search_near_the_end(seed, siete, left, mistakes):
    g = late_position(seed, siete, left, mistakes)
    assume(g is not None and sum(1 for c in g.grid if c) >= 12)  # crowded: room is scarce
    solution = solve(g)
    assert solution.winnable == brute_force(g)
    if solution.winnable:
        assert replays_to_a_win(g, solution.line)
