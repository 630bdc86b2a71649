"""The rules page of each game, for players: ``<game id>.<language>.md`` beside this file.

``page(game_id, lang)`` gives the page in that language, else in the other one, else a short
page saying the rules are not written yet. The pages use a small Markdown: ``#`` and ``##``
headings, ``-`` bullets, ``**bold**`` and blank lines between paragraphs.
"""

from __future__ import annotations

import logging
from pathlib import Path

from ..rules.registry import get_spec

log = logging.getLogger("naipes.help")
HERE = Path(__file__).resolve().parent
LANGUAGES = ("es", "en")
NOT_YET = {
    "es": "Las reglas de este juego todavía no están escritas.",
    "en": "The rules of this game are not written yet.",
}


def page(game_id: str, lang: str) -> str:
    """The rules page of ``game_id`` in ``lang`` (or the other language, or a stand-in)."""
    lang = lang if lang in LANGUAGES else "es"
    for language in (lang, *(x for x in LANGUAGES if x != lang)):
        path = HERE / f"{game_id}.{language}.md"
        try:
            return path.read_text(encoding="utf-8")
        except FileNotFoundError:
            continue
        except (OSError, UnicodeDecodeError) as error:
            log.warning("cannot read the rules page %s: %s", path, error)
    return f"# {_name(game_id, lang)}\n\n{NOT_YET[lang]}\n"


def _name(game_id: str, lang: str) -> str:
    try:
        return get_spec(game_id).name(lang)
    except Exception:  # an unknown id still gets a page
        return game_id
