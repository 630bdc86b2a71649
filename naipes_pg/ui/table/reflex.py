"""Reflex moments on the table (RULES.md 0.6): Escoba's "15 en mesa", later La Granja and
Nervioso. While the rules list the ``CLOCK`` among the actors a window is open: the table
keeps a millisecond clock, feeds each press with the time it saw it, lets the clock's ``Tick``
through when its deadline passes, and makes computer seats press after a human-like delay.

The computer's delays and mistakes are drawn here, in the UI, never in the rules: the presses
they produce are recorded like a human's, so a saved match replays exactly.
"""

from __future__ import annotations

import random
from typing import Any

import pygame

from ...rules.base import CLOCK

# Reaction delay range (ms) and the chance of missing the moment, by level (RULES.md 0.6).
REACTION = {"facil": (900, 1600, 0.08), "normal": (600, 1100, 0.03), "dificil": (350, 700, 0.01)}
# One key per human seat when several share the keyboard: key 2 of each seat's block (0.6).
SEAT_KEYS = (pygame.K_2, pygame.K_8, pygame.K_s, pygame.K_k)
SOLO_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


class Reflex:
    def __init__(self, table) -> None:
        self.table = table
        self.now: int | None = None
        self.plans: dict[int, int | None] = {}
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
            self.now, self.plans = None, {}
            return False
        if self.now is None:
            self.now = int(getattr(self.game, "clock", 0) or 0)
            self._plan_computers()
        else:
            self.now += int(dt * 1000)
        due = sorted((t, seat) for seat, t in self.plans.items() if t is not None and t <= self.now)
        for t, seat in due:
            self.plans[seat] = None
            if seat in self.game.actors():
                self.table.perform(seat, self._press(seat, t))
                return True
        tick = self.game.legal_actions(CLOCK)[0]
        if tick.t <= self.now:
            self.table.perform(CLOCK, tick)
        return True

    def _plan_computers(self) -> None:
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

    def press(self, seat: int | None) -> bool:
        """A human pressed; True when it was taken as a press."""
        if seat is None or not self.open or seat not in self.game.actors():
            return False
        at = max(self.now or 0, int(getattr(self.game, "clock", 0) or 0))
        self.table.perform(seat, self._press(seat, at))  # in a grace period the rules ignore it
        return True

    def seconds_left(self) -> float | None:
        tick = self.game.legal_actions(CLOCK)[0] if self.open else None
        if tick is None or self.now is None or tick.t <= self.now:
            return None
        return (tick.t - self.now) / 1000
