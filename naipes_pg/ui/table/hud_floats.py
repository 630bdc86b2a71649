"""What the HUD draws anew every frame: points rising beside a seat's name, the call popping
up as a banner, and the race's button with its countdown."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import theme
from ..widgets import Button, draw_button

FLOAT_LIFE = 1.6  # seconds rising points stay
FLOAT_RISE = 26  # how far they rise in that time, at the design size


@dataclass(frozen=True)
class Float:
    """Words rising beside ``seat``'s name, ``left`` seconds more."""

    seat: int
    text: str
    left: float = FLOAT_LIFE


def float_size(k: float) -> int:
    return int(26 * k)


def float_spots(floats: list[Float], beside: dict[int, pygame.Rect],
                obstacles: list[pygame.Rect], size: tuple[int, int],
                k: float) -> dict[int, tuple[pygame.Rect, int]]:
    """Each seat's rising points go on the first side of its name (``beside``) where their
    whole path lies in the window on no obstacle (``best_spot``). Returns the path and the
    height of a line."""
    texts: dict[int, list[str]] = {}
    for rising in floats:
        texts.setdefault(rising.seat, []).append(rising.text)
    face = theme.font(float_size(k), "bold")
    window = pygame.Rect((0, 0), size)
    spots = {}
    for seat, words in texts.items():
        if seat not in beside:
            continue
        line = face.get_linesize()
        path = pygame.Rect(0, 0, max(face.size(w)[0] for w in words),
                           line * len(words) + int(FLOAT_RISE * k))
        spots[seat] = (best_spot(path, beside[seat], int(10 * k), obstacles, window), line)
    return spots


def best_spot(path: pygame.Rect, beside: pygame.Rect, gap: int, obstacles: list[pygame.Rect],
              window: pygame.Rect) -> pygame.Rect:
    """``path`` put next to ``beside``: above it, then at its left or right (level with its
    top, middle or bottom), then below it; the first place inside the window on no obstacle,
    else the one that covers least."""
    b = beside
    places = [("midbottom", (b.centerx, b.top - gap))]
    for anchors, x in ((("topright", "midright", "bottomright"), b.left - gap),
                       (("topleft", "midleft", "bottomleft"), b.right + gap)):
        places += [(anchor, (x, y)) for anchor, y in zip(anchors, (b.top, b.centery, b.bottom),
                                                          strict=True)]
    places += [("bottomleft", (b.left, b.top - gap)), ("bottomright", (b.right, b.top - gap)),
               ("midtop", (b.centerx, b.bottom + gap))]
    spots = []
    for anchor, point in places:
        spot = path.copy()
        setattr(spot, anchor, point)
        spots.append(spot)
    for spot in spots:
        if window.contains(spot) and spot.collidelist(obstacles) < 0:
            return spot

    def covered(spot: pygame.Rect) -> int:
        inside = spot.clip(window)
        out = spot.w * spot.h - inside.w * inside.h
        return out + sum(spot.clip(r).w * spot.clip(r).h for r in obstacles)

    return min(spots, key=covered)


def draw_floats(surface: pygame.Surface, floats: list[Float],
                spots: dict[int, tuple[pygame.Rect, int]], k: float) -> None:
    """Points rising beside the name of the seat that won them; several at once are
    stacked, the newest lowest."""
    shown: dict[int, int] = {}
    for rising in floats:
        if rising.seat not in spots:
            continue
        spot, line = spots[rising.seat]
        nth = shown[rising.seat] = shown.get(rising.seat, -1) + 1
        count = sum(1 for other in floats if other.seat == rising.seat)
        rise = (FLOAT_LIFE - rising.left) / FLOAT_LIFE * FLOAT_RISE * k
        if theme.reduced_motion():  # the points stay beside the name until they go
            rise = 0
        bottom = spot.bottom - (count - 1 - nth) * line - rise
        theme.text(surface, rising.text, float_size(k), (spot.centerx, int(bottom)),
                   color=theme.GOLD, kind="bold", anchor="midbottom", shadow=True)


def banner_rect(text: str, k: float, size: tuple[int, int]) -> pygame.Rect:
    """Where the banner lies at its full size."""
    w, h = size
    return banner_image(text, round(k, 3)).get_rect(center=(w // 2, int(h * 0.48)))


def draw_banner(surface: pygame.Surface, text: str, left: float, k: float) -> None:
    """The call, popping up: drawn once, then only scaled (a new font size every frame
    would cost a frame's budget). With reduced motion it does not grow: it fades in and
    out where it stands."""
    w, h = surface.get_size()
    pop = min(1.0, max(0.0, 1.2 - left) / 0.18)
    image = banner_image(text, round(k, 3))
    if theme.reduced_motion():
        pop = min(pop, left / 0.18, 1.0)
        if pop < 1.0:
            image = image.copy()
            image.set_alpha(int(255 * pop))
    elif pop < 1.0:
        scale = 0.7 + 0.3 * pop
        size = (int(image.get_width() * scale), int(image.get_height() * scale))
        image = pygame.transform.smoothscale(image, size)
    rect = image.get_rect(center=(w // 2, int(h * 0.48)))
    surface.blit(image, rect)
    theme.record(rect, "banner", text, round(pop, 2))


@theme.sized_cache(maxsize=16)
def banner_image(text: str, k: float) -> pygame.Surface:
    """The banner: its first line big, the lines after it (how a figure was counted) smaller
    under it; each fitted into the window."""
    first, *more = text.split("\n")
    size = theme.fit_size(first, int(64 * k), int(1100 * k), "title")  # large text: in the window
    lines = [(first, size, theme.GOLD)] + [
        (line, theme.fit_size(line, int(30 * k), int(1100 * k), "title"), theme.INK)
        for line in more]
    sizes = [theme.font(each, "title").size(line) for line, each, _ink in lines]
    width = max(w for w, _h in sizes)
    image = pygame.Surface((width + int(80 * k), sum(h for _w, h in sizes) + int(36 * k)),
                           pygame.SRCALPHA)
    rect = image.get_rect()
    pygame.draw.rect(image, (120, 24, 20, 225), rect, border_radius=int(20 * k))
    pygame.draw.rect(image, theme.GOLD, rect, width=max(2, int(3 * k)), border_radius=int(20 * k))
    y = int(18 * k)
    for (line, each, ink), (_w, h) in zip(lines, sizes, strict=True):
        theme.text(image, line, each, (rect.centerx, y + h // 2), color=ink, kind="title",
                   anchor="center", shadow=True)
        y += h
    return image


def draw_race_button(surface: pygame.Surface, button: Button, label: str, k: float,
                     taken: list[pygame.Rect]) -> None:
    """The race's button sized to its ``label`` (the keys and the time left), put where
    nothing ``taken`` holds lies, nearest the middle."""
    w, h = surface.get_size()
    button.label = label
    tw, th = theme.font(int(22 * k * 1.1), "bold").size(button.label)  # as drawn below
    button.rect = pygame.Rect(0, 0, min(w - int(16 * k), tw + int(48 * k)), th + int(30 * k))
    pad = int(18 * k)
    screen = pygame.Rect(0, 0, w, h).inflate(-pad, -pad)
    spots = [(w // 2 + dx, h // 2 + dy) for dx in (0, -w // 5, w // 5)
             for d in range(0, h // 2, max(4, int(6 * k))) for dy in (d, -d)]
    for spot in spots + [(w // 2, int(h * 0.66))]:
        button.rect.center = spot
        if screen.contains(button.rect) and button.rect.collidelist(taken) < 0:
            break
    draw_button(surface, button, k * 1.1, focused=True)
