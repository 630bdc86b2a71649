"""El Truco's invariants (RULES.md §6.9) over many random matches, every award checked against
the call tables as reckoned here, from the events and the cards dealt, apart from the module."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_truco import RULES_CLASS, tantos

from naipes_pg.cards import SPANISH_40, Card
from naipes_pg.rules.base import Call, PlayCard, action_from_json, action_to_json
from naipes_pg.rules.events import (
    Announced,
    Dealt,
    HandOver,
    HandStarted,
    MatchOver,
    Moved,
    Scored,
)
from naipes_pg.rules.record import state_digest
from naipes_pg.rules.truco import Truco

ENVIDO_LADDER = ("envido", "real_envido", "envido_envido", "falta_envido")
TRUCO_LADDER = ("truco", "retruco", "vale_cuatro")
ENVIDO_QUIERO = {"envido": 2, "real_envido": 3, "envido_envido": 4}  # the falta: rule 6
ENVIDO_DECLINED = {"envido": 1, "real_envido": 1, "envido_envido": 2, "falta_envido": 7}
TRUCO_QUIERO = {"truco": 2, "retruco": 3, "vale_cuatro": 4}
TRUCO_DECLINED = {"truco": 1, "retruco": 2, "vale_cuatro": 3}
ENVIDO_WHYS = {"envido", "envido_declined", "flor", "flor_flor"}
TRUCO_WHYS = {"truco", "truco_declined"}
CALL_NAMES = ("paso", *ENVIDO_LADDER, "flor", "flor_flor", *TRUCO_LADDER, "quiero", "no_quiero")
MAX_HANDS = 59  # 6.9: every hand but the last gives a point at least
MAX_ACTIONS = 5000


@st.composite
def match_options(draw) -> dict:
    return {"target": draw(st.sampled_from((30, 15))), "flor": draw(st.booleans()),
            "standard_envido": draw(st.booleans())}


def falta(loser: int, target: int) -> int:
    """Rule 6, rule 15."""
    return (15 if target == 15 or loser < 15 else 30) - loser


def decided(bazas: list[int | None], mano: int) -> int | None:
    """Rule 11 reckoned here: the hand's winner from the bazas played, or None."""
    won = [b for b in bazas if b is not None]
    for seat in (0, 1):
        if won.count(seat) >= 2:
            return seat
    if len(bazas) < 2:
        return None
    if bazas[0] is None:
        settled = next((b for b in bazas[1:] if b is not None), None)
        return settled if settled is not None else (mano if len(bazas) == 3 else None)
    if bazas[1] is None or (len(bazas) == 3 and bazas[2] is None):
        return bazas[0]
    return None


def has_cards(value) -> bool:
    if isinstance(value, Card):
        return True
    if isinstance(value, (list, tuple)):
        return any(map(has_cards, value))
    if isinstance(value, dict):
        return any(map(has_cards, value.values()))
    return False


