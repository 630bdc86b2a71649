"""Escoba del 15 and Desescoba: one test per rule and per numbered test of RULES.md §15."""

from __future__ import annotations

import random

import pytest

from naipes_pg.cards import SPANISH_40, parse, parse_many
from naipes_pg.rules.base import CLOCK, Capture, IllegalAction, OptionError, PlayCard, Slap, Tick
from naipes_pg.rules.escoba import Escoba, captures_for, primera_sum, score_hand, total, value
from naipes_pg.rules.events import (
    Announced,
    Captured,
    Claimed,
    Dealt,
    HandOver,
    HandStarted,
    LeftoversTaken,
    MatchOver,
    Moved,
    Revealed,
    TimedOut,
)
from naipes_pg.rules.registry import new_game

NON_15 = {2: "Ro Rc Re Co Cc Ce", 3: "Ro Rc Re Co Cc Ce So Sc Se"}  # hands that never add to 15


def cards(text: str) -> list:
    return parse_many(text)


def kinds(events) -> list[str]:
    return [e.kind for e in events if isinstance(e, Announced)]


def seed_with_dealer(dealer: int, players: int = 2) -> int:
    options = {"players": players}
    return next(s for s in range(200) if new_game("escoba", options, s).dealer == dealer)


def deck_starting(text: str) -> list:
    """A full deck, top first, that begins with ``text``."""
    first = cards(text)
    return first + [c for c in SPANISH_40 if c not in first]


def dealt_game(text: str, dealer: int = 1, players: int = 2, more=(), **options) -> Escoba:
    """A match whose first hand's deck begins with ``text`` (then ``more`` hands' decks)."""
    decks = [deck_starting(text), *(deck_starting(t) for t in more)]
    options["players"] = players
    return new_game("escoba", options, seed_with_dealer(dealer, players), decks=decks)


def position(*, table="", hands=("", ""), piles=None, turn=0, dealer=1, rest="stock",
             last_capturer=None, scores=None, **options) -> Escoba:
    """A mid-hand position built from card strings; the deck's other cards go to ``rest`` (the
    stock, or a seat's pile number), so all 40 cards are somewhere."""
    players = len(hands)
    game = new_game("escoba", {"players": players, **options}, seed_with_dealer(dealer, players))
    game.table, game.hands = cards(table), [cards(h) for h in hands]
    game.piles = [cards(p) for p in piles or [""] * players]
    used = set(game.table + sum(game.hands, []) + sum(game.piles, []))
    others = [c for c in SPANISH_40 if c not in used]
    game.stock = others if rest == "stock" else []
    if rest != "stock":
        game.piles[rest] += others
    game.marked = [[] for _ in range(players)]
    game.escobas, game.aside, game.sitting_out = [0] * players, [], []
    game.turn, game.last_capturer, game.deal_number = turn, last_capturer, 2
    game.race_open, game.race_t0 = False, None
    game.scores = list(scores or [0] * players)
    assert sorted(game.all_cards()) == sorted(SPANISH_40)
    return game


def capture(game, seat, card, taken):
    return game.apply(seat, Capture(parse(card), tuple(cards(taken)), "table"))


def place(game, seat, card):
    return game.apply(seat, PlayCard(parse(card), "table"))


def play_out_hand(game, rng=None):
    rng = rng or random.Random(0)
    number, events = game.hand_number, []
    while game.actors() and game.hand_number == number:
        seat = game.actors()[0]
        events += game.apply(seat, rng.choice(game.legal_actions(seat)))
    return events


def hand_over(events) -> HandOver:
    return next(e for e in events if isinstance(e, HandOver))


# ------------------------------------------------------------------ 15.1 players, deck, values


def test_two_to_four_players_on_the_spanish_40_deck_each_for_himself():  # ES-1
    assert Escoba.spec.players == (2, 4) and not Escoba.spec.teams
    for players in (2, 3, 4):
        game = new_game("escoba", {"players": players}, 1)
        assert sorted(game.all_cards()) == sorted(SPANISH_40)
        assert len(game.hands) == players
    with pytest.raises(OptionError, match="players"):
        new_game("escoba", {"players": 5})
    with pytest.raises(OptionError, match="no option"):
        new_game("escoba", {"target": 21})


