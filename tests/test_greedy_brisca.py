"""The greedy player of Brisca and Tute: legal moves to the end of every variant, no look at a
hidden card, sensible choices, and clearly better than chance."""

from __future__ import annotations

import random

import pytest
from test_brisca import PAREJAS, TUTE, parejas, play, position, won_trick

from naipes_pg.ai.agents import RandomAgent, make_agent
from naipes_pg.ai.greedy_brisca import GreedyBrisca
from naipes_pg.cards import parse
from naipes_pg.rules.base import Call, Declare, Exchange, PlayCard
from naipes_pg.rules.registry import new_game

VARIANTS = [{"players": 2}, {"players": 3}, {"players": 4},
            {**TUTE, "players": 2}, {**TUTE, "players": 3}, {**TUTE, "players": 4},
            {**TUTE, "valores_tradicionales": True}, {**PAREJAS, "players": 4}]


def label(options: dict) -> str:
    return "-".join(f"{k}={v}" for k, v in options.items())


def choice(game, seat: int = 0) -> object:
    return GreedyBrisca(0).choose(game, seat)


@pytest.mark.parametrize("options", VARIANTS, ids=label)
def test_the_greedy_player_plays_legal_moves_to_the_end(options):
    for seed in range(3):
        game = new_game("brisca", options, seed)
        players = [GreedyBrisca(seed + s) for s in range(game.players)]
        while game.actors():
            seat = game.actors()[0]
            act = players[seat].choose(game, seat)
            assert game.is_legal(seat, act), act
            game.apply(seat, act)
        assert game.outcome() is not None


@pytest.mark.parametrize("options", VARIANTS[2:6:3] + VARIANTS[-1:], ids=label)
def test_the_greedy_player_never_reads_a_hidden_card(options):
    """Worlds that differ only in the cards the player cannot see get the same move."""
    rng = random.Random(3)
    game = new_game("brisca", options, 3)
    while game.actors():
        seat = game.actors()[0]
        world = game.determinize(seat, random.Random(rng.random()))
        assert GreedyBrisca(7).choose(world, seat) == GreedyBrisca(7).choose(game, seat)
        game.apply(seat, rng.choice(game.legal_actions(seat)))


@pytest.mark.parametrize("options", [{"players": 2}, {**TUTE, "players": 4}], ids=label)
def test_the_greedy_player_beats_random_play_clearly(options):
    share = 0.0
    matches = 24
    for m in range(matches):
        game = new_game("brisca", options, 100 + m)
        mine = {0, 2} if game.teamed else {m % game.players}
        agents = [make_agent("greedy", "brisca", m) if s in mine else RandomAgent(m + s)
                  for s in range(game.players)]
        while game.actors():
            seat = game.actors()[0]
            game.apply(seat, agents[seat].choose(game, seat))
        share += sum(game.outcome().returns[s] for s in mine) / len(mine)
    assert share / matches >= 0.75


# ------------------------------------------------------------------ its choices


def test_it_takes_a_trick_with_points_with_its_cheapest_winning_card():
    game = position(("5e 6e", "Ro 2o 4b"), trump="5o", trick=((0, "1c"),))
    assert choice(game, 1) == PlayCard(parse("2o"), "trick:1")


def test_it_throws_its_poorest_card_when_it_cannot_win():
    game = position(("5e 6e", "3b 4b Sb"), trump="5o", trick=((0, "1c"),))
    assert choice(game, 1) == PlayCard(parse("4b"), "trick:1")


def test_it_does_not_waste_a_trump_on_a_trick_without_points():
    game = position(("5e 6e", "2o 5b 6b"), trump="5o", trick=((0, "4c"),))
    assert choice(game, 1).card.suit == "b"


def test_it_loads_its_partner_s_winning_trick_when_it_plays_last():
    game = position(("5e 6e", "7e 2e", "Se Ce", "3b 4b 6b"), trump="5o",
                    trick=((0, "4c"), (1, "1c"), (2, "5c")))
    assert choice(game, 3) == PlayCard(parse("3b"), "trick:3")


def test_it_leads_a_card_that_gives_little_away():
    game = position(("1c 3b 4e Ro", "5c 6c 7c 2b"), trump="5o")
    assert choice(game, 0) == PlayCard(parse("4e"), "trick:0")


def test_it_makes_the_exchange_it_is_allowed():
    game = position(("7o 4c 5c", "2o 6c 7c"), trump="1o", won=("Sb Rb", ""))
    assert choice(game, 0) == Exchange(parse("7o"), "trump")


def test_it_declares_its_best_pair_and_passes_without_one():
    game = won_trick(("3c Rc Cc Ro Co 4e", "2c 5e 6e 7e 4b 5b"))
    assert choice(game, 0) == Declare("o")
    game = won_trick(("3c 4c 5c 6c 7c 4e", "2c 5e 6e 7e 4b 5b"))
    assert choice(game, 0) == Call("pass")


def test_it_claims_a_split_pair_when_it_can():
    game = parejas(("Re 4c", "5c 6c", "Ce 7c", "2c 3b"))
    play(game, 0, "Re")
    assert choice(game, 2) == Declare("e")


def test_the_search_answers_a_claim_at_once_as_greedy_does():  # TU-4: the stage's time is equal
    from naipes_pg.ai.ismcts import Search

    game = parejas(("Re 4c", "5c 6c", "Ce 7c", "2c 3b"))
    play(game, 0, "Re")
    search = Search(game, 2, iterations=500, seed=1)
    assert search.done and search.best_action() == Declare("e")
    assert search.think(0.5) == 0
    won = won_trick(("3c Rc Cc Ro Co 4e", "2c 5e 6e 7e 4b 5b"))
    assert Search(won, 0, iterations=500, seed=1).best_action() == Declare("o")


def test_an_exchange_is_explained_as_one_naming_the_card_it_gets():
    """A hint or a computer's exchange says what is given and what is taken, not "play"."""
    from naipes_pg import i18n
    from naipes_pg.ai.explain import Audience, explain
    from naipes_pg.ui.phrasing import say

    game = position(("7o 4c 5c", "2o 6c 7c"), trump="1o", won=("Sb Rb", ""))
    exchange = Exchange(parse("7o"), "trump")
    try:
        i18n.set_language("en")
        hint = say(explain(game, 0, exchange))
        assert hint.startswith("Give the 7 of coins for the ace of coins")
        watched = say(explain(game, 0, exchange, Audience(you=1)))
        assert "given for the ace of coins" in watched
        i18n.set_language("es")
        assert say(explain(game, 0, exchange)).startswith("Cambia el 7 de oros por el as de oros")
    finally:
        i18n.set_language("es")
