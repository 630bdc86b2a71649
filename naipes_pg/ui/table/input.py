"""How a player acts on the table: drag and drop, click then click, or the keyboard alone.

Anything legal can be touched. A card action is a card and a target zone; the rules'
``legal_actions`` say which pairs are possible. The viewer's own hand may always be picked up
(a card that cannot be played is explained); elsewhere (a waste, a grid cell, a pending card)
a card may be picked up when a legal action names it and nothing lies over it where the
pointer is. Dragging lifts the card and lights up its legal targets; a drop on a legal target
plays it, anywhere else snaps it back with the rule's reason. An action on a place with no
card (``Reveal("stock")``) is a click on that place, lit under the pointer. ←/→ go round the
hand's cards, then the other cards and places that act, Enter plays (or lets ←/→ choose among
targets, then Enter), 1–9 pick a card of the hand directly. Other actions (calls, draws, an
action on a place the table does not draw) are buttons, reachable with Tab, or with the key
the layout gives each (shown on it). When one gesture matches several actions (Escoba's
capture sets), the card waits lifted over its place, what every choice involves is outlined
(the layout's ``involved``), the current one lit, and the player picks.

No press acts twice: a key's repeat (a KEYDOWN before its KEYUP) is never taken. When the
table changes hands (a hot-seat curtain lifted) or a reflex window closes, nothing starts a
play until the table has been drawn, and keys not for a moment after: a second press meant
for the curtain or the race cannot play a card nobody has seen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import pygame

from ...cards import Card
from ...i18n import _
from ...rules.base import card_place
from .. import theme
from ..anim import Animator
from ..widgets import Button
from .buttons import keyed_action
from .keys import Guard, held_keys
from .looking import Looking, Watched
from .marks import Marks
from .prompt import Informed, Prompt, Prompted
from .reach import Racing, Reach, Reachable
from .refusals import Refusals
from .reports import TableReports
from .sprites import CardSprite, drawn_order
from .stepper import Stepper

CLICK_SLOP = 8  # pixels a press may move and still count as a click
ACTING_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_UP)


Focusable = CardSprite | str  # what ←/→ go round: a card, or a place that acts


class Race(Racing, Protocol):
    """A race of reflexes as the input asks it: its keys and presses."""

    def press(self, seat: int | None, index: int | None = None) -> bool: ...

    def key_press(self, event: pygame.event.Event) -> bool: ...


class Buttoned(Informed, Protocol):
    """The HUD as the input reads it: the Menu button, the race's button, the figures."""

    buttons: list[Button]
    press_button: Button


class Pad(Protocol):
    """One person's pad of presses: which of its buttons lies at a point."""

    def hit(self, pos: tuple[int, int]) -> tuple[int, int] | None: ...


class Played(Reachable, Watched, Prompted, Protocol):
    """What the input reads of the table and asks of it."""

    app: Any  # its settings (the held keys), the rules' page
    match: Any
    game_id: str
    reports: TableReports

    @property
    def animator(self) -> Animator: ...

    def human_act(self, act: Any) -> bool: ...

    def refuse(self, reason: str) -> None: ...

    def place(self, zone: str, duration: float | None = None) -> None: ...

    def ask_hint(self) -> None: ...

    def explain_last(self) -> None: ...


