"""Every registered game and variant against the protocol (OpenSpiel's random_sim_test).

Later games get these checks for free by being registered.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import fields, replace

import pytest

from naipes_pg.cards import Card
from naipes_pg.rules.base import (
    ACTION_TYPES,
    CLOCK,
    Action,
    Call,
    DecksExhausted,
    IllegalAction,
    OptionError,
    action_from_json,
    action_to_json,
)
from naipes_pg.rules.events import Dealt, HandOver, HandStarted, MatchOver, Moved, Shuffled
from naipes_pg.rules.record import dumps, loads, state_digest
from naipes_pg.rules.registry import GAMES, new_game

MAX_ACTIONS = 20_000
CASES = [(gid, None) for gid in GAMES] + [
    (gid, variant) for gid, cls in GAMES.items() for variant in cls.spec.variants
]


def random_match(game_id, variant, seed, check=None):
    game = new_game(game_id, seed=seed, variant=variant)
    rng = random.Random(seed)
    for _ in range(MAX_ACTIONS):
        actors = game.actors()
        if not actors:
            return game
        seat = rng.choice(actors)
        act = rng.choice(game.legal_actions(seat))
        if check:
            check(game, seat, act, rng)
        game.apply(seat, act)
    raise AssertionError(f"{game_id} did not end within {MAX_ACTIONS} actions")


def full_deck(game):
    return Counter(game.deck)


@pytest.mark.parametrize("game_id,variant", CASES)
def test_cards_are_conserved_and_the_match_ends(game_id, variant):
    def check(game, seat, act, rng):
        assert Counter(game.all_cards()) == full_deck(game)

    for seed in range(5):
        game = random_match(game_id, variant, seed, check)
        assert game.outcome() is not None and game.actors() == ()
        assert Counter(game.all_cards()) == full_deck(game)


@pytest.mark.parametrize("game_id,variant", CASES)
def test_an_illegal_action_raises_and_changes_nothing(game_id, variant):
    tried = Counter()

    def check(game, seat, act, rng):
        before = (state_digest(game), game.zones(), len(game.history))
        others = [s for s in range(game.players) if s not in game.actors()]
        if seat == CLOCK:
            return
        ignored = [s for s in others if game.ignores(s, act)]  # a press the rules let pass
        others = [s for s in others if s not in ignored]
        if ignored:
            tried["ignored"] += 1
            assert game.apply(rng.choice(ignored), act) == []
        if others:
            tried["wrong seat"] += 1
            with pytest.raises(IllegalAction):
                game.apply(rng.choice(others), act)
        if act.card is not None:
            foreign = [c for c in game.deck if not game.find_action(seat, c)]
            tried["card not playable"] += 1
            with pytest.raises(IllegalAction):
                game.apply(seat, replace(act, card=rng.choice(foreign)))
        tried["unknown call"] += 1  # a call no game has: refused with its reason
        with pytest.raises(IllegalAction):
            game.apply(seat, Call("no-such-call"))
        if hasattr(act, "t"):  # a press timed before the clock: refused
            tried["time going back"] += 1
            with pytest.raises(IllegalAction):
                game.apply(seat, replace(act, t=game.clock - 1))
        assert (state_digest(game), game.zones(), len(game.history)) == before

    game = random_match(game_id, variant, 1, check)
    assert tried["wrong seat"] + tried["card not playable"] + tried["time going back"] > 0 \
        or game.spec.players[0] == 1  # alone, with calls only: the unknown call is all to try
    assert tried["unknown call"] > 0
    with pytest.raises(IllegalAction, match="over"):
        game.apply(0, game.history[-1][1])


@pytest.mark.parametrize("game_id,variant", CASES)
def test_a_saved_match_replays_to_the_same_state(game_id, variant):
    for seed in range(3):
        game = random_match(game_id, variant, seed)
        again = loads(dumps(game))
        assert again.zones() == game.zones()
        assert again.outcome() == game.outcome()
        assert state_digest(again) == state_digest(game)


@pytest.mark.parametrize("game_id,variant", CASES)
def test_actions_round_trip_through_json(game_id, variant):
    def check(game, seat, act, rng):
        for legal in game.legal_actions(seat):
            text = json.dumps(action_to_json(legal))
            back = action_from_json(json.loads(text))
            assert back == legal and repr(back) == repr(legal)

    random_match(game_id, variant, 2, check)


@pytest.mark.parametrize("game_id,variant", CASES)
def test_every_actions_repr_pastes_back_to_an_equal_action(game_id, variant):
    """python-chess's habit: what a log or a failing test prints can be pasted into Python."""
    names = {**ACTION_TYPES, "Card": Card}
    kinds = set()

    def check(game, seat, act, rng):
        for legal in game.legal_actions(seat):
            pasted = eval(repr(legal), {}, names)
            assert pasted == legal and isinstance(pasted, Action), repr(legal)
            assert (legal.card is not None) == any(f.name == "card" for f in fields(legal))
            kinds.add(type(legal))

    random_match(game_id, variant, 3, check)
    assert kinds


