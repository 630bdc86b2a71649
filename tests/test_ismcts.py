"""The search opponent: it never reads a hidden card, never changes the game it is given, is
reproducible, anytime, knows no game, and plays every registered game (and a toy reflex game
for the clock, a toy team game for partners)."""

from __future__ import annotations

import ast
import random
import re
import sys
from pathlib import Path
from typing import Any

import pytest
from positions import position

from naipes_pg import i18n
from naipes_pg.ai import AGENT_NAMES, ismcts, make_agent
from naipes_pg.ai.agents import GREEDY_AGENTS, REFLEX_POLICIES, has_own_levels
from naipes_pg.ai.explain import EXPLAINERS, Audience, card_name, explain
from naipes_pg.ai.games import PLANS, plan_for
from naipes_pg.ai.greedy_ronda_robada import greedy_agreement
from naipes_pg.ai.hints import hint
from naipes_pg.ai.ismcts import LEVELS, ISMCTSAgent, Search
from naipes_pg.ai.plans import TREE, Plan, points_at_hand_end
from naipes_pg.ai.solvers import SOLVERS
from naipes_pg.cards import SPANISH_40, Card, parse, parse_many
from naipes_pg.rules.base import (
    CLOCK,
    Action,
    Game,
    GameSpec,
    OptionSpec,
    Outcome,
    PlayCard,
    Slap,
    Tick,
    action,
)
from naipes_pg.rules.events import Event
from naipes_pg.rules.record import state_digest
from naipes_pg.rules.registry import GAMES, new_game
from naipes_pg.ui.phrasing import say


def play_randomly(game: Game, actions: int, seed: int = 0) -> Game:
    """``actions`` random legal actions (fewer if the match ends), then the clock runs until a
    real seat may act."""
    rng = random.Random(seed)
    for _ in range(actions):
        if not game.actors():
            break
        seat = rng.choice(game.actors())
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    while game.actors() == (CLOCK,):
        game.apply(CLOCK, game.legal_actions(CLOCK)[0])
    return game


def a_seat(game: Game) -> int:
    return next(seat for seat in game.actors() if seat != CLOCK)


def with_hidden_cards_moved(game: Game, seat: int, seed: int) -> Game:
    """A twin of ``game`` whose cards hidden from ``seat`` sit elsewhere among their places."""
    twin = game.clone()
    slots = twin._slots(seat)  # a card known to lie in its place (taken face up) stays there
    pool = [slot.cards[i] for slot in slots for i in slot.free()]
    random.Random(seed).shuffle(pool)
    for slot in slots:
        for i in slot.free():
            slot.cards[i], pool = pool[0], pool[1:]
    return twin


def ranking(game: Game, seat: int, iterations: int = 60, seed: int = 5) -> list:
    search = Search(game, seat, iterations=iterations, seed=seed)
    search.step(iterations)
    return search.ranking()


# ------------------------------------------------------------------ hidden cards


def test_the_rivals_hidden_cards_do_not_change_the_choice():
    table, houses = "1c 4e Cb", ("3b 7o 1b 4b", "2e 5c 6o")  # 24 cards left: 4 deals
    first = position(table=table, hands=("1o 6e Rb", "2o 3o 4o"), houses=houses)
    second = position(table=table, hands=("1o 6e Rb", "Sc 6c 7c"), houses=houses)
    assert first.view(0).to_json() == second.view(0).to_json()
    assert ranking(first, 0, 200) == ranking(second, 0, 200)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_no_game_lets_the_search_see_hidden_cards(game_id):
    game = play_randomly(new_game(game_id, seed=11), 9, seed=2)
    if not game.actors():
        pytest.skip("the match ended")
    seat = a_seat(game)
    twin = with_hidden_cards_moved(game, seat, seed=4)
    assert twin.zones() != game.zones() or not twin._unseen(seat)  # a solitaire's are nobody's
    assert twin.view(seat).to_json() == game.view(seat).to_json()
    assert ranking(twin, seat) == ranking(game, seat)


