"""El Truco: one test per rule, ruling and numbered test of RULES.md §6, and every row of its
two call tables.

Positions are dealt from explicit decks: with seat 0 dealing, seat 1 is mano and gets the
first, third and fifth cards (``deck_for`` builds such a deck from the two hands wanted)."""

from __future__ import annotations

import pytest

from naipes_pg.cards import SPANISH_40, Card, parse, parse_many
from naipes_pg.rules.base import Call, IllegalAction, OptionError, PlayCard
from naipes_pg.rules.events import (
    Announced,
    Dealt,
    HandOver,
    HandStarted,
    MatchOver,
    Moved,
    Scored,
)
from naipes_pg.rules.record import state_digest
from naipes_pg.rules.truco import (
    CLASS,
    ENVIDO_CALLS,
    ENVIDO_DECLINED,
    ENVIDO_QUIERO,
    TRUCO_CALLS,
    TRUCO_DECLINED,
    TRUCO_QUIERO,
    Truco,
    card_class,
    envido_value,
    falta_value,
    flor_value,
    hand_winner,
    has_flor,
)

PIE, MANO = 0, 1  # seat 0 deals the positions below unless a test says otherwise
QUIERO, NO_QUIERO, PASO = Call("quiero"), Call("no_quiero"), Call("paso")
QUIET = ("4o 5c 6e", "4c 5e 6b")  # a later hand's cards: no flor, nothing to decide anything

# 6.2 as RULES.md writes it, class by class (kept apart from the module's own table)
RULES_CLASSES = {14: "1e", 13: "1b", 12: "7e", 11: "7o", 10: "3o 3c 3e 3b", 9: "2o 2c 2e 2b",
                 8: "1c 1o", 7: "Ro Rc Re Rb", 6: "Co Cc Ce Cb", 5: "So Sc Se Sb", 4: "7c 7b",
                 3: "6o 6c 6e 6b", 2: "5o 5c 5e 5b", 1: "4o 4c 4e 4b"}
RULES_CLASS = {card: rank for rank, text in RULES_CLASSES.items() for card in parse_many(text)}

# the two call tables of rules 3 and 12: (call, Quiero, No quiero); the falta's Quiero is
# rule 6's value, 15 at 0-0 in a match to 30
ENVIDO_ROWS = [("envido", 2, 1), ("real_envido", 3, 1), ("envido_envido", 4, 2),
               ("falta_envido", 15, 7)]
TRUCO_ROWS = [("truco", 2, 1), ("retruco", 3, 2), ("vale_cuatro", 4, 3)]


def cards(text: str) -> list[Card]:
    return parse_many(text)


def tantos(hand: list[Card], standard: bool = False) -> int:
    """6.3 reckoned here, apart from the module: 20 + the cards of a suit held twice or more
    (only the best two with ``standard``), else the best single card."""
    worth = {card: card.rank if card.rank <= 7 else 0 for card in hand}
    best = max(worth.values())
    for suit in {card.suit for card in hand}:
        values = sorted((worth[c] for c in hand if c.suit == suit), reverse=True)
        if len(values) >= 2:
            best = max(best, 20 + sum(values[:2] if standard else values))
    return best


def deck_for(mano: str, pie: str) -> list[Card]:
    """A whole deck, top first, dealing ``mano``'s three cards to mano and ``pie``'s to the
    dealer: one at a time, mano first; the rest in the deck's order."""
    first = [card for pair in zip(cards(mano), cards(pie), strict=True) for card in pair]
    assert len(first) == 6 == len(set(first))
    return first + [card for card in SPANISH_40 if card not in first]


def truco(mano: str = QUIET[0], pie: str = QUIET[1], *, dealer: int = 0,
          scores: tuple[int, int] = (0, 0), then: tuple[tuple[str, str], ...] = (),
          **options) -> Truco:
    """A match whose first hand deals ``mano`` and ``pie`` (then the hands ``then``, then quiet
    ones), seat ``dealer`` dealing first, the scores (by seat) standing at ``scores``."""
    decks = [deck_for(mano, pie), *(deck_for(*hand) for hand in then), *[deck_for(*QUIET)] * 3]
    game = Truco(options, 1, decks=decks, first_dealer=dealer)
    if scores != (0, 0):
        assert game.scores == [0, 0]
        game.scores = list(scores)
        assert game.info()["scores"] == list(scores)
    return game


def call(game: Truco, seat: int, name: str) -> list:
    return game.apply(seat, Call(name))


def play(game: Truco, seat: int, card: str) -> list:
    return game.apply(seat, PlayCard(parse(card), f"played:{seat}"))


def calls(game: Truco, seat: int) -> list[str]:
    return [a.name for a in game.legal_actions(seat) if isinstance(a, Call)]


def playable(game: Truco, seat: int) -> list[str]:
    return [str(a.card) for a in game.legal_actions(seat) if isinstance(a, PlayCard)]


def points(events: list) -> list[tuple[int, int, str]]:
    return [(e.seat, e.points, e.why) for e in events if isinstance(e, Scored)]


def announced(events: list, kind: str) -> Announced:
    (event,) = [e for e in events if isinstance(e, Announced) and e.kind == kind]
    return event


def hand_over(events: list) -> HandOver:
    (event,) = [e for e in events if isinstance(e, HandOver)]
    return event


def where(game: Truco) -> tuple[str, int]:
    """What is asked and of whom, checking the one-actor rule: the seat asked is the only
    actor, and the other seat may do nothing."""
    info = game.info()
    seat = info["stage_seat"]
    assert game.actors() == (seat,)
    assert game.legal_actions(1 - seat) == []
    return info["stage"], seat


def skip_envido(game: Truco, mano: int = MANO) -> None:
    call(game, mano, "paso")
    call(game, 1 - mano, "paso")
    assert where(game) == ("play", mano)


def refused(game: Truco, seat: int, act) -> IllegalAction:
    """``act`` raises IllegalAction and leaves everything as it was."""
    def state():
        return (state_digest(game), game.zones(), game.info(), game.actors(),
                len(game.history), [game.legal_actions(s) for s in (0, 1)])

    before = state()
    with pytest.raises(IllegalAction) as refusal:
        game.apply(seat, act)
    assert state() == before
    assert str(refusal.value)
    return refusal.value


