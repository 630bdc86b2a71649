"""The text size and reduced motion: kept in the settings, chosen in the settings scene, and
followed everywhere, headless, as a player would use them."""

from __future__ import annotations

import json

import pygame
import pytest
from uihelpers import make_app, post_key

from naipes_pg import store
from naipes_pg.rules.base import Outcome
from naipes_pg.rules.events import MatchOver
from naipes_pg.ui import theme
from naipes_pg.ui.match import MatchSetup


@pytest.fixture(autouse=True)
def normal_afterwards():
    """The theme draws with the look the last app handed it: leave it as a new app finds it."""
    yield
    theme.use_look(theme.Look())


def with_settings(app, **changes) -> None:
    """Change settings as the settings scene does: at once, saved, every scene laid out."""
    for name, value in changes.items():
        setattr(app.settings, name, value)
    app.apply_settings()


def widget(scene, label: str):
    return next(w for w in scene.form.widgets if w.label == label)


# -- the settings file ------------------------------------------------------------------------


def test_the_text_size_and_reduced_motion_are_kept_between_runs(tmp_path, monkeypatch):
    monkeypatch.setenv("NAIPES_HOME", str(tmp_path))
    store.save_settings(store.Settings(text_size="larger", reduced_motion=True))
    again = store.load_settings()
    assert again.text_size == "larger" and again.reduced_motion is True
    assert again.text_factor == store.TEXT_SIZES["larger"] == 1.4


def test_an_old_settings_file_loads_with_normal_text_and_full_motion(tmp_path, monkeypatch):
    monkeypatch.setenv("NAIPES_HOME", str(tmp_path))
    store.settings_path().write_text(json.dumps({"language": "en", "speed": "fast"}))
    settings = store.load_settings()
    assert settings.language == "en" and settings.speed == "fast"
    assert settings.text_size == "normal" and settings.reduced_motion is False
    assert not list(tmp_path.glob("settings.damaged-*"))


@pytest.mark.parametrize("size,motion", [("huge", "yes"), (1.4, 1), (None, None),
                                         (["larger"], "true")])
def test_hand_edited_values_go_back_to_the_defaults(size, motion):
    settings = store.Settings(text_size=size, reduced_motion=motion)
    settings.clean()
    assert settings.text_size == "normal" and settings.reduced_motion is False


# -- the text size ----------------------------------------------------------------------------


def test_every_word_is_drawn_larger_with_a_larger_text_size(tmp_path):
    app = make_app(tmp_path)
    normal = theme.text(app.screen, "Escoba", 20, (0, 0)).size
    face = theme.font(20).get_height()
    with_settings(app, text_size="larger")
    larger = theme.text(app.screen, "Escoba", 20, (0, 0)).size
    assert larger[1] > normal[1] and larger[0] > normal[0]
    assert theme.font(20).get_height() > face
    with_settings(app, text_size="normal")
    assert theme.text(app.screen, "Escoba", 20, (0, 0)).size == normal


def test_the_text_size_is_chosen_in_the_settings_and_every_scene_follows(tmp_path):
    app = make_app(tmp_path)
    app.to_menu()
    menu = app.stack.top
    before = menu.settings_button.rect.copy()
    app.open_settings()
    settings = app.stack.top
    row = widget(settings, "Tamaño del texto")
    assert row.value_text() == "‹ Normal ›"
    settings.form.focus = settings.form.widgets.index(row)
    for _ in range(2):
        post_key(pygame.K_RIGHT)
        app.frame(1 / 60)
    assert app.settings.text_size == "larger"
    assert widget(app.stack.top, "Tamaño del texto").value_text() == "‹ Muy grande ›"
    assert json.loads(store.settings_path().read_text())["text_size"] == "larger"
    assert menu.settings_button.rect.width > before.width  # the menu under it, laid out anew


def test_the_table_under_the_pause_menu_is_laid_out_anew(tmp_path):
    from naipes_pg.ui.scenes.pause import PauseScene

    app = make_app(tmp_path)
    app.start_match(MatchSetup("escoba", {}, None, 3))
    table = app.stack.top
    app.frame(1 / 60)
    boxes = {zone: box.rect.copy() for zone, box in table.boxes.items()}
    pause = PauseScene(app, table)
    app.stack.push(pause)
    panel = pause.panel.copy()
    app.open_settings()
    with_settings(app, text_size="larger")
    assert pause.panel.height > panel.height
    assert any(table.boxes[zone].rect != rect for zone, rect in boxes.items())
    assert table.hud.menu_rect(app.size).width > int(150 * app.k)


