"""The turns: the computer's search, thought in slices between frames and paced so a person
can follow; the hint the viewer asks for, searched the same way and lit on the table; and the
"why" of the computer's last move."""

from __future__ import annotations

from typing import Any

from ...i18n import _, tr
from ...rules.base import CLOCK, card_place
from .. import theme
from ..match import hint_turn
from .board import Board
from .names import action_label
from .parts import Mover, Seats, Sight, Sounds

COMPUTER_PACE = 0.8  # seconds a computer seat "thinks" before playing, at normal speed
SEARCH_SLICE = 0.008  # seconds of search per frame: the frame stays well inside 1/60 s


class Turns:
    def __init__(self, match: Any, board: Board, seats: Seats, sight: Sight, sounds: Sounds,
                 mover: Mover, reflex: Any) -> None:
        self.match = match
        self.board = board
        self.seats = seats
        self.sight = sight
        self.sounds = sounds
        self.mover = mover
        self.reflex = reflex  # a race of reflexes has no hints
        self.turn = None
        self.think = 0.0
        self.hint = None
        self.hint_target: str | None = None  # where the hinted card goes, outlined
        self.last_why: str | None = None

    def computer(self, seat: int, dt: float) -> None:
        """Think in slices between frames; play once decided and the pace allows."""
        if self.turn is None or self.turn.seat != seat:
            self.turn = self.match.computer_turn(seat)
            self.think = 0.0
        self.think += dt
        action = self.turn.advance(SEARCH_SLICE)
        if action is not None and (seat == CLOCK
                                   or self.think >= COMPUTER_PACE * self.sight.speed):
            if self.turn.why:
                self.last_why = tr("{name} played — {why}", name=self.match.name(seat),
                                   why=self.turn.why)
            self.turn = None
            self.mover.perform(seat, action)

    def ask_hint(self) -> None:
        """Search the viewer's seat, a few ms a frame; the suggestion then lights up."""
        viewer = self.seats.viewer
        if self.reflex.hintless:  # a race of reflexes: nobody is told when to press
            self.sounds.toast(_("No hints in a game of reflexes."))
            return
        if viewer is None or viewer not in self.match.game.actors() or self.mover.busy():
            self.sounds.toast(_("A hint is for your turn."))
            return
        self.hint = hint_turn(self.match, viewer)
        self.match.hint_used = True  # the statistics count an assisted match apart
        self.sounds.toast(_("Thinking of a hint…"))

    def advance_hint(self) -> None:
        turn = self.hint
        action = turn.advance(SEARCH_SLICE)
        if action is None:
            return
        self.hint = None
        self._light_hint(action)
        searching = _("Thinking of a hint…")
        self.sounds.drop_toast(searching)
        self.sounds.toast(tr("Hint: {why}", why=turn.why or action_label(action)))

    def _light_hint(self, action: Any) -> None:
        """Light the hint's card wherever it lies, or the top of the place it acts on, and
        the place a card goes to."""
        card = getattr(action, "card", None)
        place = getattr(action, "zone", None) if card is None else None
        self.hint_target = card_place(action) if card is not None else None
        self.board.lit_only(theme.HINT, lambda zone, pile, sprite: (
            sprite.card == card if card is not None else (zone == place and sprite is pile[-1])))

    def drop_hint(self) -> None:
        """No hint searched, no place outlined (undo: the cards glide to new places unlit)."""
        self.hint = self.hint_target = None

    def forget_hint(self) -> None:
        """A move was made: the hint, searched or lit, is gone."""
        self.drop_hint()
        self.board.unlight(theme.HINT)

    def explain_last(self) -> None:
        if not self.match.agents:
            no_computer = _("No computer plays in this match: W explains a computer's move.")
            self.sounds.toast(no_computer)
            return
        self.sounds.toast(self.last_why or _("The computer has not played yet."))
