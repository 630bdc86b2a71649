"""Nervioso's pickups told with their reason (RULES.md 14): the pile and the cards given with
it are one line, which says why this player takes them."""

from __future__ import annotations

from collections.abc import Sequence

from ....ai.phrases import Phrase, phrase
from ....rules.events import Announced, Event, Moved, TimedOut
from ..telling import Teller, Told, count

PILE = "pile"
REASONS = ("castigo", "mano_equivocada", "cuenta_perdida")


def tell(events: Sequence[Event], teller: Teller) -> list[Told]:
    """Each pickup in one line with its reason; the rest of the move by kind, but the
    counts."""
    told: list[Told] = []
    skip: set[int] = set()
    for at, event in enumerate(events):
        if not (isinstance(event, Moved) and event.frm == PILE and event.seat is not None):
            continue
        seat = event.seat
        gifts = [i for i in range(at + 1, len(events)) if isinstance(events[i], Moved)
                 and events[i].to == event.to and events[i].frm != PILE]
        why = next((i for i, e in enumerate(events) if isinstance(e, Announced)
                    and e.seat == seat and e.kind in REASONS and i not in skip), None)
        skip |= {at, *gifts, *([why] if why is not None else [])}
        reason = events[why].kind if why is not None else (  # type: ignore[union-attr]
            "timeout" if any(isinstance(e, TimedOut) and e.window == "slap" for e in events)
            else "last")
        n_gifts = sum(len(events[i].cards) for i in gifts)  # type: ignore[union-attr]
        told.append(Told(pickup(teller, seat, reason, len(event.cards), n_gifts),
                         max([at, *gifts])))
    skip |= {at for at, event in enumerate(events)  # the count is said big on the table
             if isinstance(event, Announced) and "count" in event.data}
    return sorted(told + teller.by_kind(events, skip), key=lambda line: line.at)


def pickup(teller: Teller, seat: int, reason: str, pile: int, gifts: int) -> Phrase:
    who, what, given = teller.who, count(pile), count(gifts)
    if reason == "castigo":
        return who.said(
            seat,
            phrase("Penalty for you: you flipped during a slap: you take the pile ({pile}) "
                   "and {gifts} from the others", pile=what, gifts=given),
            phrase("Penalty for {who}: flipped during a slap: takes the pile ({pile}) and "
                   "{gifts} from the others", pile=what, gifts=given))
    if reason == "mano_equivocada":
        return who.said(
            seat,
            phrase("Wrong slap: no match on the pile: you take it ({pile})", pile=what),
            phrase("Wrong slap by {who}: no match on the pile: takes it ({pile})", pile=what))
    if reason == "cuenta_perdida":
        return who.said(seat, phrase("Count lost: you take the pile ({pile})", pile=what),
                        phrase("{who} lost the count: takes the pile ({pile})", pile=what))
    if reason == "timeout":
        return who.said(
            seat, phrase("You did not slap in time: you take the pile ({pile})", pile=what),
            phrase("{who} did not slap in time: takes the pile ({pile})", pile=what))
    return who.said(seat, phrase("You slapped last: you take the pile ({pile})", pile=what),
                    phrase("{who} slapped last: takes the pile ({pile})", pile=what))
