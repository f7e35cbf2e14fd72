"""The ``mtgdesk`` command: the app, and the headless tools ``check``, ``sim``, ``puzzle``,
``tutorial``, ``host``, ``join`` and ``relay``."""
from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from . import __version__

if TYPE_CHECKING:
    from .decks.validation import DeckProblem
    from .engine.objects import CardDef


#: ``decks.formats.WRITE_FORMATS``, named here so that the parser is built without loading the
#: card pool (a test checks that the two agree).
DECK_WRITE_FORMATS = ("txt", "arena", "dec", "cod", "dck", "dek", "mwdeck", "xmage")


def _toml_files(names: list[str]) -> list[Path]:
    """The files named, with the ``.toml`` files of the folders named."""
    files: list[Path] = []
    for name in names:
        p = Path(name)
        files.extend(sorted(p.rglob("*.toml")) if p.is_dir() else [p])
    return files


def _check(args: argparse.Namespace) -> int:
    from .cards import CardDataError
    from .scenario import run_file

    files = _toml_files(args.files)
    passed = failed = 0
    try:
        for f in files:
            failures = run_file(f)
            if failures:
                failed += 1
                for fail in failures:
                    print(fail)
            else:
                passed += 1
                if args.verbose:
                    print(f"{f}: ok")
    except CardDataError as exc:
        print(f"the card pool can't be loaded: {exc}")
        return 2
    print(f"{passed} passed, {failed} failed")
    return 1 if failed or not files else 0


def deck_problem_text(problem: DeckProblem) -> str:
    """A deck rule broken, in words, with its rule (for the command line)."""
    if problem.message == "deck_too_small":
        what = f"{problem.get('size')} cards; a deck has at least {problem.get('minimum')}"
    elif problem.message == "too_many_copies":
        what = (f"{problem.get('count')} copies of {problem.get('card')}; "
                f"at most {problem.get('maximum')} of a card other than basic lands")
    elif problem.message == "sideboard_too_large":
        what = f"a sideboard of {problem.get('size')} cards; at most {problem.get('maximum')}"
    else:
        what = problem.message
    return f"{what} (CR {problem.rule})"


def _sim(args: argparse.Namespace) -> int:
    from .decks import DeckError, load_deck
    from .decks.validation import CONSTRUCTED, LIMITED
    from .sim import MAX_ACTIONS, simulate

    if args.games < 1:
        print("error: --games must be at least 1", file=sys.stderr)
        return 2
    if args.max_turns < 1:
        print("error: --max-turns must be at least 1", file=sys.stderr)
        return 2
    try:
        decks = [load_deck(args.deck_a), load_deck(args.deck_b)]
    except DeckError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.games < 1:
        print("error: --games must be at least 1", file=sys.stderr)
        return 2
    levels = _levels(args.players)
    if levels is None:
        return 2
    if not args.any_deck:
        rules = LIMITED if args.limited else CONSTRUCTED
        refused = False
        for path, deck in zip((args.deck_a, args.deck_b), decks):
            for problem in deck.problems(rules):
                print(f"error: {path}: the deck can't be played in {rules.name} play: {deck_problem_text(problem)}",
                      file=sys.stderr)
                refused = True
        if refused:
            print("(--any-deck plays such decks anyway)", file=sys.stderr)
            return 2
    r = simulate([d.cards() for d in decks], args.games, seed=args.seed, variant=args.variant,
                 max_turns=args.max_turns, levels=levels)
    print(f"{decks[0].name} vs {decks[1].name}: {r.games} games, seed {args.seed}, {args.variant} rules, "
          f"players {levels[0]}, {levels[1]}")
    print(f"wins: {decks[0].name} {r.wins[0]}, {decks[1].name} {r.wins[1]}; draws: {r.draws}")
    if r.stopped:
        print(f"stopped: {r.stopped} game(s) still going after {args.max_turns} turns (or {MAX_ACTIONS:,} actions), "
              f"counted as draws")
    print(f"average turns: {r.average_turns:.1f}")
    print(f"games/s: {r.games_per_second:.1f}")
    return 0


