"""What the parts of the table share, and the services one part asks of another.

The table (``scene.TableScene``) is a few parts with one job each: the board (the sprites
and piles), the director (events → timeline → animation), the turns (whose turn, the
computer, hints), the hot-seat guard, the solitaire assistant, the finale and the painter.
Each part gets what it needs through its constructor; where it needs another's service, it
gets an object typed by one of the protocols below, never the whole table.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from ...rules.base import View
from ...rules.events import Event, HandOver, MatchOver


@dataclass
class Seats:
    """Who looks at the table: ``viewer`` sees his own hand (None: nobody's), ``bottom`` is the
    seat whose hand is drawn at the bottom. Hot-seat and the replay viewer change both."""

    viewer: int | None
    bottom: int


@dataclass(frozen=True)
class Banner:
    """A call shown big over the table (``text``) for ``left`` more seconds."""

    text: str
    left: float


class Sight(Protocol):
    """What the table shows, how large and how fast (the replay viewer shows more, in less
    room, at its own rate)."""

    @property
    def speed(self) -> float: ...

    @property
    def computer_pace(self) -> float: ...

    @property
    def card_dims(self) -> tuple[int, int]: ...

    @property
    def window(self) -> tuple[int, int]: ...

    def table_size(self, size: tuple[int, int]) -> tuple[int, int]: ...

    def current_view(self) -> View: ...

    def shown_events(self, events: list[Event]) -> list[Event]: ...


class Captions(Protocol):
    """The words over the table (the HUD), as the parts that move cards feed them."""

    info: dict[str, Any]
    floats: list[Any]

    def refresh(self, view: View) -> None: ...

    def float_text(self, seat: int, text: str) -> None: ...

    def new_hand(self, event: Any) -> None: ...

    def hand_over(self, event: HandOver) -> None: ...

    def hand_result(self, event: HandOver) -> tuple[str, list[Any]]: ...

    def match_summary(self, outcome: Any) -> dict[str, Any]: ...


class Voices(Protocol):
    """The seats' own pictures and bubbles (the stage)."""

    def pulse(self, zone: str) -> None: ...

    def say(self, seat: int, words: str) -> None: ...


class Ends(Protocol):
    """What the end of a hand and of the match show (the replay viewer shows less)."""

    def _hand_over(self, event: HandOver) -> float: ...

    def _match_over(self, event: MatchOver) -> float: ...


class Sounds(Protocol):
    """The app's services a part uses: a sound, a short message."""

    def play(self, key: str) -> None: ...

    def toast(self, message: str, seconds: float = ...) -> None: ...

    def drop_toast(self, message: str) -> None: ...


class Mover(Protocol):
    """The table's moves: apply one and show it, and whether the table is still busy."""

    def busy(self) -> bool: ...

    def perform(self, seat: int, act: Any, *, auto: bool = False) -> list[Event]: ...


class Picker(Protocol):
    """The player's gesture in progress (the input)."""

    dragged: Any

    def deselect(self) -> None: ...
