"""Cinquillo (RULES.md §5): two to four players lay out the four suits from their 5s.

The whole deck is dealt [CI-5]; the holder of the 5 de oros opens with it. In turn each player
plays one card next to a row's end (``PlayCard(card, "row:<suit>")``) or a 5 that opens a
row; only a player with no such card says ``Call("paso")`` [CI-1]. The first to empty his hand
wins the deal. Options (combinable, [CI-4]): ``pago`` (10 chips each, a pass pays one into
the pot, the deal's winner takes it; a deal limit), ``puntaje`` (the winner scores the cards
left in the other hands; 20 points win) and ``doble_turno`` (after a 1 or a Rey the player
may play again or end his turn, ``Call("terminar")`` [CI-3]).

Zones: ``hand:{s}``, ``row:{suit}`` (the row's cards, lowest first: a card played below the
row's end joins it at the bottom). Events: ``Dealt`` (the deal), ``Moved`` (a play),
``Announced`` with ``cinco_de_oros`` (the forced opening), ``paso``, ``otra`` (an extra play
offered), ``sin_fichas`` (a pass that took the last chip) and ``sin_cartas`` (the deal won),
``Scored`` (``"paso"``: a chip paid, −1; ``"bote"``: the pot won; ``"cartas"``: the points of
the cards left), ``HandStarted`` and ``HandOver`` every deal, ``MatchOver``.

A pass tells the table that the passer holds none of the cards that were playable then; the
search's worlds keep to it (``_slots``).
"""

from __future__ import annotations

from typing import Any

from ..cards import CABALLO, REY, SOTA, SPANISH_SUITS, Card
from .base import N_, Action, Call, Game, GameSpec, OptionSpec, Outcome, PlayCard
from .events import Announced, Dealt, Event, HandStarted, MatchOver, Moved, Scored
from .worlds import Slot

ORDER = (1, 2, 3, 4, 5, 6, 7, SOTA, CABALLO, REY)  # 7 → Sota: no 8 or 9 (rule 3)
STEP = {rank: i for i, rank in enumerate(ORDER)}
FIVE = STEP[5]
OPENING = Card(5, "o")
DOUBLE_RANKS = (1, REY)  # Con doble turno: these give another play [CI-3]
START_CHIPS = 10  # Con pago [CI-2]
TARGET = 20  # Con puntaje
BLOCK = 3  # cards dealt to a seat at a time (0.2)
PASO, TERMINAR = Call("paso"), Call("terminar")
SUIT_ORDER = {suit: i for i, suit in enumerate(SPANISH_SUITS)}
ROWS = {suit: f"row:{suit}" for suit in SPANISH_SUITS}
MAX_PLAYERS = 4
HANDS = tuple(f"hand:{seat}" for seat in range(MAX_PLAYERS))  # named once: every play uses one
_PLAY = {(rank, suit): PlayCard(Card(rank, suit), ROWS[suit])
         for rank in ORDER for suit in SPANISH_SUITS}
_AT = {(step, suit): Card(rank, suit) for step, rank in enumerate(ORDER) for suit in SPANISH_SUITS}

SPEC = GameSpec(
    id="cinquillo",
    name_es="Cinquillo",
    name_en="Cinquillo",
    players=(2, MAX_PLAYERS),
    deck="spanish40",
    options=(
        OptionSpec("players", 2, minimum=2, maximum=MAX_PLAYERS, help=N_("players")),
        OptionSpec("pago", False, label=N_("With chips"),
                   help=N_("10 chips each; every pass pays one into the pot, the deal's "
                           "winner takes it; the most chips win [CI-2]")),
        OptionSpec("puntaje", False, label=N_("With points"),
                   help=N_("the deal's winner scores a point per card left in the other "
                           "hands; 20 points win")),
        OptionSpec("doble_turno", False, label=N_("Double turn"),
                   help=N_("after a 1 or a King you may play one more card [CI-3]")),
        OptionSpec("deals", 10, minimum=1, maximum=100, label=N_("Deals"),
                   help=N_("the most deals a match with chips lasts [CI-2]"),
                   needs=(("pago", True),), shown_with=(("pago", True),)),
    ),
    variants={
        "pago": {"pago": True},
        "puntaje": {"puntaje": True},
        "doble-turno": {"doble_turno": True},
        "pago-puntaje": {"pago": True, "puntaje": True},
        "pago-doble-turno": {"pago": True, "doble_turno": True},
        "puntaje-doble-turno": {"puntaje": True, "doble_turno": True},
        "pago-puntaje-doble-turno": {"pago": True, "puntaje": True, "doble_turno": True},
    },
    variant_labels={
        "pago": N_("With chips"),
        "puntaje": N_("With points"),
        "doble-turno": N_("Double turn"),
        "pago-puntaje": N_("With chips and points"),
        "pago-doble-turno": N_("With chips and double turn"),
        "puntaje-doble-turno": N_("With points and double turn"),
        "pago-puntaje-doble-turno": N_("With chips, points and double turn"),
    },
    summary_es="Abre las cuatro filas con sus cincos y ve añadiendo cartas seguidas, hacia "
    "arriba o hacia abajo; quien se queda antes sin cartas, gana.",
    summary_en="Open the four rows with their fives and add the cards next to them, up or "
    "down; the first to run out of cards wins.",
)


