"""`naipes install-desktop`: the menu entry, its icons and the match file type, the
freedesktop way, in a data home of the test's own."""

from __future__ import annotations

import configparser
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pygame
import pytest

from naipes_pg import desktop, i18n
from naipes_pg.cli import main

MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
STRING_ESCAPES = {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}
freedesktop_only = pytest.mark.skipif(sys.platform in ("win32", "darwin"),
                                      reason="the command refuses desktops without menus of "
                                      "the freedesktop kind")


@pytest.fixture
def home(tmp_path) -> Path:
    return tmp_path / "share"


@pytest.fixture
def xdg_home(tmp_path, monkeypatch, home) -> Path:
    """The command's data home, and settings of its own (Spanish, the default)."""
    settings = tmp_path / "settings"
    settings.mkdir()
    monkeypatch.setenv("NAIPES_HOME", str(settings))
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    yield home
    i18n.set_language("es")


def entry(home: Path) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive: Name and Name[es]
    parser.read(desktop.entry_file(home), encoding="utf-8")
    return dict(parser["Desktop Entry"])


def exec_arguments(value: str) -> list[str]:
    """An Exec value read as the spec says: the string escapes, then the quoting, then
    ``%%`` for a literal ``%``."""
    unescaped = re.sub(r"\\(.)", lambda m: STRING_ESCAPES.get(m[1], "\\" + m[1]), value)
    arguments = []
    for match in re.finditer(r'"((?:[^"\\]|\\.)*)"|([^ "]+)', unescaped):
        quoted, bare = match.groups()
        argument = bare if quoted is None else re.sub(r"\\(.)", r"\1", quoted)
        arguments.append(argument.replace("%%", "%"))
    return arguments


def every_file(home: Path) -> list[Path]:
    return sorted(path for path in home.rglob("*") if path.is_file())


# ------------------------------------------------------------------ the files


def test_the_entry_opens_a_match_file_with_the_command(home):
    desktop.install(home, command=["/opt/naipes/bin/naipes-gui"])
    keys = entry(home)
    assert exec_arguments(keys["Exec"]) == ["/opt/naipes/bin/naipes-gui", "%f"]
    assert keys["TryExec"] == "/opt/naipes/bin/naipes-gui"
    assert keys["Type"] == "Application" and keys["Name"] == "Naipes"
    assert keys["GenericName[es]"] == "Juegos de naipes" and "Brisca" in keys["Comment[es]"]
    assert keys["Icon"] == "naipes" and keys["Terminal"] == "false"
    assert keys["Categories"] == "Game;CardGame;"
    assert keys["MimeType"] == "application/x-naipes-match;"
    assert keys["StartupWMClass"] == "naipes-gui"  # pygame's X11 class: basename(argv[0])


def test_exec_quotes_what_the_spec_reserves(home):
    command = ["/opt/My Games/naipes's $gui", "--size=100%", 'say "hi" \\ `now`', ""]
    desktop.install(home, command=command)
    assert exec_arguments(entry(home)["Exec"]) == [*command, "%f"]


def test_an_interpreter_running_the_package_claims_no_window_class(home):
    desktop.install(home, command=[sys.executable, "-m", "naipes_pg"])
    keys = entry(home)
    assert exec_arguments(keys["Exec"]) == [sys.executable, "-m", "naipes_pg", "%f"]
    assert keys["TryExec"] == sys.executable
    assert "StartupWMClass" not in keys


def test_every_icon_is_a_png_of_its_size(home):
    desktop.install(home, command=["naipes-gui"])
    for size in desktop.ICON_SIZES:
        path = desktop.icon_file(home, size)
        assert path.read_bytes().startswith(b"\x89PNG\r\n\x1a\n"), path
        assert pygame.image.load(str(path)).get_size() == (size, size)


def test_the_match_file_type_is_json_named_by_its_glob(home):
    desktop.install(home, command=["naipes-gui"])
    (kind,) = ET.parse(desktop.mime_file(home)).getroot().findall(f"{MIME_NS}mime-type")
    assert kind.get("type") == "application/x-naipes-match"
    assert [glob.get("pattern") for glob in kind.findall(f"{MIME_NS}glob")] == ["*.naipes"]
    assert kind.find(f"{MIME_NS}sub-class-of").get("type") == "application/json"
    comments = {c.get(XML_LANG): c.text for c in kind.findall(f"{MIME_NS}comment")}
    assert comments == {None: "Naipes match", "es": "Partida de Naipes"}


def test_installing_twice_gives_the_same_files(home):
    first = desktop.install(home, command=["naipes-gui"])
    files, written = every_file(home), {path: path.read_bytes() for path in first}
    assert desktop.install(home, command=["naipes-gui"]) == first
    assert every_file(home) == files  # no temporary file left behind
    assert {path: path.read_bytes() for path in first} == written
    assert first == desktop.installed_files(home)


def test_remove_takes_out_exactly_what_install_wrote(home):
    written = desktop.install(home, command=["naipes-gui"])
    assert sorted(desktop.remove(home)) == sorted(written)
    assert not any(path.exists() for path in written)
    assert all(path.parent.is_dir() for path in written)
    assert desktop.remove(home) == []
    assert desktop.install(home, command=["naipes-gui"]) == written


