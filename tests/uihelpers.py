"""Headless app set-up for UI tests: dummy video and audio, a private settings folder."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402


def make_app(tmp_path, size=(1280, 800), speed="instant"):
    os.environ["NAIPES_HOME"] = str(tmp_path)
    from naipes_pg.ui.app import App

    app = App(size=size)
    app.settings.speed = speed
    return app


def run_until_idle(app, table, limit=20_000):
    """Frames until the table waits for a human (closing hand-result dialogs on the way)."""
    for _ in range(limit):
        app.frame(1 / 60)
        if app.stack.top is not table:
            top = app.stack.top
            if type(top).__name__ == "HandResultScene":
                post_key(pygame.K_RETURN)
                continue
            return
        if not table.busy() and table.match.human_to_act() == table.viewer:
            return
        if table.match.game.outcome() is not None and not table.busy():
            return


def post_key(key, mod=0):
    """A key pressed and let go, as a keyboard sends it (a KEYDOWN alone is a key held)."""
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=key, mod=mod, unicode="", scancode=0))


def post_mouse(kind, pos, button=1):
    if kind == "motion":
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(1, 0, 0)))
    else:
        event = pygame.MOUSEBUTTONDOWN if kind == "down" else pygame.MOUSEBUTTONUP
        pygame.event.post(pygame.event.Event(event, pos=pos, button=button))


def drain(table):
    """Every queued event of ``table`` shown at once, as the frames would show them, and the
    table checked against the view."""
    while not table.timeline.idle:
        table.timeline.update(1e9)
        table.timeline.release()
    table.animator.finish()
    table.flying.clear()
    table.reconcile()


def act(table, seat: int, action) -> list:
    """``action`` through the rules, shown on the table at once."""
    events = table.match.game.apply(seat, action)
    table.queue(events)
    drain(table)
    return events


def labels(table) -> list[str]:
    """The buttons' words as the last frame drew them."""
    table.draw(pygame.Surface(table.app.size))
    return [button.label for button, _act in table.input.buttons]
