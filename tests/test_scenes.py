"""The scenes around the table, used as a player would: real key and mouse events posted to a
headless window (menu, set-up, settings, rules, pause, results, curtain)."""

from __future__ import annotations

import importlib.util
import json
import os
import re
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import polib  # noqa: E402
import pygame  # noqa: E402
import pytest  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent / "naipes_pg"
HAS_TABLE = importlib.util.find_spec("naipes_pg.ui.table.scene") is not None


@pytest.fixture
def make(tmp_path):
    """``make(size)`` opens the app with its files under ``tmp_path``, showing the menu."""
    os.environ["NAIPES_HOME"] = str(tmp_path)
    from naipes_pg import i18n, store
    from naipes_pg.ui.app import App

    store.take_damaged()  # what an earlier test found damaged is not this test's

    def build(size=(1280, 800)):
        app = App(size=size)
        app.settings.speed = "instant"
        app.to_menu()
        return app

    yield build
    i18n.set_language("es")


@pytest.fixture
def app(make):
    return make()


def key(app, code, frames=1, unicode=""):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=unicode,
                                         scancode=0))
    for _ in range(frames):
        app.frame(0.016)


def click(app, pos):
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.frame(0.016)


def typed(app, text):
    for letter in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=letter))
    app.frame(0.016)


def focused_label(app):
    return app.stack.top.form.focused.label


