"""Nervioso's reflexes (RULES.md §14): what a computer presses, read from ``view(seat)``.

- In a slap window it slaps (once). A mistake is missing the window (it will be the last) or
  throwing a card instead (rule 9's castigo).
- On its turn it flips; in manual count mode it names the count, which it keeps itself (the
  app shows none): the flips since the pile was last taken, read from the pile's size. A
  mistake there is naming the next count. The flip lands within the turn time.
- A card that nearly matches (one off the count, or 666's silent six) tempts: with the level's
  chance of a mistake the seat slaps it, a wrong slap; the seat to flip slaps instead of
  flipping. Other cards tempt nobody, so mistakes come where a person makes them.
- A press never falls in the seat's grace period, where the rules would ignore it.
"""

from __future__ import annotations

from typing import Any

from ..cards import SPANISH_40, Card
from ..rules.base import Flip, Slap, View
from ..rules.events import Announced, Event, Moved
from ..rules.nervioso import LABELS, SILENT, VALUE
from .cues import TURN, Cue, Duel


class NerviosoReflexes:
    whole_game = True

    def cue(self, view: View, seat: int) -> Cue | None:
        info = view.info
        if seat not in view.actors:
            return None  # finished
        not_before = info["grace_until"][seat] + 1
        window = info["window"]
        if window is not None:
            if seat in window["slapped"]:
                return None
            throw = Flip(0, self._label(view, 1)) if info["manual_count"] else Flip(0)
            return Cue(("window", window["opened"]), Slap(0), wrong=(None, throw),
                       not_before=not_before)
        tempting = self._tempting(view)
        key = (info["flips"], info["pile"], tuple(info["cards"]))
        if info["turn"] == seat:
            return self._turn(view, key, tempting, not_before)
        if tempting:
            return Cue(("card", *key), None, wrong=(Slap(0),), not_before=not_before)
        return None

    def _turn(self, view: View, key: tuple, tempting: bool, not_before: int) -> Cue:
        info = view.info
        if not info["manual_count"]:
            wrong = (Slap(0),) if tempting else ()
            return Cue(("turn", *key), Flip(0), wrong=wrong, pace=TURN, not_before=not_before)
        position = self._flipped(view) % 10 + 1
        right = Flip(0, self._label(view, position))
        wrong = Flip(0, self._label(view, position % 10 + 1))
        return Cue(("turn", *key), right, wrong=(wrong,), pace=TURN, not_before=not_before,
                   not_after=info["turn_until"])

    @staticmethod
    def _label(view: View, position: int) -> str:
        return LABELS[view.info["counting"]][position]

    @staticmethod
    def _flipped(view: View) -> int:
        """The cards flipped since the count last restarted: the pile holds them, and before
        the first pickup the deal's leftovers under them too."""
        info = view.info
        leftovers = len(SPANISH_40) % view.players
        pile = info["pile"]
        return pile - leftovers if pile == leftovers + info["flips"] else pile

    def _tempting(self, view: View) -> bool:
        """Whether the card on top nearly matches its count (and does not match it)."""
        pile = view.zones.get("pile") or [None]
        card: Card | None = pile[-1]
        if card is None:
            return False
        info = view.info
        position = info["count"] if info["count"] is not None else self._flipped(view)
        position = (position - 1) % 10 + 1
        label, value = self._label(view, position), VALUE[card]
        if label == SILENT:
            return value == 6
        return abs(value - position) == 1

    def duels(self, events: list[Event], before: dict[str, Any]) -> list[Duel]:
        """A window closed by its slaps or its timeout: whoever takes the pile lost it to every
        other player still in; a window cancelled by a castigo is nobody's."""
        if before["window"] is None:
            return []
        for event in events:
            if isinstance(event, Announced) and event.kind == "castigo":
                return []
            if isinstance(event, Moved) and event.frm == "pile":
                loser = int(event.to.split(":")[1])
                seats = range(len(before["cards"]))
                others = tuple(s for s in seats if s != loser and s not in before["finished"])
                return [Duel(others, (loser,))]
        return []
