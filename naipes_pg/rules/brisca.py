"""Brisca, Tute and Tute en parejas (RULES.md §13).

Trick games with a trump suit: every seat plays one card to the trick (``trick:{s}``, the card
in front of him), the highest trump or else the highest card of the led suit takes it, face
down, onto its winner's own pile (``won:{s}``), and while the stock lasts everyone draws, the
winner first; the face-up trump card beside the stock (``trump``) is drawn last. Tute adds
pairs (cantes) declared after a trick won; Tute en parejas deals the whole deck and lets a
partner claim a pair split between two hands.

A reply is a stage with one actor (``info["stage"]``): after every trick won, while some suit's
pair is still to score, the winner and then his partner may declare (``Declare(suit)`` or
``Call("pass")``), whether or not they hold a pair, so that the question itself tells nobody
anything; in Tute en parejas, after a Caballo or Rey is played, the partner may claim the split
pair at once. Both stages are skipped only for reasons everyone can see (fewer than two cards
in hand, the pair already scored, the other card already played or shown elsewhere).

A hand keeps its cards in the order they came, as the table lays them, in two lists: the
concealed cards (``hands``, the only hand cards the search deals again) and ``places``, one
entry per card held: the card itself where everybody knows it (a declared pair, a card shown
for a split pair, the old trump card taken in an exchange or drawn last, the Tute en parejas
dealer's trump-setting card), None where a concealed card lies, the concealed cards filling
those in order. Tricks taken stay face down for everyone, also once the hand is counted. The
stock is a list whose top is its end. Sides are ``team_of(seat)``; match figures per seat
carry their side's (partners share theirs).
"""

from __future__ import annotations

from enum import Enum
from typing import Any

from ..cards import CABALLO, OROS, REY, SOTA, SPANISH_40, SPANISH_SUITS, Card
from . import worlds
from .base import (
    N_,
    Action,
    Call,
    Declare,
    Exchange,
    Game,
    GameSpec,
    OptionSpec,
    Outcome,
    PlayCard,
)
from .events import (
    Announced,
    Dealt,
    Event,
    Gathered,
    HandStarted,
    MatchOver,
    Moved,
    Revealed,
    Scored,
)


class Stage(str, Enum):
    """Who may act, and how: a card to the trick, or the one reply a won trick opens (a
    cante to declare, a partner's split pair to claim). A ``str``, so views and records
    carry the plain word."""

    PLAY = "play"
    DECLARE = "declare"
    CLAIM = "claim"


HANDS_PER_MATCH = 4  # rule 10
STRENGTH = {1: 9, 3: 8, REY: 7, CABALLO: 6, SOTA: 5, 7: 4, 6: 3, 5: 2, 4: 1, 2: 0}  # 13.1
BRISCA_POINTS = {1: 11, 3: 10, REY: 4, CABALLO: 3, SOTA: 2}  # 13.1, total 120
TUTE_POINTS = {1: 10, 3: 10}  # TU-1, total 80
LAST_TRICK = 10  # Tute's "diez de últimas"
PAIR, TRUMP_PAIR = 20, 40
SEVEN_TAKES = (1, 3, REY, CABALLO, SOTA)  # the face-up cards the 7 of trumps may be given for
PASS = Call("pass")
DECLARES = {suit: Declare(suit) for suit in SPANISH_SUITS}
DECK_39 = tuple(card for card in SPANISH_40 if card != Card(2, OROS))  # BR-2
HAND = tuple(f"hand:{seat}" for seat in range(4))
TRICK = tuple(f"trick:{seat}" for seat in range(4))
WON = tuple(f"won:{seat}" for seat in range(4))
_PLAYS = {(card, seat): PlayCard(card, f"trick:{seat}") for card in SPANISH_40 for seat in range(4)}

