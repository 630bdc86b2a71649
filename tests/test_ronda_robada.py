"""Stolen House: one test per rule and per numbered example of RULES.md §1."""

from __future__ import annotations

import random

import pytest
from positions import position, put_on_top, ranks, seed_with_dealer

from naipes_pg.cards import SPANISH_40, parse, parse_many
from naipes_pg.rules.base import IllegalAction, OptionError, PlayCard
from naipes_pg.rules.events import (
    Announced,
    Captured,
    Dealt,
    HandOver,
    HandStarted,
    LeftoversTaken,
    Moved,
)
from naipes_pg.rules.registry import new_game
from naipes_pg.rules.ronda_robada import NEXT_RANK, capture_run


def play(game, seat, card):
    return game.apply(seat, PlayCard(parse(card)))


def kinds(events):
    return [e.kind for e in events if isinstance(e, Announced)]


def deck_starting(cards: str) -> list:
    """A full deck, top first, that begins with ``cards``."""
    first = parse_many(cards)
    return first + [c for c in SPANISH_40 if c not in first]


def dealt_game(cards: str, dealer: int = 1, **options):
    return new_game("ronda-robada", options, seed_with_dealer(dealer), decks=[deck_starting(cards)])


def play_out_hand(game, rng=None):
    """Random legal plays until the current hand is over; returns the events."""
    rng = rng or random.Random(0)
    number, events = game.hand_number, []
    while game.actors() and game.hand_number == number:
        seat = game.actors()[0]
        events += game.apply(seat, rng.choice(game.legal_actions(seat)))
    return events


# ------------------------------------------------------------------ 1.1 deck and run order


def test_deck_is_spanish_40_and_run_order_is_cyclic():  # SH-1, SH-2
    game = new_game("ronda-robada", seed=3)
    assert sorted(game.all_cards()) == sorted(SPANISH_40)
    assert NEXT_RANK[7] == 10 and NEXT_RANK[12] == 1 and NEXT_RANK[1] == 2


def test_run_stops_at_first_missing_rank():
    assert capture_run(parse_many("3o 4o 6o"), 3) == parse_many("3o 4o")
    assert capture_run(parse_many("3o 4o 6o"), 5) == []


# ------------------------------------------------------------------ 1.3 setup and deal


def test_first_dealer_is_random_and_the_deal_alternates():  # rule 1, SH-3
    assert {new_game("ronda-robada", seed=s).dealer for s in range(20)} == {0, 1}
    game = new_game("ronda-robada", seed=5)
    first = game.dealer
    events = play_out_hand(game)
    assert any(isinstance(e, HandStarted) and e.dealer == 1 - first for e in events)
    assert game.dealer == 1 - first


def test_first_deal_three_each_non_dealer_first_then_four_table_cards():  # rule 2
    game = dealt_game("1o 2o 3o 4c 5c 6c 7e Se Ce Re", dealer=1)
    dealt = [(str(e.card), e.to) for e in game.opening_events if isinstance(e, Dealt)]
    assert dealt[:6] == [("1o", "hand:0"), ("2o", "hand:0"), ("3o", "hand:0"),
                         ("4c", "hand:1"), ("5c", "hand:1"), ("6c", "hand:1")]
    assert [card for card, zone in dealt[6:]] == ["7e", "Se", "Ce", "Re"]
    assert game.hands == [parse_many("1o 2o 3o"), parse_many("4c 5c 6c")]
    assert game.table == parse_many("7e Se Ce Re")


def test_example_11_set_aside_cards_go_to_the_bottom_in_order():  # rule 2, SH-4
    game = dealt_game("1c 2c 3c 4e 6e 7b 5o 5c 7e 5b 1o 2o", dealer=1)
    assert game.table == parse_many("5o 7e 1o 2o")
    assert game.zones()["stock"][-2:] == parse_many("5c 5b")  # bottom of the stock
    order = []
    while game.zones()["stock"]:  # play until the last deal; one deck order deals one hand
        seat = game.actors()[0]
        events = game.apply(seat, game.legal_actions(seat)[0])
        order += [str(e.card) for e in events if isinstance(e, Dealt)]
    assert order.index("5c") < order.index("5b")
    assert order.index("5c") >= len(order) - 6  # both in the last deal


