"""Chinchón's groups as pure functions (RULES.md 8.1, 8.4, 8.6; rulings CH-1, CH-5, CH-10..13)."""

from __future__ import annotations

from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from naipes_pg.cards import JOKERS, SPANISH_40, parse, parse_many
from naipes_pg.rules.chinchon_melds import (
    CHINCHON,
    FULL,
    REMAINDER,
    WILD_CHINCHON,
    best_arrangement,
    best_layoffs,
    close_kind,
    closes,
    fits,
    group_masks,
    is_group,
    value,
)


def cards(text: str):
    return parse_many(text)


def test_values_one_to_seven_and_ten_for_the_figures():
    assert [value(c) for c in cards("1o 7c Se Cb Ro")] == [1, 7, 10, 10, 10]
    assert value(parse("J1"), True) == value(parse("1o"), True) == 25


def test_ch1_groups_of_three_and_four_only():
    assert is_group(cards("5o 5c 5e")) and is_group(cards("5o 5c 5e 5b"))
    assert is_group(cards("6c 7c Sc")) and is_group(cards("7c Sc Cc Rc"))  # 7 then S
    assert not is_group(cards("5o 5c")) and not is_group(cards("3c 4c 5c 6c 7c"))
    assert not is_group(cards("Cc Rc 1c"))  # not cyclic
    assert not is_group(cards("4c 5c 7c")) and not is_group(cards("4c 5o 6c"))


def test_numbered_1_the_source_example_leaves_the_two():
    arrangement = best_arrangement(cards("2c 3c 4c 5c 6c"))
    assert arrangement.groups == (tuple(cards("3c 4c 5c 6c")),)
    assert arrangement.leftover == (parse("2c"),) and arrangement.points == 2


def test_best_arrangement_takes_two_groups_that_do_not_share_a_card():
    arrangement = best_arrangement(cards("5o 5c 5e 6e 7e Rb Sb"))
    assert arrangement.groups == (tuple(cards("5e 6e 7e")),)  # 5e in one group only
    assert arrangement.points == 5 + 5 + 10 + 10
    arrangement = best_arrangement(cards("5o 5c 5e 5b 6e 7e 4e"))
    assert arrangement.points == 0 and len(arrangement.groups) == 2


def test_numbered_6_one_wildcard_a_group():
    assert is_group(cards("5e 6e 1o"), True)
    assert not is_group(cards("5e 6e 1o J1"), True)
    assert not is_group(cards("5e 1o J1"), True)
    assert not is_group(cards("5e 6e 1o"), False)
    assert best_arrangement(cards("1o"), True).points == 25


def test_ch10_ch11_close_kinds_best_first():
    assert close_kind(cards("1e 2e 3e 5o 5c 5b 5e")) == FULL
    assert close_kind(cards("4c 5c 6c 7o 7e 7b 2o")) == REMAINDER
    assert close_kind(cards("4c 5c 6c 7o 7e 7b Rc")) is None
    assert close_kind(cards("4c 5c 6c 7o 7e 2b 2o")) is None  # 4 + 2 + 1 is no close
    assert close_kind(cards("1c 2c 3c 4c 5c 6c 7c")) == CHINCHON
    assert close_kind(cards("2e 3e 4e 5e 7o 7c 7b")) == FULL
    assert close_kind(cards("1o 2o 3o 4o 5o 6o 7o"), True) == WILD_CHINCHON  # CH-13
    assert close_kind(cards("1o 2o 3o 4o 5o 6o 7o"), False) == CHINCHON
    assert close_kind(cards("1c 2c 3c 4c 5c 6c J1"), True) == WILD_CHINCHON
    assert close_kind(cards("4c 5c 1o 7o 7e J1 J2"), True) is None  # a wildcard is no rest
    assert close_kind(cards("4c 5c 1o 7o 7e J1 2b"), True) == REMAINDER
    assert close_kind(cards("4c 5c 6c 7o 7e 7b 1o"), True) == FULL  # 1o joins the 7s


def test_closes_of_a_hand_of_eight():
    hand = cards("4c 5c 6c 7o 7e 7b 2o Rc")
    (shape,) = closes(hand)
    assert shape.kind == REMAINDER and shape.card == parse("Rc") and shape.rest == parse("2o")
    assert closes(hand, remainder=False) == []
    assert [s.card for s in closes(cards("1e 2e 3e 5o 5b 5e Rc 5c"), kept=parse("5c"))] == \
        [parse("Rc")]


def test_ch12_lay_off_fits_with_a_wildcard_standing_for_any_card():
    escalera = cards("5e 6e 1o")
    assert [fits(escalera, parse(c), True) for c in ("3e", "4e", "7e", "Se", "2e")] == \
        [True, True, True, True, False]
    assert not fits(escalera, parse("J1"), True) and fits(cards("7o 7c 7b"), parse("J1"), True)


def test_ch5_best_layoffs_fewest_then_the_group_shown_first():
    groups = [(0, cards("4c 5c 6c")), (1, cards("7o 7e 7b"))]
    assert best_layoffs(cards("7c 1e Re"), groups).moves == ((parse("7c"), 0),)
    assert best_layoffs(cards("3c 7c 1e"), groups).moves == ((parse("3c"), 0), (parse("7c"), 1))
    assert best_layoffs(cards("Re Rb"), groups).moves == ()


def test_group_masks_without_duplicates_for_a_wild_run():
    masks = group_masks(cards("5e 6e 1o"), True)
    assert masks == [0b111]


@settings(max_examples=300, deadline=None)
@given(hand=st.lists(st.sampled_from(SPANISH_40 + JOKERS), min_size=3, max_size=8, unique=True),
       wilds=st.booleans())
def test_group_masks_finds_exactly_the_groups_is_group_accepts(hand, wilds):
    if not wilds:
        hand = [c for c in hand if c not in JOKERS]
    expected = {sum(1 << i for i in combo) for size in (3, 4)
                for combo in combinations(range(len(hand)), size)
                if is_group([hand[i] for i in combo], wilds)}
    assert sorted(group_masks(hand, wilds)) == sorted(expected)
