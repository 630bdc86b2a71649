"""Cinquillo at the table (RULES.md 5), as a player meets it: each card of a row lies at the
place of its rank, so the 5s stand in one column; the cards that may not be played are
dimmed; Paso (P) is a button only when nothing can be played, and Terminar turno (T) after a
1 or a Rey con doble turno; con pago the chips stand beside the hands and the pot beside the
rows."""

from __future__ import annotations

import pygame
import pytest
from uihelpers import act, drain, labels, make_app, post_key

from naipes_pg import i18n
from naipes_pg.cards import parse, parse_many
from naipes_pg.rules.base import Call, PlayCard
from naipes_pg.rules.cinquillo import ROWS, Cinquillo
from naipes_pg.ui.match import Match, MatchSetup, SeatSetup
from naipes_pg.ui.table.scene import TableScene

PASO = Call("paso")


@pytest.fixture(autouse=True)
def spanish():
    i18n.set_language("es")
    yield
    i18n.set_language("es")


def ci_table(app, options: dict | None = None, seed: int = 1) -> TableScene:
    """Ana (a person, seat 0) against a computer, the deal's opening played."""
    options = {"players": 2, **(options or {})}
    seats = [SeatSetup("human", "Ana"), SeatSetup("computer", "Bea", "greedy")]
    table = TableScene(app, Match(MatchSetup("cinquillo", options, None, seed, seats)))
    app.stack.push(table)
    drain(table)
    return table


def arranged(table: TableScene, rows: str, mine: str, theirs: str) -> Cinquillo:
    """The rows and both hands set by hand, Ana to play, the table brought in line."""
    game = table.match.game
    assert isinstance(game, Cinquillo)
    game.hands = [parse_many(mine), parse_many(theirs)]
    laid: dict[str, list] = {suit: [] for suit in "oceb"}
    for card in parse_many(rows):  # each row written from its lowest card
        laid[card.suit].append(card)
    game.set_rows(laid)
    game.turn, game.again = 0, False
    table.reconcile()
    drain(table)
    return game


def spot(table: TableScene, card: str) -> tuple[float, float]:
    sprite = next(s for pile in table.piles.values() for s in pile if s.card == parse(card))
    return sprite.x, sprite.y


def test_each_card_lies_at_the_place_of_its_rank_the_5s_in_one_column(tmp_path):
    table = ci_table(make_app(tmp_path))
    arranged(table, "3o 4o 5o 6o 5c 6c 7c Sc 5e", "1c 2c", "Rb 1b")
    fives = {spot(table, f"5{suit}")[0] for suit in "oce"}
    assert len(fives) == 1  # one column
    step = spot(table, "6o")[0] - spot(table, "5o")[0]
    assert step > 0 and spot(table, "3o")[0] == pytest.approx(spot(table, "5o")[0] - 2 * step)
    assert spot(table, "Sc")[0] == pytest.approx(spot(table, "5c")[0] + 3 * step)  # 7 → S
    assert spot(table, "5o")[1] < spot(table, "5c")[1] < spot(table, "5e")[1]  # a row a suit


def test_paso_is_a_button_with_its_key_only_when_nothing_can_be_played(tmp_path):
    app = make_app(tmp_path)
    table = ci_table(app)
    arranged(table, "5o", "6o 1c", "1e 2e")
    assert "Paso (P)" not in labels(table)
    arranged(table, "5o", "1c 2c", "6o 1e")
    assert labels(table) == ["Paso (P)"]
    post_key(pygame.K_p)
    for _ in range(30):
        app.frame(1 / 60)
    assert (0, PASO) in table.match.game.history


def test_the_cards_that_may_not_be_played_are_dimmed(tmp_path):
    table = ci_table(make_app(tmp_path))
    arranged(table, "5o", "6o 1c 2c", "1e 2e")
    table.draw(pygame.Surface(table.app.size))
    dimmed = {sprite.card for sprite in table.movable._dimmed}
    assert dimmed == set(parse_many("1c 2c"))


def test_doble_turno_offers_terminar_turno_with_its_key(tmp_path):
    table = ci_table(make_app(tmp_path), {"doble_turno": True})
    arranged(table, "5o 5b 6b 7b Sb Cb", "Rb 4o 1c", "1o 2c")
    act(table, 0, PlayCard(parse("Rb"), "row:b"))
    assert labels(table) == ["Terminar turno (T)"]


def test_con_pago_chips_beside_each_hand_and_the_pot_beside_the_rows(tmp_path):
    table = ci_table(make_app(tmp_path), {"pago": True})
    arranged(table, "5o", "1c 2c", "6o 1e")
    act(table, 0, PASO)
    stacks = {s.key: s for s in table.layout.chip_stacks(table.app.size, table.boxes,
                                                           table.hud.info)}
    assert stacks["pot"].count == 1 and stacks["chips:0"].count == 9
    rows = table.boxes["row:o"].rect
    assert stacks["pot"].rect.left > rows.right
    assert stacks["chips:0"].rect.centery > rows.bottom  # down by Ana's own hand


def test_a_card_that_cannot_go_is_refused_with_its_row_s_reason(tmp_path):
    table = ci_table(make_app(tmp_path))
    arranged(table, "5o 4o", "2o 6o 1c", "1e 2e")
    refused: list[str] = []
    table.refuse = refused.append  # type: ignore[method-assign]
    table.input._explain(parse("2o"))
    table.input._explain(parse("1c"))
    assert refused == ["2 de oros tiene que ir junto a un extremo de su fila.",
                       "Esa fila aún no está abierta: se abre con su 5."]


def test_a_match_ended_by_the_chips_counts_its_final_figures_in_chips():
    """Con pago y puntaje: ended at the deal limit (or one player left with chips) the final
    figures are the chips, and say so; ended at 20 points, the points."""
    from naipes_pg.ui.table.layouts import layout_for

    layout = layout_for("cinquillo")
    layout.use_options({"pago": True, "puntaje": True})
    assert layout.ending_unit("deal_limit") == "Chips" == layout.ending_unit("chips")
    assert layout.ending_unit("points") == "Points" == layout.score_unit()
    layout.use_options({"pago": False, "puntaje": True})
    assert layout.ending_unit("points") == "Points"


def test_a_card_picked_up_lights_the_spot_of_its_rank_not_the_whole_row(tmp_path):
    """The 4 of oros beside the 5 already laid, and the 5 of bastos at the fifth place of its
    empty row, which shows where a row opens."""
    table = ci_table(make_app(tmp_path))
    arranged(table, "5o 6o", "4o 5b 1c", "Rb 1e")
    cw = table.card_dims[0]
    oros, bastos = table.boxes[ROWS["o"]].rect, table.boxes[ROWS["b"]].rect
    step = spot(table, "6o")[0] - spot(table, "5o")[0]
    marks = table.input.marks
    four = marks.lit_rects([ROWS["o"]], parse("4o"))[0]
    assert four.width < 2 * cw < oros.width  # a card's spot, not the row
    assert four.centerx == pytest.approx(spot(table, "5o")[0] - step, abs=2)
    assert four.centery == pytest.approx(oros.centery, abs=2)
    five = marks.lit_rects([ROWS["b"]], parse("5b"))[0]
    assert five.width < 2 * cw
    assert five.centerx == pytest.approx(spot(table, "5o")[0], abs=2)  # the fives' column
    assert five.centery == pytest.approx(bastos.centery, abs=2)
    assert marks.lit_rects([ROWS["o"]])[0].width >= oros.width  # no card in hand: the row
