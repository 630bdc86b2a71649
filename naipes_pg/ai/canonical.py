"""The position a seat's search and explanations start from: the seat's own view of it, the
cards it cannot see in a fixed order."""

from __future__ import annotations

import random

from ..rules.base import Game


def canonical_copy(game: Game, seat: int) -> Game:
    """A copy in which the cards ``seat`` cannot see are put in a fixed order, so that what
    the search deals from it cannot depend on where they really are."""
    copy = game.clone()
    try:
        slots = copy._unseen(seat)
    except NotImplementedError:  # nothing hidden
        return copy
    pool = sorted(card for slot in slots for card in slot)
    start = 0
    for slot in slots:
        slot[:] = pool[start : start + len(slot)]
        start += len(slot)
    if copy._unseen(seat) != slots:  # the game's slots are not its own lists (a grid's cells):
        return game.determinize(seat, random.Random(0))  # its own dealer, from a fixed seed
    return copy
