"""Render every card, back, slot, chip and icon into one PNG, at table size and full size.

    python tools/contact_sheet.py [--sprites DIR] [-o /tmp/contact_sheet.png] [--large all]

The art is reviewed by looking at this sheet: the small section (60 x 92, the smallest size
the table uses) must stay readable, the large one (240 x 368) must look sharp. Files are
loaded with the same SVG loader as the game, so a file that nanosvg mangles shows here.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from naipes_pg.cards import FRENCH_52, SPANISH_48  # noqa: E402

FELT, LABEL = (28, 92, 52), (235, 235, 220)
GAP, MARGIN = 6, 16
SMALL, LARGE = (60, 92), (240, 368)
SAMPLE = ("1o", "5c", "7e", "9b", "So", "Cc", "Re", "Cb", "AS", "10H", "JD", "QC", "KS")


def load(path: Path, size: tuple[int, int]) -> pygame.Surface:
    try:
        return pygame.image.load_sized_svg(str(path), size)
    except (pygame.error, FileNotFoundError) as exc:  # show the hole instead of stopping
        print(f"cannot load {path}: {exc}", file=sys.stderr)
        broken = pygame.Surface(size)
        broken.fill((255, 0, 255))
        return broken


def extras(sprites: Path) -> list[tuple[Path, tuple[int, int] | None]]:
    """Backs, slot, chip and icon; ``None`` size means "as big as a card is wide"."""
    items: list[tuple[Path, tuple[int, int] | None]] = [
        (p, None) for p in sorted((sprites / "backs").glob("*.svg"))]
    items.append((sprites / "slot.svg", None))
    items += [(sprites / "chip.svg", (1, 1)), (sprites / "icon" / "naipes.svg", (1, 1))]
    return items


def rows_for(sprites: Path, large: str, size: tuple[int, int]) -> list[list[pygame.Surface]]:
    names = [[str(c) for c in SPANISH_48[i:i + 12]] for i in range(0, 48, 12)]
    names += [[str(c) for c in FRENCH_52[i:i + 13]] for i in range(0, 52, 13)]
    if size == LARGE and large == "sample":
        names = [list(SAMPLE)]
    rows = [[load(_face(sprites, n), size) for n in row] for row in names]
    extra_row = []
    for path, shape in extras(sprites):
        extra_row.append(load(path, size if shape is None else (size[0], size[0])))
    rows.append(extra_row)
    if size == SMALL:
        icons = sorted((sprites / "icon").glob("naipes-*.png"),
                       key=lambda p: int(p.stem.split("-")[1]))
        rows.append([pygame.image.load(str(p)) for p in icons])
    return rows


def _face(sprites: Path, name: str) -> Path:
    deck = "french" if name[-1] in "HDCS" else "spanish"
    return sprites / deck / f"{name}.svg"


def paste(rows: list[list[pygame.Surface]], title: str, font: pygame.font.Font) -> pygame.Surface:
    width = max(sum(s.get_width() + GAP for s in row) for row in rows) + 2 * MARGIN
    height = sum(max(s.get_height() for s in row) + GAP for row in rows) + 2 * MARGIN + 24
    sheet = pygame.Surface((width, height))
    sheet.fill(FELT)
    sheet.blit(font.render(title, True, LABEL), (MARGIN, 4))
    y = MARGIN + 20
    for row in rows:
        x = MARGIN
        for surf in row:
            sheet.blit(surf, (x, y))
            x += surf.get_width() + GAP
        y += max(s.get_height() for s in row) + GAP
    return sheet


def stack(parts: list[pygame.Surface]) -> pygame.Surface:
    sheet = pygame.Surface((max(p.get_width() for p in parts), sum(p.get_height() for p in parts)))
    sheet.fill(FELT)
    y = 0
    for part in parts:
        sheet.blit(part, (0, y))
        y += part.get_height()
    return sheet


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sprites", type=Path, default=REPO / "sprites")
    parser.add_argument("-o", "--output", type=Path, default=Path("/tmp/contact_sheet.png"))
    parser.add_argument("--large", choices=("all", "sample"), default="all",
                        help="full-size section: every card, or a sample of 13")
    args = parser.parse_args(argv)
    pygame.font.init()
    font = pygame.font.Font(None, 24)
    small = paste(rows_for(args.sprites, args.large, SMALL), "60 x 92", font)
    large = paste(rows_for(args.sprites, args.large, LARGE), "240 x 368", font)
    pygame.image.save(stack([small, large]), str(args.output))
    print(f"contact sheet: {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
