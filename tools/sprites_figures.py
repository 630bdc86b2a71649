"""Sota, Caballo and Rey of the Spanish deck: full figures holding their suit's object.

Each figure is drawn back to front from the parts in ``sprites_figure_parts``. Poses differ
by suit the way they do on the classic cards: the coin is held up, the cup offered, the
sword raised, the cudgel leant on or shouldered.
"""

from __future__ import annotations

from sprites_figure_parts import (
    BEARD,
    HOOF,
    SKIN,
    WHITE,
    beret,
    blob,
    bob_hair,
    crown,
    ermine,
    face,
    fringe,
    hand,
    held,
    limb,
    palette,
    plumed_hat,
    shoe,
)
from sprites_pips import GOLD, GOLD_DARK, RED, club
from sprites_svg import INK, Doc, circle, ellipse, group, move, path, rect

# Where the free hand holds the suit's object, and the object's size and tilt.
SOTA_HOLD = {"o": (176, 134, 70, 0), "c": (160, 200, 90, 0), "e": (160, 206, 200, 8),
             "b": (170, 200, 0, 4)}
REY_HOLD = {"o": (164, 190, 72, 0), "c": (164, 186, 96, 0), "e": (164, 206, 214, 6),
            "b": (166, 198, 186, 10)}


def sota(doc: Doc, suit: str, pal: dict[str, str]) -> str:
    """The page: a young man standing in tunic and hose, cap and feather."""
    hx, hy, size, angle = SOTA_HOLD[suit]
    parts = [
        blob([(98, 134), (80, 172), (70, 232), (72, 270), (100, 264), (112, 200), (112, 140)],
             pal["cape"]),
        limb([(108, 240), (104, 285), (101, 322)], pal["hose"], 14),
        limb([(132, 240), (138, 285), (142, 322)], pal["hose"], 14),
        shoe(99, 328, -1), shoe(144, 328, 1),
        blob([(100, 194), (140, 194), (150, 222), (156, 254), (120, 260), (84, 254), (90, 222)],
             pal["main"]),
        _skirt_stripes(pal["trim"]),
        blob([(94, 136), (146, 136), (150, 162), (140, 200), (100, 200), (90, 162)],
             pal["main"]),
        _buttons(120, 146, 190),
        limb([(100, 198), (140, 198)], GOLD_DARK, 6),
        limb([(94, 144), (80, 174), (100, 198)], pal["main"], 15),
        ellipse(92, 146, 11, 13, fill=pal["trim"], stroke=INK, stroke_width=2.2),
        hand(101, 198),
    ]
    parts += _sota_object(doc, suit, pal, hx, hy, size, angle)
    parts += [rect(113, 116, 14, 16, fill=SKIN, stroke=INK, stroke_width=2.2),
              ellipse(120, 133, 18, 6, fill=WHITE, stroke=INK, stroke_width=2.2),
              bob_hair(120, 98, 21), face(120, 98, 21), fringe(120, 98, 21),
              beret(116, 78, 24, pal["hose"], pal["trim"])]
    return group(parts)


def _sota_object(doc: Doc, suit: str, pal: dict[str, str], hx: float, hy: float,
                 size: float, angle: float) -> list[str]:
    arm = {"o": [(146, 144), (170, 160), (176, 134)], "c": [(146, 144), (168, 176), (160, 200)],
           "e": [(146, 144), (168, 182), (160, 206)], "b": [(146, 144), (172, 172), (170, 200)]}
    if suit == "b":
        thing = group([club(doc, 210, slim=0.9)], transform=move(hx, 228, rotate=angle))
    else:
        thing = held(doc, suit, hx, hy - (size * 0.62 if suit == "o" else 0), size, angle)
    back = suit in "oc"  # a coin or cup is held in front of the arm; sword and club behind it
    arm_parts = [limb(arm[suit], pal["main"], 15),
                 ellipse(148, 146, 11, 13, fill=pal["trim"], stroke=INK, stroke_width=2.2)]
    return ([*arm_parts, thing, hand(hx, hy)] if back else [thing, *arm_parts, hand(hx, hy)])


def _skirt_stripes(colour: str) -> str:
    d = "M110 200L104 256M130 200L136 256M120 200V259"
    return path(d, fill="none", stroke=colour, stroke_width=5)


def _buttons(x: float, top: float, bottom: float) -> str:
    ys = [top + i * (bottom - top) / 4 for i in range(5)]
    return group([circle(x, y, 2.6, fill=GOLD, stroke=INK, stroke_width=1) for y in ys])


