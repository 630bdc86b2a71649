"""Exact solvers of the solitaires: can this deal be won, and how.

A solver reads the whole position, the order of the stock included (it answers "could it have
been won?", which is asked with the cards known), and searches every line with memoisation.
Each game's solver lives beside its greedy agent, ``solve_<game>.py``, and is registered in
``ai/games.py``.

    solve(game, node_limit=...) -> Solution

``game`` is any position of that game (a fresh deal or one mid-match) and is never changed.
The search stops after ``node_limit`` positions examined and then says it does not know.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..rules.base import Game
from ..rules.record import from_record
from ..rules.registry import new_game
from .games import SOLVERS
from .solution import NODE_LIMIT, Solution

__all__ = ["NODE_LIMIT", "SOLVERS", "Solution", "find_winnable", "has_solver", "solve",
           "solve_deal", "solve_position", "solver"]


def has_solver(game_id: str) -> bool:
    return game_id in SOLVERS


def solver(game_id: str) -> Callable[..., Solution]:
    return SOLVERS[game_id]


def solve(game: Game, node_limit: int = NODE_LIMIT) -> Solution:
    """The game's own solver on ``game``."""
    return solver(game.spec.id)(game, node_limit=node_limit)


# -- jobs the app runs in a worker process (plain arguments in, plain answers out) -----------


def solve_position(record: dict[str, Any], node_limit: int = NODE_LIMIT) -> Solution:
    """Solve the match a save ``record`` describes, from where it stands."""
    return solve(from_record(record), node_limit)


def solve_deal(game_id: str, options: dict[str, Any], seed: int,
               node_limit: int = NODE_LIMIT) -> Solution:
    """Solve deal ``seed`` from its start."""
    return solve(new_game(game_id, options, seed), node_limit)


def find_winnable(game_id: str, options: dict[str, Any], seeds: list[int],
                  node_limit: int = NODE_LIMIT) -> tuple[int, Solution] | None:
    """The first of ``seeds`` whose deal the solver can win, with its solution; None if none
    of them (a deal the search gives up on is passed over: it is not known to be winnable)."""
    for seed in seeds:
        answer = solve_deal(game_id, options, seed, node_limit)
        if answer.winnable:
            return seed, answer
    return None
