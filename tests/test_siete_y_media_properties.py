"""Siete y Media (RULES.md §12): random matches keep the rules' invariants (12.5)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from naipes_pg.cards import SPANISH_40
from naipes_pg.rules.base import action_from_json, action_to_json
from naipes_pg.rules.siete_y_media import HOUSE_STOPS, SIETE_Y_MEDIA, SieteYMedia, total

MATCHES = st.tuples(st.integers(0, 2**32), st.integers(1, 7), st.booleans(), st.booleans(),
                    st.integers(1, 100))


def new(seed: int, players: int, apuestas: bool, descarte: bool, rounds: int) -> SieteYMedia:
    options = {"players": players, "apuestas": apuestas, "descarte": descarte}
    if apuestas:
        options["rounds"] = min(rounds, 12)
    return SieteYMedia(options, seed)


def check(g: SieteYMedia) -> None:
    assert sorted(g.all_cards()) == sorted(SPANISH_40)  # every card in one place
    if g.apuestas:
        assert sum(g.chips) + sum(g.bets) + g.house_chips == 10 * g.players
        assert min(g.chips) >= 0
    assert len(g.actors()) <= 1
    for owner in range(g.players):
        for viewer in (None, *range(g.players)):
            seen = g.view(viewer).zones[f"hand:{owner}"]
            if viewer == owner or g.revealed[owner]:
                assert seen == g.hands[owner]
            else:
                assert seen == [None] * len(g.hands[owner])


@settings(max_examples=120, deadline=None)
@given(MATCHES)
def test_random_matches_keep_the_invariants_and_replay(match):
    seed, players, apuestas, descarte, rounds = match
    g = new(*match)
    chooser = random.Random(seed)
    check(g)
    for _ in range(5000):
        if not g.actors():
            break
        (seat,) = g.actors()
        legal = g.legal_actions(seat)
        act = chooser.choice(legal)
        assert action_from_json(action_to_json(act)) == act
        events = g.apply(seat, act)
        check(g)
        for result in (e.results for e in events if type(e).__name__ == "HandOver"):
            house = result["house_total"]
            if any(o in ("win", "lose") for o in result["outcomes"]):
                assert house >= HOUSE_STOPS
            for outcome, mine in zip(result["outcomes"], result["totals"], strict=True):
                if outcome == "win":
                    assert mine <= SIETE_Y_MEDIA and (house > SIETE_Y_MEDIA or mine > house)
    outcome = g.outcome()
    assert outcome is not None and not g.actors()  # the match ends
    assert abs(sum(outcome.returns) - (1.0 if g.apuestas and outcome.winners else
                                       len(outcome.winners))) < 1e-9
    again = new(*match)
    for seat, act in g.history:
        again.apply(seat, act)
    assert again.zones() == g.zones() and again.info() == g.info()
    assert again.outcome() == outcome


@settings(max_examples=60, deadline=None)
@given(MATCHES, st.integers(0, 40))
def test_a_determinized_copy_shows_the_same_view(match, steps):
    g = new(*match)
    chooser = random.Random(steps)
    for _ in range(steps):
        if not g.actors():
            break
        (seat,) = g.actors()
        g.apply(seat, chooser.choice(g.legal_actions(seat)))
    for seat in range(g.players):
        copy = g.determinize(seat, random.Random(steps))
        assert copy.view(seat).zones == g.view(seat).zones
        assert sorted(copy.all_cards()) == sorted(SPANISH_40)


def test_the_house_always_holds_two_cards_when_it_plays():
    for seed in range(300):
        g = SieteYMedia({"players": 1}, seed)
        g.apply(0, g.legal_actions(0)[-1])  # stands on the first card
        assert len(g.house) >= 2 and total(g.house) >= HOUSE_STOPS
