"""The marks of a gesture in progress, drawn over the cards: the legal targets of a card
picked up (the one aimed at lit), the place and card under the pointer, the choices one
gesture offers, the keyboard's focus, and the buttons of the actions no card or place does."""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from ...cards import Card
from .. import theme
from ..widgets import Button, draw_button
from .buttons import button_height, button_label
from .layout import Layout, Lying
from .reach import Reach
from .sprites import CardSprite, raised_by
from .stepper import CONFIRM, LESS, MORE, Stepper


class Window(Protocol):
    @property
    def k(self) -> float: ...

    @property
    def size(self) -> tuple[int, int]: ...


class Markable(Lying, Protocol):
    """What is read of the table to draw the marks."""

    app: Window
    layout: Layout

    @property
    def bottom(self) -> int: ...

    def busy(self) -> bool: ...


class Gesture(Protocol):
    """The gesture in progress (the input's state); the buttons drawn are noted back."""

    dragged: CardSprite | None
    selected: CardSprite | None
    hovered: CardSprite | None
    hover_target: str | None
    hover_place: str | None
    target_index: int
    keyboard: bool
    choices: list[Any]
    choice_index: int
    buttons: list[tuple[Button, Any]]
    button_focus: int | None
    stepper: Stepper

    def focused(self) -> CardSprite | str | None: ...


