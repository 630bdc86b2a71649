"""Each solitaire played to a win and to a loss at the table, by mouse and by keyboard alone,
with real events: the win is the solver's line, the loss the greedy player's line on a deal it
loses. The other variants run under ``-m slow``."""

from __future__ import annotations

import pytest

from naipes_pg.ai.agents import make_agent
from naipes_pg.ai.solvers import solve
from naipes_pg.rules.registry import get_spec, new_game
from naipes_pg.ui.match import MatchSetup, SeatSetup
from tests.gestures import by_keys, by_mouse, play_line
from tests.uihelpers import make_app, run_until_idle

SOLITAIRES = ("cuatro-ases", "el-nueve", "solitario-espanol")
CASES = [pytest.param(g, v, marks=() if v is None else pytest.mark.slow)
         for g in SOLITAIRES for v in (None, *get_spec(g).variants)]


def _winning(game_id, variant, first=1):
    for seed in range(first, first + 60):
        answer = solve(new_game(game_id, seed=seed, variant=variant), node_limit=200_000)
        if answer.winnable:
            return seed, list(answer.line)
    raise AssertionError("no winnable deal in 60")


def _losing(game_id, variant):
    for seed in range(1, 200):
        game = new_game(game_id, seed=seed, variant=variant)
        agent = make_agent("greedy", game_id, seed)
        line = []
        while game.outcome() is None:
            act = agent.choose(game, 0)
            game.apply(0, act)
            line.append(act)
        if 0 not in game.outcome().winners:
            return seed, line
    raise AssertionError("the greedy player won 200 deals in a row")


def _table(tmp_path, game_id, variant, seed):
    app = make_app(tmp_path)
    options = get_spec(game_id).resolve(None, variant)
    app.start_match(MatchSetup(game_id, options, variant, seed, [SeatSetup("human")]))
    table = app.stack.top
    run_until_idle(app, table)
    return app, table


@pytest.mark.parametrize("game_id, variant", CASES)
@pytest.mark.parametrize("hands", [by_mouse, by_keys], ids=["mouse", "keys"])
def test_a_solitaire_is_won_at_the_table(tmp_path, game_id, variant, hands):
    seed, line = _winning(game_id, variant, first=1 if hands is by_mouse else 100)
    app, table = _table(tmp_path, game_id, variant, seed)
    play_line(app, table, line, hands)
    assert table.match.game.outcome().winners == (0,)


@pytest.mark.parametrize("game_id, variant", CASES)
@pytest.mark.parametrize("hands", [by_mouse, by_keys], ids=["mouse", "keys"])
def test_a_solitaire_is_lost_at_the_table(tmp_path, game_id, variant, hands):
    seed, line = _losing(game_id, variant)
    app, table = _table(tmp_path, game_id, variant, seed)
    play_line(app, table, line, hands)
    assert table.match.game.outcome().winners == ()
