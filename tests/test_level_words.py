"""A computer level says how it plays, in the set-up, under its seat's choice: the search's
levels with the deals they try (from the levels' own figures), a game of reflexes with how
fast and sure they are, Siete y Media's own players with their rules of thumb or the exact
odds; in Spanish by default and in English."""

from __future__ import annotations

import pytest
from uihelpers import make_app

from naipes_pg import i18n
from naipes_pg.ai.greedy_siete_y_media import facil
from naipes_pg.ai.greedy_siete_y_media import normal as normal_player
from naipes_pg.ai.ismcts import LEVELS
from naipes_pg.ai.level_words import level_words
from naipes_pg.rules.registry import GAMES, get_spec
from naipes_pg.ui.phrasing import say
from naipes_pg.ui.scenes.setup import SetupScene

SEATED = [g for g in GAMES if get_spec(g).players[1] > 1]  # games with a computer's seat


@pytest.fixture(autouse=True)
def spanish():
    i18n.set_language("es")
    yield
    i18n.set_language("es")


@pytest.mark.parametrize("game_id", SEATED)
def test_every_level_of_every_game_says_how_it_plays_in_both_languages(game_id):
    for level, name in (("facil", "Fácil"), ("normal", "Normal"), ("dificil", "Difícil")):
        words = level_words(game_id, level)
        assert words is not None
        spoken = say(words)
        assert spoken.startswith(name + ": ") and len(spoken) > len(name) + 12
        i18n.set_language("en")
        assert say(words).startswith({"facil": "Easy", "normal": "Normal",
                                      "dificil": "Hard"}[level] + ": ")
        i18n.set_language("es")
    assert level_words(game_id, "greedy") is None  # no level a person can seat


@pytest.mark.parametrize("level", ["facil", "normal", "dificil"])
def test_a_searched_game_says_the_deals_its_level_tries(level):
    for game_id in ("escoba", "truco", "chinchon", "piles"):  # Escoba's race aside: searched
        assert f" {LEVELS[level].iterations} repartos" in say(level_words(game_id, level))


def test_a_game_of_reflexes_says_its_reflexes_and_siete_y_media_its_own_players():
    assert "reacciona" in say(level_words("nervioso", "dificil"))
    assert "reacciona" in say(level_words("granja", "facil"))
    assert "probabilidades exactas" in say(level_words("siete-y-media", "dificil"))


SIETE = [({}, 5, 4), ({"descarte": True}, 5, 6), ({"apuestas": True}, 5, 4),
         ({"apuestas": True, "descarte": True}, 5, 6)]


@pytest.mark.parametrize(("options", "easy", "normal"), SIETE)
def test_siete_y_media_s_players_say_the_total_they_stand_on_and_raise_only_with_bets(
        options, easy, normal):
    stands = [(facil(), easy), (normal_player(), normal)]
    for player, points in stands:  # the words' totals are the ones the players use
        on = player.discarding_on if options.get("descarte") else player.stand_on
        assert on == 2 * points
    words = {lv: say(level_words("siete-y-media", lv, options))
             for lv in ("facil", "normal", "dificil")}
    assert words["facil"].startswith(f"Fácil: se planta con {easy} o más")
    assert words["normal"].startswith(f"Normal: se planta con {normal} o más")
    assert "probabilidades exactas" in words["dificil"]
    bets = bool(options.get("apuestas"))
    assert ("nunca sube" in words["facil"]) == bets
    assert ("sube todas sus fichas" in words["normal"]) == bets
    assert ("en proporción a su ventaja" in words["dificil"]) == bets
    assert level_words("siete-y-media", "greedy", options) is None


def test_the_set_up_says_a_siete_y_media_level_s_raise_once_bets_are_chosen(tmp_path):
    app = make_app(tmp_path)
    scene = SetupScene(app, "siete-y-media")
    app.stack.push(scene)
    while scene.seat_rows[0][0].value != "dificil":
        scene.seat_rows[0][0].step(1)
    assert "sube" not in scene.seat_rows[0][0].hint
    scene.set_option("apuestas", True)
    assert scene.seat_rows[0][0].hint.endswith("y sube en proporción a su ventaja")


def test_a_seat_s_choice_says_how_the_level_it_shows_plays(tmp_path):
    app = make_app(tmp_path)
    scene = SetupScene(app, "escoba")
    app.stack.push(scene)
    seat = scene.seat_rows[1][0]
    assert seat.hint == say(level_words("escoba", seat.value))
    while seat.value != "dificil":
        seat.step(1)
    assert scene.seat_rows[1][0].hint.startswith("Difícil: piensa cada jugada")
    seat = scene.seat_rows[1][0]
    while seat.value != "human":
        seat.step(1)
        seat = scene.seat_rows[1][0]  # a person's seat may rebuild the rows
    assert seat.hint.startswith("Persona: ")


def test_a_level_that_slips_on_purpose_says_how_often():
    assert "en una de cada 2 juega otra al azar" in say(level_words("brisca", "facil"))
    assert "en una de cada 5 juega otra al azar" in say(level_words("brisca", "normal"))
    assert "azar" not in say(level_words("brisca", "dificil"))
