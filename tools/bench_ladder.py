"""The levels' ladder in every game: Difícil against greedy, Normal against Fácil, Difícil
against Normal, for every game, variant and player count a person can choose.

    python tools/bench_ladder.py [GAME ...] [--cases base|variants|all] [--matches 100]
                                 [--first 0] [--jobs 2] [--rungs dificil:greedy,...]
                                 [--data docs/opponents.json] [--write docs/opponents.md]
                                 [--progress N] [--table] [--players N]

A rung ``A:B`` plays the level A in one seat (with its partners, where the game has sides)
against B in the others, on paired deals: each deck order is played once from every seat
(``tools/bench_ai.py``'s series, seed 0), so the cards' luck is shared. In a solitaire each
of the two plays the same deals alone, and the rung compares how many each wins.

Every match's result is kept in ``--data`` as it ends (matches already there are not played
again), so a long run may be stopped and taken up again, over several sessions; the table
of everything kept is written to ``--write`` with the command that made it. ``--table``
writes the table from the data alone, playing nothing; ``--players N`` keeps only the cases
played by N (one row's series taken further). Each write reads the file again, under
a lock, and adds only this run's new matches: two runs at once (one game on each core), or a
row dropped by hand during a run, never undo each other.
"""

from __future__ import annotations

import argparse
import fcntl
import hashlib
import json
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench_ai import Setup, play_one  # noqa: E402

from naipes_pg.rules.base import OptionError  # noqa: E402
from naipes_pg.rules.registry import GAMES, get_spec, new_game  # noqa: E402
from naipes_pg.selfplay import wilson  # noqa: E402

RUNGS = ("dificil:greedy", "normal:facil", "dificil:normal")
LEVEL_NAMES = {"dificil": "Difícil", "normal": "Normal", "facil": "Fácil", "greedy": "greedy",
               "random": "random"}
ALONE = "alone"  # the opponent of a solitaire's row: nobody
DATA = "docs/opponents.json"
SAVE_EVERY = 10  # results between writes of the data file


@dataclass(frozen=True)
class Case:
    """A game as a person may set it up: its variant (None: the base game) and players."""

    game_id: str
    variant: str | None
    players: int

    @property
    def name(self) -> str:
        return f"{self.game_id}|{self.variant or '-'}|{self.players}"

    def options(self) -> dict[str, Any]:
        spec = get_spec(self.game_id)
        options = dict((spec.variants or {}).get(self.variant, {})) if self.variant else {}
        if spec.players[0] != spec.players[1]:
            options["players"] = self.players
        return options

    @property
    def solo(self) -> bool:
        return self.players == 1

    def sides(self) -> int:
        game = new_game(self.game_id, self.options())
        return len({game.team_of(seat) for seat in range(game.players)})


def base_players(game_id: str) -> int:
    """The base case's players: two where two may play, else the fewest the game takes."""
    low, high = get_spec(game_id).players
    return 2 if low <= 2 <= high else low


def variant_case(game_id: str, variant: str, base: int) -> Case:
    """A variant with the base game's players, or the fewest it may be played by where it
    needs others (Tute in pairs: four)."""
    low, high = get_spec(game_id).players
    for players in (base, *range(low, high + 1)):
        case = Case(game_id, variant, players)
        try:
            new_game(game_id, case.options())
        except OptionError:
            continue
        return case
    raise OptionError(f"{game_id} {variant}: no number of players can play it")


def cases(game_id: str, which: str) -> list[Case]:
    """``base``: the base game; ``variants``: and each variant; ``all``: and every other
    player count of the base game."""
    spec = get_spec(game_id)
    base = base_players(game_id)
    found = [Case(game_id, None, base)]
    if which in ("variants", "all"):
        found += [variant_case(game_id, variant, base) for variant in spec.variants or {}]
    if which == "all":
        low, high = spec.players
        found += [Case(game_id, None, n) for n in range(low, high + 1) if n != base]
    return found


def row_key(case: Case, level: str, against: str) -> str:
    return f"{case.name}|{level}|{ALONE if case.solo else against}"


def rows_of(case: Case, rungs: Iterable[str]) -> list[tuple[str, str]]:
    """The (level, against) rows a case needs for its rungs: in a solitaire each level
    plays alone."""
    rows: list[tuple[str, str]] = []
    for rung in rungs:
        level, against = rung.split(":")
        wanted = [(level, ALONE), (against, ALONE)] if case.solo else [(level, against)]
        rows += [row for row in wanted if row not in rows]
    return rows


# -- the data -------------------------------------------------------------------------------


def load(path: Path) -> dict[str, Any]:
    if path.exists():
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("version") == 1:
            return data
    return {"version": 1, "rows": {}}


