"""The presses of a real-time game, on the screen (RULES.md 0.6, "Input devices").

One person at the table: a pad of large buttons, one per key of his block (FLIP, SLAP or
TOTEM, one per animal…), each with its picture, its words and its key, so the game is played
by mouse as well as by keys. Several people at one keyboard: each seat's keys are drawn at
its place, as small keycaps with their pictures, so everyone finds his own without a manual.
A key or button pressed lights for a moment: the press is seen the frame it is made.

What a press looks like (words, picture) is the layout adapter's ``press_face``; where the pad
lies, its ``press_pad``. A block with a single press (Escoba's slap) keeps the HUD's race
button instead, with its countdown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from .. import art, theme
from ..widgets import Button

if TYPE_CHECKING:
    from .layout import Layout, ZoneBox
    from .reflex import Reflex

KEYCAP = 30  # a keycap's side at the design size
PER_ROW = 8  # the most press buttons side by side; more take two rows


class Captioned(Protocol):
    info: dict[str, Any]

    def seat_anchor(self, seat: int, size: tuple[int, int]) -> Any: ...


class Pressing(Protocol):
    """What the pad reads of the table: the layout, the seats' places."""

    app: Any  # its settings (the card back)
    match: Any
    layout: Layout

    @property
    def boxes(self) -> dict[str, ZoneBox]: ...


