"""The tables of Ronda marroquí, Escoba and Veneno as a player sees them: every zone has its
place inside the window for every player count, the viewer's hand never lies under another
zone's cards, the figures the players need are written on the table, and a whole match
against the computer can be played through the table."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from uihelpers import make_app, post_key

from naipes_pg.ai import make_agent
from naipes_pg.rules.base import CLOCK, card_place
from naipes_pg.rules.events import HandOver
from naipes_pg.rules.registry import GAMES
from naipes_pg.ui.match import Match, MatchSetup, SeatSetup
from naipes_pg.ui.table.layout import Layout
from naipes_pg.ui.table.layouts import LAYOUTS, layout_for
from naipes_pg.ui.table.scene import TableScene

GAMES_HERE = ("ronda-marroqui", "escoba", "veneno")
SIZES = ((1280, 800), (800, 600))
CASES = [(game_id, players, size) for game_id in GAMES_HERE
         for players in range(GAMES[game_id].spec.players[0], GAMES[game_id].spec.players[1] + 1)
         for size in SIZES]


def table_for(app, game_id, players, seed=1, human_seats=1, level="random"):
    seats = [SeatSetup("human", f"P{i}") for i in range(human_seats)]
    seats += [SeatSetup("computer", f"C{i}", level) for i in range(human_seats, players)]
    options = {"players": players} if GAMES[game_id].spec.players[1] > 2 else {}
    table = TableScene(app, Match(MatchSetup(game_id, options, None, seed, seats)))
    drain(table)
    return table


def drain(table):
    while not table.timeline.idle:
        table.timeline.update(1e9)
        table.timeline.release()
    table.animator.finish()
    table.flying.clear()
    table.reconcile()  # as the next frame would: the figures follow the rules' view


def play_random(table, moves, seed=0):
    """``moves`` random actions straight through the rules, each shown on the table."""
    game = table.match.game
    agents = [make_agent("random", table.game_id, seed + s) for s in range(game.players)]
    for _ in range(moves):
        if game.outcome() is not None:
            return
        seat = game.actors()[0]
        act = game.legal_actions(CLOCK)[0] if seat == CLOCK else agents[seat].choose(game, seat)
        table.queue(game.apply(seat, act))
        drain(table)


def card_rects(table):
    cw, ch = table.card_dims
    return {zone: [sprite.rect(cw, ch) for sprite in pile] for zone, pile in table.piles.items()}


def assert_well_placed(table, size):
    window = pygame.Rect((0, 0), size)
    rects = card_rects(table)
    for zone, placed in rects.items():
        assert all(window.contains(r) for r in placed), f"{zone} leaves the window"
    hand = f"hand:{table.viewer}"
    for zone, placed in rects.items():
        if zone != hand:
            assert not any(mine.colliderect(other) for mine in rects[hand] for other in placed), (
                f"the hand lies over {zone}")


@pytest.mark.parametrize("game_id,players,size", CASES,
                         ids=[f"{g}-{p}p-{w}x{h}" for g, p, (w, h) in CASES])
def test_every_zone_has_a_place_inside_the_window_and_off_the_hand(tmp_path, game_id, players,
                                                                    size):
    app = make_app(tmp_path, size=size)
    for seed in range(2):
        table = table_for(app, game_id, players, seed)
        assert set(table.match.game.zones()) <= set(table.boxes)
        for _ in range(4):
            play_random(table, 25, seed)
            assert_well_placed(table, size)
            table.draw(app.screen)


def test_each_game_has_its_own_layout():
    for game_id in GAMES_HERE:
        assert game_id in LAYOUTS
        assert type(layout_for(game_id)).__name__ != "Layout"


def test_the_hud_knows_no_game_by_name():
    source = (Path(__file__).resolve().parent.parent / "naipes_pg/ui/table/hud.py").read_text()
    assert not any(f'"{game_id}"' in source for game_id in GAMES)


def labels(table):
    return {zone: table.hud.zone_label(zone, box) for zone, box in table.boxes.items()}


def test_veneno_piles_say_their_suit_and_total(tmp_path):
    app = make_app(tmp_path)
    table = table_for(app, "veneno", 3, seed=4)
    play_random(table, 20)
    info = table.match.game.info()
    shown = labels(table)
    names = {"o": "oros", "c": "copas", "e": "espadas", "b": "bastos", None: "libre"}
    for k in range(3):
        assert f"{info['pile_totals'][k]} de 13" in shown[f"pile:{k}"]
        assert names[info["pile_suits"][k]] in shown[f"pile:{k}"]
    for seat, copas in enumerate(info["copas_taken"]):
        taken, label = len(table.piles[f"taken:{seat}"]), shown[f"taken:{seat}"]
        assert f"Tomadas: {taken}" in label if taken else not label
        assert (f"{copas} copa" in label) == bool(copas)
    heading, rows = table.layout.score_panel(table.hud.info, table.hud.name, 3)
    assert "20" in heading and [figure for _name, figure in rows] == [
        str(t) for t in info["totals"]]


def test_escoba_piles_count_cards_and_escobas(tmp_path):
    app = make_app(tmp_path)
    table = table_for(app, "escoba", 2, seed=2)
    game = table.match.game
    for _ in range(60):
        play_random(table, 1)
        if any(game.marked):
            break
    seat = next(s for s in range(2) if game.marked[s])
    label = labels(table)[f"pile:{seat}"]
    assert f"Capturadas: {len(game.piles[seat])}" in label
    assert ("escoba" in label) == bool(game.escobas[seat])
    assert ("15 en" in label) == (len(game.marked[seat]) > game.escobas[seat])
    shown = table.layout.shown_cards(f"pile:{seat}", [], table.hud.info)
    assert shown == game.marked[seat]
    heading, rows = table.layout.score_panel(table.hud.info, table.hud.name, 2)
    assert "15" in heading and len(rows) == 2


def test_ronda_marroqui_shows_the_score_the_target_and_a_live_darba(tmp_path):
    app = make_app(tmp_path)
    table = table_for(app, "ronda-marroqui", 2, seed=1)
    game = table.match.game
    for _ in range(300):
        play_random(table, 1)
        if game.chain is not None:
            break
    holder, _rank, size, _step = game.chain
    heading, rows = table.layout.score_panel(table.hud.info, table.hud.name, 2)
    assert "41" in heading and [figure for _n, figure in rows] == [str(s) for s in game.scores]
    zone = f"pile:{holder}"
    cards = [sprite.card for sprite in table.piles[zone]]
    assert table.layout.shown_cards(zone, cards, table.hud.info) == game.piles[holder][-size:]
    assert "B'khamsa" in labels(table)[zone] or "B'ashra" in labels(table)[zone]


def test_the_escoba_hand_result_lists_every_category(tmp_path):
    app = make_app(tmp_path)
    table = table_for(app, "escoba", 3, seed=5)
    game = table.match.game
    agent = make_agent("random", "escoba", 0)
    while True:
        seat = game.actors()[0]
        act = game.legal_actions(CLOCK)[0] if seat == CLOCK else agent.choose(game, seat)
        over = [e for e in game.apply(seat, act) if isinstance(e, HandOver)]
        if over:
            break
    title, rows = table.hud.hand_result(over[0])
    seats = over[0].results["seats"]
    fifteens = ["15 en mesa / en mano"] if any(row["marks"] > row["escobas"]
                                               for row in seats) else []
    assert [row[0] for row in rows] == ["", "Escobas", *fifteens, "Cartas", "Oros",
                                        "Siete de oros", "Primera (suma)", "Puntos de la mano",
                                        "Total de puntos"]
    assert rows[0][1:] == [table.hud.name(s) for s in range(3)]
    assert rows[-1][1:] == [str(row["score"]) for row in seats]
    assert title


def test_a_15_en_mesa_is_labelled_as_such_not_as_escobas(tmp_path):
    """RULES.md 15.3: the four cards of a 15 en mesa are marked, a point each; 15 en mano
    marks three; neither is an escoba."""
    layout = layout_for("escoba")
    info = {"marked": [["1o", "2o", "3o", "9o"], ["Sc", "4c", "3c", "7e", "1b"]],
            "escobas": [0, 2]}
    mesa = layout.zone_label("pile:0", 9, info)
    assert "15 en mesa (+4)" in mesa and "escoba" not in mesa
    both = layout.zone_label("pile:1", 12, info)
    assert "2 escobas" in both and "15 en mano (+3)" in both and "Capturadas: 12" in both


def test_a_darba_group_taken_away_is_no_longer_shown_on_its_old_pile(tmp_path):
    """After a B'khamsa the group leaves the rival's pile: while the move plays out, the
    table shows face up only cards the view showed face up, and a pile's call to take its
    group only while the group lies on it (it once showed two hidden cards instead)."""
    app = make_app(tmp_path)
    for seed in range(40):
        table = table_for(app, "ronda-marroqui", 2, seed=seed)
        game = table.match.game
        agents = [make_agent("random", "ronda-marroqui", seed + s) for s in range(2)]
        while game.outcome() is None:
            seat = game.actors()[0]
            before = game.view(0)
            events = game.apply(seat, agents[seat].choose(game, seat))
            if any(getattr(e, "kind", "") == "bkhamsa" for e in events):
                break
            table.queue(events)
            drain(table)
        if game.outcome() is None:
            break
    face_up = {card for view in (before, game.view(0)) for zone, cards in view.zones.items()
               if zone.startswith("pile:") for card in cards if card is not None}
    table.queue(events)
    while not table.timeline.idle:
        table.timeline.update(1e9)
        table.timeline.release()
        table.animator.finish()
        table.flying.clear()
        table.draw(app.screen)
        marks = [signature[1] for _rect, signature in table.painter.items if signature[0] == "fan"]
        assert set(marks) <= face_up, "a hidden card is drawn face up on a pile"
        for zone in ("pile:0", "pile:1"):
            calls = "próximo" in table.hud.zone_label(zone, table.boxes[zone])
            assert not calls or table.hud.shown_on(zone), f"{zone} calls for a group not there"


def settle(app, table, limit=20_000):
    """Frames until the human must act or the match is over (hand results closed)."""
    for _ in range(limit):
        app.frame(1 / 60)
        top = app.stack.top
        if top is not table:
            if type(top).__name__ == "HandResultScene":
                post_key(pygame.K_RETURN)
                continue
            return top
        if table.match.game.outcome() is not None and not table.busy():
            return table
        if not table.busy() and table.match.human_to_act() == table.viewer and (
                table.viewer in table.match.game.actors() and not table.reflex.open):
            return table
    raise AssertionError("the table never settled")


@pytest.mark.parametrize("game_id,players", [("ronda-marroqui", 2), ("escoba", 2),
                                             ("veneno", 2), ("escoba", 4), ("veneno", 4)])
def test_a_whole_match_against_the_computer_reaches_the_end(tmp_path, game_id, players):
    app = make_app(tmp_path)
    table = table_for(app, game_id, players, seed=7, level="greedy")
    app.stack.push(table)
    me = make_agent("greedy", game_id, 7)
    game = table.match.game
    for _ in range(3000):
        settle(app, table)
        if game.outcome() is not None:
            break
        assert table.human_act(me.choose(game, 0))
    assert game.outcome() is not None
    for _ in range(5):
        app.frame(1 / 60)
    assert type(app.stack.top).__name__ == "ResultsScene"
    assert table.resyncs == 0


def drag_card(app, table, act):
    """Drag ``act``'s card from the hand onto the box of its target, as a player does."""
    from uihelpers import post_mouse

    cw, ch = table.card_dims
    sprite = next(s for s in table.input.hand if s.card == act.card)
    start = sprite.rect(cw, ch).center
    end = next(box.rect.center for box in table.boxes.values()
               if box.drop_target == card_place(act))
    post_mouse("motion", start)
    post_mouse("down", start)
    app.frame(1 / 60)
    for i in range(1, 4):
        post_mouse("motion", (start[0] + (end[0] - start[0]) * i // 3,
                              start[1] + (end[1] - start[1]) * i // 3))
        app.frame(1 / 60)
    post_mouse("up", end)
    app.frame(1 / 60)
    if table.input.choices:  # several capture sets: take the first one offered
        post_key(pygame.K_RETURN)
        app.frame(1 / 60)


@pytest.mark.parametrize("game_id", GAMES_HERE)
def test_hot_seat_plays_by_mouse_and_never_shows_the_other_hand(tmp_path, game_id):
    app = make_app(tmp_path, speed="fast")
    table = table_for(app, game_id, 2, seed=3, human_seats=2)
    app.stack.push(table)
    game = table.match.game
    curtains = moves = 0
    for _ in range(20_000):
        app.frame(1 / 60)
        top = app.stack.top
        if top is table and table.viewer is not None:
            hidden = set(game.hands[1 - table.viewer])
            assert not hidden & set(table.drawn_faces)
        if type(top).__name__ == "CurtainScene":
            curtains += 1
            post_key(pygame.K_SPACE)
        elif type(top).__name__ == "HandResultScene":
            post_key(pygame.K_RETURN)
        elif (top is table and not table.busy() and not table.reflex.open
              and table.viewer in game.actors()):
            before = len(game.history)
            drag_card(app, table, game.legal_actions(table.viewer)[0])
            assert len(game.history) == before + 1, app.toasts
            moves += 1
        if moves >= 30:
            break
    assert moves >= 30 and curtains >= 10


def test_words_beside_a_pile_wrap_evenly_and_leave_no_word_alone(tmp_path):
    """A Darba call by a pile at the window's edge once wrapped to a lone "7"."""
    from naipes_pg.ui import theme
    from naipes_pg.ui.table.words import Line, place_block

    make_app(tmp_path)
    words = "B'khamsa (+5) con el próximo 7"
    size = theme.font(17).size(words)[0]
    pile = pygame.Rect(1280 - 8 - 20 - size + 6, 100, 10, 100)  # room for all but the "7"
    placed = place_block([Line(words, 17, theme.INK, "sans")], pile, "right", 0, 1.0, (1280, 800))
    lines = [line.text for line, _rect in placed]
    assert len(lines) == 2 and all(len(line.split()) > 1 for line in lines), lines
    assert all(pygame.Rect(0, 0, 1280, 800).contains(rect) for _line, rect in placed)


def test_a_name_and_its_role_break_at_their_dot(tmp_path):
    """Beside a ten-card hand "Tú · reparte" once wrapped as "Tú ·" over "reparte"."""
    from naipes_pg.ui import theme
    from naipes_pg.ui.table.words import wrap_evenly

    make_app(tmp_path)
    room = theme.font(22, "bold").size("reparte")[0] + 4
    assert wrap_evenly("Tú · reparte", 22, room, "bold") == ("Tú", "reparte")
    wide = theme.font(22, "bold").size("Tú · reparte")[0] + 4
    assert wrap_evenly("Tú · reparte", 22, wide, "bold") == ("Tú · reparte",)


def test_words_in_parts_leave_no_short_part_alone_on_its_line(tmp_path):
    """With larger text a house's words wrapped as "Casa de C1" / "0" / "debe 1": the count
    stood alone. Parts that fit side by side share a line, the lines as even as they go; a
    part too wide for any line still wraps on its own."""
    from naipes_pg.ui import theme
    from naipes_pg.ui.table.words import wrap_evenly

    make_app(tmp_path)
    width = theme.font(22).size
    words = "Casa de C1 · 0 · debe 1"
    room = width("Casa de C1")[0] + 4
    assert wrap_evenly(words, 22, room, "sans") == ("Casa de C1", "0 · debe 1")
    assert wrap_evenly(words, 22, width(words)[0] + 4, "sans") == (words,)
    narrow = width("0 · debe 1")[0] + 4  # "Casa de C1" itself wraps; the rest still pairs up
    assert width("Casa de C1")[0] > narrow
    lines = wrap_evenly(words, 22, narrow, "sans")
    assert lines[-1] == "0 · debe 1" and all(width(line)[0] <= narrow for line in lines), lines
    assert " ".join(lines).replace(" · ", " ") == words.replace(" · ", " ")


def test_what_one_game_shows_specially_its_adapter_says():
    """The house-to-house payment, the houses' figures and the race's words belong to their
    games' adapters; the generic table has none of them."""
    generic, robada, escoba = Layout(), layout_for("ronda-robada"), layout_for("escoba")
    assert generic.move_motion("house:0", "house:1") == ("place", 1.0)
    assert robada.move_motion("house:0", "house:1")[0] == "slide"
    assert robada.move_motion("hand:0", "house:1")[0] == "place"
    assert "houses" in robada.result_rows() and "houses" not in generic.result_rows()
    assert generic.seat_zone_label("house:0", 0, 3, {"debts": [2, 0]}, "Ana", False) is None
    assert "Ana" in robada.seat_zone_label("house:0", 0, 3, {"debts": [2, 0]}, "Ana", False)
    assert generic.rising_figures({"debts": [0, 0]}, {"debts": [2, 0]}) == []
    assert [seat for seat, _words in
            robada.rising_figures({"debts": [0, 0]}, {"debts": [2, 0]})] == [0]
    assert "15" in escoba.race_label("Espacio", "1.0")
    assert "15" not in generic.race_label("Espacio", "1.0")


@pytest.mark.parametrize("variant", [None, "tute", "tute-parejas"])
def test_brisca_s_trick_stock_and_hands_never_overlap(tmp_path, variant):
    """Every played card, the stock and the crosswise trump keep their own place, at every
    player count and window size."""
    make_app(tmp_path)
    spec = GAMES["brisca"].spec
    for players in spec.player_counts(variant):
        layout = layout_for("brisca")
        layout.use_options(spec.resolve({"players": players}, variant))
        for size in ((1280, 800), (1024, 600), (800, 600), (1920, 1080)):
            boxes = layout.arrange(size, 0, players, [])
            places = [f"trick:{s}" for s in range(players)] + ["stock", "trump"]
            places += [f"hand:{s}" for s in range(players)]
            for i, one in enumerate(places):
                for other in places[i + 1:]:
                    if {one, other} != {"stock", "trump"}:  # the trump lies under the stock
                        assert not boxes[one].rect.colliderect(boxes[other].rect), (
                            f"{one} over {other}, {players} players, {size}")


def test_a_card_shown_from_a_hidden_hand_stays_face_up_when_the_table_is_redrawn(tmp_path):
    """A claimed Caballo lies face up in its owner's hand after a redraw (a resumed match, a
    hot-seat hand-over), while a taken pile keeps its known cards face down."""
    from naipes_pg.cards import parse
    from naipes_pg.rules.base import Declare

    app = make_app(tmp_path)
    seats = [SeatSetup("human", "P0")] + [SeatSetup("computer", f"C{i}", "random")
                                          for i in range(1, 4)]
    table = TableScene(app, Match(MatchSetup("brisca", {}, "tute-parejas", 2, seats)))
    drain(table)
    game = table.match.game
    claimed = None
    for _ in range(400):  # random play until a partner claims a split pair
        seat = game.actors()[0]
        legal = game.legal_actions(seat)
        act = next((a for a in legal if isinstance(a, Declare)), legal[-1])
        if game.stage == "claim" and isinstance(act, Declare) and seat != 0:
            claimed = (seat, act.suit)
        table.queue(game.apply(seat, act))
        drain(table)
        if claimed:
            break
    assert claimed, "no claim in this deal"
    seat, suit = claimed
    table.rebuild()
    shown = [s for s in table.piles[f"hand:{seat}"] if s.card is not None]
    assert shown and all(s.face_up for s in shown)
    assert parse(f"C{suit}") in [s.card for s in shown] or parse(f"R{suit}") in [s.card
                                                                               for s in shown]
    taken = [s for zone, pile in table.piles.items() if zone.startswith("won:") for s in pile]
    assert not any(s.face_up for s in taken)


def test_a_declared_pair_says_what_it_scores_beside_its_player():
    """The score panel counts a cante only when the hand ends: the line beside the declarer
    says what it is worth meanwhile, in the player's language."""
    from naipes_pg import i18n

    layout = layout_for("brisca")
    info = {"declared": [[1, "o", 20], [1, "b", 40], [2, "c", 20]]}
    try:
        i18n.set_language("es")
        assert layout.seat_lines(1, info) == ["Cantado: 20 en oros, 40 en bastos"]
        i18n.set_language("en")
        assert layout.seat_lines(2, info) == ["Declared: 20 in cups"]
        assert layout.seat_lines(0, info) == []
    finally:
        i18n.set_language("es")


def exchange_ready(tmp_path):
    """A Brisca table whose human (seat 0) may give the 7 of trumps for the trump card."""
    from naipes_pg.rules.base import Exchange

    app = make_app(tmp_path)
    for seed in range(1, 200):
        table = table_for(app, "brisca", 2, seed=seed)
        game = table.match.game
        greedy = make_agent("greedy", "brisca", seed=seed)
        while game.actors() and game.stock:
            seat = game.actors()[0]
            if seat == 0 and any(isinstance(a, Exchange) for a in game.legal_actions(0)):
                drain(table)
                app.stack.push(table)
                app.frame(1 / 60)
                return app, table, next(a for a in game.legal_actions(0)
                                        if isinstance(a, Exchange))
            table.queue(game.apply(seat, greedy.choose(game, seat)))
            drain(table)
    raise AssertionError("no deal gave the human an exchange")


def test_the_7_of_trumps_is_exchanged_by_keys_choosing_the_trump_as_its_place(tmp_path):
    """The 7 may go to the trick or under the stock: its key asks where, as any card with
    two places (this once crashed the table: an exchange has no ``target``)."""
    app, table, exchange = exchange_ready(tmp_path)
    index = [s.card for s in table.input.hand].index(exchange.card)
    for _ in range(40):  # the guard: a moment before a key may play
        app.frame(1 / 60)
    post_key(pygame.K_1 + index)
    app.frame(1 / 60)
    assert table.input.selected is not None and "trump" in table.input.reach.targets(exchange.card)
    assert "←/→" in table.input.prompt()  # the two places are chosen by the arrows
    while table.input.reach.targets(exchange.card)[table.input.target_index] != "trump":
        post_key(pygame.K_RIGHT)
        app.frame(1 / 60)
    post_key(pygame.K_RETURN)
    app.frame(1 / 60)
    assert table.match.game.history[-1] == (0, exchange)


def test_the_7_of_trumps_dragged_onto_the_trump_card_exchanges_it(tmp_path):
    app, table, exchange = exchange_ready(tmp_path)
    drag_card(app, table, exchange)
    assert table.match.game.history[-1] == (0, exchange)


def test_a_heading_breaks_at_its_dot_too(tmp_path):
    """The score panel's "Mano 3 de 4 · Triunfo: bastos" once kept the dot at a line's end."""
    from naipes_pg.ui import theme

    make_app(tmp_path)
    bold = theme.font(18, "bold")
    first = max(bold.size("Mano 3 de 4 ·")[0], bold.size("Triunfo: bastos")[0])
    for width in (first, first + 20):
        assert theme.wrap("Mano 3 de 4 · Triunfo: bastos", 18, width, "bold") == (
            "Mano 3 de 4", "Triunfo: bastos")


@pytest.mark.parametrize("variant,players", [(None, 2), (None, 4), ("tute", 3),
                                             ("tute-parejas", 4)])
def test_a_brisca_hand_result_has_a_column_a_side_and_says_what_tute_points_are(
        tmp_path, variant, players):
    from naipes_pg.rules.registry import new_game

    game = new_game("brisca", {"players": players}, 4, variant=variant)
    layout = layout_for("brisca")
    layout.use_options(dict(game.options))
    ended = None
    while ended is None:
        seat = game.actors()[0]
        act = next((a for a in game.legal_actions(seat) if type(a).__name__ == "Declare"),
                   game.legal_actions(seat)[0])
        ended = next((e for e in game.apply(seat, act) if isinstance(e, HandOver)), None)
    _title, rows = layout.hand_result(ended, lambda s: f"P{s}", players)
    sides = 2 if players == 4 else players
    assert all(len(row) == sides + 1 for row in rows)
    if players == 4:
        assert rows[0][1:] == ["P0 y P2", "P1 y P3"]
    figures = {row[0]: [int(v) for v in row[1:]] for row in rows[1:]}
    assert sum(figures["Bazas"]) == sum(ended.results["tricks"])
    if variant:
        made = [sum(figures[k][i] for k in ("Puntos de las cartas", "Puntos de cantes",
                                            "Diez de últimas (puntos)")
                    if k in figures) for i in range(sides)]
        assert made == figures["Puntos de la mano"]
        assert sorted(figures["Diez de últimas (puntos)"]) == [0] * (sides - 1) + [10]
    else:
        assert "Diez de últimas (puntos)" not in figures
