"""Chinchón (RULES.md §8): one test per rule, ruling and numbered test."""

from __future__ import annotations

import random

import pytest

from naipes_pg.cards import Card, parse, parse_many
from naipes_pg.rules.base import Call, Close, Draw, IllegalAction, OptionError, PlayCard
from naipes_pg.rules.chinchon import TURN_LIMIT, Chinchon, Stage
from naipes_pg.rules.chinchon_melds import CHINCHON, FULL, WILD_CHINCHON, fits, is_group, value
from naipes_pg.rules.events import Announced, Dealt, HandOver, MatchOver, Moved, Scored, Shuffled

PASS = Call("pass")


def rig(game: Chinchon, hands: dict[int, str], *, turn: int, stock_top: str = "",
        discard: str = "") -> Chinchon:
    """Give the seats these hands, the pile these cards (last on top) and the stock these
    first cards; every other card goes under them in the stock. ``turn`` is to draw."""
    held = {seat: parse_many(text) for seat, text in hands.items()}
    pile, top = parse_many(discard), parse_many(stock_top)
    used = {c for cards in held.values() for c in cards} | set(pile) | set(top)
    game.hands = [held.get(s, []) for s in range(game.players)]
    game.known = [[] for _ in range(game.players)]
    game.discard = pile
    game.stock = [c for c in game.cards if c not in used] + top[::-1]
    game.turn = turn
    game._stage(Stage.DRAW, turn)
    return game


def draw_and_close(game: Chinchon, seat: int, down: str, source: str = "stock") -> list:
    """``seat`` draws and closes laying ``down`` face down, the only way it can."""
    game.apply(seat, Draw(source))
    shapes = [a for a in game.legal_actions(seat) if isinstance(a, Close)
              and a.card == parse(down)]
    assert len(shapes) == 1, shapes
    return game.apply(seat, shapes[0])


def close_actions(game: Chinchon, seat: int) -> list[Close]:
    return [a for a in game.legal_actions(seat) if isinstance(a, Close)]


def new(players: int = 2, **options) -> Chinchon:
    return Chinchon({"players": players, **options}, seed=3, first_dealer=players - 1)


# ------------------------------------------------------------------ 8.1, 8.2 setup


def test_spec_options_and_the_comodin_variant():
    game = Chinchon(variant="comodin")
    assert game.spec.id == "chinchon" and game.spec.players == (2, 4)
    assert game.spec.name_es == game.spec.name_en == "Chinchón"
    assert game.wilds and len(game.all_cards()) == 40
    assert len(Chinchon({"comodin": True, "comodines": True}).all_cards()) == 42  # CH-8
    with pytest.raises(OptionError):
        Chinchon({"comodines": True})
    with pytest.raises(OptionError):
        Chinchon({"players": 5})


def test_rule_1_deal_of_seven_in_blocks_of_three_three_one_then_the_eldest_draws():
    game = Chinchon({"players": 3}, seed=5, first_dealer=1)
    dealt = [e.to for e in game.opening_events if isinstance(e, Dealt)]
    assert dealt[:9] == ["hand:2"] * 3 + ["hand:0"] * 3 + ["hand:1"] * 3
    assert dealt[18:21] == ["hand:2", "hand:0", "hand:1"] and dealt[-1] == "discard"
    assert [len(h) for h in game.hands] == [7, 7, 7]
    assert len(game.discard) == 1 and len(game.stock) == 40 - 21 - 1
    assert game.actors() == (2,) and game.info()["stage"] == Stage.DRAW


def test_what_players_see_the_pile_top_only_and_their_own_hand():
    game = rig(new(), {0: "1o 2o 3o 4c 5c 6c Rb", 1: "1e 2e 3e 4b 5b 6b Ro"}, turn=0,
               discard="7o 7c")
    view = game.view(0)
    assert view.zones["discard"] == [None, parse("7c")]
    assert view.zones["hand:1"] == [None] * 7 and None not in view.zones["hand:0"]
    assert view.info["hand_sizes"] == [7, 7] and view.info["stock"] == 40 - 16


# ------------------------------------------------------------------ 8.3 turn


