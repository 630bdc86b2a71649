"""What the double-click app build (tools/build_app.py) would lose without a word, checked
without building: a data file it leaves out only shows as a plain card, a default font or
English text in the built app, and a module imported by name only fails when a player
reaches it."""

from __future__ import annotations

import ast
import importlib.util
import os
import sys
from pathlib import Path
from types import ModuleType

import pytest

REPO = Path(__file__).resolve().parents[1]
TOOLS = REPO / "tools"


def load_tool(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, TOOLS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build_app = load_tool("build_app")
ICONS = {kind: Path(f"naipes.{kind}") for kind in ("png", "ico", "icns")}  # never read


def setuptools_config() -> dict:
    tomllib = pytest.importorskip("tomllib")
    return tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"][
        "setuptools"]


def test_the_app_takes_every_package_data_pattern_from_its_folder():
    config = setuptools_config()
    folders = config.get("package-dir", {})
    for package, patterns in config["package-data"].items():
        assert package in build_app.PACKAGE_DATA, f"{package}: add it to PACKAGE_DATA"
        folder, taken = build_app.PACKAGE_DATA[package]
        assert folder == folders.get(package, package.replace(".", "/")), package
        missing = sorted(set(patterns) - set(taken))
        assert not missing, f"{package}: add {missing} to PACKAGE_DATA in tools/build_app.py"


def test_each_package_data_file_goes_to_its_package_folder():
    files = build_app.package_data_files()
    places = {str(inside.parent) for _source, inside in files}
    assert {"naipes_pg/_sprites/spanish", "naipes_pg/_sounds", "naipes_pg/ui/fonts",
            "naipes_pg/help", "naipes_pg/i18n"} <= places
    for source, inside in files:
        assert source.is_file() and source.name == inside.name


def test_the_data_is_added_beside_the_code():
    arguments = build_app.pyinstaller_arguments(ICONS)
    added = [arguments[i + 1] for i, arg in enumerate(arguments) if arg == "--add-data"]
    assert len(added) == len(build_app.package_data_files())
    assert all(Path(entry.split(os.pathsep)[0]).is_absolute() for entry in added)


def names_imported_by_name() -> list[tuple[Path, ast.expr]]:
    """The first argument of every import_module / __import__ call in the package."""
    found = []
    for path in sorted((REPO / "naipes_pg").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and node.args
                    and getattr(node.func, "id", getattr(node.func, "attr", None))
                    in ("import_module", "__import__")):
                found.append((path, node.args[0]))
    return found


def names_a_module_of_the_package(name: ast.expr) -> bool:
    """``f"{__package__}.{module}"``, or a literal ``naipes_pg.…``."""
    if isinstance(name, ast.Constant):
        return str(name.value).startswith("naipes_pg.")
    if isinstance(name, ast.JoinedStr) and name.values:
        first = name.values[0]
        return (isinstance(first, ast.FormattedValue)
                and getattr(first.value, "id", None) == "__package__")
    return False


def test_modules_imported_by_name_are_collected_with_the_package():
    """The games, layouts and computer players are registered by real imports, which
    PyInstaller's import scan follows; an import by name it cannot follow, so one inside the
    package is covered by collecting every module of naipes_pg, and one from outside it needs
    its own hidden import."""
    arguments = build_app.pyinstaller_arguments(ICONS)
    collected = {arguments[i + 1] for i, arg in enumerate(arguments)
                 if arg == "--collect-submodules"}
    assert "naipes_pg" in collected
    imports = names_imported_by_name()
    outside = [f"{path.relative_to(REPO)}:{name.lineno}" for path, name in imports
               if not names_a_module_of_the_package(name)]
    assert not outside, f"add these to the hidden imports in tools/build_app.py: {outside}"


def test_the_registries_import_their_parts_for_real():
    """No registry names a module in a string: every game's parts are real imports."""
    assert names_imported_by_name() == []


def test_a_missing_pyinstaller_is_one_line(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "PyInstaller.__main__", None)
    assert build_app.main() == 1
    error = capsys.readouterr().err
    assert error == "build_app: PyInstaller is missing: pip install -e '.[build]'\n"


def test_the_entry_gives_a_windowed_app_streams_to_write_to(monkeypatch):
    entry = load_tool("naipes_app")
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    entry._streams_that_can_be_written()
    print("nowhere to go", file=sys.stdout)
    print("nowhere to go", file=sys.stderr)
    sys.stdout.close()
    sys.stderr.close()


def test_the_entry_ignores_the_finder_process_number(monkeypatch):
    entry = load_tool("naipes_app")
    monkeypatch.setattr(sys, "argv", ["Naipes", "-psn_0_12345", "list"])
    assert entry._arguments() == ["list"]
