"""Veneno invariants (RULES.md §9.7) over many random matches."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from naipes_pg.rules.base import PlayCard
from naipes_pg.rules.events import Captured, HandOver, Moved
from naipes_pg.rules.registry import new_game
from naipes_pg.rules.veneno import COPAS, LIMIT, MAX_ROUNDS, pile_suit


def check_position(game):
    """What holds at the start of every turn."""
    assert Counter(game.all_cards()) == Counter(game.deck)
    suits = [pile_suit(pile) for pile in game.piles]
    for pile, suit in zip(game.piles, suits, strict=True):
        assert {card.suit for card in pile} <= {COPAS, suit}  # one non-copas suit at most
    named = [suit for suit in suits if suit is not None]
    assert len(named) == len(set(named))  # a suit is in one pile at most
    assert game.pile_suits == suits
    assert game.pile_sums == [sum(game.values[c] for c in pile) for pile in game.piles]
    assert max(game.pile_sums) < game.take_at  # at most 12 (11 with the reduced deck)
    seat = game.actors()[0]
    assert game.hands[seat] and all(len(hand) <= 4 for hand in game.hands)
    assert len(game.hands[seat]) == 4 or not game.stock  # he has drawn
    legal = game.legal_actions(seat)
    assert legal  # a legal pile always exists [VE-2]
    for card in game.hands[seat]:  # the fast legality check agrees with the legal list
        for zone in ("pile:0", "pile:1", "pile:2", "table"):
            act = PlayCard(card, zone)
            assert game.is_legal(seat, act) == (act in legal)


def check_play(game, before_sum, target, events):
    """A pile is taken exactly when the play brings it to the threshold."""
    took = [e for e in events if isinstance(e, Captured)]
    played = next(e for e in events if isinstance(e, Moved))
    reached = before_sum + game.values[played.cards[0]]
    assert bool(took) == (reached >= game.take_at)
    if took:
        assert took[0].frm == target and played.cards[0] == took[0].cards[0]
        assert game.piles[int(target[5:])] == []


def check_round(game, over: HandOver, turns: int) -> None:
    copas = over.results["copas"]
    assert turns == len(game.deck)
    assert sum(copas) <= (10 if game.options["mazo_reducido"] else 12)
    if game.options["copas_sin_veneno"]:
        assert all(p <= c for p, c in zip(over.results["points"], copas, strict=True))
    else:
        assert over.results["points"] == copas


def play_checked_match(
    seed: int, choices: random.Random, options: dict, start: int = 0
) -> None:
    """A random match, checked turn by turn; ``start`` is every seat's total before it (far
    below zero, only Copas sin veneno's round limit can end it)."""
    game = new_game("veneno", options, seed)
    game.totals = [start] * game.players
    turns = 0
    for _ in range(MAX_ROUNDS * len(game.deck)):  # the match always ends (rule 9)
        if not game.actors():
            break
        check_position(game)
        seat = game.actors()[0]
        act = choices.choice(game.legal_actions(seat))
        before = game.pile_sums[int(act.target[5:])]
        events = game.apply(seat, act)
        check_play(game, before, act.target, events)
        turns += 1
        for over in (e for e in events if isinstance(e, HandOver)):
            check_round(game, over, turns)
            turns = 0
            last = game.outcome() is not None
            bounded = options["copas_sin_veneno"] and over.number + 1 == MAX_ROUNDS
            assert (max(over.results["totals"]) >= LIMIT or bounded) == last  # [VE-4], rule 9
            assert over.number < MAX_ROUNDS
    assert not game.actors(), "the match did not end"
    outcome = game.outcome()
    low = min(game.totals)
    assert outcome.winners == tuple(s for s, t in enumerate(game.totals) if t == low)
    assert sum(outcome.returns) == pytest.approx(1.0)


OPTIONS = st.fixed_dictionaries(
    {
        "players": st.integers(2, 6),
        "mazo_reducido": st.booleans(),
        "copas_sin_veneno": st.booleans(),
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


LONG_OPTIONS = st.fixed_dictionaries(
    {
        "players": st.integers(2, 6),
        "mazo_reducido": st.booleans(),
        "copas_sin_veneno": st.just(True),
    }
)


@settings(max_examples=2, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32), options=LONG_OPTIONS)
def test_copas_sin_veneno_ends_even_when_nobody_can_reach_20(seed, choice_seed, options):
    play_checked_match(seed, random.Random(choice_seed), options, start=-10_000)


@pytest.mark.slow
@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32), options=LONG_OPTIONS)
def test_copas_sin_veneno_ends_in_many_matches_nobody_can_win_by_20(seed, choice_seed, options):
    play_checked_match(seed, random.Random(choice_seed), options, start=-10_000)
