"""What the player calls a suit, a place of the table and an action, in his language.

The layouts name suits with these words too, so they live apart from the table's input.
"""

from __future__ import annotations

from typing import Any

from ...cards import suit_name as _suit_name
from ...i18n import _, announcement, language, tr
from ...rules.base import Declare, Renew, Reveal


def suit_name(suit: str) -> str:
    return _suit_name(suit, language())


def action_label(act: Any) -> str:
    name = getattr(act, "name", None)
    if name == "pass":
        return _("Pass")
    if name:
        return announcement(name)
    if isinstance(act, Declare):
        return tr("Declare: {suit}", suit=suit_name(act.suit))
    source = getattr(act, "source", None)
    if source:
        return tr("Draw from the {source}", source=_(source))
    if isinstance(act, Reveal):
        return tr("Turn up: {place}", place=place_name(act.zone))
    if isinstance(act, Renew):
        return tr("Turn over: {place}", place=place_name(act.zone))
    amount = getattr(act, "amount", None)
    if amount is not None:  # actions that differ by an amount alone say it
        return f"{type(act).__name__} {amount}"
    return type(act).__name__


def place_name(zone: str) -> str:
    """A place as the player calls it, for a button that acts on it: ``stock``, ``cell 2,5``."""
    kind, _sep, where = zone.partition(":")
    names = {"stock": _("the stock"), "waste": _("the waste"), "pending": _("the pending card"),
             "reserve": _("the reserve"), "cell": _("cell"), "start": _("start card"),
             "foundation": _("foundation")}
    name = names.get(kind, kind)
    return f"{name} {where}" if where else name
