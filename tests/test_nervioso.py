"""Nervioso, Contando figuras and 666: one test per rule of RULES.md §14, each numbered test of
§14.9 by its number, and the edges of the real-time framework (0.6) the game relies on."""

from __future__ import annotations

from collections import Counter

import pytest

from naipes_pg.cards import SPANISH_40, parse, parse_many
from naipes_pg.rules.base import CLOCK, Flip, IllegalAction, Noise, OptionError, Slap, Tick
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
from naipes_pg.rules.nervioso import MAX_FLIPS, Nervioso


def cards(text: str) -> list:
    return parse_many(text)


def position(*stacks: str, pile: str = "", top: str = "", turn: int = 0, count: int = 0,
             rest: int | None = None, **options) -> Nervioso:
    """A position built from card strings: each stack written top card first, ``pile`` the
    face-down cards under the face-up ``top``. The deck's other cards go to the bottom of stack
    ``rest``, or face down at the bottom of the pile, so all 40 cards are somewhere."""
    game = Nervioso({"players": len(stacks), **options}, seed=1, first_dealer=0)
    game.stacks = [cards(s)[::-1] for s in stacks]
    game.under, game.top = cards(pile), parse(top) if top else None
    used = set(sum(game.stacks, []) + game.under + cards(top))
    others = [c for c in SPANISH_40 if c not in used]
    if rest is None:
        game.under[:0] = others
    else:
        game.stacks[rest][:0] = others
    game.count = count
    game._start_turn(turn, 0)
    assert sorted(game.all_cards()) == sorted(SPANISH_40)
    return game


def stack(game: Nervioso, seat: int) -> list:
    """A stack as the rules write it: top card first."""
    return game.stacks[seat][::-1]


def said(events) -> list[Announced]:
    return [e for e in events if isinstance(e, Announced)]


def kinds(events) -> list[str]:
    return [e.kind for e in said(events)]


def counts(events) -> list[int]:
    return [e.data["count"] for e in said(events) if "count" in e.data]


def deck_of(first: str = "") -> list:
    """A full deck, top first, beginning with ``first``."""
    head = cards(first)
    return head + [c for c in SPANISH_40 if c not in head]


# ------------------------------------------------------------------ 14.1-14.2 players, setup


def test_two_to_six_players_on_the_spanish_40_deck_a_real_time_game():  # NE-1
    spec = Nervioso.spec
    assert (spec.id, spec.players, spec.deck, spec.realtime) == ("nervioso", (2, 6),
                                                                 "spanish40", True)
    assert Nervioso().players == 4
    for players in range(2, 7):
        game = Nervioso({"players": players}, 3)
        assert sorted(game.all_cards()) == sorted(SPANISH_40) and game.realtime
    for wrong in ({"players": 1}, {"players": 7}, {"window_ms": 1499}, {"turn_ms": 5001}):
        with pytest.raises(OptionError):
            Nervioso(wrong)


def test_1_the_first_player_is_drawn_and_the_count_is_at_zero():  # rule 1, NE-2
    assert {Nervioso({"players": 3}, seed).dealer for seed in range(30)} == {0, 1, 2}
    game = Nervioso({"players": 3}, 4, first_dealer=2)
    assert game.dealer == game.turn == 2 == game.info()["first"]
    assert game.opening_events[0] == HandStarted(0, 2)
    assert game.count == 0 and game.info()["count"] is None and game.info()["flips"] == 0


def test_15_deal_three_players_one_card_at_a_time_the_leftover_under_the_pile():  # rule 2
    deck = deck_of()
    game = Nervioso({"players": 3}, 1, decks=[deck], first_dealer=1)
    assert [len(s) for s in game.stacks] == [13, 13, 13]
    assert stack(game, 1) == deck[0:39:3]  # cards 1, 4, ..., 37, card 1 on top
    assert stack(game, 2) == deck[1:39:3] and stack(game, 0) == deck[2:39:3]
    assert game.zones()["pile"] == [deck[39]]
    assert game.view(1).zones["pile"] == [None]  # face down: never seen
    game.apply(0, Slap(100))  # a wrong slap: the leftover goes with the first pickup
    assert game.zones()["pile"] == [] and deck[39] in game.stacks[0]


