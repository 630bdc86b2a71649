"""Reflex moments on the table (RULES.md 0.6): Escoba's "15 en mesa", later La Granja and
Nervioso. While the rules list the ``CLOCK`` among the actors a window is open: the table
keeps a millisecond clock, feeds each press with the time it saw it, lets the clock's ``Tick``
through when its deadline passes, and makes computer seats press after a human-like delay.

The clock starts when the table is still (the call announced) and stands until the window's
button has been drawn: no one, and no computer, is timed on a race he could not see. It never
jumps more than a few frames at once, so a stalled frame cannot lose a race for the player.
When a window closes, the table's input holds back plays for a moment (a second press of the
race key must not play a card).

The computer's delays and mistakes are drawn here, in the UI, never in the rules: the presses
they produce are recorded like a human's, so a saved match replays exactly.
"""

from __future__ import annotations

import random
from typing import Any

import pygame

from ...i18n import _
from ...rules.base import CLOCK

# Reaction delay range (ms) and the chance of missing the moment, by level (RULES.md 0.6).
REACTION = {"facil": (900, 1600, 0.08), "normal": (600, 1100, 0.03), "dificil": (350, 700, 0.01)}
# One key per human seat when several share the keyboard: key 2 of each seat's block (0.6).
SEAT_KEYS = (pygame.K_2, pygame.K_8, pygame.K_s, pygame.K_k)
SOLO_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
MAX_STEP_MS = 100  # the most the clock moves in one frame: a stalled frame showed nothing


class Reflex:
    def __init__(self, table) -> None:
        self.table = table
        self.now: int | None = None
        self.plans: dict[int, int | None] | None = None  # None until the window is seen
        self.seen = False  # the window's button has been drawn
        self.rng = random.Random()

    @property
    def game(self):
        return self.table.match.game

    @property
    def open(self) -> bool:
        return CLOCK in self.game.actors()

    def update(self, dt: float) -> bool:
        """Run the window for this frame; False when no window is open."""
        if not self.open:
            if self.now is not None:
                self._closed()
            return False
        if self.now is None:
            self.now = int(getattr(self.game, "clock", 0) or 0)
        elif self.seen:
            self.now += min(int(dt * 1000), MAX_STEP_MS)
        if self.seen and self.plans is None:
            self._plan_computers()
        due = sorted((t, seat) for seat, t in (self.plans or {}).items()
                     if t is not None and t <= self.now)
        for t, seat in due:
            self.plans[seat] = None
            if seat in self.game.actors():
                self._perform(seat, self._press(seat, t))
                return True
        tick = self.game.legal_actions(CLOCK)[0]
        if tick.t <= self.now:
            self._perform(CLOCK, tick)
        return True

    def shown(self) -> None:
        """The window's button is on the screen: its time may run."""
        if self.open:
            self.seen = True

    def _perform(self, seat: int, act: Any) -> None:
        self.table.perform(seat, act)
        if not self.open:
            self._closed()

    def _closed(self) -> None:
        self.now, self.plans, self.seen = None, None, False
        self.table.input.guard.arm()

    def _plan_computers(self) -> None:
        self.plans = {}
        for seat in self.game.actors():
            if seat in self.table.match.agents:
                level = self.table.match.setup.seats[seat].level
                low, high, miss = REACTION.get(level, REACTION["normal"])
                late = self.rng.random() < miss
                self.plans[seat] = None if late else self.now + self.rng.randint(low, high)

    def _press(self, seat: int, t: int) -> Any:
        """The seat's timed action (a Slap) at time ``t``."""
        return type(self.game.legal_actions(seat)[0])(t)

    def key_seat(self, key: int) -> int | None:
        """Which human seat a key presses for: any of Space/Enter alone, else a block each."""
        humans = self.table.match.humans
        if len(humans) == 1:
            return humans[0] if key in SOLO_KEYS else None
        for seat, seat_key in zip(humans, SEAT_KEYS, strict=False):
            if key == seat_key:
                return seat
        return None

    def keys_text(self) -> str:
        """The keys that press, as the button says them: Space, or each player's own."""
        humans = self.table.match.humans
        if len(humans) == 1:
            return _("Space")
        return " · ".join(f"{self.table.match.name(seat)}: {pygame.key.name(key).upper()}"
                          for seat, key in zip(humans, SEAT_KEYS, strict=False))

    def press(self, seat: int | None) -> bool:
        """A human pressed; True when it was taken as a press."""
        if seat is None or not self.open or not self.seen or seat not in self.game.actors():
            return False
        at = max(self.now or 0, int(getattr(self.game, "clock", 0) or 0))
        self._perform(seat, self._press(seat, at))  # in a grace period the rules ignore it
        return True

    def seconds_left(self) -> float | None:
        tick = self.game.legal_actions(CLOCK)[0] if self.open else None
        if tick is None or self.now is None or tick.t <= self.now:
            return None
        return (tick.t - self.now) / 1000
