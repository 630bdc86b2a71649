"""Stolen House: the rival's hand at the top, yours at the bottom, the table in the middle,
the two houses on the right where a steal is easy to follow, the stock on the left. The table
is two rows high, so a crowded table keeps every card in sight. Each house is labelled with its
owner and any debt; a debt that grows rises by the debtor's name; a payment from house to house
slides slowly, so it reads as a penalty."""

from __future__ import annotations

from typing import Any

import pygame

from ....i18n import tr
from ... import theme
from ..layout import RESULT_ROWS, Layout, ZoneBox, ZoneStyle, prompt_room

PENALTY_PACE = 1.6  # a payment from house to house flies this much slower than a play


class RondaRobadaLayout(Layout):
    def boxes(self, size, viewer, players, zones):
        w, h = size
        cw, ch = self.card_dims(size)
        k = theme.scale(size)
        rival = 1 - viewer

        def box(cx: float, cy: float, width: float, height: float = ch, **kw) -> ZoneBox:
            rect = pygame.Rect(0, 0, int(width), int(height))
            rect.center = (int(cx), int(cy))
            return ZoneBox(rect, **kw)

        top = h * 0.12 + ch / 2 + 8 * k  # under the rival's hand
        bottom = h * 0.85 - ch / 2 - prompt_room(ch, k)  # over the prompt above yours
        tall = min(ch * 2.12, bottom - top)
        return {
            f"hand:{rival}": box(w * 0.47, h * 0.12, cw * 3.6, face_up=False),
            f"hand:{viewer}": box(w * 0.47, h * 0.85, cw * 3.6),
            "table": box(w * 0.47, (top + bottom) / 2, w * 0.6, tall, style=ZoneStyle.GRID,
                         max_per_row=7, drop_target="table"),
            f"house:{rival}": box(w * 0.87, h * 0.22, cw, style=ZoneStyle.STACK, show_count=True,
                                  drop_target="table"),
            f"house:{viewer}": box(w * 0.87, h * 0.7, cw, style=ZoneStyle.STACK, show_count=True),
            "stock": box(w * 0.09, h * 0.48, cw, style=ZoneStyle.STACK, face_up=False,
                         show_count=True),
        }

    # -- houses and debts ------------------------------------------------------------------

    def seat_zone_label(self, zone: str, seat: int, count: int, info: dict[str, Any],
                        name: str, yours: bool) -> str | None:
        if not zone.startswith("house:"):
            return None
        label = (tr("Your house · {n}", n=count) if yours
                 else tr("{name}'s house · {n}", name=name, n=count))
        return label + owes(info, seat, " · ")

    def seat_extras(self, seat: int, info: dict[str, Any]) -> list[str]:
        debt = owes(info, seat)
        return [debt] if debt else []

    def rising_figures(self, before: dict[str, Any],
                       after: dict[str, Any]) -> list[tuple[int, str]]:
        """A debt that grew rises by its debtor; a call paid at once changes no debt."""
        old, new = before.get("debts"), after.get("debts")
        if not old or not new or len(old) != len(new):
            return []
        return [(seat, tr("+{n} owed", n=b - a))
                for seat, (a, b) in enumerate(zip(old, new, strict=True)) if b > a]

    def hand_started(self, info: dict[str, Any], players: int) -> None:
        info["debts"] = [0] * players  # a new deal starts with no debts

    def result_rows(self) -> dict[str, str]:
        return {"houses": "Cards in the house", **RESULT_ROWS}

    def move_motion(self, frm: str, to: str) -> tuple[str, float]:
        if frm.startswith("house") and to.startswith("house"):
            return "slide", PENALTY_PACE
        return "place", 1.0

    def refusal_target(self, drop_targets: list[str]) -> str | None:
        return "table"


def owes(info: dict[str, Any], seat: int, before: str = "") -> str:
    """"owes 3" when ``seat`` has a debt (after ``before``), else nothing."""
    debts = info.get("debts")
    if not debts or seat >= len(debts) or not debts[seat]:
        return ""
    return before + tr("owes {n}", n=debts[seat])
