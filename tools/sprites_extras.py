"""Card backs, the empty-slot outline, the chip and the app icon."""

from __future__ import annotations

from sprites_pips import GOLD, GOLD_DARK, coin, cup
from sprites_svg import (
    CARD_H,
    CARD_W,
    INK,
    Doc,
    circle,
    ellipse,
    group,
    move,
    num,
    path,
    polar,
    rect,
)

WHITE = "#fffdf5"


def _back_base(doc: Doc, field: str, dark: str) -> tuple[float, float, float, float]:
    """White card with a coloured panel; returns the panel's box."""
    doc.add(rect(1.5, 1.5, CARD_W - 3, CARD_H - 3, 14, fill=WHITE, stroke=INK, stroke_width=2.2))
    x0, y0, x1, y1 = 13.0, 13.0, CARD_W - 13.0, CARD_H - 13.0
    doc.add(rect(x0, y0, x1 - x0, y1 - y0, 8, fill=field, stroke=dark, stroke_width=2))
    return x0, y0, x1, y1


def _lattice(box: tuple[float, float, float, float], step: float) -> str:
    """Diagonal lines both ways across ``box``, as one path (kept inside the box)."""
    x0, y0, x1, y1 = box
    d = []
    k = -(y1 - y0)
    while k < x1 - x0:
        for sign in (1, -1):
            a, b = _clip_diagonal(box, k, sign)
            if a:
                d.append(f"M{num(a[0])} {num(a[1])}L{num(b[0])} {num(b[1])}")
        k += step
    return "".join(d)


def _clip_diagonal(box, k: float, sign: int):
    """The part inside ``box`` of the 45° line x = x0 + k + t, y = y0 + t (or mirrored)."""
    x0, y0, x1, y1 = box
    t0, t1 = max(0.0, -k), min(y1 - y0, x1 - x0 - k)
    if t1 <= t0:
        return None, None
    if sign > 0:
        return (x0 + k + t0, y0 + t0), (x0 + k + t1, y0 + t1)
    return (x1 - k - t0, y0 + t0), (x1 - k - t1, y0 + t1)


def _flowers(box, step: float, colour: str, r: float) -> str:
    """Four-petal flowers at the lattice crossings."""
    x0, y0, x1, y1 = box
    petals = []
    y = y0 + step / 2
    row = 0
    while y < y1 - 4:
        x = x0 + (step / 2 if row % 2 == 0 else step)
        while x < x1 - 4:
            petals.append(f"M{num(x)} {num(y - r)}L{num(x + r * 0.5)} {num(y)}L{num(x)} "
                          f"{num(y + r)}L{num(x - r * 0.5)} {num(y)}Z")
            petals.append(f"M{num(x - r)} {num(y)}L{num(x)} {num(y - r * 0.5)}L{num(x + r)} "
                          f"{num(y)}L{num(x)} {num(y + r * 0.5)}Z")
            x += step
        y += step / 2
        row += 1
    return path("".join(petals), fill=colour)


def _medallion(doc: Doc, field: str, dark: str, light: str) -> str:
    cx, cy = CARD_W / 2, CARD_H / 2
    rays = "".join(
        f"M{num(polar(52, a, cx, cy)[0])} {num(polar(52, a, cx, cy)[1])}"
        f"L{num(polar(70, a + 6, cx, cy)[0])} {num(polar(70, a + 6, cx, cy)[1])}"
        f"L{num(polar(52, a + 12, cx, cy)[0])} {num(polar(52, a + 12, cx, cy)[1])}Z"
        for a in range(0, 360, 12))
    return group([
        path(rays, fill=light, stroke=dark, stroke_width=1.2),
        ellipse(cx, cy, 54, 54, fill=WHITE, stroke=dark, stroke_width=3),
        ellipse(cx, cy, 46, 46, fill=field, stroke=light, stroke_width=2),
        group([coin(doc, 60)], transform=move(cx, cy)),
    ])


BACKS = {
    # name: (field, dark, light pattern colour, lattice step)
    "clasico": ("#b5221b", "#6e0f0b", "#f3c9a0", 20.0),
    "azul": ("#1f4f9c", "#0e2a5c", "#bcd3f2", 24.0),
    "verde": ("#2f7a3a", "#174a1f", "#cfe8b8", 28.0),
}


