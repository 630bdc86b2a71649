"""El Truco at the table (RULES.md 6), as a player meets it: the calls are buttons in the
game's words with a key each, shown exactly when legal; a call stands in a bubble at its
caller's place until it is answered and the prompt says what is asked; a showdown is a banner
of values, never cards; each baza's result is marked where its cards lie; the score is kept
in matchsticks; every call, answer and score is told; and at the smallest window every
button, word and card can be read. Hot-seat: every answer is given after a curtain."""

from __future__ import annotations

import random

import pygame
import pytest
from test_hotseat import kind, until_curtain
from test_visibility import check_table, position
from uihelpers import act, drain, labels, make_app, post_key

from naipes_pg import i18n
from naipes_pg.ai import make_agent
from naipes_pg.cards import SPANISH_40, Card, parse
from naipes_pg.rules.base import Call, PlayCard
from naipes_pg.rules.events import Announced, HandOver
from naipes_pg.rules.registry import new_game
from naipes_pg.ui import theme
from naipes_pg.ui.match import Match, MatchSetup, SeatSetup
from naipes_pg.ui.table.layouts import layout_for
from naipes_pg.ui.table.layouts.truco_story import HandNotes, result_rows
from naipes_pg.ui.table.layouts.truco_words import showdown
from naipes_pg.ui.table.scene import TableScene
from naipes_pg.ui.table.stage import BUBBLE_S
from naipes_pg.ui.table.telling import Who

SMALLEST = (640, 480)
SIZES = ((1280, 800), (1024, 600), SMALLEST)
ENVIDO, PASO, QUIERO, TRUCO = Call("envido"), Call("paso"), Call("quiero"), Call("truco")


@pytest.fixture(autouse=True)
def spanish():
    i18n.set_language("es")
    yield
    i18n.set_language("es")


ANA = "1o 3c 7b"  # Ana's usual hand: 1 of coins, 3 of cups, 7 of clubs (envido 7)
RIVAL = "Re 1e 6c"  # the rival's: King and 1 of swords, 6 of cups (envido 21)
FLOR = "4o 7o 6o"  # three coins: a flor


def deck(first: str, second: str) -> list[Card]:
    """A deck whose deal gives mano ``first`` and the dealer ``second`` (one at a time, mano
    first), the other cards after them."""
    top = [parse(text) for pair in zip(first.split(), second.split(), strict=True)
           for text in pair]
    return top + [card for card in SPANISH_40 if card not in top]


def truco_table(app, ana: str = ANA, rival: str = RIVAL, level: str = "greedy",
                seats=None) -> TableScene:
    """Ana (a person, seat 0, mano) against the computer, holding the hands given; every
    later hand dealt alike."""
    seats = seats or [SeatSetup("human", "Ana"), SeatSetup("computer", "Ordenador", level)]
    game = new_game("truco", {}, 1, decks=[deck(ana, rival)] * 6, first_dealer=1)
    table = TableScene(app, Match(MatchSetup("truco", {}, None, 1, seats), game))
    app.stack.push(table)
    drain(table)
    return table






def bubbles(table: TableScene) -> list[str]:
    """The words in bubbles as the table draws them now."""
    table.draw(pygame.Surface(table.app.size))
    return [what[1] for _rect, what in table.painter.items if what[0] == "bubble"]


# -- the calls' buttons ------------------------------------------------------------------------


def test_the_envido_phase_offers_envido_and_pass_with_their_keys(tmp_path):
    table = truco_table(make_app(tmp_path))
    assert labels(table) == ["Envido (E)", "Paso (P)"]
    assert table.input.prompt() == (
        "Antes de la primera carta: canta envido, o flor si la tienes, o pasa")


def test_a_player_with_flor_may_sing_it_and_facing_envido_answers_in_that_order(tmp_path):
    table = truco_table(make_app(tmp_path), ana=FLOR)
    assert labels(table) == ["Envido (E)", "Flor (F)", "Paso (P)"]
    act(table, 0, PASO)
    act(table, 1, ENVIDO)
    assert labels(table) == ["Quiero (Q)", "No quiero (N)", "Real envido (E)", "Flor (F)"]
    assert table.input.prompt() == "Ordenador canta envido: ¿quieres?"


def test_in_english_the_buttons_say_the_game_s_words(tmp_path):
    app = make_app(tmp_path)
    i18n.set_language("en")
    table = truco_table(app)
    act(table, 0, ENVIDO)
    act(table, 1, Call("real_envido"))
    assert labels(table) == ["Accept (Q)", "Decline (N)", "Envido envido (E)"]
    assert table.input.prompt() == "Computer calls real envido: do you accept?"


