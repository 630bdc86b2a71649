"""Brisca, Tute and Tute en parejas: one test per rule, ruling and numbered example of
RULES.md §13."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from naipes_pg.cards import SPANISH_40, SPANISH_SUITS, Card, parse, parse_many
from naipes_pg.rules.base import Call, Declare, Exchange, IllegalAction, OptionError, PlayCard
from naipes_pg.rules.brisca import (
    STRENGTH,
    Brisca,
    hand_winners,
    match_winners,
    trick_winner,
)
from naipes_pg.rules.events import (
    Announced,
    Dealt,
    Gathered,
    HandOver,
    HandStarted,
    MatchOver,
    Moved,
    Revealed,
    Scored,
)
from naipes_pg.rules.record import state_digest
from naipes_pg.rules.registry import new_game

GAME = "brisca"
PASS = Call("pass")
TUTE = {"tute": True}
PAREJAS = {"tute": True, "parejas": True}


def cards(text: str) -> list[Card]:
    return parse_many(text)


def deck_starting(text: str, players: int = 2) -> list[Card]:
    """A whole deck (39 cards for three players), top first, that begins with ``text``."""
    first = cards(text)
    deck = [c for c in SPANISH_40 if players != 3 or c != Card(2, "o")]
    return first + [c for c in deck if c not in first]


def dealt_game(text: str, dealer: int = 0, players: int = 2, **options) -> Brisca:
    """A match whose first hand is dealt by ``dealer`` from a deck beginning with ``text``."""
    return new_game(GAME, {"players": players, **options}, seed=1,
                    decks=[deck_starting(text, players)], first_dealer=dealer)


def position(hands: tuple[str, ...], *, trump: str = "1o", stock: str | None = None,
             won: tuple[str, ...] | None = None, trick: tuple[tuple[int, str], ...] = (),
             turn: int | None = None, rest: int = 0, shown: tuple[str, ...] | None = None,
             **options) -> Brisca:
    """A hand in progress built from card strings: each seat's concealed cards and those
    shown (before them),
    the trump card beside the stock (or just the trump suit's letter when it is gone), the
    stock top first, the tricks each seat took and the trick being played as (seat, card).
    With ``stock`` None every other card is in the stock; otherwise the rest lies in the
    tricks taken by seat ``rest``. Each non-empty ``won`` pile counts as one trick or more."""
    players = len(hands)
    game = new_game(GAME, {"players": players, **options}, seed=1)
    game.hands = [cards(h) for h in hands]
    shown_cards = [cards(s) for s in shown] if shown else [[] for _ in hands]
    game.places = [[*known, *[None] * len(game.hands[seat])]
                   for seat, known in enumerate(shown_cards)]
    game.trick = [(seat, parse(card)) for seat, card in trick]
    if trump in SPANISH_SUITS:
        game.trump_card, game.trump_suit = None, trump
    else:
        game.trump_card = parse(trump)
        game.trump_suit = game.trump_card.suit
    game.won = [cards(w) for w in won] if won else [[] for _ in hands]
    used = [c for pile in game.hands + shown_cards + game.won for c in pile]
    used += [card for _seat, card in game.trick] + ([game.trump_card] * bool(game.trump_card))
    assert len(used) == len(set(used)), "a card is in two places"
    others = [c for c in game.deck if c not in used]
    if stock is None:
        game.stock = others[::-1]
    else:
        game.stock = cards(stock)[::-1]
        game.won[rest] += [c for c in others if c not in game.stock]
    game.tricks = [-(-len(pile) // players) for pile in game.won]
    game.played = {c for pile in game.won for c in pile} | {c for _s, c in game.trick}
    game.turn = (game.trick[-1][0] + 1) % players if trick and turn is None else turn or 0
    game._stage("play", game.turn)
    assert Counter(game.all_cards()) == Counter(game.deck)
    return game


def play(game: Brisca, seat: int, card: str) -> list:
    return game.apply(seat, PlayCard(parse(card), f"trick:{seat}"))


def playable(game: Brisca, seat: int) -> list[str]:
    return sorted(str(a.card) for a in game.legal_actions(seat) if isinstance(a, PlayCard))


def kinds(events) -> list[str]:
    return [e.kind for e in events if isinstance(e, Announced)]


def play_randomly(game: Brisca, rng: random.Random, until=lambda game: False) -> list:
    events = []
    while game.actors() and not until(game):
        seat = game.actors()[0]
        events += game.apply(seat, rng.choice(game.legal_actions(seat)))
    return events


def one_hand(game: Brisca, seed: int = 0) -> list:
    """Random legal actions until the first hand is over; its events."""
    return play_randomly(game, random.Random(seed), until=lambda g: bool(g.results))


# ------------------------------------------------------------------ 13.1 overview


def test_card_order_and_points():
    order = cards("1o 3o Ro Co So 7o 6o 5o 4o 2o")  # high to low
    strengths = [STRENGTH[c.rank] for c in order]
    assert strengths == sorted(strengths, reverse=True) and len(set(strengths)) == 10
    game = new_game(GAME)
    assert [game.values[c] for c in order] == [11, 10, 4, 3, 2, 0, 0, 0, 0, 0]
    assert sum(game.values[c] for c in SPANISH_40) == 120


def test_two_to_four_players_and_four_play_in_partnerships():  # BR-1
    for players in (1, 5):
        with pytest.raises(OptionError, match="players"):
            new_game(GAME, {"players": players})
    four = new_game(GAME, {"players": 4})
    assert four.teamed and [four.team_of(s) for s in range(4)] == [0, 1, 0, 1]
    assert four.partners(1) == (1, 3)
    assert not new_game(GAME, {"players": 3}).teamed


def test_4_three_players_leave_out_the_2_of_oros():  # BR-2, test 4
    game = new_game(GAME, {"players": 3}, seed=2)
    assert len(game.deck) == 39 and Card(2, "o") not in game.all_cards()
    assert all(len(hand) == 3 for hand in game.hands)
    events = one_hand(game, 2)
    assert sum(isinstance(e, Gathered) for e in events) == 13
    (over,) = [e for e in events if isinstance(e, HandOver)]
    assert sum(over.results["card_points"]) == 120


def test_1_a_trump_beats_any_other_suit_and_the_led_suit_beats_the_rest():  # test 1
    assert trick_winner([(0, parse("3c")), (1, parse("1c")), (2, parse("4o"))], "o") == 2
    assert trick_winner([(0, parse("3c")), (1, parse("Rc")), (2, parse("1e"))], "o") == 0
    game = position(("3c 5b", "Rc 6b", "1e 7b"), trump="Ro", players=3)
    play(game, 0, "3c")
    play(game, 1, "Rc")
    events = play(game, 2, "1e")
    gathered = next(e for e in events if isinstance(e, Gathered))
    assert gathered.seat == 0 and gathered.to == "won:0"
    assert gathered.parts == (("trick:0", (parse("3c"),)), ("trick:1", (parse("Rc"),)),
                              ("trick:2", (parse("1e"),)))


# ------------------------------------------------------------------ 13.2 setup


def test_first_dealer_is_random_and_the_seat_after_him_leads():  # rule 1, BR-3
    dealers = {new_game(GAME, {"players": 3}, seed=s).dealer for s in range(30)}
    assert dealers == {0, 1, 2}
    for seed in range(6):
        game = new_game(GAME, {"players": 3}, seed=seed)
        assert game.actors() == ((game.dealer + 1) % 3,)


def test_deal_one_block_of_three_then_the_trump_card_face_up():  # rule 2
    game = dealt_game("1o 2o 3o 1c 2c 3c 4e 5e", dealer=1)
    dealt = [(str(e.card), e.to) for e in game.opening_events if isinstance(e, Dealt)]
    assert dealt == [("1o", "hand:0"), ("2o", "hand:0"), ("3o", "hand:0"),
                     ("1c", "hand:1"), ("2c", "hand:1"), ("3c", "hand:1"), ("4e", "trump")]
    assert game.zones()["trump"] == [parse("4e")] and game.info()["trump_suit"] == "e"
    assert game.zones()["stock"][0] == parse("5e") and len(game.stock) == 33
    assert game.actors() == (0,)


def test_tute_deals_two_rounds_of_three_cards():  # 13.6
    game = dealt_game("1o 2o 3o 1c 2c 3c 4o 5o 6o 4c 5c 6c 7e", dealer=1, **TUTE)
    assert game.hands == [cards("1o 2o 3o 4o 5o 6o"), cards("1c 2c 3c 4c 5c 6c")]
    assert game.trump_card == parse("7e") and len(game.stock) == 40 - 12 - 1


def test_players_see_their_hand_the_trump_card_the_stock_count_and_the_trick():  # 13.2
    game = dealt_game("1o 2o 3o 1c 2c 3c 4e", dealer=1)
    view = game.view(0)
    assert view.zones["hand:0"] == cards("1o 2o 3o") and view.zones["hand:1"] == [None] * 3
    assert view.zones["trump"] == [parse("4e")] and view.zones["stock"] == [None] * 33
    assert game.view(None).zones["hand:0"] == [None] * 3  # a spectator sees no hand
    play(game, 0, "1o")
    assert game.view(1).zones["trick:0"] == [parse("1o")]
    play(game, 1, "1c")
    for viewer in (None, 0, 1):  # the trick lies face down, for its winner too
        assert game.view(viewer).zones["won:0"] == [None, None]
    assert game.info()["tricks"] == [1, 0] and game.info()["stock"] == 31


def test_the_tricks_stay_face_down_also_once_the_hand_is_counted():
    game = new_game(GAME, seed=3)
    events = one_hand(game, 3)
    over = next(e for e in events if isinstance(e, HandOver))
    (seen,) = game.redact([over], 1)
    tricks = [pile for zone, pile in seen.piles.items() if zone.startswith("won")]
    assert sum(map(len, tricks)) == 40 and not any(c for pile in tricks for c in pile)


# ------------------------------------------------------------------ 13.3 trick play


def test_any_card_may_be_played_while_the_stock_lasts():  # rules 3, 4
    game = position(("3c 1o Rb", "4c 5e 6e"), trump="2o", trick=((0, "7c"),))
    assert playable(game, 1) == ["4c", "5e", "6e"]
    play(game, 1, "5e")  # not following, while the stock lasts
    assert game.voids[1] == set()  # and nothing is learnt from it


def test_2_once_the_stock_is_empty_follow_suit_else_trump_else_anything():  # rule 5, test 2
    game = position(("3c 1o", "4c 5o 6e"), trump="o", stock="", trick=((0, "7c"),))
    assert playable(game, 1) == ["4c"]
    game = position(("3c 1o", "5o 6e Rb"), trump="o", stock="", trick=((0, "7c"),))
    assert playable(game, 1) == ["5o"]
    game = position(("3c 1o", "6e Rb Sb"), trump="o", stock="", trick=((0, "7c"),))
    assert playable(game, 1) == ["6e", "Rb", "Sb"]


def test_following_comes_first_and_beating_is_not_required():  # BR-4
    # four players: his partner (seat 0) is winning the trick; seat 2 must still follow, and
    # may play under it
    game = position(("", "", "1c 2c 5o", "6c"), trump="o", stock="", rest=3,
                    trick=((0, "3c"), (1, "4c")))
    assert playable(game, 2) == ["1c", "2c"]


def test_the_trick_goes_to_its_winner_who_draws_first_and_the_trump_card_last():  # rule 7
    game = position(("3c 5e", "2c 6e"), trump="1o", stock="4c", trick=(), won=("", ""), rest=1)
    play(game, 0, "3c")
    events = play(game, 1, "2c")
    assert events[1] == Gathered(0, (("trick:0", (parse("3c"),)), ("trick:1", (parse("2c"),))),
                                 "won:0")
    assert events[2:] == [Dealt(parse("4c"), "hand:0", frm="stock"),
                          Dealt(parse("1o"), "hand:1", frm="trump"),
                          Revealed(parse("1o"), "hand:1", 1),
                          Announced("arrastre", None)]
    assert game.won[0] == cards("3c 2c") and game.actors() == (0,)
    assert game.zones()["trump"] == [] and game.info()["must_follow"]
    assert game.view(0).zones["hand:1"] == [None, parse("1o")]  # everyone saw who took it


@pytest.mark.parametrize("players, tricks", [(2, 20), (3, 13), (4, 10)])
def test_tricks_per_hand(players, tricks):  # rule 7
    events = one_hand(new_game(GAME, {"players": players}, seed=players), players)
    assert sum(isinstance(e, Gathered) for e in events) == tricks


def test_everyone_holds_as_many_cards_after_each_draw():  # 13.9 invariant
    game = new_game(GAME, {"players": 3}, seed=4)
    rng = random.Random(4)
    draws = 0
    while not game.results:
        seat = game.actors()[0]
        events = game.apply(seat, rng.choice(game.legal_actions(seat)))
        if any(isinstance(e, Dealt) for e in events) and not game.results:
            draws += 1
            assert len({len(game.held(s)) for s in range(3)}) == 1
    assert draws == 10  # the 30 cards left after the deal, 3 at a time


# ------------------------------------------------------------------ 13.4 exchanges


def test_3_exchanges_of_the_7_and_then_the_2_after_a_trick_won():  # test 3
    game = position(("7o 4c 5c", "2o 6c 7c"), trump="1o", won=("Sb Rb", ""))
    assert Exchange(parse("7o"), "trump") in game.legal_actions(0)
    events = game.apply(0, Exchange(parse("7o"), "trump"))
    assert events == [Moved((parse("7o"),), "hand:0", "trump", seat=0),
                      Moved((parse("1o"),), "trump", "hand:0", seat=0),
                      Announced("cambio_triunfo", 0, {"gave": "7o", "took": "1o"})]
    assert game.trump_card == parse("7o") and parse("1o") in game.held(0)
    assert game.view(1).zones["hand:0"] == [None, None, parse("1o")]  # the card taken
    assert game.actors() == (0,)  # his turn goes on: he still plays a card
    play(game, 0, "4c")
    assert Exchange(parse("2o"), "trump") not in game.legal_actions(1)  # no trick won yet
    refusal = game.why_illegal(1, Exchange(parse("2o"), "trump"))
    assert "after your side has won a trick" in str(refusal)
    play(game, 1, "6c")  # seat 1 takes the trick and leads the next
    assert game.actors() == (1,) and Exchange(parse("2o"), "trump") in game.legal_actions(1)
    game.apply(1, Exchange(parse("2o"), "trump"))
    assert game.trump_card == parse("2o") and parse("7o") in game.held(1)


def test_7_two_exchanges_in_the_same_turn():  # test 7, BR-7
    game = position(("7o 2o 4c", "5c 6c 7c"), trump="1o", won=("Sb Rb", ""))
    game.apply(0, Exchange(parse("7o"), "trump"))
    assert game.legal_actions(0)[-1] == Exchange(parse("2o"), "trump")
    game.apply(0, Exchange(parse("2o"), "trump"))
    assert game.trump_card == parse("2o") and set(game.held(0)) == set(cards("1o 7o 4c"))
    play(game, 0, "4c")
    assert game.actors() == (1,)


def test_the_7_only_for_a_higher_card_and_the_2_only_for_the_7():  # BR-5
    low = position(("7o 4c", "5c 6c"), trump="5o", won=("Sb Rb", ""))
    assert not [a for a in low.legal_actions(0) if isinstance(a, Exchange)]
    two = position(("2o 4c", "5c 6c"), trump="So", won=("Sb Rb", ""))
    assert not [a for a in two.legal_actions(0) if isinstance(a, Exchange)]
    refusal = two.why_illegal(0, Exchange(parse("2o"), "trump"))
    assert "the 2 for the 7" in str(refusal)


def test_no_exchange_once_the_trump_card_has_been_drawn():  # rule 8
    game = position(("7o 4c", "5c 6c"), trump="o", stock="", won=("Sb Rb", ""))
    assert "no longer beside the stock" in str(game.why_illegal(0, Exchange(parse("7o"))))


def test_with_four_players_a_trick_won_by_the_partner_allows_the_exchange():  # rule 8
    game = position(("7o 4c", "5c 6c", "Cb 3b", "4b 5b"), trump="Ro", won=("", "", "1b 2b", ""))
    assert Exchange(parse("7o"), "trump") in game.legal_actions(0)


# ------------------------------------------------------------------ 13.5 scoring and match


def test_a_brisca_hand_totals_120_points():  # rule 9
    for seed in range(3):
        events = one_hand(new_game(GAME, seed=seed), seed)
        over = next(e for e in events if isinstance(e, HandOver))
        assert sum(over.results["points"]) == 120
        scored = [e for e in events if isinstance(e, Scored)]
        assert sorted(e.seat for e in scored) == [0, 1]


def test_four_hands_the_last_trick_s_winner_leads_the_next_and_the_seat_before_deals():
    game = new_game(GAME, {"players": 3}, seed=5)  # rule 10
    rng = random.Random(5)
    overs, starts, taker = [], [], None
    while game.actors():
        seat = game.actors()[0]
        events = game.apply(seat, rng.choice(game.legal_actions(seat)))
        for event in events:
            if isinstance(event, Gathered):
                taker = event.seat
            if isinstance(event, HandStarted):
                starts.append(event)
                assert event.dealer == (taker - 1) % 3 and game.actors() == (taker,)
        overs += [e for e in events if isinstance(e, HandOver)]
    assert [o.number for o in overs] == [0, 1, 2, 3] and len(starts) == 3
    assert isinstance(events[-1], MatchOver) and game.outcome().reason == "four_hands"


def test_9_equal_totals_are_split_by_hands_won_then_drawn():  # test 9, BR-6
    assert match_winners([230, 230], [3, 1]) == [0]
    assert match_winners([250, 250, 130], [2, 2, 0]) == [0, 1]
    # two players: the last trick of the match makes the totals equal
    game = position(("2o", "4c"), trump="o", stock="", won=("", "3o 3c 3e 3b"), rest=0)
    game.hand_number, game.totals, game.hands_won = 3, [150, 190], [2, 1]
    play(game, 0, "2o")
    events = play(game, 1, "4c")
    assert game.results[-1]["points"] == [80, 40] and game.totals == [230, 230]
    assert isinstance(events[-1], MatchOver)
    assert game.outcome().winners == (0,) and game.outcome().returns == (1.0, 0.0)


def test_11_a_hand_is_won_by_scoring_more_than_every_other_side():  # test 11, BR-6
    assert hand_winners([50, 40, 30]) == [0]
    assert hand_winners([70, 90]) == [1]
    assert hand_winners([60, 60]) == []
    # three players scoring 40, 50 and 30: the second wins the hand under 60; equal totals and
    # hands won after four hands draw
    game = position(("2c", "4c", "5c"), trump="o", stock="", players=3, rest=2,
                    won=("3o 3c 3e 3b", "1o 1c 1e 1b Ro So", ""))
    game.hand_number, game.totals, game.hands_won = 3, [210, 200, 100], [2, 1, 0]
    for seat, card in enumerate(("2c", "4c", "5c")):
        events = play(game, seat, card)
    over = next(e for e in events if isinstance(e, HandOver))
    assert over.results["points"] == [40, 50, 30] and over.winners == (1,)
    assert game.outcome().winners == (0, 1) and game.outcome().returns == (0.5, 0.5, 0.0)


def test_partners_share_their_side_s_points_and_result():
    game = new_game(GAME, {"players": 4}, seed=6)
    play_randomly(game, random.Random(6))
    for result in game.results:
        points = result["points"]
        assert points[0] == points[2] and points[1] == points[3] and points[0] + points[1] == 120
    returns = game.outcome().returns
    assert returns[0] == returns[2] and returns[1] == returns[3]
    assert game.info()["team_totals"] == [game.totals[0], game.totals[1]]


# ------------------------------------------------------------------ 13.6 Tute


def test_tute_card_points_and_the_traditional_values_option():  # TU-1, TU-5
    tute = new_game(GAME, TUTE)
    assert [tute.values[c] for c in cards("1o 3o Ro Co So 7o")] == [10, 10, 0, 0, 0, 0]
    assert sum(tute.values[c] for c in SPANISH_40) == 80
    traditional = new_game(GAME, {**TUTE, "valores_tradicionales": True})
    assert sum(traditional.values[c] for c in SPANISH_40) == 120
    assert traditional.values[parse("Ro")] == 4
    brisca = new_game(GAME, {"valores_tradicionales": True})  # Brisca has its own values
    assert brisca.values == new_game(GAME).values


def won_trick(hands, trick_cards=("3c", "2c"), **kw) -> Brisca:
    """A Tute position where seat 0 is about to take a trick with 3c."""
    game = position(hands, **{"trump": "1o", **kw, **TUTE})
    for seat, card in enumerate(trick_cards):
        play(game, seat, card)
    return game


def test_5_a_pair_scores_20_or_40_in_trumps_and_once_per_suit():  # test 5
    game = won_trick(("3c Rc Cc Ro Co 4e", "2c 5e 6e 7e 4b 5b"))
    assert game.info()["stage"] == "declare" and game.actors() == (0,)
    assert game.legal_actions(0) == [Declare("o"), Declare("c"), PASS]  # trumps first
    events = game.apply(0, Declare("c"))
    assert events[2:4] == [Announced("cante", 0, {"suit": "c", "points": 20}),
                           Scored(0, 20, "cante")]
    assert [e for e in events if isinstance(e, Revealed)] == [
        Revealed(parse("Rc"), "hand:0", 0), Revealed(parse("Cc"), "hand:0", 1)]  # where they lie
    assert game.view(1).zones["hand:0"][:2] == cards("Rc Cc")
    assert game.info()["declared"] == [[0, "c", 20]]
    game = won_trick(("3c Rc Cc Ro Co 4e", "2c 5e 6e 7e 4b 5b"))
    events = game.apply(0, Declare("o"))
    assert Announced("cante", 0, {"suit": "o", "points": 40}) in events
    refused = won_trick(("3c Rc Cc Ro Co 4e", "2c 5e 6e 7e 4b 5b"))
    refused.declared = [[1, "c", 20]]
    assert refused.legal_actions(0) == [Declare("o"), PASS]
    with pytest.raises(IllegalAction, match="already scored"):
        refused.apply(0, Declare("c"))


def test_pairs_are_declared_after_the_trick_and_before_the_draw():  # TU-2
    game = won_trick(("3c Rc Cc 4o 5o 4e", "2c 5e 6e 7e 4b 5b"), stock="Sb Sc 6o 6c", rest=1)
    assert len(game.stock) == 4 and all(len(h) == 5 for h in game.hands)  # nobody has drawn
    events = game.apply(0, Declare("c"))
    assert kinds(events) == ["cante"]
    assert [(e.to, e.frm) for e in events if isinstance(e, Dealt)] == [
        ("hand:0", "stock"), ("hand:1", "stock")]


def test_the_winner_is_asked_whether_or_not_he_holds_a_pair():  # TU-2: the stage tells nothing
    game = won_trick(("3c 4c 5c 6c 7c 4e", "2c 5e 6e 7e 4b 5b"))
    assert game.info()["stage"] == "declare" and game.legal_actions(0) == [PASS]
    events = game.apply(0, PASS)
    assert not kinds(events) and game.info()["stage"] == "play"


def test_pairs_may_be_declared_once_the_stock_is_empty():  # TU-2
    game = won_trick(("3c Rb Cb", "2c 5e 6e"), trump="o", stock="", rest=1)
    assert Declare("b") in game.legal_actions(0)


def test_the_last_trick_scores_10_and_the_hand_adds_up():  # 13.6
    game = position(("2c", "4c"), trump="o", stock="", won=("", "1c 3c"), rest=0, **TUTE)
    game.declared = [[1, "b", 20]]
    play(game, 0, "2c")
    events = play(game, 1, "4c")
    assert kinds(events) == ["diez_de_ultimas"]
    assert Scored(1, 10, "diez_de_ultimas") in events
    over = next(e for e in events if isinstance(e, HandOver))
    assert over.results["points"] == [60, 50] and sum(over.results["points"]) == 80 + 10 + 20


def test_8_with_four_players_the_winner_then_his_partner_declare_before_the_draw():  # test 8
    game = position(("3c Rc Cc 4o", "2c 5e 6e 7e", "4c Rb Cb 5o", "5c 6b 7b 6o"),
                    trump="1o", stock="Se Sc 2e 2b", rest=1, **TUTE)
    for seat, card in enumerate(("3c", "2c", "4c", "5c")):
        play(game, seat, card)
    assert game.actors() == (0,) and game.info()["stage"] == "declare"
    game.apply(0, Declare("c"))
    assert game.actors() == (2,) and game.info()["stage"] == "declare"
    events = game.apply(2, Declare("b"))
    assert game.info()["declared"] == [[0, "c", 20], [2, "b", 20]]
    assert len(game.stock) == 0 and [e.to for e in events if isinstance(e, Dealt)] == [
        "hand:0", "hand:1", "hand:2", "hand:3"]


def test_four_player_tute_has_no_split_pairs():  # TU-6
    game = position(("Rc 4o", "2c 5e", "Cc 5o", "5c 6b"), trump="1o", **TUTE)
    play(game, 0, "Rc")
    assert game.actors() == (1,) and game.info()["stage"] == "play"


# ------------------------------------------------------------------ 13.7 Tute en parejas


def test_parejas_needs_tute_and_four_players():
    with pytest.raises(OptionError, match="parejas=True needs tute=True"):
        new_game(GAME, {"parejas": True, "players": 4})
    with pytest.raises(OptionError, match="needs players=4"):
        new_game(GAME, {**PAREJAS, "players": 2})
    assert new_game(GAME, variant="tute-parejas").players == 4


def test_10_the_whole_deck_dealt_and_the_dealer_s_last_card_sets_trumps():  # test 10, TU-3
    deck = deck_starting("", 4)
    game = new_game(GAME, variant="tute-parejas", decks=[deck], first_dealer=3)
    first = [deck[i - 1] for i in (1, 2, 3, 13, 14, 15, 25, 26, 27, 37)]
    assert sorted(game.held(0)) == sorted(first)
    assert game.held(3)[-1] == deck[39] and game.trump_suit == deck[39].suit
    assert Revealed(deck[39], "hand:3", 9) in game.opening_events
    assert game.view(1).zones["hand:3"] == [None] * 9 + [deck[39]]  # shown to all
    assert "stock" not in game.zones() and game.zones()["trump"] == []
    assert all(len(game.held(s)) == 10 for s in range(4))


def test_parejas_follows_suit_from_the_first_trick_and_has_no_exchanges():  # 13.7
    game = position(("3c 7o", "4c 5e", "6c Cb", "Rb 2c"), trump="o", stock="",
                    won=("Sb", "", "", ""), rest=3, **PAREJAS)
    play(game, 0, "3c")
    assert playable(game, 1) == ["4c"]
    assert "no exchanges" in str(game.why_illegal(1, Exchange(parse("7o"))))


def parejas(hands, **kw) -> Brisca:
    return position(hands, trump="o", stock="", rest=3, **{**kw, **PAREJAS})


def test_parejas_declare_their_own_pairs_after_a_trick_as_in_tute():  # 13.7
    game = parejas(("3c Rb Cb", "2c 5e 6e", "4c 7e 7b", "5c Se Sb"))
    for seat, card in enumerate(("3c", "2c", "4c", "5c")):
        play(game, seat, card)
    assert game.actors() == (0,) and game.legal_actions(0) == [Declare("b"), PASS]
    game.apply(0, Declare("b"))
    assert game.info()["declared"] == [[0, "b", 20]] and game.actors() == (2,)


def test_6_the_partner_claims_a_split_pair_at_once():  # test 6, TU-4
    game = parejas(("Re 4c", "5c 6c", "Ce 7c", "2c 3b"))
    play(game, 0, "Re")
    assert game.info()["stage"] == "claim" and game.actors() == (2,)
    assert game.legal_actions(2) == [Declare("e"), PASS]
    events = game.apply(2, Declare("e"))
    assert events == [Revealed(parse("Ce"), "hand:2", 0),
                      Announced("cante", 2, {"suit": "e", "points": 20, "split": True}),
                      Scored(2, 20, "cante")]
    assert game.view(1).zones["hand:2"][0] == parse("Ce") and game.actors() == (1,)
    trumps = parejas(("Re 4c", "5c 6c", "Ce 7c", "2c 3b"))
    trumps.trump_suit = "e"
    play(trumps, 0, "Re")
    assert trumps.apply(2, Declare("e"))[1].data["points"] == 40


def test_6_a_split_pair_not_claimed_before_the_next_card_is_lost():  # test 6, TU-4
    game = parejas(("Re 4c", "5c 6c", "Ce 7c", "2c 3b"))
    play(game, 0, "Re")
    game.apply(2, PASS)
    play(game, 1, "5c")
    assert game.actors() == (2,) and Declare("e") not in game.legal_actions(2)
    assert "play a card" in str(game.why_illegal(2, Declare("e")))


def test_a_split_pair_played_last_is_claimed_before_the_trick_is_taken():  # TU-4
    game = parejas(("5c", "Co", "3b", "Ro 3e"), trick=((0, "4c"), (1, "6c"), (2, "7c")))
    events = play(game, 3, "Ro")
    assert not any(isinstance(e, Gathered) for e in events)
    assert game.actors() == (1,) and game.legal_actions(1) == [Declare("o"), PASS]
    events = game.apply(1, Declare("o"))
    assert [type(e).__name__ for e in events] == ["Revealed", "Announced", "Scored", "Gathered"]
    assert events[1].data == {"suit": "o", "points": 40, "split": True}
    assert events[-1].seat == 3 and game.actors() == (3,)


def test_the_claim_is_asked_whether_or_not_the_partner_holds_the_card():  # the stage tells nothing
    game = parejas(("Re 4c", "5c Ce", "7c 2e", "2c 3b"))  # an opponent holds Ce
    play(game, 0, "Re")
    assert game.actors() == (2,) and game.legal_actions(2) == [PASS]
    played = parejas(("Re 4c", "5c 6c", "7c 2e", "2c 3b"))  # Ce played already: not asked
    play(played, 0, "Re")
    assert played.actors() == (1,)


# ------------------------------------------------------------------ refusals in words


def test_refusals_say_why():
    game = position(("3c 1o", "4c 5o 6e"), trump="o", stock="", trick=((0, "7c"),))
    refusal = game.why_illegal(1, PlayCard(parse("5o"), "trick:1"))
    assert str(refusal) == "You must follow cups (you hold it)."
    assert refusal.message == "You must follow {suit} (you hold it)."
    game = position(("3c 1o", "5o 6e"), trump="o", stock="", trick=((0, "7c"),))
    assert "must play a trump" in str(game.why_illegal(1, PlayCard(parse("6e"), "trick:1")))
    assert "not in your hand" in str(game.why_illegal(1, PlayCard(parse("1e"), "trick:1")))
    assert "your place" in str(game.why_illegal(1, PlayCard(parse("5o"), "trick:0")))
    game = won_trick(("3c 4c 5c 6c 7c 4e", "2c 5e 6e 7e 4b 5b"))
    assert "declare a pair or pass" in str(game.why_illegal(0, PlayCard(parse("4c"),
                                                                        "trick:0")))
    assert "King and the Knight of coins" in str(game.why_illegal(0, Declare("o")))


# ------------------------------------------------------------------ search worlds


def test_a_world_gives_no_seat_a_suit_he_showed_he_lacks():
    game = position(("3c 1o 4e", "5b 6e Rb", "Sb 2e 4b"), trump="o", stock="", players=3,
                    trick=((0, "7c"),), rest=2)
    play(game, 1, "6e")  # void in copas and in oros, everyone saw it
    assert game.voids[1] == {"c", "o"}
    rng = random.Random(1)
    for _ in range(50):
        world = game.determinize(2, rng)
        assert not {c.suit for c in world.held(1)} & {"c", "o"}
        assert world.view(2) == game.view(2)
        assert Counter(world.all_cards()) == Counter(game.deck)


def test_shown_cards_stay_in_their_hand_in_every_world():
    game = won_trick(("3c Rc Cc 4o 5o 4e", "2c 5e 6e 7e 4b 5b"))
    game.apply(0, Declare("c"))
    rng = random.Random(2)
    for _ in range(20):
        world = game.determinize(1, rng)
        assert world.shown(0) == cards("Rc Cc") and world.view(1) == game.view(1)


def test_known_cards_include_every_card_played_this_hand():
    game = position(("3c 5e", "2c 6e"), trump="1o", won=("Sb Rb", ""))
    assert {parse("Sb"), parse("Rb"), parse("1o"), parse("3c")} <= set(game.known_cards(0))


def test_a_world_played_to_the_end_leaves_the_game_as_it_was():
    game = new_game(GAME, {**PAREJAS, "players": 4}, seed=8)
    play_randomly(game, random.Random(8), until=lambda g: len(g.history) >= 30)
    before = (game.zones(), game.info(), list(game.voids), state_digest(game))
    world = game.determinize(game.actors()[0], random.Random(8))
    play_randomly(world, random.Random(9))
    assert (game.zones(), game.info(), list(game.voids), state_digest(game)) == before


def test_a_stage_with_nothing_but_passing_is_passed_by_the_table():  # TU-2, TU-4
    game = won_trick(("3c 5o 6o 7o 4e 3e", "2c 5e 6e 7e 4b 5b"))
    assert game.info()["stage"] == "declare" and game.legal_actions(0) == [PASS]
    assert game.auto_action(0) == PASS and game.auto_action(1) is None
    with_pair = won_trick(("3c Rc Cc Ro Co 4e", "2c 5e 6e 7e 4b 5b"))
    assert with_pair.auto_action(0) is None  # a pair to declare: the player chooses
