"""What a solitaire's table shows at the moment it happens, as a player plays: the chip of
Solitario Español paid as the card turns; the result panel that opens after the last card,
which a key pressed for the card (or held down) does not close unseen."""

from __future__ import annotations

import pygame
import pytest

from naipes_pg.cards import SPANISH_48, Card, parse
from naipes_pg.rules.base import Reveal
from naipes_pg.rules.solitario_espanol import SolitarioEspanol, cell
from naipes_pg.ui.match import Match, MatchSetup, SeatSetup
from naipes_pg.ui.scenes.results import HandResultScene, ResultsScene
from naipes_pg.ui.table.scene import TableScene
from tests.gestures import by_keys, by_mouse
from tests.uihelpers import make_app, post_key, run_until_idle


def first_card_out_of_place() -> list[Card]:
    """A deck whose first card, 2o, lies in the column of the 1s: turning it starts a chain."""
    rest = [card for card in SPANISH_48 if card != parse("2o")]
    return [parse("2o"), *rest]


def words_drawn(app, table) -> list[str]:
    table.draw(app.screen)
    return [what[1] for _rect, what in table.painter.items if what[0] == "text"]


def test_solitario_espanol_shows_the_chip_paid_as_the_card_turns(tmp_path):
    app = make_app(tmp_path, speed="normal")
    setup = MatchSetup("solitario-espanol", {}, None, 7, [SeatSetup("human", "P")])
    game = SolitarioEspanol({}, 7, decks=[first_card_out_of_place()])
    table = TableScene(app, Match(setup, game))
    app.stack.push(table)
    run_until_idle(app, table)
    assert "6 fichas" in words_drawn(app, table)
    by_mouse(app, table, Reveal(cell(0, 0)))
    turned = None
    for _ in range(600):
        app.frame(1 / 60)
        sprite = table.piles[cell(0, 0)][0] if table.piles[cell(0, 0)] else None
        if sprite is not None and sprite.card is not None:
            turned = (table.busy(), words_drawn(app, table))
            break
    assert turned is not None, "the card never turned"
    busy, words = turned
    assert busy, "the chain should still be on its way"
    assert "5 fichas" in words and "6 fichas" not in words


def key_down(key):
    """A key going down and staying down: its repeats come as more of these."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def key_up(key):
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))


def sorted_table(tmp_path):
    """Solitario Español dealt sorted (RULES.md 11.7 test 1): each chip turns one card, which
    stays, and the sixth loses."""
    app = make_app(tmp_path, speed="fast")
    deck = [Card(rank, suit) for suit in "oceb" for rank in range(1, 13)]
    setup = MatchSetup("solitario-espanol", {}, None, 9, [SeatSetup("human", "P")])
    table = TableScene(app, Match(setup, SolitarioEspanol({}, 9, decks=[deck])))
    app.stack.push(table)
    run_until_idle(app, table)
    for col in range(5):
        by_keys(app, table, Reveal(cell(0, col)))
        run_until_idle(app, table)
    return app, table


def test_an_enter_held_on_the_last_card_does_not_skip_the_result_panel(tmp_path):
    app, table = sorted_table(tmp_path)
    by_keys(app, table, Reveal(cell(0, 5)))  # the last chip: the match is lost
    key_down(pygame.K_RETURN)  # pressed again at once, and held: it repeats
    shown = 0
    for frame in range(3000):
        if frame % 3 == 0:
            key_down(pygame.K_RETURN)
        app.frame(1 / 60)
        if isinstance(app.stack.top, ResultsScene):
            shown += 1
            if shown > 90:
                break
        else:
            assert table.match.game.outcome() is None or app.stack.top is table, app.stack.top
    assert isinstance(app.stack.top, ResultsScene)
    key_up(pygame.K_RETURN)
    frames(app, 2)
    post_key(pygame.K_RETURN)  # let go, and pressed again: now it is meant for the panel
    frames(app, 3)
    assert isinstance(app.stack.top, TableScene) and app.stack.top is not table


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_SPACE])
def test_the_result_panel_waits_a_moment_before_a_key_moves_on(tmp_path, key):
    app, table = sorted_table(tmp_path)
    by_mouse(app, table, Reveal(cell(0, 5)))
    for _ in range(3000):
        app.frame(1 / 60)
        if isinstance(app.stack.top, ResultsScene):
            break
    panel = app.stack.top
    assert isinstance(panel, ResultsScene)
    post_key(key)  # a press as the panel appears was meant for the table
    frames(app, 3)
    assert app.stack.top is panel
    frames(app, 30)
    post_key(key)
    frames(app, 3)
    assert isinstance(app.stack.top, TableScene) and app.stack.top is not table


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_SPACE])
def test_a_hand_s_result_ignores_a_key_held_from_before_it_appeared(tmp_path, key):
    app = make_app(tmp_path)
    closed = []
    key_down(key)  # held down at the table as the hand ends
    app.frame(1 / 60)
    app.stack.push(HandResultScene(app, "Mano 1", [["", "P"], ["Puntos", "3"]],
                                   lambda: closed.append(True)))
    for _ in range(60):  # a second of the key's repeats
        key_down(key)
        app.frame(1 / 60)
    assert not closed
    key_up(key)
    app.frame(1 / 60)
    post_key(key)
    app.frame(1 / 60)
    assert closed == [True]


def frames(app, n):
    for _ in range(n):
        app.frame(1 / 60)
