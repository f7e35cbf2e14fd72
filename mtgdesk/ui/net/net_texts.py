"""The words of network play, in the interface's language: ``net/`` says why with an id
(``HandshakeRefused.reason``, ``NetRunner.failed``), the window words it here."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def _tr(text: str) -> str:
    return QCoreApplication.translate("NetPlay", text)


def failure_text(reason: str, detail: str = "") -> str:
    """Why a network game could not start or go on, in words (``detail``: addresses, versions,
    as they are)."""
    texts = {
        "code": _tr("The invite code is wrong. Check it with your friend and try again."),
        "version": _tr("The host runs another version of mtgdesk: both players need the same version."),
        "full": _tr("This game already has its two players."),
        "deck": _tr("The host can't play this deck."),
        "protocol": _tr("The host didn't understand this program (another version of mtgdesk?)."),
        "gone": _tr("The host has gone: the game can't go on."),
        "unreachable": _tr("Nobody answers at this address and port. Is the game hosted, and the address "
                           "right?"),
        "listen": _tr("This computer can't wait for a friend on this port (is another program using it?)."),
        "relay": _tr("The relay refused or can't be reached."),
        "timeout": _tr("Nobody joined in time."),
        "address": _tr("Write the host's address and port, for example 192.168.1.20:7737."),
        "nocode": _tr("Write the invite code your friend gave you."),
    }
    text = texts.get(reason, _tr("The network game stopped."))
    if detail and reason in ("version", "unreachable", "listen", "relay", "gone", "error", "deck"):
        text += "\n" + detail
    return text


def outcome_text(reason: str, verified: bool | None) -> str:
    """How a network game ended, beyond who won, and whether its shuffles were checked."""
    parts = []
    if reason == "timeout":
        parts.append(_tr("The other player did not come back in time."))
    elif reason == "concede":
        parts.append(_tr("A player conceded."))
    if verified is True:
        parts.append(_tr("Shuffles checked: the seed matches its commitment and the replay matches what was "
                         "shown."))
    elif verified is False:
        parts.append(_tr("Warning: the host's game does not check out against what was shown."))
    return " ".join(parts)


__all__ = ["failure_text", "outcome_text"]
