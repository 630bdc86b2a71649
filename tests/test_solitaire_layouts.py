"""The solitaires' tables as a player sees them: each game has its own layout, every place
(grid cell, foundation, stock, waste, reserve, pending card, removed cards, hand, start cards)
has a box of its own inside the window and apart from the others, at the usual and the
smallest windows, the words a player needs are written beside the piles, every card the
viewer may see can be read, and each game has its rules page in both languages."""

from __future__ import annotations

import random

import pygame
import pytest
from test_visibility import check_table
from uihelpers import drain, make_app, post_key

from naipes_pg import help as rules_help
from naipes_pg.ai.agents import make_agent
from naipes_pg.cards import parse
from naipes_pg.rules.base import Reveal
from naipes_pg.rules.registry import GAMES
from naipes_pg.ui import theme
from naipes_pg.ui.match import Match, MatchSetup, SeatSetup
from naipes_pg.ui.table.layouts import LAYOUTS, layout_for
from naipes_pg.ui.table.scene import TableScene

SOLITAIRES = ("cuatro-ases", "el-nueve", "solitario-espanol")
# every variant, and the combinations RULES.md 4.5 and 11.5 allow that change the table
SETUPS = [(game_id, None, {}) for game_id in SOLITAIRES] + [
    (game_id, variant, {}) for game_id in SOLITAIRES for variant in GAMES[game_id].spec.variants
] + [
    ("cuatro-ases", None, {"revelados": True, "reserva": True, "pintados": True,
                           "combinar": True}),
    ("solitario-espanol", None, {"reducido": True, "reyes_perdidos": True, "combinar": True}),
    ("solitario-espanol", None, {"reducido": True, "intercambio": True, "combinar": True}),
]
SETUP_IDS = [f"{g}-{v or '+'.join(o) or 'base'}" for g, v, o in SETUPS]
SIZES = ((1280, 800), (1024, 600), (800, 600), (640, 480))


def table_for(app, game_id, variant=None, options=None, seed=1):
    setup = MatchSetup(game_id, options or {}, variant, seed, [SeatSetup("human", "P")])
    table = TableScene(app, Match(setup))
    drain(table)
    return table




def play(table, moves, seed=0):
    """``moves`` random actions through the rules, each shown on the table."""
    game, rng = table.match.game, random.Random(seed)
    for _ in range(moves):
        if game.outcome() is not None:
            return
        table.queue(game.apply(0, rng.choice(game.legal_actions(0))))
        drain(table)


def play_greedy(table, until):
    """The greedy player's moves, each shown on the table, until ``until(game)`` holds or the
    match ends: a position reached through the rules, as a player could reach it."""
    game = table.match.game
    agent = make_agent("greedy", game.spec.id, game.seed)
    while game.outcome() is None and not until(game):
        table.queue(game.apply(0, agent.choose(game, 0)))
        drain(table)


def labels(table):
    return {zone: table.hud.zone_label(zone, box) for zone, box in table.boxes.items()}


def card_places(table):
    """The box of every zone that holds one card at a time, or a pile (not the removed
    cards' fan, nor the hand of several cards)."""
    return {zone: box.rect for zone, box in table.boxes.items() if box.style == "stack"}


def test_each_solitaire_has_its_own_layout():
    for game_id in SOLITAIRES:
        assert game_id in LAYOUTS
        assert type(layout_for(game_id)).__name__ != "Layout"


@pytest.mark.parametrize("game_id,variant,options", SETUPS, ids=SETUP_IDS)
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_place_has_its_own_box_inside_the_window(tmp_path, game_id, variant, options,
                                                       size):
    app = make_app(tmp_path, size=size)
    table = table_for(app, game_id, variant, options)
    window = pygame.Rect((0, 0), size)
    for _ in range(3):
        assert set(table.match.game.view(0).zones) <= set(table.boxes)
        places = card_places(table)
        for zone, rect in places.items():
            assert window.contains(rect), f"{zone} leaves the window"
            assert rect.size == table.card_dims, f"{zone} is not one card's place"
        apart = list(places.items())
        for i, (zone, rect) in enumerate(apart):
            for other, other_rect in apart[i + 1:]:
                assert not rect.colliderect(other_rect), f"{zone} lies on {other}"
        play(table, 15)


RING_SIZES = ((1280, 800), (1024, 600))


