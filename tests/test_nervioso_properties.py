"""Nervioso's invariants (RULES.md §14.9) under random streams of presses: random seats and
kinds, times that never go back and are often equal, random ticks; every way of counting,
manual count mode, the first-winner option and 2 to 6 players. And a recorded match whose
presses tie replays to the same state."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from naipes_pg.cards import SPANISH_40
from naipes_pg.rules.base import CLOCK, Flip, Slap, Tick
from naipes_pg.rules.events import Announced, HandOver, Moved, TimedOut
from naipes_pg.rules.nervioso import MAX_FLIPS, NAMES, Nervioso
from naipes_pg.rules.record import dumps, loads, state_digest
from naipes_pg.rules.registry import GAMES

MAX_ACTIONS = 20_000
VIEWS_EVERY = 40  # every seat's view is checked this often, and at the end
DECK = set(SPANISH_40)
RESTARTS = ("mano_equivocada", "cuenta_perdida", "castigo")  # every one ends in a pickup


class Watcher:
    """Follows a match event by event and checks 14.9's invariants after every action."""

    def __init__(self, game: Nervioso) -> None:
        self.game = game
        self.position = 0  # the count of the last flip, 0 once it restarted
        self.open = False  # whether a slap window is open
        self.actions = 0

    def after(self, seat: int, act, events: list, before: dict) -> None:
        game = self.game
        self.open = before["window"] is not None
        self.check_ignored(seat, act, events, before)
        for event in events:
            self.follow(event)
        held = game.all_cards()
        assert len(held) == len(DECK) and set(held) == DECK  # each card in exactly one place
        assert game.count == self.position and self.open == (game.window is not None)
        assert all(not game.stacks[s] for s in game.finished)
        assert game.flips <= MAX_FLIPS
        assert game.clock == act.t >= before["clock"]
        self.actions += 1
        if self.actions % VIEWS_EVERY == 0 or not game.actors():
            self.check_seen(events)

    def follow(self, event) -> None:
        if isinstance(event, Moved) and event.to == "pile":  # a flip, face up
            assert not self.open, "a card flipped while a window is open"
            assert event.cards[0] is not None and event.frm == f"stack:{event.seat}"
            self.position = self.position % 10 + 1
        elif isinstance(event, Announced):
            if event.data.get("count") is not None:
                assert event.data["count"] == self.position
            if event.data.get("match"):
                self.open = True
            if event.kind in RESTARTS:
                self.open, self.position = False, 0
        elif isinstance(event, TimedOut) and event.window == "slap":
            self.open = False
        if isinstance(event, Moved) and event.frm == "pile":  # a pickup
            self.open, self.position = False, 0

    def check_ignored(self, seat: int, act, events: list, before: dict) -> None:
        """A press in the seat's grace period, or a second slap in one window, does nothing
        (unless a timer ran out before it)."""
        if seat == CLOCK or (before["due"] is not None and act.t > before["due"]):
            return
        window = before["window"]
        if act.t <= before["grace_until"][seat]:
            assert events == []
        elif window and type(act) is Slap and seat in window["slapped"]:
            assert events == []

    def check_seen(self, events: list) -> None:
        """Nobody sees a stack or a covered card of the pile; events name only flips."""
        game = self.game
        for viewer in (None, *range(game.players)):
            zones = game.view(viewer).zones
            pile = zones.pop("pile")
            assert all(card is None for cards in zones.values() for card in cards)
            assert set(pile[:-1]) <= {None} and pile[-1:] in ([], [None], [game.top])
            redacted = game.redact(events, viewer)
            assert [e for e in redacted if not isinstance(e, HandOver)] == [
                e for e in events if not isinstance(e, HandOver)]


def check_outcome(game: Nervioso) -> None:
    outcome, info = game.outcome(), game.info()
    assert outcome is not None and game.actors() == ()
    assert set(outcome.returns) <= {0.0, 0.5, 1.0}
    assert all(outcome.returns[s] == 1.0 for s in outcome.winners)
    assert all(outcome.returns[s] == 0.0 for s in info["losers"])
    assert sorted(s for place in info["ranking"] for s in place) == list(range(game.players))
    assert list(outcome.scores) == info["cards"]
    if outcome.reason == "last_in":
        assert len(info["finished"]) == game.players - 1
    if outcome.reason == "draw":
        assert info["cards"] == [0] * game.players and not info["losers"]


