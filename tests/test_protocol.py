"""Pieces of the protocol grown for the trick games: teams, actions with an argument, a trick
gathered from several places."""

from __future__ import annotations

import json

import pytest
from oddgame import OddGame

from naipes_pg.cards import Card, parse
from naipes_pg.rules.base import (
    ACTION_TYPES,
    Action,
    Declare,
    Exchange,
    PlayCard,
    Reveal,
    Tick,
    action,
    action_from_json,
    action_to_json,
    card_place,
)
from naipes_pg.rules.events import Gathered


def test_without_teams_every_seat_is_its_own_side():
    game = OddGame(seed=1)
    assert not game.teamed
    assert [game.team_of(s) for s in range(game.players)] == list(range(game.players))
    assert game.partners(3) == (3,)


def test_four_players_in_teams_are_partners_opposite(monkeypatch):
    game = OddGame(seed=1)
    monkeypatch.setattr(type(game), "spec", type(game).spec.__class__(
        **{**type(game).spec.__dict__, "teams": True}))
    monkeypatch.setattr(type(game), "players", property(lambda self: 4))
    assert game.teamed
    assert [game.team_of(s) for s in range(4)] == [0, 1, 0, 1]
    assert game.partners(1) == (1, 3) and game.partners(2) == (2, 0)


def test_declare_and_exchange_round_trip_through_json_and_repr():
    for act in (Declare("o"), Exchange(Card(7, "o")), Exchange(Card(2, "c"), "trump")):
        data = json.loads(json.dumps(action_to_json(act)))
        assert action_from_json(data) == act
        assert eval(repr(act), {**ACTION_TYPES, "Card": Card}) == act


def test_a_gathered_trick_hides_only_what_the_viewer_could_not_see():
    event = Gathered(1, (("trick:0", (Card(1, "o"),)), ("hand:2", (Card(3, "c"),))), "won:1")
    seen = event.redact(lambda zone: zone != "hand:2")
    assert seen.parts == (("trick:0", (Card(1, "o"),)), ("hand:2", (None,)))
    assert seen.cards == (Card(1, "o"), None)


def test_a_card_action_takes_its_card_as_text_and_every_action_says_what_it_moves():
    assert PlayCard("7o") == PlayCard(parse("7o"))
    assert repr(PlayCard("7o")) == "PlayCard('7o', 'table')"
    assert Exchange("7o").card == parse("7o") and card_place(Exchange("7o")) == "trump"
    assert Tick(5).card is None and Tick(5).target is None and card_place(Tick(5)) is None
    assert Reveal().card is None and card_place(Reveal()) == "stock"
    with pytest.raises(AttributeError):
        Tick(5).amount  # noqa: B018 - only the places answer None
    with pytest.raises(TypeError, match="must be an Action"):
        action(type("Loose", (), {"__annotations__": {"n": int}}))
    assert all(issubclass(kind, Action) for kind in ACTION_TYPES.values())
