"""Why a move, in the player's words: the hint's advice and the computer's "why".

A move is explained by what it does, read from the events it causes when it is applied to a
copy of the position its player saw, the cards that player could not see put in a fixed order
first (so an explanation can never name one): the cards it takes, the calls it makes, the
points it scores. A game says it better beside its greedy player (``EXPLAINERS``). Of the
search's figures only a word is kept: whether the choice was clear or a close call.

The words are values (``ai/phrases.py``) that the UI says in the player's language; cards are
named in words ("el caballo de espadas"), never by their codes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple, Protocol

from ..cards import Card
from ..rules.announcements import CALL_NAMES
from ..rules.base import (
    Call,
    Capture,
    Draw,
    Exchange,
    Game,
    IllegalAction,
    Renew,
    Reveal,
    Slap,
    Tick,
)
from ..rules.events import (
    Announced,
    Captured,
    Dealt,
    Event,
    HandOver,
    HandStarted,
    MatchOver,
    Moved,
    Scored,
)
from .canonical import canonical_copy
from .phrases import (
    Banner,
    Listed,
    Phrase,
    and_list,
    card_name,
    cards_phrase,
    phrase,
)

# game id → the words that explain its moves (a greedy module's explain_move), filled from
# each game's entry in ai/games.py; a game without a line gets the generic reasons.
EXPLAINERS: dict[str, Callable[[Move], Explanation | None]] = {}
CLEAR_EDGE = 0.10  # the best move's estimate this far above the next one's: "clearly the best"
CLOSE_EDGE = 0.02  # closer than this: "a close call"
COPIES = 4  # of every rank, in every deck of the collection
# The events of the next deal or hand are not the move's doing (and would show dealt cards).
NOT_THE_MOVE = (Dealt, HandStarted, HandOver, MatchOver)


class Searched(Protocol):
    """A finished search as ``explain_search`` reads it (``ismcts.Search``)."""

    position: Game
    seat: int

    def ranking(self) -> list[tuple[Any, int, float]]: ...


@dataclass(frozen=True)
class Audience:
    """Who reads the explanation. ``you``: the reader's seat, addressed as "you" (None: no
    one is). ``names``: the seats' names (none: "the rival", "Player 2"). ``computers``: the
    seats still called just "Computer", spoken of as "the computer"."""

    you: int | None = None
    names: tuple[str, ...] = ()
    computers: frozenset[int] = field(default_factory=frozenset)


class Explanation(NamedTuple):
    """A game's word on a move: why (None: let the generic reading say it) and, for a card
    played somewhere other than the table, where ("on the pile of cups")."""

    reason: Phrase | None = None
    place: Phrase | None = None


@dataclass
class Move:
    """One move and what it did, as its player could know it."""

    before: Game  # a copy of the position; the cards the player could not see are in order
    seat: int
    action: Any
    events: list[Event]  # the move's own, up to the next deal or the end of the hand
    audience: Audience

    @property
    def advice(self) -> bool:
        """Whether the reader is the one making the move (a hint), not watching it."""
        return self.audience.you == self.seat

    def calls(self) -> dict[str, dict[str, Any]]:
        """The calls the move made for its player: kind → data."""
        return {e.kind: e.data for e in self.events
                if isinstance(e, Announced) and e.seat == self.seat}

    def taken(self, frm: str | None = None) -> list[Card]:
        """The cards the player's card captured (from ``frm`` only, if given), itself
        excepted. Kinds of taking that are no card's doing (a hand's leftovers, a claim)
        are subclasses of ``Captured`` and are not counted."""
        card = getattr(self.action, "card", None)
        return [c for e in self.events if type(e) is Captured and e.seat == self.seat
                and (frm is None or e.frm == frm) for c in e.cards if c != card]

    def points(self) -> int:
        return sum(e.points for e in self.events if isinstance(e, Scored) and e.seat == self.seat)

    def hand(self) -> list[Card]:
        """The mover's hand before the move."""
        return [c for c in self.before.view(self.seat).zones.get(f"hand:{self.seat}", []) if c]

    def known(self, cards_seen: Sequence[Card]) -> list[Card]:
        """Of the cards the mover has seen, those the reader may reason with: all of them in
        a hint, only the public ones (not the mover's hand) when the reader watches."""
        if self.advice:
            return list(cards_seen)
        hand = set(self.hand())
        return [c for c in cards_seen if c not in hand]


