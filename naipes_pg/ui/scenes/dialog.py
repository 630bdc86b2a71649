"""Small panels over the current scene, laid out by one ``Panel``: the Yes-or-No question that
guards the buttons that throw something away (starting a match again over the one in
progress), with No focused and Esc meaning No, so a stray Enter never loses a match; and the
solver's panels (scenes/working.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ...i18n import _
from .. import theme
from ..widgets import Widget
from . import FormScene, dim, fit_size, overlay_panel, px, title_text


class Panel(FormScene):
    """A centred panel over the scene below: a title, a few lines of words and a row of
    buttons sized to their words."""

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
        gap = int(28 * k)
        font = theme.font(int(22 * k), "bold")
        widths = [max(int(180 * k), font.size(b.label)[0] + int(40 * k)) for b in buttons]
        left = self.panel.centerx - (sum(widths) + gap * (len(buttons) - 1)) // 2
        for button, bw in zip(buttons, widths, strict=True):
            button.rect = pygame.Rect(left, self.panel.bottom - int(28 * k) - bh, bw, bh)
            left += bw + gap

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 120)
        k = self.app.k
        overlay_panel(surface, self.panel, k)
        size = fit_size(self.title, int(40 * k), self.panel.width - int(40 * k), "title")
        y = title_text(surface, self.title, size,
                       (self.panel.centerx, self.panel.y + int(24 * k)), anchor="midtop").bottom
        y += int(20 * k)
        for line in self.lines:
            theme.text(surface, line, px(21, k), (self.panel.centerx, y), color=theme.INK,
                       anchor="midtop")
            y += theme.font(px(21, k)).get_linesize()
        self.draw_widgets(surface)


class ConfirmScene(Panel):
    def __init__(self, app, question: str, detail: str, on_yes: Callable[[], Any]) -> None:
        self.title, self.detail, self.on_yes = question, detail, on_yes
        super().__init__(app)
        self.form.focus = self.form.widgets.index(self.no_button)

    def build(self) -> list[Widget]:
        self.yes_button = self.button(_("Yes"), self.accept)
        self.no_button = self.button(_("No"), self.back)
        return [self.yes_button, self.no_button]

    def panel_buttons(self) -> list[Widget]:
        return [self.yes_button, self.no_button]

    def accept(self) -> None:
        self.app.stack.pop()
        self.on_yes()
