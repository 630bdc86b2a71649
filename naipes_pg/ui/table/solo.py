"""What a person playing alone expects at the table: the deal's number, a clock, the moves
made, and Undo, Redo and Hint as buttons as well as keys (Ctrl+Z, Ctrl+Y, H).

The bar knows nothing of any game: it shows for any match of one seat played by a person
(``Match.solo``) and asks the table to undo, redo or hint.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import pygame

from ...i18n import _, tr
from .. import theme
from ..widgets import Button, draw_button

BUTTON_SCALE = 0.8  # the bar's buttons are the size of the Menu button
GAP = 10  # between buttons, at the design size


def clock_text(seconds: float) -> str:
    """"4:07", "1:02:33": a clock a person reads at a glance."""
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def deal_text(number: int) -> str:
    """The deal's number grouped by thousands with a thin space, as Spanish prints it."""
    return f"{number:,}".replace(",", "\u202f")


class Framed(Protocol):
    def title_rect(self) -> pygame.Rect: ...

    def menu_rect(self, size: tuple[int, int]) -> pygame.Rect: ...

    def log_rect(self, size: tuple[int, int]) -> pygame.Rect: ...


class Alone(Protocol):
    """What the bar reads of the table and asks of it: undo, redo, a hint, a solution."""

    app: Any  # its scale
    match: Any

    @property
    def script(self) -> list[Any]: ...

    @property
    def script_length(self) -> int: ...

    @property
    def given_back(self) -> float: ...

    def undo(self) -> None: ...

    def redo(self) -> None: ...

    def ask_hint(self) -> None: ...


class SoloBar:
    """The bar of a solitaire: a line of figures under the title and three buttons left of
    the Menu button."""

    def __init__(self, table: Alone, hud: Framed) -> None:
        self.table = table
        self.hud = hud  # the title and the Menu button the bar lies by
        self.buttons: list[tuple[Button, Callable[[], bool]]] = [
            (Button("", on_click=table.undo), table.match.can_undo),
            (Button("", on_click=table.redo), table.match.can_redo),
            (Button("", on_click=table.ask_hint), self._may_hint),
        ]
        self.hover: int | None = None

    @property
    def shown(self) -> bool:
        return self.table.match.solo

    def _may_hint(self) -> bool:
        return self.table.match.game.outcome() is None

    def info_line(self) -> str:
        match = self.table.match
        table = self.table
        if table.script or (match.demo and table.script_length):
            done = table.script_length - len(table.script)
            return tr("Deal no. {number} · solution: move {i} of {n}",
                      number=deal_text(match.game.seed), i=done, n=table.script_length)
        words = (_("Deal no. {number} · {clock} · 1 move") if match.moves == 1
                 else _("Deal no. {number} · {clock} · {moves} moves"))
        line = tr(words, number=deal_text(match.game.seed), clock=clock_text(match.elapsed),
                  moves=match.moves)
        if table.given_back:  # a solution shown was stopped: the player plays on
            return f"{line} · {_('The cards are yours again')}"
        return line

    def info_rect(self) -> pygame.Rect:
        k = self.table.app.k
        title = self.hud.title_rect()
        size = theme.font(int(16 * k)).size(self.info_line())
        return pygame.Rect((title.x, title.bottom + int(4 * k)), size)

    def lay_out(self, size: tuple[int, int]) -> None:
        k = self.table.app.k
        labels = (_("↶ Undo"), _("↷ Redo"), _("Hint (H)"))
        right = self.hud.log_rect(size).left - int(GAP * k)  # left of the log's and the menu's
        height = self.hud.menu_rect(size).height
        font = theme.font(int(22 * k * BUTTON_SCALE), "bold")
        for (button, _enabled), label in zip(reversed(self.buttons), reversed(labels),
                                             strict=True):
            button.label = label
            width = font.size(label)[0] + int(36 * k * BUTTON_SCALE)
            button.rect = pygame.Rect(0, 0, width, height)
            button.rect.topright = (right, self.hud.menu_rect(size).top)
            right = button.rect.left - int(GAP * k)

    def process_event(self, event: pygame.event.Event) -> bool:
        """True when the bar used the event: a click on one of its buttons."""
        if not self.shown:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self._at(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self._at(event.pos)
            if index is None:
                return False
            button, enabled = self.buttons[index]
            if enabled():
                button.activate()
            return True
        return False

    def _at(self, pos: tuple[int, int]) -> int | None:
        for i, (button, _enabled) in enumerate(self.buttons):
            if button.rect.collidepoint(pos):
                return i
        return None

    def draw(self, surface: pygame.Surface) -> None:
        if not self.shown:
            return
        k = self.table.app.k
        self.lay_out(surface.get_size())
        theme.text(surface, self.info_line(), int(16 * k), self.info_rect().topleft,
                   color=theme.INK_DIM, shadow=True)
        for i, (button, enabled) in enumerate(self.buttons):
            button.enabled = enabled()
            draw_button(surface, button, k * BUTTON_SCALE, hover=self.hover == i)
