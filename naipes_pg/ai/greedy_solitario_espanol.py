"""A sensible player of Solitario Español, and its moves in words (the hint).

It sees what the player sees: the face-up cards, the rows' suits, the card in hand, the hole
and the chips (``view``). The face-down cards are unknown to it, and as far as it can tell they
are alike: every face-down place holds any unseen card with the same chance, and a row without
a suit has no face-up card, so two such rows look the same. What it can use is the hole: a
chain ends when a card goes into the hole, and while the hole's row has no suit that happens
only when the player puts a card there (or no other row is left). So it keeps the hole's row
free as long as another row can take the card in hand, and the chain goes on. Otherwise it
takes the first move in the table's order (turn over the first face-down card, reveal the
first start card, place the first card of the hand that can go).
"""

from __future__ import annotations

import random
from typing import Any

from ..rules.base import PlayCard, Reveal
from ..rules.solitario_espanol import REY, SolitarioEspanol
from .explain import Explanation, Move
from .phrases import Phrase, phrase


def _row(zone: str | None) -> int | None:
    """The row of a ``cell:row,col`` zone (0-based), None for another zone or none."""
    if not zone or not zone.startswith("cell:"):
        return None
    return int(zone[5:].split(",")[0])


def _column(zone: str) -> int:
    return int(zone.split(",")[1])


class GreedySolitarioEspanol:
    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)  # the protocol's; every choice here is deterministic

    def choose(self, game: SolitarioEspanol, seat: int) -> Any:
        actions = game.legal_actions(seat)
        hole_row = _row(game.view(seat).info["hole"])
        places = [act for act in actions if isinstance(act, PlayCard)]
        if places and hole_row is not None:
            open_rows = [act for act in places if _row(act.target) != hole_row]
            return (open_rows or places)[0]
        return actions[0]


def explain_move(move: Move) -> Explanation:
    """The move in the player's words: what a chip buys, where a card goes and what follows
    (the card itself is named by the sentence the reason ends, "Play the 3 of cups in row 2,
    column 3: ..."). It reads only the action and what the player sees before it, never the
    events, which would name the face-down cards the move turns over."""
    act, info = move.action, move.before.view(move.seat).info
    if isinstance(act, Reveal):
        return Explanation(_reveal_reason(act, info))
    if not isinstance(act, PlayCard):
        return Explanation()
    row = _row(act.target)
    place = phrase("in row {row}, column {column}", row=(row or 0) + 1,
                   column=info["columns"][_column(act.target)])
    if act.target == info["hole"]:
        return Explanation(phrase("it fills the hole and the chain ends"), place)
    new_row = info["row_suits"][row or 0] is None
    if info["chips"] is None and not info["choosing_row"]:  # Intercambio revelado
        if new_row:
            return Explanation(phrase("it gives this row its suit and the card lying there comes "
                                      "to your hand"), place)
        return Explanation(phrase("it goes to its cell and the card lying there comes to your "
                                  "hand"), place)
    if info["chips"] is None and act.card.rank == REY:  # Reyes perdidos: the chain's end
        return Explanation(phrase("it gives this row its suit and the chain ends"), place)
    hole_row = _row(info["hole"])
    if hole_row is not None and hole_row != row:
        return Explanation(phrase("it gives this row its suit and the chain goes on with the "
                                  "card lying there; the hole's row stays free"), place)
    return Explanation(phrase("it gives this row its suit and the chain goes on with the card "
                              "lying there"), place)


def _reveal_reason(act: Reveal, info: dict[str, Any]) -> Phrase:
    if not act.zone.startswith("cell:"):
        return phrase("a start card turned over begins a chain that runs until a King comes out")
    row, column = _row(act.zone) or 0, info["columns"][_column(act.zone)]
    chips = info["chips"] - 1
    if chips == 0:
        return phrase("your last chip turns over the card in row {row}, column {column}",
                      row=row + 1, column=column)
    if chips == 1:
        return phrase("a chip turns over the card in row {row}, column {column} and its chain "
                      "follows (one chip left)", row=row + 1, column=column)
    return phrase("a chip turns over the card in row {row}, column {column} and its chain "
                  "follows ({n} chips left)", row=row + 1, column=column, n=chips)
