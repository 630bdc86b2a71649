"""The players' key blocks (RULES.md 0.6) and the "Prueba tus teclas" screen: defaults by
physical key, remapping and its refusals, the settings file round trip, damaged entries, key
events told apart by block, and the screen driven headless by posted events."""

from __future__ import annotations

import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from naipes_pg import i18n, store  # noqa: E402
from naipes_pg.ui import keymap as km  # noqa: E402
from naipes_pg.ui.keymap import KeyMap, KeyRefused  # noqa: E402

# SDL scancodes by the key a US keyboard prints there (the dummy driver's layout).
SC = {c: 4 + i for i, c in enumerate("abcdefghijklmnopqrstuvwxyz")}
SC |= {str((i + 1) % 10): 30 + i for i in range(10)}
SC |= {";": 51, ",": 54, ".": 55, "/": 56, "space": 44, "return": 40, "escape": 41, "g": 10}


def codes(keys: str) -> tuple[int, ...]:
    return tuple(SC[c] for c in keys)


@pytest.fixture
def app(tmp_path):
    os.environ["NAIPES_HOME"] = str(tmp_path)
    from naipes_pg.ui.app import App

    store.take_damaged()
    km.forget_learned()
    application = App(size=(1280, 720))
    application.settings.speed = "instant"
    application.to_menu()
    yield application
    i18n.set_language("es")
    km.forget_learned()


def key_event(kind, scancode=0, key=None):
    """A key event as a keyboard sends it: its physical key, and what the layout types there
    (``key=0``: an event posted without it)."""
    key = km.layout_key(scancode) if key is None else key
    return pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=scancode)


def down(app, scancode, key=None, frames=1):
    pygame.event.post(key_event(pygame.KEYDOWN, scancode, key))
    for _ in range(frames):
        app.frame(1 / 60)


def up(app, scancode, key=None):
    pygame.event.post(key_event(pygame.KEYUP, scancode, key))
    app.frame(1 / 60)


def click(app, pos):
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.frame(1 / 60)


# -- the map ----------------------------------------------------------------------------------


def test_the_default_blocks_are_the_four_far_apart_blocks_of_0_6():
    keymap = KeyMap()
    assert keymap.block(0) == codes("1234qwer")
    assert keymap.block(1) == codes("7890uiop")
    assert keymap.block(2) == codes("asdfzxcv")
    assert keymap.block(3) == codes("jkl;m,./")  # J K L Ñ / M , . - on a Spanish keyboard
    assert [keymap.label(0, k) for k in range(8)] == list("1234QWER")


def test_the_lone_players_count_keys():
    keymap = KeyMap()
    assert [keymap.count_key(n) for n in km.COUNTS] == list(codes("1234567890scr")) + [
        SC["space"], SC["return"]]
    assert keymap.count_label("10") == "0" and keymap.count_label("S") == "S"


def test_a_key_is_labelled_by_what_the_layout_types_on_it():
    i18n.set_language("es")
    assert km.key_label(SC["q"]) == "Q" and km.key_label(SC["space"]) == "Espacio"
    km.learn(key_event(pygame.KEYDOWN, SC[";"], 241))  # a Spanish keyboard types ñ there
    assert KeyMap().label(3, 3) == "Ñ"
    km.learn(key_event(pygame.KEYDOWN, SC["q"], pygame.K_a))  # a French one types a
    assert KeyMap().label(0, 4) == "A"
    km.forget_learned()
    assert KeyMap().label(0, 4) == "Q"


def test_roles_follow_the_key_order():
    i18n.set_language("es")
    assert [km.role(k) for k in range(8)] == ["Dar la vuelta", "Palmada"] + [
        f"Sonido {n}" for n in range(1, 7)]
    i18n.set_language("en")
    assert km.role(0) == "Flip" and km.role(1) == "Slap" and km.role(7) == "Sound 6"
    i18n.set_language("es")


