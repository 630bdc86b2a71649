"""The shared dealer of the search's worlds (rules/worlds.py): what a seat knows stays true."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from naipes_pg.cards import SPANISH_40
from naipes_pg.rules.worlds import NoWorld, Slot, deal


def test_without_knowledge_the_deal_is_the_plain_shuffle_and_cut():
    """Games that know nothing more deal exactly as before (same draws, same worlds)."""
    a, b = list(SPANISH_40[:3]), list(SPANISH_40[3:10])
    pool = a + b
    rng, again = random.Random(5), random.Random(5)
    deal([Slot(a), Slot(b)], rng)
    again.shuffle(pool)
    assert a + b == pool


def test_fixed_cards_stay_at_their_place_and_voids_are_respected():
    hand, stock = list(SPANISH_40[:6]), list(SPANISH_40[6:20])
    shown, first_two = frozenset(hand[:2]), hand[:2]
    no_oros = Slot(hand, fixed=shown, allows=lambda card: card.suit != "o" or card in shown)
    for seed in range(50):
        deal([no_oros, Slot(stock)], random.Random(seed))
        assert hand[:2] == first_two  # known cards stay where they are
        assert all(card.suit != "o" for card in hand[2:])
        assert len(set(hand + stock)) == 20


def test_a_world_nothing_fits_is_reported_not_kept():
    hand, stock = list(SPANISH_40[:6]), list(SPANISH_40[6:8])
    with pytest.raises(NoWorld):  # six cards, none allowed, two places elsewhere
        deal([Slot(hand, allows=lambda card: False), Slot(stock)], random.Random(1))


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32), st.lists(st.sampled_from("ocb"), max_size=3))
def test_any_consistent_knowledge_is_kept(seed, voids):
    """Two rivals' hands and a stock, the first rival void in some suits: whenever the real
    cards fit, the dealer finds a world that fits too (greedy or exact), every card once."""
    rng = random.Random(seed)
    cards = list(SPANISH_40)
    rng.shuffle(cards)
    first = [c for c in cards if c.suit not in voids][:5]
    rest = [c for c in cards if c not in first]
    second, stock = rest[:5], rest[5:15]
    slots = [Slot(first, allows=lambda c: c.suit not in voids), Slot(second), Slot(stock)]
    before = sorted(first + second + stock, key=SPANISH_40.index)
    deal(slots, rng)
    assert all(c.suit not in voids for c in first)
    assert sorted(first + second + stock, key=SPANISH_40.index) == before
