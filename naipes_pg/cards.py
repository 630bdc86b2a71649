"""Cards, decks and the notation of RULES.md 0.1.

A card is a tiny immutable value: its rank (an int) and its suit (one letter).
Spanish suits are lower case (``o c e b``), French suits upper case (``H D C S``),
jokers have suit ``J``.  ``str(card)`` gives the notation and ``parse`` reads it back:

>>> parse("Cc")
Card(rank=11, suit='c')
>>> str(parse("10H")), str(Card(12, "b"))
('10H', 'Rb')
>>> parse("7o").name("es"), parse("Cc").name("en")
('7 de oros', 'Knight of cups')
"""

from __future__ import annotations

from typing import NamedTuple

OROS, COPAS, ESPADAS, BASTOS = "o", "c", "e", "b"
HEARTS, DIAMONDS, CLUBS, SPADES = "H", "D", "C", "S"
JOKER = "J"

SPANISH_SUITS = (OROS, COPAS, ESPADAS, BASTOS)
FRENCH_SUITS = (HEARTS, DIAMONDS, CLUBS, SPADES)

SOTA, CABALLO, REY = 10, 11, 12
JACK, QUEEN, KING, ACE = 11, 12, 13, 1

_SPANISH_LETTERS = {SOTA: "S", CABALLO: "C", REY: "R"}
_FRENCH_LETTERS = {ACE: "A", JACK: "J", QUEEN: "Q", KING: "K"}

_SUIT_NAMES = {
    OROS: ("oros", "coins"),
    COPAS: ("copas", "cups"),
    ESPADAS: ("espadas", "swords"),
    BASTOS: ("bastos", "clubs"),
    HEARTS: ("corazones", "hearts"),
    DIAMONDS: ("diamantes", "diamonds"),
    CLUBS: ("tréboles", "clubs"),
    SPADES: ("picas", "spades"),
}
_SPANISH_RANK_NAMES = {
    1: ("As", "Ace"),
    SOTA: ("Sota", "Jack"),
    CABALLO: ("Caballo", "Knight"),
    REY: ("Rey", "King"),
}
_FRENCH_RANK_NAMES = {
    ACE: ("As", "Ace"),
    JACK: ("Jota", "Jack"),
    QUEEN: ("Reina", "Queen"),
    KING: ("Rey", "King"),
}


class Card(NamedTuple):
    """One card: ``rank`` 1..13 and ``suit`` letter. A tuple, so hashing and equality are fast."""

    rank: int
    suit: str

    def __str__(self) -> str:
        if self.suit == JOKER:
            return f"J{self.rank}"
        if self.suit in FRENCH_SUITS:
            return _FRENCH_LETTERS.get(self.rank, str(self.rank)) + self.suit
        return _SPANISH_LETTERS.get(self.rank, str(self.rank)) + self.suit

    @property
    def is_french(self) -> bool:
        return self.suit in FRENCH_SUITS

    def name(self, lang: str = "es") -> str:
        """The card's full name in Spanish (``"es"``) or English (``"en"``)."""
        en = lang.startswith("en")
        if self.suit == JOKER:
            return "Joker" if en else "Comodín"
        names = _FRENCH_RANK_NAMES if self.is_french else _SPANISH_RANK_NAMES
        rank = names[self.rank][en] if self.rank in names else str(self.rank)
        suit = _SUIT_NAMES[self.suit][en]
        return f"{rank} of {suit}" if en else f"{rank} de {suit}"


def suit_name(suit: str, lang: str = "es") -> str:
    """A suit's name in Spanish (``"es"``) or English: ``suit_name("o")`` is ``"oros"``."""
    return _SUIT_NAMES[suit][lang.startswith("en")]


def is_suit(name: str, value: str) -> bool:
    """Whether a message's parameter ``name`` = ``value`` is a suit, given by its letter: a
    parameter called ``suit`` (a reason's words name it in the reader's language)."""
    return name == "suit" and value in _SUIT_NAMES


class CardError(ValueError):
    """Raised for text that is not a card in the notation of RULES.md 0.1."""


def _build_lookup() -> dict[str, Card]:
    table: dict[str, Card] = {}
    for suit in SPANISH_SUITS:
        for rank in range(1, 13):
            table[str(Card(rank, suit))] = Card(rank, suit)
    for suit in FRENCH_SUITS:
        for rank in range(1, 14):
            table[str(Card(rank, suit))] = Card(rank, suit)
    for rank in (1, 2):
        table[f"J{rank}"] = Card(rank, JOKER)
    return table


_LOOKUP = _build_lookup()


def parse(text: str) -> Card:
    """Read one card: ``"7o"``, ``"Cc"``, ``"Rb"``, ``"10H"``, ``"QS"``, ``"J1"``."""
    card = _LOOKUP.get(text.strip())
    if card is None:
        raise CardError(f"not a card: {text!r} (examples: 7o, Cc, Rb, 10H, QS)")
    return card


def parse_many(text: str) -> list[Card]:
    """Read cards separated by spaces or commas: ``parse_many("1o 2o Sc")``."""
    return [parse(part) for part in text.replace(",", " ").split()]


def cards_str(cards) -> str:
    """The notation of several cards, space separated."""
    return " ".join(str(card) for card in cards)


def _spanish(ranks: tuple[int, ...]) -> tuple[Card, ...]:
    return tuple(Card(rank, suit) for suit in SPANISH_SUITS for rank in ranks)


SPANISH_40 = _spanish((1, 2, 3, 4, 5, 6, 7, SOTA, CABALLO, REY))
SPANISH_48 = _spanish((1, 2, 3, 4, 5, 6, 7, 8, 9, SOTA, CABALLO, REY))
FRENCH_52 = tuple(Card(rank, suit) for suit in FRENCH_SUITS for rank in range(1, 14))
JOKERS = (Card(1, JOKER), Card(2, JOKER))

DECKS: dict[str, tuple[Card, ...]] = {
    "spanish40": SPANISH_40,
    "spanish48": SPANISH_48,
    "french52": FRENCH_52,
}
