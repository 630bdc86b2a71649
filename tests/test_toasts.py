"""The list of short messages: at most three, a message said again moves to the end once,
each goes when its time is up or when it is taken down."""

from naipes_pg.ui.toasts import Toast, Toasts


def test_a_message_said_again_moves_to_the_end_once():
    toasts = Toasts()
    toasts.say("a", 2.0)
    toasts.say("b", 2.0)
    toasts.say("a", 3.0)
    assert list(toasts) == [Toast("b", 2.0), Toast("a", 3.0)]


def test_at_most_three_the_oldest_goes_first():
    toasts = Toasts()
    for message in "abcd":
        toasts.say(message)
    assert toasts.messages() == ["b", "c", "d"]


def test_time_runs_out_one_by_one():
    toasts = Toasts()
    toasts.say("short", 1.0)
    toasts.say("long", 3.0)
    toasts.tick(0.5)
    assert list(toasts) == [Toast("short", 0.5), Toast("long", 2.5)]
    toasts.tick(0.5)
    assert toasts.messages() == ["long"]
    toasts.tick(2.5)
    assert not toasts and len(toasts) == 0


def test_a_message_taken_down_before_its_time():
    toasts = Toasts()
    toasts.say("Pensando…")
    toasts.say("Pista: el 7")
    toasts.drop("Pensando…")
    assert toasts.messages() == ["Pista: el 7"]
    assert toasts[-1].message == "Pista: el 7"
