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
action on a place the table does not draw) are buttons, reachable with Tab. When one gesture
matches several actions (Escoba's capture sets), the card waits lifted over its place, what
every choice involves is outlined (the layout's ``involved``), the current one lit, and the
player picks.

No press acts twice: a key's repeat (a KEYDOWN before its KEYUP) is never taken. When the
table changes hands (a hot-seat curtain lifted) or a reflex window closes, nothing starts a
play until the table has been drawn, and keys not for a moment after: a second press meant
for the curtain or the race cannot play a card nobody has seen.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any

import pygame

from ...cards import Card
from ...i18n import _, tr
from ...rules.base import PlayCard, card_place
from .. import theme
from ..widgets import Button, draw_button
from .keys import Guard, held_keys
from .names import action_label
from .sprites import CardSprite, drawn_order, raised_by, sprite_at

CLICK_SLOP = 8  # pixels a press may move and still count as a click
ACTING_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_UP)


Focusable = CardSprite | str  # what ←/→ go round: a card, or a place that acts


def distance(a: tuple[float, float], b: tuple[float, float]) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])


class TableInput:
    def __init__(self, table) -> None:
        self.table = table
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
        self.buttons: list[tuple[Button, Any]] = []
        self.button_focus: int | None = None

    # -- what the viewer can do ----------------------------------------------------------------

    @property
    def hand(self) -> list[CardSprite]:
        viewer = self.table.viewer
        return self.table.piles.get(f"hand:{viewer}", []) if viewer is not None else []

    def touchable(self, sprite: CardSprite) -> bool:
        """Whether the viewer may pick ``sprite`` up: a card of his hand, or a face-up card
        that a legal action names."""
        if sprite in self.hand:
            return True
        return sprite.face_up and sprite.card is not None and bool(self.card_actions(sprite.card))

    def loose(self) -> list[CardSprite]:
        """The cards off the viewer's hand he may pick up now, left to right, top to bottom."""
        cards = {getattr(a, "card", None) for a in self.table.legal_for_viewer()} - {None}
        if not cards:
            return []
        hand = self.hand
        found = [s for s in drawn_order(self.table.piles, self._stacks())
                 if s.card in cards and s.face_up and s not in hand]
        return sorted(found, key=lambda s: (round(s.y), s.x))

    def places(self) -> dict[str, Any]:
        """The places a click acts on (the first action on each), left to right, top to
        bottom: actions with no card whose place the table draws, unless the layout asks for
        a button instead."""
        layout, boxes = self.table.layout, self.table.boxes
        found: dict[str, Any] = {}
        for act in self.table.legal_for_viewer():
            if act.card is not None or layout.zone_button(act):
                continue
            zone = layout.place_of(act)
            if zone in boxes and zone not in found:
                found[zone] = act
        return dict(sorted(found.items(), key=lambda item: (boxes[item[0]].rect.centery,
                                                             boxes[item[0]].rect.centerx)))

    def focusables(self) -> list[Focusable]:
        """What ←/→ go round: the hand's cards in their order, then the other cards and
        places that act."""
        return [*self.hand, *self.loose(), *self.places()]

    def focused(self) -> Focusable | None:
        items = self.focusables()
        return items[self.focus % len(items)] if items else None

    def card_actions(self, card: Card | None) -> list[Any]:
        return [a for a in self.table.legal_for_viewer() if getattr(a, "card", None) == card]

    def targets(self, card: Card | None) -> list[str]:
        found: list[str] = []
        for act in self.card_actions(card):
            if card_place(act) not in found:
                found.append(card_place(act))
        return found

    def other_actions(self) -> list[Any]:
        """The actions that get a button: those with no card that no click on a place does."""
        if self.table.reflex.open:  # presses have their own big button and keys
            return []
        clicked = list(self.places().values())
        return [a for a in self.table.legal_for_viewer()
                if a.card is None and a not in clicked]

    def prompt(self) -> str:
        if self.table.reflex.open:
            own = self.table.layout.press_prompt(self.table.hud.info, self.table.viewer)
            return own if own is not None else _("Quick! Press Space or click the button")
        if self.choices:
            return self._choice_prompt()
        if self.selected is not None:
            if len(self.targets(self.selected.card)) > 1:
                return _("Now click where it goes (or ←/→ to choose, and Enter)")
            return _("Now click where it goes (or Enter)")
        own = self.table.layout.prompt(self.table.hud.info)
        if own:
            return own
        if any(a.card is not None for a in self.table.legal_for_viewer()):
            return _("Your turn: drag a card to where it goes — or ←/→ and Enter (H: a hint)")
        if self.places():
            return _("Your turn: click a place to act on it — or ←/→ and Enter (H: a hint)")
        return _("Your turn")

    def _choice_prompt(self) -> str:
        current, n = self.choices[self.choice_index], len(self.choices)
        if not hasattr(current, "taken"):
            return tr("Choice {i} of {n}: what is lit — ←/→, Enter or a click; Esc cancels",
                      i=self.choice_index + 1, n=n)
        taken = current.taken
        if not taken:
            return tr("Choice {i} of {n}: take nothing, leave it on the table — ←/→, Enter; "
                      "Esc cancels", i=self.choice_index + 1, n=n)
        return tr("Choice {i} of {n}: take the {count} lit cards — ←/→, Enter or a click; "
                  "Esc cancels", i=self.choice_index + 1, n=n, count=len(taken))

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
        self.choices, self.focus, self.button_focus = [], 0, None
        self.guard.arm()

    def may_start(self) -> bool:
        """Whether a press may start a play: not in a reflex window (its keys only press),
        and not before the table has been seen since it changed hands."""
        return not self.table.reflex.open and self.guard.drawn

    def _press(self, pos: tuple[int, int]) -> None:
        pressed = self.table.pad.hit(pos)
        if pressed is not None:
            self.table.reflex.press(*pressed)
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
        sprite = self.touchable_at(pos)
        if sprite is not None and not self.table.busy():
            self.dragged = sprite
            self.offset = (sprite.x - pos[0], sprite.y - pos[1])
            self.pressed_at = pos
            self.table.animator.animate(sprite, 0.12, lift=1.0)
            return
        if self.selected is not None:
            target = self._target_at(pos, self.selected)
            if target is not None:
                self.play(self.selected.card, target)  # a choice may follow: keep it
                return
        self.deselect()
        place = self.place_at(pos)
        if place is not None:
            self.table.human_act(self.places()[place])

    def _motion(self, pos: tuple[int, int]) -> None:
        if self.dragged is not None:
            self.dragged.x, self.dragged.y = pos[0] + self.offset[0], pos[1] + self.offset[1]
            self.hover_target = self._target_at(pos, self.dragged)
            return
        hovered = self.hovered = self.touchable_at(pos)
        self.hover_place = self.place_at(pos) if hovered is None else None
        loose = self.loose()
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
        target = self._target_at(pos, sprite)
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
        if self.table.reflex.key_press(event):
            return  # a key of a block only presses, never plays
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
            targets = self.targets(self.selected.card)
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
            targets = self.targets(self.selected.card)
            if targets:
                self.play(self.selected.card, targets[self.target_index % len(targets)])
            return
        item = self.focused()
        if item is None or self.table.busy():
            return
        if isinstance(item, str):
            self.table.human_act(self.places()[item])
            return
        sprite = item
        targets = self.targets(sprite.card)
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
        places: list[str] = []
        for act in self.table.legal_for_viewer():
            target = getattr(act, "target", None)
            if getattr(act, "card", None) is not None and target and target not in places:
                places.append(target)
        target = self.table.layout.refusal_target(places)
        viewer = self.table.viewer
        if target is not None:
            self.play(card, target)
        elif viewer is None or viewer not in self.table.match.game.actors():
            self.table.refuse(_("Wait for your turn."))
        else:
            self.table.refuse(_("That move is not allowed now."))

    def play(self, card: Card | None, target: str) -> bool:
        table = self.table
        actions = [a for a in self.card_actions(card) if card_place(a) == target]
        if len(actions) > 1:
            self._offer(actions)
            return True
        self.deselect()
        if actions:
            return table.human_act(actions[0])
        table.refuse(self._why_not(card, target))
        return False

    def _why_not(self, card: Card | None, target: str) -> str:
        """Why ``card`` may not go to ``target``. A card of the hand that may go elsewhere is
        told so; a card off the hand gets the rules' reason for the move it would make there
        (its own action aimed at ``target``)."""
        viewer = self.table.viewer
        match = self.table.match
        if viewer is None or viewer not in match.game.actors():
            return _("Wait for your turn.")
        own = self.card_actions(card)
        if own and any(s.card == card for s in self.hand):
            return _("That card does not go there.")
        tried = replace(own[0], target=target) if own else PlayCard(card, target)
        fallback = _("That card does not go there.") if own else _("That move is not allowed now.")
        return match.try_action(viewer, tried) or fallback

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
        x, y = box.positions(len(pile), *self.table.card_dims)[pile.index(sprite)]
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
                if self._hits_card(pos, cards) or self._hits_zone(pos, zones)]
        if self.choice_index in hits:
            self._choose(self.choices[self.choice_index])
        elif hits:
            self.choice_index = next((i for i in hits if i > self.choice_index), hits[0])
        elif not any(involved[self.choice_index]) and self._target_at(pos) == getattr(
                self.choices[self.choice_index], "target", None):
            self._choose(self.choices[self.choice_index])
        else:
            self.deselect()

    def _hits_card(self, pos: tuple[int, int], cards: tuple[Card, ...]) -> bool:
        cw, ch = self.table.card_dims
        return any(sprite is not self.choosing and sprite.card in cards
                   and sprite.rect(cw, ch).collidepoint(pos)
                   for pile in self.table.piles.values() for sprite in pile)

    def _hits_zone(self, pos: tuple[int, int], zones: tuple[str, ...]) -> bool:
        return any(rect.collidepoint(pos) for rect in map(self.place_rect, zones) if rect)

    def select(self, sprite: CardSprite) -> None:
        if not self.touchable(sprite):
            return
        self.selected = sprite
        items = self.focusables()
        self.focus = items.index(sprite) if sprite in items else self.focus
        self.target_index = 0
        targets = self.targets(sprite.card)
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
            self.table.reflex.press(self.table.viewer if self.table.viewer is not None
                                    else (self.table.match.humans or [None])[0])
        elif act == "pause":
            self.pause()
        elif act == "rules":
            self.table.app.open_rules(self.table.game_id)
        else:
            self.table.human_act(act)

    def _hud_buttons(self) -> list[tuple[Button, Any]]:
        buttons = [(self.table.hud.buttons[0], "pause")]
        if self.table.reflex.open and self.table.hud.press_button.rect.w:
            buttons.append((self.table.hud.press_button, "press"))
        return buttons

    # -- hit testing ---------------------------------------------------------------------------

    def _my_card_at(self, pos: tuple[int, int]) -> CardSprite | None:
        cw, ch = self.table.card_dims
        for sprite in reversed(self.hand):
            if sprite.rect(cw, ch).collidepoint(pos):
                return sprite
        return None

    def _stacks(self) -> set[str]:
        return {zone for zone, box in self.table.boxes.items() if box.style == "stack"}

    def touchable_at(self, pos: tuple[int, int]) -> CardSprite | None:
        """The card the viewer may pick up at ``pos``: one of his hand, else the card seen
        there if he may pick it up (a card covered there by another is not)."""
        mine = self._my_card_at(pos)
        if mine is not None:
            return mine
        seen = sprite_at(self.table.piles, self._stacks(), pos, *self.table.card_dims)
        return seen if seen is not None and self.touchable(seen) else None

    def place_rect(self, zone: str) -> pygame.Rect | None:
        """Where a click on ``zone`` lands: its box and the top card lying on it."""
        box = self.table.boxes.get(zone)
        if box is None:
            return None
        pile = self.table.piles.get(zone)
        return box.rect.union(pile[-1].rect(*self.table.card_dims)) if pile else box.rect

    def place_at(self, pos: tuple[int, int]) -> str | None:
        """The place that acts at ``pos`` (the nearest, where two reach it)."""
        hits = [(distance(rect.center, pos), zone) for zone in self.places()
                if (rect := self.place_rect(zone)) is not None and rect.collidepoint(pos)]
        return min(hits)[1] if hits else None

    def _target_at(self, pos: tuple[int, int], sprite: CardSprite | None = None) -> str | None:
        """Where a drop at ``pos`` aims: the nearest legal target of ``sprite``'s card, else
        the first drop place there, else (a card off the hand) any other zone there, so the
        rules say why it does not go there."""
        cw, ch = self.table.card_dims
        legal = self.targets(sprite.card) if sprite is not None else []
        own = sprite.zone if sprite is not None else None
        near: list[tuple[float, str]] = []
        drop = None
        for zone, box in self.table.boxes.items():
            name = box.drop_target or zone
            if not box.rect.inflate(cw, ch // 2).collidepoint(pos):
                continue
            if name in legal:
                near.append((distance(box.rect.center, pos), name))
            elif box.drop_target and drop is None and zone != own:
                drop = box.drop_target
        if near or drop:
            return min(near)[1] if near else drop
        if sprite is None or sprite in self.hand:
            return None
        return next((zone for zone, box in self.table.boxes.items()
                     if zone != own and box.rect.collidepoint(pos)), None)

    # -- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        k = table.app.k
        self._notice_viewer()
        self.guard.shown()  # what is drawn now, the player sees
        self.keys.forget_released()
        card = self.dragged.card if self.dragged else self.selected.card if self.selected else None
        if card is not None:
            targets = self.targets(card)
            lit = [(zone, box) for zone, box in table.boxes.items()
                   if (box.drop_target or zone) in targets]
            for rect, (zone, box) in zip(self._lit_rects([b for _z, b in lit]), lit,
                                         strict=True):
                name = box.drop_target or zone
                hot = name == self.hover_target or (
                    self.selected is not None and self.dragged is None
                    and targets[self.target_index % len(targets)] == name)
                colour = theme.HIGHLIGHT if hot else theme.LEGAL
                theme.outline(surface, colour, rect, max(2, int(4 * k)), int(16 * k))
        self._draw_hover_place(surface, k)
        self._draw_hovered(surface, k)
        self._draw_choices(surface)
        self._draw_focus(surface, k)
        self._draw_buttons(surface, k)

    def _lit_rects(self, boxes: list[Any]) -> list[pygame.Rect]:
        """The outlines of lit drop places: well clear of the cards, except where places lie
        side by side (a grid's cells), whose outlines would run into each other: those hug
        their box."""
        cw, ch = self.table.card_dims
        wide = [box.rect.inflate(cw // 2, ch // 5) for box in boxes]
        return [box.rect.inflate(4, 4) if any(
            other is not box and outline.colliderect(other.rect) for other in boxes)
            else outline for box, outline in zip(boxes, wide, strict=True)]

    def _draw_hovered(self, surface: pygame.Surface, k: float) -> None:
        """With reduced motion, the card under the pointer is ringed where it lies instead of
        rising to meet it."""
        sprite = self.hovered
        if (not theme.reduced_motion() or sprite is None or self.keyboard
                or self.dragged is not None or self.table.busy() or not self.touchable(sprite)):
            return
        cw, ch = self.table.card_dims
        theme.outline(surface, theme.FOCUS, sprite.rect(cw, ch).inflate(12, 12),
                      max(3, int(4 * k)), cw // 8)

    def _draw_hover_place(self, surface: pygame.Surface, k: float) -> None:
        """The place under the pointer that a click acts on, lit as a legal drop is."""
        if self.hover_place is None or self.dragged is not None:
            return
        rect = self.place_rect(self.hover_place)
        if rect is None or self.hover_place not in self.places():
            return
        cw, ch = self.table.card_dims
        theme.outline(surface, theme.HIGHLIGHT, rect.inflate(cw // 5, cw // 5),
                      max(2, int(4 * k)), int(16 * k))

    def _draw_choices(self, surface: pygame.Surface) -> None:
        """Every card some choice takes outlined, the current choice's lit and thicker; a
        choice that takes nothing lights the place where the card would lie."""
        if not self.choices:
            return
        cw, ch = self.table.card_dims
        k = self.table.app.k
        layout = self.table.layout
        lit, lit_zones = (set(part) for part in layout.involved(self.choices[self.choice_index]))
        offered = {c for act in self.choices for c in layout.involved(act)[0]}
        offered_zones = {z for act in self.choices for z in layout.involved(act)[1]}
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
            box = self.table.boxes.get(getattr(self.choices[self.choice_index], "target", ""))
            if box is not None:
                theme.outline(surface, theme.HIGHLIGHT, box.rect.inflate(cw // 2, ch // 5),
                              max(3, int(5 * k)), int(16 * k))

    def outline_place(self, surface: pygame.Surface, zone: str, colour: Any, width: int) -> None:
        rect = self.place_rect(zone)
        if rect is not None:
            cw = self.table.card_dims[0]
            theme.outline(surface, colour, rect.inflate(cw // 5, cw // 5), width, cw // 8)

    def _draw_focus(self, surface: pygame.Surface, k: float) -> None:
        if not self.keyboard or self.choices or self.button_focus is not None:
            return
        item = self.focused()
        if item is None:
            return
        cw, ch = self.table.card_dims
        rect = self.place_rect(item) if isinstance(item, str) else item.rect(cw, ch)
        if rect is not None:
            theme.outline(surface, theme.FOCUS, rect.inflate(12, 12), max(3, int(4 * k)),
                          cw // 8)

    def _draw_buttons(self, surface: pygame.Surface, k: float) -> None:
        others = self.other_actions()
        if [act for _button, act in self.buttons] != others:
            self.button_focus = None  # the buttons changed: the keys go back to the cards
        self.buttons = []
        if not others:
            return
        labels = [action_label(act) for act in others]
        words = theme.font(int(22 * k * 0.85), "bold")  # as draw_button draws them below
        width = max([int(190 * k)] + [words.size(label)[0] + int(36 * k) for label in labels])
        height, gap = max(int(44 * k), words.get_linesize() + int(10 * k)), int(12 * k)
        room = self.table.app.size[0] - int(32 * k)
        width = min(width, (room - (len(others) - 1) * gap) // len(others))
        total = len(others) * width + (len(others) - 1) * gap
        hand_box = self.table.boxes.get(self.table.layout.seat_zone(self.table.bottom))
        if hand_box is not None:  # over the hand, above the prompt and a raised card
            line = theme.font(int(19 * k), "bold").get_linesize()
            above = raised_by(self.table.card_dims[1], k) + int(6 * k) + line + int(8 * k)
            centre, y = hand_box.rect.centerx, hand_box.rect.top - above - height
        else:  # no hand to put them over: where the layout says
            centre, y = self.table.layout.button_row(self.table.app.size, k)
        y = min(y, self.table.app.size[1] - height - int(8 * k))  # tall with large words
        x = max(int(16 * k), min(centre - total // 2, room + int(16 * k) - total))
        for i, (act, label) in enumerate(zip(others, labels, strict=True)):
            button = Button(label, rect=pygame.Rect(x + i * (width + gap), y, width, height))
            self.buttons.append((button, act))
            draw_button(surface, button, k * 0.85, focused=self.button_focus == i)
