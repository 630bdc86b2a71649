"""How the set-up screen shows a game's option: its label, the words of its values and its
help, all declared beside the option in the game's rules (marked ``N_``) and translated here.
Nothing here names a game."""

from __future__ import annotations

import re
from typing import Any

from ...i18n import _, tr
from ...rules.base import GameSpec, OptionSpec
from ...rules.registry import GAMES
from . import N_

YES_NO = {True: N_("Yes"), False: N_("No")}  # a yes/no option's values (bools: 1 == True)
MAX_RANGE = 60  # a longer number range offers its round values only
ROUND_STEPS = (5, 10, 25, 50, 100, 250, 500, 1000, 10**9)  # the round values' spacing

# variant name → its words, from every game's declarations (the history and the statistics
# name a match's variant by it)
VARIANT_LABELS: dict[str, str] = {
    name: label for cls in GAMES.values() for name, label in cls.spec.variant_labels.items()}


def option_label(option: OptionSpec) -> str:
    """The option's label, translated; an option without one shows its name."""
    return _(option.label or option.name.replace("_", " ").capitalize())


def option_hint(option: OptionSpec) -> str:
    """The option's help for players, translated: without the rule references ("[ES-3]") of
    RULES.md."""
    if not option.help:
        return ""
    return _(re.sub(r"\s*\[[A-Z]{2}-\d+\]", "", option.help).strip())


def variant_label(spec: GameSpec, variant: str) -> str:
    return _(spec.variant_labels.get(variant, variant.replace("-", " ").capitalize()))


def option_values(option: OptionSpec) -> list[tuple[Any, str]]:
    """The values a player may pick for ``option``, with their shown text."""
    if option.choices is not None:
        values = list(option.choices)
    elif isinstance(option.default, bool):
        values = [False, True]
    elif isinstance(option.default, int) and option.minimum is not None \
            and option.maximum is not None:
        values = list(range(option.minimum, option.maximum + 1))
        if len(values) > MAX_RANGE:
            step = next(s for s in ROUND_STEPS if len(values) // s <= MAX_RANGE // 3)
            values = sorted({v for v in values if v % step == 0 or v == option.default}
                            | {option.minimum, option.maximum})
    else:
        return []
    if option.name.endswith("_ms"):  # times are set in milliseconds and read in seconds
        return [(v, tr("{s} s", s=f"{v / 1000:g}".replace(".", _(".")))) for v in values]
    own = dict(option.value_labels)
    return [(v, _(own[v]) if _hashable(v) and v in own
             else _(YES_NO[v]) if isinstance(v, bool) else str(v)) for v in values]


def _hashable(value: Any) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True