def climb_envido(game: Truco, level: str, mano: int = MANO) -> tuple[int, int]:
    """Mano opens Envido and the two raise in turn up to ``level``: (last caller, answerer)."""
    seat = mano
    for name in ENVIDO_CALLS[: ENVIDO_CALLS.index(level) + 1]:
        assert where(game)[1] == seat
        call(game, seat, name)
        seat = 1 - seat
    assert where(game) == ("envido_answer", seat)
    return 1 - seat, seat


def climb_truco(game: Truco, level: str, mano: int = MANO) -> tuple[int, int]:
    """At mano's first card he calls Truco and the two raise in turn up to ``level``:
    (last caller, answerer)."""
    seat = mano
    for name in TRUCO_CALLS[: TRUCO_CALLS.index(level) + 1]:
        call(game, seat, name)
        seat = 1 - seat
    assert where(game) == ("truco_answer", seat)
    return 1 - seat, seat


def play_out(game: Truco, hands: dict[int, str]) -> list:
    """Each leader in turn plays the first card left of ``hands`` and the other answers with
    his; the events up to the hand's end."""
    left = {seat: cards(text) for seat, text in hands.items()}
    events: list = []
    while not any(isinstance(e, HandOver) for e in events):
        stage, seat = where(game)
        assert stage == "play"
        events += play(game, seat, str(left[seat].pop(0)))
    return events


# ------------------------------------------------------------------ 6.1 overview


def test_two_players_the_spanish_deck_and_the_options():
    spec = Truco.spec
    assert (spec.id, spec.name_es, spec.name_en) == ("truco", "Truco", "Truco")
    assert spec.players == (2, 2) and spec.deck == "spanish40"
    assert not spec.teams and not spec.realtime and spec.variants == {}
    assert {o.name: (o.default, o.choices) for o in spec.options} == {
        "players": (2, None),  # as every game has, fixed at two
        "target": (30, (30, 15)), "flor": (True, None), "standard_envido": (False, None)}
    assert Truco().options == {"players": 2, "target": 30, "flor": True,
                               "standard_envido": False}
    with pytest.raises(OptionError, match="target"):
        Truco({"target": 20})
    with pytest.raises(OptionError, match="players"):
        Truco({"players": 3})


def test_the_call_tables():  # rules 3 and 12
    assert ENVIDO_CALLS == ("envido", "real_envido", "envido_envido", "falta_envido")
    assert TRUCO_CALLS == ("truco", "retruco", "vale_cuatro")
    assert ENVIDO_QUIERO == {name: q for name, q, _ in ENVIDO_ROWS[:3]}
    assert ENVIDO_DECLINED == {name: d for name, _, d in ENVIDO_ROWS}
    assert TRUCO_QUIERO == {name: q for name, q, _ in TRUCO_ROWS}
    assert TRUCO_DECLINED == {name: d for name, _, d in TRUCO_ROWS}


# ------------------------------------------------------------------ 6.2 card strength


def test_2_the_class_of_every_card():  # test 2
    assert len(RULES_CLASS) == 40 and set(RULES_CLASS) == set(SPANISH_40)
    assert CLASS == RULES_CLASS
    assert all(card_class(card) == rank for card, rank in RULES_CLASS.items())
    order = [cards(text) for text in ("1e", "1b", "7e", "7o", "3o 3c 3e 3b", "2o 2c 2e 2b",
                                      "1c 1o", "Ro Rc Re Rb", "Co Cc Ce Cb", "So Sc Se Sb",
                                      "7c 7b", "6o 6c 6e 6b", "5o 5c 5e 5b", "4o 4c 4e 4b")]
    for higher, lower in zip(order, order[1:], strict=False):
        assert min(map(card_class, higher)) > max(map(card_class, lower))
    assert all(len({card_class(c) for c in line}) == 1 for line in order)


# ------------------------------------------------------------------ 6.3 envido values


@pytest.mark.parametrize("hand,value", [
    ("5c 6c 2b", 31), ("3c Cc 2b", 23), ("2c 5c 6c", 33), ("So Co Ro", 20), ("2c 3o 6b", 6),
    ("1e 7e Ro", 28), ("So Cc Rb", 0),  # test 1
    ("7o", 7), ("Ro", 0), ("5c 6c", 31), ("5c 6o", 6), ("7o 6o 5o", 38), ("Rb 7b 3c", 27),
])
def test_1_envido_values(hand, value):  # rule 6.3, TR-3, test 1
    assert envido_value(cards(hand)) == value == tantos(cards(hand))


@pytest.mark.parametrize("hand,value", [("2c 5c 6c", 31), ("7o 6o 5o", 33), ("5c 6c 2b", 31),
                                        ("2c 3o 6b", 6), ("So Co Ro", 20), ("3c Cc 2b", 23)])
def test_standard_envido_counts_the_best_two_cards_of_a_suit(hand, value):  # TR-3 option
    assert envido_value(cards(hand), standard=True) == value == tantos(cards(hand), True)


def test_flor_is_three_cards_of_one_suit_worth_20_and_the_three():  # rule 7, TR-5
    assert flor_value(cards("2c 5c 6c")) == 33
    assert flor_value(cards("So Co Ro")) == 20
    assert flor_value(cards("7o 6o 5o")) == 38
    assert has_flor(cards("2c 5c 6c")) and has_flor(cards("So Co Ro"))
    assert not has_flor(cards("5c 6c 2b")) and not has_flor(cards("2c 3o 6b"))


# ------------------------------------------------------------------ 6.4 deal


@pytest.mark.parametrize("dealer", [0, 1])
def test_three_cards_each_one_at_a_time_mano_first(dealer):  # rule 1
    mano = 1 - dealer
    game = Truco(None, 1, decks=[deck_for("1e 2e 3e", "4o 5o 6o")], first_dealer=dealer)
    assert game.opening_events[0] == HandStarted(0, dealer)
    dealt = [(str(e.card), e.to) for e in game.opening_events if isinstance(e, Dealt)]
    hands = [f"hand:{mano}", f"hand:{dealer}"] * 3
    assert dealt == list(zip(["1e", "4o", "2e", "5o", "3e", "6o"], hands, strict=True))
    zones = game.zones()
    assert zones[f"hand:{mano}"] == cards("1e 2e 3e") and zones[f"hand:{dealer}"] == cards(
        "4o 5o 6o")
    assert zones["stock"] == deck_for("1e 2e 3e", "4o 5o 6o")[6:] and len(zones["stock"]) == 34
    assert zones["played:0"] == zones["played:1"] == []
    info = game.info()
    assert (info["dealer"], info["mano"], info["hand_number"]) == (dealer, mano, 0)
    assert info["scores"] == [0, 0] and info["target"] == 30 and info["flor"] is True
    assert where(game) == ("envido", mano)  # mano acts first


