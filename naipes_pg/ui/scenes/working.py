"""A panel over the current scene while a long job runs in its worker process ("Looking for a
deal that can be won…"), and a panel that gives an answer with a few buttons.

The window keeps drawing and answering while the job works; Esc or Cancel ends the job.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from ...i18n import _
from .. import theme
from ..widgets import Widget
from ..worker import Job
from . import FormScene, dim, fit_size, overlay_panel, px, title_text

DOTS = 0.4  # seconds between the steps of the dots that say it is working


class _Panel(FormScene):
    """A centred panel: a title, a few lines of words and a row of buttons."""

    transparent = True
    title = ""
    detail = ""

    def panel_buttons(self) -> list[Widget]:
        return []

    def layout(self) -> None:
        w, h = self.app.size
        k = self.app.k
        width = min(w - int(40 * k), int(640 * k))
        self.lines = theme.wrap(self.detail, px(21, k), width - int(60 * k))
        line_h = theme.font(px(21, k)).get_linesize()
        bh = int(56 * k)
        height = int(110 * k) + len(self.lines) * line_h + int(30 * k) + bh + int(28 * k)
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (w // 2, h // 2)
        buttons = self.panel_buttons()
        gap = int(24 * k)
        font = theme.font(int(22 * k), "bold")
        widths = [max(int(160 * k), font.size(b.label)[0] + int(40 * k)) for b in buttons]
        left = self.panel.centerx - (sum(widths) + gap * (len(buttons) - 1)) // 2
        for button, bw in zip(buttons, widths, strict=True):
            button.rect = pygame.Rect(left, self.panel.bottom - int(28 * k) - bh, bw, bh)
            left += bw + gap

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 120)
        k = self.app.k
        overlay_panel(surface, self.panel, k)
        size = fit_size(self.title, int(36 * k), self.panel.width - int(40 * k), "title")
        y = title_text(surface, self.title, size,
                       (self.panel.centerx, self.panel.y + int(24 * k)), anchor="midtop").bottom
        y += int(20 * k)
        for line in self.lines:
            theme.text(surface, line, px(21, k), (self.panel.centerx, y), color=theme.INK,
                       anchor="midtop")
            y += theme.font(px(21, k)).get_linesize()
        self.draw_widgets(surface)


class WorkingScene(_Panel):
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


class AnswerScene(_Panel):
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

