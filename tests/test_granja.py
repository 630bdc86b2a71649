"""La Granja: one test per rule (1-14), per variant rule and per numbered test of RULES.md
§10.9 (named ``test_<n>_…``), and the time model of 0.6 (inclusive timers, deadlines due at the
same millisecond, grace periods)."""

from __future__ import annotations

from collections import Counter

import pytest

from naipes_pg.cards import SPANISH_48, parse, parse_many
from naipes_pg.rules.announcements import ANIMALS, noise_key
from naipes_pg.rules.base import (
    CLOCK,
    Flip,
    IllegalAction,
    Noise,
    OptionError,
    PlayCard,
    Slap,
    Tick,
    Totem,
)
from naipes_pg.rules.events import (
    Announced,
    Dealt,
    HandOver,
    HandStarted,
    MatchOver,
    Moved,
    Shuffled,
    TimedOut,
)
from naipes_pg.rules.granja import REVEAL_LIMIT, SPEC, Granja, assign_animals


def cards(text: str) -> list:
    return parse_many(text)


def kinds(events) -> list[str]:
    return [e.kind for e in events if isinstance(e, Announced)]


def position(hands, piles, *, turn: int | None = 0, variant: str | None = None,
             animals: str = "", **options) -> Granja:
    """A match whose hands and discard piles hold these cards, bottom to top as ``zones()``
    lists them (the last card of a hand is the next one revealed, the last of a pile is its
    top); every other card is among the removed leftovers, so all 48 are somewhere."""
    players = len(hands)
    game = Granja({"players": players, "animals": animals, **options}, seed=3, variant=variant,
                  first_dealer=players - 1)
    game.hands = [cards(h) for h in hands]
    game.discards = [cards(p) for p in piles]
    used = [c for zone in game.hands + game.discards for c in zone]
    assert len(set(used)) == len(used)
    game.removed = [c for c in SPANISH_48 if c not in used]
    game.turn = None if game.simultaneous else turn
    return game


def tops(game) -> list:
    return [str(pile[-1]) if pile else None for pile in game.discards]


def castigos(events) -> list[int]:
    return [e.seat for e in events if isinstance(e, Announced) and e.kind == "castigo"]


# ------------------------------------------------------------------ setup (rules 1-3)


def test_spec_two_to_six_players_spanish_48_real_time():  # GR-1, GR-2
    assert SPEC.players == (2, 6) and SPEC.deck == "spanish48" and SPEC.realtime
    assert set(SPEC.variants) == {"peluche", "simultanea", "totem"}
    assert len(Granja({"players": 6}, 1).all_cards()) == 48
    for players in (1, 7):
        with pytest.raises(OptionError):
            Granja({"players": players}, 1)


def test_rule_1_each_player_a_different_animal_shown_to_all():
    game = Granja({"players": 4}, 1)
    assert game.info()["animals"] == ["cow", "dog", "cat", "pig"] == list(ANIMALS[:4])
    game = Granja({"players": 3, "animals": "Pig, cow,hen"}, 1)
    assert game.view(None).info["animals"] == ["pig", "cow", "hen"]


def test_rule_1_seats_without_a_choice_take_the_animals_nobody_has():
    assert assign_animals("dog", 3) == ["dog", "cow", "cat"]
    assert assign_animals(",cow,", 3) == ["dog", "cow", "cat"]


@pytest.mark.parametrize("text,words", [
    ("cow,dog,cat", "3 animals for 2 players"),
    ("cow,horse", "'horse' is not one of"),
    ("cat,cat", "same animal to two players"),
    (7, "must be text"),
])
def test_rule_1_a_bad_animal_list_is_refused_with_a_clear_message(text, words):
    with pytest.raises(OptionError, match=words):
        Granja({"players": 2, "animals": text}, 1)


def test_the_variants_are_one_option_and_cannot_be_combined():  # GR-14
    assert Granja({"players": 2}, 1, variant="totem").variant == "totem"
    with pytest.raises(OptionError, match="variant_rule"):
        Granja({"players": 2, "variant_rule": "peluche+totem"}, 1)
    with pytest.raises(OptionError, match="window_ms"):
        Granja({"players": 2, "window_ms": 1000}, 1)


def test_rule_2_the_whole_deck_dealt_one_at_a_time_leftovers_removed_unseen():  # GR-11
    for players in range(2, 7):
        game = Granja({"players": players}, 5)
        each = 48 // players
        assert [len(h) for h in game.hands] == [each] * players
        assert len(game.removed) == 48 % players and game.discards == [[]] * players
        assert Counter(game.all_cards()) == Counter(SPANISH_48)


