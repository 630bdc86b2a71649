"""Chinchón: the hands around the table; in the middle the stock and the discard pile, the
place where a closing card lies face down, and the closer's groups with his remainder. The
player closes by laying the card he keeps back on that place (the groups to show are lit when
he may choose them); the score under each name is signed, +50 wins and −50 puts a player
out. At the end of a round each hand is shown with what it cost."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from ....ai.phrases import phrase
from ....cards import Card, parse
from ....i18n import _, language, tr
from ....rules.base import N_, Close, Draw
from ....rules.chinchon import TURN_LIMIT
from ....rules.chinchon_melds import best_arrangement, is_group, sort_key, value
from ....rules.events import Event, Moved, Shuffled
from ..layout import NameOf, ZoneBox, ZoneStyle, box_at
from ..layout_hand import HandMarks, Preselected
from ..seated import SeatedLayout
from ..telling import Teller, Told, Who

CLOSE_WORDS = {
    "chinchon": N_("Chinchón!"),
    "chinchon_comodin": N_("Chinchón with wildcard (+10)"),
    "full": N_("Full close (+10)"),
    "remainder": N_("Close with remainder"),
}
STEP_SHOWN = 0.5  # how much of each card of a shown group lies clear of the next


def signed(n: int) -> str:
    """A running score as players say it: +12, 0, −7."""
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


SUIT_SHORT = {"es": {"o": "o", "c": "c", "e": "e", "b": "b"},
              "en": {"o": "Co", "c": "Cu", "e": "Sw", "b": "Cl"}}


def shorts(cards: Sequence[str]) -> str:
    """Cards as the results table lists them, by the number printed on them and a letter of
    their suit in the player's language: "12c 7o", "12Cu 7Co"; a joker as itself."""
    letters = SUIT_SHORT["en" if language().startswith("en") else "es"]
    said = []
    for text in cards:
        card = parse(text)
        said.append(f"{card.rank}{letters[card.suit]}" if card.suit in letters else text)
    return " ".join(said)


def close_words(kind: Any) -> str:
    """The words of a close by its kind ("Close with remainder")."""
    return _(CLOSE_WORDS[kind]) if kind in CLOSE_WORDS else ""


