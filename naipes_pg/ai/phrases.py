"""Words as values: what a computer player says, before it is said in a language.

A ``Phrase`` is an English message id (the key of the i18n catalogues) and its parameters; the
UI says it in the player's language (``ui/phrasing.py``). A parameter is a number or a name,
said as it is; a card, said by its name; a rule call, said by its banner (``Banner``); another
phrase, said first; or several of these said one after another (``Listed``).

``phrase`` builds one and marks its message id for the catalogues, as ``_`` and ``tr`` do:

>>> phrase("it takes {cards}", cards=Card(7, "o"))
Phrase(msgid='it takes {cards}', params=(('cards', Card(rank=7, suit='o')),))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..cards import Card


@dataclass(frozen=True)
class Banner:
    """A rule call (``rules/announcements.py``), said as its banner reads."""

    kind: str


@dataclass(frozen=True)
class Listed:
    """Words said one after another, ``sep`` between them ("a, b, c")."""

    parts: tuple[Param, ...]
    sep: str = ", "


@dataclass(frozen=True)
class Phrase:
    """A message id and its parameters, by name (in order of name, so that two phrases that
    say the same are equal whatever order they were given in)."""

    msgid: str
    params: tuple[tuple[str, Param], ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "params", tuple(sorted(self.params, key=lambda pair: pair[0])))

    def with_params(self, **params: Param) -> Phrase:
        """The same message with more parameters."""
        return phrase(self.msgid, **dict(self.params), **params)


Param = Phrase | Banner | Listed | Card | str | int


def phrase(msgid: str, /, **params: Param) -> Phrase:
    """The phrase ``msgid`` with ``params``; the marker the catalogues' extraction reads."""
    return Phrase(msgid, tuple(params.items()))


# ------------------------------------------------------------------ the words of cards

NAMED_CARDS = 3  # more cards than this are counted, not listed
FEMININE = ("Sota", "Reina", "Jota")  # the ranks whose Spanish names are feminine


def card_name(card: Card) -> Phrase:
    """A card as players say it: "el caballo de espadas", "la sota de oros", "the 7 of
    coins". The article agrees with the name: the placeholder's name tells a translation
    whether the card's name is feminine."""
    if card.name("es").split()[0] in FEMININE:
        return phrase("the {feminine_card}", feminine_card=card)
    return phrase("the {card}", card=card)


def and_list(items: Sequence[Phrase]) -> Phrase:
    """"a", "a and b", "a, b and c": one item or more."""
    if len(items) == 1:
        return items[0]
    return phrase("{names} and {last}", names=Listed(tuple(items[:-1])), last=items[-1])


def cards_phrase(cards: Sequence[Card]) -> Phrase:
    """A few cards by name; more as a count."""
    if len(cards) > NAMED_CARDS:
        return phrase("{n} cards", n=len(cards))
    return and_list([card_name(c) for c in cards])
