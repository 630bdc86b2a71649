"""Solitario Español invariants (RULES.md §11.7) over many random games in every allowed
combination of variants, and the protocol checks the registry-wide conformance test makes
(the game is not registered yet, so they run on the class here)."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from solitaire_checks import assert_replays_alike

from naipes_pg.cards import Card
from naipes_pg.rules.base import (
    IllegalAction,
    PlayCard,
    Reveal,
    action_from_json,
    action_to_json,
)
from naipes_pg.rules.events import Announced, Dealt, Moved
from naipes_pg.rules.record import state_digest
from naipes_pg.rules.solitario_espanol import (
    CARD_UP,
    HAND,
    ROWS,
    SolitarioEspanol,
    cell,
)

MAX_ACTIONS = 200  # 6 chips and their row choices, 4 start cards, or 44 exchanges at most
COMBINATIONS = [
    {"reducido": reducido, "reyes_perdidos": rey == "reyes", "intercambio": rey == "inter"}
    for reducido in (False, True) for rey in ("", "reyes", "inter")
]


def name(options: dict) -> str:
    return "+".join(k for k, v in options.items() if v) or "base"


def new(options: dict, seed: int) -> SolitarioEspanol:
    return SolitarioEspanol({**options, "combinar": True}, seed)


def face_up(game: SolitarioEspanol) -> int:
    return sum(map(sum, game.up))


def check_position(game: SolitarioEspanol) -> None:
    """What holds before every action (11.7)."""
    assert Counter(game.all_cards()) == Counter(game.deck)
    suits = [s for s in game.row_suit if s is not None]
    assert len(suits) == len(set(suits)), "two rows share a suit"
    for r in range(ROWS):
        for c, card in enumerate(game.grid[r]):
            if game.up[r][c]:
                assert game.columns[c] == card.rank and game.row_suit[r] == card.suit
    if game.intercambio:
        assert len(game.hand) == 4 and game.hole is None
    elif game.reyes_perdidos:
        assert game.hole is None and len(game.hand) <= 1
    else:  # a chain has exactly one hole and one card in hand; none between turns
        holes = [(r, c) for r in range(ROWS) for c, card in enumerate(game.grid[r]) if not card]
        assert len(game.hand) == len(holes) <= 1
        assert game.hole == (holes[0] if holes else None)
    assert game.legal_actions(0), "a game not over always has an action"


def illegal_tries(game: SolitarioEspanol, rng: random.Random) -> list:
    """A few actions the rules must refuse now."""
    legal = set(game.legal_actions(0))
    width = len(game.columns)
    tries: list = [Reveal("stock"), Reveal("start:0"), Reveal(cell(0, width)),
                   PlayCard(Card(1, "o"), "table")]
    tries += [Reveal(cell(rng.randrange(ROWS), rng.randrange(width))) for _ in range(3)]
    some = rng.sample(game.deck, 3)
    tries += [PlayCard(card, cell(rng.randrange(ROWS), rng.randrange(width))) for card in some]
    for card in game.hand:
        tries += [PlayCard(card, cell(r, rng.randrange(width))) for r in range(ROWS)]
    return [act for act in tries if act not in legal]


def check_refusals(game: SolitarioEspanol, rng: random.Random) -> None:
    before = (state_digest(game), game.zones(), len(game.history), game.chips)
    for act in illegal_tries(game, rng):
        with pytest.raises(IllegalAction):
            game.apply(0, act)
        assert game.why_illegal(0, act) is not None
        assert (state_digest(game), game.zones(), len(game.history), game.chips) == before


def check_json(game: SolitarioEspanol) -> None:
    for act in game.legal_actions(0):
        back = action_from_json(json.loads(json.dumps(action_to_json(act))))
        assert back == act and repr(back) == repr(act)


def check_events(game: SolitarioEspanol, events: list, up_before: int) -> None:
    """Every card put face up is announced once; a chain shows each card as it moves."""
    ups = sum(1 for e in events if isinstance(e, Announced) and e.kind == CARD_UP)
    assert face_up(game) - up_before == ups
    for event in game.redact(events, 0):
        if isinstance(event, Moved):
            assert len(event.cards) == 1 and HAND in (event.frm, event.to)
            assert event.cards[0] is not None, "a card moving through the hand is seen"


def play_checked_game(options: dict, seed: int, choices: random.Random) -> SolitarioEspanol:
    game = new(options, seed)
    for event in game.redact(game.opening_events, 0):
        if isinstance(event, Dealt) and event.to != HAND:
            assert event.card is None
    reveals = 0
    for step in range(MAX_ACTIONS):
        if not game.actors():
            break
        check_position(game)
        if step % 3 == 0:  # the costlier checks on a sample of positions
            check_refusals(game, choices)
            check_json(game)
            world = game.determinize(0, random.Random(step))
            assert world.view(0) == game.view(0)
            assert Counter(world.all_cards()) == Counter(game.deck)
            assert world.legal_actions(0) == game.legal_actions(0)
        act = choices.choice(game.legal_actions(0))
        reveals += isinstance(act, Reveal)
        twin = game.clone()
        up_before = face_up(game)
        events = game.apply(0, act)
        assert twin.apply(0, act) == events and state_digest(twin) == state_digest(game)
        check_events(game, events, up_before)
    assert not game.actors(), "the game did not end"
    check_end(game, reveals)
    return game


def check_end(game: SolitarioEspanol, reveals: int) -> None:
    down = sum(1 for r in range(ROWS) for c, card in enumerate(game.grid[r])
               if card and not game.up[r][c])
    assert game.outcome().winners == (() if down else (0,))
    if game.reyes_perdidos:
        assert reveals == 4 and all(card is None for card in game.start)
        assert sum(game.up[r][-1] for r in range(ROWS)) == 4, "every Rey placed"
    elif game.intercambio:
        assert all(card.rank == 12 for card in game.hand)
    else:
        assert reveals <= 6 and game.hand == []
        assert game.chips == 0 or down == 0


OPTIONS = st.sampled_from(COMBINATIONS)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(options=OPTIONS, seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32))
def test_invariants_hold_in_random_games(options, seed, choice_seed):
    assert_replays_alike(play_checked_game(options, seed, random.Random(choice_seed)))


@pytest.mark.slow
@settings(max_examples=1000, deadline=None)
@given(options=OPTIONS, seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32))
def test_invariants_hold_in_many_random_games(options, seed, choice_seed):
    play_checked_game(options, seed, random.Random(choice_seed))


@pytest.mark.parametrize("options", COMBINATIONS, ids=name)
def test_every_combination_plays_to_its_end(options):
    for seed in range(3):
        play_checked_game(options, seed, random.Random(seed))


@pytest.mark.parametrize("options", COMBINATIONS, ids=name)
def test_a_clone_is_independent(options):
    game = new(options, 9)
    if not game.actors():  # Intercambio dealt the four Reyes to the hand
        return
    before = state_digest(game)
    copy = game.clone()
    copy.apply(0, copy.legal_actions(0)[0])
    assert state_digest(copy) != before and len(copy.history) == 1
    assert state_digest(game) == before and game.history == []


def test_the_match_over_refuses_every_action():
    game = new(COMBINATIONS[0], 1)
    rng = random.Random(1)
    while game.actors():
        game.apply(0, rng.choice(game.legal_actions(0)))
    with pytest.raises(IllegalAction, match="over"):
        game.apply(0, game.history[-1][1])


def test_some_games_are_won_in_every_layout():
    """Random play wins now and then, so the win is reachable in each layout."""
    for options in COMBINATIONS:
        wins = 0
        for seed in range(300):
            game = new(options, seed)
            rng = random.Random(seed)
            while game.actors():
                game.apply(0, rng.choice(game.legal_actions(0)))
            wins += bool(game.outcome().winners)
        assert wins > 0, name(options)
