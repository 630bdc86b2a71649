"""How each computer level plays, in words a player reads when he seats it ("Difícil: piensa
cada jugada probando 400 repartos posibles"): what the level does in that game, not a
promise. A game with its own players says their words in the game its options set
(``GameAI.level_words``); a game of reflexes alone says how fast and how sure the reflexes
are; every other game is played by the search, whose words take their figures from its levels
(``ismcts.LEVELS``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .agents import reflex_game
from .games import GAMES_AI
from .ismcts import LEVELS
from .phrases import Phrase, phrase

REFLEXES = {
    "facil": phrase("Easy: reacts slowly, and slips now and then"),
    "normal": phrase("Normal: reacts at a quick player's pace"),
    "dificil": phrase("Hard: reacts fast and almost never slips"),
}


def search_words(level: str) -> Phrase:
    budget = LEVELS[level]
    deals, every = budget.iterations, round(1 / budget.slip) if budget.slip else 0
    if level == "facil":
        return phrase("Easy: tries {n} possible deals before each move, and in one move in {k} "
                      "plays another at random", n=deals, k=every)
    if level == "normal":
        return phrase("Normal: tries {n} possible deals before each move, and in one move in "
                      "{k} plays another at random", n=deals, k=every)
    return phrase("Hard: thinks over each move by playing it out in {n} possible deals",
                  n=deals)


def level_words(game_id: str, level: str,
                options: Mapping[str, Any] | None = None) -> Phrase | None:
    """How ``level`` plays ``game_id`` with ``options`` (None: the base game); None for a
    level the game does not have."""
    entry = GAMES_AI.get(game_id)
    if entry is not None and entry.level_words is not None:
        return entry.level_words(level, options or {})
    if level not in LEVELS:
        return None
    if reflex_game(game_id):  # every move a press: the level is its reflexes
        return REFLEXES[level]
    return search_words(level)
