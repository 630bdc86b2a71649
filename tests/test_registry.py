"""A game is registered once in each registry (docs/adding-a-game.md): the rules' (its class),
the computer's (its agents, plan, solver, reflexes and words) and the table's (its layout).
Every registered game has every part it needs, and a test-only game added that way plays
through them to its end and leaves no trace once taken back."""

from __future__ import annotations

import oddgame
import pytest
from oddgame import ODD_REASON, GreedyOdd, OddGame

from naipes_pg.ai import games as ai_games
from naipes_pg.ai.agents import make_agent
from naipes_pg.ai.explain import EXPLAINERS, explain
from naipes_pg.ai.hints import hint
from naipes_pg.ai.plans import Plan
from naipes_pg.ai.solvers import has_solver
from naipes_pg.i18n import _
from naipes_pg.rules import registry
from naipes_pg.rules.base import Game, OptionError
from naipes_pg.rules.record import from_record, state_digest, to_record
from naipes_pg.ui.phrasing import say
from naipes_pg.ui.scenes.setup_options import option_values
from naipes_pg.ui.table import layouts
from naipes_pg.ui.table.layout import Layout

GAME_IDS = list(registry.GAMES)


def test_the_three_registries_list_the_same_games_in_the_same_order():
    assert list(ai_games.GAMES_AI) == GAME_IDS
    assert set(layouts.LAYOUTS) == set(GAME_IDS)
    for game_id, entry in ai_games.GAMES_AI.items():
        assert entry.rules is registry.GAMES[game_id] and entry.id == game_id


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_has_every_part_it_needs(game_id):
    cls, entry = registry.GAMES[game_id], ai_games.GAMES_AI[game_id]
    spec = cls.spec
    assert issubclass(cls, Game) and spec.id == game_id
    # the table: an adapter of its own
    assert layouts.LAYOUTS[game_id] is not Layout
    assert isinstance(layouts.layout_for(game_id), layouts.LAYOUTS[game_id])
    # the search's plan
    assert isinstance(entry.plan, Plan) and ai_games.plan_for(game_id) is entry.plan
    # reflexes exactly for a real-time game; a greedy agent unless presses are all it has
    assert (entry.reflexes is not None) == spec.realtime
    whole_game = entry.reflexes is not None and entry.reflexes().whole_game
    assert (entry.greedy is not None) == (not whole_game)
    # an exact solver exactly for a solitaire
    assert (entry.solver is not None) == (spec.players == (1, 1)) == has_solver(game_id)
    # words of its own, beside its greedy agent, or the generic reasons
    if entry.words is not None:
        assert entry.greedy is not None
        assert entry.words.__module__ == entry.greedy.__module__
        assert EXPLAINERS[game_id] is entry.words
    # every agent by name plays a legal move of a fresh deal
    game = registry.new_game(game_id, seed=3)
    seat = next(s for s in game.actors() if s >= 0)
    for name in ("random", "greedy", "facil"):
        agent = make_agent(name, game_id, seed=1)
        assert agent.choose(game, seat) in game.legal_actions(seat)


@pytest.mark.parametrize("game_id", [g for g in GAME_IDS if ai_games.GAMES_AI[g].words])
def test_every_game_s_words_explain_a_move(game_id):
    game = registry.new_game(game_id, seed=5)
    seat = next(s for s in game.actors() if s >= 0)
    words = ai_games.GAMES_AI[game_id].words
    assert words is not None
    for action in game.legal_actions(seat)[:4]:
        assert say(explain(game, seat, action))


def test_every_option_a_player_sets_has_its_words_beside_it():
    for cls in registry.GAMES.values():
        for option in cls.spec.options:
            shown = option.name != "players" and (
                option.choices is not None or isinstance(option.default, bool)
                or option.maximum is not None)
            assert not shown or option.label, f"{cls.spec.id}: {option.name} has no label"
            assert not shown or option.help, f"{cls.spec.id}: {option.name} has no help"
            if option.choices is not None and not isinstance(option.default, bool):
                named = dict(option.value_labels)
                assert all(value in named for value in option.choices), option.name


@pytest.fixture
def odd_registered():
    oddgame.register()
    try:
        yield OddGame.spec.id
    finally:
        oddgame.unregister()


def test_the_odd_game_plays_to_its_end_through_the_registries(odd_registered):
    game_id = odd_registered
    assert registry.get_spec(game_id) is OddGame.spec
    assert type(layouts.layout_for(game_id)) is Layout
    assert isinstance(make_agent("greedy", game_id, 0), GreedyOdd)
    game = registry.new_game(game_id, seed=11)
    agents = [make_agent(name, game_id, seat) for seat, name in
              enumerate(("greedy", "facil", "random", "greedy", "facil", "random", "greedy"))]
    while not game.outcome():
        seat = game.actors()[0]
        action = agents[seat].choose(game, seat)
        if seat == 0:  # its own words explain its greedy player's move
            assert ODD_REASON in say(explain(game, seat, action))
        game.apply(seat, action)
    assert game.outcome().returns == (0.5,) * 7
    again = from_record(to_record(game))  # a record of it reads back through the registry
    assert state_digest(again) == state_digest(game)
    action, why = hint(registry.new_game(game_id, seed=2), 0)
    assert say(why) and action in registry.new_game(game_id, seed=2).legal_actions(0)


def test_the_odd_game_is_gone_once_taken_back():
    oddgame.register()
    with pytest.raises(OptionError):
        registry.register(OddGame)  # one registration per game
    oddgame.unregister()
    game_id = OddGame.spec.id
    assert game_id not in registry.GAMES and game_id not in layouts.LAYOUTS
    for table in (ai_games.GAMES_AI, ai_games.GREEDY_AGENTS, ai_games.PLANS, EXPLAINERS):
        assert game_id not in table
    with pytest.raises(OptionError):
        registry.new_game(game_id)
    with pytest.raises(ValueError):
        make_agent("greedy", game_id)


def test_a_number_option_shows_its_numbers_and_a_yes_no_option_its_words():
    """1 == True in Python: a range starting at 1 must not show "Sí" (Ronda robada's target)."""
    target = next(o for o in registry.get_spec("ronda-robada").options if o.name == "target")
    shown = dict(option_values(target))
    assert shown[1] == "1" and shown[2] == "2"
    switch = next(o for cls in registry.GAMES.values() for o in cls.spec.options
                  if isinstance(o.default, bool))
    assert {text for _value, text in option_values(switch)} == {_("Yes"), _("No")}
