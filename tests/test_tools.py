"""The benchmark tools the figures in docs/decisions.md come from still run, on tiny inputs;
the soak finds nothing wrong in a few matches of every case, and fails on a broken game."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

TOOLS = Path(__file__).resolve().parent.parent / "tools"


def run_tool(name: str, *args: str) -> str:
    done = subprocess.run([sys.executable, str(TOOLS / name), *args], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_steal_rates_gives_both_ends_of_the_scale():
    out = run_tool("steal_rates.py", "--matches", "2")
    assert "greedy  plays within a card of the greedy best" in out
    assert "random  plays within a card of the greedy best" in out


def test_steal_rates_reading_reads_three_rivals_by_hand():
    rows = run_tool("steal_rates.py", "--reading", "--matches", "2").splitlines()
    assert rows[0].split()[:2] == ["rival", "strays"]
    assert [row.split()[0] for row in rows[1:4]] == ["0.0", "0.1", "1.0"]
    greedy_first_deal = rows[1].split()[1]  # median / p90 at the first deals of hand 1
    assert float(greedy_first_deal.split("/")[0]) < 0.1


@pytest.mark.parametrize("tool, args", [
    ("bench_search.py", ("ronda-robada", "--matches", "1", "--iterations", "20", "--every", "9")),
    ("bench_ai.py", ("ronda-robada", "--matches", "2", "--levels", "facil", "--against",
                     "random", "--jobs", "1", "-o", "target=1")),
])
def test_search_benchmarks_run(tool, args):
    assert "ronda-robada" in run_tool(tool, *args)


def test_chinchon_s_round_benchmark_compares_two_settings_on_the_same_deals():
    out = run_tool("bench_chinchon_rounds.py", "--deals", "1", "--jobs", "1",
                   '{"now": {}, "same": {}}')
    assert "now: margin" in out and "against the first +0.00 ± 0.00 (0 rounds differ)" in out


def test_chinchon_s_round_benchmark_sets_each_setting_afresh():
    """A worker plays the settings one after another: a name one setting changed is back as
    it was for the next, which would otherwise measure the same thing twice."""
    from naipes_pg.ai import chinchon_plan, ismcts

    tool = load_tool("bench_chinchon_rounds")
    shortlist, anchor = chinchon_plan.SHORTLIST, ismcts.ANCHOR_Z
    try:
        tool.apply_setting({"SHORTLIST": shortlist + 5, "ANCHOR_Z": 0.25})
        assert (chinchon_plan.SHORTLIST, ismcts.ANCHOR_Z) == (shortlist + 5, 0.25)
        tool.apply_setting({})
        assert (chinchon_plan.SHORTLIST, ismcts.ANCHOR_Z) == (shortlist, anchor)
        with pytest.raises(SystemExit):
            tool.apply_setting({"NO_SUCH_NAME": 1})
    finally:
        tool.apply_setting({})
        chinchon_plan.SHORTLIST, ismcts.ANCHOR_Z = shortlist, anchor


def test_bench_rules_counts_card_moves_beside_actions():
    out = run_tool("bench_rules.py", "--seconds", "0.05", "--runs", "1", "siete-y-media")
    head, row = out.splitlines()[0], out.splitlines()[1]
    assert "card moves/s" in head and row.startswith("siete-y-media")
    actions, moves = (float(x.replace(",", "")) for x in row.split()[1:3])
    assert moves > 2 * actions  # a stand plays the house's whole turn


# ------------------------------------------------------------------ the soak


def load_tool(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, TOOLS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # its dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


soak = load_tool("soak")
RONDA = ("ronda-robada", None, 2)


def soak_matches(game_id: str) -> int:
    """Two matches a case; one of Nervioso, whose random matches run to thousands of moves."""
    return 1 if game_id == "nervioso" else 2


@pytest.mark.parametrize("case", soak.all_cases(), ids=soak.case_name)
def test_the_soak_finds_nothing_wrong_in_a_few_matches(case):
    tally = soak.run_case(case, soak_matches(case[0]))
    assert tally.matches == soak_matches(case[0]) and tally.moves > 0
    assert not tally.failures, [(f.seed, f.move, f.message) for f in tally.failures]


def test_a_view_that_shows_a_hidden_hand_fails_every_match_with_its_seed(monkeypatch):
    game_class = soak.GAMES["ronda-robada"]
    honest = game_class.view

    def peeking(self, seat):
        view = honest(self, seat)
        if seat == 1:
            view.zones["hand:0"] = list(self.hands[0])
        return view

    monkeypatch.setattr(game_class, "view", peeking)
    tally = soak.run_case(RONDA, 2, seed=5)
    assert [f.seed for f in tally.failures] == [soak.match_seed(5, RONDA, n) for n in range(2)]
    for failure in tally.failures:
        assert failure.move == 0  # the opening deal already shows it
        assert failure.message.startswith("the view of seat 1 shows")
        assert failure.message.endswith("in hand:0")


def test_a_hand_shown_mid_hand_fails_on_that_very_move(monkeypatch):
    """Most moves are checked through ``_mask`` rather than the whole ``view``: a mask that
    shows seat 0's hand to seat 1 from the 4th move on fails the 4th, not the 50th."""
    game_class = soak.GAMES["ronda-robada"]
    honest = game_class._mask

    def peeking(self, seat, zone, cards):
        if seat == 1 and zone == "hand:0" and len(self.history) >= 4:
            return list(cards)
        return honest(self, seat, zone, cards)

    monkeypatch.setattr(game_class, "_mask", peeking)
    tally = soak.run_case(RONDA, 1, seed=3)
    (failure,) = tally.failures
    assert failure.move == 4 and failure.message.startswith("the view of seat 1 shows")