def test_values_figures_count_8_9_10_and_the_deck_totals_220():
    assert [value(parse(c)) for c in ("1o", "7o", "So", "Co", "Ro")] == [1, 7, 8, 9, 10]
    assert sum(map(value, SPANISH_40)) == 220


# ------------------------------------------------------------------ 15.2 setup and deals


def test_first_dealer_is_random_then_the_next_seat():  # rule 1
    assert {new_game("escoba", {"players": 3}, s).dealer for s in range(30)} == {0, 1, 2}
    game = new_game("escoba", {"players": 3}, 5)
    first = game.dealer
    while game.hand_number == 0 and game.actors():
        seat = game.actors()[0]
        game.apply(seat, game.legal_actions(seat)[-1])
    assert game.outcome() is not None or game.dealer == (first + 1) % 3


def test_three_each_from_the_seat_after_the_dealer_then_four_to_the_table():  # rule 1
    game = dealt_game("1o 2o 3o 4c 5c 7c 7e Se Ce Re 1b 2b 3b", dealer=0, players=3)
    dealt = [(str(e.card), e.to) for e in game.opening_events if isinstance(e, Dealt)]
    assert [zone for _, zone in dealt] == ["hand:1"] * 3 + ["hand:2"] * 3 + ["hand:0"] * 3 + [
        "table"] * 4
    assert game.hands[1] == cards("1o 2o 3o") and game.hands[2] == cards("4c 5c 7c")
    assert game.hands[0] == cards("7e Se Ce")
    assert game.table == cards("Re 1b 2b 3b")
    assert game.actors() == (1,)  # ES-2: the seat after the dealer plays first


@pytest.mark.parametrize("players,deals", [(2, 6), (3, 4), (4, 3)])
def test_later_deals_give_three_each_and_none_to_the_table(players, deals):  # rule 2
    game = new_game("escoba", {"players": players, "reflex_race": False}, 11)
    events = list(game.opening_events)
    while game.hand_number == 0 and game.actors():
        seat = game.actors()[0]
        last_deal = game.deal_number
        events += game.apply(seat, game.legal_actions(seat)[-1])
    hand_events = events[: events.index(hand_over(events)) + 1]
    dealt_to_table = sum(1 for e in hand_events if isinstance(e, Dealt) and e.to == "table")
    assert sum(1 for e in hand_events if isinstance(e, Dealt)) == 40
    assert dealt_to_table == 4 and last_deal == deals


# ------------------------------------------------------------------ 15.3 opening events

RACE_TABLE = "1b 2b 5b 7b"  # 1 + 2 + 5 + 7 = 15


def race_game(**options) -> Escoba:
    return dealt_game(f"{NON_15[2]} {RACE_TABLE}", dealer=1, **options)


def test_3_fifteen_on_the_table_opens_a_race_the_first_slap_takes_four_marked_cards():
    game = race_game()
    assert kinds(game.opening_events) == ["quince_en_mesa"]
    assert game.actors() == (0, 1, CLOCK)
    assert game.legal_actions(0) == [Slap(0)]
    events = game.apply(1, Slap(700))
    assert kinds(events) == ["quince_en_mesa"] and events[0].seat == 1
    assert events[1] == Claimed(1, tuple(cards(RACE_TABLE))[::-1], "table", "pile:1")
    assert sorted(game.piles[1]) == sorted(cards(RACE_TABLE)) == sorted(game.marked[1])
    assert game.table == [] and game.actors() == (0,)  # the table is not refilled
    assert game.last_capturer == 1


def test_the_race_pauses_the_turns():  # 0.6
    game = race_game()
    with pytest.raises(IllegalAction, match="slap"):
        place(game, 0, "Ro")
    with pytest.raises(IllegalAction, match="go back"):
        game.apply(0, Slap(-5))


def test_10_race_edges_a_slap_at_t0_plus_5000_is_in_time():
    game = race_game()
    game.apply(CLOCK, Tick(1000))  # the first input after the deal: t0 = 1000
    assert game.legal_actions(CLOCK) == [Tick(6000)]
    game.apply(CLOCK, Tick(5999))
    game.apply(0, Slap(6000))
    assert len(game.marked[0]) == 4


