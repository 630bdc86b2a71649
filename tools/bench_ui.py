"""Frame times at 1280×800 while cards fly (a full deal, then a hand of captures), and the time
from process start to the first drawn menu frame. Medians of repeated runs.

    xvfb-run -s "-screen 0 1280x800x24" python tools/bench_ui.py     (or any real display)

Frame time is the work of one frame (events, update, draw, flip), not the wait for vsync.
Several matches are played (``--matches``), so that the p99 of the deals rests on a few
hundred frames, not on the two worst of one deal.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def frames_during_play(seconds: float, seeds: list[int]) -> dict[str, list[float]]:
    """Computer against computer at normal speed, one match per seed for ``seconds`` each;
    frames sorted by what was on screen: the opening deal, then the play (captures, later
    deals and calls)."""
    os.environ["NAIPES_HOME"] = tempfile.mkdtemp()
    import gc

    import pygame

    from naipes_pg.ui.app import App
    from naipes_pg.ui.match import Match, MatchSetup, SeatSetup
    from naipes_pg.ui.table.scene import TableScene

    app = App(size=(1280, 800))
    app.open_audio()  # the menu has opened it before any match starts
    gc.freeze()  # as App.run does after its first frame
    kinds: dict[str, list[float]] = {"deal": [], "captures": []}
    for seed in seeds:
        seats = [SeatSetup("computer", "A", "greedy"), SeatSetup("computer", "B", "greedy")]
        table = TableScene(app, Match(MatchSetup("ronda-robada", {}, None, seed, seats)))
        app.stack.push(table)
        dealing = True
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            start = time.perf_counter()
            app.frame(1 / 60)
            app.present()
            took = (time.perf_counter() - start) * 1000
            if app.stack.top is not table:  # a hand result: close it and go on
                app.stack.pop()
                table.timeline.release()
            if dealing and not table.busy():
                dealing = False
            if table.busy():
                kinds["deal" if dealing else "captures"].append(took)
            app.clock.tick(60)
        while app.stack.top is not None:
            app.stack.pop()
    pygame.quit()
    return kinds


def press_reactions(presses: int, seed: int = 7) -> tuple[list[float], list[int]]:
    """La Granja, one person against three computers, at normal speed: the person presses a
    key of his block at random moments (a flip, an animal's sound). For each press, the time
    from the moment the frame reads it to the moment that frame is on the screen showing it
    (its key lit on the press pad), and how many frames that took (1: the very next frame)."""
    import random

    import pygame

    from naipes_pg.ui.app import App
    from naipes_pg.ui.keymap import scancode_from_key
    from naipes_pg.ui.match import Match, MatchSetup, SeatSetup
    from naipes_pg.ui.table.scene import TableScene

    os.environ["NAIPES_HOME"] = tempfile.mkdtemp()
    app = App(size=(1280, 800))
    app.open_audio()
    rng = random.Random(seed)
    keys = [pygame.K_1, pygame.K_3, pygame.K_4, pygame.K_q, pygame.K_w]
    times: list[float] = []
    frames: list[int] = []
    table = None
    while len(times) < presses:
        if table is None or table.match.game.outcome() is not None:
            while app.stack.top is not None:
                app.stack.pop()
            setup = MatchSetup("granja", {}, None, rng.randrange(10**6), [SeatSetup("human")])
            table = TableScene(app, Match(setup.filled()))
            app.stack.push(table)
        for _ in range(rng.randint(10, 40)):  # a while between presses
            app.frame(1 / 60)
            app.present()
            app.clock.tick(60)
            if app.stack.top is not table:
                app.stack.pop()
        if app.stack.top is not table or not table.reflex.open:
            continue
        key = rng.choice(keys)
        table.reflex.flashes.clear()
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                             scancode=scancode_from_key(key)))
        for n in range(1, 5):
            start = time.perf_counter()
            app.frame(1 / 60)
            app.present()
            took = (time.perf_counter() - start) * 1000
            lit = any(sig and sig[0] == "press" and sig[-1] for _rect, sig in table.painter.items)
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="",
                                                 scancode=0))
            if lit:
                times.append(took)
                frames.append(n)
                break
        app.clock.tick(60)
    while app.stack.top is not None:
        app.stack.pop()
    return times, frames  # pygame stays up: its fonts are cached for the next measure


def first_frame_seconds() -> float:
    env = dict(os.environ, NAIPES_FIRST_FRAME="1", NAIPES_HOME=tempfile.mkdtemp())
    start = time.time()
    out = subprocess.run([sys.executable, "-m", "naipes_pg"], env=env, capture_output=True,
                         text=True, cwd=ROOT, check=True).stdout
    stamp = next(line for line in out.splitlines() if line.startswith("first-frame"))
    return float(stamp.split()[1]) - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=12.0, help="of play per match")
    parser.add_argument("--matches", type=int, default=5, help="matches played (one per seed)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--presses", type=int, default=200, help="reflex presses timed")
    args = parser.parse_args()
    if not os.environ.get("DISPLAY"):
        print("no DISPLAY: run under xvfb-run or a desktop for real frame times")
    reactions, frames = press_reactions(args.presses)  # first: the other quits pygame
    kinds = frames_during_play(args.seconds, seeds=list(range(7, 7 + args.matches)))
    for name, times in kinds.items():
        if times:
            print(f"{name:9} frames {len(times):5}  p50 {percentile(times, 50):5.2f} ms"
                  f"  p99 {percentile(times, 99):5.2f} ms  max {max(times):5.2f} ms")
    late = sum(1 for n in frames if n > 1)
    print(f"reflex press to lit key (La Granja): {len(reactions)} presses  p50 "
          f"{percentile(reactions, 50):5.2f} ms  p99 {percentile(reactions, 99):5.2f} ms  "
          f"max {max(reactions):5.2f} ms  shown by the next frame: {len(frames) - late} of "
          f"{len(frames)}")
    starts = [first_frame_seconds() for _ in range(args.runs)]
    print(f"first menu frame: median {statistics.median(starts):.3f} s "
          f"(runs: {', '.join(f'{s:.3f}' for s in starts)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
