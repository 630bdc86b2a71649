"""How many deals of a solitaire can be won, knowing every card, and how many a greedy player
wins; with the solver's time per deal.

    python tools/winnable.py GAME [--variant V] [--deals 10000] [--first 1] [--jobs 2]
    python tools/winnable.py all --deals 10000          every solitaire and variant

Deals are the deal numbers FIRST .. FIRST+DEALS-1, so a figure can be checked by anyone.
"Unknown" counts the deals the solver gave up on (its node limit); they are neither won nor
lost in the shares. Times are the solver's wall time per deal in a worker process: median and
95th percentile. The greedy player sees only what a person sees.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from naipes_pg.ai.agents import make_agent  # noqa: E402
from naipes_pg.ai.solvers import NODE_LIMIT, SOLVERS, solve  # noqa: E402
from naipes_pg.rules.registry import get_spec, new_game  # noqa: E402

CHUNK = 50  # deals per task handed to a worker


def one_deal(game_id: str, variant: str | None, seed: int,
             node_limit: int) -> tuple[bool | None, float, bool, int]:
    """(winnable, solver seconds, greedy won, nodes) for deal ``seed``."""
    game = new_game(game_id, seed=seed, variant=variant)
    start = time.perf_counter()
    answer = solve(game, node_limit)
    seconds = time.perf_counter() - start
    if answer.winnable:
        replay = game.clone()
        for act in answer.line:
            replay.apply(0, act)
        if replay.outcome() is None or 0 not in replay.outcome().winners:
            raise AssertionError(f"{game_id} {variant} deal {seed}: the line does not win")
    agent = make_agent("greedy", game_id, seed)
    while game.outcome() is None:
        game.apply(0, agent.choose(game, 0))
    return answer.winnable, seconds, 0 in game.outcome().winners, answer.nodes


def chunk(args: tuple[str, str | None, list[int], int]) -> list[tuple[bool | None, float, bool,
                                                                        int]]:
    game_id, variant, seeds, node_limit = args
    return [one_deal(game_id, variant, seed, node_limit) for seed in seeds]


def measure(game_id: str, variant: str | None, deals: int, first: int, jobs: int,
            node_limit: int) -> dict[str, float]:
    seeds = list(range(first, first + deals))
    tasks = [(game_id, variant, seeds[i:i + CHUNK], node_limit)
             for i in range(0, len(seeds), CHUNK)]
    start = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = [r for part in pool.map(chunk, tasks) for r in part]
    else:
        results = [r for task in tasks for r in chunk(task)]
    wall = time.perf_counter() - start
    times = sorted(r[1] for r in results)
    known = [r for r in results if r[0] is not None]
    return {
        "deals": len(results),
        "winnable": 100 * sum(bool(r[0]) for r in known) / max(1, len(known)),
        "unknown": 100 * (len(results) - len(known)) / len(results),
        "greedy": 100 * sum(r[2] for r in results) / len(results),
        "median": statistics.median(times),
        "p95": times[min(len(times) - 1, int(0.95 * len(times)))],
        "max": times[-1],
        "wall": wall,
    }


def cases(game: str, variant: str | None) -> list[tuple[str, str | None]]:
    """The (game, variant) pairs asked for: one, or every solitaire in every variant."""
    if game != "all":
        return [(game, variant)]
    return [(game_id, v) for game_id in SOLVERS for v in (None, *get_spec(game_id).variants)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", help="a solitaire's id, or 'all'")
    parser.add_argument("--variant", default=None)
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--first", type=int, default=1, help="the first deal number")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--node-limit", type=int, default=NODE_LIMIT)
    args = parser.parse_args()
    if args.game != "all" and args.game not in SOLVERS:
        parser.error(f"no solver for {args.game!r} (solvers: {', '.join(SOLVERS)})")
    print(f"deals {args.first}..{args.first + args.deals - 1}, node limit {args.node_limit:,}, "
          f"{args.jobs} worker(s)")
    print(f"{'game':34} {'winnable':>9} {'unknown':>8} {'greedy':>7} {'median s':>9} "
          f"{'p95 s':>7} {'max s':>7} {'wall s':>7}")
    for game_id, variant in cases(args.game, args.variant):
        row = measure(game_id, variant, args.deals, args.first, args.jobs, args.node_limit)
        name = game_id + (f" --variant {variant}" if variant else "")
        print(f"{name:34} {row['winnable']:8.1f}% {row['unknown']:7.2f}% {row['greedy']:6.1f}% "
              f"{row['median']:9.3f} {row['p95']:7.3f} {row['max']:7.2f} {row['wall']:7.0f}",
              flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
