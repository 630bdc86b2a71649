"""El Truco (RULES.md §6): one against one, three cards each, a hand of calls and bazas.

A hand has an envido phase and then a truco phase. Every step is a stage with one actor
(``info["stage"]``): ``"envido"`` (the phase's opening turn: Envido, Flor, or pass),
``"envido_answer"`` (facing a call of the envido ladder), ``"flor_answer"`` (facing a Flor,
asked only of a player who holds one himself), ``"play"`` (a card, or a truco call before it)
and ``"truco_answer"`` (facing a call of the truco ladder). Calls are ``Call(name)``; a card is
``PlayCard(card, "played:{seat}")``.

Zones: ``stock`` (the undealt cards, never seen), ``hand:{s}`` (private, also after the hand:
cards never played stay hidden), ``played:{s}`` (the cards ``s`` played this hand, face up, in
baza order). Points are added the moment they are earned, and the match ends the moment a score
reaches the target, even mid-hand [TR-10].
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from typing import Any

from ..cards import SPANISH_40, Card
from .base import N_, Action, Call, Game, GameSpec, OptionSpec, Outcome, PlayCard
from .events import Announced, Dealt, Event, HandStarted, MatchOver, Moved, Scored

# ---------------------------------------------------------------------------- the tables

_CLASS_ROWS = (  # 6.2, highest first; cards on one line tie
    (14, "1e"), (13, "1b"), (12, "7e"), (11, "7o"), (10, "3o 3c 3e 3b"), (9, "2o 2c 2e 2b"),
    (8, "1c 1o"), (7, "Ro Rc Re Rb"), (6, "Co Cc Ce Cb"), (5, "So Sc Se Sb"), (4, "7c 7b"),
    (3, "6o 6c 6e 6b"), (2, "5o 5c 5e 5b"), (1, "4o 4c 4e 4b"),
)
CLASS: dict[Card, int] = {card: cls for cls, cards in _CLASS_ROWS
                          for card in SPANISH_40 if str(card) in cards.split()}

ENVIDO_CALLS = ("envido", "real_envido", "envido_envido", "falta_envido")  # rule 3 [TR-1]
TRUCO_CALLS = ("truco", "retruco", "vale_cuatro")  # rule 12
ENVIDO_QUIERO = {"envido": 2, "real_envido": 3, "envido_envido": 4}  # falta: falta_value
ENVIDO_DECLINED = {"envido": 1, "real_envido": 1, "envido_envido": 2, "falta_envido": 7}
TRUCO_QUIERO = {"truco": 2, "retruco": 3, "vale_cuatro": 4}
TRUCO_DECLINED = {"truco": 1, "retruco": 2, "vale_cuatro": 3}
FLOR_POINTS, FLOR_FLOR_POINTS = 3, 6  # rule 7 [TR-5]
NO_TRUCO_POINTS = 1  # rule 13 [TR-9]

CALL_NAMES = ("paso", *ENVIDO_CALLS, "flor", "flor_flor", *TRUCO_CALLS, "quiero", "no_quiero")
CALLS: dict[str, Call] = {name: Call(name) for name in CALL_NAMES}
QUIERO, NO_QUIERO, PASO = CALLS["quiero"], CALLS["no_quiero"], CALLS["paso"]
FLOR, FLOR_FLOR = CALLS["flor"], CALLS["flor_flor"]
_NEXT_ENVIDO = dict(zip(ENVIDO_CALLS, ENVIDO_CALLS[1:], strict=False))
_NEXT_TRUCO = dict(zip(TRUCO_CALLS, TRUCO_CALLS[1:], strict=False))
HAND = ("hand:0", "hand:1")
PLAYED = ("played:0", "played:1")
_PLAYS = {(card, seat): PlayCard(card, PLAYED[seat]) for card in SPANISH_40 for seat in (0, 1)}


class Stage:
    """What the one actor is asked (``info["stage"]``)."""

    ENVIDO = "envido"
    ENVIDO_ANSWER = "envido_answer"
    FLOR_ANSWER = "flor_answer"
    PLAY = "play"
    TRUCO_ANSWER = "truco_answer"


SPEC = GameSpec(
    id="truco",
    name_es="Truco",
    name_en="Truco",
    players=(2, 2),
    deck="spanish40",
    options=(
        OptionSpec("players", 2, minimum=2, maximum=2, help=N_("players")),
        OptionSpec("target", 30, choices=(30, 15), label=N_("Match to"),
                   help=N_("points that win the match: 30 or 15"),
                   value_labels=((30, N_("30 points")), (15, N_("15 points")))),
        OptionSpec("flor", True, label=N_("Flor"),
                   help=N_("three cards of one suit may sing flor [TR-5]")),
        OptionSpec("standard_envido", False, label=N_("Envido of the best two"),
                   help=N_("three cards of one suit count only the best two for the "
                           "envido [TR-3]")),
    ),
    summary_es="Uno contra uno con tres cartas: envido, truco y faroles. Gana quien llegue "
    "antes a 30 puntos (o a 15, si se elige).",
    summary_en="One against one with three cards: envido, truco and bluffs. The first to "
    "30 points wins (or to 15, if chosen).",
)


def card_class(card: Card) -> int:
    """The card's strength in a baza (6.2): 14 for the 1 of espadas down to 1 for a 4."""
    return CLASS[card]


