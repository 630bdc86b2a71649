"""The game protocol every game follows.

A game is a class whose state is plain data (lists, dicts, ints, cards) and whose behaviour is a
few methods. The base class does the common part once: the legality check, the history, the
terminal check, cloning, determinization for search and per-viewer redaction. A game writes
the in-progress part: ``_legal_actions``, ``_apply``, ``actors``, ``view``, ``outcome`` and
``_unseen(seat)``.

All chance comes from ``self.rng``, one ``random.Random(seed)``, or from explicit deck orders
(top card first, RULES.md 0.4), so ``(game id, options, seed, actions)`` replays a match exactly.
A driver from outside (shared deals, tests) may also fix the first dealer; a match given deck
orders deals only those and raises ``DecksExhausted`` when it needs one more.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from typing import Any, ClassVar

from ..cards import DECKS, Card, CardError, is_suit, parse, suit_name
from . import deals, worlds
from .events import Event, HandOver

# --------------------------------------------------------------------------------- errors


class IllegalAction(Exception):
    """An action the rules refuse. ``message`` is an English template (the i18n message id,
    translated by the UI) and ``params`` fill it; ``str(error)`` is the English text. A card
    is given as a card, and a suit as its letter under the name ``suit``: each is named in
    the reader's language where the reason is shown."""

    def __init__(self, message: str, **params: Any) -> None:
        self.message = message
        self.params = {k: str(v) for k, v in params.items()}
        super().__init__(message.format(**{k: suit_name(v, "en") if is_suit(k, v) else v
                                           for k, v in self.params.items()}))

    @property
    def reason(self) -> str:
        return str(self)


class OptionError(ValueError):
    """A bad option name or value: the message says which and what is allowed."""


class DecksExhausted(ValueError):
    """A match started from explicit deck orders needs a hand beyond them. Raised by the
    ``apply`` that ends the last given hand, which then leaves the state as it was: a driver
    may append the next deck to ``game.decks`` and apply the action again."""


# --------------------------------------------------------------------------------- actions

class Action:
    """Every move of every game: a small frozen value (``@action`` makes each kind a slotted
    dataclass), JSON round-trippable, whose ``repr`` pastes back to an equal value. A move of a
    card carries it as ``card`` and its place as ``target`` (or ``zone``); every other move
    answers None there, so the table asks an action what it moves instead of guessing."""

    __slots__ = ()
    card: Card | None
    target: str | None
    zone: str | None

    def __getattr__(self, name: str) -> None:
        # Only reached when the kind has no such field (a bare annotation, not a class
        # attribute, so that a dataclass field of the same name keeps no default).
        if name in _PLACE_FIELDS:
            return None
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")


_PLACE_FIELDS = frozenset({"card", "target", "zone"})


class CardAction(Action):
    """A move of one card, which may be given as its text: ``PlayCard('7o', 'table')``, the
    form its ``repr`` prints, is ``PlayCard(parse('7o'), 'table')``."""

    __slots__ = ()

    def __post_init__(self) -> None:
        if isinstance(self.card, str):
            object.__setattr__(self, "card", parse(self.card))


ACTION_TYPES: dict[str, type[Action]] = {}


def action(cls: type) -> type:
    """Class decorator: a frozen, slotted dataclass registered for JSON round trips."""
    if not issubclass(cls, Action):
        raise TypeError(f"{cls.__name__} must be an Action")
    cls = dataclass(frozen=True, slots=True)(cls)
    if cls.__name__ in ACTION_TYPES and ACTION_TYPES[cls.__name__] is not cls:
        raise TypeError(f"two action types named {cls.__name__}")
    ACTION_TYPES[cls.__name__] = cls
    return cls


@action
class PlayCard(CardAction):
    """Play ``card`` from the hand onto ``target`` (a zone name)."""

    card: Card
    target: str = "table"

    def __repr__(self) -> str:
        return f"PlayCard({str(self.card)!r}, {self.target!r})"


@action
class Capture(CardAction):
    """Play ``card`` and take ``taken`` from ``target`` (Escoba's chosen sets)."""

    card: Card
    taken: tuple[Card, ...]
    target: str = "table"


