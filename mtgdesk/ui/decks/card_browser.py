"""The card browser: every card of the pool in a table, searched as you type and filtered, the
chosen card drawn large by the app's own painter beside the list.

``CardTableModel`` (a ``QAbstractTableModel``) holds the cards; ``CardFilterProxy`` (a
``QSortFilterProxyModel``) sorts them and keeps those matching the search and the filters.
The search matches every word typed against the card's name, type line and rules text in the
interface's language and in English, ignoring case and accents. Cards can be dragged out of
the table (the deck editor takes them) as ``CARD_MIME`` data: their English names, a line each.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont, QIcon, QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSplitter,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from mtgdesk.cards import load_pool
from mtgdesk.cards.text import rules_text as english_rules_text
from mtgdesk.decks.names import fold
from mtgdesk.engine import CardDef

from ..common.card_painter import clear_face_cache
from ..common.collation import name_ranks
from ..common.noop import QT_TRANSLATE_NOOP
from ..common.retranslating import Retranslating
from ..common.rules_text import clear_caches, rules_lines
from ..common.symbols import symbol_image, symbol_pixmap
from ..common import theme
from ..common.texts import card_name
from ..common.type_line import type_line_text
from ..common.zoom_panel import ZoomPanel

Index = QModelIndex | QPersistentModelIndex
#: The mime type of cards dragged between the browser and the deck editor.
CARD_MIME = "application/x-mtgdesk-cards"
COLOURS = ("W", "U", "B", "R", "G")
RARITIES = ("common", "uncommon", "rare")
#: Card types a filter can ask for (CR 300.1, those in the Ninth Edition).
FILTER_TYPES = ("Creature", "Instant", "Sorcery", "Enchantment", "Artifact", "Land")
#: Colours and card types as the browser's filters and the deck plots name them.
COLOUR_NAMES = {"W": QT_TRANSLATE_NOOP("CardBrowser", "White"), "U": QT_TRANSLATE_NOOP("CardBrowser", "Blue"),
                "B": QT_TRANSLATE_NOOP("CardBrowser", "Black"), "R": QT_TRANSLATE_NOOP("CardBrowser", "Red"),
                "G": QT_TRANSLATE_NOOP("CardBrowser", "Green"), "C": QT_TRANSLATE_NOOP("CardBrowser", "Colourless")}
TYPE_NAMES = {"Creature": QT_TRANSLATE_NOOP("CardBrowser", "Creatures"),
              "Instant": QT_TRANSLATE_NOOP("CardBrowser", "Instants"),
              "Sorcery": QT_TRANSLATE_NOOP("CardBrowser", "Sorceries"),
              "Enchantment": QT_TRANSLATE_NOOP("CardBrowser", "Enchantments"),
              "Artifact": QT_TRANSLATE_NOOP("CardBrowser", "Artifacts"),
              "Land": QT_TRANSLATE_NOOP("CardBrowser", "Lands"),
              "Other": QT_TRANSLATE_NOOP("CardBrowser", "Other")}


def colour_name(colour: str) -> str:
    """"White", "Blue"… (or "Colourless" for C) in the interface's language."""
    return QCoreApplication.translate("CardBrowser", COLOUR_NAMES[colour])


def type_plural(card_type: str) -> str:
    """"Creatures", "Instants"… in the interface's language."""
    return QCoreApplication.translate("CardBrowser", TYPE_NAMES[card_type])


def number_key(number: str) -> tuple[int, int, str]:
    """Collector numbers in printed order ("S1" starter cards after the set)."""
    digits = "".join(ch for ch in number if ch.isdigit())
    return (1 if number.startswith("S") else 0, int(digits) if digits else 0, number)


def cards_mime(cards: list[CardDef]) -> QMimeData:
    mime = QMimeData()
    mime.setData(CARD_MIME, "\n".join(c.name for c in cards).encode("utf-8"))
    mime.setText("\n".join(f"1 {c.name}" for c in cards))
    return mime


def cards_from_mime(mime: QMimeData) -> list[CardDef]:
    """The cards a drag carries (unknown names are dropped)."""
    if not mime.hasFormat(CARD_MIME):
        return []
    pool = load_pool()
    names = bytes(mime.data(CARD_MIME).data()).decode("utf-8", "replace").splitlines()
    return [pool.get(n) for n in names[:100] if n in pool]


