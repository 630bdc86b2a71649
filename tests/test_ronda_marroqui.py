"""Moroccan Ronda: one test per rule, per ruling and per numbered test of RULES.md §2.

In the positions, A is seat 0 and B is seat 1; seat 1 deals unless a test says otherwise.
"""

from __future__ import annotations

import random

import pytest

from naipes_pg.cards import SPANISH_40, parse, parse_many
from naipes_pg.rules.base import Call, IllegalAction, OptionError, PlayCard
from naipes_pg.rules.events import (
    Announced,
    Captured,
    Dealt,
    HandOver,
    HandStarted,
    LeftoversTaken,
    MatchOver,
    Moved,
    Scored,
)
from naipes_pg.rules.registry import new_game
from naipes_pg.rules.ronda_marroqui import NEXT_RANK, RondaMarroqui, capture_run

GAME = "ronda-marroqui"
A, B = 0, 1


def seed_with_dealer(dealer: int) -> int:
    return next(s for s in range(100) if new_game(GAME, seed=s).dealer == dealer)


def position(
    *,
    table: str = "",
    hands: tuple[str, str] = ("", ""),
    piles: tuple[str, str] = ("", ""),
    turn: int = A,
    dealer: int = B,
    deal_number: int = 2,
    options: dict | None = None,
) -> RondaMarroqui:
    """A game whose table, hands and piles (bottom to top) are the given cards, every other
    card in the stock, no points scored yet and no play made before."""
    game = new_game(GAME, options, seed_with_dealer(dealer))
    game.table = parse_many(table)
    game.hands = [parse_many(h) for h in hands]
    game.piles = [parse_many(p) for p in piles]
    used = set(game.table + game.hands[0] + game.hands[1] + game.piles[0] + game.piles[1])
    game.stock = [card for card in SPANISH_40 if card not in used]
    game.set_aside = []
    assert len(game.all_cards()) == 40
    game.scores, game.hand_points = [0, 0], [0, 0]
    game.last_placed = game.last_taker = game.chain = None
    game.turn, game.deal_number = turn, deal_number
    return game


def put_on_top(game: RondaMarroqui, cards: str) -> None:
    """Move ``cards`` (top first) to the top of the stock, so they are dealt next."""
    chosen = parse_many(cards)
    game.stock = [c for c in game.stock if c not in chosen] + chosen[::-1]


def last_deal(game: RondaMarroqui, to_a: int) -> None:
    """Make this the hand's last deal: the stock's cards go under the piles, ``to_a`` to A."""
    game.piles[A][:0] = game.stock[:to_a]
    game.piles[B][:0] = game.stock[to_a:]
    game.stock, game.deal_number = [], 6


def play(game: RondaMarroqui, seat: int, card: str) -> list:
    return game.apply(seat, PlayCard(parse(card)))


def kinds(events) -> list[str]:
    return [e.kind for e in events if isinstance(e, Announced)]


def scored(events) -> list[tuple[int, int, str]]:
    return [(e.seat, e.points, e.why) for e in events if isinstance(e, Scored)]


def before_hand_over(events) -> list:
    return events[: next(i for i, e in enumerate(events) if isinstance(e, HandOver))]


def deck_starting(cards: str) -> list:
    first = parse_many(cards)
    return first + [c for c in SPANISH_40 if c not in first]


def dealt_game(cards: str, dealer: int = B, **options) -> RondaMarroqui:
    return new_game(GAME, options, seed_with_dealer(dealer), decks=[deck_starting(cards)])


def play_out_hand(game: RondaMarroqui, rng: random.Random | None = None) -> list:
    rng = rng or random.Random(0)
    number, events = game.hand_number, []
    while game.actors() and game.hand_number == number:
        seat = game.actors()[0]
        events += game.apply(seat, rng.choice(game.legal_actions(seat)))
    return events


# ------------------------------------------------------------------ 2.1 run order [RO-1]


def test_run_order_puts_the_sota_after_the_7_and_never_wraps():
    assert NEXT_RANK[7] == 10 and NEXT_RANK[11] == 12 and 12 not in NEXT_RANK
    assert capture_run(parse_many("7o So Ro"), 7) == parse_many("7o So")


def test_test_1_source_example_the_missing_caballo_breaks_the_run():
    game = position(table="6o 7o So Ro", hands=("6c 1b", "2e"))
    events = play(game, A, "6c")
    assert Captured(A, tuple(parse_many("6c 6o 7o So")), "table", "pile:0") in events
    assert game.piles[A] == parse_many("So 7o 6o 6c")  # bottom to top
    assert game.table == parse_many("Ro")