def test_the_first_dealer_is_drawn_at_random():  # rule 1
    dealers = set()
    for seed in range(20):
        info = Truco(None, seed).info()
        dealers.add(info["dealer"])
        assert info["mano"] == 1 - info["dealer"]
    assert dealers == {0, 1}


def test_the_dealer_alternates_and_mano_opens_each_hand():  # rule 1, 6.1
    game = truco(then=(QUIET,))
    skip_envido(game)
    call(game, MANO, "truco")
    events = call(game, PIE, "no_quiero")
    start = events.index(hand_over(events)) + 1
    assert events[start] == HandStarted(1, 1)
    dealt = [e.to for e in events[start:] if isinstance(e, Dealt)]
    assert dealt == ["hand:0", "hand:1"] * 3  # seat 0 is mano now: dealt first
    info = game.info()
    assert (info["dealer"], info["mano"], info["hand_number"]) == (1, 0, 1)
    assert where(game) == ("envido", 0)
    skip_envido(game, mano=0)
    call(game, 0, "truco")
    events = call(game, 1, "no_quiero")
    assert HandStarted(2, 0) in events and where(game) == ("envido", 1)


def test_each_player_sees_only_his_own_cards_and_never_the_stock():  # 6.4
    game = truco("1e 2e 3e", "4o 5o 6o")
    for seat, other in ((0, 1), (1, 0)):
        zones = game.view(seat).zones
        assert zones[f"hand:{seat}"] == game.zones()[f"hand:{seat}"]
        assert zones[f"hand:{other}"] == [None] * 3 and zones["stock"] == [None] * 34
        for event in game.redact(game.opening_events, seat):
            if isinstance(event, Dealt):
                assert (event.card is not None) == (event.to == f"hand:{seat}")
    spectator = game.view(None).zones
    assert spectator["hand:0"] == spectator["hand:1"] == [None] * 3
    skip_envido(game)
    play(game, MANO, "2e")  # a card played to a baza is face up to all
    for viewer in (None, 0, 1):
        assert game.view(viewer).zones["played:1"] == [parse("2e")]
    assert game.view(PIE).zones["hand:1"] == [None, None]


def test_an_envido_showdown_shows_the_values_not_the_cards():  # 6.4, rule 5
    game = truco("7o 6o 1e", "4c 5b Re")
    call(game, MANO, "envido")
    events = call(game, PIE, "quiero")
    shown = announced(events, "envido_values")
    assert shown.data["values"] == [5, 33] and game.info()["envido_values"] == [5, 33]
    assert not any(isinstance(value, Card) for e in events if isinstance(e, Announced)
                   for value in e.data.values())
    assert game.view(PIE).zones["hand:1"] == [None] * 3
    assert game.view(MANO).zones["hand:0"] == [None] * 3


def test_cards_never_played_stay_hidden_also_in_the_hand_over():  # 6.4
    game = truco("7o 6o 1e", "4c 5b Re")
    skip_envido(game)
    play(game, MANO, "7o")
    play(game, PIE, "4c")
    call(game, MANO, "truco")
    over = hand_over(call(game, PIE, "no_quiero"))
    assert over.piles["hand:1"] == tuple(cards("6o 1e"))  # the whole truth, kept for redact
    for viewer in (None, 0, 1):
        (seen,) = game.redact([over], viewer)
        for seat in (0, 1):
            held = over.piles[f"hand:{seat}"]
            assert seen.piles[f"hand:{seat}"] == (held if seat == viewer else (None,) * 2)
            assert seen.piles[f"played:{seat}"] == over.piles[f"played:{seat}"]
        assert seen.piles["stock"] == (None,) * 34
    assert game.zones()["played:0"] == [] and len(game.zones()["stock"]) == 34  # gathered


# ------------------------------------------------------------------ 6.5 envido phase


def test_2_mano_opens_the_envido_phase_then_pie_and_both_passing_skip_it():  # rule 2
    game = truco()
    assert where(game) == ("envido", MANO)
    assert game.legal_actions(MANO) == [Call("envido"), PASO]
    assert call(game, MANO, "paso") == [Announced("paso", MANO, {})]
    assert where(game) == ("envido", PIE)
    assert game.legal_actions(PIE) == [Call("envido"), PASO]
    events = call(game, PIE, "paso")
    assert events == [Announced("paso", PIE, {})]
    assert where(game) == ("play", MANO)
    info = game.info()
    assert info["envido_done"] and info["envido_call"] is None and info["turn"] == MANO
    assert info["scores"] == [0, 0] and info["calls"] == [[MANO, "paso"], [PIE, "paso"]]


def test_2_flor_is_offered_to_a_holder_when_flor_is_on():  # rules 2, 7, TR-5
    game = truco("2c 5c 6c", "4o 5e 6b")
    assert game.legal_actions(MANO) == [Call("envido"), Call("flor"), PASO]
    pie = truco("4o 5e 6b", "2c 5c 6c")
    assert pie.legal_actions(MANO) == [Call("envido"), PASO]
    refused(pie, MANO, Call("flor"))  # he holds none
    call(pie, MANO, "paso")
    assert pie.legal_actions(PIE) == [Call("envido"), Call("flor"), PASO]


def test_7_flor_off_is_never_offered():  # rule 7 option
    game = truco("2c 5c 6c", "7o 6o 5o", flor=False)
    assert game.info()["flor"] is False
    assert game.legal_actions(MANO) == [Call("envido"), PASO]
    refused(game, MANO, Call("flor"))
    call(game, MANO, "envido")
    assert game.legal_actions(PIE) == [QUIERO, NO_QUIERO, Call("real_envido")]
    refused(game, PIE, Call("flor"))
    events = call(game, PIE, "quiero")  # all three cards count for envido (TR-3)
    assert announced(events, "envido_values").data["values"] == [38, 33]
    assert points(events) == [(PIE, 2, "envido")]


def test_tr12_no_truco_and_no_card_during_the_envido_phase():  # rule 2, TR-12
    game = truco("7o 6o 1e", "4c 5b Re")
    refusal = refused(game, MANO, Call("truco"))
    assert "truco" in str(refusal).lower()
    refused(game, MANO, PlayCard(parse("7o"), "played:1"))
    call(game, MANO, "paso")
    refused(game, PIE, Call("truco"))
    refused(game, PIE, PlayCard(parse("4c"), "played:0"))
    call(game, PIE, "envido")
    refused(game, MANO, Call("truco"))  # nor while an envido is pending


