"""Card art: every card has a face that loads and differs from every other, backs and extras
load, a broken file never stops the game, and the generator is deterministic."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import logging
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from naipes_pg.cards import FRENCH_52, SPANISH_48, parse
from naipes_pg.ui import art

REPO = Path(__file__).resolve().parents[1]
EVERY_CARD = SPANISH_48 + FRENCH_52


@pytest.fixture(autouse=True)
def fresh_art(monkeypatch):
    """Each test starts with an empty cache and no warnings given yet."""
    pygame.init()
    monkeypatch.setattr(art, "_warned", set())
    art.clear_cache()
    yield
    art.clear_cache()


def test_card_size_keeps_the_aspect_of_every_card():
    assert art.card_size(240) == (240, 368)
    assert art.card_size(60) == (60, 92)
    assert art.card_size(100) == (100, 153)


def test_deck_of_tells_the_two_decks_apart():
    assert art.deck_of(parse("7o")) == "spanish"
    assert art.deck_of(parse("Rb")) == "spanish"
    assert art.deck_of(parse("10H")) == "french"
    assert art.deck_of(parse("QS")) == "french"


@pytest.mark.parametrize("card", EVERY_CARD, ids=str)
def test_every_card_has_a_face_file(card):
    assert art.asset_path(art.deck_of(card), f"{card}.svg").is_file()


def test_faces_at_table_size_all_differ_and_none_is_a_stand_in(caplog):
    seen: dict[bytes, str] = {}
    with caplog.at_level(logging.WARNING):
        for card in EVERY_CARD:
            face = art.card_face(card, 60)
            assert face.get_size() == (60, 92)
            pixels = pygame.image.tobytes(face, "RGBA")
            assert pixels not in seen, f"{card} looks exactly like {seen.get(pixels)}"
            seen[pixels] = str(card)
    assert not caplog.records


def test_faces_are_cached_per_card_and_width():
    assert art.card_face(parse("Cc"), 80) is art.card_face(parse("Cc"), 80)
    assert art.card_face(parse("Cc"), 80) is not art.card_face(parse("Cc"), 120)
    assert art.card_face(parse("Cc"), 120).get_size() == (120, 184)


def test_at_least_three_backs_with_the_classic_first(caplog):
    names = art.back_names()
    assert names[0] == "clasico" and len(names) >= 3
    with caplog.at_level(logging.WARNING):
        backs = [pygame.image.tobytes(art.card_back(n, 60), "RGBA") for n in names]
    assert len(set(backs)) == len(names)
    assert not caplog.records


def test_an_unknown_back_name_gives_the_classic_back():
    classic = pygame.image.tobytes(art.card_back("clasico", 60), "RGBA")
    assert pygame.image.tobytes(art.card_back("no-such-back", 60), "RGBA") == classic


def test_slot_chip_and_icon_load_at_the_asked_size(caplog):
    with caplog.at_level(logging.WARNING):
        assert art.slot(90).get_size() == (90, 138)
        assert art.chip(40).get_size() == (40, 40)
        assert art.icon(32).get_size() == (32, 32)
        assert art.icon(100).get_size() == (100, 100)
    assert not caplog.records


def test_a_missing_file_gives_a_stand_in_and_one_warning(monkeypatch, tmp_path, caplog):
    monkeypatch.setattr(art, "asset_path", lambda *parts: tmp_path.joinpath(*parts))
    with caplog.at_level(logging.WARNING):
        small = art.card_face(parse("7o"), 60)
        large = art.card_face(parse("7o"), 120)
        back = art.card_back("clasico", 60)
    assert small.get_size() == (60, 92) and large.get_size() == (120, 184)
    assert back.get_size() == (60, 92)
    warnings = [r for r in caplog.records if "7o.svg" in r.getMessage()]
    assert len(warnings) == 1


def test_a_corrupt_file_gives_a_stand_in(monkeypatch, tmp_path):
    (tmp_path / "spanish").mkdir()
    (tmp_path / "spanish" / "Sb.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg"><rect')
    (tmp_path / "spanish" / "Cb.svg").write_text("not an svg at all")
    monkeypatch.setattr(art, "asset_path", lambda *parts: tmp_path.joinpath(*parts))
    for name in ("Sb", "Cb"):
        face = art.card_face(parse(name), 60)
        assert face.get_size() == (60, 92)
        assert face.get_bounding_rect().width > 0  # something is drawn, not a hole


def test_surfaces_take_the_display_format_once_a_window_exists():
    pygame.display.set_mode((64, 64))
    face = art.card_face(parse("1o"), 60)
    assert face.get_flags() & pygame.SRCALPHA


def test_sounds_path_points_at_the_sounds_folder():
    assert art.sounds_path().name in ("sounds", "_sounds")
    assert art.sounds_path("manifest.json").parent == art.sounds_path()


def run_generator(out: Path) -> None:
    subprocess.run([sys.executable, str(REPO / "tools" / "make_sprites.py"), str(out)],
                   check=True, capture_output=True, timeout=120)


def files_of(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def test_the_generator_is_deterministic(tmp_path):
    run_generator(tmp_path / "a")
    run_generator(tmp_path / "b")
    first, second = files_of(tmp_path / "a"), files_of(tmp_path / "b")
    assert len(first) >= 100 + 3 + 3 + 5
    assert first == second


def test_the_committed_sprites_are_what_the_generator_draws(tmp_path):
    """Change the generator, run it: the committed SVGs must follow (PNGs depend on the
    rasteriser's version, so only the vector files are compared)."""
    run_generator(tmp_path)
    fresh = {k: v for k, v in files_of(tmp_path).items() if k.endswith(".svg")}
    committed = {k: v for k, v in files_of(REPO / "sprites").items() if k.endswith(".svg")}
    stale = sorted(k for k in fresh if committed.get(k) != fresh[k])
    assert not stale, f"run tools/make_sprites.py: {len(stale)} stale files, e.g. {stale[:3]}"


@pytest.mark.parametrize("width", range(36, 161))
def test_every_card_width_the_table_may_ask_for_draws_the_real_art(width, caplog):
    """The SVG renderer rounds some heights up by a pixel; that must not bring a stand-in."""
    art.clear_cache()
    with caplog.at_level(logging.WARNING):
        face = art.card_face(parse("Cc"), width)
    assert face.get_size() == art.card_size(width)
    assert not caplog.records
