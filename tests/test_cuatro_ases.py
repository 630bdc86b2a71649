"""Solitario 4 Ases: one test per rule, ruling and numbered example of RULES.md §4."""

from __future__ import annotations

import random

import pytest

from naipes_pg.cards import SPANISH_40, parse, parse_many
from naipes_pg.rules.base import IllegalAction, OptionError, PlayCard
from naipes_pg.rules.cuatro_ases import (
    CARD_UP,
    LOST,
    RENEW,
    REVEAL,
    SHUFFLED,
    WON,
    CuatroAses,
    Renew,
    Reveal,
)
from naipes_pg.rules.events import Announced, HandOver, MatchOver, Moved

F = [f"foundation:{k}" for k in range(4)]
ORDER = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)


def deck(top: str = "", bottom: str = "") -> list:
    """A 40-card deck, top first: ``top``, then every other card (no 1 among them unless
    named), then ``bottom``. The 1s not named go to the very bottom, under ``bottom``."""
    first, last = parse_many(top), parse_many(bottom)
    named = set(first + last)
    aces = [c for c in SPANISH_40 if c.rank == 1 and c not in named]
    middle = [c for c in SPANISH_40 if c not in named and c.rank != 1]
    return first + middle + last + aces


def game(top: str = "", bottom: str = "", seed: int = 0, **options) -> CuatroAses:
    return CuatroAses(options, seed, decks=[deck(top, bottom)])


def position(*, waste: str = "", foundations=("", "", "", ""), reserve: str = "",
             moved_up: bool = True, **options) -> CuatroAses:
    """A game whose waste (bottom to top), foundations and reserve are the given cards; every
    other card is in the stock, in deck order (top first)."""
    g = CuatroAses(options, 0)
    g.waste = parse_many(waste)
    g.foundations = [parse_many(f) for f in foundations]
    g.reserve = parse_many(reserve)
    used = set(g.waste + g.reserve + [c for f in g.foundations for c in f])
    g.stock = [c for c in SPANISH_40 if c not in used][::-1]
    g.moved_up = moved_up
    return g


def full_stock_up(g: CuatroAses) -> None:
    """Every card still in the stock goes straight onto the foundations (a built position)."""
    for card in g.stock:
        g.foundations[["o", "c", "e", "b"].index(card.suit)].append(card)
    for pile in g.foundations:
        pile.sort(key=lambda c: ORDER.index(c.rank))
    g.stock = []


def play(g: CuatroAses, act) -> list:
    return g.apply(0, act)


def up(card: str, k: int) -> PlayCard:
    return PlayCard(parse(card), F[k])


def top(g: CuatroAses):
    return g.waste[-1]


# ---------------------------------------------------------------- 4.1–4.2 set-up


def test_the_spec_is_a_one_player_game_of_the_40_card_deck():
    assert CuatroAses.spec.id == "cuatro-ases"
    assert CuatroAses.spec.players == (1, 1)
    assert CuatroAses.spec.deck == "spanish40"
    assert set(CuatroAses.spec.variants) == {"revelados", "reserva", "mezclado", "pintados"}


def test_the_whole_deck_is_the_stock_and_the_rest_starts_empty():
    g = game("2c 3e")
    zones = g.zones()
    assert zones["stock"] == deck("2c 3e")  # top first
    assert zones["waste"] == [] and all(zones[f] == [] for f in F)
    assert "reserve" not in zones
    assert g.actors() == (0,) and g.legal_actions(0) == [REVEAL]


def test_the_deal_is_a_pure_function_of_the_seed():
    assert CuatroAses(None, 123456).zones() == CuatroAses(None, 123456).zones()
    assert CuatroAses(None, 1).zones()["stock"] != CuatroAses(None, 2).zones()["stock"]


def test_golden_deal_numbers_keep_their_deck_orders():
    """A deal number gives the same deal on every machine and every later version."""
    assert [str(c) for c in CuatroAses(None, 1).zones()["stock"][:6]] == GOLDEN_1
    assert [str(c) for c in CuatroAses(None, 123456).zones()["stock"][:6]] == GOLDEN_123456


GOLDEN_1 = ["Se", "Cb", "4e", "6c", "2e", "7o"]
GOLDEN_123456 = ["5e", "4o", "Ro", "3e", "Co", "Ce"]


def test_the_player_sees_only_the_top_waste_card_and_the_counts():
    g = game("2c 3e 4o 5b")
    play(g, REVEAL)
    play(g, REVEAL)
    view = g.view(0)
    assert view.zones["waste"] == [None, None, None, parse("5b")]
    assert view.zones["stock"] == [None] * 36
    assert view.info["stock"] == 36 and view.info["waste"] == 4 and view.info["round"] == 1
    assert view.info["chips"] is None


