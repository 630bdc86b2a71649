"""Cinquillo: one test per rule, ruling and numbered test of RULES.md §5."""

from __future__ import annotations

import random

import pytest

from naipes_pg.cards import SPANISH_40, parse, parse_many
from naipes_pg.rules.base import Call, IllegalAction, OptionError, PlayCard
from naipes_pg.rules.cinquillo import ORDER, STEP, Cinquillo
from naipes_pg.rules.events import Announced, Dealt, HandOver, HandStarted, MatchOver, Scored
from naipes_pg.rules.registry import new_game

PASO, TERMINAR = Call("paso"), Call("terminar")


def position(rows: str, hands: tuple[str, ...], *, turn: int = 0, variant: str | None = None,
             options: dict | None = None) -> Cinquillo:
    """A deal whose rows hold ``rows`` (cards of any suits, each row a run) and whose hands
    hold ``hands``; the cards named nowhere are out of play (not needed by these tests)."""
    game = new_game("cinquillo", {"players": len(hands), **(options or {})}, 1,
                    variant=variant)
    game.hands = [parse_many(h) for h in hands]
    laid: dict[str, list] = {suit: [] for suit in "oceb"}
    for card in sorted(parse_many(rows), key=lambda c: STEP[c.rank]):
        laid[card.suit].append(card)
    game.set_rows(laid)
    game.turn = turn
    game.again = False
    return game


def deck_with(tops: dict[int, str]) -> list:
    """The 40 cards with the given 1-based positions (top first) fixed, the rest in order."""
    fixed = {pos: parse(card) for pos, card in tops.items()}
    rest = [c for c in SPANISH_40 if c not in fixed.values()]
    return [fixed[pos] if pos in fixed else rest.pop(0) for pos in range(1, 41)]


def played_cards(game: Cinquillo, seat: int) -> set:
    return {act.card for act in game.legal_actions(seat) if isinstance(act, PlayCard)}


def test_order_goes_from_7_to_sota_rule_1():
    assert STEP[parse("So").rank] == STEP[parse("7o").rank] + 1
    assert len(ORDER) == 10


def test_source_example_legal_set_rule_4_test_1():
    """Test 1: 5o and 5c+6c on the table → 4o, 6o, 4c, 7c, 5e and 5b."""
    game = position("5o 5c 6c", ("4o 6o 4c 7c 5e 5b 3o 3c Rb", "1o"))
    assert played_cards(game, 0) == set(parse_many("4o 6o 4c 7c 5e 5b"))


def test_sota_follows_7_test_2():
    game = position("5o 5c 6c 7c", ("Sc Cc", "1o"))
    assert played_cards(game, 0) == {parse("Sc")}


def test_rows_grow_one_card_at_a_time_next_to_an_end_rule_3():
    game = position("5o 4o 6o", ("3o 2o 7o So", "1c"))
    game.apply(0, PlayCard(parse("3o"), "row:o"))
    assert game.rows["o"] == parse_many("3o 4o 5o 6o")
    assert played_cards(game, 1) == set()
    game.turn = 0
    assert played_cards(game, 0) == set(parse_many("2o 7o"))


def test_a_card_goes_only_in_its_own_suits_row_rule_4():
    game = position("5o 5c", ("4o 4c", "1o"))
    with pytest.raises(IllegalAction, match="row of its own suit"):
        game.apply(0, PlayCard(parse("4o"), "row:c"))


def test_a_row_opens_only_with_its_5_rule_4a():
    game = position("5o", ("4e 5e", "1o"))
    with pytest.raises(IllegalAction, match="opens with its 5"):
        game.apply(0, PlayCard(parse("4e"), "row:e"))
    game.apply(0, PlayCard(parse("5e"), "row:e"))
    assert game.rows["e"] == [parse("5e")]


def test_pass_with_a_legal_card_is_refused_ci_1_test_4():
    game = position("5o", ("6o 1c", "1o"))
    assert PASO not in game.legal_actions(0)
    with pytest.raises(IllegalAction, match="cannot pass"):
        game.apply(0, PASO)


