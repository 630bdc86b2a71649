"""A past match on the table, to be watched: step forward and back, play at a chosen speed,
jump a hand at a time, look through any seat's eyes, and export the match file.

The table is the one every match is played on; here nobody plays. A step forward shows the
move's events as they were shown then; a step back, a jump or a change of seat makes the
cards glide to the position asked for, as undo does: cards move, they never jump. While the
recorded match is unfinished the viewer sees one seat's view at a time; once it is over,
nothing is secret and every hand may be shown. Nothing watched is saved or counted.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ...i18n import _, names_list, tr
from ...replay import Replay, open_events, open_view
from ...rules.events import Event, HandOver, MatchOver
from .. import theme
from ..match import Match, MatchSetup, SeatSetup
from ..widgets import Button, draw_button
from .parts import Banner
from .reflex import Reflex
from .reports import TableReports
from .scene import TableScene
from .solo import SoloBar, clock_text, deal_text

RATES = (0.5, 1.0, 2.0, 4.0)
PLAY_GAP = 1.1  # seconds a move stays in view before the next is played, at 1×
HAND_PAUSE = 1.6  # seconds a hand's end stays in view, at 1× (no panel to close here)
BAR = 62  # the height of the bar under the table, at the design size
EVERYONE = -1  # the view that shows every hand


class Watching(Reflex):
    """A real-time game watched: no clock runs and nobody presses; the record holds every
    press and tick, made one step at a time."""

    @property
    def active(self) -> bool:
        return False

    def update(self, dt: float, still: bool) -> bool:
        return False

    def drawn(self, still: bool) -> None:
        return None

    def key_press(self, event: pygame.event.Event) -> bool:
        return False

    def press(self, seat: int | None, index: int | None = None) -> bool:
        return False


def watched_match(replay: Replay) -> Match:
    """A match at the start of ``replay``, its seats named as the record names them."""
    seats = [SeatSetup("human" if seat.human else "computer",
                       seat.name or tr("Player {n}", n=n + 1))
             for n, seat in enumerate(replay.seats())]
    game = replay.game
    setup = MatchSetup(game.spec.id, dict(game.options), None, game.seed, seats)
    match = Match(setup, game)
    match.demo = True  # neither saved nor counted
    return match


class WatchedBar(SoloBar):
    """A solitaire watched: under the title its deal's number, the time it took and the
    person's moves, as the history lists the match; no Undo, Redo or Hint, since nobody plays
    (the replay's bar moves through the match)."""

    table: ReplayScene

    def __init__(self, table: ReplayScene, hud: Any) -> None:
        super().__init__(table, hud)
        self.buttons = []

    def lay_out(self, size: tuple[int, int]) -> None:
        return None  # no buttons to place

    def info_line(self) -> str:
        scene = self.table
        replay = scene.replay
        people = [n for n, seat in enumerate(replay.seats()) if seat.human]
        moves = sum(1 for seat, _act in replay.moves if seat in people)
        seconds = scene.seconds
        words = (_("Deal no. {number} · {clock} · 1 move") if moves == 1
                 else _("Deal no. {number} · {clock} · {moves} moves"))
        return tr(words, number=deal_text(replay.game.seed), moves=moves,
                  clock="—" if seconds is None else clock_text(seconds))


class ReplayScene(TableScene):
    reflex_kind = Watching
    solo_kind = WatchedBar

    def __init__(self, app, replay: Replay, *, title: str = "", seconds: float | None = None,
                 on_leave: Callable[[], Any] | None = None,
                 reports: TableReports | None = None) -> None:
        """``seconds``: how long the match took, as the history lists it (else as its
        record says)."""
        self.replay = replay
        self.title = title
        self.seconds = replay.seconds if seconds is None else seconds
        self.on_leave = on_leave
        self.rate = 1.0
        self.playing = False
        self.play_from_start = False  # Play pressed at the end: to start, then play
        self.wait = 0.0
        self.target: int | None = None  # the position asked for while cards were moving
        self.looking: int | None = None  # the eyes asked for while cards were moving
        humans = [n for n, seat in enumerate(replay.seats()) if seat.human]
        if len(humans) == 1:
            self.seen_by = humans[0]  # his match, as he saw it
        else:
            self.seen_by = EVERYONE if replay.finished else 0
        self.bar = ReplayBar(self)
        super().__init__(app, watched_match(replay), reports)

    # -- whose eyes --------------------------------------------------------------------------

    def _start(self) -> None:
        self._look_from(self.seen_by)
        super()._start()

    def _look_from(self, seen_by: int) -> None:
        self.seen_by = seen_by
        self.viewer = None if seen_by == EVERYONE else seen_by
        if seen_by != EVERYONE:
            self.bottom = seen_by

    def views(self) -> list[int]:
        """The views offered: each seat's, and every hand once the match is over."""
        seats = list(range(self.replay.players))
        return seats + [EVERYONE] if self.replay.finished else seats

    def view_name(self, seen_by: int | None = None) -> str:
        """Whose eyes: those asked for, which the table turns to once it is still."""
        if seen_by is None:
            seen_by = self.seen_by if self.looking is None else self.looking
        if seen_by == EVERYONE:
            return _("Every hand")
        return self.match.name(seen_by)

    def next_view(self) -> None:
        """The next eyes, said at once; the table turns to them once the move being shown
        has ended: its events were redacted for the eyes it began with."""
        views = self.views()
        current = self.seen_by if self.looking is None else self.looking
        index = views.index(current) if current in views else -1
        self.looking = views[(index + 1) % len(views)]
        self.app.toast(tr("Seen by: {name}", name=self.view_name()))
        if not self.busy():
            self._look()

    def _look(self) -> None:
        looking, self.looking = self.looking, None
        if looking is None or looking == self.seen_by:
            return
        self._look_from(looking)
        self.animator.finish()
        self.glide_to_view()

    def current_view(self):
        if self.seen_by == EVERYONE:
            return open_view(self.match.game)
        return super().current_view()

    def shown_events(self, events: list[Event]) -> list[Event]:
        if self.seen_by == EVERYONE:
            return open_events(self.match.game, events)
        return super().shown_events(events)

    # -- the table, under the bar -----------------------------------------------------------

    def table_size(self, size: tuple[int, int]) -> tuple[int, int]:
        return size[0], size[1] - self.bar.height(size)

    @property
    def speed(self) -> float:
        return self.app.settings.speed_factor / self.rate

    @property
    def computer_pace(self) -> float:
        return 0.0  # the bar's own pace: a step is shown at once, play waits between moves

    # -- moving through the match -------------------------------------------------------------

    def step(self, moves: int) -> None:
        self.playing = False
        self.go(min(self.replay.length,
                    max(0, (self.target if self.target is not None
                            else self.replay.position) + moves)))

    def go(self, position: int) -> None:
        """Ask for ``position``: the next move is shown as it was played; any other position
        is reached by the cards gliding there, once the table is still."""
        self.target = max(0, min(position, self.replay.length))
        if not self.busy():
            self._reach()

    def _reach(self) -> None:
        target, self.target = self.target, None
        if target is None or target == self.replay.position:
            return
        if target == self.replay.position + 1:
            seat, _act = self.replay.next_move()
            events = self.replay.forward()
            self.match.game = self.replay.game
            self.queue(events, seat)
            return
        self.replay.go_to(target)
        self.match.game = self.replay.game
        self.director.banner = None
        self.glide_to_view()
        self.app.play("slide")

    def toggle_play(self) -> None:
        if self.playing or self.play_from_start:
            self.playing = self.play_from_start = False
            return
        if self.replay.position >= self.replay.length:
            # played to the end: Play starts it again, once the last move has been shown
            self.play_from_start = True
            self.go(0)
            return
        self.playing = True
        self.wait = PLAY_GAP  # the first move at once

    def change_rate(self, direction: int) -> None:
        index = RATES.index(self.rate) if self.rate in RATES else 1
        self.rate = RATES[max(0, min(len(RATES) - 1, index + direction))]

    def take_turns(self, dt: float, timed: bool) -> None:
        if self.looking is not None:
            self._look()
            return
        if self.target is not None:
            self._reach()
            return
        if self.play_from_start:
            self.play_from_start = False
            self.playing = True
            self.wait = 0.0  # the start in view a moment before the first move
        if not self.playing:
            return
        if self.replay.position >= self.replay.length:
            self.playing = False
            return
        self.wait += dt
        if self.wait >= PLAY_GAP / self.rate:
            self.wait = 0.0
            self.target = self.replay.position + 1
            self._reach()

    # -- what the match's end shows here ------------------------------------------------------

    def _hand_over(self, event: HandOver) -> float:
        """The hand's end as the table showed it, without the panel a player closes."""
        self.board.show_final(event)
        self.hud.hand_over(event)
        return HAND_PAUSE * self.speed

    def _match_over(self, event: MatchOver) -> float:
        self.playing = False
        self.director.banner = Banner(self.who_won(), 2.5)
        self.app.play("win")
        return 0.0

    def who_won(self, short: bool = False) -> str:
        """The recorded match's winners in words (the bar says it at the end, however the
        table got there); ``short``: "Ganó Ana", for a narrow window."""
        outcome = self.replay.outcome
        names = [self.match.name(seat) for seat in (outcome.winners if outcome else ())]
        if not names:
            return _("Nobody won the match")
        if short:
            return tr("{name} won", name=names[0]) if len(names) == 1 else tr(
                "{names} won", names=names_list(names))
        if len(names) == 1:
            return tr("{name} won the match", name=names[0])
        return tr("Won the match: {names}", names=", ".join(names))

    def legal_for_viewer(self) -> list[Any]:
        return []

    def viewer_may_act(self) -> bool:
        return False  # nobody plays a match watched

    def thinks(self, seat: int) -> bool:
        return False

    def human_act(self, act: Any) -> bool:
        return False

    # -- leaving, exporting ------------------------------------------------------------------

    def leave(self) -> None:
        self.app.stack.pop()
        if self.on_leave is not None:
            self.on_leave()

    def export(self) -> None:
        self.playing = False
        self.reports.export_asked(self.replay.record)

    # -- input and drawing ---------------------------------------------------------------------

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN:
            return None if self.bar.key(event) else event
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1 \
                    and self.hud.menu_rect(self.app.size).collidepoint(event.pos):
                self.leave()
                return None
            self.bar.mouse(event)
            return None
        return event

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.bar.lay_out(size)

    def _draw(self, surface: pygame.Surface) -> None:
        super()._draw(surface)
        self.bar.draw(surface)


class ReplayBar:
    """The strip under the table: the buttons that move through the match, where it stands,
    the speed, whose eyes, and Export. Every button has its key, said in the buttons' tips."""

    def __init__(self, scene: ReplayScene) -> None:
        self.scene = scene
        self.buttons: list[Button] = []
        self.hover: int | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.place_rect = pygame.Rect(0, 0, 0, 0)

    def height(self, size: tuple[int, int]) -> int:
        return max(40, int(BAR * theme.scale(size)))  # buttons big enough to hit

    def _labels(self) -> list[tuple[str, Callable[[], Any]]]:
        scene = self.scene
        replay = scene.replay
        return [
            ("«", lambda: scene.go(replay.previous_hand())),
            ("‹", lambda: scene.step(-1)),
            (_("❚❚ Pause") if scene.playing or scene.play_from_start else _("▶ Play"),
             scene.toggle_play),
            ("›", lambda: scene.step(1)),
            ("»", lambda: scene.go(replay.next_hand())),
            (tr("Speed {rate}", rate=rate_text(scene.rate)), lambda: scene.change_rate(
                1 if scene.rate < RATES[-1] else -len(RATES))),
            (tr("View: {name}", name=scene.view_name()), scene.next_view),
            (_("Export"), scene.export),
        ]

    def lay_out(self, size: tuple[int, int]) -> None:
        k = theme.scale(size)
        labels = self._labels()
        if len(self.buttons) != len(labels):
            self.buttons = [Button(label, on_click=act) for label, act in labels]
        for button, (label, act) in zip(self.buttons, labels, strict=True):
            button.label, button.on_click = label, act
        replay = self.scene.replay
        for n, button in enumerate(self.buttons):
            button.enabled = not (n < 2 and replay.position == 0
                                  or n in (3, 4) and replay.position >= replay.length)
        h = self.height(size)
        self.rect = pygame.Rect(0, size[1] - h, size[0], h)
        gap = max(4, int(8 * k))
        button_h = h - 2 * max(6, int(10 * k))
        font = theme.font(self._size(k), "bold")
        widths = [max(button_h, font.size(b.label)[0] + int(24 * k)) for b in self.buttons]
        x = gap
        for button, width in zip(self.buttons[:5], widths[:5], strict=True):
            button.rect = pygame.Rect(x, 0, width, button_h)
            button.rect.centery = self.rect.centery
            x += width + gap
        left_end = x
        x = size[0] - gap
        for button, width in zip(reversed(self.buttons[5:]), reversed(widths[5:]), strict=True):
            button.rect = pygame.Rect(0, 0, width, button_h)
            button.rect.right = x
            button.rect.centery = self.rect.centery
            x -= width + gap
        self.place_rect = pygame.Rect(left_end, self.rect.y, max(0, x - left_end), h)

    def _size(self, k: float) -> int:
        return max(11, int(20 * k))

    def place_text(self, short: bool = False) -> str:
        """Where the match stands ("Jugada 12 de 80 · Mano 2 de 5"), and who won at the end;
        ``short``: in figures ("12/80 · Mano 2/5"), for a narrow window."""
        replay = self.scene.replay
        words = (f"{replay.position}/{replay.length}" if short else
                 tr("Move {n} of {total}", n=replay.position, total=replay.length))
        if replay.finished and replay.position == replay.length:
            return words + " · " + self.scene.who_won(short)
        if len(replay.hands) > 1:
            hand, hands = replay.hand_at() + 1, len(replay.hands)
            words += " · " + (tr("Hand {n}/{total}", n=hand, total=hands) if short else
                              tr("Hand {n} of {total}", n=hand, total=hands))
        return words

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        k = theme.scale(size)
        self.lay_out(size)
        pygame.draw.rect(surface, theme.FELT_DARK, self.rect)
        pygame.draw.line(surface, theme.GOLD, self.rect.topleft, self.rect.topright,
                         max(1, int(2 * k)))
        for n, button in enumerate(self.buttons):
            draw_button(surface, button, k * 0.8, hover=self.hover == n)
        if self.place_rect.width > 0:
            versions = [self.place_text(), self.place_text(short=True)]
            replay = self.scene.replay
            if replay.finished and replay.position == replay.length:
                versions.append(self.scene.who_won(short=True))  # the end speaks for itself
            words, fitted = theme.fitted_words(versions, self._size(k),
                                               self.place_rect.width - int(16 * k))
            theme.text(surface, words, fitted, self.place_rect.center, color=theme.INK,
                       anchor="center")

    # -- input ---------------------------------------------------------------------------------

    def _at(self, pos: tuple[int, int]) -> int | None:
        return next((n for n, b in enumerate(self.buttons)
                     if b.enabled and b.rect.collidepoint(pos)), None)

    def mouse(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self._at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            index = self._at(event.pos)
            if index is not None:
                self.scene.app.play("button")
                self.buttons[index].activate()
                self.lay_out(self.scene.app.size)

    def key(self, event: pygame.event.Event) -> bool:
        """The bar's keys; False for a key it leaves to the scenes below (F1, F11)."""
        scene = self.scene
        replay = scene.replay
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        keys: dict[int, Callable[[], Any]] = {
            pygame.K_ESCAPE: scene.leave,
            pygame.K_SPACE: scene.toggle_play,
            pygame.K_RIGHT: (lambda: scene.go(replay.next_hand())) if shift
            else (lambda: scene.step(1)),
            pygame.K_LEFT: (lambda: scene.go(replay.previous_hand())) if shift
            else (lambda: scene.step(-1)),
            pygame.K_PAGEDOWN: lambda: scene.go(replay.next_hand()),
            pygame.K_PAGEUP: lambda: scene.go(replay.previous_hand()),
            pygame.K_HOME: lambda: scene.go(0),
            pygame.K_END: lambda: scene.go(replay.length),
            pygame.K_PLUS: lambda: scene.change_rate(1),
            pygame.K_KP_PLUS: lambda: scene.change_rate(1),
            pygame.K_EQUALS: lambda: scene.change_rate(1),
            pygame.K_MINUS: lambda: scene.change_rate(-1),
            pygame.K_KP_MINUS: lambda: scene.change_rate(-1),
            pygame.K_v: scene.next_view,
            pygame.K_e: scene.export,
        }
        act = keys.get(event.key)
        if act is None:
            return False
        act()
        self.lay_out(scene.app.size)
        return True


def rate_text(rate: float) -> str:
    """"½×", "1×", "4×": the speed as people say it."""
    return "½×" if rate == 0.5 else f"{rate:g}×"
