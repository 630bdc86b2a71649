"""Colours, fonts and sizes: one look for every scene.

The fonts ship with the package (DejaVu, free licence) so the app looks the same on every
machine. Sizes are given for a 1280×800 window and scaled with ``scale(window)``; every word is
then drawn larger by the player's text size, here, so no scene asks for it. The player's
reduced motion is here too (``reduced_motion()``): whatever moves for show asks it. Both come
from the ``Look`` the app hands over (``use_look``) when it loads or changes the settings.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import pygame

FONTS = Path(__file__).resolve().parent / "fonts"

FELT = (22, 92, 58)
FELT_DARK = (14, 64, 40)
FELT_LIGHT = (34, 118, 76)
INK = (245, 240, 225)
INK_DIM = (190, 205, 190)
GOLD = (232, 188, 72)
SIDES = ((150, 205, 255), (255, 175, 150))  # partners' names: each side its colour
RED = (200, 56, 48)
SHADOW = (0, 0, 0, 90)
PANEL = (10, 40, 26, 215)
BUTTON = (244, 236, 214)
BUTTON_HOVER = (255, 248, 228)
BUTTON_TEXT = (40, 32, 24)
BUTTON_DISABLED = (120, 130, 120)
FOCUS = (255, 214, 90)
HIGHLIGHT = (255, 224, 120)
LEGAL = (120, 230, 150)
ILLEGAL = (240, 110, 90)
# The card a hint suggests: a cool sky blue, unlike the warm keyboard focus (HIGHLIGHT) and
# the green of legal drops, so a hint is never mistaken for where the keyboard is.
HINT = (110, 200, 255)
# What may move, marked without touching it: a soft warm white light under the card, unlike
# the rings drawn over cards (the focus, the hint, lit places).
MOVABLE = (255, 246, 220)


@dataclass(frozen=True)
class Look:
    """How the player asked to see words and motion: the settings' text size (a factor) and
    reduced motion. The app builds it from the settings and hands it over with ``use_look``."""

    text_factor: float = 1.0
    reduced_motion: bool = False


_look = Look()
_sized: list[Any] = []  # the caches of work done at a text size


def sized_cache(maxsize: int) -> Callable[[Callable], Any]:
    """``lru_cache`` for work that depends on how big words are drawn (fonts, pictures of
    words, lines fitted to a width): emptied when the player changes the text size."""
    def decorate(function: Callable) -> Any:
        cached = lru_cache(maxsize=maxsize)(function)
        _sized.append(cached)
        return cached

    return decorate


def use_look(look: Look) -> None:
    """Draw with ``look``'s text size and motion from now on; the scenes lay themselves out
    again on ``resize``."""
    global _look
    if look.text_factor != _look.text_factor:
        for cache in _sized:
            cache.cache_clear()
    _look = look


def text_px(size: float) -> int:
    """The pixel size words asked for at ``size`` are drawn at: larger by the player's text
    size, and never too small to read."""
    return max(8, round(size * _look.text_factor))


def text_factor() -> float:
    return _look.text_factor


def grown(length: float) -> float:
    """``length`` (pixels kept for words: a line, a name's width) grown with the player's
    text size."""
    return length * _look.text_factor


def reduced_motion() -> bool:
    """Whether the player asked for less motion: cards still travel from place to place, but
    nothing bounces, shakes, zooms, wobbles or pulses for show."""
    return _look.reduced_motion


_recording: list[tuple[tuple[int, int, int, int], tuple]] | None = None


def start_recording() -> None:
    """From now on every drawing helper notes what it drew where (see ``record``)."""
    global _recording
    _recording = []


def stop_recording() -> list[tuple[tuple[int, int, int, int], tuple]]:
    global _recording
    items, _recording = _recording or [], None
    return items


def record(rect: pygame.Rect, *signature: object) -> None:
    """Note that ``rect`` shows ``signature``; what differs from the last frame is what needs
    sending to the screen (``App`` updates only those parts)."""
    if _recording is not None:
        _recording.append(((rect.x, rect.y, rect.w, rect.h), signature))


def outline(surface: pygame.Surface, color, rect: pygame.Rect, width: int,
            radius: int = 0) -> None:
    pygame.draw.rect(surface, color, rect, width=width, border_radius=radius)
    record(rect, "outline", color, width)


def scale(size: tuple[int, int]) -> float:
    """How much bigger than the 1280×800 design the window is."""
    return max(0.5, min(size[0] / 1280, size[1] / 800))


@sized_cache(maxsize=64)
def font(size: float, kind: str = "sans") -> pygame.font.Font:
    """``kind``: "sans", "bold" or "title" (a serif for headings); ``size`` before the
    player's text size (``text_px``)."""
    files = {"sans": "DejaVuSans.ttf", "bold": "DejaVuSans-Bold.ttf",
             "title": "DejaVuSerif-Bold.ttf"}
    try:
        return pygame.font.Font(FONTS / files[kind], text_px(size))
    except (OSError, FileNotFoundError):  # a damaged install still gets text
        return pygame.font.Font(None, int(text_px(size) * 1.3))


def line_height(size: int, kind: str = "sans") -> int:
    """The height of a line of words at ``size``, from line to line."""
    return font(size, kind).get_linesize()


def fit_size(words: str, size: int, width: int, kind: str = "sans") -> int:
    """The biggest font size not above ``size`` at which ``words`` fits in ``width`` (down to
    9 pixels drawn: large text gives way where there is no room for it)."""
    while text_px(size) > 9 and font(size, kind).size(words)[0] > width:
        size -= 1
    return size


LEAST_SHRINK = 0.85  # words fitted smaller than this share of their size are said shorter


def fitted_words(versions: Sequence[str], size: int, width: int,
                 kind: str = "sans") -> tuple[str, int]:
    """The first of ``versions`` (the whole words first, then shorter ways to say them) that
    fits in ``width`` at ``LEAST_SHRINK`` of ``size`` or more, with the size it fits at; else
    the last, cut short with "…" at that least size: words too long for their place are said
    shorter, then cut, rather than shrunk out of sight."""
    least = max(1, int(size * LEAST_SHRINK))
    for words in versions:
        fitted = fit_size(words, size, width, kind)  # may stop at its floor, still too wide
        if fitted >= least and font(fitted, kind).size(words)[0] <= width:
            return words, fitted
    return cut_to_fit(versions[-1], least, width, kind), least


def cut_to_fit(words: str, size: int, width: int, kind: str = "sans") -> str:
    """``words`` cut short with "…" to fit in ``width`` at ``size`` (whole when they fit):
    for a cell whose words would be too small to read if fitted whole."""
    face = font(size, kind)
    if face.size(words)[0] <= width:
        return words
    while words and face.size(words.rstrip(" ,·") + "…")[0] > width:
        words = words[:-1]
    return words.rstrip(" ,·") + "…"


@sized_cache(maxsize=1024)
def rendered(words: str, size: int, color: tuple[int, ...], kind: str,
             shadow: bool) -> tuple[pygame.Surface, tuple[int, int]]:
    """``words`` drawn once, with their shadow under them when asked (2 px right and down), and
    the size of the words alone: a table shows the same words frame after frame, and rendering
    text is the dearest part of a frame."""
    face = font(size, kind)
    image = face.render(words, True, color)
    if not shadow:
        return image, image.get_size()
    both = pygame.Surface((image.get_width() + 2, image.get_height() + 2), pygame.SRCALPHA)
    both.blit(face.render(words, True, (0, 0, 0)), (2, 2))
    both.blit(image, (0, 0))
    return both, image.get_size()


def text(surface: pygame.Surface, words: str, size: int, pos: tuple[int, int], *,
         color=INK, kind: str = "sans", anchor: str = "topleft",
         shadow: bool = False) -> pygame.Rect:
    """Draw ``words`` with its ``anchor`` (a pygame.Rect attribute) at ``pos``."""
    image, extent = rendered(words, size, tuple(color), kind, shadow)
    rect = pygame.Rect((0, 0), extent)
    setattr(rect, anchor, pos)
    surface.blit(image, rect)
    record(rect.inflate(4, 4), "text", words, size, color, kind)
    return rect


@sized_cache(maxsize=512)
def wrap(words: str, size: int, width: int, kind: str = "sans") -> tuple[str, ...]:
    """Split ``words`` into lines no wider than ``width`` pixels (``wrap_by``)."""
    face = font(size, kind)
    return wrap_by(words, width, lambda line: face.size(line)[0])


def wrap_by(words: str, width: int, measure: Callable[[str], int]) -> tuple[str, ...]:
    """Split ``words`` into lines ``measure`` finds no wider than ``width``. A line breaking at
    a " · " between two parts ("Mano 1 de 4 · Triunfo: oros") takes the dot away with it."""
    lines: list[str] = []
    for paragraph in words.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}".strip()
            if measure(trial) <= width or not line:
                line = trial
            else:
                lines.append(line.removesuffix(" ·"))
                line = "" if word == "·" else word
        lines.append(line)
    return tuple(lines)


