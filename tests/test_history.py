"""The history of finished matches, the replay viewer and the match file it exports."""

from __future__ import annotations

import json
import random

import pygame
import pytest
from uihelpers import make_app, post_key, post_mouse

from naipes_pg.ai import make_agent
from naipes_pg.cli import main as cli_main
from naipes_pg.records import Finished, Played, Records, Seat
from naipes_pg.replay import Replay, open_events, open_view
from naipes_pg.rules.base import CLOCK
from naipes_pg.rules.events import HandStarted
from naipes_pg.rules.record import RecordError, from_record, state_digest, to_record
from naipes_pg.rules.registry import GAMES, new_game

# ------------------------------------------------------------------------------- records


def played(game_id: str, seed: int, options=None, moves: int | None = None) -> dict:
    """A greedy match of ``game_id`` as its save record (to its end, or ``moves`` long)."""
    game = new_game(game_id, options or {}, seed)
    agent = make_agent("greedy", game_id, seed)
    while game.outcome() is None and (moves is None or len(game.history) < moves):
        seat = game.actors()[0]
        act = game.legal_actions(CLOCK)[0] if seat == CLOCK else agent.choose(game, seat)
        game.apply(seat, act)
    record = to_record(game)
    record["table"] = {"seats": [{"kind": "human" if n == 0 else "computer",
                                  "name": "Ana" if n == 0 else f"Máquina {n}",
                                  "level": "normal"} for n in range(game.players)]}
    return record


@pytest.fixture(scope="module")
def brisca_record():
    return played("brisca", 4)


@pytest.fixture(scope="module")
def escoba_record():
    return played("escoba", 2)


# ------------------------------------------------------------------------------- stepping


def test_every_position_is_the_match_replayed_that_far(escoba_record):
    replay = Replay(escoba_record)
    rng = random.Random(1)
    for position in [0, replay.length, *rng.sample(range(replay.length), 12), 3, 2, 1]:
        replay.go_to(position)
        prefix = dict(escoba_record, actions=escoba_record["actions"][:position])
        prefix.pop("digest")
        assert replay.position == position
        assert state_digest(replay.game) == state_digest(from_record(prefix))


def test_forward_gives_the_moves_events_and_stops_at_the_end(brisca_record):
    replay = Replay(brisca_record)
    replay.go_to(replay.length - 1)
    assert replay.forward()  # the last move: the trick, the hand, the match
    assert replay.game.outcome() is not None
    assert replay.forward() == [] and replay.position == replay.length
    assert replay.finished


def test_hands_start_where_the_rules_deal_again(escoba_record):
    replay = Replay(escoba_record)
    assert replay.hands[0] == 0
    game = new_game("escoba", escoba_record["options"], escoba_record["seed"])
    starts = [0]
    for number, (seat, act) in enumerate(replay.moves, 1):
        if any(isinstance(e, HandStarted) for e in game.apply(seat, act)):
            starts.append(number)
    assert replay.hands == [s for s in starts if s < replay.length]
    assert len(replay.hands) >= 2  # an Escoba match to 21 takes several hands


def test_back_a_hand_and_on_a_hand(escoba_record):
    replay = Replay(escoba_record)
    second = replay.hands[1]
    replay.go_to(second + 3)
    assert replay.previous_hand() == second  # to the start of the hand in play
    replay.go_to(second)
    assert replay.previous_hand() == 0  # already there: the hand before
    assert replay.next_hand() == (replay.hands[2] if len(replay.hands) > 2 else replay.length)
    replay.go_to(replay.hands[-1])
    assert replay.next_hand() == replay.length


def test_a_damaged_record_is_refused_at_once(escoba_record):
    edited = json.loads(json.dumps(escoba_record))
    edited["actions"][5], edited["actions"][6] = edited["actions"][6], edited["actions"][5]
    with pytest.raises(RecordError):
        Replay(edited)
    for bad in (None, [], {"format": "naipes-match/1"}, dict(escoba_record, actions=[[0]]),
                dict(escoba_record, options={"players": "many"})):
        with pytest.raises(RecordError):
            Replay(bad)


def test_seats_come_from_the_table_or_are_left_unnamed(brisca_record):
    assert [s.name for s in Replay(brisca_record).seats()] == ["Ana", "Máquina 1"]
    bare = {k: v for k, v in brisca_record.items() if k != "table"}
    assert [(s.name, s.human) for s in Replay(bare).seats()] == [("", False), ("", False)]


