"""Veneno — "poison" (RULES.md §9).

Each turn a player draws, then plays a card onto one of three piles: a non-copas card follows
the pile of its suit, or opens an unsuited one; a copa goes anywhere. Whoever brings a pile to
13 (12 with the reduced deck) takes it, and every copa taken is a negative point. At the end
of a round in which someone reaches 20, the lowest total wins; in Copas sin veneno, where totals
can fall, the match also ends after the 100th round.

Totals count negative points, as the rules say them ("20 or more"): a ``Scored`` event adds its
``points`` to the seat's total, and lower is better. The stock is a list whose top is its end.
Each pile's total and suit are kept alongside its cards, so legal moves need no summing.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from ..cards import SPANISH_40, SPANISH_48, Card
from .base import N_, Action, Game, GameSpec, OptionSpec, Outcome, PlayCard
from .events import (
    Announced,
    Captured,
    Dealt,
    Event,
    HandStarted,
    MatchOver,
    Moved,
    Scored,
)

COPAS = "c"
PILES = 3
ALL_PILES = tuple(range(PILES))
PILE_ZONES = {f"pile:{k}": k for k in ALL_PILES}
HAND_SIZE = 3
LIMIT = 20  # the negative points that end the match [VE-4]
MAX_ROUNDS = 100  # Copas sin veneno's totals can fall: its match ends after this round (rule 9)
BONUS = 2  # a copa of a completed rank gives this back in Copas sin veneno [VE-5]

SPEC = GameSpec(
    id="veneno",
    name_es="Veneno",
    name_en="Poison",
    players=(2, 6),
    deck="spanish48",
    options=(
        OptionSpec("players", 2, minimum=2, maximum=6, help=N_("players")),
        OptionSpec("mazo_reducido", False,
                   help=N_("Spanish 40 deck, figures count 2, piles taken at 12"),
                   label=N_("Reduced deck")),
        OptionSpec(
            "copas_sin_veneno", False,
            help=N_("a cup whose rank you took all four of gives 2 back instead of costing 1"),
            label=N_("Harmless cups"),
        ),
    ),
    variants={
        "reducido": {"mazo_reducido": True},
        "copas-sin-veneno": {"copas_sin_veneno": True},
    },
    variant_labels={"reducido": N_("Reduced deck"), "copas-sin-veneno": N_("Harmless cups")},
    summary_es="Juega en tres montones siguiendo el palo; quien lleva un montón a 13 se lo "
    "lleva, y cada copa es un punto negativo. Al llegar alguien a 20, gana quien tenga menos.",
    summary_en="Play onto three piles, following suit; whoever brings a pile to 13 takes it, "
    "and every cup is a negative point. Once someone reaches 20, the lowest total wins.",
)

# Speed: the unsuited piles for each pattern of empty suits, and for each card the PlayCard
# objects onto every set of piles, built once and shared by every legal list.
_SUBSETS = [subset for size in range(PILES + 1) for subset in combinations(ALL_PILES, size)]
_FREE = {tuple(k in subset for k in ALL_PILES): subset for subset in _SUBSETS}
_ACTIONS: dict[Card, dict[tuple[int, ...], tuple[PlayCard, ...]]] = {
    card: {subset: tuple(PlayCard(card, f"pile:{k}") for k in subset) for subset in _SUBSETS}
    for card in SPANISH_48
}


def card_value(card: Card, reduced: bool = False) -> int:
    """1–9 count their number; Sota, Caballo and Rey count 4 (2 with the reduced deck)."""
    if card.rank <= 9:
        return card.rank
    return 2 if reduced else 4


def pile_suit(cards: list[Card]) -> str | None:
    """The suit of a pile's non-copas cards; None for an unsuited (empty or copas-only) pile."""
    return next((card.suit for card in cards if card.suit != COPAS), None)


def legal_piles(card: Card, suits: list[str | None]) -> tuple[int, ...]:
    """The piles ``card`` may go on, given each pile's suit (rule 3, VE-2)."""
    if card.suit == COPAS:  # copas anywhere
        return ALL_PILES
    if card.suit in suits:  # follow the pile of its suit
        return (suits.index(card.suit),)
    # an unsuited pile of his choice (three piles: see _FREE)
    return _FREE[suits[0] is None, suits[1] is None, suits[2] is None]