@pytest.mark.parametrize("players,each,left", [(2, 20, 0), (4, 10, 0), (6, 6, 4), (3, 13, 1)])
def test_the_whole_deck_is_dealt_the_rest_face_down_to_the_centre(players, each, left):  # NE-10
    game = Nervioso({"players": players}, 5)
    assert [len(s) for s in game.stacks] == [each] * players
    assert game.view(None).zones["pile"] == [None] * left
    dealt = [e for e in game.opening_events if isinstance(e, Dealt)]
    assert len(dealt) == 40 and all(e.card is None for e in dealt)  # nobody sees a stack
    assert Counter(e.to for e in dealt)["pile"] == left


def test_nobody_sees_any_stack_his_own_included_only_the_pile_top():  # 14.2 what is seen
    game = position("2o 3o", "4o 5o", pile="1b", top="6b")
    for viewer in (None, 0, 1):
        zones = game.view(viewer).zones
        assert zones["stack:0"] == [None, None] and zones["stack:1"] == [None] * len(
            game.stacks[1])
        assert zones["pile"][-1] == parse("6b") and set(zones["pile"][:-1]) == {None}
    info = game.info()
    assert info["cards"] == [2, len(game.stacks[1])] and info["pile"] == len(game.zones()["pile"])


# ------------------------------------------------------------------ 14.3 the turn


def test_1_the_count_runs_1_to_10_and_again_two_players_alternating():  # rule 3
    game = position("2o 2c 2e 2b 3o 3c 4o", "1o 1c 1e 1b 5o 5c", rest=0)
    events, t = [], 0
    for flip in range(13):
        t += 500
        events += game.apply(flip % 2, Flip(t))
    assert counts(events) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1, 2, 3]
    assert kinds(events)[:3] == ["uno", "dos", "tres"] and kinds(events)[9] == "diez"
    assert game.window is None and game.flips == 13


def test_a_flip_puts_the_top_card_face_up_on_the_pile_and_speaks_the_count():  # rule 3
    game = position("7o 1c", "2o", rest=1)
    events = game.apply(0, Flip(250))
    assert events == [Moved((parse("7o"),), "stack:0", "pile", seat=0),
                      Announced("uno", 0, {"count": 1, "label": "1", "match": False})]
    assert game.view(1).zones["pile"][-1] == parse("7o") and stack(game, 0) == cards("1c")
    assert game.info()["count"] == 1 and game.info()["label"] == "1"


def test_no_match_passes_the_turn_to_the_next_player_with_cards():  # rule 4
    game = position("2o 3o", "", "4o", rest=0)
    game.apply(0, Flip(100))
    assert game.turn == 2  # seat 1 holds no cards: skipped
    assert game.apply(1, Flip(200)) == []  # and his flip is out of turn


def test_2_a_match_opens_a_window_the_last_to_slap_takes_and_flips_count_1():  # rules 4, 6, 7
    game = position("3o 5c", "6o 7o", count=2)
    events = game.apply(0, Flip(100))
    assert said(events)[-1] == Announced("tres", 0, {"count": 3, "label": "3", "match": True})
    assert game.info()["window"] == {"opened": 100, "until": 3100, "slapped": []}
    assert game.apply(0, Slap(300)) == []
    assert game.info()["window"]["slapped"] == [0]
    pile = len(game.zones()["pile"])
    events = game.apply(1, Slap(700))
    assert events == [Moved((None,) * pile, "pile", "stack:1", seat=1), Shuffled("stack:1")]
    assert game.window is None and game.turn == 1 and len(game.stacks[1]) == 2 + pile
    assert game.info()["last_window"] == {"opened": 100, "closed": 700, "how": "slapped",
                                          "slapped": [0, 1], "loser": 1}
    assert counts(game.apply(1, Flip(1100))) == [1]


def test_5_turns_are_paused_while_a_window_is_open():  # rule 5
    game = position("3o 5c", "6o 7o", count=2)
    game.apply(0, Flip(100))
    assert game.turn is None and game.info()["turn"] is None
    assert game.legal_actions(CLOCK) == [Tick(3100)]
    assert game.actors() == (0, 1, CLOCK)


# ------------------------------------------------------------------ 14.4 the slap window


def test_3_nobody_slaps_the_flipper_takes_the_pile_at_the_timeout():  # rule 6, NE-4
    game = position("3o 5c", "6o 7o", "Co", count=2)
    game.apply(0, Flip(100))
    assert game.apply(CLOCK, Tick(3099)) == [] and game.window is not None
    events = game.apply(CLOCK, Tick(3100))
    assert events[0] == TimedOut("slap", 3100) and events[1].to == "stack:0"
    assert game.turn == 0 and game.info()["last_window"]["how"] == "timeout"


