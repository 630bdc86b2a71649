"""The players' keys for the reflex games (RULES.md 0.6): a block of 8 keys per human seat,
and the lone player's count keys for Nervioso's manual count mode.

Keys are physical positions, kept as SDL scancodes, so the defaults fall in the same places
on a Spanish, French or US keyboard: seat 0 presses the left block ``1 2 3 4 / Q W E R``, seat 1
the right block ``7 8 9 0 / U I O P``, seats 2 and 3 ``A S D F / Z X C V`` and ``J K L Ñ / M , . -``
(as a Spanish keyboard prints them). In every block the upper row's 4 keys come first: key 0
flips a card (``FLIP``), key 1 slaps or grabs the totem (``SLAP``), keys 2 to 7 sound the
animals in play in the order of ``ANIMALS``.

A key is shown by what the player's own layout prints on it. pygame-ce names keycodes only
(pygame-ce issue 2745), so ``key_label`` asks, in order: the key events seen in this run (a
press tells the truth about its key), SDL 2's own ``SDL_GetKeyFromScancode`` in the library
pygame loaded (for keys not pressed yet), and last the US layout, SDL's default.

The API the table and the "test your keys" screen use::

    keymap = KeyMap.load(settings)      # keymap.problem: None, or what was wrong, in words
    keymap.block(seat_index)            # 8 scancodes, in key order
    keymap.which(event)                 # (block, key) of a KEYDOWN/KEYUP, or None
    keymap.label(block, key)            # "Q", "Ñ", "Espacio"…
    keymap.set(block, key, scancode)    # KeyRefused(reason) for a key in use or reserved
    keymap.reset(); keymap.save(settings)
    keymap.count(event)                 # the count key's name: "1".."10", "S", "C", "R",
                                        # "silent" or "slap"; None for any other key
    keymap.count_key(name), keymap.count_label(name), keymap.set_count(name, scancode)

Saved in the settings file under ``keys`` as ``{"blocks": [[8 scancodes] × 4], "counts":
{name: scancode}}``. What cannot be read there (a wrong type, a scancode out of range, a key
used twice) goes back to its default, the rest is kept, and ``problem`` says so.
"""

from __future__ import annotations

import ctypes
import logging
import re
import sys
from collections.abc import Iterable, Sequence
from functools import cache
from pathlib import Path
from typing import Any

import pygame

from .. import store
from ..i18n import _, tr

log = logging.getLogger("naipes.keymap")

BLOCK_SIZE = 8
MAX_BLOCKS = 4  # more humans need a pad or the on-screen buttons (0.6)
FLIP, SLAP = 0, 1  # key indices in a block; the keys after them sound the animals
SOUNDS = BLOCK_SIZE - 2
SCANCODES = 512  # SDL_NUM_SCANCODES

# SDL scancodes (USB HID usage ids) of the keys named below.
_LETTER = {chr(ord("A") + i): 4 + i for i in range(26)}
_DIGIT = {str((i + 1) % 10): 30 + i for i in range(10)}
SEMICOLON, COMMA, PERIOD, SLASH = 51, 54, 55, 56  # Ñ , . - on a Spanish keyboard
SPACE, RETURN, ESCAPE = 44, 40, 41
# Keys no block may take: Esc cancels and leaves, F1 opens the rules, F11 the full screen,
# the system keys open the desktop's menu.
RESERVED = frozenset({ESCAPE, 58, 68, 227, 231})

DEFAULT_BLOCKS: tuple[tuple[int, ...], ...] = (
    tuple(_DIGIT[c] for c in "1234") + tuple(_LETTER[c] for c in "QWER"),
    tuple(_DIGIT[c] for c in "7890") + tuple(_LETTER[c] for c in "UIOP"),
    tuple(_LETTER[c] for c in "ASDFZXCV"),
    tuple(_LETTER[c] for c in "JKL") + (SEMICOLON, _LETTER["M"], COMMA, PERIOD, SLASH),
)
# Nervioso's manual count mode with one human at the keyboard (0.6 "Naming a count").
COUNTS: tuple[str, ...] = tuple(str(n) for n in range(1, 11)) + ("S", "C", "R", "silent",
                                                                   "slap")
