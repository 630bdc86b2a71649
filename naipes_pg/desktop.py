"""Naipes in the desktop's application menu, the freedesktop way.

``install`` writes, under ``$XDG_DATA_HOME`` (``~/.local/share`` by default), a menu entry
(``applications/naipes.desktop``), the icon at the sizes menus and docks ask for
(``icons/hicolor/NxN/apps/naipes.png``) and the match file type
(``mime/packages/naipes.xml``), so that a ``*.naipes`` file opens with the app. ``remove``
takes exactly those files out again. Both then ask the desktop's own tools to refresh their
caches, when the tools are there.

pygame is imported only to draw the icons: the rest is plain text.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

from .rules.record import write_atomic

APP_ID = "naipes"
MIME_TYPE = "application/x-naipes-match"
MATCH_GLOB = "*.naipes"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
GUI_SCRIPT = "naipes-gui"  # [project.gui-scripts] in pyproject.toml
TOOL_TIMEOUT = 30  # seconds for each cache tool; a stuck one must not hang the command

# The Desktop Entry spec's characters that make an Exec argument need double quotes, and
# those that must be escaped with a backslash inside them.
_RESERVED = frozenset(" \t\n\"'\\><~|&;$*?#()`")
_ESCAPED_IN_QUOTES = frozenset('"`$\\')

MIME_PACKAGE = f"""\
<?xml version="1.0" encoding="UTF-8"?>
<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
  <mime-type type="{MIME_TYPE}">
    <comment>Naipes match</comment>
    <comment xml:lang="es">Partida de Naipes</comment>
    <sub-class-of type="application/json"/>
    <icon name="{APP_ID}"/>
    <glob pattern="{MATCH_GLOB}"/>
  </mime-type>
