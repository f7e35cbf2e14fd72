"""A file the user saves (a game, a replay, a scenario): written atomically where they choose."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QWidget

from mtgdesk.storage.atomic import atomic_write_text


def write_user_file(parent: QWidget, path: str | Path | None, title: str, default_name: str, file_filter: str,
                    text: Any) -> Path | None:
    """Write ``text()`` atomically to ``path``, asking where (a save dialog titled ``title``)
    unless it is given; a problem (``OSError``, or ``ValueError`` from ``text``) is shown and
    nothing is written. The path written, or None."""
    from PySide6.QtWidgets import QFileDialog, QMessageBox  # not before the first paint

    if not path:
        chosen, _ = QFileDialog.getSaveFileName(parent, title, default_name, file_filter)
        if not chosen:
            return None
        path = chosen
    try:
        atomic_write_text(path, text())
    except (OSError, ValueError) as exc:
        QMessageBox.warning(parent, title, str(exc))
        return None
    return Path(path)
