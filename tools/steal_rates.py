"""How the greedy and the random players play Stolen House, as the search reads a rival: how
often each steals the house when he can, and how often the card he plays scores within a card
of the greedy player's best (the two ends of the scale ``stolen_house_reader`` in
naipes_pg/ai/greedy_ronda_robada.py reads a rival on). ``--reading`` shows instead how fast
the reader reads three rivals of the greedy player: one who plays greedy, one who plays a
random card one time in ten, and one who always does. Each row gives the epsilon the rollouts
would play him with at the start of each deal, median / 90th percentile, by hand and by half
of the hand.

    python tools/steal_rates.py [--matches 300] [--reading]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from naipes_pg.ai.agents import make_agent  # noqa: E402
from naipes_pg.ai.greedy_ronda_robada import (  # noqa: E402
    GreedyRondaRobada,
    greedy_agreement,
    stolen_house_reader,
)
from naipes_pg.rules.base import PlayCard  # noqa: E402
from naipes_pg.rules.registry import new_game  # noqa: E402
from naipes_pg.rules.ronda_robada import RondaRobada  # noqa: E402
from tools.bench_ai import percentile  # noqa: E402


class Straying:
    """The greedy player, who plays a random card with chance ``epsilon``."""

    def __init__(self, epsilon: float, seed: int) -> None:
        self.epsilon, self.rng, self.greedy = epsilon, random.Random(seed), GreedyRondaRobada(seed)

    def choose(self, game: RondaRobada, seat: int) -> PlayCard:
        if self.rng.random() < self.epsilon:
            return self.rng.choice(game.legal_actions(seat))
        return self.greedy.choose(game, seat)


def rates(matches: int) -> None:
    for kind in ("greedy", "random"):
        made = chances = agreed = choices = 0
        for number in range(matches):
            game = new_game("ronda-robada", {}, number)
            agents = [make_agent(kind, "ronda-robada", number + seat) for seat in (0, 1)]
            while actors := game.actors():
                game.apply(actors[0], agents[actors[0]].choose(game, actors[0]))
            made += sum(record[0] for record in game.steal_record)
            chances += sum(record[1] for record in game.steal_record)
            for seat in (0, 1):
                agrees, chosen = greedy_agreement(game, seat)
                agreed, choices = agreed + agrees, choices + chosen
        players = 2 * matches
        print(f"{kind:7} steals {made} of {chances} chances: {100 * made / chances:.1f} %"
              f" ({chances / players:.1f} chances a player a match)")
        print(f"{kind:7} plays within a card of the greedy best {agreed} of {choices} times:"
              f" {100 * agreed / choices:.1f} % ({choices / players:.1f} a player a match)")


def reading(matches: int) -> None:
    sections = [(hand, half) for hand in range(1, 5) for half in ("a", "b")]
    print("rival strays   " + "".join(f"  hand {h}{'¹' if half == 'a' else '²'}"
                                      for h, half in sections))
    for epsilon in (0.0, 0.1, 1.0):
        seen: dict[tuple[int, str], list[float]] = {section: [] for section in sections}
        for number in range(matches):
            game = new_game("ronda-robada", {}, number)
            agents = [make_agent("greedy", "ronda-robada", number), Straying(epsilon, number)]
            deal = None
            while actors := game.actors():
                seat = actors[0]
                if seat == 0 and (game.hand_number, game.deal_number) != deal:
                    deal = game.hand_number, game.deal_number
                    section = (min(game.hand_number + 1, 4), "a" if game.deal_number <= 3 else "b")
                    seen[section].append(stolen_house_reader(game, 1))
                game.apply(seat, agents[seat].choose(game, seat))
        cells = []
        for section in sections:
            values = seen[section]
            cells.append(f"{statistics.median(values):.2f}/{percentile(values, 0.9):.2f}"
                         if values else "    -    ")
        print(f"{epsilon:12.1f}   " + "  ".join(f"{cell:>9}" for cell in cells))
    print("(hand N¹: its first three deals; hand N²: the rest; hand 4 also counts later hands)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=300)
    parser.add_argument("--reading", action="store_true",
                        help="how fast the reader reads a greedy, a 10 %% and a random rival")
    args = parser.parse_args()
    (reading if args.reading else rates)(args.matches)
    return 0


if __name__ == "__main__":
    sys.exit(main())
