"""The window, the clock, the main loop and the keys that work everywhere (F11, F1).

The loop stays short: events → ``scenes.update(dt)`` → ``scenes.draw(screen)`` → flip → tick.
"""

from __future__ import annotations

import gc
import logging
import os
import sys
import time
from typing import Any

import pygame

from .. import i18n, store
from ..i18n import _, game_name, tr
from ..rules.base import CLOCK
from ..rules.record import RecordError, load_record
from ..rules.registry import GAMES, get_spec
from . import art, theme
from .art import icon
from .scene import Scene, SceneStack
from .scenes.menu import MenuScene
from .toasts import TOAST_SECONDS, Toasts

log = logging.getLogger("naipes")
FPS = 60
DAMAGE_SECONDS = 7.0  # a damaged file's message is long and matters: time to read it
RESIZE_SETTLE = 0.15


def look_of(settings: store.Settings) -> theme.Look:
    """What the drawing follows of ``settings``: the text size and reduced motion."""
    return theme.Look(settings.text_factor, settings.reduced_motion is True)


class App:
    def __init__(self, *, size: tuple[int, int] | None = None, headless: bool = False) -> None:
        self.started = time.perf_counter()
        self.settings = store.load_settings()
        i18n.set_language(self.settings.language)
        theme.use_look(look_of(self.settings))
        if sys.platform.startswith("linux"):
            # Without a GPU, SDL's default OpenGL framebuffer is emulated and a 1280×800 flip
            # takes ~36 ms; its software path takes under 1 ms, and is as fast with a GPU.
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "software")
        pygame.display.init()  # the sound device opens later, by itself (ui/audio.py)
        pygame.font.init()
        self.headless = headless
        self.screen = self._open_window(size or self.settings.window)
        pygame.key.set_repeat(350, 40)
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = True
        self.toasts = Toasts()
        self.show_damaged()  # a damaged settings file, in the language of the defaults
        if store.clear_stale_temporaries():
            log.info("removed what an interrupted save left behind")
        self.resize_wait = 0.0  # a resize settles before cards are drawn anew
        self._had_toasts = False
        self._audio = None
        self._records = None  # the finished matches' database, opened on first use
        self._flow = None  # what follows the table's reports, made with the first table
        self._f11_held = False

    # -- window ----------------------------------------------------------------------------

    def _open_window(self, size: tuple[int, int]) -> pygame.Surface:
        pygame.display.set_caption("Naipes")
        try:
            pygame.display.set_icon(icon(64))
        except Exception as error:  # an icon is not worth a crash
            log.debug("no window icon: %s", error)
        if self.headless:
            return pygame.Surface(size)
        if self.settings.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(fit_window(size, desktop_size()), pygame.RESIZABLE)

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    @property
    def k(self) -> float:
        """The layout scale of the window against the 1280×800 design."""
        return theme.scale(self.size)

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        self.screen = self._open_window(self.settings.window)
        self._resized()
        store.save_settings(self.settings)

    def _resized(self) -> None:
        art.clear_cache()
        if not self.settings.fullscreen and not self.headless:
            self.settings.window = self.size
        self.stack.resize(self.size)

    # -- services for the scenes -----------------------------------------------------------

    def open_audio(self):
        if self._audio is None:
            # slow: the sound device opens after the first frame
            from .audio import Audio

            self._audio = Audio()
            self._apply_volumes()
        return self._audio

    @property
    def audio(self):
        return self.open_audio()

    def _apply_volumes(self) -> None:
        if self._audio is not None:
            self._audio.set_volume("effects", self.settings.effects_volume)
            self._audio.set_volume("voice", self.settings.voice_volume)

    def play(self, key: str) -> None:
        self.audio.play(key)

    def apply_settings(self) -> None:
        """After the settings scene changed something: language, volumes, saved file."""
        i18n.set_language(self.settings.language)
        theme.use_look(look_of(self.settings))
        self._apply_volumes()
        store.save_settings(self.settings)
        self.stack.resize(self.size)

    def toast(self, message: str, seconds: float = TOAST_SECONDS) -> None:
        """A short message where the scene wants it (an illegal move, a damaged file)."""
        self.toasts.say(message, seconds)

    def drop_toast(self, message: str) -> None:
        """Take a message down before its time."""
        self.toasts.drop(message)

    def show_damaged(self) -> None:
        """Tell the player of every file found damaged and moved aside, in his language."""
        for damaged in store.take_damaged():
            self.toast(damaged_text(damaged), DAMAGE_SECONDS)

    def start_match(self, setup, *, demo: bool = False) -> None:
        """A new match of ``setup.game_id``: it takes the place of that game's match in
        progress, if any (the scenes that start one have asked the player first). A ``demo``
        (the solver showing a solution) is neither saved nor counted."""
        # slow at start-up: the match and the table load with the first match
        from .match import Match
        from .table.scene import TableScene

        if setup.winnable_only and setup.seed is None and not demo:
            # slow: the solver loads when it is asked for
            from .solving import start_winnable

            start_winnable(self, setup)  # it comes back here with a deal the solver won
            return
        if not demo:
            store.saver().clear(setup.game_id)
            store.saver().playing(setup.game_id)
        self.stack.clear_to(self._menu())
        match = Match(setup)
        match.demo = demo
        self.stack.push(TableScene(self, match, self.flow))

    def new_match(self, setup) -> None:
        """``start_match``, asking first when it would take the place of that game's match in
        progress (the ways in that have not asked already: the command line, a result panel)."""
        # slow at start-up: the match loads with the first match

        if not store.saver().holds(setup.game_id):
            self.start_match(setup)
            return
        # loaded when first used: the question is not needed for the first frame
        from .scenes.dialog import ConfirmScene

        self.stack.push(ConfirmScene(
            self, _("Start a new match?"),
            tr("The match of {game} in progress will be lost.",
               game=game_name(get_spec(setup.game_id))),
            lambda: self.start_match(setup)))

    def resume_match(self, record: dict[str, Any]) -> bool:
        """Replay a saved match onto the table; a damaged one is moved aside, with a word."""
        # slow at start-up: the match and the table load when a saved match is resumed
        from .match import Match
        from .table.scene import TableScene

        game_id = str(record.get("game"))
        try:
            match = Match.from_saved(record)
        except RecordError as error:
            log.warning("the saved match of %s cannot be resumed: %s", game_id, error)
            store.damaged_match(game_id)
            self.show_damaged()
            return False
        store.saver().playing(game_id)
        self.stack.clear_to(self._menu())
        self.stack.push(TableScene(self, match, self.flow))
        return True

    @property
    def flow(self):
        """The scenes that follow what the table reports (``flow.Flow``, a ``TableReports``)."""
        if self._flow is None:
            from .flow import Flow  # the scenes after a match: loaded with the first table

            self._flow = Flow(self)
        return self._flow

    def open_rules(self, game_id: str) -> None:
        # slow at start-up: each scene loads when it is first opened
        from .scenes.rules import RulesScene

        self.stack.push(RulesScene(self, game_id))

    def open_settings(self) -> None:
        # slow at start-up: each scene loads when it is first opened
        from .scenes.settings import SettingsScene

        self.stack.push(SettingsScene(self))

    def open_stats(self) -> None:
        # slow at start-up: each scene loads when it is first opened
        from .scenes.stats import StatsScene

        self.stack.push(StatsScene(self))

    def open_history(self) -> None:
        # slow at start-up: each scene loads when it is first opened
        from .scenes.history import HistoryScene

        self.stack.push(HistoryScene(self))

    def open_match_file(self, path: str) -> bool:
        """A match file (exported, or saved by ``naipes selfplay``) in the replay viewer; a
        file that cannot be read or replayed is said in the player's language."""
        # slow at start-up: the replay viewer loads when a match file is opened
        from ..replay import Replay
        from .table.replay import ReplayScene

        try:
            replay = Replay(load_record(path))
        except RecordError as error:
            log.warning("cannot open %s: %s", path, error)
            self.toast(tr("{file} cannot be shown: it is damaged, or not a match of Naipes.",
                          file=os.path.basename(path)), DAMAGE_SECONDS)
            return False
        self.stack.push(ReplayScene(self, replay, title=os.path.basename(path),
                                    reports=self.flow))
        return True

    @property
    def records(self):
        """The finished matches (``records.Records``), opened when first asked for."""
        if self._records is None:
            # slow: the statistics' database opens when first asked for
            from ..records import Records

            self._records = Records()
        return self._records

    def record_match(self, match: Any, outcome: Any) -> None:
        """Keep a finished match for the statistics: one small transaction, once per match;
        a damaged database found on the way is set aside and the player told."""
        if getattr(match, "recorded", False) or match.demo:
            return
        match.recorded = True
        try:
            self.records.add(finished_match(match, outcome))
        except Exception as error:  # statistics are never worth losing the table
            log.warning("cannot record the finished match: %s", error)
        self.show_damaged()

    def to_menu(self) -> None:
        self.stack.clear_to(self._menu())

    def _menu(self) -> Scene:
        return MenuScene(self)

    def quit(self) -> None:
        self.running = False

    # -- the loop ----------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type == pygame.VIDEORESIZE and not self.headless:
            self.screen = pygame.display.get_surface()
            self.resize_wait = RESIZE_SETTLE  # dragging a corner sends many; act on the last
        elif event.type in (pygame.KEYDOWN, pygame.KEYUP) and event.key == pygame.K_F11:
            held, self._f11_held = self._f11_held, event.type == pygame.KEYDOWN
            if self._f11_held and not held:  # a held key repeats: one toggle per press
                self.toggle_fullscreen()
        else:
            self.stack.process_event(event)

    def frame(self, dt: float) -> None:
        for event in pygame.event.get():
            self.handle(event)
        self.show_damaged()
        if self.resize_wait > 0:
            self.resize_wait -= dt
            if self.resize_wait <= 0:
                self._resized()
        self.stack.update(dt)
        self.stack.draw(self.screen)
        self._draw_toasts(dt)

    def draws_alone(self, scene: Any) -> bool:
        """Whether ``scene`` is all this frame shows, over what it showed in the last one: the
        top scene, opaque, no message over it now or in the last frame, the same window."""
        return (self.stack.top is scene and not scene.transparent and not self.stack.changed
                and not self.toasts and not self._had_toasts)

    def present(self) -> None:
        """Send the frame to the screen: only the parts that changed when the scene knows
        them (a flip of the whole window can cost more than drawing it)."""
        rects = self.stack.dirty()
        if self.toasts or self._had_toasts:
            rects = None
        self._had_toasts = bool(self.toasts)
        if rects is None:
            pygame.display.flip()
        elif rects:  # one call with their bounds: each rectangle is a trip to the display
            pygame.display.update(rects[0].unionall(rects[1:]))

    def run(self) -> int:
        first_frame_only = os.environ.get("NAIPES_FIRST_FRAME")  # tools/bench_ui.py
        while self.running and self.stack.top:
            self.frame(self.clock.tick(FPS) / 1000)
            self.present()
            if first_frame_only:
                print(f"first-frame {time.time():.6f}", flush=True)
                break
            if self._audio is None:
                self.open_audio()  # after the first frame, so start-up stays quick
                gc.freeze()  # what start-up made lives on: keep it out of every collection
        store.save_settings(self.settings)
        store.saver().flush()
        pygame.quit()
        return 0

    def _draw_toasts(self, dt: float) -> None:
        k = self.k
        self.toasts.tick(dt)
        size = max(14, int(20 * k))
        line_h = theme.font(size).get_linesize()
        for lines, rect in self.toast_places():
            theme.panel(self.screen, rect, (20, 20, 20, 225), radius=int(10 * k))
            top = rect.centery - len(lines) * line_h // 2
            for n, line in enumerate(lines):
                theme.text(self.screen, line, size, (rect.centerx, top + n * line_h),
                           anchor="midtop")

    def toast_places(self) -> list[tuple[tuple[str, ...], pygame.Rect]]:
        """Where each short message up now is drawn, newest first, as its lines and panel:
        stacked over the height the scene on top gives (``messages_above``), else hanging
        under the title bar, in the scene's column."""
        if not self.toasts:
            return []
        k = self.k
        top = self.stack.top
        above = top.messages_above() if top else None
        y = int(64 * k) if above is None else above  # by default under the title bar
        centre, room = (top.messages_column() if top else None) or (self.size[0] // 2,
                                                                      self.size[0])
        size = max(14, int(20 * k))
        line_h = theme.font(size).get_linesize()
        places = []
        for message in reversed(self.toasts.messages()):
            lines = theme.wrap(message, size, min(room - int(80 * k), int(820 * k)))
            w = max(theme.font(size).size(line)[0] for line in lines)
            rect = pygame.Rect(0, 0, w + int(36 * k), len(lines) * line_h + int(18 * k))
            if above is None:
                rect.midtop = (centre, y)
                y = rect.bottom + int(8 * k)
            else:
                rect.midbottom = (centre, y)
                y = rect.top - int(8 * k)
            places.append((tuple(lines), rect))
        return places


