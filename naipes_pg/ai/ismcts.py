"""One computer opponent for every game: single-observer information-set MCTS.

SO-ISMCTS (Cowling, Powley and Whitehouse, 2012) over the game protocol alone: ``clone``,
``determinize``, ``actors``, ``legal_actions``, ``apply``, ``outcome``. One tree holds the
searching seat's information set. Every iteration deals the hidden cards again at random
(``determinize``), walks down the tree choosing by UCB among the children whose actions are
legal in that deal (each child counts how often it was available), adds one child, plays on
with a rollout policy and backs the result up, each node scored from the point of view of the
seat that chose it. Below the root everything comes from the dealt copy: the search never reads
a hidden card, and it never changes the game it was given.

A search is anytime: ``step(n)`` runs n iterations, so the UI can think a few milliseconds per
frame; ``think(seconds)`` runs it against a clock. How rollouts are played, when they stop and
what a position is worth is the game's plan (``ai/plans.py``, beside its greedy agent); by
default they play to the end of the match. The search knows no game: every seat is valued by
its own figure from the plan's valuation, so partners, who share theirs, are valued together.

>>> from naipes_pg.rules.registry import GAMES, new_game
>>> game = new_game(next(iter(GAMES)), seed=4)
>>> search = Search(game, game.actors()[0], iterations=50, seed=1)
>>> search.step(50)
>>> search.done and search.best_action() in game.legal_actions(game.actors()[0])
True
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Any

from ..rules.base import CLOCK, Game
from .canonical import canonical_copy
from .games import GREEDY_AGENTS, greedy_agent, plan_for
from .plans import Plan, Player, Valuation, Values, match_end, points_at_hand_end

__all__ = [  # the plans' names too, for those who import them from here
    "LEVELS", "ISMCTSAgent", "Level", "Node", "Plan", "Rollout", "Search", "Valuation", "Values",
    "canonical_copy", "match_end", "plan_for", "points_at_hand_end",
]

ROLLOUT_LIMIT = 5_000  # actions; a safety net only, every game ends long before
BELIEF_TRIES = 8  # deals tried for one world, each kept with the chance the beliefs give it
SETTLE_EVERY = 32  # iterations between checks that the choice can no longer change
PAIRED_MIN_WORLDS, PAIRED_Z, PAIRED_TOLERANCE = 40, 2.5, 0.01  # when paired worlds settle it
ANCHOR_Z = 1.5  # how surely another move must beat the greedy player's to be played instead


# ------------------------------------------------------------------------ levels


@dataclass(frozen=True)
class Level:
    """A difficulty: an iteration budget, a time cap (seconds), how often it slips on purpose
    (``slip``: the share of its moves drawn at random among those it rates below its best),
    and how much it reads its rivals' calls (``reads``, 0 to 1: a game plan's ``beliefs`` and
    ``rivals`` are scaled by it)."""

    iterations: int
    seconds: float
    slip: float = 0.0
    reads: float = 1.0


LEVELS: dict[str, Level] = {
    # budgets alone hardly part the levels (past about 300 playouts nothing more is won
    # against greedy): slips do, one move in two and in five, each a move drawn among the
    # worse ones (the runner-up alone cost too little where it is nearly as good)
    "facil": Level(iterations=100, seconds=0.12, slip=0.5, reads=0.0),
    "normal": Level(iterations=200, seconds=0.3, slip=0.2, reads=0.5),
    "dificil": Level(iterations=400, seconds=0.5),
}


# ------------------------------------------------------------------------ the tree


class Node:
    """A move in the tree: the seat that chose it and its statistics; ``children`` maps an
    action to the node reached by it."""

    __slots__ = ("seat", "visits", "total", "avail", "children")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.visits = 0
        self.total = 0.0
        self.avail = 0
        self.children: dict[Any, Node] = {}

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


class Rollout:
    """Plays a dealt copy on from where the tree left it until the valuation stops it. The
    dice of one rollout come from its seed alone, so two rollouts with one seed from two
    positions of one world share their luck."""

    def __init__(self, game_id: str, plan: Plan,
                 models: dict[int, Player] | None = None) -> None:
        """``models``: the players of rival seats read from the match (``Plan.rivals``), who
        play those seats instead of the greedy player."""
        if plan.rollout not in ("greedy", "random"):
            raise ValueError(f"unknown rollout policy {plan.rollout!r} (greedy, random)")
        self.game_id = game_id
        self.epsilon = plan.epsilon
        self.greedy = plan.rollout == "greedy" and game_id in GREEDY_AGENTS
        self.models = models or {}

    def play(self, world: Game, valuation: Valuation, seed: int,
             strays: dict[int, float] | None = None) -> Values:
        """``strays``: a seat's own epsilon, where it differs from the plan's."""
        rng, epsilon, strays = random.Random(seed), self.epsilon, strays or {}
        greedy = greedy_agent(self.game_id, seed) if self.greedy else None
        models = self.models
        for _ in range(ROLLOUT_LIMIT):
            values = valuation(world)
            if values is not None:
                return values
            actors = world.actors()
            seat = rng.choice(actors) if world.realtime and len(actors) > 1 else actors[0]
            if seat in models and rng.random() >= strays.get(seat, epsilon):
                world.apply(seat, models[seat].choose(world, seat))
            elif (seat != CLOCK and greedy is not None
                    and rng.random() >= strays.get(seat, epsilon)):
                world.apply(seat, greedy.choose(world, seat))
            else:
                world.apply(seat, rng.choice(world.legal_actions(seat)))
        return (0.5,) * world.players


class Search:
    """An anytime ISMCTS for ``seat``, which must be among ``game.actors()``.

    ``game`` is copied at once and never changed. ``iterations`` is the budget after which
    ``done`` turns true (sooner when the choice is forced or can no longer change)."""

    def __init__(
        self,
        game: Game,
        seat: int,
        *,
        iterations: int = 1_000,
        seed: int = 0,
        exploration: float = 0.7,
        plan: Plan | None = None,
        reads: float = 1.0,
    ) -> None:
        """``reads``: how much the plan's reading of the rivals counts (the level's)."""
        self.seat = seat
        self.actions = game.legal_actions(seat)
        if not self.actions:
            raise ValueError(f"seat {seat} has nothing to do now")
        self.budget = iterations
        self.exploration = exploration
        self.iterations = 0
        self.settled = len(self.actions) == 1
        self.rng = random.Random(seed)
        self.position = canonical_copy(game, seat)
        plan = plan or plan_for(game.spec.id)
        self.valuation = plan.valuation(self.position)
        others = [other for other in range(game.players) if other != seat]
        models = {other: model for other in others if plan.rivals and reads > 0
                  and (model := plan.rivals(self.position, seat, other, reads)) is not None}
        self.rollout = Rollout(game.spec.id, plan, models)
        self.weight = plan.beliefs(self.position, seat, reads) \
            if plan.beliefs and reads > 0 else None
        self.paired, self.depth = plan.paired, plan.depth or ROLLOUT_LIMIT
        self.strays = {other: plan.reader(self.position, other)
                       for other in range(game.players) if other != seat} if plan.reader else {}
        self.worlds: list[tuple[float | None, ...]] = []  # paired: each action's value per deal
        self.root = Node(seat)
        if plan.honest is not None and reads < 1 and len(self.actions) > 1:
            self.actions = plan.honest(self.position, seat, self.actions) or self.actions
            self.settled = len(self.actions) == 1
        if plan.shortlist is not None and len(self.actions) > 1:
            self.actions = plan.shortlist(self.position, seat, self.actions) or self.actions
            self.settled = len(self.actions) == 1
        if plan.plain is not None and len(self.actions) > 1 and plan.plain(self.position):
            self.actions = [greedy_agent(game.spec.id, seed).choose(game, seat)]
            self.settled = True
        self.chosen = frozenset(self.actions)  # the root's actions the search weighs
        # the greedy player's move, played unless another surely beats it
        self.anchor = self._greedy_move(game, seat, seed) if plan.anchored else None

    def _greedy_move(self, game: Game, seat: int, seed: int) -> Any:
        if not self.paired or self.settled or game.spec.id not in GREEDY_AGENTS:
            return None
        move = greedy_agent(game.spec.id, seed).choose(game, seat)
        return move if move in self.chosen else None

    # -- running --------------------------------------------------------------------------

    @property
    def done(self) -> bool:
        return self.settled or self.iterations >= self.budget

    def step(self, iterations: int = 1) -> None:
        """Run up to ``iterations`` more iterations (fewer if the search is done)."""
        for _ in range(iterations):
            if self.done:
                return
            before = self.iterations
            self.iterations += self._iterate()
            if self.iterations // SETTLE_EVERY > before // SETTLE_EVERY:
                self.settled = self._cannot_change()

    def think(self, seconds: float) -> int:
        """Run until done or ``seconds`` have passed; returns the iterations run. An iteration
        is begun only if one as long as the longest so far still ends in time: the search
        keeps within ``seconds`` rather than overrunning it by one."""
        start, deadline, longest = self.iterations, time.perf_counter() + seconds, 0.0
        while not self.done:
            now = time.perf_counter()
            if now + longest >= deadline:
                break
            self.step(1)
            longest = max(longest, time.perf_counter() - now)
        return self.iterations - start

    # -- results --------------------------------------------------------------------------

    def ranking(self) -> list[tuple[Any, int, float]]:
        """The seat's legal actions as ``(action, visits, estimated win rate)``, most visited
        first (the best first)."""
        children = self.root.children
        rows = []
        for act in self.actions:
            child = children.get(act)
            rows.append((act, child.visits, child.mean) if child else (act, 0, 0.0))
        rows.sort(key=lambda row: (-row[1], -row[2]))
        anchor = self.anchor
        if anchor is not None and rows[0][0] != anchor and not self._beats(rows[0][0], anchor):
            rows.sort(key=lambda row: row[0] != anchor)
        return rows

    def best_action(self) -> Any:
        """The most visited legal action so far (a legal action even before any iteration)."""
        return self.ranking()[0][0]

    def _cannot_change(self) -> bool:
        if self.paired:
            return self._clear_winner()
        visits = sorted((child.visits for child in self.root.children.values()), reverse=True)
        if len(visits) < len(self.actions):
            return False
        return visits[0] - visits[1] > self.budget - self.iterations

    def _beats(self, act: Any, other: Any) -> bool:
        """Paired worlds: whether ``act``'s edge over ``other`` on the same deals is surely
        positive (``ANCHOR_Z`` spreads above nothing)."""
        mean, spread = self._edge(self.actions.index(act), self.actions.index(other))
        return mean - ANCHOR_Z * spread > 0

    def _edge(self, best: int, second: int) -> tuple[float, float]:
        """The mean edge of action ``best`` over ``second`` on the paired worlds, and its
        standard error."""
        edges = [w[best] - w[second] for w in self.worlds if None not in (w[best], w[second])]
        n = len(edges)
        if not n:
            return 0.0, math.inf
        mean = sum(edges) / n
        return mean, math.sqrt(max(0.0, sum(e * e for e in edges) / n - mean * mean) / n)

    def _clear_winner(self) -> bool:
        """Paired worlds: whether the leader's edge over the runner-up, measured on the same
        deals, is surely positive, or surely too small to matter."""
        if len(self.worlds) < PAIRED_MIN_WORLDS:
            return False
        best, second = (self.actions.index(row[0]) for row in self.ranking()[:2])
        mean, spread = self._edge(best, second)
        return mean - PAIRED_Z * spread > 0 or mean + PAIRED_Z * spread < PAIRED_TOLERANCE

    # -- one iteration --------------------------------------------------------------------

    def _deal(self) -> Game:
        world = self._deal_once()
        if self.weight is not None:  # a world as likely as the rivals' calls make it
            for _ in range(BELIEF_TRIES - 1):
                if self.rng.random() < self.weight(world):
                    break
                world = self._deal_once()
        return world

    def _deal_once(self) -> Game:
        try:
            world = self.position.determinize(self.seat, self.rng)
        except NotImplementedError:  # a game with nothing hidden: only future chance differs
            world = self.position.clone()._reseeded(self.rng)
        world.keeps_records = False  # what is read of the players was read from the position
        return world

    def _iterate(self) -> int:
        """Deal a world and play it out: once, or once per root action when paired. Returns
        the number of playouts."""
        world, seed = self._deal(), self.rng.getrandbits(32)
        if not self.paired:
            self._playout(world, None, seed)
            return 1
        row = dict.fromkeys(self.actions)
        firsts = [act for act in world.legal_actions(self.seat) if act in row]
        for number, first in enumerate(firsts, 1):
            row[first] = self._playout(world if number == len(firsts) else world.clone(), first,
                                       seed)
        self.worlds.append(tuple(row.values()))
        return len(firsts)

    def _playout(self, world: Game, first: Any, seed: int) -> float:
        """Walk down the tree (through ``first`` at the root if given), add a node, roll out,
        and back the values up; returns the searching seat's value."""
        node, path = self.root, []
        while True:
            values = self.valuation(world)
            if values is not None:
                break
            actors = world.actors()
            if actors == (CLOCK,):  # time passes; nobody chooses anything
                world.apply(CLOCK, world.legal_actions(CLOCK)[0])
                continue
            if len(path) >= self.depth:
                values = self.rollout.play(world, self.valuation, seed, self.strays)
                break
            seat, keys, race = self._choices(world, actors, node is self.root)
            if first is not None and node is self.root:
                keys = [first]
            child, key, expanded = self._select(node, seat, keys)
            if race:
                world.apply(*key)
            else:
                world.apply(seat, key)
            path.append(child)
            node = child
            if expanded:
                values = self.rollout.play(world, self.valuation, seed, self.strays)
                break
        for child in path:
            child.visits += 1
            child.total += values[child.seat]
        return values[self.seat]

    def _choices(
        self, world: Game, actors: tuple[int, ...], at_root: bool
    ) -> tuple[int, list[Any], bool]:
        """Who chooses here and the keys of the choices; ``race`` when several seats may act.

        At the root the searching seat chooses among its actions. Below it, when several seats
        may act at once (only ever in a real-time game), who is quickest is left to chance: one
        of them, drawn at random, chooses between its actions and letting the clock run, keyed
        ``(seat, action)`` so that every seat's press has its own statistics."""
        if at_root:
            return self.seat, [act for act in world.legal_actions(self.seat)
                               if act in self.chosen], False
        if len(actors) == 1 or not world.realtime:
            return actors[0], world.legal_actions(actors[0]), False
        seat = self.rng.choice([s for s in actors if s != CLOCK])
        keys = [(seat, act) for act in world.legal_actions(seat)]
        if CLOCK in actors:
            keys.append((CLOCK, world.legal_actions(CLOCK)[0]))
        return seat, keys, True

    def _select(self, node: Node, seat: int, options: list[Any]) -> tuple[Node, Any, bool]:
        """The child to follow among those legal here: a new one if any is untried, else the
        best by UCB over availability counts."""
        children = node.children
        untried = [act for act in options if act not in children]
        for act in options:
            if act in children:
                children[act].avail += 1
        if untried:
            act = self.rng.choice(untried)
            child = children[act] = Node(seat)
            child.avail = 1
            return child, act, True
        best, best_score, c = None, -1.0, self.exploration
        for act in options:
            child = children[act]
            score = child.total / child.visits + c * math.sqrt(
                math.log(child.avail) / child.visits
            )
            if score > best_score:
                best, best_score = act, score
        return children[best], best, False


