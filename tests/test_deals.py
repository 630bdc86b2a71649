"""Deal numbers: a number is the same deck order on every machine and in every later version.

The golden orders below are the promise made to players who wrote a number down: a change that
breaks one of them is a change of every numbered deal, not a refactoring.
"""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from naipes_pg.cards import SPANISH_40, SPANISH_48
from naipes_pg.rules.deals import FIRST_DEAL, LAST_DEAL, deal_number, shuffled

GOLDEN_40 = {
    1: "Se Cb 4e 6c 2e 7o 3o 4c 1b Rb Sb 3e 4b 2o 6o Re 5o 5b 5e 7e 3b 1o Rc 6e 7b 3c Ce 2b Co "
       "2c Ro 1c 6b Cc 5c Sc 1e 7c 4o So",
    123456: "5e 4o Ro 3e Co Ce 1b 2b 5o 6e Sc 6o 5c 4b 7c Se 1o 3b Cc 1e 7b 1c So 3c 2c 7o 2e 4c "
            "Rc 5b 3o 2o Sb 6b Cb Rb 6c 7e 4e Re",
    999999999: "2e 7b So 2c 5c 7e 4o Rc 2b 1e 1c 6b Re 5e Sb Cc 5b 6e Ro 6o 1o 4c Cb Rb 7o 3b Ce "
               "Sc 4b 2o 3o 6c 1b 3e Co 3c Se 7c 4e 5o",
}
GOLDEN_48_123456 = ("7o Ro 5c 9e 2b 4o 9b 3c 5o 7c 1c 3e 5b 4e Cb Re Ce 1o 4c 8e 6c Rb Cc 8b 2c "
                    "Co 2o 8c 1e 9o 2e 9c 6b 7e 1b 4b Sc Rc Se So 7b 8o Sb 6o 5e 3b 3o 6e")


@pytest.mark.parametrize("number", sorted(GOLDEN_40))
def test_a_deal_number_gives_its_pinned_order_of_the_40_card_deck(number):
    assert " ".join(map(str, shuffled(SPANISH_40, number))) == GOLDEN_40[number]


def test_a_deal_number_gives_its_pinned_order_of_the_48_card_deck():
    assert " ".join(map(str, shuffled(SPANISH_48, 123456))) == GOLDEN_48_123456


def test_a_later_shuffle_of_the_same_deal_is_told_apart_by_its_salt():
    assert shuffled(SPANISH_40, 123456, salt=1) != shuffled(SPANISH_40, 123456)
    assert shuffled(SPANISH_40, 123456, salt=1) == shuffled(SPANISH_40, 123456, salt=1)


@given(st.integers(FIRST_DEAL, LAST_DEAL))
def test_every_deal_is_a_permutation_of_the_deck(number):
    assert sorted(shuffled(SPANISH_48, number)) == sorted(SPANISH_48)


@pytest.mark.parametrize("text, number", [
    ("123456", 123456), (" 123 456 ", 123456), ("nº 42", 42), ("#7", 7), ("1.000", 1000),
    ("999999999", 999999999),
])
def test_a_typed_deal_number_is_read(text, number):
    assert deal_number(text) == number


@pytest.mark.parametrize("text", ["", "0", "1000000000", "abc", "12a", "-5", "١٢٣"])
def test_a_typed_text_that_is_not_a_deal_number_is_refused(text):
    assert deal_number(text) is None


def test_a_solitaire_deals_its_number_s_pinned_order():
    from naipes_pg.rules.el_nueve import ElNueve

    game = ElNueve(seed=123456)
    stock = game.zones()["stock"]  # top first
    assert " ".join(map(str, stock)) == GOLDEN_48_123456