def test_rule_2_and_3_draw_then_discard_ends_the_turn():
    game = rig(new(), {0: "1o 2o 3o 4c 5c 6c Rb", 1: "1e 2e 3e 4b 5b 6b Ro"}, turn=0,
               stock_top="Sb")
    assert game.legal_actions(0) == [Draw("stock"), Draw("discard")]
    game.apply(0, Draw("stock"))
    assert game.info()["stage"] == Stage.DISCARD and len(game.hands[0]) == 8
    game.apply(0, PlayCard("Sb", "discard"))
    assert game.actors() == (1,) and game.discard[-1] == parse("Sb") and game.turns == 1


def test_ch2_the_card_taken_from_the_pile_cannot_be_discarded_at_once():
    game = rig(new(), {0: "1o 2o 3o 4c 5c 6c Rb", 1: "1e 2e 3e 4b 5b 6b Ro"}, turn=0,
               discard="Sc")
    game.apply(0, Draw("discard"))
    assert PlayCard("Sc", "discard") not in game.legal_actions(0)
    refusal = game.why_illegal(0, PlayCard("Sc", "discard"))
    assert refusal is not None and "Sc" in str(refusal)
    assert game.info()["taken"] == "Sc"


def test_rule_4_an_empty_stock_is_renewed_from_the_pile_under_its_top():
    game = rig(new(), {0: "1o 2o 3o 4c 5c 6c Rb", 1: "1e 2e 3e 4b 5b 6b Ro"}, turn=0)
    game.discard, game.stock = game.discard + game.stock, []
    top = game.discard[-1]
    events = game.apply(0, Draw("stock"))
    assert any(isinstance(e, Shuffled) and e.zone == "stock" for e in events)
    assert game.discard == [top] and len(game.stock) == 40 - 14 - 1 - 1


# ------------------------------------------------------------------ 8.4 closing


def test_numbered_2_full_close_and_remainder_close_timing_and_value():
    game = rig(new(), {0: "1e 2e 3e 5o 5c 5b Rc", 1: "1c 2c 3c 4b 5b 6b Ro"}, turn=0,
               stock_top="5e")
    events = draw_and_close(game, 0, "Rc")
    assert Announced("cierre", 0, {"kind": FULL}) in events
    assert Scored(0, 10, "cierre") in events
    game = rig(new(), {0: "4c 5c 6c 7o 7e 7b Rc", 1: "1c 2c 3c 4b 5b 6b Ro"}, turn=0,
               stock_top="2o")
    game.apply(0, Draw("stock"))
    assert close_actions(game, 0) == []  # the first round of turns [CH-3]
    refused = game.why_illegal(0, Close("Rc", ("4c", "5c", "6c", "7o", "7e", "7b", "2o")))
    assert refused is not None and "every player" in str(refused)
    game.round_turns = 2
    assert close_actions(game, 0) == [Close("Rc", ("4c", "5c", "6c", "7b", "7e", "7o", "2o"))]
    assert game.is_legal(0, Close("Rc", ("7o", "7e", "7b", "6c", "5c", "4c", "2o")))
    assert not game.is_legal(0, Close("Rc", ("7o", "7e", "2o", "6c", "5c", "4c", "7b")))
    assert [a.card for a in close_actions(game, 0)] == [parse("Rc")]  # never Rc as the rest


def test_numbered_3_chinchon_wins_the_match_and_nobody_scores():
    game = rig(new(), {0: "1c 2c 3c 4c 5c 6c Rb", 1: "1e 2e 3e 4b 5b 6b Ro"}, turn=0,
               stock_top="7c")
    game.scores = [-20, 30]
    events = draw_and_close(game, 0, "Rb")
    assert Announced("chinchon", 0, {"kind": CHINCHON}) in events
    assert not any(isinstance(e, Scored) for e in events)
    assert game.outcome().winners == (0,) and game.scores == [-20, 30]
    assert isinstance(events[-1], MatchOver) and isinstance(events[-2], HandOver)


