"""Setting up a match: the game's options and variant on the left, the players on the right.

Options come from the game's spec: a choice gets the label, help and value words declared
beside it in the game's rules (setup_options.py; unknown values shown as they are), a number
range becomes a choice over the range. Setting the options of a variant by hand selects it;
a variant selector is shown only when some variant sets an option the form does not show
(otherwise it would offer the same choice twice). Every seat is a person or the computer at
a level, with a name.

The form is laid out for the most players the game allows, so adding one never moves a
control under the mouse. The last set-up started of each game is remembered (store.py) and
offered again; starting over a match in progress of the same game asks first.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from ... import store
from ...ai.solvers import has_solver
from ...i18n import _, game_name, tr
from ...rules.base import OptionError, OptionSpec
from ...rules.deals import FIRST_DEAL, LAST_DEAL, deal_number
from ...rules.registry import get_spec, new_game
from ..keymap import MAX_BLOCKS
from ..match import LEVELS, MatchSetup, SeatSetup, default_name
from ..widgets import Choice, TextField, Widget
from . import N_, FormScene
from .dialog import ConfirmScene
from .keytest import open_keytest
from .setup_layout import SetupLayout
from .setup_options import (
    VARIANT_LABELS,
    PersonPicks,
    kind_hint,
    option_hint,
    option_label,
    option_values,
    variant_label,
)

__all__ = ["VARIANT_LABELS", "SetupScene"]  # the history and statistics name variants by it

log = logging.getLogger("naipes.setup")
KINDS = ("human",) + LEVELS
KIND_LABELS = {"human": N_("Human"), "facil": N_("Computer — Easy"),
               "normal": N_("Computer — Normal"), "dificil": N_("Computer — Hard")}
NAME_LENGTH = 14


class SetupScene(SetupLayout, FormScene):
    """The choices of a match to start and what each one changes; its look is SetupLayout's."""

    def __init__(self, app, game_id: str) -> None:
        self.game_id = game_id
        self.spec = get_spec(game_id)
        self.values: dict[str, Any] = self.spec.resolve()
        self.variant: str | None = None
        low, high = self.spec.players
        self.players = int(self.values.get("players", low))
        self.seats = [SeatSetup("human" if i == 0 else "computer") for i in range(high)]
        self.names: dict[int, str] = {}  # names typed by hand, by seat
        # a solitaire's deal: a number typed (empty: a new one) or only deals shown winnable
        self.solo = self.spec.players == (1, 1)
        self.deal_text = ""
        self.winnable_only = False
        self.deal_field: TextField | None = None
        self.columns: tuple[list[Widget], list[Widget]] = ([], [])
        self.picks = PersonPicks(self.spec)  # what each person chose for his own seat
        self.person_rows: dict[int, list[Choice]] = {}
        self.recall(store.load_setup(game_id) or {})
        self._settle_picks()
        super().__init__(app)
        self.form.focus = self.form.widgets.index(self.start_button)

    # -- widgets ------------------------------------------------------------------------------

    def build(self) -> list[Widget]:
        shown = [o for o in self.spec.options if o.name != "players" and option_values(o)
                 and o.shown_for(self.values)]
        left: list[Widget] = [self._option(o) for o in shown] + self._person_widgets()
        if self.spec.variants and not self._variants_shown_by({o.name for o in shown}):
            left.append(self.choice(_("Variant"), self._variant_options(), self.variant,
                                    self.set_variant))
        right: list[Widget] = []
        low, high = self.spec.players
        self.seat_rows: list[tuple[Choice, TextField]] = []
        if self.solo:
            right = self._deal_widgets()
        elif low < high:
            right.append(self.choice(_("Players"), [(n, str(n)) for n in range(low, high + 1)],
                                     self.players, self.set_players))
        for i in range(self.players if not self.solo else 0):
            kind = self.choice(tr("Seat {n}", n=i + 1),
                               [(key, _(KIND_LABELS[key])) for key in KINDS],
                               self._kind(i), lambda v, i=i: self.set_kind(i, v),
                               hint=kind_hint(self.game_id, self._kind(i), self._options()))
            name = TextField(tr("Name of player {n}", n=i + 1), value=self._name(i),
                             max_length=NAME_LENGTH,
                             on_change=lambda v, i=i: self.set_name(i, v))
            self.seat_rows.append((kind, name))
            right += [kind, name]
        self.columns = (left, right)
        self.start_button = self.button(_("Start"), self.start)
        if self.spec.realtime and not self.solo:  # a reflex game: try the keys before playing
            left.append(self.button(_("Test your keys"), self.test_keys))
        self.bottom = [self.start_button, self.button(_("Rules"), self.rules),
                       self.button(_("Back"), self.back)]
        return left + right + self.bottom

    def _person_widgets(self) -> list[Widget]:
        """A choice for each person of each option every person chooses for his own seat."""
        self.person_rows = {}
        for option in self.picks.options:
            for seat in self._person_seats():
                held = self.picks.picks[option.name][seat]
                row = self.choice(
                    f"{option_label(option)} · {self._name(seat)}",
                    self.picks.offered(option, seat), held,
                    lambda v, o=option, s=seat: self.set_pick(o, s, v),
                    hint=_("each person chooses his own; the computer takes what is left"))
                self.person_rows.setdefault(seat, []).append(row)
        return [row for rows in self.person_rows.values() for row in rows]

    def _deal_widgets(self) -> list[Widget]:
        widgets: list[Widget] = []
        if has_solver(self.game_id):
            widgets.append(self.choice(
                _("Deals"), [(False, _("Any deal")), (True, _("Only winnable"))],
                self.winnable_only, self.set_winnable,
                hint=_("the solver plays each new deal through first and keeps only those "
                       "that can be won")))
        self.deal_field = TextField(_("Deal no."), value=self.deal_text,
                                    max_length=len(str(LAST_DEAL)) + 2,
                                    on_change=self.set_deal_text)
        self.deal_field.hint = _("type a deal's number to play it (empty: a new deal)")
        return widgets + [self.deal_field]

    def set_winnable(self, value: bool) -> None:
        self.winnable_only = value

    def set_deal_text(self, text: str) -> None:
        self.deal_text = text

    def _option(self, option: OptionSpec) -> Choice:
        label = option_label(option)
        if option.own_keys and self._sharing_keys():  # several at one keyboard: not offered
            self.values[option.name] = option.default
            widget = self.choice(label, option_values(option), option.default, lambda v: None,
                                 hint=_("only with one person at the keyboard"))
            widget.enabled = False
            return widget
        return self.choice(label, option_values(option), self.values[option.name],
                           lambda v, name=option.name: self.set_option(name, v),
                           hint=option_hint(option))

    def _sharing_keys(self) -> bool:
        """Whether several people of this match share the keyboard."""
        return self._people() > 1

    def _people(self) -> int:
        return len(self._person_seats())

    def _person_seats(self) -> list[int]:
        return [i for i in range(self.players) if self.seats[i].human]

    def _settle_picks(self) -> None:
        """Every person, and only a person, holds a choice of each per-person option."""
        self.picks.settle(self._person_seats())
        for option in self.picks.options:
            self.values[option.name] = self.picks.value(option, self.players)

    def _too_many_at_the_keys(self) -> bool:
        """A reflex game gives each person a block of keys; there are four (RULES 0.6)."""
        return bool(self.spec.realtime) and self._people() > MAX_BLOCKS

    @staticmethod
    def _kind_beyond(before: SeatSetup, refused: str) -> str:
        """The computer next past a refused "Human", in the way the seat's choice was turning
        (› from "Hard" goes on to "Easy", ‹ from "Easy" to "Hard"): not stuck where it was."""
        now, asked = KINDS.index(before.level), KINDS.index(refused)
        way = 1 if (asked - now) % len(KINDS) == 1 else -1
        return KINDS[(asked + way) % len(KINDS)]

    def _say_too_many(self) -> None:
        self.app.toast(tr("In a reflex game {n} people at most share the keyboard: the other "
                          "seats are the computer's.", n=MAX_BLOCKS))
        self.app.play("illegal")

    def _variants_shown_by(self, options: set[str]) -> bool:
        """Whether the options on show already say every variant (then no selector)."""
        return all(key in options for settings in self.spec.variants.values()
                   for key in settings if key != "players")  # the players have their own

    def _variant_options(self) -> list[tuple[str | None, str]]:
        names = [(v, variant_label(self.spec, v)) for v in self.spec.variants]
        return [(None, _("Standard"))] + names

    def _kind(self, seat: int) -> str:
        s = self.seats[seat]
        return "human" if s.human else s.level

    def _name(self, seat: int) -> str:
        return self.names.get(seat) or default_name(seat, self.seats[seat],
                                                    self.seats[: self.players])

    # -- changes ------------------------------------------------------------------------------

    def set_option(self, name: str, value: Any) -> None:
        before = (dict(self.values), self.players)
        self.values[name] = value
        if value != self.spec.option(name).default:  # what it needs comes with it
            for other, needed in self.spec.option(name).needs:
                self._set(other, needed)
        self._drop_unmet(keep=name)
        self._find_variant()
        refusal = self._refusal()
        if refusal is not None:  # variants the rules do not play together: not taken
            self.values, self.players = before
            self._find_variant()
            log.info("options refused: %s", refusal)
            self.app.toast(_("Those options cannot be played together; the last one is not "
                             "taken."))
            self.app.play("illegal")
        self.rebuild()

    def _options(self) -> dict[str, Any]:
        options = dict(self.values)
        if "players" in options:
            options["players"] = self.players
        return options

    def _refusal(self) -> str | None:
        """Why the rules refuse the options as they stand (None: they deal)."""
        try:
            new_game(self.game_id, self._options(), 0, variant=self.variant)
        except OptionError as error:
            return str(error)
        return None

    def _set(self, name: str, value: Any) -> None:
        if name == "players":
            self.players = value
        else:
            self.values[name] = value

    def _get(self, name: str) -> Any:
        return self.players if name == "players" else self.values.get(name)

    def _drop_unmet(self, keep: str | None = None) -> None:
        """An option whose needs a change broke (Tute en parejas once three play) goes back
        to its default; ``keep``, the option just chosen, stays."""
        for option in self.spec.options:
            if option.name == keep or self.values.get(option.name) == option.default:
                continue
            if any(self._get(other) != needed for other, needed in option.needs):
                self.values[option.name] = option.default

    def _find_variant(self) -> None:
        """The variant the options now stand for (None: standard, or no variant's)."""
        keys = {key for settings in self.spec.variants.values() for key in settings}
        self.variant = None
        for variant in [None, *self.spec.variants]:
            resolved = self.spec.resolve(None, variant)
            if all(self._get(key) == resolved.get(key, self.spec.players[0]) for key in keys
                   if key != "players" or key in self.spec.variants.get(variant or "", {})):
                self.variant = variant
                break

    def set_variant(self, variant: str | None) -> None:
        self.variant = variant
        resolved = self.spec.resolve(None, variant)
        for settings in self.spec.variants.values():
            for key in settings:
                if key != "players":
                    self.values[key] = resolved[key]
        if "players" in self.spec.variants.get(variant or "", {}):
            self.players = resolved["players"]
        self._drop_unmet()
        self.rebuild()

    def set_players(self, players: int) -> None:
        self.players = players
        self._settle_picks()
        self._drop_unmet()
        self._find_variant()
        self.rebuild()

    def set_kind(self, seat: int, kind: str) -> None:
        sharing = self._sharing_keys()
        before = self.seats[seat]
        self.seats[seat] = SeatSetup("human" if kind == "human" else "computer",
                                     level="normal" if kind == "human" else kind)
        if self._too_many_at_the_keys():  # a fifth person would have no keys to press
            self.seats[seat] = SeatSetup("computer", level=self._kind_beyond(before, kind))
            self._say_too_many()
            self.rebuild()
            return
        self._settle_picks()
        if (self.picks.options and before.human != self.seats[seat].human) or (
                sharing != self._sharing_keys() and any(o.own_keys for o in self.spec.options)):
            self.rebuild()  # a person's own choice, or an option for one person, comes or goes
            return
        self.seat_rows[seat][0].hint = kind_hint(self.game_id, kind, self._options())
        for i, row in enumerate(self.seat_rows):  # "You"/"Computer" may now be numbered names
            if i not in self.names:
                row[1].value = self._name(i)

    def set_name(self, seat: int, name: str) -> None:
        self.names[seat] = name
        for option, row in zip(self.picks.options, self.person_rows.get(seat, ()), strict=True):
            row.label = f"{option_label(option)} · {self._name(seat)}"

    def set_pick(self, option: OptionSpec, seat: int, value: Any) -> None:
        self.picks.choose(option, seat, value)
        self._settle_picks()
        self.rebuild()  # what the other people may choose changed

    def start(self) -> None:
        """Start, asking first when it would take the place of a match in progress."""
        if self.game_id not in store.saved_games():
            self._start()
            return
        self.app.stack.push(ConfirmScene(
            self.app, _("Start a new match?"),
            tr("The match of {game} in progress will be lost.", game=game_name(self.spec)),
            self._start))

    def _start(self) -> None:
        seed = None
        if self.solo and self.deal_text.strip():
            seed = deal_number(self.deal_text)
            if seed is None:
                self.app.toast(tr("A deal number is a whole number from {low} to {high}.",
                                  low=FIRST_DEAL, high=f"{LAST_DEAL:,}".replace(",", ".")))
                self.app.play("illegal")
                return
        seats = []
        playing = self.seats[: self.players]
        for i, seat in enumerate(playing):
            name = self.names.get(i, "").strip() or default_name(i, seat, playing)
            seats.append(SeatSetup(seat.kind, name, seat.level))
        options = self._options()
        if self._too_many_at_the_keys():  # more seats chosen after the people (or recalled)
            self._say_too_many()
            return
        refusal = self._refusal()
        if refusal is not None:  # a recalled set-up a newer version refuses
            log.info("options refused: %s", refusal)
            self.app.toast(_("Those options cannot be played together; change one of them."))
            self.app.play("illegal")
            return
        store.save_setup(self.game_id, self.remembered())
        self.app.start_match(MatchSetup(self.game_id, options, self.variant, seed, seats,
                                        winnable_only=self.winnable_only and seed is None))

    # -- the last set-up of this game ----------------------------------------------------------

    def remembered(self) -> dict[str, Any]:
        """What is kept for next time: the options, the seats and the names typed by hand."""
        return {"options": {k: v for k, v in self.values.items() if k != "players"},
                "players": self.players,
                "seats": [{"kind": s.kind, "level": s.level} for s in self.seats],
                "names": {str(i): n for i, n in self.names.items() if n.strip()},
                "winnable_only": self.winnable_only}

    def recall(self, saved: dict[str, Any]) -> None:
        """Take back a remembered set-up, value by value: one the game no longer allows (a
        hand-edited file, an option since changed) keeps its default."""
        options = saved.get("options")
        for name, value in (options.items() if isinstance(options, dict) else ()):
            self._recall_option(name, value)
        low, high = self.spec.players
        players = saved.get("players")
        if isinstance(players, int) and not isinstance(players, bool) and low <= players <= high:
            self.players = players
        self._drop_unmet()
        self._find_variant()
        seats = saved.get("seats")
        for i, seat in enumerate(seats[:high] if isinstance(seats, list) else ()):
            if isinstance(seat, dict) and seat.get("kind") in ("human", "computer") \
                    and seat.get("level") in LEVELS:
                self.seats[i] = SeatSetup(seat["kind"], level=seat["level"])
        self.winnable_only = saved.get("winnable_only") is True
        names = saved.get("names")
        for key, name in (names.items() if isinstance(names, dict) else ()):
            if str(key).isdigit() and int(key) < high and isinstance(name, str) and name.strip():
                self.names[int(key)] = name[:NAME_LENGTH]

    def _recall_option(self, name: str, value: Any) -> None:
        if name == "players" or name not in self.values:
            return
        try:
            option = self.spec.option(name)
            value = option.check(value)
        except OptionError:
            return
        if option.person_choices:
            self.picks.recall(option, value, self.spec.players[1])
            return
        if any(value == v and type(value) is type(v) for v, _text in option_values(option)):
            self.values[name] = value

    def rules(self) -> None:
        self.app.open_rules(self.game_id)

    def test_keys(self) -> None:
        """The key test, showing the blocks of this match's people, named as they are here."""
        humans = [i for i in range(self.players) if self.seats[i].human]
        open_keytest(self.app, [self._name(i) for i in humans] if len(humans) > 1 else None)

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        field = self.form.focused
        typing = event.type == pygame.TEXTINPUT or (
            event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE)
        if typing and field is self.deal_field and self.deal_field is not None:
            if event.type == pygame.TEXTINPUT and not event.text.isdigit():
                return None  # a deal number is digits only
        elif typing and isinstance(field, TextField):
            seat = next(i for i, (_k, f) in enumerate(self.seat_rows) if f is field)
            if seat not in self.names:  # the first key replaces the default name
                field.value = ""
                self.names[seat] = ""
        return super().process_event(event)

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_F1:
            self.rules()
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and isinstance(
                self.form.focused, TextField):
            self.form.focus = next(i for i, w in enumerate(self.form.widgets)
                                   if w is self.start_button)
            return True
        return False

    def messages_above(self) -> int | None:
        """Over the hint line, above the buttons, clear of the title."""
        return self.hint_y
