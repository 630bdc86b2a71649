"""Generate every sound of the app into sounds/ (committed), with sounds/manifest.json.

    python tools/make_sounds.py [OUT_DIR]          # default: the repo's sounds/

Effects and animal noises are synthesised with numpy (tools/sounds_effects.py,
tools/sounds_animals.py); voice clips are spoken by espeak-ng and cleaned by sox
(tools/sounds_voice.py). Output is deterministic: every random draw comes from a generator
seeded by the clip's name, and sox writes repeatable Ogg streams, so two runs give
byte-identical files. Needs numpy, espeak-ng and sox (with libsox-fmt-all for Vorbis).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import zlib
from collections.abc import Callable
from functools import partial
from pathlib import Path

import numpy as np
from sounds_animals import ANIMAL_MAKERS  # tools/ is on sys.path: it holds this script
from sounds_dsp import SR, write_wav
from sounds_effects import EFFECTS, RANKED
from sounds_voice import ANIMAL_VOICE, check_tools, mimic, speak

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # so the checkout's naipes_pg is used even if not installed

from naipes_pg.rules.announcements import (  # noqa: E402
    ANIMALS,
    ANNOUNCEMENTS,
    RANKED_RANKS,
    noise_key,
    ranked_key,
)

Maker = Callable[[np.random.Generator], np.ndarray]
OGG_QUALITY = "3"  # Vorbis q3: transparent enough for these clips, a few KB each
# A call heard over an effect (the win's fanfare) starts speaking this much later, so the
# jingle's opening is heard before the voice covers it.
VOICE_AFTER_EFFECT = 0.3


def seed_for(name: str) -> np.random.Generator:
    """A generator seeded by the clip's file name (crc32: stable across runs and machines)."""
    return np.random.default_rng(zlib.crc32(name.encode()))


def encode(signal: np.ndarray, out: Path, work: Path) -> None:
    """Float signal -> 16-bit WAV -> Ogg Vorbis, with sox's repeatable mode."""
    wav = work / "synth.wav"
    # A little silence around the clip keeps the codec's ringing off the first and last
    # samples, so playback starts and stops without a tick.
    write_wav(wav, np.pad(signal, (round(0.01 * SR), round(0.02 * SR))), SR)
    subprocess.run(["sox", "-R", str(wav), "-C", OGG_QUALITY, str(out)],
                   check=True, capture_output=True)


def synth(name: str, maker: Maker, out_dir: Path, work: Path) -> str:
    """Render one synthesised clip; returns its file name."""
    file_name = f"{name}.ogg"
    encode(maker(seed_for(name)), out_dir / file_name, work)
    return file_name


def make_effects(out_dir: Path, work: Path) -> dict[str, list[str]]:
    effects: dict[str, list[str]] = {}
    for effect, (maker, variants) in EFFECTS.items():
        names = [effect] if variants == 1 else [f"{effect}_{i + 1}" for i in range(variants)]
        effects[effect] = [synth(name, maker, out_dir, work) for name in names]
    for effect, ranked in RANKED.items():
        for rank in RANKED_RANKS:
            name = synth(f"{effect}_{rank}", partial(ranked, rank=rank), out_dir, work)
            effects[ranked_key(effect, rank)] = [name]
        effects[effect] = [effects[ranked_key(effect, rank)][0] for rank in RANKED_RANKS]
    return effects


def make_voice(out_dir: Path, work: Path) -> dict[str, list[str]]:
    voice: dict[str, list[str]] = {}
    for key, announcement in ANNOUNCEMENTS.items():
        if not announcement.voice:
            continue  # heard as its effect only
        file_name = f"voice_{key}.ogg"
        lead = VOICE_AFTER_EFFECT if announcement.effect else 0.0
        speak(announcement.voice, out_dir / file_name, work, lead=lead)
        voice[key] = [file_name]
    return voice


def make_animals(out_dir: Path, work: Path) -> dict[str, list[str]]:
    animals: dict[str, list[str]] = {}
    for animal in ANIMALS:
        noise = synth(f"noise_{animal}", ANIMAL_MAKERS[animal], out_dir, work)
        spoken = f"noise_{animal}_voice.ogg"
        text, speed = ANIMAL_VOICE[animal]
        speak(text, out_dir / spoken, work, mimic(speed))
        animals[noise_key(animal)] = [noise, spoken]
    return animals


def remove_stale(out_dir: Path, keep: set[str]) -> None:
    """Delete clips a previous run made that this run no longer lists."""
    for path in out_dir.iterdir():
        if path.suffix in (".ogg", ".wav") and path.name not in keep:
            path.unlink()


def generate(out_dir: Path) -> dict[str, dict[str, list[str]]]:
    """Write every clip and the manifest into `out_dir`; returns the manifest."""
    check_tools()
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        manifest = {
            "effects": make_effects(out_dir, work),
            "voice": make_voice(out_dir, work),
            "animals": make_animals(out_dir, work),
        }
    files = {name for section in manifest.values() for names in section.values() for name in names}
    remove_stale(out_dir, files)
    text = json.dumps(manifest, indent=1, ensure_ascii=False, sort_keys=True) + "\n"
    (out_dir / "manifest.json").write_text(text, encoding="utf-8")
    return manifest


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir", nargs="?", type=Path, default=REPO / "sounds",
                        help="output folder (default: the repo's sounds/)")
    args = parser.parse_args(argv)
    manifest = generate(args.out_dir)
    count = len({name for section in manifest.values() for names in section.values()
                 for name in names})  # a ranked clip is listed under two keys
    size = sum(p.stat().st_size for p in args.out_dir.iterdir())
    print(f"make_sounds: {count} clips, {size / 1024:.0f} KB in {args.out_dir}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
