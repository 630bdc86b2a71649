"""Every move is seen: the timeline waits between events, and the last move of a hand plays out
(motion, banner, voice) before any result panel, with the table as the hand ended."""

from __future__ import annotations

from naipes_pg.ui.anim import Timeline


def test_time_spent_idle_does_not_rush_the_next_steps():
    """A player thinking for a minute must not make the next move's events fire in one frame."""
    line = Timeline()
    for _ in range(600):  # ten seconds of nothing queued
        line.update(1 / 60)
    started = []
    for name in ("flight", "capture", "panel"):
        line.add(lambda name=name: started.append(name) or 0.4)
    line.update(1 / 60)
    assert started == ["flight"]
    for _ in range(20):  # a third of a second: the flight is still under way
        line.update(1 / 60)
    assert started == ["flight"]
    for _ in range(10):
        line.update(1 / 60)
    assert started == ["flight", "capture"]


def test_a_late_frame_keeps_the_rhythm_of_queued_steps():
    line = Timeline()
    started = []
    for name in "abc":
        line.add(lambda name=name: started.append(name) or 0.1)
    line.update(0.0)
    line.update(0.25)  # a slow frame: the next two are both due
    assert started == ["a", "b", "c"]
