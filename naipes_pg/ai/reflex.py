"""Computer reflexes for real-time games (RULES.md 0.6), shared by the table and by selfplay.

A computer reacts to a *trigger*, a change of what its seat sees that calls for a press (a new
face-off, a slap window, its turn to flip). Each game's *policy* (``reflex_<game>.py``) reads
``view(seat)`` and says what the trigger asks for: a ``Cue`` (``cues.py``) with the right
press, what a mistake would press instead (a wrong animal, a slap, or nothing), and how soon.
The agent draws once per trigger, from its own generator: a delay uniform in its level's
range, counted from the time the trigger arose (the game's clock when the agent first sees
it), and, with the level's chance, a mistake. The plan is kept while the trigger is
unchanged, so clock ticks and unrelated presses draw nothing new; the rules never see the
draws, only ordinary timed presses, so a recorded match replays exactly.

Delays by kind of cue (``Cue.pace``): ``REACT`` (a face-off, a window) and ``TURN`` (one's own
flip, paced like a reaction: a player flips as soon as he can, at his own speed) take the
level's range; ``FOLLOW`` (the second press of one reaction: a sound after a grab) takes a
quarter of it, since the decision is already made.

The table's API (one agent object may serve several seats; all times are ms on the game's
clock). The agent of a computer seat is ``make_agent(level, game_id, seed)`` in a game played by
presses alone; in a game timed only at moments (a race in a turn game) it is
``reflexes_for(turn_agent, game, seed)``, the reflexes that go with the seat's ordinary agent::

    agent.plan(game, seat) -> tuple[int, Action] | None
        # ask right after every input that produced events (the game's clock is then the
        # trigger's time): (t, the press timed t) to feed when the clock reaches t, or None:
        # nothing to press. The same answer while the trigger is unchanged.
    agent.made(seat) -> None
        # the planned press was fed: ``plan`` answers None until the next trigger.
    agent.forget(seat) -> None
        # draw again for the trigger in hand (a press the rules ignored and nothing changed).

A press whose time the table's clock has passed is fed at the table's time instead. Agents:
``ReflexAgent`` (a level of ``LEVELS``, or any ``Reflexes``) and ``RandomPresser`` (random
presses at random times). Each also has ``choose(game, seat)``, for drivers that make one seat
act at a time: its planned press, else any legal one.

``play_realtime(game, agents, rng)`` plays a match on simulated time: it feeds the earliest of
the planned presses and of the clock's next deadline (``game.deadline()``), presses timed at a
deadline before the ``Tick`` at that deadline, exact ties in an order drawn from ``rng`` (that
order is what the match records). While the clock is not an actor (the turns of a game timed
only at moments) the seat's ordinary agent chooses.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..rules.base import CLOCK, Game, Tick
from ..rules.events import Event
from .cues import FOLLOW, REACT, TURN, Cue, Duel, Policy
from .games import policy_for

__all__ = [  # the cues' names too, for those who import them from here
    "FOLLOW", "LEVELS", "REACT", "TURN", "Cue", "Duel", "Feed", "Policy", "RandomPresser",
    "ReflexAgent", "Reflexes", "apply", "make_reflexes", "play_realtime", "reflexes_for",
]

FOLLOW_SHARE = 4  # a follow-up press takes this fraction of the level's delays
RANDOM_MS = (0, 2000)  # a random presser's delays
RANDOM_IDLE = 0.05  # its chance of pressing something when nothing calls for it
MAX_INPUTS = 2_000_000  # a safety net for play_realtime: every real-time game ends long before
UNSTICK_TRIES = 100  # fresh draws before a match nobody can move on is called a bug


@dataclass(frozen=True)
class Reflexes:
    """A level: a reaction delay uniform in ``low``..``high`` ms and the chance of a mistake
    per trigger."""

    low: int
    high: int
    mistake: float

    def delay(self, pace: str, rng: random.Random) -> int:
        share = FOLLOW_SHARE if pace == FOLLOW else 1
        return rng.randint(self.low // share, self.high // share)


# RULES.md 0.6, and the names the settings and the command line use.
LEVELS: dict[str, Reflexes] = {
    "facil": Reflexes(900, 1600, 0.08),
    "normal": Reflexes(600, 1100, 0.03),
    "dificil": Reflexes(350, 700, 0.01),
}


@dataclass
class _Plan:
    key: Hashable
    plan: tuple[int, Any] | None
    made: bool = False


class _Planner:
    """What both agents share: one plan per seat and trigger."""

    name = "reflexes"

    def __init__(self, policy: Policy, seed: int = 0) -> None:
        self.policy = policy
        self.rng = random.Random(seed)
        self.plans: dict[int, _Plan] = {}

    def plan(self, game: Game, seat: int) -> tuple[int, Any] | None:
        """The press ``seat`` will make for what it sees now, and when (see the module)."""
        cue = self.policy.cue(game.view(seat), seat)
        key = self._key(cue, game)
        if key is None:
            self.plans.pop(seat, None)
            return None
        held = self.plans.get(seat)
        if held is None or held.key != key:
            held = self.plans[seat] = _Plan(key, self._draw(cue, game, seat))
        return None if held.made else held.plan

    def made(self, seat: int) -> None:
        """The planned press of ``seat`` has been fed to the game."""
        if seat in self.plans:
            self.plans[seat].made = True

    def forget(self, seat: int) -> None:
        """Draw again at the next ``plan`` for the trigger in hand."""
        self.plans.pop(seat, None)

    def choose(self, game: Game, seat: int) -> Any:
        """For a driver that makes one seat act at a time: the planned press at its time, or
        a random legal press when nothing is planned."""
        planned = self.plan(game, seat)
        if planned is not None:
            self.made(seat)
            return planned[1]
        return self.rng.choice(game.legal_actions(seat))

    def _key(self, cue: Cue | None, game: Game) -> Hashable | None:
        return None if cue is None else cue.key

    def _draw(self, cue: Cue | None, game: Game, seat: int) -> tuple[int, Any] | None:
        raise NotImplementedError

    @staticmethod
    def _timed(cue: Cue | None, at: int, press: Any, game: Game) -> tuple[int, Any]:
        if cue is not None:
            at = max(at, cue.not_before)
            if cue.not_after is not None:
                at = min(at, cue.not_after)
        at = max(at, game.clock)
        return at, replace(press, t=at)


class ReflexAgent(_Planner):
    """A computer player of real-time games at one level of ``LEVELS``."""

    def __init__(self, policy: Policy, reflexes: Reflexes | str = "normal", seed: int = 0,
                 name: str | None = None) -> None:
        super().__init__(policy, seed)
        if isinstance(reflexes, str):
            if reflexes not in LEVELS:
                raise ValueError(f"unknown level {reflexes!r} (levels: {', '.join(LEVELS)})")
            name, reflexes = name or reflexes, LEVELS[reflexes]
        self.reflexes = reflexes
        self.name = name or "reflexes"

    def _draw(self, cue: Cue | None, game: Game, seat: int) -> tuple[int, Any] | None:
        assert cue is not None
        delay = self.reflexes.delay(cue.pace, self.rng)
        mistaken = self.rng.random() < self.reflexes.mistake and bool(cue.wrong)
        press = self.rng.choice(cue.wrong) if mistaken else cue.press
        return None if press is None else self._timed(cue, game.clock + delay, press, game)


class RandomPresser(_Planner):
    """Random presses at random times. Where the policy sees a trigger it presses, half the
    time the right press, else any press the rules list as changing something; with nothing
    to react to it presses something now and then. Its own turn always gets a press, so a
    match of random pressers goes on and ends."""

    name = "random"

    def _key(self, cue: Cue | None, game: Game) -> Hashable:
        return ("idle", game.clock) if cue is None else cue.key

    def _draw(self, cue: Cue | None, game: Game, seat: int) -> tuple[int, Any] | None:
        delay = self.rng.randint(*RANDOM_MS)
        right = cue.press if cue is not None else None
        if right is not None and self.rng.random() < 0.5:
            return self._timed(cue, game.clock + delay, right, game)
        if cue is None and self.rng.random() >= RANDOM_IDLE:
            return None
        options = game.legal_actions(seat)
        if not options:
            return None
        return self._timed(cue, game.clock + delay, self.rng.choice(options), game)


def make_reflexes(name: str, policy: Policy, seed: int = 0) -> _Planner:
    """The reflexes of an agent named ``name``: ``random``, a level, or (``greedy`` and any
    other player) Normal's."""
    if name == "random":
        return RandomPresser(policy, seed)
    if name in LEVELS:
        return ReflexAgent(policy, name, seed)
    return ReflexAgent(policy, LEVELS["normal"], seed, name=name)


