"""Everything on the table that is not a card: names, scores, whose turn, labels, banners.

It reads the public figures of ``view.info`` by well-known keys (``hand_wins``, ``scores``,
``dealer``, ``target``), so a new game shows its scores without HUD code; what a game needs
beyond that its layout adapter says through the ``Layout`` hooks (``zone_label``,
``seat_zone_label``, ``seat_lines``, ``rising_figures``, ``score_panel``, ``shown_cards``,
``hand_result``, ``result_rows``, ``race_label``), never by a game id or a zone's name here.

The HUD says what to write where; ``words`` decides how it fits (the moves it tries on a
crowded block, in order). Words are placed first and drawn after, so the places can be asked
for without drawing: ``text_rects`` lists where every word of the table lies and
``float_rects`` where rising points go (tests check that no card and no other words lie
there). Points rise beside the seat that won them, on the side of its name where nothing else
lies. The HUD reads no table: it is given the services it asks (``hud_ports``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ...cards import Card
from ...i18n import _, game_name
from ...rules.base import Outcome, View
from ...rules.events import HandOver, HandStarted
from .. import theme
from ..match import Match
from ..widgets import Button, draw_button
from .hud_call import draw_call
from .hud_floats import (
    Float,
    banner_rect,
    draw_banner,
    draw_floats,
    draw_race_button,
    float_spots,
)
from .hud_marks import draw_mark, draw_pile_edges
from .hud_news import NewsBlock, draw_news, news_block
from .hud_panel import draw_panel
from .hud_places import Figures, HudPlaces, Laid
from .hud_ports import (
    Get,
    Moment,
    Pictures,
    Places,
    PressPadView,
    Reflexes,
    Scaled,
    SoloInfo,
)
from .hud_results import HandResult, hand_result, match_summary
from .hud_tally import draw_tally
from .layout import Layout, ZoneBox, ZoneStyle
from .sprites import draw_slot
from .words import Placed, block_rect, draw_placed


class Hud:
    """The HUD of one table: ``match`` and ``layout`` say what to show, ``places`` where the
    cards lie, ``moment`` what the table is doing; the seats' pictures (``stage``), the
    solitaire's bar (``solo``), the reflex window (``reflex``), the press buttons (``pad``)
    and the prompt's words (``prompt``) are got when asked (some are made after the HUD);
    ``on_menu`` opens the menu. Where its things lie, ``where`` (a ``HudPlaces``) says."""

    def __init__(self, match: Match, layout: Layout, app: Scaled, *, places: Places,
                 moment: Moment, stage: Get[Pictures], solo: Get[SoloInfo],
                 reflex: Get[Reflexes], pad: Get[PressPadView], prompt: Callable[[], str],
                 on_menu: Callable[[], None], news: Callable[[], list[str]],
                 messages: Callable[[], list[pygame.Rect]] = list) -> None:
        self.match, self.layout, self.app = match, layout, app
        self.places, self.moment = places, moment
        self._reflex, self._pad = reflex, pad
        self.figures = Figures()
        self.where = HudPlaces(match, layout, app, self.figures, places=places, moment=moment,
                               stage=stage, solo=solo, reflex=reflex, pad=pad, prompt=prompt)
        self.floats: list[Float] = []
        self.buttons: list[Button] = [Button(_("Menu (Esc)"), on_click=on_menu)]
        self.log_button = Button(_("Moves (L)"))
        self._news = news  # the sentences of what just happened (the story's)
        self._messages = messages  # where the app's short messages lie now
        self.press_button = Button(_("Slap!"))
        self.focus_button: int | None = None
        self._laid: Laid | None = None  # laid out by draw_labels for the draw that follows
        self._seats: dict[int, pygame.Rect] | None = None  # where each seat's name was drawn

    @property
    def k(self) -> float:
        return self.app.k

    @property
    def info(self) -> dict[str, Any]:
        """The public figures the view showed last."""
        return self.figures.info

    # -- state -------------------------------------------------------------------------------

    def use_layout(self, layout: Layout) -> None:
        """Show the table with another layout adapter from now on."""
        self.layout = self.where.layout = layout

    def refresh(self, view: View) -> None:
        before = self.figures.info
        self.figures.info = dict(view.info)
        self.figures.zones = {zone: list(cards) for zone, cards in view.zones.items()}
        for seat, text in self.layout.rising_figures(before, self.info):
            self.floats.append(Float(seat, text))

    def new_hand(self, event: HandStarted) -> None:
        self.info["dealer"] = event.dealer
        self.layout.hand_started(self.info, self.players)

    def hand_over(self, event: HandOver) -> None:
        for key, value in event.results.items():
            if isinstance(value, list) and len(value) == self.players:
                self.info[key] = value

    def float_text(self, seat: int, text: str) -> None:
        self.floats.append(Float(seat, text))

    def update(self, dt: float) -> None:
        self.floats = [Float(f.seat, f.text, f.left - dt) for f in self.floats
                       if f.left - dt > 0]

    @property
    def players(self) -> int:
        return self.match.game.players

    def name(self, seat: int) -> str:
        return self.match.name(seat)

    # -- results -----------------------------------------------------------------------------

    def hand_result(self, event: HandOver) -> HandResult:
        return hand_result(event, self.match, self.layout, self.moment.viewer)

    def match_summary(self, outcome: Outcome) -> dict[str, Any]:
        return match_summary(outcome, self.match, self.moment.viewer, self.layout)

    # -- what lies where (``HudPlaces``) -----------------------------------------------------

    def lay_out(self, size: tuple[int, int]) -> Laid:
        return self.where.lay_out(size)

    def shown_on(self, zone: str) -> list[Card]:
        return self.where.shown_on(zone)

    def zone_label(self, zone: str, box: ZoneBox, shown: list[Card] | None = None) -> str:
        return self.where.zone_label(zone, box, shown)

    def prompt_block(self, size: tuple[int, int]) -> Placed:
        return self.where.prompt_block(size)

    def messages_above(self, size: tuple[int, int]) -> int | None:
        return self.where.messages_above(size)

    def title_rect(self) -> pygame.Rect:
        return self.where.title_rect()

    def menu_rect(self, size: tuple[int, int]) -> pygame.Rect:
        return self.where.menu_rect(size)

    def log_rect(self, size: tuple[int, int]) -> pygame.Rect:
        return self.where.log_rect(size)

    def text_rects(self, size: tuple[int, int],
                   laid: Laid | None = None) -> list[tuple[str, str, pygame.Rect]]:
        return self.where.text_rects(size, laid)

    # -- rising points -----------------------------------------------------------------------

    def float_rects(self, size: tuple[int, int],
                    laid: Laid | None = None) -> list[tuple[int, pygame.Rect]]:
        """Per seat with points rising, the whole of their path: (seat, rectangle)."""
        spots = self._float_spots(size, laid) if self.floats else {}
        return [(seat, spot) for seat, (spot, _line) in spots.items()]

    def _float_spots(self, size: tuple[int, int], laid: Laid | None = None,
                     news: NewsBlock | None = None) -> dict[int, tuple[pygame.Rect, int]]:
        """Each seat's rising points beside its name (its hand, if it has no words), where
        they lie on no card, no words and no button (``hud_floats.float_spots``)."""
        if not self.floats:
            return {}
        laid = laid or self.where.lay_out(size)
        beside = {}
        for seat in {rising.seat for rising in self.floats}:
            placed = laid.seats.get(seat)
            box = self.places.boxes.get(self.layout.seat_zone(seat))
            if placed or box is not None:
                beside[seat] = block_rect(placed) if placed else box.rect
        obstacles = self._taken(size, laid)
        news = news or self.news_block(size, laid)
        if news is not None:
            obstacles.append(news.rect)
        return float_spots(self.floats, beside, obstacles, size, self.k)

    def _taken(self, size: tuple[int, int], laid: Laid) -> list[pygame.Rect]:
        """What the words drawn over the table keep off: every card, every word (a block as
        one rectangle, the face-up cards under a pile's words), the race's button and the
        seats' bubbles."""
        cw, ch = self.places.card_dims
        taken = [sprite.rect(cw, ch) for pile in self.places.piles.values() for sprite in pile]
        taken += [rect for _kind, _whose, rect in self.where.text_rects(size, laid)]
        taken += laid.label_rects()
        if self.press_button.rect.w:
            taken.append(self.press_button.rect)
        return taken + self.where.bubble_rects(size)

    # -- what just happened ------------------------------------------------------------------

    def news_block(self, size: tuple[int, int], laid: Laid | None = None) -> NewsBlock | None:
        """The sentences of what just happened, where they lie on no card, no words, no button
        and no prompt (``hud_news``)."""
        texts = self._news()
        if not texts:
            return None
        laid = laid or self.where.lay_out(size)
        k = self.k
        obstacles = self._taken(size, laid)
        obstacles += [box.rect for box in self.places.boxes.values()]
        pad = self._pad().area(size, k)
        obstacles += [pad] if pad is not None and pad.w else []
        obstacles += self._messages()  # a sentence never lies under another
        return news_block(texts, size, k, obstacles, self.where.menu_rect(size).bottom
                          + int(8 * k))

    def seat_anchor(self, seat: int, size: tuple[int, int]) -> pygame.Rect | None:
        """Where ``seat``'s name and figures were last drawn (None: nowhere)."""
        seats = self._seats
        if seats is None:
            laid = self.where.lay_out(size)
            seats = {s: block_rect(placed) for s, placed in laid.seats.items() if placed}
        return seats.get(seat)

    def moving_rects(self, size: tuple[int, int]) -> list[pygame.Rect]:
        """Where the HUD draws something new every frame: the banner at its full size, the
        rising points and the race's countdown."""
        k = self.k
        rects = []
        if self.moment.banner:
            rects.append(banner_rect(self.moment.banner.text, k, size).inflate(8, 8))
        rects += [spot.inflate(8, 8) for _seat, spot in self.float_rects(size)]
        if self.press_button.rect.w:
            rects.append(self.press_button.rect.inflate(int(40 * k), int(40 * k)))
        return rects

    # -- drawing -----------------------------------------------------------------------------

    def draw_labels(self, surface: pygame.Surface) -> None:
        """Under the cards: each zone's words, the cards lying face up under its pile, and the
        edges of the cards under the top of a pile. Lays the HUD out for ``draw`` too."""
        laid = self._laid = self.where.lay_out(surface.get_size())
        cw, ch = self.places.card_dims
        piles = self.places.piles
        for zone, box in self.places.boxes.items():
            if zone.startswith("hand:"):
                continue
            if box.style == ZoneStyle.CASCADE and not piles.get(zone):
                draw_slot(surface, pygame.Rect(box.rect.centerx - cw // 2, box.rect.y, cw, ch),
                          cw)
            for mark in laid.marks.get(zone, []):
                draw_mark(surface, mark)
            if box.style == ZoneStyle.STACK:
                draw_pile_edges(surface, len(piles.get(zone, [])), box, (cw, ch))
            draw_placed(surface, laid.labels.get(zone, []))

    def draw(self, surface: pygame.Surface) -> None:
        k = self.k
        size = surface.get_size()
        laid, self._laid = self._laid or self.where.lay_out(size), None
        self._seats = {seat: block_rect(placed) for seat, placed in laid.seats.items() if placed}
        title = self.title_rect()
        theme.text(surface, game_name(self.match.game.spec), int(20 * k), title.topleft,
                   color=theme.GOLD, kind="title", shadow=True)
        panel = self.where.score_panel(size, laid)
        if panel is not None:
            draw_panel(surface, panel, k)
        tally = self.where.tally(size, laid)
        if tally is not None:
            draw_tally(surface, tally, k)
        for placed in laid.seats.values():
            draw_placed(surface, placed)
        draw_placed(surface, laid.prompt)
        draw_call(surface, laid.call, k)
        button = self.buttons[0]
        button.label = _("Menu (Esc)")
        button.rect = self.menu_rect(size)
        draw_button(surface, button, k * 0.8, focused=self.focus_button == 0)
        self.log_button.label = _("Moves (L)")
        self.log_button.rect = self.where.log_rect(size)
        draw_button(surface, self.log_button, k * 0.8)
        self._draw_press(surface, k)
        self._pad().draw(surface, k)
        news = self.news_block(size, laid)  # once a frame: the points rising keep off it
        spots = self._float_spots(size, laid, news) if self.floats else {}
        draw_floats(surface, self.floats, spots, k)
        if news is not None:
            draw_news(surface, news, k)

    def _draw_press(self, surface: pygame.Surface, k: float) -> None:
        """During a reflex window, once the table is still: a button sized to its words, with
        the keys and the time left, put where no card lies (nearest the middle). The window's
        clock runs only once the button has been drawn."""
        reflex = self._reflex()
        left = reflex.seconds_left() if reflex.open and not self.moment.busy() else None
        if left is None or not self._one_press(reflex):
            self.press_button.rect = pygame.Rect(0, 0, 0, 0)
            return
        w = surface.get_width()
        cw, ch = self.places.card_dims
        pad = int(18 * k)
        cards = [s.rect(cw, ch).inflate(pad, pad) for pile in self.places.piles.values()
                 for s in pile]
        hand = self.places.boxes.get(self.layout.seat_zone(self.moment.bottom))
        if hand is not None:  # the prompt over the player's own hand
            cards.append(pygame.Rect(0, hand.rect.top - int(44 * k), w, int(44 * k)))
        label = self.layout.race_label(reflex.keys_text(), f"{left:.1f}")
        draw_race_button(surface, self.press_button, label, k, cards)

    def _one_press(self, reflex: Reflexes) -> bool:
        """Whether the people at the table each have a single press (Escoba's slap): one
        big button says it all; otherwise the press pad shows each key."""
        game = self.match.game
        return all(sum(p is not None for p in game.presses(seat)) == 1
                   for seat in reflex.humans())

    def draw_banner(self, surface: pygame.Surface, text: str, left: float) -> None:
        """The call, popping up (``hud_floats.draw_banner``)."""
        draw_banner(surface, text, left, self.k)