def open_cards(ends: dict[str, tuple[int, int] | None]) -> frozenset[Card]:
    """Every card that may be played next to rows with these ends (rule 4; before the opening
    the 5o alone, rule 2)."""
    if ends["o"] is None:
        return frozenset((OPENING,))
    cards = []
    for suit, end in ends.items():
        steps = (FIVE,) if end is None else (end[0] - 1, end[1] + 1)
        cards += [_AT[s, suit] for s in steps if 0 <= s < len(ORDER)]
    return frozenset(cards)


class Cinquillo(Game):
    spec = SPEC

    # ---------------------------------------------------------------- setup and deal

    def _setup(self) -> list[Event]:
        n = self.players
        self.pago, self.puntaje = self.options["pago"], self.options["puntaje"]
        self.doble_turno = self.options["doble_turno"]
        self.dealer = self._draw_first_dealer()
        self.chips = [START_CHIPS if self.pago else 0] * n
        self.pot = 0
        self.points = [0] * n
        self.hand_number = -1
        self.results: list[dict[str, Any]] = []
        self.finished: Outcome | None = None
        return self._start_deal()

    def _start_deal(self) -> list[Event]:
        self.hand_number += 1
        n = self.players
        deck = self.deck_for_hand(self.hand_number, self.deck)
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.set_rows({suit: [] for suit in SPANISH_SUITS})
        self.again = False  # Con doble turno: the seat in turn may play once more
        # what each pass showed; frozen, and replaced on a pass: a clone (a searched world)
        # copies the list alone, and must not teach the real game what its rollouts did
        self.passed: list[frozenset[Card]] = [frozenset()] * n
        events: list[Event] = [HandStarted(self.hand_number, self.dealer)]
        events += self._deal(deck)
        self.turn = next(s for s in range(n) if OPENING in self.hands[s])  # rule 2
        return events

    def _deal(self, deck: list[Card]) -> list[Event]:
        """[CI-5]: blocks of 3 from the seat after the dealer, the last round short; with 3
        players the 40th card goes to the 5o's holder, or to the seat after the dealer when
        it is the 5o itself."""
        n, top = self.players, 0
        size = len(deck) // n
        events: list[Event] = []
        for given in range(0, size, BLOCK):
            block = min(BLOCK, size - given)
            for offset in range(1, n + 1):
                seat = (self.dealer + offset) % n
                events += self._give(seat, deck[top:top + block])
                top += block
        for card in deck[top:]:
            holder = [s for s in range(n) if OPENING in self.hands[s]]
            events += self._give(holder[0] if holder else (self.dealer + 1) % n, [card])
        for hand in self.hands:  # a hand of up to 20 is read by suit and rank, as held
            hand.sort(key=lambda card: (SUIT_ORDER[card.suit], STEP[card.rank]))
        return events

    def _give(self, seat: int, cards: list[Card]) -> list[Event]:
        self.hands[seat] += cards
        return [Dealt(card, f"hand:{seat}") for card in cards]

    def set_rows(self, rows: dict[str, list[Card]]) -> None:
        """Lay these rows (each a run of its suit, lowest first), with their ends and the
        cards they let be played."""
        self.rows = {suit: list(rows.get(suit, [])) for suit in SPANISH_SUITS}
        self.ends: dict[str, tuple[int, int] | None] = {
            suit: (STEP[row[0].rank], STEP[row[-1].rank]) if row else None
            for suit, row in self.rows.items()}
        self.wanted = self._open_cards()

    # ---------------------------------------------------------------- turns

    def actors(self) -> tuple[int, ...]:
        return () if self.finished else (self.turn,)

    def plays(self, seat: int) -> list[PlayCard]:
        """The cards ``seat`` may play now (the opening: the 5o alone, rule 2)."""
        wanted = self.wanted
        return [_PLAY[card] for card in self.hands[seat] if card in wanted]

    def _legal_actions(self, seat: int) -> list[Action]:
        plays: list[Action] = list(self.plays(seat))
        if self.again:
            return plays + [TERMINAR]
        return plays or [PASO]  # [CI-1]

    def _is_legal(self, seat: int, act: Action) -> bool:
        """The same answer as ``act in legal_actions(seat)``, without building the list."""
        if type(act) is PlayCard:
            card = act.card
            return (card in self.wanted and act.target == ROWS.get(card.suit)
                    and card in self.hands[seat])
        if act == TERMINAR:
            return self.again
        return act == PASO and not self.again and not self.plays(seat)

    def _illegal_reason(self, seat: int, act: Action) -> tuple[str, dict[str, Any]]:
        if act == PASO:
            return "You cannot pass: you have a card to play.", {}
        if act == TERMINAR:
            return "Only after a 1 or a King may you end your turn early.", {}
        card = getattr(act, "card", None)
        if not isinstance(act, PlayCard) or card is None:
            return "Play a card onto its row, or pass when you cannot.", {}
        if card not in self.hands[seat]:
            return "{card} is not in your hand.", {"card": card}
        if self.ends["o"] is None:
            return "The game opens with the 5 of coins.", {}
        if act.target != ROWS[card.suit]:
            return "{card} goes in the row of its own suit.", {"card": card}
        if self.ends[card.suit] is None:
            return "That row is not open yet: it opens with its 5.", {}
        return "{card} must go next to an end of its row.", {"card": card}

    def _apply(self, seat: int, act: Action) -> list[Event]:
        if act == PASO:
            return self._pass(seat)
        if act == TERMINAR:
            self.again = False
            return self._next_turn(seat)
        return self._play(seat, act.card)

    def _play(self, seat: int, card: Card) -> list[Event]:
        self.hands[seat].remove(card)
        suit = card.suit
        row, step, end = self.rows[suit], STEP[card.rank], self.ends[suit]
        below = end is not None and step < end[0]
        if below:
            row.insert(0, card)
            self.ends[suit] = (step, end[1])
        else:
            row.append(card)
            self.ends[suit] = (end[0] if end else step, step)
        self.wanted = self._opened(card, end, below)
        events: list[Event] = [Moved((card,), HANDS[seat], ROWS[card.suit],
                                     to_end="bottom" if below else "top", seat=seat)]
        if card == OPENING and len(self.rows["o"]) == 1:
            events.insert(0, Announced("cinco_de_oros", seat, {}))
        if not self.hands[seat]:  # rule 7, and [CI-3]: the last card wins at once
            return events + self._end_deal(seat)
        self.again = (self.doble_turno and card.rank in DOUBLE_RANKS
                      and bool(self.plays(seat)))
        if self.again:
            return events + [Announced("otra", seat, {"card": str(card)})]
        return events + self._next_turn(seat)

    def _opened(self, card: Card, end: tuple[int, int] | None, below: bool) -> frozenset[Card]:
        """The cards that may be played once ``card`` is laid: those before, less it, and the
        next card past it (both neighbours of a 5 that opens its row). Kept, not recomputed:
        it is asked at every turn of every playout."""
        if card == OPENING:  # the 5o: every other row's 5 may open now too
            return self._open_cards()
        step = STEP[card.rank]
        steps = (FIVE - 1, FIVE + 1) if end is None else (step - 1,) if below else (step + 1,)
        new = [_AT[s, card.suit] for s in steps if 0 <= s < len(ORDER)]
        return self.wanted.difference((card,)).union(new)

    def _pass(self, seat: int) -> list[Event]:
        """[CI-1], and Con pago a chip into the pot unless he has none [CI-2]."""
        self.passed[seat] = self.passed[seat] | self.wanted
        events: list[Event] = [Announced("paso", seat, {})]
        if self.pago and self.chips[seat] > 0:
            self.chips[seat] -= 1
            self.pot += 1
            events.append(Scored(seat, -1, "paso"))
            if not self.chips[seat]:
                events.append(Announced("sin_fichas", seat, {}))
        return events + self._next_turn(seat)

    def _open_cards(self) -> frozenset[Card]:
        """Every card that may be played now: what a pass says its player lacks."""
        return open_cards(self.ends)

    def _next_turn(self, seat: int) -> list[Event]:
        self.again = False
        self.turn = (seat + 1) % len(self.hands)  # rule 6
        return []

    # ---------------------------------------------------------------- end of deal and match

    def _end_deal(self, winner: int) -> list[Event]:
        n = self.players
        left = [len(hand) for hand in self.hands]
        gained = [0] * n
        events: list[Event] = [Announced("sin_cartas", winner, {})]
        if self.puntaje:
            gained[winner] = sum(left)
            self.points[winner] += gained[winner]
            events.append(Scored(winner, gained[winner], "cartas"))
        pot = self.pot
        if self.pago and pot:
            self.chips[winner] += pot
            self.pot = 0
            events.append(Scored(winner, pot, "bote"))
        result = {"dealer": self.dealer, "winner": winner, "cards": left, "points": gained,
                  "scores": list(self.points), "chips": list(self.chips), "pot": pot}
        if not self.puntaje:  # only the running points are a match figure
            del result["points"], result["scores"]
        self.results.append(result)
        events.append(self._hand_over(self.hand_number, (winner,), result))
        ending = self._match_ending(winner)
        if ending:
            return events + self._end_match(*ending)
        self.dealer = (self.dealer + 1) % n
        return events + self._start_deal()

    def _match_ending(self, winner: int) -> tuple[tuple[int, ...], str] | None:
        """The winners and why, if this deal ends the match (rule 7, 5.5, [CI-4])."""
        if self.puntaje and self.points[winner] >= TARGET:  # checked first [CI-4]
            return (winner,), "points"
        if self.pago:
            if sum(1 for c in self.chips if c > 0) <= 1:
                return self._chip_leaders(), "chips"
            if self.hand_number + 1 >= self.options["deals"]:
                return self._chip_leaders(), "deal_limit"
            return None
        return None if self.puntaje else ((winner,), "first_out")

    def _chip_leaders(self) -> tuple[int, ...]:
        best = max(self.chips)
        return tuple(s for s, c in enumerate(self.chips) if c == best)

    def _end_match(self, winners: tuple[int, ...], reason: str) -> list[Event]:
        share = 1.0 / len(winners)  # equal leaders share the win [CI-2]
        returns = tuple(share if s in winners else 0.0 for s in range(self.players))
        scores = self.chips if self.pago and reason != "points" else self.points
        if not self.pago and not self.puntaje:
            scores = [len(hand) for hand in self.hands]
        self.finished = Outcome(winners, returns, tuple(scores), reason)
        return [MatchOver(self.finished)]

    def outcome(self) -> Outcome | None:
        return self.finished

    # ---------------------------------------------------------------- what is seen

    def zones(self) -> dict[str, list[Card]]:
        zones = {ROWS[suit]: list(self.rows[suit]) for suit in SPANISH_SUITS}
        for seat in range(self.players):
            zones[f"hand:{seat}"] = list(self.hands[seat])
        return zones

    def info(self) -> dict[str, Any]:
        """The public figures; ``scores``, the running points, only con puntaje (the table
        shows that well-known key under each name)."""
        running = {"scores": list(self.points)} if self.puntaje else {}
        return running | {
            "dealer": self.dealer,
            "turn": self.turn,
            "hand_number": self.hand_number,
            "cards_left": [len(hand) for hand in self.hands],
            "rows": {suit: list(end) if end else None for suit, end in self.ends.items()},
            "again": self.again,
            "pago": self.pago,
            "puntaje": self.puntaje,
            "chips": list(self.chips),
            "pot": self.pot,
            "target": TARGET,
            "deals": self.options["deals"],
        }

    def _unseen(self, seat: int) -> list[list[Card]]:
        return [self.hands[s] for s in range(self.players) if s != seat]

    def _slots(self, seat: int) -> list[Slot]:
        """A rival who passed holds none of the cards that were playable then."""
        slots = []
        for s in range(self.players):
            if s != seat:
                lacks = self.passed[s]
                slots.append(Slot(self.hands[s],
                                  allows=(lambda card, lacks=lacks: card not in lacks)
                                  if lacks else None))
        return slots
