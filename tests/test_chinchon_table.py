"""Chinchón at the table (RULES.md 8), as a player meets it: drawing from either pile and
discarding by mouse or keys; the hand kept in the player's order, rearranged by a drag and
sorted by its groups, its groups marked with what is left over; a close made by laying the
card kept back on its place, the groups chosen where the rules give a choice; signed scores,
eliminations and each round's hands with what they cost."""

from __future__ import annotations

import pygame
import pytest
from gestures import by_keys, by_mouse
from test_chinchon import rig
from test_visibility import check_table, position
from uihelpers import drain, make_app, post_key, post_mouse

from naipes_pg import i18n
from naipes_pg.cards import SPANISH_40, Card, parse, parse_many
from naipes_pg.rules.base import Close, Draw, PlayCard
from naipes_pg.rules.events import Announced, HandOver, Moved, Shuffled
from naipes_pg.rules.registry import new_game
from naipes_pg.ui.match import Match, MatchSetup, SeatSetup
from naipes_pg.ui.table.layouts import layout_for
from naipes_pg.ui.table.scene import TableScene
from naipes_pg.ui.table.telling import Teller, Who


@pytest.fixture(autouse=True)
def spanish():
    i18n.set_language("es")
    yield
    i18n.set_language("es")


def deck(mine: str, rival: str, discard: str, stock: str = "") -> list[Card]:
    """A deck dealing seat 0 (the eldest) ``mine`` and seat 1 ``rival`` in blocks of 3, 3
    and 1, then ``discard`` face up and ``stock`` on top of the stock."""
    a, b = parse_many(mine), parse_many(rival)
    top = a[:3] + b[:3] + a[3:6] + b[3:6] + a[6:] + b[6:] + parse_many(discard) \
        + parse_many(stock)
    return top + [card for card in SPANISH_40 if card not in top]


def table_with(app, mine: str, rival: str, discard: str, stock: str = "",
               players: int = 2) -> TableScene:
    seats = [SeatSetup("human", "Ana")] + [SeatSetup("computer", "Ordenador", "greedy")]
    game = new_game("chinchon", {"players": players}, 1,
                    decks=[deck(mine, rival, discard, stock)] * 3, first_dealer=1)
    table = TableScene(app, Match(MatchSetup("chinchon", {"players": players}, None, 1, seats),
                                  game))
    app.stack.push(table)
    drain(table)
    return table


def settle(app, table, frames: int = 60) -> None:
    for _ in range(frames):
        app.frame(1 / 60)
    drain(table)


def hand(table) -> list[str]:
    return [str(sprite.card) for sprite in table.piles["hand:0"]]


MINE = "4c 1e 5c 7b 2e 6c 3e"  # a run of cups and a run of swords, mixed up, and 7 of clubs
RIVAL = "1o 2o 5b 6o Rb Sb Ce"


def test_a_drawn_card_goes_last_and_the_players_order_is_kept(tmp_path):
    app = make_app(tmp_path)
    table = table_with(app, MINE, RIVAL, "Rc", "7c")
    table.hand_order.move(table.piles["hand:0"][0], 6)  # 4c to the end
    by_mouse(app, table, Draw("stock"))
    settle(app, table)
    assert hand(table) == ["1e", "5c", "7b", "2e", "6c", "3e", "4c", "7c"]