# ------------------------------------------------------------------ search behaviour


def test_a_search_is_reproducible_with_its_seed():
    game = play_randomly(new_game("ronda-robada", seed=3), 6)
    seat = a_seat(game)
    assert ranking(game, seat, seed=9) == ranking(game, seat, seed=9)


@pytest.mark.parametrize("slice_size", [1, 3, 17])
def test_stepping_in_slices_always_gives_a_legal_best_action(slice_size):
    game = play_randomly(new_game("ronda-robada", seed=8), 12)
    seat = a_seat(game)
    search = Search(game, seat, iterations=60, seed=1)
    assert search.best_action() in game.legal_actions(seat)
    while not search.done:
        search.step(slice_size)
        assert search.best_action() in game.legal_actions(seat)
    assert search.iterations <= 60


def test_a_forced_move_needs_no_search():
    game = position(table="1c", hands=("5o", "2o 3o"), deal_number=6)
    search = Search(game, 0, iterations=500)
    assert search.done and search.best_action() == PlayCard(parse("5o"))


def test_think_stops_when_the_budget_is_spent():
    game = play_randomly(new_game("ronda-robada", seed=3), 6)
    search = Search(game, a_seat(game), iterations=40, seed=2)
    spent = search.think(60.0)  # a paired world finishes its row: one playout per action
    assert spent < 40 + len(search.actions) and search.done


def test_stealing_a_big_house_in_the_last_deal_is_found():
    mine, theirs = "Re 7e 7b 6b", "5o"  # the rival's house: every other card, 5o on top
    dealt = set(parse_many(f"3o 5e 1o Cb 2o 4c 6c {mine} {theirs}"))
    rest = " ".join(str(card) for card in SPANISH_40 if card not in dealt)
    game = position(table="3o", hands=("5e 1o Cb", "2o 4c 6c"), houses=(mine, f"{rest} 5o"),
                    deal_number=6)
    search = Search(game, 0, iterations=200, seed=0)
    search.step(200)
    assert search.best_action() == PlayCard(parse("5e"))


def _match_of(kind: str, actions: int, seed: int = 3) -> Game:
    game = new_game("ronda-robada", seed=seed)
    agents = [make_agent(kind, "ronda-robada", seed + seat) for seat in (0, 1)]
    for _ in range(actions):
        seat = game.actors()[0]
        game.apply(seat, agents[seat].choose(game, seat))
    return game


def test_a_greedy_player_s_past_turns_all_agree_with_the_greedy_play():
    """The turns kept as each player saw them rebuild his view exactly: the greedy player's
    choices all score best again, while a random player's often do not."""
    greedy, random_ = _match_of("greedy", 72), _match_of("random", 72)
    for seat in (0, 1):
        agreed, chances = greedy_agreement(greedy, seat)
        assert agreed == chances >= 8
        agreed, chances = greedy_agreement(random_, seat)
        assert chances >= 8 and agreed < 0.8 * chances


@pytest.mark.parametrize("kind, actions, strays", [
    ("greedy", 0, (0.0, 0.1)),  # nothing seen yet: taken for a player who plays the greedy way
    ("greedy", 72, (0.0, 0.05)),  # two hands of the greedy play
    ("random", 72, (0.5, 1.0)),  # two hands at random
    ("random", 18, (0.9, 1.0)),  # three deals, one of his three choices the greedy one
])
def test_rollouts_play_the_rival_as_he_has_played(kind, actions, strays):
    game = _match_of(kind, actions)
    seat = game.actors()[0]
    search = Search(game, seat, iterations=10, seed=0)
    low, high = strays
    assert low <= search.strays[1 - seat] <= high
    assert set(search.strays) == {1 - seat}


# ------------------------------------------------------------------ every registered game


