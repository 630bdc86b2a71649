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
    from naipes_pg import i18n
    from naipes_pg.ui.app import App

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
    from naipes_pg.ui.scenes.menu import MenuScene
    from naipes_pg.ui.scenes.setup import SetupScene

    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    labels = [w.label for w in menu.form.widgets]
    names = [cls.spec.name("es") for cls in GAMES.values()]
    assert labels[: len(GAMES)] == names
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

    store.save_current({"game": "ronda-robada", "actions": []})
    app = make()
    assert focused_label(app) == "Continuar la partida"
    assert app.stack.top.form.focused.hint == "Ronda robada y peleada"
    store.save_current({"game": "no-such-game"})
    first = next(iter(GAMES.values())).spec.name("es")
    assert make().stack.top.form.widgets[0].label == first


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

    store.settings_path().parent.mkdir(parents=True, exist_ok=True)
    store.settings_path().write_text("{ not json ::", encoding="utf-8")
    app = App(size=(1280, 800))
    assert app.settings == store.Settings()
    assert app.toasts


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
    from naipes_pg.ui.scenes.menu import MenuScene
    from naipes_pg.ui.scenes.pause import PauseScene
    from naipes_pg.ui.scenes.rules import RulesScene

    table = FakeTable()
    app.stack.push(PauseScene(app, table))
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)
    app.stack.push(PauseScene(app, table))
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)  # Restart
    assert table.restarts == 1 and isinstance(app.stack.top, MenuScene)
    pause = PauseScene(app, table)
    app.stack.push(pause)
    key(app, pygame.K_F1)
    assert isinstance(app.stack.top, RulesScene)
    key(app, pygame.K_ESCAPE)
    quit_button = pause.form.widgets[-1]
    click(app, quit_button.rect.center)
    assert isinstance(app.stack.top, MenuScene) and len(app.stack.scenes) == 1


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
    key(app, pygame.K_a, unicode="a")
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
    tiles = [w.rect for i, w in enumerate(scene.form.widgets) if i in scene.games]
    assert len(tiles) == 15
    assert all(window.contains(r) for r in tiles)
    assert not any(a.colliderect(b) for i, a in enumerate(tiles) for b in tiles[i + 1:])
    app.frame(0.016)


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
