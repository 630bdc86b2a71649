"""The four Spanish suit objects: coin (oros), goblet (copas), sword (espadas), cudgel (bastos).

Each function draws its object centred on the origin, upright, scaled by ``size`` (the
object's height, or diameter for the coin), and returns an SVG fragment. Outline widths have
a floor so pips keep a dark edge on a 60 px wide card.
"""

from __future__ import annotations

import math

from sprites_svg import INK, Doc, circle, ellipse, group, num, path, polar, pts, smooth

GOLD_LIGHT, GOLD, GOLD_DARK = "#fff1a8", "#f2b817", "#c27a0a"
RED, RED_DARK = "#d7261e", "#8e1410"
BLUE, BLUE_DARK, BLUE_LIGHT = "#2a5db0", "#173778", "#a9c8f2"
GREEN_LIGHT, GREEN, GREEN_DARK = "#9cc256", "#5c8f2c", "#35591a"
WOOD, WOOD_DARK = "#edc98a", "#9a5d22"


def pen(size: float, ratio: float, floor: float = 1.6) -> float:
    return max(size * ratio, floor)


def gold(doc: Doc) -> str:
    return doc.radial([(0, GOLD_LIGHT), (0.55, GOLD), (1, GOLD_DARK)], cx="38%", cy="32%", r="75%")


# --- oros -----------------------------------------------------------------------------

def coin(doc: Doc, size: float, face: bool = False) -> str:
    """A gold coin: beaded rim, inner ring and a red rosette (or a sun face on the ace)."""
    r = size / 2
    parts = [circle(0, 0, r, fill=gold(doc), stroke=INK, stroke_width=pen(size, 0.03))]
    beads = 20 if size > 60 else 14
    for i in range(beads):
        x, y = polar(r * 0.86, i * 360 / beads)
        parts.append(circle(x, y, r * 0.055, fill=GOLD_DARK))
    parts.append(circle(0, 0, r * 0.72, fill="none", stroke=RED_DARK,
                        stroke_width=pen(size, 0.022, 1.0)))
    parts.append(_sun_face(doc, r * 0.6) if face else _rosette(doc, r * 0.56, size))
    return group(parts)


def _rosette(doc: Doc, r: float, size: float) -> str:
    petal = f"M0 0C{num(r * 0.42)} {num(-r * 0.3)} {num(r * 0.3)} {num(-r * 0.9)} 0 {num(-r)}" \
            f"C{num(-r * 0.3)} {num(-r * 0.9)} {num(-r * 0.42)} {num(-r * 0.3)} 0 0Z"
    petals = [path(petal, transform=f"rotate({a})") for a in range(0, 360, 45)]
    return group([
        group(petals, fill=RED, stroke=RED_DARK, stroke_width=pen(size, 0.012, 0.6)),
        circle(0, 0, r * 0.3, fill=BLUE, stroke=INK, stroke_width=pen(size, 0.015, 0.8)),
        circle(-r * 0.08, -r * 0.1, r * 0.1, fill=BLUE_LIGHT),
    ])


def _sun_face(doc: Doc, r: float) -> str:
    rays = []
    for i in range(16):
        a = i * 22.5
        tip, left, right = polar(r * 1.02, a), polar(r * 0.7, a - 8), polar(r * 0.7, a + 8)
        rays.append(f"M{pts([left, tip, right])}Z")
    face = doc.radial([(0, "#fff8d0"), (1, "#f5c542")], cx="45%", cy="40%", r="60%")
    w = max(r * 0.035, 1.2)
    return group([
        path("".join(rays), fill=RED, stroke=RED_DARK, stroke_width=w),
        circle(0, 0, r * 0.66, fill=face, stroke=INK, stroke_width=w * 1.4),
        _face_features(r * 0.66, w),
    ])


