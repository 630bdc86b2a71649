"""Every announcement key of every game, in one place.

`Announced.kind` (see rules/events.py) is one of these keys, or ``"noise:<animal>"`` for
La Granja's animal sounds (the animals are listed in `ANIMALS`, not in `ANNOUNCEMENTS`).
A key selects the banner text shown on the table and the sounds the UI plays, so adding
a call to a game means adding an entry here; no UI code changes.

The ``es``/``en`` texts are the canonical banner texts; the i18n catalogues are built from
them. ``voice`` is what the Spanish voice clip says, spelled so that espeak-ng pronounces it
well (tools/make_sounds.py reads it at generation time only; the app plays the clip); an
empty ``voice`` means no clip. ``effect`` names a sound effect heard with the call (a fanfare
under "¡Solitario completado!"). A call with ``banner=False`` is heard and never shown: a
card going up happens some 40 times a solitaire, so it rings instead of stopping the table.
The table asks `shows_banner` and plays the keys `sounds_for` gives, in order. A call whose
words depend on its data (a Tute cante: "¡Veinte en oros!") is said, and its banner shown,
by the entry `spoken_key` names, which the game's own module chooses (Brisca's:
rules/brisca_words.py).
Pure Python: no pygame here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from ..cards import CardError, parse
from .brisca_words import WORDS_BY_DATA as BRISCA_WORDS


@dataclass(frozen=True)
class Announcement:
    """One call a game announces or a player says."""

    key: str
    games: tuple[str, ...]
    es: str
    en: str
    voice: str
    banner: bool = True
    effect: str = ""


# La Granja animals, in the fixed on-screen (and key-block) order of RULES.md 0.6.
ANIMALS: tuple[str, ...] = ("cow", "dog", "cat", "pig", "duck", "hen", "sheep", "donkey")

# Spanish name of each animal and the onomatopoeia a Spanish child says for it.
ANIMAL_NAMES_ES: dict[str, str] = {
    "cow": "vaca", "dog": "perro", "cat": "gato", "pig": "cerdo",
    "duck": "pato", "hen": "gallina", "sheep": "oveja", "donkey": "burro",
}
ANIMAL_SOUNDS_ES: dict[str, str] = {
    "cow": "¡Muuu!", "dog": "¡Guau, guau!", "cat": "¡Miau!", "pig": "¡Oinc, oinc!",
    "duck": "¡Cuac, cuac!", "hen": "¡Kikirikí!", "sheep": "¡Beee!", "donkey": "¡Iaaa, iaaa!",
}


def noise_key(animal: str) -> str:
    """The `Announced.kind` of an animal sound: ``noise_key("cow") == "noise:cow"``."""
    return f"noise:{animal}"


_RR = "ronda-robada"
_RM = "ronda-marroqui"
_PI = "piles"
_A4 = "cuatro-ases"
_CI = "cinquillo"
_TR = "truco"
_N9 = "el-nueve"
_CH = "chinchon"
_VE = "veneno"
_GR = "granja"
_SE = "solitario-espanol"
_SM = "siete-y-media"
_BR = "brisca"
_NE = "nervioso"
_ES = "escoba"

# (key, games, es, en, voice). The voice text is the banner without the marks espeak-ng
# would read aloud or stumble on, with loanwords respelled the Spanish way.
_TABLE: tuple[tuple[str, tuple[str, ...], str, str, str], ...] = (
    # Stolen House (RULES.md 1.4, 1.6)
    ("pareja", (_RR,), "¡Pareja!", "Pair!", "¡Pareja!"),
    ("trio", (_RR,), "¡Trío!", "Three of a kind!", "¡Trío!"),
    ("te_la_piso", (_RR,), "¡Te la piso!", "Stepped on it!", "¡Te la piso!"),
    ("mesa_limpia", (_RR,), "¡Mesa limpia!", "Clean table!", "¡Mesa limpia!"),
    ("casa_robada", (_RR,), "¡Casa robada!", "House stolen!", "¡Casa robada!"),
    # Moroccan Ronda (2.3, 2.5)
    ("ronda", (_RM,), "¡Ronda!", "Ronda!", "¡Ronda!"),
    ("tringa", (_RM,), "¡Tringa!", "Tringa!", "¡Tringa!"),
    ("darba", (_RM,), "¡Darba!", "Darba!", "¡Darba!"),
    ("bkhamsa", (_RM,), "¡B'khamsa!", "B'khamsa!", "¡Bejamsa!"),
    ("bashra", (_RM,), "¡B'ashra!", "B'ashra!", "¡Baashra!"),
    ("missa", (_RM,), "¡Missa!", "Missa!", "¡Misa!"),
    # Shared: a pass (Piles' forced pass 3.4, Cinquillo 5.4, Truco's envido phase 6.5)
    ("paso", (_PI, _CI, _TR), "Paso", "Pass", "Paso."),
    # Piles: the first card gives each team its colour (3.2)
    ("rojos", (_PI,), "¡Rojos!", "Red team!", "¡Rojos!"),
    ("negros", (_PI,), "¡Negros!", "Black team!", "¡Negros!"),
    # Piles: a pile at T = 13, taken only by a higher card (3.4 rule 7); its banner names both
    ("trece", (_PI,), "¡Trece!", "Thirteen!", "¡Trece!"),
    # Solitaires: stuck, or out of chips (4.4, 4.5, 7.4, 11.4); chips also in 5.5 and 12.3
    ("sin_jugadas", (_A4, _N9), "Sin jugadas", "No moves left", "Sin jugadas."),
    ("sin_fichas", (_A4, _CI, _SE, _SM), "Sin fichas", "Out of chips", "Sin fichas."),
    # Cinquillo (5.2, 5.5)
    ("cinco_de_oros", (_CI,), "¡Cinco de oros!", "Five of coins!", "¡Cinco de oros!"),
    ("otra", (_CI,), "¡Otra!", "Again!", "¡Otra!"),
    ("sin_cartas", (_CI,), "¡Sin cartas!", "Out of cards!", "¡Sin cartas!"),  # 5.4 rule 7
    # El Truco (6.5, 6.6)
    ("envido", (_TR,), "¡Envido!", "Envido!", "¡Envido!"),
    ("real_envido", (_TR,), "¡Real envido!", "Real envido!", "¡Real envido!"),
    ("envido_envido", (_TR,), "¡Envido, envido!", "Envido, envido!", "¡Envido, envido!"),
    ("falta_envido", (_TR,), "¡Falta envido!", "Falta envido!", "¡Falta envido!"),
    ("flor", (_TR,), "¡Flor!", "Flor!", "¡Flor!"),
    ("flor_flor", (_TR,), "¡Flor, flor!", "Flor, flor!", "¡Flor, flor!"),
    ("truco", (_TR,), "¡Truco!", "Truco!", "¡Truco!"),
    ("retruco", (_TR,), "¡Quiero retruco!", "Re-truco!", "¡Quiero retruco!"),
    ("vale_cuatro", (_TR,), "¡Quiero vale cuatro!", "Vale cuatro!", "¡Quiero vale cuatro!"),
    ("quiero", (_TR,), "¡Quiero!", "I accept!", "¡Quiero!"),
    ("no_quiero", (_TR,), "¡No quiero!", "I decline!", "¡No quiero!"),
    ("parda", (_TR,), "Parda", "Tie", "Parda."),
    # El 9 (7.4)
    ("partida_perfecta", (_N9,), "¡Partida perfecta!", "Perfect game!", "¡Partida perfecta!"),
    # Chinchón (8.4, 8.5)
    ("chinchon", (_CH,), "¡Chinchón!", "Chinchón!", "¡Chinchón!"),
    ("cierre", (_CH,), "¡Cierro!", "Closing!", "¡Cierro!"),
    ("eliminado", (_CH,), "¡Eliminado!", "Knocked out!", "¡Eliminado!"),
    # Veneno (9.3): a pile taken with copas in it, or without
    ("veneno", (_VE,), "¡Veneno!", "Poison!", "¡Veneno!"),
    ("sin_veneno", (_VE,), "Sin veneno", "No poison", "Sin veneno."),
    # La Granja (10.4, 10.5, 10.7); the animal sounds are "noise:<animal>", see ANIMALS
    ("ruido", (_GR,), "¡Ruido!", "Make a noise!", "¡Ruido!"),
    ("castigo", (_GR, _NE), "¡Castigo!", "Penalty!", "¡Castigo!"),
    ("cambio_peluches", (_GR,), "¡Cambio de peluches!", "Swap plushes!", "¡Cambio de peluches!"),
    ("totem", (_GR,), "¡Tótem!", "Totem!", "¡Tótem!"),
    # Solitario Español (11.5): the losing four Reyes; its other calls are in _SOLITAIRES
    ("cuatro_reyes", (_SE,), "¡Cuatro reyes!", "Four kings!", "¡Cuatro reyes!"),
    # Siete y Media (12.2, 12.3)
    ("carta", (_SM,), "¡Carta!", "Hit me!", "¡Carta!"),
    ("me_planto", (_SM,), "¡Me planto!", "I stand!", "¡Me planto!"),
    ("me_paso", (_SM,), "¡Me paso!", "Bust!", "¡Me paso!"),
    ("siete_y_media", (_SM,), "¡Siete y media!", "Seven and a half!", "¡Siete y media!"),
    ("la_banca_se_pasa", (_SM,), "¡La banca se pasa!", "The house busts!", "¡La banca se pasa!"),
    ("subo", (_SM,), "¡Subo!", "I raise!", "¡Subo!"),
    # Brisca and Tute (13.3, 13.4, 13.6, 13.7)
    ("arrastre", (_BR,), "¡Arrastre!", "Follow suit now!", "¡Arrastre!"),
    ("cambio_siete", (_BR,), "¡Cambio el siete!", "Seven swapped!", "¡Cambio el siete!"),
    ("cambio_dos", (_BR,), "¡Cambio el dos!", "Two swapped!", "¡Cambio el dos!"),
    ("cantar_20", (_BR,), "¡Las veinte!", "Twenty!", "¡Las veinte!"),
    ("cantar_40", (_BR,), "¡Las cuarenta!", "Forty!", "¡Las cuarenta!"),
    ("tute", (_BR,), "¡Tute!", "Tute!", "¡Tute!"),
    ("diez_de_ultimas", (_BR,), "¡Diez de últimas!", "Ten for the last trick!",
     "¡Diez de últimas!"),
    ("cambio_triunfo", (_BR,), "¡Cambio el triunfo!", "Trump card swapped!",
     "¡Cambio el triunfo!"),
    ("cante", (_BR,), "¡Cante!", "A pair!", "¡Cante!"),
    # what a cante of twenty says, by its suit (see `spoken_key`)
    ("veinte_en_oros", (_BR,), "¡Veinte en oros!", "Twenty in coins!", "¡Veinte en oros!"),
    ("veinte_en_copas", (_BR,), "¡Veinte en copas!", "Twenty in cups!", "¡Veinte en copas!"),
    ("veinte_en_espadas", (_BR,), "¡Veinte en espadas!", "Twenty in swords!",
     "¡Veinte en espadas!"),
    ("veinte_en_bastos", (_BR,), "¡Veinte en bastos!", "Twenty in clubs!",
     "¡Veinte en bastos!"),
    # Nervioso (14.3, 14.5, 14.6, 14.7): the spoken count, then the calls
    ("uno", (_NE,), "1", "1", "Uno."),
    ("dos", (_NE,), "2", "2", "Dos."),
    ("tres", (_NE,), "3", "3", "Tres."),
    ("cuatro", (_NE,), "4", "4", "Cuatro."),
    ("cinco", (_NE,), "5", "5", "Cinco."),
    ("seis", (_NE,), "6", "6", "Seis."),
    ("siete", (_NE,), "7", "7", "Siete."),
    ("ocho", (_NE,), "8", "8", "Ocho."),
    ("nueve", (_NE,), "9", "9", "Nueve."),
    ("diez", (_NE,), "10", "10", "Diez."),
    ("sota", (_NE,), "Sota", "Jack", "Sota."),
    ("caballo", (_NE,), "Caballo", "Knight", "Caballo."),
    ("rey", (_NE,), "Rey", "King", "Rey."),
    ("silencio", (_NE,), "…", "…", "Chsss."),
    ("mano_equivocada", (_NE,), "¡Mano equivocada!", "Wrong slap!", "¡Mano equivocada!"),
    ("cuenta_perdida", (_NE,), "¡Cuenta perdida!", "Lost the count!", "¡Cuenta perdida!"),
    ("libre", (_NE,), "¡Libre!", "Out!", "¡Libre!"),
    # Escoba (15.3, 15.4, 15.6)
    ("quince_en_mesa", (_ES,), "¡Quince en mesa!", "Fifteen on the table!",
     "¡Quince en mesa!"),
    ("quince_en_mano", (_ES,), "¡Quince en mano!", "Fifteen in hand!", "¡Quince en mano!"),
    ("escoba", (_ES,), "¡Escoba!", "Sweep!", "¡Escoba!"),
    ("cartas", (_ES,), "Cartas", "Most cards", "Cartas."),
    ("oros", (_ES,), "Oros", "Most coins", "Oros."),
    ("siete_de_oros", (_ES,), "Siete de oros", "Seven of coins", "Siete de oros."),
    ("primera", (_ES,), "Primera", "Primera", "Primera."),
)

# Effects pitched by the card's rank, so a foundation climbing from 1 to Rey climbs a scale:
# sounds/manifest.json has `ranked_key(effect, rank)` for each rank and `effect` for any.
RANKED_EFFECTS: tuple[str, ...] = ("card_up",)
RANKED_RANKS: tuple[int, ...] = tuple(range(1, 13))  # 1..12: the 48-card deck's ranks

# The solitaires' events (RULES.md 4, 7, 11). The frequent ones are heard, not shown; the win
# and the loss are banners with a voice over a short jingle, the loss consoling, never mocking.
_SOLITAIRES: tuple[Announcement, ...] = (
    Announcement("carta_sube", (_A4, _SE), "Carta arriba", "Card up", "",
                 banner=False, effect="card_up"),
    Announcement("cadena", (_SE,), "Cadena", "Chain", "", banner=False, effect="chain"),
    Announcement("ficha_pagada", (_SE,), "Ficha pagada", "Chip paid", "", banner=False,
                 effect="chip"),
    Announcement("nueve_pareja", (_N9,), "Pareja fuera", "Pair removed", "",
                 banner=False, effect="pair"),
    Announcement("nueve_descartado", (_N9,), "Nueve descartado", "Nine discarded",
                 "Nueve descartado."),
    Announcement("no_mover", (_N9,), "No mover", "No move", "", banner=False, effect="button"),
    Announcement("mazo_mezclado", (_A4,), "Mazo mezclado", "Deck shuffled", "Mazo mezclado.",
                 effect="shuffle"),
    Announcement("solitario_ganado", (_A4, _N9, _SE), "¡Solitario completado!",
                 "Solitaire complete!", "¡Solitario completado!", effect="solitaire_win"),
    Announcement("solitario_perdido", (_A4, _N9, _SE), "Esta vez no ha salido",
                 "Not this time", "Esta vez no ha salido.", effect="solitaire_lose"),
)

# El Truco's showdowns (6.4): the two values shown, a banner the table words from the event's
# data ("Envido: 33 a 31"), heard as a chime (the calls before it were said aloud).
_SHOWDOWNS: tuple[Announcement, ...] = (
    Announcement("envido_values", (_TR,), "Envido", "Envido", "", effect="pair"),
    Announcement("flor_values", (_TR,), "Flor", "Flor", "", effect="pair"),
)

ANNOUNCEMENTS: dict[str, Announcement] = {
    **{row[0]: Announcement(*row) for row in _TABLE},
    **{entry.key: entry for entry in (*_SOLITAIRES, *_SHOWDOWNS)},
}

# The words of a call's name that is no announcement (it is said by another, as Siete y
# Media's "pedir" is heard as "¡Carta!"): (Spanish, English), where a move is named.
CALL_NAMES: dict[str, tuple[str, str]] = {
    "pedir": ("Pedir carta", "Take a card"),
    "plantarse": ("Plantarse", "Stand"),
    "no_descartar": ("No descartar", "Keep them all"),
    "terminar": ("Terminar turno", "End turn"),  # Cinquillo con doble turno [CI-3]
}

# Nervioso's spoken count by position 1..10; Contando figuras says the figure names at 8..10.
NERVIOSO_COUNT: tuple[str, ...] = (
    "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez",
)
NERVIOSO_FIGURES: tuple[str, ...] = ("sota", "caballo", "rey")


def ranked_key(effect: str, rank: int) -> str:
    """The sound-bank key of a ranked effect at one rank: ``ranked_key("card_up", 5)``."""
    return f"{effect}:{rank}"


def shows_banner(kind: str) -> bool:
    """Whether the table shows `kind` as a banner (and waits for it); unknown kinds do."""
    entry = ANNOUNCEMENTS.get(kind)
    return entry is None or entry.banner


# Calls whose words depend on their data, each game's beside its rules: one line per game.
_WORDS_BY_DATA: dict[str, Callable[[Mapping[str, Any]], str | None]] = {
    **BRISCA_WORDS,
}


def spoken_key(kind: str, data: Mapping[str, Any] | None = None) -> str:
    """The entry whose banner and voice say ``Announced(kind, seat, data)``: ``kind`` itself,
    unless the call's words depend on its data (a cante's points and suit, the card given in
    a trump exchange).

    >>> spoken_key("cante", {"suit": "o", "points": 20}), spoken_key("mesa_limpia")
    ('veinte_en_oros', 'mesa_limpia')
    """
    words = _WORDS_BY_DATA.get(kind)
    key = words(data or {}) if words else None
    return key if key in ANNOUNCEMENTS else kind


def sounds_for(kind: str, data: Mapping[str, Any] | None = None) -> tuple[str, ...]:
    """The sound-bank keys to play for ``Announced(kind, seat, data)``, in order: the call's
    effect (at the pitch of ``data["card"]``'s rank when the effect is ranked), then the voice
    of the entry that says it (``spoken_key``). A kind with no entry (an animal's noise) is its
    own key.

    >>> sounds_for("carta_sube", {"card": "5o"}), sounds_for("mesa_limpia")
    (('card_up:5',), ('mesa_limpia',))
    >>> sounds_for("cante", {"suit": "e", "points": 40})
    ('cantar_40',)
    """
    entry = ANNOUNCEMENTS.get(kind)
    if entry is None:
        return (kind,)
    keys = [_effect_key(entry.effect, data or {})] if entry.effect else []
    spoken = spoken_key(kind, data)
    if ANNOUNCEMENTS[spoken].voice:
        keys.append(spoken)
    return tuple(keys)


def _effect_key(effect: str, data: Mapping[str, Any]) -> str:
    if effect not in RANKED_EFFECTS or "card" not in data:
        return effect
    try:
        rank = parse(str(data["card"])).rank
    except CardError:
        return effect
    return ranked_key(effect, rank) if rank in RANKED_RANKS else effect


def keys_for(game: str) -> tuple[str, ...]:
    """The announcement keys a game uses, in table order (animal noises not included)."""
    return tuple(key for key, a in ANNOUNCEMENTS.items() if game in a.games)