def test_a_run_in_parts_plays_the_same_matches_as_one_run():
    whole = soak.tasks([RONDA], 50, seed=2)
    parts = soak.tasks([RONDA], 30, seed=2) + soak.tasks([RONDA], 20, seed=2, first=30)
    numbers = [n for _, _, start, count in parts for n in range(start, start + count)]
    assert numbers == [n for _, _, start, count in whole for n in range(start, start + count)]
    assert numbers == list(range(50))


def test_a_lost_card_fails_the_run_and_its_record_is_saved(monkeypatch, tmp_path, capsys):
    game_class = soak.GAMES["ronda-robada"]
    honest = game_class._apply

    def dropping(self, seat, act):
        events = honest(self, seat, act)
        if len(self.history) == 3 and self.table:  # the table loses a card on the 4th move
            self.table.pop()
        return events

    monkeypatch.setattr(game_class, "_apply", dropping)
    code = soak.main(["--games", "ronda-robada", "--matches", "1", "--jobs", "1",
                      "--failures", str(tmp_path)])
    seed = soak.match_seed(0, RONDA, 0)
    out = capsys.readouterr().out
    assert code == 1
    assert f"FAIL ronda-robada base 2p seed {seed} move 4: cards not conserved: missing" in out
    (saved,) = tmp_path.iterdir()
    record = json.loads(saved.read_text(encoding="utf-8"))
    assert saved.name == f"ronda-robada-base-2p-{seed}.json"
    assert record["seed"] == seed and len(record["actions"]) == 4
    assert record["soak"]["move"] == 4


def test_the_ladder_keeps_every_match_and_takes_a_stopped_run_up(tmp_path):
    data, doc = tmp_path / "opponents.json", tmp_path / "opponents.md"
    args = ("ronda-robada", "el-nueve", "--rungs", "facil:random", "--jobs", "1",
            "--data", str(data), "--write", str(doc))
    run_tool("bench_ladder.py", *args, "--matches", "2")
    rows = json.loads(data.read_text())["rows"]
    assert set(rows) == {"ronda-robada|-|2|facil|random", "el-nueve|-|1|facil|alone",
                         "el-nueve|-|1|random|alone"}  # a solitaire's levels each alone
    assert all(sorted(row["returns"]) == ["0", "1"] for row in rows.values())
    run_tool("bench_ladder.py", *args, "--matches", "3")  # one more match a row
    kept = json.loads(data.read_text())
    assert all(sorted(row["returns"]) == ["0", "1", "2"] for row in kept["rows"].values())
    assert all(kept["rows"][key]["returns"][n] == rows[key]["returns"][n]
               for key in rows for n in ("0", "1"))  # the first run's matches kept as played
    assert len(kept["runs"]) == 2
    text = doc.read_text()
    assert "| ronda-robada | base | 2 | 50 % |" in text and " of 3 |" in text
    assert "| el-nueve | base | 1 | solo |" in text and "against" in text


