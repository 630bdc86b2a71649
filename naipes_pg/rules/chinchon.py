"""Chinchón (RULES.md §8).

A rummy game of rounds: each turn a player draws (``Draw("stock")`` or ``Draw("discard")``)
and then discards face up (``PlayCard(card, "discard")``) or closes (``Close(card, groups)``:
``card`` face down onto ``closed``, the other 7 shown in ``meld:0``, ``meld:1`` and, for a
close with remainder, ``rest``). After a close with remainder the others still in lay off in
turn order from the closer (``PlayCard(card, "meld:i")`` or ``Call("pass")``), then every hand
is counted and the next round is dealt, until a player reaches +50, a natural chinchón is
shown, one player is left, or the match's 2000th turn ends [CH-14].

Each stage has one actor (``info["stage"]``): ``draw``, ``discard`` and ``layoff``. A seat with
no lay-off to make is skipped: the hands are shown right after, so skipping tells nothing. A
card taken from the discard pile stays known in the hand that took it (``known``), for the
search's worlds. The discard pile shows only its top card; the cards under it were seen.
The groups themselves are pure functions in ``chinchon_melds``.
"""

from __future__ import annotations

from typing import Any

from ..cards import JOKERS, SPANISH_40, Card
from . import worlds
from .base import (
    N_,
    Action,
    Call,
    Close,
    Draw,
    Game,
    GameSpec,
    OptionSpec,
    Outcome,
    PlayCard,
    View,
)
from .chinchon_melds import (
    CHINCHON,
    KINDS,
    REMAINDER,
    WILD_CHINCHON,
    CloseShape,
    best_arrangement,
    best_layoffs,
    closes,
    fits,
    is_wild,
    value,
)
from .events import (
    Announced,
    Dealt,
    Event,
    HandStarted,
    MatchOver,
    Moved,
    Revealed,
    Scored,
    Shuffled,
)


class Stage:
    """What the one actor is asked (``info["stage"]``)."""

    DRAW = "draw"
    DISCARD = "discard"
    LAYOFF = "layoff"


HAND_SIZE = 7
DEAL_BLOCKS = (3, 3, 1)  # RULES.md 0.2
WIN, LOSE = 50, -50  # rule 11 [CH-6]
FULL_CLOSE = 10  # rule 9
TURN_LIMIT = 2000  # rule 12 [CH-14]
PASS = Call("pass")
DRAWS = (Draw("stock"), Draw("discard"))
MELDS = ("meld:0", "meld:1")
HAND = tuple(f"hand:{seat}" for seat in range(4))
_DISCARDS = {card: PlayCard(card, "discard") for card in SPANISH_40 + JOKERS}

SPEC = GameSpec(
    id="chinchon",
    name_es="Chinchón",
    name_en="Chinchón",
    players=(2, 4),
    deck="spanish40",
    options=(
        OptionSpec("players", 2, minimum=2, maximum=4, help=N_("players")),
        OptionSpec("comodin", False, help=N_("The 1 of coins is a wildcard: it stands for any "
                   "card of a group, and costs 25 left ungrouped [CH-13]"),
                   label=N_("With wildcard")),
        OptionSpec("comodines", False, help=N_("Add the deck's two jokers as more wildcards "
                   "[CH-8]"), needs=(("comodin", True),), label=N_("Two jokers"),
                   shown_with=(("comodin", True),)),
    ),
    variants={"comodin": {"comodin": True}},
    variant_labels={"comodin": N_("Chinchón with wildcard")},
    summary_es="Forma tríos, cuartetos y escaleras y cierra cuando puedas: gana quien llegue "
    "a 50 o haga chinchón, y quien baje a −50 queda eliminado.",
    summary_en="Make sets and runs and close when you can: +50 or a chinchón wins, and a "
    "player who falls to −50 is out.",
)


def _split(shown: tuple[Card, ...]) -> tuple[frozenset[frozenset[Card]], Card]:
    """A close with remainder as shown: its two groups, in any order, and the rest."""
    return frozenset((frozenset(shown[:3]), frozenset(shown[3:6]))), shown[6]