def hover(app, widget):
    """The mouse moves onto ``widget`` (no click)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=widget.rect.center, rel=(1, 1),
                                         buttons=(0, 0, 0)))
    app.frame(0.016)


def widget(app, label):
    return next(w for w in app.stack.top.form.widgets if w.label == label)


def save_match(game_id, when):
    """A match in progress of ``game_id`` saved at time ``when`` (the menu reads no further)."""
    from naipes_pg import store

    store.save_match({"game": game_id, "actions": []})
    path = store.saved_match_path(game_id)
    os.utime(path, (when, when))


class FakeTable:
    """Stands for the table under the pause menu: records a restart."""

    game_id = "ronda-robada"

    def __init__(self):
        self.restarts = 0

    def restart(self):
        self.restarts += 1


# -- menu and set-up ------------------------------------------------------------------------


def test_the_menu_lists_the_games_and_opens_the_setup_with_the_keyboard(app):
    from naipes_pg.rules.registry import GAMES
    from naipes_pg.ui.scenes.menu import MenuScene, solitaires
    from naipes_pg.ui.scenes.setup import SetupScene

    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    labels = [w.label for w in menu.form.widgets]
    names = [cls.spec.name("es") if game_id not in solitaires()[1:] else None
             for game_id, cls in GAMES.items()]  # the solitaires share the first one's tile
    names = [("Solitarios" if game_id == solitaires()[0] else name)
             for game_id, name in zip(GAMES, names, strict=True) if name is not None]
    assert labels[: len(names)] == names
    assert focused_label(app) == names[0]
    at = names.index("Ronda robada y peleada")
    for _ in range(at):
        key(app, pygame.K_DOWN)
    assert focused_label(app) == "Ronda robada y peleada"
    key(app, pygame.K_DOWN)
    assert focused_label(app) == names[at + 1]
    key(app, pygame.K_UP)
    assert focused_label(app) == "Ronda robada y peleada"
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, SetupScene)
    assert app.stack.top.game_id == "ronda-robada"
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is menu


def test_escape_in_the_menu_quits(app):
    key(app, pygame.K_ESCAPE)
    assert not app.running


def test_the_menu_offers_to_continue_a_saved_match(make):
    from naipes_pg import store
    from naipes_pg.rules.registry import GAMES

    save_match("ronda-robada", 1_000)
    app = make()
    assert focused_label(app) == "Continuar la partida"
    assert app.stack.top.form.focused.hint == "Ronda robada y peleada"
    store.clear_match("ronda-robada")
    store.save_match({"game": "no-such-game"})
    first = next(iter(GAMES.values())).spec.name("es")
    assert make().stack.top.form.widgets[0].label == first


def test_continue_follows_the_selected_game_else_the_last_saved(make):
    save_match("veneno", 1_000)
    save_match("ronda-robada", 2_000)  # saved last
    app = make()
    menu = app.stack.top
    assert menu.continue_button.hint == "Ronda robada y peleada"
    hover(app, widget(app, "Veneno"))  # a game with a match in progress: Continue goes there
    assert menu.continue_button.hint == "Veneno"
    assert "partida en curso" in widget(app, "Veneno").hint
    hover(app, widget(app, "Escoba del 15"))  # none for this one: back to the last saved
    assert menu.continue_button.hint == "Ronda robada y peleada"
    assert "partida en curso" not in widget(app, "Escoba del 15").hint


def test_the_menu_highlight_and_description_follow_mouse_and_keys_alike(app):
    menu = app.stack.top
    veneno = widget(app, "Veneno")
    hover(app, veneno)
    assert menu.form.focused is veneno and menu.focused_game() == "veneno"
    key(app, pygame.K_UP)  # the keys go on from where the mouse left the focus
    assert menu.form.focused.label == "Ronda marroquí"
    assert menu.focused_game() == "ronda-marroqui"
    key(app, pygame.K_RETURN)
    assert app.stack.top.game_id == "ronda-marroqui"


def test_setup_changes_an_option_and_a_seat_then_starts(app, monkeypatch):
    from naipes_pg.ui.scenes.setup import SetupScene

    app.stack.push(SetupScene(app, "ronda-robada"))
    setup = app.stack.top
    assert focused_label(app) == "Empezar"
    key(app, pygame.K_UP)  # from Start up to the second seat
    assert focused_label(app) == "Puesto 2"
    key(app, pygame.K_RIGHT)  # Computer — Normal → Computer — Hard
    assert setup.seats[1].level == "dificil"
    key(app, pygame.K_TAB)  # its name
    typed(app, "Luz")
    assert setup.form.focused.value == "Luz"
    target = next(w for w in setup.form.widgets if w.label == "Manos para ganar")
    click(app, (target.rect.right - 10, target.rect.centery))  # right half: one more
    assert setup.values["target"] == 4

    started = []
    if not HAS_TABLE:
        monkeypatch.setattr(app, "start_match", started.append)
    start = setup.start_button
    click(app, start.rect.center)
    if HAS_TABLE:
        from naipes_pg.ui.table.scene import TableScene

        assert isinstance(app.stack.top, TableScene)
        chosen = app.stack.top.match.setup
    else:
        chosen = started[0]
    assert chosen.game_id == "ronda-robada"
    assert chosen.options["target"] == 4
    assert chosen.options["house_steal"] == "after_table"
    assert [(s.kind, s.level) for s in chosen.seats][1] == ("computer", "dificil")
    assert [s.name for s in chosen.seats] == ["Tú", "Luz"]  # one person against the computer


def test_the_veneno_setup_offers_each_choice_once(app):
    from naipes_pg.ui.scenes.setup import SetupScene

    for game_id in ("veneno", "escoba"):
        labels = [w.label for w in SetupScene(app, game_id).form.widgets]
        assert "Variante" not in labels, (game_id, labels)
        assert len(labels) == len(set(labels)), labels
    veneno = SetupScene(app, "veneno")
    assert {"Baraja reducida", "Copas sin veneno"} <= {w.label for w in veneno.form.widgets}


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)])
def test_adding_players_by_clicks_moves_no_control(make, size):
    from naipes_pg.ui.scenes.setup import SetupScene

    app = make(size)
    app.stack.push(SetupScene(app, "veneno"))
    setup = app.stack.top
    players = widget(app, "Jugadores")
    before = {w.label: pygame.Rect(w.rect) for w in setup.form.widgets}
    spot = (players.rect.right - 10, players.rect.centery)  # the right half: one more
    for count in range(3, 7):
        click(app, spot)
        assert setup.players == count
        for w in setup.form.widgets:
            if w.label in before:
                assert w.rect == before[w.label], (count, w.label)


def test_the_last_setup_of_each_game_is_offered_again(app, monkeypatch):
    from naipes_pg.ui.scenes.setup import SetupScene

    started = []
    monkeypatch.setattr(app, "start_match", started.append)
    app.stack.push(SetupScene(app, "veneno"))
    setup = app.stack.top
    setup.set_players(4)
    setup.set_option("mazo_reducido", True)
    setup.set_kind(2, "dificil")
    name = setup.seat_rows[0][1]
    click(app, name.rect.center)
    typed(app, "Ana")
    click(app, setup.start_button.rect.center)
    assert started and [s.name for s in started[0].seats][0] == "Ana"

    app.stack.push(SetupScene(app, "veneno"))
    again = app.stack.top
    assert again.players == 4 and again.values["mazo_reducido"] is True
    assert again.variant == "reducido"
    assert (again.seats[2].kind, again.seats[2].level) == ("computer", "dificil")
    assert again.seat_rows[0][1].value == "Ana"
    app.stack.push(SetupScene(app, "escoba"))  # another game keeps its own
    assert app.stack.top.players == 2 and app.stack.top.seat_rows[0][1].value == "Tú"


def test_a_remembered_setup_the_game_no_longer_allows_gives_defaults(app):
    from naipes_pg import store
    from naipes_pg.ui.scenes.setup import SetupScene

    store.save_setup("veneno", {"players": 9, "options": {"target": "mucho", "nada": 1},
                                "seats": [{"kind": "robot", "level": "normal"}, 3],
                                "names": {"0": 7, "x": "Ana", "40": "Luz"}})
    setup = SetupScene(app, "veneno")
    assert setup.players == 2 and setup.values == setup.spec.resolve()
    assert setup.seats[0].human and setup.names == {}
    store.setups_path().write_text("[1, 2", encoding="utf-8")
    setup = SetupScene(app, "veneno")
    assert setup.players == 2
    app.frame(0.016)
    assert any("apartado" in m for m in app.toasts.messages())
    assert list(store.setups_path().parent.glob("setups.damaged-*.json"))


def test_starting_over_a_match_in_progress_asks_first(app, monkeypatch):
    from naipes_pg.ui.scenes.dialog import ConfirmScene
    from naipes_pg.ui.scenes.setup import SetupScene

    save_match("veneno", 1_000)
    started = []
    monkeypatch.setattr(app, "start_match", started.append)
    app.stack.push(SetupScene(app, "veneno"))
    setup = app.stack.top
    key(app, pygame.K_RETURN)  # Start
    assert isinstance(app.stack.top, ConfirmScene) and not started
    assert focused_label(app) == "No"
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is setup and not started
    key(app, pygame.K_RETURN)
    click(app, app.stack.top.yes_button.rect.center)
    assert len(started) == 1 and started[0].game_id == "veneno"


def test_setup_variants_and_options_follow_each_other(app):
    from naipes_pg.ui.scenes.setup import SetupScene

    setup = SetupScene(app, "veneno")
    setup.set_variant("reducido")
    assert setup.values["mazo_reducido"] is True
    setup.set_option("mazo_reducido", False)
    assert setup.variant is None
    setup.set_option("copas_sin_veneno", True)
    assert setup.variant == "copas-sin-veneno"
    setup.set_players(6)
    assert len(setup.seat_rows) == 6


def test_setup_an_option_brings_what_it_needs_and_loses_it_when_broken(app, monkeypatch):
    """Tute en parejas needs Tute and four players: choosing it sets both, and three players
    turn it off again; the match started is one the rules accept."""
    from naipes_pg.ui.scenes.setup import SetupScene

    setup = SetupScene(app, "brisca")
    labels = [w.label for w in setup.form.widgets]
    assert "Tute en parejas" in labels and "Variante" not in labels  # the options say it all
    setup.set_option("parejas", True)
    assert setup.values["tute"] is True and setup.players == 4
    assert setup.variant == "tute-parejas" and len(setup.seat_rows) == 4
    started = []
    monkeypatch.setattr(app, "start_match", started.append)
    setup._start()
    assert started[0].options["players"] == 4 and started[0].options["parejas"] is True
    setup.set_players(3)
    assert setup.values["parejas"] is False and setup.variant == "tute"
    setup.set_option("tute", False)
    assert setup.variant is None
    setup.set_variant("tute-parejas")
    assert setup.players == 4 and setup.values["parejas"] is True


# -- settings ---------------------------------------------------------------------------------


def test_settings_switch_the_language_and_the_menu_follows(app):
    from naipes_pg import store
    from naipes_pg.ui.scenes.menu import MenuScene

    app.open_settings()
    assert focused_label(app) == "Idioma"
    key(app, pygame.K_RIGHT)
    assert app.settings.language == "en"
    assert json.loads(store.settings_path().read_text())["language"] == "en"
    assert focused_label(app) == "Language"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)
    labels = [w.label for w in app.stack.top.form.widgets]
    assert "Stolen House" in labels and "Settings" in labels


def test_settings_change_the_card_back_and_the_volume_at_once(app):
    from naipes_pg import store

    app.open_settings()
    scene = app.stack.top
    back = next(w for w in scene.form.widgets if w.label == "Dorso de las cartas")
    click(app, (back.rect.right - 10, back.rect.centery))
    assert app.settings.card_back == back.value != "clasico"
    bar = scene._bar(scene.effects)
    click(app, (bar.x + bar.width // 4, bar.centery))
    assert app.settings.effects_volume == pytest.approx(0.25, abs=0.02)
    saved = json.loads(store.settings_path().read_text())
    assert saved["card_back"] == back.value and saved["effects_volume"] < 0.3


def test_a_damaged_settings_file_gives_the_defaults_and_a_message(tmp_path):
    os.environ["NAIPES_HOME"] = str(tmp_path)
    from naipes_pg import store
    from naipes_pg.ui.app import App

    store.take_damaged()
    store.settings_path().parent.mkdir(parents=True, exist_ok=True)
    store.settings_path().write_text("{ not json ::", encoding="utf-8")
    app = App(size=(1280, 800))
    assert app.settings == store.Settings()
    aside = list(tmp_path.glob("settings.damaged-*.json"))
    assert len(aside) == 1 and aside[0].read_text() == "{ not json ::"
    app.to_menu()
    for _ in range(6):
        app.frame(1.0)
    message = app.toasts[0].message
    assert "ajustes" in message and aside[0].name in message


def test_the_computers_pace_is_a_setting(app):
    from naipes_pg import store

    assert app.settings.computer_pace == 1.0
    app.open_settings()
    pace = widget(app, "Ritmo del ordenador")
    assert pace.value_text() == "‹ Normal ›"
    hover(app, pace)
    key(app, pygame.K_RIGHT)
    assert app.settings.computer_pace == 1.5 and pace.value_text() == "‹ Pausado ›"
    assert json.loads(store.settings_path().read_text())["computer_pace"] == 1.5
    for value in ("lento", -3, True, 99):
        settings = store.Settings(computer_pace=value)
        settings.clean()
        assert 0.0 <= settings.computer_pace <= 5.0


# -- rules ------------------------------------------------------------------------------------


def test_the_rules_open_scroll_and_close(app):
    from naipes_pg.ui.scenes.rules import RulesScene

    app.open_rules("ronda-robada")
    rules = app.stack.top
    assert isinstance(rules, RulesScene) and not rules.transparent
    assert rules.limit > 0
    key(app, pygame.K_PAGEDOWN, frames=60)
    assert rules.offset > 0
    key(app, pygame.K_END, frames=60)
    assert rules.offset == pytest.approx(rules.limit)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False))
    for _ in range(60):
        app.frame(0.016)
    assert rules.offset < rules.limit
    key(app, pygame.K_HOME, frames=60)
    assert rules.offset == 0
    key(app, pygame.K_F1)
    assert app.stack.top is not rules


def test_the_rules_pages_and_their_fallbacks(tmp_path, monkeypatch):
    from naipes_pg import help as rules_help
    from naipes_pg.ui.scenes.rules import parse

    assert rules_help.page("ronda-robada", "en").startswith("# Stolen House")
    spanish = rules_help.page("ronda-robada", "es")
    assert spanish.startswith("# Ronda robada y peleada")
    kinds = {block.kind for block in parse(spanish)}
    assert kinds == {"h1", "h2", "p", "li"}
    monkeypatch.setattr(rules_help, "HERE", tmp_path)
    (tmp_path / "solo.es.md").write_text("# Solo\n\nSolo en español.\n", encoding="utf-8")
    assert "Solo en español" in rules_help.page("solo", "en")
    assert "not written yet" in rules_help.page("nada", "en")


# -- overlays over the table ------------------------------------------------------------------


def test_the_pause_menu_resumes_restarts_and_leaves(app):
    from naipes_pg.ui.scenes.dialog import ConfirmScene
    from naipes_pg.ui.scenes.menu import MenuScene
    from naipes_pg.ui.scenes.pause import PauseScene
    from naipes_pg.ui.scenes.rules import RulesScene

    table = FakeTable()
    app.stack.push(PauseScene(app, table))
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)
    pause = PauseScene(app, table)
    app.stack.push(pause)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)  # Restart: it asks first
    assert table.restarts == 0 and isinstance(app.stack.top, ConfirmScene)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_RETURN)  # Yes
    assert table.restarts == 1 and isinstance(app.stack.top, MenuScene)
    pause = PauseScene(app, table)
    app.stack.push(pause)
    key(app, pygame.K_F1)
    assert isinstance(app.stack.top, RulesScene)
    key(app, pygame.K_ESCAPE)
    quit_button = pause.form.widgets[-1]
    click(app, quit_button.rect.center)
    assert isinstance(app.stack.top, MenuScene) and len(app.stack.scenes) == 1


def test_esc_down_enter_in_the_pause_asks_and_no_is_the_answer_under_the_focus(app):
    from naipes_pg.ui.scenes.dialog import ConfirmScene
    from naipes_pg.ui.scenes.pause import PauseScene

    table = FakeTable()
    pause = PauseScene(app, table)
    app.stack.push(pause)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmScene)
    assert focused_label(app) == "No"
    assert dialog.title == "¿Empezar de nuevo?"
    assert dialog.detail == "Se perderá la partida en curso."
    key(app, pygame.K_RETURN)  # No
    assert app.stack.top is pause and table.restarts == 0
    key(app, pygame.K_RETURN)
    key(app, pygame.K_ESCAPE)  # Esc is No
    assert app.stack.top is pause and table.restarts == 0
    key(app, pygame.K_RETURN)
    hover(app, app.stack.top.yes_button)  # the mouse moves the focus, Enter takes it
    assert focused_label(app) == "Sí"
    key(app, pygame.K_RETURN)
    assert table.restarts == 1


def test_the_pause_highlight_is_the_keyboard_focus(app):
    from naipes_pg.ui.scenes.pause import PauseScene
    from naipes_pg.ui.theme import start_recording, stop_recording

    app.stack.push(PauseScene(app, FakeTable()))
    hover(app, widget(app, "Ajustes"))
    assert focused_label(app) == "Ajustes"
    key(app, pygame.K_UP)  # on from where the mouse is, not from where the keys were
    assert focused_label(app) == "Reglas"
    start_recording()
    app.frame(0.016)
    lit = [sig[1] for _rect, sig in stop_recording()
           if sig[0] == "button" and (sig[3] or sig[4])]
    assert lit == ["Reglas"]  # one highlight, on the focus


def test_the_match_result_labels_every_figure(app):
    from naipes_pg.i18n import names_list
    from naipes_pg.rules.registry import GAMES, new_game
    from naipes_pg.ui.match import MatchSetup, SeatSetup
    from naipes_pg.ui.scenes.results import ResultsScene, sides_of

    for game_id in GAMES:
        game = new_game(game_id, {}, 5)
        while game.outcome() is None:
            seat = game.actors()[0]
            game.apply(seat, game.legal_actions(seat)[0])
        names = [f"P{s}" for s in range(game.players)]
        setup = MatchSetup(game_id, {}, None, 5, [SeatSetup("human", n) for n in names])
        scores = game.outcome().scores
        lines = [f"{n}: {v}" for n, v in zip(names, scores, strict=True)]
        scene = ResultsScene(app, {"title": "Fin", "winner_names": [], "setup": setup,
                                   "lines": lines, "game": game})
        rows = scene.lines
        sides = sides_of(game)  # partners (a game in pairs by default) share one column
        if len(sides) < len(names):
            names = [names_list([names[s] for s in side]) for side in sides]
            scores = [scores[side[0]] for side in sides]
        assert rows[0] == [""] + names, game_id
        for row in rows[1:]:
            assert row[0] and not row[0].isdigit(), (game_id, row)
        assert rows[-1][1:] == [str(v) for v in scores]
        hands = [[int(v) for v in row[1:]] for row in rows[1:-1]]
        word = "Ronda " if game_id == "veneno" else "Mano "  # a Veneno deal is a round (9.4)
        assert all(row[0].startswith(word) for row in rows[1:-1]), game_id
        if hands:
            assert [sum(c) for c in zip(*hands, strict=True)] == list(scores), game_id
        assert rows[-1][0] in ("Puntos", "Manos ganadas", "Cartas que quedan",
                               "Cartas subidas a los montones", "Cartas quitadas",
                               "Cartas boca arriba", "Rondas ganadas", "Fichas"), game_id
    assert ResultsScene(app, {"title": "Fin", "lines": ["Ana: 2"]}).lines[0] == [
        "", "Resultado final"]


@pytest.mark.parametrize("variant", [None, "tute-parejas"])
def test_partners_share_one_column_of_the_results_with_every_hand(app, variant):
    """Brisca for four once showed a lone "final score" row with each partner apart."""
    from naipes_pg.rules.registry import new_game
    from naipes_pg.ui.match import MatchSetup, SeatSetup
    from naipes_pg.ui.scenes.results import ResultsScene

    game = new_game("brisca", {"players": 4}, 3, variant=variant)
    while game.outcome() is None:
        seat = game.actors()[0]
        game.apply(seat, game.legal_actions(seat)[0])
    names = ["Ana", "C1", "Luis", "C3"]
    setup = MatchSetup("brisca", {"players": 4}, variant, 3,
                       [SeatSetup("human", n) for n in names])
    scores = game.outcome().scores
    lines = [f"{n}: {v}" for n, v in zip(names, scores, strict=True)]
    rows = ResultsScene(app, {"title": "Fin", "winner_names": [], "setup": setup,
                              "lines": lines, "game": game}).lines
    assert rows[0] == ["", "Ana y Luis", "C1 y C3"]
    assert rows[-1] == ["Puntos", str(scores[0]), str(scores[1])]
    hands = [[int(v) for v in row[1:]] for row in rows[1:-1]]
    assert len(hands) == 4 and all(row[0].startswith("Mano ") for row in rows[1:-1])
    assert [sum(column) for column in zip(*hands, strict=True)] == [scores[0], scores[1]]


def test_the_results_offer_another_match_with_a_new_seed(app, monkeypatch):
    from naipes_pg.ui.match import MatchSetup, SeatSetup
    from naipes_pg.ui.scenes.results import ResultsScene

    setup = MatchSetup("ronda-robada", {"target": 2}, None, 77,
                       [SeatSetup("human", "Ana"), SeatSetup("computer", "Bot")])
    started = []
    monkeypatch.setattr(app, "start_match", started.append)
    app.stack.push(ResultsScene(app, {"game_id": "ronda-robada", "title": "¡Has ganado!",
                                      "lines": ["Ana: 2", "Bot: 0"], "winner_names": ["Ana"],
                                      "setup": setup}))
    key(app, pygame.K_RETURN)  # too soon: pressed for the table's last move, not for the panel
    assert not started
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0))
    app.frame(0.5)
    key(app, pygame.K_RETURN)
    again = started[0]
    assert again.seed is None and again.options == {"target": 2}
    assert [s.name for s in again.seats] == ["Ana", "Bot"]


def test_a_hand_result_waits_for_a_key_then_calls_back(app):
    from naipes_pg.ui.scenes.results import HandResultScene

    closed = []
    scene = HandResultScene(app, "¡Ganas la mano!", [["", "Ana", "Bot"], ["Cartas", "23", "17"]],
                            lambda: closed.append(True))
    app.stack.push(scene)
    key(app, pygame.K_RETURN)  # too soon: the click that ended the hand must not close it
    assert app.stack.top is scene and not closed
    app.frame(0.5)
    key(app, pygame.K_SPACE)
    assert app.stack.top is not scene and closed == [True]


def test_a_result_too_wide_for_a_small_window_is_turned_players_down_the_side(make):
    from naipes_pg.ui.scenes.results import HandResultScene, table_size

    names = ["Tú"] + [f"Ordenador {n}" for n in range(1, 7)]
    rows = [["", *names], ["Puntos", "5½", "5", "6", "5½", "6", "7½", "7½"],
            ["Resultado", "Gana", "Pierde", "Gana", "Gana", "Gana", "Gana", "Gana"],
            ["Fichas", "11", "9", "11", "11", "11", "40", "40"]]
    wide = make((1280, 800))
    assert HandResultScene(wide, "La banca se planta con 5", rows, lambda: None).rows == rows
    small = make((640, 480))
    scene = HandResultScene(small, "La banca se planta con 5", rows, lambda: None)
    assert scene.rows[0] == ["", "Puntos", "Resultado", "Fichas"]
    assert [row[0] for row in scene.rows[1:]] == names
    _widths, total = table_size(scene.rows, scene.font_size(), int(36 * small.k))
    assert total < scene.panel_rect().width


def test_how_a_match_ended_is_one_sentence_under_the_figures_and_a_win_said_once(app):
    from naipes_pg.ui.scenes.results import ResultsScene

    ending = "Los demás cayeron a −50: gana el último que queda"
    summary = {"title": "¡Has ganado la partida!", "lines": ["Tú: -18", "Bot: -57"],
               "winner_names": ["Tú"], "winners_said": True, "ending": ending}
    scene = ResultsScene(app, summary)
    app.stack.push(scene)
    app.frame(0.016)
    assert all(ending not in " ".join(row) and "gana el último" not in row
               for row in scene.lines)
    assert scene.ending == ending and scene.winners_line == ""
    assert not scene.totalled  # the last player's row is no total to mark in gold


def test_the_curtain_hides_the_table_and_opens_on_a_key(app):
    from naipes_pg.ui.scene import Scene
    from naipes_pg.ui.scenes.curtain import CurtainScene

    class Table(Scene):
        drawn = 0

        def draw(self, surface):
            self.drawn += 1

    table = Table(app)
    app.stack.push(table)
    opened = []
    curtain = CurtainScene(app, "Luis", lambda: opened.append(True))
    app.stack.push(curtain)
    app.frame(0.5)
    assert table.drawn == 0  # opaque: nothing of the table is drawn
    curtain.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0))
    assert app.stack.top is curtain and not opened
    key(app, pygame.K_a, unicode="a")  # not a key that opens it: Enter or Space does
    assert app.stack.top is curtain and not opened
    key(app, pygame.K_RETURN)
    assert app.stack.top is table and opened == [True]


# -- every scene fits every window ------------------------------------------------------------


def scenes(app):
    """Every scene of this package, with what lies under the overlays."""
    from naipes_pg.rules.registry import GAMES
    from naipes_pg.ui.match import MatchSetup, SeatSetup
    from naipes_pg.ui.scenes.curtain import CurtainScene
    from naipes_pg.ui.scenes.menu import MenuScene
    from naipes_pg.ui.scenes.pause import PauseScene
    from naipes_pg.ui.scenes.results import HandResultScene, ResultsScene
    from naipes_pg.ui.scenes.rules import RulesScene
    from naipes_pg.ui.scenes.settings import SettingsScene
    from naipes_pg.ui.scenes.setup import SetupScene

    setup = MatchSetup("ronda-robada", {}, None, 1, [SeatSetup("human", "Ana")])
    summary = {"game_id": "ronda-robada", "title": "Bot gana la partida",
               "lines": ["Ana: 1", "Bot: 3"], "winner_names": ["Bot"], "setup": setup}
    rows = [["", "Ana", "Bot"], ["Cartas en la casa", "19", "21"], ["Manos", "1", "2"]]
    yield "menu", MenuScene(app)
    for game_id, cls in GAMES.items():
        scene = SetupScene(app, game_id)
        scene.set_players(cls.spec.players[1])
        yield f"setup {game_id}", scene
    yield "settings", SettingsScene(app)
    yield "rules", RulesScene(app, "ronda-robada")
    yield "pause", PauseScene(app, FakeTable())
    yield "results", ResultsScene(app, summary)
    yield "hand", HandResultScene(app, "Bot gana la mano", rows, lambda: None)
    yield "curtain", CurtainScene(app, "Luis", lambda: None)


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
@pytest.mark.parametrize("language", ["es", "en"])
def test_every_scene_draws_with_its_buttons_inside_the_window(make, size, language):
    from naipes_pg import i18n

    app = make(size)
    app.settings.language = language
    i18n.set_language(language)
    window = app.screen.get_rect()
    for name, scene in scenes(app):
        app.stack.push(scene)
        app.frame(0.5)
        app.frame(0.016)
        form = getattr(scene, "form", None)
        for widget in form.widgets if form else []:
            assert window.contains(widget.rect), (name, widget.label, widget.rect)
        app.stack.pop()


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_fifteen_games_fit_the_menu(make, monkeypatch, size):
    from naipes_pg.rules.registry import GAMES
    from naipes_pg.ui.scenes import menu

    many = {f"{game_id}-{n}": cls for n in range(4) for game_id, cls in GAMES.items()}
    monkeypatch.setattr(menu, "GAMES", dict(list(many.items())[:15]))
    app = make(size)
    scene = app.stack.top
    window = app.screen.get_rect()
    tiles = [w.rect for i, w in enumerate(scene.form.widgets)
             if i in scene.games or i in scene.groups]
    assert len(tiles) == 13  # the three solitaires share one tile
    assert all(window.contains(r) for r in tiles)
    assert not any(a.colliderect(b) for i, a in enumerate(tiles) for b in tiles[i + 1:])
    app.frame(0.016)


def test_the_solitaires_share_a_tile_that_opens_them_in_place_and_esc_closes_them(app):
    from naipes_pg.ui.scenes.menu import SOLITAIRES, MenuScene, solitaires

    menu = app.stack.top
    assert isinstance(menu, MenuScene) and len(solitaires()) == 3
    (opens,) = [i for i, opening in menu.groups.items() if opening]
    assert menu.form.widgets[opens].label == "Solitarios"
    assert menu.form.widgets[opens].hint == "3 juegos, 1 jugador"
    assert not set(solitaires()) & set(menu.games.values())
    menu.form.focus = opens
    assert menu.focused_game() == SOLITAIRES
    key(app, pygame.K_RETURN)
    assert sorted(menu.games.values()) == sorted(solitaires())
    assert menu.games[menu.form.focus] == solitaires()[0]
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is menu and not set(solitaires()) & set(menu.games.values())
    assert menu.form.focus == opens  # back on the tile that opened them


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)])
def test_messages_stay_clear_of_the_titles(make, size):
    from naipes_pg.ui.theme import start_recording, stop_recording

    app = make(size)
    message = ("La partida guardada de Veneno estaba dañada y no se puede continuar. El archivo "
               "se ha apartado como veneno.damaged-20250101-120000.json.")
    for name, scene in scenes(app):
        if name == "curtain":  # hides everything; its messages are the table's business
            continue
        app.stack.push(scene)
        app.frame(0.5)
        app.toast(message)
        start_recording()
        app.frame(0.016)
        items = stop_recording()
        titles = [pygame.Rect(r) for r, sig in items if sig[0] == "title"]
        # the message's lines: a scene's own short words ("de", "Veneno") are not among them
        lines = [pygame.Rect(r) for r, sig in items
                 if sig[0] == "text" and len(sig[1]) > 12 and sig[1] in message]
        assert lines and (titles or name == "rules"), name  # the rules' title is in the page
        assert not any(t.colliderect(line) for t in titles for line in lines), name
        assert all(app.screen.get_rect().contains(line) for line in lines), name
        app.toasts.clear()
        app.stack.pop()


# -- the words on screen ----------------------------------------------------------------------


CALLS = re.compile(r"""\b(?:_|tr|N_)\(\s*((?:"[^"\n]*"\s*)+)""")


def test_every_string_of_the_scenes_has_its_spanish_text():
    catalog = {}
    for path in sorted((ROOT / "i18n").glob("es*.po")):
        catalog |= {e.msgid: e.msgstr for e in polib.pofile(str(path)) if e.msgstr}
    scenes_po = polib.pofile(str(ROOT / "i18n" / "es_scenes.po"))
    assert "UTF-8" in scenes_po.metadata["Content-Type"]
    found = set()
    for path in (ROOT / "ui" / "scenes").glob("*.py"):
        for group in CALLS.findall(path.read_text(encoding="utf-8")):
            found.add("".join(re.findall(r'"([^"\n]*)"', group)))
    assert len(found) > 50
    missing = sorted(m for m in found if m not in catalog)
    assert not missing, missing


def test_a_window_never_opens_larger_than_its_screen():
    from naipes_pg.ui.app import fit_window

    assert fit_window((1280, 800), (1024, 600)) == (1024, 600)
    assert fit_window((1280, 800), (1920, 1080)) == (1280, 800)
    assert fit_window((1280, 800), None) == (1280, 800)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)])
