"""Scenes and the scene stack (the shape of Tuxemon's state manager).

Each scene has ``enter / pause / resume / exit / process_event / update(dt) / draw / resize``.
``process_event`` returns None when it used the event, or the event to pass it down. A
``transparent`` scene (pause, dialogs, the hand results) lets the stack draw the ones below.
Only the top scene is updated, so a pause overlay freezes the table under it.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from ..store import Settings


class Host(Protocol):
    """What a scene asks of the app that shows it (``app.App``): the window, the stack, the
    settings, sounds and words, and the ways to the other places of the app."""

    stack: SceneStack
    settings: Settings

    @property
    def size(self) -> tuple[int, int]: ...

    @property
    def k(self) -> float: ...

    @property
    def records(self) -> Any: ...

    def play(self, key: str) -> None: ...
    def toast(self, message: str, seconds: float = ...) -> None: ...
    def apply_settings(self) -> None: ...
    def toggle_fullscreen(self) -> None: ...
    def draws_alone(self, scene: Any) -> bool: ...
    def start_match(self, setup: Any, *, demo: bool = False) -> None: ...
    def new_match(self, setup: Any) -> None: ...
    def resume_match(self, record: dict[str, Any]) -> bool: ...
    def open_rules(self, game_id: str) -> None: ...
    def open_settings(self) -> None: ...
    def open_stats(self) -> None: ...
    def open_history(self) -> None: ...
    def to_menu(self) -> None: ...
    def quit(self) -> None: ...


class Scene:
    transparent = False

    def __init__(self, app: Host) -> None:
        self.app = app

    def enter(self) -> None: ...
    def exit(self) -> None: ...
    def pause(self) -> None: ...
    def resume(self) -> None: ...
    def resize(self, size: tuple[int, int]) -> None: ...

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        return event

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def dirty(self) -> list[pygame.Rect] | None:
        """The parts of the window this frame changed; None = all of it (the safe default)."""
        return None

    def messages_above(self) -> int | None:
        """The height above which the app's short messages stack, newest lowest; None: they
        hang under the title bar."""
        return None

    def messages_column(self) -> tuple[int, int] | None:
        """The centre and width of the column the messages keep to; None: the window's."""
        return None


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self.changed = True  # a scene came or went: the whole window is new

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.changed = True
        if self.top:
            self.top.pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        self.changed = True
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.top:
            self.top.resume()
        return scene

    def replace(self, scene: Scene) -> None:
        self.changed = True
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def clear_to(self, scene: Scene) -> None:
        """Leave every scene and start again from ``scene`` (back to the menu)."""
        while self.scenes:
            self.scenes.pop().exit()
        self.push(scene)

    def find(self, kind: type) -> Scene | None:
        return next((s for s in reversed(self.scenes) if isinstance(s, kind)), None)

    def process_event(self, event: pygame.event.Event) -> None:
        """The top scene first; an event it does not use goes on down, until one uses it (so a
        key every scene knows is handled once, by the nearest)."""
        passed: pygame.event.Event | None = event
        for scene in reversed(self.scenes[:]):  # a scene may push or pop while it handles it
            passed = scene.process_event(passed)
            if passed is None:
                return

    def update(self, dt: float) -> None:
        if self.top:
            self.top.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].transparent:
            start -= 1
        for scene in self.scenes[max(start, 0):]:
            scene.draw(surface)

    def dirty(self) -> list[pygame.Rect] | None:
        """What changed on screen this frame: only a lone opaque scene can say."""
        if self.changed or not self.scenes or self.scenes[-1].transparent:
            self.changed = False
            return None
        return self.scenes[-1].dirty()

    def resize(self, size: tuple[int, int]) -> None:
        self.changed = True
        for scene in self.scenes:
            scene.resize(size)
