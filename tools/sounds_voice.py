"""Spanish voice clips: espeak-ng speaks, sox cleans and encodes.

Only tools/make_sounds.py needs espeak-ng and sox (Debian: espeak-ng sox libsox-fmt-all);
the app plays the committed OGG files. Both tools are deterministic for the same input,
and sox's `-R` fixes the Ogg stream serial number, so clips are byte-identical run to run.
"""

from __future__ import annotations

import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

VOICE_RATE = 22050


@dataclass(frozen=True)
class Speaker:
    """espeak-ng settings. klatt4 was chosen over the default, m3, f3, f5, antonio, miguel,
    victor and sandro variants by comparing spectrograms: its Klatt source has none of the
    default's buzzing band near 7 kHz, and unlike antonio and pedro it does not clip."""

    voice: str = "es+klatt4"
    speed: int = 150  # words per minute: clear, but short enough for a table banner
    pitch: int = 48  # 0-99; a little under the default 50 sounds calmer
    amplitude: int = 80  # below 100 so espeak-ng never clips before sox normalises


ANNOUNCER = Speaker()


def mimic(speed: int) -> Speaker:
    """A livelier voice for animal onomatopoeias; slow speeds draw the vowels out."""
    return Speaker(speed=speed, pitch=70)


# espeak-ng spelling and speed of each animal onomatopoeia. [[...]] is espeak-ng phoneme
# input, used where spelling misleads it ("iii" would be read as the Roman numeral 3).
ANIMAL_VOICE: dict[str, tuple[str, int]] = {
    "cow": ("¡Muuuuu!", 100),
    "dog": ("¡Guau, guau!", 140),
    "cat": ("¡Miaaau!", 110),
    "pig": ("¡Oinc, oinc!", 140),
    "duck": ("¡Cuac, cuac, cuac!", 160),
    "hen": ("¡Kikirikí!", 110),
    "sheep": ("¡Beeeee!", 110),
    "donkey": ("[[,i::'a:: ,i::'a::]]", 110),
}

# sox effects after speech: trim silence, warm it (cut the rumble, lift the body; klatt4
# has no fizz to cut), a small room's reverb, then level. Trailing silence is trimmed after
# the reverb so the tail is kept but no dead air is.
_TRIM = ["silence", "1", "0.01", "-48d"]
_CLEAN = [
    "highpass", "90", "bass", "+4", "220",
    "pad", "0", "0.3", "reverb", "14", "60", "25", "100", "0", "-8",
]
MAX_SECONDS = 1.45


def check_tools() -> None:
    """Fail early with a clear message when espeak-ng or sox is missing."""
    missing = [tool for tool in ("espeak-ng", "sox", "soxi") if shutil.which(tool) is None]
    if missing:
        raise SystemExit(
            f"make_sounds: {', '.join(missing)} not found; "
            "install them with: apt-get install espeak-ng sox libsox-fmt-all"
        )


def _run(args: list[str]) -> str:
    return subprocess.run(args, check=True, capture_output=True, text=True).stdout


def _duration(path: Path) -> float:
    return float(_run(["soxi", "-D", str(path)]).strip())


def speak(text: str, out: Path, work: Path, speaker: Speaker = ANNOUNCER,
          lead: float = 0.0) -> None:
    """Say `text` in Spanish into the OGG file `out`, using `work` for intermediate files,
    after `lead` seconds of silence (to let an effect played with the call be heard first)."""
    raw, clean = work / "raw.wav", work / "clean.wav"
    _run(["espeak-ng", "-v", speaker.voice, "-s", str(speaker.speed), "-p", str(speaker.pitch),
          "-a", str(speaker.amplitude), "-w", str(raw), text])
    _run(["sox", "-R", str(raw), "-r", str(VOICE_RATE), str(clean), *_TRIM, *_CLEAN,
          "reverse", *_TRIM, "reverse", "norm", "-1"])
    length = _duration(clean)
    # A long phrase is sped up (pitch kept) rather than cut: banners must stay short.
    tempo = ["tempo", "-s", f"{length / MAX_SECONDS:.4f}"] if length > MAX_SECONDS else []
    pad = ["pad", f"{lead:.3f}", "0"] if lead > 0 else []
    _run(["sox", "-R", str(clean), "-C", "3", str(out), *tempo,
          "fade", "q", "0.005", "-0", "0.04", "norm", "-1", *pad])
