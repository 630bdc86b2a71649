"""Solitario Español: one test per rule, ruling and numbered example of RULES.md §11."""

from __future__ import annotations

import random

import pytest

from naipes_pg.cards import SPANISH_40, SPANISH_48, Card, parse, parse_many
from naipes_pg.rules.base import IllegalAction, OptionError, PlayCard, Reveal
from naipes_pg.rules.events import Announced, Dealt, HandOver, MatchOver, Moved, Revealed
from naipes_pg.rules.solitario_espanol import (
    CARD_UP,
    CHAIN,
    CHIP_PAID,
    FOUR_KINGS,
    LOST,
    NO_CHIPS,
    WON,
    SolitarioEspanol,
    cell,
)

SUITS = ("o", "c", "e", "b")
RANKS_48 = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)


def sorted_deck(ranks=RANKS_48) -> list[Card]:
    """Row by row, each row one suit in column order: every card already in its own cell."""
    return [Card(rank, suit) for suit in SUITS for rank in ranks]


def game(deck, **options) -> SolitarioEspanol:
    return SolitarioEspanol({**options, "combinar": len(options) > 1}, 0, decks=[deck])


def play(g: SolitarioEspanol, act) -> list:
    return g.apply(0, act)


def flip(g: SolitarioEspanol, row: int, col: int) -> list:
    return play(g, Reveal(cell(row, col)))


def put(card: str, row: int, col: int) -> PlayCard:
    return PlayCard(parse(card), cell(row, col))


def face_down(g: SolitarioEspanol) -> int:
    return sum(1 for zone, cards in g.view(0).zones.items()
               if zone.startswith(("cell:", "start:")) and cards == [None])


def deck_with(placed: dict[int, str], size: int = 48) -> list[Card]:
    """A deck, top first, with the cards named at the given 1-based positions and every other
    card of the deck, in sorted order, in the remaining positions."""
    full = SPANISH_48 if size == 48 else SPANISH_40
    chosen = {pos: parse(text) for pos, text in placed.items()}
    rest = iter(c for c in sorted_deck(sorted({c.rank for c in full})) if c not in
                chosen.values())
    return [chosen[pos] if pos in chosen else next(rest) for pos in range(1, size + 1)]


# ---------------------------------------------------------------- 11.1 set-up


def test_the_spec_is_a_one_player_game_of_the_48_card_deck():
    spec = SolitarioEspanol.spec
    assert spec.id == "solitario-espanol" and spec.players == (1, 1)
    assert spec.deck == "spanish48"
    assert set(spec.variants) == {"reducido", "reyes-perdidos", "intercambio"}


def test_the_grid_is_4_by_12_all_face_down_with_6_chips():
    g = SolitarioEspanol(None, 5)
    view = g.view(0)
    cells = [z for z in view.zones if z.startswith("cell:")]
    assert len(cells) == 48 and all(view.zones[z] == [None] for z in cells)
    assert view.info["chips"] == 6 and view.info["columns"] == [str(r) for r in range(1, 10)] + [
        "S", "C", "R"]
    assert g.legal_actions(0) == [Reveal(cell(r, c)) for r in range(4) for c in range(12)]


def test_example_6_the_deal_fills_the_grid_row_by_row():
    """11.7 test 6: card 1 in row 1 column 1, card 13 in row 2 column 1, card 48 in row 4
    column 12."""
    deck = list(SPANISH_48)
    random.Random(3).shuffle(deck)
    g = game(deck)
    zones = g.zones()
    assert zones[cell(0, 0)] == [deck[0]]
    assert zones[cell(1, 0)] == [deck[12]]
    assert zones[cell(3, 11)] == [deck[47]]
    dealt = [e for e in g.opening_events if isinstance(e, Dealt)]
    assert [e.card for e in dealt] == deck and dealt[12].to == cell(1, 0)