# ---------------------------------------------------------------- 4.3 actions


def test_example_1_reveal_order_2c_then_3e():
    """4.7 test 1: revealing 2c then 3e leaves 3e on top; only the top card is available."""
    g = game("2c 3e")
    events = play(g, REVEAL)
    assert [e.cards for e in events if isinstance(e, Moved)] == [(parse("2c"),), (parse("3e"),)]
    assert all(e.frm == "stock" and e.to == "waste" for e in events)
    assert g.waste == parse_many("2c 3e") and top(g) == parse("3e")


def test_only_the_top_waste_card_can_be_moved():
    g = position(waste="1o 2c", foundations=("", "", "", ""))
    with pytest.raises(IllegalAction, match="Only the top card"):
        play(g, up("1o", 0))
    assert g.waste == parse_many("1o 2c")


def test_the_last_single_card_is_revealed_alone():
    """A4-7: one card is revealed when only one remains."""
    g = position(waste="2c 3e")
    last = g.stock[0]  # the bottom card
    g.waste += g.stock[1:][::-1]
    g.stock = [last]
    events = play(g, REVEAL)
    assert len([e for e in events if isinstance(e, Moved)]) == 1
    assert top(g) == last and g.stock == [] and len(g.waste) == 40


def test_a_1_goes_onto_any_empty_foundation():
    g = position(waste="1c", foundations=("1o", "", "", ""))
    assert set(g.up_moves()) == {up("1c", 1), up("1c", 2), up("1c", 3)}
    play(g, up("1c", 2))
    assert g.foundations[2] == [parse("1c")]


def test_the_next_rank_of_the_same_suit_goes_up_and_7_is_followed_by_the_sota():
    g = position(waste="2e", foundations=("1o", "1e", "", ""))
    assert g.up_moves() == [up("2e", 1)]
    with pytest.raises(IllegalAction, match="same suit"):
        play(g, up("2e", 0))
    g = position(waste="Se", foundations=("", "1e 2e 3e 4e 5e 6e 7e", "", ""))
    assert g.up_moves() == [up("Se", 1)]
    g = position(waste="Ce", foundations=("", "1e 2e 3e 4e 5e 6e 7e", "", ""))
    assert g.up_moves() == []


def test_a_card_moved_up_is_announced_and_never_comes_down():
    """A4-8: no action takes a card off a foundation."""
    g = position(waste="2c 1o")
    events = play(g, up("1o", 0))
    assert Announced(CARD_UP, 0, {"card": "1o", "foundation": 0}) in events
    assert Moved((parse("1o"),), "waste", F[0], seat=0) in events
    assert not any(a.card == parse("1o") for a in g.legal_actions(0))


def test_example_11_moving_up_is_never_forced():
    """4.7 test 11: the top card can go up and the player reveals instead; it stays covered."""
    g = position(waste="1o")
    assert up("1o", 0) in g.legal_actions(0)
    play(g, REVEAL)
    assert g.waste[0] == parse("1o") and len(g.waste) == 3
    assert not g.finished


def test_renew_only_when_the_stock_is_empty():
    g = position(waste="2c 1o")
    assert RENEW not in g.legal_actions(0)
    with pytest.raises(IllegalAction, match="only when the stock is empty"):
        play(g, RENEW)
    g.stock = []  # a built position: where the other cards lie does not matter here
    assert REVEAL not in g.legal_actions(0)
    with pytest.raises(IllegalAction, match="stock is empty"):
        play(g, REVEAL)


def test_example_3_renew_keeps_the_order_without_the_cards_moved_up():
    """4.7 test 3: the new stock is the old stock without X, the first card revealed on top."""
    g = game("2c 1o 3e 2o")
    play(g, REVEAL)
    play(g, up("1o", 0))
    play(g, REVEAL)
    play(g, up("2o", 0))
    while g.stock:
        play(g, REVEAL)
    events = play(g, RENEW)
    expected = [c for c in deck("2c 1o 3e 2o") if c not in parse_many("1o 2o")]
    assert g.zones()["stock"] == expected and g.waste == []
    assert g.round == 2 and not g.moved_up and not g.finished
    assert isinstance(events[0], Moved) and events[0].frm == "waste" and events[0].to == "stock"


# ---------------------------------------------------------------- 4.4 end


