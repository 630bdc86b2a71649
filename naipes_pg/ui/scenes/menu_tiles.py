"""The words of a game's tile in the menu: its name in bold, on two lines when one will not
hold it, and the players under it when the tile has room for them, else after the name's
last line that has room (many games make short tiles). Every word keeps the
player's text size; only a tile too small even for the name fits it smaller (then nothing
would be read otherwise)."""

from __future__ import annotations

from typing import NamedTuple

import pygame

from .. import theme

NAME, HINT = 24, 16  # design sizes of the name and of the players' line
NAME_LINES = 2  # a long name takes two lines before it is fitted smaller
HINT_GAP = 14  # between a name and the players said after it, at the design size


class TileWords(NamedTuple):
    name: tuple[str, ...]  # the name's lines
    size: int  # the name's font size
    hint: bool  # whether the players' line is shown under it
    beside: int | None = None  # else shown after this line of the name, if any


def sizes(k: float) -> tuple[int, int]:
    return int(NAME * k), max(12, int(HINT * k))


def tile_words(name: str, hint: str, width: int, height: int, k: float) -> TileWords:
    """How ``name`` and ``hint`` are said in a tile ``width`` × ``height`` (inside its pad)."""
    size, small = sizes(k)
    lines = theme.wrap(name, size, width, "bold")
    if len(lines) <= NAME_LINES and all(theme.font(size, "bold").size(line)[0] <= width
                                        for line in lines):
        name_h = len(lines) * theme.line_height(size, "bold")
        fits_hint = bool(hint) and name_h + theme.font(small).get_height() <= height
        if name_h <= height:
            room = width - HINT_GAP * size // NAME - theme.font(small).size(hint)[0]
            beside = None if fits_hint or not hint else next(
                (n for n in reversed(range(len(lines)))
                 if theme.font(size, "bold").size(lines[n])[0] <= room), None)
            return TileWords(lines, size, fits_hint, beside)
    return TileWords((name,), theme.fit_size(name, size, width, "bold"), False)


def needed_height(name: str, hint: str, width: int, k: float) -> int:
    """The height the tile's words take at their size, the players' line included."""
    size, small = sizes(k)
    lines = theme.wrap(name, size, width, "bold")[:NAME_LINES]
    return len(lines) * theme.line_height(size, "bold") + (
        theme.font(small).get_height() if hint else 0)


def draw_words(surface: pygame.Surface, words: TileWords, hint: str, rect: pygame.Rect,
               pad: int, k: float, colors: tuple[tuple[int, int, int], ...]) -> None:
    """The tile's words, centred in its height: the name's lines, then the players'."""
    _size, small = sizes(k)
    line_h = theme.line_height(words.size, "bold")
    block = len(words.name) * line_h + (theme.font(small).get_height() if words.hint else 0)
    y = rect.centery - block // 2
    for line in words.name:
        theme.text(surface, line, words.size, (rect.x + pad, y), color=colors[0], kind="bold")
        y += line_h
    if words.hint:
        theme.text(surface, hint, small, (rect.x + pad, y), color=colors[1])
    elif words.beside is not None:  # after a line of the name, on its baseline
        face = theme.font(words.size, "bold")
        line = words.name[words.beside]
        x = rect.x + pad + face.size(line)[0] + HINT_GAP * words.size // NAME
        base = y - (len(words.name) - words.beside) * line_h + face.get_ascent()
        theme.text(surface, hint, small, (x, base - theme.font(small).get_ascent()),
                   color=colors[1])
