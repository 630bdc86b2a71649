"""El 9 (and 7 Parejas) as it is laid out on a cloth: the 3 × 5 grid in the middle, one card
place per cell (an empty cell shows its outline), each row named on its left by the figures it
keeps (Reyes, Caballos, Sotas); on the right the stock, face down with its count, the card just
turned up beside it, and under them the removed cards, face up, on one line over their words:
the last ones fanned a corner apart, so each shows what has gone, from a squared-up pile of the
older ones, never in rows lying over one another."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from ....ai.phrases import cards_phrase, phrase
from ....cards import Card
from ....i18n import _, tr
from ....rules.el_nueve import REMOVED
from ....rules.events import Event, Moved
from ... import theme
from ..layout import Layout, ZoneBox, ZoneStyle, box_at
from ..sprites import STACK_SHOWN, CardSprite
from ..telling import Teller, Told, count

ROWS, COLUMNS = 3, 5
TOP_BAND = 60  # the title, the deal's figures and the buttons, at the design size
ROW_NAMES = 110  # room on the grid's left for a row's name, at the design size
GAP = 0.12  # between two cells, in card widths
ASIDE = 4.4  # the width of the stock's side of the table, in card widths
FANNED = 12  # the last removed cards fanned; the older ones lie squared up under the first
FAN_STEP = 0.28  # from one removed card to the next, in card widths: its corner shows
PILE_RISE = 0.012  # a squared-up card over the one under it, in card heights: the pile's edge
LABEL_LINE = 26


def row_name(row: int) -> str:
    """The figures a row keeps (RULES.md 7.1): Reyes on top, Caballos, Sotas below."""
    return (_("Kings"), _("Knights"), _("Jacks"))[row]


class FanBox(ZoneBox):
    """The removed cards as a player lays them aside: fanned from the left, each a corner's
    width from the one before, as many as the box holds; the older ones squared up in a pile
    under the first card of the fan."""

    def piled(self, count: int, card_w: int) -> int:
        """How many of ``count`` cards lie in the pile (its top is the fan's first card)."""
        fanned = int((self.rect.width - card_w) / (card_w * FAN_STEP)) + 1
        return max(1, count - max(1, fanned) + 1)

    def positions(self, count: int, card_w: int, card_h: int) -> list[tuple[float, float]]:
        if count == 0:
            return []
        piled = self.piled(count, card_w)
        x, y = self.rect.left + card_w / 2, self.rect.centery
        # the top card where the fan starts, the two under it a hair lower, the rest hidden
        drop = [card_h * PILE_RISE * min(piled - 1 - i, STACK_SHOWN - 1) for i in range(piled)]
        pile = [(x + down * 0.4, y + down) for down in drop]
        return pile + [(x + i * card_w * FAN_STEP, y) for i in range(1, count - piled + 1)]

    def drawn(self, pile: list[CardSprite], card_w: int) -> list[CardSprite]:
        """The fan, and the pile's top few: the cards hidden under them are not drawn."""
        return pile[max(0, self.piled(len(pile), card_w) - STACK_SHOWN):]


class ElNueveLayout(Layout):
    def tell(self, events: Sequence[Event], teller: Teller) -> Sequence[Told] | None:
        """A card put out with the removed ones is said so ("Retiradas: el 9 de copas");
        the rest by kind."""
        out = [at for at, event in enumerate(events)
               if isinstance(event, Moved) and event.to == REMOVED]
        if not out:
            return None
        told = [Told(phrase("Removed: {what}", what=cards_phrase(events[at].cards)  # type: ignore[union-attr]
                            if all(events[at].cards) else count(len(events[at].cards))),  # type: ignore[union-attr]
                     at, False) for at in out]
        return sorted(told + teller.by_kind(events, set(out)), key=lambda line: line.at)

    def card_width(self, size: tuple[int, int]) -> int:
        """As large as the grid's three rows and, beside it, the stock's side allow."""
        w, h = size
        k = theme.scale(size)
        across = (w - theme.grown(ROW_NAMES * k) - 60 * k) / (COLUMNS * (1 + GAP) + 0.8 + ASIDE)
        down = (h - theme.grown((TOP_BAND + 2 * LABEL_LINE) * k) - 16 * k) / (ROWS * (1 + GAP)
                                                                             * 1.54)
        return max(36, int(min(across, down)))

    def arrange(self, size: tuple[int, int], viewer: int, players: int,
                zones: list[str]) -> dict[str, ZoneBox]:
        w, h = size
        k = theme.scale(size)
        cw, ch = self.card_dims(size)
        step_x, step_y = cw * (1 + GAP), ch * (1 + GAP)
        grid_w = COLUMNS * step_x - GAP * cw
        names, band, line = (theme.grown(n * k) for n in (ROW_NAMES, TOP_BAND, LABEL_LINE))
        whole = names + grid_w + 0.8 * cw + ASIDE * cw
        left = (w - whole) / 2 + names
        top = band + max(0.0, (h - band - ROWS * step_y - line) / 2)
        boxes = {}
        for row in range(ROWS):
            for col in range(COLUMNS):
                zone = f"cell:{row},{col}"
                boxes[zone] = box_at(left + col * step_x + cw / 2, top + row * step_y + ch / 2,
                                     cw, ch, style=ZoneStyle.STACK, drop_target=zone,
                                     text_side="left" if col == 0 else "")
        aside = left + grid_w + 0.8 * cw  # the stock's side begins here
        outline = ch // 10 + max(2, int(4 * k))  # the stock's words level with the pending's
        boxes["stock"] = box_at(aside + cw * 0.7, top + ch / 2, cw, ch, style=ZoneStyle.STACK,
                                face_up=False, show_count=True, text_offset=outline)
        boxes["pending"] = box_at(aside + cw * 2.25, top + ch / 2, cw, ch, style=ZoneStyle.STACK,
                                  drop_target="pending")
        room_top = top + ch + outline + 2 * line
        fan = pygame.Rect(0, 0, int(cw * (1 + FAN_STEP * (FANNED - 1))), ch)
        fan.midtop = (int(aside + ASIDE * cw / 2), int(room_top))
        boxes["removed"] = FanBox(fan, style=ZoneStyle.GRID, drop_target="removed")
        return boxes

    # -- what the player reads ------------------------------------------------------------------

    def prompt(self, info: dict[str, Any]) -> str | None:
        if info.get("moving"):  # the move a discarded 9 grants, now or never (N9-2)
            return _("The 9 is out: drag a card of the grid to an empty place, or “No move”")
        return None

    def score_unit(self) -> str | None:
        return "Cards removed"  # the deal's figure: the cards taken off the grid

    def zone_label(self, zone: str, count: int, info: dict[str, Any],
                   shown: Sequence[Card] = ()) -> str | None:
        kind, _sep, where = zone.partition(":")
        if kind == "cell":
            row, col = map(int, where.split(","))
            return row_name(row) if col == 0 else ""
        if zone == "stock":
            return tr("Stock · {n}", n=count)
        if zone == "pending":
            return _("Turned up")
        if zone == "removed":
            return tr("Removed · {n}", n=count) if count else _("Removed")
        return ""
