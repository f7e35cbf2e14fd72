"""The dialogs and pages the main window opens over the start page or the table: the new game
page, a confirmation, the settings, the keys and the rules reference (a part of
:class:`~mtgdesk.ui.main_window.MainWindow`, which inherits them)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from .common import pictures
from .common.page_title import PageTitle
from .common.theme import apply_theme

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow, QMessageBox, QStackedWidget

    from mtgdesk.storage import Settings

    from .dialogs.dialogs import NewGameDialog, SettingsDialog
    from .games.match import Match
    from .games.saved_games import GameRecords
    from .table.session import GameSetup
    from .table.table_page import TablePage

    _Base = QMainWindow
else:
    _Base = object


class WindowDialogs(_Base):
    """Mixin of :class:`~mtgdesk.ui.main_window.MainWindow`: its dialogs and pages."""

    if TYPE_CHECKING:  # the window's, used here
        settings: Settings
        pages: QStackedWidget
        start_page: QWidget
        table: TablePage | None
        records: GameRecords
        match: Match
        _new_game_dialog: NewGameDialog
        _settings_dialog: SettingsDialog
        _keys: Any
        _reference: Any

        def _save_settings(self) -> None: ...

        def _update_actions(self) -> None: ...

        def start_game(self, setup: GameSetup, autosave: bool = True) -> TablePage: ...

    def confirm(self, title: str, text: str, yes: str, on_yes: Any) -> QMessageBox:
        """Ask before doing something that can't be undone; ``on_yes()`` if the player agrees.
        The box is window-modal and opened, not executed: the window keeps running."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, self)
        box.setObjectName("confirm_box")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        agree = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
        agree.setObjectName("confirm_yes_button")
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        cancel.setObjectName("confirm_cancel_button")
        box.setDefaultButton(cancel)
        box.buttonClicked.connect(lambda button: on_yes() if button is agree else None)
        box.open()
        return box

    def _ask_new_game(self) -> None:
        from .dialogs.dialogs import NewGameDialog
        from .games.match import Match

        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QScrollArea

        pending = getattr(self, "_new_game_dialog", None)
        if pending is not None and pending.loading:
            return  # asked twice while the decks are being read: the page opens once
        dialog = NewGameDialog(None, self.settings, self)  # reads the decks off this thread
        self._new_game_dialog = dialog
        # The form is a page of the window, in place of the start page (and its saved games),
        # not a dialog drawn over them; Start or Cancel (Esc) leaves it.
        dialog.setWindowFlags(Qt.WindowType.Widget)
        page = QScrollArea(self)
        page.setObjectName("new_game_page")
        page.setWidgetResizable(True)
        page.setFrameShape(QScrollArea.Shape.NoFrame)
        holder = QWidget(page)
        rows = QVBoxLayout(holder)
        rows.addStretch(1)
        title = PageTitle("NewGameDialog", "New game", holder)  # the dialog's title, now a page's
        dialog_layout = dialog.layout()
        margin = dialog_layout.contentsMargins().left() if dialog_layout is not None else 0
        title.setContentsMargins(margin, 0, 0, 0)
        column = QVBoxLayout()
        column.addWidget(title)
        column.addWidget(dialog)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addLayout(column, 4)
        row.addStretch(1)
        rows.addLayout(row)
        rows.addStretch(2)
        page.setWidget(holder)
        previous = self.pages.currentWidget()

        def show_page() -> None:
            self.pages.addWidget(page)
            self.pages.setCurrentWidget(page)
            dialog.show()
            dialog.setFocus()

        def leave(_result: int) -> None:
            if self.pages.currentWidget() is page:
                back = previous if previous is not None and self.pages.indexOf(previous) >= 0 else self.start_page
                self.pages.setCurrentWidget(back)
            self.pages.removeWidget(page)
            page.deleteLater()
            self._update_actions()

        def accepted() -> None:
            dialog.remember()
            self._save_settings()
            self.match = Match(dialog.best_of())
            self.start_game(dialog.setup())

        dialog.accepted.connect(accepted)
        dialog.finished.connect(leave)
        if dialog.loading:  # the page opens once the decks are read
            dialog.decks_loaded.connect(show_page)
        else:
            show_page()

    def show_keys(self) -> Any:
        """Help ▸ Keys: the keys of the table (``dialogs/keys.py``)."""
        from .dialogs.keys import KeysDialog

        if self._keys is None:
            self._keys = KeysDialog(self)
        self._keys.show()
        self._keys.raise_()
        return self._keys

    def show_rules_reference(self, rule: str = "") -> Any:
        """Open the rules reference (at ``rule``, the one a refusal cited, if given)."""
        from .dialogs.reference import RulesReference

        if self._reference is None:
            self._reference = RulesReference(self)
        if rule:
            self._reference.show_rule(rule)
        self._reference.show()
        self._reference.raise_()
        return self._reference

    def edit_settings(self) -> None:
        from .dialogs.dialogs import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        self._settings_dialog = dialog
        shown = pictures.generation()  # pictures downloaded while the dialog is open count too

        def accepted() -> None:
            dialog.apply()
            self._save_settings()
            apply_theme(self.settings.theme)  # every open window, at once
            if self.table is not None:
                self.table.apply_settings()
                if pictures.generation() != shown:  # other card pictures: the cards painted again
                    for item in self.table.scene.items_by_id.values():
                        item.update()
            if self.records.replay_window is not None:
                self.records.replay_window.apply_settings()

        dialog.accepted.connect(accepted)
        dialog.open()