def test_the_open_view_shows_every_hand_and_no_stock(brisca_record):
    replay = Replay(brisca_record)
    replay.go_to(3)
    game = replay.game
    view = open_view(game)
    for seat in range(game.players):
        assert view.zones[f"hand:{seat}"] == game.view(seat).zones[f"hand:{seat}"]
        assert None not in view.zones[f"hand:{seat}"]
    assert all(card is None for card in view.zones["stock"])


def test_open_events_name_what_any_seat_saw(brisca_record):
    replay = Replay(brisca_record)
    replay.go_to(1)
    game = replay.game
    events = game.apply(*replay.next_move())
    shown = open_events(game, events)
    for seat in range(game.players):
        mine = game.redact(events, seat)
        for open_event, seat_event in zip(shown, mine, strict=True):
            for field in ("cards", "card"):
                theirs = getattr(seat_event, field, None)
                if isinstance(theirs, tuple):
                    ours = getattr(open_event, field)
                    assert all(o == t for o, t in zip(ours, theirs, strict=True) if t is not None)


# ------------------------------------------------------------------------------- the database


def finished(record: dict, when: str, seconds: float = 95.0) -> Finished:
    game = from_record(record)
    outcome = game.outcome()
    return Finished(game=record["game"], variant="", options=record["options"],
                    seats=tuple(Seat(s["name"], s["kind"] == "human", "",
                                     float(outcome.returns[n]))
                                for n, s in enumerate(record["table"]["seats"])),
                    winners=tuple(outcome.winners), seconds=seconds, moves=20, save=record,
                    finished=when)


def test_the_history_lists_the_last_first_and_filters_by_game(tmp_path, brisca_record,
                                                              escoba_record):
    records = Records(tmp_path / "r.sqlite3")
    records.add(finished(brisca_record, "2026-11-25 20:00:00"))
    records.add(finished(escoba_record, "2026-11-26 21:00:00"))
    listed = records.matches()
    assert [m.game for m in listed] == ["escoba", "brisca"]
    assert [s.name for s in listed[1].seats] == ["Ana", "Máquina 1"]
    assert [m.game for m in records.matches("brisca")] == ["brisca"]
    assert records.games_played() == ["escoba", "brisca"]
    assert records.save_of(listed[0].row)["actions"] == escoba_record["actions"]


def test_a_crowded_table_names_its_people_and_winners_and_counts_the_rest():
    from naipes_pg.ui.scenes.history import _players

    seats = (Seat("Lucía", True, "", 0.0),) + tuple(
        Seat(f"Ordenador {n}", False, "normal", 1.0 if n == 3 else 0.0) for n in range(1, 6))
    played = Played(row=1, game="veneno", variant="", seats=seats, winners=(3,),
                    seconds=60.0, moves=30, finished="2026-11-30 20:00:00")
    assert _players(played) == ("Lucía, Ordenador 1, Ordenador 2, ★ Ordenador 3, "
                                "Ordenador 4, Ordenador 5")
    assert _players(played, short=True) == "Lucía, ★ Ordenador 3 + 4 más"


def test_a_match_of_several_people_names_who_of_them_won():
    """One person, or partners who won together: Victoria, Empate, Derrota. Two or more at one
    computer (hot-seat) where some beat the others: the winners, by name; "Derrota" when the
    computer beat them all; "Empate" when they shared it; "—" when nobody played."""
    from naipes_pg.ui.scenes.history import _result

    def played(*seats):
        winners = tuple(n for n, seat in enumerate(seats) if seat.result >= 1)
        return Played(row=1, game="brisca", variant="", seats=seats, winners=winners,
                      seconds=60.0, moves=30, finished="2026-11-30 20:00:00")

    lucia, pedro, ana = (Seat(name, True, "", 0.0) for name in ("Lucía", "Pedro", "Ana"))
    pc = Seat("Ordenador", False, "normal", 0.0)
    won = {seat.name: Seat(seat.name, seat.human, seat.level, 1.0) for seat in (lucia, pedro, pc)}
    assert _result(played(won["Lucía"], pc)) == "Victoria"
    assert _result(played(lucia, won["Ordenador"])) == "Derrota"
    assert _result(played(lucia, won["Pedro"])) == "Ganó Pedro"
    assert _result(played(won["Lucía"], pc, won["Pedro"], ana)) == "Ganaron Lucía y Pedro"
    assert _result(played(won["Lucía"], pc, won["Pedro"], ana), short=True) == (
        "Ganaron Lucía y compañía")
    assert _result(played(won["Lucía"], pc, won["Pedro"])) == "Victoria"  # partners, together
    assert _result(played(lucia, won["Ordenador"], pedro)) == "Derrota"
    half = [Seat(name, True, "", 0.5) for name in ("Lucía", "Pedro")]
    assert _result(played(*half)) == "Empate"
    assert _result(played(pc, won["Ordenador"])) == "—"


