"""Computer-only matches, headless: the engine behind ``naipes selfplay``."""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .ai import make_agent
from .rules.base import CLOCK, Game
from .rules.record import save
from .rules.registry import new_game


def play_match(game: Game, agents: Sequence[Any]) -> Game:
    """Let ``agents[seat]`` act for each seat until the match ends."""
    while True:
        actors = game.actors()
        if not actors:
            return game
        seat = actors[0]
        if seat == CLOCK:
            game.apply(seat, game.legal_actions(seat)[0])
        else:
            game.apply(seat, agents[seat].choose(game, seat))


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a win rate."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def run_selfplay(
    game_id: str,
    options: dict[str, Any],
    *,
    variant: str | None,
    agents: Sequence[str],
    matches: int,
    seed: int,
    save_dir: Path | None = None,
) -> dict[str, Any]:
    """Play ``matches`` matches; agent i sits at seat (i + match) mod players, so every agent
    plays every seat equally often. Returns per-agent counts of matches won, shared and lost,
    and the win rate (a shared win counts as its share) with its 95 % interval."""
    probe = new_game(game_id, options, seed, variant=variant)
    players = probe.players
    names = list(agents) or ["random"]
    names = (names * players)[:players] if len(names) < players else names[:players]
    returns: list[list[float]] = [[] for _ in names]
    if save_dir:
        save_dir.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    for number in range(matches):
        match_seed = seed * 1_000_003 + number
        game = new_game(game_id, options, match_seed, variant=variant)
        seating = [(i + number) % players for i in range(players)]  # seat of agent i
        by_seat = [0] * players
        for agent_index, seat in enumerate(seating):
            by_seat[seat] = agent_index
        agents_by_seat = [
            make_agent(names[by_seat[s]], game_id, match_seed + s) for s in range(players)
        ]
        play_match(game, agents_by_seat)
        for seat, result in enumerate(game.outcome().returns):
            returns[by_seat[seat]].append(result)
        if save_dir:
            save(game, save_dir / f"{game_id}-{number:05d}.json")
    seconds = time.perf_counter() - start
    return {
        "game": game_id,
        "variant": variant,
        "matches": matches,
        "seconds": seconds,
        "matches_per_second": matches / seconds if seconds else 0.0,
        "agents": [agent_row(name, results)
                   for name, results in zip(names, returns, strict=True)],
    }


def agent_row(name: str, results: Sequence[float]) -> dict[str, Any]:
    """One agent's matches: whole counts, the score (a shared win counts as its share), the
    win rate and its 95 % interval."""
    score, n = sum(results), len(results)
    low, high = wilson(score, n)
    return {
        "agent": name,
        "wins": sum(1 for r in results if r == 1),
        "shared": sum(1 for r in results if 0 < r < 1),
        "losses": sum(1 for r in results if r == 0),
        "score": score,
        "win_rate": score / n if n else 0.0,
        "low": low,
        "high": high,
    }
