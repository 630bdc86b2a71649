"""The benchmark tools the figures in docs/decisions.md come from still run, on tiny inputs."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

TOOLS = Path(__file__).resolve().parent.parent / "tools"


def run_tool(name: str, *args: str) -> str:
    done = subprocess.run([sys.executable, str(TOOLS / name), *args], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_steal_rates_gives_both_ends_of_the_scale():
    out = run_tool("steal_rates.py", "--matches", "2")
    assert "greedy  plays within a card of the greedy best" in out
    assert "random  plays within a card of the greedy best" in out


def test_steal_rates_reading_reads_three_rivals_by_hand():
    rows = run_tool("steal_rates.py", "--reading", "--matches", "2").splitlines()
    assert rows[0].split()[:2] == ["rival", "strays"]
    assert [row.split()[0] for row in rows[1:4]] == ["0.0", "0.1", "1.0"]
    greedy_first_deal = rows[1].split()[1]  # median / p90 at the first deals of hand 1
    assert float(greedy_first_deal.split("/")[0]) < 0.1


@pytest.mark.parametrize("tool, args", [
    ("bench_search.py", ("ronda-robada", "--matches", "1", "--iterations", "20", "--every", "9")),
    ("bench_ai.py", ("ronda-robada", "--matches", "2", "--levels", "facil", "--against",
                     "random", "--jobs", "1", "-o", "target=1")),
])
def test_search_benchmarks_run(tool, args):
    assert "ronda-robada" in run_tool(tool, *args)
