"""Computer reflexes (RULES.md 0.6, ai/reflex.py): delays in each level's range, mistakes at
each level's rate, one plan per trigger, exact ties ordered by the driver and recorded, real-time
matches on simulated time that end and replay, and Difícil quicker than Fácil in face-offs.

The real figures: ``naipes selfplay granja --players 2 --agents dificil,facil --matches 20``
(and ``--players 4``, and ``nervioso``) prints the face-offs each level won against the other.
"""

from __future__ import annotations

import random
import re
from dataclasses import replace
from typing import Any

import pytest

from naipes_pg.ai import make_agent
from naipes_pg.ai.agents import REFLEX_POLICIES, policy_for
from naipes_pg.ai.reflex import (
    LEVELS,
    Cue,
    Duel,
    RandomPresser,
    ReflexAgent,
    Reflexes,
    play_realtime,
)
from naipes_pg.ai.reflex_escoba import EscobaRace
from naipes_pg.rules.base import CLOCK, Game, GameSpec, OptionSpec, Outcome, Slap, Tick, View
from naipes_pg.rules.events import Announced, Event
from naipes_pg.rules.record import from_record, state_digest, to_record
from naipes_pg.rules.registry import GAMES, new_game
from naipes_pg.selfplay import run_selfplay

# ------------------------------------------------------------------ a toy real-time game


class Bell(Game):
    """A bell rings every second while no window is open; the first slap within 1 s of a ring
    scores a point, a slap with no window open loses one. First to ``target`` points wins."""

    spec = GameSpec("bell", "Campana", "Bell", (2, 4), "none", realtime=True,
                    options=(OptionSpec("players", 2, minimum=2, maximum=4),
                             OptionSpec("target", 3, minimum=1, maximum=50)))
    RING, WINDOW = 1000, 1000

    def _setup(self) -> list[Event]:
        self.clock, self.points = 0, [0] * self.players
        self.next_ring, self.opened = self.RING, None  # opened: the ring of the open window
        return []

    def actors(self) -> tuple[int, ...]:
        return () if self.outcome() else (*range(self.players), CLOCK)

    def _legal_actions(self, seat: int) -> list[Any]:
        if seat == CLOCK:
            return [Tick(self.next_ring if self.opened is None else self.opened + self.WINDOW)]
        return [Slap(self.clock)]

    def _is_legal(self, seat: int, act: Any) -> bool:
        kind = Tick if seat == CLOCK else Slap
        return type(act) is kind and act.t >= self.clock

    def _apply(self, seat: int, act: Any) -> list[Event]:
        self.clock = act.t
        if seat == CLOCK:
            return self._time_passes(act.t)
        if self.opened is None:
            self.points[seat] -= 1
            return [Announced("wrong", seat)]
        self.points[seat] += 1
        self.opened, self.next_ring = None, act.t + self.RING
        return [Announced("won", seat)]

    def _time_passes(self, t: int) -> list[Event]:
        if self.opened is not None and t >= self.opened + self.WINDOW:
            self.opened, self.next_ring = None, self.opened + self.WINDOW + self.RING
            return [Announced("lapsed", None)]
        if self.opened is None and t >= self.next_ring:
            self.opened = self.next_ring
            return [Announced("ring", None)]
        return []

    def outcome(self) -> Outcome | None:
        target = self.options["target"]
        won = tuple(s for s, p in enumerate(self.points) if p >= target)
        if not won:
            return None
        return Outcome(won, tuple(1.0 if s in won else 0.0 for s in range(self.players)))

    def zones(self) -> dict[str, list]:
        return {}

    def info(self) -> dict[str, Any]:
        return {"opened": self.opened, "points": list(self.points), "clock": self.clock}


class BellPolicy:
    whole_game = True

    def cue(self, view: View, seat: int) -> Cue | None:
        opened = view.info["opened"]
        return None if opened is None else Cue(("ring", opened), Slap(0), wrong=(None,))

    def duels(self, events: list[Event], before: dict[str, Any]) -> list[Duel]:
        seats = range(len(before["points"]))
        return [Duel((e.seat,), tuple(s for s in seats if s != e.seat)) for e in events
                if isinstance(e, Announced) and e.kind == "won"]


