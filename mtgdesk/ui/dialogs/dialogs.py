"""Dialogs: a new game, the end of a game, and the settings."""
from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QFileDialog,
    QProgressBar,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QSlider,
    QSpacerItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mtgdesk.storage import Settings
from mtgdesk.storage.settings import (
    CARD_SIZES, DEFAULT_PICTURE_URL, GAME_SPEEDS, PICTURE_SOURCES, THEMES, SettingsError,
)

from ..common.noop import QT_TRANSLATE_NOOP
from .difficulty import DifficultyBox, PersonalityBox
from ..table.phase_bar import SHOWN_STEPS
from ..table.session import COMPUTER, HUMAN, GameSetup
from ..common import pictures
from ..common.collation import sorted_by_name
from ..common.player_names import computer_name
from ..common.texts import deck_text, fill, step_name
from ..common.theme import colour_name, follow_theme

#: "The computer chooses" in a deck list: a preconstructed deck drawn at random when the game starts.
COMPUTER_CHOOSES = "random"
#: Rules variants: the engine's names, and how the page says them.
VARIANTS = (("modern", QT_TRANSLATE_NOOP("NewGameDialog", "Today's rules")),
            ("classic", QT_TRANSLATE_NOOP("NewGameDialog", "Classic rules (2005: mana burn)")))
#: The computer's pace (``Settings.game_speed``), as the settings say it.
GAME_SPEED_NAMES = {"instant": QT_TRANSLATE_NOOP("SettingsDialog", "Instant"),
                    "fast": QT_TRANSLATE_NOOP("SettingsDialog", "Fast"),
                    "normal": QT_TRANSLATE_NOOP("SettingsDialog", "Normal"),
                    "slow": QT_TRANSLATE_NOOP("SettingsDialog", "Slow")}
#: Where card pictures come from (``Settings.card_pictures``), as the settings say it.
PICTURE_SOURCE_NAMES = {"none": QT_TRANSLATE_NOOP("PicturesBox", "None: the drawn card"),
                        "folder": QT_TRANSLATE_NOOP("PicturesBox", "My own images, in a folder"),
                        "download": QT_TRANSLATE_NOOP("PicturesBox", "Downloaded from a card-image service")}


