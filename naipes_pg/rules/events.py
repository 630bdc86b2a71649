"""What happened, in order: the events a game's ``apply`` returns.

The UI animates these without knowing the game. Zones are named strings (``"table"``,
``"hand:0"``, ``"house:1"``, ``"stock"``). A card the viewer may not see is ``None``
after ``redact``: an opponent's draw reaches the UI face down.

``Announced.kind`` is a stable key (see ``announcements.py``) that picks the banner text and
the voice; adding a call to a game adds a key, not UI code.

An event says what happened without the state: a card that takes cards is a ``Captured``; cards
taken by a rule with no card played onto them are its subclasses ``LeftoversTaken`` (the table
left at the end of a hand) and ``Claimed`` (a call such as Escoba's 15 en mesa), so a viewer that
only animates captures needs nothing new. ``HandOver`` carries the hand's final piles.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from ..cards import Card

MaybeCard = Card | None


@dataclass(frozen=True, slots=True)
class Event:
    """Base of every event."""

    def redact(self, can_see: Callable[[str], bool]) -> Event:
        """This event as a viewer sees it; ``can_see(zone)`` says whether moves into or out of
        that zone are seen face up by the viewer."""
        return self


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """One card dealt from ``frm`` (the stock) to zone ``to``."""

    card: MaybeCard
    to: str
    frm: str = "stock"

    def redact(self, can_see: Callable[[str], bool]) -> Dealt:
        return self if can_see(self.to) else replace(self, card=None)


@dataclass(frozen=True, slots=True)
class Moved(Event):
    """Cards moved from one zone to another as a block, listed in pile order (bottom to top),
    which they keep. ``frm_end``/``to_end`` say whether the block leaves and joins at the
    ``"top"`` or the ``"bottom"`` of a stack (a penalty goes bottom to bottom)."""

    cards: tuple[MaybeCard, ...]
    frm: str
    to: str
    frm_end: str = "top"
    to_end: str = "top"
    seat: int | None = None

    def redact(self, can_see: Callable[[str], bool]) -> Moved:
        if can_see(self.frm) or can_see(self.to):
            return self
        return replace(self, cards=(None,) * len(self.cards))


@dataclass(frozen=True, slots=True)
class Revealed(Event):
    """A face-down card turned face up where it lies: at ``index`` in ``where`` (counted from
    the bottom) when the game says, else the first face-down card there."""

    card: Card
    where: str
    index: int | None = None


@dataclass(frozen=True, slots=True)
class Captured(Event):
    """``seat`` took ``cards`` (in the order they are stacked, top first) from ``frm`` to ``to``."""

    seat: int
    cards: tuple[Card, ...]
    frm: str
    to: str


@dataclass(frozen=True, slots=True)
class Gathered(Event):
    """``seat`` took the cards lying in several places (a trick: each player's card in front
    of him) onto ``to``: ``parts`` is ``((zone, cards), ...)`` in the order they are stacked,
    first at the bottom. Cards that lay face up stay named; the pile may lie face down."""

    seat: int
    parts: tuple[tuple[str, tuple[MaybeCard, ...]], ...]
    to: str

    def redact(self, can_see: Callable[[str], bool]) -> Gathered:
        parts = tuple((zone, cards if can_see(zone) else (None,) * len(cards))
                      for zone, cards in self.parts)
        return replace(self, parts=parts)

    @property
    def cards(self) -> tuple[MaybeCard, ...]:
        return tuple(card for _zone, cards in self.parts for card in cards)


@dataclass(frozen=True, slots=True)
class LeftoversTaken(Captured):
    """At the end of a hand ``seat`` took the cards left in ``frm`` (the table), by the rule
    that gives them to the last taker; not a capture made by a card."""


@dataclass(frozen=True, slots=True)
class Claimed(Captured):
    """``seat`` took ``cards`` because they made a call true, with no card played onto them
    (Escoba's "15 en mesa" from the table, "15 en mano" from his hand)."""


@dataclass(frozen=True, slots=True)
class Announced(Event):
    """A call or a rule event with a banner and a voice: ``kind`` is a stable key."""

    kind: str
    seat: int | None
    data: dict[str, Any] = field(default_factory=dict, compare=True)


@dataclass(frozen=True, slots=True)
class Scored(Event):
    """``seat`` scored ``points`` for ``why`` (a stable key)."""

    seat: int
    points: int
    why: str


@dataclass(frozen=True, slots=True)
class HandStarted(Event):
    """A new hand begins: every card is gathered into the stock and shuffled."""

    number: int
    dealer: int | None  # None where no seat deals: the house does (Siete y Media)


@dataclass(frozen=True, slots=True)
class TimedOut(Event):
    """A reflex window ran out with no press that wins it (RULES.md 0.6): ``window`` is its
    key (``"quince_en_mesa"``), ``t`` the time in ms at which it ran out."""

    window: str
    t: int


@dataclass(frozen=True, slots=True)
class Shuffled(Event):
    """The cards of ``zone`` were shuffled where they lie (a discard pile renewed into a hand,
    a pile taken into a stack): the table shows a shuffle, and no card of it is named."""

    zone: str


Piles = dict[str, tuple[MaybeCard, ...]]


@dataclass(frozen=True, slots=True)
class HandOver(Event):
    """A hand ended. ``results`` holds the game's per-hand summary (public data only).

    ``piles`` is every zone of the game's ``zones()``, in that order and listed as it lists
    them, as the hand left it: after the last move and any sweep of leftovers, before anything
    is gathered for the next deal. The game's ``redact`` masks them for a viewer exactly as his
    view showed them then; ``seen`` holds those masked piles per viewer (``None`` for a
    spectator) until then, and is empty in a redacted event."""

    number: int
    winners: tuple[int, ...]
    results: dict[str, Any] = field(default_factory=dict)
    piles: Piles = field(default_factory=dict)
    seen: dict[int | None, Piles] = field(default_factory=dict, compare=False, repr=False)

    def redact(self, can_see: Callable[[str], bool]) -> HandOver:
        """Without the game to ask, a viewer gets the spectator's piles (no hand shown)."""
        if None in self.seen:
            return replace(self, piles=self.seen[None], seen={})
        hidden = {z: c if can_see(z) else (None,) * len(c) for z, c in self.piles.items()}
        return replace(self, piles=hidden, seen={})


@dataclass(frozen=True, slots=True)
class MatchOver(Event):
    """The match ended with this outcome."""

    outcome: Any


def redact_all(events: list[Event], can_see: Callable[[str], bool]) -> list[Event]:
    return [event.redact(can_see) for event in events]
