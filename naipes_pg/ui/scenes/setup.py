"""Setting up a match: the game's options and variant on the left, the players on the right.

Options come from the game's spec: a choice gets readable labels (the common ones
translated, unknown values shown as they are), a number range becomes a choice over the
range. Setting the options of a variant by hand selects it; a variant selector is shown
only when some variant sets an option the form does not show (otherwise it would offer the
same choice twice). Every seat is a person or the computer at a level, with a name.

The form is laid out for the most players the game allows, so adding one never moves a
control under the mouse. The last set-up started of each game is remembered (store.py) and
offered again; starting over a match in progress of the same game asks first.
"""

from __future__ import annotations

import logging
import re
from typing import Any

import pygame

from ... import store
from ...i18n import _, game_name, language, tr
from ...rules.base import OptionError, OptionSpec
from ...rules.deals import FIRST_DEAL, LAST_DEAL, deal_number
from ...rules.registry import get_spec, new_game
from .. import theme
from ..keymap import MAX_BLOCKS
from ..match import LEVELS, MatchSetup, SeatSetup, default_name
from ..widgets import Choice, TextField, Widget, draw_button
from . import (
    MUTED,
    N_,
    FormScene,
    draw_primary,
    draw_text_field,
    fit_size,
    plate,
    px,
    title_text,
)

OPTION_LABELS = {
    "players": N_("Players"),
    "target": N_("Match target"),
    "house_steal": N_("Steal the house"),
    "mazo_reducido": N_("Reduced deck"),
    "copas_sin_veneno": N_("Harmless cups"),
    "announcements": N_("Announcements"),
    "reflex_race": N_("Reflex race"),
    "desescoba": N_("Desescoba"),
    "revelados": N_("Aces dealt up"),
    "reserva": N_("With a reserve"),
    "mezclado": N_("Shuffled renewals"),
    "pintados": N_("Alternate suits"),
    "combinar": N_("Combine variants"),
    "auto_move": N_("Move up by itself"),
    "siete_parejas": N_("7 Parejas"),
    "auto_pair": N_("Pair by itself"),
    "reducido": N_("Reduced deck"),
    "reyes_perdidos": N_("Lost kings"),
    "intercambio": N_("Open exchange"),
    "window_ms": N_("Time to react"),
    "beat_ms": N_("Beat"),
    "variant_rule": N_("Variant"),
    "turn_ms": N_("Time to flip"),
    "manual_count": N_("Say the count yourselves"),
    "first_winner": N_("End at the first winner"),
    "counting": N_("Count"),
    "tute": N_("Tute"),
    "parejas": N_("Tute in pairs"),
    "valores_tradicionales": N_("Traditional Tute values"),
}
GAME_OPTION_LABELS = {
    ("ronda-robada", "target"): N_("Hands to win"),
    ("ronda-marroqui", "target"): N_("Points to win"),
    ("veneno", "target"): N_("Points that end the match"),
}
VALUE_LABELS = {
    "after_table": N_("Table and house"),
    "priority": N_("Table only"),
    True: N_("Yes"),
    False: N_("No"),
    "": N_("Standard"),
    "peluche": N_("With plushes"),
    "simultanea": N_("All at once"),
    "totem": N_("With a totem"),
    "numbers": N_("1 to 10"),
    "figures": N_("Counting figures"),
    "666": N_("666"),
}
VARIANT_LABELS = {
    "reducido": N_("Reduced deck"),
    "copas-sin-veneno": N_("Harmless cups"),
}
OPTION_HINTS = (  # the specs' help texts, so the catalogue translates them
    N_("when the table and the rival's house both match: take both, or the table only"),
    N_("hand wins needed to win the match"),
    N_("Spanish 40 deck, figures count 2, piles taken at 12"),
    N_("a copa whose rank you took all four of gives 2 back instead of costing 1"),
    N_("Ronda and Tringa: a pair or three of a kind scores"),
    N_("points that end the match"),
    N_("15 en mesa is a slap race; off: the dealer takes the cards"),
    N_("reversed goal: whoever reaches 15 loses"),
    N_("how long a face-off waits for a sound (ms)"),
    N_("Simultánea: time between two beats (ms)"),
    N_("one variant at a time"),
    N_("milliseconds everyone has to slap after a match"),
    N_("milliseconds to flip in manual count mode"),
    N_("players name the count with each flip; a wrong count takes the pile"),
    N_("the game ends when the first player gets rid of his cards"),
    N_("the count says 1 to 10, Sota Caballo Rey at 8 to 10, or nothing at 6"),
    N_("Tute: 6 cards each, pairs (cantes), 10 for the last trick"),
    N_("Tute en parejas: four players, the whole deck dealt, split pairs claimed by the "
       "partner"),
    N_("Tute with the Brisca card values (1 = 11, 3 = 10, R = 4, C = 3, S = 2)"),
)
log = logging.getLogger("naipes.setup")
KINDS = ("human",) + LEVELS
KIND_LABELS = {"human": N_("Human"), "facil": N_("Computer — Easy"),
               "normal": N_("Computer — Normal"), "dificil": N_("Computer — Hard")}
