"""El 9 and 7 Parejas: one test per rule, ruling and numbered example of RULES.md §7."""

from __future__ import annotations

from collections import Counter

import pytest

from naipes_pg.cards import SPANISH_40, SPANISH_48, parse, parse_many
from naipes_pg.rules.base import Call, IllegalAction, PlayCard, Reveal
from naipes_pg.rules.el_nueve import (
    CELLS,
    LOST,
    NINE_DISCARDED,
    NO_MOVE,
    PAIRED,
    REVEAL,
    WON,
    ElNueve,
    NueveDiscard,
    NuevePair,
)
from naipes_pg.rules.events import Announced, Dealt, HandOver, MatchOver, Moved


def cell(row: int, column: int) -> str:
    return f"cell:{row},{column}"


def game(top: str = "", seed: int = 0, **options) -> ElNueve:
    """A fresh game whose stock starts with ``top`` (top first), the rest in deck order."""
    first = parse_many(top)
    cards = SPANISH_40 if options.get("siete_parejas") else SPANISH_48
    return ElNueve(options, seed, decks=[first + [c for c in cards if c not in first]])


def position(rows=("", "", ""), pending: str = "", stock: str | None = None,
             **options) -> ElNueve:
    """A game whose grid rows are written left to right (``.`` an empty cell), with
    ``pending`` revealed. The stock holds ``stock`` (top first) and the other cards are
    removed; with ``stock`` None every other card is in the stock."""
    g = ElNueve(options, 0)
    g.grid = [None] * len(CELLS)
    for r, text in enumerate(rows):
        for c, name in enumerate(text.split()):
            g.grid[r * 5 + c] = None if name == "." else parse(name)
    g.pending = parse(pending) if pending else None
    used = [c for c in g.grid if c] + ([g.pending] if g.pending else [])
    rest = [c for c in g.deck if c not in used]
    if stock is None:
        g.stock, g.removed = rest[::-1], []
    else:
        on_top = parse_many(stock)
        g.stock = on_top[::-1]
        g.removed = [c for c in rest if c not in on_top]
    assert Counter(g.all_cards()) == Counter(g.deck)
    return g


def play(g: ElNueve, act) -> list:
    return g.apply(0, act)


def place(card: str, row: int, column: int) -> PlayCard:
    return PlayCard(parse(card), cell(row, column))


def pair(card: str, target: str) -> NuevePair:
    return NuevePair(parse(card), target)


def discard(card: str) -> NueveDiscard:
    return NueveDiscard(parse(card), "removed")


def move(card: str, row: int, column: int) -> PlayCard:
    """The move a discarded 9 grants: a grid card dragged to an empty cell (N9-2)."""
    return PlayCard(parse(card), cell(row, column))


def kinds(events) -> list[str]:
    return [e.kind for e in events if isinstance(e, Announced)]


# ---------------------------------------------------------------- 7.1–7.2 set-up


def test_the_spec_is_a_one_player_game_of_the_48_card_deck():
    assert ElNueve.spec.id == "el-nueve"
    assert ElNueve.spec.players == (1, 1)
    assert ElNueve.spec.deck == "spanish48"
    assert set(ElNueve.spec.variants) == {"siete-parejas"}
    assert len(ElNueve(None, 0).deck) == 48
    assert len(ElNueve(None, 0, variant="siete-parejas").deck) == 40  # 7.5


def test_the_grid_starts_empty_and_the_whole_deck_is_the_stock():
    g = game("2c 3e")
    zones = g.zones()
    assert zones["stock"][:2] == parse_many("2c 3e") and len(zones["stock"]) == 48
    assert zones["pending"] == [] and zones["removed"] == []
    assert [z for z in zones if z.startswith("cell:")] == list(CELLS) and len(CELLS) == 15
    assert all(zones[z] == [] for z in CELLS)
    assert g.legal_actions(0) == [REVEAL]


def test_the_deal_is_a_pure_function_of_the_seed():
    assert ElNueve(None, 123456).zones() == ElNueve(None, 123456).zones()
    assert ElNueve(None, 1).zones()["stock"] != ElNueve(None, 2).zones()["stock"]