def test_10_race_edges_a_first_slap_at_6001_is_too_late():
    game = race_game()
    game.apply(CLOCK, Tick(1000))
    events = game.apply(1, Slap(6001))
    assert kinds(events) == [] and game.table == cards(RACE_TABLE)
    assert events == [TimedOut("quince_en_mesa", 6000)]  # it ran out before the slap came
    assert game.marked == [[], []] and game.actors() == (0,)
    with pytest.raises(IllegalAction):  # a slap at any other moment is ignored
        game.apply(0, Slap(6100))


def test_nobody_slaps_the_clock_closes_the_race_at_the_deadline():
    game = race_game()
    assert game.legal_actions(CLOCK) == [Tick(0)]  # t0 is not known before the first input
    assert game.apply(CLOCK, Tick(0)) == []
    assert game.apply(CLOCK, Tick(5000)) == [TimedOut("quince_en_mesa", 5000)]
    assert game.actors() == (0,) and game.table == cards(RACE_TABLE)


def test_the_first_slap_may_itself_be_the_first_input():
    game = race_game()
    game.apply(1, Slap(12000))
    assert len(game.marked[1]) == 4 and game.info()["race"]["t0"] == 12000


def test_presses_within_300_ms_of_the_last_race_closing_are_ignored():  # 0.6 grace period
    game = race_game(more=[f"{NON_15[2]} {RACE_TABLE}"])
    game.apply(0, Slap(100))  # closes the first race at 100 ms
    play_out_hand(game)
    assert game.hand_number == 1 and game.actors() == (0, 1, CLOCK)
    assert game.legal_actions(1) == [Slap(401)]  # the first press that can count
    assert game.apply(1, Slap(400)) == [] and game.table == cards(RACE_TABLE)
    game.apply(0, Slap(401))
    assert len(game.marked[0]) == 4


def test_without_reflex_races_the_dealer_takes_the_fifteen():  # ES-3 option
    game = race_game(reflex_race=False)
    assert kinds(game.opening_events) == ["quince_en_mesa"]
    assert len(game.marked[1]) == 4 and game.actors() == (0,)


def test_a_table_of_thirty_gives_nothing():  # ES-3
    game = dealt_game(f"{NON_15[2]} 7o 7c 7e Cb", dealer=1)
    assert kinds(game.opening_events) == [] and game.actors() == (0,)


def test_4_a_dealt_hand_of_fifteen_is_three_marked_cards_and_sits_out():  # rule 4, ES-4
    game = dealt_game("7o 5o 3o Ro Rc Re Co Cc Ce Sc", dealer=1)
    assert kinds(game.opening_events) == ["quince_en_mano"]
    assert game.hands[0] == [] and sorted(game.marked[0]) == sorted(cards("7o 5o 3o"))
    assert game.piles[0] == game.marked[0] and game.sitting_out == [0]
    assert game.actors() == (1,)
    shown = [e for e in game.redact(game.opening_events, 1) if isinstance(e, Revealed)]
    assert [(str(e.card), e.where) for e in shown] == [("7o", "hand:0"), ("5o", "hand:0"),
                                                      ("3o", "hand:0")]  # everyone sees them


def test_9_sitting_out_the_dealer_plays_his_three_cards_in_a_row():  # ES-11
    game = dealt_game("7o 5o 3o Ro Rc Re Co Cc Ce Sc 1o 2o 4o 1c 2c 4c", dealer=1)
    for card in ("Ro", "Rc", "Re"):
        assert game.actors() == (1,)
        place(game, 1, card)
    assert game.deal_number == 2 and game.hands == [cards("1o 2o 4o"), cards("1c 2c 4c")]


def test_9_three_players_all_fifteen_the_next_deal_follows_at_once():
    game = dealt_game("7o 5o 3o 7c 5c 3c 7e 5e 3e 1o 1c 1e 1b " + NON_15[3], dealer=2, players=3)
    assert kinds(game.opening_events) == ["quince_en_mano"] * 3
    assert game.deal_number == 2 and all(len(h) == 3 for h in game.hands)
    assert game.actors() == (0,)


