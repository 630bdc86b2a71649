"""Veneno: two to six players round the table, each with the cards he took beside his hand;
in the middle the three piles side by side, each spread downwards so every card shows, with
its suit and running total above it ("Montón de oros · 9 / 13"); the stock beside them. The
score panel ranks nobody: it shows each total and that the lowest wins."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from ....cards import Card
from ....i18n import _, tr
from ... import theme
from ..layout import PANEL_ROWS_UP_TO, NameOf, ZoneBox, ZoneStyle, box_at, points_text
from ..names import suit_name
from ..seated import SeatedLayout

PILES = 3


def suit_pile(suit: str | None) -> str:
    """A pile by its suit: the words players use."""
    return {
        "o": _("Pile of coins"), "c": _("Pile of cups"), "e": _("Pile of swords"),
        "b": _("Pile of clubs"),
    }.get(suit or "", _("Free pile"))


class VenenoLayout(SeatedLayout):
    hand_cards = 4  # three, and the card drawn at the start of the turn
    own_zone = "taken"

    def zone_owner(self, zone: str, players: int) -> int | None:
        """The piles in the middle are everyone's (``pile:2`` is the third pile, not seat 2's)."""
        return None if zone.startswith("pile:") else super().zone_owner(zone, players)

    def score_reasons(self) -> dict[str, str]:
        return {"copas": _("the cups taken")}

    def refusal_target(self, drop_targets: list[str]) -> str | None:
        return "table"  # a card that goes nowhere is explained as played to the table

    def middle_boxes(self, middle: pygame.Rect, size: tuple[int, int],
                     zones: list[str]) -> dict[str, ZoneBox]:
        cw, ch = self.card_dims(size)
        k = min(size[0] / 1280, size[1] / 800)
        label = int(theme.grown(46 * k))  # two lines of words above each pile
        spacing = max(cw * 2.1, min(cw * 2.6, middle.width / (PILES + 1.4)))
        tall = min(middle.height - label - ch // 8, ch * 2.2)  # and room for its highlight
        top = middle.top + label + (middle.height - label - tall) // 3
        centre = middle.centerx - spacing * 0.35
        boxes: dict[str, ZoneBox] = {}
        for p in range(PILES):
            cx = centre + (p - 1) * spacing
            boxes[f"pile:{p}"] = box_at(cx, top + tall / 2, cw, tall, style=ZoneStyle.CASCADE,
                                        drop_target=f"pile:{p}", text_side="above")
        boxes["stock"] = box_at(centre + 1.75 * spacing, top + ch / 2, cw, ch,
                                style=ZoneStyle.STACK, face_up=False, show_count=True)
        return boxes

    # -- what the players read -----------------------------------------------------------------

    def zone_label(self, zone: str, count: int, info: dict[str, Any],
                   shown: Sequence[Card] = ()) -> str | None:
        kind, _sep, index = zone.partition(":")
        if kind == "pile" and "pile_totals" in info:
            k = int(index)
            total = tr("{total} of {limit}", total=info["pile_totals"][k],
                       limit=info.get("take_at", 13))
            return f"{suit_pile(info['pile_suits'][k])}\n{total}"
        if kind == "taken":
            copas = info.get("copas_taken")
            n = copas[int(index)] if copas else 0
            if not count:
                return ""
            cups = _("1 cup") if n == 1 else tr("{n} cups", n=n)
            return tr("Taken: {n}", n=count) + (f" · {cups}" if n else "")
        if kind == "stock":
            return tr("Stock · {n}", n=count)
        return None

    def short_zone_label(self, zone: str, count: int, info: dict[str, Any],
                         shown: Sequence[Card] = ()) -> str | None:
        """A pile by its suit alone ("Espadas", "Libre"), its total under it: two lines, as
        the room kept above the piles holds."""
        kind, _sep, index = zone.partition(":")
        if kind != "pile" or "pile_totals" not in info:
            return None
        k = int(index)
        suit = info["pile_suits"][k]
        name = suit_name(suit).capitalize() if suit else _("Free")
        total = tr("{total} of {limit}", total=info["pile_totals"][k],
                   limit=info.get("take_at", 13))
        return f"{name}\n{total}"

    def seat_lines(self, seat: int, info: dict[str, Any]) -> list[str]:
        totals = info.get("totals")
        if not totals or len(totals) <= PANEL_ROWS_UP_TO:
            return []
        return [points_text(totals[seat])]

    def score_panel(self, info: dict[str, Any], name_of: NameOf,
                    players: int) -> tuple[str, list[tuple[str, str]]] | None:
        """What ends the match; with few players, each total (with more, by each name)."""
        totals = info.get("totals")
        if not totals:
            return None
        heading = tr("Ends at {n} · the lowest wins", n=info.get("limit", 20))
        rows = [(name_of(s), str(totals[s])) for s in range(players)]
        return heading, rows if players <= PANEL_ROWS_UP_TO else []

    def hand_row(self, number: int) -> str:
        return tr("Round {n}", n=number)

    def hand_result(self, event: Any, name_of: NameOf, players: int,
                    viewer: int | None = None) -> tuple[str | None, list[list[str]]] | None:
        """A Veneno deal is a round (RULES.md 9.4), so its panel says round, as its rows do."""
        r = event.results
        if "totals" not in r:
            return None
        if viewer is not None and list(event.winners) == [viewer]:
            title = _("You win the round!")
        else:
            title = tr("{name} wins the round", name=" & ".join(map(name_of, event.winners)))
        rows = [[""] + [name_of(s) for s in range(players)]]
        rows.append([_("Cups taken")] + [str(n) for n in r["copas"]])
        rows.append([_("Points this round")] + [str(n) for n in r["points"]])
        rows.append([_("Total points")] + [str(n) for n in r["totals"]])
        return title, rows
