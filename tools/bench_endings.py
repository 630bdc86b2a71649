"""How matches of greedy players end, per game and player count: each outcome's reason, how
many reached a safety limit, and the median length in actions.

    python tools/bench_endings.py [--matches 200] [GAME ...]

Every seat is the game's greedy player (the computer's rollouts and the levels' model of a
sound player), so a reason such as ``turn_limit`` counts matches that only a safety rule
ended: players who between them never finish (Chinchón's round where each keeps what another
waits for [CH-14]). The player counts are the game's fewest, three where allowed, and its
most.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from naipes_pg.ai.agents import GREEDY_AGENTS, make_agent  # noqa: E402
from naipes_pg.rules.registry import get_spec, new_game  # noqa: E402

ACTION_LIMIT = 1_000_000  # a match still going after this many actions is counted as endless


def counts(game_id: str) -> list[int]:
    low, high = get_spec(game_id).players
    return sorted({low, min(max(low, 3), high), high})


def play(game_id: str, players: int, seed: int) -> tuple[str, int]:
    """One match of greedy players: its end's reason and its length in actions."""
    options = {} if players == 1 else {"players": players}
    game = new_game(game_id, options, seed)
    agents = [make_agent("greedy", game_id, seat) for seat in range(game.players)]
    actions = 0
    while game.outcome() is None and actions < ACTION_LIMIT:
        seat = game.actors()[0]
        act = agents[seat].choose(game, seat) if seat >= 0 else game.legal_actions(seat)[0]
        game.apply(seat, act)
        actions += 1
    outcome = game.outcome()
    return (outcome.reason if outcome else "endless"), actions


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*")
    parser.add_argument("--matches", type=int, default=200)
    args = parser.parse_args()
    for game_id in args.games or sorted(GREEDY_AGENTS):
        for players in counts(game_id):
            began = time.perf_counter()
            ends = [play(game_id, players, seed) for seed in range(args.matches)]
            reasons = Counter(reason for reason, _ in ends)
            said = ", ".join(f"{reason} {n}" for reason, n in reasons.most_common())
            length = statistics.median(n for _, n in ends)
            print(f"{game_id} ({players}): {said}; median {length:.0f} actions;"
                  f" {time.perf_counter() - began:.1f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
