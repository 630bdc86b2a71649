"""The greedy player of Solitario 4 Ases: legal moves, finished games, no look at a hidden card,
and its moves in words in Spanish and English."""

from __future__ import annotations

import random
from itertools import product

import pytest

from naipes_pg.ai.explain import Audience, Move
from naipes_pg.ai.greedy_cuatro_ases import GreedyCuatroAses, explain_move
from naipes_pg.cards import SPANISH_40, parse, parse_many
from naipes_pg.i18n import language, set_language
from naipes_pg.rules.base import PlayCard
from naipes_pg.rules.cuatro_ases import RENEW, REVEAL, VARIANTS, CuatroAses
from naipes_pg.ui.phrasing import say

COMBINATIONS = [
    {**dict(zip(VARIANTS, flags, strict=True)), "combinar": True}
    for flags in product((False, True), repeat=len(VARIANTS))
    if not (flags[1] and flags[2])  # Con reserva never with Mezclado [A4-10]
]
MAX_ACTIONS = 5_000


def position(*, waste: str = "", foundations=("", "", "", ""), reserve: str = "",
             moved_up: bool = True, stock: str | None = None, **options) -> CuatroAses:
    """A built game: the waste bottom to top, the foundations, the reserve; the stock holds
    ``stock`` (top first) or else every other card, in deck order."""
    game = CuatroAses({**options, "combinar": True}, 0)
    game.waste = parse_many(waste)
    game.foundations = [parse_many(f) for f in foundations]
    game.reserve = parse_many(reserve)
    used = set(game.waste + game.reserve + [c for f in game.foundations for c in f])
    rest = [c for c in SPANISH_40 if c not in used]
    game.stock = (rest if stock is None else parse_many(stock))[::-1]
    game.moved_up = moved_up
    return game


@pytest.mark.parametrize("options", COMBINATIONS, ids=lambda o: "+".join(
    k for k in VARIANTS if o[k]) or "base")
def test_the_greedy_player_plays_legal_moves_to_the_end(options):
    for seed in range(12):
        game = CuatroAses(options, seed)
        player = GreedyCuatroAses(seed)
        for _ in range(MAX_ACTIONS):
            if game.outcome() is not None:
                break
            act = player.choose(game, 0)
            assert game.is_legal(0, act), act
            game.apply(0, act)
        assert game.outcome() is not None


def scrambled(game: CuatroAses, rng: random.Random) -> CuatroAses:
    """The same position as the player sees it, the hidden cards (the stock and the waste
    under its top) dealt again among those places."""
    other = game.clone()
    hidden = other.stock + other.waste[:-1]
    rng.shuffle(hidden)
    count = len(other.stock)
    other.stock, other.waste = hidden[:count], hidden[count:] + other.waste[-1:]
    return other


@pytest.mark.parametrize("options", COMBINATIONS[:4] + COMBINATIONS[-2:])
def test_the_greedy_player_never_reads_a_hidden_card(options):
    """Positions that differ only in the cards the player cannot see get the same move."""
    rng = random.Random(3)
    for seed in range(6):
        game = CuatroAses(options, seed)
        player = GreedyCuatroAses(0)
        while game.outcome() is None and len(game.history) < 400:
            other = scrambled(game, rng)
            assert other.view(0) == game.view(0)
            assert player.choose(other, 0) == player.choose(game, 0)
            game.apply(0, player.choose(game, 0))


def test_two_stock_orders_give_the_same_first_choices():
    first = CuatroAses({}, 0, decks=[parse_many("2c 3e") + [
        c for c in SPANISH_40 if c not in parse_many("2c 3e")]])
    order = [c for c in SPANISH_40 if c not in parse_many("2c 3e")][::-1]
    second = CuatroAses({}, 0, decks=[parse_many("2c 3e") + order])
    player = GreedyCuatroAses(0)
    for _ in range(2):
        assert player.choose(first, 0) == player.choose(second, 0) == REVEAL
        first.apply(0, REVEAL)
        second.apply(0, REVEAL)
        if first.view(0) != second.view(0):
            break


