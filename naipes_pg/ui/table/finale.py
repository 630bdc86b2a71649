"""The finale: the end of a hand and of the match, as the table shows them before it reports
them (the hand's figures, the match's results; a won solitaire's cards dancing away first)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...rules.events import HandOver, MatchOver
from .. import theme
from ..anim import HOLD
from .board import Board
from .cascade import Cascade
from .parts import Captions, Seats, Sight, Sounds
from .reports import TableReports


class Finale:
    def __init__(self, match: Any, board: Board, seats: Seats, sight: Sight,
                 captions: Captions, sounds: Sounds, reports: TableReports,
                 record: Callable[[Any, Any], None], release: Callable[[], None]) -> None:
        self.match = match
        self.board = board
        self.seats = seats
        self.sight = sight
        self.captions = captions
        self.sounds = sounds
        self.reports = reports
        self.record = record  # keeps a finished match for the statistics
        self.release = release  # lets the timeline go on once the hand's figures are read
        self.cascade: Cascade | None = None  # a won solitaire's cards bouncing away
        self._after_cascade: dict[str, Any] = {}

    def hand_over(self, event: HandOver) -> float:
        """The hand's figures over the table as the hand ended (the last hand's too: the match
        results follow once it is closed)."""
        self.board.show_final(event)
        game = self.match.game
        if game.outcome() is not None:  # the last hand: the last move's figures
            self.captions.refresh(self.sight.current_view())  # (a player out, a score)
        self.captions.hand_over(event)
        if self.match.solo and game.outcome() is not None:
            return 0.0  # one person's one deal: the match's result says all there is
        title, rows = self.captions.hand_result(event)
        self.reports.hand_over(title, rows, self.release)
        return HOLD

    def match_over(self, event: MatchOver) -> float:
        outcome = event.outcome
        self.record(self.match, outcome)
        viewer = self.seats.viewer
        lost = viewer is not None and viewer not in outcome.winners
        if not self.match.solo:  # a solitaire's end was announced with its own jingle
            self.sounds.play("lose" if lost else "win")
        summary = self.captions.match_summary(outcome)
        if (self.match.solo and not lost and self.sight.speed > 0 and not self.match.demo
                and not theme.reduced_motion()):  # with less motion: the results at once
            self._dance(summary)  # the results come once the cards have danced
            return HOLD
        self.reports.match_over(summary)
        return HOLD

    def _dance(self, summary: dict[str, Any]) -> None:
        """A won solitaire: the face-up cards leap off their piles, tops first, pile by pile
        in turn, and bounce away."""
        board = self.board
        piles = [[s for s in pile if s.shows_face] for pile in board.piles.values()]
        order = []
        while any(piles):
            for pile in piles:
                if pile:
                    sprite = pile.pop()
                    order.append((sprite.card, sprite.x, sprite.y))
        self.cascade = Cascade(order, self.sight.card_dims[0], self.sight.window,
                               self.match.game.seed)
        self._after_cascade = summary
        board.piles = {zone: [s for s in pile if not s.shows_face]
                       for zone, pile in board.piles.items()}

    def update(self, dt: float) -> bool:
        """The cascade moves on (True while there is one: the table waits for it)."""
        if self.cascade is None:
            return False
        self.cascade.update(dt)
        if self.cascade.done:
            self.end_cascade()
        return True

    def end_cascade(self) -> None:
        if self.cascade is not None:
            self.cascade = None
            self.board.rebuild()
            self.reports.match_over(self._after_cascade)