def test_non_slappers_the_first_of_them_from_the_flipper_takes_the_pile():  # rule 6, NE-4
    game = position("5c", "3o 6o", "7o", "Co", count=2, turn=1)
    game.apply(1, Flip(100))
    game.apply(1, Slap(200))
    game.apply(3, Slap(300))
    game.apply(CLOCK, Tick(3100))  # seats 2 and 0 did not slap: 2 comes first after 1
    assert game.turn == 2 and game.info()["last_window"]["loser"] == 2


def test_a_second_slap_in_one_window_is_ignored():  # rule 6
    game = position("3o 5c", "6o 7o", "Co", count=2)
    game.apply(0, Flip(100))
    game.apply(1, Slap(200))
    assert game.apply(1, Slap(250)) == [] and game.info()["window"]["slapped"] == [1]
    game.apply(0, Slap(300))
    game.apply(2, Slap(400))  # the third slap closes the window: the second did not count
    assert game.info()["last_window"]["loser"] == 2


def test_9_window_edges_a_slap_at_the_last_millisecond_is_in_time():  # 0.6
    game = position("3o 5c", "6o 7o", count=2)
    game.apply(0, Flip(1000))
    game.apply(0, Slap(1500))
    events = game.apply(1, Slap(4000))
    assert game.info()["last_window"]["how"] == "slapped" and events[0].to == "stack:1"


def test_9_window_edges_a_slap_one_millisecond_late_falls_in_the_grace_period():  # 0.6
    game = position("3o 5c", "6o 7o", count=2)
    game.apply(0, Flip(1000))
    game.apply(0, Slap(1500))
    events = game.apply(1, Slap(4001))
    assert events[0] == TimedOut("slap", 4000) and events[1].to == "stack:1"
    assert "mano_equivocada" not in kinds(events)
    assert game.info()["last_window"]["how"] == "timeout" and game.grace == [4300, 4300]


def test_the_window_length_is_an_option():  # 0.6 table
    game = position("3o 5c", "6o 7o", count=2, window_ms=1500)
    game.apply(0, Flip(100))
    assert game.legal_actions(CLOCK) == [Tick(1600)]


# ------------------------------------------------------------------ rule 7 pickups


def test_7_a_pickup_shuffles_the_pile_into_the_stack_and_the_count_restarts():  # rule 7
    game = position("1o 2o 3o 4o", "Ro", pile="5b 6b", top="7b", count=4, rest=0)
    before = list(game.stacks[1])
    events = game.apply(1, Slap(100))
    assert sorted(game.stacks[1]) == sorted(before + cards("5b 6b 7b"))
    assert events[-1] == Shuffled("stack:1") and game.count == 0 and game.turn == 1
    assert counts(game.apply(1, Flip(200))) == [1]


def test_7_a_pickup_is_drawn_from_the_seed_and_replays_the_same():  # rule 7, 0.4
    one, two = (position("1o 2o", "Ro", pile="5b 6b", top="7b") for _ in range(2))
    one.apply(1, Slap(100))
    two.apply(1, Slap(100))
    assert one.stacks == two.stacks


def test_a_taker_with_no_cards_after_a_pickup_leaves_the_flip_to_the_next_with_cards():
    game = position("1o 2o", "", "Ro", rest=0)  # NE-11: a wrong slap on an empty pile
    game.apply(0, Slap(100))
    game.apply(1, Slap(500))
    assert game.stacks[1] == [] and game.turn == 2


# ------------------------------------------------------------------ 14.5 errors


def test_4_wrong_slap_count_4_card_6_the_slapper_takes_the_pile():  # rule 8, NE-5
    game = position("6o", "2c", count=3, rest=1)
    events = game.apply(0, Flip(100))
    assert counts(events) == [4] and not said(events)[0].data["match"] and game.turn == 1
    pile = len(game.zones()["pile"])
    events = game.apply(0, Slap(200))
    assert events[0] == Announced("mano_equivocada", 0, {})
    assert events[1] == Moved((None,) * pile, "pile", "stack:0", seat=0)
    assert len(game.stacks[0]) == pile and game.turn == 0 and game.count == 0


