"""How the greedy and the random players play Stolen House, as the search reads a rival: how
often each steals the house when he can, and how often the card he plays scores within a card
of the greedy player's best (the two ends of the scale ``stolen_house_reader`` in
naipes_pg/ai/greedy_ronda_robada.py reads a rival on).

    python tools/steal_rates.py [--matches 300]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from naipes_pg.ai.agents import make_agent  # noqa: E402
from naipes_pg.ai.greedy_ronda_robada import greedy_agreement  # noqa: E402
from naipes_pg.rules.registry import new_game  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=300)
    args = parser.parse_args()
    for kind in ("greedy", "random"):
        made = chances = agreed = choices = 0
        for number in range(args.matches):
            game = new_game("ronda-robada", {}, number)
            agents = [make_agent(kind, "ronda-robada", number + seat) for seat in (0, 1)]
            while actors := game.actors():
                game.apply(actors[0], agents[actors[0]].choose(game, actors[0]))
            made += sum(record[0] for record in game.steal_record)
            chances += sum(record[1] for record in game.steal_record)
            for seat in (0, 1):
                agrees, chosen = greedy_agreement(game, seat)
                agreed, choices = agreed + agrees, choices + chosen
        players = 2 * args.matches
        print(f"{kind:7} steals {made} of {chances} chances: {100 * made / chances:.1f} %"
              f" ({chances / players:.1f} chances a player a match)")
        print(f"{kind:7} plays within a card of the greedy best {agreed} of {choices} times:"
              f" {100 * agreed / choices:.1f} % ({choices / players:.1f} a player a match)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