def test_names_too_long_for_their_cell_are_cut_short_not_shrunk_out_of_sight(tmp_path):
    """At 640×480 a four-person row with long names is said shorter, then cut with "…" at a
    readable size, inside its column."""
    from naipes_pg.ui import theme
    from naipes_pg.ui.scenes.history import HistoryScene

    app = make_app(tmp_path, size=(640, 480))
    seats = (Seat("Maximiliano12", True, "", 1.0), Seat("Ana", True, "", 0.0),
             Seat("Bartolomé", True, "", 1.0), Seat("Eva", True, "", 0.0))
    app.records.add(Finished(game="brisca", variant="", options={}, seats=seats, winners=(0, 2),
                             seconds=60.0, moves=30, save={}, finished="2026-11-30 20:00:00"))
    scene = HistoryScene(app)
    app.stack.push(scene)
    theme.start_recording()
    scene.draw(app.screen)
    drawn = {sig[1]: (pygame.Rect(rect), sig[2]) for rect, sig in theme.stop_recording()
             if sig[0] == "text"}
    row = scene.rows[0].rect
    starts = scene._columns(row) + [row.right]
    names = next(w for w in drawn if w.startswith("★ Maximiliano12"))
    result = next(w for w in drawn if w.startswith("Ganaron"))
    for words, column in ((names, 2), (result, 3)):
        rect, size = drawn[words]
        assert words.endswith("…"), words
        assert rect.right <= starts[column + 1] + 2  # inside its column (the record adds 2)
        assert theme.text_px(size) >= 9
    words = "Ganaron Maximiliano12 y compañía"
    cut = theme.cut_to_fit(words, 12, 60)
    assert cut.endswith("…") and words.startswith(cut[:-1])
    assert theme.font(12).size(cut)[0] <= 60
    assert theme.cut_to_fit("Empate", 12, 200) == "Empate"


# ------------------------------------------------------------------------------- on screen


def frames(app, n=1):
    for _ in range(n):
        app.frame(1 / 60)


def settle(app, table, limit=3000):
    for _ in range(limit):
        app.frame(1 / 60)
        if not table.busy() and table.target is None and table.board.synced:
            return
    raise AssertionError("the table never came to rest")


def test_a_past_match_opens_from_the_history_and_steps_both_ways(tmp_path, brisca_record):
    from naipes_pg.ui.scenes.history import HistoryScene
    from naipes_pg.ui.table.replay import ReplayScene

    app = make_app(tmp_path, speed="fast")
    app.records.add(finished(brisca_record, "2026-11-25 20:00:00"))
    app.to_menu()
    app.open_history()
    history = app.stack.top
    assert isinstance(history, HistoryScene) and len(history.rows) == 1
    frames(app)
    post_mouse("up", history.rows[0].rect.center)
    frames(app)
    table = app.stack.top
    assert isinstance(table, ReplayScene)
    assert table.viewer == 0  # Ana's match, as Ana saw it
    settle(app, table)
    for _ in range(3):
        post_key(pygame.K_RIGHT)
        frames(app)
        settle(app, table)
    assert table.replay.position == 3 and table.resyncs == 0
    assert table.match.game.history == [tuple(m) for m in table.replay.moves[:3]]
    post_key(pygame.K_LEFT)
    settle(app, table)
    assert table.replay.position == 2 and table.resyncs == 0
    post_key(pygame.K_END)
    settle(app, table)
    assert table.match.game.outcome() is not None
    assert app.records.matches()[0].row == 1 and len(app.records.matches()) == 1  # not counted
    post_key(pygame.K_ESCAPE)
    frames(app)
    assert app.stack.top is history


