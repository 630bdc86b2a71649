"""A sensible beginner at Veneno: never take poison it can avoid, shed high cards and copas
while the piles are low, push poisoned piles towards 13 for the next players, and keep cards
that will still have a safe pile next turn.

It reads only public information: its own hand and the piles on the table.
"""

from __future__ import annotations

import random

from ..rules.base import PlayCard
from ..rules.veneno import COPAS, Veneno, legal_piles
from .explain import Explanation, Move, and_list
from .phrases import Phrase, phrase
from .plans import Plan, points_at_hand_end

TAKE_COST = 10.0  # per copa taken: nothing else matters as much
CLEAN_TAKE = 0.5  # taking a clean pile is harmless, and empties it for later
SHED_VALUE = 0.1  # per point of a card played safely: high cards are the dangerous ones
SHED_COPA = 0.8  # a copa played safely can no longer poison us
BAIT = 0.4  # per copa left on a pile, scaled by how close the pile is to being taken
STUCK = 1.5  # per card left in hand with no safe pile after this play
# The search's plan (ai/plans.py): rollouts stop at the end of the hand; the fewest points win.
PLAN = Plan(points_at_hand_end("totals", lower_wins=True, scale=2.0))


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


HIGH_CARD = 7  # a card worth this much is one a player is glad to see gone


def copas_taken(game: Veneno, act: PlayCard) -> int | None:
    """How many copas ``act`` takes with its pile; None when it takes no pile."""
    k = int(act.target[5:])
    if game.pile_sums[k] + game.values[act.card] < game.take_at:
        return None
    return sum(1 for c in game.piles[k] if c.suit == COPAS) + (act.card.suit == COPAS)


def pile_place(game: Veneno, act: PlayCard) -> Phrase:
    """The pile as players call it: by its suit, or a free one."""
    return {
        "o": phrase("on the pile of coins"), "c": phrase("on the pile of cups"),
        "e": phrase("on the pile of swords"), "b": phrase("on the pile of clubs"),
    }.get(game.pile_suits[int(act.target[5:])] or "", phrase("on a free pile"))


def explain_move(move: Move) -> Explanation:
    """Veneno in words: the poison a card takes or avoids, and what it gets rid of. Only the
    played card's other piles are compared when the reader is not its player (the rest of his
    hand is his own business)."""
    game, act = move.before, move.action
    if not isinstance(act, PlayCard):
        return Explanation()
    choices = [a for a in game.legal_actions(move.seat) if move.advice or a.card == act.card]
    poison = [copas_taken(game, a) or 0 for a in choices]
    taken = copas_taken(game, act)
    if taken:
        reason = _poison(taken, least=min(poison) >= taken)
    elif taken == 0:
        reason = phrase("it takes a pile with no poison")
    else:
        reason = _gets_rid_of(game, act, avoids=max(poison) > 0)
    return Explanation(reason, pile_place(game, act))


def _poison(copas: int, *, least: bool) -> Phrase:
    if least:
        return (phrase("it takes the pile with a single cup: no choice takes less") if copas == 1
                else phrase("it takes the pile with {n} cups: no choice takes less", n=copas))
    return (phrase("it takes the pile with a cup") if copas == 1
            else phrase("it takes the pile with {n} cups", n=copas))


def _gets_rid_of(game: Veneno, act: PlayCard, *, avoids: bool) -> Phrase | None:
    parts = [phrase("it avoids the poison")] if avoids else []
    if act.card.suit == COPAS:
        parts.append(phrase("it gets rid of a cup safely"))
    elif game.values[act.card] >= HIGH_CARD:
        parts.append(phrase("it gets rid of a high card"))
    return and_list(parts) if parts else None