def ringing(players: int = 2) -> Bell:
    game = Bell({"players": players})
    game.apply(CLOCK, Tick(1000))
    assert game.opened == 1000
    return game


def replayed(game: Bell) -> Bell:
    copy = Bell(dict(game.options), game.seed)
    for seat, act in game.history:
        copy.apply(seat, act)
    return copy


# ------------------------------------------------------------------ delays and mistakes


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_a_reaction_comes_after_a_delay_within_the_level_s_range(level):
    game, low, high = ringing(), LEVELS[level].low, LEVELS[level].high
    agent = ReflexAgent(BellPolicy(), level, seed=3)
    delays = []
    for _ in range(1000):
        planned = agent.plan(game, 0)
        if planned is not None:
            t, press = planned
            assert press == Slap(t)
            delays.append(t - game.clock)
        agent.forget(0)
    assert low <= min(delays) < low + 20 and high - 20 < max(delays) <= high


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_mistakes_come_at_about_the_level_s_rate(level):
    game, rate = ringing(), LEVELS[level].mistake
    agent = ReflexAgent(BellPolicy(), level, seed=11)
    draws = 5000
    missed = 0
    for _ in range(draws):
        missed += agent.plan(game, 0) is None  # this cue's only mistake is a missing press
        agent.forget(0)
    assert abs(missed / draws - rate) < 4 * (rate * (1 - rate) / draws) ** 0.5 + 0.002


def test_the_levels_are_those_of_the_rules():
    assert LEVELS == {"facil": Reflexes(900, 1600, 0.08), "normal": Reflexes(600, 1100, 0.03),
                      "dificil": Reflexes(350, 700, 0.01)}


def test_a_level_may_be_set_by_hand():
    agent = ReflexAgent(BellPolicy(), Reflexes(100, 100, 0.0), seed=1)
    assert agent.plan(ringing(), 1) == (1100, Slap(1100))


def test_a_turn_to_press_admits_no_mistake_where_the_cue_has_none():
    class Turns(BellPolicy):
        def cue(self, view, seat):
            return Cue(("turn", view.info["clock"]), Slap(0), pace="turn")

    agent = ReflexAgent(Turns(), Reflexes(10, 20, 1.0))
    assert agent.plan(ringing(), 0) is not None


def test_a_press_waits_for_the_end_of_a_grace_period():
    class Grace(BellPolicy):
        def cue(self, view, seat):
            return Cue("k", Slap(0), not_before=5000)

    assert ReflexAgent(Grace(), "dificil").plan(ringing(), 0) == (5000, Slap(5000))


# ------------------------------------------------------------------ one plan per trigger


def test_the_plan_is_kept_across_ticks_and_drawn_again_for_the_next_trigger():
    game = ringing()
    agent = ReflexAgent(BellPolicy(), "facil", seed=5)
    plan = agent.plan(game, 0)
    assert plan is not None and plan[0] > 1500
    for t in (1100, 1300, 1500):
        assert game.apply(CLOCK, Tick(t)) == []
        assert agent.plan(game, 0) == plan  # time passing draws nothing new
    agent.made(0)
    assert agent.plan(game, 0) is None  # made once for this trigger
    game.apply(1, Slap(1600))  # the window closes
    assert agent.plan(game, 0) is None
    game.apply(CLOCK, game.legal_actions(CLOCK)[0])  # the next ring: a new trigger
    again = agent.plan(game, 0)
    assert again is not None and again[0] - game.clock in range(900, 1601)


def test_the_agent_s_draws_never_touch_the_game_s_generator():
    game = ringing()
    state = game.rng.getstate()
    agent = ReflexAgent(BellPolicy(), "normal", seed=2)
    agent.plan(game, 0)
    assert game.rng.getstate() == state
    assert ReflexAgent(BellPolicy(), "normal", seed=2).plan(ringing(), 0) == agent.plan(game, 0)