class Store:
    """The data file, shared with other runs: ``save`` takes the lock, reads the file as it is
    now, adds this run's line and the matches played since the last save, and writes it back;
    the rows of other runs, and rows dropped by hand, stay as the file has them."""

    def __init__(self, path: Path) -> None:
        self.path = path
        digest = hashlib.sha1(str(path.resolve()).encode()).hexdigest()[:12]
        self.lock = Path(tempfile.gettempdir()) / f"naipes-ladder-{digest}.lock"
        self.runs: list[str] = []
        self.played: list[tuple[str, int, Any]] = []

    def save(self) -> dict[str, Any]:
        """Add what this run has not yet written; the data as the file now holds it."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self.lock.open("w") as held:
            fcntl.flock(held, fcntl.LOCK_EX)
            data = load(self.path)
            data.setdefault("runs", []).extend(self.runs)
            for key, number, result in self.played:
                record(data, key, number, result)
            tmp = self.path.with_suffix(".tmp")
            tmp.write_text(json.dumps(data, indent=0, sort_keys=True) + "\n", encoding="utf-8")
            tmp.replace(self.path)
        self.runs, self.played = [], []
        return data


def record(data: dict[str, Any], key: str, number: int, result: Any) -> None:
    """One match into its row: the return, and each move's think time in whole ms."""
    ret, moves, _said = result
    row = data["rows"].setdefault(key, {"returns": {}, "every": {}, "searched": {}})
    row["returns"][str(number)] = round(ret, 4)
    for seconds, searched in moves:
        ms = str(int(seconds * 1000))
        row["every"][ms] = row["every"].get(ms, 0) + 1
        if searched:
            row["searched"][ms] = row["searched"].get(ms, 0) + 1


def quantile(histogram: dict[str, int], share: float) -> float:
    """The ``share`` quantile, in seconds, of think times kept as whole-ms counts."""
    counts = sorted((int(ms), n) for ms, n in histogram.items())
    total = sum(n for _ms, n in counts)
    if not total:
        return 0.0
    seen, wanted = 0, min(total - 1, int(share * total))
    for ms, n in counts:
        seen += n
        if seen > wanted:
            return ms / 1000
    return counts[-1][0] / 1000


# -- playing --------------------------------------------------------------------------------


Task = tuple[str, Setup, int]