def _face_features(r: float, w: float) -> str:
    """Eyes, nose, smile and cheeks of the sun on the ace of coins."""
    eye = r * 0.12
    brows = (f"M{num(-r * 0.55)} {num(-r * 0.3)}Q{num(-r * 0.33)} {num(-r * 0.48)} "
             f"{num(-r * 0.12)} {num(-r * 0.3)}M{num(r * 0.12)} {num(-r * 0.3)}Q{num(r * 0.33)} "
             f"{num(-r * 0.48)} {num(r * 0.55)} {num(-r * 0.3)}")
    nose = f"M0 {num(-r * 0.2)}Q{num(r * 0.14)} {num(r * 0.12)} 0 {num(r * 0.16)}"
    mouth = f"M{num(-r * 0.32)} {num(r * 0.38)}Q0 {num(r * 0.62)} {num(r * 0.32)} {num(r * 0.38)}"
    return group([
        ellipse(-r * 0.33, -r * 0.12, eye * 1.3, eye, fill="#fff", stroke=INK, stroke_width=w),
        ellipse(r * 0.33, -r * 0.12, eye * 1.3, eye, fill="#fff", stroke=INK, stroke_width=w),
        circle(-r * 0.3, -r * 0.12, eye * 0.6, fill=BLUE_DARK),
        circle(r * 0.36, -r * 0.12, eye * 0.6, fill=BLUE_DARK),
        circle(-r * 0.55, r * 0.25, r * 0.13, fill="#f08a6a", opacity="0.7"),
        circle(r * 0.55, r * 0.25, r * 0.13, fill="#f08a6a", opacity="0.7"),
        path(brows + nose + mouth, fill="none", stroke=INK, stroke_width=w * 1.2,
             stroke_linecap="round"),
    ])


# --- copas ----------------------------------------------------------------------------

def _bowl_half_width(t: float) -> float:
    """Half width of the goblet's bowl, t = 0 at the rim down to 1 at the stem."""
    return 0.36 * math.cos(t * math.pi / 2) ** 0.8 + 0.05 * t


def cup(doc: Doc, size: float, lid: bool = False) -> str:
    """A goblet: wide bowl with a red band, knotted stem and a flared foot."""
    s, w = size, pen(size, 0.022)
    top, bottom = -0.34 * s, 0.06 * s
    left = [(-_bowl_half_width(i / 8) * s, top + (bottom - top) * i / 8) for i in range(9)]
    bowl = "M" + pts(left) + "L" + pts(reversed([(-x, y) for x, y in left])) + "Z"
    band = [(x, y) for x, y in left[1:4]]
    band_path = ("M" + pts(band) + "L" + pts(reversed([(-x, y) for x, y in band])) + "Z")
    metal = doc.linear([(0, GOLD_DARK), (0.3, GOLD_LIGHT), (0.65, GOLD), (1, GOLD_DARK)])
    foot = (f"M{num(-0.05 * s)} {num(0.3 * s)}C{num(-0.1 * s)} {num(0.38 * s)} "
            f"{num(-0.26 * s)} {num(0.4 * s)} {num(-0.27 * s)} {num(0.46 * s)}"
            f"L{num(0.27 * s)} {num(0.46 * s)}C{num(0.26 * s)} {num(0.4 * s)} "
            f"{num(0.1 * s)} {num(0.38 * s)} {num(0.05 * s)} {num(0.3 * s)}Z")
    parts = [
        path(foot, fill=metal, stroke=INK, stroke_width=w),
        path(f"M{num(-0.26 * s)} {num(0.43 * s)}H{num(0.26 * s)}", stroke=RED,
             stroke_width=pen(s, 0.025, 1.0)),
        path(f"M{num(-0.045 * s)} {num(0.04 * s)}V{num(0.32 * s)}H{num(0.045 * s)}"
             f"V{num(0.04 * s)}Z", fill=metal, stroke=INK, stroke_width=w),
        ellipse(0, 0.2 * s, 0.1 * s, 0.055 * s, fill=RED, stroke=INK, stroke_width=w),
        ellipse(0, 0.08 * s, 0.08 * s, 0.035 * s, fill=metal, stroke=INK, stroke_width=w),
        path(bowl, fill=metal, stroke=INK, stroke_width=w, stroke_linejoin="round"),
        path(band_path, fill=RED, stroke=RED_DARK, stroke_width=w * 0.5),
        ellipse(0, top, 0.36 * s, 0.05 * s, fill=GOLD_DARK, stroke=INK, stroke_width=w),
    ]
    if s > 50:
        parts.append(_band_jewels(left[1:4], s))
    if lid:
        parts.append(_cup_lid(doc, s, top, w))
    return group(parts)


def _band_jewels(band: list[tuple[float, float]], s: float) -> str:
    y = band[1][1]
    xs = (-0.2 * s, 0, 0.2 * s)
    return group([ellipse(x, y, 0.035 * s, 0.025 * s, fill=BLUE, stroke=INK,
                          stroke_width=max(s * 0.008, 0.8)) for x in xs])


