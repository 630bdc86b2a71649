"""Every finished match, kept in a SQLite database in the user data folder, and the statistics
read from it.

One row of ``matches`` per finished match (game, variant, options, the seats, winners,
duration, moves, date, whether undo, hints or the solver were used, and the match's save
record, so any past match can be replayed), and one row of ``seats`` per seat of it.

What "won" means, for the statistics:
- Statistics are kept per person: per game, variant and the name of a human seat. A lone
  person under the default name ("Tú" / "You") is kept as ``""``, so a change of language
  does not split his figures. In a hot-seat match each person counts his own match.
- A person won when his seat's return is a full win (1); a shared result (a draw) is played,
  not won, and ends a streak. Computer-only matches are recorded but count for nobody.
- A match where undo, a hint or the solver was used is "assisted": it counts as played (and
  won) like any other, is also counted apart, and neither extends nor breaks a streak, nor
  sets a best time.
- Best time and fewest moves are over the unassisted matches won.

The database is opened in WAL mode and a finished match is one INSERT transaction, so the
frame that records it does not wait long. A file that is not a database is moved aside
(``store.move_aside``, noted for a message) and a new one started; a folder that cannot be
written is logged and the app goes on without records.
"""

from __future__ import annotations

import errno
import json
import logging
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import store

log = logging.getLogger("naipes.records")

SCHEMA_VERSION = 1
FILE_NAME = "records.sqlite3"
DEFAULT_NAMES = ("You", "Tú")  # the lone person's default name, in each language

SCHEMA = """
CREATE TABLE matches (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    variant TEXT NOT NULL DEFAULT '',
    options TEXT NOT NULL,
    winners TEXT NOT NULL,
    seconds REAL,
    moves INTEGER NOT NULL DEFAULT 0,
    finished TEXT NOT NULL,
    undo INTEGER NOT NULL DEFAULT 0,
    hint INTEGER NOT NULL DEFAULT 0,
    solver INTEGER NOT NULL DEFAULT 0,
    save TEXT NOT NULL
);
CREATE TABLE seats (
    match INTEGER NOT NULL REFERENCES matches(id),
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    human INTEGER NOT NULL,
    level TEXT NOT NULL DEFAULT '',
    result REAL NOT NULL,
    PRIMARY KEY (match, seat)
);
CREATE INDEX seats_by_name ON seats (name, human);
CREATE INDEX matches_by_game ON matches (game, variant);
"""


@dataclass(frozen=True)
class Seat:
    name: str
    human: bool
    level: str = ""
    result: float = 0.0  # the seat's return: 1 a win, 0 a loss, between them a share


@dataclass(frozen=True)
class Finished:
    """One finished match, as it is recorded."""

    game: str
    variant: str
    options: dict[str, Any]
    seats: tuple[Seat, ...]
    winners: tuple[int, ...]
    seconds: float | None
    moves: int
    save: dict[str, Any]
    undo: bool = False
    hint: bool = False
    solver: bool = False
    finished: str = field(default_factory=lambda: time.strftime("%Y-%m-%d %H:%M:%S"))

    @property
    def assisted(self) -> bool:
        return self.undo or self.hint or self.solver


@dataclass(frozen=True)
class Played:
    """One finished match as the history lists it (``row`` opens its save)."""

    row: int
    game: str
    variant: str
    seats: tuple[Seat, ...]
    winners: tuple[int, ...]
    seconds: float | None
    moves: int
    finished: str


@dataclass
class Stats:
    """One person's figures for one game and variant."""

    game: str
    variant: str
    name: str
    played: int = 0
    won: int = 0
    streak: int = 0
    best_streak: int = 0
    best_seconds: float | None = None
    fewest_moves: int | None = None
    assisted_played: int = 0
    assisted_won: int = 0

    @property
    def win_percent(self) -> float | None:
        return 100.0 * self.won / self.played if self.played else None


def db_path() -> Path:
    return store.data_dir() / FILE_NAME