def test_a_key_moves_and_a_key_in_use_or_reserved_is_refused():
    keymap = KeyMap()
    keymap.set(0, 1, SC["g"])
    assert keymap.block(0)[1] == SC["g"]
    keymap.set(0, 1, SC["g"])  # the same key where it already is: nothing to refuse
    with pytest.raises(KeyRefused) as refused:
        keymap.set(1, 0, SC["q"])  # seat 0's fifth key
    assert refused.value.taken == (0, 4) and "Q" in str(refused.value)
    with pytest.raises(KeyRefused) as refused:
        keymap.set(0, 0, SC["w"])  # a key of the same block, elsewhere
    assert refused.value.taken == (0, 5)
    with pytest.raises(KeyRefused) as refused:
        keymap.set(0, 0, SC["escape"])
    assert refused.value.taken is None
    assert keymap.block(1) == codes("7890uiop") and keymap.block(0)[0] == SC["1"]
    keymap.set_count("slap", SC["g"])  # the count keys are a map apart from the blocks
    with pytest.raises(KeyRefused):
        keymap.set_count("S", SC["1"])
    keymap.reset()
    assert keymap.is_default()


def test_which_tells_each_blocks_keys_apart_in_posted_events():
    pygame.display.init()
    keymap = KeyMap()
    pygame.event.clear()
    for scancode in codes("2iz/g"):
        pygame.event.post(key_event(pygame.KEYDOWN, scancode))
    pygame.event.post(key_event(pygame.KEYUP, SC["2"]))
    found = [keymap.which(e) for e in pygame.event.get() if e.type in (pygame.KEYDOWN,
                                                                       pygame.KEYUP)]
    assert found == [(0, 1), (1, 5), (2, 4), (3, 7), None, (0, 1)]


def test_an_event_without_its_scancode_is_placed_by_its_key():
    """A program's posted key (the table's tests post ``key`` alone) finds its block too."""
    pygame.display.init()
    keymap = KeyMap()
    assert keymap.which(key_event(pygame.KEYDOWN, 0, pygame.K_8)) == (1, 1)
    assert keymap.count(key_event(pygame.KEYDOWN, 0, pygame.K_RETURN)) == "slap"
    assert keymap.count(key_event(pygame.KEYDOWN, SC["c"])) == "C"
    assert keymap.count(key_event(pygame.KEYDOWN, SC["g"])) is None


def test_the_keys_survive_a_save_and_a_load(tmp_path):
    os.environ["NAIPES_HOME"] = str(tmp_path)
    settings = store.Settings()
    keymap = KeyMap.load(settings)
    assert keymap.is_default() and keymap.problem is None
    keymap.set(2, 7, SC["g"])
    keymap.set_count("silent", SC["space"] + 0)
    keymap.set_count("S", SC["/"])
    keymap.save(settings)
    saved = json.loads(store.settings_path().read_text())["keys"]
    assert saved["blocks"][2][7] == SC["g"] and saved["counts"]["S"] == SC["/"]
    again = KeyMap.load(store.load_settings())
    assert again.to_json() == keymap.to_json() and again.problem is None


@pytest.mark.parametrize("entry, kept", [
    ("garbage", None),
    ({"blocks": "x", "counts": {}}, None),
    ({"blocks": [[30] * 8] * 4}, None),
    ({"blocks": [list(codes("1234qwer")), list(codes("7890uiop")), [10, 22, True, 9.5, -3, 600,
                                                                     41, None],
                 list(codes("jkl;m,./"))]}, (0, codes("1234qwer"))),
])
def test_a_damaged_entry_gives_the_defaults_where_it_is_wrong_and_a_message(entry, kept,
                                                                            caplog):
    settings = store.Settings(keys=entry)
    keymap = KeyMap.load(settings)
    assert keymap.problem and "teclas" in keymap.problem
    assert "saved keys" in caplog.text
    blocks = [keymap.block(b) for b in range(4)]
    assert len({s for b in blocks for s in b}) == 32  # no key twice, whatever was saved
    if kept is not None:
        assert keymap.block(kept[0]) == kept[1]


def test_a_half_damaged_block_keeps_its_sound_keys():
    blocks = [list(codes("1234qwer")), list(codes("7890uiop")),
              [SC["g"], 22, 7, 9, 29, 27, 6, "v"], list(codes("jkl;m,./"))]
    keymap = KeyMap.load(store.Settings(keys={"blocks": blocks,
                                              "counts": dict(km.DEFAULT_COUNTS)}))
    assert keymap.block(2) == (SC["g"],) + codes("sdfzxc") + (SC["v"],)
    assert keymap.problem