class ChinchonLayout(SeatedLayout):
    hand_cards = 8
    own_room = 0.0  # no pile of one's own: ``SeatedLayout`` keeps no place for one
    card_fractions = {2: (0.075, 0.12), 3: (0.07, 0.11), 4: (0.062, 0.1)}

    def middle_boxes(self, middle: pygame.Rect, size: tuple[int, int],
                     zones: list[str]) -> dict[str, ZoneBox]:
        """The stock, the discard pile and the closing place in a row on the left; the
        closer's two groups and his remainder on the right, a group's four cards spread."""
        cw, ch = self.card_dims(size)
        gap = max(8, cw // 4)
        cy = middle.centery
        x = middle.left + cw * 0.6
        # the words of the three piles side by side: above, below, above, clear of each other
        stock = box_at(x, cy, cw, ch, style=ZoneStyle.STACK, face_up=False, show_count=True,
                       text_side="above")
        x += cw + gap
        discard = box_at(x, cy, cw, ch, style=ZoneStyle.STACK, drop_target="discard")
        x += cw + gap
        closed = box_at(x, cy, cw, ch, style=ZoneStyle.STACK, face_up=False,
                        drop_target="closed", text_side="above")
        left = closed.rect.right + gap * 2
        group_w = cw * (1 + STEP_SHOWN * 3)
        room = middle.right - left
        rows = 1 if room >= 2 * group_w + cw + 3 * gap else 2
        boxes = {"stock": stock, "discard": discard, "closed": closed}
        if rows == 1:
            x = left + group_w / 2
            for zone in ("meld:0", "meld:1"):
                boxes[zone] = box_at(x, cy, group_w, ch, drop_target=zone)
                x += group_w + gap
            boxes["rest"] = box_at(x - group_w / 2 + cw / 2, cy, cw, ch, style=ZoneStyle.STACK,
                                   slot=False)
            return boxes
        down = min(ch * 0.62, (middle.height - ch) / 2)
        x = left + group_w / 2
        boxes["meld:0"] = box_at(x, cy - down, group_w, ch, drop_target="meld:0")
        boxes["meld:1"] = box_at(x, cy + down, group_w, ch, drop_target="meld:1")
        boxes["rest"] = box_at(x + group_w / 2 + gap + cw / 2, cy, cw, ch,
                               style=ZoneStyle.STACK, slot=False)
        return boxes

    # -- the player's hand: his order, a sort by groups, the groups marked ---------------------

    def own_order(self) -> bool:
        return True

    def sorted_hand(self, cards: Sequence[Card], info: dict[str, Any]) -> list[Card]:
        """The groups the hand holds at best, one after another, then the cards left over."""
        wilds = bool(info.get("wilds"))
        best = best_arrangement(cards, wilds)
        rest = sorted(best.leftover, key=lambda card: sort_key(card, wilds))
        return [card for group in best.groups for card in group] + rest

    def hand_marks(self, cards: Sequence[Card], info: dict[str, Any]) -> HandMarks:
        """Its best groups now, and what the cards left over would cost ("7 left")."""
        best = best_arrangement(cards, bool(info.get("wilds")))
        words = tr("{n} left over", n=best.points) if best.leftover else _("All grouped")
        return HandMarks(best.groups, words)

    def place_of(self, act: Any) -> str | None:
        """A draw is a click on its pile (a press there, the start of a drag, draws too)."""
        if isinstance(act, Draw):
            return act.source
        return super().place_of(act)

    def zone_owner(self, zone: str, players: int) -> int | None:
        """A hand is its player's; the closer's two groups ("meld:0", "meld:1") are nobody's,
        though their names end in a number."""
        return None if zone.startswith("meld:") else super().zone_owner(zone, players)

    def seat_out(self, seat: int, info: dict[str, Any]) -> bool:
        out = info.get("out") or []
        return seat < len(out) and bool(out[seat])

    def end_words(self, reason: str) -> str | None:
        """How the match ended, where the scores alone do not say it (a chinchón wins whatever
        they are)."""
        if reason == "turn_limit":
            return tr("The match ends at its {n}th turn (rule 12): the highest score wins",
                      n=TURN_LIMIT)
        return {
            "chinchon": _("A chinchón wins the match at once, whatever the scores"),
            "fifty": _("The closer reached +50 and wins"),
            "last_standing": _("Everyone else fell to −50: the last one in wins"),
            "all_out": _("Everyone fell to −50 in one round: the highest score wins"),
        }.get(reason)

    def move_motion(self, frm: str, to: str) -> tuple[str, float]:
        """The discard pile gathered into a new stock: slowly, with a shuffle's sound."""
        return ("shuffle", 2.5) if (frm, to) == ("discard", "stock") else ("place", 1.0)

    def tell(self, events: Sequence[Event], teller: Teller) -> Sequence[Told] | None:
        """The stock renewed from the discard pile is said; the rest as usual."""
        renewed = [i for i, e in enumerate(events) if isinstance(e, Shuffled)
                   or (isinstance(e, Moved) and (e.frm, e.to) == ("discard", "stock"))]
        if not renewed:
            return None
        said = Told(phrase("The stock ran out: the discard pile, shuffled, is the new stock"),
                    at=renewed[0])
        return [said, *teller.by_kind(events, skip=renewed)]

    def banner_words(self, event: Any, who: Who) -> str | None:
        """A close says its kind: "Ana: Close with remainder"."""
        if getattr(event, "kind", None) == "cierre":
            kind = (event.data or {}).get("kind")
            return tr("{name}: {close}", name=who.name(event.seat), close=close_words(kind))
        return None

    def preselected(self, info: dict[str, Any]) -> Preselected | None:
        """The lay-offs the rules choose for the person (CH-5): lit, and one button lays
        off the first; he may drag others instead, or pass."""
        moves = info.get("preselected")
        if not moves:
            return None
        return Preselected(tuple((parse(card), group) for card, group in moves),
                           _("Lay off the chosen (S)"))

    # -- what the players read -----------------------------------------------------------------

    def zone_label(self, zone: str, count: int, info: dict[str, Any],
                   shown: Sequence[Card] = ()) -> str | None:
        if zone == "stock":
            return tr("Stock · {n}", n=count)
        if zone == "discard":
            return _("Discard pile")
        if zone == "closed":
            if count:
                return close_words(info.get("close_kind"))
            closes = info.get("closes") or []  # only the seat to discard reads them
            return tr("Close here: {close}", close=close_words(closes[0])) if closes else ""
        if zone == "rest":
            return _("Remainder") if count else ""
        if zone.startswith("meld:"):
            return ""
        return None

    def seat_lines(self, seat: int, info: dict[str, Any]) -> list[str]:
        scores = info.get("scores") or []
        if seat >= len(scores):
            return []
        out = info.get("out") or []
        if seat < len(out) and out[seat]:
            return [tr("{score} · out", score=signed(scores[seat]))]
        return [tr("{score} points", score=signed(scores[seat]))]

    def score_panel(self, info: dict[str, Any], name_of: NameOf,
                    players: int) -> tuple[str, list[tuple[str, str]]] | None:
        if "scores" not in info:
            return None
        return _("+50 wins · −50 is out"), []

    def prompt(self, info: dict[str, Any]) -> str | None:
        stage = info.get("stage")
        if stage == "draw":
            return _("Draw a card: from the stock or the top of the discard pile")
        if stage == "discard":
            closes = info.get("closes") or []
            if not closes:
                return _("Discard a card: drag it onto the discard pile")
            return tr("Discard a card, or close ({close}): drag the card you keep back "
                      "onto «Close here»", close=close_words(closes[0]).lower())
        if stage == "layoff":
            return _("Lay off cards on the closer's groups, or pass")
        return None

    wilds = False

    def use_options(self, options: dict[str, Any]) -> None:
        self.wilds = bool(options.get("comodin"))

    def action_words(self, act: Any) -> str | None:
        """"Lay off nothing more" for a pass; a close with remainder, as one of several
        ways to show the same cards [CH-11], by its remainder: "remainder: 3 de copas (−3)"."""
        if getattr(act, "name", None) == "pass":
            return _("Lay off nothing more")
        if isinstance(act, Close) and len(act.groups) == 7 \
                and not is_group(act.groups[3:], self.wilds):
            rest = act.groups[-1]
            return tr("remainder: {card} (−{n})", card=rest.name(language()),
                      n=value(rest, self.wilds))
        return None

    def involved(self, act: Any) -> tuple[tuple[Card, ...], tuple[str, ...]]:
        """A close being chosen lights the cards it shows as groups (its remainder apart)."""
        groups = getattr(act, "groups", None)
        if groups:
            return tuple(groups[:6] if len(groups) == 7 else groups), ()
        return super().involved(act)

    def score_reasons(self) -> dict[str, str]:
        return {"cierre": _("the close"), "resto": _("the remainder"),
                "sin_ligar": _("the cards left ungrouped")}

    def score_unit(self) -> str | None:
        return "Points"  # the match's figures: each player's signed running score

    def hand_row(self, number: int) -> str:
        return tr("Round {n}", n=number)

    def hand_result(self, event: Any, name_of: NameOf, players: int,
                    viewer: int | None = None) -> tuple[str | None, list[list[str]]] | None:
        result = event.results
        if "points" not in result or len(result["points"]) != players:
            return None
        closer = result.get("closer")
        kind = result.get("kind")
        title = None
        if closer is not None:
            title = tr("{name}: {close}", name=name_of(closer), close=close_words(kind))
        rows = [[""] + [name_of(s) for s in range(players)]]
        piles = getattr(event, "piles", None) or {}
        rows.append([_("Cards grouped")] + [self._groups(result, s, piles)
                                            for s in range(players)])
        rows.append([_("Cards left ungrouped")] + [self._leftover(result, s)
                                                   for s in range(players)])
        rows.append([_("Points this round")] + [signed(p) for p in result["points"]])
        rows.append([_("Total points")] + [signed(p) for p in result["scores"]])
        return title, rows

    @staticmethod
    def _groups(result: dict[str, Any], seat: int, piles: dict[str, Any]) -> str:
        """A hand's groups: the closer's as he showed them (a chinchón's seven from the table,
        the round's figures keep none), another's as best arranged."""
        if seat == result.get("closer"):
            melds = result.get("melds") or [[str(c) for c in piles.get(zone, []) if c]
                                            for zone in ("meld:0", "meld:1")]
            return "  ".join(shorts(m[:3] if len(m) == 4 else m) for m in melds if m) or "–"
        arrangement = result.get("arrangements", {}).get(str(seat))
        if not arrangement:
            return "–"
        return "  ".join(shorts(g) for g in arrangement["groups"]) or "–"

    @staticmethod
    def _leftover(result: dict[str, Any], seat: int) -> str:
        if seat == result.get("closer"):
            return shorts(result.get("rest", [])) or "–"
        arrangement = result.get("arrangements", {}).get(str(seat))
        laid = [card for who, card, _i in result.get("layoffs", []) if who == seat]
        words = shorts(arrangement["leftover"]) if arrangement else ""
        if laid:
            words = (words + " · " if words else "") + tr("laid off {cards}",
                                                          cards=shorts(laid))
        return words or "–"
