"""A game's rules page, as a sheet of paper on the felt, scrolled by wheel, keys or scrollbar.

The page is the game's help file in the current language (``naipes_pg.help``), set from a
small Markdown (``#``, ``##``, ``-`` bullets, ``**bold**``, blank-line paragraphs) into one
tall picture when the window size or language changes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from ... import help as rules_help
from ...i18n import _, language
from .. import theme
from ..widgets import Widget
from . import FormScene, fit_size, px

PAPER = (250, 245, 232)
INK = (48, 40, 32)
HEADING = (150, 38, 30)
SUBHEADING = (22, 92, 58)
BAR = (196, 184, 160)
SCROLL_KEYS = (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME,
               pygame.K_END)


@dataclass
class Block:
    kind: str  # "h1", "h2", "li" or "p"
    text: str


def parse(markdown: str) -> list[Block]:
    """The page's blocks; lines of one paragraph or bullet are joined."""
    blocks: list[Block] = []
    open_block: Block | None = None
    for raw in markdown.splitlines():
        line = raw.strip()
        heading = re.match(r"(#{1,6})\s+(.*)", line)
        bullet = re.match(r"[-*]\s+(.*)", line)
        if not line:
            open_block = None
        elif heading:
            blocks.append(Block("h1" if len(heading.group(1)) == 1 else "h2", heading.group(2)))
            open_block = None
        elif bullet:
            open_block = Block("li", bullet.group(1))
            blocks.append(open_block)
        elif open_block is not None:
            open_block.text += " " + line
        else:
            open_block = Block("p", line)
            blocks.append(open_block)
    return blocks


def words(text: str) -> list[list[tuple[str, bool]]]:
    """``text`` as words, each a list of (piece, bold): ``**Trío**,`` is one word of two."""
    result: list[list[tuple[str, bool]]] = []
    join_next = False  # the text so far ends inside a word
    for i, part in enumerate(text.split("**")):
        bold = i % 2 == 1
        for j, match in enumerate(re.finditer(r"\S+", part)):
            if j == 0 and match.start() == 0 and join_next and result:
                result[-1].append((match.group(), bold))
            else:
                result.append([(match.group(), bold)])
        if part:
            join_next = not part[-1].isspace()
    return result


def set_text(text: str, size: int, width: int, kind: str = "sans") -> list[list]:
    """Lines of words no wider than ``width``, in the regular (or bold) face."""
    faces = {False: theme.font(size, kind), True: theme.font(size, "bold")}
    space = faces[False].size(" ")[0]
    lines: list[list] = [[]]
    used = 0
    for word in words(text):
        w = sum(faces[b].size(piece)[0] for piece, b in word)
        if lines[-1] and used + space + w > width:
            lines.append([])
            used = 0
        used += (space if lines[-1] else 0) + w
        lines[-1].append(word)
    return lines


def draw_lines(surface: pygame.Surface, lines: list[list], size: int, x: int, y: int,
               color, kind: str = "sans") -> int:
    """Draw set lines from ``y``; returns the y under the last one."""
    faces = {False: theme.font(size, kind), True: theme.font(size, "bold")}
    space = faces[False].size(" ")[0]
    height = faces[False].get_linesize()
    for line in lines:
        cx = x
        for word in line:
            for piece, bold in word:
                image = faces[bold].render(piece, True, color)
                surface.blit(image, (cx, y))
                cx += image.get_width()
            cx += space
        y += height
    return y


