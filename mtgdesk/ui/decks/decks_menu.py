"""The main window's Decks menu: the card browser, the deck editor (a new deck, one of the
decks, or one imported from another program), sealed and booster draft."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from ..common.retranslating import Retranslating
from ..common.shortcuts import set_shortcut


class DecksMenu(Retranslating, QMenu):
    """The Decks menu; the windows it opens are children of the main window.

    Signals:
        chooser_opened(object): the deck chooser opened, its decks read (``open_deck``).
    """

    chooser_opened = Signal(object)

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("decks_menu")
        self.window_ = window
        self.browser_window: Any = None
        self.editors: list[Any] = []
        self.limited_windows: list[Any] = []
        self.chooser: Any = None
        self._deck_loader: Any = None
        self.browser_action = self._action("card_browser_action", self.show_browser, "Ctrl+B")
        self.new_deck_action = self._action("new_deck_action", self.new_deck, "Ctrl+Shift+N")
        self.open_deck_action = self._action("open_deck_action", self.open_deck, "Ctrl+Shift+O")
        self.import_deck_action = self._action("import_deck_action", self.import_deck, "Ctrl+I")
        self.addSeparator()
        self.sealed_action = self._action("sealed_action", lambda: self.limited("sealed"))
        self.draft_action = self._action("draft_action", lambda: self.limited("draft"))
        self.retranslate()

    def _action(self, name: str, slot: Any, shortcut: str = "") -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        if shortcut:
            set_shortcut(action, shortcut)
        action.triggered.connect(lambda _checked=False: slot())
        self.addAction(action)
        return action

    def show_browser(self) -> Any:
        from .card_browser import CardBrowserWindow

        if self.browser_window is None:
            self.browser_window = CardBrowserWindow(self.window_)
        self.browser_window.show()
        self.browser_window.raise_()
        return self.browser_window

    def editor(self, source: Any = None) -> Any:
        """A new deck editor window (pyqtgraph is imported now, not at start)."""
        from .deck_editor import DeckEditor

        editor = DeckEditor(self.window_, source)
        self.editors = [e for e in self.editors if e.isVisible()] + [editor]
        editor.show()
        return editor

    def new_deck(self) -> Any:
        return self.editor()

    def open_deck(self) -> None:
        """Choose a deck to edit: the decks are read off the interface's thread, and the chooser
        opens once they are (``chooser_opened``)."""
        if self._deck_loader is not None:
            return  # already reading them
        from .deck_loader import DeckListLoader

        self._deck_loader = DeckListLoader()
        self._deck_loader.loaded.connect(self._on_decks_loaded)
        self._deck_loader.start()

    @Slot(list)
    def _on_decks_loaded(self, decks: list[Any]) -> None:
        from .deck_lists import DeckChooser

        self._deck_loader = None
        chooser = DeckChooser(decks, self.window_)
        self.chooser = chooser
        chooser.accepted.connect(lambda: chooser.chosen() is not None and self.editor(chooser.chosen()))
        chooser.open()
        self.chooser_opened.emit(chooser)

    def import_deck(self) -> Any:
        editor = self.editor()
        if not editor.import_file():
            editor.close()
        return editor

    def limited(self, kind: str) -> Any:
        from .limited_window import LimitedWindow

        window = LimitedWindow(kind, self.window_)
        self.limited_windows = [w for w in self.limited_windows if w.isVisible()] + [window]
        window.show()
        return window

    def retranslate(self) -> None:
        self.setTitle(self.tr("&Decks"))
        for action, text in ((self.browser_action, self.tr("Card &browser")),
                             (self.new_deck_action, self.tr("&New deck…")),
                             (self.open_deck_action, self.tr("&Open a deck…")),
                             (self.import_deck_action, self.tr("&Import a deck…")),
                             (self.sealed_action, self.tr("&Sealed…")),
                             (self.draft_action, self.tr("Booster &draft…"))):
            action.setText(text)