def damaged_text(damaged: store.Damaged) -> str:
    """What the player is told of a damaged file: which, and where it was put aside."""
    spec = GAMES[damaged.game].spec if damaged.game in GAMES else None
    game = i18n.game_name(spec) if spec else (damaged.game or "?")
    if damaged.kind == "unwritable":
        return unwritable_text(damaged)
    if damaged.kind == "settings":
        words = _("The settings file was damaged; the defaults are in use.")
    elif damaged.kind == "setups":
        words = _("The remembered set-ups of the games were damaged; they are forgotten.")
    elif damaged.kind == "records":
        words = _("The statistics were damaged; new ones are started.")
    elif spec is None:
        words = tr("A saved match of a game this version does not know ({game}) cannot be "
                   "continued.", game=game)
    else:
        words = tr("The saved match of {game} was damaged and cannot be continued.",
                   game=game)
    if damaged.moved_to is None:
        return words
    return words + " " + tr("The file was put aside as {file}.", file=damaged.moved_to.name)


def unwritable_text(damaged: store.Damaged) -> str:
    """What the player is told when nothing can be saved in a folder: why, what is lost,
    and that the game goes on."""
    why = {"full": _("the disk is full"),
           "read-only": _("the folder cannot be written to")}.get(damaged.why,
                                                                 _("the folder cannot be used"))
    lost = {"settings": _("the settings"), "setups": _("the set-ups of the games"),
            "match": _("the match in progress"),
            "records": _("the statistics and the history")}.get(damaged.game or "",
                                                                _("your data"))
    return tr("Naipes cannot save {what} in {folder}: {why}. You can go on playing, without "
              "saving.", what=lost, folder=str(damaged.moved_to), why=why)


