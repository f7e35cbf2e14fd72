"""The main window: the start page (new game, continue, quit), the table, the menus with their
shortcuts, and the status bar.

The table's modules are imported when the first game starts, so that the window paints fast.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QLocale, QObject, QSize, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QFont, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

import mtgdesk
from mtgdesk import resources
from mtgdesk.storage import Settings, has_autosave, load_settings, save_settings

from .common import pictures
from .common.language import LANGUAGES, LanguageManager
from .common.retranslating import Retranslating
from .games.saved_games import GameRecords
from .common.shortcuts import set_shortcut
from .window_dialogs import WindowDialogs

if TYPE_CHECKING:
    from PySide6.QtCore import QLockFile
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QMessageBox

    from mtgdesk.storage.records import GameRecord
    from mtgdesk.storage.saves import SavedGame

    from .table.session import GameSession, GameSetup
    from .table.table_page import TablePage

#: The five colours, in the order of the colour pie, shown on the start page.
_START_PAGE_SYMBOLS = ("W", "U", "B", "R", "G")
_SYMBOL_SIZE = QSize(40, 40)


def asset_icon(name: str) -> QIcon:
    """An icon of the assets (an SVG). ``QIcon`` is loaded here, after the first paint: its
    enums (a hundred and fifty theme icons) cost the first paint a millisecond or two."""
    from PySide6.QtGui import QIcon

    return QIcon(str(resources.asset_path(name)))


def package_version() -> str:
    """mtgdesk's version: the package's own (``pyproject.toml`` says the same, a test checks),
    read without ``importlib.metadata``, which would cost the first paint a tenth of a second."""
    return str(mtgdesk.__version__)


class _FirstPaint(QObject):
    """Watches a window for its first paint, then calls what waited for it on the event loop's
    next turn (when the frame has been drawn)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.callbacks: list[Callable[[], object]] = []
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.window.removeEventFilter(self)
            QTimer.singleShot(0, self, self._run)
        return False

    def _run(self) -> None:
        self.window._first_paint = None
        for callback in self.callbacks:
            callback()
        self.callbacks.clear()