class NewGameDialog(QDialog):
    """The new-game page: a deck for each side (the player's own, a preconstructed one, or "the
    computer chooses"), who plays the other side (the computer, at a difficulty, or a friend at
    this computer), the rules variant, and one game or a best of three. A deck that breaks the
    deck rules (CR 100.2a, 100.2b) is shown with the rule and can't start a game.

    Given no decks, it reads them off the interface's thread (``DeckListLoader``) and opens
    once they are read.

    Signals:
        decks_loaded(): the deck lists were read and filled in.
    """

    decks_loaded = Signal()

    def __init__(self, decks: list[Any] | None, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from mtgdesk.decks.store import DeckSource

        self.setObjectName("new_game_dialog")
        self.setWindowTitle(self.tr("New game"))
        # None: the decks are read off the interface's thread, and the page opens once they are.
        self.loading = decks is None
        self._open_when_loaded = False
        self.decks: list[DeckSource] = [d if isinstance(d, DeckSource) else DeckSource(d, read_only=True)
                                        for d in decks or []]
        self.settings = settings
        self.deck_boxes: list[QComboBox] = []
        self.descriptions: list[QLabel] = []
        self.name_edits: list[QLineEdit] = []
        sides = self._build_sides(list(settings.player_names) + ["", ""])
        opponent = self._build_opponent(settings)
        game = self._build_game()

        self.problems_label = QLabel(self)
        self.problems_label.setObjectName("new_game_problems")
        self.problems_label.setWordWrap(True)
        follow_theme(self.problems_label,
                     lambda: self.problems_label.setStyleSheet(f"color: {colour_name('error')};"))

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.start_button = start = buttons.button(QDialogButtonBox.StandardButton.Ok)
        start.setText(self.tr("Start"))
        start.setObjectName("start_button")
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)

        bottom = QHBoxLayout()
        bottom.addWidget(opponent, 3)
        bottom.addWidget(game, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(sides)
        layout.addLayout(bottom)
        layout.addWidget(self.problems_label)
        layout.addWidget(buttons)
        for side in (0, 1):
            self._show_description(side)
        self._update_placeholders()
        if self.loading:
            from ..decks.deck_loader import DeckListLoader

            self._loader = DeckListLoader(self)  # nothing delivered once this page is gone
            self._loader.loaded.connect(self._on_loader_loaded)
            self._loader.start()

    def _build_sides(self, names: list[str]) -> QHBoxLayout:
        """Each player's deck (and its description) and name, side by side."""
        sides = QHBoxLayout()
        for side in (0, 1):
            box = QGroupBox(self.tr("You") if side == 0 else self.tr("Opponent"), self)
            form = QFormLayout(box)
            combo = QComboBox(box)
            combo.setObjectName(f"deck_combo_{side}")
            self._fill_decks(combo)
            self._choose_remembered(combo, side)
            description = QLabel(box)
            description.setObjectName(f"deck_description_{side}")
            description.setWordWrap(True)
            description.setMinimumWidth(260)
            description.setMinimumHeight(description.fontMetrics().height() * 3)
            description.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            combo.currentIndexChanged.connect(lambda _=0, s=side: self._show_description(s))
            edit = QLineEdit(box)
            edit.setObjectName(f"name_edit_{side}")
            edit.setText(names[side])
            form.addRow(self.tr("Deck:"), combo)
            form.addRow(description)
            form.addRow(self.tr("Name:"), edit)
            self.deck_boxes.append(combo)
            self.descriptions.append(description)
            self.name_edits.append(edit)
            sides.addWidget(box)
        return sides

    def _build_opponent(self, settings: Settings) -> QGroupBox:
        """The computer (at its level) or a friend at this computer."""
        opponent = QGroupBox(self.tr("Play against"), self)
        self.computer_button = QRadioButton(computer_name(), opponent)
        self.computer_button.setObjectName("computer_radio")
        # The computer's level (ai.levels), remembered in the settings.
        self.difficulty_combo = DifficultyBox(settings.computer_level, opponent)
        # Its personality (ai/personalities.toml), remembered likewise.
        self.personality_combo = PersonalityBox(settings.computer_personality, opponent)
        self.human_button = QRadioButton(self.tr("A friend at this computer (hot seat)"), opponent)
        self.human_button.setObjectName("human_radio")
        group = QButtonGroup(self)
        group.addButton(self.computer_button)
        group.addButton(self.human_button)
        (self.human_button if settings.last_opponent == HUMAN else self.computer_button).setChecked(True)
        self.human_button.toggled.connect(self._update_placeholders)
        self.computer_button.toggled.connect(self.difficulty_combo.setEnabled)
        self.difficulty_combo.setEnabled(self.computer_button.isChecked())
        self.computer_button.toggled.connect(self.personality_combo.setEnabled)
        self.personality_combo.setEnabled(self.computer_button.isChecked())
        grid = QGridLayout(opponent)
        grid.addWidget(self.computer_button, 0, 0)
        grid.addWidget(QLabel(self.tr("Difficulty:"), opponent), 0, 1, Qt.AlignmentFlag.AlignRight)
        grid.addWidget(self.difficulty_combo, 0, 2)
        grid.addWidget(QLabel(self.tr("Personality:"), opponent), 1, 1, Qt.AlignmentFlag.AlignRight)
        grid.addWidget(self.personality_combo, 1, 2)
        grid.addWidget(self.human_button, 2, 0, 1, 3)
        grid.setColumnStretch(0, 1)
        return opponent

    def _build_game(self) -> QGroupBox:
        """The rules and the match."""
        game = QGroupBox(self.tr("Game"), self)
        self.variant_combo = QComboBox(game)
        self.variant_combo.setObjectName("variant_combo")
        for variant, label in VARIANTS:
            self.variant_combo.addItem(self.tr(label), variant)
        self.best_of_combo = QComboBox(game)
        self.best_of_combo.setObjectName("best_of_combo")
        self.best_of_combo.addItem(self.tr("One game"), 1)
        self.best_of_combo.addItem(self.tr("Best of three games"), 3)
        game_form = QFormLayout(game)
        game_form.addRow(self.tr("Rules:"), self.variant_combo)
        game_form.addRow(self.tr("Match:"), self.best_of_combo)
        return game

    # ------------------------------------------------------------------ the deck lists, read off the thread

    def open(self) -> None:
        """Open the page (window-modal); while the decks are being read, once they are."""
        if self.loading:
            self._open_when_loaded = True
        else:
            super().open()

    @Slot(list)
    def _on_loader_loaded(self, decks: list[Any]) -> None:
        self.decks = decks
        for side, combo in enumerate(self.deck_boxes):
            combo.blockSignals(True)
            combo.clear()
            self._fill_decks(combo)
            self._choose_remembered(combo, side)
            combo.blockSignals(False)
            self._show_description(side)
        self.loading = False
        self.decks_loaded.emit()
        if self._open_when_loaded:
            super().open()

    def _choose_remembered(self, combo: QComboBox, side: int) -> None:
        """The deck chosen last time for ``side``, else a preconstructed one (a different one
        for each side)."""
        wanted = self.settings.last_decks[side] if len(self.settings.last_decks) > side else None
        index = combo.findData(wanted) if wanted else -1
        if index < 0:
            index = next((i for i in range(combo.count()) if str(combo.itemData(i)).startswith("precon:")), 0)
            index += side
        combo.setCurrentIndex(min(index, combo.count() - 1))

    def _fill_decks(self, combo: QComboBox) -> None:
        """The player's decks, then the preconstructed ones, then "the computer chooses"."""
        previous_kind = None
        # The player's decks by name, as people of the interface's language sort; the
        # preconstructed ones in their own order.
        mine = sorted_by_name((d for d in self.decks if not d.read_only), key=lambda d: d.deck.name)
        for source in mine + [d for d in self.decks if d.read_only]:
            kind = (source.read_only, source.casual)
            if previous_kind is not None and kind != previous_kind:
                combo.insertSeparator(combo.count())
            previous_kind = kind
            # A preconstructed deck's name in the language of the moment (issue 14).
            label = deck_text(source.deck.name) if source.read_only else fill(self.tr("%1 (yours)"), source.deck.name)
            if source.casual:  # a Ninth Edition theme deck, played under the casual deck rules
                label = fill(self.tr("%1 (casual)"), label)
            combo.addItem(label, source.key)
        combo.insertSeparator(combo.count())
        combo.addItem(self.tr("The computer chooses"), COMPUTER_CHOOSES)

    def source(self, side: int) -> Any:
        """The deck chosen for ``side`` (a ``DeckSource``), or None for "the computer chooses"."""
        key = self.deck_boxes[side].currentData()
        return next((d for d in self.decks if d.key == key), None)

    def _default_name(self, side: int) -> str:
        if side == 1 and not self.human_button_checked():
            return computer_name()
        return fill(self.tr("Player %1"), str(side + 1))

    def human_button_checked(self) -> bool:
        return hasattr(self, "human_button") and self.human_button.isChecked()

    def _update_placeholders(self) -> None:
        for side, edit in enumerate(self.name_edits):
            edit.setPlaceholderText(self._default_name(side))

    def deck_problems(self, side: int) -> list[str]:
        """The deck rules the chosen deck breaks, in words with their rule."""
        from ..decks.deck_texts import problem_text

        source = self.source(side)
        if source is None:
            return []
        return [problem_text(p) for p in source.deck.problems(source.rules)]

    def _show_description(self, side: int) -> None:
        source = self.source(side)
        if source is None:
            text = self.tr("A preconstructed deck, chosen at random when the game starts.")
        else:
            description = deck_text(source.deck.description or "") if source.read_only else source.deck.description
            template = self.tr("%1 (a casual deck of %2 cards)") if source.casual else self.tr("%1 (%2 cards)")
            text = fill(template, description or "", str(len(source.deck))).strip()
        self.descriptions[side].setText(text)
        if hasattr(self, "problems_label"):
            problems = [fill(self.tr("%1: %2"), self.deck_boxes[s].currentText(), p)
                        for s in (0, 1) for p in self.deck_problems(s)]
            self.problems_label.setText("\n".join(problems))
            self.problems_label.setVisible(bool(problems))
            self.start_button.setEnabled(not problems)

    def best_of(self) -> int:
        return int(self.best_of_combo.currentData())

    def difficulty(self) -> str:
        return self.difficulty_combo.level

    def personality(self) -> str:
        return self.personality_combo.personality

    def setup(self, rng: random.Random | None = None) -> GameSetup:
        """The game this dialog describes ("the computer chooses" is drawn from ``rng``: for the
        computer's side, a deck that suits its personality, ``personalities.choose_deck``)."""
        from mtgdesk.ai.personalities import choose_deck, personality

        rng = rng or random.Random()
        precons = [d for d in self.decks if d.read_only and not d.casual]
        seats = [HUMAN, HUMAN if self.human_button.isChecked() else COMPUTER]
        character = self.personality_combo.personality
        chosen = []
        for side in (0, 1):
            source = self.source(side)
            if source is None and seats[side] == COMPUTER:
                deck = choose_deck(personality(character), [d.deck for d in precons], rng)
                source = next(d for d in precons if d.deck is deck)
            chosen.append(source or rng.choice(precons))
        # A name left empty stays empty: the table names the seat in the language of the moment.
        names = [edit.text().strip() for edit in self.name_edits]
        mine = chosen[0]  # what is played is the person's deck's kind (the first side's)
        play_format = "casual" if mine.casual else "limited" if mine.limited else "constructed"
        return GameSetup(decks=[[c.name for c in d.deck.cards()] for d in chosen],
                         deck_names=[d.deck.name for d in chosen], seats=seats, names=names,
                         variant=str(self.variant_combo.currentData()), play_format=play_format,
                         personalities=[character if kind == COMPUTER else "" for kind in seats])

    def remember(self) -> None:
        """Keep the choices for next time."""
        self.settings.last_decks = [box.currentData() for box in self.deck_boxes]
        self.settings.last_opponent = HUMAN if self.human_button.isChecked() else COMPUTER
        self.settings.computer_level = self.difficulty_combo.level
        self.settings.computer_personality = self.personality_combo.personality
        self.settings.player_names = [edit.text().strip() for edit in self.name_edits]


class GameOverDialog(QDialog):
    """The result, and what to do next: a rematch, save the log, see the game's history, or back
    to the start page.

    Signals:
        rematch_requested(): play again with the same decks.
        save_log_requested(): save the log as text.
        main_menu_requested(): back to the start page (closed otherwise, the table stays).
        history_requested(): show the plots of the game's history.
    """

    rematch_requested = Signal()
    save_log_requested = Signal()
    main_menu_requested = Signal()
    history_requested = Signal()

    def __init__(self, result: str, detail: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("game_over_dialog")
        self.setWindowTitle(self.tr("Game over"))
        title = QLabel(result, self)
        title.setObjectName("result_label")
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        title.setFont(font)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        info = QLabel(detail, self)
        info.setAlignment(Qt.AlignmentFlag.AlignCenter)
        info.setWordWrap(True)
        self.rematch_button = QPushButton(self.tr("Rematch"), self)
        self.rematch_button.setObjectName("rematch_button")
        self.rematch_button.setDefault(True)
        self.save_button = QPushButton(self.tr("Save the log…"), self)
        self.save_button.setObjectName("save_log_button")
        # The plots of the game's history; shown when the game was recorded (saved_games.py).
        self.history_button = QPushButton(self.tr("History…"), self)
        self.history_button.setObjectName("game_history_button")
        self.history_button.clicked.connect(self.history_requested)
        self.history_button.hide()
        self.close_button = QPushButton(self.tr("Main menu"), self)
        self.close_button.setObjectName("main_menu_button")
        self.rematch_button.clicked.connect(self._on_rematch_clicked)
        self.save_button.clicked.connect(self.save_log_requested)
        self.close_button.clicked.connect(self._on_main_menu_clicked)
        buttons = QHBoxLayout()
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.history_button)
        buttons.addStretch()
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.rematch_button)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(info)
        layout.addSpacing(12)
        layout.addLayout(buttons)
        # At least 420 px wide, and always as wide as its buttons' texts need, in every language,
        # also when a button is renamed once shown ("Offer a rematch", "Try again"): the layout
        # sets the dialog's minimum size (an explicit minimum width would stop it, and the
        # buttons would be squeezed below their texts), and the dialog grows about its centre.
        layout.addItem(QSpacerItem(420 - 2 * layout.contentsMargins().left(), 0, QSizePolicy.Policy.Minimum,
                                   QSizePolicy.Policy.Fixed))
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        old = event.oldSize()
        # Grown by its layout to its new minimum (not by a person's drag): about its centre.
        if self.isVisible() and 0 < old.width() < self.width() == self.minimumWidth():
            self.move(self.x() - (self.width() - old.width()) // 2, self.y())

    def _on_rematch_clicked(self) -> None:
        self.accept()
        self.rematch_requested.emit()

    def _on_main_menu_clicked(self) -> None:
        self.reject()
        self.main_menu_requested.emit()


class PicturesBox(QGroupBox):
    """Settings ▸ Card pictures: the source, the folder, the service's address, and the
    download (progress, Cancel), the size of the cache and a button to clear it."""

    def __init__(self, settings: Settings, parent: QWidget | None = None,
                 downloader: pictures.PictureDownloader | None = None, cards: Any = None) -> None:
        super().__init__(self.tr("Card pictures"), parent)
        self.setObjectName("pictures_box")
        self.downloader = downloader or pictures.shared_downloader()
        self._cards = cards
        self.source = QComboBox(self)
        self.source.setObjectName("pictures_source_combo")
        for key in PICTURE_SOURCES:
            self.source.addItem(self.tr(PICTURE_SOURCE_NAMES[key]), key)
        self.source.setCurrentIndex(max(0, self.source.findData(settings.card_pictures)))
        self.folder = QLineEdit(settings.pictures_folder, self)
        self.folder.setObjectName("pictures_folder_edit")
        self.folder.setPlaceholderText(self.tr("A folder of images named like 9ED/331.jpg or Grizzly Bears.jpg"))
        self.browse = QPushButton(self.tr("Choose…"), self)
        self.browse.clicked.connect(self._choose_folder)
        self.url = QLineEdit(settings.pictures_url, self)
        self.url.setObjectName("pictures_url_edit")
        self.url.setToolTip(self.tr("The address of a card's picture: !setcode!, !setcode_lower!, !set:num! "
                                    "and !name! are replaced by the card's set code, collector number and name"))
        self.url_default = QPushButton(self.tr("Default"), self)
        self.url_default.clicked.connect(lambda: self.url.setText(DEFAULT_PICTURE_URL))
        self.download = QPushButton(self.tr("Download pictures"), self)
        self.download.setObjectName("pictures_download_button")
        self.download.clicked.connect(self.start_download)
        self.cancel = QPushButton(self.tr("Cancel download"), self)
        self.cancel.setObjectName("pictures_cancel_button")
        self.cancel.clicked.connect(self.downloader.cancel)
        self.progress = QProgressBar(self)
        self.progress.setObjectName("pictures_progress")
        self.status = QLabel(self)
        self.status.setObjectName("pictures_status")
        self.status.setWordWrap(True)
        self.size_label = QLabel(self)
        self.size_label.setObjectName("pictures_cache_size")
        self.clear = QPushButton(self.tr("Delete downloaded pictures"), self)
        self.clear.setObjectName("pictures_clear_button")
        self.clear.clicked.connect(self.clear_cache)

        form = QFormLayout(self)
        form.addRow(self.tr("Pictures:"), self.source)
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folder, 1)
        folder_row.addWidget(self.browse)
        form.addRow(self.tr("Folder:"), folder_row)
        url_row = QHBoxLayout()
        url_row.addWidget(self.url, 1)
        url_row.addWidget(self.url_default)
        form.addRow(self.tr("Address:"), url_row)
        download_row = QHBoxLayout()
        download_row.addWidget(self.download)
        download_row.addWidget(self.progress, 1)
        download_row.addWidget(self.cancel)
        form.addRow(download_row)
        form.addRow(self.status)
        cache_row = QHBoxLayout()
        cache_row.addWidget(self.size_label, 1)
        cache_row.addWidget(self.clear)
        form.addRow(cache_row)

        self.downloader.progress.connect(self._on_progress)
        self.downloader.finished.connect(self._on_finished)
        self.source.currentIndexChanged.connect(self._update)
        self.source.currentIndexChanged.connect(self._show_folder)
        self.folder.editingFinished.connect(self._show_folder)
        self.show_cache_size()
        self._update()

    def cards(self) -> list[Any]:
        if self._cards is None:
            from mtgdesk.cards import load_pool

            self._cards = list(load_pool())
        return list(self._cards)

    def _choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Folder of card pictures"), self.folder.text())
        if folder:
            self.folder.setText(folder)
            self._show_folder()

    def _show_folder(self) -> None:
        """How many images the chosen folder holds (and its set folders), or that it is missing."""
        if self.source.currentData() != "folder" or not self.folder.text().strip():
            return
        found = pictures.count_images(self.folder.text().strip())
        if found is None:
            self.status.setText(self.tr("There is no such folder: cards are drawn."))
        else:
            self.status.setText(self.tr("Images in this folder: %n", "", found))

    def _update(self) -> None:
        mode = self.source.currentData()
        running = self.downloader.running
        self.folder.setEnabled(mode == "folder")
        self.browse.setEnabled(mode == "folder")
        self.url.setEnabled(mode == "download" and not running)
        self.url_default.setEnabled(mode == "download" and not running)
        self.download.setEnabled(mode == "download" and not running)
        self.cancel.setEnabled(running)
        self.progress.setVisible(mode == "download" and (running or self.progress.value() >= 0))

    def url_problem(self) -> str | None:
        """Why the address can't be used, in the player's words; None if it can."""
        try:
            Settings(pictures_url=self.url.text().strip()).validate()
        except SettingsError:
            return self.tr("The address must start with http:// or https:// and contain !set:num! or !name!.")
        return None

    def start_download(self) -> None:
        problem = self.url_problem()
        if problem:
            self.status.setText(problem)
            return
        if self.downloader.start(self.cards(), self.url.text().strip()):
            self.progress.setRange(0, 0)
            self.status.setText(self.tr("Downloading, one picture at a time…"))
        self._update()

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self.status.setText(fill(self.tr("Cards: %1 of %2"), str(done), str(total)))

    def _on_finished(self, fetched: int, failed: int, how: str) -> None:
        if how == "unreachable":
            text = self.tr("The picture service can't be reached (offline?): cards are drawn. "
                           "Download again later: it goes on where it stopped.")
        elif how == "cancelled":
            text = self.tr("Download cancelled: it goes on where it stopped next time.")
        else:
            text = self.tr("Download finished.")
        counts = fill(self.tr("%n picture(s) downloaded; not found: %1", "", fetched), str(failed))
        self.status.setText(f"{text} {counts}.")
        if how == "done":  # full, also when there was nothing left to fetch
            self.progress.setRange(0, max(1, self.progress.maximum()))
            self.progress.setValue(self.progress.maximum())
        self.show_cache_size()
        self._update()

    def show_cache_size(self) -> None:
        files, size = pictures.cache_size()
        value, unit = pictures.human_size(size)
        units = {"B": self.tr("%1 bytes"), "KB": self.tr("%1 KB"), "MB": self.tr("%1 MB"), "GB": self.tr("%1 GB")}
        amount = fill(units[unit], f"{value:.0f}" if unit == "B" else f"{value:.1f}")
        self.size_label.setText(self.tr("Downloaded pictures: %n file(s)", "", files) + ", " + amount)
        self.clear.setEnabled(files > 0 and not self.downloader.running)

    def clear_cache(self) -> None:
        if self.downloader.running:
            return
        pictures.clear_cache()
        self.show_cache_size()

    def apply(self, settings: Settings) -> None:
        settings.card_pictures = self.source.currentData()
        settings.pictures_folder = self.folder.text().strip()
        if self.url_problem() is None:
            settings.pictures_url = self.url.text().strip()
        pictures.configure(settings)


