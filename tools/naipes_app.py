"""The frozen app's entry point (tools/build_app.py): the ``naipes`` command, window and all.

Not ``naipes_pg/__main__.py``: PyInstaller runs its entry as a plain script, where that
module's relative import has no package to be relative to.
"""

import multiprocessing
import os
import sys


def _streams_that_can_be_written() -> None:
    """A windowed build on Windows starts with no console: ``sys.stdout`` and ``sys.stderr``
    are None there, and the first ``print`` or log line would end the app."""
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))


def _arguments() -> list[str]:
    """The command line, less the ``-psn_…`` process serial number older macOS versions
    hand to an app opened from the Finder, which the command's parser would refuse."""
    return [arg for arg in sys.argv[1:] if not arg.startswith("-psn_")]


if __name__ == "__main__":
    # A frozen app has no separate interpreter for the solver's worker process: the worker
    # is this executable again, told so by its arguments, and must stop here to do its job.
    multiprocessing.freeze_support()
    _streams_that_can_be_written()
    from naipes_pg.cli import main

    raise SystemExit(main(_arguments()))