def test_5_castigo_a_flip_in_a_window_takes_the_pile_and_two_cards_from_each():  # rule 9
    game = position("3o 5c 5o", "6o 7o 7c", "4c 4e", "1e", count=2, rest=0)
    game.apply(0, Flip(100))
    sizes, pile = [len(s) for s in game.stacks], len(game.zones()["pile"])
    events = game.apply(1, Flip(300))
    assert events[0] == Announced("castigo", 1, {})
    assert events[1] == Moved((None,) * pile, "pile", "stack:1", seat=1)
    # two from each other stack (one from seat 3, who holds one), from the seat after him
    assert [e.frm for e in events[2:7]] == ["stack:2", "stack:2", "stack:3", "stack:0",
                                            "stack:0"]
    assert all(e.cards == (None,) and e.to == "stack:1" for e in events[2:7])
    assert events[7] == Shuffled("stack:1")
    assert [len(s) for s in game.stacks] == [sizes[0] - 2, sizes[1] + pile + 5, 0, 0]
    assert game.window is None and game.turn == 1 and game.count == 0
    assert game.info()["last_window"]["how"] == "castigo" and game.grace == [600] * 4


def test_a_castigo_gives_no_player_a_finish():  # rule 11: a cancelled window makes nobody win
    game = position("3o 5c", "", "4o", count=2, rest=0)
    game.apply(0, Flip(100))
    game.apply(1, Slap(200))  # empty stack, slapped first
    game.apply(2, Flip(300))
    assert game.finished == [] and game.outcome() is None


def test_10_the_grace_period_covers_every_press_of_every_player_still_in():  # rule 10, 0.6
    game = position("3o 5c", "6o 7o", "Co", count=2)
    game.apply(0, Flip(100))
    for seat in (0, 1, 2):
        game.apply(seat, Slap(200 + seat))  # closes at 202; seat 2 takes the pile
    assert game.turn == 2 and game.grace == [502, 502, 502]
    assert game.legal_actions(0) == [Slap(503)] and game.legal_actions(2) == [Flip(503)]
    before = (game.zones(), game.turn, game.count)
    for press in (Slap(202), Flip(400), Slap(502)):  # the first timed at the closing itself
        for seat in (0, 1, 2):
            assert game.apply(seat, press) == []  # seat 2's flip too, though he is next
    assert (game.zones(), game.turn, game.count) == before
    assert counts(game.apply(2, Flip(503))) == [1]


def test_10_the_grace_period_follows_a_timeout_and_a_castigo_too():  # 0.6
    for close in ("timeout", "castigo"):
        game = position("3o 5c", "6o 7o", count=2)
        game.apply(0, Flip(100))
        game.apply(CLOCK, Tick(3100)) if close == "timeout" else game.apply(1, Flip(3100))
        assert game.grace == [3400, 3400]
        assert game.apply(1, Slap(3400)) == [] and kinds(game.apply(1, Slap(3401))) == [
            "mano_equivocada"]


def test_14_ignored_presses_change_nothing():  # rules 6, 10
    game = position("2o 3o", "4o 5o", rest=1)
    before = (game.zones(), game.turn, game.count)
    assert game.apply(1, Flip(100)) == []  # out of turn, no window
    assert (game.zones(), game.turn, game.count) == before and game.clock == 100
    game = position("3o 5c", "6o 7o", "Co", count=2)
    game.apply(0, Flip(100))
    game.apply(1, Slap(200))
    assert game.apply(1, Slap(300)) == [] and game.info()["window"]["slapped"] == [1]


def test_14_a_finished_player_takes_no_part_his_presses_are_ignored():  # rules 10, 12
    game = position("3o 5c", "", "4o", count=2, rest=0)
    game.apply(0, Flip(100))
    for t, seat in enumerate((1, 0, 2)):
        game.apply(seat, Slap(200 + t))
    assert game.finished == [1] and 1 not in game.actors()
    before = (game.zones(), game.turn, game.clock, len(game.history))
    for press in (Slap(900), Flip(900), Flip(50, "7")):  # even one timed in the past
        assert game.why_illegal(1, press) is None
        assert game.apply(1, press) == []
    assert (game.zones(), game.turn, game.clock, len(game.history)) == before
    with pytest.raises(IllegalAction):  # what is no press at all is still refused
        game.apply(1, Noise("cow", 900))


