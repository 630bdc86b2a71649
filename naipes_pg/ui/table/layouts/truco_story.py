"""El Truco told in words (RULES.md 6.5-6.7): each call and answer naming the call it answers,
each score with how it was won (the showdown's values, the call nobody accepted, the bazas
that won the hand), and the hand's result as a table of its envido, truco and bazas.

An answer ("¡Quiero!") and the points of a hand's end name what came before them in the hand,
so the teller keeps notes of each hand as its moves are told, by hand number (a hand's last
move is told together with the next deal; its result opens after)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ....ai.phrases import Phrase, and_list, phrase
from ....i18n import _, tr
from ....rules.events import Announced, Event, HandOver, HandStarted, Scored
from ...phrasing import say
from ..layout import points_text
from ..telling import Teller, Told, Who, points
from .truco_words import (
    CALLS,
    ENVIDO_LADDER,
    FLORS,
    TRUCO_LADDER,
    button_words,
    call_named,
    nth_baza,
    the_call,
)

SHOWDOWNS = ("envido_values", "flor_values")
KEPT = 3  # hands whose notes are kept (the one shown, the one told with it)


@dataclass
class HandNotes:
    """What one hand said: the last call of each ladder (flor with the envido's), the
    showdown's event and the reasons of its points."""

    envido: str | None = None
    truco: str | None = None
    showdown: Announced | None = None
    whys: list[str] = field(default_factory=list)

    def hear(self, event: Event) -> None:
        if isinstance(event, Announced) and event.kind in (*ENVIDO_LADDER, *FLORS):
            self.envido = event.kind
        elif isinstance(event, Announced) and event.kind in TRUCO_LADDER:
            self.truco = event.kind
        elif isinstance(event, Announced) and event.kind in SHOWDOWNS:
            self.showdown = event
        elif isinstance(event, Scored):
            self.whys.append(event.why)


class Notebook:
    """The notes of the last few hands, by hand number."""

    def __init__(self) -> None:
        self.hands: dict[int, HandNotes] = {}
        self.current = -1
        self.last_call: str | None = None  # the call the next answer answers

    def notes(self, number: int | None = None) -> HandNotes:
        number = self.current if number is None else number
        return self.hands.setdefault(number, HandNotes())

    def hear(self, event: Event) -> None:
        if isinstance(event, HandStarted):
            self.current, self.last_call = event.number, None
            self.hands[event.number] = HandNotes()
            for old in sorted(self.hands)[:-KEPT]:
                del self.hands[old]
            return
        if isinstance(event, Announced) and event.kind in CALLS and event.kind not in (
                "quiero", "no_quiero", "paso"):
            self.last_call = event.kind
        self.notes().hear(event)


def tell(events: Sequence[Event], teller: Teller, book: Notebook) -> list[Told]:
    """Every call and answer (an answer naming the call), the showdown with its points, the
    hand's points with how they were won; the cards played by kind."""
    told: list[Told] = []
    skip: set[int] = set()
    for at, event in enumerate(events):
        line = _line(event, events, teller.who, book)
        if isinstance(event, (Announced, Scored)):
            skip.add(at)
        if line is not None:
            told.append(Told(line[0], at, line[1]))
        book.hear(event)
    return sorted(told + teller.by_kind(events, skip), key=lambda line: line.at)


def _line(event: Event, events: Sequence[Event], who: Who,
          book: Notebook) -> tuple[Phrase, bool] | None:
    """One event's sentence and whether it shows on the table (else only in the log)."""
    if isinstance(event, Scored):
        return _scored(event, events, who, book), True
    if not isinstance(event, Announced) or event.seat is None:
        if isinstance(event, Announced) and event.kind == "parda":
            baza = event.data.get("baza")
            return (phrase("{baza} is a tie", baza=nth_baza(baza)), False) if isinstance(
                baza, int) else None
        return None
    seat, kind = event.seat, event.kind
    answered = book.last_call
    if kind == "paso":
        return who.said(seat, phrase("You pass"), phrase("{who} passes")), True
    if kind in ("quiero", "no_quiero") and answered is not None:
        call = the_call(answered)
        if kind == "quiero":
            return who.said(seat, phrase("You accept {call}", call=call),
                            phrase("{who} accepts {call}", call=call)), True
        return who.said(seat, phrase("You decline {call}", call=call),
                        phrase("{who} declines {call}", call=call)), True
    if kind in CALLS and kind not in ("quiero", "no_quiero"):
        call = call_named(kind)
        return who.said(seat, phrase("You call {call}", call=call),
                        phrase("{who} calls {call}", call=call)), False
    return None


def _scored(event: Scored, events: Sequence[Event], who: Who, book: Notebook) -> Phrase:
    seat, many, notes = event.seat, points(event.points), book.notes()
    show = notes.showdown
    if event.why in ("envido", "flor_flor") and show is not None:
        values = show.data.get("values") or [0, 0]
        won, lost = values[seat], values[1 - seat]
        call = the_call("flor" if event.why == "flor_flor" else str(show.data.get("call")))
        if won == lost:  # rule 5 [TR-2]: a tie goes to mano
            return who.said(
                seat, phrase("You win {call}, {won} to {lost}, being the eldest hand: {points}",
                             call=call, won=won, lost=lost, points=many),
                phrase("{who} wins {call}, {won} to {lost}, being the eldest hand: {points}",
                       call=call, won=won, lost=lost, points=many))
        return who.said(
            seat, phrase("You win {call}, {won} to {lost}: {points}", call=call, won=won,
                         lost=lost, points=many),
            phrase("{who} wins {call}, {won} to {lost}: {points}", call=call, won=won,
                   lost=lost, points=many))
    if event.why in ("envido_declined", "truco_declined"):
        last = notes.envido if event.why == "envido_declined" else notes.truco
        call = the_call(last or ("envido" if event.why == "envido_declined" else "truco"))
        return who.said(seat, phrase("You score {points}: {call} was declined", points=many,
                                     call=call),
                        phrase("{who} scores {points}: {call} was declined", points=many,
                               call=call))
    if event.why == "flor":
        return who.said(seat, phrase("You score {points} for the flor", points=many),
                        phrase("{who} scores {points} for the flor", points=many))
    over = next((e for e in events if isinstance(e, HandOver)), None)
    bazas = list(over.results.get("bazas") or []) if over is not None else []
    how = bazas_won(bazas, seat)
    accepted = over.results.get("truco") if over is not None else None
    if accepted in TRUCO_LADDER:
        call = the_call(str(accepted))
        return who.said(
            seat, phrase("You win the hand ({how}) with {call} accepted: {points}", how=how,
                         call=call, points=many),
            phrase("{who} wins the hand ({how}) with {call} accepted: {points}", how=how,
                   call=call, points=many))
    return who.said(seat, phrase("You win the hand ({how}): {points}", how=how, points=many),
                    phrase("{who} wins the hand ({how}): {points}", how=how, points=many))


def bazas_won(bazas: Sequence[int | None], winner: int) -> Phrase:
    """How the bazas gave the hand (rule 11): those the winner won, and the pardas."""
    won = [nth_baza(i) for i, who in enumerate(bazas) if who == winner]
    tied = [nth_baza(i) for i, who in enumerate(bazas) if who is None]
    if not won:
        return phrase("all ties: the eldest hand wins") if tied else phrase("no trick played")
    if not tied:
        return and_list(won)
    return phrase("{won}; tie: {tied}", won=and_list(won), tied=and_list(tied))


def bazas_told(bazas: Sequence[int | None], winner: int) -> Phrase:
    """How the bazas gave the hand, as the hand's result says it: "gana la primera y la
    tercera", "parda la primera, gana la segunda", "todas pardas: gana la mano"."""
    won = [nth_baza(i) for i, who in enumerate(bazas) if who == winner]
    tied = [nth_baza(i) for i, who in enumerate(bazas) if who is None]
    if not won:
        return phrase("all ties: the eldest hand wins") if tied else phrase("no trick played")
    if not tied:
        return phrase("wins {won}", won=and_list(won))
    if bazas[0] is None:
        if len(tied) > 1:
            return phrase("ties in {tied}, then wins {won}", tied=and_list(tied),
                          won=and_list(won))
        return phrase("a tie in {tied}, then wins {won}", tied=and_list(tied), won=and_list(won))
    return phrase("wins {won}, then a tie in {tied}", won=and_list(won), tied=and_list(tied))


# -- the hand's result ------------------------------------------------------------------------


def result_rows(results: dict[str, Any], names: list[str], notes: HandNotes | None
                ) -> list[list[str]]:
    """The hand's table: the bazas, the envido or flor and how, the truco and how (in
    points, each figure saying so), the points of the hand and the totals; a column a
    player."""
    players = len(names)
    rows = [["", *names]]
    bazas = list(results.get("bazas") or [])
    won = [", ".join(say(nth_baza(i)) for i, w in enumerate(bazas) if w == seat) or "—"
           for seat in range(players)]
    tied = [say(nth_baza(i)) for i, w in enumerate(bazas) if w is None]
    label = tr("Tricks (tie: {tied})", tied=", ".join(tied)) if tied else _("Tricks")
    rows.append([label, *won])
    envido = list(results.get("envido") or [0] * players)
    if any(envido):
        rows.append(_envido_row(envido, notes, names))
    total = list(results.get("points") or [0] * players)
    truco = [t - e for t, e in zip(total, envido, strict=False)]
    rows.append([_truco_label(results, notes), *map(points_text, truco)])
    rows.append([_("Points this hand"), *map(str, total)])
    if results.get("scores"):
        rows.append([_("Total points"), *map(str, results["scores"])])
    return rows


def _envido_row(envido: list[int], notes: HandNotes | None, names: list[str]) -> list[str]:
    show = notes.showdown if notes is not None else None
    whys = notes.whys if notes is not None else []
    cells = [points_text(n) for n in envido]
    if "flor" in whys:
        return [_("Flor"), *cells]
    if show is None:
        last = notes.envido if notes is not None else None
        label = button_words(last or "envido") or _("Envido")
        if "envido_declined" in whys:
            label = tr("{call} ({answer})", call=label, answer=_("Decline"))
        return [label, *cells]
    values = show.data.get("values") or []
    cells = [tr("{points} ({value})", points=points_text(n), value=v)
             for n, v in zip(envido, values, strict=False)] or cells
    if show.kind == "flor_values":
        return [_("Flor flor"), *cells]
    call = str(show.data.get("call") or "envido")
    label = tr("{call} ({answer})", call=button_words(call) or call, answer=_("Accept"))
    limit, score = show.data.get("falta_limit"), show.data.get("falta_loser_score")
    loser = 1 - show.seat if show.seat in (0, 1) else None
    if call == "falta_envido" and limit is not None and score is not None and loser is not None:
        label += "\n" + tr("{name} lacked {n} to reach {limit}", name=names[loser],
                           n=int(limit) - int(score), limit=limit)
    return [label, *cells]


def _truco_label(results: dict[str, Any], notes: HandNotes | None) -> str:
    how, accepted = results.get("how"), results.get("truco")
    if how == "match":
        return _("Truco: the match ended first")
    if how == "declined":
        asked = notes.truco if notes is not None and notes.truco else _next_truco(accepted)
        return tr("{call} ({answer})", call=button_words(asked) or asked, answer=_("Decline"))
    winner = results.get("winner")
    bazas = list(results.get("bazas") or [])
    won = say(bazas_told(bazas, winner)) if isinstance(winner, int) else ""
    if accepted in TRUCO_LADDER:
        return tr("{call} ({answer}): {how}", call=button_words(accepted), answer=_("Accept"),
                  how=won)
    return tr("No truco: {how}", how=won)


def _next_truco(accepted: Any) -> str:
    if accepted in TRUCO_LADDER[:-1]:
        return TRUCO_LADDER[TRUCO_LADDER.index(accepted) + 1]
    return "truco"
