"""Random input that must not break the app.

The real App runs headless on a fresh data folder and is fed N random events: clicks and
drags (mostly on what the top scene shows: widgets, buttons, cards, zones), key presses, keys
held and repeating, typing, the mouse wheel, window sizes from 640×480 to 1920×1080, jumps to
any scene (a new match of any game, variant and player count, settings, statistics, history,
a replay, the rules), what the window sends (focus, keyboard layout, its close button) and a
quit followed by a new start that must resume the match. After each event and its frames
(tools/monkey_checks.py):

- no exception escaped;
- a still table draws face up exactly what its view shows face up, and nothing the seat
  looking at it may not see (in hot-seat: the person to act, or nobody);
- the match in progress resumes from its save to the same state;
- no message on screen is a Python error.

    python tools/monkey.py --events 20000 --seed 1 [--size 1280x800] [--progress] [--strict]

A failure prints the command that repeats it and the events that led to it. So that a repeat
goes the same way, every chance the app draws comes from the seed (new deals, the reflex
computers), each event's choices from the seed and its number, a computer's search runs a
fixed share of its level's iterations instead of thinking against the clock, and the solver
answers at once in the app's own process, as the app does where it cannot start one
(``--real-timing`` keeps the clock and the solver's process; a repeat may then go another way).
Faults found and not fixed yet are listed in ``KNOWN``: the run counts them and goes on
(``--strict`` stops at them too).
"""

from __future__ import annotations

import argparse
import logging
import os
import random
import re
import sys
import tempfile
import time
import traceback
import weakref
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")  # Ctrl-C stops the run, not the app

import pygame  # noqa: E402
from monkey_checks import (  # noqa: E402
    match_in_progress,
    message_problems,
    resume_problems,
    table_problems,
)
from monkey_input import Hands  # noqa: E402
from monkey_report import (  # noqa: E402
    CASES,
    Failure,
    Known,
    Problem,
    Report,
    Warnings,
    case_name,
)
from monkey_world import DAMAGES, damaged_copy, repeatable, sandbox  # noqa: E402

from naipes_pg import store  # noqa: E402
from naipes_pg.rules.deals import FIRST_DEAL, LAST_DEAL  # noqa: E402
from naipes_pg.rules.record import state_digest  # noqa: E402
from naipes_pg.rules.registry import GAMES  # noqa: E402
from naipes_pg.ui.match import LEVELS, Match, MatchSetup, SeatSetup, saver  # noqa: E402
from naipes_pg.ui.scenes import export  # noqa: E402
from naipes_pg.ui.table.replay import ReplayScene  # noqa: E402
from naipes_pg.ui.table.scene import TableScene  # noqa: E402

MIN_SIZE, MAX_SIZE = (640, 480), (1920, 1080)
FAST_SPEEDS = ("instant", "fast")
COMPUTER_PACE = 0.1  # seconds: enough to see a move, short enough for matches to end
LEVEL_WEIGHTS = {"facil": 6, "normal": 3, "dificil": 1}
TAIL = 30
SMALL_DT = (1 / 60, 1 / 60, 1 / 30, 0.05, 0.1)
EVENTS = {"click": 28, "drag": 10, "play": 8, "key": 30, "hold": 5, "text": 6, "wheel": 2,
          "window": 0.5, "resize": 0.6, "jump": 3.5, "restart": 0.4}
PLAYING = 50  # the weight of "play" on a table waiting for its viewer: matches go on
SHORT_MATCH = 0.6  # the share of matches set to their least target, so that some end
TOGGLED = ("auto_move", "auto_pair", "manual_count", "first_winner", "reflex_race",
           "announcements", "valores_tradicionales", "house_steal")  # any value is playable
JUMPS = {"match": 6, "setup": 2, "menu": 1, "settings": 1, "stats": 1, "history": 1,
         "replay": 2, "file": 1, "rules": 1, "keytest": 1, "continue": 2}


KNOWN: tuple[Known, ...] = ()  # faults found and not fixed yet: none