def test_15_deal_five_players_nine_each_three_removed_card_1_on_top():
    deck = list(SPANISH_48)
    game = Granja({"players": 5}, 1, decks=[deck], first_dealer=2)
    first = game.hands[3]  # the seat after the dealer
    assert first[::-1] == [deck[i] for i in range(0, 45, 5)]  # cards 1, 6, 11, ..., 41
    assert first[-1] == deck[0]  # card 1 on top: the next one revealed
    assert game.hands[4][::-1] == [deck[i] for i in range(1, 45, 5)]
    assert game.removed == deck[45:]
    events = game.opening_events
    assert events[0] == HandStarted(0, 2)
    assert [e.to for e in events[1:6]] == ["hand:3", "hand:4", "hand:0", "hand:1", "hand:2"]
    assert events[-3:] == (Dealt(None, "removed"),) * 3


def test_nobody_sees_any_hand_his_own_included_nor_under_a_pile_top():
    game = position(("1o 2o", "3o"), ("4o 5o", "6o"))
    for viewer in (None, 0, 1):
        zones = game.view(viewer).zones
        assert zones["hand:0"] == [None, None] and zones["hand:1"] == [None]
        assert zones["discard:0"] == [None, parse("5o")]
        assert all(c is None for c in zones["removed"])
    for event in game.opening_events:
        assert getattr(event, "card", None) is None


def test_rule_3_the_seat_after_the_dealer_starts():  # GR-3
    game = Granja({"players": 4}, 1, first_dealer=2)
    assert game.info()["turn"] == 3 and game.info()["dealer"] == 2


# ------------------------------------------------------------------ turns (rules 4-6)


def test_rule_4_reveal_the_top_card_and_the_turn_passes():
    game = position(("1o 2o", "3o", "4o"), ("", "", ""))
    events = game.apply(0, Flip(100))
    assert events == [Moved((parse("2o"),), "hand:0", "discard:0", seat=0)]
    assert game.discards[0] == cards("2o") and game.turn == 1 and game.reveals == 1


def test_10_renewal_the_empty_hand_takes_the_shuffled_pile_then_reveals():  # rule 5, GR-12
    game = position(("", "1c"), ("1o 2o 3o", "4c"))
    events = game.apply(0, Flip(0))
    assert events[:2] == [Moved((None,) * 3, "discard:0", "hand:0", seat=0), Shuffled("hand:0")]
    (reveal,) = events[2:]
    assert reveal.frm == "hand:0" and reveal.to == "discard:0" and reveal.cards[0] in cards(
        "1o 2o 3o")
    assert len(game.hands[0]) == 2 and game.discards[0] == list(reveal.cards)
    assert Counter(game.hands[0] + game.discards[0]) == Counter(cards("1o 2o 3o"))


def test_rule_5_until_the_renewal_the_pile_stays_in_play():  # GR-12
    game = position(("", "1c 5c", "2e"), ("5o", "3c", "4e"), turn=1)
    events = game.apply(1, Flip(0))
    assert kinds(events) == ["ruido"] and game.faceoffs[0]["seats"] == [0, 1]


def test_3_out_of_turn_flips_and_slaps_do_nothing_ever():  # rule 6, GR-13
    game = position(("1o 2o", "3o 4o"), ("", ""))
    before = (game.zones(), game.turn)
    assert game.apply(1, Flip(10)) == []
    assert game.apply(0, Slap(20)) == [] and game.apply(1, Slap(20)) == []
    assert game.apply(0, Totem(30)) == []  # no totem outside Con tótem
    assert (game.zones(), game.turn) == before


def test_rule_6_no_reveal_while_a_face_off_is_open():
    game = position(("1o 2o", "5c", "5e 6e"), ("5o", "3c", "4e"), turn=1)
    game.apply(1, Flip(0))
    assert game.turn == 2 and game.faceoffs
    assert game.apply(2, Flip(100)) == [] and tops(game)[2] == "4e"
    assert Flip(100) not in game.legal_actions(2)


# ------------------------------------------------------------------ face-offs (rules 7-11)


def test_rule_7_equal_tops_open_a_face_off_at_the_time_of_the_reveal():
    game = position(("1o", "2c 5c", "3e"), ("5o", "", "4e"), turn=1)
    events = game.apply(1, Flip(1234))
    assert events[-1] == Announced("ruido", None, {"seats": [0, 1], "rank": 5})
    assert game.info()["faceoffs"] == [[0, 1]] and game.info()["window_until"] == [4234]


