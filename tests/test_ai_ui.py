"""The computer at the table: it thinks without freezing the window, explains itself on
request, and a hint suggests a legal move without changing the game."""

from __future__ import annotations

import pygame
import pytest
from uihelpers import make_app, post_key

from naipes_pg.ai.explain import card_name
from naipes_pg.rules.record import state_digest
from naipes_pg.ui.match import Match, MatchSetup, SeatSetup
from naipes_pg.ui.phrasing import say
from naipes_pg.ui.table.scene import TableScene


def table_against(app, level, seed=4):
    seats = [SeatSetup("human", "Ana"), SeatSetup("computer", "Bot", level)]
    table = TableScene(app, Match(MatchSetup("ronda-robada", {}, None, seed, seats)))
    app.stack.push(table)
    return table


def until(app, condition, limit=3000):
    for _ in range(limit):
        app.frame(1 / 60)
        if condition():
            return
    raise AssertionError("it never happened")


def my_turn(table):
    return not table.busy() and table.match.human_to_act() == 0


def test_a_hint_lights_up_a_legal_card_and_changes_nothing(tmp_path):
    app = make_app(tmp_path)
    table = table_against(app, "greedy")
    until(app, lambda: my_turn(table))
    game = table.match.game
    before, moves = state_digest(game), len(game.history)
    post_key(pygame.K_h)
    until(app, lambda: any(s.glow for s in table.piles["hand:0"]))
    lit = [s.card for s in table.piles["hand:0"] if s.glow]
    assert len(lit) == 1 and game.find_action(0, lit[0])
    assert state_digest(game) == before and len(game.history) == moves
    hints = [message for message in app.toasts.messages() if message.startswith("Pista:")]
    assert hints and hints[0].startswith(f"Pista: Juega {say(card_name(lit[0]))}: "), hints
    assert "%" not in hints[0]


@pytest.mark.parametrize("game_id, hinted", [("escoba", True), ("granja", False)])
def test_a_game_with_a_race_gives_hints_between_races_and_a_game_of_presses_none(
        tmp_path, game_id, hinted):
    """Escoba's "15 en mesa" race makes it real-time, yet its turns are ordinary turns: H
    gives a hint there. La Granja is presses alone: H says there are none."""
    app = make_app(tmp_path)
    seats = [SeatSetup("human", "Ana"), SeatSetup("computer", "Bot", "greedy")]
    table = TableScene(app, Match(MatchSetup(game_id, {}, None, 4, seats)))
    app.stack.push(table)
    if hinted:
        until(app, lambda: my_turn(table) and not table.reflex.open)
    else:
        for _ in range(30):
            app.frame(1 / 60)
    post_key(pygame.K_h)
    for _ in range(600):
        app.frame(1 / 60)
        messages = app.toasts.messages()
        if any(m.startswith("Pista:") or "reflejos" in m for m in messages):
            break
    assert any(m.startswith("Pista:") for m in messages) == hinted, messages
    assert any("no hay pistas" in m for m in messages) != hinted, messages


def test_messages_stack_over_the_player_s_hand_clear_of_the_rival_s_seat(tmp_path):
    app = make_app(tmp_path)
    table = table_against(app, "greedy")
    above, k = table.messages_above(), app.k
    rival, mine = table.boxes["hand:1"].rect, table.boxes["hand:0"].rect
    assert rival.bottom < above - int(40 * k)  # room for a message below the rival's cards
    assert above < mine.top - int(40 * k)  # and for the prompt over the player's own
    assert app.stack.top is table


@pytest.mark.parametrize("level", ["facil", "greedy"])
def test_the_computer_explains_its_last_move_in_words(tmp_path, level):
    app = make_app(tmp_path)
    table = table_against(app, level)
    until(app, lambda: table.turns.last_why is not None)
    played = next(act for seat, act in table.match.game.history if seat == 1)
    post_key(pygame.K_w)
    app.frame(1 / 60)
    said = [message for message in app.toasts.messages() if "Bot jugó" in message]
    assert said and said[0].startswith(f"Bot jugó — {say(card_name(played.card))}: "), said
    assert "%" not in said[0]


def test_the_window_keeps_drawing_while_the_computer_thinks(tmp_path):
    app = make_app(tmp_path, speed="normal")
    table = table_against(app, "dificil")
    until(app, lambda: table.turns.turn is not None and table.turns.turn.search is not None)
    frames = 0
    while table.turns.turn is not None:
        app.frame(1 / 60)
        frames += 1
    assert frames >= 10  # the search ran in slices across many frames (bench_ui times them)
