"""The score panel a layout adapter may ask for: a heading and a (name, figure) row per
player, in a corner; where large text would lay it on cards or on other words its words give
way, a pixel at a time."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import theme


@dataclass(frozen=True)
class ScorePanel:
    """The score panel laid out: its rectangle, the heading's lines (wrapped to a narrow
    column), the rows, the text size and the line height."""

    rect: pygame.Rect
    lines: tuple[str, ...]
    rows: tuple[tuple[str, str], ...]
    text: int
    line: int


def fitted_panel(heading: str, rows: list[tuple[str, str]], anchor: tuple[int, int],
                 start: int, avoid: list[pygame.Rect], k: float) -> ScorePanel:
    """The panel at ``anchor`` (its top left), its text ``start`` or smaller until it lies on
    nothing ``avoid`` holds (down to 9 pixels drawn)."""
    text = start
    found = panel_at(heading, rows, anchor, text, k)
    while found.rect.collidelist(avoid) >= 0 and theme.text_px(text) > 9:
        text -= 1
        found = panel_at(heading, rows, anchor, text, k)
    return found


def panel_at(heading: str, rows: list[tuple[str, str]], anchor: tuple[int, int], text: int,
             k: float) -> ScorePanel:
    pad = int(10 * k)
    line = int(theme.text_px(text) * 1.4)
    face, bold = theme.font(text), theme.font(text, "bold")
    width = max([bold.size(name)[0] + face.size(figure)[0] + int(24 * k)
                 for name, figure in rows] + [0])
    whole, limit = bold.size(heading)[0], int(theme.grown(210 * k))
    parts = -(-whole // limit)  # lines of even length, not a word left on its own
    width = max(width, min(whole, int(whole / parts * 1.15)))
    lines = theme.wrap(heading, text, width, "bold")
    width = max([width] + [bold.size(words)[0] for words in lines])
    x, y = anchor
    rect = pygame.Rect(x, y, width + 2 * pad, line * (len(rows) + len(lines)) + pad)
    return ScorePanel(rect, tuple(lines), tuple(rows), text, line)


def draw_panel(surface: pygame.Surface, panel: ScorePanel, k: float) -> None:
    """The score panel: its heading, then a name and a figure per row."""
    rect, line = panel.rect, panel.line
    pad = int(10 * k)
    theme.panel(surface, rect, theme.PANEL, radius=int(10 * k))
    cy = rect.y + pad // 2 + line // 2
    for text in panel.lines:
        theme.text(surface, text, panel.text, (rect.x + pad, cy), color=theme.GOLD, kind="bold",
                   anchor="midleft")
        cy += line
    for name, figure in panel.rows:
        theme.text(surface, name, panel.text, (rect.x + pad, cy), anchor="midleft")
        theme.text(surface, figure, panel.text, (rect.right - pad, cy), kind="bold",
                   anchor="midright")
        cy += line
