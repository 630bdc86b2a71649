"""The table meets a game of odd shapes (tests/oddgame.py): seven seats, a ``house`` zone with no
seat, a zone appearing mid-match, amount actions and a match nobody wins. It is drawn every
frame and played to its end, at the design size and a small one."""

from __future__ import annotations

import pygame
import pytest
from oddgame import OddGame, OddWager
from uihelpers import make_app, post_key

from naipes_pg.i18n import _
from naipes_pg.rules.base import PlayCard
from naipes_pg.ui.match import Match, MatchSetup, SeatSetup
from naipes_pg.ui.table.names import action_label
from naipes_pg.ui.table.scene import TableScene


def odd_table(app, seed: int = 5) -> TableScene:
    seats = [SeatSetup("human", "Ana")]
    seats += [SeatSetup("computer", f"Bot {i}", "random") for i in range(1, 7)]
    game = OddGame(seed=seed)
    match = Match(MatchSetup(game.spec.id, {}, None, seed, seats), game)
    table = TableScene(app, match)
    app.stack.push(table)
    return table


def human_move(table: TableScene) -> object:
    """A wager first (an amount action), then the first card."""
    legal = table.match.game.legal_actions(table.viewer)
    wagers = [a for a in legal if isinstance(a, OddWager)]
    return wagers[-1] if wagers else legal[0]


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
def test_the_odd_game_is_drawn_and_played_to_a_match_with_no_winner(tmp_path, size):
    app = make_app(tmp_path, size=size)
    table = odd_table(app)
    seen_late = False
    hand_titles = []
    for _frame in range(20_000):
        app.frame(1 / 60)
        top = app.stack.top
        if type(top).__name__ == "HandResultScene":
            hand_titles.append(top.title)
            post_key(pygame.K_RETURN)
            continue
        if type(top).__name__ == "ResultsScene":
            break
        seen_late = seen_late or "late" in table.boxes
        if not table.busy() and table.match.human_to_act() == table.viewer:
            assert table.human_act(human_move(table))
    else:
        raise AssertionError("the odd match never ended")
    assert table.match.game.outcome().winners == ()
    assert seen_late, "the zone that appeared mid-match got no place"
    assert table.frames_drawn > 10
    assert set(hand_titles) == {_("Nobody wins the hand")}
    summary = top.summary
    assert summary["title"] == _("Nobody wins the match")
    assert summary["winner_names"] == []
    app.frame(1 / 60)  # the results drawn over the table


def test_a_house_of_no_seat_has_no_owner_and_wagers_say_their_amount(tmp_path):
    app = make_app(tmp_path)
    table = odd_table(app)
    assert table.hud.zone_label("house", table.boxes["house"]) == ""
    assert len({action_label(OddWager(n)) for n in (1, 2, 3)}) == 3


def test_a_refused_move_is_explained_without_copying_the_game(tmp_path, monkeypatch):
    app = make_app(tmp_path)
    table = odd_table(app)
    game = table.match.game

    def no_clone():
        raise AssertionError("the game was copied to explain a refusal")

    monkeypatch.setattr(game, "clone", no_clone)
    card = game.hands[1][0]  # a rival's card: never the viewer's to play
    reason = table.match.try_action(0, PlayCard(card, "house"))
    assert reason
    assert game.why_illegal(0, PlayCard(game.hands[0][0], "house")) is None
    assert game.why_illegal(1, OddWager(1)) is not None  # not seat 1's turn


@pytest.mark.parametrize("players", [7, 8])
def test_seats_past_six_get_places_on_a_seated_table(tmp_path, players):
    from naipes_pg.ui.table.seated import SeatedLayout

    make_app(tmp_path)  # fonts

    zones = [f"hand:{s}" for s in range(players)] + [f"pile:{s}" for s in range(players)]
    boxes = SeatedLayout().boxes((1280, 800), 0, players, zones + ["stock"])
    hands = [boxes[f"hand:{s}"].rect for s in range(players)]
    assert all(pygame.Rect(0, 0, 1280, 800).contains(rect) for rect in hands)
    assert not any(a.colliderect(b) for i, a in enumerate(hands) for b in hands[i + 1:])


def test_titles_name_several_winners_as_a_sentence_does_and_a_lone_loser_first(tmp_path):
    """Nervioso for four ends with three winners: "Bot 1 pierde la mano", not "Bot 2 & Bot 3 &
    Ana gana la mano"; two winners of three are "Ana y Bot 1 ganan"."""
    from naipes_pg.rules.base import Outcome
    from naipes_pg.rules.events import HandOver

    app = make_app(tmp_path)
    table = odd_table(app)
    hud = table.hud

    def hand(*winners):
        return hud.hand_result(HandOver(0, winners, {}))[0]

    assert hand(1) == "Bot 1 gana la mano"
    assert hand(0) == "¡Ganas la mano!"
    assert hand(*[s for s in range(7) if s != 3]) == "Bot 3 pierde la mano"
    assert hand(*range(1, 7)) == "Pierdes la mano"
    assert hand(0, 1, 2) == "Ana, Bot 1 y Bot 2 ganan la mano"
    match = hud.match_summary(Outcome(tuple(s for s in range(7) if s != 5), (0,) * 7))
    assert match["title"] == "Bot 5 pierde la partida"
    assert hud.match_summary(Outcome((0,), (0,) * 7))["title"] == "¡Has ganado la partida!"
    assert hud.match_summary(Outcome((2, 4), (0,) * 7))["title"] == "Bot 2 y Bot 4 ganan la partida"


def test_at_a_shared_screen_a_hand_s_winner_is_named_not_called_you(tmp_path):
    """Two people at one computer both read the panel: "¡Ganas la mano!" would speak to
    whoever's cards were shown last, so the winner is named, as the match's result does."""
    from naipes_pg.rules.events import HandOver
    from naipes_pg.ui.match import Match, MatchSetup, SeatSetup
    from naipes_pg.ui.table.hud_results import hand_result
    from naipes_pg.ui.table.layouts import layout_for

    make_app(tmp_path)
    seats = [SeatSetup("human", "Ana"), SeatSetup("human", "Luis"), SeatSetup("computer", "Bot")]
    match = Match(MatchSetup("nervioso", {"players": 3}, None, 1, seats))
    layout = layout_for("nervioso")
    assert hand_result(HandOver(0, (1,), {}), match, layout, 1).title == "Luis gana la mano"
    assert hand_result(HandOver(0, (0, 2), {}), match, layout, 1).title == \
        "Luis pierde la mano"


def test_a_game_s_own_hand_title_is_not_told_who_looks_at_a_shared_screen(tmp_path):
    """Cinquillo words its deal's title itself: hot-seat, it names the winner as well."""
    from naipes_pg.rules.events import HandOver
    from naipes_pg.ui.match import Match, MatchSetup, SeatSetup
    from naipes_pg.ui.table.hud_results import hand_result
    from naipes_pg.ui.table.layouts import layout_for

    make_app(tmp_path)
    results = {"cards": [0, 3], "winner": 1}
    for seats, title in (([SeatSetup("human", "Ana"), SeatSetup("human", "Luis")],
                          "Luis gana la mano"),
                         ([SeatSetup("computer", "Bot"), SeatSetup("human", "Luis")],
                          "¡Ganas la mano!")):
        match = Match(MatchSetup("cinquillo", {"players": 2}, None, 1, seats))
        event = HandOver(0, (1,), results)
        assert hand_result(event, match, layout_for("cinquillo"), 1).title == title
