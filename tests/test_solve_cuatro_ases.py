"""The exact solver of Solitario 4 Ases: known answers, a brute force's answers, lines that
win when played, the node limit, and a game left as it was."""

from __future__ import annotations

import random
from itertools import product

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from naipes_pg.ai.solve_cuatro_ases import solve
from naipes_pg.cards import SPANISH_40, Card, parse_many
from naipes_pg.rules.base import PlayCard
from naipes_pg.rules.cuatro_ases import VARIANTS, CuatroAses
from naipes_pg.rules.record import state_digest

SUITS = ("o", "c", "e", "b")
RANKS = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)
COMBINATIONS = [
    {**dict(zip(VARIANTS, flags, strict=True)), "combinar": True}
    for flags in product((False, True), repeat=len(VARIANTS))
    if not (flags[1] and flags[2])  # Con reserva never with Mezclado [A4-10]
]
ODD_ACES = "1o 2c 1c 3e 1e 4b 1b 5o"  # every 1 at an odd place: nothing ever goes up (4.7 t.2)


def deck(top: str) -> list[Card]:
    """A 40-card deck, top first: ``top`` and then every other card, the 1s last."""
    first = parse_many(top)
    rest = [c for c in SPANISH_40 if c not in first]
    return first + [c for c in rest if c.rank != 1] + [c for c in rest if c.rank == 1]


def in_pairs_up(options: dict) -> list[Card]:
    """A deck won in one round by moving up everything: the cards in the order they can go up
    (pile k takes suits k, k+1, ... in Pintados), swapped in pairs, so each Reveal shows a card
    and then the one below it (2o 1o 4o 3o ...) and both go up. In Revelados the 1s come
    first: they are taken out."""
    shift = 1 if options.get("pintados") else 0
    order = [Card(rank, SUITS[(k + i * shift) % 4])
             for k in range(4) for i, rank in enumerate(RANKS)]
    aces = [c for c in order if c.rank == 1] if options.get("revelados") else []
    rest = [c for c in order if c not in aces]
    for i in range(0, len(rest) - 1, 2):
        rest[i], rest[i + 1] = rest[i + 1], rest[i]
    return aces + rest


def replays_to_a_win(game: CuatroAses, line) -> bool:
    copy = game.clone()
    for act in line:
        copy.apply(0, act)
    return copy.outcome() is not None and copy.outcome().winners == (0,)


def test_a_deck_in_pairs_is_won_and_its_line_wins_when_played():
    for options in COMBINATIONS:
        game = CuatroAses(options, 0, decks=[in_pairs_up(options)])
        solution = solve(game)
        assert solution.winnable is True, options
        assert replays_to_a_win(game, solution.line)


def test_every_1_covered_is_unwinnable_and_mezclado_shuffles_its_way_out():
    """4.7 test 2: no 1 ever shows, so no card goes up in round 1: lost. (Con reserva is not:
    a card reserved changes the pairs that follow.)"""
    for options in ({}, {"pintados": True}):
        game = CuatroAses(options, 0, decks=[deck(ODD_ACES)])
        assert solve(game).winnable is False, options
    game = CuatroAses({"mezclado": True}, 0, decks=[deck(ODD_ACES)])
    solution = solve(game)
    assert solution.winnable is not None
    if solution.winnable:
        assert replays_to_a_win(game, solution.line)


def test_revelados_needs_no_1_to_show():
    game = CuatroAses({"revelados": True}, 0, decks=[deck(ODD_ACES)])
    solution = solve(game)
    assert solution.winnable is not None
    if solution.winnable:
        assert replays_to_a_win(game, solution.line)


def test_a_skipped_move_up_can_be_the_only_way_to_win():
    """A4-2: the stock Rc Sc Cc So Co Ro over a built game. Moving up at once takes Sc, So,
    Cc and Rc in round 1 and leaves Co under Ro for ever; a skipped move changes the pairs."""
    game = built({}, left="Rc Sc Cc So Co Ro", waste=0, moved=False)
    eager = game.clone()
    while eager.outcome() is None:
        acts = eager.legal_actions(0)
        ups = [a for a in acts if isinstance(a, PlayCard) and a.target.startswith("foundation")]
        eager.apply(0, (ups or acts)[0])
    assert eager.outcome().winners == ()
    solution = solve(game)
    assert solution.winnable is True and replays_to_a_win(game, solution.line)


def test_the_node_limit_is_honoured_and_says_it_does_not_know():
    game = CuatroAses({"pintados": True}, 5)
    solution = solve(game, node_limit=3)
    assert solution.winnable is None and solution.line == () and solution.nodes <= 4


def test_the_game_is_left_as_it_was():
    for options in COMBINATIONS:
        game = CuatroAses(options, 11, decks=[in_pairs_up(options)])
        game.apply(0, game.legal_actions(0)[0])
        before, history = state_digest(game), list(game.history)
        solve(game)
        assert state_digest(game) == before and game.history == history


def test_a_finished_game_answers_by_its_outcome():
    game = CuatroAses({}, 0, decks=[deck(ODD_ACES)])
    while game.outcome() is None:
        game.apply(0, game.legal_actions(0)[0])
    assert solve(game).winnable is False


def test_a_position_mid_match_is_solved_from_where_it_stands():
    game = CuatroAses({}, 0, decks=[in_pairs_up({})])
    for _ in range(3):
        game.apply(0, game.legal_actions(0)[0])
    solution = solve(game)
    assert solution.winnable and replays_to_a_win(game, solution.line)


# ---------------------------------------------------------------- against a brute force


