"""Words that find their room (``naipes_pg.ui.table.words``), on rectangles, without a table:
one test per move, and the order each kind of words tries them in. Words are measured by a
plain rule (every character 10 pixels wide, a line as tall as its size) so each figure here
can be worked out by hand."""

from __future__ import annotations

import pygame

from naipes_pg.ui.table import words
from naipes_pg.ui.table.words import Line, Room, block_rect
from naipes_pg.ui.theme import wrap_by

WINDOW = (400, 300)
INK = (255, 255, 255)


class Plain:
    """Every character 10 pixels wide; a line as tall as its size; wrapped at spaces, a
    break at a " · " taking the dot away (``theme.wrap_by``, as the theme wraps)."""

    def size(self, text: str, size: float, kind: str) -> tuple[int, int]:
        return 10 * len(text), int(size)

    def px(self, size: float) -> int:
        return int(size)

    def wrap(self, text: str, size: float, room: int, kind: str) -> tuple[str, ...]:
        return wrap_by(text, room, lambda line: 10 * len(line))


PLAIN = Plain()


def room(cards=(), fixed=(), size=WINDOW, step=10) -> Room:
    return Room(size, 1.0, step, lambda: list(cards), lambda: list(fixed), PLAIN)


def lines(*texts: str, size: float = 10) -> list[Line]:
    return [Line(text, size, INK) for text in texts]


def texts(placed) -> list[str]:
    return [line.text for line, _rect in placed]


# -- the block and its wrapping -------------------------------------------------------------------


def test_a_block_lies_beside_its_rectangle_each_line_as_tall_as_its_size_and_a_half():
    pile = pygame.Rect(150, 100, 100, 50)
    placed = room().place(lines("abcd", "ef"), pile, "below", 0)
    assert texts(placed) == ["abcd", "ef"]
    first, second = (rect for _line, rect in placed)
    assert first.size == (40, 10) and second.size == (20, 10)
    assert first.centerx == second.centerx == pile.centerx
    assert first.top == pile.bottom + 8 + 2  # the gap, then centred in a 14 pixel line
    assert second.centery - first.centery == 14


def test_words_in_parts_keep_short_parts_together():
    """Move 7's wrapping: "Casa de C1 · 0 · debe 1" never leaves the "0" alone."""
    text = "Casa de C1 · 0 · debe 1"
    assert words.wrap_evenly(text, 10, 100, "sans", PLAIN) == ("Casa de C1", "0 · debe 1")
    assert words.wrap_evenly(text, 10, 230, "sans", PLAIN) == (text,)


def test_words_wrap_evenly_leaving_no_word_alone():
    assert words.wrap_evenly("aaaa bbbb cc", 10, 100, "sans", PLAIN) == ("aaaa", "bbbb cc")


# -- one test per move ----------------------------------------------------------------------------


def test_step_back_steps_back_each_group_at_fault_until_none_can_step_further():
    asked = []

    def lay_out(steps):
        asked.append(steps)
        return steps

    laid, steps = words.step_back(lay_out, lambda steps: {0} if steps[0] < 2 else set(),
                                  (0, 0), 2)
    assert laid == steps == (2, 0)
    assert asked == [(0, 0), (1, 0), (2, 0)]


def test_step_back_stops_at_the_least_size_even_if_still_crowded():
    _laid, steps = words.step_back(lambda steps: steps, lambda steps: {0, 1}, (0, 0), 2)
    assert steps == (2, 2)


def test_step_back_a_group_at_its_least_pushed_by_another_steps_that_one_back():
    """The names at the normal size, still crowded: the zones' words that push them give way."""
    _laid, steps = words.step_back(lambda steps: steps,
                                   lambda steps: {1} if steps[0] < 1 else set(), (0, 2), 2,
                                   pushed={1: 0})
    assert steps == (1, 2)


def test_step_back_with_one_size_only_tries_nothing():
    _laid, steps = words.step_back(lambda steps: steps, lambda steps: {0, 1}, (0, 0), 0)
    assert steps == (0, 0)


def test_said_shorter_when_there_is_a_shorter_way():
    assert words.said_shorter("Espadas · 3 cartas", "Espadas") == "Espadas"
    assert words.said_shorter("Espadas · 3 cartas", None) == "Espadas · 3 cartas"


def test_narrowed_off_wraps_narrower_until_off_the_cards():
    pile = pygame.Rect(175, 100, 50, 50)
    card = pygame.Rect(250, 150, 50, 50)  # right of the pile, level with the words under it
    block = lines("aaaa bbbb cccc")
    placed = room(cards=[card]).place(block, pile, "below", 0)
    assert block_rect(placed).colliderect(card)
    narrow = words.narrowed_off(placed, block, pile, "below", 0, pile.width, room(cards=[card]))
    assert texts(narrow) == ["aaaa bbbb", "cccc"]
    assert block_rect(narrow).collidelist([card]) < 0


