"""Chinchón's greedy player (ai/greedy_chinchon.py): it takes a discard that helps, discards
the card whose loss leaves least ungrouped, closes as soon as it may with the best kind and
lays off as CH-5 pre-selects."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_chinchon import new, rig

from naipes_pg.ai.explain import Audience, Move
from naipes_pg.ai.greedy_chinchon import (
    STALL_TURNS,
    GreedyChinchon,
    best_discard,
    explain_move,
    leftover,
)
from naipes_pg.cards import JOKERS, SPANISH_40, parse, parse_many
from naipes_pg.i18n import set_language
from naipes_pg.rules.base import Close, Draw, PlayCard
from naipes_pg.rules.chinchon import Stage
from naipes_pg.rules.chinchon_melds import best_arrangement
from naipes_pg.rules.registry import new_game
from naipes_pg.ui.phrasing import say


def test_it_takes_the_top_discard_that_completes_a_group():
    g = rig(new(), {0: "5o 5c 1e 2b 7c Rc Co", 1: "1o 2o 3o 4o 6c 6e 6b"}, turn=0,
            discard="5e")
    assert GreedyChinchon().choose(g, 0) == Draw("discard")


def test_it_draws_from_the_stock_when_the_discard_does_not_help():
    g = rig(new(), {0: "5o 5c 1e 2b 7c Rc Co", 1: "1o 2o 3o 4o 6c 6e 6b"}, turn=0,
            discard="Sb")
    assert GreedyChinchon().choose(g, 0) == Draw("stock")


def test_it_discards_the_dearest_card_that_breaks_no_group():
    hand = parse_many("5o 5c 5e 1e 2b Rc 7c 4o")
    assert best_discard(hand, wilds=False) == parse("Rc")
    assert best_discard(hand, wilds=False, keep=parse("Rc")) == parse("7c")


def test_it_closes_with_the_best_kind_it_may():
    g = rig(new(), {0: "1o 2o 3o 4o 5o 6o Rc", 1: "1c 2c 3c 4c 6e 6b 6c"}, turn=0,
            stock_top="7o")
    g.apply(0, Draw("stock"))
    act = GreedyChinchon().choose(g, 0)
    assert isinstance(act, Close) and act.card == parse("Rc")


def test_it_lays_off_what_the_rules_pre_select_then_passes():
    rng = random.Random(7)
    for _ in range(200):
        g = new_game("chinchon", seed=rng.getrandbits(32))
        agent = GreedyChinchon()
        while g.actors():
            (seat,) = g.actors()
            act = agent.choose(g, seat)
            if g.stage == Stage.LAYOFF and isinstance(act, PlayCard):
                assert act in g.preselected_layoffs(seat)
                return
            g.apply(seat, act)
    raise AssertionError("no lay-off met in 200 matches")


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(SPANISH_40 + JOKERS), min_size=1, max_size=9, unique=True),
       st.booleans())
def test_the_computer_s_leftover_is_the_rules_best_arrangement(cards, wilds):
    """The computer's own count of what a hand leaves ungrouped (a table of the 40 cards'
    groups where no wildcard is held) agrees with the rules' search [CH-5]."""
    assert leftover(cards, wilds) == best_arrangement(cards, wilds).points


def _stalled(turns_each: int):
    """Seat 0 holds a run and four loose low cards, draws a lone Rey: a round where nobody
    closes, ``turns_each`` turns a player old."""
    g = rig(new(), {0: "1e 2c 2e 6b 7b Sb Cb", 1: "3e 4e 1b 3b 4b 5b 6o"}, turn=0,
            stock_top="Ro")
    g.round_turns = turns_each * g.players
    g.apply(0, Draw("stock"))
    return g


def test_in_a_round_that_drags_on_it_sometimes_lets_go_of_the_oldest_loose_card():
    """Four low cards held in vain and a drawn Rey: at first it throws the Rey back (the
    least left ungrouped); once the round drags on, about half the time it lets go of the card
    it has held longest without a group instead (so players who each hold what another waits
    for cannot keep a round going for ever [CH-14]); never a card of its run."""
    early = {GreedyChinchon(seed).choose(_stalled(STALL_TURNS - 1), 0) for seed in range(40)}
    assert early == {PlayCard(parse("Ro"), "discard")}
    late = [GreedyChinchon(seed).choose(_stalled(STALL_TURNS), 0) for seed in range(200)]
    assert set(late) == {PlayCard(parse("Ro"), "discard"), PlayCard(parse("1e"), "discard")}
    assert 70 <= late.count(PlayCard(parse("1e"), "discard")) <= 130


@pytest.mark.parametrize("players", [2, 3, 4])
def test_computers_alone_finish_their_matches_before_the_turn_limit(players):
    """Greedy players who each keep the low cards another waits for drew and threw back
    figures until the 2000-turn limit in 60 % of four-player matches: none may now."""
    for seed in range(30):
        g = new_game("chinchon", {"players": players}, seed)
        agents = [GreedyChinchon(seat) for seat in range(players)]
        while g.outcome() is None:
            (seat,) = g.actors()
            g.apply(seat, agents[seat].choose(g, seat))
        assert g.outcome().reason != "turn_limit", (players, seed)


def test_its_words_speak_to_the_player_in_a_hint_and_of_the_player_when_watched():
    """A hint is addressed to its reader ("te liga", "puedes cerrar"); the computer's own move
    is said of it ("le liga", "puede cerrar")."""
    set_language("es")
    try:
        g = rig(new(), {0: "5o 5c 1e 2b 7c Rc Co", 1: "1o 2o 3o 4o 6c 6e 6b"}, turn=0,
                discard="5e")
        take = Draw("discard")
        hint = say(explain_move(Move(g.clone(), 0, take, [], Audience(you=0))).reason)
        watched = say(explain_move(Move(g.clone(), 0, take, [], Audience(you=1))).reason)
        assert "te liga" in hint and "le liga" in watched
        c = rig(new(), {0: "1o 2o 3o 4o 5o 6o Rc", 1: "1c 2c 3c 4c 6e 6b 6c"}, turn=0,
                stock_top="7o")
        c.apply(0, Draw("stock"))
        close = GreedyChinchon().choose(c, 0)
        hint = say(explain_move(Move(c.clone(), 0, close, [], Audience(you=0))).reason)
        watched = say(explain_move(Move(c.clone(), 0, close, [], Audience(you=1))).reason)
        assert "puedes cerrar" in hint and "puede cerrar" in watched
    finally:
        set_language("es")