def test_test_2_no_wrap_from_rey_to_as():
    game = position(table="Ro 1o", hands=("Rc 2b", "2e"))
    play(game, A, "Rc")
    assert game.piles[A] == parse_many("Ro Rc") and game.table == parse_many("1o")


def test_test_3_the_7_runs_into_sota_and_caballo():
    game = position(table="2o 7o So Co", hands=("7c 1b", "2e"))
    play(game, A, "7c")
    assert game.piles[A][::-1] == parse_many("7c 7o So Co") and game.table == parse_many("2o")


# ------------------------------------------------------------------ 2.2 setup and deal


def test_rule_1_first_dealer_random_then_alternating():  # RO-2
    assert {new_game(GAME, seed=s).dealer for s in range(20)} == {0, 1}
    game = new_game(GAME, seed=5)
    first = game.dealer
    events = play_out_hand(game)
    assert any(isinstance(e, HandStarted) and e.dealer == 1 - first for e in events)


def test_rule_2_three_to_the_other_player_three_to_the_dealer_then_four_to_the_table():
    game = dealt_game("1o 2o 4o 5c 6c 7c 1e 2e 3e Se", dealer=B)
    dealt = [(str(e.card), e.to) for e in game.opening_events if isinstance(e, Dealt)]
    assert [zone for _, zone in dealt] == ["hand:0"] * 3 + ["hand:1"] * 3 + ["table"] * 4
    assert game.hands == [parse_many("1o 2o 4o"), parse_many("5c 6c 7c")]
    assert game.table == parse_many("1e 2e 3e Se")


def test_rule_2_table_ranks_differ_repeats_go_under_the_stock_in_order():  # RO-3
    game = dealt_game("1c 2c 3c 4e 6e 7b 5o 5c 7e 5b 1o 2o", dealer=B)
    assert game.table == parse_many("5o 7e 1o 2o")
    assert game.zones()["stock"][-2:] == parse_many("5c 5b")  # the bottom; 5c dealt first
    order = []
    while game.zones()["stock"]:  # play until the last deal; one deck order deals one hand
        seat = game.actors()[0]
        events = game.apply(seat, game.legal_actions(seat)[0])
        order += [str(e.card) for e in events if isinstance(e, Dealt)]
    assert order.index("5c") < order.index("5b")


def test_rule_3_later_deals_three_each_none_to_the_table():
    game = position(table="1o", hands=("2o", "3o"))
    play(game, A, "2o")
    events = play(game, B, "3o")
    assert [e.to for e in events if isinstance(e, Dealt)] == ["hand:0"] * 3 + ["hand:1"] * 3
    assert game.deal_number == 3 and game.table == parse_many("1o 2o 3o")


def test_rule_3_six_deals_and_36_plays_per_hand():
    game = new_game(GAME, seed=11)
    plays = 0
    while game.hand_number == 0:
        seat = game.actors()[0]
        game.apply(seat, game.legal_actions(seat)[0])
        plays += 1
        assert game.deal_number <= 6
    assert plays == 36


def test_rule_4_the_non_dealer_plays_first_in_every_deal():
    game = new_game(GAME, seed=2)
    non_dealer = 1 - game.dealer
    assert game.actors() == (non_dealer,)
    while game.hand_number == 0:
        seat = game.actors()[0]
        events = game.apply(seat, game.legal_actions(seat)[-1])
        if any(isinstance(e, Dealt) for e in events) and game.hand_number == 0:
            assert game.actors() == (non_dealer,)


# ------------------------------------------------------------------ 2.3 Ronda and Tringa [RO-7]


def test_rules_5_6_a_lone_ronda_scores_1_and_the_banner_hides_the_rank():
    game = dealt_game("5o 5c 2o 1c 3c 4c 6e 7e Se Ce")
    ronda = [e for e in game.opening_events if isinstance(e, Announced)]
    assert ronda == [Announced("ronda", A, {})]
    assert scored(game.opening_events) == [(A, 1, "ronda")] and game.scores == [1, 0]


def test_rules_5_6_a_lone_tringa_scores_5():
    game = dealt_game("1o 2o 3o Rc Re Rb 6e 7e Se Ce")
    assert kinds(game.opening_events) == ["tringa"] and game.scores == [0, 5]