@action
class Call(Action):
    """A spoken call or bet without a card: ``Call("truco")``, ``Call("quiero")``."""

    name: str


@action
class Bet(Action):
    """Put ``amount`` more chips on one's bet (0: keep it as it is). One action whatever the
    amount, so the table offers one stepper."""

    amount: int

    def __repr__(self) -> str:
        return f"Bet({self.amount!r})"


@action
class Declare(Action):
    """Declare something the rules name by an argument, with no card moved: a Tute pair
    (cante) of ``suit``, or claiming a partner's split pair."""

    suit: str

    def __repr__(self) -> str:
        return f"Declare({self.suit!r})"


@action
class Exchange(CardAction):
    """Give ``card`` from the hand for the face-up card of ``zone`` (Brisca's 7 or 2 of
    trumps for the trump card beside the stock)."""

    card: Card
    zone: str = "trump"


def card_place(act: Action) -> str | None:
    """Where an action with a card puts it: its ``target``, else its ``zone`` (an
    ``Exchange`` gives its card to the trump's place)."""
    return act.target if act.target is not None else act.zone


@action
class Close(CardAction):
    """Close a round of a rummy game (Chinchón): lay ``card`` face down and show ``groups``,
    the other cards group after group in the order the rules read them. The cards may be
    given as their text: ``Close('5c', ('1e', '2e', '3e', '5o', '5b', '5e', '5c'))``."""

    card: Card
    groups: tuple[Card, ...]

    def __post_init__(self) -> None:
        if isinstance(self.card, str):
            object.__setattr__(self, "card", parse(self.card))
        if any(isinstance(c, str) for c in self.groups) or not isinstance(self.groups, tuple):
            object.__setattr__(self, "groups", tuple(
                parse(c) if isinstance(c, str) else c for c in self.groups))

    @property
    def target(self) -> str:
        """Where the closing card goes, face down: so the table drags it there."""
        return "closed"

    def __repr__(self) -> str:
        return f"Close({str(self.card)!r}, {tuple(str(c) for c in self.groups)!r})"


@action
class Draw(Action):
    """Take the top card of ``source`` (``"stock"``, ``"discard"``)."""

    source: str = "stock"


@action
class Reveal(Action):
    """An action on a place with no card to drag: turn up the top cards of ``zone`` (a
    solitaire's stock onto its waste)."""

    zone: str = "stock"

    def __repr__(self) -> str:
        return f"Reveal({self.zone!r})"


@action
class Renew(Action):
    """Turn ``zone`` (a solitaire's waste) over to make the new stock."""

    zone: str = "waste"

    def __repr__(self) -> str:
        return f"Renew({self.zone!r})"


@action
class Tick(Action):
    """Time ``t`` (ms) has passed with no press (reflex games, RULES.md 0.6). Sent by the
    pseudo-seat ``CLOCK``."""

    t: int


@action
class Slap(Action):
    """A slap (or any timed press) seen by the UI at time ``t`` ms."""

    t: int


@action
class Flip(Action):
    """A press of the FLIP key seen at time ``t`` ms: reveal a card (La Granja, Nervioso). In
    Nervioso's manual count mode ``count`` is the count the player names with it ("1" .. "10",
    "S", "C", "R", "silent"); otherwise it is empty."""

    t: int
    count: str = ""


@action
class Noise(Action):
    """La Granja: a player makes the sound of ``animal`` at time ``t`` ms."""

    animal: str
    t: int


@action
class Totem(Action):
    """La Granja con tótem: a grab at the totem at time ``t`` ms."""

    t: int


TIMED = (Tick, Slap, Flip, Noise, Totem)
"""The timed inputs of real-time games: each carries the time ``t`` the UI saw it."""


CLOCK = -1
"""The pseudo-seat that sends ``Tick`` in reflex games. ``actors()`` lists it (after the real
seats) while a timer is pending; ``legal_actions(CLOCK)`` is ``[Tick(next deadline)]``, and a
driver that only wants the game to go on applies that. Timed actions carry the time the UI saw
them; a game accepts any time not before the last one it saw (``_is_legal``)."""

DEAL_TRIES = 200  # deals of the hidden cards tried to agree with what was seen


