"""The ``naipes`` command: list, selfplay, replay, and the app itself."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .rules.base import OptionError
from .rules.registry import GAMES, get_spec

EXIT_BAD_INPUT = 2


def _parse_options(spec, pairs: Sequence[str]) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for pair in pairs:
        name, sep, text = pair.partition("=")
        if not sep:
            raise OptionError(f"write options as NAME=VALUE, not {pair!r}")
        options[name] = spec.option(name).from_text(text)
    return options


def cmd_list(args: argparse.Namespace) -> int:
    lang = args.lang
    for game_id, cls in GAMES.items():
        spec = cls.spec
        low, high = spec.players
        players = str(low) if low == high else f"{low}-{high}"
        variants = ", ".join(spec.variants) or "-"
        print(f"{game_id:18} {spec.name(lang):28} players {players:5} variants: {variants}")
        if args.verbose:
            for option in spec.options:
                allowed = option.choices or (option.minimum, option.maximum)
                print(f"    {option.name}={option.default}  {allowed}  {option.help}")
    return 0


def _game_options(args: argparse.Namespace) -> dict[str, Any]:
    spec = get_spec(args.game)
    options = _parse_options(spec, args.option or [])
    if getattr(args, "players", None) is not None:
        options["players"] = args.players
    return options


def cmd_selfplay(args: argparse.Namespace) -> int:
    from .selfplay import run_selfplay

    agents = [name.strip() for name in args.agents.split(",") if name.strip()]
    summary = run_selfplay(
        args.game,
        _game_options(args),
        variant=args.variant,
        agents=agents,
        matches=args.matches,
        seed=args.seed,
        save_dir=Path(args.save_dir) if args.save_dir else None,
    )
    if args.json:
        print(json.dumps(summary, indent=1))
        return 0
    print(f"{args.game}: {summary['matches']} matches in {summary['seconds']:.2f} s "
          f"({summary['matches_per_second']:.1f} matches/s)")
    for row in summary["agents"]:
        print(f"  {row['agent']:10} wins {row['wins']:6.1f}  "
              f"{100 * row['win_rate']:5.1f} %  (95 % interval {100 * row['low']:.1f}"
              f"–{100 * row['high']:.1f} %)")
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    from .rules.record import RecordError, load

    try:
        game = load(args.file)
    except RecordError as error:
        print(f"naipes: {args.file}: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    outcome = game.outcome()
    name = game.spec.name_en
    if outcome is None:
        print(f"{name}: {len(game.history)} actions replayed; the match is still in progress")
    else:
        winners = ", ".join(f"seat {w}" for w in outcome.winners)
        scores = " - ".join(map(str, outcome.scores))
        print(f"{name}: {len(game.history)} actions replayed; winner {winners}; score {scores}")
    return 0


def cmd_app(args: argparse.Namespace) -> int:
    if args.game:
        args.parsed_options = _parse_options(get_spec(args.game), args.option or [])
        get_spec(args.game).resolve(args.parsed_options, args.variant)  # a bad value: say so now
    from .ui.app import main as app_main

    return app_main(args)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="naipes", description="Spanish card games.")
    parser.set_defaults(func=cmd_app, game=None)
    sub = parser.add_subparsers(dest="command")

    listing = sub.add_parser("list", help="games, players, variants")
    listing.add_argument("--lang", default="es", choices=("es", "en"))
    listing.add_argument("-v", "--verbose", action="store_true", help="show every option")
    listing.set_defaults(func=cmd_list)

    selfplay = sub.add_parser("selfplay", help="computer-only matches, headless")
    selfplay.add_argument("game", choices=sorted(GAMES))
    selfplay.add_argument("--variant")
    selfplay.add_argument("--players", type=int)
    selfplay.add_argument("--seed", type=int, default=0)
    selfplay.add_argument("--matches", type=int, default=100)
    selfplay.add_argument("--agents", default="greedy,random",
                          help="comma separated, one per seat, rotated between matches")
    selfplay.add_argument("--save-dir", help="write every match there as JSON")
    selfplay.add_argument("--json", action="store_true", help="print the summary as JSON")
    selfplay.add_argument("-o", "--option", action="append", metavar="NAME=VALUE")
    selfplay.set_defaults(func=cmd_selfplay)

    replay = sub.add_parser("replay", help="replay a saved match and print its outcome")
    replay.add_argument("file")
    replay.set_defaults(func=cmd_replay)

    play = sub.add_parser("play", help="open the app straight into a game")
    play.add_argument("game", choices=sorted(GAMES))
    play.add_argument("--variant")
    play.add_argument("--seed", type=int)
    play.add_argument("-o", "--option", action="append", metavar="NAME=VALUE")
    play.set_defaults(func=cmd_app)
    shot = sub.add_parser("shot", help="render a table to PNG, headless")
    shot.add_argument("game", choices=sorted(GAMES))
    shot.add_argument("--variant")
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--moves", type=int, default=0)
    shot.add_argument("--size", default="1280x800", help="WIDTHxHEIGHT")
    shot.add_argument("--lang", default="es", choices=("es", "en"))
    shot.add_argument("-o", "--output", required=True, metavar="FILE.png")
    shot.add_argument("--option", action="append", metavar="NAME=VALUE")
    shot.set_defaults(func=cmd_app)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except OptionError as error:
        print(f"naipes: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        return 130


def gui_main() -> int:
    return main([])


if __name__ == "__main__":
    sys.exit(main())
