"""Escoba del 15 (and Desescoba): two to four players round the table, each with his capture
pile beside his hand and his escobas laid face up across under it, as at a real table; the
table cards in a wide grid in the middle, the stock on its left. At the end of a hand, the
scoring table: escobas, cards, coins, the seven of coins, primera and the totals."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from ....cards import Card, parse
from ....i18n import _, tr
from ..layout import (
    PANEL_ROWS_UP_TO,
    NameOf,
    ZoneBox,
    ZoneStyle,
    box_at,
    captured_text,
    points_text,
)
from ..seated import SeatedLayout


class EscobaLayout(SeatedLayout):
    hand_cards = 3
    own_zone = "pile"
    own_room = 2.0  # the escobas stick out on both sides of the pile (two columns of them)

    def score_reasons(self) -> dict[str, str]:
        return {"escobas": _("escobas")}

    def refusal_target(self, drop_targets: list[str]) -> str | None:
        return "table"  # a card that goes nowhere is explained as played to the table

    def race_label(self, keys: str, seconds: str) -> str:
        return tr("15! Slap ({keys}) · {s} s", keys=keys, s=seconds)  # the race is "15 en mesa"

    def middle_boxes(self, middle: pygame.Rect, size: tuple[int, int],
                     zones: list[str]) -> dict[str, ZoneBox]:
        cw, ch = self.card_dims(size)
        gap = max(8, cw // 4)
        stock = box_at(middle.left + cw, middle.centery - ch * 0.3, cw, ch, style=ZoneStyle.STACK,
                       face_up=False, show_count=True)
        aside = box_at(stock.rect.centerx, stock.rect.bottom + ch * 0.75, cw * 1.6, ch * 0.6)
        left = stock.rect.right + gap + cw // 3
        table = pygame.Rect(left, middle.top, middle.right - left, middle.height)
        table.inflate_ip(-cw // 2, -ch // 4)  # its highlight, when a card may go there, too
        per_row = max(3, min(8, int((table.width - cw) / (cw * 1.08)) + 1))
        return {
            "stock": stock,
            "aside": aside,
            "table": ZoneBox(table, style=ZoneStyle.GRID, max_per_row=per_row, drop_target="table"),
        }

    # -- what the players read -----------------------------------------------------------------

    def zone_label(self, zone: str, count: int, info: dict[str, Any],
                   shown: Sequence[Card] = ()) -> str | None:
        kind, _sep, seat = zone.partition(":")
        if kind == "pile":
            if not count:
                return ""
            marks = info.get("marked", [[]] * (int(seat) + 1))[int(seat)]
            escobas = info.get("escobas", [len(marks)] * (int(seat) + 1))[int(seat)]
            return " · ".join([captured_text(count), *marks_text(escobas, len(marks) - escobas)])
        if kind == "stock":
            return tr("Stock · {n}", n=count)
        if kind == "aside":
            return tr("Set aside · {n}", n=count) if count else ""
        return ""

    def shown_cards(self, zone: str, cards: list[Card | None],
                    info: dict[str, Any]) -> list[Card]:
        """The marked cards (escobas, 15 en mesa, 15 en mano) lie face up across the pile."""
        kind, _sep, seat = zone.partition(":")
        marked = info.get("marked")
        if kind != "pile" or not marked:
            return []
        return [parse(card) for card in marked[int(seat)]]

    def seat_lines(self, seat: int, info: dict[str, Any]) -> list[str]:
        scores = info.get("scores")
        lines = []
        if scores and len(scores) > PANEL_ROWS_UP_TO:
            lines.append(points_text(scores[seat]))
        if seat in info.get("sitting_out", ()):
            lines.append(_("15 in hand: sits out this deal"))
        return lines

    def score_panel(self, info: dict[str, Any], name_of: NameOf,
                    players: int) -> tuple[str, list[tuple[str, str]]] | None:
        """What ends the match; with few players, each score (with more, by each name)."""
        scores = info.get("scores")
        if not scores:
            return None
        target = info.get("target", 15)
        heading = (tr("Reverse Escoba: whoever reaches {n} loses", n=target)
                   if info.get("desescoba") else tr("Match to {n} points", n=target))
        rows = [(name_of(s), str(scores[s])) for s in range(players)]
        return heading, rows if players <= PANEL_ROWS_UP_TO else []

    def hand_result(self, event: Any, name_of: NameOf, players: int,
                    viewer: int | None = None) -> tuple[str | None, list[list[str]]] | None:
        seats = event.results.get("seats")
        if not seats or len(seats) != players:
            return None
        rows = [[""] + [name_of(s) for s in range(players)]]
        escobas = [row.get("escobas", row["marks"]) for row in seats]
        rows.append([_("Escobas")] + [str(n) for n in escobas])
        if any(row["marks"] > n for row, n in zip(seats, escobas, strict=True)):
            rows.append([_("15 on the table / in hand")] + [
                with_point("–", row["marks"] - n) for row, n in zip(seats, escobas, strict=True)])
        rows.append([_("Cards")] + [with_point(row["cards"], row["cartas"]) for row in seats])
        rows.append([_("Coins")] + [with_point(row["oro_cards"], row["oros"]) for row in seats])
        rows.append([_("Seven of coins")] + [with_point("✓" if row["siete_de_oros"] else "–",
                                                        row["siete_de_oros"]) for row in seats])
        rows.append([_("Primera (sum)")] + [with_point(row["primera_sum"] or "–", row["primera"])
                                            for row in seats])
        rows.append([_("Points this hand")] + [str(row["points"]) for row in seats])
        rows.append([_("Total points")] + [str(row["score"]) for row in seats])
        return None, rows


def marks_text(escobas: int, fifteens: int) -> list[str]:
    """What a pile's face-up cards are: escobas, and the cards of a 15 en mesa (four, on the
    first deal only) or of 15 en mano (three each), a point each (RULES.md 15.3, 15.6)."""
    parts = []
    if escobas:
        parts.append(_("1 escoba") if escobas == 1 else tr("{n} escobas", n=escobas))
    mesa = 4 if fifteens % 3 == 1 else 0  # 4 + 3k is the only way to leave 1 over a 3
    if mesa:
        parts.append(tr("15 on the table (+{n})", n=mesa))
    if fifteens - mesa:
        parts.append(tr("15 in hand (+{n})", n=fifteens - mesa))
    return parts


def with_point(figure: object, points: int) -> str:
    """A category's figure, and the points it gave: "22 (+1 point)"."""
    return f"{figure} (+{points_text(points)})" if points else str(figure)