MAX_RANGE = 60  # a longer number range offers its round values only
ROUND_STEPS = (5, 10, 25, 50, 100, 250, 500, 1000, 10**9)  # the round values' spacing
NAME_LENGTH = 14


class SetupScene(FormScene):
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
        self.recall(store.load_setup(game_id) or {})
        super().__init__(app)
        self.form.focus = self.form.widgets.index(self.start_button)

    # -- widgets ------------------------------------------------------------------------------

    def build(self) -> list[Widget]:
        shown = [o for o in self.spec.options if o.name != "players" and _values(o)]
        left: list[Widget] = [self._option(o) for o in shown]
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
                               self._kind(i), lambda v, i=i: self.set_kind(i, v))
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

    def _deal_widgets(self) -> list[Widget]:
        from ..solving import has_solver

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
        label = GAME_OPTION_LABELS.get((self.game_id, option.name)) or OPTION_LABELS.get(
            option.name) or option.name.replace("_", " ").capitalize()
        if option.own_keys and self._sharing_keys():  # several at one keyboard: not offered
            self.values[option.name] = option.default
            widget = self.choice(_(label), _values(option), option.default, lambda v: None,
                                 hint=_("only with one person at the keyboard"))
            widget.enabled = False
            return widget
        return self.choice(_(label), _values(option), self.values[option.name],
                           lambda v, name=option.name: self.set_option(name, v),
                           hint=_(_hint(option.help)) if option.help else "")

    def _sharing_keys(self) -> bool:
        """Whether several people of this match share the keyboard."""
        return self._people() > 1

    def _people(self) -> int:
        return sum(1 for i in range(self.players) if self.seats[i].human)

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
        names = [(v, _(VARIANT_LABELS.get(v, v.replace("-", " ").capitalize())))
                 for v in self.spec.variants]
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
        if sharing != self._sharing_keys() and any(o.own_keys for o in self.spec.options):
            self.rebuild()  # an option for one person at the keyboard comes or goes
            return
        for i, row in enumerate(self.seat_rows):  # "You"/"Computer" may now be numbered names
            if i not in self.names:
                row[1].value = self._name(i)

    def set_name(self, seat: int, name: str) -> None:
        self.names[seat] = name

    def start(self) -> None:
        """Start, asking first when it would take the place of a match in progress."""
        if self.game_id not in store.saved_games():
            self._start()
            return
        from .dialog import ConfirmScene

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
        if any(value == v and type(value) is type(v) for v, _text in _values(option)):
            self.values[name] = value

    def rules(self) -> None:
        self.app.open_rules(self.game_id)

    def test_keys(self) -> None:
        """The key test, showing the blocks of this match's people, named as they are here."""
        from .keytest import open_keytest

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

    # -- layout -------------------------------------------------------------------------------

    def layout(self) -> None:
        w, h = self.app.size
        k = self.app.k
        margin, pad = int(24 * k), int(28 * k)
        width = min(w - 2 * margin, int(1180 * k))
        self.summary = theme.wrap(self.spec.summary(language()), px(19, k),
                                  width - 2 * pad)[:3]
        line = theme.line_height(px(19, k))
        self.title_h = max(int(64 * k), theme.line_height(int(50 * k), "title"))
        self.heading_h = max(int(42 * k), theme.line_height(int(24 * k), "bold") + int(10 * k))
        header = self.title_h + len(self.summary) * line + int(26 * k) + self.heading_h
        footer = int(40 * k) + int(56 * k)
        left, _right = self.columns
        low, high = self.spec.players
        right_rows = len(_right) if self.solo else high + (1 if low < high else 0)
        rows = max(len(left), right_rows)  # the most seats, always
        room = h - 2 * margin - 2 * int(20 * k) - header - footer
        least = theme.line_height(int(22 * k)) + max(6, int(12 * k))  # the words of a row
        row = max(int(40 * k), least, min(int(60 * k), room // max(rows, 1)))
        height = min(h - 2 * margin, 2 * int(20 * k) + header + rows * row + footer)
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (w // 2, h // 2)
        self.inner = inner = self.panel.inflate(-2 * pad, -2 * int(20 * k))
        self.headings_y = inner.top + header - self.heading_h
        self._layout_columns(inner.top + header, row, row - max(6, int(12 * k)))
        bw, bh, gap = int(210 * k), int(56 * k), int(24 * k)
        order = (self.bottom[2], self.bottom[1], self.bottom[0])  # Back, Rules, Start
        total = 3 * bw + 2 * gap
        for i, button in enumerate(order):
            button.rect = pygame.Rect(inner.centerx - total // 2 + i * (bw + gap),
                                      inner.bottom - bh, bw, bh)
        self.hint_y = inner.bottom - bh - int(12 * k)

    def _layout_columns(self, top: int, row: int, height: int) -> None:
        k = self.app.k
        inner = self.inner
        left, right = self.columns
        gap = int(48 * k)
        left_w = (inner.width - gap) * 45 // 100 if left else 0
        right_w = inner.width - left_w - (gap if left else 0)
        self.left_x, self.right_x = inner.x, inner.right - right_w
        self.left_w, self.right_w = left_w, right_w
        for i, widget in enumerate(left):
            widget.rect = pygame.Rect(inner.x, top + i * row, left_w, height)
        y = top
        name_w = min(int(230 * k), right_w * 2 // 5)
        fields = {id(kind): field for kind, field in self.seat_rows}
        for widget in right:
            if widget is self.deal_field:
                label_w = theme.font(int(22 * k), "bold").size(widget.label)[0] + int(24 * k)
                widget.rect = pygame.Rect(self.right_x + label_w, y, right_w - label_w, height)
                y += row
                continue
            if isinstance(widget, TextField):
                continue
            if id(widget) in fields:
                x = self.right_x + int(50 * k)
                widget.rect = pygame.Rect(x, y, right_w - name_w - int(62 * k), height)
                fields[id(widget)].rect = pygame.Rect(self.right_x + right_w - name_w, y,
                                                      name_w, height)
            else:
                widget.rect = pygame.Rect(self.right_x, y, right_w, height)
            y += row

    # -- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        theme.felt(surface)
        k = self.app.k
        theme.panel(surface, self.panel, radius=int(18 * k))
        name = game_name(self.spec)
        size = fit_size(name, int(50 * k), self.inner.width, "title")
        title_text(surface, name, size, (self.inner.centerx, self.inner.top), anchor="midtop")
        y = self.inner.top + self.title_h
        for line in self.summary:
            theme.text(surface, line, px(19, k), (self.inner.centerx, y), color=theme.INK_DIM,
                       anchor="midtop")
            y += theme.font(px(19, k)).get_linesize()
        left, right = self.columns
        for x, width, words, shown in ((self.left_x, self.left_w, _("The game"), left),
                                       (self.right_x, self.right_w,
                                        _("Dealing") if self.solo else _("Who plays"), True)):
            if shown:
                theme.text(surface, words, int(24 * k), (x, self.headings_y), color=theme.GOLD,
                           kind="bold")
                y = self.headings_y + self.heading_h - int(10 * k)
                pygame.draw.line(surface, theme.FELT_LIGHT, (x, y), (x + width, y),
                                 max(1, int(2 * k)))
        self._draw_rows(surface, k)
        hint = getattr(self.form.focused, "hint", "")
        if hint:
            size = fit_size(hint, px(19, k), self.inner.width)
            theme.text(surface, hint[:1].upper() + hint[1:], size,
                       (self.inner.centerx, self.hint_y), color=theme.INK_DIM,
                       anchor="midbottom")

    def _draw_rows(self, surface: pygame.Surface, k: float) -> None:
        kinds = {id(kind): i for i, (kind, _f) in enumerate(self.seat_rows)}
        for i, widget in enumerate(self.form.widgets):
            focused = i == self.form.focus
            if widget is self.start_button:
                draw_primary(surface, widget, k, focused=focused)
            elif isinstance(widget, TextField):
                if widget is self.deal_field:
                    theme.text(surface, widget.label, int(22 * k),
                               (self.right_x, widget.rect.centery), kind="bold",
                               anchor="midleft")
                draw_text_field(surface, widget, k, focused=focused, blink=self.clock)
            elif id(widget) in kinds:
                seat = kinds[id(widget)]
                draw_badge(surface, seat + 1, widget.rect, k, human=self.seats[seat].human)
                draw_value_choice(surface, widget, k, focused=focused)
            else:
                draw_button(surface, widget, k, focused=focused)


def _values(option: OptionSpec) -> list[tuple[Any, str]]:
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
    return [(v, _(VALUE_LABELS[v]) if _hashable(v) and v in VALUE_LABELS else str(v))
            for v in values]


def _hint(help_text: str) -> str:
    """An option's help for players: without the rule references ("[ES-3]") of RULES.md."""
    return re.sub(r"\s*\[[A-Z]{2}-\d+\]", "", help_text).strip()


def _hashable(value: Any) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True


def draw_badge(surface: pygame.Surface, number: int, row: pygame.Rect, k: float, *,
               human: bool) -> None:
    """The seat number in a disc left of its row: red for a person, dark for the computer."""
    radius = int(19 * k)
    centre = (row.x - int(10 * k) - radius, row.centery)
    pygame.draw.circle(surface, theme.RED if human else theme.FELT_DARK, centre, radius)
    pygame.draw.circle(surface, theme.GOLD, centre, radius, max(1, int(2 * k)))
    theme.text(surface, str(number), int(20 * k), centre, kind="bold", anchor="center")


def draw_value_choice(surface: pygame.Surface, widget: Choice, k: float, *,
                      focused: bool) -> None:
    """A choice showing only its value, centred between two arrows."""
    rect = widget.value_rect = widget.rect
    plate(surface, rect, k, theme.BUTTON_HOVER if focused else theme.BUTTON, focused=focused)
    pad = int(16 * k)
    value = widget.options[widget.index][1]
    size = fit_size(value, int(21 * k), rect.width - 5 * pad, "bold")
    theme.text(surface, value, size, rect.center, color=theme.BUTTON_TEXT, kind="bold",
               anchor="center")
    for anchor, x, arrow in (("midleft", rect.x + pad, "‹"), ("midright", rect.right - pad, "›")):
        theme.text(surface, arrow, int(28 * k), (x, rect.centery - int(2 * k)), color=MUTED,
                   kind="bold", anchor=anchor)
