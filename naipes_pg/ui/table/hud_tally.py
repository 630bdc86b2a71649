"""The score kept as people keep it on paper: matchsticks in squares of five (four sides, then
the diagonal), a column per player under his name, the figure under the sticks. A match
played in parts (El Truco's *malas*, the first 15, and *buenas*, the next 15) draws each part
apart, a line between them, its name beside it.

A layout adapter asks for it through ``Layout.tally`` (None: no tally); the HUD lays it out in
the top-left corner, under the score panel if the game has one too, and keeps other words off
it. Worked out without drawing (``tally_at``), so the HUD and tests ask the same.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import theme

STICKS = 5  # a square: four sides and the diagonal


@dataclass(frozen=True)
class Tally:
    """What the tally shows: ``heading`` over it, a (name, points) column per player, the
    points the match is played to (``target``) and the names of the equal parts it is kept in
    (``parts``: "malas", "buenas"; none: one part)."""

    heading: str
    columns: tuple[tuple[str, int], ...]
    target: int
    parts: tuple[str, ...] = ()


def squares(points: int, target: int, parts: int = 1) -> list[list[int]]:
    """The sticks of each square, part by part: ``squares(7, 30, 2) == [[5, 2], []]``. Points
    past the target are not drawn (the match ends there)."""
    parts = max(1, parts)
    per_part = -(-target // parts)
    points = max(0, min(points, target))
    out = []
    for part in range(parts):
        here = max(0, min(per_part, points - part * per_part))
        out.append([STICKS] * (here // STICKS) + ([here % STICKS] if here % STICKS else []))
    return out


@dataclass(frozen=True)
class TallyLaid:
    """The tally laid out: its rectangle, the size of a square and of its words."""

    tally: Tally
    rect: pygame.Rect
    side: int  # a square's side
    text: int  # the words' size
    line: int  # a line of words, from line to line
    column: int  # a player's column's width
    label: int  # the width of the parts' names, left of the squares
    pad: int  # the panel's margin


def tally_at(tally: Tally, anchor: tuple[int, int], text: int, k: float) -> TallyLaid:
    """The tally with its top-left corner at ``anchor``, its words at ``text``."""
    side = max(9, int(18 * k))
    pad = int(10 * k)
    face, bold = theme.font(text), theme.font(text, "bold")
    line = int(theme.text_px(text) * 1.4)
    column = max([side * 2] + [bold.size(name)[0] + int(10 * k) for name, _p in tally.columns])
    label = max([0] + [face.size(part)[0] + int(8 * k) for part in tally.parts])
    per_part = _squares_in_part(tally)
    sticks = len(_parts(tally)) * (per_part * side + (per_part - 1) * (side // 2))
    sticks += (len(_parts(tally)) - 1) * side  # the line between the parts, room round it
    width = max(label + column * len(tally.columns), bold.size(tally.heading)[0])
    height = line * 3 + sticks + pad  # the heading, the names, the sticks, the figures
    return TallyLaid(tally, pygame.Rect(anchor, (width + 2 * pad, height)), side, text, line,
                     column, label, pad)


def fitted_tally(tally: Tally, anchor: tuple[int, int], start: int, avoid: list[pygame.Rect],
                 k: float) -> TallyLaid:
    """The tally at ``anchor``, its words ``start`` or smaller and its squares smaller with
    them until it lies on nothing ``avoid`` holds (down to 9 pixels drawn)."""
    text, scale = start, k
    found = tally_at(tally, anchor, text, scale)
    while found.rect.collidelist(avoid) >= 0 and theme.text_px(text) > 9:
        text -= 1
        scale *= 0.94
        found = tally_at(tally, anchor, text, scale)
    return found


def _parts(tally: Tally) -> tuple[str, ...]:
    return tally.parts or ("",)


def _squares_in_part(tally: Tally) -> int:
    per_part = -(-tally.target // len(_parts(tally)))
    return -(-per_part // STICKS)


def square_boxes(laid: TallyLaid) -> dict[tuple[int, int, int], pygame.Rect]:
    """Where each square goes, drawn or not yet: (column, part, square) → its box."""
    tally, rect, side = laid.tally, laid.rect, laid.side
    pad = laid.pad
    left = rect.x + pad + laid.label
    top = rect.y + pad // 2 + 2 * laid.line
    per_part = _squares_in_part(tally)
    part_h = per_part * side + (per_part - 1) * (side // 2)
    boxes = {}
    for c in range(len(tally.columns)):
        cx = left + c * laid.column + laid.column // 2
        for n in range(len(_parts(tally))):
            for i in range(per_part):
                box = pygame.Rect(0, 0, side, side)
                box.midtop = (cx, top + n * (part_h + side) + i * (side + side // 2))
                boxes[c, n, i] = box
    return boxes


def draw_tally(surface: pygame.Surface, laid: TallyLaid, k: float) -> None:
    """The panel, the heading, each player's name, his squares part by part and his figure."""
    tally, rect, side, line = laid.tally, laid.rect, laid.side, laid.line
    pad = laid.pad
    theme.panel(surface, rect, theme.PANEL, radius=int(10 * k))
    theme.text(surface, tally.heading, laid.text, (rect.x + pad, rect.y + pad // 2 + line // 2),
               color=theme.GOLD, kind="bold", anchor="midleft")
    left = rect.x + pad + laid.label
    top = rect.y + pad // 2 + 2 * line
    per_part = _squares_in_part(tally)
    part_h = per_part * side + (per_part - 1) * (side // 2)
    for n, part in enumerate(_parts(tally)):
        y = top + n * (part_h + side)
        if part:
            theme.text(surface, part, laid.text, (rect.x + pad, y + part_h // 2),
                       color=theme.INK_DIM, anchor="midleft")
        if n:  # the line between two parts, right across the columns
            mid = y - side // 2
            pygame.draw.line(surface, theme.INK_DIM, (left, mid), (rect.right - pad, mid),
                             max(1, int(2 * k)))
    boxes = square_boxes(laid)
    ink = max(2, side // 7)
    for c, (name, points) in enumerate(tally.columns):
        cx = left + c * laid.column + laid.column // 2
        theme.text(surface, name, laid.text, (cx, rect.y + pad // 2 + line + line // 2),
                   kind="bold", anchor="center")
        for n, part in enumerate(squares(points, tally.target, len(_parts(tally)))):
            for i, sticks in enumerate(part):
                _draw_sticks(surface, boxes[c, n, i], sticks, ink)
        theme.text(surface, str(points), laid.text, (cx, rect.bottom - pad // 2 - line // 2),
                   color=theme.GOLD, kind="bold", anchor="center")
    theme.record(rect, "tally", tuple(points for _name, points in tally.columns))


def _draw_sticks(surface: pygame.Surface, box: pygame.Rect, sticks: int, width: int) -> None:
    """One square's sticks, in the order a hand draws them: left, top, right, bottom, then
    the diagonal across."""
    left, top, right, bottom = box.left, box.top, box.right - 1, box.bottom - 1
    ends = [((left, bottom), (left, top)), ((left, top), (right, top)),
            ((right, top), (right, bottom)), ((right, bottom), (left, bottom)),
            ((left, bottom), (right, top))]
    for start, end in ends[:sticks]:
        pygame.draw.line(surface, theme.INK, start, end, width)