DEFAULT_COUNTS: dict[str, int] = (
    {str(n): _DIGIT[str(n % 10)] for n in range(1, 11)}
    | {"S": _LETTER["S"], "C": _LETTER["C"], "R": _LETTER["R"], "silent": SPACE,
       "slap": RETURN})

# Each block's colour, the seat's own wherever its keys are shown: warm and cool by turns, and
# none of them the felt's green.
BLOCK_COLOURS: tuple[tuple[int, int, int], ...] = (
    (214, 84, 64), (70, 136, 222), (234, 168, 52), (162, 104, 214))


def N_(message: str) -> str:
    return message


COUNT_ROLES = {"S": N_("Jack"), "C": N_("Knight"), "R": N_("King"), "silent": N_("Silent"),
               "slap": N_("Slap")}
KEY_NAMES = {
    pygame.K_SPACE: N_("Space"), pygame.K_RETURN: N_("Enter"), pygame.K_KP_ENTER: N_("Enter"),
    pygame.K_TAB: N_("Tab"), pygame.K_BACKSPACE: "⌫", pygame.K_LSHIFT: "⇧",
    pygame.K_RSHIFT: "⇧", pygame.K_LCTRL: N_("Ctrl"), pygame.K_RCTRL: N_("Ctrl"),
    pygame.K_LALT: "Alt", pygame.K_RALT: "AltGr", pygame.K_CAPSLOCK: N_("Caps"),
    pygame.K_LEFT: "←", pygame.K_RIGHT: "→", pygame.K_UP: "↑", pygame.K_DOWN: "↓",
}
_CHARACTER_KEYS = 1 << 30  # SDL keycodes below this are the characters their keys type


class KeyRefused(ValueError):
    """A key that cannot go where it was asked: used by ``taken`` ((block, key), or a count
    name), or reserved for the app when ``taken`` is None."""

    def __init__(self, message: str, scancode: int, taken: Any = None) -> None:
        super().__init__(message)
        self.scancode, self.taken = scancode, taken


def role(key: int) -> str:
    """What key ``key`` of a block does, in the player's words."""
    if key == FLIP:
        return _("Flip")
    if key == SLAP:
        return _("Slap")
    return tr("Sound {n}", n=key - 1)


def count_role(name: str) -> str:
    """What a count key names: its number, a figure, the silence or the slap."""
    return _(COUNT_ROLES[name]) if name in COUNT_ROLES else name


