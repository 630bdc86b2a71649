"""Veneno: one test per rule, ruling and numbered example of RULES.md §9."""

from __future__ import annotations

import random

import pytest

from naipes_pg.cards import SPANISH_40, SPANISH_48, parse, parse_many
from naipes_pg.rules.base import IllegalAction, OptionError, PlayCard
from naipes_pg.rules.events import (
    Announced,
    Captured,
    Dealt,
    HandOver,
    HandStarted,
    MatchOver,
    Moved,
    Scored,
)
from naipes_pg.rules.registry import new_game
from naipes_pg.rules.veneno import Veneno, card_value, pile_suit

A, B, C = "pile:0", "pile:1", "pile:2"


def seed_with_dealer(dealer: int, players: int) -> int:
    """A seed whose first round is dealt by ``dealer``."""
    return next(
        s for s in range(500) if new_game("veneno", {"players": players}, s).dealer == dealer
    )


def position(
    *,
    piles: tuple[str, str, str] = ("", "", ""),
    hands: tuple[str, ...] = ("", ""),
    taken: tuple[str, ...] | None = None,
    turn: int = 0,
    stock: str | None = None,
    totals: list[int] | None = None,
    variant: str | None = None,
) -> Veneno:
    """A game whose piles, hands and taken zones (bottom to top) are the given cards. Every
    other card is in the stock, unless ``stock`` (top first) is given: then the rest is out of
    play, as in a round's last turns."""
    players = len(hands)
    game = new_game("veneno", {"players": players}, seed_with_dealer(0, players), variant=variant)
    game.set_piles([parse_many(p) for p in piles])
    game.hands = [parse_many(h) for h in hands]
    game.taken = [parse_many(t) for t in taken or [""] * players]
    used = [c for zone in game.piles + game.hands + game.taken for c in zone]
    assert len(set(used)) == len(used)
    if stock is None:
        game.stock = [card for card in game.deck if card not in used]
    else:
        game.stock = parse_many(stock)[::-1]
    game.turn = turn
    game.totals = totals or [0] * players
    return game


def deck_starting(cards: str, deck=SPANISH_48) -> list:
    """A full deck, top first, that begins with ``cards``."""
    first = parse_many(cards)
    return first + [c for c in deck if c not in first]


def play(game, seat, card, target):
    return game.apply(seat, PlayCard(parse(card), target))


def targets(game, seat, card):
    return [a.target for a in game.find_action(seat, parse(card))]


def kinds(events):
    return [e.kind for e in events if isinstance(e, Announced)]


def play_out_round(game, rng=None):
    """Random legal plays until the current round is over; returns the events and turns."""
    rng = rng or random.Random(0)
    number, events, turns = game.hand_number, [], 0
    while game.actors() and game.hand_number == number:
        seat = game.actors()[0]
        events += game.apply(seat, rng.choice(game.legal_actions(seat)))
        turns += 1
    return events, turns


# ------------------------------------------------------------------ 9.1 overview


def test_deck_is_spanish_48_and_values():
    game = new_game("veneno", seed=3)
    assert sorted(game.all_cards()) == sorted(SPANISH_48)
    assert [card_value(c) for c in parse_many("1o 5c 9e")] == [1, 5, 9]
    assert [card_value(c) for c in parse_many("So Cc Rb")] == [4, 4, 4]


def test_players_2_to_6():  # VE-1
    for players in (2, 6):
        assert new_game("veneno", {"players": players}).players == players
    for players in (1, 7):
        with pytest.raises(OptionError, match="players"):
            new_game("veneno", {"players": players})
    game = new_game("veneno", {"players": 6}, seed=1)
    assert sorted(len(hand) for hand in game.hands) == [3, 3, 3, 3, 3, 4]
    assert len(game.stock) == 48 - 6 * 3 - 1  # 30 stock cards, one drawn by the first player