def game_positions(game_id: str):
    spec = GAMES[game_id].spec
    low, high = spec.players
    for players in sorted({low, min(high, 4)}):
        for actions in (0, 7, 30):
            yield pytest.param(game_id, players, actions, id=f"{game_id}-{players}p-{actions}")


@pytest.mark.parametrize(
    "game_id,players,actions", [p for gid in sorted(GAMES) for p in game_positions(gid)]
)
def test_every_game_gets_a_legal_move(game_id, players, actions):
    options = {"players": players} if "players" in {o.name for o in GAMES[game_id].spec.options} \
        else {}
    game = play_randomly(new_game(game_id, options, seed=actions), actions)
    if not game.actors():
        pytest.skip("the match ended")
    seat = a_seat(game)
    before = state_digest(game)
    search = Search(game, seat, iterations=25, seed=actions)
    search.step(25)
    assert search.best_action() in game.legal_actions(seat)
    assert state_digest(game) == before


# ------------------------------------------------------------------ the search knows no game


def _game_modules() -> set[str]:
    """Every module holding one game's knowledge: its rules, and its agents, plans,
    explanations, reflexes and solvers under ``naipes_pg.ai``."""
    rules = {cls.__module__ for cls in GAMES.values()}
    registries = (GREEDY_AGENTS, REFLEX_POLICIES, EXPLAINERS, SOLVERS)
    ai = {part.__module__ for reg in registries for part in reg.values()}
    return rules | ai


def _imports(path: Path, package: str) -> set[str]:
    """The modules a source file imports, relative imports resolved from ``package``."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = package.rsplit(".", node.level - 1)[0] if node.level else ""
            module = ".".join(part for part in (base, node.module) if part)
            found |= {module, *(f"{module}.{alias.name}" for alias in node.names)}
    return found


def test_the_generic_search_names_no_game_and_imports_none():
    path = Path(ismcts.__file__)
    source = path.read_text(encoding="utf-8")
    registered = set(GAMES) | set(PLANS) | set(GREEDY_AGENTS) | set(EXPLAINERS)
    named = sorted(g for g in registered for form in (g, g.replace("-", "_")) if form in source)
    assert not named, f"ai/ismcts.py names {named}"
    imported = _imports(path, "naipes_pg.ai") & _game_modules()
    assert not imported, f"ai/ismcts.py imports {sorted(imported)}"


def test_every_plan_lives_beside_its_game_s_greedy_agent():
    for game_id, plan in PLANS.items():
        assert game_id in GAMES and isinstance(plan, Plan) and plan_for(game_id) is plan
        if plan not in (Plan(), TREE):  # a game's own plan, not a shared one: in its greedy
            # agent's module, or beside it in "<game>_plan" when it reads the rivals with that
            # agent (Truco's)
            module = GREEDY_AGENTS[game_id].__module__
            beside = module.replace("greedy_", "") + "_plan"
            assert plan in (vars(sys.modules[module]).get("PLAN"),
                            vars(sys.modules.get(beside, sys)).get("PLAN"))
    assert plan_for("a-game-with-no-plan") == Plan()


# ------------------------------------------------------------------ partners


@action
class Nominate(Action):
    """The hand's opener names the seat that gives this hand's gift."""

    seat: int


@action
class Gift(Action):
    """The seat named gives ``GIFT`` points to ``seat``."""

    seat: int


GIFT = 2


class Gifts(Game):
    """Four seats in two teams, partners opposite. In each hand the opener (seat 0, then 1…)
    names another seat, and the seat named gives two points to any seat. After ``hands``
    hands the side with more points wins; a tie is shared. Nothing is hidden."""

    spec = GameSpec("gifts", "Regalos", "Gifts", (4, 4), "none", teams=True,
                    options=(OptionSpec("hands", 1, minimum=1, maximum=9),))

    def _setup(self) -> list[Event]:
        self.scores, self.results, self.giver = [0] * self.players, [], None
        return []

    def actors(self) -> tuple[int, ...]:
        if len(self.results) == self.options["hands"]:
            return ()
        return (len(self.results) % self.players,) if self.giver is None else (self.giver,)

    def _legal_actions(self, seat: int) -> list[Any]:
        if self.giver is None:
            return [Nominate(s) for s in range(self.players) if s != seat]
        return [Gift(s) for s in range(self.players)]

    def _apply(self, seat: int, act: Any) -> list[Event]:
        if isinstance(act, Nominate):
            self.giver = act.seat
        else:
            self.scores[act.seat] += GIFT
            self.results.append({"to": act.seat})
            self.giver = None
        return []

    def outcome(self) -> Outcome | None:
        if self.actors():
            return None
        sides = [sum(self.scores[s] for s in self.partners(side)) for side in (0, 1)]
        won = [s for s in range(self.players) if sides[self.team_of(s)] == max(sides)]
        return Outcome(tuple(won), tuple(1.0 if s in won else 0.0 for s in range(self.players)))

    def zones(self) -> dict[str, list[Card]]:
        return {}


def searched(game: Game, plan: Plan) -> dict[Any, float]:
    search = Search(game, 0, iterations=400, seed=3, plan=plan)
    search.step(400)
    return {act: mean for act, _visits, mean in search.ranking()}


@pytest.mark.parametrize("plan, hands, partner_above", [
    # a tree grown below the root, so that the partner's gift is chosen in it
    (Plan(rollout="random", paired=False, depth=None), 1, 0.9),  # the gift wins the match
    (Plan(points_at_hand_end("scores"), rollout="random", paired=False, depth=None), 2,
     0.55),  # the gift wins the hand
], ids=["match-end", "hand-end"])
def test_partners_are_valued_together(plan, hands, partner_above):
    """Only the partner, named, gives the points to seat 0's side: the search sees that the
    partner plays for seat 0's side and that either rival plays against it."""
    values = searched(Gifts({"hands": hands}), plan)
    assert max(values, key=values.get) == Nominate(2)
    assert values[Nominate(2)] > partner_above
    assert max(values[Nominate(1)], values[Nominate(3)]) < 0.5


