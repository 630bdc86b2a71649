"""Nothing lost: each game's match in progress is saved after every action and resumes exactly;
starting another game keeps it; a damaged save is moved aside (never deleted) and the player is
told, in his language, long enough to read it."""

from __future__ import annotations

import json
import re

import pygame
import pytest
from uihelpers import make_app, post_key

from naipes_pg import store
from naipes_pg.rules.record import state_digest
from naipes_pg.ui.match import MatchSetup, SeatSetup, saver
from naipes_pg.ui.table.scene import TableScene

ENGLISH = re.compile(r"\b(the|action|cannot|could|replayed|saved|was)\b", re.IGNORECASE)


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Files under ``tmp_path``; what an earlier test found damaged is not this test's."""
    monkeypatch.setenv("NAIPES_HOME", str(tmp_path))
    store.take_damaged()


def started(app, seed=8, game_id="ronda-robada"):
    seats = [SeatSetup("human", "Ana"), SeatSetup("computer", "Bot", "greedy")]
    app.start_match(MatchSetup(game_id, {}, None, seed, seats))
    table = app.stack.top
    assert isinstance(table, TableScene)
    return table


def play(table, moves):
    game = table.match.game
    for _ in range(moves):
        seat = game.actors()[0]
        table.perform(seat, game.legal_actions(seat)[0])
    saver().flush()


def saved_one_move(tmp_path, game_id="ronda-robada"):
    """A fresh app whose ``game_id`` has a match in progress of one move."""
    play(started(make_app(tmp_path), game_id=game_id), 1)
    return store.saved_match_path(game_id)


def menu_of(app):
    app.to_menu()
    app.frame(0.016)
    return app.stack.top


def set_aside(path):
    """The files ``path`` was moved aside to."""
    return sorted(path.parent.glob(f"{path.stem}.damaged-*{path.suffix}"))


def test_a_match_resumes_exactly_where_it_was(tmp_path):
    app = make_app(tmp_path)
    table = started(app)
    game = table.match.game
    play(table, 5)
    digest, names = state_digest(game), [s.name for s in table.match.setup.seats]

    again = make_app(tmp_path)  # a new start of the app, as after a crash
    record = store.load_match("ronda-robada")
    assert record is not None and record["game"] == "ronda-robada"
    assert again.resume_match(record)
    resumed = again.stack.top
    assert state_digest(resumed.match.game) == digest
    assert [s.name for s in resumed.match.setup.seats] == names
    assert resumed.match.setup.seats[1].kind == "computer"
    assert len(resumed.piles["hand:0"]) == len(game.hands[0])


def test_a_finished_match_is_not_offered_again(tmp_path):
    app = make_app(tmp_path)
    table = started(app)
    game = table.match.game
    while game.outcome() is None:
        seat = game.actors()[0]
        table.match.apply(seat, game.legal_actions(seat)[0])
    saver().flush()
    assert store.load_match("ronda-robada") is None
    assert "ronda-robada" not in store.saved_games()


def test_a_resumed_match_that_ends_clears_its_own_save_only(tmp_path):
    saved_one_move(tmp_path, "veneno")
    app = make_app(tmp_path)
    table = started(app)  # Stolen House, then back to Veneno's match
    play(table, 1)
    assert app.resume_match(store.load_match("veneno"))
    game = app.stack.top.match.game
    while game.outcome() is None:
        seat = game.actors()[0]
        app.stack.top.match.apply(seat, game.legal_actions(seat)[0])
    saver().flush()
    assert set(store.saved_games()) == {"ronda-robada"}


def test_starting_another_game_keeps_the_first_games_match(tmp_path):
    app = make_app(tmp_path)
    play(started(app, game_id="ronda-robada"), 3)
    robada = store.load_match("ronda-robada")
    play(started(app, game_id="veneno"), 2)
    assert set(store.saved_games()) == {"ronda-robada", "veneno"}
    assert store.load_match("ronda-robada") == robada
    menu = menu_of(app)
    tiles = {w.label: w.hint for i, w in enumerate(menu.form.widgets) if i in menu.games}
    assert "partida en curso" in tiles["Ronda robada y peleada"]
    assert "partida en curso" in tiles["Veneno"]
    assert "partida en curso" not in tiles["Escoba del 15"]


