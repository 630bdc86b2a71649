"""ISMCTS levels against the greedy and random agents, per game: win rates and think times.

    python tools/bench_ai.py [GAME ...] [--matches 100] [--levels facil,normal,dificil]
                             [--against greedy,random] [--jobs 2] [--seed 0] [--first 0]
                             [-o NAME=VALUE]

One search agent (with its partners, where the game has sides: a pair against a pair) plays
against the others (all of the opponent kind); each deal (match seed) is played once from
every seat, which takes much of the luck of the cards out of the rates.
A row gives its wins (a shared win counts its share), the win rate with its 95 % Wilson
interval, and the wall time per move: median and p95 over every move it made, and over the
moves it had to search (more than one legal action); in a game of calls, a line of the calls
it made (with the share made on a hand below the median strength, its bluffs, where the game
measures strength) and its rate of No quiero. ``--against`` also takes a game's exploit
players (Truco: ``raiser``, always raises and accepts; ``decliner``, never accepts).
Tuning knobs override a level's budget or the game's plan: --iterations, --seconds,
--rollout, --epsilon, --horizon, --paired, --depth, --stray.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from contextlib import nullcontext
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from naipes_pg.ai.agent import Agent  # noqa: E402
from naipes_pg.ai.agents import GREEDY_AGENTS, make_agent  # noqa: E402
from naipes_pg.ai.games import GAMES_AI  # noqa: E402
from naipes_pg.ai.ismcts import LEVELS, ISMCTSAgent, match_end, plan_for  # noqa: E402
from naipes_pg.ai.reflex import ReflexAgent, play_realtime  # noqa: E402
from naipes_pg.rules.base import CLOCK, Call  # noqa: E402
from naipes_pg.rules.registry import GAMES, get_spec, new_game  # noqa: E402
from naipes_pg.selfplay import wilson  # noqa: E402


@dataclass(frozen=True)
class Setup:
    """One row: a level against an opponent kind, with any tuning overrides."""

    game_id: str
    options: tuple[tuple[str, Any], ...]
    level: str
    against: str
    iterations: int | None = None
    seconds: float | None = None
    rollout: str | None = None
    epsilon: float | None = None
    horizon: str | None = None
    paired: bool | None = None
    depth: int | None = None
    stray: float | None = None

    def tuned(self) -> bool:
        """Whether a knob overrides the level's budget or the game's plan."""
        return any(value is not None for value in (
            self.iterations, self.seconds, self.rollout, self.epsilon, self.horizon,
            self.paired, self.depth, self.stray))

    def agent(self, seed: int) -> Agent:
        """The level as a person meets it (a game's own player, or reflexes, where the game
        has them), or the search with the knobs turned."""
        if not self.tuned() or self.level not in LEVELS:
            return make_agent(self.level, self.game_id, seed)
        budget = LEVELS[self.level]
        if self.iterations is not None:
            budget = replace(budget, iterations=self.iterations)
        if self.seconds is not None:
            budget = replace(budget, seconds=self.seconds)
        plan = plan_for(self.game_id)
        if self.rollout is not None:
            plan = replace(plan, rollout=self.rollout)
        if self.epsilon is not None:
            plan = replace(plan, epsilon=self.epsilon)
        if self.horizon == "match":
            plan = replace(plan, valuation=match_end)
        if self.paired is not None:
            plan = replace(plan, paired=self.paired)
        if self.depth is not None:
            plan = replace(plan, depth=self.depth or None)
        if self.stray is not None:
            plan = replace(plan, reader=partial(fixed_stray, self.stray))
        return ISMCTSAgent(self.level, seed, self.game_id, budget=budget, plan=plan)


def fixed_stray(value: float, game: Any, seat: int) -> float:
    """A reader that takes every rival to stray ``value`` from the greedy play."""
    return value


Said = tuple[str, float | None]  # a call the search agent made, and its hand's strength then
# a match: the return, (seconds, searched) per move, the calls made
Result = tuple[float, list[tuple[float, bool]], list[Said]]


def play_one(setup: Setup, number: int, seed: int) -> Result:
    """One match; returns the search agent's result (``side_result``), its (seconds,
    searched) per move, and the calls it made, each with its hand's strength (where the game
    measures it). A real-time game is played on simulated time, as ``selfplay`` does, so the
    levels' reflexes race as they do at the table."""
    players = new_game(setup.game_id, dict(setup.options)).players
    match_seed = seed * 1_000_003 + number // players  # each deal once from every seat
    game = new_game(setup.game_id, dict(setup.options), match_seed)
    me = number % players
    side = game.team_of(me)  # partners play at the same level: a pair against a pair
    agents = [
        setup.agent(match_seed + s) if game.team_of(s) == side
        else make_agent(setup.against, setup.game_id, s)
        for s in range(game.players)
    ]
    moves: list[tuple[float, bool]] = []
    said: list[Said] = []
    strength = GAMES_AI[setup.game_id].strength
    rng = random.Random(match_seed)

    def timed(seat: int, act: Any, start: float) -> None:
        if seat == me:
            moves.append((time.perf_counter() - start, len(game.legal_actions(seat)) > 1))
            if isinstance(act, Call):
                said.append((act.name, strength(game, seat, act.name) if strength else None))

    if game.realtime:
        if not isinstance(agents[me], ReflexAgent):  # a game of presses alone has no turns
            agents[me] = _Timed(agents[me], timed)
        play_realtime(game, agents, rng)  # to the match's end
        return side_result(game, me), moves, said
    while actors := game.actors():
        seat = actors[0] if len(actors) == 1 else rng.choice(actors)
        if seat == CLOCK:
            game.apply(seat, game.legal_actions(seat)[0])
            continue
        start = time.perf_counter()
        act = agents[seat].choose(game, seat)
        timed(seat, act, start)
        game.apply(seat, act)
    return side_result(game, me), moves, said


