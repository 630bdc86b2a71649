"""The amount stepper: when the legal actions include several that differ by an amount alone
(``Bet(0)`` … ``Bet(9)``: the actions' type has an ``amount``), the table offers one stepper
instead of a button per amount: − and + buttons round the value, and a button that makes the
action of the amount shown (its words from the layout's ``amount_words``). ←/→ (or −/+ and
↓/↑) change the amount and Enter makes it, while no button has the keyboard's focus; Tab
reaches its buttons as any other. The amount starts at the least one (keeping a bet)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from .. import theme
from ..widgets import Button, draw_button

DOWN_KEYS = (pygame.K_LEFT, pygame.K_DOWN, pygame.K_MINUS, pygame.K_KP_MINUS)
UP_KEYS = (pygame.K_RIGHT, pygame.K_UP, pygame.K_PLUS, pygame.K_KP_PLUS, pygame.K_EQUALS)
CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


@dataclass(frozen=True)
class Step:
    """A press of one of the stepper's buttons, no action of the rules: −1 and +1 change the
    amount, 0 makes the action of the amount shown."""

    direction: int
    card: None = None  # the table asks every button's action for its card


LESS, MORE, CONFIRM = Step(-1), Step(1), Step(0)


def amount_actions(acts: Sequence[Any]) -> list[Any]:
    """The actions of ``acts`` that differ by an amount alone, by amount, when there are
    several of one type; else none."""
    found = [act for act in acts if getattr(act, "card", None) is None
             and type(getattr(act, "amount", None)) is int]
    if len(found) < 2 or len({type(act) for act in found}) > 1:
        return []
    return sorted(found, key=lambda act: act.amount)


class Stepper:
    """The amounts on offer and the one shown."""

    def __init__(self) -> None:
        self.offered: list[Any] = []
        self.index = 0

    def offer(self, acts: Sequence[Any]) -> list[Any]:
        """Take the amounts out of ``acts`` (the actions that would get a button) into the
        stepper; the rest keep their buttons. New amounts start again from the least."""
        found = amount_actions(acts)
        if found != self.offered:
            self.offered, self.index = found, 0
        return [act for act in acts if act not in found]

    @property
    def chosen(self) -> Any | None:
        return self.offered[self.index] if self.offered else None

    def step(self, direction: int) -> bool:
        """Show the next amount up or down (held at the ends); whether one is on offer."""
        if not self.offered:
            return False
        self.index = max(0, min(len(self.offered) - 1, self.index + direction))
        return True

    def pressed(self, act: Any, make: Callable[[Any], Any]) -> bool:
        """Whether ``act`` is a press of the stepper's buttons (then done: a step, or
        ``make`` given the action of the amount shown)."""
        if not isinstance(act, Step):
            return False
        if act.direction:
            self.step(act.direction)
        elif self.chosen is not None:
            make(self.chosen)
        return True

    def key(self, key: int, free: bool, make: Callable[[Any], Any]) -> bool:
        """A key for the stepper when it is on offer and ``free`` (no button has the focus,
        a play may start): an arrow, − or + steps, Enter makes the amount shown."""
        if not self.offered or not free:
            return False
        if key in DOWN_KEYS or key in UP_KEYS:
            return self.step(-1 if key in DOWN_KEYS else 1)
        if key in CONFIRM_KEYS:
            return self.pressed(CONFIRM, make)
        return False

    def draw(self, surface: pygame.Surface, centre: int, y: int, height: int, k: float,
             words: str, heading: str, focus: int | None) -> list[tuple[Button, Step]]:
        """The stepper as one row centred on ``centre`` at ``y``: − value +, then the confirm
        button (``words``); ``focus``: which of its three buttons has the keyboard's focus.
        Returns its buttons with their presses."""
        small = height
        value = str(getattr(self.chosen, "amount", ""))
        font = theme.font(int(26 * k), "bold")
        shown = max(font.size(value)[0], font.size(heading)[0] if heading else 0)
        value_w = shown + int(28 * k)
        confirm_w = theme.font(int(22 * k * 0.85), "bold").size(words)[0] + int(40 * k)
        gap = int(10 * k)
        total = 2 * small + value_w + confirm_w + 3 * gap
        x = max(int(8 * k), min(centre - total // 2, surface.get_width() - total - int(8 * k)))
        less = Button("−", rect=pygame.Rect(x, y, small, height))
        panel = pygame.Rect(less.rect.right + gap, y, value_w, height)
        more = Button("+", rect=pygame.Rect(panel.right + gap, y, small, height))
        confirm = Button(words, rect=pygame.Rect(more.rect.right + gap, y, confirm_w, height))
        less.enabled, more.enabled = self.index > 0, self.index < len(self.offered) - 1
        theme.panel(surface, panel, theme.PANEL, radius=int(8 * k))
        if heading:
            theme.text(surface, heading, int(14 * k), (panel.centerx, panel.top + int(3 * k)),
                       color=theme.INK_DIM, anchor="midtop")
            theme.text(surface, value, int(24 * k), (panel.centerx, panel.bottom - int(3 * k)),
                       color=theme.GOLD, kind="bold", anchor="midbottom")
        else:
            theme.text(surface, value, int(26 * k), panel.center, color=theme.GOLD,
                       kind="bold", anchor="center")
        theme.record(panel, "amount", value, heading)
        buttons = [(less, LESS), (more, MORE), (confirm, CONFIRM)]
        for i, (button, _press) in enumerate(buttons):
            draw_button(surface, button, k * 0.85, focused=focus == i)
        return buttons
