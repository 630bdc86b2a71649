"""The person's own order of his hand, where the layout keeps it (``HandHooks.own_order``): a
card dragged within the hand and dropped there moves to that place (Shift+←/→ move the card
the keyboard is on), a "sort" button and key put the hand in the layout's order
(``sorted_hand``), the groups the hand holds now are marked under their cards, a colour
each, with the layout's words beside the hand (``hand_marks``), and the moves the rules
pre-select are ringed on their cards, a button (and S) making the first (``preselected``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import pygame

from ...i18n import _
from .. import theme
from ..widgets import Button, draw_button
from .buttons import button_height
from .layout import Layout, Lying
from .sprites import CardSprite

SORT_KEY = pygame.K_o
TAKE_KEY = pygame.K_s
CLICK_SLOP = 8  # as the input's: a press that moves less is a click, not a drag
# the groups' colours, told apart from the suits', the table's own marks and the hint's blue
GROUP_COLOURS = ((255, 150, 60), (190, 110, 240), (80, 210, 170), (240, 90, 140))


class Window(Protocol):
    @property
    def k(self) -> float: ...

    @property
    def size(self) -> tuple[int, int]: ...


class Arranged(Lying, Protocol):
    """The table as the hand's order reads and moves it."""

    app: Window
    layout: Layout

    @property
    def viewer(self) -> int | None: ...

    def place(self, zone: str, duration: float | None = None) -> None: ...


class Held(Protocol):
    """The gesture in progress (the input's state) that a move within the hand ends."""

    dragged: CardSprite | None
    pressed_at: tuple[int, int] | None
    focus: int

    def focused(self) -> Any: ...


Aim = Callable[[tuple[int, int], CardSprite], str | None]
Play = Callable[[Any, str], bool]


