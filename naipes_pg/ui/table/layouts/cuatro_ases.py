"""Solitario 4 Ases as it is laid out on a cloth: the four foundations in a row across the
table, and below them, by the player, the stock he holds (face down, its count written) and
the waste beside it (its top card face up, the cards under it a pile's edge, its count
written). Con reserva adds the reserve place at the right of that row, labelled. The round
and, in Mezclado, the chips left are written under the stock, where the player renews: a
click on the stock reveals, and on the empty stock turns the waste over."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ....cards import Card
from ....i18n import _, tr
from ....rules.base import Renew
from ... import theme
from ..layout import Layout, ZoneBox, ZoneStyle, box_at

FOUNDATIONS = 4
TOP_BAND = 60  # the title, the deal's figures and the buttons, at the design size
LABEL_ROOM = 52  # two lines of words under a pile, at the design size
PITCH = 1.3  # from one foundation to the next, in card widths


class CuatroAsesLayout(Layout):
    def card_width(self, size: tuple[int, int]) -> int:
        """As large as two rows of cards and their words allow, and five places across."""
        w, h = size
        k = theme.scale(size)
        room = h - theme.grown((TOP_BAND + 2 * LABEL_ROOM) * k) - 40 * k
        return max(40, int(min(w * 0.12, room / (2 * 1.54))))

    def arrange(self, size: tuple[int, int], viewer: int, players: int,
                zones: list[str]) -> dict[str, ZoneBox]:
        w, h = size
        k = theme.scale(size)
        cw, ch = self.card_dims(size)
        pitch = cw * PITCH
        left = w / 2 - 1.5 * pitch  # the first foundation's centre; the rest to its right
        band, words = theme.grown(TOP_BAND * k), theme.grown(LABEL_ROOM * k)
        top = band + (h - band - 2 * ch - 2 * words) / 3
        up_y = top + ch / 2
        down_y = h - words - max(8 * k, (h - band - 2 * ch - 2 * words) / 3) - ch / 2
        boxes = {
            f"foundation:{i}": box_at(left + i * pitch, up_y, cw, ch, style=ZoneStyle.STACK,
                                      drop_target=f"foundation:{i}")
            for i in range(FOUNDATIONS)
        }
        outline = ch // 10 + max(2, int(4 * k))  # the waste's words clear its drop outline
        boxes["stock"] = box_at(left, down_y, cw, ch, style=ZoneStyle.STACK, face_up=False,
                                show_count=True, text_offset=outline)
        boxes["waste"] = box_at(left + pitch, down_y, cw, ch, style=ZoneStyle.STACK,
                                drop_target="waste")
        if "reserve" in zones:
            boxes["reserve"] = box_at(left + 3 * pitch, down_y, cw, ch, style=ZoneStyle.STACK,
                                      drop_target="reserve")
        return boxes

    def place_of(self, act: Any) -> str | None:
        """A renewal is a click on the empty stock, where the waste turned over will lie (as
        in every solitaire a player knows); a reveal, on the stock too."""
        if isinstance(act, Renew):
            return "stock"
        return super().place_of(act)

    # -- what the player reads ------------------------------------------------------------------

    def score_unit(self) -> str | None:
        return "Cards on the foundations"  # the deal's figure: the cards moved up

    def zone_label(self, zone: str, count: int, info: dict[str, Any],
                   shown: Sequence[Card] = ()) -> str | None:
        if zone == "stock":
            return "\n".join((tr("Stock · {n}", n=count), round_text(info)))
        if zone == "waste":
            return tr("Waste · {n}", n=count) if count else _("Waste")
        if zone == "reserve":
            return _("Reserve")
        return ""


def round_text(info: dict[str, Any]) -> str:
    """"Round 2", and the chips left in Mezclado: "Round 2 · 4 chips"."""
    words = tr("Round {n} of the stock", n=info.get("round", 1))
    chips = info.get("chips")
    if chips is None:
        return words
    return " · ".join((words, _("1 chip") if chips == 1 else tr("{n} chips", n=chips)))
