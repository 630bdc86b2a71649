"""The Agent protocol and the agents every game has.

An agent sees the game object but must decide only from what its seat may know: ``view(seat)``,
the public helpers of the rules, or ``determinize(seat, rng)``. It never reads a hidden card.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from importlib import import_module
from typing import Any, Protocol

from ..rules.base import Game


class Agent(Protocol):
    name: str

    def choose(self, game: Game, seat: int) -> Any:
        """One legal action for ``seat``, which is among ``game.actors()``."""


class RandomAgent:
    """Plays a uniformly random legal action."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game, seat: int) -> Any:
        return self.rng.choice(game.legal_actions(seat))


# game id → "module:Class" under naipes_pg.ai of its greedy agent; one line per game.
GREEDY_AGENTS = {
    "ronda-robada": "greedy_ronda_robada:GreedyRondaRobada",
    "ronda-marroqui": "greedy_ronda_marroqui:GreedyRondaMarroqui",
    "veneno": "greedy_veneno:GreedyVeneno",
    "escoba": "greedy_escoba:GreedyEscoba",
    "cuatro-ases": "greedy_cuatro_ases:GreedyCuatroAses",
    "el-nueve": "greedy_el_nueve:GreedyElNueve",
    "solitario-espanol": "greedy_solitario_espanol:GreedySolitarioEspanol",
}


def _agent_class(path: str) -> Callable[[int], Agent]:
    module, name = path.split(":")
    return getattr(import_module(f"{__package__}.{module}"), name)


def make_agent(name: str, game_id: str, seed: int = 0) -> Agent:
    """An agent by name: ``random``, ``greedy`` (the game's own heuristic) or a search level
    (``facil``, ``normal``, ``dificil``)."""
    if name == "random":
        return RandomAgent(seed)
    if name == "greedy":
        if game_id not in GREEDY_AGENTS:
            raise ValueError(f"no greedy agent for {game_id} yet")
        return _agent_class(GREEDY_AGENTS[game_id])(seed)
    if name in SEARCH_LEVELS:
        from .ismcts import ISMCTSAgent  # it builds its rollouts from this module

        return ISMCTSAgent(name, seed, game_id)
    raise ValueError(f"unknown agent {name!r} (agents: {', '.join(AGENT_NAMES)})")


SEARCH_LEVELS = ("facil", "normal", "dificil")
AGENT_NAMES = ("random", "greedy", *SEARCH_LEVELS)
