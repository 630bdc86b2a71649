"""Piles at the table: the castle with every pile's T readable at the smallest window, a
closer look at a pile under the pointer (its cards, + and − on its neighbours), the team
colours on both partners' places, the lit piles for a chosen card, a capture sweeping to the
team's stack, a forced pass shown to all, the hand's scoring laid out, and the hot-seat
curtain between partners."""

from __future__ import annotations

import pygame
import pytest
from uihelpers import act, drain, labels, make_app, post_key, post_mouse, run_until_idle

from naipes_pg.cards import parse, parse_many
from naipes_pg.i18n import _, tr
from naipes_pg.rules.base import PlayCard
from naipes_pg.rules.events import Captured, HandOver, Moved
from naipes_pg.rules.piles import PASS
from naipes_pg.rules.registry import new_game
from naipes_pg.ui import theme
from naipes_pg.ui.match import Match, MatchSetup, SeatSetup
from naipes_pg.ui.table.layouts.piles import TEAM_INK
from naipes_pg.ui.table.scene import TableScene
from naipes_pg.ui.table.sprites import index_corner

EXAMPLE = "5H 9S KD 2C  7C 10H 4H JS  QD 3S 8C AH"  # RULES.md 3.7's grid


def piles_table(app, humans: tuple[int, ...] = (0,), seed: int = 3) -> TableScene:
    seats = [SeatSetup("human", f"P{s}") if s in humans
             else SeatSetup("computer", f"Bot {s}", "facil") for s in range(4)]
    game = new_game("piles", seed=seed, first_dealer=3)
    table = TableScene(app, Match(MatchSetup("piles", {}, None, seed, seats), game))
    app.stack.push(table)
    return table


def set_castle(table: TableScene, grid: str, hands: tuple[str, ...] | None = None,
               under: dict[int, str] | None = None) -> None:
    """Lay the castle (and the hands) as given; the rest of the deck goes round the hands,
    or, when the hands are given, to the teams' stacks, so no card is lost."""
    game = table.match.game
    tops = parse_many(grid)
    below = {i: parse_many(cards) for i, cards in (under or {}).items()}
    used = set(tops) | {c for cards in below.values() for c in cards}
    given = [parse_many(h) for h in hands] if hands else None
    if given:
        used |= {c for h in given for c in h}
    rest = [c for hand in game.hands for c in hand if c not in used]
    rest += [c for pile in game.castle for c in pile if c not in used]
    game.castle = [below.get(i, []) + [top] for i, top in enumerate(tops)]
    game.hands = given or [[] for _ in range(4)]
    places = game.taken if given else game.hands
    for i, card in enumerate(rest):
        places[i % len(places)].append(card)
    table.reconcile()
    drain(table)


def frame(table: TableScene) -> pygame.Surface:
    surface = pygame.Surface(table.app.size)
    table.draw(surface)
    return surface


@pytest.mark.parametrize("size", [(640, 480), (1024, 600), (1280, 800), (1920, 1080)])
def test_every_piles_t_is_tagged_on_its_top_card_and_fits_on_it(tmp_path, size):
    app = make_app(tmp_path, size=size)
    table = piles_table(app)
    run_until_idle(app, table)
    frame(table)
    lying = {zone: [sprite.card for sprite in pile] for zone, pile in table.piles.items()}
    marks = table.layout.card_marks(table.match.game.view(0).info, lying)
    values = table.match.game.view(0).info["values"]
    assert {mark.zone: mark.words for mark in marks} == {z: str(v) for z, v in values.items()}
    cw, ch = table.card_dims
    assert ch >= 48  # a card's index can be read at the smallest window
    k = app.k
    window = pygame.Rect((0, 0), size)
    for mark in marks:  # the tag (drawn as stage.py draws it) lies within its card
        top = table.piles[mark.zone][-1]
        assert mark.index == len(table.piles[mark.zone]) - 1
        card = top.rect(cw, ch)
        tw, th = theme.font(max(12, int(16 * k)), "bold").size(mark.words)
        tag = pygame.Rect(0, 0, tw + int(14 * k), th + int(6 * k))
        tag.center = card.center
        assert card.contains(tag) and window.contains(card)
        assert not tag.colliderect(index_corner(card, top.card))