# ------------------------------------------------------------------ 14.6 running out, the end


def test_6_an_empty_stack_that_slaps_first_in_a_window_wins():  # rule 11, NE-7
    game = position("3o 5c", "5o", "", count=2, rest=1)
    game.apply(0, Flip(100))
    game.apply(2, Slap(200))
    game.apply(0, Slap(300))
    events = game.apply(1, Slap(400))
    assert events[-1] == Announced("libre", 2, {"place": 1})
    assert game.finished == [2] and game.actors() == (0, 1, CLOCK)
    assert game.info()["finished"] == [2] and game.outcome() is None


def test_an_empty_stack_skipped_for_flipping_still_slaps_and_may_take_the_pile():  # rule 11
    game = position("3o 5c", "", "4o", count=2, rest=0)
    game.apply(0, Flip(100))
    game.apply(0, Slap(200))
    game.apply(2, Slap(300))
    game.apply(1, Slap(400))  # last: he takes the pile and plays on
    assert game.finished == [] and game.stacks[1] and game.turn == 1


def test_10_two_winners_finish_in_slap_order():  # rule 11
    game = position("3o 5c", "6o", "", "", count=2, rest=1)
    game.apply(0, Flip(100))
    for seat, t in ((2, 200), (3, 300), (0, 400)):
        game.apply(seat, Slap(t))
    events = game.apply(1, Slap(500))
    assert [e for e in said(events)] == [Announced("libre", 2, {"place": 1}),
                                        Announced("libre", 3, {"place": 2})]
    assert game.info()["last_window"]["loser"] == 1 and game.finished == [2, 3]


def test_11_no_early_end_flipping_the_last_card_is_not_yet_a_win():  # rule 11, NE-7
    game = position("2o 3o 4o", "Ro", rest=0)
    game.apply(0, Flip(100))
    game.apply(1, Flip(200))  # his last card, no match
    assert game.outcome() is None and game.turn == 0 and game.stacks[1] == []
    game.apply(0, Flip(300))  # 3o at 3: a match
    game.apply(1, Slap(400))
    events = game.apply(0, Slap(500))
    assert Announced("libre", 1, {"place": 1}) in events
    assert isinstance(events[-2], HandOver) and isinstance(events[-1], MatchOver)


def test_12_the_last_player_not_finished_loses():  # rule 12
    game = position("2o 3o 4o", "Ro", rest=0)
    for seat, t in ((0, 100), (1, 200), (0, 300), (1, 400), (0, 500)):
        game.apply(seat, Flip(t) if t in (100, 200, 300) else Slap(t))
    outcome = game.outcome()
    assert outcome.winners == (1,) and outcome.returns == (0.0, 1.0)
    assert outcome.scores == (40, 0) and outcome.reason == "last_in"
    assert game.actors() == () and game.info()["ranking"] == [[1], [0]]
    assert game.info()["losers"] == [0]


def test_12_three_players_the_game_goes_on_after_the_first_winner():  # rule 12, NE-7
    game = position("3o 5c", "5o", "", count=2, rest=1)
    game.apply(0, Flip(100))
    for seat, t in ((2, 200), (0, 300), (1, 400)):
        game.apply(seat, Slap(t))
    assert game.outcome() is None and game.finished == [2]


def test_16_first_winner_option_four_players_the_first_finish_ends_it():  # rule 12, NE-12
    game = position("3o 5c", "6o", "", "7o", count=2, rest=1, first_winner=True)
    game.apply(0, Flip(100))
    for seat, t in ((2, 200), (0, 300), (1, 400), (3, 500)):
        game.apply(seat, Slap(t))
    outcome = game.outcome()
    assert outcome.winners == (2,) and outcome.reason == "first_winner"
    assert outcome.returns == (0.5, 0.5, 1.0, 0.5) and game.info()["losers"] == []


def test_first_winner_option_with_two_players_the_other_loses():  # NE-12
    game = position("2o 3o 4o", "Ro", rest=0, first_winner=True)
    for seat, t in ((0, 100), (1, 200), (0, 300), (1, 400), (0, 500)):
        game.apply(seat, Flip(t) if t in (100, 200, 300) else Slap(t))
    assert game.outcome().returns == (0.0, 1.0) and game.info()["losers"] == [0]


