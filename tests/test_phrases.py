"""The computer players' words are values, and the UI says them: no module of ``naipes_pg/ai``
imports the translations, and what the player reads, in Spanish and in English, is the text
the explanations have always had (every game with a greedy player, in many positions)."""

from __future__ import annotations

import ast
import hashlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from naipes_pg import i18n
from naipes_pg.ai.agents import GREEDY_AGENTS, make_agent
from naipes_pg.ai.explain import Audience, card_name, explain
from naipes_pg.ai.phrases import Banner, Listed, Phrase, phrase
from naipes_pg.cards import Card, parse
from naipes_pg.rules.base import CLOCK, Game, OptionError
from naipes_pg.rules.registry import get_spec, new_game
from naipes_pg.ui.phrasing import say

AI = Path(__file__).resolve().parent.parent / "naipes_pg" / "ai"
NAMES = ("Ana", "Bea", "Carmen", "Dora", "Eva", "Flor")
EDGES = (0.2, 0.05, 0.01)  # the search's lead: clearly the best, nothing said, a close call


@pytest.fixture
def language():
    """Set the language for a test, and put Spanish (the default) back after it."""
    yield i18n.set_language
    i18n.set_language("es")


def imported(path: Path) -> Iterator[str]:
    """Every module ``path`` imports, anywhere in it, relative imports made absolute."""
    package = ["naipes_pg", "ai"]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            module = ".".join([*base, *([node.module] if node.module else [])])
            yield module
            yield from (f"{module}.{alias.name}" for alias in node.names)


def test_no_computer_player_imports_the_translations():
    found = {path.name: name for path in AI.glob("*.py") for name in imported(path)
             if name == "naipes_pg.i18n" or name.startswith("naipes_pg.i18n.")}
    assert not found, found
    assert not [name for name in imported(AI / "phrases.py") if "pygame" in name]


def test_the_import_reader_sees_relative_imports():
    """The check above would see ``from ..i18n import _`` and ``from .. import i18n``."""
    tree = "from ..i18n import _\nfrom .. import i18n\nfrom .phrases import phrase\n"
    probe = AI / "__probe__.py"
    try:
        probe.write_text(tree, encoding="utf-8")
        names = set(imported(probe))
    finally:
        probe.unlink()
    assert {"naipes_pg.i18n", "naipes_pg.i18n._", "naipes_pg.ai.phrases"} <= names


def test_a_phrase_is_a_value():
    one = phrase("it takes {cards}", cards=Listed((Banner("escoba"), Card(7, "o"))), n=2)
    other = phrase("it takes {cards}", n=2, cards=Listed((Banner("escoba"), Card(7, "o"))))
    assert one == other and hash(one) == hash(other) and len({one, other}) == 1
    names = {"Phrase": Phrase, "Listed": Listed, "Banner": Banner, "Card": Card}
    assert eval(repr(one), names) == one  # a repr pasted back
    with pytest.raises(AttributeError):
        one.msgid = "other"  # type: ignore[misc]
    named = phrase("{name}'s house").with_params(name="Bea")
    assert named == phrase("{name}'s house", name="Bea")


def test_the_ui_says_a_phrase_its_parts_first(language):
    nested = phrase("{reason} ({calls})",
                    reason=phrase("it takes {cards}", cards=card_name(parse("Sc"))),
                    calls=Listed((Banner("escoba"), Banner("casa_robada"))))
    assert say(nested) == "se lleva la sota de copas (¡Escoba!, ¡Casa robada!)"
    assert say(phrase("{n} cards", n=3)) == "3 cartas"
    language("en")
    assert say(nested) == "it takes the jack of cups (Sweep!, House stolen!)"
    assert say(Banner("escoba")) == "Sweep!"
    assert say(phrase("the {card}", card=parse("7o"))) == "the 7 of coins"


def greedy_match(game: Game, moves: int) -> Iterator[tuple[Game, int, list[Any], Any, int]]:
    """The positions of a match among greedy players, each with its seat to move, its legal
    actions, the greedy choice and the move's number; the game moves on after each."""
    agents = [make_agent("greedy", game.spec.id, game.seed + seat)
              for seat in range(game.players)]
    for step in range(moves):
        actors = game.actors()
        if not actors:
            return
        seat = actors[0]
        if seat == CLOCK:
            game.apply(seat, game.legal_actions(seat)[0])
            continue
        chosen = agents[seat].choose(game, seat)
        yield game, seat, game.legal_actions(seat), chosen, step
        game.apply(seat, chosen)


