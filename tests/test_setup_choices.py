"""What the set-up offers follows what the game's options declare: an option each person
chooses for his own seat (La Granja's animal, RULES.md 10.2 rule 1), an option shown only
while another has a value (Compás only in Simultánea), and a description per variant
(Solitario Español's Intercambio has no chips)."""

from __future__ import annotations

from uihelpers import make_app

from naipes_pg.rules.base import GameSpec, OptionSpec
from naipes_pg.rules.granja import Granja
from naipes_pg.rules.registry import get_spec
from naipes_pg.ui.scenes.setup import SetupScene


def labels(scene: SetupScene) -> list[str]:
    return [w.label for w in scene.form.widgets]


def animal_rows(scene: SetupScene) -> list:
    return [w for w in scene.columns[0] if w.label.startswith("Animal")]


def test_each_person_chooses_his_own_animal_and_the_computers_take_the_rest(tmp_path,
                                                                            monkeypatch):
    app = make_app(tmp_path)
    scene = SetupScene(app, "granja")
    app.stack.push(scene)
    scene.set_players(4)
    assert len(animal_rows(scene)) == 1  # one person, one animal to choose
    scene.set_kind(2, "human")
    rows = animal_rows(scene)
    assert [w.label for w in rows] == ["Animal · Jugador 1", "Animal · Jugador 3"]
    first, second = (w.value for w in rows)
    assert first != second
    assert first not in [v for v, _t in rows[1].options]  # nobody may take another's animal
    rows[0].on_change("pig")
    rows[1].on_change("hen")
    assert "Cerdo" in {t for _v, t in animal_rows(scene)[0].options}
    started = []
    monkeypatch.setattr(app, "start_match", started.append)
    scene._start()
    options = started[0].options
    game = Granja(options, 1)
    assert game.animals[0] == "pig" and game.animals[2] == "hen"
    assert len(set(game.animals)) == 4  # the computers took animals nobody had


def test_a_seat_given_back_to_the_computer_gives_its_animal_back(tmp_path):
    app = make_app(tmp_path)
    scene = SetupScene(app, "granja")
    scene.set_kind(1, "human")
    animal_rows(scene)[1].on_change("donkey")
    scene.set_kind(1, "normal")
    assert len(animal_rows(scene)) == 1
    assert "donkey" not in scene._options()["animals"]


def test_the_animals_chosen_are_offered_again_next_time(tmp_path, monkeypatch):
    app = make_app(tmp_path)
    monkeypatch.setattr(app, "start_match", lambda setup: None)
    scene = SetupScene(app, "granja")
    scene.set_kind(1, "human")
    animal_rows(scene)[0].on_change("sheep")
    animal_rows(scene)[1].on_change("cat")
    scene._start()
    again = SetupScene(app, "granja")
    assert [w.value for w in animal_rows(again)] == ["sheep", "cat"]


def test_the_beat_is_offered_only_in_simultanea(tmp_path):
    app = make_app(tmp_path)
    scene = SetupScene(app, "granja")
    assert "Compás" not in labels(scene)
    scene.set_option("variant_rule", "simultanea")
    assert "Compás" in labels(scene)
    scene.set_option("variant_rule", "totem")
    assert "Compás" not in labels(scene)


def test_the_set_up_names_no_game_for_these_choices():
    """A test game declaring both kinds of option gets them: the set-up reads declarations."""
    spec = GameSpec("odd", "Odd", "Odd", (2, 3), "spanish40", options=(
        OptionSpec("mode", "a", choices=("a", "b")),
        OptionSpec("speed", 1, minimum=1, maximum=3, shown_with=(("mode", "b"),)),
        OptionSpec("colours", "", person_choices=("red", "blue", "green"))))
    speed, colours = spec.options[1], spec.options[2]
    assert not speed.shown_for({"mode": "a"}) and speed.shown_for({"mode": "b"})
    assert colours.person_values("blue,,red", 3) == ["blue", None, "red"]
    assert colours.person_values("blue,blue,pink", 3) == ["blue", None, None]
    assert colours.joined(["blue", None, "red"]) == "blue,,red"


def test_the_solitaire_s_description_follows_its_variant(tmp_path):
    app = make_app(tmp_path)
    scene = SetupScene(app, "solitario-espanol")
    base = " ".join(scene.summary)
    assert "ficha" in base
    scene.set_option("intercambio", True)
    exchange = " ".join(scene.summary)
    assert "ficha" not in exchange and exchange != base
    scene.set_option("intercambio", False)
    scene.set_option("reyes_perdidos", True)
    assert "ficha" not in " ".join(scene.summary)
    spec = get_spec("solitario-espanol")
    assert "chip" not in spec.summary("en", spec.resolve(None, "intercambio"))
    assert spec.summary("en", spec.resolve()) == spec.summary("en")
