"""Everything on the table that is not a card: names, scores, whose turn, labels, banners.

It reads the public figures of ``view.info`` by well-known keys (``hand_wins``, ``scores``,
``dealer``, ``target``), so a new game shows its scores without HUD code; what a game needs
beyond that its layout adapter says through the ``Layout`` hooks (``zone_label``,
``seat_zone_label``, ``seat_lines``, ``rising_figures``, ``score_panel``, ``shown_cards``,
``hand_result``, ``result_rows``, ``race_label``), never by a game id or a zone's name here.

Words are placed first and drawn after, so the places can be asked for without drawing:
``text_rects`` lists where every word of the table lies and ``float_rects`` where rising
points go (tests check that no card and no other words lie there). Points rise beside the
seat that won them, on the side of its name where nothing else lies.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, groupby, pairwise
from typing import Any

import pygame

from ... import store
from ...cards import Card
from ...i18n import _, game_name, names_list, tr
from ...rules.events import HandOver, HandStarted
from .. import art, theme
from ..widgets import Button, draw_button
from .layout import STEP_ACROSS, ZoneBox, stack_offsets
from .sprites import LIFT, draw_slot, raised_by

FLOAT_LIFE = 1.6  # seconds rising points stay
FLOAT_RISE = 26  # how far they rise in that time, at the design size
PILE_EDGE = (236, 228, 208)  # the cream edges of the cards under the top of a pile
PILE_EDGE_LINE = (110, 98, 80)

Line = tuple[str, float, Any, str]  # words, size, colour, kind
Placed = list[tuple[Line, pygame.Rect]]
Mark = tuple[Card, pygame.Rect, int]  # a card lying face up on a pile, where, quarter turns


@dataclass
class Laid:
    """Where the HUD's things lie in one frame, worked out once: the cards lying face up on
    each pile, each zone's words, each seat's name and figures, the prompt."""

    marks: dict[str, list[Mark]]
    labels: dict[str, Placed]
    seats: dict[int, Placed]
    prompt: Placed

    def label_rects(self) -> list[pygame.Rect]:
        """The zones' words (a block as one rectangle) and their face-up cards."""
        rects = [rect for marks in self.marks.values() for _card, rect, _turn in marks]
        return rects + [block_rect(placed) for placed in self.labels.values() if placed]