def test_rule_4_all_40_cards_up_wins():
    g = position(waste="Rb", foundations=("", "", "", ""))
    full_stock_up(g)
    events = play(g, up("Rb", 3))
    assert g.outcome().winners == (0,) and g.outcome().returns == (1.0,)
    assert g.outcome().scores == (40,) and g.actors() == ()
    kinds = [type(e) for e in events]
    assert Announced in kinds and HandOver in kinds and kinds[-1] is MatchOver
    assert any(isinstance(e, Announced) and e.kind == WON for e in events)


ODD_ACES = "1o 2c 1c 3e 1e 4b 1b 5o"


def test_example_2_every_1_covered_loses_when_the_last_reveal_empties_the_stock():
    """4.7 test 2: no move in round 1; only Renew would be left, so the game is lost."""
    g = game(ODD_ACES)
    for _ in range(19):
        play(g, REVEAL)
        assert not g.finished and not g.up_moves()
    events = play(g, REVEAL)
    assert g.outcome().winners == () and g.outcome().reason == "round_without_move"
    assert g.stock == [] and len(g.waste) == 40
    assert any(isinstance(e, Announced) and e.kind == LOST for e in events)


RULE_5_TOP, RULE_5_BOTTOM = "1c 2o 1e 2e 1b 2b", "1o"


def test_example_8_moving_1o_up_after_the_last_reveal_makes_the_renewal_legal():
    """4.7 test 8 (the example of rule 5): the move belongs to round 1."""
    g = game(RULE_5_TOP, RULE_5_BOTTOM)
    assert deck(RULE_5_TOP, RULE_5_BOTTOM)[39] == parse("1o")
    for _ in range(20):
        play(g, REVEAL)
    assert not g.finished and top(g) == parse("1o")
    play(g, up("1o", 0))
    play(g, RENEW)
    assert not g.finished and g.round == 2
    assert len(g.stock) == 39 and g.zones()["stock"][0] == parse("1c")


def test_example_8_renewing_without_moving_1o_up_loses_and_is_not_made():
    """4.7 tests 3 and 8, A4-9: the losing renewal is not made; the cards stay as they are."""
    g = game(RULE_5_TOP, RULE_5_BOTTOM)
    for _ in range(20):
        play(g, REVEAL)
    waste = list(g.waste)
    events = play(g, RENEW)
    assert g.outcome().winners == () and g.outcome().reason == "round_without_move"
    assert g.stock == [] and g.waste == waste
    assert not any(isinstance(e, Moved) for e in events)


def test_a_renewal_after_a_round_with_a_move_is_made():
    g = position(waste="3o 2o")
    g.stock = []
    g.moved_up = True
    play(g, RENEW)
    assert g.zones()["stock"] == parse_many("3o 2o") and g.round == 2


def test_a_round_without_a_move_and_with_only_renew_left_is_lost_after_any_action():
    """4.4 rule 5: "has no other action" ends the game at that moment."""
    g = position(waste="2o 1o", moved_up=False)
    g.stock = [parse("3c")]
    play(g, REVEAL)
    assert g.outcome().reason == "round_without_move"


def test_a_move_still_possible_keeps_the_game_open():
    g = position(waste="2c 1o", moved_up=False)
    g.stock = []
    assert not g._check_end()


# ---------------------------------------------------------------- 4.5 variants and options


def test_one_variant_at_a_time_unless_combining_is_on():
    with pytest.raises(OptionError, match="combinar"):
        CuatroAses({"revelados": True, "pintados": True})
    g = CuatroAses({"revelados": True, "pintados": True, "combinar": True})
    assert [f[0] for f in g.foundations] == parse_many("1o 1c 1e 1b")


def test_con_reserva_never_combines_with_mezclado():
    """A4-10."""
    with pytest.raises(OptionError, match="reserva and mezclado"):
        CuatroAses({"reserva": True, "mezclado": True, "combinar": True})


def test_example_4_revelados_takes_the_1s_out_where_they_lie():
    """4.7 test 4: foundations 1o, 1c, 1e, 1b; the stock is the other 36 in deck order."""
    order = deck("2c 1e 3e 1o 4b", "1c 1b")
    g = CuatroAses({"revelados": True}, 0, decks=[order])
    assert g.foundations == [[parse(c)] for c in ("1o", "1c", "1e", "1b")]
    assert g.zones()["stock"] == [c for c in order if c.rank != 1]
    assert len(g.stock) == 36