def test_a_saved_key_used_twice_keeps_the_first_and_the_second_gets_its_default():
    blocks = [list(codes("g234qwer")), list(codes("g890uiop")), list(codes("asdfzxcv")),
              list(codes("jkl;m,./"))]
    keymap = KeyMap.load(store.Settings(keys={"blocks": blocks,
                                              "counts": dict(km.DEFAULT_COUNTS)}))
    assert keymap.block(0)[0] == SC["g"] and keymap.block(1)[0] == SC["7"]
    assert keymap.problem


# -- the screen -------------------------------------------------------------------------------


def open_from_settings(app):
    from naipes_pg.ui.scenes.keytest import KeyTestScene

    app.open_settings()
    button = next(w for w in app.stack.top.form.widgets if w.label == "Prueba tus teclas")
    click(app, button.rect.center)
    scene = app.stack.top
    assert isinstance(scene, KeyTestScene)
    return scene


def cap(scene, block, key):
    return next(c for c in scene.caps() if (c.block, c.key) == (block, key))


def test_the_settings_open_the_key_test_and_esc_comes_back(app):
    from naipes_pg.ui.scenes.settings import SettingsScene

    scene = open_from_settings(app)
    assert len({(c.block, c.key) for c in scene.caps()}) == 32
    down(app, SC["escape"])
    assert isinstance(app.stack.top, SettingsScene)


def test_held_keys_light_up_and_the_most_held_together_is_counted(app):
    from naipes_pg.ui.theme import start_recording, stop_recording

    scene = open_from_settings(app)
    down(app, SC["2"])
    down(app, SC["8"])
    down(app, SC["g"])  # a key of no block counts too: the keyboard registered it
    assert scene.lit(cap(scene, 0, 1)) and scene.lit(cap(scene, 1, 1))
    assert not scene.lit(cap(scene, 0, 0))
    assert scene.held_now == 3 and scene.most == 3
    start_recording()
    app.frame(1 / 60)
    items = stop_recording()
    lit = [sig for _r, sig in items if sig[0] == "keycap" and sig[-1]]
    assert len(lit) == 2
    words = " ".join(str(sig[1]) for _r, sig in items if sig[0] == "text")
    assert "3 teclas a la vez" in words
    up(app, SC["8"])
    up(app, SC["g"])
    assert not scene.lit(cap(scene, 1, 1)) and scene.held_now == 1 and scene.most == 3
    down(app, SC["2"])  # the key's repeat while held is no new key
    assert scene.held_now == 1
    assert isinstance(app.stack.top, type(scene))  # keys of a block never navigate away


def test_a_key_is_remapped_by_click_and_saved_at_once(app):
    scene = open_from_settings(app)
    click(app, cap(scene, 1, 1).rect.center)
    assert scene.capturing == ("blocks", 1, 1)
    down(app, SC["g"])
    up(app, SC["g"])
    assert scene.capturing is None
    assert KeyMap.load(store.load_settings()).block(1)[1] == SC["g"]
    assert cap(scene, 1, 1).value_text() == "G"
    down(app, SC["g"])
    assert scene.lit(cap(scene, 1, 1))


def test_a_key_in_use_is_refused_with_the_reason_and_esc_cancels(app):
    scene = open_from_settings(app)
    target = cap(scene, 0, 0)
    scene.form.focus = scene.form.widgets.index(target)
    down(app, SC["return"], pygame.K_RETURN)  # Enter on the focused key
    up(app, SC["return"], pygame.K_RETURN)
    assert scene.capturing == ("blocks", 0, 0)
    down(app, SC["i"])
    up(app, SC["i"])
    assert scene.capturing == ("blocks", 0, 0)  # still waiting for a free key
    assert "I" in scene.status and "Jugador 2" in scene.status
    down(app, SC["escape"])
    up(app, SC["escape"])
    assert scene.capturing is None and app.stack.top is scene
    assert KeyMap.load(store.load_settings()).block(0)[0] == SC["1"]


