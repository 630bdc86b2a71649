"""The jokers (comodines) Chinchón plays with two of: a jester's cap with its bells in the
middle, a star in two corners; the first in red and gold, the second in purple and green, so
the two are told apart."""

from __future__ import annotations

from sprites_spanish import card_blank
from sprites_svg import CARD_H, CARD_W, INK, Doc, circle, group, path, polar, polygon

MID_X, MID_Y = CARD_W / 2, CARD_H / 2
COLOURS = {1: ("#c8201c", "#e2a812"), 2: ("#6a2c91", "#2f8a3c")}  # the cap's two cloths


def star(cx: float, cy: float, r: float, fill: str) -> str:
    """A five-pointed star of outer radius ``r`` centred on (cx, cy)."""
    points = [polar(r if i % 2 == 0 else r * 0.42, i * 36, cx, cy) for i in range(10)]
    return polygon(points, fill=fill, stroke=INK, stroke_width=1.2)


def cap(first: str, second: str) -> str:
    """The jester's cap: a band over the brow, three drooping points, a bell at each tip."""
    band_y = MID_Y + 46
    points = [  # (tip x, tip y, cloth)
        (MID_X - 70, MID_Y - 10, first), (MID_X, MID_Y - 78, second),
        (MID_X + 70, MID_Y - 10, first),
    ]
    parts = []
    for tx, ty, cloth in points:
        left, right = (MID_X - 48, band_y - 4), (MID_X + 48, band_y - 4)
        if tx < MID_X:
            right = (MID_X + 6, band_y - 4)
        elif tx > MID_X:
            left = (MID_X - 6, band_y - 4)
        else:
            left, right = (MID_X - 30, band_y - 4), (MID_X + 30, band_y - 4)
        d = (f"M{left[0]:.1f} {left[1]:.1f}Q{(left[0] + tx) / 2:.1f} {ty - 6:.1f} {tx:.1f} {ty:.1f}"
             f"Q{(right[0] + tx) / 2 + (8 if tx < MID_X else -8):.1f} {(ty + band_y) / 2:.1f} "
             f"{right[0]:.1f} {right[1]:.1f}Z")
        parts.append(path(d, fill=cloth, stroke=INK, stroke_width=2))
    parts.append(path(f"M{MID_X - 52} {band_y - 8}H{MID_X + 52}V{band_y + 12}H{MID_X - 52}Z",
                      fill=second, stroke=INK, stroke_width=2))
    for i in range(5):  # the band's lozenges
        x = MID_X - 40 + i * 20
        parts.append(polygon([(x, band_y - 4), (x + 6, band_y + 2), (x, band_y + 8),
                              (x - 6, band_y + 2)], fill=first))
    for tx, ty, _cloth in points:
        parts.append(circle(tx, ty, 8, fill="#e9c23a", stroke=INK, stroke_width=1.6))
        parts.append(circle(tx, ty + 3, 1.8, fill=INK))
    return group(parts)


def joker_card(number: int) -> str:
    first, second = COLOURS[number]
    doc = Doc()
    card_blank(doc)
    doc.add(cap(first, second))
    doc.add(star(MID_X, MID_Y + 92, 16, second))
    doc.add(star(28, 34, 15, first))
    doc.add(star(CARD_W - 28, CARD_H - 34, 15, first))
    return doc.render()
