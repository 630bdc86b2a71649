"""Siete y Media (RULES.md §12): one test per rule and per numbered test of 12.5."""

from __future__ import annotations

import pytest

from naipes_pg.cards import SPANISH_40, parse
from naipes_pg.rules.base import Bet, Call, IllegalAction, OptionError, PlayCard
from naipes_pg.rules.events import Announced, Dealt, HandOver, MatchOver, Revealed, Scored
from naipes_pg.rules.siete_y_media import (
    SIETE_Y_MEDIA,
    SPEC,
    SieteYMedia,
    Stage,
    total,
    value,
)

PEDIR, PLANTARSE, NO_DESCARTAR = Call("pedir"), Call("plantarse"), Call("no_descartar")


def deck(text: str) -> list:
    """A deck whose top cards are ``text``, the others after them in the deck's order."""
    top = [parse(t) for t in text.split()]
    return top + [c for c in SPANISH_40 if c not in top]


def game(tops: str | list[str], players: int = 1, **options) -> SieteYMedia:
    tops = [tops] if isinstance(tops, str) else tops
    return SieteYMedia({"players": players, **options}, decks=[deck(t) for t in tops])


def play(g: SieteYMedia, *actions) -> list:
    """Apply ``actions`` in turn, each by the one actor; returns all their events."""
    events = []
    for act in actions:
        (seat,) = g.actors()
        events += g.apply(seat, act)
    return events


def cards(text: str) -> list:
    return [parse(t) for t in text.split()]


def kinds(events) -> list[str]:
    return [e.kind for e in events if isinstance(e, Announced)]


# ------------------------------------------------------------------ 12.1 values and the spec


def test_values_are_half_points_figures_count_a_half():
    assert [value(parse(t)) for t in "1o 2o 3o 4o 5o 6o 7o So Co Ro".split()] == \
        [2, 4, 6, 8, 10, 12, 14, 1, 1, 1]
    assert total(cards("7o Sc")) == SIETE_Y_MEDIA == 15


def test_spec_names_players_deck_and_variants():
    assert (SPEC.id, SPEC.name_es, SPEC.name_en) == ("siete-y-media", "Siete y Media",
                                                      "Seven and a Half")
    assert SPEC.players == (1, 7) and SPEC.deck == "spanish40"
    assert SPEC.resolve(variant="apuestas-descarte")["apuestas"] is True
    assert SPEC.resolve(variant="apuestas-descarte")["descarte"] is True  # SM-13
    with pytest.raises(OptionError):
        SPEC.resolve({"players": 8})


# ------------------------------------------------------------------ 12.2 the round


def test_7_deal_in_seat_order_then_the_house_face_up():
    g = game("1o 2o 3o 4o", players=3)
    assert [g.hands[s] for s in range(3)] == [cards("1o"), cards("2o"), cards("3o")]
    assert g.house == cards("4o")
    dealt = [e for e in g.opening_events if isinstance(e, Dealt)]
    assert [(str(e.card), e.to) for e in dealt] == [
        ("1o", "hand:0"), ("2o", "hand:1"), ("3o", "hand:2"), ("4o", "house")]
    seen_by_1 = [e for e in g.redact(dealt, 1)]
    assert [e.card for e in seen_by_1] == [None, parse("2o"), None, parse("4o")]
    assert g.info()["stage"] == Stage.PLAY and g.actors() == (0,)


def test_later_cards_come_from_the_top_in_the_order_taken():
    g = game("1o 2o 3o 4o So 5o", players=2)
    play(g, PEDIR, PLANTARSE, PEDIR)
    assert g.shown[0] == cards("4o") and g.shown[1] == cards("So")


def test_first_card_seen_only_by_its_owner_later_cards_by_all():
    g = game("1o 2o 4o 3o", players=2)
    play(g, PEDIR)
    assert g.view(0).zones["hand:0"] == cards("1o")
    assert g.view(1).zones["hand:0"] == [None] and g.view(None).zones["hand:0"] == [None]
    assert g.view(1).zones["shown:0"] == cards("3o")
    assert g.view(1).zones["house"] == cards("4o")
    assert g.view(0).zones["stock"] == [None] * 36
    assert g.info()["totals"] == [None, None]


