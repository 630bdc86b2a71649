"""A match as the app runs it: the rules game, who sits where, the computer players, saving.

The table scene asks this object for the viewer's view and legal actions and tells it what
the human did; it never touches the game's hidden state itself.
"""

from __future__ import annotations

import random
import time
from dataclasses import asdict, dataclass, field
from typing import Any

from ..ai import explain as explaining
from ..ai.agents import has_own_levels, make_agent
from ..ai.explain import Audience
from ..ai.hints import hint_agent
from ..cards import CardError, is_suit, parse, suit_name
from ..i18n import _, language, said_in_every_language, tr
from ..rules.base import CLOCK, N_, Game, IllegalAction
from ..rules.deals import FIRST_DEAL, LAST_DEAL
from ..rules.events import Event
from ..rules.record import RecordError, from_record, to_record
from ..rules.registry import get_spec, new_game
from ..store import saver
from .phrasing import say

LEVELS = ("facil", "normal", "dificil")
ASSISTS = ("undo", "hint", "solver")  # the help a match may have had, counted apart


@dataclass
class SeatSetup:
    kind: str = "human"  # "human" or "computer"
    name: str = ""
    level: str = "normal"

    @property
    def human(self) -> bool:
        return self.kind == "human"


@dataclass
class MatchSetup:
    game_id: str
    options: dict[str, Any] = field(default_factory=dict)
    variant: str | None = None
    seed: int | None = None
    seats: list[SeatSetup] = field(default_factory=list)
    winnable_only: bool = False  # a new deal is one the solver has won (solitaires)

    def filled(self) -> MatchSetup:
        """Every seat present and named: seat 0 a human, the others the computer by default."""
        spec = get_spec(self.game_id)
        players = int(spec.resolve(self.options, self.variant).get("players", spec.players[0]))
        seats = list(self.seats)[:players]
        while len(seats) < players:
            seats.append(SeatSetup("human" if not seats else "computer"))
        for i, seat in enumerate(seats):
            if not seat.name:
                seat.name = default_name(i, seat, seats)
        seed = self.seed if self.seed is not None else new_deal_number()
        return MatchSetup(self.game_id, dict(self.options), self.variant, seed, seats,
                          self.winnable_only)

    def to_json(self) -> dict[str, Any]:
        return {"seats": [asdict(s) for s in self.seats], "variant": self.variant,
                "winnable_only": self.winnable_only}


def new_deal_number() -> int:
    """A fresh deal, drawn from the numbers a player can type back."""
    return random.SystemRandom().randint(FIRST_DEAL, LAST_DEAL)


def default_name(index: int, seat: SeatSetup, seats: list[SeatSetup] | None = None) -> str:
    """A lone person is "You"; computers are "Computer", numbered when there are several;
    several people are "Player 1", "Player 2"…"""
    message, params = _default_words(index, seat, seats if seats is not None else [seat])
    return tr(message, **params)


def _default_words(index: int, seat: SeatSetup,
                   seats: list[SeatSetup]) -> tuple[str, dict[str, int]]:
    """The message id of a seat's default name, and its parameters."""
    humans = sum(s.human for s in seats)
    if seat.human:
        return (N_("You"), {}) if humans == 1 else (N_("Player {n}"), {"n": index + 1})
    computers = [i for i, s in enumerate(seats) if not s.human]
    if len(computers) == 1:
        return N_("Computer"), {}
    return N_("Computer {n}"), {"n": computers.index(index) + 1 if index in computers
                                else index + 1}


def shown_name(index: int, seats: list[SeatSetup]) -> str:
    """A seat's name as the table says it: a default name given in another language (a
    match begun in Spanish, read in English) is said in the language of now."""
    seat = seats[index]
    message, params = _default_words(index, seat, seats)
    return tr(message, **params) if seat.name in said_in_every_language(message, **params) \
        else seat.name


def make_player(seat: SeatSetup, game_id: str, seed: int):
    """The agent behind a computer seat: its level if the search is there, else the greedy
    player, else random."""
    for name in (seat.level, "greedy", "random"):
        try:
            return make_agent(name, game_id, seed)
        except ValueError:
            continue
    raise ValueError(f"no computer player for {game_id}")


def reason_text(error: IllegalAction) -> str:
    """The rule's reason in the player's language, cards by their names ("Caballo de copas")."""
    params = {}
    for name, value in error.params.items():
        try:
            params[name] = (suit_name(value, language()) if is_suit(name, value)
                            else parse(value).name(language()))
        except CardError:
            params[name] = value
    return tr(error.message, **params)


