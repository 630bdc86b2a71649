"""Spanish deck faces in the manner of the Fournier "baraja española".

The frame around the picture tells the suit by its breaks (la pinta): oros keep it whole,
copas break it once, espadas twice, bastos three times, on the top and bottom edges, which
is where a player looking at a fanned hand sees them. Indices are the plain numbers 1..12 in
the top-left and bottom-right corners.
"""

from __future__ import annotations

import math

from sprites_figures import figure
from sprites_pips import club, coin, cup, sword
from sprites_svg import CARD_H, CARD_W, INK, Doc, group, move, num, path, rect, text

PAUSAS = {"o": 0, "c": 1, "e": 2, "b": 3}
FRAME = 12.0
INDEX_H, INDEX_PEN = 40.0, 5.2
INDEX_COLOR = {"o": "#a0520a", "c": "#b31b14", "e": "#1f3f8a", "b": "#2f5a18"}
MID_X, MID_Y = CARD_W / 2, CARD_H / 2

Place = tuple[float, float]


def card_blank(doc: Doc) -> None:
    """The cream card with its rounded dark edge, shared by every face."""
    face = doc.linear([(0, "#fffefa"), (1, "#f7f1e1")], x1="0%", y1="0%", x2="0%", y2="100%")
    doc.add(rect(1.5, 1.5, CARD_W - 3, CARD_H - 3, 14, fill=face, stroke=INK,
                 stroke_width=2.2))


def frame(suit: str) -> str:
    """The thin frame with the suit's pausas as gaps centred on the top and bottom edges."""
    x0, y0, x1, y1 = FRAME, FRAME, CARD_W - FRAME, CARD_H - FRAME
    gaps = PAUSAS[suit]
    spans = _edge_spans(x0 + 6, x1 - 6, gaps)
    d = [f"M{num(x0)} {num(y0 + 6)}V{num(y1 - 6)}Q{num(x0)} {num(y1)} {num(x0 + 6)} {num(y1)}",
         f"M{num(x1 - 6)} {num(y0)}Q{num(x1)} {num(y0)} {num(x1)} {num(y0 + 6)}"
         f"V{num(y1 - 6)}Q{num(x1)} {num(y1)} {num(x1 - 6)} {num(y1)}",
         f"M{num(x0)} {num(y0 + 6)}Q{num(x0)} {num(y0)} {num(x0 + 6)} {num(y0)}"]
    for a, b in spans:
        d.append(f"M{num(a)} {num(y0)}H{num(b)}M{num(a)} {num(y1)}H{num(b)}")
    return path("".join(d), fill="none", stroke=INK, stroke_width=2.4, stroke_linecap="butt")


def _edge_spans(a: float, b: float, gaps: int) -> list[tuple[float, float]]:
    """Pieces of one edge left after cutting ``gaps`` breaks 10 units wide at its centre."""
    if not gaps:
        return [(a, b)]
    gap, pitch = 10.0, 20.0
    centres = [MID_X + (i - (gaps - 1) / 2) * pitch for i in range(gaps)]
    edges = [a]
    for c in centres:
        edges += [c - gap / 2, c + gap / 2]
    edges.append(b)
    return [(edges[i], edges[i + 1]) for i in range(0, len(edges), 2)]


def index(rank: int, suit: str) -> str:
    """The number in the top-left corner and, turned round, in the bottom-right one."""
    label = str(rank)
    squeeze = 1.0 if len(label) == 1 else 0.62
    corner = text(label, FRAME + 18, FRAME + 6, INDEX_H, INDEX_PEN, INDEX_COLOR[suit], squeeze)
    return group([corner, group([corner], transform=f"rotate(180 {MID_X} {MID_Y})")])


# --- numeral layouts ----------------------------------------------------------------------

def grid(cols: tuple[float, ...], rows: tuple[float, ...]) -> list[Place]:
    return [(MID_X + c, MID_Y + r) for r in rows for c in cols]


