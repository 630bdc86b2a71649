"""La Granja — the farm (RULES.md §10), and its variants De peluche, Simultánea and Con tótem.

A reflex game (RULES.md 0.6): every seat may press at any time, each press carrying the time the
UI saw it, and ``Tick(t)`` from the ``CLOCK`` pseudo-seat says that time t has passed. The rules
derive every deadline from those times: a timer that runs out at d acts after every press timed
d or earlier and before any later input, and timers running out at the same millisecond act in
the order window, totem hold, beat. A press of a seat in its grace period is ignored.

Hands are face-down stacks listed bottom to top (the first card received is the last in the
list); discard piles are face up but only their top card is seen; the leftovers of the deal lie
in ``removed``. Nobody sees any hand, his own included, so every event carries only the cards
everyone sees (a pile moved under another shows its top card alone).

State is plain lists and dicts so that ``clone`` stays cheap. A face-off is a dict ``{"seats",
"rank", "until"}``; ``lapse[s]`` is the number of the lapse the seat's top card took part in (-1
for none): a group of equal tops all carrying the same number lapsed together [GR-5].
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Any

from ..cards import REY, Card
from .announcements import ANIMALS, noise_key
from .base import (
    CLOCK,
    N_,
    Action,
    Flip,
    Game,
    GameSpec,
    Noise,
    OptionError,
    OptionSpec,
    Outcome,
    Slap,
    Tick,
    Totem,
)
from .events import Announced, Dealt, Event, HandStarted, MatchOver, Moved, Shuffled, TimedOut

GRACE_MS, HOLD_MS = 300, 1500  # RULES.md 0.6: fixed lengths
REVEAL_LIMIT = 2000  # rule 14 [GR-7]
VARIANTS = ("peluche", "simultanea", "totem")
PRESS_KINDS = (Flip, Slap, Noise, Totem)
WINDOW, HOLD, BEAT = 0, 1, 2  # timers due at the same millisecond act in this order (0.6)

# each animal's name in the set-up, where each person chooses his own [10.2]
ANIMAL_WORDS = (("cow", N_("Cow")), ("dog", N_("Dog")), ("cat", N_("Cat")), ("pig", N_("Pig")),
                ("duck", N_("Duck")), ("hen", N_("Hen")), ("sheep", N_("Sheep")),
                ("donkey", N_("Donkey")))

SPEC = GameSpec(
    id="granja",
    name_es="La Granja",
    name_en="The Farm",
    players=(2, 6),
    deck="spanish48",
    options=(
        OptionSpec("players", 4, minimum=2, maximum=6, help=N_("players")),
        OptionSpec("window_ms", 3000, minimum=1500, maximum=5000,
                   help=N_("how long a face-off waits for a sound (ms)"),
                   label=N_("Time to react")),
        OptionSpec("beat_ms", 2000, minimum=1000, maximum=5000,
                   help=N_("All at once: time between two beats (ms)"), label=N_("Beat"),
                   shown_with=(("variant_rule", "simultanea"),)),
        OptionSpec("animals", "", help=N_("each seat's animal, e.g. cow,dog,cat,pig; a seat "
                   "left blank takes the first animal nobody has"), label=N_("Animal"),
                   person_choices=ANIMALS, value_labels=ANIMAL_WORDS),
        OptionSpec("variant_rule", "", choices=("", *VARIANTS),
                   help=N_("one variant at a time [GR-14]"), label=N_("Variant"),
                   value_labels=(("", N_("Standard")), ("peluche", N_("With plushes")),
                                 ("simultanea", N_("All at once")),
                                 ("totem", N_("With a totem")))),
    ),
    variants={name: {"variant_rule": name} for name in VARIANTS},
    realtime=True,
    summary_es="Cada jugador es un animal de la granja. Levantad cartas por turno y, cuando "
    "dos coinciden, haced el ruido del animal rival antes que nadie. Gana quien se queda sin "
    "cartas.",
    summary_en="Each player is a farm animal. Turn up cards in turn and, when two match, make "
    "your rival's animal noise before anyone else. Whoever runs out of cards wins.",
)


@cache
def _gift(giver: int, wrong: int) -> Moved:
    """A castigo card from a hand: the same event every time, so it is built once."""
    return Moved((None,), f"hand:{giver}", f"hand:{wrong}", to_end="bottom", seat=giver)


@cache
def _revealed(card: Card, seat: int) -> Moved:
    """A reveal: the card lands face up on its owner's pile (built once per card and seat)."""
    return Moved((card,), f"hand:{seat}", f"discard:{seat}", seat=seat)


