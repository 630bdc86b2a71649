"""Solitario Español (RULES.md §11): turn the face-down grid over and order every card.

The deck is dealt face down into a grid of 4 rows, one column per rank; each row takes the suit
of its first face-up card. A chip turns a card over; a card out of place starts a chain: it is
taken into the hand, put face up on its own cell and the face-down card there is taken next,
until the hole the chain began with is filled [SE-1]. The chip is paid as the card is turned,
before the chain it may start. Variants, each an option: Mazo reducido
(40 cards, 4 × 10), Reyes perdidos (4 start cards, each chain ends with a Rey placed in a new Rey
column) and Intercambio revelado (a face-up hand of 4; each card placed swaps with the card of
its cell). Mazo reducido combines with either Rey variant when ``combinar`` is on (SE-7).

Cells are zones ``cell:row,col`` (0-based) holding one card or none (the hole, an empty Rey
cell); the card in hand lies in ``hand:0`` and the Reyes perdidos start cards in ``start:k``.
Turning a card over is the protocol's ``Reveal(zone)``; where the suit of the card in hand has
no row yet the player chooses the row by ``PlayCard(card, "cell:row,col")`` [SE-5]. Every card
that moves is one event, so the table can show a chain card by card.
"""

from __future__ import annotations

import random
from typing import Any

from ..cards import SPANISH_40, SPANISH_48, Card
from .base import (
    N_,
    Action,
    Game,
    GameSpec,
    OptionError,
    OptionSpec,
    Outcome,
    PlayCard,
    Reveal,
)
from .events import Announced, Dealt, Event, HandOver, HandStarted, MatchOver, Moved, Revealed

ROWS = 4
CHIPS = 6
REY = 12
HAND = "hand:0"
START_CARDS = 4  # the cards set apart in the Rey variants (11.5)
VARIANTS = ("reducido", "reyes_perdidos", "intercambio")
RANKS_48 = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)
RANKS_40 = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)
RANK_LABELS = {10: "S", 11: "C", 12: "R"}

# announcement keys (stable: they pick the banner and the sound)
CARD_UP = "carta_sube"  # a card put face up on its own cell
CHAIN = "cadena"  # a card out of place starts a chain
CHIP_PAID = "ficha_pagada"  # the chip that turns a card, paid as it is turned: data, chips left
WON = "solitario_ganado"
LOST = "solitario_perdido"
NO_CHIPS = "sin_fichas"
FOUR_KINGS = "cuatro_reyes"

SPEC = GameSpec(
    id="solitario-espanol",
    name_es="Solitario Español",
    name_en="Spanish Solitaire",
    players=(1, 1),
    deck="spanish48",
    options=(
        OptionSpec("reducido", False, help=N_("40 cards on a 4 x 10 grid"),
                   label=N_("Reduced deck")),
        OptionSpec("reyes_perdidos", False, help=N_("4 start cards; each chain ends with a King"),
                   label=N_("Lost kings")),
        OptionSpec("intercambio", False,
                   help=N_("a face-up hand of 4 cards swapped into the grid"),
                   label=N_("Open exchange")),
        OptionSpec("combinar", False, help=N_("allow the Reduced deck with a King variant"),
                   label=N_("Combine variants")),
    ),
    variants={
        "reducido": {"reducido": True},
        "reyes-perdidos": {"reyes_perdidos": True},
        "intercambio": {"intercambio": True},
    },
    variant_labels={"reducido": N_("Reduced deck")},
    summary_es="Paga una ficha para voltear una carta de la cuadrícula; si no está en su sitio, "
    "llévala a su columna y sigue con la carta que había allí. Gana con las 48 boca arriba.",
    summary_en="Pay a chip to turn a card of the grid over; if it is out of place, carry it to "
    "its column and go on with the card that lay there. Win with all 48 face up.",
    # the Rey variants first: with Mazo reducido they are still played without chips
    variant_summaries={
        "reyes-perdidos": (
            "Voltea una de tus 4 cartas de salida y llévala a su sitio; sigue con la carta que "
            "había allí hasta que salga un Rey. Gana con todas boca arriba antes del cuarto Rey.",
            "Turn up one of your 4 start cards and carry it to its place; go on with the card "
            "that lay there until a King comes out. Win with every card face up before the "
            "fourth King."),
        "intercambio": (
            "Tienes 4 cartas boca arriba en la mano: pon una en su sitio de la cuadrícula y "
            "toma la que había allí. Los Reyes no se colocan. Gana con la cuadrícula boca "
            "arriba.",
            "You hold 4 cards face up: put one on its place in the grid and take the card that "
            "lay there. Kings cannot be placed. Win with the whole grid face up."),
        "reducido": (
            "Paga una ficha para voltear una carta de la cuadrícula; si no está en su sitio, "
            "llévala a su columna y sigue con la carta que había allí. Gana con las 40 boca "
            "arriba.",
            "Pay a chip to turn a card of the grid over; if it is out of place, carry it to "
            "its column and go on with the card that lay there. Win with all 40 face up."),
    },
)