class Monkey:
    def __init__(self, seed: int, size: tuple[int, int], known: tuple[Known, ...] = KNOWN,
                 thread_errors: list[str] | None = None) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.known = known
        self.report = Report(seed, size)
        self.tail: deque[str] = deque(maxlen=TAIL)
        self.hands = Hands(self)
        self.number = 0
        self.resumable: tuple[Any, int] | None = None  # (game, moves) last found resumable
        self.matches: weakref.WeakKeyDictionary[Match, int] = weakref.WeakKeyDictionary()

        self.thread_errors = thread_errors if thread_errors is not None else []
        self.app = self.new_app(size)

    # -- the run ------------------------------------------------------------------------------

    def run(self, events: int, progress: bool = False) -> Report:
        warnings = Warnings(self.report, self.where)
        logging.getLogger().addHandler(warnings)
        try:
            return self.run_events(events, progress)
        finally:
            logging.getLogger().removeHandler(warnings)

    def run_events(self, events: int, progress: bool) -> Report:
        started = time.perf_counter()
        for self.number in range(1, events + 1):
            self.rng = random.Random(f"{self.seed}/{self.number}")
            failures = self.one_event()
            new = self.unknown(failures)
            if failures and not new and any(f.kind == "exception" for f in failures):
                new = self.recover()
            if new:
                self.report.failures += new
                break
            if progress and self.number % 1000 == 0:
                rate = self.number / (time.perf_counter() - started)
                print(f"{self.number} events, {rate:.1f}/s, {len(self.report.games)} cases, "
                      f"{self.report.moves} moves", flush=True)
        self.report.events = self.number
        self.report.seconds = time.perf_counter() - started
        return self.report

    def one_event(self) -> list[Failure]:
        try:
            self.step()
            problems = self.problems()
        except Problem as problem:
            problems = [problem]
        except Exception:
            problems = [Problem("exception", traceback.format_exc())]
        return [Failure(self.number, p.kind, p.text, list(self.tail)) for p in problems]

    def unknown(self, failures: list[Failure]) -> list[Failure]:
        """The failures no known fault explains; the known ones are counted."""
        new = []
        for failure in failures:
            known = next((k for k in self.known
                          if re.search(k.pattern, f"{failure.kind}: {failure.text}")), None)
            if known is None:
                new.append(failure)
            else:
                self.report.known[known.name] += 1
                self.report.known_first.setdefault(known.name, self.number)
        return new

    def recover(self) -> list[Failure]:
        """After a known exception: the app started again on the same files."""
        self.note("known exception: the app is started again")
        try:
            self.restart(resume=False)
        except Exception:
            return [Failure(self.number, "exception", traceback.format_exc(), list(self.tail))]
        return []

    def step(self) -> None:
        if self.number == 1:
            self.new_match()  # a run starts at the table
        else:
            weights = dict(EVENTS)
            table = self.app.stack.top
            if isinstance(table, TableScene) and table.legal_for_viewer():
                weights["play"] = PLAYING
            self.actions()[self.rng.choices(list(weights), list(weights.values()))[0]]()
        self.keep_pace(self.app)
        self.hands.release_held()
        self.frames()
        if not self.app.running or self.app.stack.top is None:
            self.note("the app quit: it is started again")
            self.restart()
        self.count()

    def problems(self) -> list[Problem]:
        found = [Problem("exception", self.thread_errors.pop(0))] if self.thread_errors else []
        found += [Problem("message", text) for text in message_problems(self.app)]
        found += [Problem("visibility", text) for text in table_problems(self.app)]
        match = match_in_progress(self.app)
        if match is not None and not self.checked(match):
            texts = resume_problems(match)
            found += [Problem("resume", text) for text in texts]
            if not texts:
                self.resumable = (match.game, len(match.game.history))
        return found

    def checked(self, match: Match) -> bool:
        """Whether ``match`` was found resumable as it is now (an undo gives it another
        game, a move a longer history)."""
        return self.resumable is not None and self.resumable[0] is match.game \
            and self.resumable[1] == len(match.game.history)

    def where(self) -> str:
        """The event being made, and the match on the table if there is one."""
        table = self.app.stack.find(TableScene)
        if table is None:
            return f"event {self.number}"
        game, variant = table.match.game, table.match.setup.variant
        return (f"event {self.number}, {game.spec.id}/{variant or 'base'}/{game.players}p "
                f"deal {game.seed} move {len(game.history)}")

    def note(self, what: str) -> None:
        top = self.app.stack.top
        self.tail.append(f"#{self.number} {what} [{type(top).__name__ if top else '-'}]")

    # -- the app ------------------------------------------------------------------------------

    def new_app(self, size: tuple[int, int]):
        from naipes_pg.ui.app import App

        app = App(size=size, headless=True)
        self.keep_pace(app)
        app.to_menu()
        return app

    def keep_pace(self, app) -> None:
        """Animations quick and computers brisk, whatever the settings scene was told."""
        if app.settings.speed not in FAST_SPEEDS:
            app.settings.speed = self.rng.choice(FAST_SPEEDS)
        app.settings.computer_pace = min(app.settings.computer_pace, COMPUTER_PACE)

    def restart(self, resume: bool = True) -> None:
        """Quit as the app quits, start it again, and continue the match that was on."""
        match = match_in_progress(self.app)
        store.save_settings(self.app.settings)
        saver().flush()
        pygame.event.clear()  # a new process gets none of the old window's events
        self.hands.held.clear()
        self.app = self.new_app(self.app.size)
        self.report.restarts += 1
        if resume and match is not None and match.game.history:
            self.resume(match)

    def resume(self, match: Match) -> None:
        """The player picks the game in the menu and presses "Continue the match"."""
        game_id, digest = match.game.spec.id, state_digest(match.game)
        menu = self.app.stack.top
        menu.selected = game_id
        menu.continue_match()
        table = self.app.stack.top
        moves = len(match.game.history)
        if not isinstance(table, TableScene) or table.match.game.spec.id != game_id:
            raise Problem("resume", f"{game_id} ({moves} moves) was not resumed after a new "
                          f"start; on top: {type(table).__name__}")
        if state_digest(table.match.game) != digest:
            raise Problem("resume", f"{game_id} resumed elsewhere: {moves} moves before, "
                          f"{len(table.match.game.history)} after")
        self.report.resumes += 1

    def frames(self) -> None:
        self.frame(self.rng.choice(SMALL_DT))
        for _ in range(self.rng.randint(2, 10)):  # a computer thinking: let it decide
            table = self.app.stack.top
            if not isinstance(table, TableScene) or table.turns.turn is None:
                break
            self.frame(0.15)
        if self.rng.random() < 0.1:
            for _ in range(self.rng.randint(2, 5)):  # a long wait: every animation ends
                self.frame(self.rng.uniform(0.4, 2.0))

    def frame(self, dt: float) -> None:
        """A turn of the app's loop: its frame, then the parts of the window it sends."""
        self.hands.repeat_held(dt)
        self.app.frame(dt)
        self.app.present()

    def count(self) -> None:
        self.report.scenes[type(self.app.stack.top).__name__] += 1
        for scene in self.app.stack.scenes:
            if isinstance(scene, TableScene):
                self.count_match(scene)

    def count_match(self, table: TableScene) -> None:
        match, game = table.match, table.match.game
        watched = isinstance(table, ReplayScene)
        if match not in self.matches:
            case = case_name(game.spec.id, match.setup.variant, game.players)
            (self.report.replays if watched else self.report.games)[case] += 1
            self.matches[match] = -1 if watched or game.outcome() is not None else 0
        counted_moves = self.matches[match]
        if counted_moves < 0:
            return
        self.report.moves += max(0, len(game.history) - counted_moves)
        over = game.outcome() is not None
        self.report.finished += over
        self.matches[match] = -1 if over else len(game.history)

    # -- the events ---------------------------------------------------------------------------

    def actions(self) -> dict[str, Callable[[], Any]]:
        """Each kind of event in ``EVENTS`` and what makes one."""
        hands = self.hands
        return {"click": hands.click, "drag": hands.drag, "play": hands.play, "key": hands.key,
                "hold": hands.hold, "text": hands.text, "wheel": hands.wheel,
                "window": hands.window, "resize": self.do_resize, "jump": self.do_jump,
                "restart": self.do_restart}

    def do_resize(self) -> None:
        size = (self.rng.randint(MIN_SIZE[0], MAX_SIZE[0]),
                self.rng.randint(MIN_SIZE[1], MAX_SIZE[1]))
        self.note(f"resize {size[0]}x{size[1]}")
        self.app.screen = pygame.Surface(size)  # headless, the app ignores VIDEORESIZE
        self.app._resized()

    def do_restart(self) -> None:
        self.note("quit and start again")
        self.restart()

    def do_jump(self) -> None:
        """Straight to a scene, the way a player reaches it: the settings, the rules and the
        key test over whatever is on (the pause menu, F1 and the settings lead there), the
        others from the menu."""
        app = self.app
        jumps: dict[str, Callable[[], Any]] = {
            "match": self.new_match, "setup": self.open_setup, "menu": app.to_menu,
            "settings": app.open_settings, "stats": lambda: self.from_menu(app.open_stats),
            "history": lambda: self.from_menu(app.open_history), "replay": self.open_replay,
            "file": self.open_file, "rules": lambda: app.open_rules(self.rng.choice(list(GAMES))),
            "keytest": self.open_keytest, "continue": self.continue_saved}
        name = self.rng.choices(list(JUMPS), list(JUMPS.values()))[0]
        if name != "match":
            self.note(f"jump to {name}")
        jumps[name]()

    def from_menu(self, open_scene: Callable[[], Any]) -> None:
        self.app.to_menu()
        open_scene()

    # -- jumps --------------------------------------------------------------------------------

    def new_match(self) -> None:
        game_id, variant, players = self.rng.choice(CASES)
        spec = GAMES[game_id].spec
        options = self.options(game_id, variant)
        if spec.players[1] > 2:
            options["players"] = players
        seats = [self.seat(i) for i in range(players)]
        winnable = spec.players == (1, 1) and seats[0].human and self.rng.random() < 0.05
        seed = None if winnable else self.rng.randint(FIRST_DEAL, LAST_DEAL)
        self.note(f"new match {game_id}/{variant or 'base'}/{players}p {options} "
                  + " ".join("human" if s.human else s.level for s in seats)
                  + (" winnable" if winnable else f" deal {seed}"))
        self.app.start_match(MatchSetup(game_id, options, variant, seed, seats,
                                        winnable_only=winnable))

    def options(self, game_id: str, variant: str | None) -> dict[str, Any]:
        """Options a player might set: often the least target, and a few switches that any
        value of suits (those a variant sets are the variant's)."""
        spec = GAMES[game_id].spec
        fixed = spec.variants.get(variant, {}) if variant else {}
        options: dict[str, Any] = {}
        for option in spec.options:
            if option.name in fixed:
                continue
            if option.name == "target" and self.rng.random() < SHORT_MATCH:
                options["target"] = option.minimum
            elif option.name in TOGGLED and self.rng.random() < 0.3:
                options[option.name] = self.rng.choice(
                    option.choices or (not option.default, option.default))
        return options

    def seat(self, index: int) -> SeatSetup:
        if self.rng.random() < (0.85 if index == 0 else 0.25):
            return SeatSetup("human")
        levels = list(LEVELS)
        return SeatSetup("computer", level=self.rng.choices(
            levels, [LEVEL_WEIGHTS[level] for level in levels])[0])

    def open_setup(self) -> None:
        self.app.to_menu()
        self.app.stack.top.open(self.rng.choice(list(GAMES)))

    def open_replay(self) -> None:
        """A finished match from the history, opened as the history opens it."""
        self.from_menu(self.app.open_history)
        played = self.app.records.matches()
        if played:
            self.app.stack.top.open(self.rng.choice(played))

    def open_file(self) -> None:
        """A match file opened (as ``naipes open FILE`` or a double-click does): one the
        player exported, or one written now from the history, and now and then a damaged
        copy, which the app must refuse in words."""
        folder = export.documents()
        files = sorted(folder.glob(f"*{export.SUFFIX}"))
        played = self.app.records.matches()
        if played and (not files or self.rng.random() < 0.3):
            record = self.app.records.save_of(self.rng.choice(played).row)
            files.append(export.export_record(record, folder / f"m{self.number}"))
        if not files:
            return
        path = self.rng.choice(files)
        if self.rng.random() < 0.4:
            path = damaged_copy(path, self.rng.choice(DAMAGES), self.rng)
        self.note(f"open {path.name}")
        self.from_menu(lambda: self.app.open_match_file(str(path)))  # as `naipes open FILE`

    def open_keytest(self) -> None:
        from naipes_pg.ui.scenes.keytest import open_keytest

        open_keytest(self.app)

    def continue_saved(self) -> None:
        """The menu's "Continue the match" on one of the games with a match saved."""
        saved = sorted(store.saved_games())
        self.app.to_menu()
        if saved:
            menu = self.app.stack.top
            menu.selected = self.rng.choice(saved)
            menu.continue_match()