class Reckoner:
    """Follows a match's events and says what each award should be by the rules."""

    def __init__(self, options: dict) -> None:
        self.target = options["target"]
        self.flor_on = options["flor"]
        self.standard = options["standard_envido"]
        self.scores = [0, 0]
        self.hands = 0
        self.dealer: int | None = None
        self.largest = 0
        self.over = False
        self.seen: Counter = Counter()  # whys, ways a hand ended and calls, for coverage

    # -- a hand ----------------------------------------------------------------------------

    def start(self, event: HandStarted) -> None:
        assert event.number == self.hands
        if self.dealer is not None:
            assert event.dealer == 1 - self.dealer  # the deal alternates
        self.dealer, self.mano = event.dealer, 1 - event.dealer
        self.held: dict[int, list[Card]] = {0: [], 1: []}
        self.dealt: dict[int, list[Card]] = {0: [], 1: []}
        self.played = [0, 0]
        self.baza: list[tuple[int, Card]] = []
        self.bazas: list[int | None] = []
        self.leader = self.mano
        self.passes = 0
        self.envido_over = False
        self.envido_pending: tuple[str, int] | None = None
        self.envido_wanted: str | None = None
        self.flor_caller: int | None = None
        self.truco_pending: tuple[str, int] | None = None
        self.truco_accepted: str | None = None
        self.raise_right: int | None = None
        self.expected: tuple[int, int, str] | None = None
        self.hand_points = [0, 0]
        self.envido_points = [0, 0]
        self.awards: Counter = Counter()
        self.hand_calls: list[str] = []

    def deal(self, event: Dealt) -> None:
        count = len(self.dealt[0]) + len(self.dealt[1])
        seat = self.mano if count % 2 == 0 else self.dealer
        assert event.to == f"hand:{seat}" and event.frm == "stock" and count < 6
        self.dealt[seat].append(event.card)
        self.held[seat].append(event.card)

    def move(self, event: Moved) -> None:
        seat = event.seat
        assert (event.frm, event.to) == (f"hand:{seat}", f"played:{seat}")
        (card,) = event.cards
        assert self.envido_over and self.truco_pending is None
        assert seat == (self.leader if not self.baza else 1 - self.baza[0][0])
        self.held[seat].remove(card)
        self.played[seat] += 1
        assert self.played[seat] <= 3  # 6.9
        self.baza.append((seat, card))
        if len(self.baza) == 2:
            (first, a), (second, b) = self.baza
            winner = None if RULES_CLASS[a] == RULES_CLASS[b] else (
                first if RULES_CLASS[a] > RULES_CLASS[b] else second)
            self.bazas.append(winner)
            self.leader = first if winner is None else winner  # rule 10, TR-6
            self.baza = []

    # -- calls -----------------------------------------------------------------------------

    def announce(self, event: Announced) -> None:
        kind, seat, data = event.kind, event.seat, event.data
        assert not has_cards(data)  # values are shown, never cards
        self.seen[kind] += 1
        if kind in ENVIDO_LADDER:
            assert not self.envido_over and self.flor_caller is None  # TR-12
            if self.envido_pending is None:
                assert kind == "envido"  # TR-1
            else:
                name, caller = self.envido_pending
                assert kind == ENVIDO_LADDER[ENVIDO_LADDER.index(name) + 1] and seat != caller
            self.envido_pending = (kind, seat)
        elif kind == "flor":
            assert self.flor_on and not self.envido_over and self.flor_caller is None
            assert len({c.suit for c in self.dealt[seat]}) == 1
            self.envido_pending = None  # cancelled without points (rule 7)
            self.flor_caller = seat
        elif kind == "flor_flor":
            assert self.flor_caller is not None and seat != self.flor_caller
            assert len({c.suit for c in self.dealt[seat]}) == 1
        elif kind in TRUCO_LADDER:
            self.truco_call(kind, seat)
        elif kind == "quiero":
            self.accept(seat)
        elif kind == "no_quiero":
            self.decline(seat)
        elif kind == "paso":
            if self.flor_caller is None:
                assert not self.envido_over and self.envido_pending is None
                self.passes += 1
                self.envido_over = self.passes == 2
        elif kind == "envido_values":
            self.envido_shown(seat, data)
        elif kind == "flor_values":
            values = [20 + sum(c.rank if c.rank <= 7 else 0 for c in self.dealt[s])
                      for s in (0, 1)]  # the envido values of the three cards [TR-5]
            assert data["values"] == values and data["mano"] == self.mano
            winner = self.better(values)
            assert seat == winner and data["points"] == 6
            self.expected = (winner, 6, "flor_flor")
        elif kind == "parda":
            assert self.bazas and self.bazas[-1] is None and not self.baza
            assert data == {"baza": len(self.bazas) - 1} and seat is None
        else:
            raise AssertionError(f"unknown announcement {kind}")

    def truco_call(self, kind: str, seat: int) -> None:
        assert self.envido_over and self.envido_pending is None  # TR-12
        if self.truco_pending is not None:  # a raise answers and accepts the call below
            name, caller = self.truco_pending
            assert kind == TRUCO_LADDER[TRUCO_LADDER.index(name) + 1] and seat != caller
            self.truco_accepted = name
        elif self.truco_accepted is None:
            assert kind == "truco" and self.seen_truco_hand() == 1
        else:  # a later raise, by the one who accepted (rule 12, TR-8)
            assert kind == TRUCO_LADDER[TRUCO_LADDER.index(self.truco_accepted) + 1]
            assert seat == self.raise_right
        self.truco_pending = (kind, seat)

    def seen_truco_hand(self) -> int:
        return self.hand_calls.count("truco")

    def accept(self, seat: int) -> None:
        if self.envido_pending is not None:
            name, caller = self.envido_pending
            assert seat != caller
            self.envido_wanted, self.envido_pending = name, None
            self.envido_over = True
        else:
            assert self.truco_pending is not None
            name, caller = self.truco_pending
            assert seat != caller
            self.truco_accepted, self.raise_right, self.truco_pending = name, seat, None

    def decline(self, seat: int) -> None:
        if self.envido_pending is not None:
            name, caller = self.envido_pending
            self.expected = (caller, ENVIDO_DECLINED[name], "envido_declined")
            self.envido_pending, self.envido_over = None, True
        else:
            assert self.truco_pending is not None
            name, caller = self.truco_pending
            assert seat != caller
            self.expected = (caller, TRUCO_DECLINED[name], "truco_declined")

    def better(self, values: list[int]) -> int:
        """The higher value's seat, a tie to mano (TR-2, rule 7)."""
        if values[0] == values[1]:
            return self.mano
        return 0 if values[0] > values[1] else 1

    def envido_shown(self, seat: int, data: dict) -> None:
        name = self.envido_wanted
        assert name is not None and data["call"] == name
        values = [tantos(self.dealt[s], self.standard) for s in (0, 1)]
        assert data["values"] == values and data["mano"] == self.mano
        winner = self.better(values)
        assert seat == winner
        if name == "falta_envido":
            loser = self.scores[1 - winner]
            won = falta(loser, self.target)
            assert data["falta_loser_score"] == loser
            assert data["falta_limit"] == (15 if self.target == 15 or loser < 15 else 30)
        else:
            won = ENVIDO_QUIERO[name]
        assert data["points"] == won
        self.expected = (winner, won, "envido")

    # -- points ----------------------------------------------------------------------------

    def score(self, event: Scored) -> None:
        award = (event.seat, event.points, event.why)
        assert max(self.scores) < self.target, "a point after the match was won"
        if event.why in ("envido", "envido_declined", "flor_flor", "truco_declined"):
            assert award == self.expected
            self.expected = None
        elif event.why == "flor":
            assert award == (self.flor_caller, 3, "flor")
        elif event.why == "truco":
            assert self.truco_pending is None
            assert award == (decided(self.bazas, self.mano),
                             TRUCO_QUIERO.get(self.truco_accepted, 1), "truco")
        else:
            raise AssertionError(f"unknown award {event.why}")
        if event.why in ENVIDO_WHYS:
            self.envido_over = True
            self.envido_points[event.seat] += event.points
        self.awards["envido" if event.why in ENVIDO_WHYS else "truco"] += 1
        assert self.awards["envido"] <= 1 and self.awards["truco"] <= 1  # 6.9
        self.seen[event.why] += 1
        self.scores[event.seat] += event.points
        self.hand_points[event.seat] += event.points
        self.largest = max(self.largest, event.points)

    def end(self, event: HandOver) -> None:
        results = event.results
        how = results["how"]
        self.seen[f"how:{how}"] += 1
        assert event.number == self.hands and results["bazas"] == self.bazas
        assert (results["dealer"], results["mano"]) == (self.dealer, self.mano)
        assert results["scores"] == self.scores and results["points"] == self.hand_points
        assert results["envido"] == self.envido_points
        assert results["truco"] == self.truco_accepted
        winner = decided(self.bazas, self.mano)
        if how == "bazas":  # ended at the first baza deciding it (TR-14), one truco award
            assert winner is not None and decided(self.bazas[:-1], self.mano) is None
            assert self.awards["truco"] == 1 and results["winner"] == winner
            assert event.winners == (winner,)
        elif how == "declined":
            assert winner is None and self.awards["truco"] == 1
            assert results["winner"] == self.truco_pending[1]
        else:  # cut short by the match's end: no truco points
            assert how == "match" and self.awards["truco"] == 0
            assert max(self.scores) >= self.target
        if max(self.scores) < self.target:
            assert sum(self.hand_points) >= 1  # every hand but the last
        self.hands += 1
        assert self.hands <= MAX_HANDS

    def finish(self, event: MatchOver) -> None:
        outcome = event.outcome
        (winner,) = outcome.winners
        assert self.scores[winner] >= self.target > self.scores[1 - winner]
        assert outcome.scores == tuple(self.scores) and outcome.reason == "target"
        assert outcome.returns[winner] == 1 and outcome.returns[1 - winner] == 0
        # the score passes the target by less than the largest single award
        assert self.scores[winner] <= self.target - 1 + self.largest
        self.over = True

    def feed(self, events) -> None:
        for event in events:
            assert not self.over
            if isinstance(event, HandStarted):
                self.start(event)
            elif isinstance(event, Dealt):
                self.deal(event)
            elif isinstance(event, Moved):
                self.move(event)
            elif isinstance(event, Announced):
                if event.kind in CALL_NAMES:
                    self.hand_calls.append(event.kind)
                self.announce(event)
            elif isinstance(event, Scored):
                self.score(event)
            elif isinstance(event, HandOver):
                self.end(event)
            elif isinstance(event, MatchOver):
                self.finish(event)
            else:
                raise AssertionError(f"unexpected event {event}")