def cell(row: int, col: int) -> str:
    """The zone of the grid cell at ``row``, ``col`` (0-based): ``cell(3, 11) == "cell:3,11"``."""
    return f"cell:{row},{col}"


# Speed: the zone names and the reveals built once.
_CELLS = [[cell(r, c) for c in range(13)] for r in range(ROWS)]
_REVEALS = {zone: Reveal(zone) for row in _CELLS for zone in row}
_STARTS = [f"start:{k}" for k in range(START_CARDS)]
_START_REVEALS = [Reveal(zone) for zone in _STARTS]
_REVEAL_ROWS = [[_REVEALS[zone] for zone in row] for row in _CELLS]
_CELL_AT = {zone: (r, c) for r, row in enumerate(_CELLS) for c, zone in enumerate(row)}
_NAMES = {card: str(card) for card in SPANISH_48}
_MOVES: dict[tuple[Card, str, str], Moved] = {}  # events are frozen, so one of each is shared
# every deal event, built once: a deal is 48 of them
_DEALS: dict[tuple[Card, str], Dealt] = {
    (card, zone): Dealt(card, zone)
    for card in SPANISH_48 for zone in [*_REVEALS, *_STARTS, HAND]
}
# a step of a chain onto a cell: (the card there taken to the hand, the card put there, its
# announcement), one triple per card and cell, built the first time it is needed
_STEPS: dict[tuple[Card, str], tuple[Moved, Moved, Announced]] = {}
_PLAYS: dict[tuple[Card, int, int], PlayCard] = {}  # actions are frozen too


def _moved(card: Card, frm: str, to: str) -> Moved:
    key = (card, frm, to)
    event = _MOVES.get(key)
    if event is None:
        event = _MOVES[key] = Moved((card,), frm, to, seat=0)
    return event


def _step_events(card: Card, zone: str) -> tuple[Moved, Moved, Announced]:
    """The events of ``card`` going through ``zone``: taken from it into the hand, put on it
    from the hand, and announced face up there (their data is never changed, so shared)."""
    events = _STEPS.get((card, zone))
    if events is None:
        announced = Announced(CARD_UP, 0, {"card": _NAMES[card], "cell": zone})
        events = _STEPS[card, zone] = (
            _moved(card, zone, HAND), _moved(card, HAND, zone), announced)
    return events


def _play(card: Card, r: int, c: int) -> PlayCard:
    action = _PLAYS[card, r, c] = PlayCard(card, _CELLS[r][c])
    return action


def check_variants(options: dict[str, Any]) -> None:
    """Refuse the combinations 11.5 does not allow [SE-7]."""
    chosen = [name for name in VARIANTS if options[name]]
    if options["reyes_perdidos"] and options["intercambio"]:
        raise OptionError("the variants reyes_perdidos and intercambio cannot be combined "
                          "(RULES 11.5)")
    if len(chosen) > 1 and not options["combinar"]:
        raise OptionError(
            f"variants {', '.join(chosen)} are combined only with the option combinar=true"
        )


