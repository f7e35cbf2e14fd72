"""``mtgdesk host`` and ``mtgdesk join`` without a window: a computer player takes the seat.

The host's first line of output names its address, port and invite code; both sides' last line
is ``game over: NAME wins`` (or ``game over: draw``). Errors are one clear line on stderr and a
non-zero exit status, never a traceback.
"""
from __future__ import annotations

import asyncio
import logging
import socket
import sys
from typing import Any

from .guest import Guest, HostGone
from .host import Host, HandshakeRefused, Outcome
from .link import NetSettings

#: Levels that can play a guest seat: the search players determinize the game (engine
#: ``determinize``), which a guest, holding no game, can't do yet.
GUEST_LEVELS = ("random", "easy")
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


def _setup_logging(verbose: bool) -> None:
    logging.basicConfig(level=logging.INFO if verbose else logging.WARNING, stream=sys.stderr,
                        format="%(name)s: %(message)s")


def _settings(args: Any) -> NetSettings:
    return NetSettings(dead_after=args.dead_after, heartbeat=min(2.0, args.dead_after / 3),
                       reconnect_window=args.reconnect_window)


def _print_outcome(out: Outcome, flush_first: str | None = None) -> None:
    if flush_first:
        print(flush_first, flush=True)
    print(out.line(), flush=True)


def run_host(args: Any, pool: Any, deck: list[str], choose: Any) -> int:
    """Host a game until it ends; the exit status."""
    _setup_logging(args.verbose)
    host = Host(pool, deck, choose, name=args.name or "Host", code=args.code, seed=args.seed,
                delay=args.delay, settings=_settings(args), bind=args.bind, port=args.port)

    async def go() -> Outcome:
        try:
            bound, port = await host.start()
        except OSError as exc:
            raise SystemExit(f"error: can't listen on {args.bind}:{args.port}: {exc.strerror or exc}") from None
        address = lan_address() if bound in ("0.0.0.0", "::") else bound
        print(f"hosting at {address} port {port} code {host.code}", flush=True)
        try:
            return await host.play(join_timeout=args.wait)
        finally:
            await host.close()

    try:
        out = asyncio.run(go())
    except TimeoutError:
        print(f"error: no guest joined within {args.wait:g} s", file=sys.stderr)
        return 3
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    note = {"timeout": "the guest did not come back in time: the host claims the win",
            "concede": "the guest conceded"}.get(out.reason)
    if out.verified is False:
        print("the guest reports that its replay of the game does not match", file=sys.stderr)
    _print_outcome(out, note)
    return 0


def run_join(args: Any, pool: Any, deck: list[str] | None, choose: Any) -> int:
    """Join a hosted game and play it to its end; the exit status."""
    _setup_logging(args.verbose)
    address, _, port_text = args.address.rpartition(":")
    if not address or not port_text.isdigit() or not 0 < int(port_text) < 65536:
        print(f"error: {args.address!r} is not ADDRESS:PORT (for example 192.168.1.20:{DEFAULT_PORT})",
              file=sys.stderr)
        return 2
    guest = Guest(pool, address.strip("[]"), int(port_text), args.code, choose, name=args.name or "Guest",
                  deck=deck, delay=args.delay, settings=_settings(args))
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
    check = ("shuffles checked: the seed matches its commitment and the replay matches what was shown"
             if out.verified else f"warning: the host's game does not check out: {out.detail}")
    _print_outcome(out, check)
    return 0
