"""The records of finished matches (SQLite) and the statistics read from them."""

from __future__ import annotations

import sqlite3
from dataclasses import replace

import pygame
import pytest

from naipes_pg import records, store
from naipes_pg.records import Finished, Records, Seat
from tests.uihelpers import make_app, post_key

SAVE = {"format": 1, "game": "veneno", "options": {}, "seed": 1, "actions": []}


def finished(result: float, *, game="veneno", variant="", name="", seconds=60.0, moves=30,
             hint=False, computer=0.0) -> Finished:
    return Finished(game, variant, {}, (Seat(name, True, "", result),
                                        Seat("Computer", False, "facil", computer)),
                    (0,) if result >= 1 else (1,), seconds, moves, SAVE, hint=hint)


@pytest.fixture()
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("NAIPES_HOME", str(tmp_path))
    store.take_damaged()
    return tmp_path


def one(stats: list[records.Stats], **where) -> records.Stats:
    found = [s for s in stats if all(getattr(s, k) == v for k, v in where.items())]
    assert len(found) == 1, stats
    return found[0]


# -- queries on hand-made rows -----------------------------------------------------------------


def test_played_won_percent_and_streaks(home):
    db = Records()
    for result in (1, 1, 0, 1, 1, 1, 0, 1, 1):
        db.add(finished(result))
    stats = one(db.stats("veneno"), name="")
    assert (stats.played, stats.won) == (9, 7)
    assert stats.win_percent == pytest.approx(700 / 9)
    assert (stats.streak, stats.best_streak) == (2, 3)


def test_a_draw_is_played_not_won_and_ends_the_streak(home):
    db = Records()
    for result in (1, 0.5):
        db.add(finished(result))
    stats = one(db.stats(), name="")
    assert (stats.played, stats.won, stats.streak, stats.best_streak) == (2, 1, 0, 1)


def test_assisted_matches_count_as_played_are_shown_apart_and_leave_the_streak(home):
    db = Records()
    db.add(finished(1))
    db.add(finished(0, hint=True))
    db.add(finished(1, hint=True, seconds=5, moves=3))
    db.add(finished(1))
    stats = one(db.stats(), name="")
    assert (stats.played, stats.won, stats.streak) == (4, 3, 2)
    assert (stats.assisted_played, stats.assisted_won) == (2, 1)
    assert (stats.best_seconds, stats.fewest_moves) == (60.0, 30)


def test_three_helped_solitaire_deals_are_three_played(home):
    """A hint, an undo, the solver: every finished deal is played; the help is said beside."""
    db = Records()
    db.add(finished(0, game="cuatro-ases", hint=True))
    db.add(replace(finished(0, game="cuatro-ases"), undo=True))
    db.add(replace(finished(1, game="cuatro-ases"), solver=True))
    stats = one(db.stats(), game="cuatro-ases")
    assert (stats.played, stats.won, stats.assisted_played, stats.assisted_won) == (3, 1, 3, 1)
    assert stats.win_percent == pytest.approx(100 / 3) and stats.best_seconds is None


def test_best_time_and_fewest_moves_are_over_the_matches_won(home):
    db = Records()
    db.add(finished(1, seconds=90, moves=40))
    db.add(finished(0, seconds=10, moves=5))
    db.add(finished(1, seconds=70, moves=45))
    stats = one(db.stats(), name="")
    assert (stats.best_seconds, stats.fewest_moves) == (70, 40)


def test_figures_are_per_game_variant_and_person(home):
    db = Records()
    db.add(finished(1, variant="reducido"))
    db.add(finished(0))
    db.add(finished(1, name="Ana"))
    db.add(finished(1, game="escoba"))
    assert len(db.stats()) == 4
    assert one(db.stats("veneno"), variant="reducido").won == 1
    assert one(db.stats("veneno"), variant="", name="").won == 0
    assert db.games() == ["escoba", "veneno"]


def test_a_computer_only_match_counts_for_nobody(home):
    db = Records()
    db.add(Finished("veneno", "", {}, (Seat("A", False, "facil", 1), Seat("B", False, "", 0)),
                    (0,), 3.0, 20, SAVE))
    assert db.stats() == []