class MainWindow(WindowDialogs, Retranslating, QMainWindow):
    """The application's main window.

    Placeholders in translated strings are Qt's %1, %2 (which Qt Linguist checks), filled with
    str.replace, so a translation can never break a str.format call.
    """

    def __init__(self, parent: QWidget | None = None, settings: Settings | None = None,
                 languages: LanguageManager | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("main_window")
        self.setWindowTitle(self.tr("mtgdesk"))
        self.resize(self._first_size())
        self.settings = settings if settings is not None else load_settings()
        pictures.configure(self.settings)  # card pictures, if chosen (issue 32)
        self._about_box: QMessageBox | None = None
        self.session: GameSession | None = None
        self.table: TablePage | None = None
        self.game_over_dialog: Any = None
        self._greeting = ""  # "Good luck!", as the status bar showed it when the game began
        self.persist_settings = True
        self._autosave_lock: QLockFile | None = None  # held while this window owns the autosave
        self._first_paint: _FirstPaint | None = _FirstPaint(self)
        self._build_actions()
        self._build_window(languages)

    def _build_actions(self) -> None:
        # Actions (and the start page's buttons) take their text as a keyword: ``QAction(text,
        # parent)`` makes PySide6 weigh the overload with an icon, which builds ``QIcon``'s enums
        # (150 theme icons) before the first paint.
        self.new_game_action = QAction(self, text=self.tr("&New game…"))
        self.new_game_action.setObjectName("new_game_action")
        set_shortcut(self.new_game_action, "Ctrl+N")
        self.new_game_action.setStatusTip(self.tr("Choose two decks and start a game"))
        self.new_game_action.triggered.connect(self.new_game)

        self.continue_action = QAction(self, text=self.tr("&Continue the last game"))
        self.continue_action.setObjectName("continue_action")
        set_shortcut(self.continue_action, "Ctrl+R")
        self.continue_action.triggered.connect(self.continue_game)

        self.save_log_action = QAction(self, text=self.tr("&Save the game log…"))
        self.save_log_action.setObjectName("save_log_action")
        set_shortcut(self.save_log_action, "Ctrl+S")
        self.save_log_action.triggered.connect(self.save_log)

        self.main_menu_action = QAction(self, text=self.tr("Back to the &start page"))
        self.main_menu_action.setObjectName("main_menu_action")
        set_shortcut(self.main_menu_action, "Ctrl+W")
        self.main_menu_action.triggered.connect(self.show_start_page)

        self.settings_action = QAction(self, text=self.tr("S&ettings…"))
        self.settings_action.setObjectName("settings_action")
        set_shortcut(self.settings_action, "Ctrl+,")
        self.settings_action.triggered.connect(self.edit_settings)

        self.quit_action = QAction(self, text=self.tr("&Quit"))
        self.quit_action.setObjectName("quit_action")
        # Spelled out: QKeySequence.StandardKey.Quit is empty on Windows.
        set_shortcut(self.quit_action, "Ctrl+Q")
        self.quit_action.setStatusTip(self.tr("Leave mtgdesk"))
        self.quit_action.triggered.connect(self.close)

        # Space belongs to the table (a shortcut here would be ambiguous); the menu only shows it.
        space = QKeySequence("Space").toString(QKeySequence.SequenceFormat.NativeText)
        self.pass_action = QAction(self, text=self.tr("&Pass priority / confirm") + "\t" + space)
        self.pass_action.setObjectName("pass_action")
        self.pass_action.setStatusTip(self.tr("Pass priority, or press the prompt's main button (Space)"))
        self.pass_action.triggered.connect(self._pass)
        self.end_turn_action = QAction(self, text=self.tr("&End turn"))
        self.end_turn_action.setObjectName("end_turn_action")
        set_shortcut(self.end_turn_action, "Ctrl+E")
        self.end_turn_action.setStatusTip(self.tr("Pass priority until the end of the turn"))
        self.end_turn_action.triggered.connect(self._end_turn)

        self.full_control_action = QAction(self, text=self.tr("&Full control"))
        self.full_control_action.setObjectName("full_control_action")
        self.full_control_action.setCheckable(True)
        self.full_control_action.setStatusTip(self.tr("Stop at every priority, even where you could only pass"))
        self.full_control_action.toggled.connect(self._on_full_control_toggled)

        self.concede_action = QAction(self, text=self.tr("C&oncede…"))
        self.concede_action.setObjectName("concede_action")
        self.concede_action.setStatusTip(self.tr("Give up this game: the other player wins"))
        self.concede_action.triggered.connect(self.concede)
        self.rematch_action = QAction(self, text=self.tr("&Rematch"))
        self.rematch_action.setObjectName("rematch_action")
        self.rematch_action.setStatusTip(self.tr("The same decks and players again, with a new shuffle"))
        self.rematch_action.triggered.connect(lambda: self.rematch())

        self.about_action = QAction(self, text=self.tr("&About mtgdesk"))
        self.about_action.setObjectName("about_action")
        self.about_action.setStatusTip(self.tr("Show the version of mtgdesk"))
        self.about_action.triggered.connect(self._show_about)

        self.reference_action = QAction(self, text=self.tr("&Rules reference"))
        self.reference_action.setObjectName("reference_action")
        set_shortcut(self.reference_action, QKeySequence.StandardKey.HelpContents)
        self.reference_action.setStatusTip(self.tr("Keywords and the rules that refusals cite"))
        self.reference_action.triggered.connect(lambda: self.show_rules_reference())
        self._reference: Any = None

        self.keys_action = QAction(self, text=self.tr("&Keys"))  # the table played without a mouse
        self.keys_action.setObjectName("keys_action")
        self.keys_action.triggered.connect(lambda: self.show_keys())
        self._keys: Any = None

        self.about_qt_action = QAction(self, text=self.tr("About &Qt"))
        self.about_qt_action.setObjectName("about_qt_action")
        self.about_qt_action.triggered.connect(QApplication.aboutQt)

    def _build_window(self, languages: LanguageManager | None) -> None:
        """The menus, the start page, the status bar; the geometry and language of last time."""
        from .games.puzzle_open import PuzzleOpener

        self.puzzles = PuzzleOpener(self)  # File > Open puzzle
        from .net.net_play import NetPlay

        self.net = NetPlay(self)  # Game > Host a game, Join a game (issue 37)
        from .tutorial.learn import LearnToPlay

        self.learn = LearnToPlay(self)  # Help > Learn to play
        self._build_menus()
        self.pages = QStackedWidget(self)
        self.start_page = self._build_start_page()
        self.learn.add_to_start_page(self.start_page, self.new_game_button)
        self.pages.addWidget(self.start_page)
        self.setCentralWidget(self.pages)
        self._build_status_bar()
        self.records = GameRecords(self)  # games as data: saved games, undo, replays (saved_games.py)
        self._update_actions()
        if self.settings.window_geometry:
            self.restoreGeometry(bytes.fromhex(self.settings.window_geometry))
        if languages is None:
            languages = LanguageManager(self)
            languages.language = QLocale().name()[:2] if QLocale().name()[:2] in dict(LANGUAGES) else "en"
        self.languages = languages
        self._check_language(self.languages.language)

    # ------------------------------------------------------------------ building

    def _first_size(self) -> QSize:
        """The size of a first start (later, the size the window had): most of the screen, at
        least 1280 × 800 where the screen has room for it (a window can be maximised, too)."""
        screen = self.screen() or QApplication.primaryScreen()
        if screen is None:
            return QSize(1280, 800)
        room = screen.availableGeometry().size()
        return QSize(min(room.width(), max(1280, round(room.width() * 0.85))),
                     min(room.height(), max(800, round(room.height() * 0.85))))

    def _build_menus(self) -> None:
        self.file_menu = file_menu = self.menuBar().addMenu(self.tr("&File"))
        file_menu.setObjectName("file_menu")
        file_menu.addAction(self.new_game_action)
        file_menu.addAction(self.continue_action)
        file_menu.addAction(self.puzzles.action)
        file_menu.addAction(self.save_log_action)
        file_menu.addAction(self.main_menu_action)
        file_menu.addSeparator()
        file_menu.addAction(self.settings_action)
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)

        self.game_menu = game_menu = self.menuBar().addMenu(self.tr("&Game"))
        game_menu.setObjectName("game_menu")
        game_menu.addAction(self.pass_action)
        game_menu.addAction(self.end_turn_action)
        game_menu.addAction(self.full_control_action)
        game_menu.addSeparator()
        game_menu.addAction(self.concede_action)
        game_menu.addAction(self.rematch_action)
        game_menu.addSeparator()
        game_menu.addAction(self.net.host_action)
        game_menu.addAction(self.net.join_action)
        game_menu.addAction(self.net.chat_action)

        from .decks.decks_menu import DecksMenu  # the Decks menu keeps its own actions and texts

        self.decks_menu = DecksMenu(self)
        self.menuBar().addMenu(self.decks_menu)

        # Languages are named in their own language, never translated.
        self.language_menu = self.menuBar().addMenu(self.tr("&Language"))
        self.language_menu.setObjectName("language_menu")
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code, name in LANGUAGES:
            action = QAction(self, text=name)
            action.setObjectName(f"language_{code}_action")
            action.setCheckable(True)
            action.setData(code)
            action.triggered.connect(lambda _checked=False, c=code: self.set_language(c))
            self.language_group.addAction(action)
            self.language_menu.addAction(action)
            self.language_actions[code] = action

        self.help_menu = help_menu = self.menuBar().addMenu(self.tr("&Help"))
        help_menu.setObjectName("help_menu")
        help_menu.addAction(self.learn.action)
        help_menu.addAction(self.reference_action)
        help_menu.addAction(self.keys_action)
        help_menu.addSeparator()
        help_menu.addAction(self.about_action)
        help_menu.addAction(self.about_qt_action)

    def _build_start_page(self) -> QWidget:
        page = QWidget(self)
        page.setObjectName("start_page")

        # The colours' symbols are drawn (from SVG) once the window has painted: their places
        # are kept, so nothing moves when they appear.
        symbols = QHBoxLayout()
        symbols.addStretch()
        self._symbol_labels: list[QLabel] = []
        for _ in _START_PAGE_SYMBOLS:
            label = QLabel(page)
            label.setFixedSize(_SYMBOL_SIZE)
            symbols.addWidget(label)
            self._symbol_labels.append(label)
        symbols.addStretch()
        self.after_first_paint(self._draw_symbols)

        self.title_label = title = QLabel(self.tr("mtgdesk"), page)
        title.setObjectName("title_label")
        title_font = QFont(title.font())
        title_font.setPointSizeF(title_font.pointSizeF() * 3)
        title_font.setBold(True)
        title.setFont(title_font)

        self.tagline_label = tagline = QLabel(
            self.tr(
                "Magic: The Gathering on your desktop, against the computer or a friend, "
                "with every rule enforced."
            ),
            page,
        )
        tagline.setObjectName("tagline_label")
        tagline.setWordWrap(True)

        # text= sets the Qt property (see _build_actions); PySide6's stubs don't list property keywords.
        self.new_game_button = QPushButton(page, text=self.tr("New game"))  # type: ignore[call-overload]
        self.new_game_button.setObjectName("new_game_button")
        self.new_game_button.clicked.connect(self.new_game)
        self.continue_button = QPushButton(page, text=self.tr("Continue"))  # type: ignore[call-overload]
        self.continue_button.setObjectName("continue_button")
        self.continue_button.clicked.connect(self.continue_game)
        self.quit_button = quit_button = QPushButton(page, text=self.tr("Quit"))  # type: ignore[call-overload]
        quit_button.setObjectName("quit_button")
        quit_button.clicked.connect(self.close)
        buttons = QVBoxLayout()
        buttons.setSpacing(10)
        start_buttons = (self.new_game_button, self.continue_button, quit_button)
        width = max(220, max(b.sizeHint().width() for b in start_buttons) + 40)
        for button in (self.new_game_button, self.continue_button, quit_button):
            button.setMinimumWidth(width)
            button.setMinimumHeight(38)
            row = QHBoxLayout()
            row.addStretch()
            row.addWidget(button)
            row.addStretch()
            buttons.addLayout(row)
        self.new_game_button.setDefault(True)

        layout = QVBoxLayout(page)
        layout.addStretch(2)
        layout.addLayout(symbols)
        layout.addSpacing(16)
        # Centred by stretches on both sides: no alignment flags (Qt's namespace of enums costs
        # the first paint 40 ms; it is loaded after it).
        for label in (title, tagline):
            row = QHBoxLayout()
            row.addStretch()
            row.addWidget(label)
            row.addStretch()
            layout.addLayout(row)
        layout.addSpacing(28)
        layout.addLayout(buttons)
        layout.addStretch(3)
        return page

    def _draw_symbols(self) -> None:
        for label, symbol in zip(self._symbol_labels, _START_PAGE_SYMBOLS):
            label.setPixmap(asset_icon(f"mana-{symbol}.svg").pixmap(_SYMBOL_SIZE))

    def after_first_paint(self, callback: Callable[[], object]) -> None:
        """Call ``callback`` once the window has been painted for the first time (at once, on
        the event loop's next turn, if it has): what the first frame can do without."""
        if self._first_paint is None:
            QTimer.singleShot(0, self, callback)
        else:
            self._first_paint.callbacks.append(callback)

    def _build_status_bar(self) -> None:
        status_bar = self.statusBar()
        status_bar.setObjectName("status_bar")
        self.version_label = version_label = QLabel(self.tr("Version %1").replace("%1", package_version()), self)
        # After a refusal: the rule it cites, a click away from the rules reference.
        self.rule_button = QPushButton(self)
        self.rule_button.setObjectName("rule_button")
        self.rule_button.setFlat(True)
        self.rule_button.hide()
        self.rule_button.clicked.connect(lambda: self.show_rules_reference(self._cited_rule))
        self._cited_rule: str = ""
        self._rule_message = ""  # the status bar's message the cited rule explains
        status_bar.addPermanentWidget(self.rule_button)
        version_label.setObjectName("version_label")
        status_bar.addPermanentWidget(version_label)
        status_bar.showMessage(self.tr("Ready"))
        status_bar.messageChanged.connect(self._on_status_message_changed)

    def _update_actions(self) -> None:
        playing = self.table is not None and self.pages.currentWidget() is self.table
        saved = has_autosave() or self.records.has_unfinished()
        self.continue_button.setVisible(saved)
        self.continue_action.setEnabled(saved and not playing)
        self.save_log_action.setEnabled(self.table is not None)
        self.main_menu_action.setEnabled(playing)
        running = playing and self.table is not None and not self.table.bridge.over
        self.pass_action.setEnabled(running)
        self.end_turn_action.setEnabled(running)
        self.concede_action.setEnabled(running and self.table is not None
                                       and self.table.conceding_player() is not None)
        self.rematch_action.setEnabled(self.table is not None and self.table.bridge.over)
        self.records.update_actions(playing)

    # ------------------------------------------------------------------ games

    def game_running(self) -> bool:
        """A game is on the table and not over."""
        return self.table is not None and not self.table.bridge.over

    def new_game(self) -> None:
        """Ask for the decks and the opponent, then start the game (after asking whether to
        leave the game in progress, if there is one)."""
        if self.game_running():  # on the table, or left for the start page
            if self.records.keeper is not None:  # recorded: it stays in the saved games
                text = self.tr("A game is in progress. Start a new one? This one is kept: "
                               "continue it later from the saved games.")
            else:  # a game this window doesn't save (another window keeps the saved games)
                text = self.tr("A game is in progress. Leave it and start a new one? It will be lost.")
            self.confirm(self.tr("New game"), text, self.tr("Start a new game"), self._ask_new_game)
            return
        self._ask_new_game()

    def concede(self) -> None:
        """Concede the game in progress, after asking (CR 104.3a)."""
        if not self.game_running() or self.table is None:
            return
        table = self.table
        self.confirm(self.tr("Concede"), self.tr("Concede this game? The other player wins."),
                     self.tr("Concede"), lambda: table.concede() if table is self.table else None)

    def start_game(self, setup: GameSetup, autosave: bool = True) -> TablePage:
        return self.start_saved(setup.saved_game(), autosave=autosave, play_format=setup.play_format)

    def claim_autosave(self) -> bool:
        """Whether this window may play the autosaved game and write it: one window at a time
        (a lock file beside it; a second window plays without saving, and says so)."""
        if self._autosave_lock is not None:
            return True
        from PySide6.QtCore import QLockFile

        from mtgdesk.storage import autosave_path

        path = autosave_path()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            return False
        lock = QLockFile(str(path) + ".lock")
        if not lock.tryLock(100):
            return False
        self._autosave_lock = lock
        return True

    def continue_game(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        from mtgdesk.storage.saves import check_autosave, load_autosave

        from .dialogs.file_problems import FileProblemsDialog

        if not self.claim_autosave():
            QMessageBox.information(self, self.tr("Continue"),
                                    self.tr("The last game is open in another mtgdesk window."))
            return
        if self.records.continue_last():  # the last unfinished game in the saved games
            return
        problem = check_autosave(replay=False)  # a bad one is named, set aside, never overwritten
        if problem is not None:
            self.file_problems_dialog: FileProblemsDialog | None = FileProblemsDialog([str(problem)], self)
            self.file_problems_dialog.open()
        saved = load_autosave()
        if saved is None:
            self.statusBar().showMessage(self.tr("There is no game to continue."), 5000)
            self._update_actions()
            return
        try:
            self.start_saved(saved)
        except ValueError as exc:
            QMessageBox.warning(self, self.tr("Continue"),
                                self.tr("The last game can't be continued: %1").replace("%1", str(exc)))

    def start_saved(self, saved: SavedGame, autosave: bool = True, frozen: bool = False,
                    game: Any = None, record: GameRecord | None = None, play_format: str = "") -> TablePage:
        """Open the table on ``saved`` (a new game, or one to continue) and start playing;
        ``frozen`` shows it without anyone moving (a picture of a position); ``game``, a
        position set up otherwise (a puzzle), is played instead of replaying ``saved``. A game
        with ``autosave`` is recorded after every decision (in ``record``, or a new one)."""
        from .table.session import GameSession
        from .table.table_page import TablePage

        shared = autosave and not self.claim_autosave()
        if shared:
            autosave = False
        self._close_game()
        session = GameSession(saved, self.settings, self, autosave=autosave, game=game)
        table = TablePage(session, self.settings, self)
        table.status_changed.connect(self._show_status)
        table.rule_cited.connect(self._show_rule)
        self._show_rule("")
        table.game_finished.connect(self._on_table_game_finished)
        table.controller.full_control = self.full_control_action.isChecked()
        table.rematch_requested.connect(lambda: self.rematch())
        table.main_menu_requested.connect(self.show_start_page)
        self.session, self.table = session, table
        self.records.session_started(session, (record or self.records.new_record(saved, play_format))
                                     if autosave else None)
        self.pages.addWidget(table)
        self.pages.setCurrentWidget(table)
        table.view.setFocus()
        self._update_actions()
        if shared:
            self.statusBar().showMessage(
                self.tr("Another mtgdesk window keeps the saved game: this game won't be saved."), 10000)
        else:
            self._greeting = self.tr("Good luck!")
            self.statusBar().showMessage(self._greeting, 3000)
        if frozen:
            session.paused = True
            table.controller.automatic = False
            table.set_animation_factor(0.0)
        table.start()
        return table

    def _close_game(self) -> None:
        if self.game_over_dialog is not None:
            self.game_over_dialog.close()
            self.game_over_dialog = None
        if self.table is not None:
            self.table.shutdown()
            self.pages.removeWidget(self.table)
            self.table.deleteLater()
        if self.session is not None:
            self.session.deleteLater()
        self.table = None
        self.session = None

    def show_start_page(self) -> None:
        if self.session is not None:
            self.session.stop()
        self.pages.setCurrentWidget(self.start_page)
        if self._greeting and self.statusBar().currentMessage() == self._greeting:
            self.statusBar().clearMessage()  # "Good luck!" was for the game left
        self._update_actions()

    # ------------------------------------------------------------------ language

    def set_language(self, code: str) -> bool:
        """Switch the interface to ``code`` now, keeping any game in progress; saved in the
        settings. Every window retranslates on the ``LanguageChange`` event Qt sends."""
        if not self.languages.set_language(code):
            return False
        self._check_language(code)
        self.settings.language = code
        self._save_settings()
        return True

    def _check_language(self, code: str) -> None:
        action = self.language_actions.get(code)
        if action is not None:
            action.setChecked(True)

    def retranslate(self) -> None:
        """Set every text of the window again, in the current language."""
        self.setWindowTitle(self.tr("mtgdesk"))
        space = QKeySequence("Space").toString(QKeySequence.SequenceFormat.NativeText)
        for action, text, tip in (
            (self.new_game_action, self.tr("&New game…"), self.tr("Choose two decks and start a game")),
            (self.continue_action, self.tr("&Continue the last game"), ""),
            (self.save_log_action, self.tr("&Save the game log…"), ""),
            (self.main_menu_action, self.tr("Back to the &start page"), ""),
            (self.settings_action, self.tr("S&ettings…"), ""),
            (self.quit_action, self.tr("&Quit"), self.tr("Leave mtgdesk")),
            (self.pass_action, self.tr("&Pass priority / confirm") + "\t" + space,
             self.tr("Pass priority, or press the prompt's main button (Space)")),
            (self.end_turn_action, self.tr("&End turn"), self.tr("Pass priority until the end of the turn")),
            (self.full_control_action, self.tr("&Full control"),
             self.tr("Stop at every priority, even where you could only pass")),
            (self.concede_action, self.tr("C&oncede…"), self.tr("Give up this game: the other player wins")),
            (self.rematch_action, self.tr("&Rematch"), self.tr("The same decks and players again, with a new shuffle")),
            (self.reference_action, self.tr("&Rules reference"), self.tr("Keywords and the rules that refusals cite")),
            (self.about_action, self.tr("&About mtgdesk"), self.tr("Show the version of mtgdesk")),
            (self.about_qt_action, self.tr("About &Qt"), ""),
            (self.keys_action, self.tr("&Keys"), self.tr("The keys that play the table without a mouse")),
        ):
            action.setText(text)
            action.setStatusTip(tip)
        self.file_menu.setTitle(self.tr("&File"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.title_label.setText(self.tr("mtgdesk"))
        self.tagline_label.setText(self.tr(
            "Magic: The Gathering on your desktop, against the computer or a friend, with every rule enforced."))
        self.new_game_button.setText(self.tr("New game"))
        self.continue_button.setText(self.tr("Continue"))
        self.quit_button.setText(self.tr("Quit"))
        self.version_label.setText(self.tr("Version %1").replace("%1", package_version()))
        self._show_rule(self._cited_rule)
        self.statusBar().clearMessage()
        if self.table is not None:
            self.table.retranslate()

    # ------------------------------------------------------------------ rules reference

    def _show_rule(self, rule: str) -> None:
        """Show the rule a refusal cited in the status bar, as a link to the reference."""
        self._cited_rule = rule
        self._rule_message = self.statusBar().currentMessage() if rule else ""
        if rule:
            from PySide6.QtCore import Qt

            self.rule_button.setCursor(Qt.CursorShape.PointingHandCursor)
            self.rule_button.setText(self.tr("Why? CR %1").replace("%1", rule))
            self.rule_button.setToolTip(self.tr("Open the rules reference at this rule (F1)"))
        self.rule_button.setVisible(bool(rule))

    def _on_status_message_changed(self, text: str) -> None:
        if self._cited_rule and text != self._rule_message:
            self._show_rule("")  # the "Why?" link goes with the message it explains

    def _show_status(self, text: str) -> None:
        if text:
            self.statusBar().showMessage(text, 8000)
        else:
            self.statusBar().clearMessage()

    def _pass(self) -> None:
        if self.table is not None:
            self.table.controller.primary()

    def _end_turn(self) -> None:
        if self.table is not None:
            self.table.controller.end_turn()

    def _on_table_game_finished(self, winner: Any) -> None:
        from PySide6.QtCore import Qt

        from .dialogs.dialogs import GameOverDialog

        if self.table is None or self.session is None:
            return
        names = [self.table.player_name(0), self.table.player_name(1)]
        alone = len(self.session.human_seats()) == 1  # one person against the computer
        if winner is None:
            result = self.tr("Draw")
        elif alone and self.session.is_human(winner):
            result = self.tr("You win!")
        elif alone:
            result = self.tr("You lose.")
        else:
            result = self.tr("%1 wins!").replace("%1", names[winner])
        seen = self.table.bridge.view(self.table.controller.perspective)  # public: the turn, the life totals
        life = self.tr("Turn %1. Life: %2 %3, %4 %5.")
        detail = (life.replace("%1", str(seen.turn)).replace("%2", names[0]).replace("%3", str(seen.life(0)))
                  .replace("%4", names[1]).replace("%5", str(seen.life(1))))
        # "Good luck!" is no word for a finished game: the status bar says the result instead (a
        # message of its own stays, e.g. a network game's check of its shuffles).
        if self.statusBar().currentMessage() in ("", self._greeting):
            self.statusBar().showMessage(result, 8000)
        conceded = self.table.bridge.conceded
        if conceded is not None:
            detail = self.tr("%1 conceded.").replace("%1", names[conceded]) + " " + detail
        match = getattr(self, "match", None)
        if match is not None and match.best_of > 1:  # a best of three (ui/match.py)
            match.record(winner)
            detail += "\n" + match.score_text(names)
        dialog = GameOverDialog(result, detail, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(self._on_game_over_dialog_finished)
        if match is not None and match.best_of > 1 and not match.decided:
            dialog.rematch_button.setText(self.tr("Next game"))
        elif match is not None and match.best_of > 1:
            self.match = type(match)(match.best_of)  # a rematch is a new match
        dialog.rematch_requested.connect(self.rematch)
        dialog.save_log_requested.connect(self.save_log)
        dialog.main_menu_requested.connect(self.show_start_page)
        self.records.offer_history(dialog)  # games as data: the plots of this game (saved_games.py)
        dialog.rejected.connect(self._update_actions)
        self.game_over_dialog = dialog
        self._update_actions()
        dialog.open()

    def _on_full_control_toggled(self, on: bool) -> None:
        if self.table is not None:
            self.table.controller.full_control = on
            self.table.refresh()

    def _on_game_over_dialog_finished(self, _result: int) -> None:
        self.game_over_dialog = None

    def rematch(self, seed: int | None = None) -> None:
        """The same decks and players again, with a new shuffle (``seed``: a given one)."""
        if self.session is None or self.puzzles.retry(self.session) or self.learn.retry(self.session) \
                or self.net.retry(self.session):
            # a puzzle's rematch is the puzzle again; a lesson's, the lesson
            return
        from .table.session import GameSetup

        old = self.session.saved
        keeper = self.records.keeper  # a rematch is played as what the game was (the statistics)
        play_format = keeper.record.play_format if keeper is not None else ""
        setup = GameSetup(decks=old.decks, deck_names=old.deck_names, seats=old.players, names=old.player_names,
                          variant=old.variant, seed=seed, play_format=play_format,
                          personalities=list(old.personalities))
        self.start_game(setup, autosave=self.session.autosave_enabled)

    def save_log(self, path: str | Path | None = None) -> bool:
        """Save the game log as text, asking where unless ``path`` is given."""
        if self.table is None:
            return False
        from PySide6.QtWidgets import QFileDialog, QMessageBox

        if not path:
            chosen, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game log"), "mtgdesk-game.txt",
                                                    self.tr("Text files (*.txt)"))
            if not chosen:
                return False
            path = chosen
        from mtgdesk.storage import atomic_write_text

        try:
            atomic_write_text(path, self.table.log_text())
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Save the game log"), str(exc))
            return False
        self.statusBar().showMessage(self.tr("Log saved to %1").replace("%1", str(path)), 5000)
        return True

    # ------------------------------------------------------------------ settings

    def _save_settings(self) -> None:
        try:
            save_settings(self.settings)
        except OSError as exc:
            self.statusBar().showMessage(self.tr("Settings not saved: %1").replace("%1", str(exc)), 5000)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.session is not None:
            self.session.stop()
        self.settings.window_geometry = bytes(self.saveGeometry().toHex().data()).decode()
        if self.persist_settings and not self.settings.problems:
            self._save_settings()
        if self._autosave_lock is not None:
            self._autosave_lock.unlock()
            self._autosave_lock = None
        super().closeEvent(event)

    def _show_about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        if self._about_box is None:
            box = QMessageBox(self)
            box.setObjectName("about_box")
            box.setIconPixmap(asset_icon("icon.svg").pixmap(QSize(64, 64)))
            box.setStandardButtons(QMessageBox.StandardButton.Close)
            self._about_box = box
        # Its words each time it opens: the box is kept, the language may have changed since
        # (the French pass found it in English after a first opening in English).
        box = self._about_box
        box.setWindowTitle(self.tr("About mtgdesk"))
        box.setText(self.tr("<h3>mtgdesk %1</h3>").replace("%1", package_version()))
        box.setInformativeText(
            self.tr(
                "A desktop client for Magic: The Gathering, with every rule enforced.<br><br>"
                "Magic: The Gathering is a trademark of Wizards of the Coast LLC. "
                "mtgdesk is not affiliated with or endorsed by Wizards of the Coast."
            )
        )
        # open(), not exec(): the window stays responsive and tests need no modal loop.
        self._about_box.open()


__all__ = ["MainWindow", "package_version"]
