"""El Truco's computer players: the greedy player and its styles, the search's reading of a
rival (worlds that respect what was shown, beliefs from calls, the rival played as he plays),
the benchmark's exploit players and the words of a call."""

from __future__ import annotations

import random

import pytest

from naipes_pg.ai import ismcts
from naipes_pg.ai.agents import RandomAgent, make_agent
from naipes_pg.ai.explain import Audience, explain
from naipes_pg.ai.greedy_truco import (
    DECLINER,
    GREEDY,
    RAISER,
    Decliner,
    GreedyTruco,
    Raiser,
    dealt_strength,
    envido_rank,
    hand_strength,
    win_chance,
)
from naipes_pg.ai.phrases import Phrase
from naipes_pg.ai.truco_plan import (
    PLAN,
    Profile,
    beliefs,
    honest,
    read_profile,
    rival_style,
    rivals,
)
from naipes_pg.cards import SPANISH_40, parse, parse_many
from naipes_pg.i18n import set_language
from naipes_pg.rules.base import Call, PlayCard
from naipes_pg.rules.truco import CALLS, Truco, envido_value, flor_value
from naipes_pg.ui.phrasing import say

QUIERO, NO_QUIERO, PASO = CALLS["quiero"], CALLS["no_quiero"], CALLS["paso"]


def deal(mano: str, pie: str, seed: int = 0) -> list[str]:
    """A deck (top first) that deals ``mano`` to seat 1 and ``pie`` to seat 0 (dealer 0)."""
    a, b = parse_many(mano), parse_many(pie)
    rest = [c for c in SPANISH_40 if c not in a + b]
    random.Random(seed).shuffle(rest)
    return [str(c) for pair in zip(a, b, strict=True) for c in pair] + [str(c) for c in rest]


def hand(mano: str, pie: str, **options) -> Truco:
    """A match whose first hand deals ``mano`` to seat 1 (mano) and ``pie`` to seat 0."""
    decks = [deal(mano, pie, n) for n in range(60)]
    return Truco(options, 0, decks=decks, first_dealer=0)


def play_out(game: Truco, players: list) -> None:
    while game.actors():
        seat = game.actors()[0]
        act = players[seat].choose(game, seat)
        assert game.is_legal(seat, act), act
        game.apply(seat, act)


# ------------------------------------------------------------------ the greedy player


@pytest.mark.parametrize("style", [GREEDY, RAISER, DECLINER], ids=["greedy", "raiser", "decliner"])
def test_every_style_plays_legal_moves_to_the_end(style):
    for seed in range(4):
        for options in ({}, {"target": 15, "flor": False}, {"standard_envido": True}):
            game = Truco(options, seed)
            play_out(game, [GreedyTruco(seed, style), GreedyTruco(seed + 1)])
            assert game.outcome() is not None


def test_the_greedy_player_never_reads_a_hidden_card():
    rng = random.Random(5)
    for seed in range(6):
        game = Truco({}, seed)
        while game.actors():
            seat = game.actors()[0]
            world = game.determinize(seat, random.Random(rng.random()))
            assert GreedyTruco(3).choose(world, seat) == GreedyTruco(3).choose(game, seat)
            game.apply(seat, rng.choice(game.legal_actions(seat)))


def test_the_greedy_player_beats_random_play_clearly():
    won = 0.0
    for seed in range(30):
        game = Truco({"target": 15}, seed)
        me = seed % 2
        players = [RandomAgent(seed), RandomAgent(seed)]
        players[me] = GreedyTruco(seed)
        play_out(game, players)
        won += game.outcome().returns[me]
    assert won >= 24


def test_the_greedy_player_sings_its_flor_and_answers_the_envido_by_its_value():
    game = hand("2c 5c 6c", "1e 4o 5b")
    assert GreedyTruco().choose(game, 1) == CALLS["flor"]
    game = hand("4o 5b 6e", "6o 7o 1b", flor=False)  # pie holds 33
    game.apply(1, CALLS["envido"])
    assert GreedyTruco().choose(game, 0) != NO_QUIERO
    game = hand("6o 7o 1b", "4o 5b 6e", flor=False)  # pie holds 6
    game.apply(1, CALLS["envido"])
    assert GreedyTruco().choose(game, 0) == NO_QUIERO


def test_the_greedy_player_calls_the_truco_on_the_best_cards_and_declines_on_the_worst():
    strong = hand("1e 1b 7e", "4o 4c 5b", flor=False)
    strong.apply(1, PASO)
    strong.apply(0, PASO)
    assert GreedyTruco().choose(strong, 1) == CALLS["truco"]
    weak = hand("4o 4c 5b", "1e 1b 7e", flor=False)
    weak.apply(1, PASO)
    weak.apply(0, PASO)
    weak.apply(1, PlayCard(parse("5b"), "played:1"))
    weak.apply(0, CALLS["truco"])
    assert GreedyTruco().choose(weak, 1) == NO_QUIERO


