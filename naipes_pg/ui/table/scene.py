"""The one generic table: every game is played here.

It draws zones and card sprites from ``view(viewer)`` and animates the events the rules
return, redacted for the viewer, through a timeline; it never reads a hidden card. Input waits
while a blocking animation runs. Computer seats move when the timeline is idle, paced so a
person can follow. With several human seats a curtain hides the table between their turns.
"""

from __future__ import annotations

import logging
from difflib import SequenceMatcher
from typing import Any

import pygame

from ...cards import Card
from ...i18n import _, announcement, tr
from ...rules.announcements import shows_banner, sounds_for, spoken_key
from ...rules.base import CLOCK, card_place
from ...rules.events import (
    Announced,
    Captured,
    Dealt,
    Event,
    Gathered,
    HandOver,
    HandStarted,
    MatchOver,
    Moved,
    Revealed,
    Scored,
)
from .. import art, theme
from ..anim import HOLD, Animator, Timeline
from ..scene import Scene
from .cascade import Cascade
from .hud import Hud
from .input import TableInput, action_label
from .layout import ZoneBox
from .layouts import layout_for
from .presses import PressPad
from .reflex import Reflex
from .solo import SoloBar
from .sprites import CardSprite, draw_card, draw_slot
from .stage import Stage

log = logging.getLogger("naipes.table")

FLIGHT = 0.38  # seconds for a card to fly from one zone to another at normal speed
COMPUTER_PACE = 0.8  # seconds a computer seat "thinks" before playing, at normal speed
BANNER = 1.2
LIFT = 0.25  # the share of that time its card is raised in its hand before it flies
LINGER = 0.3  # the share of it the move stays in view once it has landed
SETTLE_AT_MOST = 6.0  # seconds a result panel waits for the table to come to rest
FULL_REDRAW_EVERY = 120  # frames between full updates of the window (2 s)
MAX_DIRTY_RECTS = 80
TRICK_LOOK = 0.7  # seconds a whole trick stays in view before it is taken (× speed)
BLEED = 6  # pixels added round a changed item's rectangle: antialiased edges, rounding
SEARCH_SLICE = 0.008  # seconds of search per frame: the frame stays well inside 1/60 s


