"""The save format: a match is ``{format, game, options, seed, actions}`` and loading replays it.
A match started from given deck orders or a given first dealer also stores ``decks`` or
``first_dealer``; files without them are matches dealt from the seed alone.

The same JSON is the saved game, the replay and the bug report. ``digest`` (a hash of every
seat's view at the end) lets a load notice a file whose actions were edited into another legal
match. Every problem with a file is a ``RecordError`` with one clear sentence.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .base import Game, IllegalAction, OptionError, action_from_json, action_to_json
from .events import Event
from .registry import new_game

FORMAT = "naipes-match/1"


class RecordError(ValueError):
    """A saved match that cannot be loaded; the message says why in one line."""


def state_digest(game: Game) -> str:
    """A short hash of what every seat and a spectator see now."""
    views = [game.view(seat).to_json() for seat in (None, *range(game.players))]
    text = json.dumps(views, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def to_record(game: Game, *, digest: bool = True) -> dict[str, Any]:
    """The match as JSON data; ``digest`` adds the hash that catches an edited file."""
    record: dict[str, Any] = {
        "format": FORMAT,
        "game": game.spec.id,
        "options": dict(game.options),
        "seed": game.seed,
        "actions": [[seat, action_to_json(act)] for seat, act in game.history],
    }
    if digest:
        record["digest"] = state_digest(game)
    if game.decks:
        record["decks"] = [[str(card) for card in deck] for deck in game.decks]
    if game.first_dealer is not None:
        record["first_dealer"] = game.first_dealer
    return record


def from_record(record: Any,
                watch: Callable[[int, Game, list[Event]], Any] | None = None) -> Game:
    """Replay a record into the game it describes; ``RecordError`` if anything is off.
    ``watch(number, game, events)`` sees the match dealt (number 0, its opening events) and
    each move made, as it is replayed (the viewer notes its hands in the same pass)."""
    if not isinstance(record, dict):
        raise RecordError("not a Naipes match (expected a JSON object)")
    if record.get("format") != FORMAT:
        raise RecordError(f"not a Naipes match file (format {record.get('format')!r})")
    for key, kind in (("game", str), ("options", dict), ("seed", int), ("actions", list)):
        if not isinstance(record.get(key), kind) or isinstance(record.get(key), bool):
            raise RecordError(f"the field {key!r} is missing or of the wrong type")
    try:
        game = new_game(
            record["game"], record["options"], record["seed"],
            decks=record.get("decks"), first_dealer=record.get("first_dealer"),
        )
    except (OptionError, ValueError, TypeError, AttributeError) as error:
        raise RecordError(f"cannot start the match: {error}") from None
    if watch is not None:
        watch(0, game, list(game.opening_events))
    for number, entry in enumerate(record["actions"], 1):
        events = _replay_one(game, number, entry)
        if watch is not None:
            watch(number, game, events)
    digest = record.get("digest")
    if digest is not None and digest != state_digest(game):
        raise RecordError("the file was altered: the replayed match does not match its digest")
    return game


def _replay_one(game: Game, number: int, entry: Any) -> list[Event]:
    if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], int)):
        raise RecordError(f"action {number} is malformed: {entry!r}")
    try:
        return game.apply(entry[0], action_from_json(entry[1]))
    except (IllegalAction, ValueError) as error:
        raise RecordError(f"action {number} cannot be replayed: {error}") from None


def dumps(game: Game) -> str:
    return json.dumps(to_record(game), ensure_ascii=False, indent=1)


def loads(text: str) -> Game:
    try:
        record = json.loads(text)
    except json.JSONDecodeError as error:
        raise RecordError(f"not valid JSON (truncated or damaged?): {error}") from None
    return from_record(record)


def write_atomic(path: str | os.PathLike, text: str) -> None:
    """Write ``text`` so that a crash mid-write leaves the previous file intact."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def save(game: Game, path: str | os.PathLike) -> None:
    write_atomic(path, dumps(game))


def load_record(path: str | os.PathLike) -> dict[str, Any]:
    """The JSON object of a match file, unchecked (``from_record`` checks it);
    ``RecordError`` when the file cannot be read or is not JSON."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise RecordError(f"cannot read {path}: {error}") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise RecordError(f"not valid JSON (truncated or damaged?): {error}") from None
    except RecursionError:
        raise RecordError("not a Naipes match (nested too deeply)") from None


def load(path: str | os.PathLike) -> Game:
    return from_record(load_record(path))