@cache
def _dealt(zone: str) -> Dealt:
    """A card dealt face down: nobody sees it, so every such event is the same."""
    return Dealt(None, zone)


@lru_cache(maxsize=4096)
def _timed(t: int, animals: tuple[str, ...]) -> tuple[Flip, Totem, tuple[Noise, ...]]:
    """The presses timed ``t`` (legal lists are rebuilt often; the clock moves seldom)."""
    return Flip(t), Totem(t), tuple(Noise(animal, t) for animal in animals)


def assign_animals(text: Any, players: int) -> list[str]:
    """Each seat's animal from the ``animals`` option: a comma list in seat order, in which a
    blank (or missing) entry takes the first animal of ``ANIMALS`` nobody has (10.2: computer
    players take unused ones)."""
    if not isinstance(text, str):
        raise OptionError(f"option animals must be text such as 'cow,dog', not {text!r}")
    chosen = [name.strip().lower() for name in text.split(",")] if text.strip() else []
    if len(chosen) > players:
        raise OptionError(f"option animals names {len(chosen)} animals for {players} players")
    for name in chosen:
        if name and name not in ANIMALS:
            raise OptionError(f"option animals: {name!r} is not one of: {', '.join(ANIMALS)}")
    named = [name for name in chosen if name]
    if len(set(named)) != len(named):
        raise OptionError(f"option animals gives the same animal to two players: {text!r}")
    free = iter(a for a in ANIMALS if a not in named)
    chosen += [""] * (players - len(chosen))
    return [name or next(free) for name in chosen]


