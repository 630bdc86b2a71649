"""The cards lying face up on a pile (an escoba marked across a capture pile, a fan of small
cards beside one) and the edges of the cards under a pile's top: drawn under the cards, where
the HUD's words keep off them."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from ...cards import Card
from .. import art, theme
from .layout import STEP_ACROSS, ZoneBox, stack_offsets

PILE_EDGE = (236, 228, 208)  # the cream edges of the cards under the top of a pile
PILE_EDGE_LINE = (110, 98, 80)


@dataclass(frozen=True)
class Mark:
    """A card lying face up on a pile: where, and its quarter turns (1: to the left, -1: to
    the right, 0: upright)."""

    card: Card
    rect: pygame.Rect
    turn: int


def marks_rects(shown: list[Card], box: ZoneBox, top: tuple[int, int], card_dims: tuple[int, int],
                k: float, size: tuple[int, int]) -> list[Mark]:
    """Where the cards lying face up on a pile (``shown``) are drawn, in drawing order: a fan
    beside it, or across under it (``top``: the middle of its top card)."""
    if not shown:
        return []
    cw, ch = card_dims
    if box.marks == "fan":
        return [Mark(card, rect, 0) for card, rect
                in zip(shown, fan_rects(len(shown), box, cw, k), strict=True)]
    return [Mark(shown[i], rect, turn) for i, rect, turn in crosswise_rects(len(shown), top, cw,
                                                                            ch, size)]


@lru_cache(maxsize=64)
def _crosswise(card: Card, width: int, turn: int) -> pygame.Surface:
    return pygame.transform.rotate(art.card_face(card, width), 90 * turn)


def crosswise_rects(count: int, centre: tuple[int, int], card_w: int, card_h: int,
                    size: tuple[int, int]) -> list[tuple[int, pygame.Rect, int]]:
    """Face-up cards laid across under a pile, how a table marks an escoba, as (which card,
    where, quarter turns) in drawing order. Up to three lie turned to the left, their index
    ends out on the left of the pile, each drawn a little higher than the one before so
    every index shows under the next; more go in two columns, the second turned to the
    right with its index ends out on the right, drawn downwards. A column stays inside the
    window."""
    if count <= 3:
        return _mark_column(list(range(count)), 1, centre, -0.06, card_w, card_h, size)
    half = (count + 1) // 2
    return (_mark_column(list(range(half)), 1, centre, -0.2, card_w, card_h, size)
            + _mark_column(list(range(half, count)), -1, centre, 0.2, card_w, card_h, size))


def _mark_column(indices: list[int], turn: int, centre: tuple[int, int], shift: float,
                 card_w: int, card_h: int,
                 size: tuple[int, int]) -> list[tuple[int, pygame.Rect, int]]:
    """One column of crosswise cards ``shift`` card widths right of ``centre``: turned to the
    left they are drawn from the bottom up, to the right from the top down, so the index
    corner of each (bottom left, or top right) shows past the next."""
    count = len(indices)
    step = card_w * 0.3
    if count > 1:
        step = max(card_w * 0.24, min(step, (card_h * 1.05 - card_w) / (count - 1)))
    rects = []
    for i in range(count):
        rect = pygame.Rect(0, 0, card_h, card_w)
        rise = ((count - 1) / 2 - i) * step * turn
        rect.center = (int(centre[0] + card_w * shift), int(centre[1] + rise))
        rects.append(rect)
    column = rects[0].unionall(rects[1:])
    inside = column.clamp(pygame.Rect((0, 0), size).inflate(-4, -4))
    return [(index, rect.move(0, inside.y - column.y), turn)
            for index, rect in zip(indices, rects, strict=True)]


def fan_rects(count: int, box: ZoneBox, card_w: int, k: float) -> list[pygame.Rect]:
    """Small face-up cards in a fan beside a pile (cards on it still in play): a long group
    closes up to a card and a half wide, never over an index corner."""
    small = art.card_size(max(24, int(card_w * 0.7)))
    step = small[0] * 0.42
    if count > 1:
        step = max(small[0] * STEP_ACROSS, min(step, (card_w * 1.6 - small[0]) / (count - 1)))
    total = small[0] + step * (count - 1)
    gap = int(10 * k)
    left = (box.rect.centerx - card_w // 2 - gap - total if box.marks_side == "left"
            else box.rect.centerx + card_w // 2 + gap)
    rects = []
    for i in range(count):
        rect = pygame.Rect((0, 0), small)
        rect.midleft = (int(left + i * step), box.rect.centery)
        rects.append(rect)
    return rects


def draw_mark(surface: pygame.Surface, mark: Mark) -> None:
    """One card lying face up on a pile: across it (turned), or small beside it."""
    if mark.turn:
        image = _crosswise(mark.card, mark.rect.height, mark.turn)
        surface.blit(image, mark.rect)
        theme.record(mark.rect, "crosswise", mark.card, mark.turn)
    else:
        surface.blit(art.card_face(mark.card, mark.rect.width), mark.rect)
        theme.record(mark.rect, "fan", mark.card)


def draw_pile_edges(surface: pygame.Surface, count: int, box: ZoneBox,
                    card_dims: tuple[int, int]) -> None:
    """The cards under a pile's top three (which the table draws) as edges, a few of them,
    so a thick pile of ``count`` cards looks thick."""
    if count <= 3:
        return
    cw, ch = card_dims
    under = stack_offsets(count, ch)[:count - 3]
    image = pile_edge(cw, ch)
    for i in sorted({round(i * (len(under) - 1) / 5) for i in range(6)}):
        rect = image.get_rect(center=(int(box.rect.centerx + under[i][0]),
                                      int(box.rect.centery + under[i][1])))
        surface.blit(image, rect)
        theme.record(rect, "pile-edge")


@lru_cache(maxsize=8)
def pile_edge(card_w: int, card_h: int) -> pygame.Surface:
    """A card under the top of a pile, as its edge shows: cream, a dark line round it."""
    image = pygame.Surface((card_w, card_h), pygame.SRCALPHA)
    radius = max(2, card_w // 12)
    pygame.draw.rect(image, PILE_EDGE, image.get_rect(), border_radius=radius)
    pygame.draw.rect(image, PILE_EDGE_LINE, image.get_rect(), width=1, border_radius=radius)
    return image
