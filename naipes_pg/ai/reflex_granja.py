"""La Granja's reflexes (RULES.md §10): what a computer presses, read from ``view(seat)``.

- In a face-off it sounds the right animal (10.4; De peluche: the plush a rival holds;
  Simultánea: its own animal while face-offs are simultaneous or crowded). Where several rivals
  could be named it names the one with the fewest cards, who is nearest to winning, so that he
  takes the pile. A mistake is silence or the typical slip: its own animal (its own plush), or
  in Simultánea's crowded case a rival's.
- Con tótem: it grabs the free totem first, then sounds a moment later (well within the 1.5 s
  hold); with the totem in a rival's hand it waits for it to come free.
- On its turn it flips (not in Simultánea, where the beat reveals); a flip admits no mistake.
- A press never falls in the seat's grace period, where the rules would ignore it.
"""

from __future__ import annotations

from typing import Any

from ..rules.base import Flip, Noise, Totem, View
from ..rules.events import Announced, Event
from .cues import FOLLOW, TURN, Cue, Duel


class GranjaReflexes:
    whole_game = True

    def cue(self, view: View, seat: int) -> Cue | None:
        info = view.info
        if seat not in view.actors:
            return None
        not_before = info["grace_until"][seat] + 1
        faceoffs = info["faceoffs"]
        mine = next((i for i, seats in enumerate(faceoffs) if seat in seats), None)
        if mine is not None:
            return self._faceoff(info, seat, mine, not_before)
        if info["turn"] == seat and not faceoffs:
            return Cue(("turn", info["reveals"]), Flip(0), pace=TURN, not_before=not_before)
        return None

    def _faceoff(self, info: dict[str, Any], seat: int, mine: int, not_before: int) -> Cue | None:
        right, slip = self._animals(info, seat, info["faceoffs"][mine])
        key = ("faceoff", tuple(info["faceoffs"][mine]), info["window_until"][mine], right)
        if info["variant"] != "totem":
            return Cue(key, Noise(right, 0), wrong=(None, Noise(slip, 0)), not_before=not_before)
        holder = info["totem"]
        if holder is None:
            return Cue((*key, "grab"), Totem(0), wrong=(None, Noise(slip, 0)),
                       not_before=not_before)
        if holder != seat:
            return None  # a grab would do nothing: wait for the totem to come free
        return Cue((*key, "hold", info["hold_until"]), Noise(right, 0), pace=FOLLOW,
                   not_before=not_before, not_after=info["hold_until"])

    @staticmethod
    def _animals(info: dict[str, Any], seat: int, seats: list[int]) -> tuple[str, str]:
        """The right sound for ``seat`` in the face-off of ``seats``, and the typical slip."""
        own = info["plush"][seat] if "plush" in info else info["animals"][seat]
        rivals = sorted((s for s in seats if s != seat), key=lambda s: (info["cards"][s], s))
        rival = info["plush"][rivals[0]] if "plush" in info else info["animals"][rivals[0]]
        crowded = len(info["faceoffs"]) > 1 or len(seats) > 2
        if info["variant"] == "simultanea" and crowded:
            return info["animals"][seat], rival
        return rival, own

    def duels(self, events: list[Event], before: dict[str, Any]) -> list[Duel]:
        """A right sound wins its face-off against every other seat in it (a face-off opened
        within the same input, by a beat or a resolution, is read from its announcement)."""
        groups = [list(seats) for seats in before["faceoffs"]]
        found = []
        for event in events:
            if not isinstance(event, Announced):
                continue
            if event.kind == "ruido":
                groups.append(list(event.data["seats"]))
            elif event.kind.startswith("noise:") and event.data.get("correct"):
                seats = next(g for g in reversed(groups) if event.seat in g)
                found.append(Duel((event.seat,), tuple(s for s in seats if s != event.seat)))
        return found