@pytest.mark.parametrize("game_id,variant", CASES)
def test_determinize_keeps_the_view_and_conserves_cards(game_id, variant):
    def check(game, seat, act, rng):
        before = game.zones()
        for viewer in range(game.players):
            world = game.determinize(viewer, random.Random(rng.random()))
            assert world.view(viewer) == game.view(viewer)
            assert Counter(world.all_cards()) == full_deck(game)
            assert world.legal_actions(viewer) == game.legal_actions(viewer)
        assert game.zones() == before

    random_match(game_id, variant, 3, check)


@pytest.mark.parametrize("game_id,variant", CASES)
def test_events_hide_other_hands(game_id, variant):
    game = new_game(game_id, seed=7, variant=variant)
    rng = random.Random(7)
    events = list(game.opening_events)
    while game.actors() and len(events) < 400:
        seat = game.actors()[0]
        events += game.apply(seat, rng.choice(game.legal_actions(seat)))
    for viewer in range(game.players):
        for event in game.redact(events, viewer):
            if isinstance(event, Dealt) and event.to.startswith("hand:"):
                # another's hand never shows; one's own shows unless the game hides it too
                # (La Granja: nobody sees his own stack)
                mine = event.to == f"hand:{viewer}" and game.can_see(viewer, event.to)
                assert (event.card is not None) == mine
            if isinstance(event, Moved) and event.frm == event.to == "stock":
                assert all(c is None for c in event.cards)


@pytest.mark.parametrize("game_id,variant", CASES)
def test_a_clone_is_independent(game_id, variant):
    game = new_game(game_id, seed=9, variant=variant)
    before = state_digest(game)
    copy = game.clone()
    seat = copy.actors()[0]
    copy.apply(seat, copy.legal_actions(seat)[0])
    assert state_digest(copy) != before and len(copy.history) == 1
    assert state_digest(game) == before and game.history == []


# ------------------------------------------------------------------ driving a match from outside


def shuffled_deck(game, seed):
    deck = list(game.deck)
    random.Random(seed).shuffle(deck)
    return deck


@pytest.mark.parametrize("game_id,variant", CASES)
def test_the_first_dealer_can_be_given_and_the_seed_still_deals_the_same_cards(game_id, variant):
    def dealt(game):
        return [e.card for e in game.opening_events if isinstance(e, Dealt)]

    drawn = new_game(game_id, seed=4, variant=variant)
    if drawn.spec.house_deals:  # no seat deals: none may be given
        assert drawn.dealer is None and drawn.opening_events[0] == HandStarted(0, None)
        with pytest.raises(OptionError, match="first_dealer"):
            new_game(game_id, seed=4, variant=variant, first_dealer=0)
        return
    for seat in range(drawn.players):
        game = new_game(game_id, seed=4, variant=variant, first_dealer=seat)
        assert game.dealer == seat and isinstance(game.opening_events[0], HandStarted)
        assert game.opening_events[0].dealer == seat
        assert dealt(game) == dealt(drawn)
    for wrong in (drawn.players, -1, True, "0"):
        with pytest.raises(OptionError, match="first_dealer"):
            new_game(game_id, seed=4, variant=variant, first_dealer=wrong)


