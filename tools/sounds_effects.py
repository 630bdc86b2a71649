"""Table sound effects, synthesised: card movements, chips, buttons, and short jingles.

Each maker takes a seeded generator and returns a float signal at `SR`. Card sounds are
filtered noise (paper on felt) with soft attacks; the jingles are plucked, bell-like tones.
`EFFECTS` maps each effect name to its makers (several = variants picked at random);
`RANKED` maps an effect pitched by a card's rank to a maker that takes the rank too.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from sounds_dsp import (
    SR,
    Formant,
    band,
    decay,
    fade,
    normalise,
    place,
    shaped_noise,
    times,
)

Maker = Callable[[np.random.Generator], np.ndarray]


def _swish(rng: np.random.Generator, dur: float, f_from: float, f_to: float,
           width: float, attack: float, tau: float) -> np.ndarray:
    """A band of noise gliding from `f_from` to `f_to`: a card brushing past."""
    sweep = Formant(((0.0, f_from), (dur, f_to)), ((0.0, width),))
    air = band(6000.0, 5000.0, -14.0)
    x = shaped_noise(rng, dur, (sweep, air))
    return fade(x * decay(times(dur), attack, tau), 0.0, dur / 4)


def _thump(dur: float, freq: float, tau: float, drop: float = 0.7) -> np.ndarray:
    """A damped low sine whose pitch sags: a card or a hand landing on a padded table."""
    t = times(dur)
    f = freq * (drop + (1 - drop) * np.exp(-t / 0.02))
    return fade(np.sin(2 * np.pi * np.cumsum(f) / SR) * decay(t, 0.002, tau), 0.0, dur / 4)


def _tone(freq: float, dur: float, partials: tuple[float, ...], tau: float,
          attack: float = 0.006, vibrato: float = 0.0) -> np.ndarray:
    """A plucked, warm note: a few harmonics, the higher ones dying sooner."""
    t = times(dur)
    wobble = 1 + vibrato * np.sin(2 * np.pi * 5.5 * t) * np.clip(t / 0.25, 0, 1)
    phase = 2 * np.pi * np.cumsum(freq * wobble) / SR
    out = np.zeros(len(t))
    for k, amp in enumerate(partials, start=1):
        out += amp * np.sin(k * phase) * decay(t, attack, tau / k**0.5)
    return fade(out, 0.0, min(0.06, dur / 3))


def deal(rng: np.random.Generator) -> np.ndarray:
    """A card flicked across the table: a quick falling swish and a soft landing."""
    start = rng.uniform(3800, 4600)
    x = _swish(rng, 0.16, start, start * 0.45, 1800, 0.012, 0.045)
    land = 0.25 * _thump(0.08, rng.uniform(170, 210), 0.02)
    return fade(normalise(place(0.2, [(0.0, x), (0.1, land)]), -4.0))


def slide(rng: np.random.Generator) -> np.ndarray:
    """A card pushed along the felt: longer, smoother, lower than a deal."""
    x = _swish(rng, 0.32, 2600, 1800, 1600, 0.06, 0.12)
    return fade(normalise(x, -6.0), 0.01, 0.05)


def flip(rng: np.random.Generator) -> np.ndarray:
    """A card turned over: the snap of the edge leaving the table, then it falls flat."""
    snap = _swish(rng, 0.05, 5200, 3000, 2500, 0.002, 0.012)
    flap = _swish(rng, 0.09, 2200, 1200, 1400, 0.004, 0.03)
    land = 0.3 * _thump(0.07, 230, 0.015)
    x = place(0.16, [(0.0, snap), (0.045, flap), (0.085, land)])
    return fade(normalise(x, -5.0), 0.002, 0.02)


def place_card(rng: np.random.Generator) -> np.ndarray:
    """A card set down: a soft, papery tap."""
    tap = _swish(rng, 0.06, 2400, 1500, 2000, 0.002, 0.014)
    body = 0.5 * _thump(0.1, rng.uniform(150, 185), 0.025)
    return fade(normalise(place(0.12, [(0.0, tap), (0.0, body)]), -5.0), 0.002, 0.02)


def capture(rng: np.random.Generator) -> np.ndarray:
    """Cards swept into a pile: a rising swoosh with a faint bright glide on top."""
    dur = 0.45
    x = _swish(rng, dur, 700, 3600, 2200, 0.14, 0.16)
    t = times(dur)
    glide = 600 * 2 ** (1.2 * t / dur)
    shimmer = 0.06 * np.sin(2 * np.pi * np.cumsum(glide) / SR) * decay(t, 0.12, 0.12)
    return fade(normalise(x + shimmer, -4.0), 0.01, 0.06)


def shuffle(rng: np.random.Generator) -> np.ndarray:
    """A riffle shuffle: a burst of card ticks that speeds up, then the deck squared."""
    ticks = []
    when = 0.02
    for i in range(34):
        tick = _swish(rng, 0.025, rng.uniform(3000, 5000), 2500, 2500, 0.0015, 0.006)
        ticks.append((when, tick * rng.uniform(0.5, 1.0)))
        when += 0.022 - 0.01 * i / 34 + rng.uniform(-0.003, 0.003)
    square = _swish(rng, 0.12, 1800, 900, 1500, 0.01, 0.03)
    x = place(0.9, [*ticks, (when + 0.05, square), (when + 0.08, 0.3 * _thump(0.1, 160, 0.03))])
    return fade(normalise(x, -5.0), 0.004, 0.05)


def button(rng: np.random.Generator) -> np.ndarray:
    """A soft UI click: a short rounded pop, no sharp edge."""
    t = times(0.07)
    f = 900 * (1 + 0.5 * np.exp(-t / 0.008))
    pop = np.sin(2 * np.pi * np.cumsum(f) / SR) * decay(t, 0.002, 0.012)
    return fade(normalise(pop, -8.0), 0.001, 0.01)


def chip(rng: np.random.Generator) -> np.ndarray:
    """A clay chip dropped on a stack: two quick clicks of inharmonic ringing partials."""
    def clack(scale: float) -> np.ndarray:
        t = times(0.12)
        out = np.zeros(len(t))
        for f, a, tau in ((3150, 1.0, 0.03), (4620, 0.6, 0.02), (6800, 0.35, 0.012)):
            out += a * np.sin(2 * np.pi * f * scale * t) * decay(t, 0.0008, tau)
        return out

    first = rng.uniform(0.95, 1.05)
    x = place(0.2, [(0.0, clack(first)), (0.055, 0.5 * clack(first * 1.03))])
    return fade(normalise(x, -8.0), 0.0005, 0.03)


def slap(rng: np.random.Generator) -> np.ndarray:
    """A hand slapped on the pile (Nervioso, Escoba's race): a broad smack and a thud."""
    smack = _swish(rng, 0.09, 1800, 1100, 3500, 0.002, 0.018)
    thud = 0.8 * _thump(0.15, 120, 0.04, 0.6)
    return fade(normalise(place(0.16, [(0.0, smack), (0.0, thud)]), -3.0), 0.001, 0.03)


def illegal(rng: np.random.Generator) -> np.ndarray:
    """A soft "uh-uh": two low hummed notes, the second lower. Tells, never scolds."""
    partials = (1.0, 0.35, 0.12, 0.05)
    one = _tone(311.1, 0.2, partials, 0.12, attack=0.02)
    two = _tone(261.6, 0.28, partials, 0.16, attack=0.02)
    return fade(normalise(place(0.42, [(0.0, one), (0.15, two)]), -6.0), 0.005, 0.06)


_C5, _E5, _G5, _C6 = 523.25, 659.25, 783.99, 1046.5


def win(rng: np.random.Generator) -> np.ndarray:
    """A short cheerful fanfare: a rising C-major arpeggio landing on a ringing chord."""
    bright = (1.0, 0.5, 0.3, 0.15, 0.08)
    notes = [(0.0, _C5), (0.11, _E5), (0.22, _G5)]
    parts = [(t0, _tone(f, 0.4, bright, 0.25)) for t0, f in notes]
    chord = [(0.33, 0.8 * _tone(f, 1.5, bright, 0.7, vibrato=0.004)) for f in (_C6, _G5, _E5)]
    sparkle = [(0.33 + 0.06 * i, 0.2 * _tone(f, 0.6, (1.0, 0.2), 0.2))
               for i, f in enumerate((2093.0, 2637.0, 3136.0))]
    return fade(normalise(place(1.9, parts + chord + sparkle), -2.0), 0.003, 0.3)


def lose(rng: np.random.Generator) -> np.ndarray:
    """A gentle descending phrase in minor, ending on a low, soft note. Consoling, not mocking."""
    warm = (1.0, 0.4, 0.15, 0.06)
    notes = [(0.0, 392.0, 0.4), (0.28, 349.2, 0.4), (0.56, 311.1, 0.45), (0.86, 261.6, 1.2)]
    parts = [(t0, _tone(f, d, warm, 0.35 if d < 1 else 0.6, attack=0.025, vibrato=0.006))
             for t0, f, d in notes]
    return fade(normalise(place(2.1, parts), -3.0), 0.005, 0.35)


# The solitaires' sounds. A card going up rings some 40 times a game and a chain ticks once
# per card, so both are short and quiet; pentatonic pitches never clash when two overlap.
_PENTATONIC = (392.0, 440.0, 493.88, 587.33, 659.25, 783.99, 880.0, 987.77, 1174.66, 1318.51,
               1567.98, 1760.0)  # G4 .. A6, one step per rank 1..12
_BELL = (1.0, 0.3, 0.1, 0.04)
_E6, _G6 = 1318.51, 1567.98


def card_up(rng: np.random.Generator, rank: int) -> np.ndarray:
    """A bright little chime at the rank's step of a rising scale: a foundation built from 1
    to Rey climbs it. A slightly detuned twin gives the bell its shimmer."""
    freq = _PENTATONIC[rank - 1]
    ring = _tone(freq, 0.42, _BELL, 0.2, attack=0.003)
    twin = 0.3 * _tone(freq * 1.004, 0.42, (1.0, 0.2), 0.14, attack=0.003)
    ting = 0.08 * _tone(freq * 4, 0.1, (1.0,), 0.025, attack=0.001)
    x = place(0.42, [(0.0, ring + twin), (0.0, ting)])
    # High notes sound louder to the ear at one level: the top of the scale is set lower.
    return fade(normalise(x, -10.0 - 2.0 * (rank - 1) / 11), 0.001, 0.08)


def pair(rng: np.random.Generator) -> np.ndarray:
    """Two cards out as a pair: two bell notes a fifth apart, the second a beat later."""
    low = _E5 * rng.uniform(0.99, 1.01)
    one = _tone(low, 0.45, _BELL, 0.2, attack=0.003)
    two = _tone(low * 1.5, 0.5, _BELL, 0.22, attack=0.003)
    return fade(normalise(place(0.6, [(0.0, one), (0.08, 0.9 * two)]), -7.0), 0.001, 0.1)


def chain(rng: np.random.Generator) -> np.ndarray:
    """One link of a chain: a soft woodblock tick, so a long chain keeps a light rhythm."""
    t = times(0.09)
    pitch = rng.uniform(1050, 1250)
    body = np.sin(2 * np.pi * pitch * t) * decay(t, 0.0008, 0.018)
    overtone = 0.35 * np.sin(2 * np.pi * pitch * 2.76 * t) * decay(t, 0.0005, 0.007)
    click = 0.4 * _swish(rng, 0.02, 4500, 3500, 3000, 0.0005, 0.004)
    x = place(0.09, [(0.0, body + overtone), (0.0, click)])
    return fade(normalise(x, -10.0), 0.0005, 0.02)


def solitaire_win(rng: np.random.Generator) -> np.ndarray:
    """A solitaire come out: a quick rising arpeggio to a ringing major chord, over in
    1.5 s; the voice ("¡Solitario completado!") starts as the chord rings."""
    bright = (1.0, 0.5, 0.3, 0.15, 0.08)
    run = [(0.07 * i, _tone(f, 0.3, bright, 0.16)) for i, f in enumerate((_G5, _C6, _E6))]
    chord = [(0.21, 0.7 * _tone(f, 1.2, bright, 0.5, vibrato=0.004))
             for f in (_C6, _E6, _G6)]
    sparkle = [(0.25 + 0.05 * i, 0.15 * _tone(f, 0.4, (1.0, 0.2), 0.12))
               for i, f in enumerate((2093.0, 2637.0, 3136.0, 4186.0))]
    return fade(normalise(place(1.45, run + chord + sparkle), -3.0), 0.002, 0.35)


def solitaire_lose(rng: np.random.Generator) -> np.ndarray:
    """A solitaire that did not come out: a soft major triad falling home to its root, slow
    attacks and no minor sigh, so it settles rather than mocks."""
    warm = (1.0, 0.35, 0.1, 0.03)
    notes = [(0.0, 392.0, 0.45), (0.22, 329.63, 0.45), (0.44, 261.63, 1.0)]
    parts = [(t0, _tone(f, d, warm, 0.3 if d < 1 else 0.5, attack=0.03)) for t0, f, d in notes]
    return fade(normalise(place(1.45, parts), -8.0), 0.005, 0.35)


EFFECTS: dict[str, tuple[Maker, int]] = {
    # name: (maker, number of variants)
    "deal": (deal, 3),
    "slide": (slide, 2),
    "flip": (flip, 2),
    "place": (place_card, 3),
    "capture": (capture, 2),
    "shuffle": (shuffle, 1),
    "button": (button, 1),
    "chip": (chip, 2),
    "slap": (slap, 2),
    "illegal": (illegal, 1),
    "win": (win, 1),
    "lose": (lose, 1),
    "pair": (pair, 2),
    "chain": (chain, 3),
    "solitaire_win": (solitaire_win, 1),
    "solitaire_lose": (solitaire_lose, 1),
}

RankedMaker = Callable[[np.random.Generator, int], np.ndarray]
RANKED: dict[str, RankedMaker] = {
    # name: maker(rng, rank); make_sounds renders one clip per rank of RANKED_RANKS
    "card_up": card_up,
}