# ------------------------------------------------------------------ the driver


def twins(delay: int = 500) -> list[ReflexAgent]:
    """Two players who always press exactly ``delay`` ms after a ring, and never err."""
    return [ReflexAgent(BellPolicy(), Reflexes(delay, delay, 0.0), seed) for seed in (1, 2)]


def test_exact_ties_are_ordered_by_the_driver_s_generator_and_recorded():
    firsts = set()
    for seed in range(12):
        game = play_realtime(Bell(), twins(), random.Random(seed))
        slaps = [(seat, act) for seat, act in game.history if seat != CLOCK]
        assert [act.t for _, act in slaps[:2]] == [1500, 1500]  # both slapped at the same ms
        firsts.add(slaps[0][0])
        again = play_realtime(Bell(), twins(), random.Random(seed))
        assert again.history == game.history  # the same generator, the same order
        assert replayed(game).info() == game.info()
    assert firsts == {0, 1}  # neither seat is favoured


def test_presses_at_a_deadline_come_before_its_tick():
    """A window open 1000..2000 is won by a slap timed 2000 (0.6: timers include their last ms)."""
    game = play_realtime(Bell({"target": 1}), twins(1000), random.Random(0))
    assert [act for _, act in game.history] == [Tick(1000), Slap(2000)]
    assert max(game.points) == 1


def test_a_timer_due_at_the_time_of_a_press_still_runs_out_then():
    """Seat 0 slaps at the very millisecond the bell is due (too soon: a wrong slap); the bell
    still rings at that millisecond, after the press, and the match goes on."""
    class Early(BellPolicy):
        def cue(self, view, seat):
            if view.info["opened"] is None and view.info["points"][seat] == 0:
                return Cue("early", Slap(0))
            return super().cue(view, seat)

    agents = [ReflexAgent(Early(), Reflexes(1000, 1000, 0.0)),
              ReflexAgent(BellPolicy(), Reflexes(100, 100, 0.0))]
    game = play_realtime(Bell({"target": 1}), agents, random.Random(0))
    assert game.history[:2] == [(0, Slap(1000)), (CLOCK, Tick(1000))]
    assert game.outcome() is not None


def test_the_driver_ticks_only_at_deadlines():
    game = play_realtime(Bell(), [ReflexAgent(BellPolicy(), "dificil", s) for s in (0, 1)],
                         random.Random(4))
    assert game.outcome() is not None
    copy = Bell(dict(game.options))
    for seat, act in game.history:
        events = copy.apply(seat, act)
        assert events or seat != CLOCK, f"a tick at {act.t} ms that brought nothing about"


def test_random_pressers_end_a_match():
    agents = [RandomPresser(BellPolicy(), seed) for seed in range(3)]
    game = play_realtime(Bell({"players": 3}), agents, random.Random(1))
    assert game.outcome() is not None


def test_the_driver_says_so_when_nobody_can_move_the_match_on():
    class Deaf(BellPolicy):
        def cue(self, view, seat):
            return None

    class Stuck(Bell):
        def _legal_actions(self, seat):
            return [Tick(self.clock)] if seat == CLOCK else [Slap(self.clock)]

    with pytest.raises(RuntimeError, match="no seat will press"):
        play_realtime(Stuck(), [ReflexAgent(Deaf(), "normal")] * 2, random.Random(0))


# ------------------------------------------------------------------ Escoba's race

RACE_SEED = 7  # its opening deal puts 15 on the table


def test_escoba_s_race_is_slapped_by_reflexes_while_the_turns_are_the_players():
    game = new_game("escoba", seed=RACE_SEED)
    agents = [make_agent("greedy", "escoba", 1), make_agent("random", "escoba", 2)]
    from naipes_pg.selfplay import play_match

    play_match(game, agents, random.Random(0))
    assert game.outcome() is not None
    race = [(seat, act) for seat, act in game.history if isinstance(act, (Slap, Tick))]
    assert race[0] == (CLOCK, Tick(0))  # the UI's tick as it shows the table sets t0
    slaps = [act.t for seat, act in race if seat != CLOCK]
    assert slaps and min(slaps) >= 0