class KeyMap:
    """The key blocks of up to four human seats, and the lone player's count keys."""

    def __init__(self) -> None:
        self.blocks: list[list[int]] = [list(b) for b in DEFAULT_BLOCKS]
        self.counts: dict[str, int] = dict(DEFAULT_COUNTS)
        self.problem: str | None = None  # what load found wrong, for the screen to say

    # -- the blocks -------------------------------------------------------------------------

    def block(self, seat_index: int) -> tuple[int, ...]:
        """The 8 scancodes of the ``seat_index``-th human's block, in key order."""
        return tuple(self.blocks[seat_index])

    def which(self, event: pygame.event.Event) -> tuple[int, int] | None:
        """The (block, key) a KEYDOWN or KEYUP pressed, or None for a key of no block."""
        scancode = scancode_of(event)
        for b, keys in enumerate(self.blocks):
            if scancode in keys:
                return b, keys.index(scancode)
        return None

    def label(self, block: int, key: int) -> str:
        return key_label(self.blocks[block][key])

    def set(self, block: int, key: int, scancode: int) -> None:
        """Put ``scancode`` at key ``key`` of ``block``; ``KeyRefused`` when another key of
        any block has it, or when the app keeps it."""
        _check_free(scancode)
        for b, keys in enumerate(self.blocks):
            if scancode in keys and (b, keys.index(scancode)) != (block, key):
                k = keys.index(scancode)
                raise KeyRefused(tr("{key} is already in use: {player}, {role}.",
                                    key=key_label(scancode), player=tr("Player {n}", n=b + 1),
                                    role=role(k)), scancode, (b, k))
        self.blocks[block][key] = scancode

    # -- the count keys ---------------------------------------------------------------------

    def count_key(self, name: str) -> int:
        return self.counts[name]

    def count(self, event: pygame.event.Event) -> str | None:
        """The count a key event names ("1".."10", "S", "C", "R", "silent") or "slap"."""
        scancode = scancode_of(event)
        return next((name for name in COUNTS if self.counts[name] == scancode), None)

    def count_label(self, name: str) -> str:
        return key_label(self.counts[name])

    def set_count(self, name: str, scancode: int) -> None:
        """Put ``scancode`` on count ``name``; ``KeyRefused`` when another count has it."""
        _check_free(scancode)
        for other in COUNTS:
            if other != name and self.counts[other] == scancode:
                raise KeyRefused(tr("{key} is already in use: {role}.", key=key_label(scancode),
                                    role=count_role(other)), scancode, other)
        self.counts[name] = scancode

    # -- defaults, loading and saving -------------------------------------------------------

    def reset(self, *, blocks: bool = True, counts: bool = True) -> None:
        if blocks:
            self.blocks = [list(b) for b in DEFAULT_BLOCKS]
        if counts:
            self.counts = dict(DEFAULT_COUNTS)

    def is_default(self) -> bool:
        return self.to_json() == KeyMap().to_json()

    def to_json(self) -> dict[str, Any]:
        return {"blocks": [list(keys) for keys in self.blocks], "counts": dict(self.counts)}

    def save(self, settings: store.Settings) -> None:
        """Write the keys into ``settings`` and the settings file."""
        settings.keys = self.to_json()
        store.save_settings(settings)

    @classmethod
    def load(cls, settings: store.Settings) -> KeyMap:
        """The keys saved in ``settings``; what is damaged there gets its default, and
        ``problem`` says so (it is logged too)."""
        keymap = cls()
        entry = getattr(settings, "keys", None)
        if entry is None:
            return keymap
        wrong: list[str] = []
        if not isinstance(entry, dict):
            wrong.append(f"not an object: {entry!r:.60}")
        else:
            rows = entry.get("blocks")
            if not isinstance(rows, list) or len(rows) != MAX_BLOCKS:
                rows = [None] * MAX_BLOCKS
            saved = [value for row in rows
                     for value in (row if isinstance(row, list) and len(row) == BLOCK_SIZE
                                   else [None] * BLOCK_SIZE)]
            flat = _repair(saved, [s for b in DEFAULT_BLOCKS for s in b], wrong, "blocks")
            keymap.blocks = [flat[i:i + BLOCK_SIZE] for i in range(0, len(flat), BLOCK_SIZE)]
            counts = entry.get("counts")
            counts = counts if isinstance(counts, dict) else {}
            found = _repair([counts.get(name) for name in COUNTS],
                            [DEFAULT_COUNTS[name] for name in COUNTS], wrong, "counts")
            keymap.counts = dict(zip(COUNTS, found, strict=True))
        if wrong:
            log.warning("saved keys partly unreadable, defaults used there: %s", "; ".join(wrong))
            keymap.problem = _("Some saved keys could not be read; those keys are back to "
                               "their defaults.")
        return keymap


def _check_free(scancode: int) -> None:
    if scancode in RESERVED or not 0 < scancode < SCANCODES:
        raise KeyRefused(tr("{key} is kept for the app; choose another key.",
                            key=key_label(scancode)), scancode)


def _repair(saved: Sequence[Any], defaults: Sequence[int], wrong: list[str],
            part: str) -> list[int]:
    """The saved scancodes where they are sound and unique, the defaults elsewhere; all the
    defaults if a default would then be used twice."""
    keys: list[int | None] = [None] * len(defaults)
    for i, value in enumerate(saved):
        if _sound(value) and value not in keys:
            keys[i] = value
        else:
            wrong.append(f"{part}[{i}] = {value!r:.20}")
    for i, value in enumerate(keys):
        if value is None:
            if defaults[i] in keys:
                wrong.append(f"{part}: the default of [{i}] is in use; all back to defaults")
                return list(defaults)
            keys[i] = defaults[i]
    return [k for k in keys if k is not None]


def _sound(value: Any) -> bool:
    return (isinstance(value, int) and not isinstance(value, bool)
            and 0 < value < SCANCODES and value not in RESERVED)


# -- what a key is called on the player's keyboard ----------------------------------------------

_seen: dict[int, int] = {}  # scancode → keycode, from this run's key events


def learn(event: pygame.event.Event) -> None:
    """Note what a key event's physical key types in the player's layout (its label)."""
    scancode, key = getattr(event, "scancode", 0), getattr(event, "key", 0)
    if scancode and key:
        _seen[scancode] = key