def test_pile_suit_is_the_suit_of_its_non_copas_cards():
    assert pile_suit(parse_many("3c 5e 2c")) == "e"
    assert pile_suit(parse_many("3c 4c")) is None  # copas-only: unsuited
    assert pile_suit([]) is None  # empty: unsuited


# ------------------------------------------------------------------ 9.2 setup


def test_first_dealer_is_random_then_the_next_seat():  # rule 1, VE-6
    assert {new_game("veneno", {"players": 3}, seed=s).dealer for s in range(30)} == {0, 1, 2}
    game = new_game("veneno", {"players": 3}, seed=5)
    first = game.dealer
    events, _ = play_out_round(game)
    assert any(isinstance(e, HandStarted) and e.dealer == (first + 1) % 3 for e in events)


def test_three_cards_each_from_the_seat_after_the_dealer_who_starts():  # rule 1, 0.2
    deck = deck_starting("1o 2o 3o 1e 2e 3e 1b 2b 3b 4o 4e")
    game = new_game("veneno", {"players": 3}, seed_with_dealer(2, 3), decks=[deck])
    dealt = [(str(e.card), e.to) for e in game.opening_events if isinstance(e, Dealt)]
    assert dealt == [("1o", "hand:0"), ("2o", "hand:0"), ("3o", "hand:0"),
                     ("1e", "hand:1"), ("2e", "hand:1"), ("3e", "hand:1"),
                     ("1b", "hand:2"), ("2b", "hand:2"), ("3b", "hand:2"),
                     ("4o", "hand:0")]  # the first turn's draw
    assert game.actors() == (0,)
    assert game.piles == [[], [], []] and len(game.stock) == 48 - 10


# ------------------------------------------------------------------ 9.3 turn


def test_rule2_the_player_draws_at_the_start_of_his_turn():
    game = position(hands=("5o 6o 7o 8o", "1e 2e 3e"), turn=0, stock="Rb 4c")
    events = play(game, 0, "5o", A)
    assert events[-1] == Dealt(parse("Rb"), "hand:1")
    assert game.hands[1] == parse_many("1e 2e 3e Rb") and game.actors() == (1,)


def test_rule2_no_draw_once_the_stock_is_empty():
    game = position(hands=("5o 6o 7o", "1e 2e 3e"), turn=0, stock="")
    events = play(game, 0, "5o", A)
    assert not any(isinstance(e, Dealt) for e in events)
    assert game.hands[1] == parse_many("1e 2e 3e") and game.actors() == (1,)


EXAMPLE_PILES = ("7o", "5e 3c", "")


def test_example_1_a_card_follows_the_pile_of_its_suit_and_13_takes_it():  # rules 3, 4
    game = position(piles=EXAMPLE_PILES, hands=("6o 4c Rb 1e", "1b 2b 3b"), turn=0)
    assert targets(game, 0, "6o") == [A]
    events = play(game, 0, "6o", A)
    assert game.piles[0] == [] and game.taken[0] == parse_many("7o 6o")
    assert kinds(events) == ["sin_veneno"]  # a pile without copas
    assert Captured(0, tuple(parse_many("6o 7o")), A, "taken:0") in events
    assert game.info()["pile_totals"] == [0, 8, 0]


def test_example_2_below_13_nothing_happens():  # rule 4
    game = position(piles=EXAMPLE_PILES, hands=("6o 4c Rb 1e", "1b 2b 3b"), turn=0)
    events = play(game, 0, "4c", B)
    assert game.piles[1] == parse_many("5e 3c 4c") and game.pile_sums[1] == 12
    assert not any(isinstance(e, Captured) for e in events)


def test_example_2_a_card_whose_suit_has_no_pile_goes_on_an_unsuited_one():  # rule 3
    game = position(piles=EXAMPLE_PILES, hands=("6o 4c Rb 1e", "1b 2b 3b"), turn=0)
    assert targets(game, 0, "Rb") == [C]
    play(game, 0, "Rb", C)
    assert game.pile_sums[2] == 4 and game.pile_suits[2] == "b"


