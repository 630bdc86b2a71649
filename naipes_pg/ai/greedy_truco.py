"""A sensible player of El Truco, whose nerve is a ``Style``: it sings its flor, calls and
accepts the envido by its value, calls and accepts the truco by how often it expects to win
the hand, bluffs now and then, and plays its cards as people do (win a baza as cheaply as it
can, throw its poorest card when it cannot, keep its best for when it counts).

It reads only what its seat sees: its own hand, the cards played, the calls and the scores.
The same player with another style is the search's model of a rival (``truco_plan.py``) and
the benchmark's exploit players (one that always raises and accepts, one that never accepts).
"""

from __future__ import annotations

import itertools
import random
from bisect import bisect_left, bisect_right
from collections import Counter
from dataclasses import dataclass
from functools import cache
from typing import Any

from ..cards import SPANISH_40, Card
from ..rules.base import Call, PlayCard
from ..rules.truco import (
    CLASS,
    ENVIDO_CALLS,
    FLOR,
    FLOR_FLOR,
    NO_QUIERO,
    PASO,
    QUIERO,
    TRUCO_CALLS,
    Stage,
    Truco,
    envido_value,
    flor_value,
    hand_winner,
)
from .explain import Explanation, Move
from .phrases import Phrase, card_name, phrase

NEVER = 2.0  # a threshold no chance reaches


@dataclass(frozen=True)
class Style:
    """How a player calls and answers. Truco figures are chances of winning the hand (0 to 1),
    envido figures envido values; ``accept`` and ``accept_envido`` are what it needs to say
    Quiero to the first call, each step up the ladder asking ``step`` (truco) or
    ``envido_step`` more. ``bluff``: how often it calls on a hand below its thresholds;
    ``always_raise``: it raises whenever it may (an exploit player)."""

    call: float = 0.68
    raise_: float = 0.82
    accept: float = 0.45
    step: float = 0.06
    open_envido: int = 27
    raise_envido: int = 31
    accept_envido: int = 27
    envido_step: int = 1
    flor_flor: int = 31
    bluff: float = 0.0
    always_raise: bool = False


GREEDY = Style()
# The benchmark's exploit players (issue: "always raises and always accepts", "never accepts").
RAISER = Style(call=0.0, raise_=0.0, accept=0.0, step=0.0, open_envido=0, raise_envido=0,
               accept_envido=0, envido_step=0, flor_flor=0, always_raise=True)
DECLINER = Style(accept=NEVER, accept_envido=99, flor_flor=99)


# ------------------------------------------------------------------ how strong a hand is

def _hand_score(cards: tuple[Card, ...]) -> float:
    classes = sorted((CLASS[c] for c in cards), reverse=True)
    return classes[0] * 1.0 + classes[1] * 0.75 + classes[2] * 0.35


@cache
def _all_scores() -> list[float]:
    """Every three-card deal's score, sorted: made at the first use, not at start-up."""
    return sorted(_hand_score(h) for h in itertools.combinations(SPANISH_40, 3))


def hand_strength(cards: list[Card]) -> float:
    """Where a whole three-card hand stands among all deals, 0 (the worst) to 1 (the best),
    by its cards' classes: the measure of a bluff (a call below the median, 0.5)."""
    score = _hand_score(tuple(cards))
    scores = _all_scores()
    low, high = bisect_left(scores, score), bisect_right(scores, score)
    return (low + high) / 2 / len(scores)


@cache
def _all_envidos() -> list[int]:
    """Every three-card deal's envido, sorted: made at the first use, not at start-up."""
    return sorted(envido_value(h) for h in itertools.combinations(SPANISH_40, 3))


def envido_rank(value: int) -> float:
    """Where an envido value stands among all deals, 0 (the worst) to 1 (the best)."""
    envidos = _all_envidos()
    low, high = bisect_left(envidos, value), bisect_right(envidos, value)
    return (low + high) / 2 / len(envidos)


def envido_at(rank: float) -> int:
    """The envido value at ``rank`` among all deals (0 to 1): ``envido_rank``'s inverse."""
    envidos = _all_envidos()
    return envidos[min(len(envidos) - 1, max(0, int(rank * len(envidos))))]


def _beats_share(card: Card, unseen: Counter[int], total: int) -> float:
    """The chance ``card`` beats a card drawn from the unseen ones (a tie counts half)."""
    cls = CLASS[card]
    lower = sum(n for c, n in unseen.items() if c < cls)
    return (lower + unseen.get(cls, 0) / 2) / total if total else 1.0