SPEC = GameSpec(
    id="brisca",
    name_es="Brisca y Tute",
    name_en="Brisca and Tute",
    players=(2, 4),
    deck="spanish40",
    options=(
        OptionSpec("players", 2, minimum=2, maximum=4, help=N_("players; four play in pairs")),
        OptionSpec("tute", False, help=N_("Tute: 6 cards each, pairs to declare, 10 for the last "
                   "trick"), label=N_("Tute")),
        OptionSpec("parejas", False, help=N_("Tute in pairs: four players, the whole deck "
                   "dealt, split pairs claimed by the partner"),
                   needs=(("tute", True), ("players", 4)), label=N_("Tute in pairs")),
        OptionSpec("valores_tradicionales", False, help=N_("Tute with the Brisca card values "
                   "(1 = 11, 3 = 10, R = 4, C = 3, S = 2) [TU-1]"),
                   label=N_("Traditional Tute values")),
    ),
    variants={
        "tute": {"tute": True},
        "tute-parejas": {"tute": True, "parejas": True, "players": 4},
    },
    teams=True,
    summary_es="Bazas con un palo de triunfo: gana quien se lleve más puntos en cuatro manos. "
    "En el Tute se cantan las veinte y las cuarenta.",
    summary_en="Tricks with a trump suit: the most points over four hands wins. In Tute, "
    "pairs of a king and a knight score twenty, or forty in trumps.",
)


def beats(card: Card, best: Card, trump: str) -> bool:
    """Whether ``card`` takes the trick from ``best``, the card winning it so far (rule 6)."""
    if card.suit == best.suit:
        return STRENGTH[card.rank] > STRENGTH[best.rank]
    return card.suit == trump


def trick_winner(plays: list[tuple[int, Card]], trump: str) -> int:
    """The seat whose card takes the trick, ``plays`` being (seat, card) in play order."""
    best_seat, best = plays[0]
    for seat, card in plays[1:]:
        if beats(card, best, trump):
            best_seat, best = seat, card
    return best_seat


def playable(cards: list[Card], led: str | None, trump: str, must_follow: bool) -> list[Card]:
    """The cards of a hand that may be played (rules 4, 5, BR-4): any while the stock lasts;
    once it is empty, the led suit if held, else a trump if held, else any."""
    if not must_follow or led is None:
        return cards
    return ([c for c in cards if c.suit == led] or [c for c in cards if c.suit == trump]
            or cards)


_PAIRS = {suit: (Card(REY, suit), Card(CABALLO, suit)) for suit in SPANISH_SUITS}
_OTHER = {one: other for suit in SPANISH_SUITS
          for one, other in ((Card(REY, suit), Card(CABALLO, suit)),
                             (Card(CABALLO, suit), Card(REY, suit)))}
_SEATS = tuple((seat,) for seat in range(4))
_TRUMPS_FIRST = {trump: (trump, *(s for s in SPANISH_SUITS if s != trump))
                 for trump in SPANISH_SUITS}
_SEVEN_TWO = {suit: (Card(7, suit), Card(2, suit)) for suit in SPANISH_SUITS}


def pair_of(suit: str) -> tuple[Card, Card]:
    return _PAIRS[suit]


def other_of_pair(card: Card) -> Card:
    """The Rey for a Caballo, the Caballo for a Rey: the card that makes ``card`` a pair."""
    return _OTHER[card]


def hand_winners(points: list[int]) -> list[int]:
    """The side that won a hand, given each side's points in it: the one that scored more than
    every other, or none when the best are equal [BR-6, test 11]."""
    best = [side for side, p in enumerate(points) if p == max(points)]
    return best if len(best) == 1 else []


def match_winners(totals: list[int], hands_won: list[int]) -> list[int]:
    """Rule 10 [BR-6]: the sides with the highest total; between equal totals, those that won
    more hands; several left draw (test 9)."""
    tied = [side for side, total in enumerate(totals) if total == max(totals)]
    most = max(hands_won[side] for side in tied)
    return [side for side in tied if hands_won[side] == most]