def test_example_3_a_copas_only_pile_is_unsuited():  # rule 3, VE-2
    game = position(piles=("2o", "3e", "6c"), hands=("5b 1o", "1e 2e 4e"), turn=0)
    assert targets(game, 0, "5b") == [C]
    play(game, 0, "5b", C)
    assert game.pile_sums[2] == 11 and game.pile_suits[2] == "b"


def test_rule3_the_player_names_the_pile_when_several_are_free():  # rule 3, VE-2
    game = position(piles=("", "3c", "5e"), hands=("4o 1e", "1b 2b 3b"), turn=0)
    assert targets(game, 0, "4o") == [A, B]  # empty and copas-only are equally free
    play(game, 0, "4o", B)
    assert game.piles[1] == parse_many("3c 4o") and game.pile_suits[1] == "o"


def test_rule3_copas_may_go_on_any_pile():  # rule 3, VE-2
    game = position(piles=("2o", "3e", "1b"), hands=("4c 1e", "5b"), turn=0)
    assert targets(game, 0, "4c") == [A, B, C]
    play(game, 0, "4c", B)
    assert game.piles[1] == parse_many("3e 4c") and game.pile_suits[1] == "e"


def test_rule3_breaking_suit_is_refused_with_the_reason():  # rule 3
    game = position(piles=EXAMPLE_PILES, hands=("6o 4c Rb 1e", "1b 2b 3b"), turn=0)
    before = game.zones()
    with pytest.raises(IllegalAction, match="follow suit: 6o goes on pile 1, the pile of coins"):
        play(game, 0, "6o", C)
    with pytest.raises(IllegalAction, match="No pile has clubs yet"):
        play(game, 0, "Rb", A)
    with pytest.raises(IllegalAction, match="not in your hand"):
        play(game, 0, "2b", C)
    with pytest.raises(IllegalAction, match="one of the three piles"):
        play(game, 0, "4c", "table")
    with pytest.raises(IllegalAction, match="turn"):
        play(game, 1, "1b", C)
    assert game.zones() == before and game.history == []


def test_rule4_taking_poison_is_announced_and_swept_to_the_taker():  # rule 4
    game = position(piles=("7o 2c", "", ""), hands=("4o 1e", "1b 2b 3b"), turn=0, stock="Sb")
    events = play(game, 0, "4o", A)
    pile = tuple(parse_many("4o 2c 7o"))
    assert events == [
        Moved((parse("4o"),), "hand:0", A, seat=0),
        Announced("veneno", 0, {"pile": 0, "total": 13, "copas": 1}),
        Captured(0, pile, A, "taken:0"),
        Dealt(parse("Sb"), "hand:1"),
    ]
    assert game.piles[0] == [] and game.pile_suits[0] is None
    assert game.info()["copas_taken"] == [1, 0]


def test_rule4_a_taken_pile_is_empty_and_free_again():
    game = position(piles=("9e 1e", "3o", "6b"), hands=("3e 1o", "4e 2b"), turn=0)
    play(game, 0, "3e", A)
    assert targets(game, 1, "4e") == [A]  # no espadas pile any more: the emptied pile is free


def test_rule5_the_turn_passes_to_the_next_seat_and_wraps_around():  # rule 5, VE-6
    game = position(hands=("1o 2o 3o", "1e 2e 3e", "1b 2b 3b"), turn=1)
    play(game, 1, "1e", A)
    assert game.actors() == (2,)
    play(game, 2, "1b", B)
    assert game.actors() == (0,)


# ------------------------------------------------------------------ 9.4 end of round and match


def test_rule6_a_round_is_48_turns():
    for players in (2, 3, 5):
        game = new_game("veneno", {"players": players}, seed=players)
        events, turns = play_out_round(game)
        assert turns == 48
        assert [e for e in events if isinstance(e, HandOver)][0].number == 0


