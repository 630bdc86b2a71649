"""Parts of the Spanish figures (Sota, Caballo, Rey): faces, hats, limbs, held objects.

Drawn in card units (240 x 368) as flat colour shapes with a dark outline, the way the
classic deck is printed: red, yellow, blue and green costumes, pink faces, gold crowns.
Each figure is built from the same parts (face, hat, body, arms) so the twelve cards share
one hand; the suit picks the costume colours, the pose and the object held. Caballos of
oros and copas ride to the left and those of espadas and bastos to the right, as in the
traditional deck.
"""

from __future__ import annotations

from sprites_pips import GOLD, GOLD_DARK, RED, club, coin, cup, sword
from sprites_svg import INK, Doc, Point, circle, ellipse, group, move, num, path, smooth

SKIN, SKIN_SHADE, CHEEK = "#f9d6b8", "#e9ad8a", "#ef8f7c"
HAIR, BEARD = "#7a4420", "#9a9186"
YELLOW, BLUE, GREEN, WHITE = "#f5c431", "#2f62b8", "#3e9140", "#fffdf5"
HORSE, HORSE_SHADE, HOOF = "#f4efe6", "#d9cbb8", "#5b4636"
COLOURS = (RED, BLUE, GREEN, YELLOW)
SUIT_ORDER = "oceb"
W = 2.2  # outline width of the figures


def blob(points: list[Point], fill: str, closed: bool = True, width: float = W) -> str:
    return path(smooth(points, closed=closed), fill=fill if closed else "none", stroke=INK,
                stroke_width=width, stroke_linejoin="round", stroke_linecap="round")


def palette(rank: int, suit: str) -> dict[str, str]:
    """Costume colours: every figure of the deck wears its own mix of the four inks."""
    i = SUIT_ORDER.index(suit) + rank
    main, cape, hose = COLOURS[i % 4], COLOURS[(i + 1) % 4], COLOURS[(i + 2) % 4]
    return {"main": main, "cape": cape, "hose": hose, "trim": YELLOW if main != YELLOW else RED}


# --- heads ------------------------------------------------------------------------------

def face(cx: float, cy: float, r: float, beard: bool = False) -> str:
    """A round friendly face: dot eyes, rosy cheeks, a small smile (a beard for kings)."""
    parts = [ellipse(cx, cy, r * 0.86, r, fill=SKIN, stroke=INK, stroke_width=W)]
    if beard:
        parts.append(blob([(cx - r * 0.86, cy - r * 0.05), (cx - r * 0.7, cy + r * 0.75),
                           (cx, cy + r * 1.55), (cx + r * 0.7, cy + r * 0.75),
                           (cx + r * 0.86, cy - r * 0.05), (cx + r * 0.3, cy + r * 0.35),
                           (cx - r * 0.3, cy + r * 0.35)], BEARD))
    parts += [
        circle(cx - r * 0.55, cy + r * 0.2, r * 0.17, fill=CHEEK, opacity="0.55"),
        circle(cx + r * 0.55, cy + r * 0.2, r * 0.17, fill=CHEEK, opacity="0.55"),
        ellipse(cx - r * 0.33, cy - r * 0.08, r * 0.09, r * 0.13, fill=INK),
        ellipse(cx + r * 0.33, cy - r * 0.08, r * 0.09, r * 0.13, fill=INK),
        path(f"M{num(cx - r * 0.5)} {num(cy - r * 0.35)}q{num(r * 0.18)} {num(-r * 0.12)} "
             f"{num(r * 0.34)} 0M{num(cx + r * 0.16)} {num(cy - r * 0.35)}q{num(r * 0.18)} "
             f"{num(-r * 0.12)} {num(r * 0.34)} 0M{num(cx)} {num(cy)}l{num(-r * 0.06)} "
             f"{num(r * 0.2)}", fill="none", stroke=INK, stroke_width=1.6,
             stroke_linecap="round"),
    ]
    smile_y = cy + (r * 0.5 if not beard else r * 0.48)
    mouth = "#b3261e" if not beard else INK
    parts.append(path(f"M{num(cx - r * 0.22)} {num(smile_y)}q{num(r * 0.22)} {num(r * 0.16)} "
                      f"{num(r * 0.44)} 0", fill="none", stroke=mouth, stroke_width=1.8,
                      stroke_linecap="round"))
    return group(parts)


def bob_hair(cx: float, cy: float, r: float) -> str:
    """The page's rounded bob, drawn behind the face."""
    return blob([(cx - r * 1.05, cy + r * 0.7), (cx - r * 1.12, cy - r * 0.3),
                 (cx - r * 0.6, cy - r * 1.05), (cx + r * 0.6, cy - r * 1.05),
                 (cx + r * 1.12, cy - r * 0.3), (cx + r * 1.05, cy + r * 0.7),
                 (cx + r * 0.6, cy + r * 0.85), (cx - r * 0.6, cy + r * 0.85)], HAIR)


def fringe(cx: float, cy: float, r: float) -> str:
    return blob([(cx - r * 0.86, cy - r * 0.1), (cx - r * 0.7, cy - r * 0.8),
                 (cx, cy - r * 1.05), (cx + r * 0.7, cy - r * 0.8),
                 (cx + r * 0.86, cy - r * 0.1), (cx + r * 0.3, cy - r * 0.5),
                 (cx - r * 0.4, cy - r * 0.45)], HAIR)