class TableInput:
    def __init__(self, table: Played, reflex: Callable[[], Race], hud: Callable[[], Buttoned],
                 pad: Callable[[], Pad]) -> None:
        self.table = table
        # made after the input: each is asked for when needed
        self.reflex, self.hud, self.pad = reflex, hud, pad
        self.keys = held_keys(table.app)
        self.guard = Guard()
        self._viewer = table.viewer
        self.choosing: CardSprite | None = None  # the card whose capture is being chosen
        self.dragged: CardSprite | None = None
        self.offset = (0.0, 0.0)
        self.pressed_at: tuple[int, int] | None = None
        self.selected: CardSprite | None = None
        self.focus = 0
        self.keyboard = False  # show the focus ring once the keyboard is used
        self.target_index = 0
        self.choices: list[Any] = []
        self.choice_index = 0
        self.hover_target: str | None = None
        self.hover_place: str | None = None  # a place that acts, under the pointer
        self._raised: list[CardSprite] = []  # cards off the hand raised by the pointer
        self.hovered: CardSprite | None = None  # the card under the pointer
        self.pointer_zone: str | None = None  # the place under the pointer, acting or not
        self.buttons: list[tuple[Button, Any]] = []
        self.button_focus: int | None = None
        self.stepper = Stepper()  # the actions that differ by an amount alone
        self.reach = Reach(table, reflex)
        self.marks = Marks(table, self.reach, self)
        self.looking = Looking(table, self.reach, self, lambda: self.hud().info)
        self.refusals = Refusals(table, self.reach, lambda: self.hand)
        self.words = Prompt(table, self.reach, self, reflex, hud)

    # -- what the viewer can do (asked of ``reach``) -------------------------------------------

    @property
    def hand(self) -> list[CardSprite]:
        return self.reach.hand


    def focusables(self) -> list[Focusable]:
        """What ←/→ go round: the hand's cards in their order, then the other cards and
        places that act."""
        return [*self.hand, *self.reach.loose(), *self.reach.places()]

    def focused(self) -> Focusable | None:
        items = self.focusables()
        return items[self.focus % len(items)] if items else None

    def prompt(self) -> str:
        return self.words.prompt()

    # -- events --------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """The table is settled and in view for ``dt`` more seconds."""
        self.guard.update(dt)

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        self._notice_viewer()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.keyboard = False
            self._press(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)
        elif event.type == pygame.KEYDOWN:
            if self.keys.press(event.key):
                self.keyboard = True
                self._key(event)
        elif event.type == pygame.KEYUP:
            self.keys.release(event.key)
        else:
            return event
        return None

    def _notice_viewer(self) -> None:
        """A new player at the table (hot-seat): forget the last one's gestures, and hold
        back the presses that would play until he has seen his hand."""
        if self.table.viewer == self._viewer:
            return
        self._viewer = self.table.viewer
        self.dragged = self.selected = self.choosing = None
        self.choices, self.focus, self.button_focus, self.buttons = [], 0, None, []
        self.guard.arm()

    def may_start(self) -> bool:
        """Whether a press may start a play: not in a reflex window (its keys only press),
        and not before the table has been seen since it changed hands."""
        return not self.reflex().open and self.guard.drawn

    def _press(self, pos: tuple[int, int]) -> None:
        pressed = self.pad().hit(pos)
        if pressed is not None:
            self.reflex().press(*pressed)
            return
        for button, act in self.buttons + self._hud_buttons():
            if button.rect.collidepoint(pos):
                if act in ("pause", "press") or self.may_start():
                    self._activate_button(act)
                return
        if not self.may_start():  # a click aimed at something no longer there
            return
        if self.choices:
            self._click_choice(pos)
            return
        sprite = self.reach.touchable_at(pos)
        if sprite is not None and not self.table.busy():
            self.dragged = sprite
            self.offset = (sprite.x - pos[0], sprite.y - pos[1])
            self.pressed_at = pos
            self.table.animator.animate(sprite, 0.12, lift=1.0)
            return
        if self.selected is not None:
            target = self.reach.target_at(pos, self.selected)
            if target is not None:
                self.play(self.selected.card, target)  # a choice may follow: keep it
                return
        self.deselect()
        place = self.reach.place_at(pos)
        if place is not None:
            self.table.human_act(self.reach.places()[place])

    def _motion(self, pos: tuple[int, int]) -> None:
        if self.dragged is not None:
            self.dragged.x, self.dragged.y = pos[0] + self.offset[0], pos[1] + self.offset[1]
            self.hover_target = self.reach.target_at(pos, self.dragged)
            return
        self.pointer_zone = self.reach.zone_at(pos)
        hovered = self.hovered = self.reach.touchable_at(pos)
        self.hover_place = self.reach.place_at(pos) if hovered is None else None
        loose = self.reach.loose()
        for sprite in dict.fromkeys([*self.hand, *loose, *self._raised]):
            want = 0.5 if sprite is hovered and not theme.reduced_motion() else 0.0
            if sprite is self.selected or sprite is self.choosing:
                want = 1.0
            if abs(sprite.lift - want) > 0.01 and not self.table.animator.moving(sprite):
                self.table.animator.animate(sprite, 0.1, lift=want)
        self._raised = [s for s in loose if s is hovered or s is self.selected]

    def _release(self, pos: tuple[int, int]) -> None:
        sprite, self.dragged = self.dragged, None
        self.hover_target = None
        if sprite is None:
            return
        start = self.pressed_at or pos
        if abs(pos[0] - start[0]) + abs(pos[1] - start[1]) <= CLICK_SLOP:
            self.table.place(sprite.zone, 0.12)
            self.select(sprite)
            return
        target = self.reach.target_at(pos, sprite)
        self.table.animator.animate(sprite, 0.12, lift=0.0)
        if target is None:
            self.table.place(sprite.zone, 0.2)
            own_box = self.table.boxes.get(sprite.zone)
            if own_box is None or not own_box.rect.inflate(0, 80).collidepoint(pos):
                self.table.refuse(_("Drop the card on the table.") if sprite in self.hand
                                  else _("Drop the card where it goes."))
            return
        if not self.play(sprite.card, target):
            self.table.place(sprite.zone, 0.2)

    def _key(self, event: pygame.event.Event) -> None:
        key = event.key
        free = self.button_focus is None and self._may_act_by_key()
        if self.reflex().key_press(event) or self.stepper.key(key, free, self.table.human_act):
            return  # a key of a block only presses, never plays; an amount's only steps
        if key == pygame.K_ESCAPE:
            if self.choices or self.selected is not None:
                self.deselect()
            else:
                self.pause()
        elif key == pygame.K_F1:
            self.table.app.open_rules(self.table.game_id)
        elif key == pygame.K_h:
            self.table.ask_hint()
        elif key == pygame.K_w:
            self.table.explain_last()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._step(1 if key == pygame.K_RIGHT else -1)
        elif key == pygame.K_TAB:
            self._tab()
        elif not self._may_act_by_key():
            return
        elif key in ACTING_KEYS:
            self._enter()
        elif pygame.K_1 <= key <= pygame.K_9 and key - pygame.K_1 < len(self.hand):
            self.focus = key - pygame.K_1
            self.button_focus = None
            self._enter()
        elif (act := keyed_action(self.table.layout, [a for _b, a in self.buttons],
                                  key)) is not None:
            self._activate_button(act)  # a button's own key, shown on it

    def _may_act_by_key(self) -> bool:
        """A key may go on with a play begun where the player could see it (a selected card,
        a choice on offer); it starts one only once the table has been in view a moment."""
        if not self.may_start():
            return False
        return self.guard.calm or bool(self.choices) or self.selected is not None

    # -- keyboard ------------------------------------------------------------------------------

    def _step(self, direction: int) -> None:
        if self.choices:
            self.choice_index = (self.choice_index + direction) % len(self.choices)
        elif self.selected is not None:
            targets = self.reach.targets(self.selected.card)
            if targets:
                self.target_index = (self.target_index + direction) % len(targets)
        elif self.button_focus is not None and self.buttons:
            self.button_focus = (self.button_focus + direction) % len(self.buttons)
        else:
            items = self.focusables()
            if items:
                self.focus = (self.focus + direction) % len(items)

    def _enter(self) -> None:
        if self.choices:
            self._choose(self.choices[self.choice_index])
            return
        if self.button_focus is not None and self.button_focus < len(self.buttons):
            self._activate_button(self.buttons[self.button_focus][1])
            return
        if self.selected is not None:
            targets = self.reach.targets(self.selected.card)
            if targets:
                self.play(self.selected.card, targets[self.target_index % len(targets)])
            return
        item = self.focused()
        if item is None or self.table.busy():
            return
        if isinstance(item, str):
            self.table.human_act(self.reach.places()[item])
            return
        sprite = item
        targets = self.reach.targets(sprite.card)
        if len(targets) == 1:
            self.play(sprite.card, targets[0])
        elif targets:
            self.select(sprite)
        else:
            self._explain(sprite.card)  # not playable: the rules say why

    def _tab(self) -> None:
        if not self.buttons:
            return
        if self.button_focus is None:
            self.button_focus = 0
        elif self.button_focus + 1 < len(self.buttons):
            self.button_focus += 1
        else:
            self.button_focus = None

    # -- acting --------------------------------------------------------------------------------

    def _explain(self, card: Card | None) -> None:
        """A card that can go nowhere is tried where the adapter says, so the rules say why."""
        target = self.refusals.tried_place(card)
        if target is not None:
            self.play(card, target)
        else:
            self.table.refuse(self.refusals.nowhere())

    def play(self, card: Card | None, target: str) -> bool:
        table = self.table
        actions = [a for a in self.reach.card_actions(card) if card_place(a) == target]
        if len(actions) > 1:
            self._offer(actions)
            return True
        self.deselect()
        if actions:
            return table.human_act(actions[0])
        table.refuse(self.refusals.why_not(card, target))
        return False

    def _offer(self, actions: list[Any]) -> None:
        """Several actions for one gesture: the card waits lifted over its own place in the
        hand (clear of the table, where the options lie) while the player picks."""
        self.selected = None
        self.choices, self.choice_index = actions, 0
        card = actions[0].card
        sprite = next((s for s in [*self.hand, *drawn_order(self.table.piles, set())]
                       if s.card == card), None)
        self.choosing = sprite
        if sprite is not None:
            self._back_to_slot(sprite, lift=1.0)

    def _back_to_slot(self, sprite: CardSprite, lift: float) -> None:
        """Move ``sprite`` over its place in its pile (not a flight: input does not wait)."""
        pile = self.table.piles.get(sprite.zone, [])
        box = self.table.boxes.get(sprite.zone)
        if box is None or sprite not in pile:
            return
        spots = box.card_positions([s.card for s in pile], *self.table.card_dims)
        x, y = spots[pile.index(sprite)]
        self.table.animator.animate(sprite, 0.15, x=x, y=y, lift=lift)

    def _choose(self, act: Any) -> None:
        sprite, self.choosing, self.choices = self.choosing, None, []
        if sprite is not None:
            self.table.animator.animate(sprite, 0.12, lift=0.0)
        if not self.table.human_act(act) and sprite is not None:
            self._back_to_slot(sprite, lift=0.0)

    def _click_choice(self, pos: tuple[int, int]) -> None:
        """A lit card or place takes the current choice; one of another choice lights that
        one; the target itself takes a choice that involves nothing; anywhere else cancels."""
        involved = [self.table.layout.involved(act) for act in self.choices]
        hits = [i for i, (cards, zones) in enumerate(involved)
                if self.reach.hits_card(pos, cards, self.choosing)
                or self.reach.hits_zone(pos, zones)]
        if self.choice_index in hits:
            self._choose(self.choices[self.choice_index])
        elif hits:
            self.choice_index = next((i for i in hits if i > self.choice_index), hits[0])
        elif not any(involved[self.choice_index]) and self.reach.target_at(pos) == getattr(
                self.choices[self.choice_index], "target", None):
            self._choose(self.choices[self.choice_index])
        else:
            self.deselect()

    def select(self, sprite: CardSprite) -> None:
        if not self.reach.touchable(sprite):
            return
        self.selected = sprite
        items = self.focusables()
        self.focus = items.index(sprite) if sprite in items else self.focus
        self.target_index = 0
        targets = self.reach.targets(sprite.card)
        if len(targets) == 0 and self.table.viewer not in self.table.match.game.actors():
            self.table.refuse(_("Wait for your turn."))
            self.deselect()
            return
        self.table.animator.animate(sprite, 0.12, lift=1.0)

    def deselect(self) -> None:
        """Put down the selected card; a choice on offer is cancelled, its card goes back to
        its place in the hand."""
        if self.selected is not None:
            self.table.animator.animate(self.selected, 0.12, lift=0.0)
        if self.choosing is not None:
            self._back_to_slot(self.choosing, lift=0.0)
        self.selected = self.choosing = None
        self.choices = []

    def pause(self) -> None:
        self.table.reports.pause_asked(self.table)

    def _activate_button(self, act: Any) -> None:
        if act == "press":
            self.reflex().press(self.table.viewer if self.table.viewer is not None
                                else (self.table.match.humans or [None])[0])
        elif act == "pause":
            self.pause()
        elif act == "rules":
            self.table.app.open_rules(self.table.game_id)
        elif not self.stepper.pressed(act, self.table.human_act):
            self.table.human_act(act)

    def _hud_buttons(self) -> list[tuple[Button, Any]]:
        hud = self.hud()
        buttons: list[tuple[Button, Any]] = [(hud.buttons[0], "pause")]
        if self.reflex().open and hud.press_button.rect.w:
            buttons.append((hud.press_button, "press"))
        return buttons

    # -- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self._notice_viewer()
        self.guard.shown()  # what is drawn now, the player sees
        self.keys.forget_released()
        self.marks.draw(surface)
        self.looking.draw(surface)

    def outline_place(self, surface: pygame.Surface, zone: str, colour: Any, width: int) -> None:
        self.marks.outline_place(surface, zone, colour, width)
