"""The hooks of a game played with spoken calls and a score kept on paper, which ``Layout``
takes in: the calls' buttons (their words, the key that makes each and their order), a call
that stands in a bubble at its caller's place while it waits for its answer, a banner worded
from its event's data ("Envido: 33 a 31"), the cards marked with a trick's result, the score
as a tally of matchsticks, and the players' names for a game's own words. Every default says
"nothing of the game's own": the generic button, no bubble, the fixed banner, no tally."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...cards import Card
from ...i18n import _
from .hud_tally import Tally
from .telling import Who

NameOf = Callable[[int], str]


@dataclass(frozen=True)
class CardMark:
    """A card marked with a result where it lies: the ``index``-th card of ``zone`` (from the
    bottom of the pile) wears a winner's badge, or carries ``words`` on a tag ("Parda")."""

    zone: str
    index: int
    words: str = ""


def seat_number(seat: int) -> str:
    """A player named by his place at the table, before the table gives the names."""
    return str(seat + 1)


class CallHooks:
    """Hooks ``Layout`` takes in (see the module's docstring)."""

    name_of: NameOf = staticmethod(seat_number)  # the table's names (``use_names``)
    # the calls' buttons by the action's ``name``: their words (an English message, said in
    # the player's language) and the key that makes each; a layout with no more to say about
    # its buttons only fills these tables
    call_words: Mapping[str, str] = {}
    call_keys: Mapping[str, str] = {}

    def use_names(self, name_of: NameOf) -> None:
        """How the table names each seat, for words the game says itself (a prompt naming
        who asked)."""
        self.name_of = name_of

    def action_words(self, act: Any) -> str | None:
        """The words on the button of ``act``, an action with no card; None: the generic
        words (from the action's i18n key). By default the words of ``call_words``."""
        name = getattr(act, "name", "")
        return _(self.call_words[name]) if name in self.call_words else None

    def action_key(self, act: Any) -> str | None:
        """The key that makes ``act`` without the pointer, shown on its button ("Q"): a
        letter the table's own keys leave free (not H, W or L); None: only Tab and Enter. By
        default the key of ``call_keys``."""
        return self.call_keys.get(getattr(act, "name", ""))

    def action_order(self, acts: Sequence[Any]) -> list[Any]:
        """The buttons' order, left to right: by default the rules'."""
        return list(acts)

    def standing_speech(self, info: dict[str, Any]) -> dict[int, str]:
        """Words that stand in a bubble at a seat's place for as long as ``info`` says so (a
        call waiting for its answer), by seat; by default none. A bubble said by ``speech``
        at the same seat is drawn instead while it lasts."""
        return {}

    def banner_words(self, event: Any, who: Who) -> str | None:
        """The banner of this ``Announced`` worded from its data ("Envido: 33 a 31 — gana
        Ana"), naming the seats as ``who`` does; None: the announcement's own text."""
        return None

    def card_marks(self, info: dict[str, Any],
                   lying: dict[str, list[Card | None]]) -> list[CardMark]:
        """The cards marked with a result where they lie (a trick's winner with a badge, a
        tie tagged), from the public figures and the cards lying on the table now (``lying``,
        zone → cards bottom first, None face down): the cards are the table's, in step with
        what is drawn when the figures are not yet. By default none."""
        return []

    def tally(self, info: dict[str, Any], name_of: NameOf, players: int) -> Tally | None:
        """The score kept as matchsticks in squares of five (``hud_tally``); None: no tally."""
        return None

    def end_words(self, reason: str) -> str | None:
        """Why the match ended, said under its result when a player would not guess it (a
        limit of turns reached), from ``Outcome.reason``; None: nothing said."""
        return None