def test_rule6_cards_left_on_the_piles_are_not_scored():  # VE-3
    game = position(piles=("1c 2c", "3c 4c", "1o"), hands=("2o", ""), stock="",
                    taken=("Rc", "5c 6c"))
    events = play(game, 0, "2o", C)
    over = [e for e in events if isinstance(e, HandOver)][0]
    assert over.results["copas"] == [1, 2] and game.totals == [1, 2]
    assert [e for e in events if isinstance(e, Scored)] == [
        Scored(0, 1, "copas"), Scored(1, 2, "copas")]


def test_rule7_each_copa_taken_is_one_negative_point():  # rule 7
    game = position(hands=("2o", ""), stock="", taken=("1c 2c 3c 9o Ro", "7e"),
                    totals=[4, 6])
    events = play(game, 0, "2o", A)
    assert game.totals == [7, 6]
    over = [e for e in events if isinstance(e, HandOver)][0]
    assert over.results["points"] == [3, 0] and over.winners == (1,)
    assert over.results["totals"] == [7, 6]


def test_rule8_below_20_a_new_round_is_dealt_by_the_next_seat():  # rule 8
    game = position(hands=("2o", ""), stock="", taken=("1c", ""), totals=[18, 0])
    events = play(game, 0, "2o", A)
    assert game.totals == [19, 0] and game.outcome() is None
    assert HandStarted(1, 1) in events and game.dealer == 1 and game.actors() == (0,)
    assert len(game.hands[0]) == 4 and game.taken == [[], []]


def test_rule8_at_20_the_lowest_total_wins():  # rule 8, VE-4
    game = position(hands=("2o", "", ""), stock="", taken=("1c 2c", "3c", ""),
                    totals=[18, 9, 12])
    events = play(game, 0, "2o", A)
    assert game.totals == [20, 10, 12]
    outcome = game.outcome()
    assert outcome.winners == (1,) and outcome.returns == (0.0, 1.0, 0.0)
    assert outcome.scores == (20, 10, 12) and isinstance(events[-1], MatchOver)
    assert game.actors() == ()
    with pytest.raises(IllegalAction, match="over"):
        play(game, 0, "2o", A)


def test_rule8_equal_lowest_totals_share_the_win():  # rule 8
    game = position(hands=("2o", "", "", ""), stock="", taken=("", "4c", "", "1c"),
                    totals=[7, 19, 9, 6])
    play(game, 0, "2o", A)
    outcome = game.outcome()
    assert outcome.winners == (0, 3) and outcome.returns == (0.5, 0.0, 0.0, 0.5)


def test_ve4_passing_20_in_the_middle_of_a_round_does_not_end_it():  # VE-4
    game = position(piles=("9o 1c 2c", "", ""), hands=("1o 5e", "1e 2e 3e"), totals=[19, 0])
    play(game, 0, "1o", A)  # takes two copas: his running total counts them at the round's end
    assert game.totals == [19, 0] and game.outcome() is None and game.actors() == (1,)


# ------------------------------------------------------------------ 9.5 variants


def test_mazo_reducido_40_cards_figures_count_2_and_piles_go_at_12():
    game = new_game("veneno", seed=2, variant="reducido")
    assert sorted(game.all_cards()) == sorted(SPANISH_40) and game.deck == SPANISH_40
    assert [card_value(c, reduced=True) for c in parse_many("So Cc Rb 7e")] == [2, 2, 2, 7]
    game = position(piles=("5o Ro", "7e Se", ""), hands=("Co 3e 1b", "1c"), variant="reducido")
    assert game.pile_sums == [7, 9, 0]
    play(game, 0, "Co", A)
    assert game.pile_sums[0] == 9  # a Caballo adds 2
    game.turn = 0
    play(game, 0, "3e", B)
    assert game.taken[0] == parse_many("7e Se 3e")  # 12 takes it


def test_base_game_leaves_a_pile_of_12():
    game = position(piles=("", "9e", ""), hands=("3e 1b", "1c"))
    play(game, 0, "3e", B)
    assert game.pile_sums[1] == 12 and game.taken[0] == []


