"""The table as a player uses it: real mouse and key events posted to a headless window."""

from __future__ import annotations

import pygame
import pytest
from uihelpers import make_app, post_key, post_mouse

from naipes_pg.rules.record import state_digest
from naipes_pg.ui.match import Match, MatchSetup, SeatSetup
from naipes_pg.ui.table.scene import TableScene


def open_table(app, seats, seed=3, game_id="ronda-robada", options=None):
    match = Match(MatchSetup(game_id, options or {}, None, seed, seats))
    table = TableScene(app, match)
    app.stack.push(table)
    return table


def vs_computer(app, seed=3, **kw):
    return open_table(app, [SeatSetup("human", "Ana"), SeatSetup("computer", "Bot", "greedy")],
                      seed, **kw)


def settle(app, table, limit=5000):
    """Run frames until a human must act at the table, or the table is covered."""
    for _ in range(limit):
        app.frame(1 / 60)
        top = app.stack.top
        if top is not table:
            if type(top).__name__ == "HandResultScene":
                post_key(pygame.K_RETURN)
                continue
            return top
        if not table.busy() and table.match.human_to_act() is not None and (
                table.match.human_to_act() == table.viewer):
            return table
        if table.match.game.outcome() is not None and not table.busy():
            app.frame(1 / 60)
            return app.stack.top
    raise AssertionError("the table never settled")


def centre_of(table, sprite):
    cw, ch = table.card_dims
    return sprite.rect(cw, ch).center


def drag(app, start, end, steps=4):
    post_mouse("motion", start)
    post_mouse("down", start)
    app.frame(1 / 60)
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i // steps
        y = start[1] + (end[1] - start[1]) * i // steps
        post_mouse("motion", (x, y))
        app.frame(1 / 60)
    post_mouse("up", end)
    app.frame(1 / 60)


def test_dragging_a_card_to_the_table_applies_exactly_that_play(tmp_path):
    app = make_app(tmp_path, speed="normal")  # the computer waits: only our play happens
    table = vs_computer(app)
    settle(app, table)
    game = table.match.game
    sprite = table.input.hand[0]
    expected = game.clone()
    expected.apply(0, game.find_action(0, sprite.card, "table")[0])
    drag(app, centre_of(table, sprite), table.boxes["table"].rect.center)
    assert len(game.history) == len(expected.history)
    assert state_digest(game) == state_digest(expected)


def test_a_drop_off_the_table_snaps_back_with_the_reason(tmp_path):
    app = make_app(tmp_path)
    table = vs_computer(app)
    settle(app, table)
    before = state_digest(table.match.game)
    sprite = table.input.hand[0]
    start = centre_of(table, sprite)
    drag(app, start, table.boxes["stock"].rect.center)
    assert state_digest(table.match.game) == before
    assert any("table" in message or "mesa" in message for message in app.toasts.messages())
    for _ in range(40):
        app.frame(1 / 60)
    assert abs(sprite.x - start[0]) < 2 and abs(sprite.y - start[1]) < 20  # back in the hand


def test_playing_out_of_turn_is_refused_and_changes_nothing(tmp_path):
    app = make_app(tmp_path, speed="normal")
    table = vs_computer(app)
    settle(app, table)
    game = table.match.game
    table.human_act(game.legal_actions(0)[0])
    while table.busy():
        app.frame(1 / 60)
    assert game.actors() == (1,)  # the computer is thinking
    before = state_digest(game)
    drag(app, centre_of(table, table.input.hand[0]), table.boxes["table"].rect.center)
    assert state_digest(game) == before
    assert [m for m in app.toasts.messages()] == ["Espera tu turno."]


def play_whole_match(app, table, move):
    for _ in range(400):
        top = settle(app, table)
        if type(top).__name__ == "ResultsScene" or table.match.game.outcome() is not None:
            return
        move(app, table)
    raise AssertionError("the match did not end")


def mouse_move(app, table):
    sprite = table.input.hand[0]
    drag(app, centre_of(table, sprite), table.boxes["table"].rect.center)