class _Timed:
    """A turn agent whose choices in a real-time game's turn phases are timed like any
    other's; under the clock the level's reflexes press (``reflexes_for``, by its name)."""

    def __init__(self, agent: Any, timed: Any) -> None:
        self.agent, self.timed = agent, timed
        self.name = getattr(agent, "name", "normal")

    def choose(self, game: Any, seat: int) -> Any:
        start = time.perf_counter()
        act = self.agent.choose(game, seat)
        self.timed(seat, act, start)
        return act


def side_result(game: Any, me: int) -> float:
    """``me``'s result against the other sides: 1 if its side alone holds the best return, 1/k
    if k sides tie for it, else 0. In a game with one winner, or a shared draw, that is ``me``'s
    return; where each side plays against a house instead (Siete y Media without bets: all,
    some or none may beat it) it says which level did better on the same cards, and the even
    share stays 1/sides. Alone (a solitaire) there is nobody to beat: the result is the
    return itself."""
    returns = game.outcome().returns
    if len(returns) == 1:
        return returns[me]
    by_side: dict[int, float] = {}
    for seat, value in enumerate(returns):
        side = game.team_of(seat)
        by_side[side] = max(value, by_side.get(side, value))
    best = max(by_side.values())
    if by_side[game.team_of(me)] < best:
        return 0.0
    return 1 / sum(1 for value in by_side.values() if value == best)


def _play_task(task: tuple[Setup, int, int]) -> Result:
    return play_one(*task)


def percentile(values: list[float], share: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]




def run_rows(setups: list[Setup], matches: int, seed: int, jobs: int,
             progress: int = 0, first: int = 0) -> list[dict[str, Any]]:
    tasks = [(s, n, seed) for s in setups for n in range(first, first + matches)]
    results: list[Result] = []
    with ProcessPoolExecutor(jobs) if jobs > 1 else nullcontext() as pool:
        done = pool.map(_play_task, tasks, chunksize=1) if pool else map(_play_task, tasks)
        for result in done:
            results.append(result)
            if progress and len(results) % progress == 0:
                report_progress(setups, matches, results)
    return [summary(setup, results[index * matches : (index + 1) * matches])
            for index, setup in enumerate(setups)]


def summary(setup: Setup, chunk: list[Result]) -> dict[str, Any]:
    """A row's wins, win rate with its 95 % interval, and think times over ``chunk``."""
    wins = sum(r[0] for r in chunk)
    every = [t for r in chunk for t, _ in r[1]]
    searched = [t for r in chunk for t, s in r[1] if s]
    low, high = wilson(wins, len(chunk))
    return {
        "setup": setup, "wins": wins, "rate": wins / len(chunk), "low": low, "high": high,
        "median": statistics.median(every) if every else 0.0, "p95": percentile(every, 0.95),
        "median_searched": statistics.median(searched) if searched else 0.0,
        "p95_searched": percentile(searched, 0.95), "moves": len(every),
        "said": [c for r in chunk for c in r[2]],
    }