# ------------------------------------------------------------------ checks before each action


def check_position(game: Truco, reckoner: Reckoner, rng: random.Random) -> None:
    zones = game.zones()
    assert Counter(game.all_cards()) == Counter(SPANISH_40) and len(game.all_cards()) == 40
    assert len(zones["stock"]) == 34
    for seat in (0, 1):
        assert len(zones[f"hand:{seat}"]) + len(zones[f"played:{seat}"]) == 3
    info = game.info()
    (seat,) = game.actors()  # exactly one actor until the match ends
    assert info["stage_seat"] == seat and game.legal_actions(1 - seat) == []
    assert info["scores"] == reckoner.scores  # the sum of the Scored events
    assert info["mano"] == reckoner.mano and info["bazas"] == reckoner.bazas
    legal = game.legal_actions(seat)
    assert legal and len(set(legal)) == len(legal)
    for act in legal:  # every action through JSON and back
        assert action_from_json(json.loads(json.dumps(action_to_json(act)))) == act
    for viewer in (None, 0, 1):  # never the rival's hand, never the stock
        seen = game.view(viewer).zones
        assert seen["stock"] == [None] * 34
        for owner in (0, 1):
            hand = seen[f"hand:{owner}"]
            assert hand == (zones[f"hand:{owner}"] if owner == viewer else [None] * len(hand))
            assert seen[f"played:{owner}"] == zones[f"played:{owner}"]
    if rng.random() < 0.2:  # the quick check of one action agrees with the list
        tries = [Call(name) for name in CALL_NAMES]
        tries += [PlayCard(card, f"played:{s}") for card in SPANISH_40 for s in (0, 1)]
        for act in tries:
            assert game.is_legal(seat, act) == (act in legal), act


