"""The search alone, at a fixed budget: how long it takes, and what it chooses.

    python tools/bench_search.py [GAME ...] [--iterations 400] [--matches 4] [--every 3]

Plays ``--matches`` matches between greedy agents (GAME must have one) and, on every
``--every``-th move with a choice, runs a fresh search of ``--iterations`` playouts for the
seat to move, with no time cap. It prints the median and total wall time of those searches,
the playouts run, and a digest of the moves chosen: a change meant only to make the search
faster must leave the digest as it was.
"""

from __future__ import annotations

import argparse
import hashlib
import statistics
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from naipes_pg.ai.agents import GREEDY_AGENTS, make_agent  # noqa: E402
from naipes_pg.ai.ismcts import Search  # noqa: E402
from naipes_pg.rules.base import CLOCK, Game  # noqa: E402
from naipes_pg.rules.registry import new_game  # noqa: E402


def greedy_positions(game_id: str, seed: int,
                     every: int) -> Iterator[tuple[Game, int, Any, int]]:
    """A match between greedy players: at every ``every``-th move with a choice to make, the
    position, the seat to move, the greedy player's move (played once the caller has looked)
    and the move's number."""
    game = new_game(game_id, seed=seed)
    agents = [make_agent("greedy", game_id, seat) for seat in range(game.players)]
    moves = 0
    while actors := game.actors():
        seat = actors[0]
        if seat == CLOCK:
            game.apply(seat, game.legal_actions(seat)[0])
            continue
        greedy = agents[seat].choose(game, seat)
        if moves % every == 0 and len(game.legal_actions(seat)) > 1:
            yield game, seat, greedy, moves
        game.apply(seat, greedy)
        moves += 1


def run(game_id: str, iterations: int, matches: int, every: int) -> str:
    times: list[float] = []
    choices: list[tuple[str, int]] = []
    for number in range(matches):
        for game, seat, _greedy, move in greedy_positions(game_id, 100 + number, every):
            start = time.perf_counter()
            search = Search(game, seat, iterations=iterations, seed=move)
            search.step(iterations)
            times.append(time.perf_counter() - start)
            choices.append((str(search.best_action()), search.iterations))
    digest = hashlib.sha256(repr(choices).encode()).hexdigest()[:12]
    return (f"{game_id}: {len(times)} searches of {iterations} playouts:"
            f" median {statistics.median(times):.3f} s, total {sum(times):.1f} s,"
            f" {sum(n for _, n in choices)} playouts run; choices {digest}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="game ids (default: those with a greedy agent)")
    parser.add_argument("--iterations", type=int, default=400)
    parser.add_argument("--matches", type=int, default=4)
    parser.add_argument("--every", type=int, default=3, help="search every Nth move")
    args = parser.parse_args()
    for game_id in args.games or GREEDY_AGENTS:
        print(run(game_id, args.iterations, args.matches, args.every), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
