"""Random matches of every game, variant and player count, checked on every move.

    python tools/soak.py [--matches 10000] [--seed 0] [--first 0] [--jobs N] [--games id,id]
                         [--failures soak-failures] [--progress]

Each match is dealt by a seed derived from ``--seed`` and its case, and played by random legal
actions of random actors (the clock's tick when the clock is drawn) until it ends; a match
still going after ``MAX_MOVES`` fails. After every move: the deck's cards are all in play; no
view, and no event as redacted for a seat, shows a card of another seat's hand that was not
shown to everybody this hand (``Witness``); and somebody may act while the match goes on. Every
``ILLEGAL_EVERY`` moves a wrong seat, an unplayable card and a press timed in the past are
refused with ``IllegalAction`` and change nothing. At the end the outcome's winners and returns
agree, and the saved record, through JSON, replays to the same state digest.

A line per case gives its matches, moves, seconds (the processor time its matches took, summed
over the jobs) and matches per second of one job: a run of N matches takes about the seconds
of a short run times N over its matches, over the jobs. A failure prints its case, match seed,
move and reason, and its record goes to ``--failures`` (``naipes replay FILE`` plays it again;
a move that raised is its last action). The results do not depend on ``--jobs``: each match's
seed comes from ``--seed``, its case and its number, so a long run may be played in parts:
``--first 2500 --matches 2500`` plays matches 2,500 to 4,999 of each case.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import multiprocessing
import os
import random
import sys
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from naipes_pg.cards import Card  # noqa: E402
from naipes_pg.rules.base import CLOCK, Game, IllegalAction, action_to_json  # noqa: E402
from naipes_pg.rules.events import (  # noqa: E402
    Dealt,
    Event,
    Gathered,
    HandOver,
    HandStarted,
    Moved,
    Revealed,
)
from naipes_pg.rules.record import (  # noqa: E402
    RecordError,
    from_record,
    state_digest,
    to_record,
    write_atomic,
)
from naipes_pg.rules.registry import GAMES, new_game  # noqa: E402

MAX_MOVES = 20_000  # as tests/test_conformance.py: a match that never ends is a bug
ILLEGAL_EVERY = 50  # a refusal check digests the state and tries every card: not every move
CHUNK = 20  # matches per pool task: small enough that the slow games spread over the jobs
REPORTED = 20  # failures printed and saved per case; a broken rule would fail every match

Case = tuple[str, str | None, int]


class Broken(Exception):
    """An invariant the match broke; the message says which and where."""


@dataclass
class Failure:
    """A match that broke: where, why, and its record up to there."""

    case: Case
    seed: int
    move: int
    message: str
    record: dict[str, Any] | None = None


@dataclass
class Tally:
    """What a run of matches of one case came to."""

    case: Case
    matches: int = 0
    moves: int = 0
    seconds: float = 0.0
    failures: list[Failure] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        self.matches += other.matches
        self.moves += other.moves
        self.seconds += other.seconds
        for failure in other.failures:
            if len(self.failures) >= REPORTED:  # a rule broken in every match: keep few records
                failure.record = None
            self.failures.append(failure)


# ------------------------------------------------------------------ cases and seeds


def all_cases(games: Iterable[str] | None = None) -> list[Case]:
    """Every (game, variant, players), as tests/test_visibility.py lists them."""
    return [(game_id, variant, players)
            for game_id in games or GAMES
            for variant in (None, *GAMES[game_id].spec.variants)
            for players in GAMES[game_id].spec.player_counts(variant)]


def case_name(case: Case) -> str:
    game_id, variant, players = case
    return f"{game_id} {variant or 'base'} {players}p"


def match_seed(seed: int, case: Case, number: int) -> int:
    """A hash, not ``random``'s stream: a match's seed must not depend on which process or
    chunk plays it, nor on the cases run before it."""
    text = f"{seed}/{case_name(case)}/{number}"
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:4], "big")


def start(case: Case, seed: int) -> Game:
    game_id, variant, players = case
    has_players = any(spec.name == "players" for spec in GAMES[game_id].spec.options)
    return new_game(game_id, {"players": players} if has_players else {}, seed, variant=variant)


# ------------------------------------------------------------------ the invariants


def check_conserved(game: Game, deck: list[Card]) -> None:
    """``deck`` sorted: comparing sorted lists is several times faster than ``Counter``s, and
    this runs after every move."""
    cards = sorted(game.all_cards())
    if cards != deck:
        lost, extra = Counter(deck) - Counter(cards), Counter(cards) - Counter(deck)
        raise Broken(f"cards not conserved: missing {sorted(map(str, lost.elements()))}, "
                     f"extra {sorted(map(str, extra.elements()))}")


def private_to_others(zone: str, seat: int | None) -> bool:
    """Places no game lets ``seat`` watch a card go into or out of: the stock, another's hand."""
    return zone == "stock" or (zone.startswith("hand:") and zone != f"hand:{seat}")


