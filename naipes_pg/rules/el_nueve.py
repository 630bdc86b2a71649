"""El 9 and 7 Parejas (RULES.md §7): clear the numbers off a 3 × 5 grid, keep the 12 figures.

The player reveals the stock one card at a time into the pending place and places it on the
grid (a number anywhere empty, a Rey in the top row, a Caballo in the middle one, a Sota in the
bottom one), pairs two numbers that add up to 9 (7 Parejas: two of the same rank) and discards
9s, each discard granting one optional move of a grid card made at once (N9-2).
The game is lost when a card is pending and nothing at all can be done (7.4 rule 8).

Zones: ``"stock"`` (top first), ``"pending"``, ``"removed"`` (face up, N9-7) and one zone per
grid cell, ``"cell:ROW,COLUMN"`` (row 0 on top), each holding its card or nothing.

Actions: Reveal (the protocol's action on the stock); placing is ``PlayCard(pending, cell)``;
a pair is ``NuevePair(card, target)``, ``card`` dragged onto the zone of its partner (either
way round, and onto ``"pending"`` for the pending card); a discard is
``NueveDiscard(nine, "removed")``, the 9 dragged onto the removed cards. Both are defined here
because no other game has them.

The move a discard grants is a stage of its own, so that one drag is one action: when some
grid card could go to an empty cell, the discard opens the move stage, whose only actions are
moving one grid card (``PlayCard(card, cell)``, a figure within its own row) and declining
(``Call("no_mover")``, a button). Nothing else happens until one is made, which keeps N9-2's
"at once or not at all"; the stage is never a loss or a win by itself, and the end is checked
when it closes. With nothing to move the stage is skipped.
"""

from __future__ import annotations

from typing import Any

from ..cards import REY, SOTA, SPANISH_40, SPANISH_48, Card
from .base import (
    N_,
    Action,
    Call,
    CardAction,
    Game,
    GameSpec,
    OptionSpec,
    Outcome,
    PlayCard,
    Reveal,
    action,
)
from .events import Announced, Dealt, Event, HandStarted, MatchOver, Moved

ROWS, COLUMNS = 3, 5
CELLS = tuple(f"cell:{row},{column}" for row in range(ROWS) for column in range(COLUMNS))
CELL_INDEX = {zone: i for i, zone in enumerate(CELLS)}
FIGURE_ROW = {REY: 0, 11: 1, SOTA: 2}  # Reyes on top, Caballos in the middle, Sotas below
ROW_CELLS = tuple(tuple(range(row * COLUMNS, (row + 1) * COLUMNS)) for row in range(ROWS))
PENDING, REMOVED, STOCK = "pending", "removed", "stock"
NINE = 9
PAIR_SUM = 9  # base game: two numbers whose values add up to 9 (7.3 rule 3)
ADDS_UP = {rank: PAIR_SUM - rank for rank in range(1, NINE + 1)}  # each rank's partner
SAME_RANK = {rank: rank for rank in range(1, 8)}  # 7 Parejas (7.5)

# announcement keys (stable: they pick the banner and the sound); the win and the loss are
# the ones every solitaire shares
PAIRED = "nueve_pareja"
NINE_DISCARDED = "nueve_descartado"
WON = "solitario_ganado"
LOST = "solitario_perdido"


@action
class NuevePair(CardAction):
    """Remove ``card`` and the card lying in ``target`` (a grid cell or ``"pending"``) as a
    pair: two numbers adding up to 9, or (7 Parejas) of the same rank."""

    card: Card
    target: str

    def __repr__(self) -> str:
        return f"NuevePair({str(self.card)!r}, {self.target!r})"


@action
class NueveDiscard(CardAction):
    """Discard the 9 ``card`` (from the grid or pending) onto ``target``, the removed cards;
    the move it grants follows as its own stage (N9-2)."""

    card: Card
    target: str = REMOVED

    def __repr__(self) -> str:
        return f"NueveDiscard({str(self.card)!r}, {self.target!r})"


REVEAL = Reveal()
NO_MOVE = Call("no_mover")  # declines the move a discarded 9 grants; its key labels the button

SPEC = GameSpec(
    id="el-nueve",
    name_es="El 9",
    name_en="Nine",
    players=(1, 1),
    deck="spanish48",
    options=(
        OptionSpec("siete_parejas", False, help=N_("40 cards; pairs are two of the same rank"),
                   label=N_("Seven Pairs")),
        OptionSpec("auto_pair", False, help=N_("make the pair when it is the only one possible"),
                   label=N_("Pair by itself")),
    ),
    variants={"siete-parejas": {"siete_parejas": True}},
    summary_es="Coloca las cartas en una cuadrícula de 3 × 5 y quita los números por parejas "
    "que sumen 9; descarta los 9. Ganas si solo quedan las 12 figuras, cada una en su fila.",
    summary_en="Lay the cards on a 3 × 5 grid and remove the numbers in pairs adding up to 9; "
    "discard the 9s. You win when only the 12 figures are left, each in its own row.",
)



