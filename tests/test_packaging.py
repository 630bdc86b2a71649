"""The wheel carries the code, the card art and the sounds, and the art loads from it.

Builds the wheel from a copy of the sources (so no build/ folder lands in the work tree),
unpacks it, and imports it in a fresh interpreter run outside the repository. The build
uses the running interpreter's setuptools when it is recent enough for pyproject.toml, and
otherwise lets pip fetch the build requirements. Takes a few seconds either way.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
import zipfile
from importlib import metadata
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
BUILD_TIMEOUT = 180  # seconds; a fetch of the build requirements is the slow case


def declared_packages() -> set[str]:
    tomllib = pytest.importorskip("tomllib")
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    return set(config["tool"]["setuptools"]["packages"])


def test_every_code_folder_is_a_listed_package():
    """pyproject.toml lists its packages (see the comment there): a new folder of modules
    under naipes_pg/ must be added, or the wheel would ship without it."""
    on_disk = {
        ".".join(path.parent.relative_to(REPO).parts)
        for path in (REPO / "naipes_pg").rglob("*.py")
        if "__pycache__" not in path.parts
    }
    missing = sorted(on_disk - declared_packages())
    assert not missing, f"add to [tool.setuptools] packages in pyproject.toml: {missing}"


def _backend_is_local() -> bool:
    """True when this interpreter can build the wheel itself, without fetching anything."""
    try:
        setuptools = tuple(int(x) for x in metadata.version("setuptools").split(".")[:2])
    except metadata.PackageNotFoundError:
        return False
    return setuptools >= (77, 0)  # license = "MIT" (PEP 639) and a built-in bdist_wheel


def _copy_sources(dest: Path) -> None:
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for name in ("naipes_pg", "sprites", "sounds"):
        if (REPO / name).is_dir():
            shutil.copytree(REPO / name, dest / name, ignore=ignore)
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        if (REPO / name).is_file():
            shutil.copy2(REPO / name, dest / name)
    if not (dest / "README.md").exists():  # pyproject names it as the long description
        (dest / "README.md").write_text("Naipes\n", encoding="utf-8")


@pytest.fixture(scope="module")
def unpacked_wheel(tmp_path_factory) -> Path:
    work = tmp_path_factory.mktemp("packaging")
    source, dist, site = work / "src", work / "dist", work / "site"
    _copy_sources(source)
    command = [sys.executable, "-m", "pip", "wheel", str(source), "--no-deps", "-q",
               "-w", str(dist)]
    if _backend_is_local():
        command.append("--no-build-isolation")
    built = subprocess.run(command, capture_output=True, text=True, timeout=BUILD_TIMEOUT,
                           cwd=work)
    assert built.returncode == 0, built.stdout + built.stderr
    (wheel,) = dist.glob("naipes-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(site)
    return site


def test_the_wheel_ships_the_art_and_the_sounds(unpacked_wheel):
    sprites = unpacked_wheel / "naipes_pg" / "_sprites"
    assert len(list((sprites / "spanish").glob("*.svg"))) == 48
    assert len(list((sprites / "french").glob("*.svg"))) == 52 + 2  # and the two jokers
    assert (sprites / "backs" / "clasico.svg").is_file()
    assert (sprites / "icon" / "naipes-64.png").is_file()
    assert (sprites / "animals" / "cow_plush.svg").is_file()
    assert (sprites / "props" / "bubble.svg").is_file()
    if (REPO / "sounds" / "manifest.json").is_file():
        assert (unpacked_wheel / "naipes_pg" / "_sounds" / "manifest.json").is_file()


PROBE = textwrap.dedent("""
    import json, logging, sys
    logging.basicConfig(level=logging.WARNING)
    import pygame
    from naipes_pg.cards import parse
    from naipes_pg.ui import art
    face = art.card_face(parse("Rb"), 60)
    print(json.dumps({
        "module": art.__file__,
        "face": list(face.get_size()),
        "sprite": str(art.asset_path("spanish", "Rb.svg")),
        "sprite_exists": art.asset_path("spanish", "Rb.svg").is_file(),
        "sounds": str(art.sounds_path()),
        "manifest_exists": art.sounds_path("manifest.json").is_file(),
    }))
""")


def test_the_installed_package_loads_its_own_art(unpacked_wheel, tmp_path):
    env = dict(os.environ, PYTHONPATH=str(unpacked_wheel), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    probe = subprocess.run([sys.executable, "-c", PROBE], cwd=tmp_path, env=env,
                           capture_output=True, text=True, timeout=60)
    assert probe.returncode == 0, probe.stderr
    assert "cannot be used" not in probe.stderr
    found = json.loads(probe.stdout.strip().splitlines()[-1])
    assert Path(found["module"]).is_relative_to(unpacked_wheel)
    assert Path(found["sprite"]).is_relative_to(unpacked_wheel) and found["sprite_exists"]
    assert found["face"] == [60, 92]
    assert Path(found["sounds"]).is_relative_to(unpacked_wheel)
    if (REPO / "sounds" / "manifest.json").is_file():
        assert found["manifest_exists"]
