"""The menu: the title with a fan of cards, the games, continue, statistics, settings, quit.

The games sit in one column, or two once there are more than six. Past thirteen games the
solitaires share one tile that shows them in place of the games (Esc goes back), so fifteen
fit at 800×600 and every name keeps its size at the larger text. The focused game's summary is
shown under the list (the mouse moves the focus, so it is the game the highlight is on).

Each game keeps its own match in progress: its tile says so, and "Continue the match"
continues the selected game's, or else the one played last.
"""

from __future__ import annotations

import pygame

from ... import store
from ...i18n import _, game_name, language, names_list, tr
from ...rules.registry import GAMES
from .. import theme
from ..widgets import Widget, draw_button
from . import MUTED, FormScene, fan, fit_size, plate, px, title_text
from .menu_tiles import TileWords, draw_words, needed_height, tile_words

FAN_CARDS = ("Sb", "1c", "1o", "Re", "Cb")
ONE_COLUMN_MAX = 6
TWO_COLUMNS_ROOMY = 12  # more games than this: tiles closer, the panel taller
GROUP_OVER = 13  # more games than this: the solitaires share one tile, opened in place
SOLITAIRES = "solitaires"  # the focused tile is the solitaires' own
CONTINUE = (246, 214, 128)


class MenuScene(FormScene):
    def __init__(self, app) -> None:
        self.saved = _saved_games()
        self.games: dict[int, str] = {}  # widget index → game id
        self.groups: dict[int, bool] = {}  # widget index → the tile opens (True) or closes
        self.alone = False  # the solitaires' tiles shown in place of the games
        self.continue_button: Widget | None = None
        self.selected = max(self.saved, key=self.saved.__getitem__, default=next(iter(GAMES), ""))
        super().__init__(app)

    # -- widgets ------------------------------------------------------------------------------

    def build(self) -> list[Widget]:
        widgets: list[Widget] = []
        self.games = {}
        self.continue_button = None
        if self.saved:
            self.continue_button = self.button(_("Continue the match"), self.continue_match,
                                               hint=self._continue_hint())
            widgets.append(self.continue_button)
        self.groups = {}
        solos = solitaires()
        for game_id, cls in GAMES.items():
            if solos and (game_id in solos) != self.alone:
                if game_id == solos[0] and not self.alone:  # their tile, where the first is
                    self.groups[len(widgets)] = True
                    widgets.append(self.button(_("Solitaires"), lambda: self.show_alone(True),
                                               hint=self._group_hint(solos)))
                continue
            self.games[len(widgets)] = game_id
            hint = _players(cls.spec.players)
            if game_id in self.saved:
                hint += " · " + _("match in progress")
            widgets.append(self.button(game_name(cls.spec), lambda g=game_id: self.open(g),
                                       hint=hint))
        if self.alone:
            self.groups[len(widgets)] = False
            widgets.append(self.button(_("All the games"), lambda: self.show_alone(False),
                                       hint=_("back (Esc)")))
        self.stats_button = self.button(_("Statistics"), self.app.open_stats)
        self.history_button = self.button(_("History"), self.app.open_history)
        self.settings_button = self.button(_("Settings"), self.app.open_settings)
        self.quit_button = self.button(_("Quit"), self.app.quit)
        return widgets + [self.stats_button, self.history_button, self.settings_button,
                          self.quit_button]

    @property
    def tiles(self) -> int:
        """How many tiles the panel holds now: games and the solitaires' own."""
        return len(self.games) + len(self.groups)

    def _group_hint(self, solos: list[str]) -> str:
        hint = tr("{n} games, 1 player", n=len(solos))
        return hint + (" · " + _("match in progress") if set(solos) & set(self.saved) else "")

    def show_alone(self, alone: bool) -> None:
        """The solitaires' tiles in place of the games, or the games again."""
        self.alone = alone
        self.rebuild()
        self.form.focus = next(iter(self.games if alone else
                                    [i for i, opens in self.groups.items() if opens]),
                               self.form.focus)

    def open(self, game_id: str) -> None:
        # slow at start-up: the setup brings the computer players, not needed for the menu
        from .setup import SetupScene

        self.app.stack.push(SetupScene(self.app, game_id))

    def continue_game(self) -> str | None:
        """The match "Continue" continues: the selected game's, else the one saved last."""
        if self.selected in self.saved:
            return self.selected
        return max(self.saved, key=self.saved.__getitem__, default=None)

    def _continue_hint(self) -> str:
        game_id = self.continue_game()
        return game_name(GAMES[game_id].spec) if game_id in GAMES else ""

    def continue_match(self) -> None:
        game_id = self.continue_game()
        record = store.load_match(game_id) if game_id else None
        if record is None or not self.app.resume_match(record):
            self.refresh()

    def refresh(self) -> None:
        """Show the matches in progress as they are on disk now."""
        saved = _saved_games()
        if set(saved) != set(self.saved):
            self.saved = saved
            self.rebuild()
        self.saved = saved

    def resume(self) -> None:
        """Back on top: a match in progress may have been saved or finished meanwhile."""
        self.refresh()

    def back(self) -> None:
        if self.alone:
            self.show_alone(False)
        else:
            self.app.quit()

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_F1:
            game_id = self.focused_game()
            self.app.open_rules(game_id if game_id in GAMES else solitaires()[0])
            return True
        return False

    def focused_game(self) -> str:
        """The game the focus is on; on another button, the last one it was on (on Continue,
        the game it continues)."""
        focus = self.form.focus
        if focus in self.groups:
            return SOLITAIRES
        if focus in self.games:
            self.selected = self.games[focus]
        elif self.continue_button is not None and self.form.focused is self.continue_button:
            return self.continue_game() or self.selected
        return self.selected

    def messages_above(self) -> int | None:
        """Over the card fan, under the title and above the buttons: the games and their
        descriptions stay readable."""
        return self.stats_button.rect.top - int(24 * self.app.k)

    def messages_column(self) -> tuple[int, int] | None:
        return self.left.centerx, self.left.width

    # -- layout -------------------------------------------------------------------------------

    def layout(self) -> None:
        w, h = self.app.size
        k = self.app.k
        margin = int((36 if self.tiles <= TWO_COLUMNS_ROOMY else 16) * k)  # many games: room
        self.left = pygame.Rect(0, 0, int(w * 0.42), h)
        self.panel = pygame.Rect(self.left.right, margin, w - self.left.right - margin,
                                 h - 2 * margin)
        inner = self.panel.inflate(-2 * int(26 * k), -2 * int(22 * k))
        y = inner.top + int(52 * k)
        first = 0
        if self.saved:
            self.form.widgets[0].rect = pygame.Rect(inner.x, y, inner.width, int(62 * k))
            y += int(62 * k) + int(18 * k)
            first = 1
        self.summary_beside = self._place_summary(inner, y, first)
        self.summary_top = self._layout_games(inner, y, first)
        self._fit_panel(inner, first + self.tiles)
        self._layout_buttons(h - margin)

    def _layout_buttons(self, bottom: int) -> None:
        """Statistics and History, then Settings and Quit, in two rows under the fan: four
        words side by side would not fit the column at their size."""
        k = self.app.k
        rows = ((self.stats_button, self.history_button),
                (self.settings_button, self.quit_button))
        bh = max(int(50 * k), int(theme.line_height(int(22 * k), "bold") * 1.4))
        gap = int(14 * k)
        face = theme.font(int(22 * k), "bold")
        width = max(face.size(b.label)[0] + int(36 * k) for row in rows for b in row)
        width = min(max(width, int(190 * k)), (self.left.width - 3 * gap) // 2)
        for n, row in enumerate(rows):
            y = bottom - bh - (len(rows) - 1 - n) * (bh + gap)
            x = self.left.centerx - (2 * width + gap) // 2
            for button in row:
                button.rect = pygame.Rect(x, y, width, bh)
                x += width + gap

    def _fit_panel(self, inner: pygame.Rect, count: int) -> None:
        """Shrink the panel to its content (room for a three-line summary) and centre it."""
        k = self.app.k
        bottom = self.summary_top + self._room_under(inner.width)
        height = min(self.panel.height, bottom + int(22 * k) - self.panel.top)
        dy = (self.app.size[1] - height) // 2 - self.panel.top
        self.panel.height = height
        self.panel.move_ip(0, dy)
        self.inner = pygame.Rect(inner.x, inner.y + dy, inner.width, height - 2 * int(22 * k))
        self.summary_top += dy
        for widget in self.form.widgets[:count]:
            widget.rect.move_ip(0, dy)

    def _layout_games(self, inner: pygame.Rect, top: int, first: int) -> int:
        k = self.app.k
        count = self.tiles
        columns = 1 if count <= ONE_COLUMN_MAX else 2
        rows = -(-count // columns)
        gap = tile_gap(count, k)
        room = inner.bottom - top - max(int(96 * k) if not self.summary_beside else 0,
                                        self._room_under(inner.width))
        tile_w = (inner.width - (columns - 1) * gap) // columns
        words = max(needed_height(w.label, w.hint, tile_w - 2 * tile_pad(k), k)
                    for w in self.form.widgets[first:first + count]) + int(10 * k)
        tile_h = max(int(46 * k), min(max(int(76 * k), words), room // max(rows, 1) - gap))
        for n in range(count):
            column, row = divmod(n, rows)
            self.form.widgets[first + n].rect = pygame.Rect(
                inner.x + column * (tile_w + gap), top + row * (tile_h + gap), tile_w, tile_h)
        return top + rows * (tile_h + gap) + int(8 * k)

    def _summary_room(self, width: int) -> int:
        """The height under the games for the longest game's summary (three lines at least),
        and its players' line where a tile has no room for it."""
        k = self.app.k
        size = px(20, k)
        lines = max([3] + [len(theme.wrap(cls.spec.summary(language()), size, width))
                           for cls in GAMES.values()])
        return int(30 * k) + lines * theme.line_height(size)

    def _room_under(self, width: int) -> int:
        """What the summary takes under the games: nothing when it lies beside them."""
        return 0 if self.summary_beside else self._summary_room(width)

    def _place_summary(self, inner: pygame.Rect, top: int, first: int) -> bool:
        """Whether the summary takes the card fan's place: when the games' tiles, with their
        words at the player's text size, and the summary would not both fit the panel."""
        k = self.app.k
        count = self.tiles
        columns = 1 if count <= ONE_COLUMN_MAX else 2
        rows = -(-count // columns)
        gap = tile_gap(count, k)
        tile_w = (inner.width - (columns - 1) * gap) // columns
        words = max(needed_height(w.label, w.hint, tile_w - 2 * tile_pad(k), k)
                    for w in self.form.widgets[first:first + count]) + int(10 * k)
        under = max(int(96 * k), self._summary_room(inner.width))
        return top + rows * (max(words, int(46 * k)) + gap) + under > inner.bottom

    def _tile_words(self, widget: Widget) -> TileWords:
        k = self.app.k
        pad = tile_pad(k)
        return tile_words(widget.label, widget.hint, widget.rect.width - 2 * pad,
                          widget.rect.height - int(6 * k), k)

    # -- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        theme.felt(surface)
        k = self.app.k
        game_id = self.focused_game()
        self._draw_title(surface, k, game_id)
        theme.panel(surface, self.panel, radius=int(18 * k))
        theme.text(surface, _("Choose a game"), int(26 * k),
                   (self.inner.x, self.inner.top + int(4 * k)), color=theme.GOLD, kind="bold")
        if self.continue_button is not None:
            self.continue_button.hint = self._continue_hint()
        for i, widget in enumerate(self.form.widgets):
            focused = i == self.form.focus
            if i in self.games or i in self.groups or widget is self.continue_button:
                draw_tile(surface, widget, k, self._tile_words(widget), focused=focused,
                          fill=CONTINUE if widget is self.continue_button else None)
            else:
                draw_button(surface, widget, k, focused=focused)
        if not self.summary_beside:
            self._draw_summary(surface, game_id, k)

    def _draw_title(self, surface: pygame.Surface, k: float, game_id: str) -> None:
        """The app's name and what it is; under them the card fan, or the focused game's
        summary when the panel has no room for it."""
        area = self.left
        size = fit_size("Naipes", int(124 * k), area.width - int(60 * k), "title")
        top = int(area.height * 0.06)
        rect = title_text(surface, "Naipes", size, (area.centerx, top), anchor="midtop")
        y = rect.bottom + int(6 * k)
        sub = _("Traditional Spanish card games")
        for line in theme.wrap(sub, int(23 * k), area.width - int(40 * k)):
            y = theme.text(surface, line, int(23 * k), (area.centerx, y), color=theme.INK_DIM,
                           anchor="midtop").bottom
        room_top = y + int(70 * k) - int(6 * k) - theme.font(int(23 * k)).get_height()
        room_bottom = self.stats_button.rect.top - int(30 * k)
        if self.summary_beside and (summary := summary_of(game_id)):
            size = px(20, k)
            y = max(y + int(24 * k), room_top - int(30 * k))
            for line in theme.wrap(summary, size, area.width - int(60 * k)):
                y = theme.text(surface, line, size, (area.centerx, y), color=theme.INK_DIM,
                               anchor="midtop").bottom
            return
        width = int(min((area.width - 40 * k) / 3.9, (room_bottom - room_top) / 1.75 / 1.53))
        picture = fan(FAN_CARDS, max(24, width))
        if picture is not None:
            scale = min(1.0, (area.width - int(40 * k)) / picture.get_width(),
                        (room_bottom - room_top) / picture.get_height())
            if scale < 1.0:
                picture = pygame.transform.smoothscale_by(picture, scale)
            surface.blit(picture, picture.get_rect(
                center=(area.centerx, (room_top + room_bottom) // 2)))

    def _draw_summary(self, surface: pygame.Surface, game_id: str, k: float) -> None:
        summary = summary_of(game_id)
        if not summary:
            return
        top = self.summary_top + int(6 * k)
        pygame.draw.line(surface, theme.FELT_LIGHT, (self.inner.x, top),
                         (self.inner.right, top), max(1, int(2 * k)))
        size = px(20, k)
        lines = theme.wrap(summary, size, self.inner.width)
        line_h = theme.font(size).get_linesize()
        y = top + int(12 * k)
        for line in lines[: max(1, (self.inner.bottom - y) // line_h)]:
            theme.text(surface, line, size, (self.inner.x, y), color=theme.INK_DIM)
            y += line_h


def tile_gap(count: int, k: float) -> int:
    """Between two tiles: closer when more than a dozen games share the panel's height."""
    return int((12 if count <= TWO_COLUMNS_ROOMY else 6) * k)


def tile_pad(k: float) -> int:
    return int(22 * k)


def draw_tile(surface: pygame.Surface, widget: Widget, k: float, words: TileWords, *,
              focused: bool, fill: tuple[int, int, int] | None = None) -> None:
    """A big cream tile: the name in bold, the second line (players) smaller under it."""
    rect = widget.rect
    radius = int(12 * k)
    fill = fill or (theme.BUTTON_HOVER if focused else theme.BUTTON)
    plate(surface, rect, k, fill, focused=focused)
    if focused:
        stripe = pygame.Rect(rect.x, rect.y, max(4, int(8 * k)), rect.height)
        pygame.draw.rect(surface, theme.RED, stripe, border_top_left_radius=radius,
                         border_bottom_left_radius=radius)
    draw_words(surface, words, widget.hint, rect, tile_pad(k), k, (theme.BUTTON_TEXT, MUTED))


def _players(players: tuple[int, int]) -> str:
    low, high = players
    if low == high == 1:
        return _("1 player")
    if low == high:
        return tr("{n} players", n=low)
    return tr("{low}–{high} players", low=low, high=high)


def solitaires() -> list[str]:
    """The games for one player, in menu order, where the menu groups them (many games)."""
    if len(GAMES) <= GROUP_OVER:
        return []
    solos = [g for g, cls in GAMES.items() if cls.spec.players == (1, 1)]
    return solos if len(solos) > 1 else []


def summary_of(game_id: str) -> str:
    """What the menu says of the focused tile: its game's summary, or the solitaires' own."""
    if game_id in GAMES:
        return GAMES[game_id].spec.summary(language())
    if game_id == SOLITAIRES:
        names = [game_name(GAMES[g].spec) for g in solitaires()]
        return tr("Games to play alone, with undo, hints and a solver: {names}.",
                  names=names_list(names))
    return ""


def _saved_games() -> dict[str, float]:
    """The menu's games with a match in progress, each with when it was saved."""
    return {g: t for g, t in store.saved_games().items() if g in GAMES}
