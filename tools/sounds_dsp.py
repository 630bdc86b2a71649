"""Small numpy synthesis kit for tools/make_sounds.py: envelopes, filtered noise, and a
source-filter voice (harmonics of a gliding pitch shaped by moving formants).

Everything random takes a seeded `numpy.random.Generator`, so a clip is the same bytes on
every run. Signals are float64 arrays in -1..1 at `SR`.
"""

from __future__ import annotations

import wave
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

SR = 44100
Points = Sequence[tuple[float, float]]  # (time in s, value) keyframes, linearly interpolated


def times(duration: float, sr: int = SR) -> np.ndarray:
    """Sample times of a clip of `duration` seconds."""
    return np.arange(round(duration * sr)) / sr


def curve(points: Points, t: np.ndarray) -> np.ndarray:
    """Piecewise-linear curve through keyframes, held flat before the first and after the last."""
    ts, vs = zip(*points, strict=True)
    return np.interp(t, ts, vs)


def smooth_curve(points: Points, t: np.ndarray, width: float = 0.02) -> np.ndarray:
    """`curve` with its corners rounded, so glides sound like voices rather than ramps."""
    raw = curve(points, t)
    if len(t) < 2:
        return raw
    n = max(1, int(width / (t[1] - t[0])))
    kernel = np.hanning(2 * n + 1)
    padded = np.pad(raw, n, mode="edge")
    return np.convolve(padded, kernel / kernel.sum(), mode="valid")


def fade(x: np.ndarray, fade_in: float = 0.003, fade_out: float = 0.02, sr: int = SR) -> np.ndarray:
    """Raised-cosine fades at both ends: a clip never starts or stops on a click."""
    y = x.copy()
    for length, sl in ((fade_in, slice(None)), (fade_out, slice(None, None, -1))):
        n = min(len(y), max(1, int(length * sr)))
        ramp = 0.5 - 0.5 * np.cos(np.linspace(0.0, np.pi, n))
        y[sl][:n] *= ramp
    return y


def decay(t: np.ndarray, attack: float, tau: float) -> np.ndarray:
    """A percussive envelope: a short raised-cosine attack, then exponential decay."""
    rise = np.clip(t / max(attack, 1e-6), 0.0, 1.0)
    return (0.5 - 0.5 * np.cos(np.pi * rise)) * np.exp(-np.maximum(t - attack, 0.0) / tau)


def place(total: float, parts: Sequence[tuple[float, np.ndarray]], sr: int = SR) -> np.ndarray:
    """Mix clips starting at given times into one clip `total` seconds long."""
    out = np.zeros(round(total * sr))
    for start, clip in parts:
        i = round(start * sr)
        n = min(len(clip), len(out) - i)
        if n > 0:
            out[i:i + n] += clip[:n]
    return out


def normalise(x: np.ndarray, peak_db: float = -1.0) -> np.ndarray:
    """Remove DC and scale so the highest peak sits at `peak_db` dBFS."""
    y = x - x.mean()
    peak = np.abs(y).max()
    return y if peak == 0 else y * (10 ** (peak_db / 20) / peak)


def slow_wander(rng: np.random.Generator, t: np.ndarray, rate: float, depth: float) -> np.ndarray:
    """Smooth random drift (about `rate` Hz, +/- `depth`): the unsteadiness of a live voice."""
    knots = max(2, int(t[-1] * rate) + 2) if len(t) else 2
    kt = np.linspace(0.0, t[-1] if len(t) else 0.0, knots)
    return np.interp(t, kt, rng.uniform(-depth, depth, knots))


@dataclass(frozen=True)
class Formant:
    """One resonance of a vocal tract: centre, bandwidth and gain (dB), each a keyframe curve."""

    freq: Points
    width: Points
    gain_db: Points = ((0.0, 0.0),)

    def response(self, f: np.ndarray, t: np.ndarray) -> np.ndarray:
        """Amplitude at frequencies `f` and times `t` (broadcast together)."""
        fc = curve(self.freq, t)
        bw = curve(self.width, t)
        gain = 10 ** (curve(self.gain_db, t) / 20)
        # A second-order resonance: realistic skirts, so formants blend rather than whistle.
        ratio = f / fc
        return gain / np.sqrt((1 - ratio**2) ** 2 + (f * bw / fc**2) ** 2) * (bw / fc)


def tract(formants: Sequence[Formant], f: np.ndarray, t: np.ndarray) -> np.ndarray:
    """Summed response of several formants."""
    return sum(fm.response(f, t) for fm in formants)


def voiced(
    f0: np.ndarray,
    formants: Sequence[Formant],
    tilt: float = 1.0,
    sr: int = SR,
    max_freq: float = 9000.0,
) -> np.ndarray:
    """Harmonics of the pitch curve `f0` (Hz per sample), each weighted by the tract response.

    Additive synthesis keeps fast formant sweeps (a cat's "mi-au") free of filter artefacts,
    and `max_freq` keeps the buzz soft. `tilt` is the source roll-off (amplitude ~ 1/k**tilt).
    """
    t = np.arange(len(f0)) / sr
    phase = 2 * np.pi * np.cumsum(f0) / sr
    out = np.zeros(len(f0))
    top = int(max_freq / max(f0.min(), 20.0)) + 1
    for k in range(1, top + 1):
        fk = k * f0
        audible = fk < min(max_freq, 0.45 * sr)
        if not audible.any():
            break
        out += np.where(audible, tract(formants, fk, t), 0.0) * np.sin(k * phase) / k**tilt
    return out


def shaped_noise(
    rng: np.random.Generator,
    duration: float,
    formants: Sequence[Formant],
    sr: int = SR,
    frame: int = 512,
) -> np.ndarray:
    """White noise filtered by moving formants (short-time FFT, overlap-add)."""
    n = round(duration * sr)
    hop = frame // 4
    pad = n + 2 * frame
    noise = rng.standard_normal(pad)
    window = np.hanning(frame)
    starts = np.arange(0, pad - frame, hop)
    frames = np.stack([noise[s:s + frame] * window for s in starts])
    freqs = np.fft.rfftfreq(frame, 1 / sr)
    centres = (starts + frame / 2 - frame) / sr
    gains = tract(formants, freqs[None, :], np.clip(centres, 0, duration)[:, None])
    shaped = np.fft.irfft(np.fft.rfft(frames, axis=1) * gains, n=frame, axis=1) * window
    out = np.zeros(pad)
    for s, fr in zip(starts, shaped, strict=True):
        out[s:s + frame] += fr
    return out[frame:frame + n] / 1.5  # Hann^2 at hop N/4 sums to 1.5


def band(freq: float, width: float, gain_db: float = 0.0) -> Formant:
    """A fixed resonance."""
    return Formant(((0.0, freq),), ((0.0, width),), ((0.0, gain_db),))


def write_wav(path: Path, x: np.ndarray, sr: int = SR) -> None:
    """16-bit mono WAV; rounding (not dither) keeps the bytes reproducible."""
    pcm = np.round(np.clip(x, -1.0, 1.0) * 32767).astype("<i2")
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(sr)
        w.writeframes(pcm.tobytes())