def test_escoba_s_race_is_won_by_difficult_over_easy():
    """Not a question of seat: the quicker level takes the race from either seat."""
    won = 0
    for seed in range(40):
        game = new_game("escoba", seed=RACE_SEED)
        level = ("dificil", "facil") if seed % 2 else ("facil", "dificil")
        agents = [ReflexAgent(EscobaRace(), name, seed * 2 + s) for s, name in enumerate(level)]
        while CLOCK in game.actors():
            play_one_input(game, agents)
        slaps = [seat for seat, act in game.history if seat != CLOCK]
        won += bool(slaps) and level[slaps[0]] == "dificil"  # the first slap takes the race
    assert won >= 36


def play_one_input(game: Game, agents: list[ReflexAgent]) -> None:
    plans = [agent.plan(game, seat) for seat, agent in enumerate(agents)]
    timed = [(plan[0], seat) for seat, plan in enumerate(plans) if plan]
    tick = game.legal_actions(CLOCK)[0]
    if not timed or tick.t < min(timed)[0]:
        game.apply(CLOCK, tick)
        return
    seat = min(timed)[1]
    agents[seat].made(seat)
    game.apply(seat, plans[seat][1])


def test_escoba_without_its_race_is_a_turn_game_in_selfplay():
    summary = run_selfplay("escoba", {"reflex_race": False}, variant=None,
                           agents=["greedy", "random"], matches=2, seed=1)
    assert "faceoffs" not in summary


# ------------------------------------------------------------------ every real-time game

def real_time_cases() -> list[tuple[str, str | None, dict[str, Any]]]:
    """Every real-time game with reflexes, each variant, and each switch that keeps it timed
    (Nervioso's manual count and first-winner ending)."""
    cases = []
    for game_id in sorted(set(GAMES) & set(REFLEX_POLICIES)):
        spec = GAMES[game_id].spec
        switches = [{}] + [{o.name: not o.default} for o in spec.options
                           if isinstance(o.default, bool)]
        for variant in (None, *spec.variants):
            for options in switches:
                if new_game(game_id, options, variant=variant).realtime:
                    cases.append((game_id, variant, options))
    return cases


REALTIME = real_time_cases()


def case_id(case: Any) -> str | None:
    if isinstance(case, dict):
        return ",".join(f"{k}={v}" for k, v in case.items()) or "-"
    return None


@pytest.mark.parametrize("game_id,variant,options", REALTIME, ids=case_id)
def test_a_selfplay_match_ends_and_replays_to_the_same_digest(game_id, variant, options):
    from naipes_pg.selfplay import play_match

    spec = GAMES[game_id].spec
    if policy_for(game_id).whole_game:
        lineups, seed = (["dificil", "facil"], ["random", "normal", "greedy"]), 0
    else:  # the turns are the search's or the greedy player's: the quick ones here
        lineups, seed = (["greedy", "random"],), RACE_SEED
    for number, names in enumerate(lineups):
        players = {"players": min(spec.players[1], len(names))}
        game = new_game(game_id, {**options, **players}, seed=seed + number, variant=variant)
        agents = [make_agent(name, game_id, s) for s, name in enumerate(names)]
        play_match(game, agents, random.Random(number))
        assert game.outcome() is not None
        record = to_record(game)
        assert state_digest(from_record(record)) == record["digest"]
        assert idle_ticks(game) == []


def idle_ticks(game: Game) -> list[int]:
    """The ticks of a match that brought nothing about, but the one that starts a real-time
    phase (Escoba's race takes its start from it, 0.6)."""
    copy = new_game(game.spec.id, dict(game.options), game.seed)
    idle, timed = [], False  # timed: the last input was a press or a tick
    for seat, act in game.history:
        events = copy.apply(seat, act)
        if seat == CLOCK and not events and timed:
            idle.append(act.t)
        timed = hasattr(act, "t")
    return idle