def test_example_6_in_the_rey_variants_card_12_starts_row_2_and_45_to_48_are_set_apart():
    deck = list(SPANISH_48)
    random.Random(4).shuffle(deck)
    g = game(deck, reyes_perdidos=True)
    zones = g.zones()
    assert zones[cell(1, 0)] == [deck[11]] and zones[cell(3, 10)] == [deck[43]]
    assert [zones[f"start:{k}"] for k in range(4)] == [[c] for c in deck[44:]]
    assert zones[cell(0, 11)] == []  # the Rey column starts empty
    h = game(deck, intercambio=True)
    assert h.zones()["hand:0"] == deck[44:]
    assert cell(0, 11) not in h.zones()


def test_the_deal_is_a_pure_function_of_the_seed():
    assert SolitarioEspanol(None, 123456).zones() == SolitarioEspanol(None, 123456).zones()
    assert SolitarioEspanol(None, 1).zones() != SolitarioEspanol(None, 2).zones()


def test_golden_deal_numbers_keep_their_deck_orders():
    """A deal number gives the same deal on every machine and every later version."""
    for number, golden in ((1, GOLDEN_1), (123456, GOLDEN_123456)):
        first = [str(SolitarioEspanol(None, number).zones()[cell(0, c)][0]) for c in range(6)]
        assert first == golden


GOLDEN_1 = ["1b", "Re", "Cb", "So", "3c", "Ce"]
GOLDEN_123456 = ["7o", "Ro", "5c", "9e", "2b", "4o"]


def test_face_down_cards_are_hidden_in_the_view_and_the_deal_events():
    g = SolitarioEspanol(None, 9)
    for event in g.redact(g.opening_events, 0):
        if isinstance(event, Dealt):
            assert event.card is None
    h = SolitarioEspanol({"intercambio": True}, 9)
    shown = [e.card for e in h.redact(h.opening_events, 0) if isinstance(e, Dealt)]
    assert shown[-4:] == h.hand and shown[:-4] == [None] * 44


# ---------------------------------------------------------------- 11.3 the turn


def test_example_1_a_sorted_deal_reveals_one_card_per_chip_and_loses():
    """11.7 test 1: each chip turns one card, which stays; after 6 chips 42 remain → loss."""
    g = game(sorted_deck())
    for k, (row, col) in enumerate([(0, 0), (1, 3), (2, 5), (3, 11), (0, 7), (1, 8)]):
        events = flip(g, row, col)
        assert not any(isinstance(e, Moved) for e in events)
        assert g.chips == 5 - k
    assert face_down(g) == 42
    assert g.outcome().winners == () and g.outcome().reason == "no_chips"
    assert [e.kind for e in events if isinstance(e, Announced)][-2:] == [NO_CHIPS, LOST]
    assert isinstance(events[-1], MatchOver) and isinstance(events[-2], HandOver)
    assert g.actors() == ()


def test_a_card_in_its_column_stays_and_gives_an_unassigned_row_its_suit():
    """11.3 rule 2 and SE-5: the flipped card stays; its suit takes that row."""
    g = game(deck_with({13: "1e"}))
    events = flip(g, 1, 0)
    assert Revealed(parse("1e"), cell(1, 0)) in events
    assert Announced(CARD_UP, 0, {"card": "1e", "cell": cell(1, 0)}) in events
    assert g.view(0).info["row_suits"] == [None, "e", None, None]


def test_example_3_a_card_in_its_column_but_the_wrong_row_starts_a_chain():
    """11.7 test 3: 2o in column 2 of a row holding face-up copas."""
    g = game(deck_with({13: "1c", 14: "2o"}))
    flip(g, 1, 0)
    events = flip(g, 1, 1)
    assert Moved((parse("2o"),), cell(1, 1), "hand:0", seat=0) in events
    assert Announced(CHAIN, 0, {"card": "2o", "cell": cell(1, 1)}) in events
    assert g.hand == [parse("2o")] and g.hole == (1, 1)
    # oros has no row: the player chooses among the rows without a face-up card
    assert g.legal_actions(0) == [put("2o", 0, 1), put("2o", 2, 1), put("2o", 3, 1)]


