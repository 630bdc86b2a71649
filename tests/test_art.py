"""Card art: every card has a face that loads and differs from every other, backs and extras
load, a broken file never stops the game, and the generator is deterministic."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import logging
import re
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from naipes_pg.cards import FRENCH_52, SPANISH_48, parse
from naipes_pg.rules.announcements import ANIMALS
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
    pictures = {f"{name}.svg" for name in PICTURES}
    assert pictures <= set(first), sorted(pictures - set(first))
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


# --- La Granja's animal portraits and the reflex games' props ---------------------------

ANIMAL_PICTURES = [f"animals/{a}" for a in ANIMALS] + [f"animals/{a}_plush" for a in ANIMALS]
PROPS = ["props/totem", "props/hand", "props/metronome", "props/bubble"]
PICTURES = ANIMAL_PICTURES + PROPS


@pytest.mark.parametrize("name", PICTURES)
def test_every_picture_has_a_file(name):
    assert art.asset_path(*f"{name}.svg".split("/")).is_file()


@pytest.mark.parametrize("name", ANIMAL_PICTURES)
def test_animal_portraits_are_square(name):
    head = art.asset_path(*f"{name}.svg".split("/")).read_text(encoding="utf-8")[:400]
    width, height = re.search(r'viewBox="0 0 (\d+) (\d+)"', head).groups()
    assert width == height


@pytest.mark.parametrize("size", [64, 256])
@pytest.mark.parametrize("name", PICTURES)
def test_pictures_load_at_icon_and_full_size(name, size, caplog):
    with caplog.at_level(logging.WARNING):
        picture = art.picture(name, size)
    assert picture.get_size() == (size, size)
    assert not caplog.records, "the real file must load, not a stand-in"
    drawn = picture.get_bounding_rect()
    assert drawn.width >= size * 0.5 or drawn.height >= size * 0.5


@pytest.mark.parametrize("name", ANIMAL_PICTURES + ["props/hand", "props/bubble"])
def test_pictures_leave_their_corners_transparent(name):
    """They sit on the felt and on the cards: no background square."""
    picture = art.picture(name, 64)
    for corner in ((0, 0), (63, 0), (0, 63)):
        assert picture.get_at(corner).a == 0, corner


def test_every_animal_and_plush_looks_different():
    seen: dict[bytes, str] = {}
    for name in ANIMAL_PICTURES:
        pixels = pygame.image.tobytes(art.picture(name, 64), "RGBA")
        assert pixels not in seen, f"{name} looks exactly like {seen.get(pixels)}"
        seen[pixels] = name


def test_pictures_are_cached_per_name_and_size():
    assert art.picture("animals/cow", 64) is art.picture("animals/cow", 64)
    assert art.picture("animals/cow", 64) is not art.picture("animals/cow", 65)
    assert art.picture("animals/cow", 64) is art.picture("animals/cow", (64, 64))


def test_a_picture_fits_a_box_of_another_shape_centred():
    """A square portrait asked for in a wide box keeps its shape and sits in the middle."""
    wide = art.picture("animals/pig", (120, 60))
    assert wide.get_size() == (120, 60)
    drawn = wide.get_bounding_rect()
    assert drawn.width <= 60
    assert abs(drawn.centerx - 60) <= 4


def test_a_missing_picture_gives_a_stand_in_and_one_warning(monkeypatch, tmp_path, caplog):
    monkeypatch.setattr(art, "asset_path", lambda *parts: tmp_path.joinpath(*parts))
    with caplog.at_level(logging.WARNING):
        small = art.picture("animals/cow", 64)
        large = art.picture("animals/cow", 200)
        other = art.picture("animals/duck", 64)
    assert small.get_size() == (64, 64) and large.get_size() == (200, 200)
    assert small.get_bounding_rect().width > 0
    assert pygame.image.tobytes(small, "RGBA") != pygame.image.tobytes(other, "RGBA")
    warnings = [r for r in caplog.records if "cow.svg" in r.getMessage()]
    assert len(warnings) == 1


def test_a_damaged_picture_gives_a_stand_in(monkeypatch, tmp_path, caplog):
    (tmp_path / "props").mkdir()
    (tmp_path / "props" / "totem.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg"><g')
    monkeypatch.setattr(art, "asset_path", lambda *parts: tmp_path.joinpath(*parts))
    with caplog.at_level(logging.WARNING):
        totem = art.picture("props/totem", 80)
    assert totem.get_size() == (80, 80)
    assert totem.get_bounding_rect().width > 0
    assert any("totem.svg" in r.getMessage() for r in caplog.records)


def test_the_bubble_text_box_lies_on_the_bubble_s_white():
    """The table writes the animal's sound in BUBBLE_TEXT_BOX: every corner and the middle
    of that box must be the bubble's white, clear of its outline and of the background."""
    w, h = 512, round(512 / art.BUBBLE_ASPECT)
    bubble = art.picture("props/bubble", (w, h))
    assert bubble.get_bounding_rect().width >= w * 0.95  # the box has the bubble's shape
    fx, fy, fw, fh = art.BUBBLE_TEXT_BOX
    for u, v in ((0, 0), (1, 0), (0, 1), (1, 1), (0.5, 0.5)):
        x = min(w - 1, int((fx + fw * u) * w))
        y = min(h - 1, int((fy + fh * v) * h))
        colour = bubble.get_at((x, y))
        assert colour.a == 255 and min(colour.r, colour.g, colour.b) > 230, (u, v, colour)
