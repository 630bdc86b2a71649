"""El 9 invariants (RULES.md §7.7) over many random games in every variant combination, and
the protocol checks the registry-wide conformance test makes (the game is not registered yet,
so they run on the class here)."""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import replace
from itertools import product

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from solitaire_checks import assert_replays_alike

from naipes_pg.cards import SPANISH_48
from naipes_pg.rules.base import (
    IllegalAction,
    PlayCard,
    Reveal,
    action_from_json,
    action_to_json,
)
from naipes_pg.rules.el_nueve import (
    CELLS,
    FIGURE_ROW,
    NO_MOVE,
    ElNueve,
    NueveDiscard,
    NuevePair,
)
from naipes_pg.rules.events import Dealt, HandOver, MatchOver
from naipes_pg.rules.record import state_digest

COMBINATIONS = [
    {"siete_parejas": siete, "auto_pair": auto}
    for siete, auto in product((False, True), repeat=2)
]


def max_actions(game: ElNueve) -> int:
    """Each action takes a card from stock, pending or grid (7.7), but for the move or the
    no-move after a discarded 9, one per 9."""
    return 3 * len(game.deck) + sum(1 for card in game.deck if card.rank == 9)


def check_position(game: ElNueve) -> None:
    """What holds before every action."""
    assert Counter(game.all_cards()) == Counter(game.deck)
    for i, card in enumerate(game.grid):  # figures only in their own row
        if card is not None and card.rank in FIGURE_ROW:
            assert i // 5 == FIGURE_ROW[card.rank]
    zones = game.zones()
    assert len(zones["pending"]) <= 1 and all(len(zones[z]) <= 1 for z in CELLS)
    legal = game.legal_actions(0)
    assert legal, "a game not over always has an action"
    assert len(set(legal)) == len(legal)
    if game.info()["moving"]:  # a move or declining it, and nothing else (N9-2)
        assert NO_MOVE in legal
        assert all(a == NO_MOVE or (isinstance(a, PlayCard) and a.card in game.grid)
                   for a in legal)
    elif game.pending is None and game.stock:
        assert Reveal() in legal  # N9-6


def illegal_tries(game: ElNueve) -> list:
    """A few actions the rules must refuse now."""
    legal = set(game.legal_actions(0))
    cards = [c for c in game.grid if c] + game.removed[-2:] + game.stock[-2:]
    tries: list = [Reveal(), PlayCard(SPANISH_48[0], "table")]
    for card in cards[:6]:
        tries += [PlayCard(card, CELLS[0]), NueveDiscard(card),
                  NuevePair(card, "pending"), NuevePair(card, CELLS[7])]
    if game.pending is not None:
        tries += [PlayCard(game.pending, zone) for zone in CELLS[::3]]
        tries += [NueveDiscard(game.pending, CELLS[14])]
    tries += [NO_MOVE, PlayCard(next((c for c in game.grid if c), SPANISH_48[0]), CELLS[0])]
    for act in legal:  # a card that is not playable in a legal action's place
        if act.card is not None:
            foreign = [c for c in game.deck if not game.find_action(0, c)]
            tries.append(replace(act, card=foreign[0]))
            break
    return [act for act in tries if act not in legal]


def check_refusals(game: ElNueve) -> None:
    assert all(game.is_legal(0, act) for act in game.legal_actions(0))
    before = (state_digest(game), game.zones(), len(game.history))
    for act in illegal_tries(game):
        with pytest.raises(IllegalAction):
            game.apply(0, act)
        assert (state_digest(game), game.zones(), len(game.history)) == before


def check_json(game: ElNueve) -> None:
    for act in game.legal_actions(0):
        back = action_from_json(json.loads(json.dumps(action_to_json(act))))
        assert back == act and repr(back) == repr(act)