def finished_match(match: Any, outcome: Any):
    """What the records keep of ``match``, ended with ``outcome``: the flags are attributes
    the table sets on the match when undo, a hint or the solver is used."""
    # slow at start-up: the records load when a match is finished
    from ..records import Finished, Seat, person

    game = match.game
    seats = match.setup.seats
    humans = [i for i, seat in enumerate(seats) if seat.human]
    returns = tuple(outcome.returns)
    moves = [s for s, _act in game.history if s != CLOCK]
    return Finished(
        game=game.spec.id,
        variant=match.setup.variant or "",
        options=dict(game.options),
        seats=tuple(Seat(person(seat.name, len(humans)) if seat.human else seat.name,
                         seat.human, "" if seat.human else seat.level,
                         float(returns[i]) if i < len(returns) else 0.0)
                    for i, seat in enumerate(seats)),
        winners=tuple(outcome.winners),
        seconds=round(match.elapsed, 1),
        moves=sum(s in humans for s in moves) if humans else len(moves),
        save=match.record(digest=False),
        undo=match.undo_used,
        hint=match.hint_used,
        solver=match.solver_used,
    )


def desktop_size() -> tuple[int, int] | None:
    """The screen the window opens on; None when there is no real one (the dummy and
    offscreen drivers of tests and ``naipes shot`` report a made-up 1024×768)."""
    try:
        if pygame.display.get_driver() in ("dummy", "offscreen"):
            return None
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return tuple(sizes[0]) if sizes and min(sizes[0]) > 0 else None


