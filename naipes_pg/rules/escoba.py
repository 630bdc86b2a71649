"""Escoba del 15 and Desescoba (RULES.md §15).

Players capture table cards that add up to 15 with a card from hand. The opening "15 en mesa"
is a slap race (RULES.md 0.6): presses are ``Slap(t)`` actions, ``Tick(t)`` comes from the
``CLOCK`` pseudo-seat, and the race's deadline is derived from those times alone. Its t0 is the
time of the first input after the deal (0.6), so when nobody slaps the clock sends two ticks: the
one that fixes t0, then the one at t0 + 5000 that closes the race with a ``TimedOut`` event.
Capture piles are lists bottom to top; their *marked* cards (escobas, 15 en mesa, 15 en mano: a
point each) are also listed in ``marked`` so the table can show them face up. Cards taken by a
15 en mesa or en mano are ``Claimed``, the hand's last leftovers ``LeftoversTaken``.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ..cards import OROS, SPANISH_40, SPANISH_SUITS, Card
from .base import (
    CLOCK,
    N_,
    Action,
    Capture,
    Game,
    GameSpec,
    OptionSpec,
    Outcome,
    PlayCard,
    Slap,
    Tick,
)
from .events import (
    Announced,
    Captured,
    Claimed,
    Dealt,
    Event,
    HandStarted,
    LeftoversTaken,
    MatchOver,
    Moved,
    Revealed,
    Scored,
    TimedOut,
)

HAND_SIZE, TABLE_SIZE, FIFTEEN, TARGET = 3, 4, 15, 15
RACE_MS, GRACE_MS = 5000, 300  # RULES.md 0.6: the race's own length, and the grace period
SIETE_DE_OROS = Card(7, OROS)
CATEGORIES = ("cartas", "oros", "siete_de_oros", "primera")

SPEC = GameSpec(
    id="escoba",
    name_es="Escoba del 15",
    name_en="Escoba (Fifteen)",
    players=(2, 4),
    deck="spanish40",
    options=(
        OptionSpec("players", 2, minimum=2, maximum=4, help=N_("players")),
        OptionSpec("reflex_race", True, help=N_("15 on the table is a slap race; off: the dealer "
                   "takes the cards [ES-3]"), label=N_("Reflex race")),
        OptionSpec("desescoba", False, help=N_("reversed goal: whoever reaches 15 loses [ES-9]"),
                   label=N_("Reverse Escoba")),
    ),
    variants={"desescoba": {"desescoba": True}},
    realtime=True,  # the opening "15 en mesa" race, when the option is on
    summary_es="Suma 15 con una carta de tu mano y las de la mesa. Escobas, cartas, oros, "
    "siete de oros y primera: gana quien llega a 15 puntos.",
    summary_en="Make 15 with a card from your hand and cards on the table. Sweeps, cards, "
    "coins, the seven of coins and primera: first to 15 points wins.",
)


def value(card: Card) -> int:
    """The counting value: 1-7 their number, Sota 8, Caballo 9, Rey 10."""
    return card.rank if card.rank <= 7 else card.rank - 2


VALUE = {card: value(card) for card in SPANISH_40}
value_of = VALUE.__getitem__
PLAY = {card: PlayCard(card, "table") for card in SPANISH_40}  # shared: actions are values


@lru_cache(maxsize=65536)
def capture_action(card: Card, taken: tuple[Card, ...]) -> Capture:
    return Capture(card, taken, "table")


@lru_cache(maxsize=65536)
def sets_by_sum(values: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """For table cards of these values, every non-empty set of positions adding up to at most
    14, grouped by its sum (the index). Sets that overshoot are never extended, so the work
    stays small; callers pass the values sorted, so few keys cover most tables."""
    found: list[tuple[int, tuple[int, ...]]] = [(0, ())]
    for i, v in enumerate(values):
        found += [(s + v, combo + (i,)) for s, combo in found if s + v < FIFTEEN]
    buckets: list[list[tuple[int, ...]]] = [[] for _ in range(FIFTEEN)]
    for s, combo in found[1:]:
        buckets[s].append(combo)
    return tuple(tuple(b) for b in buckets)


def total(cards: list[Card] | tuple[Card, ...]) -> int:
    return sum(map(value_of, cards))


def captures_for(table: list[Card], card: Card) -> list[tuple[Card, ...]]:
    """The table sets ``card`` can capture (each adds up to 15 with it), lowest values first."""
    cards = sorted(table, key=value_of)
    sets = sets_by_sum(tuple(map(value_of, cards)))[FIFTEEN - VALUE[card]]
    return [tuple([cards[i] for i in combo]) for combo in sets]


def primera_sum(pile: list[Card]) -> int | None:
    """The sum of the best 1-7 card of each suit, or None if a suit has none [ES-7]."""
    best = dict.fromkeys(SPANISH_SUITS, 0)
    for card in pile:
        if card.rank <= 7 and card.rank > best[card.suit]:
            best[card.suit] = card.rank
    return sum(best.values()) if all(best.values()) else None


def _sole_best(figures: list[int | None]) -> int | None:
    """The seat with the single highest figure (None figures take no part), else None."""
    present = [f for f in figures if f is not None]
    if not present or present.count(max(present)) > 1:
        return None
    return figures.index(max(present))


def score_hand(piles: list[list[Card]], marked: list[list[Card]]) -> list[dict[str, Any]]:
    """One row per seat: the figures of rules 9-13 and the points each category gives."""
    cards = [len(pile) for pile in piles]
    oros = [sum(1 for c in pile if c.suit == OROS) for pile in piles]
    primeras = [primera_sum(pile) for pile in piles]
    top = {
        "cartas": _sole_best(cards),
        "oros": _sole_best(oros),
        "siete_de_oros": next((s for s, p in enumerate(piles) if SIETE_DE_OROS in p), None),
        "primera": _sole_best(primeras),
    }
    rows = []
    for seat in range(len(piles)):
        row: dict[str, Any] = {"marks": len(marked[seat]), "cards": cards[seat],
                               "oro_cards": oros[seat], "primera_sum": primeras[seat]}
        for key in CATEGORIES:
            row[key] = int(top[key] == seat)
        if row["primera"] and primeras[seat] == 28:
            row["primera"] = 2
        row["points"] = row["marks"] + sum(row[key] for key in CATEGORIES)
        rows.append(row)
    return rows


class Escoba(Game):
    spec = SPEC

    @property
    def realtime(self) -> bool:
        """Only the "15 en mesa" race is timed; without it Escoba is a turn game."""
        return self.options["reflex_race"] and not self.options["desescoba"]

    def presses(self, seat: int) -> tuple[Any, ...]:
        """Key 2 of each block slaps the table (RULES.md 0.6); the other keys send nothing."""
        return (None, Slap(0)) if self.realtime else ()

    # ---------------------------------------------------------------- setup and deals

    def _setup(self) -> list[Event]:
        n = self.players
        # orders[s]: every seat in turn order, starting after s
        self.orders = [[(seat + i) % n for i in range(1, n + 1)] for seat in range(n)]
        self.dealer = self._draw_first_dealer()
        self.scores, self.hand_number = [0] * n, -1
        self.results: list[dict[str, Any]] = []
        self.finished: Outcome | None = None
        self.clock = 0  # the last time seen, in ms; it never goes back
        self.grace_until = -1  # presses up to this time are ignored (0.6 grace period)
        return self._start_hand()

    def _start_hand(self) -> list[Event]:
        self.hand_number += 1
        self.stock = self.deck_for_hand(self.hand_number, SPANISH_40)[::-1]  # top card last
        n = self.players
        self.table: list[Card] = []
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.piles: list[list[Card]] = [[] for _ in range(n)]
        self.marked: list[list[Card]] = [[] for _ in range(n)]
        self.escobas = [0] * n
        self.aside: list[Card] = []  # leftovers when nobody captured [ES-10]
        self.last_capturer: int | None = None
        self.sitting_out: list[int] = []
        self.deal_number, self.turn = 0, None
        self.race_open, self.race_t0 = False, None
        return [HandStarted(self.hand_number, self.dealer), *self._deal()]

    def _deal(self) -> list[Event]:
        """3 cards each from the seat after the dealer; 4 to the table on the first deal."""
        self.deal_number += 1
        self.turn = None
        events: list[Event] = []
        stock = self.stock
        for seat in self.orders[self.dealer]:
            dealt = stock[: -HAND_SIZE - 1 : -1]  # the top three, top first
            del stock[-HAND_SIZE:]
            self.hands[seat] += dealt
            zone = f"hand:{seat}"
            events += [Dealt(card, zone) for card in dealt]
        if self.deal_number > 1:
            return events + self._quince_en_mano()
        for _ in range(TABLE_SIZE):
            self.table.append(self.stock.pop())
            events.append(Dealt(self.table[-1], "table"))
        if total(self.table) != FIFTEEN:  # a table of 30 gives nothing [ES-3]
            return events + self._quince_en_mano()
        if self.options["reflex_race"] and not self.options["desescoba"]:
            self.race_open = True  # t0 is the time of the next input (0.6)
            return events + [Announced("quince_en_mesa", None, {"race_ms": RACE_MS})]
        return events + self._take_mesa(self.dealer) + self._quince_en_mano()

    def _mark(self, seat: int, cards: list[Card], frm: str) -> list[Event]:
        """``cards`` go to ``seat``'s pile as marked cards (15 en mesa, 15 en mano); a hand is
        shown to everyone first."""
        self.piles[seat] += cards
        self.marked[seat] += cards
        self.last_capturer = seat
        shown: list[Event] = [Revealed(c, frm) for c in cards] if frm != "table" else []
        return [*shown, Claimed(seat, tuple(reversed(cards)), frm, f"pile:{seat}")]

    def _take_mesa(self, seat: int) -> list[Event]:
        cards, self.table = self.table, []
        data = {"cards": [str(c) for c in cards], "points": len(cards)}
        return [Announced("quince_en_mesa", seat, data), *self._mark(seat, cards, "table")]

    def _quince_en_mano(self) -> list[Event]:
        """Rule 4 [ES-4, ES-11]: a dealt hand adding up to 15 is taken and sits out the deal."""
        events: list[Event] = []
        self.sitting_out = []
        for seat in self.orders[self.dealer]:
            hand = self.hands[seat]
            if total(hand) == FIFTEEN:
                self.hands[seat] = []
                self.sitting_out.append(seat)
                data = {"cards": [str(c) for c in hand], "points": len(hand)}
                events.append(Announced("quince_en_mano", seat, data))
                events += self._mark(seat, hand, f"hand:{seat}")
        return events + self._pass_turn(self.dealer)

    def _pass_turn(self, after: int) -> list[Event]:
        """The next seat holding cards plays; with none, the next deal or the end of hand."""
        for seat in self.orders[after]:
            if self.hands[seat]:
                self.turn = seat
                return []
        return self._deal() if self.stock else self._end_hand()

    # ---------------------------------------------------------------- the race (0.6)

    @property
    def race_deadline(self) -> int | None:
        return None if self.race_t0 is None else self.race_t0 + RACE_MS

    def _close_race(self, winner: int | None, at: int) -> list[Event]:
        self.race_open = False
        self.grace_until = at + GRACE_MS
        if winner is None:
            events: list[Event] = [TimedOut("quince_en_mesa", at)]
        else:
            events = self._take_mesa(winner)
        return events + self._quince_en_mano()

    def _timed(self, seat: int, t: int) -> list[Event]:
        """A press or a tick at ``t``: the window runs out at t0 + 5000, after every press
        timed then or earlier and before any later input."""
        if self.race_t0 is None:
            self.race_t0 = t
        self.clock = t
        deadline = self.race_t0 + RACE_MS
        if t > deadline or (seat == CLOCK and t == deadline):
            return self._close_race(None, deadline)  # a late slap is then ignored
        if seat == CLOCK or t <= self.grace_until:
            return []
        return self._close_race(seat, t)

    # ---------------------------------------------------------------- turns

    def actors(self) -> tuple[int, ...]:
        if self.finished:
            return ()
        if self.race_open:
            return (*range(len(self.hands)), CLOCK)
        return (self.turn,)

    def _legal_actions(self, seat: int) -> list[Action]:
        if self.race_open:
            if seat == CLOCK:
                return [Tick(self.clock if self.race_t0 is None else self.race_deadline)]
            return [Slap(max(self.clock, self.grace_until + 1))]  # the first time that counts
        cards = sorted(self.table, key=value_of)
        by_sum = sets_by_sum(tuple(map(value_of, cards)))
        compulsory = self.options["desescoba"]
        actions: list[Action] = []
        for card in self.hands[seat]:
            sets = by_sum[FIFTEEN - VALUE[card]]
            for combo in sets:
                actions.append(capture_action(card, tuple([cards[i] for i in combo])))
            if not (sets and compulsory):
                actions.append(PLAY[card])
        return actions

    def _is_legal(self, seat: int, act: Action) -> bool:
        if self.race_open:  # any time not before the last one seen
            kind = Tick if seat == CLOCK else Slap
            return type(act) is kind and type(act.t) is int and act.t >= self.clock
        kind = type(act)
        if kind not in (PlayCard, Capture) or act.target != "table":
            return False
        if act.card not in self.hands[seat]:
            return False
        if kind is PlayCard:
            return not (self.options["desescoba"] and self._can_capture(act.card))
        return self._capture_problem(act) is None

    def _can_capture(self, card: Card) -> bool:
        return bool(sets_by_sum(tuple(sorted(map(value_of, self.table))))[FIFTEEN - VALUE[card]])

    def _capture_problem(self, act: Capture) -> tuple[str, dict[str, Any]] | None:
        """Why a capture is wrong (a message and its parameters), or None if it is right."""
        taken = act.taken
        if not isinstance(taken, tuple) or not taken:
            return "Choose at least one table card to capture.", {}
        if len(set(taken)) != len(taken):
            return "Each table card can be taken only once.", {}
        missing = [card for card in taken if card not in self.table]
        if missing:
            return "{card} is not on the table.", {"card": missing[0]}
        made = VALUE[act.card] + total(taken)
        if made != FIFTEEN:
            return "{card} and the chosen cards add up to {total}, not 15.", {
                "card": act.card, "total": made}
        return None

    def _illegal_reason(self, seat: int, act: Action) -> tuple[str, dict[str, Any]]:
        if self.race_open:
            if type(act) is not (Tick if seat == CLOCK else Slap):
                return "Fifteen on the table: slap the table or wait for the race to end.", {}
            return "Time cannot go back: {t} ms is before {last} ms.", {
                "t": act.t, "last": self.clock}
        if isinstance(act, (Slap, Tick)):
            return "There is nothing to slap now.", {}
        if not isinstance(act, (PlayCard, Capture)):
            return "Play a card from your hand.", {}
        if act.card not in self.hands[seat]:
            return "{card} is not in your hand.", {"card": act.card}
        if act.target != "table":
            return "Play the card onto the table.", {}
        if isinstance(act, PlayCard):
            return "In Reverse Escoba you must capture: {card} makes 15 with the table.", {
                "card": act.card}
        return self._capture_problem(act) or super()._illegal_reason(seat, act)

    def _apply(self, seat: int, act: Action) -> list[Event]:
        if self.race_open:
            return self._timed(seat, act.t)
        self.hands[seat].remove(act.card)
        events: list[Event] = [Moved((act.card,), f"hand:{seat}", "table", seat=seat)]
        if type(act) is PlayCard:
            self.table.append(act.card)
        else:
            events += self._capture(seat, act.card, act.taken)
        return events + self._pass_turn(seat)

    def _capture(self, seat: int, card: Card, taken: tuple[Card, ...]) -> list[Event]:
        for t in taken:
            self.table.remove(t)
        self.piles[seat] += [*reversed(taken), card]  # top first: card, then ``taken``
        self.last_capturer = seat
        events: list[Event] = [Captured(seat, (card, *taken), "table", f"pile:{seat}")]
        if not self.table:  # rule 6: the played card is marked face up
            self.marked[seat].append(card)
            self.escobas[seat] += 1
            events.append(Announced("escoba", seat, {"card": str(card)}))
        return events

    # ---------------------------------------------------------------- end of hand and match

    def _end_hand(self) -> list[Event]:
        self.turn = None
        assert total(self.table) % 5 == 0, "a wrong capture slipped through [ES-6]"
        events: list[Event] = []
        rest, seat, self.table = self.table, self.last_capturer, []
        if rest and seat is not None:  # rule 7, never an escoba
            self.piles[seat] += rest
            events.append(LeftoversTaken(seat, tuple(reversed(rest)), "table", f"pile:{seat}"))
        elif rest:  # [ES-10]
            self.aside += rest
            events.append(Moved(tuple(rest), "table", "aside"))
        return events + self._score({"leftovers": [str(c) for c in rest], "leftovers_to": seat})

    def _score(self, summary: dict[str, Any]) -> list[Event]:
        rows = score_hand(self.piles, self.marked)
        events: list[Event] = []
        for seat, row in enumerate(rows):
            events += self._scored(seat, row)
            self.scores[seat] += row["points"]
            row["escobas"] = self.escobas[seat]
            row["score"] = self.scores[seat]
        pick = min if self.options["desescoba"] else max
        best = pick(row["points"] for row in rows)
        summary.update(seats=rows, scores=list(self.scores), dealer=self.dealer)
        self.results.append(summary)
        hand_top = tuple(s for s, row in enumerate(rows) if row["points"] == best)
        events.append(self._hand_over(self.hand_number, hand_top, summary))
        self.finished = self._match_outcome()
        if self.finished:
            return events + [MatchOver(self.finished)]
        self.dealer = (self.dealer + 1) % self.players
        return events + self._start_hand()

    @staticmethod
    def _scored(seat: int, row: dict[str, Any]) -> list[Event]:
        events: list[Event] = [Scored(seat, row["marks"], "escobas")] if row["marks"] else []
        for key in CATEGORIES:
            if row[key]:
                events += [Announced(key, seat, {"points": row[key]}), Scored(seat, row[key], key)]
        return events

    def _match_outcome(self) -> Outcome | None:
        """Rule 14 [ES-8]; Desescoba's reversed goal [ES-9]."""
        scores, top = self.scores, max(self.scores)
        if top < TARGET:
            return None
        leaders = [s for s, points in enumerate(scores) if points == top]
        if not self.options["desescoba"]:
            if len(leaders) > 1:
                return None  # equal highest: another hand
            return self._outcome(leaders, "fifteen")
        others = [s for s in range(self.players) if s not in leaders]
        low = min((scores[s] for s in others), default=None)
        return self._outcome([s for s in others if scores[s] == low], "desescoba")

    def _outcome(self, winners: list[int], reason: str) -> Outcome:
        share = 1.0 / len(winners) if winners else 0.0
        returns = tuple(share if s in winners else 0.0 for s in range(self.players))
        return Outcome(tuple(winners), returns, tuple(self.scores), reason)

    def outcome(self) -> Outcome | None:
        return self.finished

    # ---------------------------------------------------------------- what is seen

    def zones(self) -> dict[str, list[Card]]:
        zones = {"stock": self.stock[::-1], "table": list(self.table), "aside": list(self.aside)}
        for seat in range(self.players):
            zones[f"hand:{seat}"] = list(self.hands[seat])
            zones[f"pile:{seat}"] = list(self.piles[seat])
        return zones

    def _mask(self, seat: int | None, zone: str, cards: list[Card]) -> list[Card | None]:
        if zone.startswith("pile:"):  # captures lie face down, marked cards face up
            marked = self.marked[int(zone[5:])]
            return [card if card in marked else None for card in cards]
        return super()._mask(seat, zone, cards)

    def info(self) -> dict[str, Any]:
        return {
            "dealer": self.dealer, "turn": self.turn, "hand_number": self.hand_number,
            "deal_number": self.deal_number, "scores": list(self.scores), "target": TARGET,
            "desescoba": self.options["desescoba"],
            "pile_counts": [len(pile) for pile in self.piles],
            "marked": [[str(c) for c in cards] for cards in self.marked],  # shown face up
            "escobas": list(self.escobas),
            "sitting_out": list(self.sitting_out),
            "last_capturer": self.last_capturer,
            "race": {"open": self.race_open, "t0": self.race_t0, "deadline": self.race_deadline},
            "clock": self.clock,
        }

    def seen_cards(self, seat: int) -> list[Card]:
        """Every card whose place ``seat`` knows: his hand, the table, what was captured (each
        capture was seen face up) and the cards set aside."""
        captured = [card for pile in self.piles for card in pile]
        return self.hands[seat] + self.table + captured + self.aside

    def _unseen(self, seat: int) -> list[list[Card]]:
        return [self.hands[s] for s in range(self.players) if s != seat] + [self.stock]
