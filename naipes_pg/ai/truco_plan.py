"""How the search plays El Truco, and how it reads a rival from his calls.

Each of the search's moves is played out on the same dealt worlds to the end of the hand and
valued by the points each side gained. What makes it a Truco player is the reading:

- **Worlds respect what was shown**: the rules deal the rival's hidden cards among the hands
  that agree with an envido or flor value shown, a flor sung, or no flor (``Truco.determinize``).
- **Beliefs from calls** (``beliefs``): a call says more the rarer it is. The rival's rates
  (how often he opened the truco or the envido when he could, how often he accepted) are read
  from the whole match so far, each started from a prior as if a few hands had been seen. A
  rival who calls one hand in five calls on his best fifth: a world gives his calls this hand
  the chance a player with that rate would make them with the hand it deals him, and unlikely
  worlds are dealt again. A rival who always raises says nothing by raising, and is called.
- **The rival played as he plays** (``rivals``): in the rollouts he is the greedy player with
  the nerve his rates show (one who never accepts is raised against, since he folds there too).

``reads`` (the level's) scales both: Fácil reads nothing, Normal half. Only Difícil bluffs:
the levels below choose among the moves of a player who calls by his hand alone (``honest``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..rules.base import Call, Game
from ..rules.truco import ENVIDO_CALLS, TRUCO_CALLS, Truco, envido_value
from .greedy_truco import NEVER, GreedyTruco, Style, envido_at, envido_rank, hand_strength
from .plans import Plan, Player, Weight, points_at_hand_end

PRIOR_HANDS = 2.0  # the rates start as if this many hands had been seen at the prior's rates
PRIOR = {"truco": 0.3, "accept": 0.6, "envido": 0.35, "envido_accept": 0.5, "raise": 0.2}
SOFTNESS = 0.12  # how sharply a rate's threshold splits hands that call from hands that do not
FLOOR = 0.05  # the least chance of any call with any hand: everyone bluffs now and then

@dataclass(frozen=True)
class Profile:
    """How often a player made each kind of call when he could, over the match so far."""

    truco: float  # opened the truco in a hand (called it first)
    accept: float  # said Quiero (or raised) to a truco call
    envido: float  # opened the envido at his turn to open it
    envido_accept: float  # said Quiero (or raised) to an envido call
    raise_: float = PRIOR["raise"]  # raised a call he could raise, rather than answer it


def read_profile(game: Truco, seat: int) -> Profile:
    """``seat``'s rates from the public calls of every hand of the match, this one included."""
    counts = {key: [PRIOR[key] * PRIOR_HANDS, PRIOR_HANDS] for key in PRIOR}
    hands = [(r["calls"], r["mano"]) for r in game.results] + [(game.calls, game.mano)]
    for calls, mano in hands:
        for key, did in _decisions(calls, mano, seat):
            counts[key][0] += did
            counts[key][1] += 1
    rates = {key: made / seen for key, (made, seen) in counts.items()}
    rates["raise_"] = rates.pop("raise")
    return Profile(**rates)


def _decisions(calls: Sequence[Sequence[Any]], mano: int,
               seat: int) -> list[tuple[str, bool]]:
    """The choices ``seat`` made in one hand's calls: (kind, whether he called or accepted)."""
    found: list[tuple[str, bool]] = []
    envido_turns = [who for who, name in calls[:2] if name in ("paso", *ENVIDO_CALLS, "flor")]
    if envido_turns and envido_turns[0] == seat:  # mano's opening turn, or pie's after a pass
        found.append(("envido", calls[0][1] != "paso"))
    elif len(envido_turns) == 2 and envido_turns[1] == seat and calls[0][1] == "paso":
        found.append(("envido", calls[1][1] != "paso"))
    opened = next((who for who, name in calls if name == "truco"), None)
    if opened is not None:
        found.append(("truco", opened == seat))
    ladder = last = None
    for who, name in calls:
        raisable = last not in (None, "falta_envido", "vale_cuatro")
        if name in ENVIDO_CALLS or name in TRUCO_CALLS:
            kind = "envido" if name in ENVIDO_CALLS else "truco"
            if ladder == kind and who == seat:  # a raise accepts the call below it
                found += [("envido_accept" if kind == "envido" else "accept", True),
                          ("raise", True)]
            ladder, last = kind, name
        elif name in ("quiero", "no_quiero") and who == seat and ladder:
            found.append(("accept" if ladder == "truco" else "envido_accept", name == "quiero"))
            if raisable:
                found.append(("raise", False))
    return found