HEADLINE = [(game_id, players, matches)
            for game_id, players, matches in (("granja", 2, 50), ("granja", 4, 260),
                                              ("nervioso", 2, 50))
            if game_id in GAMES]


@pytest.mark.parametrize("game_id,players,matches", HEADLINE)
def test_difficult_beats_easy_in_four_face_offs_of_five(game_id, players, matches):
    """The issue's bar is 80 % over 200 face-offs; the real figure, near 99 % (the two levels'
    delays do not overlap: only a mistake loses), is printed by the command in this module's
    docstring. With four players the others are Normal and random."""
    agents = ["dificil", "facil", "normal", "random"][:players]
    summary = run_selfplay(game_id, {"players": players}, variant=None, agents=agents,
                           matches=matches, seed=1)
    pair = next(row for row in summary["faceoffs"]["pairs"]
                if (row["agent"], row["against"]) == ("dificil", "facil"))
    assert pair["played"] >= 200
    assert pair["won"] >= 0.8 * pair["played"]


def test_every_real_time_game_has_reflexes():
    realtime = {game_id for game_id, cls in GAMES.items() if cls.spec.realtime}
    assert realtime <= set(REFLEX_POLICIES)
    for game_id in REFLEX_POLICIES:
        assert policy_for(game_id).whole_game == (game_id != "escoba")


# ------------------------------------------------------------------ the search's one rule


def test_the_search_lets_several_seats_act_at_once_only_in_a_real_time_game():
    """DESIGN "Several actors at once only under the clock": the same position searched as a
    turn game is a turn game to the search too (the first actor moves), not a race."""
    from dataclasses import replace as replaced

    from test_ismcts import Snap, race_keys, snap_in_race

    from naipes_pg.ai.ismcts import Search
    from naipes_pg.ai.plans import TREE

    class TurnSnap(Snap):
        spec = replaced(Snap.spec, realtime=False)

    for cls, races in ((Snap, True), (TurnSnap, False)):
        game = snap_in_race(2)
        game.__class__ = cls
        search = Search(game, 1, iterations=150, seed=2, plan=TREE)  # the tree below the root
        search.step(150)
        assert bool(race_keys(search.root)) == races


def test_naipes_selfplay_prints_the_face_offs_of_a_real_time_game(capsys):
    from naipes_pg.cli import main

    # the match dealt from seed 7, the eighth, opens a race
    assert main(["selfplay", "escoba", "--matches", "8", "--agents", "greedy,random"]) == 0
    lines = capsys.readouterr().out.splitlines()
    start = lines.index("Enfrentamientos ganados de los jugados:")
    assert re.fullmatch(r"  greedy +\d de [1-8] \(\d+,\d %\)", lines[start + 1])
    assert re.fullmatch(r"  greedy contra random: \d de [1-8] \(\d+,\d %\)", lines[-1])
    assert main(["selfplay", "ronda-robada", "--matches", "1", "-o", "target=1"]) == 0
    assert "Enfrentamientos" not in capsys.readouterr().out


# ------------------------------------------------------------------ La Granja's policy


def granja(top: str, players: int = 2, variant: str | None = None, **options: Any) -> Game:
    """A match of La Granja whose deck starts with ``top``: with the last seat dealing, seat 0
    receives the first card, seat 1 the second and so on, each first card on top of a hand."""
    from naipes_pg.cards import SPANISH_48, parse_many
    from naipes_pg.rules.granja import Granja

    first = parse_many(top)
    deck = first + [card for card in SPANISH_48 if card not in first]
    return Granja({"players": players, **options}, 0, variant=variant, decks=[deck],
                  first_dealer=players - 1)


def cue_of(game: Game, seat: int) -> Cue | None:
    return policy_for(game.spec.id).cue(game.view(seat), seat)