@pytest.mark.parametrize("name", ENVIDO_CALLS[1:])
def test_tr1_the_opening_call_is_always_envido(name):  # rule 3, TR-1
    game = truco()
    refused(game, MANO, Call(name))
    call(game, MANO, "paso")
    refused(game, PIE, Call(name))


def test_3_4_each_level_answers_the_one_below_one_step_at_a_time():  # rules 3, 4, TR-1
    game = truco()
    call(game, MANO, "envido")
    assert where(game) == ("envido_answer", PIE)
    info = game.info()
    assert (info["envido_call"], info["envido_caller"]) == ("envido", MANO)
    seat = PIE
    for above in ENVIDO_CALLS[1:]:
        assert game.legal_actions(seat) == [QUIERO, NO_QUIERO, Call(above)]
        for skipped in ENVIDO_CALLS:
            if skipped != above:
                refused(game, seat, Call(skipped))
        refused(game, 1 - seat, Call(above))  # the caller does not raise his own call
        refused(game, seat, PASO)
        call(game, seat, above)
        seat = 1 - seat
        assert where(game) == ("envido_answer", seat)
        assert game.info()["envido_call"] == above and game.info()["envido_caller"] == 1 - seat
    assert game.legal_actions(seat) == [QUIERO, NO_QUIERO]  # no level above the falta
    refused(game, seat, Call("falta_envido"))


@pytest.mark.parametrize("level,quiero,declined", ENVIDO_ROWS)
def test_3_5_quiero_gives_the_level_s_value_to_the_higher_envido(level, quiero, declined):
    game = truco("7o 6o 1e", "4c 5b Re")  # mano 33, pie 5
    _caller, answerer = climb_envido(game, level)
    events = call(game, answerer, "quiero")
    assert events[0] == Announced("quiero", answerer, {})
    shown = announced(events, "envido_values")
    assert shown.seat == MANO
    assert {k: shown.data[k] for k in ("values", "mano", "call", "points")} == {
        "values": [5, 33], "mano": MANO, "call": level, "points": quiero}
    assert points(events) == [(MANO, quiero, "envido")]  # that level's only, never summed
    assert game.info()["scores"] == [0, quiero]
    assert where(game) == ("play", MANO) and game.info()["envido_done"]


@pytest.mark.parametrize("level,quiero,declined", ENVIDO_ROWS)
def test_3_5_no_quiero_gives_the_level_s_value_to_the_last_caller(level, quiero, declined):
    game = truco("7o 6o 1e", "4c 5b Re")
    caller, answerer = climb_envido(game, level)
    events = call(game, answerer, "no_quiero")
    assert events[0] == Announced("no_quiero", answerer, {})
    assert points(events) == [(caller, declined, "envido_declined")]
    assert not [e for e in events if isinstance(e, Announced) and e.kind == "envido_values"]
    assert game.info()["envido_values"] is None  # nothing shown
    assert where(game) == ("play", MANO)


def test_4_envido_real_envido_no_quiero_gives_pie_1():  # test 4
    game = truco("7o 6o 1e", "4c 5b Re")
    call(game, MANO, "envido")
    call(game, PIE, "real_envido")
    events = call(game, MANO, "no_quiero")
    assert points(events) == [(PIE, 1, "envido_declined")]
    assert game.info()["scores"] == [1, 0]


@pytest.mark.parametrize("dealer", [0, 1])
def test_tr2_equal_envidos_go_to_mano(dealer):  # rule 5, TR-2
    mano = 1 - dealer
    game = truco("7o 6o 4b", "7c 6c 4e", dealer=dealer)  # 33 each
    call(game, mano, "envido")
    events = call(game, 1 - mano, "quiero")
    assert announced(events, "envido_values").data["values"] == [33, 33]
    assert points(events) == [(mano, 2, "envido")]
    pie_higher = truco("4b 5o 6e", "7c 6c 4e", dealer=dealer)  # 6 against 33
    call(pie_higher, mano, "envido")
    assert points(call(pie_higher, 1 - mano, "quiero")) == [(1 - mano, 2, "envido")]


def test_standard_envido_counts_two_cards_in_play():  # TR-3 option
    hands = ("2c 5c 6c", "7o 6o 4b")  # the source's 33 against 33; standard, 31 against 33
    for standard, values, winner in ((False, [33, 33], MANO), (True, [33, 31], PIE)):
        game = truco(*hands, flor=False, standard_envido=standard)
        call(game, MANO, "envido")
        events = call(game, PIE, "quiero")
        assert announced(events, "envido_values").data["values"] == values
        assert points(events) == [(winner, 2, "envido")]


def test_rule_6_the_falta_value():  # rules 6, 15, TR-4
    assert [falta_value(score, 30) for score in (0, 10, 14, 15, 20, 29)] == [15, 5, 1, 15, 10, 1]
    assert [falta_value(score, 15) for score in (0, 10, 14)] == [15, 5, 1]


@pytest.mark.parametrize("winner,scores,won,limit", [
    (MANO, (20, 10), 10, 30),  # test 5: A (mano, 10) wins, loser B has 20 -> A +10
    (PIE, (20, 10), 5, 15),  # test 5: B (pie, 20) wins, loser A has 10 -> B +5
    (MANO, (15, 0), 15, 30),  # a loser at 15 is in the buenas
    (MANO, (14, 0), 1, 15),
])
def test_5_a_falta_is_worth_what_its_loser_lacks(winner, scores, won, limit):  # test 5
    hands = ("7o 6o 1e", "4c 5b Re") if winner == MANO else ("4c 5b Re", "7o 6o 1e")
    game = truco(*hands, scores=scores)
    _caller, answerer = climb_envido(game, "falta_envido")
    events = call(game, answerer, "quiero")
    shown = announced(events, "envido_values")
    loser = scores[1 - winner]
    assert shown.seat == winner and shown.data["points"] == won
    assert shown.data["falta_loser_score"] == loser and shown.data["falta_limit"] == limit
    assert points(events) == [(winner, won, "envido")]
    after = list(scores)
    after[winner] += won
    assert game.info()["scores"] == after