def test_1_the_first_correct_sound_wins_and_the_loser_takes_the_pile_under_his():  # 8, 9, GR-4
    game = position(("1o 2o", "4c 5c"), ("3o 5o", "7c"), turn=1, animals="dog,cat")
    game.apply(1, Flip(0))  # B shows a 5 too: the face-off opens at 0 ms
    events = game.apply(0, Noise("cat", 400))
    assert events[0] == Announced(noise_key("cat"), 0, {"to": 1, "correct": True})
    assert events[1] == Moved((None, parse("5o")), "discard:0", "discard:1", to_end="bottom",
                              seat=0)
    assert game.apply(1, Noise("dog", 500)) == []  # in B's grace period (400-700 ms)
    assert game.discards[0] == [] and game.discards[1] == cards("3o 5o 7c 5c")
    assert tops(game)[1] == "5c" and not game.faceoffs
    assert game.info()["grace_until"] == [700, 700]


def test_presses_at_the_same_time_count_in_the_order_they_are_fed():  # 0.6
    game = position(("1o 2o", "4c 5c"), ("5o", "7c"), turn=1, animals="dog,cat")
    game.apply(1, Flip(0))
    game.apply(1, Noise("dog", 400))  # fed first: B wins
    assert game.apply(0, Noise("cat", 400)) == []  # A's equal time is in his grace period
    assert game.discards[1] == []


def test_4_a_lapsed_pair_faces_off_again_with_a_third_card_then_again_after_it():  # 10, GR-5
    game = position(("1o", "6c 7c", "9e 7e"), ("7o", "3c", "4e"), turn=1)
    game.apply(1, Flip(0))
    assert game.apply(CLOCK, Tick(3000)) == [TimedOut("faceoff", 3000)]
    events = game.apply(2, Flip(3500))  # C reveals a 7
    assert kinds(events) == ["ruido"] and game.faceoffs[0]["seats"] == [0, 1, 2]
    events = game.apply(2, Noise("cow", 3600))  # C sounds A's animal
    assert events[1] == Moved((None, parse("7e")), "discard:2", "discard:0", to_end="bottom",
                              seat=2)
    assert events[-1] == Announced("ruido", None, {"seats": [0, 1], "rank": 7})
    assert game.discards[0] == cards("4e 7e 7o") and game.faceoffs[0]["until"] == 6600
    assert game.apply(0, Noise("dog", 3900)) == [] and game.apply(1, Noise("cow", 3900)) == []
    events = game.apply(1, Noise("cow", 3901))
    assert events[0].data == {"to": 0, "correct": True} and game.discards[1] == []


def test_rule_9_the_sound_names_the_loser_in_a_crowded_face_off():  # GR-4
    game = position(("1o", "6c 7c", "9e 7e"), ("7o", "3c", "4e"), turn=1)
    game.apply(1, Flip(0))
    game.apply(CLOCK, Tick(3000))
    game.apply(2, Flip(3500))
    game.apply(0, Noise("dog", 3600))  # A names B: B takes A's pile
    assert game.discards[0] == [] and game.discards[1] == cards("7o 3c 7c")
    assert game.faceoffs[0]["seats"] == [1, 2]


def test_7_window_edges_a_sound_at_the_last_millisecond_is_in_time():  # 0.6 inclusive
    game = position(("1o 2o", "4c 5c"), ("5o", "7c"), turn=1, animals="dog,cat")
    game.apply(1, Flip(1000))
    assert game.legal_actions(CLOCK) == [Tick(4000)]
    game.apply(CLOCK, Tick(3999))
    events = game.apply(0, Noise("cat", 4000))
    assert events[0].data["correct"] and game.discards[0] == []


def test_7_window_edges_the_lapse_comes_at_4000_then_grace_then_castigo():
    game = position(("1o 2o", "4c 5c"), ("5o", "7c"), turn=1, animals="dog,cat")
    game.apply(1, Flip(1000))
    assert game.apply(CLOCK, Tick(4000)) == [TimedOut("faceoff", 4000)]  # rule 11
    assert tops(game) == ["5o", "5c"] and game.discards[1] == cards("7c 5c")
    assert game.apply(0, Noise("cat", 4300)) == []  # grace
    events = game.apply(0, Noise("cat", 4301))  # no face-off open any more
    assert events[0].data == {"to": None, "correct": False} and castigos(events) == [0]


def test_a_press_after_the_deadline_first_brings_the_lapse_about():  # 0.6
    game = position(("1o 2o", "4c 5c"), ("5o", "7c"), turn=1, animals="dog,cat")
    game.apply(1, Flip(1000))
    assert game.apply(0, Noise("cat", 4001)) == [TimedOut("faceoff", 4000)]  # then grace