class SolitarioEspanol(Game):
    spec = SPEC

    # ---------------------------------------------------------------- setup

    def _setup(self) -> list[Event]:
        check_variants(self.options)
        self.reyes_perdidos = self.options["reyes_perdidos"]
        self.intercambio = self.options["intercambio"]
        self.set_apart = self.reyes_perdidos or self.intercambio
        ranks = RANKS_40 if self.options["reducido"] else RANKS_48
        dealt_ranks = ranks[:-1] if self.set_apart else ranks
        self.columns = ranks if self.reyes_perdidos else dealt_ranks
        self.col_of = {rank: k for k, rank in enumerate(self.columns)}
        self.dealer = self._draw_first_dealer()
        self.hand_number = 0
        deck = self.deck_for_hand(0, self.deck)
        width = len(dealt_ranks)
        self.grid: list[list[Card | None]] = [
            list(deck[r * width:(r + 1) * width]) + [None] * (len(self.columns) - width)
            for r in range(ROWS)
        ]
        self.up = [[False] * len(self.columns) for _ in range(ROWS)]
        self.down = ROWS * width  # face-down cells
        rest = deck[ROWS * width:]
        self.start: list[Card | None] = list(rest) if self.reyes_perdidos else []
        self.hand: list[Card] = list(rest) if self.intercambio else []
        self.hole: tuple[int, int] | None = None
        self.row_suit: list[str | None] = [None] * ROWS
        self.chips = 0 if self.set_apart else CHIPS
        self.finished: Outcome | None = None
        events: list[Event] = [HandStarted(0, self.dealer)]
        zones = [zone for row in _CELLS for zone in row[:width]]
        events += [_DEALS[key] for key in zip(deck, zones, strict=False)]
        targets = [HAND] * len(rest) if self.intercambio else _STARTS
        events += [_DEALS[key] for key in zip(rest, targets, strict=False)]
        if self.intercambio:
            events += self._check_end()
        return events

    @property
    def deck(self) -> tuple[Card, ...]:
        return SPANISH_40 if self.options["reducido"] else SPANISH_48

    # ---------------------------------------------------------------- what may be done

    def actors(self) -> tuple[int, ...]:
        return () if self.finished else (0,)

    def correct_cells(self, card: Card) -> list[tuple[int, int]]:
        """Where ``card`` belongs (11.2): its column, in its suit's row or any row without a
        suit while its suit has none [SE-5]."""
        col = self.col_of[card.rank]
        suit_rows = self.row_suit
        if card.suit in suit_rows:
            return [(suit_rows.index(card.suit), col)]
        return [(r, col) for r in range(ROWS) if suit_rows[r] is None]

    def _placements(self, card: Card) -> list[PlayCard]:
        return [_PLAYS.get((card, r, c)) or _play(card, r, c) for r, c in self.correct_cells(card)]

    def _legal_actions(self, seat: int) -> list[Action]:
        if self.intercambio:
            return [act for card in self.hand if card.rank != REY
                    for act in self._placements(card)]
        if self.hand:  # a chain waits for the player to choose a row
            return self._placements(self.hand[0])
        if self.reyes_perdidos:
            return [act for act, card in zip(_START_REVEALS, self.start, strict=True) if card]
        return [act for reveals, ups, cards in zip(_REVEAL_ROWS, self.up, self.grid, strict=True)
                for act, up, card in zip(reveals, ups, cards, strict=False)
                if not up and card is not None]

    def _is_legal(self, seat: int, act: Action) -> bool:
        if type(act) is Reveal and not self.set_apart and not self.hand:
            where = _CELL_AT.get(act.zone)
            return where is not None and where[1] < len(self.columns) and self._face_down(where)
        if type(act) is PlayCard:  # the hand's card onto one of its correct cells
            card = act.card
            return (card in self.hand and not (self.intercambio and card.rank == REY)
                    and _CELL_AT.get(act.target) in self.correct_cells(card))
        return act in self._legal_actions(seat)

    def _face_down(self, where: tuple[int, int]) -> bool:
        r, c = where
        return not self.up[r][c] and self.grid[r][c] is not None

    def _illegal_reason(self, seat: int, act: Action) -> tuple[str, dict[str, Any]]:
        if isinstance(act, Reveal):
            return self._reveal_reason(act.zone)
        if not isinstance(act, PlayCard):
            return "That move is not allowed now.", {}
        if act.card not in self.hand:
            return "Only the card in your hand can be placed.", {}
        if act.card.rank == REY and self.intercambio:
            return "A King cannot be placed in this game.", {}
        return "{card} goes in its own column, in the row of its suit.", {"card": act.card}

    def _reveal_reason(self, zone: str) -> tuple[str, dict[str, Any]]:
        if self.intercambio:
            return "Place a card of your hand on its cell.", {}
        if self.hand:
            return "Place the card in your hand first.", {}
        if self.reyes_perdidos:
            return "Turn over one of your start cards.", {}
        where = _CELL_AT.get(zone)
        if where is None or where[1] >= len(self.columns) or self.grid[where[0]][where[1]] is None:
            return "There is no card there to turn over.", {}
        return "That card is already face up.", {}

    # ---------------------------------------------------------------- playing

    def _apply(self, seat: int, act: Action) -> list[Event]:
        if type(act) is Reveal:
            events = self._start_card(act.zone) if self.set_apart else self._flip(act.zone)
        elif self.intercambio:
            events = self._exchange(act.card, _CELL_AT[act.target])
        else:
            events = self._chain(_CELL_AT[act.target])
        return events + self._check_end()

    def _flip(self, zone: str) -> list[Event]:
        """11.3: a chip turns a card over; in place it stays, else a chain starts."""
        r, c = _CELL_AT[zone]
        card = self.grid[r][c]
        self.chips -= 1
        self.down -= 1
        paid = Announced(CHIP_PAID, 0, {"chips": self.chips})  # at the flip, before any chain
        events: list[Event] = [paid, Revealed(card, zone)]
        suit = self.row_suit[r]
        in_place = self.col_of[card.rank] == c and (
            suit == card.suit or (suit is None and card.suit not in self.row_suit))
        if in_place:  # [SE-2]
            return [*events, self._place(card, r, c)]
        self.grid[r][c] = None
        self.hole = (r, c)
        self.hand = [card]
        events.append(_moved(card, zone, HAND))
        events.append(Announced(CHAIN, 0, {"card": _NAMES[card], "cell": zone}))
        return events + self._go_on()

    def _start_card(self, zone: str) -> list[Event]:
        """Reyes perdidos: a start card turned over and ordered with a chain [SE-3]."""
        k = _STARTS.index(zone)
        card = self.start[k]
        self.start[k] = None
        self.hand = [card]
        events: list[Event] = [Revealed(card, zone), _moved(card, zone, HAND)]
        if card.rank != REY:
            events.append(Announced(CHAIN, 0, {"card": _NAMES[card], "cell": zone}))
        return events + self._go_on()

    def _go_on(self) -> list[Event]:
        """Place the card in hand while its cell is not the player's to choose."""
        events: list[Event] = []
        hand, suit_rows, col_of = self.hand, self.row_suit, self.col_of
        while hand:
            card = hand[0]
            if card.suit in suit_rows:  # the one cell of an assigned suit, without a list
                events += self._step(suit_rows.index(card.suit), col_of[card.rank])
            elif suit_rows.count(None) == 1:
                events += self._step(suit_rows.index(None), col_of[card.rank])
            else:
                break
        return events

    def _chain(self, where: tuple[int, int]) -> list[Event]:
        """The player chose the row of the card in hand; the chain goes on [SE-5]."""
        return self._step(*where) + self._go_on()

    def _step(self, r: int, c: int) -> list[Event]:
        """One step of a chain: the card in hand goes face up onto cell ``r, c``; the face-down
        card there, if any, comes into the hand (SE-1: the cell is never face up)."""
        zone = _CELLS[r][c]
        hand = self.hand
        card = hand.pop()
        row = self.grid[r]
        found = row[c]
        row[c] = card
        self.up[r][c] = True
        if self.row_suit[r] is None:
            self.row_suit[r] = card.suit
        _, put, announced = _STEPS.get((card, zone)) or _step_events(card, zone)
        if found is None:  # the hole (or a Rey's empty cell) ends the chain
            self.hole = None
            return [put, announced]
        self.down -= 1
        hand.append(found)
        taken = (_STEPS.get((found, zone)) or _step_events(found, zone))[0]
        return [taken, put, announced]

    def _exchange(self, card: Card, where: tuple[int, int]) -> list[Event]:
        """Intercambio revelado: the card goes face up and the card there comes to the hand."""
        r, c = where
        found = self.grid[r][c]
        self.hand[self.hand.index(card)] = found
        self.grid[r][c] = card
        self.down -= 1
        zone = _CELLS[r][c]
        return [_moved(found, zone, HAND), _moved(card, HAND, zone), self._place(card, r, c)]

    def _place(self, card: Card, r: int, c: int) -> Announced:
        """``card`` now lies face up on its cell: its row takes its suit."""
        self.up[r][c] = True
        if self.row_suit[r] is None:
            self.row_suit[r] = card.suit
        return _step_events(card, _CELLS[r][c])[2]

    # ---------------------------------------------------------------- the end

    def _check_end(self) -> list[Event]:
        """11.4 and 11.5: a win when nothing is face down; the losses of each layout."""
        if self.finished or (self.hand and not self.intercambio):
            return []
        if self.intercambio:
            if any(card.rank != REY for card in self.hand):
                return []
            if self.down:
                return self._end(False, "four_reyes", FOUR_KINGS)
            return self._end(True, "all_face_up")
        left = sum(1 for card in self.start if card is not None)
        if self.down == 0 and not left:
            return self._end(True, "all_face_up")
        if self.reyes_perdidos and not left:
            return self._end(False, "four_reyes", FOUR_KINGS)
        if not self.reyes_perdidos and self.chips == 0:
            return self._end(False, "no_chips", NO_CHIPS)
        return []

    def _end(self, won: bool, reason: str, key: str = "") -> list[Event]:
        face_up = sum(map(sum, self.up))
        self.finished = Outcome((0,) if won else (), (1.0 if won else 0.0,), (face_up,), reason)
        data = {"face_up": face_up, "reason": reason}
        events: list[Event] = [Announced(key, 0, data)] if key else []
        results = {"won": won, "face_up": face_up, "chips": self.chips, "reason": reason}
        return events + [
            Announced(WON if won else LOST, 0, data),
            self._hand_over(0, self.finished.winners, results),
            MatchOver(self.finished),
        ]

    def outcome(self) -> Outcome | None:
        return self.finished

    def _hand_over(
        self, number: int, winners: tuple[int, ...], results: dict[str, Any]
    ) -> HandOver:
        """As the base class does it, masked once: the player and a spectator see the same."""
        piles = {zone: tuple(cards) for zone, cards in self.zones().items()}
        masked = {zone: self._masked_pile(zone, cards) for zone, cards in piles.items()}
        return HandOver(number, winners, results, piles=piles, seen={None: masked, 0: masked})

    def _masked_pile(self, zone: str, cards: tuple[Card, ...]) -> tuple[Card | None, ...]:
        """``tuple(self._mask(None, zone, list(cards)))`` without the copies: a cell shows its
        card once face up, the hand is seen, the start cards are not."""
        where = _CELL_AT.get(zone)
        if where is not None:
            return cards if not cards or self.up[where[0]][where[1]] else (None,)
        return cards if zone == HAND else (None,) * len(cards)

    # ---------------------------------------------------------------- what is seen

    def zones(self) -> dict[str, list[Card]]:
        zones: dict[str, list[Card]] = {HAND: list(self.hand)}
        for k, card in enumerate(self.start):
            zones[_STARTS[k]] = [card] if card else []
        for r, row in enumerate(self.grid):
            for c, card in enumerate(row):
                zones[_CELLS[r][c]] = [card] if card else []
        return zones

    def can_see(self, seat: int | None, zone: str) -> bool:
        """The hand is face up on the table; cells and start cards are dealt face down."""
        return zone == HAND

    def _mask(self, seat: int | None, zone: str, cards: list[Card]) -> list[Card | None]:
        """A cell shows its card once it is face up (per card, 11.1)."""
        if cards and zone in _CELL_AT:
            r, c = _CELL_AT[zone]
            return list(cards) if self.up[r][c] else [None]
        return super()._mask(seat, zone, cards)

    def info(self) -> dict[str, Any]:
        return {
            "chips": None if self.set_apart else self.chips,
            "columns": [RANK_LABELS.get(rank, str(rank)) for rank in self.columns],
            "row_suits": list(self.row_suit),
            "hole": _CELLS[self.hole[0]][self.hole[1]] if self.hole else None,
            "choosing_row": bool(self.hand) and not self.intercambio,
            "face_down": self.down + sum(1 for card in self.start if card is not None),
        }

    def _hidden(self) -> list[tuple[int, int]]:
        return [(r, c) for r in range(ROWS) for c in range(len(self.columns))
                if self._face_down((r, c))]

    def _unseen(self, seat: int) -> list[list[Card]]:
        """The face-down cards, any of which could lie in any face-down place."""
        return [[self.grid[r][c] for r, c in self._hidden()]
                + [card for card in self.start if card is not None]]

    def determinize(self, seat: int, rng: random.Random):
        """A copy with the face-down cards dealt again among the face-down places (they lie
        in the grid and the start cards, not in one list, so the base's slots do not fit)."""
        new = self.clone()
        places = new._hidden()
        starts = [k for k, card in enumerate(new.start) if card is not None]
        (pool,) = new._unseen(seat)
        pool.sort()  # the deal depends on the rng alone, never on where the cards really lie
        rng.shuffle(pool)
        for (r, c), card in zip(places, pool, strict=False):
            new.grid[r][c] = card
        for k, card in zip(starts, pool[len(places):], strict=True):
            new.start[k] = card
        return new._reseeded(rng)
