"""The buttons of the actions no card makes (a call, a pass): their words in the game's own
terms with the key that makes each, in the layout's order, and the action a key press makes.
The layout adapter says all three (``action_words``, ``action_key``, ``action_order``); by
default a button reads as the action's i18n key, in the rules' order, with no key of its own
(Tab and Enter reach it)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from .. import theme
from .layout import Layout, keyed
from .names import action_label


def button_label(layout: Layout, act: Any) -> str:
    """The words on ``act``'s button, with its key: "Quiero (Q)"."""
    words = layout.action_words(act) or action_label(act)
    return keyed(words, layout.action_key(act) or "")


def button_height(k: float) -> int:
    """How tall an action's button is drawn over the hand, its words as large as they are."""
    return max(int(44 * k), theme.font(int(22 * k * 0.85), "bold").get_linesize() + int(10 * k))


def keyed_action(layout: Layout, acts: Sequence[Any], key: int) -> Any | None:
    """The action of ``acts`` (the buttons shown) whose own key is ``key``, if any."""
    for act in acts:
        name = layout.action_key(act)
        if name and key_of(name) == key:
            return act
    return None


def key_of(name: str) -> int | None:
    """The key code of a key's name as a button shows it ("Q"); None for no such key."""
    try:
        return pygame.key.key_code(name.lower())
    except ValueError:
        return None