class Witness:
    """The cards everybody has seen face up this hand: in a view, outside the hands and the
    stock, or turned up by a ``Revealed``. Only these may show in another seat's hand (a
    Brisca cante, the trump card drawn); a card a spectator sees there is no proof, since a
    view that leaks may leak to him too."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.public: set[Card] = set()

    def opening(self) -> None:
        self.after(list(self.game.opening_events))

    def after(self, events: list[Event], whole: bool = True) -> None:
        """Check a move's events, then the views it left: with ``whole`` each seat's whole
        ``view``; else the rules' true zones are read once and masked as each seat sees the
        other seats' hands (what ``view`` does, at a fraction of the cost). ``play`` asks for
        the whole views every ``ILLEGAL_EVERY`` moves."""
        self.check_redacted(events)
        for event in events:
            if isinstance(event, HandStarted):
                self.public.clear()
            elif isinstance(event, Revealed):
                self.public.add(event.card)
            elif isinstance(event, HandOver):
                self.check_hand_over(event)
        game = self.game
        if whole:
            spectator = game.view(None).zones
            seen = [game.view(seat).zones for seat in range(game.players)]
        else:
            zones = game.zones()
            spectator = {z: game._mask(None, z, cards) for z, cards in zones.items()}
            hands = [(z, cards) for z, cards in zones.items() if z.startswith("hand:")]
            seen = [{z: game._mask(seat, z, cards) for z, cards in hands if z != f"hand:{seat}"}
                    for seat in range(game.players)]
        self.note(spectator)
        self.check_shown(spectator, None, "the view")
        for seat, zones_seen in enumerate(seen):
            self.check_shown(zones_seen, seat, "the view")

    def face_up(self, zone: str) -> bool:
        """Whether the rules put ``zone`` face up for all: a solitaire's hand lies on the
        table (``can_see`` for a spectator); other hands and the stock never."""
        if zone == "stock" or zone.startswith("hand:"):
            return self.game.can_see(None, zone)
        return True

    def note(self, zones: dict[str, Any]) -> None:
        for zone, cards in zones.items():
            if any(cards) and self.face_up(zone):  # any(): a card is truthy, a back is None
                self.public.update(filter(None, cards))

    def check_shown(self, zones: dict[str, Any], seat: int | None, what: str) -> None:
        for zone, cards in zones.items():
            if not (zone.startswith("hand:") and any(cards)) or zone == f"hand:{seat}":
                continue
            for card in filter(None, cards):
                if card not in self.public and not self.face_up(zone):
                    whose = "a spectator" if seat is None else f"seat {seat}"
                    raise Broken(f"{what} of {whose} shows {card} in {zone}")

    def check_hand_over(self, event: HandOver) -> None:
        (spectator,) = self.game.redact([event], None)
        self.note(spectator.piles)
        what = f"the end of hand {event.number}"
        self.check_shown(spectator.piles, None, what)
        for seat in range(self.game.players):
            (seen,) = self.game.redact([event], seat)
            self.check_shown(seen.piles, seat, what)

    def check_redacted(self, events: list[Event]) -> None:
        """As tests/test_conformance.py's test_events_hide_other_hands, on every move."""
        moves = [event for event in events if isinstance(event, (Dealt, Moved, Gathered))]
        for seat in range(self.game.players if moves else 0):
            for event in self.game.redact(moves, seat):
                check_event(self.game, event, seat)


