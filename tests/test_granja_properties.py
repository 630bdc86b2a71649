"""La Granja's invariants (RULES.md §10.9) under random streams of presses: random seats,
random keys of their block, non-decreasing times with many exact ties, random ticks; every
variant, 2 to 6 players. And a recorded match with ties replays to the same state."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from naipes_pg.cards import SPANISH_48
from naipes_pg.rules import registry
from naipes_pg.rules.base import CLOCK, Noise, Tick
from naipes_pg.rules.events import Announced, Dealt, Moved
from naipes_pg.rules.granja import REVEAL_LIMIT, Granja
from naipes_pg.rules.record import dumps, loads, state_digest

STEPS = 1500  # inputs per match at most: the invariants hold on every prefix

OPTIONS = st.fixed_dictionaries({
    "players": st.integers(2, 6),
    "variant_rule": st.sampled_from(["", "peluche", "simultanea", "totem"]),
    "window_ms": st.sampled_from([1500, 3000, 5000]),
    "beat_ms": st.sampled_from([1000, 2000, 5000]),
})


def later(game, rng: random.Random) -> int:
    """A time not before the clock: the same millisecond half the time (exact ties), else a
    little later, else a lot (timers run out between two inputs)."""
    roll = rng.random()
    if roll < 0.5:
        return game.clock
    return game.clock + (rng.randrange(1, 400) if roll < 0.85 else rng.randrange(400, 6000))


def right_sound(game, seat: int) -> Noise | None:
    """The sound that wins ``seat``'s face-off now, if any (so that matches get far)."""
    faceoff = game._faceoff_of(seat)
    for animal in game.in_play:
        if game._loser(seat, animal, faceoff) is not None:
            return Noise(animal, 0)
    return None


def next_input(game, rng: random.Random, mistakes: float) -> tuple[int, object]:
    """A random seat or the clock; a random key of the seat's block now and then, else a key
    that plays well (flip in turn, the right sound, the totem first), at a random later time."""
    seat = rng.choice(game.actors())
    if seat == CLOCK:
        due = game.legal_actions(CLOCK)[0].t
        return seat, Tick(due if rng.random() < 0.5 else later(game, rng))
    block = game.presses(seat)
    keys = [press for press in block if press is not None]
    useful = [block[0]] if block[0] and game.turn == seat and not game.faceoffs else []
    if game.variant == "totem" and game._faceoff_of(seat) and game.totem is None:
        useful.append(block[1])  # grab first
    sound = right_sound(game, seat)
    useful += [sound] if sound else []
    if rng.random() < mistakes:
        return seat, replace(rng.choice(keys), t=later(game, rng))
    if not useful:  # nothing to do but wait
        return CLOCK, Tick(later(game, rng))
    return seat, replace(rng.choice(useful), t=later(game, rng))


def tops(game) -> list:
    return [pile[-1] if pile else None for pile in game.discards]


def check_events(game, events, open_before: int) -> None:
    """No reveal while a face-off is open (counted along the events); every card an event
    names is one everybody sees; a face-off's winner is left with an empty pile."""
    open_now = open_before
    for event in events:
        if isinstance(event, Announced):
            if event.kind == "ruido":
                open_now += 1
            elif event.kind.startswith("noise:") and event.data["correct"]:
                open_now -= 1
                assert game.discards[event.seat] == []
        elif type(event).__name__ == "TimedOut":
            open_now -= 1
        elif isinstance(event, Dealt):
            assert event.card is None
        elif isinstance(event, Moved):
            check_move(event, open_now)
    if game.outcome() is None:
        assert open_now == len(game.faceoffs)


def check_move(event: Moved, open_now: int) -> None:
    seen = [card for card in event.cards if card is not None]
    if event.frm.startswith("hand:") and event.to.startswith("discard:"):  # a reveal
        assert open_now == 0, "a card revealed while a face-off is open"
        assert len(event.cards) == 1 and seen
    elif event.frm.startswith("discard:") and event.to.startswith("discard:"):
        assert event.cards[:-1] == (None,) * (len(event.cards) - 1) and seen  # top only
    elif event.frm.startswith("discard:") and event.to.startswith("hand:"):
        assert len(seen) <= 1 and (not seen or len(event.cards) == 1)  # a renewal, a castigo
    else:
        assert not seen