def test_the_lone_default_name_is_kept_apart_from_the_language():
    assert records.person("Tú", 1) == records.person("You", 1) == ""
    assert records.person("Tú", 2) == "Tú"
    assert records.person("Ana", 1) == "Ana"


def test_the_save_of_a_past_match_can_be_read_back(home):
    db = Records()
    row = db.add(finished(1))
    assert db.save_of(row) == SAVE


def test_the_database_is_versioned_and_in_wal_mode(home):
    Records().add(finished(1))
    db = sqlite3.connect(home / records.FILE_NAME)
    assert db.execute("PRAGMA user_version").fetchone()[0] == records.SCHEMA_VERSION
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


# -- damage and folders that cannot be written --------------------------------------------------


def test_a_damaged_database_is_set_aside_with_a_message(home):
    path = home / records.FILE_NAME
    path.write_bytes(b"this is not a database at all, just some bytes " * 100)
    db = Records()
    assert db.add(finished(1)) is not None
    damaged = store.take_damaged()
    assert [d.kind for d in damaged] == ["records"]
    assert damaged[0].moved_to.name.startswith("records.damaged-")
    assert damaged[0].moved_to.read_bytes().startswith(b"this is not")
    assert one(db.stats(), name="").played == 1


def test_damage_found_by_a_query_is_set_aside_too(home):
    db = Records()
    for _ in range(200):  # pages enough that the tables lie beyond the first
        db.add(finished(1))
    db.close()
    path = home / records.FILE_NAME
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    data[2 * page:] = b"\xff" * (len(data) - 2 * page)  # every page after the second
    path.write_bytes(bytes(data))
    db = Records()
    assert db.stats() == []  # what could be read of the damaged file: nothing
    assert [d.kind for d in store.take_damaged()] == ["records"]
    assert db.add(finished(1)) is not None
    assert one(db.stats(), name="").played == 1


def test_the_player_is_told_of_the_damage_in_his_language(home):
    from naipes_pg import i18n
    from naipes_pg.ui.app import damaged_text

    i18n.set_language("es")
    text = damaged_text(store.Damaged("records", home / "records.damaged-1.sqlite3"))
    assert "estadísticas" in text and "records.damaged-1.sqlite3" in text


def test_a_folder_that_cannot_be_written_is_no_crash(home):
    blocker = home / "file"
    blocker.write_text("x")
    db = Records(blocker / "records.sqlite3")  # its folder is a file
    assert db.add(finished(1)) is None
    assert db.stats() == [] and db.games() == []
    said = store.take_damaged()  # nothing damaged, but the player is told once it is not kept
    assert [(d.kind, d.game) for d in said] == [("unwritable", "records")]


def test_a_newer_database_is_left_alone(home):
    path = home / records.FILE_NAME
    sqlite3.connect(path).execute("PRAGMA user_version=99").connection.close()
    assert Records().add(finished(1)) is None
    assert path.exists() and store.take_damaged() == []


# -- through the app -------------------------------------------------------------------------


def play_to_the_end(app, limit=60_000) -> None:
    """Frames until the results panel opens; the human seat plays its first legal move."""
    table = app.stack.top
    for _ in range(limit):
        app.frame(1 / 10)
        top = app.stack.top
        name = type(top).__name__
        if name == "ResultsScene":
            return
        if name == "HandResultScene":
            for _ in range(10):  # the panel arms itself against a stray key, then closes
                app.frame(1 / 10)
            post_key(pygame.K_RETURN)
            continue
        if top is table and not table.busy() and table.match.human_to_act() == table.viewer:
            table.human_act(table.match.game.legal_actions(table.viewer)[0])
    raise AssertionError("the match did not end")


def start(app, seed: int, hint: bool = False) -> None:
    from naipes_pg.ui.match import MatchSetup, SeatSetup

    app.settings.computer_pace = 0.0  # no pause to watch a move: the test stays quick
    # the greedy player moves at once (a search would think for frames on end)
    seats = [SeatSetup("human", "Tú"), SeatSetup("computer", "", "greedy")]
    app.start_match(MatchSetup("veneno", {}, None, seed, seats))
    if hint:
        app.stack.top.match.hint_used = True


