"""Anything legal can be touched: the table plays a solitaire (tests/solitaire_like.py) by real
mouse and key events, on places other than a hand — a card dragged from the waste or a grid
cell, a click on the stock or on a face-down cell — and refuses what the rules refuse."""

from __future__ import annotations

import pygame
from solitaire_like import SetAside, SolitaireLike
from uihelpers import make_app, post_key, post_mouse

from naipes_pg.cards import parse, parse_many
from naipes_pg.rules.base import PlayCard, Reveal
from naipes_pg.ui import theme
from naipes_pg.ui.match import Match, MatchSetup, SeatSetup
from naipes_pg.ui.table.layout import Layout
from naipes_pg.ui.table.marks import fitted
from naipes_pg.ui.table.scene import TableScene

# Top of the deck first: the cells get 1o and 2c, the waste 1e under 3o, the stock the rest
# (1c on top).
DEAL = "1o 2c 1e 3o 1c 2o 3c 2e 3e 1b 2b 3b"


def solitaire_table(app, deal: str = DEAL) -> TableScene:
    game = SolitaireLike(seed=1, decks=[parse_many(deal)])
    match = Match(MatchSetup(game.spec.id, {}, None, 1, [SeatSetup("human", "Ana")]), game)
    table = TableScene(app, match)
    app.stack.push(table)
    settle(app, table)
    return table


def settle(app, table, frames: int = 40) -> None:
    """Frames until the table is at rest and has been in view long enough for keys to act."""
    for _ in range(2000):
        app.frame(1 / 60)
        if not table.busy():
            break
    for _ in range(frames):
        app.frame(1 / 60)


def sprite_of(table, card: str):
    return next(s for pile in table.piles.values() for s in pile if s.card == parse(card))


def centre_of(table, sprite) -> tuple[int, int]:
    return sprite.rect(*table.card_dims).center