def test_15_in_a_match_to_15_the_falta_is_always_15_less_the_loser_s_score():  # rule 15
    game = truco("7o 6o 1e", "4c 5b Re", scores=(10, 3), target=15)
    _caller, answerer = climb_envido(game, "falta_envido")
    events = call(game, answerer, "quiero")
    shown = announced(events, "envido_values")
    assert shown.data["falta_limit"] == 15 and points(events) == [(MANO, 5, "envido")]
    assert game.outcome() is None and game.info()["scores"] == [10, 8]


def test_6_flor_against_no_flor_scores_3_at_once():  # rule 7, test 6
    game = truco("2c 5c 6c", "4o 5e 6b")
    events = call(game, MANO, "flor")
    assert events[0] == Announced("flor", MANO, {})
    assert points(events) == [(MANO, 3, "flor")]  # pie, without flor, is not asked
    assert where(game) == ("play", MANO) and game.info()["envido_done"]
    refused(game, MANO, Call("envido"))  # any flor call ends the envido phase (TR-5)


def test_6_pie_may_sing_flor_after_mano_passes():  # rules 2, 7
    game = truco("4o 5e 6b", "2c 5c 6c")
    call(game, MANO, "paso")
    assert points(call(game, PIE, "flor")) == [(PIE, 3, "flor")]
    assert where(game) == ("play", MANO)


@pytest.mark.parametrize("dealer", [0, 1])
@pytest.mark.parametrize("hands,values,winner", [
    (("2c 5c 6c", "7o 6o 5o"), (33, 38), "pie"),  # test 6: the higher flor
    (("7o 6o 5o", "2c 5c 6c"), (38, 33), "mano"),
    (("7o 6o 5o", "7c 6c 5c"), (38, 38), "mano"),  # equal: mano
])
def test_6_flor_flor_the_higher_flor_scores_6(dealer, hands, values, winner):  # test 6, TR-5
    mano, pie = 1 - dealer, dealer
    game = truco(*hands, dealer=dealer)
    call(game, mano, "flor")
    assert where(game) == ("flor_answer", pie)
    assert game.legal_actions(pie) == [Call("flor_flor"), PASO]
    events = call(game, pie, "flor_flor")
    best = mano if winner == "mano" else pie
    shown = announced(events, "flor_values")
    by_seat = [values[0], values[1]] if mano == 0 else [values[1], values[0]]
    assert shown.seat == best
    assert {k: shown.data[k] for k in ("values", "mano", "points")} == {
        "values": by_seat, "mano": mano, "points": 6}
    assert points(events) == [(best, 6, "flor_flor")]
    assert where(game) == ("play", mano)


def test_6_passing_on_a_flor_gives_its_singer_3():  # test 6
    game = truco("2c 5c 6c", "7o 6o 5o")
    call(game, MANO, "flor")
    events = call(game, PIE, "paso")
    assert points(events) == [(MANO, 3, "flor")]
    assert where(game) == ("play", MANO)


@pytest.mark.parametrize("level", ENVIDO_CALLS)
def test_7_flor_answering_an_envido_cancels_it_without_points(level):  # rule 7, TR-5
    # whoever answers at ``level`` holds flor; the other does not
    climbers = ENVIDO_CALLS.index(level) + 1
    answerer_is_pie = climbers % 2 == 1
    hands = ("4o 5e 6b", "2c 5c 6c") if answerer_is_pie else ("2c 5c 6c", "4o 5e 6b")
    game = truco(*hands)
    _caller, answerer = climb_envido(game, level)
    assert game.legal_actions(answerer)[-1] == Call("flor")
    events = call(game, answerer, "flor")
    assert points(events) == [(answerer, 3, "flor")]  # the envido is gone, unscored
    assert where(game) == ("play", MANO)
    refused(game, MANO, Call("quiero"))


def test_7_a_flor_answering_an_envido_sung_by_a_flor_holder_is_answered():  # rule 7
    game = truco("7o 6o 5o", "2c 5c 6c")  # mano holds flor too, and opened envido
    call(game, MANO, "envido")
    call(game, PIE, "flor")
    assert where(game) == ("flor_answer", MANO)
    assert game.legal_actions(MANO) == [Call("flor_flor"), PASO]
    assert points(call(game, MANO, "paso")) == [(PIE, 3, "flor")]


def test_8_envido_points_count_at_once_and_once_a_hand():  # rule 8, 6.9 invariant
    game = truco("7o 6o 1e", "4c 5b Re", then=(QUIET,))
    call(game, MANO, "envido")
    call(game, PIE, "quiero")
    assert game.info()["scores"] == [0, 2]  # before any card
    for name in ("envido", "flor", "real_envido", "quiero"):
        refused(game, MANO, Call(name))
    call(game, MANO, "truco")
    call(game, PIE, "quiero")
    info = game.info()
    assert info["calls"] == [[MANO, "envido"], [PIE, "quiero"], [MANO, "truco"], [PIE, "quiero"]]
    events = play_out(game, {MANO: "7o 1e 6o", PIE: "4c 5b Re"})
    over = hand_over(events)
    assert points(events) == [(MANO, 2, "truco")]
    assert over.winners == (MANO,)
    results = over.results
    assert {k: results[k] for k in ("dealer", "mano", "bazas", "winner", "how", "truco",
                                    "points", "envido", "scores")} == {
        "dealer": PIE, "mano": MANO, "bazas": [MANO, MANO], "winner": MANO, "how": "bazas",
        "truco": "truco", "points": [0, 4], "envido": [0, 2], "scores": [0, 4]}


# ------------------------------------------------------------------ 6.6 truco phase


def test_9_any_card_may_be_played_and_the_higher_class_wins():  # rules 9, 10
    game = truco("3o 4c 5e", "4o 5c 1c")
    skip_envido(game)
    assert playable(game, MANO) == ["3o", "4c", "5e"]
    events = play(game, MANO, "4c")
    assert events == [Moved((parse("4c"),), "hand:1", "played:1", seat=MANO)]
    assert where(game) == ("play", PIE) and game.info()["turn"] == PIE
    assert playable(game, PIE) == ["4o", "5c", "1c"]  # no suit to follow
    events = play(game, PIE, "1c")  # class 8 over class 1
    assert not [e for e in events if isinstance(e, Announced)]
    assert game.info()["bazas"] == [PIE]
    assert where(game) == ("play", PIE)  # the winner leads the next (rule 10)
    assert game.zones()["played:0"] == cards("1c") and game.zones()["played:1"] == cards("4c")