def test_the_buttons_are_exactly_the_legal_calls_whoever_acts(tmp_path):
    """A match played by random moves: at each still moment, the buttons are the viewer's
    legal calls, in the layout's order, and none while the computer acts."""
    app = make_app(tmp_path)
    seats = [SeatSetup("human", "Ana"), SeatSetup("computer", "Ordenador", "random")]
    table = TableScene(app, Match(MatchSetup("truco", {}, None, 3, seats)))
    app.stack.push(table)
    drain(table)
    game, layout, rng = table.match.game, table.layout, random.Random(3)
    seen = set()
    for _ in range(120):
        if game.outcome() is not None:
            break
        seat = game.actors()[0]
        calls = [a for a in game.legal_actions(seat) if not isinstance(a, PlayCard)]
        expected = [] if seat != 0 else [
            f"{layout.action_words(a)} ({layout.action_key(a)})"
            for a in layout.action_order(calls)]
        assert labels(table) == expected, game.info()["stage"]
        seen |= {tuple(expected)}
        act(table, seat, rng.choice(game.legal_actions(seat)))
    assert len(seen) > 4


def test_a_key_makes_the_call_on_its_button(tmp_path):
    app = make_app(tmp_path)
    table = truco_table(app)
    for _ in range(60):
        app.frame(1 / 60)  # drawn, and in view a moment: keys may act
    post_key(pygame.K_e)
    app.frame(1 / 60)
    assert table.match.game.info()["calls"][0] == [0, "envido"]


# -- a call waits in its bubble ---------------------------------------------------------------


def test_a_call_stands_in_its_bubble_until_it_is_answered(tmp_path):
    table = truco_table(make_app(tmp_path))
    act(table, 0, PASO)
    act(table, 1, PASO)
    act(table, 0, TRUCO)
    table.stage.update(BUBBLE_S * 3)  # long past a word said in passing
    assert bubbles(table) == ["¡Truco!"]
    events = table.match.game.apply(1, QUIERO)
    table.queue(events)
    table.director.timeline.update(0.0)  # the answer is shown: the call is over at once
    assert bubbles(table) == ["¡Quiero!"]
    drain(table)
    table.stage.update(BUBBLE_S * 3)
    assert bubbles(table) == []


def test_the_computer_s_call_stands_while_the_player_thinks(tmp_path):
    table = truco_table(make_app(tmp_path))
    act(table, 0, PASO)
    act(table, 1, ENVIDO)
    table.stage.update(BUBBLE_S * 3)
    assert bubbles(table) == ["¡Envido!"]
    assert labels(table)[:2] == ["Quiero (Q)", "No quiero (N)"]


def test_the_news_and_the_rising_points_keep_off_a_call_s_bubble(tmp_path):
    """The showdown's news was once drawn over the computer's "¡Truco!" beside its hand."""
    app = make_app(tmp_path)
    table = truco_table(app)
    act(table, 0, ENVIDO)
    act(table, 1, QUIERO)
    act(table, 0, PlayCard(Card(1, "o"), "played:0"))
    act(table, 1, TRUCO)
    for size in SIZES:
        app.screen = pygame.Surface(size)
        table.resize(size)
        bubbles = table.stage.bubble_rects(size, theme.scale(size))
        news = table.hud.news_block(size)
        assert bubbles and news is not None, size
        assert news.rect.collidelist(bubbles) < 0, size
        assert all(spot.collidelist(bubbles) < 0 for _seat, spot in table.hud.float_rects(size))


def test_the_person_s_own_answer_is_said_beside_his_hand_clear_of_the_prompt(tmp_path):
    """A "¡Quiero!" once lay over the prompt above the person's hand."""
    app = make_app(tmp_path)
    table = truco_table(app)
    act(table, 0, PASO)
    act(table, 1, PASO)
    act(table, 0, TRUCO)
    act(table, 1, Call("retruco"))
    act(table, 0, QUIERO)  # and Ana plays on: her card, or the vale cuatro
    table.stage.say(0, "¡Quiero!")  # as it is said, while the prompt asks for a card
    assert "¡Quiero!" in bubbles(table)
    for size in SIZES:
        app.screen = pygame.Surface(size)
        table.resize(size)
        table.draw(app.screen)
        said = table.stage.bubble_rects(size, theme.scale(size))
        prompt = table.hud.prompt_block(size)
        assert said, size
        assert prompt and all(rect.collidelist(said) < 0 for _line, rect in prompt), size
        assert all(pygame.Rect((0, 0), size).contains(b) for b in said), size