def ring_problems(table, zones: list[str], rings: list[pygame.Rect]) -> list[str]:
    """A ring must lie within its slot (the place and the top card on it) grown by a small
    margin, and on no other ring (but places laid on each other, as the deck Solitario
    Español deals from where the hand will be, share their ground)."""
    cw = table.card_dims[0]
    slots = [table.input.reach.place_rect(zone) for zone in zones]
    problems = [f"the ring of {zone} {tuple(ring)} is wider than its slot {tuple(slot)}"
                for zone, ring, slot in zip(zones, rings, slots, strict=True)
                if not slot.inflate(cw // 5, cw // 5).contains(ring)]
    placed = list(zip(zones, rings, slots, strict=True))
    for i, (zone, ring, slot) in enumerate(placed):
        problems += [f"the rings of {zone} and {other} overlap"
                     for other, other_ring, other_slot in placed[i + 1:]
                     if ring.colliderect(other_ring) and not slot.colliderect(other_slot)]
    return problems


@pytest.mark.parametrize("game_id,variant,options", SETUPS, ids=SETUP_IDS)
@pytest.mark.parametrize("size", RING_SIZES, ids=[f"{w}x{h}" for w, h in RING_SIZES])
def test_the_rings_of_the_places_fit_their_slots_and_keep_apart(tmp_path, game_id, variant,
                                                                  options, size):
    """The outlines of the places a chosen card may go (and of a choice's places, and the
    hint's) hug their slots: lit all at once, none runs into another."""
    app = make_app(tmp_path, size=size)
    table = table_for(app, game_id, variant, options)
    for _ in range(3):
        zones = list(table.boxes)
        assert not ring_problems(table, zones, table.input.marks.lit_rects(zones))
        play(table, 12)


def test_4_ases_by_keys_the_rings_of_the_possible_places_fit_their_slots(tmp_path):
    """The 1 chosen with the keys lights the four empty foundations: the outlines drawn fit
    their slots and keep apart (they once ran into each other and past the slots)."""
    for size in RING_SIZES:
        app = make_app(tmp_path, size=size)
        table = table_for(app, "cuatro-ases", seed=44)  # its first card turned up is the 1o
        app.stack.push(table)
        table.human_act(Reveal("stock"))
        for _ in range(60):  # at rest, and in view long enough for the keys to act
            app.frame(1 / 60)
        while getattr(table.input.focused(), "card", None) != parse("1o"):
            post_key(pygame.K_RIGHT)
            app.frame(1 / 60)
        post_key(pygame.K_RETURN)
        app.frame(1 / 60)
        assert table.input.selected is not None and table.input.selected.card == parse("1o")
        table.draw(app.screen)
        rings = [pygame.Rect(rect) for rect, what in table.painter.items if what[0] == "outline"
                 and what[1] in (theme.LEGAL, theme.HIGHLIGHT)]
        zones = [f"foundation:{i}" for i in range(4)]
        assert len(rings) == 4
        rings.sort(key=lambda ring: ring.x)
        assert not ring_problems(table, zones, rings)


@pytest.mark.parametrize("game_id,variant,options", SETUPS, ids=SETUP_IDS)
def test_every_card_and_word_can_be_read_in_the_smallest_windows(tmp_path, game_id, variant,
                                                                 options):
    """test_visibility's check, at the small windows it does not try."""
    app = make_app(tmp_path)
    for seed in range(2):
        table = table_for(app, game_id, variant, options, seed)
        game, rng, problems = table.match.game, random.Random(seed), []
        while True:
            for size in ((800, 600), (640, 480)):
                problems += check_table(table, app, size, words=True)
            assert not problems, problems[:10]
            if game.outcome() is not None:
                break
            for _ in range(6):
                if game.outcome() is None:
                    game.apply(0, rng.choice(game.legal_actions(0)))


def test_the_grid_of_solitario_espanol_is_as_wide_as_the_deal(tmp_path):
    """4 × 12, 4 × 10 reducido, 4 × 11 and its Rey column in Reyes perdidos, 4 × 11 in
    Intercambio revelado; the card is as large as the grid allows."""
    app = make_app(tmp_path, size=(1024, 600))
    widths = {}
    for name, options in (("base", {}), ("reducido", {"reducido": True}),
                          ("reyes", {"reyes_perdidos": True}),
                          ("intercambio", {"intercambio": True})):
        table = table_for(app, "solitario-espanol", options=options)
        columns = {zone.rpartition(",")[2] for zone in table.boxes if zone.startswith("cell:")}
        widths[name] = (len(columns), table.card_dims[0])
    assert {name: columns for name, (columns, _w) in widths.items()} == {
        "base": 12, "reducido": 10, "reyes": 12, "intercambio": 11}
    assert widths["reducido"][1] >= widths["base"][1]
    assert widths["base"][1] >= 56  # an index corner a player reads at a glance


def test_solitario_espanol_heads_each_column_with_its_rank(tmp_path):
    app = make_app(tmp_path)
    table = table_for(app, "solitario-espanol", options={"reducido": True})
    shown = labels(table)
    assert [shown[f"cell:0,{c}"] for c in range(10)] == [
        "1", "2", "3", "4", "5", "6", "7", "S", "C", "R"]
    assert all(not shown[f"cell:{r},0"] for r in range(1, 4))
    heading = table.hud.lay_out(app.size).labels["cell:0,3"]
    assert heading[0][1].bottom <= table.boxes["cell:0,3"].rect.top  # over its column


def test_solitario_espanol_shows_the_hand_above_the_grid_and_the_chips(tmp_path):
    app = make_app(tmp_path)
    table = table_for(app, "solitario-espanol", options={"reyes_perdidos": True})
    grid_top = min(box.rect.top for zone, box in table.boxes.items()
                   if zone.startswith("cell:"))
    for zone in ("hand:0", "start:0", "start:3"):
        assert table.boxes[zone].rect.bottom < grid_top, zone
    assert table.boxes["start:3"].rect.right < table.boxes["hand:0"].rect.left
    assert labels(table)["start:0"] == "Cartas de salida"
    assert table.layout.seat_lines(0, table.hud.info) == []  # no chips in Reyes perdidos
    table = table_for(app, "solitario-espanol")
    assert table.layout.seat_lines(0, table.hud.info) == ["6 fichas"]
    play(table, 1)
    assert table.layout.seat_lines(0, table.hud.info) == ["5 fichas"]


def test_intercambio_revelado_lays_the_four_cards_of_the_hand_side_by_side(tmp_path):
    app = make_app(tmp_path, size=(800, 600))
    table = table_for(app, "solitario-espanol", options={"intercambio": True})
    cw, ch = table.card_dims
    rects = [sprite.rect(cw, ch) for sprite in table.piles["hand:0"]]
    assert len(rects) == 4 and all(sprite.shows_face for sprite in table.piles["hand:0"])
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_el_nueve_names_its_rows_and_shows_empty_cells_as_places(tmp_path):
    app = make_app(tmp_path)
    table = table_for(app, "el-nueve")
    shown = labels(table)
    assert [shown[f"cell:{r},0"] for r in range(3)] == ["Reyes", "Caballos", "Sotas"]
    laid = table.hud.lay_out(app.size).labels
    for r in range(3):
        words = laid[f"cell:{r},0"][0][1]
        cell = table.boxes[f"cell:{r},0"].rect
        assert words.right <= cell.left and cell.top <= words.centery <= cell.bottom
    assert all(table.boxes[f"cell:{r},{c}"].style == "stack" for r in range(3) for c in range(5))
    assert shown["stock"] == "Mazo · 48" and shown["removed"] == "Retiradas"
    play(table, 30)
    removed = len(table.match.game.removed)
    assert shown != labels(table) and labels(table)["removed"] == (
        f"Retiradas · {removed}" if removed else "Retiradas")


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600), (800, 600)],
                         ids=["1280x800", "1024x600", "800x600"])
