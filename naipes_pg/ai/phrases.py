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
