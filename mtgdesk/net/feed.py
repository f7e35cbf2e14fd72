"""The host's own seat, fed to a window as the guest's is to the guest (issue 37).

A window that hosts a game plays the host's seat from the same data a guest plays from: a
``Projection`` of the host's player, its updates and redacted events, applied to a
``RemoteView`` in the window's thread. So the table never holds the engine's ``Game`` (which
lives in the network thread, changed by the guest's actions as well), and the same table serves
host and guest. Pure Python, no Qt: the window passes callbacks that cross to its own thread.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine.errors import IllegalAction
from .guest import Guest
from .host import HOST_SEAT, Host
from .seat import Projection, refusal_of
from .values import encode_action

#: Called in the network thread with an update of the host's seat (``Projection.update``).
UpdateSink = Callable[[dict[str, Any]], None]
#: Called in the network thread with a refusal of the host's own action (rule, message, args).
RefusalSink = Callable[[dict[str, Any]], None]
#: Called in the network thread when the other side's connection is lost, with the seconds it
#: has to come back (the game is paused), and with -1 when it is back (or the wait is over).
PauseSink = Callable[[float], None]


class Heard(list[Any]):
    """A list that tells ``on_append`` of each item added (the chat lines of ``Host`` and
    ``Guest``, which keep them in a list)."""

    def __init__(self, on_append: Callable[[Any], None]) -> None:
        super().__init__()
        self.on_append = on_append

    def append(self, item: Any) -> None:
        super().append(item)
        self.on_append(item)


class FeedHost(Host):
    """A ``Host`` whose own seat is played from a window: after every action, the host's
    projection's update goes to ``on_update``; a refused action of the host's player goes to
    ``on_refusal`` with its rule (CR 726: the game unchanged)."""

    def __init__(self, *args: Any, on_update: UpdateSink, on_refusal: RefusalSink,
                 on_joined: Callable[[list[str]], None] | None = None,
                 on_chat: Callable[[str], None] | None = None, on_paused: PauseSink | None = None,
                 deck_name: str = "", **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.deck_names = [deck_name[:100], ""]  # the guest's comes with its hello
        if on_chat is not None:
            heard = on_chat
            self.chat = Heard(lambda line: heard(line[1]) if line[0] != HOST_SEAT else None)
        self.on_paused = on_paused
        self.on_update = on_update
        self.on_refusal = on_refusal
        self.on_joined = on_joined
        self.own: Projection | None = None

    def _new_game(self, guest_deck: list[str]) -> None:
        super()._new_game(guest_deck)
        assert self.game is not None
        self.own = Projection(self.game, HOST_SEAT, self.pool_names)
        self.own.deck_names = list(self.deck_names)
        if self.on_joined is not None:
            self.on_joined(list(self.names))
        self.on_update(self.own.update(full=True))

    def _apply(self, action: Any) -> None:
        """Apply an action of either player (the engine checks it, CR 117); the events go to
        both seats' projections, and the host's seat's update to the window."""
        assert self.game is not None and self.projection is not None and self.own is not None
        encoded = encode_action(action, self.game.decision.options)
        try:
            events = self.game.apply(action)
        except IllegalAction as exc:
            if getattr(action, "player", None) == HOST_SEAT:
                self.on_refusal(refusal_of(exc))
            raise
        self.actions.append(encoded)
        self.projection.record(events)
        self.own.record(events)
        self.push()

    async def _wait_for_guest(self) -> Any:
        """The guest's connection was lost: the window is told how long it may take to come back
        (issue 37: "waiting for your opponent to reconnect (4:32)"), then that the wait is over."""
        if self.on_paused is None or (self.link is not None and not self.link.closed):
            return await super()._wait_for_guest()
        self.on_paused(self.settings.reconnect_window)
        try:
            return await super()._wait_for_guest()
        finally:
            self.on_paused(-1.0)

    def push(self, full: bool = False) -> None:
        """Send the host's seat what changed, unless the guest is in the middle of a cast (shown
        when it is done, or never if it is taken back: CR 726.1)."""
        if self.own is None or self.game is None:
            return
        if self.own.holding() and self.game.decision.player != HOST_SEAT and not full:
            return
        self.on_update(self.own.update(full=full))


class FeedGuest(Guest):
    """A ``Guest`` played from a window (``chooser`` None): its updates go to ``on_update``
    (``Guest``'s own), a refusal of its action to ``on_refusal`` with the rule, a chat line to
    ``on_chat``."""

    def __init__(self, *args: Any, on_refusal: RefusalSink, on_chat: Callable[[str], None] | None = None,
                 on_paused: PauseSink | None = None, deck_name: str = "", **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.deck_name = deck_name[:100]
        self.on_paused = on_paused
        self.on_refusal = on_refusal
        self._told = 0
        if on_chat is not None:
            self.chat = Heard(on_chat)

    def _decide(self) -> None:
        while self._told < len(self.refusals):
            msg = self.refusals[self._told]
            self._told += 1
            self.on_refusal({"rule": msg.get("rule", ""), "message": msg.get("message", ""),
                             "args": msg.get("args") or {}})
        super()._decide()

    async def _reconnect(self) -> None:
        """The connection to the host was lost: the window is told how long the seat may be
        taken back in, then that it is back (or the wait is over)."""
        if self.on_paused is not None:
            self.on_paused(self.settings.reconnect_window)
        try:
            await super()._reconnect()
        finally:
            if self.on_paused is not None:
                self.on_paused(-1.0)


__all__ = ["FeedGuest", "FeedHost", "Heard"]
