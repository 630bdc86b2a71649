"""The exact play of Siete y Media against the house (RULES.md §12), from the cards a player
has seen.

The house plays a fixed rule (take below 4, stand at 4 or more, SM-4), so a player's best
choice can be computed rather than searched: every card he has not seen is, for him, as likely
as any other to be the next one he takes or one the house takes. Totals are counted in half
points (7½ = 15, a figure = 1), as the rules count them.

- ``house_outcomes(up, unseen)``: how the house ends, from its face-up card: each final total
  (or ``BUST``) with its chance.
- ``stand_value(total, up, unseen, ...)``: what standing on a total is worth per chip
  staked (+1 a win, +3 a win with 7½ when bets pay so, −1 a loss).
- ``best(total, up, unseen, ...)``: the better of taking and standing, and its worth, taking a
  card as often as it pays (the base game: a total over 7½ loses at once).
- ``best_discarding(held, up, unseen, ...)`` and ``stand_discarding``: the same Con descarte,
  where a hand holds at most 4 cards and one may be discarded on standing (SM-8).
- ``kelly_raise(worth, pays, free, staked)``: how much to raise on a hand standing worth so
  much a chip, so that the chips grow fastest over a match (Con apuestas).

``unseen`` is a tuple of 8 counts, the unseen cards by value in half points: index 0 for a
figure (1), index v for the card worth v points (2v half points), v = 1..7.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

SEVEN_AND_A_HALF = 15  # in half points
HOUSE_STOPS = 8  # the house takes below 4 (8 half points) and stands at 4 or more
BUST = -1
HALVES = (1, 2, 4, 6, 8, 10, 12, 14)  # the half points of each index of ``unseen``


def value_index(half_points: int) -> int:
    """The index in ``unseen`` of a card worth ``half_points``."""
    return 0 if half_points == 1 else half_points // 2


def unseen_counts(values: Sequence[int]) -> tuple[int, ...]:
    """``unseen`` from the half points of each card not seen."""
    counts = [0] * len(HALVES)
    for half in values:
        counts[value_index(half)] += 1
    return tuple(counts)


def _draws(unseen: tuple[int, ...]):
    """Each card value that may come next, with its chance and what is left unseen."""
    left = sum(unseen)
    for index, count in enumerate(unseen):
        if count:
            rest = list(unseen)
            rest[index] -= 1
            yield HALVES[index], count / left, tuple(rest)


@lru_cache(maxsize=200_000)
def house_outcomes(total: int, unseen: tuple[int, ...],
                   first: bool = True) -> tuple[tuple[int, float], ...]:
    """How the house ends from ``total`` (its face-up card), drawing from ``unseen``: it always
    takes one card, then takes while below 4 (SM-4). Each final total, or ``BUST``, with its
    chance, in increasing order."""
    if not first and total >= HOUSE_STOPS:
        return ((total if total <= SEVEN_AND_A_HALF else BUST, 1.0),)
    ends: dict[int, float] = {}
    if not sum(unseen):  # cannot happen with a whole deck (SM-2); stop as it stands
        return ((total, 1.0),)
    for half, chance, rest in _draws(unseen):
        for end, p in house_outcomes(total + half, rest, False):
            ends[end] = ends.get(end, 0.0) + chance * p
    return tuple(sorted(ends.items()))


def stand_value(total: int, up: int, unseen: tuple[int, ...], *,
                pays_triple: bool = False) -> float:
    """What standing on ``total`` (not bust) is worth per chip against the house showing
    ``up``: +1 a win (+3 with 7½ when ``pays_triple``), −1 a loss; a tie goes to the house."""
    win = 3.0 if pays_triple and total == SEVEN_AND_A_HALF else 1.0
    value = 0.0
    for end, chance in house_outcomes(up, unseen):
        value += chance * (win if end == BUST or total > end else -1.0)
    return value


@lru_cache(maxsize=200_000)
def best(total: int, up: int, unseen: tuple[int, ...],
         pays_triple: bool = False) -> tuple[str, float]:
    """The better of ``"take"`` and ``"stand"`` on ``total`` (base game: over 7½ loses at
    once), and what it is worth per chip, taking again as often as it pays."""
    stand = stand_value(total, up, unseen, pays_triple=pays_triple)
    take = 0.0
    for half, chance, rest in _draws(unseen):
        after = total + half
        take += chance * (-1.0 if after > SEVEN_AND_A_HALF
                          else best(after, up, rest, pays_triple)[1])
    return ("take", take) if take > stand else ("stand", stand)


MAX_CARDS = 4  # Con descarte: the first card and at most 3 more (SM-8)


def stand_discarding(held: tuple[int, ...], up: int, unseen: tuple[int, ...],
                     pays_triple: bool = False) -> tuple[int | None, float]:
    """Con descarte: the card (its half points) best discarded on standing with ``held``, or
    None to keep them all, and what the hand is then worth; over 7½ after it, a loss."""
    options: list[tuple[float, int, int | None]] = []
    for drop in (None, *sorted(set(held))) if len(held) > 1 else (None,):
        total = sum(held) - (drop or 0)
        worth = (stand_value(total, up, unseen, pays_triple=pays_triple)
                 if total <= SEVEN_AND_A_HALF else -1.0)
        options.append((worth, -(drop or 0), drop))  # equal worth: the lowest card goes
    worth, _order, drop = max(options)
    return drop, worth


@lru_cache(maxsize=200_000)
def best_discarding(held: tuple[int, ...], up: int, unseen: tuple[int, ...],
                    pays_triple: bool = False) -> tuple[str, float]:
    """Con descarte (SM-8): ``"take"`` or ``"stand"`` with ``held`` (half points, sorted),
    and its worth; a total over 7½ while taking does not end the turn, as the discard may
    bring it back."""
    stand = stand_discarding(held, up, unseen, pays_triple)[1]
    if len(held) >= MAX_CARDS:
        return "stand", stand
    take = 0.0
    for half, chance, rest in _draws(unseen):
        after = tuple(sorted((*held, half)))
        take += chance * best_discarding(after, up, rest, pays_triple)[1]
    return ("take", take) if take > stand else ("stand", stand)


def kelly_raise(worth: float, pays: float, free: int, staked: int) -> int:
    """The chips to add to a bet of ``staked``, with ``free`` chips still held, on a hand worth
    ``worth`` a chip that a win pays ``pays`` to 1: the Kelly stake, ``worth / pays`` of all
    the player has (a win's chance p makes worth = p·(pays + 1) − 1), rounded, so the chips
    grow fastest over the rounds; none on a hand worth nothing. Staking every chip on any edge
    wins the most a round but is soon out of the match (issue 36: such a player beat the
    rule of thumb in 22 % of two-player matches)."""
    if worth <= 0.0:
        return 0
    wanted = round(worth / pays * (free + staked))
    return max(0, min(free, wanted - staked))
