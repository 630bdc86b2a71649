"""Piles (RULES.md §3): four players in two partnerships with the French deck.

Twelve face-up piles lie in a castle of 3 rows × 4 columns (``castle:r,c``, bottom to top);
only a pile's top card counts. A card goes on a top of its own colour, or on one of the other
colour that has a neighbour of the card's colour (a foothold). The first card played gives its
colour to its player's team for the hand; a team's card on the other colour's top takes the
cards under it when the covered top's total value T (its rank, plus one for each neighbour of
its colour, minus one for each of the other) is low enough. A player who cannot place passes,
and the next player takes a card of his at random, shown to all. Each team scores the cards of
the other colour it took and those under the tops of its colour when the hand ends.

Sides are ``team_of(seat)`` (seat % 2); each team's captures lie on ``taken:{team}``. Match
figures per seat carry their side's total (partners share theirs), as in Brisca.
"""

from __future__ import annotations

from typing import Any

from ..cards import FRENCH_52, Card
from . import worlds
from .base import N_, Action, Call, Game, GameSpec, OptionSpec, Outcome, PlayCard
from .events import Announced, Captured, Dealt, Event, HandStarted, MatchOver, Moved, Scored

ROWS, COLS = 3, 4
CELLS = tuple((r, c) for r in range(ROWS) for c in range(COLS))
ZONES = tuple(f"castle:{r},{c}" for r, c in CELLS)
ZONE_INDEX = {zone: i for i, zone in enumerate(ZONES)}
HAND_SIZE = 10
HANDS_PER_MATCH = 4  # rule 14: each seat deals once
MAX_HANDS = 8  # [PI-7]: at most four more to settle equal totals
CAPTURE_BELOW = 13  # rule 7: T < 13 is taken, T = 13 only by a higher card
RED, BLACK = "red", "black"
RED_SUITS = frozenset("HD")
PASS = Call("pass")
TEAM_CALLS = {RED: "rojos", BLACK: "negros"}  # what the first card's team is called (3.2)


def colour(card: Card) -> str:
    """Hearts and diamonds are red, clubs and spades black (3.1)."""
    return RED if card.suit in RED_SUITS else BLACK


def other(col: str) -> str:
    return BLACK if col == RED else RED


def _neighbours(i: int) -> tuple[int, ...]:
    r, c = CELLS[i]
    near = ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
    return tuple(rr * COLS + cc for rr, cc in near if 0 <= rr < ROWS and 0 <= cc < COLS)


NEIGHBOURS = tuple(_neighbours(i) for i in range(len(CELLS)))  # rule 4
COLOUR = {card: colour(card) for card in FRENCH_52}
_PLAYS = {card: tuple(PlayCard(card, zone) for zone in ZONES) for card in FRENCH_52}
NEAR_BITS = tuple(sum(1 << j for j in near) for near in NEIGHBOURS)  # rule 4, as bit masks
EVERY_PLACE = (1 << len(ZONES)) - 1  # every castle place, as a bit mask
_OPEN: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {}


