"""Card art: faces, backs, slot, chip, icon and pictures loaded from ``sprites/`` at the size
needed.

The SVG files are drawn by ``tools/make_sprites.py``; pygame-ce rasterises them at exactly
the requested size, so cards stay sharp at any window size. Every surface is cached per
(file, size); call ``clear_cache()`` after a resize. A missing or unreadable file never
stops the game: it is logged once and a plainly drawn stand-in is returned.

The same code serves a source checkout (``<repo>/sprites``) and an installed wheel, where
the folders ship inside the package as ``naipes_pg/_sprites`` and ``naipes_pg/_sounds``.
"""

from __future__ import annotations

import logging
import zlib
from functools import lru_cache
from pathlib import Path

import pygame

from ..cards import FRENCH_SUITS, JOKER, Card, parse

CARD_W, CARD_H = 240, 368
DEFAULT_BACK = "clasico"

log = logging.getLogger(__name__)

_PACKAGE = Path(__file__).resolve().parent.parent
_cache: dict[tuple[str, int, int], pygame.Surface] = {}
_faces: dict[tuple[object, int], pygame.Surface] = {}  # (card or back name, width) → surface
_pictures: dict[tuple[str, int, int], pygame.Surface] = {}  # (name, width, height) → surface
_warned: set[str] = set()


def _data_dir(packaged: str, checkout: str) -> Path:
    inside = _PACKAGE / packaged
    return inside if inside.is_dir() else _PACKAGE.parent / checkout


def asset_path(*parts: str) -> Path:
    """A path inside the sprites folder, whether running from a checkout or a wheel."""
    return _data_dir("_sprites", "sprites").joinpath(*parts)


def sounds_path(*parts: str) -> Path:
    """A path inside the sounds folder, whether running from a checkout or a wheel."""
    return _data_dir("_sounds", "sounds").joinpath(*parts)


def card_size(width: int) -> tuple[int, int]:
    """The (width, height) of a card ``width`` pixels wide: every card has one aspect."""
    width = max(1, int(width))
    return width, max(1, round(width * CARD_H / CARD_W))


def _as_card(card: Card | str) -> Card:
    return parse(card) if isinstance(card, str) else card


def deck_of(card: Card | str) -> str:
    """``"french"`` for hearts, diamonds, clubs, spades (and jokers), else ``"spanish"``."""
    card = _as_card(card)
    return "french" if card.suit in FRENCH_SUITS or card.suit == JOKER else "spanish"


def card_face(card: Card | str, width: int) -> pygame.Surface:
    """The face of ``card`` at ``width`` pixels wide (cached)."""
    surface = _faces.get((card, width))  # the table asks for every card every frame
    if surface is None:
        card = _as_card(card)
        path = asset_path(deck_of(card), f"{card}.svg")
        surface = _cached(path, card_size(width), lambda size: _fallback_face(card, size))
        _faces[(card, width)] = surface
    return surface


@lru_cache(maxsize=1)
def back_names() -> list[str]:
    """The card backs on offer, the classic red one first."""
    names = sorted(p.stem for p in asset_path("backs").glob("*.svg"))
    return [DEFAULT_BACK] + [n for n in names if n != DEFAULT_BACK]


def card_back(name: str, width: int) -> pygame.Surface:
    """The back called ``name`` (an unknown name gives the classic one), cached."""
    surface = _faces.get((name, width))
    if surface is None:
        known = name if name in back_names() else DEFAULT_BACK
        path = asset_path("backs", f"{known}.svg")
        surface = _faces[(name, width)] = _cached(path, card_size(width), _fallback_back)
    return surface


def slot(width: int) -> pygame.Surface:
    """The outline of an empty place where a card can go."""
    return _cached(asset_path("slot.svg"), card_size(width), _fallback_slot)


def chip(size: int) -> pygame.Surface:
    """A round betting chip ``size`` pixels across."""
    size = max(1, int(size))
    return _cached(asset_path("chip.svg"), (size, size), _fallback_chip)


def icon(size: int) -> pygame.Surface:
    """The app icon; the pre-rendered PNG when one has exactly that size."""
    size = max(1, int(size))
    png = asset_path("icon", f"naipes-{size}.png")
    path = png if png.is_file() else asset_path("icon", "naipes.svg")
    return _cached(path, (size, size), _fallback_chip)


def picture(name: str, size: int | tuple[int, int]) -> pygame.Surface:
    """A picture by its path under sprites/ without ``.svg``: ``"animals/cow"``,
    ``"animals/cow_plush"``, ``"props/totem"``, ``"props/hand"``, ``"props/metronome"``,
    ``"props/bubble"``. ``size`` is a square's side or a (width, height) box; the picture is
    drawn as large as fits, centred, its shape kept (cached)."""
    box = (size, size) if isinstance(size, (int, float)) else size
    key = (name, max(1, int(box[0])), max(1, int(box[1])))
    surface = _pictures.get(key)  # a reflex table asks for its animals every frame
    if surface is None:
        path = asset_path(*f"{name}.svg".split("/"))
        surface = _pictures[key] = _cached(
            path, key[1:], lambda shape: _fallback_picture(name, shape), centre=True)
    return surface


# props/bubble.svg is wider than high: a box of this width / height is filled by it.
BUBBLE_ASPECT = 256 / 176
# Where the table writes the onomatopoeia in the bubble: (x, y, width, height) as fractions
# of the bubble, all on its white, clear of the outline and of the tail.
BUBBLE_TEXT_BOX = (0.1, 0.14, 0.8, 0.58)


