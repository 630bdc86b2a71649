"""The monkey's hands (tools/monkey.py): clicks and drags aimed mostly at what the top scene
shows, key presses as a keyboard sends them (with their scancodes, the text they type, and a
held key's repeats), typing and the mouse wheel.
"""

from __future__ import annotations

from typing import Any

import pygame

from naipes_pg.ui.table.replay import ReplayScene
from naipes_pg.ui.table.scene import TableScene

AIMED = 0.7  # the share of clicks and drags aimed at something on screen
REPEAT_AFTER = 0.35  # a held key repeats after this long, then every frame
# SDL scancodes (US layout), as a real keyboard's events carry them
SCANCODES = {**{pygame.K_a + i: 4 + i for i in range(26)},
             **{pygame.K_1 + i: 30 + i for i in range(9)}, pygame.K_0: 39,
             pygame.K_RETURN: 40, pygame.K_ESCAPE: 41, pygame.K_BACKSPACE: 42, pygame.K_TAB: 43,
             pygame.K_SPACE: 44, pygame.K_MINUS: 45, pygame.K_EQUALS: 46, pygame.K_F1: 58,
             pygame.K_F11: 68, pygame.K_HOME: 74, pygame.K_PAGEUP: 75, pygame.K_END: 77,
             pygame.K_PAGEDOWN: 78, pygame.K_RIGHT: 79, pygame.K_LEFT: 80, pygame.K_DOWN: 81,
             pygame.K_UP: 82, pygame.K_KP_MINUS: 86, pygame.K_KP_PLUS: 87,
             pygame.K_KP_ENTER: 88}
# the keys the app acts on, the common ones several times; the letters of the reflex blocks
KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN) * 3 \
    + (pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_TAB) * 3 \
    + (pygame.K_KP_ENTER, pygame.K_h, pygame.K_v, pygame.K_e, pygame.K_w, pygame.K_z,
       pygame.K_y, pygame.K_F1, pygame.K_F11, pygame.K_PAGEUP, pygame.K_PAGEDOWN,
       pygame.K_HOME, pygame.K_END, pygame.K_BACKSPACE, pygame.K_MINUS, pygame.K_EQUALS,
       pygame.K_KP_PLUS, pygame.K_KP_MINUS, pygame.K_q, pygame.K_r, pygame.K_u, pygame.K_i,
       pygame.K_o, pygame.K_p, pygame.K_a, pygame.K_s, pygame.K_d, pygame.K_c) \
    + tuple(range(pygame.K_0, pygame.K_9 + 1))
# F11 is not held: the app toggles full screen on each of its repeats, which a player holding
# it would see flicker, and each toggle draws every card anew (a run's time, for nothing new)
HELD = tuple(key for key in KEYS if key != pygame.K_F11)
MODS = (0,) * 8 + (pygame.KMOD_LCTRL, pygame.KMOD_LSHIFT,
                   pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT)
TYPED = "abcdefghijklmnopqrstuvwxyz0123456789 ñÑáéü-_.€😀"