def test_numbered_7_the_best_kind_always_applies():
    game = rig(new(), {0: "1c 2c 3c 4c 5c 6c Rb", 1: "1e 2e 3e 4b 5b 6b Ro"}, turn=0,
               stock_top="7c")
    game.round_turns = 5
    game.apply(0, Draw("stock"))
    (close,) = close_actions(game, 0)
    assert close.groups == tuple(parse_many("1c 2c 3c 4c 5c 6c 7c"))
    game = rig(new(), {0: "2e 3e 4e 5e 7o 7c Rb", 1: "1c 2c 3c 4b 5b 6b Ro"}, turn=0,
               stock_top="7b")
    game.round_turns = 5
    events = draw_and_close(game, 0, "Rb")
    assert Scored(0, 10, "cierre") in events  # never a remainder of 2e


def test_numbered_8_ch2_the_card_taken_cannot_go_face_down():
    game = rig(new(), {0: "1e 2e 3e 5o 5b 5e Rc", 1: "1c 2c 3c 4b 6b 7b Ro"}, turn=0,
               discard="5c")
    game.apply(0, Draw("discard"))
    assert [a.card for a in close_actions(game, 0)] == [parse("Rc")]
    refused = game.why_illegal(0, Close("5c", ("1e", "2e", "3e", "5o", "5b", "5e", "Rc")))
    assert refused is not None and "5c" in str(refused)


def test_numbered_9_ch3_remainder_close_from_the_eldests_second_turn():
    game = Chinchon({"players": 3}, seed=1, first_dealer=2)  # 2 deals, 0 is the eldest
    rig(game, {0: "1e 2e 3e 4b 5b 6b Ro", 1: "Re Cb Co Cc Ce So Se",
               2: "4c 5c 6c 7o 7e 7b Rb"}, turn=0, stock_top="Sc Sb 2o 1c")
    for seat, card in ((0, "Sc"), (1, "Sb")):
        game.apply(seat, Draw("stock"))
        game.apply(seat, PlayCard(card, "discard"))
    game.apply(2, Draw("stock"))
    assert close_actions(game, 2) == []  # the dealer's first turn: 4c 5c 6c + 7s + 2o refused
    game.apply(2, PlayCard("2o", "discard"))
    game.apply(0, Draw("stock"))
    assert close_actions(game, 0) == [Close("Ro", ("1e", "2e", "3e", "4b", "5b", "6b", "1c"))]


def test_rule_5_remainder_allowed_for_the_eldest_on_his_second_turn_not_before():
    game = Chinchon({"players": 3}, seed=1, first_dealer=2)
    assert not game.remainder_allowed
    for _ in range(2):
        seat = game.actors()[0]
        game.apply(seat, Draw("stock"))
        game.apply(seat, PlayCard(game.hands[seat][-1], "discard"))
    assert game.actors() == (2,) and not game.remainder_allowed  # the dealer's first turn
    game.apply(2, Draw("stock"))
    game.apply(2, PlayCard(game.hands[2][-1], "discard"))
    assert game.actors() == (0,) and game.remainder_allowed


# ------------------------------------------------------------------ lay-offs and arrangement


def _remainder_close(hands: dict[int, str], players: int = 2, **options) -> Chinchon:
    game = rig(new(players, **options), hands, turn=0, stock_top="2o")
    game.round_turns = players
    draw_and_close(game, 0, "Rc")
    return game


def test_numbered_4_lay_offs_one_card_a_group_in_turn_order():
    game = _remainder_close({0: "4c 5c 6c 7o 7e 7b Rc", 1: "3c 7c 1o 1e 1b Re Rb",
                             2: "Sc 2e 2b Ce Cb Co 1c"}, players=3)
    assert game.melds == [parse_many("4c 5c 6c"), parse_many("7b 7e 7o")]
    assert game.info()["stage"] == Stage.LAYOFF and game.actors() == (1,)
    assert set(game.legal_actions(1)) == {PlayCard("3c", "meld:0"), PlayCard("7c", "meld:0"),
                                          PlayCard("7c", "meld:1"), PASS}
    assert game.preselected_layoffs(1) == [PlayCard("3c", "meld:0"), PlayCard("7c", "meld:1")]
    game.apply(1, PlayCard("3c", "meld:0"))
    events = game.apply(1, PlayCard("7c", "meld:1"))
    over = next(e for e in events if isinstance(e, HandOver))
    assert over.results["layoffs"] == [[1, "3c", 0], [1, "7c", 1]]
    assert Scored(1, -20, "sin_ligar") in events  # 1o 1e 1b is a trío


