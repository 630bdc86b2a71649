"""Every `naipes shot` picture of every game, variant and player count, kept as a digest of its
pixels, so a change that must not alter what a player sees can be checked picture by picture.

    python tools/shots.py --out before.json               # seeds 1-5, 10 and 30 moves, 2 sizes
    python tools/shots.py --out after.json --jobs 2
    python tools/shots.py --compare before.json after.json
    python tools/shots.py --save DIR --only escoba        # the PNGs too, to look at them

A picture is `naipes shot GAME [--variant V] [-o players=N] --seed S --moves M --size WxH`,
rendered in this process by the same function the command calls.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

SEEDS = (1, 2, 3, 4, 5)
MOVES = (10, 30)
SIZES = ((1280, 800), (640, 480))


def cases(only: str | None = None) -> list[tuple[str, str | None, int]]:
    from naipes_pg.rules.registry import GAMES

    return [(game_id, variant, players)
            for game_id, cls in GAMES.items() if only in (None, game_id)
            for variant in (None, *cls.spec.variants)
            for players in cls.spec.player_counts(variant)]


def name(game_id: str, variant: str | None, players: int, seed: int, moves: int,
         size: tuple[int, int]) -> str:
    return f"{game_id}-{variant or 'base'}-{players}p-s{seed}-m{moves}-{size[0]}x{size[1]}"


def render_case(job: tuple[str, str | None, int, str | None]) -> dict[str, str]:
    """The digests of one case's pictures (and the PNGs, into ``save`` when given)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from naipes_pg.rules.registry import GAMES
    from naipes_pg.ui.shot import render_shot

    game_id, variant, players, save = job
    options = {"players": players} if GAMES[game_id].spec.players[1] > 2 else {}
    found = {}
    for size in SIZES:
        for seed in SEEDS:
            for moves in MOVES:
                surface = render_shot(game_id, variant=variant, seed=seed, moves=moves,
                                      size=size, options=dict(options))
                key = name(game_id, variant, players, seed, moves, size)
                pixels = pygame.image.tobytes(surface, "RGB")
                found[key] = hashlib.sha256(pixels).hexdigest()
                if save:
                    pygame.image.save(surface, str(Path(save) / f"{key}.png"))
    return found


def compare(before: Path, after: Path) -> int:
    a = json.loads(before.read_text())
    b = json.loads(after.read_text())
    missing = sorted(set(a) - set(b))
    new = sorted(set(b) - set(a))
    changed = sorted(k for k in set(a) & set(b) if a[k] != b[k])
    print(f"{len(a)} pictures before, {len(b)} after: {len(changed)} changed, "
          f"{len(missing)} missing, {len(new)} new")
    for key in changed[:50]:
        print(f"  changed: {key}")
    for key in missing[:20]:
        print(f"  missing: {key}")
    return 1 if changed or missing else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, help="write the digests there (JSON)")
    parser.add_argument("--compare", nargs=2, type=Path, metavar=("BEFORE", "AFTER"))
    parser.add_argument("--only", help="one game id")
    parser.add_argument("--save", type=Path, help="keep the PNGs in this folder too")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    if args.compare:
        return compare(*args.compare)
    if args.save:
        args.save.mkdir(parents=True, exist_ok=True)
    jobs = [(*case, str(args.save) if args.save else None) for case in cases(args.only)]
    digests: dict[str, str] = {}
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for done, found in enumerate(pool.map(render_case, jobs), 1):
            digests.update(found)
            print(f"{done}/{len(jobs)} cases", file=sys.stderr, end="\r")
    print(f"{len(digests)} pictures of {len(jobs)} cases", file=sys.stderr)
    text = json.dumps(dict(sorted(digests.items())), indent=0)
    if args.out:
        args.out.write_text(text + "\n")
    else:
        print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
