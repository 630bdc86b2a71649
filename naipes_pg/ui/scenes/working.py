"""A panel over the current scene while a long job runs in its worker process ("Looking for a
deal that can be won…"), and a panel that gives an answer with a few buttons.

The window keeps drawing and answering while the job works; Esc or Cancel ends the job.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...i18n import _
from ..widgets import Widget
from ..worker import Job
from .dialog import Panel

DOTS = 0.4  # seconds between the steps of the dots that say it is working


class WorkingScene(Panel):
    """``job`` runs while this panel shows ``title``; once it is done the panel goes and
    ``on_done(job)`` is called (not when the player cancels)."""

    def __init__(self, app, title: str, detail: str, job: Job,
                 on_done: Callable[[Job], Any]) -> None:
        self.title, self.base_detail, self.job, self.on_done = title, detail, job, on_done
        self.detail = detail
        self.waited = 0.0
        super().__init__(app)

    def build(self) -> list[Widget]:
        self.cancel_button = self.button(_("Cancel"), self.back)
        return [self.cancel_button]

    def panel_buttons(self) -> list[Widget]:
        return [self.cancel_button]

    def back(self) -> None:
        self.job.cancel()
        super().back()

    def update(self, dt: float) -> None:
        self.waited += dt
        self.title = self.title.rstrip(".…") + "." * (1 + int(self.waited / DOTS) % 3)
        if self.job.poll():
            if self.app.stack.top is self:
                self.app.stack.pop()
            self.on_done(self.job)


class AnswerScene(Panel):
    """An answer: ``title``, ``detail`` and buttons ``(label, action)``; the last one closes
    the panel without doing anything else (Esc does the same)."""

    def __init__(self, app, title: str, detail: str,
                 actions: Sequence[tuple[str, Callable[[], Any] | None]]) -> None:
        self.title, self.detail, self.actions = title, detail, list(actions)
        super().__init__(app)

    def build(self) -> list[Widget]:
        self.action_buttons = [self.button(label, lambda act=act: self._choose(act))
                               for label, act in self.actions]
        return self.action_buttons

    def panel_buttons(self) -> list[Widget]:
        return self.action_buttons

    def _choose(self, act: Callable[[], Any] | None) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()
        if act is not None:
            act()

