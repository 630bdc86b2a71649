"""What a real-time game shows beyond its cards: each player's picture at his place, the
things he holds, who is in a duel, a count said big, the time running out, a word said in a
bubble, hands laid on a pile, a pile that jumps.

The table knows none of these games: every one of these is a question to the layout adapter
(``seat_picture``, ``seat_props``, ``centre_picture``, ``lit_seats``, ``lit_zones``,
``faded_zones``, ``big_text``, ``deadline``, ``stamps``, ``beat``; and for an event
``speech`` and ``shake``), whose defaults say "nothing", so a game without them draws as
before. Games of turns ask two of them too: the cards marked with a trick's result
(``card_marks``) and a call standing in its bubble until it is answered
(``standing_speech``). Drawn over the cards and under the HUD's words.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any, Protocol

import pygame

from .. import art, theme
from .chips import Chips
from .layout import Layout, Lying

BUBBLE_S = 1.3  # how long a word said stays in its bubble
BOUNCE_S = 0.45  # how long a picture jumps when its player speaks
PULSE_S = 0.6  # how long a pile's ring of light spreads
STAMPS_S = 1.4  # how long the hands on a pile stay once its window has closed
SEAT_TINTS = ((226, 88, 70), (70, 140, 226), (236, 190, 60), (110, 190, 90), (190, 110, 210),
              (240, 140, 60))  # one colour per seat: hands on a pile, key blocks


class Informed(Protocol):
    info: dict[str, Any]

    def seat_anchor(self, seat: int, size: tuple[int, int]) -> pygame.Rect | None: ...


class Now(Protocol):
    now: int | None  # a race's clock, while it runs


class Buttoned(Protocol):
    buttons: list[tuple[Any, Any]]  # (button, action): the buttons drawn, each with its rect


class Staged(Lying, Protocol):
    """What the stage reads of the table: the seats' places and pictures, the figures, the
    buttons (a bubble keeps off them)."""

    match: Any
    layout: Layout
    input: Buttoned

    @property
    def flying(self) -> Any: ...


class Stage:
    def __init__(self, table: Staged, hud: Informed, race: Now) -> None:
        self.table = table
        self.hud = hud  # the figures the layout's questions are asked with
        self.race = race  # its clock times a beat and a deadline
        self.bubbles: dict[int, tuple[str, float]] = {}  # seat → (words, seconds left)
        self.bounces: dict[int, float] = {}  # seat → seconds left
        self.pulses: dict[str, float] = {}  # zone → seconds left
        self.stamps: list[tuple[str, int]] = []  # the last hands laid, kept a moment after
        self.stamps_left = 0.0
        self.stamps_live = False  # the hands drawn last frame were a window's still open
        self.chips = Chips(table, hud)  # the chips the layout places, and their slides

    # -- what events start ---------------------------------------------------------------------

    def say(self, seat: int, words: str) -> None:
        self.bubbles[seat] = (words, BUBBLE_S)
        if not theme.reduced_motion():  # the bubble alone says who spoke
            self.bounces[seat] = BOUNCE_S

    def pulse(self, zone: str) -> None:
        self.pulses[zone] = PULSE_S

    def update(self, dt: float) -> None:
        self.bubbles = {s: (w, left - dt) for s, (w, left) in self.bubbles.items()
                        if left - dt > 0}
        self.bounces = {s: left - dt for s, left in self.bounces.items() if left - dt > 0}
        self.pulses = {z: left - dt for z, left in self.pulses.items() if left - dt > 0}
        self.stamps_left = max(0.0, self.stamps_left - dt)
        self.chips.update(dt)

    @property
    def moving(self) -> bool:
        return bool(self.bubbles or self.bounces or self.pulses or self.stamps_left
                    or self.chips.moving)

    # -- drawing -------------------------------------------------------------------------------

    def picture_rects(self, size: tuple[int, int]) -> dict[int, pygame.Rect]:
        """Where each seat's picture lies (for the drawing and for tests)."""
        table, layout, info = self.table, self.table.layout, self.hud.info
        rects = {}
        for seat in range(table.match.game.players):
            if layout.seat_picture(seat, info) is None:
                continue
            mine = [box.rect for zone, box in table.boxes.items()
                    if zone.rpartition(":")[2] == str(seat)]
            if mine:
                place = mine[0].unionall(mine[1:])
                rects[seat] = layout.picture_rect(place, size, table.card_dims)
        return rects

    def draw(self, surface: pygame.Surface, k: float) -> None:
        layout, info = self.table.layout, self.hud.info
        size = surface.get_size()
        lit = set(layout.lit_seats(info))
        for zone in layout.faded_zones(info):
            self._veil(surface, zone, k)
        for zone in layout.lit_zones(info):
            self._ring(surface, zone, k, theme.GOLD, 1.0)
        for zone, left in self.pulses.items():
            if theme.reduced_motion():  # a steady ring for as long, not one spreading out
                self._ring(surface, zone, k, theme.GOLD, 1.0)
            else:
                self._ring(surface, zone, k, theme.GOLD, 1.0 + (PULSE_S - left) / PULSE_S * 0.5,
                           fade=left / PULSE_S)
        stamps = layout.stamps(info)
        if stamps:
            self.stamps, self.stamps_left, self.stamps_live = stamps, STAMPS_S, True
        elif self.stamps_live:  # just closed: its final hands, a moment more
            self.stamps = layout.stamps_after(info, self.stamps)
            self.stamps_left, self.stamps_live = STAMPS_S, False
            stamps = self.stamps
        elif self.stamps_left > 0:
            stamps = self.stamps
        for zone, seat, last in stamp_order(stamps):
            self._stamp(surface, zone, seat, last, k)
        pictures = self.picture_rects(size)
        for seat, rect in pictures.items():
            self._seat(surface, seat, rect, k, seat in lit)
        self._centre(surface, k)
        self._card_marks(surface, k)
        self.chips.draw(surface, k)
        for words, image, at in self.bubble_places(size, k):
            surface.blit(image, at)
            bx, by, bw, bh = art.BUBBLE_TEXT_BOX
            centre = (at.x + int((bx + bw / 2) * at.w), at.y + int((by + bh / 2) * at.h))
            theme.text(surface, words, int(22 * k), centre, color=theme.BUTTON_TEXT,
                       kind="bold", anchor="center")
            theme.record(at, "bubble", words)

    def bubble_places(self, size: tuple[int, int],
                      k: float) -> list[tuple[str, pygame.Surface, pygame.Rect]]:
        """The words said now (a bubble said a moment, else a call standing), each with its
        bubble and where it lies: by the seat's picture, else by his hand."""
        table, layout = self.table, self.table.layout
        said = {seat: words for seat, (words, _left) in self.bubbles.items()}
        pictures = self.picture_rects(size)
        places = []
        speech = {**layout.standing_speech(self.hud.info), **said}
        names = [rect for seat in range(table.match.game.players)
                 if (rect := self.hud.seat_anchor(seat, size)) is not None] if speech else []
        names += [button.rect for button, _act in table.input.buttons] if speech else []
        for seat, words in speech.items():
            rect = pictures.get(seat)
            if rect is None:
                box = table.boxes.get(layout.seat_zone(seat))
                rect = box.rect if box is not None else None
            if rect is not None:
                places.append((words, *self._bubble(size, rect, words, k, names)))
        return places

    def bubble_rects(self, size: tuple[int, int], k: float) -> list[pygame.Rect]:
        """Where the bubbles lie now (the news and the rising points keep off them)."""
        return [at for _words, _image, at in self.bubble_places(size, k)]

    def _card_marks(self, surface: pygame.Surface, k: float) -> None:
        """The cards the layout marks with a result (a winner's badge, a tie's tag), once
        no card is in flight."""
        table = self.table
        if table.flying:
            return
        cw, ch = table.card_dims
        lying = {zone: [sprite.card for sprite in pile] for zone, pile in table.piles.items()}
        for mark in table.layout.card_marks(self.hud.info, lying):
            pile = self.table.piles.get(mark.zone, [])
            if not 0 <= mark.index < len(pile):
                continue
            rect = pile[mark.index].rect(cw, ch)
            if not mark.words:
                self._tick(surface, rect, cw)
                continue
            size = max(12, int(16 * k))
            tw, th = theme.font(size, "bold").size(mark.words)
            tag = pygame.Rect(0, 0, tw + int(14 * k), th + int(6 * k))
            tag.center = rect.center
            theme.panel(surface, tag, theme.PANEL, radius=int(6 * k))
            theme.text(surface, mark.words, size, tag.center, color=theme.GOLD, kind="bold",
                       anchor="center")

    def _seat(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, k: float,
              lit: bool) -> None:
        picture, caption = self.table.layout.seat_picture(seat, self.hud.info)
        left = self.bounces.get(seat, 0.0)
        hop = int(abs(math.sin((BOUNCE_S - left) / BOUNCE_S * math.pi * 2)) * rect.h * 0.12
                  ) if left else 0
        spot = rect.move(0, -hop)
        glow = spot.inflate(int(14 * k), int(14 * k))
        if lit:
            pygame.draw.ellipse(surface, theme.GOLD, glow, width=max(3, int(5 * k)))
        image = art.picture(picture, spot.size)
        surface.blit(image, image.get_rect(center=spot.center))
        theme.record(glow.inflate(2, 2), "picture", seat, picture, lit)  # with its ring
        if caption:
            theme.text(surface, caption, int(15 * k), (rect.centerx, rect.bottom + int(2 * k)),
                       color=theme.GOLD if lit else theme.INK, kind="bold", anchor="midtop",
                       shadow=True)
        props = self.table.layout.seat_props(seat, self.hud.info)
        side = max(12, rect.w // 2)
        for n, prop in enumerate(props):
            image = art.picture(prop, side)
            at = image.get_rect(bottomleft=(rect.right - side // 3 + n * side // 2,
                                            rect.bottom + side // 6))
            surface.blit(image, at)
            theme.record(at, "prop", seat, prop)

    def _centre(self, surface: pygame.Surface, k: float) -> None:
        layout, info, table = self.table.layout, self.hud.info, self.table
        w, h = surface.get_size()
        centre = layout.centre_spot((w, h), table.card_dims)
        picture = layout.centre_picture(info)
        beat = layout.beat(info)
        if picture:
            side = int(table.card_dims[1] * 0.8)
            image = art.picture(picture, side)
            if beat is not None and self.race.now is not None and not theme.reduced_motion():
                due, length = beat
                phase = 1 - max(0, due - self.race.now) / max(1, length)
                image = pygame.transform.rotozoom(image, math.sin(phase * math.pi) * 24 - 12, 1)
            at = image.get_rect(center=centre)
            surface.blit(image, at)
            theme.record(at, "centre", picture)
        words = layout.big_text(info)
        if words:  # beside the middle, left of what lies there
            size = int(84 * k)
            at = (centre[0] - int(table.card_dims[0] * 1.5), centre[1])
            theme.text(surface, words, size, at, color=theme.GOLD, kind="title",
                       anchor="midright", shadow=True)
        span = self._span()
        now = self.race.now
        if span is not None and now is not None:
            start, end = span
            share = max(0.0, min(1.0, (end - now) / max(1, end - start)))
            bar = self._bar((w, h), k)
            pygame.draw.rect(surface, theme.FELT_DARK, bar, border_radius=bar.h // 2)
            full = bar.copy()
            full.width = int(bar.width * share)
            colour = theme.GOLD if share > 0.3 else (226, 88, 70)
            if full.width:
                pygame.draw.rect(surface, colour, full, border_radius=bar.h // 2)
            theme.record(bar, "deadline", full.width, colour)  # as drawn, to the pixel

    def _span(self) -> tuple[int, int] | None:
        """The time running out now, as (start, end) in the match's ms: the layout's deadline,
        or with less motion the time to the next beat."""
        layout, info = self.table.layout, self.hud.info
        span = layout.deadline(info)
        beat = layout.beat(info)
        if span is None and beat is not None and theme.reduced_motion():
            span = (beat[0] - beat[1], beat[0])  # the time to the beat, not a swinging picture
        return span

    def _bar(self, size: tuple[int, int], k: float) -> pygame.Rect:
        cw, ch = self.table.card_dims
        centre = self.table.layout.centre_spot(size, self.table.card_dims)
        bar = pygame.Rect(0, 0, int(cw * 2.4), max(6, int(10 * k)))
        bar.midtop = (centre[0], centre[1] + int(ch * 0.62))
        return bar

    def deadline_rect(self, size: tuple[int, int], k: float) -> pygame.Rect | None:
        """Where the bar of a time running out lies while there is one (words keep off it),
        whether or not the clock has started it."""
        return self._bar(size, k) if self._span() is not None else None

    def _zone_rect(self, zone: str) -> pygame.Rect | None:
        pile = self.table.piles.get(zone)
        cw, ch = self.table.card_dims
        if pile:
            return pile[-1].rect(cw, ch)
        box = self.table.boxes.get(zone)
        return box.rect if box is not None else None

    def _ring(self, surface: pygame.Surface, zone: str, k: float, colour, grow: float,
              fade: float = 1.0) -> None:
        rect = self._zone_rect(zone)
        if rect is None:
            return
        ring = rect.inflate(int(rect.w * (grow - 1) + 10 * k), int(rect.h * (grow - 1) + 10 * k))
        layer = pygame.Surface(ring.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*colour, int(255 * fade)), layer.get_rect(),
                         width=max(3, int(4 * k)), border_radius=int(10 * k))
        surface.blit(layer, ring)
        theme.record(ring, "ring", zone, tuple(colour), int(255 * fade))

    def _veil(self, surface: pygame.Surface, zone: str, k: float) -> None:
        rect = self._zone_rect(zone)
        if rect is None:
            return
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        layer.fill((20, 40, 30, 120))
        surface.blit(layer, rect)
        theme.record(rect, "veil", zone)

    def _stamp(self, surface: pygame.Surface, zone: str, seat: int, last: tuple[int, int],
               k: float) -> None:
        rect = self._zone_rect(zone)
        if rect is None:
            return
        nth, count = last
        side = int(rect.w * 0.9)
        image = art.picture("props/hand", side).copy()
        image.fill((*SEAT_TINTS[seat % len(SEAT_TINTS)], 255), special_flags=pygame.BLEND_MULT)
        angle = (nth * 47) % 60 - 30
        image = pygame.transform.rotozoom(image, angle, 1)
        at = image.get_rect(center=(rect.centerx + (nth % 3 - 1) * rect.w // 5,
                                    rect.centery + (nth % 2) * rect.h // 8 - rect.h // 16))
        surface.blit(image, at)
        theme.record(at, "stamp", zone, seat, nth)
        if nth == count - 1 and count > 1:
            theme.text(surface, self.table.match.name(seat), int(16 * k),
                       (at.centerx, at.bottom), color=(255, 120, 100), kind="bold",
                       anchor="midtop", shadow=True)

    def _tick(self, surface: pygame.Surface, rect: pygame.Rect, cw: int) -> None:
        """A winner's badge on the card's top right corner (its index lies top left): a gold
        disc with a dark tick, unlike the ring of the keyboard's focus."""
        r = max(7, cw // 6)
        centre = (rect.right - r // 2, rect.top + r // 2)
        pygame.draw.circle(surface, theme.GOLD, centre, r)
        pygame.draw.circle(surface, theme.BUTTON_TEXT, centre, r, max(1, r // 6))
        x, y = centre
        tick = [(x - r * 0.5, y), (x - r * 0.12, y + r * 0.42), (x + r * 0.55, y - r * 0.4)]
        pygame.draw.lines(surface, theme.BUTTON_TEXT, False, tick, max(2, r // 3))
        theme.record(pygame.Rect(x - r, y - r, 2 * r, 2 * r), "won", rect.topleft)

    def _bubble(self, size: tuple[int, int], rect: pygame.Rect, words: str, k: float,
                names: list[pygame.Rect]) -> tuple[pygame.Surface, pygame.Rect]:
        """``words``' bubble by ``rect`` (the seat's picture or hand): over its right side,
        or where that leaves the window (a hand along the top edge) beside it, level with its
        bottom (clear of the buttons along the top), else under it; beside a hand along the
        bottom edge first, where the buttons and the prompt lie over it. A spot over a seat's
        name or a button (``names``) is passed over while another lies in the window: who
        spoke stays legible, and no button is hidden."""
        tw, th = theme.font(int(22 * k), "bold").size(words)
        _bx, _by, bw, bh = art.BUBBLE_TEXT_BOX
        image = bubble_image(int((tw + 16 * k) / bw), int((th + 10 * k) / bh))
        window = pygame.Rect((0, 0), size)
        gap = int(6 * k)
        spots = [image.get_rect(midbottom=(rect.centerx + rect.w // 3, rect.top + gap)),
                 image.get_rect(bottomleft=(rect.right + gap, rect.bottom)),
                 image.get_rect(bottomright=(rect.left - gap, rect.bottom)),
                 image.get_rect(midtop=(rect.centerx + rect.w // 3, rect.bottom - gap))]
        if rect.centery > size[1] * LOW_HAND:  # the buttons and the prompt lie over it
            spots = spots[1:] + spots[:1]
        inside = [spot for spot in spots if window.contains(spot)]
        clear = [spot for spot in inside if spot.collidelist(names) < 0]
        return image, (clear or inside or [spots[0].clamp(window)])[0]


LOW_HAND = 0.75  # a hand whose middle lies this low in the window is along its bottom edge


@lru_cache(maxsize=32)
def bubble_image(width: int, height: int) -> pygame.Surface:
    """The speech bubble stretched to ``width`` × ``height``, so that long words (a call)
    still lie on its white: the picture keeps its shape only when drawn to it."""
    drawn = art.picture("props/bubble", (max(1, round(height * art.BUBBLE_ASPECT)), height))
    return pygame.transform.smoothscale(drawn, (max(1, width), max(1, height)))


def stamp_order(stamps: list[tuple[str, int]]) -> list[tuple[str, int, tuple[int, int]]]:
    """Each (zone, seat) mark with its place in its zone's order and that zone's count."""
    counts: dict[str, int] = {}
    for zone, _seat in stamps:
        counts[zone] = counts.get(zone, 0) + 1
    seen: dict[str, int] = {}
    out = []
    for zone, seat in stamps:
        nth = seen[zone] = seen.get(zone, -1) + 1
        out.append((zone, seat, (nth, counts[zone])))
    return out