def test_3_bust_at_once_shows_the_cards_and_ends_the_turn():
    g = game("5o 6o 2o 3o", players=2)
    events = play(g, PEDIR)
    assert g.bust[0] and g.actors() == (1,)
    assert kinds(events) == ["carta", "me_paso"]
    assert Revealed(parse("5o"), "hand:0") in events
    assert g.view(1).zones["hand:0"] == cards("5o")
    assert g.info()["totals"] == [16, None]


def test_4_house_takes_one_card_then_more_below_4():
    g = game("7o 2o 1o 5o")  # test 1: 2, 1 -> 3, 5 -> 8: the house is bust
    events = play(g, PLANTARSE)
    assert g.house == cards("2o 1o 5o") and total(g.house) == 16
    assert "la_banca_se_pasa" in kinds(events)
    assert g.outcome().winners == (0,)


def test_12_5_test_2_house_stops_at_4():
    g = game("5o So 3o Co 1c")
    play(g, PLANTARSE)
    assert g.house == cards("So 3o Co") and total(g.house) == 8
    assert g.outcome().winners == (0,)


def test_house_stops_at_4_or_more_even_below_the_players():
    g = game("7o 4o 1o 2o")  # 4 + 1 = 5 stops though the player holds 7
    play(g, PLANTARSE)
    assert g.house == cards("4o 1o")


def test_12_5_test_3_a_tie_goes_to_the_house():
    g = game("7o 7c 4o Sc 3o", players=2)
    play(g, PLANTARSE, PEDIR, PLANTARSE)
    assert total(g.house) == 14 and g.house == cards("4o 3o")
    assert g.outcomes == ["lose", "win"]
    assert g.outcome().winners == (1,)


def test_12_5_test_4_a_bust_player_stays_lost_when_the_house_busts():
    g = game("5o 6o 2o 3o 1o 7o", players=2)
    play(g, PEDIR, PLANTARSE)
    assert g.house == cards("2o 1o 7o")
    assert g.outcomes == ["bust", "win"] and g.outcome().winners == (1,)


def test_house_is_skipped_when_every_player_is_bust():
    g = game("5o 6o 2o 4o 7c", players=2)
    events = play(g, PEDIR, PEDIR)
    assert g.house == cards("2o")
    assert not [e for e in events if isinstance(e, Dealt) and e.to == "house"]
    assert g.outcome().winners == ()


def test_settlement_shows_every_hand_and_ends_a_plain_match_after_one_round():
    g = game("1o 2o 6o 1c", players=2)
    events = play(g, PLANTARSE, PLANTARSE)
    assert [e for e in events if isinstance(e, Revealed)] == [
        Revealed(parse("1o"), "hand:0"), Revealed(parse("2o"), "hand:1")]
    over = [e for e in events if isinstance(e, HandOver)]
    assert len(over) == 1 and over[0].results["house_total"] == 14
    assert over[0].piles["hand:0"] == (parse("1o"),)
    assert isinstance(events[-1], MatchOver) and g.actors() == ()
    assert g.outcome().winners == () and g.outcome().returns == (0.0, 0.0)


def test_any_total_of_seven_and_a_half_is_siete_y_media():
    g = game("3o 4o 4c Sc 1c", apuestas=True, rounds=1)
    events = play(g, PEDIR, PEDIR, PLANTARSE, Bet(0))
    assert total(g.cards(0)) == 15 and "siete_y_media" in kinds(events)
    assert Scored(0, 3, "siete_y_media") in events


# ------------------------------------------------------------------ 12.3 Con apuestas


@pytest.mark.parametrize("tops,actions,chips,net", [
    ("7o 4o So 3o", (PEDIR, PLANTARSE), 19, 9),  # 7½: the bet back and 3 times it
    ("6o 4o 1o", (PLANTARSE,), 13, 3),  # 6 against 5: the bet back and as much
    ("2o 4o 3o", (PLANTARSE,), 7, -3),  # lost: the bet is lost
])
def test_12_5_test_5_payouts_of_a_bet_of_3(tops, actions, chips, net):
    g = game(tops, apuestas=True, rounds=1)
    events = play(g, *actions, Bet(2))
    assert g.chips == [chips] and chips - 10 == net
    assert [e.points for e in events if isinstance(e, Scored)] == [net]
    assert g.house_chips == -net


def test_ante_of_one_chip_every_round_and_chips_are_public():
    g = game("2o 3o 4o", players=2, apuestas=True)
    assert g.chips == [9, 9] and g.bets == [1, 1]
    assert g.view(1).info["chips"] == [9, 9]


