"""Cinquillo: the hands round the table; in the middle the four suit rows as they are laid
out at home, one line per suit, each card at the place of its rank, so the 5s stand in one
column and a gap shows the card a row waits for. Con pago each player's chips lie beside his
hand and the pot beside the rows; a pass slides a chip into it, and the deal's winner takes
it. Con puntaje the running points are in the corner, and the deal's end counts out the cards
left in every hand. Con doble turno the extra play after a 1 or a Rey is offered with a button
that ends the turn instead."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from ....ai.phrases import phrase
from ....cards import Card
from ....i18n import _, tr
from ....rules.cinquillo import ORDER, ROWS, STEP
from ....rules.events import Event, Scored
from ..chips import ChipStack
from ..layout import PANEL_ROWS_UP_TO, STEP_DOWN, NameOf, ZoneBox, ZoneStyle, box_at
from ..layout_amounts import chip_rect
from ..names import suit_name
from ..seated import SeatedLayout
from ..telling import Teller, Told

KEYS = {"paso": "P", "terminar": "T"}
WORDS = {"paso": "Pass", "terminar": "End turn"}
SAID = ("paso",)  # a player's word, in his bubble: a pass is frequent, the table goes on
ROW_GAP = 1.04  # card widths from one rank's place to the next, when there is room
LABEL_ROOM = 1.3  # card widths left of the rows for the suits' names


class RankedRow(ZoneBox):
    """A suit's row: every card at the place of its rank, the 5 at the fifth place."""

    def card_positions(self, cards: Sequence[Card | None], card_w: int,
                       card_h: int) -> list[tuple[float, float]]:
        if any(card is None for card in cards):
            return self.positions(len(cards), card_w, card_h)
        gap = (self.rect.width - card_w) / (len(ORDER) - 1)
        left = self.rect.left + card_w / 2
        return [(left + STEP[card.rank] * gap, self.rect.centery)  # type: ignore[union-attr]
                for card in cards]

    def landing(self, card: Card, card_w: int, card_h: int) -> pygame.Rect | None:
        """The place of the card's rank: the fifth for a 5 opening the row, else beside the
        card it follows (a ring there, not round the whole row)."""
        spot = pygame.Rect(0, 0, card_w, card_h)
        spot.center = tuple(map(round, self.card_positions([card], card_w, card_h)[0]))
        return spot


