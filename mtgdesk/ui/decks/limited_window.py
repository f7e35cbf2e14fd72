"""Sealed and booster draft against the computer (``mtgdesk.decks.limited``).

Sealed: six boosters open into the player's pool, and six more into the computer's. Draft:
the player picks from a booster shown as cards, seven computer drafters pick beside them, for
three boosters. Then the deck editor opens on the pool (every card in the sideboard, basic
lands free: CR 100.2b); the computer builds its deck from its own pool. Both decks are saved
in the user's decks folder (limited decks, with their pools as sideboards), so that they can
be played again from the new-game page; "Play" starts a game or a best of three.
"""
from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QLocale, QSize, QSizeF, Qt
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from mtgdesk.cards.pool import DEFAULT_SET, load_set
from mtgdesk.decks import limited
from mtgdesk.decks.store import DeckSource, save_user_deck
from mtgdesk.decks.text import Deck
from mtgdesk.engine import CardDef

from ..common.card_painter import CARD_RATIO, face_image
from ..common.collation import sorted_by_name
from ..common.retranslating import Retranslating
from ..common.texts import card_name, fill
from ..common.noop import QT_TRANSLATE_NOOP
from ..common.zoom_panel import ZoomPanel

#: The names of the sets whose boosters can be opened, translated (another set: its own name).
SET_NAMES = {"9ED": QT_TRANSLATE_NOOP("LimitedWindow", "Ninth Edition")}

CARD_WIDTH = 150
_COUNT_ROLE = Qt.ItemDataRole.UserRole + 1  # how many of a card the picks hold


def card_icon(card: CardDef, width: int = CARD_WIDTH, ratio: float = 1.0) -> QIcon:
    """A card's face, painted by the app's card painter, as an icon."""
    size = QSizeF(100, 100 * CARD_RATIO)
    image = face_image(card, size, width / 100 * ratio)
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(ratio)
    return QIcon(pixmap)


class CardGrid(QListWidget):
    """Cards shown as pictures in rows (a booster, a pool)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setViewMode(QListWidget.ViewMode.IconMode)
        self.setIconSize(QSize(CARD_WIDTH, round(CARD_WIDTH * CARD_RATIO)))
        self.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.setMovement(QListWidget.Movement.Static)
        self.setSpacing(6)
        self.setMouseTracking(True)
        self.setWordWrap(True)
        self.setUniformItemSizes(True)
        self.setStyleSheet("QListWidget { background: #1f2a31; color: #e7ecef; }")
        self.painted_in = ""  # the language the faces were painted in

    def set_cards(self, cards: list[CardDef]) -> None:
        self.clear()
        ratio = self.devicePixelRatioF()
        for card in cards:
            item = QListWidgetItem(card_icon(card, CARD_WIDTH, ratio), "", self)
            item.setData(Qt.ItemDataRole.UserRole, card)
            item.setToolTip(card_name(card.name))
            item.setSizeHint(QSize(CARD_WIDTH + 8, round(CARD_WIDTH * CARD_RATIO) + 8))
        self.painted_in = QLocale().name()
        if self.count():
            self.setCurrentRow(0)

    def paint_again(self) -> None:
        """The faces and names in the interface's language, if it changed since they were made."""
        if self.painted_in == QLocale().name():
            return
        ratio = self.devicePixelRatioF()
        for row in range(self.count()):
            item = self.item(row)
            card = self.card(item)
            if card is not None:
                item.setIcon(card_icon(card, CARD_WIDTH, ratio))
                item.setToolTip(card_name(card.name))
        self.painted_in = QLocale().name()

    def card(self, item: QListWidgetItem | None) -> CardDef | None:
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None


