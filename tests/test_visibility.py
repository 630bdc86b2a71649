"""Every card the viewer may see is visible, and every word on the table can be read.

For every registered game, variant and player count, positions reached by play (random, and
a player who keeps cards on show, so tables get crowded; the last position of each match too)
are laid out by the real table scene at three window sizes, drawn, and checked:

- no card drawn face up is covered beyond its index corner by a card drawn above it (but a
  card squared up under the top of a pile, a ``stack`` or the squared-up part of a zone that
  fans the rest, is the pile's, not a card to read);
- no card, zone label or seat text leaves the window;
- zone labels and seat texts lie on no card and on no other words of the table, and the
  prompt stays clear of a hand card raised under the pointer;
- at rest at the viewer's turn, the soft light round what may move lies on no words.

The index corner is where the art prints a card's rank in the colour of its suit
(``sprites.index_corner``). The default run samples a few positions per case; ``-m sweep``
walks many more.
"""

from __future__ import annotations

import random

import pygame
import pytest
from uihelpers import drain, make_app

from naipes_pg.cards import Card
from naipes_pg.rules.base import CLOCK
from naipes_pg.rules.registry import GAMES
from naipes_pg.ui.match import Match, MatchSetup, SeatSetup
from naipes_pg.ui.table.scene import TableScene
from naipes_pg.ui.table.sprites import index_corner
from naipes_pg.ui.table.words import block_rect

SIZES = ((1280, 800), (1024, 600), (1920, 1080))
CASES = [(game_id, variant, players)
         for game_id, cls in GAMES.items()
         for variant in (None, *cls.spec.variants)
         for players in cls.spec.player_counts(variant)]
IDS = [f"{g}-{v or 'base'}-{p}p" for g, v, p in CASES]


class Drawn:
    """One card as the frame drew it: where, and its face when it shows one."""

    def __init__(self, rect: pygame.Rect, face: Card | None, turned: int = 0) -> None:
        self.rect, self.face, self.turned = rect, face, turned

    def corner(self) -> pygame.Rect:
        return index_corner(self.rect, self.face, self.turned)

    def squared_on(self, other: Drawn, card_w: int) -> bool:
        """Whether this card lies squarely on ``other``, as the cards of a pile do."""
        near = max(3, card_w * 0.08)
        return (self.rect.size == other.rect.size
                and abs(self.rect.centerx - other.rect.centerx) <= near
                and abs(self.rect.centery - other.rect.centery) <= near)

    def __repr__(self) -> str:
        return f"{self.face or 'back'}@{tuple(self.rect)}"


def drawn_cards(table, surface: pygame.Surface) -> list[Drawn]:
    """The cards of one frame, bottom first, as the frame noted them while drawing."""
    table.draw(surface)
    cw, ch = table.card_dims
    cards = []
    for (x, y, w, h), signature in table.painter.items:
        kind = signature[0]
        if kind == "card":  # noted with its shadow around it: the card is at its centre
            rect = pygame.Rect(0, 0, cw, ch)
            rect.center = pygame.Rect(x, y, w, h).center
            face = signature[1] if isinstance(signature[1], Card) else None
            cards.append(Drawn(rect, face))
        elif kind == "fan":
            cards.append(Drawn(pygame.Rect(x, y, w, h), signature[1]))
        elif kind == "crosswise":  # turned a quarter to the left (1) or right (-1)
            cards.append(Drawn(pygame.Rect(x, y, w, h), signature[1], signature[2]))
    return cards


def hidden_corners(cards: list[Drawn], card_w: int, piled: set[Card]) -> list[str]:
    """Corners covered by a card drawn later, except under the top of a squared-up pile."""
    problems = []
    for i, below in enumerate(cards):
        if below.face is None:
            continue
        corner = below.corner().inflate(-2, -2)  # a pixel of antialiasing is no cover
        for above in cards[i + 1:]:
            pile = below.face in piled and above.squared_on(below, card_w)
            if above.rect.colliderect(corner) and not pile:
                problems.append(f"{above} covers the corner of {below}")
    return problems