@pytest.mark.parametrize("dealer", [0, 1])
def test_10_after_a_parda_its_leader_leads_again(dealer):  # rules 9, 10, TR-6
    mano, pie = 1 - dealer, dealer
    game = truco("3o 2o 4c", "3c 2c 5c", dealer=dealer)
    skip_envido(game, mano)
    play(game, mano, "3o")
    events = play(game, pie, "3c")
    assert announced(events, "parda") == Announced("parda", None, {"baza": 0})
    assert game.info()["bazas"] == [None] and where(game) == ("play", mano)
    play(game, mano, "2o")
    events = play(game, pie, "2c")
    assert announced(events, "parda") == Announced("parda", None, {"baza": 1})
    assert where(game) == ("play", mano)


def test_10_the_winner_of_a_baza_leads_the_next():  # rule 10
    game = truco("4o 3c 5e", "1e 4c 5b")
    skip_envido(game)
    play(game, MANO, "4o")
    play(game, PIE, "1e")
    assert where(game) == ("play", PIE)
    play(game, PIE, "4c")
    play(game, MANO, "3c")
    assert game.info()["bazas"] == [PIE, MANO] and where(game) == ("play", MANO)


PARDA_TABLE = [  # test 3: baza results in order -> the hand's winner ("mano" for mano)
    ("PA", "A"), ("PPB", "B"), ("PPP", "mano"), ("AP", "A"), ("ABP", "A"), ("AA", "A"),
]


@pytest.mark.parametrize("mano", [0, 1])
@pytest.mark.parametrize("a", [0, 1])
@pytest.mark.parametrize("bazas,winner", PARDA_TABLE)
def test_3_the_parda_table(bazas, winner, a, mano):  # rule 11, TR-7, test 3
    seats = {"A": a, "B": 1 - a, "P": None, "mano": mano}
    results = [seats[x] for x in bazas]
    assert hand_winner(results, mano) == seats[winner]
    for cut in range(len(results)):  # undecided before its last baza
        assert hand_winner(results[:cut], mano) is None


@pytest.mark.parametrize("bazas", [[], [0], [1], [None], [0, 1], [1, 0], [None, None]])
def test_11_a_hand_is_undecided_until_a_case_names_a_winner(bazas):  # rule 11
    assert hand_winner(bazas, 0) is None and hand_winner(bazas, 1) is None


# each baza's pair: a parda, or the winner's card and the loser's
POOLS = [{"P": ("3o", "3c"), "W": ("1e", "4o")}, {"P": ("2o", "2c"), "W": ("1b", "4c")},
         {"P": ("Ro", "Rc"), "W": ("7e", "4e")}]
UNPLAYED = [("5o", "5c"), ("6o", "6c"), ("Sb", "Cb")]


@pytest.mark.parametrize("a_is_mano", [True, False])
@pytest.mark.parametrize("bazas,winner", PARDA_TABLE)
def test_3_the_parda_table_played(bazas, winner, a_is_mano):  # rule 11, TR-7, TR-14, test 3
    a = MANO if a_is_mano else PIE
    seat_of = {"A": a, "B": 1 - a, "P": None}
    held: dict[int, list[str]] = {MANO: [], PIE: []}
    for i in range(3):
        if i >= len(bazas):
            held[MANO].append(UNPLAYED[i][0])
            held[PIE].append(UNPLAYED[i][1])
        elif bazas[i] == "P":
            held[MANO].append(POOLS[i]["P"][0])
            held[PIE].append(POOLS[i]["P"][1])
        else:
            won = seat_of[bazas[i]]
            held[won].append(POOLS[i]["W"][0])
            held[1 - won].append(POOLS[i]["W"][1])
    game = truco(" ".join(held[MANO]), " ".join(held[PIE]), flor=False, then=(QUIET,))
    skip_envido(game)
    leader = MANO
    for i, result in enumerate(bazas):
        assert where(game) == ("play", leader), f"baza {i}"
        play(game, leader, held[leader][i])
        events = play(game, 1 - leader, held[1 - leader][i])
        last = i == len(bazas) - 1
        assert any(isinstance(e, HandOver) for e in events) == last, f"baza {i}"
        leader = leader if result == "P" else seat_of[result]
    expected = MANO if winner == "mano" else seat_of[winner]
    over = hand_over(events)
    assert over.results["bazas"] == [seat_of[x] for x in bazas]
    assert over.results["winner"] == expected and over.results["how"] == "bazas"
    assert points(events) == [(expected, 1, "truco")]
    left = 3 - len(bazas)  # the bazas left are not played (TR-14)
    assert len(over.piles["hand:0"]) == len(over.piles["hand:1"]) == left


@pytest.mark.parametrize("holder", [MANO, PIE])
def test_11_after_a_b_the_third_baza_is_played_even_with_the_1e_held(holder):  # TR-14, test 11
    if holder == MANO:
        mano, pie = "7o 4c 1e", "4o 7e 5c"
    else:
        mano, pie = "7o 4c 5c", "4o 7e 1e"
    game = truco(mano, pie, then=(QUIET,))
    skip_envido(game)
    play(game, MANO, "7o")
    play(game, PIE, "4o")
    play(game, MANO, "4c")
    events = play(game, PIE, "7e")
    assert game.info()["bazas"] == [MANO, PIE]
    assert not any(isinstance(e, HandOver) for e in events)
    assert where(game) == ("play", PIE) and game.info()["hand_number"] == 0
    assert "truco" in calls(game, PIE)  # he may still call, the other still say no quiero
    play(game, PIE, pie.split()[2])
    events = play(game, MANO, mano.split()[2])
    assert hand_over(events).results["bazas"] == [MANO, PIE, holder]
    assert points(events) == [(holder, 1, "truco")]


