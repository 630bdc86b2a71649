"""What an exact solver answers (``solve_<game>.py``), and how long it may search; the solvers
are registered in ``ai/games.py`` and run through ``ai/solvers.py``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

NODE_LIMIT = 300_000  # positions: at the slowest solver's speed, about 5 s before it gives up


@dataclass(frozen=True)
class Solution:
    """``winnable``: True, False, or None when the search stopped at its limit. ``line``: the
    actions of seat 0 that win from the position given, in order (empty unless winnable).
    ``nodes``: positions examined."""

    winnable: bool | None
    line: tuple[Any, ...] = ()
    nodes: int = 0
