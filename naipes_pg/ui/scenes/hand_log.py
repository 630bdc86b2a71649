"""The hand's log over the table: every move of the hand so far in words, the newest at the
foot, as the story told them (``ui/table/story.py``). Opened with L or the "Moves (L)" button;
L, Esc, Enter or "Close" go back to the table. The arrows and the wheel scroll a long hand."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ...i18n import _
from .. import theme
from ..widgets import Widget
from . import FormScene, dim, overlay_panel, title_text

CLOSING_KEYS = (pygame.K_l, pygame.K_RETURN, pygame.K_KP_ENTER)


class LogScene(FormScene):
    transparent = True

    def __init__(self, app, lines: Sequence[str]) -> None:
        self.lines = list(lines)
        self.scroll = 0  # lines hidden under the foot (0: the newest in view)
        super().__init__(app)

    def build(self) -> list[Widget]:
        self.close_button = self.button(_("Close (L)"), self.back)
        return [self.close_button]

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in CLOSING_KEYS:
            self.back()
            return True
        if event.key in (pygame.K_UP, pygame.K_PAGEUP, pygame.K_DOWN, pygame.K_PAGEDOWN):
            step = self.rows_shown if event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN) else 1
            self._scroll(step if event.key in (pygame.K_UP, pygame.K_PAGEUP) else -step)
            return True
        return False

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.MOUSEWHEEL:
            self._scroll(event.y * 3)
            return None
        return super().process_event(event)

    def _scroll(self, by: int) -> None:
        most = max(0, len(self.wrapped) - self.rows_shown)
        self.scroll = max(0, min(most, self.scroll + by))

    def layout(self) -> None:
        w, h = self.app.size
        k = self.app.k
        self.size = max(13, int(19 * k))
        self.panel = pygame.Rect(0, 0, min(w - int(24 * k), int(760 * k)), h - int(48 * k))
        self.panel.center = (w // 2, h // 2)
        self.text_w = self.panel.w - int(60 * k)
        indent = int(18 * k)  # a sentence's further lines stand in, so each starts clear
        self.indent = indent
        self.wrapped = [(n, line if i == 0 else "\t" + line)
                        for n, text in enumerate(self.lines)
                        for i, line in enumerate(theme.wrap(text, self.size,
                                                            self.text_w - indent))]
        bold = theme.font(int(22 * k), "bold")
        button_h = max(int(48 * k), bold.get_linesize() + int(16 * k))
        self.close_button.rect = pygame.Rect(0, 0, max(int(220 * k), bold.size(
            self.close_button.label)[0] + int(40 * k)), button_h)
        self.close_button.rect.midbottom = (self.panel.centerx, self.panel.bottom - int(18 * k))
        self.top = self.panel.y + int(30 * k) + theme.line_height(int(40 * k), "title")
        self.hint_size = max(12, int(15 * k))
        hint_h = theme.font(self.hint_size).get_linesize()
        room = self.close_button.rect.top - int(14 * k) - hint_h - self.top  # the hint's line
        self.line_h = theme.font(self.size).get_linesize()
        self.rows_shown = max(1, room // self.line_h)
        self.scroll = min(self.scroll, max(0, len(self.wrapped) - self.rows_shown))

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 150)
        k = self.app.k
        overlay_panel(surface, self.panel, k)
        title_text(surface, _("Moves of this hand"), int(40 * k),
                   (self.panel.centerx, self.panel.y + int(18 * k)), anchor="midtop")
        if not self.wrapped:
            theme.text(surface, _("Nothing has happened yet in this hand."), self.size,
                       (self.panel.centerx, self.top), color=theme.INK_DIM, anchor="midtop")
        end = len(self.wrapped) - self.scroll
        shown = self.wrapped[max(0, end - self.rows_shown):end]
        newest = len(self.lines) - 1
        x = self.panel.x + int(30 * k)
        for row, (n, line) in enumerate(shown):
            colour = theme.INK if n == newest else theme.INK_DIM
            more = line.startswith("\t")
            theme.text(surface, line.lstrip("\t"), self.size,
                       (x + (self.indent if more else 0), self.top + row * self.line_h),
                       color=colour)
        if self.scroll or end - self.rows_shown > 0:
            hint = _("Up and Down: earlier moves")
            theme.text(surface, hint, self.hint_size,  # over the button, under the lines
                       (self.panel.centerx, self.close_button.rect.top - int(8 * k)),
                       color=theme.INK_DIM, anchor="midbottom")
        self.draw_widgets(surface, primary=(self.close_button,))