def test_example_5_a_reserved_4o_is_released_onto_another_4():
    """4.7 test 5 (A4-6): the released card is the top waste card, available normally."""
    g = game("3c 4o 5c 4b", reserva=True)
    play(g, REVEAL)
    play(g, PlayCard(parse("4o"), "reserve"))
    assert g.reserve == [parse("4o")] and top(g) == parse("3c")
    assert g.view(0).zones["reserve"] == [parse("4o")]
    play(g, REVEAL)
    release = PlayCard(parse("4o"), "waste")
    assert release in g.legal_actions(0)
    play(g, release)
    assert top(g) == parse("4o") and g.reserve == []


def test_the_reserve_holds_one_card_and_never_feeds_a_foundation():
    g = position(waste="5c 2o", reserve="1o", reserva=True)
    with pytest.raises(IllegalAction, match="already holds"):
        play(g, PlayCard(parse("2o"), "reserve"))
    with pytest.raises(IllegalAction, match="foundation directly"):
        play(g, up("1o", 0))
    with pytest.raises(IllegalAction, match="same rank"):
        play(g, PlayCard(parse("1o"), "waste"))


def test_there_is_no_reserve_without_the_variant():
    g = position(waste="5c")
    with pytest.raises(IllegalAction, match="no reserve"):
        play(g, PlayCard(parse("5c"), "reserve"))


def test_example_9_a_reserve_and_a_release_are_never_consecutive():
    """4.7 test 9, A4-12."""
    g = game("4b 4o 4c 4e", reserva=True)
    play(g, REVEAL)
    play(g, PlayCard(parse("4o"), "reserve"))
    release = PlayCard(parse("4o"), "waste")
    assert release not in g.legal_actions(0)
    with pytest.raises(IllegalAction, match="right after"):
        play(g, release)
    play(g, REVEAL)
    assert release in g.legal_actions(0)
    play(g, release)
    with pytest.raises(IllegalAction, match="right after a release"):
        play(g, PlayCard(parse("4o"), "reserve"))


def test_reserve_actions_are_not_progress():
    """A4-3: a round with only reserve actions is still a round without a move."""
    g = position(waste="5c 3o", moved_up=False, reserva=True)
    g.stock = []
    play(g, PlayCard(parse("3o"), "reserve"))  # now only Renew is left: lost
    assert g.outcome().reason == "round_without_move"


def test_example_10_a_reserved_last_rey_is_a_dead_end():
    """4.7 test 10, A4-13: reserving Rb lost at once; moving it up wins."""
    g = position(waste="Rb", reserva=True)
    full_stock_up(g)
    events = play(g, PlayCard(parse("Rb"), "reserve"))
    assert g.outcome().winners == () and g.outcome().reason == "reserve_stuck"
    assert any(isinstance(e, Announced) and e.kind == LOST for e in events)
    g = position(waste="Rb", reserva=True)
    full_stock_up(g)
    play(g, up("Rb", 3))
    assert g.outcome().winners == (0,)


def test_example_6_mezclado_renewing_costs_a_chip_and_shuffles():
    """4.7 test 6: chips 5 -> 4 after a renewal; the base loss rule does not apply."""
    g = game(ODD_ACES, mezclado=True)
    assert g.view(0).info["chips"] == 5
    for _ in range(20):
        play(g, REVEAL)
    assert not g.finished  # no move in round 1 is not a loss in Mezclado [A4-4]
    waste = list(g.waste)
    events = play(g, RENEW)
    assert g.chips == 4 and g.round == 2 and not g.finished
    assert sorted(g.stock) == sorted(waste) and g.stock != waste[::-1]
    assert Announced(SHUFFLED, 0, {"chips": 4}) in events


def test_example_6_mezclado_renewal_refused_at_0_chips():
    g = position(waste="2c 1o", mezclado=True)
    g.stock, g.chips = [], 0
    assert RENEW not in g.legal_actions(0)
    with pytest.raises(IllegalAction, match="no chips"):
        play(g, RENEW)


def test_mezclado_is_lost_with_no_chips_and_no_move_up_for_the_top_card():
    """A4-4."""
    g = position(waste="2c", mezclado=True)
    g.stock, g.chips = [parse("1o")], 0
    play(g, REVEAL)  # the stock is empty and no chip is left, but 1o can still go up
    assert not g.finished and g.legal_actions(0) == [up("1o", k) for k in range(4)]
    play(g, up("1o", 0))
    assert g.outcome().reason == "no_chips"


def test_mezclado_with_chips_left_goes_on_without_moves():
    g = position(waste="2c 3o", mezclado=True, moved_up=False)
    g.stock = [parse("4c")]
    play(g, REVEAL)
    assert not g.finished and g.legal_actions(0) == [RENEW]


