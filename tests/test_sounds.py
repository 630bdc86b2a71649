"""The committed sounds cover every key, stay small, and play headless without raising.

The sounds are not regenerated here (espeak-ng and sox are generation-time tools only).
"""

from __future__ import annotations

import ast
import importlib
import json
import logging
import os
import re
from pathlib import Path
from types import ModuleType

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from naipes_pg.rules.announcements import (
    ANIMALS,
    ANNOUNCEMENTS,
    RANKED_EFFECTS,
    RANKED_RANKS,
    keys_for,
    noise_key,
    ranked_key,
    shows_banner,
    sounds_for,
)
from naipes_pg.ui import audio as audio_module
from naipes_pg.ui.audio import Audio

SOUNDS = Path(__file__).resolve().parents[1] / "sounds"
EFFECTS = ("deal", "slide", "flip", "place", "capture", "shuffle", "button", "chip",
           "illegal", "win", "lose", "card_up", "pair", "chain", "solitaire_win",
           "solitaire_lose")
# The solitaires' own sounds: short, since some are heard dozens of times a game.
SOLITAIRE_EFFECTS = ("card_up", "pair", "chain", "solitaire_win", "solitaire_lose")
RULES = Path(__file__).resolve().parents[1] / "naipes_pg" / "rules"
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
        assert announcement.es and announcement.en, key
        assert announcement.voice or announcement.effect, f"{key} is never heard"
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


# ------------------------------------------------------------------ what the rules announce


def _rules_modules() -> list[ModuleType]:
    names = sorted(path.stem for path in RULES.glob("*.py") if not path.stem.startswith("_"))
    modules = [importlib.import_module(f"naipes_pg.rules.{name}") for name in names]
    return [module for module in modules if hasattr(module, "SPEC")]


def _string_values(node: ast.AST, module: ModuleType) -> set[str]:
    """The strings an expression can be: its literals, and module constants it names."""
    values: set[str] = set()
    for sub in ast.walk(node):
        if isinstance(sub, ast.Constant) and isinstance(sub.value, str):
            values.add(sub.value)
        elif isinstance(sub, ast.Name) and isinstance(getattr(module, sub.id, None), str):
            values.add(getattr(module, sub.id))
    return values


def _passed_to(tree: ast.AST, function: ast.FunctionDef, parameter: str,
               module: ModuleType) -> set[str]:
    """The strings a module's calls of `function` pass as `parameter` (by place or by name)."""
    names = [arg.arg for arg in function.args.args]
    place = names.index(parameter) - (names[:1] == ["self"])
    values: set[str] = set()
    for call in ast.walk(tree):
        if not isinstance(call, ast.Call):
            continue
        callee = call.func.attr if isinstance(call.func, ast.Attribute) else \
            getattr(call.func, "id", "")
        if callee != function.name:
            continue
        given = [kw.value for kw in call.keywords if kw.arg == parameter]
        given += call.args[place:place + 1]
        for arg in given:
            values |= _string_values(arg, module)
    return values


def announced_keys(module: ModuleType) -> set[str]:
    """Every `Announced.kind` a rules module can emit that its source spells out: the literal
    or constant in the call, or, when the call passes on a parameter of its function (the
    solitaires' `_end(won, reason, key)`), what the module's calls of that function pass."""
    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    keys: set[str] = set()
    for function in ast.walk(tree):
        if not isinstance(function, ast.FunctionDef):
            continue
        parameters = {arg.arg for arg in function.args.args}
        for call in ast.walk(function):
            if not (isinstance(call, ast.Call) and getattr(call.func, "id", "") == "Announced"):
                continue
            kind = call.args[0] if call.args else None
            if kind is None:
                continue
            keys |= _string_values(kind, module)
            if isinstance(kind, ast.Name) and kind.id in parameters:
                keys |= _passed_to(tree, function, kind.id, module)
    return {key for key in keys if key}


def test_every_key_a_rules_module_announces_has_an_entry_for_its_game() -> None:
    for module in _rules_modules():
        game = module.SPEC.id
        for key in announced_keys(module):
            assert key in ANNOUNCEMENTS, f"{game} announces {key!r}, which has no entry"
            assert game in ANNOUNCEMENTS[key].games, f"{key!r} does not list {game}"


