"""Build Stolen House positions from card strings, as RULES.md writes them."""

from __future__ import annotations

from naipes_pg.cards import SPANISH_40, parse_many
from naipes_pg.rules.registry import new_game
from naipes_pg.rules.ronda_robada import RondaRobada


def seed_with_dealer(dealer: int) -> int:
    """A seed whose first hand is dealt by ``dealer``."""
    return next(s for s in range(100) if new_game("ronda-robada", seed=s).dealer == dealer)


def position(
    *,
    table: str = "",
    hands: tuple[str, str] = ("", ""),
    houses: tuple[str, str] = ("", ""),
    turn: int = 0,
    dealer: int = 1,
    deal_number: int = 2,
    options: dict | None = None,
) -> RondaRobada:
    """A game whose table, hands and houses (bottom to top) are the given cards; every other
    card of the deck is in the stock, so the 40 cards are all somewhere."""
    game = new_game("ronda-robada", options, seed_with_dealer(dealer))
    game.table = parse_many(table)
    game.hands = [parse_many(h) for h in hands]
    game.houses = [parse_many(h) for h in houses]
    used = set(game.table + game.hands[0] + game.hands[1] + game.houses[0] + game.houses[1])
    assert len(used) == len(game.table) + sum(map(len, game.hands)) + sum(map(len, game.houses))
    game.stock = [card for card in SPANISH_40 if card not in used]
    game.set_aside = []
    game.debts = [0, 0]
    game.turn = turn
    game.deal_number = deal_number
    game.last_placed = None
    game.last_taker = None
    game.round_played, game.round_views = [[], []], []
    game.combos = [max((ranks(hand).count(r) for r in ranks(hand)), default=1)
                   for hand in game.hands]  # as if each hand were the deal's and announced
    return game


def ranks(cards) -> list[int]:
    return [card.rank for card in cards]


def put_on_top(game: RondaRobada, cards: str) -> None:
    """Move ``cards`` (top first) to the top of the stock, so they are dealt next."""
    chosen = parse_many(cards)
    game.stock = [c for c in game.stock if c not in chosen] + chosen[::-1]
    assert len(game.all_cards()) == 40