def test_points_at_hand_end_counts_a_partner_s_points_as_the_side_s():
    game = Gifts({"hands": 2})
    value = points_at_hand_end("scores")(game)
    game.apply(0, Nominate(1))
    game.apply(1, Gift(2))
    first, rival, partner, other_rival = value(game)
    assert first == partner > 0.5 > rival == other_rival


@pytest.mark.parametrize("desescoba", [False, True])
def test_escoba_s_plan_counts_a_hand_s_points_against_the_player_in_desescoba(desescoba):
    """In Desescoba whoever reaches 15 loses: the search must value points as a loss, or
    it plays to lose."""
    from naipes_pg.ai.greedy_escoba import PLAN as ESCOBA_PLAN
    options = {"players": 2, "desescoba": desescoba, "reflex_race": False}
    for seed in range(40):
        root = new_game("escoba", options, seed)
        value, world = ESCOBA_PLAN.valuation(root), root.clone()
        agents = [make_agent("greedy", "escoba", s) for s in range(2)]
        values = None
        while values is None:
            seat = world.actors()[0]
            world.apply(seat, agents[seat].choose(world, seat))
            values = value(world)
        gained = [now - was for now, was in zip(world.scores, root.scores, strict=True)]
        if world.outcome() is None and gained[0] != gained[1]:
            more = 0 if gained[0] > gained[1] else 1
            assert (values[more] < 0.5 < values[1 - more]) == desescoba
            assert (values[more] > 0.5 > values[1 - more]) == (not desescoba)
            return
    raise AssertionError("no hand ended with unequal points")


# ------------------------------------------------------------------ hints and levels


@pytest.fixture
def language():
    """Set the language for a test, and put Spanish (the default) back after it."""
    yield i18n.set_language
    i18n.set_language("es")