def run(events: int, seed: int, size: tuple[int, int] = (1280, 800), *,
        progress: bool = False, known: tuple[Known, ...] = KNOWN,
        real_timing: bool = False) -> Report:
    """Feed the app ``events`` random events from ``seed``; the report says what was seen."""
    with tempfile.TemporaryDirectory(prefix="naipes-monkey-") as folder, \
            sandbox(Path(folder)) as thread_errors, repeatable(seed, real_timing):
        store.take_damaged()  # what an earlier run found damaged is not this run's
        monkey = Monkey(seed, size, known, thread_errors)
        monkey.report.flags = " --real-timing" if real_timing else ""
        report = monkey.run(events, progress)
        saver().flush()
    return report


def parse_size(text: str) -> tuple[int, int]:
    w, _x, h = text.lower().partition("x")
    return int(w), int(h)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--events", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--size", type=parse_size, default=(1280, 800), help="WxH")
    parser.add_argument("--progress", action="store_true", help="a line every 1000 events")
    parser.add_argument("--strict", action="store_true", help="stop at known faults too")
    parser.add_argument("--real-timing", action="store_true",
                        help="computers think against the clock and the solver in its own "
                             "process, as in the app")
    args = parser.parse_args(argv)
    report = run(args.events, args.seed, args.size, progress=args.progress,
                 known=() if args.strict else KNOWN, real_timing=args.real_timing)
    print(report.text())
    return 0 if report.ok else 1


if __name__ == "__main__":
    if os.environ.get("PYTHONHASHSEED") != "0":  # sets iterate in the same order every run
        os.execve(sys.executable, [sys.executable, *sys.argv],
                  {**os.environ, "PYTHONHASHSEED": "0"})
    sys.exit(main())