def test_announcements_come_after_the_deal_before_the_first_card():
    game = dealt_game("5o 5c 2o 1c 3c 4c 6e 7e Se Ce")
    last_dealt = max(i for i, e in enumerate(game.opening_events) if isinstance(e, Dealt))
    first_call = next(i for i, e in enumerate(game.opening_events) if isinstance(e, Announced))
    assert last_dealt < first_call and game.history == []


def test_test_8_tringa_beats_ronda_and_takes_both_values():  # rule 7
    game = dealt_game("5o 5c 2o Rc Re Rb 6e 7e Se Ce")
    assert kinds(game.opening_events) == ["ronda", "tringa"]
    assert game.scores == [0, 6]


def test_test_8_two_rondas_of_equal_rank_each_score_their_own():  # rule 7
    game = dealt_game("4o 4c 1o 4e 4b 7c 6e 2e Se Ce")
    assert kinds(game.opening_events) == ["ronda", "ronda"] and game.scores == [1, 1]


def test_rule_7_the_higher_ronda_in_run_order_scores_2():
    game = dealt_game("Ro Rc 1o 7e 7b 2c 6e 3e Se Ce")
    assert game.scores == [2, 0]


def test_rule_7_tringa_against_tringa_scores_10():
    game = dealt_game("3o 3c 3e Sc Se Sb 6e 7e 1e Ce")
    assert game.scores == [0, 10]


def test_announcements_follow_every_deal_not_only_the_first():
    game = position(table="1o", hands=("2o", "3o"))
    put_on_top(game, "6o 6c 6e 4c 5c 7c")
    play(game, A, "2o")
    events = play(game, B, "3o")
    assert kinds(events) == ["tringa"] and game.scores == [5, 0]


def test_with_announcements_off_the_source_is_played_literally():  # RO-7 option
    game = dealt_game("5o 5c 2o Rc Re Rb 6e 7e Se Ce", announcements=False)
    assert kinds(game.opening_events) == [] and game.scores == [0, 0]


# ------------------------------------------------------------------ 2.4 turn and capture [RO-4]


def test_rules_8_9_one_card_a_turn_and_the_capture_is_automatic():
    game = position(table="5o", hands=("5c 7b", "1e"))
    assert game.legal_actions(A) == [PlayCard(parse("5c")), PlayCard(parse("7b"))]
    assert game.find_action(A, parse("5c"), "table") == [PlayCard(parse("5c"))]
    play(game, A, "5c")
    assert game.table == [] and game.piles[A] == parse_many("5o 5c")


def test_rule_9_an_unmatched_card_stays_face_up_on_the_table():
    game = position(table="3o", hands=("5c 7b", "1e"))
    events = play(game, A, "5c")
    assert events == [Moved((parse("5c"),), "hand:0", "table", seat=A)]
    assert game.table == parse_many("3o 5c") and game.scores == [0, 0]


def test_only_the_player_to_move_may_play_a_card_of_his_hand():
    game = position(table="3o", hands=("5c 7b", "1e"))
    before = game.zones()
    with pytest.raises(IllegalAction, match="turn"):
        play(game, B, "1e")
    with pytest.raises(IllegalAction, match="not in your hand"):
        play(game, A, "1e")
    with pytest.raises(IllegalAction, match="onto the table"):
        game.apply(A, PlayCard(parse("5c"), "pile:1"))
    with pytest.raises(IllegalAction, match="only play a card"):
        game.apply(A, Call("ronda"))
    assert game.zones() == before and game.history == []


# ------------------------------------------------------------------ 2.5 bonuses


def test_rule_10_darba_catches_the_card_the_rival_has_just_placed():
    game = position(table="3o", hands=("5o 1b", "5c 2b"))
    play(game, A, "5o")
    events = play(game, B, "5c")
    assert kinds(events) == ["darba"] and scored(events) == [(B, 1, "darba")]
    assert game.piles[B] == parse_many("5o 5c")


def test_rule_10_no_darba_when_the_card_was_placed_earlier():
    game = position(table="3o", hands=("5o 1b", "5c 2b"))
    play(game, A, "5o")
    play(game, B, "2b")
    play(game, A, "1b")  # placed too: the last placement is now A's 1
    events = play(game, B, "5c")
    assert "darba" not in kinds(events) and game.scores == [0, 0]


def test_rule_10_no_darba_on_ones_own_card():
    game = position(table="3o", hands=("5o 5c", "2b 1e"))
    play(game, A, "5o")
    play(game, B, "2b")
    events = play(game, A, "5c")
    assert kinds(events) == [] and game.piles[A] == parse_many("5o 5c")