def back(name: str) -> str:
    """A patterned back: lattice and flowers on a coloured field, a gold coin medallion."""
    field, dark, light, step = BACKS[name]
    doc = Doc()
    box = _back_base(doc, field, dark)
    inner = (box[0] + 6, box[1] + 6, box[2] - 6, box[3] - 6)
    doc.add(path(_lattice(inner, step), stroke=light, stroke_width=1.3, opacity="0.55"))
    doc.add(_flowers(inner, step, light, step * 0.22))
    doc.add(rect(inner[0], inner[1], inner[2] - inner[0], inner[3] - inner[1], 5, fill="none",
                 stroke=light, stroke_width=2))
    doc.add(_medallion(doc, field, dark, light))
    return doc.render()


def slot() -> str:
    """Where a card may go: a dashed rounded outline on a faint wash."""
    doc = Doc()
    x0, y0, x1, y1, r = 5.0, 5.0, CARD_W - 5.0, CARD_H - 5.0, 16.0
    outline = (f"M{num(x0 + r)} {num(y0)}H{num(x1 - r)}Q{num(x1)} {num(y0)} {num(x1)} "
               f"{num(y0 + r)}V{num(y1 - r)}Q{num(x1)} {num(y1)} {num(x1 - r)} {num(y1)}"
               f"H{num(x0 + r)}Q{num(x0)} {num(y1)} {num(x0)} {num(y1 - r)}V{num(y0 + r)}"
               f"Q{num(x0)} {num(y0)} {num(x0 + r)} {num(y0)}Z")
    doc.add(path(outline, fill="#ffffff", fill_opacity="0.12"))
    doc.add(path(outline, fill="none", stroke="#ffffff", stroke_opacity="0.75", stroke_width=5,
                 stroke_dasharray="18 12", stroke_linecap="round"))
    return doc.render()


def chip() -> str:
    """A red betting chip with white edge marks and a gold centre."""
    doc = Doc(128, 128)
    c = 64.0
    marks = "".join(
        f"M{num(polar(60, a - 9, c, c)[0])} {num(polar(60, a - 9, c, c)[1])}"
        f"L{num(polar(60, a + 9, c, c)[0])} {num(polar(60, a + 9, c, c)[1])}"
        f"L{num(polar(46, a + 7, c, c)[0])} {num(polar(46, a + 7, c, c)[1])}"
        f"L{num(polar(46, a - 7, c, c)[0])} {num(polar(46, a - 7, c, c)[1])}Z"
        for a in range(0, 360, 45))
    body = doc.radial([(0, "#e8453c"), (1, "#9e1a14")], cx="45%", cy="40%", r="60%")
    doc.add(circle(c, c, 61, fill=body, stroke=INK, stroke_width=2.5),
            path(marks, fill=WHITE),
            circle(c, c, 40, fill="none", stroke=WHITE, stroke_width=2, stroke_dasharray="5 4"),
            circle(c, c, 34, fill=GOLD, stroke=GOLD_DARK, stroke_width=2.5),
            group([coin(doc, 50)], transform=move(c, c)))
    return doc.render()


def icon() -> str:
    """The app icon: two Spanish cards fanned on green felt, ace of coins in front."""
    doc = Doc(256, 256)
    felt = doc.radial([(0, "#3f9a55"), (1, "#1d5a30")], cx="50%", cy="45%", r="65%")
    doc.add(rect(8, 8, 240, 240, 44, fill=felt, stroke="#123c20", stroke_width=4))
    doc.add(_mini_card(doc, 94, 130, -16, lambda d: cup(d, 100)))
    doc.add(_mini_card(doc, 164, 134, 13, lambda d: coin(d, 76)))
    return doc.render()


def _mini_card(doc: Doc, x: float, y: float, angle: float, draw) -> str:
    w, h = 100.0, 154.0
    face = group([
        rect(-w / 2, -h / 2, w, h, 12, fill=WHITE, stroke=INK, stroke_width=4),
        rect(-w / 2 + 8, -h / 2 + 8, w - 16, h - 16, 5, fill="none", stroke=INK,
             stroke_width=2),
        draw(doc),
    ])
    shadow = rect(-w / 2 + 5, -h / 2 + 7, w, h, 12, fill="#000000", fill_opacity="0.25")
    return group([shadow, face], transform=move(x, y, rotate=angle))


def render(name: str) -> str:
    """One extra by name: ``back:clasico``, ``slot``, ``chip``, ``icon`` (for previews)."""
    if name.startswith("back:"):
        return back(name.split(":", 1)[1])
    return {"slot": slot, "chip": chip, "icon": icon}[name]()



