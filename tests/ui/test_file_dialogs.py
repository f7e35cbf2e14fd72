"""Qt's own file dialog made readable (ui/common/file_dialogs.py), as File ▸ Open puzzle shows it:
its columns as wide as what they show, its places' names whole, and Qt's own words, sizes and
dates in the interface's language (Qt's catalogue, and mtgdesk's for the words it lacks)."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QListView, QTreeView

from mtgdesk.ui.main_window import MainWindow
from tests.ui.table_games import english_again  # noqa: F401 (a fixture: the language put back)

pytestmark = [pytest.mark.gui, pytest.mark.usefixtures("english_again")]

WORDS = {"en": ("Folder", "TOML document", "bytes"), "fr": ("Dossier", "Document TOML", "octets"),
         "ru": ("Папка", "Документ TOML", "байт")}


@pytest.mark.parametrize("language", ["en", "fr", "ru"])
def test_the_puzzle_file_dialog_shows_its_columns_and_places_whole_in_the_language(
        window: MainWindow, qtbot: Any, language: str) -> None:
    window.set_language(language)
    folder, toml, byte = WORDS[language]
    # Qt asks for "Folder" with a comment its French and Russian catalogues lack the string for.
    assert QCoreApplication.translate("QAbstractFileIconProvider", "Folder", "All other platforms") == folder
    dialog = window.puzzles.file_dialog(native=False)
    qtbot.addWidget(dialog)
    dialog.resize(900, 560)
    dialog.show()
    tree = dialog.findChild(QTreeView, "treeView")
    model = tree.model()

    def rows() -> dict[str, list[str]]:
        root = tree.rootIndex()
        return {model.index(r, 0, root).data(): [model.index(r, c, root).data() or "" for c in range(4)]
                for r in range(model.rowCount(root))}

    qtbot.waitUntil(lambda: "categories" in rows() and "win_shock_to_the_face.toml" in rows(), timeout=5000)
    qtbot.wait(200)  # the columns fitted once the folder is read
    shown = rows()
    assert shown["categories"][2] == folder
    name, size, kind, date = shown["win_shock_to_the_face.toml"]
    assert kind == toml and byte in size and date
    header = tree.header()
    for column in (1, 2, 3):  # size, type, date: whole
        assert header.sectionSize(column) >= tree.sizeHintForColumn(column), (language, column)
    assert header.sectionSize(0) >= tree.sizeHintForColumn(0)  # the names too, at 900 px
    sidebar = dialog.findChild(QListView, "sidebar")
    assert sidebar.viewport().width() >= sidebar.sizeHintForColumn(0), language  # "Ordinateur" whole
    dialog.reject()
