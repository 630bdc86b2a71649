"""The set-up screen's look: where its two columns, headings and buttons go, and how its rows
are drawn. ``SetupScene`` (setup.py) keeps the choices and what they change."""

from __future__ import annotations

from typing import Any

import pygame

from ...i18n import _, game_name, language
from ...rules.base import GameSpec
from .. import theme
from ..match import SeatSetup
from ..widgets import Choice, Form, TextField, Widget, draw_button
from . import MUTED, N_, draw_primary, draw_text_field, fit_size, plate, px, title_text

# a computer's level alone, where "Computer — Normal" would not fit its seat at the player's
# text size (the seat's dark badge says it is the computer's)
LEVEL_WORDS = {"facil": N_("Easy"), "normal": N_("Normal"), "dificil": N_("Hard")}
WIDEST_LEFT = 56  # per cent of the panel the options may take when their words need it


class SetupLayout:
    """The layout and drawing half of the set-up screen, mixed into ``SetupScene``."""

    app: Any
    form: Form
    clock: float
    spec: GameSpec
    values: dict[str, Any]
    players: int
    solo: bool
    seats: list[SeatSetup]
    columns: tuple[list[Widget], list[Widget]]
    seat_rows: list[tuple[Choice, TextField]]
    deal_field: TextField | None
    start_button: Widget
    bottom: list[Widget]

    # -- layout -------------------------------------------------------------------------------

    def layout(self) -> None:
        w, h = self.app.size
        k = self.app.k
        margin, pad = int(24 * k), int(28 * k)
        width = min(w - 2 * margin, int(1180 * k))
        described = self.spec.summary(language(), {**self.values, "players": self.players})
        self.summary = theme.wrap(described, px(19, k), width - 2 * pad)[:3]
        line = theme.line_height(px(19, k))
        self.title_h = max(int(64 * k), theme.line_height(int(50 * k), "title"))
        self.heading_h = max(int(42 * k), theme.line_height(int(24 * k), "bold") + int(10 * k))
        header = self.title_h + len(self.summary) * line + int(26 * k) + self.heading_h
        footer = int(40 * k) + int(56 * k)
        left, _right = self.columns
        low, high = self.spec.players
        right_rows = len(_right) if self.solo else high + (1 if low < high else 0)
        rows = max(len(left), right_rows)  # the most seats, always
        room = h - 2 * margin - 2 * int(20 * k) - header - footer
        least = theme.line_height(int(22 * k)) + max(6, int(12 * k))  # the words of a row
        row = max(int(40 * k), least, min(int(60 * k), room // max(rows, 1)))
        height = min(h - 2 * margin, 2 * int(20 * k) + header + rows * row + footer)
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (w // 2, h // 2)
        self.inner = inner = self.panel.inflate(-2 * pad, -2 * int(20 * k))
        self.headings_y = inner.top + header - self.heading_h
        self._layout_columns(inner.top + header, row, row - max(6, int(12 * k)))
        bw, bh, gap = int(210 * k), int(56 * k), int(24 * k)
        order = (self.bottom[2], self.bottom[1], self.bottom[0])  # Back, Rules, Start
        total = 3 * bw + 2 * gap
        for i, button in enumerate(order):
            button.rect = pygame.Rect(inner.centerx - total // 2 + i * (bw + gap),
                                      inner.bottom - bh, bw, bh)
        self.hint_y = inner.bottom - bh - int(12 * k)

    def _layout_columns(self, top: int, row: int, height: int) -> None:
        k = self.app.k
        inner = self.inner
        left, right = self.columns
        gap = int(48 * k)
        left_w = (inner.width - gap) * 45 // 100 if left else 0
        if left:  # an option's label and value side by side at the player's text size
            needed = max(self._row_width(w, k) for w in left)
            left_w = max(left_w, min(needed, (inner.width - gap) * WIDEST_LEFT // 100))
        right_w = inner.width - left_w - (gap if left else 0)
        self.left_x, self.right_x = inner.x, inner.right - right_w
        self.left_w, self.right_w = left_w, right_w
        for i, widget in enumerate(left):
            widget.rect = pygame.Rect(inner.x, top + i * row, left_w, height)
        y = top
        named = max((theme.font(int(21 * k)).size(f.value)[0] for _kind, f in self.seat_rows),
                    default=0) + int(28 * k) + 2  # the longest name at its size
        name_w = min(max(min(int(230 * k), right_w * 2 // 5), named), right_w // 2)
        fields = {id(kind): field for kind, field in self.seat_rows}
        for widget in right:
            if widget is self.deal_field:
                label_w = theme.font(int(22 * k), "bold").size(widget.label)[0] + int(24 * k)
                widget.rect = pygame.Rect(self.right_x + label_w, y, right_w - label_w, height)
                y += row
                continue
            if isinstance(widget, TextField):
                continue
            if id(widget) in fields:
                x = self.right_x + int(50 * k)
                widget.rect = pygame.Rect(x, y, right_w - name_w - int(62 * k), height)
                fields[id(widget)].rect = pygame.Rect(self.right_x + right_w - name_w, y,
                                                      name_w, height)
            else:
                widget.rect = pygame.Rect(self.right_x, y, right_w, height)
            y += row

    @staticmethod
    def _row_width(widget: Widget, k: float) -> int:
        """The width an option's row takes with its label and value at their size."""
        size, pad = int(22 * k), int(18 * k)
        value = widget.value_text()
        label = theme.font(size, "sans" if value else "bold").size(widget.label)[0]
        return label + (theme.font(size, "bold").size(value)[0] + pad if value else 0) + 3 * pad

    # -- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        theme.felt(surface)
        k = self.app.k
        theme.panel(surface, self.panel, radius=int(18 * k))
        name = game_name(self.spec)
        size = fit_size(name, int(50 * k), self.inner.width, "title")
        title_text(surface, name, size, (self.inner.centerx, self.inner.top), anchor="midtop")
        y = self.inner.top + self.title_h
        for line in self.summary:
            theme.text(surface, line, px(19, k), (self.inner.centerx, y), color=theme.INK_DIM,
                       anchor="midtop")
            y += theme.font(px(19, k)).get_linesize()
        left, right = self.columns
        for x, width, words, shown in ((self.left_x, self.left_w, _("The game"), left),
                                       (self.right_x, self.right_w,
                                        _("Dealing") if self.solo else _("Who plays"), True)):
            if shown:
                theme.text(surface, words, int(24 * k), (x, self.headings_y), color=theme.GOLD,
                           kind="bold")
                y = self.headings_y + self.heading_h - int(10 * k)
                pygame.draw.line(surface, theme.FELT_LIGHT, (x, y), (x + width, y),
                                 max(1, int(2 * k)))
        self._draw_rows(surface, k)
        hint = getattr(self.form.focused, "hint", "")
        if hint:
            size = fit_size(hint, px(19, k), self.inner.width)
            theme.text(surface, hint[:1].upper() + hint[1:], size,
                       (self.inner.centerx, self.hint_y), color=theme.INK_DIM,
                       anchor="midbottom")

    def _draw_rows(self, surface: pygame.Surface, k: float) -> None:
        kinds = {id(kind): i for i, (kind, _f) in enumerate(self.seat_rows)}
        for i, widget in enumerate(self.form.widgets):
            focused = i == self.form.focus
            if widget is self.start_button:
                draw_primary(surface, widget, k, focused=focused)
            elif isinstance(widget, TextField):
                if widget is self.deal_field:
                    theme.text(surface, widget.label, int(22 * k),
                               (self.right_x, widget.rect.centery), kind="bold",
                               anchor="midleft")
                draw_text_field(surface, widget, k, focused=focused, blink=self.clock)
            elif id(widget) in kinds:
                seat = kinds[id(widget)]
                draw_badge(surface, seat + 1, widget.rect, k, human=self.seats[seat].human)
                level = LEVEL_WORDS.get(widget.value)
                draw_value_choice(surface, widget, k, focused=focused,
                                  shorter=_(level) if level else None)
            else:
                draw_button(surface, widget, k, focused=focused)


def draw_badge(surface: pygame.Surface, number: int, row: pygame.Rect, k: float, *,
               human: bool) -> None:
    """The seat number in a disc left of its row: red for a person, dark for the computer."""
    radius = int(19 * k)
    centre = (row.x - int(10 * k) - radius, row.centery)
    pygame.draw.circle(surface, theme.RED if human else theme.FELT_DARK, centre, radius)
    pygame.draw.circle(surface, theme.GOLD, centre, radius, max(1, int(2 * k)))
    theme.text(surface, str(number), int(20 * k), centre, kind="bold", anchor="center")


def draw_value_choice(surface: pygame.Surface, widget: Choice, k: float, *,
                      focused: bool, shorter: str | None = None) -> None:
    """A choice showing only its value, centred between two arrows; said ``shorter`` where
    the whole value would not fit at its size."""
    rect = widget.value_rect = widget.rect
    plate(surface, rect, k, theme.BUTTON_HOVER if focused else theme.BUTTON, focused=focused)
    pad = int(16 * k)
    value = widget.options[widget.index][1]
    room = rect.width - 4 * pad  # clear of the arrows at each end
    if shorter and theme.font(int(21 * k), "bold").size(value)[0] > room:
        value = shorter
    size = fit_size(value, int(21 * k), room, "bold")
    theme.text(surface, value, size, rect.center, color=theme.BUTTON_TEXT, kind="bold",
               anchor="center")
    for anchor, x, arrow in (("midleft", rect.x + pad, "‹"), ("midright", rect.right - pad, "›")):
        theme.text(surface, arrow, int(28 * k), (x, rect.centery - int(2 * k)), color=MUTED,
                   kind="bold", anchor=anchor)
