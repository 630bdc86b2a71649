"""The ``naipes`` command as a user types it."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from naipes_pg import i18n
from naipes_pg.cli import main

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    """Each test has its own settings folder, in Spanish (the default), and leaves the
    language as it found it."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("NAIPES_HOME", str(home))
    yield home
    i18n.set_language("es")


def settings(home: Path, **values) -> None:
    (home / "settings.json").write_text(json.dumps(values), encoding="utf-8")


def test_list_shows_the_games(capsys):
    assert main(["list"]) == 0
    out = capsys.readouterr().out
    assert "ronda-robada" in out and "Ronda robada y peleada" in out
    assert main(["list", "--lang", "en", "-v"]) == 0
    assert "Stolen House" in capsys.readouterr().out


@pytest.mark.parametrize("lang, words", [
    ("es", ("de 1 a 15", "manos ganadas", "sí, no", "variantes: reducido, copas-sin-veneno")),
    ("en", ("1 to 15", "hand wins needed", "yes, no", "variants: reducido, copas-sin-veneno")),
])
def test_list_verbose_reads_like_the_setup_screen(capsys, lang, words):
    assert main(["list", "-v", "--lang", lang]) == 0
    out = capsys.readouterr().out
    for word in words:
        assert word in out
    for raw in ("None", "(2, 2)", "True", "False", "[ES-", "('"):
        assert raw not in out


def test_selfplay_summary_and_saves(tmp_path, capsys):
    saves = tmp_path / "saves"
    code = main(["selfplay", "ronda-robada", "--matches", "6", "--seed", "3",
                 "--agents", "greedy,random", "--save-dir", str(saves), "--json"])
    assert code == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["matches"] == 6
    rows = summary["agents"]
    assert sum(row["score"] for row in rows) == 6
    assert all(row["wins"] + row["shared"] + row["losses"] == 6 for row in rows)
    files = sorted(saves.iterdir())
    assert len(files) == 6
    for path in files:
        assert main(["replay", str(path)]) == 0


