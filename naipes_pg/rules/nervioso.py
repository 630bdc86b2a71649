"""Nervioso, Contando figuras and 666 (RULES.md §14), a real-time game (RULES.md 0.6).

Players flip the top card of their face-down stacks onto a centre pile, counting 1 to 10; a
card whose value is the count opens a slap window, and the last to slap takes the pile. Presses
are ``Flip(t)`` and ``Slap(t)``; ``Tick(t)`` from the ``CLOCK`` pseudo-seat brings about the
timers (the window's timeout, and in manual count mode the turn time). Every deadline is
derived from the presses' times, so a recorded match replays exactly.

State is plain: each stack is a list whose top card is its end; the pile is ``under`` (face
down: the deal's leftovers and every covered card) and ``top`` (the last card flipped, face up,
or None). Only ``top`` is ever seen, so ``under`` and the stacks are what search may re-deal.

Decisions the rules leave to the program:
- A press the rules ignore (out of turn, a second slap, in a grace period) is legal and
  returns no events; a finished player is no actor, so his presses are refused unchanged.
- A valid slap makes no event: ``info()["window"]["slapped"]`` holds the order, and
  ``info()["last_window"]`` keeps it once the window has closed.
- Flip events name only the card that lands face up; pickups and castigo cards move face down.
- ``legal_actions`` lists one press per distinct effect: in manual count mode the right count
  and one wrong one (the next count), not every wrong name.
- Returns: 1 for a winner, 0 for a loser, 0.5 for a player neither placed to win nor named
  loser (a draw, or the players left when the first-winner option ends the game).
"""

from __future__ import annotations

from typing import Any

from ..cards import SPANISH_40, Card
from .announcements import NERVIOSO_COUNT, NERVIOSO_FIGURES
from .base import CLOCK, N_, Action, Flip, Game, GameSpec, OptionSpec, Outcome, Slap, Tick
from .events import Announced, Dealt, Event, HandStarted, MatchOver, Moved, Shuffled, TimedOut

GRACE_MS = 300  # RULES.md 0.6
MAX_FLIPS = 2000  # rule 14 [NE-13]
CASTIGO_CARDS = 2  # rule 9 [NE-6]
SILENT = "silent"
NUMBERS = tuple(str(n) for n in range(1, 11))
COUNTINGS = ("numbers", "figures", "666")
# the label of each count position 1..10 (index 0 unused), per way of counting
LABELS = {
    "numbers": ("", *NUMBERS),
    "figures": ("", *NUMBERS[:7], "S", "C", "R"),
    "666": ("", *NUMBERS[:5], SILENT, *NUMBERS[6:]),
}
# the names a player may give in manual count mode, in key order (RULES.md 0.6 suggests
# 1-9, 0 for 10, S C R, and Space for "silent")
NAMES = {"numbers": NUMBERS, "figures": LABELS["figures"][1:], "666": (*NUMBERS, SILENT)}
COUNT_KEY = {
    **dict(zip(NUMBERS, NERVIOSO_COUNT, strict=True)),
    **dict(zip(("S", "C", "R"), NERVIOSO_FIGURES, strict=True)),
    SILENT: "silencio",
}

SPEC = GameSpec(
    id="nervioso",
    name_es="Nervioso",
    name_en="Nervous",
    players=(2, 6),
    deck="spanish40",
    options=(
        OptionSpec("players", 4, minimum=2, maximum=6, help=N_("players")),
        OptionSpec("window_ms", 3000, minimum=1500, maximum=5000,
                   help=N_("milliseconds everyone has to slap after a match"),
                   label=N_("Time to react")),
        OptionSpec("turn_ms", 3000, minimum=1500, maximum=5000,
                   help=N_("milliseconds to flip in manual count mode"), label=N_("Time to flip")),
        OptionSpec("manual_count", False,
                   help=N_("players name the count with each flip; a wrong count takes the pile "
                   "[NE-3]"), own_keys=True, label=N_("Say the count yourselves")),
        OptionSpec("first_winner", False,
                   help=N_("the game ends when the first player gets rid of his cards [NE-12]"),
                   label=N_("End at the first winner")),
        OptionSpec("counting", "numbers", choices=COUNTINGS,
                   help=N_("the count says 1 to 10, Jack Knight King at 8 to 10, or nothing at 6 "
                   "[NE-15]"), label=N_("Count"),
                   value_labels=(("numbers", N_("1 to 10")), ("figures", N_("Counting figures")),
                                 ("666", N_("666")))),
    ),
    variants={"contando-figuras": {"counting": "figures"}, "666": {"counting": "666"}},
    realtime=True,
    summary_es="Gira cartas contando del 1 al 10; si la carta coincide con la cuenta, ¡mano "
    "al montón! El último en poner la mano se lo lleva. Gana quien se queda sin cartas.",
    summary_en="Flip cards counting 1 to 10; when the card matches the count, slap the pile! "
    "The last to slap takes it. Get rid of all your cards.",
)