def test_numbered_4_a_later_player_cannot_add_to_a_group_that_took_a_card():
    game = _remainder_close({0: "4c 5c 6c 7o 7e 7b Rc", 1: "3c 1o 1e Ce Re Rb Sb",
                             2: "7c 2e 2b Cb Co Cc 1c"}, players=3)
    game.apply(1, PlayCard("3c", "meld:0"))
    assert game.actors() == (2,)
    assert game.legal_actions(2) == [PlayCard("7c", "meld:1"), PASS]
    refused = game.why_illegal(2, PlayCard("7c", "meld:0"))
    assert refused is not None and "already" in str(refused)


def test_numbered_4_ch5_preselection_lays_7c_on_the_group_shown_first():
    game = _remainder_close({0: "4c 5c 6c 7o 7e 7b Rc", 1: "7c 1o 1e Ce Re Rb Sb"})
    assert game.preselected_layoffs(1) == [PlayCard("7c", "meld:0")]


def test_ch5_preselection_lays_off_as_few_cards_as_possible():
    game = _remainder_close({0: "4c 5c 6c 7o 7e 7b Rc", 1: "3c 3o 3e 3b Re Rb Sb"})
    # 3c lies in the cuarteto of 3s or, laid off, leaves a trío: the same value, fewer moves
    assert game.preselected_layoffs(1) == []


def test_ch4_no_lay_offs_after_a_full_close():
    game = rig(new(), {0: "1e 2e 3e 5o 5c 5b Rc", 1: "4e 7e 6b 6c 6o Ro Sb"}, turn=0,
               stock_top="5e")
    events = draw_and_close(game, 0, "Rc")
    assert any(isinstance(e, HandOver) for e in events) and game.info()["stage"] == Stage.DRAW


def test_numbered_1_rule_7_the_others_best_arrangement_counts():
    game = rig(new(), {0: "1e 2e 3e 5o 5c 5b Rc", 1: "2c 3c 4c 5c 6c Rb Sb"}, turn=0,
               stock_top="5e")
    events = draw_and_close(game, 0, "Rc")
    assert Scored(1, -(2 + 10 + 10), "sin_ligar") in events
    over = next(e for e in events if isinstance(e, HandOver))
    assert over.results["arrangements"]["1"]["groups"] == [["3c", "4c", "5c", "6c"]]
    assert over.piles["hand:1"] and None not in over.piles["hand:1"]  # hands shown
    assert game.redact([over], 0)[0].piles["hand:1"][0] is not None


# ------------------------------------------------------------------ 8.5 scoring, 8.6 comodín


def test_numbered_5_scores_and_elimination_at_minus_fifty():
    game = rig(new(3), {0: "1e 2e 3e 5o 5c 5b Rc", 1: "Sc Sb 2o 2b 4o 6e 7c",
                        2: "Ro Rb 1c 2c 3c 4c 6b"}, turn=0, stock_top="5e")
    game.scores = [0, -20, -45]
    events = draw_and_close(game, 0, "Rc")
    assert game.scores == [10, -20 - 41, -45 - 26]
    assert Announced("eliminado", 1, {"score": -61}) in events
    assert game.out == [False, True, True] and game.outcome().winners == (0,)
    assert game.outcome().reason == "last_standing"


def test_rule_11_fifty_wins():
    game = rig(new(), {0: "1e 2e 3e 5o 5c 5b Rc", 1: "2c 3c 4c 5c 6c Rb Sb"}, turn=0,
               stock_top="5e")
    game.scores = [40, 0]
    draw_and_close(game, 0, "Rc")
    assert game.outcome().winners == (0,) and game.outcome().reason == "fifty"