def test_pass_only_without_a_legal_card_ci_1_rule_5():
    game = position("5o", ("1c 2c", "6o"))
    assert game.legal_actions(0) == [PASO]
    events = game.apply(0, PASO)
    assert Announced("paso", 0, {}) in events
    assert game.turn == 1  # rule 6


def test_the_turn_passes_to_the_next_seat_rule_6():
    game = position("5o", ("6o 1c", "1c 2c", "3o 4c"), turn=1)
    game.apply(1, PASO)
    assert game.turn == 2
    game.apply(2, PASO)
    assert game.turn == 0


def test_first_empty_hand_wins_and_the_deal_ends_rule_7():
    game = position("5o", ("6o", "1c 2c"))
    events = game.apply(0, PlayCard(parse("6o"), "row:o"))
    over = next(e for e in events if isinstance(e, HandOver))
    assert over.winners == (0,) and over.results["cards"] == [0, 2]
    assert game.outcome().winners == (0,) and game.outcome().reason == "first_out"
    assert isinstance(events[-1], MatchOver)


def test_deal_4_players_in_blocks_of_3_test_7():
    """Test 7: the seat after the dealer gets cards 1–3, 13–15, 25–27, 37; the dealer
    10–12, 22–24, 34–36 and 40."""
    deck = list(SPANISH_40)
    game = Cinquillo({"players": 4}, 0, decks=[deck], first_dealer=2)
    pos = {card: i + 1 for i, card in enumerate(deck)}
    eldest = sorted(pos[c] for c in game.hands[3])
    dealer = sorted(pos[c] for c in game.hands[2])
    assert eldest == [1, 2, 3, 13, 14, 15, 25, 26, 27, 37]
    assert dealer == [10, 11, 12, 22, 23, 24, 34, 35, 36, 40]


def test_deal_2_players_20_each_ci_5():
    game = Cinquillo({"players": 2}, 0, decks=[list(SPANISH_40)], first_dealer=0)
    assert [len(h) for h in game.hands] == [20, 20]
    pos = {card: i + 1 for i, card in enumerate(SPANISH_40)}
    assert sorted(pos[c] for c in game.hands[1])[-2:] == [37, 38]  # the short round: 2 each


def test_3_players_the_5o_holder_receives_14_cards_test_3():
    deck = deck_with({5: "5o"})  # card 5 goes to seat 2 (after dealer 0: seat 1 gets 1–3)
    game = Cinquillo({"players": 3}, 0, decks=[deck], first_dealer=0)
    assert [len(h) for h in game.hands] == [13, 13, 14]
    assert parse("5o") in game.hands[2] and deck[39] in game.hands[2]
    assert game.turn == 2  # rule 2: the 5o holder starts


def test_3_players_40th_card_5o_goes_after_the_dealer_test_8():
    deck = deck_with({40: "5o"})
    game = Cinquillo({"players": 3}, 0, decks=[deck], first_dealer=1)
    assert [len(h) for h in game.hands] == [13, 13, 14]
    assert parse("5o") in game.hands[2]
    assert game.turn == 2
    events = game.apply(2, PlayCard(parse("5o"), "row:o"))
    assert Announced("cinco_de_oros", 2, {}) in events


def test_forced_opening_with_the_5_de_oros_rule_2():
    game = Cinquillo({"players": 4}, 3)
    seat = game.turn
    assert parse("5o") in game.hands[seat]
    assert game.legal_actions(seat) == [PlayCard(parse("5o"), "row:o")]
    other = next(c for c in game.hands[seat] if c != parse("5o"))
    with pytest.raises(IllegalAction, match="opens with the 5 of coins"):
        game.apply(seat, PlayCard(other, f"row:{other.suit}"))


def test_every_deal_starts_and_ends_with_its_events():
    game = Cinquillo({"players": 2}, 5)
    assert isinstance(game.opening_events[0], HandStarted)
    assert sum(isinstance(e, Dealt) for e in game.opening_events) == 40


