"""The board: what lies where. The card sprites in their piles, the zones' boxes, the cards
in flight, and the ways they are made to match the viewer's view (dealt, rebuilt, reconciled,
glided to)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from ...cards import Card
from ...rules.events import HandOver, Moved
from .. import theme
from ..anim import Animator
from .layout import Layout, ZoneBox
from .parts import Captions, Seats, Sight
from .sprites import CardSprite

log = logging.getLogger("naipes.table")

FLIGHT = 0.38  # seconds for a card to fly from one zone to another at normal speed


class Board:
    def __init__(self, layout: Layout, players: int, seats: Seats, sight: Sight,
                 captions: Captions, on_lay_out: Callable[[], None]) -> None:
        self.layout = layout
        self.players = players
        self.seats = seats
        self.sight = sight
        self.captions = captions
        self.on_lay_out = on_lay_out  # the painter forgets the last frame's items
        self.animator = Animator()
        self.piles: dict[str, list[CardSprite]] = {}
        self.boxes: dict[str, ZoneBox] = {}
        self.flying: list[CardSprite] = []
        self.synced = True  # the sprites show the view (False while events are shown)
        self.resyncs = 0
        self.kept: dict[str, list[Card]] = {}  # a hand in its player's order, last seen whole

    # -- the zones' places -------------------------------------------------------------------

    def lay_out(self, size: tuple[int, int], also: str | None = None) -> None:
        """The zones' places for the zones the view has now (and ``also``, one an event is
        about to fill)."""
        zones = list(self.sight.current_view().zones)
        if also is not None and also not in zones:
            zones.append(also)
        self.boxes = self.layout.boxes(self.sight.table_size(size), self.seats.bottom,
                                       self.players, zones)
        self.on_lay_out()

    def _zone_appeared(self, zone: str) -> None:
        """A zone the table had no place for gets one: the boxes are laid out again, and the
        cards already there move to their new places."""
        self.lay_out(self.sight.window, zone)
        for other in self.piles:
            self.place(other)

    def sprite(self, card: Card | None, zone: str) -> CardSprite:
        box = self.boxes.get(zone)
        window = self.sight.window
        x, y = box.rect.center if box else (window[0] / 2, window[1] / 2)
        return CardSprite(card, x, y, bool(box and box.face_up), zone)

    def face_shown(self, zone: str, card: Card | None) -> bool:
        """Whether a card the view names in ``zone`` lies face up: always where the zone is
        drawn face up; where it is drawn face down, as its layout says (a card shown from a
        hidden hand is, a known card in a taken pile is not)."""
        box = self.boxes.get(zone)
        return card is not None and box is not None and (box.face_up
                                                         or self.layout.shows_known(zone, box))

    # -- matching the view -------------------------------------------------------------------

    def deal_from_stock(self, view: Any) -> None:
        """A new match: every card of the view face down on the stock, to be dealt."""
        everything = [c for cards in view.zones.values() for c in cards]
        self.piles = {zone: [] for zone in view.zones}
        self.piles["stock"] = [self.sprite(None, "stock") for _ in everything]
        self.place_all(0)

    def rebuild(self, zones: dict[str, Any] | None = None) -> None:
        """Make the sprites exactly what the viewer's view shows, or ``zones`` as given (no
        animation)."""
        view = self.sight.current_view()
        known = {s.card: s for pile in self.piles.values() for s in pile if s.card is not None}
        self._keep_orders()
        self.piles = {}
        for zone, cards in (view.zones if zones is None else zones).items():
            cards = self._in_kept_order(zone, cards)
            pile = []
            for card in cards:
                sprite = known.pop(card, None) if card is not None else None
                sprite = sprite or self.sprite(card, zone)
                sprite.card, sprite.zone = card, zone
                sprite.face_up = self.face_shown(zone, card)
                sprite.flip, sprite.glow, sprite.lift = 1.0, None, 0.0
                pile.append(sprite)
            self.piles[zone] = pile
        self.flying.clear()
        self.place_all(0)
        self.captions.refresh(view)
        self.synced = True

    def _keep_orders(self) -> None:
        """Note the order of each hand seen whole that its player arranges
        (``Layout.own_order``), so a redrawn table (a hot-seat hand-over) keeps it."""
        if not self.layout.own_order():
            return
        for zone, pile in self.piles.items():
            if zone.startswith("hand:") and pile and all(s.card is not None for s in pile):
                self.kept[zone] = [s.card for s in pile]

    def _in_kept_order(self, zone: str, cards: Any) -> Any:
        """``cards`` in the order last kept for ``zone``; cards it did not hold go last."""
        kept = self.kept.get(zone)
        if not kept or None in cards:
            return cards
        place = {card: i for i, card in enumerate(kept)}
        return sorted(cards, key=lambda card: place.get(card, len(kept)))

    def show_final(self, event: HandOver) -> None:
        """The table as the hand ended, before its figures: the events should have made it
        so; if they did not, snap to the hand's final piles rather than show something false."""
        final = event.piles
        if any(not (self.pile_shows(zone, cards) or self._reorder(zone, cards))
               for zone, cards in final.items()):
            log.warning("table out of step with the hand's end; redrawing it")
            self.resyncs += 1
            self.rebuild(dict(final))

    def _reorder(self, zone: str, cards: Any) -> bool:
        """A pile holding the view's cards in another order takes the view's order, its
        cards sliding there; False when the cards themselves differ. It happens where the
        viewer cannot tell which hidden card left a hand that also shows cards (a Tute
        cante, an exchanged trump): the table took one hidden card, the rules another."""
        pile = self.piles.get(zone, [])
        if len(pile) != len(cards):
            return False
        known = {s.card: s for s in pile if s.card is not None}
        if any(card is not None and card not in known for card in cards):
            return False
        placed = {id(known[card]) for card in cards if card is not None}
        rest = [s for s in pile if id(s) not in placed]
        if any(s.card is not None for s in rest):  # a card the view hides: redraw instead
            return False
        rest = iter(rest)
        self.piles[zone] = [known[card] if card is not None else next(rest) for card in cards]
        self.place(zone)
        return True

    def pile_shows(self, zone: str, cards: Any) -> bool:
        """Whether ``zone`` lies as the view says: card for card, or, a hand kept in its
        player's order (``Layout.own_order``) and seen whole, the same cards in any order (a
        hand that hides cards lies as the view says, its known cards in their places)."""
        pile = self.piles.get(zone, [])
        if len(pile) != len(cards):
            return False
        if zone.startswith("hand:") and self.layout.own_order() and None not in cards:
            return sorted(map(str, (s.card for s in pile))) == sorted(map(str, cards))
        return all(c is None or s.card == c for s, c in zip(pile, cards, strict=True))

    def reconcile(self) -> None:
        """After the events played out, the sprites must match the view; if they don't (a gap
        in the event mapping), snap to the view rather than show something false."""
        view = self.sight.current_view()
        for zone, cards in view.zones.items():
            if not (self.pile_shows(zone, cards) or self._reorder(zone, cards)
                    or self._reveal(zone, cards)):
                log.warning("table out of step with the rules at %s; redrawing", zone)
                self.resyncs += 1
                self.rebuild()
                return
            self._forget_hidden(zone, cards)
        self.captions.refresh(view)
        self.synced = True

    def _reveal(self, zone: str, cards: Any) -> bool:
        """Cards the view now names where the table held them unknown turn over where they
        lie: a pile redrawn from a view (a resumed match, undo) knows only its top, and the
        card under it is named once the top has gone. False when anything else differs."""
        pile = self.piles.get(zone, [])
        if len(pile) != len(cards) or any(
                card is not None and s.card is not None and s.card != card
                for s, card in zip(pile, cards, strict=True)):
            return False
        for sprite, card in zip(pile, cards, strict=True):
            if card is not None and sprite.card is None:
                self.turn_over(sprite, card, self.face_shown(zone, card))
        return True

    def _forget_hidden(self, zone: str, cards: Any) -> None:
        """A card the viewer saw go into a place drawn face down, which the view no longer
        names, lies face down there: the table shows what the view shows, no more."""
        box = self.boxes.get(zone)
        if box is None or box.face_up:
            return
        for sprite, card in zip(self.piles.get(zone, []), cards, strict=True):
            if card is None and sprite.card is not None:
                self.turn_over(sprite, None, False)
                sprite.card = None

    def glide_to_view(self) -> None:
        """Make the sprites what the view shows, each card flying from where it lies to its
        place and turning over if it must (undo: cards move, they never jump)."""
        view = self.sight.current_view()
        self.lay_out(self.sight.window)
        known = {s.card: s for pile in self.piles.values() for s in pile if s.card is not None}
        unknown = {zone: [s for s in pile if s.card is None] for zone, pile in self.piles.items()}
        wanted = {card for cards in view.zones.values() for card in cards if card is not None}
        spare = [s for card, s in known.items() if card not in wanted]  # cards now hidden
        piles: dict[str, list[CardSprite]] = {}
        for zone, cards in view.zones.items():
            pile = []
            for card in cards:
                sprite = known.pop(card, None) if card is not None else None
                if sprite is None:
                    pool = unknown.get(zone) or next((p for p in unknown.values() if p), None)
                    sprite = (pool.pop() if pool else spare.pop() if spare
                              else self.sprite(None, zone))
                sprite.zone, sprite.glow, sprite.lift = zone, None, 0.0
                self.turn_over(sprite, card, self.face_shown(zone, card))
                if card is None:
                    sprite.card = None
                pile.append(sprite)
            piles[zone] = pile
        self.piles = piles
        self.place_all()
        self.captions.refresh(view)
        self.synced = True

    # -- placing sprites ---------------------------------------------------------------------

    def place(self, zone: str, duration: float | None = None) -> None:
        box = self.boxes.get(zone)
        pile = self.piles.get(zone, [])
        if box is None:
            return
        cw, ch = self.sight.card_dims
        duration = FLIGHT * self.sight.speed if duration is None else duration
        turn = int(box.style == "crosswise")
        spots = box.card_positions([sprite.card for sprite in pile], cw, ch)
        for sprite, (x, y) in zip(pile, spots, strict=True):
            sprite.turn = turn
            if abs(sprite.x - x) > 0.5 or abs(sprite.y - y) > 0.5:
                self._fly(sprite, x, y, duration)

    def place_all(self, duration: float | None = None) -> None:
        for zone in self.piles:
            self.place(zone, duration)

    def _fly(self, sprite: CardSprite, x: float, y: float, duration: float) -> None:
        if duration <= 0:
            self.animator.animate(sprite, 0, x=x, y=y)
            return
        if sprite not in self.flying:
            self.flying.append(sprite)

        def landed() -> None:
            if sprite in self.flying:
                self.flying.remove(sprite)

        self.animator.animate(sprite, duration, x=x, y=y, on_done=landed)

    def turn_over(self, sprite: CardSprite, card: Card | None, face_up: bool) -> None:
        """Give the sprite its card and turn it face up (or down) with a flip."""
        if card is not None:
            sprite.card = card
        show = face_up and sprite.card is not None
        if show != sprite.face_up:
            sprite.face_up = show
            sprite.flip = 0.0
            self.animator.animate(sprite, FLIGHT * self.sight.speed * 0.8, ease="in_out",
                                  flip=1.0)

    def take(self, zone: str, card: Card | None, end: str = "top") -> CardSprite:
        """The sprite of ``card`` in ``zone``; for a card the viewer did not know, a face-down
        sprite from that end of the pile."""
        pile = self.piles.setdefault(zone, [])
        if card is not None:
            for i, sprite in enumerate(pile):
                if sprite.card == card:
                    return pile.pop(i)
        order = range(len(pile)) if end == "bottom" else range(len(pile) - 1, -1, -1)
        for i in order:
            if pile[i].card is None:
                return pile.pop(i)
        if pile:
            return pile.pop(0 if end == "bottom" else -1)
        log.debug("no sprite for %s in %s; making one", card, zone)
        return self.sprite(card, zone)

    def move_block(self, event: Moved) -> None:
        """Take the block from its end of ``frm`` and lay it, in the same order, on ``to``."""
        from_top = event.frm_end != "bottom"
        cards = list(reversed(event.cards)) if from_top else list(event.cards)
        block = [self.take(event.frm, card, event.frm_end) for card in cards]
        if from_top:
            block.reverse()
        for sprite, card in zip(block, event.cards, strict=True):
            sprite.card = card  # a move the viewer cannot see leaves the card unknown
        if event.to_end == "bottom":
            for sprite in reversed(block):
                self.put(sprite, event.to, "bottom")
        else:
            for sprite in block:
                self.put(sprite, event.to)

    def put(self, sprite: CardSprite, zone: str, end: str = "top") -> None:
        if zone not in self.boxes:
            self._zone_appeared(zone)
        pile = self.piles.setdefault(zone, [])
        pile.insert(0, sprite) if end == "bottom" else pile.append(sprite)
        sprite.zone = zone
        sprite.lift = 0.0  # a card raised before it was played lies flat where it lands
        if sprite.glow == theme.HIGHLIGHT:  # or lit, with reduced motion
            sprite.glow = None
        self.turn_over(sprite, None, self.face_shown(zone, sprite.card))

    def gather(self) -> None:
        """All cards back to the stock, face down, for a new shuffle and deal."""
        sprites = [s for pile in self.piles.values() for s in pile]
        self.piles = {zone: [] for zone in self.piles}
        for sprite in sprites:
            sprite.card = None
            sprite.face_up = False
            sprite.flip = 1.0
            self.put(sprite, "stock")

    def lit_only(self, glow: Any, lit: Callable[[str, list[CardSprite], CardSprite], bool]
                 ) -> None:
        """Every sprite ``lit`` says glows with ``glow``, every other not at all."""
        for zone, pile in self.piles.items():
            for sprite in pile:
                sprite.glow = glow if lit(zone, pile, sprite) else None

    def unlight(self, glow: Any) -> None:
        """No sprite glows with ``glow`` any more."""
        for pile in self.piles.values():
            for sprite in pile:
                if sprite.glow == glow:
                    sprite.glow = None
