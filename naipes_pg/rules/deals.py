"""Numbered deals: "Partida nº 123456" is the same deck order on every machine and every version.

Python's ``random`` is not promised to shuffle the same way in every release, so a game that
names its deals by number (the solitaires) shuffles with this small generator instead, whose
every step is written here: SplitMix64 (Steele, Lea and Flood, 2014) draws 64-bit numbers from
the deal number, and a Fisher–Yates shuffle takes each index by rejection sampling (no modulo
bias). Golden tests pin a few numbers to their deck orders; changing anything here breaks
every number players have written down.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TypeVar

T = TypeVar("T")

FIRST_DEAL = 1
LAST_DEAL = 999_999_999  # nine digits: typed in a box, read aloud
MASK = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


def _splitmix64(seed: int) -> Iterator[int]:
    state = seed & MASK
    while True:
        state = (state + GOLDEN) & MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        yield z ^ (z >> 31)


def _below(draws: Iterator[int], n: int) -> int:
    """A uniform integer in [0, n) by rejection: draws above the last multiple of n retry."""
    limit = (1 << 64) - (1 << 64) % n
    while True:
        value = next(draws)
        if value < limit:
            return value % n


def shuffled(cards: Sequence[T], number: int, salt: int = 0) -> list[T]:
    """``cards`` in the order deal ``number`` gives them (the first card is the top one).
    ``salt`` tells apart the several shuffles of one deal (a later reshuffle)."""
    draws = _splitmix64(number * 0x1_0000_0001 + salt)
    deck = list(cards)
    for i in range(len(deck) - 1, 0, -1):
        j = _below(draws, i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def deal_number(text: str) -> int | None:
    """The deal number a player typed ("123456", "nº 123 456", "#42"), or None if it is not one
    in range."""
    digits = "".join(ch for ch in text if not ch.isspace() and ch not in "nº°#.,")
    if not digits.isdigit() or not digits.isascii():
        return None
    number = int(digits)
    return number if FIRST_DEAL <= number <= LAST_DEAL else None
