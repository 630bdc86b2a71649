"""``naipes shot``: render a table to PNG without a window (README pictures, review).

Seat 0 is shown as a human sees it; every seat is played by the greedy agent (or random)
for ``--moves`` actions, then one frame is drawn with all animations finished. The user's
settings are neither read nor written: the card back and the language are arguments, so the
same command gives the same picture on every machine.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pygame

from .. import i18n
from ..ai.reflex import play_realtime
from ..rules.base import CLOCK
from .app import App
from .art import back_names
from .match import Match, MatchSetup, SeatSetup, make_player
from .table.scene import TableScene

DEFAULT_BACK = "clasico"


def card_backs() -> list[str]:
    """The card backs a shot may use."""
    return back_names()


@contextmanager
def _empty_home() -> Iterator[None]:
    """An empty settings folder while the shot is made: the App finds the defaults there
    instead of the user's settings, and anything it saves is thrown away."""
    before = os.environ.get("NAIPES_HOME")
    with tempfile.TemporaryDirectory(prefix="naipes-shot-") as home:
        os.environ["NAIPES_HOME"] = home
        try:
            yield
        finally:
            if before is None:
                os.environ.pop("NAIPES_HOME", None)
            else:
                os.environ["NAIPES_HOME"] = before


def render_shot(game_id: str, *, variant: str | None = None, seed: int = 1, moves: int = 0,
                size: tuple[int, int] = (1280, 800), options: dict[str, Any] | None = None,
                lang: str = "es", back: str = DEFAULT_BACK):
    """The finished frame as a pygame Surface."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    with _empty_home():
        return _render(game_id, variant, seed, moves, size, options or {}, lang, back)


def _render(game_id: str, variant: str | None, seed: int, moves: int, size: tuple[int, int],
            options: dict[str, Any], lang: str, back: str):
    app = App(size=size)
    app.settings.speed = "instant"
    app.settings.card_back = back
    i18n.set_language(lang)
    spec = MatchSetup(game_id, options, variant, seed, [SeatSetup("human")]).filled()
    for seat in spec.seats[1:]:
        seat.level = "greedy"  # a search depends on the clock; the greedy player repeats
    match = Match(spec)
    me = make_player(SeatSetup("computer", level="greedy"), game_id, seed)
    game = match.game
    if game.realtime and CLOCK in game.actors():  # presses on simulated time, as selfplay
        agents = [me, *(match.agents[s] for s in range(1, game.players))]
        play_realtime(game, agents, random.Random(seed), inputs=moves)
        moves = 0
    for _ in range(moves):
        actors = game.actors()
        if not actors:
            break
        seat = actors[0]
        act = (game.legal_actions(CLOCK)[0] if seat == CLOCK
               else me.choose(game, seat) if seat == 0 else match.computer_move(seat))
        game.apply(seat, act)
    table = TableScene(app, match)
    app.stack.push(table)
    table.timeline.update(1e9)
    table.animator.finish()
    table.flying.clear()
    table.reconcile()
    table.draw(app.screen)
    app._draw_toasts(0)
    return app.screen


def shot_command(args) -> int:
    """``naipes shot``, its arguments already checked; exit 2 if the picture cannot be
    written."""
    surface = render_shot(args.game, variant=args.variant, seed=args.seed, moves=args.moves,
                          size=args.size, options=args.parsed_options, lang=args.lang,
                          back=args.back)
    try:
        pygame.image.save(surface, args.output)
    except (pygame.error, OSError) as error:
        print(f"naipes: {args.output}: cannot write the picture ({error})", file=sys.stderr)
        return 2
    print(args.output)
    return 0
