"""The solver at the table: "Only winnable deals", "Could it be won?" and "Show the solution".

The solver works in a worker process (``worker.Job``) behind a panel that keeps drawing; its
answer opens a panel with what the player can do next. Asked during a match, the question is
about the position as it stands and the match counts as assisted; asked after a loss, it is
about the deal from its start and costs nothing, since the match is already counted.
"""

from __future__ import annotations

import logging
import random
from typing import Any

from ..ai.solvers import find_winnable, has_solver, solve_deal, solve_position
from ..i18n import _, tr
from ..rules.deals import FIRST_DEAL, LAST_DEAL
from .match import MatchSetup
from .scenes.working import AnswerScene, WorkingScene
from .table.scene import TableScene
from .worker import Job

log = logging.getLogger("naipes.solving")
SEEDS_PER_JOB = 20  # deals tried by one job of "only winnable deals" before it reports back


def can_solve(match: Any) -> bool:
    return match.solo and has_solver(match.game.spec.id)


def start_winnable(app: Any, setup: Any) -> None:
    """Start a match of ``setup`` on a deal the solver has won (the search runs behind a
    panel the player may cancel)."""
    rng = random.SystemRandom()
    tried = [0]

    def next_job() -> None:
        seeds = [rng.randint(FIRST_DEAL, LAST_DEAL) for _ in range(SEEDS_PER_JOB)]
        job = Job(find_winnable, setup.game_id, dict(setup.options), seeds)
        app.stack.push(WorkingScene(app, _("Looking for a deal that can be won"),
                                    _("The solver plays each new deal through before you "
                                      "see it."), job, done))

    def done(job: Job) -> None:
        tried[0] += SEEDS_PER_JOB
        if job.error:
            failed(app, job)
            return
        if job.answer is None:
            if tried[0] < 10 * SEEDS_PER_JOB:
                next_job()
                return
            app.stack.push(AnswerScene(app, _("No winnable deal found"), tr(
                "None of {n} deals could be shown winnable. Try another variant.",
                n=tried[0]), [(_("Close"), None)]))
            return
        seed, _solution = job.answer
        setup.seed = seed
        app.start_match(setup)

    next_job()


def failed(app: Any, job: Job) -> None:
    """The solver's process failed: say so in the player's words; the detail goes to the log."""
    log.warning("the solver's job failed: %s", job.error)
    app.stack.push(AnswerScene(app, _("The solver failed"),
                               _("It stopped without an answer. Nothing of the match is lost."),
                               [(_("Close"), None)]))


def ask_could_win(app: Any, match: Any, *, after_loss: bool) -> None:
    """Ask the solver about the deal (after a loss) or about the position (during a match,
    which then counts as assisted), then offer to show the winning line."""
    game = match.game
    if after_loss:
        job = Job(solve_deal, game.spec.id, dict(game.options), game.seed)
        title = _("Could it be won?")
    else:
        match.solver_used = True
        match.save()
        job = Job(solve_position, match.record(digest=False))
        title = _("Can it still be won?")
    app.stack.push(WorkingScene(app, title, _("The solver is playing every line with the cards "
                                              "known."), job,
                                lambda job: _answer(app, match, job, after_loss)))


def _answer(app: Any, match: Any, job: Job, after_loss: bool) -> None:
    close = [(_("Close"), None)]
    if job.error:
        failed(app, job)
        return
    solution = job.answer
    if solution.winnable is None:
        app.stack.push(AnswerScene(app, _("No answer"), tr(
            "The solver gave up after {n} positions without an answer.",
            n=f"{solution.nodes:,}".replace(",", ".")), close))
    elif not solution.winnable:
        title = _("It could not be won") if after_loss else _("It cannot be won from here")
        detail = (_("No way of playing this deal wins it, knowing every card.") if after_loss
                  else _("No way of playing on from here wins, knowing every card. Undo "
                         "may take you back to a position that can still be won."))
        app.stack.push(AnswerScene(app, title, detail, close))
    else:
        title = _("Yes, it could be won") if after_loss else _("Yes, it can still be won")
        line = list(solution.line)
        app.stack.push(AnswerScene(
            app, title, tr("A winning line of {n} moves exists.", n=len(line)),
            [(_("Show the solution"), lambda: show_solution(app, match, line, after_loss)),
             *close]))


def show_solution(app: Any, match: Any, line: list[Any], from_start: bool) -> None:
    """Play the winning ``line`` on the table, a move at a time: from the deal's start in a
    new match that is not counted (after a loss), or from here in this match."""
    if from_start:
        s = match.setup
        app.start_match(MatchSetup(s.game_id, dict(s.options), s.variant, match.game.seed,
                                   list(s.seats)), demo=True)
    table = app.stack.find(TableScene)
    if table is None:
        return
    while app.stack.top is not table:  # the pause menu, if the question was asked there
        app.stack.pop()
    table.play_line(line)