def test_13_every_stack_empty_after_a_flip_without_a_match_is_a_draw():  # rule 13, NE-8
    game = position("Ro", "", "", count=0, rest=None)
    game.finished, game.in_game = [2], [0, 1]  # seat 2 finished earlier
    game.actors_now = (0, 1, CLOCK)
    events = game.apply(0, Flip(100))
    outcome = game.outcome()
    assert outcome.reason == "draw" and outcome.winners == (2,)
    assert outcome.returns == (0.5, 0.5, 1.0) and isinstance(events[-1], MatchOver)


def test_13_safety_the_2000th_flip_ends_the_game_even_on_a_match():  # rule 14, NE-13
    game = position("3o 1c 2c", "4o 5o", count=2, rest=1)
    game.flips = MAX_FLIPS - 1
    events = game.apply(0, Flip(100))
    assert said(events)[0].data["match"] is False and game.window is None
    outcome = game.outcome()
    assert outcome.reason == "flip_limit" and outcome.winners == (0,)
    assert outcome.returns == (1.0, 0.0) and outcome.scores == (2, 37)
    assert isinstance(events[-2], HandOver) and events[-2].results["flips"] == MAX_FLIPS


def limit_position(sizes: tuple[int, ...], **options) -> Nervioso:
    """Three stacks of these sizes once seat 0 has made the 2000th flip."""
    deck = list(SPANISH_40)
    stacks, start = [], 0
    for seat, size in enumerate(sizes):
        size += seat == 0  # seat 0 flips one of his
        stacks.append(" ".join(map(str, deck[start:start + size])))
        start += size
    game = position(*stacks, count=4, **options)  # a 5 would match: it is not judged
    game.flips = MAX_FLIPS - 1
    game.apply(0, Flip(100))
    assert [len(s) for s in game.stacks] == list(sizes)
    return game


def test_17_safety_placing_the_players_holding_most_cards_lose():  # rule 14
    outcome = limit_position((5, 9, 9)).outcome()
    assert outcome.winners == (0,) and outcome.returns == (1.0, 0.0, 0.0)
    draw = limit_position((7, 7, 7)).outcome()
    assert draw.winners == () and draw.returns == (0.5, 0.5, 0.5)
    first = limit_position((5, 9, 9), first_winner=True)
    assert first.outcome().winners == (0,) and first.outcome().returns == (1.0, 0.5, 0.5)
    assert first.info()["losers"] == [] and first.info()["ranking"] == [[0], [1, 2]]


def test_safety_places_finished_players_first():  # rule 14
    game = limit_position((5, 9, 9))
    assert game.info()["ranking"] == [[0], [1, 2]] and game.info()["losers"] == [1, 2]


# ------------------------------------------------------------------ 14.7 manual count


def manual(*stacks: str, **kwargs) -> Nervioso:
    return position(*stacks, manual_count=True, **kwargs)


def test_manual_count_presses_name_the_count_and_the_app_shows_none():  # 14.7, NE-3
    game = manual("2o 3o", "4o 5o", rest=1)
    assert game.presses(0) == (Slap(0), *(Flip(0, str(n)) for n in range(1, 11)))
    events = game.apply(0, Flip(100, "1"))
    assert said(events) == [Announced("uno", 0, {"count": None, "label": "1", "match": False})]
    assert game.info()["count"] is None and game.info()["label"] is None


def test_12_manual_count_a_wrong_count_takes_the_pile_at_once_no_window():  # 14.7, NE-14
    game = manual("4o 5o", "6o", count=3, rest=1)
    pile = len(game.zones()["pile"])
    events = game.apply(0, Flip(100, "5"))
    assert said(events)[0] == Announced("cinco", 0, {"count": None, "label": "5",
                                                     "match": False})
    assert said(events)[1] == Announced("cuenta_perdida", 0, {})
    assert Moved((None,) * (pile + 1), "pile", "stack:0", seat=0) in events
    assert game.window is None and game.turn == 0 and game.count == 0


def test_manual_count_a_flip_naming_no_count_loses_it_and_says_nothing_else():  # 14.7
    game = manual("2o 3o", "4o 5o", rest=1)
    assert kinds(game.apply(0, Flip(100))) == ["cuenta_perdida"] and game.turn == 0