def report_progress(setups: list[Setup], matches: int, results: list[Result]) -> None:
    """A running line on stderr for the row being played (long runs can be stopped early)."""
    index = (len(results) - 1) // matches
    chunk = results[index * matches:]
    row, setup = summary(setups[index], chunk), setups[index]
    print(f"  {setup.game_id} {setup.level} vs {setup.against}: {len(chunk)} matches,"
          f" {row['wins']:.1f} wins, {100 * row['rate']:.1f} %"
          f" [{100 * row['low']:.1f}–{100 * row['high']:.1f}],"
          f" median {row['median']:.3f} s, p95 {row['p95']:.3f} s,"
          f" searched median {row['median_searched']:.3f} s,"
          f" p95 {row['p95_searched']:.3f} s", file=sys.stderr, flush=True)


def print_rows(game_id: str, players: int, matches: int, rows: list[dict[str, Any]]) -> None:
    print(f"\n{game_id} ({players} players, {matches} matches per row; even share "
          f"{100 / players:.0f} %)")
    print(f"{'level':8} {'against':8} {'wins':>6} {'rate':>7} {'95 % interval':>15}"
          f" {'median s':>9} {'p95 s':>7} {'searched: median':>17} {'p95':>6}")
    for row in rows:
        s = row["setup"]
        print(f"{s.level:8} {s.against:8} {row['wins']:6.1f} {100 * row['rate']:6.1f}%"
              f" {100 * row['low']:6.1f}–{100 * row['high']:5.1f} %"
              f" {row['median']:9.3f} {row['p95']:7.3f} {row['median_searched']:17.3f}"
              f" {row['p95_searched']:6.3f}", flush=True)
        if row["said"]:
            print("         " + calls_line(row["said"]), flush=True)


def calls_line(said: list[Said]) -> str:
    """The calls a row's search agent made: how many of each, the share made with a hand
    below the median strength (a bluff, where the game measures strength), and its rate of
    No quiero among its answers."""
    names = sorted({name for name, _s in said}, key=lambda n: -sum(c == n for c, _ in said))
    parts = []
    for name in names:
        made = [s for c, s in said if c == name]
        weak = [s for s in made if s is not None and s < 0.5]
        measured = [s for s in made if s is not None]
        share = f" ({100 * len(weak) / len(measured):.0f} % below median)" if measured else ""
        parts.append(f"{name} {len(made)}{share}")
    answers = sum(1 for c, _ in said if c in ("quiero", "no_quiero"))
    declined = sum(1 for c, _ in said if c == "no_quiero")
    rate = f"; no quiero {100 * declined / answers:.1f} % of {answers} answers" if answers else ""
    return "calls: " + ", ".join(parts) + rate


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="game ids (default: all)")
    parser.add_argument("--matches", type=int, default=100)
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--against", default="greedy,random")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--first", type=int, default=0, metavar="N",
                        help="start at match N of the seed's series (to finish a stopped run)")
    parser.add_argument("--progress", type=int, default=0, metavar="N",
                        help="every N matches, a running line on stderr")
    parser.add_argument("-o", "--option", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--iterations", type=int, help="override the level's iterations")
    parser.add_argument("--seconds", type=float, help="override the level's time cap")
    parser.add_argument("--rollout", choices=("greedy", "random"))
    parser.add_argument("--epsilon", type=float)
    parser.add_argument("--horizon", choices=("game", "match"),
                        help="the game's own valuation, or rollouts to the match's end")
    parser.add_argument("--paired", choices=("yes", "no"),
                        help="compare the root's actions on the same dealt worlds")
    parser.add_argument("--depth", type=int, help="tree depth below the root (0: no limit)")
    parser.add_argument("--stray", type=float, metavar="X",
                        help="take the rival to stray X (0 to 1) from the greedy play from the "
                             "first card, instead of reading him as he plays")
    args = parser.parse_args()
    for game_id in args.games or GAMES:
        spec = get_spec(game_id)
        options = {}
        for pair in args.option:
            name, _, text = pair.partition("=")
            options[name] = spec.option(name).from_text(text)
        players = new_game(game_id, options).players
        setups = [
            Setup(game_id, tuple(sorted(options.items())), level, against, args.iterations,
                  args.seconds, args.rollout, args.epsilon, args.horizon,
                  None if args.paired is None else args.paired == "yes", args.depth,
                  args.stray)
            for level in args.levels.split(",")
            for against in args.against.split(",")
            if against != "greedy" or game_id in GREEDY_AGENTS
            if against in ("greedy", "random", *LEVELS)
            or against in dict(GAMES_AI[game_id].exploits)
        ]
        rows = run_rows(setups, args.matches, args.seed, args.jobs, args.progress, args.first)
        print_rows(game_id, players, args.matches, rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
