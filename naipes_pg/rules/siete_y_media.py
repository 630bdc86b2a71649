"""Siete y Media (RULES.md §12): one to seven players, each against the house.

The house (the bank) is no seat: the rules play its fixed turn (rule 4) as events the moment
the last player is done. Totals are exact halves and are kept as whole numbers of **half
points**: a 7 is 14, a figure (S, C, R) is 1, siete y media (7½) is ``SIETE_Y_MEDIA`` = 15.

Every step is a stage with one actor (``info["stage"]``):

- ``"play"``: the player in turn takes a card, ``Call("pedir")``, or stands, ``Call("plantarse")``
  (rule 3). Without Con descarte a total over 7½ ends his turn at once: he is bust [SM-3].
- ``"discard"`` (Con descarte, after he stands holding two or more cards): he discards one of
  them face up, ``PlayCard(card, "discard:{seat}")``, or keeps them all,
  ``Call("no_descartar")``; only then is bust judged [SM-8].
- ``"bet"`` (Con apuestas, after the last player's turn): each player still in who holds chips,
  in seat order, raises his bet by ``Bet(amount)`` chips, ``Bet(0)`` keeping it [SM-7].

Zones: ``stock`` (never seen; top first when the match was given its deck orders, else in no
order, each card being drawn at random from those left when it is taken), ``house`` (the
house's cards, face up), ``hand:{s}`` (the player's first card, seen only by him until he is
bust or the round is settled [SM-9]), ``shown:{s}`` (the cards he took after it, face up) and,
Con descarte only, ``discard:{s}`` (his discarded card, face up). A fresh deck is used every
round [SM-2].

Events: ``Dealt`` (deal and every card taken, the house's too), ``Announced`` with the keys
``carta``, ``me_planto``, ``me_paso``, ``subo``, ``siete_y_media`` and ``la_banca_se_pasa``,
``Revealed`` (a first card shown), ``Moved`` (a discard), ``Scored`` (Con apuestas: a player's
net chips of the round, why ``"win"``, ``"siete_y_media"``, ``"lose"`` or ``"bust"``),
``HandOver`` (every round), ``HandStarted`` (every round; no seat deals: ``dealer`` is None)
and ``MatchOver``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..cards import SPANISH_40, Card
from .base import N_, Action, Bet, Call, Game, GameSpec, OptionSpec, Outcome, PlayCard
from .events import Announced, Dealt, Event, HandStarted, MatchOver, Moved, Revealed, Scored

SIETE_Y_MEDIA = 15  # 7½ in half points
HOUSE_STOPS = 8  # 4 in half points: the house takes cards while below it (rule 4) [SM-4]
START_CHIPS = 10  # Con apuestas [SM-6]
ANTE = 1
MAX_EXTRA_CARDS = 3  # Con descarte: cards beyond the first [SM-8]
WIN_PAYS, SIETE_Y_MEDIA_PAYS = 1, 3  # winnings on top of the returned bet [SM-7]

PEDIR, PLANTARSE, NO_DESCARTAR = Call("pedir"), Call("plantarse"), Call("no_descartar")
CALL_NAMES = ("pedir", "plantarse", "no_descartar")
HOUSE = "house"
STOCK = "stock"


class Stage:
    """What the one actor is asked (``info["stage"]``)."""

    PLAY = "play"
    DISCARD = "discard"
    BET = "bet"
    OVER = "over"


def value(card: Card) -> int:
    """A card's value in half points: 1..7 count their number, S, C, R count ½."""
    return 2 * card.rank if card.rank <= 7 else 1


VALUES = {card: value(card) for card in SPANISH_40}
_value_of = VALUES.__getitem__


def total(cards: Sequence[Card]) -> int:
    """The total of ``cards`` in half points (15 is siete y media)."""
    return sum(map(_value_of, cards))


def house_plays(first: Card, stock: list[Card]) -> list[Card]:
    """Rule 4 [SM-4]: the house's cards after its turn, taken from ``stock`` (top last, popped):
    at least one card, then another while the total is below 4."""
    cards = [first, stock.pop()]
    while total(cards) < HOUSE_STOPS:
        cards.append(stock.pop())
    return cards


def beats_house(player: int, house: int) -> bool:
    """Rule 5: a player not bust wins against a bust house, or with a higher total."""
    if player > SIETE_Y_MEDIA:
        return False
    return house > SIETE_Y_MEDIA or player > house


