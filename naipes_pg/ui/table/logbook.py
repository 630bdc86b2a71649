"""The hand's log asked for: the L key (unless a seat's key block holds it while the presses
count) or the "Moves (L)" button report the story's lines to the app, which shows them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

import pygame

from ..widgets import Button

LOG_KEY = pygame.K_l


class Lines(Protocol):
    log: list[str]


class LogReports(Protocol):
    def log_asked(self, lines: Sequence[str]) -> None: ...


class Logbook:
    """``story`` keeps the lines, ``reports`` shows them, ``button`` is the HUD's button and
    ``pressed`` says whether a key is a seat's press now."""

    def __init__(self, story: Lines, reports: LogReports, button: Callable[[], Button],
                 pressed: Callable[[pygame.event.Event], bool]) -> None:
        self.story = story
        self.reports = reports
        self.button = button
        self.pressed = pressed

    def process_event(self, event: pygame.event.Event) -> bool:
        """True when the event opened the log."""
        if (event.type == pygame.KEYDOWN and event.key == LOG_KEY
                and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)
                and not self.pressed(event)):
            self.open()
            return True
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.button().rect.collidepoint(event.pos)):
            self.open()
            return True
        return False

    def open(self) -> None:
        self.reports.log_asked(list(self.story.log))