def test_12_either_player_may_call_truco_at_his_own_turn():  # rule 12
    game = truco("7o 4c 1e", "4o 7e 5c")
    skip_envido(game)
    assert calls(game, MANO) == ["truco"] and playable(game, MANO) == ["7o", "4c", "1e"]
    assert game.legal_actions(MANO)[:3] == [PlayCard(c, "played:1") for c in cards("7o 4c 1e")]
    play(game, MANO, "4c")
    assert calls(game, PIE) == ["truco"]
    events = call(game, PIE, "truco")  # the second to play, before his card
    assert events == [Announced("truco", PIE, {})]
    assert where(game) == ("truco_answer", MANO)
    info = game.info()
    assert (info["truco_call"], info["truco_caller"], info["turn"]) == ("truco", PIE, PIE)
    assert game.legal_actions(MANO) == [QUIERO, NO_QUIERO, Call("retruco")]
    refused(game, MANO, PlayCard(parse("7o"), "played:1"))
    call(game, MANO, "quiero")
    assert where(game) == ("play", PIE)  # play resumes where it stopped
    info = game.info()
    assert (info["truco"], info["truco_call"], info["raise_right"]) == ("truco", None, MANO)
    assert calls(game, PIE) == []  # one Truco a hand; the right to raise is mano's
    refused(game, PIE, Call("truco"))
    refused(game, PIE, Call("retruco"))


def test_12_the_raise_belongs_to_the_player_who_accepted():  # rule 12, TR-8
    game = truco("7o 4c 1e", "4o 7e 5c")
    skip_envido(game)
    call(game, MANO, "truco")
    call(game, PIE, "quiero")
    assert where(game) == ("play", MANO) and calls(game, MANO) == []
    refused(game, MANO, Call("retruco"))
    play(game, MANO, "7o")
    assert calls(game, PIE) == ["retruco"]  # at his own turn, later
    refused(game, PIE, Call("vale_cuatro"))
    call(game, PIE, "retruco")
    assert game.legal_actions(MANO) == [QUIERO, NO_QUIERO, Call("vale_cuatro")]
    call(game, MANO, "quiero")
    assert where(game) == ("play", PIE) and calls(game, PIE) == []
    assert game.info()["truco"] == "retruco" and game.info()["raise_right"] == MANO
    play(game, PIE, "4o")  # mano takes the baza and leads: now he may raise
    assert where(game) == ("play", MANO) and calls(game, MANO) == ["vale_cuatro"]
    call(game, MANO, "vale_cuatro")
    assert game.legal_actions(PIE) == [QUIERO, NO_QUIERO]


def test_12_a_raise_answers_and_accepts_the_call_below():  # rule 12
    game = truco()
    skip_envido(game)
    caller, answerer = climb_truco(game, "vale_cuatro")
    assert (caller, answerer) == (MANO, PIE)
    assert game.legal_actions(PIE) == [QUIERO, NO_QUIERO]
    info = game.info()
    assert (info["truco"], info["truco_call"], info["truco_caller"]) == (
        "retruco", "vale_cuatro", MANO)


def test_10_raise_in_the_same_turn():  # TR-8, test 10
    game = truco("7o 4c 1e", "4o 7e 5c")
    skip_envido(game)
    call(game, MANO, "truco")
    call(game, PIE, "retruco")
    call(game, MANO, "quiero")
    assert where(game) == ("play", MANO) and calls(game, MANO) == ["vale_cuatro"]
    assert game.info()["raise_right"] == MANO and game.info()["truco"] == "retruco"
    call(game, MANO, "vale_cuatro")
    assert where(game) == ("truco_answer", PIE)
    call(game, PIE, "quiero")
    assert where(game) == ("play", MANO) and calls(game, MANO) == []
    assert game.info()["truco"] == "vale_cuatro"


@pytest.mark.parametrize("level,quiero,declined", TRUCO_ROWS)
def test_12_13_quiero_gives_the_hand_s_winner_the_call_s_value(level, quiero, declined):
    game = truco("1e 1b 7e", "4o 4c 5o", then=(QUIET,))
    skip_envido(game)
    _caller, answerer = climb_truco(game, level)
    assert call(game, answerer, "quiero") == [Announced("quiero", answerer, {})]
    assert where(game) == ("play", MANO)
    events = play_out(game, {MANO: "1e 1b 7e", PIE: "4o 4c 5o"})
    over = hand_over(events)
    assert points(events) == [(MANO, quiero, "truco")]
    assert over.results["truco"] == level and over.results["points"] == [0, quiero]
    assert over.results["how"] == "bazas" and over.results["bazas"] == [MANO, MANO]


@pytest.mark.parametrize("level,quiero,declined", TRUCO_ROWS)
def test_12_no_quiero_ends_the_hand_and_gives_the_caller_the_value(level, quiero, declined):
    game = truco("1e 1b 7e", "4o 4c 5o", then=(QUIET,))
    skip_envido(game)
    caller, answerer = climb_truco(game, level)
    events = call(game, answerer, "no_quiero")
    assert events[0] == Announced("no_quiero", answerer, {})
    over = hand_over(events)
    assert points(events) == [(caller, declined, "truco_declined")]
    assert over.winners == (caller,) and over.results["how"] == "declined"
    assert over.results["winner"] == caller and over.results["bazas"] == []
    assert over.results["truco"] == (TRUCO_CALLS[TRUCO_CALLS.index(level) - 1]
                                     if level != "truco" else None)
    assert len(over.piles["hand:0"]) == len(over.piles["hand:1"]) == 3  # at once
    assert isinstance(events[events.index(over) + 1], HandStarted)


def test_7_truco_retruco_no_quiero_gives_the_retruco_caller_2():  # test 7
    game = truco("1e 1b 7e", "4o 4c 5o", then=(QUIET,))
    skip_envido(game)
    play(game, MANO, "1e")
    play(game, PIE, "4o")
    call(game, MANO, "truco")
    call(game, PIE, "retruco")
    events = call(game, MANO, "no_quiero")
    assert points(events) == [(PIE, 2, "truco_declined")]
    assert hand_over(events).results["bazas"] == [MANO]
    assert game.info()["hand_number"] == 1 and game.info()["scores"] == [2, 0]


def test_8_a_hand_without_calls_gives_its_winner_1():  # rule 13, TR-9, test 8
    game = truco("4o 4c 5o", "1e 1b 7e", then=(QUIET,))
    skip_envido(game)
    events = play_out(game, {MANO: "4o 4c 5o", PIE: "1e 1b 7e"})
    assert points(events) == [(PIE, 1, "truco")]
    over = hand_over(events)
    assert over.results["truco"] is None and over.results["points"] == [1, 0]


def test_9_envido_then_truco():  # TR-12, TR-13, test 9
    game = truco("7o 6o 1e", "4c 5b Re")
    refused(game, MANO, Call("truco"))
    call(game, MANO, "envido")
    points_now = points(call(game, PIE, "quiero"))
    assert points_now == [(MANO, 2, "envido")]
    assert where(game) == ("play", MANO) and calls(game, MANO) == ["truco"]
    call(game, MANO, "truco")
    assert where(game) == ("truco_answer", PIE)


