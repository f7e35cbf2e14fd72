"""The main window: for now a start page, the File and Help menus and a status bar."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QFont, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

import mtgdesk
from mtgdesk import resources

#: The five colours, in the order of the colour pie, shown on the start page.
_START_PAGE_SYMBOLS = ("W", "U", "B", "R", "G")
_SYMBOL_SIZE = QSize(40, 40)


def package_version() -> str:
    """The installed version of mtgdesk, or the checkout's when it runs uninstalled."""
    try:
        return version("mtgdesk")
    except PackageNotFoundError:
        return str(getattr(mtgdesk, "__version__", "dev"))


class MainWindow(QMainWindow):
    """The application's main window.

    The table and the game come with later issues; this is the frame they will live in.
    Placeholders in translated strings are Qt's %1, %2 (which Qt Linguist checks), filled with
    str.replace, so a translation can never break a str.format call.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("main_window")
        self.setWindowTitle(self.tr("mtgdesk"))
        self.resize(900, 600)
        self._about_box: QMessageBox | None = None

        self.quit_action = QAction(self.tr("&Quit"), self)
        self.quit_action.setObjectName("quit_action")
        # Spelled out: QKeySequence.StandardKey.Quit is empty on Windows.
        self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        self.quit_action.setStatusTip(self.tr("Leave mtgdesk"))
        self.quit_action.triggered.connect(self.close)

        self.about_action = QAction(self.tr("&About mtgdesk"), self)
        self.about_action.setObjectName("about_action")
        self.about_action.setStatusTip(self.tr("Show the version of mtgdesk"))
        self.about_action.triggered.connect(self._show_about)

        self.about_qt_action = QAction(self.tr("About &Qt"), self)
        self.about_qt_action.setObjectName("about_qt_action")
        self.about_qt_action.triggered.connect(QApplication.aboutQt)

        self._build_menus()
        self.setCentralWidget(self._build_start_page())
        self._build_status_bar()

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        file_menu.setObjectName("file_menu")
        file_menu.addAction(self.quit_action)

        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        help_menu.setObjectName("help_menu")
        help_menu.addAction(self.about_action)
        help_menu.addAction(self.about_qt_action)

    def _build_start_page(self) -> QWidget:
        page = QWidget(self)
        page.setObjectName("start_page")

        symbols = QHBoxLayout()
        symbols.addStretch()
        for symbol in _START_PAGE_SYMBOLS:
            label = QLabel(page)
            icon = QIcon(str(resources.asset_path(f"mana-{symbol}.svg")))
            label.setPixmap(icon.pixmap(_SYMBOL_SIZE))
            symbols.addWidget(label)
        symbols.addStretch()

        title = QLabel(self.tr("mtgdesk"), page)
        title.setObjectName("title_label")
        title_font = QFont(title.font())
        title_font.setPointSizeF(title_font.pointSizeF() * 3)
        title_font.setBold(True)
        title.setFont(title_font)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)

        tagline = QLabel(
            self.tr(
                "Magic: The Gathering on your desktop, against the computer or a friend, "
                "with every rule enforced."
            ),
            page,
        )
        tagline.setObjectName("tagline_label")
        tagline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        tagline.setWordWrap(True)

        quit_button = QPushButton(self.tr("Quit"), page)
        quit_button.setObjectName("quit_button")
        quit_button.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addStretch()
        buttons.addWidget(quit_button)
        buttons.addStretch()

        layout = QVBoxLayout(page)
        layout.addStretch(2)
        layout.addLayout(symbols)
        layout.addSpacing(16)
        layout.addWidget(title)
        layout.addWidget(tagline)
        layout.addSpacing(24)
        layout.addLayout(buttons)
        layout.addStretch(3)
        return page

    def _build_status_bar(self) -> None:
        status_bar = self.statusBar()
        version_label = QLabel(self.tr("Version %1").replace("%1", package_version()), self)
        version_label.setObjectName("version_label")
        status_bar.addPermanentWidget(version_label)
        status_bar.showMessage(self.tr("Ready"))

    def _show_about(self) -> None:
        if self._about_box is None:
            box = QMessageBox(self)
            box.setObjectName("about_box")
            box.setWindowTitle(self.tr("About mtgdesk"))
            box.setIconPixmap(QIcon(str(resources.asset_path("icon.svg"))).pixmap(QSize(64, 64)))
            box.setText(self.tr("<h3>mtgdesk %1</h3>").replace("%1", package_version()))
            box.setInformativeText(
                self.tr(
                    "A desktop client for Magic: The Gathering, with every rule enforced.<br><br>"
                    "Magic: The Gathering is a trademark of Wizards of the Coast LLC. "
                    "mtgdesk is not affiliated with or endorsed by Wizards of the Coast."
                )
            )
            box.setStandardButtons(QMessageBox.StandardButton.Close)
            self._about_box = box
        # open(), not exec(): the window stays responsive and tests need no modal loop.
        self._about_box.open()