def check_hand_over(game: Truco, events) -> None:
    """Cards never played stay hidden in the hand's end as each viewer gets it."""
    for over in (e for e in events if isinstance(e, HandOver)):
        for viewer in (None, 0, 1):
            (seen,) = game.redact([over], viewer)
            assert seen.piles["stock"] == (None,) * len(over.piles["stock"])
            for owner in (0, 1):
                hand, real = seen.piles[f"hand:{owner}"], over.piles[f"hand:{owner}"]
                assert hand == (real if owner == viewer else (None,) * len(real))
                assert seen.piles[f"played:{owner}"] == over.piles[f"played:{owner}"]


def play_checked_match(seed: int, choices: random.Random, options: dict,
                       decks: list[list[Card]] | None = None) -> Reckoner:
    game = Truco(options, seed, decks=decks)
    reckoner = Reckoner(options)
    reckoner.feed(game.opening_events)
    for _ in range(MAX_ACTIONS):
        if not game.actors():
            break
        check_position(game, reckoner, choices)
        seat = game.actors()[0]
        events = game.apply(seat, choices.choice(game.legal_actions(seat)))
        reckoner.feed(events)
        check_hand_over(game, events)
    assert reckoner.over and game.actors() == () and game.outcome() is not None
    again = Truco(options, seed, decks=decks)  # (options, seed, history) replays the match
    for seat, act in game.history:
        again.apply(seat, act)
    assert state_digest(again) == state_digest(game) and again.zones() == game.zones()
    assert again.info() == game.info() and again.outcome() == game.outcome()
    return reckoner


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32), options=match_options())
def test_invariants_hold_in_random_matches(seed, choice_seed, options):
    play_checked_match(seed, random.Random(choice_seed), options)