def keyboard_move(app, table):
    post_key(pygame.K_RIGHT)
    post_key(pygame.K_RETURN)
    app.frame(1 / 60)


@pytest.mark.parametrize("move", [mouse_move, keyboard_move], ids=["mouse", "keyboard"])
def test_a_whole_match_against_the_computer_reaches_the_results(tmp_path, move):
    app = make_app(tmp_path)
    table = vs_computer(app, seed=11, options={"target": 2})
    play_whole_match(app, table, move)
    for _ in range(5):
        app.frame(1 / 60)
    assert table.match.game.outcome() is not None
    assert type(app.stack.top).__name__ == "ResultsScene"
    assert table.resyncs == 0


def test_hot_seat_never_draws_the_other_hand(tmp_path):
    app = make_app(tmp_path, speed="fast")
    table = open_table(app, [SeatSetup("human", "Ana"), SeatSetup("human", "Luis")], seed=5)
    game = table.match.game
    curtains = checked = 0
    last = -1
    for _ in range(6000):
        app.frame(1 / 60)
        top = app.stack.top
        if table.frames_drawn != last and top is table or (
                top is not table and top.transparent and table.frames_drawn != last):
            last = table.frames_drawn
            hidden = {c for s in (0, 1) if s != table.viewer for c in game.hands[s]}
            assert not hidden & set(table.drawn_faces), (table.viewer, table.drawn_faces)
            checked += 1
        if type(top).__name__ == "CurtainScene":
            curtains += 1
            post_key(pygame.K_SPACE)
        elif type(top).__name__ == "HandResultScene":
            post_key(pygame.K_RETURN)
        elif top is table and not table.busy() and table.match.human_to_act() == table.viewer:
            sprite = table.input.hand[0]
            drag(app, centre_of(table, sprite), table.boxes["table"].rect.center, steps=2)
        if game.hand_number >= 1:
            break
    assert curtains >= 10 and checked > 100 and game.hand_number >= 1


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_a_resize_mid_match_keeps_every_zone_on_screen(tmp_path, size):
    app = make_app(tmp_path)
    table = vs_computer(app)
    settle(app, table)
    for _ in range(5):
        table.human_act(table.match.game.legal_actions(0)[0])
        settle(app, table)
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    app._resized()
    for _ in range(60):
        app.frame(1 / 60)
    screen = pygame.Rect((0, 0), size)
    cw, ch = table.card_dims
    assert table.card_dims[0] >= 40
    for zone, pile in table.piles.items():
        for sprite in pile:
            assert screen.contains(sprite.rect(cw, ch)), (zone, sprite.rect(cw, ch))
    hand = table.boxes["hand:0"].rect
    for zone in table.boxes:
        if zone != "hand:0":
            for sprite in table.piles.get(zone, []):
                assert not sprite.rect(cw, ch).colliderect(hand), zone


@pytest.mark.parametrize("game_id", ["ronda-robada", "escoba", "ronda-marroqui", "veneno"])
def test_drawing_only_what_changes_shows_the_same_window_as_a_full_redraw(tmp_path, game_id):
    """The table blends only the part of the window that can change; after every frame the
    window must be exactly what drawing everything would give."""
    app = make_app(tmp_path, speed="normal")
    seats = [SeatSetup("computer", "A", "greedy"), SeatSetup("computer", "B", "greedy")]
    table = open_table(app, seats, seed=5, game_id=game_id)
    clips = []
    noted = table.painter.draw_noted

    def spy(surface, clip):
        clips.append(clip)
        return noted(surface, clip)

    table.painter.draw_noted = spy
    compared = 0
    shown = app.screen.copy()  # the window as sent: App.present's rectangles only
    for frame in range(900):
        app.frame(1 / 60)
        rects = app.stack.dirty()
        if rects is None:
            shown = app.screen.copy()
        elif rects:
            bounds = rects[0].unionall(rects[1:])
            shown.blit(app.screen, bounds, bounds)
        if app.stack.top is not table:  # a hand result: close it and go on
            app.stack.pop()
            table.timeline.release()
            continue
        if frame % 2:
            continue
        whole = app.screen.copy()
        noted(whole, None)
        assert pygame.image.tobytes(app.screen, "RGB") == pygame.image.tobytes(whole, "RGB"), (
            f"frame {frame}: the window differs from a full redraw")
        assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(whole, "RGB"), (
            f"frame {frame}: the window as sent differs from a full redraw")
        compared += 1
    window = app.screen.get_width() * app.screen.get_height()
    partial = [c for c in clips if c is not None and c.w * c.h < window // 2]
    assert compared > 300 and len(partial) > len(clips) // 2


# -- hot-seat hand-over: nothing acts on a press the new player could not have aimed -------------


def key_down(key):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def key_up(key):
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))