def outside(rects, window: pygame.Rect) -> list[str]:
    return [f"{what} leaves the window" for what, rect in rects if not window.contains(rect)]


def text_problems(table, cards: list[Drawn], size: tuple[int, int]) -> list[str]:
    texts = table.hud.text_rects(size)
    problems = outside([(f"{kind} {name}", rect) for kind, name, rect in texts],
                       pygame.Rect((0, 0), size))
    for kind, name, rect in texts:
        if kind in ("label", "seat", "prompt"):
            problems += [f"{kind} {name} lies on {card}" for card in cards
                         if card.rect.colliderect(rect)]
    for i, (kind, name, rect) in enumerate(texts):
        problems += [f"{kind} {name} overlaps {other_kind} {other}"
                     for other_kind, other, other_rect in texts[i + 1:]
                     if rect.colliderect(other_rect)]
    return problems + raised_over_prompt(table, texts)


def raised_over_prompt(table, texts) -> list[str]:
    """A hand card raised under the pointer, with its focus ring, leaves the prompt readable."""
    prompt = [rect for kind, _name, rect in texts if kind == "prompt"]
    if not prompt:
        return []
    cw, ch = table.card_dims
    problems = []
    for sprite in table.piles.get(f"hand:{table.viewer}", []):
        lift, sprite.lift = sprite.lift, 1.0
        raised = sprite.rect(cw, ch).inflate(12, 12)
        sprite.lift = lift
        if raised.colliderect(prompt[0]):
            problems.append(f"the raised {sprite.card} covers the prompt")
    return problems


def check_table(table, app, size: tuple[int, int], words: bool) -> list[str]:
    app.screen = pygame.Surface(size)
    table.resize(size)
    table.rebuild()
    cards = drawn_cards(table, app.screen)
    piled = {sprite.card for zone, box in table.boxes.items() if box.style == "stack"
             for sprite in table.piles.get(zone, [])} | squared_under(table)
    problems = hidden_corners(cards, table.card_dims[0], piled)
    problems += outside([(card, card.rect) for card in cards], pygame.Rect((0, 0), size))
    if words:
        problems += text_problems(table, cards, size)
    return problems


def squared_under(table) -> set[Card]:
    """The cards lying squared up under a later card of their own zone: a pile's, even in a
    zone that fans the rest (El 9's removed cards: the older ones piled, the last fanned)."""
    cw, ch = table.card_dims
    piled = set()
    for pile in table.piles.values():
        drawn = [Drawn(sprite.rect(cw, ch), sprite.card) for sprite in pile]
        piled |= {below.face for i, below in enumerate(drawn) if below.face is not None
                  and any(above.squared_on(below, cw) for above in drawn[i + 1:])}
    return piled


def crowding_move(game, seat: int, rng: random.Random):
    """Half the time a random move; else the one that leaves the most cards on show."""
    actions = game.legal_actions(seat)
    if rng.random() < 0.5:
        return rng.choice(actions)

    def on_show(act) -> int:
        after = game.clone()
        after.apply(seat, act)
        return sum(card is not None for zone, cards in after.view(0).zones.items()
                   if not zone.startswith("hand:") for card in cards)

    return max(actions, key=on_show)


def walk(game, rng: random.Random, every: int):
    """Play the match out, yielding the move number every ``every`` moves and at the end."""
    moves = 0
    while game.outcome() is None:
        seat = game.actors()[0]
        act = (game.legal_actions(CLOCK)[0] if seat == CLOCK
               else crowding_move(game, seat, rng))
        game.apply(seat, act)
        moves += 1
        if moves % every == 0 or game.outcome() is not None:
            yield moves


