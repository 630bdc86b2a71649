"""The end of a hand and the end of a match, shown over the table.

``HandResultScene`` shows one hand's table of figures and waits for a click or a key.
``ResultsScene`` shows who won the match, its figures, and offers another match or the menu.

Every figure of the match result is labelled: a column per player, a row per hand and a total
row saying what it counts (points, or hands won). The rows come from the finished match itself
(``summary["game"]``, else the table's under the overlay), replayed for its ``Scored`` and
``HandOver`` events; they are shown only when they add up to the match's final figures, so a
game that scores otherwise gets its labelled total alone.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

import pygame

from ...cards import FRENCH_SUITS
from ...i18n import _, names_list, tr
from ...rules.events import HandOver, Scored
from ...rules.registry import new_game
from .. import theme
from ..match import MatchSetup
from ..scene import Scene
from ..table.layouts import layout_for
from ..widgets import Widget
from . import ENTER_KEYS, N_, FormScene, dim, fan, fit_size, log, overlay_panel, px, title_text
from .deliberate import Deliberate

ROW_LIGHT = (255, 255, 255, 18)
TROPHY_CARDS = ("1e", "1o", "1c")
FRENCH_TROPHY = ("AS", "AH", "AC")  # a game with the French deck wins with its own aces
MAX_HAND_ROWS = 10  # a longer match shows its totals only


def cells(line: Any) -> list[str]:
    """A result line as table cells: a list as it is, a text split at its tabs, or else
    "name: figure" split at its last colon."""
    if isinstance(line, (list, tuple)):
        return [str(c) for c in line]
    text = str(line)
    if "\t" in text:
        return text.split("\t")
    head, colon, tail = text.rpartition(": ")
    return [head, tail] if colon and head else [text]


def table_size(rows: Sequence[Sequence[str]], size: int, gap: int) -> tuple[list[int], int]:
    """Each column's width, and the whole width, for ``rows`` at font ``size``."""
    columns = max((len(r) for r in rows), default=0)
    widths = [0] * columns
    for r, row in enumerate(rows):
        for c, cell in enumerate(row):  # measured in the font it is drawn in (draw_table)
            face = theme.font(size, "bold" if r == 0 or c == 0 else "sans")
            widths[c] = max(widths[c], face.size(cell)[0])
    return widths, sum(widths) + gap * max(0, columns - 1)


