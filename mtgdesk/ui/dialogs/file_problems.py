"""Telling the user at start about a file mtgdesk could not use (settings, the autosaved game):
a dialog naming each file and its problem, and where the file was kept.

The checks themselves are in ``mtgdesk.storage`` (``load_settings(set_aside=True)``,
``check_autosave``); this module only shows what they found.
"""
from __future__ import annotations

import html
import os
from collections.abc import Sequence

from PySide6.QtWidgets import QMessageBox, QWidget

from mtgdesk.storage.paths import autosave_path

from ..common.retranslating import Retranslating


class FileProblemsDialog(Retranslating, QMessageBox):
    """A warning listing files that could not be used, each with its problem (the file's path,
    the line where known, what is wrong and the name it was kept under)."""

    def __init__(self, problems: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("file_problems_dialog")
        self.problems = list(problems)
        self.setIcon(QMessageBox.Icon.Warning)
        self.setStandardButtons(QMessageBox.StandardButton.Ok)
        # Wide enough for a path and its problem on a line or two (QMessageBox's own label names).
        self.setStyleSheet("QLabel#qt_msgbox_label, QLabel#qt_msgbox_informativelabel { min-width: 40em; }")
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Files that could not be used"))
        self.setText(self.tr("mtgdesk could not use the files below and started without them. "
                             "Nothing was deleted: below, each file says where it was kept."))
        # Escaped, so that a path or a problem is shown as it is, never read as markup.
        self.setInformativeText("<br><br>".join(html.escape(p) for p in self.problems))


def check_files_at_start(window: QWidget, settings_problems: Sequence[str]) -> FileProblemsDialog | None:
    """Check the autosave (set aside if it can't be continued), then show every problem found,
    with the settings' ones, in one dialog (``open()``: the window stays usable); None if all
    files were fine."""
    problems = list(settings_problems)
    if os.path.lexists(autosave_path()):  # the rules are loaded only when there is a game to check
        from mtgdesk.storage.saves import check_autosave

        autosave = check_autosave()
        if autosave is not None:
            problems.append(str(autosave))
    if not problems:
        return None
    dialog = FileProblemsDialog(problems, window)
    dialog.open()
    return dialog
