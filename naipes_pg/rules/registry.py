"""GAMES: game id → its rules class, in menu order. Adding a game is one line in GAME_CLASSES.

The AI's part of each game is registered in ``ai/games.py`` and the table's in
``ui/table/layouts/__init__.py``, one line per game each (docs/adding-a-game.md).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..cards import Card
from .base import Game, GameSpec, OptionError
from .brisca import Brisca
from .chinchon import Chinchon
from .cinquillo import Cinquillo
from .cuatro_ases import CuatroAses
from .el_nueve import ElNueve
from .escoba import Escoba
from .granja import Granja
from .nervioso import Nervioso
from .piles import Piles
from .ronda_marroqui import RondaMarroqui
from .ronda_robada import RondaRobada
from .siete_y_media import SieteYMedia
from .solitario_espanol import SolitarioEspanol
from .truco import Truco
from .veneno import Veneno

# The rules class of every game, in menu order; one line per game.
GAME_CLASSES: tuple[type[Game], ...] = (
    RondaRobada,
    RondaMarroqui,
    Veneno,
    Granja,
    Escoba,
    Brisca,
    Piles,
    Truco,
    Chinchon,
    Cinquillo,
    SieteYMedia,
    Nervioso,
    CuatroAses,
    ElNueve,
    SolitarioEspanol,
)

GAMES: dict[str, type[Game]] = {cls.spec.id: cls for cls in GAME_CLASSES}


def register(cls: type[Game]) -> None:
    """Add a game (a test's own) after the others; its id must be new."""
    if cls.spec.id in GAMES:
        raise OptionError(f"game {cls.spec.id!r} is already registered")
    GAMES[cls.spec.id] = cls


def unregister(game_id: str) -> None:
    """Take back a game ``register`` added."""
    del GAMES[game_id]


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