def test_later_deals_give_three_each_and_nothing_to_the_table():  # rule 3
    game = position(table="1o", hands=("2o", "3o"), turn=0, dealer=1, deal_number=2)
    play(game, 0, "2o")
    events = play(game, 1, "3o")
    dealt = [e.to for e in events if isinstance(e, Dealt)]
    assert dealt == ["hand:0"] * 3 + ["hand:1"] * 3
    assert game.deal_number == 3 and len(game.table) == 3


def test_a_hand_is_six_deals_of_six_turns():  # rule 4
    game = new_game("ronda-robada", seed=11)
    turns = 0
    hand = game.hand_number
    while game.hand_number == hand and game.actors():
        seat = game.actors()[0]
        game.apply(seat, game.legal_actions(seat)[0])
        turns += 1
        if game.hand_number == hand:
            assert game.deal_number <= 6
    assert turns == 36


# ------------------------------------------------------------------ 1.4 Pareja and Trío


def test_pareja_rival_gives_one_card_bottom_to_bottom():  # rules 5, 6
    game = position(table="1c", hands=("7o", "Sb"), houses=("Ro", "2c 3c"), turn=0, dealer=1)
    put_on_top(game, "5o 5c 2b 6o 4e 7c")
    play(game, 0, "7o")
    events = play(game, 1, "Sb")
    assert "pareja" in kinds(events)
    assert game.houses[1] == parse_many("3c")
    assert game.houses[0][0] == parse("2c")
    assert game.houses[0][-1] == parse("Ro")  # the exposed card never changes by a penalty


def test_trio_rival_gives_two_cards():  # rules 5, 6
    game = position(table="1c", hands=("7o", "Sb"), houses=("Ro", "2c 3c 4c"), turn=0, dealer=1)
    put_on_top(game, "5o 5c 5e 6o 7c 4e")
    play(game, 0, "7o")
    events = play(game, 1, "Sb")
    assert "trio" in kinds(events)
    assert game.houses[0] == parse_many("3c 2c Ro")  # one at a time: the order turns over
    assert game.houses[1] == parse_many("4c")
    given = [e for e in events if isinstance(e, Moved) and e.frm == "house:1"]
    assert [e.cards for e in given] == [(parse("2c"),), (parse("3c"),)]
    assert all(e.frm_end == e.to_end == "bottom" for e in given)


def test_example_12_a_payment_of_two_cards_moves_them_one_at_a_time():  # rules 6, 15
    game = dealt_game("Cc 3e 5e 2b 2c 2o 6b 6e 6c 6o Sc Se 5o 5b 1e 1o 4c 3o 3b 7e 7c "
                      "3c 7o 4b 1c 1b Co Ce Ro Rb Rc 7b Sb So Re 2e 4o 4e Cb 5c", dealer=0)
    assert kinds(game.opening_events) == ["trio"] and game.debts == [0, 2]
    play(game, 1, "5e")  # takes 5o and 6b, then pays his debt of two
    assert game.houses[0] == parse_many("5o 6b")  # 6b, then 5o below it: 6b is exposed
    assert game.houses[1] == parse_many("5e") and game.debts == [0, 0]


def test_example_7_trio_against_a_house_of_one_card_leaves_a_debt():  # rule 7
    game = position(table="1c", hands=("7o", "Sb"), houses=("3c 4c", "2c"), turn=0, dealer=1)
    put_on_top(game, "5o 5c 5e 6o 7c 4e")
    play(game, 0, "7o")
    play(game, 1, "Sb")
    assert game.houses[1] == [] and game.houses[0][0] == parse("2c")
    assert game.debts == [0, 1]


def test_both_combinations_the_non_dealers_is_settled_first():  # rule 8, SH-6
    game = dealt_game("3o 3c 3e 4o 4c 7e 1b 5o 6o Sb", dealer=1)
    assert kinds(game.opening_events) == ["trio", "pareja"]
    claims = [e.seat for e in game.opening_events if isinstance(e, Announced)]
    assert claims == [0, 1]