def test_8_lapsed_tops_open_nothing_while_later_reveals_show_no_five():  # rule 11, GR-5
    game = position(("1o 2o", "3c 5c", "6e 7e"), ("5o", "", "4e"), turn=1)
    game.apply(1, Flip(0))
    game.apply(CLOCK, Tick(3000))
    assert game.info()["lapsed"] == [True, True, False]
    for seat, t in ((2, 3500), (0, 3600), (1, 3700)):
        assert kinds(game.apply(seat, Flip(t))) == []
    assert not game.faceoffs


def test_rule_11_a_lapsed_pair_does_not_reopen_after_another_face_off():
    game = position(("1o 2o", "3c 5c", "6e 2e"), ("5o", "", "4e"), turn=1)
    game.apply(1, Flip(0))
    game.apply(CLOCK, Tick(3000))
    game.apply(2, Flip(3500))  # C's 2e
    game.apply(0, Flip(3600))  # A's 2o: a face-off of A and C only
    assert [f["seats"] for f in game.faceoffs] == [[0, 2]]
    game.apply(CLOCK, Tick(6600))
    assert tops(game) == ["2o", "5c", "2e"] and not game.faceoffs


def test_rule_11_a_new_card_of_the_rank_faces_off_with_the_lapsed_one():
    game = position(("9o", "1c 5b", "2e 5e"), ("", "5c", "4e"), turn=2)
    game.apply(2, Flip(0))  # C's 5e against B's 5c
    game.apply(CLOCK, Tick(3000))
    game.apply(0, Flip(3100))  # A's 9o
    events = game.apply(1, Flip(3400))  # B's new 5: his pair with C has not lapsed
    assert events[-1] == Announced("ruido", None, {"seats": [1, 2], "rank": 5})
    assert game.info()["lapsed"] == [False, False, False]


# ------------------------------------------------------------------ castigo (rule 12)


def test_2_own_animal_is_a_castigo_each_other_player_gives_one_to_the_bottom():
    game = position(("1o 2o", "3c 5c", "6e 7e"), ("5o", "8c", "4e"), turn=1)
    game.apply(1, Flip(0))
    events = game.apply(0, Noise("cow", 100))  # A is the cow
    assert events[0] == Announced(noise_key("cow"), 0, {"to": None, "correct": False})
    assert castigos(events) == [0]
    gifts = [e for e in events if isinstance(e, Moved)]
    assert [(e.frm, e.to, e.seat, e.to_end, e.cards) for e in gifts] == [
        ("hand:1", "hand:0", 1, "bottom", (None,)), ("hand:2", "hand:0", 2, "bottom", (None,))]
    assert game.hands[0] == cards("7e 3c 1o 2o")  # C's card is the very bottom
    assert game.faceoffs and game.faceoffs[0]["seats"] == [0, 1]  # still open


def test_3_a_sound_with_no_face_off_open_is_a_castigo():
    game = position(("1o 2o", "3c", "6e"), ("", "", ""))
    events = game.apply(2, Noise("cow", 50))
    assert castigos(events) == [2] and game.hands[2] == cards("3c 2o 6e")


def test_rule_12_a_sound_by_a_player_not_involved_is_a_castigo():
    game = position(("1o 2o", "3c 5c", "6e 7e"), ("5o", "8c", "4e"), turn=1)
    game.apply(1, Flip(0))
    events = game.apply(2, Noise("cow", 100))
    assert castigos(events) == [2] and game.faceoffs


def test_rule_12_naming_a_player_outside_the_face_off_is_a_castigo():
    game = position(("1o 2o", "3c 5c", "6e 7e"), ("5o", "8c", "4e"), turn=1)
    game.apply(1, Flip(0))
    assert castigos(game.apply(0, Noise("cat", 100))) == [0]


def test_rule_12_an_empty_hand_gives_the_bottom_of_its_pile_unseen():
    game = position(("1o 2o", "", "6e"), ("", "3c 4c", "7e"))
    events = game.apply(2, Noise("cow", 0))
    gifts = [e for e in events if isinstance(e, Moved)]
    assert gifts[1] == Moved((None,), "discard:1", "hand:2", frm_end="bottom", to_end="bottom",
                             seat=1)
    assert game.discards[1] == cards("4c") and game.hands[2] == cards("3c 2o 6e")