# ------------------------------------------------------------------ words


def person(move: Move, seat: int, *, you: Phrase, named: Phrase, computer: Phrase,
           nobody: Phrase) -> Phrase:
    """One of four phrases about ``seat``: the reader's own (``you``), a named seat
    (``named``, with ``{name}``), the computer, or the rival of a game for two."""
    audience = move.audience
    if seat == audience.you:
        return you
    if seat in audience.computers:
        return computer
    if seat < len(audience.names):
        return named.with_params(name=audience.names[seat])
    if move.before.players == 2:
        return nobody
    return named.with_params(name=phrase("Player {n}", n=seat + 1))


def with_calls(reason: Phrase, move: Move, kinds: Sequence[str]) -> Phrase:
    """The reason followed by the banners of those of ``kinds`` the move called."""
    called = tuple(Banner(kind) for kind in kinds if kind in move.calls())
    return phrase("{reason} ({calls})", reason=reason, calls=Listed(called)) if called else reason


def copies_left(move: Move, card: Card, cards_seen: Sequence[Card]) -> int:
    """How many cards of ``card``'s rank the reader cannot place: those that could still take
    it, for a game whose captures match ranks."""
    seen = sum(1 for c in move.known(cards_seen) if c.rank == card.rank and c != card)
    return max(0, COPIES - 1 - seen)


def nothing_to_take(move: Move) -> bool:
    """In a hint: whether none of the reader's moves would capture anything. (Watching, the
    reader may not know: it would tell what else the mover held.)"""
    if not move.advice:
        return False
    for act in move.before.legal_actions(move.seat):
        events = _effects(move.before, move.seat, act)
        if any(type(e) is Captured and e.seat == move.seat for e in events):
            return False
    return True


def capture_or_copies(move: Move, cards_seen: Sequence[Card]) -> Phrase | None:
    """Why place a card that takes nothing: there was nothing to take, and no card, or only
    one, is left that could take it."""
    parts = [phrase("there is nothing to take")] if nothing_to_take(move) else []
    left = copies_left(move, move.action.card, cards_seen)
    if left == 0:
        parts.append(phrase("no card left can take it"))
    elif left == 1:
        parts.append(phrase("only one card left can take it"))
    return and_list(parts) if parts else None


# ------------------------------------------------------------------ moves


def _move_phrase(move: Move, place: Phrase | None) -> Phrase | Banner:
    """The move itself: "Juega el 7 de oros" in a hint, "el 7 de oros" when watched."""
    act = move.action
    card = getattr(act, "card", None)
    if card is None:
        return _other_action(act, move.advice)
    name = card_name(card)
    if isinstance(act, Exchange):  # the card it gets is the one leaving the exchange's place
        got = next((e.cards[0] for e in move.events if isinstance(e, Moved)
                    and e.frm == act.zone and e.cards and e.cards[0] is not None), None)
        other = card_name(got) if got is not None else phrase("the face-up card")
        if move.advice:
            return phrase("Give {card} for {other}", card=name, other=other)
        return phrase("{card} given for {other}", card=name, other=other)
    if place:
        name = phrase("{card} {place}", card=name, place=place)
    taken = getattr(act, "taken", ())
    if isinstance(act, Capture) and taken:
        listed = cards_phrase(taken)
        if move.advice:
            return phrase("Play {card} taking {taken}", card=name, taken=listed)
        return phrase("{card}, taking {taken}", card=name, taken=listed)
    return phrase("Play {card}", card=name) if move.advice else name


