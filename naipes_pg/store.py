"""What Naipes keeps between runs: settings (JSON), the last set-up of each game, and one
match in progress per game.

Files live in the user's folders (platformdirs), or under ``$NAIPES_HOME`` when it is set
(tests, portable installs). Every write is atomic. A file that cannot be read is never
deleted: it is moved aside (renamed with a timestamp) and noted in ``take_damaged()``, which
the app turns into a message in the player's language; the app goes on with the defaults.
"""

from __future__ import annotations

import errno
import json
import logging
import os
import re
import threading
import time
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

import platformdirs

from .rules.record import write_atomic
from .rules.registry import GAMES

log = logging.getLogger("naipes.store")

SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
# How much larger every word of the app is drawn: steps a player who sees less well can tell
# apart, the largest still leaving the smallest window (640×480) its menus and table.
TEXT_SIZES = {"normal": 1.0, "large": 1.2, "larger": 1.4}
# The least time a computer move stays on show, in seconds (the table reads computer_pace).
PACES = (0.5, 1.0, 1.5, 2.5)
GAME_ID = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")


def data_dir() -> Path:
    home = os.environ.get("NAIPES_HOME")
    if home:
        return Path(home)
    return Path(platformdirs.user_data_dir("naipes", appauthor=False))


def config_dir() -> Path:
    home = os.environ.get("NAIPES_HOME")
    if home:
        return Path(home)
    return Path(platformdirs.user_config_dir("naipes", appauthor=False))


@dataclass(frozen=True)
class Damaged:
    """A file that could not be read and was moved aside: ``kind`` is "settings", "setups",
    "records" or "match" (then ``game`` names its game); ``moved_to`` is None when it could
    not be moved either. Kind "unwritable" is a folder nothing could be saved in
    (``cannot_write``)."""

    kind: str
    moved_to: Path | None
    game: str | None = None
    why: str = ""  # for an unwritable folder: "full", "read-only" or "other"


_damaged: list[Damaged] = []


_unwritable: set[Path] = set()  # the folders already said to be unwritable this run


def cannot_write(path: Path, error: OSError, kind: str) -> None:
    """``path`` could not be written (a read-only or full disk, a folder that is a file):
    logged every time, said to the player once per data folder and run, as a ``Damaged`` of
    kind "unwritable" whose ``game`` holds what was lost (``kind``) and ``moved_to`` the
    folder."""
    log.warning("cannot save %s to %s: %s", kind, path, error)
    folder = next((root for root in (data_dir(), config_dir()) if root in path.parents),
                  path.parent)  # the player's data folder: saves/ in it is the same trouble
    if folder in _unwritable:
        return
    _unwritable.add(folder)
    _damaged.append(Damaged("unwritable", folder, kind, _reason(error)))


def _reason(error: OSError) -> str:
    """Why a write failed, as one of the few words the app translates."""
    if error.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return "full"
    if error.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return "read-only"
    return "other"


def take_damaged() -> list[Damaged]:
    """The files found damaged since the last call (the app tells the player about them)."""
    found = list(_damaged)
    del _damaged[: len(found)]
    return found


