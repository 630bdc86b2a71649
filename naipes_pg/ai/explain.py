"""Why a move, in the player's words: the hint's advice and the computer's "why".

A move is explained by what it does, read from the events it causes when it is applied to a
copy of the position its player saw, the cards that player could not see put in a fixed order
first (so an explanation can never name one): the cards it takes, the calls it makes, the
points it scores. A game says it better beside its greedy player (``EXPLAINERS``). Of the
search's figures only a word is kept: whether the choice was clear or a close call.

The text is in the current language (``i18n``); cards are named in words ("el caballo de
espadas"), never by their codes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from ..cards import Card
from ..i18n import _, announcement, language, tr
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

# game id → the words that explain its moves (a greedy module's explain_move), filled from
# each game's entry in ai/games.py; a game without a line gets the generic reasons.
EXPLAINERS: dict[str, Callable[[Move], Explanation | None]] = {}
CLEAR_EDGE = 0.10  # the best move's estimate this far above the next one's: "clearly the best"
CLOSE_EDGE = 0.02  # closer than this: "a close call"
NAMED_CARDS = 3  # a capture of more cards is counted, not listed
FEMININE = ("Sota", "Reina", "Jota")  # the ranks whose Spanish names are feminine
COPIES = 4  # of every rank, in every deck of the collection
# The events of the next deal or hand are not the move's doing (and would show dealt cards).
NOT_THE_MOVE = (Dealt, HandStarted, HandOver, MatchOver)


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

    reason: str | None = None
    place: str | None = None


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


def card_name(card: Card) -> str:
    """A card as players say it: "el caballo de espadas", "la sota de oros", "the 7 of
    coins". The article agrees with the name: the placeholder's name tells a translation
    whether the card's name is feminine."""
    name = card.name(language())
    name = name[0].lower() + name[1:]
    if card.name("es").split()[0] in FEMININE:
        return tr("the {feminine_card}", feminine_card=name)
    return tr("the {card}", card=name)


def and_list(items: Sequence[str]) -> str:
    """"a", "a and b", "a, b and c"."""
    if len(items) <= 1:
        return "".join(items)
    return tr("{names} and {last}", names=", ".join(items[:-1]), last=items[-1])


def cards_phrase(cards: Sequence[Card]) -> str:
    """A few cards by name; more as a count."""
    if len(cards) > NAMED_CARDS:
        return tr("{n} cards", n=len(cards))
    return and_list([card_name(c) for c in cards])


def person(move: Move, seat: int, *, you: str, named: str, computer: str, nobody: str) -> str:
    """One of four translated phrases about ``seat``: the reader's own (``you``), a named
    seat (``named``, with ``{name}``), the computer, or the rival of a game for two."""
    audience = move.audience
    if seat == audience.you:
        return you
    if seat in audience.computers:
        return computer
    if seat < len(audience.names):
        return named.format(name=audience.names[seat])
    if move.before.players == 2:
        return nobody
    return named.format(name=tr("Player {n}", n=seat + 1))


def with_calls(reason: str, move: Move, kinds: Sequence[str]) -> str:
    """The reason followed by the banners of those of ``kinds`` the move called."""
    called = [announcement(kind) for kind in kinds if kind in move.calls()]
    return tr("{reason} ({calls})", reason=reason, calls=", ".join(called)) if called else reason


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


def capture_or_copies(move: Move, cards_seen: Sequence[Card]) -> str | None:
    """Why place a card that takes nothing: there was nothing to take, and no card, or only
    one, is left that could take it."""
    parts = [_("there is nothing to take")] if nothing_to_take(move) else []
    left = copies_left(move, move.action.card, cards_seen)
    if left == 0:
        parts.append(_("no card left can take it"))
    elif left == 1:
        parts.append(_("only one card left can take it"))
    return and_list(parts) or None


# ------------------------------------------------------------------ moves