def test_fifteen_en_mano_is_checked_at_every_deal():  # ES-4
    game = position(table="Rb", hands=("1o", "2o"), turn=0)
    game.stock = [c for c in game.stock if c not in cards("7o 5o 3o")] + cards("3o 5o 7o")
    place(game, 0, "1o")
    events = place(game, 1, "2o")
    assert kinds(events) == ["quince_en_mano"] and game.sitting_out == [0]


def test_the_race_comes_before_fifteen_en_mano():  # rule 4 order
    game = dealt_game(f"7o 5o 3o Ro Rc Re {RACE_TABLE}", dealer=1)
    assert kinds(game.opening_events) == ["quince_en_mesa"]
    assert game.hands[0] == cards("7o 5o 3o")
    events = game.apply(1, Slap(10))
    assert kinds(events) == ["quince_en_mesa", "quince_en_mano"]
    claims = [(e.frm, e.to) for e in events if isinstance(e, Captured)]
    assert claims == [("table", "pile:1"), ("hand:0", "pile:0")]
    assert all(type(e) is Claimed for e in events if isinstance(e, Captured))
    assert len(game.marked[1]) == 4 and len(game.marked[0]) == 3


# ------------------------------------------------------------------ 15.4 turn


def test_2_the_engine_lists_exactly_the_sets_adding_up_to_fifteen():  # rule 5
    game = position(table="5o 4c 6e", hands=("6b Rb 1b", "Sb"), turn=0)
    sets = {str(a.card): a.taken for a in game.legal_actions(0) if isinstance(a, Capture)}
    assert sets == {"6b": tuple(cards("4c 5o")), "Rb": tuple(cards("5o"))}
    assert captures_for(game.table, parse("1b")) == captures_for(game.table, parse("Sb")) == []


def test_each_set_is_its_own_action_so_the_player_picks():  # rule 5
    game = position(table="5o 5c 1e 4e", hands=("Rb", ""), turn=0)
    found = {a.taken for a in game.find_action(0, parse("Rb"), "table") if isinstance(a, Capture)}
    assert found == {tuple(cards("5o")), tuple(cards("5c")), tuple(cards("1e 4e"))}
    assert PlayCard(parse("Rb"), "table") in game.find_action(0, parse("Rb"), "table")


def test_a_capture_takes_the_played_and_chosen_cards_face_down():  # rule 5
    game = position(table="5o 4c 6e", hands=("6b", "Sb"), turn=0)
    events = capture(game, 0, "6b", "4c 5o")
    taken = [e for e in events if isinstance(e, Captured)]
    assert [type(e) for e in taken] == [Captured]  # a capture, not a claim or leftovers
    assert taken[0].cards == tuple(cards("6b 4c 5o"))
    assert sorted(game.piles[0]) == sorted(cards("6b 4c 5o"))
    assert game.table == cards("6e") and game.view(1).zones["pile:0"] == [None] * 3
    assert game.actors() == (1,) and game.last_capturer == 0


def test_capturing_is_optional_in_the_base_game():  # ES-5
    game = position(table="5o", hands=("Rb", "Sb"), turn=0)
    place(game, 0, "Rb")
    assert game.table == cards("5o Rb")


def test_wrong_captures_are_refused_with_a_reason():  # rule 5, ES-6
    game = position(table="5o 4c", hands=("6b", "Sb"), turn=0)
    with pytest.raises(IllegalAction, match="add up to 11"):
        capture(game, 0, "6b", "5o")
    with pytest.raises(IllegalAction, match="not on the table"):
        capture(game, 0, "6b", "5o 4b")
    with pytest.raises(IllegalAction, match="not in your hand"):
        capture(game, 0, "6c", "5o 4c")
    with pytest.raises(IllegalAction, match="at least one"):
        capture(game, 0, "6b", "")
    with pytest.raises(IllegalAction, match="turn"):
        place(game, 1, "Sb")
    with pytest.raises(IllegalAction, match="nothing to slap"):
        game.apply(0, Slap(5))
    assert game.table == cards("5o 4c") and game.history == []


def test_a_capture_given_in_any_order_is_the_same_capture():
    game = position(table="5o 4c", hands=("6b", "Sb"), turn=0)
    capture(game, 0, "6b", "5o 4c")
    assert game.table == []