# -- what is shown of a showdown, a baza, the score -------------------------------------------


def test_an_envido_quiero_shows_the_values_in_a_banner_mano_first(tmp_path):
    table = truco_table(make_app(tmp_path))
    act(table, 0, ENVIDO)
    events = table.match.game.apply(1, QUIERO)
    shown = next(e for e in events if isinstance(e, Announced) and e.kind == "envido_values")
    table.queue(events)
    for _ in range(3):
        table.director.timeline.update(0.0)
    a, b = shown.data["values"]  # Ana is mano: her value first
    winner = "ganas tú" if shown.seat == 0 else "gana Ordenador"
    assert table.director.banner.text == f"Envido: {a} a {b} — {winner}"


def test_a_tied_envido_says_why_mano_wins():
    event = Announced("envido_values", 1, {"values": [28, 28], "mano": 1, "call": "envido",
                                           "points": 2})
    assert showdown(event, Who(("Ana", "Luis"))) == (
        "Envido: 28 a 28 — gana Luis\nEmpate: gana el que es mano")


def test_a_falta_envido_says_how_it_was_counted():
    event = Announced("envido_values", 1, {"values": [27, 30], "mano": 0, "call": "falta_envido",
                                           "points": 12, "falta_loser_score": 3,
                                           "falta_limit": 15})
    assert showdown(event, Who(("Ana", "Luis"))) == (
        "Falta envido: 27 a 30 — gana Luis\nA Ana le faltan 12 para 15")
    assert showdown(event, Who(("Ana", "Ordenador"), you=0)) == (
        "Falta envido: 27 a 30 — gana Ordenador\nTe faltan 12 para 15")


def test_a_flor_flor_shows_both_flors_mano_first():
    event = Announced("flor_values", 0, {"values": [33, 35], "mano": 1, "points": 6})
    assert showdown(event, Who(("Ana", "Luis"))) == "Flor flor: 35 a 33 — gana Ana"


def test_each_baza_is_marked_where_its_cards_lie():
    """From the cards lying on the table: a 3 and a 3 tie, a 7 of espadas beats a 1 of cups,
    a baza waiting for its second card is not marked."""
    layout = layout_for("truco")
    lying = {"played:0": [Card(3, "o"), Card(1, "c"), Card(4, "b")],
             "played:1": [Card(3, "e"), Card(7, "e")]}
    marks = layout.card_marks({}, lying)
    assert [(m.zone, m.index, m.words) for m in marks] == [
        ("played:0", 0, "Parda"), ("played:1", 0, "Parda"), ("played:1", 1, "")]


def test_a_won_baza_s_card_wears_the_winner_s_badge(tmp_path):
    """Ana's 3 of cups beats the King of swords: her card, and only hers, is marked."""
    table = truco_table(make_app(tmp_path))
    act(table, 0, PASO)
    act(table, 1, PASO)
    act(table, 0, PlayCard(Card(3, "c"), "played:0"))
    act(table, 1, PlayCard(Card(12, "e"), "played:1"))
    table.draw(pygame.Surface(table.app.size))
    cw, ch = table.card_dims
    mine = table.piles["played:0"][0].rect(cw, ch).topleft
    assert [what[1] for _rect, what in table.painter.items if what[0] == "won"] == [mine]


def test_the_last_baza_is_marked_while_the_hand_s_end_is_in_view(tmp_path):
    """The view has moved on to the next deal by then: the marks are read from the cards."""
    table = truco_table(make_app(tmp_path))
    act(table, 0, PASO)
    act(table, 1, PASO)
    for seat, card in ((0, Card(3, "c")), (1, Card(12, "e")), (0, Card(1, "o")),
                       (1, Card(1, "e")), (1, Card(6, "c"))):
        act(table, seat, PlayCard(card, f"played:{seat}"))
    events = table.match.game.apply(0, PlayCard(Card(7, "b"), "played:0"))
    assert any(isinstance(e, HandOver) for e in events)
    table.queue(events)
    while not table.director.settling:  # up to the hand's end, held until all is still
        table.director.timeline.update(1e9)
    table.animator.finish()
    table.flying.clear()
    table.draw(pygame.Surface(table.app.size))
    cw, ch = table.card_dims
    won = [what[1] for _rect, what in table.painter.items if what[0] == "won"]
    assert won == [table.piles["played:0"][0].rect(cw, ch).topleft,  # baza by baza
                   table.piles["played:1"][1].rect(cw, ch).topleft,
                   table.piles["played:0"][2].rect(cw, ch).topleft]


