"""The painter: the table drawn, and only the part of the window that changed sent on.

Every drawn item is noted with what it shows (``theme.start_recording``); an item that
appeared, moved or changed marks its old and new place. When the table is all the window
shows, only the part that can change is blended, and a change found outside it is drawn
again, there, before the frame is sent: the window never shows a stale corner.
"""

from __future__ import annotations

from collections.abc import Callable
from difflib import SequenceMatcher
from typing import Protocol

import pygame

from .. import theme
from .board import Board
from .parts import Picker, Sight

FULL_REDRAW_EVERY = 120  # frames between full updates of the window (2 s)
MAX_DIRTY_RECTS = 80
BLEED = 6  # pixels added round a changed item's rectangle: antialiased edges, rounding


class Moving(Protocol):
    """What moves on its own over the table (the HUD's words, the stage's pictures)."""

    def moving_rects(self, size: tuple[int, int]) -> list[pygame.Rect]: ...


class Still(Protocol):
    @property
    def moving(self) -> bool: ...


class Painter:
    def __init__(self, board: Board, sight: Sight, picker: Picker, words: Moving,
                 stage: Still, paint: Callable[[pygame.Surface], None],
                 alone: Callable[[], bool]) -> None:
        self.board = board
        self.sight = sight
        self.picker = picker
        self.words = words
        self.stage = stage
        self.paint = paint  # draws the whole table on a surface
        self.alone = alone  # whether the table is all the window shows this frame
        self.items: list = []
        self.last_items: list | None = None
        self.since_full = 0
        self.last_changed: list[pygame.Rect] = []
        self.counted: tuple[list, list[pygame.Rect] | None] = ([], None)
        self.frames_drawn = 0

    def forget(self) -> None:
        """A new lay-out: the next frame is a whole new window."""
        self.last_items = None

    def dirty(self) -> list[pygame.Rect] | None:
        """Where this frame differs from the last: every drawn item is noted with what it
        shows, and an item that appeared, moved or changed marks its old and new place."""
        now, changes = self.counted  # as draw() counted them
        self.last_items = now
        self.last_changed = changes or []
        self.since_full += 1
        if changes is None or self.since_full >= FULL_REDRAW_EVERY:
            self.since_full = 0  # also heals anything drawn outside the notes
            return None
        return changes

    def changes(self, now: list) -> list[pygame.Rect] | None:
        """The rectangles of the items drawn differently in ``now`` and in the last frame, in
        the order they were drawn: an item that appeared, went or moved, and also one drawn
        at another depth (a dealt card landing on its pile is drawn under the cards still
        flying; three cards squared up on a pile are one item three times, and their shadows
        darken with each); None for a whole new window."""
        last = self.last_items
        if last is None:
            return None
        if now == last:
            return []
        rects = []
        matcher = SequenceMatcher(None, last, now, autojunk=False)
        for tag, i1, i2, j1, j2 in matcher.get_opcodes():
            if tag != "equal":  # a pixel or two spills past a rounded rectangle: BLEED
                rects += [pygame.Rect(item[0]).inflate(BLEED, BLEED) for item in last[i1:i2]]
                rects += [pygame.Rect(item[0]).inflate(BLEED, BLEED) for item in now[j1:j2]]
        return rects if len(rects) <= MAX_DIRTY_RECTS else None

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table. When it is all the window shows, only the part that can change is
        blended: what changed in the last frame and where things move now. Every item is noted
        all the same, so a change found outside that part is drawn again, there, before the
        frame is sent: the window never shows a stale corner."""
        part = self._expected_change(surface) if self.alone() else None
        self.items = self.draw_noted(surface, part)
        now = self.items
        changes = self.changes(now)
        if part is not None:
            escaped = [r for r in changes if not part.contains(r)] if changes is not None else None
            if escaped is None or escaped:  # the same items again, drawn where they changed
                again = None if escaped is None else part.unionall(escaped)
                self.items = self.draw_noted(surface, again)
        self.counted = (now, changes)
        self.frames_drawn += 1

    def draw_noted(self, surface: pygame.Surface, clip: pygame.Rect | None) -> list:
        theme.start_recording()
        surface.set_clip(clip)
        try:
            self.paint(surface)
        finally:
            surface.set_clip(None)
            items = theme.stop_recording()
        return items

    def _expected_change(self, surface: pygame.Surface) -> pygame.Rect | None:
        """The part of the window this frame may change (None: all of it)."""
        if self.last_items is None or self.since_full + 1 >= FULL_REDRAW_EVERY:
            return None
        if self.stage.moving:  # a picture jumping, a word in its bubble: all of it
            return None
        cw, ch = self.sight.card_dims
        grow = cw // 2 + 16  # a card's shadow and lift
        moving = [s for s in (*self.board.flying, self.picker.dragged) if s is not None]
        rects = self.last_changed + [s.rect(cw, ch).inflate(grow, grow) for s in moving]
        rects += self.words.moving_rects(surface.get_size())
        if not rects:
            return pygame.Rect(0, 0, 0, 0)
        part = rects[0].unionall(rects[1:]).clip(surface.get_rect())
        whole = surface.get_width() * surface.get_height()
        return None if part.w * part.h > 0.6 * whole else part