class Match:
    def __init__(self, setup: MatchSetup, game: Game | None = None) -> None:
        self.setup = setup.filled() if game is None else setup
        if game is None:
            s = self.setup
            game = new_game(s.game_id, s.options, s.seed or 0, variant=s.variant)
        self.game = game
        # Undo lives here, above the rules: the position before each of the person's moves,
        # and the moves undone, to redo (DESIGN "Undo"). Offered in a game of one person alone.
        self.undo_stack: list[tuple[Game, tuple[int, Any]]] = []  # (position before, move)
        self.redo_stack: list[tuple[int, Any]] = []
        # what the statistics count apart, and the time played; a save keeps them
        self.undo_used = self.hint_used = self.solver_used = False
        self.elapsed = 0.0  # seconds of play shown on the clock (not paused, not over)
        self.demo = False  # the solver showing a solution: neither saved nor counted
        self.agents = {
            i: make_player(seat, game.spec.id, (self.setup.seed or 0) + i)
            for i, seat in enumerate(self.setup.seats)
            if not seat.human
        }

    # -- who acts ---------------------------------------------------------------------------

    @property
    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.setup.seats) if seat.human]

    @property
    def hot_seat(self) -> bool:
        return len(self.humans) > 1

    def name(self, seat: int) -> str:
        return shown_name(seat, self.setup.seats)

    def human_to_act(self) -> int | None:
        """The person whose turn it is; None in a real-time game's timed phase, where
        everyone presses at once and nobody holds a hand to hide."""
        actors = self.game.actors()
        if CLOCK in actors and self.game.realtime:
            return None
        return next((s for s in actors if s in self.humans), None)

    def computer_to_act(self) -> int | None:
        """The computer seat (or the clock) whose turn it is. None in a real-time game's
        timed phase, where every seat may press at once: the table's real-time service times
        the computers' presses and the clock's ticks (DESIGN "Several actors at once only
        under the clock")."""
        actors = self.game.actors()
        if CLOCK in actors and self.game.realtime:
            return None
        if actors and actors[0] == CLOCK:
            return CLOCK
        return next((s for s in actors if s in self.agents), None)

    # -- acting -----------------------------------------------------------------------------

    def apply(self, seat: int, act: Any, *, auto: bool = False) -> list[Event]:
        """Apply and save; raises IllegalAction (state unchanged) for a refused action. An
        ``auto`` move (made by an option for the person) belongs to the move before it: one
        undo takes both back, or the option would make it again at once."""
        before = self.game.clone() if self.undoable_seat(seat) and not auto else None
        events = self.game.apply(seat, act)
        if before is not None:
            self.undo_stack.append((before, (seat, act)))
            if self.redo_stack and self.redo_stack[-1] == (seat, act):
                self.redo_stack.pop()  # the move undone, made again: the rest can still be redone
            else:
                self.redo_stack.clear()
        self.save()
        return events

    # -- undo -------------------------------------------------------------------------------

    @property
    def solo(self) -> bool:
        """A game of one seat played by a person: a solitaire (a game made for one player
        alone; one player against Siete y Media's house is no solitaire, and no undo may show
        him the next card)."""
        return (len(self.setup.seats) == 1 and bool(self.humans)
                and self.game.spec.players == (1, 1))

    def undoable_seat(self, seat: int) -> bool:
        """Undo is offered where it cannot show a hidden card: in a solitaire, where the
        rules hold every card the player has not seen and a move taken back is only taken
        back (DESIGN "Undo": no barrier)."""
        return self.solo and seat in self.humans

    def can_undo(self) -> bool:
        return bool(self.undo_stack) and self.game.outcome() is None

    def can_redo(self) -> bool:
        return bool(self.redo_stack) and self.game.outcome() is None

    def undo(self) -> bool:
        """Back to the position before the person's last move; False if there is none."""
        if not self.can_undo():
            return False
        self.game, undone = self.undo_stack.pop()
        self.redo_stack.append(undone)
        self.undo_used = True
        self.save()
        return True

    def next_redo(self) -> tuple[int, Any] | None:
        """The move the next redo makes again (the table plays it, animated)."""
        return self.redo_stack[-1] if self.can_redo() else None

    @property
    def moves(self) -> int:
        """The person's moves that stand (a move undone no longer counts)."""
        return sum(1 for seat, _act in self.game.history if seat in self.humans)

    def computer_move(self, seat: int) -> Any:
        """The computer's move at once (selfplay, shots); the table uses ``ComputerTurn``."""
        if seat == CLOCK:
            return self.game.legal_actions(CLOCK)[0]
        return self.agents[seat].choose(self.game, seat)

    def computer_turn(self, seat: int) -> ComputerTurn:
        return ComputerTurn(self, seat)

    def try_action(self, seat: int, act: Any) -> str | None:
        """None if ``act`` is legal for ``seat`` now, else the reason (nothing is changed)."""
        refusal = self.game.why_illegal(seat, act)
        return None if refusal is None else reason_text(refusal)

    # -- saving -----------------------------------------------------------------------------

    def record(self, digest: bool = True) -> dict[str, Any]:
        """The rules' record of the match with the table's seats (names, levels)."""
        table = {**self.setup.to_json(), "elapsed": round(self.elapsed, 1),
                 "assisted": [name for name in ASSISTS if getattr(self, f"{name}_used")]}
        return {**to_record(self.game, digest=digest), "table": table}

    def save(self) -> None:
        """Keep the match in progress. The autosave leaves out the digest (hashing every
        view costs a frame's budget; it guards files people share, not our own)."""
        if self.demo:
            return
        if self.game.outcome() is None:
            saver().save(self.record(digest=False))
        else:
            saver().clear(self.game.spec.id)

    @classmethod
    def from_saved(cls, record: dict[str, Any]) -> Match:
        """The match in progress, replayed from its record; RecordError if it is damaged."""
        game = from_record(record)
        table = record.get("table") or {}
        try:
            seats = [SeatSetup(**seat) for seat in table.get("seats", [])]
        except TypeError:
            raise RecordError("the seats of the saved match are damaged") from None
        setup = MatchSetup(game.spec.id, dict(game.options), table.get("variant"), game.seed, seats,
                           table.get("winnable_only") is True)
        match = cls(setup.filled() if len(seats) != game.players else setup, game)
        elapsed = table.get("elapsed")
        if isinstance(elapsed, (int, float)) and 0 <= elapsed < 10**7:
            match.elapsed = float(elapsed)
        assisted = table.get("assisted")
        for name in assisted if isinstance(assisted, list) else ():
            if name in ASSISTS:
                setattr(match, f"{name}_used", True)
        return match


