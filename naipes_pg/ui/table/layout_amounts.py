"""The hooks of a game whose actions differ by an amount alone (``Bet(n)`` for n from 0 to
what a player holds), which ``Layout`` takes in: the words on the amount stepper's confirm
button and over its value. Every default says "nothing of the game's own": the action's
generic words, no heading."""

from __future__ import annotations

from typing import Any

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