class LimitedWindow(Retranslating, QWidget):
    """A sealed event (``kind`` "sealed") or a booster draft ("draft") against the computer."""

    def __init__(self, kind: str, main_window: Any = None, seed: int | None = None) -> None:
        super().__init__(main_window, Qt.WindowType.Window)
        self.setObjectName(f"{kind}_window")
        self.kind = kind
        self.main_window = main_window
        self.seed = seed if seed is not None else random.randrange(1 << 31)
        self.draft: limited.Draft | None = None
        self.pool: list[CardDef] = []
        self.opponent_pool: list[CardDef] = []
        self.editor: Any = None
        self.player_deck: Deck | None = None
        self.opponent_deck: Deck | None = None

        self.title = QLabel(self)
        self.title.setObjectName("limited_title")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.info = QLabel(self)
        self.info.setWordWrap(True)
        self.grid = CardGrid(self)
        self.grid.setObjectName("limited_grid")
        self.grid.currentItemChanged.connect(lambda item, _prev: self._show(self.grid.card(item)))
        self.grid.itemEntered.connect(lambda item: self._show(self.grid.card(item)))
        self.grid.itemDoubleClicked.connect(self._pick_item)
        self.picks = QListWidget(self)
        self.picks.setObjectName("picks_list")
        self.picks.currentItemChanged.connect(
            lambda item, _p: self._show(item.data(Qt.ItemDataRole.UserRole) if item is not None else None))
        self.picks_label = QLabel(self)
        self.zoom = ZoomPanel(self)
        self.pick_button = QPushButton(self)
        self.pick_button.setObjectName("pick_button")
        self.pick_button.clicked.connect(lambda: self._pick_item(self.grid.currentItem()))
        self.build_button = QPushButton(self)
        self.build_button.setObjectName("build_button")
        self.build_button.clicked.connect(self.build)
        self.best_of_three = QCheckBox(self)
        self.best_of_three.setObjectName("best_of_three_check")
        self.play_button = QPushButton(self)
        self.play_button.setObjectName("play_button")
        self.play_button.clicked.connect(self.play)

        side = QWidget(self)
        side_column = QVBoxLayout(side)
        side_column.setContentsMargins(0, 0, 0, 0)
        side_column.addWidget(self.zoom, 3)
        side_column.addWidget(self.picks_label)
        side_column.addWidget(self.picks, 2)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.grid)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.pick_button)
        buttons.addStretch()
        buttons.addWidget(self.build_button)
        buttons.addWidget(self.best_of_three)
        buttons.addWidget(self.play_button)
        content = QWidget(self)
        layout = QVBoxLayout(content)
        layout.addWidget(self.title)
        layout.addWidget(self.info)
        layout.addWidget(splitter, 1)
        layout.addLayout(buttons)
        # Below its minimum size (a large interface scale on a small screen) the content scrolls.
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(content)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        screen = self.screen()
        room = screen.availableGeometry().size() if screen is not None else QSize(1280, 800)
        self.resize(min(1280, room.width() - 16), min(800, room.height() - 48))  # fits at any scale
        if kind == "draft":
            self.draft = limited.Draft(self.seed)
            self.opponent_seat = 1 + self.seed % (limited.DRAFT_SEATS - 1)
        else:
            self.pool = limited.sealed_pool(self.seed)
            self.opponent_pool = limited.sealed_pool(self.seed + 1)
        self.refresh()

    # ------------------------------------------------------------------ draft

    def _pick_item(self, item: QListWidgetItem | None) -> None:
        card = self.grid.card(item)
        if card is not None and self.draft is not None and not self.draft.finished:
            self.pick(card)

    def pick(self, card: CardDef) -> None:
        """Take ``card`` from the booster (the computer drafters pick at the same time)."""
        assert self.draft is not None
        self.draft.pick(card)
        if self.draft.finished:
            self.pool = list(self.draft.picks[0])
            self.opponent_pool = list(self.draft.picks[self.opponent_seat])
        self.refresh()

    # ------------------------------------------------------------------ building and playing

    def pool_name(self) -> str:
        kind = self.tr("Sealed") if self.kind == "sealed" else self.tr("Draft")
        return fill(self.tr("%1 %2"), kind, str(self.seed))

    def build(self) -> Any:
        """Open the deck editor on the player's pool, and build and save the computer's deck."""
        from .deck_editor import DeckEditor

        if not self.pool:
            return None
        self.opponent_deck = limited.build_deck(self.opponent_pool, fill(self.tr("%1 (computer)"), self.pool_name()))
        save_user_deck(self.opponent_deck, limited=True)
        source = DeckSource(limited.pool_deck(self.pool, self.pool_name()), limited=True)
        self.editor = DeckEditor(self.main_window, source)
        self.editor.saved.connect(lambda _path: self.refresh())
        self.editor.show()
        self.editor.save()
        self.refresh()
        return self.editor

    def setup(self) -> Any:
        """The game: the player's deck (as the editor has it) against the computer's."""
        from ..table.session import COMPUTER, HUMAN, GameSetup

        assert self.editor is not None and self.opponent_deck is not None
        mine = self.editor.deck
        return GameSetup(decks=[[c.name for c in mine.cards()], [c.name for c in self.opponent_deck.cards()]],
                         deck_names=[mine.name, self.opponent_deck.name], seats=[HUMAN, COMPUTER],
                         # "" : the computer's name in the language of the moment
                         names=["", ""], play_format=self.kind)

    def play(self) -> None:
        from .deck_texts import problem_text
        from ..games.match import Match

        if self.editor is None:
            return
        problems = self.editor.problems()
        if problems:
            self.info.setText("\n".join(problem_text(p) for p in problems))
            return
        self.editor.save()
        if self.main_window is not None:
            self.main_window.match = Match(3 if self.best_of_three.isChecked() else 1)
            self.main_window.start_game(self.setup())
            self.main_window.raise_()

    # ------------------------------------------------------------------ showing

    def _show(self, card: CardDef | None) -> None:
        if card is not None:
            self.zoom.show_card_def(card)

    def refresh(self) -> None:
        drafting = self.draft is not None and not self.draft.finished
        if drafting:
            assert self.draft is not None
            self.grid.set_cards(self.draft.boosters[0])
            picked = self.draft.picks[0]
        else:
            by_name = sorted_by_name(self.pool, key=lambda c: card_name(c.name))  # as people sort
            self.grid.set_cards(sorted(by_name, key=lambda c: (sorted(c.colors), c.mana_cost.mana_value)))
            picked = self.pool
        self.picks.clear()
        counts: dict[str, int] = {}
        for card in picked:
            counts[card.name] = counts.get(card.name, 0) + 1
        seen: set[str] = set()
        for card in picked:
            if card.name in seen:
                continue
            seen.add(card.name)
            item = QListWidgetItem(self.picks)
            item.setData(Qt.ItemDataRole.UserRole, card)
            item.setData(_COUNT_ROLE, counts[card.name])
        self.pick_button.setVisible(drafting)
        self.build_button.setEnabled(not drafting)
        self.play_button.setEnabled(self.editor is not None)
        self.retranslate()

    def _info_text(self) -> str:
        if self.draft is not None and not self.draft.finished:
            return fill(self.tr("Booster %1 of 3, pick %2. Double-click the card you take; the seven "
                                "computer drafters pick at the same time, then the boosters pass %3."),
                        str(self.draft.round + 1), str(self.draft.pick_number),
                        self.tr("to the left") if self.draft.round % 2 == 0 else self.tr("to the right"))
        if self.editor is None:
            return fill(self.tr("Your pool: %1 cards. Build a deck of at least 40 cards from it; "
                                "basic lands are free (CR 100.2b)."), str(len(self.pool)))
        return fill(self.tr("Your deck is saved as \"%1\", the computer's as \"%2\": both can be "
                            "played again from the new-game page."),
                    self.editor.deck.name, self.opponent_deck.name if self.opponent_deck else "")

    def set_name(self) -> str:
        """The name of the set whose boosters are opened, in the interface's language."""
        code = self.draft.set_code if self.draft is not None else DEFAULT_SET
        if code in SET_NAMES:
            return self.tr(SET_NAMES[code])
        try:
            return load_set(code).name
        except KeyError:
            return code

    def retranslate(self) -> None:
        # What it is and what of ("Booster draft — Ninth Edition"); the seed, a number a player
        # doesn't care about, only in the tooltip (the same seed deals the same boosters).
        title = fill(self.tr("%1 — %2"), self.tr("Sealed") if self.kind == "sealed" else self.tr("Booster draft"),
                     self.set_name())
        self.setWindowTitle(title)
        self.title.setText(title)
        self.title.setToolTip(fill(self.tr("Seed %1: the same seed deals the same boosters."), str(self.seed)))
        self.picks_label.setText(self.tr("Your picks:") if self.draft is not None else self.tr("Your pool:"))
        self.pick_button.setText(self.tr("Take this card"))
        self.build_button.setText(self.tr("Build your deck…"))
        self.best_of_three.setText(self.tr("Best of three"))
        self.play_button.setText(self.tr("Play against the computer"))
        # The texts made from the game's state, in the language of the moment (a switch of
        # language while the window is open retranslates them too).
        self.info.setText(self._info_text())
        for row in range(self.picks.count()):
            item = self.picks.item(row)
            item.setText(f"{item.data(_COUNT_ROLE)} {card_name(item.data(Qt.ItemDataRole.UserRole).name)}")
        self.grid.paint_again()
