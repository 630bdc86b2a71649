"""The short messages the app shows for a few seconds (an illegal move, a damaged file): which
are up and how long each has left. Drawing them is the app's job; this keeps the list."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

TOAST_SECONDS = 3.5
KEPT = 3  # at most this many at once; a new one pushes out the oldest


@dataclass(frozen=True)
class Toast:
    message: str
    left: float  # seconds


class Toasts:
    """The messages up now, oldest first. A message said again moves to the end, once."""

    def __init__(self) -> None:
        self._up: list[Toast] = []

    def say(self, message: str, seconds: float = TOAST_SECONDS) -> None:
        kept = [t for t in self._up if t.message != message][-(KEPT - 1):]
        self._up = [*kept, Toast(message, seconds)]

    def drop(self, message: str) -> None:
        """Take a message down before its time (a "thinking…" once the thought is ready)."""
        self._up = [t for t in self._up if t.message != message]

    def tick(self, dt: float) -> None:
        self._up = [Toast(t.message, t.left - dt) for t in self._up if t.left - dt > 0]

    def clear(self) -> None:
        self._up = []

    def messages(self) -> list[str]:
        return [t.message for t in self._up]

    def __iter__(self) -> Iterator[Toast]:
        return iter(list(self._up))

    def __len__(self) -> int:
        return len(self._up)

    def __bool__(self) -> bool:
        return bool(self._up)

    def __getitem__(self, index: int) -> Toast:
        return self._up[index]

    def __repr__(self) -> str:
        return f"Toasts({self._up!r})"
