"""Chinchón's search plan (ai/chinchon_plan.py): a hand cut short counted as it stands, and the
rival's passes read from his draws."""

from __future__ import annotations

import random

from naipes_pg.ai.chinchon_plan import (
    PLAN,
    SHORTLIST,
    TURNS_EACH,
    beliefs,
    cut_short,
    makes_group,
    passes,
    shortlist,
)
from naipes_pg.ai.greedy_chinchon import GreedyChinchon, leftover
from naipes_pg.ai.ismcts import ISMCTSAgent, Node, Search, plan_for
from naipes_pg.cards import JOKERS, SPANISH_40, parse, parse_many
from naipes_pg.rules.base import Close, Draw, PlayCard
from naipes_pg.rules.chinchon import DRAWS, Chinchon, Stage
from naipes_pg.rules.chinchon_melds import best_arrangement
from tests.test_chinchon import rig


def new(players: int = 2, **options) -> Chinchon:
    return Chinchon({"players": players, **options}, seed=3, first_dealer=players - 1)


def turn(game: Chinchon, seat: int, source: str, discard: str) -> None:
    game.apply(seat, Draw(source))
    game.apply(seat, PlayCard(parse(discard), "discard"))


def test_chinchon_searches_with_its_own_plan():
    assert plan_for("chinchon") is PLAN


def test_a_round_cut_short_is_counted_by_what_each_hand_leaves_ungrouped():
    game = rig(new(), {0: "1o 2o 3o 4c 5c 6c 2b", 1: "1e 2e 3e 4b 5b Rc Ro"}, turn=0)
    value = cut_short(game)
    assert value(game) is None  # the root itself is not yet cut short
    game.turns += 2 * TURNS_EACH - 1
    assert value(game) is None
    game.turns += 1
    mine, his = value(game)
    assert mine > 0.5 > his and abs(mine + his - 1.0) < 1e-9  # 2 left against 24
    game.hands[1] = parse_many("1e 2e 3e 4b 5b 6b 1b")  # 1 left: now he is ahead
    mine, his = value(game)
    assert his > 0.5 > mine


def test_a_round_cut_short_lets_every_player_still_in_play_as_many_turns():
    """With four players the rollout plays four times TURNS_EACH turns, not two's: each
    rival, and the searching seat itself, play their turns before the round is counted."""
    game = rig(new(4), {0: "1o 2o 3o 4c 5c 6c 2b", 1: "1e 2e 3e 4b 5b Rc Ro",
                        2: "1c 2c 3c 4e 5e 6e 7e", 3: "4o 5o 6o 7o Sb Cb Rb"}, turn=0)
    value = cut_short(game)
    game.turns += 4 * TURNS_EACH - 1
    assert value(game) is None
    game.turns += 1
    assert value(game) is not None
    game.out[3] = True  # one player out: three play on
    value = cut_short(game)
    game.turns += 3 * TURNS_EACH
    assert value(game) is not None


def test_a_round_cut_short_waits_for_the_turn_to_end():
    game = rig(new(), {0: "1o 2o 3o 4c 5c 6c 2b", 1: "1e 2e 3e 4b 5b Rc Ro"}, turn=0)
    value = cut_short(game)
    game.turns += 2 * TURNS_EACH
    game.apply(0, Draw("stock"))
    assert game.stage == Stage.DISCARD and value(game) is None


def test_a_finished_round_is_valued_by_the_points_it_gave():
    game = rig(new(), {0: "1o 2o 3o 4c 5c 6c 7c", 1: "1e 2e 3e 4b 5b Rc Ro"}, turn=0,
               stock_top="Sc")
    value = cut_short(game)
    game.apply(0, Draw("stock"))
    close = next(a for a in game.legal_actions(0) if isinstance(a, Close))
    game.apply(0, close)  # a full close: +10 against his 24 ungrouped
    mine, his = value(game)
    assert mine > 0.9 and his < 0.1


def test_passes_are_the_top_discards_he_left_for_the_stock_this_round():
    game = rig(new(), {0: "1o 2o 3o 4c 5c 6c Rb", 1: "1e 2e 3e 4b 5b 6b Ro"}, turn=0,
               stock_top="Sb 7e 7b")
    turn(game, 0, "stock", "Rb")  # he leaves Rb: a pass
    turn(game, 1, "stock", "Ro")
    turn(game, 0, "discard", "Sb" if parse("Sb") in game.hands[0] else "6c")
    assert passes(game, 1) == [parse("Rb")]
    assert passes(game, 0) == []  # seat 0 took Ro


def test_a_card_makes_a_group_with_two_of_a_rank_or_two_of_a_run():
    hand = parse_many("5o 5c 2e 3e 7b Sb Rc")
    assert makes_group(hand, parse("5e"), False)
    assert makes_group(hand, parse("4e"), False) and makes_group(hand, parse("1e"), False)
    assert makes_group(hand, parse("Cb"), False)  # 7 S C: the run jumps 8 and 9
    assert not makes_group(hand, parse("6o"), False) and not makes_group(hand, parse("Re"), False)
    assert not makes_group(parse_many("1o 4c 4e"), parse("1o"), True)  # a wildcard: no reading


