"""Stolen House — "Ronda, robada y peleada" (RULES.md §1).

Two players capture runs from the table into their *house* and steal each other's house by
matching its exposed top card. Houses are lists bottom to top; the stock is a list whose top is
its end, with the cards set aside while dealing the table kept apart below it (their order is
public, so search never reshuffles them).
"""

from __future__ import annotations

import random
from collections import Counter
from math import comb
from typing import Any, NamedTuple

from ..cards import SPANISH_40, Card
from . import ronda_family, worlds
from .base import N_, Action, Game, GameSpec, OptionSpec, Outcome, PlayCard
from .events import Announced, Captured, Event, HandStarted, LeftoversTaken, MatchOver, Moved
from .ronda_family import RondaDeal

RUN_ORDER = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)  # cyclic [SH-2]
STEAL_PRIOR = (3.0, 0.3)  # steals made, passed up: what the search assumes of a new rival
PLAYS = {card: PlayCard(card) for card in SPANISH_40}  # shared: legal lists stay cheap
NEXT_RANK = {rank: RUN_ORDER[(i + 1) % len(RUN_ORDER)] for i, rank in enumerate(RUN_ORDER)}

SPEC = GameSpec(
    id="ronda-robada",
    name_es="Ronda robada y peleada",
    name_en="Stolen House",
    players=(2, 2),
    deck="spanish40",
    options=(
        OptionSpec("players", 2, minimum=2, maximum=2, help=N_("players")),
        OptionSpec(
            "house_steal",
            "after_table",
            choices=("after_table", "priority"),
            help=N_("when the table and the rival's house both match: take both, or the table "
                    "only"),
            label=N_("Steal the house"),
            value_labels=(("after_table", N_("Table and house")), ("priority", N_("Table only"))),
        ),
        OptionSpec("target", 3, minimum=1, maximum=15,
                   help=N_("hand wins needed to win the match"), label=N_("Hands to win")),
    ),
    summary_es="Captura escaleras de la mesa y róbale la casa a tu rival. Gana quien acaba "
    "la mano con más cartas.",
    summary_en="Capture runs from the table and steal your rival's house. "
    "Most cards wins the hand.",
)


class PastTurn(NamedTuple):
    """A turn of a deal played out, all public by then: the cards ``seat`` held (the one he
    played first), and what he saw when he played."""

    seat: int
    held: tuple[Card, ...]
    table: tuple[Card, ...]
    houses: tuple[tuple[Card, ...], tuple[Card, ...]]
    last_placed: tuple[int, int] | None
    rival_holds: int  # cards in the rival's hand


def capture_run(table: list[Card], rank: int) -> list[Card]:
    """The table cards a card of ``rank`` takes, top of the stack first (cyclic) [SH-2]."""
    return ronda_family.capture_run(table, rank, NEXT_RANK)