def test_example_7_pintados_the_suit_must_differ():
    """4.7 test 7, A4-5: 2e on 1e refused; 2o on 1e accepted."""
    g = position(waste="2e", foundations=("1e", "", "", ""), pintados=True)
    assert g.up_moves() == []
    with pytest.raises(IllegalAction, match="another suit"):
        play(g, up("2e", 0))
    g = position(waste="2o", foundations=("1e", "", "", ""), pintados=True)
    play(g, up("2o", 0))
    assert g.foundations[0] == parse_many("1e 2o")


def test_pintados_may_offer_several_foundations():
    g = position(waste="2o", foundations=("1e", "1c", "1o", ""), pintados=True)
    assert g.up_moves() == [up("2o", 0), up("2o", 1)]


# ---------------------------------------------------------------- auto-move


def test_auto_move_names_the_move_up_and_leaves_choices_to_the_player():
    """4.3, A4-2: a 1 to the leftmost empty foundation; several fits are the player's."""
    g = position(waste="1c", foundations=("1o", "", "", ""), auto_move=True)
    assert g.auto_move() == up("1c", 1)
    g = position(waste="2o", foundations=("1e", "1c", "", ""), pintados=True, auto_move=True)
    assert g.auto_move() is None
    g = position(waste="2o", foundations=("1e", "", "", ""), pintados=True, auto_move=True)
    assert g.auto_move() == up("2o", 0)
    assert position(waste="1c").auto_move() is None  # the option is off by default


# ---------------------------------------------------------------- protocol


def test_actions_have_a_stable_repr_and_equality():
    assert Reveal() == REVEAL and Renew() == RENEW
    assert repr(REVEAL) == "Reveal('stock')" and repr(RENEW) == "Renew('waste')"


def test_determinize_hides_only_an_unseen_stock_order():
    g = game(RULE_5_TOP, RULE_5_BOTTOM)
    play(g, REVEAL)
    world = g.determinize(0, random.Random(1))
    assert world.view(0) == g.view(0) and sorted(world.stock) == sorted(g.stock)
    for _ in range(19):
        play(g, REVEAL)
    play(g, up("1o", 0))
    play(g, RENEW)
    assert g.determinize(0, random.Random(1)).stock == g.stock  # seen in this order


def test_mezclado_renewal_order_is_a_pure_function_of_seed_renewal_and_cards():
    """A deal number means the same game everywhere: the renewal's order depends only on the
    game's seed, the renewal's number and the cards (pinned here), not on the waste's order."""
    waste = parse_many("2c 3e 4o 5b 6c 7e")
    first = CuatroAses({"mezclado": True}, 7).renewal_stock(1, waste)
    assert [str(c) for c in first[::-1]] == MEZCLADO_SEED_7_RENEWAL_1  # top first
    other_deck = CuatroAses({"mezclado": True}, 7, decks=[deck("7o 6o")])
    assert other_deck.renewal_stock(1, waste) == first  # the deck order plays no part
    assert CuatroAses({"mezclado": True}, 7).renewal_stock(1, waste[::-1]) == first
    assert CuatroAses({"mezclado": True}, 7).renewal_stock(2, waste) != first
    assert CuatroAses({"mezclado": True}, 8).renewal_stock(1, waste) != first


def test_mezclado_cannot_be_steered_by_leaving_a_card_more_or_less_in_the_waste():
    """Moving one card up before renewing must not choose among shuffles: the cards left keep
    the order they have with it (an independent reading found the old shuffle could be steered
    so, and the winnable share overstated)."""
    game = CuatroAses({"mezclado": True}, 7)
    waste = list(SPANISH_40[:24])
    for renewal in (1, 2, 5):
        whole = game.renewal_stock(renewal, waste)
        for gone in waste[::5]:
            less = game.renewal_stock(renewal, [c for c in waste if c != gone])
            assert less == [c for c in whole if c != gone]


MEZCLADO_SEED_7_RENEWAL_1 = ["5b", "2c", "6c", "7e", "4o", "3e"]


def test_mezclado_renewal_stock_is_the_one_the_renewal_makes():
    g = game(ODD_ACES, seed=3, mezclado=True)
    for _ in range(20):
        play(g, REVEAL)
    expected = g.renewal_stock(1, list(g.waste))
    play(g, RENEW)
    assert g.stock == expected


def test_a_determinized_world_does_not_know_the_real_renewal_shuffle():
    g = game(ODD_ACES, seed=3, mezclado=True)
    for _ in range(20):
        play(g, REVEAL)
    world = g.determinize(0, random.Random(1))
    waste = list(g.waste)
    assert world.renewal_stock(1, waste) != g.renewal_stock(1, waste)