def test_beliefs_weigh_lower_a_world_where_he_would_have_taken_what_he_passed():
    game = rig(new(), {0: "1o 2o 3o 4c 5c 6c Rb", 1: "1e 2e 3e 4b 5b 6b Ro"}, turn=0)
    turn(game, 0, "stock", "Rb")
    game.apply(1, Draw("stock"))
    weight = beliefs(game, 0, 1.0)
    assert weight is not None
    world = game.clone()
    world.hands[1] = parse_many("Ro Rc 2e 3e 4b 5b 6b 1e")
    wanted = weight(world)
    world.hands[1] = parse_many("Ro 7c 2e 3e 4b 5b 6b 1e")
    assert wanted < weight(world) == 1.0
    assert beliefs(game, 0, 0.0) is not None and beliefs(game, 0, 0.0)(world) == 1.0
    assert beliefs(game, 1, 1.0) is None  # seat 0 has passed nothing


def test_the_search_plays_four_players_with_the_comodin():
    game = Chinchon({"players": 4, "comodin": True}, seed=2)
    agent = ISMCTSAgent("facil", 1, "chinchon")
    for _ in range(30):
        if not game.actors():
            break
        seat = game.actors()[0]
        game.apply(seat, agent.choose(game, seat))


def test_the_remembered_leftover_is_the_best_arrangement_s():
    rng = random.Random(7)
    deck = SPANISH_40 + JOKERS
    for _ in range(200):
        hand, wilds = rng.sample(deck, rng.choice((7, 8))), rng.random() < 0.5
        assert leftover(hand, wilds) == best_arrangement(hand, wilds).points
        assert leftover(reversed(hand), wilds) == leftover(hand, wilds)


def test_the_search_weighs_every_close_and_the_discards_that_leave_least():
    game = rig(new(), {0: "1o 2o 3o 4c 5c 6c 7c", 1: "1e 2e 3e 4b 5b Rc Ro"}, turn=0,
               stock_top="Rb")
    game.apply(0, Draw("stock"))
    kept = shortlist(game, 0, game.legal_actions(0))
    closes = [a for a in kept if isinstance(a, Close)]
    assert closes and closes == [a for a in game.legal_actions(0) if isinstance(a, Close)]
    discards = {a.card for a in kept if isinstance(a, PlayCard)}
    assert len(discards) == SHORTLIST and parse("Rb") in discards
    assert parse("2o") not in discards  # it would break 1o 2o 3o
    assert shortlist(rig(new(), {0: "1o", 1: "1e"}, turn=0), 0, list(DRAWS)) == list(DRAWS)


def test_a_searched_discard_is_one_of_the_shortlist():
    game = rig(new(), {0: "1o 2o 3o 4c 5c 6c Sb", 1: "1e 2e 3e 4b 5b Rc Ro"}, turn=0,
               stock_top="Rb")
    game.apply(0, Draw("stock"))
    search = Search(game, 0, iterations=40, seed=1, plan=PLAN)
    assert set(search.actions) == set(shortlist(game, 0, game.legal_actions(0)))
    assert len(search.actions) < len(game.legal_actions(0))


def anchored_search(edge: float, noise: float) -> tuple[Search, object, object]:
    """A search whose paired worlds say the runner-up beats the greedy move by ``edge`` on
    average, each deal off by ``noise`` one way or the other."""
    game = rig(new(), {0: "1o 2o 3o 4c 5c 6c Sb", 1: "1e 2e 3e 4b 5b Rc Ro"}, turn=0,
               stock_top="Rb")
    game.apply(0, Draw("stock"))
    search = Search(game, 0, iterations=1, seed=1, plan=PLAN)
    anchor = search.anchor
    assert anchor == GreedyChinchon().choose(game, 0)
    other = next(a for a in search.actions if a != anchor)
    at, ot = search.actions.index(anchor), search.actions.index(other)
    search.worlds = []
    for n in range(40):
        row = [0.1] * len(search.actions)
        row[at], row[ot] = 0.5, 0.5 + edge + (noise if n % 2 else -noise)
        search.worlds.append(tuple(row))
    for act in search.actions:  # equal visits: the mean decides
        child = search.root.children.setdefault(act, Node(0))
        child.visits = 40
        child.total = 40 * {anchor: 0.5, other: 0.5 + edge}.get(act, 0.1)
    return search, anchor, other


def test_the_greedy_move_stands_unless_another_surely_beats_it():
    search, anchor, other = anchored_search(0.01, 0.3)  # better by chance only
    assert search.best_action() == anchor
    search, anchor, other = anchored_search(0.05, 0.02)  # better on every deal
    assert search.best_action() == other
