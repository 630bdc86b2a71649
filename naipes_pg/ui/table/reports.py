"""What the table tells the app: what happened that another scene must follow.

The table never opens a scene itself. When a hand or the match is over, a pause or the hand's
log is asked for, another person must take the seat, or a watched match is to be exported, it
reports so to a ``TableReports`` it was given, and the app (``ui/flow.py``) decides what comes
next.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol


class TableReports(Protocol):
    def hand_over(self, title: str, rows: Sequence[Sequence[Any]],
                  on_closed: Callable[[], Any]) -> None:
        """A hand is over: its figures are shown; ``on_closed`` once the player has read them."""

    def match_over(self, summary: dict[str, Any]) -> None:
        """The match is over: its results are shown."""

    def pause_asked(self, table: Any) -> None:
        """The player asked for the pause, over ``table``."""

    def seat_taken(self, name: str, open_table: Callable[[], Any]) -> None:
        """Another person (``name``) must take the seat: ``open_table`` once he has."""

    def export_asked(self, record: dict[str, Any]) -> None:
        """A watched match is to be written to a file."""

    def log_asked(self, lines: Sequence[str]) -> None:
        """The player asked for the hand's log: ``lines``, the oldest first."""