def _says(rate: float, rank: float) -> float:
    """The chance a player who makes a call at ``rate`` makes it with a hand at ``rank``."""
    threshold = 1.0 - rate
    return FLOOR + (1.0 - FLOOR) / (1.0 + math.exp(-(rank - threshold) / SOFTNESS))


def beliefs(game: Game, seat: int, reads: float) -> Weight | None:
    """A world's weight: how likely the rival's calls this hand are with the hand it deals
    him, given his rates (see the module)."""
    assert isinstance(game, Truco)
    rival = 1 - seat
    # a raise is weighed as the acceptance it also is
    made = [(kind, did) for kind, did in _decisions(game.calls, game.mano, rival)
            if kind != "raise"]
    if not made:
        return None
    profile = read_profile(game, rival)

    def weight(world: Game) -> float:
        assert isinstance(world, Truco)
        cards = world.held(rival)
        ranks = {"truco": hand_strength(cards), "envido": envido_rank(
            envido_value(cards, world.standard))}
        chance = 1.0
        for kind, did in made:
            rate = getattr(profile, kind)
            says = _says(rate, ranks["envido" if kind.startswith("envido") else "truco"])
            chance *= says if did else min(1.0, 1.0 - says + FLOOR)
        return chance ** reads

    return weight


def _threshold(rate: float, lowest: float, highest: float, never: float) -> float:
    """The nerve that makes a call or accepts about ``rate`` of the time: none for a player who
    always does, ``never`` for one who never does, else between ``lowest`` and ``highest``."""
    if rate >= 0.97:
        return 0.0
    if rate <= 0.03:
        return never
    return lowest + (highest - lowest) * (1.0 - rate)


def rival_style(profile: Profile) -> Style:
    """The greedy player's nerve that calls and accepts about as often as ``profile``: one
    who accepts the envido four times in five accepts it with any value but the poorest
    fifth of all deals', and so on."""
    def envido_nerve(rate: float) -> int:
        return 0 if rate >= 0.97 else 99 if rate <= 0.03 else envido_at(1.0 - rate)

    return Style(call=_threshold(profile.truco, 0.0, 1.0, NEVER),
                 accept=_threshold(profile.accept, 0.0, 1.0, NEVER), step=0.0,
                 open_envido=envido_nerve(profile.envido),
                 accept_envido=envido_nerve(profile.envido_accept), envido_step=0,
                 always_raise=profile.raise_ >= 0.8)


def rivals(game: Game, seat: int, other: int, reads: float) -> Player | None:
    """The rival as he has played this match, in the rollouts (see the module)."""
    assert isinstance(game, Truco)
    if not game.results or reads < 0.75:  # nothing seen yet, or a level that reads little
        return None
    return GreedyTruco(0, rival_style(read_profile(game, other)))


def honest(game: Game, seat: int, actions: list[Any]) -> list[Any]:
    """The moves of a player who never bluffs: no call or raise the greedy player, who calls
    by his hand alone, would not make now (Fácil and Normal choose among these)."""
    assert isinstance(game, Truco)
    sincere = GreedyTruco(0).choose(game, seat)
    return [act for act in actions
            if not (isinstance(act, Call) and act.name in BETS) or act == sincere]


BETS = frozenset((*ENVIDO_CALLS, *TRUCO_CALLS))

PLAN = Plan(points_at_hand_end("scores", scale=3.0), "greedy", 0.1, paired=True, depth=1,
            beliefs=beliefs, rivals=rivals, honest=honest)