# ------------------------------------------------------------------ 1.5 turn


def test_non_dealer_plays_first_and_players_alternate():  # rule 9
    game = dealt_game("1o 2o 3o 4c 5c 6c 7e Se Ce Re", dealer=1)
    assert game.actors() == (0,)
    play(game, 0, "1o")
    assert game.actors() == (1,)


def test_only_the_player_to_move_may_play_a_card_of_his_hand():  # rule 9
    game = dealt_game("1o 2o 3o 4c 5c 6c 7e Se Ce Re", dealer=1)
    before = game.zones()
    with pytest.raises(IllegalAction, match="turn"):
        play(game, 1, "4c")
    with pytest.raises(IllegalAction, match="not in your hand"):
        play(game, 0, "4c")
    assert game.zones() == before and game.history == []


def test_no_pass_and_the_effect_is_forced():  # rule 9, SH-7
    game = position(table="5o", hands=("5c 7b", "1e"), turn=0)
    assert game.legal_actions(0) == [PlayCard(parse("5c")), PlayCard(parse("7b"))]
    play(game, 0, "5c")
    assert game.table == [] and len(game.houses[0]) == 2


# ------------------------------------------------------------------ 1.6 resolution


def test_example_1_source_capture_of_a_run():  # rule (a), SH-2
    game = position(table="Co Ro 1o 2o 7o", hands=("Rc 3e", "4b"), turn=0)
    play(game, 0, "Rc")
    assert game.houses[0] == parse_many("2o 1o Ro Rc")  # bottom to top
    assert game.table == parse_many("Co 7o")
    assert game.houses[0][-1] == parse("Rc")


def test_example_2_full_wrap_takes_all_ten_and_mesa_limpia():  # rules (a), 12
    game = position(table="1o 2o 3o 4o 5o 6o 7o So Co Ro", hands=("5c 3e", "4b"), turn=0)
    events = play(game, 0, "5c")
    top_first = game.houses[0][::-1]
    assert ranks(top_first) == [5, 5, 6, 7, 10, 11, 12, 1, 2, 3, 4]
    assert "mesa_limpia" in kinds(events)
    assert game.debts == [0, 1]  # the rival's house is empty


RIVAL_HOUSE = "1c 2c 3c 4c 6c 7c Sc Cc Rc 1e 2e 5e"  # 12 cards, a 5 on top


def test_example_3_table_and_house_both_match_after_table():  # rule 10, SH-8
    game = position(table="5o 6o", hands=("5c 7b", "4b"), houses=("", RIVAL_HOUSE), turn=0)
    events = play(game, 0, "5c")
    assert len(game.houses[0]) == 15
    assert game.houses[0][-3:] == parse_many("6o 5o 5c")
    assert game.houses[0][:12] == parse_many(RIVAL_HOUSE)
    assert game.houses[1] == [] and game.table == []
    assert kinds(events) == ["casa_robada", "mesa_limpia"]
    assert game.debts == [0, 1]


def test_example_3_with_priority_only_the_table_is_taken():  # rule 10, option
    game = position(table="5o 6o", hands=("5c 7b", "4b"), houses=("", RIVAL_HOUSE), turn=0,
                    options={"house_steal": "priority"})
    events = play(game, 0, "5c")
    assert kinds(events) == ["mesa_limpia"]
    assert game.houses[0] == parse_many("1c 6o 5o 5c")
    assert len(game.houses[1]) == 11 and game.houses[1][-1] == parse("5e")


def test_example_4_steal_the_house():  # rule (b)
    game = position(table="3o", hands=("5c 7b", "4b"), houses=("", RIVAL_HOUSE), turn=0)
    events = play(game, 0, "5c")
    assert len(game.houses[0]) == 13 and game.houses[0][-1] == parse("5c")
    assert game.houses[1] == [] and game.table == parse_many("3o")
    assert kinds(events) == ["casa_robada"]  # a steal is never a Mesa limpia
    steal = [e for e in events if isinstance(e, Captured)][0]
    assert steal.frm == "house:1" and steal.cards[0] == parse("5c")


