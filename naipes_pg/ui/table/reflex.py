"""Real time on the table (RULES.md 0.6; DESIGN "Real time"): one clock per match, presses
timed by it, computer reflexes, and ticks when a deadline passes. Serves every real-time game
(La Granja, Nervioso, Escoba's "15 en mesa") without naming one: the rules say which seats may
press (``actors``), what each key of a seat's block sends (``presses``) and when their next
timer runs out (``legal_actions(CLOCK)``).

The clock (``now``, whole ms) starts at the game's last time seen (0 for a new match) and
runs only while the rules are in a timed phase (``CLOCK`` among the actors) and the players
can see the table as the rules stand: no card still moving, no banner still to come, the
table drawn at least once since, and the table on top (no pause menu, no curtain). So a
running animation holds the clock: nobody, and no computer, is timed on a card he has not yet
seen land, and a long castigo does not eat a face-off's window. A key pressed while the clock
is held lights at once and counts from the moment the table is still again, the first moment
a computer could press too, so a hold favours nobody. A reflex game keeps its animations
short (a reveal lands in a fraction of a second; a sound is a bubble, not a banner) so the
holds are short. A stalled frame moves the clock by ``MAX_STEP_MS`` at most.

Presses are the seat's own key-block actions re-timed with ``now`` (never an action rebuilt
from another). The presses seen in one frame carry the same time; they are fed in an order
drawn at random, so no seat is favoured, and that order is what the match records (0.6).
Computer presses come from their reflex agents (``ai/reflex.py``), timed when they fall due;
a ``Tick`` is sent only when the next deadline has passed, after every press timed at or
before it, so a saved match holds the presses and the few ticks that mattered.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any, Protocol

import pygame

from ...ai.agents import policy_for, reflex_game
from ...ai.reflex import make_reflexes
from ...i18n import _
from ...rules.base import CLOCK, Tick
from ..keymap import KeyMap
from ..match import Match

SOLO_KEYS = {pygame.K_SPACE: 0, pygame.K_RETURN: 1, pygame.K_KP_ENTER: 1}
MAX_STEP_MS = 100  # the most the clock moves in one frame: a stalled frame showed nothing
FLASH_S = 0.35  # how long a pressed key or button stays lit


class Armed(Protocol):
    def arm(self) -> None: ...


class Faced(Protocol):
    def faces(self, seat: int) -> list[tuple[int, str, str | None]]: ...


class Racing(Protocol):
    """What a race of reflexes reads of the table and asks of it."""

    app: Any  # its settings (the keys of each block)
    match: Match

    def busy(self) -> bool: ...

    def perform(self, seat: int, act: Any, *, auto: bool = False) -> list[Any]: ...


class Reflex:
    def __init__(self, table: Racing, guard: Armed, pad: Callable[[], Faced]) -> None:
        self.table = table
        self.guard = guard  # presses that would play wait until the table has been seen
        self.pad = pad  # one person's pad of presses (made after the race)
        self.now: int | None = None
        self.seen = False  # the still table has been drawn since the rules last changed
        # the computers' draws and the order of presses in one frame: the same for the same
        # deal number (a match played again, a test), another for every new deal
        seed = table.match.setup.seed
        self.rng = random.Random(None if seed is None else f"reflexes {seed}")
        self.waiting: list[tuple[int, Any]] = []  # (seat, press) seen this frame, not yet fed
        self.flashes: dict[tuple[int, int], float] = {}  # (seat, key index) → seconds lit
        self.keymap = KeyMap.load(table.app.settings)
        self.agents: dict[int, Any] = {}
        self.plans: dict[int, tuple[int, Any] | None] = {}
        self.stale = True  # the computers must look again: the rules changed

    @property
    def game(self):
        return self.table.match.game

    @property
    def active(self) -> bool:
        """A real-time match still going on: its presses may come at any moment."""
        return self.game.realtime and self.game.outcome() is None

    @property
    def hintless(self) -> bool:
        """No hint may be given now: every move of the game is a press, or a race's window
        is open (nobody is told when to press). A game with a race gives hints between its
        races, on its ordinary turns."""
        return self.active and (self.open or reflex_game(self.game.spec.id))

    @property
    def open(self) -> bool:
        """The rules are in a timed phase: presses count and the clock runs."""
        return self.active and CLOCK in self.game.actors()

    # -- the frame -------------------------------------------------------------------------

    def update(self, dt: float, still: bool) -> bool:
        """Run this frame; False when the rules are not in a timed phase (the table's turns
        go on as usual). ``still``: no animation is pending, so the clock may run."""
        for key in list(self.flashes):
            self.flashes[key] -= dt
            if self.flashes[key] <= 0:
                del self.flashes[key]
        if not self.open:
            self.waiting.clear()
            if self.now is not None and not self.active:
                self._closed()
            return False
        if self.now is None:
            self.now = int(self.game.clock or 0)
            self.stale = True
        if still and self.seen:
            self.now += min(int(dt * 1000), MAX_STEP_MS)
        self._feed(still)
        return True

    def drawn(self, still: bool) -> None:
        """The table was drawn; ``still``: as the rules stand, so its time may run."""
        self.seen = still and self.open

    def _feed(self, still: bool) -> None:
        """Feed what is due by ``now`` in time order: this frame's human presses (one time,
        an order drawn at random), the computers' presses due, then the tick of a deadline
        passed — presses timed at a deadline come before it."""
        if not still:
            return  # held: a press made now counts from the moment the table is still
        now = self.now or 0
        batch = self.waiting
        self.rng.shuffle(batch)
        self.waiting = []
        for seat, press in batch:
            if not self.open:
                return
            self._perform(seat, replace(press, t=max(now, self.game.clock)))
        for _pass in range(64):  # bounded: each pass feeds one input or stops
            if not self.open:
                return
            if self.stale:
                self._plan_computers()
            due = sorted((plan[0], self.rng.random(), seat, plan[1])
                         for seat, plan in self.plans.items() if plan and plan[0] <= now)
            deadline = self._deadline()
            if due and (deadline is None or deadline > now or due[0][0] <= deadline):
                t, _r, seat, press = due[0]
                self.plans[seat] = None
                events = self._perform(seat, replace(press, t=max(t, self.game.clock)))
                agent = self._agent(seat)
                agent.made(seat) if events else agent.forget(seat)
            elif deadline is not None and deadline <= now:
                self._perform(CLOCK, Tick(deadline))
            else:
                return
            if self.table.busy():
                return  # the players see it first; the rest is fed once the table is still

    def _deadline(self) -> int | None:
        """The next timer's time, unless its tick was the last input (nothing came of it)."""
        deadline = self.game.deadline()
        history = self.game.history
        if deadline is not None and history and history[-1] == (CLOCK, Tick(deadline)):
            return None
        return deadline

    def _perform(self, seat: int, act: Any) -> list[Any]:
        events = self.table.perform(seat, act)
        if events:
            self.stale = True  # what the computers see has changed
        if not self.open:
            self.guard.arm()  # a second press of a race key must not play a card
        return events

    def _closed(self) -> None:
        self.now, self.seen = None, False
        self.plans, self.agents, self.waiting = {}, {}, []
        self.guard.arm()

    # -- computers ---------------------------------------------------------------------------

    def _agent(self, seat: int):
        """The seat's reflexes, at its level (``ai/reflex.py``), its draws its own."""
        if seat not in self.agents:
            level = self.table.match.setup.seats[seat].level
            policy = policy_for(self.game.spec.id)
            self.agents[seat] = make_reflexes(level, policy, self.rng.getrandbits(32))
        return self.agents[seat]

    def _plan_computers(self) -> None:
        """Each computer seat looks at the table as it is now and says when it will press."""
        self.stale = False
        actors = self.game.actors()
        for seat in self.table.match.agents:
            self.plans[seat] = self._agent(seat).plan(self.game, seat) if seat in actors else None

    # -- people --------------------------------------------------------------------------------

    def humans(self) -> list[int]:
        return list(self.table.match.humans)

    def key_press(self, event: pygame.event.Event) -> bool:
        """A key went down: True when it is a press of a seat's block (taken even in a grace
        period, where the rules ignore it), so it never also plays or opens a menu."""
        if not self.open:
            return False
        humans = self.humans()
        if len(humans) == 1 and self._names_counts(humans[0]):
            return self._count_key(humans[0], event)
        found = self.keymap.which(event)
        if found is not None:
            block, index = found
            if block < len(humans):
                self.press(humans[block], index)
                return True  # a block's key is a press even when the rules ignore it
        if len(humans) == 1 and event.key in SOLO_KEYS:  # Space and Enter, for one player
            shown = [i for i, _words, _picture in self.pad().faces(humans[0])]
            index = SOLO_KEYS[event.key]  # key 1 (FLIP) or key 2 (SLAP, TOTEM) of the block
            if index not in shown and index == 0 and shown:
                index = shown[0]  # no FLIP (Escoba's race): Space presses what there is
            if index in shown:
                return self.press(humans[0], index)
        return False

    def takes_key(self, event: pygame.event.Event) -> bool:
        """Whether ``key_press`` would take this key as a press (a key of a seat's block or a
        count key while the presses count), so it means nothing else now."""
        if not self.open:
            return False
        humans = self.humans()
        if len(humans) == 1 and self._names_counts(humans[0]):
            return self.keymap.count(event) is not None
        found = self.keymap.which(event)
        return (found is not None and found[0] < len(humans)) or (
            len(humans) == 1 and event.key in SOLO_KEYS)

    def _names_counts(self, seat: int) -> bool:
        """Whether the seat's flips name a count (0.6 "Naming a count"): a lone player's
        keys are then the count keys, not his block."""
        return any(getattr(p, "count", "") for p in self.game.presses(seat) if p is not None)

    def _count_key(self, seat: int, event: pygame.event.Event) -> bool:
        name = self.keymap.count(event)
        if name is None:
            return False
        for index, press in enumerate(self.game.presses(seat)):
            if press is None:
                continue
            if getattr(press, "count", None) == name or (
                    name == "slap" and not hasattr(press, "count")):
                self.press(seat, index)
                return True
        return True  # a count key this way of counting has no use for: still not a play

    def press(self, seat: int | None, index: int | None = None) -> bool:
        """``seat`` pressed key ``index`` of its block (None: its first key that sends
        something); True when it was taken as a press."""
        if seat is None or not self.open or seat not in self.game.actors():
            return False
        presses = self.game.presses(seat)
        if index is None:
            index = next((i for i, p in enumerate(presses) if p is not None), None)
        if index is None or not 0 <= index < len(presses) or presses[index] is None:
            return False
        self.flashes[(seat, index)] = FLASH_S
        self.waiting.append((seat, presses[index]))  # fed by this frame's update, before drawing
        return True

    def key_names(self, seat: int) -> list[str]:
        """The keys of ``seat``'s block as the keyboard prints them, key 1 first; no names
        for a person past the last block (only the on-screen buttons press for him)."""
        humans = self.humans()
        if seat not in humans:
            return []
        presses = self.game.presses(seat)
        if len(humans) == 1 and self._names_counts(seat):
            return [self.keymap.count_label(getattr(p, "count", "") or "slap")
                    if p is not None else "" for p in presses]
        block = humans.index(seat)
        if block >= len(self.keymap.blocks):
            return [""] * len(presses)
        return [self.keymap.label(block, i) if i < 8 else "" for i in range(len(presses))]

    def keys_text(self) -> str:
        """The keys that press the first press, as a button says them: Space for one
        player, else each player's own."""
        humans = self.humans()
        if len(humans) == 1:
            return _("Space")
        parts = []
        for seat in humans:
            presses = self.game.presses(seat)
            index = next((i for i, p in enumerate(presses) if p is not None), None)
            key = self.key_names(seat)[index] if index is not None else ""
            if key:
                parts.append(f"{self.table.match.name(seat)}: {key}")
        return " · ".join(parts)

    def seconds_left(self) -> float | None:
        """Time left before the next deadline, once the clock runs."""
        deadline = self.game.deadline() if self.open else None
        if deadline is None or self.now is None or deadline <= self.now:
            return None
        return (deadline - self.now) / 1000