def test_golden_deal_numbers_keep_their_deck_orders():
    """A deal number gives the same deal on every machine and every later version."""
    assert [str(c) for c in ElNueve(None, 1).zones()["stock"][:6]] == GOLDEN_1
    assert [str(c) for c in ElNueve(None, 123456).zones()["stock"][:6]] == GOLDEN_123456
    seven = ElNueve(None, 1, variant="siete-parejas").zones()["stock"][:6]
    assert [str(c) for c in seven] == GOLDEN_SIETE_1


GOLDEN_1 = ["1b", "Re", "Cb", "So", "3c", "Ce"]
GOLDEN_123456 = ["7o", "Ro", "5c", "9e", "2b", "4o"]
GOLDEN_SIETE_1 = ["Se", "Cb", "4e", "6c", "2e", "7o"]


def test_the_player_sees_grid_pending_removed_and_only_the_stock_count():
    g = position(("5o . . . .", "", ""), pending="2c", stock="3e 4o")
    view = g.view(0)
    assert view.zones["stock"] == [None, None]
    assert view.zones["pending"] == [parse("2c")]
    assert view.zones[cell(0, 0)] == [parse("5o")]
    assert len(view.zones["removed"]) == 48 - 4 and None not in view.zones["removed"]
    assert view.info["stock"] == 2


# ---------------------------------------------------------------- 7.3 actions


def test_reveal_turns_the_top_stock_card_into_the_pending_card():
    g = game("2c 3e")
    events = play(g, REVEAL)
    assert events == [Dealt(parse("2c"), "pending")]
    assert g.pending == parse("2c") and g.zones()["stock"][0] == parse("3e")


def test_no_reveal_while_a_card_is_pending():
    g = game("2c 3e")
    play(g, REVEAL)
    assert REVEAL not in g.legal_actions(0)
    with pytest.raises(IllegalAction, match="pending"):
        play(g, REVEAL)


def test_no_reveal_from_an_empty_stock():
    g = position(("4o 5o . . .", "", ""), stock="")
    with pytest.raises(IllegalAction, match="stock is empty"):
        play(g, Reveal())


def test_a_number_goes_in_any_empty_cell():
    g = position(("5o . . . .", "", ""), pending="2c")
    places = [a for a in g.legal_actions(0) if isinstance(a, PlayCard)]
    assert {a.target for a in places} == set(CELLS) - {cell(0, 0)}
    events = play(g, place("2c", 2, 4))
    assert events == [Moved((parse("2c"),), "pending", cell(2, 4), seat=0)]
    assert g.grid[14] == parse("2c") and g.pending is None


def test_a_figure_goes_only_in_an_empty_cell_of_its_own_row():
    for figure, row in (("Rb", 0), ("Ce", 1), ("So", 2)):
        g = position(("3o . . . .", ". 4o . . .", ". . 5o . ."), pending=figure)
        places = {a.target for a in g.legal_actions(0) if isinstance(a, PlayCard)}
        assert places == {cell(row, c) for c in range(5)} - {cell(row, row)}
        with pytest.raises(IllegalAction, match="its own row"):
            play(g, place(figure, (row + 1) % 3, 4))


def test_a_taken_cell_refuses_a_card():
    g = position(("5o . . . .", "", ""), pending="2c")
    with pytest.raises(IllegalAction, match="taken"):
        play(g, place("2c", 0, 0))


def test_only_the_pending_card_can_be_placed():
    g = position(("5o . . . .", "", ""), pending="2c")
    with pytest.raises(IllegalAction, match="Only the pending"):
        play(g, place("5o", 0, 1))


def test_example_1_a_pair_adds_up_to_9_and_4_4_is_not_one():
    """7.7 test 1 (base): 3 + 6 are removed; 4 + 4 are not a pair."""
    g = position(("3o 6c 4e 4b .", "", ""))
    events = play(g, pair("3o", cell(0, 1)))
    assert g.grid[:2] == [None, None] and g.removed[-2:] == parse_many("3o 6c")
    assert kinds(events) == [PAIRED]
    assert [e.to for e in events if isinstance(e, Moved)] == ["removed", "removed"]
    with pytest.raises(IllegalAction, match="do not add up to 9"):
        play(g, pair("4e", cell(0, 3)))


def test_example_1_in_7_parejas_a_pair_is_two_of_the_same_rank():
    """7.7 test 1 (7 Parejas): 4 + 4 is a pair; 3 + 6 is not (7.5)."""
    g = position(("3o 6c 4e 4b .", "", ""), siete_parejas=True)
    with pytest.raises(IllegalAction, match="same rank"):
        play(g, pair("3o", cell(0, 1)))
    play(g, pair("4b", cell(0, 2)))
    assert g.grid[2:4] == [None, None]