class CardRowsModel(QAbstractTableModel):
    """A table of cards, one a row (``rows``), with the columns ``headers`` names."""

    def rows(self) -> list[Any]:
        raise NotImplementedError

    def headers(self) -> list[str]:
        raise NotImplementedError

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows())

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers())

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers()[section]
        return None


class CardTableModel(CardRowsModel):
    """The cards of the pool, one a row, in collector-number order."""

    CardRole = Qt.ItemDataRole.UserRole + 1  # the ``CardDef``
    SortRole = Qt.ItemDataRole.UserRole + 2  # a value that sorts the column rightly
    SearchRole = Qt.ItemDataRole.UserRole + 3  # the folded text the search looks in

    NAME, COST, TYPE, MANA_VALUE, PT, RARITY = range(6)

    def __init__(self, cards: list[CardDef] | None = None, parent: Any = None) -> None:
        super().__init__(parent)
        pool = cards if cards is not None else list(load_pool())
        self.cards: list[CardDef] = sorted(pool, key=lambda c: number_key(c.number))
        self._names: list[str] = []
        self._name_ranks: list[int] = []
        self._types: list[str] = []
        self._search: list[str] = []
        self.retranslate()

    def retranslate(self) -> None:
        """Names, type lines and the search text again, in the interface's language."""
        self.beginResetModel()
        self._names = [card_name(c.name) for c in self.cards]
        self._name_ranks = name_ranks(self._names)  # "Aérostiers" before "Avemain" (QCollator)
        self._types = [type_line_text(c) for c in self.cards]
        self._search = []
        for c, name, type_line in zip(self.cards, self._names, self._types):
            parts = [name, type_line, "\n".join(rules_lines(c)), c.name, c.type_line]
            if name != c.name:
                parts.append(english_rules_text(c))
            self._search.append(fold("\n".join(parts)))
        self.endResetModel()

    def headers(self) -> list[str]:
        return [self.tr("Name"), self.tr("Cost"), self.tr("Type"), self.tr("MV"), self.tr("P/T"), self.tr("Rarity")]

    def rarity_name(self, rarity: str) -> str:
        return {"common": self.tr("Common"), "uncommon": self.tr("Uncommon"), "rare": self.tr("Rare")}.get(
            rarity, rarity)

    def rows(self) -> list[CardDef]:
        return self.cards

    def flags(self, index: Index) -> Qt.ItemFlag:
        base = super().flags(index)
        return base | Qt.ItemFlag.ItemIsDragEnabled if index.isValid() else base

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.cards):
            return None
        row, column = index.row(), index.column()
        card = self.cards[row]
        if role == self.CardRole:
            return card
        if role == self.SearchRole:
            return self._search[row]
        if role == Qt.ItemDataRole.DisplayRole:
            if column == self.NAME:
                return self._names[row] + ("" if card.hook is None else " *")
            if column == self.COST:
                return str(card.mana_cost)
            if column == self.TYPE:
                return self._types[row]
            if column == self.MANA_VALUE:
                return "" if card.is_land else str(card.mana_cost.mana_value)
            if column == self.PT:
                return f"{card.power}/{card.toughness}" if card.power is not None else ""
            if column == self.RARITY:
                return self.rarity_name(card.rarity)
        if role == self.SortRole:
            if column == self.NAME:
                return self._name_ranks[row]
            if column == self.COST:
                return (card.mana_cost.mana_value, str(card.mana_cost)) if not card.is_land else (-1, "")
            if column == self.MANA_VALUE:
                return -1 if card.is_land else card.mana_cost.mana_value
            if column == self.PT:
                return (card.power or -1, card.toughness or -1)
            if column == self.RARITY:
                return RARITIES.index(card.rarity) if card.rarity in RARITIES else 9
            return self._types[row].casefold()
        if role == Qt.ItemDataRole.ToolTipRole:
            text = f"{self._names[row]}\n{self._types[row]}\n" + "\n".join(rules_lines(card))
            if card.hook is not None:
                text += "\n" + self.tr("* Not playable yet: mtgdesk doesn't implement this card's rules.")
            return text
        if role == Qt.ItemDataRole.FontRole and card.hook is not None:
            font = QFont()
            font.setItalic(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and card.hook is not None:
            return theme.colour("muted")
        return None

    def mimeTypes(self) -> list[str]:
        return [CARD_MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        rows = sorted({i.row() for i in indexes if i.isValid()})
        return cards_mime([self.cards[r] for r in rows])

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction


class CardFilterProxy(QSortFilterProxyModel):
    """The search and the filters: every word of the search (in the card's name, type line or
    rules text), any of the chosen colours (or colourless), a card type, a mana value, a rarity."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.words: list[str] = []
        self.colours: set[str] = set()  # W U B R G, and C for colourless
        self.card_type = ""
        self.mana_value: int | None = None  # 7 means "7 or more"
        self.rarity = ""
        self.only: frozenset[str] | None = None  # English names: "only the pool"
        self.setSortRole(CardTableModel.SortRole)
        self.setDynamicSortFilter(True)

    def _refilter(self) -> None:
        """Filter the rows again (Qt 6.10 replaced ``invalidateRowsFilter`` by these two)."""
        if hasattr(self, "endFilterChange"):
            self.beginFilterChange()
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self.invalidateRowsFilter()

    def set_search(self, text: str) -> None:
        words = fold(text).split()
        if words != self.words:
            self.words = words
            self._refilter()

    def set_filters(self, colours: set[str] | None = None, card_type: str | None = None,
                    mana_value: int | None | str = "keep", rarity: str | None = None) -> None:
        if colours is not None:
            self.colours = set(colours)
        if card_type is not None:
            self.card_type = card_type
        if mana_value != "keep":
            self.mana_value = mana_value if isinstance(mana_value, int) else None
        if rarity is not None:
            self.rarity = rarity
        self._refilter()

    def set_only(self, names: set[str] | frozenset[str] | None) -> None:
        """Show only the cards of these (English) names, e.g. a limited pool; None: all."""
        only = frozenset(names) if names is not None else None
        if only != self.only:
            self.only = only
            self._refilter()

    def accepts(self, card: CardDef, search: str) -> bool:
        if self.only is not None and card.name not in self.only:
            return False
        if any(w not in search for w in self.words):
            return False
        if self.colours:
            colours = card.colors
            if not (colours & self.colours or ("C" in self.colours and not colours)):
                return False
        if self.card_type and self.card_type not in card.types:
            return False
        if self.mana_value is not None:
            if card.is_land:
                return False
            mv = card.mana_cost.mana_value
            if (mv < 7 if self.mana_value >= 7 else mv != self.mana_value):
                return False
        return not self.rarity or card.rarity == self.rarity

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        model = self.sourceModel()
        index = model.index(source_row, 0, source_parent)
        return self.accepts(model.data(index, CardTableModel.CardRole), model.data(index, CardTableModel.SearchRole))

    def card(self, index: Index) -> CardDef | None:
        card: CardDef | None = self.data(index, CardTableModel.CardRole) if index.isValid() else None
        return card


class ManaCostDelegate(QStyledItemDelegate):
    """Draws a mana cost ("{2}{G}") as the symbols the cards show."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        text = index.data(Qt.ItemDataRole.DisplayRole) or ""
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        opt.widget.style().drawControl(opt.widget.style().ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        symbols = [s for s in text.replace("}", "").split("{") if s]
        size = max(8, min(option.rect.height() - 6, 18))
        x = option.rect.left() + 4
        y = option.rect.top() + (option.rect.height() - size) // 2
        ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
        for symbol in symbols:
            painter.drawImage(QRect(x, y, size, size), symbol_image(symbol, round(size * ratio)))
            x += size + 1

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        text = index.data(Qt.ItemDataRole.DisplayRole) or ""
        return QSize(8 + 19 * text.count("{"), 22)


def setup_card_table(view: QTableView) -> None:
    """The look shared by the browser's table and the deck lists."""
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setAlternatingRowColors(True)
    view.verticalHeader().hide()
    view.verticalHeader().setDefaultSectionSize(24)
    view.setWordWrap(False)
    view.horizontalHeader().setHighlightSections(False)


class CardTableView(QTableView):
    """The browser's table: Enter on a card is said once, by ``enter_pressed``.

    Signals:
        enter_pressed(QModelIndex): Enter or Return on the current card.
    """

    enter_pressed = Signal(QModelIndex)

    #: The name's part of the room the fixed columns leave; the type line has the rest.
    NAME_SHARE = 0.6

    def share_text_columns(self) -> None:
        """The name and the type line share what the other (fixed) columns leave, the name the
        larger part: stretched alike, at 1280x800 the editor's names were cut to "Absorptio…"."""
        header = self.horizontalHeader()
        if self.model() is None or header.count() <= max(CardTableModel.NAME, CardTableModel.TYPE):
            return
        texts = (CardTableModel.NAME, CardTableModel.TYPE)
        fixed = sum(header.sectionSize(c) for c in range(header.count())
                    if c not in texts and not header.isSectionHidden(c))
        room = max(2 * 40, self.viewport().width() - fixed)
        name = int(room * self.NAME_SHARE)
        header.resizeSection(CardTableModel.NAME, name)
        header.resizeSection(CardTableModel.TYPE, room - name)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.share_text_columns()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentIndex().isValid() \
                and self.state() != QAbstractItemView.State.EditingState:
            self.enter_pressed.emit(self.currentIndex())
            event.accept()
            return
        super().keyPressEvent(event)


class CardBrowser(Retranslating, QWidget):
    """The search field and filters over the card table, and the chosen card, large.

    Signals:
        card_activated(object): a card was double-clicked or chosen with Enter (a ``CardDef``).
        card_shown(object): the card drawn large changed.
    """

    card_activated = Signal(object)
    card_shown = Signal(object)

    def __init__(self, parent: QWidget | None = None, cards: list[CardDef] | None = None,
                 show_zoom: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("card_browser")
        self.model = CardTableModel(cards, self)
        self.proxy = CardFilterProxy(self)
        self.proxy.setSourceModel(self.model)

        self.search = QLineEdit(self)
        self.search.setObjectName("card_search")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.proxy.set_search)
        self.search.textChanged.connect(lambda _t: self._update_count())

        self.colour_buttons: dict[str, QToolButton] = {}
        filters = QHBoxLayout()
        filters.setSpacing(2)
        for colour in COLOURS + ("C",):
            button = QToolButton(self)
            button.setObjectName(f"colour_{colour}")
            button.setCheckable(True)
            button.setIcon(QIcon(symbol_pixmap(colour, 40)))
            button.setIconSize(QSize(20, 20))
            button.setAutoRaise(True)
            button.toggled.connect(self._colours_changed)
            self.colour_buttons[colour] = button
            filters.addWidget(button)
        self.type_combo = QComboBox(self)
        self.type_combo.setObjectName("type_filter")
        self.mana_combo = QComboBox(self)
        self.mana_combo.setObjectName("mana_value_filter")
        self.rarity_combo = QComboBox(self)
        self.rarity_combo.setObjectName("rarity_filter")
        self.count_label = QLabel(self)
        self.count_label.setObjectName("card_count_label")
        filters.addStretch()
        filters.addWidget(self.count_label)
        combos = QHBoxLayout()
        # No stretch: each combo takes its own width first (its longest item), then a share of what
        # is left; at equal stretch "Любое значение маны" was cut at a third of the row.
        for combo in (self.type_combo, self.mana_combo, self.rarity_combo):
            combo.currentIndexChanged.connect(self._filters_changed)
            combos.addWidget(combo)

        self.table = CardTableView(self)
        self.table.setObjectName("card_table")
        self.table.setModel(self.proxy)
        setup_card_table(self.table)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(CardTableModel.NAME, Qt.SortOrder.AscendingOrder)
        self.table.setItemDelegateForColumn(CardTableModel.COST, ManaCostDelegate(self.table))
        self.table.setDragEnabled(True)
        self.table.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.table.setDefaultDropAction(Qt.DropAction.CopyAction)
        header = self.table.horizontalHeader()
        # The name and the type line share the room left (``CardTableView.share_text_columns``).
        header.setSectionResizeMode(CardTableModel.NAME, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(CardTableModel.TYPE, QHeaderView.ResizeMode.Interactive)
        # Fixed widths: sizing columns to their contents would ask the model for every row.
        for column in (CardTableModel.COST, CardTableModel.MANA_VALUE, CardTableModel.PT, CardTableModel.RARITY):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        self.table.selectionModel().currentRowChanged.connect(lambda current, _prev: self._show(current))
        # A double-click, or Enter: once each. (``activated`` is emitted on a double-click too, and
        # on a single click where the style says so: it is not used.)
        self.table.doubleClicked.connect(self._activate)
        self.table.enter_pressed.connect(self._activate)

        self.zoom = ZoomPanel(self)
        self.zoom.setObjectName("browser_zoom")
        left = QWidget(self)
        left_column = QVBoxLayout(left)
        left_column.setContentsMargins(0, 0, 0, 0)
        left_column.addWidget(self.search)
        left_column.addLayout(filters)
        left_column.addLayout(combos)
        left_column.addWidget(self.table, 1)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(left)
        splitter.addWidget(self.zoom)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        self.zoom.setVisible(show_zoom)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(splitter)
        self.retranslate()
        if self.proxy.rowCount():
            self.table.selectRow(0)

    # ------------------------------------------------------------------ filters

    def _fill_combo(self, combo: QComboBox, items: list[tuple[str, Any]]) -> None:
        current = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        for text, data in items:
            combo.addItem(text, data)
        index = combo.findData(current)
        combo.setCurrentIndex(max(index, 0))
        combo.blockSignals(False)

    def _colours_changed(self) -> None:
        self.proxy.set_filters(colours={c for c, b in self.colour_buttons.items() if b.isChecked()})
        self._update_count()

    def _filters_changed(self) -> None:
        self.proxy.set_filters(card_type=self.type_combo.currentData() or "",
                               mana_value=self.mana_combo.currentData(),
                               rarity=self.rarity_combo.currentData() or "")
        self._update_count()

    def _update_count(self) -> None:
        shown, total = self.proxy.rowCount(), self.model.rowCount()
        self.count_label.setText(self.tr("%1 of %2 cards").replace("%1", str(shown)).replace("%2", str(total)))

    # ------------------------------------------------------------------ cards

    def _show(self, index: QModelIndex) -> None:
        card = self.proxy.card(index)
        if card is not None:
            self.zoom.show_card_def(card)
            self.card_shown.emit(card)

    def _activate(self, index: QModelIndex) -> None:
        card = self.proxy.card(index)
        if card is not None:
            self.card_activated.emit(card)

    def current_card(self) -> CardDef | None:
        return self.proxy.card(self.table.currentIndex())

    def visible_cards(self) -> list[CardDef]:
        cards = (self.proxy.card(self.proxy.index(r, 0)) for r in range(self.proxy.rowCount()))
        return [c for c in cards if c is not None]

    def row_of(self, name: str) -> int:
        """The row in the (filtered, sorted) table of the card named ``name`` in English; -1."""
        for r in range(self.proxy.rowCount()):
            card = self.proxy.card(self.proxy.index(r, 0))
            if card is not None and card.name == name:
                return r
        return -1

    # ------------------------------------------------------------------ language

    def retranslate(self) -> None:
        clear_caches()
        clear_face_cache()
        current = self.current_card()
        self.model.retranslate()
        self.search.setPlaceholderText(self.tr("Search names, types and rules text…"))
        for colour, button in self.colour_buttons.items():
            button.setToolTip(colour_name(colour))
        self._fill_combo(self.type_combo, [(self.tr("All types"), "")] + [(type_plural(t), t) for t in FILTER_TYPES])
        self.mana_combo.setToolTip(self.tr("Show only the cards of this mana value"))
        self._fill_combo(self.mana_combo, [(self.tr("Any mana value"), None)]
                         + [(self.tr("Mana value %1").replace("%1", str(v)), v) for v in range(7)]
                         + [(self.tr("Mana value 7+"), 7)])
        self._fill_combo(self.rarity_combo, [(self.tr("All rarities"), "")]
                         + [(self.model.rarity_name(r), r) for r in RARITIES])
        self._update_count()
        metrics = self.table.fontMetrics()
        header = self.table.horizontalHeader()
        header.resizeSection(CardTableModel.COST, 5 * 19 + 10)
        for column, sample in ((CardTableModel.MANA_VALUE, "00"), (CardTableModel.PT, "00/00"),
                               (CardTableModel.RARITY, max((self.model.rarity_name(r) for r in RARITIES), key=len))):
            title = self.model.headers()[column]
            header.resizeSection(column, max(metrics.horizontalAdvance(sample), metrics.horizontalAdvance(title)) + 18)
        self.table.share_text_columns()
        if current is not None:
            row = self.row_of(current.name)
            if row >= 0:
                self.table.selectRow(row)
        self.zoom.update()


class CardBrowserWindow(Retranslating, QWidget):
    """The browser in a window of its own (Decks ▸ Card browser)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("card_browser_window")
        self.browser = CardBrowser(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.browser)
        self.resize(1100, 700)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Card browser"))
