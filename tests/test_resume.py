"""Nothing lost: the match in progress is saved after every action and resumes exactly."""

from __future__ import annotations

import json

from uihelpers import make_app

from naipes_pg import store
from naipes_pg.rules.record import state_digest
from naipes_pg.ui.match import MatchSetup, SeatSetup, saver
from naipes_pg.ui.table.scene import TableScene


def started(app, seed=8):
    seats = [SeatSetup("human", "Ana"), SeatSetup("computer", "Bot", "greedy")]
    app.start_match(MatchSetup("ronda-robada", {}, None, seed, seats))
    table = app.stack.top
    assert isinstance(table, TableScene)
    return table


def test_a_match_resumes_exactly_where_it_was(tmp_path):
    app = make_app(tmp_path)
    table = started(app)
    game = table.match.game
    for _ in range(5):
        seat = game.actors()[0]
        table.perform(seat, game.legal_actions(seat)[0])
    saver().flush()
    digest, names = state_digest(game), [s.name for s in table.match.setup.seats]

    again = make_app(tmp_path)  # a new start of the app, as after a crash
    record = store.load_current()
    assert record is not None and record["game"] == "ronda-robada"
    assert again.resume_match(record)
    resumed = again.stack.top
    assert state_digest(resumed.match.game) == digest
    assert [s.name for s in resumed.match.setup.seats] == names
    assert resumed.match.setup.seats[1].kind == "computer"
    assert len(resumed.piles["hand:0"]) == len(game.hands[0])


def test_a_finished_match_is_not_offered_again(tmp_path):
    app = make_app(tmp_path)
    table = started(app)
    game = table.match.game
    while game.outcome() is None:
        seat = game.actors()[0]
        table.match.apply(seat, game.legal_actions(seat)[0])
    saver().flush()
    assert store.load_current() is None


def test_a_damaged_save_is_a_message_not_a_crash(tmp_path):
    app = make_app(tmp_path)
    table = started(app)
    game = table.match.game
    table.perform(game.actors()[0], game.legal_actions(game.actors()[0])[0])
    saver().flush()
    path = store.current_match_path()
    record = json.loads(path.read_text())
    record["actions"][0][1]["card"] = "Zz"
    path.write_text(json.dumps(record))
    again = make_app(tmp_path)
    again.to_menu()
    assert not again.resume_match(store.load_current())
    assert again.toasts and store.load_current() is None
    assert type(again.stack.top).__name__ == "MenuScene"