def audiences(game: Game, seat: int) -> list[Audience]:
    """The mover, a named watcher, no one, a watcher of "the computer" and of its rival."""
    names, other = NAMES[:game.players], (seat + 1) % game.players
    return [Audience(you=seat), Audience(you=other, names=names), Audience(you=None),
            Audience(you=other, names=names, computers=frozenset({seat})),
            Audience(you=None, names=names, computers=frozenset({other}))]


def ranking(chosen: Any, legal: list[Any], edge: float) -> list[tuple[Any, int, float]]:
    """A search's ranking with ``chosen`` first, ``edge`` ahead of the next move."""
    others = [act for act in legal if act != chosen]
    return [(chosen, 10, 0.6), (others[0], 5, 0.6 - edge)] + [(act, 1, 0.1) for act in others[1:]]


def said(game_id: str) -> Iterator[str]:
    """The explanations of many moves of a game, every variant, the fewest and the most
    players: every legal move (up to six) of every fifth position, the greedy choice of the
    others, for every reader; the greedy choice again as a search's, clear or close."""
    spec = get_spec(game_id)
    for variant in (None, *spec.variants):
        for players in sorted(set(spec.players)):
            options = {"players": players} if spec.players[1] > 1 else {}
            try:
                start = new_game(game_id, options, 1, variant=variant)
            except OptionError:  # Tute en parejas is for four
                continue
            for game, seat, legal, chosen, step in greedy_match(start, 150 if players == 1
                                                                else 40):
                head = f"{variant} {players} {step}"
                for act in legal[:6] if step % 5 == 0 else [chosen]:
                    for k, audience in enumerate(audiences(game, seat)):
                        yield f"{head} {act!r} {k}: {say(explain(game, seat, act, audience))}"
                for edge in EDGES if len(legal) > 1 else ():
                    for k, audience in enumerate(audiences(game, seat)[:2]):
                        why = explain(game, seat, chosen, audience, ranking(chosen, legal, edge))
                        yield f"{head} {chosen!r} {edge} {k}: {say(why)}"


# (game, variant, players, move number, the move's repr begins, reader, search lead) → es, en
CASES = [
    (("escoba", None, 2, 36, "Capture(card=Card(rank=12, suit='b')", 1, None),
     "el rey de bastos, llevándose el as de oros, el 2 de espadas y el 2 de copas: barre la "
     "mesa (¡Escoba!)",
     "the king of clubs, taking the ace of coins, the 2 of swords and the 2 of cups: it sweeps "
     "the table (Sweep!)"),
    (("escoba", None, 2, 0, "Capture(card=Card(rank=2, suit='c')", 0, None),
     "Juega el 2 de copas y llévate el 6 de oros y el 7 de oros: se lleva el 7 de oros",
     "Play the 2 of cups taking the 6 of coins and the 7 of coins: it takes the 7 of coins"),
    (("brisca", "tute", 2, 17, "Declare('b')", 1, None),
     "esta jugada: suma 40 puntos (¡Cante!)", "this move: it scores 40 points (A pair!)"),
    (("brisca", None, 2, 0, "PlayCard('2c', 'trick:1')", 0, 0.01),
     "Juega el 2 de copas: es la que mejor salió al probar las jugadas; muy igualada con el 3 "
     "de bastos",
     "Play the 2 of cups: it came out best when the moves were played out; a close call with "
     "the 3 of clubs"),
    (("veneno", None, 2, 10, "PlayCard('Rb', 'pile:2')", 3, None),
     "el rey de bastos en el montón de bastos: se lleva el montón con una sola copa: ninguna "
     "opción se lleva menos",
     "the king of clubs on the pile of clubs: it takes the pile with a single cup: no choice "
     "takes less"),
    (("veneno", None, 2, 5, "PlayCard('So', 'pile:1')", 3, None),
     "la sota de oros en el montón de oros: se lleva el montón con 2 copas: ninguna opción se "
     "lleva menos",
     "the jack of coins on the pile of coins: it takes the pile with 2 cups: no choice takes "
     "less"),
    (("ronda-marroqui", None, 2, 20, "PlayCard('3e', 'table')", 1, None),
     "el 3 de espadas: se lleva el 3 de copas y suma un punto (¡Darba!)",
     "the 3 of swords: it takes the 3 of cups and it scores a point (Darba!)"),
    (("ronda-robada", None, 2, 15, "PlayCard('Co', 'table')", 1, None),
     "el caballo de oros: roba tu casa (13 cartas)",
     "the knight of coins: it steals your house (13 cards)"),
    (("ronda-robada", None, 2, 15, "PlayCard('Co', 'table')", 4, None),
     "el caballo de oros: roba la casa del ordenador (13 cartas)",
     "the knight of coins: it steals the computer's house (13 cards)"),
    (("cuatro-ases", "reserva", 1, 1, "Reveal('stock')", 0, 0.01),
     "Destapa una carta: ahora no puede subir ninguna carta; salen dos más; muy igualada con "
     "el caballo de bastos a la reserva",
     "Turn a card up: nothing can go up now; two more cards come out; a close call with the "
     "knight of clubs into the reserve"),
    (("el-nueve", None, 1, 5, "PlayCard('Cb', 'cell:1,0')", 2, None),
     "el caballo de bastos en la fila de los caballos: cada figura va en su fila",
     "the knight of clubs in the row of the Knights: a figure goes in its own row"),
    (("solitario-espanol", None, 1, 0, "Reveal('cell:0,0')", 0, None),
     "Destapa una carta: una ficha voltea la carta de la fila 1, columna 1 y sigue su cadena "
     "(te quedan 5 fichas)",
     "Turn a card up: a chip turns over the card in row 1, column 1 and its chain follows (5 "
     "chips left)"),
]


