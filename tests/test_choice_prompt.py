"""The words of a choice one gesture offers (Escoba's captures): how many cards it takes, said
as a person says it, one card in the singular."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

from naipes_pg import i18n
from naipes_pg.ui.table.prompt import Prompt


@dataclass
class Take:
    taken: tuple[str, ...]


@dataclass
class Gesture:
    choices: list[Any] = field(default_factory=list)
    choice_index: int = 0
    selected: Any = None


class Closed:
    open = False


@pytest.fixture(autouse=True)
def spanish():
    i18n.set_language("es")
    yield
    i18n.set_language("es")


def words(*choices: Take, index: int = 0) -> str:
    prompt = Prompt(table=None, reach=None, gesture=Gesture(list(choices), index),  # type: ignore[arg-type]
                    race=Closed, hud=None)  # type: ignore[arg-type]
    return prompt.prompt()


def test_one_card_is_said_in_the_singular():
    assert words(Take(("7o",)), Take(("3c", "4b"))).startswith(
        "Opción 1 de 2: te llevas la carta iluminada")


def test_several_cards_say_how_many():
    assert words(Take(("7o",)), Take(("3c", "4b")), index=1).startswith(
        "Opción 2 de 2: te llevas las 2 cartas iluminadas")


def test_in_english_too():
    i18n.set_language("en")
    assert words(Take(("7o",)), Take(("3c", "4b"))).startswith(
        "Choice 1 of 2: take the lit card")