def run_case(tmp_path, game_id, variant, players, seeds, every, words=True,
             sizes=SIZES, text_size=None) -> None:
    app = make_app(tmp_path)
    if text_size is not None:  # else as the settings file in ``tmp_path`` says
        app.settings.text_size = text_size
        app.apply_settings()
    options = {"players": players} if GAMES[game_id].spec.players[1] > 2 else {}
    problems: list[str] = []
    for seed in seeds:
        seats = [SeatSetup("human", "P")] + [SeatSetup("computer", f"C{i}", "random")
                                             for i in range(1, players)]
        match = Match(MatchSetup(game_id, options, variant, seed, seats))
        table = TableScene(app, match)
        rng = random.Random(seed)
        for moves in walk(match.game, rng, every):
            for size in sizes:
                found = check_table(table, app, size, words)
                problems += [f"seed {seed} move {moves} {size[0]}x{size[1]}: {p}"
                             for p in found]
            if len(problems) > 20:
                break
    assert not problems, "\n".join(problems[:20])


@pytest.mark.parametrize("game_id,variant,players", CASES, ids=IDS)
def test_every_card_and_word_on_the_table_can_be_read(tmp_path, game_id, variant, players):
    run_case(tmp_path, game_id, variant, players, seeds=range(2), every=9)


@pytest.mark.sweep
@pytest.mark.parametrize("game_id,variant,players", CASES, ids=IDS)
def test_every_card_and_word_can_be_read_in_many_positions(tmp_path, game_id, variant,
                                                           players):
    run_case(tmp_path, game_id, variant, players, seeds=range(2, 12), every=2)


@pytest.mark.sweep
@pytest.mark.parametrize("game_id,variant,players", CASES, ids=IDS)
def test_every_card_and_word_can_be_read_in_the_smallest_window(tmp_path, game_id, variant,
                                                                players):
    """640×480, normal text, every case (the sweep that found the positions below)."""
    run_case(tmp_path, game_id, variant, players, seeds=range(10), every=3, sizes=((640, 480),))


@pytest.mark.sweep
@pytest.mark.parametrize("text_size", ["large", "larger"])
@pytest.mark.parametrize("game_id,variant,players", CASES, ids=IDS)
def test_every_card_and_word_can_be_read_with_larger_text(tmp_path, game_id, variant,
                                                          players, text_size):
    """"Grande" and "Muy grande" text in the smallest and the usual window, every case (the
    sweep that found the two positions after the next test)."""
    run_case(tmp_path, game_id, variant, players, seeds=range(2), every=3,
             sizes=((640, 480), (1280, 800)), text_size=text_size)


@pytest.mark.parametrize("game_id,variant,players,seed,moves", [
    ("veneno", None, 4, 0, 9),  # the piles' words side by side ran into each other; then
    ("veneno", None, 6, 0, 9),  # wrapped taller, they pushed the top seat's name onto them
    ("granja", None, 6, 0, 8),  # two seats' words on each other
    ("escoba", None, 4, 0, 135),  # a long line under a seat's name reached the next hand
    ("escoba", None, 4, 0, 171),  # ... and a pile's long words, the cards on the table
    ("escoba", "desescoba", 3, 1, 81),  # the escobas under a pile, the next seat's hand
    ("ronda-marroqui", None, 2, 3, 63),  # words over a thick pile, on its top card
    ("brisca", "tute-parejas", 4, 2, 18),  # words beside the hand, out of the window
    ("granja", None, 6, 2, 3),  # "P · reparte" beside the hand, on the next seat's words
    ("ronda-marroqui", None, 2, 6, 87),  # three lines beside a pile up high, on the menu
])
def test_the_smallest_window_keeps_words_off_each_other_and_the_cards(
        tmp_path, game_id, variant, players, seed, moves):
    """640×480, normal text: positions a sweep of every case found crowded (the sizes of the
    test above do not go so small)."""
    app, table = position(tmp_path, game_id, variant, players, seed, moves)
    assert not check_table(table, app, (640, 480), words=True)