def check_event(game: Game, event: Event, seat: int) -> None:
    """``event`` as redacted for ``seat`` names no card hidden from him."""
    if isinstance(event, Dealt) and event.to.startswith("hand:"):
        mine = event.to == f"hand:{seat}" and game.can_see(seat, event.to)
        if (event.card is not None) != mine:
            shown = "shows" if event.card is not None else "hides"
            raise Broken(f"a deal to {event.to} {shown} its card to seat {seat}")
    elif isinstance(event, Moved):
        hidden = private_to_others(event.frm, seat) and private_to_others(event.to, seat)
        if hidden and any(card is not None for card in event.cards):
            raise Broken(f"seat {seat} sees {event.cards} go from {event.frm} to {event.to}")
    elif isinstance(event, Gathered):
        for zone, cards in event.parts:
            if private_to_others(zone, seat) and any(card is not None for card in cards):
                raise Broken(f"seat {seat} sees {cards} gathered from {zone}")


def check_refusals(game: Game, seat: int, act: Any, rng: random.Random) -> None:
    """As tests/test_conformance.py's test_an_illegal_action_raises_and_changes_nothing."""
    if seat == CLOCK:
        return
    before = (state_digest(game), game.zones(), len(game.history))
    wrong = []
    others = [s for s in range(game.players) if s not in game.actors()]
    ignored = [s for s in others if game.ignores(s, act)]  # a press the rules let pass
    others = [s for s in others if s not in ignored]
    if ignored:
        who = rng.choice(ignored)
        if game.apply(who, act) != [] or (state_digest(game), game.zones(),
                                          len(game.history)) != before:
            raise Broken(f"an ignored press changed the match: seat {who} {act!r}")
    if others:
        wrong.append(("a wrong seat", rng.choice(others), act))
    if act.card is not None:
        foreign = [c for c in game.deck if not game.find_action(seat, c)]
        if foreign:
            wrong.append(("an unplayable card", seat, replace(act, card=rng.choice(foreign))))
    if hasattr(act, "t"):
        wrong.append(("a press timed in the past", seat, replace(act, t=game.clock - 1)))
    for what, who, bad in wrong:
        try:
            game.apply(who, bad)
        except IllegalAction:
            pass
        else:
            raise Broken(f"{what} was accepted: seat {who} {bad!r}")
        if (state_digest(game), game.zones(), len(game.history)) != before:
            raise Broken(f"refusing {what} (seat {who} {bad!r}) changed the state")


def check_outcome(game: Game) -> None:
    """The winners are distinct seats, each with a return above every other seat's. There may
    be none (a solitaire lost, a Desescoba everybody lost: RULES.md 15.7), and a seat neither
    winner nor loser has a return between (Nervioso's draw gives 0.5)."""
    outcome, seats = game.outcome(), range(game.players)
    winners, returns = outcome.winners, outcome.returns
    if game.actors():
        raise Broken(f"the match is over but {game.actors()} may act")
    if len(set(winners)) != len(winners) or not set(winners) <= set(seats):
        raise Broken(f"winners {winners} are not seats of a {game.players}-seat match")
    if len(returns) != game.players or not all(0 <= r <= 1 for r in returns):
        raise Broken(f"returns {returns} are not one in 0..1 per seat")
    others = [returns[s] for s in seats if s not in winners]
    if any(returns[s] <= max(others, default=0) for s in winners):
        raise Broken(f"returns {returns} do not put the winners {winners} above the others")


