"""Piles: four players round the table, partners facing each other; in the middle the castle
of 3 × 4 face-up piles, each top card tagged with its total value T, live. Each team's captures lie
beside one of its players (the viewer's own side beside him). Pointing at a pile (or aiming a
card at it with the keys) looks through its cards and marks the neighbours that make its T:
+ for a top of its colour, − for the other. Once the first card has given the teams their
colours, both partners' names take their side's colour and say it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from ....ai.phrases import card_name, phrase
from ....cards import Card, parse
from ....i18n import _, language, tr
from ....rules.events import Captured, Event
from ....rules.piles import COLS, NEIGHBOURS, ROWS, ZONES, colour, total_value
from ... import theme
from ...phrasing import card_in_words
from ..layout import NameOf, ZoneBox, ZoneStyle, box_at, points_text
from ..layout_calls import CardMark
from ..layout_look import Look
from ..seated import SeatedLayout
from ..telling import Teller, Told, Who, count

TEAM_INK = {"red": (255, 140, 125), "black": (205, 215, 230)}


def team_word(col: str | None) -> str:
    return {"red": _("Red team"), "black": _("Black team")}.get(col or "", "")


class PilesLayout(SeatedLayout):
    hand_cards = 10
    own_zone = "taken"
    card_fractions = {4: (0.058, 0.088)}

    def arrange(self, size: tuple[int, int], viewer: int, players: int,
                zones: list[str]) -> dict[str, ZoneBox]:
        boxes, middle = self.seat_boxes(size, viewer, players)
        ours = boxes[f"taken:{viewer}"]
        theirs, room = self.their_stack(size, boxes[f"hand:{(viewer + 1) % 4}"].rect)
        for seat in range(players):
            boxes.pop(f"taken:{seat}", None)
        for team, box in ((viewer % 2, ours), ((viewer + 1) % 2, theirs)):
            box.show_count = False
            box.face_up = True  # captures are public (3.2): a card taken from a passer shows
            boxes[f"taken:{team}"] = box
        if room.centerx < middle.centerx:  # the castle keeps clear of it and its words
            middle.width -= room.right - middle.left
            middle.left = room.right
        else:
            middle.width = room.left - middle.left
        boxes.update(self.castle_boxes(middle, size))
        return boxes

    def their_stack(self, size: tuple[int, int],
                    column: pygame.Rect) -> tuple[ZoneBox, pygame.Rect]:
        """The rivals' stack beside the top of the column of the rival on the viewer's left,
        towards the middle, clear of the names at the bottom; and the room it and its words
        take across."""
        cw, ch = self.card_dims(size)
        gap = max(6, cw // 4)
        reach = max(cw / 2, theme.grown(62 * theme.scale(size)))  # its words are wider
        left = column.centerx < size[0] / 2
        x = column.right + gap + reach if left else column.left - gap - reach
        box = box_at(x, column.top + ch / 2, cw, ch, style=ZoneStyle.STACK, face_up=False,
                     text_side="below")
        room = pygame.Rect(int(x - reach - gap), column.top, int(2 * (reach + gap)), ch)
        return box, room

    def castle_boxes(self, middle: pygame.Rect, size: tuple[int, int]) -> dict[str, ZoneBox]:
        """The twelve piles in a grid, a little apart, so each is told from its neighbours."""
        cw, ch = self.card_dims(size)
        step_x = min(cw * 1.45, middle.width / COLS)
        step_y = min(ch * 1.16, middle.height / ROWS)
        left = middle.centerx - step_x * (COLS - 1) / 2
        top = middle.centery - step_y * (ROWS - 1) / 2
        boxes = {}
        for i, zone in enumerate(ZONES):
            r, c = divmod(i, COLS)
            boxes[zone] = box_at(left + c * step_x, top + r * step_y, cw, ch,
                                 style=ZoneStyle.STACK, drop_target=zone)
        return boxes

    def zone_owner(self, zone: str, players: int) -> int | None:
        """The castle is everyone's; a team's stack is told by its team, not a seat."""
        return None if zone.startswith(("castle:", "taken:")) else super().zone_owner(
            zone, players)

    def score_reasons(self) -> dict[str, str]:
        return {"other_colour": _("the cards of the other colour")}

    def move_motion(self, frm: str, to: str) -> tuple[str, float]:
        """A card taken from a passer's hand slides slowly to the taker's stack, face up,
        for everyone to see which it is."""
        if frm.startswith("hand:") and to.startswith("taken:"):
            return "slide", 2.0
        return "place", 1.0

    def refusal_target(self, drop_targets: list[str]) -> str | None:
        return drop_targets[0] if drop_targets else None

    # -- what the players read -----------------------------------------------------------------

    def zone_label(self, zone: str, count: int, info: dict[str, Any],
                   shown: Sequence[Card] = ()) -> str | None:
        kind, _sep, index = zone.partition(":")
        if kind == "castle":
            return ""  # its T is tagged on its top card (card_marks)
        if kind == "taken":
            team = int(index)
            col = (info.get("colours") or [None, None])[team]
            points = (info.get("points_now") or [0, 0])[team]
            words = team_word(col) or tr("Team {n}", n=team + 1)
            cards = _("1 card") if count == 1 else tr("{n} cards", n=count)
            return "\n".join((words, points_text(points), cards))
        return None

    def card_marks(self, info: dict[str, Any],
                   lying: dict[str, list[Card | None]]) -> list[CardMark]:
        """Every pile's top card tagged with its T, worked out from the tops as they lie, so
        it is never out of step with the cards drawn."""
        tops = [(lying.get(zone) or [None])[-1] for zone in ZONES]
        known = [top for top in tops if top is not None]
        if len(known) != len(ZONES):  # a pile being dealt: no tags yet
            return []
        return [CardMark(zone, len(lying[zone]) - 1, str(total_value(known, i)))
                for i, zone in enumerate(ZONES)]

    def prompt(self, info: dict[str, Any]) -> str | None:
        """A forced pass says why, and what it costs (rule 10)."""
        if info.get("must_pass"):
            return _("No card of yours can be placed: pass, and the next player takes one")
        return None

    def seat_lines(self, seat: int, info: dict[str, Any]) -> list[str]:
        col = (info.get("colours") or [None, None])[seat % 2]
        return [team_word(col)] if col else []

    def seat_ink(self, seat: int, info: dict[str, Any]) -> tuple[int, int, int] | None:
        col = (info.get("colours") or [None, None])[seat % 2]
        return TEAM_INK.get(col or "")

    def look(self, zone: str, cards: Sequence[Card | None], info: dict[str, Any]) -> Look | None:
        """A castle pile looked through: its cards, how its T is made, and + or − on each
        neighbour (+: a top of its colour, −: of the other); a team's captures spread out."""
        if zone.startswith("taken:") and cards and None not in cards:  # public (3.2)
            label = self.zone_label(zone, len(cards), info) or ""
            return Look(tuple(c for c in cards if c is not None), (label.replace("\n", " · "),))
        if not zone.startswith("castle:") or not cards or cards[-1] is None:
            return None
        tops = info.get("tops") or {}
        top = cards[-1]
        near = [ZONES[j] for j in NEIGHBOURS[ZONES.index(zone)]]
        marks = tuple((other, "+" if colour(parse(tops[other])) == colour(top) else "−")
                      for other in near if other in tops)
        plus = sum(1 for _z, sign in marks if sign == "+")
        minus = len(marks) - plus
        many = tr("{n} cards in the pile", n=len(cards)) if len(cards) > 1 else _("One card")
        formula = tr("T = {rank} + {plus} − {minus} = {t}", rank=top.rank, plus=plus,
                     minus=minus, t=top.rank + plus - minus)
        lines = (f"{top.name(language())} · {many}", formula)
        return Look(tuple(c for c in cards if c is not None), lines, marks, ZONES)

    def tell(self, events: Sequence[Event], teller: Teller) -> Sequence[Told] | None:
        """A capture says what it took from the castle and with which card; the rest by
        kind."""
        taken = [at for at, event in enumerate(events) if isinstance(event, Captured)]
        if not taken:
            return None
        told = []
        for at in taken:
            event = events[at]
            played = teller.played_card(event.seat, events[:at])
            what = count(len(event.cards))
            card = card_name(played) if played else phrase("a card")
            told.append(Told(teller.who.said(
                event.seat, phrase("You capture {what} from the castle with {card}", what=what,
                                   card=card),
                phrase("{who} captures {what} from the castle with {card}", what=what,
                       card=card)), at))
        return sorted(told + teller.by_kind(events, set(taken)), key=lambda line: line.at)

    def banner_words(self, event: Any, who: Who) -> str | None:
        """A forced pass names the card the next player took, shown to everyone (rule 10); a
        pile at T = 13 names the two cards whose values decided it (rule 7)."""
        data = getattr(event, "data", None) or {}
        if getattr(event, "kind", None) == "trece" and "covered" in data:
            card, covered = (parse(data[k]) for k in ("card", "covered"))
            said = dict(card=card.name(language()), a=card.rank,
                        covered=card_in_words(covered), b=covered.rank)
            return (tr("Thirteen! {card} ({a}) beats {covered} ({b}): captured", **said)
                    if data.get("taken") else
                    tr("Thirteen! {card} ({a}) does not beat {covered} ({b}): no capture",
                       **said)) + "\n" + _("At T = 13 only a higher card captures")
        if getattr(event, "kind", None) == "paso" and "card" in data:
            card = parse(data["card"]).name(language())
            return tr("{name} passes · {taker} takes: {card}", name=who.name(event.seat),
                      taker=who.name(data["taker"]), card=card)
        return None

    def score_panel(self, info: dict[str, Any], name_of: NameOf,
                    players: int) -> tuple[str, list[tuple[str, str]]] | None:
        """The match's points, a row a side (partners together)."""
        teams = info.get("team_totals")
        if not teams:
            return None
        hand = int(info.get("hand_number", 0)) + 1
        heading = tr("Hand {n} of {m}", n=hand, m=int(info.get("hands", 4)))
        rows = [(tr("{a} & {b}", a=name_of(t), b=name_of(t + 2)), str(teams[t]))
                for t in range(2)]
        return heading, rows

    def hand_result(self, event: Any, name_of: NameOf, players: int,
                    viewer: int | None = None) -> tuple[str | None, list[list[str]]] | None:
        """A column a side: its colour, the cards it captured, its points from them and from
        the piles it holds at the end, this hand's and in all."""
        r = event.results
        if "points" not in r:
            return None
        rows = [[""] + [tr("{a} & {b}", a=name_of(t), b=name_of(t + 2)) for t in range(2)]]
        rows.append([_("Colour")] + [team_word(c) or "—" for c in r["colours"]])
        rows.append([_("Cards captured")] + [str(r["taken"][t]) for t in range(2)])
        rows.append([_("Points from the captures")] + [str(r["from_taken"][t]) for t in range(2)])
        rows.append([_("Points from the piles held")] + [str(r["from_castle"][t])
                                                         for t in range(2)])
        rows.append([_("Points this hand")] + [str(r["points"][t]) for t in range(2)])
        rows.append([_("Total points")] + [str(r["totals"][t]) for t in range(2)])
        return None, rows
