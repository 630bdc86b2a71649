"""Piles invariants (RULES.md 3.7) over many random matches."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from naipes_pg.cards import FRENCH_52
from naipes_pg.rules.events import Captured, HandOver, Scored
from naipes_pg.rules.piles import COLOUR, MAX_HANDS, NEIGHBOURS, PASS, ZONES, captures
from naipes_pg.rules.registry import new_game


def check_position(game) -> None:
    """What holds before every turn."""
    assert Counter(game.all_cards()) == Counter(FRENCH_52)  # 52 cards conserved
    assert len(game.castle) == 12 and all(game.castle)  # every position holds a pile
    assert sum(len(n) for n in NEIGHBOURS) == 34
    assert all(-3 <= v <= 17 for v in game.values())
    assert max(game.team_points()) <= 26
    sizes = sorted(len(h) for h in game.hands)
    assert sizes[-1] - sizes[0] <= 1  # one card a turn, round by round
    legal = game.legal_actions(game.actors()[0])
    assert legal == [PASS] or PASS not in legal


def check_turn(game, seat: int, act, before: int, events: list) -> None:
    """A turn takes exactly one card from the hands; a capture follows rule 7."""
    over = [e for e in events if isinstance(e, HandOver)]
    if not over:
        assert sum(len(h) for h in game.hands) == before - 1
    took = [e for e in events if isinstance(e, Captured)]
    if act != PASS and took:
        assert COLOUR[act.card] == game.colours[seat % 2] or over


def play_checked_match(seed: int, choices: random.Random) -> None:
    game = new_game("piles", seed=seed)
    for _ in range(MAX_HANDS * 40 + 1):
        if not game.actors():
            break
        check_position(game)
        seat = game.actors()[0]
        act = choices.choice(game.legal_actions(seat))
        if act != PASS:  # the rules' own judgement, before the move, agrees with rule 7
            i = ZONES.index(act.target)
            predicted = captures(act.card, game.tops(), i, game.colours[seat % 2]
                                 or COLOUR[act.card])
        before = sum(len(h) for h in game.hands)
        events = game.apply(seat, act)
        check_turn(game, seat, act, before, events)
        if act != PASS:
            assert predicted == any(isinstance(e, Captured) for e in events)
        for over in (e for e in events if isinstance(e, HandOver)):
            assert all(over.piles[zone] for zone in ZONES)
            assert max(over.results["points"]) <= 26
            r = over.results
            assert [a + b for a, b in zip(r["from_taken"], r["from_castle"], strict=True)] == \
                r["points"]
            said = [e for e in events if isinstance(e, Scored)]  # each side's, by its first seat
            assert [(e.seat, e.points) for e in said] == [(0, r["points"][0]), (1, r["points"][1])]
    assert not game.actors(), "the match did not end"
    outcome = game.outcome()
    a, b = game.totals[0], game.totals[1]
    assert sum(r["points"][0] for r in game.results) == a
    assert len(game.results) == 4 or (len(game.results) <= MAX_HANDS and (
        a != b or len(game.results) == MAX_HANDS))
    assert outcome.returns == ((0.5,) * 4 if a == b else
                               tuple(float((a > b) == (s % 2 == 0)) for s in range(4)))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32))
def test_invariants_hold_in_random_matches(seed, choice_seed):
    play_checked_match(seed, random.Random(choice_seed))


@pytest.mark.slow
@settings(max_examples=1000, deadline=None)
@given(seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32))
def test_invariants_hold_in_many_random_matches(seed, choice_seed):
    play_checked_match(seed, random.Random(choice_seed))
