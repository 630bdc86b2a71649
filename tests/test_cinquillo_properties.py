"""Cinquillo invariants (RULES.md §5.7) over many random matches."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from naipes_pg.rules.base import Call, PlayCard
from naipes_pg.rules.cinquillo import OPENING, START_CHIPS, STEP, TARGET
from naipes_pg.rules.events import HandOver
from naipes_pg.rules.registry import new_game

PASO = Call("paso")
MAX_DEALS = 39  # con puntaje every deal gives its winner a point per other player (5.7)


def check_position(game) -> None:
    """What holds before every action."""
    assert Counter(game.all_cards()) == Counter(game.deck)  # 40 cards conserved
    for suit, row in game.rows.items():  # a consecutive run of its suit through its 5
        steps = [STEP[card.rank] for card in row]
        assert all(card.suit == suit for card in row)
        assert steps == list(range(steps[0], steps[0] + len(steps))) if row else True
        assert not row or steps[0] <= STEP[5] <= steps[-1]
    seat = game.actors()[0]
    legal = game.legal_actions(seat)
    plays = [act for act in legal if isinstance(act, PlayCard)]
    assert {act.card for act in plays} == rule_4(game, seat)
    assert legal  # nobody is stuck: a play, or the pass, is always there
    assert (PASO in legal) == (not plays and not game.again)  # [CI-1]
    if game.pago:  # chips conserved between the players and the pot
        assert sum(game.chips) + game.pot == START_CHIPS * game.players
        assert min(game.chips) >= 0


def rule_4(game, seat: int) -> set:
    """The cards of ``seat`` rule 4 allows, read from the rows themselves (rule 2: the 5o
    alone while nothing is laid)."""
    if not any(game.rows.values()):
        return {card for card in game.hands[seat] if card == OPENING}
    allowed = set()
    for card in game.hands[seat]:
        steps = [STEP[c.rank] for c in game.rows[card.suit]]
        step = STEP[card.rank]
        if (not steps and step == STEP[5]) or (steps and step in (min(steps) - 1,
                                                                 max(steps) + 1)):
            allowed.add(card)
    return allowed


def play_checked_match(seed: int, choices: random.Random, options: dict) -> None:
    game = new_game("cinquillo", options, seed)
    passes_in_a_row, deals = 0, 0
    while game.actors():
        check_position(game)
        seat = game.actors()[0]
        act = choices.choice(game.legal_actions(seat))
        events = game.apply(seat, act)
        passes_in_a_row = passes_in_a_row + 1 if act == PASO else 0
        assert passes_in_a_row < game.players  # never all players pass in a row (5.7)
        for over in (e for e in events if isinstance(e, HandOver)):
            deals += 1
            passes_in_a_row = 0
            left = over.results["cards"]
            assert left[over.winners[0]] == 0 and all(left[s] for s in range(len(left))
                                                      if s != over.winners[0])
            if game.puntaje:
                assert over.results["points"][over.winners[0]] == sum(left) >= game.players - 1
        assert deals <= (game.options["deals"] if game.pago else MAX_DEALS)
    outcome = game.outcome()
    assert sum(outcome.returns) == pytest.approx(1.0)
    if game.puntaje and max(game.points) >= TARGET:
        assert outcome.winners == (game.points.index(max(game.points)),)
    elif game.pago:
        assert outcome.winners == tuple(s for s, c in enumerate(game.chips)
                                        if c == max(game.chips))


OPTIONS = st.fixed_dictionaries({
    "players": st.integers(2, 4),
    "pago": st.booleans(),
    "puntaje": st.booleans(),
    "doble_turno": st.booleans(),
})


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32), options=OPTIONS)
def test_invariants_hold_in_random_matches(seed, choice_seed, options):
    play_checked_match(seed, random.Random(choice_seed), options)


@pytest.mark.slow
@settings(max_examples=2000, deadline=None)
@given(seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32), options=OPTIONS)
def test_invariants_hold_in_many_random_matches(seed, choice_seed, options):
    play_checked_match(seed, random.Random(choice_seed), options)