class SettingsDialog(QDialog):
    """The computer's pace, card size, animation speed, interface scale, automatic payment and
    passing, the stops of each step, card pictures and the sound's volume."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settings_dialog")
        self.setWindowTitle(self.tr("Settings"))
        self.settings = settings
        self.speed = QSlider(Qt.Orientation.Horizontal, self)
        self.speed.setObjectName("speed_slider")
        self.speed.setRange(0, 300)
        self.speed.setSingleStep(10)
        self.speed.setPageStep(50)
        self.speed.setValue(settings.animation_speed)
        self.speed_label = QLabel(self)
        self.speed.valueChanged.connect(self._show_speed)
        self._show_speed(settings.animation_speed)
        self.auto_pay = QCheckBox(self.tr("Pay mana costs automatically"), self)
        self.auto_pay.setObjectName("auto_pay_check")
        self.auto_pay.setChecked(settings.auto_pay)
        self.auto_pass = QCheckBox(self.tr("Pass priority automatically when I can do nothing else"), self)
        self.auto_pass.setObjectName("auto_pass_check")
        self.auto_pass.setChecked(settings.auto_pass)
        self.stop_cast = QCheckBox(self.tr("Stop when my opponent casts something I could respond to"), self)
        self.stop_cast.setChecked(settings.stop_when_opponent_casts)
        self.stop_cast.setObjectName("stop_cast_check")
        self.stop_attack = QCheckBox(self.tr("Stop when my opponent attacks, even where I set no stop"), self)
        self.stop_attack.setObjectName("stop_attack_check")
        self.stop_attack.setChecked(settings.stop_when_opponent_attacks)
        self.game_speed = QComboBox(self)
        self.game_speed.setObjectName("game_speed_combo")
        for key in GAME_SPEEDS:
            self.game_speed.addItem(self.tr(GAME_SPEED_NAMES[key]), key)
        self.game_speed.setCurrentIndex(self.game_speed.findData(settings.game_speed))
        self.game_speed.setToolTip(self.tr("How long each action of the computer is shown before the next one "
                                           "(Space goes on at once)"))
        self.card_size = QComboBox(self)
        self.card_size.setObjectName("card_size_combo")
        for size in CARD_SIZES:
            self.card_size.addItem(fill(self.tr("%1 %"), str(size)), size)
        self.card_size.setCurrentIndex(self.card_size.findData(settings.card_size))
        self.scale = QSpinBox(self)
        self.scale.setObjectName("interface_scale_spin")
        self.scale.setRange(50, 200)
        self.scale.setSingleStep(10)
        self.scale.setSuffix(" %")
        self.scale.setValue(settings.interface_scale)
        self.volume = QSlider(Qt.Orientation.Horizontal, self)
        self.volume.setObjectName("volume_slider")
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(10)
        self.volume.setPageStep(20)
        self.volume.setValue(settings.sound_volume)
        self.volume_label = QLabel(self)
        self.volume.valueChanged.connect(self._show_volume)
        self.volume.sliderReleased.connect(self.preview_volume)
        self._show_volume(settings.sound_volume)
        self.pictures = PicturesBox(settings, self)
        self.theme = QComboBox(self)
        self.theme.setObjectName("theme_combo")
        theme_names = {"system": self.tr("As the system"), "light": self.tr("Light"), "dark": self.tr("Dark")}
        for key in THEMES:
            self.theme.addItem(theme_names[key], key)
        self.theme.setCurrentIndex(max(0, self.theme.findData(settings.theme)))
        self.theme.setToolTip(self.tr("Light or dark windows, or as the system's colour scheme"))

        self._lay_out(self._build_stops(settings))

    def _build_stops(self, settings: Settings) -> QGroupBox:
        """The stops of each step, on my turn and on the opponent's."""
        stops = QGroupBox(self.tr("Stops: where I get priority when I could act"), self)
        grid = QGridLayout(stops)
        grid.addWidget(QLabel(self.tr("My turn"), stops), 0, 1)
        grid.addWidget(QLabel(self.tr("Opponent's turn"), stops), 0, 2)
        self.stop_boxes: dict[tuple[str, bool], QCheckBox] = {}
        steps = [s for s in SHOWN_STEPS if s not in ("untap", "cleanup")]
        for row, step in enumerate(steps, 1):
            grid.addWidget(QLabel(step_name(step), stops), row, 0)
            for column, mine in ((1, True), (2, False)):
                box = QCheckBox(stops)
                box.setObjectName(f"stop_{step}_{'mine' if mine else 'theirs'}")
                box.setChecked(step in settings.stops(mine))
                grid.addWidget(box, row, column, Qt.AlignmentFlag.AlignCenter)
                self.stop_boxes[(step, mine)] = box
        return stops

    def _lay_out(self, stops: QGroupBox) -> None:
        """The rows of settings, the stops beside the pictures, and the buttons."""
        speed_row = QHBoxLayout()
        speed_row.addWidget(QLabel(self.tr("Animation speed:"), self))
        speed_row.addWidget(self.speed, 1)
        speed_row.addWidget(self.speed_label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        scale_row = QHBoxLayout()
        scale_row.addWidget(QLabel(self.tr("Interface scale:"), self))
        scale_row.addWidget(self.scale)
        scale_row.addWidget(QLabel(self.tr("(from the next start; for large or high-resolution screens)"), self), 1)
        pace_row = QHBoxLayout()
        pace_row.addWidget(QLabel(self.tr("The computer's pace:"), self))
        pace_row.addWidget(self.game_speed)
        pace_row.addStretch(1)
        pace_row.addWidget(QLabel(self.tr("Card size:"), self))
        pace_row.addWidget(self.card_size)
        pace_row.addWidget(QLabel(self.tr("Theme:"), self))
        pace_row.addWidget(self.theme)
        layout = QVBoxLayout(self)
        layout.addLayout(pace_row)
        layout.addLayout(speed_row)
        layout.addLayout(scale_row)
        sound_row = QHBoxLayout()
        sound_row.addWidget(QLabel(self.tr("Sound volume:"), self))
        sound_row.addWidget(self.volume, 1)
        sound_row.addWidget(self.volume_label)
        layout.addLayout(sound_row)
        layout.addWidget(self.auto_pay)
        layout.addWidget(self.auto_pass)
        layout.addWidget(self.stop_cast)
        layout.addWidget(self.stop_attack)
        columns = QHBoxLayout()
        columns.addWidget(stops)
        columns.addWidget(self.pictures, 1)
        layout.addLayout(columns)
        layout.addWidget(buttons)

    def _show_speed(self, value: int) -> None:
        self.speed_label.setText(self.tr("off") if value == 0 else fill(self.tr("%1 %"), str(value)))
        self.speed_label.setMinimumWidth(self.speed_label.fontMetrics().horizontalAdvance("0000 %"))

    def preview_volume(self) -> None:
        """The volume chosen, heard: a cue at that volume (nothing at 0)."""
        from ..common.sound import shared_player

        if self.volume.value() > 0:
            shared_player().play("your_turn", self.volume.value())

    def _show_volume(self, value: int) -> None:
        self.volume_label.setText(self.tr("off") if value == 0 else fill(self.tr("%1 %"), str(value)))
        self.volume_label.setMinimumWidth(self.volume_label.fontMetrics().horizontalAdvance("0000 %"))

    def apply(self) -> None:
        """Write the choices into the settings object."""
        s = self.settings
        s.sound_volume = self.volume.value()
        self.pictures.apply(s)
        s.animation_speed = self.speed.value()
        s.interface_scale = self.scale.value()
        s.auto_pay = self.auto_pay.isChecked()
        s.auto_pass = self.auto_pass.isChecked()
        s.stop_when_opponent_casts = self.stop_cast.isChecked()
        s.stop_when_opponent_attacks = self.stop_attack.isChecked()
        s.game_speed = self.game_speed.currentData()
        s.card_size = self.card_size.currentData()
        s.theme = self.theme.currentData()
        for mine in (True, False):
            kept = [st for st in s.stops(mine) if (st, mine) not in self.stop_boxes]
            chosen = [st for (st, m), box in self.stop_boxes.items() if m == mine and box.isChecked()]
            value = kept + chosen
            if mine:
                s.stops_my_turn = value
            else:
                s.stops_opponent_turn = value