def check_tops(game, before: list, events) -> None:
    """A top changes only by its own reveal, by losing the whole pile as a face-off's winner,
    or by giving the last card of the pile in a castigo (10.9)."""
    revealed = {e.seat: e.cards[0] for e in events
                if isinstance(e, Moved) and e.frm.startswith("hand:") and e.to.startswith("disc")}
    winners = {e.seat for e in events if isinstance(e, Announced)
               and e.kind.startswith("noise:") and e.data["correct"]}
    last_given = {e.seat for e in events if isinstance(e, Moved) and e.to.startswith("hand:")
                  and e.frm.startswith("discard:") and e.cards[0] is not None}
    for seat, (was, now) in enumerate(zip(before, tops(game), strict=True)):
        if seat in revealed:
            assert now == revealed[seat] or (now is None and seat in winners | last_given)
        elif was != now:
            assert now is None and (seat in winners or seat in last_given), (seat, was, now)


def check_position(game, removed: int) -> None:
    assert Counter(game.all_cards()) == Counter(SPANISH_48) and len(game.removed) == removed
    limit = REVEAL_LIMIT + (game.players - 1 if game.simultaneous else 0)
    assert game.reveals <= limit
    if game.outcome() is not None:
        return
    busy = [s for f in game.faceoffs for s in f["seats"]]
    assert len(busy) == len(set(busy))
    for faceoff in game.faceoffs:
        assert {tops(game)[s].rank for s in faceoff["seats"]} == {faceoff["rank"]}
    groups: dict[int, list[int]] = {}
    for seat, top in enumerate(tops(game)):
        if top is not None and seat not in busy:
            groups.setdefault(top.rank, []).append(seat)
    for seats in groups.values():  # equal tops outside a face-off lapsed together (rule 11)
        assert len(seats) < 2 or len({game.lapse[s] for s in seats} | {-1}) == 2


def play_checked(options: dict, seed: int, choice_seed: int, mistakes: float) -> Granja:
    game = Granja(options, seed)
    rng, removed = random.Random(choice_seed), len(game.removed)
    for _ in range(STEPS):
        if game.outcome() is not None:
            break
        seat, act = next_input(game, rng, mistakes)
        before, open_before = tops(game), len(game.faceoffs)
        grace = game.grace_until[seat] if seat != CLOCK else -1
        events = game.apply(seat, act)
        if act.t <= grace:  # ignored: no sound, grab or castigo of his
            assert not [e for e in events if isinstance(e, Announced) and e.seat == seat
                        and e.data.get("cause") != "hold"]
        check_events(game, events, open_before)
        check_tops(game, before, events)
        check_position(game, removed)
    return game


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(options=OPTIONS, seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32),
       mistakes=st.sampled_from([0.02, 0.1, 0.5]))
def test_invariants_hold_under_random_presses(options, seed, choice_seed, mistakes):
    play_checked(options, seed, choice_seed, mistakes)


@pytest.mark.slow
@settings(max_examples=1500, deadline=None)
@given(options=OPTIONS, seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32),
       mistakes=st.sampled_from([0.0, 0.02, 0.1, 0.5, 1.0]))
def test_invariants_hold_under_many_random_presses(options, seed, choice_seed, mistakes):
    play_checked(options, seed, choice_seed, mistakes)


@pytest.mark.parametrize("variant", ["", "peluche", "simultanea", "totem"])
def test_matches_played_well_end_within_the_safety_limit(variant):
    ended = 0
    for seed in range(6):
        game = play_checked({"players": 2 + seed % 5, "variant_rule": variant}, seed, seed, 0.02)
        ended += game.outcome() is not None
        assert game.reveals > 0
    assert ended >= 3


@pytest.mark.parametrize("variant", ["", "peluche", "simultanea", "totem"])
def test_every_listed_press_changes_something(variant):
    """legal_actions lists the presses that would change something now (a random player
    progresses), each timed not before the clock."""
    rng = random.Random(variant)
    for seed in range(3):
        game = Granja({"players": 3 + seed, "variant_rule": variant}, seed)
        for _ in range(150):
            if game.outcome() is not None:
                break
            for seat in range(game.players):
                for act in game.legal_actions(seat):
                    assert act.t >= game.clock and game.clone().apply(seat, act), act
            seat, act = next_input(game, rng, 0.1)
            game.apply(seat, act)


def test_a_recorded_match_with_ties_replays_to_the_same_state(monkeypatch):
    monkeypatch.setitem(registry.GAMES, "granja", Granja)
    rng = random.Random(11)
    for variant in ("", "peluche", "simultanea", "totem"):
        game = Granja({"players": 4, "variant_rule": variant}, 21)
        ties = 0
        for _ in range(400):
            if game.outcome() is not None:
                break
            seat, act = next_input(game, rng, 0.05)
            ties += seat != CLOCK and act.t == game.clock and bool(game.history)
            game.apply(seat, act)
        assert ties >= 5
        again = loads(dumps(game))
        assert again.zones() == game.zones() and again.history == game.history
        assert state_digest(again) == state_digest(game) and again.info() == game.info()