def test_pointing_at_a_pile_looks_through_it_and_marks_its_neighbours(tmp_path):
    app = make_app(tmp_path)
    table = piles_table(app)
    run_until_idle(app, table)
    set_castle(table, EXAMPLE, under={5: "2D 6S"})  # (1,1): looked through, 10H on top
    place = table.input.reach.place_rect("castle:1,1")
    post_mouse("motion", place.center)
    app.frame(1 / 60)
    looked = table.input.looking.look()
    assert looked is not None and looked[0] == "castle:1,1"
    look = looked[1]
    assert look.cards == tuple(parse_many("2D 6S 10H"))
    assert dict(look.marks) == {"castle:0,1": "−", "castle:2,1": "−", "castle:1,0": "−",
                                "castle:1,2": "+"}  # test 1: 10 + 1 − 3 = 8
    assert any("= 8" in line for line in look.lines)
    frame(table)  # drawn without fault
    game = table.match.game
    taken = game.taken[0] = [game.hands[1].pop(), game.hands[3].pop()]  # two cards captured
    table.reconcile()
    drain(table)
    post_mouse("motion", table.input.reach.place_rect("taken:0").center)
    app.frame(1 / 60)
    zone, look = table.input.looking.look()
    assert zone == "taken:0" and look.cards == tuple(taken)  # a team's captures are public


@pytest.mark.parametrize("size", [(640, 480), (1024, 600), (1280, 800)])
def test_a_look_lies_clear_of_the_castle_and_of_the_seats_beside_it(tmp_path, size):
    """Beside the castle it reads, and beside the places level with the pile looked at too:
    at the smallest window it used to cover the left rival's hand."""
    app = make_app(tmp_path, size=size)
    table = piles_table(app)
    run_until_idle(app, table)
    set_castle(table, EXAMPLE, under={5: "2D 6S"})
    post_mouse("motion", table.input.reach.place_rect("castle:1,1").center)
    app.frame(1 / 60)
    frame(table)
    boxes = [pygame.Rect(rect) for rect, what in table.painter.items
             if what == ("look", "castle:1,1")]
    assert len(boxes) == 1
    box = boxes[0]
    assert app.screen.get_rect().contains(box)
    places = {zone: table.input.reach.place_rect(zone) for zone in table.boxes}
    covered = [zone for zone, rect in places.items() if rect and rect.colliderect(box)]
    assert covered == []


def test_a_pile_is_looked_through_only_once_the_cards_lie(tmp_path):
    """While the deal's cards fly the castle's tops are not all down: the look (and the T it
    works out from every top) waits for them, as the T tags do."""
    app = make_app(tmp_path)
    app.settings.speed = "normal"  # the deal seen card by card
    table = piles_table(app)
    place = table.input.reach.place_rect("castle:1,1")
    for _frame in range(600):  # until the deal's card for the pile takes off
        place = table.input.reach.place_rect("castle:1,1") or place
        post_mouse("motion", place.center)
        app.frame(1 / 60)
        if set(table.flying) & set(table.piles.get("castle:1,1", [])):
            break
    looked_at = table.input.looking.zone()
    assert table.flying and looked_at is not None and looked_at.startswith("castle:")
    assert table.input.looking.look() is None
    frame(table)  # drawn without the look, without fault
    run_until_idle(app, table)
    post_mouse("motion", place.center)
    app.frame(1 / 60)
    assert not table.flying
    looked = table.input.looking.look()
    assert looked is not None and looked[0] == "castle:1,1"