def test_9_castigo_stops_when_a_giver_runs_out_he_wins_and_the_game_ends():  # rule 13, GR-6
    game = position(("1o 2o", "", "6e 7e"), ("8o", "3c", "4e"))
    events = game.apply(0, Noise("cat", 10))
    gifts = [e for e in events if isinstance(e, Moved)]
    assert gifts == [Moved((parse("3c"),), "discard:1", "hand:0", frm_end="bottom",
                           to_end="bottom", seat=1)]  # his last card was his top: seen
    assert isinstance(events[-2], HandOver) and isinstance(events[-1], MatchOver)
    assert game.outcome().winners == (1,) and game.outcome().returns == (0.0, 1.0, 0.0)
    assert game.hands[2] == cards("6e 7e") and game.actors() == ()
    assert game.outcome().scores == (4, 0, 3)


def test_rule_12_a_press_in_a_grace_period_is_never_wrong():
    game = position(("1o 2o", "4c 5c"), ("5o", "7c"), turn=1, animals="dog,cat")
    game.apply(1, Flip(0))
    game.apply(0, Noise("cat", 100))
    assert game.apply(1, Noise("cat", 399)) == []  # his own animal, no face-off: ignored
    assert game.apply(1, Noise("cat", 400)) == []
    assert castigos(game.apply(1, Noise("cat", 401))) == [1]


# ------------------------------------------------------------------ the end (rules 13, 14)


def test_5_a_winner_with_an_empty_hand_has_no_cards_left_and_wins():  # rule 13, GR-7
    game = position(("", "4c 5c", "1e"), ("5o", "7c", "2e"), turn=1)
    game.apply(1, Flip(0))
    events = game.apply(0, Noise("dog", 200))
    assert [type(e).__name__ for e in events[-2:]] == ["HandOver", "MatchOver"]
    assert game.outcome().winners == (0,) and game.outcome().reason == "no_cards"
    assert game.view(1).info["winners"] == [0]


def test_11_safety_the_2000th_reveal_opens_no_face_off_and_the_fewest_cards_win():  # 14
    game = position(("1o", "3c 2c 5c", "6e 7e"), ("5o", "", "4e"), turn=1)
    game.reveals = REVEAL_LIMIT - 1
    events = game.apply(1, Flip(0))
    assert "ruido" not in kinds(events) and isinstance(events[-1], MatchOver)
    assert game.outcome().winners == (0,) and game.outcome().reason == "reveal_limit"
    assert game.outcome().scores == (2, 3, 3) and game.reveals == REVEAL_LIMIT


def test_rule_14_equal_fewest_cards_share_the_win():
    game = position(("", "2c", "6e 7e"), ("5o", "", "4e"), turn=1)
    game.reveals = REVEAL_LIMIT - 1
    game.apply(1, Flip(0))
    assert game.outcome().winners == (0, 1) and game.outcome().returns == (0.5, 0.5, 0.0)


# ------------------------------------------------------------------ De peluche (GR-8)


def test_6_peluche_after_a_rey_every_seat_holds_the_plush_of_the_next_seat():
    game = position(("1o", "Rc", "2e"), ("", "", ""), turn=1, variant="peluche")
    assert game.info()["plush"] == ["cow", "dog", "cat"]
    events = game.apply(1, Flip(0))
    assert events[-1] == Announced("cambio_peluches", None, {"plush": ["dog", "cat", "cow"]})
    assert game.info()["plush"] == ["dog", "cat", "cow"]


def test_peluche_the_swap_comes_before_the_face_off_the_rey_opens():
    game = position(("1o", "2c Rc", "2e"), ("Ro", "", ""), turn=1, variant="peluche")
    events = game.apply(1, Flip(0))
    assert kinds(events) == ["cambio_peluches", "ruido"]


def test_peluche_the_sounded_plush_s_holder_loses_and_one_s_own_plush_is_wrong():
    game = position(("1o 2o", "4c 5c", "3e 6e"), ("5o", "7c", "8e"), turn=1,
                    variant="peluche")
    game.plush = ["cat", "cow", "dog"]  # after a swap: seat 0 holds the cat, seat 1 the cow
    game.apply(1, Flip(0))
    assert castigos(game.apply(0, Noise("cat", 100))) == [0]  # his own plush
    assert castigos(game.apply(0, Noise("dog", 200))) == [0]  # seat 1's animal, not his plush
    events = game.apply(0, Noise("cow", 300))  # the plush seat 1 holds
    assert events[0].data == {"to": 1, "correct": True} and game.discards[0] == []


# ------------------------------------------------------------------ Simultánea (GR-9)


def simultanea(hands, piles, **options) -> Granja:
    return position(hands, piles, variant="simultanea", **options)


