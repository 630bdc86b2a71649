"""How the search plays El Truco: each of its moves is played out on the same dealt worlds
to the end of the hand, by the greedy player, and valued by the points each side gained."""

from __future__ import annotations

from .plans import Plan, points_at_hand_end

PLAN = Plan(points_at_hand_end("scores", scale=3.0), "greedy", 0.1, paired=True, depth=1)