def render_page(markdown: str, width: int, k: float) -> pygame.Surface:
    """The whole page as one picture ``width`` wide (transparent where no ink is)."""
    pieces: list[tuple[str, object, int]] = []  # (kind, lines, size)
    for block in parse(markdown):
        if block.kind == "h1":
            size = px(40, k, 24)
            pieces.append(("h1", set_text(block.text, size, width, "title"), size))
        elif block.kind == "h2":
            size = px(26, k, 18)
            pieces.append(("h2", set_text(block.text, size, width, "bold"), size))
        else:
            size = px(21, k, 15)
            indent = int(30 * k) if block.kind == "li" else 0
            pieces.append((block.kind, set_text(block.text, size, width - indent), size))
    height = sum(len(lines) * theme.font(size).get_linesize() + int(size * 0.9)
                 for _kind, lines, size in pieces) + int(40 * k)
    page = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
    y = 0
    for kind, lines, size in pieces:
        if kind == "h2":
            y += int(14 * k)
        if kind == "h1":
            y = draw_lines(page, lines, size, 0, y, HEADING, "title")
            pygame.draw.line(page, HEADING, (0, y + int(4 * k)), (width, y + int(4 * k)),
                             max(1, int(2 * k)))
            y += int(20 * k)
        elif kind == "h2":
            y = draw_lines(page, lines, size, 0, y, SUBHEADING, "bold") + int(6 * k)
        elif kind == "li":
            dot = (int(12 * k), y + theme.font(size).get_linesize() // 2)
            r = max(2, int(5 * k))
            pygame.draw.polygon(page, HEADING, [(dot[0], dot[1] - r), (dot[0] + r, dot[1]),
                                                (dot[0], dot[1] + r), (dot[0] - r, dot[1])])
            y = draw_lines(page, lines, size, int(30 * k), y, INK) + int(size * 0.35)
        else:
            y = draw_lines(page, lines, size, 0, y, INK) + int(size * 0.6)
    return page.subsurface((0, 0, width, min(height, y + int(20 * k)))).copy()


class RulesScene(FormScene):
    transparent = False

    def __init__(self, app, game_id: str) -> None:
        self.game_id = game_id
        self.offset = 0.0
        self.target = 0.0
        self.grab: float | None = None  # where on the thumb the mouse holds it
        super().__init__(app)

    def build(self) -> list[Widget]:
        return [self.button(_("Back"), self.back)]

    def layout(self) -> None:
        w, h = self.app.size
        k = self.app.k
        margin = int(24 * k)
        button_h = max(int(54 * k), theme.line_height(int(22 * k), "bold") + int(16 * k))
        self.sheet = pygame.Rect(0, 0, min(w - 2 * margin, int(940 * k)),
                                 h - 3 * margin - button_h)
        self.sheet.midtop = (w // 2, margin)
        self.view = self.sheet.inflate(-int(96 * k), -int(56 * k))
        self.page = render_page(rules_help.page(self.game_id, language()), self.view.width, k)
        back = self.form.widgets[0]
        back.rect = pygame.Rect(0, 0, max(int(220 * k), theme.font(int(22 * k), "bold").size(
            back.label)[0] + int(48 * k)), button_h)
        back.rect.topright = (self.sheet.right, self.sheet.bottom + margin)
        self.target = self.offset = min(self.offset, self.limit)

    def messages_above(self) -> int | None:
        """Over the foot of the page, clear of its title at the top."""
        return self.view.bottom

    @property
    def limit(self) -> float:
        return max(0, self.page.get_height() - self.view.height)

    def scroll_to(self, y: float) -> None:
        self.target = min(max(0.0, y), self.limit)

    # -- input --------------------------------------------------------------------------------

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_F1, pygame.K_BACKSPACE):
            self.back()
            return True
        if event.key not in SCROLL_KEYS:
            return False
        line = theme.font(px(21, self.app.k, 15)).get_linesize()
        page = self.view.height * 0.9
        moves = {pygame.K_UP: -2 * line, pygame.K_DOWN: 2 * line, pygame.K_PAGEUP: -page,
                 pygame.K_PAGEDOWN: page}
        if event.key == pygame.K_HOME:
            self.scroll_to(0)
        elif event.key == pygame.K_END:
            self.scroll_to(self.limit)
        else:
            self.scroll_to(self.target + moves[event.key])
        return True

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.MOUSEWHEEL:
            line = theme.font(px(21, self.app.k, 15)).get_linesize()
            self.scroll_to(self.target - event.y * 3 * line)
            return None
        if self._scrollbar(event):
            return None
        return super().process_event(event)

    def _scrollbar(self, event: pygame.event.Event) -> bool:
        track, thumb = self.bar()
        if thumb is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and track.inflate(int(24 * self.app.k), 0).collidepoint(event.pos):
            self.grab = event.pos[1] - thumb.y if thumb.collidepoint(event.pos) \
                else thumb.height / 2
        elif event.type == pygame.MOUSEBUTTONUP and self.grab is not None:
            self.grab = None
            return True
        if self.grab is None or event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION):
            return False
        room = track.height - thumb.height
        share = (event.pos[1] - self.grab - track.y) / room if room else 0
        self.scroll_to(share * self.limit)
        self.offset = self.target
        return True

    def bar(self) -> tuple[pygame.Rect, pygame.Rect | None]:
        k = self.app.k
        track = pygame.Rect(self.sheet.right - int(26 * k), self.view.y, int(8 * k),
                            self.view.height)
        if self.limit <= 0:
            return track, None
        share = self.view.height / self.page.get_height()
        thumb_h = max(int(40 * k), int(track.height * share))
        y = track.y + (track.height - thumb_h) * (self.offset / self.limit)
        return track, pygame.Rect(track.x, int(y), track.width, thumb_h)

    def update(self, dt: float) -> None:
        super().update(dt)
        step = (self.target - self.offset) * (1.0 if theme.reduced_motion() else min(1.0, dt * 14))
        self.offset = self.target if abs(self.target - self.offset) < 1 else self.offset + step

    # -- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        theme.felt(surface)
        k = self.app.k
        radius = int(16 * k)
        pygame.draw.rect(surface, theme.FELT_DARK, self.sheet.move(int(5 * k), int(7 * k)),
                         border_radius=radius)
        pygame.draw.rect(surface, PAPER, self.sheet, border_radius=radius)
        pygame.draw.rect(surface, BAR, self.sheet.inflate(-int(16 * k), -int(16 * k)),
                         width=max(1, int(2 * k)), border_radius=max(2, radius - 6))
        area = pygame.Rect(0, int(self.offset), self.view.width,
                           min(self.view.height, self.page.get_height() - int(self.offset)))
        surface.blit(self.page, self.view.topleft, area)
        self._draw_fades(surface, k)
        track, thumb = self.bar()
        if thumb is not None:
            pygame.draw.rect(surface, (226, 218, 198), track, border_radius=track.width // 2)
            pygame.draw.rect(surface, HEADING if self.grab is not None else BAR, thumb,
                             border_radius=track.width // 2)
        self.draw_widgets(surface)
        hint = _("Wheel or ↑/↓ to scroll · Esc to close")
        back = self.form.widgets[0].rect
        size = fit_size(hint, px(17, k), back.left - int(16 * k) - self.sheet.x)
        theme.text(surface, hint, size, (self.sheet.x, back.centery), color=theme.INK_DIM,
                   anchor="midleft")

    def _draw_fades(self, surface: pygame.Surface, k: float) -> None:
        """Soften the text where it runs under the top and bottom edges of the view."""
        depth = int(18 * k)
        for edge, more in ((self.view.top, self.offset > 1),
                           (self.view.bottom - depth, self.offset < self.limit - 1)):
            if not more:
                continue
            fade = pygame.Surface((self.view.width, depth), pygame.SRCALPHA)
            for i in range(depth):
                strength = i / depth if edge != self.view.top else 1 - i / depth
                pygame.draw.line(fade, (*PAPER, int(255 * strength)), (0, i),
                                 (self.view.width, i))
            surface.blit(fade, (self.view.x, edge))
