"""How a player acts on the table: drag and drop, click then click, or the keyboard alone.

A card action is a card and a target zone; the rules' ``legal_actions`` say which pairs are
possible. Dragging lifts the card and lights up its legal targets; a drop on a legal target
plays it, anywhere else snaps it back with the rule's reason. ←/→ choose a card, Enter plays
it (or lets ←/→ choose among targets, then Enter), 1–9 pick a card directly. Non-card actions
(calls, draws) are buttons above the hand, reachable with Tab. When one gesture matches
several actions (Escoba's capture sets), the card waits lifted over its place in the hand,
the cards of every choice are outlined, the current one lit, and the player picks.

No press acts twice: a key's repeat (a KEYDOWN before its KEYUP) is never taken. When the
table changes hands (a hot-seat curtain lifted) or a reflex window closes, nothing starts a
play until the table has been drawn, and keys not for a moment after: a second press meant
for the curtain or the race cannot play a card nobody has seen.
"""

from __future__ import annotations

from typing import Any

import pygame

from ...cards import Card
from ...i18n import _, announcement, tr
from ...rules.base import PlayCard
from .. import theme
from ..widgets import Button, draw_button
from .keys import Guard, held_keys
from .sprites import CardSprite

CLICK_SLOP = 8  # pixels a press may move and still count as a click
ACTING_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_UP)


