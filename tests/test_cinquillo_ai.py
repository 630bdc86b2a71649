"""Cinquillo's computer: what a rival's plays tell the search's worlds (ai/cinquillo_plan.py)."""

from __future__ import annotations

import random

from naipes_pg.ai.agents import make_agent
from naipes_pg.ai.canonical import canonical_copy
from naipes_pg.ai.cinquillo_plan import beliefs, choices, deal_plays
from naipes_pg.cards import parse, parse_many
from naipes_pg.rules.base import PlayCard
from naipes_pg.rules.cinquillo import Cinquillo
from naipes_pg.rules.registry import new_game

HANDS = (
    "5o 1c 2c 3c 4c 5c 6c 7c Sc Cc Rc 1e 2e 3e",
    "4o 3o 2o 4e 5e 6e 7e Se Ce Re 1b 2b 3b",
    "1o 6o 7o So Co Ro 4b 5b 6b 7b Sb Cb Rb",
)


def dealt(hands: tuple[str, ...] = HANDS) -> Cinquillo:
    """A three-player deal with these hands (the 5o's holder, seat 0, in turn)."""
    game = new_game("cinquillo", {"players": len(hands)}, 1)
    assert isinstance(game, Cinquillo)
    game.hands = [parse_many(hand) for hand in hands]
    game.turn = 0
    return game


def lay(game: Cinquillo, seat: int, card: str) -> None:
    game.apply(seat, PlayCard(parse(card), f"row:{parse(card).suit}"))


def test_the_deals_plays_are_read_in_order_from_the_history():
    game = dealt()
    lay(game, 0, "5o")
    lay(game, 1, "4o")
    lay(game, 2, "6o")
    assert deal_plays(game) == [(0, parse("5o")), (1, parse("4o")), (2, parse("6o"))]
    read = choices(game, 0)
    assert [(c.rival, c.card) for c in read] == [(1, parse("4o")), (2, parse("6o"))]
    assert read[0].since == {parse("4o")} and "o" not in read[0].unopened
    assert parse("6o") in read[0].wanted and parse("5e") in read[0].wanted


def test_a_position_laid_out_by_hand_tells_nothing():
    game = dealt()
    game.set_rows({"o": parse_many("4o 5o")})
    assert deal_plays(game) is None and beliefs(game, 0, 1.0) is None


def test_a_world_where_he_held_a_better_play_weighs_less():
    game = dealt()
    lay(game, 0, "5o")
    lay(game, 1, "4o")  # he holds 5e with the espadas above it: a sound player opens those
    weight = beliefs(game, 0, 1.0)
    assert weight is not None
    world = game.clone()
    # the espadas above the 5 and the low bastos change hands with seat 2's oros and bastos
    world.hands[1] = parse_many("3o 2o 4e 5e 1o 7o So Co Ro 4b 5b 6b")
    world.hands[2] = parse_many("6o 6e 7e Se Ce Re 1b 2b 3b 7b Sb Cb Rb")
    assert weight(world) > 10 * weight(game)
    assert beliefs(game, 0, 0.0)(game) == 1.0  # a level that does not read its rivals


def test_the_real_hands_always_agree_with_greedy_players_and_a_dealt_world_seldom():
    truth, dealt_worlds = [], []
    for deal in range(6):
        for options in ({"players": 3}, {"players": 4}, {"players": 3, "doble_turno": True},
                        {"players": 4, "pago": True, "deals": 2}):
            game = new_game("cinquillo", options, deal)
            agents = [make_agent("greedy", "cinquillo", 10 * deal + s) for s in range(4)]
            rng = random.Random(deal)
            while game.outcome() is None:
                seat = game.actors()[0]
                seen = canonical_copy(game, seat)
                plays = deal_plays(seen)
                assert plays is not None
                assert sorted(card for _, card in plays) == sorted(
                    card for row in game.rows.values() for card in row)
                weight = beliefs(seen, seat, 1.0)
                if weight is not None:
                    truth.append(weight(game))
                    dealt_worlds.append(weight(seen.determinize(seat, rng)))
                game.apply(seat, agents[seat].choose(game, seat))
    assert len(truth) > 500 and min(truth) == 1.0
    assert sum(dealt_worlds) / len(dealt_worlds) < 0.7


def test_with_two_players_there_is_nothing_to_read():
    game = dealt(("5o 1c 2c 3c 4c 5c 6c 7c Sc Cc Rc 1e 2e 3e 4o 3o 2o 4e 5e 6e",
                  "7e Se Ce Re 1b 2b 3b 1o 6o 7o So Co Ro 4b 5b 6b 7b Sb Cb Rb"))
    lay(game, 0, "5o")
    lay(game, 1, "6o")
    assert len(choices(game, 0)) == 1 and beliefs(game, 0, 1.0) is None