def _other_action(act: Any, advice: bool) -> Phrase | Banner:
    if isinstance(act, Slap):
        return phrase("Slap the table") if advice else phrase("a slap on the table")
    if isinstance(act, Tick):
        return phrase("Wait") if advice else phrase("waiting")
    if isinstance(act, Draw) and act.source == "discard":
        return (phrase("Draw from the discard pile") if advice
                else phrase("a card from the discard pile"))
    if isinstance(act, Draw):
        return phrase("Draw from the stock") if advice else phrase("a card from the stock")
    if isinstance(act, Call):  # a move named by its own words (Pedir carta) is not sung
        named = act.name in CALL_NAMES
        return phrase("Call {call}", call=Banner(act.name)) if advice and not named \
            else Banner(act.name)
    if isinstance(act, Reveal):
        return phrase("Turn a card up") if advice else phrase("a card turned up")
    if isinstance(act, Renew):
        return phrase("Turn the waste over") if advice else phrase("the waste turned over")
    return phrase("This move") if advice else phrase("this move")


def _explainer(game_id: str) -> Callable[[Move], Explanation | None] | None:
    return EXPLAINERS.get(game_id)


def generic_reason(move: Move) -> Phrase | None:
    """What any game's events say: the cards taken, the points scored, the calls made."""
    parts = []
    taken = move.taken()
    if taken:
        parts.append(phrase("it takes {cards}", cards=cards_phrase(taken)))
    points = move.points()
    if points == 1:
        parts.append(phrase("it scores a point"))
    elif points > 1:
        parts.append(phrase("it scores {n} points", n=points))
    if not parts:
        return None
    return with_calls(and_list(parts), move, list(move.calls()))


def _confidence(reason: Phrase, move: Move, ranking: Sequence[tuple[Any, int, float]]) -> Phrase:
    """A word on how clear the choice was, when the move is the search's first choice."""
    if len(ranking) < 2 or ranking[0][0] != move.action:
        return reason
    edge = ranking[0][2] - ranking[1][2]
    if edge >= CLEAR_EDGE:
        return phrase("{reason}; clearly the best move", reason=reason)
    if edge >= CLOSE_EDGE:
        return reason
    if move.advice:  # the alternative is the reader's own card: it may be named
        other = Move(move.before, move.seat, ranking[1][0], [], Audience())
        return phrase("{reason}; a close call with {other}", reason=reason,
                      other=_move_phrase(other, _place(other)))
    return phrase("{reason}; a close call", reason=reason)


def _place(move: Move) -> Phrase | None:
    explainer = _explainer(move.before.spec.id)
    said = explainer(move) if explainer else None
    return said.place if said else None


def _effects(game: Game, seat: int, action: Any) -> list[Event]:
    try:
        events = game.clone().apply(seat, action)
    except IllegalAction:
        return []
    cut = next((i for i, e in enumerate(events) if isinstance(e, NOT_THE_MOVE)), len(events))
    return events[:cut]


def explain(
    game: Game,
    seat: int,
    action: Any,
    audience: Audience | None = None,
    ranking: Sequence[tuple[Any, int, float]] | None = None,
) -> Phrase:
    """One line on ``seat``'s ``action`` in ``game`` (the position before it), for
    ``audience``: what it does and, given the search's ``ranking``, how clear a choice it
    was. ``game`` is not changed."""
    audience = audience or Audience(you=seat)
    before = canonical_copy(game, seat)
    move = Move(before, seat, action, _effects(before, seat, action), audience)
    explainer = _explainer(before.spec.id)
    said = (explainer(move) if explainer else None) or Explanation()
    what = _move_phrase(move, said.place)
    if len(before.legal_actions(seat)) == 1:
        return phrase("{move}: {reason}", move=what, reason=phrase("it is the only move"))
    reason = said.reason or generic_reason(move)
    if reason is None:
        reason = (phrase("it came out best when the moves were played out") if ranking
                  else phrase("it looked like the best move"))
    if ranking:
        reason = _confidence(reason, move, ranking)
    return phrase("{move}: {reason}", move=what, reason=reason)


def explain_search(search: Searched, action: Any, audience: Audience | None = None) -> Phrase:
    """``explain`` for the move a finished search chose."""
    return explain(search.position, search.seat, action, audience, search.ranking())
