"""Buttons and a keyboard-navigable form: enough for menus, settings and the table's calls.

A ``Form`` holds rows (buttons, choices, sliders, text fields). Up/Down or Tab move the focus,
Left/Right change a value, Enter activates, the mouse clicks. The focus is the one highlight:
the mouse moving onto a widget moves the focus to it, as the keys do, so what is lit is always
what Enter would press. Everything is drawn in the theme's colours and scales with the window.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from . import theme


@dataclass
class Widget:
    label: str
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    enabled: bool = True
    hint: str = ""
    # where the value ("‹ 4 ›") was last drawn: a click left of its middle steps back
    value_rect: pygame.Rect | None = field(default=None, repr=False, compare=False)

    def activate(self) -> None: ...
    def step(self, direction: int) -> None: ...
    def text_input(self, event: pygame.event.Event) -> bool:
        return False

    def value_text(self) -> str:
        return ""


@dataclass
class Button(Widget):
    on_click: Callable[[], Any] = lambda: None

    def activate(self) -> None:
        if self.enabled:
            self.on_click()


@dataclass
class Choice(Widget):
    """Cycles through ``options`` (value, shown text) with Left/Right or a click."""

    options: list[tuple[Any, str]] = field(default_factory=list)
    index: int = 0
    on_change: Callable[[Any], Any] = lambda value: None

    @property
    def value(self) -> Any:
        return self.options[self.index][0]

    def step(self, direction: int) -> None:
        if self.enabled and self.options:
            self.index = (self.index + direction) % len(self.options)
            self.on_change(self.value)

    def activate(self) -> None:
        self.step(1)

    def value_text(self) -> str:
        return f"‹ {self.options[self.index][1]} ›" if self.options else ""


@dataclass
class Slider(Widget):
    value: float = 0.5
    on_change: Callable[[float], Any] = lambda value: None

    def step(self, direction: int) -> None:
        self.value = round(min(1.0, max(0.0, self.value + 0.1 * direction)), 2)
        self.on_change(self.value)

    def activate(self) -> None:
        self.step(1 if self.value < 1 else -10)

    def value_text(self) -> str:
        return f"‹ {round(self.value * 100)} % ›"


@dataclass
class TextField(Widget):
    value: str = ""
    max_length: int = 16
    on_change: Callable[[str], Any] = lambda value: None

    def text_input(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.TEXTINPUT:
            if len(self.value) < self.max_length:
                self.value += event.text
                self.on_change(self.value)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            self.value = self.value[:-1]
            self.on_change(self.value)
            return True
        return False

    def value_text(self) -> str:
        return self.value + "▏"


class Form:
    """A vertical list of widgets with one focused row."""

    def __init__(self, widgets: list[Widget], *, width: int = 520, row: int = 56) -> None:
        self.widgets = widgets
        self.focus = next((i for i, w in enumerate(widgets) if w.enabled), 0)
        self.width, self.row = width, row

    def layout(self, center_x: int, top: int, k: float) -> None:
        width, row = int(self.width * k), int(self.row * k)
        for i, widget in enumerate(self.widgets):
            widget.rect = pygame.Rect(0, 0, width, row - int(10 * k))
            widget.rect.midtop = (center_x, top + i * row)

    @property
    def focused(self) -> Widget | None:
        return self.widgets[self.focus] if self.widgets else None

    def move(self, direction: int) -> None:
        for _ in range(len(self.widgets)):
            self.focus = (self.focus + direction) % len(self.widgets)
            if self.widgets[self.focus].enabled:
                return

    def process_event(self, event: pygame.event.Event) -> bool:
        """True when the form used the event."""
        focused = self.focused
        if focused and focused.text_input(event):
            return True
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_TAB: 1}
            if event.key in keys:
                shift = event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
                self.move(-1 if shift else keys[event.key])
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and focused:
                focused.step(1 if event.key == pygame.K_RIGHT else -1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and focused:
                focused.activate()
                return True
        if event.type == pygame.MOUSEMOTION:
            self.point_at(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            index = self._at(event.pos)
            if index is not None:
                self.focus = index
                widget = self.widgets[index]
                span = widget.value_rect or widget.rect
                if isinstance(widget, (Choice, Slider)) and span.left <= event.pos[0] < span.right:
                    widget.step(-1 if event.pos[0] < span.centerx else 1)
                else:
                    widget.activate()  # the label: one step on, as Enter
                return True
        return False

    def point_at(self, pos: tuple[int, int]) -> bool:
        """The mouse is at ``pos``: focus the widget under it, if any (True then)."""
        index = self._at(pos)
        if index is not None:
            self.focus = index
        return index is not None

    def _at(self, pos: tuple[int, int]) -> int | None:
        for i, widget in enumerate(self.widgets):
            if widget.enabled and widget.rect.collidepoint(pos):
                return i
        return None

    def draw(self, surface: pygame.Surface, k: float) -> None:
        for i, widget in enumerate(self.widgets):
            draw_button(surface, widget, k, focused=i == self.focus)


def draw_button(surface: pygame.Surface, widget: Widget, k: float, *, focused: bool = False,
                hover: bool | None = None) -> None:
    """A cream button; focused, it is lit and ringed (``hover`` lights it alone, for the
    table's buttons that keep no focus)."""
    hover = focused if hover is None else hover
    rect = widget.rect
    radius = int(12 * k)
    theme.record(rect.inflate(int(12 * k), int(16 * k)), "button", widget.label,
                 widget.value_text(), focused, hover, widget.enabled)
    shadow = rect.move(0, int(4 * k))
    pygame.draw.rect(surface, theme.FELT_DARK, shadow, border_radius=radius)
    color = theme.BUTTON_HOVER if hover and widget.enabled else theme.BUTTON
    if not widget.enabled:
        color = theme.BUTTON_DISABLED
    pygame.draw.rect(surface, color, rect, border_radius=radius)
    if focused:
        pygame.draw.rect(surface, theme.FOCUS, rect.inflate(int(8 * k), int(8 * k)),
                         width=max(2, int(3 * k)), border_radius=radius + 3)
    size, pad = int(22 * k), int(18 * k)
    value = widget.value_text()
    if value:  # the value keeps its size; a long label gives way (large text, a narrow row)
        widget.value_rect = theme.text(surface, value, size, (rect.right - pad, rect.centery),
                                       color=theme.BUTTON_TEXT, kind="bold",
                                       anchor="midright").inflate(int(16 * k), rect.height)
        room = widget.value_rect.left - rect.x - pad
        theme.text(surface, widget.label, theme.fit_size(widget.label, size, room),
                   (rect.x + pad, rect.centery), color=theme.BUTTON_TEXT, anchor="midleft")
    else:
        label_size = theme.fit_size(widget.label, size, rect.width - 2 * pad, "bold")
        theme.text(surface, widget.label, label_size, rect.center, color=theme.BUTTON_TEXT,
                   kind="bold", anchor="center")
