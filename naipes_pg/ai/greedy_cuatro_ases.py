"""A sensible player of Solitario 4 Ases who sees only what the player sees: the top waste
card, the foundations, the reserve card and the counts (never the stock's order, never a
covered waste card).

It moves the top waste card up whenever it can: onto an empty foundation for a 1, and in
Pintados onto a pile that refuses a suit still to come, keeping the piles that take any card.
Con reserva, it lets the reserved card back when it can go up next, and in a round with nothing
up yet and no card left to reveal it reserves the top card to uncover the one below (never the
last card, which would be stuck there). Otherwise it reveals, and renews when the stock is out.
"""

from __future__ import annotations

import random
from typing import Any

from ..cards import Card
from ..rules.base import PlayCard, Renew, Reveal
from ..rules.cuatro_ases import FOUNDATION_ZONES, NEXT_RANK, CuatroAses
from .explain import Explanation, Move, card_name
from .phrases import Phrase, phrase


def fits(card: Card, pile: list[Card | None], pintados: bool) -> bool:
    """Whether ``card`` may go up on ``pile`` (4.3 rule 2, Pintados [A4-5])."""
    if not pile:
        return card.rank == 1
    top = pile[-1]
    if top is None or NEXT_RANK.get(top.rank) != card.rank:
        return False
    return (top.suit != card.suit) == pintados


def refuses_a_card_to_come(pile: list[Card | None], up: set[Card]) -> bool:
    """Pintados: whether the pile's top refuses the next card of its own suit, still to come.
    A pile whose refused card is already up takes any card left: it is the one to keep."""
    top = pile[-1] if pile else None
    if top is None or top.rank not in NEXT_RANK:
        return False
    return Card(NEXT_RANK[top.rank], top.suit) not in up


class GreedyCuatroAses:
    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: CuatroAses, seat: int) -> Any:
        view = game.view(seat)
        zones, info = view.zones, view.info
        legal = game.legal_actions(seat)
        piles = [zones[zone] for zone in FOUNDATION_ZONES]
        waste = zones["waste"]
        top = waste[-1] if waste else None
        up = self.move_up(legal, top, piles)
        if up is not None:
            return up
        reserved = zones.get("reserve") or []
        for act in legal:  # the reserved card back, when it can go up next
            if isinstance(act, PlayCard) and act.target == "waste" and any(
                    fits(act.card, pile, game.pintados) for pile in piles):
                return act
        if info["stock"]:
            return next(a for a in legal if isinstance(a, Reveal))
        if not reserved and not info["moved_up_this_round"] and len(waste) > 1:
            for act in legal:  # nothing up this round: uncover the card below the top
                if isinstance(act, PlayCard) and act.target == "reserve":
                    return act
        renew = [a for a in legal if isinstance(a, Renew)]
        return renew[0] if renew else legal[0]

    @staticmethod
    def move_up(legal: list[Any], top: Card | None, piles: list[list[Card | None]]) -> Any:
        """The best move up of the top waste card, or None: a 1 to the leftmost empty pile;
        in Pintados a pile that refuses a suit still to come before one that takes any."""
        ups = [a for a in legal if isinstance(a, PlayCard) and a.card == top
               and a.target in FOUNDATION_ZONES]
        if len(ups) <= 1:
            return ups[0] if ups else None
        up_cards = {c for pile in piles for c in pile if c is not None}
        for act in ups:
            if refuses_a_card_to_come(piles[FOUNDATION_ZONES.index(act.target)], up_cards):
                return act
        return ups[0]


def explain_move(move: Move) -> Explanation:
    """4 Ases in words: a card going up (and on what), a Reveal, a renewal, the reserve."""
    game, act = move.before, move.action
    if isinstance(act, Reveal):
        return Explanation(_reveal_reason(game))
    if isinstance(act, Renew):
        if game.mezclado:
            return Explanation(phrase("the stock is empty; a chip shuffles the waste into a new "
                                      "stock ({n} left)", n=game.chips - 1))
        return Explanation(phrase("the stock is empty; a new round begins"))
    if not isinstance(act, PlayCard):
        return Explanation()
    if act.target == "reserve":
        return Explanation(phrase("{card} cannot go up; set aside, it uncovers the card below",
                                  card=card_name(act.card)), phrase("into the reserve"))
    if act.target == "waste":
        return Explanation(phrase("it can go up from the waste"), phrase("back onto the waste"))
    pile = game.foundations[FOUNDATION_ZONES.index(act.target)]
    if not pile:
        return Explanation(phrase("an ace starts a foundation"), phrase("onto an empty foundation"))
    place = phrase("onto {card}", card=card_name(pile[-1]))
    if not game.moved_up and not game.mezclado:
        return Explanation(phrase("the first card up this round, so the round is not lost"), place)
    return Explanation(phrase("every card up brings the end nearer"), place)


def _reveal_reason(game: CuatroAses) -> Phrase:
    """Why turn over cards: nothing can go up, or what can go up is better left for now."""
    if game.up_moves():
        card = card_name(game.waste[-1])
        return phrase("{card} can wait, and left on the waste it changes the next round's pairs",
                      card=card)
    if len(game.stock) == 1:
        return phrase("nothing can go up now; the last card comes out")
    return phrase("nothing can go up now; two more cards come out")