def test_a_card_dragged_within_the_hand_moves_there(tmp_path):
    app = make_app(tmp_path)
    table = table_with(app, MINE, RIVAL, "Rc")
    settle(app, table)
    cw, ch = table.card_dims
    sprites = table.piles["hand:0"]
    start = sprites[0].rect(cw, ch).center
    end = (sprites[3].rect(cw, ch).centerx + cw // 4, start[1])
    post_mouse("motion", start)
    post_mouse("down", start)
    app.frame(1 / 60)
    for point in ((start[0] + 40, start[1] - 30), end):
        post_mouse("motion", point)
        app.frame(1 / 60)
    post_mouse("up", end)
    settle(app, table)
    assert hand(table) == ["1e", "5c", "7b", "4c", "2e", "6c", "3e"]
    assert table.match.game.history == []  # nothing played


def test_sort_puts_the_groups_first_and_the_marks_say_what_is_left(tmp_path):
    app = make_app(tmp_path)
    table = table_with(app, MINE, RIVAL, "Rc")
    post_key(pygame.K_o)
    settle(app, table)
    assert hand(table) == ["4c", "5c", "6c", "1e", "2e", "3e", "7b"]
    marks = table.layout.hand_marks([parse(c) for c in hand(table)], table.hud.info)
    assert [len(g) for g in marks.groups] == [3, 3]
    assert marks.words == "Te quedan 7"
    table.draw(app.screen)
    assert table.hand_order.button.label == "Ordenar (O)"


def test_shift_and_arrows_move_the_card_the_keyboard_is_on(tmp_path):
    app = make_app(tmp_path)
    table = table_with(app, MINE, RIVAL, "Rc")
    settle(app, table)
    post_key(pygame.K_RIGHT)
    app.frame(1 / 60)
    focused = str(table.input.focused().card)
    before = hand(table).index(focused)
    post_key(pygame.K_RIGHT, pygame.KMOD_SHIFT)
    app.frame(1 / 60)
    assert hand(table).index(focused) == before + 1
    assert table.input.focused().card == parse(focused)  # the focus goes with it


def test_draw_from_the_discard_pile_and_discard_by_keys(tmp_path):
    app = make_app(tmp_path)
    table = table_with(app, MINE, RIVAL, "Rc")
    by_mouse(app, table, Draw("discard"))
    settle(app, table)
    assert "Rc" in hand(table)
    by_keys(app, table, PlayCard(parse("7b"), "discard"))
    assert (0, PlayCard(parse("7b"), "discard")) in table.match.game.history


def test_the_close_s_place_shows_only_when_a_close_may_be_made(tmp_path):
    app = make_app(tmp_path)
    table = table_with(app, MINE, RIVAL, "Rc", "Ro")  # Ro closes nothing
    by_mouse(app, table, Draw("stock"))
    settle(app, table)
    table.draw(app.screen)
    assert not any(w.startswith("Cierra aquí") for w in words_drawn(table))
    assert table.match.game.view(0).info["closes"] == []


def test_a_full_close_is_the_card_kept_back_laid_on_its_place(tmp_path):
    app = make_app(tmp_path)
    table = table_with(app, MINE, RIVAL, "Rc", "7c")  # 7c makes 4c 5c 6c 7c: a full close
    table.draw(app.screen)
    assert not any(w.startswith("Cierra aquí") for w in words_drawn(table))  # not yet
    by_mouse(app, table, Draw("stock"))
    settle(app, table)
    table.draw(app.screen)
    assert "Cierra aquí: Cierre (+10)" in words_drawn(table)  # the place says the kind
    close = next(a for a in table.match.game.legal_actions(0)
                 if isinstance(a, Close) and a.card == parse("7b"))
    assert close.target == "closed"
    by_mouse(app, table, close)
    settle(app, table, 10)
    game = table.match.game
    assert game.results and game.results[-1]["kind"] == "full" and game.scores[0] == 10


def words_drawn(table) -> list[str]:
    return [what[1] for _rect, what in table.painter.items if what[0] == "text"]


def test_the_layout_signs_scores_and_says_who_is_out():
    layout = layout_for("chinchon")
    info = {"scores": [12, -7, -51], "out": [False, False, True]}
    assert layout.seat_lines(0, info) == ["+12 puntos"]
    assert layout.seat_lines(1, info) == ["−7 puntos"]
    assert layout.seat_lines(2, info) == ["−51 · eliminado"]


def test_the_rounds_result_shows_each_hand_and_what_it_cost():
    layout = layout_for("chinchon")
    result = {"closer": 0, "kind": "remainder", "points": [-2, -17], "scores": [-2, -17],
              "melds": [["4c", "5c", "6c", "7c"], ["1e", "2e", "3e"]], "rest": ["2b"],
              "layoffs": [[1, "7c", 0]],
              "arrangements": {"1": {"groups": [["Ro", "Rb", "Re"]], "leftover": ["5b", "7o"]}}}
    event = HandOver(0, (), result)
    title, rows = layout.hand_result(event, ["Ana", "Luis"].__getitem__, 2)
    assert title == "Ana: Cierre con resto"
    assert rows[0] == ["", "Ana", "Luis"]
    assert rows[1][2] == "12o 12b 12e"
    assert rows[2] == ["Cartas sin ligar", "2b", "5b 7o · soltó 7c"]
    i18n.set_language("en")
    assert layout.hand_result(event, ["Ana", "Luis"].__getitem__, 2)[1][1][2] == "12Co 12Cl 12Sw"
    assert rows[3] == ["Puntos de la ronda", "−2", "−17"]


def test_the_layoffs_the_rules_preselect_are_lit_and_one_key_lays_them_off(tmp_path):
    """RULES 8 test 4 at the table: the closer shows 4c 5c 6c + 7o 7e 7b + 2o; Ana holds 3c
    and 7c, pre-selected for the run and the trío; S lays off each in turn [CH-5]."""
    app = make_app(tmp_path)
    game = new_game("chinchon", {"players": 2}, 1, first_dealer=0)
    rig(game, {0: "3c 7c 1e 2e Sb Cb Rb", 1: "4c 5c 6c 7o 7e 7b 2o"}, turn=1, stock_top="Rc")
    game.round_turns = 2
    seats = [SeatSetup("human", "Ana"), SeatSetup("computer", "Ordenador", "greedy")]
    table = TableScene(app, Match(MatchSetup("chinchon", {"players": 2}, None, 1, seats), game))
    app.stack.push(table)
    drain(table)
    table.queue(game.apply(1, Draw("stock")))
    close = next(a for a in game.legal_actions(1) if isinstance(a, Close))
    table.queue(game.apply(1, close))
    drain(table)
    assert table.hud.info["preselected"] == [["3c", "meld:0"], ["7c", "meld:1"]]
    assert "preselected" not in game.view(1).info  # the closer does not read Ana's choice
    table.draw(app.screen)
    assert table.hand_order.take_button.label == "Soltar las elegidas (S)"
    for _ in range(2):
        post_key(pygame.K_s)
        settle(app, table, 5)
    assert game.results[-1]["layoffs"] == [[0, "3c", 0], [0, "7c", 1]]


def test_a_player_out_is_greyed_and_how_the_match_ended_is_said():
    layout = layout_for("chinchon")
    assert layout.seat_out(2, {"out": [False, False, True]})
    assert not layout.seat_out(0, {"out": [False, False, True]})
    assert "2000" in layout.end_words("turn_limit")
    assert "en el acto" in layout.end_words("chinchon")  # a winner below the other's score
    assert "+50" in layout.end_words("fifty")
    assert "−50" in layout.end_words("last_standing") and "−50" in layout.end_words("all_out")


def test_a_renewed_stock_is_said_and_a_close_says_its_kind():
    layout = layout_for("chinchon")
    teller = Teller(Who(("Ana", "Luis"), 0), 2, layout.seat_zone)
    under = tuple(parse_many("1o 2o 3o"))
    told = layout.tell([Moved(under, "discard", "stock", "bottom", "top"), Shuffled("stock"),
                        Moved((parse("4c"),), "stock", "hand:0", seat=0)], teller)
    assert told[0].said.msgid.startswith("The stock ran out")
    assert layout.move_motion("discard", "stock")[0] == "shuffle"
    banner = layout.banner_words(Announced("cierre", 1, {"kind": "remainder"}),
                                 Who(("Ana", "Luis"), 0))
    assert banner == "Luis: Cierre con resto"


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", [(640, 480), (1024, 600), (1280, 800)])
def test_every_card_and_word_can_be_read_even_at_the_smallest_window(tmp_path, players, size):
    for moves in (0, 9, 40):
        app, table = position(tmp_path, "chinchon", None, players, moves, moves)
        problems = check_table(table, app, size, words=True)
        assert not problems, problems[:5]



def test_a_chinchons_result_shows_the_seven_cards_from_the_table():
    """The round's figures keep no groups for a chinchón: the result reads them where they
    lie, in the closer's group."""
    layout = layout_for("chinchon")
    result = {"closer": 0, "kind": "chinchon", "points": [0, 0], "scores": [0, 0]}
    seven = parse_many("1c 2c 3c 4c 5c 6c 7c")
    event = HandOver(0, (0,), result, piles={"meld:0": seven, "meld:1": []})
    title, rows = layout.hand_result(event, ["Ana", "Luis"].__getitem__, 2)
    assert title == "Ana: ¡Chinchón!"
    assert rows[1][1] == "1c 2c 3c 4c 5c 6c 7c"


def test_a_close_shown_several_ways_lets_the_player_pick_by_its_remainder(tmp_path):
    """RULES 8 test 14 (comodín) at the table: 1o 2o 4o 2c 3c 4c 4e and the King drawn; the
    King laid on the closing place offers each way to show the others, said by its
    remainder, and the one picked is the close made [CH-11]."""
    app = make_app(tmp_path)
    options = {"players": 2, "comodin": True}
    game = new_game("chinchon", options, 1, first_dealer=1)
    rig(game, {0: "1o 2o 4o 2c 3c 4c 4e", 1: "1e 2e 3e 4b 5b 6b Ro"}, turn=0, stock_top="Rb")
    game.round_turns = 2
    seats = [SeatSetup("human", "Ana"), SeatSetup("computer", "Ordenador", "greedy")]
    table = TableScene(app, Match(MatchSetup("chinchon", options, None, 1, seats), game))
    app.stack.push(table)
    drain(table)
    by_mouse(app, table, Draw("stock"))
    settle(app, table)
    closes = [a for a in game.legal_actions(0) if isinstance(a, Close) and a.card == parse("Rb")]
    assert len(closes) > 1
    by_mouse(app, table, closes[0])
    said = set()
    for _ in closes:
        said.add(table.input.prompt())
        post_key(pygame.K_RIGHT)
        app.frame(1 / 60)
    assert len(said) == len(closes)
    assert any("resto: 3 de copas (−3)" in words for words in said)
    assert any("resto: 2 de oros (−2)" in words for words in said)
    while "3 de copas" not in table.input.prompt():
        post_key(pygame.K_RIGHT)
        app.frame(1 / 60)
    post_key(pygame.K_RETURN)
    app.frame(1 / 60)
    made = [act for seat, act in game.history if isinstance(act, Close)]
    assert len(made) == 1 and made[0].groups[-1] == parse("3c")


def test_the_closers_groups_belong_to_nobody_so_a_close_gives_no_one_cards():
    layout = layout_for("chinchon")
    assert layout.zone_owner("meld:1", 3) is None
    assert layout.zone_owner("hand:1", 3) == 1
    teller = Teller(Who(("Ana", "Luis", "Eva"), 0), 3, layout.seat_zone,
                    layout.score_reasons(), layout.zone_owner)
    told = teller.by_kind([Moved(tuple(parse_many("5o 5c 5b 5e")), "hand:0", "meld:1", seat=0)])
    assert not any("Luis" in str(t.said.params) for t in told)


def test_each_persons_order_survives_the_hot_seat_curtain(tmp_path):
    """Two people at one screen: the table hides the hands and shows the next person's at
    each hand-over; each finds his hand as he left it."""
    app = make_app(tmp_path)
    seats = [SeatSetup("human", "Ana"), SeatSetup("human", "Luis")]
    app.start_match(MatchSetup("chinchon", {"players": 2}, None, 1, seats))
    table = next(scene for scene in app.stack.scenes if isinstance(scene, TableScene))

    def sit_down(seat: int) -> None:
        for frame in range(600):
            app.frame(1 / 60)
            if type(app.stack.top).__name__ == "CurtainScene" and frame % 20 == 19:
                post_key(pygame.K_RETURN)  # once the curtain has been seen a moment
            elif table.viewer == seat and not table.busy():
                return
        raise AssertionError((seat, table.viewer, type(app.stack.top).__name__, table.busy()))

    game = table.match.game

    def own() -> list[str]:
        return [str(sprite.card) for sprite in table.piles[f"hand:{table.viewer}"]]

    def draw_and_throw_it() -> None:
        by_mouse(app, table, Draw("stock"))
        settle(app, table, 30)
        by_mouse(app, table, PlayCard(table.piles[f"hand:{table.viewer}"][-1].card, "discard"))

    first = game.actors()[0]
    sit_down(first)
    table.hand_order.move(table.piles[f"hand:{first}"][0], 6)
    mine = own()
    draw_and_throw_it()
    sit_down(1 - first)
    draw_and_throw_it()
    sit_down(first)
    assert own() == mine



@pytest.mark.parametrize("source", ["stock", "discard"])
def test_a_click_on_a_pile_draws_from_it(tmp_path, source):
    app = make_app(tmp_path)
    table = table_with(app, MINE, RIVAL, "Rc", "7c")
    settle(app, table, 30)
    assert table.input.reach.places()[source] == Draw(source)
    point = table.input.reach.place_rect(source).center
    post_mouse("motion", point)
    post_mouse("down", point)
    post_mouse("up", point)
    app.frame(1 / 60)
    assert table.match.game.history[0] == (0, Draw(source))
    assert ("7c" if source == "stock" else "Rc") in hand(table)
