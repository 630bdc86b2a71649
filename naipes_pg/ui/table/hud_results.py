"""The words at the end of a hand and of a match: who won, and the table of figures (a
layout adapter may give its own, through ``Layout.hand_result`` and ``Layout.result_rows``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from ...i18n import _, names_list, tr
from ...rules.base import Outcome
from ...rules.events import HandOver
from ..match import Match
from .layout import Layout
from .solo import clock_text, deal_text


class HandResult(NamedTuple):
    """The end of a hand as the result scene shows it: a title and rows of words, the first
    naming the players. A pair, unpacked where it is shown."""

    title: str
    rows: list[list[str]]


def hand_result(event: HandOver, match: Match, layout: Layout,
                viewer: int | None) -> HandResult:
    """Who won the hand, said to ``viewer`` (None: to everyone), and its figures."""
    name, players = match.name, match.game.players
    winners = list(event.winners)
    losers = [s for s in range(players) if s not in winners]
    you = viewer if len(match.humans) == 1 else None  # at a shared screen, names for all
    if match.solo:  # one person's deal: it came out, or not; nobody else could win it
        title = solo_title(bool(winners))
    elif you is not None and winners == [you]:
        title = _("You win the hand!")
    elif not winners:
        title = _("Nobody wins the hand")
    elif len(winners) == 1:
        title = tr("{name} wins the hand", name=name(winners[0]))
    elif len(losers) == 1:  # all but one won (Nervioso): the one who lost is the news
        title = (_("You lose the hand") if losers[0] == you
                 else tr("{name} loses the hand", name=name(losers[0])))
    else:
        title = tr("{names} win the hand", names=names_list([name(w) for w in winners]))
    own = layout.hand_result(event, name, players, you)
    if own is not None:
        return HandResult(own[0] or title, own[1])
    rows = [[""] + [name(s) for s in range(players)]]
    labels = layout.result_rows()
    for key, value in event.results.items():
        if isinstance(value, list) and len(value) == players and key in labels:
            rows.append([_(labels[key])] + [str(v) for v in value])
    return HandResult(title, rows)


def match_summary(outcome: Outcome, match: Match, viewer: int | None,
                  layout: Layout) -> dict[str, Any]:
    """What the match's result scene shows: its title, a line per player, the winners."""
    if match.solo:
        return solo_summary(outcome, match, layout)
    name: Callable[[int], str] = match.name
    names = [name(w) for w in outcome.winners]
    humans = match.humans
    losers = [s for s in range(match.game.players) if s not in outcome.winners]
    if not outcome.winners:  # against the house, the house has won it
        title = (_("The house wins the match") if match.game.spec.house_deals
                 else _("Nobody wins the match"))
    elif len(names) > 1 and len(losers) == 1:  # all but one won: the one who lost
        title = (_("You lose the match") if losers[0] == viewer and len(humans) == 1
                 else tr("{name} loses the match", name=name(losers[0])))
    elif viewer is not None and viewer in outcome.winners and len(humans) == 1:
        title = _("You win the match!")  # who won is said: no "Winner: You" under it
    elif len(names) > 1:
        title = tr("{names} win the match", names=names_list(names))
    elif len(humans) == 1 and humans[0] not in outcome.winners:
        title = tr("{name} wins the match", name=names[0])
    else:
        title = tr("{name} wins the match!", name=names[0])
    lines = [f"{name(s)}: {score}" for s, score in enumerate(outcome.scores)]
    summary = {"game_id": match.game.spec.id, "title": title, "lines": lines,
               "winner_names": names, "setup": match.setup,
               "winners_said": title == _("You win the match!")}
    why = layout.end_words(outcome.reason)
    if why:  # how the match ended, said under its figures
        summary["ending"] = why
    return summary


def solo_title(won: bool) -> str:
    return _("Solitaire done!") if won else _("No way on: this one did not come out")


def solo_summary(outcome: Outcome, match: Match, layout: Layout) -> dict[str, Any]:
    """A person alone: won or not, in how long and in how many moves, and the deal's figure
    in the game's unit (cards moved up, cards removed...)."""
    won = 0 in outcome.winners
    title = solo_title(won)
    rows = [[_("Deal"), tr("no. {number}", number=deal_text(match.game.seed))],
            [_("Time"), clock_text(match.elapsed)], [_("Moves"), str(match.moves)]]
    if outcome.scores:
        rows.append([_(layout.ending_unit(outcome.reason) or "Score"), str(outcome.scores[0])])
    helped = [word for flag, word in ((match.undo_used, _("undo")),
                                      (match.hint_used, _("hints")),
                                      (match.solver_used, _("the solver"))) if flag]
    if helped:
        rows.append([_("Help used"), ", ".join(helped)])
    return {"game_id": match.game.spec.id, "title": title, "lines": rows,
            "winner_names": [], "setup": match.setup, "plain": True, "won": won}
