"""A recorded match, to be stepped through: forward one move at a time, back, or to the start
of any hand. The history viewer shows it on the table; nothing here draws.

The record is checked whole when it is opened (every move replayed, the digest compared when
there is one), so the viewer never meets a bad move halfway: a damaged file is a
``RecordError`` at once. Going back replays from the nearest kept position, so a long match
steps back as fast as a short one.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from .rules.base import CLOCK, Game, View
from .rules.events import Event, HandOver, HandStarted
from .rules.record import RecordError, from_record

KEEP_EVERY = 24  # moves between kept positions: going back replays fewer than this


@dataclass(frozen=True)
class Seat:
    """A seat as the record's table names it; a record of ``naipes selfplay`` has none."""

    name: str
    human: bool


class Replay:
    """The match of ``record`` at ``position``: the number of its moves made so far."""

    def __init__(self, record: Any) -> None:
        try:
            self._open(record)
        except RecordError:
            raise
        except (AttributeError, KeyError, TypeError, ValueError, RecursionError) as error:
            raise RecordError(f"the match file is damaged ({error})") from None

    def _open(self, record: Any) -> None:
        self.opening_events: list[Event] = []
        self._kept: dict[int, Game] = {}
        self.hands: list[int] = [0]  # the positions where a hand begins

        def note(number: int, game: Game, events: list[Event]) -> None:
            if number == 0:
                self.opening_events = events
            elif any(isinstance(e, HandStarted) for e in events):
                self.hands.append(number)
            if number % KEEP_EVERY == 0:
                self._kept[number] = game.clone()

        whole = from_record(record, note)  # RecordError on anything amiss, the digest included
        self.record = record
        self.moves: list[tuple[int, Any]] = list(whole.history)  # the actions as replayed
        self.hands = [start for start in self.hands if start < self.length]  # not a last deal
        self.outcome = whole.outcome()
        self.players = whole.players
        self.game = self._kept[0].clone()
        self.position = 0

    # -- what it is ----------------------------------------------------------------------

    @property
    def length(self) -> int:
        return len(self.moves)

    @property
    def finished(self) -> bool:
        """Whether the recorded match was played to its end (then every hand may be shown)."""
        return self.outcome is not None

    @property
    def seconds(self) -> float | None:
        """How long the match was played, as the record's table kept it (None if it did not)."""
        table = self.record.get("table") if isinstance(self.record.get("table"), dict) else {}
        elapsed = table.get("elapsed")
        return float(elapsed) if isinstance(elapsed, (int, float)) and elapsed >= 0 else None

    def seats(self) -> list[Seat]:
        table = self.record.get("table") if isinstance(self.record.get("table"), dict) else {}
        found = table.get("seats") if isinstance(table.get("seats"), list) else []
        seats = []
        for n in range(self.players):
            entry = found[n] if n < len(found) and isinstance(found[n], dict) else {}
            name = entry.get("name")
            seats.append(Seat(name if isinstance(name, str) else "", entry.get("kind") == "human"))
        return seats

    def hand_at(self, position: int | None = None) -> int:
        """The number of the hand being played at ``position`` (0 for the first)."""
        position = self.position if position is None else position
        return max(i for i, start in enumerate(self.hands) if start <= position)

    def counted(self, position: int | None = None) -> int:
        """The moves made by seats up to ``position``: the clock's ticks are not moves."""
        end = self.position if position is None else position
        return sum(1 for seat, _act in self.moves[:end] if seat != CLOCK)

    # -- stepping ------------------------------------------------------------------------

    def next_move(self) -> tuple[int, Any] | None:
        return self.moves[self.position] if self.position < self.length else None

    def forward(self) -> list[Event]:
        """Make the next move; its events (none at the end)."""
        move = self.next_move()
        if move is None:
            return []
        events = self.game.apply(*move)
        self.position += 1
        return events

    def go_to(self, position: int) -> None:
        """The match as it stood after ``position`` moves, from the nearest position kept."""
        position = max(0, min(position, self.length))
        if position == self.position:
            return
        start = max(p for p in self._kept if p <= position)
        if not (self.position <= position and self.position >= start):
            self.game = self._kept[start].clone()
            self.position = start
        while self.position < position:
            self.forward()

    def previous_hand(self) -> int:
        """Where "back a hand" goes: the start of the hand in play, or of the one before
        when the position is already there."""
        hand = self.hand_at()
        if self.position == self.hands[hand]:
            hand = max(0, hand - 1)
        return self.hands[hand]

    def next_hand(self) -> int:
        """Where "on a hand" goes: the start of the next hand, or the end after the last."""
        hand = self.hand_at()
        return self.hands[hand + 1] if hand + 1 < len(self.hands) else self.length


# ------------------------------------------------------------- every hand, once it is over


def open_view(game: Game) -> View:
    """What the seats see together: each card any of them sees is shown (a finished match
    hides nothing from the one who looks back on it); the stock stays face down."""
    views = [game.view(seat) for seat in range(game.players)]
    zones = {
        zone: [next((v.zones[zone][i] for v in views if v.zones[zone][i] is not None), None)
               for i in range(len(cards))]
        for zone, cards in views[0].zones.items()
    }
    return replace(views[0], seat=None, zones=zones)


def open_events(game: Game, events: list[Event]) -> list[Event]:
    """``events`` redacted as ``open_view`` shows the table: a card is named where any seat
    sees it."""
    seats = range(game.players)
    per_seat = [game.redact(events, seat) for seat in seats]
    shown: list[Event] = []
    for n, event in enumerate(events):
        if isinstance(event, HandOver):
            versions = [redacted[n] for redacted in per_seat]
            piles = {zone: tuple(next((v.piles[zone][i] for v in versions
                                       if v.piles[zone][i] is not None), None)
                                 for i in range(len(cards)))
                     for zone, cards in versions[0].piles.items()}
            shown.append(replace(versions[0], piles=piles))
        else:
            shown.append(event.redact(lambda zone: any(game.can_see(s, zone) for s in seats)))
    return shown