class Hands:
    """Posts the events; ``monkey`` gives the app, this event's random numbers, the frames
    to run and the log of what was done."""

    def __init__(self, monkey: Any) -> None:
        self.monkey = monkey
        self.held: dict[int, list[float]] = {}  # key → [seconds down, events left]

    @property
    def rng(self):
        return self.monkey.rng

    def click(self) -> None:
        pos = self.point()
        button = self.rng.choice((1,) * 12 + (2, 3, 3, 4, 5))  # 4, 5: an old wheel's clicks
        post_mouse(pygame.MOUSEMOTION, pos)
        post_mouse(pygame.MOUSEBUTTONDOWN, pos, button)
        if self.rng.random() < 0.5:
            self.monkey.frame(1 / 60)
        post_mouse(pygame.MOUSEBUTTONUP, pos, button)
        self.monkey.note(f"click {pos}" + (f" (button {button})" if button != 1 else ""))

    def drag(self, start: tuple[int, int] | None = None,
             end: tuple[int, int] | None = None) -> None:
        start, end = start or self.point(cards=True), end or self.point()
        self.monkey.note(f"drag {start} → {end}")
        post_mouse(pygame.MOUSEMOTION, start)
        post_mouse(pygame.MOUSEBUTTONDOWN, start)
        self.monkey.frame(1 / 60)
        steps = self.rng.randint(2, 6)
        for i in range(1, steps + 1):
            x = start[0] + (end[0] - start[0]) * i // steps + self.rng.randint(-4, 4)
            y = start[1] + (end[1] - start[1]) * i // steps + self.rng.randint(-4, 4)
            post_mouse(pygame.MOUSEMOTION, (x, y), pressed=True)
            self.monkey.frame(1 / 60)
        post_mouse(pygame.MOUSEBUTTONUP, end)

    def play(self) -> None:
        """On a table waiting for its viewer: a legal card dragged to where it may go, or a
        legal place or button clicked; elsewhere, a click."""
        table = self.monkey.app.stack.top
        legal = table.legal_for_viewer() if isinstance(table, TableScene) else []
        if not legal:
            self.click()
            return
        act = self.rng.choice(legal)
        cw, ch = table.card_dims
        card, target = act.card, act.target
        sprite = next((s for pile in table.piles.values() for s in pile
                       if card is not None and s.card == card), None)
        box = next((b for zone, b in table.boxes.items() if target in (zone, b.drop_target)),
                   None)
        if sprite is None or box is None:
            self.click()
            return
        self.drag(sprite.rect(cw, ch).center, box.rect.center)

    def key(self) -> None:
        key, mod = self.rng.choice(KEYS), self.rng.choice(MODS)
        post_key(pygame.KEYDOWN, key, mod)
        typed = pygame.key.name(key)
        if len(typed) == 1 and not mod & pygame.KMOD_CTRL:  # as SDL types a printable key
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=typed))
        self.held.pop(key, None)
        post_key(pygame.KEYUP, key, mod)
        self.monkey.note(f"key {key_name(key, mod)}")

    def hold(self) -> None:
        key = self.rng.choice(HELD)
        if key in self.held:
            return
        self.held[key] = [0.0, self.rng.randint(1, 8)]
        post_key(pygame.KEYDOWN, key)
        self.monkey.note(f"hold {key_name(key, 0)}")

    def release_held(self) -> None:
        """Keys held for their number of events are let go."""
        for key, held in list(self.held.items()):
            held[1] -= 1
            if held[1] <= 0:
                del self.held[key]
                post_key(pygame.KEYUP, key)
                self.monkey.note(f"release {key_name(key, 0)}")

    def repeat_held(self, dt: float) -> None:
        """Before a frame of ``dt``: the keys held long enough repeat, as a keyboard does."""
        for key, held in self.held.items():
            held[0] += dt
            if held[0] >= REPEAT_AFTER:
                post_key(pygame.KEYDOWN, key)

    def text(self) -> None:
        text = "".join(self.rng.choice(TYPED) for _ in range(self.rng.randint(1, 6)))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
        self.monkey.note(f"type {text!r}")

    def wheel(self) -> None:
        y = self.rng.choice((-3, -1, 1, 3))
        post_mouse(pygame.MOUSEMOTION, self.point())
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, precise_x=0.0,
                                             precise_y=float(y), flipped=False, which=0,
                                             touch=False))
        self.monkey.note(f"wheel {y}")

    def window(self) -> None:
        """What the window itself sends: focus lost and back, the keyboard layout changed,
        and now and then its close button."""
        kind = self.rng.choice((pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED,
                                pygame.KEYMAPCHANGED, pygame.WINDOWLEAVE, pygame.QUIT))
        pygame.event.post(pygame.event.Event(kind))
        self.monkey.note(f"window {pygame.event.event_name(kind)}")

    def point(self, cards: bool = False) -> tuple[int, int]:
        """A point on something the top scene shows (``cards``: a card, if any), or
        anywhere."""
        app = self.monkey.app
        window = pygame.Rect((0, 0), app.size)
        rects = [r.clip(window) for r in targets(app.stack.top, cards)]
        rects = [r for r in rects if r.w > 0 and r.h > 0]
        if rects and self.rng.random() < AIMED:
            rect = self.rng.choice(rects)
            return rect.x + self.rng.randrange(rect.w), rect.y + self.rng.randrange(rect.h)
        return self.rng.randrange(window.w), self.rng.randrange(window.h)


def targets(scene: Any, cards: bool = False) -> list[pygame.Rect]:
    """What a player would aim at on ``scene``: its widgets and buttons, and on a table its
    cards (only those with ``cards``), its places and its buttons."""
    if scene is None:
        return []
    if isinstance(scene, TableScene):
        return table_targets(scene, cards)
    rects = [w.rect for w in getattr(getattr(scene, "form", None), "widgets", [])
             if w.enabled]
    button = getattr(scene, "button", None)  # the curtain's
    if isinstance(getattr(button, "rect", None), pygame.Rect):
        rects.append(button.rect)
    if hasattr(scene, "panel_rect"):  # a hand's result: a click anywhere on it closes it
        rects.append(scene.panel_rect())
    return rects


def table_targets(table: TableScene, cards: bool) -> list[pygame.Rect]:
    cw, ch = table.card_dims
    sprites = [s.rect(cw, ch) for pile in table.piles.values() for s in pile]
    if cards:  # his own hand's cards first: they are what a player drags most
        return [s.rect(cw, ch) for s in table.input.hand] * 3 + sprites
    rects = sprites + [box.rect for box in table.boxes.values()]
    rects += [button.rect for button, _act in table.input.buttons] * 4
    rects += [button.rect for button, _press in table.pad.buttons] * 2
    rects += [table.hud.buttons[0].rect, table.hud.press_button.rect]
    if table.solo.shown:
        rects += [button.rect for button, _enabled in table.solo.buttons]
    if isinstance(table, ReplayScene):
        rects += [b.rect for b in table.bar.buttons if b.enabled] * 6
    return rects


def post_key(kind: int, key: int, mod: int = 0) -> None:
    name = pygame.key.name(key)
    unicode = name if len(name) == 1 and kind == pygame.KEYDOWN else ""
    pygame.event.post(pygame.event.Event(kind, key=key, mod=mod, unicode=unicode,
                                         scancode=SCANCODES.get(key, 0)))


def post_mouse(kind: int, pos: tuple[int, int], button: int = 1, pressed: bool = False) -> None:
    if kind == pygame.MOUSEMOTION:
        pygame.event.post(pygame.event.Event(kind, pos=pos, rel=(0, 0),
                                             buttons=(int(pressed), 0, 0)))
    else:
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=button))


def key_name(key: int, mod: int) -> str:
    parts = [*(["Ctrl"] if mod & pygame.KMOD_CTRL else []),
             *(["Shift"] if mod & pygame.KMOD_SHIFT else []), pygame.key.name(key)]
    return "+".join(parts)
