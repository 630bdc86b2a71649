"""In English, nothing a game says is Spanish: every game and variant played in English with
random legal and illegal moves, and every message the code passes for translation, read for
the Spanish words of the catalogues (tests/spanish.py): suit names, "Tú", "mano", "mesa"…"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest
from spanish import spanish_in, spanish_words
from test_i18n import ROOT, literal, messages
from uihelpers import make_app

from naipes_pg import i18n
from naipes_pg.cards import Card
from naipes_pg.rules.announcements import ANNOUNCEMENTS, spoken_key
from naipes_pg.rules.base import CLOCK, Tick
from naipes_pg.rules.events import Announced, HandOver, MatchOver
from naipes_pg.rules.registry import GAMES, get_spec
from naipes_pg.ui.match import Match, MatchSetup, SeatSetup
from naipes_pg.ui.phrasing import say
from naipes_pg.ui.scenes.setup_options import (
    option_hint,
    option_label,
    option_values,
    variant_label,
)
from naipes_pg.ui.table.hud_results import hand_result, match_summary
from naipes_pg.ui.table.layouts import layout_for
from naipes_pg.ui.table.names import action_label
from naipes_pg.ui.table.telling import Teller, Who

TAG = re.compile(r"\s*\[[A-Z]{2}-\d+\]")  # a rule reference, never shown
MARKED = re.compile(r"""\bN_\(\s*((?:"[^"\n]*"\s*)+)""")
CASES = [(game_id, variant) for game_id, cls in GAMES.items()
         for variant in (None, *cls.spec.variants)]
STEPS = 160


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("es")


def test_the_spanish_words_are_the_catalogues_not_a_handful():
    found = spanish_words()
    assert len(found) > 300
    assert {"oros", "copas", "espadas", "bastos", "tú", "mano", "mesa", "montón", "casa",
            "baza", "jugadas"} <= found
    assert not {"the", "card", "table", "hand", "you", "coins"} & found


def english_messages() -> set[str]:
    """Every English text the code hands to the catalogues, and the games' own English."""
    found = set(messages())
    for path in ROOT.rglob("*.py"):
        found |= {literal(m) for m in MARKED.findall(path.read_text(encoding="utf-8"))}
    for cls in GAMES.values():
        spec = cls.spec
        found |= {spec.name_en, spec.summary_en}
        found |= {en for _es, en in spec.variant_summaries.values()}
    found |= {entry.en for entry in ANNOUNCEMENTS.values()}
    return {TAG.sub("", m) for m in found}


def test_no_english_message_has_a_spanish_word():
    spanish = {m: sorted(spanish_in(m)) for m in english_messages() if spanish_in(m)}
    assert not spanish, "\n".join(f"{w}: {m}" for m, w in sorted(spanish.items()))


# -- playing every game in English ------------------------------------------------------------


def option_texts(game_id: str, options: dict[str, Any]) -> Iterator[str]:
    spec = get_spec(game_id)
    yield spec.name("en")
    yield spec.summary("en", options)
    for variant in spec.variants:
        yield variant_label(spec, variant)
    for option in spec.options:
        yield option_label(option)
        yield option_hint(option)
        yield from (text for _v, text in option_values(option))
        if option.person_choices:
            yield from (text for _v, text in option_values(option, option.person_choices))


def view_texts(match: Match, layout: Any, seat: int) -> Iterator[str]:
    """What the table's words say to ``seat`` now, asked of the game's layout."""
    game = match.game
    view = game.view(seat)
    info = view.info
    players = game.players
    for zone, cards in view.zones.items():
        shown = layout.shown_cards(zone, cards, info)
        yield layout.zone_label(zone, len(cards), info, shown) or ""
        yield layout.short_zone_label(zone, len(cards), info, shown) or ""
        owner = zone.rpartition(":")[2]
        if owner.isdigit() and int(owner) < players:
            yield layout.seat_zone_label(zone, int(owner), len(cards), info,
                                         match.name(int(owner)), int(owner) == seat) or ""
    for other in range(players):
        yield from layout.seat_lines(other, info)
        yield match.name(other)
        picture = layout.seat_picture(other, info)
        if picture is not None:
            yield picture[1]
    panel = layout.score_panel(info, match.name, players)
    if panel is not None:
        yield panel[0]
        for row in panel[1]:
            yield from row
    yield layout.prompt(info) or ""
    yield layout.press_prompt(info, seat) or ""
    yield layout.big_text(info) or ""
    yield layout.race_label("Space", "3")
    for press in (game.presses(seat) if game.realtime else ()):
        face = layout.press_face(press, info) if press is not None else None
        if face is not None:
            yield face[0]


def event_texts(match: Match, layout: Any, events: list[Any]) -> Iterator[str]:
    info = match.game.view(0).info
    game = match.game
    teller = Teller(Who(tuple(match.name(s) for s in range(game.players)), 0), game.players,
                    layout.seat_zone, layout.score_reasons(), layout.zone_owner)
    seen = game.redact(events, None)
    told = layout.tell(seen, teller)
    yield from (say(line.said) for line in (teller.by_kind(seen) if told is None else told))
    for event in events:
        if isinstance(event, Announced):
            yield i18n.announcement(spoken_key(event.kind, event.data))
            yield layout.speech(event, info) or ""
        elif isinstance(event, HandOver):
            title, rows = hand_result(event, match, layout, 0)
            yield title
            yield from (cell for row in rows for cell in row)
        elif isinstance(event, MatchOver):
            summary = match_summary(event.outcome, match, 0, layout)
            yield summary["title"]
            yield from (str(line) for line in summary["lines"])


def refusals(match: Match, seat: int, tried: list[Any], rng: random.Random) -> Iterator[str]:
    """Why the rules refuse moves that were legal once, or for another seat, now."""
    for act in rng.sample(tried, min(len(tried), 12)):
        refusal = match.try_action(seat, act)
        if refusal is not None:
            yield refusal


def english_texts(tmp_path, game_id: str, variant: str | None, seed: int) -> Iterator[str]:
    make_app(tmp_path)
    i18n.set_language("es")  # a match begun in Spanish, then read in English
    spec = get_spec(game_id)
    seats = [SeatSetup("human")] + [SeatSetup("computer") for _ in range(spec.players[1] - 1)]
    match = Match(MatchSetup(game_id, {}, variant, seed, seats))
    i18n.set_language("en")
    game = match.game
    layout = layout_for(game_id)
    options = dict(game.options)
    layout.use_options(options)
    layout.boxes((1280, 800), 0, game.players, list(game.view(0).zones))
    yield from option_texts(game_id, options)
    rng = random.Random(seed)
    tried: list[Any] = []
    yield from event_texts(match, layout, list(game.opening_events))
    for _step in range(STEPS):
        actors = game.actors()
        if not actors:
            break
        for seat in range(game.players):
            yield from view_texts(match, layout, seat)
            legal = game.legal_actions(seat)
            yield from (action_label(act) for act in legal if not isinstance(act, Tick))
            yield from refusals(match, seat, tried, rng)
            tried = (tried + [a for a in legal if not isinstance(a, Tick)])[-60:]
        seat = rng.choice(actors)
        choices = game.legal_actions(seat)
        if seat == CLOCK or not choices:
            seat, choices = CLOCK, game.legal_actions(CLOCK)
        events = game.apply(seat, rng.choice(choices))
        yield from event_texts(match, layout, events)


@pytest.mark.parametrize("game_id,variant", CASES)
def test_a_game_played_in_english_says_nothing_in_spanish(tmp_path, game_id, variant):
    found: dict[str, set[str]] = {}
    for seed in (1, 2):
        for text in english_texts(tmp_path, game_id, variant, seed):
            spanish = spanish_in(TAG.sub("", str(text)))
            if spanish:
                found[re.sub(r"\d+", "#", text)] = spanish
    assert not found, "\n".join(f"{sorted(w)}: {t}" for t, w in sorted(found.items()))


def test_a_card_is_named_in_english():
    assert Card(1, "o").name(i18n.language()) == "Ace of coins"
