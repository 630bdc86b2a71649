"""Keys as a person presses them, and the moment the table waits before a key may play.

pygame's key repeat (``pygame.key.set_repeat``) sends more KEYDOWNs while a key is held, and
they look like new presses: only the KEYUP that has not come yet tells them apart, so the
scenes that act on keys share one record of the keys held in the window. And when the table
changes hands (a hot-seat curtain lifted, a race won), a press meant for what was there
before must not play a card nobody has seen: the ``Guard`` holds plays back until the table
has been drawn, and keys until it has been in view a moment.
"""

from __future__ import annotations

from typing import Any
from weakref import WeakKeyDictionary

import pygame

GUARD_SECONDS = 0.6  # after the table changes hands: the new player's time to see it


class HeldKeys:
    """Which keys are down, from KEYDOWN and KEYUP: the window's key repeat sends more
    KEYDOWNs that look like new presses, and only the missing KEYUP tells them apart. One per
    window (``held_keys``), shared by the scenes that act on keys: Enter pressed on the
    curtain and held goes on repeating at the table, which must know it is held."""

    live = False  # the keyboard's own state is known (not so for events posted headless)

    def __init__(self) -> None:
        self.down: set[int] = set()

    def press(self, key: int) -> bool:
        """Note ``key`` going down; True when it is a new press, not a repeat."""
        if is_down(key):
            HeldKeys.live = True
        fresh = key not in self.down
        self.down.add(key)
        return fresh

    def release(self, key: int) -> None:
        self.down.discard(key)

    def forget_released(self) -> None:
        """Let go of the keys released while another scene had the keyboard (it got their
        KEYUP): otherwise their next press would pass for a repeat. Once a frame."""
        if HeldKeys.live:
            self.down = {key for key in self.down if is_down(key)}


_HELD: WeakKeyDictionary[Any, HeldKeys] = WeakKeyDictionary()


def held_keys(app: Any) -> HeldKeys:
    """The keys held down in ``app``'s window."""
    if app not in _HELD:
        _HELD[app] = HeldKeys()
    return _HELD[app]


def is_down(key: int) -> bool:
    try:
        return bool(pygame.key.get_pressed()[key])
    except (pygame.error, IndexError, ValueError):
        return False


class Guard:
    """Holds back the presses that would start a play, after the table changed hands."""

    def __init__(self) -> None:
        self.wait = 0.0
        self.drawn = True

    def arm(self) -> None:
        self.wait, self.drawn = GUARD_SECONDS, False

    def shown(self) -> None:
        self.drawn = True

    def update(self, dt: float) -> None:
        if self.drawn:  # the time counts while the player can see the table
            self.wait = max(0.0, self.wait - dt)

    @property
    def calm(self) -> bool:
        return self.drawn and self.wait <= 0