def test_the_score_is_a_tally_in_malas_and_buenas_or_one_part_to_15():
    layout = layout_for("truco")
    names = {0: "Ana", 1: "Luis"}.get
    tally = layout.tally({"scores": [17, 4], "target": 30}, names, 2)
    assert tally.columns == (("Ana", 17), ("Luis", 4)) and tally.parts == ("Malas", "Buenas")
    assert tally.heading == "Partida a 30 puntos"
    assert layout.tally({"scores": [7, 4], "target": 15}, names, 2).parts == ()


def test_the_tally_lies_on_the_table_clear_of_cards_and_words(tmp_path):
    app = make_app(tmp_path)
    table = truco_table(app)
    for size in SIZES:
        app.screen = pygame.Surface(size)
        table.resize(size)
        texts = table.hud.text_rects(size)
        tally = [rect for kind_, whose, rect in texts if whose == "tally"]
        assert tally and pygame.Rect((0, 0), size).contains(tally[0]), size
        cw, ch = table.card_dims
        cards = [s.rect(cw, ch) for pile in table.piles.values() for s in pile]
        assert tally[0].collidelist(cards) < 0, size
        assert tally[0].collidelist([r for _k, w, r in texts if w != "tally"]) < 0, size


# -- words: the story and the hand's result ---------------------------------------------------


def test_every_call_answer_and_score_is_told(tmp_path):
    table = truco_table(make_app(tmp_path))
    act(table, 0, ENVIDO)
    act(table, 1, QUIERO)
    act(table, table.match.game.actors()[0], TRUCO)
    log = table.story.log
    assert log[0] == "Cantas envido"
    assert log[1] == "Ordenador quiere el envido"
    assert log[2].startswith(("Ganas el envido, ", "Ordenador gana el envido, "))
    assert log[-1] in ("Cantas truco", "Ordenador canta truco")


def test_an_envido_tied_is_told_as_won_by_the_eldest_hand(tmp_path):
    table = truco_table(make_app(tmp_path), ana="7o 1c 4b", rival="7e 2c 3b")  # 7 and 7
    act(table, 0, ENVIDO)
    act(table, 1, QUIERO)
    assert table.story.log[2] == "Ganas el envido, 7 a 7, por ser mano: 2 puntos"


def test_the_hand_s_result_says_how_each_point_was_won():
    results = {"bazas": [0, None], "winner": 0, "how": "bazas", "truco": "retruco",
               "points": [5, 0], "envido": [2, 0], "scores": [9, 4]}
    notes = HandNotes(envido="envido", truco="retruco",
                      showdown=Announced("envido_values", 0, {"values": [31, 28], "mano": 1,
                                                              "call": "envido"}),
                      whys=["envido", "truco"])
    rows = result_rows(results, ["Ana", "Luis"], notes)
    assert rows == [["", "Ana", "Luis"],
                    ["Bazas (parda: la segunda)", "la primera", "—"],
                    ["Envido (Quiero)", "2 puntos (31)", "0 puntos (28)"],
                    ["Retruco (Quiero): gana la primera, parda la segunda", "3 puntos",
                     "0 puntos"],
                    ["Puntos de la mano", "5", "0"],
                    ["Total de puntos", "9", "4"]]


def test_a_declined_truco_is_said_in_the_hand_s_result():
    results = {"bazas": [1], "winner": 1, "how": "declined", "truco": "truco",
               "points": [0, 2], "envido": [0, 0], "scores": [3, 6]}
    rows = result_rows(results, ["Ana", "Luis"], HandNotes(truco="retruco"))
    assert rows[2] == ["Retruco (No quiero)", "0 puntos", "2 puntos"]
    plain = {**results, "how": "bazas", "truco": None, "bazas": [0, 1, 0], "winner": 0,
             "points": [1, 0]}
    assert result_rows(plain, ["Ana", "Luis"], None)[2][0] == (
        "Sin truco: gana la primera y la tercera")


def test_a_whole_hand_ends_in_its_result(tmp_path):
    app = make_app(tmp_path)
    seats = [SeatSetup("human", "Ana"), SeatSetup("computer", "Ordenador", "greedy")]
    table = TableScene(app, Match(MatchSetup("truco", {}, None, 1, seats)))
    app.stack.push(table)
    drain(table)
    game = table.match.game
    agents = [make_agent("greedy", "truco", seat) for seat in (0, 1)]
    over = None
    while over is None:
        seat = game.actors()[0]
        events = act(table, seat, agents[seat].choose(game, seat))
        over = next((e for e in events if isinstance(e, HandOver)), None)
    _title, rows = table.hud.hand_result(over)
    assert rows[0] == ["", "Ana", "Ordenador"]
    assert rows[-1] == ["Total de puntos", *map(str, over.results["scores"])]
    assert rows[-3][0].startswith(("Sin truco: ", "Truco (", "Retruco (", "Vale cuatro ("))


