"""Piles: one test per rule, ruling and numbered test of RULES.md §3."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from naipes_pg.cards import FRENCH_52, parse, parse_many
from naipes_pg.rules.base import Call, IllegalAction, OptionError, PlayCard
from naipes_pg.rules.events import (
    Announced,
    Captured,
    Dealt,
    HandOver,
    HandStarted,
    MatchOver,
    Moved,
)
from naipes_pg.rules.piles import (
    BLACK,
    NEIGHBOURS,
    PASS,
    RED,
    ZONES,
    Piles,
    colour,
    hand_winners,
    total_value,
)
from naipes_pg.rules.registry import new_game

# RULES.md 3.7's example grid, row 0 first
EXAMPLE = "5H 9S KD 2C  7C 10H 4H JS  QD 3S 8C AH"


def at(r: int, c: int) -> str:
    return f"castle:{r},{c}"


def position(grid: str = EXAMPLE, hands: tuple[str, str, str, str] = ("", "", "", ""),
             *, turn: int = 0, colours: tuple[str | None, str | None] = (None, None),
             under: dict[str, str] | None = None, seed: int = 1, last: bool = False) -> Piles:
    """A hand in progress: the castle's tops (row by row), any cards ``under`` a top (bottom
    first), each seat's hand and whose turn it is; the other cards lie out of play. Unless
    ``last``, a seat with no cards given gets one spare, so the hand goes on after a move."""
    game = new_game("piles", seed=seed, first_dealer=3)
    tops = parse_many(grid)
    game.castle = [parse_many((under or {}).get(zone, "")) + [top]
                   for zone, top in zip(ZONES, tops, strict=True)]
    game.hands = [parse_many(h) for h in hands]
    game.taken = [[], []]
    game.colours = list(colours)
    game.turn = turn
    used = [c for pile in game.castle for c in pile] + [c for h in game.hands for c in h]
    assert len(used) == len(set(used))
    spare = iter(c for c in FRENCH_52 if c not in used)
    for hand in game.hands:
        if not hand and not last:
            hand.append(next(spare))
    return game


def play(game: Piles, seat: int, card: str, zone: str):
    return game.apply(seat, PlayCard(parse(card), zone))


def value_at(game: Piles, zone: str) -> int:
    return game.values()[ZONES.index(zone)]


def kinds(events) -> list[str]:
    return [e.kind for e in events if isinstance(e, Announced)]


def to_last_move(game: Piles, rng: random.Random) -> None:
    """Random legal moves until one card is left in all the hands together."""
    while sum(len(h) for h in game.hands) > 1:
        seat = game.actors()[0]
        game.apply(seat, rng.choice(game.legal_actions(seat)))


# ------------------------------------------------------------------ 3.1 overview


def test_french_deck_four_players_in_pairs():  # 3.1
    game = new_game("piles", seed=2)
    assert sorted(game.all_cards()) == sorted(FRENCH_52)
    assert game.players == 4
    assert [game.team_of(s) for s in range(4)] == [0, 1, 0, 1]  # partners opposite
    with pytest.raises(OptionError):
        new_game("piles", {"players": 2})


def test_colours_and_intrinsic_values():  # 3.1
    assert [colour(c) for c in parse_many("2H 3D 4C 5S")] == [RED, RED, BLACK, BLACK]
    assert [c.rank for c in parse_many("AH 10S JD QC KH")] == [1, 10, 11, 12, 13]


# ------------------------------------------------------------------ 3.2 setup


def test_deal_one_at_a_time_then_castle_row_by_row():  # [PI-8], test 9
    deck = list(FRENCH_52)
    game = new_game("piles", seed=5, decks=[deck], first_dealer=2)
    assert game.hands[3] == deck[0:40:4]  # the seat after the dealer: cards 1, 5, 9, …
    assert game.hands[2] == deck[3:40:4]  # the dealer: cards 4, 8, …, 40
    assert game.castle[ZONES.index(at(0, 0))] == [deck[40]]
    assert game.castle[ZONES.index(at(0, 3))] == [deck[43]]
    assert game.castle[ZONES.index(at(1, 0))] == [deck[44]]
    assert game.castle[ZONES.index(at(2, 3))] == [deck[51]]
    dealt = [e for e in game.opening_events if isinstance(e, Dealt)]
    assert [e.to for e in dealt[:5]] == ["hand:3", "hand:0", "hand:1", "hand:2", "hand:3"]
    assert [e.to for e in dealt[40:]] == list(ZONES)


def test_opener_is_the_seat_after_the_dealer():  # rule 2 [PI-1]
    game = new_game("piles", seed=5, first_dealer=1)
    assert game.actors() == (2,)
    assert isinstance(game.opening_events[0], HandStarted)
    assert game.opening_events[0].dealer == 1


def test_dealer_is_drawn_then_passes_to_the_next_seat():  # rule 1 [PI-2]
    dealers = {new_game("piles", seed=s).dealer for s in range(40)}
    assert dealers == {0, 1, 2, 3}
    game = new_game("piles", seed=3, first_dealer=0)
    rng = random.Random(3)
    to_last_move(game, rng)
    seat = game.actors()[0]
    events = game.apply(seat, game.legal_actions(seat)[0])
    started = [e for e in events if isinstance(e, HandStarted)]
    assert started == [HandStarted(1, 1)] and game.actors() == (2,)


def test_first_card_gives_its_colour_to_the_players_team():  # rule 3
    game = position(hands=("2H", "3C", "", ""))
    events = play(game, 0, "2H", at(0, 0))  # on 5H, its own colour
    assert game.colours == [RED, BLACK]
    assert kinds(events)[0] == "rojos"


def test_first_card_is_judged_by_rule_7():  # rule 3: rule 7 applies to the first card
    game = position(hands=("6C", "", "", ""))
    events = play(game, 0, "6C", at(1, 1))  # 10H has T = 8
    assert game.colours == [BLACK, RED]
    assert kinds(events) == ["negros"]
    assert any(isinstance(e, Captured) for e in events)
    assert game.taken[0] == [parse("10H")]


def test_colours_last_for_the_hand_only():  # rule 3
    game = new_game("piles", seed=8, first_dealer=0)
    to_last_move(game, random.Random(8))
    seat = game.actors()[0]
    game.apply(seat, game.legal_actions(seat)[0])
    assert game.colours == [None, None]


def test_a_seat_sees_only_his_own_hand_and_everything_played():  # 3.2 what players see
    game = new_game("piles", seed=4, first_dealer=3)
    view = game.view(1)
    assert all(c is None for c in view.zones["hand:0"]) and None not in view.zones["hand:1"]
    assert all(None not in view.zones[zone] for zone in ZONES)
    assert len(view.zones["hand:2"]) == 10


# ------------------------------------------------------------------ 3.3 values


def test_neighbours_two_three_or_four_summing_to_34():  # rule 4
    counts = Counter(len(n) for n in NEIGHBOURS)
    assert counts == {2: 4, 3: 6, 4: 2}
    assert sum(len(n) for n in NEIGHBOURS) == 34


def test_total_value_of_10h_is_8():  # test 1
    assert value_at(position(), at(1, 1)) == 8


def test_total_value_of_9s_is_6():  # test 2
    assert value_at(position(), at(0, 1)) == 6


def test_source_example_red_10_with_three_red_neighbours_is_12():  # test 4, rule 5
    game = position("2C 9H 3C 4C  8H 10D 5H 6C  7C 2S 9C JC")
    assert value_at(game, at(1, 1)) == 12


def test_total_value_spans_minus_3_to_17():  # rule 5
    low = position("KH AS 2H 3H  4S 5H 6S 7S  8H 9S 10H JS")  # AS amid red on 3 sides
    assert value_at(low, at(0, 1)) == 1 - 3
    tops = parse_many("AC 2C 3C 4C  5C KC 6C 7C  8C 9C 10C JC")
    assert total_value(tops, 5) == 17


# ------------------------------------------------------------------ 3.4 turn


def test_same_colour_is_always_legal():  # rule 1
    game = position(hands=("2D", "", "", ""))
    assert PlayCard(parse("2D"), at(0, 0)) in game.legal_actions(0)  # on 5H


def test_other_colour_needs_a_foothold():  # rule 2 [PI-3], test 7
    all_red = position("5H 9H KD 2D  7H 10H 4H JD  QD 3H 8D AH", hands=("2C", "", "", ""))
    assert all_red.legal_actions(0) == [PASS]
    lone_black = position("5H 9H KD 2D  7H 10H 4H JD  QD 3H 8D AS", hands=("2C", "", "", ""))
    with pytest.raises(IllegalAction, match="neighbour"):  # 5H: 9H and 7H, both red
        lone_black.apply(0, PlayCard(parse("2C"), at(0, 0)))
    assert PlayCard(parse("2C"), at(2, 2)) in lone_black.legal_actions(0)  # 8D beside AS
    game = position(hands=("6C", "", "", ""))
    assert PlayCard(parse("6C"), at(0, 2)) in game.legal_actions(0)  # KD beside 9S and 2C


def test_foothold_is_the_placed_cards_colour_not_the_covered_ones():  # [PI-3]
    # 5H at (0,0) has 9H red and 7C black neighbours: a black card may go there
    game = position("5H 9H KD 2D  7C 10H 4H JD  QD 3H 8D AH", hands=("2S", "", "", ""))
    assert PlayCard(parse("2S"), at(0, 0)) in game.legal_actions(0)
    assert PlayCard(parse("2S"), at(0, 2)) not in game.legal_actions(0)  # KD: all red around


def test_team_black_captures_10h_with_6c():  # test 3, rules 7 and 8
    game = position(hands=("6C", "", "", ""), colours=(BLACK, RED), under={at(1, 1): "3D"})
    events = play(game, 0, "6C", at(1, 1))
    assert game.castle[ZONES.index(at(1, 1))] == [parse("6C")]  # stays as a one-card pile
    assert game.taken[0] == parse_many("3D 10H")
    took = [e for e in events if isinstance(e, Captured)]
    assert took == [Captured(0, tuple(parse_many("10H 3D")), at(1, 1), "taken:0")]


def test_value_13_is_taken_only_by_a_higher_card():  # test 5 [PI-4]
    # QD at (0,1): neighbours 5H, KD red, 10S black → T = 12 + 2 − 1 = 13
    grid = "5H QD KD 2C  7C 10S 4H JS  QH 3S 8C AH"
    game = position(grid, hands=("KS QC", "", "", ""), colours=(BLACK, RED))
    assert value_at(game, at(0, 1)) == 13
    events = play(game, 0, "KS", at(0, 1))
    assert game.taken[0] == [parse("QD")]
    said = [e for e in events if isinstance(e, Announced) and e.kind == "trece"]
    assert said == [Announced("trece", 0, {"card": "KS", "covered": "QD", "taken": True})]
    assert events.index(said[0]) < next(i for i, e in enumerate(events)
                                        if isinstance(e, Captured))  # said, then swept
    game = position(grid, hands=("KS QC", "", "", ""), colours=(BLACK, RED))
    events = play(game, 0, "QC", at(0, 1))
    assert not game.taken[0] and not any(isinstance(e, Captured) for e in events)
    assert game.castle[ZONES.index(at(0, 1))] == parse_many("QD QC")  # QC is the new top
    assert [e for e in events if isinstance(e, Announced) and e.kind == "trece"] == [
        Announced("trece", 0, {"card": "QC", "covered": "QD", "taken": False})]


def test_the_intrinsic_values_are_said_only_where_they_decide():  # rule 7
    """"¡Trece!" tells a capture decided by the intrinsic values; T below or above 13, or a
    card of the other colour, or the team's own colour covered, says nothing of it."""
    game = position(hands=("6C", "", "", ""), colours=(BLACK, RED), under={at(1, 1): "3D"})
    assert not [e for e in play(game, 0, "6C", at(1, 1)) if getattr(e, "kind", "") == "trece"]
    game = position("5H KD 2C 2S  7C 10D 4S JS  QH 3S 8C AH",
                    hands=("AS", "", "", ""), colours=(BLACK, RED))  # T = 14
    assert not [e for e in play(game, 0, "AS", at(0, 1)) if getattr(e, "kind", "") == "trece"]
    grid = "5H QD KD 2C  7C 10S 4H JS  QH 3S 8C AH"  # QD at T = 13, covered by a red card
    game = position(grid, hands=("KH", "", "", ""), colours=(BLACK, RED))
    assert not [e for e in play(game, 0, "KH", at(0, 1)) if getattr(e, "kind", "") == "trece"]


