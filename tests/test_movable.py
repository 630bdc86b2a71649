"""What may move is marked without touching it: while the viewer is asked to act and the table
is at rest, every card and place with a legal action carries a quiet mark (the waste's card
that can go up, the stock to turn, the cards off the hand an action names), and the cards of
the hand that may be played when some may not. A setting turns the marks off; none show while
another acts, under a hot-seat curtain, or while a card is dragged or chosen."""

from __future__ import annotations

import json

import pygame
from uihelpers import make_app, post_key, post_mouse

from naipes_pg import store
from naipes_pg.cards import Card
from naipes_pg.rules.base import Reveal
from naipes_pg.ui.match import Match, MatchSetup, SeatSetup
from naipes_pg.ui.table.scene import TableScene

VS_COMPUTER = [SeatSetup("human", "Ana"), SeatSetup("computer", "Bot", "greedy")]
HOT_SEAT = [SeatSetup("human", "Ana"), SeatSetup("human", "Luis")]


def open_table(app, game_id, seats, variant=None, seed=1) -> TableScene:
    table = TableScene(app, Match(MatchSetup(game_id, {}, variant, seed, seats)))
    app.stack.push(table)
    rest(app, table)
    return table


def rest(app, table, limit=5000) -> None:
    """Frames until the table is at rest with the viewer to act, or covered by a curtain."""
    for _ in range(limit):
        app.frame(1 / 60)
        top = type(app.stack.top).__name__
        if top == "HandResultScene":
            post_key(pygame.K_RETURN)
            continue
        if top == "CurtainScene":
            return
        if not table.busy() and table.viewer is not None and table.viewer_may_act():
            return
    raise AssertionError("the table never came to rest")


def marked(table) -> set[tuple[int, int, int, int]]:
    return {tuple(rect) for rect in table.movable.marked()}


def card_rect(table, card: Card) -> tuple[int, int, int, int]:
    sprite = next(s for pile in table.piles.values() for s in pile if s.card == card)
    return tuple(sprite.rect(*table.card_dims))


def place_rect(table, zone: str) -> tuple[int, int, int, int]:
    return tuple(table.input.reach.place_rect(zone))


def hand_cards(table) -> list[Card]:
    return [s.card for s in table.piles[f"hand:{table.viewer}"]]


def playable(table) -> list[Card]:
    """The cards of the viewer's hand the rules let him play now."""
    cards = {getattr(act, "card", None) for act in table.match.game.legal_actions(table.viewer)}
    return [card for card in hand_cards(table) if card in cards]


def to_follow(app, table, limit=120) -> None:
    """Play on (the first legal action each time, the computer or the other person answering)
    until the viewer holds cards he may not play: Tute's duty to follow once the stock is
    gone."""
    game = table.match.game
    for _ in range(limit):
        rest(app, table)
        if type(app.stack.top).__name__ == "CurtainScene":
            lift(app)
            rest(app, table)
        if 0 < len(playable(table)) < len(hand_cards(table)):
            return
        table.human_act(game.legal_actions(table.viewer)[0])
    raise AssertionError("the viewer never had to follow")


def lift(app) -> None:
    """The person whose turn it is takes the seat: the curtain is lifted with Enter."""
    app.frame(0.7)
    post_key(pygame.K_RETURN)
    app.frame(1 / 60)
    assert type(app.stack.top).__name__ != "CurtainScene"


# -- what is marked -------------------------------------------------------------------------


def test_4_ases_marks_the_stock_and_the_waste_card_that_can_go_up(tmp_path):
    app = make_app(tmp_path)
    table = open_table(app, "cuatro-ases", [SeatSetup("human", "Ana")], seed=44)
    assert marked(table) == {place_rect(table, "stock")}  # nothing on the waste yet
    table.human_act(Reveal("stock"))
    rest(app, table)
    top = table.match.game.view(0).zones["waste"][-1]
    assert top == Card(1, "o")  # seed 44 turns the 1 de oros up first: it can go up
    assert marked(table) == {card_rect(table, top), place_rect(table, "stock")}


def test_4_ases_leaves_a_waste_card_that_cannot_go_up_unmarked(tmp_path):
    app = make_app(tmp_path)
    table = open_table(app, "cuatro-ases", [SeatSetup("human", "Ana")], seed=44)
    game = table.match.game
    for _ in range(40):
        waste = game.view(0).zones["waste"]
        ups = [act for act in game.legal_actions(0) if act.card is not None]
        if waste and not ups:
            break
        table.human_act(ups[0] if ups else Reveal("stock"))
        rest(app, table)
    else:
        raise AssertionError("the waste's card could always go up")
    assert marked(table) == {place_rect(table, "stock")}


def test_tute_marks_the_cards_of_the_hand_that_may_be_played_when_some_may_not(tmp_path):
    app = make_app(tmp_path)
    table = open_table(app, "brisca", VS_COMPUTER, variant="tute")
    to_follow(app, table)
    may = playable(table)
    assert 0 < len(may) < len(hand_cards(table))
    assert marked(table) == {card_rect(table, card) for card in may}


def test_a_hand_that_may_all_be_played_is_not_marked(tmp_path):
    """Escoba: any card of the hand may be played; marking them all would say nothing."""
    app = make_app(tmp_path)
    table = open_table(app, "escoba", VS_COMPUTER)
    assert table.viewer_may_act() and playable(table) == hand_cards(table)
    assert marked(table) == set()