def test_removing_when_nothing_is_installed_is_fine(home):
    assert desktop.remove(home) == []


def test_the_default_home_is_xdg_data_home_else_local_share(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert desktop.default_data_home() == tmp_path
    for ignored in ("", "relative/share"):
        monkeypatch.setenv("XDG_DATA_HOME", ignored)
        assert desktop.default_data_home() == Path.home() / ".local" / "share"


# ------------------------------------------------------------------ what the entry runs


def executable(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("#!/bin/sh\n", encoding="utf-8")
    path.chmod(0o755)
    return path


def test_a_frozen_app_runs_itself(home, tmp_path, monkeypatch):
    app = executable(tmp_path / "dist" / "Naipes" / "Naipes")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(app))
    desktop.install(home)
    keys = entry(home)
    assert exec_arguments(keys["Exec"]) == [str(app), "%f"]
    assert keys["TryExec"] == str(app) and keys["StartupWMClass"] == "Naipes"


def test_the_gui_script_beside_the_interpreter_comes_first(tmp_path, monkeypatch):
    python = executable(tmp_path / "venv" / "bin" / "python")
    script = executable(tmp_path / "venv" / "bin" / "naipes-gui")
    executable(tmp_path / "elsewhere" / "naipes-gui")
    monkeypatch.setattr(sys, "executable", str(python))
    monkeypatch.setenv("PATH", str(tmp_path / "elsewhere"))
    assert desktop.launcher() == [str(script)]
    script.unlink()
    assert desktop.launcher() == [str(tmp_path / "elsewhere" / "naipes-gui")]


def test_without_the_gui_script_the_interpreter_runs_the_package(tmp_path, monkeypatch):
    python = executable(tmp_path / "bin" / "python")
    monkeypatch.setattr(sys, "executable", str(python))
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    assert desktop.launcher() == [str(python), "-m", "naipes_pg"]
    assert (Path(desktop.__file__).parent / "__main__.py").is_file()


# ------------------------------------------------------------------ the command


@freedesktop_only
def test_the_command_says_each_file_then_where_naipes_is(xdg_home, capsys):
    assert main(["install-desktop"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[:-1] == [f"Instalado {path}" for path in desktop.installed_files(xdg_home)]
    assert lines[-1] == "Naipes está en el menú de aplicaciones."
    assert desktop.entry_file(xdg_home).is_file()


@freedesktop_only
def test_the_command_removes_what_it_installed(xdg_home, capsys):
    assert main(["install-desktop"]) == 0
    capsys.readouterr()
    assert main(["install-desktop", "--remove"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert sorted(lines[:-1]) == sorted(f"Borrado {p}" for p in desktop.installed_files(xdg_home))
    assert lines[-1] == "Naipes ya no está en el menú de aplicaciones."
    assert not desktop.entry_file(xdg_home).exists()
    assert main(["install-desktop", "--remove"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "Naipes no estaba en el menú de aplicaciones: no había nada que borrar."]


@freedesktop_only
def test_the_command_speaks_the_app_s_language(xdg_home, capsys):
    (Path(os.environ["NAIPES_HOME"]) / "settings.json").write_text('{"language": "en"}')
    assert main(["install-desktop"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "Naipes is in the application menu."


def assert_one_line_error(capsys) -> None:
    captured = capsys.readouterr()
    assert captured.out == ""
    assert len(captured.err.splitlines()) == 1 and captured.err.startswith("naipes: ")
    assert "cannot install the menu entry" in captured.err


@freedesktop_only
@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="root writes into read-only folders")
def test_a_read_only_data_home_is_a_one_line_error(xdg_home, capsys):
    xdg_home.mkdir()
    xdg_home.chmod(0o555)
    try:
        assert main(["install-desktop"]) == 2
    finally:
        xdg_home.chmod(0o755)
    assert_one_line_error(capsys)


@freedesktop_only
def test_a_data_home_inside_a_file_is_a_one_line_error(tmp_path, xdg_home, monkeypatch,
                                                       capsys):
    (tmp_path / "a-file").write_text("not a folder")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "a-file" / "share"))
    assert main(["install-desktop"]) == 2
    assert_one_line_error(capsys)


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate (desktop-file-utils) is not installed")
@pytest.mark.parametrize("command", [None, ["/opt/My Games/naipes's $gui", "--size=100%"]])
def test_desktop_file_validate_finds_nothing_to_say(home, command):
    desktop.install(home, command=command)
    checked = subprocess.run(["desktop-file-validate", str(desktop.entry_file(home))],
                             capture_output=True, text=True, timeout=30)
    # desktop-file-utils before 0.27 knows the spec only up to version 1.4
    complaints = [line for line in (checked.stdout + checked.stderr).splitlines()
                  if not re.search(r'value "1\.5" for key "Version" .* not a known version',
                                   line)]
    assert complaints == [], checked.stdout + checked.stderr
