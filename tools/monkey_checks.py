"""What the monkey (tools/monkey.py) checks after each event: what a still table shows, that
the match in progress can be resumed, and that no message on screen is a Python error.

Each check returns what is wrong, in words (an empty list when all is well), so that the run
can tell a known fault from a new one when a table has several.
"""

from __future__ import annotations

import re
from typing import Any

from naipes_pg import store
from naipes_pg.rules.record import RecordError, state_digest
from naipes_pg.ui.match import Match, saver
from naipes_pg.ui.table.replay import ReplayScene
from naipes_pg.ui.table.scene import TableScene

ERROR_TEXT = re.compile(r"Traceback|Error:|object has no attribute|NoneType|"
                        r"unexpected keyword|not subscriptable|not callable|Exception")


def message_problems(app: Any) -> list[str]:
    return [f"a message shows an error: {message!r}" for message in app.toasts.messages()
            if ERROR_TEXT.search(message)]


def still_table(app: Any) -> TableScene | None:
    """The table on top, a match being played (not watched), at rest and in step with its
    view: what the player looks at, with nothing moving."""
    table = app.stack.top
    if not isinstance(table, TableScene) or isinstance(table, ReplayScene):
        return None
    if table.busy() or not table.board.synced or table.finale.cascade is not None:
        return None
    return table


def table_problems(app: Any) -> list[str]:
    table = still_table(app)
    if table is None:
        return []
    found = seat_problems(table) + hidden_problems(table) + face_problems(table)
    where = (f"{table.game_id} (viewer {table.viewer}, "
             f"{len(table.match.game.history)} moves)")
    return [f"{where}: {problem}" for problem in found]


def seat_problems(table: TableScene) -> list[str]:
    """The table looks from the right seat: the one person's; in hot-seat, the person to
    act (or nobody, while the computers play)."""
    match = table.match
    humans = match.humans
    if len(humans) == 1 and table.viewer != humans[0]:
        return [f"the table looks from seat {table.viewer}, the person sits at {humans[0]}"]
    if not humans and table.viewer is not None:
        return [f"no person plays, but the table looks from seat {table.viewer}"]
    to_act = match.human_to_act()
    if match.hot_seat and match.game.outcome() is None and table.viewer is not None \
            and to_act is not None and table.viewer != to_act:
        return [f"seat {table.viewer}'s table is shown while seat {to_act} is to act"]
    return []


def hidden_problems(table: TableScene) -> list[str]:
    """No card the viewer's own view hides is face up on the table, drawn, or known in a
    hand (the table's view may be patched; the rules' view of the seat is the judge). A card
    the viewer saw land on a squared-up pile, now under its top, may keep its face there: it
    cannot be read under the top, and the view names it again when it surfaces."""
    seat = table.viewer
    view = table.match.game.view(seat).zones
    covered = covered_cards(table, view)
    found: list[str] = []
    hidden_under = {card for cards in covered.values() for card in cards}
    for zone, pile in table.piles.items():
        allowed = {card for card in view.get(zone, ()) if card is not None}
        for sprite in pile:
            if sprite.card is None or sprite.card in allowed or sprite.card in hidden_under:
                continue
            if sprite.face_up:
                found.append(f"{sprite.card} is face up in {zone}, hidden from seat {seat}")
            elif zone.startswith("hand:"):
                found.append(f"the table knows {sprite.card} in {zone}, hidden from seat {seat}")
    every = {card for cards in view.values() for card in cards if card is not None}
    leaked = set(table.drawn_faces) - every - hidden_under
    if leaked:
        found.append(f"drawn face up, hidden from seat {seat}: {sorted(map(str, leaked))}")
    return found


def covered_cards(table: TableScene, view: dict[str, Any]) -> dict[str, list]:
    """By zone, the cards face up under the top of a squared-up pile that ``view`` hides."""
    found: dict[str, list] = {}
    for zone, pile in table.piles.items():
        box = table.boxes.get(zone)
        if box is None or box.style != "stack":
            continue
        allowed = {card for card in view.get(zone, ()) if card is not None}
        cards = [s.card for s in pile[:-1] if s.face_up and s.card is not None
                 and s.card not in allowed]
        if cards:
            found[zone] = cards
    return found


def face_problems(table: TableScene) -> list[str]:
    """Face up on the table is exactly what the table's view shows face up: the zones drawn
    face up, and the known cards the layout shows in a zone drawn face down (the covered
    cards of a pile are ``hidden_problems``' to tell)."""
    view = table.current_view().zones
    covered = covered_cards(table, view)
    found = []
    for zone in dict.fromkeys([*view, *table.piles]):
        box = table.boxes.get(zone)
        up = {s.card for s in table.piles.get(zone, []) if s.face_up and s.card is not None}
        up -= set(covered.get(zone, ()))
        shown = {card for card in view.get(zone, ()) if card is not None and box is not None
                 and (box.face_up or table.layout.shows_known(zone, box))}
        if up - shown:
            found.append(f"{zone}: face up, though the view does not show them: "
                         f"{sorted(map(str, up - shown))}")
        if shown - up:
            found.append(f"{zone}: face down, though the view shows them: "
                         f"{sorted(map(str, shown - up))}")
    return found


def match_in_progress(app: Any) -> Match | None:
    """The match of a table that is a game being played (not watched, not a solution shown),
    not over yet."""
    for scene in reversed(app.stack.scenes):
        if isinstance(scene, TableScene) and not isinstance(scene, ReplayScene):
            match = scene.match
            if not match.demo and match.game.outcome() is None:
                return match
    return None


def resume_problems(match: Match) -> list[str]:
    """The save of ``match`` replays to the state it is in (the autosave has no digest: it
    is compared here)."""
    game = match.game
    saver().flush()
    record = store.load_match(game.spec.id)
    if record is None:
        return [f"no save of {game.spec.id} after {len(game.history)} moves"] \
            if game.history else []
    try:
        again = Match.from_saved(record)
    except RecordError as error:
        return [f"the save of {game.spec.id} cannot be replayed: {error}"]
    if state_digest(again.game) != state_digest(game):
        return [f"the save of {game.spec.id} resumes elsewhere: "
                f"{len(record.get('actions', []))} moves saved, {len(game.history)} played"]
    return []
