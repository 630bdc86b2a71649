"""Brisca and Tute's calls whose words depend on their data (RULES.md 13): the entry of
rules/announcements.py that says a cante or a trump exchange, chosen from what was called.
Pure Python: no pygame here."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..cards import CardError, parse

SUIT_WORDS = {"o": "oros", "c": "copas", "e": "espadas", "b": "bastos"}


def cante_words(data: Mapping[str, Any]) -> str | None:
    """A cante says its points, and a twenty its suit: "¡Veinte en oros!", "¡Las cuarenta!"."""
    if data.get("points") == 40:
        return "cantar_40"
    suit = SUIT_WORDS.get(str(data.get("suit")))
    return f"veinte_en_{suit}" if data.get("points") == 20 and suit else None


def exchange_words(data: Mapping[str, Any]) -> str | None:
    """A trump exchange says the card given: "¡Cambio el siete!", "¡Cambio el dos!"."""
    try:
        rank = parse(str(data.get("gave"))).rank
    except CardError:
        return None
    return {7: "cambio_siete", 2: "cambio_dos"}.get(rank)


# announcement kind → the entry that says it, from the call's data
WORDS_BY_DATA: dict[str, Callable[[Mapping[str, Any]], str | None]] = {
    "cante": cante_words,
    "cambio_triunfo": exchange_words,
}
