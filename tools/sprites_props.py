"""The reflex games' props: La Granja's totem and metronome, Nervioso's slapping hand, and
the speech bubble the table writes an animal's sound in.

Same style as the animals (sprites_animals): flat colours, a heavy dark outline, the deck's
wood, gold and paint colours. The hand is one neutral skin tone with a white cuff: the table
tints it per player, and a tinted white cuff becomes that player's sleeve.
"""

from __future__ import annotations

import math

from sprites_animals import FINE, LINE, WHITE, line, oval, shape
from sprites_figure_parts import SKIN, SKIN_SHADE
from sprites_pips import BLUE, GOLD_DARK, GREEN, RED, WOOD, WOOD_DARK, gold
from sprites_svg import INK, Doc, Point, circle, ellipse, mirror_x, num, path, rect, smooth

WOOD_MID = "#c98b4a"

# The bubble's body, in its 256 x 176 box; the text box the table writes in lies inside it
# (naipes_pg/ui/art.py BUBBLE_TEXT_BOX, checked by tests/test_art.py).
BUBBLE_W, BUBBLE_H = 256, 176
BUBBLE_BODY = (8.0, 8.0, 240.0, 128.0, 44.0)  # x, y, width, height, corner radius


def _wood(doc: Doc) -> str:
    """Round wood: light down the middle, dark at the sides."""
    return doc.linear([(0, WOOD_DARK), (0.4, WOOD), (1, WOOD_DARK)])


def _outlined(strokes: list[tuple[str, float]], shapes: list[str], fill: str) -> list[str]:
    """One outline round several strokes and filled paths, so a finger joins the palm (or a
    tail its bubble) without a line across the join: every outline first, then every fill."""
    back = [path(d, fill="none", stroke=INK, stroke_width=w + 2 * LINE, stroke_linecap="round")
            for d, w in strokes]
    back += [path(d, fill=INK, stroke=INK, stroke_width=2 * LINE, stroke_linejoin="round")
             for d in shapes]
    front = [path(d, fill="none", stroke=fill, stroke_width=w, stroke_linecap="round")
             for d, w in strokes]
    front += [path(d, fill=fill) for d in shapes]
    return back + front


# --- totem ----------------------------------------------------------------------------

def totem() -> str:
    """A carved and painted wooden totem: a bird with spread wings over two faces."""
    doc = Doc(256, 256)
    wing = [(100, 72), (70, 60), (36, 52), (16, 60), (30, 72), (18, 84), (40, 92), (34, 104),
            (66, 102), (100, 98)]
    feathers = ((36, 66, 92, 76), (30, 84, 92, 86), (44, 98, 92, 94))
    quills = "".join(f"M{a} {b}L{c} {d}M{256 - a} {b}L{256 - c} {d}" for a, b, c, d in feathers)
    doc.add(shape(wing, RED), shape(mirror_x(wing, 128), RED), line(quills, FINE, GOLD_DARK),
            shape([(98, 44), (100, 20), (114, 32), (128, 6), (142, 32), (156, 20), (158, 44)],
                  GREEN),
            rect(76, 222, 104, 26, 8, fill=WOOD_DARK, stroke=INK, stroke_width=LINE),
            rect(92, 36, 72, 192, 12, fill=_wood(doc), stroke=INK, stroke_width=LINE))
    for y in (102, 162):
        doc.add(rect(86, y - 6, 84, 12, 5, fill=WOOD_MID, stroke=INK, stroke_width=FINE))
    doc.add(*_bird_face(doc), *_calm_face(), *_grin_face())
    return doc.render()


def _bird_face(doc: Doc) -> list[str]:
    beak = [(114, 70), (142, 70), (138, 86), (128, 98), (118, 86)]
    return [line("M102 52Q114 44 124 54M132 54Q142 44 154 52", 4.5, RED),
            oval(112, 64, 9, 9, WHITE, FINE), circle(113, 65, 4.5, fill=INK),
            oval(144, 64, 9, 9, WHITE, FINE), circle(143, 65, 4.5, fill=INK),
            path(smooth(beak), fill=gold(doc), stroke=INK, stroke_width=FINE,
                 stroke_linejoin="round")]


def _calm_face() -> list[str]:
    eye = [(100, 124), (112, 116), (124, 124), (112, 130)]
    return [line("M100 114Q112 108 124 114M132 114Q144 108 156 114", 4.5, BLUE),
            shape(eye, WHITE, FINE), shape(mirror_x(eye, 128), WHITE, FINE),
            circle(112, 123, 4, fill=INK), circle(144, 123, 4, fill=INK),
            rect(123, 126, 10, 16, 4, fill=WOOD_MID, stroke=INK, stroke_width=FINE),
            oval(128, 148, 14, 5, RED, FINE)]


def _grin_face() -> list[str]:
    teeth = "M108 206V214M118 208V216M128 208V217M138 208V216M148 206V214"
    return [oval(110, 184, 11, 11, GREEN, FINE), oval(110, 184, 5, 5, INK, 0),
            oval(146, 184, 11, 11, GREEN, FINE), oval(146, 184, 5, 5, INK, 0),
            path("M100 202Q128 226 156 202Q128 210 100 202Z", fill=WHITE, stroke=INK,
                 stroke_width=FINE, stroke_linejoin="round"),
            line(teeth, 2.4)]