def check_replay(game: Game) -> None:
    record = json.loads(json.dumps(to_record(game)))
    try:
        again = from_record(record)
    except RecordError as error:
        raise Broken(f"the saved record does not replay: {error}") from None
    if state_digest(again) != record["digest"] or again.outcome() != game.outcome():
        raise Broken("the saved record replays to another state")


# ------------------------------------------------------------------ one match


def play(case: Case, seed: int) -> tuple[int, Failure | None]:
    """Play and check one match: its number of moves, and how it failed if it did."""
    game: Game | None = None
    pending: tuple[int, Any] | None = None  # the move being applied, kept if it raises
    move = 0
    try:
        game = start(case, seed)
        deck, rng, witness = sorted(game.deck), random.Random(seed), Witness(game)
        check_conserved(game, deck)
        witness.opening()
        while game.outcome() is None:
            move += 1
            if move > MAX_MOVES:
                raise Broken(f"the match did not end within {MAX_MOVES} moves")
            seat, act = choose(game, rng)
            if move % ILLEGAL_EVERY == 0:
                check_refusals(game, seat, act, rng)
            pending = (seat, act)
            events = game.apply(seat, act)
            pending = None
            check_conserved(game, deck)
            witness.after(events, whole=move % ILLEGAL_EVERY == 0)
        check_outcome(game)
        check_replay(game)
        return move, None
    except Exception as error:  # any error of a game is a finding to report
        return move, Failure(case, seed, move, describe(error), failed_record(game, pending))


def choose(game: Game, rng: random.Random) -> tuple[int, Any]:
    """A random actor (the clock among them) and a random legal action of his."""
    actors = game.actors()
    if not actors:
        raise Broken("the match goes on but nobody may act")
    seat = rng.choice(actors)
    legal = game.legal_actions(seat)
    if not legal:
        raise Broken(f"seat {seat} may act but has no legal action")
    return seat, rng.choice(legal)


def describe(error: Exception) -> str:
    if isinstance(error, Broken):
        return str(error)
    where = traceback.extract_tb(error.__traceback__)[-1]
    return f"{type(error).__name__}: {error} ({Path(where.filename).name}:{where.lineno})"


def failed_record(game: Game | None, pending: tuple[int, Any] | None) -> dict[str, Any] | None:
    """The match so far, without a digest (a broken state need not replay to the same one)."""
    if game is None:
        return None
    try:
        record = to_record(game, digest=False)
        if pending is not None:
            record["actions"].append([pending[0], action_to_json(pending[1])])
        return record
    except Exception:  # the failure is still reported, without its record
        return None


# ------------------------------------------------------------------ runs


def run_chunk(task: tuple[Case, int, int, int]) -> Tally:
    """Matches ``first`` .. ``first + count - 1`` of ``case``."""
    case, seed, first, count = task
    tally = Tally(case)
    began = time.process_time()  # not the wall clock: other work on the machine slows that
    for number in range(first, first + count):
        moves, failure = play(case, match_seed(seed, case, number))
        tally.matches += 1
        tally.moves += moves
        if failure is not None:
            tally.failures.append(failure)
    tally.seconds = time.process_time() - began
    return tally


def run_case(case: Case, matches: int, seed: int = 0, first: int = 0) -> Tally:
    """One case's matches in this process (what the tests call)."""
    return run_chunk((case, seed, first, matches))


def tasks(cases: list[Case], matches: int, seed: int,
          first: int = 0) -> list[tuple[Case, int, int, int]]:
    end = first + matches
    return [(case, seed, start, min(CHUNK, end - start))
            for case in cases for start in range(first, end, CHUNK)]


def run(cases: list[Case], matches: int, seed: int, jobs: int,
        progress: Callable[[Tally], None] | None = None, first: int = 0) -> Iterator[Tally]:
    """Each case's tally, in the order of ``cases``, once all its chunks are played;
    ``progress`` sees every chunk as it comes in."""
    work = tasks(cases, matches, seed, first)
    if jobs == 1:
        yield from gather(map(run_chunk, work), cases, matches, progress)
        return
    with multiprocessing.Pool(jobs) as pool:
        yield from gather(pool.imap(run_chunk, work), cases, matches, progress)