def tap(key):
    key_down(key)
    key_up(key)


def hot_seat(app, seed=5, game_id="ronda-robada", options=None):
    return open_table(app, [SeatSetup("human", "Ana"), SeatSetup("human", "Luis")], seed,
                      game_id=game_id, options=options)


def wait_for_curtain(app, table, limit=2000):
    for _ in range(limit):
        app.frame(1 / 60)
        if type(app.stack.top).__name__ == "CurtainScene":
            return app.stack.top
        if type(app.stack.top).__name__ == "HandResultScene":
            tap(pygame.K_RETURN)
    raise AssertionError("no curtain came")


def moves_of(game, seat):
    return [act for s, act in game.history if s == seat]


@pytest.mark.parametrize("gap", [0.0, 0.03, 0.25], ids=["same-frame", "30ms", "250ms"])
def test_a_second_enter_right_after_the_curtain_plays_no_card(tmp_path, gap):
    app = make_app(tmp_path)
    table = hot_seat(app)
    wait_for_curtain(app, table)
    seat = table.match.human_to_act()
    app.frame(0.6)
    tap(pygame.K_RETURN)  # lifts the curtain
    if gap:
        app.frame(gap)
    tap(pygame.K_RETURN)  # the second press: the player has not seen his hand yet
    app.frame(1 / 60)
    assert app.stack.top is table and table.viewer == seat
    assert moves_of(table.match.game, seat) == []
    for _ in range(45):  # once he has had his hand in front of him for a moment, Enter plays
        app.frame(1 / 60)
    tap(pygame.K_RETURN)
    app.frame(1 / 60)
    assert len(moves_of(table.match.game, seat)) == 1


def test_a_held_key_acts_once_however_long_it_repeats(tmp_path):
    app = make_app(tmp_path)
    table = vs_computer(app)
    settle(app, table)
    game = table.match.game
    key_down(pygame.K_RETURN)
    app.frame(1 / 60)
    assert len(moves_of(game, 0)) == 1
    for _ in range(200):  # the key stays down: the window repeats it every few frames
        key_down(pygame.K_RETURN)
        app.frame(1 / 60)
        if type(app.stack.top).__name__ == "HandResultScene":
            break
    assert len(moves_of(game, 0)) == 1, "a repeated key played again"
    assert game.actors() == (0,)  # it is his turn again: only the repeat was refused
    key_up(pygame.K_RETURN)
    tap(pygame.K_RETURN)
    app.frame(1 / 60)
    assert len(moves_of(game, 0)) == 2


# -- Escoba: choosing which cards to take --------------------------------------------------------

CHOICE_SEED = 0  # Escoba, no race: the 3 de copas takes 10e and two of the three doses, or
# lies on the table taking nothing: four choices


def escoba_choice(app):
    seats = [SeatSetup("human", "Ana"), SeatSetup("computer", "Bot", "greedy")]
    table = open_table(app, seats, CHOICE_SEED, game_id="escoba", options={"reflex_race": False})
    settle(app, table)
    sprite = next(s for s in table.input.hand if str(s.card) == "3c")
    return table, sprite