def open_places(red_tops: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The positions a red card and a black card may go on (rules 1 and 2), given the red
    tops as a bit mask; remembered, as there are only 4096 castles of two colours."""
    known = _OPEN.get(red_tops)
    if known is None:
        black_tops = EVERY_PLACE ^ red_tops
        red = tuple(i for i in range(len(ZONES))
                    if red_tops >> i & 1 or red_tops & NEAR_BITS[i])
        black = tuple(i for i in range(len(ZONES))
                      if black_tops >> i & 1 or black_tops & NEAR_BITS[i])
        known = _OPEN[red_tops] = (red, black)
    return known

SPEC = GameSpec(
    id="piles",
    name_es="Piles",
    name_en="Piles",
    players=(4, 4),
    deck="french52",
    options=(OptionSpec("players", 4, minimum=4, maximum=4, help=N_("players, in two pairs")),),
    teams=True,
    summary_es="Cuatro jugadores en parejas con la baraja francesa: coloca cartas sobre los "
    "doce montones del castillo y captura los del color contrario cuando su valor es bajo.",
    summary_en="Four players in pairs with the French deck: place cards on the castle's twelve "
    "piles and capture those of the other colour when their value is low.",
)


def total_value(tops: list[Card], i: int) -> int:
    """T of the top card at position ``i`` (rule 5): its rank, +1 for each neighbour of its
    colour, −1 for each neighbour of the other."""
    top = tops[i]
    col = COLOUR[top]
    same = sum(1 for j in NEIGHBOURS[i] if COLOUR[tops[j]] == col)
    return top.rank + 2 * same - len(NEIGHBOURS[i])


def may_place(card: Card, tops: list[Card], i: int) -> bool:
    """Rules 1 and 2 [PI-3]: on its own colour always; on the other colour only next to a
    top of the card's colour."""
    col = COLOUR[card]
    if COLOUR[tops[i]] == col:
        return True
    return any(COLOUR[tops[j]] == col for j in NEIGHBOURS[i])


def captures(placed: Card, tops: list[Card], i: int, team_colour: str | None) -> bool:
    """Rule 7 [PI-4]: a card of the team's colour on the other colour takes the pile when its
    T is below 13, or 13 and the placed card ranks higher than the covered one."""
    if not contests(placed, tops[i], team_colour):
        return False
    t = total_value(tops, i)
    return t < CAPTURE_BELOW or (t == CAPTURE_BELOW and placed.rank > tops[i].rank)


def contests(placed: Card, covered: Card, team_colour: str | None) -> bool:
    """Rule 7's condition: a card of the team's colour placed on the other colour."""
    return (team_colour is not None and COLOUR[placed] == team_colour
            and COLOUR[covered] != team_colour)


def decided_by_rank(placed: Card, tops: list[Card], i: int, team_colour: str | None) -> bool:
    """Rule 7 at T = 13: whether the capture is decided by the two cards' intrinsic values
    (said aloud, "¡Trece!", so that a capture at 13, or its failure, is understood)."""
    return contests(placed, tops[i], team_colour) and total_value(tops, i) == CAPTURE_BELOW


def hand_winners(points: list[int]) -> list[int]:
    """Rule 14: the side with more points; equal points: nobody."""
    return [] if points[0] == points[1] else [0 if points[0] > points[1] else 1]


class Piles(Game):
    spec = SPEC

    # ---------------------------------------------------------------- setup and deal

    def _setup(self) -> list[Event]:
        self.dealer = self._draw_first_dealer()  # [PI-2]
        self.totals = [0] * 4  # per seat, its side's figure
        self.hand_number = -1
        self.results: list[dict[str, Any]] = []
        self.finished: Outcome | None = None
        return self._start_hand()

    def _start_hand(self) -> list[Event]:
        self.hand_number += 1
        deck = self.deck_for_hand(self.hand_number, FRENCH_52)  # top card first
        self.hands: list[list[Card]] = [[] for _ in range(4)]
        self.taken: list[list[Card]] = [[], []]  # per team
        self.colours: list[str | None] = [None, None]  # per team [PI-9]
        self.lacks: list[str | None] = [None] * 4  # a colour a seat showed he lacks by passing
        self.passes = [0] * 4
        events: list[Event] = [HandStarted(self.hand_number, self.dealer)]
        cards = iter(deck)
        for k in range(4 * HAND_SIZE):  # one at a time from the seat after the dealer [PI-8]
            seat = (self.dealer + 1 + k) % 4
            card = next(cards)
            self.hands[seat].append(card)
            events.append(Dealt(card, f"hand:{seat}"))
        self.castle: list[list[Card]] = []
        for zone in ZONES:  # row by row from the top left
            card = next(cards)
            self.castle.append([card])
            events.append(Dealt(card, zone))
        self.turn = (self.dealer + 1) % 4  # [PI-1]
        return events

    # ---------------------------------------------------------------- what may be done

    def tops(self) -> list[Card]:
        return [pile[-1] for pile in self.castle]

    def values(self) -> list[int]:
        """T of every top, in castle order."""
        tops = self.tops()
        return [total_value(tops, i) for i in range(len(ZONES))]

    def actors(self) -> tuple[int, ...]:
        return () if self.finished else (self.turn,)

    def red_tops(self) -> int:
        """The positions whose top is red, as a bit mask (bit i: ``ZONES[i]``)."""
        return sum(1 << i for i, pile in enumerate(self.castle) if pile[-1].suit in RED_SUITS)

    def _legal_actions(self, seat: int) -> list[Action]:
        red_places, black_places = open_places(self.red_tops())
        legal: list[Action] = []
        for card in self.hands[seat]:
            plays = _PLAYS[card]
            places = red_places if card.suit in RED_SUITS else black_places
            legal += [plays[i] for i in places]
        return legal or [PASS]  # rule 10 [PI-5]

    def _is_legal(self, seat: int, act: Action) -> bool:
        if act == PASS:
            return self._legal_actions(seat) == [PASS]
        if type(act) is not PlayCard or act.card not in self.hands[seat]:
            return False
        i = ZONE_INDEX.get(act.target)
        if i is None:
            return False
        red_places, black_places = open_places(self.red_tops())
        return i in (red_places if act.card.suit in RED_SUITS else black_places)

    def _illegal_reason(self, seat: int, act: Action) -> tuple[str, dict[str, Any]]:
        if act == PASS:
            return "You may pass only when no card of yours can be placed.", {}
        if not isinstance(act, PlayCard):
            return "In this game you play a card from your hand onto a pile of the castle.", {}
        if act.card not in self.hands[seat]:
            return "{card} is not in your hand.", {"card": act.card}
        if act.target not in ZONE_INDEX:
            return "Play the card onto one of the castle's twelve piles.", {}
        top = self.castle[ZONE_INDEX[act.target]][-1]
        return ("{card} may go on {top}, a card of the other colour, only if that pile has a "
                "neighbour of the colour of {card}.", {"card": act.card, "top": top})

    # ---------------------------------------------------------------- a turn

    def _apply(self, seat: int, act: Action) -> list[Event]:
        events = self._pass(seat) if act == PASS else self._place(seat, act.card, act.target)
        return events + self._next_turn()

    def _set_colours(self, seat: int, card: Card) -> list[Event]:
        """Rule 3 [PI-9]: the first card played gives its colour to its player's team."""
        if self.colours[0] is not None:
            return []
        team, col = seat % 2, COLOUR[card]
        self.colours[team], self.colours[1 - team] = col, other(col)
        return [Announced(TEAM_CALLS[col], seat, {"team": team, "colour": col})]

    def _place(self, seat: int, card: Card, zone: str) -> list[Event]:
        i = ZONE_INDEX[zone]
        tops = self.tops()
        events = self._set_colours(seat, card)
        team = seat % 2
        took = captures(card, tops, i, self.colours[team])
        self.hands[seat].remove(card)
        events.append(Moved((card,), f"hand:{seat}", zone, seat=seat))
        if decided_by_rank(card, tops, i, self.colours[team]):  # said before the sweep
            events.append(Announced("trece", seat, {"card": str(card), "covered": str(tops[i]),
                                                    "taken": took}))
        pile = self.castle[i]
        if not took:  # rule 9
            pile.append(card)
            return events
        self.castle[i] = [card]  # rule 8: the placed card stays as a one-card pile
        self.taken[team] += pile
        return events + [Captured(seat, tuple(reversed(pile)), zone, f"taken:{team}")]

    def _pass(self, seat: int) -> list[Event]:
        """Rule 10 [PI-5]: the next player takes one of the passer's cards at random for his
        team, shown to all."""
        taker = (seat + 1) % 4
        hand = self.hands[seat]
        self.lacks[seat] = other(COLOUR[hand[0]])  # all tops share the colour he lacks
        self.passes[seat] += 1
        card = hand.pop(self.rng.randrange(len(hand)))
        self.taken[taker % 2].append(card)
        data = {"card": str(card), "taker": taker}
        return [Announced("paso", seat, data),
                Moved((card,), f"hand:{seat}", f"taken:{taker % 2}", seat=taker)]

    def _next_turn(self) -> list[Event]:
        if not any(self.hands):  # rule 11
            return self._end_hand()
        self.turn = (self.turn + 1) % 4
        return []

    # ---------------------------------------------------------------- end of hand and match

    def team_points(self) -> list[int]:
        """Rules 12 and 13 [PI-6]: each team's cards of the other colour among its captures and
        the piles whose top has its colour (0 while no colour is set)."""
        return [taken + castle for taken, castle in self.point_sources()]

    def point_sources(self) -> list[tuple[int, int]]:
        """Each team's points from its captures (cards taken from passers included) and from
        the castle piles it holds."""
        sources = []
        for team in (0, 1):
            col = self.colours[team]
            if col is None:
                sources.append((0, 0))
                continue
            taken = sum(1 for card in self.taken[team] if COLOUR[card] != col)
            castle = sum(1 for pile in self.castle if COLOUR[pile[-1]] == col
                         for card in pile if COLOUR[card] != col)
            sources.append((taken, castle))
        return sources

    def _end_hand(self) -> list[Event]:
        result = self._hand_result()
        points = result["points"][:2]
        winners = tuple(s for s in range(4) if s % 2 in hand_winners(points))
        # each side's points, said by its first seat (partners share them, as in Brisca)
        events: list[Event] = [Scored(team, points[team], "other_colour") for team in (0, 1)]
        events.append(self._hand_over(self.hand_number, winners, result))
        played = self.hand_number + 1
        settled = self.totals[0] != self.totals[1]
        if played >= MAX_HANDS or (played >= HANDS_PER_MATCH and settled):  # rule 14 [PI-7]
            return events + self._end_match()
        self.dealer = (self.dealer + 1) % 4  # [PI-2]
        return events + self._start_hand()

    def _hand_result(self) -> dict[str, Any]:
        """The hand's points added to the totals, and its figures, per seat (partners share
        their side's), kept in ``results``."""
        sources = self.point_sources()
        points = [taken + castle for taken, castle in sources]
        for seat in range(4):
            self.totals[seat] += points[seat % 2]
        held = [sum(1 for p in self.castle if COLOUR[p[-1]] == col) for col in self.colours]
        result = {
            "dealer": self.dealer, "colours": list(self.colours),
            "points": [points[s % 2] for s in range(4)],
            "taken": [len(self.taken[s % 2]) for s in range(4)],
            "piles": [held[s % 2] for s in range(4)],
            "from_taken": [sources[s % 2][0] for s in range(4)],
            "from_castle": [sources[s % 2][1] for s in range(4)],
            "totals": list(self.totals),
        }
        self.results.append(result)
        return result

    def _end_match(self) -> list[Event]:
        a, b = self.totals[0], self.totals[1]
        if a == b:
            winners, returns, reason = (0, 1, 2, 3), (0.5,) * 4, "draw"
        else:
            side = 0 if a > b else 1
            winners = (side, side + 2)
            returns = tuple(1.0 if s % 2 == side else 0.0 for s in range(4))
            reason = "four_hands" if self.hand_number + 1 == HANDS_PER_MATCH else "tie_break"
        self.finished = Outcome(winners, returns, tuple(self.totals), reason)
        return [MatchOver(self.finished)]

    def outcome(self) -> Outcome | None:
        return self.finished

    # ---------------------------------------------------------------- what is seen

    def zones(self) -> dict[str, list[Card]]:
        zones = {zone: list(pile) for zone, pile in zip(ZONES, self.castle, strict=True)}
        for seat in range(4):
            zones[f"hand:{seat}"] = list(self.hands[seat])
        for team in (0, 1):
            zones[f"taken:{team}"] = list(self.taken[team])
        return zones

    def info(self) -> dict[str, Any]:
        points = self.team_points()
        return {
            "dealer": self.dealer, "turn": self.turn, "hand_number": self.hand_number,
            "hands": max(HANDS_PER_MATCH, self.hand_number + 1),
            "values": {zone: v for zone, v in zip(ZONES, self.values(), strict=True)},
            "tops": {zone: str(pile[-1]) for zone, pile in zip(ZONES, self.castle, strict=True)},
            "colours": list(self.colours),
            "points_now": points,
            "must_pass": not self.finished and self._legal_actions(self.turn) == [PASS],
            "totals": list(self.totals),
            "team_totals": [self.totals[0], self.totals[1]],
        }

    def _unseen(self, seat: int) -> list[list[Card]]:
        return [self.hands[s] for s in range(4) if s != seat]

    def _slots(self, seat: int) -> list[worlds.Slot]:
        """A seat that passed holds no card of the colour every top had then [PI-5]; hands
        only shrink, so that stays true."""
        slots = []
        for s in range(4):
            if s != seat:
                lacks = self.lacks[s]
                allows = (lambda card, lacks=lacks: COLOUR[card] != lacks) if lacks else None
                slots.append(worlds.Slot(self.hands[s], allows=allows))
        return slots
