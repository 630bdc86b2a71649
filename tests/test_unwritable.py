"""A data folder nothing can be saved in (read-only, full, or not a folder at all): the app
starts, says so once in the player's language, and goes on with nothing lost but the saving."""

from __future__ import annotations

import errno
import os

import pytest
from uihelpers import make_app

from naipes_pg import store
from naipes_pg.records import Records
from naipes_pg.ui.match import MatchSetup, SeatSetup, saver


@pytest.fixture(autouse=True)
def fresh_notes():
    store.take_damaged()
    store._unwritable.clear()
    yield
    store.take_damaged()
    store._unwritable.clear()


def play_a_move(app):
    app.start_match(MatchSetup("escoba", {}, None, 5, [SeatSetup("human", "Ana"),
                                                         SeatSetup("computer", "Pepe")]))
    table = app.stack.top
    for _ in range(600):
        app.frame(1 / 60)
        if not table.busy() and table.match.human_to_act() == table.viewer:
            break
    act = table.match.game.legal_actions(table.viewer)[0]
    table.perform(table.viewer, act)
    saver().flush()
    for _ in range(3):
        app.frame(1 / 60)
    return table


def said(app) -> list[str]:
    return app.toasts.messages()


def test_a_data_folder_that_is_a_file_is_said_once_and_play_goes_on(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")
    app = make_app(blocker / "naipes")
    app.to_menu()
    table = play_a_move(app)
    assert len(table.match.game.history) >= 1  # the move stands
    messages = [m for m in said(app) if "Naipes no puede guardar" in m]
    assert len(messages) == 1, said(app)
    assert "la partida en curso" in messages[0] and "sin guardar" in messages[0]
    app.settings.speed = "fast"
    app.apply_settings()  # a second failure in the same folder: not said again
    for _ in range(3):
        app.frame(1 / 60)
    assert len([m for m in said(app) if "Naipes no puede guardar" in m]) == 1
    assert Records().matches() == []  # the statistics are off, without an error


@pytest.mark.parametrize(("code", "words"), [(errno.ENOSPC, "el disco está lleno"),
                                             (errno.EROFS, "la carpeta no admite escritura")])
def test_a_full_or_read_only_disk_is_named(tmp_path, monkeypatch, code, words):
    app = make_app(tmp_path)

    def refuse(path, text):
        raise OSError(code, os.strerror(code), str(path))

    monkeypatch.setattr(store, "write_atomic", refuse)
    app.settings.effects_volume = 0.5
    app.apply_settings()
    app.frame(1 / 60)
    assert any(words in m and "los ajustes" in m for m in said(app)), said(app)


def test_the_message_follows_the_language(tmp_path, monkeypatch):
    app = make_app(tmp_path)
    app.settings.language = "en"
    monkeypatch.setattr(store, "write_atomic", lambda path, text: (_ for _ in ()).throw(
        OSError(errno.ENOSPC, "No space left on device")))
    app.apply_settings()
    app.frame(1 / 60)
    assert any("Naipes cannot save the settings" in m and "the disk is full" in m
               for m in said(app)), said(app)


def test_a_full_disk_under_the_statistics_is_said(tmp_path, monkeypatch):
    import sqlite3

    records = Records(tmp_path / "r.sqlite3")

    def full(db):
        raise sqlite3.OperationalError("database or disk is full")

    assert records._run(full, "kept") == "kept"
    found = store.take_damaged()
    assert [(d.kind, d.game, d.why) for d in found] == [("unwritable", "records", "full")]


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0,
                    reason="permissions bind only a user who is not root")
def test_a_read_only_folder_for_real(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    home.chmod(0o500)
    try:
        app = make_app(home)
        app.to_menu()
        play_a_move(app)
        assert any("la carpeta no admite escritura" in m for m in said(app)), said(app)
    finally:
        home.chmod(0o700)
