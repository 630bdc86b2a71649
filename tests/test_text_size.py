"""Larger text reaches every word: each scene drawn with the text size at "Larger" draws every
word it drew at "Normal", taller, and keeps it in the window (the menu's game names were
fitted back to their normal height)."""

from __future__ import annotations

import re

import pygame
import pytest
from test_access import with_settings
from test_scenes import scenes
from uihelpers import make_app

from naipes_pg import i18n
from naipes_pg.ui import theme

HEADING = 48  # words drawn this tall already (the app's title) may grow less
GROWTH = 1.25  # "Larger" is 1.4 times; whole pixels and line breaks take a little


def drawn_words(tmp_path, size: tuple[int, int], text_size: str,
                language: str) -> dict[str, dict[str, tuple[int, pygame.Rect]]]:
    """Scene → word → (the height drawn, where): the smallest a scene draws it."""
    app = make_app(tmp_path / text_size, size=size)
    with_settings(app, text_size=text_size, language=language)
    i18n.set_language(language)
    app.to_menu()
    found: dict[str, dict[str, tuple[int, pygame.Rect]]] = {}
    for name, scene in scenes(app):
        app.stack.push(scene)
        app.frame(0.5)
        theme.start_recording()
        scene.draw(app.screen)
        words = found.setdefault(name, {})
        for rect, what in theme.stop_recording():
            if what[0] not in ("text", "title"):
                continue
            drawn = pygame.Rect(rect)
            height = drawn.height - 4 if what[0] == "text" else drawn.height
            for word in re.findall(r"\w+", what[1]):  # lines break elsewhere when larger
                if word not in words or height < words[word][0]:
                    words[word] = (height, drawn)
        app.stack.pop()
    i18n.set_language("es")
    return found


@pytest.mark.parametrize("language", ["es", "en"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)])
def test_every_word_of_every_scene_grows_with_the_text_size(tmp_path, size, language):
    normal = drawn_words(tmp_path, size, "normal", language)
    larger = drawn_words(tmp_path, size, "larger", language)
    window = pygame.Rect((0, 0), size)
    small, lost, out = [], [], []
    for scene, words in normal.items():
        for text, (height, _rect) in words.items():
            if text not in larger[scene]:
                lost.append((scene, text))
                continue
            grown, rect = larger[scene][text]
            if height < HEADING and grown < GROWTH * height:
                small.append((scene, text, height, grown))
            if not window.contains(rect.inflate(-4, -4)):
                out.append((scene, text, rect))
    assert not small, small
    assert not lost, lost
    assert not out, out


@pytest.mark.parametrize("language", ["es", "en"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)])
def test_every_game_tile_says_its_players_at_the_larger_text_size(tmp_path, size, language):
    """A name on two lines leaves no room under it in a short tile: the players are said
    after one of its lines instead, never left out."""
    app = make_app(tmp_path, size=size)
    with_settings(app, text_size="larger", language=language)
    i18n.set_language(language)
    app.to_menu()
    app.frame(0.5)
    theme.start_recording()
    app.stack.top.draw(app.screen)
    said = [what[1] for _rect, what in theme.stop_recording() if what[0] == "text"]
    i18n.set_language("es")
    players = [w for w in said if re.search(r"\d", w) and len(w) < 20]
    menu = app.stack.top
    assert len(players) >= len(menu.games) + len(menu.groups), said