class Chinchon(Game):
    spec = SPEC

    # ---------------------------------------------------------------- setup and deal

    def _setup(self) -> list[Event]:
        self.wilds = bool(self.options["comodin"])
        self.cards = SPANISH_40 + JOKERS if self.options["comodines"] else SPANISH_40
        n = self.players
        self.scores = [0] * n
        self.out = [False] * n  # eliminated [CH-7]
        self.turns = 0  # turns finished in the match [CH-14]
        self.hand_number = -1
        self.results: list[dict[str, Any]] = []
        self.finished: Outcome | None = None
        self.dealer = self._draw_first_dealer()
        return self._start_round(first=True)

    @property
    def deck(self) -> tuple[Card, ...]:
        return self.cards

    def still_in(self) -> list[int]:
        return [seat for seat in range(self.players) if not self.out[seat]]

    def next_in(self, seat: int) -> int:
        """The next seat still in the match after ``seat`` (rule 11)."""
        n = self.players
        for step in range(1, n + 1):
            if not self.out[(seat + step) % n]:
                return (seat + step) % n
        return seat

    def order_from(self, seat: int) -> list[int]:
        """The seats still in, in turn order, starting with ``seat``."""
        n = self.players
        return [(seat + i) % n for i in range(n) if not self.out[(seat + i) % n]]

    def _start_round(self, first: bool = False) -> list[Event]:
        self.hand_number += 1
        if not first:
            self.dealer = self.next_in(self.dealer)
        deck = self.deck_for_hand(self.hand_number, self.cards)
        self.showdown = False  # the hands shown at the last round's end are gathered
        self.stock = deck[::-1]  # top card last, so pop() deals it
        self.hands: list[list[Card]] = [[] for _ in range(self.players)]
        self.known: list[list[Card]] = [[] for _ in range(self.players)]  # taken face up
        self.discard: list[Card] = []
        self.closed: list[Card] = []  # a close's face-down card
        self.melds: list[list[Card]] = [[], []]
        self.rest: list[Card] = []
        self.closer: int | None = None
        self.close_kind: str | None = None
        self.received = [False, False]  # each closer's group takes one card [CH-4]
        self.layoffs: list[list[Any]] = []  # [seat, card, group index]
        self.layers: list[int] = []  # the seats still to lay off, in order
        self.taken: Card | None = None  # the card just taken from the discard pile [CH-2]
        self.round_turns = 0  # turns finished this round [CH-3]
        events: list[Event] = [HandStarted(self.hand_number, self.dealer)]
        order = self.order_from(self.next_in(self.dealer))
        for size in DEAL_BLOCKS:
            for seat in order:
                for _ in range(size):
                    card = self.stock.pop()
                    self.hands[seat].append(card)
                    events.append(Dealt(card, HAND[seat]))
        top = self.stock.pop()
        self.discard.append(top)
        events.append(Dealt(top, "discard"))
        self.turn = order[0]
        self._stage(Stage.DRAW, self.turn)
        return events

    def _stage(self, stage: str, seat: int) -> None:
        self.stage, self.stage_seat, self.acting = stage, seat, (seat,)

    # ---------------------------------------------------------------- what may be done

    def actors(self) -> tuple[int, ...]:
        return () if self.finished else self.acting

    @property
    def remainder_allowed(self) -> bool:
        """CH-3: from the turn after every player still in has finished one this round."""
        return self.round_turns >= len(self.still_in())

    def close_shapes(self, seat: int) -> list[CloseShape]:
        return closes(self.hands[seat], self.wilds, remainder=self.remainder_allowed,
                      kept=self.taken)

    def _legal_actions(self, seat: int) -> list[Action]:
        if self.stage == Stage.DRAW:
            return list(DRAWS)
        if self.stage == Stage.DISCARD:
            acts: list[Action] = [_DISCARDS[c] for c in self.hands[seat] if c != self.taken]
            return acts + [Close(s.card, s.shown) for s in self.close_shapes(seat)]
        return self._layoff_actions(seat) + [PASS]

    def _is_legal(self, seat: int, act: Action) -> bool:
        """As ``_legal_actions``, without listing every close for a plain discard."""
        if self.stage == Stage.DISCARD and type(act) is PlayCard:
            return act.target == "discard" and act.card in self.hands[seat] \
                and act.card != self.taken
        if self.stage == Stage.DRAW:
            return act in DRAWS
        if self.stage == Stage.DISCARD and isinstance(act, Close):
            return self._shape_of(seat, act) is not None
        return act in self._legal_actions(seat)

    def _shape_of(self, seat: int, act: Close) -> CloseShape | None:
        """The legal close ``act`` shows, its groups in any order (the rest last)."""
        for shape in self.close_shapes(seat):
            if shape.card != act.card or sorted(shape.shown) != sorted(act.groups):
                continue
            if shape.kind != REMAINDER or _split(act.groups) == _split(shape.shown):
                return shape
        return None

    def _layoff_actions(self, seat: int) -> list[Action]:
        return [PlayCard(card, MELDS[i]) for i in (0, 1) if not self.received[i]
                for card in self.hands[seat] if fits(self.melds[i], card, self.wilds)]

    def preselected_layoffs(self, seat: int) -> list[PlayCard]:
        """CH-5: the lay-offs the engine chooses for ``seat`` now (a human may change them)."""
        open_groups = [(i, self.melds[i]) for i in (0, 1) if not self.received[i]]
        choice = best_layoffs(self.hands[seat], open_groups, self.wilds)
        return [PlayCard(card, MELDS[i]) for card, i in choice.moves]

    def _illegal_reason(self, seat: int, act: Action) -> tuple[str, dict[str, Any]]:
        if self.stage == Stage.DRAW:
            return "Draw a card first, from the stock or the discard pile.", {}
        if self.stage == Stage.LAYOFF:
            return self._layoff_reason(seat, act)
        if isinstance(act, Draw):
            return "You have already drawn this turn: discard a card or close.", {}
        card = act.card
        if card is not None and card not in self.hands[seat]:
            return "You do not hold {card}.", {"card": card}
        if card is not None and card == self.taken:
            return ("You cannot lay down {card}: you have just taken it from the discard "
                    "pile.", {"card": card})
        if isinstance(act, Close):
            return self._close_reason(seat, act)
        return "Discard a card onto the discard pile, or close.", {}

    def _close_reason(self, seat: int, act: Close) -> tuple[str, dict[str, Any]]:
        held = [c for c in self.hands[seat] if c != act.card]
        if sorted(act.groups) != sorted(held):
            return "A close shows the other seven cards of your hand.", {}
        best = closes(self.hands[seat], self.wilds, remainder=True, kept=self.taken)
        mine = [s for s in best if s.card == act.card]
        if not mine:
            return ("These cards do not close: show a chinchón, a group of 3 and a group of "
                    "4, or two groups of 3 and a card of 1, 2 or 3.", {})
        if mine[0].kind == REMAINDER and not self.remainder_allowed:
            return ("No close with a remainder until every player has finished a turn this "
                    "round.", {})
        if mine[0].kind != REMAINDER:
            return "These cards make a better close; show that one.", {}
        return "Those groups do not hold: show two groups of 3 and a card of 1, 2 or 3.", {}

    def _layoff_reason(self, seat: int, act: Action) -> tuple[str, dict[str, Any]]:
        if not isinstance(act, PlayCard) or act.target not in MELDS:
            return "Lay off a card on the closer's groups, or pass.", {}
        if act.card not in self.hands[seat]:
            return "You do not hold {card}.", {"card": act.card}
        if self.received[MELDS.index(act.target)]:
            return "That group has already taken a card.", {}
        return "{card} does not make that group one of 4.", {"card": act.card}

    # ---------------------------------------------------------------- playing

    def _apply(self, seat: int, act: Action) -> list[Event]:
        if isinstance(act, Draw):
            return self._draw(seat, act.source)
        if isinstance(act, Close):
            return self._close(seat, act)
        if act == PASS:
            return self._next_layer()
        assert isinstance(act, PlayCard)
        if act.target == "discard":
            return self._discard(seat, act.card)
        return self._lay_off(seat, act.card, MELDS.index(act.target))

    def _draw(self, seat: int, source: str) -> list[Event]:
        events: list[Event] = []
        if source == "stock":
            if not self.stock:  # rule 4: the pile under its top card becomes the stock
                under, self.discard = self.discard[:-1], self.discard[-1:]
                events += [Moved(tuple(under), "discard", "stock", "bottom", "top"),
                           Shuffled("stock")]
                self.rng.shuffle(under)
                self.stock = under
            card = self.stock.pop()
            self.taken = None
        else:
            card = self.discard.pop()
            self.taken = card
            self.known[seat].append(card)
        self.hands[seat].append(card)
        self._stage(Stage.DISCARD, seat)
        return events + [Moved((card,), source, HAND[seat], seat=seat)]

    def _leave(self, seat: int, card: Card) -> None:
        self.hands[seat].remove(card)
        if card in self.known[seat]:
            self.known[seat].remove(card)

    def _discard(self, seat: int, card: Card) -> list[Event]:
        self._leave(seat, card)
        self.discard.append(card)
        events: list[Event] = [Moved((card,), HAND[seat], "discard", seat=seat)]
        return events + self._turn_over()

    def _turn_over(self) -> list[Event]:
        self.turns += 1
        self.round_turns += 1
        self.taken = None
        if self.turns >= TURN_LIMIT:  # the round in progress is not scored [CH-14]
            return [self._unscored_hand_over(), *self._end_match(self.still_in(), "turn_limit")]
        self.turn = self.next_in(self.turn)
        self._stage(Stage.DRAW, self.turn)
        return []

    def _close(self, seat: int, act: Close) -> list[Event]:
        shape = self._shape_of(seat, act)
        assert shape is not None
        self.closer, self.close_kind = seat, shape.kind
        self._leave(seat, act.card)
        self.closed.append(act.card)
        hand = HAND[seat]
        events: list[Event] = [Moved((act.card,), hand, "closed", seat=seat)]
        key = "chinchon" if shape.kind == CHINCHON else "cierre"
        events.append(Announced(key, seat, {"kind": shape.kind}))
        for i, group in enumerate(shape.groups):
            for card in group:
                self._leave(seat, card)
            self.melds[i] = list(group)
            events.append(Moved(tuple(group), hand, MELDS[i], seat=seat))
        if shape.rest is not None:
            self._leave(seat, shape.rest)
            self.rest = [shape.rest]
            events.append(Moved((shape.rest,), hand, "rest", seat=seat))
        self.turns += 1
        self.round_turns += 1
        self.taken = None
        if shape.kind == CHINCHON:  # rule 9: the match is won, nobody scores [CH-6]
            result = {"dealer": self.dealer, "closer": seat, "kind": CHINCHON,
                      "points": [0] * self.players, "scores": list(self.scores)}
            self.results.append(result)
            events += self._show_hands()
            events.append(self._hand_over(self.hand_number, (seat,), result))
            return events + self._end_match([seat], "chinchon")
        if shape.kind == REMAINDER:
            self.layers = self.order_from(seat)[1:]
            return events + self._next_layer(first=True)
        return events + self._end_round()

    def _next_layer(self, first: bool = False) -> list[Event]:
        """The next seat with a lay-off to make, or the count when none is left."""
        if not first and self.layers:
            self.layers.pop(0)
        while self.layers and not self._layoff_actions(self.layers[0]):
            self.layers.pop(0)
        if not self.layers:
            return self._end_round()
        self._stage(Stage.LAYOFF, self.layers[0])
        return []

    def _lay_off(self, seat: int, card: Card, index: int) -> list[Event]:
        self._leave(seat, card)
        self.melds[index].append(card)
        self.received[index] = True
        self.layoffs.append([seat, str(card), index])
        events: list[Event] = [Moved((card,), HAND[seat], MELDS[index], seat=seat)]
        if self._layoff_actions(seat):
            return events
        return events + self._next_layer()

    # ---------------------------------------------------------------- counting

    def _end_round(self) -> list[Event]:
        """Rules 9-11: the closer's score, the others' ungrouped cards, eliminations."""
        closer = self.closer
        assert closer is not None
        events: list[Event] = self._show_hands()
        points = [0] * self.players
        arrangements: dict[int, dict[str, Any]] = {}
        if self.close_kind == REMAINDER:
            points[closer] = -value(self.rest[0], self.wilds)
            why = "resto"
        else:
            points[closer] = FULL_CLOSE
            why = "cierre"
        events.append(Scored(closer, points[closer], why))
        for seat in self.order_from(closer)[1:]:
            arrangement = best_arrangement(self.hands[seat], self.wilds)
            points[seat] = -arrangement.points
            arrangements[seat] = {
                "groups": [[str(c) for c in g] for g in arrangement.groups],
                "leftover": [str(c) for c in arrangement.leftover],
            }
            events.append(Scored(seat, points[seat], "sin_ligar"))
        before = self.still_in()
        for seat in before:
            self.scores[seat] += points[seat]
        fallen = [s for s in before if self.scores[s] <= LOSE]
        for seat in fallen:
            self.out[seat] = True
            events.append(Announced("eliminado", seat, {"score": self.scores[seat]}))
        result = {
            "dealer": self.dealer, "closer": closer, "kind": self.close_kind,
            "points": points, "scores": list(self.scores),
            "melds": [[str(c) for c in m] for m in self.melds],
            "rest": [str(c) for c in self.rest],
            "layoffs": [list(x) for x in self.layoffs],
            "arrangements": {str(s): a for s, a in arrangements.items()},
            "eliminated": fallen,
        }
        self.results.append(result)
        events.append(self._hand_over(self.hand_number,
                                      (closer,) if points[closer] > 0 else (), result))
        left = self.still_in()
        if self.scores[closer] >= WIN:
            return events + self._end_match([closer], "fifty")
        if len(left) == 1:
            return events + self._end_match(left, "last_standing")
        if not left:
            return events + self._end_match(fallen, "all_out")
        if self.turns >= TURN_LIMIT:
            return events + self._end_match(left, "turn_limit")
        return events + self._start_round()

    def _unscored_hand_over(self) -> Event:
        """The ``HandOver`` of a round the 2000-turn limit cut short: nobody scores, nothing
        is shown."""
        result = {
            "dealer": self.dealer, "closer": None, "kind": None,
            "points": [0] * self.players, "scores": list(self.scores), "melds": [[], []],
            "rest": [], "layoffs": [], "arrangements": {}, "eliminated": [],
            "turn_limit": True,
        }
        self.results.append(result)
        return self._hand_over(self.hand_number, (), result)

    def _show_hands(self) -> list[Event]:
        """Every hand still held and the close's face-down card turned face up (8.2, "What
        players see"): they stay shown until the next deal, and at the end of the match."""
        self.showdown = True
        shown: list[Event] = [Revealed(card, HAND[seat], index)
                              for seat in range(self.players)
                              for index, card in enumerate(self.hands[seat])]
        return shown + [Revealed(card, "closed", 0) for card in self.closed]

    def _end_match(self, among: list[int], reason: str) -> list[Event]:
        """The highest score among ``among`` wins; equals share [CH-7, CH-14]."""
        top = max(self.scores[s] for s in among)
        winners = tuple(s for s in among if self.scores[s] == top)
        share = 1.0 / len(winners)
        returns = tuple(share if s in winners else 0.0 for s in range(self.players))
        self.finished = Outcome(winners, returns, tuple(self.scores), reason)
        self.acting = ()
        return [MatchOver(self.finished)]

    def outcome(self) -> Outcome | None:
        return self.finished

    # ---------------------------------------------------------------- what is seen

    showdown = False  # while the round's hands are shown (its HandOver)

    def zones(self) -> dict[str, list[Card]]:
        zones: dict[str, list[Card]] = {"stock": self.stock[::-1], "discard": list(self.discard),
                                        "closed": list(self.closed)}
        for seat in range(self.players):
            zones[HAND[seat]] = list(self.hands[seat])
        zones["meld:0"], zones["meld:1"] = list(self.melds[0]), list(self.melds[1])
        zones["rest"] = list(self.rest)
        return zones

    def can_see(self, seat: int | None, zone: str) -> bool:
        return zone != "closed" and super().can_see(seat, zone)

    def _mask(self, seat: int | None, zone: str, cards: list[Card]) -> list[Card | None]:
        if zone == "discard":  # the top card only; the ones under it are covered
            return [None] * (len(cards) - 1) + cards[-1:]
        if zone == "closed":
            return list(cards) if self.showdown or seat == self.closer else [None] * len(cards)
        if zone.startswith("hand:"):
            owner = int(zone[5:])
            if self.showdown or seat == owner:
                return list(cards)
            known = self.known[owner]  # taken from the discard pile in everyone's sight
            return [card if card in known else None for card in cards]
        return super()._mask(seat, zone, cards)

    def info(self) -> dict[str, Any]:
        return {
            "stage": self.stage, "stage_seat": self.stage_seat, "turn": self.turn,
            "dealer": self.dealer, "scores": list(self.scores), "out": list(self.out),
            "hand_number": self.hand_number, "turns": self.turns, "turn_limit": TURN_LIMIT,
            "stock": len(self.stock), "hand_sizes": [len(h) for h in self.hands],
            "taken": str(self.taken) if self.taken else None,
            "remainder_allowed": self.remainder_allowed,
            "closer": self.closer, "close_kind": self.close_kind,
            "open_groups": [i for i in (0, 1) if self.melds[i] and not self.received[i]
                            and self.close_kind == REMAINDER],
            "wilds": self.wilds, "jokers": bool(self.options["comodines"]),
        }

    def view(self, seat: int | None) -> View:
        """As every game's; the seat laying off also reads the lay-offs pre-selected for him
        (CH-5), as [card, group] pairs, which he may take or change, and the seat to discard
        the kinds of close his hand allows now (``closes``, best first; none: he may not)."""
        view = super().view(seat)
        if self.stage == Stage.LAYOFF and seat == self.stage_seat and not self.finished:
            view.info["preselected"] = [[str(a.card), a.target]
                                        for a in self.preselected_layoffs(seat)]
        if self.stage == Stage.DISCARD and seat == self.stage_seat and not self.finished:
            kinds = {shape.kind for shape in self.close_shapes(seat)}
            view.info["closes"] = [kind for kind in KINDS if kind in kinds]  # best first
        return view

    def known_cards(self, seat: int) -> list[Card]:
        """What the view shows, the covered discards and the cards taken from the pile."""
        return (super().known_cards(seat) + self.discard[:-1]
                + [c for s, known in enumerate(self.known) if s != seat for c in known])

    def _unseen(self, seat: int) -> list[list[Card]]:
        """The others' hands, the stock and a face-down close card not his."""
        lists = [self.hands[s] for s in range(self.players) if s != seat] + [self.stock]
        return lists + ([self.closed] if self.closer != seat else [])

    def _slots(self, seat: int) -> list[worlds.Slot]:
        """As ``_unseen``; a card taken from the discard pile stays where it went."""
        slots = [worlds.Slot(self.hands[s], fixed=frozenset(self.known[s]))
                 for s in range(self.players) if s != seat]
        slots.append(worlds.Slot(self.stock))
        return slots + ([worlds.Slot(self.closed)] if self.closer != seat else [])

    def wild(self, card: Card) -> bool:
        return is_wild(card, self.wilds)


__all__ = ["SPEC", "Chinchon", "Stage", "TURN_LIMIT", "WILD_CHINCHON"]
