"""The table's real-time service with La Granja and Nervioso: presses by key block and by the
press pad, the match-long clock, computers pressing on time, ties, hot-seat at one keyboard,
and whole matches played as a person would."""

from __future__ import annotations

import pygame
import pytest
from uihelpers import make_app, post_mouse

from naipes_pg.ai.agents import policy_for
from naipes_pg.rules.base import CLOCK, Flip, Noise, Slap, Tick
from naipes_pg.rules.record import dumps, loads, state_digest
from naipes_pg.ui.match import Match, MatchSetup, SeatSetup
from naipes_pg.ui.table.scene import TableScene


def open_table(app, game_id, seats, seed=3, options=None, variant=None):
    setup = MatchSetup(game_id, dict(options or {}), variant, seed, seats).filled()
    table = TableScene(app, Match(setup))
    app.stack.push(table)
    return table


def settle(app, table, limit=600):
    """Frames until the clock runs and the table is still."""
    for _ in range(limit):
        app.frame(1 / 60)
        if table.reflex.open and table.reflex.seen and not table.busy():
            return
    raise AssertionError("the clock never ran")


def key(code, down=True):
    kind = pygame.KEYDOWN if down else pygame.KEYUP
    pygame.event.post(pygame.event.Event(kind, key=code, mod=0, unicode="", scancode=0))


def presses_of(game, seat):
    return [a for s, a in game.history if s == seat]


def people(n):
    return [SeatSetup("human", f"P{i}") for i in range(n)]


def test_a_key_of_a_block_presses_for_its_seat_at_the_clock_s_time(tmp_path):
    app = make_app(tmp_path)
    table = open_table(app, "granja", people(2), options={"players": 2})
    settle(app, table)
    game = table.match.game
    turn = game.info()["turn"]
    key(pygame.K_1 if turn == 0 else pygame.K_7)  # key 1 of the block: FLIP
    app.frame(1 / 60)
    flips = [a for s, a in game.history if s == turn]
    assert flips and isinstance(flips[0], Flip) and flips[0].t == table.reflex.now


def test_two_people_press_in_one_frame_and_the_order_is_drawn_and_recorded(tmp_path):
    orders = set()
    for attempt in range(12):
        app = make_app(tmp_path / str(attempt))
        table = open_table(app, "granja", people(2), options={"players": 2})
        settle(app, table)
        table.reflex.rng.seed(attempt)
        key(pygame.K_3)  # seat 0 sounds the cow, seat 1 the dog: both castigos, one time
        key(pygame.K_0)
        app.frame(1 / 60)
        game = table.match.game
        noises = [(s, a.t) for s, a in game.history if isinstance(a, Noise)]
        assert len(noises) == 2 and noises[0][1] == noises[1][1]
        orders.add(tuple(s for s, _t in noises))
        again = loads(dumps(game))
        assert state_digest(again) == state_digest(game)
        app.stack.pop()
    assert orders == {(0, 1), (1, 0)}


def test_no_curtain_and_no_hand_to_hide_when_two_people_share_the_keyboard(tmp_path):
    app = make_app(tmp_path)
    table = open_table(app, "nervioso", people(2), options={"players": 2})
    for _ in range(600):
        app.frame(1 / 60)
        assert app.stack.top is table, type(app.stack.top).__name__
    assert table.viewer is None


def test_a_key_held_down_presses_once(tmp_path):
    app = make_app(tmp_path)
    table = open_table(app, "granja", [SeatSetup("human", "Ana")], options={"players": 2})
    settle(app, table)
    game = table.match.game
    key(pygame.K_3)  # own animal: a castigo, once
    app.frame(1 / 60)
    for _ in range(5):
        key(pygame.K_3)  # the keyboard's repeat
        app.frame(1 / 60)
    assert len([a for s, a in game.history if s == 0 and isinstance(a, Noise)]) == 1


def test_a_press_lights_its_button_in_the_very_next_frame(tmp_path):
    app = make_app(tmp_path, speed="normal")
    table = open_table(app, "granja", [SeatSetup("human", "Ana")])
    settle(app, table)
    key(pygame.K_4)
    app.frame(1 / 60)
    lit = [sig for _rect, sig in table.painter.items if sig and sig[0] == "press" and sig[-1]]
    assert lit, "the pressed key's button is not lit"


