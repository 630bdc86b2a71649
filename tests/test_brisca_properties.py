"""Brisca, Tute and Tute en parejas invariants (RULES.md §13.9) over many random matches."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from naipes_pg.rules.base import Declare, PlayCard
from naipes_pg.rules.brisca import HANDS_PER_MATCH, LAST_TRICK, PASS
from naipes_pg.rules.events import Announced, Dealt, Gathered, HandOver
from naipes_pg.rules.record import dumps, loads, state_digest
from naipes_pg.rules.registry import new_game


@st.composite
def match_options(draw) -> dict:
    players = draw(st.integers(2, 4))
    tute = draw(st.booleans())
    parejas = tute and players == 4 and draw(st.booleans())
    return {"players": players, "tute": tute, "parejas": parejas,
            "valores_tradicionales": draw(st.booleans())}


def check_position(game) -> None:
    """What holds before every action."""
    assert Counter(game.all_cards()) == Counter(game.deck)
    (seat,) = game.actors()
    assert game.legal_actions(seat)
    info = game.info()
    assert info["stage_seat"] == seat and info["stage"] in ("play", "declare", "claim")
    suits = [suit for _seat, suit, _points in game.declared]
    assert len(suits) == len(set(suits))  # each suit's pair scores once a hand
    if game.trump_card is not None:
        assert game.trump_card.suit == game.trump_suit
    legal = game.legal_actions(seat)
    tries = [PlayCard(card, f"trick:{s}") for card in game.deck for s in (seat, (seat + 1) % 4)]
    tries += [PASS, *(Declare(suit) for suit in "oceb"), *legal]
    for act in tries:  # the quick check of one action agrees with the list
        assert game.is_legal(seat, act) == (act in legal), act


def check_worlds(game, rng: random.Random) -> None:
    """A world dealt for a seat keeps its view and gives nobody a suit he showed he lacks."""
    viewer = rng.randrange(game.players)
    world = game.determinize(viewer, random.Random(rng.random()))
    assert world.view(viewer) == game.view(viewer)
    assert Counter(world.all_cards()) == Counter(game.deck)
    for seat in range(game.players):
        assert not {c.suit for c in world.hands[seat]} & game.voids[seat]


def check_draws(game, before_trump, events) -> None:
    """Everyone holds as many cards after a draw, and the face-up card is drawn last."""
    draws = [e for e in events if isinstance(e, Dealt) and e.frm in ("stock", "trump")]
    if not draws or any(isinstance(e, HandOver) for e in events):
        return
    assert len({len(game.held(seat)) for seat in range(game.players)}) == 1
    from_trump = [e for e in draws if e.frm == "trump"]
    if from_trump:
        assert from_trump == draws[-1:] and from_trump[0].card == before_trump
        assert not game.stock and game.trump_card is None


def check_hand(game, over: HandOver, events_of_hand: list) -> None:
    results = over.results
    sides = range(2 if game.teamed else game.players)
    card_points = sum(results["card_points"][side] for side in sides)
    declared = sum(points for _seat, _suit, points in results["declared"])
    tricks = sum(isinstance(e, Gathered) for e in events_of_hand)
    assert tricks == len(game.deck) // game.players == sum(results["tricks"])
    if not game.tute:
        assert card_points == 120 and declared == 0
    else:
        assert card_points == (120 if game.options["valores_tradicionales"] else 80)
        assert declared <= 100  # test 5's five pairs at most: 40 + 20 + 20 + 20
    bonus = LAST_TRICK if game.tute else 0
    assert sum(results["points"][side] for side in sides) == card_points + bonus + declared
    last = [e for e in events_of_hand if isinstance(e, Announced) and e.kind == "diez_de_ultimas"]
    assert len(last) == game.tute


def play_checked_match(seed: int, choices: random.Random, options: dict) -> None:
    game = new_game("brisca", options, seed)
    events_of_hand: list = []
    for _ in range(HANDS_PER_MATCH * 200):  # the match ends well within this
        if not game.actors():
            break
        check_position(game)
        if choices.random() < 0.05:
            check_worlds(game, choices)
        seat = game.actors()[0]
        before_trump = game.trump_card
        events = game.apply(seat, choices.choice(game.legal_actions(seat)))
        check_draws(game, before_trump, events)
        events_of_hand += events
        for over in (e for e in events if isinstance(e, HandOver)):
            check_hand(game, over, events_of_hand[:events_of_hand.index(over)])
            events_of_hand = []
    assert not game.actors(), "the match did not end"
    assert len(game.results) == HANDS_PER_MATCH
    outcome = game.outcome()
    sides_won = {game.team_of(seat) for seat in outcome.winners}
    for seat in range(game.players):  # partners share their side's result
        won = game.team_of(seat) in sides_won
        assert outcome.returns[seat] == pytest.approx(1 / len(sides_won) if won else 0.0)
        assert (seat in outcome.winners) == won
    again = loads(dumps(game))
    assert state_digest(again) == state_digest(game) and again.outcome() == outcome


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32), options=match_options())
def test_invariants_hold_in_random_matches(seed, choice_seed, options):
    play_checked_match(seed, random.Random(choice_seed), options)


@pytest.mark.slow
@settings(max_examples=1000, deadline=None)
@given(seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32), options=match_options())
def test_invariants_hold_in_many_random_matches(seed, choice_seed, options):
    play_checked_match(seed, random.Random(choice_seed), options)
