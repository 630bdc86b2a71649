"""What the HUD asks of the rest of the table, each as a small service it is given (the
table, or one of its parts, provides each): the HUD reads no table.

``Places`` says what lies where, ``Moment`` what the table is doing now; ``Pictures``,
``SoloInfo``, ``Reflexes`` and ``PressPadView`` are parts that may be made after the HUD (or
made anew), so the HUD is given a way to get each when it asks (``Get``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar

import pygame

from .layout import Lying
from .parts import Banner
from .sprites import CardSprite

T = TypeVar("T", covariant=True)
Get = Callable[[], T]  # a part got when asked: it may be made after the HUD


class Scaled(Protocol):
    """How much bigger than the design size the window is drawn."""

    @property
    def k(self) -> float: ...


class Places(Lying, Protocol):
    """What lies where: each zone's place and the cards on it, and the cards in flight."""

    @property
    def flying(self) -> Sequence[CardSprite]:
        """The cards in flight now (not at rest on a pile)."""
        ...


class Moment(Protocol):
    """What the table is doing now: to whom it is shown, whether a move is being shown, the
    call on show, who thinks."""

    @property
    def viewer(self) -> int | None: ...

    @property
    def bottom(self) -> int:
        """The seat whose hand lies at the bottom."""
        ...

    @property
    def banner(self) -> Banner | None: ...

    @property
    def script(self) -> Sequence[object]:
        """A solution being played (the prompt is not shown then)."""
        ...

    def busy(self) -> bool: ...

    def thinks(self, seat: int) -> bool: ...

    def viewer_may_act(self) -> bool: ...


class Pictures(Protocol):
    """The seats' pictures, their bubbles and the countdown bar (``Stage``)."""

    def picture_rects(self, size: tuple[int, int]) -> dict[int, pygame.Rect]: ...

    def bubble_rects(self, size: tuple[int, int], k: float) -> list[pygame.Rect]:
        """Where the seats' bubbles lie now."""
        ...

    def deadline_rect(self, size: tuple[int, int], k: float) -> pygame.Rect | None:
        """Where the bar of a time running out lies (None: no such time now)."""
        ...


class SoloInfo(Protocol):
    """A solitaire's bar of figures (``SoloBar``)."""

    @property
    def shown(self) -> bool: ...

    def info_rect(self) -> pygame.Rect: ...


class Reflexes(Protocol):
    """A reflex window (``Reflex``): whether one is open, the time left, who may press and
    with which keys."""

    @property
    def active(self) -> bool: ...

    @property
    def open(self) -> bool: ...

    def seconds_left(self) -> float | None: ...

    def keys_text(self) -> str: ...

    def humans(self) -> list[int]: ...

    def key_names(self, seat: int) -> list[str]:
        """The keys of ``seat``'s block as the keyboard prints them."""
        ...


class PressPadView(Protocol):
    """A lone player's press buttons (``PressPad``)."""

    def area(self, size: tuple[int, int], k: float) -> pygame.Rect | None: ...

    def draw(self, surface: pygame.Surface, k: float) -> None: ...