def test_tr13_a_flor_does_not_prevent_truco():  # TR-13
    game = truco("2c 5c 6c", "4o 5e 6b")
    call(game, MANO, "flor")
    assert calls(game, MANO) == ["truco"]
    play(game, MANO, "2c")
    assert calls(game, PIE) == ["truco"]


def test_tr12_no_envido_nor_flor_after_the_envido_phase():  # TR-12
    game = truco("2c 5c 6c", "7o 6o 5o")
    skip_envido(game)
    for name in ("envido", "flor", "real_envido", "flor_flor"):
        refused(game, MANO, Call(name))
    play(game, MANO, "2c")
    assert calls(game, PIE) == ["truco"]  # his first card still to play, yet no envido
    for name in ("envido", "flor"):
        refused(game, PIE, Call(name))


# ------------------------------------------------------------------ 6.7 end of match


def test_12_a_match_won_in_the_envido_phase_ends_there():  # rule 14, TR-10, test 12
    game = truco("7o 6o 1e", "4c 5b Re", scores=(0, 28))
    call(game, MANO, "envido")
    events = call(game, PIE, "quiero")
    assert points(events) == [(MANO, 2, "envido")]
    over = hand_over(events)
    assert over.results["how"] == "match" and over.results["truco"] is None
    assert over.results["scores"] == [0, 30] and over.results["points"] == [0, 2]
    assert isinstance(events[-1], MatchOver) and events[-2] is over
    outcome = game.outcome()
    assert outcome.winners == (MANO,) and outcome.returns == (0.0, 1.0)
    assert outcome.scores == (0, 30) and outcome.reason == "target"
    assert events[-1].outcome == outcome
    assert game.actors() == () and game.legal_actions(MANO) == []
    assert "over" in str(refused(game, MANO, PlayCard(parse("7o"), "played:1")))


def test_14_points_count_in_the_order_earned():  # rule 14, TR-10
    # pie would win the hand's truco points and reach 30, but mano's envido comes first
    game = truco("7o 6o 4c", "1e 1b 4o", scores=(29, 28))
    call(game, MANO, "envido")
    events = call(game, PIE, "quiero")
    assert game.outcome().winners == (MANO,) and isinstance(events[-1], MatchOver)
    assert game.info()["scores"] == [29, 30]


def test_14_a_flor_reaching_the_target_ends_the_match():  # rule 14, rule 15
    game = truco("2c 5c 6c", "4o 5e 6b", scores=(0, 13), target=15)
    events = call(game, MANO, "flor")
    assert points(events) == [(MANO, 3, "flor")]
    assert hand_over(events).results["how"] == "match" and game.outcome().scores == (0, 16)


def test_14_a_declined_envido_reaching_the_target_ends_the_match():  # rule 14
    game = truco(scores=(0, 29))
    call(game, MANO, "envido")
    events = call(game, PIE, "no_quiero")
    assert points(events) == [(MANO, 1, "envido_declined")]
    assert isinstance(events[-1], MatchOver) and game.outcome().winners == (MANO,)


@pytest.mark.parametrize("target", [30, 15])
def test_14_15_the_hand_s_points_reaching_the_target_end_the_match(target):  # rules 14, 15
    game = truco("4o 4c 5o", "1e 1b 7e", scores=(target - 1, 0), target=target)
    skip_envido(game)
    events = play_out(game, {MANO: "4o 4c 5o", PIE: "1e 1b 7e"})
    over = hand_over(events)
    assert over.results["how"] == "bazas" and points(events) == [(PIE, 1, "truco")]
    assert isinstance(events[-1], MatchOver) and game.outcome().winners == (PIE,)
    assert game.outcome().scores == (target, 0) and game.actors() == ()


def test_15_a_match_to_15_goes_on_below_15():  # rule 15
    game = truco(scores=(13, 0), target=15, then=(QUIET,))
    assert game.info()["target"] == 15
    skip_envido(game)
    call(game, MANO, "truco")
    events = call(game, PIE, "no_quiero")
    assert game.outcome() is None and HandStarted(1, 1) in events


# ------------------------------------------------------------------ one actor, refusals


def test_one_actor_at_every_stage():  # 6.9, the contract
    game = truco("2c 5c 6c", "7o 6o 5o", then=(QUIET,))
    seen = set()
    script = [(MANO, "envido"), (PIE, "real_envido"), (MANO, "flor"), (PIE, "paso"),
              (MANO, "truco"), (PIE, "retruco"), (MANO, "quiero")]
    for seat, name in script:
        stage, asked = where(game)
        assert asked == seat
        seen.add(stage)
        call(game, seat, name)
    seen.add(where(game)[0])
    assert seen == {"envido", "envido_answer", "flor_answer", "play", "truco_answer"}


def test_refusals_leave_everything_as_it_was():  # the contract
    game = truco("7o 6o 1e", "4c 5b Re")
    # the envido phase, mano's opening turn
    for act in (Call("quiero"), Call("no_quiero"), Call("flor"), Call("flor_flor"),
                Call("retruco"), Call("mazo"), PlayCard(parse("7o"), "played:1")):
        refused(game, MANO, act)
    refused(game, PIE, PASO)  # not his turn
    call(game, MANO, "envido")
    # facing an envido
    for act in (PASO, Call("envido"), Call("falta_envido"), Call("truco"),
                PlayCard(parse("4c"), "played:0")):
        refused(game, PIE, act)
    refused(game, MANO, QUIERO)  # his own call
    call(game, PIE, "quiero")
    # the truco phase
    for act in (PlayCard(parse("4c"), "played:1"),  # the rival's card
                PlayCard(parse("7o"), "played:0"),  # onto the rival's place
                PlayCard(parse("7o"), "table"),
                PlayCard(parse("3b"), "played:1"),  # a card of the stock
                Call("retruco"), Call("vale_cuatro"), QUIERO, NO_QUIERO, PASO):
        refused(game, MANO, act)
    refused(game, PIE, PlayCard(parse("4c"), "played:0"))  # not his turn
    call(game, MANO, "truco")
    # facing a truco
    for act in (PlayCard(parse("4c"), "played:0"), Call("truco"), Call("vale_cuatro"), PASO,
                Call("envido")):
        refused(game, PIE, act)
    refused(game, MANO, PlayCard(parse("7o"), "played:1"))  # waiting for the answer
