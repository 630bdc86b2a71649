"""GAMES: game id → its class. Adding a game is one line in GAME_CLASSES."""

from __future__ import annotations

from collections.abc import Sequence
from importlib import import_module
from typing import Any

from ..cards import Card
from .base import Game, GameSpec, OptionError

# "module:Class" under naipes_pg.rules, in menu order; one line per game.
GAME_CLASSES = (
    "ronda_robada:RondaRobada",
    "ronda_marroqui:RondaMarroqui",
    "veneno:Veneno",
    "granja:Granja",
    "escoba:Escoba",
    "brisca:Brisca",
    "nervioso:Nervioso",
    "cuatro_ases:CuatroAses",
    "el_nueve:ElNueve",
    "solitario_espanol:SolitarioEspanol",
)


def _load(path: str) -> type[Game]:
    module, name = path.split(":")
    return getattr(import_module(f"{__package__}.{module}"), name)


GAMES: dict[str, type[Game]] = {cls.spec.id: cls for cls in map(_load, GAME_CLASSES)}


def get_spec(game_id: str) -> GameSpec:
    return game_class(game_id).spec


def game_class(game_id: str) -> type[Game]:
    try:
        return GAMES[game_id]
    except KeyError:
        known = ", ".join(GAMES)
        raise OptionError(f"unknown game {game_id!r} (games: {known})") from None


def new_game(
    game_id: str,
    options: dict[str, Any] | None = None,
    seed: int = 0,
    *,
    variant: str | None = None,
    decks: Sequence[Sequence[Card | str]] | None = None,
    first_dealer: int | None = None,
) -> Game:
    """A new match of ``game_id`` (``decks`` and ``first_dealer``: see ``Game.__init__``)."""
    cls = game_class(game_id)
    return cls(options, seed, variant=variant, decks=decks, first_dealer=first_dealer)