def test_bets_are_raised_after_the_last_turn_in_seat_order():
    g = game("2o 3o 4o 3c", players=2, apuestas=True)
    play(g, PLANTARSE)
    assert g.info()["stage"] == Stage.PLAY and g.actors() == (1,)
    play(g, PLANTARSE)
    assert g.info()["stage"] == Stage.BET and g.actors() == (0,)
    assert g.legal_actions(0) == [Bet(n) for n in range(10)]
    events = play(g, Bet(4))
    assert kinds(events) == ["subo"] and g.bets == [5, 1] and g.chips == [5, 9]
    assert g.actors() == (1,)


def test_a_bust_player_and_a_player_without_chips_are_not_asked_to_bet():
    g = game("2o 5o 6o 4o 3c", players=3, apuestas=True)
    play(g, PLANTARSE, PEDIR)  # seat 1: 5 + 4 = 9, bust
    assert g.bust[1]
    play(g, PLANTARSE)
    assert g.actors() == (0,)
    play(g, Bet(9))  # seat 0 has none left, seat 1 is bust: seat 2 is asked next
    assert g.actors() == (2,) and g.info()["stage"] == Stage.BET


def test_a_raise_beyond_ones_chips_is_refused():
    g = game("2o 4o 3c", apuestas=True)
    play(g, PLANTARSE)
    why = g.why_illegal(0, Bet(10))
    assert why is not None and why.message.startswith("You cannot raise")
    assert why.params == {"chips": "9"}
    assert g.why_illegal(0, Bet(-1)) is not None


def test_a_player_without_chips_is_out_of_the_match():
    tops = ["2o 3o 4o 4c 3c", "1o 2o 4o 3c"]
    g = game(tops, players=3, apuestas=True)
    play(g, PLANTARSE, PLANTARSE, PLANTARSE, Bet(9), Bet(0), Bet(0))  # house 7: all lose
    assert g.chips == [0, 8, 8] and g.outcome() is None
    assert g.info()["playing"] == [False, True, True]
    assert g.hands[0] == [] and g.hands[1] == cards("1o") and g.actors() == (1,)


def test_12_5_test_8_the_last_two_lose_their_last_chips_and_nobody_wins():
    g = game("2o 3o 4o 3c", players=2, apuestas=True)
    events = play(g, PLANTARSE, PLANTARSE, Bet(9), Bet(9))
    assert g.chips == [0, 0] and isinstance(events[-1], MatchOver)
    assert g.outcome().winners == () and g.outcome().returns == (0.0, 0.0)


def test_12_5_test_8_a_single_player_plays_on_until_he_has_no_chips():
    g = game(["2o 4o 3c", "2o 4o 3c"], apuestas=True, rounds=100)
    play(g, PLANTARSE, Bet(0))
    assert g.chips == [8] and g.bets == [1] and g.outcome() is None and g.round == 1
    play(g, PLANTARSE, Bet(8))
    assert g.chips == [0] and g.outcome().winners == ()


def test_12_5_test_8_a_single_player_at_the_round_limit_wins_with_chips():
    g = game(["2o 4o 3c", "2o 4o 3c"], apuestas=True, rounds=2)
    play(g, PLANTARSE, Bet(0), PLANTARSE, Bet(0))
    assert g.chips == [8] and g.outcome().winners == (0,)


def test_12_5_test_9_round_limit_of_one_ends_after_the_first_round():
    g = game("6o 2o 4o 1o", players=2, apuestas=True, rounds=1)
    play(g, PLANTARSE, PLANTARSE, Bet(0), Bet(0))  # house 5: 6 wins, 2 loses
    assert g.chips == [11, 9] and g.outcome().winners == (0,)
    assert g.outcome().scores == (11, 9)


@pytest.mark.parametrize("rounds", [0, 101])
def test_12_5_test_9_a_round_limit_outside_1_to_100_is_refused(rounds):
    with pytest.raises(OptionError):
        SieteYMedia({"apuestas": True, "rounds": rounds})


def test_the_round_limit_belongs_to_con_apuestas():
    with pytest.raises(OptionError):
        SieteYMedia({"rounds": 3})


def test_equal_leaders_share_the_win():
    g = game("6o 6c 4o 1o", players=2, apuestas=True, rounds=1)
    play(g, PLANTARSE, PLANTARSE, Bet(0), Bet(0))
    assert g.outcome().winners == (0, 1) and g.outcome().returns == (0.5, 0.5)


