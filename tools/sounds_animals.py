"""La Granja's farm animals, synthesised by source-filter: a pitch glide through moving formants.

A child knows an animal by a few cues, so each maker exaggerates them:
cow   a long low "mmm-ooo" whose mouth opens and closes, pitch rising then sagging;
dog   two short, rough, loud "woof" bursts with a falling pitch;
cat   "mi-a-ow": a high pitch arch while the vowel sweeps from i through a to u;
pig   nasal, grunting "oink"s: low, rough pitch, a vowel gliding o to i;
duck  three nasal, buzzy "quack"s, short and falling;
hen   a rooster's "ki-ki-ri-kiii": three clipped high syllables, then a long one;
sheep "b-eee-eh" with the quavering bleat (fast vibrato and tremolo together);
donkey "hee-haw" twice: a squeaky high breathy in-breath, then a low rough honk.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np
from sounds_dsp import (
    SR,
    Formant,
    Points,
    band,
    decay,
    fade,
    normalise,
    place,
    shaped_noise,
    slow_wander,
    smooth_curve,
    times,
    voiced,
)

Maker = Callable[[np.random.Generator], np.ndarray]


def _f(freq: Points, width: Points, gain_db: Points = ((0.0, 0.0),)) -> Formant:
    return Formant(freq, width, gain_db)


def _call(
    rng: np.random.Generator,
    dur: float,
    f0: Points,
    formants: Sequence[Formant],
    amp: Points,
    *,
    tilt: float = 1.0,
    jitter: float = 0.01,
    vibrato: tuple[float, float] = (0.0, 0.0),
    rough: float = 0.0,
    breath_db: float = -30.0,
    max_freq: float = 8000.0,
) -> np.ndarray:
    """One voiced call: pitch keyframes, formants, loudness keyframes, and the roughness
    (period doubling) and breath noise that make an animal sound alive rather than electronic."""
    t = times(dur)
    rate, depth = vibrato
    pitch = smooth_curve(f0, t) * (1 + slow_wander(rng, t, 25.0, jitter))
    pitch *= 1 + depth * np.sin(2 * np.pi * rate * t)
    x = voiced(pitch, formants, tilt=tilt, max_freq=max_freq)
    if rough:
        # Half-frequency modulation: the growl of vocal folds that do not close evenly.
        x *= 1 + rough * np.sin(np.pi * np.cumsum(pitch) / SR)
    x /= np.sqrt(np.mean(x**2)) + 1e-12
    noise = shaped_noise(rng, dur, formants)
    noise /= np.sqrt(np.mean(noise**2)) + 1e-12
    return (x + 10 ** (breath_db / 20) * noise) * smooth_curve(amp, t, 0.01)


def _burst(rng: np.random.Generator, centre: float, width: float, dur: float = 0.03) -> np.ndarray:
    """A plosive consonant ("k", "b"): a click of band-limited noise."""
    x = shaped_noise(rng, dur, (band(centre, width),))
    return x / (np.abs(x).max() + 1e-12) * decay(times(dur), 0.001, dur / 4)


def cow(rng: np.random.Generator) -> np.ndarray:
    """Mmm-ooo-ooh: nasal start, the mouth opening to a dark vowel, pitch up then down."""
    dur = 1.6
    f0 = ((0.0, 105), (0.35, 138), (0.8, 132), (1.3, 112), (1.6, 92))
    formants = (
        _f(((0.0, 260), (0.3, 320), (0.6, 620), (1.1, 650), (1.5, 380)), ((0.0, 110),)),
        _f(((0.0, 850), (0.6, 1050), (1.1, 1100), (1.5, 800)), ((0.0, 150),),
           ((0.0, -18), (0.45, 0), (1.3, -2), (1.6, -16))),
        _f(((0.0, 2450),), ((0.0, 300),), ((0.0, -28), (0.6, -12), (1.4, -20))),
    )
    amp = ((0.0, 0.0), (0.12, 0.45), (0.35, 0.7), (0.6, 1.0), (1.2, 0.9), (1.6, 0.0))
    x = _call(rng, dur, f0, formants, amp, tilt=1.3, jitter=0.012, rough=0.25, breath_db=-24)
    return fade(normalise(x, -1.0), 0.01, 0.08)


def _woof(rng: np.random.Generator, pitch: float) -> np.ndarray:
    dur = 0.2
    f0 = ((0.0, pitch * 0.9), (0.03, pitch * 1.15), (0.12, pitch * 0.85), (0.2, pitch * 0.7))
    formants = (
        _f(((0.0, 450), (0.04, 900), (0.14, 700), (0.2, 500)), ((0.0, 220),)),
        _f(((0.0, 1200), (0.04, 1700), (0.2, 1300)), ((0.0, 260),), ((0.0, -4),)),
        _f(((0.0, 2900),), ((0.0, 450),), ((0.0, -14),)),
    )
    amp = ((0.0, 0.0), (0.008, 1.0), (0.07, 0.8), (0.2, 0.0))
    return _call(rng, dur, f0, formants, amp, tilt=0.8, jitter=0.06, rough=0.5,
                 breath_db=-8, max_freq=9000)


def dog(rng: np.random.Generator) -> np.ndarray:
    """Woof, woof: two barks, the second a little lower."""
    x = place(0.62, [(0.0, _woof(rng, 400)), (0.33, 0.9 * _woof(rng, 360))])
    return fade(normalise(x, -1.0), 0.002, 0.03)


def cat(rng: np.random.Generator) -> np.ndarray:
    """Mi-a-ow: the vowel sweeps i -> a -> u under a rising and falling high pitch."""
    dur = 0.95
    f0 = ((0.0, 520), (0.3, 760), (0.55, 730), (0.95, 470))
    formants = (
        _f(((0.0, 320), (0.12, 380), (0.35, 1000), (0.6, 950), (0.9, 480)), ((0.0, 110),)),
        _f(((0.0, 1900), (0.12, 2600), (0.35, 1600), (0.6, 1350), (0.9, 850)),
           ((0.0, 160),), ((0.0, -6), (0.12, 4), (0.5, 0), (0.9, -4))),
        _f(((0.0, 3300), (0.5, 3000)), ((0.0, 400),), ((0.0, -14),)),
    )
    amp = ((0.0, 0.0), (0.07, 0.5), (0.3, 1.0), (0.6, 0.85), (0.95, 0.0))
    x = _call(rng, dur, f0, formants, amp, tilt=0.9, jitter=0.01, vibrato=(6.0, 0.01),
              breath_db=-26, max_freq=9000)
    return fade(normalise(x, -1.0), 0.01, 0.06)


def _oink(rng: np.random.Generator, pitch: float) -> np.ndarray:
    dur = 0.26
    f0 = ((0.0, pitch * 0.85), (0.06, pitch * 1.2), (0.26, pitch * 0.8))
    formants = (
        _f(((0.0, 380), (0.1, 450), (0.26, 330)), ((0.0, 120),)),
        _f(((0.0, 850), (0.12, 1300), (0.26, 1900)), ((0.0, 200),), ((0.0, -6),)),
        _f(((0.0, 2600),), ((0.0, 400),), ((0.0, -16),)),
        band(1000.0, 500.0, -10.0),  # the nasal resonance of the snout
    )
    amp = ((0.0, 0.0), (0.02, 0.9), (0.12, 1.0), (0.22, 0.5), (0.26, 0.0))
    snort = 0.35 * _burst(rng, 1400, 1500, 0.05)
    grunt = _call(rng, dur, f0, formants, amp, tilt=1.1, jitter=0.08, rough=0.8, breath_db=-12)
    return place(dur, [(0.0, grunt / np.abs(grunt).max()), (0.0, snort)])


def pig(rng: np.random.Generator) -> np.ndarray:
    """Oink, oink: two rough nasal grunts, the second higher, then a short snuffle."""
    tail = _oink(rng, 200)[: int(0.12 * SR)] * 0.6
    x = place(0.95, [(0.0, _oink(rng, 190)), (0.3, _oink(rng, 235)), (0.66, tail)])
    return fade(normalise(x, -1.0), 0.004, 0.04)


def _quack(rng: np.random.Generator, pitch: float, dur: float) -> np.ndarray:
    f0 = ((0.0, pitch * 0.85), (0.03, pitch * 1.1), (dur, pitch * 0.9))
    formants = (
        _f(((0.0, 700), (0.04, 1100), (dur, 850)), ((0.0, 160),)),
        _f(((0.0, 1500), (0.04, 1800), (dur, 1600)), ((0.0, 200),), ((0.0, -2),)),
        _f(((0.0, 2700),), ((0.0, 300),), ((0.0, -6),)),
    )
    amp = ((0.0, 0.0), (0.012, 1.0), (dur * 0.6, 0.8), (dur, 0.0))
    return _call(rng, dur, f0, formants, amp, tilt=0.5, jitter=0.05, rough=0.7,
                 breath_db=-14, max_freq=7000)


def duck(rng: np.random.Generator) -> np.ndarray:
    """Quack, quack, quack: nasal and buzzy, each shorter and lower than the one before."""
    parts = [(0.0, _quack(rng, 300, 0.2)), (0.26, 0.85 * _quack(rng, 285, 0.17)),
             (0.48, 0.75 * _quack(rng, 270, 0.16))]
    return fade(normalise(place(0.7, parts), -1.0), 0.003, 0.03)


def _ki(rng: np.random.Generator, pitch: float, dur: float, end_pitch: float | None = None,
        vowel_f2: float = 2300) -> np.ndarray:
    end = end_pitch or pitch
    f0 = ((0.0, pitch * 0.9), (0.04, pitch), (dur * 0.7, (pitch + end) / 2), (dur, end))
    formants = (
        _f(((0.0, 450), (dur, 600)), ((0.0, 150),)),
        _f(((0.0, vowel_f2), (dur, vowel_f2 * 0.85)), ((0.0, 300),), ((0.0, -4),)),
        _f(((0.0, 3300),), ((0.0, 400),), ((0.0, -10),)),
    )
    amp = ((0.0, 0.0), (0.015, 1.0), (dur * 0.75, 0.9), (dur, 0.0))
    voice = _call(rng, dur, f0, formants, amp, tilt=0.7, jitter=0.03, rough=0.35,
                  vibrato=(18.0, 0.02), breath_db=-14, max_freq=9000)
    click = 0.5 * _burst(rng, 3200, 2000, 0.025)
    return place(dur + 0.02, [(0.0, click), (0.02, voice / np.abs(voice).max())])


def hen(rng: np.random.Generator) -> np.ndarray:
    """Ki-ki-ri-kiii: the rooster's crow, three clipped syllables and a long falling cry."""
    parts = [
        (0.0, 0.7 * _ki(rng, 620, 0.11)),
        (0.16, 0.8 * _ki(rng, 700, 0.12)),
        (0.33, 0.85 * _ki(rng, 760, 0.13, vowel_f2=2000)),
        (0.52, _ki(rng, 820, 0.75, end_pitch=560)),
    ]
    return fade(normalise(place(1.32, parts), -1.0), 0.003, 0.06)


