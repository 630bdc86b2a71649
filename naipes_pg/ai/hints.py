"""The hint: the move a search suggests for a seat, with the words that say why."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..rules.base import Game
from .explain import Audience, explain_search
from .ismcts import LEVELS, ISMCTSAgent, Search
from .phrases import Phrase


def hint(game: Game, seat: int, level: str = "normal") -> tuple[Any, Phrase]:
    """The move a search at ``level`` suggests for ``seat`` and why, addressed to that seat;
    ``game`` is untouched."""
    budget = LEVELS[level]
    search = Search(game, seat, iterations=budget.iterations, seed=len(game.history))
    search.think(budget.seconds)
    action = search.best_action()
    return action, explain_search(search, action, Audience(you=seat))


def hint_agent(game_id: str, seed: int) -> ISMCTSAgent:
    """The search that gives the table's hint in a game with rivals: Normal's budget, and
    always the move it rates best, never the slip Normal makes on purpose now and then."""
    return ISMCTSAgent("normal", seed, game_id, budget=replace(LEVELS["normal"], slip=0.0))
