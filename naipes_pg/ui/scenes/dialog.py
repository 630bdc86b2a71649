"""A small question over the current scene: Yes or No, with No focused and Esc meaning No.

It guards the buttons that throw something away (starting a match again over the one in
progress), so a stray Enter never loses a match: the safe answer is the one under the focus.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ...i18n import _
from .. import theme
from ..widgets import Widget
from . import FormScene, dim, fit_size, overlay_panel, px, title_text


class ConfirmScene(FormScene):
    transparent = True

    def __init__(self, app, question: str, detail: str, on_yes: Callable[[], Any]) -> None:
        self.question, self.detail, self.on_yes = question, detail, on_yes
        super().__init__(app)
        self.form.focus = self.form.widgets.index(self.no_button)

    def build(self) -> list[Widget]:
        self.yes_button = self.button(_("Yes"), self.accept)
        self.no_button = self.button(_("No"), self.back)
        return [self.yes_button, self.no_button]

    def accept(self) -> None:
        self.app.stack.pop()
        self.on_yes()

    def layout(self) -> None:
        w, h = self.app.size
        k = self.app.k
        width = min(w - int(40 * k), int(620 * k))
        self.lines = theme.wrap(self.detail, px(21, k), width - int(60 * k))
        line_h = theme.font(px(21, k)).get_linesize()
        bh = int(56 * k)
        height = int(110 * k) + len(self.lines) * line_h + int(30 * k) + bh + int(28 * k)
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (w // 2, h // 2)
        bw, gap = int(180 * k), int(28 * k)
        left = self.panel.centerx - bw - gap // 2
        for i, button in enumerate((self.yes_button, self.no_button)):
            button.rect = pygame.Rect(left + i * (bw + gap), self.panel.bottom - int(28 * k) - bh,
                                      bw, bh)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 120)
        k = self.app.k
        overlay_panel(surface, self.panel, k)
        size = fit_size(self.question, int(40 * k), self.panel.width - int(40 * k), "title")
        y = title_text(surface, self.question, size,
                       (self.panel.centerx, self.panel.y + int(24 * k)), anchor="midtop").bottom
        y += int(20 * k)
        for line in self.lines:
            theme.text(surface, line, px(21, k), (self.panel.centerx, y), color=theme.INK,
                       anchor="midtop")
            y += theme.font(px(21, k)).get_linesize()
        self.draw_widgets(surface)
