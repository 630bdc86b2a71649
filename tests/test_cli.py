"""The ``naipes`` command as a user types it."""

from __future__ import annotations

import json
import subprocess
import sys

from naipes_pg.cli import main


def test_list_shows_the_games(capsys):
    assert main(["list"]) == 0
    out = capsys.readouterr().out
    assert "ronda-robada" in out and "Ronda robada y peleada" in out
    assert main(["list", "--lang", "en", "-v"]) == 0
    assert "Stolen House" in capsys.readouterr().out


def test_selfplay_summary_and_saves(tmp_path, capsys):
    code = main(["selfplay", "ronda-robada", "--matches", "6", "--seed", "3",
                 "--agents", "greedy,random", "--save-dir", str(tmp_path), "--json"])
    assert code == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["matches"] == 6
    assert sum(row["wins"] for row in summary["agents"]) == 6
    files = sorted(tmp_path.iterdir())
    assert len(files) == 6
    for path in files:
        assert main(["replay", str(path)]) == 0


def test_selfplay_with_an_option(capsys):
    assert main(["selfplay", "ronda-robada", "--matches", "2", "-o", "target=1"]) == 0
    assert "matches/s" in capsys.readouterr().out


def test_bad_options_are_one_clear_line(capsys):
    assert main(["selfplay", "ronda-robada", "-o", "target=zero"]) == 2
    assert "whole number" in capsys.readouterr().err
    assert main(["selfplay", "ronda-robada", "-o", "speed=3"]) == 2
    assert "no option" in capsys.readouterr().err
    assert main(["replay", "/nonexistent/match.json"]) == 2
    err = capsys.readouterr().err
    assert "cannot read" in err and len(err.strip().splitlines()) == 1


def test_rules_do_not_import_pygame():
    code = ("import sys, naipes_pg.rules, naipes_pg.ai, naipes_pg.selfplay, naipes_pg.rules.record;"
            "import naipes_pg.rules.ronda_robada; assert 'pygame' not in sys.modules, 'pygame'")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
