"""How the search plays Cinquillo (RULES.md §5).

Two players hold the whole deck between them, so each sees the other's hand in what is left:
the search's worlds are the deal itself, and with three or four the passes say which cards
a rival lacks (``Cinquillo._slots``). Each of the root's plays is played out on the same
dealt worlds (paired) by the greedy player to the deal's end, and valued there:

- **Con puntaje or con pago** (``deal_end``): what each seat gained in the deal (points, or
  chips) against the others' mean, squashed to (0, 1), or the match's returns if the deal
  ended it.
- **One deal** (the base game): the match's returns; the deal is the match.
- **A play tells something** (``beliefs``): a rival who laid one card when he could have laid
  another chose it, and a sound player chooses the card the greedy player weighs best. A world
  is weighed by how likely each of the rival's plays this deal was from the hand it deals him
  (that hand, with the cards he has laid since): ``e`` to the power of ``-SHARPNESS`` times
  what the play was worth less than his best. Where he had no choice his play tells nothing;
  with two players nothing is hidden to read.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..cards import SPANISH_SUITS, Card
from ..rules.base import Game, PlayCard
from ..rules.cinquillo import OPENING, STEP, Cinquillo, open_cards
from .greedy_cinquillo import weigh_card
from .plans import Plan, Valuation, Weight, match_end, points_at_hand_end

POINTS_SCALE = 4.0  # points of gain that make a deal worth 73 % to a seat
CHIPS_SCALE = 3.0  # chips of gain likewise
SHARPNESS = 2.0  # a play worth one point less than the player's best is e**-2 as likely

_POINTS = points_at_hand_end("points", scale=POINTS_SCALE)
_CHIPS = points_at_hand_end("chips", scale=CHIPS_SCALE)


def deal_end(root: Game) -> Valuation:
    """The valuation described in the module, by the root's variant."""
    assert isinstance(root, Cinquillo)
    if root.puntaje:
        return _POINTS(root)
    if root.pago:
        return _CHIPS(root)
    return match_end(root)


@dataclass(frozen=True)
class Choice:
    """A rival's play this deal, read from the searching seat's view: the card he laid, the
    cards that could be laid then, the rows not yet opened, and the cards he has laid from then
    on (the card too), which his hand then held besides what a world deals him now."""

    rival: int
    card: Card
    wanted: frozenset[Card]
    unopened: frozenset[str]
    since: frozenset[Card]


def deal_plays(game: Cinquillo) -> list[tuple[int, Card]] | None:
    """This deal's plays in order, as (seat, card); None when the history does not hold them
    all (a position laid out by hand)."""
    on_rows = sum(len(row) for row in game.rows.values())
    found: list[tuple[int, Card]] = []
    for seat, act in reversed(game.history):
        if len(found) == on_rows:
            break
        if isinstance(act, PlayCard):
            found.append((seat, act.card))
    if len(found) < on_rows:
        return None
    found.reverse()
    return found


def choices(game: Cinquillo, seat: int) -> list[Choice]:
    """The rivals' plays this deal that were choices (see ``Choice``)."""
    plays = deal_plays(game)
    if not plays:
        return []
    ends: dict[str, tuple[int, int] | None] = {suit: None for suit in SPANISH_SUITS}
    read: list[Choice] = []
    for index, (player, card) in enumerate(plays):
        if player != seat and card != OPENING:
            since = frozenset(c for p, c in plays[index:] if p == player)
            unopened = frozenset(suit for suit, end in ends.items() if end is None)
            read.append(Choice(player, card, open_cards(ends), unopened, since))
        step, end = STEP[card.rank], ends[card.suit]
        ends[card.suit] = (step, step) if end is None else (min(step, end[0]), max(step, end[1]))
    return read


def likelihood(choice: Choice, hand: list[Card], doble_turno: bool) -> float:
    """How likely a sound player holding ``hand`` now made ``choice`` (1: it was his best)."""
    held = choice.since.union(hand)
    options = [card for card in choice.wanted if card in held]
    if len(options) < 2:
        return 1.0
    suits: dict[str, set[int]] = {}

    def worth(card: Card) -> float:  # a card that may be laid in a row not opened is its 5
        mine = suits.get(card.suit)
        if mine is None:
            mine = suits[card.suit] = {STEP[c.rank] for c in held if c.suit == card.suit}
        return weigh_card(card, mine, card.suit in choice.unopened, doble_turno)

    worths = {card: worth(card) for card in options}  # the card laid is among them
    return math.exp(-SHARPNESS * (max(worths.values()) - worths[choice.card]))


def beliefs(game: Game, seat: int, reads: float) -> Weight | None:
    """A world's weight by the rivals' plays this deal (see the module)."""
    assert isinstance(game, Cinquillo)
    read = choices(game, seat) if game.players > 2 else []
    if not read:
        return None
    doble_turno = game.doble_turno

    def weight(world: Game) -> float:
        assert isinstance(world, Cinquillo)
        chance = 1.0
        for choice in read:
            chance *= likelihood(choice, world.hands[choice.rival], doble_turno)
        return chance ** reads

    return weight


PLAN = Plan(deal_end, "greedy", 0.1, paired=True, depth=1, beliefs=beliefs)
