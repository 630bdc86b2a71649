"""Siete y Media at the table (RULES.md 12), as a player meets it: Pedir and Plantarse (and No
descartar) are buttons with keys; each player's top card carries the total the viewer may
know, his own exactly and the others' with their hidden first card as "?"; a bust is said at
once in the player's bubble; the round's result says how the house ended; the raise is the
table's amount stepper, by keys and by mouse; up to seven places lie inside the smallest
window; hot-seat, each person sees his own first card only after his curtain."""

from __future__ import annotations

import pygame
import pytest
from test_hotseat import kind, until_curtain
from uihelpers import act, drain, labels, make_app, post_key, post_mouse

from naipes_pg import i18n
from naipes_pg.cards import SPANISH_40, Card, parse
from naipes_pg.rules.base import Bet, Call
from naipes_pg.rules.events import HandOver
from naipes_pg.rules.registry import new_game
from naipes_pg.ui.match import Match, MatchSetup, SeatSetup
from naipes_pg.ui.table.chips import ChipStack, slides
from naipes_pg.ui.table.layouts.siete_y_media import SieteYMediaLayout, known_total, points
from naipes_pg.ui.table.scene import TableScene
from naipes_pg.ui.table.stepper import CONFIRM, MORE, Stepper, amount_actions

PEDIR, PLANTARSE = Call("pedir"), Call("plantarse")


@pytest.fixture(autouse=True)
def spanish():
    i18n.set_language("es")
    yield
    i18n.set_language("es")


def deck(top: str) -> list[Card]:
    """A deck dealt from ``top`` (the players' first cards in seat order, the house's, then
    every card taken, in order), the other cards after them."""
    first = [parse(text) for text in top.split()]
    return first + [card for card in SPANISH_40 if card not in first]


def sm_table(app, top: str, seats: list[SeatSetup] | None = None,
             options: dict | None = None) -> TableScene:
    """Ana (a person, seat 0) and the computer players of ``seats``, dealt from ``top``."""
    seats = seats or [SeatSetup("human", "Ana")]
    options = {"players": len(seats), **(options or {})}
    game = new_game("siete-y-media", options, 1, decks=[deck(top)] * 10)
    table = TableScene(app, Match(MatchSetup("siete-y-media", options, None, 1, seats), game))
    app.stack.push(table)
    drain(table)
    return table






def settle(app, frames: int = 90) -> None:
    for _ in range(frames):
        app.frame(1 / 60)


def tags(table: TableScene) -> dict[str, str]:
    """The totals on the top cards, by zone, as the table shows them now."""
    lying = {zone: [sprite.card for sprite in pile] for zone, pile in table.piles.items()}
    return {mark.zone: mark.words for mark in table.layout.card_marks(table.hud.info, lying)}


def test_totals_are_written_as_players_write_them():
    assert [points(n) for n in (15, 11, 14, 1, 0)] == ["7½", "5½", "7", "½", "0"]
    assert known_total([parse("7o"), parse("So")]) == "7½"
    assert known_total([None, parse("3c"), parse("Rb")]) == "? + 3½"
    assert known_total([None]) == ""  # nothing known: no tag


def test_pedir_and_plantarse_are_buttons_with_keys(tmp_path):
    app = make_app(tmp_path)
    table = sm_table(app, "4o 2c 1b 3e")
    assert labels(table) == ["Pedir carta (P)", "Plantarse (M)"]
    settle(app)
    post_key(pygame.K_p)
    settle(app)
    assert table.match.game.shown[0] == [parse("1b")]
    post_key(pygame.K_m)
    settle(app)
    assert table.match.game.history[-1] == (0, PLANTARSE)


def test_the_discard_s_keep_all_is_a_button_with_its_key(tmp_path):
    table = sm_table(make_app(tmp_path), "4o 2c 1b 3e", options={"descarte": True})
    act(table, 0, PEDIR)
    act(table, 0, PLANTARSE)
    assert labels(table) == ["No descartar (N)"]


def test_each_top_card_carries_the_total_its_viewer_may_know(tmp_path):
    seats = [SeatSetup("human", "Ana"), SeatSetup("computer", "Bea", "greedy")]
    table = sm_table(make_app(tmp_path), "7o 3c 2b So 2e", seats)
    assert tags(table) == {"hand:0": "7", "house": "2"}  # Bea's first card is hers alone
    act(table, 0, PEDIR)
    act(table, 0, PLANTARSE)
    act(table, 1, PEDIR)
    assert tags(table) == {"shown:0": "7½", "shown:1": "? + 2", "house": "2"}