def rey(doc: Doc, suit: str, pal: dict[str, str]) -> str:
    """The king: crowned and bearded, a long robe with an ermine hem and a cape."""
    hx, hy, size, angle = REY_HOLD[suit]
    parts = [
        blob([(90, 140), (68, 220), (58, 330), (120, 338), (182, 330), (172, 220), (150, 140)],
             pal["cape"]),
        shoe(104, 336, -1), shoe(136, 336, 1),
        blob([(94, 140), (146, 140), (156, 220), (166, 326), (120, 332), (74, 326), (84, 220)],
             pal["main"]),
        path("M120 204V330", stroke=pal["trim"], stroke_width=14),
        path("M120 204V330", stroke=INK, stroke_width=1.4),
        ermine([(76, 322), (98, 329), (120, 331), (142, 329), (164, 322)], 9),
        limb([(100, 202), (140, 202)], GOLD_DARK, 7),
    ]
    parts += _rey_left_arm(suit, pal)
    parts += _rey_object(doc, suit, pal, hx, hy, size, angle)
    old = suit in "eb"
    parts += [ermine([(92, 144), (106, 152), (120, 154), (134, 152), (148, 144)], 12),
              bob_hair(120, 98, 21) if not old else _long_hair(120, 98, 21),
              face(120, 98, 20, beard=True),
              crown(120, 84, 23, 28)]
    return group(parts)


def _long_hair(cx: float, cy: float, r: float) -> str:
    return blob([(cx - r * 1.1, cy + r * 1.1), (cx - r * 1.15, cy - r * 0.5),
                 (cx - r * 0.5, cy - r * 1.0), (cx + r * 0.5, cy - r * 1.0),
                 (cx + r * 1.15, cy - r * 0.5), (cx + r * 1.1, cy + r * 1.1)], BEARD)


def _rey_left_arm(suit: str, pal: dict[str, str]) -> list[str]:
    """Left hand on the belt, or holding a sceptre (the king of cups keeps his)."""
    arm = limb([(96, 150), (80, 182), (100, 202)], pal["main"], 16)
    cuff = ellipse(92, 150, 12, 14, fill=pal["cape"], stroke=INK, stroke_width=2.2)
    if suit != "c":
        return [arm, cuff, hand(101, 202)]
    sceptre = group([path("M82 330L74 112", stroke=INK, stroke_width=7, stroke_linecap="round"),
                     path("M82 330L74 112", stroke=GOLD, stroke_width=4),
                     circle(74, 108, 8, fill=GOLD, stroke=INK, stroke_width=2.2),
                     circle(74, 108, 3, fill=RED)])
    arm = limb([(96, 150), (82, 178), (78, 200)], pal["main"], 16)
    return [sceptre, arm, cuff, hand(78, 200)]


def _rey_object(doc: Doc, suit: str, pal: dict[str, str], hx: float, hy: float,
                size: float, angle: float) -> list[str]:
    arm = limb([(144, 150), (166, 176), (hx, hy)], pal["main"], 16)
    cuff = ellipse(148, 150, 12, 14, fill=pal["cape"], stroke=INK, stroke_width=2.2)
    if suit == "b":
        thing = group([club(doc, size, slim=1.25)], transform=move(hx + 18, hy - 70,
                                                                   rotate=angle))
    else:
        lift = {"o": size * 0.55, "c": size * 0.22, "e": 0}[suit]
        thing = held(doc, suit, hx, hy - lift, size, angle)
    if suit in "oc":
        return [arm, cuff, thing, hand(hx, hy)]
    return [thing, arm, cuff, hand(hx, hy)]


# --- caballo ----------------------------------------------------------------------------

HORSE_COAT = {"o": ("#fbf7ef", "#d8cdbd"), "c": ("#c7763c", "#8f4f22"),
              "e": ("#d9d9d4", "#9c9c96"), "b": ("#8a5a34", "#5b3a20")}
MANE = {"o": "#c9b48a", "c": "#4a2a14", "e": "#5c5c58", "b": "#2a1a10"}


def caballo(doc: Doc, suit: str, pal: dict[str, str]) -> str:
    """The knight on a prancing horse, his suit's object raised; drawn facing left and
    mirrored for espadas and bastos."""
    coat, shade = HORSE_COAT[suit]
    rider = group(_rider(doc, suit, pal), transform="translate(140 200) scale(0.9) "
                                                    "translate(-140 -200)")
    parts = [*_horse_far_legs(shade), _tail(MANE[suit]), *_horse_body(coat, MANE[suit]),
             _caparison(pal), rider, *_horse_near_legs(coat)]
    body = group(parts)
    if suit in "eb":
        return group([body], transform="translate(240 0) scale(-1 1)")
    return body


def _horse_far_legs(shade: str) -> list[str]:
    return [limb([(98, 250), (76, 256), (74, 280)], shade, 13),
            ellipse(74, 286, 7, 8, fill=HOOF, stroke=INK, stroke_width=2),
            limb([(192, 246), (206, 288), (202, 324)], shade, 14),
            ellipse(202, 330, 9, 5, fill=HOOF, stroke=INK, stroke_width=2)]


