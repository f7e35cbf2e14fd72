"""The deck editor: the card browser, the deck's main deck and sideboard, the card drawn large,
and the plots, in one window.

Cards come in by a drag from the browser, a double-click, or the keyboard (+ and − on a card
of the browser or of a list); counts are edited in place; basic lands are added in one step.
Every change to the lists is a command on a ``QUndoStack`` (undo/redo). The deck is checked
as the player edits (``mtgdesk.decks.validation``: CR 100.2a constructed, 100.2b limited) and
saved atomically to the user's decks folder. A preconstructed deck opens read-only: "Save a
copy" makes it the player's own. In a limited deck (sealed or draft) the cards not in the main
deck are its sideboard (CR 100.2b): the pool, shown as the larger list, from which a card goes
into the main deck; basic lands are free; the browser can show the pool only; and "Build for
me" builds a deck from the pool with the computer's own deck-builder, for the player to edit.
Several cards of a list can be selected and moved at once; a double-click on one moves it.
The editor's files (new, open, import, export, save) are its mixin ``deck_files.DeckFiles``.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QEvent, QModelIndex, QObject, QSize, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QUndoStack
from PySide6.QtWidgets import (QAbstractItemView, QApplication, QCheckBox, QFrame, QHBoxLayout, QHeaderView, QLabel,
                               QLineEdit, QMainWindow, QPlainTextEdit, QPushButton, QScrollArea, QSpinBox, QSplitter,
                               QToolBar, QVBoxLayout, QWidget)

from mtgdesk.cards import load_pool
from mtgdesk.decks import model as deck_model
from mtgdesk.decks.store import DeckSource
from mtgdesk.decks.text import Deck
from mtgdesk.decks.validation import CASUAL, CONSTRUCTED, LIMITED, DeckProblem, DeckRules, deck_problems, is_basic_land
from mtgdesk.engine import CardDef

from .card_browser import CardBrowser, ManaCostDelegate, setup_card_table
from .deck_files import DeckFiles
from .deck_lists import MAIN, SIDE, DeckChooser, DeckListView, DeckZoneModel, SetCountCommand, SetListsCommand
from .deck_texts import problem_text
from ..common.retranslating import Retranslating
from ..common.texts import card_name, deck_text, fill
from ..common.theme import colour_name, follow_theme
from ..common.zoom_panel import ZoomPanel

BASIC_LANDS = ("Plains", "Island", "Swamp", "Mountain", "Forest")


class DeckEditor(Retranslating, DeckFiles, QMainWindow):
    """The deck editor window.

    Signals:
        saved(object): the deck was saved (its path).
    """

    saved = Signal(object)

    def __init__(self, parent: QWidget | None = None, source: DeckSource | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("deck_editor")
        self.deck = Deck(name="")
        self.path: Path | None = None
        self.read_only = False
        self.limited = False
        self.casual = False  # a Ninth Edition theme deck: the casual deck rules
        self.chooser: DeckChooser | None = None
        self._deck_loader: Any = None
        self.undo_stack = QUndoStack(self)
        self.undo_stack.indexChanged.connect(self._stack_changed)
        self.undo_stack.cleanChanged.connect(self._stack_changed)

        self.browser = CardBrowser(self, show_zoom=False)
        self.browser.card_activated.connect(lambda card: self.add_card(card, MAIN))
        self.browser.card_shown.connect(self._show_card)
        self.browser.table.installEventFilter(self)

        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("deck_name_edit")
        self.name_edit.textEdited.connect(self._name_edited)
        self.name_label = QLabel(self)
        self.banner = QLabel(self)
        self.banner.setObjectName("read_only_banner")
        self.banner.setWordWrap(True)
        follow_theme(self.banner, lambda: self.banner.setStyleSheet(
            f"background: {colour_name('banner_back')}; color: {colour_name('banner_text')}; padding: 4px;"
            " border-radius: 3px;"))
        self._build_lists()
        middle = self._build_middle(self._build_lands())
        self._build_central(middle)
        self._build_actions()
        self.statusBar()
        self.resize(self.first_size())
        self.retranslate()
        self.open_source(source or DeckSource(Deck(name="")))
        self._show_card(self.browser.current_card())

    # ------------------------------------------------------------------ building

    def _build_lists(self) -> None:
        """The main deck over the sideboard, each a list with its label."""
        self.models: dict[str, DeckZoneModel] = {}
        self.views: dict[str, DeckListView] = {}
        self.zone_labels: dict[str, QLabel] = {}
        # The main deck over the sideboard; in a limited deck the sideboard is the pool the deck
        # is built from, and it gets the larger share (``_apply_kind``).
        self.lists_splitter = QSplitter(Qt.Orientation.Vertical, self)
        self.lists_splitter.setObjectName("deck_lists_splitter")
        self.lists_splitter.setChildrenCollapsible(False)
        for zone in (MAIN, SIDE):
            model = DeckZoneModel(zone, self.entries(zone), self)
            model.count_edited.connect(lambda card, n, z=zone: self.set_count(card, z, n))
            model.cards_dropped.connect(lambda cards, source, z=zone: self._dropped(cards, source, z))
            view = DeckListView(self)
            view.setObjectName(f"deck_{zone}_list")
            view.setModel(model)
            setup_card_table(view)
            view.setItemDelegateForColumn(DeckZoneModel.COST, ManaCostDelegate(view))
            view.setDragEnabled(True)
            view.setAcceptDrops(True)
            view.setDropIndicatorShown(True)
            view.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
            view.setDefaultDropAction(Qt.DropAction.CopyAction)
            view.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                 | QAbstractItemView.EditTrigger.EditKeyPressed
                                 | QAbstractItemView.EditTrigger.AnyKeyPressed)
            header = view.horizontalHeader()
            header.setSectionResizeMode(DeckZoneModel.COUNT, QHeaderView.ResizeMode.ResizeToContents)
            header.setSectionResizeMode(DeckZoneModel.NAME, QHeaderView.ResizeMode.Stretch)
            header.setSectionResizeMode(DeckZoneModel.COST, QHeaderView.ResizeMode.ResizeToContents)
            header.setSectionResizeMode(DeckZoneModel.TYPE, QHeaderView.ResizeMode.Stretch)
            view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
            view.step_requested.connect(lambda card, step, z=zone: self.step(card, z, step))
            view.doubleClicked.connect(lambda index, z=zone: self._double_clicked(index, z))
            view.selectionModel().currentRowChanged.connect(
                lambda current, _p, m=model: self._show_card(m.data(current, DeckZoneModel.CardRole)))
            label = QLabel(self)
            label.setObjectName(f"deck_{zone}_label")
            self.models[zone], self.views[zone], self.zone_labels[zone] = model, view, label
            box = QWidget(self.lists_splitter)
            box_layout = QVBoxLayout(box)
            box_layout.setContentsMargins(0, 0, 0, 0)
            box_layout.addWidget(label)
            box_layout.addWidget(view, 1)
            view.setMinimumHeight(3 * 24)
            self.lists_splitter.addWidget(box)

    def _build_lands(self) -> QHBoxLayout:
        """The row that adds basic lands: a count for each, and the button."""
        self.land_spins: dict[str, QSpinBox] = {}
        lands = QHBoxLayout()
        self.lands_label = QLabel(self)
        lands.addWidget(self.lands_label)
        from ..common.symbols import symbol_pixmap

        for land, colour in zip(BASIC_LANDS, "WUBRG"):
            icon = QLabel(self)
            icon.setPixmap(symbol_pixmap(colour, 16))
            spin = QSpinBox(self)
            spin.setObjectName(f"land_spin_{land}")
            spin.setRange(0, 60)
            lands.addWidget(icon)
            lands.addWidget(spin)
            self.land_spins[land] = spin
        self.add_lands_button = QPushButton(self)
        self.add_lands_button.setObjectName("add_lands_button")
        self.add_lands_button.clicked.connect(self.add_basic_lands)
        lands.addWidget(self.add_lands_button)
        lands.addStretch()
        return lands

    def _build_middle(self, lands: QHBoxLayout) -> QWidget:
        """The deck's column: its name, the lists, the basic lands, its problems and notes."""
        self.problems_label = QLabel(self)
        self.problems_label.setObjectName("deck_problems_label")
        self.problems_label.setWordWrap(True)
        self._problems_role = "ok"  # the theme's colour of the line: "error" or "ok"
        follow_theme(self.problems_label, self._colour_problems)
        self.notes_label = QLabel(self)
        self.notes_edit = QPlainTextEdit(self)
        self.notes_edit.setObjectName("deck_notes_edit")
        self.notes_edit.setMaximumHeight(56)
        self.notes_edit.textChanged.connect(self._notes_edited)

        middle = QWidget(self)
        column = QVBoxLayout(middle)
        column.setContentsMargins(0, 0, 0, 0)
        name_row = QHBoxLayout()
        name_row.addWidget(self.name_label)
        name_row.addWidget(self.name_edit, 1)
        column.addLayout(name_row)
        column.addWidget(self.banner)
        column.addWidget(self.lists_splitter, 1)
        column.addLayout(lands)
        column.addWidget(self.problems_label)
        column.addWidget(self.notes_label)
        column.addWidget(self.notes_edit)
        return middle

    def _build_central(self, middle: QWidget) -> None:
        """The browser, the deck's column and the card drawn large side by side, over the plots."""
        from .deck_plots import DeckPlots  # pyqtgraph: only when an editor opens

        self.zoom = ZoomPanel(self)
        self.zoom.setObjectName("editor_zoom")
        self.plots = DeckPlots(self)
        self.only_pool = QCheckBox(self)
        self.only_pool.setObjectName("only_pool_check")
        self.only_pool.setChecked(True)
        self.only_pool.toggled.connect(lambda _on: self._apply_pool_filter())
        browser_side = QWidget(self)
        browser_column = QVBoxLayout(browser_side)
        browser_column.setContentsMargins(0, 0, 0, 0)
        browser_column.addWidget(self.only_pool)
        browser_column.addWidget(self.browser, 1)
        top = QSplitter(Qt.Orientation.Horizontal, self)
        top.addWidget(browser_side)
        top.addWidget(middle)
        top.addWidget(self.zoom)
        top.setStretchFactor(0, 5)
        top.setStretchFactor(1, 4)
        top.setStretchFactor(2, 2)
        top.setSizes([520, 440, 260])
        whole = QSplitter(Qt.Orientation.Vertical, self)
        whole.setObjectName("editor_splitter")
        whole.addWidget(top)
        whole.addWidget(self.plots)
        whole.setStretchFactor(0, 3)
        whole.setStretchFactor(1, 1)
        whole.setSizes([600, 200])
        # Whatever the screen and the interface scale (up to 200 %: 640 × 400 logical pixels on a
        # 1280 × 800 screen), the window fits the screen: below the editor's own minimum, its
        # content scrolls rather than the window growing past the screen's edge.
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setObjectName("editor_scroll")
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setWidget(whole)
        self.setCentralWidget(self.scroll_area)

    def first_size(self) -> QSize:
        """1280 × 800 where the screen has room for it, else the screen's available room (an
        interface scale of 125 % on a 1280 × 800 screen leaves 1024 × 640 logical pixels)."""
        screen = self.screen() or QApplication.primaryScreen()
        if screen is None:
            return QSize(1280, 800)
        room = screen.availableGeometry().size()
        # The window's frame (title bar, borders) comes on top of its size.
        return QSize(min(1280, room.width() - 16), min(800, room.height() - 48))

    def _build_actions(self) -> None:
        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("deck_toolbar")
        self.toolbar.setMovable(False)
        self.addToolBar(self.toolbar)
        self.new_action = QAction(self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.new_deck)
        self.open_action = QAction(self)
        self.open_action.setObjectName("open_deck_action")
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self.choose_deck)
        self.import_action = QAction(self)
        self.import_action.setObjectName("import_deck_action")
        self.import_action.triggered.connect(lambda: self.import_file())
        self.export_action = QAction(self)
        self.export_action.setObjectName("export_deck_action")
        self.export_action.triggered.connect(lambda: self.export_file())
        self.save_action = QAction(self)
        self.save_action.setObjectName("save_deck_action")
        self.save_action.setShortcut(QKeySequence.StandardKey.Save)
        self.save_action.triggered.connect(lambda: self.save())
        self.save_copy_action = QAction(self)
        self.save_copy_action.setObjectName("save_copy_action")
        self.save_copy_action.setShortcut(QKeySequence("Ctrl+Shift+S"))
        self.save_copy_action.triggered.connect(lambda: self.save(copy=True))
        self.undo_action = self.undo_stack.createUndoAction(self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = self.undo_stack.createRedoAction(self)
        self.redo_action.setShortcut(QKeySequence.StandardKey.Redo)
        self.to_side_action = QAction(self)
        self.to_side_action.setObjectName("move_zone_action")
        self.to_side_action.triggered.connect(self.move_current)
        self.build_action = QAction(self)
        self.build_action.setObjectName("build_for_me_action")
        self.build_action.triggered.connect(self.build_for_me)
        for action in (self.new_action, self.open_action, self.import_action, self.export_action, None,
                       self.save_action, self.save_copy_action, None, self.undo_action, self.redo_action, None,
                       self.to_side_action, self.build_action):
            if action is None:
                self.toolbar.addSeparator()
            else:
                self.toolbar.addAction(action)
                self.addAction(action)

    # ------------------------------------------------------------------ the deck

    def entries(self, zone: str) -> deck_model.Entries:
        return self.deck.entries if zone == MAIN else self.deck.sideboard

    def open_source(self, source: DeckSource) -> None:
        """Show ``source``'s deck: a copy, so that nothing changes until it is saved."""
        self.deck = Deck(name=source.deck.name, description=source.deck.description,
                         entries=list(source.deck.entries), sideboard=list(source.deck.sideboard))
        self.path = source.path
        self.read_only = source.read_only
        self.limited = source.limited
        self.casual = source.casual
        for zone, model in self.models.items():
            model.set_entries(self.entries(zone))
            model.editable = not self.read_only
        self._show_name_and_notes()
        self.undo_stack.clear()
        self.undo_stack.setClean()
        self._apply_read_only()
        self._apply_kind()
        self._deck_changed()

    def _apply_kind(self) -> None:
        """A limited deck: the pool is the large list, "Build for me" is offered, and the browser
        can show the pool only; a constructed deck: the main deck is the large list."""
        self.build_action.setVisible(self.limited)
        self.only_pool.setVisible(self.limited)
        self.to_side_action.setText(self.tr("Main deck ⇄ pool") if self.limited else self.tr("Main deck ⇄ sideboard"))
        shares = (2, 3) if self.limited else (3, 1)
        for i, share in enumerate(shares):
            self.lists_splitter.setStretchFactor(i, share)
        total = max(300, self.lists_splitter.height())
        self.lists_splitter.setSizes([total * share // sum(shares) for share in shares])
        self._apply_pool_filter()

    def pool_names(self) -> set[str]:
        """The English names of the cards of a limited pool (in the deck or not) and the basic
        lands, which are free (CR 100.2b)."""
        return {c.name for _n, c in [*self.deck.entries, *self.deck.sideboard]} | set(BASIC_LANDS)

    def _apply_pool_filter(self) -> None:
        only = self.limited and self.only_pool.isChecked()
        self.browser.proxy.set_only(self.pool_names() if only else None)
        self.browser._update_count()

    def _shown(self, text: str) -> str:
        """A preconstructed deck's name or notes in the interface's language; a player's own as written."""
        return deck_text(text) if self.read_only else text

    def _show_name_and_notes(self) -> None:
        self.name_edit.blockSignals(True)
        self.name_edit.setText(self._shown(self.deck.name))
        self.name_edit.blockSignals(False)
        self.notes_edit.blockSignals(True)
        self.notes_edit.setPlainText(self._shown(self.deck.description))
        self.notes_edit.blockSignals(False)

    def _apply_read_only(self) -> None:
        editable = not self.read_only
        self.name_edit.setReadOnly(not editable)
        self.notes_edit.setReadOnly(not editable)
        for widget in [self.add_lands_button, *self.land_spins.values()]:
            widget.setEnabled(editable)
        for action in (self.save_action, self.to_side_action, self.build_action):
            action.setEnabled(editable)
        for view in self.views.values():
            view.setAcceptDrops(editable)
        self.banner.setVisible(self.read_only)
        self._update_title()

    def apply_count(self, zone: str, card: CardDef, count: int, position: int | None = None) -> None:
        """Change the lists (the undo commands call this; nothing else should)."""
        deck_model.set_count(self.entries(zone), card, count, position)
        self.models[zone].refresh()
        row = deck_model.position_of(self.entries(zone), card.name)
        if row is not None:
            self.views[zone].selectRow(row)

    def count(self, card: CardDef, zone: str = MAIN) -> int:
        return deck_model.count_of(self.entries(zone), card.name)

    def _refuse(self, text: str) -> None:
        self.statusBar().showMessage(text, 6000)

    def set_count(self, card: CardDef, zone: str, count: int) -> bool:
        """Make ``card``'s count in ``zone`` ``count``, as one undoable step; False if refused."""
        if self.read_only:
            self._refuse(self.tr("A preconstructed deck can't be changed: save a copy first."))
            return False
        old = self.count(card, zone)
        if count == old:
            return False
        text = fill(self.tr("%1: %2 → %3"), card_name(card.name), str(old), str(count))
        if self.limited and not is_basic_land(card):
            # Limited (CR 100.2b): a card moves between the main deck and the sideboard (the pool).
            other = SIDE if zone == MAIN else MAIN
            available = self.count(card, other)
            change = count - old
            if change > available:
                self._refuse(fill(self.tr("Your pool has no more %1."), card_name(card.name)))
                return False
            self.undo_stack.beginMacro(text)
            self.undo_stack.push(SetCountCommand(self, zone, card, count, text))
            self.undo_stack.push(SetCountCommand(self, other, card, available - change, text))
            self.undo_stack.endMacro()
            return True
        self.undo_stack.push(SetCountCommand(self, zone, card, count, text))
        return True

    def add_card(self, card: CardDef, zone: str = MAIN, n: int = 1) -> bool:
        return self.set_count(card, zone, self.count(card, zone) + n)

    def step(self, card: CardDef, zone: str, step: int) -> None:
        """+1, −1, or 0 for "remove every copy" (from the keyboard)."""
        self.set_count(card, zone, 0 if step == 0 else max(0, self.count(card, zone) + step))

    def move_card(self, card: CardDef, source: str, n: int = 1) -> None:
        """Move ``n`` copies between the main deck and the sideboard, as one step."""
        target = SIDE if source == MAIN else MAIN
        n = min(n, self.count(card, source))
        if n <= 0 or self.read_only:
            return
        if self.limited and not is_basic_land(card):
            self.set_count(card, target, self.count(card, target) + n)
            return
        text = fill(self.tr("Move %1"), card_name(card.name))
        self.undo_stack.beginMacro(text)
        self.undo_stack.push(SetCountCommand(self, source, card, self.count(card, source) - n, text))
        self.undo_stack.push(SetCountCommand(self, target, card, self.count(card, target) + n, text))
        self.undo_stack.endMacro()

    def selected_cards(self, zone: str) -> list[CardDef]:
        """The cards of the rows selected in one list, top to bottom (the current one if none)."""
        view = self.views[zone]
        rows = sorted({i.row() for i in view.selectionModel().selectedRows()})
        if not rows and view.currentIndex().isValid():
            rows = [view.currentIndex().row()]
        entries = self.entries(zone)
        return [entries[r][1] for r in rows if 0 <= r < len(entries)]

    def move_cards(self, cards: list[CardDef], source: str) -> None:
        """Move one copy of each card to the other list, as one step (undone at once)."""
        cards = [c for c in cards if self.count(c, source) > 0]
        if not cards or self.read_only:
            return
        if len(cards) == 1:
            self.move_card(cards[0], source)
            return
        self.undo_stack.beginMacro(self.tr("Move %n cards", "", len(cards)))
        for card in cards:
            self.move_card(card, source)
        self.undo_stack.endMacro()

    def move_current(self) -> None:
        """Move the selected cards of the list that has the focus (else of the sideboard, else
        of the main deck) to the other list: one copy of each."""
        zones = [z for z, v in self.views.items() if v.hasFocus()] + [SIDE, MAIN]
        for zone in zones:
            cards = self.selected_cards(zone)
            if cards:
                self.move_cards(cards, zone)
                return

    def _double_clicked(self, index: QModelIndex, zone: str) -> None:
        """A double-click on a card of a list (not on its count, which it edits) moves one copy
        to the other list."""
        if index.isValid() and index.column() != DeckZoneModel.COUNT:
            card = self.models[zone].data(index, DeckZoneModel.CardRole)
            if card is not None:
                self.move_card(card, zone)

    def build_for_me(self) -> bool:
        """A limited deck built from the pool by the computer's own deck-builder
        (``mtgdesk.decks.limited.build_deck``: its two best colours, 23 spells, 17 basic lands,
        CR 100.2b), as one undoable step, for the player to edit."""
        if not self.limited or self.read_only:
            return False
        pool: list[CardDef] = []
        for n, card in self.deck.sideboard:
            pool += [card] * n
        for n, card in self.deck.entries:
            if not is_basic_land(card):  # basic lands added from outside the pool are free, not pool
                pool += [card] * n
        if not pool:
            return False
        from mtgdesk.decks.limited import build_deck

        built = build_deck(pool, self.deck.name)
        self.undo_stack.push(SetListsCommand(self, built.entries, built.sideboard, self.tr("Build for me")))
        self.statusBar().showMessage(self.tr("The computer built a deck from your pool: change it as you like."), 8000)
        return True

    def apply_lists(self, entries: deck_model.Entries, sideboard: deck_model.Entries) -> None:
        """Replace both lists (the undo commands call this; nothing else should)."""
        self.deck.entries[:] = entries
        self.deck.sideboard[:] = sideboard
        for model in self.models.values():
            model.refresh()

    def _dropped(self, cards: list[CardDef], source: str, zone: str) -> None:
        """Cards dropped on a list: from the other list, one copy of each moves; from the
        browser, one copy of each is added. Several cards are one step."""
        if source:
            self.move_cards(cards, source)
            return
        if len(cards) > 1:
            self.undo_stack.beginMacro(self.tr("Add %n cards", "", len(cards)))
        for card in cards:
            self.add_card(card, zone)
        if len(cards) > 1:
            self.undo_stack.endMacro()

    def add_basic_lands(self) -> None:
        """Add the basic lands set in the spin boxes, as one undoable step."""
        wanted = [(land, spin.value()) for land, spin in self.land_spins.items() if spin.value()]
        if not wanted or self.read_only:
            return
        pool = load_pool()
        self.undo_stack.beginMacro(self.tr("Add basic lands"))
        for land, n in wanted:
            card = pool.get(land)
            self.undo_stack.push(SetCountCommand(self, MAIN, card, self.count(card) + n, land))
        self.undo_stack.endMacro()
        for spin in self.land_spins.values():
            spin.setValue(0)

    def _name_edited(self, text: str) -> None:
        self.deck.name = text.strip()
        self._update_title()

    def _notes_edited(self) -> None:
        self.deck.description = self.notes_edit.toPlainText().strip()

    def problems(self) -> list[DeckProblem]:
        """The rules the deck breaks now (CR 100.2a constructed, 100.2b limited)."""
        return deck_problems(self.deck.entries, self.deck.sideboard, self.rules)

    @property
    def rules(self) -> DeckRules:
        """The deck rules the deck is held to: casual (a theme deck), limited or constructed."""
        return CASUAL if self.casual else LIMITED if self.limited else CONSTRUCTED

    def _stack_changed(self, _value: object = None) -> None:
        # A QUndoStack clears itself, and says so, while it is destroyed with the window.
        if shiboken6.isValid(self) and shiboken6.isValid(self.undo_stack):
            self._deck_changed()

    def _deck_changed(self) -> None:
        for zone, label in self.zone_labels.items():
            n = deck_model.total(self.entries(zone))
            if zone == MAIN:
                text = self.tr("Main deck: %1 cards")
            elif self.limited:
                text = self.tr("Your pool (not in the deck): %1 cards")
            else:
                text = self.tr("Sideboard: %1 cards")
            label.setText(fill(text, str(n)))
        problems = self.problems()
        if problems:
            self.problems_label.setText("\n".join("⚠ " + problem_text(p) for p in problems))
            self._problems_role = "error"
        else:
            if self.casual:
                text = self.tr("✓ A casual deck: at least 40 cards, at most four of a card other than basic lands.")
            else:
                text = fill(self.tr("✓ The deck follows the deck rules (CR %1)."), self.rules.rule)
            self.problems_label.setText(text)
            self._problems_role = "ok"
        self._colour_problems()
        self.plots.set_entries(self.deck.entries)
        self._update_title()

    def _colour_problems(self) -> None:
        self.problems_label.setStyleSheet(f"color: {colour_name(self._problems_role)};")

    def _show_card(self, card: CardDef | None) -> None:
        if card is not None:
            self.zoom.show_card_def(card)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """+ and − on the browser's table add a copy of the card to the main deck or take one out."""
        if watched is self.browser.table and event.type() == QEvent.Type.KeyPress:
            key = event.key()  # type: ignore[attr-defined]
            card = self.browser.current_card()
            if card is not None and key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
                self.add_card(card, MAIN)
                return True
            if card is not None and key in (Qt.Key.Key_Minus, Qt.Key.Key_Underscore):
                self.set_count(card, MAIN, max(0, self.count(card) - 1))
                return True
        return super().eventFilter(watched, event)

    # ------------------------------------------------------------------ files
    # New, open, import, export, save and the question before changes are lost: ``DeckFiles``.

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.confirm_discard():
            event.accept()
        else:
            event.ignore()

    # ------------------------------------------------------------------ language

    def _update_title(self) -> None:
        name = self._shown(self.deck.name) or self.tr("New deck")
        dirty = "" if self.undo_stack.isClean() else " *"
        self.setWindowTitle(fill(self.tr("%1 — Deck editor"), name + dirty))

    def retranslate(self) -> None:
        for action, text in ((self.new_action, self.tr("New")), (self.open_action, self.tr("Open…")),
                             (self.import_action, self.tr("Import…")), (self.export_action, self.tr("Export…")),
                             (self.save_action, self.tr("Save")), (self.save_copy_action, self.tr("Save a copy")),
                             (self.to_side_action, self.tr("Main deck ⇄ pool") if self.limited
                              else self.tr("Main deck ⇄ sideboard"))):
            action.setText(text)
        self.to_side_action.setToolTip(self.tr("Move one copy of each chosen card to the other list "
                                               "(a double-click on a card does it too)"))
        self.build_action.setText(self.tr("Build for me"))
        self.build_action.setToolTip(self.tr("The computer builds a 40-card deck from your pool, "
                                             "for you to change"))
        self.only_pool.setText(self.tr("Show only your pool"))
        self.name_label.setText(self.tr("Name:"))
        self.name_edit.setPlaceholderText(self.tr("New deck"))
        self.notes_label.setText(self.tr("Notes:"))
        self.banner.setText(self.tr("A preconstructed deck: read-only. Use \"Save a copy\" to change it."))
        self.lands_label.setText(self.tr("Basic lands:"))
        self.add_lands_button.setText(self.tr("Add"))
        for model in self.models.values():
            model.refresh()
        if hasattr(self, "deck"):
            if self.read_only:
                self._show_name_and_notes()
            self._deck_changed()