def test_two_ladder_runs_on_one_data_file_never_undo_each_other(tmp_path):
    """Each run writes only what it played, onto the file as it is then: a Piles run beside a
    Chinchón run lost a quarter of its matches when each wrote back the whole file it had
    read at its start. A row dropped by hand during a run stays dropped."""
    ladder = load_tool("bench_ladder")
    data = tmp_path / "opponents.json"
    data.write_text(json.dumps({"version": 1, "rows": {"old|-|2|facil|random": {
        "returns": {"0": 1.0}, "every": {}, "searched": {}}}, "runs": ["before"]}))
    one, two = ladder.Store(data), ladder.Store(data)
    one.runs.append("run one")
    two.runs.append("run two")
    one.played.append(("a|-|2|facil|random", 0, (1.0, [(0.01, True)], None)))
    two.played.append(("b|-|2|facil|random", 0, (0.0, [(0.02, False)], None)))
    one.save()
    dropped = json.loads(data.read_text())
    del dropped["rows"]["old|-|2|facil|random"]  # a row dropped by hand mid-run
    data.write_text(json.dumps(dropped))
    two.save()
    one.played.append(("a|-|2|facil|random", 1, (0.5, [], None)))
    kept = one.save()
    assert kept == json.loads(data.read_text())
    assert set(kept["rows"]) == {"a|-|2|facil|random", "b|-|2|facil|random"}
    assert kept["rows"]["a|-|2|facil|random"]["returns"] == {"0": 1.0, "1": 0.5}
    assert kept["rows"]["a|-|2|facil|random"]["searched"] == {"10": 1}
    assert kept["runs"] == ["before", "run one", "run two"]


def test_the_ladder_sets_up_every_case_a_person_can_choose():
    ladder = load_tool("bench_ladder")
    assert ladder.cases("piles", "base") == [ladder.Case("piles", None, 4)]
    assert ladder.cases("siete-y-media", "base")[0].players == 2
    cinquillo = ladder.cases("cinquillo", "all")
    assert len(cinquillo) == 1 + 7 + 2  # the base game, its variants, 3 and 4 players
    assert ladder.Case("cinquillo", "pago", 3).options() == {"pago": True, "players": 3}
    assert ladder.Case("truco", None, 2).options() == {}  # no choice of players to give
    assert ladder.Case("brisca", "tute-parejas", 4) in ladder.cases("brisca", "variants")


def test_the_ladder_keeps_to_the_cases_of_one_player_count(tmp_path, capsys):
    ladder = load_tool("bench_ladder")
    data, doc = tmp_path / "opponents.json", tmp_path / "opponents.md"
    ladder.main(["cinquillo", "--cases", "all", "--players", "3", "--rungs", "dificil:greedy",
                 "--table", "--data", str(data), "--write", str(doc)])
    rows = [line for line in capsys.readouterr().out.splitlines() if "| cinquillo |" in line]
    assert len(rows) == 1 and "| base | 3 |" in rows[0]


def test_the_ladder_gives_a_many_sided_rate_as_a_multiple_of_its_share():
    ladder = load_tool("bench_ladder")
    row = {"returns": {str(n): 1.0 if n < 40 else 0.0 for n in range(100)}}
    cell, rate, n = ladder.rate_cell(row, 0.25)
    assert (rate, n) == (0.4, 100) and cell.startswith("40.0 % (") and "1.60× share" in cell
    assert "share" not in ladder.rate_cell(row, 0.5)[0]
    assert ladder.quantile({"10": 6, "300": 3, "900": 1}, 0.5) == 0.01  # ms kept, s given
    assert ladder.quantile({"10": 6, "300": 3, "900": 1}, 0.95) == 0.9
    assert ladder.quantile({}, 0.5) == 0.0


def test_bench_ai_plays_a_level_as_a_person_meets_it_unless_a_knob_is_turned():
    """Siete y Media's levels are its own players, not the search: the benchmark measures
    those; a knob (here the iterations) measures the search itself."""
    bench = load_tool("bench_ai")
    from naipes_pg.ai.agents import make_agent
    from naipes_pg.ai.ismcts import ISMCTSAgent
    own = bench.Setup("siete-y-media", (), "dificil", "greedy").agent(0)
    assert type(own) is type(make_agent("dificil", "siete-y-media", 0))
    assert not isinstance(own, ISMCTSAgent)
    tuned = bench.Setup("escoba", (), "dificil", "greedy", iterations=50).agent(0)
    assert isinstance(tuned, ISMCTSAgent) and tuned.level.iterations == 50


def test_the_ladder_plays_a_deal_of_every_row_before_the_next_deal():
    """A run stopped early has measured every row alike, not the first games alone."""
    ladder = load_tool("bench_ladder")
    chosen = ladder.cases("ronda-robada", "base") + ladder.cases("el-nueve", "base")
    order = [(key.split("|")[0], number) for key, _setup, number in
             ladder.tasks({"rows": {}}, chosen, ["facil:random"], 0, 4)]
    assert order[:4] == [("ronda-robada", 0), ("ronda-robada", 1), ("el-nueve", 0),
                         ("el-nueve", 0)]  # a whole deal from both seats; both levels alone
    assert len(order) == 4 + 8 and order[-1][1] == 3