def test_a_press_made_while_cards_move_counts_once_the_table_is_still(tmp_path):
    app = make_app(tmp_path, speed="normal")
    table = open_table(app, "granja", [SeatSetup("human", "Ana")], options={"players": 2})
    settle(app, table)
    game = table.match.game
    key(pygame.K_3)  # a castigo: cards fly to the player
    app.frame(1 / 60)
    assert table.busy()
    held = table.reflex.now
    key(pygame.K_3, down=False)
    key(pygame.K_3)
    app.frame(1 / 60)
    assert len([a for s, a in game.history if isinstance(a, Noise)]) == 1  # not yet
    for _ in range(300):
        app.frame(1 / 60)
        if not table.busy():
            break
    app.frame(1 / 60)
    noises = [a for s, a in game.history if isinstance(a, Noise)]
    assert len(noises) == 2 and noises[1].t >= held


def test_the_pad_is_one_person_s_mouse_and_shows_no_key_the_game_never_uses(tmp_path):
    app = make_app(tmp_path)
    table = open_table(app, "granja", [SeatSetup("human", "Ana")], options={"players": 3})
    settle(app, table)
    words = [button.label for button, _press in table.pad.buttons]
    assert len(words) == 1 + 3  # FLIP and the three animals; La Granja has no slap
    game = table.match.game
    # the first animal in the fixed order is the player's own (seat 0): a castigo
    button, (seat, index) = table.pad.buttons[1]
    post_mouse("down", button.rect.center)
    post_mouse("up", button.rect.center)
    app.frame(1 / 60)
    made = presses_of(game, 0)[-1]
    assert seat == 0 and isinstance(made, Noise)
    assert made.animal == game.presses(0)[index].animal == game.info()["animals"][0]


def test_only_the_ticks_that_matter_are_recorded(tmp_path):
    app = make_app(tmp_path)
    table = open_table(app, "nervioso", [SeatSetup("human", "Ana")], options={"players": 2})
    settle(app, table)
    for _ in range(600):  # ten seconds with nothing pending: the person never flips
        app.frame(1 / 60)
    game = table.match.game
    ticks = [a for s, a in game.history if s == CLOCK]
    assert all(isinstance(t, Tick) for t in ticks)
    assert len(ticks) <= 1 + sum(1 for s, a in game.history if s != CLOCK)


def test_a_resumed_match_keeps_its_clock(tmp_path):
    app = make_app(tmp_path)
    table = open_table(app, "granja", [SeatSetup("human", "Ana")])
    settle(app, table)
    for _ in range(240):
        app.frame(1 / 60)
    game = table.match.game
    saved = dumps(game)
    app.stack.pop()
    again = loads(saved)
    table2 = TableScene(app, Match(table.match.setup, game=again))
    app.stack.push(table2)
    settle(app, table2)
    assert table2.reflex.now >= again.clock


def key_index(game, seat, press):
    """Which key of ``seat``'s block sends ``press`` (its time aside)."""
    return next(i for i, p in enumerate(game.presses(seat)) if p is not None
                and type(p) is type(press)
                and getattr(p, "animal", None) == getattr(press, "animal", None))


def play_on(app, table, game, press_for, limit=60_000):
    """Frames of a tenth of a second until the match ends; ``press_for(seat_press)`` makes
    each press a careful player would."""
    policy = policy_for(game.spec.id)
    for _ in range(limit):
        if game.outcome() is not None or app.stack.top is not table:
            return
        app.frame(0.1)
        if not table.reflex.open:
            continue
        for seat in table.match.humans:
            press = _right_press(game, seat, policy)
            if press is not None:
                press_for(seat, key_index(game, seat, press))


def _right_press(game, seat, policy):
    """What a quick, careful person presses now: the policy's own cue, if any."""
    cue = policy.cue(game.view(seat), seat)
    return None if cue is None else cue.press


