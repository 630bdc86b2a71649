"""The committed sounds cover every key, stay small, and play headless without raising.

The sounds are not regenerated here (espeak-ng and sox are generation-time tools only).
"""

from __future__ import annotations

import json
import logging
import os
import re
from pathlib import Path

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from naipes_pg.rules.announcements import ANIMALS, ANNOUNCEMENTS, keys_for, noise_key
from naipes_pg.ui import audio as audio_module
from naipes_pg.ui.audio import Audio

SOUNDS = Path(__file__).resolve().parents[1] / "sounds"
EFFECTS = ("deal", "slide", "flip", "place", "capture", "shuffle", "button", "chip",
           "illegal", "win", "lose")
GAMES = ("ronda-robada", "ronda-marroqui", "piles", "cuatro-ases", "cinquillo", "truco",
         "el-nueve", "chinchon", "veneno", "granja", "solitario-espanol", "siete-y-media",
         "brisca", "nervioso", "escoba")


@pytest.fixture(scope="module")
def manifest() -> dict[str, dict[str, list[str]]]:
    return json.loads((SOUNDS / "manifest.json").read_text(encoding="utf-8"))


@pytest.fixture
def audio() -> Audio:
    pygame.mixer.quit()
    yield Audio(SOUNDS)
    pygame.mixer.quit()


def _all_files(manifest: dict[str, dict[str, list[str]]]) -> list[str]:
    return [name for section in manifest.values() for names in section.values() for name in names]


# ------------------------------------------------------------------ announcements


def test_announcement_keys_are_snake_case_and_match_their_entry() -> None:
    for key, announcement in ANNOUNCEMENTS.items():
        assert re.fullmatch(r"[a-z][a-z0-9_]*", key), key
        assert announcement.key == key
        assert announcement.es and announcement.en and announcement.voice
        assert set(announcement.games) <= set(GAMES), key


def test_stolen_house_uses_exactly_its_five_calls() -> None:
    assert set(keys_for("ronda-robada")) == {
        "pareja", "trio", "te_la_piso", "mesa_limpia", "casa_robada"}


def test_named_calls_of_the_other_games_are_listed() -> None:
    expected = {
        "ronda-marroqui": {"darba", "bkhamsa", "bashra", "missa", "ronda", "tringa"},
        "escoba": {"escoba", "quince_en_mesa", "quince_en_mano"},
        "truco": {"envido", "real_envido", "falta_envido", "truco", "retruco", "vale_cuatro",
                  "quiero", "no_quiero"},
        "chinchon": {"chinchon", "cierre"},
        "brisca": {"cantar_20", "cantar_40", "tute"},
        "nervioso": {"uno", "diez", "sota", "caballo", "rey"},
    }
    for game, keys in expected.items():
        assert keys <= set(keys_for(game)), game


def test_animal_noises_are_not_announcements() -> None:
    assert len(ANIMALS) >= 8
    assert {"cow", "dog", "cat", "pig", "duck", "hen", "sheep", "donkey"} <= set(ANIMALS)
    assert not any(key.startswith("noise") for key in ANNOUNCEMENTS)
    assert noise_key("cow") == "noise:cow"


# ------------------------------------------------------------------ committed files


def test_every_announcement_has_a_voice_file(manifest: dict) -> None:
    for key in ANNOUNCEMENTS:
        files = manifest["voice"].get(key)
        assert files, key
        assert all((SOUNDS / name).is_file() for name in files), key


def test_every_animal_has_a_noise(manifest: dict) -> None:
    for animal in ANIMALS:
        files = manifest["animals"].get(noise_key(animal))
        assert files, animal
        assert all((SOUNDS / name).is_file() for name in files), animal


def test_every_effect_exists(manifest: dict) -> None:
    for effect in EFFECTS:
        files = manifest["effects"].get(effect)
        assert files, effect
        assert all((SOUNDS / name).is_file() for name in files), effect


def test_files_are_small(manifest: dict) -> None:
    for name in _all_files(manifest):
        assert (SOUNDS / name).stat().st_size <= 300 * 1024, name
    total = sum(path.stat().st_size for path in SOUNDS.iterdir())
    assert total < 5 * 1024 * 1024


def test_no_stray_files(manifest: dict) -> None:
    listed = set(_all_files(manifest)) | {"manifest.json"}
    assert {path.name for path in SOUNDS.iterdir()} == listed


# ------------------------------------------------------------------ playing


def test_plays_every_key_headless(audio: Audio, manifest: dict) -> None:
    assert audio.available
    keys = [key for section in manifest.values() for key in section]
    assert set(keys) == set(audio.keys())
    for key in keys:
        audio.play(key)
    for name in _all_files(manifest):  # every variant decodes, not just the ones drawn
        assert audio._sound(name) is not None, name


def test_unknown_key_is_ignored_and_logged_once_at_debug(
        audio: Audio, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.DEBUG, logger="naipes.audio"):
        audio.play("no_such_call")
        audio.play("no_such_call")
    records = [r for r in caplog.records if "no_such_call" in r.getMessage()]
    assert len(records) == 1 and records[0].levelno == logging.DEBUG


def test_set_volume_clamps_and_checks_the_channel(audio: Audio) -> None:
    audio.set_volume("effects", 2.0)
    audio.set_volume("voice", -1.0)
    audio.play("deal")
    audio.play("mesa_limpia")
    with pytest.raises(ValueError):
        audio.set_volume("music", 0.5)


def test_without_audio_device_stays_silent_and_warns_once(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    pygame.mixer.quit()

    def no_device(*args: object, **kwargs: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    with caplog.at_level(logging.DEBUG, logger="naipes.audio"):
        audio = Audio(SOUNDS)
        for key in ("deal", "mesa_limpia", "noise:cow", "unknown"):
            audio.play(key)
        audio.set_volume("voice", 0.5)
    assert not audio.available
    warnings = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(warnings) == 1
    assert pygame.mixer.get_init() is None


def test_missing_or_broken_files_are_skipped_with_one_warning(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    (tmp_path / "broken.ogg").write_bytes(b"not an ogg file")
    manifest = {"effects": {"deal": ["broken.ogg"], "flip": ["missing.ogg"]}}
    (tmp_path / "manifest.json").write_text(json.dumps(manifest))
    pygame.mixer.quit()
    with caplog.at_level(logging.WARNING, logger="naipes.audio"):
        audio = Audio(tmp_path)
        for _ in range(3):
            audio.play("deal")
            audio.play("flip")
    pygame.mixer.quit()
    messages = [r.getMessage() for r in caplog.records]
    assert sum("broken.ogg" in m for m in messages) == 1
    assert sum("missing.ogg" in m for m in messages) == 1


def test_missing_manifest_leaves_audio_silent(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    pygame.mixer.quit()
    with caplog.at_level(logging.WARNING, logger="naipes.audio"):
        audio = Audio(tmp_path)
        audio.play("deal")
    pygame.mixer.quit()
    assert audio.keys() == []
    assert len(caplog.records) == 1


def test_default_folder_is_the_repos_sounds(monkeypatch: pytest.MonkeyPatch) -> None:
    found = audio_module.default_sounds_dir()
    assert (found / "manifest.json").is_file()