def test_a_bust_is_said_at_once_in_the_players_bubble(tmp_path):
    seats = [SeatSetup("human", "Ana"), SeatSetup("computer", "Bea", "greedy")]
    table = sm_table(make_app(tmp_path), "7o 3c 2b 5e", seats)
    act(table, 0, PEDIR)
    table.draw(pygame.Surface(table.app.size))
    said = [what[1] for _rect, what in table.painter.items if what[0] == "bubble"]
    assert said == ["¡Me paso!"]
    assert table.layout.seat_lines(0, table.hud.info) == ["Se pasa"]
    assert tags(table)["shown:0"] == "12"


def test_a_bubble_keeps_off_the_names_and_the_buttons(tmp_path):
    """Three at the table, the raise asked of Ana: whatever each says, his bubble lies on no
    seat's name and no button (the left player's ¡Me planto! once hid the stepper's −)."""
    seats = [SeatSetup("human", "Ana"), SeatSetup("human", "Bea"), SeatSetup("human", "Cris")]
    app = make_app(tmp_path)
    table = sm_table(app, "4o 2c 3b 1e", seats, options={"apuestas": True})
    for seat in range(3):
        act(table, seat, PLANTARSE)
    table.viewer = 0
    settle(app)
    table.draw(pygame.Surface(app.size))
    buttons = [button.rect for button, _act in table.input.buttons]
    assert any(act == CONFIRM for _b, act in table.input.buttons)
    names = [table.hud.seat_anchor(seat, app.size) for seat in range(3)]
    for seat in range(3):
        table.stage.say(seat, "¡Me planto!")
    places = table.stage.bubble_places(app.size, app.k)
    assert len(places) == 3
    for _words, _image, at in places:
        assert at.collidelist(buttons) < 0 and at.collidelist(names) < 0, at


@pytest.mark.parametrize("house,title", [(11, "La banca se planta con 5½"),
                                          (17, "¡La banca se pasa!")])
def test_the_round_s_result_says_how_the_house_ended(house, title):
    layout = SieteYMediaLayout()
    results = {"house_total": house, "totals": [15, None], "outcomes": ["win", None]}
    event = HandOver(0, (0,), results)
    said, rows = layout.hand_result(event, ["Ana", "Bea"].__getitem__, 2)
    assert said == title
    assert rows == [["", "Ana"], ["Puntos", "7½"], ["Resultado", "Gana"]]


# -- the amount stepper ------------------------------------------------------------------------


def bet_table(tmp_path) -> TableScene:
    """Con apuestas, Ana alone, standing on 4: her raise is asked."""
    app = make_app(tmp_path)
    table = sm_table(app, "4o 2c 3b 1e", options={"apuestas": True})
    act(table, 0, PLANTARSE)
    settle(app)
    assert table.match.game.stage == "bet"
    return table


def test_a_raise_is_one_stepper_not_a_button_per_amount(tmp_path):
    table = bet_table(tmp_path)
    assert labels(table) == ["−", "+", "Mantener la apuesta"]


def test_the_stepper_steps_with_the_arrows_and_raises_with_enter(tmp_path):
    table = bet_table(tmp_path)
    app = table.app
    for key in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_LEFT):
        post_key(key)
        settle(app, 2)
    assert labels(table)[-1] == "Subir 2"
    post_key(pygame.K_RETURN)
    settle(app)
    assert (0, Bet(2)) in table.match.game.history


def test_the_stepper_steps_and_raises_by_mouse(tmp_path):
    table = bet_table(tmp_path)
    app = table.app

    def press(label: str) -> None:
        labels(table)
        rect = next(b.rect for b, _a in table.input.buttons if b.label.startswith(label))
        post_mouse("down", rect.center)
        post_mouse("up", rect.center)
        settle(app, 2)

    press("+")
    press("+")
    press("+")
    press("−")
    press("Subir")
    settle(app)
    assert (0, Bet(2)) in table.match.game.history


def test_the_stepper_holds_at_the_least_and_the_most_amount(tmp_path):
    table = bet_table(tmp_path)
    post_key(pygame.K_LEFT)
    settle(table.app, 2)
    assert labels(table)[-1] == "Mantener la apuesta"
    for _ in range(12):
        post_key(pygame.K_RIGHT)
        settle(table.app, 2)
    assert labels(table)[-1] == "Subir 9"  # 10 chips less the ante


# -- hot-seat ----------------------------------------------------------------------------------