def _encode(value: Any) -> Any:
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, tuple):
        return [_encode(v) for v in value]
    return value


def action_to_json(act: Action) -> dict[str, Any]:
    """``{"type": "PlayCard", "card": "7o", "target": "table"}``."""
    data: dict[str, Any] = {"type": type(act).__name__}
    for f in fields(act):
        data[f.name] = _encode(getattr(act, f.name))
    return data


def _decode(kind: Any, value: Any) -> Any:
    kind = kind if isinstance(kind, str) else getattr(kind, "__name__", str(kind))
    kind = kind.replace("naipes_pg.cards.", "")
    if kind in ("Card", "MaybeCard"):
        return parse(value)
    if kind.startswith("tuple[Card"):
        return tuple(parse(v) for v in value)
    if kind == "int" and not isinstance(value, int):
        raise TypeError(f"expected a whole number, got {value!r}")
    if kind == "str" and not isinstance(value, str):
        raise TypeError(f"expected text, got {value!r}")
    return value


def action_from_json(data: Any) -> Any:
    """The inverse of ``action_to_json``; raises ``ValueError`` with a clear message."""
    if not isinstance(data, dict) or data.get("type") not in ACTION_TYPES:
        raise ValueError(f"not an action: {data!r}")
    cls = ACTION_TYPES[data["type"]]
    kwargs = {}
    try:
        for f in fields(cls):
            if f.name in data:
                kwargs[f.name] = _decode(f.type, data[f.name])
        return cls(**kwargs)
    except (CardError, TypeError) as error:
        raise ValueError(f"bad {data['type']} action {data!r}: {error}") from None


# --------------------------------------------------------------------------------- options


def N_(message: str) -> str:
    """Mark English words a player reads (an option's label, its help) for the catalogue:
    the UI translates them where it shows them, so the rules import no translation. A help
    text's rule references ("[ES-3]") are dropped before it is looked up."""
    return message