def beret(cx: float, cy: float, r: float, colour: str, plume: str) -> str:
    """A flat page's cap, tilted, with a curling feather."""
    feather = [(cx + r * 0.4, cy - r * 0.2), (cx + r * 1.0, cy - r * 1.1),
               (cx + r * 1.7, cy - r * 1.3), (cx + r * 1.3, cy - r * 0.7),
               (cx + r * 0.7, cy - r * 0.1)]
    return group([
        blob(feather, plume),
        blob([(cx - r * 1.25, cy + r * 0.05), (cx - r * 0.9, cy - r * 0.55),
              (cx, cy - r * 0.75), (cx + r * 1.0, cy - r * 0.5), (cx + r * 1.3, cy + r * 0.05),
              (cx, cy + r * 0.28)], colour),
        ellipse(cx, cy + r * 0.1, r * 1.05, r * 0.16, fill=GOLD, stroke=INK, stroke_width=W),
    ])


def crown(cx: float, base: float, half: float, height: float) -> str:
    """A gold crown with five points tipped by pearls and a band of red stones."""
    xs = [cx - half + i * half / 2 for i in range(5)]
    top = [(x, base - height * (1.0 if i % 2 == 0 else 0.62)) for i, x in enumerate(xs)]
    d = f"M{num(cx - half)} {num(base)}"
    for i, (x, y) in enumerate(top):
        d += f"L{num(x)} {num(y)}"
        if i < 4:
            d += f"L{num(x + half / 4)} {num(base - height * 0.4)}"
    d += f"L{num(cx + half)} {num(base)}Z"
    pearls = [circle(x, y - 2.5, 3.2, fill=WHITE, stroke=INK, stroke_width=1.2) for x, y in top]
    stones = [ellipse(x, base - height * 0.17, 3.2, 2.6, fill=RED if i % 2 else GREEN,
                      stroke=INK, stroke_width=1) for i, x in enumerate(xs[1:4])]
    return group([path(d, fill=GOLD, stroke=INK, stroke_width=W, stroke_linejoin="round"),
                  path(f"M{num(cx - half)} {num(base - height * 0.3)}H{num(cx + half)}",
                       stroke=GOLD_DARK, stroke_width=1.6), *pearls, *stones])


def plumed_hat(cx: float, cy: float, r: float, colour: str, plume: str) -> str:
    """The rider's broad hat with an upright plume."""
    return group([
        blob([(cx - r * 0.2, cy - r * 0.5), (cx - r * 0.5, cy - r * 1.6),
              (cx - r * 0.1, cy - r * 2.0), (cx + r * 0.25, cy - r * 1.2),
              (cx + r * 0.1, cy - r * 0.5)], plume),
        blob([(cx - r * 0.75, cy), (cx - r * 0.6, cy - r * 0.7), (cx, cy - r * 0.85),
              (cx + r * 0.6, cy - r * 0.7), (cx + r * 0.75, cy)], colour),
        ellipse(cx, cy, r * 1.3, r * 0.22, fill=colour, stroke=INK, stroke_width=W),
    ])


# --- limbs ------------------------------------------------------------------------------

def limb(points: list[Point], colour: str, width: float) -> str:
    """An arm or leg: a thick outlined stroke along ``points``."""
    d = smooth(points, closed=False)
    return group([path(d, fill="none", stroke=INK, stroke_width=width + 2 * W,
                       stroke_linecap="round", stroke_linejoin="round"),
                  path(d, fill="none", stroke=colour, stroke_width=width,
                       stroke_linecap="round", stroke_linejoin="round")])


def hand(x: float, y: float, r: float = 6.5) -> str:
    return circle(x, y, r, fill=SKIN, stroke=INK, stroke_width=W)


def shoe(x: float, y: float, facing: int) -> str:
    return ellipse(x + 3 * facing, y, 11, 5.5, fill=HOOF, stroke=INK, stroke_width=W)


def held(doc: Doc, suit: str, x: float, y: float, size: float, angle: float = 0) -> str:
    """The suit's object in a figure's hand; (x, y) is where the hand grips it."""
    if suit == "o":
        body = coin(doc, size)
    elif suit == "c":
        body = cup(doc, size)
    elif suit == "e":
        body = group([sword(doc, size, hilt=1.4)], transform=f"translate(0 {num(-size * 0.34)})")
    else:
        body = group([club(doc, size, slim=0.9)], transform=f"translate(0 {num(-size * 0.1)})")
    return group([body], transform=move(x, y, rotate=angle))


def ermine(points: list[Point], width: float) -> str:
    """A white fur band with black tails along ``points``."""
    d = smooth(points, closed=False)
    tails = [circle(x, y, 1.8, fill=INK) for x, y in points[1:-1]]
    return group([path(d, fill="none", stroke=INK, stroke_width=width + 2 * W,
                       stroke_linecap="round"),
                  path(d, fill="none", stroke=WHITE, stroke_width=width, stroke_linecap="round"),
                  *tails])