def slot_of(table, sprite):
    cw, ch = table.card_dims
    pile = table.piles[sprite.zone]
    return table.boxes[sprite.zone].positions(len(pile), cw, ch)[pile.index(sprite)]


def option_rects(table):
    cw, ch = table.card_dims
    taken = {c for act in table.input.choices for c in getattr(act, "taken", ())}
    return [s.rect(cw, ch) for s in table.piles["table"] if s.card in taken]


def test_while_choosing_the_card_waits_over_its_slot_clear_of_the_options(tmp_path):
    app = make_app(tmp_path)
    table, sprite = escoba_choice(app)
    drag(app, centre_of(table, sprite), table.boxes["table"].rect.center)
    assert len(table.input.choices) == 4
    for _ in range(30):
        app.frame(1 / 60)
    cw, ch = table.card_dims
    assert (sprite.x, sprite.y) == pytest.approx(slot_of(table, sprite), abs=1)
    assert sprite.lift > 0.5  # lifted: it is the card being played
    assert not any(sprite.rect(cw, ch).colliderect(r) for r in option_rects(table))


def test_cancelling_the_choice_puts_the_card_back_in_its_place(tmp_path):
    app = make_app(tmp_path)
    table, sprite = escoba_choice(app)
    before = state_digest(table.match.game)
    drag(app, centre_of(table, sprite), table.boxes["table"].rect.center)
    assert table.input.choices
    tap(pygame.K_ESCAPE)
    for _ in range(30):
        app.frame(1 / 60)
    assert not table.input.choices and app.stack.top is table  # Esc cancelled, not paused
    assert state_digest(table.match.game) == before
    assert sprite in table.input.hand and sprite.lift == pytest.approx(0, abs=0.01)
    assert (sprite.x, sprite.y) == pytest.approx(slot_of(table, sprite), abs=1)


def test_click_then_click_offers_the_choice_and_enter_takes_it(tmp_path):
    app = make_app(tmp_path)
    table, sprite = escoba_choice(app)
    for pos in (centre_of(table, sprite), table.boxes["table"].rect.center):
        post_mouse("motion", pos)
        post_mouse("down", pos)
        post_mouse("up", pos)
        app.frame(1 / 60)
    assert len(table.input.choices) == 4
    first = table.input.choices[0]
    tap(pygame.K_RETURN)
    app.frame(1 / 60)
    assert moves_of(table.match.game, 0) == [first]


class Recorder:
    """A scene that notes what reaches it and passes on (or uses) it."""

    transparent = True

    def __init__(self, passes: bool) -> None:
        self.passes, self.seen = passes, []

    def enter(self) -> None: ...
    def pause(self) -> None: ...
    def resume(self) -> None: ...

    def process_event(self, event):
        self.seen.append(event.type)
        return event if self.passes else None


def test_the_scene_stack_hands_an_unused_event_to_the_scene_below():
    from naipes_pg.ui.scene import SceneStack

    stack = SceneStack()
    bottom, middle, top = Recorder(True), Recorder(False), Recorder(True)
    for scene in (bottom, middle, top):
        stack.push(scene)
    stack.process_event(pygame.event.Event(pygame.USEREVENT))
    assert (top.seen, middle.seen, bottom.seen) == ([pygame.USEREVENT], [pygame.USEREVENT], [])


@pytest.mark.parametrize("paused", [False, True])
def test_f1_at_the_table_opens_the_rules_once(tmp_path, paused):
    from naipes_pg.ui.scenes.rules import RulesScene

    app = make_app(tmp_path)
    app.stack.clear_to(app._menu())
    table = vs_computer(app)
    settle(app, table)
    if paused:
        post_key(pygame.K_ESCAPE)
        app.frame(1 / 60)
        assert app.stack.top is not table
    post_key(pygame.K_F1)
    for _frame in range(3):
        app.frame(1 / 60)
    assert sum(isinstance(scene, RulesScene) for scene in app.stack.scenes) == 1
