"""Every move is seen: the timeline waits between events, and the last move of a hand plays out
(motion, banner, voice) before any result panel, with the table as the hand ended."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pygame
import pytest
from uihelpers import make_app

from naipes_pg.ai import make_agent
from naipes_pg.ai.agents import policy_for
from naipes_pg.ai.reflex import play_realtime
from naipes_pg.rules.events import HandOver, MatchOver
from naipes_pg.rules.registry import GAMES, new_game
from naipes_pg.ui.anim import Timeline
from naipes_pg.ui.match import Match, MatchSetup, SeatSetup
from naipes_pg.ui.table.scene import TableScene


def test_time_spent_idle_does_not_rush_the_next_steps():
    """A player thinking for a minute must not make the next move's events fire in one frame."""
    line = Timeline()
    for _ in range(600):  # ten seconds of nothing queued
        line.update(1 / 60)
    started = []
    for name in ("flight", "capture", "panel"):
        line.add(lambda name=name: started.append(name) or 0.4)
    line.update(1 / 60)
    assert started == ["flight"]
    for _ in range(20):  # a third of a second: the flight is still under way
        line.update(1 / 60)
    assert started == ["flight"]
    for _ in range(10):
        line.update(1 / 60)
    assert started == ["flight", "capture"]


def test_a_late_frame_keeps_the_rhythm_of_queued_steps():
    line = Timeline()
    started = []
    for name in "abc":
        line.add(lambda name=name: started.append(name) or 0.1)
    line.update(0.0)
    line.update(0.25)  # a slow frame: the next two are both due
    assert started == ["a", "b", "c"]


# -- the table: the last move plays out before any panel -------------------------------------

PANELS = ("HandResultScene", "ResultsScene")


def zone_cards(cards) -> Counter:
    return Counter("?" if c is None else str(c) for c in cards)


def shows(drawn, ended) -> bool:
    """The sprites of a zone show it as it ended: as many cards, each card the viewer may see
    among them (a sprite may still know a card now face down: it is drawn as a back)."""
    seen = Counter(str(c) for c in ended if c is not None)
    return len(drawn) == len(ended) and not seen - Counter(str(c) for c in drawn if c)


class Watch:
    """Plays a match on the table with random moves for the human seat and checks, at each
    hand's end and the match's end, that the table is at rest and shows the hand as it ended."""

    def __init__(self, app, table) -> None:
        self.app, self.table = app, table
        self.ends: list[str] = []  # the ends shown so far: HandOver, MatchOver
        self.panels: list[str] = []
        self.pending: list = []
        self.problems: list[str] = []
        show, queue, push = table.director.show, table.queue, app.stack.push

        def queue_noted(events, seat=None):
            self.pending += [e for e in table.match.game.redact(events, table.viewer)]
            queue(events, seat)

        def show_checked(event):
            if isinstance(event, (HandOver, MatchOver)):
                self.check(event)
            if self.pending and self.pending[0] == event:
                self.pending.pop(0)
            return show(event)

        def push_noted(scene):
            name = type(scene).__name__
            if name in PANELS:
                self.panels.append(name)
                needs = "MatchOver" if name == "ResultsScene" else "HandOver"
                if self.ends.count(needs) < self.panels.count(name):
                    self.problems.append(f"{name} opened before the {needs} was shown")
                game = table.match.game
                if game.outcome() is not None:  # the names' lines behind it are the last ones
                    info = game.view(table.viewer).info
                    changed = sorted(k for k in info if table.hud.info.get(k) != info[k])
                    if changed:
                        self.problems.append(f"{name} opened over stale figures: {changed}")
            return push(scene)

        table.queue, table.director.show, app.stack.push = queue_noted, show_checked, push_noted

    def check(self, event) -> None:
        t = self.table
        self.ends.append(type(event).__name__)
        at = f"{type(event).__name__} of hand {getattr(event, 'number', '-')}"
        if self.pending and self.pending[0] != event:
            self.problems.append(f"{at}: shown before {self.pending[0]!r}")
        if t.flying or t.animator.busy:
            self.problems.append(f"{at}: cards still moving ({len(t.flying)} flying)")
        if t.banner:
            self.problems.append(f"{at}: banner {t.banner.text!r} still up")
        if isinstance(event, HandOver):
            if not event.piles:
                self.problems.append(f"{at}: HandOver carries no final piles")
            for zone, cards in event.piles.items():
                drawn = [s.card for s in t.piles.get(zone, [])]
                if not shows(drawn, cards):
                    self.problems.append(f"{at}: {zone} drawn {sorted(zone_cards(drawn))}"
                                         f" but ended {sorted(zone_cards(cards))}")