def is_figure(card: Card) -> bool:
    return card.rank >= SOTA


def home_cells(card: Card) -> tuple[int, ...]:
    """The cells ``card`` may ever occupy: its row for a figure, any cell for a number."""
    return ROW_CELLS[FIGURE_ROW[card.rank]] if is_figure(card) else tuple(range(len(CELLS)))


# Speed: every action built once and shared by every legal list, and each card's cells.
_PLACE = {card: tuple(PlayCard(card, zone) for zone in CELLS) for card in SPANISH_48}
_PAIR = {card: {zone: NuevePair(card, zone) for zone in (*CELLS, PENDING)}
         for card in SPANISH_48}
_HOME = {card: home_cells(card) for card in SPANISH_48}
_NINES = tuple(card for card in SPANISH_48 if card.rank == NINE)
_DISCARD = {nine: NueveDiscard(nine) for nine in _NINES}


class ElNueve(Game):
    spec = SPEC

    # ---------------------------------------------------------------- setup

    def _setup(self) -> list[Event]:
        self.siete = self.options["siete_parejas"]
        self.dealer = self._draw_first_dealer()
        self.hand_number = 0
        self.stock = self.deck_for_hand(0, self.deck)[::-1]  # top card last [N9-7]
        self.grid: list[Card | None] = [None] * len(CELLS)
        self.pending: Card | None = None
        self.removed: list[Card] = []
        self.moving = False  # in the move stage a discarded 9 opens (N9-2)
        self.finished: Outcome | None = None
        return [HandStarted(0, self.dealer)]

    @property
    def deck(self) -> tuple[Card, ...]:
        return SPANISH_40 if self.siete else SPANISH_48

    # ---------------------------------------------------------------- what may be done

    def actors(self) -> tuple[int, ...]:
        return () if self.finished else (0,)

    def pairs(self, a: Card, b: Card) -> bool:
        """Whether two cards make a pair (7.3 rule 3; 7 Parejas: the same rank, 7.5)."""
        if is_figure(a) or is_figure(b):
            return False
        return a.rank == b.rank if self.siete else a.rank + b.rank == PAIR_SUM

    def place_moves(self) -> list[PlayCard]:
        card = self.pending
        if card is None:
            return []
        grid, places = self.grid, _PLACE[card]
        return [places[i] for i in _HOME[card] if grid[i] is None]

    def pair_moves(self) -> list[NuevePair]:
        """Every pair, each made by dragging either card onto the other's place."""
        partner = SAME_RANK if self.siete else ADDS_UP
        moves: list[NuevePair] = []
        seen: dict[int, list[int]] = {}  # the cells of the numbers met so far, by rank
        grid = self.grid
        for j, b in enumerate(grid):
            if b is None or b.rank >= SOTA:
                continue
            for i in seen.get(partner[b.rank], ()):
                a = grid[i]
                moves += [_PAIR[a][CELLS[j]], _PAIR[b][CELLS[i]]]
            seen.setdefault(b.rank, []).append(j)
        pending = self.pending
        if pending is not None and pending.rank < SOTA:
            for i in seen.get(partner[pending.rank], ()):
                moves += [_PAIR[pending][CELLS[i]], _PAIR[grid[i]][PENDING]]
        return moves

    def _has_way_out(self) -> bool:
        """Whether anything but a Reveal can be done: a place for the pending card, a 9 to
        discard or a pair (the loss test of 7.4 rule 8, without listing the actions)."""
        pending, grid = self.pending, self.grid
        if pending is not None and any(grid[i] is None for i in _HOME[pending]):
            return True
        cards = [c for c in grid if c is not None and c.rank < SOTA]
        if pending is not None and pending.rank < SOTA:
            cards.append(pending)
        ranks = [c.rank for c in cards]
        if self.siete:
            return len(set(ranks)) < len(ranks)
        present = set(ranks)
        return NINE in present or any(PAIR_SUM - r in present for r in present)

    def discard_moves(self) -> list[NueveDiscard]:
        """Each 9 that can be discarded: the pending one and those on the grid (N9-2)."""
        if self.siete:
            return []
        pending = self.pending
        moves = [_DISCARD[pending]] if pending is not None and pending.rank == NINE else []
        return moves + [_DISCARD[c] for c in self.grid if c is not None and c.rank == NINE]

    def move_moves(self) -> list[PlayCard]:
        """The moves of the move stage: a grid card to an empty cell it may occupy."""
        grid = self.grid
        empty = [j for j, c in enumerate(grid) if c is None]
        if not empty:
            return []
        moves: list[PlayCard] = []
        for card in grid:
            if card is not None:
                home, places = _HOME[card], _PLACE[card]
                moves += [places[j] for j in empty if j in home]
        return moves

    def _can_move(self, card: Card, target: str) -> bool:
        j = CELL_INDEX.get(target)
        return (j is not None and self.grid[j] is None and j in _HOME[card]
                and card in self.grid)

    def _legal_actions(self, seat: int) -> list[Action]:
        if self.moving:
            return [*self.move_moves(), NO_MOVE]
        legal: list[Action] = [REVEAL] if self.pending is None and self.stock else []
        legal += self.place_moves()
        legal += self.pair_moves()
        legal += self.discard_moves()
        return legal

    def _is_legal(self, seat: int, act: Action) -> bool:
        """The same answer as ``act in self._legal_actions(seat)``, without listing them."""
        kind = type(act)
        if self.moving:
            return act == NO_MOVE or (kind is PlayCard and self._can_move(act.card, act.target))
        if kind is Reveal:
            return act.zone == STOCK and self.pending is None and bool(self.stock)
        if kind is PlayCard:
            i = CELL_INDEX.get(act.target)
            return (act.card == self.pending and i is not None and self.grid[i] is None
                    and i in _HOME[act.card])
        if kind is NuevePair:
            other = self._zone_card(act.target)
            return (other is not None and other != act.card
                    and self._zone_of(act.card) is not None and self.pairs(act.card, other))
        return (kind is NueveDiscard and not self.siete and act.card.rank == NINE
                and act.target == REMOVED and self._zone_of(act.card) is not None)

    def _zone_card(self, zone: str) -> Card | None:
        if zone == PENDING:
            return self.pending
        i = CELL_INDEX.get(zone)
        return None if i is None else self.grid[i]

    def _zone_of(self, card: Card) -> str | None:
        if card == self.pending:
            return PENDING
        for i, c in enumerate(self.grid):
            if c == card:
                return CELLS[i]
        return None

    def _illegal_reason(self, seat: int, act: Action) -> tuple[str, dict[str, Any]]:
        if self.moving:
            return self._moving_reason(act)
        if isinstance(act, Reveal):
            if act.zone != STOCK:
                return "That move is not allowed now.", {}
            if self.pending is not None:
                return "A card is pending: place it, pair it or discard it first.", {}
            return "The stock is empty.", {}
        if isinstance(act, PlayCard):
            return self._place_reason(act)
        if isinstance(act, NuevePair):
            return self._pair_reason(act)
        if isinstance(act, NueveDiscard):
            return self._discard_reason(act)
        return "That move is not allowed now.", {}

    def _moving_reason(self, act: Action) -> tuple[str, dict[str, Any]]:
        if isinstance(act, PlayCard) and act.card in self.grid:
            return "A card moves to an empty cell, and a figure only within its own row.", {}
        return "Move one card to an empty cell, or choose to move none, first.", {}

    def _place_reason(self, act: PlayCard) -> tuple[str, dict[str, Any]]:
        if act.card != self.pending:
            return "Only the pending card can be placed.", {}  # the move stage is shut
        i = CELL_INDEX.get(act.target)
        if i is None:
            return "Place the card in an empty cell of the grid.", {}
        if self.grid[i] is not None:
            return "That cell is taken.", {}
        return "{card} goes only in an empty cell of its own row.", {"card": act.card}

    def _pair_reason(self, act: NuevePair) -> tuple[str, dict[str, Any]]:
        if self._zone_of(act.card) is None:
            return "Only the cards on the grid and the pending card can be paired.", {}
        other = self._zone_card(act.target)
        if other is None or other == act.card:
            return "There is no card there to pair with.", {}
        if is_figure(act.card) or is_figure(other):
            return "Figures are never paired.", {}
        if self.siete:
            return "{card} and {other} are not of the same rank.", {
                "card": act.card, "other": other}
        return "{card} and {other} do not add up to 9.", {"card": act.card, "other": other}

    def _discard_reason(self, act: NueveDiscard) -> tuple[str, dict[str, Any]]:
        if self.siete or act.card.rank != NINE:
            return "Only a 9 can be discarded.", {}
        if self._zone_of(act.card) is None:
            return "Only a 9 on the grid or the pending 9 can be discarded.", {}
        return "A discarded 9 goes onto the removed cards.", {}

    # ---------------------------------------------------------------- playing

    def _apply(self, seat: int, act: Action) -> list[Event]:
        if self.moving:
            return self._close_move_stage(act)
        kind = type(act)
        if kind is Reveal:
            card = self.stock.pop()
            self.pending = card
            events: list[Event] = [Dealt(card, PENDING)]
        elif kind is PlayCard:
            self.grid[CELL_INDEX[act.target]] = act.card
            self.pending = None
            events = [Moved((act.card,), PENDING, act.target, seat=0)]
        elif kind is NuevePair:
            events = self._pair(act.card, act.target)
        else:
            events = self._discard(act)
            if self.moving:  # the end waits until the move is made or declined
                return events
        return events + self._check_end()

    def _close_move_stage(self, act: Action) -> list[Event]:
        self.moving = False
        if act == NO_MOVE:
            return self._check_end()
        i, j = self.grid.index(act.card), CELL_INDEX[act.target]
        self.grid[i], self.grid[j] = None, act.card
        return [Moved((act.card,), CELLS[i], act.target, seat=0), *self._check_end()]

    def _take(self, card: Card) -> str:
        """Take ``card`` from where it lies onto the removed cards; returns that zone."""
        zone = self._zone_of(card)
        if zone == PENDING:
            self.pending = None
        else:
            self.grid[CELL_INDEX[zone]] = None
        self.removed.append(card)
        return zone

    def _pair(self, card: Card, target: str) -> list[Event]:
        other = self._zone_card(target)
        frm = self._take(card)
        self._take(other)
        return [
            Moved((card,), frm, REMOVED, seat=0),
            Moved((other,), target, REMOVED, seat=0),
            Announced(PAIRED, 0, {"cards": [str(card), str(other)]}),
        ]

    def _discard(self, act: NueveDiscard) -> list[Event]:
        frm = self._take(act.card)
        self.moving = bool(self.move_moves())
        return [
            Moved((act.card,), frm, REMOVED, seat=0),
            Announced(NINE_DISCARDED, 0, {"card": str(act.card), "moving": self.moving}),
        ]

    def _check_end(self) -> list[Event]:
        """A win once only the figures are left (7.4 rule 6); a loss when a card is pending
        and nothing can be done (rule 8)."""
        if self.pending is None:
            if self.stock or any(c is not None and c.rank < SOTA for c in self.grid):
                return []
            return self._end(True)
        return [] if self._has_way_out() else self._end(False)

    def perfect(self) -> bool:
        """Each suit's Rey, Caballo and Sota share a column (7.4 rule 7, N9-5)."""
        columns: dict[str, set[int]] = {}
        for i, card in enumerate(self.grid):
            if card is not None:
                columns.setdefault(card.suit, set()).add(i % COLUMNS)
        return all(len(found) == 1 for found in columns.values())

    def _end(self, won: bool) -> list[Event]:
        perfect = won and self.perfect()
        reason = ("perfect" if perfect else "figures_only") if won else "pending_stuck"
        removed = len(self.removed)
        self.finished = Outcome((0,) if won else (), (1.0 if won else 0.0,), (removed,), reason)
        data = {"removed": removed, "perfect": perfect, "reason": reason,
                "pending": str(self.pending) if self.pending else ""}
        results = {"won": won, "perfect": perfect, "removed": removed, "reason": reason}
        return [
            Announced(WON if won else LOST, 0, data),
            self._hand_over(0, self.finished.winners, results),
            MatchOver(self.finished),
        ]

    def outcome(self) -> Outcome | None:
        return self.finished

    def auto_pair(self) -> NuevePair | None:
        """The pair the auto-pair option makes now: the only one possible, if exactly one is
        (7.3, N9-4); with several the player chooses, and a 9 is never discarded for him. The
        rules only name it; the UI plays it like any other action."""
        if not self.options["auto_pair"] or self.finished or self.moving:
            return None
        moves = self.pair_moves()
        return moves[0] if len(moves) == 2 else None  # one pair, listed both ways round

    def auto_action(self, seat: int) -> Any | None:
        """The protocol's name for what the option makes now (``auto_pair``)."""
        return self.auto_pair()

    # ---------------------------------------------------------------- what is seen

    def zones(self) -> dict[str, list[Card]]:
        zones = {STOCK: self.stock[::-1], PENDING: [self.pending] if self.pending else []}
        for zone, card in zip(CELLS, self.grid, strict=True):
            zones[zone] = [card] if card else []
        zones[REMOVED] = list(self.removed)
        return zones

    def info(self) -> dict[str, Any]:
        return {
            "stock": len(self.stock),
            "removed": len(self.removed),
            "figures_placed": sum(1 for c in self.grid if c is not None and c.rank >= SOTA),
            "moving": self.moving,
            "auto_pair": self.options["auto_pair"],
        }

    def _unseen(self, seat: int) -> list[list[Card]]:
        """The stock's order is never seen (7.2)."""
        return [self.stock]
