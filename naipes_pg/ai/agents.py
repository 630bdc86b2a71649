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
    "brisca": "greedy_brisca:GreedyBrisca",
    "cuatro-ases": "greedy_cuatro_ases:GreedyCuatroAses",
    "el-nueve": "greedy_el_nueve:GreedyElNueve",
    "solitario-espanol": "greedy_solitario_espanol:GreedySolitarioEspanol",
}


# game id → "module:Class" under naipes_pg.ai of its reflex policy (ai/reflex.py): what its
# computer players press in real time. A policy with ``whole_game`` plays every move of its game
# (La Granja, Nervioso); the others only the game's reflex moments (Escoba's race).
REFLEX_POLICIES = {
    "granja": "reflex_granja:GranjaReflexes",
    "escoba": "reflex_escoba:EscobaRace",
    "nervioso": "reflex_nervioso:NerviosoReflexes",
}


def _agent_class(path: str) -> Callable[..., Any]:
    module, name = path.split(":")
    return getattr(import_module(f"{__package__}.{module}"), name)


def policy_for(game_id: str) -> Any:
    """The reflex policy of a real-time game (ValueError for a game without one)."""
    if game_id not in REFLEX_POLICIES:
        raise ValueError(f"no reflexes for {game_id} yet")
    return _agent_class(REFLEX_POLICIES[game_id])()


def _reflex_game(game_id: str) -> bool:
    """Whether every move of the game is a press, so its players are reflexes alone."""
    return game_id in REFLEX_POLICIES and policy_for(game_id).whole_game


def make_agent(name: str, game_id: str, seed: int = 0) -> Agent:
    """An agent by name: ``random``, ``greedy`` (the game's own heuristic) or a search level
    (``facil``, ``normal``, ``dificil``). In a game played by reflexes alone the level is the
    reflexes' (RULES.md 0.6), ``greedy`` presses at Normal's speed and ``random`` presses at
    random (ai/reflex.py)."""
    if name in AGENT_NAMES and _reflex_game(game_id):
        from .reflex import make_reflexes

        return make_reflexes(name, policy_for(game_id), seed)
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
