"""How the search plays and values each game: its plan, written beside the game's greedy agent
and registered with it in ``ai/games.py``, so that the search itself (``ismcts.py``) knows no
game.

A plan says how rollouts are played (the greedy agent or at random, how often it strays,
paired worlds, how deep the tree goes), when they stop and what a stopped position is worth
to every seat (its valuation), and how the rivals are read. A game without a plan gets the
generic ``Plan()``: each of the root's moves played out on the same dealt worlds (paired), with
greedy rollouts to the end of the match, valued by its returns. Paired worlds at the root are
the shared default because they beat a tree grown below it at the levels' budgets in every
game measured (docs/decisions.md, "The shared search's default").

Valuations give every seat its own value; partners share theirs, as they share the returns
of ``Outcome`` (a side is ``game.team_of(seat)``).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from ..rules.base import Game

Values = tuple[float, ...]
Valuation = Callable[[Game], "Values | None"]
"""Looks at a position reached in search: the value of every seat if the rollout stops
there, else None to play on."""


def match_end(root: Game) -> Valuation:
    """The generic valuation: play to the end of the match and take its returns."""

    def value(world: Game) -> Values | None:
        outcome = world.outcome()
        return outcome.returns if outcome else None

    return value


def points_at_hand_end(
    score: str, *, lower_wins: bool | Callable[[Game], bool] = False, scale: float = 3.0
) -> Callable[[Game], Valuation]:
    """For games scored hand by hand (a ``results`` row per hand, each seat's running total
    in the attribute ``score``): stop at the end of the current hand; a seat's value is what
    its side gained this hand against the other sides' mean, squashed to (0, 1), or the
    match's returns if the hand ended it. Partners gain together, so they share a value.
    ``lower_wins``: points are bad, in the game or in the variant the root's options set."""

    def valuation(root: Game) -> Valuation:
        hands, start = len(root.results), list(getattr(root, score))
        sign = -1.0 if (lower_wins(root) if callable(lower_wins) else lower_wins) else 1.0
        sides = [root.team_of(seat) for seat in range(root.players)]
        others = max(1, len(set(sides)) - 1)

        def value(world: Game) -> Values | None:
            if len(world.results) <= hands:
                return None
            outcome = world.outcome()
            if outcome:
                return outcome.returns
            gains = dict.fromkeys(sides, 0)
            for side, now, was in zip(sides, getattr(world, score), start, strict=True):
                gains[side] += now - was
            total = sum(gains.values())
            return tuple(
                1.0 / (1.0 + math.exp(-sign * (gains[side] - (total - gains[side]) / others)
                                      / scale))
                for side in sides
            )

        return value

    return valuation


Weight = Callable[[Game], float]
"""How likely a dealt world is, 0 to 1, given how its players have called so far."""


class Player(Protocol):
    """What plays a seat in rollouts: ``choose(game, seat)``, as every agent does."""

    def choose(self, game: Game, seat: int) -> Any: ...


@dataclass(frozen=True)
class Plan:
    """How a game's rollouts are played and valued.

    ``rollout`` is ``"random"`` or ``"greedy"`` (the game's greedy agent, when it has one),
    which plays a random move with chance ``epsilon``. ``paired``: every dealt world is played
    once for each of the searching seat's actions, with the same rollout dice (common random
    numbers), so the actions are compared on the same deals. ``depth`` limits the tree below
    the root (None: no limit; 1: the root's actions only). ``reader(game, seat)``, when set,
    reads from what the searching seat has seen how often another ``seat`` strays from the
    greedy play (0 to 1), and rollouts play that seat with that ``epsilon`` instead.
    ``plain(game)``, when set, says a position is a plain question (a claim or a pass) that
    the greedy agent answers at once: the search spends no time there, so how long a
    computer takes tells nobody whether it had a choice.

    Two hooks read the rivals of a game of calls and bluffs, each from what the searching seat
    has seen (the calls, the cards played, the match so far), and each scaled by how much a
    level reads its rivals (``reads``, 0 to 1, the level's): ``beliefs(game, seat, reads)``
    gives a world's weight by how likely its hidden hands make the calls the rivals made (the
    search deals again, within limits, when a world is unlikely), and ``rivals(game, seat,
    other, reads)`` gives the player that plays ``other`` in rollouts, a model of how he has
    played (None: the greedy player). ``honest(game, seat, actions)``, when set, keeps of
    ``actions`` those a player who does not bluff would consider: a level that reads its
    rivals less than fully (``reads`` below 1) chooses among those alone, so only the top
    level bluffs.

    ``shortlist(game, seat, actions)``, when set, keeps of ``actions`` those worth searching
    at the root (a game with many moves of which only a few are sensible): the search spends
    its worlds on those alone. ``anchored``: with paired worlds, the greedy player's move is
    played unless another beats it surely on the same deals (a game whose greedy player is
    already sound, where a move that only looks better by chance costs more than it gains)."""

    valuation: Callable[[Game], Valuation] = match_end
    rollout: str = "greedy"
    epsilon: float = 0.1
    paired: bool = True
    depth: int | None = 1
    reader: Callable[[Game, int], float] | None = None
    plain: Callable[[Game], bool] | None = None
    beliefs: Callable[[Game, int, float], Weight | None] | None = None
    rivals: Callable[[Game, int, int, float], Player | None] | None = None
    honest: Callable[[Game, int, list[Any]], list[Any]] | None = None
    shortlist: Callable[[Game, int, list[Any]], list[Any]] | None = None
    anchored: bool = False


# A tree grown below the root, with rollouts straying one move in five: a game of races, where
# who presses first is left to chance below the root, and the games whose search has not been
# measured against the paired default (the solitaires' hints, Siete y Media's hints).
TREE = Plan(epsilon=0.2, paired=False, depth=None)