def test_the_old_single_autosave_becomes_its_games_match(tmp_path):
    path = saved_one_move(tmp_path, "veneno")
    record = json.loads(path.read_text())
    path.unlink()
    store.old_autosave_path().write_text(json.dumps(record))
    app = make_app(tmp_path)
    menu = menu_of(app)
    assert menu.form.focused.label == "Continuar la partida"
    assert menu.form.focused.hint == "Veneno"
    assert not store.old_autosave_path().exists()
    assert store.load_match("veneno") == record
    assert not app.toasts


def told_in_spanish(app, *words):
    """The one message about a damaged file: in Spanish, naming ``words``, still shown after
    five seconds."""
    for _ in range(5):
        app.frame(1.0)
    assert len(app.toasts) == 1, app.toasts
    message = app.toasts[0].message
    assert all(word in message for word in words), message
    assert "apartado" in message and not ENGLISH.search(message), message
    return message


def test_a_save_with_an_illegal_move_is_moved_aside_with_a_spanish_message(tmp_path):
    path = saved_one_move(tmp_path)
    record = json.loads(path.read_text())
    record["actions"][0][1]["card"] = "Zz"
    path.write_text(json.dumps(record))
    again = make_app(tmp_path)
    menu = menu_of(again)
    post_key(pygame.K_RETURN)  # "Continuar la partida"
    again.frame(0.016)
    assert again.stack.top is menu and menu.continue_button is None
    told_in_spanish(again, "Ronda robada y peleada", set_aside(path)[0].name)
    assert not path.exists() and json.loads(set_aside(path)[0].read_text()) == record
    assert store.load_match("ronda-robada") is None


