"""How the search plays Cinquillo (RULES.md §5).

Two players hold the whole deck between them, so each sees the other's hand in what is left:
the search's worlds are the deal itself, and with three or four the passes say which cards
a rival lacks (``Cinquillo._slots``). Each of the root's plays is played out on the same
dealt worlds (paired) by the greedy player to the deal's end, and valued there:

- **Con puntaje or con pago** (``deal_end``): what each seat gained in the deal (points, or
  chips) against the others' mean, squashed to (0, 1), or the match's returns if the deal
  ended it.
- **One deal** (the base game): the match's returns; the deal is the match.
"""

from __future__ import annotations

from ..rules.base import Game
from ..rules.cinquillo import Cinquillo
from .plans import Plan, Valuation, match_end, points_at_hand_end

POINTS_SCALE = 4.0  # points of gain that make a deal worth 73 % to a seat
CHIPS_SCALE = 3.0  # chips of gain likewise

_POINTS = points_at_hand_end("points", scale=POINTS_SCALE)
_CHIPS = points_at_hand_end("chips", scale=CHIPS_SCALE)


def deal_end(root: Game) -> Valuation:
    """The valuation described in the module, by the root's variant."""
    assert isinstance(root, Cinquillo)
    if root.puntaje:
        return _POINTS(root)
    if root.pago:
        return _CHIPS(root)
    return match_end(root)


PLAN = Plan(deal_end, "greedy", 0.1, paired=True, depth=1)
