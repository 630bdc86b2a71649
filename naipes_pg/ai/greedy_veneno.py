"""A sensible beginner at Veneno: never take poison it can avoid, shed high cards and copas
while the piles are low, push poisoned piles towards 13 for the next players, and keep cards
that will still have a safe pile next turn.

It reads only public information: its own hand and the piles on the table.
"""

from __future__ import annotations

import random

from ..rules.base import PlayCard
from ..rules.veneno import COPAS, Veneno, legal_piles

TAKE_COST = 10.0  # per copa taken: nothing else matters as much
CLEAN_TAKE = 0.5  # taking a clean pile is harmless, and empties it for later
SHED_VALUE = 0.1  # per point of a card played safely: high cards are the dangerous ones
SHED_COPA = 0.8  # a copa played safely can no longer poison us
BAIT = 0.4  # per copa left on a pile, scaled by how close the pile is to being taken
STUCK = 1.5  # per card left in hand with no safe pile after this play


class GreedyVeneno:
    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def score(self, game: Veneno, seat: int, act: PlayCard) -> float:
        card, k = act.card, int(act.target[5:])
        value = game.values[card]
        total = game.pile_sums[k] + value
        copas = sum(1 for c in game.piles[k] if c.suit == COPAS) + (card.suit == COPAS)
        if total >= game.take_at:
            return -TAKE_COST * copas + (CLEAN_TAKE if not copas else 0.0)
        score = SHED_VALUE * value + (SHED_COPA if card.suit == COPAS else 0.0)
        score += BAIT * copas * total / game.take_at
        return score - STUCK * self.stuck_cards(game, seat, act, total)

    def stuck_cards(self, game: Veneno, seat: int, act: PlayCard, total: int) -> int:
        """How many of the cards kept would have no pile to go on without taking it, were
        the piles to stay as this play leaves them."""
        k = int(act.target[5:])
        sums = list(game.pile_sums)
        suits = list(game.pile_suits)
        sums[k] = total
        if act.card.suit != COPAS:
            suits[k] = act.card.suit
        stuck = 0
        for card in game.hands[seat]:
            if card == act.card:
                continue
            piles = legal_piles(card, suits)
            stuck += all(sums[p] + game.values[card] >= game.take_at for p in piles)
        return stuck

    def choose(self, game: Veneno, seat: int) -> PlayCard:
        actions = game.legal_actions(seat)
        scored = [(self.score(game, seat, a), self.rng.random(), a) for a in actions]
        return max(scored)[2]
