"""Every figure of a result says what it counts: in the table at the end of each hand and in
the match's result, each row's figures have a unit beside them (in the row's label or in the
cell: puntos, cartas, fichas, bazas...), for every game and variant played to its end; a
hand row of the match ("Mano 3") counts what the total under it says. A lost solitaire says
it did not come out, never that nobody won."""

from __future__ import annotations

import random
import re

import pytest
from uihelpers import make_app

from naipes_pg.rules.base import CLOCK
from naipes_pg.rules.events import HandOver
from naipes_pg.rules.registry import GAMES
from naipes_pg.ui.match import Match, MatchSetup, SeatSetup
from naipes_pg.ui.scenes.results import ResultsScene
from naipes_pg.ui.table.hud_results import hand_result, match_summary
from naipes_pg.ui.table.layouts import layout_for

CASES = [(game_id, variant, players)
         for game_id, cls in GAMES.items()
         for variant in (None, *cls.spec.variants)
         for players in sorted({min(cls.spec.player_counts(variant)),
                                max(cls.spec.player_counts(variant))})]
IDS = [f"{g}-{v or 'base'}-{p}p" for g, v, p in CASES]
# What a Spanish result's figures may count (a deal's number is "nº 7", a time "1:05").
UNIT = re.compile(r"\b(puntos?|cartas?|bazas?|manos|rondas|fichas?|movimientos|escobas?|oros|"
                  r"copas|suma|tiempo)\b|nº", re.IGNORECASE)


def played_out(game_id, variant, players, seed):
    """A match played to its end by random moves (the clock's tick when the clock is to
    act), and every hand's end on the way."""
    options = {"players": players} if GAMES[game_id].spec.players[1] > 2 else {}
    seats = [SeatSetup("human", "Ana")] + [SeatSetup("computer", f"C{i}", "random")
                                           for i in range(1, players)]
    match = Match(MatchSetup(game_id, options, variant, seed, seats))
    game, rng, ends = match.game, random.Random(seed), []
    while game.outcome() is None:
        seat = game.actors()[0]
        actions = game.legal_actions(seat)
        act = actions[0] if seat == CLOCK else rng.choice(actions)
        ends += [e for e in game.apply(seat, act) if isinstance(e, HandOver)]
    return match, ends


def unitless(rows, hand_rows=()) -> list[str]:
    """The rows with a figure but no unit in their label or cells (the heading, naming the
    players, aside); a hand row of the match (``hand_rows``) may take its unit from the last
    row, its total."""
    total = rows[-1] if rows else []
    found = []
    for row in rows:
        label, cells = row[0], row[1:]
        if not label:  # the heading: the players' names
            continue
        if not any(re.search(r"\d", cell) for cell in cells):
            continue
        named = label in hand_rows and UNIT.search(total[0])
        if not named and not UNIT.search(label) and not all(
                UNIT.search(cell) for cell in cells if re.search(r"\d", cell)):
            found.append(" | ".join(row))
    return found


@pytest.mark.parametrize("game_id,variant,players", CASES, ids=IDS)
def test_every_figure_of_every_result_says_what_it_counts(tmp_path, game_id, variant, players):
    app = make_app(tmp_path)
    layout = layout_for(game_id)
    problems = []
    for seed in range(2):
        match, ends = played_out(game_id, variant, players, seed)
        layout.use_options(dict(match.game.options))
        if not match.solo:  # a solitaire's one deal shows the match's result alone
            for end in ends:
                title, rows = hand_result(end, match, layout, 0)
                problems += [f"hand: {row}" for row in unitless(rows)]
        summary = match_summary(match.game.outcome(), match, 0, layout)
        summary["game"] = match.game
        lines = ResultsScene(app, summary).build_lines(20)
        hand_rows = {layout.hand_row(n) for n in range(1, 40)}
        problems += [f"match: {row}" for row in unitless(lines, hand_rows)]
    assert not problems, "\n".join(sorted(set(problems)))


@pytest.mark.parametrize("game_id", ["cuatro-ases", "el-nueve", "solitario-espanol"])
def test_a_lost_solitaire_says_it_did_not_come_out(tmp_path, game_id):
    make_app(tmp_path)
    for seed in range(40):
        match, ends = played_out(game_id, None, 1, seed)
        if not match.game.outcome().winners:
            break
    else:
        pytest.fail("random moves won every deal")
    layout = layout_for(game_id)
    titles = [match_summary(match.game.outcome(), match, 0, layout)["title"]]
    titles += [hand_result(end, match, layout, 0).title for end in ends]
    for title in titles:
        assert "no ha salido" in title and "Nadie" not in title, title


@pytest.mark.parametrize("game_id, aces", [("piles", {"S", "H", "C"}), ("brisca", {"e", "o", "c"})])
def test_the_trophy_is_made_of_the_game_s_own_deck(tmp_path, game_id, aces):
    """A win at Piles, played with the French deck, is shown with French aces, not Spanish."""
    app = make_app(tmp_path)
    match, _ends = played_out(game_id, None, GAMES[game_id].spec.players[0], 1)
    layout = layout_for(game_id)
    summary = match_summary(match.game.outcome(), match, 0, layout)
    summary["game"] = match.game
    scene = ResultsScene(app, summary)
    assert {card[-1] for card in scene.trophy} == aces
    assert all(card[:-1] in ("1", "A") for card in scene.trophy)
