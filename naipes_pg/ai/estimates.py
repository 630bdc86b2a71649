"""Small judgements the greedy players share: what the rival may hold, and picking the best
of several moves with ties broken at random."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from math import comb
from typing import Any

COPIES_OF_A_RANK = 4  # in every deck of the collection


def chance_rival_holds(rank: int, game: Any, seat: int) -> float:
    """The chance the rival's hand (2-player games) holds at least one card of ``rank``, given
    every card this seat has seen (``game.known_cards(seat)``); only the count of the rival's
    cards is read, never the cards."""
    known = game.known_cards(seat)
    unseen = len(game.deck) - len(known)
    left = COPIES_OF_A_RANK - sum(1 for c in known if c.rank == rank)
    in_hand = len(game.hands[1 - seat])
    if left <= 0 or in_hand == 0 or unseen <= 0:
        return 0.0
    return 1.0 - comb(unseen - left, in_hand) / comb(unseen, in_hand)


def best(actions: Sequence[Any], score: Callable[[Any], float], rng: random.Random) -> Any:
    """The highest-scoring action; equal scores are broken at random."""
    ranked = [(score(act), rng.random(), i) for i, act in enumerate(actions)]
    return actions[max(ranked)[2]]