def explained(game_id: str, variant: str | None, players: int, step: int, move: str,
              reader: int, lead: float | None) -> str:
    """The explanation of the move whose repr begins with ``move``, at move number ``step``
    of the match among greedy players, for ``audiences(...)[reader]``, as a search's choice
    ``lead`` ahead of the next one if given."""
    options = {"players": players} if get_spec(game_id).players[1] > 1 else {}
    start = new_game(game_id, options, 1, variant=variant)
    for game, seat, legal, _chosen, number in greedy_match(start, step + 1):
        if number == step:
            act = next(act for act in legal if repr(act).startswith(move))
            order = ranking(act, legal, lead) if lead is not None else None
            return say(explain(game, seat, act, audiences(game, seat)[reader], order))
    raise AssertionError(f"{game_id} has no move number {step}")


@pytest.mark.parametrize("case, spanish, english", CASES, ids=lambda v: "-".join(
    str(x) for x in v[:4]) if isinstance(v, tuple) else None)
def test_a_few_explanations_word_for_word(case, spanish, english, language):
    assert explained(*case) == spanish
    language("en")
    assert explained(*case) == english


def digest(game_id: str) -> str:
    lines = []
    for language in ("es", "en"):
        i18n.set_language(language)
        lines += [f"{language} {line}" for line in said(game_id)]
    i18n.set_language("es")
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]


# what the explanations read before the words became values, in both languages (with the
# figures named in English in English since)
DIGESTS = {
    "ronda-robada": "388ee03f606fe72e",
    "ronda-marroqui": "f94183e1ef864dcc",
    "veneno": "06cec436a87b4424",
    "escoba": "dd68bf7263f13931",
    "brisca": "7370f37e34a2d150",
    "piles": "8f57fd3591372ff9",
    "cuatro-ases": "29536225fdca7f1e",
    "el-nueve": "86bdc3da1fc783c7",
    "solitario-espanol": "b295a618fafeaafe",
    "truco": "60abd968d4faa5f3",
    "chinchon": "ee996aaf5f81a67b",  # a hint says "te liga", "puedes cerrar" (was "le")
    "siete-y-media": "2d7d43ef4f3358b3",
    "cinquillo": "533b4f46b57ccea8",
}


def test_every_game_with_a_greedy_player_is_digested():
    assert set(DIGESTS) == set(GREEDY_AGENTS)


@pytest.mark.parametrize("game_id", sorted(DIGESTS))
def test_the_explanations_read_as_they_always_have(game_id):
    assert digest(game_id) == DIGESTS[game_id]
