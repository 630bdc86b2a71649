"""La Granja: the players round an oval, each with his face-down stack, his face-up pile
beside it and his animal drawn large next to them, its name and its sound under it. A duel
lights its players and their matching cards; a sound made is a word in a bubble over the
animal, which jumps; cards that lapsed together are veiled. De peluche: each player's
plush is drawn in his hand and travels on a Rey. Con tótem: the totem stands in the middle
while free, in its holder's hand while held. Simultánea: a metronome swings to the beat."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from ....i18n import _, tr
from ....rules.base import Noise, Totem
from ....rules.events import Announced, Event
from ..layout import RESULT_ROWS, ZoneBox, ZoneStyle, box_at, keyed
from ..ring import RingLayout
from ..telling import Teller, Told
from .granja_story import tell as tell_duels


def animal_name(animal: str) -> str:
    return {"cow": _("Cow"), "dog": _("Dog"), "cat": _("Cat"), "pig": _("Pig"),
            "duck": _("Duck"), "hen": _("Hen"), "sheep": _("Sheep"),
            "donkey": _("Donkey")}.get(animal, animal)


def animal_sound(animal: str) -> str:
    """What a child says for the animal: ¡Muuu!, ¡Guau!…"""
    return {"cow": _("Moo!"), "dog": _("Woof!"), "cat": _("Meow!"), "pig": _("Oink!"),
            "duck": _("Quack!"), "hen": _("Cock-a-doodle-doo!"), "sheep": _("Baa!"),
            "donkey": _("Hee-haw!")}.get(animal, animal)


class GranjaLayout(RingLayout):
    seat_kind = "hand"
    own_kind = "discard"
    pictures = True

    def middle_boxes(self, middle: pygame.Rect, size: tuple[int, int],
                     zones: list[str]) -> dict[str, ZoneBox]:
        if "removed" not in zones or 48 % self.players == 0:  # nothing left over to show
            return {}
        cw, ch = self.card_dims(size)
        k = min(size[0] / 1280, size[1] / 800)
        m = max(6, int(12 * k))  # in the bottom-left corner, out of everyone's way
        return {"removed": box_at(m + cw / 2, size[1] - m - ch / 2, cw, ch, style=ZoneStyle.STACK,
                                  face_up=False, text_side="above")}

    # -- words ------------------------------------------------------------------------------

    def zone_label(self, zone: str, count: int, info: dict[str, Any],
                   shown: Any = ()) -> str | None:
        if zone == "removed":
            return tr("Out of play: {n}", n=count) if count else ""
        return ""  # each seat's counts are under his name

    def seat_lines(self, seat: int, info: dict[str, Any]) -> list[str]:
        lines = []
        animals = info.get("animals")
        if animals and seat < len(animals):
            lines.append(f"{animal_name(animals[seat])} · {animal_sound(animals[seat])}")
        cards = info.get("cards")
        if cards:
            n = cards[seat]
            lines.append(_("1 card") if n == 1 else tr("{n} cards", n=n))
        return lines

    def result_rows(self) -> dict[str, str]:
        return {**RESULT_ROWS, "cards": "Cards left"}

    def score_unit(self) -> str | None:
        return "Cards left"  # the match's figures: each player's cards at its end

    def press_face(self, press: Any, info: dict[str, Any]) -> tuple[str, str | None] | None:
        kind = type(press).__name__
        if kind == "Noise":
            return animal_name(press.animal), f"animals/{press.animal}"
        if kind == "Totem":
            return _("Grab the totem"), "props/totem"
        if kind == "Flip":
            return _("Flip a card"), "card:back"
        if kind == "Slap":
            return None  # La Granja has no slap (GR-13): its key does nothing, so no button
        return super().press_face(press, info)

    # -- pictures ---------------------------------------------------------------------------

    def seat_picture(self, seat: int, info: dict[str, Any]) -> tuple[str, str] | None:
        animals = info.get("animals")
        if not animals or seat >= len(animals):
            return None
        return f"animals/{animals[seat]}", ""  # its name and sound are under the player's

    def seat_props(self, seat: int, info: dict[str, Any]) -> list[str]:
        props = []
        plush = info.get("plush")
        if plush and seat < len(plush) and plush[seat]:
            props.append(f"animals/{plush[seat]}_plush")
        if info.get("totem") == seat:
            props.append("props/totem")
        return props

    def centre_picture(self, info: dict[str, Any]) -> str | None:
        if "totem" in info and info.get("totem") is None:
            return "props/totem"
        if info.get("next_beat") is not None:
            return "props/metronome"
        return None

    def beat(self, info: dict[str, Any]) -> tuple[int, int] | None:
        due, length = info.get("next_beat"), info.get("beat_ms")
        return (due, length) if due is not None and length else None

    def lit_seats(self, info: dict[str, Any]) -> tuple[int, ...]:
        return tuple(sorted({s for group in info.get("faceoffs") or () for s in group}))

    def lit_zones(self, info: dict[str, Any]) -> tuple[str, ...]:
        return tuple(f"discard:{s}" for s in self.lit_seats(info))

    def faded_zones(self, info: dict[str, Any]) -> tuple[str, ...]:
        return tuple(f"discard:{s}" for s, lapsed in enumerate(info.get("lapsed") or ())
                     if lapsed)

    def deadline(self, info: dict[str, Any]) -> tuple[int, int] | None:
        ends = info.get("window_until") or ()
        if not ends:
            return None
        end = min(ends)
        return end - info["window_ms"], end

    def tell(self, events: Sequence[Event], teller: Teller) -> Sequence[Told] | None:
        return tell_duels(events, teller)

    def speech(self, event: Any, info: dict[str, Any]) -> str | None:
        if not isinstance(event, Announced):
            return None
        if event.kind.startswith("noise:"):
            return animal_sound(event.kind.split(":", 1)[1])
        if event.kind == "totem":  # a grab is said at the grabber; the totem freed, nothing
            return "" if event.data.get("free") else _("Totem!")
        if event.kind == "ruido":
            return ""  # heard; the duel's players and cards light up, and the game goes on
        return None

    def silent(self, event: Any) -> bool:
        return isinstance(event, Announced) and event.kind == "totem" and bool(
            event.data.get("free"))

    def shake(self, event: Any) -> str | None:
        return None

    def move_motion(self, frm: str, to: str) -> tuple[str, float]:
        """A reveal lands at once: the duel it may open is timed from the moment it lies."""
        if frm.startswith("hand:") and to.startswith("discard:"):
            return "flip", 0.45
        return "place", 0.8

    def reaction(self, info: dict[str, Any], seat: int,
                 key_of: Callable[[Any], str]) -> str | None:
        """In a face-off: the animal (or animals) whose sound wins it, each with its key; Con
        tótem, the totem first (10.4, 10.7)."""
        group = next((g for g in info.get("faceoffs") or () if seat in g), None)
        if group is None:
            return None
        animals = right_sounds(info, seat, group)
        named = [keyed(animal_name(a), key_of(Noise(a, 0))) for a in animals]
        sounds = named[0] if len(named) == 1 else tr(
            "{some} or {last}", some=", ".join(named[:-1]), last=named[-1])
        if info.get("variant") == "totem":
            holder = info.get("totem")
            if holder is None:
                return tr("Face-off! Grab {totem}, then make the sound: {sounds}",
                          totem=keyed(_("the totem"), key_of(Totem(0))), sounds=sounds)
            if holder != seat:
                return _("Face-off! The totem is taken: wait until it is free")
            return tr("You hold the totem! Make the sound: {sounds}", sounds=sounds)
        if info.get("variant") == "simultanea" and animals == [info["animals"][seat]]:
            return tr("Face-off! Make your own sound: {sounds}", sounds=sounds)
        return tr("Face-off! Make the sound: {sounds}", sounds=sounds)

    def press_prompt(self, info: dict[str, Any], seat: int | None) -> str | None:
        if seat is None or info.get("faceoffs"):
            return ""  # a face-off: its call (``reaction``) says what to press, in its band
        if info.get("turn") == seat:
            return _("Your turn: flip a card (Space)")
        return ""


def right_sounds(info: dict[str, Any], seat: int, group: list[int]) -> list[str]:
    """The animals whose sound wins ``seat``'s face-off (of ``group``) now: a rival's (De
    peluche: the plush a rival holds), or in Simultánea's crowded case his own (10.4, 10.7)."""
    crowded = len(info.get("faceoffs") or ()) > 1 or len(group) > 2
    if info.get("variant") == "simultanea" and crowded:
        return [info["animals"][seat]]
    held = info.get("plush") or info["animals"]
    return [held[s] for s in group if s != seat]