class RondaRobada(RondaDeal, Game):
    spec = SPEC

    # ---------------------------------------------------------------- setup and deal

    def _setup(self) -> list[Event]:
        self.dealer = self._draw_first_dealer()  # [SH-3]
        self.hand_wins = [0, 0]
        self.hand_number = -1
        # per seat, over the match: [steals made, turns he could have stolen], counted once
        # his cards of the deal are all played and so known (public: read by the search)
        self.steal_record = [[0, 0], [0, 0]]
        # every turn of the match whose deal is played out, as the player saw it; immutable,
        # so copies share it (read by the search)
        self.past_turns: tuple[PastTurn, ...] = ()
        self.results: list[dict[str, Any]] = []
        self.finished: Outcome | None = None
        return self._start_hand()

    def _start_hand(self) -> list[Event]:
        self.hand_number += 1
        deck = self.deck_for_hand(self.hand_number, SPANISH_40)
        self.stock = deck[::-1]  # top card last, so pop() deals it
        self.set_aside: list[Card] = []  # below the stock; dealt after it [SH-4]
        self.table: list[Card] = []
        self.hands: list[list[Card]] = [[], []]
        self.houses: list[list[Card]] = [[], []]
        self.debts = [0, 0]
        self.last_taker: int | None = None
        self.last_placed: tuple[int, int] | None = None  # (seat, rank) of the previous turn's (c)
        self.deal_number = 0
        self.turn = 1 - self.dealer
        events: list[Event] = [HandStarted(self.hand_number, self.dealer)]
        events += self._deal_round()
        return events

    def _deal_round(self) -> list[Event]:
        """3 cards to each player (non-dealer first), the table on the first deal, then the
        Pareja/Trío claims [SH-5]."""
        self.deal_number += 1
        self.round_played: list[list[Card]] = [[], []]  # public: every card is played face up
        # (his turn of the deal, what he saw when he played; his cards are filled in once the
        # deal is played out)
        self.round_views: list[tuple[int, PastTurn]] = []
        self.combos = [1, 1]  # the most cards of one rank in each new hand, as announced
        events: list[Event] = []
        order = (1 - self.dealer, self.dealer)
        events += self._deal_hands()
        if self.deal_number == 1:
            events += self._deal_table()
        for seat in order:  # the non-dealer's claim is settled first [SH-6]
            events += self._claim_combination(seat)
        self.turn = 1 - self.dealer
        return events

    def _claim_combination(self, seat: int) -> list[Event]:
        most = max(Counter(card.rank for card in self.hands[seat]).values())
        self.combos[seat] = most
        if most < 2:
            return []
        owed = most - 1
        kind = "pareja" if most == 2 else "trio"
        return [Announced(kind, seat, {"owed": owed})] + self._penalty(1 - seat, owed)

    # ---------------------------------------------------------------- debts [SH-11]

    def _give(self, debtor: int, count: int) -> list[Event]:
        """Move ``count`` cards, one at a time, from the bottom of ``debtor``'s house to the
        bottom of the other house (rules 6, 11, 12, 15), so their order turns over (test 12)."""
        house, creditor = self.houses[debtor], 1 - debtor
        given = house[:count]
        del house[:count]
        events: list[Event] = []
        for card in given:
            self.houses[creditor].insert(0, card)
            frm, to = f"house:{debtor}", f"house:{creditor}"
            events.append(Moved((card,), frm, to, "bottom", "bottom"))
        return events

    def _penalty(self, debtor: int, owed: int) -> list[Event]:
        """``debtor`` owes ``owed`` cards: they net against what the other owes him, the rest is
        paid now as far as his house allows, and what he cannot pay becomes debt."""
        creditor = 1 - debtor
        netted = min(owed, self.debts[creditor])
        self.debts[creditor] -= netted
        self.debts[debtor] += owed - netted
        return self._pay_debts()

    def _pay_debts(self) -> list[Event]:
        events: list[Event] = []
        for seat in (0, 1):
            if self.debts[seat] and self.houses[seat]:
                paid = min(self.debts[seat], len(self.houses[seat]))
                self.debts[seat] -= paid
                events += self._give(seat, paid)
        return events

    # ---------------------------------------------------------------- turns

    def actors(self) -> tuple[int, ...]:
        return () if self.finished else (self.turn,)

    def _legal_actions(self, seat: int) -> list[PlayCard]:
        return [PLAYS[card] for card in self.hands[seat]]

    def _illegal_reason(self, seat: int, act: Action) -> tuple[str, dict[str, Any]]:
        card = act.card
        if not isinstance(act, PlayCard):
            return "In this game you can only play a card from your hand.", {}
        if card not in self.hands[seat]:
            return "{card} is not in your hand.", {"card": card}
        return "Play the card onto the table.", {}

    def preview(self, seat: int, card: Card) -> tuple[list[Card], bool]:
        """What ``card`` would take: the table run (top first) and whether it steals the house."""
        run = capture_run(self.table, card.rank)
        rival = self.houses[1 - seat]
        steals = bool(rival) and rival[-1].rank == card.rank
        if run and self.options["house_steal"] == "priority":
            steals = False
        return run, steals

    def _apply(self, seat: int, act: PlayCard) -> list[Event]:
        card, rival = act.card, 1 - seat
        if self.keeps_records:
            houses = (tuple(self.houses[0]), tuple(self.houses[1]))
            seen = PastTurn(seat, (), tuple(self.table), houses, self.last_placed,
                            len(self.hands[rival]))
            self.round_views.append((len(self.round_played[seat]), seen))
        self.hands[seat].remove(card)
        self.round_played[seat].append(card)
        run, steals = self.preview(seat, card)
        events: list[Event] = []
        if run or steals:
            events += self._take(seat, card, run, steals)
        else:
            self.table.append(card)
            events.append(Moved((card,), f"hand:{seat}", "table", seat=seat))
        owed = 0
        if run and self.last_placed == (rival, card.rank):
            owed += 1
            events.append(Announced("te_la_piso", seat, {}))
        if run and not self.table:
            owed += 1
            events.append(Announced("mesa_limpia", seat, {}))
        self.last_placed = None if (run or steals) else (seat, card.rank)
        if owed:
            events += self._penalty(rival, owed)
        events += self._pay_debts()
        return events + self._next_turn(seat)

    def _take(self, seat: int, card: Card, run: list[Card], steals: bool) -> list[Event]:
        rival = 1 - seat
        house = self.houses[seat]
        target = "table" if run else f"house:{rival}"
        events: list[Event] = [Moved((card,), f"hand:{seat}", target, seat=seat)]
        if steals:
            stolen = self.houses[rival]
            self.houses[rival] = []
            house.extend(stolen)
            events.append(Announced("casa_robada", seat, {"cards": len(stolen)}))
            top_first = tuple(reversed(stolen)) if run else (card, *reversed(stolen))
            events.append(Captured(seat, top_first, f"house:{rival}", f"house:{seat}"))
        if run:
            for taken in run:
                self.table.remove(taken)
            stack = [card, *run]
            house.extend(reversed(stack))
            events.append(Captured(seat, tuple(stack), "table", f"house:{seat}"))
        else:
            house.append(card)
        self.last_taker = seat
        return events

    def _next_turn(self, seat: int) -> list[Event]:
        if self.hands[0] or self.hands[1]:
            self.turn = 1 - seat
            return []
        self._close_deal()
        if self.stock or self.set_aside:
            return self._deal_round()
        return self._end_hand()

    def _close_deal(self) -> None:
        """The deal is played out, so each player's cards at each of his turns are known: keep
        every turn as he saw it, and count the turns he held the rank of the rival's exposed
        card, and those he played it."""
        views, self.round_views = self.round_views, []
        if not self.keeps_records:
            return
        turns = []
        for turn, seen in views:
            seat = seen.seat
            held = tuple(self.round_played[seat][turn:])
            turns.append(seen._replace(held=held))
            exposed = seen.houses[1 - seat][-1:]
            if exposed and any(card.rank == exposed[0].rank for card in held):
                self.steal_record[seat][1] += 1
                self.steal_record[seat][0] += held[0].rank == exposed[0].rank
        self.past_turns += tuple(turns)

    # ---------------------------------------------------------------- end of hand and match

    def _end_hand(self) -> list[Event]:
        events: list[Event] = []
        if self.table and self.last_taker is not None:  # [SH-12]
            leftovers = tuple(reversed(self.table))
            self.houses[self.last_taker].extend(self.table)
            self.table = []
            house = f"house:{self.last_taker}"
            events.append(LeftoversTaken(self.last_taker, leftovers, "table", house))
        events += self._pay_debts()
        self.debts = [0, 0]  # unpaid debt is cancelled (rule 17)
        counts = [len(house) for house in self.houses]
        winner = 1 - self.dealer if counts[0] == counts[1] else counts.index(max(counts))
        self.hand_wins[winner] += 1
        result = {"houses": counts, "winner": winner, "dealer": self.dealer}
        self.results.append(result)
        summary = dict(result, hand_wins=self.hand_wins[:])
        events.append(self._hand_over(self.hand_number, (winner,), summary))
        if self.hand_wins[winner] >= self.options["target"]:
            returns = tuple(1.0 if s == winner else 0.0 for s in (0, 1))
            self.finished = Outcome((winner,), returns, tuple(self.hand_wins), "hand_wins")
            return events + [MatchOver(self.finished)]
        self.dealer = 1 - self.dealer
        return events + self._start_hand()

    def outcome(self) -> Outcome | None:
        return self.finished

    # ---------------------------------------------------------------- what is seen

    def zones(self) -> dict[str, list[Card]]:
        return {
            "stock": self.stock[::-1] + self.set_aside[::-1],  # top first
            "table": list(self.table),
            "hand:0": list(self.hands[0]),
            "hand:1": list(self.hands[1]),
            "house:0": list(self.houses[0]),
            "house:1": list(self.houses[1]),
        }

    def _mask(self, seat: int | None, zone: str, cards: list[Card]) -> list[Card | None]:
        if zone.startswith("house:"):  # only the exposed top card can be seen
            return [None] * (len(cards) - 1) + cards[-1:]
        return super()._mask(seat, zone, cards)

    def info(self) -> dict[str, Any]:
        return {
            "dealer": self.dealer,
            "turn": self.turn,
            "hand_number": self.hand_number,
            "deal_number": self.deal_number,
            "debts": list(self.debts),
            "hand_wins": list(self.hand_wins),
            "target": self.options["target"],
            "house_counts": [len(house) for house in self.houses],
        }

    def known_cards(self, seat: int) -> list[Card]:
        """Every card ``seat`` knows the place of: his hand, the table, and the houses (each
        house card was seen face up when it was captured, though only the top shows now)."""
        return self.hands[seat] + self.table + self.houses[0] + self.houses[1]

    def _unseen(self, seat: int) -> list[list[Card]]:
        return [self.hands[1 - seat], self.stock]

    def determinize(self, seat: int, rng: random.Random) -> RondaRobada:
        """As ``Game.determinize``; a rival who announced a Trío is dealt one at once (a deal at
        random would hold one about once in two hundred)."""
        rival = 1 - seat
        hidden = len(self.hands[rival])
        if self.combos[rival] < 3 or not hidden:
            return super().determinize(seat, rng)
        new = self.clone()
        pool = new.hands[rival] + new.stock
        played = new.round_played[rival]
        if played:
            rank = played[0].rank
        else:
            counts = Counter(card.rank for card in pool)
            ranks = sorted(r for r, n in counts.items() if n >= 3)
            rank = rng.choices(ranks, [comb(counts[r], 3) for r in ranks])[0]
        hand = rng.sample([card for card in pool if card.rank == rank], hidden)
        new.hands[rival][:] = hand
        new.stock[:] = [card for card in pool if card not in hand]
        worlds.deal([worlds.Slot(new.hands[rival], fixed=frozenset(hand)),
                     worlds.Slot(new.stock)], rng)  # the Trío known, the stock dealt anew
        return new._reseeded(rng)

    def steal_rate(self, seat: int) -> float:
        """How often ``seat`` has stolen the house when he could (all public), with a prior of
        about nine steals in ten for a player not yet seen."""
        made, chances = self.steal_record[seat]
        return (made + STEAL_PRIOR[0]) / (chances + STEAL_PRIOR[0] + STEAL_PRIOR[1])

    def _likelihood(self, seat: int) -> float:
        """The rival's three cards of this deal (those he played and those he holds) must hold a
        Pareja, a Trío or neither exactly as he announced (silence says neither). And each turn
        of this deal on which he could have stolen with a card he still holds, and did not, makes
        the deal as unlikely as he is to pass up a steal."""
        rival = 1 - seat
        hidden = self.hands[rival]
        dealt = hidden + self.round_played[rival]
        if len(dealt) >= 2 and max(Counter(c.rank for c in dealt).values()) != self.combos[rival]:
            return 0.0
        passed = 0
        for turn, seen in self.round_views:
            exposed = seen.houses[seat][-1:]
            if seen.seat != rival or not exposed:
                continue
            if self.round_played[rival][turn].rank != exposed[0].rank:
                passed += any(card.rank == exposed[0].rank for card in hidden)
        return (1.0 - self.steal_rate(rival)) ** passed if passed else 1.0