class HandOrder:
    """``table`` holds the cards, ``gesture`` the drag or focus in progress, ``aim`` says
    where a drop at a point would play a card (None: nowhere), ``play`` plays a card to a
    place as a drop there does, ``info`` gives the figures the table shows now."""

    def __init__(self, table: Arranged, gesture: Held, aim: Aim, play: Play,
                 info: Callable[[], dict[str, Any]]) -> None:
        self.table = table
        self.gesture = gesture
        self.aim = aim
        self.play = play
        self.info = info
        self.button = Button(_("Sort (O)"))
        self.take_button = Button("")
        self.words = ""

    @property
    def zone(self) -> str | None:
        viewer = self.table.viewer
        return f"hand:{viewer}" if viewer is not None else None

    @property
    def hand(self) -> list[CardSprite]:
        zone = self.zone
        return self.table.piles.get(zone, []) if zone is not None else []

    def active(self) -> bool:
        return self.table.layout.own_order() and bool(self.hand)

    # -- events --------------------------------------------------------------------------------

    def process_event(self, event: pygame.event.Event) -> bool:
        """True when the event sorted or moved a card of the hand."""
        if not self.active():
            return False
        if event.type == pygame.KEYDOWN and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            if event.key == SORT_KEY:
                return self.sort()
            if event.key == TAKE_KEY:
                return self.take()
            if event.mod & pygame.KMOD_SHIFT and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                return self._shift(1 if event.key == pygame.K_RIGHT else -1)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.button.rect.w and self.button.rect.collidepoint(event.pos):
                return self.sort()
            if self.take_button.rect.w and self.take_button.rect.collidepoint(event.pos):
                return self.take()
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._dropped(event.pos)
        return False

    def sort(self) -> bool:
        """The hand in the layout's order; False when the layout offers no sort."""
        hand = self.hand
        cards = [s.card for s in hand]
        if any(card is None for card in cards):
            return False
        order = self.table.layout.sorted_hand(cards, self.info())
        if order is None or sorted(map(str, order)) != sorted(map(str, cards)):
            return False
        by_card = {s.card: s for s in hand}
        self._set([by_card[card] for card in order])
        return True

    def take(self) -> bool:
        """The first move the rules pre-select, made; False when there is none."""
        chosen = self.table.layout.preselected(self.info())
        if chosen is None or not chosen.moves:
            return False
        card, place = chosen.moves[0]
        self.play(card, place)
        return True

    def move(self, sprite: CardSprite, index: int) -> None:
        """``sprite`` to place ``index`` of the hand, the others closing up round it."""
        others = [s for s in self.hand if s is not sprite]
        index = max(0, min(index, len(others)))
        self._set(others[:index] + [sprite] + others[index:])

    def _set(self, order: list[CardSprite]) -> None:
        zone = self.zone
        assert zone is not None
        self.table.piles[zone][:] = order
        self.table.place(zone, 0.2)

    def _dropped(self, pos: tuple[int, int]) -> bool:
        """A card of the hand dragged and let go over the hand, where it goes nowhere else,
        takes the place it was let go at."""
        sprite, start = self.gesture.dragged, self.gesture.pressed_at or pos
        zone = self.zone
        if sprite is None or sprite not in self.hand or zone is None:
            return False
        if abs(pos[0] - start[0]) + abs(pos[1] - start[1]) <= CLICK_SLOP:
            return False
        box = self.table.boxes.get(zone)
        cw = self.table.card_dims[0]
        if box is None or not box.rect.inflate(cw, box.rect.h // 2).collidepoint(pos):
            return False
        if self.aim(pos, sprite) is not None:
            return False
        self.gesture.dragged = None
        sprite.lift = 0.0
        self.move(sprite, sum(1 for s in self.hand if s is not sprite and s.x < pos[0]))
        return True

    def _shift(self, step: int) -> bool:
        focused = self.gesture.focused()
        hand = self.hand
        if focused not in hand:
            return False
        index = max(0, min(len(hand) - 1, hand.index(focused) + step))
        self.move(focused, index)
        self.gesture.focus = index
        return True

    # -- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """The groups' marks under their cards, the words and the sort button beside the hand."""
        self.button.rect = pygame.Rect(0, 0, 0, 0)
        self.take_button.rect = pygame.Rect(0, 0, 0, 0)
        if not self.active():
            return
        k = self.table.app.k
        cw, ch = self.table.card_dims
        cards = [s.card for s in self.hand]
        if any(card is None for card in cards):
            return
        marks = self.table.layout.hand_marks(cards, self.info())
        if marks is not None:
            self._draw_groups(surface, marks.groups, cw, ch, k)
        # beside the hand, from its foot up: the sort button, the pre-selection's, the words
        rects = [s.rect(cw, ch) for s in self.hand]
        left = max(r.right for r in rects) + int(14 * k)
        bottom = max(r.bottom for r in rects)
        if self.table.layout.sorted_hand(cards, self.info()) is not None:
            bottom = self._button(surface, self.button, _("Sort (O)"), left, bottom)
        chosen = self.table.layout.preselected(self.info())
        if chosen is not None and chosen.moves:
            self._ring(surface, chosen)
            bottom = self._button(surface, self.take_button, chosen.button, left, bottom)
        if marks is not None and marks.words:
            theme.text(surface, marks.words, int(18 * k), (left, bottom),
                       color=theme.INK, anchor="bottomleft", shadow=True)

    def _button(self, surface: pygame.Surface, button: Button, label: str, left: int,
                bottom: int) -> int:
        """``button`` drawn with ``label``, its foot at ``bottom`` (inside the window); the
        height above it that is still free."""
        k = self.table.app.k
        button.label = label
        width = theme.font(int(18 * k), "bold").size(label)[0] + int(28 * k)
        button.rect = pygame.Rect(left, 0, width, button_height(k))
        button.rect.bottom = bottom
        button.rect.right = min(button.rect.right, self.table.app.size[0] - int(8 * k))
        draw_button(surface, button, k)
        return button.rect.top - int(10 * k)

    def _draw_groups(self, surface: pygame.Surface, groups: Any, cw: int, ch: int,
                     k: float) -> None:
        """A bar of the group's colour along the foot of each card of the group: the index
        corners at the top stay clear."""
        dragged = self.gesture.dragged
        thick = max(4, int(ch * 0.05))
        lying = sorted((s for s in self.hand if s is not dragged), key=lambda s: s.x)
        rects = [s.rect(cw, ch) for s in lying]
        for i, (sprite, rect) in enumerate(zip(lying, rects, strict=True)):
            index = next((n for n, group in enumerate(groups) if sprite.card in group), None)
            if index is None:
                continue
            shown = min(rect.right, rects[i + 1].left) if i + 1 < len(rects) else rect.right
            bar = pygame.Rect(rect.left + 3, rect.bottom - thick - 3, shown - rect.left - 6, thick)
            colour = GROUP_COLOURS[index % len(GROUP_COLOURS)]
            pygame.draw.rect(surface, colour, bar, border_radius=thick // 2)

    def _ring(self, surface: pygame.Surface, chosen: Any) -> None:
        """A ring round each card the rules pre-select."""
        k = self.table.app.k
        cw, ch = self.table.card_dims
        cards = {card for card, _place in chosen.moves}
        for sprite in self.hand:
            if sprite.card in cards and sprite is not self.gesture.dragged:
                theme.outline(surface, theme.HINT, sprite.rect(cw, ch).inflate(6, 6),
                              max(3, int(4 * k)))