class TableScene(Scene):
    def __init__(self, app, match) -> None:
        super().__init__(app)
        self.match = match
        self.game_id = match.game.spec.id
        self.layout = layout_for(self.game_id)
        self.layout.use_options(dict(match.game.options))
        humans = match.humans
        self.bottom = humans[0] if humans else 0  # whose hand is at the bottom
        self.viewer: int | None = self.bottom if len(humans) == 1 else None
        self.animator = Animator()
        self.timeline = Timeline()
        self.piles: dict[str, list[CardSprite]] = {}
        self.boxes: dict[str, ZoneBox] = {}
        self.flying: list[CardSprite] = []
        self.banner: tuple[str, float] | None = None
        self.think = 0.0
        self._settling = 0.0  # seconds left to wait for the table to come to rest
        self.clock = 0.0  # seconds this table has been updated
        self._shown_at = 0.0  # when the computer's move in view began to show
        self.turn = None
        self.hint = None
        self.hint_target: str | None = None  # where the hinted card goes, outlined
        self.last_why: str | None = None
        self.synced = True
        self.resyncs = 0
        self.drawn_faces: list[Card] = []  # the faces drawn in the last frame (for tests)
        self.frames_drawn = 0
        self._items: list = []
        self._last_items: list | None = None
        self._since_full = 0
        self._last_changed: list[pygame.Rect] = []
        self._counted: tuple[list, list[pygame.Rect] | None] = ([], None)
        self.input = TableInput(self)
        self.reflex = Reflex(self)
        self.hud = Hud(match, self.layout, app, places=self, moment=self,
                       stage=lambda: self.stage, solo=lambda: self.solo,
                       reflex=lambda: self.reflex, pad=lambda: self.pad,
                       prompt=lambda: self.input.prompt(), on_menu=self.input.pause)
        self.pad = PressPad(self)
        self.stage = Stage(self)
        self.solo = SoloBar(self)
        self._asked: list[str] = []  # undo/redo pressed while cards were moving: done after
        self.cascade: Cascade | None = None  # a won solitaire's cards bouncing away
        self._after_cascade: dict[str, Any] = {}
        self.script: list[Any] = []  # a solution being shown, its moves still to play
        self.script_length = 0
        self._script_wait = 0.0
        self._start()

    # -- set-up ------------------------------------------------------------------------------

    def _start(self) -> None:
        game = self.match.game
        self.resize(self.app.size)
        if game.history:  # a resumed match: show it as it is
            self.rebuild()
            return
        view = self.current_view()
        self.hud.refresh(view)
        everything = [c for cards in view.zones.values() for c in cards]
        self.piles = {zone: [] for zone in view.zones}
        self.piles["stock"] = [self._sprite(None, "stock") for _ in everything]
        self.place_all(0)
        self.queue(list(game.opening_events))
        self._draw(pygame.Surface(self.app.size))  # fonts, shadows and felt ready before the deal

    def current_view(self):
        """What the table shows: the viewer's view (a viewer of a past match may see more)."""
        return self.match.game.view(self.viewer)

    def shown_events(self, events: list[Event]) -> list[Event]:
        """``events`` as the table shows them: redacted as ``current_view`` is."""
        return self.match.game.redact(events, self.viewer)

    @property
    def speed(self) -> float:
        return self.app.settings.speed_factor

    @property
    def card_dims(self) -> tuple[int, int]:
        return self.layout.card_dims(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        self._lay_out(size)
        art.warm(self.match.game.deck, self.card_dims[0], self.app.settings.card_back)
        self.animator.finish()
        self.place_all(0)

    def _lay_out(self, size: tuple[int, int], also: str | None = None) -> None:
        """The zones' places for the zones the view has now (and ``also``, one an event is
        about to fill)."""
        game = self.match.game
        zones = list(self.current_view().zones)
        if also is not None and also not in zones:
            zones.append(also)
        self.boxes = self.layout.boxes(size, self.bottom, game.players, zones)
        self._last_items = None

    def _zone_appeared(self, zone: str) -> None:
        """A zone the table had no place for gets one: the boxes are laid out again, and the
        cards already there move to their new places."""
        self._lay_out(self.app.size, zone)
        for other in self.piles:
            self.place(other)

    def _sprite(self, card: Card | None, zone: str) -> CardSprite:
        box = self.boxes.get(zone)
        x, y = box.rect.center if box else (self.app.size[0] / 2, self.app.size[1] / 2)
        return CardSprite(card, x, y, bool(box and box.face_up), zone)

    def _face_shown(self, zone: str, card: Card | None) -> bool:
        """Whether a card the view names in ``zone`` lies face up: always where the zone is
        drawn face up; where it is drawn face down, as its layout says (a card shown from a
        hidden hand is, a known card in a taken pile is not)."""
        box = self.boxes.get(zone)
        return card is not None and box is not None and (box.face_up
                                                         or self.layout.shows_known(zone, box))

    def rebuild(self, zones: dict[str, Any] | None = None) -> None:
        """Make the sprites exactly what the viewer's view shows, or ``zones`` as given (no
        animation)."""
        view = self.current_view()
        known = {s.card: s for pile in self.piles.values() for s in pile if s.card is not None}
        self.piles = {}
        for zone, cards in (view.zones if zones is None else zones).items():
            pile = []
            for card in cards:
                sprite = known.pop(card, None) if card is not None else None
                sprite = sprite or self._sprite(card, zone)
                sprite.card, sprite.zone = card, zone
                sprite.face_up = self._face_shown(zone, card)
                sprite.flip, sprite.glow, sprite.lift = 1.0, None, 0.0
                pile.append(sprite)
            self.piles[zone] = pile
        self.flying.clear()
        self.place_all(0)
        self.hud.refresh(view)
        self.synced = True

    def _show_final(self, event: HandOver) -> None:
        """The table as the hand ended, before its figures: the events should have made it
        so; if they did not, snap to the hand's final piles rather than show something false."""
        final = event.piles
        if any(not (self._pile_shows(zone, cards) or self._reorder(zone, cards))
               for zone, cards in final.items()):
            log.warning("table out of step with the hand's end; redrawing it")
            self.resyncs += 1
            self.rebuild(dict(final))

    def _reorder(self, zone: str, cards: Any) -> bool:
        """A pile holding the view's cards in another order takes the view's order, its
        cards sliding there; False when the cards themselves differ. It happens where the
        viewer cannot tell which hidden card left a hand that also shows cards (a Tute
        cante, an exchanged trump): the table took one hidden card, the rules another."""
        pile = self.piles.get(zone, [])
        if len(pile) != len(cards):
            return False
        known = {s.card: s for s in pile if s.card is not None}
        if any(card is not None and card not in known for card in cards):
            return False
        placed = {id(known[card]) for card in cards if card is not None}
        rest = [s for s in pile if id(s) not in placed]
        if any(s.card is not None for s in rest):  # a card the view hides: redraw instead
            return False
        rest = iter(rest)
        self.piles[zone] = [known[card] if card is not None else next(rest) for card in cards]
        self.place(zone)
        return True

    def _pile_shows(self, zone: str, cards: Any) -> bool:
        pile = self.piles.get(zone, [])
        return len(pile) == len(cards) and all(
            c is None or s.card == c for s, c in zip(pile, cards, strict=True))

    def reconcile(self) -> None:
        """After the events played out, the sprites must match the view; if they don't (a gap
        in the event mapping), snap to the view rather than show something false."""
        view = self.current_view()
        for zone, cards in view.zones.items():
            if not (self._pile_shows(zone, cards) or self._reorder(zone, cards)
                    or self._reveal(zone, cards)):
                log.warning("table out of step with the rules at %s; redrawing", zone)
                self.resyncs += 1
                self.rebuild()
                return
            self._forget_hidden(zone, cards)
        self.hud.refresh(view)
        self.synced = True

    def _reveal(self, zone: str, cards: Any) -> bool:
        """Cards the view now names where the table held them unknown turn over where they
        lie: a pile redrawn from a view (a resumed match, undo) knows only its top, and the
        card under it is named once the top has gone. False when anything else differs."""
        pile = self.piles.get(zone, [])
        if len(pile) != len(cards) or any(
                card is not None and s.card is not None and s.card != card
                for s, card in zip(pile, cards, strict=True)):
            return False
        for sprite, card in zip(pile, cards, strict=True):
            if card is not None and sprite.card is None:
                self._turn_over(sprite, card, self._face_shown(zone, card))
        return True

    def _forget_hidden(self, zone: str, cards: Any) -> None:
        """A card the viewer saw go into a place drawn face down, which the view no longer
        names, lies face down there: the table shows what the view shows, no more."""
        box = self.boxes.get(zone)
        if box is None or box.face_up:
            return
        for sprite, card in zip(self.piles.get(zone, []), cards, strict=True):
            if card is None and sprite.card is not None:
                self._turn_over(sprite, None, False)
                sprite.card = None

    # -- placing sprites ---------------------------------------------------------------------

    def place(self, zone: str, duration: float | None = None) -> None:
        box = self.boxes.get(zone)
        pile = self.piles.get(zone, [])
        if box is None:
            return
        cw, ch = self.card_dims
        duration = FLIGHT * self.speed if duration is None else duration
        turn = int(box.style == "crosswise")
        for sprite, (x, y) in zip(pile, box.positions(len(pile), cw, ch), strict=True):
            sprite.turn = turn
            if abs(sprite.x - x) > 0.5 or abs(sprite.y - y) > 0.5:
                self._fly(sprite, x, y, duration)

    def place_all(self, duration: float | None = None) -> None:
        for zone in self.piles:
            self.place(zone, duration)

    def _fly(self, sprite: CardSprite, x: float, y: float, duration: float) -> None:
        if duration <= 0:
            self.animator.animate(sprite, 0, x=x, y=y)
            return
        if sprite not in self.flying:
            self.flying.append(sprite)

        def landed() -> None:
            if sprite in self.flying:
                self.flying.remove(sprite)

        self.animator.animate(sprite, duration, x=x, y=y, on_done=landed)

    def _turn_over(self, sprite: CardSprite, card: Card | None, face_up: bool) -> None:
        """Give the sprite its card and turn it face up (or down) with a flip."""
        if card is not None:
            sprite.card = card
        show = face_up and sprite.card is not None
        if show != sprite.face_up:
            sprite.face_up = show
            sprite.flip = 0.0
            self.animator.animate(sprite, FLIGHT * self.speed * 0.8, ease="in_out", flip=1.0)

    def _take(self, zone: str, card: Card | None, end: str = "top") -> CardSprite:
        """The sprite of ``card`` in ``zone``; for a card the viewer did not know, a face-down
        sprite from that end of the pile."""
        pile = self.piles.setdefault(zone, [])
        if card is not None:
            for i, sprite in enumerate(pile):
                if sprite.card == card:
                    return pile.pop(i)
        order = range(len(pile)) if end == "bottom" else range(len(pile) - 1, -1, -1)
        for i in order:
            if pile[i].card is None:
                return pile.pop(i)
        if pile:
            return pile.pop(0 if end == "bottom" else -1)
        log.debug("no sprite for %s in %s; making one", card, zone)
        return self._sprite(card, zone)

    def _move_block(self, event: Moved) -> None:
        """Take the block from its end of ``frm`` and lay it, in the same order, on ``to``."""
        from_top = event.frm_end != "bottom"
        cards = list(reversed(event.cards)) if from_top else list(event.cards)
        block = [self._take(event.frm, card, event.frm_end) for card in cards]
        if from_top:
            block.reverse()
        for sprite, card in zip(block, event.cards, strict=True):
            sprite.card = card  # a move the viewer cannot see leaves the card unknown
        if event.to_end == "bottom":
            for sprite in reversed(block):
                self._put(sprite, event.to, "bottom")
        else:
            for sprite in block:
                self._put(sprite, event.to)

    def _put(self, sprite: CardSprite, zone: str, end: str = "top") -> None:
        if zone not in self.boxes:
            self._zone_appeared(zone)
        pile = self.piles.setdefault(zone, [])
        pile.insert(0, sprite) if end == "bottom" else pile.append(sprite)
        sprite.zone = zone
        sprite.lift = 0.0  # a card raised before it was played lies flat where it lands
        if sprite.glow == theme.HIGHLIGHT:  # or lit, with reduced motion
            sprite.glow = None
        self._turn_over(sprite, None, self._face_shown(zone, sprite.card))

    # -- events → what the player sees and hears ---------------------------------------------

    def queue(self, events: list[Event], seat: int | None = None) -> None:
        """Play ``events`` in order. A computer ``seat``'s move is paced: its card is first
        lifted in its hand, and the move stays in view a moment before anything else. Every
        motion, banner and float of a hand has ended before its result panel opens."""
        self.synced = False
        shown = self.shown_events(events)
        pace = self.computer_pace if seat in self.match.agents else 0.0
        if pace:
            self.timeline.add(lambda: self._lift_played(seat, shown, pace))
        for event in shown:
            if isinstance(event, (HandOver, MatchOver, Gathered)):
                self.timeline.add(self._settle)
            if isinstance(event, Gathered):  # the whole trick in view a moment, then taken
                self.timeline.add(lambda: TRICK_LOOK * self.speed)
            self.timeline.add(lambda event=event: self.show(event))
        if pace:
            self.timeline.add(lambda: max(pace * LINGER, pace - (self.clock - self._shown_at)))

    @property
    def computer_pace(self) -> float:
        """The least time a computer's move is in view (a setting), none at instant speed."""
        if self.speed <= 0:
            return 0.0
        return self.app.settings.computer_pace

    def _lift_played(self, seat: int, events: list[Event], pace: float) -> float:
        """Raise the card the computer is about to play, where it lies in its hand."""
        self._shown_at = self.clock
        hand = self.layout.seat_zone(seat)
        moved = next((e for e in events if isinstance(e, Moved) and e.frm == hand), None)
        pile = self.piles.get(hand, [])
        if moved is None or not pile:
            return 0.0
        card = moved.cards[-1]
        sprite = next((s for s in pile if card is not None and s.card == card), None)
        if sprite is None:
            sprite = next((s for s in reversed(pile) if s.card is None), pile[-1])
            sprite.card = card  # known once it leaves the hand face up; _take finds it by it
        if theme.reduced_motion():  # lit where it lies, not raised: it flies from there
            sprite.glow = theme.HIGHLIGHT
        else:
            self.animator.animate(sprite, LIFT * pace, ease="out", lift=1.0)
        return LIFT * pace * 1.4

    def _settle(self) -> float:
        """Hold the line until every card has landed and every banner and float has gone."""
        self._settling = SETTLE_AT_MOST
        return HOLD

    def _settled(self, dt: float) -> None:
        self._settling -= dt
        calm = not (self.flying or self.animator.busy or self.banner or self.hud.floats)
        if calm or self._settling <= 0:
            self._settling = 0.0
            self.timeline.release()

    def show(self, event: Event) -> float:
        """Start showing one event; returns how long before the next may start."""
        s = self.speed
        if isinstance(event, Dealt):
            sprite = self._take(event.frm, None)
            sprite.card = event.card  # None when the viewer may not see it: forget it
            self._put(sprite, event.to)
            self.place(event.to)
            self.app.play("deal")
            return 0.11 * s
        if isinstance(event, Moved):
            self._move_block(event)
            self.place(event.frm)
            self.place(event.to)
            sound, pace = self.layout.move_motion(event.frm, event.to)
            self.app.play(sound)
            return FLIGHT * s * pace
        if isinstance(event, Captured):
            for card in event.cards:
                self._put(self._take(event.frm, card), event.to)
            pile = self.piles[event.to]
            moved = pile[-len(event.cards):]
            pile[-len(event.cards):] = moved[::-1]  # events list the stack top first
            self.place(event.frm)
            self.place(event.to, FLIGHT * s * 1.3)
            self.app.play("capture")
            return FLIGHT * s * 1.5
        if isinstance(event, Gathered):
            for zone, cards in event.parts:
                for card in cards:
                    self._put(self._take(zone, card), event.to)
                self.place(zone)
            self.place(event.to, FLIGHT * s * 1.3)
            self.app.play("capture")
            return FLIGHT * s * 1.5
        if isinstance(event, Revealed):
            pile = self.piles.get(event.where, [])
            if event.index is not None and 0 <= event.index < len(pile):
                self._turn_over(pile[event.index], event.card, True)
            else:
                for sprite in pile:
                    if sprite.card is None or sprite.card == event.card:
                        self._turn_over(sprite, event.card, True)
                        break
            self.app.play("flip")
            return FLIGHT * s
        if isinstance(event, Announced):
            return self._announce(event)
        if isinstance(event, Scored):
            self.hud.float_text(event.seat, f"+{event.points}" if event.points >= 0
                                else str(event.points))
            return 0.3 * s
        if isinstance(event, HandStarted):
            return self._gather(event)
        if isinstance(event, HandOver):
            return self._hand_over(event)
        if isinstance(event, MatchOver):
            return self._match_over(event)
        return 0.0

    def _announce(self, event: Announced) -> float:
        for key in sounds_for(event.kind, event.data) if not self.layout.silent(event) else ():
            self.app.play(key)
        zone = self.layout.shake(event)
        if zone is not None:
            self.stage.pulse(zone)
        words = self.layout.speech(event, self.hud.info)
        if words is not None:  # heard, and said in a bubble at once: the game goes on
            if words and event.seat is not None:
                self.stage.say(event.seat, words)
            return 0.0
        if not shows_banner(event.kind):  # heard only: a card going up, a pair, a chain
            return 0.0
        words = announcement(spoken_key(event.kind, event.data))
        self.banner = (words, BANNER * max(self.speed, 0.6))
        return BANNER * max(self.speed, 0.35)

    def _gather(self, event: HandStarted) -> float:
        """All cards back to the stock, face down, for a new shuffle and deal."""
        sprites = [s for pile in self.piles.values() for s in pile]
        self.piles = {zone: [] for zone in self.piles}
        for sprite in sprites:
            sprite.card = None
            sprite.face_up = False
            sprite.flip = 1.0
            self._put(sprite, "stock")
        self.hud.new_hand(event)
        if event.number == 0:
            self.place("stock", 0)
            return 0.2 * self.speed
        self.place("stock", FLIGHT * self.speed * 1.4)
        self.app.play("shuffle")
        return FLIGHT * self.speed * 2

    def _hand_over(self, event: HandOver) -> float:
        """The hand's figures over the table as the hand ended (the last hand's too: the match
        results follow once it is closed)."""
        self._show_final(event)
        if self.match.game.outcome() is not None:  # the last hand: the last move's figures
            self.hud.refresh(self.current_view())  # (a player out, a score)
        self.hud.hand_over(event)
        if self.match.solo and self.match.game.outcome() is not None:
            return 0.0  # one person's one deal: the match's result says all there is
        title, rows = self.hud.hand_result(event)
        try:
            from ..scenes.results import HandResultScene
        except ImportError:
            return 1.5 * self.speed
        self.app.stack.push(HandResultScene(self.app, title, rows, self.timeline.release))
        return HOLD

    def _match_over(self, event: MatchOver) -> float:
        outcome = event.outcome
        self.app.record_match(self.match, outcome)
        lost = self.viewer is not None and self.viewer not in outcome.winners
        if not self.match.solo:  # a solitaire's end was announced with its own jingle
            self.app.play("lose" if lost else "win")
        summary = self.hud.match_summary(outcome)
        if (self.match.solo and not lost and self.speed > 0 and not self.match.demo
                and not theme.reduced_motion()):  # with less motion: the results at once
            self._cascade(summary)  # the results come once the cards have danced
            return HOLD
        self._show_results(summary)
        return HOLD

    def _cascade(self, summary: dict[str, Any]) -> None:
        """A won solitaire: the face-up cards leap off their piles, tops first, pile by pile
        in turn, and bounce away."""
        piles = [[s for s in pile if s.shows_face] for pile in self.piles.values()]
        order = []
        while any(piles):
            for pile in piles:
                if pile:
                    sprite = pile.pop()
                    order.append((sprite.card, sprite.x, sprite.y))
        self.cascade = Cascade(order, self.card_dims[0], self.app.size, self.match.game.seed)
        self._after_cascade = summary
        self.piles = {zone: [s for s in pile if not s.shows_face]
                      for zone, pile in self.piles.items()}

    def _end_cascade(self) -> None:
        if self.cascade is not None:
            self.cascade = None
            self.rebuild()
            self._show_results(self._after_cascade)

    def _show_results(self, summary: dict[str, Any]) -> None:
        try:
            from ..scenes.results import ResultsScene
        except ImportError:
            return HOLD
        self.app.stack.push(ResultsScene(self.app, summary))

    # -- turns ---------------------------------------------------------------------------------

    def busy(self) -> bool:
        return not self.timeline.idle or bool(self.flying)

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.cascade is not None:
            self.cascade.update(dt)
            if self.cascade.done:
                self._end_cascade()
            return
        if self.app.stack.top is self and self.match.game.outcome() is None:
            self.match.elapsed += min(dt, 0.25)  # the clock stops under the pause menu
        self.animator.update(dt)
        self.timeline.update(dt)
        self.hud.update(dt)
        self.stage.update(dt)
        if self.banner:
            text, left = self.banner
            self.banner = (text, left - dt) if left - dt > 0 else None
        if self._settling:
            self._settled(dt)
        timed = self.reflex.update(dt, still=not self.busy() and not self._settling)
        if self.busy():
            return
        if not self.synced:
            self.reconcile()
        self.take_turns(dt, timed)

    def take_turns(self, dt: float, timed: bool) -> None:
        """The still table moves the match on: undo asked for, a solution shown, an automatic
        move, a computer's turn, the hand-over to the next person."""
        if self._asked:
            (self.undo if self._asked.pop(0) == "undo" else self.redo)()
            return
        if self.script:
            self._play_script(dt)
            return
        if self._auto_move():
            return
        self.input.update(dt)  # the settled table's time in view, for its input guard
        game = self.match.game
        if game.outcome() is not None or timed:
            return
        seat = self.match.computer_to_act()
        if seat is not None:
            if self.viewer is not None and self.match.hot_seat:
                self._hide_hands()
            self._computer(seat, dt)
            return
        human = self.match.human_to_act()
        if human is not None and human != self.viewer:
            self._hand_over_to(human)
        elif self.hint is not None:
            self._advance_hint()

    def _computer(self, seat: int, dt: float) -> None:
        """Think in slices between frames; play once decided and the pace allows."""
        if self.turn is None or self.turn.seat != seat:
            self.turn = self.match.computer_turn(seat)
            self.think = 0.0
        self.think += dt
        action = self.turn.advance(SEARCH_SLICE)
        if action is not None and (seat == CLOCK or self.think >= COMPUTER_PACE * self.speed):
            if self.turn.why:
                self.last_why = tr("{name} played — {why}", name=self.match.name(seat),
                                   why=self.turn.why)
            self.turn = None
            self.perform(seat, action)

    def ask_hint(self) -> None:
        """Search the viewer's seat, a few ms a frame; the suggestion then lights up."""
        viewer = self.viewer
        if self.reflex.active:  # a race of reflexes: nobody is told when to press
            self.app.toast(_("No hints in a game of reflexes."))
            return
        if viewer is None or viewer not in self.match.game.actors() or self.busy():
            self.app.toast(_("A hint is for your turn."))
            return
        from ..match import hint_turn

        self.hint = hint_turn(self.match, viewer)
        self.match.hint_used = True  # the statistics count an assisted match apart
        self.app.toast(_("Thinking of a hint…"))

    def _advance_hint(self) -> None:
        turn = self.hint
        action = turn.advance(SEARCH_SLICE)
        if action is None:
            return
        self.hint = None
        self._light_hint(action)
        searching = _("Thinking of a hint…")
        self.app.toasts = [t for t in self.app.toasts if t[0] != searching]
        self.app.toast(tr("Hint: {why}", why=turn.why or action_label(action)))

    def _light_hint(self, action: Any) -> None:
        """Light the hint's card wherever it lies, or the top of the place it acts on, and
        the place a card goes to."""
        card = getattr(action, "card", None)
        place = getattr(action, "zone", None) if card is None else None
        self.hint_target = card_place(action) if card is not None else None
        for zone, pile in self.piles.items():
            for sprite in pile:
                lit = sprite.card == card if card is not None else (
                    zone == place and sprite is pile[-1])
                sprite.glow = theme.HINT if lit else None

    def explain_last(self) -> None:
        if not self.match.agents:
            self.app.toast(_("No computer plays in this match: W explains a computer's move."))
            return
        self.app.toast(self.last_why or _("The computer has not played yet."))

    def _hide_hands(self) -> None:
        """Hot-seat: the computers play to a table that shows no one's hand, since the next
        person may already be sitting in front of it; his curtain comes before his turn."""
        self.viewer = None
        self.rebuild()

    def _hand_over_to(self, seat: int) -> None:
        """Hot-seat: hide everything, then show the table from ``seat``'s side."""
        def open_table() -> None:
            self.viewer = self.bottom = seat
            self.resize(self.app.size)
            self.rebuild()

        self._hide_hands()
        try:
            from ..scenes.curtain import CurtainScene
        except ImportError:
            open_table()
            return
        self.app.stack.push(CurtainScene(self.app, self.match.name(seat), open_table))

    def perform(self, seat: int, act: Any, *, auto: bool = False) -> list[Event]:
        """Apply ``act`` for ``seat`` and show what it did; returns the events."""
        events = self.match.apply(seat, act, auto=auto)
        self.hint = None
        self.hint_target = None
        for pile in self.piles.values():
            for sprite in pile:
                if sprite.glow == theme.HINT:
                    sprite.glow = None
        self.queue(events, seat)
        return events

    def human_act(self, act: Any) -> bool:
        """The viewer asks for ``act``: done, or refused with the rule's reason shown."""
        seat = self.viewer
        if seat is None or self.busy():
            return False
        reason = self.match.try_action(seat, act)
        if reason:
            self.refuse(reason)
            return False
        self.perform(seat, act)
        return True

    # -- undo ----------------------------------------------------------------------------------

    def undo(self) -> None:
        """Take back the person's last move: the cards glide back to where they were."""
        if not self.match.solo:
            self.app.toast(_("Undo is for games played alone."))
            return
        if self.busy():
            self._asked.append("undo")
            return
        if not self.match.undo():
            self.app.toast(_("Nothing to undo."))
            return
        self.hint = self.hint_target = None
        self.input.deselect()
        self.glide_to_view()
        self.app.play("slide")

    def redo(self) -> None:
        """Make again the move last undone, shown as it was the first time."""
        if self.busy():
            self._asked.append("redo")
            return
        step = self.match.next_redo()
        if step is None:
            if self.match.solo:
                self.app.toast(_("Nothing to redo."))
            return
        self.input.deselect()
        self.perform(*step)

    def _auto_move(self) -> bool:
        """Play the move an option of the game makes for the viewer (auto-move, auto-pair),
        once the table is still; True if one was made."""
        viewer = self.viewer
        game = self.match.game
        if viewer is None or viewer not in game.actors() or self.input.dragged is not None:
            return False
        act = game.auto_action(viewer)
        if act is None or game.why_illegal(viewer, act) is not None:
            return False
        self.input.deselect()
        self.perform(viewer, act, auto=True)
        return True

    def play_line(self, line: list[Any]) -> None:
        """Play ``line``, the viewer's moves of a solution, one at a time at the computer's
        pace; the player watches (any key or click other than Esc stops it)."""
        self.script = list(line)
        self.script_length = len(line)
        self._script_wait = 0.0
        self.input.deselect()

    def stop_script(self) -> None:
        if self.script:
            self.script = []
            self.app.toast(_("Solution stopped: the cards are yours."))

    def _play_script(self, dt: float) -> None:
        self._script_wait += dt
        if self._script_wait < max(COMPUTER_PACE * self.speed, 0.05):
            return
        self._script_wait = 0.0
        act = self.script.pop(0)
        if self.match.try_action(self.viewer, act) is not None:
            log.warning("the solution's move %r is not legal here; stopping it", act)
            self.script = []
            return
        self.perform(self.viewer, act)

    def glide_to_view(self) -> None:
        """Make the sprites what the view shows, each card flying from where it lies to its
        place and turning over if it must (undo: cards move, they never jump)."""
        view = self.current_view()
        self._lay_out(self.app.size)
        known = {s.card: s for pile in self.piles.values() for s in pile if s.card is not None}
        unknown = {zone: [s for s in pile if s.card is None] for zone, pile in self.piles.items()}
        wanted = {card for cards in view.zones.values() for card in cards if card is not None}
        spare = [s for card, s in known.items() if card not in wanted]  # cards now hidden
        piles: dict[str, list[CardSprite]] = {}
        for zone, cards in view.zones.items():
            pile = []
            for card in cards:
                sprite = known.pop(card, None) if card is not None else None
                if sprite is None:
                    pool = unknown.get(zone) or next((p for p in unknown.values() if p), None)
                    sprite = (pool.pop() if pool else spare.pop() if spare
                              else self._sprite(None, zone))
                sprite.zone, sprite.glow, sprite.lift = zone, None, 0.0
                self._turn_over(sprite, card, self._face_shown(zone, card))
                if card is None:
                    sprite.card = None
                pile.append(sprite)
            piles[zone] = pile
        self.piles = piles
        self.place_all()
        self.hud.refresh(view)
        self.synced = True

    def refuse(self, reason: str) -> None:
        self.app.toast(reason)
        self.app.play("illegal")
        self.place_all()

    def restart(self) -> None:
        from ..match import MatchSetup

        s = self.match.setup
        self.app.start_match(MatchSetup(s.game_id, s.options, s.variant, None, s.seats,
                                        s.winnable_only))

    def viewer_may_act(self) -> bool:
        """Whether the one looking at the table is asked to act now (the prompt says how)."""
        return self.viewer is not None and self.viewer in self.match.game.actors()

    def thinks(self, seat: int) -> bool:
        """Whether ``seat``, acting now, is a computer to be shown thinking."""
        return seat in self.match.agents and not self.reflex.open

    def legal_for_viewer(self) -> list[Any]:
        if self.viewer is None or self.busy() or self.script:
            return []
        return self.match.game.legal_actions(self.viewer)

    # -- input and drawing -------------------------------------------------------------------

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if self.cascade is not None and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self._end_cascade()
            return None
        if self.script and (event.type == pygame.MOUSEBUTTONDOWN or (
                event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE)):
            self.stop_script()
            return None
        if self.solo.process_event(event):
            return None
        if event.type == pygame.KEYDOWN and event.mod & pygame.KMOD_CTRL and self.match.solo:
            if event.key == pygame.K_z:
                (self.redo if event.mod & pygame.KMOD_SHIFT else self.undo)()
                return None
            if event.key == pygame.K_y:
                self.redo()
                return None
        return self.input.process_event(event)

    def messages_above(self) -> int | None:
        """Above the prompt over the player's own hand, where his eyes are, clear of the
        other seats' names."""
        return self.hud.messages_above(self.app.size)

    def dirty(self) -> list[pygame.Rect] | None:
        """Where this frame differs from the last: every drawn item is noted with what it
        shows, and an item that appeared, moved or changed marks its old and new place."""
        if self.cascade is not None:
            return None  # the cascade's trail covers the whole window
        now, changes = self._counted  # as draw() counted them
        self._last_items = now
        self._last_changed = changes or []
        self._since_full += 1
        if changes is None or self._since_full >= FULL_REDRAW_EVERY:
            self._since_full = 0  # also heals anything drawn outside the notes
            return None
        return changes

    def _changes(self, now: list) -> list[pygame.Rect] | None:
        """The rectangles of the items drawn differently in ``now`` and in the last frame, in
        the order they were drawn: an item that appeared, went or moved, and also one drawn
        at another depth (a dealt card landing on its pile is drawn under the cards still
        flying; three cards squared up on a pile are one item three times, and their shadows
        darken with each); None for a whole new window."""
        last = self._last_items
        if last is None:
            return None
        if now == last:
            return []
        rects = []
        matcher = SequenceMatcher(None, last, now, autojunk=False)
        for tag, i1, i2, j1, j2 in matcher.get_opcodes():
            if tag != "equal":  # a pixel or two spills past a rounded rectangle: BLEED
                rects += [pygame.Rect(item[0]).inflate(BLEED, BLEED) for item in last[i1:i2]]
                rects += [pygame.Rect(item[0]).inflate(BLEED, BLEED) for item in now[j1:j2]]
        return rects if len(rects) <= MAX_DIRTY_RECTS else None

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table. When it is all the window shows, only the part that can change is
        blended: what changed in the last frame and where things move now. Every item is noted
        all the same, so a change found outside that part is drawn again, there, before the
        frame is sent: the window never shows a stale corner."""
        part = self._expected_change(surface) if self.app.draws_alone(self) else None
        self._items = self._draw_noted(surface, part)
        now = self._items
        changes = self._changes(now)
        if part is not None:
            escaped = [r for r in changes if not part.contains(r)] if changes is not None else None
            if escaped is None or escaped:  # the same items again, drawn where they changed
                again = None if escaped is None else part.unionall(escaped)
                self._items = self._draw_noted(surface, again)
        self._counted = (now, changes)
        self.frames_drawn += 1
        self.reflex.drawn(still=not self.busy() and not self._settling)

    def _draw_noted(self, surface: pygame.Surface, clip: pygame.Rect | None) -> list:
        theme.start_recording()
        surface.set_clip(clip)
        try:
            self._draw(surface)
        finally:
            surface.set_clip(None)
            items = theme.stop_recording()
        return items

    def _expected_change(self, surface: pygame.Surface) -> pygame.Rect | None:
        """The part of the window this frame may change (None: all of it)."""
        if self._last_items is None or self._since_full + 1 >= FULL_REDRAW_EVERY:
            return None
        if self.stage.moving:  # a picture jumping, a word in its bubble: all of it
            return None
        cw, ch = self.card_dims
        grow = cw // 2 + 16  # a card's shadow and lift
        moving = [s for s in (*self.flying, self.input.dragged) if s is not None]
        rects = self._last_changed + [s.rect(cw, ch).inflate(grow, grow) for s in moving]
        rects += self.hud.moving_rects(surface.get_size())
        if not rects:
            return pygame.Rect(0, 0, 0, 0)
        part = rects[0].unionall(rects[1:]).clip(surface.get_rect())
        whole = surface.get_width() * surface.get_height()
        return None if part.w * part.h > 0.6 * whole else part

    def _draw(self, surface: pygame.Surface) -> None:
        theme.felt(surface)
        cw, ch = self.card_dims
        back = self.app.settings.card_back
        faces: list[Card] = []
        for zone, box in self.boxes.items():
            if box.style == "stack" and box.slot and not self.piles.get(zone):
                draw_slot(surface, pygame.Rect(box.rect.centerx - cw // 2, box.rect.y, cw, ch), cw)
        self.hud.draw_labels(surface)
        dragged = self.input.dragged
        for zone, pile in self.piles.items():
            box = self.boxes.get(zone)
            visible = pile[-3:] if box and box.style == "stack" else pile
            for sprite in visible:
                if sprite in self.flying or sprite is dragged:
                    continue
                if draw_card(surface, sprite, cw, ch, back):
                    faces.append(sprite.card)
        for sprite in self.flying:
            if sprite is not dragged and draw_card(surface, sprite, cw, ch, back):
                faces.append(sprite.card)
        self.input.draw(surface)
        if self.hint_target is not None and not self.busy():
            self.input.outline_place(surface, self.hint_target, theme.HINT,
                                     max(3, int(4 * self.app.k)))
        if dragged is not None and draw_card(surface, dragged, cw, ch, back):
            faces.append(dragged.card)
        self.stage.draw(surface, self.app.k)
        self.hud.draw(surface)
        self.solo.draw(surface)
        if self.cascade is not None:
            self.cascade.draw(surface)
        if self.banner:
            self.hud.draw_banner(surface, *self.banner)
        self.drawn_faces = faces