def test_red_king_at_13_in_a_corner_cannot_be_captured():  # test 5
    grid = "KH 2D 5C 2C  7C 10S 4H JS  QH 3S 8C AH"  # KH: 2D red, 7C black → T = 13
    game = position(grid, hands=("KS", "", "", ""), colours=(BLACK, RED))
    assert value_at(game, at(0, 0)) == 13
    play(game, 0, "KS", at(0, 0))
    assert not game.taken[0]


def test_value_14_is_safe_but_may_be_covered():  # test 6, rule 9
    grid = "5H KD 9D 2C  7C 10D 4S JS  QH 3S 8C AH"  # KD: 5H, 9D, 10D red → T = 16
    game = position(grid, hands=("AS", "", "", ""), colours=(BLACK, RED))
    assert value_at(game, at(0, 1)) >= 14
    game = position("5H KD 2C 2S  7C 10D 4S JS  QH 3S 8C AH",
                    hands=("AS", "", "", ""), colours=(BLACK, RED))
    assert value_at(game, at(0, 1)) == 14  # 5H, 10D red, 2C black: 13 + 2 − 1
    events = play(game, 0, "AS", at(0, 1))
    assert not game.taken[0] and not any(isinstance(e, Captured) for e in events)
    assert game.castle[ZONES.index(at(0, 1))][-1] == parse("AS")  # control changes


