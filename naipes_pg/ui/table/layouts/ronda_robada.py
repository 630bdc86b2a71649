"""Stolen House: the rival's hand at the top, yours at the bottom, the table in the middle,
the two houses on the right where a steal is easy to follow, the stock on the left. The table
is two rows high, so a crowded table keeps every card in sight."""

from __future__ import annotations

import pygame

from ... import theme
from ..layout import Layout, ZoneBox, prompt_room


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
            "table": box(w * 0.47, (top + bottom) / 2, w * 0.6, tall, style="grid",
                         max_per_row=7, drop_target="table"),
            f"house:{rival}": box(w * 0.87, h * 0.22, cw, style="stack", show_count=True,
                                  drop_target="table"),
            f"house:{viewer}": box(w * 0.87, h * 0.7, cw, style="stack", show_count=True),
            "stock": box(w * 0.09, h * 0.48, cw, style="stack", face_up=False, show_count=True),
        }
