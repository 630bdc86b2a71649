"""A solitaire for tests only, small enough to set up card by card, with every kind of place the
real solitaires play on: a face-down ``stock`` whose top card a click turns onto the ``waste``,
a ``waste`` fanned face up of which only the top card may move, two grid cells dealt face down
(``cell:0,0``, ``cell:0,1``) that a click turns up, and four foundations (``foundation:k`` for
the k-th suit, oros copas espadas bastos) built up from the 1. A 3 face up in a cell may be
set aside on the ``discard`` pile, alone or taking the waste's top card with it: one drop, two
actions, so the table offers a choice. It is not in the registry.

The deck is the 1, 2 and 3 of each suit (12 cards). The deal, top of the deck first: the two
cells, then two cards on the waste (the second on top), the rest in the stock. The match is won
when every card is on a foundation or set aside, and lost when nothing can be done.
"""

from __future__ import annotations

from typing import Any

from naipes_pg.cards import Card, parse_many
from naipes_pg.rules.base import Action, Game, GameSpec, Outcome, PlayCard, Reveal, action
from naipes_pg.rules.events import Dealt, Event, HandStarted, MatchOver, Moved, Revealed

DECK = tuple(parse_many("1o 2o 3o 1c 2c 3c 1e 2e 3e 1b 2b 3b"))
SUITS = "oceb"
CELLS = ("cell:0,0", "cell:0,1")
FOUNDATIONS = tuple(f"foundation:{k}" for k in range(len(SUITS)))


@action
class SetAside(Action):
    """Put the 3 ``card`` from its cell on ``target`` (the discard pile), with the top card of
    ``along`` (``"waste"``) if given."""

    card: Card
    target: str = "discard"
    along: str = ""


class SolitaireLike(Game):
    spec = GameSpec(id="solitaire-like-test", name_es="Solitario de prueba",
                    name_en="Test solitaire", players=(1, 1), deck="spanish40")

    @property
    def deck(self) -> tuple[Card, ...]:
        return DECK

    def _setup(self) -> list[Event]:
        deck = self.deck_for_hand(0, self.deck)
        self.cells: dict[str, list[Card]] = {zone: [deck.pop(0)] for zone in CELLS}
        self.up: set[str] = set()
        self.waste: list[Card] = [deck.pop(0), deck.pop(0)]
        self.stock: list[Card] = deck  # top first
        self.foundations: dict[str, list[Card]] = {zone: [] for zone in FOUNDATIONS}
        self.discard: list[Card] = []
        self.over: Outcome | None = None
        events: list[Event] = [HandStarted(1, 0)]
        events += [Dealt(self.cells[zone][0], zone) for zone in CELLS]
        events += [Dealt(card, "waste") for card in self.waste]
        return events

    def actors(self) -> tuple[int, ...]:
        return () if self.over else (0,)

    def _loose_cards(self) -> list[tuple[Card, str]]:
        """The cards that may move, with where they lie: the waste's top, a face-up cell."""
        loose = [(self.waste[-1], "waste")] if self.waste else []
        return loose + [(self.cells[z][0], z) for z in CELLS if z in self.up and self.cells[z]]

    def foundation_for(self, card: Card) -> str | None:
        """The foundation ``card`` goes on now, if it is the next of its suit."""
        zone = FOUNDATIONS[SUITS.index(card.suit)]
        return zone if len(self.foundations[zone]) + 1 == card.rank else None

    def _legal_actions(self, seat: int) -> list[Any]:
        plays: list[Any] = []
        for card, _where in self._loose_cards():
            zone = self.foundation_for(card)
            if zone is not None:
                plays.append(PlayCard(card, zone))
        for card, where in self._loose_cards():
            if card.rank == 3 and where in CELLS:
                plays.append(SetAside(card))
                plays += [SetAside(card, along="waste")] if self.waste else []
        if self.stock:
            plays.append(Reveal("stock"))
        plays += [Reveal(zone) for zone in CELLS if zone not in self.up and self.cells[zone]]
        return plays

    def _illegal_reason(self, seat: int, act: Any) -> tuple[str, dict[str, Any]]:
        if isinstance(act, PlayCard) and act.target in FOUNDATIONS:
            return "The {card} does not go on that foundation.", {"card": act.card}
        return super()._illegal_reason(seat, act)

    def _apply(self, seat: int, act: Any) -> list[Event]:
        if isinstance(act, Reveal) and act.zone == "stock":
            card = self.stock.pop(0)
            self.waste.append(card)
            events: list[Event] = [Moved((card,), "stock", "waste")]
        elif isinstance(act, Reveal):
            self.up.add(act.zone)
            events = [Revealed(self.cells[act.zone][0], act.zone)]
        elif isinstance(act, SetAside):
            events = self._set_aside(act)
        else:
            frm = next(where for card, where in self._loose_cards() if card == act.card)
            (self.waste if frm == "waste" else self.cells[frm]).remove(act.card)
            self.foundations[act.target].append(act.card)
            events = [Moved((act.card,), frm, act.target)]
        return events + self._maybe_over()

    def _set_aside(self, act: SetAside) -> list[Event]:
        cell = next(z for z in CELLS if self.cells[z] == [act.card])
        self.cells[cell].clear()
        self.discard.append(act.card)
        events: list[Event] = [Moved((act.card,), cell, "discard")]
        if act.along:
            top = self.waste.pop()
            self.discard.append(top)
            events.append(Moved((top,), "waste", "discard"))
        return events

    def _maybe_over(self) -> list[Event]:
        up = sum(len(pile) for pile in self.foundations.values()) + len(self.discard)
        if up < len(DECK) and self._legal_actions(0):
            return []
        self.over = Outcome((0,), (1.0,)) if up == len(DECK) else Outcome((), (0.0,))
        return [MatchOver(self.over)]

    def outcome(self) -> Outcome | None:
        return self.over

    def zones(self) -> dict[str, list[Any]]:
        zones: dict[str, list[Any]] = {"stock": list(self.stock), "waste": list(self.waste)}
        zones.update(self.cells)
        zones.update(self.foundations)
        zones["discard"] = list(self.discard)
        return zones

    def can_see(self, seat: int | None, zone: str) -> bool:
        return zone != "stock" and zone not in CELLS

    def _mask(self, seat: int | None, zone: str, cards: list[Card]) -> list[Card | None]:
        if zone in CELLS and zone in self.up:
            return list(cards)
        return super()._mask(seat, zone, cards)

    def _unseen(self, seat: int) -> list[list[Card]]:
        return [self.stock] + [self.cells[z] for z in CELLS if z not in self.up]