def move_aside(path: Path, kind: str, game: str | None = None, *, tag: str = "damaged",
               report: bool = True) -> Path | None:
    """Rename ``path`` with ``tag`` and a timestamp beside it, so nothing is lost and the
    next start does not trip over it again; ``report`` notes it in ``take_damaged``."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.{tag}-{stamp}{path.suffix}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.stem}.{tag}-{stamp}-{n}{path.suffix}")
    try:
        path.rename(target)
    except OSError as error:
        log.warning("cannot move %s aside: %s", path, error)
        target = None
    else:
        log.warning("%s was unreadable; moved aside as %s", path, target)
    if report:
        _damaged.append(Damaged(kind, target, game))
    return target


def _read_object(path: Path) -> dict[str, Any]:
    """The JSON object in ``path``; ValueError (or OSError) when it is anything else."""
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict):
        raise ValueError("not a JSON object")
    return data


# ------------------------------------------------------------------------------- settings


@dataclass
class Settings:
    language: str = "es"
    speed: str = "normal"
    effects_volume: float = 0.8
    voice_volume: float = 0.9
    card_back: str = "clasico"
    fullscreen: bool = False
    window: tuple[int, int] = (1280, 800)
    computer_pace: float = 1.0
    text_size: str = "normal"
    reduced_motion: bool = False
    show_moves: bool = True  # a quiet mark on what may move (off: no help)
    # The players' key blocks as ui/keymap.py saved them (None: the defaults); kept as read,
    # since only the key map knows which parts of it are sound.
    keys: Any = None

    @property
    def speed_factor(self) -> float:
        return SPEEDS.get(self.speed, 1.0)

    @property
    def text_factor(self) -> float:
        return TEXT_SIZES.get(self.text_size, 1.0)

    def clean(self) -> None:
        """Put every field back in range (a hand-edited file may hold anything)."""
        defaults = Settings()
        if self.language not in ("es", "en"):
            self.language = defaults.language
        if self.speed not in SPEEDS:
            self.speed = defaults.speed
        if not isinstance(self.text_size, str) or self.text_size not in TEXT_SIZES:
            self.text_size = defaults.text_size
        if not isinstance(self.reduced_motion, bool):
            self.reduced_motion = defaults.reduced_motion
        if not isinstance(self.show_moves, bool):
            self.show_moves = defaults.show_moves
        for name in ("effects_volume", "voice_volume"):
            value = getattr(self, name)
            if not _number(value):
                value = getattr(defaults, name)
            setattr(self, name, min(1.0, max(0.0, float(value))))
        pace = self.computer_pace
        self.computer_pace = min(5.0, max(0.0, float(pace))) if _number(pace) \
            else defaults.computer_pace
        if not isinstance(self.card_back, str):
            self.card_back = defaults.card_back
        self.fullscreen = bool(self.fullscreen)
        try:
            w, h = (int(v) for v in self.window)
            self.window = (max(640, min(w, 7680)), max(480, min(h, 4320)))
        except (TypeError, ValueError):
            self.window = defaults.window


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings() -> Settings:
    """The saved settings; a broken file is moved aside (see ``take_damaged``)."""
    return _read_settings()


def _read_settings() -> Settings:
    path = settings_path()
    if not path.exists():
        return Settings()
    try:
        data = _read_object(path)
        known = {f.name for f in fields(Settings)}
        settings = Settings(**{k: v for k, v in data.items() if k in known})
        settings.clean()
        return settings
    except (OSError, ValueError, TypeError) as error:
        log.warning("settings file %s is unreadable (%s); using defaults", path, error)
        move_aside(path, "settings")
        return Settings()


def save_settings(settings: Settings) -> None:
    data = asdict(settings)
    data["window"] = list(settings.window)
    try:
        write_atomic(settings_path(), json.dumps(data, indent=1))
    except OSError as error:
        cannot_write(settings_path(), error, "settings")


# ------------------------------------------------------------- the last set-up of each game


def setups_path() -> Path:
    return config_dir() / "setups.json"


def _load_setups() -> dict[str, Any]:
    path = setups_path()
    if not path.exists():
        return {}
    try:
        return _read_object(path)
    except (OSError, ValueError) as error:
        log.warning("set-ups file %s is unreadable (%s)", path, error)
        move_aside(path, "setups")
        return {}


def load_setup(game_id: str) -> dict[str, Any] | None:
    """The set-up last started for ``game_id`` (seats, names, options), as saved: the set-up
    scene checks every value before it uses one."""
    setup = _load_setups().get(game_id)
    return setup if isinstance(setup, dict) else None


def save_setup(game_id: str, setup: dict[str, Any]) -> None:
    setups = _load_setups()
    setups[game_id] = setup
    try:
        write_atomic(setups_path(), json.dumps(setups, ensure_ascii=False, indent=1))
    except OSError as error:
        cannot_write(setups_path(), error, "setups")


# ----------------------------------------------------------- one match in progress per game


def saves_dir() -> Path:
    return data_dir() / "saves"


def saved_match_path(game_id: str) -> Path:
    if not GAME_ID.fullmatch(game_id):
        raise ValueError(f"not a game id: {game_id!r}")
    return saves_dir() / f"{game_id}.json"


def old_autosave_path() -> Path:
    """Where versions with a single match in progress kept it."""
    return data_dir() / "current-match.json"


def save_match(record: dict[str, Any]) -> None:
    """Keep the match in progress of ``record["game"]`` (a rules record plus the table's
    seat set-up), replacing that game's previous one only."""
    try:
        path = saved_match_path(str(record.get("game")))
    except ValueError as error:
        log.warning("cannot save the match in progress: %s", error)
        return
    try:
        write_atomic(path, json.dumps(record, ensure_ascii=False))
    except OSError as error:
        cannot_write(path, error, "match")


def load_match(game_id: str) -> dict[str, Any] | None:
    """``game_id``'s match in progress, or None; a file that is not a record of that game is
    moved aside (the app then says so)."""
    migrate_old_autosave()
    path = saved_match_path(game_id)
    if not path.exists():
        return None
    try:
        record = _read_object(path)
        if record.get("game") != game_id:
            raise ValueError(f"it holds a match of {record.get('game')!r}")
        return record
    except (OSError, ValueError) as error:
        log.warning("the saved match %s is unreadable (%s)", path, error)
        move_aside(path, "match", game_id)
        return None