def test_numbered_6_the_comodin_groups():
    assert is_group(parse_many("5e 6e 1o"), True)
    assert not is_group(parse_many("5e 6e 1o J1"), True)
    assert value(parse("1o"), True) == 25 and value(parse("1o"), False) == 1
    game = rig(new(comodin=True), {0: "1e 2e 3e 5o 5c 5b Rc", 1: "1o 2c 4e 6b Sc Co Re"},
               turn=0, stock_top="5e")
    events = draw_and_close(game, 0, "Rc")
    assert Scored(1, -(25 + 2 + 4 + 6 + 30), "sin_ligar") in events  # 1o alone costs 25


def test_numbered_10_lay_off_with_wildcards():
    game = rig(new(comodin=True, comodines=True),
               {0: "5e 6e 1o 7o 7c 7b Rc", 1: "3e J1 Se 4e 2b 2o 3o"}, turn=0, stock_top="2c")
    game.round_turns = 2
    game.apply(0, Draw("stock"))
    (close,) = [a for a in close_actions(game, 0) if a.card == parse("Rc")]
    assert close.groups == tuple(parse_many("5e 6e 1o 7b 7c 7o 2c"))
    game.apply(0, close)
    legal = set(game.legal_actions(1))
    assert {PlayCard(c, "meld:0") for c in ("3e", "4e", "Se")} <= legal
    assert PlayCard("J1", "meld:1") in legal and PlayCard("J1", "meld:0") not in legal
    assert fits(parse_many("5e 6e 1o"), parse("7e"), True)


def test_numbered_11_ch13_one_of_oros_in_its_own_place_is_a_wild_chinchon():
    game = rig(new(comodin=True), {0: "1o 2o 3o 4o 5o 6o Rb", 1: "1e 2e 3e 4b 5b 6b Ro"},
               turn=0, stock_top="7o")
    events = draw_and_close(game, 0, "Rb")
    assert Announced("cierre", 0, {"kind": WILD_CHINCHON}) in events
    assert Scored(0, 10, "cierre") in events and game.outcome() is None


def test_numbered_12_ch7_elimination_with_three_players():
    game = rig(new(3), {0: "1e 2e 3e 5o 5c 5b Rc", 1: "2c 3c 4c 5b 6b 7b 1b",
                        2: "Ro Rb Sc Sb Co Cb 4o"}, turn=0, stock_top="5e")
    game.dealer, game.scores = 2, [0, 0, -45]
    draw_and_close(game, 0, "Rc")
    assert game.out == [False, False, True]
    assert game.scores[2] == -45 - 34  # Sb Cb Rb is an escalera
    assert game.dealer == 0 and game.hands[2] == [] and [len(h) for h in game.hands[:2]] == [7, 7]
    assert game.actors() == (1,)  # the seat after the dealer, skipping the eliminated
    rig(game, {1: "4c 5c 6c 7o 7e 7b Rc", 0: "1c 2b 5o Co Cc Ce Cb"}, turn=1, stock_top="3o")
    game.scores = [-45, -48, -50]  # C went out at -50
    game.round_turns = 2
    draw_and_close(game, 1, "Rc")
    if game.info()["stage"] == Stage.LAYOFF:
        game.apply(0, PASS)
    assert game.scores == [-53, -51, -50]
    assert game.outcome().winners == (1,) and game.outcome().reason == "all_out"


def test_numbered_13_ch14_the_match_ends_after_its_2000th_turn():
    game = rig(new(3), {0: "1e 2e 3e 5o 5c 5b Rc", 1: "2c 3c 4c 5b 6b 7b 1b",
                        2: "Ro Rb Sc Sb Co Cb 4o"}, turn=0, stock_top="Se")
    game.scores, game.turns = [12, -30, -5], TURN_LIMIT - 1
    game.apply(0, Draw("stock"))
    events = game.apply(0, PlayCard("Se", "discard"))
    assert not any(isinstance(e, Scored) for e in events)  # the round is not scored
    (over,) = [e for e in events if isinstance(e, HandOver)]
    assert over.winners == () and over.results["turn_limit"] and over.results["points"] == [0] * 3
    assert game.outcome().winners == (0,) and game.outcome().reason == "turn_limit"
    assert game.scores == [12, -30, -5] and game.turns == TURN_LIMIT