def test_a_truncated_save_is_moved_aside_when_the_menu_opens(tmp_path):
    path = saved_one_move(tmp_path, "veneno")
    text = path.read_text()
    path.write_text(text[: len(text) // 2])
    app = make_app(tmp_path)
    menu = menu_of(app)
    post_key(pygame.K_RETURN)
    app.frame(0.016)
    assert app.stack.top is menu
    told_in_spanish(app, "Veneno")
    assert set_aside(path)[0].read_text() == text[: len(text) // 2]


def test_a_save_of_garbage_is_moved_aside(tmp_path):
    path = store.saved_match_path("escoba")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ not json ::")
    app = make_app(tmp_path)
    menu = menu_of(app)
    post_key(pygame.K_RETURN)
    app.frame(0.016)
    assert app.stack.top is menu
    told_in_spanish(app, "Escoba del 15")
    assert set_aside(path)[0].read_text() == "{ not json ::"


def test_a_save_of_an_unknown_game_is_moved_aside_and_named(tmp_path):
    store.old_autosave_path().parent.mkdir(parents=True, exist_ok=True)
    store.old_autosave_path().write_text(json.dumps({"game": "no-such-game", "actions": []}))
    stray = store.saves_dir() / "tute.json"
    stray.parent.mkdir(parents=True, exist_ok=True)
    stray.write_text(json.dumps({"game": "tute", "actions": []}))
    app = make_app(tmp_path)
    menu = menu_of(app)
    assert menu.continue_button is None
    app.frame(1.0)
    messages = " ".join(m for m in app.toasts.messages())
    assert "no-such-game" in messages and "tute" in messages
    assert set_aside(store.old_autosave_path()) and set_aside(stray)


def play_from_the_command_line(monkeypatch, game_id):
    """``naipes play GAME`` as far as its first frame: the app it opened."""
    from argparse import Namespace

    from naipes_pg.ui import app as app_module

    opened = []
    monkeypatch.setattr(app_module.App, "run", lambda self: opened.append(self) or 0)
    args = Namespace(command="play", game=game_id, variant=None, seed=None, parsed_options={})
    assert app_module.main(args) == 0
    app = opened[0]
    app.settings.speed = "instant"
    return app


def test_play_from_the_command_line_asks_before_it_replaces_a_match_in_progress(
        tmp_path, monkeypatch):
    from naipes_pg.ui.scenes.dialog import ConfirmScene
    from naipes_pg.ui.scenes.menu import MenuScene

    path = saved_one_move(tmp_path, "veneno")
    kept = path.read_text()
    app = play_from_the_command_line(monkeypatch, "veneno")
    question = app.stack.top
    assert isinstance(question, ConfirmScene)
    assert question.form.focused is question.no_button  # a stray Enter keeps the match
    assert "Veneno" in question.detail
    post_key(pygame.K_RETURN)
    app.frame(0.016)
    saver().flush()
    assert isinstance(app.stack.top, MenuScene)
    assert path.read_text() == kept
    assert app.resume_match(store.load_match("veneno"))  # still there, and it plays on


def test_play_from_the_command_line_replaces_the_match_only_when_told_yes(tmp_path, monkeypatch):
    path = saved_one_move(tmp_path, "veneno")
    kept = json.loads(path.read_text())
    app = play_from_the_command_line(monkeypatch, "veneno")
    app.stack.top.accept()
    table = app.stack.top
    assert isinstance(table, TableScene) and table.match.game.spec.id == "veneno"
    play(table, 1)
    assert json.loads(path.read_text())["seed"] != kept["seed"]


def test_play_from_the_command_line_starts_at_once_when_nothing_is_in_progress(
        tmp_path, monkeypatch):
    saved_one_move(tmp_path, "veneno")
    app = play_from_the_command_line(monkeypatch, "escoba")
    assert isinstance(app.stack.top, TableScene)
    assert app.stack.top.match.game.spec.id == "escoba"


def test_a_result_panel_asks_before_a_new_match_takes_the_place_of_one_in_progress(tmp_path):
    """A panel over a match that is not the one in progress (a match watched again) asks; over
    the match just finished, whose save is already cleared, it starts at once."""
    from naipes_pg.ui.scenes.dialog import ConfirmScene
    from naipes_pg.ui.scenes.results import ResultsScene

    app = make_app(tmp_path)
    table = started(app)
    game = table.match.game
    while game.outcome() is None:
        seat = game.actors()[0]
        table.match.apply(seat, game.legal_actions(seat)[0])
    panel = ResultsScene(app, {"setup": table.match.setup})
    app.stack.push(panel)
    panel.again()  # the finished match's own save is cleared: no question
    assert isinstance(app.stack.top, TableScene) and app.stack.top is not table
    play(app.stack.top, 1)
    assert "ronda-robada" in store.saved_games()
    app.stack.push(ResultsScene(app, {"setup": table.match.setup}))
    app.stack.top.again()
    assert isinstance(app.stack.top, ConfirmScene)


def test_what_a_crash_in_the_middle_of_a_save_left_behind_is_cleared_at_the_next_start(
        tmp_path):
    """A save writes a temporary file and then puts it in place; a crash between the two
    leaves the temporary file (the saved match itself is whole). The next start clears those
    of our own that are old enough not to be another window's save in flight."""
    import os
    import tempfile
    import time

    path = saved_one_move(tmp_path, "veneno")
    kept = path.read_text()

    def left_behind(folder, name, age):
        fd, tmp = tempfile.mkstemp(prefix=name, suffix=".tmp", dir=folder)  # as write_atomic
        os.close(fd)
        then = time.time() - age
        os.utime(tmp, (then, then))
        return tmp

    stale = [left_behind(path.parent, "veneno.json", 3600),
             left_behind(tmp_path, "settings.json", 120)]
    fresh = left_behind(path.parent, "escoba.json", 1)
    other = path.parent / "notas.tmp"
    other.write_text("not ours")
    make_app(tmp_path)
    assert not any(os.path.exists(p) for p in stale)
    assert os.path.exists(fresh) and other.exists()
    assert path.read_text() == kept and store.load_match("veneno") is not None