def gather(chunks: Iterable[Tally], cases: list[Case], matches: int,
           progress: Callable[[Tally], None] | None) -> Iterator[Tally]:
    totals = {case: Tally(case) for case in cases}
    for chunk in chunks:
        if progress is not None:
            progress(chunk)
        total = totals[chunk.case]
        total.add(chunk)
        if total.matches == matches:
            yield total


# ------------------------------------------------------------------ the command


ROW = "{:36} {:>8} {:>10} {:>9} {:>10} {:>9}"


def row(name: str, tally: Tally) -> str:
    rate = tally.matches / tally.seconds if tally.seconds else 0.0
    return ROW.format(name, tally.matches, tally.moves, f"{tally.seconds:.2f}", f"{rate:.1f}",
                      len(tally.failures))


def report(tally: Tally, folder: Path) -> list[str]:
    """The lines of a case's failures; the first few are saved as records in ``folder``."""
    lines = []
    for failure in tally.failures[:REPORTED]:
        saved = save_failure(failure, folder)
        lines.append(f"  FAIL {case_name(failure.case)} seed {failure.seed} "
                     f"move {failure.move}: {failure.message}"
                     + (f"\n       record: {saved}" if saved else ""))
    if len(tally.failures) > REPORTED:
        lines.append(f"  ... and {len(tally.failures) - REPORTED} more failures of this case")
    return lines


def save_failure(failure: Failure, folder: Path) -> Path | None:
    if failure.record is None:
        return None
    game_id, variant, players = failure.case
    path = folder / f"{game_id}-{variant or 'base'}-{players}p-{failure.seed}.json"
    record = dict(failure.record, soak={"case": case_name(failure.case), "move": failure.move,
                                        "failure": failure.message})
    write_atomic(path, json.dumps(record, ensure_ascii=False, indent=1))
    return path


def arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=10_000, help="matches per case")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--first", type=int, default=0, metavar="N",
                        help="number of each case's first match (to play a long run in parts)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--games", help="comma-separated game ids (default: all)")
    parser.add_argument("--failures", type=Path, default=Path("soak-failures"),
                        help="folder for the records of failed matches")
    parser.add_argument("--progress", action="store_true",
                        help="show matches played so far on stderr")
    args = parser.parse_args(argv)
    games = args.games.split(",") if args.games else None
    unknown = [g for g in games or () if g not in GAMES]
    if unknown:
        parser.error(f"unknown games {unknown} (games: {', '.join(GAMES)})")
    if args.matches < 1 or args.jobs < 1 or args.first < 0:
        parser.error("--matches and --jobs must be at least 1, --first at least 0")
    args.cases = all_cases(games)
    return args


def main(argv: list[str] | None = None) -> int:
    args = arguments(argv)
    grand = Tally(("total", None, 0))
    played = [0, len(args.cases) * args.matches]

    def progress(chunk: Tally) -> None:
        played[0] += chunk.matches
        print(f"\r{played[0]}/{played[1]} matches", end="", file=sys.stderr, flush=True)

    began = time.perf_counter()
    print(ROW.format("case", "matches", "moves", "seconds", "matches/s", "failures"))
    for tally in run(args.cases, args.matches, args.seed, args.jobs,
                     progress if args.progress else None, args.first):
        if args.progress:
            print("\r" + " " * 40 + "\r", end="", file=sys.stderr)
        print(row(case_name(tally.case), tally), flush=True)
        for line in report(tally, args.failures):
            print(line, flush=True)
        grand.add(tally)
    wall = time.perf_counter() - began
    print(row("total", grand) + f"   ({wall:.1f} s wall, {args.jobs} jobs, seed {args.seed}, "
                                f"matches {args.first}-{args.first + args.matches - 1})")
    return 1 if grand.failures else 0


if __name__ == "__main__":
    sys.exit(main())
