"""A call to react (a Nervioso slap window, a La Granja face-off) cannot be mistaken for a
turn: it is a band of its own, in its own colour, by the press buttons, naming each press
with its key (and in a face-off the animal to sound); no countdown bar and no message is
drawn through it or through the turn's prompt."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame
import pytest
from uihelpers import drain, make_app

from naipes_pg.ai.agents import policy_for
from naipes_pg.rules.base import CLOCK, Flip, Noise, Slap, Totem
from naipes_pg.rules.registry import new_game
from naipes_pg.ui import theme
from naipes_pg.ui.match import Match, MatchSetup, SeatSetup
from naipes_pg.ui.table.layouts import layout_for
from naipes_pg.ui.table.scene import TableScene
from naipes_pg.ui.table.words import block_rect

SIZES = ((1280, 800), (1024, 600), (640, 480))
KEYS = {Flip(0): "1", Slap(0): "2", Totem(0): "2", Noise("cow", 0): "3",
        Noise("dog", 0): "4", Noise("cat", 0): "Q"}


def key_of(press) -> str:
    return KEYS.get(press, "")


# -- the words: what to press, and with which key -------------------------------------------


@pytest.mark.parametrize("variant,extra,seat,says", [
    (None, {}, 0, "¡Duelo! Haz el sonido: Gato (Q)"),
    (None, {}, 2, "¡Duelo! Haz el sonido: Vaca (3)"),
    ("peluche", {"plush": ["cat", "dog", "cow"]}, 0, "¡Duelo! Haz el sonido: Vaca (3)"),
    ("totem", {"totem": None}, 0,
     "¡Duelo! Coge el tótem (2) y luego haz el sonido: Gato (Q)"),
    ("totem", {"totem": 0}, 0, "¡Tienes el tótem! Haz el sonido: Gato (Q)"),
    ("totem", {"totem": 2}, 0, "¡Duelo! Otro tiene el tótem: espera a que quede libre"),
])
def test_a_face_off_names_the_animal_whose_sound_wins_and_its_key(variant, extra, seat, says):
    info = {"animals": ["cow", "dog", "cat"], "variant": variant, "faceoffs": [[0, 2]],
            "cards": [10, 10, 10], **extra}
    assert layout_for("granja").reaction(info, seat, key_of) == says
    assert layout_for("granja").reaction(info, 1, key_of) is None  # not in the face-off


def test_a_crowded_simultaneous_face_off_calls_for_one_s_own_sound():
    info = {"animals": ["cow", "dog", "cat"], "variant": "simultanea",
            "faceoffs": [[0, 1, 2]], "cards": [10, 10, 10]}
    assert layout_for("granja").reaction(info, 0, key_of) == (
        "¡Duelo! Haz tu propio sonido: Vaca (3)")
    two = dict(info, faceoffs=[[0, 1]])  # a single duel of two: the rival's sound
    assert layout_for("granja").reaction(two, 0, key_of) == "¡Duelo! Haz el sonido: Perro (4)"


def test_a_slap_window_calls_whoever_has_not_slapped_yet():
    layout = layout_for("nervioso")
    info = {"window": {"opened": 0, "until": 3000, "slapped": [1]}, "finished": [2]}
    assert layout.reaction(info, 0, key_of) == "¡Coincide! Palmada (2)"
    assert layout.reaction(info, 1, key_of) is None  # slapped already
    assert layout.reaction(info, 2, key_of) is None  # finished: no part in it
    assert layout.press_prompt(info, 0) == ""  # the call says it, not the turn's prompt


# -- on the table --------------------------------------------------------------------------


def called_table(tmp_path, game_id, seats, called, size=(1280, 800), limit=40_000):
    """A real table, played frame by frame (the people flip on their turn), until
    ``called(info)``; the clock running and the table still."""
    app = make_app(tmp_path, size)
    setup = MatchSetup(game_id, {"players": 3}, None, 5, seats).filled()
    table = TableScene(app, Match(setup))
    app.stack.push(table)
    game = table.match.game
    for _ in range(limit):
        app.frame(1 / 60)
        if not (table.reflex.open and table.reflex.seen and not table.busy()):
            continue
        info = game.info()
        if called(info):
            app.frame(1 / 60)
            return app, table
        for seat in table.match.humans:
            if info.get("turn") == seat:
                table.reflex.press(seat, game.presses(seat).index(Flip(0)))
    raise AssertionError("no call came")


def slap_key(table, seat: int) -> str:
    return table.reflex.key_names(seat)[table.match.game.presses(seat).index(Slap(0))]


def test_a_slap_window_is_called_in_a_band_of_its_own_with_the_slap_s_key(tmp_path):
    app, table = called_table(
        tmp_path, "nervioso", [SeatSetup("human", "Ana")],
        lambda info: info["window"] and 0 not in info["window"]["slapped"])
    laid = table.hud.lay_out(app.size)
    assert not laid.prompt, "a turn's prompt beside the call"
    words = " ".join(line.text for line, _rect in laid.call)
    assert words == f"¡Coincide! Palmada ({slap_key(table, 0)})"
    assert all(line.colour != theme.GOLD for line, _rect in laid.call)  # not the turn's gold
    calls = [rect for kind, whose, rect in table.hud.text_rects(app.size)
             if (kind, whose) == ("prompt", "call")]
    assert len(calls) == 1 and calls[0].contains(block_rect(laid.call))
    pad = table.pad.area(app.size, app.k)
    assert abs(calls[0].bottom - pad.top) < pad.height  # by the press buttons


def test_a_face_off_is_called_with_the_rival_s_animal_and_its_key(tmp_path):
    app, table = called_table(tmp_path, "granja", [SeatSetup("human", "Ana")],
                              lambda info: any(0 in group for group in info["faceoffs"]))
    game = table.match.game
    info = game.info()
    group = next(group for group in info["faceoffs"] if 0 in group)
    words = " ".join(line.text for line, _rect in table.hud.lay_out(app.size).call)
    keys = table.reflex.key_names(0)
    rivals = [info["animals"][s] for s in group if s != 0]
    for animal in rivals:
        name = {"cow": "Vaca", "dog": "Perro", "cat": "Gato", "pig": "Cerdo", "duck": "Pato",
                "hen": "Gallina", "sheep": "Oveja", "donkey": "Burro"}[animal]
        assert f"{name} ({keys[game.presses(0).index(Noise(animal, 0))]})" in words


def test_two_people_at_one_keyboard_are_each_called_by_name(tmp_path):
    app, table = called_table(
        tmp_path, "nervioso", [SeatSetup("human", "Ana"), SeatSetup("human", "Luis")],
        lambda info: info["window"] and not info["window"]["slapped"])
    lines = [line.text for line, _rect in table.hud.lay_out(app.size).call]
    assert lines == [f"Ana: ¡Coincide! Palmada ({slap_key(table, 0)})",
                     f"Luis: ¡Coincide! Palmada ({slap_key(table, 1)})"]


# -- nothing drawn through a prompt -----------------------------------------------------------


def positions(game, rng: random.Random, most: int = 30):
    """The match played on as careful people would, a little slow (the computers' own cue,
    half the time; else the time passes to the next deadline): each position with a time
    running out (a slap window, a face-off, a beat), and every eleventh input; ``most`` of
    them at most."""
    layout, policy = layout_for(game.spec.id), policy_for(game.spec.id)
    moves = shown = 0
    while game.outcome() is None and shown < most:
        cues = [(seat, policy.cue(game.view(seat), seat)) for seat in game.actors()
                if seat != CLOCK]
        cues = [(seat, cue) for seat, cue in cues if cue is not None and cue.press is not None]
        if cues and rng.random() < 0.5:
            seat, cue = rng.choice(cues)
            game.apply(seat, replace(cue.press, t=max(game.clock, cue.not_before)))
        else:
            game.apply(CLOCK, game.legal_actions(CLOCK)[0])
        moves += 1
        if layout.deadline(game.info()) is not None or moves % 11 == 0:
            shown += 1
            yield moves


def crossings(app, table, size) -> tuple[list[str], int, int]:
    """What is drawn through a prompt in one frame of ``size``: the countdown bar (as drawn)
    and the messages (where the app puts them); and how many prompts and bars there were."""
    app.screen = pygame.Surface(size)
    table.resize(size)
    table.rebuild()
    table.reflex.now = table.match.game.clock  # the clock runs: the bar is drawn
    table.draw(app.screen)
    prompts = [(whose or "turn", rect) for kind, whose, rect in table.hud.text_rects(size)
               if kind == "prompt"]
    bars = [pygame.Rect(rect) for rect, signature in table.painter.items
            if signature[0] == "deadline"]
    toasts = [rect for _lines, rect in app.toast_places()]
    found = [f"{what} {rect} crosses the {whose} prompt {prompt}"
             for whose, prompt in prompts
             for what, rect in [*(("bar", bar) for bar in bars),
                                *(("message", toast) for toast in toasts)]
             if rect.colliderect(prompt)]
    return found, len(prompts), len(bars)


@pytest.mark.parametrize("game_id,variant,players", [
    ("nervioso", None, 3), ("nervioso", None, 6), ("granja", None, 2), ("granja", None, 4),
    ("granja", "totem", 3), ("granja", "simultanea", 3), ("granja", "peluche", 6),
])
def test_no_countdown_and_no_message_is_drawn_through_a_prompt(tmp_path, game_id, variant,
                                                               players):
    app = make_app(tmp_path)
    for n in range(3):  # three messages up at once, long enough to wrap
        app.toast(f"Mensaje {n}: " + "una frase larga que dice algo al jugador " * 3)
    problems, prompted, barred = [], 0, 0
    for seed in range(3):
        seats = [SeatSetup("human", "P")] + [SeatSetup("computer", f"C{i}", "random")
                                             for i in range(1, players)]
        match = Match(MatchSetup(game_id, {"players": players}, variant, seed, seats))
        table = TableScene(app, match)
        drain(table)  # the deal shown: the table is still, its prompts up
        app.stack.scenes = [table]
        for moves in positions(match.game, random.Random(seed)):
            for size in SIZES:
                found, prompts, bars = crossings(app, table, size)
                problems += [f"seed {seed} move {moves} {size}: {p}" for p in found]
                prompted, barred = prompted + prompts, barred + bars
    assert prompted and barred, "no prompt, or no countdown, was ever shown"
    assert not problems, "\n".join(problems[:12])


# -- a player with no cards left -------------------------------------------------------------


def test_a_player_with_no_cards_left_is_told_he_still_has_a_slap_to_make():
    game = new_game("nervioso", {"players": 3}, 4)
    layout = layout_for("nervioso")
    rng = random.Random(4)
    while game.outcome() is None:
        info = game.info()
        empty = [s for s in range(3) if info["cards"][s] == 0 and s not in info["finished"]]
        if empty:
            break
        seat = game.actors()[0]
        actions = game.legal_actions(seat)
        game.apply(seat, actions[0] if seat == CLOCK else rng.choice(actions))
    assert empty, "nobody ran out of cards"
    assert "sin cartas: le falta una palmada" in layout.seat_lines(empty[0], info)
    others = [s for s in range(3) if info["cards"][s]]
    assert all("sin cartas" not in " ".join(layout.seat_lines(s, info)) for s in others)
    done = dict(info, finished=[empty[0]])  # once he is out, he has nothing left to do
    assert "sin cartas: le falta una palmada" not in layout.seat_lines(empty[0], done)
