"""Computer-only matches, headless: the engine behind ``naipes selfplay``.

A real-time match (RULES.md 0.6) runs on simulated time (``ai.reflex.play_realtime``), and its
face-offs are counted per agent and per pair of agents: a face-off is won by whoever beats the
others to it (the ``duels`` of the game's reflex policy). The figure that tells the levels
apart, Difícil against Fácil, is printed by ``naipes selfplay granja --players 2 --agents
dificil,facil`` (and the same for ``nervioso``).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .ai import make_agent
from .ai.agents import REFLEX_POLICIES, policy_for
from .ai.reflex import Feed, apply, play_realtime
from .rules.base import CLOCK, Game
from .rules.events import Event
from .rules.record import save
from .rules.registry import new_game


def play_match(game: Game, agents: Sequence[Any], rng: random.Random | None = None,
               feed: Feed = apply) -> Game:
    """Let ``agents[seat]`` act for each seat until the match ends. A real-time match runs on
    simulated time, its exact ties ordered by ``rng`` (by default one seeded by the match)."""
    if game.realtime:
        return play_realtime(game, agents, rng or random.Random(game.seed), feed)
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
    tally = FaceOffs(game_id, names) if probe.realtime and game_id in REFLEX_POLICIES else None
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
        feed = tally.counter(by_seat) if tally else apply
        play_match(game, agents_by_seat, random.Random(match_seed), feed)
        for seat, result in enumerate(game.outcome().returns):
            returns[by_seat[seat]].append(result)
        if save_dir:
            save(game, save_dir / f"{game_id}-{number:05d}.json")
    seconds = time.perf_counter() - start
    summary = {
        "game": game_id,
        "variant": variant,
        "matches": matches,
        "seconds": seconds,
        "matches_per_second": matches / seconds if seconds else 0.0,
        "agents": [agent_row(name, results)
                   for name, results in zip(names, returns, strict=True)],
    }
    if tally:
        summary["faceoffs"] = tally.summary()
    return summary


class FaceOffs:
    """Face-offs won and played by each agent, and by each agent against each other one."""

    def __init__(self, game_id: str, names: Sequence[str]) -> None:
        self.policy = policy_for(game_id)
        self.names = list(names)
        n = len(names)
        self.won, self.played = [0] * n, [0] * n
        self.beat = [[0] * n for _ in range(n)]  # beat[a][b]: face-offs a won against b

    def counter(self, agent_of_seat: Sequence[int]) -> Feed:
        """A feed that applies each input and counts the face-offs it decides."""

        def feed(game: Game, seat: int, act: Any) -> list[Event]:
            before = game.info()
            events = game.apply(seat, act)
            for duel in self.policy.duels(events, before) if events else ():
                self._count([agent_of_seat[s] for s in duel.winners],
                            [agent_of_seat[s] for s in duel.losers])
            return events

        return feed

    def _count(self, winners: list[int], losers: list[int]) -> None:
        for agent in winners + losers:
            self.played[agent] += 1
        for agent in winners:
            self.won[agent] += 1
            for other in losers:
                self.beat[agent][other] += 1

    def summary(self) -> dict[str, Any]:
        """Per agent ``won``/``played``; per ordered pair of agents that met, ``won`` by the
        first of the ``played`` face-offs one of them won against the other."""
        names, beat = self.names, self.beat
        pairs = [
            {"agent": names[a], "against": names[b], "won": beat[a][b],
             "played": beat[a][b] + beat[b][a]}
            for a in range(len(names)) for b in range(len(names))
            if a != b and beat[a][b] + beat[b][a]
        ]
        agents = [{"agent": name, "won": self.won[i], "played": self.played[i]}
                  for i, name in enumerate(names)]
        return {"agents": agents, "pairs": pairs}


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