def test_brisca_before_the_stock_is_gone_marks_no_card_of_the_hand(tmp_path):
    app = make_app(tmp_path)
    table = open_table(app, "brisca", VS_COMPUTER, variant="tute")
    assert table.viewer_may_act() and playable(table) == hand_cards(table)
    assert marked(table) == set()


def test_solitario_espanol_marks_none_of_the_face_down_cards_any_of_which_may_be_turned(
        tmp_path):
    """Its layout says so: every face-down card may always be turned, and a glow on each of
    them would say nothing (and wash the whole grid)."""
    app = make_app(tmp_path)
    table = open_table(app, "solitario-espanol", [SeatSetup("human", "Ana")], seed=3)
    assert len(table.input.reach.places()) == 48
    assert marked(table) == set()


# -- when nothing is marked -----------------------------------------------------------------


def test_no_marks_when_the_setting_is_off(tmp_path):
    app = make_app(tmp_path)
    table = open_table(app, "cuatro-ases", [SeatSetup("human", "Ana")], seed=44)
    assert marked(table)
    app.settings.show_moves = False
    assert marked(table) == set()
    app.settings.show_moves = True
    assert marked(table)


def test_no_marks_while_the_computer_is_to_act(tmp_path):
    app = make_app(tmp_path, speed="normal")
    table = open_table(app, "brisca", VS_COMPUTER, variant="tute")
    to_follow(app, table)
    assert marked(table)
    table.human_act(table.match.game.legal_actions(0)[0])
    for _ in range(600):
        app.frame(1 / 60)
        if table.match.computer_to_act() is not None and not table.busy():
            break
    else:
        raise AssertionError("the computer never had the turn at a table at rest")
    assert not table.viewer_may_act() and marked(table) == set()


def test_no_marks_under_the_hot_seat_curtain(tmp_path):
    """At the curtain, the person coming has cards he may not play: nothing is marked until
    he has taken the seat, then his playable cards are."""
    app = make_app(tmp_path)
    table = open_table(app, "brisca", HOT_SEAT, variant="tute")
    game = table.match.game
    for _ in range(200):
        rest(app, table)
        if type(app.stack.top).__name__ == "CurtainScene":
            coming = table.match.human_to_act()
            held = len(game.view(coming).zones[f"hand:{coming}"])
            may = [act for act in game.legal_actions(coming) if act.card is not None]
            if 0 < len(may) < held:
                break
            lift(app)
            continue
        table.human_act(game.legal_actions(table.viewer)[0])
    else:
        raise AssertionError("no curtain came before a turn with cards that may not be played")
    table.draw(app.screen)
    assert marked(table) == set()
    lift(app)
    rest(app, table)
    assert marked(table) == {card_rect(table, card) for card in playable(table)}


def test_no_marks_while_a_card_is_dragged_or_chosen(tmp_path):
    app = make_app(tmp_path)
    table = open_table(app, "cuatro-ases", [SeatSetup("human", "Ana")], seed=44)
    table.human_act(Reveal("stock"))
    rest(app, table)
    for _ in range(40):
        app.frame(1 / 60)  # in view long enough for the keys to act
    start = card_rect(table, Card(1, "o"))
    centre = pygame.Rect(start).center
    post_mouse("motion", centre)
    post_mouse("down", centre)
    app.frame(1 / 60)
    post_mouse("motion", (centre[0], centre[1] - 120))
    app.frame(1 / 60)
    assert table.input.dragged is not None and marked(table) == set()
    post_mouse("up", (centre[0], centre[1] - 120))  # on no place: back where it lay
    for _ in range(30):
        app.frame(1 / 60)
    assert table.input.dragged is None and card_rect(table, Card(1, "o")) in marked(table)
    while getattr(table.input.focused(), "card", None) != Card(1, "o"):
        post_key(pygame.K_RIGHT)
        app.frame(1 / 60)
    post_key(pygame.K_RETURN)  # several foundations: the card waits for one to be chosen
    app.frame(1 / 60)
    assert table.input.selected is not None and marked(table) == set()


# -- the setting ----------------------------------------------------------------------------


def test_the_marks_are_on_by_default_and_kept_between_runs(tmp_path, monkeypatch):
    monkeypatch.setenv("NAIPES_HOME", str(tmp_path))
    assert store.Settings().show_moves is True
    store.save_settings(store.Settings(show_moves=False))
    assert store.load_settings().show_moves is False


def test_an_old_settings_file_loads_with_the_marks_on(tmp_path, monkeypatch):
    monkeypatch.setenv("NAIPES_HOME", str(tmp_path))
    store.settings_path().write_text(json.dumps({"language": "en", "speed": "fast"}))
    assert store.load_settings().show_moves is True


def test_a_hand_edited_value_goes_back_to_marks_on():
    settings = store.Settings(show_moves="no")
    settings.clean()
    assert settings.show_moves is True


def test_the_marks_are_turned_off_in_the_settings_and_the_table_follows(tmp_path):
    app = make_app(tmp_path)
    table = open_table(app, "cuatro-ases", [SeatSetup("human", "Ana")], seed=44)
    assert marked(table)
    app.open_settings()
    scene = app.stack.top
    row = next(w for w in scene.form.widgets if w.label == "Marcar jugadas posibles")
    assert row.value_text() == "‹ Sí ›"
    scene.form.focus = scene.form.widgets.index(row)
    post_key(pygame.K_LEFT)
    app.frame(1 / 60)
    assert app.settings.show_moves is False
    assert json.loads(store.settings_path().read_text())["show_moves"] is False
    app.stack.pop()
    app.frame(1 / 60)
    assert marked(table) == set()