def draw_table(surface: pygame.Surface, rows: Sequence[Sequence[str]], centre_x: int, top: int,
               size: int, k: float, *, header: bool, marked: Sequence[str] = ()) -> int:
    """Rows in aligned columns (the first left, the others centred), rows whose first cell is
    in ``marked`` in gold; returns the bottom y."""
    gap = int(36 * k)
    widths, total = table_size(rows, size, gap)
    left = centre_x - total // 2
    line = int(theme.font(size).get_linesize() * 1.45)
    y = top
    for r, row in enumerate(rows):
        head = header and r == 0
        band = pygame.Rect(left - int(16 * k), y, total + int(32 * k), line)
        if head:
            pygame.draw.line(surface, theme.GOLD, (band.x, band.bottom - 1),
                             (band.right, band.bottom - 1), max(1, int(2 * k)))
        elif r % 2 == (1 if header else 0):
            theme.panel(surface, band, ROW_LIGHT, radius=int(6 * k))
        x = left
        for c, cell in enumerate(row):
            color = theme.GOLD if head or (row and row[0] in marked) else theme.INK
            kind = "bold" if head or c == 0 else "sans"
            if c == 0:
                theme.text(surface, cell, size, (x, band.centery), color=color, kind=kind,
                           anchor="midleft")
            else:
                theme.text(surface, cell, size, (x + widths[c] // 2, band.centery), color=color,
                           kind=kind, anchor="center")
            x += widths[c] + gap
        y += line
    return y


def fitting_size(rows: Sequence[Sequence[str]], size: int, width: int, height: int,
                 k: float) -> int:
    """The biggest font size not above ``size`` at which the table fits ``width``×``height``."""
    while size > 10:
        _widths, total = table_size(rows, size, int(36 * k))
        if total <= width and len(rows) * theme.font(size).get_linesize() * 1.45 <= height:
            break
        size -= 1
    return size


def fit_table(rows: Sequence[Sequence[str]], size: int, width: int, height: int,
              k: float) -> tuple[list[list[str]], int, bool]:
    """``rows``, the font size they fit at (``fitting_size``) and whether they were turned:
    a table too wide even at the smallest size (seven players across a small window) is
    turned, its leading block of rows of one length becoming columns (the players down the
    side), the rows after it kept as they are."""
    rows = [list(row) for row in rows]
    fitted = fitting_size(rows, size, width, height, k)
    block = next((n for n, row in enumerate(rows) if len(row) != len(rows[0])), len(rows))
    if table_size(rows, fitted, int(36 * k))[1] <= width or block < 2:
        return rows, fitted, False
    turned = [list(column) for column in zip(*rows[:block], strict=True)] + rows[block:]
    return turned, fitting_size(turned, size, width, height, k), True


class HandResultScene(Scene):
    """A hand's result over the table; a click, Enter or Space closes it and calls ``on_close``,
    once it has been in view a moment: a click on its way or a key pressed for the table (or
    held down) as it opens must not close it unread."""

    transparent = True

    def __init__(self, app, title: str, rows: Sequence[Sequence[Any]],
                 on_close: Callable[[], Any]) -> None:
        super().__init__(app)
        self.title = title
        self.given = [cells(r) for r in rows]
        self.on_close = on_close
        self.deliberate = Deliberate(app)
        self.closed = False

    def close(self) -> None:
        if self.closed or not self.deliberate.armed:
            return
        self.closed = True
        self.app.stack.pop()
        self.on_close()

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN:
            if self.deliberate.press(event) and event.key in (*ENTER_KEYS, pygame.K_ESCAPE):
                self.close()
        elif event.type == pygame.KEYUP:
            self.deliberate.let_go(event)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.close()
        return None

    def update(self, dt: float) -> None:
        self.deliberate.update(dt)

    def messages_above(self) -> int | None:
        """At the foot of the window, clear of the panel's title."""
        return self.app.size[1] - int(16 * self.app.k)

    def fitted(self) -> tuple[list[list[str]], int]:
        """The rows as they fit the window now (turned when too wide), and their font size."""
        w, h = self.app.size
        k = self.app.k
        rows, size, _turned = fit_table(self.given, px(22, k, 15), w - int(140 * k),
                                        h - int(220 * k), k)
        return rows, size

    @property
    def rows(self) -> list[list[str]]:
        return self.fitted()[0]

    def panel_rect(self) -> pygame.Rect:
        w, h = self.app.size
        k = self.app.k
        rows, size = self.fitted()
        _widths, total = table_size(rows, size, int(36 * k))
        title = theme.font(int(40 * k), "title").size(self.title)[0]
        height = int(len(rows) * theme.font(size).get_linesize() * 1.45)
        rect = pygame.Rect(0, 0, min(w - int(40 * k), max(total, title) + int(96 * k)),
                           min(h - int(40 * k), height + int(170 * k)))
        rect.center = (w // 2, h // 2)
        return rect

    def font_size(self) -> int:
        return self.fitted()[1]

    def draw(self, surface: pygame.Surface) -> None:
        self.deliberate.drawn()
        dim(surface, 110)
        k = self.app.k
        rect = self.panel_rect()
        overlay_panel(surface, rect, k)
        size = fit_size(self.title, int(40 * k), rect.width - int(40 * k), "title")
        title_text(surface, self.title, size, (rect.centerx, rect.y + int(20 * k)),
                   anchor="midtop")
        rows, size = self.fitted()
        draw_table(surface, rows, rect.centerx, rect.y + int(88 * k), size, k, header=True)
        if self.deliberate.armed:
            hint = _("Click or press Enter to go on")
            theme.text(surface, hint, px(18, k), (rect.centerx, rect.bottom - int(18 * k)),
                       color=theme.INK_DIM, anchor="midbottom")


class ResultsScene(FormScene):
    """The match is over: the result, its figures, another match or the menu. Enter or Space
    moves on only pressed anew once the panel has been in view a moment: the key that played
    the last card, or held down, must not start the next match unseen."""

    transparent = True

    def __init__(self, app, summary: dict[str, Any]) -> None:
        self.summary = summary
        self.deliberate = Deliberate(app)
        game = summary.get("game") or finished_game(app)
        layout = layout_for(game.spec.id) if game is not None else None
        if layout is not None:  # a variant may count its figures otherwise (chips)
            layout.use_options(dict(game.options))
        outcome = game.outcome() if game is not None else None
        self.figures = match_figures(game, layout.ending_unit(outcome.reason) if outcome
                                     else layout.score_unit()) if layout else None
        self.sides = sides_of(game) if game is not None else None
        self.hand_row = layout.hand_row if layout else None
        french = game is not None and game.deck[0].suit in FRENCH_SUITS
        self.trophy = FRENCH_TROPHY if french else TROPHY_CARDS
        super().__init__(app)

    def build(self) -> list[Widget]:
        self.again_button = self.button(_("Play again"), self.again)
        menu = self.button(_("Menu"), self.app.to_menu)
        setup = self.summary.get("setup")
        if not isinstance(setup, MatchSetup):
            return [menu]
        match = finished_match(self.app)
        extra: list[Widget] = []
        if match is not None and match.solo:
            # slow: the solver and its worker process load only for a solitaire
            from ..solving import can_solve

            self.again_button.label = _("New deal")
            if can_solve(match) and not match.game.outcome().winners and not match.demo:
                extra.append(self.button(_("Could it be won?"), self.could_win))
            extra.append(self.button(_("Same deal"), self.same_deal))
        return [self.again_button, *extra, menu]

    def same_deal(self) -> None:
        """The deal just played, from its start (the solitaires' numbered deals)."""
        match = finished_match(self.app)
        if match is None:
            return
        s = match.setup
        self.app.new_match(MatchSetup(s.game_id, dict(s.options), s.variant, match.game.seed,
                                      list(s.seats)))

    def could_win(self) -> None:
        # slow: the solver and its worker process load only for a solitaire
        from ..solving import ask_could_win

        match = finished_match(self.app)
        if match is not None:
            ask_could_win(self.app, match, after_loss=True)

    def again(self) -> None:
        s = self.summary["setup"]
        self.app.new_match(MatchSetup(s.game_id, dict(s.options), s.variant, None,
                                      list(s.seats), s.winnable_only))

    def back(self) -> None:
        self.app.to_menu()

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYUP:
            self.deliberate.let_go(event)
        elif event.type == pygame.KEYDOWN and not self.deliberate.press(event):
            return None  # a key's repeat, or a key held since before the panel opened
        elif (event.type == pygame.KEYDOWN and event.key in ENTER_KEYS
              and not self.deliberate.armed):
            return None  # pressed as the panel opened: meant for the table
        return super().process_event(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.deliberate.update(dt)

    def build_lines(self, room: int) -> list[list[str]]:
        """The figures as a labelled table: players across, hands down (when ``room`` rows
        allow them), what the total counts last. How the match ended, where the game says it,
        is a sentence under them (``ending``), not a row."""
        return self._figure_lines(room)

    def _figure_lines(self, room: int) -> list[list[str]]:
        self.totalled = False  # whether the last row is the total under the hands
        lines = [cells(line) for line in self.summary.get("lines", [])]
        names = [row[0] for row in lines]
        if self.sides and len(self.sides) < len(names) == sum(map(len, self.sides)):
            names = [names_list([names[s] for s in side]) for side in self.sides]  # partners
        if self.figures is not None and len(self.figures[1]) == len(names):
            unit, totals, hands = self.figures
            rows = [[""] + names]
            if hands and len(hands) <= min(MAX_HAND_ROWS, room - 2):
                rows += [[self.hand_row(n)] + [str(v) for v in hand]
                         for n, hand in enumerate(hands, 1)]
                self.totalled = True
            return rows + [[_(unit)] + [str(v) for v in totals]]
        if self.summary.get("plain"):
            return lines
        if lines and all(len(row) == 2 for row in lines):
            return [["", _("Final score")]] + lines
        return lines

    def layout(self) -> None:
        w, h = self.app.size
        k = self.app.k
        width = min(w - int(40 * k), int(900 * k))
        title = str(self.summary.get("title", ""))
        self.title_size = fit_size(title, int(60 * k), width - int(60 * k), "title")
        winners = [str(n) for n in self.summary.get("winner_names", [])]
        self.winners_line = ""
        said = self.summary.get("winners_said") or all(name in title for name in winners)
        if winners and not said:
            self.winners_line = (tr("Winner: {names}", names=winners[0]) if len(winners) == 1
                                 else tr("Winners: {names}", names=", ".join(winners)))
        bold = theme.font(int(24 * k), "bold")  # the buttons' words, as draw_primary sizes them
        bh = max(int(58 * k), bold.get_linesize() + int(20 * k))
        winners_h = max(int(40 * k), theme.line_height(int(24 * k)) + int(8 * k))
        self.ending = str(self.summary.get("ending") or "")
        self.ending_size = fit_size(self.ending, px(18, k), width - int(60 * k))
        ending_h = theme.line_height(self.ending_size) + int(12 * k) if self.ending else 0
        fixed = (int(24 * k) + theme.font(self.title_size, "title").get_linesize()
                 + (winners_h if self.winners_line else 0) + ending_h
                 + int(26 * k) + int(36 * k) + bh + int(30 * k))
        won = self.summary.get("won", True)
        self.picture = fan(self.trophy, max(24, int(74 * k)), 14.0) if won else None
        row_h = theme.font(px(18, k, 15)).get_linesize() * 1.45
        room = h - int(40 * k) - fixed
        lines = self.build_lines(int(room // row_h))
        if self.picture is not None:
            with_picture = room - self.picture.get_height() - int(10 * k)
            totalled = self.totalled
            if len(self.build_lines(int(with_picture // row_h))) == len(lines):
                room = with_picture  # the hands fit beside the picture: the same lines
            else:
                self.picture = None
            self.totalled = totalled
        self.lines = lines
        self.lines, self.table_size, self.turned = fit_table(
            self.lines, px(26, k, 16), width - int(80 * k), room, k) if self.lines \
            else ([], 0, False)
        table_h = int(len(self.lines) * theme.font(self.table_size).get_linesize() * 1.45) \
            if self.lines else 0
        height = fixed + table_h + (self.picture.get_height() + int(10 * k)
                                    if self.picture else 0)
        self.panel = pygame.Rect(0, 0, width, min(h - int(40 * k), height))
        self.panel.center = (w // 2, h // 2)
        widgets = self.form.widgets
        gap = int(28 * k)
        words = max(bold.size(widget.label)[0] + int(40 * k) for widget in widgets)
        bw = min(max(int(240 * k), words),
                 (width - int(40 * k) - gap * (len(widgets) - 1)) // len(widgets))
        total = len(widgets) * bw + (len(widgets) - 1) * gap
        for i, widget in enumerate(reversed(widgets)):  # Menu left, Play again right
            widget.rect = pygame.Rect(self.panel.centerx - total // 2 + i * (bw + gap),
                                      self.panel.bottom - int(30 * k) - bh, bw, bh)

    def draw(self, surface: pygame.Surface) -> None:
        self.deliberate.drawn()
        dim(surface, 150)
        k = self.app.k
        overlay_panel(surface, self.panel, k)
        y = self.panel.y + int(24 * k)
        if self.picture is not None:
            surface.blit(self.picture, self.picture.get_rect(midtop=(self.panel.centerx, y)))
            y += self.picture.get_height() + int(10 * k)
        title = str(self.summary.get("title", ""))
        y = title_text(surface, title, self.title_size, (self.panel.centerx, y),
                       anchor="midtop").bottom
        if self.winners_line:
            y = theme.text(surface, self.winners_line, int(24 * k),
                           (self.panel.centerx, y + int(8 * k)), anchor="midtop").bottom
        if self.lines:
            header = len(self.lines) > 1 and self.lines[0][0] == ""
            marked = [str(n) for n in self.summary.get("winner_names", [])]
            if self.totalled and not self.turned:
                marked.append(self.lines[-1][0])  # the total, under the hands
            y = draw_table(surface, self.lines, self.panel.centerx, y + int(26 * k),
                           self.table_size, k, header=header, marked=marked)
        if self.ending:
            theme.text(surface, self.ending, self.ending_size,
                       (self.panel.centerx, y + int(12 * k)), color=theme.GOLD, anchor="midtop")
        self.draw_widgets(surface, primary=(self.again_button,))


def finished_match(app) -> Any:
    """The finished match of the table under the results, if there is one."""
    for scene in reversed(app.stack.scenes):
        match = getattr(scene, "match", None)
        if match is not None and match.game.outcome() is not None:
            return match
    return None


def finished_game(app) -> Any:
    """The finished match of the table under the results, if there is one."""
    for scene in reversed(app.stack.scenes):
        game = getattr(getattr(scene, "match", None), "game", None)
        if game is not None and game.outcome() is not None:
            return game
    return None


def match_figures(game: Any, unit: str | None = None
                  ) -> tuple[str, list[int], list[list[int]]] | None:
    """What the final figures count (an English message id), the figures, and each hand's
    share of them: the points scored in each hand, or (a game that scores no points) the
    hands won; no hands when they do not add up to the final figures (the game counts some
    other way). ``unit``: what the game says its final figures count (the layout's
    ``score_unit``): they are shown alone, under it. None without a finished match."""
    outcome = game.outcome()
    if outcome is None or not outcome.scores:
        return None
    if unit is not None:  # the game's own figures (cards left...), not a sum of hands
        sides = sides_of(game)
        return unit, [outcome.scores[side[0]] for side in sides], []
    try:
        fresh = new_game(game.spec.id, dict(game.options), game.seed, decks=game.decks or None)
        points, wins = _hand_shares(fresh, game.history, game.players)
    except Exception as error:  # a figure table is never worth a crash
        log.debug("cannot replay the match for its figures: %s", error)
        return None
    totals = list(outcome.scores)
    sides = sides_of(game)
    if len(sides) < game.players:  # partners share their side's figures: one column a side
        totals = [totals[side[0]] for side in sides]
        points = [[sum(hand[s] for s in side) for side in sides] for hand in points]
        wins = [[max(hand[s] for s in side) for side in sides] for hand in wins]
    for unit, hands in ((N_("Points"), points), (N_("Hands won"), wins)):
        if hands and [sum(column) for column in zip(*hands, strict=True)] == totals:
            return unit, totals, hands
    return N_("Final score"), totals, []


def sides_of(game: Any) -> list[tuple[int, ...]]:
    """The seats of each side, in the order of their first seat (one seat a side without
    partners)."""
    sides: dict[int, list[int]] = {}
    for seat in range(game.players):
        sides.setdefault(game.team_of(seat), []).append(seat)
    return [tuple(seats) for seats in sides.values()]


def _hand_shares(game: Any, history: Sequence[tuple[int, Any]],
                 players: int) -> tuple[list[list[int]], list[list[int]]]:
    """Replay ``history`` on ``game``: each hand's points (from ``Scored``) and wins, those
    of the first deal's own events (a combination announced as it is dealt) included."""
    points: list[list[int]] = []
    wins: list[list[int]] = []
    current = [0] * players
    for events in _events_of(game, history):
        for event in events:
            if isinstance(event, Scored):
                current[event.seat] += event.points
            elif isinstance(event, HandOver):
                points.append(current)
                wins.append([int(s in event.winners) for s in range(players)])
                current = [0] * players
    if any(current):  # points scored after the last hand's end, at the match's
        points.append(current)
    return points, wins


def _events_of(game: Any, history: Sequence[tuple[int, Any]]) -> Iterator[Sequence[Any]]:
    """The events of the first deal, then of each move of ``history`` replayed on ``game``."""
    yield game.opening_events
    for seat, act in history:
        yield game.apply(seat, act)