@dataclass(frozen=True)
class OptionSpec:
    """One setting of a game: a default and either ``choices`` or an integer range, and the
    words the set-up screen shows for it (``label``, ``help`` and its values'
    ``value_labels``, each marked ``N_``; an option without a label shows its name)."""

    name: str
    default: Any
    choices: tuple[Any, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None
    help: str = ""
    # offered only where each person has keys of his own: one person at the keyboard, or
    # on-screen buttons (RULES.md 0.6, "Naming a count"); off when several share it
    own_keys: bool = False
    # other settings this one needs when set away from its default ("players" included):
    # Tute en parejas needs Tute and four players
    needs: tuple[tuple[str, Any], ...] = ()
    label: str = ""
    value_labels: tuple[tuple[Any, str], ...] = ()  # (value, its words); yes/no go without
    # shown only while these other settings hold, as it means nothing otherwise (La Granja's
    # beat outside Simultánea); hidden, it keeps its value
    shown_with: tuple[tuple[str, Any], ...] = ()
    # each person at the table chooses one of these for his own seat, all different (La
    # Granja's animal, RULES.md 10.2): the value is the choices in seat order, comma
    # separated, a blank for a seat that chooses none (the rules give it one left over)
    person_choices: tuple[Any, ...] = ()

    def shown_for(self, values: Mapping[str, Any]) -> bool:
        """Whether the set-up shows this option while the settings are ``values``."""
        return all(values.get(name) == value for name, value in self.shown_with)

    def person_values(self, value: Any, players: int) -> list[Any]:
        """A per-person option's value as one entry a seat, None for a seat that chooses none;
        an entry that is not one of ``person_choices``, or was given to an earlier seat, is
        None too."""
        entries = str(value).split(",") if isinstance(value, str) and value.strip() else []
        seats: list[Any] = []
        for entry in (entries + [""] * players)[:players]:
            known = next((c for c in self.person_choices if str(c) == entry.strip()), None)
            seats.append(known if known not in seats else None)
        return seats

    @staticmethod
    def joined(values: Sequence[Any]) -> str:
        """The value of a per-person option whose seats chose ``values`` (None: no choice)."""
        return ",".join("" if v is None else str(v) for v in values)

    def check(self, value: Any) -> Any:
        if self.choices is not None:
            if value not in self.choices:
                allowed = ", ".join(map(str, self.choices))
                raise OptionError(f"option {self.name}={value!r} is not one of: {allowed}")
            return value
        if isinstance(self.default, bool):
            if not isinstance(value, bool):
                raise OptionError(f"option {self.name} must be true or false, not {value!r}")
            return value
        if isinstance(self.default, int):
            if isinstance(value, bool) or not isinstance(value, int):
                raise OptionError(f"option {self.name} must be a whole number, not {value!r}")
            low = self.minimum if self.minimum is not None else value
            high = self.maximum if self.maximum is not None else value
            if not low <= value <= high:
                raise OptionError(f"option {self.name}={value} is outside {low}..{high}")
        return value

    def from_text(self, text: str) -> Any:
        """Read a value typed on the command line."""
        if isinstance(self.default, bool):
            if text.lower() in ("1", "true", "yes", "si", "sí", "on"):
                return True
            if text.lower() in ("0", "false", "no", "off"):
                return False
            raise OptionError(f"option {self.name} must be true or false, not {text!r}")
        if isinstance(self.default, int) and self.choices is None:
            try:
                return int(text)
            except ValueError:
                raise OptionError(
                    f"option {self.name} must be a whole number, not {text!r}"
                ) from None
        if self.choices is not None and isinstance(self.default, int):
            try:
                return int(text)
            except ValueError:
                pass
        return text


Options = Mapping[str, Any]


@dataclass(frozen=True)
class GameSpec:
    """What the registry, the menu and the command line know of a game."""

    id: str
    name_es: str
    name_en: str
    players: tuple[int, int]
    deck: str
    options: tuple[OptionSpec, ...] = ()
    variants: dict[str, dict[str, Any]] = field(default_factory=dict)
    summary_es: str = ""
    summary_en: str = ""
    teams: bool = False
    # a real-time game (RULES.md 0.6): presses carry times, several seats may act at once
    realtime: bool = False
    # the house, which is no seat, deals every hand: no seat is ever the dealer
    house_deals: bool = False
    # the words of a variant in the set-up's variant selector (marked N_; else its name)
    variant_labels: dict[str, str] = field(default_factory=dict)
    # a variant's own description, (es, en), where the game's would be wrong for it (a
    # variant without chips); the first whose settings are met is shown
    variant_summaries: dict[str, tuple[str, str]] = field(default_factory=dict)

    def name(self, lang: str = "es") -> str:
        return self.name_en if lang.startswith("en") else self.name_es

    def summary(self, lang: str = "es", options: Options | None = None) -> str:
        """The game's description; with the match's resolved ``options``, that of the first
        variant of ``variant_summaries`` they are set for, if any."""
        english = lang.startswith("en")
        for variant, words in self.variant_summaries.items():
            settings = self.variants.get(variant, {})
            if options is not None and all(
                    options.get(name, self.players[0]) == value
                    for name, value in settings.items()):
                return words[english]
        return self.summary_en if english else self.summary_es

    def option(self, name: str) -> OptionSpec:
        for spec in self.options:
            if spec.name == name:
                return spec
        known = ", ".join(s.name for s in self.options) or "none"
        raise OptionError(f"{self.id} has no option {name!r} (options: {known})")

    def resolve(self, options: Options | None = None, variant: str | None = None) -> dict:
        """Defaults, then the variant's settings, then ``options``; every value checked."""
        resolved = {spec.name: spec.default for spec in self.options}
        if variant:
            if variant not in self.variants:
                known = ", ".join(self.variants) or "none"
                raise OptionError(f"{self.id} has no variant {variant!r} (variants: {known})")
            resolved.update(self.variants[variant])
        for name, value in (options or {}).items():
            resolved[name] = self.option(name).check(value)
        for spec in self.options:
            if resolved[spec.name] != spec.default:
                for name, value in spec.needs:
                    if resolved.get(name, self.players[0]) != value:
                        raise OptionError(f"option {spec.name}={resolved[spec.name]!r} needs "
                                          f"{name}={value!r}")
        return resolved

    def player_counts(self, variant: str | None = None) -> range:
        """The numbers of players the game, or its ``variant``, may be played by."""
        low, high = self.players
        if variant and "players" in self.variants.get(variant, {}):
            low = high = self.variants[variant]["players"]
        return range(low, high + 1)


# --------------------------------------------------------------------------------- outcome, view


@dataclass(frozen=True)
class Outcome:
    """How a match ended. ``returns[seat]`` is 1 for a win, 0 for a loss, 0.5 for a shared
    result (partners share their team's return); ``scores`` are the match's final figures."""

    winners: tuple[int, ...]
    returns: tuple[float, ...]
    scores: tuple[int, ...] = ()
    reason: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "winners": list(self.winners),
            "returns": list(self.returns),
            "scores": list(self.scores),
            "reason": self.reason,
        }