# the games whose moves are cards played in turn; a reflex game's presses get no hint, and a
# game whose levels are its own players (Siete y Media: calls, its hint the exact play) no search
CARD_GAMES = sorted(g for g in GAMES if not hasattr(make_agent("greedy", g, 0), "plan")
                    and not has_own_levels(g))
CARD_CODE = re.compile(r"\b(?:[1-9]|1[0-2]|[SCR])[oceb]\b")


def a_choice(game_id: str, seed: int) -> tuple[Game, int]:
    """A position of ``game_id`` after a few greedy moves where the seat to move has a choice."""
    game = new_game(game_id, seed=seed)
    agent = make_agent("greedy", game_id, seed)
    while True:
        seat = a_seat(play_randomly(game, 0))
        if len(game.legal_actions(seat)) > 1 and len(game.history) >= 3:
            return game, seat
        game.apply(seat, agent.choose(game, seat))


@pytest.mark.parametrize("lang, verb", [("es", "Juega "), ("en", "Play ")])
@pytest.mark.parametrize("game_id", CARD_GAMES)
def test_a_hint_names_the_card_in_words_without_figures(game_id, lang, verb, language):
    language(lang)
    for seed in range(3, 40):  # a position whose hint is a card (not a call, in Truco)
        game, seat = a_choice(game_id, seed=seed)
        before = (state_digest(game), game.zones(), list(game.history), game.rng.getstate())
        act, said = hint(game, seat)  # once: a search stopped by its clock may differ twice
        assert (state_digest(game), game.zones(), list(game.history),
                game.rng.getstate()) == before
        if getattr(act, "card", None) is not None:
            break
    assert act in game.legal_actions(seat)
    why = say(said)
    assert why.startswith(verb + say(card_name(act.card))), why
    assert "%" not in why and not CARD_CODE.search(why), why


@pytest.mark.parametrize("game_id", CARD_GAMES)
def test_the_computer_s_move_is_told_without_its_hand(game_id, language):
    """Watching the computer, the reader learns what its card did, never what else it held."""
    for seed in range(5, 40):  # a position where its move is a card (not a call, in Truco)
        game, seat = a_choice(game_id, seed=seed)
        act = make_agent("greedy", game_id, 1).choose(game, seat)
        if getattr(act, "card", None) is not None:
            break
    why = say(explain(game, seat, act, Audience(you=None)))
    assert why.startswith(say(card_name(act.card))), why
    others = [c for c in game.view(seat).zones.get(f"hand:{seat}", []) if c != act.card]
    assert not any(say(card_name(c)) in why for c in others), why


def test_a_card_s_article_agrees_with_its_name(language):
    assert [say(card_name(parse(c))) for c in ("Sc", "Cb", "1o")] == [
        "la sota de copas", "el caballo de bastos", "el as de oros"]
    language("en")
    assert [say(card_name(parse(c))) for c in ("Sc", "Cb", "1o")] == [
        "the jack of cups", "the knight of clubs", "the ace of coins"]


def test_the_reason_for_a_forced_move(language):
    game = position(table="1c", hands=("5o", "2o 3o"), deal_number=6)
    assert say(hint(game, 0)[1]) == "Juega el 5 de oros: es la única jugada"
    language("en")
    assert say(hint(game, 0)[1]) == "Play the 5 of coins: it is the only move"


def test_stealing_the_house_is_said_from_each_side(language):
    game = position(table="4e", hands=("7o 2c", "3b 5b"), houses=("", "1b 7c"))
    steal = PlayCard(parse("7o"))
    you = Audience(you=0, names=("Ana", "Ordenador"), computers=frozenset({1}))
    assert say(explain(game, 0, steal, you)) == (
        "Juega el 7 de oros: roba la casa del ordenador (2 cartas)")
    assert "roba la casa de Bea" in say(explain(game, 0, steal, Audience(0, ("Ana", "Bea"))))
    assert "roba la casa del rival" in say(explain(game, 0, steal, Audience(you=0)))
    rival = position(table="4e", hands=("2c 3c", "7e 5b"), houses=("1b 7c", ""), turn=1)
    assert say(explain(rival, 1, PlayCard(parse("7e")), Audience(you=0))) == (
        "el 7 de espadas: roba tu casa (2 cartas)")
    language("en")
    assert say(explain(game, 0, steal, you)) == (
        "Play the 7 of coins: it steals the computer's house (2 cards)")


