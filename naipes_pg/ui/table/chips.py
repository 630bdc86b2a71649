"""Chips on the table: small stacks the layout places (``chip_stacks``), each with its count
beside it, and chips sliding from a stack that lost some to one that gained them when the
figures change (an ante to the bet, a lost bet to the house's bank, winnings back from it).
A stack with no count is a bank: it is never short, and it pays or takes what the other
stacks' changes do not match. A game that says nothing draws no chips."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

import pygame

from .. import art, theme

SLIDE_S = 0.55  # how long chips take from one stack to another
SHOWN_UP_TO = 8  # chips drawn in one stack, its count saying the rest
FLYING_UP_TO = 3  # chips drawn in one slide


@dataclass(frozen=True)
class ChipStack:
    """A stack of chips standing at the bottom middle of ``rect``, its count beside it, in
    gold when ``lit`` (a bet), its ``label`` under it if any; ``key`` names it from one
    moment to the next ("bet:2"), and ``count`` None makes it a bank."""

    key: str
    rect: pygame.Rect
    count: int | None
    lit: bool = False
    label: str = ""  # words under the stack where its place says too little ("Bote")


@dataclass
class Slide:
    frm: tuple[int, int]
    to: tuple[int, int]
    chips: int
    left: float = SLIDE_S


class Chipped(Protocol):
    """What the chips read of the table: the layout's stacks for the figures shown."""

    layout: Any
    boxes: Any


class Informed(Protocol):
    info: dict[str, Any]


def slides(before: dict[str, ChipStack], after: dict[str, ChipStack]) -> list[Slide]:
    """The slides that carry the chips from the stacks that lost them to those that gained
    them, in order; the bank pays or takes the rest."""
    def moved(key: str) -> int:
        old, new = before.get(key), after[key]
        return 0 if old is None or new.count is None or old.count is None \
            else new.count - old.count

    losses = [[after[key], -moved(key)] for key in after if moved(key) < 0]
    gains = [[after[key], moved(key)] for key in after if moved(key) > 0]
    bank = next((stack for stack in after.values() if stack.count is None), None)
    found: list[Slide] = []
    for gain in gains:
        for loss in losses:
            n = min(gain[1], loss[1])
            if n > 0:
                found.append(Slide(loss[0].rect.center, gain[0].rect.center, n))
                gain[1] -= n
                loss[1] -= n
        if gain[1] > 0 and bank is not None:
            found.append(Slide(bank.rect.center, gain[0].rect.center, gain[1]))
    found += [Slide(loss[0].rect.center, bank.rect.center, loss[1])
              for loss in losses if loss[1] > 0 and bank is not None]
    return found


class Chips:
    def __init__(self, table: Chipped, hud: Informed) -> None:
        self.table = table
        self.hud = hud
        self.last: dict[str, ChipStack] = {}
        self.sliding: list[Slide] = []

    def update(self, dt: float) -> None:
        for slide in self.sliding:
            slide.left -= dt
        self.sliding = [slide for slide in self.sliding if slide.left > 0]

    @property
    def moving(self) -> bool:
        return bool(self.sliding)

    def draw(self, surface: pygame.Surface, k: float) -> None:
        stacks = {stack.key: stack for stack in self.table.layout.chip_stacks(
            surface.get_size(), self.table.boxes, self.hud.info)}
        if self.last and stacks.keys() == self.last.keys() and not theme.reduced_motion():
            self.sliding += slides(self.last, stacks)
        self.last = stacks
        for stack in stacks.values():
            self._stack(surface, stack, k)
        for slide in self.sliding:
            self._slide(surface, slide)

    def _side(self, stack: ChipStack) -> int:
        return max(8, min(stack.rect.w, stack.rect.h) * 2 // 3)

    def _stack(self, surface: pygame.Surface, stack: ChipStack, k: float) -> None:
        side = self._side(stack)
        chip = art.chip(side)
        shown = SHOWN_UP_TO if stack.count is None else min(stack.count, SHOWN_UP_TO)
        size = max(11, int(16 * k))
        words = theme.font(size, "bold").get_linesize() if stack.count is not None else 0
        # the stack and its count inside the room: a tall stack closes up
        step = max(1, min(side // 6, (stack.rect.h - side - words) // max(1, shown - 1)))
        x, bottom = stack.rect.centerx - side // 2, stack.rect.bottom - side
        if stack.count == 0:  # no chips: where they would be, faint
            pygame.draw.ellipse(surface, theme.INK_DIM, pygame.Rect(x, bottom, side, side),
                                max(1, int(2 * k)))
        for i in range(shown):
            surface.blit(chip, (x, bottom - i * step))
        theme.record(stack.rect, "chips", stack.key, stack.count)
        if stack.label:
            theme.text(surface, stack.label, size, (stack.rect.centerx, stack.rect.bottom),
                       anchor="midtop", color=theme.INK_DIM, shadow=True)
        if stack.count is not None:
            theme.text(surface, str(stack.count), size,
                       (stack.rect.centerx, bottom - max(0, shown - 1) * step),
                       anchor="midbottom",
                       color=theme.GOLD if stack.lit else theme.INK, kind="bold", shadow=True)

    def _slide(self, surface: pygame.Surface, slide: Slide) -> None:
        done = 1.0 - slide.left / SLIDE_S
        ease = done * done * (3 - 2 * done)
        x = slide.frm[0] + (slide.to[0] - slide.frm[0]) * ease
        y = slide.frm[1] + (slide.to[1] - slide.frm[1]) * ease
        side = max(10, surface.get_height() // 40)
        chip = art.chip(side)
        for i in range(min(slide.chips, FLYING_UP_TO)):
            surface.blit(chip, (int(x) - side // 2 + i * 3, int(y) - side // 2 - i * 3))
