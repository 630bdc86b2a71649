"""Hot-seat never shows a hidden hand, and never plays a card its player has not seen.

Two people share one computer. Between their turns a curtain hides the table; only a
deliberate gesture lifts it (Enter or Space after a moment, or a click on its button), Esc
pauses over it, and once it is lifted nothing plays a card before its player has had his hand
in front of him. The check at the bottom drives whole matches of every game with a fuzz of
keys, key repeats and clicks around each hand-over and looks at every frame drawn.
"""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest
from uihelpers import make_app, post_key, post_mouse

from naipes_pg.cards import Card, CardError, parse
from naipes_pg.rules.base import Slap, Tick
from naipes_pg.ui import art
from naipes_pg.ui.match import Match, MatchSetup, SeatSetup
from naipes_pg.ui.phrasing import card_in_words
from naipes_pg.ui.table.scene import TableScene

GAME_IDS = ("ronda-robada", "ronda-marroqui", "escoba", "veneno", "truco")
DELIBERATE_AFTER = 0.3  # s a curtain must have been up for Enter or Space to be meant for it
SEEN_BEFORE_KEYS = 0.5  # s a new player's hand must have been shown before a key plays from it
REPEAT_AFTER = 0.35  # a held key repeats after this long, then every frame (as pygame does)
FUZZ_KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE,
             *range(pygame.K_1, pygame.K_9 + 1), pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP,
             pygame.K_DOWN, pygame.K_TAB, pygame.K_l,
             pygame.K_q, pygame.K_n, pygame.K_e, pygame.K_t, pygame.K_p, pygame.K_f)  # calls
LIFT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
FRAME_TIMES = (1 / 60, 1 / 60, 0.03, 0.1, 0.25)


def hot_seat(app, game_id="ronda-robada", seed=5):
    seats = [SeatSetup("human", "Ana"), SeatSetup("human", "Luis")]
    table = TableScene(app, Match(MatchSetup(game_id, {}, None, seed, seats)))
    app.stack.push(table)
    return table


def kind(scene) -> str:
    return type(scene).__name__


def until_curtain(app, limit=3000):
    for _ in range(limit):
        app.frame(1 / 60)
        if kind(app.stack.top) == "CurtainScene":
            return app.stack.top
        if kind(app.stack.top) == "HandResultScene":
            post_key(pygame.K_RETURN)
    raise AssertionError("no curtain came")


def click(app, pos):
    post_mouse("motion", pos)
    post_mouse("down", pos)
    post_mouse("up", pos)
    app.frame(1 / 60)


# -- the curtain ---------------------------------------------------------------------------------


def paused_over_the_curtain(tmp_path):
    """A hot-seat table, its curtain up a second, then Esc."""
    app = make_app(tmp_path)
    table = hot_seat(app)
    curtain = until_curtain(app)
    app.frame(1.0)
    post_key(pygame.K_ESCAPE)
    app.frame(1 / 60)
    return app, table, curtain


def test_esc_on_the_curtain_pauses_and_the_hand_stays_hidden(tmp_path):
    app, table, curtain = paused_over_the_curtain(tmp_path)
    assert kind(app.stack.top) == "PauseScene" and curtain in app.stack.scenes
    assert table.viewer is None
    post_key(pygame.K_ESCAPE)  # the pause closes: the curtain is still there
    app.frame(1 / 60)
    assert app.stack.top is curtain and table.viewer is None


@pytest.mark.parametrize("key", [pygame.K_a, pygame.K_1, pygame.K_RIGHT, pygame.K_TAB],
                         ids=["a", "1", "right", "tab"])
def test_only_enter_or_space_lift_the_curtain(tmp_path, key):
    app = make_app(tmp_path)
    table = hot_seat(app)
    curtain = until_curtain(app)
    app.frame(1.0)
    post_key(key)
    app.frame(1 / 60)
    assert app.stack.top is curtain
    post_key(pygame.K_SPACE)
    app.frame(1 / 60)
    assert app.stack.top is table and table.viewer is not None


