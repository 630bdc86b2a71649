"""What happened, in words: each event that changes what a player holds or owes is told with
its reason, shown a moment clear of the cards and the words, and kept in the hand's log (L).

The sentences are told from the events as a spectator sees them: no hidden card is named.
"""

from __future__ import annotations

import random

import pygame
import pytest
from test_hotseat import cards_in, seen_by
from uihelpers import drain, make_app, post_key, post_mouse

from naipes_pg import i18n
from naipes_pg.cards import Card, parse
from naipes_pg.rules.base import CLOCK
from naipes_pg.rules.events import (
    Announced,
    Captured,
    Claimed,
    Gathered,
    LeftoversTaken,
    Moved,
    Scored,
    Shuffled,
    TimedOut,
)
from naipes_pg.ui.match import Match, MatchSetup, SeatSetup
from naipes_pg.ui.phrasing import card_in_words, say
from naipes_pg.ui.scenes.hand_log import LogScene
from naipes_pg.ui.scenes.results import HandResultScene
from naipes_pg.ui.table.layouts import granja_story, nervioso_story
from naipes_pg.ui.table.layouts.veneno import VenenoLayout
from naipes_pg.ui.table.scene import TableScene
from naipes_pg.ui.table.telling import Teller, Who

SIZES = ((1280, 800), (1024, 600), (640, 480))


@pytest.fixture(autouse=True)
def spanish():
    i18n.set_language("es")
    yield
    i18n.set_language("es")


def teller(you: int | None = 0, players: int = 2,
           names: tuple[str, ...] = ("Tú", "Ordenador", "Ana", "Luis")) -> Teller:
    return Teller(Who(names[:players], you), players, lambda seat: f"hand:{seat}",
                  {"escobas": "escobas"})


def told(events, t: Teller | None = None) -> list[tuple[str, bool]]:
    t = t or teller()
    return [(say(line.said), line.shown) for line in t.by_kind(events)]


def c(text: str) -> Card:
    return parse(text)


# -- by kind ---------------------------------------------------------------------------------


def test_a_capture_says_how_many_from_where_and_with_which_card():
    events = [Moved((c("7o"),), "hand:1", "table", seat=1),
              Captured(1, (c("7o"), c("3c"), c("4b")), "table", "pile:1")]
    assert told(events) == [("Ordenador juega el 7 de oros", False),
                            ("Ordenador se lleva 2 cartas de la mesa con el 7 de oros", True)]


def test_your_own_capture_is_said_to_you():
    events = [Moved((c("So"),), "hand:0", "table", seat=0),
              Captured(0, (c("So"), c("Sc")), "table", "house:0")]
    assert told(events)[-1] == ("Te llevas una carta de la mesa con la sota de oros", True)


def test_a_house_stolen_says_whose_with_its_call():
    events = [Moved((c("5e"),), "hand:1", "house:0", seat=1),
              Announced("casa_robada", 1, {"cards": 3}),
              Captured(1, (c("5e"), c("5c"), c("2o"), c("3o")), "house:0", "house:1")]
    assert told(events)[-1] == ("Ordenador te quita 3 cartas: ¡Casa robada!", True)


def test_cards_given_one_by_one_are_one_line_with_the_call_that_made_them_owed():
    events = [Announced("trio", 0, {"owed": 2}),
              Moved((c("1o"),), "house:1", "house:0", "bottom", "bottom"),
              Moved((c("2o"),), "house:1", "house:0", "bottom", "bottom")]
    assert told(events) == [("Ordenador te da 2 cartas: ¡Trío!", True)]


def test_what_is_left_says_why_it_goes_to_the_last_taker():
    events = [LeftoversTaken(1, (c("1o"), c("2o")), "table", "pile:1")]
    assert told(events) == [("Ordenador se lleva lo que queda en la mesa (2 cartas): fue el "
                             "último en llevarse cartas", True)]