def _envido_points(card: Card) -> int:
    return card.rank if card.rank <= 7 else 0


def envido_value(cards: Sequence[Card], standard: bool = False) -> int:
    """A hand's envido (6.3): 20 and the cards of a suit held twice or thrice (the best two
    with ``standard`` [TR-3]), else its best single card."""
    best = max((_envido_points(c) for c in cards), default=0)
    for suit in {c.suit for c in cards}:
        values = sorted((_envido_points(c) for c in cards if c.suit == suit), reverse=True)
        if len(values) >= 2:
            best = max(best, 20 + sum(values[:2] if standard else values))
    return best


def has_flor(cards: Sequence[Card]) -> bool:
    """Three cards of one suit (rule 7)."""
    return len(cards) == 3 and len({c.suit for c in cards}) == 1


def flor_value(cards: Sequence[Card]) -> int:
    """20 and the envido values of the three cards [TR-5]."""
    return 20 + sum(_envido_points(c) for c in cards)


def hand_winner(bazas: Sequence[int | None], mano: int) -> int | None:
    """Rule 11 [TR-7, TR-14]: the winner of the hand from the bazas played (a seat, None for a
    parda), or None while they do not decide it."""
    won = [b for b in bazas if b is not None]
    for seat in (0, 1):
        if won.count(seat) >= 2:
            return seat
    if not bazas:
        return None
    first = bazas[0]
    if first is None:  # a parda first: the next baza that is won decides; all three: mano
        decided = next((b for b in bazas[1:] if b is not None), None)
        if decided is not None:
            return decided
        return mano if len(bazas) == 3 else None
    if len(bazas) >= 2 and bazas[1] is None:  # won, then parda: the first's winner [TR-7]
        return first
    if len(bazas) == 3 and bazas[2] is None:  # one each, then parda: the first's winner
        return first
    return None


def falta_value(loser_score: int, target: int) -> int:
    """Rule 6 and 15 [TR-4]: what the showdown's loser lacks to reach 15 while he has fewer
    than 15 (always so in a match to 15), else to reach 30."""
    if target == 15 or loser_score < 15:
        return 15 - loser_score
    return 30 - loser_score


# ---------------------------------------------------------------------------- the game


