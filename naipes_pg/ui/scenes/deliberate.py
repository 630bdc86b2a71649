"""A press meant for a panel that has just opened: the panels that move the game on (the
hot-seat curtain, a hand's result, the match's result) take Enter or Space only when it is
pressed anew once they have been in view a moment. A key pressed for the last card (or still
held down, repeating) was meant for the table, and must not skip what the panel says."""

from __future__ import annotations

from typing import Any

import pygame

from ..table.keys import held_keys
from . import ENTER_KEYS

DELIBERATE_AFTER = 0.4  # seconds: longer than a key takes to start repeating (0.35 s)


class Deliberate:
    """The moment a panel has been in view, and the keys held in its window."""

    def __init__(self, app: Any) -> None:
        self.keys = held_keys(app)
        self.age = 0.0
        self.counting = True  # whether this frame's time was spent looking at the panel

    @property
    def armed(self) -> bool:
        return self.age >= DELIBERATE_AFTER

    def press(self, event: pygame.event.Event) -> bool:
        """Note a key going down; True when it is pressed anew (not a key's repeat, nor a key
        held since before the panel opened)."""
        return self.keys.press(event.key)

    def goes(self, event: pygame.event.Event) -> bool:
        """Whether this key, pressed anew, moves the panel on: Enter or Space, once armed."""
        return self.armed and event.key in ENTER_KEYS

    def meant(self, event: pygame.event.Event) -> bool:
        """Note a key going down; True for Enter or Space pressed anew once armed."""
        return self.press(event) and self.goes(event)

    def let_go(self, event: pygame.event.Event) -> None:
        self.keys.release(event.key)

    def again(self) -> None:
        """A moment again (back from a scene over the panel): this frame's time went by
        before, so the moment starts with the next."""
        self.age, self.counting = 0.0, False

    def update(self, dt: float) -> None:
        if self.counting:
            self.age += dt
        self.counting = True

    def drawn(self) -> None:
        """Once a frame: the keys let go while another scene had the keyboard."""
        self.keys.forget_released()