def fit_window(size: tuple[int, int], desktop: tuple[int, int] | None) -> tuple[int, int]:
    """The window as asked, but never larger than the screen it opens on: a window kept from
    a larger screen would open with its menu and buttons out of reach.

    >>> fit_window((1280, 800), (1024, 600))
    (1024, 600)
    >>> fit_window((1280, 800), None)
    (1280, 800)
    """
    if desktop is None:
        return size
    return min(size[0], desktop[0]), min(size[1], desktop[1])


def main(args: Any = None) -> int:
    """``naipes`` and ``naipes play GAME``: open the window."""
    logging.basicConfig(level=logging.INFO, format="naipes: %(message)s")
    try:
        app = App()
    except pygame.error as error:
        print(f"naipes: cannot open a window ({error}). Is a desktop running? "
              "`naipes selfplay`, `naipes replay` and `naipes shot` work without one.",
              file=sys.stderr)
        return 1
    app.to_menu()
    if getattr(args, "command", None) == "open":
        app.open_match_file(args.file)
    if getattr(args, "command", None) == "play":
        # slow at start-up: the match loads when one is asked for
        from .match import MatchSetup

        options = getattr(args, "parsed_options", {}) or {}
        app.new_match(MatchSetup(args.game, options, args.variant, args.seed))
    return app.run()


if __name__ == "__main__":
    sys.exit(main())
