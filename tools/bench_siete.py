"""Siete y Media with bets: each level's mean return per chip staked over many simulated rounds,
with its 95 % interval, and what Difícil's exact policy expects it to be.

    python tools/bench_siete.py [--rounds 100000] [--levels facil,normal,dificil,greedy]
                                [--players 1] [--descarte] [--seed 1]

Every seat plays the level. Each round is a match of its own (the round limit set to 1), so
every round starts from the 10 chips of SM-6 and a stake is the ante and a raise of at most 9:
rounds are independent, and no bankroll grown over many rounds outweighs the others. A round's
return is the chips won (+1 or +3 a chip) or lost. The rate is the sum of returns over the sum
of stakes, its interval by the delta method; the chips won a round are shown beside it (a
player who raises only on sure hands wins more a chip and fewer chips).

Difícil's expectation: for a round it stands in, what standing is worth per chip when its
stake is last set (at its raise, or at its stand when it cannot raise), times the stake; for a
bust the stake lost. Summed over the rounds and divided by the stakes, it is what the exact
policy says it should win a chip; the measured rate must fall in its interval.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from naipes_pg.ai.agents import make_agent  # noqa: E402
from naipes_pg.ai.greedy_siete_y_media import ExactSiete  # noqa: E402
from naipes_pg.rules.base import Bet  # noqa: E402
from naipes_pg.rules.events import HandOver, Scored  # noqa: E402
from naipes_pg.rules.registry import new_game  # noqa: E402
from naipes_pg.rules.siete_y_media import PLANTARSE, SieteYMedia, Stage  # noqa: E402

Z95 = 1.959964


def ratio_interval(nets: list[float], stakes: list[float]) -> tuple[float, float, float]:
    """Σnet / Σstake and its 95 % interval (delta method)."""
    total = sum(stakes)
    rate = sum(nets) / total
    spread = math.sqrt(sum((n - rate * s) ** 2 for n, s in zip(nets, stakes, strict=True)))
    half = Z95 * spread / total
    return rate, rate - half, rate + half


def simulate(level: str, rounds: int, players: int, descarte: bool,
             seed: int) -> dict[str, float]:
    rng = random.Random(seed)
    judge = ExactSiete()
    nets: list[float] = []
    stakes: list[float] = []
    expected: list[float] = []
    started = time.perf_counter()
    while len(nets) < rounds:
        game = new_game("siete-y-media", {"players": players, "apuestas": True,
                                          "descarte": descarte, "rounds": 1},
                        seed=rng.getrandbits(32))
        assert isinstance(game, SieteYMedia)
        agents = [make_agent(level, "siete-y-media", rng.getrandbits(32)) for _ in range(players)]
        worth: dict[int, float] = {}  # each seat's stand worth per chip when its stake was set
        while game.actors() and len(nets) < rounds:
            (seat,) = game.actors()
            act = agents[seat].choose(game, seat)
            if act == PLANTARSE or game.stage == Stage.BET:
                worth[seat] = judge.worth(game, seat)
            bets = list(game.bets)
            if isinstance(act, Bet):
                bets[seat] += act.amount
            for event in game.apply(seat, act):
                if isinstance(event, Scored):
                    stake = float(bets[event.seat])
                    nets.append(float(event.points))
                    stakes.append(stake)
                    expected.append(float(event.points) if event.why == "bust"
                                    else stake * worth.get(event.seat, 0.0))
                elif isinstance(event, HandOver):
                    worth.clear()
    elapsed = time.perf_counter() - started
    rate, low, high = ratio_interval(nets, stakes)
    return {"rounds": len(nets), "rate": rate, "low": low, "high": high,
            "expected": sum(expected) / sum(stakes), "seconds": elapsed,
            "chips": statistics.fmean(nets),
            "chips_half": Z95 * statistics.stdev(nets) / math.sqrt(len(nets)),
            "mean_stake": statistics.fmean(stakes)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=100_000)
    parser.add_argument("--levels", default="facil,normal,dificil,greedy")
    parser.add_argument("--players", type=int, default=1)
    parser.add_argument("--descarte", action="store_true")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"Siete y Media con apuestas{' y descarte' if args.descarte else ''}, "
          f"{args.players} player(s) a match, {args.rounds:,} rounds a level")
    print(f"{'level':8} {'rounds':>8} {'return/chip':>12} {'95 % interval':>20} "
          f"{'exact expects':>14} {'mean stake':>11} {'chips a round':>16} {'seconds':>8}")
    for level in args.levels.split(","):
        row = simulate(level, args.rounds, args.players, args.descarte, args.seed)
        exact = f"{row['expected']:+14.4f}" if level == "dificil" else f"{'':>14}"
        print(f"{level:8} {row['rounds']:8,.0f} {row['rate']:+12.4f} "
              f"{row['low']:+9.4f} to {row['high']:+.4f} {exact} "
              f"{row['mean_stake']:11.2f} {row['chips']:+9.3f} ±{row['chips_half']:.3f} "
              f"{row['seconds']:8.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
