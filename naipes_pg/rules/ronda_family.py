"""What the two Rondas share: capturing a run from the table, and the deal (three cards each,
non-dealer first; four table cards of different ranks, a repeat set aside to the bottom of
the stock). Each game keeps its own rules module; this is only their common ground.
"""

from __future__ import annotations

from ..cards import Card
from .events import Dealt, Event, Moved

HAND_SIZE, TABLE_SIZE = 3, 4


def capture_run(table: list[Card], rank: int, next_rank: dict[int, int]) -> list[Card]:
    """The table cards a card of ``rank`` takes, top of the stack first: the card of that rank,
    then the next ranks of ``next_rank`` while present, never reaching ``rank`` again."""
    by_rank = {card.rank: card for card in table}
    if rank not in by_rank:
        return []
    taken = [by_rank[rank]]
    nxt = next_rank.get(rank)
    while nxt is not None and nxt != rank and nxt in by_rank:
        taken.append(by_rank[nxt])
        nxt = next_rank.get(nxt)
    return taken


class RondaDeal:
    """The deal of both Rondas; the game holds ``stock`` (top card last), ``set_aside``
    (dealt after the stock), ``table``, ``hands`` and ``dealer``."""

    stock: list[Card]
    set_aside: list[Card]
    table: list[Card]
    hands: list[list[Card]]
    dealer: int

    def _draw(self) -> Card:
        return self.stock.pop() if self.stock else self.set_aside.pop()

    def _deal_hands(self) -> list[Event]:
        events: list[Event] = []
        for seat in (1 - self.dealer, self.dealer):
            for _ in range(HAND_SIZE):
                card = self._draw()
                self.hands[seat].append(card)
                events.append(Dealt(card, f"hand:{seat}"))
        return events

    def _deal_table(self) -> list[Event]:
        """Four cards of different ranks; a repeated rank goes to the bottom of the stock, the
        first set aside being the first of them dealt later (no reshuffle, so one deck order
        replays the hand)."""
        events: list[Event] = []
        while len(self.table) < TABLE_SIZE:
            card = self.stock.pop()
            events.append(Dealt(card, "table"))
            if any(c.rank == card.rank for c in self.table):
                self.set_aside.insert(0, card)
                events.append(Moved((card,), "table", "stock", to_end="bottom"))
            else:
                self.table.append(card)
        return events
