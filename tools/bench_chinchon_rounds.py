"""Chinchón's Difícil against the greedy player, round by round, on the same deals.

    python tools/bench_chinchon_rounds.py [--deals 100] [--players 2] [--jobs 2] [VARIANTS_JSON]

Each deal is one round played once from every seat, Difícil in that seat and the greedy player
in the others (``--players``, 2 to 4). The search runs on its iteration budget alone (no
clock), so a loaded machine changes nothing but the time taken: two settings of the plan meet
the same deals with the same dice, and a round where they choose alike scores alike.
VARIANTS_JSON names settings to compare, the first the baseline: ``{"now": {}, "3 turns each":
{"TURNS_EACH": 3}, "anchor 0.75": {"ANCHOR_Z": 0.75}, "10x": {"iterations": 4000}}``
(names of ``ai/chinchon_plan.py``, ``ANCHOR_Z`` of
``ai/ismcts.py``, or the level's ``iterations``). For each it prints the mean margin a round
(Difícil's points less the mean of the others'), the rounds won at once by a chinchón, the
median CPU time a move, and against the baseline the mean change of margin with its standard
error.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from naipes_pg.ai import chinchon_plan, ismcts  # noqa: E402
from naipes_pg.ai.agents import make_agent  # noqa: E402
from naipes_pg.rules.registry import new_game  # noqa: E402

Round = tuple[float, bool, list[float]]  # margin, won by a chinchón, CPU seconds a move


_DEFAULTS: dict[str, tuple[Any, Any]] = {}  # each name a setting changed: its module, its value


def apply_setting(setting: dict[str, Any]) -> None:
    """Set the names ``setting`` gives, every other name an earlier setting changed back as it
    was (a worker plays the settings one after another)."""
    for name, (module, value) in _DEFAULTS.items():
        setattr(module, name, value)
    for name, value in setting.items():
        if name == "iterations":
            continue
        module = ismcts if name == "ANCHOR_Z" else chinchon_plan
        if not hasattr(module, name):
            raise SystemExit(f"no setting named {name}")
        _DEFAULTS.setdefault(name, (module, getattr(module, name)))
        setattr(module, name, value)


def play_round(task: tuple[dict[str, Any], int, int, int]) -> Round:
    """One round of deal ``deal`` for ``players`` with Difícil (under ``setting``) in seat
    ``me``."""
    setting, deal, me, players = task
    apply_setting(setting)
    budget = replace(ismcts.LEVELS["dificil"], seconds=60.0,
                     iterations=setting.get("iterations", ismcts.LEVELS["dificil"].iterations))
    game = new_game("chinchon", {"players": players}, 7919 * deal + 11)
    agents = [ismcts.ISMCTSAgent("dificil", deal, "chinchon", budget=budget)
              if seat == me else make_agent("greedy", "chinchon", seat)
              for seat in range(players)]
    times = []
    while not game.results and game.actors():
        seat = game.actors()[0]
        began = time.process_time()
        act = agents[seat].choose(game, seat)
        if seat == me:
            times.append(time.process_time() - began)
        game.apply(seat, act)
    outcome = game.outcome()
    others = [game.scores[s] for s in range(players) if s != me]
    return (game.scores[me] - sum(others) / len(others),
            outcome is not None and me in outcome.winners, times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variants", nargs="?", default='{"now": {}}')
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--progress", type=int, default=0, metavar="N",
                        help="every N rounds, a running line on stderr")
    args = parser.parse_args()
    baseline: list[float] | None = None
    with ProcessPoolExecutor(args.jobs) as pool:
        for name, setting in json.loads(args.variants).items():
            tasks = [(setting, deal, me, args.players)
                     for deal in range(args.deals) for me in range(args.players)]
            rounds = []
            for done, one in enumerate(pool.map(play_round, tasks, chunksize=1), 1):
                rounds.append(one)
                if args.progress and done % args.progress == 0:
                    print(f"  {name}: {done}/{len(tasks)} rounds, margin"
                          f" {statistics.mean(r[0] for r in rounds):+.2f}", file=sys.stderr,
                          flush=True)
            margins = [r[0] for r in rounds]
            times = [t for r in rounds for t in r[2]]
            won = sum(r[1] for r in rounds)
            line = (f"{name}: margin {statistics.mean(margins):+.2f} a round"
                    f" (sd {statistics.stdev(margins):.1f}), chinchones {won},"
                    f" CPU a move median {statistics.median(times):.3f} s")
            if baseline is None:
                baseline = margins
            else:
                change = [a - b for a, b in zip(margins, baseline, strict=True)]
                error = statistics.stdev(change) / len(change) ** 0.5
                line += (f"; against the first {statistics.mean(change):+.2f} ± {error:.2f}"
                         f" ({sum(c != 0 for c in change)} rounds differ)")
            print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