def test_a_claim_says_its_call():
    events = [Announced("quince_en_mesa", 0, {}),
              Claimed(0, (c("7o"), c("Sc")), "table", "pile:0")]
    assert told(events) == [("Te llevas 2 cartas: ¡Quince en mesa!", True)]


def test_a_trick_says_who_won_it_and_with_which_card():
    events = [Gathered(1, (("trick:0", (c("3o"),)), ("trick:1", (c("1o"),))), "won:1")]
    assert told(events) == [("Ordenador gana la baza con el as de oros (2 cartas)", True)]


def test_a_score_says_its_reason():
    assert told([Scored(0, 2, "escobas")]) == [("Sumas 2 puntos: escobas", True)]
    assert told([Announced("diez_de_ultimas", 1, {}), Scored(1, 10, "diez_de_ultimas")]) == [
        ("Ordenador suma 10 puntos: ¡Diez de últimas!", True)]


def test_a_cante_says_it_as_it_was_called():
    events = [Announced("cante", 1, {"suit": "o", "points": 20}), Scored(1, 20, "cante")]
    assert told(events) == [("Ordenador suma 20 puntos: ¡Veinte en oros!", True)]


def test_a_card_drawn_is_logged_and_not_named_when_hidden():
    assert told([Moved((None,), "stock", "hand:1", seat=1)]) == [
        ("Ordenador roba una carta", False)]


def test_in_hot_seat_nobody_is_you():
    events = [Captured(0, (c("1o"), c("2o")), "table", "pile:0")]
    assert told(events, teller(you=None, names=("Ana", "Luis")))[0][0] == (
        "Ana se lleva 2 cartas de la mesa")


def test_in_english_the_same_sentences():
    i18n.set_language("en")
    events = [Moved((c("7o"),), "hand:1", "table", seat=1),
              Captured(1, (c("7o"), c("3c")), "table", "pile:1")]
    assert told(events)[-1] == ("Ordenador takes a card from the table with the 7 of coins",
                                True)


# -- the games' own words --------------------------------------------------------------------


def test_nervioso_castigo_says_why_and_what_the_player_takes():
    events = [Announced("castigo", 0, {}),
              Moved((None,) * 21, "pile", "stack:0", seat=0),
              Moved((None,), "stack:1", "stack:0", seat=0),
              Moved((None,), "stack:1", "stack:0", seat=0),
              Shuffled("stack:0")]
    lines = [(say(t.said), t.shown) for t in nervioso_story.tell(events, teller())]
    assert lines == [("Castigo para ti: volteaste durante la palmada: te llevas el montón "
                      "(21 cartas) y 2 cartas de los demás", True)]


@pytest.mark.parametrize("events,words", [
    ([TimedOut("slap", 100), Moved((None,) * 5, "pile", "stack:1", seat=1)],
     "Ordenador no dio la palmada a tiempo: se lleva el montón (5 cartas)"),
    ([Moved((None,) * 5, "pile", "stack:1", seat=1)],
     "Ordenador dio la última palmada: se lleva el montón (5 cartas)"),
    ([Announced("mano_equivocada", 0, {}), Moved((None,) * 3, "pile", "stack:0", seat=0)],
     "Palmada equivocada: no había coincidencia: te llevas el montón (3 cartas)"),
])
def test_nervioso_every_pickup_has_its_reason(events, words):
    assert [say(t.said) for t in nervioso_story.tell(events, teller())] == [words]


def test_granja_a_duel_says_who_won_and_who_takes_whose_pile():
    names = ("Tú", "Perro", "Vaca")
    events = [Announced("noise:cow", 1, {"to": 2, "correct": True}),
              Moved((None,) * 11 + (c("3o"),), "discard:1", "discard:2", to_end="bottom",
                    seat=1)]
    lines = granja_story.tell(events, teller(players=3, names=names))
    assert [say(t.said) for t in lines] == [
        "Perro gana el duelo: Vaca se lleva su montón (12 cartas)"]


