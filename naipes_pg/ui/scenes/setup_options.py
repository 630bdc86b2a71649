"""How the set-up screen shows a game's option: its label, the words of its values and its
help, all declared beside the option in the game's rules (marked ``N_``) and translated here.
Nothing here names a game."""

from __future__ import annotations

import re
from typing import Any

from ...ai.level_words import level_words
from ...i18n import _, tr
from ...rules.base import GameSpec, OptionSpec
from ...rules.registry import GAMES
from ..phrasing import say
from . import N_

YES_NO = {True: N_("Yes"), False: N_("No")}  # a yes/no option's values (bools: 1 == True)
MAX_RANGE = 60  # a longer number range offers its round values only
ROUND_STEPS = (5, 10, 25, 50, 100, 250, 500, 1000, 10**9)  # the round values' spacing



def kind_hint(game_id: str, kind: str, options: dict[str, Any] | None = None) -> str:
    """What a seat's player is, said under the set-up while its choice is lit: a person, or
    how the computer plays at that level in this game with these options."""
    if kind == "human":
        return _("Human: someone at this computer plays this seat")
    words = level_words(game_id, kind, options)
    return say(words) if words is not None else ""


def option_label(option: OptionSpec) -> str:
    """The option's label, translated; an option without one shows its name."""
    return _(option.label or option.name.replace("_", " ").capitalize())


def option_hint(option: OptionSpec) -> str:
    """The option's help for players, translated: without the rule references ("[ES-3]") of
    RULES.md."""
    if not option.help:
        return ""
    return _(re.sub(r"\s*\[[A-Z]{2}-\d+\]", "", option.help).strip())


def variant_words(spec: GameSpec, variant: str) -> str:
    """A variant's words before translation: declared in ``variant_labels``, else those of the
    last option it sets (the value's words, or a yes/no option's label), else its name."""
    if variant in spec.variant_labels:
        return spec.variant_labels[variant]
    settings = [(k, v) for k, v in spec.variants.get(variant, {}).items() if k != "players"]
    if settings:
        option, value = spec.option(settings[-1][0]), settings[-1][1]
        own = dict(option.value_labels)
        if _hashable(value) and value in own:
            return own[value]
        if value is True and option.label:
            return option.label
    return variant.replace("-", " ").capitalize()


def variant_label(spec: GameSpec, variant: str) -> str:
    return _(variant_words(spec, variant))


def option_values(option: OptionSpec,
                  offered: tuple[Any, ...] | None = None) -> list[tuple[Any, str]]:
    """The values a player may pick for ``option`` (or the ``offered`` ones), with their
    shown text."""
    if offered is not None:
        values = list(offered)
    elif option.choices is not None:
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


# variant name → its words, from every game's declarations (the history and the statistics
# name a match's variant by it)
VARIANT_LABELS: dict[str, str] = {
    name: variant_words(cls.spec, name) for cls in GAMES.values() for name in cls.spec.variants}


class PersonPicks:
    """What each person chose for the options every person chooses for his own seat
    (``OptionSpec.person_choices``): per option, seat → value, never one value twice. A
    person who has chosen nothing holds the first value nobody else holds."""

    def __init__(self, spec: GameSpec) -> None:
        self.options = [o for o in spec.options if o.person_choices]
        self.picks: dict[str, dict[int, Any]] = {o.name: {} for o in self.options}

    def settle(self, people: list[int]) -> None:
        """Only ``people`` hold a choice, and each of them one."""
        for option in self.options:
            held = self.picks[option.name]
            for seat in [s for s in held if s not in people]:
                del held[seat]
            for seat in people:
                if seat not in held:
                    held[seat] = next(v for v in option.person_choices
                                      if v not in held.values())

    def choose(self, option: OptionSpec, seat: int, value: Any) -> None:
        self.picks[option.name][seat] = value

    def offered(self, option: OptionSpec, seat: int) -> list[tuple[Any, str]]:
        """What ``seat`` may choose: what no other person holds, with its words."""
        others = {v for s, v in self.picks[option.name].items() if s != seat}
        return [(v, text) for v, text in option_values(option, option.person_choices)
                if v not in others]

    def value(self, option: OptionSpec, players: int) -> str:
        """The option's value for the rules (a blank for a seat nobody chooses for)."""
        held = self.picks[option.name]
        return option.joined([held.get(seat) for seat in range(players)])

    def recall(self, option: OptionSpec, value: Any, players: int) -> None:
        """Take back the choices of a remembered value, each known one for its seat."""
        chosen = option.person_values(value, players)
        self.picks[option.name] = {s: v for s, v in enumerate(chosen) if v is not None}