def test_matches_played_through_the_table_are_recorded(tmp_path):
    app = make_app(tmp_path)
    for seed in (1, 2, 3):
        start(app, seed, hint=seed == 3)
        play_to_the_end(app)
        app.to_menu()
    db = sqlite3.connect(tmp_path / records.FILE_NAME)
    rows = db.execute("SELECT game, hint, moves, seconds, save FROM matches").fetchall()
    assert [(g, h) for g, h, *_ in rows] == [("veneno", 0), ("veneno", 0), ("veneno", 1)]
    assert all(moves > 0 and seconds is not None for _g, _h, moves, seconds, _s in rows)
    seats = db.execute("SELECT name, human, level FROM seats WHERE match = 1").fetchall()
    assert [(human, level) for _name, human, level in seats] == [(1, ""), (0, "greedy")]
    assert seats[0][0] == ""  # the lone person under the default name
    stats = one(Records(tmp_path / records.FILE_NAME).stats(), name="")
    assert stats.played == 3 and stats.assisted_played == 1


def test_a_recorded_match_replays_to_its_outcome(tmp_path):
    from naipes_pg.rules.record import from_record

    app = make_app(tmp_path)
    start(app, 7)
    play_to_the_end(app)
    game = app.stack.scenes[-2].match.game
    replayed = from_record(Records(tmp_path / records.FILE_NAME).save_of(1))
    assert replayed.outcome() is not None
    assert replayed.outcome() == game.outcome()


# -- the statistics screen -------------------------------------------------------------------


def drawn_texts(app) -> list[str]:
    from naipes_pg.ui.theme import start_recording, stop_recording

    start_recording()
    app.stack.draw(app.screen)
    return [sig[1] for _rect, sig in stop_recording() if sig[0] in ("text", "title")]


def open_from_menu(app) -> None:
    """Down from the games to the Statistics button, as the keyboard goes, and Enter."""
    app.to_menu()
    menu = app.stack.top
    menu.form.focus = menu.form.widgets.index(menu.stats_button)
    post_key(pygame.K_RETURN)
    app.frame(1 / 60)


def test_the_screen_says_so_when_nothing_was_finished(tmp_path):
    from naipes_pg import i18n

    app = make_app(tmp_path, size=(1024, 600))
    i18n.set_language("es")
    open_from_menu(app)
    assert type(app.stack.top).__name__ == "StatsScene"
    assert "Aún no has terminado ninguna partida" in drawn_texts(app)
    post_key(pygame.K_ESCAPE)
    app.frame(1 / 60)
    assert type(app.stack.top).__name__ == "MenuScene"


def test_the_screen_opens_from_the_menu_and_shows_the_figures(tmp_path):
    from naipes_pg import i18n

    app = make_app(tmp_path)
    db = Records(tmp_path / records.FILE_NAME)
    for result in (1, 1, 0, 1):
        db.add(finished(result))
    db.add(finished(1, hint=True))
    db.add(finished(0, game="escoba", name="Ana"))
    db.close()
    i18n.set_language("es")
    open_from_menu(app)
    scene = app.stack.top
    texts = drawn_texts(app)
    assert "Escoba del 15" in " ".join(texts) and "Ana" in texts  # the game played last
    post_key(pygame.K_RIGHT)  # the game choice has the focus: the next game
    app.frame(1 / 60)
    texts = drawn_texts(app)
    assert scene.game == "veneno"
    row = texts[texts.index("Tú"):]
    assert row[:7] == ["Tú", "5", "4", "80 %", "1", "2", "1 / 1"]
    for heading in ("Jugadas", "Ganadas", "Racha", "Mejor racha", "Con ayuda"):
        assert heading in texts
    i18n.set_language("en")
    app.stack.resize(app.size)
    assert "Played" in drawn_texts(app)
    i18n.set_language("es")
