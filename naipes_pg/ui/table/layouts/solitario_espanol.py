"""Solitario Español as it is laid out on a cloth: the grid of 4 rows, one column per rank,
each headed by its rank (1 … 9, S, C, R); every
card face down or face up as the view says. Above the grid, by the player, the card in his
hand during a chain (or, in Intercambio revelado, his four face-up cards) with his chips, and
in Reyes perdidos his four start cards on its left. The card size comes from the grid, so the
48 cards fit and stay readable in the smallest window."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ....ai.phrases import phrase
from ....cards import Card
from ....i18n import _, tr
from ....rules.base import Reveal
from ....rules.events import Announced, Event
from ....rules.solitario_espanol import CHIP_PAID
from ... import theme
from ..layout import Layout, ZoneBox, ZoneStyle, box_at, prompt_room
from ..telling import Teller, Told

ROWS = 4
TOP_BAND = 60  # the title, the deal's figures and the buttons, at the design size
HEADING = 24  # the line of column headings over the grid, at the design size
MARGIN = 12  # the least room on each side of the grid, at the design size
GAP = 0.08  # between two cells, in card widths
STARTS = 4  # the start cards of Reyes perdidos


def grid_columns(zones: list[str]) -> int:
    """How many columns the deal's grid has (12, 10 or 9, and the Rey column)."""
    return 1 + max((int(z.rpartition(",")[2]) for z in zones if z.startswith("cell:")),
                   default=11)


class SolitarioEspanolLayout(Layout):
    columns = 12  # set by ``boxes`` from the zones
    starts = False  # whether the player has start cards (Reyes perdidos)

    def boxes(self, size: tuple[int, int], viewer: int, players: int,
              zones: list[str]) -> dict[str, ZoneBox]:
        self.columns = grid_columns(zones)
        self.starts = "start:0" in zones
        return super().boxes(size, viewer, players, zones)

    @property
    def hand_cards(self) -> int:
        """Four in Intercambio revelado, whose grid alone lacks the Rey column (4 × 11 or
        4 × 9 with no start cards); else the one card of a chain."""
        return 4 if self.columns in (9, 11) and not self.starts else 1

    def card_width(self, size: tuple[int, int]) -> int:
        """The largest card with which the grid, its headings and the row of the hand fit."""
        w, h = size
        k = theme.scale(size)
        across = (w - 2 * MARGIN * k) / (self.columns * (1 + GAP))
        # the prompt, the hand's row, the headings clear of the cells' outlines, four rows
        fixed = (theme.grown((TOP_BAND + HEADING) * k) + 16 * k + prompt_room(0, k)
                 + 2 * max(2, int(4 * k)))
        down = (h - fixed) / ((1 + ROWS * (1 + GAP) + 0.1 + 0.12) * 1.54)
        return max(24, int(min(across, down)))

    def arrange(self, size: tuple[int, int], viewer: int, players: int,
                zones: list[str]) -> dict[str, ZoneBox]:
        w, h = size
        k = theme.scale(size)
        cw, ch = self.card_dims(size)
        step_x, step_y = cw * (1 + GAP), ch * (1 + GAP)
        grid_w = self.columns * step_x - GAP * cw
        left = (w - grid_w) / 2
        hand_y = theme.grown(TOP_BAND * k) + prompt_room(ch, k) + ch / 2
        outline = ch // 10 + max(2, int(4 * k))  # a legal cell's outline, round it
        grid_top = hand_y + ch / 2 + outline + theme.grown(HEADING * k) + 8 * k
        grid_top += max(0.0, (h - 8 * k - (grid_top + ROWS * step_y)) / 2)
        boxes = {}
        for row in range(ROWS):
            for col in range(self.columns):
                zone = f"cell:{row},{col}"
                boxes[zone] = box_at(left + col * step_x + cw / 2,
                                     grid_top + row * step_y + ch / 2, cw, ch,
                                     style=ZoneStyle.STACK, drop_target=zone, text_side="above")
        return boxes | self._hand_row(w, hand_y, cw, ch)

    def _hand_row(self, w: int, y: float, cw: int, ch: int) -> dict[str, ZoneBox]:
        """The start cards (Reyes perdidos) and, on their right, the hand, the whole row
        centred; the player's name and chips on the hand's right."""
        across = cw * (1 + 1.08 * (self.hand_cards - 1))
        starts = cw * (1 + 1.08 * (STARTS - 1)) + cw * 0.8 if self.starts else 0.0
        left = (w - starts - across) / 2
        boxes = {
            f"start:{i}": box_at(left + cw / 2 + i * cw * 1.08, y, cw, ch, style=ZoneStyle.STACK,
                                 text_side="left")
            for i in range(STARTS if self.starts else 0)
        }
        style = ZoneStyle.ROW if self.hand_cards > 1 else ZoneStyle.STACK
        boxes["hand:0"] = box_at(left + starts + across / 2, y, across, ch, style=style,
                                 text_side="right")
        # The deck the grid is dealt from lies where the hand is, and leaves no place behind.
        boxes["stock"] = box_at(left + starts + across / 2, y, cw, ch, style=ZoneStyle.ROW,
                                face_up=False)
        return boxes

    def marks_place(self, act: Any) -> bool:
        """Any face-down card of the grid may be turned whenever no chain is on: a mark on
        every one of them would say nothing, and wash the whole grid."""
        return not isinstance(act, Reveal)

    # -- what the player reads ------------------------------------------------------------------

    def prompt(self, info: dict[str, Any]) -> str | None:
        if info.get("choosing_row"):  # its suit has no row yet: the player gives it one (SE-5)
            return _("Its suit has no row yet: drag the card to the row it will take")
        return None

    def score_unit(self) -> str | None:
        return "Cards face up"  # the deal's figure: the cards turned face up

    def zone_label(self, zone: str, count: int, info: dict[str, Any],
                   shown: Sequence[Card] = ()) -> str | None:
        kind, _sep, where = zone.partition(":")
        if zone == "start:0":
            return _("Start cards")
        if kind != "cell":
            return ""
        row, col = map(int, where.split(","))
        headings = info.get("columns", [])
        return headings[col] if row == 0 and col < len(headings) else ""

    def tell(self, events: Sequence[Event], teller: Teller) -> Sequence[Told] | None:
        """The chip paid to turn a card, said as it is paid; the rest by kind."""
        paid = [at for at, event in enumerate(events)
                if isinstance(event, Announced) and event.kind == CHIP_PAID]
        if not paid:
            return None
        told = []
        for at in paid:
            chips = int(events[at].data.get("chips", 0))  # type: ignore[union-attr]
            told.append(Told(teller.who.said(
                0, phrase("You pay a chip to turn a card ({chips} left)", chips=chips),
                phrase("{who} pays a chip to turn a card ({chips} left)", chips=chips)), at))
        return sorted(told + teller.by_kind(events, set(paid)), key=lambda line: line.at)

    def figures_now(self, event: Any) -> dict[str, Any]:
        """The chip is paid as the card turns: the chips left show then, not after the chain
        the card may start (11.3)."""
        return {"chips": event.data["chips"]} if event.kind == CHIP_PAID else {}

    def seat_lines(self, seat: int, info: dict[str, Any]) -> list[str]:
        chips = info.get("chips")
        if chips is None:
            return []
        return [_("1 chip") if chips == 1 else tr("{n} chips", n=chips)]