class Veneno(Game):
    spec = SPEC

    # ---------------------------------------------------------------- setup and deal

    def _setup(self) -> list[Event]:
        reduced = self.options["mazo_reducido"]
        self.values = {card: card_value(card, reduced) for card in self.deck}
        self.take_at = 12 if reduced else 13
        self.dealer = self._draw_first_dealer()  # [VE-6]
        self.totals = [0] * self.players
        self.hand_number = -1
        self.results: list[dict[str, Any]] = []
        self.finished: Outcome | None = None
        return self._start_round()

    @property
    def deck(self) -> tuple[Card, ...]:
        """The reduced variant plays with the 40-card deck."""
        return SPANISH_40 if self.options["mazo_reducido"] else SPANISH_48

    def _start_round(self) -> list[Event]:
        self.hand_number += 1
        n = self.players
        self.stock = self.deck_for_hand(self.hand_number, self.deck)[::-1]  # top card last
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.taken: list[list[Card]] = [[] for _ in range(n)]
        self.set_piles([[] for _ in ALL_PILES])
        events: list[Event] = [HandStarted(self.hand_number, self.dealer)]
        for offset in range(1, n + 1):  # one block of 3, the seat after the dealer first
            seat = (self.dealer + offset) % n
            for _ in range(HAND_SIZE):
                card = self.stock.pop()
                self.hands[seat].append(card)
                events.append(Dealt(card, f"hand:{seat}"))
        self.turn = (self.dealer + 1) % n
        return events + self._draw()

    def set_piles(self, piles: list[list[Card]]) -> None:
        """Put these cards (bottom to top) on the three piles, with their totals and suits."""
        self.piles = [list(pile) for pile in piles]
        self.pile_sums = [sum(self.values[card] for card in pile) for pile in self.piles]
        self.pile_suits = [pile_suit(pile) for pile in self.piles]

    def _draw(self) -> list[Event]:
        """The player to move draws the top stock card (rule 2), if any is left."""
        if not self.stock:
            return []
        card = self.stock.pop()
        self.hands[self.turn].append(card)
        return [Dealt(card, f"hand:{self.turn}")]

    # ---------------------------------------------------------------- turns

    def actors(self) -> tuple[int, ...]:
        return () if self.finished else (self.turn,)

    def _legal_actions(self, seat: int) -> list[PlayCard]:
        suits = self.pile_suits
        legal: list[PlayCard] = []
        for card in self.hands[seat]:
            legal += _ACTIONS[card][legal_piles(card, suits)]
        return legal

    def _is_legal(self, seat: int, act: Action) -> bool:
        """The same answer as ``act in legal_actions(seat)``, without building the list."""
        if type(act) is not PlayCard or act.card not in self.hands[seat]:
            return False
        k = PILE_ZONES.get(act.target)
        return k is not None and k in legal_piles(act.card, self.pile_suits)

    def _illegal_reason(self, seat: int, act: Action) -> tuple[str, dict[str, Any]]:
        card = act.card
        if not isinstance(act, PlayCard):
            return "In this game you can only play a card from your hand onto a pile.", {}
        if card not in self.hands[seat]:
            return "{card} is not in your hand.", {"card": card}
        if act.target not in PILE_ZONES:
            return "Play the card onto one of the three piles.", {}
        suit = card.suit
        if card.suit in self.pile_suits:
            pile = self.pile_suits.index(card.suit) + 1
            return "You must follow suit: {card} goes on pile {pile}, the pile of {suit}.", {
                "card": card, "pile": pile, "suit": suit}
        return ("No pile has {suit} yet: {card} must go on an empty pile or on one holding "
                "only cups.", {"card": card, "suit": suit})

    def _apply(self, seat: int, act: PlayCard) -> list[Event]:
        card, k = act.card, PILE_ZONES[act.target]
        self.hands[seat].remove(card)
        self.piles[k].append(card)
        self.pile_sums[k] += self.values[card]
        if card.suit != COPAS:
            self.pile_suits[k] = card.suit
        events: list[Event] = [Moved((card,), f"hand:{seat}", act.target, seat=seat)]
        if self.pile_sums[k] >= self.take_at:  # rule 4
            events += self._take_pile(seat, k)
        return events + self._next_turn(seat)

    def _take_pile(self, seat: int, k: int) -> list[Event]:
        pile = self.piles[k]
        copas = sum(1 for card in pile if card.suit == COPAS)
        data = {"pile": k, "total": self.pile_sums[k], "copas": copas}
        self.taken[seat].extend(pile)
        self.piles[k], self.pile_sums[k], self.pile_suits[k] = [], 0, None
        return [
            Announced("veneno" if copas else "sin_veneno", seat, data),
            Captured(seat, tuple(reversed(pile)), f"pile:{k}", f"taken:{seat}"),
        ]

    def _next_turn(self, seat: int) -> list[Event]:
        if not self.stock and not any(self.hands):
            return self._end_round()
        n = self.players
        self.turn = (seat + 1) % n  # to the left [VE-6]
        while not self.stock and not self.hands[self.turn]:  # only in hand-built positions
            self.turn = (self.turn + 1) % n
        return self._draw()

    # ---------------------------------------------------------------- end of round and match

    def round_points(self, seat: int) -> tuple[int, int]:
        """(poison, bonus) of ``seat``'s taken cards: +1 per copa, and in Copas sin veneno a
        copa of a rank he took all four of gives ``BONUS`` back instead [VE-5]."""
        taken = self.taken[seat]
        copas = [card for card in taken if card.suit == COPAS]
        if not self.options["copas_sin_veneno"]:
            return len(copas), 0
        complete = sum(1 for c in copas if sum(1 for t in taken if t.rank == c.rank) == 4)
        return len(copas) - complete, -BONUS * complete

    def _end_round(self) -> list[Event]:
        events: list[Event] = []
        changes = []
        for seat in range(self.players):  # leftover piles are not scored [VE-3]
            poison, bonus = self.round_points(seat)
            changes.append(poison + bonus)
            self.totals[seat] += poison + bonus
            if poison:
                events.append(Scored(seat, poison, "copas"))
            if bonus:
                events.append(Scored(seat, bonus, "sin_veneno"))
        best = min(changes)
        result = {
            "dealer": self.dealer,
            "copas": [sum(1 for c in taken if c.suit == COPAS) for taken in self.taken],
            "points": changes,
            "totals": list(self.totals),
        }
        self.results.append(result)
        winners = tuple(s for s in range(self.players) if changes[s] == best)
        events.append(self._hand_over(self.hand_number, winners, result))
        if max(self.totals) >= LIMIT:  # this round is the last [VE-4]
            return events + self._end_match("limit_reached")
        if self.options["copas_sin_veneno"] and self.hand_number + 1 >= MAX_ROUNDS:  # rule 9
            return events + self._end_match("round_limit")
        self.dealer = (self.dealer + 1) % self.players
        return events + self._start_round()

    def _end_match(self, reason: str) -> list[Event]:
        """The lowest total wins (rules 8, 9); ``reason``: 20 reached, or the round limit."""
        low = min(self.totals)
        winners = tuple(s for s in range(self.players) if self.totals[s] == low)
        share = 1.0 / len(winners)  # equal totals share the win
        returns = tuple(share if s in winners else 0.0 for s in range(self.players))
        self.finished = Outcome(winners, returns, tuple(self.totals), reason)
        return [MatchOver(self.finished)]

    def outcome(self) -> Outcome | None:
        return self.finished

    # ---------------------------------------------------------------- what is seen

    def zones(self) -> dict[str, list[Card]]:
        zones = {"stock": self.stock[::-1]}  # top first
        for k in ALL_PILES:
            zones[f"pile:{k}"] = list(self.piles[k])
        for seat in range(self.players):
            zones[f"hand:{seat}"] = list(self.hands[seat])
            zones[f"taken:{seat}"] = list(self.taken[seat])
        return zones

    def info(self) -> dict[str, Any]:
        return {
            "dealer": self.dealer,
            "turn": self.turn,
            "hand_number": self.hand_number,
            "pile_totals": list(self.pile_sums),
            "pile_suits": list(self.pile_suits),
            "take_at": self.take_at,
            "totals": list(self.totals),
            "copas_taken": [sum(1 for c in taken if c.suit == COPAS) for taken in self.taken],
            "limit": LIMIT,
            "lowest_wins": True,
        }

    def _unseen(self, seat: int) -> list[list[Card]]:
        others = [self.hands[s] for s in range(self.players) if s != seat]
        return others + [self.stock]
