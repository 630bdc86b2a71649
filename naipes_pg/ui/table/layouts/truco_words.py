"""El Truco's calls in words (RULES.md 6.5, 6.6): each call's name on its button, in a sentence
and with its article, the key that makes it, the buttons' order, what a player is asked at
each stage, and the banner of a showdown (6.4: the values, never the cards)."""

from __future__ import annotations

from typing import Any

from ....ai.phrases import Phrase, phrase
from ....i18n import _, tr
from ...phrasing import say
from ..telling import Who

ENVIDO_LADDER = ("envido", "real_envido", "envido_envido", "falta_envido")
TRUCO_LADDER = ("truco", "retruco", "vale_cuatro")
ANSWERS = ("quiero", "no_quiero")
FLORS = ("flor", "flor_flor")
CALLS = (*ENVIDO_LADDER, *TRUCO_LADDER, *FLORS, *ANSWERS, "paso")
ANSWER_STAGES = ("envido_answer", "truco_answer", "flor_answer")

# the key of each call, shown on its button: one key a ladder, since only its next step is
# ever offered (E says the next envido, T the next truco), and none the table's own keys take
KEYS = {**dict.fromkeys(ENVIDO_LADDER, "E"), **dict.fromkeys(TRUCO_LADDER, "T"),
        **dict.fromkeys(FLORS, "F"), "quiero": "Q", "no_quiero": "N", "paso": "P"}
# the buttons left to right: the answers first, then the raises, the flor, and the pass last
ORDER = (*ANSWERS, *ENVIDO_LADDER, *TRUCO_LADDER, *FLORS, "paso")


def button_words(name: str) -> str | None:
    """A call's name on its button, as players say it."""
    words = {"envido": _("Envido"), "real_envido": _("Real envido"),
             "envido_envido": _("Envido envido"), "falta_envido": _("Falta envido"),
             "flor": _("Flor"), "flor_flor": _("Flor flor"), "truco": _("Truco"),
             "retruco": _("Re-truco"), "vale_cuatro": _("Vale cuatro"),
             "quiero": _("Accept"), "no_quiero": _("Decline"), "paso": _("Pass")}
    return words.get(name)


def call_named(name: str) -> Phrase:
    """A call's name inside a sentence: "canta {call}"."""
    names = {"envido": phrase("envido"), "real_envido": phrase("real envido"),
             "envido_envido": phrase("envido envido"), "falta_envido": phrase("falta envido"),
             "flor": phrase("flor"), "flor_flor": phrase("flor flor"), "truco": phrase("truco"),
             "retruco": phrase("re-truco"), "vale_cuatro": phrase("vale cuatro")}
    return names.get(name, phrase("{call}", call=name))


def the_call(name: str) -> Phrase:
    """A call with its article: "quiere {the_call}" (la falta envido, el truco)."""
    names = {"envido": phrase("the envido"), "real_envido": phrase("the real envido"),
             "envido_envido": phrase("the envido envido"),
             "falta_envido": phrase("the falta envido"), "flor": phrase("the flor"),
             "truco": phrase("the truco"), "retruco": phrase("the re-truco"),
             "vale_cuatro": phrase("the vale cuatro")}
    return names.get(name, call_named(name))


def order_of(act: Any) -> int:
    name = getattr(act, "name", "")
    return ORDER.index(name) if name in ORDER else len(ORDER)


def pending_call(info: dict[str, Any]) -> tuple[int, str] | None:
    """The call waiting for its answer, as (caller, name): the last call of the hand while
    the stage asks for an answer."""
    calls = info.get("calls") or []
    if info.get("stage") not in ANSWER_STAGES or not calls:
        return None
    seat, name = calls[-1]
    return int(seat), str(name)


def next_truco(info: dict[str, Any], seat: int) -> str | None:
    """The truco call ``seat`` may make before his card, if any (rule 12): Truco while none
    was called this hand, else the next one above the call he accepted."""
    if any(name in TRUCO_LADDER for _seat, name in info.get("calls") or []):
        accepted = info.get("truco")
        if info.get("raise_right") != seat or accepted not in TRUCO_LADDER[:-1]:
            return None
        return TRUCO_LADDER[TRUCO_LADDER.index(accepted) + 1]
    return "truco"


def asked(info: dict[str, Any], name_of: Any) -> str | None:
    """What the player to act is asked at this stage, naming who called; None in the middle
    of the bazas with nothing to call (the table's own words: play a card)."""
    stage, seat = info.get("stage"), info.get("stage_seat")
    pending = pending_call(info)
    if stage == "envido":
        if info.get("flor"):
            return _("Before the first card: call Envido, or Flor if you hold it, or pass")
        return _("Before the first card: call Envido, or pass")
    if stage == "flor_answer" and pending is not None:
        return tr("{name} calls Flor, and you hold one too: Flor flor, or pass?",
                  name=name_of(pending[0]))
    if pending is not None:
        return tr("{name} calls {call}: do you accept?", name=name_of(pending[0]),
                  call=say(call_named(pending[1])))
    call = next_truco(info, seat) if stage == "play" and isinstance(seat, int) else None
    if call is not None:
        return tr("Your turn: play a card, or call {call}", call=say(call_named(call)))
    return None


def nth_baza(index: int) -> Phrase:
    """A baza by its place in the hand, with its article: "la primera"."""
    return (phrase("the first"), phrase("the second"), phrase("the third"))[min(index, 2)]


def showdown(event: Any, who: Who) -> str | None:
    """The banner of an envido or flor showdown (6.4): the two values, mano's first, and who
    wins; a falta envido also says how it was counted (rule 6: the points the loser lacks)."""
    data = event.data or {}
    values, mano = data.get("values"), data.get("mano")
    if not isinstance(values, list | tuple) or len(values) != 2 or mano not in (0, 1):
        return None
    call = "flor_flor" if event.kind == "flor_values" else data.get("call", "envido")
    a, b = values[mano], values[1 - mano]
    title = button_words(str(call)) or _("Envido")
    if event.seat == who.you:
        line = tr("{call}: {a} to {b} — you win", call=title, a=a, b=b)
    else:
        line = tr("{call}: {a} to {b} — {name} wins", call=title, a=a, b=b,
                  name=who.name(event.seat))
    if a == b:  # rule 5 [TR-2]: a tie goes to mano
        line += "\n" + _("A tie goes to the eldest hand")
    limit, score = data.get("falta_limit"), data.get("falta_loser_score")
    if call != "falta_envido" or limit is None or score is None:
        return line
    loser = 1 - event.seat if event.seat in (0, 1) else None
    lacks = int(limit) - int(score)
    if loser is not None and loser == who.you:
        return line + "\n" + tr("You lack {n} to reach {limit}", n=lacks, limit=limit)
    return line + "\n" + tr("{name} lacks {n} to reach {limit}", n=lacks, limit=limit,
                            name=who.name(loser if loser is not None else 0))


def parda_banner(event: Any) -> str | None:
    """"Parda en la primera": which baza tied."""
    baza = (event.data or {}).get("baza")
    return tr("Tie in {baza}", baza=say(nth_baza(baza))) if isinstance(baza, int) else None
