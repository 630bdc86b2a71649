"""The rules of every game: pure Python, no pygame import anywhere below here.

The registry of games is ``rules.registry`` (GAMES, get_spec, new_game); the shared
vocabulary is ``rules.base`` (Game, GameSpec, Outcome, View, the actions).
"""
