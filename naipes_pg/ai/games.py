"""The computer's part of every game, registered once: one ``GameAI`` entry per game names its
rules class, its greedy agent and the search's plan, its exact solver and its reflexes if it
has them, and the words that explain its moves. Everything the AI looks up by game id is read
from here (``make_agent``, ``plan_for``, ``policy_for``, ``solve``, ``explain``). The words'
table, ``explain.EXPLAINERS``, is filled from here too: the greedy modules import
``explain.py`` for its vocabulary, so it cannot import this registry back.

The rules' own registry is ``rules/registry.py`` and the table's ``ui/table/layouts``, one line
per game each; docs/adding-a-game.md walks through adding a game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from ..rules.base import Game
from ..rules.brisca import Brisca
from ..rules.chinchon import Chinchon
from ..rules.cinquillo import Cinquillo
from ..rules.cuatro_ases import CuatroAses
from ..rules.el_nueve import ElNueve
from ..rules.escoba import Escoba
from ..rules.granja import Granja
from ..rules.nervioso import Nervioso
from ..rules.piles import Piles
from ..rules.ronda_marroqui import RondaMarroqui
from ..rules.ronda_robada import RondaRobada
from ..rules.siete_y_media import SieteYMedia
from ..rules.solitario_espanol import SolitarioEspanol
from ..rules.truco import Truco
from ..rules.veneno import Veneno
from .agent import Agent
from .chinchon_plan import PLAN as CHINCHON_PLAN
from .cinquillo_plan import PLAN as CINQUILLO_PLAN
from .cues import Policy
from .explain import EXPLAINERS, Explanation, Move
from .greedy_brisca import PLAN as BRISCA_PLAN
from .greedy_brisca import GreedyBrisca
from .greedy_chinchon import GreedyChinchon
from .greedy_chinchon import explain_move as chinchon_words
from .greedy_cinquillo import GreedyCinquillo
from .greedy_cinquillo import explain_move as cinquillo_words
from .greedy_cuatro_ases import GreedyCuatroAses
from .greedy_cuatro_ases import explain_move as cuatro_ases_words
from .greedy_el_nueve import GreedyElNueve
from .greedy_el_nueve import explain_move as el_nueve_words
from .greedy_escoba import PLAN as ESCOBA_PLAN
from .greedy_escoba import GreedyEscoba
from .greedy_escoba import explain_move as escoba_words
from .greedy_piles import PLAN as PILES_PLAN
from .greedy_piles import GreedyPiles
from .greedy_piles import explain_move as piles_words
from .greedy_ronda_marroqui import PLAN as RONDA_MARROQUI_PLAN
from .greedy_ronda_marroqui import GreedyRondaMarroqui
from .greedy_ronda_marroqui import explain_move as ronda_marroqui_words
from .greedy_ronda_robada import PLAN as RONDA_ROBADA_PLAN
from .greedy_ronda_robada import GreedyRondaRobada
from .greedy_ronda_robada import explain_move as ronda_robada_words
from .greedy_siete_y_media import LEVELS as SIETE_LEVELS
from .greedy_siete_y_media import ThumbSiete
from .greedy_siete_y_media import explain_move as siete_words
from .greedy_siete_y_media import level_words as siete_level_words
from .greedy_solitario_espanol import GreedySolitarioEspanol
from .greedy_solitario_espanol import explain_move as solitario_espanol_words
from .greedy_truco import EXPLOITS as TRUCO_EXPLOITS
from .greedy_truco import GreedyTruco
from .greedy_truco import dealt_strength as truco_strength
from .greedy_truco import explain_move as truco_words
from .greedy_veneno import PLAN as VENENO_PLAN
from .greedy_veneno import GreedyVeneno
from .greedy_veneno import explain_move as veneno_words
from .phrases import Phrase
from .plans import TREE, Plan
from .reflex_escoba import EscobaRace
from .reflex_granja import GranjaReflexes
from .reflex_nervioso import NerviosoReflexes
from .solution import Solution
from .solve_cuatro_ases import solve as solve_cuatro_ases
from .solve_el_nueve import solve as solve_el_nueve
from .solve_solitario_espanol import solve as solve_solitario_espanol
from .truco_plan import PLAN as TRUCO_PLAN

Greedy = Callable[[int], Agent]  # a greedy agent's class: called with its seed
Solver = Callable[..., Solution]  # solve(game, node_limit=...)
Words = Callable[[Move], "Explanation | None"]  # what a game says of a move (ai/explain.py)


@dataclass(frozen=True)
class GameAI:
    """The computer's part of one game. ``greedy``: the game's own heuristic player (None in a
    game played by presses alone); ``plan``: how the search plays and values it; ``solver``:
    its exact solver (a solitaire); ``reflexes``: its reflex policy (a real-time game);
    ``words``: how its moves are explained, None for the generic reasons alone."""

    rules: type[Game]
    greedy: Greedy | None
    plan: Plan
    words: Words | None
    solver: Solver | None = None
    reflexes: Callable[[], Policy] | None = None
    # players written to exploit a weakness, by name, for the benchmark (tools/bench_ai.py
    # --against): in a game of calls, one that always raises, one that never accepts
    exploits: tuple[tuple[str, Greedy], ...] = ()
    # how strong ``seat``'s hand is for a call (its name) among all deals, 0 to 1, for the
    # benchmark's count of calls made below the median: bluffs
    strength: Callable[[Game, int, str], float] | None = None
    # a game whose best play is computed, not searched: its own player for each level
    # (facil, normal, dificil), played instead of the search
    levels: tuple[tuple[str, Greedy], ...] = ()
    # what each of those players does in the game the options set, in words for the set-up
    # (ai/level_words.py); None for a level the game does not have
    level_words: Callable[[str, Mapping[str, Any]], Phrase | None] | None = None

    @property
    def id(self) -> str:
        return self.rules.spec.id


# One entry per game, in the rules registry's order.
ENTRIES: tuple[GameAI, ...] = (
    GameAI(RondaRobada, GreedyRondaRobada, RONDA_ROBADA_PLAN, ronda_robada_words),
    GameAI(RondaMarroqui, GreedyRondaMarroqui, RONDA_MARROQUI_PLAN, ronda_marroqui_words),
    GameAI(Veneno, GreedyVeneno, VENENO_PLAN, veneno_words),
    GameAI(Granja, None, TREE, None, reflexes=GranjaReflexes),
    GameAI(Escoba, GreedyEscoba, ESCOBA_PLAN, escoba_words, reflexes=EscobaRace),
    GameAI(Brisca, GreedyBrisca, BRISCA_PLAN, None),
    GameAI(Piles, GreedyPiles, PILES_PLAN, piles_words),
    GameAI(Truco, GreedyTruco, TRUCO_PLAN, truco_words, exploits=TRUCO_EXPLOITS,
           strength=truco_strength),
    GameAI(Chinchon, GreedyChinchon, CHINCHON_PLAN, chinchon_words),
    GameAI(Cinquillo, GreedyCinquillo, CINQUILLO_PLAN, cinquillo_words),
    GameAI(SieteYMedia, ThumbSiete, TREE, siete_words, levels=SIETE_LEVELS,
           level_words=siete_level_words),
    GameAI(Nervioso, None, TREE, None, reflexes=NerviosoReflexes),
    GameAI(CuatroAses, GreedyCuatroAses, TREE, cuatro_ases_words, solver=solve_cuatro_ases),
    GameAI(ElNueve, GreedyElNueve, TREE, el_nueve_words, solver=solve_el_nueve),
    GameAI(SolitarioEspanol, GreedySolitarioEspanol, TREE, solitario_espanol_words,
           solver=solve_solitario_espanol),
)

GAMES_AI: dict[str, GameAI] = {}
# Each part by game id, for those who ask for one part only; kept by register/unregister.
GREEDY_AGENTS: dict[str, Greedy] = {}
PLANS: dict[str, Plan] = {}
SOLVERS: dict[str, Solver] = {}
REFLEX_POLICIES: dict[str, Callable[[], Policy]] = {}


def register(entry: GameAI) -> None:
    """Add a game's entry (a test's own game); its id must be new."""
    game_id = entry.id
    if game_id in GAMES_AI:
        raise ValueError(f"game {game_id!r} already has its computer players")
    GAMES_AI[game_id] = entry
    PLANS[game_id] = entry.plan
    if entry.greedy is not None:
        GREEDY_AGENTS[game_id] = entry.greedy
    if entry.solver is not None:
        SOLVERS[game_id] = entry.solver
    if entry.reflexes is not None:
        REFLEX_POLICIES[game_id] = entry.reflexes
    if entry.words is not None:
        EXPLAINERS[game_id] = entry.words


def unregister(game_id: str) -> None:
    """Take back an entry ``register`` added."""
    del GAMES_AI[game_id]
    for table in (GREEDY_AGENTS, PLANS, SOLVERS, REFLEX_POLICIES, EXPLAINERS):
        table.pop(game_id, None)


for _entry in ENTRIES:
    register(_entry)


def plan_for(game_id: str) -> Plan:
    """The registered plan of ``game_id``, else the generic ``Plan()``."""
    return PLANS.get(game_id) or Plan()


def greedy_agent(game_id: str, seed: int = 0) -> Agent:
    """The game's greedy agent (ValueError for a game without one)."""
    if game_id not in GREEDY_AGENTS:
        raise ValueError(f"no greedy agent for {game_id} yet")
    return GREEDY_AGENTS[game_id](seed)


def policy_for(game_id: str) -> Policy:
    """The reflex policy of a real-time game (ValueError for a game without one)."""
    if game_id not in REFLEX_POLICIES:
        raise ValueError(f"no reflexes for {game_id} yet")
    return REFLEX_POLICIES[game_id]()