def test_granja_a_castigo_says_its_cause():
    events = [Announced("castigo", 0, {"cause": "totem"}),
              Moved((None,), "hand:1", "hand:0", to_end="bottom", seat=1),
              Moved((None,), "hand:2", "hand:0", to_end="bottom", seat=2)]
    lines = granja_story.tell(events, teller(players=3))
    assert [say(t.said) for t in lines] == [
        "Castigo para ti: tótem cogido fuera de un duelo: los demás te dan 2 cartas"]


# -- on the table ----------------------------------------------------------------------------


def computer_match(app, game_id="ronda-robada", seed=3):
    seats = [SeatSetup("computer", "Ana", "random"), SeatSetup("computer", "Luis", "random")]
    table = TableScene(app, Match(MatchSetup(game_id, {}, None, seed, seats)))
    app.stack.push(table)
    return table


def play_until_news(app, table, limit=3000) -> None:
    for _ in range(limit):
        app.frame(1 / 30)
        if table.story.showing():
            return
    raise AssertionError("nothing was told")


def test_the_table_tells_a_capture_and_logs_the_hand(tmp_path):
    app = make_app(tmp_path, speed="fast")
    table = computer_match(app)
    play_until_news(app, table)
    assert table.story.log and table.story.showing()[-1] in table.story.log
    block = table.hud.news_block(app.size)
    assert block is not None and pygame.Rect((0, 0), app.size).contains(block.rect)


def test_l_opens_the_log_and_l_closes_it(tmp_path):
    app = make_app(tmp_path, speed="fast")
    table = computer_match(app)
    play_until_news(app, table)
    post_key(pygame.K_l)
    app.frame(1 / 60)
    log = app.stack.top
    assert isinstance(log, LogScene) and log.lines == table.story.log[:len(log.lines)]
    app.frame(1 / 60)
    post_key(pygame.K_l)
    app.frame(1 / 60)
    assert app.stack.top is table


def test_the_button_opens_the_log(tmp_path):
    app = make_app(tmp_path, speed="fast")
    table = computer_match(app)
    app.frame(1 / 60)
    rect = table.hud.log_button.rect
    assert rect.w and not rect.colliderect(table.hud.menu_rect(app.size))
    post_mouse("down", rect.center)
    post_mouse("up", rect.center)
    app.frame(1 / 60)
    assert isinstance(app.stack.top, LogScene)


def test_a_new_hand_starts_a_new_log(tmp_path):
    app = make_app(tmp_path, speed="fast")
    table = computer_match(app, "ronda-robada")
    ended: list[str] = []
    for _ in range(40000):
        app.frame(1 / 30)
        if isinstance(app.stack.top, HandResultScene):
            ended = list(table.story.log)
            break
    assert ended, "no hand ended"  # the finished hand's moves stay to be read on its panel
    shorter = False
    for n in range(900):
        if isinstance(app.stack.top, HandResultScene) and n % 20 == 19:
            post_key(pygame.K_RETURN)  # read, and closed
        app.frame(1 / 30)
        shorter = shorter or len(table.story.log) < len(ended)
    assert shorter and table.story.log and table.story.log != ended


def news_problems(table, size) -> list[str]:
    """The sentences lie in the window, on no card at rest, no words, no button and no
    message of the app's."""
    block = table.hud.news_block(size)
    if block is None:
        return []
    cw, ch = table.card_dims
    problems = [f"the news lies on the message {lines}"
                for lines, rect in table.app.toast_places() if rect.colliderect(block.rect)]
    if not pygame.Rect((0, 0), size).contains(block.rect):
        problems.append("the news leaves the window")
    for pile in table.piles.values():
        for sprite in pile:
            if sprite.rect(cw, ch).colliderect(block.rect):
                problems.append(f"the news lies on {sprite.card}")
    for kind, whose, rect in table.hud.text_rects(size):
        if rect.colliderect(block.rect):
            problems.append(f"the news lies on {kind} {whose}")
    return problems


@pytest.mark.parametrize("game_id,players", [("ronda-robada", 2), ("escoba", 2),
                                             ("brisca", 2), ("veneno", 4)])