def win_chance(game: Truco, seat: int) -> float:
    """How often ``seat`` expects to win the hand from here, from what he sees: the bazas
    played, the rival's card waiting on the table, and his own cards against the unseen."""
    rival = 1 - seat
    bazas = list(game.bazas)
    decided = hand_winner(bazas, game.mano)
    if decided is not None:
        return 1.0 if decided == seat else 0.0
    seen = set(game.hands[seat]) | set(game.played[0]) | set(game.played[1])
    unseen = Counter(CLASS[c] for c in SPANISH_40 if c not in seen)
    total = sum(unseen.values())
    mine = sorted(game.hands[seat], key=CLASS.__getitem__)
    waiting = game.played[rival][len(bazas)] if len(game.played[rival]) > len(bazas) else None
    if waiting is not None:  # answer the card on the table as cheaply as possible
        cls = CLASS[waiting]
        winner = next((c for c in mine if CLASS[c] > cls), None)
        tie = next((c for c in mine if CLASS[c] == cls), None)
        used = winner or tie or mine[0]
        mine.remove(used)
        bazas.append(seat if used is winner else None if used is tie else rival)
        decided = hand_winner(bazas, game.mano)
        if decided is not None:
            return 1.0 if decided == seat else 0.0
    chances = [_beats_share(c, unseen, total) for c in mine]
    return _chance_from(bazas, chances, seat, game.mano)


def _chance_from(bazas: list[int | None], chances: list[float], seat: int, mano: int) -> float:
    """The chance the hand ends ``seat``'s when each card left wins its baza with its chance
    (in any order) and loses it otherwise."""
    if not chances:
        decided = hand_winner(bazas, mano)
        return 1.0 if decided == seat else 0.5 if decided is None else 0.0
    best = max(chances)
    rest = list(chances)
    rest.remove(best)
    total = 0.0
    for won, p in ((seat, best), (1 - seat, 1.0 - best)):
        after = bazas + [won]
        decided = hand_winner(after, mano)
        total += p * ((1.0 if decided == seat else 0.0) if decided is not None
                      else _chance_from(after, rest, seat, mano))
    return total


# ------------------------------------------------------------------ the player

class GreedyTruco:
    name = "greedy"

    def __init__(self, seed: int = 0, style: Style = GREEDY) -> None:
        self.rng = random.Random(seed)
        self.style = style

    def choose(self, game: Truco, seat: int) -> Any:
        actions = game.legal_actions(seat)
        stage = game.stage
        if stage == Stage.PLAY:
            return self._play(game, seat, actions)
        if stage == Stage.TRUCO_ANSWER:
            return self._answer_truco(game, seat, actions)
        if stage == Stage.FLOR_ANSWER:
            mine = flor_value(game.held(seat))
            return FLOR_FLOR if mine >= self.style.flor_flor else PASO
        if FLOR in actions:  # a flor always scores: sing it
            return FLOR
        value = envido_value(game.held(seat), game.standard)
        if stage == Stage.ENVIDO:
            bluff = self.rng.random() < self.style.bluff
            return actions[0] if value >= self.style.open_envido or bluff else PASO
        return self._answer_envido(game, value, actions)

    def _answer_envido(self, game: Truco, value: int, actions: list[Any]) -> Any:
        style = self.style
        level = ENVIDO_CALLS.index(game.envido_call or "envido")
        raises = [a for a in actions if isinstance(a, Call) and a.name in ENVIDO_CALLS]
        if raises and (style.always_raise or value >= style.raise_envido + 2 * level):
            return raises[0]
        need = style.accept_envido + style.envido_step * level
        return QUIERO if value >= need else NO_QUIERO

    def _answer_truco(self, game: Truco, seat: int, actions: list[Any]) -> Any:
        style = self.style
        chance = win_chance(game, seat)
        level = TRUCO_CALLS.index(game.truco_call or "truco")
        raises = [a for a in actions if isinstance(a, Call) and a.name in TRUCO_CALLS]
        if raises and (style.always_raise or chance >= style.raise_):
            return raises[0]
        return QUIERO if chance >= style.accept + style.step * level else NO_QUIERO

    def _play(self, game: Truco, seat: int, actions: list[Any]) -> Any:
        calls = [a for a in actions if isinstance(a, Call)]
        if calls:
            style = self.style
            chance = win_chance(game, seat)
            need = style.call if calls[0].name == "truco" else style.raise_
            if style.always_raise or chance >= need or (
                    chance < need and self.rng.random() < style.bluff):
                return calls[0]
        return self.card(game, seat)

    def card(self, game: Truco, seat: int) -> PlayCard:
        """The card to play (rule 9): answering a card, the cheapest that wins, else that ties
        when a tie wins the hand, else the poorest; leading, the second best in the first baza
        (the best kept), the best after a parda, the poorest after a won first baza."""
        rival = 1 - seat
        number = len(game.bazas)
        mine = sorted(game.hands[seat], key=CLASS.__getitem__)
        if len(game.played[rival]) > number:
            cls = CLASS[game.played[rival][number]]
            for card in mine:
                if CLASS[card] > cls:
                    return PlayCard(card, f"played:{seat}")
            tie = next((c for c in mine if CLASS[c] == cls), None)
            if tie is not None and hand_winner(game.bazas + [None], game.mano) == seat:
                return PlayCard(tie, f"played:{seat}")
            return PlayCard(mine[0], f"played:{seat}")
        if number == 0 and len(mine) == 3:
            return PlayCard(mine[1], f"played:{seat}")
        if number and game.bazas[0] == seat:
            return PlayCard(mine[0], f"played:{seat}")
        return PlayCard(mine[-1], f"played:{seat}")


