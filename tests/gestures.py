"""A person's hands for UI tests: any legal action made by real mouse or key events, the way a
player would make it, found from what the table shows (sprites, places, buttons), never by
calling the rules."""

from __future__ import annotations

from typing import Any

import pygame

from naipes_pg.ui.table.stepper import CONFIRM, LESS, MORE
from tests.uihelpers import post_key, post_mouse


def _settle(app, table, frames: int = 400) -> None:
    for _ in range(frames):
        app.frame(1 / 60)
        if not table.busy() and table.input.guard.calm:
            return


def _sprite_of(table, card) -> Any:
    for pile in table.piles.values():
        for sprite in pile:
            if sprite.card == card and table.input.reach.touchable(sprite):
                return sprite
    raise AssertionError(f"no card {card} to pick up on the table")


def _grip(table, sprite) -> tuple[int, int]:
    """Where a person presses to pick ``sprite`` up: its middle, else the middle of the strip
    the cards over it leave uncovered (a long hand's fan shows only each card's left edge)."""
    rect = sprite.rect(*table.card_dims)
    for share in (0.5, 0.25, 0.1, 0.05):
        point = (rect.x + int(rect.w * share), rect.centery)
        if table.input.reach.touchable_at(point) is sprite:
            return point
    raise AssertionError(f"no uncovered part of {sprite.card} to press")


def _target_point(table, target: str) -> tuple[int, int]:
    for zone, box in table.boxes.items():
        if (box.drop_target or zone) == target:
            return box.rect.center
    raise AssertionError(f"no place {target} on the table")


def _stepped(app, table, act: Any) -> int | None:
    """How many steps up from the least amount the stepper shows ``act`` (an action that
    differs from others by its amount alone), else None."""
    app.frame(1 / 60)  # the stepper takes its amounts when the buttons are drawn
    offered = table.input.stepper.offered
    return offered.index(act) - table.input.stepper.index if act in offered else None


def _click(app, point) -> None:
    post_mouse("motion", point)
    post_mouse("down", point)
    post_mouse("up", point)
    app.frame(1 / 60)


def by_mouse(app, table, act: Any) -> None:
    """Drag the card to its place, click the place, or click the button (the stepper's + or −
    as often as it takes, then its confirm button)."""
    _settle(app, table)
    steps = _stepped(app, table, act)
    if steps is not None:
        for _ in range(abs(steps)):
            press = MORE if steps > 0 else LESS
            _click(app, next(b for b, a in table.input.buttons if a == press).rect.center)
        _click(app, next(b for b, a in table.input.buttons if a == CONFIRM).rect.center)
        return
    card = act.card
    if card is not None:
        start = _grip(table, _sprite_of(table, card))
        end = _target_point(table, act.target)
        post_mouse("motion", start)
        post_mouse("down", start)
        app.frame(1 / 60)
        middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
        for point in (middle, end):
            post_mouse("motion", point)
            app.frame(1 / 60)
        post_mouse("up", end)
        app.frame(1 / 60)
        return
    places = table.input.reach.places()
    zone = next((z for z, a in places.items() if a == act), None)
    if zone is not None:
        point = table.input.reach.place_rect(zone).center
        post_mouse("motion", point)
        post_mouse("down", point)
        post_mouse("up", point)
        app.frame(1 / 60)
        return
    app.frame(1 / 60)  # the buttons are laid out when drawn
    button = next((b for b, a in table.input.buttons if a == act), None)
    assert button is not None, f"no button for {act!r}"
    post_mouse("motion", button.rect.center)
    post_mouse("down", button.rect.center)
    post_mouse("up", button.rect.center)
    app.frame(1 / 60)


def by_keys(app, table, act: Any) -> None:
    """←/→ to the card or place, Enter; ←/→ to the target, Enter; or Tab to the button; or
    → and ← to the stepper's amount, Enter."""
    _settle(app, table)
    inp = table.input
    steps = _stepped(app, table, act)
    if steps is not None:  # → or ← to the amount, Enter
        for _ in range(abs(steps)):
            post_key(pygame.K_RIGHT if steps > 0 else pygame.K_LEFT)
            app.frame(1 / 60)
        post_key(pygame.K_RETURN)
        app.frame(1 / 60)
        return
    card = act.card
    if card is None and act not in inp.reach.places().values():
        app.frame(1 / 60)
        for _ in range(len(inp.buttons) + 1):
            focus = inp.button_focus
            if focus is not None and inp.buttons[focus][1] == act:
                post_key(pygame.K_RETURN)
                app.frame(1 / 60)
                return
            post_key(pygame.K_TAB)
            app.frame(1 / 60)
        raise AssertionError(f"Tab never reached the button of {act!r}")

    def wanted(item: Any) -> bool:
        if isinstance(item, str):
            return inp.reach.places().get(item) == act
        return item.card == card

    for _ in range(len(inp.focusables()) + 1):
        if wanted(inp.focused()):
            break
        post_key(pygame.K_RIGHT)
        app.frame(1 / 60)
    else:
        raise AssertionError(f"←/→ never reached what {act!r} acts on")
    targets = inp.reach.targets(card) if card is not None else []
    post_key(pygame.K_RETURN)
    app.frame(1 / 60)
    if len(targets) > 1:
        for _ in range(len(targets) + 1):
            if targets[inp.target_index % len(targets)] == act.target:
                break
            post_key(pygame.K_RIGHT)
            app.frame(1 / 60)
        post_key(pygame.K_RETURN)
        app.frame(1 / 60)


def play_line(app, table, line: list[Any], hands) -> None:
    """Make every action of ``line`` with ``hands`` (``by_mouse`` or ``by_keys``), checking
    each one was taken as that action."""
    for act in line:
        before = len(table.match.game.history)
        hands(app, table, act)
        _settle(app, table)
        history = table.match.game.history
        assert len(history) > before and history[before] == (table.viewer, act), (
            act, history[before:] if len(history) > before else "nothing played",
            app.toasts.messages())