class Records:
    """The database, opened on first use; every call logs and goes on when it cannot work."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or db_path()
        self._db: sqlite3.Connection | None = None
        self._failed = False

    # -- opening ------------------------------------------------------------------------------

    def connection(self) -> sqlite3.Connection | None:
        if self._db is None and not self._failed:
            self._db = self._open()
            self._failed = self._db is None
        return self._db

    def _open(self) -> sqlite3.Connection | None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            return self._ready(self.path)
        except sqlite3.DatabaseError as error:
            if not _damage(error):
                store.cannot_write(self.path, _as_os_error(error), "records")
                return None
            log.warning("the records %s are damaged (%s)", self.path, error)
            self._set_aside()
        except OSError as error:
            store.cannot_write(self.path, error, "records")
            return None
        try:
            return self._ready(self.path)
        except (sqlite3.DatabaseError, OSError) as error:
            log.warning("cannot start new records %s: %s", self.path, error)
            return None

    def _ready(self, path: Path) -> sqlite3.Connection | None:
        """The open database with its tables; DatabaseError when the file is damaged. (No
        integrity scan here: it would read the whole file in a frame; damage found later, by
        a query, is handled by ``_run``.)"""
        db = sqlite3.connect(path, timeout=1.0)
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                log.warning("the records %s are of a newer version (%s); not touched",
                            path, version)
                db.close()
                return None
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            if version < 1:
                with db:
                    db.executescript(SCHEMA)
                    db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
        except BaseException:
            db.close()
            raise
        return db

    def _run(self, work: Callable[[sqlite3.Connection], Any], default: Any) -> Any:
        """``work`` on the database; a file found damaged on the way is set aside and
        ``work`` done again on a new one; any other failure is logged and ``default``."""
        for attempt in (1, 2):
            db = self.connection()
            if db is None:
                return default
            try:
                return work(db)
            except sqlite3.DatabaseError as error:
                if not _damage(error) or attempt == 2:
                    store.cannot_write(self.path, _as_os_error(error), "records")
                    return default
                log.warning("the records %s are damaged (%s)", self.path, error)
                self.close()
                self._set_aside()
        return default

    def _set_aside(self) -> None:
        """The damaged file aside (with a message), and its journal files with it."""
        store.move_aside(self.path, "records")
        for suffix in ("-wal", "-shm", "-journal"):
            extra = self.path.with_name(self.path.name + suffix)
            if extra.exists():
                store.move_aside(extra, "records", report=False)

    def close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None

    # -- writing ------------------------------------------------------------------------------

    def add(self, match: Finished) -> int | None:
        """Record ``match`` in one transaction; its row id, or None when it could not be."""

        def insert(db: sqlite3.Connection) -> int | None:
            with db:
                cursor = db.execute(
                    "INSERT INTO matches (game, variant, options, winners, seconds, moves,"
                    " finished, undo, hint, solver, save) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                    (match.game, match.variant, json.dumps(match.options, sort_keys=True),
                     json.dumps(list(match.winners)), match.seconds, match.moves,
                     match.finished, match.undo, match.hint, match.solver,
                     json.dumps(match.save, ensure_ascii=False)))
                row = cursor.lastrowid
                db.executemany(
                    "INSERT INTO seats (match, seat, name, human, level, result)"
                    " VALUES (?,?,?,?,?,?)",
                    [(row, n, s.name, s.human, s.level, s.result)
                     for n, s in enumerate(match.seats)])
            return row

        return self._run(insert, None)

    # -- reading ------------------------------------------------------------------------------

    def stats(self, game: str | None = None) -> list[Stats]:
        """Every person's figures per game and variant (of ``game`` only, if given), in the
        order each was first played."""
        query = ("SELECT m.game, m.variant, s.name, s.result, m.undo OR m.hint OR m.solver,"
                 " m.seconds, m.moves FROM seats s JOIN matches m ON m.id = s.match"
                 " WHERE s.human" + (" AND m.game = ?" if game else "") + " ORDER BY m.id")
        rows = self._run(lambda db: db.execute(query, (game,) if game else ()).fetchall(), [])
        return figures(rows)

    def games(self) -> list[str]:
        """The games with a finished match of a person, the one played last first."""
        rows = self._run(lambda db: db.execute(
            "SELECT m.game, MAX(m.id) AS last FROM matches m JOIN seats s ON s.match = m.id"
            " WHERE s.human GROUP BY m.game ORDER BY last DESC").fetchall(), [])
        return [game for game, _last in rows]

    def matches(self, game: str | None = None, limit: int = 500) -> list[Played]:
        """The finished matches (of ``game`` only, if given), the last one first, with
        their seats: what the history lists."""
        query = ("SELECT id, game, variant, winners, seconds, moves, finished FROM matches"
                 + (" WHERE game = ?" if game else "") + " ORDER BY id DESC LIMIT ?")

        def read(db: sqlite3.Connection) -> list[Played]:
            rows = db.execute(query, ((game,) if game else ()) + (limit,)).fetchall()
            seats: dict[int, list[Seat]] = {row[0]: [] for row in rows}
            if rows:
                marks = ",".join("?" * len(rows))
                for match, name, human, level, result in db.execute(
                        "SELECT match, name, human, level, result FROM seats"
                        f" WHERE match IN ({marks}) ORDER BY match, seat", list(seats)):
                    seats[match].append(Seat(name, bool(human), level, result))
            return [Played(row, game, variant, tuple(seats[row]), _seat_list(winners),
                           seconds, moves, finished)
                    for row, game, variant, winners, seconds, moves, finished in rows]

        return self._run(read, [])

    def games_played(self) -> list[str]:
        """The games with a finished match, a person's or not, the one played last first."""
        rows = self._run(lambda db: db.execute(
            "SELECT game, MAX(id) AS last FROM matches GROUP BY game ORDER BY last DESC"
        ).fetchall(), [])
        return [game for game, _last in rows]

    def save_of(self, row: int) -> dict[str, Any] | None:
        """The save record of match ``row``, to replay it."""
        found = self._run(lambda db: db.execute(
            "SELECT save FROM matches WHERE id = ?", (row,)).fetchone(), None)
        try:
            return json.loads(found[0]) if found else None
        except ValueError as error:
            log.warning("cannot read match %s of the records: %s", row, error)
            return None


