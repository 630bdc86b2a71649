"""Dealing the cards a seat cannot see again, as they could lie, for the search's worlds.

A *slot* is one place holding hidden cards (a rival's hand, the stock): the game's own list,
refilled in place. What the seat knows travels with it: ``fixed`` cards are known to lie
there (a pair declared in Tute, the trump card taken in an exchange) and stay at their index;
``allows`` says whether a card may lie there at all (a rival who did not follow suit holds
none of it). ``deal`` hands out the other cards so that every slot keeps its size and every
card fits, or raises ``NoWorld`` when none can, rather than keep an impossible world.

Without constraints it is the plain deal every game had: the pool shuffled once and cut in
the slots' order, drawing from the generator exactly as before, so a search's worlds (and its
choices under a seed) do not change for the games that know no more than that.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ..cards import Card

GREEDY_TRIES = 8  # random fillings tried before the exact matching


class NoWorld(ValueError):
    """No deal of the hidden cards agrees with what the seat knows."""


@dataclass
class Slot:
    """A place of hidden cards; see the module's docstring."""

    cards: list[Card]
    fixed: frozenset[Card] = field(default_factory=frozenset)
    allows: Callable[[Card], bool] | None = None

    def free(self) -> list[int]:
        """The indices whose card is dealt again."""
        return [i for i, card in enumerate(self.cards) if card not in self.fixed]

    def fits(self, card: Card) -> bool:
        return self.allows is None or self.allows(card)


def deal(slots: Sequence[Slot], rng: random.Random) -> None:
    """Deal the slots' free cards again among their free places (see the module)."""
    if all(not slot.fixed and slot.allows is None for slot in slots):
        pool = [card for slot in slots for card in slot.cards]
        rng.shuffle(pool)
        start = 0
        for slot in slots:
            slot.cards[:] = pool[start:start + len(slot.cards)]
            start += len(slot.cards)
        return
    places = [(k, i) for k, slot in enumerate(slots) for i in slot.free()]
    pool = [slots[k].cards[i] for k, i in places]
    chosen = _greedy(slots, places, pool, rng) or _matched(slots, places, pool, rng)
    for (k, i), card in zip(places, chosen, strict=True):
        slots[k].cards[i] = card


def _greedy(slots: Sequence[Slot], places: list[tuple[int, int]], pool: list[Card],
            rng: random.Random) -> list[Card] | None:
    """The free places filled slot by slot, the most constrained first, each with cards drawn
    at random among those it allows; None when a try runs out of fitting cards."""
    wanted: dict[int, list[int]] = {}
    for n, (k, _i) in enumerate(places):
        wanted.setdefault(k, []).append(n)
    order = sorted(wanted, key=lambda k: sum(map(slots[k].fits, pool)))
    for _ in range(GREEDY_TRIES):
        left = list(pool)
        rng.shuffle(left)
        chosen: list[Card | None] = [None] * len(places)
        for k in order:
            fitting = [card for card in left if slots[k].fits(card)]
            if len(fitting) < len(wanted[k]):
                break
            picked = fitting[:len(wanted[k])]
            for n, card in zip(wanted[k], picked, strict=True):
                chosen[n] = card
            taken = set(picked)
            left = [card for card in left if card not in taken]
        else:
            return chosen  # type: ignore[return-value]
    return None


def _matched(slots: Sequence[Slot], places: list[tuple[int, int]], pool: list[Card],
             rng: random.Random) -> list[Card]:
    """An exact assignment of cards to places (augmenting paths, in random order), for the
    rare deal the random fillings miss; NoWorld when none exists."""
    owner: list[int | None] = [None] * len(places)  # place → the pool index it holds
    cards = list(range(len(pool)))
    rng.shuffle(cards)
    tries = list(range(len(places)))

    def place_for(c: int, seen: set[int]) -> bool:
        rng.shuffle(tries)
        for p in list(tries):
            if p in seen or not slots[places[p][0]].fits(pool[c]):
                continue
            seen.add(p)
            if owner[p] is None or place_for(owner[p], seen):
                owner[p] = c
                return True
        return False

    for c in cards:
        if not place_for(c, set()):
            raise NoWorld(f"{pool[c]} fits no hidden place")
    return [pool[c] for c in owner]  # type: ignore[index]