def test_test_4_darba_bkhamsa_bashra_chain():  # rules 10-12, RO-5
    game = position(table="3o", hands=("5o 5e 1b", "5c 5b 2b"))
    play(game, A, "5o")
    play(game, B, "5c")
    assert game.piles == [[], parse_many("5o 5c")]
    events = play(game, A, "5e")
    assert kinds(events) == ["bkhamsa"] and scored(events) == [(A, 5, "bkhamsa")]
    assert game.piles == [parse_many("5o 5c 5e"), []]
    events = play(game, B, "5b")
    assert kinds(events) == ["bashra"] and scored(events) == [(B, 10, "bashra")]
    assert game.piles == [[], parse_many("5o 5c 5e 5b")]
    assert game.scores == [5, 11] and game.table == parse_many("3o")


def test_chain_transfers_are_announced_then_moved_pile_to_pile():  # RO-5
    game = position(table="3o", hands=("5o 5e 1b", "5c 5b 2b"))
    play(game, A, "5o")
    play(game, B, "5c")
    events = play(game, A, "5e")
    call = events.index(Announced("bkhamsa", A, {"points": 5}))
    group = Moved(tuple(parse_many("5o 5c 5e")), "pile:1", "pile:0", seat=A)
    assert call < events.index(group)
    events = play(game, B, "5b")
    group = Moved(tuple(parse_many("5o 5c 5e 5b")), "pile:0", "pile:1", seat=B)
    assert events.index(Announced("bashra", B, {"points": 10})) < events.index(group)


def test_rule_11_the_group_includes_the_run_cards_the_darba_took():  # RO-5
    game = position(table="3o 6o 7o", hands=("5o 5e 1b", "5c 5b 2b"))
    play(game, A, "5o")
    play(game, B, "5c")
    assert game.piles[B][::-1] == parse_many("5c 5o 6o 7o")
    play(game, A, "5e")
    assert game.piles[A] == parse_many("7o 6o 5o 5c 5e") and game.piles[B] == []
    assert game.table == parse_many("3o")


def test_rule_13_the_chain_stops_when_another_rank_is_played_points_kept():
    game = position(table="3o", hands=("5o 1b 5e", "5c 2b 4b"))
    play(game, A, "5o")
    play(game, B, "5c")
    play(game, A, "1b")  # not the third 5: the Darba group is safe now
    play(game, B, "2b")
    events = play(game, A, "5e")
    assert kinds(events) == [] and game.table[-1] == parse("5e")
    assert game.scores == [0, 1] and game.piles[B][-2:] == parse_many("5o 5c")


def test_rule_13_no_bashra_once_the_chain_has_stopped():
    game = position(table="3o", hands=("5o 5e 1b", "5c 2b 5b"))
    play(game, A, "5o")
    play(game, B, "5c")
    play(game, A, "5e")
    play(game, B, "2b")
    play(game, A, "1b")
    events = play(game, B, "5b")
    assert kinds(events) == [] and game.scores == [5, 1]


def test_test_9_chain_across_a_deal():  # rule 13, RO-9
    game = position(table="3o", hands=("5o", "5c"), turn=A, dealer=B)
    put_on_top(game, "5e 1b 2b 5b 4c 6c")
    play(game, A, "5o")
    events = play(game, B, "5c")  # the last play of the deal, then a new deal
    assert "darba" in kinds(events) and any(isinstance(e, Dealt) for e in events)
    assert "bkhamsa" in kinds(play(game, A, "5e"))
    assert "bashra" in kinds(play(game, B, "5b"))
    assert game.scores == [5, 11] and game.table == parse_many("3o")


def test_rule_14_missa_for_emptying_the_table():
    game = position(table="4o 5o", hands=("4c 1b", "2b"))
    events = play(game, A, "4c")
    assert kinds(events) == ["missa"] and game.scores == [1, 0]


def test_test_5_darba_and_missa_on_one_play():
    game = position(hands=("3o 1b", "3c 2b"))
    play(game, A, "3o")
    events = play(game, B, "3c")
    assert kinds(events) == ["darba", "missa"] and game.scores == [0, 2]


def test_test_6_no_missa_on_the_last_play_of_the_hand():  # RO-8
    game = position(table="4o", hands=("", "4c"), turn=B)
    last_deal(game, to_a=20)
    events = before_hand_over(play(game, B, "4c"))
    assert kinds(events) == [] and ("missa" not in [why for _, _, why in scored(events)])
    assert game.results[0]["hand_points"] == [0, 0]