def test_a_card_not_of_the_team_colour_never_captures():  # rule 7
    game = position(hands=("6C", "", "", ""), colours=(RED, BLACK))
    play(game, 0, "6C", at(1, 1))  # black on red, but his team is Red
    assert not game.taken[0]
    assert game.castle[ZONES.index(at(1, 1))] == parse_many("10H 6C")


def test_own_colour_on_own_colour_never_captures():  # rule 7
    game = position(hands=("6H", "", "", ""), colours=(RED, BLACK))
    play(game, 0, "6H", at(1, 1))
    assert not game.taken[0]


def test_forced_pass_next_player_takes_a_random_card():  # test 8, rule 10 [PI-5]
    grid = "5C 9S KC 2C  7C 10S 4S JS  QC 3S 8C AS"
    game = position(grid, hands=("2H 3D 4H", "5D", "", ""), colours=(RED, BLACK))
    assert game.legal_actions(0) == [PASS]
    events = game.apply(0, PASS)
    assert kinds(events) == ["paso"]
    moved = [e for e in events if isinstance(e, Moved)]
    assert len(moved) == 1 and moved[0].frm == "hand:0" and moved[0].to == "taken:1"
    card = moved[0].cards[0]
    assert card in parse_many("2H 3D 4H") and game.taken[1] == [card]
    assert len(game.hands[0]) == 2 and game.actors() == (1,)
    seen_by_2 = game.redact(events, 2)
    assert [e for e in seen_by_2 if isinstance(e, Moved)][0].cards == (card,)  # shown to all


