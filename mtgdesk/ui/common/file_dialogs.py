"""Qt's own file dialog made readable: where Qt draws the dialog itself (Linux without a desktop's
dialog, or when asked for), its detail view's columns are sized once from English samples
("128.88 GB", "10/29/81 02:02PM") and cut sizes, types and dates in other languages and
locales, and its list of places cuts "Ordinateur". ``fit_file_dialog`` sizes the columns to
what they show whenever a folder has been read or the dialog resized (the name takes the room
left), and widens the places to their longest name. A native dialog (Windows, macOS, a
desktop's portal) has none of Qt's widgets and is left as it is.

Qt's own words in the dialog come from Qt's catalogue (qtbase_fr.qm, qtbase_ru.qm, loaded with
mtgdesk's: ``ui.common.language``); the few it lacks are mtgdesk's (``i18n_build.QT_GAPS``)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QEvent,
    QIdentityProxyModel,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
)
from PySide6.QtWidgets import QFileDialog, QFileSystemModel, QListView, QSplitter, QStyle, QTreeView


class _LocalSizes(QIdentityProxyModel):
    """The file system model's sizes and dates in the interface's language ("357 octets",
    "28/11/2026 16:46"), not the system's locale's, which Qt's model uses."""

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        source = self.sourceModel()
        if role == Qt.ItemDataRole.DisplayRole and index.column() in (1, 3) and isinstance(source, QFileSystemModel):
            at = self.mapToSource(index)
            if index.column() == 1:
                return "" if source.isDir(at) else QLocale().formattedDataSize(source.size(at))
            return QLocale().toString(source.lastModified(at), QLocale.FormatType.ShortFormat)
        return super().data(index, role)


class _Fitter(QObject):
    """Sizes a Qt file dialog's columns and places, a moment after each change (debounced)."""

    def __init__(self, dialog: QFileDialog) -> None:
        super().__init__(dialog)
        self.dialog = dialog
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(30)
        self.timer.timeout.connect(self.fit)
        self._watched: QTreeView | None = None
        dialog.installEventFilter(self)

    def _tree(self) -> QTreeView | None:
        tree = self.dialog.findChild(QTreeView, "treeView")
        if tree is not None and tree is not self._watched:  # Qt's widgets are made lazily: watch them once there
            self._watched = tree
            tree.viewport().installEventFilter(self)
            model = tree.model()
            for signal in ("directoryLoaded", "rowsInserted", "dataChanged", "layoutChanged", "modelReset"):
                if hasattr(model, signal):
                    getattr(model, signal).connect(self._later)
        return tree

    def _later(self, *_: object) -> None:
        self.timer.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.dialog and event.type() == QEvent.Type.Show and self.dialog.proxyModel() is None \
                and self.dialog.findChild(QTreeView, "treeView") is not None:  # Qt's own dialog, not a native one
            self.dialog.setProxyModel(_LocalSizes(self.dialog))
        if event.type() in (QEvent.Type.Show, QEvent.Type.Resize):
            self._tree()
            self.timer.start()
        return False

    def fit(self) -> None:
        tree = self._tree()
        if tree is None or not tree.isVisible():
            return
        header = tree.header()
        columns = [c for c in range(header.count()) if not header.isSectionHidden(c)]
        if not columns:
            return
        widths = {c: max(header.sectionSizeHint(c), tree.sizeHintForColumn(c)) for c in columns}
        first, others = columns[0], columns[1:]
        room = tree.viewport().width()
        rest = sum(widths[c] for c in others)
        # The name takes what the others leave; where that is too little, at least half the
        # view (or its own width) and the view scrolls sideways.
        widths[first] = max(room - rest, min(widths[first], room // 2))
        for c in columns:
            header.resizeSection(c, widths[c])
        self._fit_places()

    def _fit_places(self) -> None:
        sidebar = self.dialog.findChild(QListView, "sidebar")
        splitter = self.dialog.findChild(QSplitter, "splitter")
        if sidebar is None or splitter is None or splitter.count() < 2 or sidebar.model() is None:
            return
        scroll = sidebar.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, sidebar)
        need = sidebar.sizeHintForColumn(0) + 2 * sidebar.frameWidth() + scroll
        sizes = splitter.sizes()
        if sizes[0] < need and sum(sizes) > 2 * need:
            splitter.setSizes([need, sum(sizes) - need] + [0] * (len(sizes) - 2))


def fit_file_dialog(dialog: QFileDialog) -> QFileDialog:
    """Keep ``dialog``'s detail columns and places as wide as what they show (Qt's own dialog
    only; a native one is left alone); returns ``dialog``."""
    if dialog.findChild(_Fitter) is None:
        _Fitter(dialog)
    return dialog


__all__ = ["fit_file_dialog"]