Gifts = tuple[tuple[int, Card], ...]  # castigo cards with the seat each came from
VALUE = {card: card.rank if card.rank <= 7 else card.rank - 2 for card in SPANISH_40}


class Nervioso(Game):
    spec = SPEC

    # ---------------------------------------------------------------- setup and deal

    def _setup(self) -> list[Event]:
        n = self.players
        options = self.options
        self.manual = options["manual_count"]
        self.labels = LABELS[options["counting"]]
        self.window_ms, self.turn_ms = options["window_ms"], options["turn_ms"]
        self.dealer = self._draw_first_dealer()  # the first player [NE-2]
        self.hand_number = 0
        self.zone = [f"stack:{seat}" for seat in range(n)]
        # after[s]: every seat in turn order, starting with the one after s and ending with s
        self.after = [[(s + i) % n for i in range(1, n + 1)] for s in range(n)]
        self.clock, self.flips, self.count = 0, 0, 0
        self.grace = [-1] * n  # presses up to this time are ignored (0.6)
        self.window: dict[str, Any] | None = None
        self.last_window: dict[str, Any] | None = None
        self.finished: list[int] = []
        self.in_game = list(range(n))  # seats not finished, in seat order
        self.actors_now: tuple[int, ...] = (*self.in_game, CLOCK)
        self.result: Outcome | None = None
        self.ranking: list[list[int]] | None = None
        self.losers: list[int] = []
        return self._deal()

    def _deal(self) -> list[Event]:
        """One card at a time from the first player; the first card received ends on top
        (last in the list); the 40 mod n left over lie face down under the pile [NE-10]."""
        n, first = self.players, self.dealer
        deck = self.deck_for_hand(0, SPANISH_40)
        each = len(deck) // n
        received: list[list[Card]] = [[] for _ in range(n)]
        events: list[Event] = [HandStarted(0, first)]
        for i, card in enumerate(deck[: each * n]):
            seat = (first + i) % n
            received[seat].append(card)
            events.append(Dealt(None, self.zone[seat]))  # nobody sees any stack
        self.stacks = [cards[::-1] for cards in received]
        self.under: list[Card] = list(deck[each * n:])
        self.top: Card | None = None
        events += [Dealt(None, "pile") for _ in self.under]
        self._start_turn(first, 0)
        return events

    # ---------------------------------------------------------------- the protocol

    def presses(self, seat: int) -> tuple[Any, ...]:
        """Automatic count: FLIP, SLAP. Manual count: SLAP, then one FLIP per count name."""
        if not self.manual:
            return (Flip(0), Slap(0))
        return (Slap(0), *(Flip(0, name) for name in NAMES[self.options["counting"]]))

    def actors(self) -> tuple[int, ...]:
        return () if self.result else self.actors_now

    def outcome(self) -> Outcome | None:
        return self.result

    def deadline(self) -> int | None:
        """When the pending timer runs out: the window's, else the turn time's, else None."""
        return self.window["until"] if self.window else self.turn_until

    def _legal_actions(self, seat: int) -> list[Action]:
        """One press per distinct effect, timed at the first moment it counts. Two mistakes
        are left out so that random players end their matches: the flipper's own wrong slap
        (the others still slap wrongly) and a castigo before one's own slap in the window."""
        if seat == CLOCK:
            due = self.deadline()
            return [Tick(self.clock if due is None else due)]
        t = max(self.clock, self.grace[seat] + 1)
        if self.window:
            if seat not in self.window["slapped"]:
                return [Slap(t)]
            return [Flip(t, self.labels[1] if self.manual else "")]  # a castigo
        if seat != self.turn:
            return [Slap(t)]  # a wrong slap; a flip out of turn changes nothing
        if not self.manual:
            return [Flip(t)]
        position = self.count % 10 + 1
        return [Flip(t, self.labels[position]), Flip(t, self.labels[position % 10 + 1])]

    def _is_legal(self, seat: int, act: Action) -> bool:
        """Any press of the seat's kinds, timed no earlier than the last time seen."""
        kind = type(act)
        if seat == CLOCK:
            ok = kind is Tick
        else:
            ok = kind is Slap or (kind is Flip and type(act.count) is str)
        return ok and type(act.t) is int and act.t >= self.clock

    def ignores(self, seat: int, act: Action) -> bool:
        """A finished player's press, while the match goes on: ignored (14.5 rule 10), so his
        block of keys never meets a refusal."""
        return (seat in self.finished and not self.result and type(act) in (Flip, Slap)
                and type(act.t) is int)

    def _illegal_reason(self, seat: int, act: Action) -> tuple[str, dict[str, Any]]:
        if seat == CLOCK and type(act) is not Tick:
            return "Only the clock sends ticks, and it sends nothing else.", {}
        if seat != CLOCK and type(act) not in (Flip, Slap):
            return "In this game you can only flip a card or slap the pile.", {}
        if type(getattr(act, "t", None)) is not int:
            return "A press needs its time in whole milliseconds.", {}
        if type(act) is Flip and type(act.count) is not str:
            return "A flip names its count in text, such as 7, S or silent.", {}
        return "Time cannot go back: {t} ms is before {last} ms.", {
            "t": act.t, "last": self.clock}

    def _apply(self, seat: int, act: Action) -> list[Event]:
        t = act.t
        events = self._run_timers(t, seat == CLOCK)
        self.clock = t
        if seat == CLOCK or self.result or seat in self.finished:
            return events
        return events + self._press(seat, act, t)

    # ---------------------------------------------------------------- timers (0.6)

    def _run_timers(self, t: int, tick: bool) -> list[Event]:
        """Bring about every timer run out before ``t`` (at ``t`` too for a tick): a press at
        the deadline itself is still in time."""
        events: list[Event] = []
        due = self.deadline()
        while due is not None and (due < t or (tick and due == t)) and not self.result:
            if self.window:
                events += [TimedOut("slap", due), *self._close_window(due, None)]
            else:
                events += self._turn_timed_out(due, t, tick)
            due = self.deadline()
        return events

    def _turn_timed_out(self, due: int, t: int, tick: bool) -> list[Event]:
        """Manual count: no flip within the turn time loses the count at its end (14.7)."""
        seat = self.turn
        if self.top is None and not self.under and self.count == 0:
            # nothing to take and the count already restarted: every timeout until ``t`` is
            # the same, so jump to the last of them
            last = t if tick else t - 1
            due += (last - due) // self.turn_ms * self.turn_ms
        return [TimedOut("turn", due), Announced("cuenta_perdida", seat, {}),
                *self._pickup(seat, due)]

    # ---------------------------------------------------------------- presses

    def _press(self, seat: int, act: Action, t: int) -> list[Event]:
        if t <= self.grace[seat]:
            return []  # the grace period after a window (rule 10)
        window = self.window
        if window:
            if type(act) is Flip:
                return self._castigo(seat, t)
            if seat in window["slapped"]:
                return []  # a second slap in one window (rule 6)
            window["slapped"].append(seat)
            if len(window["slapped"]) == len(self.in_game):
                return self._close_window(t, window["slapped"][-1])
            return []
        if type(act) is Slap:  # rule 8
            return [Announced("mano_equivocada", seat, {}), *self._pickup(seat, t)]
        if seat != self.turn:
            return []  # a flip out of turn (rule 10)
        return self._flip(seat, act.count, t)

    def _flip(self, seat: int, named: str, t: int) -> list[Event]:
        """Rules 3 and 4; in manual count mode the count named with the flip (14.7)."""
        card = self.stacks[seat].pop()
        if self.top is not None:
            self.under.append(self.top)
        self.top = card
        self.flips += 1
        position = self.count = self.count % 10 + 1
        label = self.labels[position]
        right = not self.manual or named == label
        limit = self.flips >= MAX_FLIPS  # rule 14: then nothing is judged
        match = VALUE[card] == position and label != SILENT and right and not limit
        events = [Moved((card,), self.zone[seat], "pile", seat=seat),
                  *self._said(seat, position, named, match)]
        if limit:
            return events + self._end_by_limit()
        if not right:
            return [*events, Announced("cuenta_perdida", seat, {}), *self._pickup(seat, t)]
        if match:
            self.turn, self.turn_until = None, None
            self.window = {"opened": t, "until": t + self.window_ms, "flipper": seat,
                           "slapped": []}
            return events
        following = self._next_with_cards(seat)
        if following is None:
            return events + self._end_drawn()
        self._start_turn(following, t)
        return events

    def _said(self, seat: int, position: int, named: str, match: bool) -> list[Event]:
        """The count of a flip as the table gives it: the spoken count in automatic mode; in
        manual mode the name the player gave (the app shows no count there) [NE-3]."""
        if not self.manual:
            label = self.labels[position]
            data = {"count": position, "label": label, "match": match}
            return [Announced(COUNT_KEY[label], seat, data)]
        if named not in COUNT_KEY:  # a name no key says: only the lost count is heard
            return []
        return [Announced(COUNT_KEY[named], seat, {"count": None, "label": named,
                                                   "match": match})]

    def _castigo(self, seat: int, t: int) -> list[Event]:
        """Rule 9: a FLIP in a window cancels it; he takes the pile and 2 random cards from
        each other stack, in turn order from the seat after him [NE-6]."""
        self._shut_window(t, seat, "castigo")
        gifts: list[tuple[int, Card]] = []  # (giver, card)
        for other in self.after[seat][:-1]:
            stack = self.stacks[other]
            for _ in range(min(CASTIGO_CARDS, len(stack))):
                gifts.append((other, stack.pop(self.rng.randrange(len(stack)))))
        return [Announced("castigo", seat, {}), *self._pickup(seat, t, tuple(gifts))]

    # ---------------------------------------------------------------- windows and pickups

    def _shut_window(self, at: int, loser: int | None, how: str) -> None:
        window = self.window
        assert window is not None
        self.window = None
        for seat in self.in_game:  # every player still in was involved (rule 10)
            self.grace[seat] = at + GRACE_MS
        self.last_window = {"opened": window["opened"], "closed": at, "how": how,
                            "slapped": list(window["slapped"]), "loser": loser}

    def _close_window(self, at: int, last: int | None) -> list[Event]:
        """Rule 6: the last to slap takes the pile; when some did not slap, the first of them
        in turn order from the flipper. Rule 11: empty stacks that slapped and did not take
        the pile finish, in slap order."""
        window = self.window
        assert window is not None
        slapped = window["slapped"]
        loser = last
        if loser is None:
            flipper = window["flipper"]
            loser = next(s for s in (flipper, *self.after[flipper]) if s not in slapped
                         and s in self.in_game)
        self._shut_window(at, loser, "timeout" if last is None else "slapped")
        events = self._pickup(loser, at)
        winners = [s for s in slapped if not self.stacks[s]]  # the loser holds the pile
        for seat in winners:
            events += self._finish(seat)
        if winners and self.options["first_winner"]:
            return events + self._end_first_winners(winners)
        if len(self.in_game) == 1:
            return events + self._end_last_in()
        return events

    def _pickup(self, seat: int, at: int, gifts: Gifts = ()) -> list[Event]:
        """Rule 7: the pile and every card he receives are shuffled into his stack; he flips
        next (or the next player with cards) and the count restarts [NE-11]."""
        pile = self.under + ([self.top] if self.top is not None else [])
        self.under, self.top = [], None
        zone = self.zone[seat]
        events: list[Event] = [Moved((None,) * len(pile), "pile", zone, seat=seat)] if pile else []
        events += [Moved((None,), self.zone[frm], zone, seat=seat) for frm, _card in gifts]
        received = pile + [card for _frm, card in gifts]
        stack = self.stacks[seat]
        if received:
            self.stacks[seat] = stack = self._shuffled(stack + received)
            events.append(Shuffled(zone))
        self.count = 0
        self._start_turn(seat if stack else self._next_with_cards(seat), at)
        return events

    def _shuffled(self, cards: list[Card]) -> list[Card]:
        """``cards`` in a random order from ``self.rng``: sorted by a random key each, which
        is as fair as ``random.shuffle`` and faster (a pickup happens every few presses)."""
        rand = self.rng.random
        keys = [rand() for _ in cards]
        return list(map(cards.__getitem__, sorted(range(len(cards)), key=keys.__getitem__)))

    def _next_with_cards(self, seat: int) -> int | None:
        return next((s for s in self.after[seat] if self.stacks[s]), None)

    def _start_turn(self, seat: int | None, at: int) -> None:
        self.turn = seat
        self.turn_until = at + self.turn_ms if self.manual and seat is not None else None

    def _finish(self, seat: int) -> list[Event]:
        self.finished.append(seat)
        self.in_game.remove(seat)
        self.actors_now = (*self.in_game, CLOCK)
        return [Announced("libre", seat, {"place": len(self.finished)})]

    # ---------------------------------------------------------------- the end (rules 12-14)

    def _end_last_in(self) -> list[Event]:
        """Rule 12: the one player who has not finished loses; every finished player won."""
        places = [[s] for s in self.finished] + [list(self.in_game)]
        return self._end(places, list(self.finished), list(self.in_game), "last_in")

    def _end_first_winners(self, winners: list[int]) -> list[Event]:
        """Rule 12's option [NE-12]: the first winners, in slap order; with 2 players the
        other loses, else nobody is named loser."""
        losers = list(self.in_game) if self.players == 2 else []
        places = [[s] for s in winners] + [list(self.in_game)]
        return self._end(places, winners, losers, "first_winner")

    def _end_drawn(self) -> list[Event]:
        """Rule 13 [NE-8]: every stack is empty: a draw among the players still in."""
        places = [[s] for s in self.finished] + [list(self.in_game)]
        return self._end(places, list(self.finished), [], "draw")

    def _end_by_limit(self) -> list[Event]:
        """Rule 14 [NE-13]: the players still in are placed after the finished ones by cards
        held, fewest first; the last place loses, and one shared place is a draw. With the
        first-winner option the first place wins instead."""
        sizes = sorted({len(self.stacks[s]) for s in self.in_game})
        placed = [[s for s in self.in_game if len(self.stacks[s]) == size] for size in sizes]
        places = [[s] for s in self.finished] + placed
        if len(placed) == 1:
            return self._end(places, list(self.finished), [], "flip_limit")
        if self.options["first_winner"]:
            rest = [s for group in placed[1:] for s in group]
            losers = rest if self.players == 2 else []
            return self._end([placed[0], rest], placed[0], losers, "flip_limit")
        losers = placed[-1]
        winners = [s for group in places for s in group if s not in losers]
        return self._end(places, winners, losers, "flip_limit")

    def _end(self, places: list[list[int]], winners: list[int], losers: list[int],
             reason: str) -> list[Event]:
        """End the match: 1 to a winner, 0 to a loser, 0.5 to a player who is neither (a
        draw, or nobody named loser); ``scores`` are the cards left in each stack."""
        returns = tuple(1.0 if s in winners else 0.0 if s in losers else 0.5
                        for s in range(self.players))
        scores = tuple(len(stack) for stack in self.stacks)
        self.turn, self.turn_until, self.window = None, None, None
        self.ranking, self.losers = [g for g in places if g], list(losers)
        self.result = Outcome(tuple(winners), returns, scores, reason)
        results = {"ranking": self.ranking, "losers": self.losers, "cards": list(scores),
                   "flips": self.flips, "reason": reason}
        return [self._hand_over(0, tuple(winners), results), MatchOver(self.result)]

    # ---------------------------------------------------------------- what is seen

    def zones(self) -> dict[str, list[Card]]:
        zones = {zone: list(stack) for zone, stack in zip(self.zone, self.stacks, strict=True)}
        zones["pile"] = self.under + ([self.top] if self.top is not None else [])
        return zones

    def can_see(self, seat: int | None, zone: str) -> bool:
        """Only the pile's top card is ever seen; nobody sees any stack, his own included."""
        return zone == "pile"

    def _mask(self, seat: int | None, zone: str, cards: list[Card]) -> list[Card | None]:
        if zone != "pile" or not cards or self.top is None:
            return [None] * len(cards)
        return [None] * (len(cards) - 1) + [cards[-1]]

    def info(self) -> dict[str, Any]:
        window = self.window
        shown = self.count and not self.manual
        return {
            "first": self.dealer,
            "turn": self.turn,
            "count": self.count if shown else None,
            "label": self.labels[self.count] if shown else None,
            "window": None if window is None else {
                "opened": window["opened"], "until": window["until"],
                "slapped": list(window["slapped"])},
            "last_window": None if self.last_window is None else dict(
                self.last_window, slapped=list(self.last_window["slapped"])),
            "grace_until": list(self.grace),
            "finished": list(self.finished),
            "turn_until": self.turn_until,
            "turn_ms": self.turn_ms,
            "flips": self.flips,
            "max_flips": MAX_FLIPS,
            "clock": self.clock,
            "cards": [len(stack) for stack in self.stacks],
            "pile": len(self.under) + (self.top is not None),
            "manual_count": self.manual,
            "counting": self.options["counting"],
            "ranking": None if self.ranking is None else [list(g) for g in self.ranking],
            "losers": list(self.losers),
        }

    def _unseen(self, seat: int) -> list[list[Card]]:
        return [*self.stacks, self.under]
