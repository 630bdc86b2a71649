"""What a solitaire's table shows at the moment it happens, as a player plays: the chip of
Solitario Español paid as the card turns."""

from __future__ import annotations

from naipes_pg.cards import SPANISH_48, Card, parse
from naipes_pg.rules.base import Reveal
from naipes_pg.rules.solitario_espanol import SolitarioEspanol, cell
from naipes_pg.ui.match import Match, MatchSetup, SeatSetup
from naipes_pg.ui.table.scene import TableScene
from tests.gestures import by_mouse
from tests.uihelpers import make_app, run_until_idle


def first_card_out_of_place() -> list[Card]:
    """A deck whose first card, 2o, lies in the column of the 1s: turning it starts a chain."""
    rest = [card for card in SPANISH_48 if card != parse("2o")]
    return [parse("2o"), *rest]


def words_drawn(app, table) -> list[str]:
    table.draw(app.screen)
    return [what[1] for _rect, what in table.painter.items if what[0] == "text"]


def test_solitario_espanol_shows_the_chip_paid_as_the_card_turns(tmp_path):
    app = make_app(tmp_path, speed="normal")
    setup = MatchSetup("solitario-espanol", {}, None, 7, [SeatSetup("human", "P")])
    game = SolitarioEspanol({}, 7, decks=[first_card_out_of_place()])
    table = TableScene(app, Match(setup, game))
    app.stack.push(table)
    run_until_idle(app, table)
    assert "6 fichas" in words_drawn(app, table)
    by_mouse(app, table, Reveal(cell(0, 0)))
    turned = None
    for _ in range(600):
        app.frame(1 / 60)
        sprite = table.piles[cell(0, 0)][0] if table.piles[cell(0, 0)] else None
        if sprite is not None and sprite.card is not None:
            turned = (table.busy(), words_drawn(app, table))
            break
    assert turned is not None, "the card never turned"
    busy, words = turned
    assert busy, "the chain should still be on its way"
    assert "5 fichas" in words and "6 fichas" not in words
