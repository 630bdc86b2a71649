"""The pause menu over the table: resume, restart, rules, settings, back to the menu.

The match in progress is saved after every move, so leaving for the menu loses nothing: the
menu offers to continue it. Restarting does lose it, so it asks first.
"""

from __future__ import annotations

import pygame

from ...i18n import _, game_name
from ...rules.registry import get_spec
from .. import theme
from ..match import MatchSetup
from ..widgets import Widget
from . import FormScene, dim, fit_size, overlay_panel, title_text
from .dialog import ConfirmScene


class PauseScene(FormScene):
    transparent = True

    def __init__(self, app, table) -> None:
        self.table = table
        super().__init__(app)

    def build(self) -> list[Widget]:
        self.resume_button = self.button(_("Resume"), self.back)
        solo: list[Widget] = []
        match = getattr(self.table, "match", None)
        alone = bool(match is not None and match.solo)
        if alone:
            # slow: the solver and its worker process load only for a solitaire
            from ..solving import can_solve

            solo.append(self.button(_("Same deal from the start"), self.same_deal))
            if can_solve(match) and not match.demo:
                solo.append(self.button(_("Can it still be won?"), self.could_win))
        return [
            self.resume_button,
            *solo,
            self.button(_("New deal") if alone else _("Restart"), self.restart),
            self.button(_("Rules"), self.rules),
            self.button(_("Settings"), self.app.open_settings),
            self.button(_("Quit to menu"), self.app.to_menu),
        ]

    def restart(self) -> None:
        self.app.stack.push(ConfirmScene(self.app, _("Start again?"),
                                         _("The match in progress will be lost."),
                                         self._restart))

    def same_deal(self) -> None:
        self.app.stack.push(ConfirmScene(self.app, _("Start this deal again?"),
                                         _("The moves made so far will be lost."),
                                         self._same_deal))

    def _same_deal(self) -> None:
        s, seed = self.table.match.setup, self.table.match.game.seed
        self.app.start_match(MatchSetup(s.game_id, dict(s.options), s.variant, seed,
                                        list(s.seats)))

    def could_win(self) -> None:
        # slow: the solver and its worker process load only for a solitaire
        from ..solving import ask_could_win

        self.app.stack.push(ConfirmScene(
            self.app, _("Ask the solver?"),
            _("It knows every card. This match will then count apart in the statistics."),
            lambda: ask_could_win(self.app, self.table.match, after_loss=False)))

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
        bold = theme.font(int(22 * k), "bold")
        row = max(int(66 * k), bold.get_linesize() + int(28 * k))
        width = max([int(360 * k)] + [bold.size(w.label)[0] + int(48 * k)
                                      for w in self.form.widgets])
        # the title, the game's name under it, then the buttons, as large as their words
        self.name_y = max(int(88 * k), int(28 * k) + theme.line_height(int(50 * k), "title"))
        top = max(int(132 * k), self.name_y + theme.line_height(int(21 * k)) + int(14 * k))
        panel_w = min(w - int(20 * k), max(int(460 * k), width + int(100 * k)))
        self.panel = pygame.Rect(0, 0, panel_w, top + rows * row + int(18 * k))
        self.panel.center = (w // 2, h // 2)
        for i, widget in enumerate(self.form.widgets):
            widget.rect = pygame.Rect(0, 0, min(width, self.panel.width - int(40 * k)),
                                      row - int(14 * k))
            widget.rect.midtop = (self.panel.centerx, self.panel.y + top + i * row)

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
        theme.text(surface, name, size, (self.panel.centerx, self.panel.y + self.name_y),
                   color=theme.INK_DIM, anchor="midtop")
        self.draw_widgets(surface, primary=(self.resume_button,))
