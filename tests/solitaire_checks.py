"""Checks the solitaires' property tests share until the registry-wide conformance test covers
them (it needs a game registered; these run on the class directly)."""

from __future__ import annotations

from naipes_pg.rules.base import Game, action_from_json, action_to_json
from naipes_pg.rules.record import state_digest


def replayed(game: Game) -> Game:
    """A new game of the same kind, options and seed, fed ``game``'s actions through JSON."""
    again = type(game)(dict(game.options), game.seed)
    for seat, act in game.history:
        again.apply(seat, action_from_json(action_to_json(act)))
    return again


def assert_replays_alike(game: Game) -> None:
    """Replaying the recorded actions gives the same cards, outcome and state."""
    again = replayed(game)
    assert again.zones() == game.zones() and again.outcome() == game.outcome()
    assert state_digest(again) == state_digest(game)
