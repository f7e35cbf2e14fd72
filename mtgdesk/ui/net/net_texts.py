"""The words of network play, in the interface's language: ``net/`` says why with an id
(``HandshakeRefused.reason``, ``NetRunner.failed``), the window words it here."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def failure_text(reason: str, detail: str = "") -> str:
    """Why a network game could not start or go on, in words (``detail``: addresses, versions,
    as they are)."""
    texts = {
        "code": QCoreApplication.translate(
            "NetPlay", "The invite code is wrong. Check it with your friend and try again."),
        "version": QCoreApplication.translate(
            "NetPlay", "The host runs another version of mtgdesk: both players need the same version."),
        "full": QCoreApplication.translate(
            "NetPlay", "This game already has its two players."),
        "deck": QCoreApplication.translate(
            "NetPlay", "The host can't play this deck."),
        "protocol": QCoreApplication.translate(
            "NetPlay", "The host didn't understand this program (another version of mtgdesk?)."),
        "gone": QCoreApplication.translate(
            "NetPlay", "The host has gone: the game can't go on."),
        "unreachable": QCoreApplication.translate(
            "NetPlay", "Nobody answers at this address and port. Is the game hosted, and the address "
                           "right?"),
        "listen": QCoreApplication.translate(
            "NetPlay", "This computer can't wait for a friend on this port (is another program using it?)."),
        "relay": QCoreApplication.translate(
            "NetPlay", "The relay refused or can't be reached."),
        "timeout": QCoreApplication.translate(
            "NetPlay", "Nobody joined in time."),
        "address": QCoreApplication.translate(
            "NetPlay", "Write the host's address and port, for example 192.168.1.20:7737."),
        "nocode": QCoreApplication.translate(
            "NetPlay", "Write the invite code your friend gave you."),
    }
    text = texts.get(reason, QCoreApplication.translate(
            "NetPlay", "The network game stopped."))
    if detail and reason in ("version", "unreachable", "listen", "relay", "gone", "error", "deck"):
        text += "\n" + detail
    return text


def outcome_text(reason: str, verified: bool | None) -> str:
    """How a network game ended, beyond who won, and whether its shuffles were checked."""
    parts = []
    if reason == "timeout":
        parts.append(QCoreApplication.translate(
            "NetPlay", "The other player did not come back in time."))
    elif reason == "concede":
        parts.append(QCoreApplication.translate(
            "NetPlay", "A player conceded."))
    if verified is True:
        parts.append(QCoreApplication.translate(
            "NetPlay", "Shuffles checked: the seed matches its commitment and the replay matches what was "
                         "shown."))
    elif verified is False:
        parts.append(QCoreApplication.translate(
            "NetPlay", "Warning: the host's game does not check out against what was shown."))
    return " ".join(parts)


__all__ = ["failure_text", "outcome_text"]