@pytest.mark.parametrize("variant,seed", [(None, 198), ("siete-parejas", 2)])
def test_el_nueve_lays_the_removed_cards_as_one_pile_fanned_beside_their_label(
        tmp_path, size, variant, seed):
    """Late in a deal, the removed cards lie on one line: the oldest squared up in a pile, the
    last ones fanned from it a corner apart, the top one whole; none on its words or on
    another place, and never rows lying over rows."""
    app = make_app(tmp_path, size=size)
    table = table_for(app, "el-nueve", variant=variant, seed=seed)
    play_greedy(table, lambda game: len(game.removed) >= 28)  # as many as 7 Parejas removes
    table.resize(size)
    table.rebuild()
    cw, ch = table.card_dims
    pile = table.piles["removed"]
    rects = [sprite.rect(cw, ch) for sprite in pile]
    assert len(rects) >= 28 and all(s.shows_face for s in pile)
    assert max(r.top for r in rects) - min(r.top for r in rects) < ch * 0.15, "rows"
    lefts = [r.left for r in rects]
    steps = [b - a for a, b in zip(lefts, lefts[1:], strict=False)]
    piled = [abs(step) <= cw * 0.08 for step in steps]  # squared up (a pile's thickness)
    fanned = steps[piled.count(True):]
    assert not any(piled[len(steps) - len(fanned):]), "the pile first, then the fan"
    assert fanned and all(step >= cw * 0.21 for step in fanned), "a fanned card shows its corner"
    whole = rects[0].unionall(rects)
    laid = table.hud.lay_out(size).labels["removed"]
    words = laid[0][1]
    assert not words.colliderect(whole), "the words lie on the cards"
    assert words.top >= whole.bottom and words.top - whole.bottom < ch * 0.5, "beside them"
    assert whole.left <= words.centerx <= whole.right
    for zone, box in table.boxes.items():
        if zone != "removed":
            assert not box.rect.colliderect(whole), f"the removed cards lie on {zone}"
    assert pygame.Rect((0, 0), size).contains(whole)
    assert not check_table(table, app, size, words=True)