def test_1_eight_takes_three_two_one_one_an_escoba():  # rule 6
    game = position(table="3o 2c 1e 1b", hands=("Sb", "Rb"), turn=0)
    events = capture(game, 0, "Sb", "3o 2c 1e 1b")
    assert kinds(events) == ["escoba"] and events[-1].data == {"card": "Sb"}
    assert game.marked[0] == cards("Sb") and game.escobas[0] == 1
    assert game.info()["marked"] == [["Sb"], []]
    assert game.view(1).zones["pile:0"] == [None] * 4 + cards("Sb")  # the mark shows face up


# ------------------------------------------------------------------ 15.5 end of hand


def test_the_last_capturer_takes_the_rest_and_it_is_no_escoba():  # rule 7
    game = position(table="4c", hands=("1c", ""), turn=0, rest=1, last_capturer=1)
    events = place(game, 0, "1c")
    rest = [e for e in events if isinstance(e, Captured)][0]
    assert type(rest) is LeftoversTaken  # not a capture: no card took them
    assert rest.seat == 1 and sorted(rest.cards) == sorted(cards("1c 4c"))
    assert "escoba" not in kinds(events)
    assert hand_over(events).results["leftovers"] == ["4c", "1c"]


def test_nobody_captured_the_rest_is_set_aside_and_scored_by_nobody():  # ES-10
    game = position(table="4c 7o", hands=("1c 3c", ""), turn=0, rest=1)
    place(game, 0, "1c")
    events = place(game, 0, "3c")
    aside = next(e for e in events if isinstance(e, Moved) and e.to == "aside")
    assert sorted(aside.cards) == sorted(cards("4c 7o 1c 3c"))
    assert hand_over(events).results["leftovers_to"] is None
    seats = hand_over(events).results["seats"]
    assert seats[1]["siete_de_oros"] == 0 and seats[1]["cards"] == 36


def test_7_the_table_left_at_the_end_adds_up_to_a_multiple_of_five():  # rule 8, ES-6
    for seed in range(20):
        game = new_game("escoba", {"players": 2 + seed % 3}, seed)
        for event in play_out_hand(game, random.Random(seed)):
            if isinstance(event, HandOver):
                left = total(cards(" ".join(event.results["leftovers"])))
                assert left % 15 == 10


# ------------------------------------------------------------------ 15.6 scoring


def test_5_primera_a_23_and_b_without_bastos_takes_no_part():  # rule 13, ES-7
    a, b = cards("7o 6c 7e 3b 2b Rb"), cards("7c 5o 4e Sb")
    assert primera_sum(a) == 23 and primera_sum(b) is None
    rows = score_hand([a, b], [[], []])
    assert (rows[0]["primera"], rows[1]["primera"]) == (1, 0)


def test_5_the_four_sevens_are_28_and_worth_two_points():
    rows = score_hand([cards("7o 7c 7e 7b"), cards("6o 6c 6e 6b")], [[], []])
    assert rows[0]["primera_sum"] == 28 and rows[0]["primera"] == 2


def test_a_primera_tie_gives_nobody_the_point():
    rows = score_hand([cards("7o 6c 7e 3b"), cards("6o 7c 3e 7b")], [[], []])
    assert rows[0]["primera"] == rows[1]["primera"] == 0


def test_6_cartas_tie_and_oros_tie_give_nobody_the_point():  # rules 10, 11
    deck = list(SPANISH_40)
    a = [c for c in deck if c.suit in "oc"][::2] + [c for c in deck if c.suit in "eb"][::2]
    b = [c for c in deck if c not in a]
    rows = score_hand([a, b], [[], []])
    assert len(a) == len(b) == 20 and rows[0]["oro_cards"] == rows[1]["oro_cards"] == 5
    assert [r["cartas"] for r in rows] == [r["oros"] for r in rows] == [0, 0]


def test_most_cards_most_oros_and_the_seven_of_oros_score_one_each():  # rules 10-12
    rows = score_hand([cards("7o 1o 2o Rb"), cards("3c 4c 1c")], [[], []])
    assert (rows[0]["cartas"], rows[0]["oros"], rows[0]["siete_de_oros"]) == (1, 1, 1)
    assert rows[1]["points"] == 0


