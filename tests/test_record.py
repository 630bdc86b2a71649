"""The save format: replays, and clear errors for wrong, truncated or tampered files."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from naipes_pg.rules.base import action_to_json
from naipes_pg.rules.record import RecordError, dumps, load, loads, save, state_digest
from naipes_pg.rules.registry import new_game


def played(seed=1, actions=30):
    game = new_game("ronda-robada", {"house_steal": "priority"}, seed)
    rng = random.Random(seed)
    for _ in range(actions):
        seat = game.actors()[0]
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return game


def test_a_match_in_progress_replays_exactly(tmp_path):
    game = played()
    save(game, tmp_path / "m.json")
    again = load(tmp_path / "m.json")
    assert again.zones() == game.zones() and again.options == game.options
    assert state_digest(again) == state_digest(game) and again.history == game.history


def test_an_explicit_deck_is_saved_and_replayed():
    from naipes_pg.cards import SPANISH_40

    deck = list(reversed(SPANISH_40))
    game = new_game("ronda-robada", seed=3, decks=[deck])
    seat = game.actors()[0]
    game.apply(seat, game.legal_actions(seat)[0])
    again = loads(dumps(game))
    assert again.decks == [deck] and again.zones() == game.zones()


def test_a_given_first_dealer_is_saved_and_replayed():
    drawn = new_game("ronda-robada", seed=3).dealer
    game = new_game("ronda-robada", seed=3, first_dealer=1 - drawn)
    seat = game.actors()[0]
    game.apply(seat, game.legal_actions(seat)[0])
    record = json.loads(dumps(game))
    again = loads(json.dumps(record))
    assert record["first_dealer"] == again.first_dealer == game.first_dealer
    assert again.dealer == game.dealer and again.zones() == game.zones()
    assert "first_dealer" not in json.loads(dumps(played()))  # dealt from the seed alone
    record["first_dealer"] = 2
    with pytest.raises(RecordError, match="first_dealer"):
        loads(json.dumps(record))


def test_a_saved_match_that_outlasts_its_decks_is_one_clear_error():
    from naipes_pg.cards import SPANISH_40

    game = new_game("ronda-robada", seed=3, decks=[list(SPANISH_40), list(reversed(SPANISH_40))])
    rng = random.Random(3)
    while game.hand_number < 1:
        seat = game.actors()[0]
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    record = json.loads(dumps(game))
    assert loads(json.dumps(record)).zones() == game.zones()
    record["decks"] = record["decks"][:1]
    record.pop("digest")
    with pytest.raises(RecordError, match="cannot be replayed: the match was started from 1 deck"):
        loads(json.dumps(record))


@pytest.mark.parametrize(
    "damage, message",
    [
        (lambda text: text[: len(text) // 2], "not valid JSON"),
        (lambda text: "[1, 2]", "not a Naipes match"),
        (lambda text: text.replace("naipes-match/1", "naipes-match/9"), "format"),
        (lambda text: text.replace('"ronda-robada"', '"tute-cabron"'), "unknown game"),
        (lambda text: text.replace('"priority"', '"never"'), "house_steal"),
        (lambda text: text.replace('"seed": 1', '"seed": "one"'), "seed"),
        (lambda text: text.replace('"seed": 1', '"decks": [[1, 2]], "seed": 1'), "cannot start"),
    ],
)
def test_a_damaged_file_is_one_clear_error(damage, message):
    text = dumps(played())
    with pytest.raises(RecordError, match=message):
        loads(damage(text))


def test_an_illegal_action_in_the_file_is_named():
    record = json.loads(dumps(played()))
    record["actions"][4][1]["card"] = record["actions"][3][1]["card"]  # a card already played
    with pytest.raises(RecordError, match="action 5 cannot be replayed"):
        loads(json.dumps(record))
    record["actions"][4][1] = {"type": "Nonsense"}
    with pytest.raises(RecordError, match="action 5"):
        loads(json.dumps(record))


def test_a_file_edited_into_another_legal_match_is_caught():
    record = json.loads(dumps(played(actions=2)))
    game = new_game("ronda-robada", record["options"], record["seed"])
    seat, first = record["actions"][0]
    other = next(a for a in game.legal_actions(seat) if action_to_json(a) != first)
    record["actions"] = [[seat, action_to_json(other)]]
    with pytest.raises(RecordError, match="altered"):
        loads(json.dumps(record))


def test_save_is_atomic_and_leaves_no_temporary_file(tmp_path):
    path = tmp_path / "deep" / "m.json"
    save(played(), path)
    save(played(2), path)
    assert [p.name for p in path.parent.iterdir()] == ["m.json"]


def test_replay_command_exit_codes(tmp_path):
    path = tmp_path / "m.json"
    save(played(), path)
    ok = subprocess.run([sys.executable, "-m", "naipes_pg", "replay", str(path)],
                        capture_output=True, text=True)
    assert ok.returncode == 0 and "30" in ok.stdout  # the actions replayed, in any language
    path.write_text(path.read_text()[:-40])
    bad = subprocess.run([sys.executable, "-m", "naipes_pg", "replay", str(path)],
                         capture_output=True, text=True)
    assert bad.returncode == 2
    assert len(bad.stderr.strip().splitlines()) == 1 and "Traceback" not in bad.stderr
