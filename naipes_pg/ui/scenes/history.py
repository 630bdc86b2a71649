"""The history: every finished match, the last one first, each opening in the replay viewer.

A choice at the top filters by game; each row says when, which game and variant, who sat at
the table (the winners marked), the result and how long it took. Up/Down move along the
rows, PageUp/PageDown turn the page, Enter (or a click) opens the match on the table, E
exports it, Esc returns.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

import pygame

from ...i18n import _, game_name, language, names_list, tr
from ...records import Played
from ...replay import Replay
from ...rules.record import RecordError
from ...rules.registry import GAMES
from .. import theme
from ..widgets import Button, Widget, draw_button
from . import FormScene, fit_size, px, title_text
from .export import ExportScene
from .setup import VARIANT_LABELS
from .stats import clock

log = logging.getLogger("naipes.history")
EVERY_GAME = ""
ROW = 50  # a row's height at the design size


@dataclass
class MatchRow(Button):
    played: Played | None = None


class HistoryScene(FormScene):
    def __init__(self, app) -> None:
        self.games = [g for g in app.records.games_played() if g in GAMES]
        self.game = EVERY_GAME
        self.page = 0
        self.per_page = 8
        self.matches = self._read(app)
        super().__init__(app)
        if self.rows:  # Enter opens the last match played
            self.form.focus = self.form.widgets.index(self.rows[0])

    def _read(self, app) -> list[Played]:
        return [m for m in app.records.matches(self.game or None) if m.game in GAMES]

    # -- widgets ------------------------------------------------------------------------------

    def build(self) -> list[Widget]:
        options = [(EVERY_GAME, _("Every game"))]
        options += [(g, game_name(GAMES[g].spec)) for g in self.games]
        self.game_choice = self.choice(_("Game"), options, self.game, self.set_game)
        self.per_page = self._rows_that_fit()
        pages = max(1, -(-len(self.matches) // self.per_page))
        self.page = min(self.page, pages - 1)
        first = self.page * self.per_page
        self.rows = [MatchRow(_row_label(m), on_click=lambda m=m: self.open(m), played=m)
                     for m in self.matches[first:first + self.per_page]]
        self.earlier = self.button(_("‹ Newer"), lambda: self.turn(-1),
                                   enabled=self.page > 0)
        self.later = self.button(_("Older ›"), lambda: self.turn(1), enabled=self.page < pages - 1)
        self.back_button = self.button(_("Back"), self.back)
        return [self.game_choice, *self.rows, self.earlier, self.later, self.back_button]

    def set_game(self, game: str) -> None:
        self.game = game
        self.page = 0
        self.matches = self._read(self.app)
        self.rebuild()
        self.form.focus = 0

    def turn(self, pages: int) -> None:
        self.page = max(0, self.page + pages)
        self.rebuild()

    def _row_height(self) -> int:
        k = self.app.k
        return max(int(ROW * k), int(theme.line_height(px(18, k)) * 1.5))

    def _rows_that_fit(self) -> int:
        w, h = self.app.size
        k = self.app.k
        used = (int(48 * k) + int(96 * k) + self._choice_height() + int(24 * k)
                + self._heading_height() + int(54 * k) + int(60 * k)
                + theme.line_height(px(16, k)))
        return max(3, (h - used) // self._row_height())

    def _choice_height(self) -> int:
        return max(int(54 * self.app.k), int(theme.line_height(int(22 * self.app.k)) * 1.6))

    def _heading_height(self) -> int:
        return theme.line_height(px(17, self.app.k), "bold") + int(6 * self.app.k)

    # -- acting -------------------------------------------------------------------------------

    def open(self, played: Played) -> None:
        """The match on the table, to be watched; a save that cannot be replayed is said."""
        # slow: the replay viewer (the table) loads when a match is opened, not with the list
        from ..table.replay import ReplayScene

        record = self.app.records.save_of(played.row)
        try:
            replay = Replay(record)
        except RecordError as error:  # a record an older version wrote wrongly, say
            log.warning("match %s of the records cannot be shown: %s", played.row, error)
            self.app.toast(_("This match cannot be shown: its record is damaged."))
            return
        self.app.stack.push(ReplayScene(self.app, replay, title=_row_label(played),
                                        seconds=played.seconds))

    def export(self) -> None:
        focused = self.form.focused
        if isinstance(focused, MatchRow) and focused.played is not None:
            record = self.app.records.save_of(focused.played.row)
            if record is not None:
                self.app.stack.push(ExportScene(self.app, record))

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_PAGEDOWN and self.later.enabled:
            self.turn(1)
        elif event.key == pygame.K_PAGEUP and self.earlier.enabled:
            self.turn(-1)
        elif event.key == pygame.K_e:
            self.export()
        else:
            return False
        return True

    # -- layout -------------------------------------------------------------------------------

    def layout(self) -> None:
        w, h = self.app.size
        k = self.app.k
        self.panel = pygame.Rect(0, 0, min(w - int(40 * k), int(1160 * k)), h - int(48 * k))
        self.panel.center = (w // 2, h // 2)
        inner = self.panel.inflate(-2 * int(30 * k), 0)
        top = self.panel.y + max(int(96 * k), int(22 * k) + theme.line_height(int(48 * k), "title"))
        self.game_choice.rect = pygame.Rect(0, top, min(inner.width, int(620 * k)),
                                            self._choice_height())
        self.game_choice.rect.centerx = inner.centerx
        top = self.game_choice.rect.bottom + int(24 * k)
        self.heading_y = top
        top += self._heading_height()
        row_h = self._row_height()
        for n, row in enumerate(self.rows):
            row.rect = pygame.Rect(inner.x, top + n * row_h, inner.width, row_h - int(6 * k))
        bh = max(int(54 * k), int(theme.line_height(int(22 * k), "bold") * 1.6))
        bottom = self.panel.bottom - int(22 * k)
        self.back_button.rect = pygame.Rect(0, 0, int(200 * k), bh)
        self.back_button.rect.midbottom = (inner.centerx, bottom)
        for button, side in ((self.earlier, -1), (self.later, 1)):
            button.rect = pygame.Rect(0, 0, int(200 * k), bh)
            button.rect.bottom = bottom
            button.rect.centerx = inner.centerx + side * int(230 * k)

    # -- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        theme.felt(surface)
        k = self.app.k
        theme.panel(surface, self.panel, radius=int(18 * k))
        title_text(surface, _("Matches played"), int(48 * k),
                   (self.panel.centerx, self.panel.y + int(22 * k)), anchor="midtop")
        if not self.matches:
            theme.text(surface, _("You have not finished any match yet"), px(24, k),
                       self.panel.center, color=theme.INK_DIM, anchor="center")
        else:
            self._draw_heading(surface, k)
        for i, widget in enumerate(self.form.widgets):
            focused = i == self.form.focus
            if isinstance(widget, MatchRow):
                self._draw_row(surface, widget, k, focused)
            else:
                draw_button(surface, widget, k, focused=focused)
        if self.matches:
            pages = max(1, -(-len(self.matches) // self.per_page))
            theme.text(surface, tr("Page {n} of {total}", n=self.page + 1, total=pages),
                       px(16, k), (self.back_button.rect.centerx,
                                   self.back_button.rect.top - int(8 * k)),
                       color=theme.INK_DIM, anchor="midbottom")

    def _columns(self, rect: pygame.Rect) -> list[int]:
        """Where each column starts: date, game, players, result, time."""
        shares = (0.0, 0.17, 0.40, 0.75, 0.90)
        return [rect.x + int(rect.width * s) + int(12 * self.app.k) for s in shares]

    def _draw_heading(self, surface: pygame.Surface, k: float) -> None:
        rect = pygame.Rect(self.panel.x + int(30 * k), 0, self.panel.width - int(60 * k), 0)
        starts = self._columns(rect)
        ends = [*starts[1:], rect.right]
        for x, end, words in zip(starts, ends, (_("Date"), _("Game"), _("Players"),
                                                _("Result"), _("Time")), strict=True):
            size = fit_size(words, px(17, k), end - x - int(8 * k), "bold")
            theme.text(surface, words, size, (x, self.heading_y), color=theme.GOLD, kind="bold")

    def _draw_row(self, surface: pygame.Surface, row: MatchRow, k: float, focused: bool) -> None:
        played = row.played
        rect = row.rect
        fill = theme.BUTTON_HOVER if focused else (40, 96, 66)
        pygame.draw.rect(surface, fill, rect, border_radius=int(8 * k))
        theme.record(rect, "row", row.label, focused)
        if focused:
            pygame.draw.rect(surface, theme.FOCUS, rect.inflate(int(6 * k), int(6 * k)),
                             width=max(2, int(3 * k)), border_radius=int(10 * k))
        ink = theme.BUTTON_TEXT if focused else theme.INK
        cells = _cells(played)
        starts = self._columns(rect) + [rect.right]
        size = px(18, k)
        for column, (cell, x, end) in enumerate(zip(cells, starts, starts[1:], strict=False)):
            room = end - x - int(10 * k)
            if column in SHORTER:  # names: said shorter, then cut, not shrunk out of sight
                cell, fitted = theme.fitted_words(
                    [cell, SHORTER[column](played, short=True)], size, room)
            else:
                fitted = fit_size(cell, size, room)
            theme.text(surface, cell, fitted, (x, rect.centery), color=ink, anchor="midleft")


def _variant(played: Played) -> str:
    if not played.variant:
        return ""
    return _(VARIANT_LABELS.get(played.variant, played.variant.replace("-", " ").capitalize()))


def _players(played: Played, short: bool = False) -> str:
    """The seats in order, winners starred; ``short``: only the people and the winners named,
    the other computers counted ("Lucía, ★ Ordenador 2 + 3 más")."""
    names, others = [], 0
    for n, seat in enumerate(played.seats):
        if short and not (seat.human or n in played.winners):
            others += 1
            continue
        name = seat.name or _("You")
        names.append(f"★ {name}" if n in played.winners else name)
    text = ", ".join(names)
    return f"{text} {tr('+ {n} more', n=others)}" if others else text


def _result(played: Played, short: bool = False) -> str:
    """How the match went for the people at the computer: for one, or for partners who won
    together, his (their) result; when some people beat the others (hot-seat), who won;
    ``short``: one name and "and co." for several winners."""
    people = [seat for seat in played.seats if seat.human]
    if not people:
        return "—"  # the computer against itself
    won = [seat.name or _("You") for seat in people if seat.result >= 1]
    if won and len(won) < len(people):
        if len(won) == 1:
            return tr("{name} won", name=won[0])
        if short:
            return tr("{name} and co. won", name=won[0])
        return tr("{names} won", names=names_list(won))
    return _("Victory") if won else (
        _("Draw") if any(seat.result > 0 for seat in people) else _("Defeat"))


SHORTER = {2: _players, 3: _result}  # the columns (players, result) said shorter when crowded


def _cells(played: Played) -> list[str]:
    game = game_name(GAMES[played.game].spec)
    variant = _variant(played)
    return [when(played.finished), f"{game} · {variant}" if variant else game,
            _players(played), _result(played), clock(played.seconds)]


def when(finished: str) -> str:
    """The date and time a match ended, as the language writes them.

    >>> from naipes_pg import i18n; i18n.set_language("es"); when("2026-11-24 20:15:31")
    '24/11/2026 20:15'
    """
    date, _sep, clock_time = finished.partition(" ")
    parts = date.split("-")
    if language() == "es" and len(parts) == 3:
        date = "/".join(reversed(parts))
    return f"{date} {clock_time[:5]}".strip()


def _row_label(played: Played) -> str:
    """The row in one line, for the replay's title and for tests."""
    return " · ".join(cell for cell in _cells(played) if cell)