def forget_learned() -> None:
    """The layout changed (pygame.KEYMAPCHANGED): what the keys typed may be wrong now."""
    _seen.clear()


def scancode_of(event: pygame.event.Event) -> int:
    """The physical key of a key event. Real events carry it; one posted by a program may
    carry 0, and then its key's place in the layout is taken."""
    scancode = getattr(event, "scancode", 0)
    if scancode:
        learn(event)
        return scancode
    return scancode_from_key(getattr(event, "key", 0))


def scancode_from_key(key: int) -> int:
    """The physical key that types ``key`` in the player's layout (0 if none does)."""
    found = next((s for s, k in _seen.items() if k == key), 0)
    if found:
        return found
    sdl = _sdl()
    if sdl is not None:
        found = int(sdl.SDL_GetScancodeFromKey(key))
        if found:
            return found
    return next((s for s, k in _US.items() if k == key), 0)


def layout_key(scancode: int) -> int:
    """The keycode the player's layout gives the key at ``scancode`` (0 if unknown)."""
    if scancode in _seen:
        return _seen[scancode]
    sdl = _sdl()
    if sdl is not None and 0 < scancode < SCANCODES:
        key = int(sdl.SDL_GetKeyFromScancode(scancode))
        if key:
            return key
    return _US.get(scancode, 0)


def key_label(scancode: int) -> str:
    """The key at ``scancode`` as its keycap shows it: "Q", "Ñ", "7", "Espacio", "⇧"…"""
    key = layout_key(scancode)
    if not key:
        return f"#{scancode}"
    if key in KEY_NAMES:
        return _(KEY_NAMES[key])
    if key < _CHARACTER_KEYS and chr(key).isprintable() and not chr(key).isspace():
        upper = chr(key).upper()
        return upper if len(upper) == 1 else chr(key)
    name = pygame.key.name(key)
    if name.startswith("[") and name.endswith("]"):  # the number pad: "[7]"
        return f"Num {name[1:-1]}"
    return name.capitalize() if name else f"#{scancode}"


# The US layout, SDL's default: the labels when neither an event nor SDL can say.
_US: dict[int, int] = (
    {s: ord(c.lower()) for c, s in _LETTER.items()} | {s: ord(c) for c, s in _DIGIT.items()}
    | {RETURN: pygame.K_RETURN, ESCAPE: pygame.K_ESCAPE, 42: pygame.K_BACKSPACE,
       43: pygame.K_TAB, SPACE: pygame.K_SPACE}
    | {s: ord(c) for s, c in zip(range(45, 57), "-=[]\\#;'`,./", strict=True)})


@cache
def _sdl() -> Any | None:
    """SDL 2's keyboard functions from the very library pygame loaded (its keyboard layout
    lives there), or None: the labels then come from events and the US layout."""
    try:
        if pygame.get_sdl_version()[0] != 2:  # SDL 3 changed these functions' arguments
            return None
        for path in _sdl_files():
            lib = ctypes.CDLL(str(path))
            lib.SDL_GetKeyFromScancode.restype = ctypes.c_int32
            lib.SDL_GetKeyFromScancode.argtypes = [ctypes.c_int]
            lib.SDL_GetScancodeFromKey.restype = ctypes.c_int
            lib.SDL_GetScancodeFromKey.argtypes = [ctypes.c_int32]
            return lib
    except (OSError, AttributeError, pygame.error) as error:
        log.info("cannot ask SDL for the keyboard layout (%s); showing US key names", error)
    return None


_SDL_FILE = re.compile(r"^(lib)?SDL2(-[\w.-]*)?\.(so|dll|dylib)\b")


def _sdl_files() -> Iterable[Path]:
    """The SDL 2 library pygame loaded: the process's own map on Linux, else the copy the
    pygame wheel ships beside its modules."""
    maps = Path("/proc/self/maps")
    if sys.platform.startswith("linux") and maps.exists():
        for line in maps.read_text().splitlines():
            path = Path(line.split()[-1])
            if _SDL_FILE.match(path.name):
                yield path
                return
    here = Path(pygame.__file__).resolve().parent
    for folder in (here, here / ".dylibs", here.parent / "pygame_ce.libs"):
        if folder.is_dir():
            yield from (p for p in sorted(folder.iterdir()) if _SDL_FILE.match(p.name))
