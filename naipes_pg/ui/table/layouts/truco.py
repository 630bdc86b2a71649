"""El Truco (RULES.md 6): two players face to face, each his three cards; in front of each,
the cards he played this hand in baza order, so that the two cards of one baza face each
other across the middle, baza 1, 2 and 3 side by side; each baza's winner with a badge, a
parda tagged. The undealt cards lie face down at the side, never used. The calls are buttons with
keys, a call stands in a bubble at its caller's place until it is answered, a showdown's
values are a banner (never the cards), and the score is kept as matchsticks: in a match to
30 the *malas* (the first 15) apart from the *buenas*."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ....cards import Card
from ....i18n import _, announcement, tr
from ....rules.events import Event
from ....rules.truco import card_class
from ... import theme
from ..buttons import button_height
from ..hud_tally import Tally
from ..layout import NameOf, ZoneBox, ZoneStyle, box_at
from ..layout_calls import CardMark
from ..seated import SeatedLayout
from ..telling import Teller, Told, Who
from .truco_story import Notebook, result_rows
from .truco_story import tell as tell_truco
from .truco_words import (
    CALLS,
    KEYS,
    asked,
    button_words,
    order_of,
    parda_banner,
    pending_call,
    showdown,
)

BAZAS = 3
SLOT_STEP = 1.32  # card widths from one baza to the next
FACING = 0.56  # card heights from the middle line to each row's centre, room allowing
SHIFTED = 0.27  # card widths the row across the middle lies along when the rows overlap


@dataclass
class BazaRow(ZoneBox):
    """A player's played cards, each at its baza's place (1, 2, 3 left to right) whatever
    the other player has played, so the two cards of a baza always face each other;
    ``shift`` (card widths) moves them along, clear of the index corner of a card below."""

    shift: float = 0.0

    def positions(self, count: int, card_w: int, card_h: int) -> list[tuple[float, float]]:
        step = card_w * SLOT_STEP
        first = self.rect.centerx - step * (BAZAS - 1) / 2 + self.shift * card_w
        return [(first + step * min(i, BAZAS - 1), self.rect.centery) for i in range(count)]


class TrucoLayout(SeatedLayout):
    hand_cards = 3
    card_fractions = {2: (0.08, 0.11)}  # the bazas' two rows fit between the hands
    own_zone = "aside"  # no pile of his own: a baza's cards stay where they were played

    def __init__(self) -> None:
        self.book = Notebook()  # what each hand said, for its story and its result

    def arrange(self, size: tuple[int, int], viewer: int, players: int,
                zones: list[str]) -> dict[str, ZoneBox]:
        boxes, middle = self.seat_boxes(size, viewer, players)
        k = theme.scale(size)
        middle.height -= button_height(k) + int(8 * k)  # the calls' buttons over the hand
        cw, ch = self.card_dims(size)
        cx, cy = middle.center
        off = min(ch * FACING, max(ch * 0.3, (middle.height - ch) / 2))
        # short of room the rows overlap: the one across the middle lies a little along, so
        # it never covers the index corner of the card of its baza that faces it
        shift = SHIFTED if 2 * off < ch else 0.0
        for seat in range(players):
            boxes.pop(f"{self.own_zone}:{seat}", None)
            hand = boxes[f"hand:{seat}"]
            hand.rect.centerx = size[0] // 2  # no pile beside it: the hand in the middle
            side = 1 if hand.rect.centery > cy else -1
            width = cw * (SLOT_STEP * (BAZAS - 1) + 1 + shift)
            row = box_at(cx + cw * shift / 2, cy + side * off, width, ch)
            boxes[f"played:{seat}"] = BazaRow(
                row.rect, ZoneStyle.ROW, drop_target=f"played:{seat}" if seat == viewer
                else None, shift=shift / 2 if side < 0 else -shift / 2)
        stock_x = max(cx + cw * (SLOT_STEP * BAZAS) / 2 + cw, middle.right - cw * 0.7)
        boxes["stock"] = box_at(min(stock_x, size[0] - cw * 0.7), cy, cw, ch,
                                style=ZoneStyle.STACK, face_up=False, slot=False)
        return boxes

    # -- what the players read -----------------------------------------------------------------

    def zone_label(self, zone: str, count: int, info: dict[str, Any],
                   shown: Sequence[Card] = ()) -> str | None:
        return ""  # the bazas say themselves (marked); the stock is never used

    def seat_extras(self, seat: int, info: dict[str, Any]) -> list[str]:
        return [_("eldest hand")] if info.get("mano") == seat else []

    def prompt(self, info: dict[str, Any]) -> str | None:
        return asked(info, self.name_of)

    def card_marks(self, info: dict[str, Any],
                   lying: dict[str, list[Card | None]]) -> list[CardMark]:
        """Each baza whose two cards lie on the table: its winner's card with a badge, both
        cards of a parda tagged (6.2: the higher class wins, equal classes tie)."""
        rows = [lying.get(f"played:{seat}", []) for seat in (0, 1)]
        marks = []
        for index, (zero, one) in enumerate(zip(*rows, strict=False)):
            if zero is None or one is None:
                continue
            if card_class(zero) == card_class(one):
                marks += [CardMark(f"played:{seat}", index, announcement("parda"))
                          for seat in (0, 1)]
            else:
                winner = 0 if card_class(zero) > card_class(one) else 1
                marks.append(CardMark(f"played:{winner}", index))
        return marks

    def tally(self, info: dict[str, Any], name_of: NameOf, players: int) -> Tally | None:
        scores, target = info.get("scores"), int(info.get("target") or 30)
        if not scores:
            return None
        parts = (_("First fifteen"), _("Second fifteen")) if target == 30 else ()
        return Tally(tr("Match to {n} points", n=target),
                     tuple((name_of(s), int(scores[s])) for s in range(players)), target, parts)

    def hand_result(self, event: Any, name_of: NameOf, players: int,
                    viewer: int | None = None) -> tuple[str | None, list[list[str]]] | None:
        names = [name_of(s) for s in range(players)]
        return None, result_rows(event.results, names, self.book.hands.get(event.number))

    # -- the calls -----------------------------------------------------------------------------

    def action_words(self, act: Any) -> str | None:
        return button_words(getattr(act, "name", ""))

    call_keys = KEYS

    def action_order(self, acts: Sequence[Any]) -> list[Any]:
        return sorted(acts, key=order_of)

    def speech(self, event: Any, info: dict[str, Any]) -> str | None:
        """Every call and answer is said by its player, in a bubble at his place (the banner
        is kept for what the table says: a parda, a showdown)."""
        return announcement(event.kind) if event.kind in CALLS else None

    def figures_now(self, event: Any) -> dict[str, Any]:
        """A call or an answer said ends the call that waited (its bubble goes); the view
        says what waits now once the table is still."""
        return {"answered": True} if event.kind in CALLS else {}

    def standing_speech(self, info: dict[str, Any]) -> dict[int, str]:
        pending = pending_call(info)
        if pending is None or info.get("answered"):
            return {}
        return {pending[0]: announcement(pending[1])}

    def banner_words(self, event: Any, who: Who) -> str | None:
        if event.kind in ("envido_values", "flor_values"):
            return showdown(event, who)
        if event.kind == "parda":
            return parda_banner(event)
        return None

    # -- the story -----------------------------------------------------------------------------

    def tell(self, events: Sequence[Event], teller: Teller) -> Sequence[Told] | None:
        return tell_truco(events, teller, self.book)

    def score_reasons(self) -> dict[str, str]:
        return {"envido_declined": _("the envido was declined"),
                "truco_declined": _("the truco was declined")}