def play_checked_game(options: dict, seed: int, choices: random.Random) -> ElNueve:
    game = ElNueve(options, seed)
    for step in range(max_actions(game) + 1):
        if not game.actors():
            break
        check_position(game)
        if step % 5 == 0:  # the costlier checks on a sample of positions
            check_refusals(game)
            check_json(game)
            world = game.determinize(0, random.Random(step))
            assert world.view(0) == game.view(0)
            assert world.legal_actions(0) == game.legal_actions(0)
            assert Counter(world.all_cards()) == Counter(game.deck)
            if len(game.stock) >= 5:  # the stock's order is never known (7.2): dealt anew
                worlds = [game.determinize(0, random.Random(step + k)) for k in range(3)]
                assert any(w.stock != game.stock for w in worlds)
        auto = game.auto_pair()
        act = auto if auto is not None else choices.choice(game.legal_actions(0))
        twin = game.clone()
        stock_top = game.zones()["stock"][:1]
        events = game.apply(0, act)
        assert twin.apply(0, act) == events and state_digest(twin) == state_digest(game)
        drawn = [e.card for e in events if isinstance(e, Dealt)]
        assert drawn == (stock_top if isinstance(act, Reveal) else [])
        if events and isinstance(events[-1], MatchOver):
            assert isinstance(events[-2], HandOver)
    assert not game.actors(), "the game did not end"
    check_end(game)
    return game


def check_end(game: ElNueve) -> None:
    outcome = game.outcome()
    left = [c for c in game.grid if c]
    if outcome.winners:
        assert not game.stock and game.pending is None
        assert sorted(left) == sorted(c for c in game.deck if c.rank in FIGURE_ROW)
    else:  # every loss happens with a card pending and nothing to do (7.4 rule 8, N9-6)
        assert game.pending is not None
        assert game.place_moves() == game.pair_moves() == game.discard_moves() == []


OPTIONS = st.sampled_from(COMBINATIONS)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(options=OPTIONS, seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32))
def test_invariants_hold_in_random_games(options, seed, choice_seed):
    assert_replays_alike(play_checked_game(options, seed, random.Random(choice_seed)))


@pytest.mark.slow
@settings(max_examples=1000, deadline=None)
@given(options=OPTIONS, seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32))
def test_invariants_hold_in_many_random_games(options, seed, choice_seed):
    play_checked_game(options, seed, random.Random(choice_seed))


@pytest.mark.parametrize("options", COMBINATIONS, ids=lambda o: "+".join(
    k for k, v in o.items() if v) or "base")
def test_every_combination_plays_to_its_end(options):
    for seed in range(3):
        play_checked_game(options, seed, random.Random(seed))


def test_a_game_ends_both_ways_across_seeds():
    """Random play both wins and loses some deals, in either game."""
    for options in ({}, {"siete_parejas": True}):
        results = set()
        for seed in range(60):
            game = ElNueve(options, seed)
            rng = random.Random(seed)
            while game.actors():
                game.apply(0, rng.choice(game.legal_actions(0)))
            results.add(bool(game.outcome().winners))
        assert results == {True, False}


def test_a_clone_is_independent():
    game = ElNueve(None, 9)
    before = state_digest(game)
    copy = game.clone()
    copy.apply(0, copy.legal_actions(0)[0])
    copy.apply(0, copy.legal_actions(0)[0])
    assert state_digest(copy) != before and len(copy.history) == 2
    assert state_digest(game) == before and game.history == [] and game.grid == [None] * 15


def test_the_hand_over_carries_every_zone_as_the_player_saw_it():
    game = ElNueve(None, 3)
    rng = random.Random(3)
    events = []
    while game.actors():
        events = game.apply(0, rng.choice(game.legal_actions(0)))
    (over,) = [e for e in events if isinstance(e, HandOver)]
    assert list(over.piles) == list(game.zones())
    (seen,) = game.redact([over], 0)
    assert {z: list(c) for z, c in seen.piles.items()} == game.view(0).zones


def test_the_actions_are_registered_for_json():
    card = SPANISH_48[8]
    assert action_from_json(action_to_json(NuevePair(card, "pending"))) == NuevePair(
        card, "pending")
    discard = NueveDiscard(card, "removed")
    assert action_from_json(json.loads(json.dumps(action_to_json(discard)))) == discard
    assert action_from_json(action_to_json(NO_MOVE)) == NO_MOVE