class Truco(Game):
    spec = SPEC

    def _setup(self) -> list[Event]:
        self.target = int(self.options["target"])
        self.flor_on = bool(self.options["flor"])
        self.standard = bool(self.options["standard_envido"])
        self.scores = [0, 0]
        self.dealer = self._draw_first_dealer()
        self.hand_number = -1
        self.results: list[dict[str, Any]] = []
        self.finished: Outcome | None = None
        return self._start_hand()

    # -------------------------------------------------------------------- a hand

    def _start_hand(self) -> list[Event]:
        self.hand_number += 1
        deck = self.deck_for_hand(self.hand_number, SPANISH_40)
        self.mano = 1 - self.dealer
        self.stock = deck[::-1]  # top card last, so pop() deals it
        self.hands: list[list[Card]] = [[], []]
        self.played: list[list[Card]] = [[], []]
        self.bazas: list[int | None] = []
        self.leader = self.turn = self.mano
        self.calls: list[list[Any]] = []
        self.hand_points = [0, 0]
        self.envido_points = [0, 0]
        self.envido_call: str | None = None  # the last envido-ladder (or flor) call
        self.envido_caller: int | None = None
        self.envido_done = False
        self.envido_values: list[int] | None = None
        self.flor_values: list[int] | None = None
        self.flor_caller: int | None = None
        self.no_flor: list[bool] = [False, False]  # shown to hold no flor (not asked)
        self.truco: str | None = None  # the highest accepted truco call
        self.truco_call: str | None = None  # the truco call waiting for its answer
        self.truco_caller: int | None = None
        self.raise_right: int | None = None
        events: list[Event] = [HandStarted(self.hand_number, self.dealer)]
        for _ in range(3):  # one at a time, mano first (6.4)
            for seat in (self.mano, self.dealer):
                card = self.stock.pop()
                self.hands[seat].append(card)
                events.append(Dealt(card, HAND[seat]))
        self._ask(Stage.ENVIDO, self.mano)
        return events

    def deck_for_hand(self, number: int, cards: Sequence[Card]) -> list[Card]:
        """Hand ``number``'s deck, top first. Only its six top cards are ever dealt (6.4), so
        a seeded deal draws those six and leaves the others in the deck's own order: the
        undealt cards are never seen, and a hand is dealt at a sixth of a shuffle's cost.
        Given deck orders are dealt as given."""
        if self.decks:
            return super().deck_for_hand(number, cards)
        dealt = self.rng.sample(list(cards), 6)
        chosen = set(dealt)
        return dealt + [card for card in cards if card not in chosen]

    def _ask(self, stage: str, seat: int) -> None:
        self.stage, self.stage_seat = stage, seat

    def held(self, seat: int) -> list[Card]:
        """Every card ``seat`` was dealt this hand: those he holds and those he played."""
        return self.played[seat] + self.hands[seat]

    def may_flor(self, seat: int) -> bool:
        return self.flor_on and has_flor(self.held(seat))

    # -------------------------------------------------------------------- what may be done

    def actors(self) -> tuple[int, ...]:
        return () if self.finished else (self.stage_seat,)

    def _legal_actions(self, seat: int) -> list[Action]:
        stage = self.stage
        if stage == Stage.PLAY:
            return [_PLAYS[card, seat] for card in self.hands[seat]] + self._raises(seat)
        if stage == Stage.ENVIDO:
            return [CALLS["envido"], *([FLOR] if self.may_flor(seat) else []), PASO]
        if stage == Stage.ENVIDO_ANSWER:
            up = _NEXT_ENVIDO.get(self.envido_call or "")
            return [QUIERO, NO_QUIERO, *([CALLS[up]] if up else []),
                    *([FLOR] if self.may_flor(seat) else [])]
        if stage == Stage.FLOR_ANSWER:
            return [FLOR_FLOR, PASO]
        up = _NEXT_TRUCO.get(self.truco_call or "")
        return [QUIERO, NO_QUIERO, *([CALLS[up]] if up else [])]

    def _raises(self, seat: int) -> list[Action]:
        """The truco call ``seat`` may make before his card (rule 12, TR-8)."""
        if self.truco is None:
            return [CALLS["truco"]]
        up = _NEXT_TRUCO.get(self.truco)
        return [CALLS[up]] if up and self.raise_right == seat else []

    def _is_legal(self, seat: int, act: Action) -> bool:
        if type(act) is PlayCard:
            return (self.stage == Stage.PLAY and act.target == PLAYED[seat]
                    and act.card in self.hands[seat])
        return act in self._legal_actions(seat)

    def _illegal_reason(self, seat: int, act: Action) -> tuple[str, dict[str, Any]]:
        stage = self.stage
        name = act.name if isinstance(act, Call) else None
        if name is not None and name not in CALLS:
            return "There is no call {call} in Truco.", {"call": name}
        if stage == Stage.ENVIDO:
            if name in TRUCO_CALLS:
                return "No truco during the envido: call envido or pass.", {}
            if name == "flor":
                return self._flor_reason()
            return "First the envido: call envido or pass.", {}
        if stage in (Stage.ENVIDO_ANSWER, Stage.TRUCO_ANSWER):
            if name == "flor" and stage == Stage.ENVIDO_ANSWER:
                return self._flor_reason()
            return "Answer the call first: accept or decline.", {}
        if stage == Stage.FLOR_ANSWER:
            return "Answer the flor: flor flor, or pass.", {}
        if isinstance(act, PlayCard):
            if act.card not in self.hands[seat]:
                return "{card} is not in your hand.", {"card": act.card}
            return "Play the card to your place.", {}
        if name in ENVIDO_CALLS or name in ("flor", "flor_flor"):
            return "The envido is only called before the first card.", {}
        if name in TRUCO_CALLS:
            if name == "truco":
                return "The truco has already been called this hand.", {}
            return "Only the player who accepted the last call may raise it.", {}
        return "Play a card, or call truco before it.", {}

    def _flor_reason(self) -> tuple[str, dict[str, Any]]:
        if not self.flor_on:
            return "Flor is not played in this match.", {}
        return "You need three cards of one suit to sing flor.", {}

    # -------------------------------------------------------------------- playing

    def _apply(self, seat: int, act: Action) -> list[Event]:
        if type(act) is PlayCard:
            return self._play(seat, act.card)
        name = act.name  # type: ignore[attr-defined]
        self.calls.append([seat, name])
        said: list[Event] = [Announced(name, seat, {})]
        stage = self.stage
        if stage == Stage.ENVIDO:
            return said + self._open_envido(seat, name)
        if stage == Stage.ENVIDO_ANSWER:
            return said + self._answer_envido(seat, name)
        if stage == Stage.FLOR_ANSWER:
            return said + self._answer_flor(seat, name)
        if stage == Stage.PLAY:
            self.truco_call, self.truco_caller = name, seat
            self._ask(Stage.TRUCO_ANSWER, 1 - seat)
            return said
        return said + self._answer_truco(seat, name)

    # -- the envido phase (rules 2-8)

    def _open_envido(self, seat: int, name: str) -> list[Event]:
        if name == "paso":
            if seat == self.mano:
                self._ask(Stage.ENVIDO, 1 - seat)
                return []
            return self._envido_over()
        if name == "flor":
            return self._flor(seat)
        self.envido_call, self.envido_caller = name, seat
        self._ask(Stage.ENVIDO_ANSWER, 1 - seat)
        return []

    def _answer_envido(self, seat: int, name: str) -> list[Event]:
        call, caller = self.envido_call, self.envido_caller
        assert call is not None and caller is not None
        if name == "flor":  # the pending envido is cancelled without points [TR-5]
            return self._flor(seat)
        if name == "no_quiero":
            return self._score(caller, ENVIDO_DECLINED[call], "envido_declined")
        if name == "quiero":
            return self._showdown(call)
        self.envido_call, self.envido_caller = name, seat  # the next level up
        self._ask(Stage.ENVIDO_ANSWER, 1 - seat)
        return []

    def _showdown(self, call: str) -> list[Event]:
        """Rule 5: both values shown, mano's first; the higher wins, a tie goes to mano."""
        values = [envido_value(self.held(s), self.standard) for s in (0, 1)]
        self.envido_values = values
        mano = self.mano
        winner = mano if values[mano] >= values[1 - mano] else 1 - mano
        data: dict[str, Any] = {"values": values, "mano": mano, "call": call}
        if call == "falta_envido":
            loser_score = self.scores[1 - winner]
            points = falta_value(loser_score, self.target)
            limit = 15 if self.target == 15 or loser_score < 15 else 30
            data.update(falta_loser_score=loser_score, falta_limit=limit)
        else:
            points = ENVIDO_QUIERO[call]
        data["points"] = points
        events: list[Event] = [Announced("envido_values", winner, data)]
        return events + self._score(winner, points, "envido")

    def _flor(self, seat: int) -> list[Event]:
        self.envido_call, self.envido_caller, self.flor_caller = "flor", seat, seat
        rival = 1 - seat
        if self.may_flor(rival):
            self._ask(Stage.FLOR_ANSWER, rival)
            return []
        self.no_flor[rival] = True  # not asked: everyone knows he holds none
        return self._score(seat, FLOR_POINTS, "flor")

    def _answer_flor(self, seat: int, name: str) -> list[Event]:
        caller = self.flor_caller
        assert caller is not None
        if name == "paso":
            return self._score(caller, FLOR_POINTS, "flor")
        self.envido_call, self.envido_caller = "flor_flor", seat
        values = [flor_value(self.held(s)) for s in (0, 1)]
        self.flor_values = values
        mano = self.mano
        winner = mano if values[mano] >= values[1 - mano] else 1 - mano
        data = {"values": values, "mano": mano, "points": FLOR_FLOR_POINTS}
        events: list[Event] = [Announced("flor_values", winner, data)]
        return events + self._score(winner, FLOR_FLOR_POINTS, "flor_flor")

    def _envido_over(self) -> list[Event]:
        self.envido_done = True
        self.turn = self.leader = self.mano
        self._ask(Stage.PLAY, self.mano)
        return []

    # -- the truco phase (rules 9-13)

    def _answer_truco(self, seat: int, name: str) -> list[Event]:
        call, caller = self.truco_call, self.truco_caller
        assert call is not None and caller is not None
        if name == "no_quiero":  # the hand ends at once [rule 12]
            self.truco_call = None
            return self._end_hand(caller, "declined", TRUCO_DECLINED[call], "truco_declined")
        self.truco, self.raise_right = call, seat  # a raise accepts the call below it
        if name == "quiero":
            self.truco_call = self.truco_caller = None
            self._ask(Stage.PLAY, self.turn)
            return []
        self.truco_call, self.truco_caller = name, seat
        self._ask(Stage.TRUCO_ANSWER, caller)
        return []

    def _play(self, seat: int, card: Card) -> list[Event]:
        self.hands[seat].remove(card)
        self.played[seat].append(card)
        events: list[Event] = [Moved((card,), HAND[seat], PLAYED[seat], seat=seat)]
        number = len(self.bazas)
        rival = 1 - seat
        if len(self.played[rival]) <= number:  # the baza waits for the other card
            self.turn = rival
            self._ask(Stage.PLAY, rival)
            return events
        mine, theirs = CLASS[card], CLASS[self.played[rival][number]]
        winner = None if mine == theirs else seat if mine > theirs else rival
        self.bazas.append(winner)
        if winner is None:
            events.append(Announced("parda", None, {"baza": number}))
        decided = hand_winner(self.bazas, self.mano)
        if decided is not None:
            points = TRUCO_QUIERO[self.truco] if self.truco else NO_TRUCO_POINTS
            return events + self._end_hand(decided, "bazas", points, "truco")
        self.leader = winner if winner is not None else self.leader  # TR-6
        self.turn = self.leader
        self._ask(Stage.PLAY, self.leader)
        return events

    # -------------------------------------------------------------------- points and the end

    def _score(self, seat: int, points: int, why: str) -> list[Event]:
        """Envido or flor points, added at once; when they reach the target the hand and the
        match end here [TR-10], else the envido phase is over and play begins."""
        self.scores[seat] += points
        self.hand_points[seat] += points
        self.envido_points[seat] += points
        scored: list[Event] = [Scored(seat, points, why)]
        if self.scores[seat] >= self.target:
            return scored + self._hand_result(seat, "match") + self._match_over(seat)
        return scored + self._envido_over()

    def _end_hand(self, winner: int, how: str, points: int, why: str) -> list[Event]:
        self.scores[winner] += points
        self.hand_points[winner] += points
        events: list[Event] = [Scored(winner, points, why)]
        events += self._hand_result(winner, how)
        if self.scores[winner] >= self.target:
            return events + self._match_over(winner)
        self.dealer = 1 - self.dealer
        return events + self._start_hand()

    def _hand_result(self, winner: int, how: str) -> list[Event]:
        result = {
            "dealer": self.dealer, "mano": self.mano, "bazas": list(self.bazas),
            "winner": winner, "how": how, "truco": self.truco,
            "points": list(self.hand_points), "envido": list(self.envido_points),
            "scores": list(self.scores), "calls": [list(c) for c in self.calls],
        }
        self.results.append(result)
        return [self._hand_over(self.hand_number, (winner,), result)]

    def _match_over(self, winner: int) -> list[Event]:
        returns = tuple(1.0 if s == winner else 0.0 for s in (0, 1))
        self.finished = Outcome((winner,), returns, tuple(self.scores), "target")
        return [MatchOver(self.finished)]

    def outcome(self) -> Outcome | None:
        return self.finished

    # -------------------------------------------------------------------- what is seen

    def zones(self) -> dict[str, list[Card]]:
        return {"stock": self.stock[::-1], HAND[0]: list(self.hands[0]),
                HAND[1]: list(self.hands[1]), PLAYED[0]: list(self.played[0]),
                PLAYED[1]: list(self.played[1])}

    def info(self) -> dict[str, Any]:
        return {
            "dealer": self.dealer, "mano": self.mano, "turn": self.turn,
            "stage": self.stage, "stage_seat": self.stage_seat,
            "scores": list(self.scores), "target": self.target, "flor": self.flor_on,
            "hand_number": self.hand_number, "bazas": list(self.bazas),
            "envido_call": self.envido_call, "envido_caller": self.envido_caller,
            "envido_done": self.envido_done,
            "envido_values": list(self.envido_values) if self.envido_values else None,
            "flor_values": list(self.flor_values) if self.flor_values else None,
            "truco": self.truco, "truco_call": self.truco_call,
            "truco_caller": self.truco_caller, "raise_right": self.raise_right,
            "calls": [list(c) for c in self.calls],
        }

    # -------------------------------------------------------------------- worlds for search

    def _unseen(self, seat: int) -> list[list[Card]]:
        return [self.hands[1 - seat], self.stock]

    def _fits(self, rival: int, cards: Sequence[Card]) -> bool:
        """Whether ``cards``, the rival's whole hand, agree with what he showed: the envido or
        flor values at a showdown, a flor sung, no flor where he was not asked (RULES 6.4)."""
        if self.envido_values is not None and \
                envido_value(cards, self.standard) != self.envido_values[rival]:
            return False
        if self.flor_values is not None and flor_value(cards) != self.flor_values[rival]:
            return False
        if self.flor_caller == rival and not has_flor(cards):
            return False
        return not (self.no_flor[rival] and has_flor(cards))

    def _shown_something(self, rival: int) -> bool:
        return (self.envido_values is not None or self.flor_values is not None
                or self.flor_caller == rival or self.no_flor[rival])

    def determinize(self, seat: int, rng: random.Random):
        """As the base deal, but when the rival showed something of his hand (a value at a
        showdown, a flor) his hidden cards are drawn among the hands that agree with it, every
        such hand alike."""
        rival = 1 - seat
        if not self._shown_something(rival) or not self.hands[rival]:
            return super().determinize(seat, rng)
        new = self.clone()
        hidden, pool = new.hands[rival], new.hands[rival] + new.stock
        fitting = _fitting_hands(self, rival, tuple(sorted(pool)), len(hidden))
        chosen = list(rng.choice(fitting)) if fitting else list(hidden)
        rest = [c for c in pool if c not in set(chosen)]
        rng.shuffle(rest)
        rng.shuffle(chosen)
        new.hands[rival][:] = chosen
        new.stock[:] = rest
        return new._reseeded(rng)


_FITTING: dict[tuple[Any, ...], list[tuple[Card, ...]]] = {}


def _fitting_hands(game: Truco, rival: int, pool: tuple[Card, ...],
                   size: int) -> list[tuple[Card, ...]]:
    """Every choice of ``size`` cards of ``pool`` that, with the rival's played cards, agrees
    with what he showed; remembered for the search's many deals of one position."""
    key = (tuple(game.played[rival]), pool, size, game.standard,
           tuple(game.envido_values or ()), tuple(game.flor_values or ()),
           game.flor_caller == rival, game.no_flor[rival], rival)
    found = _FITTING.get(key)
    if found is None:
        if len(_FITTING) > 64:
            _FITTING.clear()
        played = game.played[rival]
        found = [combo for combo in itertools.combinations(pool, size)
                 if game._fits(rival, played + list(combo))]
        _FITTING[key] = found
    return found