class Raiser(GreedyTruco):
    """Always raises and always accepts (a benchmark's exploit player)."""

    name = "raiser"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, RAISER)


class Decliner(GreedyTruco):
    """Never accepts a call (a benchmark's exploit player)."""

    name = "decliner"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, DECLINER)


EXPLOITS = (("raiser", Raiser), ("decliner", Decliner))


def dealt_strength(game: Truco, seat: int, call: str) -> float:
    """How strong the whole hand ``seat`` was dealt is for ``call``, among all deals (0 to 1):
    its envido value's rank for a call of the envido, else its cards' (``hand_strength``)."""
    cards = game.held(seat)
    if call in ENVIDO_CALLS or (call in ("quiero", "no_quiero")
                                and game.stage == Stage.ENVIDO_ANSWER):
        return envido_rank(envido_value(cards, game.standard))
    return hand_strength(cards)


# ------------------------------------------------------------------ in words

def explain_move(move: Move) -> Explanation:
    """A call or an answer said with its reason: the hand's best card or its envido value in
    a hint (the reader's own cards); watching, only what everybody saw."""
    game, act, seat = move.before, move.action, move.seat
    if not isinstance(act, Call) or not isinstance(game, Truco):
        return Explanation()
    name = act.name
    answers_truco = game.stage == Stage.TRUCO_ANSWER
    if name in TRUCO_CALLS or (name in ("quiero", "no_quiero") and answers_truco):
        return Explanation(_truco_reason(move, game, seat, name))
    if name in ENVIDO_CALLS or name in ("quiero", "no_quiero", "paso"):
        return Explanation(_envido_reason(move, game, seat, name))
    if name in ("flor", "flor_flor"):
        return Explanation(phrase("three cards of one suit"))
    return Explanation()


def _truco_reason(move: Move, game: Truco, seat: int, name: str) -> Phrase | None:
    if game.bazas and game.bazas[0] == seat:
        public = phrase("the first trick is already won")
    elif game.bazas and game.bazas[0] == 1 - seat:
        public = phrase("the first trick was lost")
    else:
        public = None
    if not move.advice:
        return public
    best = max(game.hands[seat], key=CLASS.__getitem__, default=None)
    chance = round(100 * win_chance(game, seat))
    if name == "no_quiero" and chance < 50:
        return phrase("the hand is won only {n} times in 100 from here", n=chance)
    if name != "no_quiero" and best is not None and CLASS[best] >= 10:
        return phrase("you hold {card}", card=_truco_name(best))
    return phrase("the hand is won some {n} times in 100 from here", n=chance)


def _truco_name(card: Card) -> Phrase:
    """A card as Truco players call it: the two aces that top the bazas are the anchos."""
    if str(card) == "1e":
        return phrase("the ace of swords, the top card")
    if str(card) == "1b":
        return phrase("the ace of clubs, the second card")
    return card_name(card)


def _envido_reason(move: Move, game: Truco, seat: int, name: str) -> Phrase | None:
    if not move.advice:
        return None
    value = envido_value(game.held(seat), game.standard)
    if name == "no_quiero":
        return phrase("with {n} of envido the showdown is lost too often", n=value)
    return phrase("you have {n} of envido", n=value)
