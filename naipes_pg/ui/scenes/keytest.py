"""The "Prueba tus teclas" screen: the players' key blocks drawn as keycaps that light up
while held, how many keys the keyboard registers together, and the keys remapped.

Cheap keyboards drop some presses made at the same moment, and in a reflex game a dropped
slap loses the race: players find out here, before the game, and move a key that stays dark.
Every key of the map shown only lights (pressing Enter or an arrow that a block uses never
moves the focus); other keys work the screen: the arrows and Enter pick a keycap, a click does
too, and the next key pressed takes its place. A key in use elsewhere is refused with the
reason, Esc cancels. Every change is saved at once.

What is held comes from the key events, and from the keyboard's own state once it is known
to be live (a key the events said went down reads down): then a key held while the screen
opened lights too, and a release lost with the window's focus does not stay lit.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from ...i18n import _, tr
from .. import keymap as km
from .. import theme
from ..keymap import KeyMap, KeyRefused
from ..widgets import Button, Widget
from . import MUTED, FormScene, draw_button, fit_size, px, title_text

STAGGER = 0.3  # the lower row sits this much of a key to the right, as on a keyboard
Slot = tuple[str, int, int]  # ("blocks", block, key) or ("counts", 0, index in COUNTS)


@dataclass
class KeyCap(Button):
    """One key of a block (or of the count keys) on screen."""

    part: str = "blocks"
    block: int = 0
    key: int = 0
    role: str = ""
    key_label: str = ""

    def value_text(self) -> str:
        return self.key_label

    @property
    def slot(self) -> Slot:
        return self.part, self.block, self.key


def open_keytest(app, names: Sequence[str] | None = None, *,
                 counts: bool = False) -> KeyTestScene:
    """Push the screen. ``names``: the human players, in block order (their blocks only are
    shown); None shows the four blocks. ``counts``: open on the lone player's count keys."""
    scene = KeyTestScene(app, names, counts=counts)
    app.stack.push(scene)
    return scene