def test_playing_runs_to_the_end_and_every_step_matches_the_view(tmp_path, escoba_record):
    from naipes_pg.ui.table.replay import EVERYONE, ReplayScene

    app = make_app(tmp_path, speed="instant")
    bare = {k: v for k, v in escoba_record.items() if k != "table"}  # a selfplay file
    table = ReplayScene(app, Replay(bare))
    app.stack.push(table)
    assert table.seen_by == EVERYONE  # nobody's match: once over, every hand is shown
    table.rate = 4.0
    post_key(pygame.K_SPACE)
    for _ in range(40_000):
        app.frame(1 / 60)
        if table.replay.position == table.replay.length and not table.busy():
            break
    assert table.replay.position == table.replay.length
    assert not table.playing and table.resyncs == 0


def test_the_view_changes_to_each_seat_and_every_hand(tmp_path, brisca_record):
    from naipes_pg.ui.table.replay import EVERYONE, ReplayScene

    app = make_app(tmp_path)
    table = ReplayScene(app, Replay(brisca_record))
    app.stack.push(table)
    settle(app, table)
    seen = []
    for _ in range(3):
        post_key(pygame.K_v)
        settle(app, table)
        seen.append(table.seen_by)
        faces = {c for pile in table.piles.values() for s in pile if s.face_up
                 for c in [s.card]}
        hands = [set(table.match.game.zones()[f"hand:{n}"]) for n in range(2)]
        if table.seen_by == EVERYONE:
            assert hands[0] <= faces and hands[1] <= faces
        else:
            assert hands[table.seen_by] <= faces and not hands[1 - table.seen_by] & faces
    assert seen == [1, EVERYONE, 0]


@pytest.mark.parametrize("game_id,options,seed", [("granja", {"players": 6}, 2),
                                                   ("brisca", {}, 4)])
def test_eyes_changed_while_a_move_is_shown_take_effect_once_it_is(
        tmp_path, game_id, options, seed):
    """V pressed while the last move's cards still fly: the move ends as it began, then the
    table turns to the other eyes. It once glided to them at once and the rest of the move
    then played on top, a card too many in a hand, and the hand's end snapped the table."""
    from naipes_pg.ui.table.replay import ReplayScene

    app = make_app(tmp_path, speed="normal")
    game = new_game(game_id, options, seed)
    agent = make_agent("random", game_id, seed)
    while game.outcome() is None:
        seat = game.actors()[0]
        game.apply(seat, game.legal_actions(CLOCK)[0] if seat == CLOCK
                   else agent.choose(game, seat))
    table = ReplayScene(app, Replay(to_record(game)))
    app.stack.push(table)
    table.go(table.replay.length - 1)
    settle(app, table)
    looked = []
    for _ in range(2):
        post_key(pygame.K_RIGHT if not looked else pygame.K_v)
        frames(app, 2)
        assert table.busy()  # the last move is being shown
        post_key(pygame.K_v)
        frames(app)
        looked.append(table.view_name())
        settle(app, table)
        assert table.resyncs == 0
        assert table.view_name() == looked[-1]
    assert looked[0] != looked[1]
    view = table.current_view().zones
    for zone, cards in view.items():
        assert [s.card for s in table.piles.get(zone, [])] == list(cards), zone


def test_only_the_player_seen_through_his_own_eyes_is_called_you(tmp_path):
    """Ana's Stolen House: through her eyes her house is "Your house"; through the
    computer's, each house goes by its owner's name."""
    from naipes_pg.ui.table.replay import ReplayScene

    app = make_app(tmp_path)
    table = ReplayScene(app, Replay(played("ronda-robada", 3)))
    app.stack.push(table)
    settle(app, table)

    def labels():
        return [table.hud.zone_label(zone, table.boxes[zone]) for zone in ("house:0", "house:1")]

    ana, machine = labels()
    assert ana.startswith("Tu casa") and "Máquina 1" in machine
    post_key(pygame.K_v)
    settle(app, table)
    assert table.viewer == 1
    ana, machine = labels()
    assert "Ana" in ana and "Máquina 1" in machine and "Tu casa" not in ana + machine


def test_the_bar_says_who_won_at_the_end_however_the_table_got_there(tmp_path, brisca_record):
    from naipes_pg.ui.table.replay import ReplayScene

    app = make_app(tmp_path)
    table = ReplayScene(app, Replay(brisca_record))
    app.stack.push(table)
    settle(app, table)
    outcome = from_record(brisca_record).outcome()
    winner = ["Ana", "Máquina 1"][outcome.winners[0]]
    assert winner not in table.bar.place_text()
    post_key(pygame.K_END)  # a jump: no move is played, no banner
    settle(app, table)
    assert table.bar.place_text().endswith(f"{winner} ganó la partida")
    lost = None
    for seed in range(40):  # a solitaire lost: nobody won
        record = played("cuatro-ases", seed)
        if not from_record(record).outcome().winners:
            lost = record
            break
    table = ReplayScene(app, Replay(lost))
    table.replay.go_to(table.replay.length)
    assert table.bar.place_text().endswith("Nadie ganó la partida")


