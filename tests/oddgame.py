"""A game for tests only, shaped the way no real game is yet, so the table meets every odd case
at once: seven seats, a shared zone named ``house`` that belongs to no seat, a zone that only
appears once a card lands there (``late``), actions that differ by an amount alone
(``OddWager``), and a match that ends with no winner.

It is registered the way docs/adding-a-game.md says, one line per registry, by ``register()``
(and taken back by ``unregister()``), with a greedy agent that plays its lowest card and words
of its own for the explanations.

Each seat is dealt two cards. In turn, a seat plays one card: the first ``HOUSE_PLAYS`` go to
the ``house``, the rest to ``late``. Before playing, a seat may wager 1 to 3 once a match
(the wager only adds to its figure). When every hand is empty the match ends, everyone even.
"""

from __future__ import annotations

from typing import Any

from naipes_pg.ai import games as ai_games
from naipes_pg.ai.explain import Explanation, Move
from naipes_pg.ai.phrases import phrase
from naipes_pg.ai.plans import Plan
from naipes_pg.rules import registry
from naipes_pg.rules.base import Action, Game, GameSpec, Outcome, PlayCard, action
from naipes_pg.rules.events import Dealt, Event, HandStarted, MatchOver, Moved
from naipes_pg.ui.table import layouts
from naipes_pg.ui.table.layout import Layout

SEATS = 7
HAND = 2
HOUSE_PLAYS = 4
WAGERS = (1, 2, 3)


@action
class OddWager(Action):
    """A wager of ``amount``: three actions that differ only by it."""

    amount: int


class OddGame(Game):
    spec = GameSpec(id="odd-test-game", name_es="Juego raro", name_en="Odd game",
                    players=(SEATS, SEATS), deck="spanish40")

    def _setup(self) -> list[Event]:
        self.stock = self.deck_for_hand(0, self.deck)
        self.hands: list[list[Any]] = [[] for _ in range(SEATS)]
        self.house: list[Any] = []
        self.late: list[Any] = []
        self.wagers = [0] * SEATS
        self.turn = 0
        self.played = 0
        self.over: Outcome | None = None
        events: list[Event] = [HandStarted(1, SEATS - 1)]
        for _round in range(HAND):
            for seat in range(SEATS):
                card = self.stock.pop(0)
                self.hands[seat].append(card)
                events.append(Dealt(card, f"hand:{seat}"))
        return events

    def actors(self) -> tuple[int, ...]:
        return () if self.over else (self.turn,)

    def _target(self) -> str:
        return "house" if self.played < HOUSE_PLAYS else "late"

    def _legal_actions(self, seat: int) -> list[Any]:
        plays: list[Any] = [PlayCard(card, self._target()) for card in self.hands[seat]]
        if not self.wagers[seat]:
            plays += [OddWager(amount) for amount in WAGERS]
        return plays

    def _apply(self, seat: int, act: Any) -> list[Event]:
        if isinstance(act, OddWager):
            self.wagers[seat] = act.amount
            return []
        self.hands[seat].remove(act.card)
        (self.house if act.target == "house" else self.late).append(act.card)
        self.played += 1
        events: list[Event] = [Moved((act.card,), f"hand:{seat}", act.target)]
        if not any(self.hands):
            results = {"points": list(self.wagers)}
            events.append(self._hand_over(1, (), results))
            self.over = Outcome((), (0.5,) * SEATS, tuple(self.wagers), "nobody wins")
            events.append(MatchOver(self.over))
            return events
        self.turn = (seat + 1) % SEATS
        return events

    def outcome(self) -> Outcome | None:
        return self.over

    def zones(self) -> dict[str, list[Any]]:
        zones = {"stock": self.stock, "house": self.house}
        if self.late:  # appears with its first card
            zones["late"] = self.late
        zones.update({f"hand:{seat}": hand for seat, hand in enumerate(self.hands)})
        return zones

    def info(self) -> dict[str, Any]:
        return {"scores": list(self.wagers)}

    def _unseen(self, seat: int) -> list[list[Any]]:
        return [hand for other, hand in enumerate(self.hands) if other != seat] + [self.stock]


class GreedyOdd:
    """Plays its lowest card and never wagers."""

    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, game: Game, seat: int) -> Any:
        plays = [a for a in game.legal_actions(seat) if isinstance(a, PlayCard)]
        return min(plays, key=lambda play: play.card)


ODD_REASON = "the odd game always plays its lowest card"


def explain_move(move: Move) -> Explanation:
    return Explanation(reason=phrase(ODD_REASON) if isinstance(move.action, PlayCard) else None)


def register() -> None:
    """The odd game's line in each registry (docs/adding-a-game.md)."""
    registry.register(OddGame)
    ai_games.register(ai_games.GameAI(OddGame, GreedyOdd, Plan(), explain_move))
    layouts.register(OddGame.spec.id, Layout)


def unregister() -> None:
    registry.unregister(OddGame.spec.id)
    ai_games.unregister(OddGame.spec.id)
    layouts.unregister(OddGame.spec.id)
