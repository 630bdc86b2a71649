"""The rules of every game: pure Python, no pygame import anywhere below here."""

from .base import Game, GameSpec, IllegalAction, Outcome, View
from .registry import GAMES, get_spec, new_game

__all__ = ["GAMES", "Game", "GameSpec", "IllegalAction", "Outcome", "View", "get_spec", "new_game"]