def test_12_manual_count_no_flip_within_the_turn_time_loses_the_count():  # 14.7
    game = manual("2o 3o", "4o 5o", rest=1)
    assert game.info()["turn_until"] == 3000 and game.legal_actions(CLOCK) == [Tick(3000)]
    assert game.apply(0, Flip(3000, "1")) != []  # the last millisecond is in time
    assert game.turn == 1 and game.info()["turn_until"] == 6000
    events = game.apply(CLOCK, Tick(6000))
    assert events[:2] == [TimedOut("turn", 6000), Announced("cuenta_perdida", 1, {})]
    assert game.turn == 1 and game.count == 0 and game.info()["turn_until"] == 9000
    assert said(game.apply(1, Flip(6500, "1")))[0].kind == "uno"  # he flips, counting 1


def test_manual_count_a_late_flip_comes_after_the_turn_time_ran_out():  # 0.6 timers
    game = manual("2o 3o", "4o 5o", count=1, rest=1)
    events = game.apply(0, Flip(3001, "2"))  # his turn ran out at 3000: the count restarted
    assert events[0] == TimedOut("turn", 3000)
    assert "cuenta_perdida" in kinds(events[2:]) and game.turn == 0  # "2" is wrong at 1


def test_manual_count_a_long_silence_loses_the_count_at_each_turn_time():  # 14.7
    game = manual("2o 3o", "4o 5o", rest=1)
    game.apply(CLOCK, Tick(3000))
    assert game.zones()["pile"] == [] and game.turn == 0
    game.apply(CLOCK, Tick(10**9))  # every later turn time runs out the same way
    assert game.info()["turn_until"] > 10**9 >= game.info()["turn_until"] - 3000
    assert game.turn == 0 and game.count == 0


def test_manual_count_the_turn_time_is_an_option_and_starts_after_a_window():  # 14.7
    game = manual("3o 5c", "6o 7o", count=2, turn_ms=2000, rest=1)
    assert game.info()["turn_until"] == 2000
    game.apply(0, Flip(100, "3"))
    assert game.info()["turn_until"] is None and game.window is not None
    game.apply(0, Slap(200))
    game.apply(1, Slap(300))
    assert game.turn == 1 and game.info()["turn_until"] == 2300


def test_manual_count_a_right_count_on_a_match_opens_the_window():  # 14.7
    game = manual("3o", "6o", count=2, rest=1)
    events = game.apply(0, Flip(100, "3"))
    assert said(events)[0].data == {"count": None, "label": "3", "match": True}
    assert game.window is not None


def test_in_automatic_count_mode_the_flip_s_argument_is_ignored():  # 14.7
    game = position("2o 3o", "4o 5o", rest=1)
    assert game.presses(0) == (Flip(0), Slap(0))
    assert counts(game.apply(0, Flip(100, "7"))) == [1] and game.info()["turn_until"] is None


# ------------------------------------------------------------------ 14.7 the variants


def test_8_contando_figuras_count_sota_card_sota_a_match():  # 14.7
    game = position("So", "4o", count=7, rest=1, counting="figures")
    events = game.apply(0, Flip(100))
    assert said(events)[0] == Announced("sota", 0, {"count": 8, "label": "S", "match": True})
    assert game.window is not None


def test_contando_figuras_says_sota_caballo_rey_and_is_a_variant():  # 14.7
    game = Nervioso(variant="contando-figuras")
    assert game.options["counting"] == "figures" and game.labels[8:] == ("S", "C", "R")
    names = [p.count for p in Nervioso({"manual_count": True}, variant="contando-figuras")
             .presses(0)[1:]]
    assert names == ["1", "2", "3", "4", "5", "6", "7", "S", "C", "R"]


def test_contando_figuras_manual_a_number_at_8_is_a_wrong_count():  # 14.7
    game = manual("So", "4o", count=7, rest=1, counting="figures")
    assert "cuenta_perdida" in kinds(game.apply(0, Flip(100, "8")))
    game = manual("So", "4o", count=7, rest=1, counting="figures")
    assert game.apply(0, Flip(100, "S")) and game.window is not None


def test_7_666_a_six_at_position_six_is_silent_and_a_slap_on_it_is_wrong():  # 14.7, NE-9
    game = position("6o", "4o", count=5, rest=1, counting="666")
    events = game.apply(0, Flip(100))
    assert said(events) == [Announced("silencio", 0, {"count": 6, "label": "silent",
                                                      "match": False})]
    assert game.window is None and game.info()["label"] == "silent"
    assert kinds(game.apply(0, Slap(200))) == ["mano_equivocada"]


