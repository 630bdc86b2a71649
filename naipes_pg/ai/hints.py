"""The hint: the move a search suggests for a seat, with the words that say why."""

from __future__ import annotations

from typing import Any

from ..rules.base import Game
from .explain import Audience, explain_search
from .ismcts import LEVELS, Search
from .phrases import Phrase


def hint(game: Game, seat: int, level: str = "normal") -> tuple[Any, Phrase]:
    """The move a search at ``level`` suggests for ``seat`` and why, addressed to that seat;
    ``game`` is untouched."""
    budget = LEVELS[level]
    search = Search(game, seat, iterations=budget.iterations, seed=len(game.history))
    search.think(budget.seconds)
    action = search.best_action()
    return action, explain_search(search, action, Audience(you=seat))
