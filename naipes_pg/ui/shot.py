"""``naipes shot``: render a table to PNG without a window (README pictures, review).

Seat 0 is shown as a human sees it; every seat is played by the greedy agent (or random)
for ``--moves`` actions, then one frame is drawn with all animations finished.
"""

from __future__ import annotations

import os
from typing import Any


def render_shot(game_id: str, *, variant: str | None = None, seed: int = 1, moves: int = 0,
                size: tuple[int, int] = (1280, 800), options: dict[str, Any] | None = None,
                lang: str = "es"):
    """The finished frame as a pygame Surface."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from .. import i18n
    from ..rules.base import CLOCK
    from .app import App
    from .match import Match, MatchSetup, SeatSetup, make_player
    from .table.scene import TableScene

    app = App(size=size)
    app.settings.speed = "instant"
    i18n.set_language(lang)
    spec = MatchSetup(game_id, options or {}, variant, seed, [SeatSetup("human")]).filled()
    for seat in spec.seats[1:]:
        seat.level = "greedy"  # a search depends on the clock; the greedy player repeats
    match = Match(spec)
    me = make_player(SeatSetup("computer", level="greedy"), game_id, seed)
    game = match.game
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
    import pygame

    width, _, height = args.size.partition("x")
    surface = render_shot(args.game, variant=args.variant, seed=args.seed, moves=args.moves,
                          size=(int(width), int(height)), options=args.parsed_options,
                          lang=args.lang)
    pygame.image.save(surface, args.output)
    print(args.output)
    return 0