def test_a_card_nobody_can_take_is_said_so(language):
    game = position(table="", hands=("Rb 2c", "3b 5b"), houses=("Ro Rc", "Re 1c"))
    why = say(explain(game, 0, PlayCard(parse("Rb")), Audience(you=0)))
    assert why == ("Juega el rey de bastos: no hay nada que llevarse y ya no queda ninguna "
                   "carta que se la lleve"), why
    watched = say(explain(game, 0, PlayCard(parse("Rb")), Audience(you=1)))
    assert watched == "el rey de bastos: ya no queda ninguna carta que se la lleve", watched


def test_the_three_levels_exist_and_grow():
    assert list(LEVELS) == ["facil", "normal", "dificil"]
    assert LEVELS["facil"].iterations < LEVELS["normal"].iterations < LEVELS["dificil"].iterations
    assert LEVELS["facil"].slip > 0 == LEVELS["dificil"].slip
    assert LEVELS["facil"].reads < LEVELS["normal"].reads < LEVELS["dificil"].reads == 1
    for level in LEVELS:
        assert level in AGENT_NAMES
        agent = make_agent(level, "ronda-robada", seed=1)
        assert isinstance(agent, ISMCTSAgent) and agent.name == level
    with pytest.raises(ValueError):
        ISMCTSAgent("imposible")


def test_an_agent_plays_a_whole_match():
    from naipes_pg.selfplay import play_match

    game = new_game("ronda-robada", {"target": 1}, seed=2)
    fast = ISMCTSAgent("facil", 3, budget=LEVELS["facil"].__class__(20, 60.0, 0.25))
    play_match(game, [fast, make_agent("random", "ronda-robada", 1)])
    assert game.outcome() is not None


# ------------------------------------------------------------------ a toy reflex game


class Snap(Game):
    """Each seat holds two hidden cards and plays one per turn. Playing the rank on top of the
    table opens a slap race: the clock first marks its start, then the first slap scores a
    point for its seat (for its team with four players) and a tick at the deadline ends it."""

    spec = GameSpec("snap", "Snap", "Snap", (2, 4), "none",
                    options=(OptionSpec("players", 2, minimum=2, maximum=4),), realtime=True)
    DECK = [Card(rank, suit) for rank in (1, 2, 3) for suit in "oceb"]

    def _setup(self) -> list[Event]:
        deck = self.deck_for_hand(0, self.DECK)
        self.hands = [[deck.pop(), deck.pop()] for _ in range(self.players)]
        self.stock, self.table, self.points = deck, [], [0] * self.players
        self.turn, self.race, self.clock = 0, None, 0
        return []

    def actors(self) -> tuple[int, ...]:
        if self.race is not None:
            return (CLOCK,) if self.race < 0 else (*range(self.players), CLOCK)
        return (self.turn,) if any(self.hands) else ()

    def _legal_actions(self, seat: int) -> list[Any]:
        if self.race is not None:
            return [Tick(self.clock if self.race < 0 else self.race)] if seat == CLOCK else [
                Slap(self.clock)]
        return [PlayCard(card) for card in self.hands[seat]]

    def _apply(self, seat: int, act: Any) -> list[Event]:
        if isinstance(act, PlayCard):
            self.hands[seat].remove(act.card)
            if self.table and self.table[-1].rank == act.card.rank:
                self.race = -1
            self.table.append(act.card)
            self.turn = (seat + 1) % self.players
        elif self.race == -1:
            self.race = act.t + 1000
        else:
            if isinstance(act, Slap):
                self.points[seat % 2 if self.players == 4 else seat] += 1
            self.clock, self.race = act.t + 1, None
        return []

    def outcome(self) -> Outcome | None:
        if self.actors():
            return None
        best = max(self.points)
        team = self.players == 4
        won = [s for s in range(self.players) if self.points[s % 2 if team else s] == best]
        return Outcome(tuple(won), tuple(1.0 if s in won else 0.0 for s in range(self.players)))

    def zones(self) -> dict[str, list[Card]]:
        hands = {f"hand:{s}": list(h) for s, h in enumerate(self.hands)}
        return {"stock": list(self.stock), "table": list(self.table), **hands}

    def _unseen(self, seat: int) -> list[list[Card]]:
        return [h for s, h in enumerate(self.hands) if s != seat] + [self.stock]


