"""Generate the card art into ``sprites/`` (or the folder given): every file is drawn by code.

    python tools/make_sprites.py [OUT_DIR]

Writes spanish/<card>.svg (48), french/<card>.svg (52, and the jokers J1 and J2),
backs/<name>.svg, slot.svg, chip.svg, icon/naipes.svg and icon/naipes-<size>.png; for the
reflex games animals/<animal>.svg and animals/<animal>_plush.svg (La Granja's eight) and
props/{totem,hand,metronome,bubble}.svg.
The output is deterministic (no timestamps, no randomness), so running it twice gives
byte-identical files and a diff shows real changes.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

TOOLS = Path(__file__).resolve().parent
REPO = TOOLS.parent
sys.path[:0] = [str(TOOLS), str(REPO)]

from sprites_animals import animal_files  # noqa: E402
from sprites_extras import BACKS, back, chip, icon, slot  # noqa: E402
from sprites_french import french_card  # noqa: E402
from sprites_joker import joker_card  # noqa: E402
from sprites_props import prop_files  # noqa: E402
from sprites_spanish import spanish_card  # noqa: E402

from naipes_pg.cards import FRENCH_52, JOKERS, SPANISH_48  # noqa: E402
from naipes_pg.rules.announcements import ANIMALS  # noqa: E402

ICON_SIZES = (32, 48, 64, 128, 256)


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode("utf-8"))


def svg_files() -> dict[str, str]:
    """Relative path → SVG text of every vector file, in a stable order."""
    files: dict[str, str] = {}
    for card in SPANISH_48:
        files[f"spanish/{card}.svg"] = spanish_card(card.rank, card.suit)
    for card in FRENCH_52:
        files[f"french/{card}.svg"] = french_card(card.rank, card.suit)
    for card in JOKERS:  # Chinchón's two comodines
        files[f"french/{card}.svg"] = joker_card(card.rank)
    for name in BACKS:
        files[f"backs/{name}.svg"] = back(name)
    files["slot.svg"] = slot()
    files["chip.svg"] = chip()
    files["icon/naipes.svg"] = icon()
    files.update(animal_files(ANIMALS))
    files.update(prop_files())
    return files


def render_icons(out: Path) -> None:
    """Rasterise the icon with the same SVG loader the app uses, for the window and desktop."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    source = str(out / "icon" / "naipes.svg")
    for size in ICON_SIZES:
        image = pygame.image.load_sized_svg(source, (size, size))
        pygame.image.save(image, str(out / "icon" / f"naipes-{size}.png"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", type=Path, default=REPO / "sprites",
                        help="output folder (default: the repository's sprites/)")
    args = parser.parse_args(argv)
    files = svg_files()
    for rel, text in files.items():
        write(args.out / rel, text)
    render_icons(args.out)
    total = sum((args.out / rel).stat().st_size for rel in files)
    print(f"wrote {len(files)} SVG files ({total // 1024} KiB) and "
          f"{len(ICON_SIZES)} icon PNGs to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
