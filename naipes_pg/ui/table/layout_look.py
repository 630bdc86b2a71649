"""A closer look at one place of the table, asked of the layout while the pointer rests on it
(or the keys aim a card at it): the cards it holds, spread out where a pile shows only its
top, a line or two on what they are worth, and a sign on other places that make that worth
(Piles' + and − neighbours). ``Layout.look`` answers None where there is nothing more to see.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...cards import Card


@dataclass(frozen=True)
class Look:
    """What a closer look at a place shows: ``cards`` spread out (bottom first), ``lines``
    of words, and ``marks``: (zone, sign) for the other places that count, the sign a short
    text drawn on them ("+", "−"). ``clear_of``: places the look must not cover (a grid of
    piles whose figures are read together): it is shown beside them, not over them."""

    cards: tuple[Card, ...]
    lines: tuple[str, ...] = ()
    marks: tuple[tuple[str, str], ...] = ()
    clear_of: tuple[str, ...] = ()


class LookHooks:
    """The hook the table asks for a closer look; by default there is none."""

    def look(self, zone: str, cards: Sequence[Card | None], info: dict[str, Any]) -> Look | None:
        """What a closer look at ``zone`` shows (its ``cards`` as the viewer sees them, None
        face down; ``info``: the view's figures), or None: nothing more than the table shows."""
        return None