def saved_games() -> dict[str, float]:
    """The games with a match in progress, each with the time it was last saved."""
    migrate_old_autosave()
    try:
        paths = list(saves_dir().glob("*.json"))
    except OSError:
        return {}
    found = {}
    for path in paths:
        if not GAME_ID.fullmatch(path.stem):
            continue  # a file moved aside, or not ours
        if not _known(path.stem):
            move_aside(path, "match", path.stem)
            continue
        try:
            found[path.stem] = path.stat().st_mtime
        except OSError:  # cleared meanwhile
            continue
    return found


def _known(game: Any) -> bool:
    """Whether ``game`` names a game of this collection (a match of any other is never
    offered, so it is moved aside and the player told)."""
    return isinstance(game, str) and game in GAMES


# write_atomic's temporary file: the file's name, mkstemp's eight characters, ".tmp"
OUR_TEMPORARY = re.compile(r"[\w.-]+\.json[a-z0-9_]{8}\.tmp")
STALE_AFTER = 60.0  # seconds: far longer than a save takes, so another window's is spared


def clear_stale_temporaries(now: float | None = None) -> int:
    """Remove the temporary files a crash in the middle of a save left behind in the folders
    of the settings, the set-ups and the matches in progress (the files they were to replace
    are whole); returns how many. Files of any other name are left alone."""
    now = time.time() if now is None else now
    removed = 0
    for folder in {config_dir(), data_dir(), saves_dir()}:
        try:
            found = [p for p in folder.glob("*.tmp") if OUR_TEMPORARY.fullmatch(p.name)]
        except OSError:
            continue
        for path in found:
            try:
                if now - path.stat().st_mtime >= STALE_AFTER:
                    path.unlink()
                    removed += 1
            except OSError:  # gone meanwhile, or not ours to remove
                continue
    return removed


def clear_match(game_id: str) -> None:
    saved_match_path(game_id).unlink(missing_ok=True)


def damaged_match(game_id: str) -> None:
    """A match that was read but cannot be replayed (an illegal move, a bad seat): aside."""
    path = saved_match_path(game_id)
    if path.exists():
        move_aside(path, "match", game_id)
    else:
        _damaged.append(Damaged("match", None, game_id))


def migrate_old_autosave() -> None:
    """Move the single autosave of earlier versions to its game's place. A damaged one, or
    one of a game with a newer save, is moved aside rather than lost."""
    old = old_autosave_path()
    if not old.exists():
        return
    game: Any = None
    try:
        game = _read_object(old).get("game")
        target = saved_match_path(game) if _known(game) else None
    except (OSError, ValueError) as error:
        log.warning("the saved match %s is unreadable (%s)", old, error)
        target = None
    if target is None:
        move_aside(old, "match", game if isinstance(game, str) else None)
    elif target.exists():
        move_aside(old, "match", game, tag="older", report=False)
    else:
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            os.replace(old, target)
        except OSError as error:
            log.warning("cannot move %s to %s: %s", old, target, error)


class BackgroundSaver:
    """Saves the matches in progress on a thread of its own, so a frame never waits for the
    disk. Per game, a newer record (or a clear) replaces one not yet written; ``flush``
    waits for the last."""

    def __init__(self) -> None:
        self._lock = threading.Condition()
        self._pending: dict[str, dict[str, Any] | None] = {}  # game → record, None: clear
        self._busy = False
        self._playing: str | None = None
        threading.Thread(target=self._run, name="naipes-saver", daemon=True).start()

    def playing(self, game_id: str) -> None:
        """The game the table now plays: what ``clear()`` without a game clears."""
        self._playing = game_id

    def save(self, record: dict[str, Any]) -> None:
        game = str(record.get("game"))
        with self._lock:
            self._playing = game
            self._pending[game] = record
            self._lock.notify()

    def holds(self, game_id: str) -> bool:
        """Whether ``game_id`` has a match in progress, counting what is not yet written."""
        with self._lock:
            if game_id in self._pending:
                return self._pending[game_id] is not None
        return saved_match_path(game_id).exists()

    def clear(self, game_id: str | None = None) -> None:
        game = game_id or self._playing
        if game is None:
            return
        with self._lock:
            self._pending[game] = None
            self._lock.notify()

    def flush(self, timeout: float = 5.0) -> None:
        with self._lock:
            self._lock.wait_for(lambda: not (self._pending or self._busy), timeout)

    def _run(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: bool(self._pending))
                game = next(iter(self._pending))
                record = self._pending.pop(game)
                self._busy = True
            try:
                if record is None:
                    clear_match(game)
                else:
                    save_match(record)
            except (OSError, ValueError) as error:
                log.warning("cannot keep the match in progress of %s: %s", game, error)
            finally:
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()


_saver: BackgroundSaver | None = None


def saver() -> BackgroundSaver:
    """The one background writer of the match in progress."""
    global _saver
    if _saver is None:
        _saver = BackgroundSaver()
    return _saver