def test_the_search_s_health_shows_its_figures_and_worlds_that_keep_what_the_seat_sees():
    out = run_tool("bench_search_health.py", "ronda-robada", "--matches", "1", "--every", "9",
                   "--level", "facil", "--worlds", "3", "--jobs", "1")
    head, row = out.splitlines()[:2]
    assert head.split()[:3] == ["game", "moves", "iter"] and row.startswith("ronda-robada")
    assert row.split()[-3:-1] == ["0.0", "%"]  # no dealt world breaks what the seat sees
    assert float(row.split()[-1]) > 0  # the hidden cards' share against a blind deal's


def test_a_world_that_moves_a_seen_card_is_counted_as_broken():
    health = load_tool("bench_search_health")
    from naipes_pg.ai.ismcts import Search
    from naipes_pg.rules.registry import new_game

    game = new_game("ronda-robada", seed=3)
    seat = game.actors()[0]
    search = Search(game, seat, iterations=1, seed=1)
    assert health.world_figures(game, seat, search, 4)[0] == 0
    def swapped():  # a world that gives the seat one of its rival's cards for its own
        world = game.clone()
        own, theirs = world.hands[seat], world.hands[1 - seat]
        own[0], theirs[0] = theirs[0], own[0]
        return world
    search._deal = swapped
    assert health.world_figures(game, seat, search, 2)[0] == 2


def test_bench_ai_races_the_levels_reflexes_in_a_real_time_game():
    """La Granja is won by the quicker hand: played one actor at a time by lot, every level
    had been a coin toss per deal. On simulated time Difícil's reflexes (350–700 ms) beat
    Fácil's (900–1600 ms) in most matches, and the deal alone no longer decides."""
    bench = load_tool("bench_ai")
    quick = [bench.play_one(bench.Setup("granja", (("players", 2),), "dificil", "facil"), n, 0)[0]
             for n in range(8)]
    slow = [bench.play_one(bench.Setup("granja", (("players", 2),), "facil", "dificil"), n, 0)[0]
            for n in range(8)]
    assert sum(quick) >= 6 and sum(slow) <= 2


def test_a_side_s_result_is_its_share_of_the_best_return():
    """Siete y Media without bets: each player plays the house, so both may win or lose; the
    ladder asks which level did better on the same cards."""
    bench = load_tool("bench_ai")
    from naipes_pg.rules.base import Outcome

    class Played:
        def __init__(self, returns, teams=False):
            self.returns, self.teams = returns, teams

        def outcome(self):
            return Outcome((), self.returns)

        def team_of(self, seat):
            return seat % 2 if self.teams else seat

    assert bench.side_result(Played((1.0, 0.0)), 0) == 1.0  # one winner: the return
    assert bench.side_result(Played((0.5, 0.5)), 1) == 0.5  # a shared draw
    assert bench.side_result(Played((1.0, 1.0, 0.0)), 0) == 0.5  # both beat the house
    assert bench.side_result(Played((0.0, 0.0, 0.0)), 2) == pytest.approx(1 / 3)  # all lost
    assert bench.side_result(Played((0.0, 1.0, 1.0)), 0) == 0.0
    assert bench.side_result(Played((1.0, 0.0, 1.0, 0.0), teams=True), 2) == 1.0  # partners
    assert bench.side_result(Played((0.0,)), 0) == 0.0  # a solitaire lost: nobody to beat
    assert bench.side_result(Played((1.0,)), 0) == 1.0


def test_a_solitaire_s_match_counts_only_the_deals_it_wins():
    """Alone there is nobody to beat: a lost deal counts 0 (it had counted as the best
    return of one side, so every level of every solitaire had won every deal)."""
    bench = load_tool("bench_ai")
    setup = bench.Setup("cuatro-ases", (), "greedy", "random")
    assert {bench.play_one(setup, number, 0)[0] for number in range(4)} == {0.0, 1.0}


def test_a_search_is_not_taken_for_reflexes_because_it_has_a_plan():
    from naipes_pg.ai.ismcts import ISMCTSAgent
    from naipes_pg.ai.reflex import ReflexAgent, reflexes_for
    from naipes_pg.rules.registry import new_game
    reflexes = reflexes_for(ISMCTSAgent("dificil", 0, "escoba"), new_game("escoba", {}, 0))
    assert isinstance(reflexes, ReflexAgent) and reflexes.name == "dificil"