def test_team_colours_colour_both_partners_names_once_decided(tmp_path):
    app = make_app(tmp_path)
    table = piles_table(app)
    layout = table.layout
    info = table.match.game.view(0).info
    assert layout.seat_ink(0, info) is None and layout.seat_lines(0, info) == []
    info = {**info, "colours": ["black", "red"]}
    assert layout.seat_ink(0, info) == layout.seat_ink(2, info) == TEAM_INK["black"]
    assert layout.seat_ink(1, info) == layout.seat_ink(3, info) == TEAM_INK["red"]
    assert layout.seat_lines(2, info) == layout.seat_lines(0, info) != layout.seat_lines(1, info)


def test_choosing_a_card_lights_its_legal_piles(tmp_path):
    app = make_app(tmp_path)
    table = piles_table(app)
    run_until_idle(app, table)
    game = table.match.game
    card = game.hands[0][0]
    targets = table.input.reach.targets(card)
    assert sorted(targets) == sorted(a.target for a in game.find_action(0, card))


def test_a_capture_sweeps_the_pile_to_the_teams_stack(tmp_path):
    app = make_app(tmp_path)
    table = piles_table(app)
    run_until_idle(app, table)
    game = table.match.game
    set_castle(table, EXAMPLE, ("6C", "2H", "3H", "4D"), under={5: "3D"})
    game.colours = ["black", "red"]
    before = len(game.taken[0])
    events = act(table, 0, PlayCard(parse("6C"), "castle:1,1"))
    assert any(isinstance(e, Captured) and e.to == "taken:0" for e in events)
    assert [s.card for s in table.piles["taken:0"]][before:] == parse_many("3D 10H")
    assert [s.card for s in table.piles["castle:1,1"]] == [parse("6C")]
    words = table.layout.zone_label("taken:0", before + 2, game.view(0).info)
    assert str(before + 2) in words


@pytest.mark.parametrize("card, taken, says", [
    ("KS", True, "¡Trece! Rey de picas (13) supera a reina de diamantes (12): captura"),
    ("QC", False, "¡Trece! Reina de tréboles (12) no supera a reina de diamantes (12): "
                  "no captura")])
def test_a_pile_at_13_says_which_values_decided_it(tmp_path, card, taken, says):
    """Rule 7: at T = 13 the intrinsic values decide; the banner names them, and why."""
    app = make_app(tmp_path)
    table = piles_table(app)
    run_until_idle(app, table)
    game = table.match.game
    set_castle(table, "5H QD KD 2C  7C 10S 4H JS  QH 3S 8C AH", ("KS QC", "2H", "3H", "4D"))
    game.colours = ["black", "red"]
    events = act(table, 0, PlayCard(parse(card), "castle:0,1"))
    trece = next(e for e in events if getattr(e, "kind", "") == "trece")
    assert trece.data["taken"] is taken
    assert any(isinstance(e, Captured) for e in events) is taken
    words = table.layout.banner_words(trece, table.director.who())
    assert words == says + "\nCon T = 13 solo captura una carta más alta"


def test_a_forced_pass_shows_the_card_taken_to_all(tmp_path):
    app = make_app(tmp_path)
    table = piles_table(app)
    run_until_idle(app, table)
    game = table.match.game
    set_castle(table, "5C 9S KC 2C  7C 10S 4S JS  QC 3S 8C AS",
               ("2H 3D", "5D 6D", "7D 8D", "9D 10D"))
    assert game.legal_actions(0) == [PASS]
    asked = table.layout.prompt(game.view(0).info)
    assert asked == _("No card of yours can be placed: pass, and the next player takes one")
    assert _("Pass") in labels(table)  # the button that passes
    events = act(table, 0, PASS)
    moved = next(e for e in events if isinstance(e, Moved))
    assert moved.to == "taken:1" and moved.cards[0] is not None
    for seat in range(4):  # every seat sees which card it was
        seen = game.redact(events, seat)
        assert next(e for e in seen if isinstance(e, Moved)).cards == moved.cards
    assert table.piles["taken:1"][-1].card == moved.cards[0]