def test_a_card_of_an_assigned_suit_goes_to_its_row_and_brings_up_the_card_there():
    """11.3 rule 3: the face-down card of the destination is taken into the hand."""
    g = game(deck_with({1: "1o", 2: "5c", 3: "3o", 17: "2o"}))
    flip(g, 0, 0)  # 1o stays: oros takes row 1
    events = flip(g, 0, 2)  # 3o is in its own column and row: it stays
    assert not any(isinstance(e, Moved) for e in events)
    events = flip(g, 0, 1)  # 5c: copas has no row yet
    assert g.legal_actions(0) == [put("5c", r, 4) for r in (1, 2, 3)]
    events = play(g, put("5c", 1, 4))  # row 2 column 5 holds 2o, which goes back to row 1
    moves = [(e.cards, e.frm, e.to) for e in events if isinstance(e, Moved)]
    assert moves == [((parse("2o"),), cell(1, 4), "hand:0"),
                     ((parse("5c"),), "hand:0", cell(1, 4)),
                     ((parse("2o"),), "hand:0", cell(0, 1))]
    assert g.hole is None and g.hand == [] and g.chips == 3
    assert face_down(g) == 44


def test_each_step_of_a_chain_turns_exactly_one_more_card_face_up():
    g = game(deck_with({13: "1c", 14: "2o"}))
    flip(g, 1, 0)
    flip(g, 1, 1)
    events = play(g, put("2o", 0, 1))
    # 2o brings up 3o, and so on along row 1 to Ro, which brings up 2c, which fills the hole
    taken = [e.cards[0] for e in events if isinstance(e, Moved) and e.to == "hand:0"]
    placed = [e.cards[0] for e in events if isinstance(e, Moved) and e.frm == "hand:0"]
    assert taken == parse_many("3o 4o 5o 6o 7o 8o 9o So Co Ro 2c")
    assert placed == parse_many("2o 3o 4o 5o 6o 7o 8o 9o So Co Ro 2c")
    assert face_down(g) == 48 - 13 and g.hole is None  # 1c, 2o to Ro, 2c (1o is still down)


def test_example_2_a_single_cycle_wins_with_one_chip():
    """11.7 test 2: the deal is one 48-card cycle; the suits take rows 1–4 when asked."""
    order = sorted_deck()
    deck = [order[(k + 1) % 48] for k in range(48)]  # the card of each cell belongs one on
    g = game(deck)
    events = flip(g, 0, 0)
    for suit, row in (("o", 0), ("c", 1), ("e", 2)):
        (card,) = g.hand
        assert card.suit == suit and len(g.legal_actions(0)) == 4 - row
        events += play(g, PlayCard(card, cell(row, card.rank - 1)))
    assert g.outcome().winners == (0,) and g.chips == 5
    assert [e.kind for e in events if isinstance(e, Announced)][-1] == WON
    assert face_down(g) == 0
    ups = [e for e in events if isinstance(e, Announced) and e.kind == CARD_UP]
    assert len(ups) == 48


def test_a_face_up_cell_cannot_be_turned_and_a_refusal_changes_nothing():
    g = game(sorted_deck())
    flip(g, 0, 0)
    before = (g.zones(), g.chips)
    with pytest.raises(IllegalAction, match="already face up"):
        flip(g, 0, 0)
    assert (g.zones(), g.chips) == before


def test_during_a_chain_the_card_in_hand_must_be_placed_first():
    g = game(deck_with({13: "1c", 14: "2o"}))
    flip(g, 1, 0)
    flip(g, 1, 1)
    with pytest.raises(IllegalAction, match="card in your hand"):
        flip(g, 3, 3)
    with pytest.raises(IllegalAction, match="own column"):
        play(g, put("2o", 0, 4))
    with pytest.raises(IllegalAction, match="own column"):
        play(g, put("2o", 1, 1))  # the row of copas


def test_the_last_chip_with_a_chain_still_finishes_the_chain_before_the_loss():
    """11.4 rule 5: no loss while a chain is in progress."""
    g = game(deck_with({13: "1c", 14: "2o"}))
    g.chips = 2
    flip(g, 1, 0)
    flip(g, 1, 1)
    assert g.chips == 0 and g.outcome() is None and g.actors() == (0,)
    play(g, put("2o", 0, 1))
    assert g.outcome().reason == "no_chips" and face_down(g) == 35


