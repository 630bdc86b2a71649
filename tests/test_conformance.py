"""Every registered game and variant against the protocol (OpenSpiel's random_sim_test).

Later games get these checks for free by being registered.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import replace

import pytest

from naipes_pg.rules.base import CLOCK, IllegalAction, action_from_json, action_to_json
from naipes_pg.rules.events import Dealt, Moved
from naipes_pg.rules.record import dumps, loads, state_digest
from naipes_pg.rules.registry import GAMES, new_game

MAX_ACTIONS = 20_000
CASES = [(gid, None) for gid in GAMES] + [
    (gid, variant) for gid, cls in GAMES.items() for variant in cls.spec.variants
]


def random_match(game_id, variant, seed, check=None):
    game = new_game(game_id, seed=seed, variant=variant)
    rng = random.Random(seed)
    for _ in range(MAX_ACTIONS):
        actors = game.actors()
        if not actors:
            return game
        seat = rng.choice(actors)
        act = rng.choice(game.legal_actions(seat))
        if check:
            check(game, seat, act, rng)
        game.apply(seat, act)
    raise AssertionError(f"{game_id} did not end within {MAX_ACTIONS} actions")


def full_deck(game):
    return Counter(game.deck)


@pytest.mark.parametrize("game_id,variant", CASES)
def test_cards_are_conserved_and_the_match_ends(game_id, variant):
    def check(game, seat, act, rng):
        assert Counter(game.all_cards()) == full_deck(game)

    for seed in range(5):
        game = random_match(game_id, variant, seed, check)
        assert game.outcome() is not None and game.actors() == ()
        assert Counter(game.all_cards()) == full_deck(game)


@pytest.mark.parametrize("game_id,variant", CASES)
def test_an_illegal_action_raises_and_changes_nothing(game_id, variant):
    tried = Counter()

    def check(game, seat, act, rng):
        before = (state_digest(game), game.zones(), len(game.history))
        others = [s for s in range(game.players) if s not in game.actors()]
        if seat == CLOCK:
            return
        if others:
            tried["wrong seat"] += 1
            with pytest.raises(IllegalAction):
                game.apply(rng.choice(others), act)
        if hasattr(act, "card"):
            foreign = [c for c in game.deck if not game.find_action(seat, c)]
            tried["card not playable"] += 1
            with pytest.raises(IllegalAction):
                game.apply(seat, replace(act, card=rng.choice(foreign)))
        assert (state_digest(game), game.zones(), len(game.history)) == before

    game = random_match(game_id, variant, 1, check)
    assert tried["wrong seat"] + tried["card not playable"] > 0
    with pytest.raises(IllegalAction, match="over"):
        game.apply(0, game.history[-1][1])


@pytest.mark.parametrize("game_id,variant", CASES)
def test_a_saved_match_replays_to_the_same_state(game_id, variant):
    for seed in range(3):
        game = random_match(game_id, variant, seed)
        again = loads(dumps(game))
        assert again.zones() == game.zones()
        assert again.outcome() == game.outcome()
        assert state_digest(again) == state_digest(game)


@pytest.mark.parametrize("game_id,variant", CASES)
def test_actions_round_trip_through_json(game_id, variant):
    def check(game, seat, act, rng):
        for legal in game.legal_actions(seat):
            text = json.dumps(action_to_json(legal))
            back = action_from_json(json.loads(text))
            assert back == legal and repr(back) == repr(legal)

    random_match(game_id, variant, 2, check)


@pytest.mark.parametrize("game_id,variant", CASES)
def test_determinize_keeps_the_view_and_conserves_cards(game_id, variant):
    def check(game, seat, act, rng):
        before = game.zones()
        for viewer in range(game.players):
            world = game.determinize(viewer, random.Random(rng.random()))
            assert world.view(viewer) == game.view(viewer)
            assert Counter(world.all_cards()) == full_deck(game)
            assert world.legal_actions(viewer) == game.legal_actions(viewer)
        assert game.zones() == before

    random_match(game_id, variant, 3, check)


@pytest.mark.parametrize("game_id,variant", CASES)
def test_events_hide_other_hands(game_id, variant):
    game = new_game(game_id, seed=7, variant=variant)
    rng = random.Random(7)
    events = list(game.opening_events)
    while game.actors() and len(events) < 400:
        seat = game.actors()[0]
        events += game.apply(seat, rng.choice(game.legal_actions(seat)))
    for viewer in range(game.players):
        for event in game.redact(events, viewer):
            if isinstance(event, Dealt) and event.to.startswith("hand:"):
                assert (event.card is not None) == (event.to == f"hand:{viewer}")
            if isinstance(event, Moved) and event.frm == event.to == "stock":
                assert all(c is None for c in event.cards)


@pytest.mark.parametrize("game_id,variant", CASES)
def test_a_clone_is_independent(game_id, variant):
    game = new_game(game_id, seed=9, variant=variant)
    before = state_digest(game)
    copy = game.clone()
    seat = copy.actors()[0]
    copy.apply(seat, copy.legal_actions(seat)[0])
    assert state_digest(copy) != before and len(copy.history) == 1
    assert state_digest(game) == before and game.history == []