def test_forced_pass_card_is_drawn_from_the_seeded_source():  # 0.4
    grid = "5C 9S KC 2C  7C 10S 4S JS  QC 3S 8C AS"
    taken = set()
    for seed in range(30):
        game = position(grid, hands=("2H 3D 4H", "5D", "", ""), seed=seed)
        again = position(grid, hands=("2H 3D 4H", "5D", "", ""), seed=seed)
        game.apply(0, PASS)
        again.apply(0, PASS)
        assert game.taken == again.taken
        taken.add(game.taken[1][0])
    assert len(taken) == 3


def test_pass_is_refused_while_a_card_can_be_placed():  # [PI-5]
    game = position(hands=("2H", "", "", ""))
    assert PASS not in game.legal_actions(0)
    with pytest.raises(IllegalAction, match="only when"):
        game.apply(0, PASS)


def test_opener_passes_and_the_next_players_team_takes_red():  # test 10 [PI-9]
    grid = "6H 9H KD 2D  7H 10H 4H JD  QD 3H 8D AH"
    game = position(grid, hands=("2C 3S", "5H 6S", "7S", "8S"))
    game.apply(0, PASS)
    assert game.colours == [None, None]
    events = play(game, 1, "5H", at(1, 1))
    assert game.colours == [BLACK, RED]
    assert kinds(events)[0] == "rojos"


def test_a_passer_is_dealt_none_of_the_colour_he_lacks_in_search_worlds():  # [PI-5]
    grid = "5C 9S KC 2C  7C 10S 4S JS  QC 3S 8C AS"
    game = position(grid, hands=("2H 3D 4H", "5D 6S", "7D 7S", "8D 8S"), turn=0)
    game.apply(0, PASS)
    for k in range(20):
        world = game.determinize(1, random.Random(k))
        assert all(colour(c) == RED for c in world.hands[0])


def test_hands_shrink_by_one_card_a_turn():  # rule 11
    game = new_game("piles", seed=11)
    rng = random.Random(11)
    for _ in range(39):
        before = sum(len(h) for h in game.hands)
        seat = game.actors()[0]
        game.apply(seat, rng.choice(game.legal_actions(seat)))
        assert sum(len(h) for h in game.hands) == before - 1


# ------------------------------------------------------------------ 3.5 end, scoring, match


def test_hand_ends_after_40_turns_with_hand_over():  # rule 11 [PI-6]
    game = new_game("piles", seed=12, first_dealer=0)
    rng = random.Random(12)
    overs = []
    for _ in range(40):
        seat = game.actors()[0]
        events = game.apply(seat, rng.choice(game.legal_actions(seat)))
        overs += [e for e in events if isinstance(e, HandOver)]
    assert len(overs) == 1 and overs[0].number == 0
    castle = {zone: overs[0].piles[zone] for zone in ZONES}
    assert all(castle.values())  # the castle stays in place [PI-6]