def test_ch14_a_close_on_the_last_turn_is_scored_first():
    game = rig(new(), {0: "1e 2e 3e 5o 5c 5b Rc", 1: "2c 3c 4c 5c 6c Rb Sb"}, turn=0,
               stock_top="5e")
    game.scores, game.turns = [-5, 0], TURN_LIMIT - 1
    draw_and_close(game, 0, "Rc")
    assert game.scores == [5, -22] and game.outcome().winners == (0,)


def test_numbered_14_ch11_the_closer_chooses_the_groups():
    game = rig(new(comodin=True), {0: "1o 2o 4o 2c 3c 4c Rb", 1: "1e 2e 3e 4b 5b 6b Ro"},
               turn=0, stock_top="4e")
    game.round_turns = 2
    game.apply(0, Draw("stock"))
    shapes = {a.groups for a in close_actions(game, 0) if a.card == parse("Rb")}
    assert {tuple(parse_many("2c 2o 1o 4c 4e 4o 3c")),
            tuple(parse_many("2c 3c 4c 4e 4o 1o 2o"))} <= shapes
    assert tuple(parse_many("2c 3c 1o 4c 4e 4o 2o")) in shapes  # a third way, also legal
    chosen = Close("Rb", ("2c", "3c", "4c", "4e", "4o", "1o", "2o"))
    events = game.apply(0, chosen)
    assert game.rest == [parse("2o")] and events
    assert game.legal_actions(1) == [PlayCard("4b", "meld:1"), PASS]
    game.apply(1, PASS)
    assert game.scores[0] == -2


# ------------------------------------------------------------------ the protocol


def test_illegal_actions_say_why_in_english_templates():
    game = rig(new(), {0: "1o 2o 3o 4c 5c 6c Rb", 1: "1e 2e 3e 4b 5b 6b Ro"}, turn=0)
    with pytest.raises(IllegalAction, match="Draw a card first"):
        game.apply(0, PlayCard("Rb", "discard"))
    game.apply(0, Draw("stock"))
    with pytest.raises(IllegalAction, match="already drawn"):
        game.apply(0, Draw("discard"))
    with pytest.raises(IllegalAction, match="do not hold"):
        game.apply(0, PlayCard("Re", "discard"))
    with pytest.raises(IllegalAction, match="do not close"):
        game.apply(0, Close("Rb", tuple(game.hands[0][:6]) + (game.hands[0][7],)))


def test_determinize_keeps_a_card_taken_from_the_pile_in_its_hand():
    game = rig(new(), {0: "1o 2o 3o 4c 5c 6c Rb", 1: "1e 2e 3e 4b 5b 6b Ro"}, turn=1,
               discard="Sc")
    game.apply(1, Draw("discard"))
    game.apply(1, PlayCard("Ro", "discard"))
    for k in range(10):
        world = game.determinize(0, random.Random(k))
        assert parse("Sc") in world.hands[1]
        assert sorted(world.all_cards()) == sorted(game.all_cards())
        assert world.view(0).zones == game.view(0).zones


def test_the_face_down_card_of_a_close_is_hidden_from_the_others():
    game = rig(new(), {0: "4c 5c 6c 7o 7e 7b Rc", 1: "3c 1o 1e Ce Re Rb Sb"}, turn=0,
               stock_top="2o")
    game.round_turns = 2
    events = draw_and_close(game, 0, "Rc")
    moved = next(e for e in events if isinstance(e, Moved) and e.to == "closed")
    assert game.redact([moved], 1)[0].cards == (None,)
    assert game.redact([moved], 0)[0].cards == (Card(12, "c"),)
    assert game.view(1).zones["closed"] == [None]


def test_ch9_a_chinchon_with_a_joker_scores_as_a_full_close():
    game = rig(new(comodin=True, comodines=True),
               {0: "1c 2c 3c 4c 5c 6c Rb", 1: "1e 2e 3e 4b 5b 6b Ro"}, turn=0, stock_top="J2")
    events = draw_and_close(game, 0, "Rb")
    assert Announced("cierre", 0, {"kind": WILD_CHINCHON}) in events
    assert game.scores[0] == 10 and game.outcome() is None