def test_hot_seat_each_person_sees_his_own_first_card_only_after_his_curtain(tmp_path):
    """Three people: each hand-over is a curtain, and behind it the new person's first card
    lies face up and the others' face down."""
    app = make_app(tmp_path)
    seats = [SeatSetup("human", name) for name in ("Ana", "Bea", "Cris")]
    options = {"players": 3}
    game = new_game("siete-y-media", options, 1, decks=[deck("4o 5c 6b 2e")] * 10)
    table = TableScene(app, Match(MatchSetup("siete-y-media", options, None, 1, seats), game))
    app.stack.push(table)
    for seat in range(3):
        curtain = until_curtain(app)
        assert table.viewer is None  # nobody's card shows behind the curtain
        app.frame(1.0)
        post_key(pygame.K_RETURN)
        for _ in range(240):
            app.frame(1 / 60)
            if app.stack.top is table and not table.busy():
                break
        assert app.stack.top is table and kind(curtain) == "CurtainScene"
        assert table.viewer == seat
        faces = {s: [sprite.face_up for sprite in table.piles[f"hand:{s}"]] for s in range(3)}
        assert faces == {s: [s == seat] for s in range(3)}
        act(table, seat, PLANTARSE)


def test_only_several_actions_of_one_type_differing_by_amount_make_a_stepper():
    bets = [Bet(n) for n in range(3)]
    assert amount_actions([PLANTARSE, *reversed(bets)]) == bets
    assert amount_actions([Bet(0), PLANTARSE]) == []  # one amount: a plain button
    stepper = Stepper()
    assert stepper.offer([PLANTARSE, *bets]) == [PLANTARSE]
    made: list = []
    stepper.pressed(MORE, made.append)
    stepper.pressed(CONFIRM, made.append)
    assert made == [Bet(1)]
    stepper.offer([Bet(0), Bet(1)])  # other amounts: from the least again
    assert stepper.chosen == Bet(0)


def test_one_player_against_the_house_is_no_solitaire_and_has_no_undo(tmp_path):
    """Undo would show him the next card of the stock and take it back."""
    table = sm_table(make_app(tmp_path), "4o 2c 1b 3e")
    act(table, 0, PEDIR)
    assert not table.match.solo and not table.match.can_undo()


# -- chips -------------------------------------------------------------------------------------


def stack(key: str, x: int, count: int | None) -> ChipStack:
    return ChipStack(key, pygame.Rect(x, 0, 10, 10), count)


def test_chips_slide_from_the_stacks_that_lost_them_to_those_that_gained_them():
    bank = stack("bank", 0, None)
    before = {s.key: s for s in (bank, stack("chips:0", 100, 10), stack("bet:0", 200, 0))}
    ante = {s.key: s for s in (bank, stack("chips:0", 100, 9), stack("bet:0", 200, 1))}
    assert [(s.frm[0], s.to[0], s.chips) for s in slides(before, ante)] == [(105, 205, 1)]
    paid = {s.key: s for s in (bank, stack("chips:0", 100, 13), stack("bet:0", 200, 0))}
    moves = [(s.frm[0], s.to[0], s.chips) for s in slides(ante, paid)]
    assert moves == [(205, 105, 1), (5, 105, 3)]  # the bet back, the winnings from the bank
    lost = {s.key: s for s in (bank, stack("chips:0", 100, 9), stack("bet:0", 200, 0))}
    assert [(s.frm[0], s.to[0], s.chips) for s in slides(ante, lost)] == [(205, 5, 1)]


def test_with_bets_each_player_s_chips_and_bet_stand_beside_his_cards(tmp_path):
    seats = [SeatSetup("human", "Ana"), SeatSetup("computer", "Bea", "greedy")]
    table = sm_table(make_app(tmp_path), "4o 2c 3b 1e", seats, {"apuestas": True})
    table.draw(pygame.Surface(table.app.size))
    drawn = {what[1]: what[2] for _rect, what in table.painter.items if what[0] == "chips"}
    assert drawn == {"bank": None, "bet:0": 1, "chips:0": 9, "bet:1": 1, "chips:1": 9}
    plain = sm_table(make_app(tmp_path), "4o 2c 3b 1e", seats)
    plain.draw(pygame.Surface(plain.app.size))
    assert not [what for _rect, what in plain.painter.items if what[0] == "chips"]


def test_the_discard_asks_for_a_card_on_the_discard_pile_and_takes_it_by_keys(tmp_path):
    app = make_app(tmp_path)
    table = sm_table(app, "4o 2c 1b 3e", options={"descarte": True})
    act(table, 0, PEDIR)
    act(table, 0, PLANTARSE)
    assert table.input.prompt() == "Arrastra una carta a tu descarte, o no descartes (N)"
    settle(app)
    post_key(pygame.K_1)  # the first card of his hand: his first card, to his discard pile
    settle(app)
    assert table.match.game.discards[0] == [parse("4o")]


def test_a_match_nobody_won_against_the_house_is_the_house_s(tmp_path):
    from naipes_pg.rules.base import Outcome
    from naipes_pg.ui.table.hud_results import match_summary

    app = make_app(tmp_path)
    table = sm_table(app, "3o 4c", options={"apuestas": True})
    broke = Outcome((), (0.0,), (0,), "chips")
    summary = match_summary(broke, table.match, 0, table.layout)
    assert summary["title"] == "La banca gana la partida"