def test_enter_too_soon_or_held_from_before_does_not_lift_the_curtain(tmp_path):
    app = make_app(tmp_path)
    table = hot_seat(app)
    curtain = until_curtain(app)
    post_key(pygame.K_RETURN)  # the press that ended the last turn, a moment late
    app.frame(1 / 60)
    assert app.stack.top is curtain
    down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode="", scancode=0)
    for _ in range(60):  # Space held down: it repeats, and never lifts the curtain
        pygame.event.post(down)
        app.frame(1 / 60)
    assert app.stack.top is curtain and table.viewer is None
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_SPACE, mod=0))
    post_key(pygame.K_SPACE)
    app.frame(1 / 60)
    assert app.stack.top is table


def test_a_click_lifts_the_curtain_only_on_its_button(tmp_path):
    app = make_app(tmp_path)
    table = hot_seat(app)
    curtain = until_curtain(app)
    app.frame(1.0)
    w, h = app.size
    for pos in ((w // 2, h // 5), (w // 8, h - 20), (w - 30, 30)):
        click(app, pos)
        assert app.stack.top is curtain, pos
    click(app, curtain.button.rect.center)
    assert app.stack.top is table and table.viewer is not None


def test_the_key_that_closes_the_pause_does_not_lift_the_curtain(tmp_path):
    app, table, curtain = paused_over_the_curtain(tmp_path)
    down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    pygame.event.post(down)  # Esc closes the pause, and is held: it repeats on the curtain
    app.frame(1 / 60)
    assert app.stack.top is curtain
    for _ in range(30):
        pygame.event.post(down)
        app.frame(1 / 60)
    assert app.stack.top is curtain and table.viewer is None


# -- the check: every frame of a fuzzed hot-seat match -------------------------------------------


def cards_in(thing) -> set[Card]:
    """Every card named anywhere in a view, an event or a value inside them."""
    if isinstance(thing, Card):
        return {thing}
    if isinstance(thing, str):
        try:
            return {parse(thing)}
        except (CardError, ValueError, KeyError):
            return set()
    if isinstance(thing, dict):
        return set().union(*map(cards_in, thing.values())) if thing else set()
    if isinstance(thing, (list, tuple, set, frozenset)):
        return set().union(*map(cards_in, thing)) if thing else set()
    if dataclasses.is_dataclass(thing):
        return cards_in([getattr(thing, f.name) for f in dataclasses.fields(thing)])
    return set()


def seen_by(game, seat) -> set[Card]:
    view = game.view(seat)
    return cards_in(view.zones) | cards_in(view.info)


class Watch:
    """Looks at every frame of a hot-seat match: the faces drawn, who may see them, and who
    plays what when."""

    def __init__(self, app, table, monkeypatch) -> None:
        self.app, self.table, self.game = app, table, table.match.game
        self.seats = table.match.humans
        self.entitled: int | None = None  # whose curtain was last lifted, deliberately
        self.shown_for = 0.0  # how long his table has been in front of him
        self.faces: list[Card] = []
        self.public: set[Card] = set()  # every card a spectator of the table has seen
        self.names = {card: card_in_words(card) for card in self.game.deck}
        self.applied: list[tuple[int, dict, list]] = []  # since the table last stood still
        self.lifts = self.plays = self.frames = 0
        self.table_shown = False  # the last frame drew the table (under a pause, too)
        self.gesture = ("none",)
        self.began = False  # a play was under way before the gesture (a card selected)
        self._spy(monkeypatch)

    def _spy(self, monkeypatch) -> None:
        drawing = [False]
        card_face = art.card_face

        def face(card, width):
            if drawing[0]:
                self.faces.append(parse(card) if isinstance(card, str) else card)
            return card_face(card, width)

        stack_draw = self.app.stack.draw

        def draw(surface):
            drawing[0] = True
            try:
                stack_draw(surface)
            finally:
                drawing[0] = False

        monkeypatch.setattr(art, "card_face", face)
        self.app.stack.draw = draw
        match_apply = self.table.match.apply

        def apply(seat, act, **how):
            before = {s: seen_by(self.game, s) for s in (*self.seats, None)}
            events = match_apply(seat, act, **how)
            self.applied.append((seat, before, events))
            self.public |= before[None] | cards_in(self.game.redact(events, None))
            self._judge_play(seat, act)
            return events

        self.table.match.apply = apply

    def _judge_play(self, seat, act) -> None:
        if seat not in self.seats or isinstance(act, (Slap, Tick)):
            return
        self.plays += 1
        assert seat == self.entitled, f"seat {seat} played {act} behind the curtain"
        what = self.gesture[0]
        assert what != "none", f"{act} played with no press but a key's repeat"
        if what == "key" and not self.began:
            assert self.shown_for >= SEEN_BEFORE_KEYS, (
                f"{act} played by a key {self.shown_for:.2f} s after the hand was shown")
        if what == "mouse":
            assert self.shown_for > 0, f"{act} played by a click before the hand was drawn"

    def allowed(self) -> set[Card]:
        seat = self.entitled
        cards = seen_by(self.game, seat)
        for _seat, before, events in self.applied:
            cards |= before[seat] | cards_in(self.game.redact(events, seat))
        return cards

    def frame(self, dt: float, curtain_age: float) -> None:
        """Run one frame and judge what it drew."""
        table, stack = self.table, self.app.stack
        curtain_before = stack.top if kind(stack.top) == "CurtainScene" else None
        button = getattr(curtain_before, "button", None)
        self.faces = []
        drawn = table.frames_drawn
        self.app.frame(dt)
        self.frames += 1
        if curtain_before is not None and curtain_before not in stack.scenes:
            self._judge_lift(curtain_before, curtain_age, button)
        self.table_shown = table.frames_drawn != drawn
        if any(kind(s) == "CurtainScene" for s in stack.scenes):
            assert not self.faces, f"a card face drawn while the curtain is up: {self.faces}"
        elif table.frames_drawn != drawn:
            assert table.viewer in (None, self.entitled), "a hand shown to the wrong player"
            leaked = set(self.faces) - self.allowed()
            assert not leaked, f"seat {self.entitled} was shown {sorted(map(str, leaked))}"
        self._judge_story()
        if not table.busy() and table.board.synced:
            self.applied = []

    def _judge_story(self) -> None:
        """The sentences and the log name no card of a hand: only cards a spectator saw."""
        self.public |= seen_by(self.game, None)
        story = self.table.story
        text = " | ".join(story.log + story.showing())
        named = {card for card, name in self.names.items() if f" {name}" in text}
        assert named <= self.public, f"the story names {sorted(map(str, named - self.public))}"

    def _judge_lift(self, curtain, age: float, button) -> None:
        what = self.gesture
        deliberate = (what[0] == "key" and what[1] in LIFT_KEYS and age >= DELIBERATE_AFTER) or (
            what[0] == "mouse" and what[1] == "click" and button is not None
            and button.rect.collidepoint(what[2]))
        assert deliberate, f"the curtain was lifted by {what} after {age:.2f} s"
        self.entitled = self.table.viewer
        self.shown_for = 0.0
        self.lifts += 1


class Fuzz:
    """Keys, held keys that repeat, clicks and drags, at random, mostly around hand-overs."""

    def __init__(self, app, table, watch: Watch, rng: random.Random) -> None:
        self.app, self.table, self.watch, self.rng = app, table, watch, rng
        self.held: dict[int, float] = {}  # key → how long it has been down
        self.curtain_age = 0.0

    def step(self) -> None:
        top = self.app.stack.top
        dt = self.rng.choice(FRAME_TIMES)
        if self.watch.table_shown and self.table.viewer == self.watch.entitled:
            self.watch.shown_for += dt  # the last frame has been in view this long
        self._repeat_held(dt)
        self.watch.began = bool(self.table.input.choices or self.table.input.selected)
        self.watch.gesture = self._gesture(top)
        age = self.curtain_age
        self.curtain_age = self.curtain_age + dt if kind(top) == "CurtainScene" else 0.0
        self.watch.frame(dt, age)

    def _repeat_held(self, dt: float) -> None:
        """Keys held this long repeat, in every frame from then on, as a keyboard does."""
        for key, down in list(self.held.items()):
            self.held[key] = down + dt
            if self.held[key] >= REPEAT_AFTER:
                post(pygame.KEYDOWN, key)

    def _gesture(self, top) -> tuple:
        rng, name = self.rng, kind(top)
        if name == "PauseScene":  # back to the match: no key held to move about the menu
            for key in list(self.held):
                self._release(key)
            return self._tap(pygame.K_ESCAPE)
        if name in ("HandResultScene", "LogScene"):
            return self._tap(rng.choice(LIFT_KEYS) if name == "HandResultScene"
                             else rng.choice((pygame.K_l, pygame.K_ESCAPE)))
        if name == "CurtainScene" and rng.random() < 0.35:
            return self._tap(rng.choice(LIFT_KEYS))
        if top is self.table and rng.random() < 0.3 and self.watch.shown_for > 0.7:
            return self._tap(pygame.K_RETURN)  # a player who has looked, playing
        roll = rng.random()
        if roll < 0.45:
            return self._tap(rng.choice(FUZZ_KEYS))
        if roll < 0.6:
            return self._hold_or_release()
        return self._click(top)

    def _tap(self, key: int) -> tuple:
        if key in self.held:
            return self._release(key)
        post(pygame.KEYDOWN, key)
        post(pygame.KEYUP, key)
        return ("key", key)

    def _hold_or_release(self) -> tuple:
        if self.held and self.rng.random() < 0.5:
            return self._release(self.rng.choice(list(self.held)))
        key = self.rng.choice([k for k in FUZZ_KEYS if k != pygame.K_ESCAPE])
        if key in self.held:
            return self._release(key)
        self.held[key] = 0.0
        post(pygame.KEYDOWN, key)
        return ("key", key)

    def _release(self, key: int) -> tuple:
        del self.held[key]
        post(pygame.KEYUP, key)
        return ("none",)

    def _click(self, top) -> tuple:
        w, h = self.app.size
        spots = [(self.rng.randrange(w), self.rng.randrange(h))]
        button = getattr(top, "button", None)
        if button is not None and button.rect.w:
            spots += [button.rect.center] * 2
        hand = self.table.input.hand
        cw, ch = self.table.card_dims
        if hand:
            spots.append(self.rng.choice(hand).rect(cw, ch).center)
        table_box = self.table.boxes.get("table")
        if table_box is not None:
            spots.append(table_box.rect.center)
        pos = self.rng.choice(spots)
        post_mouse("motion", pos)
        post_mouse("down", pos)
        post_mouse("up", pos)
        return ("mouse", "click", pos)


def post(event_type: int, key: int) -> None:
    pygame.event.post(pygame.event.Event(event_type, key=key, mod=0, unicode="", scancode=0))


def fuzz_match(tmp_path, monkeypatch, game_id: str, seed: int, lifts: int, steps: int) -> Watch:
    app = make_app(tmp_path, size=(800, 600), speed="fast")
    table = hot_seat(app, game_id, seed)
    watch = Watch(app, table, monkeypatch)
    fuzz = Fuzz(app, table, watch, random.Random(seed))
    for _ in range(steps):
        if watch.lifts >= lifts or kind(app.stack.top) == "ResultsScene":
            break
        if table not in app.stack.scenes:
            break  # a key held into the pause took its menu out of the match
        fuzz.step()
    for key in list(fuzz.held):
        post(pygame.KEYUP, key)
    app.frame(1 / 60)
    return watch


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_hot_seat_never_shows_a_hidden_hand(tmp_path, monkeypatch, game_id):
    watch = fuzz_match(tmp_path, monkeypatch, game_id, seed=11, lifts=16, steps=3000)
    assert watch.lifts >= 12 and watch.plays >= 10, (watch.lifts, watch.plays, watch.frames)


def test_the_check_sees_a_hand_shown_to_the_wrong_player(tmp_path, monkeypatch):
    app = make_app(tmp_path, size=(800, 600))
    table = hot_seat(app)
    watch = Watch(app, table, monkeypatch)
    until_curtain(app)
    app.frame(0.5)
    watch.gesture = ("key", pygame.K_RETURN)
    post_key(pygame.K_RETURN)
    watch.frame(1 / 60, curtain_age=0.5)
    assert watch.entitled == table.viewer is not None
    monkeypatch.setattr(table, "update", lambda dt: None)  # the table only draws now
    table.viewer = table.bottom = 1 - watch.entitled  # as if the other hand came up
    table.resize(app.size)
    table.rebuild()
    with pytest.raises(AssertionError, match="wrong player"):
        watch.frame(1 / 60, curtain_age=0.0)
    table.viewer = None  # a spectator's table still shows no hand it should not
    table.rebuild()
    watch.entitled = None
    watch.frame(1 / 60, curtain_age=0.0)
    table.piles[f"hand:{table.bottom}"][0].card = table.match.game.hands[table.bottom][0]
    table.piles[f"hand:{table.bottom}"][0].face_up = True
    with pytest.raises(AssertionError, match="was shown"):
        watch.frame(1 / 60, curtain_age=0.0)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_hot_seat_never_shows_a_hidden_hand_long(tmp_path, monkeypatch, game_id, seed):
    watch = fuzz_match(tmp_path, monkeypatch, game_id, seed=100 + seed, lifts=60, steps=12_000)
    over = watch.game.outcome() is not None or watch.table not in watch.app.stack.scenes
    assert watch.lifts >= 30 or over and watch.lifts >= 10, (watch.lifts, watch.frames)


def test_w_in_hot_seat_says_no_computer_plays(tmp_path):
    app = make_app(tmp_path)
    table = hot_seat(app)
    table.explain_last()
    assert app.toasts and "no juega el ordenador" in app.toasts[-1].message


@pytest.mark.parametrize("variant,players", [("tute-parejas", 4), (None, 3)])
def test_computers_between_two_people_play_to_a_table_showing_no_hand(tmp_path, variant,
                                                                      players):
    """Ana plays, a computer answers, then Luis: while the computer plays, Ana's hand is
    no longer face up in front of Luis (it once stayed up until his curtain)."""
    from naipes_pg.ai import make_agent

    app = make_app(tmp_path, speed="fast")
    kinds = ["human", "computer", "human", "computer"][:players]
    seats = [SeatSetup(k, f"S{i}", "greedy") for i, k in enumerate(kinds)]
    table = TableScene(app, Match(MatchSetup("brisca", {"players": players}, variant, 3,
                                             seats)))
    app.stack.push(table)
    game, greedy = table.match.game, make_agent("greedy", "brisca", 3)
    watched = plays = 0
    for _ in range(20_000):
        app.frame(1 / 60)
        top = kind(app.stack.top)
        if top == "CurtainScene" and app.stack.top.armed:
            post_key(pygame.K_RETURN)
        elif top == "HandResultScene":
            post_key(pygame.K_RETURN)
        if top != "TableScene" or table.busy() or game.outcome() is not None:
            continue
        if table.match.computer_to_act() is not None:
            assert table.viewer is None
            for zone in ("hand:0", "hand:2"):
                faces = [s.card for s in table.piles[zone] if s.face_up]
                assert faces == [c for c in game.view(None).zones[zone] if c], zone
            watched += 1
        elif table.viewer is not None and table.match.human_to_act() == table.viewer \
                and table.input.guard.calm:
            assert table.human_act(greedy.choose(game, table.viewer))
            plays += 1
            if plays >= 12:
                break
    assert plays >= 12
    assert watched