def test_every_pair_adding_up_to_9_is_a_pair_and_figures_never_pair():
    g = position(("8o 1c 7e 2b 9o", "5o 4c . . .", ""))
    pairs = {(a.card, a.target) for a in g.legal_actions(0) if isinstance(a, NuevePair)}
    for a, where in (("8o", (0, 1)), ("7e", (0, 3)), ("5o", (1, 1))):
        assert (parse(a), cell(*where)) in pairs
    assert len(pairs) == 6  # three pairs, each dragged either way
    g = position(("Ro . . . .", ". . . . .", "1c 8c . . ."), siete_parejas=False)
    with pytest.raises(IllegalAction):
        play(g, NuevePair(parse("Ro"), cell(2, 1)))


def test_example_9_the_pending_card_pairs_with_a_grid_card_while_cells_are_empty():
    """7.7 test 9 [N9-3]: pending 2c with 7o on a grid that still has room."""
    g = position(("7o . . . .", "", ""), pending="2c")
    legal = g.legal_actions(0)
    assert pair("2c", cell(0, 0)) in legal and pair("7o", "pending") in legal
    play(g, pair("7o", "pending"))
    assert g.pending is None and g.grid[0] is None and g.removed[-2:] == parse_many("7o 2c")


def test_a_9_on_the_grid_is_discarded_then_one_card_may_move():
    g = position(("9o 3c . . .", "", ""))
    assert [a for a in g.legal_actions(0) if isinstance(a, NueveDiscard)] == [discard("9o")]
    events = play(g, discard("9o"))
    assert kinds(events) == [NINE_DISCARDED] and g.grid[0] is None
    assert g.info()["moving"] is True
    events = play(g, move("3c", 2, 4))
    assert g.grid[1] is None and g.grid[14] == parse("3c")
    assert events == [Moved((parse("3c"),), cell(0, 1), cell(2, 4), seat=0)]
    assert g.info()["moving"] is False and g.legal_actions(0) == [REVEAL]


def test_the_move_stage_allows_only_a_move_or_declining_it():
    """N9-2: the move is made at once or not at all; nothing else happens in between."""
    g = position(("9o 3c 6e . .", "Cc . . . .", ""), pending="2c")
    play(g, discard("9o"))
    legal = g.legal_actions(0)
    assert NO_MOVE in legal and NO_MOVE == Call("no_mover")
    assert all(a == NO_MOVE or (isinstance(a, PlayCard) and a.card != parse("2c"))
               for a in legal)
    assert move("3c", 0, 0) in legal and move("Cc", 1, 4) in legal
    assert move("Cc", 0, 0) not in legal  # a figure stays in its own row
    for refused in (pair("3c", cell(0, 2)), place("2c", 0, 0), REVEAL):
        with pytest.raises(IllegalAction, match="Move one card"):
            play(g, refused)
    with pytest.raises(IllegalAction, match="own row"):
        play(g, move("Cc", 0, 0))
    assert play(g, NO_MOVE) == [] and g.grid[1] == parse("3c")
    assert NO_MOVE not in g.legal_actions(0) and place("2c", 0, 0) in g.legal_actions(0)


def test_no_move_outside_the_stage_and_no_stage_when_nothing_can_move():
    g = position(("3c . . . .", "", ""), pending="9o")
    for refused in (NO_MOVE, move("3c", 0, 1)):
        with pytest.raises(IllegalAction):
            play(g, refused)
    g = position(("Ro Rc Re Rb 4o", "Co Cc Ce 1o 2o", "So Sc Se Sb 3o"), pending="9o")
    play(g, discard("9o"))  # a full grid: nowhere to move, so no stage
    assert g.info()["moving"] is False and REVEAL in g.legal_actions(0)


def test_the_move_of_a_discard_takes_a_figure_only_within_its_row():
    g = position(("9o Rc . . .", "", ""))
    play(g, discard("9o"))
    with pytest.raises(IllegalAction, match="own row"):
        play(g, move("Rc", 1, 0))
    play(g, move("Rc", 0, 0))  # its own row, the 9's cell included
    assert g.grid[0] == parse("Rc")