def test_the_hands_scoring_is_laid_out_by_side(tmp_path):
    app = make_app(tmp_path)
    table = piles_table(app)
    game = new_game("piles", seed=4)
    while not game.results:
        seat = game.actors()[0]
        events = game.apply(seat, game.legal_actions(seat)[0])
    over = next(e for e in events if isinstance(e, HandOver))
    title, rows = table.layout.hand_result(over, lambda s: f"P{s}", 4)
    assert rows[0] == ["", tr("{a} & {b}", a="P0", b="P2"), tr("{a} & {b}", a="P1", b="P3")]
    points = next(row for row in rows if row[0] == _("Points this hand"))
    assert points[1:] == [str(p) for p in over.results["points"][:2]]


def test_hot_seat_partners_get_the_curtain_between_them(tmp_path):
    app = make_app(tmp_path)
    table = piles_table(app, humans=(0, 2))
    run_until_idle(app, table)
    game = table.match.game
    assert game.actors() == (0,)
    act_seat = game.actors()[0]
    table.human_act(game.legal_actions(act_seat)[0])
    for _frame in range(2000):
        app.frame(1 / 60)
        if app.stack.top is not table:
            break
    assert type(app.stack.top).__name__ == "CurtainScene"


def test_f1_has_the_rules_in_both_languages():
    from naipes_pg import help as rules_help

    assert rules_help.page("piles", "es").startswith("# Piles")
    assert "T = " in rules_help.page("piles", "es") and "T = " in rules_help.page("piles", "en")
    assert "not written yet" not in rules_help.page("piles", "en")


def test_aiming_a_card_with_the_keys_looks_at_the_pile_aimed_at(tmp_path):
    app = make_app(tmp_path)
    table = piles_table(app)
    run_until_idle(app, table)
    post_key(pygame.K_RIGHT)
    app.frame(1 / 60)
    post_key(pygame.K_RETURN)  # the focused card picked up: ←/→ now choose its pile
    app.frame(1 / 60)
    selected = table.input.selected
    assert selected is not None
    targets = table.input.reach.targets(selected.card)
    looked = table.input.looking.look()
    assert looked is not None and looked[0] == targets[table.input.target_index % len(targets)]
    post_key(pygame.K_RIGHT)
    app.frame(1 / 60)
    assert table.input.looking.look()[0] == targets[table.input.target_index % len(targets)]


@pytest.mark.parametrize("size", [(640, 480), (1024, 600), (1280, 800)])
def test_a_look_s_words_lie_inside_its_panel_wherever_it_is_drawn(tmp_path, size):
    """Pointing at any pile: the look's panel holds its words whole, even where the room
    beside the castle is narrow (it then lies over the place)."""
    from naipes_pg.ui.table.looking import LOOK_PANEL

    app = make_app(tmp_path, size=size)
    table = piles_table(app)
    run_until_idle(app, table)
    # short hands, the rest of the deck captured: the stacks beside the castle are full
    set_castle(table, EXAMPLE, ("2H 3H", "4S 5S", "6H 7H", "8S 10S"),
               under={5: "2D 6S", 0: "KH"})
    zones = [z for z in table.boxes if z.startswith("castle:")]
    for zone in zones:
        post_mouse("motion", table.input.reach.place_rect(zone).center)
        app.frame(1 / 60)
        if table.input.looking.look() is None:
            continue
        frame(table)
        items = table.painter.items
        panels = [pygame.Rect(r) for r, what in items if what[:2] == ("panel", LOOK_PANEL)]
        assert len(panels) == 1, zone
        (_zone, look) = table.input.looking.look()
        words = [pygame.Rect(r) for r, what in items  # the look's lines, as wrapped
                 if what[0] == "text" and len(what[1]) > 3
                 and any(what[1] in line for line in look.lines)]
        assert words and all(panels[0].contains(w) for w in words), (zone, panels, words)