def snap_in_race(players: int) -> Snap:
    seed = next(s for s in range(500) if _opens_race(Snap({"players": players}, s)))
    game = Snap({"players": players}, seed)
    game.apply(0, PlayCard(game.hands[0][0]))
    return game


def _opens_race(game: Snap) -> bool:
    """Seat 1 can answer seat 0's first card with its first card only."""
    first, answer, other = game.hands[0][0], *game.hands[1]
    return answer.rank == first.rank != other.rank


def race_keys(node) -> set:
    """Every ``(seat, action)`` choice of a race anywhere in the tree below ``node``."""
    keys = {key for key in node.children if isinstance(key, tuple)}
    return keys.union(*(race_keys(child) for child in node.children.values()))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_reflex_game_searches_through_races_and_clock_ticks(players):
    game = snap_in_race(players)
    assert game.actors() == (1,)
    search = Search(game, 1, iterations=150, seed=players, plan=TREE)  # races below the root
    search.step(150)
    assert search.best_action() in game.legal_actions(1)
    pressed = {(seat, type(act)) for seat, act in race_keys(search.root)}
    assert {(0, Slap), (1, Slap), (CLOCK, Tick)} <= pressed  # whoever is quicker may win
    game.apply(1, PlayCard(game.hands[1][0]))
    assert game.actors() == (CLOCK,)
    game.apply(CLOCK, game.legal_actions(CLOCK)[0])
    assert set(game.actors()) == {*range(players), CLOCK}
    assert Search(game, players - 1).best_action() == Slap(game.clock)


def test_the_levels_slip_less_often_as_they_rise_and_the_hint_never():
    """Budgets alone hardly part the levels; slips on purpose do. The table's hint thinks
    with Normal's budget but always gives the move it rates best."""
    from naipes_pg.ai.hints import hint_agent
    assert LEVELS["facil"].slip > LEVELS["normal"].slip > 0
    agent = hint_agent("brisca", 3)
    assert agent.level.iterations == LEVELS["normal"].iterations
    assert agent.level.slip == 0


class _Ranked:
    """A finished search that rates ``a`` best, then ``b``, then ``c``."""

    def ranking(self) -> list[tuple[Any, int, float]]:
        return [("a", 60, 0.6), ("b", 30, 0.5), ("c", 10, 0.1)]


def test_a_slip_draws_any_move_rated_below_the_best_not_only_the_runner_up():
    """Where the runner-up is nearly as good, playing it costs nothing: a slip is a move drawn
    among all the worse ones, and the level slips about as often as it says."""
    rng = random.Random(5)
    always = ismcts.Level(iterations=1, seconds=0.1, slip=1.0)
    assert {ismcts._pick(_Ranked(), always, rng) for _ in range(200)} == {"b", "c"}
    never = ismcts.Level(iterations=1, seconds=0.1)
    assert {ismcts._pick(_Ranked(), never, rng) for _ in range(50)} == {"a"}
    normal = [ismcts._pick(_Ranked(), LEVELS["normal"], rng) for _ in range(4000)]
    assert abs(sum(move != "a" for move in normal) / 4000 - LEVELS["normal"].slip) < 0.03