def test_narrowed_off_keeps_the_words_where_nothing_narrower_is_off_the_cards():
    pile = pygame.Rect(175, 100, 50, 50)
    card = pygame.Rect(190, 155, 20, 20)  # right under the pile's middle
    block = lines("aaaa bbbb cccc")
    placed = room(cards=[card]).place(block, pile, "below", 0)
    assert words.narrowed_off(placed, block, pile, "below", 0, pile.width,
                              room(cards=[card])) == placed


def test_slid_along_moves_sideways_nearest_first_left_before_right():
    hand = pygame.Rect(150, 100, 100, 50)
    placed = room().place(lines("abcdefgh"), hand, "below", 0)  # x 160..240
    card = pygame.Rect(150, 150, 20, 40)  # under the left of the block
    slid = words.slid_along(placed, [], room(cards=[card]))
    assert block_rect(slid).left == 170  # right by 10: left lies on the card
    card = pygame.Rect(230, 150, 20, 40)  # under its right
    assert block_rect(words.slid_along(placed, [], room(cards=[card]))).left == 150


def test_slid_along_gives_nothing_where_no_place_is_free():
    hand = pygame.Rect(150, 100, 100, 50)
    placed = room().place(lines("abcdefgh"), hand, "below", 0)
    wall = pygame.Rect(0, 150, 400, 40)
    assert words.slid_along(placed, [], room(cards=[wall])) == []
    assert words.slid_along(placed, [], room()) == placed  # on no card: as it is


def test_between_neighbours_wraps_to_the_middle_between_two_piles():
    left, right = pygame.Rect(100, 200, 120, 10), pygame.Rect(180, 200, 120, 10)
    rooms = words.between_neighbours([("a", left, 160), ("b", right, 260)], 8)
    assert rooms == {"a": 92, "b": 92}
    apart = pygame.Rect(300, 200, 20, 10)
    assert words.between_neighbours([("a", left, 160), ("b", apart, 310)], 8) == {}
    assert words.between_neighbours([("a", left, 160), ("b", right, 170)], 8) == {
        "a": words.MIN_ROOM, "b": words.MIN_ROOM}


def test_moved_beside_right_else_left_of_the_hand():
    hand = pygame.Rect(150, 100, 100, 50)
    beside = words.moved_beside(lines("abc"), hand, [], room())
    assert block_rect(beside).left > hand.right
    taken = [pygame.Rect(hand.right, 0, 50, 300)]
    beside = words.moved_beside(lines("abc"), hand, taken, room())
    assert block_rect(beside).right < hand.left
    everywhere = [pygame.Rect(0, 0, 400, 300)]
    assert words.moved_beside(lines("abc"), hand, everywhere, room()) == []


def test_moved_beside_refuses_a_side_where_the_words_would_wrap():
    hand = pygame.Rect(40, 100, 320, 50)  # little room either side
    assert words.moved_beside(lines("abcdefg hijklmn"), hand, [], room()) == []


def test_over_instead_when_beside_there_is_room_for_crumbs_only():
    pile = pygame.Rect(330, 200, 40, 50)  # at the right edge, low
    block = lines("aaaaaa bbbbbb cccccc")
    placed = room().place(block, pile, "right", 0)
    assert len(placed) > 2 * len(block)
    over, side = words.over_instead(placed, block, pile, "right", lambda side: 0, room())
    assert side == "above" and block_rect(over).bottom <= pile.top
    high = pygame.Rect(330, 20, 40, 50)
    placed = room().place(block, high, "right", 0)
    _under, side = words.over_instead(placed, block, high, "right", lambda side: 0, room())
    assert side == "below"


def test_under_bars_moves_words_up_high_down_under_the_bar_they_lie_on():
    bar = pygame.Rect(0, 0, 400, 40)
    placed = room().place(lines("abc"), pygame.Rect(100, 20, 40, 40), "right", 0)
    under = words.under_bars(placed, [bar], room())
    assert block_rect(under).top == bar.bottom + 4
    low = room().place(lines("abc"), pygame.Rect(100, 120, 40, 40), "right", 0)
    assert words.under_bars(low, [bar], room()) == low


def test_split_at_dots_a_part_a_line_where_that_fits():
    hand = pygame.Rect(150, 100, 100, 50)
    split = words.split_at_dots(lines("Gallina · Kikiriki"), hand, "left", 0, [], room())
    assert texts(split) == ["Gallina", "Kikiriki"]
    assert words.split_at_dots(lines("Gallina"), hand, "left", 0, [], room()) == []
    assert words.split_at_dots(lines("Gallina · Kikiriki"), hand, "left", 0,
                               [pygame.Rect(0, 0, 150, 300)], room()) == []


# -- the order ------------------------------------------------------------------------------------


def test_a_seats_words_on_nothing_stay_where_they_are():
    hand = pygame.Rect(150, 100, 100, 50)
    placed = words.fit_seat_words(lines("Ana"), hand, "below", 0, 100, [], [], room())
    assert placed == room().place(lines("Ana"), hand, "below", 0)