def position(tmp_path, game_id, variant, players, seed, moves, text_size="normal"):
    """The app and a table ``moves`` moves into a match played by ``walk``."""
    app = make_app(tmp_path)
    app.settings.text_size = text_size
    app.apply_settings()
    seats = [SeatSetup("human", "P")] + [SeatSetup("computer", f"C{i}", "random")
                                         for i in range(1, players)]
    options = {"players": players} if GAMES[game_id].spec.players[1] > 2 else {}
    match = Match(MatchSetup(game_id, options, variant, seed, seats))
    table = TableScene(app, match)
    for played in walk(match.game, random.Random(seed), 1):
        if played == moves:
            break
    return app, table


def test_a_seats_words_under_its_hand_slide_along_off_the_cards_it_faces(tmp_path):
    """640×480, "Grande" text, Escoba 4p: the top seat's four lines under its empty hand
    reached down onto the table's cards; they move sideways, to where no card lies."""
    app, table = position(tmp_path, "escoba", None, 4, 0, 180, text_size="large")
    assert not check_table(table, app, (640, 480), words=True)
    seat = table.hud.lay_out((640, 480)).seats[2]
    hand = table.boxes[table.layout.seat_zone(2)].rect
    assert len(seat) == 4 and seat[0][1].top > hand.bottom  # under the hand still
    assert block_rect(seat).centerx < hand.centerx  # moved along, not out of sight


def test_a_piles_words_reaching_onto_the_table_wrap_narrower(tmp_path):
    """640×480, "Grande" text, Stolen House: "Casa de C1 · 0 · debe 1" under the rival's
    house reached left onto the seventh table card; it wraps as narrow as keeps it off."""
    app, table = position(tmp_path, "ronda-robada", None, 2, 0, 39, text_size="large")
    assert not check_table(table, app, (640, 480), words=True)
    words = table.hud.lay_out((640, 480)).labels["house:1"]
    assert 1 < len(words) and block_rect(words).width < 4 * table.card_dims[0]


