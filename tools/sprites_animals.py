"""La Granja's eight animals: a portrait of each and the same animal as a soft toy.

Drawn in a 256 x 256 box the way the deck's figures are: flat colours with a dark outline,
round joins, dot eyes with a shine and rosy cheeks. The outlines are heavier than on the
cards because a portrait is also shown 64 px wide, where each animal must still be told
apart at a glance by its tell-tale parts, drawn large: the cow's patches, horns, pink muzzle
and bell; the dog's floppy ears and tongue; the cat's pointed ears and whiskers; the pig's
snout; the duck's flat bill; the hen's comb and wattle; the sheep's woolly cloud; the
donkey's long ears.

A portrait is a head over the shoulders (cut by the bottom edge). A plush (La Granja "de
peluche") is the same head, softer in colour, with button eyes and stitched seams, sitting
on a round toy body with stubby paws.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from sprites_pips import BLUE, GOLD_DARK, RED, gold
from sprites_svg import INK, Doc, Point, circle, ellipse, group, mirror_x, num, path, smooth

SIZE = 256
MID = SIZE / 2
LINE = 5.0  # silhouettes: about 1.2 px at 64 px, as heavy as a card's edge at table size
FINE = 3.4  # features inside a silhouette
WHITE, CHEEK, PINK, PINK_DARK = "#fffdf5", "#ef8f7c", "#f6b0b4", "#d9707e"
THREAD = "#5b4636"


def soften(colour: str, amount: float = 0.22) -> str:
    """``colour`` mixed with white: a plush is a paler, felt version of its animal."""
    rgb = [int(colour[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(c + (255 - c) * amount):02x}" for c in rgb)


def shape(points: list[Point], fill: str, width: float = LINE, **kwargs: object) -> str:
    """A closed outline through ``points`` (the figures' way of drawing organic forms)."""
    return path(smooth(points), fill=fill, stroke=INK, stroke_width=width,
                stroke_linejoin="round", **kwargs)


def pair(points: list[Point], fill: str, width: float = LINE) -> list[str]:
    """A shape on the left of the face and its mirror image on the right."""
    return [shape(points, fill, width), shape(mirror_x(points, MID), fill, width)]


def oval(cx: float, cy: float, rx: float, ry: float, fill: str, width: float = LINE,
         **kwargs: object) -> str:
    return ellipse(cx, cy, rx, ry, fill=fill, stroke=INK, stroke_width=width, **kwargs)


def line(d: str, width: float = FINE, colour: str = INK, **kwargs: object) -> str:
    return path(d, fill="none", stroke=colour, stroke_width=width, stroke_linecap="round",
                stroke_linejoin="round", **kwargs)


def cloud(bumps: list[tuple[float, float, float]], fill: str, width: float = LINE) -> list[str]:
    """Overlapping discs with one outline round them all: wool, and fur puffs."""
    return ([circle(x, y, r, fill=INK, stroke=INK, stroke_width=width * 2) for x, y, r in bumps]
            + [circle(x, y, r, fill=fill) for x, y, r in bumps])


def ring(cx: float, cy: float, r: float, n: int, bump: float, start: float = 0.0
         ) -> list[tuple[float, float, float]]:
    """``n`` bumps of radius ``bump`` evenly round a circle: a woolly edge."""
    return [(cx + r * math.sin(math.radians(start + i * 360 / n)),
             cy - r * math.cos(math.radians(start + i * 360 / n)), bump) for i in range(n)]


@dataclass(frozen=True)
class Kit:
    """How a head is finished: a live animal, or its soft toy."""

    doc: Doc
    plush: bool = False

    def c(self, colour: str) -> str:
        return soften(colour) if self.plush else colour

    def eye(self, x: float, y: float, r: float, iris: str = "") -> str:
        """A shiny eye with a white rim (it shows on a dark patch); a button on a plush."""
        if self.plush:
            return button(x, y, r * 1.05)
        parts = [oval(x, y, r * 0.9, r * 1.1, WHITE, FINE)]
        if iris:
            parts += [oval(x, y + r * 0.08, r * 0.7, r * 0.9, iris, 0),
                      ellipse(x, y + r * 0.08, r * 0.2, r * 0.75, fill=INK)]
        else:
            parts.append(ellipse(x, y + r * 0.12, r * 0.68, r * 0.86, fill=INK))
        parts.append(circle(x - r * 0.25, y - r * 0.3, r * 0.26, fill=WHITE))
        return group(parts)

    def cheeks(self, y: float, dx: float, r: float) -> str:
        return group([circle(MID - dx, y, r, fill=CHEEK, opacity="0.5"),
                      circle(MID + dx, y, r, fill=CHEEK, opacity="0.5")])

    def seam(self, d: str) -> str:
        """Stitches along ``d`` on a plush; nothing on the animal."""
        return stitches(d) if self.plush else ""

    def horn(self, points: list[Point]) -> list[Point]:
        """A plush's horns and ears are stubby: every point pulled towards the first."""
        if not self.plush:
            return points
        x0, y0 = points[0]
        return [(x0 + (x - x0) * 0.7, y0 + (y - y0) * 0.7) for x, y in points]


def button(x: float, y: float, r: float) -> str:
    """A sewn-on button eye: dark, a raised rim, four holes and a shine."""
    holes = [circle(x + dx * r * 0.28, y + dy * r * 0.28, r * 0.12, fill="#8a7a70")
             for dx, dy in ((-1, -1), (1, -1), (-1, 1), (1, 1))]
    return group([circle(x, y, r, fill="#2b2320", stroke=INK, stroke_width=FINE),
                  circle(x, y, r * 0.72, fill="none", stroke="#4a3d36", stroke_width=2),
                  *holes, circle(x - r * 0.45, y - r * 0.45, r * 0.2, fill=WHITE)])


def stitches(d: str) -> str:
    return line(d, 2.4, THREAD, stroke_dasharray="5 4")


# --- heads --------------------------------------------------------------------------
# Each head is drawn facing the viewer, centred on x = 128, between y = 0 and about 200.

def cow(k: Kit) -> list[str]:
    horn = k.horn([(96, 64), (74, 56), (58, 40), (50, 16), (60, 14), (70, 34), (88, 46),
                   (104, 52)])
    ear = [(82, 86), (58, 78), (28, 84), (22, 98), (44, 110), (78, 106)]
    head = [(128, 44), (168, 50), (186, 78), (184, 114), (170, 146), (128, 154), (86, 146),
            (72, 114), (70, 78), (88, 50)]
    patch = [(84, 78), (98, 64), (118, 70), (120, 96), (108, 116), (84, 110), (78, 94)]
    spot = [(150, 56), (168, 56), (176, 72), (164, 82), (150, 74)]
    return [
        *pair(horn, k.c("#f3e6c4")),
        *pair(ear, k.c(WHITE)),
        *pair([(72, 92), (50, 88), (38, 96), (54, 102)], k.c(PINK), 0),
        shape(head, k.c(WHITE)),
        shape(patch, "#2e2926", 0), shape(spot, "#2e2926", 0),
        shape([(114, 46), (122, 32), (128, 44), (136, 30), (142, 48)], k.c("#7a4a26"), FINE),
        k.eye(104, 102, 12), k.eye(152, 102, 12),
        k.seam("M128 58V120"),
        oval(128, 160, 50, 34, k.c(PINK)),
        ellipse(110, 156, 7, 10, fill=PINK_DARK, stroke=INK, stroke_width=2.4),
        ellipse(146, 156, 7, 10, fill=PINK_DARK, stroke=INK, stroke_width=2.4),
        line("M112 178Q128 186 144 178"),
    ]


def dog(k: Kit) -> list[str]:
    head = [(128, 48), (170, 58), (190, 94), (186, 134), (160, 160), (128, 166), (96, 160),
            (70, 134), (66, 94), (86, 58)]
    ear = [(94, 56), (64, 56), (40, 88), (32, 138), (42, 164), (60, 160), (74, 120), (90, 86)]
    muzzle = [(128, 114), (158, 122), (168, 146), (152, 168), (128, 172), (104, 168), (88, 146),
              (98, 122)]
    return [
        shape(head, k.c("#d9a066")),
        shape([(140, 64), (166, 66), (176, 96), (160, 116), (138, 104)], k.c("#b9783e"), 0),
        *pair(ear, k.c("#7a4a26")),
        k.seam("M128 54V110"),
        k.eye(106, 100, 12), k.eye(152, 100, 12),
        shape(muzzle, k.c("#fbe8cf"), FINE),
        shape([(118, 160), (138, 160), (142, 180), (128, 194), (114, 180)], k.c("#ef6f82"),
              FINE),
        line("M128 166V180", 2.4, "#b33a4e"),
        line("M128 138V154M108 152Q118 164 128 154Q138 164 148 152"),
        oval(128, 134, 16, 11, "#2e2926", FINE),
        ellipse(122, 130, 5, 3, fill="#8a8380"),
    ]


def cat(k: Kit) -> list[str]:
    blunt = [(88, 78), (74, 34), (86, 28), (120, 60)]  # a plush's ear tip is two round corners
    ear = blunt if k.plush else [(88, 78), (70, 20), (120, 60)]
    inner = [(90, 70), (80, 40), (110, 62)]
    head = [(128, 54), (172, 60), (198, 96), (200, 130), (170, 160), (128, 168), (86, 160),
            (56, 130), (58, 96), (84, 60)]
    stripes = ("M128 58V84M112 62L116 80M144 62L140 80M62 114H80M58 128L78 126"
               "M194 114H176M198 128L178 126")
    whiskers = ("M100 140L38 128M100 146L36 148M102 152L42 168"
                "M156 140L218 128M156 146L220 148M154 152L214 168")
    return [
        *pair(ear, k.c("#f0a040")),
        *pair(inner, k.c(PINK), 0),
        shape(head, k.c("#f0a040")),
        line(stripes, 6, k.c("#c0601a")),
        k.eye(104, 104, 14, "#9bcf4e"), k.eye(152, 104, 14, "#9bcf4e"),
        oval(114, 140, 16, 14, k.c(WHITE), 0), oval(142, 140, 16, 14, k.c(WHITE), 0),
        shape([(118, 124), (138, 124), (128, 136)], "#f38fa0", 2.4),
        line("M128 136V142M114 146Q121 152 128 142Q135 152 142 146"),
        line(whiskers, 2.6),
    ]


def pig(k: Kit) -> list[str]:
    ear = k.horn([(92, 70), (66, 28), (62, 52), (74, 86)])
    head = [(128, 50), (176, 60), (200, 102), (192, 146), (162, 172), (128, 178), (94, 172),
            (64, 146), (56, 102), (80, 60)]
    return [
        *pair(ear, k.c("#f49fb0")),
        shape(head, k.c("#f8bcc6")),
        *pair([(86, 64), (72, 42), (70, 56)], k.c(PINK_DARK), 0),
        k.cheeks(136, 50, 12),
        k.seam("M128 56V100"),
        k.eye(104, 96, 11), k.eye(152, 96, 11),
        oval(128, 132, 36, 26, k.c("#f58ea4")),
        ellipse(116, 132, 6, 11, fill="#9c3a52"), ellipse(140, 132, 6, 11, fill="#9c3a52"),
        line("M110 166Q128 176 146 166"),
    ]


def duck(k: Kit) -> list[str]:
    head = [(128, 40), (172, 52), (192, 92), (184, 134), (128, 154), (72, 134), (64, 92),
            (84, 52)]
    upper = [(84, 122), (128, 114), (172, 122), (182, 138), (128, 146), (74, 138)]
    lower = [(94, 138), (128, 140), (162, 138), (156, 158), (128, 164), (100, 158)]
    return [
        shape([(118, 44), (112, 18), (128, 34), (140, 14), (140, 46)], k.c("#f8d43a"), FINE),
        shape(head, k.c("#f8d43a")),
        k.cheeks(112, 52, 11),
        k.seam("M128 44V106"),
        k.eye(106, 92, 12), k.eye(150, 92, 12),
        shape(lower, k.c("#d96a1c")),
        shape(upper, k.c("#f5922e")),
        ellipse(116, 126, 3.2, 2.2, fill=INK), ellipse(140, 126, 3.2, 2.2, fill=INK),
    ]


def hen(k: Kit) -> list[str]:
    comb = [(90, 66), (86, 40), (100, 28), (112, 38), (114, 14), (132, 8), (140, 28),
            (152, 16), (168, 24), (168, 44), (180, 50), (172, 70)]
    head = [(128, 46), (168, 58), (186, 94), (180, 134), (128, 156), (76, 134), (70, 94),
            (88, 58)]
    beak = [(106, 108), (128, 98), (150, 108), (128, 142)]
    wattle = [(127, 130), (112, 156), (112, 178), (124, 180), (128, 160)]
    return [
        shape(comb, k.c(RED)),
        shape(head, k.c(WHITE)),
        k.cheeks(118, 40, 10),
        k.seam("M128 52V96"),
        k.eye(102, 92, 12), k.eye(154, 92, 12),
        *pair(wattle, k.c(RED), FINE),
        shape(beak, k.c("#f5b82e"), FINE),
        line("M108 112L148 112", 2.4),
    ]


def sheep(k: Kit) -> list[str]:
    wool = ring(MID, 104, 58, 11, 26) + [(MID, 104, 56)]
    ear = [(86, 110), (54, 100), (30, 110), (40, 124), (84, 128)]
    face = [(128, 72), (160, 86), (166, 124), (152, 168), (128, 178), (104, 168), (90, 124),
            (96, 86)]
    fringe = [(104, 70, 16), (124, 64, 17), (146, 68, 16), (116, 84, 13), (138, 84, 13)]
    return [
        *cloud(wool, k.c("#f7f3ea")),
        *pair(ear, k.c("#4a403a")),
        *pair([(76, 112), (52, 106), (42, 112), (54, 118)], k.c(PINK), 0),
        shape(face, k.c("#4a403a")),
        *cloud(fringe, k.c("#f7f3ea"), FINE),
        k.eye(112, 116, 11), k.eye(144, 116, 11),
        line("M118 148Q128 154 138 148M128 152V162M118 168Q128 160 138 168", FINE, "#c9bfb8"),
    ]


def donkey(k: Kit) -> list[str]:
    ear = [(104, 62), (84, 36), (72, 6), (84, 2), (104, 26), (116, 58)]
    inner = [(102, 54), (88, 32), (82, 14), (98, 32), (108, 52)]
    head = [(128, 50), (160, 58), (174, 92), (170, 136), (164, 170), (128, 188), (92, 170),
            (86, 136), (82, 92), (96, 58)]
    return [
        *pair(ear, k.c("#8f8c92")),
        *pair(inner, k.c("#e3c8c2"), 0),
        shape([(114, 54), (112, 30), (124, 42), (132, 26), (136, 44), (146, 36), (144, 58)],
              k.c("#4e4a50"), FINE),
        shape(head, k.c("#a5a2a8")),
        k.seam("M128 58V128"),
        k.eye(104, 98, 12), k.eye(152, 98, 12),
        oval(128, 160, 40, 30, k.c("#e2ddd6")),
        ellipse(112, 156, 6, 9, fill="#5c5660"), ellipse(144, 156, 6, 9, fill="#5c5660"),
        line("M114 176Q128 184 142 176"),
    ]


HEADS: dict[str, Callable[[Kit], list[str]]] = {
    "cow": cow, "dog": dog, "cat": cat, "pig": pig, "duck": duck, "hen": hen,
    "sheep": sheep, "donkey": donkey,
}


# --- bodies -------------------------------------------------------------------------

@dataclass(frozen=True)
class Coat:
    """An animal's body colours: its coat, a lighter chest or belly, and its paws or feet."""

    main: str
    chest: str
    paws: str


COATS = {
    "cow": Coat(WHITE, "#f6d7cf", "#4e4a50"), "dog": Coat("#d9a066", "#fbe8cf", "#7a4a26"),
    "cat": Coat("#f0a040", WHITE, WHITE), "pig": Coat("#f8bcc6", "#fcd9df", "#f49fb0"),
    "duck": Coat("#f8d43a", "#fbe58a", "#f5922e"), "hen": Coat("#b8502a", "#f2a23a", "#f5b82e"),
    "sheep": Coat("#f7f3ea", "#f7f3ea", "#4a403a"),
    "donkey": Coat("#a5a2a8", "#e2ddd6", "#4e4a50"),
}


def bell(doc: Doc, x: float, y: float, s: float = 1.0) -> str:
    """The cow's gold bell on its red strap."""
    body = [(x - 12 * s, y - 4 * s), (x + 12 * s, y - 4 * s), (x + 16 * s, y + 20 * s),
            (x + 24 * s, y + 28 * s), (x - 24 * s, y + 28 * s), (x - 16 * s, y + 20 * s)]
    return group([
        oval(x, y + 30 * s, 7 * s, 6 * s, GOLD_DARK, FINE),
        path(smooth(body), fill=gold(doc), stroke=INK, stroke_width=FINE,
             stroke_linejoin="round"),
        line(f"M{num(x - 18 * s)} {num(y + 20 * s)}H{num(x + 18 * s)}", 2.4, GOLD_DARK),
        oval(x, y - 6 * s, 10 * s, 5 * s, RED, FINE),
    ])


def neck_piece(doc: Doc, animal: str, y: float, plush: bool) -> list[str]:
    """What an animal wears at its throat: the cow's bell, the dog's collar and tag, a
    plush's ribbon bow."""
    if animal == "cow":
        return [line(f"M70 {num(y - 8)}Q128 {num(y + 14)} 186 {num(y - 8)}", 12, INK),
                line(f"M70 {num(y - 8)}Q128 {num(y + 14)} 186 {num(y - 8)}", 6, RED),
                bell(doc, MID, y + 6)]
    if animal == "dog":
        return [line(f"M78 {num(y - 10)}Q128 {num(y + 10)} 178 {num(y - 10)}", 14, INK),
                line(f"M78 {num(y - 10)}Q128 {num(y + 10)} 178 {num(y - 10)}", 8, RED),
                circle(MID, y + 12, 10, fill=gold(doc), stroke=INK, stroke_width=FINE)]
    if plush:
        return [bow(MID, y)]
    return []


def bow(x: float, y: float) -> str:
    """A ribbon bow: what makes a soft toy's neck."""
    left = [(x, y), (x - 30, y - 14), (x - 34, y + 2), (x - 28, y + 16)]
    return group([shape(left, BLUE, FINE), shape(mirror_x(left, x), BLUE, FINE),
                  oval(x, y, 9, 8, "#1f4f9c", FINE)])


def bust(doc: Doc, animal: str) -> list[str]:
    """Shoulders cut by the bottom edge, with the animal's own marks on them."""
    coat = COATS[animal]
    shoulders = [(26, 270), (34, 228), (64, 202), (98, 190), (100, 130), (156, 130),
                 (158, 190), (192, 202), (222, 228), (230, 270)]
    extra = {
        "cow": [shape([(170, 206), (196, 214), (204, 240), (178, 246), (164, 226)],
                      "#2e2926", 0)],
        "cat": [shape([(102, 150), (128, 144), (154, 150), (152, 262), (104, 262)],
                      coat.chest, FINE)],
        "hen": [hackle(coat.chest)],
        "duck": [line("M52 236Q70 222 92 226M204 236Q186 222 164 226", FINE)],
    }.get(animal, [])
    if animal == "sheep":
        body = cloud([(40, 250, 28), (78, 222, 30), (128, 212, 32), (178, 222, 30),
                      (216, 250, 28), (128, 256, 40), (80, 262, 30), (176, 262, 30)], coat.main)
    else:
        body = [shape(shoulders, coat.main)]
    return [*body, *extra, *neck_piece(doc, animal, 196, plush=False)]


def hackle(colour: str) -> str:
    """The rooster's cape of pointed golden neck feathers."""
    d = "M92 140L84 196L60 236"
    for i in range(6):
        x = 60 + i * 136 / 6
        d += f"L{num(x + 68 / 6)} 214L{num(x + 136 / 6)} 236"
    d += "L172 196L164 140Z"
    return path(d, fill=colour, stroke=INK, stroke_width=LINE, stroke_linejoin="round")


def toy_body(doc: Doc, animal: str) -> list[str]:
    """A plush's round sitting body: stubby arms, feet with pads, a stitched belly."""
    coat = COATS[animal]
    main, chest, paws = soften(coat.main), soften(coat.chest), soften(coat.paws)
    body = [(128, 150), (172, 160), (194, 200), (184, 236), (128, 248), (72, 236), (62, 200),
            (84, 160)]
    arm = [(76, 172), (54, 186), (46, 212), (60, 220), (84, 200)]
    parts = [shape(body, main)]
    parts += [shape(arm, main), shape(mirror_x(arm, MID), main)]
    parts += [oval(128, 210, 36, 28, chest, FINE),
              stitches("M94 210Q96 184 128 182Q160 184 162 210")]
    for x in (92, 164):
        parts += [oval(x, 238, 24, 15, main), oval(x, 240, 13, 8, paws, 2.4)]
    return parts


# --- files --------------------------------------------------------------------------

def portrait(animal: str) -> str:
    """``animals/<animal>.svg``: head and shoulders, facing the viewer."""
    doc = Doc(SIZE, SIZE)
    doc.add(*bust(doc, animal), *HEADS[animal](Kit(doc)))
    return doc.render()


def plush(animal: str) -> str:
    """``animals/<animal>_plush.svg``: the soft toy, its head large on a small body."""
    doc = Doc(SIZE, SIZE)
    head = group(HEADS[animal](Kit(doc, plush=True)),
                 transform="translate(128 88) scale(0.8) translate(-128 -104)")
    doc.add(*toy_body(doc, animal), *neck_piece(doc, animal, 160, plush=True), head)
    return doc.render()


def animal_files(animals: tuple[str, ...]) -> dict[str, str]:
    """Relative path → SVG text, for each animal its portrait then its plush."""
    files: dict[str, str] = {}
    for animal in animals:
        files[f"animals/{animal}.svg"] = portrait(animal)
        files[f"animals/{animal}_plush.svg"] = plush(animal)
    return files

