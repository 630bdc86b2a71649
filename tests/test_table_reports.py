"""The table reports what happened; the app's flow opens the scene that follows.

A table given its own reports is watched: each report comes when it should, and the table
itself never puts a scene on the stack. The app's ``Flow`` then opens, for each report, the
scene the player has always seen there.
"""

from __future__ import annotations

import pygame
from uihelpers import make_app, post_key

from naipes_pg.replay import Replay
from naipes_pg.rules.record import to_record
from naipes_pg.rules.registry import new_game
from naipes_pg.ui.flow import Flow
from naipes_pg.ui.match import Match, MatchSetup, SeatSetup
from naipes_pg.ui.scenes.curtain import CurtainScene
from naipes_pg.ui.scenes.export import ExportScene
from naipes_pg.ui.scenes.pause import PauseScene
from naipes_pg.ui.scenes.results import HandResultScene, ResultsScene
from naipes_pg.ui.table.replay import ReplayScene
from naipes_pg.ui.table.scene import TableScene


class Told:
    """Reports written down, nothing opened."""

    def __init__(self) -> None:
        self.said: list[tuple[str, tuple]] = []
        self.waiting: list = []  # what follows a panel the player would close

    def hand_over(self, title, rows, on_closed) -> None:
        self.said.append(("hand_over", (title, rows)))
        self.waiting.append(on_closed)

    def close(self) -> None:
        while self.waiting:
            self.waiting.pop(0)()

    def match_over(self, summary) -> None:
        self.said.append(("match_over", (summary,)))

    def pause_asked(self, table) -> None:
        self.said.append(("pause_asked", (table,)))

    def seat_taken(self, name, open_table) -> None:
        self.said.append(("seat_taken", (name,)))
        open_table()

    def export_asked(self, record) -> None:
        self.said.append(("export_asked", (record,)))

    def log_asked(self, lines) -> None:
        self.said.append(("log_asked", (list(lines),)))

    def kinds(self) -> list[str]:
        return [kind for kind, _args in self.said]


def alone_on_the_stack(app, table) -> None:
    """The table on the stack, and any later push an error: the table pushes nothing."""
    app.stack.push(table)

    def refused(scene) -> None:
        raise AssertionError(f"the table pushed {type(scene).__name__}")

    app.stack.push = refused


def computers(game_id: str, seed: int) -> Match:
    seats = [SeatSetup("computer", f"M{n}", "greedy") for n in range(2)]
    return Match(MatchSetup(game_id, {}, None, seed, seats))


def play(match: Match, moves: int | None = None) -> int:
    """``moves`` of the computers (all of them when None); how many were made."""
    made = 0
    while match.game.outcome() is None and (moves is None or made < moves):
        seat = match.game.actors()[0]
        match.game.apply(seat, match.computer_move(seat))
        made += 1
    return made


def near_the_end(game_id: str, seed: int, left: int) -> Match:
    """A match of computers ``left`` moves before its end."""
    match = computers(game_id, seed)
    play(match, play(computers(game_id, seed)) - left)
    return match


def test_a_match_of_computers_reports_each_hand_and_the_end(tmp_path):
    app = make_app(tmp_path)
    told = Told()
    table = TableScene(app, near_the_end("escoba", 3, 6), told)
    alone_on_the_stack(app, table)
    for _ in range(5_000):
        app.frame(1 / 60)
        told.close()
        if "match_over" in told.kinds():
            break
    kinds = told.kinds()
    assert kinds[-1] == "match_over" and kinds.count("match_over") == 1
    assert kinds.count("hand_over") >= 1 and set(kinds) == {"hand_over", "match_over"}
    assert app.stack.scenes == [table]


def test_esc_at_the_table_reports_a_pause(tmp_path):
    app = make_app(tmp_path)
    told = Told()
    seats = [SeatSetup("human", "Ana"), SeatSetup("computer", "M", "greedy")]
    table = TableScene(app, Match(MatchSetup("escoba", {}, None, 2, seats)), told)
    alone_on_the_stack(app, table)
    for _ in range(30):
        app.frame(1 / 60)
    post_key(pygame.K_ESCAPE)
    app.frame(1 / 60)
    assert ("pause_asked", (table,)) in told.said


def test_hot_seat_reports_who_must_take_the_seat(tmp_path):
    app = make_app(tmp_path)
    told = Told()
    seats = [SeatSetup("human", "Ana"), SeatSetup("human", "Luis")]
    table = TableScene(app, Match(MatchSetup("ronda-robada", {}, None, 5, seats)), told)
    alone_on_the_stack(app, table)
    for _ in range(600):
        app.frame(1 / 60)
        if told.said:
            break
    assert told.said[0] == ("seat_taken", ("Ana",)) and table.viewer == 0


def test_e_in_the_replay_viewer_reports_an_export(tmp_path):
    app = make_app(tmp_path)
    told = Told()
    game = new_game("brisca", {}, 4)
    record = to_record(game)
    table = ReplayScene(app, Replay(record), reports=told)
    alone_on_the_stack(app, table)
    post_key(pygame.K_e)
    for _ in range(5):
        app.frame(1 / 60)
    assert told.kinds() == ["export_asked"] and told.said[0][1][0] == record


def test_each_report_opens_its_scene(tmp_path):
    app = make_app(tmp_path)
    seats = [SeatSetup("human", "Ana"), SeatSetup("computer", "M", "greedy")]
    table = TableScene(app, Match(MatchSetup("escoba", {}, None, 2, seats)), Flow(app))
    app.stack.push(table)
    flow = table.reports
    closed = []
    flow.hand_over("Mano 1", [["Ana", "3"]], lambda: closed.append(True))
    assert isinstance(app.stack.top, HandResultScene) and app.stack.top.title == "Mano 1"
    app.stack.pop()
    flow.pause_asked(table)
    assert isinstance(app.stack.top, PauseScene) and app.stack.top.table is table
    app.stack.pop()
    flow.seat_taken("Luis", lambda: None)
    assert isinstance(app.stack.top, CurtainScene) and app.stack.top.name == "Luis"
    app.stack.pop()
    flow.export_asked(to_record(table.match.game))
    assert isinstance(app.stack.top, ExportScene)
    app.stack.pop()
    flow.match_over(table.hud.match_summary(table.match.game.outcome() or _any_outcome()))
    assert isinstance(app.stack.top, ResultsScene)


def test_the_app_gives_its_tables_its_flow(tmp_path):
    app = make_app(tmp_path)
    app.start_match(MatchSetup("escoba", {}, None, 2,
                               [SeatSetup("human", "Ana"), SeatSetup("computer", "M")]))
    table = app.stack.top
    assert isinstance(table, TableScene) and table.reports is app.flow
    assert isinstance(app.flow, Flow)


def _any_outcome():
    game = new_game("escoba", {}, 1)
    while game.outcome() is None:
        seat = game.actors()[0]
        game.apply(seat, game.legal_actions(seat)[0])
    return game.outcome()