def test_the_replay_viewer_in_the_smallest_window_keeps_names_off_the_piles(tmp_path):
    """The viewer's bar leaves the table less room: Veneno's piles' words, wrapped to three
    lines, once pushed the top seats' names down onto the piles. Crowded, they are said
    shorter ("Espadas", "Libre") in the two lines kept for them."""
    from test_history import played

    from naipes_pg.replay import Replay
    from naipes_pg.ui.table.replay import ReplayScene

    app = make_app(tmp_path, size=(640, 480))
    scene = ReplayScene(app, Replay(played("veneno", 2, {"players": 6})))
    app.stack.push(scene)
    scene.go(scene.replay.length // 3)
    for _ in range(240):
        app.frame(1 / 60)
    words = {line.text for placed in scene.hud.lay_out(app.size).labels.values()
             for line, _rect in placed}
    assert words & {"Espadas", "Oros", "Copas", "Bastos", "Libre"}, words
    assert not check_table(scene, app, (640, 480), words=True)


@pytest.mark.parametrize("table", ["1o 2o 3o 4o 5o 6o 7o",
                                   "1o 2o 3o 4o 5o 6o 7o Sc Cc",
                                   "1o 2o 3o 4o 5o 6o 7o Sc Cc Rc 1b 2b",
                                   "1o 2o 3o 4o 5o 6o 7o Sc Cc Rc 1b 2b 3b 4b 5b 6b"])
def test_a_crowded_stolen_house_table_shows_every_corner(tmp_path, table):
    """Seven cards or more once lay in two rows drawn at the same height."""
    from positions import position

    app = make_app(tmp_path)
    game = position(table=table, hands=("1e 2e 3e", "4e 5e 6e"), houses=("7e", "Se Ce"))
    setup = MatchSetup("ronda-robada", {}, None, 1,
                       [SeatSetup("human", "P"), SeatSetup("computer", "C", "random")])
    scene = TableScene(app, Match(setup, game))
    for size in SIZES:
        assert not check_table(scene, app, size, words=False), size




def floats_clear(table, size: tuple[int, int]) -> list[str]:
    """Rising points lie in the window, on no card, no words and no button."""
    cw, ch = table.card_dims
    cards = [sprite.rect(cw, ch) for pile in table.piles.values() for sprite in pile]
    words = [(f"{kind} {whose}", rect) for kind, whose, rect in table.hud.text_rects(size)]
    problems = []
    for seat, path in table.hud.float_rects(size):
        if not pygame.Rect((0, 0), size).contains(path):
            problems.append(f"points of seat {seat} leave the window")
        problems += [f"points of seat {seat} over a card" for card in cards
                     if card.colliderect(path)]
        problems += [f"points of seat {seat} over {what}" for what, rect in words
                     if rect.colliderect(path)]
    return problems


@pytest.mark.parametrize("game_id,players", [("ronda-marroqui", 2), ("veneno", 2),
                                             ("veneno", 6), ("escoba", 4)])
def test_points_rise_clear_of_cards_words_and_buttons(tmp_path, game_id, players):
    app = make_app(tmp_path)
    options = {"players": players} if GAMES[game_id].spec.players[1] > 2 else {}
    seats = [SeatSetup("human", "P")] + [SeatSetup("computer", f"C{i}", "random")
                                         for i in range(1, players)]
    match = Match(MatchSetup(game_id, options, None, 1, seats))
    game, rng, seen = match.game, random.Random(1), 0
    table = TableScene(app, match)
    drain(table)
    while game.outcome() is None and seen < 12:
        seat = game.actors()[0]
        act = game.legal_actions(CLOCK)[0] if seat == CLOCK else crowding_move(game, seat, rng)
        table.hud.floats.clear()
        table.queue(game.apply(seat, act))
        drain(table)
        if table.hud.floats:
            seen += 1
            for size in SIZES:
                app.screen = pygame.Surface(size)
                table.resize(size)
                assert not floats_clear(table, size), (size, table.hud.floats)
    assert seen


def test_a_debt_floats_by_its_debtor_and_a_call_paid_at_once_floats_nothing(tmp_path):
    """Stolen House: "+1 owed" rises only where a debt grew, beside the debtor's name."""
    app = make_app(tmp_path)
    calls = debts = 0
    for seed in range(12):
        seats = [SeatSetup("human", "P"), SeatSetup("computer", "C", "random")]
        match = Match(MatchSetup("ronda-robada", {}, None, seed, seats))
        game, rng = match.game, random.Random(seed)
        table = TableScene(app, match)
        drain(table)
        while game.outcome() is None:
            seat = game.actors()[0]
            before = list(game.debts)
            table.hud.floats.clear()
            events = game.apply(seat, crowding_move(game, seat, rng))
            table.queue(events)
            drain(table)
            grown = {s: after - was for s, (was, after)
                     in enumerate(zip(before, game.debts, strict=True)) if after > was}
            if any(getattr(e, "kind", "") in ("pareja", "trio") for e in events):
                calls += 1
            floated = {rising.seat: rising.text for rising in table.hud.floats}
            assert floated == {s: f"+{n} de deuda" for s, n in grown.items()}, events
            if grown:
                debts += 1
                assert not floats_clear(table, app.size)
    assert calls and debts


def marks_on_words(table, size: tuple[int, int]) -> list[str]:
    """The soft light round what may move lies on no zone label, seat's words or prompt."""
    marks = table.movable.glow_rects()
    return [f"{kind} {name} lies in the mark of what may move at {tuple(mark)}"
            for kind, name, rect in table.hud.text_rects(size)
            if kind in ("label", "seat", "prompt") for mark in marks if mark.colliderect(rect)]


# the games whose tables mark something in their first moves: a waste's or a cell's card, the
# stock, the cards of the hand that may follow suit
MARKED = [("cuatro-ases", None, 1), ("cuatro-ases", "reserva", 1), ("el-nueve", None, 1),
          ("brisca", None, 2), ("brisca", "tute", 2)]


@pytest.mark.parametrize("game_id,variant,players", MARKED,
                         ids=[f"{g}-{v or 'base'}-{p}p" for g, v, p in MARKED])
def test_the_marks_of_what_may_move_lie_on_no_words(tmp_path, game_id, variant, players):
    """Played through the table, at rest at each of the viewer's turns (where the marks
    show), in three window sizes."""
    app = make_app(tmp_path)
    options = {"players": players} if GAMES[game_id].spec.players[1] > 2 else {}
    seats = [SeatSetup("human", "P")] + [SeatSetup("computer", f"C{i}", "random")
                                         for i in range(1, players)]
    match = Match(MatchSetup(game_id, options, variant, 1, seats))
    game, rng = match.game, random.Random(1)
    table = TableScene(app, match)
    drain(table)
    problems: list[str] = []
    marked = moves = 0
    while game.outcome() is None and moves < 80 and len(problems) < 20:
        seat = game.actors()[0]
        if seat == table.viewer and table.viewer_may_act():
            for size in SIZES:
                app.screen = pygame.Surface(size)
                table.resize(size)
                marked += bool(table.movable.marked())
                problems += [f"move {moves} {size[0]}x{size[1]}: {p}"
                             for p in marks_on_words(table, size)]
        act = game.legal_actions(CLOCK)[0] if seat == CLOCK else crowding_move(game, seat, rng)
        table.queue(game.apply(seat, act))
        drain(table)
        moves += 1
    assert marked and not problems, "\n".join(problems)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600), (640, 480)])
