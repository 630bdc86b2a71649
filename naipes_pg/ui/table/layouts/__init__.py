"""Per-game layout adapters: ``layout_for(game_id)``; unknown games get the generic table.

The table's part of the game registration (docs/adding-a-game.md): one line per game in
``LAYOUTS``, its adapter by a real import.
"""

from __future__ import annotations

from ..layout import Layout
from .brisca import BriscaLayout
from .chinchon import ChinchonLayout
from .cinquillo import CinquilloLayout
from .cuatro_ases import CuatroAsesLayout
from .el_nueve import ElNueveLayout
from .escoba import EscobaLayout
from .granja import GranjaLayout
from .nervioso import NerviosoLayout
from .piles import PilesLayout
from .ronda_marroqui import RondaMarroquiLayout
from .ronda_robada import RondaRobadaLayout
from .siete_y_media import SieteYMediaLayout
from .solitario_espanol import SolitarioEspanolLayout
from .truco import TrucoLayout
from .veneno import VenenoLayout

# game id → its layout adapter; one line per game.
LAYOUTS: dict[str, type[Layout]] = {
    "ronda-robada": RondaRobadaLayout,
    "ronda-marroqui": RondaMarroquiLayout,
    "escoba": EscobaLayout,
    "veneno": VenenoLayout,
    "granja": GranjaLayout,
    "nervioso": NerviosoLayout,
    "cuatro-ases": CuatroAsesLayout,
    "el-nueve": ElNueveLayout,
    "solitario-espanol": SolitarioEspanolLayout,
    "brisca": BriscaLayout,
    "piles": PilesLayout,
    "truco": TrucoLayout,
    "chinchon": ChinchonLayout,
    "cinquillo": CinquilloLayout,
    "siete-y-media": SieteYMediaLayout,
}


def register(game_id: str, layout: type[Layout]) -> None:
    """Add a game's adapter (a test's own game); its id must be new."""
    if game_id in LAYOUTS:
        raise ValueError(f"game {game_id!r} already has a layout")
    LAYOUTS[game_id] = layout


def unregister(game_id: str) -> None:
    """Take back an adapter ``register`` added."""
    del LAYOUTS[game_id]


def layout_for(game_id: str) -> Layout:
    return LAYOUTS.get(game_id, Layout)()