def test_place_when_nothing_matches():  # rule (c)
    game = position(table="3o", hands=("5c 7b", "4b"), houses=("", "2e"), turn=0)
    events = play(game, 0, "5c")
    assert game.table == parse_many("3o 5c")
    assert events[0] == Moved((parse("5c"),), "hand:0", "table", seat=0)


def test_example_5_te_la_piso_and_mesa_limpia_cost_two_cards():  # rules 11, 12, 13
    game = position(hands=("4c 7b", "4o 6b"), houses=("", "1e 2e 3e"), turn=1)
    play(game, 1, "4o")
    events = play(game, 0, "4c")
    assert kinds(events) == ["te_la_piso", "mesa_limpia"]
    assert game.houses[0] == parse_many("2e 1e 4o 4c")  # 1e given first, then 2e below it
    assert game.houses[1] == parse_many("3e")


def test_example_5_with_an_empty_rival_house_both_cards_become_debt():  # rule 13
    game = position(hands=("4c 7b", "4o 6b"), turn=1)
    play(game, 1, "4o")
    play(game, 0, "4c")
    assert game.debts == [0, 2]


def test_te_la_piso_needs_the_rivals_immediately_preceding_placement():  # rule 11
    game = position(hands=("4c 7b", "4o 6b 1b"), turn=1)
    play(game, 1, "4o")
    play(game, 0, "7b")  # the 4o stays; the next 4 is not "on top of" the last placement
    play(game, 1, "6b")
    events = play(game, 0, "4c")
    assert "te_la_piso" not in kinds(events)


def test_example_10_te_la_piso_across_a_deal():  # rule 11, SH-9
    game = position(table="1c", hands=("", "7o"), houses=("", "Rb"), turn=1, dealer=1)
    put_on_top(game, "7c 2b 2c 4e 5e 6e")
    events = play(game, 1, "7o")
    assert "pareja" in kinds(events)  # the new deal's check comes between the two plays
    events = play(game, 0, "7c")
    assert "te_la_piso" in kinds(events)


def test_mesa_limpia_counts_on_the_last_play_of_the_hand():  # rule 12, SH-10
    game = position(table="4o", hands=("", "4c"), houses=("1e 2e", "3e"), turn=1, deal_number=6)
    game.stock = []
    rest = [c for c in SPANISH_40 if c not in parse_many("4o 4c 1e 2e 3e")]
    game.houses[1] = rest + game.houses[1]
    events = play(game, 1, "4c")
    assert "mesa_limpia" in kinds(events)
    assert game.hand_number == 1  # the next hand was dealt
    assert game.results[0]["houses"] == [1, 39]


def test_the_last_play_s_calls_come_in_its_own_events_before_the_hand_over():  # rules 11, 12
    game = position(table="1o", hands=("4c", "4o"), houses=("1e 2e", "3e"), turn=1,
                    deal_number=6)
    game.stock = []
    rest = [c for c in SPANISH_40 if c not in parse_many("1o 4o 4c 1e 2e 3e")]
    game.houses[0] = rest + game.houses[0]
    play(game, 1, "4o")  # placed: the next 4 steps on it
    events = play(game, 0, "4c")
    order = [e.kind if isinstance(e, Announced) else type(e).__name__ for e in events]
    over = order.index("HandOver")
    assert order[:over].count("te_la_piso") == 1 and "te_la_piso" not in order[over:]
    assert order[over + 1] == "HandStarted"
    piles = next(e for e in events if isinstance(e, HandOver)).piles
    assert piles["house:0"][-3:] == tuple(parse_many("4o 4c 1o"))  # the capture, the leftover
    assert piles["house:0"][0] == parse("3e") and piles["house:1"] == ()  # the card owed


# ------------------------------------------------------------------ 1.7 debts


def test_example_6_a_debt_is_paid_as_soon_as_the_debtor_captures():  # rules 14, 15
    game = dealt_game("3o 3c 7e 1o 2o 4o 1b 5o 6o Sb", dealer=1)
    assert game.debts == [0, 1]
    play(game, 0, "7e")
    events = play(game, 1, "1o")
    assert game.houses[1] == parse_many("1o") and game.houses[0] == parse_many("1b")
    assert game.debts == [0, 0]
    assert Moved((parse("1b"),), "house:1", "house:0", "bottom", "bottom") in events