def drag(app, start, end, steps: int = 4) -> None:
    post_mouse("motion", start)
    post_mouse("down", start)
    app.frame(1 / 60)
    for i in range(1, steps + 1):
        post_mouse("motion", (start[0] + (end[0] - start[0]) * i // steps,
                              start[1] + (end[1] - start[1]) * i // steps))
        app.frame(1 / 60)
    post_mouse("up", end)
    app.frame(1 / 60)


def click(app, pos) -> None:
    post_mouse("motion", pos)
    post_mouse("down", pos)
    post_mouse("up", pos)
    app.frame(1 / 60)


def test_a_click_on_the_stock_turns_its_top_card_onto_the_waste(tmp_path):
    app = make_app(tmp_path)
    table = solitaire_table(app)
    click(app, table.boxes["stock"].rect.center)
    settle(app, table)
    assert table.match.game.history == [(0, Reveal("stock"))]
    assert [s.card for s in table.piles["waste"]] == parse_many("1e 3o 1c")


def test_a_click_on_a_face_down_cell_turns_it_up(tmp_path):
    app = make_app(tmp_path)
    table = solitaire_table(app)
    click(app, table.boxes["cell:0,1"].rect.center)
    settle(app, table)
    assert table.match.game.history == [(0, Reveal("cell:0,1"))]
    assert sprite_of(table, "2c").face_up


def test_a_card_is_dragged_from_a_grid_cell_and_from_the_waste_to_its_foundation(tmp_path):
    app = make_app(tmp_path)
    table = solitaire_table(app, "1c 2c 1e 1o 2o 3o 3c 2e 3e 1b 2b 3b")
    game = table.match.game
    click(app, table.boxes["cell:0,0"].rect.center)
    settle(app, table)
    drag(app, centre_of(table, sprite_of(table, "1c")), table.boxes["foundation:1"].rect.center)
    settle(app, table)
    assert game.history[-1] == (0, PlayCard(parse("1c"), "foundation:1"))
    drag(app, centre_of(table, sprite_of(table, "1o")), table.boxes["foundation:0"].rect.center)
    settle(app, table)
    assert game.history[-1] == (0, PlayCard(parse("1o"), "foundation:0"))
    assert [s.card for s in table.piles["foundation:0"]] == [parse("1o")]
    assert [s.card for s in table.piles["waste"]] == [parse("1e")]


def test_click_then_click_moves_a_card_from_the_waste(tmp_path):
    app = make_app(tmp_path)
    table = solitaire_table(app, "1c 2c 1e 1o 2o 3o 3c 2e 3e 1b 2b 3b")
    click(app, centre_of(table, sprite_of(table, "1o")))
    assert table.input.selected is sprite_of(table, "1o")
    click(app, table.boxes["foundation:0"].rect.center)
    settle(app, table)
    assert table.match.game.history == [(0, PlayCard(parse("1o"), "foundation:0"))]


def focus_on(app, table, wanted) -> None:
    """Press → until the keyboard's focus is on ``wanted`` (a card's sprite or a place)."""
    for _ in range(20):
        if table.input.focused() == wanted:
            return
        post_key(pygame.K_RIGHT)
        app.frame(1 / 60)
    raise AssertionError(f"→ never reached {wanted}: {table.input.focusables()}")


def test_the_keyboard_reaches_the_stock_a_cell_and_a_card_on_the_waste(tmp_path):
    app = make_app(tmp_path)
    table = solitaire_table(app, "1c 2c 1e 1o 2o 3o 3c 2e 3e 1b 2b 3b")
    game = table.match.game
    focus_on(app, table, "stock")
    post_key(pygame.K_RETURN)
    settle(app, table)
    assert game.history == [(0, Reveal("stock"))]
    focus_on(app, table, "cell:0,0")
    post_key(pygame.K_RETURN)
    settle(app, table)
    assert game.history[-1] == (0, Reveal("cell:0,0"))
    focus_on(app, table, sprite_of(table, "1c"))
    post_key(pygame.K_RETURN)
    settle(app, table)
    assert game.history[-1] == (0, PlayCard(parse("1c"), "foundation:1"))
    assert [s.card for s in table.piles["foundation:1"]] == [parse("1c")]


def test_cards_nothing_legal_names_are_not_touchable(tmp_path):
    app = make_app(tmp_path)
    table = solitaire_table(app)  # the waste: 1e covered by 3o
    covered = sprite_of(table, "1e")
    start = (covered.rect(*table.card_dims).left + 6, covered.rect(*table.card_dims).centery)
    assert table.input.reach.touchable_at(start) is None
    before = (covered.x, covered.y)
    drag(app, start, table.boxes["foundation:2"].rect.center)
    settle(app, table)
    assert table.match.game.history == []
    assert (covered.x, covered.y) == before
    focusable = table.input.focusables()
    assert covered not in focusable and sprite_of(table, "3o") not in focusable
    assert set(focusable) == {"stock", "cell:0,0", "cell:0,1"}


def test_a_refused_drop_says_the_rules_reason(tmp_path):
    app = make_app(tmp_path)
    table = solitaire_table(app)
    click(app, table.boxes["cell:0,0"].rect.center)
    settle(app, table)
    app.toasts.clear()
    drag(app, centre_of(table, sprite_of(table, "1o")), table.boxes["foundation:3"].rect.center)
    settle(app, table)
    assert len(table.match.game.history) == 1
    reason = table.match.game.why_illegal(0, PlayCard(parse("1o"), "foundation:3"))
    assert reason is not None
    assert any("foundation" in message for message in app.toasts.messages()), app.toasts
    sprite = sprite_of(table, "1o")
    assert sprite.zone == "cell:0,0"
    assert sprite.rect(*table.card_dims).center == table.boxes["cell:0,0"].rect.center


def test_places_to_click_get_no_buttons_but_a_place_without_a_box_does(tmp_path):
    app = make_app(tmp_path)
    table = solitaire_table(app)
    assert table.input.buttons == []
    del table.boxes["cell:0,1"]  # drawn nowhere: then a button is its way in
    app.frame(1 / 60)
    assert [act for _button, act in table.input.buttons] == [Reveal("cell:0,1")]


def test_a_layout_may_ask_for_a_button_for_an_action_on_a_place(tmp_path, monkeypatch):
    app = make_app(tmp_path)
    table = solitaire_table(app)
    monkeypatch.setattr(table.layout, "zone_button", lambda act: act.zone == "stock")
    app.frame(1 / 60)
    assert [act for _button, act in table.input.buttons] == [Reveal("stock")]
    button = table.input.buttons[0][0]
    click(app, button.rect.center)
    settle(app, table)
    assert table.match.game.history == [(0, Reveal("stock"))]


def test_hovering_a_place_that_acts_lights_it(tmp_path):
    app = make_app(tmp_path)
    table = solitaire_table(app)
    post_mouse("motion", table.boxes["stock"].rect.center)
    app.frame(1 / 60)
    assert table.input.hover_place == "stock"
    post_mouse("motion", (3, table.app.size[1] // 2))
    app.frame(1 / 60)
    assert table.input.hover_place is None


class AlongLayout(Layout):
    """The generic places; a set-aside that takes the waste's top card along involves the
    waste."""

    def involved(self, act):
        along = getattr(act, "along", "")
        return (), ((along,) if along else ())


def offer_set_aside(app, table) -> None:
    """Turn up the 3 in the first cell and drop it on the discard pile: two actions match."""
    click(app, table.boxes["cell:0,0"].rect.center)
    settle(app, table)
    drag(app, centre_of(table, sprite_of(table, "3o")), table.boxes["discard"].rect.center)
    assert [act.along for act in table.input.choices] == ["", "waste"]


def test_a_choice_lights_the_places_the_layout_says_it_involves_and_a_click_there_takes_it(
        tmp_path, monkeypatch):
    app = make_app(tmp_path)
    table = solitaire_table(app, "3o 2c 1e 1c 1o 2o 3c 2e 3e 1b 2b 3b")
    table.layout = AlongLayout()
    table.resize(app.size)
    offer_set_aside(app, table)
    waste = table.input.reach.place_rect("waste")
    outlined: list[tuple[str, object]] = []
    monkeypatch.setattr(table.input.marks, "outline_place",
                        lambda surface, zone, colour, width: outlined.append((zone, colour)))
    app.frame(1 / 60)
    assert outlined == [("waste", theme.LEGAL)]  # another choice's place, offered
    click(app, waste.center)  # a place of the other choice: that one is now current
    assert table.input.choice_index == 1
    outlined.clear()
    app.frame(1 / 60)
    assert outlined == [("waste", theme.HIGHLIGHT)]
    click(app, waste.center)
    settle(app, table)
    assert table.match.game.history[-1] == (0, SetAside(parse("3o"), "discard", "waste"))
    assert [s.card for s in table.piles["discard"]] == parse_many("3o 1c")


def test_the_keys_go_round_the_choices_of_a_card_off_the_hand_and_enter_takes_one(tmp_path):
    app = make_app(tmp_path)
    table = solitaire_table(app, "3o 2c 1e 1c 1o 2o 3c 2e 3e 1b 2b 3b")
    offer_set_aside(app, table)
    post_key(pygame.K_RIGHT)
    app.frame(1 / 60)
    post_key(pygame.K_RETURN)
    settle(app, table)
    assert table.match.game.history[-1] == (0, SetAside(parse("3o"), "discard", "waste"))


def test_a_lit_place_grows_a_little_and_keeps_to_its_half_of_the_gap():
    slot = pygame.Rect(100, 100, 80, 120)
    far = pygame.Rect(900, 100, 80, 120)
    beside = pygame.Rect(186, 100, 80, 120)  # 6 pixels to its right
    below = pygame.Rect(100, 230, 80, 120)  # 10 pixels under it
    inside = pygame.Rect(120, 110, 20, 20)  # a place laid on it is no neighbour
    assert fitted(slot, [far, inside], 8) == slot.inflate(16, 16)
    assert fitted(slot, [far, beside], 8) == slot.inflate(4, 4)
    assert fitted(slot, [below], 8) == slot.inflate(8, 8)
    ring, other = fitted(slot, [beside], 8), fitted(beside, [slot], 8)
    assert not ring.colliderect(other)