class KeyTestScene(FormScene):
    def __init__(self, app, names: Sequence[str] | None = None, *,
                 counts: bool = False) -> None:
        self.keymap = KeyMap.load(app.settings)
        if self.keymap.problem:
            app.toast(self.keymap.problem)
        self.names = list(names or [])[:km.MAX_BLOCKS]
        self.view = "counts" if counts else "blocks"
        self.held: set[int] = set()
        self.most = 0
        self.live = False  # the keyboard's state is known to follow the events
        self.capturing: Slot | None = None
        self.status = ""
        self.refused = False
        self.areas: list[tuple[pygame.Rect, int]] = []  # each block's box and its block
        super().__init__(app)

    # -- widgets ------------------------------------------------------------------------------

    def build(self) -> list[Widget]:
        caps = self._block_caps() if self.view == "blocks" else self._count_caps()
        other = _("Players' keys") if self.view == "counts" else _("Count keys")
        self.toggle = self.button(other, self.switch_view)
        self.reset_button = self.button(_("Reset"), self.reset)
        self.back_button = self.button(_("Back"), self.back)
        return caps + [self.toggle, self.reset_button, self.back_button]

    def _block_caps(self) -> list[Widget]:
        caps: list[Widget] = []
        for b in range(len(self.names) or km.MAX_BLOCKS):
            for k in range(km.BLOCK_SIZE):
                caps.append(self._cap("blocks", b, k, km.role(k), self.keymap.label(b, k),
                                      f"{self.name(b)}: {km.role(k)}"))
        return caps

    def _count_caps(self) -> list[Widget]:
        return [self._cap("counts", 0, i, km.count_role(name), self.keymap.count_label(name),
                          tr("Count key: {role}", role=km.count_role(name)))
                for i, name in enumerate(km.COUNTS)]

    def _cap(self, part: str, block: int, key: int, role: str, label: str,
             name: str) -> KeyCap:
        cap = KeyCap(name, part=part, block=block, key=key, role=role, key_label=label)
        cap.on_click = lambda: self.start_capture(cap.slot)
        return cap

    def caps(self) -> list[KeyCap]:
        return [w for w in self.form.widgets if isinstance(w, KeyCap)]

    def name(self, block: int) -> str:
        if block < len(self.names):
            return self.names[block]
        return tr("Player {n}", n=block + 1)

    # -- what the player does -----------------------------------------------------------------

    def switch_view(self) -> None:
        self.view = "blocks" if self.view == "counts" else "counts"
        self.capturing, self.status = None, ""
        self.rebuild()
        self.form.focus = self.form.widgets.index(self.toggle)

    def reset(self) -> None:
        self.keymap.reset(blocks=self.view == "blocks", counts=self.view == "counts")
        self.keymap.save(self.app.settings)
        self.capturing, self.refused = None, False
        self.status = _("The keys are back to their defaults.")
        self.rebuild()

    def start_capture(self, slot: Slot) -> None:
        self.capturing, self.refused = slot, False
        self.status = tr("Press the new key for {what}. Esc cancels.", what=self._what(slot))

    def _what(self, slot: Slot) -> str:
        part, block, key = slot
        if part == "counts":
            return tr("“{role}”", role=km.count_role(km.COUNTS[key]))
        return tr("“{role}” of {player}", role=km.role(key), player=self.name(block))

    def _assign(self, scancode: int) -> None:
        slot = self.capturing
        assert slot is not None
        part, block, key = slot
        try:
            if part == "counts":
                self.keymap.set_count(km.COUNTS[key], scancode)
            else:
                self.keymap.set(block, key, scancode)
        except KeyRefused as refused:
            self.status, self.refused = self._refusal(refused), True
            self.app.play("illegal")
            return
        self.keymap.save(self.app.settings)
        self.capturing, self.refused = None, False
        self.status = tr("{what} is now {key}.", what=self._what(slot),
                         key=km.key_label(scancode))
        self.app.play("button")
        self.rebuild()

    def _refusal(self, refused: KeyRefused) -> str:
        """The reason in the players' names (the map knows only their numbers)."""
        label = km.key_label(refused.scancode)
        if isinstance(refused.taken, tuple):
            block, key = refused.taken
            return tr("{key} is already in use: {player}, {role}. Choose another key, or Esc.",
                      key=label, player=self.name(block), role=km.role(key))
        return str(refused)

    # -- events -------------------------------------------------------------------------------

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYMAPCHANGED:
            km.forget_learned()
            self.rebuild()
            return None
        if event.type == pygame.WINDOWFOCUSLOST:
            self.held.clear()
        if event.type == pygame.KEYUP:
            self.held.discard(km.scancode_of(event))
            return None
        if event.type == pygame.KEYDOWN:
            return self._key_down(event)
        if event.type == pygame.MOUSEBUTTONUP and self.capturing is not None:
            self.capturing, self.status = None, ""  # a click elsewhere cancels; on a key, moves
        return super().process_event(event)

    def _key_down(self, event: pygame.event.Event) -> pygame.event.Event | None:
        scancode = km.scancode_of(event)
        fresh = scancode not in self.held  # the key repeat sends more while a key is held
        self.held.add(scancode)
        self.most = max(self.most, len(self.held))
        if self.capturing is not None:
            if scancode == km.ESCAPE:
                self.capturing, self.status = None, _("Nothing changed.")
            elif fresh:
                self._assign(scancode)
            return None
        if self._shown(event):
            return None  # a key of the map only lights
        return super().process_event(event)

    def _shown(self, event: pygame.event.Event) -> bool:
        if self.view == "counts":
            return self.keymap.count(event) is not None
        found = self.keymap.which(event)
        return found is not None and found[0] < len(self._blocks())

    def _blocks(self) -> range:
        return range(len(self.names) or km.MAX_BLOCKS)

    def update(self, dt: float) -> None:
        super().update(dt)
        down = _keyboard_down()
        if down is None:
            return
        if not self.live and self.held & down:
            self.live = True
        if self.live:
            self.held = down
            self.most = max(self.most, len(self.held))

    @property
    def held_now(self) -> int:
        return len(self.held)

    def lit(self, cap: KeyCap) -> bool:
        return self._scancode(cap) in self.held

    def _scancode(self, cap: KeyCap) -> int:
        if cap.part == "counts":
            return self.keymap.count_key(km.COUNTS[cap.key])
        return self.keymap.block(cap.block)[cap.key]

    # -- layout -------------------------------------------------------------------------------

    def layout(self) -> None:
        w, h = self.app.size
        k = self.app.k
        margin = max(8, int(20 * k))
        self.panel = pygame.Rect(margin, margin // 2, w - 2 * margin, h - margin)
        pad = max(10, int(26 * k))
        inner = self.panel.inflate(-2 * pad, 0)
        self.title_size = max(22, int(44 * k))
        self.text_size = px(19, k, 12)
        top = self.panel.y + int(theme.text_px(self.title_size) * 1.45)
        lines = theme.wrap(self._explanation(), self.text_size, inner.width)
        self.explain_at = top
        top += int(len(lines) * theme.text_px(self.text_size) * 1.3) + int(8 * k)
        self.count_size = px(25, k, 15)
        self.count_at = top
        top += int(theme.text_px(self.count_size) * 1.45)
        self.status_at = top
        top += int(theme.text_px(self.text_size) * 1.5)
        button_h = max(30, int(50 * k), theme.line_height(int(22 * k), "bold") + int(10 * k))
        bottom = self.panel.bottom - int(14 * k) - button_h
        self._place_buttons(inner, bottom, button_h, k)
        area = pygame.Rect(inner.x, top, inner.width, bottom - top - int(20 * k))
        if self.view == "blocks":
            self._place_blocks(area, k)
        else:
            self._place_counts(area, k)
        self._fit_cap_words(k)

    def _place_buttons(self, inner: pygame.Rect, top: int, height: int, k: float) -> None:
        buttons = [self.toggle, self.reset_button, self.back_button]
        gap = int(18 * k)
        width = min(int(300 * k), (inner.width - gap * 2) // 3)
        x = inner.centerx - (width * 3 + gap * 2) // 2
        for i, button in enumerate(buttons):
            button.rect = pygame.Rect(x + i * (width + gap), top, width, height)

    def _place_blocks(self, area: pygame.Rect, k: float) -> None:
        """Blocks side by side in two columns (the left and right hands of a keyboard)."""
        count = len(self._blocks())
        cols = 1 if count == 1 else 2
        rows = math.ceil(count / cols)
        gap_x, gap_y = int(40 * k), int(14 * k)
        box_w = (area.width - gap_x * (cols - 1)) // cols
        box_h = (area.height - gap_y * (rows - 1)) // rows
        header = max(16, int(34 * k), int(theme.text_px(px(20, k, 12)) * 1.3))
        key_gap = max(3, int(10 * k))
        cap_w = (box_w - 3 * key_gap) / (4 + STAGGER)
        cap_h = (box_h - header - key_gap) / 2
        cap_w = int(min(cap_w, cap_h * 1.35, 150 * k))
        cap_h = int(min(cap_h, cap_w * 0.95))
        block_w = int(cap_w * (4 + STAGGER) + 3 * key_gap)
        used_h = header + 2 * cap_h + key_gap
        row_gap = min(box_h - used_h + gap_y, int(40 * k))  # the rows keep together
        top = area.y + (area.height - rows * used_h - (rows - 1) * row_gap) // 2
        self.areas = []
        caps = self.caps()
        for b in range(count):
            col, row = b % cols, b // cols
            cx = area.x + col * (box_w + gap_x) + box_w // 2
            y = top + row * (used_h + row_gap)
            box = pygame.Rect(cx - block_w // 2, y, block_w, used_h)
            self.areas.append((box, b))
            for cap in caps[b * km.BLOCK_SIZE:(b + 1) * km.BLOCK_SIZE]:
                lower = cap.key // 4
                x = box.x + int(lower * STAGGER * cap_w) + (cap.key % 4) * (cap_w + key_gap)
                cap.rect = pygame.Rect(x, y + header + lower * (cap_h + key_gap), cap_w, cap_h)

    def _place_counts(self, area: pygame.Rect, k: float) -> None:
        """The ten counts in one row; the figures, the silence and the slap under them."""
        header = max(16, int(34 * k), int(theme.text_px(px(20, k, 12)) * 1.3))
        key_gap = max(3, int(10 * k))
        cap_w = int(min((area.width - 9 * key_gap) / 10, 120 * k))
        cap_h = int(min((area.height - header - key_gap) / 2, cap_w * 1.05))
        wide = int(cap_w * 1.6)  # Space and Enter are long keys
        row_w = 10 * cap_w + 9 * key_gap
        used_h = header + 2 * cap_h + key_gap
        box = pygame.Rect(area.centerx - row_w // 2, area.y + (area.height - used_h) // 2,
                          row_w, used_h)
        self.areas = [(box, 0)]
        caps = self.caps()
        for cap in caps[:10]:
            cap.rect = pygame.Rect(box.x + cap.key * (cap_w + key_gap), box.y + header,
                                   cap_w, cap_h)
        widths = [cap_w, cap_w, cap_w, wide, wide]
        x = box.centerx - (sum(widths) + key_gap * 4) // 2
        for cap, width in zip(caps[10:], widths, strict=True):
            cap.rect = pygame.Rect(x, box.y + header + cap_h + key_gap, width, cap_h)
            x += width + key_gap

    # -- drawing ------------------------------------------------------------------------------

    def _explanation(self) -> str:
        if self.view == "counts":
            return _("With one player alone at the keyboard, the manual count of Nervous "
                     "names each count with a key of its own. Press a key to see it light up.")
        return _("Press several keys together: every key your keyboard registers lights up. "
                 "Cheap keyboards drop some presses made at the same time, so press two "
                 "players' slap keys together: if one stays dark, give it another key.")

    def draw(self, surface: pygame.Surface) -> None:
        theme.felt(surface)
        k = self.app.k
        theme.panel(surface, self.panel, radius=int(18 * k))
        title_text(surface, _("Test your keys"), self.title_size,
                   (self.panel.centerx, self.panel.y + int(theme.text_px(self.title_size) * 0.2)),
                   anchor="midtop")
        self._draw_words(surface, k)
        for box, block in self.areas:
            self._draw_header(surface, box, block, k)
        for i, widget in enumerate(self.form.widgets):
            focused = i == self.form.focus
            if isinstance(widget, KeyCap):
                self._draw_cap(surface, widget, k, focused=focused)
            else:
                draw_button(surface, widget, k, focused=focused)

    def _draw_words(self, surface: pygame.Surface, k: float) -> None:
        inner = self.panel.inflate(-2 * max(10, int(26 * k)), 0)
        y = self.explain_at
        for line in theme.wrap(self._explanation(), self.text_size, inner.width):
            theme.text(surface, line, self.text_size, (inner.centerx, y), color=theme.INK_DIM,
                       anchor="midtop")
            y += int(theme.text_px(self.text_size) * 1.3)
        most = self._most_text()
        size = fit_size(most, self.count_size, inner.width, "bold")
        theme.text(surface, most, size, (inner.centerx, self.count_at), color=theme.GOLD,
                   kind="bold", anchor="midtop", shadow=True)
        status = self.status or _("Click a key (or pick it with the arrows and Enter) to "
                                  "change it.")
        colour = theme.ILLEGAL if self.refused else (
            theme.HIGHLIGHT if self.capturing else theme.INK)
        size = fit_size(status, self.text_size, inner.width)
        theme.text(surface, status, size, (inner.centerx, self.status_at), color=colour,
                   anchor="midtop")

    def _most_text(self) -> str:
        now = tr("Now: {n}", n=self.held_now)
        if self.most == 0:
            return _("Press several keys at once") + " · " + now
        if self.most == 1:
            return _("Your keyboard has registered 1 key at a time") + " · " + now
        return tr("Your keyboard has registered {n} keys at a time", n=self.most) + " · " + now

    def _draw_header(self, surface: pygame.Surface, box: pygame.Rect, block: int,
                     k: float) -> None:
        size = px(20, k, 12)
        colour = km.BLOCK_COLOURS[block] if self.view == "blocks" else km.BLOCK_COLOURS[0]
        radius = max(7, int(size * 0.62))
        centre = (box.x + radius, box.y + radius)
        if self.view == "counts":
            words = _("One player alone: the count keys")
            theme.text(surface, words, fit_size(words, size, box.width, "bold"),
                       (box.x, centre[1]), color=theme.INK, kind="bold", anchor="midleft")
            return
        pygame.draw.circle(surface, colour, centre, radius)
        theme.text(surface, str(block + 1), int(size * 0.9), centre, color=theme.INK,
                   kind="bold", anchor="center")
        words = self.name(block)
        theme.text(surface, words, fit_size(words, size, box.width - 3 * radius, "bold"),
                   (box.x + 2 * radius + int(8 * k), centre[1]), color=theme.INK,
                   kind="bold", anchor="midleft")

    def _draw_cap(self, surface: pygame.Surface, cap: KeyCap, k: float, *,
                  focused: bool) -> None:
        colour = km.BLOCK_COLOURS[cap.block] if cap.part == "blocks" else km.BLOCK_COLOURS[0]
        lit = self.lit(cap)
        waiting = self.capturing == cap.slot
        rect = cap.rect
        depth = max(2, int(6 * k))
        radius = max(4, int(10 * k))
        face = rect.move(0, depth) if lit else rect
        edge = tuple(int(c * 0.55) for c in colour)
        pygame.draw.rect(surface, edge, rect.move(0, depth), border_radius=radius)
        if lit:
            fill, ink, small = colour, theme.INK, theme.INK
        elif waiting and (self.clock % 0.8 < 0.5 or theme.reduced_motion()):
            fill, ink, small = theme.HIGHLIGHT, theme.BUTTON_TEXT, MUTED
        else:
            fill, ink, small = theme.BUTTON, theme.BUTTON_TEXT, MUTED
        pygame.draw.rect(surface, fill, face, border_radius=radius)
        pygame.draw.rect(surface, colour, face, width=max(2, int(3 * k)), border_radius=radius)
        if focused or waiting:
            pygame.draw.rect(surface, theme.FOCUS, rect.inflate(int(8 * k), int(8 * k)).union(
                face.inflate(int(8 * k), int(8 * k))), width=max(2, int(3 * k)),
                border_radius=radius + 3)
        theme.record(rect, "keycap", cap.label, cap.key_label, waiting, focused, lit)
        label = "?" if waiting else cap.key_label
        self._draw_cap_words(surface, face, label, cap.role, ink, small, k)

    def _fit_cap_words(self, k: float) -> None:
        """One type size for every keycap's role and one for its key (a long role takes two
        lines on every cap, not smaller type on one), from the narrowest cap."""
        caps = self.caps()
        if not caps:
            return
        self.cap_inset = max(3, int(6 * k))
        width = min(c.rect.width for c in caps) - 2 * max(4, int(9 * k))
        height = min(c.rect.height for c in caps)
        grown = theme.text_factor()  # the caps' pixels hold sizes drawn that much larger
        size = max(int(11 / grown), min(int(height * 0.2 / grown), px(16, k, 11)))
        wrapped = [theme.wrap(c.role, size, width)[:2] for c in caps]
        while size > 9 and max(theme.font(size).size(line)[0]
                               for lines in wrapped for line in lines) > width:
            size -= 1
        self.role_size, self.role_lines = size, max(len(lines) for lines in wrapped)
        room = height - self.cap_inset - int(theme.text_px(size) * 1.15) * self.role_lines
        self.label_size = max(int(12 / grown), int(min(room * 0.62, width * 0.55) / grown))

    def _draw_cap_words(self, surface: pygame.Surface, face: pygame.Rect, label: str,
                        role: str, ink, small, k: float) -> None:
        size, inset = self.role_size, self.cap_inset
        width = face.width - 2 * max(4, int(9 * k))
        line_h = int(theme.text_px(size) * 1.15)
        lines = theme.wrap(role, size, width)[:2]
        y = face.bottom - inset - line_h * len(lines)
        for line in lines:
            theme.text(surface, line, size, (face.centerx, y), color=small, anchor="midtop")
            y += line_h
        room = face.height - inset - line_h * self.role_lines
        big = fit_size(label, self.label_size, width, "bold")
        theme.text(surface, label, big, (face.centerx, face.y + room // 2 + inset // 2),
                   color=ink, kind="bold", anchor="center")


def _keyboard_down() -> set[int] | None:
    """The scancodes the keyboard holds now, by SDL's own state (None when unknown)."""
    try:
        pressed = pygame.key.get_pressed()
    except pygame.error:
        return None
    return {s for s, down in enumerate(tuple.__iter__(pressed)) if down}