def built(options: dict, *, left: str, waste: int, moved: bool, reserve: str = "",
          last: str = "", chips: int = 0, round_: int = 1, seed: int = 0) -> CuatroAses:
    """A nearly finished game: every card but ``left`` (in stock+waste order, the first
    ``waste`` of them the waste bottom to top) and ``reserve`` is up. In Pintados foundation
    k holds its cards in suits k, k+1, ... so that each differs from the one below."""
    game = CuatroAses({**options, "combinar": True}, seed)
    rest = parse_many(left)
    held = parse_many(reserve)
    shift = 1 if game.pintados else 0
    piles: list[list[Card]] = [[] for _ in range(4)]
    for k in range(4):
        for i, rank in enumerate(RANKS):
            card = Card(rank, SUITS[(k + i * shift) % 4])
            if card in rest or card in held or (piles[k] and piles[k][-1] is None):
                piles[k].append(None)  # type: ignore[arg-type]
            else:
                piles[k].append(card)
    game.foundations = [[c for c in pile if c is not None] for pile in piles]
    game.waste = rest[:waste]
    game.stock = rest[waste:][::-1]
    game.reserve = held
    game.moved_up = moved
    game.last_reserve_action = last
    game.chips = chips if game.mezclado else 0
    game.round = round_
    return game


def brute_force(game: CuatroAses) -> bool:
    """Every line, by the rules' own clone and apply, with a plain memory of lost states."""
    lost: set = set()

    def key(g: CuatroAses) -> tuple:
        return (tuple(g.stock), tuple(g.waste), tuple(map(tuple, g.foundations)),
                tuple(g.reserve), g.moved_up, g.last_reserve_action, g.chips, g.round)

    def wins(g: CuatroAses) -> bool:
        outcome = g.outcome()
        if outcome is not None:
            return outcome.winners == (0,)
        k = key(g)
        if k in lost:
            return False
        for act in g.legal_actions(0):
            child = g.clone()
            child.apply(0, act)
            if wins(child):
                return True
        lost.add(k)
        return False

    return wins(game)


@st.composite
def near_ends(draw) -> CuatroAses:
    """A nearly finished position in any variant: the highest few cards of some piles left,
    in any order, split between waste and stock, maybe one in the reserve."""
    options = draw(st.sampled_from(COMBINATIONS))
    shift = 1 if options["pintados"] else 0
    tops = [draw(st.integers(1 if k == 0 else 0, 2)) for k in range(4)]  # left on each top
    cards = [Card(RANKS[i], SUITS[(k + i * shift) % 4])
             for k in range(4) for i in range(len(RANKS) - tops[k], len(RANKS))]
    order = draw(st.permutations(cards))
    reserve = ""
    if options["reserva"] and len(order) > 1 and draw(st.booleans()):
        reserve, order = str(order[0]), order[1:]
    waste = draw(st.integers(0, len(order)))
    return built(options, left=" ".join(map(str, order)), waste=waste,
                 moved=draw(st.booleans()), reserve=reserve,
                 last=draw(st.sampled_from(("", "reserve", "release"))) if reserve else "",
                 chips=draw(st.integers(0, 2)), round_=draw(st.integers(1, 3)),
                 seed=draw(st.integers(0, 9)))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(near_ends())
def test_the_solver_agrees_with_a_brute_force_near_the_end(game):
    solution = solve(game)
    assert solution.winnable == brute_force(game)
    if solution.winnable:
        assert replays_to_a_win(game, solution.line)


def test_the_solver_agrees_with_a_brute_force_on_small_random_positions():
    """Deterministic examples beside hypothesis's: eight cards left, every variant."""
    rng = random.Random(4)
    for options in COMBINATIONS:
        for _ in range(4):
            shift = 1 if options["pintados"] else 0
            cards = [Card(RANKS[i], SUITS[(k + i * shift) % 4]) for k in range(4)
                     for i in range(8, 10)]
            rng.shuffle(cards)
            game = built(options, left=" ".join(map(str, cards)), waste=rng.randrange(9),
                         moved=rng.random() < 0.5, chips=1, round_=2)
            assert solve(game).winnable == brute_force(game), options


def test_pintados_piles_that_take_any_card_are_judged_as_the_brute_force_does():
    """Pintados near the end, where one card fits several piles of a height, some of which
    refuse a suit still to come and some of which take any card left (the solver keeps the
    latter): the same answers as every line played by the rules."""
    rng = random.Random(2)
    for _ in range(120):
        tops = [rng.randint(0, 3) for _ in range(4)]
        cards = [Card(RANKS[i], SUITS[(k + i) % 4])
                 for k in range(4) for i in range(len(RANKS) - tops[k], len(RANKS))]
        if not cards:
            continue
        rng.shuffle(cards)
        game = built({"pintados": True}, left=" ".join(map(str, cards)),
                     waste=rng.randrange(len(cards) + 1), moved=rng.random() < 0.5)
        assert solve(game).winnable == brute_force(game), [str(c) for c in cards]


def test_a_renewal_orders_any_waste_as_it_orders_the_whole_deck():
    """The solver asks the rules' Mezclado order once per renewal, for the whole deck: every
    waste must come out in that order, whatever its cards and their order."""
    game = CuatroAses({"mezclado": True}, 42)
    for renewal in (1, 4):
        deck_order = game.renewal_stock(renewal, SPANISH_40)
        for waste in (SPANISH_40[:13], SPANISH_40[27:][::-1], SPANISH_40[5:30:3]):
            assert game.renewal_stock(renewal, waste) == [c for c in deck_order if c in waste]