def winnings(bet: int, player_total: int) -> int:
    """What a winner gets on top of his returned bet: 1:1, and 3:1 with 7½ [SM-5, SM-7]."""
    return bet * (SIETE_Y_MEDIA_PAYS if player_total == SIETE_Y_MEDIA else WIN_PAYS)


SPEC = GameSpec(
    id="siete-y-media",
    name_es="Siete y Media",
    name_en="Seven and a Half",
    players=(1, 7),
    deck="spanish40",
    house_deals=True,
    options=(
        OptionSpec("players", 1, minimum=1, maximum=7,
                   help=N_("players, each against the house")),
        OptionSpec("apuestas", False, label=N_("With bets"),
                   help=N_("10 chips each, an ante every round, bets raised before the house "
                           "plays; the most chips win [SM-6]")),
        OptionSpec("descarte", False, label=N_("With discard"),
                   help=N_("up to 3 cards after the first; on standing one card may be "
                           "discarded [SM-8]")),
        OptionSpec("rounds", 10, minimum=1, maximum=100, label=N_("Rounds"),
                   help=N_("the most rounds a match with bets lasts [SM-12]"),
                   needs=(("apuestas", True),), shown_with=(("apuestas", True),)),
    ),
    variants={
        "apuestas": {"apuestas": True},
        "descarte": {"descarte": True},
        "apuestas-descarte": {"apuestas": True, "descarte": True},
    },
    variant_labels={
        "apuestas": N_("With bets"),
        "descarte": N_("With discard"),
        "apuestas-descarte": N_("With bets and discard"),
    },
    summary_es="Cada jugador contra la banca: pide cartas hasta acercarte a siete y media "
    "sin pasarte.",
    summary_en="Each player against the house: take cards to come close to seven and a half "
    "without going over.",
)


MAX_SEATS = 7
_HANDS = tuple(f"hand:{seat}" for seat in range(MAX_SEATS))
_SHOWN = tuple(f"shown:{seat}" for seat in range(MAX_SEATS))
_DISCARDS = tuple(f"discard:{seat}" for seat in range(MAX_SEATS))
_OWNER = {zone: seat for seat, zone in enumerate(_HANDS)}  # whose first card a zone holds
_hand, _shown, _discard = _HANDS.__getitem__, _SHOWN.__getitem__, _DISCARDS.__getitem__


