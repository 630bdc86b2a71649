"""The words that give Spanish away in an English text, built from the catalogues: every word
of a Spanish translation that differs from its English message, and of the Spanish card and
call names, unless English uses it too. A word is English when an English message or name
says it and its Spanish says it otherwise (translated away), when it names a game or a call
in English, or when it is one of the few words both languages write alike (``SHARED``, each
checked by hand). Words of the players' own terms that English keeps (Tute, Escoba, Envido)
are English names of games and calls, so they are not flagged."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import polib

from naipes_pg.cards import _SPANISH_RANK_NAMES, _SUIT_NAMES
from naipes_pg.rules.announcements import ANIMAL_NAMES_ES, ANNOUNCEMENTS
from naipes_pg.rules.registry import GAMES

CATALOGUES = Path(__file__).resolve().parent.parent / "naipes_pg" / "i18n"
WORD = re.compile(r"[^\W\d_]+")
PLACEHOLDER = re.compile(r"{\w+}")
# words both languages write alike, that no English message happens to use: each one an
# English word with the same spelling and sense
SHARED = frozenset({
    "animal", "final", "invisible", "normal", "rival", "total",
    "as",  # "saved as", "as usual"
    "esc", "replay", "selfplay", "shot", "wayland",  # a key, commands and a display's names
    "oink",  # what an English pig says
})


def words(text: str) -> set[str]:
    """The words of ``text``, lower case, without its placeholders."""
    return {w.lower() for w in WORD.findall(PLACEHOLDER.sub(" ", text))}


def _pairs() -> list[tuple[str, str]]:
    """(English, Spanish) of every message, card name, call and game name."""
    pairs = []
    for path in sorted(CATALOGUES.glob("es*.po")):
        pairs += [(e.msgid, e.msgstr) for e in polib.pofile(str(path)) if e.msgstr]
    pairs += [(entry.en, entry.es) for entry in ANNOUNCEMENTS.values()]
    pairs += [(cls.spec.name_en, cls.spec.name_es) for cls in GAMES.values()]
    return pairs + _named()


@cache
def english_words() -> frozenset[str]:
    english = set(SHARED) | {"naipes"}  # the app's name, in every language
    for en, es in _pairs():
        english |= words(en) - words(es)  # said in English, translated away in Spanish
    for cls in GAMES.values():
        english |= words(cls.spec.name_en)  # Brisca, Tute, Escoba, Ronda: names in English
    for entry in ANNOUNCEMENTS.values():
        english |= words(entry.en)  # Envido, Truco, Tringa: calls in English
    return frozenset(english)


def _named() -> list[tuple[str, str]]:
    """(English, Spanish) of the suits, the figures and the animals: Spanish by birth, however
    an English message happens to spell a word like them."""
    return ([(en, es) for es, en in _SUIT_NAMES.values()]
            + [(en, es) for es, en in _SPANISH_RANK_NAMES.values()]
            + [(animal, es) for animal, es in ANIMAL_NAMES_ES.items()])


@cache
def spanish_words() -> frozenset[str]:
    spanish: set[str] = set()
    for en, es in _pairs():
        if en != es:
            spanish |= words(es)
    named = set().union(*(words(es) - words(en) for en, es in _named())) - SHARED
    return frozenset(w for w in (spanish - english_words()) | named if len(w) > 1)


def spanish_in(text: str) -> set[str]:
    """The Spanish words of ``text``."""
    return words(text) & spanish_words()