def _horse_near_legs(coat: str) -> list[str]:
    return [limb([(86, 248), (60, 246), (54, 270)], coat, 14),
            ellipse(54, 276, 7, 8, fill=HOOF, stroke=INK, stroke_width=2),
            limb([(108, 258), (108, 298), (106, 328)], coat, 14),
            ellipse(106, 333, 9, 5, fill=HOOF, stroke=INK, stroke_width=2),
            limb([(172, 256), (184, 294), (178, 328)], coat, 15),
            ellipse(178, 333, 9, 5, fill=HOOF, stroke=INK, stroke_width=2)]


def _tail(mane: str) -> str:
    return blob([(198, 206), (216, 220), (224, 258), (220, 300), (210, 308), (208, 274),
                  (200, 242), (190, 224)], mane)


def _horse_body(coat: str, mane: str) -> list[str]:
    body = blob([(72, 208), (102, 192), (150, 192), (188, 198), (206, 222), (200, 254),
                 (170, 266), (120, 268), (82, 262), (62, 240)], coat)
    neck = blob([(62, 248), (50, 204), (46, 160), (58, 124), (80, 110), (98, 140),
                 (112, 196)], coat)
    head = blob([(70, 104), (82, 114), (86, 132), (74, 150), (54, 164), (36, 176), (22, 172),
                 (18, 160), (30, 144), (52, 118)], coat)
    ear = blob([(66, 110), (68, 88), (78, 106)], coat)
    mane_shape = blob([(74, 104), (94, 122), (108, 150), (120, 194), (104, 194), (92, 160),
                       (80, 128)], mane)
    face = group([circle(58, 124, 3.4, fill=INK), ellipse(25, 160, 2.6, 2, fill=INK),
                  path("M24 170Q30 172 36 169", fill="none", stroke=INK, stroke_width=1.4)])
    bridle = path("M72 112L40 156M32 144L44 170", fill="none", stroke=RED, stroke_width=3,
                  stroke_linecap="round")
    return [body, neck, mane_shape, ear, head, face, bridle]


def _caparison(pal: dict[str, str]) -> str:
    cloth = blob([(116, 194), (168, 196), (178, 232), (166, 256), (122, 258), (110, 232)],
                 pal["cape"])
    hem = path("M112 244Q142 266 174 244", fill="none", stroke=pal["trim"], stroke_width=5)
    return group([cloth, hem])


# Hand position, object size and tilt of the rider; the cup is offered forward with the
# rein hand, so only the other suits show the reins.
RIDER_HOLD = {"o": (182, 104, 60, 0), "c": (100, 118, 70, 0), "e": (104, 138, 156, -12),
              "b": (104, 134, 140, -14)}


def _rider(doc: Doc, suit: str, pal: dict[str, str]) -> list[str]:
    hx, hy, size, angle = RIDER_HOLD[suit]
    forward = hx < 140
    shoulder = (128, 138) if forward else (154, 138)
    elbow = ((hx + shoulder[0]) / 2 + (4 if forward else 8), (hy + shoulder[1]) / 2 + 12)
    arm = limb([shoulder, elbow, (hx, hy)], pal["main"], 14)
    if suit == "b":
        thing = group([club(doc, size, slim=0.9)], transform=move(hx - 8, hy - 34,
                                                                  rotate=angle))
    else:
        lift = {"o": size * 0.55, "c": size * 0.22, "e": 0}[suit]
        thing = held(doc, suit, hx, hy - lift, size, angle)
    parts = [
        limb([(142, 196), (130, 228), (134, 262)], pal["hose"], 14), shoe(136, 268, -1),
        ellipse(136, 273, 9, 3, fill=GOLD, stroke=INK, stroke_width=1.4),
        blob([(124, 130), (156, 130), (160, 164), (156, 200), (126, 200), (120, 164)],
             pal["main"]),
        path("M126 196Q141 204 156 196", fill="none", stroke=GOLD_DARK, stroke_width=5),
    ]
    if not forward:
        parts += [path("M112 166L28 172", fill="none", stroke=INK, stroke_width=1.6),
                  limb([(128, 140), (112, 160), (112, 166)], pal["main"], 14), hand(112, 166)]
    parts += [thing, arm, hand(hx, hy)] if suit not in "eb" else [arm, thing, hand(hx, hy)]
    parts += [rect(133, 112, 14, 16, fill=SKIN, stroke=INK, stroke_width=2.2),
              ellipse(140, 129, 17, 6, fill=WHITE, stroke=INK, stroke_width=2.2),
              bob_hair(140, 96, 19), face(140, 96, 19), fringe(140, 96, 19),
              plumed_hat(140, 80, 20, pal["hose"], pal["trim"])]
    return parts


def figure(doc: Doc, rank: int, suit: str) -> str:
    """The figure of ``rank`` (10, 11, 12), shrunk a little to clear the corner indices."""
    draw = {10: sota, 11: caballo, 12: rey}[rank]
    return group([draw(doc, suit, palette(rank, suit))],
                 transform="translate(120 178) scale(0.94) translate(-120 -178)")
