"""Hot-seat: several people share one computer. The computers play to a table that shows no
one's hand; before a person's turn the table reports that he must take the seat, and it shows
his side only once he has (the app hangs a curtain in between)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .board import Board
from .parts import Seats
from .reports import TableReports


class HotSeat:
    def __init__(self, match: Any, seats: Seats, board: Board, reports: TableReports,
                 turn_to: Callable[[], None]) -> None:
        self.match = match
        self.seats = seats
        self.board = board
        self.reports = reports
        self.turn_to = turn_to  # the table laid out again from the new bottom seat

    def hide_hands(self) -> None:
        """The computers play to a table that shows no one's hand, since the next person may
        already be sitting in front of it; his curtain comes before his turn."""
        self.seats.viewer = None
        self.board.rebuild()

    def hand_over_to(self, seat: int) -> None:
        """Hide everything, then show the table from ``seat``'s side once he has sat down."""
        def open_table() -> None:
            self.seats.viewer = self.seats.bottom = seat
            self.turn_to()
            self.board.rebuild()

        self.hide_hands()
        self.reports.seat_taken(self.match.name(seat), open_table)
