"""The greedy Piles player: a sound rule of thumb, on its own seat's view only."""

from __future__ import annotations

import random

from test_piles import EXAMPLE, at, position

from naipes_pg.ai.agents import RandomAgent
from naipes_pg.ai.explain import Audience, Move
from naipes_pg.ai.greedy_piles import GreedyPiles, explain_move
from naipes_pg.cards import parse
from naipes_pg.rules.base import PlayCard
from naipes_pg.rules.piles import BLACK, PASS, RED
from naipes_pg.rules.registry import new_game


def test_it_takes_the_richest_capture_with_its_lowest_card():
    # 10H at (1,1) (T = 8) over three red cards; either black card takes it: the 2 goes,
    # the 6 is kept for a pile worth more
    game = position(hands=("6C 2S", "", "", ""), colours=(BLACK, RED),
                    under={at(1, 1): "3D 4D 5D"})
    assert GreedyPiles(1).choose(game, 0) == PlayCard(parse("2S"), at(1, 1))


def test_it_passes_when_it_must():
    grid = "5C 9S KC 2C  7C 10S 4S JS  QC 3S 8C AS"
    game = position(grid, hands=("2H 3D", "5D", "", ""), colours=(RED, BLACK))
    assert GreedyPiles(1).choose(game, 0) == PASS


def test_it_does_not_hand_a_pile_to_the_rivals():
    # Red to play 2S (black) or 2H: 2S on a rich red pile would give it to Black
    game = position("5H 9H KD 2D  7C 10H 4H JD  QD 3H 8D AH", hands=("2S 2H", "", "", ""),
                    colours=(RED, BLACK), under={at(0, 0): "3C 4C 5C"})
    choice = GreedyPiles(1).choose(game, 0)
    assert choice != PlayCard(parse("2S"), at(0, 0))


def test_it_never_reads_a_hidden_hand():
    game = new_game("piles", seed=9)
    seat = game.actors()[0]
    other = game.clone()
    rivals = [c for s in range(4) if s != seat for c in other.hands[s]]
    random.Random(3).shuffle(rivals)
    for s in range(4):
        if s != seat:
            size = len(other.hands[s])
            other.hands[s], rivals = rivals[:size], rivals[size:]
    assert GreedyPiles(5).choose(game, seat) == GreedyPiles(5).choose(other, seat)


def test_it_beats_random_players():
    wins = 0
    for seed in range(6):
        game = new_game("piles", seed=seed)
        players = [GreedyPiles(seed), RandomAgent(seed), GreedyPiles(seed + 1),
                   RandomAgent(seed + 1)]
        while game.actors():
            seat = game.actors()[0]
            game.apply(seat, players[seat].choose(game, seat))
        wins += game.outcome().winners == (0, 2)
    assert wins >= 5


def test_its_words_say_a_capture_and_a_pass():  # the hint's and the computer's "why"
    game = position(EXAMPLE, hands=("6C", "", "", ""), colours=(BLACK, RED))
    act = PlayCard(parse("6C"), at(1, 1))
    words = explain_move(Move(game, 0, act, [], Audience()))
    assert words.reason is not None and "capture" in words.reason.msgid
    assert dict(words.reason.params)["t"] == 8
    grid = "5C 9S KC 2C  7C 10S 4S JS  QC 3S 8C AS"
    stuck = position(grid, hands=("2H 3D", "5D", "", ""), colours=(RED, BLACK))
    assert explain_move(Move(stuck, 0, PASS, [], Audience())).reason is not None