class ComputerTurn:
    """A computer seat's decision made a few milliseconds at a time, so the window keeps
    drawing: a search agent thinks in slices (within its level's time), any other agent
    answers at once. ``why`` says in words what the chosen move does, for ``audience`` (by
    default the one person at the table, if there is one)."""

    def __init__(self, match: Match, seat: int, agent: Any = None,
                 audience: Audience | None = None) -> None:
        self.seat = seat
        self.action: Any = None
        self.why: str | None = None
        self.agent = agent or match.agents.get(seat)
        self.audience = audience or audience_of(match, only_human(match))
        self.search = None
        self.thought = 0.0
        if seat == CLOCK:
            self.action = match.game.legal_actions(CLOCK)[0]
        elif hasattr(self.agent, "search"):
            self.search = self.agent.search(match.game, seat)
        else:
            self.action = self.agent.choose(match.game, seat)
            self.why = explain_move(match.game, seat, self.action, self.audience)

    def advance(self, seconds: float) -> Any:
        """Think for about ``seconds``; the chosen action once decided, else None."""
        if self.action is None and self.search is not None:
            start = time.perf_counter()
            self.search.think(seconds)
            self.thought += time.perf_counter() - start
            limit = getattr(getattr(self.agent, "level", None), "seconds", None)
            if self.search.done or (limit is not None and self.thought >= limit):
                self.action = self.agent.decide(self.search)
                self.why = explain_search(self.search, self.action, self.audience)
        return self.action


def only_human(match: Match) -> int | None:
    """The seat of the one person at the table; None in hot-seat or among computers."""
    humans = match.humans
    return humans[0] if len(humans) == 1 else None


def audience_of(match: Match, you: int | None) -> Audience:
    """Who reads an explanation: ``you`` by their seat, the others by their names, and a
    computer still called just "Computer" as "the computer"."""
    names = tuple(match.name(s) for s in range(len(match.setup.seats)))
    computers = frozenset(s for s, seat in enumerate(match.setup.seats)
                          if not seat.human and match.name(s) == _("Computer"))
    return Audience(you, names, computers)


def explain_move(game: Game, seat: int, action: Any, audience: Audience) -> str:
    """What a move decided without a search does, in the player's words."""
    return say(explaining.explain(game, seat, action, audience))


def explain_search(search: Any, action: Any, audience: Audience) -> str:
    """What the move a search chose does, in the player's words, and how clear a choice it
    was."""
    return say(explaining.explain_search(search, action, audience))


def hint_turn(match: Match, seat: int) -> ComputerTurn:
    """The hint's move for ``seat`` and, addressed to that seat's player, what it does: the
    search of level Normal, Difícil's alone at a solitaire, or the exact play of a game whose
    best play is computed. It works on a copy; the match is never changed."""
    game_id = match.game.spec.id
    if has_own_levels(game_id):
        # a game whose best play is computed: the hint is that exact play
        agent = make_agent("dificil", game_id, len(match.game.history))
    else:
        # alone at a solitaire no rival waits: the hint thinks as long as Difícil, whose
        # moves win the most deals (Cuatro Ases: 52 % of 100, the greedy player's 9 %)
        agent = hint_agent(game_id, len(match.game.history),
                           "dificil" if match.solo else "normal")
    return ComputerTurn(match, seat, agent, audience_of(match, seat))
