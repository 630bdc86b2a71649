"""The agents every game has; ``make_agent`` makes one by name (the protocol they follow is
``agent.Agent``)."""

from __future__ import annotations

import random
from typing import Any

from ..rules.base import Game
from .agent import Agent
from .games import GAMES_AI, GREEDY_AGENTS, REFLEX_POLICIES, greedy_agent, policy_for
from .ismcts import ISMCTSAgent
from .reflex import make_reflexes

__all__ = [  # the registry's names too, for those who import them from here
    "AGENT_NAMES", "GREEDY_AGENTS", "REFLEX_POLICIES", "SEARCH_LEVELS", "Agent", "RandomAgent",
    "has_own_levels", "make_agent", "policy_for",
]


class RandomAgent:
    """Plays a uniformly random legal action."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game, seat: int) -> Any:
        return self.rng.choice(game.legal_actions(seat))


def reflex_game(game_id: str) -> bool:
    """Whether every move of the game is a press, so its players are reflexes alone."""
    return game_id in REFLEX_POLICIES and policy_for(game_id).whole_game


def make_agent(name: str, game_id: str, seed: int = 0) -> Agent:
    """An agent by name: ``random``, ``greedy`` (the game's own heuristic) or a search level
    (``facil``, ``normal``, ``dificil``; where the game's best play is computed, its own
    player at that level, ``GameAI.levels``). In a game played by reflexes alone the level is
    the reflexes' (RULES.md 0.6), ``greedy`` presses at Normal's speed and ``random`` presses
    at random (ai/reflex.py)."""
    if name in AGENT_NAMES and reflex_game(game_id):
        return make_reflexes(name, policy_for(game_id), seed)
    if name == "random":
        return RandomAgent(seed)
    if name == "greedy":
        return greedy_agent(game_id, seed)
    own = dict(GAMES_AI[game_id].levels) if game_id in GAMES_AI else {}
    if name in own:  # a game whose best play is computed: its own player at this level
        return own[name](seed)
    if name in SEARCH_LEVELS:
        return ISMCTSAgent(name, seed, game_id)
    exploits = dict(GAMES_AI[game_id].exploits) if game_id in GAMES_AI else {}
    if name in exploits:  # a benchmark's player written to exploit a weakness
        return exploits[name](seed)
    raise ValueError(f"unknown agent {name!r} (agents: {', '.join(AGENT_NAMES)})")


def has_own_levels(game_id: str) -> bool:
    """Whether the game's levels are its own players rather than the search."""
    return game_id in GAMES_AI and bool(GAMES_AI[game_id].levels)


SEARCH_LEVELS = ("facil", "normal", "dificil")
AGENT_NAMES = ("random", "greedy", *SEARCH_LEVELS)