def test_the_enter_that_starts_a_remap_is_not_taken_as_the_new_key(app):
    """Enter held a moment repeats its KEYDOWN: only a fresh press is the new key."""
    scene = open_from_settings(app)
    scene.form.focus = scene.form.widgets.index(cap(scene, 2, 0))
    down(app, SC["return"])
    down(app, SC["return"])  # the key repeat, no KEYUP between
    assert scene.capturing == ("blocks", 2, 0)
    up(app, SC["return"])
    down(app, SC["g"])
    assert scene.capturing is None and scene.keymap.block(2)[0] == SC["g"]


def test_once_the_keyboard_is_live_its_own_state_says_what_is_held(app, monkeypatch):
    """A key held when the screen opened lights; a release lost with the focus does not
    leave a key lit."""
    from naipes_pg.ui.scenes import keytest

    keyboard: set[int] = set()
    monkeypatch.setattr(keytest, "_keyboard_down", lambda: set(keyboard))
    keyboard |= {SC["e"]}  # held before the screen opened: no event came for it
    scene = open_from_settings(app)
    assert not scene.lit(cap(scene, 0, 6))
    keyboard |= {SC["2"]}
    down(app, SC["2"])
    assert scene.live and scene.lit(cap(scene, 0, 6)) and scene.held_now == 2
    keyboard.clear()  # both let go while another window had the keyboard
    app.frame(1 / 60)
    assert scene.held_now == 0 and scene.most == 2


def test_reset_restores_the_defaults_and_saves(app):
    scene = open_from_settings(app)
    click(app, cap(scene, 3, 3).rect.center)
    down(app, SC["g"])
    up(app, SC["g"])
    assert not KeyMap.load(store.load_settings()).is_default()
    reset = next(w for w in scene.form.widgets if w.label == "Restablecer")
    click(app, reset.rect.center)
    assert KeyMap.load(store.load_settings()).is_default()
    assert cap(scene, 3, 3).value_text() == km.key_label(SC[";"])


def test_the_count_keys_are_shown_and_remapped_too(app):
    scene = open_from_settings(app)
    toggle = next(w for w in scene.form.widgets if w.label == "Teclas para contar")
    click(app, toggle.rect.center)
    assert {c.part for c in scene.caps()} == {"counts"} and len(scene.caps()) == 15
    down(app, SC["space"])  # Space is the silence here: it lights, it does not press buttons
    assert scene.lit(next(c for c in scene.caps() if c.key == km.COUNTS.index("silent")))
    up(app, SC["space"])
    click(app, next(c for c in scene.caps() if c.key == km.COUNTS.index("S")).rect.center)
    down(app, SC["g"])
    up(app, SC["g"])
    assert KeyMap.load(store.load_settings()).count_key("S") == SC["g"]


def test_a_damaged_keys_entry_is_said_on_the_screen(app):
    app.settings.keys = {"blocks": 5}
    open_from_settings(app)
    app.frame(1 / 60)
    assert any("teclas" in message for message in app.toasts.messages())


def test_a_game_opens_the_screen_with_its_players_blocks(app):
    from naipes_pg.ui.scenes.keytest import open_keytest

    scene = open_keytest(app, ["Ana", "Luis"])
    assert {c.block for c in scene.caps()} == {0, 1}
    app.frame(1 / 60)
    assert app.stack.top is scene


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["es", "en"])
@pytest.mark.parametrize("view", ["blocks", "counts"])
def test_the_screen_fits_every_window(app, size, language, view):
    from naipes_pg.ui.scenes.keytest import open_keytest
    from naipes_pg.ui.theme import start_recording, stop_recording

    app.settings.language = language
    i18n.set_language(language)
    app.screen = pygame.Surface(size)
    scene = open_keytest(app, counts=view == "counts")
    window = app.screen.get_rect()
    start_recording()
    app.frame(1 / 60)
    items = stop_recording()
    rects = [w.rect for w in scene.form.widgets]
    assert all(window.contains(r) for r in rects), size
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    texts = [pygame.Rect(r) for r, sig in items if sig[0] == "text"]
    assert all(window.inflate(4, 4).contains(r) for r in texts), size