def reflexes_for(agent: Any, game: Game, seed: int = 0) -> Any:
    """``agent`` itself if it has reflexes, else the reflexes that go with it (by its name)
    for ``game``'s reflex moments."""
    if isinstance(agent, _Planner):  # not ``hasattr(agent, "plan")``: a search has a plan too
        return agent
    return make_reflexes(getattr(agent, "name", "normal"), policy_for(game.spec.id), seed)


# ------------------------------------------------------------------------ the driver

Feed = Callable[[Game, int, Any], list[Event]]


def apply(game: Game, seat: int, act: Any) -> list[Event]:
    return game.apply(seat, act)


def play_realtime(game: Game, agents: Sequence[Any], rng: random.Random,
                  feed: Feed = apply, inputs: int | None = None) -> Game:
    """Play ``game`` to its end on simulated time (see the module), or for ``inputs`` inputs
    at most (a picture of a match under way). ``agents[seat]`` plays the seat: its reflexes
    (``reflexes_for``) press under the clock, and the agent itself chooses in a turn phase.
    Every input goes through ``feed`` (selfplay counts face-offs there)."""
    reflexes = [reflexes_for(agent, game, rng.getrandbits(32)) for agent in agents]
    driver = _Driver(game, agents, reflexes, rng, feed)
    start = len(game.history)
    for _ in range(MAX_INPUTS):
        if not game.actors() or (inputs is not None and len(game.history) - start >= inputs):
            return game
        driver.step()
    raise RuntimeError(f"{game.spec.id} did not end within {MAX_INPUTS} inputs")