def play(game_id: str, tmp_path, speed: str, options: dict, hands: int, seed: int) -> Watch:
    app = make_app(tmp_path, speed=speed)
    spec = GAMES[game_id].spec
    seats = [SeatSetup("human", "Ana")] + [SeatSetup("computer", "", "facil")
                                          for _ in range(int(options.get("players", 2)) - 1)]
    setup = MatchSetup(game_id, options, None, seed, seats)
    if all_presses(game_id):  # a reflex game is one long hand: join it near its end
        setup = setup.filled()
        table = TableScene(app, Match(setup, game=near_the_end(setup)))
        app.stack.push(table)
    else:
        app.start_match(setup)
        table = app.stack.top
    watch = Watch(app, table)
    rng = random.Random(seed)
    for _ in range(200_000):
        app.frame(1 / 30)
        top = app.stack.top
        if type(top).__name__ in PANELS:
            if len(watch.panels) >= hands or type(top).__name__ == "ResultsScene":
                break
            for _ in range(30):  # the panel arms itself against a stray click, then closes
                app.frame(1 / 30)
            for kind in (pygame.KEYDOWN, pygame.KEYUP):  # pressed and let go: a KEYDOWN
                pygame.event.post(pygame.event.Event(kind, key=pygame.K_RETURN, mod=0,  # alone
                                                     unicode="\r", scancode=0))  # is held
            continue
        if top is table and not table.busy() and table.match.human_to_act() == table.viewer:
            table.human_act(rng.choice(table.match.game.legal_actions(table.viewer)))
        elif top is table and table.reflex.open and rng.random() < 0.2:  # a reflex game:
            press_right(table, 0)  # the person presses what a careful player would
    assert watch.panels, f"{spec.id}: no hand ended"
    return watch


def press_right(table, seat: int) -> None:
    """``seat`` presses the key its computer's policy would (nothing when none is called for)."""
    game = table.match.game
    cue = policy_for(game.spec.id).cue(game.view(seat), seat)
    if cue is None or cue.press is None:
        return
    for index, press in enumerate(game.presses(seat)):
        if press is not None and replace(press, t=0) == replace(cue.press, t=0):
            table.reflex.press(seat, index)
            return


def all_presses(game_id: str) -> bool:
    """Whether every move of the game is a press against the clock (La Granja, Nervioso)."""
    return hasattr(make_agent("greedy", game_id, 0), "plan")


def near_the_end(setup: MatchSetup, left: int = 12):
    """The match of ``setup`` played by computers on simulated time until ``left`` inputs
    before its end (the same draws twice: the match is found first, then stopped short)."""
    def played(inputs: int | None = None):
        game = new_game(setup.game_id, setup.options, setup.seed or 0, variant=setup.variant)
        agents = [make_agent("facil", setup.game_id, i) for i in range(game.players)]
        return play_realtime(game, agents, random.Random(setup.seed), inputs=inputs)

    return played(max(0, len(played().history) - left))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_last_move_is_played_before_the_hand_panel(game_id, tmp_path):
    watch = play(game_id, tmp_path, "fast", {}, hands=1, seed=3)
    assert watch.problems == []


@pytest.mark.parametrize("game_id", ["ronda-robada", "ronda-marroqui"])
def test_a_match_winning_move_is_seen_before_the_results(game_id, tmp_path):
    watch = play(game_id, tmp_path, "fast", {"target": 1}, hands=2, seed=4)
    assert watch.panels == ["HandResultScene", "ResultsScene"]
    assert watch.problems == []


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_hand_ends_on_the_table_as_it_ended(game_id, tmp_path):
    watch = play(game_id, tmp_path, "instant", {}, hands=6, seed=5)
    assert watch.problems == []


# -- the computer's pace -----------------------------------------------------------------------


def computer_first(game_id: str, tmp_path, pace: float):
    """A table at normal speed where the computer (seat 1) plays first."""
    app = make_app(tmp_path, speed="normal")
    app.settings.computer_pace = pace
    seats = [SeatSetup("human", "Ana"), SeatSetup("computer", "", "facil")]
    for seed in range(40):
        app.start_match(MatchSetup(game_id, {}, None, seed, seats))
        table = app.stack.top
        if table.match.game.actors() == (1,):
            return app, table
    raise AssertionError("no deal where the computer starts")


def test_the_computer_waits_for_the_deal_to_land(tmp_path):
    app, table = computer_first("ronda-robada", tmp_path, 1.0)
    perform, seen = table.perform, []

    def noted(seat, act):
        seen.append((len(table.flying), table.timeline.idle))
        perform(seat, act)

    table.perform = noted
    while not seen:
        app.frame(1 / 60)
    assert seen == [(0, True)], "the computer played while the deal was still landing"


def test_a_computer_move_is_lifted_then_stays_in_view(tmp_path):
    """Its card rises in its hand before it flies, and the human may not act until the move
    has been in view for the pace the settings ask."""
    app, table = computer_first("ronda-robada", tmp_path, 1.5)
    game = table.match.game
    while not game.history:
        app.frame(1 / 60)
    hand = table.piles["hand:1"]
    assert any(s.lift > 0 for s in hand) or table.timeline.steps
    lifted, elapsed = False, 0.0
    while table.busy():
        app.frame(1 / 60)
        elapsed += 1 / 60
        lifted |= any(s.lift > 0.5 for s in table.piles["hand:1"])
    assert lifted, "the computer's card never rose before it flew"
    assert elapsed >= 1.5 - 0.05
    raised = [s for pile in table.piles.values() for s in pile if s.lift]
    assert raised == [], "a played card stays raised where it landed"