def test_selfplay_prints_counts_as_whole_numbers_and_rates_as_percentages(capsys):
    assert main(["selfplay", "ronda-robada", "--matches", "4", "-o", "target=1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("ronda-robada: 4 partidas en ")
    for row in lines[1:]:
        assert re.fullmatch(
            r"  \w+ +gana \d, pierde \d — \d+,\d % \(intervalo del 95 %: \d+,\d–\d+,\d %\)", row
        ), row


@pytest.mark.parametrize("game_id", ["cuatro-ases", "el-nueve", "solitario-espanol"])
def test_selfplay_plays_a_solitaire_with_its_one_seat(game_id, capsys):
    assert main(["selfplay", game_id, "--matches", "3", "--agents", "greedy", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["matches"] == 3 and len(summary["agents"]) == 1


@pytest.mark.parametrize("game_id", ["cuatro-ases", "el-nueve", "solitario-espanol"])
def test_selfplay_of_a_solitaire_needs_no_agents_named(game_id, capsys):
    """The default agents are cut to the seats: the greedy player alone in a solitaire."""
    assert main(["selfplay", game_id, "--matches", "2", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert [row["agent"] for row in summary["agents"]] == ["greedy"]


def test_list_says_one_player_in_the_singular(capsys):
    assert main(["list", "--lang", "es"]) == 0
    assert "1 jugador " in capsys.readouterr().out


def test_selfplay_with_an_option(capsys):
    assert main(["selfplay", "ronda-robada", "--matches", "2", "-o", "target=1"]) == 0
    assert "partidas/s" in capsys.readouterr().out


def test_replay_speaks_the_app_s_language(tmp_path, capsys, private_home):
    saves = tmp_path / "saves"
    assert main(["selfplay", "escoba", "--matches", "1", "--save-dir", str(saves)]) == 0
    capsys.readouterr()
    path = str(next(saves.iterdir()))
    assert main(["replay", path]) == 0
    out = capsys.readouterr().out
    assert "Escoba del 15" in out and re.search(r"Gana: Jugador \d", out)
    assert "Resultado final: Jugador 1: " in out and "seat" not in out
    settings(private_home, language="en")
    assert main(["replay", path]) == 0
    out = capsys.readouterr().out
    assert "Escoba (Fifteen)" in out and re.search(r"Winner: Player \d", out)
    assert "Final score: Player 1: " in out


def damaged_record(tmp_path: Path) -> str:
    path = tmp_path / "damaged.json"
    path.write_text(json.dumps({"format": "naipes-match/1", "game": "escoba", "options": {},
                                "seed": 1, "actions": [], "decks": [[1, 2]]}))
    return str(path)


def a_file(tmp_path: Path) -> str:
    path = tmp_path / "a-file"
    path.write_text("not a folder")
    return str(path)


BAD_INVOCATIONS = {
    "unknown agent": ["selfplay", "ronda-robada", "--agents", "greedy,superbot"],
    "no agents": ["selfplay", "ronda-robada", "--agents", ",,"],
    "more agents than seats": ["selfplay", "ronda-robada", "--agents", "greedy,random,random"],
    "negative matches": ["selfplay", "ronda-robada", "--matches", "-5"],
    "no matches": ["selfplay", "ronda-robada", "--matches", "0"],
    "matches in words": ["selfplay", "ronda-robada", "--matches", "many"],
    "too many players": ["selfplay", "ronda-robada", "--players", "9"],
    "seed in words": ["selfplay", "ronda-robada", "--seed", "abc"],
    "unknown game": ["selfplay", "nogame"],
    "unknown variant": ["selfplay", "veneno", "--variant", "nope"],
    "option without a value": ["selfplay", "veneno", "-o", "bad"],
    "unknown option": ["selfplay", "veneno", "-o", "foo=1"],
    "bad option value": ["selfplay", "veneno", "-o", "players=x"],
    "save dir is a file": ["selfplay", "veneno", "--matches", "1", "--save-dir", "{file}/x"],
    "shot into a missing folder": ["shot", "ronda-robada", "-o", "/nonexistent/dir/x.png"],
    "shot not a picture": ["shot", "ronda-robada", "-o", "{tmp}/x.txt"],
    "shot without output": ["shot", "ronda-robada"],
    "negative moves": ["shot", "ronda-robada", "--moves", "-1", "-o", "{tmp}/x.png"],
    "tiny size": ["shot", "ronda-robada", "--size", "10x10", "-o", "{tmp}/x.png"],
    "size in words": ["shot", "ronda-robada", "--size", "big", "-o", "{tmp}/x.png"],
    "half a size": ["shot", "ronda-robada", "--size", "1280x", "-o", "{tmp}/x.png"],
    "unknown back": ["shot", "ronda-robada", "--back", "nope", "-o", "{tmp}/x.png"],
    "shot unknown game": ["shot", "nogame", "-o", "{tmp}/x.png"],
    "shot bad option": ["shot", "veneno", "--option", "players=1", "-o", "{tmp}/x.png"],
    "play unknown game": ["play", "nogame"],
    "play unknown variant": ["play", "veneno", "--variant", "nope"],
    "play bad option": ["play", "veneno", "-o", "players=9"],
    "play seed in words": ["play", "veneno", "--seed", "x"],
    "replay without a file": ["replay"],
    "replay a missing file": ["replay", "/nonexistent/match.json"],
    "replay a folder": ["replay", "{tmp}"],
    "replay a damaged file": ["replay", "{damaged}"],
    "replay a file that is not JSON": ["replay", "{file}"],
    "list in French": ["list", "--lang", "fr"],
    "list unknown flag": ["list", "--bogus"],
    "unknown command": ["nosuchcommand"],
    "unknown flag": ["--bogus"],
}


@pytest.mark.parametrize("argv", BAD_INVOCATIONS.values(), ids=BAD_INVOCATIONS.keys())
def test_a_wrong_invocation_is_one_line_and_exit_2(argv, tmp_path, capsys):
    fill = {"tmp": str(tmp_path), "file": a_file(tmp_path), "damaged": damaged_record(tmp_path)}
    assert main([arg.format(**fill) for arg in argv]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1, err
    assert "Traceback" not in err and err.startswith("naipes")


def test_bad_options_say_what_is_wrong(capsys):
    assert main(["selfplay", "ronda-robada", "-o", "target=zero"]) == 2
    assert "whole number" in capsys.readouterr().err
    assert main(["selfplay", "ronda-robada", "-o", "speed=3"]) == 2
    assert "no option" in capsys.readouterr().err
    assert main(["selfplay", "ronda-robada", "--agents", "greedy,superbot"]) == 2
    assert "superbot" in capsys.readouterr().err
    assert main(["replay", "/nonexistent/match.json"]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_help_reads_well(capsys):
    for command in ([], ["list"], ["selfplay"], ["replay"], ["play"], ["shot"]):
        with pytest.raises(SystemExit) as done:
            main([*command, "--help"])
        assert done.value.code == 0
        out = capsys.readouterr().out
        assert out.startswith("usage: naipes") and "SUPPRESS" not in out


def test_a_shot_does_not_read_the_settings(tmp_path, private_home, capsys):
    import pygame

    pictures = []
    for name, back in (("plain", None), ("azul", "azul")):
        if back:
            settings(private_home, card_back=back, language="en", speed="slow")
        out = tmp_path / f"{name}.png"
        assert main(["shot", "ronda-robada", "--moves", "3", "--size", "800x600",
                     "-o", str(out)]) == 0
        pictures.append(pygame.image.tobytes(pygame.image.load(str(out)), "RGB"))
    assert pictures[0] == pictures[1]
    chosen = tmp_path / "chosen.png"
    assert main(["shot", "ronda-robada", "--moves", "3", "--size", "800x600", "--back", "azul",
                 "-o", str(chosen)]) == 0
    assert pygame.image.tobytes(pygame.image.load(str(chosen)), "RGB") != pictures[0]


def test_without_a_display_the_app_says_so_and_stops(tmp_path):
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env["NAIPES_HOME"] = str(tmp_path)
    for argv in ([], ["play", "veneno"]):
        code = f"import sys; from naipes_pg.cli import main; sys.exit(main({argv!r}))"
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                              env=env, timeout=60, cwd=ROOT)
        assert done.returncode == 2, done.stderr
        assert done.stderr.startswith("naipes: No se puede abrir una ventana: no hay pantalla")
        assert len(done.stderr.strip().splitlines()) == 1, done.stderr


def test_rules_do_not_import_pygame():
    code = ("import sys, naipes_pg.rules, naipes_pg.ai, naipes_pg.selfplay, naipes_pg.rules.record;"
            "import naipes_pg.rules.ronda_robada, naipes_pg.ai.explain;"
            "assert 'pygame' not in sys.modules, 'pygame'")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def option_words(out: str) -> list[str]:
    """The words column of `naipes list -v` (after the name=default and allowed values)."""
    return [line[64:] for line in out.splitlines() if line.startswith("    -o ")]


def test_list_verbose_speaks_one_language(capsys):
    """Spanish by default, every option's help in Spanish; English when asked, no Spanish
    word in it (the catalogues' words, tests/spanish.py)."""
    from spanish import spanish_in

    from naipes_pg.rules.registry import GAMES

    assert main(["list", "-v"]) == 0
    spanish = capsys.readouterr().out
    i18n.set_language("es")
    helps = {re.sub(r"\s*\[[A-Z]{2}-\d+\]", "", o.help) for cls in GAMES.values()
             for o in cls.spec.options if o.help}
    untranslated = sorted(h for h in helps if i18n._(h) == h)
    assert not untranslated
    assert all(i18n._(h) in spanish for h in helps)
    assert main(["list", "-v", "--lang", "en"]) == 0
    typed = set()  # what is typed as it is, in any language: ids, names and values
    for game_id, cls in GAMES.items():
        typed |= {game_id, *cls.spec.variants, *(o.name for o in cls.spec.options)}
        typed |= {str(v) for o in cls.spec.options for v in (*(o.choices or ()), o.default)}
    words = [re.sub(r"[\w-]+", lambda m: "" if m[0] in typed else m[0], line)
             for line in capsys.readouterr().out.splitlines()]
    assert not [(line, spanish_in(line)) for line in words if spanish_in(line)]


def test_list_verbose_says_each_option_s_kind_of_value(capsys):
    assert main(["list", "-v", "--lang", "en"]) == 0
    animals = next(line for line in capsys.readouterr().out.splitlines()
                   if "-o animals=" in line)
    assert "a list of" in animals and "cow" in animals and "whole number" not in animals
    assert main(["list", "-v"]) == 0
    out = capsys.readouterr().out
    assert "una lista de" in next(line for line in out.splitlines() if "-o animals=" in line)
    assert '-o variant_rule=""' in out and '"", peluche' in out  # the empty value shown
