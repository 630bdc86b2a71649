"""Every visible string goes through ``_``: English message ids, translated from the gettext
catalogue of the current language (``es`` by default; ``en`` is the ids themselves).

Banner texts of rule calls live with their keys in ``rules/announcements.py`` (es and en),
and game names in each game's spec; ``announcement`` and ``game_name`` pick the language.
"""

from __future__ import annotations

import logging
from functools import cache
from pathlib import Path

import polib

from ..rules.announcements import ANNOUNCEMENTS, CALL_NAMES

log = logging.getLogger("naipes.i18n")
LANGUAGES = ("es", "en")
_HERE = Path(__file__).resolve().parent
_catalog: dict[str, str] = {}
_language = "es"


@cache
def _load(language: str) -> dict[str, str]:
    """Every catalogue of the language: ``es.po`` and any ``es_<part>.po`` beside it."""
    catalog: dict[str, str] = {}
    for path in sorted(_HERE.glob(f"{language}.po")) + sorted(_HERE.glob(f"{language}_*.po")):
        try:
            entries = polib.pofile(str(path))
            catalog.update({e.msgid: e.msgstr for e in entries if e.msgstr and not e.obsolete})
        except Exception as error:  # a broken catalogue must not stop the app: show English
            log.warning("cannot read %s (%s); showing English there", path, error)
    return catalog


def set_language(language: str) -> None:
    global _catalog, _language
    _language = language if language in LANGUAGES else "es"
    _catalog = _load(_language) if _language != "en" else {}


def language() -> str:
    return _language


def _(message: str) -> str:
    """The current language's text for the English ``message``."""
    return _catalog.get(message, message)


def tr(message: str, **params: object) -> str:
    """Translate, then fill ``{name}`` parameters."""
    text = _(message)
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        return message.format(**params)


def said_in_every_language(message: str, **params: object) -> set[str]:
    """``message`` as each language says it: a name given in one is known in another."""
    said = set()
    for each in LANGUAGES:
        text = _load(each).get(message, message) if each != "en" else message
        try:
            said.add(text.format(**params))
        except (KeyError, IndexError, ValueError):
            said.add(message.format(**params))
    return said


def names_list(names: list[str]) -> str:
    """Several names as a sentence says them: "Ana, Luz y Bea" ("Ana, Luz and Bea")."""
    if len(names) < 2:
        return "".join(names)
    return tr("{first} and {last}", first=", ".join(names[:-1]), last=names[-1])


def announcement(kind: str) -> str:
    entry = ANNOUNCEMENTS.get(kind)
    if entry is None and kind in CALL_NAMES:  # a call heard by another announcement's voice
        es, en = CALL_NAMES[kind]
        return en if _language == "en" else es
    if entry is None:
        return kind.replace("_", " ").capitalize()
    return entry.en if _language == "en" else entry.es


def game_name(spec) -> str:
    return spec.name(_language)


set_language("es")
