"""How the search of one level does its job in a game, in figures: the iterations it runs,
how often its choice changes with four times the iterations, how often it plays the greedy
player's move, and how close its dealt worlds are to what the seat knows and to the truth.

    python tools/bench_search_health.py [GAME ...] [--level dificil] [--matches 4]
                                        [--every 2] [--worlds 20] [--jobs 2] [--tree]

Plays ``--matches`` matches between greedy players; at every ``--every``-th move with a
choice, the seat to move is searched twice with the level's plan, on the level's iterations
(``1×``) and on four times as many (``4×``), with no clock (so the figures do not depend on the
machine's load). A row gives:

- ``iter``: the median iterations the 1× search ran (fewer than its budget where the choice
  settled early), and ``settled``: the share of searches that stopped early;
- ``1×=4×``: the share of positions where the two searches choose the same move (low: the
  level's budget is too small for the game's choices);
- ``1×=greedy``, ``4×=greedy``: the share where each plays the greedy player's move (high
  and rising with the iterations: the search adds little to greedy play);
- ``broken``: the share of dealt worlds that change a zone the seat sees (must be 0);
  ``truth``: the share of the hidden cards a world puts where they really are, as a multiple
  of what a blind deal of the same places would (1.0: the worlds know nothing more than the
  counts; above: what the play so far says of the hands is used).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench_search import greedy_positions  # noqa: E402

from naipes_pg.ai.agents import GREEDY_AGENTS, has_own_levels  # noqa: E402
from naipes_pg.ai.ismcts import LEVELS, Search  # noqa: E402
from naipes_pg.ai.plans import TREE  # noqa: E402
from naipes_pg.rules.base import Game  # noqa: E402
from naipes_pg.rules.registry import new_game  # noqa: E402


def world_figures(game: Game, seat: int, search: Search, worlds: int) -> tuple[int, float, float]:
    """Of ``worlds`` deals the search makes: how many break what ``seat`` sees, the hidden
    cards put where they are, and the number a blind deal of the same places would put."""
    truth = game.zones()
    hidden = {zone: Counter(cards) for zone, cards in truth.items()
              if not game.can_see(seat, zone) and cards}
    total = sum(sum(c.values()) for c in hidden.values())
    blind = sum(sum(c.values()) ** 2 for c in hidden.values()) / total if total else 0.0
    broken, right = 0, 0.0
    for _ in range(worlds):
        dealt = search._deal().zones()
        if any(Counter(dealt.get(zone, [])) != Counter(cards) for zone, cards in truth.items()
               if game.can_see(seat, zone)):
            broken += 1
        right += sum(sum((Counter(dealt.get(zone, [])) & cards).values())
                     for zone, cards in hidden.items())
    return broken, right / worlds, blind


def run(game_id: str, level: str, matches: int, every: int, worlds: int,
        tree: bool = False) -> dict[str, Any]:
    budget = LEVELS[level].iterations
    plan = TREE if tree else None  # None: the game's own plan
    rows: list[dict[str, Any]] = []
    for number in range(matches):
        for game, seat, greedy, move in greedy_positions(game_id, 200 + number, every):
            one = Search(game, seat, iterations=budget, seed=move, plan=plan,
                         reads=LEVELS[level].reads)
            one.step(budget)
            four = Search(game, seat, iterations=4 * budget, seed=move + 1, plan=plan,
                          reads=LEVELS[level].reads)
            four.step(4 * budget)
            broken, right, blind = world_figures(game, seat, one, worlds)
            rows.append({"iter": one.iterations, "settled": one.iterations < budget,
                         "same": one.best_action() == four.best_action(),
                         "one_greedy": one.best_action() == greedy,
                         "four_greedy": four.best_action() == greedy,
                         "broken": broken, "right": right, "blind": blind})
    return {"game": game_id, "rows": rows, "worlds": worlds}


def _run(task: tuple[str, str, int, int, int, bool]) -> dict[str, Any]:
    return run(*task)


def share(rows: list[dict[str, Any]], key: str) -> str:
    return f"{100 * sum(1 for r in rows if r[key]) / len(rows):5.1f} %" if rows else "—"


def line(result: dict[str, Any]) -> str:
    rows = result["rows"]
    if not rows:
        return f"{result['game']:18} no move with a choice"
    blind = sum(r["blind"] for r in rows)
    truth = sum(r["right"] for r in rows) / blind if blind else float("nan")
    broken = sum(r["broken"] for r in rows) / (len(rows) * result["worlds"])
    return (f"{result['game']:18} {len(rows):5d} {statistics.median(r['iter'] for r in rows):6.0f}"
            f" {share(rows, 'settled')} {share(rows, 'same')} {share(rows, 'one_greedy')}"
            f" {share(rows, 'four_greedy')} {100 * broken:6.1f} % {truth:6.2f}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="game ids (default: those with a greedy agent)")
    parser.add_argument("--level", default="dificil", choices=tuple(LEVELS))
    parser.add_argument("--matches", type=int, default=4)
    parser.add_argument("--every", type=int, default=2, help="search every Nth move")
    parser.add_argument("--worlds", type=int, default=20, help="worlds dealt per position")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--tree", action="store_true",
                        help="search with a tree below the root (plans.TREE), not the game's plan")
    args = parser.parse_args()
    games = args.games or [g for g in GREEDY_AGENTS  # the searched games with rivals
                          if new_game(g).players > 1 and not has_own_levels(g)]
    tasks = [(g, args.level, args.matches, args.every, args.worlds, args.tree) for g in games]
    print(f"{'game':18} {'moves':>5} {'iter':>6} {'settled':>7} {'1×=4×':>7} {'1×=greedy':>9}"
          f" {'4×=greedy':>9} {'broken':>8} {'truth':>6}")
    with ProcessPoolExecutor(args.jobs) as pool:
        for result in pool.map(_run, tasks):
            print(line(result), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
