"""What the table asks of the player in words, over his hand: whose turn and how to act,
what a picked-up card waits for, the choices one gesture offers, a race's press."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from ...i18n import _, tr
from .layout import Layout
from .reach import Racing, Reach
from .sprites import CardSprite


class Informed(Protocol):
    info: dict[str, Any]


class Prompted(Protocol):
    """What is read of the table: the layout's own words and the viewer's actions."""

    layout: Layout

    @property
    def viewer(self) -> int | None: ...

    def legal_for_viewer(self) -> list[Any]: ...


class Choosing(Protocol):
    """The gesture in progress, as far as the words follow it."""

    selected: CardSprite | None
    choices: list[Any]
    choice_index: int


class Prompt:
    def __init__(self, table: Prompted, reach: Reach, gesture: Choosing,
                 race: Callable[[], Racing], hud: Callable[[], Informed]) -> None:
        self.table = table
        self.race = race  # a race's window open: its press is asked for
        self.hud = hud  # the HUD's figures, for the layout's own words
        self.reach = reach
        self.gesture = gesture

    def prompt(self) -> str:
        if self.race().open:
            own = self.table.layout.press_prompt(self.hud().info, self.table.viewer)
            return own if own is not None else _("Quick! Press Space or click the button")
        if self.gesture.choices:
            return self._choice_prompt()
        if self.gesture.selected is not None:
            if len(self.reach.targets(self.gesture.selected.card)) > 1:
                return _("Now click where it goes (or ←/→ to choose, and Enter)")
            return _("Now click where it goes (or Enter)")
        own = self.table.layout.prompt(self.hud().info)
        if own:
            return own
        if any(a.card is not None for a in self.table.legal_for_viewer()):
            return _("Your turn: drag a card to where it goes — or ←/→ and Enter (H: a hint)")
        if self.reach.places():
            return _("Your turn: click a place to act on it — or ←/→ and Enter (H: a hint)")
        return _("Your turn")

    def _choice_prompt(self) -> str:
        current, n = self.gesture.choices[self.gesture.choice_index], len(self.gesture.choices)
        if not hasattr(current, "taken"):
            words = self.table.layout.action_words(current)
            if words:  # the game says what this choice is
                return tr("Choice {i} of {n}: {words} — ←/→, Enter or a click; Esc cancels",
                          i=self.gesture.choice_index + 1, n=n, words=words)
            return tr("Choice {i} of {n}: what is lit — ←/→, Enter or a click; Esc cancels",
                      i=self.gesture.choice_index + 1, n=n)
        taken = current.taken
        if not taken:
            return tr("Choice {i} of {n}: take nothing, leave it on the table — ←/→, Enter; "
                      "Esc cancels", i=self.gesture.choice_index + 1, n=n)
        if len(taken) == 1:
            return tr("Choice {i} of {n}: take the lit card — ←/→, Enter or a click; "
                      "Esc cancels", i=self.gesture.choice_index + 1, n=n)
        return tr("Choice {i} of {n}: take the {count} lit cards — ←/→, Enter or a click; "
                  "Esc cancels", i=self.gesture.choice_index + 1, n=n, count=len(taken))