class Brisca(Game):
    spec = SPEC

    # ---------------------------------------------------------------- setup and deal

    def _setup(self) -> list[Event]:
        options = self.options
        self.tute = bool(options["tute"])
        self.parejas = bool(options["parejas"])
        traditional = self.tute and options["valores_tradicionales"]  # TU-5
        table = TUTE_POINTS if self.tute and not traditional else BRISCA_POINTS
        self.values = {card: table.get(card.rank, 0) for card in SPANISH_40}
        self.dealer = self._draw_first_dealer()  # BR-3
        n = self.n = self.players  # read on every move: kept, as the options never change
        self.sides = range(2 if self.teamed else n)  # side t's first seat is seat t
        self.partners_of = [super(Brisca, self).partners(seat) for seat in range(n)]
        self.totals, self.hands_won = [0] * n, [0] * n  # per seat, a side's own figure
        self.hand_number = -1
        self.results: list[dict[str, Any]] = []
        self.finished: Outcome | None = None
        return self._start_hand()

    @property
    def deck(self) -> tuple[Card, ...]:
        """Three players leave out the 2 of oros [BR-2]."""
        return DECK_39 if self.players == 3 else SPANISH_40

    def _start_hand(self) -> list[Event]:
        self.hand_number += 1
        deck = self.deck_for_hand(self.hand_number, self.deck)
        n = self.players
        self.stock = deck[::-1]  # top card last, so pop() deals it
        self.hands: list[list[Card]] = [[] for _ in range(n)]  # the concealed cards
        self.places: list[list[Card | None]] = [[] for _ in range(n)]  # shown, or None
        self.won: list[list[Card]] = [[] for _ in range(n)]
        self.tricks = [0] * n
        self.trick: list[tuple[int, Card]] = []  # (seat, card) in play order
        self.played: set[Card] = set()
        # the suits a seat showed he lacks by not following; frozen, as copies share them
        self.voids: list[frozenset[str]] = [frozenset() for _ in range(n)]
        self.declared: list[list[Any]] = []  # [seat, suit, points], in order
        self.trump_card: Card | None = None
        self.last_winner: int | None = None
        self.declarers: list[int] = []  # who may still declare after this trick
        self.claim_from: int | None = None  # who played the Caballo or Rey to claim
        self.turn = (self.dealer + 1) % n
        self._stage(Stage.PLAY, self.turn)
        return [HandStarted(self.hand_number, self.dealer), *self._deal()]

    def _deal(self) -> list[Event]:
        """Rule 2, 13.6, 13.7 [TU-3]: blocks of 3 from the seat after the dealer (one round,
        two in Tute, three and then one card each in Tute en parejas); then the trump card is
        turned up beside the stock, or the dealer's last card is shown to set trumps."""
        order = self.order_from((self.dealer + 1) % self.players)
        rounds = 3 if self.parejas else 2 if self.tute else 1
        blocks = [3] * rounds + ([1] if self.parejas else [])
        events: list[Event] = []
        for size in blocks:
            for seat in order:
                for _ in range(size):
                    events.append(Dealt(self._receive(seat, self.stock.pop()), f"hand:{seat}"))
        if self.parejas:
            last = self.hands[self.dealer][-1]
            self._show(self.dealer, last)
            self.trump_suit = last.suit
            place = len(self.places[self.dealer]) - 1
            return events + [Revealed(last, f"hand:{self.dealer}", place)]
        self.trump_card = self.stock.pop()
        self.trump_suit = self.trump_card.suit
        return events + [Dealt(self.trump_card, "trump")]

    def order_from(self, seat: int) -> list[int]:
        """Every seat in turn order, starting with ``seat``."""
        n = self.n
        return [(seat + i) % n for i in range(n)]

    def _stage(self, stage: Stage, seat: int) -> None:
        self.stage, self.stage_seat, self.acting = stage, seat, _SEATS[seat]

    # ---------------------------------------------------------------- hands

    def partners(self, seat: int) -> tuple[int, ...]:
        return self.partners_of[seat]

    def held(self, seat: int) -> list[Card]:
        """Every card in ``seat``'s hand, in the order they came."""
        if len(self.hands[seat]) == len(self.places[seat]):  # nothing shown: the common case
            return list(self.hands[seat])
        concealed = iter(self.hands[seat])
        return [card if card is not None else next(concealed) for card in self.places[seat]]

    def shown(self, seat: int) -> list[Card]:
        """The cards of ``seat``'s hand everybody knows."""
        return [card for card in self.places[seat] if card is not None]

    def _receive(self, seat: int, card: Card, public: bool = False) -> Card:
        """``card`` joins the hand at its end, concealed unless everybody saw it come."""
        if not public:
            self.hands[seat].append(card)
        self.places[seat].append(card if public else None)
        return card

    def _concealed_place(self, seat: int, card: Card) -> int:
        """Where the concealed ``card`` lies in ``places``: the n-th None for the n-th card."""
        nth = self.hands[seat].index(card)
        return [i for i, c in enumerate(self.places[seat]) if c is None][nth]

    def _show(self, seat: int, card: Card) -> int:
        """The concealed ``card`` is shown where it lies; returns that place."""
        place = self._concealed_place(seat, card)
        self.places[seat][place] = card
        self.hands[seat].remove(card)
        return place

    def _take(self, seat: int, card: Card) -> None:
        """``card`` leaves the hand (played, or given in an exchange)."""
        hand, places = self.hands[seat], self.places[seat]
        if len(hand) == len(places):  # nothing shown: every place is alike
            hand.remove(card)
            places.pop()
            return
        if card in places:
            self.places[seat].remove(card)
        else:
            del self.places[seat][self._concealed_place(seat, card)]
            self.hands[seat].remove(card)

    # ---------------------------------------------------------------- what may be done

    @property
    def must_follow(self) -> bool:
        """Rule 5 applies once the stock, the face-up card included, is gone."""
        return not self.stock and self.trump_card is None

    @property
    def led(self) -> str | None:
        return self.trick[0][1].suit if self.trick else None

    def side_has_won(self, seat: int) -> bool:
        return any(self.tricks[s] for s in self.partners(seat))

    def exchanges(self, seat: int) -> list[Exchange]:
        """Rule 8 [BR-5, BR-7]: the 7 of trumps for a higher face-up card, the 2 for the 7, once
        the seat's side has won a trick and while the card lies beside the stock."""
        face_up = self.trump_card
        if face_up is None:
            return []
        seven, two = _SEVEN_TWO[face_up.suit]
        give = seven if face_up.rank in SEVEN_TAKES else two if face_up == seven else None
        if give is None or not (give in self.hands[seat] or give in self.places[seat]):
            return []
        return [Exchange(give, "trump")] if self.side_has_won(seat) else []

    def pairs_held(self, seat: int) -> list[str]:
        """The suits whose pair ``seat`` holds and that have not scored this hand."""
        held = self.held(seat)
        return [suit for suit in self.suits_left()
                if _PAIRS[suit][0] in held and _PAIRS[suit][1] in held]

    def suits_left(self) -> list[str]:
        """The suits whose pair has not scored this hand, trumps first."""
        suits = _TRUMPS_FIRST[self.trump_suit]
        if not self.declared:
            return list(suits)
        scored = {suit for _seat, suit, _points in self.declared}
        return [suit for suit in suits if suit not in scored]

    def actors(self) -> tuple[int, ...]:
        return () if self.finished else self.acting

    def _legal_actions(self, seat: int) -> list[Action]:
        if self.stage is Stage.DECLARE:
            return [DECLARES[suit] for suit in self.pairs_held(seat)] + [PASS]
        if self.stage is Stage.CLAIM:
            return [DECLARES[suit] for suit in self._claimable(seat)] + [PASS]
        trick = self.trick
        following = trick and not self.stock and self.trump_card is None
        cards = playable(self.held(seat), trick[0][1].suit, self.trump_suit, True) \
            if following else self.held(seat)
        plays = [_PLAYS[card, seat] for card in cards]
        return plays + self.exchanges(seat) if self.trump_card is not None else plays

    def _is_legal(self, seat: int, act: Action) -> bool:
        """As ``act in legal_actions``, without listing them for a card played (the check
        every move makes)."""
        if self.stage is not Stage.PLAY:
            return act == PASS or super()._is_legal(seat, act)  # a question may be passed
        if not isinstance(act, PlayCard):
            return super()._is_legal(seat, act)
        card = act.card
        if act.target != TRICK[seat] or not (card in self.hands[seat] or card in self.places[seat]):
            return False
        trick = self.trick
        if not trick or self.stock or self.trump_card is not None:  # anything goes
            return True
        led = trick[0][1].suit
        if card.suit == led:
            return True
        held = self.held(seat)
        if any(c.suit == led for c in held):
            return False
        trump = self.trump_suit
        return card.suit == trump or not any(c.suit == trump for c in held)

    def auto_action(self, seat: int) -> Any | None:
        """A question with no answer but passing is passed for a player at the table: the
        stage still happens, so nobody learns from it [TU-2, TU-4]."""
        if (self.stage is not Stage.PLAY and seat in self.actors()
                and self.legal_actions(seat) == [PASS]):
            return PASS
        return None

    def _claimable(self, seat: int) -> list[str]:
        """The split pair ``seat`` may claim now: the played card's suit, if he holds the
        other card of its pair [TU-4]."""
        card = self.trick[-1][1]
        return [card.suit] if other_of_pair(card) in self.held(seat) else []

    def _illegal_reason(self, seat: int, act: Action) -> tuple[str, dict[str, Any]]:
        if self.stage is Stage.DECLARE:
            return self._declare_reason(seat, act)
        if self.stage is Stage.CLAIM:
            return self._claim_reason(act)
        if isinstance(act, Exchange):
            return self._exchange_reason(seat, act)
        if isinstance(act, Declare):
            return "You cannot declare now: play a card.", {}
        if not isinstance(act, PlayCard):
            return "Play a card from your hand.", {}
        if act.card not in self.held(seat):
            return "{card} is not in your hand.", {"card": act.card}
        if act.target != f"trick:{seat}":
            return "Play the card to your place in the trick.", {}
        led, held = self.led, self.held(seat)
        if any(card.suit == led for card in held):
            return "You must follow {suit} (you hold it).", {"suit": led}
        return "You have no {suit}: you must play a trump (you hold one).", {"suit": led}

    def _exchange_reason(self, seat: int, act: Exchange) -> tuple[str, dict[str, Any]]:
        if self.parejas:
            return "There are no exchanges in Tute in pairs.", {}
        if act.zone != "trump" or self.trump_card is None:
            return "The trump card is no longer beside the stock.", {}
        if act.card not in self.held(seat):
            return "{card} is not in your hand.", {"card": act.card}
        if not self.side_has_won(seat):
            return "You may exchange only after your side has won a trick.", {}
        return "Give the 7 of trumps for a 1, 3, King, Knight or Jack, or the 2 for the 7.", {}

    def _declare_reason(self, seat: int, act: Action) -> tuple[str, dict[str, Any]]:
        if not isinstance(act, Declare):
            return "First declare a pair or pass.", {}
        if act.suit not in SPANISH_SUITS:
            return "There is no suit {suit}.", {"suit": act.suit}
        if act.suit not in self.suits_left():
            return "The pair of {suit} has already scored this hand.", {"suit": act.suit}
        return "You need the King and the Knight of {suit} in your hand.", {"suit": act.suit}

    def _claim_reason(self, act: Action) -> tuple[str, dict[str, Any]]:
        card = self.trick[-1][1]
        if not isinstance(act, Declare):
            return "First claim the pair or pass.", {}
        if act.suit != card.suit:
            return "Only the pair of {suit}, the suit just played, can be claimed now.", {
                "suit": card.suit}
        return "You need {card} to claim the pair.", {"card": other_of_pair(card)}

    # ---------------------------------------------------------------- playing

    def _apply(self, seat: int, act: Action) -> list[Event]:
        if self.stage is Stage.DECLARE:
            events = self._cante(seat, act.suit) if isinstance(act, Declare) else []
            return events + self._next_declarer()
        if self.stage is Stage.CLAIM:
            events = self._cante(seat, act.suit, split=True) if isinstance(act, Declare) else []
            return events + self._card_done(self.claim_from)
        if isinstance(act, Exchange):
            return self._exchange(seat, act.card)
        return self._play(seat, act.card)

    def _exchange(self, seat: int, card: Card) -> list[Event]:
        old, hand = self.trump_card, f"hand:{seat}"
        self._take(seat, card)
        self.trump_card = card
        self._receive(seat, old, public=True)  # everyone saw it taken
        data = {"gave": str(card), "took": str(old)}
        return [Moved((card,), hand, "trump", seat=seat), Moved((old,), "trump", hand, seat=seat),
                Announced("cambio_triunfo", seat, data)]

    def _play(self, seat: int, card: Card) -> list[Event]:
        trick = self.trick
        if trick and not self.stock and self.trump_card is None:  # following is a must
            led = trick[0][1].suit
            if card.suit != led:  # a void everyone sees
                lacks = {led} if card.suit == self.trump_suit else {led, self.trump_suit}
                self.voids[seat] |= lacks
        self._take(seat, card)
        self.trick.append((seat, card))
        self.played.add(card)
        events: list[Event] = [Moved((card,), HAND[seat], TRICK[seat], seat=seat)]
        partner = self._claimer(seat, card) if self.parejas else None
        if partner is not None:  # TU-4: before the next card is played or the trick taken
            self.claim_from = seat
            self._stage(Stage.CLAIM, partner)
            return events
        return events + self._card_done(seat)

    def _claimer(self, seat: int, card: Card) -> int | None:
        """The partner who is asked whether he claims the pair ``card`` splits, or None when
        everyone can see he cannot (the pair scored, its other card played or shown
        elsewhere, his hand empty)."""
        if not self.parejas or card.rank not in (CABALLO, REY):
            return None
        partner, other = (seat + 2) % 4, other_of_pair(card)
        elsewhere = any(other in self.shown(s) for s in range(4) if s != partner)
        if card.suit not in self.suits_left() or other in self.played or elsewhere:
            return None
        return partner if self.held(partner) else None

    def _card_done(self, seat: int) -> list[Event]:
        """The next seat plays, or the trick is complete and taken."""
        if len(self.trick) < self.n:
            self.turn = (seat + 1) % self.n
            self._stage(Stage.PLAY, self.turn)
            return []
        winner = trick_winner(self.trick, self.trump_suit)
        parts = tuple((TRICK[s], (card,)) for s, card in self.trick)
        self.won[winner] += [card for _s, card in self.trick]
        self.tricks[winner] += 1
        self.last_winner, self.turn, self.trick = winner, winner, []
        self.declarers = list(self.partners(winner)) if self.tute else []  # TU-2
        return [Gathered(winner, parts, WON[winner]), *self._next_declarer()]

    def _next_declarer(self) -> list[Event]:
        """The trick's winner, then his partner, may declare a pair; then everyone draws."""
        while self.declarers:
            seat = self.declarers.pop(0)
            if self.suits_left() and len(self.held(seat)) >= 2:
                self._stage(Stage.DECLARE, seat)
                return []
        return self._draw()

    def _cante(self, seat: int, suit: str, split: bool = False) -> list[Event]:
        """A pair declared (or a split pair claimed): its cards are shown, it scores 20, or 40
        in trumps, for the side."""
        points = TRUMP_PAIR if suit == self.trump_suit else PAIR
        events: list[Event] = []
        for card in pair_of(suit):
            if card in self.hands[seat]:
                events.append(Revealed(card, f"hand:{seat}", self._show(seat, card)))
        self.declared.append([seat, suit, points])
        data: dict[str, Any] = {"suit": suit, "points": points}
        if split:
            data["split"] = True
        return events + [Announced("cante", seat, data), Scored(seat, points, "cante")]

    def _draw(self) -> list[Event]:
        """Rule 7: one card each from the stock, the winner first, the trump card last; then
        the winner leads, or the hand is over."""
        winner = self.last_winner
        events: list[Event] = []
        if self.stock or self.trump_card is not None:  # rule 7: all draw while cards last
            for seat in self.order_from(winner):
                if self.stock:
                    card = self._receive(seat, self.stock.pop())
                    events.append(Dealt(card, HAND[seat], frm="stock"))
                else:  # everyone saw who took it
                    card = self._receive(seat, self.trump_card, public=True)
                    self.trump_card = None
                    events += [Dealt(card, f"hand:{seat}", frm="trump"),
                               Revealed(card, f"hand:{seat}", len(self.places[seat]) - 1)]
            if self.must_follow:
                events.append(Announced("arrastre", None))
        if not self.places[winner]:  # every place holds a card, shown or not
            return events + self._end_hand()
        self._stage(Stage.PLAY, winner)
        return events

    # ---------------------------------------------------------------- end of hand and match

    def side_seats(self, side: int) -> list[int]:
        return [seat for seat in range(self.players) if self.team_of(seat) == side]

    def side_points(self) -> tuple[list[int], list[int]]:
        """Each side's card points in its tricks, and its points in the hand: those, its pairs
        and, in Tute, the last trick (rule 9, 13.6)."""
        cards, points = [], []
        for side in self.sides:
            seats = self.side_seats(side)
            cards.append(sum(self.values[c] for s in seats for c in self.won[s]))
            pairs = sum(p for s, _suit, p in self.declared if self.team_of(s) == side)
            last = LAST_TRICK if self.tute and self.team_of(self.last_winner) == side else 0
            points.append(cards[-1] + pairs + last)
        return cards, points

    def _end_hand(self) -> list[Event]:
        winner = self.last_winner
        events: list[Event] = []
        if self.tute:
            events += [Announced("diez_de_ultimas", winner),
                       Scored(winner, LAST_TRICK, "diez_de_ultimas")]
        cards, points = self.side_points()
        events += [Scored(side, cards[side], "card_points") for side in self.sides]
        won = hand_winners(points)
        for seat in range(self.players):
            side = self.team_of(seat)
            self.totals[seat] += points[side]
            self.hands_won[seat] += side in won
        result = {
            "dealer": self.dealer,
            "points": [points[self.team_of(s)] for s in range(self.players)],
            "card_points": [cards[self.team_of(s)] for s in range(self.players)],
            "tricks": list(self.tricks),
            "declared": [list(d) for d in self.declared],
            "last_trick": winner,
            "totals": list(self.totals),
            "hands_won": list(self.hands_won),
        }
        self.results.append(result)
        winners = tuple(s for s in range(self.players) if self.team_of(s) in won)
        events.append(self._hand_over(self.hand_number, winners, result))
        if self.hand_number + 1 >= HANDS_PER_MATCH:
            return events + self._end_match()
        self.dealer = (winner - 1) % self.players  # rule 10: the last trick's winner leads
        return events + self._start_hand()

    def _end_match(self) -> list[Event]:
        """Rule 10 [BR-6]: the highest total; between equal totals, more hands won; else a
        draw, partners sharing their side's result."""
        best = match_winners([self.totals[side] for side in self.sides],
                             [self.hands_won[side] for side in self.sides])
        share = 1.0 / len(best)
        returns = tuple(share if self.team_of(s) in best else 0.0 for s in range(self.players))
        winners = tuple(s for s in range(self.players) if self.team_of(s) in best)
        self.finished = Outcome(winners, returns, tuple(self.totals), "four_hands")
        return [MatchOver(self.finished)]

    def outcome(self) -> Outcome | None:
        return self.finished

    # ---------------------------------------------------------------- what is seen

    def zones(self) -> dict[str, list[Card]]:
        # the stock top first; Tute en parejas deals it all and has none [TU-3]
        zones: dict[str, list[Card]] = {} if self.parejas else {"stock": self.stock[::-1]}
        zones["trump"] = [self.trump_card] if self.trump_card else []
        played = dict(self.trick)
        for seat in range(self.players):
            zones[f"hand:{seat}"] = self.held(seat)
            zones[f"trick:{seat}"] = [played[seat]] if seat in played else []
            zones[f"won:{seat}"] = list(self.won[seat])
        return zones

    def _mask(self, seat: int | None, zone: str, cards: list[Card]) -> list[Card | None]:
        kind, _sep, owner = zone.partition(":")
        if kind == "won":  # face down for everyone, its owner too
            return [None] * len(cards)
        if kind == "hand" and seat != int(owner):
            return [card if card in self.places[int(owner)] else None for card in cards]
        return super()._mask(seat, zone, cards)

    def info(self) -> dict[str, Any]:
        info: dict[str, Any] = {
            "dealer": self.dealer, "turn": self.turn,
            "stage": self.stage, "stage_seat": self.stage_seat,
            "trump_suit": self.trump_suit,
            "trump_card": str(self.trump_card) if self.trump_card else None,
            "stock": len(self.stock), "tricks": list(self.tricks), "led": self.led,
            "must_follow": self.must_follow,
            "declared": [list(d) for d in self.declared],
            "hand_number": self.hand_number, "hands": HANDS_PER_MATCH,
            "totals": list(self.totals), "hands_won": list(self.hands_won),
            "tute": self.tute, "parejas": self.parejas,
        }
        if self.teamed:
            info["team_totals"] = [self.totals[side] for side in self.sides]
        return info

    def known_cards(self, seat: int) -> list[Card]:
        """What the view shows, and every card played this hand: each trick was seen face up
        before it was turned down."""
        return super().known_cards(seat) + [c for pile in self.won for c in pile]

    def _unseen(self, seat: int) -> list[list[Card]]:
        """The others' concealed cards and the stock."""
        return [self.hands[s] for s in range(self.players) if s != seat] + [self.stock]

    def _slots(self, seat: int) -> list[worlds.Slot]:
        """As ``_unseen``, and a seat that did not follow suit (or trump) when he had to holds
        none of that suit."""
        slots = []
        for s in range(self.players):
            if s != seat:
                voids = self.voids[s]
                allows = (lambda card, voids=voids: card.suit not in voids) if voids else None
                slots.append(worlds.Slot(self.hands[s], allows=allows))
        return slots + [worlds.Slot(self.stock)]