def test_example_9_mutual_debts_net_off():  # rule 15, SH-11
    game = dealt_game("3o 3c 3e 4o 4c 7e 1b 5o 6o 7o", dealer=1)
    assert game.debts == [0, 1]
    play(game, 0, "3o")
    play(game, 1, "7e")  # takes 7e 7o and pays his bottom card at once
    assert game.houses[1] == parse_many("7e") and game.houses[0] == parse_many("7o")
    assert game.debts == [0, 0]


def test_example_9_two_parejas_with_empty_houses_cancel():
    game = dealt_game("3o 3c 2e 4o 4c 7e 1b 5o 6o 7o", dealer=1)
    assert kinds(game.opening_events) == ["pareja", "pareja"]
    assert game.debts == [0, 0]
    transfers = [e for e in game.opening_events if isinstance(e, Moved) and "house" in e.frm]
    assert transfers == []


# ------------------------------------------------------------------ 1.8 end of hand and match


def test_leftover_table_cards_go_to_the_last_taker_in_arrival_order():  # rule 16, SH-12
    game = position(table="5o", hands=("7b", "Sb"), houses=("1e", "2e"), turn=0, deal_number=6)
    game.stock = []
    rest = [c for c in SPANISH_40 if c not in parse_many("5o 7b Sb 1e 2e")]
    game.houses[0] = rest[:17] + game.houses[0]
    game.houses[1] = rest[17:] + game.houses[1]
    game.last_taker = 1
    play(game, 0, "7b")
    events = play(game, 1, "Sb")
    sweep = [e for e in events if isinstance(e, Captured)][0]
    assert type(sweep) is LeftoversTaken  # rule 16: taken by no card
    assert sweep.to == "house:1" and [str(c) for c in sweep.cards] == ["Sb", "7b", "5o"]
    assert game.results[0]["houses"] == [18, 22]


def test_outstanding_debt_is_paid_from_the_leftovers_then_cancelled():  # rule 17
    game = position(table="5o", hands=("7b", "Sb"), houses=("1e", ""), turn=0, deal_number=6,
                    options={"target": 1})
    game.stock = []
    rest = [c for c in SPANISH_40 if c not in parse_many("5o 7b Sb 1e")]
    game.houses[0] = rest + game.houses[0]
    game.last_taker = 1
    game.debts = [0, 5]
    play(game, 0, "7b")
    play(game, 1, "Sb")
    assert game.results[0]["houses"] == [40, 0]  # the 3 leftovers paid 3 of 5; 2 cancelled
    assert game.debts == [0, 0] and game.outcome().winners == (0,)


def test_example_8_twenty_all_the_dealer_loses():  # rule 18
    game = position(hands=("7b", "Sb"), houses=("", ""), turn=0, dealer=1, deal_number=6)
    game.stock = []
    rest = [c for c in SPANISH_40 if c not in parse_many("7b Sb")]
    safe = [c for c in rest if c.rank not in (7, 10)]
    tops = [c for c in rest if c.rank in (7, 10)]
    game.houses = [tops[:3] + safe[:17], tops[3:] + safe[17:]]
    assert len(game.houses[0]) == 20 and len(game.houses[1]) == 18
    game.last_taker = 1
    events = play(game, 0, "7b")
    events += play(game, 1, "Sb")
    over = [e for e in events if isinstance(e, HandOver)][0]
    assert over.results["houses"] == [20, 20] and over.winners == (0,)


def test_the_match_goes_to_the_target_number_of_hand_wins():  # rule 19
    game = new_game("ronda-robada", {"target": 2}, seed=4)
    rng = random.Random(4)
    while game.actors():
        seat = game.actors()[0]
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    outcome = game.outcome()
    assert max(game.hand_wins) == 2 and outcome.winners == (game.hand_wins.index(2),)
    assert sum(game.hand_wins) == len(game.results) <= 3