def test_a_card_that_answers_wins_as_cheaply_as_it_can():
    game = hand("3o 4c 5b", "Rc 2o 1e", flor=False)
    game.apply(1, PASO)
    game.apply(0, PASO)
    game.apply(1, PlayCard(parse("3o"), "played:1"))  # class 10: 2o cannot, 1e can
    assert GreedyTruco().card(game, 0) == PlayCard(parse("1e"), "played:0")
    game = hand("Sc 4c 5b", "Rc 2o 1e", flor=False)
    game.apply(1, PASO)
    game.apply(0, PASO)
    game.apply(1, PlayCard(parse("Sc"), "played:1"))  # the Rey is enough
    assert GreedyTruco().card(game, 0) == PlayCard(parse("Rc"), "played:0")


def test_the_chance_of_the_hand_follows_the_cards():
    best = hand("1e 1b 7e", "4o 4c 5b", flor=False)
    worst = hand("4o 4c 5b", "1e 1b 7e", flor=False)
    assert win_chance(best, 1) > 0.9 > 0.2 > win_chance(worst, 1)
    assert hand_strength(parse_many("1e 1b 7e")) > 0.99
    assert hand_strength(parse_many("4o 4c 5b")) < 0.01
    assert envido_rank(33) > envido_rank(27) > envido_rank(7)


def test_the_exploit_players_are_made_by_name_and_do_what_they_say():
    assert isinstance(make_agent("raiser", "truco", 1), Raiser)
    assert isinstance(make_agent("decliner", "truco", 1), Decliner)
    with pytest.raises(ValueError):
        make_agent("raiser", "brisca", 1)
    game = hand("4o 4c 5b", "1e 1b 7e", flor=False)
    game.apply(1, CALLS["envido"])
    assert Decliner().choose(game, 0) == NO_QUIERO
    assert Raiser().choose(game, 0) == CALLS["real_envido"]


def test_a_bluff_is_measured_against_the_hand_it_was_made_with():
    game = hand("4o 4c 5b", "1e 1b 7e", flor=False)
    assert dealt_strength(game, 1, "truco") < 0.5 < dealt_strength(game, 0, "truco")
    assert dealt_strength(game, 1, "envido") == envido_rank(5)


# ------------------------------------------------------------------ worlds and beliefs


def test_worlds_keep_the_envido_value_the_rival_showed():
    game = hand("6o 7o Rb", "4e 5b 2c", flor=False)  # mano 33
    game.apply(1, CALLS["envido"])
    game.apply(0, QUIERO)
    shown = game.envido_values[1]
    rng = random.Random(1)
    for _ in range(40):
        world = game.determinize(0, rng)
        assert envido_value(world.held(1)) == shown
        assert sorted(world.all_cards()) == sorted(SPANISH_40)


def test_worlds_keep_a_flor_sung_and_its_value_at_a_flor_flor():
    game = hand("2c 5c 6c", "1e 4o 5b")
    game.apply(1, CALLS["flor"])  # pie holds no flor: +3 at once, and it is seen
    rng = random.Random(2)
    for _ in range(30):
        world = game.determinize(0, rng)
        assert len({c.suit for c in world.held(1)}) == 1
    game = hand("2c 5c 6c", "1o 4o 5o")
    game.apply(1, CALLS["flor"])
    game.apply(0, CALLS["flor_flor"])
    for _ in range(30):
        world = game.determinize(1, rng)
        assert flor_value(world.held(0)) == flor_value(parse_many("1o 4o 5o"))


def finished_hands(calls_per_hand: list[list[str]], seat: int = 0) -> Truco:
    """A match after some hands in which ``seat`` (the dealer, pie in the first hand) made the
    given calls, read by the profile from the hands' public calls."""
    game = Truco({}, 0)
    game.results = [{"calls": [[seat, name] for name in calls], "mano": 1 - seat}
                    for calls in calls_per_hand]
    return game


def test_a_rival_s_rates_are_read_from_the_match_s_calls():
    always = finished_hands([["truco"]] * 12)
    never = Truco({}, 0)
    never.results = [{"calls": [[1, "truco"], [0, "no_quiero"]], "mano": 1}] * 12
    assert read_profile(always, 0).truco > 0.85
    assert read_profile(never, 0).accept < 0.15
    assert read_profile(never, 1).truco > 0.85
    raiser = Truco({}, 0)
    raiser.results = [{"calls": [[1, "truco"], [0, "retruco"], [1, "quiero"]], "mano": 1}] * 12
    assert read_profile(raiser, 0).raise_ > 0.85 > 0.15 > read_profile(raiser, 1).raise_


def test_a_rare_call_makes_strong_hands_likelier_and_a_constant_one_says_nothing():
    def weights(rate: float) -> tuple[float, float]:
        game = hand("1e 1b 7e", "4o 4c 5b", flor=False)
        game.results = [{"calls": [[1, "truco"] if rate > 0.5 else [1, "paso"]], "mano": 1}
                        for _ in range(12)]
        game.apply(1, PASO)
        game.apply(0, PASO)
        game.apply(1, CALLS["truco"])
        weigh = beliefs(game, 0, 1.0)
        strong, weak = game.clone(), game.clone()
        weak.hands[1] = parse_many("4e 5o 6c")
        return weigh(strong), weigh(weak)

    strong, weak = weights(0.0)  # he never opens the truco: now he does
    assert strong > 5 * weak
    strong, weak = weights(1.0)  # he always does
    assert strong < 1.5 * weak


