"""The story of a hand: each move told in words (``telling``) as it shows on the table, the
sentences of what a player took, gave or scored shown a moment (the news), and every line kept
in the hand's log, which the player opens with L or the "Moves (L)" button.

A move is told once, when it is queued, from its events as a spectator sees them; its lines
reach the news and the log as the event they belong to is shown, so the words never run ahead
of the cards.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from ...rules.events import Event
from ..phrasing import say
from .telling import Teller, Told

NEWS_SECONDS = 4.0  # a sentence stays this long (× the table's speed, at least half of it)
NEWS_LINES = 2  # at most this many at once, the newest last


@dataclass(frozen=True)
class News:
    text: str
    left: float


class Telling(Protocol):
    """What the story asks the layout adapter: a move told its own way, or None."""

    def tell(self, events: Sequence[Event], teller: Teller) -> Sequence[Told] | None: ...


class Story:
    """``public`` redacts a move's events as a spectator sees them; ``teller`` makes the
    teller of the moment (the seats' names may change with the viewer); ``speed`` is the
    table's pace (slower tables keep their words longer)."""

    def __init__(self, layout: Telling, teller: Callable[[], Teller],
                 public: Callable[[list[Event]], list[Event]],
                 speed: Callable[[], float]) -> None:
        self.layout = layout
        self.teller = teller
        self.public = public
        self.speed = speed
        self.log: list[str] = []
        self.news: list[News] = []

    def use_layout(self, layout: Telling) -> None:
        self.layout = layout

    def tell(self, events: list[Event]) -> dict[int, list[Told]]:
        """A move's lines, by the index of the event each shows with."""
        if not events:
            return {}
        seen = self.public(events)
        teller = self.teller()
        told = self.layout.tell(seen, teller)
        if told is None:
            told = teller.by_kind(seen)
        lines: dict[int, list[Told]] = {}
        for line in told:
            lines.setdefault(min(max(line.at, 0), len(events) - 1), []).append(line)
        return lines

    def reached(self, lines: Sequence[Told]) -> None:
        """The event these lines belong to is being shown: into the log, and the news."""
        for line in lines:
            said = say(line.said)
            text = said[:1].upper() + said[1:]  # a line starts as a sentence does
            self.log.append(text)
            if line.shown:
                seconds = NEWS_SECONDS * max(0.5, self.speed())
                self.news = [*[n for n in self.news if n.text != text][-(NEWS_LINES - 1):],
                             News(text, seconds)]

    def new_hand(self) -> None:
        self.log = []
        self.news = []

    def update(self, dt: float) -> None:
        self.news = [News(n.text, n.left - dt) for n in self.news if n.left - dt > 0]

    def showing(self) -> list[str]:
        """The sentences on the table now, the oldest first."""
        return [n.text for n in self.news]
