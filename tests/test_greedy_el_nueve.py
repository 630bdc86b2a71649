"""The greedy player of El 9 and 7 Parejas: legal moves, whole games, only what the player
sees, a sensible move for the 9's move, and the hint's words in Spanish and English."""

from __future__ import annotations

import random

import pytest

from naipes_pg.ai.explain import Audience, Move
from naipes_pg.ai.greedy_el_nueve import GreedyElNueve, explain_move
from naipes_pg.cards import parse, parse_many
from naipes_pg.i18n import set_language
from naipes_pg.rules.base import PlayCard, Reveal
from naipes_pg.rules.el_nueve import NO_MOVE, ElNueve, NueveDiscard, NuevePair
from naipes_pg.ui.phrasing import say
from tests.nueve_positions import position, shuffled


@pytest.mark.parametrize("siete", [False, True], ids=["base", "siete-parejas"])
def test_the_greedy_player_plays_legal_moves_to_the_end(siete):
    results = set()
    for seed in range(25):
        g, agent = shuffled(seed, siete), GreedyElNueve(seed)
        for _ in range(4 * len(g.deck)):
            if not g.actors():
                break
            act = agent.choose(g, 0)
            assert g.is_legal(0, act)
            g.apply(0, act)
        assert g.outcome() is not None
        results.add(g.outcome().winners == (0,))
    assert results == {True, False}  # it wins some deals and loses others


def test_the_greedy_player_never_reads_the_stock_order():
    """Worlds alike to the player (the stock dealt anew) get the same choice, all game long."""
    for seed in range(6):
        g, agent = shuffled(seed), GreedyElNueve(seed)
        rng = random.Random(seed)
        while g.actors():
            act = agent.choose(g, 0)
            for _ in range(2):
                world = g.determinize(0, rng)
                assert world.view(0) == g.view(0)
                assert agent.choose(world, 0) == act
            g.apply(0, act)


def test_two_stocks_in_another_order_give_the_same_first_choice():
    rows = ("1o 2o . . .", "Co . . . .", "So . . . .")
    one = position(rows, pending="3c", stock="Rc 6e 7b 8b")
    other = position(rows, pending="3c", stock="8b 7b 6e Rc")
    assert GreedyElNueve().choose(one, 0) == GreedyElNueve().choose(other, 0)


def test_pairs_at_once_and_discards_a_pending_9():
    g = position(("7o . . . .", "", ""), pending="2c", stock="4o")
    assert GreedyElNueve().choose(g, 0) in (NuevePair(parse("2c"), "cell:0,0"),
                                            NuevePair(parse("7o"), "pending"))
    g = position(("3o . . . .", "", ""), pending="9c", stock="4o")
    assert GreedyElNueve().choose(g, 0) == NueveDiscard(parse("9c"))


def test_a_figure_goes_to_its_row_and_a_number_to_the_roomiest_row():
    g = position(("Ro Rc . . .", "", ""), pending="Re", stock="4o")
    act = GreedyElNueve().choose(g, 0)
    assert isinstance(act, PlayCard) and act.target.startswith("cell:0,")
    g = position(("1o 1c 1e . .", ". . . . .", ""), pending="2b", stock="4o")
    act = GreedyElNueve().choose(g, 0)  # the Reyes' row has no room to spare
    assert isinstance(act, PlayCard) and not act.target.startswith("cell:0,")
    g = position(("1o 1c 1e . .", "Co Cc Ce Cb .", ""), pending="2b", stock="4o")
    act = GreedyElNueve().choose(g, 0)  # as roomy as the Sotas' row, but its last cell
    assert isinstance(act, PlayCard) and act.target.startswith("cell:2,")


def test_the_9_s_move_takes_a_number_out_of_a_row_its_figures_need():
    rows = ("1o 1c 1e 1b 2o", "9e . . . .", "So Sc Se Sb .")
    g = position(rows, stock="Rc 4o")
    g.apply(0, NueveDiscard(parse("9e")))
    act = GreedyElNueve().choose(g, 0)
    assert isinstance(act, PlayCard) and act.target.startswith("cell:1,")
    assert act.card in parse_many("1o 1c 1e 1b 2o")
    g = position(("Ro Rc Re Rb .", "9e . . . .", "So Sc Se Sb ."), stock="4o")
    g.apply(0, NueveDiscard(parse("9e")))
    assert GreedyElNueve().choose(g, 0) == NO_MOVE  # no row is short of room


# ---------------------------------------------------------------- the hint's words


def said(game: ElNueve, act) -> tuple[str, str]:
    move = Move(game.clone(), 0, act, [], Audience(you=0))
    words = []
    for language in ("es", "en"):
        set_language(language)
        explanation = explain_move(move)
        words.append(" ".join(say(part) for part in explanation if part))
    set_language("es")
    return words[0], words[1]


def test_every_kind_of_move_is_explained_in_spanish_and_english():
    g = position(("7o 9e 1c . .", "Co . . . .", ""), pending="2c", stock="Rb 4o")
    moves = [NuevePair(parse("2c"), "cell:0,0"), NueveDiscard(parse("9e")),
             PlayCard(parse("2c"), "cell:2,4")]
    figure = position(("7o . . . .", "", ""), pending="Rc", stock="4o")
    empty = position(("7o . . . .", "", ""), stock="4o")
    stage = position(("9e 1c . . .", "", ""), stock="4o")
    stage.apply(0, NueveDiscard(parse("9e")))
    cases = [(g, act) for act in moves] + [(figure, PlayCard(parse("Rc"), "cell:0,1")),
                                           (empty, Reveal()), (stage, NO_MOVE),
                                           (stage, PlayCard(parse("1c"), "cell:2,0"))]
    seven = position(("3o . . . .", "", ""), pending="3c", siete_parejas=True, stock="4o")
    cases.append((seven, NuevePair(parse("3c"), "cell:0,0")))
    for game, act in cases:
        assert game.is_legal(0, act)
        spanish, english = said(game, act)
        assert spanish and english and spanish != english
    spanish, english = said(g, moves[0])
    assert "7 de oros" in spanish and "9" in english