def test_the_news_lies_clear_of_cards_words_and_the_prompt(tmp_path, game_id, players):
    app = make_app(tmp_path)
    seats = [SeatSetup("human", "P")] + [SeatSetup("computer", f"C{i}", "random")
                                         for i in range(1, players)]
    options = {"players": players} if players > 2 else {}
    match = Match(MatchSetup(game_id, options, None, 2, seats))
    table = TableScene(app, match)
    app.stack.push(table)
    game, rng, checked = match.game, random.Random(2), 0
    drain(table)
    while game.outcome() is None and checked < 6:
        seat = game.actors()[0]
        act = (game.legal_actions(CLOCK)[0] if seat == CLOCK
               else rng.choice(game.legal_actions(seat)))
        table.queue(game.apply(seat, act))
        drain(table)
        if not table.story.showing():
            continue
        checked += 1
        app.toast("Suelta la carta en la mesa: un mensaje largo que ocupa su sitio sobre la "
                  "mano del jugador")
        for size in SIZES:
            app.screen = pygame.Surface(size)
            table.resize(size)
            problems = news_problems(table, size)
            assert len(problems) <= 0, (size, table.story.showing(), problems)
    assert checked


def test_the_log_names_no_card_a_spectator_never_saw(tmp_path):
    """Every card named in the story was seen face up by a spectator of the table: the log
    of a hot-seat match holds no hand."""
    app = make_app(tmp_path, speed="instant")
    seats = [SeatSetup("computer", "Ana", "random"), SeatSetup("computer", "Luis", "random")]
    table = TableScene(app, Match(MatchSetup("brisca", {}, None, 4, seats)))
    app.stack.push(table)
    match, game = table.match, table.match.game
    public: set[Card] = set()
    apply = match.apply

    def seen_apply(seat, act, **how):
        public.update(seen_by(game, None))
        events = apply(seat, act, **how)
        public.update(cards_in(game.redact(events, None)))
        return events

    match.apply = seen_apply
    names = {card: card_in_words(card) for card in game.deck}
    for _ in range(3000):
        public.update(seen_by(game, None))
        app.frame(1 / 30)
        if isinstance(app.stack.top, HandResultScene):
            post_key(pygame.K_RETURN)
        text = " | ".join(table.story.log)
        named = {card for card, name in names.items() if f" {name}" in text}
        assert named <= public, sorted(map(str, named - public))
        if game.outcome() is not None:
            break
    assert table.story.log


def test_a_card_laid_on_a_middle_pile_of_veneno_is_played_not_given():
    """Veneno's piles are everyone's (``pile:1`` is the second pile, not seat 1's): the
    layout says whose a zone is."""
    layout = VenenoLayout()
    t = Teller(Who(("Tú", "Ordenador"), 0), 2, lambda seat: f"hand:{seat}", {},
               layout.zone_owner)
    events = [Moved((c("7o"),), "hand:0", "pile:1", seat=0)]
    assert told(events, t) == [("Juegas el 7 de oros", False)]
    assert told(events) == [("Das una carta a Ordenador", True)]  # a seat's place by name


def test_a_long_log_scrolls_back_and_closes_with_escape(tmp_path):
    app = make_app(tmp_path, size=(640, 480))
    app.stack.push(LogScene(app, [f"Jugada {n}" for n in range(60)]))
    log = app.stack.top
    app.frame(1 / 60)
    assert log.scroll == 0 and log.rows_shown < 60
    post_key(pygame.K_UP)
    app.frame(1 / 60)
    assert log.scroll == 1
    post_key(pygame.K_PAGEUP)
    post_key(pygame.K_PAGEUP)
    post_key(pygame.K_PAGEUP)
    app.frame(1 / 60)
    assert log.scroll == 60 - log.rows_shown  # no further than the first line
    post_key(pygame.K_ESCAPE)
    app.frame(1 / 60)
    assert app.stack.top is not log