def test_the_arrows_of_a_choice_go_the_way_they_point(make, size):
    """A value drawn as "‹ 4 ›" at a row's right end: a click on "‹" goes back, on "›" on,
    whatever side of the row the value lies (the players' row was a step on for both)."""
    from naipes_pg.ui.scenes.setup import SetupScene

    app = make(size)
    app.stack.push(SetupScene(app, "granja"))
    setup = app.stack.top
    app.frame(1 / 60)
    players = widget(app, "Jugadores")
    start = setup.players
    value = players.value_rect
    assert value is not None and value.centerx > players.rect.centerx
    click(app, (value.left + 4, value.centery))  # on "‹"
    assert setup.players == start - 1
    click(app, (value.right - 4, value.centery))  # on "›"
    assert setup.players == start
    seat = setup.seat_rows[1][0]
    kind = seat.value
    click(app, (seat.rect.right - 8, seat.rect.centery))  # the seat's own "›"
    click(app, (seat.rect.left + 8, seat.rect.centery))  # and back with its "‹"
    assert seat.value == kind


def test_f11_held_down_toggles_full_screen_once(app, monkeypatch):
    toggles = []
    monkeypatch.setattr(app, "toggle_fullscreen", lambda: toggles.append(1))
    down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
    up = pygame.event.Event(pygame.KEYUP, key=pygame.K_F11, mod=0, unicode="", scancode=0)
    for event in (down, down, down, up, down, up):  # held (the key repeats), then again
        app.handle(event)
    assert len(toggles) == 2