def warm(cards, width: int, back: str = DEFAULT_BACK) -> None:
    """Rasterise these faces and a back now, before they fly (an SVG takes ~10 ms)."""
    card_back(back, width)
    for card in cards:
        card_face(card, width)


def clear_cache() -> None:
    """Forget every loaded surface (after a window resize, so cards are drawn anew)."""
    _cache.clear()
    _faces.clear()
    _pictures.clear()


# --- loading ------------------------------------------------------------------------------

def _cached(path: Path, size: tuple[int, int], fallback, centre: bool = False
            ) -> pygame.Surface:
    key = (str(path), *size)
    surface = _cache.get(key)
    if surface is None:
        surface = _load(path, size, centre)
        if surface is None:
            surface = fallback(size)
        _cache[key] = surface = _for_display(surface)
    return surface


def _load(path: Path, size: tuple[int, int], centre: bool = False) -> pygame.Surface | None:
    try:
        if path.suffix == ".png":
            surface = pygame.image.load(str(path))
        else:
            surface = pygame.image.load_sized_svg(str(path), size)
    except (pygame.error, OSError) as exc:
        _warn_once(path, str(exc))
        return None
    if surface.get_bounding_rect().width == 0:
        # nanosvg turns a truncated file into an empty picture instead of an error
        _warn_once(path, "the file draws nothing")
        return None
    if surface.get_size() != size:
        # nanosvg keeps the drawing's shape inside the box asked for and may round a side
        # up by a pixel: the caller gets exactly its box, the drawing centred if asked
        exact = pygame.Surface(size, pygame.SRCALPHA)
        offset = (0, 0)
        if centre:
            offset = (max(0, (size[0] - surface.get_width()) // 2),
                      max(0, (size[1] - surface.get_height()) // 2))
        exact.blit(surface, offset)
        surface = exact
    return surface


def _warn_once(path: Path, why: str) -> None:
    if str(path) not in _warned:
        _warned.add(str(path))
        log.warning("art %s cannot be used (%s); drawing a plain stand-in", path, why)


def _for_display(surface: pygame.Surface) -> pygame.Surface:
    """Match the screen's pixel format when there is a window, for fast blits."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


# --- stand-ins when a file is missing -----------------------------------------------------

_SUIT_SIGNS = {"o": "oros", "c": "copas", "e": "espadas", "b": "bastos", "H": "corazones",
               "D": "diamantes", "C": "tréboles", "S": "picas", JOKER: "comodín"}
_SUIT_INK = {"o": (160, 90, 10), "c": (180, 30, 20), "e": (30, 60, 140), "b": (40, 100, 30),
             "H": (200, 30, 30), "D": (200, 30, 30), "C": (25, 25, 25), "S": (25, 25, 25),
             JOKER: (120, 40, 140)}


def _blank(size: tuple[int, int], fill: tuple[int, int, int]) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(2, size[0] // 14)
    pygame.draw.rect(surface, fill, surface.get_rect(), border_radius=radius)
    pygame.draw.rect(surface, (30, 26, 23), surface.get_rect(), max(1, size[0] // 60),
                     border_radius=radius)
    return surface


def _write(surface: pygame.Surface, text: str, colour, centre: tuple[int, int],
           height: int) -> None:
    if not pygame.font.get_init():
        pygame.font.init()
    rendered = pygame.font.Font(None, max(8, height)).render(text, True, colour)
    surface.blit(rendered, rendered.get_rect(center=centre))


def _fallback_face(card: Card, size: tuple[int, int]) -> pygame.Surface:
    surface = _blank(size, (255, 253, 245))
    w, h = size
    ink = _SUIT_INK.get(card.suit, (0, 0, 0))
    label = str(card)[:-1] if card.suit != JOKER else "★"
    _write(surface, label, ink, (w // 2, h * 2 // 5), w // 2)
    _write(surface, _SUIT_SIGNS.get(card.suit, card.suit), ink, (w // 2, h * 2 // 3), w // 5)
    return surface


def _fallback_back(size: tuple[int, int]) -> pygame.Surface:
    surface = _blank(size, (255, 253, 245))
    inner = surface.get_rect().inflate(-size[0] // 8, -size[0] // 8)
    pygame.draw.rect(surface, (170, 34, 27), inner, border_radius=max(1, size[0] // 30))
    return surface


def _fallback_slot(size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (255, 255, 255, 150), surface.get_rect(), max(1, size[0] // 40),
                     border_radius=max(2, size[0] // 14))
    return surface


def _fallback_chip(size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    centre, radius = (size[0] // 2, size[1] // 2), min(size) // 2
    pygame.draw.circle(surface, (180, 30, 25), centre, radius)
    pygame.draw.circle(surface, (240, 190, 40), centre, max(1, radius * 2 // 3))
    return surface


def _fallback_picture(name: str, size: tuple[int, int]) -> pygame.Surface:
    """A disc with the picture's initial, in a colour of its own, so animals stay apart."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    hue = zlib.crc32(name.encode("utf-8")) % 360
    colour = pygame.Color(0)
    colour.hsva = (hue, 45, 92, 100)
    centre, radius = (size[0] // 2, size[1] // 2), max(1, min(size) // 2 - 1)
    pygame.draw.circle(surface, colour, centre, radius)
    pygame.draw.circle(surface, (30, 26, 23), centre, radius, max(1, min(size) // 40))
    initial = name.rsplit("/", 1)[-1][:1].upper() or "?"
    _write(surface, initial, (30, 26, 23), centre, min(size) * 3 // 5)
    return surface