def test_cuatro_ases_lays_the_foundations_in_a_row_over_the_stock_and_waste(tmp_path):
    app = make_app(tmp_path)
    table = table_for(app, "cuatro-ases", variant="reserva")
    boxes = table.boxes
    row = [boxes[f"foundation:{k}"].rect for k in range(4)]
    assert len({r.centery for r in row}) == 1 and [r.x for r in row] == sorted(r.x for r in row)
    for zone in ("stock", "waste", "reserve"):
        assert boxes[zone].rect.top > row[0].bottom, zone
    assert boxes["stock"].rect.right < boxes["waste"].rect.left < boxes["reserve"].rect.left
    shown = labels(table)
    assert shown["stock"] == "Mazo · 40\nVuelta 1" and shown["reserve"] == "Reserva"
    assert shown["waste"] == "Descartes"
    play(table, 3)
    assert labels(table)["waste"] == f"Descartes · {len(table.match.game.waste)}"


def test_cuatro_ases_mezclado_says_the_round_and_the_chips(tmp_path):
    app = make_app(tmp_path)
    table = table_for(app, "cuatro-ases", variant="mezclado")
    assert labels(table)["stock"].endswith("Vuelta 1 · 5 fichas")
    play_greedy(table, lambda game: game.round == 3)
    assert labels(table)["stock"].endswith("Vuelta 3 · 3 fichas")
    play_greedy(table, lambda game: game.round == 5)  # seed 1 is played that far
    assert labels(table)["stock"].endswith("Vuelta 5 · 1 ficha")


def test_the_empty_stock_of_cuatro_ases_is_where_the_waste_is_turned_over():
    from naipes_pg.rules.base import Renew, Reveal

    layout = layout_for("cuatro-ases")
    assert layout.place_of(Renew()) == "stock" and layout.place_of(Reveal()) == "stock"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_has_its_rules_page_in_both_languages(game_id):
    for lang, word in (("es", "Esc"), ("en", "Esc")):
        page = rules_help.page(game_id, lang)
        assert page.startswith("# ") and "not written yet" not in page
        assert "todavía no están escritas" not in page and word in page


@pytest.mark.parametrize("game_id", SOLITAIRES)
def test_a_solitaire_s_rules_page_names_its_controls(game_id):
    for lang in ("es", "en"):
        page = rules_help.page(game_id, lang)
        for control in ("**H**", "**Ctrl+Z**", "**Ctrl+Y**", "**F1**"):
            assert control in page, (lang, control)
        for variant in GAMES[game_id].spec.variants:
            name = {"siete-parejas": "7 Parejas", "reserva": "Con reserva",
                    "reducido": "Mazo reducido", "intercambio": "Intercambio revelado",
                    "reyes-perdidos": "Reyes perdidos"}.get(variant, variant.capitalize())
            assert name in page, (lang, variant)