def test_scoring_counts_other_colour_cards_of_captures_and_controlled_piles():  # 12, 13
    game = position(hands=("2D", "", "", ""), colours=(RED, BLACK), last=True,
                    under={at(0, 0): "6S 4D", at(0, 1): "5D"})
    game.taken = [parse_many("6C 7D"), parse_many("8H 9C")]
    # Red: 6C taken, 6S under 5H; the red tops 5H KD 10H 4H QD AH hold no other black card
    # Black: 8H taken, 5D under 9S; the black tops are alone
    assert game.team_points() == [2, 2]
    events = play(game, 0, "2D", at(0, 0))  # the last card: the hand ends
    over = next(e for e in events if isinstance(e, HandOver))
    assert over.results["points"] == [2, 2, 2, 2] and over.winners == ()  # equal: nobody


def test_a_team_scores_at_most_26():  # rule 13
    game = position("AH 2H 3H 4H  5H 6H 7H 8H  9H 10H JH QH", colours=(RED, BLACK))
    game.taken[0] = [c for c in FRENCH_52 if colour(c) == BLACK]
    assert game.team_points() == [26, 0]


def test_hand_winner_has_more_points():  # rule 14
    assert hand_winners([10, 7]) == [0]
    assert hand_winners([3, 9]) == [1]
    assert hand_winners([5, 5]) == []


def settle_last_move(game: Piles, totals_after: tuple[int, int]) -> list:
    """Play the hand's last move, the totals set beforehand so that after it they are
    ``totals_after``."""
    seat = game.actors()[0]
    act = game.legal_actions(seat)[0]
    probe = game.clone()
    probe.rng = random.Random(0)
    game.rng = random.Random(0)
    probe.apply(seat, act)
    points = probe.results[-1]["points"]
    game.totals = [totals_after[s % 2] - points[s] for s in range(4)]
    return game.apply(seat, act)


def test_match_is_four_hands_the_higher_total_wins():  # rule 14
    game = new_game("piles", seed=21, first_dealer=0)
    game.hand_number = 3
    to_last_move(game, random.Random(21))
    events = settle_last_move(game, (40, 38))
    over = [e for e in events if isinstance(e, MatchOver)]
    assert over and over[0].outcome.winners == (0, 2)
    assert over[0].outcome.returns == (1.0, 0.0, 1.0, 0.0)


def test_equal_totals_after_4_hands_deal_a_fifth():  # test 11 [PI-7]
    game = new_game("piles", seed=22, first_dealer=0)
    game.hand_number, game.dealer = 3, 3
    to_last_move(game, random.Random(22))
    events = settle_last_move(game, (40, 40))
    assert not any(isinstance(e, MatchOver) for e in events)
    assert [e for e in events if isinstance(e, HandStarted)] == [HandStarted(4, 0)]
    to_last_move(game, random.Random(23))
    events = settle_last_move(game, (50, 49))
    assert next(e for e in events if isinstance(e, MatchOver)).outcome.winners == (0, 2)
    assert game.outcome().reason == "tie_break"


def test_equal_totals_after_8_hands_is_a_draw():  # test 11 [PI-7]
    game = new_game("piles", seed=24, first_dealer=0)
    game.hand_number = 7
    to_last_move(game, random.Random(24))
    settle_last_move(game, (70, 70))
    outcome = game.outcome()
    assert outcome.reason == "draw" and outcome.returns == (0.5,) * 4


def test_every_hand_starts_and_ends():  # HandStarted / HandOver for every hand
    game = new_game("piles", seed=30)
    rng = random.Random(30)
    events = list(game.opening_events)
    while game.actors():
        seat = game.actors()[0]
        events += game.apply(seat, rng.choice(game.legal_actions(seat)))
    started = [e.number for e in events if isinstance(e, HandStarted)]
    ended = [e.number for e in events if isinstance(e, HandOver)]
    assert started == ended == list(range(len(game.results)))
    assert 4 <= len(started) <= 8


def test_why_illegal_names_the_card_and_its_target():  # house: a clear reason
    game = position("5H 9H KD 2D  7H 10H 4H JD  QD 3H 8D AS", hands=("2C 3C", "", "", ""))
    refusal = game.why_illegal(0, PlayCard(parse("2C"), at(0, 0)))
    assert refusal is not None and "2C" in str(refusal) and "5H" in str(refusal)
    assert game.why_illegal(0, PlayCard(parse("9C"), at(0, 0))) is not None
    assert game.why_illegal(0, Call("truco")) is not None