class Granja(Game):
    spec = SPEC

    # ---------------------------------------------------------------- setup and deal

    def _setup(self) -> list[Event]:
        n = self.players
        self.variant = self.options["variant_rule"]
        self.simultaneous = self.variant == "simultanea"
        self.animals = assign_animals(self.options["animals"], n)
        self.in_play = tuple(a for a in ANIMALS if a in self.animals)  # key-block order
        self.window_ms, self.beat_ms = self.options["window_ms"], self.options["beat_ms"]
        self.dealer = self._draw_first_dealer()
        self.hand_number, self.results = 0, []
        self.clock = self.reveals = self.lapses = 0
        self.finished: Outcome | None = None
        self.faceoffs: list[dict[str, Any]] = []
        self.grace_until = [-1] * n  # a seat's presses up to this time are ignored
        self.lapse = [-1] * n
        self.plush = list(self.animals) if self.variant == "peluche" else []
        self.totem: int | None = None
        self.hold_until: int | None = None
        self.turn = None if self.simultaneous else (self.dealer + 1) % n  # [GR-3]
        self.last_beat = 0
        self.next_beat = self.beat_ms if self.simultaneous else None
        self.seats = tuple(range(n))
        self.after = tuple(tuple((s + i) % n for i in range(1, n)) for s in self.seats)
        self._actors = (*self.seats, CLOCK)
        return self._deal()

    def _deal(self) -> list[Event]:
        """One card at a time from the top, from the seat after the dealer; the first card a
        seat receives stays on top of his hand; the last 48 mod n cards go unseen [GR-11]."""
        n, first = self.players, self.dealer + 1
        deck = self.deck_for_hand(0, self.deck)  # top first
        dealt = len(deck) // n * n
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        for i in range(n):  # the i-th seat served gets every n-th card from the i-th on
            self.hands[(first + i) % n] = deck[i:dealt:n][::-1]
        self.discards: list[list[Card]] = [[] for _ in range(n)]
        self.removed = deck[dealt:]
        order = [_dealt(f"hand:{(first + i) % n}") for i in range(n)]
        return [HandStarted(0, self.dealer), *order * (dealt // n),
                *[_dealt("removed")] * len(self.removed)]

    # ---------------------------------------------------------------- the key block

    def presses(self, seat: int) -> tuple[Any, ...]:
        """FLIP (nothing in Simultánea), SLAP or TOTEM, then a sound per animal in play."""
        first = None if self.simultaneous else Flip(0)
        second = Totem(0) if self.variant == "totem" else Slap(0)
        return (first, second, *(Noise(animal, 0) for animal in self.in_play))

    # ---------------------------------------------------------------- who may act, and what

    def actors(self) -> tuple[int, ...]:
        return () if self.finished else self._actors

    def _legal_actions(self, seat: int) -> list[Action]:
        """The clock's next deadline; for a seat, the presses that would change something now,
        timed now, or just after the seat's grace period (the first time a press counts)."""
        if seat == CLOCK:
            due = self._next_timer()
            return [Tick(self.clock if due is None else due[0])]
        flip, grab, noises = _timed(max(self.clock, self.grace_until[seat] + 1), self.in_play)
        acts: list[Action] = [flip] if seat == self.turn and not self.faceoffs else []
        if self.variant != "totem":
            return acts + list(noises)
        faceoff = self._faceoff_of(seat)
        if faceoff is None or self.totem is None:  # a castigo, or a grab
            acts.append(grab)
        if self.totem == seat or faceoff is None:
            return acts + list(noises)
        # a right sound without the totem does nothing
        return acts + [n for n in noises if self._loser(seat, n.animal, faceoff) is None]

    def deadline(self) -> int | None:
        """The first timer to run out (window, totem hold, beat); None when none is pending,
        so a driver sends no tick while the match waits for a flip."""
        due = self._next_timer()
        return None if due is None or self.finished else due[0]

    def _is_legal(self, seat: int, act: Action) -> bool:
        """Any press of this game's kinds, or a tick from the clock, not before the last time
        seen; a sound must name an animal in play."""
        kind = type(act)
        if (kind is Tick) != (seat == CLOCK) or (kind is not Tick and kind not in PRESS_KINDS):
            return False
        if type(act.t) is not int or act.t < self.clock:
            return False
        if kind is Noise:
            return act.animal in self.in_play
        return kind is not Flip or act.count == ""

    def _illegal_reason(self, seat: int, act: Action) -> tuple[str, dict[str, Any]]:
        kind = type(act)
        if seat == CLOCK and kind is not Tick:
            return "Only the clock sends ticks, and it sends nothing else.", {}
        if kind not in PRESS_KINDS and seat != CLOCK:
            return "In this game you reveal a card, grab the totem or make an animal's sound.", {}
        if type(act.t) is not int:
            return "A press needs its time in whole milliseconds.", {}
        if act.t < self.clock:
            return "Time cannot go back: {t} ms is before {last} ms.", {
                "t": act.t, "last": self.clock}
        if kind is Noise:
            return "No player is that animal in this match.", {}
        return "In this game you reveal a card, grab the totem or make an animal's sound.", {}

    # ---------------------------------------------------------------- presses and ticks

    def _apply(self, seat: int, act: Action) -> list[Event]:
        t = act.t
        events = self._run_timers(t, inclusive=seat == CLOCK)
        self.clock = t
        if self.finished or seat == CLOCK or t <= self.grace_until[seat]:
            return events  # 0.6: a press in a grace period is ignored, never wrong
        kind = type(act)
        if kind is Noise:
            return events + self._sound(seat, act.animal, t)
        if kind is Flip:
            return events + self._flip(seat, t)
        if kind is Totem and self.variant == "totem":
            return events + self._grab(seat, t)
        return events  # a SLAP, or a TOTEM outside Con tótem, does nothing [GR-13]

    def _flip(self, seat: int, t: int) -> list[Event]:
        """Rules 4-6: only the active player reveals, and only while no face-off is open."""
        if seat != self.turn or self.faceoffs:
            return []
        events = self._reveal(seat)
        self.turn = (seat + 1) % self.players
        if self.plush and self.discards[seat][-1].rank == REY:  # De peluche [GR-8]
            self.plush = self.plush[1:] + self.plush[:1]  # seat s takes seat s+1's plush
            events.append(Announced("cambio_peluches", None, {"plush": list(self.plush)}))
        if self.reveals >= REVEAL_LIMIT:
            return events + self._end_by_limit()
        return events + self._open_faceoffs(t)

    def _reveal(self, seat: int) -> list[Event]:
        """The top card of the hand goes face up onto the pile; an empty hand is first renewed
        from the shuffled pile (rule 5) [GR-12]."""
        hand, pile = self.hands[seat], self.discards[seat]
        events: list[Event] = []
        if not hand:
            self.rng.shuffle(pile)
            hand[:], pile[:] = pile, []
            events += [Moved((None,) * len(hand), f"discard:{seat}", f"hand:{seat}", seat=seat),
                       Shuffled(f"hand:{seat}")]
        card = hand.pop()
        pile.append(card)
        self.lapse[seat] = -1
        self.reveals += 1
        return events + [_revealed(card, seat)]

    def _open_faceoffs(self, t: int) -> list[Event]:
        """Rule 7: every group of two or more equal tops not already facing off, unless all of
        them lapsed together (rule 11), opens a face-off whose window starts at ``t``."""
        busy = {s for faceoff in self.faceoffs for s in faceoff["seats"]}
        groups: dict[int, list[int]] = {}
        for seat, pile in enumerate(self.discards):
            if pile and seat not in busy:
                groups.setdefault(pile[-1].rank, []).append(seat)
        events: list[Event] = []
        for rank, seats in groups.items():
            if len(seats) < 2 or self._lapsed_together(seats):
                continue
            for seat in seats:
                self.lapse[seat] = -1  # the old lapse is forgotten
            self.faceoffs.append({"seats": seats, "rank": rank, "until": t + self.window_ms})
            self.next_beat = None  # Simultánea: no beat while a face-off is open
            events.append(Announced("ruido", None, {"seats": list(seats), "rank": rank}))
        return events

    def _lapsed_together(self, seats: list[int]) -> bool:
        mark = self.lapse[seats[0]]
        return mark >= 0 and all(self.lapse[s] == mark for s in seats)

    def _faceoff_of(self, seat: int) -> dict[str, Any] | None:
        for faceoff in self.faceoffs:
            if seat in faceoff["seats"]:
                return faceoff
        return None

    # ---------------------------------------------------------------- sounds

    def _loser(self, seat: int, animal: str, faceoff: dict[str, Any] | None) -> int | None:
        """Whom a sound beats: the involved rival it names (rule 8; De peluche: the holder of
        the plush it names), or in Simultánea's crowded case the sounding seat himself when he
        makes his own animal's sound [GR-9]; None when the sound is wrong (rule 12)."""
        if faceoff is None:
            return None
        if self.simultaneous and (len(self.faceoffs) > 1 or len(faceoff["seats"]) > 2):
            return seat if animal == self.animals[seat] else None
        named = self.plush.index(animal) if self.plush else self.animals.index(animal)
        return named if named != seat and named in faceoff["seats"] else None

    def _sound(self, seat: int, animal: str, t: int) -> list[Event]:
        faceoff = self._faceoff_of(seat)
        loser = self._loser(seat, animal, faceoff)
        if loser is None:
            data: dict[str, Any] = {"to": None, "correct": False}
            events = [Announced(noise_key(animal), seat, data), *self._castigo(seat, "sound")]
            if self.totem == seat and not self.finished:  # the holder's failure frees it
                events += self._free_totem()
            return events
        if self.variant == "totem" and self.totem != seat:
            return []  # a right sound without the totem does nothing [GR-10]
        shared = loser == seat
        data = {"to": None if shared else loser, "correct": True}
        events = [Announced(noise_key(animal), seat, data)]
        events += self._share_out(seat, faceoff) if shared else self._give_pile(seat, loser)
        if self.finished:
            return events
        return events + self._close(faceoff, t) + self._open_faceoffs(t)  # rule 10 [GR-5]

    def _give_pile(self, winner: int, loser: int) -> list[Event]:
        """Rule 9 [GR-4]: the winner's whole pile goes under the loser's, in its order."""
        pile = self.discards[winner]
        shown = (None,) * (len(pile) - 1) + (pile[-1],)
        self.discards[loser][:0] = pile
        self.discards[winner] = []
        move = Moved(shown, f"discard:{winner}", f"discard:{loser}", to_end="bottom", seat=winner)
        return [move, *self._check_empty(winner)]

    def _share_out(self, winner: int, faceoff: dict[str, Any]) -> list[Event]:
        """Simultánea [GR-9]: the winner's pile, from its top, one card to each other player of
        the face-off in turn from the next seat, each to the bottom of the receiver's pile."""
        pile = self.discards[winner]
        receivers = [s for s in self.after[winner] if s in faceoff["seats"]]
        events: list[Event] = []
        for k in range(len(pile)):
            card, to = pile.pop(), receivers[k % len(receivers)]
            self.discards[to].insert(0, card)
            events.append(Moved((card,), f"discard:{winner}", f"discard:{to}",
                                to_end="bottom", seat=winner))
        return events + self._check_empty(winner)

    def _castigo(self, wrong: int, cause: str) -> list[Event]:
        """Rule 12 [GR-6]: every other player, in turn from the next seat, gives the top card
        of his hand (or the bottom one of his pile) to the bottom of the wrong player's hand;
        a giver left with nothing wins at once."""
        events: list[Event] = [Announced("castigo", wrong, {"cause": cause})]
        into = self.hands[wrong]
        for giver in self.after[wrong]:
            hand, pile = self.hands[giver], self.discards[giver]
            if hand:
                into.insert(0, hand.pop())
                events.append(_gift(giver, wrong))
            else:
                card = pile.pop(0)
                into.insert(0, card)
                shown = None if pile else card  # his last card was his top, seen by all
                events.append(Moved((shown,), f"discard:{giver}", f"hand:{wrong}",
                                    frm_end="bottom", to_end="bottom", seat=giver))
            if not hand and not pile:
                return events + self._end((giver,), "no_cards")
        return events

    # ---------------------------------------------------------------- the totem [GR-10]

    def _grab(self, seat: int, t: int) -> list[Event]:
        if self._faceoff_of(seat) is None:
            return self._castigo(seat, "totem")  # the totem stays where it is
        if self.totem is not None:
            return []
        self.totem, self.hold_until = seat, t + HOLD_MS
        return [Announced("totem", seat, {})]

    def _free_totem(self) -> list[Event]:
        self.totem = self.hold_until = None
        return [Announced("totem", None, {"free": True})]

    # ---------------------------------------------------------------- timers (0.6)

    def _next_timer(self) -> tuple[int, int, int] | None:
        """The first timer to run out: (time, kind, index), kinds in the order of 0.6."""
        if not self.faceoffs and self.hold_until is None:  # most inputs: no window open
            return None if self.next_beat is None else (self.next_beat, BEAT, 0)
        due = [(f["until"], WINDOW, i) for i, f in enumerate(self.faceoffs)]
        if self.hold_until is not None:
            due.append((self.hold_until, HOLD, 0))
        if self.next_beat is not None:
            due.append((self.next_beat, BEAT, 0))
        return min(due) if due else None

    def _run_timers(self, t: int, inclusive: bool) -> list[Event]:
        """Bring about every timer that ran out before ``t`` (at ``t`` too for a tick)."""
        events: list[Event] = []
        while not self.finished:
            due = self._next_timer()
            if due is None or due[0] > t or (due[0] == t and not inclusive):
                return events
            at, kind, index = due
            if kind == WINDOW:
                events += self._lapse(self.faceoffs[index], at)
            elif kind == HOLD:
                events += self._castigo(self.totem, "hold")
                if not self.finished:
                    events += self._free_totem()
            else:
                events += self._beat(at)
        return events

    def _lapse(self, faceoff: dict[str, Any], at: int) -> list[Event]:
        """Rule 11: nothing moves; its tops are marked as lapsed together."""
        self.lapses += 1
        for seat in faceoff["seats"]:
            self.lapse[seat] = self.lapses
        return [TimedOut("faceoff", at), *self._close(faceoff, at)]

    def _close(self, faceoff: dict[str, Any], at: int) -> list[Event]:
        """A face-off ends: its players' grace period starts, the totem is free again, and in
        Simultánea the beat comes back once no face-off is open."""
        self.faceoffs.remove(faceoff)
        for seat in faceoff["seats"]:
            self.grace_until[seat] = at + GRACE_MS
        if self.simultaneous and not self.faceoffs:
            self.next_beat = max(self.last_beat, at) + self.beat_ms
        return self._free_totem() if self.totem is not None else []

    def _beat(self, at: int) -> list[Event]:
        """Simultánea: every player reveals, from the seat after the dealer round the table."""
        n = self.players
        self.last_beat, self.next_beat = at, None
        events: list[Event] = []
        for i in range(1, n + 1):
            events += self._reveal((self.dealer + i) % n)
        if self.reveals >= REVEAL_LIMIT:
            return events + self._end_by_limit()
        self.next_beat = at + self.beat_ms
        return events + self._open_faceoffs(at)

    # ---------------------------------------------------------------- the end (rules 13, 14)

    def cards_left(self) -> list[int]:
        return [len(h) + len(p) for h, p in zip(self.hands, self.discards, strict=True)]

    def _check_empty(self, seat: int) -> list[Event]:
        if self.hands[seat] or self.discards[seat]:
            return []
        return self._end((seat,), "no_cards")

    def _end_by_limit(self) -> list[Event]:
        left = self.cards_left()
        fewest = min(left)
        return self._end(tuple(s for s in self.seats if left[s] == fewest), "reveal_limit")

    def _end(self, winners: tuple[int, ...], reason: str) -> list[Event]:
        left = self.cards_left()
        result = {"reason": reason, "cards": left, "reveals": self.reveals}
        self.results.append(result)
        over = self._hand_over(0, winners, result)
        share = 1.0 / len(winners)  # a tie at the safety limit is a shared win
        returns = tuple(share if s in winners else 0.0 for s in self.seats)
        self.finished = Outcome(winners, returns, tuple(left), reason)
        self.faceoffs, self.totem, self.hold_until, self.next_beat = [], None, None, None
        return [over, MatchOver(self.finished)]

    def outcome(self) -> Outcome | None:
        return self.finished

    # ---------------------------------------------------------------- what is seen

    def zones(self) -> dict[str, list[Card]]:
        zones: dict[str, list[Card]] = {}
        for seat in self.seats:
            zones[f"hand:{seat}"] = list(self.hands[seat])
            zones[f"discard:{seat}"] = list(self.discards[seat])
        zones["removed"] = list(self.removed)
        return zones

    def can_see(self, seat: int | None, zone: str) -> bool:
        """Only discard piles are face up (and only their top card: ``_mask``)."""
        return zone.startswith("discard:")

    def _mask(self, seat: int | None, zone: str, cards: list[Card]) -> list[Card | None]:
        if zone.startswith("discard:") and cards:
            return [None] * (len(cards) - 1) + [cards[-1]]
        return [None] * len(cards)

    def info(self) -> dict[str, Any]:
        info: dict[str, Any] = {
            "animals": list(self.animals),
            "variant": self.variant,
            "dealer": self.dealer,
            "turn": self.turn,
            "faceoffs": [list(f["seats"]) for f in self.faceoffs],
            "faceoff_ranks": [f["rank"] for f in self.faceoffs],
            "window_until": [f["until"] for f in self.faceoffs],
            "grace_until": list(self.grace_until),
            "lapsed": [mark >= 0 for mark in self.lapse],
            "reveals": self.reveals,
            "reveal_limit": REVEAL_LIMIT,
            "clock": self.clock,
            "window_ms": self.window_ms,
            "cards": self.cards_left(),
        }
        if self.variant == "peluche":
            info["plush"] = list(self.plush)
        if self.variant == "totem":
            info["totem"], info["hold_until"] = self.totem, self.hold_until
        if self.simultaneous:
            info["next_beat"], info["beat_ms"] = self.next_beat, self.beat_ms
        if self.finished:
            info["winners"] = list(self.finished.winners)
        return info

    def _unseen(self, seat: int) -> list[list[Card]]:
        return [*self.hands, self.removed]