def deals_once(game_id) -> bool:
    """Whether a match of the game is one deal: a solitaire's match is its one deal, and so is
    a reflex game's that deals the whole deck and plays it out (RULES.md 10, 14), so the deck
    it was started from is all it ever needs."""
    return GAMES[game_id].spec.players == (1, 1) or game_id in ("granja", "nervioso")


def one_deal(game_id, variant) -> bool:
    """Whether a match of the game in this variant is one deal: as ``deals_once``, or Siete y
    Media without bets, one round against the house (SM-11), or Cinquillo without chips or
    points, whose first empty hand ends it (RULES.md 5.4)."""
    variant = variant or ""
    return deals_once(game_id) or (game_id == "siete-y-media" and "apuestas" not in variant) \
        or (game_id == "cinquillo" and "pago" not in variant and "puntaje" not in variant)


DEALT_AGAIN = [case for case in CASES if not one_deal(*case)]
DEALT_ONCE = [case for case in CASES if one_deal(*case)]


@pytest.mark.parametrize("game_id,variant", DEALT_ONCE)
def test_a_one_deal_match_plays_out_from_the_one_deck_given(game_id, variant):
    probe = new_game(game_id, seed=5, variant=variant)
    game = new_game(game_id, seed=5, variant=variant, decks=[shuffled_deck(probe, 1)])
    other = new_game(game_id, seed=5, variant=variant, decks=[shuffled_deck(probe, 2)])
    assert game.zones() != other.zones()  # dealt from the deck given, not from the seed
    rng = random.Random(5)
    while game.actors():
        seat = game.actors()[0]
        game.apply(seat, rng.choice(game.legal_actions(seat)))  # never DecksExhausted
    assert game.outcome() is not None and game.hand_number == 0


@pytest.mark.parametrize("game_id,variant", DEALT_AGAIN)
def test_a_match_dealt_from_given_decks_says_when_it_runs_out_of_them(game_id, variant):
    probe = new_game(game_id, seed=5, variant=variant)
    game = new_game(game_id, seed=5, variant=variant, decks=[shuffled_deck(probe, 1)])
    rng = random.Random(5)
    while True:
        seat = game.actors()[0]
        act = game.legal_actions(seat)[0] if seat == CLOCK else rng.choice(
            game.legal_actions(seat))
        before = (state_digest(game), game.zones(), len(game.history), game.hand_number)
        try:
            game.apply(seat, act)
        except DecksExhausted as error:
            assert "started from 1 deck order" in str(error) and "hand 2" in str(error)
            break
        assert game.outcome() is None, "the match ended within the one deck given"
    assert (state_digest(game), game.zones(), len(game.history), game.hand_number) == before
    second = shuffled_deck(probe, 2)
    game.decks.append(second)  # a driver may give the next deck and go on
    events = game.apply(seat, act)
    started = [e for e in events if isinstance(e, HandStarted)]
    assert [e.number for e in started] == [1] and game.hand_number == 1
    dealt = [e.card for e in events[events.index(started[0]):] if isinstance(e, Dealt)]
    assert dealt[:3] == second[:len(dealt[:3])]  # the new hand is dealt from the given deck,
    # top first


def watched_match(game_id, variant, seed):
    """A random match, with every seat's view noted when each hand after the first begins to be
    dealt (nothing gathered yet: the hand before it as it ended), and each action's events."""
    game = new_game(game_id, seed=seed, variant=variant)
    viewers = (None, *range(game.players))
    starts: dict[int, dict] = {}
    deck_for_hand = game.deck_for_hand

    def noting(number, cards):
        starts[number] = {v: game.view(v).zones for v in viewers}
        return deck_for_hand(number, cards)

    game.deck_for_hand = noting
    rng, applied = random.Random(seed), []
    while game.actors():
        seat = rng.choice(game.actors())
        act = rng.choice(game.legal_actions(seat))
        stock = list(game.zones().get("stock", ()))
        applied.append((stock, game.apply(seat, act)))
    return game, viewers, starts, applied


