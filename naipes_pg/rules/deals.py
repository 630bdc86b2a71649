"""Numbered deals: "Partida nº 123456" is the same deck order on every machine and every version.

Python's ``random`` is not promised to shuffle the same way in every release, so a game that
names its deals by number (the solitaires) shuffles with this small generator instead, whose
every step is written here: SplitMix64 (Steele, Lea and Flood, 2014) draws 64-bit numbers from
the deal number, and a Fisher–Yates shuffle takes each index by rejection sampling (no modulo
bias). Golden tests pin a few numbers to their deck orders; changing anything here breaks
every number players have written down.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from ..cards import Card

T = TypeVar("T")

FIRST_DEAL = 1
LAST_DEAL = 999_999_999  # nine digits: typed in a box, read aloud
MASK = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


TWO64 = 1 << 64
MIX1 = 0xBF58476D1CE4E5B9
MIX2 = 0x94D049BB133111EB


def shuffled(cards: Sequence[T], number: int, salt: int = 0) -> list[T]:
    """``cards`` in the order deal ``number`` gives them (the first card is the top one).
    ``salt`` tells apart the several shuffles of one deal (a later reshuffle).

    One loop, the generator written inline (a new game is dealt in every random playout):
    each step of SplitMix64 draws a 64-bit number; a Fisher–Yates swap takes index ``j`` in
    ``[0, i]`` from the first draw below the last multiple of ``i + 1`` (rejection, no modulo
    bias)."""
    state = (number * 0x1_0000_0001 + salt) & MASK
    deck = list(cards)
    for i in range(len(deck) - 1, 0, -1):
        n = i + 1
        limit = TWO64 - TWO64 % n
        while True:
            state = (state + GOLDEN) & MASK
            z = ((state ^ (state >> 30)) * MIX1) & MASK
            z = ((z ^ (z >> 27)) * MIX2) & MASK
            z ^= z >> 31
            if z < limit:
                break
        j = z % n
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def _mix(z: int) -> int:
    """One step of SplitMix64: a 64-bit number from another, every bit stirred."""
    z = (z + GOLDEN) & MASK
    z = ((z ^ (z >> 30)) * MIX1) & MASK
    z = ((z ^ (z >> 27)) * MIX2) & MASK
    return z ^ (z >> 31)


def keyed_order(cards: Sequence[Card], number: int, salt: int = 0) -> list[Card]:
    """``cards`` sorted by a key each card draws from ``number`` and ``salt`` alone. Unlike a
    shuffle, the order of any two cards is the same in every set they are sorted in, so which
    other cards are there, and how many, changes nothing of it: a player cannot steer the
    order by leaving one card more or less in the set (4 Ases Mezclado's renewals)."""
    state = _mix((number * 0x1_0000_0001 + salt) & MASK)
    return sorted(cards, key=lambda card: _mix(state ^ (card.rank << 8 | ord(card.suit))))


def deal_number(text: str) -> int | None:
    """The deal number a player typed ("123456", "nº 123 456", "#42"), or None if it is not one
    in range."""
    digits = "".join(ch for ch in text if not ch.isspace() and ch not in "nº°#.,")
    if not digits.isdigit() or not digits.isascii():
        return None
    number = int(digits)
    return number if FIRST_DEAL <= number <= LAST_DEAL else None