# --- hand -----------------------------------------------------------------------------

FINGERS = (  # centre line base → tip, and width: index, middle, ring, little finger
    ([(104, 122), (98, 80), (92, 42)], 30.0),
    ([(128, 116), (128, 70), (126, 28)], 31.0),
    ([(152, 120), (156, 80), (160, 42)], 29.0),
    ([(172, 136), (182, 104), (190, 74)], 25.0),
)
THUMB = ([(100, 180), (74, 158), (50, 124)], 32.0)


def hand() -> str:
    """The back of a right hand seen from above, fingers up, as it slaps down on a pile."""
    doc = Doc(256, 256)
    palm = smooth([(92, 118), (166, 116), (184, 142), (180, 196), (162, 226),
                           (96, 226), (80, 196), (84, 150)])
    strokes = [(_line_d(points), width) for points, width in (*FINGERS, THUMB)]
    doc.add(*_outlined(strokes, [palm], SKIN))
    doc.add(*[_nail(points, width) for points, width in (*FINGERS, THUMB)])
    knuckles = "".join(f"M{num(p[1][0] - 7)} {num(p[1][1] + 2)}q7 4 14 0" for p, _ in FINGERS)
    doc.add(line(knuckles, 2.4, SKIN_SHADE),
            line("M106 150Q114 176 112 206M128 146V206M150 150Q144 176 146 206", 2.4,
                 SKIN_SHADE))
    doc.add(rect(86, 216, 84, 48, 8, fill=WHITE, stroke=INK, stroke_width=LINE),
            line("M86 230H170", FINE))
    return doc.render()


def _line_d(points: list[Point]) -> str:
    return "M" + "L".join(f"{num(x)} {num(y)}" for x, y in points)


def _nail(points: list[Point], width: float) -> str:
    (x1, y1), (x2, y2) = points[-2], points[-1]
    along = ((x2 - x1), (y2 - y1))
    length = (along[0] ** 2 + along[1] ** 2) ** 0.5
    ux, uy = along[0] / length, along[1] / length
    cx, cy = x2 - ux * width * 0.22, y2 - uy * width * 0.22
    angle = num(math.degrees(math.atan2(ux, -uy)))
    return ellipse(cx, cy, width * 0.3, width * 0.36, fill="#fde9dc", stroke=SKIN_SHADE,
                   stroke_width=2.4, transform=f"rotate({angle} {num(cx)} {num(cy)})")


# --- metronome ------------------------------------------------------------------------

def metronome() -> str:
    """A wooden metronome, its arm swung to one side: La Granja "simultánea"'s beat."""
    doc = Doc(256, 256)
    body = [(58, 232), (106, 34), (128, 24), (150, 34), (198, 232)]
    panel = [(92, 204), (116, 56), (140, 56), (164, 204)]
    ticks = "".join(f"M{num(120 - i)} {num(70 + i * 16)}H{num(136 + i)}" for i in range(8))
    doc.add(path(_polyline_closed(body), fill=_wood(doc), stroke=INK, stroke_width=LINE,
                 stroke_linejoin="round"),
            path(_polyline_closed(panel), fill="#f6ead0", stroke=INK, stroke_width=FINE,
                 stroke_linejoin="round"),
            line(ticks, 2.4, GOLD_DARK),
            line("M128 196L166 48", 11), line("M128 196L166 48", 5, "#d9d9de"),
            path(_polyline_closed([(144, 98), (164, 104), (160, 124), (138, 118)]),
                 fill=gold(doc), stroke=INK, stroke_width=FINE, stroke_linejoin="round"),
            circle(128, 196, 8, fill=GOLD_DARK, stroke=INK, stroke_width=FINE),
            rect(44, 226, 168, 24, 6, fill=WOOD_MID, stroke=INK, stroke_width=LINE),
            line("M182 34Q196 44 200 60M192 22Q212 36 218 60", FINE, WHITE))
    return doc.render()


def _polyline_closed(points: list[Point]) -> str:
    return _line_d(points) + "Z"


# --- speech bubble --------------------------------------------------------------------

def bubble() -> str:
    """A white speech bubble with its tail down and to the left, where the animal is."""
    doc = Doc(BUBBLE_W, BUBBLE_H)
    x, y, w, h, r = BUBBLE_BODY
    body = (f"M{num(x + r)} {num(y)}H{num(x + w - r)}A{num(r)} {num(r)} 0 0 1 {num(x + w)} "
            f"{num(y + r)}V{num(y + h - r)}A{num(r)} {num(r)} 0 0 1 {num(x + w - r)} "
            f"{num(y + h)}H{num(x + r)}A{num(r)} {num(r)} 0 0 1 {num(x)} {num(y + h - r)}"
            f"V{num(y + r)}A{num(r)} {num(r)} 0 0 1 {num(x + r)} {num(y)}Z")
    tail = "M62 120L30 168L104 126Z"
    doc.add(*_outlined([], [body, tail], WHITE))
    return doc.render()


def prop_files() -> dict[str, str]:
    """Relative path → SVG text of every prop."""
    return {"props/totem.svg": totem(), "props/hand.svg": hand(),
            "props/metronome.svg": metronome(), "props/bubble.svg": bubble()}

