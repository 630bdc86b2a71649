"""The scenes around the table: menu, game set-up, settings, rules, pause, results, curtain.

They share one way of working, ``FormScene``: a ``Form`` of widgets the scene places itself
(rows, columns, a grid), keyboard focus that moves to the nearest widget in the arrow's
direction, Left/Right changing a focused choice, the mouse moving that same focus and
clicking, Esc going back. Labels are built in ``build()`` from the current language, so a
language change (which calls ``resize``) relabels every open scene.
"""

from __future__ import annotations

import logging
import math
from functools import lru_cache

import pygame

from .. import art, theme
from ..scene import Scene
from ..theme import fit_size
from ..widgets import Button, Choice, Form, Slider, TextField, Widget, draw_button

log = logging.getLogger("naipes.scenes")

NAV_KEYS = {pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1), pygame.K_LEFT: (-1, 0),
            pygame.K_RIGHT: (1, 0)}
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
MUTED = (118, 100, 78)  # secondary text on a cream button
PRIMARY = (236, 186, 70)
PRIMARY_HOVER = (250, 206, 98)


def N_(message: str) -> str:
    """Mark an English message for translation where ``_`` is applied later."""
    return message


def spatial_move(form: Form, dx: int, dy: int) -> bool:
    """Focus the nearest enabled widget in direction (dx, dy); False when there is none."""
    current = form.focused
    if current is None:
        return False
    cx, cy = current.rect.center
    best, best_score = None, math.inf
    for i, widget in enumerate(form.widgets):
        if widget is current or not widget.enabled:
            continue
        vx, vy = widget.rect.centerx - cx, widget.rect.centery - cy
        along, across = vx * dx + vy * dy, abs(vx * dy) + abs(vy * dx)
        if along <= 2:
            continue
        overlaps = (widget.rect.left < current.rect.right and current.rect.left < widget.rect.right
                    if dy else
                    widget.rect.top < current.rect.bottom and current.rect.top < widget.rect.bottom)
        score = along + across * (0.5 if overlaps else 3)
        if score < best_score:
            best, best_score = i, score
    if best is None:
        return False
    form.focus = best
    return True


def px(size: float, k: float, floor: int = 13) -> int:
    """A font size of ``size`` design pixels at scale ``k``, never below ``floor`` (legible
    in a small window)."""
    return max(floor, int(size * k))


def overlay_panel(surface: pygame.Surface, rect: pygame.Rect, k: float) -> None:
    """The dark green card-table panel of a dialog, edged in gold."""
    radius = int(18 * k)
    theme.panel(surface, rect, (12, 46, 30, 252), radius=radius)
    pygame.draw.rect(surface, theme.GOLD, rect, width=max(1, int(2 * k)), border_radius=radius)


