"""Per-game layout adapters: ``layout_for(game_id)``; unknown games get the generic table."""

from __future__ import annotations

from importlib import import_module

from ..layout import Layout

# game id → "module:Class" under this package; one line per game.
LAYOUTS = {
    "ronda-robada": "ronda_robada:RondaRobadaLayout",
    "ronda-marroqui": "ronda_marroqui:RondaMarroquiLayout",
    "escoba": "escoba:EscobaLayout",
    "veneno": "veneno:VenenoLayout",
    "granja": "granja:GranjaLayout",
    "nervioso": "nervioso:NerviosoLayout",
    "cuatro-ases": "cuatro_ases:CuatroAsesLayout",
    "el-nueve": "el_nueve:ElNueveLayout",
    "solitario-espanol": "solitario_espanol:SolitarioEspanolLayout",
    "brisca": "brisca:BriscaLayout",
}


def layout_for(game_id: str) -> Layout:
    path = LAYOUTS.get(game_id)
    if path is None:
        return Layout()
    module, name = path.split(":")
    return getattr(import_module(f"{__package__}.{module}"), name)()