def sheep(rng: np.random.Generator) -> np.ndarray:
    """B-eee-eh: closed lips opening to a bright vowel, with the bleat's quaver."""
    dur = 1.1
    f0 = ((0.0, 300), (0.15, 360), (0.7, 350), (1.1, 290))
    formants = (
        _f(((0.0, 220), (0.06, 520), (0.8, 560), (1.1, 650)), ((0.0, 130),)),
        _f(((0.0, 800), (0.08, 1950), (0.8, 1850), (1.1, 1600)), ((0.0, 220),),
           ((0.0, -20), (0.08, -3))),
        _f(((0.0, 2700),), ((0.0, 350),), ((0.0, -12),)),
    )
    amp = ((0.0, 0.0), (0.05, 0.3), (0.12, 1.0), (0.8, 0.85), (1.1, 0.0))
    x = _call(rng, dur, f0, formants, amp, tilt=0.9, jitter=0.02, vibrato=(9.0, 0.045),
              rough=0.2, breath_db=-20)
    tremolo = 1 - 0.35 * (0.5 + 0.5 * np.sin(2 * np.pi * 9.0 * times(dur)))
    return fade(normalise(x * tremolo, -1.0), 0.01, 0.08)


def _hee(rng: np.random.Generator) -> np.ndarray:
    dur = 0.32
    f0 = ((0.0, 820), (0.12, 1050), (0.32, 980))
    formants = (_f(((0.0, 500),), ((0.0, 200),)),
                _f(((0.0, 2200),), ((0.0, 350),), ((0.0, -2),)))
    amp = ((0.0, 0.0), (0.06, 0.8), (0.25, 1.0), (0.32, 0.0))
    return _call(rng, dur, f0, formants, amp, tilt=1.2, jitter=0.03, breath_db=-4, max_freq=9000)


