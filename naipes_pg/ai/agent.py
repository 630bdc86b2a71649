"""The Agent protocol: what every computer player is (``agents.py`` makes them by name).

An agent sees the game object but must decide only from what its seat may know: ``view(seat)``,
the public helpers of the rules, or ``determinize(seat, rng)``. It never reads a hidden card.
"""

from __future__ import annotations

from typing import Any, Protocol

from ..rules.base import Game


class Agent(Protocol):
    name: str

    def choose(self, game: Game, seat: int) -> Any:
        """One legal action for ``seat``, which is among ``game.actors()``."""
