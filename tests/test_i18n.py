"""Every visible English message has its Spanish translation (Spanish is the default)."""

from __future__ import annotations

import re
from pathlib import Path

import polib
import pytest

ROOT = Path(__file__).resolve().parent.parent / "naipes_pg"
CALLS = re.compile(r"""\b(?:_|tr|phrase)\(\s*((?:"[^"\n]*"\s*)+)""")
REASONS = re.compile(r"""(?:IllegalAction\(|return\s+\(?)\s*((?:"[^"\n]*"\s*)+),\s*(?:\{|\w+=)""")


def literal(group: str) -> str:
    return "".join(re.findall(r'"([^"\n]*)"', group))


def messages() -> set[str]:
    found: set[str] = set()
    for path in ROOT.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        found |= {literal(m) for m in CALLS.findall(text)}
        if "rules" in path.parts:
            found |= {literal(m) for m in REASONS.findall(text)}
    return {m for m in found if re.search(r"[A-Za-z]", m)}


def spanish() -> dict[str, str]:
    catalog: dict[str, str] = {}
    for path in sorted((ROOT / "i18n").glob("es*.po")):
        catalog |= {e.msgid: e.msgstr for e in polib.pofile(str(path)) if e.msgstr}
    return catalog


def test_every_message_has_a_spanish_translation():
    missing = sorted(messages() - set(spanish()))
    assert not missing, "no Spanish for:\n" + "\n".join(missing)


@pytest.mark.parametrize("msgid,msgstr", sorted(spanish().items()))
def test_translations_keep_their_placeholders(msgid, msgstr):
    assert set(re.findall(r"{\w+}", msgid)) == set(re.findall(r"{\w+}", msgstr))
