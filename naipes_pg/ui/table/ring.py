"""Players round an oval table, each with his face-down stack: the layout the reflex games
share (``RingLayout``)."""

from __future__ import annotations

import math

import pygame

from .. import theme
from .layout import Layout, ZoneBox, ZoneStyle, box_at
from .seats import seat_position


class RingLayout(Layout):
    """Players round an oval table, each with his face-down stack (``seat_kind``) and, beside
    it, his own face-up pile (``own_kind``, if any); the viewer at the bottom, the next player
    on his left. The middle holds the shared zones (``middle_boxes``), and room is left along
    the bottom for a lone player's press buttons. Made for the reflex games, where nobody holds
    a hand of cards to fan and every player must be seen at a glance."""

    seat_kind = "hand"
    own_kind: str | None = None
    card_fractions = {2: (0.09, 0.15), 3: (0.085, 0.14), 4: (0.08, 0.13), 5: (0.07, 0.12),
                      6: (0.065, 0.115)}

    def card_width(self, size: tuple[int, int]) -> int:
        fw, fh = self.card_fractions.get(self.players, (0.065, 0.11))
        return max(30, int(min(size[0] * fw, size[1] * fh)))

    def seat_zone(self, seat: int) -> str:
        return f"{self.seat_kind}:{seat}"

    def ring_centre(self, size: tuple[int, int]) -> tuple[float, float, float, float]:
        """The oval the seats sit on: centre x, centre y, half width, half height."""
        w, h = size
        ch = self.card_dims(size)[1]
        k = theme.scale(size)
        bottom_room = int(128 * k) + ch // 2  # the press buttons, and the name above them
        cy = (h * 0.1 + ch * 0.55 + h - bottom_room) / 2
        return w / 2, cy, w * 0.36, (h - bottom_room - cy)

    def arrange(self, size: tuple[int, int], viewer: int, players: int,
                zones: list[str]) -> dict[str, ZoneBox]:
        cw, ch = self.card_dims(size)
        cx, cy, rx, ry = self.ring_centre(size)
        gap = max(6, cw // 5)
        boxes: dict[str, ZoneBox] = {}
        shift = (self.picture_side(ch) + gap) / 2 if self.pictures else 0
        for seat in range(players):
            angle = math.pi / 2 + seat_position(seat, viewer, players) * 2 * math.pi / players
            x, y = cx + rx * math.cos(angle) + shift, cy + ry * math.sin(angle)
            # the whole place (picture, stack, pile) inside the window
            half = (cw + gap / 2) if self.own_kind else cw / 2
            margin = max(6, cw // 8)
            x = max(margin + 2 * shift + half, min(size[0] - margin - half, x))
            # the names of the viewer and of the player facing him right of their places (their
            # pictures on the left, the viewer's buttons under him, the middle between them);
            # the others' names under their places
            across = abs(math.cos(angle)) < 0.2  # the viewer, or the player facing him
            side = "right" if across else "below"
            past = cw + gap if side == "right" and self.own_kind else 0  # past his own pile
            if self.own_kind is None:
                boxes[self.seat_zone(seat)] = box_at(x, y, cw, ch, style=ZoneStyle.STACK,
                                                     face_up=False, text_side=side,
                                                     text_offset=past)
                continue
            boxes[self.seat_zone(seat)] = box_at(x - (cw + gap) / 2, y, cw, ch,
                                                 style=ZoneStyle.STACK, face_up=False,
                                                 text_side=side,
                                                 text_offset=past)
            boxes[f"{self.own_kind}:{seat}"] = box_at(x + (cw + gap) / 2, y, cw, ch,
                                                      style=ZoneStyle.STACK, text_side=side)
        middle = pygame.Rect(0, 0, int(rx * 1.1), int(ry * 1.1))
        middle.center = (int(cx), int(cy))
        # the deck the deal comes from, in the middle, gone once dealt
        boxes["stock"] = box_at(cx, cy, cw, ch, style=ZoneStyle.STACK, face_up=False, slot=False)
        boxes.update(self.middle_boxes(middle, size, zones))
        return boxes

    def middle_boxes(self, middle: pygame.Rect, size: tuple[int, int],
                     zones: list[str]) -> dict[str, ZoneBox]:
        return {}

    def centre_spot(self, size: tuple[int, int], card_dims: tuple[int, int]) -> tuple[int, int]:
        cx, cy, _rx, _ry = self.ring_centre(size)
        return int(cx), int(cy)

    pictures = False  # whether each seat has a picture (``seat_picture``) left of its place

    @staticmethod
    def picture_side(card_h: int) -> int:
        return int(card_h * 0.95)

    def picture_rect(self, place: pygame.Rect, size: tuple[int, int],
                     card_dims: tuple[int, int]) -> pygame.Rect:
        """Left of the seat's cards, as tall as a card: the ring leaves room for it there."""
        side = self.picture_side(card_dims[1])
        rect = pygame.Rect(0, 0, side, side)
        rect.midright = (place.left - max(6, card_dims[0] // 5), place.centery)
        return rect