def test_puntaje_winner_scores_the_other_hands_sizes_test_5():
    game = position("5o", ("6o", "1c 2c", "3c 4c Rb"), variant="puntaje")
    events = game.apply(0, PlayCard(parse("6o"), "row:o"))
    assert Scored(0, 5, "cartas") in events
    over = next(e for e in events if isinstance(e, HandOver))
    assert over.results["points"] == [5, 0, 0] and over.results["cards"] == [0, 2, 3]
    assert game.points == [5, 0, 0] and game.outcome() is None  # deals go on to 20
    assert game.hand_number == 1 and sum(map(len, game.hands)) == 40


def test_puntaje_20_points_win_the_match_rule_5_5():
    game = position("5o", ("6o", "1c 2c"), variant="puntaje")
    game.points = [18, 19]
    game.apply(0, PlayCard(parse("6o"), "row:o"))
    assert game.outcome().winners == (0,) and game.outcome().reason == "points"


def test_doble_turno_play_rb_then_1b_allows_a_third_play_test_6():
    game = position("5o 5b 6b 7b Sb Cb 4b 3b 2b", ("Rb 1b 4o 1c", "1o"), variant="doble-turno")
    game.apply(0, PlayCard(parse("Rb"), "row:b"))
    assert game.turn == 0 and TERMINAR in game.legal_actions(0)
    events = game.apply(0, PlayCard(parse("1b"), "row:b"))
    assert Announced("otra", 0, {"card": "1b"}) in events
    assert game.turn == 0 and PlayCard(parse("4o"), "row:o") in game.legal_actions(0)
    game.apply(0, PlayCard(parse("4o"), "row:o"))
    assert game.turn == 1


def test_doble_turno_may_stop_and_without_a_card_the_turn_ends_ci_3():
    game = position("5o 5b 6b 7b Sb Cb", ("Rb 4o 1c", "1o 2c"), variant="doble-turno")
    game.apply(0, PlayCard(parse("Rb"), "row:b"))
    game.apply(0, TERMINAR)
    assert game.turn == 1
    game = position("5o 5b 6b 7b Sb Cb", ("Rb 1c 2c", "1o 2e"), variant="pago-doble-turno")
    events = game.apply(0, PlayCard(parse("Rb"), "row:b"))
    assert game.turn == 1 and game.chips == [10, 10]  # no pass, no chip
    assert not any(isinstance(e, Announced) for e in events)


def test_doble_turno_last_card_wins_at_once_ci_3():
    game = position("5o 5b 6b 7b Sb Cb", ("Rb", "1o"), variant="doble-turno")
    game.apply(0, PlayCard(parse("Rb"), "row:b"))
    assert game.outcome().winners == (0,)


def test_without_doble_turno_a_rey_ends_the_turn():
    game = position("5o 5b 6b 7b Sb Cb", ("Rb 4o", "1o"))
    game.apply(0, PlayCard(parse("Rb"), "row:b"))
    assert game.turn == 1 and TERMINAR not in game.legal_actions(1)


def test_pago_a_pass_pays_a_chip_into_the_pot_ci_2():
    game = position("5o", ("1c 2c", "6o"), variant="pago")
    events = game.apply(0, PASO)
    assert Scored(0, -1, "paso") in events
    assert game.chips == [9, 10] and game.pot == 1


def test_pago_a_player_without_chips_passes_free_ci_2():
    game = position("5o", ("1c 2c", "6o 3c"), variant="pago")
    game.chips = [1, 19]
    events = game.apply(0, PASO)
    assert Announced("sin_fichas", 0, {}) in events and game.chips == [0, 19]
    game.turn = 0
    game.apply(0, PASO)
    assert game.chips == [0, 19] and game.pot == 1


def test_pago_the_deal_winner_takes_the_pot_ci_2():
    game = position("5o", ("6o", "1c 2c"), variant="pago")
    game.chips, game.pot = [7, 9], 4
    events = game.apply(0, PlayCard(parse("6o"), "row:o"))
    assert Scored(0, 4, "bote") in events
    assert game.chips == [11, 9] and game.pot == 0


