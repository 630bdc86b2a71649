"""The sound bank: plays effects, announcement voices and animal noises by key.

Keys are the names in sounds/manifest.json (written by tools/make_sounds.py): an effect
(``"deal"``), an announcement key (``"mesa_limpia"``, see rules/announcements.py) or an
animal noise (``"noise:cow"``). Several files under one key are variants picked at random.

Audio is a nicety, never a reason to stop: without an audio device, with a missing manifest
or a broken file, the app goes on silently and says why once in the log.
"""

from __future__ import annotations

import json
import logging
import random
from pathlib import Path

import pygame

from .art import sounds_path

log = logging.getLogger("naipes.audio")

CHANNELS = ("effects", "voice")
# Which volume channel each manifest section belongs to: animals are voices too.
_SECTION_CHANNEL = {"effects": "effects", "voice": "voice", "animals": "voice"}
_MIXER_SETTINGS = {"frequency": 44100, "size": -16, "channels": 2, "buffer": 512}


def default_sounds_dir() -> Path:
    """The sounds/ folder, found the same way as the card art (ui/art.py)."""
    return Path(sounds_path())


class Audio:
    """Plays sounds by key; loads each file on its first use so start-up stays fast."""

    def __init__(self, sounds_dir: Path | None = None, rng: random.Random | None = None) -> None:
        self._dir = Path(sounds_dir) if sounds_dir is not None else default_sounds_dir()
        self._rng = rng or random.Random()
        self._volume = dict.fromkeys(CHANNELS, 1.0)
        self._entries: dict[str, tuple[str, list[str]]] = {}
        self._cache: dict[str, pygame.mixer.Sound | None] = {}
        self._unknown: set[str] = set()
        self._voice_channel: pygame.mixer.Channel | None = None
        self._available = self._open_mixer()
        if self._available:
            self._entries = self._read_manifest()

    @property
    def available(self) -> bool:
        """False when there is no audio device: then every `play` does nothing."""
        return self._available

    def keys(self) -> list[str]:
        """Every key the manifest offers (empty when audio is unavailable)."""
        return sorted(self._entries)

    def play(self, key: str) -> None:
        """Play one variant of `key`; an unknown key is ignored (logged once, at debug)."""
        if not self._available:
            return
        entry = self._entries.get(key)
        if entry is None:
            if key not in self._unknown:
                self._unknown.add(key)
                log.debug("no sound for %r", key)
            return
        channel, files = entry
        sound = self._sound(self._rng.choice(files))
        if sound is None:
            return
        sound.set_volume(self._volume[channel])
        if channel == "voice" and not key.startswith("noise:"):
            self._say(sound)
        else:
            sound.play()

    def set_volume(self, channel: str, volume: float) -> None:
        """Volume 0..1 of ``"effects"`` or ``"voice"`` (announcements and animal noises)."""
        if channel not in self._volume:
            raise ValueError(f"unknown audio channel {channel!r}; expected one of {CHANNELS}")
        self._volume[channel] = min(1.0, max(0.0, float(volume)))

    def _say(self, sound: pygame.mixer.Sound) -> None:
        # Announcements share one channel and queue, so two calls of one play (Te la piso,
        # then Mesa limpia) are heard one after the other instead of on top of each other.
        channel = self._voice_channel
        if channel is None:
            sound.play()
        elif channel.get_busy():
            channel.queue(sound)
        else:
            channel.play(sound)

    def _open_mixer(self) -> bool:
        try:
            if pygame.mixer.get_init() is None:
                pygame.mixer.init(**_MIXER_SETTINGS)
            # Channel 0 is kept for announcements: effects never take it from under them.
            pygame.mixer.set_reserved(1)
            self._voice_channel = pygame.mixer.Channel(0)
        except Exception as error:  # noqa: BLE001 - any driver failure just means silence
            log.warning("no audio device (%s); sounds are off", error)
            return False
        return True

    def _read_manifest(self) -> dict[str, tuple[str, list[str]]]:
        path = self._dir / "manifest.json"
        try:
            manifest = json.loads(path.read_text(encoding="utf-8"))
            return {
                key: (_SECTION_CHANNEL[section], [str(name) for name in files])
                for section, entries in manifest.items() if section in _SECTION_CHANNEL
                for key, files in entries.items() if files
            }
        except (OSError, ValueError, AttributeError, TypeError) as error:
            log.warning("cannot read sound manifest %s (%s); sounds are off", path, error)
            return {}

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._cache:
            path = self._dir / name
            try:
                self._cache[name] = pygame.mixer.Sound(str(path))
            except (pygame.error, OSError, ValueError) as error:
                log.warning("cannot load sound %s (%s); skipped", path, error)
                self._cache[name] = None
        return self._cache[name]
