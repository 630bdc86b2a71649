"""Everything on the table that is not a card: names, scores, whose turn, labels, banners.

It reads the public figures of ``view.info`` by well-known keys (``hand_wins``, ``scores``,
``debts``, ``dealer``, ``target``), so a new game shows its scores without HUD code; what a
game needs beyond that its layout adapter says through the ``Layout`` hooks (``zone_label``,
``seat_lines``, ``score_panel``, ``shown_cards``, ``hand_result``), never by a game id here.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from ...cards import Card
from ...i18n import _, game_name, tr
from ...rules.events import Announced, HandOver, HandStarted
from .. import art, theme
from ..widgets import Button, draw_button
from .layout import ZoneBox
from .sprites import draw_slot

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
        own = self.table.layout.hand_result(event, self.name, self.players)
        if own is not None:
            return own[0] or title, own[1]
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

    def zone_label(self, zone: str, box: ZoneBox) -> str:
        """The adapter's words for ``zone``, else the generic ones (houses and the stock)."""
        count = len(self.table.piles.get(zone, []))
        own = self.table.layout.zone_label(zone, count, self.info)
        if own is not None:
            return own
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
        return label

    def draw_labels(self, surface: pygame.Surface) -> None:
        """Under the cards: each zone's words and the cards lying face up under its pile."""
        k = self.table.app.k
        size = small_text(k)
        for zone, box in self.table.boxes.items():
            if zone.startswith("hand:"):
                continue
            if box.style == "cascade" and not self.table.piles.get(zone):
                cw, ch = self.table.card_dims  # where its first card will go
                draw_slot(surface, pygame.Rect(box.rect.centerx - cw // 2, box.rect.y, cw, ch),
                          cw)
            shown = self._draw_shown(surface, zone, box)
            label = self.zone_label(zone, box)
            if label:
                lines = [(line, size, theme.INK_DIM, "sans") for line in label.split("\n")]
                beside = ZoneBox(box.rect.union(shown)) if shown else box
                draw_block(surface, lines, beside, box.text_side or "below", k)

    def _draw_shown(self, surface: pygame.Surface, zone: str,
                    box: ZoneBox) -> pygame.Rect | None:
        """The cards lying face up on the zone's pile; returns where a fan of them went."""
        cards = [s.card for s in self.table.piles.get(zone, [])]
        shown = self.table.layout.shown_cards(zone, cards, self.info) if cards else []
        if not shown:
            return None
        cw, ch = self.table.card_dims
        if box.marks == "fan":
            return draw_fan(surface, shown, box, cw, self.table.app.k)
        draw_crosswise(surface, shown, box.rect.center, cw, ch)
        return None

    def draw_score_panel(self, surface: pygame.Surface, k: float) -> None:
        """The adapter's score panel: its heading (wrapped to a narrow column), then a name
        and a figure per row."""
        panel = self.table.layout.score_panel(self.info, self.name, self.players)
        if panel is None:
            return
        heading, rows = panel
        size, pad = small_text(k) - 1, int(10 * k)
        line = int(size * 1.4)
        face, bold = theme.font(size), theme.font(size, "bold")
        width = max([bold.size(name)[0] + face.size(figure)[0] + int(24 * k)
                     for name, figure in rows] + [0])
        whole, limit = bold.size(heading)[0], int(210 * k)
        parts = -(-whole // limit)  # lines of even length, not a word left on its own
        width = max(width, min(whole, int(whole / parts * 1.15)))
        lines = theme.wrap(heading, size, width, "bold")
        width = max([width] + [bold.size(text)[0] for text in lines])
        x, y = self.table.layout.score_anchor(surface.get_size(), k)
        rect = pygame.Rect(x, y, width + 2 * pad, line * (len(rows) + len(lines)) + pad)
        theme.panel(surface, rect, theme.PANEL, radius=int(10 * k))
        cy = y + pad // 2 + line // 2
        for text in lines:
            theme.text(surface, text, size, (x + pad, cy), color=theme.GOLD, kind="bold",
                       anchor="midleft")
            cy += line
        for name, figure in rows:
            theme.text(surface, name, size, (x + pad, cy), anchor="midleft")
            theme.text(surface, figure, size, (rect.right - pad, cy), kind="bold",
                       anchor="midright")
            cy += line

    def draw(self, surface: pygame.Surface) -> None:
        table, k = self.table, self.table.app.k
        w, h = surface.get_size()
        theme.text(surface, game_name(table.match.game.spec), int(20 * k),
                   (int(16 * k), int(12 * k)), color=theme.GOLD, kind="title", shadow=True)
        self.draw_score_panel(surface, k)
        for seat in range(self.players):
            self._draw_seat(surface, seat, k)
        self._draw_prompt(surface, k)
        button = self.buttons[0]
        button.label = _("Menu (Esc)")
        button.rect = pygame.Rect(0, 0, int(150 * k), int(40 * k))
        button.rect.topright = (w - int(14 * k), int(12 * k))
        draw_button(surface, button, k * 0.8, focused=self.focus_button == 0)
        self._draw_press(surface, k)
        self._draw_floats(surface, k)

    def moving_rects(self, size: tuple[int, int]) -> list[pygame.Rect]:
        """Where the HUD draws something new every frame: the banner at its full size, the
        rising points and the race's countdown."""
        k, (w, h) = self.table.app.k, size
        rects = []
        if self.table.banner:
            image = banner_image(self.table.banner[0], round(k, 3))
            rects.append(image.get_rect(center=(w // 2, int(h * 0.48))).inflate(8, 8))
        for seat, _text, _left in self.floats:
            house = self.table.boxes.get(f"house:{seat}")
            box = house or self.table.boxes.get(f"hand:{seat}")
            if box is not None:  # as _draw_floats places them, with room for a few stacked
                x, y = box.rect.centerx, box.rect.top if house else box.rect.centery
                rects.append(pygame.Rect(x - int(240 * k), y - int(220 * k), int(480 * k),
                                         int(230 * k)))
        if self.press_button.rect.w:
            rects.append(self.press_button.rect.inflate(int(40 * k), int(40 * k)))
        return rects

    def _draw_floats(self, surface: pygame.Surface, k: float) -> None:
        """Points rising from the house that won them, else from over the hand (a hand at
        the top edge has no room above it); several at once are stacked, not piled up."""
        shown: dict[int, int] = {}
        for seat, text, left in self.floats:
            house = self.table.boxes.get(f"house:{seat}")
            box = house or self.table.boxes.get(f"hand:{seat}")
            if box is None:
                continue
            nth = shown[seat] = shown.get(seat, -1) + 1
            rise = (1.6 - left) * 30 * k + nth * 30 * k
            y = box.rect.top if house else box.rect.centery
            theme.text(surface, text, int(26 * k), (box.rect.centerx, int(y - rise)),
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
        """The player's name (gold when it is his turn) and his figures, beside his hand."""
        box = self.table.boxes.get(f"hand:{seat}")
        if box is None:
            return
        actors = self.table.match.game.actors()
        acting = seat in actors and not self.table.busy()
        name = self.name(seat)
        if self.info.get("dealer") == seat:
            name += "  ·  " + _("deals")
        lines = [(name, int(22 * k), theme.GOLD if acting else theme.INK, "bold")]
        lines += [(text, small_text(k), theme.INK_DIM, "sans")
                  for text in self.table.layout.seat_lines(seat, self.info) if text]
        if acting and seat != self.table.bottom:
            lines.append((_("thinking…"), small_text(k), theme.GOLD, "sans"))
        draw_block(surface, lines, box, box.text_side or "left", k)

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
        """The call, popping up: drawn once, then only scaled (a new font size every frame
        would cost a frame's budget)."""
        k = self.table.app.k
        w, h = surface.get_size()
        pop = min(1.0, max(0.0, 1.2 - left) / 0.18)
        image = banner_image(text, round(k, 3))
        if pop < 1.0:
            scale = 0.7 + 0.3 * pop
            size = (int(image.get_width() * scale), int(image.get_height() * scale))
            image = pygame.transform.smoothscale(image, size)
        rect = image.get_rect(center=(w // 2, int(h * 0.48)))
        surface.blit(image, rect)
        theme.record(rect, "banner", text, round(pop, 2))


@lru_cache(maxsize=16)
def banner_image(text: str, k: float) -> pygame.Surface:
    size = int(64 * k)
    tw, th = theme.font(size, "title").size(text)
    image = pygame.Surface((tw + int(80 * k), th + int(36 * k)), pygame.SRCALPHA)
    rect = image.get_rect()
    pygame.draw.rect(image, (120, 24, 20, 225), rect, border_radius=int(20 * k))
    pygame.draw.rect(image, theme.GOLD, rect, width=max(2, int(3 * k)), border_radius=int(20 * k))
    theme.text(image, text, size, rect.center, color=theme.GOLD, kind="title", anchor="center",
               shadow=True)
    return image


def small_text(k: float) -> int:
    """The size of the table's small words: labels and figures, readable in a small window."""
    return max(12, int(17 * k))


def text_anchor(box: ZoneBox, side: str, gap: int) -> tuple[tuple[int, int], str]:
    """Where words beside ``box`` start, and the anchor that keeps them off it."""
    r = box.rect
    return {
        "below": ((r.centerx, r.bottom + gap), "midtop"),
        "above": ((r.centerx, r.top - gap), "midbottom"),
        "left": ((r.left - gap, r.centery), "midright"),
        "right": ((r.right + gap, r.centery), "midleft"),
    }[side]


def draw_block(surface: pygame.Surface, lines: list[tuple[str, int, Any, str]], box: ZoneBox,
               side: str, k: float) -> None:
    """Lines of text beside ``box`` (centred on its middle when left or right of it), kept
    inside the window: moved in when centred, wrapped when beside it."""
    gap = int(20 * k) if side in ("left", "right") else int(8 * k)
    margin, width = int(8 * k), surface.get_width()
    (x, y), anchor = text_anchor(box, side, gap + box.text_offset)
    align = {"midright": "midright", "midleft": "midleft"}.get(anchor, "center")
    if align != "center":
        room = max(60, width - margin - x if align == "midleft" else x - margin)
        lines = [(part, size, colour, kind) for text, size, colour, kind in lines
                 for part in theme.wrap(text, size, room, kind)]
    heights = [int(size * 1.4) for _text, size, _colour, _kind in lines]
    top = {"below": y, "above": y - sum(heights)}.get(side, y - sum(heights) // 2)
    if align == "center":  # a seat at the edge of the window: keep its words inside it
        half = max(theme.font(size, kind).size(text)[0] for text, size, _c, kind in lines) // 2
        x = max(margin + half, min(width - margin - half, x))
    for (text, size, colour, kind), height in zip(lines, heights, strict=True):
        theme.text(surface, text, size, (x, top + height // 2), color=colour, kind=kind,
                   anchor=align, shadow=True)
        top += height


@lru_cache(maxsize=64)
def _crosswise(card: Card, width: int) -> pygame.Surface:
    return pygame.transform.rotate(art.card_face(card, width), 90)


def draw_crosswise(surface: pygame.Surface, cards: list[Card], centre: tuple[int, int],
                   card_w: int, card_h: int) -> None:
    """Face-up cards laid across under a pile, each a little lower: how a table marks an
    escoba. They show at both sides of the pile; the pile is drawn over them."""
    step = card_w * 0.3
    if len(cards) > 1:
        step = min(step, (card_h * 1.05 - card_w) / (len(cards) - 1))
    for i, card in enumerate(cards):
        image = _crosswise(card, card_w)
        y = centre[1] + (i - (len(cards) - 1) / 2) * step
        rect = image.get_rect(center=(centre[0], int(y)))
        surface.blit(image, rect)
        theme.record(rect, "crosswise", card)


def draw_fan(surface: pygame.Surface, cards: list[Card], box: ZoneBox, card_w: int,
             k: float) -> pygame.Rect:
    """Small face-up cards in a fan beside a pile (cards on it still in play); returns the
    place they cover."""
    small = max(24, int(card_w * 0.7))
    images = [art.card_face(card, small) for card in cards]
    sw = images[0].get_width()
    step = sw * 0.42
    total = sw + step * (len(cards) - 1)
    gap = int(10 * k)
    left = (box.rect.centerx - card_w // 2 - gap - total if box.marks_side == "left"
            else box.rect.centerx + card_w // 2 + gap)
    covered = pygame.Rect(int(left), box.rect.centery, 0, 0)
    for i, (card, image) in enumerate(zip(cards, images, strict=True)):
        rect = image.get_rect(midleft=(int(left + i * step), box.rect.centery))
        surface.blit(image, rect)
        theme.record(rect, "fan", card)
        covered.union_ip(rect)
    return covered