@lru_cache(maxsize=64)
def _panel(size: tuple[int, int], color: tuple[int, ...], radius: int) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, color, layer.get_rect(), border_radius=radius)
    return layer


def panel(surface: pygame.Surface, rect: pygame.Rect, color=PANEL, radius: int = 14) -> None:
    """A translucent rounded panel."""
    surface.blit(_panel(tuple(rect.size), tuple(color), radius), rect)
    record(rect, "panel", color)


@lru_cache(maxsize=4)
def _felt(size: tuple[int, int]) -> pygame.Surface:
    """The green baize: a soft radial light over the felt colour."""
    w, h = size
    small = pygame.Surface((64, 40))
    for y in range(40):
        for x in range(64):
            d = ((x - 32) / 32) ** 2 + ((y - 20) / 20) ** 2
            k = max(0.0, 1.0 - 0.55 * d)
            small.set_at((x, y), tuple(int(FELT_DARK[i] + (FELT_LIGHT[i] - FELT_DARK[i]) * k)
                                       for i in range(3)))
    big = pygame.transform.smoothscale(small, (max(1, w), max(1, h)))
    return big.convert() if pygame.display.get_surface() is not None else big


def felt(surface: pygame.Surface) -> None:
    surface.blit(_felt(surface.get_size()), (0, 0))
