"""Where the HUD's things lie: each zone's words and the cards lying face up on its pile,
each seat's name and figures, the prompt, the title, the menu button, the score panel and the
tally. The HUD says what to write where; ``words`` decides how it fits (the moves tried on a crowded
block, in order). Worked out without drawing, so tests and the HUD's drawing ask the same."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from ... import store
from ...cards import Card
from ...i18n import _, game_name, tr
from .. import theme
from ..match import Match
from . import words
from .hud_call import band_rect, call_lines, place_call
from .hud_marks import Mark, marks_rects
from .hud_panel import ScorePanel, fitted_panel
from .hud_ports import Get, Moment, Pictures, Places, PressPadView, Reflexes, Scaled, SoloInfo
from .hud_tally import TallyLaid, fitted_tally
from .layout import Layout, ZoneBox, ZoneStyle
from .sprites import LIFT, raised_by
from .words import WORDS_ROOM, Line, Placed, Room, block_rect


@dataclass
class Figures:
    """The public figures the view showed last (``view.info``), and its zones as it showed
    them with those figures."""

    info: dict[str, Any] = field(default_factory=dict)
    zones: dict[str, list[Card | None]] = field(default_factory=dict)


@dataclass
class Laid:
    """Where the HUD's things lie in one frame, worked out once: the cards lying face up on
    each pile, each zone's words, each seat's name and figures, the prompt."""

    marks: dict[str, list[Mark]]
    labels: dict[str, Placed]
    seats: dict[int, Placed]
    prompt: Placed
    call: Placed = field(default_factory=list)  # a call to react, in its band (``hud_call``)

    def label_rects(self) -> list[pygame.Rect]:
        """The zones' words (a block as one rectangle) and their face-up cards."""
        rects = [mark.rect for marks in self.marks.values() for mark in marks]
        return rects + [block_rect(placed) for placed in self.labels.values() if placed]