def test_the_scan_sees_every_solitaire_call() -> None:
    found = {module.SPEC.id: announced_keys(module) for module in _rules_modules()}
    ended = {"solitario_ganado", "solitario_perdido"}
    assert found["cuatro-ases"] >= {"carta_sube", "mazo_mezclado"} | ended
    assert found["el-nueve"] >= {"nueve_pareja", "nueve_descartado"} | ended
    assert found["solitario-espanol"] >= {"carta_sube", "cadena", "sin_fichas",
                                          "cuatro_reyes"} | ended


def test_frequent_solitaire_events_are_heard_not_shown() -> None:
    # A card goes up about 40 times a game: a banner each time would stop the table.
    for key in ("carta_sube", "cadena", "nueve_pareja"):
        assert not shows_banner(key), key
        assert ANNOUNCEMENTS[key].effect and not ANNOUNCEMENTS[key].voice, key
    for key in ("solitario_ganado", "solitario_perdido", "mazo_mezclado", "nueve_descartado"):
        assert shows_banner(key) and ANNOUNCEMENTS[key].voice, key
    assert sounds_for("solitario_ganado") == ("solitaire_win", "solitario_ganado")
    assert sounds_for("solitario_perdido") == ("solitaire_lose", "solitario_perdido")
    assert shows_banner("mesa_limpia") and sounds_for("mesa_limpia") == ("mesa_limpia",)
    assert shows_banner("noise:cow") and sounds_for("noise:cow") == ("noise:cow",)


def test_a_card_going_up_rings_at_its_ranks_pitch() -> None:
    assert sounds_for("carta_sube", {"card": "1o", "foundation": 0}) == ("card_up:1",)
    assert sounds_for("carta_sube", {"card": "Rb", "cell": "cell:3,11"}) == ("card_up:12",)
    assert sounds_for("carta_sube", {"card": "8c"}) == ("card_up:8",)
    assert sounds_for("carta_sube", {}) == ("card_up",)  # no card named: any pitch
    assert sounds_for("carta_sube", {"card": "nonsense"}) == ("card_up",)
    assert RANKED_EFFECTS == ("card_up",)
    assert ranked_key("card_up", 12) == "card_up:12"


# ------------------------------------------------------------------ committed files


def test_every_announcement_has_its_sounds(manifest: dict) -> None:
    offered = {key: names for section in manifest.values() for key, names in section.items()}
    for key, announcement in ANNOUNCEMENTS.items():
        if announcement.voice:
            assert manifest["voice"].get(key), key
        data = {"card": "5o"}
        for sound in sounds_for(key, data) + sounds_for(key):
            assert offered.get(sound), f"{key}: no sound {sound!r}"
            assert all((SOUNDS / name).is_file() for name in offered[sound]), key


def test_ranked_effects_have_one_clip_per_rank(manifest: dict) -> None:
    for effect in RANKED_EFFECTS:
        per_rank = [manifest["effects"][ranked_key(effect, rank)] for rank in RANKED_RANKS]
        assert all(len(names) == 1 for names in per_rank), effect
        assert len({names[0] for names in per_rank}) == len(RANKED_RANKS), effect
        assert sorted(manifest["effects"][effect]) == sorted(n[0] for n in per_rank)


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


def _vorbis_channels(path: Path) -> int:
    data = path.read_bytes()
    header = data.find(b"\x01vorbis")
    assert header >= 0, path.name
    return data[header + 11]  # after the packet type, "vorbis" and a 4-byte version


def test_files_are_mono_vorbis(manifest: dict) -> None:
    for name in _all_files(manifest):
        assert _vorbis_channels(SOUNDS / name) == 1, name


def test_solitaire_effects_are_short(audio: Audio, manifest: dict) -> None:
    for effect in SOLITAIRE_EFFECTS:
        for name in manifest["effects"][effect]:
            sound = audio._sound(name)
            assert sound is not None, name
            assert 0.05 < sound.get_length() <= 1.5, name


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
