"""What a real-time game's reflex policy says (``reflex_<game>.py``): the cue a trigger gives
a seat, the face-offs an input decided, and the policy's protocol. The agents that act on
them, and the driver of a real-time match, are in ``reflex.py``."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any, Protocol

from ..rules.base import View
from ..rules.events import Event

REACT, TURN, FOLLOW = "react", "turn", "follow"


@dataclass(frozen=True)
class Cue:
    """What a trigger asks of a seat. ``key`` tells one trigger from the next (a new key is a
    new trigger); ``press`` is the right press timed at 0, None when the right thing is to do
    nothing; ``wrong`` the presses a mistake chooses among (None: missing the moment), empty
    when the cue admits no mistake. ``not_before``: the first time the rules would take the
    press (after a grace period); ``not_after``: the last (a turn time)."""

    key: Hashable
    press: Any | None
    wrong: tuple[Any | None, ...] = ()
    pace: str = REACT
    not_before: int = 0
    not_after: int | None = None


@dataclass(frozen=True)
class Duel:
    """A face-off decided: every seat of ``winners`` beat every seat of ``losers``."""

    winners: tuple[int, ...]
    losers: tuple[int, ...]


class Policy(Protocol):
    # True when every move of the game is a press (no turn agent plays it)
    whole_game: bool

    def cue(self, view: View, seat: int) -> Cue | None:
        """What the situation ``seat`` sees asks of it, or None."""

    def duels(self, events: list[Event], before: dict[str, Any]) -> list[Duel]:
        """The face-offs one input decided (its ``events``), and for whom; ``before`` is the
        game's ``info()`` before that input."""
