"""A person alone at a solitaire: undo and redo, the deal's number, the clock, the solver's
panels and a solution played on the table. Headless, through real key and mouse events."""

from __future__ import annotations

import time

import pygame
import pytest

from naipes_pg.ai import make_agent
from naipes_pg.rules.base import Renew, Reveal
from naipes_pg.rules.registry import new_game
from naipes_pg.ui.match import Match, MatchSetup, SeatSetup
from naipes_pg.ui.solving import show_solution
from naipes_pg.ui.table.solo import clock_text
from tests.uihelpers import make_app, post_key, post_mouse, run_until_idle

GAME = "cuatro-ases"


def solo_setup(seed=123456, **options):
    return MatchSetup(GAME, options, None, seed, [SeatSetup("human")])


def open_table(tmp_path, seed=123456):
    app = make_app(tmp_path)
    app.start_match(solo_setup(seed))
    table = app.stack.top
    run_until_idle(app, table)
    return app, table


def frames(app, n=30):
    for _ in range(n):
        app.frame(1 / 60)


def test_undo_takes_back_a_move_and_redo_makes_it_again():
    match = Match(solo_setup())
    start = match.game.view(0).to_json()
    match.apply(0, Reveal("stock"))
    after = match.game.view(0).to_json()
    assert match.moves == 1 and match.can_undo() and not match.can_redo()
    assert match.undo()
    assert match.game.view(0).to_json() == start and match.moves == 0 and match.undo_used
    assert match.next_redo() == (0, Reveal("stock"))
    match.apply(*match.next_redo())
    assert match.game.view(0).to_json() == after and not match.can_redo()


def test_a_new_move_after_an_undo_forgets_what_could_be_redone():
    match = Match(MatchSetup("el-nueve", {}, None, 77, [SeatSetup("human")]))
    match.apply(0, Reveal("stock"))
    places = [a for a in match.game.legal_actions(0) if a != Reveal("stock")]
    match.apply(0, places[0])
    match.undo()
    match.undo()
    assert len(match.redo_stack) == 2
    match.apply(0, Reveal("stock"))  # the same move as the first undone: one redo is left
    assert len(match.redo_stack) == 1
    match.apply(0, places[1])  # another move: what was undone can no longer be redone
    assert match.redo_stack == []


def test_undo_is_not_offered_against_the_computer():
    match = Match(MatchSetup("escoba", {}, None, 5, [SeatSetup("human"), SeatSetup("computer")]))
    seat = match.game.actors()[0]
    match.apply(seat, match.game.legal_actions(seat)[0])
    assert not match.solo and not match.can_undo()


def test_a_save_keeps_the_clock_and_the_help_used(tmp_path):
    make_app(tmp_path)
    match = Match(solo_setup())
    match.apply(0, Reveal("stock"))
    match.elapsed, match.hint_used = 83.4, True
    again = Match.from_saved(match.record(digest=False))
    assert again.elapsed == pytest.approx(83.4) and again.hint_used and not again.undo_used
    assert again.game.view(0).to_json() == match.game.view(0).to_json()


def test_ctrl_z_and_ctrl_y_at_the_table_glide_the_cards_back_and_forth(tmp_path):
    app, table = open_table(tmp_path)
    before = table.match.game.view(0).to_json()
    assert table.human_act(Reveal("stock"))
    run_until_idle(app, table)
    moved = table.match.game.view(0).to_json()
    post_key(pygame.K_z, pygame.KMOD_CTRL)
    app.frame(1 / 60)
    assert table.match.game.view(0).to_json() == before
    run_until_idle(app, table)
    table.reconcile()
    assert table.resyncs == 0  # every card flew back to where the view has it
    post_key(pygame.K_z, pygame.KMOD_CTRL)  # nothing more to undo: said, nothing breaks
    frames(app, 2)
    post_key(pygame.K_y, pygame.KMOD_CTRL)
    frames(app, 2)
    run_until_idle(app, table)
    assert table.match.game.view(0).to_json() == moved and table.resyncs == 0