def test_the_rival_is_played_with_the_nerve_he_has_shown():
    bold = rival_style(Profile(truco=1.0, accept=1.0, envido=1.0, envido_accept=1.0,
                               raise_=1.0))
    assert bold.always_raise and bold.call == 0 and bold.accept == 0
    timid = rival_style(Profile(truco=0.0, accept=0.0, envido=0.0, envido_accept=0.0))
    assert timid.accept > 1 and timid.accept_envido > 40
    game = finished_hands([["truco"]] * 3)
    assert isinstance(rivals(game, 1, 0, 1.0), GreedyTruco)
    assert rivals(game, 1, 0, 0.5) is None  # Normal reads less
    assert rivals(Truco({}, 0), 1, 0, 1.0) is None  # nothing seen yet


def test_the_search_deals_worlds_as_likely_as_the_beliefs_make_them():
    game = hand("4o 4c 5b", "1e 1b 7e", flor=False)
    game.apply(1, PASO)
    game.apply(0, PASO)
    ace = parse("1e")

    def holds_the_ace(world) -> float:
        return 1.0 if ace in world.held(0) else 0.0

    plan = ismcts.Plan(PLAN.valuation, paired=True, depth=1,
                       beliefs=lambda g, s, r: holds_the_ace)
    search = ismcts.Search(game, 1, iterations=10, seed=1, plan=plan)
    dealt = [search._deal() for _ in range(60)]
    assert sum(ace in w.held(0) for w in dealt) > 15  # 3 in 37 by chance alone: about 5
    plain = ismcts.Search(game, 1, iterations=10, seed=1, plan=plan, reads=0.0)
    assert plain.weight is None


def test_rollouts_play_the_rival_with_his_model():
    game = hand("4o 4c 5b", "1e 1b 7e", flor=False)
    game.apply(1, PASO)
    game.apply(0, PASO)
    game.apply(1, PlayCard(parse("5b"), "played:1"))
    game.apply(0, CALLS["truco"])  # seat 1 answers next
    rollout = ismcts.Rollout("truco", PLAN, {1: Decliner()})
    world = game.clone()
    rollout.play(world, PLAN.valuation(game), seed=3)
    assert world.results[-1]["how"] == "declined"
    game.results = [{"calls": [[1, "no_quiero"]], "mano": 1}]
    search = ismcts.Search(game, 1, iterations=10, seed=1, plan=PLAN)
    assert set(search.rollout.models) == {0}


# ------------------------------------------------------------------ in words


def words(phrase: Phrase) -> str:
    set_language("es")
    return say(phrase)


def test_a_hint_for_a_truco_names_the_best_card_and_watching_names_none():
    game = hand("1e 4c 5b", "Rc 2o 6e", flor=False)
    game.apply(1, PASO)
    game.apply(0, PASO)
    hint = words(explain(game, 1, CALLS["truco"], Audience(you=1)))
    assert "el ancho de espadas" in hint
    watched = words(explain(game, 1, CALLS["truco"], Audience(you=0)))
    assert "espadas" not in watched


def test_a_hint_to_decline_the_envido_says_the_value():
    game = hand("1e 4c 6b", "Rc 2o 5e", flor=False)  # pie holds 5
    game.apply(1, CALLS["envido"])
    assert "5" in words(explain(game, 0, NO_QUIERO, Audience(you=0)))


def test_calls_are_actions_the_greedy_player_knows():
    assert all(isinstance(c, Call) for c in CALLS.values())


def test_beliefs_weigh_a_hand_in_which_the_rival_raised():
    game = hand("4o 4c 5b", "1e 1b 7e", flor=False)
    game.apply(1, CALLS["envido"])
    game.apply(0, CALLS["real_envido"])
    weigh = beliefs(game, 1, 1.0)
    assert 0 < weigh(game) <= 1


def test_only_the_top_level_bluffs():
    """On the poorest hand, a level that reads its rival less than fully never weighs a call
    the honest greedy player would not make; Difícil does."""
    game = hand("4o 5c 6e", "1e 1b 7e", flor=False)
    game.apply(1, PASO)
    game.apply(0, PASO)
    assert honest(game, 1, game.legal_actions(1)) == [
        a for a in game.legal_actions(1) if a != CALLS["truco"]]
    for reads, weighed in ((0.0, False), (0.5, False), (1.0, True)):
        search = ismcts.Search(game, 1, iterations=10, seed=1, plan=PLAN, reads=reads)
        assert (CALLS["truco"] in search.actions) == weighed
        search.step(10)
        assert search.best_action() in search.actions
