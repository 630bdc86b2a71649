"""Try the app built by tools/build_app.py without a window: CI runs this after the build.

    python tools/check_app.py [dist/Naipes]

Checks that every package-data file of the checkout is inside the app, then runs the built
executable: ``list``, ``shot``, ``selfplay`` and ``replay`` of a saved match. Stops at the
first failure with one line saying what failed, and exit code 1.
"""

from __future__ import annotations

import argparse
import os
import struct
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from build_app import DIST, NAME, package_data_files  # noqa: E402

CONTENTS = "_internal"  # PyInstaller's folder beside the executable for everything else
TIMEOUT = 120  # seconds for one command; each takes a second or two
SHOT_SIZE = (1280, 800)
SMALLEST_SHOT = 20_000  # bytes: a table of cards; a blank or failed picture is far smaller


class CheckFailed(Exception):
    pass


def executable(app: Path) -> Path:
    for name in (NAME, f"{NAME}.exe"):
        if (app / name).is_file():
            return app / name
    raise CheckFailed(f"no {NAME} executable in {app}: run python tools/build_app.py")


def check_bundled_files(app: Path) -> str:
    """The art, sounds, fonts, rules pages and catalogues are found beside the code, so a
    file left out fails quietly at run time (a plain card, a default font, English text)."""
    inside = app / CONTENTS
    expected = package_data_files()
    missing = [str(where) for _source, where in expected if not (inside / where).is_file()]
    if missing:
        raise CheckFailed(f"{len(missing)} data files missing from {inside}, "
                          f"e.g. {missing[0]}")
    return f"{len(expected)} data files bundled"


def run(command: list[str], home: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", NAIPES_HOME=str(home))
    try:
        done = subprocess.run(command, capture_output=True, text=True, encoding="utf-8",
                              env=env, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        raise CheckFailed(f"{' '.join(command[1:])}: no answer in {TIMEOUT} s") from None
    if done.returncode != 0:
        why = (done.stderr.strip() or done.stdout.strip() or "no output").splitlines()[-1]
        raise CheckFailed(f"{' '.join(command[1:])}: exit code {done.returncode}: {why}")
    return done


def check_list(exe: Path, home: Path) -> str:
    listed = run([str(exe), "list"], home).stdout
    if "escoba" not in listed or "jugador" not in listed:  # jugador: the catalogue is read
        raise CheckFailed(f"list: the games in Spanish expected, got {listed[:80]!r}")
    return f"list: {len(listed.splitlines())} games"


def png_size(path: Path) -> tuple[int, int]:
    header = path.read_bytes()[:24]
    if len(header) < 24 or header[:8] != b"\x89PNG\r\n\x1a\n":
        raise CheckFailed(f"shot: {path} is not a PNG")
    return struct.unpack(">II", header[16:24])


def check_shot(exe: Path, home: Path, work: Path) -> str:
    picture = work / "escoba.png"
    done = run([str(exe), "shot", "escoba", "--seed", "1", "--moves", "4",
                "-o", str(picture)], home)
    if "cannot be used" in done.stderr:  # the art code draws a stand-in for a lost file
        raise CheckFailed(f"shot: {done.stderr.strip().splitlines()[0]}")
    if not picture.is_file():
        raise CheckFailed(f"shot: no picture written at {picture}")
    if png_size(picture) != SHOT_SIZE or picture.stat().st_size < SMALLEST_SHOT:
        raise CheckFailed(f"shot: {picture} is {png_size(picture)}, "
                          f"{picture.stat().st_size} bytes: not a table")
    return f"shot: {picture.stat().st_size // 1000} KB picture"


def check_match(exe: Path, home: Path, work: Path) -> str:
    saved = work / "matches"
    run([str(exe), "selfplay", "brisca", "--matches", "2", "--save-dir", str(saved)], home)
    matches = sorted(saved.glob("*.json"))
    if len(matches) != 2:
        raise CheckFailed(f"selfplay: 2 saved matches expected in {saved}, found "
                          f"{len(matches)}")
    replayed = run([str(exe), "replay", str(matches[0])], home).stdout.strip()
    if not replayed:
        raise CheckFailed(f"replay {matches[0].name}: printed nothing")
    return f"selfplay and replay: {replayed.splitlines()[0]}"


def check(app: Path) -> Iterator[str]:
    """What each check found, one line each, as they pass."""
    exe = executable(app)
    yield check_bundled_files(app)
    with tempfile.TemporaryDirectory(prefix="naipes-check-") as folder:
        work = Path(folder)
        home = work / "home"  # the user's settings and statistics stay untouched
        yield check_list(exe, home)
        yield check_shot(exe, home, work)
        yield check_match(exe, home, work)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Try the built app without a window.")
    parser.add_argument("app", nargs="?", type=Path, default=DIST / NAME,
                        help=f"the app folder (default: {DIST / NAME})")
    args = parser.parse_args(argv)
    try:
        for line in check(args.app):
            print(f"ok: {line}")
    except CheckFailed as failure:
        print(f"check_app: {failure}", file=sys.stderr)
        return 1
    print(f"check_app: {args.app} works")
    return 0


if __name__ == "__main__":
    sys.exit(main())
