"""Siete y Media (RULES.md 12): up to seven players round the house's place, each against
the house. The table is three rows of three places: the house (no seat) in the top middle
with the stock beside it, the viewer in the bottom middle, the other players round them in
turn order (his left first), the middle of the table left free for the calls, the bet's
stepper and the banners. Each player's first card lies on the left of his place (face down
to the others), the cards he takes beside it, his discard (Con descarte) at the end. Every
player's top card carries the total the viewer may know: his own exactly, the others' as
"? + 3½" while their first card is hidden. Pedir (P), Plantarse (M) and No descartar (N) are
buttons with keys; the raise is the table's amount stepper, worded here."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ....ai.phrases import Phrase, phrase
from ....cards import Card
from ....i18n import _, announcement, tr
from ....rules.events import Event, Scored
from ....rules.siete_y_media import SIETE_Y_MEDIA, value
from ... import theme
from ...art import CARD_H, CARD_W
from ..chips import ChipStack
from ..layout import Layout, NameOf, ZoneBox, ZoneStyle, box_at
from ..layout_amounts import chip_rect
from ..layout_calls import CardMark
from ..seats import seat_position
from ..telling import Teller, Told, Who

# The places round the table in turn order after the viewer, as (column, row) of a 3×3 table:
# the viewer bottom middle, then up the left side, across the top past the house, down the
# right side.
CELLS = ((1, 2), (0, 2), (0, 1), (0, 0), (2, 0), (2, 1), (2, 2))
# which of ``CELLS`` the players take, by their number: few players face the house
USED = {1: (0,), 2: (0, 2), 3: (0, 2, 5), 4: (0, 2, 3, 5), 5: (0, 2, 3, 4, 5),
        6: (0, 1, 2, 3, 5, 6), 7: (0, 1, 2, 3, 4, 5, 6)}
CHIPS_ROOM = 0.6  # card widths a player's chips take beside his cards (Con apuestas)
TAKEN_STEP = 0.55  # card widths between the cards a player took, room allowing
KEYS = {"pedir": "P", "plantarse": "M", "no_descartar": "N"}
WORDS = {"pedir": "Take a card", "plantarse": "Stand", "no_descartar": "Keep them all"}
SAID = ("carta", "me_planto", "me_paso", "subo")  # a player's words, in his bubble
OUTCOMES = {"win": "Wins", "lose": "Loses", "bust": "Bust"}


def points(half_points: int) -> str:
    """A total in half points as players write it: 11 → "5½", 15 → "7½", 1 → "½"."""
    whole, half = divmod(half_points, 2)
    if not half:
        return str(whole)
    return f"{whole}½" if whole else "½"


def known_total(cards: Sequence[Card | None]) -> str:
    """The total of ``cards`` as the viewer may know it (None: a card he cannot see)."""
    seen = sum(value(card) for card in cards if card is not None)
    if None in cards:
        return tr("? + {total}", total=points(seen)) if seen else ""
    return points(seen)


def chips_told(event: Scored, who: Who) -> Phrase:
    """A payout as a sentence: "You win 3 chips", "Ana loses 1 chip"."""
    n = abs(event.points)
    many = phrase("1 chip") if n == 1 else phrase("{n} chips", n=n)
    if event.points > 0:
        return who.said(event.seat, phrase("You win {chips}", chips=many),
                        phrase("{who} wins {chips}", chips=many))
    return who.said(event.seat, phrase("You lose {chips}", chips=many),
                    phrase("{who} loses {chips}", chips=many))


class TakenRow(ZoneBox):
    """The cards a player took, from the left of the box (beside his first card), a little
    more than half a card apart, closer when they would not fit."""

    def positions(self, count: int, card_w: int, card_h: int) -> list[tuple[float, float]]:
        r = self.rect
        step = card_w * TAKEN_STEP
        if count > 1:
            step = max(card_w * 0.24, min(step, (r.width - card_w) / (count - 1)))
        return [(r.left + card_w / 2 + i * step, r.centery) for i in range(count)]


class SieteYMediaLayout(Layout):
    card_fractions = {1: (0.085, 0.17), 2: (0.085, 0.17), 3: (0.08, 0.16)}
    descarte = False
    apuestas = False

    def card_width(self, size: tuple[int, int]) -> int:
        """As wide as the players' number allows, and low enough for the three rows and
        their words to stand one above the other."""
        fw, fh = self.card_fractions.get(self.players, (0.07, 0.15))
        k = theme.scale(size)
        tall = (size[1] - 4 * self.words_room(k) - self.top_room(k)) / 3
        return max(30, int(min(size[0] * fw, size[1] * fh, tall * CARD_W / CARD_H)))

    @staticmethod
    def words_room(k: float) -> int:
        """The height of a player's words: his name, his figures and "thinking…"."""
        return int(theme.grown(80 * k))

    @staticmethod
    def top_room(k: float) -> int:
        """The room over the top row: the game's name and the menu's button."""
        return int(50 * k)

    def use_options(self, options: dict[str, Any]) -> None:
        self.descarte = bool(options.get("descarte"))
        self.apuestas = bool(options.get("apuestas"))

    def arrange(self, size: tuple[int, int], viewer: int, players: int,
                zones: list[str]) -> dict[str, ZoneBox]:
        w, h = size
        cw, ch = self.card_dims(size)
        k = theme.scale(size)
        m = max(6, int(10 * k))
        room = self.words_room(k)
        # the top and bottom rows' words under their cards (the viewer's calls, prompt and
        # stepper over his), the middle row's over them
        top, bottom = self.top_room(k) + ch / 2, h - m - room - ch / 2
        # the middle row and its words halfway between the top row's words and the bottom row
        free = (top + ch / 2 + room, bottom - ch / 2 - m)
        middle = (free[0] + free[1] - room - ch) / 2 + room + ch / 2
        rows = (top, middle, bottom)
        boxes: dict[str, ZoneBox] = {}
        used = USED.get(players, USED[7])
        for seat in range(players):
            column, row = CELLS[used[seat_position(seat, viewer, players)]]
            boxes.update(self._place(seat, seat == viewer, column, rows[row], size,
                                     "above" if row == 1 else "below"))
        # the house in the top middle, the stock at its left
        cell = w / 3
        boxes["stock"] = box_at(cell + m + cw / 2, top, cw, ch, style=ZoneStyle.STACK,
                                face_up=False, slot=False)
        house_left = cell + 2 * m + cw
        house_right = 2 * cell - m - (cw * CHIPS_ROOM + m if self.apuestas else 0)
        boxes["house"] = box_at((house_left + house_right) / 2, top, house_right - house_left,
                                ch, text_side="below")
        return boxes

    def _place(self, seat: int, mine: bool, column: int, cy: float, size: tuple[int, int],
               side: str) -> dict[str, ZoneBox]:
        """One player's place in its third of the table: his first card on the left, the
        cards he took beside it, his discard (Con descarte) at the right end."""
        w = size[0]
        cw, ch = self.card_dims(size)
        k = theme.scale(size)
        m, gap = max(6, int(10 * k)), max(4, int(cw * 0.12))
        left, right = column * w / 3 + m, (column + 1) * w / 3 - m
        discard_w = cw + gap if self.descarte else 0
        chips_w = cw * CHIPS_ROOM + gap if self.apuestas else 0
        taken_w = min(cw * (1 + TAKEN_STEP * 4), right - left - cw - gap - discard_w - chips_w)
        used = cw + gap + taken_w + discard_w + chips_w
        x = left + (right - left - used) / 2 + chips_w  # his chips before his cards
        boxes = {
            f"hand:{seat}": box_at(x + cw / 2, cy, cw, ch, face_up=mine, text_side=side),
            f"shown:{seat}": TakenRow(box_at(x + cw + gap + taken_w / 2, cy, taken_w, ch).rect),
        }
        if self.descarte:  # close after the cards he took, apart from the next place
            beyond = x + cw + 2 * gap + taken_w + cw / 2
            boxes[f"discard:{seat}"] = box_at(beyond, cy, cw, ch, style=ZoneStyle.STACK,
                                              slot=mine,  # where his discard goes
                                              drop_target=f"discard:{seat}" if mine else None)
        return boxes

    def chip_stacks(self, size: tuple[int, int], boxes: dict[str, Any],
                    info: dict[str, Any]) -> list[ChipStack]:
        """Con apuestas: left of each player's first card his bet over the chips he holds,
        and the house's bank beside its cards."""
        if not info.get("apuestas") or "house" not in boxes:
            return []
        cw = self.card_dims(size)[0]
        width, gap = cw * CHIPS_ROOM, max(4, int(cw * 0.12))
        house = boxes["house"].rect
        stacks = [ChipStack("bank", chip_rect(house.right + gap + width / 2, house.centery,
                                              width, house.h / 2), None)]
        chips, bets = info.get("chips") or [], info.get("bets") or []
        for seat in range(min(len(chips), len(bets))):
            first = boxes.get(f"hand:{seat}")
            if first is None:
                continue
            place = first.rect
            x, half = place.left - gap - width / 2, place.h / 2
            stacks.append(ChipStack(f"bet:{seat}", chip_rect(x, place.top + half / 2, width,
                                                             half), bets[seat], lit=True))
            stacks.append(ChipStack(f"chips:{seat}", chip_rect(x, place.bottom - half / 2,
                                                               width, half), chips[seat]))
        return stacks

    # -- what the players read -----------------------------------------------------------------

    def zone_label(self, zone: str, count: int, info: dict[str, Any],
                   shown: Sequence[Card] = ()) -> str | None:
        if zone == "house":
            return _("The house")
        return ""  # a player's name says whose place it is; the totals lie on the cards

    def seat_lines(self, seat: int, info: dict[str, Any]) -> list[str]:
        """How his round went, or that he is out of chips (his chips and bet stand as
        stacks beside his cards)."""
        playing = info.get("playing") or []
        outcome = (info.get("outcomes") or [None] * (seat + 1))[seat]
        if seat < len(playing) and not playing[seat]:
            return [_("out of the match")]
        return [_(OUTCOMES[outcome])] if outcome else []

    def card_marks(self, info: dict[str, Any],
                   lying: dict[str, list[Card | None]]) -> list[CardMark]:
        """Each player's top card, and the house's, tagged with the total the viewer may know
        of them."""
        marks = []
        seats = len(info.get("playing") or [])
        for seat in range(seats):
            first, taken = lying.get(f"hand:{seat}", []), lying.get(f"shown:{seat}", [])
            words = known_total([*first, *taken])
            if not words:
                continue
            zone, pile = (f"shown:{seat}", taken) if taken else (f"hand:{seat}", first)
            marks.append(CardMark(zone, len(pile) - 1, words))
        house = lying.get("house", [])
        if house:
            marks.append(CardMark("house", len(house) - 1, known_total(house)))
        return marks

    def hand_result(self, event: Any, name_of: NameOf, players: int,
                    viewer: int | None = None) -> tuple[str | None, list[list[str]]] | None:
        r = event.results
        house = int(r.get("house_total", 0))
        title = (_("The house busts!") if house > SIETE_Y_MEDIA
                 else tr("The house stands on {total}", total=points(house)))
        seats = [s for s in range(players) if (r.get("totals") or [None] * players)[s]
                 is not None]
        rows = [[""] + [name_of(s) for s in seats],
                [_("Points")] + [points(r["totals"][s]) for s in seats],
                [_("Result")] + [_(OUTCOMES[r["outcomes"][s]]) for s in seats]]
        if "chips" in r and self.apuestas:
            rows.append([_("Chips")] + [str(r["chips"][s]) for s in seats])
        return title, rows

    def hand_row(self, number: int) -> str:
        return tr("Round {n}", n=number)

    def score_unit(self) -> str | None:
        """Chips with bets; else the one round, won by beating the house (1) or not (0)."""
        return "Chips" if self.apuestas else "Rounds won"

    def tell(self, events: Sequence[Event], teller: Teller) -> Sequence[Told] | None:
        """A round's payouts in chips, not points; the rest of the move by kind."""
        paid = [at for at, event in enumerate(events)
                if isinstance(event, Scored) and event.points]
        if not paid:
            return None
        told = [Told(chips_told(events[at], teller.who), at) for at in paid]  # type: ignore[arg-type]
        return sorted(told + teller.by_kind(events, set(paid)), key=lambda line: line.at)

    # -- the calls -----------------------------------------------------------------------------

    call_words = WORDS
    call_keys = KEYS

    def speech(self, event: Any, info: dict[str, Any]) -> str | None:
        """What a player says is said in a bubble at his place (his cards show the rest):
        the banner is kept for the house and for a siete y media."""
        return announcement(event.kind) if event.kind in SAID else None

    def banner_words(self, event: Any, who: Who) -> str | None:
        if event.kind == "la_banca_se_pasa":
            return tr("The house busts with {total}!", total=points(event.data.get("total", 0)))
        return None

    def amount_words(self, act: Any) -> str:
        amount = getattr(act, "amount", 0)
        return tr("Raise by {n}", n=amount) if amount else _("Keep the bet")

    def amount_heading(self, act: Any) -> str:
        return _("Raise")

    def prompt(self, info: dict[str, Any]) -> str | None:
        """The discard's question, and the bet's: what is raised, and what is at stake."""
        seat = info.get("stage_seat")
        if info.get("stage") == "discard":
            return _("Drag a card to your discard pile, or keep them all (N)")
        if info.get("stage") != "bet" or seat is None:
            return None
        return tr("Raise your bet of {bet}, or keep it (← → and Enter)",
                  bet=(info.get("bets") or [0] * (seat + 1))[seat])
