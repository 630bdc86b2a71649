"""Long computations (the solver) in a process of their own, so the window keeps drawing.

A thread would share the interpreter lock with the drawing and drop frames; a process does
not. A job is a module-level function and plain arguments; its answer comes back through a
queue, polled once a frame. Cancelling a job ends its process at once.
"""

from __future__ import annotations

import logging
import multiprocessing
import queue
from collections.abc import Callable
from typing import Any

log = logging.getLogger("naipes.worker")
_context = multiprocessing.get_context("spawn")  # the same on every system; no pygame copied


def _run(answers: Any, function: Callable[..., Any], args: tuple[Any, ...]) -> None:
    try:
        answers.put(("ok", function(*args)))
    except Exception as error:  # noqa: BLE001 - the job's failure is told to the app
        answers.put(("error", f"{type(error).__name__}: {error}"))


class Job:
    """``function(*args)`` computed in another process. ``poll()`` says whether it is done;
    then ``answer`` holds what it returned, or ``error`` why it failed."""

    def __init__(self, function: Callable[..., Any], *args: Any) -> None:
        self.answer: Any = None
        self.error: str | None = None
        self.done = False
        self._answers = _context.Queue()
        self._process = _context.Process(target=_run, args=(self._answers, function, args),
                                         daemon=True)
        try:
            self._process.start()
        except OSError as error:  # no processes here: compute now, the window waits once
            log.warning("no worker process (%s); computing in the window's process", error)
            self._process = None
            _run(self._answers, function, args)

    def poll(self) -> bool:
        if self.done:
            return True
        try:
            status, value = self._answers.get_nowait()
        except queue.Empty:
            if self._process is not None and not self._process.is_alive():
                self.done, self.error = True, "the worker process ended without an answer"
            return self.done
        self.done = True
        if status == "ok":
            self.answer = value
        else:
            self.error = value
        return True

    def cancel(self) -> None:
        if self._process is not None and self._process.is_alive():
            self._process.terminate()
        self.done = True