@pytest.mark.parametrize("game_id,variant", CASES)
def test_hand_over_carries_the_final_piles_as_each_viewer_saw_them(game_id, variant):
    for seed in range(3):
        game, viewers, starts, applied = watched_match(game_id, variant, seed)
        overs = [e for _, events in applied for e in events if isinstance(e, HandOver)]
        assert [e.number for e in overs] == list(range(game.hand_number + 1))
        for over in overs:
            assert list(over.piles) == list(game.zones())  # every zone, in zones() order
            assert Counter(c for cards in over.piles.values() for c in cards) == full_deck(game)
            last = over.number == game.hand_number
            for viewer in viewers:
                seen = game.view(viewer).zones if last else starts[over.number + 1][viewer]
                (redacted,) = game.redact([over], viewer)
                assert {z: list(c) for z, c in redacted.piles.items()} == seen
                assert redacted.seen == {} and redacted == replace(over, piles=redacted.piles)
        assert overs[-1].piles == {z: tuple(c) for z, c in game.zones().items()}


@pytest.mark.parametrize("game_id,variant", CASES)
def test_a_move_s_events_all_come_before_the_hand_over(game_id, variant):
    """Nothing of a hand (its last card, captures, sweeps, calls, scores) follows its HandOver:
    the next hand's HandStarted or the MatchOver comes straight after it."""
    for seed in range(3):
        *_, applied = watched_match(game_id, variant, seed)
        for _, events in applied:
            for i, event in enumerate(events):
                if isinstance(event, HandOver):
                    assert isinstance(events[i + 1], (HandStarted, MatchOver)), events[i + 1]
                if isinstance(event, MatchOver):
                    assert i == len(events) - 1


def drawn_from_stock(event) -> list:
    """The cards an event takes off the stock's top one by one: a deal, or a solitaire's
    reveal of one card at a time."""
    if isinstance(event, Dealt) and event.frm == "stock":
        return [event.card]
    if isinstance(event, Moved) and event.frm == "stock" and len(event.cards) == 1:
        return list(event.cards)
    return []


WITH_STOCK = [case for case in CASES if "stock" in new_game(case[0], variant=case[1]).zones()]


@pytest.mark.parametrize("game_id,variant", WITH_STOCK)
def test_the_stock_is_listed_top_first(game_id, variant):
    """Each card dealt or drawn from the stock is the first one ``zones()`` lists."""
    dealt_somewhere = False
    for seed in range(2):
        game, _viewers, _starts, applied = watched_match(game_id, variant, seed)
        in_order = game.stock_in_order
        for stock, events in applied:
            cut = next((i for i, e in enumerate(events)  # a new deal, or a new stock
                        if isinstance(e, HandStarted | Shuffled)), len(events))
            drawn = [card for e in events[:cut] for card in drawn_from_stock(e)]
            if in_order:
                assert drawn == stock[: len(drawn)]
            else:  # each card drawn at random from the stock when it is taken
                assert set(drawn) <= set(stock)
            dealt_somewhere |= bool(drawn)
    if not dealt_somewhere:  # a game whose stock only deals (Truco) is checked by its own
        pytest.skip(f"{game_id} never draws from its stock between deals")


@pytest.mark.parametrize("game_id,variant", CASES)
def test_several_seats_act_at_once_only_in_a_real_time_game(game_id, variant):
    """DESIGN "Several actors at once only under the clock": a turn game always has exactly
    one seat to act; only a real-time match lists several (and the clock)."""
    def check(game, seat, act, rng):
        seats = [s for s in game.actors() if s != CLOCK]
        if not game.realtime:
            assert len(seats) == 1 and CLOCK not in game.actors(), game.actors()
        for press in game.presses(seat if seat != CLOCK else 0):
            assert press is None or press.t == 0

    for seed in range(3):
        random_match(game_id, variant, seed, check)