def test_a_bad_option_is_a_clear_error():
    with pytest.raises(OptionError, match="house_steal"):
        new_game("ronda-robada", {"house_steal": "sometimes"})
    with pytest.raises(OptionError, match="target"):
        new_game("ronda-robada", {"target": 0})
    with pytest.raises(OptionError, match="no option"):
        new_game("ronda-robada", {"speed": 3})


# ------------------------------------------------------------------ what the search may deal


@pytest.mark.parametrize("cards, rival_most", [
    ("1o 2o 3o 4c 4e 5o", 2),  # the rival (dealer) announces a Pareja
    ("1o 2o 3o 4c 4e 4b", 3),  # a Trío
    ("1o 2o 3o 4c 5e 6b", 1),  # silence: no two cards of one rank
])
def test_dealt_worlds_agree_with_what_the_rival_announced(cards, rival_most):
    game = dealt_game(cards + " 7o 1c 2c 3c")
    assert game.hands[0] == parse_many(cards)[:3]  # the non-dealer gets the first three
    play(game, 0, "1o")
    game.apply(1, game.legal_actions(1)[0])
    rng = random.Random(5)
    for _ in range(40):
        world = game.determinize(0, rng)
        dealt = world.hands[1] + world.round_played[1]
        assert len(dealt) == 3
        most = max(ranks(dealt).count(rank) for rank in ranks(dealt))
        assert most == rival_most


def test_a_rival_who_announced_a_trio_is_dealt_one_before_he_plays():
    game = dealt_game("4c 4e 4b 1o 2o 3o 7o 1c 2c 3c")  # the non-dealer holds the Trío
    rng = random.Random(2)
    for _ in range(40):
        world = game.determinize(1, rng)
        assert len(set(ranks(world.hands[0]))) == 1
        assert sorted(world.all_cards()) == sorted(SPANISH_40)


def _pass_up_a_steal():
    """The non-dealer takes 4o with 4c; the dealer, holding 4e, places 7o instead of stealing."""
    game = dealt_game("4c 1o 2o 4e 7o Co 4o 6c Sc Rc")
    play(game, 0, "4c")
    play(game, 1, "7o")
    return game


def test_each_player_s_steals_and_chances_are_counted_once_his_cards_are_known():
    game = _pass_up_a_steal()
    assert game.steal_record == [[0, 0], [0, 0]]  # the deal is not played out yet
    assert game.past_turns == ()
    play(game, 0, "1o")
    play(game, 1, "4e")  # steals now
    play(game, 0, "2o")
    play(game, 1, "Co")
    assert game.steal_record == [[0, 0], [1, 2]]  # two chances, one steal
    assert game.steal_rate(1) < game.steal_rate(0)
    assert [turn.seat for turn in game.past_turns] == [0, 1, 0, 1, 0, 1]
    passed = game.past_turns[1]  # the dealer's first turn, as he saw it
    assert passed.held == tuple(parse_many("7o 4e Co"))
    assert passed.houses[0][-1] == parse("4c") and passed.rival_holds == 2
    assert passed.table == tuple(parse_many("6c Sc Rc"))


def test_a_copy_that_keeps_no_records_plays_the_same_game():
    """Search turns the records off in the worlds it plays out; the play is unchanged."""
    game = _pass_up_a_steal()
    copy = game.clone()
    copy.keeps_records = False
    for each in (game, copy):
        for seat, card in ((0, "1o"), (1, "4e"), (0, "2o"), (1, "Co")):
            play(each, seat, card)
    assert copy.houses == game.houses and copy.table == game.table
    assert len(game.past_turns) == 6 and copy.past_turns == ()


def test_dealt_worlds_rarely_give_a_rival_the_steal_he_passed_up():
    game = _pass_up_a_steal()
    rng = random.Random(3)
    worlds = [game.determinize(0, rng) for _ in range(300)]
    holding_a_four = sum(any(card.rank == 4 for card in w.hands[1]) for w in worlds)
    assert holding_a_four <= 10  # 26 of these 300 if the pass told nothing
    assert all(w.hands[1] + w.stock for w in worlds)