def test_it_moves_the_top_card_up_and_a_1_to_the_leftmost_empty_foundation():
    game = position(waste="5c 1e", foundations=("1o", "", "", ""))
    assert GreedyCuatroAses().choose(game, 0) == PlayCard(parse("1e"), "foundation:1")
    game = position(waste="5c 2o", foundations=("1o", "", "", ""))
    assert GreedyCuatroAses().choose(game, 0) == PlayCard(parse("2o"), "foundation:0")


def test_pintados_it_keeps_the_pile_that_takes_any_card():
    """2o fits on 1e and on 1c; 2c is already up elsewhere, so 1c takes any 2 left: 2o goes
    on 1e, which refuses the 2e still to come."""
    game = position(waste="2o", foundations=("1c", "1e", "1b 2c", ""), pintados=True)
    assert GreedyCuatroAses().choose(game, 0) == PlayCard(parse("2o"), "foundation:1")


def test_con_reserva_it_uncovers_the_card_below_when_the_round_has_nothing_up():
    game = position(waste="1o 5c", stock="", moved_up=False, reserva=True)
    game.stock = []
    assert GreedyCuatroAses().choose(game, 0) == PlayCard(parse("5c"), "reserve")
    game.apply(0, PlayCard(parse("5c"), "reserve"))
    assert GreedyCuatroAses().choose(game, 0) == PlayCard(parse("1o"), "foundation:0")


def test_con_reserva_the_reserved_card_comes_back_when_it_can_go_up():
    game = position(waste="5c 3o", foundations=("1o 2o 3o 4o", "", "", ""), reserve="5o",
                    reserva=True)
    game.waste = parse_many("5c")
    assert GreedyCuatroAses().choose(game, 0) == PlayCard(parse("5o"), "waste")


# ---------------------------------------------------------------- in words


@pytest.fixture
def both_languages():
    before = language()
    yield
    set_language(before)


def said(game: CuatroAses, act) -> tuple[str, str]:
    """The reason and place of ``act`` in Spanish and in English, as one line each."""
    out = []
    for lang in ("es", "en"):
        set_language(lang)
        move = Move(game.clone(), 0, act, game.clone().apply(0, act), Audience(you=0))
        reason, place = explain_move(move)
        assert reason, (lang, act)
        out.append(f"{say(reason)} | {say(place) if place else ''}")
    return out[0], out[1]


def test_every_kind_of_move_is_said_in_spanish_and_english(both_languages):
    cases = [
        (position(waste="2c 1o"), PlayCard(parse("1o"), "foundation:0")),
        (position(waste="2c 2o", foundations=("1o", "", "", "")),
         PlayCard(parse("2o"), "foundation:0")),
        (position(waste="2c 2o", foundations=("1o", "", "", ""), moved_up=False),
         PlayCard(parse("2o"), "foundation:0")),
        (position(waste="2c 5e"), REVEAL),
        (position(waste="2c 1o"), REVEAL),
        (position(waste="2c 5e", stock="3o"), REVEAL),
        (position(waste="2c 5e", stock=""), RENEW),
        (position(waste="2c 5e", stock="", mezclado=True), RENEW),
        (position(waste="2c 5e", reserva=True), PlayCard(parse("5e"), "reserve")),
        (position(waste="2c 5e", reserve="5o", foundations=("1o 2o 3o 4o", "", "", ""),
                  reserva=True), PlayCard(parse("5o"), "waste")),
    ]
    for game, act in cases:
        assert act in game.legal_actions(0), act
        spanish, english = said(game, act)
        assert spanish != english, (spanish, english)
    set_language("en")
    game, act = cases[1]
    move = Move(game.clone(), 0, act, [], Audience(you=0))
    assert say(explain_move(move).place) == "onto the ace of coins"
    assert "two more cards come out" in say(explain_move(
        Move(cases[3][0], 0, REVEAL, [], Audience(you=0))).reason)


def test_a_card_is_named_in_words_never_by_its_code(both_languages):
    set_language("es")
    game = position(waste="2c 2o", foundations=("1o", "", "", ""))
    reason, place = map(say, explain_move(Move(game.clone(), 0, PlayCard(parse("2o"),
                                                                           "foundation:0"),
                                                  [], Audience(you=0))))
    assert place == "sobre el as de oros" and "2o" not in reason and "1o" not in place