class HudPlaces:
    """Where the HUD's things lie in a window: ``match`` and ``layout`` say what to show,
    ``figures`` the figures shown, ``places`` where the cards lie, ``moment`` what the table
    is doing; the seats' pictures (``stage``), the solitaire's bar (``solo``), the reflex
    window (``reflex``), the press buttons (``pad``) and the prompt's words (``prompt``) are
    got when asked."""

    def __init__(self, match: Match, layout: Layout, app: Scaled, figures: Figures, *,
                 places: Places, moment: Moment, stage: Get[Pictures], solo: Get[SoloInfo],
                 reflex: Get[Reflexes], pad: Get[PressPadView],
                 prompt: Callable[[], str]) -> None:
        self.match, self.layout, self.app, self.figures = match, layout, app, figures
        self.places, self.moment = places, moment
        self._stage, self._solo, self._reflex, self._pad = stage, solo, reflex, pad
        self._prompt = prompt
        # the shares of the player's text size the zones' words, and the seats' words and the
        # prompt, are drawn at; and the step that fits, per window and text size
        self.share: tuple[float, float] = (1.0, 1.0)
        self._steps: dict[tuple, tuple[int, ...]] = {}
        self._least_room = 0  # the least width centred words may take (``_room_over``)
        self._room: Room | None = None  # what this lay-out's words keep off

    @property
    def k(self) -> float:
        return self.app.k

    @property
    def players(self) -> int:
        return self.match.game.players

    def name(self, seat: int) -> str:
        return self.match.name(seat)

    def shown_on(self, zone: str) -> list[Card]:
        """The cards lying face up on ``zone``'s pile, as the view says with its figures; none
        while a move being shown has taken them away (the figures are then out of date)."""
        pile = self.places.piles.get(zone, [])
        if not pile:
            return []
        shown = self.layout.shown_cards(zone, self.figures.zones.get(zone, []), self.figures.info)
        present = {sprite.card for sprite in pile}
        return shown if all(card in present for card in shown) else []

    def zone_label(self, zone: str, box: ZoneBox, shown: list[Card] | None = None) -> str:
        """The adapter's words for ``zone``, else its words for a seat's zone, else the
        generic ones (the stock's count); ``shown``: the cards lying face up on it, when
        already known."""
        count = len(self.places.piles.get(zone, []))
        shown = self.shown_on(zone) if shown is None else shown
        own = self.layout.zone_label(zone, count, self.figures.info, shown=shown)
        if own is not None:
            return own
        kind, _sep, seat = zone.partition(":")
        if seat.isdigit() and int(seat) < self.players:
            # "yours" only to the one person playing, from his own seat (a replay seen
            # through a computer's eyes names the computer)
            humans = self.match.humans
            yours = (int(seat) == self.moment.viewer and len(humans) == 1
                     and int(seat) in humans)
            own = self.layout.seat_zone_label(zone, int(seat), count, self.figures.info,
                                              self.name(int(seat)), yours)
            if own is not None:
                return own
        if kind == "stock" and box.show_count:
            return tr("Stock · {n}", n=count)
        return ""

    def marks_rects(self, zone: str, box: ZoneBox, size: tuple[int, int],
                    shown: list[Card]) -> list[Mark]:
        """Where the cards lying face up on the zone's pile (``shown``) are drawn."""
        if not shown:
            return []
        cw, ch = self.places.card_dims
        pile = self.places.piles.get(zone, [])
        top = pile[-1].rect(cw, ch).center if pile else box.rect.center
        return marks_rects(shown, box, top, (cw, ch), self.k, size)

    def label_block(self, zone: str, box: ZoneBox, size: tuple[int, int],
                    marks: list[Mark], room: int | None = None) -> Placed:
        """The zone's words, beside it and the cards lying face up on it (``marks``), clear
        of the outline the zone gets when a card may go there; ``room``: the width words over
        or under it may take (``_lay_out`` narrows the words of piles side by side, said
        shorter first)."""
        shown = [mark.card for mark in marks]
        label = self.zone_label(zone, box, shown)
        count = len(self.places.piles.get(zone, []))
        if room is not None:  # its words run into a neighbour's: said shorter if they can be
            label = words.said_shorter(
                label, self.layout.short_zone_label(zone, count, self.figures.info, shown))
        if not label:
            return []
        lines = [Line(line, small_text(self.k) * self.share[0], theme.INK_DIM, "sans")
                 for line in label.split("\n")]
        beside = box.rect.unionall([mark.rect for mark in marks])
        if box.style == ZoneStyle.STACK and count:  # a thick pile's top card lies above its place
            cw, ch = self.places.card_dims
            top = pygame.Rect(0, 0, cw, ch)
            top.center = tuple(map(int, box.positions(count, cw, ch)[-1]))
            beside = beside.union(top)
        return words.fit_pile_words(
            lines, box.rect, beside, box.text_side or "below", box.text_offset,
            lambda side: self._outline_reach(box, side), self._room_over(box),
            self._room_for(size), lambda: self.bar_rects(size), room)

    def _outline_reach(self, box: ZoneBox, side: str) -> int:
        """How far past the box the outline of a legal drop reaches (``TableInput.draw``)."""
        if not box.drop_target:
            return 0
        cw, ch = self.places.card_dims
        width = max(2, int(4 * self.k))
        return (ch // 10 if side in ("above", "below") else cw // 4) + width

    def lay_out(self, size: tuple[int, int]) -> Laid:
        """Where everything of the HUD lies now, in a window of ``size``. Where the player's
        large text would lay words on cards, on other words or out of the window, the words at
        fault (the zones', or the players' names and the prompt) step back toward their
        normal size until they fit (``words.step_back``); and stay so in this window, rather
        than change size as the match goes."""
        key = (size, theme.text_factor())
        shares = text_shares()

        def at(steps: tuple[int, ...]) -> Laid:
            self.share = (shares[steps[0]], shares[steps[1]])
            return self._lay_out(size)

        laid, self._steps[key] = words.step_back(
            at, lambda laid: self._crowded(laid, size), self._steps.get(key, (0, 0)),
            len(shares) - 1, pushed={1: 0})  # names at their least, pushed by the zones' words
        return laid

    def _crowded(self, laid: Laid, size: tuple[int, int]) -> set[int]:
        """Whose words (0: the zones', 1: the seats' and the prompt) lie on cards at rest, on
        other words or out of the window."""
        cards = [*self._room_for(size).cards(),
                 *(mark.rect for marks in laid.marks.values() for mark in marks)]
        blocks = [(0, block_rect(placed)) for placed in laid.labels.values() if placed]
        blocks += [(1, block_rect(placed)) for placed in (*laid.seats.values(), laid.prompt)
                   if placed]
        fixed = self.bar_rects(size) + self.corner_rects(size, laid)
        window = pygame.Rect((0, 0), size)
        faults = set()
        for i, (group, rect) in enumerate(blocks):
            if (not window.contains(rect) or rect.collidelist(cards) >= 0
                    or rect.collidelist(fixed) >= 0):
                faults.add(group)
            for other, rect_2 in blocks[i + 1:]:
                if rect.colliderect(rect_2):
                    faults |= {group, other}
        return faults

    def _room_for(self, size: tuple[int, int]) -> Room:
        """What this lay-out's words keep off: the cards at rest on the table (raised ones
        where they are raised to) and what is drawn over the table, each found when first
        asked in a lay-out."""
        if self._room is None or self._room.size != size:
            self._room = Room(size, self.k, max(1, self.places.card_dims[0] // 4),
                              self._resting_cards, lambda: self._fixed_rects(size))
        return self._room

    def _resting_cards(self) -> list[pygame.Rect]:
        cw, ch = self.places.card_dims
        flying = self.places.flying
        return [sprite.rect(cw, ch).move(0, int(sprite.lift * ch * LIFT))
                for pile in self.places.piles.values() for sprite in pile
                if sprite not in flying]

    def _fixed_rects(self, size: tuple[int, int]) -> list[pygame.Rect]:
        """What is drawn over the table at a place of its own: the title, the menu button, the
        score panel, a lone player's press buttons, the seats' pictures."""
        rects = self.bar_rects(size) + self.corner_rects(size)
        pad = self._pad().area(size, self.k)
        rects += [pad] if pad else []
        return rects + list(self._stage().picture_rects(size).values())

    def _lay_out(self, size: tuple[int, int]) -> Laid:
        marks, labels = {}, {}
        self._least_room = WORDS_ROOM * self.places.card_dims[0]  # read once: not cheap
        self._room = None  # the cards at rest and what is drawn over, found when first asked
        boxes = self.places.boxes
        for zone, box in boxes.items():
            if not zone.startswith("hand:"):
                marks[zone] = self.marks_rects(zone, box, size, self.shown_on(zone))
                labels[zone] = self.label_block(zone, box, size, marks[zone])
        centred = [(zone, block_rect(placed), boxes[zone].rect.centerx)
                   for zone, placed in labels.items()
                   if placed and words.centred(boxes[zone].text_side or "below")]
        for zone, room in words.between_neighbours(centred, int(8 * self.k)).items():
            labels[zone] = self.label_block(zone, boxes[zone], size, marks[zone], room)
        laid = Laid(marks, labels, {}, self.prompt_block(size))
        avoid = laid.label_rects()
        for seat in range(self.players):  # each clear of the seats' words placed before it
            laid.seats[seat] = placed = self.seat_block(seat, size, avoid)
            if placed:
                avoid = [*avoid, block_rect(placed)]
        laid.call = self.call_block(size, [*avoid, *([block_rect(laid.prompt)] if laid.prompt
                                                      else [])])
        return laid

    def call_block(self, size: tuple[int, int], taken: list[pygame.Rect]) -> Placed:
        """What the people at the keyboard are called to press now, by the press buttons,
        clear of ``taken`` (the words placed), the cards and the countdown bar."""
        reflex = self._reflex()
        if not reflex.open or self.moment.busy():
            return []
        texts = call_lines(self.layout, self.figures.info, reflex.humans(),
                           self.match.game.presses, reflex.key_names, self.name)
        if not texts:
            return []
        k = self.k
        bar = self._stage().deadline_rect(size, k)
        return place_call(texts, int(19 * k) * self.share[1], k, self._pad().area(size, k),
                          [*taken, *([bar] if bar else [])], self._room_for(size))

    def seat_block(self, seat: int, size: tuple[int, int],
                   avoid: list[pygame.Rect]) -> Placed:
        """The player's name (gold when it is his turn) and his figures, beside his hand,
        moved further out past what lies in the way (``avoid``: the zones' words, the
        cards face up on their piles and the seats' words placed before)."""
        box = self.places.boxes.get(self.layout.seat_zone(seat))
        if box is None:
            return []
        k, game, info = self.k, self.match.game, self.figures.info
        acting = seat in game.actors() and not self.moment.busy()
        if self._reflex().active:  # everyone may press: gold is whose turn it is, or a duel's
            acting = seat == info.get("turn") or seat in self.layout.lit_seats(info)
        name = self.name(seat)
        if info.get("dealer") == seat and self.players > 1:  # alone, nobody else deals
            name += " · " + _("deals")
        ink = theme.INK_DIM if self.layout.seat_out(seat, info) else (
            self.layout.seat_ink(seat, info) or theme.SIDES[game.team_of(seat) % len(theme.SIDES)]
            if game.teamed else theme.INK)
        share = self.share[1]
        small = small_text(k) * share
        lines = [Line(name, int(22 * k) * share, theme.GOLD if acting else ink, "bold")]
        lines += [Line(text, small, theme.INK_DIM, "sans")
                  for text in self.layout.seat_lines(seat, info) if text]
        if acting and self.moment.thinks(seat):
            lines.append(Line(_("thinking…"), small, theme.GOLD, "sans"))
        piles = [other.rect for other in self.places.boxes.values() if other is not box]
        return words.fit_seat_words(lines, box.rect, box.text_side or "left", box.text_offset,
                                    self._room_over(box), avoid, piles, self._room_for(size))

    def bubble_rects(self, size: tuple[int, int]) -> list[pygame.Rect]:
        """Where the seats' bubbles lie now (``Stage.bubble_places``)."""
        return self._stage().bubble_rects(size, self.k)

    def _room_over(self, box: ZoneBox) -> int:
        """How wide words centred over or under ``box`` may be: as wide as it, and at least
        ``WORDS_ROOM`` cards (a lone pile's words reach past it, not onto the next cards)."""
        return max(box.rect.width, self._least_room)

    def prompt_block(self, size: tuple[int, int]) -> Placed:
        """What the player may do, over his hand, above a card raised under the pointer."""
        moment, k = self.moment, self.k
        box = self.places.boxes.get(self.layout.seat_zone(moment.bottom))
        if moment.viewer is None or moment.busy() or moment.script:
            return []
        if not moment.viewer_may_act():
            return []
        asked = self._prompt()
        if not asked:  # nothing asked (a call to react says it in its band)
            return []
        ch = self.places.card_dims[1]
        line = Line(asked, int(19 * k) * self.share[1], theme.GOLD, "bold")
        rect = pygame.Rect((0, 0), words.text_size(line.text, line.size, line.kind))
        window = pygame.Rect((0, 0), size).inflate(-int(16 * k), 0)
        if box is not None:  # whole on a line, else in two, else only what is asked ("Tu turno")
            width = max(box.rect.w, size[0] * 2 // 5)
            tries = [[line], [line._replace(text=text) for text in theme.wrap(
                asked, line.size, width, line.kind)],  # type: ignore[arg-type]
                [line._replace(text=asked.split(":")[0])]]
            for lines in tries:
                found = self._prompt_spot(lines, box, window, size)
                if found:
                    return found
        if box is None:  # no hand to be over: under the title bar, where a solitaire leaves room
            top = self.menu_rect(size).bottom + int(8 * k)
            solo = self._solo()
            if solo.shown:  # and under the deal's figures, however large the text
                top = max(top, solo.info_rect().bottom + int(k))
            rect.midtop = (size[0] // 2, top)
            return [(line, rect.clamp(window))]
        # no room anywhere: over the hand, as it always was
        rect.midbottom = (box.rect.centerx, box.rect.top - raised_by(ch, k) - int(6 * k))
        return [(line, rect.clamp(window))]

    def _prompt_spot(self, lines: list[Line], box: ZoneBox, window: pygame.Rect,
                     size: tuple[int, int]) -> Placed:
        """The prompt's lines over the hand; else, where that covers another pile or a
        picture, beside it; never on the hand itself. Empty where no spot is clear."""
        k, (cw, ch) = self.k, self.places.card_dims
        sizes = [words.text_size(line.text, line.size, line.kind) for line in lines]
        rect = pygame.Rect(0, 0, max(w for w, _h in sizes), sum(h for _w, h in sizes))
        gap = int(12 * k)
        spots = [("midbottom", (box.rect.centerx, box.rect.top - raised_by(ch, k) - int(6 * k))),
                 ("midright", (box.rect.left - gap, box.rect.centery)),
                 ("midleft", (box.rect.right + gap, box.rect.top - gap))]
        others = [b.rect for b in self.places.boxes.values()]
        others += [sprite.rect(cw, ch) for pile in self.places.piles.values() for sprite in pile]
        others += list(self._stage().picture_rects(size).values())
        bar = self._stage().deadline_rect(size, k)
        others += [bar] if bar else []  # the countdown is never drawn through the prompt
        for anchor, point in spots:
            setattr(rect, anchor, point)
            placed = rect.clamp(window)
            if placed.collidelist(others) < 0:
                found, y = [], placed.top
                for line, (w, h) in zip(lines, sizes, strict=True):
                    found.append((line, pygame.Rect(placed.centerx - w // 2, y, w, h)))
                    y += h
                return found
        return []

    def messages_above(self, size: tuple[int, int]) -> int | None:
        """Where messages for the player may end, over the prompt (None: no hand to be over)."""
        box = self.places.boxes.get(self.layout.seat_zone(self.moment.bottom))
        if box is None:
            return None
        k = self.k
        line = theme.font(int(19 * k), "bold").get_linesize()
        y = box.rect.top - raised_by(self.places.card_dims[1], k) - line - int(12 * k)
        if y < self.menu_rect(size).bottom + 2 * line:  # a hand at the top: no room above
            return None  # the messages go under the title bar
        return y

    def title_rect(self) -> pygame.Rect:
        k = self.k
        title = game_name(self.match.game.spec)
        return pygame.Rect((int(16 * k), int(12 * k)), theme.font(int(20 * k), "title").size(title))

    def menu_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """The menu button, drawn at 0.8 of the scale, as large as its words need."""
        k = self.k
        face = theme.font(int(22 * k * 0.8), "bold")
        rect = pygame.Rect(0, 0, max(int(150 * k), face.size(_("Menu (Esc)"))[0] + int(30 * k)),
                           max(int(40 * k), face.get_linesize() + int(8 * k)))
        rect.topright = (size[0] - int(14 * k), int(12 * k))
        return rect

    def bar_rects(self, size: tuple[int, int]) -> list[pygame.Rect]:
        """What lies along the top of the window: the title, the menu's and the log's buttons."""
        return [self.title_rect(), self.menu_rect(size), self.log_rect(size)]

    def log_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """The log's button, left of the menu's, drawn at the same scale."""
        k = self.k
        face = theme.font(int(22 * k * 0.8), "bold")
        menu = self.menu_rect(size)
        rect = pygame.Rect(0, 0, face.size(_("Moves (L)"))[0] + int(30 * k), menu.h)
        rect.topright = (menu.left - int(10 * k), menu.top)
        return rect

    def text_rects(self, size: tuple[int, int],
                   laid: Laid | None = None) -> list[tuple[str, str, pygame.Rect]]:
        """Where the table's words lie: (kind, whose, rectangle), kind one of ``title``,
        ``panel``, ``menu``, ``log`` (its button), ``seat`` (whose: the hand), ``label``
        (whose: the zone) and ``prompt`` (whose: "call" for a call to react, as its band is
        drawn); a block of lines is one rectangle."""
        laid = laid or self.lay_out(size)
        found = [("title", "", self.title_rect()), ("menu", "", self.menu_rect(size)),
                 ("log", "", self.log_rect(size))]
        panel, tally = self.score_panel(size, laid), self.tally(size, laid)
        found += [("panel", "", panel.rect)] if panel is not None else []
        found += [("panel", "tally", tally.rect)] if tally is not None else []
        zone_of = self.layout.seat_zone
        blocks = [("seat", zone_of(seat), placed) for seat, placed in laid.seats.items()]
        blocks += [("label", zone, placed) for zone, placed in laid.labels.items()]
        blocks.append(("prompt", "", laid.prompt))
        found += [(kind, whose, block_rect(placed)) for kind, whose, placed in blocks if placed]
        if laid.call:  # the call to react, its band as drawn
            found.append(("prompt", "call", band_rect(laid.call, self.k)))
        return found

    def score_panel(self, size: tuple[int, int], laid: Laid | None = None) -> ScorePanel | None:
        """The adapter's score panel laid out; None for no panel. Where large text would lay
        it on cards or on other words (``laid``), its words give way."""
        panel = self.layout.score_panel(self.figures.info, self.name, self.players)
        if panel is None:
            return None
        k = self.k
        return fitted_panel(*panel, self.layout.score_anchor(size, k), small_text(k) - 1,
                            corner_avoids(self.places.boxes, laid), k)

    def tally(self, size: tuple[int, int], laid: Laid | None = None) -> TallyLaid | None:
        """The adapter's tally of matchsticks laid out (``hud_tally``), in the same corner,
        under the score panel if there is one too; None for no tally."""
        tally = self.layout.tally(self.figures.info, self.name, self.players)
        if tally is None:
            return None
        k = self.k
        x, y = self.layout.score_anchor(size, k)
        panel = self.score_panel(size, laid)
        y = panel.rect.bottom + int(8 * k) if panel is not None else y
        return fitted_tally(tally, (x, y), small_text(k) - 1,
                            corner_avoids(self.places.boxes, laid), k)

    def corner_rects(self, size: tuple[int, int], laid: Laid | None = None) -> list[pygame.Rect]:
        """Where the score panel and the tally lie (none, one or both)."""
        return [found.rect for found in (self.score_panel(size, laid), self.tally(size, laid))
                if found is not None]


def corner_avoids(boxes: dict[str, ZoneBox], laid: Laid | None) -> list[pygame.Rect]:
    """What the score panel and the tally give way to: the zones, and the words laid."""
    avoid = [box.rect for box in boxes.values()]
    if laid is not None:
        avoid += [block_rect(placed) for placed in (*laid.seats.values(),
                                                    *laid.labels.values()) if placed]
    return avoid


def text_shares() -> list[float]:
    """The shares of the player's text size the table's words may step back to, the largest
    first, down to the normal size (not rounded: the last one draws exactly that)."""
    factor = theme.text_factor()
    return [1.0] + [size / factor for size in sorted(store.TEXT_SIZES.values(), reverse=True)
                    if size < factor]


def small_text(k: float) -> int:
    """The size of the table's small words: labels and figures, readable in a small window."""
    return max(12, int(17 * k))