class Hud:
    def __init__(self, table) -> None:
        self.table = table
        self.info: dict[str, Any] = {}
        self.zones: dict[str, list[Card | None]] = {}  # as the view showed them with ``info``
        self.floats: list[tuple[int, str, float]] = []
        self.buttons: list[Button] = [Button(_("Menu (Esc)"), on_click=table.input.pause)]
        self.press_button = Button(_("Slap!"))
        self.focus_button: int | None = None
        self._laid: Laid | None = None  # laid out by draw_labels for the draw that follows
        self._seats: dict[int, pygame.Rect] | None = None  # where each seat's name was drawn
        # the shares of the player's text size the zones' words, and the seats' words and the
        # prompt, are drawn at; and the step that fits, per window and text size
        self.share: tuple[float, float] = (1.0, 1.0)
        self._steps: dict[tuple, tuple[int, int]] = {}
        self._least_room = 0  # the least width centred words may take (``_room_over``)
        self._fixed: list[pygame.Rect] | None = None  # ``_fixed_rects`` of this lay-out
        self._cards: list[pygame.Rect] | None = None  # ``_resting_cards`` of this lay-out

    # -- state -------------------------------------------------------------------------------

    def refresh(self, view) -> None:
        before = self.info
        self.info = dict(view.info)
        self.zones = {zone: list(cards) for zone, cards in view.zones.items()}
        for seat, text in self.table.layout.rising_figures(before, self.info):
            self.floats.append((seat, text, FLOAT_LIFE))

    def new_hand(self, event: HandStarted) -> None:
        self.info["dealer"] = event.dealer
        self.table.layout.hand_started(self.info, self.players)

    def hand_over(self, event: HandOver) -> None:
        for key, value in event.results.items():
            if isinstance(value, list) and len(value) == self.players:
                self.info[key] = value

    def float_text(self, seat: int, text: str) -> None:
        self.floats.append((seat, text, FLOAT_LIFE))

    def update(self, dt: float) -> None:
        self.floats = [(s, t, left - dt) for s, t, left in self.floats if left - dt > 0]

    @property
    def players(self) -> int:
        return self.table.match.game.players

    def name(self, seat: int) -> str:
        return self.table.match.name(seat)

    def _alone(self) -> bool:
        return len(self.table.match.humans) == 1

    # -- results -----------------------------------------------------------------------------

    def hand_result(self, event: HandOver) -> tuple[str, list[list[str]]]:
        viewer = self.table.viewer
        winners = list(event.winners)
        losers = [s for s in range(self.players) if s not in winners]
        if viewer is not None and winners == [viewer]:
            title = _("You win the hand!")
        elif not winners:
            title = _("Nobody wins the hand")
        elif len(winners) == 1:
            title = tr("{name} wins the hand", name=self.name(winners[0]))
        elif len(losers) == 1:  # all but one won (Nervioso): the one who lost is the news
            title = (_("You lose the hand") if losers[0] == viewer
                     else tr("{name} loses the hand", name=self.name(losers[0])))
        else:
            title = tr("{names} win the hand",
                       names=names_list([self.name(w) for w in winners]))
        own = self.table.layout.hand_result(event, self.name, self.players, viewer)
        if own is not None:
            return own[0] or title, own[1]
        rows = [[""] + [self.name(s) for s in range(self.players)]]
        labels = self.table.layout.result_rows()
        for key, value in event.results.items():
            if isinstance(value, list) and len(value) == self.players and key in labels:
                rows.append([_(labels[key])] + [str(v) for v in value])
        return title, rows

    def match_summary(self, outcome) -> dict[str, Any]:
        if self.table.match.solo:
            return self._solo_summary(outcome)
        viewer = self.table.viewer
        names = [self.name(w) for w in outcome.winners]
        humans = self.table.match.humans
        losers = [s for s in range(self.players) if s not in outcome.winners]
        if not outcome.winners:
            title = _("Nobody wins the match")
        elif len(names) > 1 and len(losers) == 1:  # all but one won: the one who lost
            title = (_("You lose the match") if losers[0] == viewer and len(humans) == 1
                     else tr("{name} loses the match", name=self.name(losers[0])))
        elif viewer is not None and viewer in outcome.winners and len(humans) == 1:
            title = _("You win the match!")
        elif len(names) > 1:
            title = tr("{names} win the match", names=names_list(names))
        elif len(humans) == 1 and humans[0] not in outcome.winners:
            title = tr("{name} wins the match", name=names[0])
        else:
            title = tr("{name} wins the match!", name=names[0])
        lines = [f"{self.name(s)}: {score}" for s, score in enumerate(outcome.scores)]
        return {"game_id": self.table.game_id, "title": title, "lines": lines,
                "winner_names": names, "setup": self.table.match.setup}

    def _solo_summary(self, outcome) -> dict[str, Any]:
        """A person alone: won or not, in how long and in how many moves."""
        from .solo import clock_text, deal_text

        match = self.table.match
        won = 0 in outcome.winners
        title = _("Solitaire done!") if won else _("No way on: this one did not come out")
        rows = [[_("Deal"), tr("no. {number}", number=deal_text(match.game.seed))],
                [_("Time"), clock_text(match.elapsed)], [_("Moves"), str(match.moves)]]
        if outcome.scores:
            rows.append([_("Score"), str(outcome.scores[0])])
        helped = [word for flag, word in ((match.undo_used, _("undo")),
                                          (match.hint_used, _("hints")),
                                          (match.solver_used, _("the solver"))) if flag]
        if helped:
            rows.append([_("Help used"), ", ".join(helped)])
        return {"game_id": self.table.game_id, "title": title, "lines": rows,
                "winner_names": [], "setup": match.setup, "plain": True, "won": won}

    # -- what lies where ---------------------------------------------------------------------

    def shown_on(self, zone: str) -> list[Card]:
        """The cards lying face up on ``zone``'s pile, as the view says with its figures; none
        while a move being shown has taken them away (the figures are then out of date)."""
        pile = self.table.piles.get(zone, [])
        if not pile:
            return []
        shown = self.table.layout.shown_cards(zone, self.zones.get(zone, []), self.info)
        present = {sprite.card for sprite in pile}
        return shown if all(card in present for card in shown) else []

    def zone_label(self, zone: str, box: ZoneBox, shown: list[Card] | None = None) -> str:
        """The adapter's words for ``zone``, else its words for a seat's zone, else the
        generic ones (the stock's count); ``shown``: the cards lying face up on it, when
        already known."""
        count = len(self.table.piles.get(zone, []))
        shown = self.shown_on(zone) if shown is None else shown
        own = self.table.layout.zone_label(zone, count, self.info, shown=shown)
        if own is not None:
            return own
        kind, _sep, seat = zone.partition(":")
        if seat.isdigit() and int(seat) < self.players:
            # "yours" only to the one person playing, from his own seat (a replay seen
            # through a computer's eyes names the computer)
            yours = (int(seat) == self.table.viewer and self._alone()
                     and int(seat) in self.table.match.humans)
            own = self.table.layout.seat_zone_label(zone, int(seat), count, self.info,
                                                    self.name(int(seat)), yours)
            if own is not None:
                return own
        if kind == "stock" and box.show_count:
            return tr("Stock · {n}", n=count)
        return ""

    def marks_rects(self, zone: str, box: ZoneBox, size: tuple[int, int],
                    shown: list[Card]) -> list[Mark]:
        """Where the cards lying face up on the zone's pile (``shown``) are drawn, in drawing
        order, each with its quarter turns (1: to the left, -1: to the right, 0: upright)."""
        if not shown:
            return []
        cw, ch = self.table.card_dims
        if box.marks == "fan":
            return [(card, rect, 0) for card, rect
                    in zip(shown, fan_rects(len(shown), box, cw, self.table.app.k), strict=True)]
        pile = self.table.piles.get(zone, [])
        top = pile[-1].rect(cw, ch).center if pile else box.rect.center
        return [(shown[i], rect, turn)
                for i, rect, turn in crosswise_rects(len(shown), top, cw, ch, size)]

    def label_block(self, zone: str, box: ZoneBox, size: tuple[int, int],
                    marks: list[Mark], room: int | None = None) -> Placed:
        """The zone's words, beside it and the cards lying face up on it (``marks``), clear
        of the outline the zone gets when a card may go there; ``room``: the width words over
        or under it may take (``_lay_out`` narrows the words of piles side by side)."""
        shown = [card for card, _rect, _turn in marks]
        label = self.zone_label(zone, box, shown)
        count = len(self.table.piles.get(zone, []))
        if room is not None:  # its words run into a neighbour's: said shorter if they can be
            label = self.table.layout.short_zone_label(zone, count, self.info, shown) or label
        if not label:
            return []
        k = self.table.app.k
        lines = [(line, small_text(k) * self.share[0], theme.INK_DIM, "sans")
                 for line in label.split("\n")]
        beside = box.rect.unionall([rect for _card, rect, _turn in marks])
        if box.style == "stack" and count:  # a thick pile's top card lies above its place
            cw, ch = self.table.card_dims
            top = pygame.Rect(0, 0, cw, ch)
            top.center = tuple(map(int, box.positions(count, cw, ch)[-1]))
            beside = beside.union(top)
        side = box.text_side or "below"
        if side in ("above", "below"):  # centred on a narrow pile: not far past it
            lines = wrapped(lines, min(room or size[0], self._room_over(box)))
        offset = box.text_offset + self._outline_reach(box, side)
        placed = place_block(lines, beside, side, offset, k, size)
        if side in ("above", "below") and placed:  # reaching onto other cards: narrower
            placed = self._narrowed_off_cards(placed, lines, box, beside, offset, size)
        if side in ("left", "right") and len(placed) > 2 * len(lines):
            # no room beside it for words that are not crumbs: over it (or under, up high)
            side = "above" if beside.centery > size[1] // 2 else "below"
            placed = place_block(lines, beside, side, self._outline_reach(box, side), k, size)
        if side in ("left", "right") and placed:  # beside a pile up high: under the menu
            block = block_rect(placed)
            hit = block.collidelist(bars := [self.title_rect(), self.menu_rect(size)])
            if hit >= 0:
                down = bars[hit].bottom + int(4 * k) - block.top
                placed = [(line, rect.move(0, down)) for line, rect in placed]
        return placed

    def _narrowed_off_cards(self, placed: Placed, lines: list[Line], box: ZoneBox,
                            beside: pygame.Rect, offset: int, size: tuple[int, int]) -> Placed:
        """Centred words that lie on cards, wrapped as wide as keeps them off every card (a
        quarter card narrower at a time, down to the zone's width); else as they were."""
        cards = self._resting_cards()
        block = block_rect(placed)
        if block.collidelist(cards) < 0:
            return placed
        k, side = self.table.app.k, box.text_side or "below"
        step = max(1, self.table.card_dims[0] // 4)
        for room in range(block.width - step, max(MIN_ROOM, box.rect.width) - 1, -step):
            taller = place_block(wrapped(lines, room), beside, side, offset, k, size)
            if block_rect(taller).collidelist(cards) < 0:
                return taller
        return placed

    def _outline_reach(self, box: ZoneBox, side: str) -> int:
        """How far past the box the outline of a legal drop reaches (``TableInput.draw``)."""
        if not box.drop_target:
            return 0
        cw, ch = self.table.card_dims
        width = max(2, int(4 * self.table.app.k))
        return (ch // 10 if side in ("above", "below") else cw // 4) + width

    def lay_out(self, size: tuple[int, int]) -> Laid:
        """Where everything of the HUD lies now, in a window of ``size``. Where the player's
        large text would lay words on cards, on other words or out of the window, the words at
        fault (the zones', or the players' names and the prompt) step back toward their
        normal size until they fit; and stay so in this window, rather than change size as
        the match goes."""
        key = (size, theme.text_factor())
        shares = text_shares()
        steps = self._steps.get(key, (0, 0))
        while True:
            self.share = (shares[steps[0]], shares[steps[1]])
            laid = self._lay_out(size)
            faults = self._crowded(laid, size) if len(shares) > 1 else set()
            if 1 in faults and steps[1] == len(shares) - 1:
                faults.add(0)  # names already at their least, pushed by the zones' words
            more = tuple(min(step + (group in faults), len(shares) - 1)
                         for group, step in enumerate(steps))
            if more == steps:
                break
            steps = more
        self._steps[key] = steps
        return laid

    def _crowded(self, laid: Laid, size: tuple[int, int]) -> set[int]:
        """Whose words (0: the zones', 1: the seats' and the prompt) lie on cards at rest, on
        other words or out of the window."""
        cards = [*self._resting_cards(),
                 *(rect for marks in laid.marks.values() for _card, rect, _turn in marks)]
        blocks = [(0, block_rect(placed)) for placed in laid.labels.values() if placed]
        blocks += [(1, block_rect(placed)) for placed in (*laid.seats.values(), laid.prompt)
                   if placed]
        panel = self._score_panel(size, laid)
        fixed = [self.title_rect(), self.menu_rect(size)] + ([panel[0]] if panel else [])
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

    def _resting_cards(self) -> list[pygame.Rect]:
        """Where the cards at rest on the table lie (raised ones where they are raised to),
        found when first asked in a lay-out."""
        if self._cards is None:
            cw, ch = self.table.card_dims
            self._cards = [sprite.rect(cw, ch).move(0, int(sprite.lift * ch * LIFT))
                           for pile in self.table.piles.values() for sprite in pile
                           if sprite not in self.table.flying]
        return self._cards

    def _lay_out(self, size: tuple[int, int]) -> Laid:
        marks, labels = {}, {}
        self._least_room = WORDS_ROOM * self.table.card_dims[0]  # read once: not cheap
        self._fixed = None  # what is drawn over the table, found when first asked
        self._cards = None  # and the cards at rest
        for zone, box in self.table.boxes.items():
            if not zone.startswith("hand:"):
                marks[zone] = self.marks_rects(zone, box, size, self.shown_on(zone))
                labels[zone] = self.label_block(zone, box, size, marks[zone])
        for zone, room in self._rooms(labels).items():  # words of piles side by side
            labels[zone] = self.label_block(zone, self.table.boxes[zone], size, marks[zone],
                                            room)
        laid = Laid(marks, labels, {}, self.prompt_block(size))
        avoid = laid.label_rects()
        for seat in range(self.players):  # each clear of the seats' words placed before it
            laid.seats[seat] = placed = self.seat_block(seat, size, avoid)
            if placed:
                avoid = [*avoid, block_rect(placed)]
        return laid

    def _rooms(self, labels: dict[str, Placed]) -> dict[str, int]:
        """The width each zone's words may take where they lie on a neighbour's, both centred
        over (or under) piles side by side: up to the middle between the two piles, so that
        each, wrapped to it, keeps to its own side."""
        centred = [(zone, block_rect(placed)) for zone, placed in labels.items()
                   if placed and (self.table.boxes[zone].text_side or "below") in ("above",
                                                                               "below")]
        gap, rooms = int(8 * self.table.app.k), {}
        for i, (zone, rect) in enumerate(centred):
            for other, other_rect in centred[i + 1:]:
                apart = abs(self.table.boxes[zone].rect.centerx
                            - self.table.boxes[other].rect.centerx)
                if apart and rect.colliderect(other_rect):
                    room = max(MIN_ROOM, apart - gap)
                    for name in (zone, other):
                        rooms[name] = min(room, rooms.get(name, room))
        return rooms

    def seat_block(self, seat: int, size: tuple[int, int],
                   avoid: list[pygame.Rect]) -> Placed:
        """The player's name (gold when it is his turn) and his figures, beside his hand,
        moved further out past what lies in the way (``avoid``: the zones' words, the
        cards face up on their piles and the seats' words placed before)."""
        box = self.table.boxes.get(self.table.layout.seat_zone(seat))
        if box is None:
            return []
        k = self.table.app.k
        acting = seat in self.table.match.game.actors() and not self.table.busy()
        if self.table.reflex.active:  # everyone may press: gold is whose turn it is, or a duel's
            acting = seat == self.info.get("turn") or seat in self.table.layout.lit_seats(
                self.info)
        name = self.name(seat)
        if self.info.get("dealer") == seat and self.players > 1:  # alone, nobody else deals
            name += " · " + _("deals")
        game = self.table.match.game
        ink = theme.SIDES[game.team_of(seat) % len(theme.SIDES)] if game.teamed else theme.INK
        share = self.share[1]
        small = small_text(k) * share
        lines = [(name, int(22 * k) * share, theme.GOLD if acting else ink, "bold")]
        lines += [(text, small, theme.INK_DIM, "sans")
                  for text in self.table.layout.seat_lines(seat, self.info) if text]
        if acting and self.table.thinks(seat):
            lines.append((_("thinking…"), small, theme.GOLD, "sans"))
        side = box.text_side or "left"
        if side in ("above", "below"):  # centred on a hand: not far past it onto others' cards
            lines = wrapped(lines, self._room_over(box))
        placed = place_block(lines, box.rect, side, box.text_offset, k, size)
        cleared = clear_of(placed, avoid, side)
        if cleared == placed:
            if side in ("above", "below"):  # on the cards the hand faces: along, off them
                return self._slid_off_cards(placed, size, avoid) or placed
            return placed
        # pushed off by other words: beside the hand if there is room, else further out
        # unless that is under what is drawn over the table (then on the words, still seen)
        fixed = self._fixed_rects(size)
        if side in ("above", "below"):
            beside = self._beside_hand(lines, box, size, [*avoid, *fixed])
            if beside:
                return beside
        window = pygame.Rect((0, 0), size)
        block = block_rect(cleared)
        if window.contains(block) and block.collidelist(fixed) < 0:
            return cleared
        if any(" · " in line[0] for line in lines):  # narrower: "Gallina" over "¡Kikirikí!"
            split = [(part, *line[1:]) for line in lines for part in line[0].split(" · ")]
            narrow = place_block(split, box.rect, side, box.text_offset, k, size)
            block = block_rect(narrow)
            if window.contains(block) and block.collidelist([*avoid, *fixed]) < 0:
                return narrow
        return placed

    def _fixed_rects(self, size: tuple[int, int]) -> list[pygame.Rect]:
        """What is drawn over the table at a place of its own: the title, the menu button, the
        score panel, a lone player's press buttons, the seats' pictures."""
        if self._fixed is None:
            rects = [self.title_rect(), self.menu_rect(size)]
            panel = self._score_panel(size)
            pad = self.table.pad.area(size, self.table.app.k)
            rects += ([panel[0]] if panel else []) + ([pad] if pad else [])
            self._fixed = rects + list(self.table.stage.picture_rects(size).values())
        return self._fixed

    def _slid_off_cards(self, placed: Placed, size: tuple[int, int],
                        avoid: list[pygame.Rect]) -> Placed:
        """``placed`` as it is if it lies on no card; else moved sideways, by quarter cards
        up to its own width, to the nearest place where it lies on no card and on nothing
        ``avoid`` holds or is drawn over the table; else nothing."""
        cards = self._resting_cards()
        block = block_rect(placed)
        if block.collidelist(cards) < 0:
            return placed
        taken = [*cards, *avoid, *self._fixed_rects(size)]
        window = pygame.Rect((0, 0), size)
        step = max(1, self.table.card_dims[0] // 4)
        for dx in (sign * step * n for n in range(1, block.width // step + 1)
                   for sign in (-1, 1)):
            moved = block.move(dx, 0)
            if window.contains(moved) and moved.collidelist(taken) < 0:
                return [(line, rect.move(dx, 0)) for line, rect in placed]
        return []

    def _room_over(self, box: ZoneBox) -> int:
        """How wide words centred over or under ``box`` may be: as wide as it, and at least
        ``WORDS_ROOM`` cards (a lone pile's words reach past it, not onto the next cards)."""
        return max(box.rect.width, self._least_room)

    def _beside_hand(self, lines: list[Line], box: ZoneBox, size: tuple[int, int],
                     avoid: list[pygame.Rect]) -> Placed:
        """A seat's words right or left of its hand, where they lie on no pile and on nothing
        ``avoid`` holds; else nothing."""
        k = self.table.app.k
        taken = [*avoid, *(other.rect for other in self.table.boxes.values() if other is not box)]
        window = pygame.Rect((0, 0), size)
        for side in ("right", "left"):
            placed = place_block(lines, box.rect, side, 0, k, size)
            if len(placed) > len(lines):
                continue  # wrapped: no room for them there
            block = block_rect(placed)
            if window.contains(block) and block.collidelist(taken) < 0:
                return placed
        return []

    def prompt_block(self, size: tuple[int, int]) -> Placed:
        """What the player may do, over his hand, above a card raised under the pointer."""
        table, k = self.table, self.table.app.k
        box = table.boxes.get(table.layout.seat_zone(table.bottom))
        if table.viewer is None or table.busy() or table.script:
            return []
        if not table.viewer_may_act():
            return []
        ch = table.card_dims[1]
        line = (table.input.prompt(), int(19 * k) * self.share[1], theme.GOLD, "bold")
        rect = pygame.Rect((0, 0), text_size(*line[:2], line[3]))
        window = pygame.Rect((0, 0), size).inflate(-int(16 * k), 0)
        if box is None:  # no hand to be over: under the title bar, where a solitaire leaves room
            top = self.menu_rect(size).bottom + int(8 * k)
            if table.solo.shown:  # and under the deal's figures, however large the text
                top = max(top, table.solo.info_rect().bottom + int(k))
            rect.midtop = (size[0] // 2, top)
            return [(line, rect.clamp(window))]
        # over the hand; else, where that covers another pile or a picture, beside it
        gap = int(12 * k)
        spots = [("midbottom", (box.rect.centerx, box.rect.top - raised_by(ch, k) - int(6 * k))),
                 ("midright", (box.rect.left - gap, box.rect.centery)),
                 ("midleft", (box.rect.right + gap, box.rect.top - gap))]
        others = [b.rect for zone, b in table.boxes.items() if b is not box]
        others += list(table.stage.picture_rects(size).values())
        for anchor, point in spots:
            setattr(rect, anchor, point)
            placed = rect.clamp(window)
            if placed.collidelist(others) < 0:
                return [(line, placed)]
        setattr(rect, spots[0][0], spots[0][1])
        return [(line, rect.clamp(window))]

    def messages_above(self, size: tuple[int, int]) -> int | None:
        """Where messages for the player may end, over the prompt (None: no hand to be over)."""
        box = self.table.boxes.get(self.table.layout.seat_zone(self.table.bottom))
        if box is None:
            return None
        k = self.table.app.k
        line = theme.font(int(19 * k), "bold").get_linesize()
        y = box.rect.top - raised_by(self.table.card_dims[1], k) - line - int(12 * k)
        if y < self.menu_rect(size).bottom + 2 * line:  # a hand at the top: no room above
            return None  # the messages go under the title bar
        return y

    def title_rect(self) -> pygame.Rect:
        k = self.table.app.k
        words = game_name(self.table.match.game.spec)
        return pygame.Rect((int(16 * k), int(12 * k)), theme.font(int(20 * k), "title").size(words))

    def menu_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """The menu button, drawn at 0.8 of the scale, as large as its words need."""
        k = self.table.app.k
        words = theme.font(int(22 * k * 0.8), "bold")
        rect = pygame.Rect(0, 0, max(int(150 * k), words.size(_("Menu (Esc)"))[0] + int(30 * k)),
                           max(int(40 * k), words.get_linesize() + int(8 * k)))
        rect.topright = (size[0] - int(14 * k), int(12 * k))
        return rect

    def text_rects(self, size: tuple[int, int],
                   laid: Laid | None = None) -> list[tuple[str, str, pygame.Rect]]:
        """Where the table's words lie: (kind, whose, rectangle), kind one of ``title``,
        ``panel``, ``menu``, ``seat`` (whose: the hand), ``label`` (whose: the zone) and
        ``prompt``; a block of lines is one rectangle."""
        laid = laid or self.lay_out(size)
        found = [("title", "", self.title_rect()), ("menu", "", self.menu_rect(size))]
        panel = self._score_panel(size, laid)
        if panel is not None:
            found.append(("panel", "", panel[0]))
        zone_of = self.table.layout.seat_zone
        blocks = [("seat", zone_of(seat), placed) for seat, placed in laid.seats.items()]
        blocks += [("label", zone, placed) for zone, placed in laid.labels.items()]
        blocks.append(("prompt", "", laid.prompt))
        return found + [(kind, whose, block_rect(placed)) for kind, whose, placed in blocks
                        if placed]

    # -- rising points -----------------------------------------------------------------------

    def float_rects(self, size: tuple[int, int],
                    laid: Laid | None = None) -> list[tuple[int, pygame.Rect]]:
        """Per seat with points rising, the whole of their path: (seat, rectangle)."""
        spots = self._float_spots(size, laid) if self.floats else {}
        return [(seat, spot) for seat, (spot, _line) in spots.items()]

    def _float_spots(self, size: tuple[int, int],
                     laid: Laid | None = None) -> dict[int, tuple[pygame.Rect, int]]:
        """Each seat's rising points go on the first side of its name (above, left, right,
        below) where their whole path lies in the window on nothing else; failing that, where
        they cover least. Returns the path and the height of a line."""
        k = self.table.app.k
        texts: dict[int, list[str]] = {}
        for seat, text, _left in self.floats:
            texts.setdefault(seat, []).append(text)
        if not texts:
            return {}
        laid = laid or self.lay_out(size)
        face = theme.font(float_size(k), "bold")
        obstacles = self._float_obstacles(size, laid)
        window = pygame.Rect((0, 0), size)
        spots = {}
        for seat, words in texts.items():
            placed = laid.seats.get(seat)
            box = self.table.boxes.get(self.table.layout.seat_zone(seat))
            if not placed and box is None:
                continue
            beside = block_rect(placed) if placed else box.rect
            line = face.get_linesize()
            path = pygame.Rect(0, 0, max(face.size(w)[0] for w in words),
                               line * len(words) + int(FLOAT_RISE * k))
            spots[seat] = (best_spot(path, beside, int(10 * k), obstacles, window), line)
        return spots

    def _float_obstacles(self, size: tuple[int, int], laid: Laid) -> list[pygame.Rect]:
        cw, ch = self.table.card_dims
        rects = [sprite.rect(cw, ch) for pile in self.table.piles.values() for sprite in pile]
        rects += [rect for _kind, _whose, rect in self.text_rects(size, laid)]
        rects += laid.label_rects()
        if self.press_button.rect.w:
            rects.append(self.press_button.rect)
        return rects

    # -- drawing -----------------------------------------------------------------------------

    def draw_labels(self, surface: pygame.Surface) -> None:
        """Under the cards: each zone's words, the cards lying face up under its pile, and the
        edges of the cards under the top of a pile. Lays the HUD out for ``draw`` too."""
        laid = self._laid = self.lay_out(surface.get_size())
        cw, ch = self.table.card_dims
        for zone, box in self.table.boxes.items():
            if zone.startswith("hand:"):
                continue
            if box.style == "cascade" and not self.table.piles.get(zone):
                draw_slot(surface, pygame.Rect(box.rect.centerx - cw // 2, box.rect.y, cw, ch),
                          cw)
            for card, rect, turn in laid.marks.get(zone, []):
                draw_mark(surface, card, rect, turn)
            if box.style == "stack":
                self._draw_pile_edges(surface, zone, box)
            draw_placed(surface, laid.labels.get(zone, []))

    def _draw_pile_edges(self, surface: pygame.Surface, zone: str, box: ZoneBox) -> None:
        """The cards under a pile's top three (which the table draws) as edges, a few of
        them, so a thick pile looks thick."""
        count = len(self.table.piles.get(zone, []))
        if count <= 3:
            return
        cw, ch = self.table.card_dims
        under = stack_offsets(count, ch)[:count - 3]
        image = pile_edge(cw, ch)
        for i in sorted({round(i * (len(under) - 1) / 5) for i in range(6)}):
            rect = image.get_rect(center=(int(box.rect.centerx + under[i][0]),
                                          int(box.rect.centery + under[i][1])))
            surface.blit(image, rect)
            theme.record(rect, "pile-edge")

    def _score_panel(self, size: tuple[int, int], laid: Laid | None = None):
        """The adapter's score panel laid out: its rectangle, the heading's lines (wrapped to
        a narrow column), the rows, the text size and the line height; None for no panel.
        Where large text would lay it on cards or on other words (``laid``), its words give
        way."""
        k = self.table.app.k
        panel = self.table.layout.score_panel(self.info, self.name, self.players)
        if panel is None:
            return None
        heading, rows = panel
        avoid = [box.rect for box in self.table.boxes.values()]
        if laid is not None:
            avoid += [block_rect(placed) for placed in (*laid.seats.values(),
                                                        *laid.labels.values()) if placed]
        text = small_text(k) - 1
        found = self._panel_at(size, heading, rows, text)
        while found[0].collidelist(avoid) >= 0 and theme.text_px(text) > 9:
            text -= 1
            found = self._panel_at(size, heading, rows, text)
        return found

    def _panel_at(self, size: tuple[int, int], heading: str, rows: list[tuple[str, str]],
                  text: int):
        k = self.table.app.k
        pad = int(10 * k)
        line = int(theme.text_px(text) * 1.4)
        face, bold = theme.font(text), theme.font(text, "bold")
        width = max([bold.size(name)[0] + face.size(figure)[0] + int(24 * k)
                     for name, figure in rows] + [0])
        whole, limit = bold.size(heading)[0], int(theme.grown(210 * k))
        parts = -(-whole // limit)  # lines of even length, not a word left on its own
        width = max(width, min(whole, int(whole / parts * 1.15)))
        lines = theme.wrap(heading, text, width, "bold")
        width = max([width] + [bold.size(words)[0] for words in lines])
        x, y = self.table.layout.score_anchor(size, k)
        rect = pygame.Rect(x, y, width + 2 * pad, line * (len(rows) + len(lines)) + pad)
        return rect, lines, rows, text, line

    def draw_score_panel(self, surface: pygame.Surface, k: float, laid: Laid) -> None:
        """The adapter's score panel: its heading, then a name and a figure per row."""
        found = self._score_panel(surface.get_size(), laid)
        if found is None:
            return
        rect, lines, rows, size, line = found
        pad = int(10 * k)
        theme.panel(surface, rect, theme.PANEL, radius=int(10 * k))
        cy = rect.y + pad // 2 + line // 2
        for text in lines:
            theme.text(surface, text, size, (rect.x + pad, cy), color=theme.GOLD, kind="bold",
                       anchor="midleft")
            cy += line
        for name, figure in rows:
            theme.text(surface, name, size, (rect.x + pad, cy), anchor="midleft")
            theme.text(surface, figure, size, (rect.right - pad, cy), kind="bold",
                       anchor="midright")
            cy += line

    def draw(self, surface: pygame.Surface) -> None:
        table, k = self.table, self.table.app.k
        size = surface.get_size()
        laid, self._laid = self._laid or self.lay_out(size), None
        self._seats = {seat: block_rect(placed) for seat, placed in laid.seats.items() if placed}
        title = self.title_rect()
        theme.text(surface, game_name(table.match.game.spec), int(20 * k), title.topleft,
                   color=theme.GOLD, kind="title", shadow=True)
        self.draw_score_panel(surface, k, laid)
        for placed in laid.seats.values():
            draw_placed(surface, placed)
        draw_placed(surface, laid.prompt)
        button = self.buttons[0]
        button.label = _("Menu (Esc)")
        button.rect = self.menu_rect(size)
        draw_button(surface, button, k * 0.8, focused=self.focus_button == 0)
        self._draw_press(surface, k)
        self.table.pad.draw(surface, k)
        self._draw_floats(surface, k, laid)

    def seat_anchor(self, seat: int, size: tuple[int, int]) -> pygame.Rect | None:
        """Where ``seat``'s name and figures were last drawn (None: nowhere)."""
        seats = self._seats
        if seats is None:
            laid = self.lay_out(size)
            seats = {s: block_rect(placed) for s, placed in laid.seats.items() if placed}
        return seats.get(seat)

    def moving_rects(self, size: tuple[int, int]) -> list[pygame.Rect]:
        """Where the HUD draws something new every frame: the banner at its full size, the
        rising points and the race's countdown."""
        k, (w, h) = self.table.app.k, size
        rects = []
        if self.table.banner:
            image = banner_image(self.table.banner.text, round(k, 3))
            rects.append(image.get_rect(center=(w // 2, int(h * 0.48))).inflate(8, 8))
        rects += [spot.inflate(8, 8) for _seat, spot in self.float_rects(size)]
        if self.press_button.rect.w:
            rects.append(self.press_button.rect.inflate(int(40 * k), int(40 * k)))
        return rects

    def _draw_floats(self, surface: pygame.Surface, k: float, laid: Laid) -> None:
        """Points rising beside the name of the seat that won them; several at once are
        stacked, the newest lowest."""
        spots = self._float_spots(surface.get_size(), laid) if self.floats else {}
        shown: dict[int, int] = {}
        for seat, text, left in self.floats:
            if seat not in spots:
                continue
            spot, line = spots[seat]
            nth = shown[seat] = shown.get(seat, -1) + 1
            count = sum(1 for s, _t, _l in self.floats if s == seat)
            rise = (FLOAT_LIFE - left) / FLOAT_LIFE * FLOAT_RISE * k
            if theme.reduced_motion():  # the points stay beside the name until they go
                rise = 0
            bottom = spot.bottom - (count - 1 - nth) * line - rise
            theme.text(surface, text, float_size(k), (spot.centerx, int(bottom)),
                       color=theme.GOLD, kind="bold", anchor="midbottom", shadow=True)

    def _draw_press(self, surface: pygame.Surface, k: float) -> None:
        """During a reflex window, once the table is still: a button sized to its words, with
        the keys and the time left, put where no card lies (nearest the middle). The window's
        clock runs only once the button has been drawn."""
        table, reflex = self.table, self.table.reflex
        left = reflex.seconds_left() if reflex.open and not table.busy() else None
        if left is None or not self._one_press():
            self.press_button.rect = pygame.Rect(0, 0, 0, 0)
            return
        w, h = surface.get_size()
        button = self.press_button
        button.label = table.layout.race_label(reflex.keys_text(), f"{left:.1f}")
        tw, th = theme.font(int(22 * k * 1.1), "bold").size(button.label)  # as drawn below
        button.rect = pygame.Rect(0, 0, min(w - int(16 * k), tw + int(48 * k)), th + int(30 * k))
        cw, ch = table.card_dims
        pad = int(18 * k)
        cards = [s.rect(cw, ch).inflate(pad, pad) for pile in table.piles.values() for s in pile]
        hand = table.boxes.get(table.layout.seat_zone(table.bottom))
        if hand is not None:  # the prompt over the player's own hand
            cards.append(pygame.Rect(0, hand.rect.top - int(44 * k), w, int(44 * k)))
        screen = pygame.Rect(0, 0, w, h).inflate(-pad, -pad)
        spots = [(w // 2 + dx, h // 2 + dy) for dx in (0, -w // 5, w // 5)
                 for d in range(0, h // 2, max(4, int(6 * k))) for dy in (d, -d)]
        for spot in spots + [(w // 2, int(h * 0.66))]:
            button.rect.center = spot
            if screen.contains(button.rect) and button.rect.collidelist(cards) < 0:
                break
        draw_button(surface, button, k * 1.1, focused=True)

    def _one_press(self) -> bool:
        """Whether the people at the table each have a single press (Escoba's slap): one
        big button says it all; otherwise the press pad shows each key."""
        game = self.table.match.game
        return all(sum(p is not None for p in game.presses(seat)) == 1
                   for seat in self.table.reflex.humans())

    def draw_banner(self, surface: pygame.Surface, text: str, left: float) -> None:
        """The call, popping up: drawn once, then only scaled (a new font size every frame
        would cost a frame's budget). With reduced motion it does not grow: it fades in and
        out where it stands."""
        k = self.table.app.k
        w, h = surface.get_size()
        pop = min(1.0, max(0.0, 1.2 - left) / 0.18)
        image = banner_image(text, round(k, 3))
        if theme.reduced_motion():
            pop = min(pop, left / 0.18, 1.0)
            if pop < 1.0:
                image = image.copy()
                image.set_alpha(int(255 * pop))
        elif pop < 1.0:
            scale = 0.7 + 0.3 * pop
            size = (int(image.get_width() * scale), int(image.get_height() * scale))
            image = pygame.transform.smoothscale(image, size)
        rect = image.get_rect(center=(w // 2, int(h * 0.48)))
        surface.blit(image, rect)
        theme.record(rect, "banner", text, round(pop, 2))


@theme.sized_cache(maxsize=16)
def banner_image(text: str, k: float) -> pygame.Surface:
    size = theme.fit_size(text, int(64 * k), int(1100 * k), "title")  # large text: in the window
    tw, th = theme.font(size, "title").size(text)
    image = pygame.Surface((tw + int(80 * k), th + int(36 * k)), pygame.SRCALPHA)
    rect = image.get_rect()
    pygame.draw.rect(image, (120, 24, 20, 225), rect, border_radius=int(20 * k))
    pygame.draw.rect(image, theme.GOLD, rect, width=max(2, int(3 * k)), border_radius=int(20 * k))
    theme.text(image, text, size, rect.center, color=theme.GOLD, kind="title", anchor="center",
               shadow=True)
    return image


@lru_cache(maxsize=8)
def pile_edge(card_w: int, card_h: int) -> pygame.Surface:
    """A card under the top of a pile, as its edge shows: cream, a dark line round it."""
    image = pygame.Surface((card_w, card_h), pygame.SRCALPHA)
    radius = max(2, card_w // 12)
    pygame.draw.rect(image, PILE_EDGE, image.get_rect(), border_radius=radius)
    pygame.draw.rect(image, PILE_EDGE_LINE, image.get_rect(), width=1, border_radius=radius)
    return image


MIN_ROOM = 60  # the narrowest a line of a zone's words is wrapped to
WORDS_ROOM = 4  # card widths the words centred on a narrow pile or hand may take


def text_shares() -> list[float]:
    """The shares of the player's text size the table's words may step back to, the largest
    first, down to the normal size (not rounded: the last one draws exactly that)."""
    factor = theme.text_factor()
    return [1.0] + [size / factor for size in sorted(store.TEXT_SIZES.values(), reverse=True)
                    if size < factor]


def small_text(k: float) -> int:
    """The size of the table's small words: labels and figures, readable in a small window."""
    return max(12, int(17 * k))


def float_size(k: float) -> int:
    return int(26 * k)


def best_spot(path: pygame.Rect, beside: pygame.Rect, gap: int, obstacles: list[pygame.Rect],
              window: pygame.Rect) -> pygame.Rect:
    """``path`` put next to ``beside``: above it, then at its left or right (level with its
    top, middle or bottom), then below it; the first place inside the window on no obstacle,
    else the one that covers least."""
    b = beside
    places = [("midbottom", (b.centerx, b.top - gap))]
    for anchors, x in ((("topright", "midright", "bottomright"), b.left - gap),
                       (("topleft", "midleft", "bottomleft"), b.right + gap)):
        places += [(anchor, (x, y)) for anchor, y in zip(anchors, (b.top, b.centery, b.bottom),
                                                          strict=True)]
    places += [("bottomleft", (b.left, b.top - gap)), ("bottomright", (b.right, b.top - gap)),
               ("midtop", (b.centerx, b.bottom + gap))]
    spots = []
    for anchor, point in places:
        spot = path.copy()
        setattr(spot, anchor, point)
        spots.append(spot)
    for spot in spots:
        if window.contains(spot) and spot.collidelist(obstacles) < 0:
            return spot

    def covered(spot: pygame.Rect) -> int:
        inside = spot.clip(window)
        out = spot.w * spot.h - inside.w * inside.h
        return out + sum(spot.clip(r).w * spot.clip(r).h for r in obstacles)

    return min(spots, key=covered)


def text_anchor(rect: pygame.Rect, side: str, gap: int) -> tuple[tuple[int, int], str]:
    """Where words beside ``rect`` start, and the anchor that keeps them off it."""
    return {
        "below": ((rect.centerx, rect.bottom + gap), "midtop"),
        "above": ((rect.centerx, rect.top - gap), "midbottom"),
        "left": ((rect.left - gap, rect.centery), "midright"),
        "right": ((rect.right + gap, rect.centery), "midleft"),
    }[side]


def place_block(lines: Sequence[Line], rect: pygame.Rect, side: str, offset: int, k: float,
                size: tuple[int, int]) -> Placed:
    """Lines of text beside ``rect`` (centred on its middle when left or right of it), kept
    inside the window: moved in when centred, wrapped evenly when beside it; each line with
    the rectangle its words take."""
    lines = tuple((text, size_, tuple(colour), kind) for text, size_, colour, kind in lines)
    return [(line, pygame.Rect(where)) for line, where
            in _placed(lines, tuple(rect), side, offset, k, tuple(size))]


@theme.sized_cache(maxsize=512)
def _placed(lines: tuple[Line, ...], rect: tuple[int, int, int, int], side: str, offset: int,
            k: float, size: tuple[int, int]) -> tuple[tuple[Line, tuple[int, ...]], ...]:
    """``place_block``'s work, done once for the same words in the same place (a table shows
    the same words frame after frame)."""
    gap = int(20 * k) if side in ("left", "right") else int(8 * k)
    margin, width = int(8 * k), size[0]
    (x, y), anchor = text_anchor(pygame.Rect(rect), side, gap + offset)
    align = {"midright": "midright", "midleft": "midleft"}.get(anchor, "midtop")
    if align != "midtop":
        lines = tuple(wrapped(lines, max(60, width - margin - x if align == "midleft"
                                         else x - margin)))
    heights = [int(theme.text_px(size_) * 1.4) for _text, size_, _colour, _kind in lines]
    top = {"below": y, "above": y - sum(heights)}.get(side, y - sum(heights) // 2)
    if align != "midtop":  # beside a hand low in the window: up, to keep every line inside
        top = max(margin, min(top, size[1] - margin - sum(heights)))
    if align == "midtop":  # a seat at the edge of the window: keep its words inside it
        half = max(text_size(text, size_, kind)[0] for text, size_, _c, kind in lines) // 2
        x = max(margin + half, min(width - margin - half, x))
    placed = []
    for line, height in zip(lines, heights, strict=True):
        text, size_, _colour, kind = line
        where = pygame.Rect((0, 0), text_size(text, size_, kind))
        if align == "midtop":
            where.center = (x, top + height // 2)
        else:
            setattr(where, align, (x, top + height // 2))
        placed.append((line, tuple(where)))
        top += height
    return tuple(placed)


@theme.sized_cache(maxsize=1024)
def text_size(text: str, size: float, kind: str) -> tuple[int, int]:
    return theme.font(size, kind).size(text)


def block_rect(placed: Placed) -> pygame.Rect:
    """The rectangle a block of placed lines takes."""
    return placed[0][1].unionall([rect for _line, rect in placed[1:]])


def clear_of(placed: Placed, others: list[pygame.Rect], side: str) -> Placed:
    """``placed`` moved further to its ``side`` until it lies on none of ``others``."""
    direction = {"below": (0, 1), "above": (0, -1), "left": (-1, 0), "right": (1, 0)}[side]
    for _step in range(len(others)):
        block = block_rect(placed) if placed else None
        hit = block.collidelist(others) if block else -1
        if hit < 0:
            break
        other = others[hit]
        dx = (other.right - block.left if direction[0] > 0 else block.right - other.left) + 2
        dy = (other.bottom - block.top if direction[1] > 0 else block.bottom - other.top) + 2
        shift = (direction[0] * dx, direction[1] * dy)
        placed = [(line, rect.move(shift)) for line, rect in placed]
    return placed


def wrapped(lines: Sequence[Line], room: int) -> list[Line]:
    """Each of ``lines`` wrapped evenly to ``room``, as lines of its size, colour and kind."""
    return [(part, size_, colour, kind) for text, size_, colour, kind in lines
            for part in wrap_evenly(text, size_, room, kind)]


@theme.sized_cache(maxsize=256)
def wrap_evenly(text: str, size: float, room: int, kind: str) -> tuple[str, ...]:
    """``text`` in as few lines as fit in ``room``, of even length: no word left alone."""
    lines = theme.wrap(text, size, room, kind)
    if len(lines) < 2:
        return lines
    if " · " in text:  # "Ana · deals": the break goes where the dot is, not after it
        return _parts_evenly(text.split(" · "), size, room, kind)
    whole = theme.font(size, kind).size(text)[0]
    for width in range(whole // len(lines), room, max(2, int(size) // 4)):
        even = theme.wrap(text, size, width, kind)
        if len(even) <= len(lines):
            return even
    return lines


def _parts_evenly(parts: list[str], size: float, room: int, kind: str) -> tuple[str, ...]:
    """Words in parts ("Ana Belén · 7 · deals") broken only at their dots: neighbours that
    fit side by side share a line, in as few lines as can be and those as even as they go, so
    no short part ("7") stands alone; a part too wide for any line wraps on its own."""
    width = theme.font(size, kind).size
    lines: list[str] = []
    for fits, run in groupby(parts, key=lambda part: width(part)[0] <= room):
        if fits:
            lines += _grouped(list(run), room, width)
        else:
            lines += [line for part in run for line in wrap_evenly(part, size, room, kind)]
    return tuple(lines)


def _grouped(run: list[str], room: int, width: Callable[[str], tuple[int, int]]) -> list[str]:
    """``run``'s parts, each no wider than ``room``, joined by dots into the fewest lines
    that fit, the widest of them as narrow as can be."""
    for count in range(1, len(run)):
        ways = []
        for cuts in combinations(range(1, len(run)), count - 1):
            lines = [" · ".join(run[a:b]) for a, b in pairwise((0, *cuts, len(run)))]
            ways.append((max(width(line)[0] for line in lines), lines))
        widest, lines = min(ways, key=lambda way: way[0])
        if widest <= room:
            return lines
    return run  # a part a line: each fits


def draw_placed(surface: pygame.Surface, placed: Placed) -> None:
    for (text, size, colour, kind), rect in placed:
        theme.text(surface, text, size, rect.topleft, color=colour, kind=kind, shadow=True)


@lru_cache(maxsize=64)
def _crosswise(card: Card, width: int, turn: int) -> pygame.Surface:
    return pygame.transform.rotate(art.card_face(card, width), 90 * turn)


def crosswise_rects(count: int, centre: tuple[int, int], card_w: int, card_h: int,
                    size: tuple[int, int]) -> list[tuple[int, pygame.Rect, int]]:
    """Face-up cards laid across under a pile, how a table marks an escoba, as (which card,
    where, quarter turns) in drawing order. Up to three lie turned to the left, their index
    ends out on the left of the pile, each drawn a little higher than the one before so
    every index shows under the next; more go in two columns, the second turned to the
    right with its index ends out on the right, drawn downwards. A column stays inside the
    window."""
    if count <= 3:
        return _mark_column(list(range(count)), 1, centre, -0.06, card_w, card_h, size)
    half = (count + 1) // 2
    return (_mark_column(list(range(half)), 1, centre, -0.2, card_w, card_h, size)
            + _mark_column(list(range(half, count)), -1, centre, 0.2, card_w, card_h, size))


def _mark_column(indices: list[int], turn: int, centre: tuple[int, int], shift: float,
                 card_w: int, card_h: int,
                 size: tuple[int, int]) -> list[tuple[int, pygame.Rect, int]]:
    """One column of crosswise cards ``shift`` card widths right of ``centre``: turned to the
    left they are drawn from the bottom up, to the right from the top down, so the index
    corner of each (bottom left, or top right) shows past the next."""
    count = len(indices)
    step = card_w * 0.3
    if count > 1:
        step = max(card_w * 0.24, min(step, (card_h * 1.05 - card_w) / (count - 1)))
    rects = []
    for i in range(count):
        rect = pygame.Rect(0, 0, card_h, card_w)
        rise = ((count - 1) / 2 - i) * step * turn
        rect.center = (int(centre[0] + card_w * shift), int(centre[1] + rise))
        rects.append(rect)
    column = rects[0].unionall(rects[1:])
    inside = column.clamp(pygame.Rect((0, 0), size).inflate(-4, -4))
    return [(index, rect.move(0, inside.y - column.y), turn)
            for index, rect in zip(indices, rects, strict=True)]


def fan_rects(count: int, box: ZoneBox, card_w: int, k: float) -> list[pygame.Rect]:
    """Small face-up cards in a fan beside a pile (cards on it still in play): a long group
    closes up to a card and a half wide, never over an index corner."""
    small = art.card_size(max(24, int(card_w * 0.7)))
    step = small[0] * 0.42
    if count > 1:
        step = max(small[0] * STEP_ACROSS, min(step, (card_w * 1.6 - small[0]) / (count - 1)))
    total = small[0] + step * (count - 1)
    gap = int(10 * k)
    left = (box.rect.centerx - card_w // 2 - gap - total if box.marks_side == "left"
            else box.rect.centerx + card_w // 2 + gap)
    rects = []
    for i in range(count):
        rect = pygame.Rect((0, 0), small)
        rect.midleft = (int(left + i * step), box.rect.centery)
        rects.append(rect)
    return rects


def draw_mark(surface: pygame.Surface, card: Card, rect: pygame.Rect, turn: int) -> None:
    """One card lying face up on a pile: across it (turned), or small beside it."""
    if turn:
        image = _crosswise(card, rect.height, turn)
        surface.blit(image, rect)
        theme.record(rect, "crosswise", card, turn)
    else:
        surface.blit(art.card_face(card, rect.width), rect)
        theme.record(rect, "fan", card)