def tasks(data: dict[str, Any], chosen: list[Case], rungs: Iterable[str], first: int,
          matches: int) -> Iterator[Task]:
    """The matches the data does not hold yet, a deal of every row before the next deal (a
    deal: one match from every seat), so that a run stopped early has measured every row
    alike."""
    todo: list[tuple[int, int, Task]] = []
    rows = [(case, level, against) for case in chosen
            for level, against in rows_of(case, rungs)]
    for index, (case, level, against) in enumerate(rows):
        key = row_key(case, level, against)
        done = data["rows"].get(key, {}).get("returns", {})
        # a solitaire's row plays alone: its 'opponent' is never asked
        setup = Setup(case.game_id, tuple(sorted(case.options().items())), level,
                      "random" if against == ALONE else against)
        todo += [(number // case.players, index, (key, setup, number))
                 for number in range(first, first + matches) if str(number) not in done]
    for _deal, _index, task in sorted(todo, key=lambda item: item[:2]):
        yield task


def _play(task: Task) -> tuple[str, int, Any]:
    key, setup, number = task
    return key, number, play_one(setup, number, 0)


def play(store: Store, todo: list[Task], jobs: int, progress: int) -> dict[str, Any]:
    """Play ``todo``, saving as it goes; the data as the file holds it at the end."""
    began = time.perf_counter()
    with ProcessPoolExecutor(jobs) if jobs > 1 else nullcontext() as pool:
        results = pool.map(_play, todo, chunksize=1) if pool else map(_play, todo)
        for done, (key, number, result) in enumerate(results, 1):
            store.played.append((key, number, result))
            if done % SAVE_EVERY == 0:
                store.save()
            if progress and done % progress == 0:
                print(f"  {done}/{len(todo)} matches, {time.perf_counter() - began:.0f} s;"
                      f" last: {key} #{number}", file=sys.stderr, flush=True)
    return store.save()


# -- the table ------------------------------------------------------------------------------


def rate_cell(row: dict[str, Any] | None, share: float) -> tuple[str, float, int]:
    """A row's win rate with its 95 % interval (and, beside an even share under one half,
    the rate as a multiple of that share); with the rate and the matches."""
    if not row or not row["returns"]:
        return "—", 0.0, 0
    n = len(row["returns"])
    wins = sum(row["returns"].values())
    low, high = wilson(wins, n)
    cell = f"{100 * wins / n:.1f} % ({100 * low:.0f}–{100 * high:.0f}) of {n}"
    if share < 0.5:
        cell += f", {wins / n / share:.2f}× share"
    return cell, wins / n, n


def think_cell(row: dict[str, Any] | None) -> str:
    if not row or not row["searched"]:
        return "—"
    return f"{quantile(row['searched'], 0.5):.3f} / {quantile(row['searched'], 0.95):.3f}"


def rung_title(rung: str) -> str:
    level, against = rung.split(":")
    return f"{LEVEL_NAMES[level]} vs {LEVEL_NAMES[against]}"


def table(data: dict[str, Any], chosen: list[Case], rungs: list[str]) -> list[str]:
    """The markdown table: a line per case, a column per rung (its first level's rate), and
    the first rung's level's think time (median / p95 s, moves with a choice)."""
    first_level = rungs[0].split(":")[0]
    head = (["Game", "Variant", "Players", "Even share"] + [rung_title(r) for r in rungs]
            + [f"{LEVEL_NAMES[first_level]} think, median / p95 s"])
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    rows = data["rows"]
    for case in chosen:
        share = 1.0 if case.solo else 1 / case.sides()
        cells = [case.game_id, case.variant or "base", str(case.players),
                 "solo" if case.solo else f"{100 * share:.0f} %"]
        for rung in rungs:
            level, against = rung.split(":")
            if case.solo:
                mine = rate_cell(rows.get(row_key(case, level, ALONE)), 1.0)
                theirs = rate_cell(rows.get(row_key(case, against, ALONE)), 1.0)
                cells.append(f"{mine[0]} against {100 * theirs[1]:.1f} %" if mine[2]
                             else "—")
            else:
                cells.append(rate_cell(rows.get(row_key(case, level, against)), share)[0])
        think_row = rows.get(row_key(case, first_level, rungs[0].split(":")[1]))
        cells.append(think_cell(think_row))
        lines.append("| " + " | ".join(cells) + " |")
    return lines


def write_doc(path: Path, data: dict[str, Any], chosen: list[Case], rungs: list[str]) -> None:
    text = [
        "# The computer's levels, measured",
        "",
        "Each cell: the first level's share of the wins against the second, with its 95 %",
        "Wilson interval and the number of matches, on paired deals (each deck order played",
        "once from every seat). Where the even share is under one half (three or more sides),",
        "the rate is also given as a multiple of that share. A solitaire's cell compares the",
        "two levels' rates of deals won, on the same deals. A match counts for the side that",
        "ends it with the best return (a share of it where sides tie): in Siete y Media",
        "without bets, where each player plays the house, the level that did better on the",
        "same cards. La Granja and Nervioso are played on simulated time, where the quicker",
        "reflexes win. Think time: the first rung's level,",
        "over its moves with a choice, in seconds (targets: median 0.5, p95 1).",
        "Where a rung cannot part two levels, or a game's ceiling is measured otherwise,",
        "`docs/decisions.md` says how and with what figures (issue 36).",
        "",
        f"The matches are kept in `{DATA}` and were played by these runs (a run plays only",
        "the matches the data does not hold yet; `--table` rewrites this page from it):",
        "",
        *(f"- {run}" for run in data.get("runs", [])),
        "",
        *table(data, chosen, rungs),
        "",
    ]
    path.write_text("\n".join(text), encoding="utf-8")


def commit() -> str:
    """The code a run measures: the commit checked out, marked if files other than the
    ladder's own data have changes."""
    def git(*args: str) -> str:  # from the project's top: the pathspecs below are its own
        return subprocess.run(["git", *args], capture_output=True, text=True,
                              cwd=Path(__file__).resolve().parent.parent).stdout.strip()
    head = git("rev-parse", "--short", "HEAD") or "unknown"
    changed = git("status", "--porcelain", "--untracked-files=no", "--", ".",
                  ":!docs/opponents.*")
    return head + (" + changes" if changed else "")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="game ids (default: all)")
    parser.add_argument("--cases", choices=("base", "variants", "all"), default="base")
    parser.add_argument("--matches", type=int, default=100)
    parser.add_argument("--first", type=int, default=0, metavar="N",
                        help="the series' matches N to N + matches − 1")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--rungs", default=",".join(RUNGS))
    parser.add_argument("--data", type=Path, default=Path(DATA))
    parser.add_argument("--write", type=Path, default=Path("docs/opponents.md"))
    parser.add_argument("--progress", type=int, default=0, metavar="N")
    parser.add_argument("--table", action="store_true", help="write the table, play nothing")
    parser.add_argument("--players", type=int, default=0, metavar="N",
                        help="only the cases played by N players")
    args = parser.parse_args(argv)
    rungs = args.rungs.split(",")
    chosen = [case for game_id in args.games or GAMES for case in cases(game_id, args.cases)
              if not args.players or case.players == args.players]
    data = load(args.data)
    if not args.table:
        todo = list(tasks(data, chosen, rungs, args.first, args.matches))
        print(f"{len(todo)} matches to play", file=sys.stderr, flush=True)
        command = "python tools/bench_ladder.py " + " ".join(
            argv if argv is not None else sys.argv[1:])
        store = Store(args.data)
        store.runs.append(
            f"{time.strftime('%Y-%m-%d')}, at {commit()}: {command} ({len(todo)} matches asked for;"
            " a run stopped early keeps those it played)")
        data = play(store, todo, args.jobs, args.progress)
    write_doc(args.write, data, chosen, rungs)
    print("\n".join(table(data, chosen, rungs)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