def test_a_seats_words_on_cards_slide_along_before_anything_else():
    hand = pygame.Rect(150, 100, 100, 50)
    card = pygame.Rect(150, 150, 20, 40)
    placed = words.fit_seat_words(lines("abcdefgh"), hand, "below", 0, 100, [], [],
                                  room(cards=[card]))
    assert block_rect(placed).left == 170 and block_rect(placed).top > hand.bottom


def test_a_seats_words_pushed_by_words_go_beside_the_hand_first():
    hand = pygame.Rect(150, 100, 100, 50)
    other = pygame.Rect(100, 150, 200, 30)  # another's words under the hand
    placed = words.fit_seat_words(lines("Ana"), hand, "below", 0, 100, [other], [], room())
    assert block_rect(placed).left > hand.right  # beside, not pushed down


def test_a_seats_words_pushed_with_no_room_beside_go_further_out():
    hand = pygame.Rect(150, 100, 100, 50)
    other = pygame.Rect(100, 150, 200, 30)
    sides = [pygame.Rect(0, 0, 150, 150), pygame.Rect(250, 0, 150, 150)]
    placed = words.fit_seat_words(lines("Ana"), hand, "below", 0, 100, [other], sides, room())
    assert block_rect(placed).top > other.bottom


def test_a_seats_words_pushed_onto_what_is_fixed_split_at_their_dots():
    """Left of a hand, on words placed before: pushed further left they would lie on the
    score panel; a part a line, they are narrow enough to stay where they were."""
    size = (600, 300)
    hand = pygame.Rect(400, 100, 100, 50)
    before = pygame.Rect(200, 100, 60, 50)  # under the line's left end only
    panel = pygame.Rect(0, 0, 200, 300)
    block = lines("Gallina · Kikiriki")
    placed = words.fit_seat_words(block, hand, "left", 0, 100, [before], [],
                                  room(fixed=[panel], size=size))
    assert texts(placed) == ["Gallina", "Kikiriki"]
    assert block_rect(placed).right == hand.left - 20
    alone = words.fit_seat_words(block, hand, "left", 0, 100, [before], [],
                                 room(size=size))  # nothing fixed there: pushed further out
    assert texts(alone) == ["Gallina · Kikiriki"] and block_rect(alone).right < before.left


def test_a_piles_words_beside_it_with_no_room_go_over_it_then_under_the_bars():
    pile = pygame.Rect(330, 20, 40, 50)  # up high at the right edge: under it
    block = lines("aaaaaa bbbbbb cccccc")
    placed = words.fit_pile_words(block, pile, pile, "right", 0, lambda side: 0, 100, room(),
                                  lambda: [pygame.Rect(0, 0, 400, 10)])
    assert block_rect(placed).top >= pile.bottom


def test_a_piles_words_centred_wrap_to_their_room_then_narrow_off_the_cards():
    pile = pygame.Rect(175, 100, 50, 50)
    card = pygame.Rect(250, 150, 50, 50)
    block = lines("aaaa bbbb cccc")
    wide = words.fit_pile_words(block, pile, pile, "below", 0, lambda side: 0, 400, room(),
                                list)
    assert texts(wide) == ["aaaa bbbb cccc"]
    narrow = words.fit_pile_words(block, pile, pile, "below", 0, lambda side: 0, 400,
                                  room(cards=[card]), list)
    assert texts(narrow) == ["aaaa bbbb", "cccc"]
    between = words.fit_pile_words(block, pile, pile, "below", 0, lambda side: 0, 400, room(),
                                   list, width=60)
    assert texts(between) == ["aaaa", "bbbb", "cccc"]


# -- move 8: a name beside its hand is never broken ---------------------------------------------


def test_a_name_beside_its_hand_too_wide_for_the_room_is_cut_short_never_broken():
    hand = pygame.Rect(120, 100, 200, 50)  # 120 - 20 (gap) - 8 (margin): 92 pixels on its left
    placed = words.fit_seat_words(lines("Persona 12", "3 cartas"), hand, "left", 0, 200, [],
                                  [], room())
    assert texts(placed) == ["Persona…", "3 cartas"]  # 8 characters: 80 pixels
    assert all(rect.right <= hand.left for _line, rect in placed)


def test_a_name_and_its_role_beside_the_hand_break_at_the_dot_each_part_whole():
    hand = pygame.Rect(120, 100, 200, 50)
    placed = words.fit_seat_words(lines("Ana · reparte"), hand, "left", 0, 200, [], [],
                                  room())
    assert texts(placed) == ["Ana", "reparte"]


def test_a_name_over_its_hand_is_left_to_the_other_moves():
    hand = pygame.Rect(120, 100, 60, 50)
    kept = words.name_kept_whole(lines("Persona 12"), hand, "above", 0, room())
    assert [line.text for line in kept] == ["Persona 12"]
