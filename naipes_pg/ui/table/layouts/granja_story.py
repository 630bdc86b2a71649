"""La Granja's face-offs and castigos told with their reason (RULES.md 10): who won the duel
and who takes whose pile; why a player gets a card from each of the others."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ....ai.phrases import Phrase, phrase
from ....rules.events import Announced, Event, Moved
from ..telling import Teller, Told, count


def tell(events: Sequence[Event], teller: Teller) -> list[Told] | None:
    """A won duel in one line, a castigo in one line; the rest of the move by kind."""
    told: list[Told] = []
    skip: set[int] = set()
    for at, event in enumerate(events):
        if not isinstance(event, Announced):
            continue
        if event.kind.startswith("noise:") and event.data.get("correct"):
            pile = f"discard:{event.seat}"
            moves = following(events, at, lambda e, pile=pile: e.frm == pile)
            if moves and event.seat is not None:
                skip |= {at, *moves}
                told.append(Told(duel(teller, event.seat, events, moves), moves[-1]))
        elif event.kind == "castigo" and event.seat is not None:
            hand = f"hand:{event.seat}"
            gifts = following(events, at, lambda e, hand=hand: e.to == hand)
            skip |= {at, *gifts}
            cause = str(event.data.get("cause", ""))
            told.append(Told(castigo(teller, event.seat, cause, len(gifts)),
                             gifts[-1] if gifts else at))
    if not told:
        return None
    return sorted(told + teller.by_kind(events, skip), key=lambda line: line.at)


def following(events: Sequence[Event], at: int,
              belongs: Callable[[Moved], bool]) -> list[int]:
    """The moves right after ``at`` that ``belongs`` says are its own."""
    found = []
    for i in range(at + 1, len(events)):
        event = events[i]
        if not isinstance(event, Moved) or not belongs(event):
            break
        found.append(i)
    return found


def duel(teller: Teller, winner: int, events: Sequence[Event], moves: list[int]) -> Phrase:
    who = teller.who
    cards = sum(len(events[i].cards) for i in moves)  # type: ignore[union-attr]
    takers = {teller.owner(events[i].to) for i in moves}  # type: ignore[union-attr]
    what = count(cards)
    if len(takers) != 1 or None in takers:
        return who.said(winner,
                        phrase("You win the face-off and share out your pile ({what})",
                               what=what),
                        phrase("{who} wins the face-off and shares out the pile ({what})",
                               what=what))
    loser = takers.pop()
    assert loser is not None
    if loser == who.you:
        return phrase("{winner} wins the face-off: you take the pile ({what})",
                      winner=who.name(winner), what=what)
    return who.said(winner,
                    phrase("You win the face-off: {loser} takes your pile ({what})",
                           loser=who.name(loser), what=what),
                    phrase("{who} wins the face-off: {loser} takes the pile ({what})",
                           loser=who.name(loser), what=what))


def castigo(teller: Teller, seat: int, cause: str, gifts: int) -> Phrase:
    reasons = {"sound": phrase("a wrong sound"),
               "totem": phrase("the totem grabbed outside a face-off"),
               "hold": phrase("the totem held too long")}
    reason = reasons.get(cause, phrase("a mistake"))
    what = count(gifts)
    return teller.who.said(
        seat, phrase("Penalty for you: {reason}: the others give you {what}", reason=reason,
                     what=what),
        phrase("Penalty for {who}: {reason}: the others give {what}", reason=reason,
               what=what))
