"""French deck faces: standard pip layouts, corner indices with a suit pip, and double-ended
Jack, Queen and King in a framed box, the way every casino deck prints them."""

from __future__ import annotations

from sprites_figure_parts import (
    BLUE,
    SKIN,
    WHITE,
    YELLOW,
    blob,
    bob_hair,
    crown,
    face,
    fringe,
    limb,
)
from sprites_pips import GOLD, GOLD_DARK
from sprites_spanish import card_blank
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
    rect,
    text,
)

RED_INK, BLACK_INK = "#c8201c", "#1d1a17"
MID_X, MID_Y = CARD_W / 2, CARD_H / 2
LETTERS = {1: "A", 11: "J", 12: "Q", 13: "K"}

# Suit shapes in a unit box centred on the origin (height 1).
SHAPES = {
    "H": "M0 .5C-.12 .3-.5 .08-.5-.18C-.5-.36-.37-.48-.24-.48C-.12-.48-.03-.41 0-.3"
         "C.03-.41 .12-.48 .24-.48C.37-.48 .5-.36 .5-.18C.5 .08 .12 .3 0 .5Z",
    "D": "M0-.5C.1-.32 .24-.16 .4 0C.24 .16 .1 .32 0 .5C-.1 .32-.24 .16-.4 0"
         "C-.24-.16-.1-.32 0-.5Z",
    "S": "M0-.5C.12-.3 .5-.1 .5 .14C.5 .32 .37 .42 .24 .42C.14 .42 .06 .37 .02 .3"
         "C.04 .4 .08 .46 .18 .5H-.18C-.08 .46-.04 .4-.02 .3C-.06 .37-.14 .42-.24 .42"
         "C-.37 .42-.5 .32-.5 .14C-.5-.1-.12-.3 0-.5Z",
    "C": "M.02 .12C.04 .36 .08 .45 .18 .5H-.18C-.08 .45-.04 .36-.02 .12Z",
}
CLUB_LEAVES = ((0, -0.25), (-0.25, 0.07), (0.25, 0.07))


def ink(suit: str) -> str:
    return RED_INK if suit in "HD" else BLACK_INK


def pip(suit: str, x: float, y: float, size: float, flip: bool = False) -> str:
    """One suit sign of height ``size`` centred on (x, y), upside down if ``flip``."""
    parts = [path(SHAPES[suit])]
    if suit == "C":
        parts += [circle(cx, cy, 0.23) for cx, cy in CLUB_LEAVES]
    transform = move(x, y, scale=size, rotate=180 if flip else 0)
    return group(parts, transform=transform, fill=ink(suit))


def index(rank: int, suit: str) -> str:
    """Rank and a small suit sign in the top-left corner, turned round in the bottom-right."""
    label = LETTERS.get(rank, str(rank))
    squeeze = 1.0 if len(label) == 1 else 0.58
    corner = group([text(label, 25, 13, 36, 5.2, ink(suit), squeeze), pip(suit, 25, 70, 26)])
    return group([corner, group([corner], transform=f"rotate(180 {MID_X} {MID_Y})")])


COLS = {-1: MID_X - 47, 0: MID_X, 1: MID_X + 47}
LAYOUTS: dict[int, list[tuple[int, float]]] = {
    2: [(0, -1), (0, 1)],
    3: [(0, -1), (0, 0), (0, 1)],
    4: [(c, r) for r in (-1, 1) for c in (-1, 1)],
    5: [(c, r) for r in (-1, 1) for c in (-1, 1)] + [(0, 0)],
    6: [(c, r) for r in (-1, 0, 1) for c in (-1, 1)],
    7: [(c, r) for r in (-1, 0, 1) for c in (-1, 1)] + [(0, -0.5)],
    8: [(c, r) for r in (-1, 0, 1) for c in (-1, 1)] + [(0, -0.5), (0, 0.5)],
    9: [(c, r) for r in (-1, -1 / 3, 1 / 3, 1) for c in (-1, 1)] + [(0, 0)],
    10: [(c, r) for r in (-1, -1 / 3, 1 / 3, 1) for c in (-1, 1)] + [(0, -2 / 3), (0, 2 / 3)],
}


def numeral(suit: str, rank: int) -> str:
    """Pips of a 2..10: the lower half stands upside down, as printed."""
    parts = []
    for col, row in LAYOUTS[rank]:
        y = MID_Y + row * 112
        parts.append(pip(suit, COLS[col], y, 52, flip=row > 0.01))
    return group(parts)


def ace(suit: str) -> str:
    if suit != "S":
        return pip(suit, MID_X, MID_Y, 120)
    ring = circle(MID_X, MID_Y + 4, 78, fill="none", stroke=GOLD_DARK, stroke_width=3)
    dots = [circle(MID_X + dx, MID_Y + 4 + dy, 3.5, fill=GOLD_DARK)
            for dx, dy in ((0, -86), (0, 94), (-82, 4), (82, 4))]
    return group([ring, *dots, pip(suit, MID_X, MID_Y, 150)])


# --- court cards --------------------------------------------------------------------------

BOX = (44.0, 34.0, 196.0, 334.0)
ROBES = {"H": (RED_INK, YELLOW, BLUE), "D": (YELLOW, RED_INK, BLUE),
         "C": (BLUE, RED_INK, YELLOW), "S": (BLUE, YELLOW, RED_INK)}


