"""Chinchón invariants (RULES.md 8.8) over random matches of 2 to 4 players, with and
without wildcards."""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from naipes_pg.rules.base import ACTION_TYPES, Close, action_from_json, action_to_json
from naipes_pg.rules.chinchon import LOSE, TURN_LIMIT, WIN, Chinchon, Stage
from naipes_pg.rules.events import HandOver, MatchOver
from naipes_pg.rules.record import state_digest

NAMES = {**ACTION_TYPES}


@st.composite
def match_options(draw) -> dict:
    comodin = draw(st.booleans())
    return {"players": draw(st.integers(2, 4)), "comodin": comodin,
            "comodines": comodin and draw(st.booleans())}


def choose(game: Chinchon, seat: int, rng: random.Random, eager: float):
    legal = game.legal_actions(seat)
    closes = [a for a in legal if isinstance(a, Close)]
    if closes and rng.random() < eager:
        return rng.choice(closes)
    plain = [a for a in legal if not isinstance(a, Close)]
    return rng.choice(plain or legal)


def check_position(game: Chinchon, seat: int) -> None:
    assert Counter(game.all_cards()) == Counter(game.deck)
    assert game.actors() == (seat,) and game.info()["stage_seat"] == seat
    for act in game.legal_actions(seat):
        data = json.loads(json.dumps(action_to_json(act)))
        assert action_from_json(data) == act and eval(repr(act), {}, NAMES) == act
        assert game.is_legal(seat, act)
    if game.stage == Stage.DRAW:
        for s in range(game.players):
            assert len(game.hands[s]) == (0 if game.out[s] else 7)
        assert not game.out[seat]


def check_round(game: Chinchon, before: list[int], out_before: list[bool],
                over: HandOver) -> None:
    closer = over.results["closer"]
    for s in range(game.players):
        if s != closer:
            assert game.scores[s] <= before[s]  # only the closer's score can rise
        if not out_before[s]:
            assert game.out[s] == (game.scores[s] <= LOSE)
        else:
            assert game.out[s] and game.scores[s] == before[s]


def play(options: dict, seed: int, rng: random.Random, eager: float) -> Chinchon:
    game = Chinchon(options, seed=seed)
    while game.outcome() is None:
        (seat,) = game.actors()
        check_position(game, seat)
        before, out_before = list(game.scores), list(game.out)
        act = choose(game, seat, rng, eager)
        events = game.apply(seat, act)
        for event in events:
            if isinstance(event, HandOver) and event.results.get("kind") != "chinchon":
                check_round(game, before, out_before, event)
        assert game.turns <= TURN_LIMIT
    outcome = game.outcome()
    assert isinstance(events[-1], MatchOver) and game.actors() == ()
    assert outcome.winners and abs(sum(outcome.returns) - 1) < 1e-9
    if outcome.reason == "fifty":
        assert max(game.scores) >= WIN
    if outcome.reason == "last_standing":
        assert game.out.count(False) == 1 and not game.out[outcome.winners[0]]
    if outcome.reason == "turn_limit":
        assert game.turns == TURN_LIMIT
    again = Chinchon(options, seed=seed)
    for seat, act in game.history:
        again.apply(seat, act)
    assert state_digest(again) == state_digest(game) and again.outcome() == outcome
    return game


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32), options=match_options(),
       eager=st.sampled_from([0.3, 1.0]))
def test_invariants_hold_in_random_matches(seed, choice_seed, options, eager):
    play(options, seed, random.Random(choice_seed), eager)


@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32), options=match_options())
def test_a_match_where_nobody_closes_ends_after_its_2000th_turn(seed, choice_seed, options):
    game = play(options, seed, random.Random(choice_seed), eager=0.0)
    assert game.outcome().reason == "turn_limit" and game.turns == TURN_LIMIT
    best = max(game.scores[s] for s in range(game.players) if not game.out[s])
    assert all(game.scores[s] == best for s in game.outcome().winners)