@pytest.mark.parametrize("language", ["es", "en"])
def test_the_settings_fit_the_smallest_window_with_the_largest_text(tmp_path, language):
    from naipes_pg import i18n

    app = make_app(tmp_path, size=(640, 480))
    with_settings(app, text_size="larger", language=language)
    app.to_menu()
    app.open_settings()
    app.frame(1 / 60)
    scene = app.stack.top
    window = app.screen.get_rect()
    rects = [w.rect for w in scene.form.widgets]
    assert len(rects) == 12 and all(window.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    theme.start_recording()
    scene.draw(app.screen)
    drawn = [pygame.Rect(rect) for rect, what in theme.stop_recording() if what[0] == "text"]
    for row in rects:  # a row's label and value side by side, not one over the other
        words = [rect for rect in drawn if row.contains(rect)]
        assert not any(a.colliderect(b) for i, a in enumerate(words) for b in words[i + 1:])
    i18n.set_language("es")


# -- reduced motion ---------------------------------------------------------------------------


def test_with_reduced_motion_a_dealt_card_still_travels(tmp_path):
    app = make_app(tmp_path, speed="normal")
    with_settings(app, reduced_motion=True)
    app.start_match(MatchSetup("escoba", {}, None, 3))
    table = app.stack.top
    paths: dict[int, list[tuple[float, float]]] = {}
    for _ in range(90):
        app.frame(1 / 60)
        for sprite in table.flying:
            paths.setdefault(id(sprite), []).append((sprite.x, sprite.y))
    assert paths, "no card flew"
    longest = max(paths.values(), key=len)
    assert len(set(longest)) >= 4  # through places between: it moves, it does not jump


def won_solitaire(tmp_path, reduced: bool):
    app = make_app(tmp_path, speed="normal")
    with_settings(app, reduced_motion=reduced)
    app.start_match(MatchSetup("solitario-espanol", {}, None, 3))
    table = app.stack.top
    for _ in range(5):
        app.frame(1 / 60)
    table.director.show(MatchOver(Outcome(winners=(0,), returns=(1.0,))))
    return app, table


def test_a_won_solitaire_dances_only_with_full_motion(tmp_path):
    from naipes_pg.ui.scenes.results import ResultsScene

    _app, table = won_solitaire(tmp_path / "full", reduced=False)
    assert table.finale.cascade is not None
    app, table = won_solitaire(tmp_path / "calm", reduced=True)
    assert table.finale.cascade is None and isinstance(app.stack.top, ResultsScene)


def drawn_rects(draw, kind: str) -> list[pygame.Rect]:
    theme.start_recording()
    draw()
    return [pygame.Rect(rect) for rect, what in theme.stop_recording() if what[0] == kind]


@pytest.mark.parametrize("reduced", [False, True])
def test_a_banner_zooms_in_only_with_full_motion(tmp_path, reduced):
    app = make_app(tmp_path)
    with_settings(app, reduced_motion=reduced)
    app.start_match(MatchSetup("escoba", {}, None, 3))
    hud = app.stack.top.hud
    sizes = [drawn_rects(lambda left=left: hud.draw_banner(app.screen, "¡Escoba!", left),
                         "banner")[0].size for left in (1.18, 1.1, 0.6)]
    assert (len(set(sizes)) == 1) is reduced


@pytest.mark.parametrize("reduced", [False, True])
def test_a_pile_that_jumps_and_a_voice_that_hops_only_with_full_motion(tmp_path, reduced):
    from naipes_pg.ui.table.stage import PULSE_S

    app = make_app(tmp_path)
    with_settings(app, reduced_motion=reduced)
    app.start_match(MatchSetup("nervioso", {}, None, 3))
    table = app.stack.top
    app.frame(1 / 60)
    zone = next(zone for zone in table.boxes if not zone.startswith("hand:"))
    rings = []
    for left in (PULSE_S, PULSE_S / 2):
        table.stage.pulses = {zone: left}
        rings += drawn_rects(lambda: table.stage.draw(app.screen, app.k), "ring")
    assert (rings[0] == rings[1]) is reduced
    table.stage.say(1, "¡Muuu!")
    assert bool(table.stage.bounces) is not reduced


@pytest.mark.parametrize("reduced", [False, True])
def test_a_card_under_the_pointer_rises_only_with_full_motion(tmp_path, reduced):
    from uihelpers import post_mouse, run_until_idle

    app = make_app(tmp_path)
    with_settings(app, reduced_motion=reduced)
    app.start_match(MatchSetup("escoba", {}, None, 3))
    table = app.stack.top
    run_until_idle(app, table)
    card = table.input.hand[0]
    post_mouse("motion", card.rect(*table.card_dims).center)
    for _ in range(20):
        app.frame(1 / 60)
    assert (card.lift == 0) is reduced
    ringed = drawn_rects(lambda: table.input.draw(app.screen), "outline")
    assert any(r.contains(card.rect(*table.card_dims)) for r in ringed) is reduced


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
def test_every_scene_keeps_its_buttons_apart_and_in_the_window_with_larger_text(tmp_path,
                                                                               size):
    from test_scenes import scenes

    app = make_app(tmp_path, size=size)
    with_settings(app, text_size="larger")
    app.to_menu()
    window = app.screen.get_rect()
    for name, scene in scenes(app):
        app.stack.push(scene)
        app.frame(0.5)
        form = getattr(scene, "form", None)
        rects = [w.rect for w in form.widgets] if form else []
        assert all(window.contains(r) for r in rects), name
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), name
        app.stack.pop()


@pytest.mark.parametrize("game_id,variant,players", [("veneno", None, 5), ("granja", None, 6),
                                                     ("brisca", "tute-parejas", 4),
                                                     ("el-nueve", None, 1)])
def test_every_word_on_the_table_can_be_read_with_the_largest_text(tmp_path, game_id, variant,
                                                                   players):
    """Where the words would lie on cards or on each other, they give way (the checks and
    the window sizes of test_visibility)."""
    from test_visibility import run_case

    (tmp_path / "settings.json").write_text(json.dumps({"text_size": "larger"}))
    run_case(tmp_path, game_id, variant, players, seeds=range(1), every=9)
    assert theme.text_factor() == 1.4
