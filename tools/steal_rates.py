"""How often the greedy and the random players steal the house when they can, in Stolen House:
the two ends of the scale ``stolen_house_reader`` (naipes_pg/ai/ismcts.py) reads a rival on.

    python tools/steal_rates.py [--matches 300]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from naipes_pg.ai.agents import make_agent  # noqa: E402
from naipes_pg.rules.registry import new_game  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=300)
    args = parser.parse_args()
    for kind in ("greedy", "random"):
        made = chances = 0
        for number in range(args.matches):
            game = new_game("ronda-robada", {}, number)
            agents = [make_agent(kind, "ronda-robada", number + seat) for seat in (0, 1)]
            while actors := game.actors():
                game.apply(actors[0], agents[actors[0]].choose(game, actors[0]))
            made += sum(record[0] for record in game.steal_record)
            chances += sum(record[1] for record in game.steal_record)
        print(f"{kind:7} steals {made} of {chances} chances: {100 * made / chances:.1f} %"
              f" ({chances / args.matches / 2:.1f} chances a player a match)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
