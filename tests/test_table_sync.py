"""The table shows exactly what the rules' view says after every action, for every game:
each event is mapped to sprites without gaps (a gap would force a redraw)."""

from __future__ import annotations

import pytest
from uihelpers import drain, make_app

from naipes_pg.ai import make_agent
from naipes_pg.rules.base import CLOCK
from naipes_pg.rules.registry import GAMES


def assert_in_step(table, game, viewer):
    for zone, cards in game.view(viewer).zones.items():
        pile = table.piles.get(zone, [])
        shown = [str(s.card) if s.card else "-" for s in pile]
        assert len(pile) == len(cards), (zone, shown, cards)
        for sprite, card in zip(pile, cards, strict=True):
            assert card is None or sprite.card == card, (zone, shown, cards)
            if card is None and zone.startswith("hand:"):
                assert sprite.card is None, f"the table knows a hidden card in {zone}"
            if card is None:
                assert not sprite.face_up or not zone.startswith(("hand:", "stock")), zone


@pytest.mark.parametrize("game_id", list(GAMES))
def test_sprites_follow_the_view_after_every_action(tmp_path, game_id):
    from naipes_pg.ui.match import Match, MatchSetup, SeatSetup
    from naipes_pg.ui.table.scene import TableScene

    app = make_app(tmp_path)
    for seed in range(3):
        players = GAMES[game_id].spec.players[0]
        seats = [SeatSetup("human", "A")] + [SeatSetup("computer", f"C{i}", "random")
                                            for i in range(1, players)]
        match = Match(MatchSetup(game_id, {}, None, seed, seats))
        table = TableScene(app, match)
        drain(table)
        agents = [make_agent("random", game_id, seed + s) for s in range(players)]
        while match.game.outcome() is None:
            seat = match.game.actors()[0]
            act = (match.game.legal_actions(CLOCK)[0] if seat == CLOCK
                   else agents[seat].choose(match.game, seat))
            table.queue(match.game.apply(seat, act))
            drain(table)
            assert_in_step(table, match.game, 0)
        assert table.resyncs == 0


@pytest.mark.parametrize("variant,players,seed", [(None, 2, 15), ("tute", 2, 27),
                                                  ("tute-parejas", 4, 2)])
def test_a_hand_that_shows_cards_stays_in_step_when_a_hidden_card_leaves_it(
        tmp_path, variant, players, seed):
    """A computer holding a shown card (an exchanged trump, a cante) plays a hidden one: the
    table cannot know which hidden place it left, so its cards slide to the view's order;
    the table is never redrawn (it once was, in Brisca after an exchange)."""
    from naipes_pg.ui.match import Match, MatchSetup, SeatSetup
    from naipes_pg.ui.table.scene import TableScene

    app = make_app(tmp_path)
    seats = [SeatSetup("human", "A")] + [SeatSetup("computer", f"C{i}", "greedy")
                                        for i in range(1, players)]
    match = Match(MatchSetup("brisca", {"players": players}, variant, seed, seats))
    table = TableScene(app, match)
    drain(table)
    game, greedy = match.game, make_agent("greedy", "brisca", seed)
    shown_then_hidden = 0
    while game.outcome() is None:
        seat = game.actors()[0]
        act = greedy.choose(game, seat)
        before = game.view(0).zones.get(f"hand:{seat}", [])
        if seat and any(before) and None in before and act.card not in before:
            shown_then_hidden += 1
        table.queue(game.apply(seat, act), seat)
        drain(table)
        table.reconcile()
        assert_in_step(table, game, 0)
    assert shown_then_hidden, "no hidden card left a hand showing one in this match"
    assert table.resyncs == 0
