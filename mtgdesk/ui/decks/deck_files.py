"""The deck editor's files: a new deck, the chooser of the deck to open, import from and export
to other programs' deck files (``mtgdesk.decks.formats``), saving to the user's decks folder
(atomically; the copy of a preconstructed deck becomes the player's own), and the question
before unsaved changes are lost.

:class:`DeckFiles` is a mixin of the editor window (``deck_editor.DeckEditor``), which holds the
deck, its lists and its undo stack; its texts are translated in the context ``DeckFiles``.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Slot
from PySide6.QtWidgets import QFileDialog, QMessageBox

from mtgdesk.decks.formats import EXTENSIONS, read_deck_file, write_deck
from mtgdesk.decks.store import DeckSource, save_user_deck
from mtgdesk.decks.text import Deck, DeckError
from mtgdesk.storage.atomic import atomic_write_text

from .deck_lists import DeckChooser
from ..common.noop import QT_TRANSLATE_NOOP
from ..common.texts import fill

if TYPE_CHECKING:
    from PySide6.QtCore import Signal
    from PySide6.QtGui import QUndoStack
    from PySide6.QtWidgets import QLineEdit, QMainWindow

    from .deck_lists import DeckZoneModel

    class _Base(QMainWindow):
        """What the editor window (``deck_editor.DeckEditor``) provides to its file commands.
        (Declared here, outside :class:`DeckFiles`: lupdate reads no class body with an ``if``.)"""

        saved = Signal(object)
        deck: Deck
        path: Path | None
        read_only: bool
        limited: bool
        casual: bool
        chooser: DeckChooser | None
        _deck_loader: Any
        undo_stack: QUndoStack
        models: dict[str, DeckZoneModel]
        name_edit: QLineEdit

        def open_source(self, source: DeckSource) -> None: ...

        def _shown(self, text: str) -> str: ...

        def _refuse(self, text: str) -> None: ...

        def _deck_changed(self) -> None: ...

        def _apply_read_only(self) -> None: ...

        def _update_title(self) -> None: ...
else:
    _Base = object

#: Export formats: (format, file filter, extension).
EXPORT_FORMATS = (
    ("txt", QT_TRANSLATE_NOOP("DeckFiles", "Plain text, MTGO (*.txt)"), ".txt"),
    ("arena", QT_TRANSLATE_NOOP("DeckFiles", "MTG Arena (*.txt)"), ".txt"),
    ("dec", QT_TRANSLATE_NOOP("DeckFiles", "Apprentice, Magic Workstation (*.dec)"), ".dec"),
    ("cod", QT_TRANSLATE_NOOP("DeckFiles", "Cockatrice (*.cod)"), ".cod"),
    ("dck", QT_TRANSLATE_NOOP("DeckFiles", "Forge (*.dck)"), ".dck"),
    ("xmage", QT_TRANSLATE_NOOP("DeckFiles", "XMage (*.dck)"), ".dck"),
    ("dek", QT_TRANSLATE_NOOP("DeckFiles", "Magic: The Gathering Online (*.dek)"), ".dek"),
    ("mwdeck", QT_TRANSLATE_NOOP("DeckFiles", "Magic Workstation (*.mwDeck)"), ".mwDeck"),
)


class DeckFiles(_Base):
    """Mixin, before the Qt window class (``class DeckEditor(Retranslating, DeckFiles,
    QMainWindow)``): the editor's file commands. ``last_warning`` is the text of the last
    warning shown."""

    def new_deck(self) -> None:
        if self.confirm_discard():
            self.open_source(DeckSource(Deck(name="")))

    def choose_deck(self) -> None:
        """Open one of the decks: they are read off the interface's thread (``DeckListLoader``),
        and the chooser opens once they are."""
        if not self.confirm_discard() or self._deck_loader is not None:
            return
        from .deck_loader import DeckListLoader

        self._deck_loader = DeckListLoader(self)
        self._deck_loader.loaded.connect(self._on_decks_loaded)
        self._deck_loader.start()

    @Slot(list)
    def _on_decks_loaded(self, decks: list[DeckSource]) -> None:
        self._deck_loader = None
        chooser = DeckChooser(decks, self)
        self.chooser = chooser

        def open_chosen() -> None:
            source = chooser.chosen()
            if source is not None:
                self.open_source(source)

        chooser.accepted.connect(open_chosen)
        chooser.open()

    def import_file(self, path: str | Path | None = None) -> bool:
        """Read a deck from another program's file; unknown cards are listed, the rest loads."""
        if path is None:
            if not self.confirm_discard():
                return False
            patterns = " ".join(f"*{e}" for e in EXTENSIONS)
            chosen, _ = QFileDialog.getOpenFileName(self, self.tr("Import a deck"), "",
                                                    fill(self.tr("Deck files (%1);;All files (*)"), patterns))
            if not chosen:
                return False
            path = chosen
        from .deck_loader import interface_language

        try:
            imported = read_deck_file(path, language=interface_language())  # suggestions in it first
        except DeckError as exc:
            self._warn(self.tr("Import a deck"), fill(self.tr("The deck can't be read: %1"), str(exc)))
            return False
        self.open_source(DeckSource(imported.deck, None, limited=imported.limited))
        self.undo_stack.resetClean()
        if imported.unknown:
            lines = "\n".join(str(u) for u in imported.unknown[:20])
            self._warn(self.tr("Import a deck"),
                       fill(self.tr("These cards are not in the Ninth Edition and were left out:\n%1"), lines))
        else:
            self.statusBar().showMessage(fill(self.tr("Imported %1."), str(path)), 6000)
        return True

    def export_file(self, path: str | Path | None = None, fmt: str | None = None) -> bool:
        """Write the deck in another program's format (chosen by the filter or the extension)."""
        if path is None:
            filters = [QCoreApplication.translate("DeckFiles", f) for _, f, _ in EXPORT_FORMATS]
            chosen, chosen_filter = QFileDialog.getSaveFileName(self, self.tr("Export the deck"),
                                                                self.deck.name or "deck", ";;".join(filters))
            if not chosen:
                return False
            index = filters.index(chosen_filter) if chosen_filter in filters else 0
            fmt = EXPORT_FORMATS[index][0]
            if not Path(chosen).suffix:
                chosen += EXPORT_FORMATS[index][2]
            path = chosen
        fmt = fmt or EXTENSIONS.get(Path(path).suffix.lower(), "txt")
        try:
            atomic_write_text(path, write_deck(self.deck, fmt, limited=self.limited))
        except OSError as exc:
            self._warn(self.tr("Export the deck"), fill(self.tr("Can't write %1: %2"), str(path), str(exc)))
            return False
        self.statusBar().showMessage(fill(self.tr("Exported to %1."), str(path)), 6000)
        return True

    def save(self, copy: bool = False) -> Path | None:
        """Save to the user's decks folder (atomically); a copy is a new file, and the copy of a
        preconstructed deck becomes the player's own."""
        if self.read_only and not copy:
            self._refuse(self.tr("A preconstructed deck can't be changed: save a copy first."))
            return None
        if not self.deck.name:
            self.deck.name = self.tr("New deck") if not copy else ""
        if copy:
            if self.read_only:  # a preconstructed deck's copy is named and noted as it was shown
                self.deck.description = self._shown(self.deck.description)
            self.deck.name = fill(self.tr("%1 (copy)"), self._shown(self.deck.name) or self.tr("New deck"))
        try:
            path = save_user_deck(self.deck, None if copy else self.path, limited=self.limited)
        except OSError as exc:
            self._warn(self.tr("Save the deck"), fill(self.tr("The deck can't be saved: %1"), str(exc)))
            return None
        self.path = path
        if self.casual:  # a deck file holds constructed or limited, so the copy is constructed now
            self.casual = False
            self._deck_changed()
        if self.read_only:
            self.read_only = False
            for model in self.models.values():
                model.editable = True
            self._apply_read_only()
        self.name_edit.setText(self.deck.name)
        self.undo_stack.setClean()
        self._update_title()
        self.statusBar().showMessage(fill(self.tr("Saved to %1."), str(path)), 6000)
        self.saved.emit(path)
        return path

    def _warn(self, title: str, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("deck_warning")
        self.last_warning = text
        box.open()

    def confirm_discard(self) -> bool:
        """True if there are no unsaved changes, or the player agrees to lose them."""
        if self.undo_stack.isClean() or self.read_only:
            return True
        answer = QMessageBox.question(self, self.tr("Unsaved changes"),
                                      self.tr("The deck has changes that are not saved. Discard them?"))
        return answer == QMessageBox.StandardButton.Yes
