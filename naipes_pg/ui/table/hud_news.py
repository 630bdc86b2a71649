"""The news: the last sentences of what happened (``story``), on a quiet panel of their own
where they lie on no card, no words, no button and no prompt: under the title bar in the middle
first, then down the table's sides, then wherever they cover least."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import theme

NEWS_COLOUR = (236, 230, 214)
NEWS_PANEL = (16, 30, 24, 215)
NEWS_EDGE = (214, 190, 120)


@dataclass(frozen=True)
class NewsBlock:
    """The sentences as drawn: each one's lines, the text size, and the panel."""

    lines: tuple[tuple[str, ...], ...]
    size: int
    rect: pygame.Rect


def news_size(k: float) -> int:
    return max(13, int(18 * k))


def news_block(texts: list[str], size: tuple[int, int], k: float,
               obstacles: list[pygame.Rect], top: int) -> NewsBlock | None:
    """The sentences wrapped to a readable width and put at the first free spot below
    ``top`` (where the space under the title bar begins). Where there is none, the newest
    alone, then narrower, then smaller; where even that finds no room, nothing: the log
    keeps every sentence."""
    if not texts:
        return None
    tries = [(texts, 0.46, 1.0), (texts[-1:], 0.46, 1.0), (texts[-1:], 0.34, 1.0),
             (texts[-1:], 0.34, 0.85)]
    for shown, share, smaller in tries:
        block = laid_out(shown, size, k, share, smaller)
        spot = free_spot(block.rect, size, obstacles, top, int(8 * k))
        if spot is not None:
            return NewsBlock(block.lines, block.size, spot)
    return None


def laid_out(texts: list[str], size: tuple[int, int], k: float, share: float,
             smaller: float) -> NewsBlock:
    """The sentences wrapped to ``share`` of the window's width, their panel at the origin."""
    text_size = max(12, int(news_size(k) * smaller))
    width = max(int(180 * k), min(int(560 * k), int(size[0] * share)))
    lines = tuple(tuple(theme.wrap(text, text_size, width)) for text in texts)
    face = theme.font(text_size)
    line_h = face.get_linesize()
    widest = max(face.size(line)[0] for block in lines for line in block)
    pad, gap = int(10 * k), int(4 * k)
    rows = sum(len(block) for block in lines)
    panel = pygame.Rect(0, 0, widest + 2 * pad, rows * line_h + 2 * pad + gap * (len(lines) - 1))
    return NewsBlock(lines, text_size, panel)


def free_spot(panel: pygame.Rect, size: tuple[int, int], obstacles: list[pygame.Rect],
              top: int, margin: int) -> pygame.Rect | None:
    """``panel`` moved to the first spot, row by row from ``top`` down, the middle of a row
    first and then out to its sides, where it lies in the window on no obstacle (kept
    ``margin`` clear); None where there is no such spot."""
    w, h = size
    window = pygame.Rect(0, 0, w, h)
    step = max(8, panel.h // 3)
    xs = [w // 2]
    for shift in range(step * 2, w // 2, step * 2):
        xs += [w // 2 - shift, w // 2 + shift]
    for y in range(top, h - panel.h, step):
        for x in xs:
            spot = panel.copy()
            spot.midtop = (x, y)
            if window.contains(spot) and spot.inflate(margin, margin).collidelist(
                    obstacles) < 0:
                return spot
    return None


def draw_news(surface: pygame.Surface, block: NewsBlock, k: float) -> None:
    rect = block.rect
    theme.panel(surface, rect, NEWS_PANEL, radius=int(8 * k))
    theme.outline(surface, NEWS_EDGE, rect, max(1, int(1.5 * k)), int(8 * k))
    face = theme.font(block.size)
    line_h = face.get_linesize()
    pad = int(10 * k)
    gap = int(4 * k)
    y = rect.top + pad
    for n, lines in enumerate(block.lines):
        newest = n == len(block.lines) - 1
        colour = NEWS_COLOUR if newest else (190, 186, 172)
        for line in lines:
            theme.text(surface, line, block.size, (rect.centerx, y), color=colour,
                       anchor="midtop")
            y += line_h
        y += gap