@pytest.mark.parametrize("game_id", ["granja", "nervioso"])
def test_one_person_plays_a_whole_match_by_mouse_against_three_computers(tmp_path, game_id):
    app = make_app(tmp_path)
    table = open_table(app, game_id, [SeatSetup("human", "Ana")], seed=11)
    settle(app, table)
    game = table.match.game

    def click(seat, index):
        button = next(b for b, (_s, i) in table.pad.buttons if i == index)
        post_mouse("down", button.rect.center)
        post_mouse("up", button.rect.center)

    play_on(app, table, game, click)
    assert game.outcome() is not None, game.info()
    assert any(s == 0 for s, _a in game.history)
    assert any(isinstance(a, (Slap, Noise)) for s, a in game.history if s == 0)


def test_counting_aloud_is_offered_only_to_one_person_at_the_keyboard(tmp_path):
    """RULES.md 0.6: naming a count needs keys of one's own."""
    from naipes_pg.ui.scenes.setup import SetupScene

    app = make_app(tmp_path)
    scene = SetupScene(app, "nervioso")
    app.stack.push(scene)
    scene.set_option("manual_count", True)

    def widget():
        return next(w for w in scene.columns[0] if w.label == "Decid la cuenta vosotros")

    assert widget().enabled and scene.values["manual_count"] is True
    scene.set_kind(1, "human")
    assert not widget().enabled and scene.values["manual_count"] is False
    scene.set_kind(1, "normal")
    assert widget().enabled


@pytest.mark.parametrize("game_id", ["granja", "nervioso"])
def test_a_fifth_person_at_the_keyboard_is_refused_and_told_why(tmp_path, game_id):
    """Four blocks of keys (RULES.md 0.6): a fifth person would have none to press with."""
    from naipes_pg.ui.scenes.setup import SetupScene

    app = make_app(tmp_path)
    scene = SetupScene(app, game_id)
    app.stack.push(scene)
    scene.set_players(6)
    for seat in range(4):
        scene.set_kind(seat, "human")
    assert not app.toasts
    scene.set_kind(4, "human")
    assert [s.human for s in scene.seats[:6]] == [True] * 4 + [False] * 2
    assert any("4 personas" in text for text in app.toasts.messages())
    kind = scene.seat_rows[4][0]
    assert kind.value != "human"  # the choice shown is the seat's kind, not the refused one
    scene.seats[4] = scene.seats[0]  # five people, as a set-up remembered by hand could say
    app.toasts.clear()
    scene._start()
    assert app.stack.top is scene and any("4 personas" in t for t in app.toasts.messages())
    scene.set_kind(4, "normal")
    scene._start()
    assert app.stack.top is not scene  # four people and two computers: the match starts


def test_cycling_a_seat_s_kind_passes_over_a_refused_fifth_person(tmp_path):
    """With four people seated, › from "Difícil" and ‹ from "Fácil" go on to the next
    computer (and say why), instead of stopping where "Persona" was refused."""
    from naipes_pg.ui.scenes.setup import SetupScene

    app = make_app(tmp_path)
    scene = SetupScene(app, "nervioso")
    app.stack.push(scene)
    scene.set_players(6)
    for seat in range(4):
        scene.set_kind(seat, "human")
    scene.set_kind(4, "dificil")
    scene.rebuild()
    kinds = []
    for _step in range(4):
        scene.seat_rows[4][0].step(1)
        kinds.append(scene.seats[4].level)
    assert kinds == ["facil", "normal", "dificil", "facil"]
    assert any("4 personas" in text for text in app.toasts.messages())
    assert scene.seat_rows[4][0].value == "facil"
    scene.seat_rows[4][0].step(-1)
    assert scene.seats[4].level == "dificil" and not scene.seats[4].human
    scene.set_kind(0, "normal")  # a person fewer: the fifth seat may be one again
    scene.seat_rows[4][0].step(1)
    assert scene.seats[4].human