def test_mazo_reducido_round_is_40_turns():
    game = new_game("veneno", {"players": 4}, seed=8, variant="reducido")
    assert play_out_round(game)[1] == 40


EXAMPLE_4 = "7o 7c 7e 7b 2c"


def test_example_4_copas_sin_veneno_a_completed_rank_gives_2_back():  # VE-5
    game = position(hands=("2o", ""), stock="", taken=(EXAMPLE_4, ""), totals=[5, 0],
                    variant="copas-sin-veneno")
    events = play(game, 0, "2o", A)
    assert Scored(0, 1, "copas") in events and Scored(0, -2, "sin_veneno") in events
    assert game.totals == [4, 0]


def test_example_4_in_the_base_game_costs_2():
    game = position(hands=("2o", ""), stock="", taken=(EXAMPLE_4, ""), totals=[5, 0])
    play(game, 0, "2o", A)
    assert game.totals == [7, 0]


def test_copas_sin_veneno_needs_all_four_in_one_zone_and_may_go_below_zero():  # VE-5
    game = position(hands=("2o", ""), stock="", variant="copas-sin-veneno",
                    taken=("1o 1c 1e 1b 3o 3c 3e 3b", "5o 5c 5e"), totals=[1, 0])
    assert game.round_points(0) == (0, -4) and game.round_points(1) == (1, 0)
    play(game, 0, "2o", A)
    assert game.totals == [-3, 1]


def test_rule9_copas_sin_veneno_ends_after_the_100th_round():  # rule 9
    game = new_game("veneno", {"players": 3}, seed=6, variant="copas-sin-veneno")
    game.totals = [-10_000, -10_000, -10_001]  # nobody can reach 20: only the bound ends it
    rng = random.Random(6)
    while game.actors():
        seat = game.actors()[0]
        events = game.apply(seat, rng.choice(game.legal_actions(seat)))
        assert len(game.results) <= 100
    assert len(game.results) == 100 and game.hand_number == 99
    assert [type(e) for e in events[-2:]] == [HandOver, MatchOver]
    outcome = game.outcome()
    low = min(game.totals)
    assert outcome.reason == "round_limit" and max(game.totals) < 20
    assert outcome.winners == tuple(s for s, t in enumerate(game.totals) if t == low)


@pytest.mark.parametrize("variant, number, ends", [
    ("copas-sin-veneno", 98, False),  # the 99th round
    ("copas-sin-veneno", 99, True),  # the 100th
    (None, 99, False),  # the base game's totals only grow: 20 points end it, nothing else
])
def test_rule9_the_round_limit_is_copas_sin_veneno_s_100th_round(variant, number, ends):
    game = position(hands=("2o", ""), stock="", totals=[-5, 0], variant=variant)
    game.hand_number = number
    events = play(game, 0, "2o", A)
    assert (game.outcome() is not None) == ends
    assert isinstance(events[-1], MatchOver) == ends


# ------------------------------------------------------------------ what each seat sees


def test_pile_totals_and_scores_are_public():
    game = position(piles=EXAMPLE_PILES, hands=("6o 4c Rb 1e", "1b 2b 3b"), totals=[3, 8])
    for seat in (None, 0, 1):
        view = game.view(seat)
        assert view.info["pile_totals"] == [7, 8, 0]
        assert view.info["pile_suits"] == ["o", "e", None]
        assert view.info["totals"] == [3, 8] and view.info["take_at"] == 13
        assert view.zones[B] == parse_many("5e 3c")
    assert game.view(1).zones["hand:0"] == [None] * 4


def test_taken_cards_are_public_and_an_opponents_draw_is_hidden():
    game = position(hands=("6o 4c Rb 1e", "1b 2b 3b"), taken=("2c", ""), stock="Sb")
    assert game.view(1).zones["taken:0"] == [parse("2c")]
    events = play(game, 0, "6o", A)
    assert game.redact(events, 0)[-1] == Dealt(None, "hand:1")
    assert game.redact(events, 1)[-1] == Dealt(parse("Sb"), "hand:1")