def test_the_bar_shows_the_deal_s_number_and_its_undo_button_works(tmp_path):
    app, table = open_table(tmp_path, seed=4321)
    frames(app, 3)
    assert "4\u202f321" in table.solo.info_line()
    table.human_act(Reveal("stock"))
    run_until_idle(app, table)
    frames(app, 2)
    undo_button = table.solo.buttons[0][0]
    post_mouse("down", undo_button.rect.center)
    post_mouse("up", undo_button.rect.center)
    frames(app, 2)
    assert table.match.moves == 0 and table.match.undo_used


def test_the_clock_runs_at_the_table_and_stops_under_the_pause_menu(tmp_path):
    app, table = open_table(tmp_path)
    start = table.match.elapsed
    frames(app, 60)
    assert table.match.elapsed == pytest.approx(start + 1.0, abs=0.05)
    post_key(pygame.K_ESCAPE)
    frames(app, 60)
    assert app.stack.top is not table
    assert table.match.elapsed == pytest.approx(start + 1.0, abs=0.05)


def test_a_typed_deal_number_starts_that_deal(tmp_path):
    from naipes_pg.ui.scenes.setup import SetupScene

    app = make_app(tmp_path)
    scene = SetupScene(app, GAME)
    app.stack.push(scene)
    scene.form.focus = scene.form.widgets.index(scene.deal_field)
    for ch in "12a34":  # a letter is not taken
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    frames(app, 2)
    assert scene.deal_text == "1234"
    scene._start()
    table = app.stack.top
    assert type(table).__name__ == "TableScene" and table.match.game.seed == 1234


def test_a_deal_number_out_of_range_is_refused_with_a_word(tmp_path):
    from naipes_pg.ui.scenes.setup import SetupScene

    app = make_app(tmp_path)
    scene = SetupScene(app, GAME)
    app.stack.push(scene)
    scene.deal_text = "0"
    scene._start()
    assert app.stack.top is scene and app.toasts


def test_a_solution_is_played_on_the_table_move_by_move(tmp_path):
    app, table = open_table(tmp_path)
    line = [Reveal("stock")] * 3
    table.play_line(line)
    assert table.legal_for_viewer() == []  # the player watches
    for _ in range(2000):
        app.frame(1 / 60)
        if not table.script and not table.busy():
            break
    assert table.match.moves == 3


def test_a_key_stops_a_solution_being_shown(tmp_path):
    app, table = open_table(tmp_path)
    table.play_line([Reveal("stock")] * 10)
    frames(app, 5)
    post_key(pygame.K_RIGHT)
    frames(app, 5)
    assert table.script == []


def greedy_line(game_id, seed, moves):
    """The first ``moves`` moves a player could make in deal ``seed``: a line to show."""
    game, line = new_game(game_id, seed=seed), []
    agent = make_agent("greedy", game_id, seed)
    while len(line) < moves and game.outcome() is None:
        line.append(agent.choose(game, 0))
        game.apply(0, line[-1])
    return line


def header(app, table):
    """The words of the solitaire's bar under the title, as drawn."""
    table.draw(app.screen)
    bar = table.solo.info_rect()
    return " ".join(what[1] for rect, what in table.painter.items
                    if what[0] == "text" and pygame.Rect(rect).colliderect(bar))


