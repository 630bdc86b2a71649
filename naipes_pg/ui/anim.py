"""Tweens and the timeline that plays events one after another.

``Animator.animate(obj, 0.3, x=…, y=…)`` moves attributes over time (Pygame Zero's API); a new
tween on the same attribute replaces the old one, so grabbing a card in flight just works.
The ``Timeline`` runs queued steps in order: a step starts, returns how long to wait before the
next one starts, and may hold the line (``HOLD``) until ``release()`` — for a dialog the player
must close. Time only comes in as ``dt``: tests drive it by hand.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable
from typing import Any

HOLD = math.inf


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return t * t * (3 - 2 * t)


EASINGS: dict[str, Callable[[float], float]] = {
    "linear": lambda t: t,
    "out": ease_out,
    "in_out": ease_in_out,
}


class Tween:
    __slots__ = ("obj", "attr", "start", "end", "duration", "elapsed", "ease", "on_done")

    def __init__(self, obj: Any, attr: str, end: float, duration: float, ease: str,
                 on_done: Callable[[], Any] | None) -> None:
        self.obj, self.attr, self.end = obj, attr, end
        self.start = getattr(obj, attr)
        self.duration, self.elapsed = duration, 0.0
        self.ease = EASINGS[ease]
        self.on_done = on_done

    def update(self, dt: float) -> bool:
        """Advance; True when finished."""
        self.elapsed += dt
        t = 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)
        value = self.start + (self.end - self.start) * self.ease(t)
        setattr(self.obj, self.attr, value)
        return t >= 1.0


class Animator:
    def __init__(self) -> None:
        self.tweens: dict[tuple[int, str], Tween] = {}

    def animate(self, obj: Any, duration: float, *, ease: str = "out",
                on_done: Callable[[], Any] | None = None, **targets: float) -> None:
        """Tween each of ``targets`` on ``obj``; ``on_done`` runs once, after the last."""
        names = list(targets)
        for i, (attr, end) in enumerate(targets.items()):
            done = on_done if i == len(names) - 1 else None
            if duration <= 0:
                setattr(obj, attr, end)
                self.tweens.pop((id(obj), attr), None)
                if done:
                    done()
                continue
            self.tweens[(id(obj), attr)] = Tween(obj, attr, end, duration, ease, done)

    def update(self, dt: float) -> None:
        finished = [key for key, tween in list(self.tweens.items()) if tween.update(dt)]
        for key in finished:
            tween = self.tweens.pop(key, None)
            if tween and tween.on_done:
                tween.on_done()

    def moving(self, obj: Any) -> bool:
        return any(key[0] == id(obj) for key in self.tweens)

    @property
    def busy(self) -> bool:
        return bool(self.tweens)

    def finish(self) -> None:
        """Jump every tween to its end (a resize, the instant speed)."""
        while self.tweens:
            self.update(1e9)


class Timeline:
    def __init__(self) -> None:
        self.steps: deque[Callable[[], float]] = deque()
        self.wait = 0.0

    def add(self, step: Callable[[], float]) -> None:
        self.steps.append(step)

    def release(self) -> None:
        """End a HOLD: the next step may start."""
        if self.wait == HOLD:
            self.wait = 0.0

    def update(self, dt: float) -> None:
        """Count down the current wait and start the steps that are due. Time overdue is
        carried into the next step, so a frame late keeps the rhythm; but an idle line owes
        nothing: time spent waiting for a player must not rush the steps queued after it."""
        if self.wait != HOLD:
            self.wait -= dt
        while self.wait <= 0 and self.steps:
            self.wait += self.steps.popleft()()
            if self.wait == HOLD:
                return
        if not self.steps:
            self.wait = max(self.wait, -dt)

    @property
    def idle(self) -> bool:
        return not self.steps and self.wait <= 0

    def clear(self) -> None:
        self.steps.clear()
        self.wait = 0.0
