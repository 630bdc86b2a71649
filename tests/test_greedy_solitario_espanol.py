"""The greedy player of Solitario Español: legal, finishing, blind to the face-down cards, and
its moves said in words in Spanish and English."""

from __future__ import annotations

import random

import pytest

from naipes_pg import i18n
from naipes_pg.ai.explain import Audience, Move
from naipes_pg.ai.greedy_solitario_espanol import GreedySolitarioEspanol, explain_move
from naipes_pg.cards import SPANISH_SUITS, Card, parse
from naipes_pg.rules.base import PlayCard, Reveal
from naipes_pg.rules.solitario_espanol import RANKS_48, SolitarioEspanol, cell
from naipes_pg.ui.phrasing import say

VARIANTS = [{}, {"reducido": True}, {"reyes_perdidos": True}, {"intercambio": True},
            {"reducido": True, "reyes_perdidos": True}, {"reducido": True, "intercambio": True}]


def game(deck: list[Card], **options: bool) -> SolitarioEspanol:
    return SolitarioEspanol({**options, "combinar": len(options) > 1}, 0, decks=[deck])


def shuffled(options: dict, seed: int) -> list[Card]:
    deck = list(SolitarioEspanol({**options, "combinar": True}, 0).deck)
    random.Random(seed).shuffle(deck)
    return deck


@pytest.fixture
def language():
    yield i18n.set_language
    i18n.set_language("es")


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: "+".join(o) or "base")
def test_the_greedy_player_plays_legal_moves_to_the_end(options):
    """Its think time is measured by tools/bench_ai.py, not here (a busy machine is no bug)."""
    agent = GreedySolitarioEspanol(seed=1)
    for seed in range(20):
        g = game(shuffled(options, seed), **options)
        while g.outcome() is None:
            act = agent.choose(g, 0)
            assert g.is_legal(0, act)
            g.apply(0, act)
            assert len(g.history) < 100


def hide_differently(g: SolitarioEspanol, seed: int) -> SolitarioEspanol:
    """The same position with its face-down cards dealt again among their places."""
    return g.determinize(0, random.Random(seed))


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: "+".join(o) or "base")
def test_the_greedy_player_never_reads_a_face_down_card(options):
    rng = random.Random(3)
    for seed in range(15):
        g = game(shuffled(options, seed), **options)
        for _ in range(rng.randrange(4)):
            if g.outcome() is None:
                g.apply(0, rng.choice(g.legal_actions(0)))
        if g.outcome() is not None:
            continue
        other = hide_differently(g, seed)
        assert other.view(0) == g.view(0)
        agent = GreedySolitarioEspanol(seed=0)
        assert agent.choose(g, 0) == GreedySolitarioEspanol(seed=0).choose(other, 0)


def test_the_row_of_the_hole_is_kept_free_while_another_row_can_take_the_card():
    """The 2 of oros came out of row 2 column 1: the chain ends only when a card goes to row
    2's hole, so row 2 is left without a suit as long as possible."""
    deck = [Card(rank, suit) for suit in SPANISH_SUITS for rank in RANKS_48]
    deck[12], deck[1] = deck[1], deck[12]  # row 2 column 1 holds 2o; row 1 column 2 holds 1c
    g = game(deck)
    g.apply(0, Reveal(cell(1, 0)))
    assert g.hand == [parse("2o")]
    act = GreedySolitarioEspanol().choose(g, 0)
    assert act in g.legal_actions(0) and act.target != cell(1, 1)


def move(g: SolitarioEspanol, act) -> Move:
    return Move(g.clone(), 0, act, g.clone().apply(0, act), Audience(you=0))


def test_every_kind_of_move_is_said_in_spanish_and_english(language):
    base = game(shuffled({}, 4))
    flip = Reveal(cell(0, 0))
    chain = game([Card(rank, suit) for suit in SPANISH_SUITS for rank in RANKS_48][1:]
                 + [parse("1o")])
    chain.apply(0, Reveal(cell(3, 11)))  # 1o is in row 4's last cell: oros has no row
    place = chain.legal_actions(0)[0]
    rey = game(shuffled({"reyes_perdidos": True}, 5), reyes_perdidos=True)
    start = Reveal("start:0")
    swap = game(shuffled({"intercambio": True}, 6), intercambio=True)
    exchange = swap.legal_actions(0)[0]
    said = {}
    for lang in ("es", "en"):
        language(lang)
        reasons = [explain_move(move(g, act)).reason
                   for g, act in ((base, flip), (chain, place), (rey, start), (swap, exchange))]
        said[lang] = [say(reason) if reason else "" for reason in reasons]
    for es, en in zip(said["es"], said["en"], strict=True):
        assert es and en and es != en
    assert "ficha" in said["es"][0] and "chip" in said["en"][0]
    assert "1o" not in " ".join(said["es"] + said["en"])  # cards are named in words


def test_a_row_choice_says_where_and_what_follows(language):
    deck = [Card(rank, suit) for suit in SPANISH_SUITS for rank in RANKS_48]
    deck[12], deck[1] = deck[1], deck[12]
    g = game(deck)
    g.apply(0, Reveal(cell(1, 0)))
    said = tuple(map(say, explain_move(move(g, PlayCard(parse("2o"), cell(2, 1))))))
    assert said == ("da su palo a esta fila y la cadena sigue con la carta que había allí; la "
                    "fila del hueco queda libre", "en la fila 3, columna 2")
    language("en")
    said = tuple(map(say, explain_move(move(g, PlayCard(parse("2o"), cell(1, 1))))))
    assert said == ("it gives this row its suit and the chain goes on with the card lying "
                    "there", "in row 2, column 2")