def test_every_round_has_a_fresh_deck_and_a_hand_over():
    g = game(["2o 3o 4o 3c", "1c 2c 4c 3e"], players=2, apuestas=True)
    events = play(g, PLANTARSE, PLANTARSE, Bet(0), Bet(0))
    assert sum(isinstance(e, HandOver) for e in events) == 1
    assert g.hands == [cards("1c"), cards("2c")] and g.house == cards("4c")
    assert len(g.stock) == 37 and len(g.all_cards()) == 40


# ------------------------------------------------------------------ 12.3 Con descarte


def test_12_5_test_6_discard_the_5_to_stand_on_7():
    g = game("7o 2o 5o 3o", descarte=True)
    play(g, PEDIR)
    assert not g.bust[0] and g.actors() == (0,)  # 12: over, but the turn goes on
    play(g, PLANTARSE)
    assert g.info()["stage"] == Stage.DISCARD
    assert PlayCard(parse("5o"), "discard:0") in g.legal_actions(0)
    play(g, PlayCard(parse("5o"), "discard:0"))
    assert not g.bust[0] and g.player_total(0) == 14 and g.discards[0] == cards("5o")
    assert g.view(None).zones["discard:0"] == cards("5o")
    assert g.outcome().winners == (0,)


def test_discarding_the_first_card_shows_it():
    g = game("5o 2o 7o 3o", descarte=True)
    play(g, PEDIR, PLANTARSE)
    events = play(g, PlayCard(parse("5o"), "discard:0"))
    assert events[0].cards == (parse("5o"),) and g.redact(events[:1], None) == events[:1]


def test_bust_is_judged_after_the_discard():
    g = game("7o 2o 5o 6o 3o", descarte=True)
    play(g, PEDIR, PEDIR, PLANTARSE, PlayCard(parse("5o"), "discard:0"))
    assert g.bust[0] and g.outcomes == ["bust"]
    g = game("7o 2o 5o 3o", descarte=True)
    events = play(g, PEDIR, PLANTARSE, NO_DESCARTAR)
    assert g.bust[0] and "me_paso" in kinds(events)


def test_at_most_three_cards_after_the_first():
    g = game("So 2o Sc Sb Se 3o", descarte=True)
    play(g, PEDIR, PEDIR, PEDIR)
    assert g.legal_actions(0) == [PLANTARSE]
    why = g.why_illegal(0, PEDIR)
    assert why is not None and "3 cards" in why.message


def test_one_card_is_always_kept():
    g = game("5o 2o 3o", descarte=True)
    events = play(g, PLANTARSE)  # one card: nothing to discard, the turn ends
    assert g.info()["stage"] != Stage.DISCARD and g.outcome() is not None
    assert kinds(events)[0] == "me_planto"


def test_the_house_follows_the_base_rule_with_con_descarte():
    g = game("7o 2o 1o 5o", descarte=True)
    play(g, PLANTARSE)
    assert g.house == cards("2o 1o 5o")


def test_both_variants_combine():
    g = game("7o 4o 5o 1o", apuestas=True, descarte=True, rounds=1)
    play(g, PEDIR, PLANTARSE, PlayCard(parse("5o"), "discard:0"), Bet(1))
    assert g.chips == [12] and g.outcome().winners == (0,)  # 7 against 5, a bet of 2


# ------------------------------------------------------------------ refusals


@pytest.mark.parametrize("options,act,message", [
    ({}, Bet(1), "This match is played without bets."),
    ({}, PlayCard(parse("1o"), "discard:0"), "This match is played without discards."),
    ({"descarte": True}, NO_DESCARTAR, "You discard only when you stand."),
    ({"apuestas": True}, Bet(1), "Bets are raised after the last player's turn."),
    ({}, Call("truco"), "There is no call {call} in Seven and a Half."),
])
def test_refusals_say_why(options, act, message):
    g = game("1o 2o", **options)
    why = g.why_illegal(0, act)
    assert why is not None and why.message == message
    with pytest.raises(IllegalAction):
        g.apply(0, act)
    assert g.history == []


def test_a_seeded_round_deals_as_every_saved_match_has():
    """A saved match is its seed and its moves: a seed deals the cards it always dealt, or a
    match resumed from a file would go on with other cards."""
    dealt = SieteYMedia({"players": 3}, 5)
    assert [str(c) for hand in dealt.hands for c in hand] == ["6c", "2c", "Ro"]
    assert [str(c) for c in dealt.house] == ["6o"]
