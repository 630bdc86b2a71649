"""The computer players of Siete y Media (RULES.md §12). The house plays a fixed rule, so no
search is needed: ``ExactSiete`` plays the exact policy of ``siete_policy.py`` from the cards
its seat has seen, and raises by the Kelly stake (Difícil); ``ThumbSiete`` plays a rule of
thumb: take below a total, discard the card that brings the hand nearest 7½, raise everything
on a strong total (the greedy player stands on 5; Normal on 4, on 6 with the discard; Fácil on
5 and never raises: each level wins more rounds against the house than the one below it, in
both games).

``LEVELS`` names them for the registry (``GameAI.levels``): a level of this game is one of
these players, not the search.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ..cards import SPANISH_40, Card
from ..rules.base import Bet, Call, PlayCard
from ..rules.siete_y_media import (
    NO_DESCARTAR,
    PEDIR,
    PLANTARSE,
    SIETE_Y_MEDIA,
    SieteYMedia,
    Stage,
    total,
    value,
)
from .explain import Explanation, Move
from .phrases import Phrase, phrase
from .siete_policy import (
    best,
    best_discarding,
    kelly_raise,
    stand_discarding,
    stand_value,
    unseen_counts,
)

HALF = 2  # half points in a point


def seen_by(game: SieteYMedia, seat: int) -> list[Card]:
    """Every card ``seat`` has seen this round: his own, the house's, every card face up, the
    discards and the first cards shown."""
    seen = list(game.hands[seat]) + list(game.house)
    for other in range(game.seats):
        seen += game.shown[other] + game.discards[other]
        if other != seat and game.revealed[other]:
            seen += game.hands[other]
    return seen


def unseen(game: SieteYMedia, seat: int) -> tuple[int, ...]:
    """The counts by value of the cards ``seat`` has not seen (``siete_policy``'s ``unseen``)."""
    seen = set(seen_by(game, seat))
    return unseen_counts([value(c) for c in SPANISH_40 if c not in seen])


def _up(game: SieteYMedia) -> int:
    return value(game.house[0])


def _discard_for(game: SieteYMedia, seat: int, half_points: int | None) -> Any:
    if half_points is None:
        return NO_DESCARTAR
    for card in sorted(game.cards(seat), reverse=True):
        if value(card) == half_points:
            return PlayCard(card, f"discard:{seat}")
    return NO_DESCARTAR


class ExactSiete:
    """The exact policy: every unseen card as likely as any other to come next."""

    name = "dificil"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def worth(self, game: SieteYMedia, seat: int) -> float:
        """What standing on the hand as it is is worth per chip (the best discard made)."""
        return self.standing(game, seat)[0]

    def standing(self, game: SieteYMedia, seat: int) -> tuple[float, int]:
        """What standing on the hand as it is is worth per chip, and the total it stands on
        (the best discard made)."""
        held = tuple(sorted(value(c) for c in game.cards(seat)))
        rest, up = unseen(game, seat), _up(game)
        if game.descarte:
            drop, worth = stand_discarding(held, up, rest, game.apuestas)
            return worth, sum(held) - (drop or 0)
        return stand_value(sum(held), up, rest, pays_triple=game.apuestas), sum(held)

    def raise_by(self, game: SieteYMedia, seat: int) -> int:
        """The Kelly raise: in proportion to the hand's edge over the house (7½ paid 3 to 1)."""
        worth, standing_on = self.standing(game, seat)
        pays = 3.0 if game.apuestas and standing_on == SIETE_Y_MEDIA else 1.0
        return kelly_raise(worth, pays, game.chips[seat], game.bets[seat])

    def choose(self, game: SieteYMedia, seat: int) -> Any:
        stage, triple = game.stage, game.apuestas
        if stage == Stage.BET:  # the raise works out what it needs of the hand itself
            return Bet(self.raise_by(game, seat))
        up, rest = _up(game), unseen(game, seat)
        held = tuple(sorted(value(c) for c in game.cards(seat)))
        if stage == Stage.DISCARD:
            return _discard_for(game, seat, stand_discarding(held, up, rest, triple)[0])
        if PEDIR not in game.legal_actions(seat):
            return PLANTARSE
        choice = (best_discarding(held, up, rest, triple) if game.descarte
                  else best(sum(held), up, rest, triple))[0]
        return PEDIR if choice == "take" else PLANTARSE


class ThumbSiete:
    """A rule of thumb: take below ``stand_on`` points (``discarding_on`` with the discard,
    where a card too many can be dropped); discard the card that leaves the total nearest 7½
    without going over; raise every chip on 7 or more when ``raises``."""

    name = "greedy"

    def __init__(self, seed: int = 0, stand_on: int = 5, raises: bool = True,
                 discarding_on: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.stand_on, self.raises = stand_on * HALF, raises
        self.discarding_on = (discarding_on or stand_on) * HALF

    def choose(self, game: SieteYMedia, seat: int) -> Any:
        stage = game.stage
        mine = total(game.cards(seat))
        if stage == Stage.BET:
            strong = self.raises and 7 * HALF <= mine <= SIETE_Y_MEDIA
            return Bet(game.chips[seat] if strong else 0)
        if stage == Stage.DISCARD:
            return _discard_for(game, seat, self.best_drop(game, seat))
        stand_on = self.discarding_on if game.descarte else self.stand_on
        if mine < stand_on and PEDIR in game.legal_actions(seat):
            return PEDIR
        return PLANTARSE

    @staticmethod
    def best_drop(game: SieteYMedia, seat: int) -> int | None:
        """The card value whose discard leaves the total nearest 7½ and not over, or None."""
        held = [value(c) for c in game.cards(seat)]
        mine = sum(held)
        options = [(mine, 0, None)] if mine <= SIETE_Y_MEDIA else []
        options += [(mine - v, -v, v) for v in set(held) if mine - v <= SIETE_Y_MEDIA]
        return max(options)[2] if options else max(held)


def facil(seed: int = 0) -> ThumbSiete:
    agent = ThumbSiete(seed, stand_on=5, raises=False)
    agent.name = "facil"
    return agent


def normal(seed: int = 0) -> ThumbSiete:
    agent = ThumbSiete(seed, stand_on=4, discarding_on=6)
    agent.name = "normal"
    return agent


LEVELS = (("facil", facil), ("normal", normal), ("dificil", ExactSiete))


def level_words(level: str, options: Mapping[str, Any]) -> Phrase | None:
    """How ``level`` plays the game ``options`` set, for the set-up: the total a rule of thumb
    stands on, with or without the discard, taken from the player itself; a raise said only
    where there are bets."""
    bets, discard = bool(options.get("apuestas")), bool(options.get("descarte"))
    if level == "dificil":
        if bets:
            return phrase("Hard: takes or stands by the exact odds against the house, and "
                          "raises in proportion to its edge")
        return phrase("Hard: takes or stands by the exact odds against the house")
    maker = dict(LEVELS).get(level)
    if maker is None or not isinstance(agent := maker(), ThumbSiete):
        return None
    n = (agent.discarding_on if discard else agent.stand_on) // HALF
    if level == "facil":
        return (phrase("Easy: stands on {n} or more, and never raises", n=n) if bets
                else phrase("Easy: stands on {n} or more", n=n))
    return (phrase("Normal: stands on {n} or more, and raises every chip on 7 or more", n=n)
            if bets else phrase("Normal: stands on {n} or more", n=n))


def explain_move(move: Move) -> Explanation:
    """A take or a stand said with the total it leaves, to its own player only (the first card
    is hidden from the others); a raise with its chips."""
    game, seat, act = move.before, move.seat, move.action
    assert isinstance(game, SieteYMedia)
    mine = _points(total(game.cards(seat)))
    if isinstance(act, Bet):
        return Explanation(phrase("it raises the bet by {n} chips", n=act.amount) if act.amount
                           else phrase("it keeps the bet as it is"))
    if isinstance(act, PlayCard):
        return Explanation(phrase("it leaves the total nearest 7½ without going over"))
    if not move.advice:
        return Explanation()
    if isinstance(act, Call) and act == PEDIR:
        return Explanation(phrase("with {total} another card is worth more than standing",
                                  total=mine))
    if act == PLANTARSE:
        return Explanation(phrase("with {total} standing is worth more than another card",
                                  total=mine))
    return Explanation()


def _points(half_points: int) -> str:
    whole, half = divmod(half_points, HALF)
    return f"{whole}½" if half else str(whole)
