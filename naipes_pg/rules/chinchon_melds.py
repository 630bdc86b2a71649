"""Chinchón's groups as pure functions (RULES.md 8.1, 8.4, 8.6): which cards form a group,
the best arrangement of a hand, the closes a hand of 8 allows and the best lay-offs.

A hand is a sequence of cards; ``wilds`` says whether the comodín variant is played, where
the 1 of oros and the jokers stand for any card [CH-13]. The table and the computer call these
as the rules do. Groups are bit masks over the hand's indices inside, card tuples outside.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from ..cards import JOKER, OROS, Card

POS = {1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 10: 8, 11: 9, 12: 10}  # 8.1 sequence order
WILD_VALUE = 25  # 8.6 [CH-8]
REMAINDER_MAX = 3  # rule 5: a remainder card of value 1, 2 or 3
ONE_OF_OROS = Card(1, OROS)

CHINCHON = "chinchon"  # 7 natural cards in a row: the match is won (rule 9)
WILD_CHINCHON = "chinchon_comodin"  # 7 in a row with a wildcard: scores as a full close [CH-9]
FULL = "full"  # a group of 3 and a group of 4: +10
REMAINDER = "remainder"  # two groups of 3 and a card of 1..3: minus that card
KINDS = (CHINCHON, WILD_CHINCHON, FULL, REMAINDER)  # best first (rule 5, CH-11)


def is_wild(card: Card, wilds: bool) -> bool:
    """A wildcard: in the comodín variant the 1 of oros, even in its own place, and a joker."""
    return wilds and (card == ONE_OF_OROS or card.suit == JOKER)


def value(card: Card, wilds: bool = False) -> int:
    """What the card costs left ungrouped: its number, 10 for S C R, 25 for a wildcard."""
    if is_wild(card, wilds):
        return WILD_VALUE
    return card.rank if card.rank <= 7 else 10


def total(cards: Sequence[Card], wilds: bool = False) -> int:
    return sum(value(card, wilds) for card in cards)


def is_run(cards: Sequence[Card], wilds: bool) -> bool:
    """Consecutive cards of one suit in the 1..R order (not cyclic), one wildcard at most
    filling a gap or an end; any length."""
    naturals = [c for c in cards if not is_wild(c, wilds)]
    if len(cards) - len(naturals) > 1 or not naturals:
        return False
    if len({c.suit for c in naturals}) != 1:
        return False
    places = [POS[c.rank] for c in naturals]
    return max(places) - min(places) + 1 <= len(cards) <= len(POS)


def is_group(cards: Sequence[Card], wilds: bool = False) -> bool:
    """A trío or cuarteto (one rank) or an escalera of 3 or 4 (8.1, CH-1), with one wildcard
    at most (8.6)."""
    if len(cards) not in (3, 4):
        return False
    naturals = [c for c in cards if not is_wild(c, wilds)]
    if len(cards) - len(naturals) > 1:
        return False
    if len({c.rank for c in naturals}) == 1:
        return True
    return is_run(cards, wilds)


def is_chinchon(cards: Sequence[Card], wilds: bool = False) -> bool:
    """Seven cards in a row of one suit (a wildcard among them allowed)."""
    return len(cards) == 7 and is_run(cards, wilds)


def sort_key(card: Card, wilds: bool = False) -> tuple[int, int, str]:
    """How a group is shown: naturals in sequence order, a wildcard last."""
    return (1, 0, card.suit) if is_wild(card, wilds) else (0, POS[card.rank], card.suit)


def shown(cards: Sequence[Card], wilds: bool = False) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=lambda c: sort_key(c, wilds)))


_WINDOWS = tuple((size, sum(1 << p for p in range(start, start + size)),
                  tuple(range(start, start + size)))
                 for size in (3, 4) for start in range(1, len(POS) - size + 2))


def group_masks(cards: Sequence[Card], wilds: bool = False) -> list[int]:
    """Every group of 3 or 4 in ``cards``, as bit masks over their indices: groups of 3
    before groups of 4, each in increasing mask order."""
    wild = [1 << i for i, c in enumerate(cards) if is_wild(c, wilds)]
    ranks: dict[int, list[int]] = {}
    suits: dict[str, dict[int, int]] = {}
    for i, card in enumerate(cards):
        if not is_wild(card, wilds):
            ranks.setdefault(card.rank, []).append(1 << i)
            suits.setdefault(card.suit, {})[POS[card.rank]] = 1 << i
    found: set[int] = set()
    for bits in ranks.values():
        if len(bits) >= 2:
            for size in (3, 4):
                found.update(sum(c) for c in combinations(bits, size))
                found.update(sum(c) + w for c in combinations(bits, size - 1) for w in wild)
    for places in suits.values():
        if len(places) < 2:
            continue
        held = sum(1 << p for p in places)
        if not wild:  # the starts of 3 and 4 in a row, by shifting the places held
            threes = held & held >> 1 & held >> 2
            for size, starts in ((3, threes), (4, threes & held >> 3)):
                while starts:
                    start = (starts & -starts).bit_length() - 1
                    starts &= starts - 1
                    found.add(sum(places[p] for p in range(start, start + size)))
            continue
        for size, window, spots in _WINDOWS:
            count = (held & window).bit_count()
            if count < size - 1:
                continue
            present = [places[p] for p in spots if p in places]
            if count == size:
                found.add(sum(present))
            # a wildcard for any one card of the window, held or not (2o 1o 4o)
            found.update(sum(c) + w for c in combinations(present, size - 1) for w in wild)
    return sorted(found, key=lambda m: (m.bit_count(), m))


def _cards(cards: Sequence[Card], mask: int) -> list[Card]:
    return [card for i, card in enumerate(cards) if mask >> i & 1]


@dataclass(frozen=True)
class Arrangement:
    """A hand laid out: its groups, each shown in order, and the cards left ungrouped."""

    groups: tuple[tuple[Card, ...], ...]
    leftover: tuple[Card, ...]
    points: int  # the value of the leftover


def best_arrangement(cards: Sequence[Card], wilds: bool = False) -> Arrangement:
    """The grouping of ``cards`` that leaves the lowest value ungrouped (rule 7, CH-5); among
    equals the one found first (fewer groups first, smaller groups first)."""
    cards = list(cards)
    masks = group_masks(cards, wilds)
    weight = [value(c, wilds) for c in cards]
    everything = (1 << len(cards)) - 1

    def left(used: int) -> int:
        return sum(w for i, w in enumerate(weight) if not used >> i & 1)

    best_used, best_points, best_parts = 0, left(0), ()
    for a, first in enumerate(masks):
        points = left(first)
        if points < best_points:
            best_used, best_points, best_parts = first, points, (first,)
        for second in masks[a + 1:]:
            if first & second:
                continue
            used = first | second
            points = left(used)
            if points < best_points:
                best_used, best_points, best_parts = used, points, (first, second)
    groups = tuple(shown(_cards(cards, m), wilds) for m in best_parts)
    return Arrangement(groups, tuple(_cards(cards, everything & ~best_used)), best_points)


@dataclass(frozen=True)
class CloseShape:
    """One way to close with a hand of 8: ``card`` laid face down, ``groups`` shown (a
    remainder close's ``rest`` among them, last), and the ``kind`` (best for those 7)."""

    kind: str
    card: Card
    groups: tuple[tuple[Card, ...], ...]
    rest: Card | None = None

    @property
    def shown(self) -> tuple[Card, ...]:
        flat = tuple(c for group in self.groups for c in group)
        return flat + ((self.rest,) if self.rest is not None else ())


def close_kind(seven: Sequence[Card], wilds: bool = False) -> str | None:
    """The best close the 7 cards allow, any remainder counted (CH-11), or None."""
    seven = list(seven)
    if len(seven) != 7:
        return None
    shapes = _shapes(seven, group_masks(seven, wilds), (1 << 7) - 1, wilds)
    kinds = {shape.kind for shape in shapes}
    return next((kind for kind in KINDS if kind in kinds), None)


def closes(hand: Sequence[Card], wilds: bool = False, *, remainder: bool = True,
           kept: Card | None = None) -> list[CloseShape]:
    """Every close a hand of 8 allows (rule 5): for each card laid face down (never ``kept``,
    the card just taken from the discard pile [CH-2]), the best kind its 7 others make, and
    for a remainder close each choice of the two groups and their rest [CH-11]. ``remainder``:
    whether a close with remainder is allowed on this turn [CH-3]."""
    hand = list(hand)
    masks = group_masks(hand, wilds)
    covered = 0
    for mask in masks:
        covered |= mask
    if len(masks) < 2 or covered.bit_count() < 6:  # two groups cover 6 cards at least
        return []
    found = []
    everything = (1 << len(hand)) - 1
    for i, card in enumerate(hand):
        if card == kept:
            continue
        bit = 1 << i
        shapes = _shapes(hand, [m for m in masks if not m & bit], everything & ~bit, wilds)
        kinds = [k for k in KINDS if any(s.kind == k for s in shapes)]
        if not kinds or (kinds[0] == REMAINDER and not remainder):
            continue
        best = [s for s in shapes if s.kind == kinds[0]]
        if kinds[0] != REMAINDER:
            best = best[:1]
        found += [CloseShape(s.kind, card, s.groups, s.rest) for s in best]
    return found


def _shapes(hand: list[Card], masks: list[int], seven: int, wilds: bool) -> list[CloseShape]:
    """The close shapes of the 7 cards of ``hand`` in the mask ``seven``, given the groups
    among them (``card`` left unset: a placeholder)."""
    shapes: list[CloseShape] = []
    if len(masks) < 2:
        return shapes
    cards = _cards(hand, seven)
    placeholder = cards[0]
    if len({c.suit for c in cards if not is_wild(c, wilds)}) == 1 and is_chinchon(cards, wilds):
        natural = not any(is_wild(c, wilds) for c in cards)
        shapes.append(CloseShape(CHINCHON if natural else WILD_CHINCHON, placeholder,
                                 (shown(cards, wilds),)))
    order = _group_order(wilds)
    threes = [m for m in masks if m.bit_count() == 3]
    fours = [m for m in masks if m.bit_count() == 4]
    for four in fours:
        for three in threes:
            if four | three == seven:
                groups = sorted((shown(_cards(hand, three), wilds),
                                 shown(_cards(hand, four), wilds)), key=order)
                shapes.append(CloseShape(FULL, placeholder, tuple(groups)))
                break
    seen = set()
    for a, first in enumerate(threes):
        for second in threes[a + 1:]:
            if first & second:
                continue
            rest = _cards(hand, seven & ~(first | second))[0]
            if is_wild(rest, wilds) or value(rest) > REMAINDER_MAX:
                continue
            groups = tuple(sorted((shown(_cards(hand, first), wilds),
                                   shown(_cards(hand, second), wilds)), key=order))
            if groups not in seen:
                seen.add(groups)
                shapes.append(CloseShape(REMAINDER, placeholder, groups, rest))
    return shapes


def _group_order(wilds: bool):
    return lambda group: [sort_key(c, wilds) for c in group]


def fits(group: Sequence[Card], card: Card, wilds: bool = False) -> bool:
    """Whether ``card`` laid off on a shown group of 3 makes a valid group of 4 (rule 6,
    CH-12: a wildcard in the group may stand for another card; one wildcard a group)."""
    return len(group) == 3 and is_group([*group, card], wilds)


@dataclass(frozen=True)
class LayOffs:
    """A lay-off choice: ``moves`` as (card, index of the closer's group), and what the hand
    leaves ungrouped once its other cards are best arranged."""

    moves: tuple[tuple[Card, int], ...]
    arrangement: Arrangement


def best_layoffs(hand: Sequence[Card], open_groups: Sequence[tuple[int, Sequence[Card]]],
                 wilds: bool = False) -> LayOffs:
    """CH-5: the lay-offs onto ``open_groups`` ((index, group of 3) still accepting a card,
    in the order the closer showed them) leaving the least value ungrouped; among equals the
    fewest lay-offs, then the closer's group shown first."""
    options: list[tuple[tuple[Card, int], ...]] = [()]
    for index, group in open_groups:
        options += [(*moves, (card, index)) for moves in options for card in hand
                    if fits(group, card, wilds) and card not in {c for c, _ in moves}]
    best: LayOffs | None = None
    best_key: tuple[int, int, list[int]] | None = None
    for moves in options:
        laid = {card for card, _ in moves}
        arrangement = best_arrangement([c for c in hand if c not in laid], wilds)
        order = [i for _, i in moves]
        key = (arrangement.points, len(moves), order)
        if best_key is None or key < best_key:
            best, best_key = LayOffs(moves, arrangement), key
    assert best is not None
    return best
