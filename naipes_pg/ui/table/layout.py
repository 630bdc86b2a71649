"""Where each zone sits and how its cards spread: the part a game's layout adapter says.

A ``Layout`` turns the window size and the viewer's seat into ``ZoneBox``es, relative to the
window so everything scales. Styles: ``row`` (side by side, overlapping when short of room),
``stack`` (a pile, a hint of thickness), ``grid`` (rows of a few). Zones not named by the
adapter get a place from the generic fallback, so a new game is playable before it has one.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..art import card_size


@dataclass
class ZoneBox:
    rect: pygame.Rect
    style: str = "row"
    face_up: bool = True
    label: str = ""
    drop_target: str | None = None
    show_count: bool = False
    max_per_row: int = 10

    def positions(self, count: int, card_w: int, card_h: int) -> list[tuple[float, float]]:
        """Card centres for ``count`` cards, bottom of the pile first."""
        r = self.rect
        if count == 0:
            return []
        if self.style == "stack":
            step = max(0.35, card_w / 260)
            return [(r.centerx - min(i, 12) * step * 0.4, r.centery - min(i, 12) * step)
                    for i in range(count)]
        if self.style == "grid":  # balanced rows: 7 cards lie 4 + 3, not 6 + 1
            rows = (count + self.max_per_row - 1) // self.max_per_row
            per_row = (count + rows - 1) // rows
            out = []
            for i in range(count):
                row, col = divmod(i, per_row)
                in_row = min(per_row, count - row * per_row)
                x = self._row_x(col, in_row, card_w, r.width, r.centerx)
                y = r.centery + (row - (rows - 1) / 2) * card_h * 1.06
                out.append((x, y))
            return out
        return [(self._row_x(i, count, card_w, r.width, r.centerx), r.centery)
                for i in range(count)]

    @staticmethod
    def _row_x(i: int, count: int, card_w: int, width: int, centre: float) -> float:
        gap = card_w * 1.08
        if count > 1 and gap * (count - 1) + card_w > width:
            gap = (width - card_w) / (count - 1)
        return centre + (i - (count - 1) / 2) * gap


class Layout:
    """Base adapter: subclasses override ``boxes``; ``card_width`` sets the card size."""

    width_fraction = 0.085

    def card_width(self, size: tuple[int, int]) -> int:
        w, h = size
        return max(40, int(min(w * self.width_fraction, h * 0.125)))

    def card_dims(self, size: tuple[int, int]) -> tuple[int, int]:
        return card_size(self.card_width(size))

    def boxes(self, size: tuple[int, int], viewer: int, players: int,
              zones: list[str]) -> dict[str, ZoneBox]:
        return generic_boxes(size, viewer, players, zones, self.card_dims(size))


def seat_position(seat: int, viewer: int, players: int) -> int:
    """0 = bottom (the viewer), then clockwise around the table."""
    return (seat - viewer) % players


def generic_boxes(size: tuple[int, int], viewer: int, players: int, zones: list[str],
                  card: tuple[int, int]) -> dict[str, ZoneBox]:
    """A sensible table for any game: hands around the edge, the rest in the middle."""
    w, h = size
    cw, ch = card
    anchors = {0: (0.5, 0.86), 1: (0.5, 0.13)} if players == 2 else {
        0: (0.5, 0.86), 1: (0.1, 0.5), 2: (0.5, 0.13), 3: (0.9, 0.5), 4: (0.3, 0.13),
        5: (0.7, 0.13)}
    boxes: dict[str, ZoneBox] = {}
    middle = [z for z in zones if not z.startswith("hand:")]
    for zone in zones:
        if zone.startswith("hand:"):
            seat = int(zone.split(":")[1])
            fx, fy = anchors.get(seat_position(seat, viewer, players), (0.5, 0.5))
            rect = pygame.Rect(0, 0, int(w * 0.36), ch)
            rect.center = (int(w * fx), int(h * fy))
            boxes[zone] = ZoneBox(rect, "row", face_up=seat == viewer)
    for i, zone in enumerate(middle):
        cols = max(1, min(4, len(middle)))
        row, col = divmod(i, cols)
        rect = pygame.Rect(0, 0, int(w * 0.7 / cols), ch)
        rect.center = (int(w * (0.15 + 0.7 * (col + 0.5) / cols)), int(h * (0.38 + 0.22 * row)))
        style = "stack" if zone == "stock" or ":" in zone else "row"
        boxes[zone] = ZoneBox(rect, style, face_up=zone != "stock", drop_target=zone)
    return boxes