def test_a_slider_dragged_while_the_window_changes_size_lets_go_cleanly(app):
    from naipes_pg.ui.scenes.settings import SettingsScene

    scene = SettingsScene(app)
    app.stack.push(scene)
    start = scene._bar(scene.effects).midleft
    scene.process_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    scene.resize(app.size)  # the form is built anew under the drag
    end = scene._bar(scene.effects).midright
    scene.process_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    assert scene.dragging is None and scene.form.focused is scene.effects
    assert app.settings.effects_volume == 1.0


def test_a_total_without_hands_over_it_is_not_marked_as_one(app):
    """Cinquillo con pago counts chips and keeps no figure per deal: its one row of chips is
    the figures, not a total under hands, and is not drawn gold as one."""
    import random

    from naipes_pg.ui.match import Match, MatchSetup, SeatSetup
    from naipes_pg.ui.scenes.results import ResultsScene
    from naipes_pg.ui.table.hud_results import match_summary
    from naipes_pg.ui.table.layouts import layout_for

    seats = [SeatSetup("human", "Ana"), SeatSetup("computer", "Bea")]
    match = Match(MatchSetup("cinquillo", {"players": 2}, "pago", 5, seats))
    game, rng = match.game, random.Random(1)
    while actors := game.actors():
        game.apply(actors[0], rng.choice(game.legal_actions(actors[0])))
    layout = layout_for("cinquillo")
    layout.use_options(dict(game.options))
    summary = match_summary(game.outcome(), match, 0, layout)
    summary["game"] = game
    scene = ResultsScene(app, summary)
    assert scene.lines[-1][0] == "Fichas" and len(scene.lines) == 2
    assert not scene.totalled
