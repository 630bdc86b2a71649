"""What the monkey (tools/monkey.py) tells: the failures, each with the events before it and
the command that repeats it, what the run went through, the known faults it met and the app's
warnings, each kind told with where it first came."""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from naipes_pg.rules.registry import GAMES

CASES = [(game_id, variant, players)
         for game_id, cls in GAMES.items()
         for variant in (None, *cls.spec.variants)
         for players in cls.spec.player_counts(variant)]
WARNINGS_TOLD = 3  # of each kind of warning, the first ones are told with where they came


def case_name(game_id: str, variant: str | None, players: int) -> str:
    return f"{game_id}/{variant or 'base'}/{players}p"


@dataclass(frozen=True)
class Known:
    """A fault found and not fixed yet. The run counts it and goes on; after an exception it
    starts the app again first, as a player would."""

    name: str
    pattern: str  # searched in the failure's kind, a colon and its text


class Problem(Exception):
    """Something wrong: ``kind`` is "exception", "visibility", "resume" or "message"."""

    def __init__(self, kind: str, text: str) -> None:
        super().__init__(text)
        self.kind, self.text = kind, text


@dataclass
class Failure:
    number: int  # the event after which it showed
    kind: str
    text: str  # the traceback, or what was wrong
    tail: list[str]


@dataclass
class Report:
    seed: int
    size: tuple[int, int]
    flags: str = ""  # the options that change the run, for the command that repeats it
    events: int = 0
    seconds: float = 0.0
    scenes: Counter = field(default_factory=Counter)
    games: Counter = field(default_factory=Counter)  # matches started, by case
    replays: Counter = field(default_factory=Counter)
    moves: int = 0
    finished: int = 0
    resumes: int = 0
    restarts: int = 0
    known: Counter = field(default_factory=Counter)
    known_first: dict[str, int] = field(default_factory=dict)
    warnings: Counter = field(default_factory=Counter)
    warnings_told: list[str] = field(default_factory=list)
    failures: list[Failure] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.failures

    def command(self, number: int) -> str:
        return (f"python tools/monkey.py --seed {self.seed} --events {number} "
                f"--size {self.size[0]}x{self.size[1]}{self.flags}")

    def text(self) -> str:
        rate = self.events / self.seconds if self.seconds else 0.0
        lines = [f"seed {self.seed}: {self.events} events in {self.seconds:.1f} s "
                 f"({rate:.1f} events/s); {self.moves} moves, {self.finished} matches "
                 f"finished, {self.restarts} restarts, {self.resumes} matches resumed",
                 "scenes: " + counted(self.scenes),
                 f"cases played: {len(self.games)} of {len(CASES)} (matches started or "
                 "resumed): " + counted(self.games),
                 "replays: " + counted(self.replays)]
        missing = [case_name(*case) for case in CASES if case_name(*case) not in self.games]
        if self.games and missing:
            more = f" and {len(missing) - 12} more" if len(missing) > 12 else ""
            lines.append("cases not played: " + ", ".join(missing[:12]) + more)
        if self.warnings:
            lines.append("app warnings: " + counted(self.warnings))
            lines += ["  " + told for told in self.warnings_told]
        for name, times in self.known.items():
            lines.append(f"KNOWN {name}: {times}× (first after event {self.known_first[name]})")
        for failure in self.failures:
            lines += [f"FAILURE after event {failure.number} ({failure.kind}):",
                      failure.text.rstrip()]
        if self.failures:
            last = self.failures[-1]
            lines += [f"repeat: {self.command(last.number)}", "the last events:",
                      *("  " + line for line in last.tail)]
        return "\n".join(lines)


def counted(counter: Counter) -> str:
    return ", ".join(f"{name} {n}" for name, n in counter.most_common()) or "none"


class Warnings(logging.Handler):
    """The app's warnings into the report: counted by their message's pattern, the first
    few of each told with where they came (the event, the game on the table)."""

    def __init__(self, report: Report, where: Callable[[], str]) -> None:
        super().__init__(logging.WARNING)
        self.report, self.where = report, where

    def emit(self, record: logging.LogRecord) -> None:
        pattern = str(record.msg)[:60]
        self.report.warnings[pattern] += 1
        if self.report.warnings[pattern] <= WARNINGS_TOLD:
            self.report.warnings_told.append(f"{self.where()}: {record.getMessage()[:160]}")
