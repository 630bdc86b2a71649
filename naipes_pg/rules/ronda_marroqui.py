"""Moroccan Ronda (RULES.md §2).

Two players capture runs from the table (1–7, then Sota, Caballo, Rey; no wrap) and score
points: Darba for capturing the card the rival has just placed, B'khamsa and B'ashra for the
third and fourth card of that rank (the captured group passes from one capture pile to the
other), Missa for clearing the table, Ronda and Tringa for a pair or three of a kind in a new
hand, and a point per captured card beyond 20. First to 41 wins.

Capture piles are lists bottom to top, face down; the stock is a list whose top is its end, with
the cards set aside while dealing the table kept apart below it (their order is public). A live
chain is ``(holder, rank, size, step)``: the top ``size`` cards of the holder's pile are the
group the other player takes with his next card if it has ``rank``.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..cards import SPANISH_40, Card
from . import ronda_family
from .base import N_, Action, Game, GameSpec, OptionSpec, Outcome, PlayCard
from .events import (
    Announced,
    Captured,
    Event,
    HandStarted,
    LeftoversTaken,
    MatchOver,
    Moved,
    Scored,
)
from .ronda_family import RondaDeal

RUN_ORDER = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)  # 7 is adjacent to the Sota; no wrap [RO-1]
NEXT_RANK = dict(zip(RUN_ORDER, RUN_ORDER[1:], strict=False))
RUN_INDEX = {rank: i for i, rank in enumerate(RUN_ORDER)}
COMBINATION_POINTS = {"ronda": 1, "tringa": 5}
CHAIN_STEPS = {1: ("bkhamsa", 5), 2: ("bashra", 10)}  # the step a live chain is waiting for
CARD_POINTS_FROM = 20
PLAYS = {card: PlayCard(card) for card in SPANISH_40}  # shared, so legal lists are cheap

SPEC = GameSpec(
    id="ronda-marroqui",
    name_es="Ronda marroquí",
    name_en="Moroccan Ronda",
    players=(2, 2),
    deck="spanish40",
    options=(
        OptionSpec("players", 2, minimum=2, maximum=2, help=N_("players")),
        OptionSpec("announcements", True,
                   help=N_("Ronda and Tringa: a pair or three of a kind scores"),
                   label=N_("Announcements")),
        OptionSpec("target", 41, minimum=1, maximum=500, help=N_("points that end the match"),
                   label=N_("Points to win")),
    ),
    summary_es="Captura escaleras de la mesa, pisa la carta de tu rival (Darba) y llega "
    "a 41 puntos.",
    summary_en="Capture runs from the table, catch your rival's last card (Darba) and "
    "reach 41 points.",
)


def capture_run(table: list[Card], rank: int) -> list[Card]:
    """The table cards a card of ``rank`` takes, top of the stack first; no wrap [RO-1]."""
    return ronda_family.capture_run(table, rank, NEXT_RANK)


def combination(hand: list[Card]) -> tuple[str, int] | None:
    """``("ronda", rank)`` for exactly two of a rank, ``("tringa", rank)`` for three, in a
    freshly dealt hand of three cards."""
    rank, count = Counter(card.rank for card in hand).most_common(1)[0]
    if count == 2:
        return "ronda", rank
    if count == 3:
        return "tringa", rank
    return None


def strength(claim: tuple[str, int]) -> tuple[int, int]:
    """Tringa beats ronda; the same kind goes to the higher rank in run order (rule 7)."""
    kind, rank = claim
    return COMBINATION_POINTS[kind], RUN_INDEX[rank]


class RondaMarroqui(RondaDeal, Game):
    spec = SPEC

    # ---------------------------------------------------------------- setup and deal

    def _setup(self) -> list[Event]:
        self.dealer = self._draw_first_dealer()  # [RO-2]
        self.scores = [0, 0]
        self.hand_number = -1
        self.results: list[dict[str, Any]] = []
        self.finished: Outcome | None = None
        return self._start_hand()

    def _start_hand(self) -> list[Event]:
        self.hand_number += 1
        deck = self.deck_for_hand(self.hand_number, SPANISH_40)
        self.stock = deck[::-1]  # top card last, so pop() deals it
        self.set_aside: list[Card] = []  # below the stock; dealt after it [RO-3]
        self.table: list[Card] = []
        self.hands: list[list[Card]] = [[], []]
        self.piles: list[list[Card]] = [[], []]
        self.hand_points = [0, 0]
        self.last_taker: int | None = None
        self.last_placed: tuple[int, int] | None = None  # (seat, rank) placed on the last play
        self.chain: tuple[int, int, int, int] | None = None  # (holder, rank, size, step)
        self.deal_number = 0
        self.turn = 1 - self.dealer
        events: list[Event] = [HandStarted(self.hand_number, self.dealer)]
        return events + self._deal_round()

    def _deal_round(self) -> list[Event]:
        """3 cards to each player (non-dealer first), the table on the first deal, then the
        Ronda/Tringa announcements (rules 2, 3, 5)."""
        self.deal_number += 1
        events: list[Event] = []
        events += self._deal_hands()
        if self.deal_number == 1:
            events += self._deal_table()
        if self.options["announcements"]:
            events += self._announce_combinations()
        self.turn = 1 - self.dealer  # rule 4
        return events

    def _announce_combinations(self) -> list[Event]:
        """Rules 5–7 [RO-7]. The banner never names the rank, which stays secret."""
        order = (1 - self.dealer, self.dealer)
        claims = [(seat, c) for seat in order if (c := combination(self.hands[seat]))]
        events: list[Event] = [Announced(kind, seat, {}) for seat, (kind, _) in claims]
        winner = None
        if len(claims) == 2 and strength(claims[0][1]) != strength(claims[1][1]):
            winner = max(claims, key=lambda claim: strength(claim[1]))[0]
        for seat, (kind, _) in claims:
            scorer = seat if winner is None else winner
            events += self._score(scorer, COMBINATION_POINTS[kind], kind)
        return events

    def _score(self, seat: int, points: int, why: str) -> list[Event]:
        self.scores[seat] += points
        self.hand_points[seat] += points
        return [Scored(seat, points, why)]

    # ---------------------------------------------------------------- turns

    def actors(self) -> tuple[int, ...]:
        return () if self.finished else (self.turn,)

    def _legal_actions(self, seat: int) -> list[PlayCard]:
        return [PLAYS[card] for card in self.hands[seat]]

    def _is_legal(self, seat: int, act: Action) -> bool:
        return type(act) is PlayCard and act.target == "table" and act.card in self.hands[seat]

    def _illegal_reason(self, seat: int, act: Action) -> tuple[str, dict[str, Any]]:
        if not isinstance(act, PlayCard):
            return "In this game you can only play a card from your hand.", {}
        if act.card not in self.hands[seat]:
            return "{card} is not in your hand.", {"card": act.card}
        return "Play the card onto the table.", {}

    def continues_chain(self, seat: int, card: Card) -> bool:
        """Whether ``card`` is the next card of a live Darba chain held by the rival."""
        return self.chain is not None and self.chain[0] != seat and self.chain[1] == card.rank

    def _apply(self, seat: int, act: PlayCard) -> list[Event]:
        card = act.card
        self.hands[seat].remove(card)
        last_play = not (self.hands[0] or self.hands[1] or self.stock or self.set_aside)
        if self.continues_chain(seat, card):
            events = self._chain_step(seat, card)
        else:
            self.chain = None  # the player concerned played another rank (rule 13)
            run = capture_run(self.table, card.rank)
            events = self._take(seat, card, run, last_play) if run else self._place(seat, card)
        return events + self._next_turn(seat)

    def _place(self, seat: int, card: Card) -> list[Event]:
        self.table.append(card)
        self.last_placed = (seat, card.rank)
        return [Moved((card,), f"hand:{seat}", "table", seat=seat)]

    def _take(self, seat: int, card: Card, run: list[Card], last_play: bool) -> list[Event]:
        """Rule 9, with Darba (rule 10) and Missa (rule 14) [RO-8]."""
        for taken in run:
            self.table.remove(taken)
        stack = [card, *run]
        self.piles[seat].extend(reversed(stack))
        events: list[Event] = [
            Moved((card,), f"hand:{seat}", "table", seat=seat),
            Captured(seat, tuple(stack), "table", f"pile:{seat}"),
        ]
        if self.last_placed == (1 - seat, card.rank):
            events.append(Announced("darba", seat, {"points": 1}))
            events += self._score(seat, 1, "darba")
            self.chain = (seat, card.rank, len(stack), 1)
        if not self.table and not last_play:
            events.append(Announced("missa", seat, {"points": 1}))
            events += self._score(seat, 1, "missa")
        self.last_taker = seat
        self.last_placed = None
        return events

    def _chain_step(self, seat: int, card: Card) -> list[Event]:
        """B'khamsa or B'ashra (rules 11, 12) [RO-5]: the card lands on the group on top of the
        rival's pile and the whole group passes to the player's pile. The table is untouched,
        so this is never a Missa [RO-10]."""
        assert self.chain is not None  # continues_chain said so
        holder, rank, size, step = self.chain
        kind, points = CHAIN_STEPS[step]
        pile = self.piles[holder]
        group = pile[-size:] + [card]
        del pile[-size:]
        self.piles[seat].extend(group)
        events: list[Event] = [
            Announced(kind, seat, {"points": points}),
            Moved((card,), f"hand:{seat}", f"pile:{holder}", seat=seat),
            Moved(tuple(group), f"pile:{holder}", f"pile:{seat}", seat=seat),
        ]
        events += self._score(seat, points, kind)
        self.chain = (seat, rank, size + 1, step + 1) if step + 1 in CHAIN_STEPS else None
        self.last_taker = seat
        self.last_placed = None
        return events

    def _next_turn(self, seat: int) -> list[Event]:
        if self.hands[0] or self.hands[1]:
            self.turn = 1 - seat
            return []
        if self.stock or self.set_aside:
            return self._deal_round()
        return self._end_hand()

    # ---------------------------------------------------------------- end of hand and match

    def _end_hand(self) -> list[Event]:
        events: list[Event] = []
        if self.table and self.last_taker is not None:  # rule 15; never a Missa
            leftovers = tuple(reversed(self.table))
            self.piles[self.last_taker].extend(self.table)
            self.table = []
            pile = f"pile:{self.last_taker}"
            events.append(LeftoversTaken(self.last_taker, leftovers, "table", pile))
        self.chain = None
        counts = [len(pile) for pile in self.piles]
        card_points = [max(0, n - CARD_POINTS_FROM) for n in counts]  # rule 16
        for seat in (0, 1):
            if card_points[seat]:
                events += self._score(seat, card_points[seat], "cards")
        best = max(self.hand_points)
        winners = tuple(s for s in (0, 1) if self.hand_points[s] == best)
        result = {"piles": counts, "card_points": card_points,
                  "hand_points": list(self.hand_points), "dealer": self.dealer}
        self.results.append(result)
        summary = dict(result, scores=list(self.scores))
        events.append(self._hand_over(self.hand_number, winners, summary))
        return events + self._end_match_or_deal()

    def _end_match_or_deal(self) -> list[Event]:
        """Rule 17 [RO-6]: someone at the target and the totals differ; else another hand."""
        if max(self.scores) >= self.options["target"] and self.scores[0] != self.scores[1]:
            winner = 0 if self.scores[0] > self.scores[1] else 1
            returns = tuple(1.0 if s == winner else 0.0 for s in (0, 1))
            self.finished = Outcome((winner,), returns, tuple(self.scores), "points")
            return [MatchOver(self.finished)]
        self.dealer = 1 - self.dealer
        return self._start_hand()

    def outcome(self) -> Outcome | None:
        return self.finished

    # ---------------------------------------------------------------- what is seen

    def zones(self) -> dict[str, list[Card]]:
        return {
            "stock": self.stock[::-1] + self.set_aside[::-1],  # top first
            "table": list(self.table),
            "hand:0": list(self.hands[0]),
            "hand:1": list(self.hands[1]),
            "pile:0": list(self.piles[0]),
            "pile:1": list(self.piles[1]),
        }

    def shown_group(self, seat: int) -> int:
        """How many top cards of ``seat``'s pile lie face up: a live chain's group [RO-5]."""
        return self.chain[2] if self.chain and self.chain[0] == seat else 0

    def _mask(self, seat: int | None, zone: str, cards: list[Card]) -> list[Card | None]:
        if zone.startswith("pile:"):  # face down, except a group the rival may still take
            hidden = len(cards) - self.shown_group(int(zone[5:]))
            return [None] * hidden + cards[hidden:]
        return super()._mask(seat, zone, cards)

    def info(self) -> dict[str, Any]:
        chain = None
        if self.chain:
            holder, rank, size, step = self.chain
            chain = {"holder": holder, "rank": rank, "size": size, "next": CHAIN_STEPS[step][0]}
        return {
            "dealer": self.dealer,
            "turn": self.turn,
            "hand_number": self.hand_number,
            "deal_number": self.deal_number,
            "scores": list(self.scores),
            "hand_points": list(self.hand_points),
            "target": self.options["target"],
            "pile_counts": [len(pile) for pile in self.piles],
            "chain": chain,
        }

    def known_cards(self, seat: int) -> list[Card]:
        """Every card ``seat`` has seen where it lies: his hand, the table, the piles (each
        capture was seen face up) and the cards set aside under the stock."""
        return self.hands[seat] + self.table + self.piles[0] + self.piles[1] + self.set_aside

    def _unseen(self, seat: int) -> list[list[Card]]:
        return [self.hands[1 - seat], self.stock]
