"""Nervioso: the players round an oval, each with his face-down stack; in the middle the
pile, its top card face up, the count said big over it (and by the flipper, in a bubble).
A match makes the pile jump; each slap is a hand in the slapper's colour laid on the pile in
order, the last one named; the slap window's time runs out under the pile as a shrinking
bar, and so does the flipper's turn time in manual count mode (where no count is shown)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from ....i18n import _, announcement, tr
from ....rules.base import Slap
from ....rules.events import Announced, Event
from ..layout import RESULT_ROWS, ZoneBox, ZoneStyle, box_at, keyed
from ..ring import RingLayout
from ..telling import Teller, Told
from .nervioso_story import tell as tell_pickups

COUNT_KEYS = ("uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve",
              "diez", "sota", "caballo", "rey", "silencio")


class NerviosoLayout(RingLayout):
    seat_kind = "stack"
    own_kind = None

    def middle_boxes(self, middle: pygame.Rect, size: tuple[int, int],
                     zones: list[str]) -> dict[str, ZoneBox]:
        cw, ch = self.card_dims(size)
        # a little below the middle, clear of the words under the player across; its count
        # on its right, the count said big on its left
        return {"pile": box_at(middle.centerx, middle.centery + ch * 0.12, cw, ch,
                               style=ZoneStyle.STACK, text_side="right")}

    def zone_label(self, zone: str, count: int, info: dict[str, Any],
                   shown: Any = ()) -> str | None:
        if zone == "pile":
            return tr("Pile · {n}", n=count) if count else ""
        return ""

    def seat_lines(self, seat: int, info: dict[str, Any]) -> list[str]:
        lines = []
        finished = info.get("finished") or []
        if seat in finished:
            lines.append(tr("Out · {place}º", place=finished.index(seat) + 1))
        cards = info.get("cards")
        if cards and cards[seat] == 0 and seat not in finished and info.get("ranking") is None:
            lines.append(_("no cards: one slap to go"))  # he finishes in a window (14.6)
        elif cards:
            n = cards[seat]
            lines.append(_("1 card") if n == 1 else tr("{n} cards", n=n))
        return lines

    def result_rows(self) -> dict[str, str]:
        return {**RESULT_ROWS, "cards": "Cards left"}

    def score_unit(self) -> str | None:
        return "Cards left"  # the match's figures: each player's cards at its end

    def press_face(self, press: Any, info: dict[str, Any]) -> tuple[str, str | None]:
        kind = type(press).__name__
        if kind == "Slap":
            return _("Slap the pile"), "props/hand"
        if kind == "Flip":
            count = getattr(press, "count", "")
            if count == "silent":
                return _("Flip in silence"), None
            if count:
                return tr("Flip: {count}", count=count), None
            return _("Flip a card"), "card:back"
        return super().press_face(press, info)

    def big_text(self, info: dict[str, Any]) -> str | None:
        label = info.get("label")
        if label in (None, "") or not info.get("pile"):  # a pickup restarts the count
            return None
        return "…" if label == "silent" else str(label)

    def deadline(self, info: dict[str, Any]) -> tuple[int, int] | None:
        window = info.get("window")
        if window:
            return window["opened"], window["until"]
        until = info.get("turn_until")
        return None if until is None else (until - info["turn_ms"], until)

    def stamps(self, info: dict[str, Any]) -> list[tuple[str, int]]:
        window = info.get("window")
        return [("pile", seat) for seat in (window or {}).get("slapped", [])]

    def stamps_after(self, info: dict[str, Any],
                     last: list[tuple[str, int]]) -> list[tuple[str, int]]:
        """Every hand of the window just closed, the last one (who takes the pile) included."""
        closed = info.get("last_window") or {}
        return [("pile", seat) for seat in closed.get("slapped", [])] or last

    def lit_zones(self, info: dict[str, Any]) -> tuple[str, ...]:
        return ("pile",) if info.get("window") else ()

    def tell(self, events: Sequence[Event], teller: Teller) -> Sequence[Told] | None:
        return tell_pickups(events, teller)

    def speech(self, event: Any, info: dict[str, Any]) -> str | None:
        """The count is said by the flipper, in a bubble, and shown big over the pile."""
        if isinstance(event, Announced) and event.kind in COUNT_KEYS:
            return announcement(event.kind)
        return None

    def shake(self, event: Any) -> str | None:
        if isinstance(event, Announced) and event.data.get("match"):
            return "pile"
        return None

    def move_motion(self, frm: str, to: str) -> tuple[str, float]:
        if to == "pile":
            return "flip", 0.45
        return "slide", 0.8

    def reaction(self, info: dict[str, Any], seat: int,
                 key_of: Callable[[Any], str]) -> str | None:
        """A match: every player still in slaps, once (14.4)."""
        window = info.get("window")
        if not window or seat in window["slapped"] or seat in (info.get("finished") or ()):
            return None
        return tr("Match! {slap}", slap=keyed(_("Slap the pile"), key_of(Slap(0))))

    def press_prompt(self, info: dict[str, Any], seat: int | None) -> str | None:
        if seat is None or seat in (info.get("finished") or ()) or info.get("window"):
            return ""  # a window open: the call to slap (``reaction``) says it, in its band
        if info.get("turn") == seat:
            if info.get("manual_count"):
                return _("Your turn: flip and name the count")
            return _("Your turn: flip a card (Space)")
        return ""