def test_simultanea_no_turns_the_first_beat_one_beat_after_zero_everyone_reveals():
    game = simultanea(("1o 2o", "3c 4c", "5e 6e"), ("", "", ""), beat_ms=1500)
    assert game.info()["turn"] is None and game.info()["next_beat"] == 1500
    assert game.apply(0, Flip(100)) == [] and game.legal_actions(CLOCK) == [Tick(1500)]
    events = game.apply(CLOCK, Tick(1500))
    assert [e.seat for e in events if isinstance(e, Moved)] == [0, 1, 2]  # after dealer 2
    assert tops(game) == ["2o", "4c", "6e"] and game.reveals == 3
    assert game.info()["next_beat"] == 3000


def test_simultanea_no_beat_while_a_face_off_is_open_then_one_beat_after_the_closing():
    game = simultanea(("1o 5o", "3c 5c", "8e 6e"), ("", "", ""))
    game.apply(CLOCK, Tick(2000))
    assert game.info()["next_beat"] is None and game.legal_actions(CLOCK) == [Tick(5000)]
    game.apply(CLOCK, Tick(5000))  # the lapse
    assert game.info()["next_beat"] == 7000


def test_simultanea_a_lone_two_player_face_off_follows_the_base_rule():
    game = simultanea(("1o 5o", "2c 3c 5c", "4e 8e 6e"), ("", "", ""))
    game.apply(CLOCK, Tick(2000))
    assert castigos(game.apply(0, Noise("cow", 2100))) == [0]  # his own animal
    events = game.apply(1, Noise("cow", 2200))
    assert events[0].data == {"to": 0, "correct": True} and game.discards[0] == cards(
        "5c 5o")
    assert game.info()["next_beat"] == 4200


def test_12_simultanea_two_face_offs_own_animal_wins_then_the_other_is_alone():
    game = simultanea(("3o 2o 1o 5o", "2c 1c 5c", "1e 7e", "3b 2b 1b 7b"),
                      ("", "", "", ""))
    game.apply(CLOCK, Tick(2000))
    assert game.info()["faceoffs"] == [[0, 1], [2, 3]]
    assert castigos(game.apply(2, Noise("pig", 2050))) == [2]  # not now: sound your own
    events = game.apply(0, Noise("cow", 2100))  # A's own animal: he wins his face-off
    assert events[0].data == {"to": None, "correct": True}
    assert game.discards[0] == [] and game.discards[1] == cards("5o 5c")
    assert castigos(game.apply(2, Noise("cat", 2200))) == [2]  # alone: the base rule again
    events = game.apply(2, Noise("pig", 2300))
    assert events[0].data == {"to": 3, "correct": True} and not game.faceoffs


def test_13_simultanea_share_out_from_the_top_round_the_face_off():
    game = simultanea(("Co 5o", "Cc 5c", "Ce 5e"), ("1o 2o 3o 4o", "Sc", "Se"))
    game.apply(CLOCK, Tick(2000))
    assert game.faceoffs[0]["seats"] == [0, 1, 2]
    events = game.apply(0, Noise("cow", 2100))  # three players: his own animal
    moves = [e for e in events if isinstance(e, Moved)]
    assert [(e.cards[0], e.to) for e in moves] == [
        (parse("5o"), "discard:1"), (parse("4o"), "discard:2"), (parse("3o"), "discard:1"),
        (parse("2o"), "discard:2"), (parse("1o"), "discard:1")]
    assert all(e.to_end == "bottom" for e in moves)
    assert game.discards[1] == cards("1o 3o 5o Sc 5c")
    assert game.discards[2] == cards("2o 4o Se 5e")
    assert game.faceoffs[0]["seats"] == [1, 2]  # rule 10: they still show 5s
    assert game.info()["next_beat"] is None  # no beat while it is open
    assert game.legal_actions(CLOCK) == [Tick(5100)]


def test_simultanea_the_beat_that_reaches_2000_ends_the_game_whole():
    game = simultanea(("1o 5o", "3c 6c", "8e 7e"), ("", "", ""))
    game.reveals = REVEAL_LIMIT - 2
    events = game.apply(CLOCK, Tick(2000))
    assert len([e for e in events if isinstance(e, Moved)]) == 3
    assert game.reveals == REVEAL_LIMIT + 1 and game.outcome().reason == "reveal_limit"


