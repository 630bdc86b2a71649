"""A solitaire won: the face-up cards leap from their piles one after another, bounce along the
bottom of the window and leave their trail behind them, as solitaire players have known it
since the first desktop solitaires. Any key or click ends it at once.

It knows no game: it takes the face-up cards the table shows, top cards first.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import pygame

from ..art import card_face

GRAVITY = 2600.0  # pixels/s² at the design height of 800
LAUNCH_EVERY = 0.11  # seconds between two cards leaving their piles
BOUNCE = 0.72  # the share of its speed a card keeps at each bounce
AT_MOST = 9.0  # seconds, whatever happens


@dataclass
class Flyer:
    image: pygame.Surface
    x: float
    y: float
    vx: float
    vy: float


class Cascade:
    def __init__(self, cards: list[tuple[object, float, float]], card_w: int,
                 size: tuple[int, int], seed: int = 0) -> None:
        """``cards``: (card, centre x, centre y) in the order they leave, the first first."""
        rng = random.Random(seed)
        self.size = size
        self.scale = size[1] / 800
        self.waiting = [(card_face(card, card_w), x, y, rng) for card, x, y in cards]
        self.flying: list[Flyer] = []
        self.trail: pygame.Surface | None = None
        self.clock = 0.0
        self.launched = 0.0

    @property
    def done(self) -> bool:
        return self.clock >= AT_MOST or (not self.waiting and not self.flying)

    def update(self, dt: float) -> None:
        self.clock += dt
        self.launched += dt
        while self.waiting and self.launched >= LAUNCH_EVERY:
            self.launched -= LAUNCH_EVERY
            image, x, y, rng = self.waiting.pop(0)
            side = -1 if rng.random() < 0.5 else 1
            self.flying.append(Flyer(image, x - image.get_width() / 2,
                                     y - image.get_height() / 2,
                                     side * rng.uniform(160, 420) * self.scale,
                                     -rng.uniform(0, 700) * self.scale))
        w, h = self.size
        for f in self.flying:
            f.vy += GRAVITY * self.scale * dt
            f.x += f.vx * dt
            f.y += f.vy * dt
            floor = h - f.image.get_height()
            if f.y > floor:
                f.y = floor
                f.vy = -abs(f.vy) * BOUNCE
        self.flying = [f for f in self.flying if -f.image.get_width() < f.x < w]

    def draw(self, surface: pygame.Surface) -> None:
        """Draw over the table as it stood when the match was won: each frame adds the cards
        where they are now to the picture, so their paths stay drawn."""
        if self.trail is None or self.trail.get_size() != surface.get_size():
            self.trail = surface.copy()
        for f in self.flying:
            self.trail.blit(f.image, (int(f.x), int(f.y)))
        surface.blit(self.trail, (0, 0))