def _haw(rng: np.random.Generator) -> np.ndarray:
    dur = 0.48
    f0 = ((0.0, 300), (0.08, 250), (0.48, 170))
    formants = (
        _f(((0.0, 600), (0.1, 800), (0.48, 650)), ((0.0, 180),)),
        _f(((0.0, 1300), (0.1, 1200), (0.48, 1000)), ((0.0, 220),), ((0.0, -3),)),
        _f(((0.0, 2600),), ((0.0, 350),), ((0.0, -10),)),
    )
    amp = ((0.0, 0.0), (0.02, 1.0), (0.35, 0.85), (0.48, 0.0))
    return _call(rng, dur, f0, formants, amp, tilt=0.6, jitter=0.05, rough=0.9, breath_db=-12)


def donkey(rng: np.random.Generator) -> np.ndarray:
    """Hee-haw, hee-haw: a squeaky breathy high note, then a loud low rough honk, twice."""
    def unit(x: np.ndarray) -> np.ndarray:
        return x / np.abs(x).max()

    parts = [(0.0, 0.55 * unit(_hee(rng))), (0.33, unit(_haw(rng))),
             (0.86, 0.55 * unit(_hee(rng))), (1.19, unit(_haw(rng)))]
    return fade(normalise(place(1.7, parts), -1.0), 0.005, 0.05)


ANIMAL_MAKERS: dict[str, Maker] = {
    "cow": cow, "dog": dog, "cat": cat, "pig": pig,
    "duck": duck, "hen": hen, "sheep": sheep, "donkey": donkey,
}
