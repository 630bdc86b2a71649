"""How much of Stolen House is in the cards: single hands against the random player, won by a
simple player that looks ahead, when it sees everything, only the rival's hand, or nothing.

    python tools/bench_ceiling.py [--hands 400] [--worlds 40] [--jobs 2] [--seed 0]

The looker plays each of its cards on ``--worlds`` dealt worlds and keeps the card that did best:
each world is played to the end of the hand with itself greedy and the rival as the rival is
modelled (random, or greedy). Its world is the true game (``all``: it knows the stock's order
too), the true game with the stock shuffled (``hand``: it knows the rival's hand), or the search's
own deal (``none``: what the computer may know). The gap between ``none`` and the others is what
knowing the hidden cards is worth; no honest player can cross it against a rival whose plays say
nothing about his hand, as the random player's do not. Each deal is played once from each seat.
"""

from __future__ import annotations

import argparse
import random
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from naipes_pg.ai.agents import make_agent  # noqa: E402
from naipes_pg.ai.greedy_ronda_robada import stolen_house_hand_end  # noqa: E402
from naipes_pg.ai.ismcts import Plan, Rollout  # noqa: E402
from naipes_pg.rules.registry import new_game  # noqa: E402
from naipes_pg.selfplay import wilson  # noqa: E402

GAME = "ronda-robada"
ROLLOUT = Rollout(GAME, Plan(rollout="greedy", epsilon=0.0))  # itself greedy; the rival strays
SIGHTS = ("all", "hand", "none")


class Looker:
    """Plays each card on the same dealt worlds and keeps the best (soft hand margin)."""

    def __init__(self, seed: int, worlds: int, sees: str, rival_model: str) -> None:
        self.rng, self.worlds, self.sees = random.Random(seed), worlds, sees
        self.rival_epsilon = 1.0 if rival_model == "random" else 0.0

    def world(self, game, seat):
        if self.sees == "none":
            return game.determinize(seat, self.rng)
        world = game.clone()
        if self.sees == "hand":
            self.rng.shuffle(world.stock)
        world.rng = random.Random(self.rng.getrandbits(64))
        return world

    def choose(self, game, seat):
        actions = game.legal_actions(seat)
        if len(actions) == 1:
            return actions[0]
        value = stolen_house_hand_end(game)
        told = game.clone()  # deals agree with the rival as modelled (tools/steal_rates.py)
        told.steal_record[1 - seat] = [53, 100] if self.rival_epsilon else [94, 100]
        worlds = [(self.world(told, seat), self.rng.getrandbits(32)) for _ in range(self.worlds)]
        strays = {1 - seat: self.rival_epsilon}
        totals = []
        for act in actions:
            total = 0.0
            for dealt, seed in worlds:
                world = dealt.clone()
                world.apply(seat, act)
                total += ROLLOUT.play(world, value, seed, strays)[seat]
            totals.append(total)
        return actions[max(range(len(actions)), key=totals.__getitem__)]


def play_hand(task: tuple[str, str, int, int, int]) -> float:
    sees, model, worlds, number, seed = task
    deal = seed * 1_000_003 + number // 2
    game = new_game(GAME, {"target": 1}, deal)
    me = number % 2
    players = {me: Looker(deal, worlds, sees, model), 1 - me: make_agent("random", GAME, deal)}
    while actors := game.actors():
        game.apply(actors[0], players[actors[0]].choose(game, actors[0]))
    return game.outcome().returns[me]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=400)
    parser.add_argument("--worlds", type=int, default=40)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    rows = [(sees, model) for sees in SIGHTS for model in ("random", "greedy")
            if model == "random" or sees == "none"]
    print(f"Stolen House, single hands against random ({args.hands} per row, "
          f"{args.worlds} worlds a move)")
    print(f"{'sees':6} {'rival as':8} {'won':>7} {'95 % interval':>15}")
    with ProcessPoolExecutor(args.jobs) as pool:
        for sees, model in rows:
            tasks = [(sees, model, args.worlds, n, args.seed) for n in range(args.hands)]
            won = sum(pool.map(play_hand, tasks, chunksize=4))
            low, high = wilson(won, args.hands)
            print(f"{sees:6} {model:8} {100 * won / args.hands:6.1f}%"
                  f" {100 * low:6.1f}–{100 * high:5.1f} %", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