def test_granja_each_sounds_the_rival_s_animal_and_flips_only_on_its_turn():
    from naipes_pg.rules.base import Flip, Noise

    game = granja("5o 5c", animals="cow,dog")
    assert cue_of(game, 0).press == Flip(0) and cue_of(game, 1) is None
    game.apply(0, Flip(100))
    assert cue_of(game, 1).press == Flip(0) and cue_of(game, 0) is None
    game.apply(1, Flip(200))  # two 5s: a face-off, and no flip while it is open
    assert cue_of(game, 0).press == Noise("dog", 0) and cue_of(game, 1).press == Noise("cow", 0)
    assert cue_of(game, 0).wrong == (None, Noise("cow", 0))  # silence, or its own animal
    events = game.apply(0, Noise("dog", 400))
    assert policy_for("granja").duels(events, {"faceoffs": [[0, 1]]}) == [Duel((0,), (1,))]
    assert cue_of(game, 0).press == Flip(0)
    assert cue_of(game, 0).not_before == 701  # after its grace period (400 + 300)


def test_granja_de_peluche_sounds_the_plush_a_rival_holds():
    from naipes_pg.rules.base import Flip, Noise

    game = granja("Ro 5c 5o", players=3, variant="peluche", animals="cow,dog,cat")
    for seat, t in ((0, 100), (1, 200), (2, 300)):  # the Rey passes the plushes on
        game.apply(seat, Flip(t))
    assert game.view(1).info["plush"] == ["dog", "cat", "cow"]
    assert cue_of(game, 1).press == Noise("cow", 0)  # seat 2 holds seat 0's cow
    assert cue_of(game, 2).press == Noise("cat", 0)  # its own animal, in seat 1's hands
    assert cue_of(game, 2).wrong == (None, Noise("cow", 0))  # the plush it holds itself


def test_granja_simultanea_sounds_its_own_animal_while_face_offs_are_simultaneous():
    from naipes_pg.rules.base import Noise

    game = granja("5o 5c 7o 7c", players=4, variant="simultanea", animals="cow,dog,cat,pig")
    assert [cue_of(game, seat) for seat in range(4)] == [None] * 4  # the beat reveals
    game.apply(CLOCK, Tick(2000))
    assert [cue_of(game, s).press for s in range(4)] == [
        Noise(animal, 0) for animal in ("cow", "dog", "cat", "pig")]
    game.apply(0, Noise("cow", 2500))  # seat 0 wins its face-off: the other is alone now
    assert cue_of(game, 2).press == Noise("pig", 0) and cue_of(game, 3).press == Noise("cat", 0)


def test_granja_names_the_rival_nearest_to_winning_when_it_may_choose():
    from naipes_pg.rules.base import Noise

    game = granja("5o 5c 7o 7c", players=4, variant="simultanea", animals="cow,dog,cat,pig")
    info = {**game.view(0).info, "faceoffs": [[0, 1, 2]], "window_until": [5000],
            "cards": [12, 12, 3, 12]}
    view = View("granja", 0, 4, {}, game.actors(), {**info, "variant": ""})
    assert policy_for("granja").cue(view, 0).press == Noise("cat", 0)


def test_granja_con_totem_grabs_first_then_sounds_within_the_hold():
    from naipes_pg.rules.base import Flip, Noise, Totem

    game = granja("5o 5c", variant="totem", animals="cow,dog")
    game.apply(0, Flip(100))
    game.apply(1, Flip(200))
    assert cue_of(game, 0).press == Totem(0) and cue_of(game, 1).press == Totem(0)
    game.apply(1, Totem(600))
    assert cue_of(game, 0) is None  # the totem is in the rival's hands: wait
    agent = ReflexAgent(policy_for("granja"), "facil", seed=1)
    t, press = agent.plan(game, 1)
    assert press == Noise("cow", t) and 600 + 900 // 4 <= t <= 600 + 1600 // 4 <= 2100


