"""Moroccan Ronda: the rival at the top, you at the bottom, each capture pile beside its
owner's hand, the table in a wide grid in the middle and the stock on its left. A Darba
group the rival may still take lies face up beside the pile that holds it. The score panel
shows the points and the target."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from ....cards import Card
from ....i18n import _, tr
from ..layout import NameOf, ZoneBox, ZoneStyle, box_at, captured_text
from ..seated import SeatedLayout

NEXT_STEP_POINTS = {"bkhamsa": 5, "bashra": 10}


class RondaMarroquiLayout(SeatedLayout):
    hand_cards = 3
    own_zone = "pile"
    own_marks = "fan"

    def refusal_target(self, drop_targets: list[str]) -> str | None:
        return "table"  # a card that goes nowhere is explained as played to the table

    def middle_boxes(self, middle: pygame.Rect, size: tuple[int, int],
                     zones: list[str]) -> dict[str, ZoneBox]:
        cw, ch = self.card_dims(size)
        gap = max(8, cw // 4)
        stock = box_at(middle.left + cw, middle.centery, cw, ch, style=ZoneStyle.STACK,
                       face_up=False, show_count=True)
        left = stock.rect.right + gap + cw // 3
        table = pygame.Rect(left, middle.top, middle.right - left, middle.height)
        table.inflate_ip(-cw // 2, -ch // 4)  # its highlight, when a card may go there, too
        per_row = max(3, min(7, int((table.width - cw) / (cw * 1.08)) + 1))
        return {
            "stock": stock,
            "table": ZoneBox(table, style=ZoneStyle.GRID, max_per_row=per_row, drop_target="table"),
        }

    # -- what the players read -----------------------------------------------------------------

    def zone_label(self, zone: str, count: int, info: dict[str, Any],
                   shown: Sequence[Card] = ()) -> str | None:
        kind, _sep, seat = zone.partition(":")
        if kind == "pile":
            chain = info.get("chain")
            if not count:
                return ""
            if chain and chain["holder"] == int(seat) and shown:
                call = _("B'khamsa") if chain["next"] == "bkhamsa" else _("B'ashra")
                return "\n".join((captured_text(count), tr(
                    "{call} (+{points}) with the next {rank}", call=call,
                    points=NEXT_STEP_POINTS.get(chain["next"], 0), rank=chain["rank"])))
            return captured_text(count)
        if kind == "stock":
            return tr("Stock · {n}", n=count)
        return ""

    def shown_cards(self, zone: str, cards: list[Card | None],
                    info: dict[str, Any]) -> list[Card]:
        """The Darba group on top of its holder's pile, face up while the rival may take it
        (the view shows those cards; the others of the pile are None)."""
        chain = info.get("chain")
        if not chain or zone != f"pile:{chain['holder']}":
            return []
        return [card for card in cards[-chain["size"]:] if card is not None]

    def seat_lines(self, seat: int, info: dict[str, Any]) -> list[str]:
        points = info.get("hand_points")
        return [tr("points this hand: {n}", n=points[seat])] if points else []

    def score_panel(self, info: dict[str, Any], name_of: NameOf,
                    players: int) -> tuple[str, list[tuple[str, str]]] | None:
        scores = info.get("scores")
        if not scores:
            return None
        heading = tr("Match to {n} points", n=info.get("target", 41))
        return heading, [(name_of(s), str(scores[s])) for s in range(players)]

    def hand_result(self, event: Any, name_of: NameOf, players: int,
                    viewer: int | None = None) -> tuple[str | None, list[list[str]]] | None:
        r = event.results
        if "piles" not in r:
            return None
        rows = [[""] + [name_of(s) for s in range(players)]]
        rows.append([_("Cards captured")] + [str(n) for n in r["piles"]])
        rows.append([_("Points for cards")] + [str(n) for n in r["card_points"]])
        rows.append([_("Points won this hand")] + [str(n) for n in r["hand_points"]])
        rows.append([_("Match points")] + [str(n) for n in r["scores"]])
        return None, rows