def test_666_the_flip_after_the_silence_is_counted_seven():  # 14.7
    game = position("6o", "7o", count=5, rest=1, counting="666")
    game.apply(0, Flip(100))
    events = game.apply(1, Flip(200))
    assert said(events)[0] == Announced("siete", 1, {"count": 7, "label": "7", "match": True})


def test_666_manual_count_silent_at_six_and_naming_six_loses_it():  # 14.7, NE-9
    game = manual("6o", "7o", count=5, rest=1, counting="666")
    assert game.presses(0)[-1] == Flip(0, "silent") and len(game.presses(0)) == 12
    assert kinds(game.apply(0, Flip(100, "silent"))) == ["silencio"] and game.turn == 1
    game = manual("6o", "7o", count=5, rest=1, counting="666")
    assert kinds(game.apply(0, Flip(100, "6"))) == ["seis", "cuenta_perdida"]


def test_the_variants_are_one_option_and_cannot_be_combined():  # NE-15
    spec = Nervioso.spec
    assert spec.variants == {"contando-figuras": {"counting": "figures"},
                             "666": {"counting": "666"}}
    assert spec.option("counting").choices == ("numbers", "figures", "666")
    with pytest.raises(OptionError):
        Nervioso({"counting": "figures+666"})


# ------------------------------------------------------------------ the real-time protocol


def test_actors_are_every_player_still_in_and_the_clock():  # 0.6 contract
    game = Nervioso({"players": 3}, 1)
    assert game.actors() == (0, 1, 2, CLOCK)
    assert game.legal_actions(CLOCK) == [Tick(0)]  # no timer pending in automatic mode


def test_any_press_of_the_seat_s_kinds_is_legal_not_before_the_clock():  # 0.6 contract
    game = position("2o 3o", "4o 5o", rest=1)
    game.apply(1, Slap(500))
    for act in (Slap(500), Flip(500), Flip(900, "R")):
        assert game.is_legal(0, act)
    assert not game.is_legal(0, Slap(499)) and not game.is_legal(CLOCK, Slap(600))
    reason = game.why_illegal(0, Slap(499))
    assert reason.message == "Time cannot go back: {t} ms is before {last} ms."
    assert "only flip" in str(game.why_illegal(0, Noise("cow", 600)))
    assert "milliseconds" in str(game.why_illegal(0, Slap(1.5)))
    assert "count in text" in str(game.why_illegal(0, Flip(600, 7)))
    assert "Only the clock" in str(game.why_illegal(CLOCK, Slap(600)))
    assert not game.is_legal(0, Slap(True))


def test_legal_actions_list_one_press_per_effect_timed_at_the_clock():  # 0.6 contract
    game = position("3o 5c", "6o 7o", "Co", count=2)
    game.apply(1, Slap(0))
    game.apply(1, Flip(50))  # no match at 1
    assert game.legal_actions(2) == [Flip(50)]  # his turn
    assert game.legal_actions(0) == [Slap(50)]  # a wrong slap
    game = position("3o 5c", "6o 7o", "Co", count=2)
    game.apply(0, Flip(100))
    game.apply(1, Slap(200))
    assert game.legal_actions(0) == [Slap(200)]
    assert game.legal_actions(1) == [Flip(200)]  # after his slap: only a castigo changes things
    game = manual("2o 3o", "4o 5o", count=4, rest=1)
    assert game.legal_actions(0) == [Flip(0, "5"), Flip(0, "6")]  # right, and a wrong count


def test_info_carries_the_public_figures():
    game = position("3o 5c", "6o 7o", count=2)
    game.apply(0, Flip(100))
    info = game.info()
    for key in ("turn", "count", "label", "window", "grace_until", "finished", "turn_until",
                "flips", "clock", "cards", "pile", "ranking"):
        assert key in info
    assert (info["count"], info["label"], info["flips"], info["clock"]) == (3, "3", 1, 100)


def test_events_name_only_the_cards_that_land_face_up():  # visibility
    game = position("3o 5c", "6o 7o", "Co", count=2)
    events = game.apply(0, Flip(100)) + game.apply(1, Flip(200))
    named = {card for e in events if isinstance(e, Moved) for card in e.cards if card}
    assert named == {parse("3o")}
    for viewer in (None, 0, 1, 2):
        assert game.redact(events, viewer) == events