def test_the_bar_in_the_smallest_window_says_where_the_match_stands_in_its_room(
        tmp_path, brisca_record):
    """At 640×480 the bar says it in words or figures ("4/162 · Mano 1/4"), and at the end
    who won, cut with "…" rather than drawn under the buttons or too small to read."""
    from naipes_pg.ui import theme
    from naipes_pg.ui.table.replay import ReplayScene

    app = make_app(tmp_path, size=(640, 480))
    table = ReplayScene(app, Replay(brisca_record))
    app.stack.push(table)
    end = table.replay.length
    for position, start in ((4, ("Jugada 4 de", "4/")), (end, ("Gan", f"{end}/"))):
        table.go(position)
        frames(app, 120)
        theme.start_recording()
        table.bar.draw(app.screen)
        drawn = [(pygame.Rect(rect), sig) for rect, sig in theme.stop_recording()
                 if sig[0] == "text" and table.bar.place_rect.colliderect(rect)]
        (rect, sig), = drawn
        assert sig[1].startswith(start), sig[1]
        assert table.bar.place_rect.inflate(4, 0).contains(rect)
        assert theme.text_px(sig[2]) >= 9


@pytest.mark.parametrize("seconds", [95.0, 95.6, 3725.2])
def test_a_solitaire_watched_has_the_replay_s_controls_only_and_the_history_s_time(
        tmp_path, seconds):
    """Nobody plays a match watched: no Undo, Redo or Hint, by button or key; and the bar
    under the title says the time the history lists, which does not run on."""
    from naipes_pg.ui.scenes.history import HistoryScene, _cells
    from naipes_pg.ui.table.replay import ReplayScene

    app = make_app(tmp_path, speed="fast")
    app.records.add(finished(played("cuatro-ases", 3), "2026-11-25 20:00:00", seconds))
    app.to_menu()
    app.open_history()
    history = app.stack.top
    assert isinstance(history, HistoryScene)
    listed = _cells(history.rows[0].played)[-1]  # the time the history lists
    frames(app)
    post_mouse("up", history.rows[0].rect.center)
    frames(app)
    table = app.stack.top
    assert isinstance(table, ReplayScene) and table.match.solo
    settle(app, table)
    for _ in range(3):
        post_key(pygame.K_RIGHT)
        frames(app)
        settle(app, table)

    def drawn(kind):
        table.draw(app.screen)
        return [what[1] for _rect, what in table.painter.items if what[0] == kind]

    buttons = drawn("button")
    assert not {"↶ Deshacer", "↷ Rehacer", "Pista (H)"} & set(buttons), buttons
    assert {"‹", "›", "▶ Reproducir"} <= set(buttons)
    header = [words for words in drawn("text") if words.startswith("Partida nº")]
    assert len(header) == 1 and f" · {listed} · " in header[0], header
    frames(app, 180)  # three seconds watched: the match's time is what it was
    assert [words for words in drawn("text") if words.startswith("Partida nº")] == header
    post_key(pygame.K_h)
    post_key(pygame.K_z, pygame.KMOD_CTRL)
    post_key(pygame.K_y, pygame.KMOD_CTRL)
    frames(app, 30)
    settle(app, table)
    assert table.replay.position == 3 and app.stack.top is table
    assert table.turns.hint is None and not table.match.hint_used and not table.match.undo_used


def test_an_unfinished_match_never_shows_every_hand(tmp_path):
    from naipes_pg.ui.table.replay import EVERYONE, ReplayScene

    app = make_app(tmp_path)
    record = played("brisca", 9, moves=7)
    table = ReplayScene(app, Replay(record))
    assert EVERYONE not in table.views()


def test_export_writes_a_file_that_opens_again(tmp_path, brisca_record):
    from naipes_pg.ui.scenes.export import ExportScene
    from naipes_pg.ui.table.replay import ReplayScene

    app = make_app(tmp_path)
    table = ReplayScene(app, Replay(brisca_record))
    app.stack.push(table)
    post_key(pygame.K_e)
    frames(app)
    dialog = app.stack.top
    assert isinstance(dialog, ExportScene)
    dialog.path_field.value = str(tmp_path / "shared")
    post_key(pygame.K_RETURN)
    frames(app)
    written = tmp_path / "shared.naipes"
    assert app.stack.top is table and written.is_file()
    assert json.loads(written.read_text(encoding="utf-8")) == brisca_record
    assert app.open_match_file(str(written))
    assert isinstance(app.stack.top, ReplayScene)


