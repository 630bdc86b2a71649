"""What happened, in words: a sentence for each event of a move that changes what a player
holds or owes (a capture, a trick won, cards given, points scored), with its reason where the
event carries one, and a line for the log for the rest (a card played, a card drawn, a call).

The sentences are ``Phrase`` values (``ai/phrases.py``), said in the player's language by
``ui/phrasing.py``: the same words the computer's "why" and the hint use for cards. They are
told from the events as a spectator sees them, so no card of a hidden hand is ever named. A
layout adapter tells a move its own way through ``Layout.tell`` and may ask ``Teller`` for the
rest; what it leaves to the table is told here, by the event's kind.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass

from ...ai.phrases import Banner, Phrase, card_name, phrase
from ...cards import Card
from ...rules.announcements import ANNOUNCEMENTS, shows_banner, spoken_key
from ...rules.events import (
    Announced,
    Captured,
    Claimed,
    Event,
    Gathered,
    HandOver,
    HandStarted,
    LeftoversTaken,
    Moved,
    Scored,
)
from .names import place_name


@dataclass(frozen=True)
class Told:
    """One sentence: ``shown`` a moment on the table, and kept in the hand's log; ``at`` is
    the index, in the move's events, of the event it shows with."""

    said: Phrase
    at: int = 0
    shown: bool = True


@dataclass(frozen=True)
class Who:
    """The seats as a sentence names them: ``names`` as the table shows them; ``you``, the one
    person at the table playing alone (said "you"), or None in hot-seat or a replay."""

    names: tuple[str, ...]
    you: int | None = None

    def said(self, seat: int, you: Phrase, other: Phrase) -> Phrase:
        """``you`` when ``seat`` is the reader, else ``other`` with ``{who}`` naming it."""
        return you if seat == self.you else other.with_params(who=self.name(seat))

    def name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else str(seat + 1)


def count(n: int) -> Phrase:
    """"a card", "4 cards"."""
    return phrase("a card") if n == 1 else phrase("{n} cards", n=n)


def points(n: int) -> Phrase:
    return phrase("1 point") if abs(n) == 1 else phrase("{n} points", n=abs(n))


def a_card(card: Card | None) -> Phrase:
    """A card by its name, or "a card" when the reader may not see it."""
    return phrase("a card") if card is None else card_name(card)


def seat_in_name(zone: str, players: int) -> int | None:
    """The seat a zone's name ends with (``house:1``), None for a shared place."""
    _kind, _sep, seat = zone.partition(":")
    return int(seat) if seat.isdigit() and int(seat) < players else None


