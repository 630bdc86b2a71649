"""The exact play of Siete y Media (ai/siete_policy.py) against a brute force over every order
of a small stock, and the house's fixed rule (RULES.md 12.2, SM-4) by its numbered tests."""

from __future__ import annotations

import itertools

import pytest

from naipes_pg.ai.siete_policy import (
    BUST,
    SEVEN_AND_A_HALF,
    best,
    best_discarding,
    house_outcomes,
    kelly_raise,
    stand_discarding,
    stand_value,
    unseen_counts,
)

FIGURE = 1  # half points


def house_plays(up: int, stock: tuple[int, ...]) -> int:
    """The house's end with the stock in this order (SM-4): one card, then below 4 another."""
    total, i = up + stock[0], 1
    while total < 8:
        total += stock[i]
        i += 1
    return total if total <= SEVEN_AND_A_HALF else BUST


def payoff(total: int, house: int, triple: bool) -> float:
    if house == BUST or total > house:
        return 3.0 if triple and total == SEVEN_AND_A_HALF else 1.0
    return -1.0


def brute(total: int, up: int, orders: list[tuple[int, ...]], triple: bool) -> float:
    """The best worth by brute force: every order of the unseen cards alike; the player sees
    each card he takes, the house plays the rest of the order."""
    stand = sum(payoff(total, house_plays(up, o), triple) for o in orders) / len(orders)
    groups: dict[int, list[tuple[int, ...]]] = {}
    for order in orders:
        groups.setdefault(order[0], []).append(order[1:])
    take = 0.0
    for card, rest in groups.items():
        after = total + card
        worth = -1.0 if after > SEVEN_AND_A_HALF else brute(after, up, rest, triple)
        take += len(rest) / len(orders) * worth
    return max(stand, take)


SMALL = [
    (8, 6, (2, 4, 6, 10, 12, 14, FIGURE)),  # player 4, house shows 3
    (10, 2, (2, 4, 8, 12, 14, FIGURE, FIGURE)),  # player 5, house shows 1
    (14, 14, (2, 4, 6, 8, FIGURE, FIGURE, 10)),  # player 7, house shows 7
    (3, 1, (2, 6, 12, 14, FIGURE, 10, 4)),  # player 1½, house shows ½
]


@pytest.mark.parametrize("total, up, cards", SMALL)
@pytest.mark.parametrize("triple", [False, True])
def test_the_exact_play_is_the_brute_force_s_over_every_order(total, up, cards, triple):
    orders = list(itertools.permutations(cards))
    assert best(total, up, unseen_counts(cards), triple)[1] == pytest.approx(
        brute(total, up, orders, triple))


def test_the_house_stops_at_four_or_more_and_busts_over_seven_and_a_half():
    # 12.5 test 1: house 2, draws 1 → 3 (< 4), draws 5 → 8: bust
    assert house_plays(4, (2, 10)) == BUST
    assert dict(house_outcomes(4, unseen_counts([2, 10]))) == pytest.approx(
        {BUST: 0.5, 14: 0.5})  # the 5 first: 7, and it stands
    # test 2: house S (½) + 3 = 3½ → draws C → 4 → stops; either order ends at 4
    assert house_outcomes(FIGURE, unseen_counts([6, FIGURE])) == ((8, 1.0),)
    whole = unseen_counts([1] * 12 + [2 * v for v in range(1, 8) for _ in range(4)])
    for up in (1, 2, 8, 14):
        ends = dict(house_outcomes(up, whole))
        assert sum(ends.values()) == pytest.approx(1.0)
        assert all(end == BUST or 8 <= end <= SEVEN_AND_A_HALF for end in ends)


def test_a_tie_goes_to_the_house_and_seven_and_a_half_pays_three():
    # 12.5 test 3: house 4 + 3 = 7 stops; a player's 7 loses, 7½ wins
    unseen = unseen_counts([6])
    assert stand_value(14, 8, unseen) == -1.0
    assert stand_value(15, 8, unseen) == 1.0
    assert stand_value(15, 8, unseen, pays_triple=True) == 3.0


def test_taking_a_card_on_a_low_total_and_standing_on_seven_and_a_half():
    deck = unseen_counts([1] * 12 + [2 * v for v in range(1, 8) for _ in range(4)])
    assert best(2, 10, deck)[0] == "take"
    assert best(15, 10, deck)[0] == "stand"


def test_the_raise_is_the_kelly_stake_of_all_the_player_has_less_what_is_staked():
    assert kelly_raise(0.5, 1.0, free=9, staked=1) == 4  # half of 10 staked
    assert kelly_raise(0.2, 1.0, free=9, staked=1) == 1  # a small edge, a small bet
    assert kelly_raise(2.0, 3.0, free=9, staked=1) == 6  # 7½ paid 3 to 1: two thirds
    assert kelly_raise(0.9, 1.0, free=2, staked=1) == 2  # no more than is held
    assert kelly_raise(0.05, 1.0, free=9, staked=1) == 0  # less than the ante already
    assert kelly_raise(0.0, 1.0, free=9, staked=1) == 0 == kelly_raise(-0.4, 1.0, 9, 1)


def brute_discarding(held: tuple[int, ...], up: int, orders: list[tuple[int, ...]],
                     triple: bool) -> float:
    """Con descarte by brute force: at most 4 cards; on standing, the best discard or none."""
    def stand_with(total: int) -> float:
        if total > SEVEN_AND_A_HALF:
            return -1.0
        return sum(payoff(total, house_plays(up, o), triple) for o in orders) / len(orders)

    drops = [0, *held] if len(held) > 1 else [0]
    stand = max(stand_with(sum(held) - drop) for drop in drops)
    if len(held) >= 4:
        return stand
    groups: dict[int, list[tuple[int, ...]]] = {}
    for order in orders:
        groups.setdefault(order[0], []).append(order[1:])
    take = sum(len(rest) / len(orders) * brute_discarding((*held, card), up, rest, triple)
               for card, rest in groups.items())
    return max(stand, take)


@pytest.mark.parametrize("total, up, cards", SMALL)
def test_the_exact_play_with_a_discard_is_the_brute_force_s(total, up, cards):
    orders = list(itertools.permutations(cards))
    held = (total,)
    assert best_discarding(held, up, unseen_counts(cards), True)[1] == pytest.approx(
        brute_discarding(held, up, orders, True))


def test_a_discard_brings_a_hand_back_under_seven_and_a_half():
    # 12.5 test 6: 7 and 5, standing, discards the 5 → 7, not bust
    unseen = unseen_counts([4])  # the house shows 4 and takes a 2: it stands on 6
    drop, worth = stand_discarding((10, 14), 8, unseen)
    assert drop == 10 and worth == stand_value(14, 8, unseen) == 1.0
