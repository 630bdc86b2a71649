"""Where each seat sits round the table, as seen by the viewer: a place in turn order after
him (``seat_position``) and a spot on the table's edge (``seat_spot``)."""

from __future__ import annotations

# Where each seat sits, by its place after the viewer in turn order: the next player sits on
# the viewer's left, and so on round the table.
SEAT_SPOTS = {
    1: ("bottom",),
    2: ("bottom", "top"),
    3: ("bottom", "top-left", "top-right"),
    4: ("bottom", "left", "top", "right"),
    5: ("bottom", "left", "top-left", "top-right", "right"),
    6: ("bottom", "left", "top-left", "top", "top-right", "right"),
}


def seat_position(seat: int, viewer: int, players: int) -> int:
    """0 = bottom (the viewer), then clockwise around the table."""
    return (seat - viewer) % players


def seat_spot(seat: int, viewer: int, players: int) -> str:
    """Where ``seat`` sits as seen by ``viewer``: bottom, left, top-left, top, top-right,
    right (see ``SEAT_SPOTS``)."""
    return seat_spots(players)[seat_position(seat, viewer, players)]


def seat_spots(players: int) -> tuple[str, ...]:
    """``SEAT_SPOTS`` for any number of players: past six, the rivals not at a side share
    the top edge."""
    if players in SEAT_SPOTS:
        return SEAT_SPOTS[players]
    return ("bottom", "left", *["top"] * (players - 3), "right")