def test_simultanea_two_windows_due_at_once_lapse_in_the_order_they_opened():
    game = simultanea(("1o 5o", "1c 5c", "1e 7e", "1b 7b"), ("", "", "", ""))
    game.apply(CLOCK, Tick(2000))
    events = game.apply(CLOCK, Tick(5000))
    assert events == [TimedOut("faceoff", 5000), TimedOut("faceoff", 5000)]
    assert game.info()["lapsed"] == [True] * 4 and game.info()["next_beat"] == 7000


# ------------------------------------------------------------------ Con tótem (GR-10)


def totem_game(**options) -> Granja:
    game = position(("1o 2o", "4c 5c", "6e 7e"), ("5o", "8c", "9e"), turn=1, variant="totem",
                    **options)
    game.apply(1, Flip(0))  # A and B face off on 5s
    return game


def test_14_totem_grab_then_a_correct_sound_at_the_hold_s_last_millisecond_wins():
    game = totem_game()
    assert game.apply(1, Totem(500)) == [Announced("totem", 1, {})]
    assert game.info()["totem"] == 1 and game.info()["hold_until"] == 2000
    events = game.apply(1, Noise("cow", 2000))
    assert events[0].data == {"to": 0, "correct": True}
    assert events[-1] == Announced("totem", None, {"free": True}) and game.totem is None


def test_14_totem_no_sound_within_the_hold_is_a_castigo_and_frees_the_totem():
    game = totem_game()
    game.apply(1, Totem(500))
    events = game.apply(CLOCK, Tick(2000))
    assert castigos(events) == [1] and events[-1] == Announced("totem", None, {"free": True})
    assert game.faceoffs and game.totem is None
    assert game.apply(0, Totem(2100)) == [Announced("totem", 0, {})]


def test_totem_a_correct_sound_without_the_totem_does_nothing():
    game = totem_game()
    assert game.apply(0, Noise("dog", 100)) == []
    game.apply(1, Totem(200))
    assert game.apply(0, Noise("dog", 300)) == [] and game.faceoffs


def test_totem_a_grab_while_it_is_held_does_nothing():
    game = totem_game()
    game.apply(1, Totem(200))
    assert game.apply(0, Totem(300)) == [] and game.totem == 1


def test_totem_a_grab_with_no_face_off_or_not_involved_is_a_castigo_that_frees_nothing():
    game = totem_game()
    game.apply(1, Totem(200))
    events = game.apply(2, Totem(300))  # C is not involved
    assert castigos(events) == [2] and game.totem == 1 and "totem" not in kinds(events)
    game = position(("1o 2o", "4c"), ("", ""), variant="totem")
    assert castigos(game.apply(1, Totem(0))) == [1]


def test_totem_the_holder_s_wrong_sound_is_one_castigo_and_frees_it():
    game = totem_game()
    game.apply(1, Totem(200))
    events = game.apply(1, Noise("dog", 300))  # his own animal
    assert castigos(events) == [1] and kinds(events)[-1] == "totem" and game.totem is None
    assert game.faceoffs


def test_totem_a_lapse_and_the_hold_due_together_the_lapse_first_and_no_castigo():
    game = totem_game()
    game.apply(1, Totem(1500))  # hold until 3000, the window's end too
    events = game.apply(CLOCK, Tick(3000))
    assert events == [TimedOut("faceoff", 3000), Announced("totem", None, {"free": True})]


def test_totem_key_two_grabs_in_the_key_block():
    assert Granja({"players": 2}, 1, variant="totem").presses(0)[:2] == (Flip(0), Totem(0))


# ------------------------------------------------------------------ grace (0.6), every press


def test_grace_the_active_player_s_flip_in_his_grace_period_is_ignored():
    game = position(("1o 2o", "4c 5c"), ("5o", "7c"), turn=1, animals="dog,cat")
    game.apply(1, Flip(0))
    game.apply(0, Noise("cat", 400))
    assert game.turn == 0
    assert game.apply(0, Flip(700)) == [] and game.turn == 0
    assert game.legal_actions(0)[0] == Flip(701)
    assert len(game.apply(0, Flip(701))) == 1 and game.turn == 1


def test_grace_a_press_timed_at_the_closing_but_fed_after_it_is_ignored():
    game = position(("1o 2o", "4c 5c"), ("5o", "7c"), turn=1, animals="dog,cat")
    game.apply(1, Flip(1000))
    game.apply(CLOCK, Tick(4000))
    assert game.apply(1, Noise("dog", 4000)) == []