# ------------------------------------------------------------------------ the agent


def _pick(search: Search, level: Level, rng: random.Random) -> Any:
    ranking = search.ranking()
    if len(ranking) > 1 and level.slip and rng.random() < level.slip:
        return rng.choice(ranking[1:])[0]  # a slip: any move it rates below its best
    return ranking[0][0]


class ISMCTSAgent:
    """The computer opponent at ``level`` (``"facil"``, ``"normal"``, ``"dificil"``)."""

    def __init__(
        self,
        level: str = "normal",
        seed: int = 0,
        game_id: str | None = None,
        *,
        budget: Level | None = None,
        plan: Plan | None = None,
    ) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r} (levels: {', '.join(LEVELS)})")
        self.name = level
        self.level = budget or LEVELS[level]
        self.plan = plan
        self.game_id = game_id
        self.rng = random.Random(seed)

    def search(self, game: Game, seat: int) -> Search:
        """A fresh search at this level (the UI steps it between frames)."""
        plan = self.plan or plan_for(self.game_id or game.spec.id)
        seed = self.rng.getrandbits(32)
        return Search(game, seat, iterations=self.level.iterations, seed=seed, plan=plan,
                      reads=self.level.reads)

    def decide(self, search: Search) -> Any:
        """The move to play once ``search`` is done (or out of time)."""
        return _pick(search, self.level, self.rng)

    def choose(self, game: Game, seat: int) -> Any:
        began = time.perf_counter()
        search = self.search(game, seat)
        search.think(self.level.seconds - (time.perf_counter() - began))
        return self.decide(search)