@dataclass
class View:
    """What one seat may see. Zones list cards bottom to top; ``None`` is a face-down card.
    ``info`` holds the game's public figures (scores, debts, dealer, turn)."""

    game: str
    seat: int | None
    players: int
    zones: dict[str, list[Card | None]]
    actors: tuple[int, ...]
    info: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "seat": self.seat,
            "zones": {z: [str(c) if c else None for c in cards] for z, cards in self.zones.items()},
            "actors": list(self.actors),
            "info": self.info,
        }


# --------------------------------------------------------------------------------- the game


def _copy(value: Any) -> Any:
    """Copy plain state: containers are copied, immutable leaves (cards, ints) are shared."""
    kind = type(value)
    if kind is list:
        return [_copy(v) for v in value] if value and type(value[0]) in (list, dict) else value[:]
    if kind is dict:
        return {k: _copy(v) for k, v in value.items()}
    if kind is set:
        return set(value)
    if kind is random.Random:
        copy = random.Random()
        copy.setstate(value.getstate())
        return copy
    return value


class Game:
    """Base of every game: subclasses set ``spec`` and write the game part."""

    spec: ClassVar[GameSpec]
    # whether the game keeps the records only a reader of the players needs (Stolen House's
    # past turns); search turns it off in the worlds it plays out, where nobody reads them
    keeps_records: bool = True
    # whether ``zones()`` lists the stock in the order it will be dealt; False in a game that
    # draws each card at random from those left when it is taken (Siete y Media's seeded rounds)
    stock_in_order: bool = True

    def __init__(
        self,
        options: Options | None = None,
        seed: int = 0,
        *,
        variant: str | None = None,
        decks: Sequence[Sequence[Card | str]] | None = None,
        first_dealer: int | None = None,
    ) -> None:
        """``decks``: each hand's deck, top card first, instead of seeded shuffles (the match
        may not outlast them). ``first_dealer``: the seat that deals the first hand instead of
        one drawn at random."""
        self.options = self.spec.resolve(options, variant)
        self.seed = seed
        self.rng = random.Random(seed)
        self.decks = [[c if isinstance(c, Card) else parse(c) for c in d] for d in decks or ()]
        self.first_dealer = self._checked_seat(first_dealer)
        self.history: list[tuple[int, Any]] = []
        self.opening_events: tuple[Event, ...] = tuple(self._setup())

    def _checked_seat(self, seat: int | None) -> int | None:
        if seat is None:
            return None
        if self.spec.house_deals:
            raise OptionError(f"first_dealer={seat!r}: the house deals in this game, not a seat")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players:
            raise OptionError(
                f"first_dealer={seat!r} is not a seat of this game (0..{self.players - 1})"
            )
        return seat

    # -- what a game writes ---------------------------------------------------------------

    def _setup(self) -> list[Event]:
        """Set up the match and deal; returns the events of the opening deal."""
        raise NotImplementedError

    def actors(self) -> tuple[int, ...]:
        """Seats that may act now (several at once in reflex games); () when the match is over."""
        raise NotImplementedError

    def _legal_actions(self, seat: int) -> list[Action]:
        raise NotImplementedError

    def _apply(self, seat: int, act: Action) -> list[Event]:
        raise NotImplementedError

    def outcome(self) -> Outcome | None:
        raise NotImplementedError

    def zones(self) -> dict[str, list[Card]]:
        """Every zone with its real cards (the whole truth; never for the UI). Piles are listed
        bottom to top, except the ``"stock"``, which every game lists top first (the next card
        dealt first), as RULES.md writes decks."""
        raise NotImplementedError

    def info(self) -> dict[str, Any]:
        """The public figures a player sees: scores, debts, dealer, whose turn."""
        return {}

    def _mask(self, seat: int | None, zone: str, cards: list[Card]) -> list[Card | None]:
        """``cards`` of ``zone`` as ``seat`` sees them now; by default hands are private and the
        stock face down. A game whose masks read its state (a face-up group, marked cards)
        needs nothing more: ``_hand_over`` masks the final piles before the next deal."""
        return list(cards) if self.can_see(seat, zone) else [None] * len(cards)

    def _unseen(self, seat: int) -> list[list[Card]]:
        """The lists holding cards ``seat`` cannot see and could be anywhere among them."""
        raise NotImplementedError

    def _slots(self, seat: int) -> list[worlds.Slot]:
        """The places of the cards ``seat`` cannot see, with what he knows of them (cards
        known to lie there, cards that cannot): by default ``_unseen``'s lists, unconstrained."""
        return [worlds.Slot(cards) for cards in self._unseen(seat)]

    def known_cards(self, seat: int) -> list[Card]:
        """Every card ``seat`` knows the place of now: what his view shows face up. A game
        whose players remember more (a capture seen face up, now covered) adds it."""
        return [card for cards in self.view(seat).zones.values() for card in cards
                if card is not None]

    def _likelihood(self, seat: int) -> float:
        """How likely the hidden cards, as dealt now, are given what ``seat`` has seen: 0 when
        they contradict something announced (a pair, say), less than 1 when they would make a
        seen play unlikely. ``determinize`` keeps a deal with this chance and deals again
        otherwise, for at most ``DEAL_TRIES`` deals (then it keeps the last)."""
        return 1.0

    def can_see(self, seat: int | None, zone: str) -> bool:
        """Whether ``seat`` sees cards moving into or out of ``zone`` face up."""
        if zone == "stock":
            return False
        if zone.startswith("hand:"):
            return seat is not None and zone == f"hand:{seat}"
        return True

    def _illegal_reason(self, seat: int, act: Action) -> tuple[str, dict[str, Any]]:
        """Why ``act`` is not legal now: an English template and its parameters."""
        return "That move is not allowed now.", {}

    # -- the common part ------------------------------------------------------------------

    @property
    def deck(self) -> tuple[Card, ...]:
        """The cards of this match (a variant may play with another deck than the spec's)."""
        return DECKS[self.spec.deck]

    @property
    def teamed(self) -> bool:
        """Whether partners play together now: a game whose spec has ``teams``, with an even
        number of players and at least four (partners sit opposite, RULES.md 0.1)."""
        n = self.players
        return self.spec.teams and n >= 4 and n % 2 == 0

    def team_of(self, seat: int) -> int:
        """The side ``seat`` plays for: partners opposite share ``seat % 2``; without teams
        every seat is its own side (its number)."""
        return seat % 2 if self.teamed else seat

    def partners(self, seat: int) -> tuple[int, ...]:
        """The seats of ``seat``'s side, itself first."""
        side = self.team_of(seat)
        return (seat, *(s for s in range(self.players) if s != seat and self.team_of(s) == side))

    @property
    def players(self) -> int:
        return int(self.options.get("players", self.spec.players[0]))

    def _draw_first_dealer(self) -> int:
        """The first hand's dealer: the seat given to ``__init__``, else one at random. The draw
        is made either way, so a seed deals the same cards whoever deals first."""
        drawn = self.rng.randrange(self.players)
        return drawn if self.first_dealer is None else self.first_dealer

    def deck_for_hand(self, number: int, cards: Sequence[Card]) -> list[Card]:
        """Hand ``number``'s deck, top card first: the given order, else a seeded shuffle.
        A match given deck orders never shuffles: past them it raises ``DecksExhausted``."""
        if number < len(self.decks):
            deck = list(self.decks[number])
            if sorted(deck) != sorted(cards):
                raise ValueError(f"deck {number} does not hold the {len(cards)} cards of this game")
            return deck
        if self.decks:
            given = len(self.decks)
            raise DecksExhausted(
                f"the match was started from {given} deck order{'s' * (given != 1)} and needs "
                f"another for hand {number + 1}"
            )
        if self.numbered_deals:
            return deals.shuffled(cards, self.seed, number)
        deck = list(cards)
        self.rng.shuffle(deck)
        return deck

    @property
    def numbered_deals(self) -> bool:
        """Whether the seed is a deal number players write down ("Partida nº 123456"): its
        deck order is then fixed for ever by ``deals.shuffled``, not by Python's ``random``.
        True for a game of one player (the solitaires)."""
        return self.spec.players == (1, 1)

    def _hand_over(
        self, number: int, winners: tuple[int, ...], results: dict[str, Any]
    ) -> HandOver:
        """The ``HandOver`` of the hand just ended, called after its last move and any sweep of
        leftovers, before anything is gathered for the next deal: it carries every zone as it
        stands now, and how each viewer sees them (``redact`` hands each viewer his own)."""
        zones = self.zones()  # fresh lists, each masked as it is for every viewer
        piles = {zone: tuple(cards) for zone, cards in zones.items()}
        viewers = (None, *range(self.players))
        if type(self)._mask is Game._mask:  # seen whole or not at all: share the tuples
            can_see = self.can_see
            hidden = {zone: (None,) * len(cards) for zone, cards in piles.items()}
            seen = {viewer: {zone: cards if not cards or can_see(viewer, zone) else hidden[zone]
                             for zone, cards in piles.items()}
                    for viewer in viewers}
        else:
            mask = self._mask
            seen = {viewer: {zone: tuple(mask(viewer, zone, cards)) if cards else ()
                             for zone, cards in zones.items()}
                    for viewer in viewers}
        return HandOver(number, winners, results, piles=piles, seen=seen)

    def legal_actions(self, seat: int) -> list[Action]:
        """The legal actions of ``seat`` now (for timed actions, a canonical time; see CLOCK)."""
        if seat not in self.actors():
            return []
        return self._legal_actions(seat)

    def _is_legal(self, seat: int, act: Action) -> bool:
        """Whether ``act`` is legal for ``seat``, an actor; reflex games widen it to any time."""
        return act in self._legal_actions(seat)

    def is_legal(self, seat: int, act: Action) -> bool:
        return seat in self.actors() and self._is_legal(seat, act)

    def why_illegal(self, seat: int, act: Action) -> IllegalAction | None:
        """Why the rules refuse ``act`` for ``seat`` now, None if they allow it; the state is
        neither changed nor copied, so a refused gesture is explained at the cost of one check."""
        actors = self.actors()
        if not actors:
            return IllegalAction("The match is over.")
        if self.ignores(seat, act):
            return None
        if seat not in actors:
            return IllegalAction("It is not seat {seat}'s turn.", seat=seat)
        if not self._is_legal(seat, act):
            message, params = self._illegal_reason(seat, act)
            return IllegalAction(message, **params)
        return None

    def apply(self, seat: int, act: Action) -> list[Event]:
        """Play ``act`` for ``seat``; returns the events. Raises ``IllegalAction`` with a reason
        and leaves the state untouched when the rules refuse it."""
        refusal = self.why_illegal(seat, act)
        if refusal is not None:
            raise refusal
        if self.ignores(seat, act):
            return []
        backup = self.clone() if self.decks else None  # only deck-driven matches can run out
        try:
            events = self._apply(seat, act)
        except DecksExhausted:
            if backup is not None:
                self.__dict__ = backup.__dict__
            raise
        self.history.append((seat, act))
        return events

    # -- real time (RULES.md 0.6; DESIGN "Several actors at once only under the clock") ------

    clock: int = 0
    """A real-time game's last time seen (ms); it never goes back."""

    @property
    def realtime(self) -> bool:
        """Whether presses of this match carry times and several seats may act at once. The
        spec's flag, which a game may narrow by its options (Escoba without its race)."""
        return self.spec.realtime

    def deadline(self) -> int | None:
        """When the next timer of a real-time game runs out (ms): the ``Tick`` a driver must
        send once its clock reaches it; None when no timer is pending (a game waiting for a
        press). By default the clock's legal tick, while the clock is an actor; a game whose
        clock stays an actor with nothing pending says None."""
        if CLOCK not in self.actors():
            return None
        return self.legal_actions(CLOCK)[0].t

    def presses(self, seat: int) -> tuple[Any, ...]:
        """A real-time game's key block for ``seat``: the press each key sends, key 1 first
        (RULES.md 0.6: FLIP, then SLAP or TOTEM, then one SOUND per animal in play), ``None``
        for a key that sends nothing. Timed at 0: the UI sends ``replace(press, t=now)``."""
        return ()

    def ignores(self, seat: int, act: Action) -> bool:
        """Whether the rules let ``act`` by ``seat`` pass without effect: accepted, changing
        nothing and not recorded (a finished player's press in Nervioso). None by default."""
        return False

    def auto_action(self, seat: int) -> Any | None:
        """The move an option of the game makes for ``seat`` now without asking (4 Ases'
        auto-move, El 9's auto-pair), if any: an ordinary legal action the rules call safe.
        The table plays it; the rules never do."""
        return None

    def find_action(self, seat: int, card: Card, target: str | None = None) -> list[Action]:
        """The legal actions a drag of ``card`` onto ``target`` could mean (any target if None):
        an action's place is its ``target``, else its ``zone`` (an ``Exchange`` for the trump)."""
        return [
            a
            for a in self.legal_actions(seat)
            if a.card == card
            and (target is None or card_place(a) == target)
        ]

    def view(self, seat: int | None) -> View:
        """What ``seat`` may see (None = a spectator, who sees no hand)."""
        return View(
            game=self.spec.id,
            seat=seat,
            players=self.players,
            zones={z: self._mask(seat, z, cards) for z, cards in self.zones().items()},
            actors=self.actors(),
            info=self.info(),
        )

    def redact(self, events: Iterable[Event], seat: int | None) -> list[Event]:
        """The events as ``seat`` sees them (None = a spectator); a ``HandOver``'s piles as
        ``view(seat).zones`` showed them when the hand ended."""
        def can_see(zone: str) -> bool:
            return self.can_see(seat, zone)

        return [self._redact_hand_over(e, seat) if isinstance(e, HandOver) else e.redact(can_see)
                for e in events]

    def _redact_hand_over(self, event: HandOver, seat: int | None) -> HandOver:
        if seat in event.seen:
            piles = event.seen[seat]
        else:  # not made by ``_hand_over``: masked as this game masks its zones now
            piles = {z: tuple(self._mask(seat, z, list(c))) for z, c in event.piles.items()}
        return replace(event, piles=piles, seen={})

    def clone(self):
        new = object.__new__(type(self))
        new.__dict__ = {k: _copy(v) for k, v in self.__dict__.items()}
        return new

    def determinize(self, seat: int, rng: random.Random):
        """A copy in which the cards ``seat`` cannot see are dealt again at random among the
        places they could be: the seat's view is unchanged and every card stays in one place.
        The copy's own future chance is reseeded from ``rng`` so search cannot learn it."""
        new = self.clone()
        slots = new._slots(seat)
        for _ in range(DEAL_TRIES):
            worlds.deal(slots, rng)  # NoWorld when nothing fits what the seat knows
            likelihood = new._likelihood(seat)
            if likelihood >= 1.0 or rng.random() < likelihood:
                break
        return new._reseeded(rng)

    def _reseeded(self, rng: random.Random):
        """This dealt copy with its own future chance drawn from ``rng`` (and no fixed decks
        left to deal), so search cannot learn the real game's."""
        self.rng = random.Random(rng.getrandbits(64))
        self.decks = []
        return self

    def all_cards(self) -> list[Card]:
        """Every card in play, from every zone (for the conservation invariant)."""
        return [card for cards in self.zones().values() for card in cards]

    def __repr__(self) -> str:
        return f"<{type(self).__name__} seed={self.seed} actions={len(self.history)}>"


Factory = Callable[..., Game]
