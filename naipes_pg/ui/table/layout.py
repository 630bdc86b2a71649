"""Where each zone sits and how its cards spread: the part a game's layout adapter says.

A ``Layout`` turns the window size and the viewer's seat into ``ZoneBox``es, relative to the
window so everything scales. Styles: ``row`` (side by side, overlapping when short of room),
``column`` (the same, downwards: a hand at the side of the table), ``cascade`` (a pile spread
downwards from the top of its box, so every card's corner shows; a long one goes on in a
second column), ``stack`` (a pile, squared up, its thickness showing under the top card),
``grid`` (rows of a few). Cards overlap one another only down to their index corner
(``STEP_ACROSS``, ``STEP_DOWN``): a grid adds rows or steps them past its box rather than
hide a card. Zones not named by the adapter get a place from the generic fallback, so a new
game is playable before it has one. Two families of tables are ready to fill: players round
the table with a hand and a pile each (``seated.SeatedLayout``) and round an oval, a stack
each (``ring.RingLayout``); where each seat sits is ``seats``.

Besides places, an adapter may say what the players need to read, through small hooks the
HUD calls without knowing the game: ``zone_label`` (the words beside a zone), ``seat_lines``
(the figures under a player's name), ``score_panel`` (a small table of the match score),
``shown_cards`` (captured cards that lie face up on a pile, like Escoba's escobas),
``hand_result`` (the table of figures at the end of a hand), ``score_unit`` (what the match's
final figures count) and ``reaction`` (what a person is called to press now, in a real-time
game, with its key). The table's input asks it too:
which place a click acts on (``place_of``), whether such an action also gets a button
(``zone_button``), what a choice among several actions lights (``involved``) and where the
buttons go without a hand (``button_row``). A game played with calls and a score on paper
says more through the hooks of ``layout_calls.CallHooks``, which ``Layout`` takes in. The
words find their room by the moves of ``words`` (``docs/decisions.md``, "Words that find
their room"): an adapter is written to them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, Protocol

import pygame

from ...cards import Card
from ...i18n import _, tr
from ...rules.events import Event
from .. import theme
from ..art import card_size
from .layout_amounts import AmountHooks
from .layout_calls import CallHooks
from .layout_defaults import default_picture_rect, press_words
from .layout_hand import HandHooks
from .layout_look import LookHooks
from .seats import seat_position
from .sprites import STACK_SHOWN, CardSprite, raised_by
from .telling import Teller, Told, seat_in_name

NameOf = Callable[[int], str]

# The hand results the generic hand table lists, by their ``HandOver.results`` key.
RESULT_ROWS = {
    "hand_wins": "Hands won",
    "points": "Points",
    "scores": "Total points",
    "cards": "Cards",
}

LABEL_LINE = 24  # the height of a line of a zone's words, at the design size
NAME_ROOM = 200  # how wide a player's name and figures may be, at the 1280×800 design size
PANEL_ROWS_UP_TO = 3  # players a score panel lists; with more, each seat shows its own figure
# The least step between overlapping face-up cards, as a fraction of a card, so the index
# corner of the one below shows (sprites.INDEX_CORNER, with a hair to spare, for either deck).
STEP_ACROSS = 0.24
STEP_DOWN = 0.25
PILE_THICKNESS = 0.1  # how far, in card heights, a pile of 12 cards or more stands up


class ZoneStyle(str, Enum):
    """How a zone's cards spread (see the module's docstring). A ``str``: a style compares
    equal to its word ("stack"), and an adapter may still give the word."""

    ROW = "row"
    COLUMN = "column"
    CASCADE = "cascade"
    STACK = "stack"
    GRID = "grid"
    CROSSWISE = "crosswise"  # a stack, each card turned a quarter

    __str__ = str.__str__  # the word itself, as a plain string prints


@dataclass
class ZoneBox:
    """One zone's place. ``text_side`` says where its words go (a hand's: the player's name):
    ``below``, ``above``, ``left`` or ``right`` of ``rect`` ("": left of a hand, below
    anything else), ``text_offset`` pixels further out than usual. ``marks`` says how the face-up
    cards of ``Layout.shown_cards`` are drawn: ``crosswise`` under the pile, or a ``fan``
    of small cards on the ``marks_side`` of it."""

    rect: pygame.Rect
    style: ZoneStyle = ZoneStyle.ROW
    face_up: bool = True
    label: str = ""
    drop_target: str | None = None
    show_count: bool = False
    max_per_row: int = 10
    text_side: str = ""
    text_offset: int = 0  # pixels further out than usual (clear of a neighbour's words)
    marks: str = "crosswise"
    marks_side: str = "left"
    slot: bool = True  # an empty stack shows its place; False: nothing (a deal's source)

    def __post_init__(self) -> None:
        self.style = ZoneStyle(self.style)

    def drawn(self, pile: list[CardSprite], card_w: int) -> list[CardSprite]:
        """The cards of ``pile`` the table draws: a squared-up pile's top few (the others lie
        hidden under them), every card of a zone that spreads them."""
        return pile[-STACK_SHOWN:] if self.style == ZoneStyle.STACK else pile

    def positions(self, count: int, card_w: int, card_h: int) -> list[tuple[float, float]]:
        """Card centres for ``count`` cards, bottom of the pile first."""
        r = self.rect
        if count == 0:
            return []
        if self.style in (ZoneStyle.STACK, ZoneStyle.CROSSWISE):  # crosswise: turned a quarter
            return [(r.centerx + dx, r.centery + dy)
                    for dx, dy in stack_offsets(count, card_h)]
        if self.style == ZoneStyle.GRID:
            return self._grid(count, card_w, card_h)
        if self.style == ZoneStyle.COLUMN:
            return [(r.centerx, y) for y in self._spread(count, card_h, r.height, r.centery,
                                                         card_h * 0.3)]
        if self.style == ZoneStyle.CASCADE:
            return self._cascade(count, card_w, card_h)
        least = card_w * STEP_ACROSS if self.face_up else 0.0
        return [(x, r.centery) for x in self._spread(count, card_w, r.width, r.centerx,
                                                     least=least)]

    def card_positions(self, cards: Sequence[Card | None], card_w: int,
                       card_h: int) -> list[tuple[float, float]]:
        """Card centres for ``cards``, bottom of the pile first: by their count alone, unless
        a box places each card by what it is (a row built by rank, a gap where one is
        missing)."""
        return self.positions(len(cards), card_w, card_h)

    def landing(self, card: Card, card_w: int, card_h: int) -> pygame.Rect | None:
        """Where ``card`` would lie here, for a box that places each card by what it is (a row
        built by rank): the spot a card picked up is shown going to. None: the place as a
        whole is lit."""
        return None

    def _cascade(self, count: int, card_w: int, card_h: int) -> list[tuple[float, float]]:
        """Downwards from the top of the box, a corner's height apart at the closest; what
        does not fit goes on in another column a little to the right, over the first one's
        right side (its corners still show)."""
        r = self.rect
        step = card_h * STEP_DOWN
        per_column = max(1, int((r.height - card_h) / step) + 1)
        return [(r.centerx + (i // per_column) * card_w * 0.3,
                 r.top + card_h / 2 + (i % per_column) * step) for i in range(count)]

    def _grid(self, count: int, card_w: int, card_h: int) -> list[tuple[float, float]]:
        """Balanced rows (7 cards lie 4 + 3, not 6 + 1); rows overlap when short of height, but
        never over the index corners of the row above."""
        r = self.rect
        rows = self._grid_rows(count, card_w, card_h)
        per_row = -(-count // rows)
        step = card_h * 1.06
        if rows > 1:
            step = max(card_h * STEP_DOWN, min(step, (r.height - card_h) / (rows - 1)))
        out = []
        for i in range(count):
            row, col = divmod(i, per_row)
            in_row = min(per_row, count - row * per_row)
            x = self._spread(in_row, card_w, r.width, r.centerx, least=card_w * STEP_ACROSS)[col]
            out.append((x, r.centery + (row - (rows - 1) / 2) * step))
        return out

    def _grid_rows(self, count: int, card_w: int, card_h: int) -> int:
        """The number of rows (of at most ``max_per_row``) that hides the least of any card;
        the fewest rows among equals."""
        r = self.rect

        def shown(rows: int) -> float:
            per_row = -(-count // rows)
            across = 1.0 if per_row < 2 else (r.width - card_w) / (per_row - 1) / card_w
            down = 1.0 if rows < 2 else (r.height - card_h) / (rows - 1) / card_h
            return min(1.0, across, down)

        fewest = -(-count // max(1, self.max_per_row))
        return max(range(fewest, max(fewest, count) + 1), key=lambda rows: (shown(rows), -rows))

    @staticmethod
    def _spread(count: int, size: int, room: int, centre: float,
                gap: float | None = None, least: float = 0.0) -> list[float]:
        """``count`` card centres along one line, ``gap`` apart (a little more than a card),
        closer when they would not fit in ``room``, but never closer than ``least``."""
        gap = size * 1.08 if gap is None else gap
        if count > 1 and gap * (count - 1) + size > room:
            gap = max(least, (room - size) / (count - 1))
        return [centre + (i - (count - 1) / 2) * gap for i in range(count)]


class Lying(Protocol):
    """Where the cards lie on a table: each zone's place, the sprites on it, a card's size."""

    @property
    def piles(self) -> dict[str, list[CardSprite]]: ...

    @property
    def boxes(self) -> dict[str, ZoneBox]: ...

    @property
    def card_dims(self) -> tuple[int, int]: ...


def stack_offsets(count: int, card_h: int) -> list[tuple[float, float]]:
    """Where each card of a squared-up pile lies against the box's centre: each a little
    higher and to the left of the one under it, so a thick pile looks thick (up to 12 cards),
    the pile's middle at the centre."""
    step = card_h * PILE_THICKNESS / 12
    rise = [min(i, 12) * step for i in range(count)]
    middle = rise[-1] / 2
    return [(-(r - middle) * 0.4, -(r - middle)) for r in rise]


