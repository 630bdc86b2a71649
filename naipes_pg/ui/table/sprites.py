"""Card sprites: a card (or a face-down unknown), where it is, and how it is drawn.

A sprite knows a card only when the viewer may: an opponent's card is ``None`` until an event
reveals it, so the table cannot draw what the viewer must not see.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from ...cards import Card
from .. import art, theme

# The top-left part of a face where the art prints the rank, in the colour of the suit (and,
# on French cards, the suit sign under it), as fractions of the card: the Spanish index box
# of tools/sprites_spanish.py is 10..50 × 10..64 of 240 × 368; the French rank and sign
# reach down to 83. Cards may overlap one another down to this corner, never over it.
INDEX_CORNER = {"spanish": (0.21, 0.175), "french": (0.21, 0.23)}
LIFT = 0.12  # how far a card raised under the pointer rises, in card heights
STACK_SHOWN = 3  # the cards of a squared-up pile the table draws (the rest lie hidden under)


class CardSprite:
    __slots__ = ("card", "x", "y", "face_up", "flip", "lift", "zone", "glow", "scale", "turn")

    def __init__(self, card: Card | None, x: float, y: float, face_up: bool, zone: str) -> None:
        self.card = card
        self.x, self.y = x, y
        self.face_up = face_up and card is not None
        self.flip = 1.0  # 0→1 while turning over: the face changes at the half
        self.lift = 0.0  # 0→1 as the card is raised (hover, drag, selection)
        self.zone = zone
        self.glow: tuple[int, int, int] | None = None
        self.scale = 1.0
        self.turn = 0  # quarter turns: 1 lies crosswise (Brisca's trump under the stock)

    @property
    def shows_face(self) -> bool:
        return self.face_up and self.card is not None and (self.flip >= 0.5)

    def rect(self, card_w: int, card_h: int) -> pygame.Rect:
        w, h = int(card_w * self.scale), int(card_h * self.scale)
        if self.turn % 2:
            w, h = h, w
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (int(self.x), int(self.y - self.lift * card_h * LIFT))
        return rect

    def __repr__(self) -> str:
        return f"<CardSprite {self.card} {'up' if self.face_up else 'down'} {self.zone}>"


def drawn_order(piles: dict[str, list[CardSprite]], stacks: set[str]) -> list[CardSprite]:
    """The sprites at rest in the order the table draws them, the last on top: pile after
    pile, a squared-up pile (a zone in ``stacks``) showing only its top three cards."""
    return [sprite for zone, pile in piles.items()
            for sprite in (pile[-STACK_SHOWN:] if zone in stacks else pile)]


def sprite_at(piles: dict[str, list[CardSprite]], stacks: set[str], pos: tuple[int, int],
              card_w: int, card_h: int) -> CardSprite | None:
    """The card seen at ``pos``: the one drawn last of those under it (a card lying over
    another hides it there)."""
    for sprite in reversed(drawn_order(piles, stacks)):
        if sprite.rect(card_w, card_h).collidepoint(pos):
            return sprite
    return None


@lru_cache(maxsize=8)
def _shadow(card_w: int, card_h: int) -> pygame.Surface:
    pad = max(4, card_w // 12)
    surf = pygame.Surface((card_w + 2 * pad, card_h + 2 * pad), pygame.SRCALPHA)
    for i in range(pad, 0, -1):
        alpha = int(70 * (1 - i / pad) ** 2) + 6
        pygame.draw.rect(surf, (0, 0, 0, alpha), surf.get_rect().inflate(-2 * i, -2 * i),
                         border_radius=card_w // 10 + i)
    return surf.convert_alpha() if pygame.display.get_surface() is not None else surf


@lru_cache(maxsize=16)
def _turned(image: pygame.Surface, turn: int) -> pygame.Surface:
    return pygame.transform.rotate(image, 90 * turn)


@lru_cache(maxsize=256)
def _shadowed(image: pygame.Surface, shadow: pygame.Surface, offset: int) -> pygame.Surface:
    """A card with its shadow under it, put together once (the shadow's size, centred on it):
    half the pixels to blend of drawing the two apart."""
    both = shadow.copy()
    both.blit(image, image.get_rect(center=(both.get_width() // 2 - offset,
                                            both.get_height() // 2 - offset)))
    return both


def draw_card(surface: pygame.Surface, sprite: CardSprite, card_w: int, card_h: int,
              back: str) -> bool:
    """Draw one sprite; returns True when a face was drawn (tests check which)."""
    rect = sprite.rect(card_w, card_h)
    turning = sprite.flip < 1 and not theme.reduced_motion()  # else the face just changes
    squeeze = abs(math.cos(math.pi * sprite.flip)) if turning else 1.0
    width = max(1, int(rect.width * squeeze))
    shadow = _shadow(rect.width, rect.height)
    offset = int(card_w * (0.04 + 0.08 * sprite.lift))
    face = sprite.shows_face
    upright = rect.height if sprite.turn % 2 else rect.width
    image = art.card_face(sprite.card, upright) if face else art.card_back(back, upright)
    if sprite.turn:
        image = _turned(image, sprite.turn)
    if width == rect.width and sprite.lift == 0.0:  # a card at rest: one blit, not two
        both = _shadowed(image, shadow, offset)
        surface.blit(both, both.get_rect(center=(rect.centerx + offset, rect.centery + offset)))
    else:
        surface.blit(shadow, shadow.get_rect(center=(rect.centerx + offset,
                                                     rect.centery + offset)))
        if width != rect.width:
            image = pygame.transform.smoothscale(image, (width, rect.height))
        surface.blit(image, image.get_rect(center=rect.center))
    if sprite.glow:
        pygame.draw.rect(surface, sprite.glow, rect.inflate(6, 6), width=max(3, card_w // 28),
                         border_radius=card_w // 9)
    pad = shadow.get_width() - rect.width + 2 * offset + 8
    theme.record(rect.inflate(pad, pad), "card", sprite.card if face else back,
                 round(sprite.flip, 3), sprite.glow, sprite.turn)
    return face


def raised_by(card_h: int, k: float) -> int:
    """How far above its place a card raised under the pointer reaches, with the focus ring
    the table draws 6 px round it, and a hair."""
    return int(card_h * LIFT) + 6 + max(3, int(4 * k))


def index_corner(rect: pygame.Rect, card: Card | None, turned: int = 0) -> pygame.Rect:
    """Where ``card``'s index lies when it is drawn in ``rect``; ``turned``: laid crosswise,
    a quarter turn to the left (1: the corner then at the bottom left) or to the right (-1:
    at the top right), as ``hud_marks.draw_mark`` lays it."""
    fw, fh = INDEX_CORNER[art.deck_of(card)] if card is not None else INDEX_CORNER["spanish"]
    if turned:
        width, height = round(rect.width * fh), round(rect.height * fw)
        left = rect.left if turned > 0 else rect.right - width
        top = rect.bottom - height if turned > 0 else rect.top
        return pygame.Rect(left, top, width, height)
    return pygame.Rect(rect.left, rect.top, round(rect.width * fw), round(rect.height * fh))


def draw_slot(surface: pygame.Surface, rect: pygame.Rect, card_w: int) -> None:
    """The faint outline of an empty place."""
    theme.outline(surface, theme.FELT_LIGHT, rect.inflate(8, 8), max(2, card_w // 40),
                  card_w // 9)
