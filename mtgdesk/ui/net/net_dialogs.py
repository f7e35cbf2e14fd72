"""Game ▸ Host a game… and Game ▸ Join a game…: the two dialogs of network play (issue 37).

Hosting: the player's name and deck (the decks of the new-game page: ``DeckListLoader``), then
Host: the dialog shows this computer's address(es), the port and the invite code (made by the
operating system's secure random source, ``net.session.new_code``) to read to a friend, and
waits, with Cancel. Joining: the name and deck, the host's address:port and code, or a relay
and the code; the games hosted on the local network are listed (``lan_list.LanList``), and
choosing one fills the address. Either dialog closes itself when the game begins (``NetPlay``
opens the table); a failure is said in the dialog, in the interface's language, and the player
may try again.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit,
                               QPushButton, QSpinBox, QVBoxLayout, QWidget)

from mtgdesk.net.headless import DEFAULT_PORT

from ..common.collation import sorted_by_name
from ..common.texts import deck_text, fill
from .lan_list import LanList
from .net_texts import failure_text


class DeckPicker(QComboBox):
    """The decks a game can use, as on the new-game page: the player's own, then the
    preconstructed ones, read off the interface's thread; the last one chosen first."""

    def __init__(self, wanted: str | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("net_deck_combo")
        self.decks: list[Any] = []
        self._wanted = wanted
        from ..decks.deck_loader import DeckListLoader

        self._loader = DeckListLoader()
        self._loader.loaded.connect(self._on_loaded)
        self._loader.start()
        self.addItem(self.tr("Reading the decks…"), None)
        self.setEnabled(False)

    def _on_loaded(self, decks: list[Any]) -> None:
        self.decks = list(decks)
        self.clear()
        mine = sorted_by_name((d for d in self.decks if not d.read_only), key=lambda d: d.deck.name)
        for source in mine + [d for d in self.decks if d.read_only]:
            label = deck_text(source.deck.name) if source.read_only else fill(self.tr("%1 (yours)"), source.deck.name)
            self.addItem(label, source.key)
        index = self.findData(self._wanted) if self._wanted else -1
        self.setCurrentIndex(max(0, index))
        self.setEnabled(True)

    def source(self) -> Any:
        key = self.currentData()
        return next((d for d in self.decks if d.key == key), None)

    def card_names(self) -> list[str] | None:
        source = self.source()
        return [c.name for c in source.deck.cards()] if source is not None else None


class _NetDialog(QDialog):
    """What both dialogs share: the name, the deck, a message line, and the buttons."""

    go = Signal()

    def __init__(self, settings: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.layout_ = QVBoxLayout(self)
        self.form = QFormLayout()
        self.layout_.addLayout(self.form)
        names = list(getattr(settings, "player_names", []) or [])
        self.name_edit = QLineEdit(names[0] if names else "", self)
        self.name_edit.setObjectName("net_name_edit")
        self.name_edit.setMaxLength(40)
        decks = list(getattr(settings, "last_decks", []) or [])
        self.deck_combo = DeckPicker(decks[0] if decks else None, self)
        self.message = QLabel(self)
        self.message.setObjectName("net_message")
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.buttons = QDialogButtonBox(self)
        self.go_button = QPushButton(self)
        self.go_button.setDefault(True)
        self.buttons.addButton(self.go_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button.setObjectName("net_cancel_button")
        self.buttons.rejected.connect(self.reject)
        self.go_button.clicked.connect(self.go.emit)

    def finish_layout(self) -> None:
        self.layout_.addWidget(self.message)
        self.layout_.addStretch(1)
        self.layout_.addWidget(self.buttons)
        self.setMinimumWidth(520)

    def player_name(self) -> str:
        return self.name_edit.text().strip()

    def show_failure(self, reason: str, detail: str = "") -> None:
        self.message.setText(failure_text(reason, detail))
        self.message.setProperty("problem", True)
        self.set_busy(False)

    def set_busy(self, busy: bool) -> None:
        self.go_button.setEnabled(not busy)
        for w in self.findChildren(QLineEdit) + [self.deck_combo]:
            w.setEnabled(not busy)


class HostDialog(_NetDialog):
    """Host a game: the name, the deck, the port, a relay (optional), one game or the best of
    three, or a game kept to resume; then the address, port and invite code to give a friend,
    while it waits."""

    def __init__(self, settings: Any, parent: QWidget | None = None) -> None:
        super().__init__(settings, parent)
        self.setObjectName("host_dialog")
        self.go_button.setObjectName("host_button")
        self.port_spin = QSpinBox(self)
        self.port_spin.setObjectName("net_port_spin")
        self.port_spin.setRange(1024, 65535)
        self.port_spin.setValue(DEFAULT_PORT)
        self.relay_edit = QLineEdit(self)
        self.relay_edit.setObjectName("net_relay_edit")
        self.name_label, self.deck_label, self.port_label, self.relay_label = (QLabel(self) for _ in range(4))
        self.form.addRow(self.name_label, self.name_edit)
        self.form.addRow(self.deck_label, self.deck_combo)
        self.form.addRow(self.port_label, self.port_spin)
        self.form.addRow(self.relay_label, self.relay_edit)
        self.match_combo = QComboBox(self)
        self.match_combo.setObjectName("net_match_combo")
        self.match_combo.addItem("", 1)
        self.match_combo.addItem("", 3)
        self.match_label = QLabel(self)
        self.form.addRow(self.match_label, self.match_combo)
        # A game kept after the other side did not come back (``net.host.saved_games``).
        from mtgdesk.net.host import saved_games

        self.kept = saved_games()[:20]
        self.resume_combo = QComboBox(self)
        self.resume_combo.setObjectName("net_resume_combo")
        self.resume_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.resume_combo.addItem("", None)
        for i in range(len(self.kept)):
            self.resume_combo.addItem("", i)
        self.resume_label = QLabel(self)
        self.form.addRow(self.resume_label, self.resume_combo)
        self.resume_combo.setVisible(bool(self.kept))
        self.resume_label.setVisible(bool(self.kept))
        self.resume_combo.currentIndexChanged.connect(self._on_resume_changed)
        self.invite = QLabel(self)
        self.invite.setObjectName("invite_label")
        self.invite.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.invite.setWordWrap(True)
        self.invite.hide()
        self.code_label = QLabel(self)
        self.code_label.setObjectName("invite_code_label")
        font = QFont("monospace")
        font.setStyleHint(QFont.StyleHint.Monospace)
        font.setPointSizeF(font.pointSizeF() * 2 if font.pointSizeF() > 0 else 20)
        font.setBold(True)
        self.code_label.setFont(font)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code_label.hide()
        self.layout_.addWidget(self.invite)
        self.layout_.addWidget(self.code_label)
        self.finish_layout()
        self.listening: dict[str, Any] | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Host a game"))
        self.go_button.setText(self.tr("&Host"))
        self.name_label.setText(self.tr("Your name:"))
        self.deck_label.setText(self.tr("Your deck:"))
        self.port_label.setText(self.tr("Port:"))
        self.relay_label.setText(self.tr("Relay (optional):"))
        self.name_edit.setPlaceholderText(self.tr("Host"))
        self.relay_edit.setPlaceholderText(self.tr("relay.example.org:40037, for a friend outside your network"))
        self.match_label.setText(self.tr("Match:"))
        self.match_combo.setItemText(0, self.tr("One game"))
        self.match_combo.setItemText(1, self.tr("Best of three"))
        self.resume_label.setText(self.tr("Game:"))
        self.resume_combo.setItemText(0, self.tr("A new game"))
        for i, (path, record) in enumerate(self.kept):
            names = list(record.get("names") or ["", ""])
            when = path.stem.split("-")
            stamp = f"{when[0][:4]}-{when[0][4:6]}-{when[0][6:8]} {when[1][:2]}:{when[1][2:4]}" if len(when) > 2 \
                and len(when[0]) == 8 and len(when[1]) >= 4 else path.stem
            self.resume_combo.setItemText(i + 1, fill(self.tr("Resume: %1 against %2 (%3)"), names[0], names[1],
                                                      stamp))
        if self.listening is not None:
            self.show_listening(self.listening)
        elif not self.message.property("problem"):
            self.message.setText(self.tr("Choose your deck, then Host: your friend joins with the address, "
                                         "the port and the invite code shown here."))

    def set_busy(self, busy: bool) -> None:
        super().set_busy(busy)
        resuming = self.resume_choice() is not None
        self.resume_combo.setEnabled(not busy)
        self.match_combo.setEnabled(not busy and not resuming)
        if resuming:
            self.deck_combo.setEnabled(False)

    def best_of(self) -> int:
        """1 or 3: the match the host chose."""
        return int(self.match_combo.currentData() or 1)

    def resume_choice(self) -> tuple[dict[str, Any], Any] | None:
        """The kept game chosen to resume (its record and file), or None for a new game."""
        index = self.resume_combo.currentData()
        if index is None or not 0 <= index < len(self.kept):
            return None
        path, record = self.kept[index]
        return record, path

    def _on_resume_changed(self) -> None:
        """A kept game is played with its own decks and match: those choices are its own."""
        choice = self.resume_choice()
        self.deck_combo.setEnabled(choice is None and bool(self.deck_combo.decks))
        self.match_combo.setEnabled(choice is None)
        if choice is not None:
            found = choice[0].get("match")
            match: dict[str, Any] = found if isinstance(found, dict) else {}
            index = self.match_combo.findData(match.get("best_of", 1))
            self.match_combo.setCurrentIndex(max(0, index))

    def show_listening(self, info: dict[str, Any]) -> None:
        """The invite, to read aloud: where to join and the code; waiting."""
        self.listening = info
        self.set_busy(True)
        addresses = " " + self.tr("or") + " "
        if info.get("relay"):
            where = fill(self.tr("Through the relay <b>%1</b>: your friend joins with this relay and the code."),
                         str(info["relay"]))
        else:
            where = fill(self.tr("Address: <b>%1</b><br>Port: <b>%2</b>"),
                         addresses.join(str(a) for a in info["addresses"]), str(info["port"]))
        if info.get("unlisted"):
            where += "<br>" + fill(self.tr("This game is not listed on the local network (UDP port %1 is in use): "
                                           "give your friend the address."), str(info["unlisted"]))
        self.invite.setText(where + "<br>" + self.tr("Invite code:"))
        self.invite.show()
        self.code_label.setText(str(info["code"]))
        self.code_label.show()
        self.message.setProperty("problem", False)
        self.message.setText(self.tr("Waiting for your friend to join…"))


class JoinDialog(_NetDialog):
    """Join a game: the name, the deck, the host's address:port and invite code (or a relay)."""

    def __init__(self, settings: Any, parent: QWidget | None = None) -> None:
        super().__init__(settings, parent)
        self.setObjectName("join_dialog")
        self.go_button.setObjectName("join_button")
        self.address_edit = QLineEdit(self)
        self.address_edit.setObjectName("net_address_edit")
        self.code_edit = QLineEdit(self)
        self.code_edit.setObjectName("net_code_edit")
        self.code_edit.setMaxLength(20)
        self.relay_edit = QLineEdit(self)
        self.relay_edit.setObjectName("net_relay_edit")
        self.name_label, self.deck_label, self.address_label, self.code_label, self.relay_label = (
            QLabel(self) for _ in range(5))
        self.form.addRow(self.name_label, self.name_edit)
        self.form.addRow(self.deck_label, self.deck_combo)
        self.lan_list = LanList(self)  # the games on the local network: one fills the address
        self.lan_list.chosen.connect(self.choose_lan_game)
        self.form.addRow(self.lan_list)
        self.form.addRow(self.address_label, self.address_edit)
        self.form.addRow(self.code_label, self.code_edit)
        self.form.addRow(self.relay_label, self.relay_edit)
        self.finish_layout()
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Join a game"))
        self.go_button.setText(self.tr("&Join"))
        self.name_label.setText(self.tr("Your name:"))
        self.deck_label.setText(self.tr("Your deck:"))
        self.address_label.setText(self.tr("Host's address and port:"))
        self.code_label.setText(self.tr("Invite code:"))
        self.relay_label.setText(self.tr("Relay (optional):"))
        self.name_edit.setPlaceholderText(self.tr("Guest"))
        self.address_edit.setPlaceholderText(fill(self.tr("for example %1"), f"192.168.1.20:{DEFAULT_PORT}"))
        self.code_edit.setPlaceholderText("K7QM-4XPD")
        self.relay_edit.setPlaceholderText(self.tr("the relay's address, if the host waits at one"))
        self.lan_list.retranslate()

    def set_busy(self, busy: bool) -> None:
        super().set_busy(busy)
        self.lan_list.setEnabled(not busy)

    def choose_lan_game(self, target: str) -> None:
        """A game of the local network was chosen: its address:port; the code is still typed."""
        self.address_edit.setText(target)
        self.relay_edit.clear()
        self.code_edit.setFocus()

    def target(self) -> tuple[str, int] | str:
        """The host's (address, port), or the reason id it can't be read (``address``)."""
        text = self.address_edit.text().strip()
        address, _, port_text = text.rpartition(":")
        if not address or not port_text.isdigit() or not 0 < int(port_text) < 65536:
            return "address"
        return address.strip("[]"), int(port_text)

    def set_connecting(self) -> None:
        self.set_busy(True)
        self.message.setProperty("problem", False)
        self.message.setText(self.tr("Connecting…"))


__all__ = ["DeckPicker", "HostDialog", "JoinDialog"]