def test_export_to_a_missing_folder_says_so_and_stays(tmp_path, brisca_record):
    from naipes_pg.ui.scenes.export import ExportScene

    app = make_app(tmp_path)
    dialog = ExportScene(app, brisca_record)
    app.stack.push(dialog)
    dialog.path_field.value = str(tmp_path / "nowhere" / "x.naipes")
    post_key(pygame.K_RETURN)
    frames(app)
    assert app.stack.top is dialog
    assert any("nowhere" in text or "No such" in text or "existe" in text
               for text in app.toasts.messages())


def test_a_damaged_file_is_said_not_opened(tmp_path):
    app = make_app(tmp_path)
    app.to_menu()
    bad = tmp_path / "bad.naipes"
    bad.write_text('{"format": "naipes-match/1", "game": "brisca"', encoding="utf-8")
    assert not app.open_match_file(str(bad))
    assert app.toasts and "bad.naipes" in app.toasts[-1].message


# ------------------------------------------------------------------------------- the command


def test_naipes_open_refuses_a_bad_file_before_any_window(tmp_path, capsys):
    bad = tmp_path / "bad.naipes"
    bad.write_text("[]", encoding="utf-8")
    assert cli_main(["open", str(bad)]) == 2
    assert cli_main([str(bad)]) == 2  # a lone file is `naipes open FILE`
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 2 and all(str(bad) in line for line in lines)
    assert cli_main(["open", str(tmp_path / "missing.naipes")]) == 2


CASES = [(game_id, variant) for game_id, cls in GAMES.items()
         for variant in (None, *cls.spec.variants)]


@pytest.mark.parametrize(("game_id", "variant"), CASES,
                         ids=[f"{g}-{v or 'base'}" for g, v in CASES])
def test_every_game_steps_forward_and_back_in_the_viewer_in_step_with_its_view(
        tmp_path, game_id, variant):
    """Sixty moves of each game and variant, stepped, jumped and looked at from another seat: the
    table is never redrawn to catch up with the view."""
    from naipes_pg.ui.table.replay import ReplayScene

    spec = GAMES[game_id].spec
    options = spec.resolve({}, variant)
    record = played(game_id, 3, options, moves=60)
    app = make_app(tmp_path, speed="instant")
    table = ReplayScene(app, Replay(record))
    app.stack.push(table)
    settle(app, table)
    for key in [pygame.K_RIGHT] * 12 + [pygame.K_PAGEDOWN, pygame.K_LEFT, pygame.K_LEFT,
                                        pygame.K_PAGEUP, pygame.K_v, pygame.K_END,
                                        pygame.K_HOME]:
        post_key(key)
        frames(app)
        settle(app, table)
        view = table.current_view()
        for zone, cards in view.zones.items():
            assert table.board.pile_shows(zone, cards), (zone, key)
    assert table.resyncs == 0 and table.replay.position == 0


def test_play_at_the_end_starts_again_once_the_last_move_is_shown(tmp_path, brisca_record):
    from naipes_pg.ui.table.replay import ReplayScene

    app = make_app(tmp_path, speed="fast")
    table = ReplayScene(app, Replay(brisca_record))
    app.stack.push(table)
    settle(app, table)
    table.go(table.replay.length - 1)
    settle(app, table)
    post_key(pygame.K_RIGHT)  # the last move, its trick, hand and match shown...
    frames(app, 2)
    post_key(pygame.K_SPACE)  # ...and Play pressed while they are
    for _ in range(3000):
        app.frame(1 / 60)
        if table.playing and table.replay.position >= 2:
            break
    assert table.playing and 0 < table.replay.position < 10
    assert table.resyncs == 0


def test_the_e_that_opens_export_is_not_typed_into_its_path(tmp_path, brisca_record):
    from naipes_pg.ui.table.replay import ReplayScene

    app = make_app(tmp_path)
    app.stack.push(ReplayScene(app, Replay(brisca_record)))
    post_key(pygame.K_e)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="e"))
    frames(app, 2)
    assert app.stack.top.path_field.value.endswith(".naipes")
