"""What Naipes keeps between runs: settings (JSON) and the match in progress.

Files live in the user's folders (platformdirs), or under ``$NAIPES_HOME`` when it is set
(tests, portable installs). Every write is atomic; a broken file gives a message and the
defaults, never a crash.
"""

from __future__ import annotations

import json
import logging
import os
import threading
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from .rules.record import write_atomic

log = logging.getLogger("naipes.store")

SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}


def data_dir() -> Path:
    home = os.environ.get("NAIPES_HOME")
    if home:
        return Path(home)
    import platformdirs

    return Path(platformdirs.user_data_dir("naipes", appauthor=False))


def config_dir() -> Path:
    home = os.environ.get("NAIPES_HOME")
    if home:
        return Path(home)
    import platformdirs

    return Path(platformdirs.user_config_dir("naipes", appauthor=False))


@dataclass
class Settings:
    language: str = "es"
    speed: str = "normal"
    effects_volume: float = 0.8
    voice_volume: float = 0.9
    card_back: str = "clasico"
    fullscreen: bool = False
    window: tuple[int, int] = (1280, 800)

    @property
    def speed_factor(self) -> float:
        return SPEEDS.get(self.speed, 1.0)

    def clean(self) -> None:
        """Put every field back in range (a hand-edited file may hold anything)."""
        defaults = Settings()
        if self.language not in ("es", "en"):
            self.language = defaults.language
        if self.speed not in SPEEDS:
            self.speed = defaults.speed
        for name in ("effects_volume", "voice_volume"):
            value = getattr(self, name)
            if not isinstance(value, (int, float)) or isinstance(value, bool):
                value = getattr(defaults, name)
            setattr(self, name, min(1.0, max(0.0, float(value))))
        if not isinstance(self.card_back, str):
            self.card_back = defaults.card_back
        self.fullscreen = bool(self.fullscreen)
        try:
            w, h = (int(v) for v in self.window)
            self.window = (max(640, min(w, 7680)), max(480, min(h, 4320)))
        except (TypeError, ValueError):
            self.window = defaults.window


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings() -> tuple[Settings, str | None]:
    """The saved settings and, when the file was broken, a message saying so."""
    path = settings_path()
    if not path.exists():
        return Settings(), None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
        known = {f.name for f in fields(Settings)}
        settings = Settings(**{k: v for k, v in data.items() if k in known})
        settings.clean()
        return settings, None
    except (OSError, ValueError, TypeError) as error:
        log.warning("settings file %s is unreadable (%s); using defaults", path, error)
        return Settings(), f"{path.name}: {error}"


def save_settings(settings: Settings) -> None:
    data = asdict(settings)
    data["window"] = list(settings.window)
    try:
        write_atomic(settings_path(), json.dumps(data, indent=1))
    except OSError as error:
        log.warning("cannot save settings: %s", error)


# ------------------------------------------------------------------ the match in progress


def current_match_path() -> Path:
    return data_dir() / "current-match.json"


def save_current(record: dict[str, Any]) -> None:
    """Keep the match in progress (a rules record plus the table's seat set-up)."""
    try:
        write_atomic(current_match_path(), json.dumps(record, ensure_ascii=False))
    except OSError as error:
        log.warning("cannot save the match in progress: %s", error)


class BackgroundSaver:
    """Saves the match in progress on a thread of its own, so a frame never waits for the
    disk; a newer record replaces one not yet written, and ``flush`` waits for the last."""

    def __init__(self) -> None:
        self._lock = threading.Condition()
        self._pending: dict[str, Any] | None = None
        self._clear = False
        self._busy = False
        threading.Thread(target=self._run, name="naipes-saver", daemon=True).start()

    def save(self, record: dict[str, Any]) -> None:
        with self._lock:
            self._pending, self._clear = record, False
            self._lock.notify()

    def clear(self) -> None:
        with self._lock:
            self._pending, self._clear = None, True
            self._lock.notify()

    def flush(self, timeout: float = 5.0) -> None:
        with self._lock:
            self._lock.wait_for(lambda: not (self._pending or self._clear or self._busy),
                                timeout)

    def _run(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._pending is not None or self._clear)
                record, clear = self._pending, self._clear
                self._pending, self._clear, self._busy = None, False, True
            try:
                if clear:
                    clear_current()
                elif record is not None:
                    save_current(record)
            finally:
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()


def load_current() -> dict[str, Any] | None:
    path = current_match_path()
    if not path.exists():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return data if isinstance(data, dict) else None
    except (OSError, ValueError) as error:
        log.warning("the saved match %s is unreadable (%s)", path, error)
        return None


def clear_current() -> None:
    current_match_path().unlink(missing_ok=True)
