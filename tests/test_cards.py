from __future__ import annotations

import pytest

from naipes_pg.cards import (
    FRENCH_52,
    JOKERS,
    SPANISH_40,
    SPANISH_48,
    Card,
    CardError,
    cards_str,
    parse,
    parse_many,
)


def test_deck_sizes_and_no_duplicates():
    assert len(set(SPANISH_40)) == 40 and len(set(SPANISH_48)) == 48 and len(set(FRENCH_52)) == 52
    assert {c.rank for c in SPANISH_40} == {1, 2, 3, 4, 5, 6, 7, 10, 11, 12}
    assert set(SPANISH_40) < set(SPANISH_48)


@pytest.mark.parametrize("card", SPANISH_48 + FRENCH_52 + JOKERS)
def test_notation_round_trips(card):
    assert parse(str(card)) == card
    assert eval(repr(card)) == card  # a repr you can paste


def test_notation_examples_of_rules_0_1():
    assert parse("7o") == Card(7, "o") and parse("1e") == Card(1, "e")
    assert parse("Cc") == Card(11, "c") and parse("Rb") == Card(12, "b")
    assert parse("10H") == Card(10, "H") and parse("QS") == Card(12, "S")
    assert parse("AD") == Card(1, "D")
    assert cards_str(parse_many("1o, 2o Sc")) == "1o 2o Sc"


@pytest.mark.parametrize("text", ["", "0o", "13o", "Xo", "7x", "11c", "1", "oo"])
def test_bad_notation_is_a_clear_error(text):
    with pytest.raises(CardError, match="not a card"):
        parse(text)


def test_names_in_spanish_and_english():
    assert parse("Cc").name("es") == "Caballo de copas"
    assert parse("Cc").name("en") == "Knight of cups"
    assert parse("1o").name("es") == "As de oros" and parse("Sb").name("en") == "Jack of clubs"
    assert parse("QH").name("en") == "Queen of hearts" and parse("KS").name("es") == "Rey de picas"
    assert parse("J1").name("es") == "Comodín"