# Coins and cups of the numerals: centres and coin diameter or cup height. Pips
# are big, as on the Fournier cards, so a 60 px card still shows coins and cups; ``fit``
# shrinks a layout's pips just enough to clear the corner numbers.
COIN_LAYOUTS: dict[int, tuple[list[Place], float]] = {
    2: (grid((0,), (-84, 84)), 104),
    3: (grid((0,), (-106, 0, 106)), 88),
    4: (grid((-46, 46), (-78, 78)), 90),
    5: (grid((-46, 46), (-80, 80)) + grid((0,), (0,)), 88),
    6: (grid((-44, 44), (-88, 0, 88)), 80),
    7: (grid((-46, 46), (-92, 4, 96)) + grid((0,), (-44,)), 66),
    8: (grid((-38, 38), (-111, -37, 37, 111)), 66),
    9: (grid((-64, 0, 64), (-90, 0, 90)), 60),
}
CUP_LAYOUTS: dict[int, tuple[list[Place], float]] = {
    2: (grid((0,), (-84, 84)), 140),
    3: (grid((0,), (-106, 0, 106)), 112),
    4: (grid((-46, 46), (-64, 64)), 120),
    5: (grid((-48, 48), (-78, 78)) + grid((0,), (0,)), 90),
    6: (grid((-46, 46), (-78, 0, 78)), 90),
    7: (grid((-52, 52), (-82, 8, 88)) + grid((0,), (-40,)), 70),
    8: (grid((-40, 40), (-87, -29, 29, 87)), 68),
    9: (grid((-64, 0, 64), (-78, 0, 78)), 86),
}
INDEX_BOXES = ((10.0, 10.0, 50.0, 64.0), (CARD_W - 50.0, CARD_H - 64.0, CARD_W - 10.0,
                                          CARD_H - 10.0))
# Extent of each pip relative to its size: (half width, top, bottom).
EXTENT = {"o": (0.5, -0.5, 0.5), "c": (0.37, -0.4, 0.46)}


def _hits_index(x: float, y: float, size: float, suit: str) -> bool:
    half, top, bottom = EXTENT[suit]
    for x0, y0, x1, y1 in INDEX_BOXES:
        if suit == "o":  # a circle against a box: nearest point of the box
            nx, ny = min(max(x, x0), x1), min(max(y, y0), y1)
            if math.hypot(nx - x, ny - y) < size / 2:
                return True
        elif x - half * size < x1 and x + half * size > x0 and \
                y + top * size < y1 and y + bottom * size > y0:
            return True
    return False


def fit(places: list[Place], size: float, suit: str) -> float:
    """The largest size up to ``size`` at which no pip of the layout covers an index."""
    while size > 20 and any(_hits_index(x, y, size, suit) for x, y in places):
        size -= 1
    return size


def round_pips(doc: Doc, rank: int, suit: str) -> str:
    places, size = (COIN_LAYOUTS if suit == "o" else CUP_LAYOUTS)[rank]
    size = fit(places, size, suit)
    draw = coin if suit == "o" else cup
    return group([group([draw(doc, size)], transform=move(x, y)) for x, y in places])


# Swords of the numerals as nested pointed arches: each pair's blades bulge outwards and
# their points cross above the middle, the inner arches lower so the crossings stack up and
# can be counted; an odd count adds a straight sword in the middle. Per pair, outer first:
# (guard x offset, point x offset, point y, bulge).
ARCHES = {
    1: ((36, 14, 54, 0.1),),
    2: ((66, 20, 52, 0.1), (24, 10, 104, 0.06)),
    3: ((68, 16, 50, 0.1), (42, 12, 88, 0.07), (18, 6, 126, 0.04)),
    4: ((70, 14, 48, 0.1), (50, 12, 76, 0.08), (30, 8, 104, 0.06), (12, 4, 132, 0.03)),
}
HILT = {1: 1.0, 2: 0.8, 3: 0.64, 4: 0.56}


