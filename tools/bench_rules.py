"""Random playouts per registered game: actions/s and matches/s, the median of 5 runs.

    python tools/bench_rules.py [--seconds 2] [--runs 5] [GAME ...]

Each action is chosen by the random agent from ``legal_actions`` and applied with the full
legality check, as in play; a run counts whole matches for about ``--seconds``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from naipes_pg.rules.registry import GAMES, new_game  # noqa: E402


def one_run(game_id: str, variant: str | None, seconds: float, seed: int) -> tuple[float, float]:
    rng = random.Random(seed)
    actions = matches = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = new_game(game_id, seed=rng.getrandbits(32), variant=variant)
        while True:
            actors = game.actors()
            if not actors:
                break
            seat = actors[0] if len(actors) == 1 else rng.choice(actors)
            game.apply(seat, rng.choice(game.legal_actions(seat)))
            actions += 1
        matches += 1
    elapsed = time.perf_counter() - start
    return actions / elapsed, matches / elapsed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="game ids (default: all)")
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    cases = [(g, None) for g in args.games or GAMES]
    cases += [(g, v) for g, _ in list(cases) for v in GAMES[g].spec.variants]
    print(f"{'game':28} {'actions/s':>12} {'matches/s':>10}   (median of {args.runs} runs)")
    for game_id, variant in cases:
        runs = [one_run(game_id, variant, args.seconds, seed) for seed in range(args.runs)]
        actions = statistics.median(r[0] for r in runs)
        matches = statistics.median(r[1] for r in runs)
        name = game_id + (f" --variant {variant}" if variant else "")
        print(f"{name:28} {actions:12,.0f} {matches:10,.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