class _Driver:
    """One real-time match in progress: each seat's planned press, and the clock."""

    def __init__(self, game: Game, agents: Sequence[Any], reflexes: Sequence[Any],
                 rng: random.Random, feed: Feed) -> None:
        self.game, self.agents, self.reflexes = game, agents, reflexes
        self.rng, self.feed = rng, feed
        self.plans: dict[int, tuple[int, Any] | None] = {}
        self.ticked = False  # the last input was the clock's: nothing more is due at its time
        self.fresh = True  # something happened: ask every seat again

    def step(self) -> None:
        game = self.game
        actors = game.actors()
        if CLOCK not in actors:  # a turn phase: the seat's own agent chooses
            seat = actors[0]
            self._fed(seat, self.agents[seat].choose(game, seat))
            return
        if self.fresh:
            self._ask(actors)
        self._next(self._deadline())

    def _deadline(self) -> int | None:
        """The clock's next tick: a timer still to run out, one due now included (a press
        timed at a deadline comes before it), or the tick the UI sends as soon as it shows
        the table, which starts a race timed from the first input (0.6)."""
        due = self.game.deadline()
        if due is None or due < self.game.clock or (due == self.game.clock and self.ticked):
            return None
        return due

    def _ask(self, actors: tuple[int, ...]) -> None:
        self.fresh = False
        self.plans = {seat: self.reflexes[seat].plan(self.game, seat)
                      for seat in actors if seat != CLOCK}

    def _next(self, deadline: int | None) -> None:
        game = self.game
        due = [(plan[0], seat) for seat, plan in self.plans.items() if plan is not None]
        if not due and deadline is None:
            self._unstick()
            return
        first = min(due)[0] if due else None
        if first is None or (deadline is not None and deadline < first):
            self._fed(CLOCK, Tick(deadline))
            return
        tied = [seat for t, seat in due if t == first]
        self.rng.shuffle(tied)  # exact ties: an order of the driver's own (0.6)
        for seat in tied:
            press = self.plans.pop(seat)[1]
            self.reflexes[seat].made(seat)
            if seat in game.actors():
                self._fed(seat, press)

    def _fed(self, seat: int, act: Any) -> None:
        self.ticked = seat == CLOCK
        if self.feed(self.game, seat, act):
            self.fresh = True

    def _unstick(self) -> None:
        """No press planned and no timer pending: a press the rules ignored left a seat
        waiting on a trigger that will not come again, so every seat draws afresh (a random
        presser may need a few draws before it presses)."""
        seats = [seat for seat in self.game.actors() if seat != CLOCK]
        for _ in range(UNSTICK_TRIES):
            for seat in seats:
                self.reflexes[seat].forget(seat)
            self._ask(self.game.actors())
            if any(self.plans.values()):
                return
        raise RuntimeError(f"{self.game.spec.id}: no seat will press and no timer runs "
                           f"at {self.game.clock} ms")