def test_random_matches_reach_every_kind_of_call_award_and_ending():
    """The matches above are not all alike: across a few, every call, award and way of ending
    a hand occurs (Flor/Flor, rarer, is left to test_truco)."""
    seen: Counter = Counter()
    for seed in range(24):
        options = {"target": (30, 15)[seed % 2], "flor": seed % 4 < 2,
                   "standard_envido": seed % 3 == 0}
        seen += play_checked_match(seed, random.Random(seed), options).seen
    wanted = {*CALL_NAMES, "envido_values", "parda", "envido", "envido_declined", "flor",
              "truco", "truco_declined", "how:bazas", "how:declined", "how:match"}
    assert wanted - {"flor_flor"} <= set(seen), sorted(wanted - set(seen))


def flor_decks(rng: random.Random) -> list[list[Card]]:
    """Decks, top first, for a whole match whose first hand deals both players flor."""
    mano_suit, pie_suit = rng.sample("oceb", 2)
    mano, pie = (rng.sample([c for c in SPANISH_40 if c.suit == suit], 3)
                 for suit in (mano_suit, pie_suit))
    top = [card for pair in zip(mano, pie, strict=True) for card in pair]
    first = top + [c for c in SPANISH_40 if c not in top]
    return [first, *(rng.sample(SPANISH_40, 40) for _ in range(MAX_HANDS))]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(deal_seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32),
       standard=st.booleans())
def test_invariants_hold_when_both_players_hold_flor(deal_seed, choice_seed, standard):
    options = {"target": 30, "flor": True, "standard_envido": standard}
    decks = flor_decks(random.Random(deal_seed))
    play_checked_match(0, random.Random(choice_seed), options, decks)


def test_flor_against_flor_is_reached():
    """The matches above do come to Flor/Flor, and to a flor passed."""
    seen: Counter = Counter()
    for seed in range(12):
        rng = random.Random(seed)
        options = {"target": 15, "flor": True, "standard_envido": False}
        seen += play_checked_match(seed, rng, options, flor_decks(rng)).seen
    assert seen["flor_flor"] and seen["flor_values"] and seen["flor"], seen


@pytest.mark.slow
@settings(max_examples=1500, deadline=None)
@given(seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32), options=match_options())
def test_invariants_hold_in_many_random_matches(seed, choice_seed, options):
    play_checked_match(seed, random.Random(choice_seed), options)