def test_grace_a_totem_grab_in_the_grace_period_is_ignored():
    game = position(("1o", "6c 7c", "9e 7e"), ("7o", "3c", "4e"), turn=1, variant="totem")
    game.apply(1, Flip(0))
    game.apply(CLOCK, Tick(3000))
    game.apply(2, Flip(3500))
    game.apply(2, Totem(3500))
    game.apply(2, Noise("cow", 3600))  # C wins; A and B face off again at once
    assert game.faceoffs[0]["seats"] == [0, 1]
    assert game.apply(0, Totem(3900)) == [] and game.totem is None
    assert game.apply(0, Totem(3901)) == [Announced("totem", 0, {})]


def test_grace_belongs_to_the_players_of_the_closed_face_off_only():
    game = position(("1o 2o", "4c 5c", "6e"), ("5o", "7c", "8e"), turn=1)
    game.apply(1, Flip(0))
    game.apply(0, Noise("dog", 100))
    assert castigos(game.apply(2, Noise("dog", 200))) == [2]


# ------------------------------------------------------------------ the protocol


def test_actors_every_seat_and_the_clock_until_the_end():
    game = Granja({"players": 3}, 1)
    assert game.actors() == (0, 1, 2, CLOCK)


def test_legal_actions_are_the_presses_that_change_something_timed_now():
    game = position(("1o 2o", "3c", "4e"), ("", "", ""), turn=0)
    noises = [Noise(a, 0) for a in ("cow", "dog", "cat")]
    assert game.legal_actions(0) == [Flip(0), *noises]
    assert game.legal_actions(1) == noises  # castigos: a random player makes mistakes too
    assert game.legal_actions(CLOCK) == [Tick(0)]
    game.apply(CLOCK, Tick(250))
    assert game.legal_actions(2) == [Noise(a, 250) for a in ("cow", "dog", "cat")]


def test_legal_actions_with_the_totem_leave_out_sounds_that_do_nothing():
    game = totem_game()
    assert game.legal_actions(0) == [Totem(0), Noise("cow", 0), Noise("cat", 0)]
    game.apply(1, Totem(100))
    assert game.legal_actions(0) == [Noise("cow", 100), Noise("cat", 100)]
    assert game.legal_actions(1) == [Noise(a, 100) for a in ("cow", "dog", "cat")]
    assert game.legal_actions(2) == [Totem(100), *(Noise(a, 100) for a in ("cow", "dog",
                                                                            "cat"))]


def test_any_press_of_the_game_s_kinds_at_any_later_time_is_legal():
    game = position(("1o 2o", "3c"), ("", ""))
    for press in (Flip(5), Slap(5), Totem(5), Noise("dog", 5)):
        assert game.is_legal(1, press)
    assert not game.is_legal(1, Tick(5)) and not game.is_legal(CLOCK, Slap(5))


@pytest.mark.parametrize("seat,act,words", [
    (0, Noise("pig", 10), "No player is that animal"),
    (0, PlayCard(parse("1o")), "reveal a card"),
    (CLOCK, Flip(10), "Only the clock"),
    (0, Flip(10, "7"), "reveal a card"),
    (0, Slap(True), "whole milliseconds"),
])
def test_presses_the_game_refuses_say_why_and_change_nothing(seat, act, words):
    game = position(("1o 2o", "3c"), ("", ""))
    before = game.zones()
    with pytest.raises(IllegalAction, match=words):
        game.apply(seat, act)
    assert game.zones() == before and game.history == []


def test_time_cannot_go_back():
    game = position(("1o 2o", "3c"), ("", ""))
    game.apply(CLOCK, Tick(500))
    with pytest.raises(IllegalAction, match="499 ms is before 500 ms"):
        game.apply(1, Noise("cow", 499))
    assert game.clock == 500


@pytest.mark.parametrize("variant,first,second", [
    (None, Flip(0), Slap(0)), ("peluche", Flip(0), Slap(0)),
    ("simultanea", None, Slap(0)), ("totem", Flip(0), Totem(0)),
])
def test_the_key_block_flip_then_slap_or_totem_then_the_animals_in_order(variant, first,
                                                                        second):
    game = Granja({"players": 3, "animals": "pig,cow,hen"}, 1, variant=variant)
    assert game.presses(2) == (first, second, Noise("cow", 0), Noise("pig", 0),
                               Noise("hen", 0))


def test_a_pile_moved_under_another_shows_only_its_top_to_everyone():
    game = position(("1o 2o", "4c 5c"), ("3o 6o 5o", "7c"), turn=1, animals="dog,cat")
    game.apply(1, Flip(0))
    events = game.apply(0, Noise("cat", 400))
    for viewer in (None, 0, 1):
        (move,) = [e for e in game.redact(events, viewer) if isinstance(e, Moved)]
        assert move.cards == (None, None, parse("5o"))
