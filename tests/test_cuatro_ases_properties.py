"""Solitario 4 Ases invariants (RULES.md §4.7) over many random games in every allowed
combination of variants, and the protocol checks the registry-wide conformance test makes
(the game is not registered yet, so they run on the class here)."""

from __future__ import annotations

import json
import random
from collections import Counter
from itertools import product

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from solitaire_checks import assert_replays_alike

from naipes_pg.cards import SPANISH_40, Card
from naipes_pg.rules.base import IllegalAction, PlayCard, action_from_json, action_to_json
from naipes_pg.rules.cuatro_ases import (
    FOUNDATION_ZONES,
    NEXT_RANK,
    RENEW,
    REVEAL,
    VARIANTS,
    CuatroAses,
    Renew,
    Reveal,
)
from naipes_pg.rules.events import Moved
from naipes_pg.rules.record import state_digest

MAX_ACTIONS = 5_000  # 40 rounds of at most 20 reveals, 40 moves up and the reserve between
COMBINATIONS = [
    dict(zip(VARIANTS, flags, strict=True))
    for flags in product((False, True), repeat=len(VARIANTS))
    if not (flags[1] and flags[2])  # Con reserva never with Mezclado [A4-10]
]


def new(options: dict, seed: int) -> CuatroAses:
    return CuatroAses({**options, "combinar": True}, seed)


def check_position(game: CuatroAses) -> None:
    """What holds before every action."""
    assert Counter(game.all_cards()) == Counter(SPANISH_40)
    for pile in game.foundations:
        if pile:
            assert pile[0].rank == 1
        for below, above in zip(pile, pile[1:], strict=False):
            assert NEXT_RANK[below.rank] == above.rank
            assert (below.suit != above.suit) == game.pintados
    assert len(game.reserve) <= (1 if game.has_reserve else 0)
    legal = game.legal_actions(0)
    assert legal, "a game not over always has an action"
    top = game.waste[-1] if game.waste else None
    for act in legal:  # only the top waste card (or the reserved one) ever moves
        if isinstance(act, PlayCard):
            assert act.card == top or act.card in game.reserve


def illegal_tries(game: CuatroAses) -> list:
    """A few actions the rules must refuse now."""
    legal = set(game.legal_actions(0))
    tries = [REVEAL, RENEW, PlayCard(SPANISH_40[0], "table")]
    tries += [PlayCard(card, zone) for card in game.waste[:-1][:3] for zone in FOUNDATION_ZONES]
    if game.waste:
        top = game.waste[-1]
        tries += [PlayCard(top, zone) for zone in (*FOUNDATION_ZONES, "reserve", "waste")]
    tries += [PlayCard(c, "waste") for c in game.stock[-2:]]
    return [act for act in tries if act not in legal]


def check_refusals(game: CuatroAses) -> None:
    before = (state_digest(game), game.zones(), len(game.history), game.chips, game.round)
    for act in illegal_tries(game):
        with pytest.raises(IllegalAction):
            game.apply(0, act)
        assert (state_digest(game), game.zones(), len(game.history), game.chips,
                game.round) == before


def check_json(game: CuatroAses) -> None:
    for act in game.legal_actions(0):
        back = action_from_json(json.loads(json.dumps(action_to_json(act))))
        assert back == act and repr(back) == repr(act)


def play_checked_game(options: dict, seed: int, choices: random.Random) -> CuatroAses:
    game = new(options, seed)
    previous: object = None
    moved_this_round = False
    for step in range(MAX_ACTIONS):
        if not game.actors():
            break
        check_position(game)
        if step % 7 == 0:  # the costlier checks on a sample of positions
            check_refusals(game)
            check_json(game)
            world = game.determinize(0, random.Random(step))
            assert world.view(0) == game.view(0)
            assert Counter(world.all_cards()) == Counter(SPANISH_40)
        act = choices.choice(game.legal_actions(0))
        if isinstance(act, PlayCard) and isinstance(previous, PlayCard):
            pair = {previous.target, act.target}
            assert pair != {"reserve", "waste"}, "a Reserve and a Release in a row [A4-12]"
        top = game.waste[-1] if game.waste else None
        twin = game.clone()
        round_before = game.round
        events = game.apply(0, act)
        assert twin.apply(0, act) == events and state_digest(twin) == state_digest(game)
        for event in events:
            if isinstance(event, Moved) and event.frm == "waste":
                assert event.cards == (top,) or event.to == "stock"
            if isinstance(event, Moved) and event.to.startswith("foundation:"):
                moved_this_round = True
        if game.round != round_before:
            assert moved_this_round or game.mezclado, "a round renewed without a move up"
            moved_this_round = False
        previous = act
    assert not game.actors(), "the game did not end"
    assert game.round <= (6 if game.mezclado else 40)
    outcome = game.outcome()
    won = sum(map(len, game.foundations)) == 40
    assert outcome.winners == ((0,) if won else ())
    return game


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


def test_a_greedy_player_sometimes_wins():
    """Always moving up at once wins a few deals (A4-2 measured about 8 %)."""
    wins = 0
    for seed in range(200):
        game = CuatroAses(None, seed)
        while game.actors():
            legal = game.legal_actions(0)
            ups = [a for a in legal if isinstance(a, PlayCard)]
            game.apply(0, ups[0] if ups else legal[0])
        wins += bool(game.outcome().winners)
    assert 0 < wins < 100


def test_the_actions_are_registered_for_json():
    assert action_from_json({"type": "Reveal", "zone": "stock"}) == Reveal()
    assert action_from_json({"type": "Renew", "zone": "waste"}) == Renew()
    assert isinstance(PlayCard(Card(1, "o"), "reserve").card, Card)
