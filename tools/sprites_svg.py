"""Tiny SVG writer and stroke font shared by the sprite generators.

Everything is plain strings so the output is byte-stable: numbers are rounded to one
decimal, attributes keep the order they are given, gradient ids are numbered in the order
they are first asked for. pygame-ce loads SVG with nanosvg, which draws no ``<text>``,
ignores filters and gradient focal points and is unreliable with ``<use>``; so letters are
paths drawn from the stroke font below, gradients use percentages or user-space units, and
every shape is written inline.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

CARD_W, CARD_H = 240, 368
INK = "#1d1a17"

Point = tuple[float, float]


def num(value: float) -> str:
    """One decimal, no trailing zeros, no ``-0``: the same float always gives the same text."""
    text = f"{value:.1f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def pts(points: Iterable[Point]) -> str:
    return " ".join(f"{num(x)} {num(y)}" for x, y in points)


def attrs(**kwargs: object) -> str:
    """``stroke_width=2`` → ``stroke-width="2"``; ``None`` values are left out."""
    out = []
    for key, value in kwargs.items():
        if value is None:
            continue
        text = num(value) if isinstance(value, float) else str(value)
        out.append(f'{key.rstrip("_").replace("_", "-")}="{text}"')
    return " ".join(out)


def el(tag: str, **kwargs: object) -> str:
    return f"<{tag} {attrs(**kwargs)}/>"


def group(children: Iterable[str], transform: str | None = None, **kwargs: object) -> str:
    head = attrs(transform=transform, **kwargs)
    body = "".join(children)
    return f"<g {head}>{body}</g>" if head else f"<g>{body}</g>"


def move(x: float, y: float, scale: float = 1.0, rotate: float = 0.0) -> str:
    parts = [f"translate({num(x)} {num(y)})"]
    if rotate:
        parts.append(f"rotate({num(rotate)})")
    if scale != 1.0:
        parts.append(f"scale({scale:.4g})")
    return " ".join(parts)


def circle(cx: float, cy: float, r: float, **kwargs: object) -> str:
    return el("circle", cx=float(cx), cy=float(cy), r=float(r), **kwargs)


def ellipse(cx: float, cy: float, rx: float, ry: float, **kwargs: object) -> str:
    return el("ellipse", cx=float(cx), cy=float(cy), rx=float(rx), ry=float(ry), **kwargs)


def rect(x: float, y: float, w: float, h: float, r: float = 0, **kwargs: object) -> str:
    return el("rect", x=float(x), y=float(y), width=float(w), height=float(h),
              rx=float(r) if r else None, **kwargs)


def path(d: str, **kwargs: object) -> str:
    return el("path", d=d, **kwargs)


def polygon(points: Sequence[Point], **kwargs: object) -> str:
    return el("polygon", points=pts(points), **kwargs)


def line(x1: float, y1: float, x2: float, y2: float, **kwargs: object) -> str:
    return el("line", x1=float(x1), y1=float(y1), x2=float(x2), y2=float(y2), **kwargs)


def mirror_x(points: Sequence[Point], axis: float = 0.0) -> list[Point]:
    return [(2 * axis - x, y) for x, y in points]


def smooth(points: Sequence[Point], closed: bool = True, tension: float = 0.5) -> str:
    """A Catmull-Rom curve through ``points`` as cubic Béziers: organic outlines from a few
    hand-placed points, which is how the figures are drawn."""
    n = len(points)
    if n < 3:
        return "M" + " L".join(pts([p]) for p in points)
    get = (lambda i: points[i % n]) if closed else (lambda i: points[max(0, min(n - 1, i))])
    out = [f"M{pts([points[0]])}"]
    for i in range(n if closed else n - 1):
        p0, p1, p2, p3 = get(i - 1), get(i), get(i + 1), get(i + 2)
        c1 = (p1[0] + (p2[0] - p0[0]) * tension / 3, p1[1] + (p2[1] - p0[1]) * tension / 3)
        c2 = (p2[0] - (p3[0] - p1[0]) * tension / 3, p2[1] - (p3[1] - p1[1]) * tension / 3)
        out.append(f"C{pts([c1, c2, p2])}")
    return " ".join(out) + (" Z" if closed else "")


def polar(r: float, degrees: float, cx: float = 0.0, cy: float = 0.0) -> Point:
    a = math.radians(degrees)
    return (cx + r * math.sin(a), cy - r * math.cos(a))


class Doc:
    """One SVG file: its gradients (deduplicated) and body."""

    def __init__(self, width: int = CARD_W, height: int = CARD_H) -> None:
        self.width, self.height = width, height
        self._defs: dict[str, str] = {}
        self.body: list[str] = []

    def add(self, *items: str) -> None:
        self.body.extend(items)

    def linear(self, stops: Sequence[tuple[float, str]], x1: str = "0%", y1: str = "0%",
               x2: str = "100%", y2: str = "0%", user: bool = False) -> str:
        units = ' gradientUnits="userSpaceOnUse"' if user else ""
        head = f'<linearGradient id="{{id}}" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}"{units}>'
        return self._gradient(head, "</linearGradient>", stops)

    def radial(self, stops: Sequence[tuple[float, str]], cx: str = "50%", cy: str = "50%",
               r: str = "50%", user: bool = False) -> str:
        units = ' gradientUnits="userSpaceOnUse"' if user else ""
        head = f'<radialGradient id="{{id}}" cx="{cx}" cy="{cy}" r="{r}"{units}>'
        return self._gradient(head, "</radialGradient>", stops)

    def _gradient(self, head: str, tail: str, stops: Sequence[tuple[float, str]]) -> str:
        body = "".join(f'<stop offset="{num(o)}" stop-color="{c}"/>' for o, c in stops)
        key = head + body + tail
        if key not in self._defs:
            self._defs[key] = f"g{len(self._defs)}"
        return f"url(#{self._defs[key]})"

    def render(self) -> str:
        defs = "".join(k.replace("{id}", v) for k, v in self._defs.items())
        head = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{self.width}" '
                f'height="{self.height}" viewBox="0 0 {self.width} {self.height}">')
        parts = [head, f"<defs>{defs}</defs>" if defs else "", *self.body, "</svg>\n"]
        return "\n".join(p for p in parts if p)


# Stroke font: each glyph is a path in a 10 x 16 box (y down), drawn with a round pen.
GLYPHS: dict[str, str] = {
    "0": "M5 0C8 0 10 3 10 8C10 13 8 16 5 16C2 16 0 13 0 8C0 3 2 0 5 0Z",
    "1": "M1.8 3.6L6 0V16M2.2 16H9.6",
    "2": "M0.6 4.2C0.6 1.6 2.6 0 5.1 0C7.8 0 9.6 1.8 9.6 4.3C9.6 7.6 6.2 9.8 0.2 16H10",
    "3": "M0.6 2C2 0.6 3.4 0 5 0C7.7 0 9.5 1.6 9.5 4C9.5 6.4 7.5 7.8 4 7.8C8 7.8 10 9.6 10 12"
         "C10 14.4 8 16 5 16C3 16 1.3 15.3 0 14",
    "4": "M7.4 16V0L0 11H10",
    "5": "M9.2 0H1.6L0.8 7C2 6.2 3.4 5.8 5 5.8C8 5.8 10 7.8 10 10.8C10 14 7.8 16 4.8 16"
         "C2.8 16 1.2 15.3 0 14",
    "6": "M8.8 1C7.8 0.3 6.6 0 5.5 0C2.2 0 0 3.5 0 9C0 13.5 2 16 5 16C8 16 10 13.8 10 10.8"
         "C10 7.8 8 5.8 5.2 5.8C3 5.8 1 7 0 9",
    "7": "M0 0H10C6.6 4 4.6 9 4 16",
    "8": "M5 7.5C2.2 7.5 0.8 6 0.8 3.8C0.8 1.5 2.6 0 5 0C7.4 0 9.2 1.5 9.2 3.8C9.2 6 7.8 7.5 5 7.5"
         "C2 7.5 0 9.3 0 11.8C0 14.3 2 16 5 16C8 16 10 14.3 10 11.8C10 9.3 8 7.5 5 7.5Z",
    "9": "M1.2 15C2.2 15.7 3.4 16 4.5 16C7.8 16 10 12.5 10 7C10 2.5 8 0 5 0C2 0 0 2.2 0 5.2"
         "C0 8.2 2 10.2 4.8 10.2C7 10.2 9 9 10 7",
    "A": "M0 16L5 0L10 16M2 10.4H8",
    "J": "M3.4 0H10M8.2 0V11.2C8.2 14.4 6.6 16 4.2 16C2 16 0.6 14.8 0 12.6",
    "Q": "M5 0C8 0 10 3 10 8C10 13 8 16 5 16C2 16 0 13 0 8C0 3 2 0 5 0ZM6 11.2L10 16.4",
    "K": "M0.6 0V16M10 0L0.6 10.4M3.8 6.8L10 16",
}
GLYPH_W, GLYPH_H, GLYPH_GAP = 10.0, 16.0, 3.2


def text_width(text: str, height: float) -> float:
    scale = height / GLYPH_H
    return (len(text) * GLYPH_W + (len(text) - 1) * GLYPH_GAP) * scale


def text(label: str, cx: float, top: float, height: float, pen: float, color: str = INK,
         squeeze: float = 1.0) -> str:
    """``label`` centred on ``cx`` with its top at ``top``; ``pen`` is the stroke width in
    card units. ``squeeze`` < 1 narrows the glyphs (two-digit indices in a narrow corner)."""
    scale = height / GLYPH_H
    width = text_width(label, height) * squeeze
    x = cx - width / 2
    parts = []
    for ch in label:
        transform = f"translate({num(x)} {num(top)}) scale({scale * squeeze:.4g} {scale:.4g})"
        parts.append(path(GLYPHS[ch], transform=transform))
        x += (GLYPH_W + GLYPH_GAP) * scale * squeeze
    return group(parts, fill="none", stroke=color, stroke_width=f"{pen / scale:.3g}",
                 stroke_linecap="round", stroke_linejoin="round")
