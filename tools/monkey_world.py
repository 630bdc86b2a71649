"""The monkey's surroundings (tools/monkey.py): a folder of its own that nothing is written
outside of, chance drawn from the run's seed so that a run can be repeated, and match files
spoiled on purpose."""

from __future__ import annotations

import dataclasses
import itertools
import json
import logging
import os
import queue
import random
import threading
import time
import traceback
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pygame

from naipes_pg import records
from naipes_pg.ai import ismcts
from naipes_pg.rules.deals import FIRST_DEAL, LAST_DEAL
from naipes_pg.ui import match as match_module
from naipes_pg.ui import solving, worker
from naipes_pg.ui.scenes import export

SEARCH_SHARE = 8  # a level's iterations are divided by this: the same search, quicker
SLICE_ITERATIONS = 5  # a frame's thinking, in iterations rather than milliseconds
DAMAGES = ("cut", "garbage", "move", "game", "empty")  # what befalls a match file copied
CLOCK_START = 1_767_225_600  # 2026-01-01: where the run's clock starts


@contextmanager
def sandbox(home: Path) -> Iterator[list[str]]:
    """Everything the run writes stays under ``home``: the app's data, the working folder,
    an exported match (a path typed elsewhere is refused, as a folder without permission
    is). A frame is sent to no screen. Yields the list the exceptions of other threads go
    to."""
    documents = home / "Documents"
    documents.mkdir(parents=True, exist_ok=True)
    saved = (os.environ.get("NAIPES_HOME"), os.getcwd(), export.documents, export.write_atomic,
             threading.excepthook, pygame.display.flip, pygame.display.update)
    write = export.write_atomic

    def write_inside(path: Path, text: str) -> None:
        if not Path(path).resolve().is_relative_to(home.resolve()):
            raise PermissionError(13, "outside the monkey's folder", str(path))
        write(path, text)

    errors: list[str] = []
    os.environ["NAIPES_HOME"] = str(home)
    os.chdir(home)
    export.documents, export.write_atomic = (lambda: documents), write_inside
    pygame.display.flip = pygame.display.update = lambda *rects: None
    threading.excepthook = lambda args: errors.append("".join(traceback.format_exception(
        args.exc_type, args.exc_value, args.exc_traceback)))
    try:
        yield errors
    finally:
        (home_env, cwd, export.documents, export.write_atomic, threading.excepthook,
         pygame.display.flip, pygame.display.update) = saved
        os.chdir(cwd)
        if home_env is None:
            os.environ.pop("NAIPES_HOME", None)
        else:
            os.environ["NAIPES_HOME"] = home_env


@contextmanager
def repeatable(seed: int, real_timing: bool = False) -> Iterator[None]:
    """Every chance the app draws comes from ``seed``: new deals (and so the reflex
    computers' draws, which follow the deal number), the winnable deals tried; the date it
    writes in names comes from a clock of the run's own. Unless ``real_timing``, nothing
    depends on how busy the machine is: a search runs a fixed number of iterations, a few
    each frame, and the solver's answer comes with the frame that asks."""
    chance = random.Random(f"{seed}/chance")

    def seeded() -> random.Random:
        return random.Random(chance.getrandbits(64))

    ticks = itertools.count()

    def strftime(form: str) -> str:  # a clock that ticks a second each time it is read
        return time.strftime(form, time.gmtime(CLOCK_START + next(ticks)))

    saved = (match_module.new_deal_number, solving.random, ismcts.Search.think,
             worker._context, export.time, records.time, dict(ismcts.LEVELS))
    match_module.new_deal_number = lambda: chance.randint(FIRST_DEAL, LAST_DEAL)
    # the names of exported files and the dates of finished matches: in a sorted folder and
    # in the history their order and their width must not depend on the day
    export.time = records.time = SimpleNamespace(strftime=strftime)
    solving.random = SimpleNamespace(Random=seeded, SystemRandom=seeded)
    quiet = logging.getLogger(worker.log.name)
    quiet_level = quiet.level
    if not real_timing:
        ismcts.Search.think = think_in_iterations
        worker._context = SimpleNamespace(Queue=queue.Queue, Process=NoProcess)
        quiet.setLevel(logging.ERROR)  # its warning that no process started is ours
        for name, level in saved[-1].items():
            ismcts.LEVELS[name] = dataclasses.replace(
                level, iterations=max(4, level.iterations // SEARCH_SHARE), seconds=1e9)
    try:
        yield
    finally:
        (match_module.new_deal_number, solving.random, ismcts.Search.think,
         worker._context, export.time, records.time) = saved[:-1]
        ismcts.LEVELS.update(saved[-1])
        quiet.setLevel(quiet_level)


def think_in_iterations(search: ismcts.Search, seconds: float) -> int:
    """``Search.think`` counted in iterations: a frame's slice, or the whole budget."""
    before = search.iterations
    search.step(SLICE_ITERATIONS if seconds < 1 else search.budget)
    return search.iterations - before


class NoProcess:
    """A worker process that cannot start: the job runs in the app's process."""

    def __init__(self, **_how: Any) -> None:
        pass

    def start(self) -> None:
        raise OSError("the monkey runs jobs in its own process")


def damaged_copy(path: Path, damage: str, rng: random.Random) -> Path:
    """A copy of the match file ``path`` spoiled by ``damage`` (one of ``DAMAGES``)."""
    text = path.read_text(encoding="utf-8")
    record = json.loads(text)
    if damage == "cut":
        text = text[: rng.randrange(len(text))]
    elif damage == "garbage":
        text = "".join(rng.choice("{}[]\",:0123456789abc") for _ in range(rng.randint(0, 80)))
    elif damage == "move" and len(record.get("actions") or ()) > 1:
        actions = record["actions"]  # two moves swapped: each legal somewhere, not there
        i, j = rng.sample(range(len(actions)), 2)
        actions[i], actions[j] = actions[j], actions[i]
        if rng.random() < 0.3:
            actions[i] = [rng.randint(-1, 7), {"type": "Nonsense"}]
        text = json.dumps(record)
    elif damage == "game":
        text = json.dumps({**record, "game": rng.choice(["chess", 7, None, "escoba"])})
    else:
        text = ""
    copy = path.parent / "damaged" / f"{path.stem}-{damage}{path.suffix}"
    copy.parent.mkdir(exist_ok=True)
    copy.write_text(text, encoding="utf-8")
    return copy