def court(doc: Doc, rank: int, suit: str) -> str:
    """A double-ended Jack, Queen or King: the upper half drawn once, turned for the lower."""
    x0, y0, x1, y1 = BOX
    main, second, third = ROBES[suit]
    if rank == 12:
        main, second = second, main
    bust = group([_bust(rank, main, second, third)],
                 transform=f"translate({MID_X} {MID_Y}) scale(1.22) translate({-MID_X} {-MID_Y})")
    half = group([bust, pip(suit, x0 + 18, y0 + 20, 24)])
    backdrop = doc.linear([(0, "#fffaf0"), (1, "#f3e8cf")], x1="0%", y1="0%", x2="0%",
                          y2="100%")
    return group([
        rect(x0, y0, x1 - x0, y1 - y0, 4, fill=backdrop),
        half, group([half], transform=f"rotate(180 {MID_X} {MID_Y})"),
        path(f"M{num(x0)} {num(MID_Y + 10)}L{num(x1)} {num(MID_Y - 10)}", stroke=INK,
             stroke_width=2),
        rect(x0, y0, x1 - x0, y1 - y0, 4, fill="none", stroke=INK, stroke_width=2.2),
    ])


def _bust(rank: int, main: str, second: str, third: str) -> str:
    """Head and shoulders down to the card's middle, holding the figure's emblem."""
    cx, cy, r = 120.0, 104.0, 20.0
    robe = path("M72 184C72 160 78 142 96 130H144C162 142 168 160 168 184Z", fill=main,
                stroke=INK, stroke_width=2.2, stroke_linejoin="round")
    panel = path("M104 132H136L141 184H99Z", fill=second, stroke=INK, stroke_width=2)
    stripes = path("M104 148H136M102 162H138M101 176H139", stroke=third, stroke_width=4)
    collar = blob([(94, 130), (106, 140), (120, 144), (134, 140), (146, 130), (120, 126)],
                  WHITE if rank != 11 else third)
    parts = [_emblem(rank, main), robe, panel, stripes, collar,
             path("M113 118V130H127V118Z", fill=SKIN, stroke=INK, stroke_width=2)]
    parts += _head(rank, cx, cy, r, second, third)
    parts.append(limb([(146, 138), (158, 160), (164, 158)], second, 11))
    parts.append(_hand(rank))
    return group(parts)


def _head(rank: int, cx: float, cy: float, r: float, second: str, third: str) -> list[str]:
    if rank == 13:
        return [bob_hair(cx, cy, r), face(cx, cy, r * 0.95, beard=True),
                crown(cx, cy - r * 0.75, 22, 26)]
    if rank == 12:
        veil = blob([(cx - r * 1.3, cy + r * 1.3), (cx - r * 1.2, cy - r * 0.6),
                     (cx, cy - r * 1.2), (cx + r * 1.2, cy - r * 0.6),
                     (cx + r * 1.3, cy + r * 1.3)], third)
        return [veil, bob_hair(cx, cy, r * 0.95), face(cx, cy, r * 0.95), fringe(cx, cy, r),
                crown(cx, cy - r * 0.8, 18, 20)]
    cap = blob([(cx - r * 1.1, cy - r * 0.5), (cx - r * 0.8, cy - r * 1.3), (cx, cy - r * 1.5),
                (cx + r * 0.9, cy - r * 1.3), (cx + r * 1.2, cy - r * 0.5)], second)
    feather = blob([(cx + r * 0.6, cy - r * 1.2), (cx + r * 1.3, cy - r * 2.1),
                    (cx + r * 1.9, cy - r * 2.0), (cx + r * 1.2, cy - r * 1.0)], third)
    return [bob_hair(cx, cy, r), face(cx, cy, r * 0.95), fringe(cx, cy, r), feather, cap,
            path(f"M{num(cx - r * 1.1)} {num(cy - r * 0.55)}H{num(cx + r * 1.2)}",
                 stroke=GOLD, stroke_width=4)]


def _emblem(rank: int, main: str) -> str:
    """King's sceptre, Queen's flower, Jack's halberd: each held up past the shoulder."""
    if rank == 13:
        return group([path("M160 190L172 86", stroke=INK, stroke_width=8, stroke_linecap="round"),
                      path("M160 190L172 86", stroke=GOLD, stroke_width=5),
                      circle(172, 82, 9, fill=GOLD, stroke=INK, stroke_width=2),
                      path("M172 64V76M166 70H178", stroke=INK, stroke_width=2.4)])
    if rank == 12:
        petals = [ellipse(168 + dx, 96 + dy, 6, 6, fill=RED_INK, stroke=INK, stroke_width=1.4)
                  for dx, dy in ((0, -7), (7, 0), (0, 7), (-7, 0))]
        return group([path("M158 190Q166 140 168 100", fill="none", stroke="#3e9140",
                           stroke_width=4), *petals, circle(168, 96, 4, fill=YELLOW)])
    head = "M170 70L182 88L170 96L176 84Z"
    return group([path("M160 190L170 76", stroke=INK, stroke_width=7, stroke_linecap="round"),
                  path("M160 190L170 76", stroke="#9a5d22", stroke_width=4),
                  path(head, fill="#c9d4e0", stroke=INK, stroke_width=2),
                  path("M166 80L158 72L168 74Z", fill="#c9d4e0", stroke=INK, stroke_width=2)])


def _hand(rank: int) -> str:
    x, y = (164, 158) if rank != 12 else (162, 150)
    return circle(x, y, 7, fill=SKIN, stroke=INK, stroke_width=2)


def french_card(rank: int, suit: str) -> str:
    doc = Doc()
    card_blank(doc)
    if rank == 1:
        doc.add(ace(suit))
    elif rank <= 10:
        doc.add(numeral(suit, rank))
    else:
        doc.add(court(doc, rank, suit))
    doc.add(index(rank, suit))
    return doc.render()

