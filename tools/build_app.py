"""Build the double-click app with PyInstaller: one folder, dist/Naipes/.

    python tools/build_app.py

dist/Naipes/Naipes (Naipes.exe on Windows) takes the same commands as ``naipes`` and opens
the window when given none; on macOS dist/Naipes.app is the app to double-click. It needs
the build extra: ``pip install -e '.[build]'``. ``python tools/check_app.py dist/Naipes``
then tries the built app without a window.
"""

from __future__ import annotations

import os
import shutil
import sys
import time
from pathlib import Path, PurePosixPath

REPO = Path(__file__).resolve().parent.parent
NAME = "Naipes"
ENTRY = REPO / "tools" / "naipes_app.py"
BUILD = REPO / "build"
DIST = REPO / "dist"
ICONS = BUILD / "icon"

# pyproject.toml's [tool.setuptools.package-data], each package with the folder it is built
# from (its package-dir): the code finds these files beside its own modules (__file__), so
# the frozen app must hold them at the package's path, as a wheel does.
# tests/test_build.py checks that this follows pyproject.toml.
PACKAGE_DATA: dict[str, tuple[str, tuple[str, ...]]] = {
    "naipes_pg._sprites": ("sprites", ("*.svg", "*/*.svg", "*/*.png")),
    "naipes_pg._sounds": ("sounds", ("*.ogg", "*.wav", "*.json", "*/*.ogg", "*/*.wav")),
    "naipes_pg.ui": ("naipes_pg/ui", ("fonts/*.ttf", "fonts/*.txt")),
    "naipes_pg.help": ("naipes_pg/help", ("*.md", "*/*.md")),
    "naipes_pg.i18n": ("naipes_pg/i18n",
                       ("*.po", "*/*.po", "*/LC_MESSAGES/*.po", "*/LC_MESSAGES/*.mo")),
}

# The games, their table layouts and the computer players are imported by name
# (importlib.import_module), which PyInstaller's import scan cannot follow.
COLLECT_SUBMODULES = ("naipes_pg",)

# Never used by the app, yet taken along when installed: pygame's surfarray reaches for numpy
# (tens of MB in a venv with the tools extra), and tkinter comes with some Pythons.
EXCLUDED_MODULES = ("numpy", "tkinter")

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)  # what Windows picks from in an .ico
ICNS_SIZE = 1024  # macOS builds its smaller icons from the largest


def package_data_files() -> list[tuple[Path, PurePosixPath]]:
    """Every package-data file of the checkout, with where the app holds it."""
    files = []
    for package, (folder, patterns) in PACKAGE_DATA.items():
        root, package_dir = REPO / folder, PurePosixPath(*package.split("."))
        for pattern in patterns:
            files += [(path, package_dir / path.relative_to(root).as_posix())
                      for path in sorted(root.glob(pattern)) if path.is_file()]
    return files


def data_arguments() -> list[str]:
    """``--add-data SOURCE<sep>FOLDER`` for each package-data file."""
    arguments = []
    for source, inside in package_data_files():
        arguments += ["--add-data", f"{source}{os.pathsep}{inside.parent}"]
    return arguments


def make_icons(folder: Path) -> dict[str, Path]:
    """The card icon as .png, .ico and .icns, drawn by the app's own art code."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.path.insert(0, str(REPO))  # the checkout's art, the same the app will hold
    import pygame
    from PIL import Image

    from naipes_pg.ui.art import icon

    folder.mkdir(parents=True, exist_ok=True)
    paths = {kind: folder / f"naipes.{kind}" for kind in ("png", "ico", "icns")}
    pygame.image.save(icon(ICNS_SIZE), str(paths["png"]))
    with Image.open(paths["png"]) as large:
        large.save(paths["icns"])
    # Each size drawn from the SVG, not shrunk from the large picture: the small ones stay sharp.
    pictures = []
    for size in ICON_SIZES:
        small = folder / f"naipes-{size}.png"
        pygame.image.save(icon(size), str(small))
        pictures.append(Image.open(small))
    pictures[-1].save(paths["ico"], sizes=[(s, s) for s in ICON_SIZES],
                      append_images=pictures[:-1])
    for picture in pictures:
        picture.close()
    return paths


def pyinstaller_arguments(icons: dict[str, Path]) -> list[str]:
    arguments = [
        str(ENTRY),
        "--noconfirm", "--clean", "--onedir", "--name", NAME,
        "--distpath", str(DIST), "--workpath", str(BUILD / "pyinstaller"),
        "--specpath", str(BUILD),  # the spec reads relative paths from build/: all are absolute
        "--log-level", "WARN",
        # The checkout first: an editable install finds naipes_pg through an import hook
        # of its own, which PyInstaller's analysis does not follow into the subpackages.
        "--paths", str(REPO),
    ]
    for package in COLLECT_SUBMODULES:
        arguments += ["--collect-submodules", package]
    for module in EXCLUDED_MODULES:
        arguments += ["--exclude-module", module]
    if sys.platform == "win32":
        arguments += ["--windowed", "--icon", str(icons["ico"])]
    elif sys.platform == "darwin":
        arguments += ["--windowed", "--icon", str(icons["icns"])]
    return arguments + data_arguments()


def executable() -> Path:
    return DIST / NAME / (f"{NAME}.exe" if sys.platform == "win32" else NAME)


def folder_size(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*")
               if path.is_file() and not path.is_symlink())


def _missing_tools() -> str | None:
    for module, what in (("PyInstaller.__main__", "PyInstaller"), ("PIL", "Pillow")):
        try:
            __import__(module)
        except ImportError:
            return f"{what} is missing: pip install -e '.[build]'"
    return None


def main() -> int:
    problem = _missing_tools()
    if problem:
        print(f"build_app: {problem}", file=sys.stderr)
        return 1
    import PyInstaller.__main__

    start = time.monotonic()
    icons = make_icons(ICONS)
    PyInstaller.__main__.run(pyinstaller_arguments(icons))
    if sys.platform.startswith("linux"):  # an ELF file holds no icon: a launcher points here
        shutil.copy2(icons["png"], DIST / NAME / f"{NAME}.png")
    seconds = time.monotonic() - start
    if not executable().is_file():
        print(f"build_app: PyInstaller made no {executable()}", file=sys.stderr)
        return 1
    megabytes = folder_size(DIST / NAME) / 1e6
    print(f"{executable()} ({megabytes:.0f} MB in {DIST / NAME}, built in {seconds:.0f} s)")
    if sys.platform == "darwin":
        print(f"the app to double-click: {DIST / (NAME + '.app')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
