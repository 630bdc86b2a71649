"""Escoba's reflex moment (RULES.md 15.3): the "15 en mesa" race. The ordinary players play
the turns; these reflexes slap in the race, and a mistake is missing it."""

from __future__ import annotations

from typing import Any

from ..rules.base import Slap, View
from ..rules.events import Announced, Event
from .cues import Cue, Duel


class EscobaRace:
    """Slap as soon as the race opens (the only press of the race)."""

    whole_game = False

    def cue(self, view: View, seat: int) -> Cue | None:
        race = view.info.get("race") or {}
        if not race.get("open") or seat not in view.actors:
            return None
        return Cue(("race", view.info["hand_number"]), Slap(0), wrong=(None,))

    def duels(self, events: list[Event], before: dict[str, Any]) -> list[Duel]:
        """The race's winner beats every other seat; a race nobody slapped has no winner."""
        if not (before.get("race") or {}).get("open"):
            return []
        seats = range(len(before["scores"]))
        return [Duel((e.seat,), tuple(s for s in seats if s != e.seat)) for e in events
                if isinstance(e, Announced) and e.kind == "quince_en_mesa" and e.seat is not None]
