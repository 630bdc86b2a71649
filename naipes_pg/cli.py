"""The ``naipes`` command: list, selfplay, replay, shot, and the app itself.

Every wrong invocation ends the same way: one line on stderr saying what is wrong, and exit
code 2. What the command prints for people (the game list, a replay's result, the selfplay
table, the no-display message) is in the app's language; ``--help`` and the error lines are
in English, like the option names they talk about.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from . import i18n
from .i18n import _, tr
from .rules.base import OptionError, OptionSpec
from .rules.registry import GAMES, get_spec

EXIT_BAD_INPUT = 2
PICTURE_TYPES = (".png", ".jpg", ".jpeg", ".bmp")
SMALLEST_WINDOW, LARGEST_WINDOW = (640, 480), (7680, 4320)  # as the settings allow


class UsageError(Exception):
    """A wrong invocation: the message is the one line the user sees."""


class Parser(argparse.ArgumentParser):
    """argparse, but a wrong argument is one line (the usage is one ``--help`` away)."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see `{self.prog} --help`)")


# ------------------------------------------------------------------ argument types


def count(low: int) -> Any:
    """An argparse type: a whole number of at least ``low``."""

    def read(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if value < low:
            raise argparse.ArgumentTypeError(f"{value} is less than {low}")
        return value

    return read


def window_size(text: str) -> tuple[int, int]:
    """``WIDTHxHEIGHT`` within the sizes the app's window may take."""
    match = re.fullmatch(r"\s*(\d+)\s*[xX×]\s*(\d+)\s*", text)
    if not match:
        raise argparse.ArgumentTypeError(f"{text!r} is not WIDTHxHEIGHT, e.g. 1280x800")
    size = int(match[1]), int(match[2])
    (low_w, low_h), (high_w, high_h) = SMALLEST_WINDOW, LARGEST_WINDOW
    if not (low_w <= size[0] <= high_w and low_h <= size[1] <= high_h):
        raise argparse.ArgumentTypeError(
            f"{text} is outside {low_w}x{low_h} .. {high_w}x{high_h}")
    return size


def _parse_options(spec, pairs: Sequence[str]) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for pair in pairs:
        name, sep, text = pair.partition("=")
        if not sep:
            raise OptionError(f"write options as NAME=VALUE, not {pair!r}")
        options[name] = spec.option(name).from_text(text)
    return options


def _game_options(args: argparse.Namespace) -> dict[str, Any]:
    """The ``-o`` options and ``--players``, each checked against the game (OptionError)."""
    spec = get_spec(args.game)
    options = _parse_options(spec, args.option or [])
    if getattr(args, "players", None) is not None:
        options["players"] = args.players
    spec.resolve(options, args.variant)
    return options


# ------------------------------------------------------------------ list


def _value_text(value: Any) -> str:
    """A value as it is typed after ``-o NAME=``; true/false as the language says yes/no, and
    nothing as a pair of quotes (an empty choice would not show)."""
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    return str(value) if value != "" else '""'


def _option_line(option: OptionSpec) -> str:
    if option.choices is not None:
        allowed = ", ".join(map(_value_text, option.choices))
    elif isinstance(option.default, bool):
        allowed = ", ".join(map(_value_text, (True, False)))
    elif option.minimum is not None and option.minimum == option.maximum:
        allowed = str(option.minimum)
    elif option.minimum is not None and option.maximum is not None:
        allowed = tr("{low} to {high}", low=option.minimum, high=option.maximum)
    elif option.person_choices:  # one a seat, comma separated
        allowed = tr("a list of {values}", values="/".join(map(str, option.person_choices)))
    elif isinstance(option.default, str):
        allowed = _("words")
    else:
        allowed = _("a whole number")
    words = _(re.sub(r"\s*\[[A-Z]{2}-\d+\]", "", option.help).strip())  # no rule tags
    setting = f"{option.name}={_value_text(option.default)}"
    return f"    -o {setting:28} {allowed:22} {words}"


def cmd_list(args: argparse.Namespace) -> int:
    if args.lang:
        i18n.set_language(args.lang)
    if args.verbose:
        print(_("Options are set with -o NAME=VALUE; each line shows the default, then the "
                "values allowed."))
    for game_id, cls in GAMES.items():
        spec = cls.spec
        low, high = spec.players
        players = (_("1 player") if high == 1 else
                   tr("{n} players", n=low if low == high else f"{low}–{high}"))
        variants = (tr("variants: {names}", names=", ".join(spec.variants)) if spec.variants
                    else _("no variants"))
        width = max(len(name) for name in GAMES)
        print(f"{game_id:{width}} {spec.name(i18n.language()):26} {players:14} {variants}")
        if args.verbose:
            for option in spec.options:
                print(_option_line(option))
    return 0


# ------------------------------------------------------------------ selfplay


DEFAULT_AGENTS = "greedy,random"  # as many of them as the match has seats


def _agents(text: str | None, game_id: str, options: dict[str, Any],
            variant: str | None) -> list[str]:
    """The agent names, each one known, no more than the seats (UsageError otherwise); none
    named: the default ones the seats have room for (greedy alone in a solitaire)."""
    # slow: the computer players load only for the commands that play
    from .ai import AGENT_NAMES

    spec = get_spec(game_id)
    players = int(spec.resolve(options, variant).get("players", spec.players[0]))
    if text is None:
        return DEFAULT_AGENTS.split(",")[:players]
    names = [name.strip() for name in text.split(",") if name.strip()]
    if not names:
        raise UsageError("--agents needs at least one agent name "
                         f"({', '.join(AGENT_NAMES)})")
    unknown = [name for name in names if name not in AGENT_NAMES]
    if unknown:
        raise UsageError(f"unknown agent {unknown[0]!r} (agents: {', '.join(AGENT_NAMES)})")
    if len(names) > players:
        raise UsageError(f"{len(names)} agents for {players} seats: name one per seat at most")
    return names


def _number(value: float, decimals: int = 1) -> str:
    """A number with the language's decimal mark."""
    text = f"{value:.{decimals}f}"
    return text if i18n.language() == "en" else text.replace(".", ",")


def _agent_row(row: dict[str, Any], any_shared: bool) -> str:
    rates = {"rate": _number(100 * row["win_rate"]), "low": _number(100 * row["low"]),
             "high": _number(100 * row["high"])}
    if any_shared:
        text = tr("won {wins}, shared {shared}, lost {lost} — {rate} % "
                  "(95 % interval: {low}–{high} %)",
                  wins=row["wins"], shared=row["shared"], lost=row["losses"], **rates)
    else:
        text = tr("won {wins}, lost {lost} — {rate} % (95 % interval: {low}–{high} %)",
                  wins=row["wins"], lost=row["losses"], **rates)
    return f"  {row['agent']:10} {text}"


def cmd_selfplay(args: argparse.Namespace) -> int:
    # slow: selfplay brings the computer players, which `naipes list` does not need
    from .selfplay import run_selfplay

    options = _game_options(args)
    agents = _agents(args.agents, args.game, options, args.variant)
    try:
        summary = run_selfplay(args.game, options, variant=args.variant, agents=agents,
                               matches=args.matches, seed=args.seed,
                               save_dir=Path(args.save_dir) if args.save_dir else None)
    except OSError as error:
        raise UsageError(f"{args.save_dir}: cannot save the matches there "
                         f"({error.strerror or error})") from None
    if args.json:
        print(json.dumps(summary, indent=1))
        return 0
    print(tr("{game}: {n} matches in {seconds} s ({rate} matches/s)", game=args.game,
             n=summary["matches"], seconds=_number(summary["seconds"], 2),
             rate=_number(summary["matches_per_second"])))
    any_shared = any(row["shared"] for row in summary["agents"])
    for row in summary["agents"]:
        print(_agent_row(row, any_shared))
    for line in _faceoff_lines(summary.get("faceoffs")):
        print(line)
    return 0


def _faceoff_lines(faceoffs: dict[str, Any] | None) -> list[str]:
    """A real-time game's face-offs: each agent's, then each pair's, once per pair (nothing
    where none was decided, as in Escoba's matches without a race)."""
    if not faceoffs or not any(row["played"] for row in faceoffs["agents"]):
        return []

    def share(row: dict[str, Any]) -> dict[str, Any]:
        rate = 100 * row["won"] / row["played"] if row["played"] else 0.0
        return {"won": row["won"], "played": row["played"], "rate": _number(rate)}

    lines = [_("Face-offs won of those played:")]
    lines += [f"  {row['agent']:10} " + tr("{won} of {played} ({rate} %)", **share(row))
              for row in faceoffs["agents"]]
    order = [row["agent"] for row in faceoffs["agents"]]
    lines += ["  " + tr("{agent} against {other}: {won} of {played} ({rate} %)",
                        agent=row["agent"], other=row["against"], **share(row))
              for row in faceoffs["pairs"]
              if order.index(row["agent"]) < order.index(row["against"])]
    return lines


# ------------------------------------------------------------------ replay


def _seats(seats: Sequence[int]) -> str:
    names = [tr("Player {n}", n=seat + 1) for seat in seats]
    if len(names) == 1:
        return names[0]
    return tr("{names} and {last}", names=", ".join(names[:-1]), last=names[-1])


def cmd_replay(args: argparse.Namespace) -> int:
    # loaded when first used: `naipes --help` reads no match file
    from .rules.record import RecordError, load

    try:
        game = load(args.file)
    except RecordError as error:
        raise UsageError(f"{args.file}: {error}") from None
    except (AttributeError, KeyError, TypeError, ValueError, RecursionError) as error:
        raise UsageError(f"{args.file}: the match file is damaged ({error})") from None
    name = i18n.game_name(game.spec)
    print(tr("{game}: {n} moves replayed", game=name, n=len(game.history)))
    outcome = game.outcome()
    if outcome is None:
        print(_("The match is still in progress."))
        return 0
    winners = outcome.winners
    print(tr("Winner: {names}", names=_seats(winners)) if len(winners) == 1
          else tr("Winners: {names}", names=_seats(winners)))
    if outcome.scores:
        scores = ", ".join(tr("{name}: {points}", name=tr("Player {n}", n=seat + 1),
                              points=points) for seat, points in enumerate(outcome.scores))
        print(tr("Final score: {scores}", scores=scores))
    return 0


# ------------------------------------------------------------------ the window and shots


def _no_display() -> str | None:
    """Why no window can be opened here, or None when one can. Without this, SDL falls back
    to an invisible window and the app waits for a player who cannot see it."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    requested = os.environ.get("SDL_VIDEODRIVER", "")
    if (sys.platform.startswith("linux") and not requested
            and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY")):
        return _("neither DISPLAY nor WAYLAND_DISPLAY is set")
    # slow: pygame loads only for the commands that open a window
    import pygame

    try:
        pygame.display.init()  # left open for the app when it works: it is the app's first step
        driver = pygame.display.get_driver()
    except pygame.error as error:
        pygame.display.quit()
        return str(error)
    if driver in ("offscreen", "dummy") and driver not in requested:
        pygame.display.quit()
        return tr("only the invisible “{driver}” video driver works", driver=driver)
    return None


def cmd_app(args: argparse.Namespace) -> int:
    if args.game:
        args.parsed_options = _game_options(args)
    problem = _no_display()
    if problem:
        print("naipes: " + tr("Cannot open a window: there is no display ({why}). "
                              "`naipes selfplay`, `naipes replay` and `naipes shot` work "
                              "without one.", why=problem), file=sys.stderr)
        return EXIT_BAD_INPUT
    # slow: the app (pygame, the menu) loads only when a window opens
    from .ui.app import main as app_main

    return app_main(args)


def cmd_open(args: argparse.Namespace) -> int:
    """The app, on the replay viewer of a match file: checked first, so a file that cannot
    be shown says why here, before any window opens."""
    # loaded when first used: only `naipes open` replays a match file
    from .replay import Replay
    from .rules.record import RecordError, load_record

    try:
        Replay(load_record(args.file))
    except RecordError as error:
        raise UsageError(f"{args.file}: {error}") from None
    return cmd_app(args)


def cmd_shot(args: argparse.Namespace) -> int:
    """Render without reading the settings: the same picture on every machine."""
    output = Path(args.output)
    if output.suffix.lower() not in PICTURE_TYPES:
        raise UsageError(f"{args.output}: write the picture as {', '.join(PICTURE_TYPES)}")
    if not output.parent.is_dir():
        raise UsageError(f"{args.output}: the folder {output.parent} does not exist")
    args.parsed_options = _game_options(args)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    # slow: pygame and the table load only for `naipes shot`
    from .ui.shot import card_backs, shot_command

    if args.back not in card_backs():
        raise UsageError(f"unknown card back {args.back!r} "
                         f"(backs: {', '.join(card_backs())})")
    return shot_command(args)


def cmd_install_desktop(args: argparse.Namespace) -> int:
    """Naipes in the application menu of a freedesktop desktop (Linux, the BSDs)."""
    if sys.platform in ("win32", "darwin"):
        raise UsageError("install-desktop is for Linux and other freedesktop desktops")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # the icons are drawn by pygame
    # loaded when first used: only `naipes install-desktop` writes desktop files
    from . import desktop

    try:
        paths = desktop.remove() if args.remove else desktop.install()
    except OSError as error:
        action = "remove" if args.remove else "install"
        raise UsageError(f"{error.filename or desktop.default_data_home()}: cannot {action} "
                         f"the menu entry ({error.strerror or error})") from None
    if not args.remove:
        for path in paths:
            print(tr("Installed {path}", path=path))
        print(_("Naipes is in the application menu."))
    elif paths:
        for path in paths:
            print(tr("Removed {path}", path=path))
        print(_("Naipes is no longer in the application menu."))
    else:
        print(_("Naipes was not in the application menu: there was nothing to remove."))
    return 0


# ------------------------------------------------------------------ the parser

EXAMPLES = """examples:
  naipes                                   open the app
  naipes play escoba --variant desescoba   straight into a game
  naipes list -v                           the games and their options
  naipes selfplay ronda-robada --matches 1000 --agents greedy,random
  naipes replay games/ronda-robada-00000.json
  naipes open brisca-20261202-153000.naipes  watch a match in the replay viewer
  naipes shot ronda-robada --moves 13 --seed 3 -o table.png
  naipes install-desktop                   add Naipes to the application menu"""


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="naipes", description="Traditional Spanish card games. Without a "
                    "command, open the app.", epilog=EXAMPLES,
                    formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.set_defaults(func=cmd_app, game=None)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND",
                                help="`naipes COMMAND --help` says more")
    games = sorted(GAMES)
    game_help = "the game: " + ", ".join(games)

    listing = sub.add_parser("list", help="the games, their players, variants and options",
                             description="The games, their players and variants.")
    listing.add_argument("--lang", choices=("es", "en"),
                         help="language (default: the app's)")
    listing.add_argument("-v", "--verbose", action="store_true",
                         help="also each game's options, their defaults and allowed values")
    listing.set_defaults(func=cmd_list)

    selfplay = sub.add_parser(
        "selfplay", help="computer-only matches, headless",
        description="Play computer-only matches and print each agent's results.")
    selfplay.add_argument("game", choices=games, metavar="GAME", help=game_help)
    selfplay.add_argument("--variant", help="a variant of the game (see `naipes list`)")
    selfplay.add_argument("--players", type=count(1), metavar="N", help="number of seats")
    selfplay.add_argument("--seed", type=count(0), default=0, metavar="N",
                          help="first seed (default: 0)")
    selfplay.add_argument("--matches", type=count(1), default=100, metavar="N",
                          help="how many matches (default: 100)")
    selfplay.add_argument("--agents",
                          help="comma separated, one per seat, rotated between matches: "
                          f"random, greedy, facil, normal, dificil (default: {DEFAULT_AGENTS}, "
                          "greedy alone in a solitaire)")
    selfplay.add_argument("--save-dir", metavar="DIR", help="write every match there as JSON")
    selfplay.add_argument("--json", action="store_true", help="print the summary as JSON")
    selfplay.add_argument("-o", "--option", action="append", metavar="NAME=VALUE",
                          help="a game option (see `naipes list -v`); repeatable")
    selfplay.set_defaults(func=cmd_selfplay)

    replay = sub.add_parser("replay", help="replay a saved match and print its outcome",
                            description="Replay a saved match and print its outcome.")
    replay.add_argument("file", help="a match saved by `naipes selfplay --save-dir`")
    replay.set_defaults(func=cmd_replay)

    opening = sub.add_parser("open", help="watch a saved match in the app's replay viewer",
                             description="Open the app with a match file (exported from the "
                             "history, or saved by `naipes selfplay --save-dir`) in the "
                             "replay viewer. `naipes FILE` does the same.")
    opening.add_argument("file", help="a match file (.naipes or .json)")
    opening.set_defaults(func=cmd_open)

    play = sub.add_parser("play", help="open the app straight into a game",
                          description="Open the app straight into a game.")
    play.add_argument("game", choices=games, metavar="GAME", help=game_help)
    play.add_argument("--variant", help="a variant of the game (see `naipes list`)")
    play.add_argument("--seed", type=count(0), metavar="N",
                      help="deal this match from a fixed seed")
    play.add_argument("-o", "--option", action="append", metavar="NAME=VALUE",
                      help="a game option (see `naipes list -v`); repeatable")
    play.set_defaults(func=cmd_app)

    shot = sub.add_parser(
        "shot", help="render a table to a picture, headless",
        description="Play N moves with the greedy player and render the table as seat 0 "
        "sees it. The settings are not read, so the picture is the same everywhere.")
    shot.add_argument("game", choices=games, metavar="GAME", help=game_help)
    shot.add_argument("--variant", help="a variant of the game (see `naipes list`)")
    shot.add_argument("--seed", type=count(0), default=1, metavar="N",
                      help="the deal (default: 1)")
    shot.add_argument("--moves", type=count(0), default=0, metavar="N",
                      help="moves to play before the picture (default: 0)")
    shot.add_argument("--size", type=window_size, default=(1280, 800), metavar="WxH",
                      help="window size (default: 1280x800)")
    shot.add_argument("--lang", default="es", choices=("es", "en"),
                      help="language (default: es)")
    shot.add_argument("--back", default="clasico", metavar="NAME",
                      help="card back, as named in the settings (default: clasico)")
    shot.add_argument("-o", "--output", required=True, metavar="FILE.png",
                      help="where to write the picture (.png, .jpg or .bmp)")
    shot.add_argument("--option", action="append", metavar="NAME=VALUE",
                      help="a game option (see `naipes list -v`); repeatable")
    shot.set_defaults(func=cmd_shot)

    menu = sub.add_parser(
        "install-desktop", help="add Naipes to the desktop's application menu",
        description="Add Naipes to the application menu of a Linux desktop: the menu "
        "entry, its icon, and the match file type (*.naipes) that opens with the app. The "
        "files go to $XDG_DATA_HOME (by default ~/.local/share).")
    menu.add_argument("--remove", action="store_true",
                      help="take Naipes out of the menu again")
    menu.set_defaults(func=cmd_install_desktop)
    return parser


def _use_the_app_language() -> None:
    """The language the player chose in the app's settings (Spanish by default)."""
    # loaded when first used: `naipes --help` reads no settings
    from .store import load_settings

    i18n.set_language(load_settings().language)


def _lone_file(argv: list[str]) -> list[str]:
    """``naipes FILE`` (what a desktop runs when a match file is double-clicked) is
    ``naipes open FILE``."""
    if len(argv) == 1 and not argv[0].startswith("-") and argv[0] not in COMMANDS \
            and Path(argv[0]).is_file():
        return ["open", argv[0]]
    return argv


COMMANDS = ("list", "selfplay", "replay", "open", "play", "shot", "install-desktop")


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(_lone_file(list(sys.argv[1:] if argv is None
                                                         else argv)))
        if args.func is not cmd_shot:  # a shot never reads the settings
            _use_the_app_language()
        return int(args.func(args) or 0)
    except (UsageError, OptionError) as error:
        print(f"naipes: {error}", file=sys.stderr)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # `naipes list | head`: the reader has all it wanted
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    return EXIT_BAD_INPUT


def gui_main() -> int:
    """``naipes-gui``: the app without a console; ``naipes-gui FILE`` opens a match file."""
    return main(_lone_file(sys.argv[1:2]) if len(sys.argv) == 2 else [])


if __name__ == "__main__":
    sys.exit(main())
