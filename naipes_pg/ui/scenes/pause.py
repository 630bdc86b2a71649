"""The pause menu over the table: resume, restart, rules, settings, back to the menu.

The match in progress is saved after every move, so leaving for the menu loses nothing: the
menu offers to continue it. Restarting does lose it, so it asks first.
"""

from __future__ import annotations

import pygame

from ...i18n import _, game_name
from ...rules.registry import get_spec
from .. import theme
from ..widgets import Widget
from . import FormScene, dim, fit_size, overlay_panel, title_text


class PauseScene(FormScene):
    transparent = True

    def __init__(self, app, table) -> None:
        self.table = table
        super().__init__(app)

    def build(self) -> list[Widget]:
        self.resume_button = self.button(_("Resume"), self.back)
        return [
            self.resume_button,
            self.button(_("Restart"), self.restart),
            self.button(_("Rules"), self.rules),
            self.button(_("Settings"), self.app.open_settings),
            self.button(_("Quit to menu"), self.app.to_menu),
        ]

    def restart(self) -> None:
        from .dialog import ConfirmScene

        self.app.stack.push(ConfirmScene(self.app, _("Start again?"),
                                         _("The match in progress will be lost."),
                                         self._restart))

    def _restart(self) -> None:
        self.app.stack.pop()
        self.table.restart()

    def rules(self) -> None:
        self.app.open_rules(self.table.game_id)

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_F1:
            self.rules()
            return True
        return False

    def layout(self) -> None:
        w, h = self.app.size
        k = self.app.k
        rows = len(self.form.widgets)
        row = int(66 * k)
        self.panel = pygame.Rect(0, 0, int(460 * k), int(150 * k) + rows * row)
        self.panel.center = (w // 2, h // 2)
        top = self.panel.y + int(132 * k)
        for i, widget in enumerate(self.form.widgets):
            widget.rect = pygame.Rect(0, 0, int(360 * k), row - int(14 * k))
            widget.rect.midtop = (self.panel.centerx, top + i * row)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 160)
        k = self.app.k
        overlay_panel(surface, self.panel, k)
        title_text(surface, _("Paused"), int(50 * k),
                   (self.panel.centerx, self.panel.y + int(24 * k)), anchor="midtop")
        try:
            name = game_name(get_spec(self.table.game_id))
        except Exception:  # a table without a known game still pauses
            name = ""
        size = fit_size(name, int(21 * k), self.panel.width - int(40 * k))
        theme.text(surface, name, size, (self.panel.centerx, self.panel.y + int(88 * k)),
                   color=theme.INK_DIM, anchor="midtop")
        self.draw_widgets(surface, primary=(self.resume_button,))