class Layout(CallHooks, HandHooks, AmountHooks, LookHooks):
    """Base adapter: subclasses override ``arrange`` (or ``boxes``) and the hooks they need;
    ``card_width`` sets the card size, which may depend on ``players``."""

    width_fraction = 0.085
    height_fraction = 0.125
    players = 2  # set by ``boxes``

    def card_width(self, size: tuple[int, int]) -> int:
        w, h = size
        return max(40, int(min(w * self.width_fraction, h * self.height_fraction)))

    def card_dims(self, size: tuple[int, int]) -> tuple[int, int]:
        return card_size(self.card_width(size))

    def boxes(self, size: tuple[int, int], viewer: int, players: int,
              zones: list[str]) -> dict[str, ZoneBox]:
        self.players = players
        boxes = generic_boxes(size, viewer, players, zones, self.card_dims(size))
        boxes.update(self.arrange(size, viewer, players, zones))
        return boxes

    def arrange(self, size: tuple[int, int], viewer: int, players: int,
                zones: list[str]) -> dict[str, ZoneBox]:
        """The adapter's own boxes; any zone it leaves out keeps its generic place."""
        return {}

    # -- what the HUD shows: each hook returns None (or nothing) for the generic HUD -----------

    def zone_label(self, zone: str, count: int, info: dict[str, Any],
                   shown: Sequence[Card] = ()) -> str | None:
        """The words beside ``zone`` (it holds ``count`` cards, ``shown`` of them drawn face
        up on it: see ``shown_cards``); None: the generic label."""
        return None

    def short_zone_label(self, zone: str, count: int, info: dict[str, Any],
                         shown: Sequence[Card] = ()) -> str | None:
        """``zone_label``'s words said shorter, for a table so crowded that the words of
        piles side by side would run into each other (the HUD wraps what is still too wide);
        None: no shorter way to say them."""
        return None

    def seat_zone_label(self, zone: str, seat: int, count: int, info: dict[str, Any],
                        name: str, yours: bool) -> str | None:
        """The words beside a zone that belongs to ``seat`` (``zone`` is "kind:seat"), whose
        player is called ``name``; ``yours``: the one person at the table sits there. Asked
        when ``zone_label`` says None; None: no words but the generic ones."""
        return None

    def seat_lines(self, seat: int, info: dict[str, Any]) -> list[str]:
        """The figures under a player's name: by default those ``info`` has by well-known
        keys (``hand_wins`` and ``target``, ``scores``); ``seat_extras`` adds a game's own."""
        parts = []
        if "hand_wins" in info:
            parts.append(tr("hands {n} of {target}", n=info["hand_wins"][seat],
                            target=info.get("target", "?")))
        if "scores" in info and seat < len(info["scores"]):
            parts.append(points_text(info["scores"][seat]))
        parts += self.seat_extras(seat, info)
        return [" · ".join(parts)] if parts else []

    def seat_ink(self, seat: int, info: dict[str, Any]) -> tuple[int, int, int] | None:
        """The colour of a player's name when it is not his turn, where the game gives his
        side one of its own (Piles' red and black teams); None: the table's usual ink."""
        return None

    def seat_extras(self, seat: int, info: dict[str, Any]) -> list[str]:
        """A game's own figures after the generic ones on a player's line."""
        return []

    def rising_figures(self, before: dict[str, Any],
                       after: dict[str, Any]) -> list[tuple[int, str]]:
        """Words that rise by a seat's name when the public figures change from ``before``
        to ``after`` (as (seat, words)); points scored rise anyway, from their events."""
        return []

    def use_options(self, options: dict[str, Any]) -> None:
        """The match's options, before anything is placed (a variant may hold more cards)."""

    def hand_started(self, info: dict[str, Any], players: int) -> None:
        """Figures in ``info`` that a new deal sets back before the view says so again."""

    def result_rows(self) -> dict[str, str]:
        """The per-seat results of a ``HandOver`` the generic hand table lists, as key →
        English row label (the label goes through ``_``)."""
        return dict(RESULT_ROWS)

    def move_motion(self, frm: str, to: str) -> tuple[str, float]:
        """How a block of cards moving from ``frm`` to ``to`` is shown: its sound and how
        long the flight takes against a usual one."""
        return "place", 1.0

    def race_label(self, keys: str, seconds: str) -> str:
        """The race button's words while a reflex window is open (``keys``: the keys that
        press it, ``seconds``: the time left)."""
        return tr("Slap ({keys}) · {s} s", keys=keys, s=seconds)

    def press_face(self, press: Any, info: dict[str, Any]) -> tuple[str, str | None] | None:
        """A real-time press as its key and button show it: its words and the name of its
        picture (``art.picture``) or None for words alone; None for a key the game never
        uses (it is then not shown, though the rules still take it)."""
        return press_words(press), None

    def press_prompt(self, info: dict[str, Any], seat: int | None) -> str | None:
        """What ``seat`` (None: several people at the keyboard) is asked to do while the
        presses count; None: the race's words ("Quick! Press Space…"), "": nothing."""
        return None

    def reaction(self, info: dict[str, Any], seat: int,
                 key_of: Callable[[Any], str]) -> str | None:
        """What ``seat`` is called to react to now (a slap window, a face-off), naming each
        press asked for with its key (``key_of(press)``: the key that sends ``press``, one
        of the seat's presses, "" if only a button does); shown in a band of its own by the
        press buttons, unlike a turn's prompt. None: no call now (``press_prompt`` speaks)."""
        return None

    def press_pad(self, size: tuple[int, int], k: float, count: int) -> pygame.Rect:
        """Where a lone player's press buttons lie (``count`` of them, side by side): by
        default a strip along the bottom of the window."""
        w, h = size
        height = int(104 * k) if count <= 8 else int(132 * k)  # more: two rows, words alone
        width = min(w - int(32 * k), min(count, 8) * int(132 * k))
        return pygame.Rect((w - width) // 2, h - height - int(12 * k), width, height)

    # -- what a real-time game shows beyond its cards (ui/table/stage.py); defaults: nothing --

    def seat_zone(self, seat: int) -> str:
        """The zone that is ``seat``'s place at the table: his name and figures go beside it."""
        return f"hand:{seat}"

    def seat_picture(self, seat: int, info: dict[str, Any]) -> tuple[str, str] | None:
        """A picture drawn large at ``seat``'s place and its caption, e.g. his animal."""
        return None

    def picture_rect(self, place: pygame.Rect, size: tuple[int, int],
                     card_dims: tuple[int, int]) -> pygame.Rect:
        """Where a seat's picture lies, given where his zones lie."""
        return default_picture_rect(place, size, card_dims)

    def seat_props(self, seat: int, info: dict[str, Any]) -> list[str]:
        """Small pictures of what ``seat`` holds now (a plush, the totem)."""
        return []

    def centre_spot(self, size: tuple[int, int], card_dims: tuple[int, int]) -> tuple[int, int]:
        """The middle of the table, where a centre picture and big words go."""
        return size[0] // 2, size[1] // 2

    def centre_picture(self, info: dict[str, Any]) -> str | None:
        """A picture in the middle of the table (a free totem, a metronome)."""
        return None

    def beat(self, info: dict[str, Any]) -> tuple[int, int] | None:
        """(next beat in ms, beat length): the centre picture swings to it."""
        return None

    def lit_seats(self, info: dict[str, Any]) -> tuple[int, ...]:
        """Seats lit now (the players of a duel)."""
        return ()

    def lit_zones(self, info: dict[str, Any]) -> tuple[str, ...]:
        """Zones whose top card is ringed now (the cards of a duel)."""
        return ()

    def faded_zones(self, info: dict[str, Any]) -> tuple[str, ...]:
        """Zones whose top card is veiled (a duel nobody won)."""
        return ()

    def big_text(self, info: dict[str, Any]) -> str | None:
        """Words shown big in the middle (a count said aloud)."""
        return None

    def deadline(self, info: dict[str, Any]) -> tuple[int, int] | None:
        """(start, end) in the match's ms of a time running out, drawn as a shrinking bar."""
        return None

    def stamps(self, info: dict[str, Any]) -> list[tuple[str, int]]:
        """(zone, seat) hands laid on piles, in the order they came."""
        return []

    def stamps_after(self, info: dict[str, Any],
                     last: list[tuple[str, int]]) -> list[tuple[str, int]]:
        """The hands left on the piles a moment after their window closed (``last``: those
        seen last; a window closed by its last hand never showed that one)."""
        return last

    def speech(self, event: Any, info: dict[str, Any]) -> str | None:
        """The words a seat says in a bubble for this ``Announced`` (its sound is heard and
        no banner stops the table; "" for the sound alone), or None for the usual banner."""
        return None

    def zone_owner(self, zone: str, players: int) -> int | None:
        """The seat a zone belongs to (``house:1`` is seat 1's), None for a shared place; by
        default the seat its name ends with."""
        return seat_in_name(zone, players)

    def score_reasons(self) -> dict[str, str]:
        """The words of a ``Scored`` reason key that is no call (a call says itself), in the
        player's language: key → words ("escobas")."""
        return {}

    def tell(self, events: Sequence[Event], teller: Teller) -> Sequence[Told] | None:
        """This game's own words for one move's events, as a spectator sees them: what a
        player took, gave or owes, and why (``telling``). None: each event is told by its
        kind; an adapter may tell part of a move and ask ``teller.by_kind`` for the rest."""
        return None

    def silent(self, event: Any) -> bool:
        """Whether this ``Announced`` is shown without its sound (a call's quiet ending)."""
        return False

    def shake(self, event: Any) -> str | None:
        """The zone that jumps for this event (a pile that matched), or None."""
        return None

    def figures_now(self, event: Any) -> dict[str, Any]:
        """The public figures this ``Announced`` changes the moment it is shown (a chip paid
        as a card is turned, before the moves it starts), by their ``view.info`` keys; the
        view says them again once the table is still. None by default."""
        return {}

    def refusal_place(self, card: Card | None) -> str | None:
        """Where ``card``, which can go nowhere, belongs, so the rules say why not there (a
        suit's own row); None: ask ``refusal_target``."""
        return None

    def refusal_target(self, drop_targets: list[str]) -> str | None:
        """Where a card that can go nowhere is tried, so the rules say why it cannot be
        played (``drop_targets``: the table's drop places, in order); None: no reason asked."""
        return drop_targets[0] if drop_targets else None

    # -- what the table's input asks: each hook has a default every game may keep ----------

    def place_of(self, act: Any) -> str | None:
        """The place a click on which does ``act``, an action with no card: by default its
        ``zone`` (``Reveal("stock")``: the stock); None for an action done by a button."""
        zone = getattr(act, "zone", None)
        return zone if isinstance(zone, str) else None

    def zone_button(self, act: Any) -> bool:
        """Whether an action on a place (see ``place_of``) gets a button besides the click on
        its place. By default not; a place the table does not draw always gets one."""
        return False

    def marks_place(self, act: Any) -> bool:
        """Whether the place ``act`` acts on (see ``place_of``) carries the quiet mark of what
        may move while it may be made, as a stock to turn does. A game where any of many
        places may always be chosen alike answers False for those: a mark on each says
        nothing."""
        return True

    def involved(self, act: Any) -> tuple[tuple[Card, ...], tuple[str, ...]]:
        """The cards and places lit, wherever they lie, when ``act`` is one of several a
        gesture may mean: by default the cards it takes (Escoba's capture sets). A choice that
        involves nothing lights the place where its card would go."""
        return tuple(getattr(act, "taken", ())), ()

    def button_row(self, size: tuple[int, int], k: float) -> tuple[int, int]:
        """The centre (x) and top (y) of the row of action buttons when the viewer has no hand
        to put them over: along the bottom edge."""
        return size[0] // 2, size[1] - int(64 * k)

    def score_panel(self, info: dict[str, Any], name_of: NameOf,
                    players: int) -> tuple[str, list[tuple[str, str]]] | None:
        """A small table in a corner: a heading (the target) and a (name, figure) row per
        player; None for no panel."""
        return None

    def score_anchor(self, size: tuple[int, int], k: float) -> tuple[int, int]:
        """The top-left corner of the score panel: under the game's name (``Hud.title_rect``),
        however large the player's text size draws it."""
        return int(14 * k), max(int(44 * k), int(16 * k) + theme.line_height(int(20 * k), "title"))

    def shows_known(self, zone: str, box: ZoneBox) -> bool:
        """Whether a card the view names in ``zone``, a zone drawn face down, lies face up:
        by default where the cards are spread out (a hand: a card shown from it, as a Tute
        cante), not where they are stacked (a taken pile keeps its known cards face down)."""
        return box.style not in (ZoneStyle.STACK, ZoneStyle.CROSSWISE)

    def shown_cards(self, zone: str, cards: list[Card | None],
                    info: dict[str, Any]) -> list[Card]:
        """The cards of ``zone`` that lie face up on it; ``cards`` and ``info`` are the view's
        at one moment (a card the view hides is None). The HUD draws none of them once a move
        being shown has taken one away."""
        return []

    def prompt(self, info: dict[str, Any]) -> str | None:
        """What the player is asked to do now, in the game's words, when the table's generic
        prompt would not say enough (a stage of the game with its own question); None: the
        generic prompt."""
        return None

    def hand_row(self, number: int) -> str:
        """The label of one hand's row in the match result ("Hand 3"; a game that calls its
        deals otherwise says so)."""
        return tr("Hand {n}", n=number)

    def score_unit(self) -> str | None:
        """What the match's final figures count, as an English message id ("Cards left"),
        said beside them in the match's result; None: found from its hands (the points
        scored, or the hands won)."""
        return None

    def ending_unit(self, reason: str) -> str | None:
        """``score_unit`` for a match that ended for ``reason`` (the outcome's): a game whose
        final figures change with how it ended (points, or chips at the deal limit) says so;
        by default the same unit whatever the reason."""
        return self.score_unit()

    def hand_result(self, event: Any, name_of: NameOf, players: int,
                    viewer: int | None = None) -> tuple[str | None, list[list[str]]] | None:
        """The end of a hand as a title (None: the generic "X wins the hand"; ``viewer`` is the
        seat the table is shown to, None in hot-seat) and rows, the first naming the players;
        None for the generic table."""
        return None


def prompt_room(card_h: int, k: float) -> int:
    """The height the prompt over the player's hand takes, clear of a card raised there
    (``Hud.prompt_block`` puts it so)."""
    return raised_by(card_h, k) + int(12 * k) + theme.font(int(19 * k), "bold").get_linesize()


def keyed(words: str, key: str) -> str:
    """A press's words with the key that sends it ("Palmada (2)"); the words alone when no
    key does (only a button)."""
    return tr("{words} ({key})", words=words, key=key) if key else words


def points_text(n: int) -> str:
    return _("1 point") if n == 1 else tr("{n} points", n=n)


def captured_text(n: int) -> str:
    """A capture pile's count, said so it does not read as a hand."""
    return tr("Captured: {n}", n=n)


def box_at(cx: float, cy: float, width: float, height: float, **kw: Any) -> ZoneBox:
    """A box of that size centred on (cx, cy)."""
    rect = pygame.Rect(0, 0, int(width), int(height))
    rect.center = (int(cx), int(cy))
    return ZoneBox(rect, **kw)


def generic_boxes(size: tuple[int, int], viewer: int, players: int, zones: list[str],
                  card: tuple[int, int]) -> dict[str, ZoneBox]:
    """A sensible table for any game: hands around the edge, the rest in the middle."""
    w, h = size
    cw, ch = card
    anchors = {0: (0.5, 0.86), 1: (0.5, 0.13)} if players == 2 else {
        0: (0.5, 0.86), 1: (0.1, 0.5), 2: (0.5, 0.13), 3: (0.9, 0.5), 4: (0.3, 0.13),
        5: (0.7, 0.13)}
    hand_w = 0.36
    if players > len(anchors):  # a crowd: the rivals between the sides share the top edge
        top = players - 3
        anchors = {0: (0.5, 0.86), 1: (0.1, 0.5), players - 1: (0.9, 0.5)}
        anchors.update({2 + i: (0.12 + 0.76 * (i + 0.5) / top, 0.13) for i in range(top)})
        hand_w = min(hand_w, 0.76 / top)
    boxes: dict[str, ZoneBox] = {}
    middle = [z for z in zones if not z.startswith("hand:")]
    for zone in zones:
        if zone.startswith("hand:"):
            seat = int(zone.split(":")[1])
            fx, fy = anchors.get(seat_position(seat, viewer, players), (0.5, 0.5))
            rect = pygame.Rect(0, 0, int(w * hand_w), ch)
            rect.center = (int(w * fx), int(h * fy))
            # the name beside the hand where no neighbour's cards lie
            side = "below" if fy < 0.3 else "above" if fy < 0.7 else ""
            boxes[zone] = ZoneBox(rect, ZoneStyle.ROW, face_up=seat == viewer, text_side=side)
    for i, zone in enumerate(middle):
        cols = max(1, min(4, len(middle)))
        row, col = divmod(i, cols)
        rect = pygame.Rect(0, 0, int(w * 0.7 / cols), ch)
        rect.center = (int(w * (0.15 + 0.7 * (col + 0.5) / cols)), int(h * (0.38 + 0.22 * row)))
        style = ZoneStyle.STACK if zone == "stock" or ":" in zone else ZoneStyle.ROW
        boxes[zone] = ZoneBox(rect, style, face_up=zone != "stock", drop_target=zone)
    return boxes