# -- the smallest window ----------------------------------------------------------------------


@pytest.mark.parametrize("size", SIZES)
def test_four_buttons_and_the_prompt_can_be_read_in_every_window(tmp_path, size):
    """Facing an envido with flor in hand (four buttons), in every window down to the
    smallest: each button in the window, its words inside it, on no card and no words, the
    buttons apart; the prompt whole."""
    app = make_app(tmp_path, size=size)
    table = truco_table(app, ana=FLOR)
    act(table, 0, PASO)
    act(table, 1, ENVIDO)
    app.screen = pygame.Surface(size)
    table.resize(size)
    assert len(labels(table)) == 4
    window = pygame.Rect((0, 0), size)
    cw, ch = table.card_dims
    cards = [s.rect(cw, ch) for pile in table.piles.values() for s in pile]
    texts = [rect for _kind, _whose, rect in table.hud.text_rects(size)]
    rects = [button.rect for button, _act in table.input.buttons]
    for button, _act in table.input.buttons:
        face = theme.font(int(22 * table.app.k * 0.85), "bold")
        assert window.contains(button.rect), button.label
        assert face.size(button.label)[0] <= button.rect.width, button.label
        assert button.rect.collidelist(cards) < 0, button.label
        assert button.rect.collidelist(texts) < 0, button.label
        assert [r for r in rects if r.colliderect(button.rect)] == [button.rect]
    prompt = [rect for k_, _w, rect in table.hud.text_rects(size) if k_ == "prompt"]
    assert prompt and window.contains(prompt[0])


# -- hot-seat: every answer after a curtain ----------------------------------------------------


def test_every_answer_to_a_call_is_given_after_a_curtain(tmp_path):
    """Ana and Luis at one computer: Ana calls envido, Luis answers behind a curtain and sees
    what is asked; Ana calls truco, Luis raises, and Ana answers behind another. Under each
    curtain the table shows no hand and no button; lifted, only the answering seat's own
    cards and buttons show, the call standing at the caller's place."""
    app = make_app(tmp_path, size=(1024, 600))
    seats = [SeatSetup("human", "Ana"), SeatSetup("human", "Luis")]
    table = truco_table(app, seats=seats)
    game = table.match.game

    def take_seat(seat: int) -> None:
        curtain = until_curtain(app)
        assert table.viewer is None and table.legal_for_viewer() == []
        app.frame(1.0)
        post_key(pygame.K_RETURN)
        for _ in range(60):  # lifted, and in view a moment
            app.frame(1 / 60)
        assert app.stack.top is table and curtain not in app.stack.scenes
        assert table.viewer == seat == game.actors()[0]
        other = {c for c in game.hands[1 - seat]}
        assert not other & set(table.drawn_faces), "the other's hand shown"

    def press(key: int) -> None:
        post_key(key)
        app.frame(1 / 60)

    take_seat(0)
    press(pygame.K_e)
    take_seat(1)  # the answer: Luis's turn, after a curtain
    assert table.input.prompt() == "Ana canta envido: ¿quieres?"
    assert bubbles(table) == ["¡Envido!"]
    assert labels(table) == ["Quiero (Q)", "No quiero (N)", "Real envido (E)"]
    press(pygame.K_q)
    take_seat(0)  # Ana, mano, plays first
    press(pygame.K_t)
    take_seat(1)
    assert table.input.prompt() == "Ana canta truco: ¿quieres?"
    press(pygame.K_t)  # Luis raises: Quiero retruco
    take_seat(0)
    assert table.input.prompt() == "Luis canta retruco: ¿quieres?"
    assert labels(table) == ["Quiero (Q)", "No quiero (N)", "Vale cuatro (T)"]
    assert kind(app.stack.top) == "TableScene"


def test_rows_short_of_room_keep_every_index_corner_in_view(tmp_path):
    """Larger text leaves the bazas less room: the two rows overlap, and the one across the
    middle lies a little along, so no card covers the corner of the card facing it (a sweep
    found them covered)."""
    app, table = position(tmp_path, "truco", None, 2, 0, 9, text_size="larger")
    assert not check_table(table, app, (1280, 800), words=True)
    boxes = table.boxes
    assert boxes["played:0"].rect.top < boxes["played:1"].rect.bottom  # they do overlap