@pytest.mark.parametrize("game_id", ["granja", "nervioso"])
def test_two_people_play_a_whole_match_on_one_keyboard_with_their_blocks(tmp_path, game_id):
    """Each presses his own block's keys (posted as the keyboard sends them: by physical key),
    as a careful player would; the match ends, and both pressed."""
    app = make_app(tmp_path)
    table = open_table(app, game_id, people(2), seed=5, options={"players": 2})
    settle(app, table)
    game, keymap = table.match.game, table.reflex.keymap

    def keys(seat, index):
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(kind, key=0, mod=0, unicode="",
                                                 scancode=keymap.block(seat)[index]))

    play_on(app, table, game, keys)
    assert game.outcome() is not None, game.info()
    assert {s for s, _a in game.history if s != CLOCK} == {0, 1}


@pytest.mark.parametrize("game_id", ["granja", "nervioso"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_person_s_keys_lie_clear_of_every_pile(tmp_path, game_id, players):
    """The keys drawn under a name never cover a card (the second seat's legend, centred
    under its name, lay on its face-up pile)."""
    app = make_app(tmp_path)
    table = open_table(app, game_id, people(players), options={"players": players})
    settle(app, table)
    app.frame(1 / 60)
    keys = [pygame.Rect(rect) for rect, sig in table.painter.items if sig[0] == "key"]
    assert len(keys) >= 2 * players
    flip_keys = (pygame.K_1, pygame.K_7, pygame.K_a, pygame.K_j)
    for _ in range(players):  # the first flips: a face-up card beside each stack
        turn = table.match.game.info()["turn"]
        key(flip_keys[turn])
        key(flip_keys[turn], down=False)
        settle(app, table)
    app.frame(1 / 60)
    things = [(pygame.Rect(rect), sig) for rect, sig in table.painter.items
              if sig[0] in ("card", "outline", "picture")]
    assert things
    for rect in keys:
        for thing, sig in things:
            assert not rect.colliderect(thing), (rect, sig[:2], thing)


@pytest.mark.parametrize("game_id", ["granja", "nervioso"])
def test_the_window_shows_what_a_full_redraw_would_after_every_frame(tmp_path, game_id):
    """Only the changed parts of the window are sent to the screen: after every frame, the
    window as sent (the last full frame, then each frame's changed rectangles) must be what
    drawing everything gives. Two people at the keyboard, so each one's keys are drawn; their
    computers' reflexes play for them (a face-off lights rings, bubbles, bars, keys)."""
    app = make_app(tmp_path, speed="normal")
    table = open_table(app, game_id, people(2), options={"players": 2})
    policy = policy_for(game_id)
    flip = {0: (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4),
            1: (pygame.K_7, pygame.K_8, pygame.K_9, pygame.K_0)}
    shown = app.screen.copy()
    compared = 0
    for frame in range(1500):
        game = table.match.game
        if frame % 20 == 0 and game.outcome() is None and not table.busy():
            for seat in (0, 1):
                cue = policy.cue(game.view(seat), seat) if seat in game.actors() else None
                if cue is not None and cue.press is not None:
                    order = game.presses(seat)
                    index = next(i for i, p in enumerate(order) if p is not None
                                 and type(p) is type(cue.press)
                                 and getattr(p, "animal", None) == getattr(cue.press, "animal",
                                                                           None))
                    key(flip[seat][index])
                    key(flip[seat][index], down=False)
        app.frame(1 / 60)
        rects = app.stack.dirty()
        if rects is None:
            shown = app.screen.copy()
        elif rects:  # as App.present sends them: their bounds
            bounds = rects[0].unionall(rects[1:])
            shown.blit(app.screen, bounds, bounds)
        if app.stack.top is not table:
            app.stack.pop()
            continue
        whole = app.screen.copy()
        table.painter.draw_noted(whole, None)
        if pygame.image.tobytes(shown, "RGB") != pygame.image.tobytes(whole, "RGB"):
            pygame.image.save(shown, str(tmp_path / "shown.png"))
            pygame.image.save(whole, str(tmp_path / "whole.png"))
            raise AssertionError(f"frame {frame}: the window differs from a full redraw "
                                 f"(pictures in {tmp_path})")
        compared += 1
    assert compared > 1000
