"""The one generic table: every game is played here.

It draws zones and card sprites from ``view(viewer)`` and animates the events the rules
return, redacted for the viewer, through a timeline; it never reads a hidden card. Input waits
while a blocking animation runs. Computer seats move when the timeline is idle, paced so a
person can follow. With several human seats a curtain hides the table between their turns.

The scene keeps the lifecycle (enter, update, events, drawing, resizing) and wires its parts:
the board (what lies where), the director (events → animation), the turns (the computer,
hints), the hot-seat guard, the solitaire assistant, the finale and the painter. What another
scene must follow (a hand's figures, the results, the pause, a curtain) it reports to its
``TableReports``; the app opens that scene.
"""

from __future__ import annotations

from typing import Any

import pygame

from ...cards import Card
from ...rules.events import Event, HandOver, MatchOver
from .. import art, theme
from ..match import MatchSetup
from ..scene import Scene
from .assist import Assist
from .board import Board
from .director import Director
from .finale import Finale
from .hand_order import HandOrder
from .hotseat import HotSeat
from .hud import Hud
from .input import TableInput
from .layout import Layout
from .layouts import layout_for
from .logbook import Logbook
from .movable import Movable
from .painter import Painter
from .parts import Banner, Seats
from .presses import PressPad
from .reflex import Reflex
from .reports import TableReports
from .solo import SoloBar
from .sprites import draw_card, draw_slot
from .stage import Stage
from .story import Story
from .telling import Teller, Who
from .turns import Turns


