"""How the search plays Chinchón (RULES.md §8), and what it reads from a rival's draws.

Each of the search's moves is played out on the same dealt worlds (paired) by the greedy
player for a few turns, then valued:

- **A hand cut short** (``cut_short``): a rollout stops at the end of the round, or after
  ``TURNS_EACH`` turns of every player still in; a round not over is counted as if it ended
  there, every hand paying what it leaves ungrouped. A seat's value is what it gained against
  the others' mean, squashed to (0, 1); a round that ends the match gives the match's returns.
- **Only sensible discards** (``shortlist``): every close, and the ``SHORTLIST`` discards
  that leave the least ungrouped; breaking a group is never among them.
- **A card passed on tells something** (``beliefs``): a rival who drew from the stock when the
  top discard would have made a group with two of his cards did not hold those two, most likely.
  Worlds that deal him such a hand are weighed lower, and dealt again within limits.
"""

from __future__ import annotations

import math
from typing import Any

from ..cards import Card
from ..rules.base import Close, Draw, Game, PlayCard
from ..rules.chinchon import Chinchon, Stage
from ..rules.chinchon_melds import POS, is_wild
from .greedy_chinchon import discard_rank, leftover
from .plans import Plan, Valuation, Values, Weight

# turns of each player still in that a rollout plays past the root before its round is counted
# as it stands: two each, so that with four the searching seat too plays its next turn (a
# horizon of four turns whatever the players: +0.88 ± 0.48 points a round the worse at four,
# docs/decisions.md)
TURNS_EACH = 2
SCALE = 6.0  # points of gain against the others that make a round worth 73 % to a seat
PASSES_READ = 3  # the rival's latest passes read: the older ones say little of his hand now
PASSED_FIT = 0.25  # a world's weight for each recent pass that would have made him a group
SHORTLIST = 4  # discards searched: those that leave the least ungrouped


def cut_short(root: Game) -> Valuation:
    """The valuation described in the module: the round's gains, or those it would give if
    counted ``TURNS_EACH`` turns of everyone on."""
    assert isinstance(root, Chinchon)
    rounds, turns, start = len(root.results), root.turns, list(root.scores)
    horizon = TURNS_EACH * len(root.still_in())

    def value(world: Game) -> Values | None:
        assert isinstance(world, Chinchon)
        outcome = world.outcome()
        if outcome:
            return outcome.returns
        if len(world.results) > rounds:
            return squashed(world, [now - was for now, was in zip(world.scores, start,
                                                                    strict=True)])
        if world.turns - turns >= horizon and world.stage == Stage.DRAW:
            return squashed(world, [0 if world.out[s] else
                                    -leftover(world.hands[s], world.wilds)
                                    for s in range(world.players)])
        return None

    return value


def squashed(world: Chinchon, gains: list[int]) -> Values:
    """Each seat's gain against the mean of the others still in, squashed to (0, 1)."""
    playing = [s for s in range(world.players) if not world.out[s]] or list(range(world.players))
    values = []
    for seat in range(world.players):
        others = [gains[s] for s in playing if s != seat] or [0]
        edge = gains[seat] - sum(others) / len(others)
        values.append(1.0 / (1.0 + math.exp(-edge / SCALE)))
    return tuple(values)


def passes(game: Chinchon, rival: int) -> list[Card]:
    """The top discards ``rival`` left for the stock this round, the latest first: the card
    discarded just before each of his draws from the stock."""
    found: list[Card] = []
    history = game.history
    for index in range(len(history) - 1, 0, -1):
        seat, act = history[index]
        if isinstance(act, Close):
            break
        before = history[index - 1][1]
        if seat == rival and act == Draw("stock") and isinstance(before, PlayCard) \
                and before.target == "discard":
            found.append(before.card)
    return found


def makes_group(hand: list[Card], card: Card, wilds: bool) -> bool:
    """Whether ``card`` and two natural cards of ``hand`` form a trío or an escalera."""
    if is_wild(card, wilds):
        return False
    naturals = [c for c in hand if not is_wild(c, wilds)]
    if sum(c.rank == card.rank for c in naturals) >= 2:
        return True
    places = {POS[c.rank] for c in naturals if c.suit == card.suit}
    here = POS[card.rank]
    return any({here + a, here + b} <= places for a, b in ((-2, -1), (-1, 1), (1, 2)))


def beliefs(game: Game, seat: int, reads: float) -> Weight | None:
    """A world's weight by the rivals' recent passes (see the module)."""
    assert isinstance(game, Chinchon)
    read: dict[int, list[Card]] = {}
    for rival in range(game.players):
        if rival != seat and not game.out[rival]:
            if cards := passes(game, rival)[:PASSES_READ]:
                read[rival] = cards
    if not read:
        return None

    def weight(world: Game) -> float:
        assert isinstance(world, Chinchon)
        chance = 1.0
        for rival, cards in read.items():
            hand = world.hands[rival]
            for card in cards:
                if makes_group(hand, card, world.wilds):
                    chance *= PASSED_FIT
        return chance ** reads

    return weight


def shortlist(game: Game, seat: int, actions: list[Any]) -> list[Any]:
    """The root's actions worth searching (see the module)."""
    assert isinstance(game, Chinchon)
    if game.stage != Stage.DISCARD:
        return actions
    hand, wilds = game.hands[seat], game.wilds
    discards = [a for a in actions if isinstance(a, PlayCard)]
    discards.sort(key=lambda a: discard_rank(hand, a.card, wilds))
    kept = set(discards[:SHORTLIST])
    return [a for a in actions if not isinstance(a, PlayCard) or a in kept]


PLAN = Plan(cut_short, "greedy", 0.1, paired=True, depth=1, beliefs=beliefs,
            shortlist=shortlist, anchored=True)
