"""Everything on the table that is not a card: names, scores, whose turn, labels, banners.

It reads the public figures of ``view.info`` by well-known keys (``hand_wins``, ``scores``,
``debts``, ``dealer``, ``target``), so a new game shows its scores without HUD code.
"""

from __future__ import annotations

from typing import Any

import pygame

from ...i18n import _, game_name, tr
from ...rules.events import Announced, HandOver, HandStarted
from .. import theme
from ..widgets import Button, draw_button

ROW_LABELS = {
    "houses": "Cards in the house",
    "hand_wins": "Hands won",
    "points": "Points",
    "scores": "Score",
    "cards": "Cards",
}


class Hud:
    def __init__(self, table) -> None:
        self.table = table
        self.info: dict[str, Any] = {}
        self.floats: list[tuple[int, str, float]] = []
        self.buttons: list[Button] = [Button(_("Menu (Esc)"), on_click=table.input.pause)]
        self.press_button = Button(_("Slap!"))
        self.focus_button: int | None = None

    # -- state -------------------------------------------------------------------------------

    def refresh(self, view) -> None:
        self.info = dict(view.info)

    def new_hand(self, event: HandStarted) -> None:
        self.info["dealer"] = event.dealer
        self.info["debts"] = [0] * self.players

    def hand_over(self, event: HandOver) -> None:
        for key, value in event.results.items():
            if isinstance(value, list) and len(value) == self.players:
                self.info[key] = value

    def note_announcement(self, event: Announced) -> None:
        owed = event.data.get("owed") if isinstance(event.data, dict) else None
        if owed and event.seat is not None:
            self.floats.append((event.seat, tr("+{n} owed", n=owed), 1.6))

    def float_text(self, seat: int, text: str) -> None:
        self.floats.append((seat, text, 1.4))

    def update(self, dt: float) -> None:
        self.floats = [(s, t, left - dt) for s, t, left in self.floats if left - dt > 0]

    @property
    def players(self) -> int:
        return self.table.match.game.players

    def name(self, seat: int) -> str:
        return self.table.match.name(seat)

    def _alone(self) -> bool:
        return len(self.table.match.humans) == 1

    # -- results -----------------------------------------------------------------------------

    def hand_result(self, event: HandOver) -> tuple[str, list[list[str]]]:
        viewer = self.table.viewer
        winners = list(event.winners)
        if viewer is not None and winners == [viewer]:
            title = _("You win the hand!")
        else:
            title = tr("{name} wins the hand", name=" & ".join(self.name(w) for w in winners))
        rows = [[""] + [self.name(s) for s in range(self.players)]]
        for key, value in event.results.items():
            if isinstance(value, list) and len(value) == self.players and key in ROW_LABELS:
                rows.append([_(ROW_LABELS[key])] + [str(v) for v in value])
        return title, rows

    def match_summary(self, outcome) -> dict[str, Any]:
        viewer = self.table.viewer
        names = [self.name(w) for w in outcome.winners]
        humans = self.table.match.humans
        if viewer is not None and viewer in outcome.winners and len(humans) == 1:
            title = _("You win the match!")
        elif len(humans) == 1 and humans[0] not in outcome.winners:
            title = tr("{name} wins the match", name=" & ".join(names))
        else:
            title = tr("{name} wins the match!", name=" & ".join(names))
        lines = [f"{self.name(s)}: {score}" for s, score in enumerate(outcome.scores)]
        return {"game_id": self.table.game_id, "title": title, "lines": lines,
                "winner_names": names, "setup": self.table.match.setup}

    # -- drawing -----------------------------------------------------------------------------

    def score_text(self, seat: int) -> str:
        info = self.info
        parts = []
        if "hand_wins" in info:
            parts.append(tr("hands {n} of {target}", n=info["hand_wins"][seat],
                            target=info.get("target", "?")))
        if "scores" in info:
            parts.append(tr("{n} points", n=info["scores"][seat]))
        debts = info.get("debts")
        if debts and debts[seat]:
            parts.append(tr("owes {n}", n=debts[seat]))
        return " · ".join(parts)

    def draw_labels(self, surface: pygame.Surface) -> None:
        k = self.table.app.k
        size = int(17 * k)
        for zone, box in self.table.boxes.items():
            count = len(self.table.piles.get(zone, []))
            kind, _sep, seat = zone.partition(":")
            label = ""
            if kind == "house" and int(seat) == self.table.viewer and self._alone():
                label = tr("Your house · {n}", n=count)
            elif kind == "house":
                label = tr("{name}'s house · {n}", name=self.name(int(seat)), n=count)
            elif kind == "stock" and box.show_count:
                label = tr("Stock · {n}", n=count)
            debts = self.info.get("debts")
            if kind == "house" and debts and debts[int(seat)]:
                label += " · " + tr("owes {n}", n=debts[int(seat)])
            if label:
                theme.text(surface, label, size, (box.rect.centerx, box.rect.bottom + int(10 * k)),
                           color=theme.INK_DIM, anchor="midtop", shadow=True)

    def draw(self, surface: pygame.Surface) -> None:
        table, k = self.table, self.table.app.k
        w, h = surface.get_size()
        theme.text(surface, game_name(table.match.game.spec), int(20 * k),
                   (int(16 * k), int(12 * k)), color=theme.GOLD, kind="title", shadow=True)
        for seat in range(self.players):
            self._draw_seat(surface, seat, k)
        self._draw_prompt(surface, k)
        button = self.buttons[0]
        button.label = _("Menu (Esc)")
        button.rect = pygame.Rect(0, 0, int(150 * k), int(40 * k))
        button.rect.topright = (w - int(14 * k), int(12 * k))
        draw_button(surface, button, k * 0.8, focused=self.focus_button == 0)
        self._draw_press(surface, k)
        for seat, text, left in self.floats:
            box = table.boxes.get(f"house:{seat}") or table.boxes.get(f"hand:{seat}")
            if box:
                rise = (1.6 - left) * 30 * k
                theme.text(surface, text, int(26 * k), (box.rect.centerx, box.rect.top - rise),
                           color=theme.GOLD, kind="bold", anchor="midbottom", shadow=True)

    def _draw_press(self, surface: pygame.Surface, k: float) -> None:
        """During a reflex window: a big button to press, with the time left."""
        reflex = self.table.reflex
        left = reflex.seconds_left() if reflex.open else None
        if left is None:
            self.press_button.rect = pygame.Rect(0, 0, 0, 0)
            return
        w, h = surface.get_size()
        keys = _("Space") if len(self.table.match.humans) == 1 else _("your key: 2, 8, S, K")
        self.press_button.label = tr("¡15! Slap ({keys}) · {s} s", keys=keys, s=f"{left:.1f}")
        self.press_button.rect = pygame.Rect(0, 0, int(420 * k), int(64 * k))
        self.press_button.rect.center = (w // 2, int(h * 0.66))
        draw_button(surface, self.press_button, k * 1.1, focused=True)

    def _draw_seat(self, surface: pygame.Surface, seat: int, k: float) -> None:
        box = self.table.boxes.get(f"hand:{seat}")
        if box is None:
            return
        at_bottom = seat == self.table.bottom
        actors = self.table.match.game.actors()
        acting = seat in actors and not self.table.busy()
        name = self.name(seat)
        if self.info.get("dealer") == seat:
            name += "  ·  " + _("deals")
        x = box.rect.left - int(20 * k)
        y = box.rect.centery
        colour = theme.GOLD if acting else theme.INK
        theme.text(surface, name, int(22 * k), (x, y - int(14 * k)), color=colour, kind="bold",
                   anchor="midright", shadow=True)
        theme.text(surface, self.score_text(seat), int(17 * k), (x, y + int(14 * k)),
                   color=theme.INK_DIM, anchor="midright", shadow=True)
        if acting and not at_bottom:
            theme.text(surface, _("thinking…"), int(17 * k), (x, y + int(38 * k)),
                       color=theme.GOLD, anchor="midright", shadow=True)

    def _draw_prompt(self, surface: pygame.Surface, k: float) -> None:
        table = self.table
        box = table.boxes.get(f"hand:{table.bottom}")
        if box is None or table.viewer is None or table.busy():
            return
        if table.viewer not in table.match.game.actors():
            return
        prompt = table.input.prompt()
        theme.text(surface, prompt, int(19 * k), (box.rect.centerx, box.rect.top - int(16 * k)),
                   color=theme.GOLD, kind="bold", anchor="midbottom", shadow=True)

    def draw_banner(self, surface: pygame.Surface, text: str, left: float) -> None:
        k = self.table.app.k
        w, h = surface.get_size()
        age = max(0.0, 1.2 - left)
        pop = min(1.0, age / 0.18)
        size = int(64 * k * (0.7 + 0.3 * pop))
        face = theme.font(size, "title")
        tw, th = face.size(text)
        rect = pygame.Rect(0, 0, tw + int(80 * k), th + int(36 * k))
        rect.center = (w // 2, int(h * 0.48))
        theme.panel(surface, rect, (120, 24, 20, 225), radius=int(20 * k))
        theme.outline(surface, theme.GOLD, rect, max(2, int(3 * k)), int(20 * k))
        theme.text(surface, text, size, rect.center, color=theme.GOLD, kind="title",
                   anchor="center", shadow=True)