</mime-info>
"""


def default_data_home() -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share`` when it is unset, empty or relative (the
    Base Directory spec says a relative path there is to be ignored)."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


def launcher() -> list[str]:
    """The command that opens the app: the frozen app itself, else the ``naipes-gui``
    script of this installation (beside the interpreter, as in a venv, or on PATH), else
    the interpreter running the package."""
    if getattr(sys, "frozen", False):
        return [sys.executable]  # takes the same arguments as ``naipes``
    beside = Path(sys.executable).parent / GUI_SCRIPT
    if beside.is_file() and os.access(beside, os.X_OK):
        return [str(beside)]
    found = shutil.which(GUI_SCRIPT)
    if found:
        return [os.path.abspath(found)]
    return [sys.executable, "-m", "naipes_pg"]


def entry_file(data_home: Path) -> Path:
    return data_home / "applications" / f"{APP_ID}.desktop"


def mime_file(data_home: Path) -> Path:
    return data_home / "mime" / "packages" / f"{APP_ID}.xml"


def icon_file(data_home: Path, size: int) -> Path:
    return data_home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def installed_files(data_home: Path) -> list[Path]:
    """Every file ``install`` writes, in the order it writes them."""
    icons = [icon_file(data_home, size) for size in ICON_SIZES]
    return [*icons, mime_file(data_home), entry_file(data_home)]


# ------------------------------------------------------------------ the menu entry


def _string_value(text: str) -> str:
    """A value as the spec's string type writes it: backslash and control characters
    escaped."""
    return (text.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")
            .replace("\r", "\\r"))


def _exec_argument(argument: str) -> str:
    if argument and not _RESERVED.intersection(argument):
        quoted = argument
    else:
        inside = "".join("\\" + c if c in _ESCAPED_IN_QUOTES else c for c in argument)
        quoted = f'"{inside}"'
    return quoted.replace("%", "%%")  # a lone % would start a field code


def exec_value(command: Sequence[str]) -> str:
    """The Exec value that runs ``command`` on the opened file (``%f``), quoted by the
    Desktop Entry spec: quoting first, then the string escapes on top."""
    return _string_value(" ".join(map(_exec_argument, command)) + " %f")


def _absolute_program(program: str) -> str | None:
    if os.path.isabs(program):
        return program
    found = shutil.which(program)
    return os.path.abspath(found) if found else None


def _window_class(command: Sequence[str]) -> str | None:
    """What the app's window will be called on X11. pygame names it after the program it
    was started as (``basename(sys.argv[0])``): the script or the frozen app when the
    command is just that. An interpreter running the package would name it
    ``__main__.py``, which no menu should match, so then nothing is claimed."""
    return Path(command[0]).name if len(command) == 1 else None


def entry_text(command: Sequence[str]) -> str:
    """The ``naipes.desktop`` menu entry that opens the app with ``command``."""
    lines = [
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.5",
        "Name=Naipes",
        "GenericName=Card games",
        "GenericName[es]=Juegos de naipes",
        "Comment=Traditional Spanish card games: Brisca, Tute, Escoba, Ronda and solitaires",
        "Comment[es]=Juegos tradicionales de la baraja española: Brisca, Tute, Escoba, Ronda "
        "y solitarios",
        f"Exec={exec_value(command)}",
    ]
    program = _absolute_program(command[0])
    if program:
        lines.append(f"TryExec={_string_value(program)}")
    lines += [
        f"Icon={APP_ID}",
        "Terminal=false",
        "Categories=Game;CardGame;",
        "Keywords=cards;card game;Spanish deck;baraja;naipes;Brisca;Tute;Escoba;Ronda;"
        "Veneno;solitaire;patience;",
        "Keywords[es]=cartas;naipes;baraja española;juego de cartas;Brisca;Tute;Escoba;"
        "Ronda;Veneno;solitario;",
        f"MimeType={MIME_TYPE};",
    ]
    window_class = _window_class(command)
    if window_class:
        lines.append(f"StartupWMClass={_string_value(window_class)}")
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------ install and remove


def _readable(path: Path) -> None:
    """Temporary files are created for their owner only; a menu, an icon cache or a file
    manager run by someone else (a shared data home) must still read these."""
    path.chmod(0o644)


def _save_png(surface, path: Path) -> None:
    """Write the picture beside its place, then move it there: a crash leaves the old
    icon, never half a new one."""
    # slow: pygame loads only to draw the icons, never for `install-desktop --remove`
    import pygame

    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temporary = tempfile.mkstemp(prefix=f".{path.name}", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            pygame.image.save(surface, handle, "png")  # the name ends .tmp: say the format
            handle.flush()
            os.fsync(handle.fileno())
        _readable(Path(temporary))
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _write_icons(data_home: Path) -> list[Path]:
    # art converts a picture to the screen's format only when a window is open, so the
    # icons are drawn without a display and no video driver is touched; slow: the card art
    # (pygame) loads only to draw them
    from .ui.art import icon

    written = []
    for size in ICON_SIZES:
        path = icon_file(data_home, size)
        _save_png(icon(size), path)
        written.append(path)
    return written


def _write_text(path: Path, text: str) -> Path:
    write_atomic(path, text)
    _readable(path)
    return path


def install(data_home: Path | None = None, command: list[str] | None = None) -> list[Path]:
    """Write the menu entry, its icons and the match file type; the files written.
    ``command`` is what the entry runs (default: ``launcher()``)."""
    home = data_home or default_data_home()
    command = list(command) if command is not None else launcher()
    written = _write_icons(home)
    written.append(_write_text(mime_file(home), MIME_PACKAGE))
    # the entry last, so a menu never lists it before its icon exists
    written.append(_write_text(entry_file(home), entry_text(command)))
    _refresh_caches(home)
    return written


def remove(data_home: Path | None = None) -> list[Path]:
    """Take out the files ``install`` writes, those that are there; the files removed."""
    home = data_home or default_data_home()
    removed = []
    for path in reversed(installed_files(home)):  # the entry first, then what it refers to
        try:
            path.unlink()
        except FileNotFoundError:
            continue
        removed.append(path)
    if removed:
        _refresh_caches(home)
    return removed


# ------------------------------------------------------------------ the desktop's caches


def _refresh_caches(data_home: Path) -> None:
    _run_tool("update-desktop-database", data_home / "applications")
    _run_tool("update-mime-database", data_home / "mime")
    # -t: a user's hicolor folder has no index.theme of its own
    _run_tool("gtk-update-icon-cache", "-f", "-t", data_home / "icons" / "hicolor")


def _run_tool(name: str, *arguments: str | Path) -> None:
    """Run a cache tool on its folder, if both are there. A missing or failing tool is no
    error: the files are in place either way, and a desktop without the tool reads the
    folders themselves."""
    program = shutil.which(name)
    if program is None or not Path(arguments[-1]).is_dir():
        return
    try:
        subprocess.run([program, *map(str, arguments)], stdin=subprocess.DEVNULL,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       timeout=TOOL_TIMEOUT, check=False)
    except (OSError, subprocess.SubprocessError):
        pass
