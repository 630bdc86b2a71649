"""The computer players' words in the player's language.

A ``Phrase`` (``ai/phrases.py``) is translated from the current language's catalogue once its
parameters are said: a card by its name as it reads inside a sentence ("caballo de espadas",
"7 of coins"; the article is the phrase's own), a rule call by its banner, a phrase inside a
phrase in turn, several words joined, a number or a name as it is.
"""

from __future__ import annotations

from ..ai.phrases import Banner, Listed, Param, Phrase
from ..cards import Card
from ..i18n import _, announcement, language, tr


def say(said: Param) -> str:
    """``said`` in the current language."""
    return str(_value(said))


def card_in_words(card: Card) -> str:
    """A card's name as a sentence says it, after its article: lower case first."""
    name = card.name(language())
    return name[0].lower() + name[1:]


def _value(param: Param) -> object:
    """A parameter as the translated text takes it: numbers stay numbers."""
    if isinstance(param, Phrase):
        if not param.params:
            return _(param.msgid)
        return tr(param.msgid, **{name: _value(value) for name, value in param.params})
    if isinstance(param, Card):
        return card_in_words(param)
    if isinstance(param, Banner):
        return announcement(param.kind)
    if isinstance(param, Listed):
        return param.sep.join(str(_value(part)) for part in param.parts)
    return param