def _cup_lid(doc: Doc, s: float, top: float, w: float) -> str:
    """The domed cover of the ace of cups, with a finial."""
    dome = smooth([(-0.36 * s, top), (-0.3 * s, top - 0.08 * s), (-0.12 * s, top - 0.16 * s),
                   (0, top - 0.18 * s), (0.12 * s, top - 0.16 * s), (0.3 * s, top - 0.08 * s),
                   (0.36 * s, top)], closed=False) + "Z"
    lid = doc.linear([(0, GOLD_DARK), (0.35, GOLD_LIGHT), (1, GOLD_DARK)])
    return group([
        path(dome, fill=lid, stroke=INK, stroke_width=w),
        path(f"M{num(-0.3 * s)} {num(top - 0.04 * s)}Q0 {num(top - 0.12 * s)} {num(0.3 * s)} "
             f"{num(top - 0.04 * s)}", fill="none", stroke=RED, stroke_width=w * 1.4),
        ellipse(0, top - 0.2 * s, 0.05 * s, 0.035 * s, fill=RED, stroke=INK, stroke_width=w),
        circle(0, top - 0.26 * s, 0.045 * s, fill=gold(doc), stroke=INK, stroke_width=w),
    ])


# --- espadas --------------------------------------------------------------------------

def sword(doc: Doc, size: float, bow: float = 0.0, ornate: bool = False,
          hilt: float = 1.0) -> str:
    """A sword point up, pommel at +size/2. ``bow`` bulges the blade sideways (fraction of
    size) the way the swords of the Spanish numerals curve round each other."""
    s, w = size, pen(size, 0.009, 1.3)
    tip, guard, end = -0.5 * s, 0.27 * s, 0.5 * s
    half = (0.028 if not ornate else 0.045) * s * (0.5 + hilt / 2)
    b = 2 * bow * s  # the control point sits twice as far out as the curve's bulge
    mid = (tip + guard) / 2
    blade = (f"M{num(-half)} {num(guard)}Q{num(b - half)} {num(mid)} 0 {num(tip)}"
             f"Q{num(b + half)} {num(mid)} {num(half)} {num(guard)}Z")
    ridge = f"M0 {num(guard)}Q{num(b)} {num(mid)} 0 {num(tip + 0.03 * s)}"
    steel = doc.linear([(0, BLUE_DARK), (0.45, BLUE), (0.55, BLUE_LIGHT), (1, BLUE_DARK)])
    parts = [
        path(blade, fill=steel, stroke=INK, stroke_width=w, stroke_linejoin="round"),
        path(ridge, fill="none", stroke=BLUE_LIGHT, stroke_width=max(half * 0.3, 0.8)),
        _hilt(doc, s, guard, end, w, ornate, hilt),
    ]
    return group(parts)


def _hilt(doc: Doc, s: float, guard: float, end: float, w: float, ornate: bool,
          hilt: float) -> str:
    reach = (0.1 if not ornate else 0.22) * s * hilt
    curl = 0.05 * s
    quillons = (f"M{num(-reach)} {num(guard - curl)}C{num(-reach)} {num(guard + curl * 0.6)} "
                f"{num(-reach * 0.5)} {num(guard + curl * 0.3)} 0 {num(guard + curl * 0.2)}"
                f"C{num(reach * 0.5)} {num(guard + curl * 0.3)} {num(reach)} "
                f"{num(guard + curl * 0.6)} {num(reach)} {num(guard - curl)}")
    brass = gold(doc)
    grip_top, grip_bottom = guard + 0.02 * s, end - 0.07 * s
    grip_half = (0.022 if not ornate else 0.03) * s * (0.6 + 0.4 * hilt)
    wraps = "".join(
        f"M{num(-grip_half)} {num(y)}L{num(grip_half)} {num(y + 0.025 * s)}"
        for y in _steps(grip_top + 0.01 * s, grip_bottom - 0.03 * s, 4 if ornate else 3))
    return group([
        path(f"M{num(-grip_half)} {num(grip_top)}V{num(grip_bottom)}H{num(grip_half)}"
             f"V{num(grip_top)}Z", fill=RED, stroke=INK, stroke_width=w),
        path(wraps, stroke=RED_DARK, stroke_width=w),
        path(quillons, fill="none", stroke=INK, stroke_width=0.045 * s * hilt + 2 * w,
             stroke_linecap="round"),
        path(quillons, fill="none", stroke=GOLD, stroke_width=0.045 * s * hilt,
             stroke_linecap="round"),
        ellipse(0, guard + 0.008 * s, 0.035 * s, 0.03 * s, fill=brass, stroke=INK,
                stroke_width=w),
        circle(0, end - 0.04 * s, (0.04 if not ornate else 0.05) * s * (0.6 + 0.4 * hilt),
               fill=brass, stroke=INK,
               stroke_width=w),
    ])


