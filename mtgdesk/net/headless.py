"""``mtgdesk host`` and ``mtgdesk join`` without a window: a computer player takes the seat.

The host's first line of output names its address, port and invite code; both sides' last line
is ``game over: NAME wins`` (or ``game over: draw``). Errors are one clear line on stderr and a
non-zero exit status, never a traceback. With ``--relay ADDRESS`` the host waits at that relay
(its first line names the relay's address and port) and the guest joins through it, instead of
ADDRESS:PORT.

A match (``--games 3``, the host's choice): each game's line ``game 1 of 3: NAME wins (1-0)``,
then the match's winner in the last line; the loser of a game plays the next first (CR 103.1:
the loser chooses; without a window it takes the usual choice). ``--rematches N``: after the match the guest offers up
to N rematches and the host accepts up to N. ``--after-timeout keep``: a side whose opponent did
not come back within the window keeps the game saved (the host prints how to resume it with
``--resume FILE``, the guest joins again with the same code) instead of claiming the win.
"""
from __future__ import annotations

import asyncio
import logging
import socket
import sys
from typing import Any

from .discovery import answer_while_waiting, find_games
from .guest import Guest, HostGone
from .host import Host, HandshakeRefused, Outcome, SavedGameError, load_saved
from .link import NetSettings
from .relay import RelayError, connect_via_relay, relay_address

DEFAULT_PORT = 7737


def lan_address() -> str:
    """This machine's address on its local network (no packet is sent), or 127.0.0.1."""
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        s.connect(("10.255.255.255", 1))
        return str(s.getsockname()[0])
    except OSError:
        return "127.0.0.1"
    finally:
        s.close()


def list_games() -> int:
    """``mtgdesk join --list``: the games hosted on the local network, one a line
    (``ADDRESS:PORT NAME``), found within a second; the exit status."""
    _setup_logging(False)
    games = asyncio.run(find_games())
    for game in games:
        print(f"{game.target} {game.name}", flush=True)
    if not games:
        print("no game found on the local network", file=sys.stderr)
    return 0


def _setup_logging(verbose: bool) -> None:
    logging.basicConfig(level=logging.INFO if verbose else logging.WARNING, stream=sys.stderr,
                        format="%(name)s: %(message)s")


def _settings(args: Any) -> NetSettings:
    return NetSettings(dead_after=args.dead_after, heartbeat=min(2.0, args.dead_after / 3),
                       reconnect_window=args.reconnect_window)


def _print_outcome(out: Outcome, flush_first: str | None = None) -> None:
    if flush_first:
        print(flush_first, flush=True)
    if out.best_of > 1 and out.reason == "match":
        print(f"match: {out.names[0]} {out.score[0]} - {out.score[1]} {out.names[1]}", flush=True)
    print(out.line(), flush=True)


def _policies(side: Any, args: Any) -> None:
    """What the command line's options say to do after a match and after the window; each game
    of a match (or of rematches) said in a line of its own (the last line says who won)."""
    side.rematches = max(0, int(getattr(args, "rematches", 0) or 0))
    side.after_timeout = getattr(args, "after_timeout", None) or side.after_timeout
    several = side.rematches > 0

    def print_game(out: Outcome) -> None:
        if out.best_of > 1 or several:
            print(out.game_line(), flush=True)

    side.on_game_over = print_game


