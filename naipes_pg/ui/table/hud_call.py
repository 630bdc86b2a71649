"""A call to react (a slap window, a face-off): what each person at the keyboard must press
now, with its key, in a band of its own near the press buttons. It looks unlike the turn's
prompt (gold words over the hand): cream words on a warm red band, by the buttons it asks
for, so a player never mistakes "react now" for "your turn".

The words are the layout adapter's (``Layout.reaction``), given a way to name the key of a
press; where the band goes is worked out here from rectangles alone: over the press pad (or,
with several people and no pad, over the bottom edge), slid along that edge off the cards,
else beside the pad, and never on words, cards, pictures or the countdown bar.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

import pygame

from ...i18n import tr
from .. import theme
from .layout import Layout
from .words import Line, Placed, Room, block_rect, draw_placed, moved

CALL_COLOUR = (178, 52, 36, 238)  # warm alert red: not the felt, not the turn's gold
CALL_INK = theme.INK
CALL_WIDTH = 620  # the widest the band's words run, at the design size


def call_lines(layout: Layout, info: dict[str, Any], humans: Sequence[int],
               presses: Callable[[int], Sequence[Any]], keys: Callable[[int], Sequence[str]],
               name: Callable[[int], str]) -> list[str]:
    """What each person at the keyboard is called to press now (a line each, led by his name
    when several share the keyboard); none when nobody is called."""
    lines = []
    for seat in humans:
        words = layout.reaction(info, seat, key_namer(presses(seat), keys(seat)))
        if words:
            lines.append(words if len(humans) == 1 else tr("{name}: {words}", name=name(seat),
                                                            words=words))
    return lines


def key_namer(presses: Sequence[Any], keys: Sequence[str]) -> Callable[[Any], str]:
    """The key that sends a press (one of ``presses``, its time aside), as its keycap shows
    it; "" when no key sends it (a person pressing with the on-screen buttons only)."""

    def key_of(press: Any) -> str:
        for index, own in enumerate(presses):
            if own is not None and own == press:
                return keys[index] if index < len(keys) else ""
        return ""

    return key_of


def band_rect(placed: Placed, k: float) -> pygame.Rect:
    """The band drawn round the call's words."""
    return block_rect(placed).inflate(int(24 * k), int(10 * k))


def place_call(texts: Sequence[str], size: float, k: float, pad: pygame.Rect | None,
               taken: list[pygame.Rect], room: Room) -> Placed:
    """The call's words by the press pad (``pad``; None: by the bottom edge): over it,
    centred, then slid along it a quarter card at a time, then beside it; each where its band
    lies inside the window on no card and on nothing ``taken`` holds (words, the countdown
    bar) or drawn over the table. With no such place, over the pad where it first was."""
    w, h = room.size
    margin = int(8 * k)
    edge = pad or pygame.Rect(margin, h - margin, w - 2 * margin, 0)
    lines = [Line(text, size, CALL_INK, "bold") for text in texts]
    busy = [*room.cards(), *taken, *room.fixed()]
    window = room.window.inflate(-2 * margin, -2 * margin)
    over = room.place(room.wrap(lines, min(int(CALL_WIDTH * k), w - 4 * margin)), edge,
                      "above", int(6 * k))
    block = block_rect(over)
    inside = max(0, window.left - block.left) - max(0, block.right - window.right)
    over = moved(over, inside, 0)  # a wide call over a narrow edge: kept in the window
    for candidate in _spots(over, lines, edge, room):
        band = band_rect(candidate, k)
        if window.contains(band) and band.collidelist(busy) < 0:
            return candidate
    return over


def _spots(over: Placed, lines: list[Line], edge: pygame.Rect,
           room: Room) -> Iterator[Placed]:
    """Where the call may go, in the order tried: over the pad, slid along it (nearest
    first, left before right), beside it."""
    yield over
    step = max(1, room.step)
    for n in range(1, room.size[0] // step + 1):
        for sign in (-1, 1):
            yield moved(over, sign * step * n, 0)
    for side in ("left", "right"):
        yield room.place(lines, edge, side, 0)


def draw_call(surface: pygame.Surface, placed: Placed, k: float) -> None:
    """The call's band and its words."""
    if not placed:
        return
    theme.panel(surface, band_rect(placed, k), CALL_COLOUR, radius=int(10 * k))
    draw_placed(surface, placed)