def _puzzle(args: argparse.Namespace) -> int:
    from .ai.levels import LEVELS, STRONGEST, make_player
    from .cards import CardDataError
    from .scenario.puzzle import run_puzzle_file

    args.ai = args.ai or STRONGEST
    for name in (args.ai, args.opponent):
        if name is not None and name not in LEVELS:
            print(f"error: unknown player {name!r}; the levels are: {', '.join(LEVELS)}", file=sys.stderr)
            return 2
    opponent = args.opponent or args.ai
    files = _toml_files(args.files)
    passed = failed = 0
    try:
        for f in files:
            result = run_puzzle_file(f, lambda s: make_player(args.ai, s), lambda s: make_player(opponent, s),
                                     args.seed)
            if result.solved:
                passed += 1
                if args.verbose:
                    print(result)
            else:
                failed += 1
                print(result)
    except CardDataError as exc:
        print(f"the card pool can't be loaded: {exc}")
        return 2
    print(f"{passed} passed, {failed} failed")
    return 1 if failed or not files else 0


def _tutorial(args: argparse.Namespace) -> int:
    """``mtgdesk tutorial --check [FILE...]``: play every lesson (or the files named) headless by
    its expected moves; a line per lesson that fails, then ``N passed, M failed``."""
    from .cards import CardDataError
    from .tutorial import check_all

    if not args.check:
        print("mtgdesk tutorial: the lessons open in the app (Help > Learn to play); "
              "use --check to play them headless", file=sys.stderr)
        return 2
    files = _toml_files(args.files) if args.files else None
    try:
        lines, passed, failed = check_all(files)
    except CardDataError as exc:
        print(f"the card pool can't be loaded: {exc}")
        return 2
    for line in lines:
        print(line)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed or not passed else 0


def _levels(text: str) -> list[str] | None:
    """``--players hard,easy``: a computer player level for each deck (``ai.levels``)."""
    from .ai.levels import LEVELS

    names = [n.strip() for n in text.split(",")]
    if len(names) != 2 or any(n not in LEVELS for n in names):
        print(f"error: --players wants two of {', '.join(LEVELS)} separated by a comma, not {text!r}",
              file=sys.stderr)
        return None
    return names


def _number_key(number: str) -> tuple[int, int, str]:
    digits = "".join(ch for ch in number if ch.isdigit())
    return (1 if number.startswith("S") else 0, int(digits) if digits else 0, number)


def _cards(args: argparse.Namespace) -> int:
    import json

    from .cards import load_pool
    from .cards.text import rules_text

    pool = load_pool()
    cards = sorted((c for c in pool if args.set is None or c.set_code.upper() == args.set.upper()),
                   key=lambda c: _number_key(c.number))
    name_of: Callable[[CardDef], str] = lambda c: c.name
    text_of: Callable[[CardDef], str] = rules_text
    type_of: Callable[[CardDef], str] = lambda c: c.type_line
    if args.lang and args.lang != "en":
        from .ui.common.translated import translated_card_text

        try:
            name_of, text_of, type_of = translated_card_text(args.lang)
        except LookupError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
    rows: list[dict[str, object]] = []
    for c in cards:
        rows.append({
            "name": name_of(c),
            "mana_cost": str(c.mana_cost),
            "type_line": type_of(c),
            "power": c.power,
            "toughness": c.toughness,
            "rules_text": text_of(c),
            "rarity": c.rarity,
            "number": c.number,
            "starter": c.starter,
            "implemented": c.hook is None,
        })
    if args.format == "json":
        print(json.dumps(rows, ensure_ascii=False, indent=1))
    else:
        for r in rows:
            pt = f" {r['power']}/{r['toughness']}" if r["power"] is not None else ""
            print(f"{r['number']:>4} {r['name']} {r['mana_cost']} — {r['type_line']}{pt}")
            for line in str(r["rules_text"]).splitlines():
                print(f"       {line}")
    return 0