def _seat_list(text: str) -> tuple[int, ...]:
    """The winners as stored; nothing for a value this version did not write."""
    try:
        value = json.loads(text)
    except (TypeError, ValueError):
        return ()
    return tuple(v for v in value if isinstance(v, int)) if isinstance(value, list) else ()


def figures(rows: list[tuple]) -> list[Stats]:
    """Fold (game, variant, name, result, assisted, seconds, moves) rows, oldest first, into
    each person's figures."""
    found: dict[tuple[str, str, str], Stats] = {}
    for game, variant, name, result, assisted, seconds, moves in rows:
        stats = found.setdefault((game, variant, name), Stats(game, variant, name))
        won = result >= 1.0
        stats.played += 1
        stats.won += won
        if assisted:
            stats.assisted_played += 1
            stats.assisted_won += won
            continue
        if not won:
            stats.streak = 0
            continue
        stats.streak += 1
        stats.best_streak = max(stats.best_streak, stats.streak)
        if seconds is not None:
            stats.best_seconds = seconds if stats.best_seconds is None \
                else min(stats.best_seconds, seconds)
        stats.fewest_moves = moves if stats.fewest_moves is None \
            else min(stats.fewest_moves, moves)
    return list(found.values())


def person(name: str, humans: int) -> str:
    """The name a person's figures are kept under (see the module's docstring)."""
    return "" if humans == 1 and name in DEFAULT_NAMES else name


def _as_os_error(error: sqlite3.DatabaseError) -> OSError:
    """SQLite's words for a full or read-only disk, as the OSError the player is told of."""
    words = str(error).lower()
    if "full" in words:
        return OSError(errno.ENOSPC, str(error))
    if "readonly" in words or "read-only" in words or "unable to open" in words:
        return OSError(errno.EROFS, str(error))
    return OSError(errno.EIO, str(error))


def _damage(error: sqlite3.DatabaseError) -> bool:
    """Whether ``error`` means a damaged file, rather than a locked or read-only one."""
    words = str(error).lower()
    return "malformed" in words or "not a database" in words or "corrupt" in words