def run_host(args: Any, pool: Any, deck: list[str], choose: Any) -> int:
    """Host a game until it ends; the exit status."""
    _setup_logging(args.verbose)
    relay: tuple[str, int] | None = None
    if args.relay:
        try:
            relay = relay_address(args.relay)
        except ValueError as exc:
            print(f"error: --relay: {exc}", file=sys.stderr)
            return 2
    record = None
    if getattr(args, "resume", None):
        try:
            record = load_saved(args.resume)
        except SavedGameError as exc:
            print(f"error: --resume: {exc}", file=sys.stderr)
            return 2
    host = Host(pool, deck, choose, name=args.name or "Host", code=args.code, seed=args.seed,
                delay=args.delay, settings=_settings(args), bind=args.bind, port=args.port,
                best_of=getattr(args, "games", 1) or 1)
    _policies(host, args)
    if record is not None:
        host.resume(record, args.resume)
    resuming = f" resuming {args.resume}" if record is not None else ""

    async def go() -> Outcome:
        responder = None
        if relay is not None:  # only through the relay: the guest joins with --relay and the code
            try:
                await host.start_relay(*relay)
            except RelayError as exc:
                raise SystemExit(f"error: {exc}") from None
            print(f"hosting at {relay[0]} port {relay[1]} code {host.code} through the relay{resuming}", flush=True)
        else:
            try:
                bound, port = await host.start()
            except OSError as exc:
                raise SystemExit(f"error: can't listen on {args.bind}:{args.port}: {exc.strerror or exc}") from None
            if not getattr(args, "no_discovery", False):  # listed on the local network while it waits
                responder = await answer_while_waiting(host, args.bind)
            address = lan_address() if bound in ("0.0.0.0", "::") else bound
            print(f"hosting at {address} port {port} code {host.code}{resuming}", flush=True)
        try:
            return await host.play(join_timeout=args.wait)
        finally:
            if responder is not None:
                responder.close()
            await host.close()

    try:
        out = asyncio.run(go())
    except TimeoutError:
        print(f"error: no guest joined within {args.wait:g} s", file=sys.stderr)
        return 3
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    last = out.games[-1] if out.games else out
    note = {"timeout": "the guest did not come back in time: the host claims the win",
            "concede": "the guest conceded",
            "saved": f"the guest did not come back in time: the game is kept; resume it with "
                     f"mtgdesk host --resume {host.saved_path} (the guest joins again with the code "
                     f"{host.code})"}.get(last.reason)
    if out.verified is False:
        print("the guest reports that its replay of the game does not match", file=sys.stderr)
    _print_outcome(out, note)
    return 0


#: The relay's refusals that mean the game is not there for us (the others may pass: retried).
_RELAY_REFUSALS = {"nohost": "code", "taken": "full", "version": "version", "protocol": "protocol"}


def _via_relay(guest: Guest, relay: tuple[str, int]) -> Any:
    """The guest's way to its host through the relay: the first time, the host must be waiting
    there (else the code is wrong); coming back after a cut, the guest waits for the host to
    register again (``wait_for_host``), within the reconnection window."""

    async def open_stream() -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        coming_back = guest.view is not None or guest.token is not None  # (a token kept from before)
        try:
            return await connect_via_relay(
                relay[0], relay[1], guest.code, "guest", wait_for_host=coming_back,
                connect_timeout=guest.settings.handshake,
                wait_timeout=guest.settings.reconnect_window if coming_back else guest.settings.handshake)
        except RelayError as exc:
            if exc.reason in _RELAY_REFUSALS and not (coming_back and exc.reason == "nohost"):
                raise HandshakeRefused(_RELAY_REFUSALS[exc.reason], str(exc)) from None
            raise OSError(str(exc)) from None

    return open_stream


def run_join(args: Any, pool: Any, deck: list[str] | None, choose: Any) -> int:
    """Join a hosted game and play it to its end; the exit status."""
    _setup_logging(args.verbose)
    if (args.address is None) == (args.relay is None):
        print("error: join either ADDRESS:PORT (the host's) or --relay ADDRESS (the relay's), one of the two",
              file=sys.stderr)
        return 2
    if args.relay is not None:
        try:
            relay = relay_address(args.relay)
        except ValueError as exc:
            print(f"error: --relay: {exc}", file=sys.stderr)
            return 2
        guest = Guest(pool, relay[0], relay[1], args.code, choose, name=args.name or "Guest", deck=deck,
                      delay=args.delay, settings=_settings(args))
        guest.open_stream = _via_relay(guest, relay)
    else:
        address, _, port_text = args.address.rpartition(":")
        if not address or not port_text.isdigit() or not 0 < int(port_text) < 65536:
            print(f"error: {args.address!r} is not ADDRESS:PORT (for example 192.168.1.20:{DEFAULT_PORT})",
                  file=sys.stderr)
            return 2
        guest = Guest(pool, address.strip("[]"), int(port_text), args.code, choose, name=args.name or "Guest",
                      deck=deck, delay=args.delay, settings=_settings(args))
    _policies(guest, args)
    try:
        out = asyncio.run(guest.play())
    except HandshakeRefused as exc:
        print(f"error: {exc.detail or exc.reason}", file=sys.stderr)
        return 2
    except HostGone as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 3
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    if out.reason == "saved":
        _print_outcome(out, "the host did not come back in time: the game is kept; join again with the same "
                            "code when the host resumes it")
        return 0
    if out.reason == "timeout":
        _print_outcome(out, "the host did not come back in time: this side claims the win (unchecked: the "
                            "host never revealed its seed)")
        return 0
    check = ("shuffles checked: the seed matches its commitment and the replay matches what was shown"
             if out.verified else f"warning: the host's game does not check out: {out.detail}")
    _print_outcome(out, check)
    return 0