class CinquilloLayout(SeatedLayout):
    hand_cards = 10  # longer hands (14, 20) close up within the same room
    own_room = 0.0  # no pile of one's own: ``SeatedLayout`` keeps no place for one
    card_fractions = {2: (0.06, 0.088), 3: (0.058, 0.085), 4: (0.056, 0.082)}
    pago = False
    puntaje = False

    def use_options(self, options: dict[str, Any]) -> None:
        self.pago, self.puntaje = bool(options.get("pago")), bool(options.get("puntaje"))

    def middle_boxes(self, middle: pygame.Rect, size: tuple[int, int],
                     zones: list[str]) -> dict[str, ZoneBox]:
        """The four rows one above another, oros first; as wide as ten places allow, closer
        when the room is short, each row's index corners always clear of the next."""
        cw, ch = self.card_dims(size)
        pot = cw * 1.4 if self.pago else 0.0
        room = middle.width - cw * LABEL_ROOM - pot
        width = max(cw * (1 + STEP_DOWN * 9), min(room, cw * (1 + ROW_GAP * 9)))
        step = max(ch * STEP_DOWN * 1.6, min(ch * 1.06, (middle.height - ch) / 3))
        left = middle.left + cw * LABEL_ROOM + max(0.0, (room - width) / 2)
        top = middle.centery - step * 1.5
        boxes: dict[str, ZoneBox] = {
            zone: RankedRow(pygame.Rect(int(left), int(top + i * step - ch / 2), int(width), ch),
                            drop_target=zone, text_side="left")
            for i, zone in enumerate(ROWS.values())}
        five = left + cw / 2 + STEP[5] * (width - cw) / (len(ORDER) - 1)
        # the whole deck is dealt from the middle, where the 5s will lie: no stock stays
        boxes["stock"] = box_at(five, middle.centery, cw, ch, style=ZoneStyle.STACK,
                                face_up=False, slot=False)
        return boxes

    def dims_unplayable(self) -> bool:
        """Most of a long hand waits for its row: the few cards that may go are what the
        player looks for."""
        return True

    # -- chips (Con pago) ----------------------------------------------------------------------

    def chip_stacks(self, size: tuple[int, int], boxes: dict[str, Any],
                    info: dict[str, Any]) -> list[ChipStack]:
        """Each player's chips beside his hand (below a hand held at the side), the pot right
        of the rows."""
        if not info.get("pago") or "row:o" not in boxes:
            return []
        cw, ch = self.card_dims(size)
        width, height = cw * 0.8, ch * 0.55
        rows = boxes["row:o"].rect.union(boxes["row:b"].rect)
        stacks = [ChipStack("pot", chip_rect(rows.right + cw * 0.8, rows.centery, width, height),
                            info.get("pot", 0), lit=True, label=_("Pot"))]
        for seat, chips in enumerate(info.get("chips") or []):
            hand = boxes.get(f"hand:{seat}")
            if hand is None:
                continue
            r = hand.rect
            if hand.style == ZoneStyle.COLUMN:
                x, y = r.centerx, r.bottom + height * 0.7
            elif r.top < size[1] / 2:  # along the top: under the hand's left end, clear of
                x, y = r.left + cw * 0.4, r.bottom + height * 0.75  # the next seat and name
            else:
                x, y = r.right + cw * 0.7, r.centery
            stacks.append(ChipStack(f"chips:{seat}", chip_rect(x, y, width, height), chips))
        return stacks

    # -- what the players read -----------------------------------------------------------------

    def zone_owner(self, zone: str, players: int) -> int | None:
        return None if zone.startswith("row:") else super().zone_owner(zone, players)

    def zone_label(self, zone: str, count: int, info: dict[str, Any],
                   shown: Sequence[Card] = ()) -> str | None:
        kind, _sep, suit = zone.partition(":")
        if kind == "row":
            return suit_name(suit).capitalize()
        return None

    def seat_extras(self, seat: int, info: dict[str, Any]) -> list[str]:
        """Con pago, his chips (his points, con puntaje, are the table's own ``scores``)."""
        return [tr("{n} chips", n=info["chips"][seat])] if info.get("pago") else []

    def score_panel(self, info: dict[str, Any], name_of: NameOf,
                    players: int) -> tuple[str, list[tuple[str, str]]] | None:
        """What ends the match: 20 points, or the chips and the deal limit."""
        if info.get("puntaje"):
            heading = tr("First to {n} points", n=info.get("target", 20))
            figures = info["scores"]
        elif info.get("pago"):
            heading = tr("Deal {n} of {limit} · the most chips win",
                         n=info.get("hand_number", 0) + 1, limit=info.get("deals", 10))
            figures = info["chips"]
        else:
            return None
        # with more players each name shows its own figures (``seat_extras``)
        rows = [(name_of(s), str(figures[s])) for s in range(players)]
        return heading, rows if players <= PANEL_ROWS_UP_TO else []

    def score_reasons(self) -> dict[str, str]:
        return {"cartas": _("the cards left in the other hands"), "bote": _("the pot"),
                "paso": _("a pass")}

    def hand_row(self, number: int) -> str:
        return tr("Deal {n}", n=number)

    def score_unit(self) -> str | None:
        return "Points" if self.puntaje else "Chips" if self.pago else "Cards left"

    def ending_unit(self, reason: str) -> str | None:
        """With both pago and puntaje, a match ended by the chips (one player left with any,
        or the deal limit) is counted in chips, one ended at 20 points in points."""
        return "Chips" if self.pago and reason in ("chips", "deal_limit") else self.score_unit()

    def hand_result(self, event: Any, name_of: NameOf, players: int,
                    viewer: int | None = None) -> tuple[str | None, list[list[str]]] | None:
        """The winner, and every hand's cards left counted out; the points and chips after."""
        r = event.results
        if "cards" not in r:
            return None
        winner = r.get("winner", event.winners[0])
        title = (_("You win the deal!") if viewer == winner
                 else tr("{name} wins the deal", name=name_of(winner)))
        rows = [[""] + [name_of(s) for s in range(players)]]
        rows.append([_("Cards left")] + [str(n) for n in r["cards"]])
        if "points" in r:
            rows.append([_("Points this deal")] + [str(n) for n in r["points"]])
            rows.append([_("Total points")] + [str(n) for n in r["scores"]])
        if self.pago and "chips" in r:
            rows.append([_("Chips")] + [str(n) for n in r["chips"]])
        return title, rows

    def tell(self, events: Sequence[Event], teller: Teller) -> Sequence[Told] | None:
        """A chip paid or won is said in chips; the rest by kind."""
        paid = [at for at, event in enumerate(events)
                if isinstance(event, Scored) and event.why in ("paso", "bote")]
        if not paid:
            return None
        told = [Told(chips_said(events[at], teller), at) for at in paid]  # type: ignore[arg-type]
        return sorted(told + teller.by_kind(events, set(paid)), key=lambda line: line.at)

    def refusal_place(self, card: Card | None) -> str | None:
        """A card that cannot go is tried on its own row: the rules say which end it waits
        for, or that the row is not open yet."""
        return ROWS.get(card.suit) if card is not None else None

    # -- the calls -----------------------------------------------------------------------------

    call_words = WORDS
    call_keys = KEYS

    def speech(self, event: Any, info: dict[str, Any]) -> str | None:
        return _("Pass") if event.kind in SAID else None

    def prompt(self, info: dict[str, Any]) -> str | None:
        if info.get("again"):
            return _("Play one more card, or end your turn (T)")
        if (info.get("rows") or {}).get("o") is None:
            return _("The 5 of coins opens: drag it to its row")
        return None


def chips_said(event: Scored, teller: Teller) -> Any:
    """A chip into the pot, or the pot won, as a sentence."""
    who = teller.who
    if event.why == "paso":
        return who.said(event.seat, phrase("You pay a chip into the pot"),
                        phrase("{who} pays a chip into the pot"))
    n = event.points
    return who.said(event.seat, phrase("You take the pot: {n} chips", n=n),
                    phrase("{who} takes the pot: {n} chips", n=n))