def _move_phrase(move: Move, place: str | None) -> str:
    """The move itself: "Juega el 7 de oros" in a hint, "el 7 de oros" when watched."""
    act = move.action
    card = getattr(act, "card", None)
    if card is None:
        return _other_action(act, move.advice)
    name = card_name(card)
    if isinstance(act, Exchange):  # the card it gets is the one leaving the exchange's place
        got = next((e.cards[0] for e in move.events if isinstance(e, Moved)
                    and e.frm == act.zone and e.cards and e.cards[0] is not None), None)
        other = card_name(got) if got is not None else _("the face-up card")
        if move.advice:
            return tr("Give {card} for {other}", card=name, other=other)
        return tr("{card} given for {other}", card=name, other=other)
    if place:
        name = tr("{card} {place}", card=name, place=place)
    taken = getattr(act, "taken", ())
    if isinstance(act, Capture) and taken:
        listed = cards_phrase(taken)
        if move.advice:
            return tr("Play {card} taking {taken}", card=name, taken=listed)
        return tr("{card}, taking {taken}", card=name, taken=listed)
    return tr("Play {card}", card=name) if move.advice else name


def _other_action(act: Any, advice: bool) -> str:
    if isinstance(act, Slap):
        return _("Slap the table") if advice else _("a slap on the table")
    if isinstance(act, Tick):
        return _("Wait") if advice else _("waiting")
    if isinstance(act, Draw) and act.source == "discard":
        return _("Draw from the discard pile") if advice else _("a card from the discard pile")
    if isinstance(act, Draw):
        return _("Draw from the stock") if advice else _("a card from the stock")
    if isinstance(act, Call):
        return tr("Call {call}", call=announcement(act.name)) if advice else announcement(
            act.name)
    if isinstance(act, Reveal):
        return _("Turn a card up") if advice else _("a card turned up")
    if isinstance(act, Renew):
        return _("Turn the waste over") if advice else _("the waste turned over")
    return _("This move") if advice else _("this move")


def _explainer(game_id: str) -> Callable[[Move], Explanation | None] | None:
    return EXPLAINERS.get(game_id)


def generic_reason(move: Move) -> str | None:
    """What any game's events say: the cards taken, the points scored, the calls made."""
    parts = []
    taken = move.taken()
    if taken:
        parts.append(tr("it takes {cards}", cards=cards_phrase(taken)))
    points = move.points()
    if points == 1:
        parts.append(_("it scores a point"))
    elif points > 1:
        parts.append(tr("it scores {n} points", n=points))
    if not parts:
        return None
    return with_calls(and_list(parts), move, list(move.calls()))


def _confidence(reason: str, move: Move, ranking: Sequence[tuple[Any, int, float]]) -> str:
    """A word on how clear the choice was, when the move is the search's first choice."""
    if len(ranking) < 2 or ranking[0][0] != move.action:
        return reason
    edge = ranking[0][2] - ranking[1][2]
    if edge >= CLEAR_EDGE:
        return tr("{reason}; clearly the best move", reason=reason)
    if edge >= CLOSE_EDGE:
        return reason
    if move.advice:  # the alternative is the reader's own card: it may be named
        other = Move(move.before, move.seat, ranking[1][0], [], Audience())
        return tr("{reason}; a close call with {other}", reason=reason,
                  other=_move_phrase(other, _place(other)))
    return tr("{reason}; a close call", reason=reason)


def _place(move: Move) -> str | None:
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
) -> str:
    """One line on ``seat``'s ``action`` in ``game`` (the position before it), for
    ``audience``: what it does and, given the search's ``ranking``, how clear a choice it
    was. ``game`` is not changed."""
    audience = audience or Audience(you=seat)
    before = canonical_copy(game, seat)
    move = Move(before, seat, action, _effects(before, seat, action), audience)
    explainer = _explainer(before.spec.id)
    said = (explainer(move) if explainer else None) or Explanation()
    phrase = _move_phrase(move, said.place)
    if len(before.legal_actions(seat)) == 1:
        return tr("{move}: {reason}", move=phrase, reason=_("it is the only move"))
    reason = said.reason or generic_reason(move)
    if reason is None:
        reason = (_("it came out best when the moves were played out") if ranking
                  else _("it looked like the best move"))
    if ranking:
        reason = _confidence(reason, move, ranking)
    return tr("{move}: {reason}", move=phrase, reason=reason)


def explain_search(search: Any, action: Any, audience: Audience | None = None) -> str:
    """``explain`` for the move a finished search chose."""
    return explain(search.position, search.seat, action, audience, search.ranking())