def test_darba_still_counts_on_the_last_play_of_the_hand():  # RO-10
    game = position(hands=("4o", "4c"), turn=A)
    last_deal(game, to_a=20)
    play(game, A, "4o")
    events = before_hand_over(play(game, B, "4c"))
    assert kinds(events) == ["darba"] and game.results[0]["hand_points"] == [0, 1]


def test_test_10_no_missa_from_a_pile():  # RO-10
    game = position(hands=("5o 5e 1b", "5c 2b 4b"))
    play(game, A, "5o")
    events = play(game, B, "5c")
    assert kinds(events) == ["darba", "missa"] and game.scores == [0, 2]
    events = play(game, A, "5e")
    assert kinds(events) == ["bkhamsa"] and game.table == []
    assert game.scores == [5, 2]


# ------------------------------------------------------------------ 2.6 end of hand and match


def test_rule_15_leftovers_go_to_the_last_capturer_and_are_no_missa():
    game = position(table="2o", hands=("", "7b"), turn=B)
    last_deal(game, to_a=18)
    game.last_taker = A
    events = before_hand_over(play(game, B, "7b"))
    assert LeftoversTaken(A, tuple(parse_many("7b 2o")), "table", "pile:0") in events
    assert kinds(events) == [] and game.results[0]["piles"] == [20, 20]


def test_rule_15_a_bkhamsa_counts_as_the_last_capture():  # RO-10
    game = position(table="3o", hands=("5o 5e", "5c 2b"))
    last_deal(game, to_a=17)
    for seat, card in ((A, "5o"), (B, "5c"), (A, "5e"), (B, "2b")):
        events = play(game, seat, card)
    assert LeftoversTaken(A, tuple(parse_many("2b 3o")), "table", "pile:0") in events
    assert game.results[0]["piles"] == [22, 18]


def test_test_7_card_points_beyond_20():  # rule 16, RO-6
    game = position(table="2o", hands=("", "7b"), turn=B)
    last_deal(game, to_a=21)
    game.last_taker = A
    events = play(game, B, "7b")
    assert (A, 3, "cards") in scored(events) and not [s for s in scored(events) if s[0] == B]
    over = next(e for e in events if isinstance(e, HandOver))
    assert over.results["piles"] == [23, 17] and over.results["card_points"] == [3, 0]


def match_point(scores: list[int], to_a: int, **options) -> tuple[RondaMarroqui, list]:
    """Play the last card of a hand that ends with A's pile at ``to_a + 2`` cards."""
    game = position(table="2o", hands=("", "7b"), turn=B, options=options)
    last_deal(game, to_a=to_a)
    game.last_taker, game.scores = A, list(scores)
    return game, play(game, B, "7b")


def test_rule_17_the_match_ends_when_someone_reaches_41():  # RO-6
    game, events = match_point([40, 10], to_a=19)
    assert game.scores == [41, 10] and game.outcome().winners == (A,)
    assert isinstance(events[-1], MatchOver) and game.actors() == ()


def test_rule_17_below_41_another_hand_is_played():
    game, _ = match_point([39, 10], to_a=19)
    assert game.outcome() is None and game.hand_number == 1


def test_rule_17_both_past_41_the_higher_total_wins():
    game, _ = match_point([45, 50], to_a=18)
    assert game.outcome().winners == (B,) and game.outcome().scores == (45, 50)


def test_rule_17_equal_totals_play_another_hand():
    game, _ = match_point([41, 41], to_a=18)
    assert game.outcome() is None and game.hand_number == 1


def test_rule_17_the_target_is_an_option():
    game, _ = match_point([10, 3], to_a=18, target=10)
    assert game.outcome().winners == (A,)


def test_a_bad_option_is_a_clear_error():
    with pytest.raises(OptionError, match="target"):
        new_game(GAME, {"target": 0})
    with pytest.raises(OptionError, match="announcements"):
        new_game(GAME, {"announcements": "yes"})


# ------------------------------------------------------------------ what each seat sees


def test_piles_lie_face_down_but_a_live_darba_group_shows():  # RO-5
    game = position(table="3o", hands=("5o 1b", "5c 2b"), piles=("1c 2c", ""))
    play(game, A, "5o")
    play(game, B, "5c")
    view = game.view(A)
    assert view.zones["pile:0"] == [None, None]
    assert view.zones["pile:1"] == parse_many("5o 5c")
    assert view.info["chain"] == {"holder": B, "rank": 5, "size": 2, "next": "bkhamsa"}
    play(game, A, "1b")
    assert game.view(A).zones["pile:1"] == [None, None] and game.info()["chain"] is None