def _deck(args: argparse.Namespace) -> int:
    """Read a deck in any format and print it in another. Standard output holds the deck alone,
    so that it can be saved and read back; its size, the cards left out and the deck rules it
    breaks go to standard error."""
    from .decks import DeckError
    from .decks.formats import read_deck_file, write_deck
    from .decks.validation import CONSTRUCTED, LIMITED

    try:
        imported = read_deck_file(args.file, language=args.lang)
    except DeckError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    for unknown in imported.unknown:
        print(f"warning: {unknown} (left out)", file=sys.stderr)
    deck = imported.deck
    rules = LIMITED if args.limited or imported.limited else CONSTRUCTED
    sys.stdout.write(write_deck(deck, args.to, args.lang, limited=imported.limited))
    sys.stdout.flush()
    print(f"{len(deck)} cards main, {sum(n for n, _ in deck.sideboard)} sideboard", file=sys.stderr)
    for problem in deck.problems(rules):
        print(f"not playable in {rules.name} play: {deck_problem_text(problem)}", file=sys.stderr)
    return 0


def _add_relay_command(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``mtgdesk relay``: pairs players behind NAT and forwards their encrypted bytes (mtgdesk/net/relay.py)."""
    from .net.relay import add_arguments

    r = sub.add_parser("relay", help="run a relay that pairs a host and a guest who can't reach each other "
                       "and forwards their encrypted traffic")
    add_arguments(r)
    r.set_defaults(func=_relay)


def _relay(args: argparse.Namespace) -> int:
    from .net.relay import run

    return run(args)


def _net_seat(args: argparse.Namespace) -> tuple[object, list[str] | None, object] | int:
    """The card pool, the deck (card names; None: not given) and the computer player of a
    network seat (``mtgdesk host`` / ``join``), or an exit status after a clear message."""
    from .ai.levels import LEVELS, make_player
    from .cards import CardDataError, load_pool
    from .decks import DeckError, load_deck

    if args.ai is None:
        print("error: the window for network games comes in a later version; for now a computer player "
              "takes the seat: add --ai LEVEL (" + ", ".join(LEVELS) + ")", file=sys.stderr)
        return 2
    if args.ai not in LEVELS:
        print(f"error: --ai {args.ai!r}: this seat can be played by {', '.join(LEVELS)}", file=sys.stderr)
        return 2
    if args.delay < 0:
        print("error: --delay is a number of seconds, at least 0", file=sys.stderr)
        return 2
    try:
        pool = load_pool()
    except CardDataError as exc:
        print(f"error: the card pool can't be loaded: {exc}", file=sys.stderr)
        return 2
    deck: list[str] | None = None
    if args.deck:
        try:
            deck = [c.name for c in load_deck(args.deck, pool).cards()]
        except DeckError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        if not deck:
            print(f"error: {args.deck}: the deck has no cards", file=sys.stderr)
            return 2
    return pool, deck, make_player(args.ai, args.seed_ai)


def _host(args: argparse.Namespace) -> int:
    from .decks.precons import precons
    from .net.headless import run_host

    found = _net_seat(args)
    if isinstance(found, int):
        return found
    pool, deck, player = found
    deck = deck or [c.name for c in precons()[0].cards()]
    return run_host(args, pool, deck, player.choose)  # type: ignore[attr-defined]


def _join(args: argparse.Namespace) -> int:
    from .decks.precons import precons
    from .net.headless import list_games, run_join

    if args.list:
        return list_games()
    if not args.code:
        print("error: join needs --code CODE, the invite code the host gave you", file=sys.stderr)
        return 2
    found = _net_seat(args)
    if isinstance(found, int):
        return found
    pool, deck, player = found
    deck = deck or [c.name for c in precons()[3].cards()]
    return run_join(args, pool, deck, player.choose)  # type: ignore[attr-defined]


def _add_net_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--deck", help="your deck file (default: a preconstructed deck)")
    p.add_argument("--ai", help="a computer player takes your seat: random, easy, medium or hard")
    p.add_argument("--delay", type=float, default=0.0, help="seconds the computer player waits before each decision")
    p.add_argument("--name", help="your name, shown to the other player")
    p.add_argument("--seed-ai", type=int, default=1, help=argparse.SUPPRESS)
    p.add_argument("--dead-after", type=float, default=10.0,
                   help="seconds of silence after which the connection counts as lost (default 10)")
    p.add_argument("--reconnect-window", type=float, default=300.0,
                   help="seconds a lost player has to come back (default 300)")
    p.add_argument("--rematches", type=int, default=0, metavar="N",
                   help="after the match, offer (joining) or accept (hosting) up to N rematches (default 0)")
    p.add_argument("--after-timeout", choices=("claim", "keep"),
                   help="when the other side has not come back within the window: claim the win, or keep "
                        "the game saved to resume later (hosting: default claim; joining: default an error)")
    p.add_argument("-v", "--verbose", action="store_true", help="say what the connection does")


def build_parser() -> argparse.ArgumentParser:
    from .sim import MAX_TURNS

    ap = argparse.ArgumentParser(prog="mtgdesk", description="Play Magic: The Gathering (Ninth Edition) on your desk.")
    ap.add_argument("--version", action="version", version=f"mtgdesk {__version__}")
    from .ui.common.options import add_window_options

    add_window_options(ap)
    sub = ap.add_subparsers(dest="command")
    c = sub.add_parser("check", help="run scenario files (rules tests, puzzles, bug reports)")
    c.add_argument("files", nargs="+", help="scenario .toml files, or folders of them")
    c.add_argument("-v", "--verbose", action="store_true", help="also list the scenarios that pass")
    c.set_defaults(func=_check)
    s = sub.add_parser("sim", help="play headless games between two decks with computer players")
    s.add_argument("deck_a", help="deck file (lines of '4 Card Name')")
    s.add_argument("deck_b", help="deck file (lines of '4 Card Name')")
    s.add_argument("-n", "--games", type=int, default=100)
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--variant", choices=("modern", "classic"), default="modern",
                   help="classic: the 2005 rules, with mana burn")
    s.add_argument("--limited", action="store_true",
                   help="check the decks by the limited rules (CR 100.2b: at least 40 cards) instead of the "
                        "constructed ones (CR 100.2a: at least 60, at most 4 of a card other than basic lands)")
    s.add_argument("--any-deck", action="store_true", help="play decks that break the deck rules anyway")
    s.add_argument("--max-turns", type=int, default=MAX_TURNS,
                   help=f"stop a game still going after this many turns and count it as a draw (default {MAX_TURNS})")
    s.add_argument("--players", default="random,random",
                   help="the computer player of each deck: random, easy, medium or hard (default random,random)")
    s.set_defaults(func=_sim)
    z = sub.add_parser("puzzle", help="let a computer player solve puzzle files (scenarios with a [puzzle] goal)")
    z.add_argument("files", nargs="+", help="puzzle .toml files, or folders of them")
    z.add_argument("--ai", help="the solver: random, easy, medium or hard (default: hard, the strongest)")
    z.add_argument("--opponent", help="the other side's player (default: the same as --ai)")
    z.add_argument("--seed", type=int, default=0, help="first of the three seeds each puzzle is played with")
    z.add_argument("-v", "--verbose", action="store_true", help="also list the puzzles solved")
    z.set_defaults(func=_puzzle)
    k = sub.add_parser("cards", help="list the cards of the card pool with their rules text")
    k.add_argument("--set", help="only this set (e.g. 9ED)")
    k.add_argument("--format", choices=("text", "json"), default="text")
    k.add_argument("--lang", help="names, type lines and rules text in this language (en, fr, ru)")
    k.set_defaults(func=_cards)
    d = sub.add_parser("deck", help="read a deck file (text, Arena, MTGO .txt and .dek, .dec, .mwDeck, .cod, Forge's "
                                    "and XMage's .dck), check it, print it")
    d.add_argument("file", help="the deck file; its format is found from its content and extension")
    d.add_argument("--to", choices=DECK_WRITE_FORMATS, default="txt",
                   help="the format to print on standard output (plain text by default; dck is Forge's); the "
                        "deck's size and the rules it breaks go to standard error")
    d.add_argument("--lang", choices=("en", "fr", "ru"),
                   help="card names in this language (plain text), and suggestions for unknown cards in it first")
    d.add_argument("--limited", action="store_true", help="check the limited rules (CR 100.2b: 40 cards)")
    d.set_defaults(func=_deck)
    t = sub.add_parser("tutorial", help="the lessons of Help > Learn to play; --check plays them headless")
    t.add_argument("--check", action="store_true", help="play every lesson by its expected moves and report")
    t.add_argument("files", nargs="*", help="lesson .toml files or folders (default: the lessons of the app)")
    t.set_defaults(func=_tutorial)
    _add_relay_command(sub)
    h = sub.add_parser("host", help="host a network game: prints the address, port and invite code to give a friend")
    h.add_argument("--port", type=int, default=7737, help="the TCP port to listen on (default 7737; 0: any free one)")
    h.add_argument("--bind", default="0.0.0.0", help="the address to listen on (default: every address)")
    h.add_argument("--code", help="the invite code (default: a new one from the secure random source)")
    h.add_argument("--seed", type=int, help="the game's seed (default: a secure random one)")
    h.add_argument("--wait", type=float, default=3600.0, help="seconds to wait for a guest (default 3600)")
    h.add_argument("--relay", metavar="ADDRESS", help="wait for the guest at this relay (HOST or HOST:PORT), "
                   "not on a port of this machine: for players behind NAT")
    h.add_argument("--no-discovery", action="store_true",
                   help="don't answer the searches of the local network (Join a game lists the games hosted there)")
    h.add_argument("--games", type=int, choices=(1, 3), default=1,
                   help="a match of one game or the best of three (default 1)")
    h.add_argument("--resume", metavar="FILE", help="take up a saved network game (kept after the other side "
                   "did not come back): its code, decks and seed are the saved ones; the guest joins with the code")
    _add_net_options(h)
    h.set_defaults(func=_host)
    j = sub.add_parser("join", help="join a network game at ADDRESS:PORT (or through --relay) with its invite code")
    j.add_argument("address", metavar="ADDRESS:PORT", nargs="?",
                   help="the host's address and port (not with --relay)")
    j.add_argument("--relay", metavar="ADDRESS", help="join through this relay (HOST or HOST:PORT), "
                   "where the host waits: no ADDRESS:PORT then")
    j.add_argument("--code", help="the invite code the host gave you")
    j.add_argument("--list", action="store_true",
                   help="list the games hosted on the local network (ADDRESS:PORT NAME) and exit")
    _add_net_options(j)
    j.set_defaults(func=_join)
    return ap


def _run_app(argv: list[str]) -> int:
    """The window, able to open puzzle files (File ▸ Open puzzle) with the scenario tool."""
    from .ui.app import run_app
    from .ui.games.puzzle_open import set_puzzle_loader

    from .ui.tutorial import set_lesson_book

    set_puzzle_loader(_load_puzzle)
    set_lesson_book(_lesson_book)
    return run_app(argv)


def _lesson_book() -> object:
    """The lessons (Help > Learn to play), read by the tutorial tool when first asked for."""
    from .tutorial import LessonBook

    return LessonBook()


def _load_puzzle(path: Path) -> object:
    """The scenario tool's puzzle loader, imported when a puzzle is opened: it loads the rules
    engine, which the window's first paint doesn't need."""
    from .scenario.puzzle import load_puzzle

    return load_puzzle(path)


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0].startswith("--") and argv[0] not in ("--help", "--version", "-h"):
        return _run_app(argv)
    if argv[0] in ("-h",):
        argv[0] = "--help"
    args = build_parser().parse_args(argv)
    if getattr(args, "func", None) is None:
        return _run_app(argv)
    try:
        return int(args.func(args))
    except BrokenPipeError:  # output piped into a command that stopped reading (`| head`)
        sys.stderr.close()
        return 0