def test_marked_cards_are_a_point_each_and_count_as_captured_cards():  # rule 9, rule 4
    rows = score_hand([cards("7o 5o 3o"), cards("1c")], [cards("7o 5o 3o"), []])
    assert rows[0]["marks"] == 3 and rows[0]["oros"] == rows[0]["siete_de_oros"] == 1
    assert rows[0]["points"] == 3 + 1 + 1 + 1  # marks, cartas, oros, 7 de oros


def test_hand_over_gives_a_per_seat_breakdown_and_the_totals():
    game = position(table="4c", hands=("1c", ""), turn=0, rest=1, last_capturer=1,
                    scores=[3, 4])
    over = hand_over(place(game, 0, "1c"))
    row = over.results["seats"][1]
    assert row["cards"] == 40 and row["primera_sum"] == 28 and row["primera"] == 2
    assert row["points"] == 5 and row["score"] == 9 and over.results["scores"] == [3, 9]
    assert over.winners == (1,)


def test_14_the_match_ends_when_someone_reaches_fifteen_highest_wins():  # rule 14
    game = position(table="4c", hands=("1c", ""), turn=0, rest=1, last_capturer=1,
                    scores=[14, 11])
    events = place(game, 0, "1c")
    assert isinstance(events[-1], MatchOver)
    assert game.outcome().winners == (1,) and game.outcome().scores == (14, 16)
    assert game.outcome().returns == (0.0, 1.0) and game.actors() == ()


def test_14_equal_highest_at_fifteen_plays_another_hand():  # ES-8
    game = position(table="4c", hands=("1c", ""), turn=0, rest=1, last_capturer=1,
                    scores=[16, 11])
    events = place(game, 0, "1c")
    assert game.scores == [16, 16] and game.outcome() is None
    assert any(isinstance(e, HandStarted) for e in events) and game.hand_number == 1


# ------------------------------------------------------------------ 15.7 Desescoba


def test_desescoba_is_a_variant_of_the_same_game():
    game = new_game("escoba", seed=1, variant="desescoba")
    assert game.options["desescoba"] is True and game.info()["desescoba"] is True


def test_8_desescoba_a_card_that_makes_fifteen_must_capture():  # ES-9
    game = position(table="5o Cc", hands=("Rb 2b", "Sb"), turn=0, desescoba=True)
    assert PlayCard(parse("Rb"), "table") not in game.legal_actions(0)
    assert PlayCard(parse("2b"), "table") in game.legal_actions(0)
    with pytest.raises(IllegalAction, match="must capture"):
        place(game, 0, "Rb")
    capture(game, 0, "Rb", "5o")


def test_desescoba_fifteen_en_mesa_has_no_race_the_dealer_takes_it():  # ES-9
    game = race_game(desescoba=True)
    assert game.actors() == (0,) and len(game.marked[1]) == 4


def test_desescoba_still_has_fifteen_en_mano():  # ES-9
    game = dealt_game("7o 5o 3o Ro Rc Re Co Cc Ce Sc", dealer=1, desescoba=True)
    assert kinds(game.opening_events) == ["quince_en_mano"]


def test_desescoba_the_highest_at_fifteen_loses_the_lowest_wins():
    game = position(table="4c", hands=("1c", "", ""), turn=0, rest=1, last_capturer=1,
                    scores=[12, 11, 3], desescoba=True)
    place(game, 0, "1c")
    assert game.scores == [12, 16, 3]
    assert game.outcome().winners == (2,) and game.outcome().returns == (0.0, 0.0, 1.0)


def test_desescoba_equal_lowest_share_the_win():
    game = position(table="4c", hands=("1c", "", ""), turn=0, rest=1, last_capturer=1,
                    scores=[4, 11, 4], desescoba=True)
    place(game, 0, "1c")
    assert game.outcome().winners == (0, 2) and game.outcome().returns == (0.5, 0.0, 0.5)


def test_desescoba_when_every_player_loses_nobody_wins():
    game = position(table="4c", hands=("1c", ""), turn=0, rest=1, last_capturer=1,
                    scores=[16, 11], desescoba=True)
    place(game, 0, "1c")
    assert game.scores == [16, 16]
    assert game.outcome().winners == () and game.outcome().returns == (0.0, 0.0)
