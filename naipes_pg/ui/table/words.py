"""Words that find their room: blocks of lines put beside a rectangle, and the moves tried,
in order, when a block lies where it should not (on cards, on other words, out of the
window). It knows rectangles, strings and a way to measure them (``Measure``), no table:
the HUD says what to write where, this module decides how it fits.

The moves, in the order they are tried (``docs/decisions.md``, "Words that find their room"):

1. ``step_back`` — the player's large text steps back toward the normal size, for the group
   of words at fault (a zone's words; the seats' words and the prompt). It is the outer loop:
   every other move is tried at each size before a smaller one is.
2. ``said_shorter`` — a zone's words that run into a neighbour's are said shorter, when the
   layout adapter has a shorter way to say them.
3. ``narrowed_off`` — words centred over or under a pile that lie on cards wrap narrower, a
   quarter card at a time, down to the pile's width.
4. ``slid_along`` — a seat's words centred on its hand that lie on cards slide sideways, a
   quarter card at a time, up to their own width.
5. ``between_neighbours`` — the words of piles side by side, both centred, that run into each
   other wrap to the middle between the two piles (said shorter first: move 2).
6. ``moved_beside`` — a seat's words pushed off by other words go right, else left, of its
   hand; words beside a pile with no room there go over it (or under it, up high); words
   beside a pile up high move down under the title and the menu.
7. ``split_at_dots`` — a seat's words still out of the window or under what is drawn over the
   table break at their dots ("Gallina" over "¡Kikirikí!"); wrapping keeps short parts
   together (``wrap_evenly``) so no "7" stands alone on its line.
8. ``name_kept_whole`` — a seat's name beside its hand is never broken ("Persona" over "2"):
   drawn a little smaller where the room beside the hand is short, else cut with "…".

``fit_pile_words`` and ``fit_seat_words`` are those moves in the order each kind of words
tries them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import combinations, groupby, pairwise
from typing import NamedTuple, Protocol, TypeVar

import pygame

from .. import theme

MIN_ROOM = 60  # the narrowest a line of a zone's words is wrapped to
WORDS_ROOM = 4  # card widths the words centred on a narrow pile or hand may take
SIDES = ("above", "below", "left", "right")


class Line(NamedTuple):
    """One line of words: what it says, its size (before the player's text size), its
    colour and its kind of face ("sans", "bold", "title"). A named tuple rather than a
    dataclass: lines are the key of the placed blocks' cache, made and hashed every frame."""

    text: str
    size: float
    colour: tuple[int, ...]
    kind: str = "sans"


Placed = list[tuple[Line, pygame.Rect]]  # lines, each with the rectangle its words take


class Measure(Protocol):
    """How big words are: all the placer knows of fonts."""

    def size(self, text: str, size: float, kind: str) -> tuple[int, int]:
        """The width and height ``text`` takes at ``size`` in face ``kind``."""
        ...

    def px(self, size: float) -> int:
        """The pixel size words asked for at ``size`` are drawn at."""
        ...

    def wrap(self, text: str, size: float, room: int, kind: str) -> tuple[str, ...]:
        """``text`` split into lines no wider than ``room`` (a line breaking at a " · "
        takes the dot away with it)."""
        ...


class ThemeMeasure:
    """Words measured as ``theme`` draws them."""

    def size(self, text: str, size: float, kind: str) -> tuple[int, int]:
        return text_size(text, size, kind)

    def px(self, size: float) -> int:
        return theme.text_px(size)

    def wrap(self, text: str, size: float, room: int, kind: str) -> tuple[str, ...]:
        return theme.wrap(text, size, room, kind)


THEME = ThemeMeasure()


@theme.sized_cache(maxsize=1024)
def text_size(text: str, size: float, kind: str) -> tuple[int, int]:
    return theme.font(size, kind).size(text)


# -- a block of lines beside a rectangle ---------------------------------------------------------


def text_anchor(rect: pygame.Rect, side: str, gap: int) -> tuple[tuple[int, int], str]:
    """Where words beside ``rect`` start, and the anchor that keeps them off it."""
    return {
        "below": ((rect.centerx, rect.bottom + gap), "midtop"),
        "above": ((rect.centerx, rect.top - gap), "midbottom"),
        "left": ((rect.left - gap, rect.centery), "midright"),
        "right": ((rect.right + gap, rect.centery), "midleft"),
    }[side]


def place_block(lines: Sequence[Line], rect: pygame.Rect, side: str, offset: int, k: float,
                size: tuple[int, int], measure: Measure = THEME) -> Placed:
    """Lines of text beside ``rect`` (centred on its middle when left or right of it), kept
    inside the window: moved in when centred, wrapped evenly when beside it; each line with
    the rectangle its words take."""
    lines = tuple(line if type(line.colour) is tuple
                  else Line(line.text, line.size, tuple(line.colour), line.kind) for line in lines)
    return [(line, pygame.Rect(where)) for line, where
            in _placed(lines, tuple(rect), side, offset, k, tuple(size), measure)]


@theme.sized_cache(maxsize=512)
def _placed(lines: tuple[Line, ...], rect: tuple[int, int, int, int], side: str, offset: int,
            k: float, size: tuple[int, int],
            measure: Measure) -> tuple[tuple[Line, tuple[int, ...]], ...]:
    """``place_block``'s work, done once for the same words in the same place (a table shows
    the same words frame after frame)."""
    gap = int(20 * k) if side in ("left", "right") else int(8 * k)
    margin, width = int(8 * k), size[0]
    (x, y), anchor = text_anchor(pygame.Rect(rect), side, gap + offset)
    align = {"midright": "midright", "midleft": "midleft"}.get(anchor, "midtop")
    if align != "midtop":
        lines = tuple(wrapped(lines, beside_room(pygame.Rect(rect), side, offset, k, width),
                              measure))
    heights = [int(measure.px(line.size) * 1.4) for line in lines]
    top = {"below": y, "above": y - sum(heights)}.get(side, y - sum(heights) // 2)
    if align != "midtop":  # beside a hand low in the window: up, to keep every line inside
        top = max(margin, min(top, size[1] - margin - sum(heights)))
    if align == "midtop":  # a seat at the edge of the window: keep its words inside it
        half = max(measure.size(line.text, line.size, line.kind)[0] for line in lines) // 2
        x = max(margin + half, min(width - margin - half, x))
    placed = []
    for line, height in zip(lines, heights, strict=True):
        where = pygame.Rect((0, 0), measure.size(line.text, line.size, line.kind))
        if align == "midtop":
            where.center = (x, top + height // 2)
        else:
            setattr(where, align, (x, top + height // 2))
        placed.append((line, tuple(where)))
        top += height
    return tuple(placed)


def beside_room(rect: pygame.Rect, side: str, offset: int, k: float, width: int) -> int:
    """How wide lines left or right of ``rect`` may be, to the window's edge (a window
    ``width`` wide): what ``place_block`` wraps them to."""
    (x, _y), _anchor = text_anchor(rect, side, int(20 * k) + offset)
    margin = int(8 * k)
    return max(60, width - margin - x if side == "right" else x - margin)


def block_rect(placed: Placed) -> pygame.Rect:
    """The rectangle a block of placed lines takes."""
    return placed[0][1].unionall([rect for _line, rect in placed[1:]])


def moved(placed: Placed, dx: int, dy: int) -> Placed:
    return [(line, rect.move(dx, dy)) for line, rect in placed]


def clear_of(placed: Placed, others: list[pygame.Rect], side: str) -> Placed:
    """``placed`` moved further to its ``side`` until it lies on none of ``others``."""
    direction = {"below": (0, 1), "above": (0, -1), "left": (-1, 0), "right": (1, 0)}[side]
    for _step in range(len(others)):
        block = block_rect(placed) if placed else None
        hit = block.collidelist(others) if block else -1
        if hit < 0:
            break
        other = others[hit]
        dx = (other.right - block.left if direction[0] > 0 else block.right - other.left) + 2
        dy = (other.bottom - block.top if direction[1] > 0 else block.bottom - other.top) + 2
        placed = moved(placed, direction[0] * dx, direction[1] * dy)
    return placed


# -- wrapping ---------------------------------------------------------------------------------


def wrapped(lines: Sequence[Line], room: int, measure: Measure = THEME) -> list[Line]:
    """Each of ``lines`` wrapped evenly to ``room``, as lines of its size, colour and kind."""
    return [Line(part, line.size, line.colour, line.kind) for line in lines
            for part in wrap_evenly(line.text, line.size, room, line.kind, measure)]


@theme.sized_cache(maxsize=256)
def wrap_evenly(text: str, size: float, room: int, kind: str,
                measure: Measure = THEME) -> tuple[str, ...]:
    """``text`` in as few lines as fit in ``room``, of even length: no word left alone."""
    lines = measure.wrap(text, size, room, kind)
    if len(lines) < 2:
        return lines
    if " · " in text:  # "Ana · deals": the break goes where the dot is, not after it
        return _parts_evenly(text.split(" · "), size, room, kind, measure)
    whole = measure.size(text, size, kind)[0]
    for width in range(whole // len(lines), room, max(2, int(size) // 4)):
        even = measure.wrap(text, size, width, kind)
        if len(even) <= len(lines):
            return even
    return lines


def _parts_evenly(parts: list[str], size: float, room: int, kind: str,
                  measure: Measure) -> tuple[str, ...]:
    """Words in parts ("Ana Belén · 7 · deals") broken only at their dots: neighbours that
    fit side by side share a line, in as few lines as can be and those as even as they go, so
    no short part ("7") stands alone; a part too wide for any line wraps on its own."""

    def width(words: str) -> int:
        return measure.size(words, size, kind)[0]

    lines: list[str] = []
    for fits, run in groupby(parts, key=lambda part: width(part) <= room):
        if fits:
            lines += _grouped(list(run), room, width)
        else:
            lines += [line for part in run
                      for line in wrap_evenly(part, size, room, kind, measure)]
    return tuple(lines)


def _grouped(run: list[str], room: int, width: Callable[[str], int]) -> list[str]:
    """``run``'s parts, each no wider than ``room``, joined by dots into the fewest lines
    that fit, the widest of them as narrow as can be."""
    for count in range(1, len(run)):
        ways = []
        for cuts in combinations(range(1, len(run)), count - 1):
            lines = [" · ".join(run[a:b]) for a, b in pairwise((0, *cuts, len(run)))]
            ways.append((max(width(line) for line in lines), lines))
        widest, lines = min(ways, key=lambda way: way[0])
        if widest <= room:
            return lines
    return run  # a part a line: each fits


# -- what the words keep off ------------------------------------------------------------------


@dataclass
class Room:
    """The window words are placed in and what they keep off, as rectangles: ``cards`` (the
    cards at rest) and ``fixed`` (what is drawn over the table at a place of its own: the
    title, the menu, the score panel...) are asked for only when a move needs them (they are
    not cheap), once. ``step``: how far words slide, or narrow, at a time (a quarter card)."""

    size: tuple[int, int]
    k: float
    step: int
    cards_of: Callable[[], list[pygame.Rect]] = list
    fixed_of: Callable[[], list[pygame.Rect]] = list
    measure: Measure = THEME
    _cards: list[pygame.Rect] | None = field(default=None, repr=False)
    _fixed: list[pygame.Rect] | None = field(default=None, repr=False)

    @property
    def window(self) -> pygame.Rect:
        return pygame.Rect((0, 0), self.size)

    def cards(self) -> list[pygame.Rect]:
        if self._cards is None:
            self._cards = self.cards_of()
        return self._cards

    def fixed(self) -> list[pygame.Rect]:
        if self._fixed is None:
            self._fixed = self.fixed_of()
        return self._fixed

    def place(self, lines: Sequence[Line], rect: pygame.Rect, side: str, offset: int) -> Placed:
        return place_block(lines, rect, side, offset, self.k, self.size, self.measure)

    def wrap(self, lines: Sequence[Line], room: int) -> list[Line]:
        return wrapped(lines, room, self.measure)


# -- the moves, each on its own -----------------------------------------------------------------

Laid = TypeVar("Laid")


def step_back(lay_out: Callable[[tuple[int, ...]], Laid],
              faults: Callable[[Laid], set[int]], steps: tuple[int, ...], least: int,
              pushed: dict[int, int] | None = None) -> tuple[Laid, tuple[int, ...]]:
    """Move 1. Groups of words laid out at a step each (0: the player's text size, ``least``:
    the normal size): each group ``faults`` finds crowded steps back once, and all is laid
    out again, until no group at fault can step further. ``pushed``: a group already at its
    least that is still crowded is pushed by another (group → the other), which steps back
    instead. Returns the last lay-out and the steps it took."""
    while True:
        laid = lay_out(steps)
        found = faults(laid) if least > 0 else set()
        for group, other in (pushed or {}).items():
            if group in found and steps[group] == least:
                found.add(other)
        more = tuple(min(step + (group in found), least) for group, step in enumerate(steps))
        if more == steps:
            return laid, steps
        steps = more


def said_shorter(words: str, shorter: str | None) -> str:
    """Move 2. The words said shorter where there is a shorter way, else as they are."""
    return shorter or words


def narrowed_off(placed: Placed, lines: Sequence[Line], rect: pygame.Rect, side: str,
                 offset: int, least: int, room: Room) -> Placed:
    """Move 3. Centred words that lie on cards, wrapped as wide as keeps them off every card
    (a quarter card narrower at a time, down to ``least``, never under ``MIN_ROOM``); else
    as they were."""
    cards = room.cards()
    block = block_rect(placed)
    if block.collidelist(cards) < 0:
        return placed
    for width in range(block.width - room.step, max(MIN_ROOM, least) - 1, -room.step):
        taller = room.place(room.wrap(lines, width), rect, side, offset)
        if block_rect(taller).collidelist(cards) < 0:
            return taller
    return placed


def slid_along(placed: Placed, avoid: list[pygame.Rect], room: Room) -> Placed:
    """Move 4. ``placed`` as it is if it lies on no card; else moved sideways, by quarter
    cards up to its own width, nearest first and left before right, to where it lies on no
    card, on nothing ``avoid`` holds and on nothing fixed; else nothing."""
    cards = room.cards()
    block = block_rect(placed)
    if block.collidelist(cards) < 0:
        return placed
    taken = [*cards, *avoid, *room.fixed()]
    step = room.step
    for dx in (sign * step * n for n in range(1, block.width // step + 1) for sign in (-1, 1)):
        if room.window.contains(block.move(dx, 0)) and block.move(dx, 0).collidelist(taken) < 0:
            return moved(placed, dx, 0)
    return []


def between_neighbours(blocks: list[tuple[str, pygame.Rect, int]], gap: int) -> dict[str, int]:
    """Move 5. The width each block's words may take where they lie on a neighbour's
    (``blocks``: name, where its words lie, the middle of its pile; all centred over or under
    their piles): up to the middle between the two piles, less ``gap``, so that each, wrapped
    to it, keeps to its own side; at least ``MIN_ROOM``."""
    rooms: dict[str, int] = {}
    for i, (name, rect, centre) in enumerate(blocks):
        for other, other_rect, other_centre in blocks[i + 1:]:
            apart = abs(centre - other_centre)
            if apart and rect.colliderect(other_rect):
                width = max(MIN_ROOM, apart - gap)
                for each in (name, other):
                    rooms[each] = min(width, rooms.get(each, width))
    return rooms


def moved_beside(lines: Sequence[Line], rect: pygame.Rect, taken: list[pygame.Rect],
                 room: Room) -> Placed:
    """Move 6, for a seat's words: right, else left, of ``rect``, unwrapped, inside the
    window and on nothing ``taken`` holds; else nothing."""
    for side in ("right", "left"):
        placed = room.place(lines, rect, side, 0)
        if len(placed) > len(lines):
            continue  # wrapped: no room for them there
        block = block_rect(placed)
        if room.window.contains(block) and block.collidelist(taken) < 0:
            return placed
    return []


def over_instead(placed: Placed, lines: Sequence[Line], rect: pygame.Rect, side: str,
                 offset_at: Callable[[str], int], room: Room) -> tuple[Placed, str]:
    """Move 6, for a pile's words beside it: with no room there for words that are not
    crumbs (wrapped past twice their lines), over it (under it, up high). Returns the words
    and the side they took."""
    if side not in ("left", "right") or len(placed) <= 2 * len(lines):
        return placed, side
    side = "above" if rect.centery > room.size[1] // 2 else "below"
    return room.place(lines, rect, side, offset_at(side)), side


def under_bars(placed: Placed, bars: list[pygame.Rect], room: Room) -> Placed:
    """Move 6, for a pile's words beside it, up high: down under the first of ``bars`` (the
    title, the menu) they lie on."""
    block = block_rect(placed)
    hit = block.collidelist(bars)
    if hit < 0:
        return placed
    return moved(placed, 0, bars[hit].bottom + int(4 * room.k) - block.top)


def split_at_dots(lines: Sequence[Line], rect: pygame.Rect, side: str, offset: int,
                  taken: list[pygame.Rect], room: Room) -> Placed:
    """Move 7. Lines in parts ("Gallina · ¡Kikirikí!") a part a line, when that lies inside
    the window on nothing ``taken`` holds; else nothing."""
    if not any(" · " in line.text for line in lines):
        return []
    split = [Line(part, line.size, line.colour, line.kind)
             for line in lines for part in line.text.split(" · ")]
    narrow = room.place(split, rect, side, offset)
    block = block_rect(narrow)
    if room.window.contains(block) and block.collidelist(taken) < 0:
        return narrow
    return []


# -- the order each kind of words tries them in -------------------------------------------------


def centred(side: str) -> bool:
    return side in ("above", "below")


def fit_pile_words(lines: Sequence[Line], rect: pygame.Rect, beside: pygame.Rect, side: str,
                   offset: int, reach: Callable[[str], int], over: int, room: Room,
                   bars: Callable[[], list[pygame.Rect]], width: int | None = None) -> Placed:
    """A pile's words on its ``side`` of ``beside`` (the pile, its top card and the cards lying
    face up on it), ``offset`` + ``reach(side)`` further out (``reach``: how far the outline of
    a legal drop reaches past the pile, ``rect``): centred ones wrapped to ``over`` (the width
    words over a pile may take; ``width``: narrower, between neighbours: move 5) then
    narrowed off the cards (3); beside ones over the pile if there is no room beside it (6),
    and down under the ``bars`` up high (6)."""
    if centred(side):
        lines = room.wrap(lines, min(width or room.size[0], over))
    out = offset + reach(side)
    placed = room.place(lines, beside, side, out)
    if centred(side) and placed:
        placed = narrowed_off(placed, lines, beside, side, out, rect.width, room)
    placed, side = over_instead(placed, lines, beside, side, reach, room)
    if not centred(side) and placed:
        placed = under_bars(placed, bars(), room)
    return placed


def name_kept_whole(lines: Sequence[Line], rect: pygame.Rect, side: str, offset: int,
                    room: Room) -> list[Line]:
    """Move 8. A seat's name beside its hand (the first of ``lines``) is never broken: a part
    of it (between its dots: "Persona 2 · reparte") too wide for the room there is drawn
    smaller, down to ``theme.LEAST_SHRINK`` of its size, and cut short with "…" if even that
    is too wide. Lines centred over or under the hand are left as they are."""
    if centred(side) or not lines:
        return list(lines)
    name, measure = lines[0], room.measure
    width = beside_room(rect, side, offset, room.k, room.size[0])
    parts = name.text.split(" · ")

    def widest(size: float) -> int:
        return max(measure.size(part, size, name.kind)[0] for part in parts)

    size, least = name.size, name.size * theme.LEAST_SHRINK
    while widest(size) > width and size > least:
        size = max(least, size * 0.97)
    if widest(size) > width:
        parts = [cut_to(part, size, name.kind, width, measure) for part in parts]
    return [Line(" · ".join(parts), size, name.colour, name.kind), *lines[1:]]


def cut_to(text: str, size: float, kind: str, width: int, measure: Measure) -> str:
    """``text`` cut short with "…" to be no wider than ``width`` (whole when it fits)."""
    if measure.size(text, size, kind)[0] <= width:
        return text
    for end in range(len(text) - 1, 0, -1):
        short = text[:end].rstrip() + "…"
        if measure.size(short, size, kind)[0] <= width:
            return short
    return "…"


def fit_seat_words(lines: Sequence[Line], rect: pygame.Rect, side: str, offset: int,
                   over: int, avoid: list[pygame.Rect], piles: list[pygame.Rect],
                   room: Room) -> Placed:
    """A seat's words on its ``side`` of its hand (``rect``), ``offset`` further out, moved
    out past what ``avoid`` holds (the words placed before). Centred ones are wrapped to
    ``over`` and slide along off the cards they face (4). Pushed by other words: beside the
    hand, off the other ``piles`` (6); else where they were pushed to, if that is in the
    window and on nothing fixed; else split at their dots (7); else where they first were (on
    the words, still seen). Beside the hand, the name is kept whole first (8)."""
    if centred(side):
        lines = room.wrap(lines, over)
    lines = name_kept_whole(lines, rect, side, offset, room)
    placed = room.place(lines, rect, side, offset)
    cleared = clear_of(placed, avoid, side)
    if cleared == placed:
        if centred(side):
            return slid_along(placed, avoid, room) or placed
        return placed
    fixed = room.fixed()
    if centred(side):
        beside = moved_beside(lines, rect, [*avoid, *fixed, *piles], room)
        if beside:
            return beside
    block = block_rect(cleared)
    if room.window.contains(block) and block.collidelist(fixed) < 0:
        return cleared
    return split_at_dots(lines, rect, side, offset, [*avoid, *fixed], room) or placed


def draw_placed(surface: pygame.Surface, placed: Placed) -> None:
    for line, rect in placed:
        theme.text(surface, line.text, line.size, rect.topleft, color=line.colour,
                   kind=line.kind, shadow=True)
