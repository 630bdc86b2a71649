"""The table's hooks for a game of calls and a score on paper (``layout_calls``): by default
they say nothing of a game's own (the generic button, no bubble, the fixed banner, no marks,
no tally); a game that answers them gets buttons in its words with their keys, a call that
stands in its bubble, a banner worded from the event's data, and the score as matchsticks in
squares of five."""

from __future__ import annotations

import pygame
import pytest
from uihelpers import drain, make_app, post_key

from naipes_pg import i18n
from naipes_pg.rules.base import Call
from naipes_pg.rules.events import Announced
from naipes_pg.ui import art, theme
from naipes_pg.ui.match import Match, MatchSetup, SeatSetup
from naipes_pg.ui.table.buttons import button_label, keyed_action
from naipes_pg.ui.table.hud_floats import banner_image
from naipes_pg.ui.table.hud_tally import Tally, draw_tally, square_boxes, squares, tally_at
from naipes_pg.ui.table.layout import Layout
from naipes_pg.ui.table.scene import TableScene
from naipes_pg.ui.table.stage import bubble_image
from naipes_pg.ui.table.telling import Who


@pytest.fixture(autouse=True)
def spanish():
    i18n.set_language("es")
    yield
    i18n.set_language("es")


# -- the defaults ----------------------------------------------------------------------------


def test_by_default_a_layout_says_nothing_of_calls_or_a_tally():
    layout = Layout()
    acts = [Call("b"), Call("a")]
    assert layout.action_words(Call("truco")) is None
    assert layout.action_key(Call("truco")) is None
    assert layout.action_order(acts) == acts  # the rules' order
    assert layout.standing_speech({"stage": "truco_answer", "calls": [[1, "truco"]]}) == {}
    assert layout.banner_words(Announced("envido_values", 0, {"values": [33, 31]}),
                               Who(("Ana", "Luis"))) is None
    assert layout.card_marks({"bazas": [0, None]}, {"played:0": [None]}) == []
    assert layout.tally({"scores": [3, 4], "target": 30}, str, 2) is None
    assert layout.name_of(1) == "2"  # before the table gives the names


def test_a_button_reads_the_action_s_words_by_default_and_has_no_key():
    layout = Layout()
    assert button_label(layout, Call("quiero")) == "¡Quiero!"  # the announcement's words
    assert keyed_action(layout, [Call("quiero")], pygame.K_q) is None


def test_a_banner_by_default_is_the_announcement_s_fixed_text(tmp_path):
    app = make_app(tmp_path)
    table = table_of(app, "ronda-robada")
    table.queue([Announced("mesa_limpia", 1, {})])
    table.director.timeline.update(0.0)
    assert table.director.banner is not None and table.director.banner.text == "¡Mesa limpia!"


# -- a game's own ----------------------------------------------------------------------------


class Spoken(Layout):
    """A game of calls, as a layout adapter answers the hooks."""

    def action_words(self, act):
        return {"quiero": "Quiero", "no_quiero": "No quiero"}.get(act.name)

    def action_key(self, act):
        return {"quiero": "Q", "no_quiero": "N"}.get(act.name)

    def action_order(self, acts):
        return sorted(acts, key=lambda act: act.name != "quiero")


def test_a_button_says_the_game_s_words_with_its_key_and_the_key_makes_it():
    layout = Spoken()
    acts = layout.action_order([Call("no_quiero"), Call("quiero")])
    assert [button_label(layout, act) for act in acts] == ["Quiero (Q)", "No quiero (N)"]
    assert keyed_action(layout, acts, pygame.K_n) == Call("no_quiero")
    assert keyed_action(layout, acts, pygame.K_x) is None


class Tabled(Layout):
    """A game whose buttons need only their words and keys, as two tables."""

    call_words = {"paso": "Pass"}
    call_keys = {"paso": "P"}


def test_a_layout_s_tables_of_words_and_keys_make_its_buttons_in_the_player_s_language():
    layout = Tabled()
    assert button_label(layout, Call("paso")) == "Paso (P)"
    assert keyed_action(layout, [Call("paso")], pygame.K_p) == Call("paso")
    assert layout.action_words(Call("quiero")) is None  # not in its table: the generic words
    assert layout.action_key(Call("quiero")) is None
    assert Layout.call_words == {} and Layout.call_keys == {}  # no table leaks to the others


def test_a_long_call_lies_on_the_bubble_s_white():
    """The bubble is stretched to the words: "¡Quiero vale cuatro!" once ran past its sides
    (the picture, kept to its shape, was narrower than the box asked for)."""
    w, h = 420, 90  # a box far wider than the picture's shape
    bubble = bubble_image(w, h)
    fx, fy, fw, fh = art.BUBBLE_TEXT_BOX
    for u, v in ((0, 0), (1, 0), (0, 1), (1, 1), (0.5, 0.5)):
        x, y = min(w - 1, int((fx + fw * u) * w)), min(h - 1, int((fy + fh * v) * h))
        colour = bubble.get_at((x, y))
        assert colour.a == 255 and min(colour.r, colour.g, colour.b) > 230, (u, v, colour)