def test_a_9_goes_only_onto_the_removed_cards():
    g = position(("9o 3c . . .", "", ""))
    with pytest.raises(IllegalAction, match="removed cards"):
        play(g, NueveDiscard(parse("9o"), cell(2, 2)))
    with pytest.raises(IllegalAction, match="not allowed"):
        play(g, Reveal("removed"))
    assert g.grid[:2] == parse_many("9o 3c") and g.history == []


def test_only_a_9_can_be_discarded_and_7_parejas_has_none():
    g = position(("8o . . . .", "", ""))
    with pytest.raises(IllegalAction, match="Only a 9"):
        play(g, discard("8o"))
    g = position(("7o . . . .", "", ""), siete_parejas=True)
    assert not [a for a in g.legal_actions(0) if isinstance(a, NueveDiscard)]


def test_pair_and_discard_are_never_made_by_the_rules():
    """7.3 rule 5 [N9-4]: a placed card that could pair stays on the grid."""
    g = position(("7o 9c . . .", "", ""), pending="2c")
    play(g, place("2c", 1, 0))
    assert g.grid[0] == parse("7o") and g.grid[1] == parse("9c") and g.grid[5] == parse("2c")


# ---------------------------------------------------------------- auto-pair


def test_auto_pair_names_the_only_pair_and_nothing_when_there_are_several():
    g = position(("7o 2c 4e . .", "", ""), auto_pair=True)
    assert g.auto_pair() in (pair("7o", cell(0, 1)), pair("2c", cell(0, 0)))
    g = position(("7o 2c 4e 5b .", "", ""), auto_pair=True)
    assert g.auto_pair() is None  # two pairs: the player chooses
    g = position(("7o 2c 4e . .", "", ""))
    assert g.auto_pair() is None  # the option is off by default


def test_auto_pair_never_discards_a_9():
    g = position(("9o 4e . . .", "", ""), auto_pair=True)
    assert g.auto_pair() is None


def test_auto_pair_includes_the_pending_card_and_works_in_7_parejas():
    g = position(("7o 4e . . .", "", ""), pending="2c", auto_pair=True)
    assert g.auto_pair() in (pair("2c", cell(0, 0)), pair("7o", "pending"))
    g = position(("3o 4e . . .", "", ""), pending="3c", auto_pair=True, siete_parejas=True)
    assert g.auto_pair() in (pair("3c", cell(0, 0)), pair("3o", "pending"))


# ---------------------------------------------------------------- 7.4 end

FULL_TOP_NUMBERS = ("1o 2o 3o 4o 5o", "Co Cc Ce Cb 6o", "So Sc Se Sb 7c")


def test_example_2_a_blocked_figure_row_with_no_way_out_loses():
    """7.7 test 2: the top row holds 5 numbers, an R is pending, no pair, no 9 → loss."""
    g = position(("1o 1c 1e 1b 2o", "Co Cc . . .", ". . . . ."), stock="Rc")
    events = play(g, REVEAL)
    assert g.outcome() is not None and g.outcome().winners == ()
    assert kinds(events) == [LOST] and g.actors() == ()
    assert isinstance(events[-2], HandOver) and isinstance(events[-1], MatchOver)


def test_example_3_a_9_on_the_grid_unblocks_the_figure_row():
    """7.7 test 3: discard the 9, move a number out of the top row, place the R."""
    g = position(("1o 1c 1e 1b 2o", "Co Cc 9e . .", ". . . . ."), stock="Rc 3o")
    play(g, REVEAL)
    assert g.outcome() is None
    play(g, discard("9e"))
    assert g.outcome() is None  # the move stage is never a loss by itself
    play(g, move("2o", 2, 0))
    play(g, place("Rc", 0, 4))
    assert g.grid[4] == parse("Rc") and g.outcome() is None


def test_example_4_full_grid_pending_2_pairs_with_a_7_or_loses():
    """7.7 test 4: full grid, pending 2 and a 7 on the grid → pair; no 7 → loss."""
    rows = ("1o 1c 1e 1b 3o", "Co Cc Ce Cb 3c", "So Sc Se Sb 7o")
    g = position(rows, stock="2c 4o")
    play(g, REVEAL)
    assert g.outcome() is None and g.legal_actions(0) == [
        pair("2c", cell(2, 4)), pair("7o", "pending")]
    rows = ("1o 1c 1e 1b 3o", "Co Cc Ce Cb 3c", "So Sc Se Sb 4o")
    g = position(rows, stock="2c 5o")
    events = play(g, REVEAL)
    assert g.outcome().winners == () and kinds(events) == [LOST]


