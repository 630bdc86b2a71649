"""Random playouts per registered game: actions/s, card moves/s and matches/s, the median of
5 runs.

    python tools/bench_rules.py [--seconds 2] [--runs 5] [GAME ...]

Each action is chosen by the random agent from ``legal_actions`` and applied with the full
legality check, as in play; a run counts whole matches for about ``--seconds``.

The target is 50,000 actions/s; where one action plays a chain of card moves, it applies to
card moves (Solitario Español's turn of a card; Siete y Media's stand, which plays the house's
whole turn and settles the round). Card moves are the cards the events move (dealt, moved,
captured, gathered), the deals included; they are counted on matches played apart, with the
same seeds, so that counting costs the timed runs nothing: card moves/s is actions/s times
the card moves an action makes.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Iterable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from naipes_pg.rules.events import Captured, Dealt, Event, Gathered, Moved  # noqa: E402
from naipes_pg.rules.registry import GAMES, new_game  # noqa: E402

MOVES_SAMPLE = 200  # matches whose card moves are counted, apart from the timed runs


def one_run(game_id: str, variant: str | None, seconds: float, seed: int) -> tuple[float, float]:
    rng = random.Random(seed)
    actions = matches = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = new_game(game_id, seed=rng.getrandbits(32), variant=variant)
        while True:
            actors = game.actors()
            if not actors:
                break
            seat = actors[0] if len(actors) == 1 else rng.choice(actors)
            game.apply(seat, rng.choice(game.legal_actions(seat)))
            actions += 1
        matches += 1
    elapsed = time.perf_counter() - start
    return actions / elapsed, matches / elapsed


def card_moves(events: Iterable[Event]) -> int:
    """The cards ``events`` move from one place to another."""
    moved = 0
    for event in events:
        if isinstance(event, Dealt):
            moved += 1
        elif isinstance(event, (Moved, Captured)):
            moved += len(event.cards)
        elif isinstance(event, Gathered):
            moved += sum(len(cards) for _zone, cards in event.parts)
    return moved


def moves_per_action(game_id: str, variant: str | None, matches: int, seed: int) -> float:
    """The card moves an action makes on average, over ``matches`` random matches."""
    rng = random.Random(seed)
    actions = moved = 0
    for _ in range(matches):
        game = new_game(game_id, seed=rng.getrandbits(32), variant=variant)
        moved += card_moves(game.opening_events)
        while actors := game.actors():
            seat = actors[0] if len(actors) == 1 else rng.choice(actors)
            moved += card_moves(game.apply(seat, rng.choice(game.legal_actions(seat))))
            actions += 1
    return moved / max(1, actions)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="game ids (default: all)")
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    cases = [(g, None) for g in args.games or GAMES]
    cases += [(g, v) for g, _ in list(cases) for v in GAMES[g].spec.variants]
    print(f"{'game':28} {'actions/s':>12} {'card moves/s':>13} {'matches/s':>10}"
          f"   (median of {args.runs} runs)")
    for game_id, variant in cases:
        runs = [one_run(game_id, variant, args.seconds, seed) for seed in range(args.runs)]
        actions = statistics.median(r[0] for r in runs)
        matches = statistics.median(r[1] for r in runs)
        moves = actions * moves_per_action(game_id, variant, MOVES_SAMPLE, 0)
        name = game_id + (f" --variant {variant}" if variant else "")
        print(f"{name:28} {actions:12,.0f} {moves:13,.0f} {matches:10,.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