# ------------------------------------------------------------------ Nervioso's policy


def nervioso(top: str, players: int = 2, variant: str | None = None, **options: Any) -> Game:
    """A match of Nervioso whose deck starts with ``top``: seat 0 flips first, and the k-th
    card goes to seat k mod players, each first card on top of a stack."""
    from naipes_pg.cards import SPANISH_40, parse_many
    from naipes_pg.rules.nervioso import Nervioso

    first = parse_many(top)
    deck = first + [card for card in SPANISH_40 if card not in first]
    return Nervioso({"players": players, **options}, 0, variant=variant, decks=[deck],
                    first_dealer=0)


def test_nervioso_slaps_a_match_once_and_the_last_to_slap_lost_the_face_off():
    from naipes_pg.rules.base import Flip

    game = nervioso("1o 4c")
    assert cue_of(game, 0).press == Flip(0) and cue_of(game, 1) is None
    game.apply(0, Flip(100))  # a 1 at the count of 1
    assert cue_of(game, 0).press == Slap(0) == cue_of(game, 1).press
    assert cue_of(game, 0).wrong == (None, Flip(0))  # missing it, or throwing a card
    game.apply(1, Slap(500))
    assert cue_of(game, 1) is None and cue_of(game, 0).press == Slap(0)
    before = game.info()
    events = game.apply(0, Slap(900))
    assert policy_for("nervioso").duels(events, before) == [Duel((1,), (0,))]


def test_nervioso_a_card_one_off_the_count_tempts_a_wrong_slap():
    from naipes_pg.rules.base import Flip

    game = nervioso("2o 5c Rb", players=3)
    game.apply(0, Flip(100))  # a 2 at the count of 1
    assert cue_of(game, 2) == Cue(cue_of(game, 2).key, None, wrong=(Slap(0),), not_before=0)
    assert cue_of(game, 1).press == Flip(0) and cue_of(game, 1).wrong == (Slap(0),)
    careless = ReflexAgent(policy_for("nervioso"), Reflexes(100, 100, 1.0))
    assert careless.plan(game, 2) == (200, Slap(200))
    assert ReflexAgent(policy_for("nervioso"), Reflexes(100, 100, 0.0)).plan(game, 2) is None
    game.apply(1, Flip(300))  # a 5 at the count of 2 tempts nobody
    assert cue_of(game, 0) is None and cue_of(game, 2).wrong == ()


def test_nervioso_666_s_silent_six_tempts():
    from naipes_pg.rules.base import Flip

    game = nervioso("3o 4o 5o 6o 7o 6c", players=3, variant="666")
    for number in range(6):
        assert not any(cue_of(game, s) and cue_of(game, s).press is None for s in range(3))
        game.apply(number % 3, Flip(100 * (number + 1)))
    assert cue_of(game, 1).press is None and cue_of(game, 1).wrong == (Slap(0),)


def test_nervioso_manual_count_names_the_count_it_keeps_itself():
    from naipes_pg.rules.base import Flip

    game = nervioso("3o 4o 5o", players=3, manual_count=True)  # one card left under the pile
    assert cue_of(game, 0).press == Flip(0, "1") and cue_of(game, 0).wrong == (Flip(0, "2"),)
    assert cue_of(game, 0).not_after == 3000  # within the turn time
    game.apply(0, Flip(100, "1"))
    game.apply(1, Flip(200, "2"))
    assert cue_of(game, 2).press == Flip(0, "3")
    game.apply(0, Slap(300))  # a wrong slap: seat 0 takes the pile and the count restarts
    assert cue_of(game, 0).press == Flip(0, "1")
    figures = nervioso("3o 4o 5o 6o 7o 1o 2o", variant="contando-figuras", manual_count=True)
    for number in range(7):  # no match on the way
        press = cue_of(figures, number % 2).press
        assert press.count == str(number + 1)
        figures.apply(number % 2, replace(press, t=100 * (number + 1)))
    assert cue_of(figures, 1).press == Flip(0, "S")