def test_pago_match_ends_when_one_player_has_chips_ci_2():
    game = position("5o", ("6o", "1c 2c", "3c"), variant="pago")
    game.chips, game.pot = [0, 0, 0], 30
    game.apply(0, PlayCard(parse("6o"), "row:o"))
    assert game.outcome().winners == (0,) and game.outcome().reason == "chips"
    assert game.outcome().scores == (30, 0, 0)


def test_pago_match_goes_on_while_two_players_hold_chips_ci_2():
    game = position("5o", ("6o", "1c 2c", "3c"), variant="pago")
    game.chips, game.pot = [0, 0, 5], 25
    game.apply(0, PlayCard(parse("6o"), "row:o"))
    assert game.outcome() is None and game.chips == [25, 0, 5]


def test_pago_deal_limit_of_1_ends_after_the_first_deal_test_10():
    game = position("5o", ("6o", "1c 2c", "3c"), variant="pago", options={"deals": 1})
    game.chips, game.pot = [8, 12, 9], 1
    game.apply(0, PlayCard(parse("6o"), "row:o"))
    assert game.outcome().winners == (1,) and game.outcome().reason == "deal_limit"


def test_pago_equal_chip_leaders_share_the_win_ci_2():
    game = position("5o", ("6o", "1c 2c"), variant="pago", options={"deals": 1})
    game.chips, game.pot = [9, 10], 1
    game.apply(0, PlayCard(parse("6o"), "row:o"))
    assert game.outcome().winners == (0, 1) and game.outcome().returns == (0.5, 0.5)


@pytest.mark.parametrize("deals", [0, 101])
def test_pago_deal_limit_outside_1_to_100_is_refused_test_10(deals):
    with pytest.raises(OptionError):
        new_game("cinquillo", {"pago": True, "deals": deals}, 1)


def test_pago_and_puntaje_20_points_win_over_chips_ci_4_test_9():
    game = position("5o", ("6o", "1c 2c"), variant="pago-puntaje", options={"deals": 1})
    game.points, game.chips = [18, 0], [1, 19]
    game.apply(0, PlayCard(parse("6o"), "row:o"))
    assert game.outcome().winners == (0,) and game.outcome().reason == "points"


def test_pago_and_puntaje_otherwise_the_chip_ending_follows_ci_4():
    game = position("5o", ("6o", "1c 2c"), variant="pago-puntaje", options={"deals": 1})
    game.chips = [1, 19]
    game.apply(0, PlayCard(parse("6o"), "row:o"))
    assert game.outcome().winners == (1,) and game.outcome().reason == "deal_limit"


def test_the_deal_passes_to_the_next_seat_ci_5():
    game = position("5o", ("6o", "1c 2c"), variant="puntaje")
    game.dealer = 1
    events = game.apply(0, PlayCard(parse("6o"), "row:o"))
    assert HandStarted(1, 0) in events and game.dealer == 0


def test_a_pass_is_remembered_by_the_search_worlds():
    """A rival who passed with 6o playable cannot be dealt the 6o in a searched world."""
    game = position("5o", ("1c 2c", "6o 3c", "4o 7c"), turn=0)
    game.turn = 1
    game.hands[1] = parse_many("1e 3c")
    game.hands[2] = parse_many("4o 6o")
    game.apply(1, PASO)
    for seed in range(30):
        world = game.determinize(0, random.Random(seed))
        assert parse("6o") not in world.hands[1] and parse("4o") not in world.hands[1]


def test_a_pass_in_a_copy_teaches_the_real_game_nothing():
    """The search passes in its copies: what those passes show stays in them."""
    game = position("5o", ("1c 2c", "1e 3c", "4o 6o"), turn=1)
    world = game.clone()
    world.apply(1, PASO)
    assert game.passed[1] == frozenset() and world.passed[1]
    for seed in range(10):
        game.determinize(0, random.Random(seed))  # no NoWorld: nothing to keep out


def test_legal_check_agrees_with_the_legal_list():
    game = position("5o 5c 6c", ("4o 6o 4c 7c 5e 1b", "1o"))
    for card in game.hands[0]:
        for zone in ("row:o", "row:c", "row:e", "row:b"):
            act = PlayCard(card, zone)
            assert game.is_legal(0, act) == (act in game.legal_actions(0))