def place_sword(doc: Doc, guard: Place, tip: Place, bow: float, hilt: float = 1.0) -> str:
    """A sword whose guard and point sit at the given spots; ``bow`` bulges it sideways."""
    dx, dy = tip[0] - guard[0], tip[1] - guard[1]
    length = math.hypot(dx, dy)
    size = length / 0.77  # sprites_pips.sword: guard to point is 0.77 of the sword
    ux, uy = dx / length, dy / length
    origin = (guard[0] + 0.27 * size * ux, guard[1] + 0.27 * size * uy)
    angle = math.degrees(math.atan2(ux, -uy))
    return group([sword(doc, size, bow, hilt=hilt)], transform=move(*origin, rotate=angle))


def sword_pips(doc: Doc, rank: int) -> str:
    pairs, guard_y = rank // 2, 256
    parts = []
    for g, t, ty, bow in ARCHES[pairs]:
        parts.append(place_sword(doc, (MID_X - g, guard_y), (MID_X + t, ty), -bow, HILT[pairs]))
        parts.append(place_sword(doc, (MID_X + g, guard_y), (MID_X - t, ty), bow, HILT[pairs]))
    if rank % 2:
        top = ARCHES[pairs][-1][2] + 26
        parts.append(place_sword(doc, (MID_X, guard_y), (MID_X, top), 0, HILT[pairs]))
    return group(parts)


def crossed(doc: Doc, x: float, y: float, length: float, angle: float, slim: float) -> str:
    return group([group([club(doc, length, slim=slim)], transform=move(x, y, rotate=a))
                  for a in (angle, -angle)])


def club_pips(doc: Doc, rank: int) -> str:
    """Cudgels crossed as Xs, as on the Fournier numerals; odd counts add one upright."""
    if rank <= 5:
        crosses = [(MID_X + dx, MID_Y) for dx in ((0,) if rank < 4 else (-26, 26))]
        length, angle, slim = (250, 24, 1.0) if rank < 4 else (244, 20, 0.8)
    elif rank <= 7:
        crosses = [(MID_X, MID_Y + dy) for dy in (-104, 0, 104)]
        length, angle, slim = 130, 38, 1.35
    else:
        crosses = [(MID_X + dx, MID_Y + dy) for dy in (-76, 76) for dx in (-40, 40)]
        length, angle, slim = 134, 16, 1.2
    parts = [crossed(doc, x, y, length, angle, slim) for x, y in crosses]
    if rank % 2:  # the upright is as thick as the crossed ones, however long
        upright = 290 if rank > 3 else 270
        girth = length * slim / upright
        parts.append(group([club(doc, upright, slim=girth)], transform=move(MID_X, MID_Y)))
    return group(parts)


# --- aces ---------------------------------------------------------------------------------

def ace(doc: Doc, suit: str) -> str:
    if suit == "o":
        return group([coin(doc, 168, face=True)], transform=move(MID_X, MID_Y))
    if suit == "c":
        return group([cup(doc, 250, lid=True)], transform=move(MID_X, MID_Y + 14))
    if suit == "e":
        return group([sword(doc, 316, 0.0, ornate=True)], transform=move(MID_X, MID_Y))
    return group([club(doc, 296, leaves=True, slim=1.15)], transform=move(MID_X, MID_Y, rotate=8))


def spanish_card(rank: int, suit: str) -> str:
    doc = Doc()
    card_blank(doc)
    if rank == 1:
        doc.add(ace(doc, suit))
    elif rank <= 9 and suit in "oc":
        doc.add(round_pips(doc, rank, suit))
    elif rank <= 9:
        doc.add(sword_pips(doc, rank) if suit == "e" else club_pips(doc, rank))
    else:
        doc.add(figure(doc, rank, suit))
    doc.add(frame(suit), index(rank, suit))
    return doc.render()