def test_the_chip_is_paid_as_the_card_is_turned_before_the_chain_it_starts():
    """11.3 rule 1: pay a chip and turn a card over; the chain comes after, paid already."""
    g = game(deck_with({13: "1c", 14: "2o"}))
    events = flip(g, 1, 0)  # 1c stays
    assert events[:2] == [Announced(CHIP_PAID, 0, {"chips": 5}),
                          Revealed(parse("1c"), cell(1, 0))]
    events = flip(g, 1, 1)  # 2o is out of place: a chain starts
    paid = [n for n, e in enumerate(events) if isinstance(e, Announced) and e.kind == CHIP_PAID]
    turned = next(n for n, e in enumerate(events) if isinstance(e, Revealed))
    first_move = next(n for n, e in enumerate(events) if isinstance(e, Moved))
    assert paid == [turned - 1] and turned < first_move
    assert events[paid[0]].data == {"chips": 4} and g.chips == 4
    events = play(g, put("2o", 0, 1))  # the chain goes on: nothing more is paid
    assert not any(isinstance(e, Announced) and e.kind == CHIP_PAID for e in events)
    assert g.chips == 4


# ---------------------------------------------------------------- 11.5 variants


def test_mazo_reducido_is_a_4_by_10_grid_of_the_40_card_deck():
    g = SolitarioEspanol({"reducido": True}, 3)
    assert sorted(g.all_cards()) == sorted(SPANISH_40)
    view = g.view(0)
    assert view.info["columns"] == ["1", "2", "3", "4", "5", "6", "7", "S", "C", "R"]
    assert len([z for z in view.zones if z.startswith("cell:")]) == 40
    assert view.info["chips"] == 6


def test_mazo_reducido_with_a_rey_variant_deals_36_cards_to_a_4_by_9_grid():
    deck = list(SPANISH_40)
    random.Random(8).shuffle(deck)
    g = game(deck, reducido=True, reyes_perdidos=True)
    zones = g.zones()
    assert zones[cell(1, 0)] == [deck[9]] and zones[cell(3, 8)] == [deck[35]]
    assert [zones[f"start:{k}"] for k in range(4)] == [[c] for c in deck[36:]]
    assert zones[cell(0, 9)] == []
    h = game(deck, reducido=True, intercambio=True)
    assert h.hand == deck[36:]


def test_variants_combine_only_as_11_5_says():
    with pytest.raises(OptionError, match="combinar"):
        SolitarioEspanol({"reducido": True, "intercambio": True}, 0)
    SolitarioEspanol({"reducido": True, "intercambio": True, "combinar": True}, 0)
    SolitarioEspanol({"reducido": True, "reyes_perdidos": True, "combinar": True}, 0)
    with pytest.raises(OptionError, match="cannot be combined"):
        SolitarioEspanol({"reyes_perdidos": True, "intercambio": True, "combinar": True}, 0)


def test_the_rey_variants_have_no_chips():
    assert SolitarioEspanol(None, 0, variant="reyes-perdidos").view(0).info["chips"] is None
    assert SolitarioEspanol(None, 0, variant="intercambio").view(0).info["chips"] is None


def test_example_4_reyes_perdidos_a_rey_start_card_goes_straight_to_the_rey_column():
    """11.7 test 4: chain length 0."""
    g = game(deck_with({45: "Ro", 46: "Rc", 47: "Re", 48: "Rb"}), reyes_perdidos=True)
    assert g.legal_actions(0) == [Reveal(f"start:{k}") for k in range(4)]
    events = play(g, Reveal("start:0"))
    assert Revealed(parse("Ro"), "start:0") in events
    assert g.legal_actions(0) == [put("Ro", r, 11) for r in range(4)]
    events = play(g, put("Ro", 2, 11))
    assert [e for e in events if isinstance(e, Moved)] == [
        Moved((parse("Ro"),), "hand:0", cell(2, 11), seat=0)]
    assert face_down(g) == 47 and g.hand == []