def pressed(game: Nervioso, step: tuple, names: tuple[str, ...]):
    """One step of a random stream: (actor, kind, gap, name) → a seat and its press."""
    pick, kind, gap, name = step
    actors = game.actors()
    seat = actors[pick % len(actors)]
    t = game.clock + gap
    if seat == CLOCK or kind == "tick":
        due = game.deadline()
        return CLOCK, Tick(due if kind == "tick" and due is not None and gap % 2 else t)
    if kind == "legal":
        return seat, game.legal_actions(seat)[name % len(game.legal_actions(seat))]
    if kind == "slap":
        return seat, Slap(t)
    return seat, Flip(t, names[name % len(names)] if game.manual else "")


def play(options: dict, seed: int, steps: list[tuple]) -> Nervioso:
    """The stream, then random legal presses (all at the clock's time) to the end."""
    game = Nervioso(options, seed)
    watcher, rng = Watcher(game), random.Random(seed)
    names = NAMES[options["counting"]] + ("", "x")
    for number in range(MAX_ACTIONS):
        if not game.actors():
            break
        if number < len(steps):
            seat, act = pressed(game, steps[number], names)
        else:
            seat = rng.choice(game.actors())
            act = rng.choice(game.legal_actions(seat))
        before = dict(game.info(), due=game.deadline())
        watcher.after(seat, act, game.apply(seat, act), before)
    check_outcome(game)
    return game


GAPS = st.one_of(st.just(0), st.just(0), st.integers(0, 400), st.integers(0, 6000))
STEPS = st.lists(st.tuples(st.integers(0, 6), st.sampled_from(("flip", "slap", "tick", "legal")),
                           GAPS, st.integers(0, 12)), max_size=300)
OPTIONS = st.fixed_dictionaries({
    "players": st.integers(2, 6),
    "counting": st.sampled_from(("numbers", "figures", "666")),
    "manual_count": st.booleans(),
    "first_winner": st.booleans(),
    "window_ms": st.sampled_from((1500, 3000, 5000)),
    "turn_ms": st.sampled_from((1500, 3000)),
})


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(options=OPTIONS, seed=st.integers(0, 2**32), steps=STEPS)
def test_invariants_hold_under_random_streams_of_presses(options, seed, steps):
    play(options, seed, steps)


@pytest.mark.slow
@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(options=OPTIONS, seed=st.integers(0, 2**32), steps=STEPS)
def test_invariants_hold_under_many_random_streams_of_presses(options, seed, steps):
    play(options, seed, steps)


def test_every_kind_of_end_is_reached():
    """The random matches above end every way the rules allow (rules 12, 13, 14)."""
    reasons = Counter()
    for seed in range(16):
        game = Nervioso({"players": 2 + seed % 3, "first_winner": seed % 2 == 0}, seed)
        rng = random.Random(seed)
        while game.actors():
            seat = rng.choice(game.actors())
            game.apply(seat, rng.choice(game.legal_actions(seat)))
        check_outcome(game)
        reasons[game.outcome().reason] += 1
    assert {"last_in", "first_winner", "flip_limit"} <= set(reasons)


def test_a_recorded_match_with_tied_presses_replays_to_the_same_state(monkeypatch):
    """Two slaps at the same millisecond: the order fed is the order recorded, and it decides
    who takes the pile (the rules draw nothing to break a tie)."""
    monkeypatch.setitem(GAMES, "nervioso", Nervioso)
    losers = set()
    for order in ((1, 2), (2, 1)):
        game = Nervioso({"players": 3}, 11, first_dealer=0)
        rng = random.Random(5)
        while game.window is None:
            seat = game.turn
            game.apply(seat, Flip(game.clock + 10))
        opened = game.clock
        game.apply(0, Slap(opened + 200))
        for seat in order:
            game.apply(seat, Slap(opened + 500))  # a tie
        losers.add(game.info()["last_window"]["loser"])
        for _ in range(300):
            seat = rng.choice(game.actors())
            act = rng.choice(game.legal_actions(seat))
            game.apply(seat, act)
        again = loads(dumps(game))
        assert again.history == game.history and state_digest(again) == state_digest(game)
        assert again.stacks == game.stacks
    assert losers == {1, 2}