class PressPad:
    def __init__(self, table: Pressing, race: Reflex, hud: Captioned) -> None:
        self.table = table
        self.race = race  # whose presses, their keys, which are lit
        self.hud = hud  # the figures, the seats' names the keys lie under
        self.buttons: list[tuple[Button, tuple[int, int]]] = []  # (button, (seat, key index))

    def faces(self, seat: int) -> list[tuple[int, str, str | None]]:
        """(key index, words, picture) of each key of ``seat``'s block that sends something."""
        game, layout = self.table.match.game, self.table.layout
        info = self.hud.info
        faces = [(i, layout.press_face(press, info))
                 for i, press in enumerate(game.presses(seat)) if press is not None]
        return [(i, *face) for i, face in faces if face is not None]

    def solo_seat(self) -> int | None:
        """The one person's seat, when the pad (not the race button) is his."""
        reflex = self.race
        humans = reflex.humans()
        if not reflex.open or len(humans) != 1 or len(self.faces(humans[0])) < 2:
            return None
        return humans[0]

    def area(self, size: tuple[int, int], k: float) -> pygame.Rect | None:
        """Where the lone player's buttons lie now (None: none drawn), for the words to keep
        off."""
        seat = self.solo_seat()
        if seat is None:
            return None
        return self.table.layout.press_pad(size, k, len(self.faces(seat)))

    def draw(self, surface: pygame.Surface, k: float) -> None:
        self.buttons = []
        reflex = self.race
        if not reflex.open:
            return
        seat = self.solo_seat()
        if seat is not None:
            self._draw_pad(surface, k, seat)
        elif len(reflex.humans()) > 1:
            for human in reflex.humans():
                if len(self.faces(human)) > 1:
                    self._draw_legend(surface, k, human)

    # -- one person: large buttons ---------------------------------------------------------------

    def _draw_pad(self, surface: pygame.Surface, k: float, seat: int) -> None:
        faces = self.faces(seat)
        area = self.table.layout.press_pad(surface.get_size(), k, len(faces))
        gap = int(8 * k)
        rows = 1 if len(faces) <= PER_ROW else 2
        across = -(-len(faces) // rows)
        width = (area.width - gap * (across - 1)) // across
        height = (area.height - gap * (rows - 1)) // rows
        names = self.race.key_names(seat)
        flashes = self.race.flashes
        for n, (index, words, picture) in enumerate(faces):
            row, col = divmod(n, across)
            rect = pygame.Rect(area.x + col * (width + gap), area.y + row * (height + gap),
                               width, height)
            button = Button(label=words, rect=rect)
            self.buttons.append((button, (seat, index)))
            key = names[index] if index < len(names) else ""
            lit = (seat, index) in flashes
            self._draw_face(surface, rect, k, words, picture, key, lit)

    def _draw_face(self, surface: pygame.Surface, rect: pygame.Rect, k: float, words: str,
                   picture: str | None, key: str, lit: bool) -> None:
        radius = int(14 * k)
        theme.record(rect, "press", words, key, lit)
        pygame.draw.rect(surface, theme.FELT_DARK, rect.move(0, int(4 * k)),
                         border_radius=radius)
        pygame.draw.rect(surface, theme.GOLD if lit else theme.BUTTON, rect,
                         border_radius=radius)
        pygame.draw.rect(surface, theme.BUTTON_TEXT, rect, width=max(1, int(2 * k)),
                         border_radius=radius)
        size = theme.fit_size(words, int(16 * k), rect.width - int(10 * k), "bold")
        text_h = max(int(18 * k), theme.line_height(size, "bold"))
        room = rect.height - text_h - int(12 * k)
        if picture and room > int(24 * k):
            side = min(room, rect.width - int(12 * k))
            image = picture_image(picture, side, self.table.app.settings.card_back)
            surface.blit(image, image.get_rect(midtop=(rect.centerx, rect.top + int(5 * k))))
        theme.text(surface, words, size, (rect.centerx, rect.bottom - int(6 * k)),
                   color=theme.BUTTON_TEXT, kind="bold", anchor="midbottom")
        if key:
            cap = keycap_rect(rect.topleft, k).move(int(5 * k), int(5 * k))
            draw_keycap(surface, cap, key, k, lit)

    # -- several people: each seat's keys at its place -------------------------------------------

    def _draw_legend(self, surface: pygame.Surface, k: float, seat: int) -> None:
        anchor = self.hud.seat_anchor(seat, surface.get_size())
        if anchor is None:
            return
        names = self.race.key_names(seat)
        faces = self.faces(seat)
        side = int(KEYCAP * k)
        gap = int(4 * k)
        width = len(faces) * (side * 2 + gap) - gap
        # under the name, aligned as its lines are: away from the seat's cards
        box = self.table.boxes.get(self.table.layout.seat_zone(seat))
        words_side = box.text_side if box else ""
        x = {"right": anchor.x, "left": anchor.right - width}.get(
            words_side, anchor.centerx - width // 2)
        y = anchor.bottom + gap
        bounds = pygame.Rect((0, 0), surface.get_size()).inflate(-int(8 * k), -int(8 * k))
        strip = pygame.Rect(x, y, width, side).clamp(bounds)
        flashes = self.race.flashes
        for n, (index, words, picture) in enumerate(faces):
            cell = pygame.Rect(strip.x + n * (side * 2 + gap), strip.y, side * 2, side)
            lit = (seat, index) in flashes
            key = names[index] if index < len(names) else "?"
            draw_keycap(surface, pygame.Rect(cell.topleft, (side, side)), key, k, lit)
            if picture:
                image = picture_image(picture, side, self.table.app.settings.card_back)
                surface.blit(image, image.get_rect(center=(cell.x + side * 3 // 2,
                                                           cell.centery)))
            else:
                theme.text(surface, words[:6], int(12 * k), (cell.x + side + 2, cell.centery),
                           color=theme.INK, anchor="midleft")
            theme.record(cell, "key", seat, words, key, lit)

    def hit(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        for button, press in self.buttons:
            if button.rect.collidepoint(pos):
                return press
        return None


def picture_image(name: str, side: int, back: str) -> pygame.Surface:
    """A press's picture fitting a square of ``side``: ``"card:back"`` is the deck's back
    (a flip), anything else a picture of ``art.picture``."""
    if name == "card:back":
        width = max(8, int(side / art.CARD_H * art.CARD_W))
        return art.card_back(back, width)
    return art.picture(name, side)


def keycap_rect(topleft: tuple[int, int], k: float) -> pygame.Rect:
    side = int(KEYCAP * k)
    return pygame.Rect(topleft, (side, side))


def draw_keycap(surface: pygame.Surface, rect: pygame.Rect, key: str, k: float,
                lit: bool) -> None:
    """A key as it sits on the keyboard: its letter on a cream cap, gold while pressed."""
    radius = max(2, int(5 * k))
    pygame.draw.rect(surface, theme.FELT_DARK, rect.move(0, max(1, int(2 * k))),
                     border_radius=radius)
    pygame.draw.rect(surface, theme.GOLD if lit else theme.BUTTON, rect, border_radius=radius)
    pygame.draw.rect(surface, theme.BUTTON_TEXT, rect, width=1, border_radius=radius)
    size = theme.fit_size(key.upper(), int((16 if len(key) <= 2 else 10) * k), rect.width - 2,
                          "bold")
    theme.text(surface, key.upper(), size, rect.center, color=theme.BUTTON_TEXT, kind="bold",
               anchor="center")
