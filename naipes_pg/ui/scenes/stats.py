"""Statistics: per game, a table of each variant and person's finished matches.

A choice at the top picks the game (the one played last first); the table under it shows
played, won, win %, the current and best streak, best time and fewest moves for the
solitaires, and (beside, not taken from the played) the matches where undo, a hint or the
solver was used. Esc or Back returns to the menu.
"""

from __future__ import annotations

import pygame

from ...i18n import _, game_name
from ...records import Stats
from ...rules.registry import GAMES
from .. import theme
from ..table.solo import clock_text
from ..widgets import Widget, draw_button
from . import FormScene, fit_size, px, title_text
from .setup import VARIANT_LABELS

ROW_LINE = (60, 130, 90)


class StatsScene(FormScene):
    def __init__(self, app) -> None:
        self.games = [g for g in app.records.games() if g in GAMES]
        self.game = self.games[0] if self.games else None
        self.rows: list[Stats] = []
        super().__init__(app)
        self._read()

    def _read(self) -> None:
        self.rows = self.app.records.stats(self.game) if self.game else []

    # -- widgets ------------------------------------------------------------------------------

    def build(self) -> list[Widget]:
        widgets: list[Widget] = []
        self.game_choice = None
        if self.games:
            options = [(g, game_name(GAMES[g].spec)) for g in self.games]
            self.game_choice = self.choice(_("Game"), options, self.game, self.set_game)
            widgets.append(self.game_choice)
        self.back_button = self.button(_("Back"), self.back)
        return widgets + [self.back_button]

    def set_game(self, game: str) -> None:
        self.game = game
        self._read()

    # -- layout -------------------------------------------------------------------------------

    def layout(self) -> None:
        w, h = self.app.size
        k = self.app.k
        self.panel = pygame.Rect(0, 0, min(w - int(40 * k), int(1160 * k)), h - int(48 * k))
        self.panel.center = (w // 2, h // 2)
        inner = self.panel.inflate(-2 * int(36 * k), 0)
        top = self.panel.y + int(96 * k)
        if self.game_choice is not None:
            self.game_choice.rect = pygame.Rect(0, top, min(inner.width, int(620 * k)),
                                                int(54 * k))
            self.game_choice.rect.centerx = inner.centerx
            top = self.game_choice.rect.bottom + int(24 * k)
        self.back_button.rect = pygame.Rect(0, 0, int(220 * k), int(54 * k))
        self.back_button.rect.midbottom = (inner.centerx, self.panel.bottom - int(22 * k))
        self.table = pygame.Rect(inner.x, top, inner.width,
                                 self.back_button.rect.top - int(20 * k) - top)

    # -- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        theme.felt(surface)
        k = self.app.k
        theme.panel(surface, self.panel, radius=int(18 * k))
        title_text(surface, _("Statistics"), int(48 * k),
                   (self.panel.centerx, self.panel.y + int(22 * k)), anchor="midtop")
        for i, widget in enumerate(self.form.widgets):
            draw_button(surface, widget, k, focused=i == self.form.focus)
        if not self.rows:
            theme.text(surface, _("You have not finished any match yet"), px(24, k),
                       self.table.center, color=theme.INK_DIM, anchor="center")
            return
        self._draw_table(surface, k)

    def _columns(self) -> list[tuple[str, bool]]:
        """The headings, each with whether its column holds words (else figures)."""
        columns = [(_("Variant"), True), (_("Player"), True), (_("Played"), False),
                   (_("Won"), False), (_("Win %"), False), (_("Streak"), False),
                   (_("Best streak"), False)]
        if self._solitaire():
            columns += [(_("Best time"), False), (_("Fewest moves"), False)]
        return columns + [(_("With help"), False)]

    def _solitaire(self) -> bool:
        return self.game in GAMES and GAMES[self.game].spec.players[1] == 1

    def _cells(self, stats: Stats) -> list[str]:
        percent = stats.win_percent
        cells = [self._variant(stats.variant), stats.name or _("You"), str(stats.played),
                 str(stats.won), "—" if percent is None else f"{percent:.0f} %",
                 str(stats.streak), str(stats.best_streak)]
        if self._solitaire():
            cells += [clock(stats.best_seconds),
                      "—" if stats.fewest_moves is None else str(stats.fewest_moves)]
        helped = f"{stats.assisted_won} / {stats.assisted_played}" if stats.assisted_played \
            else "—"
        return cells + [helped]

    def _variant(self, variant: str) -> str:
        if not variant:
            return _("Standard")
        return _(VARIANT_LABELS.get(variant, variant.replace("-", " ").capitalize()))

    def _draw_table(self, surface: pygame.Surface, k: float) -> None:
        columns = self._columns()
        rows = [self._cells(s) for s in self.rows]
        area = self.table
        size = px(20, k)
        widths = self._widths(columns, rows, size, area.width)
        # a solitaire's two more columns, or large text: smaller words until they fit
        while sum(widths) > area.width and theme.text_px(size) > 9:
            size -= 1
            widths = self._widths(columns, rows, size, area.width)
        row_h = int(theme.font(size).get_linesize() * 1.6)
        visible = max(1, area.height // row_h - 1)
        y = area.y
        self._draw_row(surface, [c for c, _w in columns], columns, widths, y, row_h, size,
                       theme.GOLD, "bold")
        for cells in rows[:visible]:
            y += row_h
            pygame.draw.line(surface, ROW_LINE, (area.x, y), (area.right, y), max(1, int(k)))
            self._draw_row(surface, cells, columns, widths, y, row_h, size, theme.INK, "sans")
        if len(rows) > visible:
            theme.text(surface, f"+{len(rows) - visible}", px(16, k),
                       (area.right, y + row_h), color=theme.INK_DIM, anchor="topright")

    def _widths(self, columns, rows, size: int, room: int) -> list[int]:
        """Each column as wide as its widest cell, the room left shared out among them."""
        gap = int(size * 1.2)
        widths = [max(theme.font(size, "bold").size(heading)[0],
                      *(theme.font(size).size(r[i])[0] for r in rows)) + gap
                  for i, (heading, _words) in enumerate(columns)]
        spare = room - sum(widths)
        if spare > 0:
            widths = [w + spare // len(widths) for w in widths]
        return widths

    def _draw_row(self, surface, cells, columns, widths, y: int, row_h: int, size: int,
                  color, kind: str) -> None:
        x = self.table.x
        for cell, (_heading, words), width in zip(cells, columns, widths, strict=True):
            fitted = fit_size(cell, size, width - int(size * 0.6), kind)
            if words:
                theme.text(surface, cell, fitted, (x, y + row_h // 2), color=color, kind=kind,
                           anchor="midleft")
            else:
                theme.text(surface, cell, fitted, (x + width - int(size * 0.6), y + row_h // 2),
                           color=color, kind=kind, anchor="midright")
            x += width


def clock(seconds: float | None) -> str:
    """A duration as the table's clock showed it ("3:07", "1:02:05"), or a dash: the time a
    match took reads the same in the history, the statistics, its result and its replay.

    >>> clock(187.9), clock(3725.2), clock(None)
    ('3:07', '1:02:05', '—')
    """
    return "—" if seconds is None else clock_text(seconds)