class SieteYMedia(Game):
    spec = SPEC

    def _setup(self) -> list[Event]:
        self.seats = n = self.players  # read on every step: kept, not looked up in the options
        self.apuestas = bool(self.options["apuestas"])
        self.descarte = bool(self.options["descarte"])
        self.rounds = int(self.options["rounds"])
        self.chips = [START_CHIPS if self.apuestas else 0] * n
        self.house_chips = 0  # what the house won less what it paid: chips are conserved
        self.round = -1
        self.finished: Outcome | None = None
        self.results: list[dict[str, Any]] = []
        self.stock: list[Card] = []
        self.house: list[Card] = []
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.shown: list[list[Card]] = [[] for _ in range(n)]
        self.discards: list[list[Card]] = [[] for _ in range(n)]
        return self._start_round()

    # -------------------------------------------------------------------- a round

    def _start_round(self) -> list[Event]:
        """Rule 2 [SM-2, SM-9, SM-10]: a fresh deck; the ante; one card face down to each
        player taking part in seat order, then one face up to the house."""
        self.round += 1
        n = self.seats
        # Given deck orders are dealt as given, top card last in ``stock``. A seeded round
        # draws each card at random from those left when it is taken (a shuffle done card by
        # card, the same chances as a shuffled deck): a round takes a few cards of forty.
        self.drawn_at_random = not self.decks
        self.stock = self.deck_for_hand(self.round, SPANISH_40)[::-1]
        for cards in (self.house, *self.hands, *self.shown, *self.discards):
            cards.clear()
        self.playing = ([c > 0 for c in self.chips] if self.apuestas else [True] * n)
        self.bets = [0] * n
        if self.apuestas:
            for seat in range(n):
                if self.playing[seat]:
                    self.chips[seat] -= ANTE
                    self.bets[seat] = ANTE
        self.bust = [False] * n
        self.revealed = [False] * n
        self.outcomes: list[str | None] = [None] * n
        events: list[Event] = [HandStarted(self.round, None)]
        for seat, hand in enumerate(self.hands):
            if self.playing[seat]:
                card = self._draw()
                hand.append(card)
                events.append(Dealt(card, _HANDS[seat]))
        card = self._draw()
        self.house.append(card)
        events.append(Dealt(card, HOUSE))
        return events + self._next_player(-1)

    def deck_for_hand(self, number: int, cards: Sequence[Card]) -> list[Card]:
        """The given deck order, else the cards as they are: a seeded round draws each card at
        random when it is taken (``_draw``)."""
        return list(cards) if self.drawn_at_random else super().deck_for_hand(number, cards)

    @property
    def stock_in_order(self) -> bool:  # type: ignore[override]
        """Only a round dealt from a given deck order lists its stock in dealing order."""
        return not self.drawn_at_random

    @property
    def hand_number(self) -> int:
        """The round being played, from 0 (every game's name for it)."""
        return self.round

    @property
    def dealer(self) -> None:
        """No seat deals: the house does."""
        return None

    def _draw(self) -> Card:
        """The next card of the stock: its top, or one left at random (see ``_start_round``)."""
        stock = self.stock
        if self.drawn_at_random:
            pick = int(self.rng.random() * len(stock))
            stock[pick], stock[-1] = stock[-1], stock[pick]
        return stock.pop()

    def _ask(self, stage: str, seat: int) -> None:
        self.stage, self.stage_seat = stage, seat

    def cards(self, seat: int) -> list[Card]:
        """The cards ``seat`` is scored on: his first card and those he took, not discarded."""
        return self.hands[seat] + self.shown[seat]

    def player_total(self, seat: int) -> int:
        return total(self.hands[seat] + self.shown[seat])

    def _next_player(self, after: int) -> list[Event]:
        """The next player's turn (rule 3), else the bets (Con apuestas), else the house."""
        for seat in range(after + 1, self.seats):
            if self.playing[seat]:
                self._ask(Stage.PLAY, seat)
                return []
        return self._next_bet(-1)

    def _next_bet(self, after: int) -> list[Event]:
        """Con apuestas: each player not bust who still holds chips, in seat order [SM-7]."""
        if self.apuestas:
            for seat in range(after + 1, self.seats):
                if self.playing[seat] and not self.bust[seat] and self.chips[seat] > 0:
                    self._ask(Stage.BET, seat)
                    return []
        return self._house_turn()

    # -------------------------------------------------------------------- what may be done

    def actors(self) -> tuple[int, ...]:
        return () if self.finished else (self.stage_seat,)

    def _legal_actions(self, seat: int) -> list[Action]:
        stage = self.stage
        if stage == Stage.PLAY:
            return [PEDIR, PLANTARSE] if self._may_draw(seat) else [PLANTARSE]
        if stage == Stage.DISCARD:
            target = _discard(seat)
            return [*(PlayCard(card, target) for card in self.cards(seat)), NO_DESCARTAR]
        return [Bet(amount) for amount in range(self.chips[seat] + 1)]

    def _may_draw(self, seat: int) -> bool:
        return not self.descarte or len(self.shown[seat]) < MAX_EXTRA_CARDS

    def _is_legal(self, seat: int, act: Action) -> bool:
        kind, stage = type(act), self.stage
        if kind is Bet:
            amount = act.amount  # type: ignore[attr-defined]
            return (stage == Stage.BET and type(amount) is int
                    and 0 <= amount <= self.chips[seat])
        if kind is PlayCard:
            return (stage == Stage.DISCARD and act.target == _discard(seat)
                    and act.card in self.cards(seat))
        if stage == Stage.PLAY:
            return act == PLANTARSE or (act == PEDIR and self._may_draw(seat))
        return stage == Stage.DISCARD and act == NO_DESCARTAR

    def _illegal_reason(self, seat: int, act: Action) -> tuple[str, dict[str, Any]]:
        stage = self.stage
        name = act.name if isinstance(act, Call) else None
        if name is not None and name not in CALL_NAMES:
            return "There is no call {call} in Seven and a Half.", {"call": name}
        if isinstance(act, Bet):
            if not self.apuestas:
                return "This match is played without bets.", {}
            if stage != Stage.BET:
                return "Bets are raised after the last player's turn.", {}
            if act.amount < 0:
                return "A bet is raised by a number of chips, or kept.", {}
            return "You cannot raise by more than the {chips} chips you hold.", \
                {"chips": self.chips[seat]}
        if isinstance(act, PlayCard) or name == "no_descartar":
            if not self.descarte:
                return "This match is played without discards.", {}
            if stage != Stage.DISCARD:
                return "You discard only when you stand.", {}
            if isinstance(act, PlayCard) and act.card not in self.cards(seat):
                return "{card} is not among your cards.", {"card": act.card}
            return "Put the card you discard on your discard pile.", {}
        if stage == Stage.PLAY:
            return "You may take no more than 3 cards after your first: stand.", {}
        if stage == Stage.DISCARD:
            return "Discard one of your cards, or keep them all.", {}
        return "Raise your bet or keep it.", {}

    # -------------------------------------------------------------------- playing

    def _apply(self, seat: int, act: Action) -> list[Event]:
        if type(act) is Bet:
            return self._raise(seat, act.amount)
        if type(act) is PlayCard:
            return self._discard_card(seat, act.card)
        if act == PEDIR:
            return self._take(seat)
        if act == PLANTARSE:
            return self._stand(seat)
        return self._judge(seat)  # no_descartar

    def _take(self, seat: int) -> list[Event]:
        card = self._draw()
        self.shown[seat].append(card)
        events: list[Event] = [Announced("carta", seat, {}), Dealt(card, _shown(seat))]
        if self.descarte:  # going over ends nothing before the discard [SM-8]
            return events
        if self.player_total(seat) > SIETE_Y_MEDIA:  # bust at once [SM-3]
            return events + self._go_bust(seat) + self._next_player(seat)
        return events

    def _stand(self, seat: int) -> list[Event]:
        said: list[Event] = [Announced("me_planto", seat, {})]
        if self.descarte and len(self.cards(seat)) > 1:
            self._ask(Stage.DISCARD, seat)
            return said
        return said + self._judge(seat)

    def _discard_card(self, seat: int, card: Card) -> list[Event]:
        source = _hand(seat) if card in self.hands[seat] else _shown(seat)
        (self.hands[seat] if source == _hand(seat) else self.shown[seat]).remove(card)
        self.discards[seat].append(card)
        return [Moved((card,), source, _discard(seat), seat=seat), *self._judge(seat)]

    def _judge(self, seat: int) -> list[Event]:
        """The end of a turn with Con descarte, or a stand: bust is judged now [SM-8]."""
        events: list[Event] = []
        if self.player_total(seat) > SIETE_Y_MEDIA:
            events = self._go_bust(seat)
        return events + self._next_player(seat)

    def _go_bust(self, seat: int) -> list[Event]:
        """Rule 3: a bust player shows his cards and has lost."""
        self.bust[seat] = True
        self.outcomes[seat] = "bust"
        return [*self._reveal(seat), Announced("me_paso", seat,
                                               {"total": self.player_total(seat)})]

    def _reveal(self, seat: int) -> list[Event]:
        if self.revealed[seat] or not self.hands[seat]:
            return []
        self.revealed[seat] = True
        return [Revealed(card, _hand(seat)) for card in self.hands[seat]]

    def _raise(self, seat: int, amount: int) -> list[Event]:
        events: list[Event] = []
        if amount:
            self.chips[seat] -= amount
            self.bets[seat] += amount
            events.append(Announced("subo", seat, {"amount": amount, "bet": self.bets[seat]}))
        return events + self._next_bet(seat)

    # -------------------------------------------------------------------- the house, the end

    def _house_turn(self) -> list[Event]:
        """Rule 4, skipped when every player is bust; then the settlement."""
        events: list[Event] = []
        if any(p and not b for p, b in zip(self.playing, self.bust, strict=True)):
            house = self.house
            points = total(house)
            while len(house) < 2 or points < HOUSE_STOPS:
                card = self._draw()
                house.append(card)
                points += VALUES[card]
                events.append(Dealt(card, HOUSE))
            if points > SIETE_Y_MEDIA:
                events.append(Announced("la_banca_se_pasa", None, {"total": points}))
        return events + self._settle()

    def _settle(self) -> list[Event]:
        """Rule 5 and the payouts of Con apuestas [SM-7]; all hands are shown."""
        self.stage = Stage.OVER
        events: list[Event] = []
        house = total(self.house)
        seats = range(self.seats)
        totals: list[int | None] = [None] * self.seats
        outcomes = self.outcomes
        for seat in seats:
            if not self.playing[seat]:
                continue
            events += self._reveal(seat)
            totals[seat] = mine = self.player_total(seat)
            bust = self.bust[seat]
            won = not bust and beats_house(mine, house)
            if not bust:
                outcomes[seat] = "win" if won else "lose"
            if won and mine == SIETE_Y_MEDIA:
                events.append(Announced("siete_y_media", seat, {"total": mine}))
            if self.apuestas:
                events.append(self._pay(seat, won, mine))
        winners = tuple([s for s in seats if outcomes[s] == "win"])
        result = {
            "round": self.round, "house_total": house, "outcomes": list(self.outcomes),
            "totals": totals, "bets": list(self.bets), "chips": list(self.chips),
            "house_chips": self.house_chips,
        }
        self.results.append(result)
        events.append(self._hand_over(self.round, winners, result))
        if self._match_ends():
            return events + self._match_over(winners)
        return events + self._start_round()

    def _pay(self, seat: int, won: bool, mine: int) -> Scored:
        bet = self.bets[seat]
        self.bets[seat] = 0
        if not won:
            self.house_chips += bet
            return Scored(seat, -bet, "bust" if self.bust[seat] else "lose")
        gain = winnings(bet, mine)
        self.house_chips -= gain
        self.chips[seat] += bet + gain
        return Scored(seat, gain, "siete_y_media" if mine == SIETE_Y_MEDIA else "win")

    def _match_ends(self) -> bool:
        """[SM-11, SM-12]: one round without bets; with them, at most one player with chips
        (a single player: none), or the round limit."""
        if not self.apuestas or self.round + 1 >= self.rounds:
            return True
        holding = sum(1 for c in self.chips if c > 0)
        return holding == 0 if self.seats == 1 else holding <= 1

    def _match_over(self, round_winners: tuple[int, ...]) -> list[Event]:
        n = self.seats
        if self.apuestas:
            best = max(self.chips)
            winners = tuple(s for s in range(n) if best > 0 and self.chips[s] == best)
            scores, reason = tuple(self.chips), "chips"
        else:
            winners = round_winners
            scores = tuple([int(s in winners) for s in range(n)])
            reason = "beat_the_house"
        share = 1.0 / len(winners) if self.apuestas and winners else 1.0
        returns = tuple([share if s in winners else 0.0 for s in range(n)])
        self.finished = Outcome(winners, returns, scores, reason)
        return [MatchOver(self.finished)]

    def outcome(self) -> Outcome | None:
        return self.finished

    # -------------------------------------------------------------------- what is seen

    def zones(self) -> dict[str, list[Card]]:
        zones: dict[str, list[Card]] = {STOCK: self.stock[::-1], HOUSE: list(self.house)}
        for seat in range(self.seats):
            zones[_hand(seat)] = list(self.hands[seat])
            zones[_shown(seat)] = list(self.shown[seat])
            if self.descarte:  # the only variant with discards
                zones[_discard(seat)] = list(self.discards[seat])
        return zones

    def can_see(self, seat: int | None, zone: str) -> bool:
        """The stock is never seen; a first card only by its owner until it is shown [SM-9];
        everything else lies face up."""
        if zone == STOCK:
            return False
        owner = _OWNER.get(zone)
        return owner is None or seat == owner or self.revealed[owner]

    def _totals_seen(self) -> list[int | None]:
        return [self.player_total(s) if self.revealed[s] else None for s in range(self.seats)]

    def info(self) -> dict[str, Any]:
        """Public figures; totals are in half points (15 = 7½), None where a first card is
        still hidden (``shown_totals`` counts only the face-up cards)."""
        return {
            "stage": self.stage, "stage_seat": self.stage_seat,
            "turn": self.stage_seat if self.stage == Stage.PLAY else None,
            "dealer": None, "round": self.round, "rounds": self.rounds,
            "apuestas": self.apuestas, "descarte": self.descarte,
            "playing": list(self.playing), "bust": list(self.bust),
            "revealed": list(self.revealed), "outcomes": list(self.outcomes),
            "totals": self._totals_seen(),
            "shown_totals": [total(c) for c in self.shown],
            "house_total": total(self.house),
            "chips": list(self.chips), "bets": list(self.bets),
            "house_chips": self.house_chips,
        }

    # -------------------------------------------------------------------- worlds for search

    def _unseen(self, seat: int) -> list[list[Card]]:
        hidden = [self.hands[s] for s in range(self.seats)
                  if s != seat and not self.revealed[s] and self.hands[s]]
        return [*hidden, self.stock]
