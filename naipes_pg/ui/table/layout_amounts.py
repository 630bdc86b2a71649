"""The hooks of a game played for amounts, which ``Layout`` takes in: the words on the amount
stepper's confirm button and over its value (actions that differ by an amount alone,
``Bet(n)`` for n from 0 to what a player holds), and the stacks of chips drawn on the table
(``chips``). Every default says "nothing of the game's own": the action's generic words, no
heading, no chips."""

from __future__ import annotations

from typing import Any

import pygame

from .chips import ChipStack
from .names import action_label


class AmountHooks:
    """Hooks ``Layout`` takes in (see the module's docstring)."""

    def amount_words(self, act: Any) -> str:
        """The words on the stepper's confirm button for ``act``, the amount chosen now
        ("Raise by 3", "Keep the bet"); by default the action's generic words."""
        return action_label(act)

    def amount_heading(self, act: Any) -> str:
        """Short words beside the stepper's value ("Raise"); by default none."""
        return ""

    def chip_stacks(self, size: tuple[int, int], boxes: dict[str, Any],
                    info: dict[str, Any]) -> list[ChipStack]:
        """The stacks of chips on the table for the figures ``info`` shows, placed against
        the zones' ``boxes``; chips slide between stacks of the same keys when their counts
        change. By default none."""
        return []


def chip_rect(x: float, y: float, width: float, height: float) -> pygame.Rect:
    """A stack's room of that size centred on (x, y)."""
    rect = pygame.Rect(0, 0, int(width), int(height))
    rect.center = (int(x), int(y))
    return rect
