"""What two ``Layout`` hooks answer when an adapter says nothing: a press's words and where a
seat's picture goes. Apart from the presses and the stage that use the answers, so the base
layout needs neither of them."""

from __future__ import annotations

from typing import Any

import pygame

from ...i18n import _


def press_words(press: Any) -> str:
    """A press's default words, by its kind (a layout may say more)."""
    return {"Flip": _("Flip"), "Slap": _("Slap"), "Totem": _("Totem"),
            "Noise": _("Sound")}.get(type(press).__name__, type(press).__name__)


def default_picture_rect(place: pygame.Rect, size: tuple[int, int],
                         card_dims: tuple[int, int]) -> pygame.Rect:
    """A seat's picture beside its place (all its zones): outwards on the side of the window
    it sits in, else above it, its caption's line left free under it."""
    cw, ch = card_dims
    side = int(ch * 0.95)
    w, h = size
    caption = max(14, ch // 7)
    picture = pygame.Rect(0, 0, side, side)
    gap = max(6, cw // 6)
    if place.centerx >= w // 2:
        picture.midleft = (place.right + gap, place.centery - caption // 2)
    else:
        picture.midright = (place.left - gap, place.centery - caption // 2)
    screen = pygame.Rect(0, 0, w, h)
    if not screen.contains(picture.inflate(0, caption * 2)):
        picture.midbottom = (place.centerx, place.top - gap - caption)
    picture.clamp_ip(screen)
    return picture
