"""The help a person playing alone gets: undo and redo, the moves an option makes for him
(auto-move, auto-pair), and a solution played on the table a move at a time."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from ...i18n import _
from .parts import Mover, Picker, Seats, Sight, Sounds
from .turns import COMPUTER_PACE

log = logging.getLogger("naipes.table")
GIVEN_BACK = 4.0  # seconds the bar says the cards are the player's again, after a solution


class Assist:
    def __init__(self, match: Any, seats: Seats, sight: Sight, sounds: Sounds, mover: Mover,
                 picker: Picker, glide: Callable[[], None],
                 forget_hint: Callable[[], None]) -> None:
        self.match = match
        self.seats = seats
        self.sight = sight
        self.sounds = sounds
        self.mover = mover
        self.picker = picker
        self.glide = glide  # the cards glide to what the view shows
        self.forget_hint = forget_hint
        self.asked: list[str] = []  # undo/redo pressed while cards were moving: done after
        self.script: list[Any] = []  # a solution being shown, its moves still to play
        self.script_length = 0
        self._script_wait = 0.0
        self.given_back = 0.0  # seconds left of the word that the cards are the player's again

    def undo(self) -> None:
        """Take back the person's last move: the cards glide back to where they were."""
        if not self.match.solo:
            self.sounds.toast(_("Undo is for games played alone."))
            return
        if self.mover.busy():
            self.asked.append("undo")
            return
        if not self.match.undo():
            self.sounds.toast(_("Nothing to undo."))
            return
        self.forget_hint()
        self.picker.deselect()
        self.glide()
        self.sounds.play("slide")

    def redo(self) -> None:
        """Make again the move last undone, shown as it was the first time."""
        if self.mover.busy():
            self.asked.append("redo")
            return
        step = self.match.next_redo()
        if step is None:
            if self.match.solo:
                self.sounds.toast(_("Nothing to redo."))
            return
        self.picker.deselect()
        self.mover.perform(*step)

    def do_asked(self) -> bool:
        """Undo or redo pressed while the cards were moving, done now; True if there was one."""
        if not self.asked:
            return False
        (self.undo if self.asked.pop(0) == "undo" else self.redo)()
        return True

    def auto_move(self) -> bool:
        """Play the move an option of the game makes for the viewer (auto-move, auto-pair),
        once the table is still; True if one was made."""
        viewer = self.seats.viewer
        game = self.match.game
        if viewer is None or viewer not in game.actors() or self.picker.dragged is not None:
            return False
        act = game.auto_action(viewer)
        if act is None or game.why_illegal(viewer, act) is not None:
            return False
        self.picker.deselect()
        self.mover.perform(viewer, act, auto=True)
        return True

    def play_line(self, line: list[Any]) -> None:
        """Play ``line``, the viewer's moves of a solution, one at a time at the computer's
        pace; the player watches (any key or click, Esc too, stops it)."""
        self.script = list(line)
        self.script_length = len(line)
        self._script_wait = 0.0
        self.given_back = 0.0
        self.picker.deselect()

    def stop_script(self) -> None:
        """The solution stops where it is: the bar shows the match's clock and moves again,
        and a moment the word that the cards are the player's again (said there, where the
        solution's progress was read, not over the prompt)."""
        if self.script:
            self._give_back()

    def _give_back(self) -> None:
        self.script = []
        self.script_length = 0
        self.given_back = GIVEN_BACK

    def update(self, dt: float) -> None:
        self.given_back = max(0.0, self.given_back - dt)

    def play_script(self, dt: float) -> None:
        self._script_wait += dt
        if self._script_wait < max(COMPUTER_PACE * self.sight.speed, 0.05):
            return
        self._script_wait = 0.0
        act = self.script.pop(0)
        viewer = self.seats.viewer
        if self.match.try_action(viewer, act) is not None:
            log.warning("the solution's move %r is not legal here; stopping it", act)
            self._give_back()
            return
        self.mover.perform(viewer, act)