@pytest.mark.parametrize("people", [2, 4])
def test_in_tute_en_parejas_at_one_table_every_name_stays_on_one_line(tmp_path, size,
                                                                      people):
    """Hot-seat: seen from each person's side in turn, each seat's name lies on one line of
    its words, whole (not "Persona" over "2")."""
    app = make_app(tmp_path, size)
    seats = [SeatSetup("human", f"Persona {s + 1}") if s < people
             else SeatSetup("computer", f"C{s}", "random") for s in range(4)]
    table = TableScene(app, Match(MatchSetup("brisca", {"players": 4}, "tute-parejas", 5,
                                             seats)))
    drain(table)
    problems = []
    for bottom in range(people):
        table.viewer = table.bottom = bottom
        table.resize(size)
        table.rebuild()
        for seat, placed in table.hud.lay_out(size).seats.items():
            name = table.match.name(seat)
            lines = [line.text for line, _rect in placed]
            if not any(line.split(" · ")[0] == name for line in lines):
                problems.append(f"seen from {bottom}: seat {seat} says {lines}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("game_id,seed", [("escoba", 0), ("escoba", 2), ("ronda-robada", 1),
                                          ("brisca", 1)])
def test_the_prompt_lies_on_no_card_at_each_of_the_players_turns(tmp_path, game_id, seed):
    """Played through the table, at rest where the player is asked to move: the prompt,
    whole or said shorter, over his hand or beside it, never on a card (Escoba's long prompt
    once lay beside the hand and was pushed back onto it by the window's edge)."""
    app = make_app(tmp_path)
    seats = [SeatSetup("human", "P"), SeatSetup("computer", "C", "random")]
    match = Match(MatchSetup(game_id, {}, None, seed, seats))
    game, rng = match.game, random.Random(seed)
    table = TableScene(app, match)
    drain(table)
    problems: list[str] = []
    moves = 0
    while game.outcome() is None and moves < 24:
        seat = game.actors()[0]
        if seat == table.viewer and table.viewer_may_act():
            for size in SIZES:
                app.screen = pygame.Surface(size)
                table.resize(size)
                cw, ch = table.card_dims
                cards = [s.rect(cw, ch) for pile in table.piles.values() for s in pile]
                for kind, _whose, rect in table.hud.text_rects(size):
                    if kind == "prompt" and rect.collidelist(cards) >= 0:
                        problems.append(f"move {moves} {size}: the prompt lies on a card")
        act = game.legal_actions(CLOCK)[0] if seat == CLOCK else crowding_move(game, seat, rng)
        table.queue(game.apply(seat, act))
        drain(table)
        moves += 1
    assert not problems, "\n".join(problems)