class TableScene(Scene):
    reflex_kind: type[Reflex] = Reflex  # the races of reflexes (none run in a replay)
    solo_kind: type[SoloBar] = SoloBar  # a solitaire's bar (a replay's has no undo or hint)

    def __init__(self, app, match, reports: TableReports | None = None) -> None:
        super().__init__(app)
        self.match = match
        # what happened that another scene must follow is told here (the app's flow)
        self.reports: TableReports = reports if reports is not None else app.flow
        self.game_id = match.game.spec.id
        self._layout = layout_for(self.game_id)
        self._layout.use_options(dict(match.game.options))
        self._layout.use_names(match.name)
        humans = match.humans
        bottom = humans[0] if humans else 0  # whose hand is at the bottom
        self.seats = Seats(bottom if len(humans) == 1 else None, bottom)
        self.drawn_faces: list[Card] = []  # the faces drawn in the last frame (for tests)
        self.input = TableInput(self, lambda: self.reflex, lambda: self.hud, lambda: self.pad)
        self.reflex = self.reflex_kind(self, self.input.guard, lambda: self.pad)
        self.movable = Movable(self, self.input.reach, self.input,
                               lambda: self.app.settings.show_moves)
        self.hud = Hud(match, self.layout, app, places=self, moment=self,
                       stage=lambda: self.stage, solo=lambda: self.solo,
                       reflex=lambda: self.reflex, pad=lambda: self.pad,
                       prompt=lambda: self.input.prompt(), on_menu=self.input.pause,
                       news=lambda: self.story.showing(),
                       messages=lambda: [rect for _lines, rect in app.toast_places()])
        self.pad = PressPad(self, self.reflex, self.hud)
        self.stage = Stage(self, self.hud, self.reflex)
        self.solo = self.solo_kind(self, self.hud)
        self.board = Board(self.layout, match.game.players, self.seats, self, self.hud,
                           self._laid_out)
        self.story = Story(self.layout, self._teller,
                           lambda events: match.game.redact(events, None), lambda: self.speed)
        self.director = Director(self.board, self.layout, match.agents, self, self.hud,
                                 self.stage, app, self, self.story, lambda: self._teller().who)
        self.logbook = Logbook(self.story, self.reports, lambda: self.hud.log_button,
                               self.reflex.takes_key)
        self.hand_order = HandOrder(self, self.input, self.input.reach.target_at,
                                    self.input.play, lambda: self.hud.info)
        self.finale = Finale(match, self.board, self.seats, self, self.hud, app, self.reports,
                             app.record_match, self.director.timeline.release)
        self.turns = Turns(match, self.board, self.seats, self, app, self, self.reflex)
        self.assist = Assist(match, self.seats, self, app, self, self.input,
                             self.glide_to_view, self.turns.drop_hint)
        self.guard = HotSeat(match, self.seats, self.board, self.reports,
                             lambda: self.resize(self.app.size))
        self.painter = Painter(self.board, self, self.input, self.hud, self.stage, self._draw,
                               lambda: self.app.draws_alone(self))
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
        self.board.deal_from_stock(view)
        self.queue(list(game.opening_events))
        self._draw(pygame.Surface(self.app.size))  # fonts, shadows and felt ready before the deal

    @property
    def layout(self) -> Layout:
        return self._layout

    @layout.setter
    def layout(self, layout: Layout) -> None:
        """Another layout in place of the game's: the parts lay the table out with it."""
        self._layout = self.board.layout = self.director.layout = layout
        layout.use_names(self.match.name)
        self.hud.use_layout(layout)
        self.story.use_layout(layout)

    def _teller(self) -> Teller:
        """Who the story names, as the table names them now: "you" only to the one person
        playing against the computer."""
        match = self.match
        humans = match.humans
        who = Who(tuple(match.name(seat) for seat in range(match.game.players)),
                  humans[0] if len(humans) == 1 else None)
        return Teller(who, match.game.players, self.layout.seat_zone,
                      self.layout.score_reasons(), self.layout.zone_owner)

    def _laid_out(self) -> None:
        self.painter.forget()

    def current_view(self):
        """What the table shows: the viewer's view (a viewer of a past match may see more)."""
        return self.match.game.view(self.viewer)

    def shown_events(self, events: list[Event]) -> list[Event]:
        """``events`` as the table shows them: redacted as ``current_view`` is."""
        return self.match.game.redact(events, self.viewer)

    def table_size(self, size: tuple[int, int]) -> tuple[int, int]:
        """The part of a window of ``size`` the table lies in (all of it, here)."""
        return size

    @property
    def window(self) -> tuple[int, int]:
        return self.app.size

    @property
    def speed(self) -> float:
        return self.app.settings.speed_factor

    @property
    def computer_pace(self) -> float:
        """The least time a computer's move is in view (a setting), none at instant speed."""
        if self.speed <= 0:
            return 0.0
        return self.app.settings.computer_pace

    @property
    def card_dims(self) -> tuple[int, int]:
        return self.layout.card_dims(self.table_size(self.app.size))

    def resize(self, size: tuple[int, int]) -> None:
        self.board.lay_out(size)
        art.warm(self.match.game.deck, self.card_dims[0], self.app.settings.card_back)
        self.board.animator.finish()
        self.board.place_all(0)

    # -- what the parts hold, as the helpers and the HUD read it ------------------------------

    @property
    def viewer(self) -> int | None:
        return self.seats.viewer

    @viewer.setter
    def viewer(self, seat: int | None) -> None:
        self.seats.viewer = seat

    @property
    def bottom(self) -> int:
        return self.seats.bottom

    @bottom.setter
    def bottom(self, seat: int) -> None:
        self.seats.bottom = seat

    @property
    def piles(self):
        return self.board.piles

    @property
    def boxes(self):
        return self.board.boxes

    @property
    def flying(self):
        return self.board.flying

    @property
    def animator(self):
        return self.board.animator

    @property
    def resyncs(self) -> int:
        return self.board.resyncs

    @property
    def timeline(self):
        return self.director.timeline

    @property
    def banner(self) -> Banner | None:
        return self.director.banner

    @property
    def script(self) -> list[Any]:
        return self.assist.script

    @property
    def script_length(self) -> int:
        return self.assist.script_length

    @property
    def given_back(self) -> float:
        return self.assist.given_back

    @property
    def frames_drawn(self) -> int:
        return self.painter.frames_drawn

    # -- the board and the events ------------------------------------------------------------

    def place(self, zone: str, duration: float | None = None) -> None:
        self.board.place(zone, duration)

    def place_all(self, duration: float | None = None) -> None:
        self.board.place_all(duration)

    def rebuild(self, zones: dict[str, Any] | None = None) -> None:
        self.board.rebuild(zones)

    def reconcile(self) -> None:
        self.board.reconcile()

    def glide_to_view(self) -> None:
        self.board.glide_to_view()

    def queue(self, events: list[Event], seat: int | None = None) -> None:
        self.director.queue(events, seat)

    def _hand_over(self, event: HandOver) -> float:
        return self.finale.hand_over(event)

    def _match_over(self, event: MatchOver) -> float:
        return self.finale.match_over(event)

    # -- turns ---------------------------------------------------------------------------------

    def busy(self) -> bool:
        return not self.director.timeline.idle or bool(self.board.flying)

    def update(self, dt: float) -> None:
        director = self.director
        director.clock += dt
        if self.finale.update(dt):
            return
        if self.app.stack.top is self and self.match.game.outcome() is None:
            self.match.elapsed += min(dt, 0.25)  # the clock stops under the pause menu
        self.board.animator.update(dt)
        director.timeline.update(dt)
        self.hud.update(dt)
        self.story.update(dt)
        self.assist.update(dt)
        self.stage.update(dt)
        director.update(dt)
        timed = self.reflex.update(dt, still=not self.busy() and not director.settling)
        if self.busy():
            return
        if not self.board.synced:
            self.reconcile()
        self.take_turns(dt, timed)

    def take_turns(self, dt: float, timed: bool) -> None:
        """The still table moves the match on: undo asked for, a solution shown, an automatic
        move, a computer's turn, the hand-over to the next person."""
        assist = self.assist
        if assist.do_asked():
            return
        if assist.script:
            assist.play_script(dt)
            return
        if assist.auto_move():
            return
        self.input.update(dt)  # the settled table's time in view, for its input guard
        if self.match.game.outcome() is not None or timed:
            return
        seat = self.match.computer_to_act()
        if seat is not None:
            if self.viewer is not None and self.match.hot_seat:
                self.guard.hide_hands()
            self.turns.computer(seat, dt)
            return
        human = self.match.human_to_act()
        if human is not None and human != self.viewer:
            self.guard.hand_over_to(human)
        elif self.turns.hint is not None:
            self.turns.advance_hint()

    def ask_hint(self) -> None:
        self.turns.ask_hint()

    def explain_last(self) -> None:
        self.turns.explain_last()

    def perform(self, seat: int, act: Any, *, auto: bool = False) -> list[Event]:
        """Apply ``act`` for ``seat`` and show what it did; returns the events."""
        events = self.match.apply(seat, act, auto=auto)
        self.turns.forget_hint()
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

    def undo(self) -> None:
        self.assist.undo()

    def redo(self) -> None:
        self.assist.redo()

    def play_line(self, line: list[Any]) -> None:
        self.assist.play_line(line)

    def refuse(self, reason: str) -> None:
        self.app.toast(reason)
        self.app.play("illegal")
        self.board.place_all()

    def restart(self) -> None:
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
        if self.viewer is None or self.busy() or self.assist.script:
            return []
        return self.match.game.legal_actions(self.viewer)

    # -- input and drawing -------------------------------------------------------------------

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if self.finale.cascade is not None and event.type in (pygame.KEYDOWN,
                                                              pygame.MOUSEBUTTONDOWN):
            self.finale.end_cascade()
            return None
        if self.assist.script and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.assist.stop_script()
            return None
        if any(part.process_event(event) for part in (self.solo, self.logbook,
                                                      self.hand_order)):
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
        if self.finale.cascade is not None:
            return None  # the cascade's trail covers the whole window
        return self.painter.dirty()

    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)
        self.reflex.drawn(still=not self.busy() and not self.director.settling)

    def _draw(self, surface: pygame.Surface) -> None:
        theme.felt(surface)
        cw, ch = self.card_dims
        back = self.app.settings.card_back
        board = self.board
        faces: list[Card] = []
        for zone, box in board.boxes.items():
            if box.style == "stack" and box.slot and not board.piles.get(zone):
                draw_slot(surface, pygame.Rect(box.rect.centerx - cw // 2, box.rect.y, cw, ch), cw)
        self.hud.draw_labels(surface)
        dragged, marks = self.input.dragged, self.movable
        marks.begin()
        for zone, pile in board.piles.items():
            box = board.boxes.get(zone)
            for sprite in box.drawn(pile, cw) if box else pile:
                if sprite in board.flying or sprite is dragged:
                    continue
                if draw_card(surface, sprite, cw, ch, back):
                    faces.append(sprite.card)
                marks.card_drawn(surface, sprite)
            marks.zone_drawn(surface, zone)
        for sprite in board.flying:
            if sprite is not dragged and draw_card(surface, sprite, cw, ch, back):
                faces.append(sprite.card)
        self.hand_order.draw(surface)
        self.input.draw(surface)
        if self.turns.hint_target is not None and not self.busy():
            self.input.outline_place(surface, self.turns.hint_target, theme.HINT,
                                     max(3, int(4 * self.app.k)))
        if dragged is not None and draw_card(surface, dragged, cw, ch, back):
            faces.append(dragged.card)
        self.stage.draw(surface, self.app.k)
        self.hud.draw(surface)
        self.solo.draw(surface)
        if self.finale.cascade is not None:
            self.finale.cascade.draw(surface)
        banner = self.director.banner
        if banner:
            self.hud.draw_banner(surface, banner.text, banner.left)
        self.drawn_faces = faces
