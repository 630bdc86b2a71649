"""Solitario 4 Ases (RULES.md §4): build the 40 cards on four foundations from 1 up to Rey.

The player reveals the stock two cards at a time onto the waste, moves the top waste card up,
and turns the waste over when the stock is empty. A round that ends without a card moved up
loses (4.4). Variants, each an option: Revelados (the 1s start the foundations), Con reserva
(one reserve space), Mezclado (five chips; a renewal costs one and shuffles), Pintados (each
card up differs in suit from the one below). They combine when ``combinar`` is on, except Con
reserva with Mezclado (4.5, A4-10).

Moving up and the reserve are ``PlayCard`` actions, so the table drags them like any card:
``PlayCard(card, "foundation:k")``, ``PlayCard(card, "reserve")``, and a Release is
``PlayCard(reserved, "waste")``. Reveal and Renew act on a place with no card (the protocol's
actions on zones, in base.py). The stock is a list whose top is its end.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..cards import SPANISH_40, Card
from . import deals
from .base import (
    N_,
    Action,
    Game,
    GameSpec,
    OptionError,
    OptionSpec,
    Outcome,
    PlayCard,
    Renew,
    Reveal,
)
from .events import Announced, Dealt, Event, HandStarted, MatchOver, Moved

FOUNDATIONS = 4
FOUNDATION_ZONES = tuple(f"foundation:{k}" for k in range(FOUNDATIONS))
ZONE_INDEX = {zone: k for k, zone in enumerate(FOUNDATION_ZONES)}
REVEAL_COUNT = 2  # cards moved from the stock by one Reveal (one if only one is left) [A4-7]
CHIPS = 5  # Mezclado's chips at the start (4.5)
REVELADOS_ORDER = ("o", "c", "e", "b")  # the 1s start the foundations left to right [A4-11]
VARIANTS = ("revelados", "reserva", "mezclado", "pintados")
# the rank that follows each rank in the 40-card deck (7 -> Sota)
NEXT_RANK = {1: 2, 2: 3, 3: 4, 4: 5, 5: 6, 6: 7, 7: 10, 10: 11, 11: 12}
PREVIOUS_RANK = {after: before for before, after in NEXT_RANK.items()}

# announcement keys (stable: they pick the banner and the sound)
CARD_UP = "carta_sube"
WON = "solitario_ganado"
LOST = "solitario_perdido"
SHUFFLED = "mazo_mezclado"


REVEAL = Reveal()
RENEW = Renew()

SPEC = GameSpec(
    id="cuatro-ases",
    name_es="Solitario 4 Ases",
    name_en="Four Aces Solitaire",
    players=(1, 1),
    deck="spanish40",
    options=(
        OptionSpec("revelados", False, help=N_("the four 1s start the foundations"),
                   label=N_("Aces dealt up")),
        OptionSpec("reserva", False, help=N_("one reserve space for a card"),
                   label=N_("With a reserve")),
        OptionSpec("mezclado", False, help=N_("5 chips; a renewal costs one and shuffles"),
                   label=N_("Shuffled renewals")),
        OptionSpec("pintados", False, help=N_("each card up differs in suit from the one below"),
                   label=N_("Alternate suits")),
        OptionSpec("combinar", False, help=N_("allow several variants at once"),
                   label=N_("Combine variants")),
        OptionSpec("auto_move", False, help=N_("move the top waste card up whenever it can go"),
                   label=N_("Move up by itself")),
    ),
    variants={name: {name: True} for name in VARIANTS},
    summary_es="Sube las 40 cartas a cuatro montones, del 1 al Rey de cada palo, destapando el "
    "mazo de dos en dos. Pierdes si das una vuelta entera sin subir ninguna carta.",
    summary_en="Build all 40 cards on four foundations, 1 up to King of each suit, revealing "
    "the stock two at a time. A whole round without a card moved up loses.",
)

# Speed: every move-up action built once and shared by every legal list.
_UP = {card: tuple(PlayCard(card, zone) for zone in FOUNDATION_ZONES) for card in SPANISH_40}
_TO_RESERVE = {card: PlayCard(card, "reserve") for card in SPANISH_40}
_TO_WASTE = {card: PlayCard(card, "waste") for card in SPANISH_40}


def check_variants(options: dict[str, Any]) -> None:
    """Refuse the combinations 4.5 does not allow [A4-10]."""
    chosen = [name for name in VARIANTS if options[name]]
    if len(chosen) > 1 and not options["combinar"]:
        raise OptionError(
            f"variants {', '.join(chosen)} are combined only with the option combinar=true"
        )
    if options["reserva"] and options["mezclado"]:
        raise OptionError("the variants reserva and mezclado cannot be combined (RULES 4.5)")


class CuatroAses(Game):
    spec = SPEC

    # ---------------------------------------------------------------- setup

    def _setup(self) -> list[Event]:
        check_variants(self.options)
        self.pintados = self.options["pintados"]
        self.has_reserve = self.options["reserva"]
        self.mezclado = self.options["mezclado"]
        self.dealer = self._draw_first_dealer()
        self.hand_number = 0
        deck = self.deck_for_hand(0, self.deck)
        self.foundations: list[list[Card]] = [[] for _ in range(FOUNDATIONS)]
        events: list[Event] = [HandStarted(0, self.dealer)]
        if self.options["revelados"]:  # the 1s leave the deck where they lie [A4-11]
            for k, suit in enumerate(REVELADOS_ORDER):
                ace = Card(1, suit)
                deck.remove(ace)
                self.foundations[k].append(ace)
                events.append(Dealt(ace, FOUNDATION_ZONES[k]))
        self.stock = deck[::-1]  # top card last
        self.stock_known = False  # whether the player has seen the stock's order
        self.waste: list[Card] = []
        self.reserve: list[Card] = []
        self.chips = CHIPS if self.mezclado else 0
        # what Mezclado's renewal shuffles are drawn from: the deal number, so that one number
        # is one game everywhere (a determinized world gets another: search cannot learn them)
        self.shuffle_key = self.seed
        self.round = 1
        self.moved_up = False  # a card moved up during the current round (4.4)
        self.last_reserve_action = ""  # "reserve" or "release" just made [A4-12]
        self.finished: Outcome | None = None
        return events

    @property
    def deck(self) -> tuple[Card, ...]:
        return SPANISH_40

    # ---------------------------------------------------------------- what may be done

    def actors(self) -> tuple[int, ...]:
        return () if self.finished else (0,)

    def fits(self, card: Card, k: int) -> bool:
        """Whether ``card`` may go onto foundation ``k`` (4.3 rule 2; Pintados [A4-5])."""
        pile = self.foundations[k]
        if not pile:
            return card.rank == 1
        top = pile[-1]
        if NEXT_RANK.get(top.rank) != card.rank:
            return False
        return top.suit != card.suit if self.pintados else top.suit == card.suit

    def up_moves(self) -> list[PlayCard]:
        """The moves up of the top waste card."""
        if not self.waste:
            return []
        card = self.waste[-1]
        if card.rank == 1:
            return [_UP[card][k] for k in range(FOUNDATIONS) if not self.foundations[k]]
        before = PREVIOUS_RANK[card.rank]
        moves = []
        for k, pile in enumerate(self.foundations):
            if pile and pile[-1].rank == before and (pile[-1].suit != card.suit) == self.pintados:
                moves.append(_UP[card][k])
        return moves

    def reserve_moves(self) -> list[PlayCard]:
        """Reserve and Release (Con reserva), never one directly after the other [A4-12]."""
        if not self.has_reserve or not self.waste:
            return []
        top = self.waste[-1]
        if not self.reserve:
            return [] if self.last_reserve_action == "release" else [_TO_RESERVE[top]]
        held = self.reserve[0]
        if held.rank == top.rank and self.last_reserve_action != "reserve":
            return [_TO_WASTE[held]]
        return []

    def can_renew(self) -> bool:
        return not self.stock and bool(self.waste) and (not self.mezclado or self.chips > 0)

    def _legal_actions(self, seat: int) -> list[Action]:
        legal: list[Action] = [REVEAL] if self.stock else []
        legal += self.up_moves()
        legal += self.reserve_moves()
        if self.can_renew():
            legal.append(RENEW)
        return legal

    def _illegal_reason(self, seat: int, act: Action) -> tuple[str, dict[str, Any]]:
        if isinstance(act, Reveal):
            return "The stock is empty: turn the waste over to renew it.", {}
        if isinstance(act, Renew):
            if self.stock:
                return "You can renew only when the stock is empty.", {}
            if not self.waste:
                return "There is no waste to turn over.", {}
            return "You have no chips left to renew the stock.", {}
        if not isinstance(act, PlayCard):
            return "That move is not allowed now.", {}
        card = act.card
        if act.target == "waste":
            return self._release_reason(card)
        if not self.waste or card != self.waste[-1]:
            if card in self.reserve:
                return "The reserved card cannot go to a foundation directly.", {}
            return "Only the top card of the waste can be moved.", {}
        if act.target == "reserve":
            return self._reserve_reason(card)
        if act.target not in ZONE_INDEX:
            return "Move the card onto a foundation.", {}
        if self.pintados:
            return "{card} does not fit there: the next rank of another suit goes up.", {
                "card": card}
        return "{card} does not fit there: the next rank of the same suit goes up.", {
            "card": card}

    def _reserve_reason(self, card: Card) -> tuple[str, dict[str, Any]]:
        if not self.has_reserve:
            return "This game has no reserve.", {}
        if self.reserve:
            return "The reserve already holds a card.", {}
        return "A card cannot be reserved right after a release.", {}

    def _release_reason(self, card: Card) -> tuple[str, dict[str, Any]]:
        if card not in self.reserve:
            return "Only the reserved card can go back onto the waste.", {}
        if self.last_reserve_action == "reserve":
            return "The reserved card cannot come back right after it was reserved.", {}
        return "{card} goes back only onto a waste card of the same rank.", {"card": card}

    # ---------------------------------------------------------------- playing

    def _apply(self, seat: int, act: Action) -> list[Event]:
        if type(act) is Reveal:
            events = self._reveal()
        elif type(act) is Renew:
            return self._renew()
        elif act.target == "reserve":
            events = self._reserve(act.card)
        elif act.target == "waste":
            events = self._release(act.card)
        else:
            events = self._move_up(act.card, ZONE_INDEX[act.target])
        if not self.finished:
            events += self._check_end()
        return events

    def _reveal(self) -> list[Event]:
        self.last_reserve_action = ""
        events: list[Event] = []
        for _ in range(min(REVEAL_COUNT, len(self.stock))):
            card = self.stock.pop()
            self.waste.append(card)
            events.append(Moved((card,), "stock", "waste", seat=0))
        return events

    def _move_up(self, card: Card, k: int) -> list[Event]:
        self.last_reserve_action = ""
        self.waste.pop()
        self.foundations[k].append(card)
        self.moved_up = True
        zone = FOUNDATION_ZONES[k]
        events: list[Event] = [
            Moved((card,), "waste", zone, seat=0),
            Announced(CARD_UP, 0, {"card": str(card), "foundation": k}),
        ]
        if sum(map(len, self.foundations)) == len(self.deck):  # 4.4 rule 4
            events += self._end(True, "all_up")
        return events

    def _reserve(self, card: Card) -> list[Event]:
        self.last_reserve_action = "reserve"
        self.waste.pop()
        self.reserve.append(card)
        return [Moved((card,), "waste", "reserve", seat=0)]

    def _release(self, card: Card) -> list[Event]:
        self.last_reserve_action = "release"
        self.reserve.pop()
        self.waste.append(card)
        return [Moved((card,), "reserve", "waste", seat=0)]

    def _renew(self) -> list[Event]:
        if not self.mezclado and not self.moved_up:  # the losing renewal is not made [A4-9]
            return self._end(False, "round_without_move")
        self.last_reserve_action = ""
        turned = tuple(self.waste)
        self.stock = self.waste[::-1]  # turned over: the first card revealed on top (its end)
        self.waste = []
        self.round += 1
        self.moved_up = False
        events: list[Event] = [Moved(turned, "waste", "stock", seat=0)]
        if self.mezclado:  # a chip, and the new stock is shuffled (4.5)
            self.chips -= 1
            self.stock = self.renewal_stock(self.round - 1, turned)
            self.stock_known = False
            events.append(Announced(SHUFFLED, 0, {"chips": self.chips}))
        else:
            self.stock_known = True  # every card of it was seen, in this order
        return events + self._check_end()

    def renewal_stock(self, renewal: int, waste: Sequence[Card]) -> list[Card]:
        """Mezclado's new stock (top card last) when the ``renewal``-th renewal turns over
        ``waste``: each card's place follows from the game's shuffle key (its seed), the
        renewal's number and the card itself, never from the waste's size or order, so moving a
        card more or less before renewing cannot choose among shuffles. A deal number means the
        same game on every machine (``deals.keyed_order``, from the deal numbers' generator),
        and the solver knows every renewal in advance."""
        return deals.keyed_order(waste, self.shuffle_key, salt=renewal)

    def _reseeded(self, rng: random.Random) -> CuatroAses:
        """A determinized world's renewals are shuffled from a key of its own."""
        super()._reseeded(rng)
        self.shuffle_key = deals.LAST_DEAL + 1 + rng.getrandbits(48)  # no deal's number
        return self

    def _check_end(self) -> list[Event]:
        """The losses found without a Renew pressed (4.4 rule 5, A4-4, A4-13)."""
        if self.stock:
            return []
        if not self.waste:  # nothing left to play: a card in the reserve is stuck [A4-13]
            return self._end(False, "reserve_stuck") if self.reserve else []
        if self.mezclado:
            if self.chips == 0 and not self.up_moves():
                return self._end(False, "no_chips")
            return []
        if not self.moved_up and not self.up_moves() and not self.reserve_moves():
            return self._end(False, "round_without_move")
        return []

    def _end(self, won: bool, reason: str) -> list[Event]:
        up = sum(map(len, self.foundations))
        self.finished = Outcome((0,) if won else (), (1.0 if won else 0.0,), (up,), reason)
        data = {"cards_up": up, "round": self.round, "reason": reason}
        results = {"won": won, "cards_up": up, "rounds": self.round, "reason": reason}
        return [
            Announced(WON if won else LOST, 0, data),
            self._hand_over(0, self.finished.winners, results),
            MatchOver(self.finished),
        ]

    def outcome(self) -> Outcome | None:
        return self.finished

    def auto_move(self) -> PlayCard | None:
        """The move up the auto-move option makes now, if any: a 1 goes to the leftmost empty
        foundation; where several foundations fit another card (Pintados) the player chooses
        (4.3). The rules only name the move; the UI plays it like any other."""
        if not self.options["auto_move"] or self.finished:
            return None
        moves = self.up_moves()
        if not moves:
            return None
        if moves[0].card.rank == 1 or len(moves) == 1:
            return moves[0]
        return None

    def auto_action(self, seat: int) -> Any | None:
        """The protocol's name for what the option makes now (``auto_move``)."""
        return self.auto_move()

    # ---------------------------------------------------------------- what is seen

    def zones(self) -> dict[str, list[Card]]:
        zones = {"stock": self.stock[::-1], "waste": list(self.waste)}  # stock top first
        for k, zone in enumerate(FOUNDATION_ZONES):
            zones[zone] = list(self.foundations[k])
        if self.has_reserve:
            zones["reserve"] = list(self.reserve)
        return zones

    def _mask(self, seat: int | None, zone: str, cards: list[Card]) -> list[Card | None]:
        """Only the top waste card is shown: the cards under it are covered (4.2)."""
        if zone == "waste":
            return [None] * (len(cards) - 1) + cards[-1:]
        return super()._mask(seat, zone, cards)

    def info(self) -> dict[str, Any]:
        return {
            "round": self.round,
            "stock": len(self.stock),
            "waste": len(self.waste),
            "chips": self.chips if self.mezclado else None,
            "moved_up_this_round": self.moved_up,
            "cards_up": sum(map(len, self.foundations)),
            "auto_move": self.options["auto_move"],
        }

    def _unseen(self, seat: int) -> list[list[Card]]:
        """The stock's order is unknown in the first round and after a Mezclado shuffle; after
        a plain renewal the player has seen every card of it in order."""
        return [] if self.stock_known else [self.stock]
