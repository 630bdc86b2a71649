"""Escoba del 15 invariants (RULES.md §15.9) over many random matches, races included."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from naipes_pg.cards import SPANISH_40, parse
from naipes_pg.rules.base import CLOCK, Capture, Slap, Tick
from naipes_pg.rules.escoba import CATEGORIES, total
from naipes_pg.rules.events import Announced, Dealt, HandOver
from naipes_pg.rules.registry import new_game


def timed_choice(game, seat, rng: random.Random):
    """A random legal action; presses and ticks get random times, so races end every way."""
    if seat == CLOCK:
        late = game.race_deadline or game.clock
        return Tick(rng.choice([game.clock + rng.randrange(3000), late]))
    act = rng.choice(game.legal_actions(seat))
    if isinstance(act, Slap):
        return Slap(game.clock + rng.randrange(7000))
    return act


def check_position(game):
    assert Counter(game.all_cards()) == Counter(SPANISH_40)
    uncaptured = game.table + game.stock + [c for hand in game.hands for c in hand]
    if game.outcome() is None:  # 220 - 15k: every capture takes exactly 15
        assert total(uncaptured) % 15 == 10
    assert all(len(hand) <= 3 for hand in game.hands)
    assert all(set(m) <= set(p) for m, p in zip(game.marked, game.piles, strict=True))
    if game.race_open:
        assert game.actors() == (*range(game.players), CLOCK) and total(game.table) == 15


def check_hand(over: HandOver, game, dealt: int, before: list[int]):
    leftovers = [parse(c) for c in over.results["leftovers"]]
    assert leftovers and total(leftovers) % 15 == 10  # 10, 25, 40 ... and never empty
    assert dealt == 40  # the whole deck: 4 to the table, then deals of 3 to every player
    rows = over.results["seats"]
    for key in ("cartas", "oros", "siete_de_oros"):
        assert sum(row[key] for row in rows) <= 1
    assert sum(row["primera"] for row in rows) <= 2
    set_aside = 0 if over.results["leftovers_to"] is not None else len(leftovers)  # ES-10
    assert sum(row["cards"] for row in rows) == 40 - set_aside
    for seat, row in enumerate(rows):
        assert row["points"] == row["marks"] + sum(row[k] for k in CATEGORIES)
        assert row["score"] == before[seat] + row["points"]


def check_escoba(act, events, game):
    """A capture is an escoba exactly when it leaves the table empty (the table is refilled
    only by a new hand's first deal)."""
    sweeps = [e for e in events if isinstance(e, Announced) and e.kind == "escoba"]
    if any(isinstance(e, HandOver) for e in events):
        assert not sweeps  # never on the last card of a hand
    elif isinstance(act, Capture):
        assert len(sweeps) == (game.table == [])
    else:
        assert not sweeps


def check_outcome(game):
    outcome = game.outcome()
    scores = list(outcome.scores)
    top = max(scores)
    assert top >= 15 and scores == game.scores
    if not game.options["desescoba"]:
        assert outcome.winners == (scores.index(top),) and scores.count(top) == 1
    else:
        assert all(scores[w] < top for w in outcome.winners)
        assert all(scores[w] == min(s for s in scores if s < top) for w in outcome.winners)
    assert sum(outcome.returns) == pytest.approx(1.0 if outcome.winners else 0.0)


def play_checked_match(seed: int, rng: random.Random, options: dict) -> None:
    game = new_game("escoba", options, seed)
    before = list(game.scores)
    dealt = sum(1 for e in game.opening_events if isinstance(e, Dealt))
    while game.actors():
        seat = rng.choice(game.actors())
        act = timed_choice(game, seat, rng)
        events = game.apply(seat, act)
        check_position(game)
        check_escoba(act, events, game)
        for event in events:
            dealt += isinstance(event, Dealt)
            if isinstance(event, HandOver):
                check_hand(event, game, dealt, before)
                before, dealt = list(event.results["scores"]), 0
    check_outcome(game)


OPTIONS = st.fixed_dictionaries(
    {
        "players": st.integers(2, 4),
        "reflex_race": st.booleans(),
        "desescoba": st.booleans(),
    }
)


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32), options=OPTIONS)
def test_invariants_hold_in_random_matches(seed, choice_seed, options):
    play_checked_match(seed, random.Random(choice_seed), options)


@pytest.mark.slow
@settings(max_examples=2000, deadline=None)
@given(seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32), options=OPTIONS)
def test_invariants_hold_in_many_random_matches(seed, choice_seed, options):
    play_checked_match(seed, random.Random(choice_seed), options)


def test_captures_always_add_up_to_fifteen():
    rng = random.Random(4)
    for seed in range(30):
        game = new_game("escoba", {"players": 2 + seed % 3}, seed)
        while game.actors():
            seat = rng.choice(game.actors())
            act = timed_choice(game, seat, rng)
            if isinstance(act, Capture):
                assert total((act.card, *act.taken)) == 15
            game.apply(seat, act)
