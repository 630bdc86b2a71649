"""Brisca, Tute and Tute en parejas: players round the table, each with the card he played to
the trick in front of him and the tricks he took face down beside his hand; the stock in the
middle with the trump card crosswise under it, as people lay it. Partners (four players) are
told apart by their side's colour and counted together in the score panel."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from ....cards import Card
from ....i18n import _, tr
from ..layout import NameOf, ZoneBox, ZoneStyle, box_at
from ..names import suit_name
from ..seated import SeatedLayout

HANDS = {"brisca": 3, "tute": 6, "parejas": 10}
# a played card lies this far from the middle towards its player, in card widths across and
# card heights up or down: the trick stays together, as on a real table, and leaves room for
# the stock beside it
TRICK_REACH = (1.45, 0.66)


class BriscaLayout(SeatedLayout):
    hand_cards = 3
    own_zone = "won"
    own_room = 1.0
    card_fractions = {2: (0.075, 0.12), 3: (0.07, 0.11), 4: (0.065, 0.1)}
    tute = False

    def score_reasons(self) -> dict[str, str]:
        return {"card_points": _("the points of the cards taken")}

    def use_options(self, options: dict[str, Any]) -> None:
        kind = "parejas" if options.get("parejas") else "tute" if options.get("tute") else "brisca"
        self.hand_cards = HANDS[kind]
        self.tute = kind != "brisca"

    def arrange(self, size: tuple[int, int], viewer: int, players: int,
                zones: list[str]) -> dict[str, ZoneBox]:
        boxes, middle = self.seat_boxes(size, viewer, players)
        cw, ch = self.card_dims(size)
        cx, cy = middle.center
        across = cw * TRICK_REACH[0]
        up = max(ch * 0.55, min(ch * TRICK_REACH[1], (middle.height - ch) / 2))  # a low middle
        for seat in range(players):  # each played card close to the middle, towards its player
            hand = boxes[f"hand:{seat}"].rect
            angle = math.atan2(hand.centery - cy, hand.centerx - cx)
            angle = round(angle / (math.pi / 4)) * math.pi / 4  # straight across, or diagonal
            x = cx + math.cos(angle) * across
            y = cy + math.sin(angle) * up
            box = box_at(x, y, cw, ch, style=ZoneStyle.STACK, slot=False)
            box.rect.clamp_ip(middle)
            if seat == viewer:
                box.drop_target = f"trick:{seat}"
            boxes[f"trick:{seat}"] = box
        # the stock left of the trick, its trump jutting out towards it and clear of it
        level = [box.rect.left for zone, box in boxes.items() if zone.startswith("trick:")
                 and abs(box.rect.centery - cy) < ch]
        stock_x = min(middle.left + cw * 0.9,
                      min(level, default=middle.right) - cw * 0.2 - cw * 0.45 - ch / 2)
        boxes["trump"] = box_at(stock_x + cw * 0.45, cy, ch, cw, style=ZoneStyle.CROSSWISE,
                                slot=False, drop_target="trump")
        boxes["trump"].text_offset = (ch - cw) // 2 + max(4, ch // 20)  # below the stock too
        boxes["stock"] = box_at(stock_x, cy, cw, ch, style=ZoneStyle.STACK, face_up=False,
                                show_count=True, slot=False)
        boxes["stock"].text_side = "above"  # the trump's words go below both
        return boxes

    def refusal_target(self, drop_targets: list[str]) -> str | None:
        """A card that can go nowhere is explained as played to the trick."""
        return next((t for t in drop_targets if t.startswith("trick:")), None)

    # -- what the players read -----------------------------------------------------------------

    def zone_label(self, zone: str, count: int, info: dict[str, Any],
                   shown: Sequence[Card] = ()) -> str | None:
        kind, _sep, seat = zone.partition(":")
        if kind == "stock":
            return tr("Stock · {n}", n=count) if count else ""
        if kind == "won":
            tricks = (info.get("tricks") or [0] * (int(seat) + 1))[int(seat)]
            return tricks_text(tricks) if tricks else ""
        if kind == "trump" and count and info.get("trump_suit"):  # the panel says it too
            return tr("Trumps: {suit}", suit=suit_name(info["trump_suit"]))
        return ""

    def prompt(self, info: dict[str, Any]) -> str | None:
        """A stage after a trick or a Caballo or Rey says what it asks."""
        if info.get("stage") == "declare":
            return _("You won the trick: declare a pair, or pass")
        if info.get("stage") == "claim":
            return _("Your partner played a Knight or King: claim the pair, or pass")
        return None

    def seat_lines(self, seat: int, info: dict[str, Any]) -> list[str]:
        lines = []
        declared = [tr("{points} in {suit}", points=points, suit=suit_name(suit))
                    for who, suit, points in info.get("declared") or () if who == seat]
        if declared:  # what it scores too: the panel counts it only when the hand ends
            lines.append(tr("Declared: {pairs}", pairs=", ".join(declared)))
        return lines

    def score_panel(self, info: dict[str, Any], name_of: NameOf,
                    players: int) -> tuple[str, list[tuple[str, str]]] | None:
        """The match's points, by side: partners are one row."""
        totals = info.get("totals")
        if not totals:
            return None
        hand = int(info.get("hand_number", 0)) + 1
        hands = int(info.get("hands", hand))
        heading = tr("Hand {n} of {m}", n=min(hand, hands), m=hands)
        if info.get("trump_suit"):
            heading += " · " + tr("Trumps: {suit}", suit=suit_name(info["trump_suit"]))
        teams = info.get("team_totals")
        if teams:
            rows = [(tr("{a} & {b}", a=name_of(t), b=name_of(t + 2)), str(teams[t]))
                    for t in range(2)]
        else:
            rows = [(name_of(s), str(totals[s])) for s in range(players)]
        return heading, rows

    def hand_result(self, event: Any, name_of: NameOf, players: int,
                    viewer: int | None = None) -> tuple[str | None, list[list[str]]] | None:
        """A column a side (partners together), and in Tute what the points are made of:
        the cards, the pairs declared and the last trick."""
        r = event.results
        if "points" not in r:
            return None
        sides = [(0, 2), (1, 3)] if players == 4 else [(s,) for s in range(players)]
        names = [tr("{a} & {b}", a=name_of(side[0]), b=name_of(side[1])) if len(side) == 2
                 else name_of(side[0]) for side in sides]
        rows = [[""] + names]

        def row(label: str, values: list[int]) -> None:
            rows.append([label] + [str(v) for v in values])

        if "tricks" in r:
            row(_("Tricks"), [sum(r["tricks"][s] for s in side) for side in sides])
        declared = r.get("declared") or []
        if self.tute and "card_points" in r:
            cards = [r["card_points"][side[0]] for side in sides]
            pairs = [sum(p for who, _suit, p in declared if who in side) for side in sides]
            row(_("Card points"), cards)
            if declared:
                row(_("Points for pairs declared"), pairs)
            row(_("Points for the last trick"),  # what the rest leaves
                [r["points"][side[0]] - c - p
                 for side, c, p in zip(sides, cards, pairs, strict=True)])
        row(_("Points this hand"), [r["points"][side[0]] for side in sides])
        if "totals" in r:
            row(_("Total points"), [r["totals"][side[0]] for side in sides])
        return None, rows


def tricks_text(n: int) -> str:
    return _("1 trick") if n == 1 else tr("{n} tricks", n=n)