class Marks:
    def __init__(self, table: Markable, reach: Reach, gesture: Gesture) -> None:
        self.table = table
        self.reach = reach
        self.gesture = gesture

    def draw(self, surface: pygame.Surface) -> None:
        """The marks of the gesture in progress: lit targets, the place and card under the
        pointer, the choices on offer, the keyboard's focus and the action buttons."""
        table, g = self.table, self.gesture
        k = table.app.k
        card = g.dragged.card if g.dragged else g.selected.card if g.selected else None
        if card is not None:
            targets = self.reach.targets(card)
            lit = [zone for zone, box in table.boxes.items()
                   if (box.drop_target or zone) in targets]
            for rect, zone in zip(self.lit_rects(lit, card), lit, strict=True):
                name = table.boxes[zone].drop_target or zone
                hot = name == self.gesture.hover_target or (
                    self.gesture.selected is not None and self.gesture.dragged is None
                    and targets[self.gesture.target_index % len(targets)] == name)
                colour = theme.HIGHLIGHT if hot else theme.LEGAL
                theme.outline(surface, colour, rect, max(2, int(4 * k)), self._radius())
        self._draw_hover_place(surface, k)
        self._draw_hovered(surface, k)
        self._draw_choices(surface)
        self._draw_focus(surface, k)
        self._draw_buttons(surface, k)

    def lit_rects(self, zones: list[str], card: Card | None = None) -> list[pygame.Rect]:
        """The outlines of ``zones`` lit as places: each hugs its slot (the place and the top
        card on it; for ``card`` on its way, the spot it would land on, where the box places
        cards by what they are), a little out, and keeps to its half of the gap to every other
        place, so places side by side (a grid's cells, a row of foundations) lit at once never
        run into each other nor into a neighbour's slot."""
        cw, ch = self.table.card_dims
        slots = {zone: rect for zone in self.table.boxes
                 if (rect := self.reach.place_rect(zone)) is not None}
        rects = []
        for zone in zones:
            box = self.table.boxes.get(zone)
            spot = box.landing(card, cw, ch) if box is not None and card is not None else None
            slot = spot or slots.get(zone, pygame.Rect(0, 0, 0, 0))
            rects.append(fitted(slot, [rect for other, rect in slots.items() if other != zone],
                                max(4, cw // 14)))
        return rects

    def _radius(self) -> int:
        return self.table.card_dims[0] // 9

    def _draw_hovered(self, surface: pygame.Surface, k: float) -> None:
        """With reduced motion, the card under the pointer is ringed where it lies instead of
        rising to meet it."""
        g = self.gesture
        sprite = g.hovered
        if (not theme.reduced_motion() or sprite is None or g.keyboard or g.dragged is not None
                or self.table.busy() or not self.reach.touchable(sprite)):
            return
        cw, ch = self.table.card_dims
        theme.outline(surface, theme.FOCUS, sprite.rect(cw, ch).inflate(12, 12),
                      max(3, int(4 * k)), cw // 8)

    def _draw_hover_place(self, surface: pygame.Surface, k: float) -> None:
        """The place under the pointer that a click acts on, lit as a legal drop is."""
        if self.gesture.hover_place is None or self.gesture.dragged is not None:
            return
        rect = self.reach.place_rect(self.gesture.hover_place)
        if rect is None or self.gesture.hover_place not in self.reach.places():
            return
        theme.outline(surface, theme.HIGHLIGHT, self.lit_rects([self.gesture.hover_place])[0],
                      max(2, int(4 * k)), self._radius())

    def _draw_choices(self, surface: pygame.Surface) -> None:
        """Every card some choice takes outlined, the current choice's lit and thicker; a
        choice that takes nothing lights the place where the card would lie."""
        choices = self.gesture.choices
        if not choices:
            return
        current = choices[self.gesture.choice_index]
        cw, ch = self.table.card_dims
        k = self.table.app.k
        layout = self.table.layout
        lit, lit_zones = (set(part) for part in layout.involved(current))
        offered = {c for act in choices for c in layout.involved(act)[0]}
        offered_zones = {z for act in choices for z in layout.involved(act)[1]}
        for sprites in self.table.piles.values():
            for sprite in sprites:
                if sprite.card in offered and sprite.card not in lit:
                    theme.outline(surface, theme.LEGAL, sprite.rect(cw, ch).inflate(8, 8),
                                  max(2, int(3 * k)), cw // 9)
        for zone in offered_zones - lit_zones:
            self.outline_place(surface, zone, theme.LEGAL, max(2, int(3 * k)))
        for sprites in self.table.piles.values():
            for sprite in sprites:
                if sprite.card in lit:
                    theme.outline(surface, theme.HIGHLIGHT, sprite.rect(cw, ch).inflate(14, 14),
                                  max(4, int(6 * k)), cw // 8)
        for zone in lit_zones:
            self.outline_place(surface, zone, theme.HIGHLIGHT, max(4, int(6 * k)))
        if not lit and not lit_zones:
            target = getattr(current, "target", "")
            if target in self.table.boxes:
                theme.outline(surface, theme.HIGHLIGHT, self.lit_rects([target])[0],
                              max(3, int(5 * k)), self._radius())

    def outline_place(self, surface: pygame.Surface, zone: str, colour: Any, width: int) -> None:
        """A ring round ``zone``'s slot (a choice's place, the hint's), as a lit place's."""
        if zone in self.table.boxes:
            theme.outline(surface, colour, self.lit_rects([zone])[0], width, self._radius())

    def _draw_focus(self, surface: pygame.Surface, k: float) -> None:
        g = self.gesture
        if not g.keyboard or g.choices or g.button_focus is not None:
            return
        item = self.gesture.focused()
        if item is None:
            return
        cw, ch = self.table.card_dims
        rect = self.reach.place_rect(item) if isinstance(item, str) else item.rect(cw, ch)
        if rect is not None:
            theme.outline(surface, theme.FOCUS, rect.inflate(12, 12), max(3, int(4 * k)),
                          cw // 8)

    def _draw_buttons(self, surface: pygame.Surface, k: float) -> None:
        """The buttons of the actions no card or place makes, in a row over the hand; the
        actions that differ by an amount alone as one stepper, in a row of its own above."""
        stepper = self.gesture.stepper
        others = stepper.offer(self.reach.other_actions())
        presses = [LESS, MORE, CONFIRM] if stepper.offered else []
        if [act for _button, act in self.gesture.buttons] != others + presses:
            self.gesture.button_focus = None  # the buttons changed: the keys go back to the cards
        self.gesture.buttons = []
        if not others and not presses:
            return
        height, gap = button_height(k), int(12 * k)
        centre, y = self._row_place(height, k)
        if others:
            self._draw_row(surface, others, centre, y, k)
            y -= height + gap
        if presses:
            layout, focus = self.table.layout, self.gesture.button_focus
            drawn = stepper.draw(surface, centre, y, height, k,
                                 layout.amount_words(stepper.chosen),
                                 layout.amount_heading(stepper.chosen),
                                 None if focus is None else focus - len(others))
            self.gesture.buttons += drawn

    def _row_place(self, height: int, k: float) -> tuple[int, int]:
        """The centre (x) and top (y) of the row of buttons: over the hand, above the prompt
        and a raised card, else where the layout says."""
        hand_box = self.table.boxes.get(self.table.layout.seat_zone(self.table.bottom))
        if hand_box is not None:
            line = theme.font(int(19 * k), "bold").get_linesize()
            above = raised_by(self.table.card_dims[1], k) + int(6 * k) + line + int(8 * k)
            centre, y = hand_box.rect.centerx, hand_box.rect.top - above - height
        else:  # no hand to put them over: where the layout says
            centre, y = self.table.layout.button_row(self.table.app.size, k)
        return centre, min(y, self.table.app.size[1] - height - int(8 * k))  # large words

    def _draw_row(self, surface: pygame.Surface, others: list[Any], centre: int, y: int,
                  k: float) -> None:
        labels = [button_label(self.table.layout, act) for act in others]
        words = theme.font(int(22 * k * 0.85), "bold")  # as draw_button draws them below
        width = max([int(190 * k)] + [words.size(label)[0] + int(36 * k) for label in labels])
        height, gap = button_height(k), int(12 * k)
        room = self.table.app.size[0] - int(32 * k)
        width = min(width, (room - (len(others) - 1) * gap) // len(others))
        total = len(others) * width + (len(others) - 1) * gap
        x = max(int(16 * k), min(centre - total // 2, room + int(16 * k) - total))
        for i, (act, label) in enumerate(zip(others, labels, strict=True)):
            button = Button(label, rect=pygame.Rect(x + i * (width + gap), y, width, height))
            self.gesture.buttons.append((button, act))
            draw_button(surface, button, k * 0.85, focused=self.gesture.button_focus == i)


def fitted(slot: pygame.Rect, others: list[pygame.Rect], margin: int) -> pygame.Rect:
    """``slot`` grown by ``margin`` on every side, or less where another place lies nearer:
    an outline keeps to its half of the gap (a place over or inside this one is no
    neighbour)."""
    room = margin
    for other in others:
        gap = max(other.left - slot.right, slot.left - other.right,
                  other.top - slot.bottom, slot.top - other.bottom)
        if gap > 0:
            room = min(room, max(0, gap // 2 - 1))
    return slot.inflate(2 * room, 2 * room)
