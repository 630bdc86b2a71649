"""The hint: the move a search suggests for a seat, with the words that say why."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..rules.base import Game
from .explain import Audience, explain_search
from .ismcts import LEVELS, ISMCTSAgent
from .phrases import Phrase


def hint(game: Game, seat: int) -> tuple[Any, Phrase]:
    """The table's hint for ``seat`` all at once (the table steps the same search between
    frames): the move ``hint_agent`` rates best and why, addressed to that seat; ``game`` is
    untouched."""
    agent = hint_agent(game.spec.id, len(game.history))
    search = agent.search(game, seat)
    search.think(agent.level.seconds)
    action = agent.decide(search)
    return action, explain_search(search, action, Audience(you=seat))


def hint_agent(game_id: str, seed: int, level: str = "normal") -> ISMCTSAgent:
    """The search that gives the table's hint: ``level``'s budget (Normal's where rivals wait
    on the person), and always the move it rates best, never the slip a level makes on
    purpose now and then."""
    return ISMCTSAgent(level, seed, game_id, budget=replace(LEVELS[level], slip=0.0))
