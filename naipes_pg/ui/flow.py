"""What comes after the table's reports: the app opens the next scene on the scene stack.

The table (``ui/table``) reports what happened through ``table.reports.TableReports``; this
is the app's side of it, the one place that knows which scene follows which report.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .scenes.curtain import CurtainScene
from .scenes.export import ExportScene
from .scenes.hand_log import LogScene
from .scenes.pause import PauseScene
from .scenes.results import HandResultScene, ResultsScene


class Flow:
    """The app's answer to the table's reports (a ``TableReports``)."""

    def __init__(self, app: Any) -> None:
        self.app = app

    def hand_over(self, title: str, rows: Sequence[Sequence[Any]],
                  on_closed: Callable[[], Any]) -> None:
        self.app.stack.push(HandResultScene(self.app, title, rows, on_closed))

    def match_over(self, summary: dict[str, Any]) -> None:
        self.app.stack.push(ResultsScene(self.app, summary))

    def pause_asked(self, table: Any) -> None:
        self.app.stack.push(PauseScene(self.app, table))

    def seat_taken(self, name: str, open_table: Callable[[], Any]) -> None:
        self.app.stack.push(CurtainScene(self.app, name, open_table))

    def export_asked(self, record: dict[str, Any]) -> None:
        self.app.stack.push(ExportScene(self.app, record))

    def log_asked(self, lines: Sequence[str]) -> None:
        self.app.stack.push(LogScene(self.app, lines))