def test_example_7_reyes_perdidos_a_rey_gives_its_row_the_suit():
    """11.7 test 7: a later card of that suit must go to that row."""
    g = game(deck_with({45: "Ro", 46: "5o", 47: "Re", 48: "Rb"}), reyes_perdidos=True)
    play(g, Reveal("start:0"))
    play(g, put("Ro", 2, 11))
    assert g.view(0).info["row_suits"] == [None, None, "o", None]
    events = play(g, Reveal("start:1"))
    moves = [e for e in events if isinstance(e, Moved)]
    assert moves[0] == Moved((parse("5o"),), "start:1", "hand:0", seat=0)
    assert moves[2] == Moved((parse("5o"),), "hand:0", cell(2, 4), seat=0)


def test_reyes_perdidos_every_chain_ends_with_a_rey_and_the_fourth_ends_the_game():
    g = SolitarioEspanol(None, 11, variant="reyes-perdidos")
    chains = 0
    rng = random.Random(1)
    while g.actors():
        act = rng.choice(g.legal_actions(0))
        if isinstance(act, Reveal):
            chains += 1
        events = play(g, act)
        placed = [e.cards[0] for e in events if isinstance(e, Moved) and e.frm == "hand:0"]
        if g.hand == [] and placed:
            assert placed[-1].rank == 12
    assert chains == 4
    assert g.outcome().winners == ((0,) if face_down(g) == 0 else ())


def test_reyes_perdidos_the_fourth_rey_with_cards_face_down_loses():
    g = game(deck_with({45: "Ro", 46: "Rc", 47: "Re", 48: "Rb"}), reyes_perdidos=True)
    for k in range(4):
        play(g, Reveal(f"start:{k}"))
        if g.hand:  # the row of a Rey whose suit has none yet
            play(g, g.legal_actions(0)[0])
    assert g.outcome().winners == () and g.outcome().reason == "four_reyes"


def test_example_5_intercambio_a_hand_of_four_reyes_loses_at_once():
    """11.7 test 5."""
    g = game(deck_with({45: "Ro", 46: "Rc", 47: "Re", 48: "Rb"}), intercambio=True)
    assert g.outcome().winners == () and g.actors() == ()
    kinds = [e.kind for e in g.opening_events if isinstance(e, Announced)]
    assert kinds == [FOUR_KINGS, LOST]


def test_intercambio_a_card_of_the_hand_swaps_with_the_card_of_its_cell():
    g = game(deck_with({1: "Rb", 45: "Ro", 46: "Rc", 47: "Re", 48: "1o"}), intercambio=True)
    assert g.legal_actions(0) == [put("1o", r, 0) for r in range(4)]
    with pytest.raises(IllegalAction, match="King cannot be placed"):
        play(g, PlayCard(parse("Ro"), cell(0, 11)))
    events = play(g, put("1o", 0, 0))
    assert Moved((parse("Rb"),), cell(0, 0), "hand:0", seat=0) in events
    assert sorted(g.hand) == sorted(parse_many("Ro Rc Re Rb"))
    assert g.outcome().reason == "four_reyes"
    assert [e.kind for e in events if isinstance(e, Announced)] == [CARD_UP, FOUR_KINGS, LOST]


def test_intercambio_wins_when_no_face_down_card_remains():
    order = [Card(r, s) for s in SUITS for r in RANKS_48[:-1]]
    deck = [order[(k + 1) % 44] for k in range(44)] + [order[0]] + parse_many("Rc Re Rb")
    # the cell of 1o holds 2o; the hand's 1o swaps along the whole cycle back to itself
    deck[deck.index(order[0])] = parse("Ro")
    g = game(deck, intercambio=True)
    rng = random.Random(0)
    while g.actors():
        legal = g.legal_actions(0)
        preferred = [a for a in legal if int(a.target.split(":")[1].split(",")[0])
                     == SUITS.index(a.card.suit)]
        play(g, preferred[0] if preferred else rng.choice(legal))
    assert g.outcome().winners == (0,) and face_down(g) == 0