def test_example_5_win_with_the_12_figures_and_the_perfect_game():
    """7.7 test 5: a win once only the figures are left; perfect when each column is a suit."""
    g = position(("Ro Rc Re Rb .", "Co Cc Ce . Cb", "So Sc Se Sb 4o"), pending="5b",
                 stock="")
    events = play(g, pair("5b", cell(2, 4)))
    assert g.outcome().winners == (0,) and g.outcome().reason == "figures_only"
    won = [e for e in events if isinstance(e, Announced) and e.kind == WON]
    assert won and won[0].data["perfect"] is False
    g = position(("Ro Rc Re Rb .", "Co Cc Ce Cb .", "So Sc Se Sb ."), pending="5b",
                 stock="4o")
    play(g, place("5b", 1, 4))
    play(g, REVEAL)
    events = play(g, pair("4o", cell(1, 4)))
    assert g.outcome().winners == (0,) and g.outcome().reason == "perfect"
    assert [e for e in events if isinstance(e, Announced)][-1].data["perfect"] is True


def test_no_win_while_a_number_is_left_or_the_stock_holds_cards():
    g = position(("Ro Rc Re Rb 4o", "Co Cc Ce Cb .", "So Sc Se Sb ."), pending="5b",
                 stock="1o 8o")
    play(g, pair("5b", cell(0, 4)))
    assert g.outcome() is None  # the stock still holds cards


def test_example_6_the_move_goes_into_the_9_s_own_cell():
    """7.7 test 6: full grid, top row all numbers, Rc pending, a 9 in the middle row."""
    rows = ("1o 1c 1e 1b 2o", "Co Cc 9e Ce 3o", "So Sc Se Sb 3c")
    g = position(rows, stock="Rc 4o")
    play(g, REVEAL)
    assert g.outcome() is None
    play(g, discard("9e"))
    assert move("1o", 1, 2) in g.legal_actions(0)  # the only empty cell is the 9's
    play(g, move("1o", 1, 2))
    assert g.grid[7] == parse("1o") and g.grid[0] is None
    play(g, place("Rc", 0, 0))
    assert g.outcome() is None


def test_example_7_pair_two_grid_cards_to_make_room_for_the_pending_card():
    """7.7 test 7 (N9-3's example): full grid, no 7 for 2c, but 4e + 5b pair."""
    rows = ("1o 1c 1e 4e 2o", "Co Cc Ce Cb 5b", "So Sc Se Sb 3c")
    g = position(rows, stock="2c 6o")
    play(g, REVEAL)
    assert g.outcome() is None
    play(g, pair("4e", cell(1, 4)))
    play(g, place("2c", 1, 4))
    assert g.outcome() is None and g.grid[9] == parse("2c")


def test_example_8_a_pending_9_grants_the_move_and_a_move_not_made_is_lost():
    """7.7 test 8: discarding the pending 9 grants a move; without one, nothing is kept."""
    g = position(("3o . . . .", "", ""), stock="9o 9c 4o")
    play(g, REVEAL)
    play(g, discard("9o"))
    assert g.pending is None and g.removed[-1] == parse("9o")
    assert move("3o", 2, 2) in g.legal_actions(0)
    play(g, NO_MOVE)
    assert g.legal_actions(0) == [REVEAL]  # the move declined is not kept for later
    play(g, REVEAL)  # the 9c pending: its own discard grants a new move
    play(g, discard("9c"))
    play(g, move("3o", 2, 2))
    assert g.grid[12] == parse("3o")


def test_nothing_pending_is_never_a_loss():
    """N9-6: with cards in the stock and nothing pending, Reveal is always there."""
    rows = ("1o 1c 1e 1b 2o", "Co Cc Ce Cb 3o", "So Sc Se Sb 3c")
    g = position(rows, stock="5o")
    assert g.outcome() is None and g.legal_actions(0) == [REVEAL]


def test_the_loss_removes_nothing_and_reports_the_pending_card():
    g = position(("1o 1c 1e 1b 2o", "", ""), stock="Rc")
    events = play(g, REVEAL)
    lost = [e for e in events if isinstance(e, Announced) and e.kind == LOST][0]
    assert lost.data["pending"] == "Rc" and g.outcome().reason == "pending_stuck"
    with pytest.raises(IllegalAction, match="over"):
        play(g, place("Rc", 1, 4))
