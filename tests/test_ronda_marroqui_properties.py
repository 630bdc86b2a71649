"""Moroccan Ronda invariants (RULES.md §2.8) over many random matches."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from naipes_pg.cards import SPANISH_40
from naipes_pg.rules.events import Announced, Dealt, HandOver, Moved, Scored
from naipes_pg.rules.registry import new_game

POINTS = {"ronda": 1, "tringa": 5, "darba": 1, "missa": 1, "bkhamsa": 5, "bashra": 10}
CHAIN = ("bkhamsa", "bashra")


def check_position(game) -> None:
    assert Counter(game.all_cards()) == Counter(SPANISH_40)
    table_ranks = [card.rank for card in game.table]
    assert len(set(table_ranks)) == len(table_ranks) <= 10
    assert all(len(hand) <= 3 for hand in game.hands)
    for seat in (0, 1):  # a pile shows only a live chain's group, face up on top
        shown = [c for c in game.view(1 - seat).zones[f"pile:{seat}"] if c is not None]
        assert shown == game.piles[seat][len(game.piles[seat]) - len(shown):]
        assert not shown or game.chain[0] == seat


def check_events(events: list) -> None:
    """Every score comes with its key and value; every pile-to-pile move is a chain step
    announced just before; no Missa on the last play of a hand."""
    for i, event in enumerate(events):
        if isinstance(event, Announced) and event.kind in ("darba", "missa", *CHAIN):
            assert event.data["points"] == POINTS[event.kind]
        if isinstance(event, Scored) and event.why != "cards":
            assert event.why in POINTS and event.points in (1, 5, 10)
        if isinstance(event, Moved) and event.frm.startswith("pile:"):
            assert event.to.startswith("pile:") and event.frm != event.to
            assert isinstance(events[i - 2], Announced) and events[i - 2].kind in CHAIN
    over = [i for i, e in enumerate(events) if isinstance(e, HandOver)]
    if over:
        assert "missa" not in [e.kind for e in events[: over[0]] if isinstance(e, Announced)]


def check_hand_over(event: HandOver) -> None:
    assert sum(event.results["piles"]) == 40
    card_points = event.results["card_points"]
    assert min(card_points) == 0  # at most one player scores card points
    assert card_points == [max(0, n - 20) for n in event.results["piles"]]


def play_checked_match(seed: int, choices: random.Random, options: dict) -> None:
    game = new_game("ronda-marroqui", options, seed)
    totals = [0, 0]
    plays = hand_deals = 0
    events = list(game.opening_events)
    while True:
        check_events(events)
        for event in events:
            if isinstance(event, Scored):
                totals[event.seat] += event.points
            if isinstance(event, Dealt) and event.to.startswith("hand:"):
                hand_deals += 1
            if isinstance(event, HandOver):
                check_hand_over(event)
                assert plays == 36 and hand_deals == 36
                plays = hand_deals = 0
        assert totals == game.scores
        if not game.actors():
            break
        seat = game.actors()[0]
        events = game.apply(seat, choices.choice(game.legal_actions(seat)))
        plays += 1
        check_position(game)
    winner = game.outcome().winners[0]
    assert game.scores[winner] >= options["target"]
    assert game.scores[winner] > game.scores[1 - winner]


OPTIONS = st.fixed_dictionaries(
    {"announcements": st.booleans(), "target": st.integers(1, 60)}
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