def title_text(surface: pygame.Surface, words: str, size: int, pos: tuple[int, int], *,
               anchor: str = "center", color=theme.GOLD) -> pygame.Rect:
    """A heading in the title face with a soft drop shadow."""
    face = theme.font(size, "title")
    image = face.render(words, True, color)
    rect = image.get_rect(**{anchor: pos})
    shade = face.render(words, True, (0, 0, 0))
    shade.set_alpha(120)
    offset = max(2, size // 28)
    surface.blit(shade, rect.move(offset, offset))
    surface.blit(image, rect)
    theme.record(rect, "title", words)
    return rect


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything drawn so far (behind an overlay)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((0, 0, 0, alpha))
    surface.blit(veil, (0, 0))


def card_face(card: str, width: int) -> pygame.Surface | None:
    """A card face for decoration, or None when the art cannot be had."""
    try:
        return art.card_face(card, width)
    except Exception as error:  # decoration is never worth a crash
        log.debug("no card art for %s: %s", card, error)
        return None


def card_back(name: str, width: int) -> pygame.Surface | None:
    try:
        return art.card_back(name, width)
    except Exception as error:
        log.debug("no card back %s: %s", name, error)
        return None


@lru_cache(maxsize=8)
def fan(cards: tuple[str, ...], width: int, step: float = 15.0) -> pygame.Surface | None:
    """``cards`` spread like a hand of cards held up, as one picture (None without art)."""
    faces = [card_face(c, width) for c in cards]
    if not faces or any(f is None for f in faces):
        return None
    h = faces[0].get_height()
    radius = h * 1.9
    spread = math.radians(step * (len(faces) - 1) / 2)
    canvas = pygame.Surface((int(2 * (radius * math.sin(spread) + h)), int(2 * h)),
                            pygame.SRCALPHA)
    pivot = (canvas.get_width() / 2, h * 0.6 + radius)
    middle = (len(faces) - 1) / 2
    for i, face in enumerate(faces):
        angle = (middle - i) * step
        turned = pygame.transform.rotozoom(face, angle, 1)
        shade = pygame.transform.rotozoom(_shadow(face.get_size()), angle, 1)
        t = math.radians(angle)
        x = pivot[0] - math.sin(t) * (radius - h / 2)
        y = pivot[1] - math.cos(t) * (radius - h / 2)
        canvas.blit(shade, shade.get_rect(center=(x + width * 0.04, y + width * 0.05)))
        canvas.blit(turned, turned.get_rect(center=(x, y)))
    return canvas.subsurface(canvas.get_bounding_rect()).copy()


def _shadow(size: tuple[int, int]) -> pygame.Surface:
    shade = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, 70), shade.get_rect(), border_radius=max(2, size[0] // 14))
    return shade


def draw_text_field(surface: pygame.Surface, field: TextField, k: float, *, focused: bool,
                    blink: float = 0.0) -> None:
    """A name box: white when focused, with a caret; the label (if any) as a small tag."""
    rect = field.rect
    radius = int(10 * k)
    pygame.draw.rect(surface, theme.FELT_DARK, rect.move(0, int(3 * k)), border_radius=radius)
    fill = (255, 255, 250) if focused else theme.BUTTON
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    pygame.draw.rect(surface, MUTED, rect, width=max(1, int(2 * k)), border_radius=radius)
    if focused:
        pygame.draw.rect(surface, theme.FOCUS, rect.inflate(int(8 * k), int(8 * k)),
                         width=max(2, int(3 * k)), border_radius=radius + 3)
    pad = int(14 * k)
    size = fit_size(field.value or "M", int(21 * k), rect.width - 2 * pad)
    words = theme.text(surface, field.value, size, (rect.x + pad, rect.centery),
                       color=theme.BUTTON_TEXT, anchor="midleft")
    if focused and (blink % 1.0 < 0.6 or theme.reduced_motion()):  # steady, with less motion
        x = words.right + max(1, int(2 * k))
        pygame.draw.line(surface, theme.BUTTON_TEXT, (x, rect.centery - size * 0.6),
                         (x, rect.centery + size * 0.6), max(1, int(2 * k)))


def plate(surface: pygame.Surface, rect: pygame.Rect, k: float, fill, *, focused: bool,
          ring=theme.FOCUS) -> None:
    """A button's body: its shadow, its rounded face and, when focused, the focus ring."""
    radius = int(12 * k)
    pygame.draw.rect(surface, theme.FELT_DARK, rect.move(0, int(4 * k)), border_radius=radius)
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if focused:
        pygame.draw.rect(surface, ring, rect.inflate(int(8 * k), int(8 * k)),
                         width=max(2, int(3 * k)), border_radius=radius + 3)


def draw_primary(surface: pygame.Surface, widget: Widget, k: float, *, focused: bool) -> None:
    """The button that moves things on (Start, Play again): gold, bold."""
    rect = widget.rect
    plate(surface, rect, k, PRIMARY_HOVER if focused else PRIMARY, focused=focused,
          ring=theme.INK)
    size = fit_size(widget.label, int(24 * k), rect.width - int(20 * k), "bold")
    theme.text(surface, widget.label, size, rect.center, color=theme.BUTTON_TEXT, kind="bold",
               anchor="center")


class FormScene(Scene):
    """A scene built around one ``Form``; subclasses write ``build`` and ``layout``."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.form = Form([])
        self.clock = 0.0
        self.rebuild()

    # -- what a scene writes ------------------------------------------------------------------

    def build(self) -> list[Widget]:
        """The widgets, labelled in the current language."""
        return []

    def layout(self) -> None:
        """Give every widget its rect for ``self.app.size``."""

    def back(self) -> None:
        self.app.stack.pop()

    def key(self, event: pygame.event.Event) -> bool:
        """A key of the scene's own (F1…); True when used."""
        return False

    def messages_above(self) -> int | None:
        """The app's messages stack up from the foot of the window, clear of the title."""
        return self.app.size[1] - int(16 * self.app.k)

    # -- shared machinery ----------------------------------------------------------------------

    def rebuild(self) -> None:
        """Build the widgets anew, keeping the focus on the same widget (same label) if any."""
        focus, old = self.form.focus, self.form.focused
        self.form = Form(self.build())
        widgets = self.form.widgets
        same = [i for i, w in enumerate(widgets) if old is not None and w.label == old.label]
        if same:
            self.form.focus = same[0]
        elif 0 < focus < len(widgets) and widgets[focus].enabled:
            self.form.focus = focus
        self.layout()

    def resize(self, size: tuple[int, int]) -> None:
        self.rebuild()

    def button(self, label: str, action, **extra) -> Button:
        def click() -> None:
            self.app.play("button")
            action()

        return Button(label, on_click=click, **extra)

    def choice(self, label: str, options: list, value, on_change, **extra) -> Choice:
        index = next((i for i, (v, _t) in enumerate(options) if v == value), 0)

        def changed(new) -> None:
            self.app.play("button")
            on_change(new)

        return Choice(label, options=options, index=index, on_change=changed, **extra)

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
                return None
            if self.key(event):
                return None
            if self._navigate(event):
                return None
        self.form.process_event(event)
        return None

    def _navigate(self, event: pygame.event.Event) -> bool:
        if event.key not in NAV_KEYS:
            return False
        dx, dy = NAV_KEYS[event.key]
        focused = self.form.focused
        if dx and isinstance(focused, (Choice, Slider)):
            return False  # the form steps the value
        if not spatial_move(self.form, dx, dy) and dy:
            self.form.move(dy)
        return True

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw_widgets(self, surface: pygame.Surface, primary: tuple[Widget, ...] = ()) -> None:
        """Draw every widget; those in ``primary`` as the gold button that moves things on."""
        k = self.app.k
        for i, widget in enumerate(self.form.widgets):
            focused = i == self.form.focus
            if any(widget is p for p in primary):
                draw_primary(surface, widget, k, focused=focused)
            elif isinstance(widget, TextField):
                draw_text_field(surface, widget, k, focused=focused, blink=self.clock)
            else:
                draw_button(surface, widget, k, focused=focused)