# -- the tally -------------------------------------------------------------------------------


@pytest.mark.parametrize("points,parts,expected", [
    (0, 2, [[], []]),
    (1, 2, [[1], []]),
    (5, 2, [[5], []]),
    (7, 2, [[5, 2], []]),
    (15, 2, [[5, 5, 5], []]),
    (16, 2, [[5, 5, 5], [1]]),
    (30, 2, [[5, 5, 5], [5, 5, 5]]),
    (33, 2, [[5, 5, 5], [5, 5, 5]]),  # past the target: the match ended at 30
    (7, 1, [[5, 2]]),
    (16, 1, [[5, 5, 5, 1]]),
])
def test_the_tally_draws_squares_of_five_part_by_part(points, parts, expected):
    assert squares(points, 30, parts) == expected


def test_a_match_to_15_is_one_part_of_three_squares():
    assert squares(15, 15) == [[5, 5, 5]]
    assert squares(12, 15) == [[5, 5, 2]]


def test_the_tally_is_taller_with_its_two_parts_and_as_wide_as_its_names():
    one = tally_at(Tally("A 15", (("Ana", 3), ("Luis", 4)), 15), (0, 0), 16, 1.0)
    two = tally_at(Tally("A 30", (("Ana", 3), ("Luis", 4)), 30, ("Malas", "Buenas")),
                   (0, 0), 16, 1.0)
    long = tally_at(Tally("A 30", (("Ana", 3), ("Ordenador Difícil", 4)), 30,
                          ("Malas", "Buenas")), (0, 0), 16, 1.0)
    assert two.rect.height > one.rect.height
    assert long.rect.width > two.rect.width


def test_the_tally_draws_a_stick_for_each_point(tmp_path):
    """Seven points: a square (four sides and the diagonal), then two sticks (its left side
    and its top); the rival's nothing. Read from the pixels drawn."""
    make_app(tmp_path)
    laid = tally_at(Tally("A 30", (("Ana", 7), ("Luis", 0)), 30, ("Malas", "Buenas")),
                    (0, 0), 16, 1.0)
    surface = pygame.Surface(laid.rect.size)
    surface.fill((0, 0, 0))
    draw_tally(surface, laid, 1.0)
    boxes = square_boxes(laid)

    def inked(box, side: str) -> bool:
        x, y = {"left": (box.left, box.centery), "top": (box.centerx, box.top),
                "right": (box.right - 1, box.centery), "bottom": (box.centerx, box.bottom - 1),
                "diagonal": box.center}[side]
        return any(surface.get_at((x + dx, y + dy))[:3] == theme.INK
                   for dx in (-1, 0, 1) for dy in (-1, 0, 1))

    sides = ("left", "top", "right", "bottom", "diagonal")
    assert [inked(boxes[0, 0, 0], side) for side in sides] == [True] * 5
    assert [inked(boxes[0, 0, 1], side) for side in sides] == [True, True, False, False, False]
    assert not any(inked(boxes[0, 0, 2], side) for side in sides)
    assert not any(inked(boxes[1, n, i], side) for n in (0, 1) for i in range(3)
                   for side in sides)


# -- on a table ------------------------------------------------------------------------------


def table_of(app, game_id: str, seed: int = 1) -> TableScene:
    seats = [SeatSetup("human", "Ana"), SeatSetup("computer", "Ordenador", "random")]
    table = TableScene(app, Match(MatchSetup(game_id, {}, None, seed, seats)))
    app.stack.push(table)
    drain(table)
    return table


def test_a_game_s_button_key_makes_its_action(tmp_path, monkeypatch):
    app = make_app(tmp_path)
    table = table_of(app, "ronda-robada")
    made = []
    monkeypatch.setattr(table, "layout", Spoken())
    monkeypatch.setattr(table, "legal_for_viewer", lambda: [Call("no_quiero"), Call("quiero")])
    monkeypatch.setattr(table, "human_act", lambda act: made.append(act) or True)
    for _ in range(60):
        app.frame(1 / 60)  # drawn, and in view a moment: keys may act
    assert [b.label for b, _act in table.input.buttons] == ["Quiero (Q)", "No quiero (N)"]
    post_key(pygame.K_n)
    app.frame(1 / 60)
    assert made == [Call("no_quiero")]


def test_a_banner_s_second_line_says_more_under_the_first(tmp_path):
    """A banner worded from its data may say how a figure was counted, in a smaller line."""
    make_app(tmp_path)
    one = banner_image("Falta envido: 27 a 30 — gana Luis", 1.0)
    two = banner_image("Falta envido: 27 a 30 — gana Luis\nA Ana le faltan 12 para 15", 1.0)
    assert two.get_width() == one.get_width()  # the first line is the widest
    assert one.get_height() < two.get_height() < 2 * one.get_height()