@pytest.mark.parametrize("game_id", ["cuatro-ases", "el-nueve", "solitario-espanol"])
@pytest.mark.parametrize("stop", ["key", "click", "escape"])
def test_a_solution_shown_from_the_start_and_stopped_gives_back_the_clock_and_moves(
        tmp_path, game_id, stop):
    app = make_app(tmp_path, speed="fast")
    app.start_match(MatchSetup(game_id, {}, None, 5, [SeatSetup("human")]))
    table = app.stack.top
    run_until_idle(app, table)
    line = greedy_line(game_id, 5, 12)
    show_solution(app, table.match, line, from_start=True)  # as after a loss
    demo = app.stack.top
    assert demo.match.demo and demo.script
    for _ in range(3000):
        app.frame(1 / 60)
        if demo.match.moves >= 4:
            break
    assert "solución" in header(app, demo)
    if stop == "click":
        post_mouse("down", (app.size[0] // 2, app.size[1] - 5))
        post_mouse("up", (app.size[0] // 2, app.size[1] - 5))
    else:
        post_key(pygame.K_ESCAPE if stop == "escape" else pygame.K_RIGHT)
    frames(app, 2)
    assert demo.script == [] and app.stack.top is demo  # stopped, and no pause over it
    frames(app, 120)
    moves = demo.match.moves
    assert 4 <= moves < len(line)
    words = header(app, demo)
    assert "solución" not in words and f"{moves} movimientos" in words
    assert clock_text(demo.match.elapsed) in words and demo.match.elapsed >= 1.5
    assert "Las cartas vuelven a ser tuyas" in words
    frames(app, 360)
    assert "Las cartas vuelven a ser tuyas" not in header(app, demo)  # a short word


def _answer_of(job):
    for _ in range(600):
        if job.poll():
            return job
        time.sleep(0.05)
    raise AssertionError("the worker gave no answer")


def test_the_worker_computes_in_another_process_and_can_be_cancelled():
    from naipes_pg.ui.worker import Job

    job = _answer_of(Job(pow, 2, 10))
    assert job.answer == 1024 and job.error is None
    failed = _answer_of(Job(pow, "a", 2))
    assert failed.answer is None and "TypeError" in failed.error
    slow = Job(time.sleep, 30)
    slow.cancel()
    assert slow.poll()


def test_renew_is_reachable_only_through_the_stock(tmp_path):
    """A sanity check of the test's own premise: the stock's actions are zone actions."""
    match = Match(solo_setup())
    assert Renew("stock") not in match.game.legal_actions(0)


def _play_through_table(app, table, actions):
    for act in actions:
        run_until_idle(app, table)
        assert table.human_act(act), act
    for _ in range(3000):
        app.frame(1 / 60)
        if type(app.stack.top).__name__ == "ResultsScene":
            return
    raise AssertionError("no result shown")


def test_the_statistics_count_solitaires_played_through_the_table(tmp_path):
    """A won Solitario Español (the solver's line, played move by move at the table) and a
    lost 4 Ases (revealing and renewing only) are read back from the database."""
    from naipes_pg.ai.solvers import solve
    from naipes_pg.rules.registry import new_game

    spanish = "solitario-espanol"
    won_seed = next(s for s in range(1, 50) if solve(new_game(spanish, seed=s)).winnable)
    line = list(solve(new_game(spanish, seed=won_seed)).line)
    app = make_app(tmp_path)
    app.start_match(MatchSetup(spanish, {}, None, won_seed, [SeatSetup("human")]))
    table = app.stack.top
    table.match.elapsed = 100.0
    _play_through_table(app, table, line)

    app.start_match(solo_setup(7))
    table = app.stack.top
    probe, lost_line = table.match.game.clone(), []
    while probe.outcome() is None:
        act = next(a for a in probe.legal_actions(0) if a.card is None)
        probe.apply(0, act)
        lost_line.append(act)
    _play_through_table(app, table, lost_line)

    won = app.records.stats(spanish)
    assert [(s.played, s.won, s.fewest_moves) for s in won] == [(1, 1, len(line))]
    assert won[0].best_seconds >= 100.0 and won[0].assisted_played == 0
    lost = app.records.stats(GAME)
    assert [(s.played, s.won, s.best_seconds) for s in lost] == [(1, 0, None)]


def test_auto_move_plays_the_move_up_and_one_undo_takes_back_both(tmp_path):
    from naipes_pg.rules.registry import new_game
    from naipes_pg.ui.table.scene import TableScene

    deck = "5b 1o " + " ".join(c for c in (
        f"{r}{s}" for s in "ocbe" for r in (1, 2, 3, 4, 5, 6, 7, "S", "C", "R"))
        if c not in ("5b", "1o"))
    game = new_game(GAME, {"auto_move": True}, 3, decks=[deck.split()])
    app = make_app(tmp_path)
    match = Match(solo_setup(3, auto_move=True), game)
    table = TableScene(app, match)
    app.stack.push(table)
    run_until_idle(app, table)
    assert table.human_act(Reveal("stock"))  # 5b then 1o: the 1o lies on top
    for _ in range(300):
        app.frame(1 / 60)
    history = [act for _seat, act in match.game.history]
    assert len(history) == 2 and history[1].card.rank == 1 and history[1].target.startswith(
        "foundation")
    post_key(pygame.K_z, pygame.KMOD_CTRL)
    frames(app, 60)
    assert match.game.history == [] and match.next_redo() == (0, Reveal("stock"))


def test_a_hint_s_copy_of_the_position_never_holds_the_real_face_down_cards():
    """Two Solitario Español deals that look the same (every card face down) give the same
    canonical copy, so nothing read from it can tell where a card really lies."""
    from naipes_pg.ai.ismcts import canonical_copy
    from naipes_pg.rules.registry import new_game

    one, two = new_game("solitario-espanol", seed=11), new_game("solitario-espanol", seed=12)
    assert one.view(0).to_json() == two.view(0).to_json()
    assert canonical_copy(one, 0).zones() == canonical_copy(two, 0).zones()


def test_only_winnable_deals_waits_behind_a_panel_that_keeps_drawing(tmp_path):
    from naipes_pg.ai.solvers import solve
    from naipes_pg.rules.registry import new_game
    from naipes_pg.ui.scenes.working import WorkingScene

    app = make_app(tmp_path)
    app.start_match(MatchSetup("el-nueve", {}, None, None, [SeatSetup("human")],
                               winnable_only=True))
    assert isinstance(app.stack.top, WorkingScene)
    drawn = 0
    for _ in range(3000):
        app.frame(1 / 60)
        drawn += 1
        if type(app.stack.top).__name__ == "TableScene":
            break
        time.sleep(0.01)
    table = app.stack.top
    assert type(table).__name__ == "TableScene" and drawn > 1
    assert solve(new_game("el-nueve", seed=table.match.game.seed)).winnable


def test_could_it_be_won_after_a_loss_offers_the_solution_from_the_deal_s_start(tmp_path):
    from naipes_pg.ui.scenes.working import AnswerScene
    from naipes_pg.ui.solving import ask_could_win

    app, table = open_table(tmp_path, seed=1)  # 4 Ases deal 1 can be won
    ask_could_win(app, table.match, after_loss=True)
    for _ in range(3000):
        app.frame(1 / 60)
        if isinstance(app.stack.top, AnswerScene):
            break
        time.sleep(0.01)
    answer = app.stack.top
    assert isinstance(answer, AnswerScene) and len(answer.actions) == 2
    answer.actions[0][1]()  # "Ver solución"
    demo = app.stack.top
    assert demo.match.demo and demo.script and demo.match.game.history == []


def test_the_solver_s_process_imports_the_main_module_without_opening_the_app(monkeypatch):
    """A spawned worker imports ``python -m naipes_pg``'s main module again, as __mp_main__:
    that import must not start a second app."""
    import runpy

    import naipes_pg.cli

    started = []
    monkeypatch.setattr(naipes_pg.cli, "main", lambda *args: started.append(args) or 0)
    runpy.run_module("naipes_pg", run_name="__mp_main__")
    assert started == []
    with pytest.raises(SystemExit):
        runpy.run_module("naipes_pg", run_name="__main__")
    assert started == [()]


def test_a_solitaire_s_hint_is_difficil_s_search_lit_on_the_table(tmp_path):
    """Alone at a solitaire no rival waits: the hint thinks as Difícil does, whose moves win
    the most deals (Cuatro Ases: 52 % of 100 against the greedy player's 9 %), never
    slipping; it lights a move the rules allow and changes nothing."""
    from naipes_pg.ai.ismcts import LEVELS
    from naipes_pg.ui.match import hint_turn

    app, table = open_table(tmp_path, seed=1)
    match = table.match
    turn = hint_turn(match, 0)
    assert turn.search is not None and turn.agent.level.seconds == LEVELS["dificil"].seconds
    assert turn.agent.level.slip == 0
    moves = len(match.game.history)
    post_key(pygame.K_h)
    for _ in range(600):
        app.frame(1 / 60)
        if any(m.startswith("Pista:") for m in app.toasts.messages()):
            break
    hints = [m for m in app.toasts.messages() if m.startswith("Pista:")]
    assert hints and len(match.game.history) == moves
    lit = table.turns.hint_target
    assert lit is not None or any(s.glow for pile in table.piles.values() for s in pile)