def _steps(a: float, b: float, n: int) -> list[float]:
    return [a + (b - a) * i / max(n - 1, 1) for i in range(n)]


# --- bastos ---------------------------------------------------------------------------

# Knots along the cudgel: (position from the top 0..1, side -1/1, length, angle degrees)
KNOTS = ((0.16, -1, 0.09, -50), (0.34, 1, 0.08, 55), (0.55, -1, 0.07, -60), (0.76, 1, 0.06, 60))


def club(doc: Doc, size: float, leaves: bool = False, slim: float = 1.0) -> str:
    """A knotty cudgel, thick head up: trimmed branch stubs, bark marks, cut wood ends."""
    s, w = size, pen(size, 0.01, 1.3)
    top, bottom = -0.5 * s, 0.5 * s

    def half(t: float) -> float:  # the cudgel swells toward its head
        return s * slim * (0.04 + 0.04 * (1 - t) + 0.01 * math.sin(t * 9))

    ts = [i / 10 for i in range(11)]
    left = [(-half(t), top + t * s) for t in ts]
    right = [(half(t) * 0.95, top + t * s) for t in reversed(ts)]
    outline = smooth(left + right, closed=True, tension=0.4)
    bark = doc.linear([(0, GREEN_DARK), (0.35, GREEN_LIGHT), (0.7, GREEN), (1, GREEN_DARK)])
    parts = [_knot(s, s * slim, top, half, k, w) for k in KNOTS]
    parts.append(path(outline, fill=bark, stroke=INK, stroke_width=w, stroke_linejoin="round"))
    parts.append(_bark_marks(s, top, half, w))
    parts.append(ellipse(0, top + 0.012 * s, half(0) * 0.8, 0.025 * s, fill=WOOD,
                         stroke=WOOD_DARK, stroke_width=w))
    parts.append(ellipse(0, bottom - 0.01 * s, half(1) * 0.8, 0.016 * s, fill=WOOD,
                         stroke=WOOD_DARK, stroke_width=w))
    if leaves:
        parts.append(_leaves(s, top, half, w))
    return group(parts)


def _knot(s: float, girth: float, top: float, half, knot, w: float) -> str:
    t, side, length, angle = knot
    x, y = side * half(t) * 0.85, top + t * s
    stub_w, stub_l = 0.026 * girth, length * (s + girth) / 2
    stub = (f"M{num(-stub_w)} 0L{num(-stub_w * 0.8)} {num(-stub_l)}"
            f"L{num(stub_w * 0.8)} {num(-stub_l)}L{num(stub_w)} 0Z")
    return group([
        path(stub, fill=GREEN, stroke=INK, stroke_width=w, stroke_linejoin="round"),
        ellipse(0, -stub_l, stub_w * 0.9, stub_w * 0.45, fill=WOOD, stroke=WOOD_DARK,
                stroke_width=w),
    ], transform=f"translate({num(x)} {num(y)}) rotate({angle})")


def _bark_marks(s: float, top: float, half, w: float) -> str:
    marks = []
    for i, t in enumerate((0.08, 0.26, 0.45, 0.64, 0.86)):
        x = (0.35 if i % 2 else -0.35) * half(t)
        y = top + t * s
        marks.append(f"M{num(x - 0.02 * s)} {num(y)}q{num(0.02 * s)} {num(0.03 * s)} "
                     f"{num(0.04 * s)} {num(0.05 * s)}")
    return path("".join(marks), fill="none", stroke=GREEN_DARK, stroke_width=w,
                stroke_linecap="round")


def _leaves(s: float, top: float, half, w: float) -> str:
    """A sprig of fresh leaves on the ace of cudgels, the branch still alive."""
    leaf = f"M0 0C{num(0.05 * s)} {num(-0.02 * s)} {num(0.08 * s)} {num(-0.07 * s)} " \
           f"{num(0.1 * s)} {num(-0.12 * s)}C{num(0.04 * s)} {num(-0.11 * s)} " \
           f"{num(0.005 * s)} {num(-0.06 * s)} 0 0Z"
    spots = ((0.22, 1, 20), (0.22, 1, 75), (0.42, -1, -25), (0.42, -1, -80), (0.66, 1, 40))
    leaves = []
    for t, side, angle in spots:
        x, y = side * half(t), top + t * s
        flip = "" if side > 0 else " scale(-1 1)"
        leaves.append(path(leaf, transform=f"translate({num(x)} {num(y)}){flip} "
                                           f"rotate({angle * side})"))
    return group(leaves, fill="#4f9a3a", stroke="#1f4a14", stroke_width=w)
