"""The director: the events the rules return, played out on the board through a timeline.

Each event becomes motion, a sound, a banner or a float, in order. A computer seat's move is
paced: its card is first lifted in its hand, and the move stays in view a moment before
anything else. Every motion, banner and float of a hand has ended before its result opens.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from ...i18n import announcement
from ...rules.announcements import shows_banner, sounds_for, spoken_key
from ...rules.events import (
    Announced,
    Captured,
    Dealt,
    Event,
    Gathered,
    HandOver,
    HandStarted,
    MatchOver,
    Moved,
    Revealed,
    Scored,
)
from .. import theme
from ..anim import HOLD, Timeline
from .board import FLIGHT, Board
from .layout import Layout
from .parts import Banner, Captions, Ends, Sight, Sounds, Voices
from .telling import Told, Who

BANNER = 1.2
LIFT = 0.25  # the share of that time its card is raised in its hand before it flies
LINGER = 0.3  # the share of it the move stays in view once it has landed
SETTLE_AT_MOST = 6.0  # seconds a result panel waits for the table to come to rest
TRICK_LOOK = 0.7  # seconds a whole trick stays in view before it is taken (× speed)


class Telling(Protocol):
    """The story of the hand (``story.Story``): a move told in words, its lines shown as the
    events they belong to are."""

    def tell(self, events: list[Event]) -> dict[int, list[Told]]: ...

    def reached(self, lines: Sequence[Told]) -> None: ...

    def new_hand(self) -> None: ...


class Director:
    def __init__(self, board: Board, layout: Layout, agents: Any, sight: Sight,
                 captions: Captions, voices: Voices, sounds: Sounds, ends: Ends,
                 story: Telling, who: Callable[[], Who]) -> None:
        self.board = board
        self.who = who  # how a banner the game words names the seats
        self.story = story
        self.layout = layout
        self.agents = agents  # the computer seats (their moves are paced)
        self.sight = sight
        self.captions = captions
        self.voices = voices
        self.sounds = sounds
        self.ends = ends
        self.timeline = Timeline()
        self.banner: Banner | None = None
        self.settling = 0.0  # seconds left to wait for the table to come to rest
        self.clock = 0.0  # seconds this table has been updated
        self._shown_at = 0.0  # when the computer's move in view began to show

    def queue(self, events: list[Event], seat: int | None = None) -> None:
        """Play ``events`` in order. A computer ``seat``'s move is paced: its card is first
        lifted in its hand, and the move stays in view a moment before anything else. Every
        motion, banner and float of a hand has ended before its result panel opens."""
        self.board.synced = False
        shown = self.sight.shown_events(events)
        pace = self.sight.computer_pace if seat in self.agents else 0.0
        if pace:
            self.timeline.add(lambda: self._lift_played(seat, shown, pace))
        told = self.story.tell(events)
        for at, event in enumerate(shown):
            if isinstance(event, (HandOver, MatchOver, Gathered)):
                self.timeline.add(self._settle)
            if isinstance(event, Gathered):  # the whole trick in view a moment, then taken
                self.timeline.add(lambda: TRICK_LOOK * self.sight.speed)
            lines = told.get(at, [])
            self.timeline.add(lambda event=event, lines=lines: self._show_told(event, lines))
        if pace:
            self.timeline.add(lambda: max(pace * LINGER, pace - (self.clock - self._shown_at)))

    def _show_told(self, event: Event, lines: Sequence[Told]) -> float:
        """Show ``event`` and say its lines (a new hand's start clears the story first)."""
        if isinstance(event, HandStarted):
            self.story.new_hand()
        took = self.show(event)
        if lines:
            self.story.reached(lines)
        return took

    def _lift_played(self, seat: int, events: list[Event], pace: float) -> float:
        """Raise the card the computer is about to play, where it lies in its hand."""
        self._shown_at = self.clock
        hand = self.layout.seat_zone(seat)
        moved = next((e for e in events if isinstance(e, Moved) and e.frm == hand), None)
        pile = self.board.piles.get(hand, [])
        if moved is None or not pile:
            return 0.0
        card = moved.cards[-1]
        sprite = next((s for s in pile if card is not None and s.card == card), None)
        if sprite is None:
            sprite = next((s for s in reversed(pile) if s.card is None), pile[-1])
            sprite.card = card  # known once it leaves the hand face up; take() finds it by it
        if theme.reduced_motion():  # lit where it lies, not raised: it flies from there
            sprite.glow = theme.HIGHLIGHT
        else:
            self.board.animator.animate(sprite, LIFT * pace, ease="out", lift=1.0)
        return LIFT * pace * 1.4

    def _settle(self) -> float:
        """Hold the line until every card has landed and every banner and float has gone."""
        self.settling = SETTLE_AT_MOST
        return HOLD

    def update(self, dt: float) -> None:
        """The banner's time runs out; a line held to settle goes on once all is calm."""
        if self.banner:
            left = self.banner.left - dt
            self.banner = Banner(self.banner.text, left) if left > 0 else None
        if self.settling:
            self.settling -= dt
            board = self.board
            calm = not (board.flying or board.animator.busy or self.banner
                        or self.captions.floats)
            if calm or self.settling <= 0:
                self.settling = 0.0
                self.timeline.release()

    def show(self, event: Event) -> float:
        """Start showing one event; returns how long before the next may start."""
        s = self.sight.speed
        board, play = self.board, self.sounds.play
        if isinstance(event, Dealt):
            sprite = board.take(event.frm, None)
            sprite.card = event.card  # None when the viewer may not see it: forget it
            board.put(sprite, event.to)
            board.place(event.to)
            play("deal")
            return 0.11 * s
        if isinstance(event, Moved):
            board.move_block(event)
            board.place(event.frm)
            board.place(event.to)
            sound, pace = self.layout.move_motion(event.frm, event.to)
            play(sound)
            return FLIGHT * s * pace
        if isinstance(event, Captured):
            for card in event.cards:
                board.put(board.take(event.frm, card), event.to)
            pile = board.piles[event.to]
            moved = pile[-len(event.cards):]
            pile[-len(event.cards):] = moved[::-1]  # events list the stack top first
            board.place(event.frm)
            board.place(event.to, FLIGHT * s * 1.3)
            play("capture")
            return FLIGHT * s * 1.5
        if isinstance(event, Gathered):
            for zone, cards in event.parts:
                for card in cards:
                    board.put(board.take(zone, card), event.to)
                board.place(zone)
            board.place(event.to, FLIGHT * s * 1.3)
            play("capture")
            return FLIGHT * s * 1.5
        if isinstance(event, Revealed):
            pile = board.piles.get(event.where, [])
            if event.index is not None and 0 <= event.index < len(pile):
                board.turn_over(pile[event.index], event.card, True)
            else:
                for sprite in pile:
                    if sprite.card is None or sprite.card == event.card:
                        board.turn_over(sprite, event.card, True)
                        break
            play("flip")
            return FLIGHT * s
        if isinstance(event, Announced):
            return self._announce(event)
        if isinstance(event, Scored):
            self.captions.float_text(event.seat, f"+{event.points}" if event.points >= 0
                                     else str(event.points))
            return 0.3 * s
        if isinstance(event, HandStarted):
            return self._gather(event)
        if isinstance(event, HandOver):
            return self.ends._hand_over(event)
        if isinstance(event, MatchOver):
            return self.ends._match_over(event)
        return 0.0

    def _announce(self, event: Announced) -> float:
        self.captions.info.update(self.layout.figures_now(event))
        for key in sounds_for(event.kind, event.data) if not self.layout.silent(event) else ():
            self.sounds.play(key)
        zone = self.layout.shake(event)
        if zone is not None:
            self.voices.pulse(zone)
        words = self.layout.speech(event, self.captions.info)
        if words is not None:  # heard, and said in a bubble at once: the game goes on
            if words and event.seat is not None:
                self.voices.say(event.seat, words)
            return 0.0
        if not shows_banner(event.kind):  # heard only: a card going up, a pair, a chain
            return 0.0
        words = (self.layout.banner_words(event, self.who())
                 or announcement(spoken_key(event.kind, event.data)))
        speed = self.sight.speed
        self.banner = Banner(words, BANNER * max(speed, 0.6))
        return BANNER * max(speed, 0.35)

    def _gather(self, event: HandStarted) -> float:
        """All cards back to the stock, face down, for a new shuffle and deal."""
        self.board.gather()
        self.captions.new_hand(event)
        speed = self.sight.speed
        if event.number == 0:
            self.board.place("stock", 0)
            return 0.2 * speed
        self.board.place("stock", FLIGHT * speed * 1.4)
        self.sounds.play("shuffle")
        return FLIGHT * speed * 2