def action_label(act: Any) -> str:
    name = getattr(act, "name", None)
    if name:
        return announcement(name)
    source = getattr(act, "source", None)
    if source:
        return tr("Draw from the {source}", source=_(source))
    amount = getattr(act, "amount", None)
    if amount is not None:  # actions that differ by an amount alone say it
        return f"{type(act).__name__} {amount}"
    return type(act).__name__


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
        self.buttons: list[tuple[Button, Any]] = []
        self.button_focus: int | None = None

    # -- what the viewer can do ----------------------------------------------------------------

    @property
    def hand(self) -> list[CardSprite]:
        viewer = self.table.viewer
        return self.table.piles.get(f"hand:{viewer}", []) if viewer is not None else []

    def card_actions(self, card: Card | None) -> list[Any]:
        return [a for a in self.table.legal_for_viewer() if getattr(a, "card", None) == card]

    def targets(self, card: Card | None) -> list[str]:
        found: list[str] = []
        for act in self.card_actions(card):
            if act.target not in found:
                found.append(act.target)
        return found

    def other_actions(self) -> list[Any]:
        if self.table.reflex.open:  # presses have their own big button and keys
            return []
        return [a for a in self.table.legal_for_viewer() if not hasattr(a, "card")]

    def prompt(self) -> str:
        if self.table.reflex.open:
            return _("Quick! Press Space or click the button")
        if self.choices:
            return self._choice_prompt()
        if self.selected is not None:
            return _("Now click where it goes (or Enter)")
        if any(hasattr(a, "card") for a in self.table.legal_for_viewer()):
            return _("Your turn: drag a card to where it goes — or ←/→ and Enter (H: a hint)")
        return _("Your turn")

    def _choice_prompt(self) -> str:
        current, n = self.choices[self.choice_index], len(self.choices)
        taken = getattr(current, "taken", ())
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
        sprite = self._my_card_at(pos)
        if sprite is not None and not self.table.busy():
            self.dragged = sprite
            self.offset = (sprite.x - pos[0], sprite.y - pos[1])
            self.pressed_at = pos
            self.table.animator.animate(sprite, 0.12, lift=1.0)
            return
        target = self._target_at(pos)
        if self.selected is not None and target is not None:
            self.play(self.selected.card, target)  # a choice may follow: keep it
            return
        self.deselect()

    def _motion(self, pos: tuple[int, int]) -> None:
        if self.dragged is not None:
            self.dragged.x, self.dragged.y = pos[0] + self.offset[0], pos[1] + self.offset[1]
            self.hover_target = self._target_at(pos)
            return
        hovered = self._my_card_at(pos)
        for sprite in self.hand:
            want = 0.5 if sprite is hovered else 0.0
            if sprite is self.selected or sprite is self.choosing:
                want = 1.0
            if abs(sprite.lift - want) > 0.01 and not self.table.animator.moving(sprite):
                self.table.animator.animate(sprite, 0.1, lift=want)

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
        target = self._target_at(pos)
        self.table.animator.animate(sprite, 0.12, lift=0.0)
        if target is None:
            self.table.place(sprite.zone, 0.2)
            hand_box = self.table.boxes.get(sprite.zone)
            if hand_box is None or not hand_box.rect.inflate(0, 80).collidepoint(pos):
                self.table.refuse(_("Drop the card on the table."))
            return
        if not self.play(sprite.card, target):
            self.table.place(sprite.zone, 0.2)

    def _key(self, event: pygame.event.Event) -> None:
        key = event.key
        reflex = self.table.reflex
        if reflex.open and reflex.key_seat(key) is not None:
            reflex.press(reflex.key_seat(key))  # a race key only presses, never plays
            return
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
        elif self.hand:
            self.focus = (self.focus + direction) % len(self.hand)

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
        if not self.hand or self.table.busy():
            return
        sprite = self.hand[self.focus % len(self.hand)]
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
        actions = [a for a in self.card_actions(card) if a.target == target]
        if len(actions) > 1:
            self._offer(actions)
            return True
        self.deselect()
        if actions:
            return table.human_act(actions[0])
        viewer = table.viewer
        if viewer is None or viewer not in table.match.game.actors():
            table.refuse(_("Wait for your turn."))
        elif self.targets(card):
            table.refuse(_("That card does not go there."))
        else:
            table.refuse(table.match.try_action(viewer, PlayCard(card, target))
                         or _("That move is not allowed now."))
        return False

    def _offer(self, actions: list[Any]) -> None:
        """Several actions for one gesture: the card waits lifted over its own place in the
        hand (clear of the table, where the options lie) while the player picks."""
        self.selected = None
        self.choices, self.choice_index = actions, 0
        sprite = next((s for s in self.hand if s.card == actions[0].card), None)
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
        """A lit card takes the current choice; a card of another choice lights that one;
        the place itself takes a choice that takes nothing; anywhere else cancels."""
        cw, ch = self.table.card_dims
        current = self.choices[self.choice_index]
        for sprites in self.table.piles.values():
            for sprite in sprites:
                if sprite is self.choosing or not sprite.rect(cw, ch).collidepoint(pos):
                    continue
                if sprite.card in getattr(current, "taken", ()):
                    self._choose(current)
                    return
                others = [i for i, act in enumerate(self.choices)
                          if sprite.card in getattr(act, "taken", ())]
                if others:
                    self.choice_index = next((i for i in others if i > self.choice_index),
                                             others[0])
                    return
        if not getattr(current, "taken", ()) and self._target_at(pos) == current.target:
            self._choose(current)
            return
        self.deselect()

    def select(self, sprite: CardSprite) -> None:
        if sprite not in self.hand:
            return
        self.selected = sprite
        self.focus = self.hand.index(sprite)
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
        try:
            from ..scenes.pause import PauseScene
        except ImportError:
            self.table.app.to_menu()
            return
        self.table.app.stack.push(PauseScene(self.table.app, self.table))

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

    def _target_at(self, pos: tuple[int, int]) -> str | None:
        cw, ch = self.table.card_dims
        for box in self.table.boxes.values():
            if box.drop_target and box.rect.inflate(cw, ch // 2).collidepoint(pos):
                return box.drop_target
        return None

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
            for box in table.boxes.values():
                if box.drop_target in targets:
                    hot = box.drop_target == self.hover_target or (
                        self.selected is not None and self.dragged is None
                        and targets[self.target_index % len(targets)] == box.drop_target)
                    colour = theme.HIGHLIGHT if hot else theme.LEGAL
                    cw, ch = table.card_dims
                    theme.outline(surface, colour, box.rect.inflate(cw // 2, ch // 5),
                                  max(2, int(4 * k)), int(16 * k))
        self._draw_choices(surface)
        self._draw_focus(surface, k)
        self._draw_buttons(surface, k)

    def _draw_choices(self, surface: pygame.Surface) -> None:
        """Every card some choice takes outlined, the current choice's lit and thicker; a
        choice that takes nothing lights the place where the card would lie."""
        if not self.choices:
            return
        cw, ch = self.table.card_dims
        k = self.table.app.k
        current = self.choices[self.choice_index]
        lit = set(getattr(current, "taken", ()))
        offered = {c for act in self.choices for c in getattr(act, "taken", ())}
        for sprites in self.table.piles.values():
            for sprite in sprites:
                if sprite.card in offered and sprite.card not in lit:
                    theme.outline(surface, theme.LEGAL, sprite.rect(cw, ch).inflate(8, 8),
                                  max(2, int(3 * k)), cw // 9)
        for sprites in self.table.piles.values():
            for sprite in sprites:
                if sprite.card in lit:
                    theme.outline(surface, theme.HIGHLIGHT, sprite.rect(cw, ch).inflate(14, 14),
                                  max(4, int(6 * k)), cw // 8)
        if not lit:
            box = self.table.boxes.get(getattr(current, "target", ""))
            if box is not None:
                theme.outline(surface, theme.HIGHLIGHT, box.rect.inflate(cw // 2, ch // 5),
                              max(3, int(5 * k)), int(16 * k))

    def _draw_focus(self, surface: pygame.Surface, k: float) -> None:
        if not self.keyboard or not self.hand or self.choices or self.button_focus is not None:
            return
        cw, ch = self.table.card_dims
        sprite = self.hand[self.focus % len(self.hand)]
        theme.outline(surface, theme.FOCUS, sprite.rect(cw, ch).inflate(12, 12),
                      max(3, int(4 * k)), cw // 8)

    def _draw_buttons(self, surface: pygame.Surface, k: float) -> None:
        others = self.other_actions()
        hand_box = self.table.boxes.get(f"hand:{self.table.bottom}")
        if not others or hand_box is None:
            self.buttons = []
            return
        self.buttons = []
        width, height, gap = int(190 * k), int(44 * k), int(12 * k)
        total = len(others) * width + (len(others) - 1) * gap
        x = hand_box.rect.centerx - total // 2
        y = hand_box.rect.top - int(70 * k)
        for i, act in enumerate(others):
            button = Button(action_label(act), rect=pygame.Rect(x + i * (width + gap), y, width,
                                                                height))
            self.buttons.append((button, act))
            draw_button(surface, button, k * 0.85, focused=self.button_focus == i)
