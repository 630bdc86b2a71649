"""Players round the table, each with a hand and his own pile beside it: the layout the
trick and fishing games share (``SeatedLayout``)."""

from __future__ import annotations

import pygame

from .. import theme
from .layout import LABEL_LINE, NAME_ROOM, Layout, ZoneBox, ZoneStyle, box_at, prompt_room
from .seats import seat_position, seat_spot

LEAST_STEP = 0.25  # the least share of a card's width a rival's hand shows of each card


class SeatedLayout(Layout):
    """Players round the table, each with a hand and his own pile beside it (``own_zone``),
    the shared zones in the middle: the viewer at the bottom, one rival facing him at the
    top, more of them along the top and at the sides. The top-left corner stays free for the
    game's name and the score panel. Adapters fill the middle with ``middle_boxes``."""

    hand_cards = 3  # the most cards a hand holds
    own_zone = "pile"  # each seat's own pile: f"{own_zone}:{seat}"
    own_room = 1.0  # how wide the own pile lies, in card widths (marks under it stick out)
    own_marks = "crosswise"
    # card width as (fraction of the window's width, of its height) by number of players
    card_fractions = {2: (0.085, 0.125), 3: (0.08, 0.12), 4: (0.075, 0.11), 5: (0.065, 0.1),
                      6: (0.065, 0.1)}

    def card_width(self, size: tuple[int, int]) -> int:
        fw, fh = self.card_fractions.get(self.players, (0.065, 0.1))
        return max(30, int(min(size[0] * fw, size[1] * fh)))

    def arrange(self, size: tuple[int, int], viewer: int, players: int,
                zones: list[str]) -> dict[str, ZoneBox]:
        boxes, middle = self.seat_boxes(size, viewer, players)
        boxes.update(self.middle_boxes(middle, size, zones))
        return boxes

    def middle_boxes(self, middle: pygame.Rect, size: tuple[int, int],
                     zones: list[str]) -> dict[str, ZoneBox]:
        """The shared zones inside ``middle``, the room the seats leave."""
        return {}

    def seat_boxes(self, size: tuple[int, int], viewer: int,
                   players: int) -> tuple[dict[str, ZoneBox], pygame.Rect]:
        """Every seat's hand and own pile, and the room left in the middle."""
        w, h = size
        k = theme.scale(size)
        m = max(6, int(10 * k))
        spots = {seat: seat_spot(seat, viewer, players) for seat in range(players)}
        top_row = sorted((seat for seat, spot in spots.items() if spot.startswith("top")),
                         key=lambda seat: seat_position(seat, viewer, players))
        boxes: dict[str, ZoneBox] = {}
        middle = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
        for seat, spot in spots.items():
            if spot.startswith("top"):
                hand, own = self._top_seat(top_row.index(seat), len(top_row), seat == viewer,
                                           size, k)
            else:
                hand, own = self._edge_seat(spot, seat == viewer, size, k)
            boxes[f"hand:{seat}"] = hand
            if self.own_room:  # a game with no pile of one's own (own_room 0) has no place
                boxes[f"{self.own_zone}:{seat}"] = own
            both = hand.rect.union(own.rect)
            if spot == "bottom":
                middle.height = both.top - prompt_room(self.card_dims(size)[1], k) - middle.top
            elif spot.startswith("top"):
                top = both.bottom + int(theme.grown(98 * k)) + hand.text_offset
                middle.height -= top - middle.top
                middle.top = top
            elif spot == "left":  # the name above the column may be wider than it
                right = max(both.right, m + int(theme.grown(NAME_ROOM * k))) + m
                middle.width -= right - middle.left
                middle.left = right
            else:
                names = int(theme.grown(NAME_ROOM * k))
                middle.width = min(both.left, w - m - names) - m - middle.left
        return boxes, middle

    def _own(self, cx: float, cy: float, size: tuple[int, int], side: str) -> ZoneBox:
        cw, ch = self.card_dims(size)
        return box_at(cx, cy, cw * self.own_room, ch, style=ZoneStyle.STACK, face_up=False,
                      marks=self.own_marks, marks_side="right", text_side=side)

    def _edge_seat(self, spot: str, mine: bool, size: tuple[int, int],
                   k: float) -> tuple[ZoneBox, ZoneBox]:
        """The viewer at the bottom, name on the left, pile on the right; a seat at a side
        holds its hand in a column, name above it, pile below it."""
        w, h = size
        cw, ch = self.card_dims(size)
        m, gap = max(6, int(10 * k)), int(14 * k)
        own_w = cw * self.own_room
        if spot == "bottom":
            across = cw * (1 + 1.08 * (self.hand_cards - 1))
            cy = h - m - ch / 2
            apart = max(gap, int(cw * 0.55))  # a pile apart, not a card of the hand
            hand = box_at((w - own_w - apart) / 2, cy, across, ch, face_up=mine,
                          text_side="left")
            return hand, self._own(hand.rect.right + apart + own_w / 2, cy, size, "right")
        reach = max(own_w / 2, 70 * k)
        cx = m + reach if spot == "left" else w - m - reach
        top = max(int(0.2 * h), int(150 * k)) + int(theme.grown(62 * k))
        apart = max(gap, int(ch * 0.2))
        tall = ch * (1 + 0.3 * (self.hand_cards - 1))
        # the bottom row (the viewer's hand and name) is wide: the pile must stay above it
        row = cw * (1 + 1.08 * (self.hand_cards - 1)) + own_w + max(gap, int(cw * 0.55))
        clear = (w - row) / 2 - NAME_ROOM * k > 2 * reach + m
        floor = h - m if clear else h - m - ch - gap
        if top + tall + apart + ch <= floor:  # the pile below the column
            hand = box_at(cx, top + tall / 2, cw, tall, style=ZoneStyle.COLUMN, face_up=mine,
                          text_side="above")
            return hand, self._own(cx, hand.rect.bottom + apart + ch / 2, size, "below")
        # a long hand: the column closes up above the bottom row, the pile beside its top
        tall = max(ch, min(tall, h - m - ch - gap - top))
        hand = box_at(cx, top + tall / 2, cw, tall, style=ZoneStyle.COLUMN, face_up=mine,
                      text_side="above")
        inward = 1 if spot == "left" else -1
        beside = cx + inward * (cw / 2 + apart + own_w / 2)
        return hand, self._own(beside, top + ch / 2, size, "below")

    def _top_seat(self, index: int, count: int, mine: bool, size: tuple[int, int],
                  k: float) -> tuple[ZoneBox, ZoneBox]:
        """A rival along the top edge, his name below his hand: alone, centred; several, side
        by side between the score panel and the menu button."""
        w = size[0]
        cw, ch = self.card_dims(size)
        m, gap = max(6, int(10 * k)), int(14 * k)
        own_w = cw * self.own_room
        step = 1.08 if mine else 0.6 if count == 1 else 0.35 if count > 2 else 0.5
        apart = max(gap, int(cw * (0.55 if count == 1 else 0.25)))  # the seats share the top
        cy = m + ch / 2
        cx = w / 2
        if count > 1:
            left, right = 0.24 * w, w - int(170 * k)
            cx = left + (index + 0.5) * (right - left) / count
            # a narrow window: the hand closes up so that his pile (and the marks under it)
            # stays clear of the next seat's hand, down to a quarter of each card showing
            room = (right - left) / count - own_w - apart - gap
            if self.hand_cards > 1:
                step = max(LEAST_STEP, min(step, (room / cw - 1) / (self.hand_cards - 1)))
        across = cw * (1 + step * (self.hand_cards - 1))
        hand = box_at(cx - (own_w + apart) / 2, cy, across, ch, face_up=mine,
                      text_side="below",
                      text_offset=int(theme.grown(LABEL_LINE * k)) if count > 1 else 0)
        return hand, self._own(hand.rect.right + apart + own_w / 2, cy, size,
                               "right" if count == 1 else "below")