class Teller:
    """Tells one move's events (as a spectator sees them) by their kind. ``hand_of`` names a
    seat's hand; ``reasons`` the words of a score's reason that is no call; ``owner`` the seat
    a zone belongs to (the layout knows; by default the seat its name ends with)."""

    def __init__(self, who: Who, players: int, hand_of: Callable[[int], str],
                 reasons: Mapping[str, str] | None = None,
                 owner: Callable[[str, int], int | None] | None = None) -> None:
        self.who = who
        self.players = players
        self.hand_of = hand_of
        self.reasons = reasons or {}  # a score's reason key → its words, said already
        self._owner = owner or seat_in_name

    def owner(self, zone: str) -> int | None:
        """The seat a zone belongs to (``house:1`` is seat 1's), None for a shared place."""
        return self._owner(zone, self.players)

    def by_kind(self, events: Sequence[Event], skip: Collection[int] = ()) -> list[Told]:
        """Each event told by its kind, but those at the indices in ``skip`` (told by the
        layout). A call a seat made in the move is said with what it took or was given
        ("…: ¡Casa robada!"); cards given one by one between the same two seats are one line."""
        calls = self.calls(events)
        said_with = set(calls.values())
        told: list[Told] = []
        # the last line's gift (giver, taker), its count so far and the call said with it
        giving: tuple[tuple[int, int], int, int | None] | None = None
        for at, event in enumerate(events):
            if at in skip or at in said_with:
                continue
            said = self.event(event, events[:at])
            if said is None:
                continue
            pair = self.gift(event)
            if pair is not None and giving is not None and giving[0] == pair:
                total = giving[1] + len(event.cards)  # type: ignore[attr-defined]
                giving = (pair, total, giving[2])
                line = self.given(*pair, total)
                told[-1] = Told(self.with_call(line, events, giving[2]), at, True)
                continue
            # a score says its call as its reason; a claim, as what made it
            call = None if isinstance(event, (Scored, Claimed)) else calls.get(at)
            giving = (pair, len(event.cards), call) if pair is not None else None  # type: ignore[attr-defined]
            told.append(Told(self.with_call(said[0], events, call), at, said[1]))
        return told

    def with_call(self, said: Phrase, events: Sequence[Event], call: int | None) -> Phrase:
        if call is None:
            return said
        event = events[call]
        assert isinstance(event, Announced)
        return phrase("{said}: {call}", said=said, call=Banner(spoken_key(event.kind,
                                                                          event.data)))

    def gift(self, event: Event) -> tuple[int, int] | None:
        """(giver, taker) of cards moved from one seat's place to another's."""
        if not isinstance(event, Moved) or self.players < 2:
            return None
        giver, taker = self.owner(event.frm), self.owner(event.to)
        if giver is None or taker is None or giver == taker:
            return None
        return giver, taker

    def calls(self, events: Sequence[Event]) -> dict[int, int]:
        """The calls said with a line: index of a capture, a gift or a score → index of the
        call its seat (a gift's taker) made in the same hand of the move. A score says its
        call as its reason already."""
        found: dict[int, int] = {}
        used: set[int] = set()
        wanting: list[tuple[int, int, int]] = []  # (rank: scores, gifts, captures; index; seat)
        for at, event in enumerate(events):
            pair = self.gift(event)
            if isinstance(event, (Scored, Claimed)):
                wanting.append((0, at, event.seat))
            elif pair is not None:
                wanting.append((1, at, pair[1]))
            elif isinstance(event, Captured) and not isinstance(event, (Claimed,
                                                                        LeftoversTaken)):
                wanting.append((2, at, event.seat))
        for _rank, at, seat in sorted(wanting):
            event = events[at]
            for other, call in enumerate(events):
                if other in used or not isinstance(call, Announced) or call.seat != seat:
                    continue
                if call.kind not in ANNOUNCEMENTS or not shows_banner(call.kind):
                    continue
                if isinstance(event, Scored) and call.kind != event.why:
                    continue
                if self.same_hand(events, at, other):
                    found[at] = other
                    used.add(other)
                    break
        return found

    @staticmethod
    def same_hand(events: Sequence[Event], a: int, b: int) -> bool:
        low, high = sorted((a, b))
        return not any(isinstance(e, (HandStarted, HandOver)) for e in events[low:high + 1])

    def event(self, event: Event, before: Sequence[Event]) -> tuple[Phrase, bool] | None:
        """One event's sentence and whether it is shown (else only logged); None: nothing
        to say (a card dealt, a card turned up)."""
        if isinstance(event, LeftoversTaken):
            return self.leftovers(event), True
        if isinstance(event, Claimed):
            return self.claimed(event, before), True
        if isinstance(event, Captured):
            return self.captured(event, before), True
        if isinstance(event, Gathered):
            return self.gathered(event), True
        if isinstance(event, Moved):
            return self.moved(event)
        if isinstance(event, Scored) and event.points:
            return self.scored(event, before), True
        if isinstance(event, Announced):
            return self.announced(event)
        return None

    # -- by kind -------------------------------------------------------------------------------

    def captured(self, event: Captured, before: Sequence[Event]) -> Phrase:
        played = self.played_card(event.seat, before)
        what = count(len([card for card in event.cards if card != played or card is None]))
        owner = self.owner(event.frm)
        if owner is not None and owner != event.seat:
            if owner == self.who.you:
                return self.who.said(event.seat, phrase("You take {what}", what=what),
                                     phrase("{who} takes {what} from you", what=what))
            return self.who.said(
                event.seat, phrase("You take {what} from {owner}", what=what,
                                   owner=self.who.name(owner)),
                phrase("{who} takes {what} from {owner}", what=what, owner=self.who.name(owner)))
        where = self.source(event.frm)
        if played is None:
            return self.who.said(event.seat,
                                 phrase("You take {what} {source}", what=what, source=where),
                                 phrase("{who} takes {what} {source}", what=what,
                                        source=where))
        return self.who.said(
            event.seat,
            phrase("You take {what} {source} with {card}", what=what, source=where,
                   card=card_name(played)),
            phrase("{who} takes {what} {source} with {card}", what=what, source=where,
                   card=card_name(played)))

    def leftovers(self, event: LeftoversTaken) -> Phrase:
        what = count(len(event.cards))
        return self.who.said(
            event.seat,
            phrase("You take what is left on the table ({what}): you were the last to take "
                   "cards", what=what),
            phrase("{who} takes what is left on the table ({what}): the last to take cards",
                   what=what))

    def claimed(self, event: Claimed, before: Sequence[Event]) -> Phrase:
        what = count(len(event.cards))
        call = next((e for e in reversed(before) if isinstance(e, Announced)
                     and e.seat == event.seat and e.kind in ANNOUNCEMENTS), None)
        if call is None:
            return self.who.said(event.seat, phrase("You take {what}", what=what),
                                 phrase("{who} takes {what}", what=what))
        why = Banner(spoken_key(call.kind, call.data))
        return self.who.said(event.seat, phrase("You take {what}: {call}", what=what, call=why),
                             phrase("{who} takes {what}: {call}", what=what, call=why))

    def gathered(self, event: Gathered) -> Phrase:
        what = count(len(event.cards))
        own = next((cards for zone, cards in event.parts if self.owner(zone) == event.seat
                    and cards), ())
        card = own[-1] if own else None
        if card is None:
            return self.who.said(event.seat, phrase("You win the trick ({what})", what=what),
                                 phrase("{who} wins the trick ({what})", what=what))
        return self.who.said(
            event.seat,
            phrase("You win the trick with {card} ({what})", card=card_name(card), what=what),
            phrase("{who} wins the trick with {card} ({what})", card=card_name(card), what=what))

    def moved(self, event: Moved) -> tuple[Phrase, bool] | None:
        """A card played or drawn (logged), cards given from one seat to another (shown), a
        card moved on a solitaire's table (logged)."""
        giver, taker = self.owner(event.frm), self.owner(event.to)
        seat = event.seat if event.seat is not None else giver
        if self.players > 1 and giver is not None and taker is not None and giver != taker:
            return self.given(giver, taker, len(event.cards)), True
        if seat is None:
            return None
        if self.players == 1:
            if event.to == self.hand_of(seat) and len(event.cards) == 1:
                return self.who.said(seat, phrase("You take {card}", card=a_card(event.cards[0])),
                                     phrase("{who} takes {card}", card=a_card(event.cards[0]))
                                     ), False
            if event.to.partition(":")[0] == "foundation" and len(event.cards) == 1:
                return phrase("{card} goes up", card=a_card(event.cards[0])), False
            if len(event.cards) != 1:
                return phrase("{what} to {place}", what=count(len(event.cards)),
                              place=place_name(event.to)), False
            return phrase("{card} to {place}", card=a_card(event.cards[0]),
                          place=place_name(event.to)), False
        if event.frm == self.hand_of(seat):
            card = a_card(event.cards[-1]) if len(event.cards) == 1 else count(len(event.cards))
            return self.who.said(seat, phrase("You play {card}", card=card),
                                 phrase("{who} plays {card}", card=card)), False
        if event.to == self.hand_of(seat):
            what = count(len(event.cards))
            return self.who.said(seat, phrase("You draw {what}", what=what),
                                 phrase("{who} draws {what}", what=what)), False
        if taker == seat and giver is None:
            what = count(len(event.cards))
            return self.who.said(seat, phrase("You take {what} {source}", what=what,
                                              source=self.source(event.frm)),
                                 phrase("{who} takes {what} {source}", what=what,
                                        source=self.source(event.frm))), True
        return None

    def given(self, giver: int, taker: int, n: int) -> Phrase:
        what = count(n)
        if giver == self.who.you:
            return phrase("You give {what} to {taker}", what=what, taker=self.who.name(taker))
        if taker == self.who.you:
            return phrase("{giver} gives you {what}", what=what, giver=self.who.name(giver))
        return phrase("{giver} gives {what} to {taker}", what=what, giver=self.who.name(giver),
                      taker=self.who.name(taker))

    def scored(self, event: Scored, before: Sequence[Event] = ()) -> Phrase:
        """Points and their reason: the call that won them, as it was said ("¡Veinte en
        oros!"), or the words the layout gives the reason's key."""
        call = next((e for e in reversed(before) if isinstance(e, Announced)
                     and e.kind == event.why and e.seat == event.seat), None)
        reason: Banner | str | None = (
            Banner(spoken_key(event.why, call.data if call else None))
            if event.why in ANNOUNCEMENTS else self.reasons.get(event.why))
        many = points(event.points)
        if event.points < 0:
            return self.who.said(event.seat, phrase("You lose {points}", points=many),
                                 phrase("{who} loses {points}", points=many))
        if reason is None:
            return self.who.said(event.seat, phrase("You score {points}", points=many),
                                 phrase("{who} scores {points}", points=many))
        return self.who.said(event.seat,
                             phrase("You score {points}: {why}", points=many, why=reason),
                             phrase("{who} scores {points}: {why}", points=many, why=reason))

    def announced(self, event: Announced) -> tuple[Phrase, bool] | None:
        """A call, for the log (its banner and voice already say it on the table)."""
        if event.kind not in ANNOUNCEMENTS or not shows_banner(event.kind):
            return None
        call = Banner(spoken_key(event.kind, event.data))
        if event.seat is None:
            return phrase("{call}", call=call), False
        return self.who.said(event.seat, phrase("You: {call}", call=call),
                             phrase("{who}: {call}", call=call)), False

    # -- words -------------------------------------------------------------------------------

    def source(self, zone: str) -> Phrase:
        """Where cards were taken from, as a sentence says it: "from the table"."""
        kind = zone.partition(":")[0]
        known = {"table": phrase("from the table"), "aside": phrase("from the table"),
                 "stock": phrase("from the stock"), "waste": phrase("from the waste"),
                 "pile": phrase("from the pile")}
        return known.get(kind) or phrase("from {place}", place=place_name(zone))

    def played_card(self, seat: int, before: Sequence[Event]) -> Card | None:
        """The card ``seat`` played from his hand in this move, if a spectator saw it."""
        hand = self.hand_of(seat)
        for event in reversed(before):
            if isinstance(event, Moved) and event.frm == hand and len(event.cards) == 1:
                return event.cards[0]
        return None
