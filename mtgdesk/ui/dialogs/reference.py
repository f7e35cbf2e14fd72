"""The rules reference: the keyword glossary and the rules that refusals cite, in the
interface's language (Help ▸ Rules reference, or from a refusal in the status bar).

The summaries are mtgdesk's own short wording of the Comprehensive Rules, marked for translation
in the ``reference`` context.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, QSize, Qt
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QLabel, QLineEdit, QListView, QListWidget, QListWidgetItem, QSplitter,
    QStyledItemDelegate, QStyleOptionViewItem, QTabWidget, QTextBrowser, QVBoxLayout, QWidget,
)

from ..common.retranslating import Retranslating


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # Qt's name, read by lupdate
    return text


#: Keyword abilities (CR 702): the name as printed, and what it means.
KEYWORDS: tuple[tuple[str, str, str], ...] = (
    ("flying", QT_TRANSLATE_NOOP("reference", "Flying"),
     QT_TRANSLATE_NOOP("reference", "This creature can be blocked only by creatures with flying or reach (CR 702.9).")),
    ("reach", QT_TRANSLATE_NOOP("reference", "Reach"),
     QT_TRANSLATE_NOOP("reference", "This creature can block creatures with flying (CR 702.17).")),
    ("vigilance", QT_TRANSLATE_NOOP("reference", "Vigilance"),
     QT_TRANSLATE_NOOP("reference", "Attacking doesn't cause this creature to tap (CR 702.20).")),
    ("haste", QT_TRANSLATE_NOOP("reference", "Haste"),
     QT_TRANSLATE_NOOP("reference", "This creature can attack and use {T} abilities as soon as it comes under your "
                                    "control (CR 702.10).")),
    ("first_strike", QT_TRANSLATE_NOOP("reference", "First strike"),
     QT_TRANSLATE_NOOP("reference", "This creature deals combat damage before creatures without first strike (CR "
                                    "702.7).")),
    ("double_strike", QT_TRANSLATE_NOOP("reference", "Double strike"),
     QT_TRANSLATE_NOOP("reference", "This creature deals both first-strike and regular combat damage (CR 702.4).")),
    ("trample", QT_TRANSLATE_NOOP("reference", "Trample"),
     QT_TRANSLATE_NOOP("reference", "Once each blocker has been assigned lethal damage, the rest of this creature's "
                                    "damage can go to the player it attacks (CR 702.19).")),
    ("fear", QT_TRANSLATE_NOOP("reference", "Fear"),
     QT_TRANSLATE_NOOP("reference", "This creature can be blocked only by artifact creatures and/or black creatures "
                                    "(CR 702.36).")),
    ("landwalk", QT_TRANSLATE_NOOP("reference", "Landwalk"),
     QT_TRANSLATE_NOOP("reference", "Swampwalk, islandwalk and the others: this creature can't be blocked as long as "
                                    "the defending player controls a land of that type (CR 702.14).")),
    ("protection", QT_TRANSLATE_NOOP("reference", "Protection"),
     QT_TRANSLATE_NOOP("reference", "Protection from a colour: this can't be blocked by creatures, targeted by spells "
                                    "or abilities, enchanted by Auras, or dealt damage by sources of that colour (CR "
                                    "702.16).")),
    ("shroud", QT_TRANSLATE_NOOP("reference", "Shroud"),
     QT_TRANSLATE_NOOP("reference", "This can't be the target of spells or abilities (CR 702.18).")),
    ("defender", QT_TRANSLATE_NOOP("reference", "Defender"),
     QT_TRANSLATE_NOOP("reference", "This creature can't attack (CR 702.3).")),
    ("lifelink", QT_TRANSLATE_NOOP("reference", "Lifelink"),
     QT_TRANSLATE_NOOP("reference", "Damage dealt by this source also causes its controller to gain that much life "
                                    "(CR 702.15).")),
    ("flash", QT_TRANSLATE_NOOP("reference", "Flash"),
     QT_TRANSLATE_NOOP("reference", "You may cast this spell any time you could cast an instant (CR 702.8).")),
    ("enchant", QT_TRANSLATE_NOOP("reference", "Enchant"),
     QT_TRANSLATE_NOOP("reference", "An Aura targets what it can enchant as it is cast, and enters the battlefield "
                                    "attached to it (CR 702.5, 303.4).")),
    ("regenerate", QT_TRANSLATE_NOOP("reference", "Regenerate"),
     QT_TRANSLATE_NOOP("reference", "The next time this creature would be destroyed this turn, instead tap it, remove "
                                    "all damage from it and remove it from combat (CR 701.15).")),
    ("deathtouch", QT_TRANSLATE_NOOP("reference", "Deathtouch"),
     QT_TRANSLATE_NOOP("reference", "Any amount of damage this deals to a creature is enough to destroy it (CR "
                                    "702.2).")),
)

#: The rules that refusals cite, by number.
RULES: dict[str, str] = {
    "103.5": QT_TRANSLATE_NOOP("reference", "Mulligan: a player may shuffle their opening hand away and draw seven "
                                            "new cards; after keeping, they put one card on the bottom of their "
                                            "library for each mulligan taken."),
    "107.3": QT_TRANSLATE_NOOP("reference", "X stands for a number chosen as the spell is cast or the ability "
                                            "activated; it can't be negative."),
    "107.5": QT_TRANSLATE_NOOP("reference", "The tap symbol {T} in a cost means \"tap this permanent\": a permanent "
                                            "that is already tapped can't pay it."),
    "115.3": QT_TRANSLATE_NOOP("reference", "The same object can't be chosen more than once for one instance of the "
                                            "word \"target\"."),
    "115.5": QT_TRANSLATE_NOOP("reference", "A spell or ability can't target itself."),
    "117.1": QT_TRANSLATE_NOOP("reference", "Only the player who has priority may cast spells, activate abilities and "
                                            "play lands; a player must wait until they receive priority."),
    "118.3": QT_TRANSLATE_NOOP("reference", "A player can't pay a cost without having the resources to pay it all."),
    "119.4": QT_TRANSLATE_NOOP("reference", "A player can pay life only if their life total is at least the amount to "
                                            "pay."),
    "104.1": QT_TRANSLATE_NOOP("reference", "A game ends at once when a player wins, when it is a draw, or when it is "
                                            "restarted."),
    "500.1": QT_TRANSLATE_NOOP("reference", "A turn has five phases, in this order: beginning, first main phase, "
                                            "combat, second main phase, end."),
    "502.3": QT_TRANSLATE_NOOP("reference", "In the untap step, the active player untaps all their permanents at the "
                                            "same time; no player receives priority."),
    "504.1": QT_TRANSLATE_NOOP("reference", "In the draw step, the active player first draws a card; this doesn't use "
                                            "the stack."),
    "301.1": QT_TRANSLATE_NOOP("reference", "Artifacts are cast only in a main phase of your own turn, when the stack "
                                            "is empty."),
    "302.1": QT_TRANSLATE_NOOP("reference", "Creatures are cast only in a main phase of your own turn, when the stack "
                                            "is empty (unless they have flash)."),
    "302.6": QT_TRANSLATE_NOOP("reference", "A creature can't attack, or pay a {T} cost, unless its controller has "
                                            "controlled it continuously since their most recent turn began (summoning "
                                            "sickness); haste removes this."),
    "303.1": QT_TRANSLATE_NOOP("reference", "Enchantments are cast only in a main phase of your own turn, when the "
                                            "stack is empty."),
    "305.1": QT_TRANSLATE_NOOP("reference", "A land is played, not cast: only in a main phase of your own turn, with "
                                            "priority and an empty stack. It doesn't use the stack."),
    "305.2b": QT_TRANSLATE_NOOP("reference", "A player can normally play one land each turn; effects may allow more. "
                                             "Once the allowed number is reached, no more lands can be played."),
    "305.3": QT_TRANSLATE_NOOP("reference", "A player can't play a land during another player's turn."),
    "305.9": QT_TRANSLATE_NOOP("reference", "A card that is both a land and another type can only be played as a "
                                            "land, never cast."),
    "306.1": QT_TRANSLATE_NOOP("reference", "Planeswalkers are cast only in a main phase of your own turn, when the "
                                            "stack is empty."),
    "307.1": QT_TRANSLATE_NOOP("reference", "Sorceries are cast only in a main phase of your own turn, when the stack "
                                            "is empty."),
    "506.1": QT_TRANSLATE_NOOP("reference", "Attacking and blocking happen only in the combat phase."),
    "508.1": QT_TRANSLATE_NOOP("reference", "In the declare attackers step, the active player declares which of their "
                                            "creatures attack."),
    "508.1a": QT_TRANSLATE_NOOP("reference", "Only untapped creatures the active player controls can be declared as "
                                             "attackers."),
    "508.1c": QT_TRANSLATE_NOOP("reference", "An attack that disobeys a restriction (\"can't attack\", \"can't attack "
                                             "unless...\") is illegal."),
    "508.1d": QT_TRANSLATE_NOOP("reference", "An attack must obey as many requirements (\"attacks each combat if "
                                             "able\") as possible."),
    "509.1": QT_TRANSLATE_NOOP("reference", "In the declare blockers step, the defending player declares which of "
                                            "their creatures block, and what each blocks."),
    "509.1a": QT_TRANSLATE_NOOP("reference", "Only untapped creatures the defending player controls can block, each "
                                             "blocking one attacking creature."),
    "509.1b": QT_TRANSLATE_NOOP("reference", "A block that disobeys a restriction (\"can't block\", \"can't be "
                                             "blocked\") is illegal."),
    "509.1c": QT_TRANSLATE_NOOP("reference", "A block must obey as many requirements (\"all creatures able to block "
                                             "it do so\") as possible."),
    "510.1": QT_TRANSLATE_NOOP("reference", "Combat damage: each attacking and blocking creature assigns damage equal "
                                            "to its power."),
    "510.1c": QT_TRANSLATE_NOOP("reference", "A creature blocked by several creatures divides its combat damage among "
                                             "them as its controller chooses; the amounts must add up to its power."),
    "514.1": QT_TRANSLATE_NOOP("reference", "In the cleanup step the active player discards down to their maximum "
                                            "hand size, seven."),
    "601.2": QT_TRANSLATE_NOOP("reference", "Casting a spell is a series of steps: announce it, choose modes and X, "
                                            "choose targets, then pay its total cost."),
    "601.2b": QT_TRANSLATE_NOOP("reference", "The value of X is chosen as the spell is cast, and its total cost must "
                                             "be payable."),
    "601.2c": QT_TRANSLATE_NOOP("reference", "Each target must be chosen as the spell is cast, and each must be legal "
                                             "for what the spell asks."),
    "601.2h": QT_TRANSLATE_NOOP("reference", "The total cost must be paid in full: mana of the right colours, and "
                                             "every other part."),
    "601.3": QT_TRANSLATE_NOOP("reference", "A spell is cast from its owner's hand, unless an effect allows another "
                                            "zone."),
    "602.1": QT_TRANSLATE_NOOP("reference", "An activated ability is written \"cost: effect\"; a permanent has only "
                                            "the abilities it shows."),
    "602.2": QT_TRANSLATE_NOOP("reference", "Only a permanent's controller can activate its abilities."),
    "602.5b": QT_TRANSLATE_NOOP("reference", "An ability that says \"Activate only once each turn\" can't be "
                                             "activated again in the same turn."),
    "602.5d": QT_TRANSLATE_NOOP("reference", "An ability that says \"Activate only as a sorcery\" is activated only "
                                             "in your main phase with an empty stack."),
    "603.3d": QT_TRANSLATE_NOOP("reference", "A triggered ability's targets are chosen as it is put on the stack; it "
                                             "can't be taken back."),
    "605.3a": QT_TRANSLATE_NOOP("reference", "A mana ability can be activated when its controller has priority, or "
                                             "while paying a cost."),
    "605.3b": QT_TRANSLATE_NOOP("reference", "A mana ability that can add one of several types of mana adds one of "
                                             "those the card names."),
    "608.2": QT_TRANSLATE_NOOP("reference", "A spell or ability asks for choices only while it resolves."),
    "608.2d": QT_TRANSLATE_NOOP("reference", "A choice made while a spell or ability resolves must be one that it "
                                             "offers."),
    "701.9": QT_TRANSLATE_NOOP("reference", "To discard is to put a card from your hand into your graveyard; only "
                                            "cards in the hand can be discarded."),
    "702.3b": QT_TRANSLATE_NOOP("reference", "A creature with defender can't attack."),
    "702.9b": QT_TRANSLATE_NOOP("reference", "A creature with flying can't be blocked except by creatures with flying "
                                             "or reach."),
    "702.14c": QT_TRANSLATE_NOOP("reference", "A creature with landwalk can't be blocked as long as the defending "
                                              "player controls a land of that type."),
    "702.16b": QT_TRANSLATE_NOOP("reference", "A permanent or player with protection can't be targeted by spells or "
                                              "abilities of the stated quality."),
    "702.16f": QT_TRANSLATE_NOOP("reference", "An attacking creature with protection can't be blocked by creatures of "
                                              "the stated quality."),
    "702.18a": QT_TRANSLATE_NOOP("reference", "A permanent or player with shroud can't be the target of spells or "
                                              "abilities."),
    "702.19b": QT_TRANSLATE_NOOP("reference", "A creature with trample must assign lethal damage to each of its "
                                              "blockers before it can assign the rest to the player."),
    "702.36b": QT_TRANSLATE_NOOP("reference", "A creature with fear can't be blocked except by artifact creatures "
                                              "and/or black creatures."),
    "704.5a": QT_TRANSLATE_NOOP("reference", "A player with 0 or less life loses the game (a state-based action)."),
    "704.5b": QT_TRANSLATE_NOOP("reference", "A player who had to draw a card from an empty library since the last "
                                             "check loses the game (a state-based action)."),
    "704.5j": QT_TRANSLATE_NOOP("reference", "Legend rule: if a player controls two or more legendary permanents with "
                                             "the same name, they choose one and put the others into their graveyard."),
}


def tr(text: str) -> str:
    return QCoreApplication.translate("reference", text)


def rule_summary(number: str) -> str | None:
    """The summary of the rule cited, or of the closest rule above it (305.2b → 305.2)."""
    n = number
    while n:
        if n in RULES:
            return tr(RULES[n])
        n = n[:-1].rstrip(".")
    return None


class _ListWidthDelegate(QStyledItemDelegate):
    """Rows no wider than the list's viewport, so that the view elides a long one with "…"."""

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        hint = super().sizeHint(option, index)
        view = self.parent()
        if isinstance(view, QListWidget):
            hint.setWidth(min(hint.width(), max(1, view.viewport().width())))
        return hint


class RulesReference(Retranslating, QDialog):
    """The glossary and the cited rules, with a filter; ``show_rule("305.2b")`` selects one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RulesReference")
        self.resize(900, 600)  # within a 1280x800 screen
        self.filter = QLineEdit()
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self._on_filter_changed)
        self.tabs = QTabWidget()
        self.keywords = QListWidget()
        self.rules = QListWidget()
        # A rule's title ends in "…" where the list is too narrow, its whole text in the tooltip and
        # beside it: not cut at the edge with a scroll bar (the French list showed "Mulligan : un
        # joueur peut remél").
        for lst in (self.keywords, self.rules):
            lst.setTextElideMode(Qt.TextElideMode.ElideRight)
            lst.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            lst.setItemDelegate(_ListWidthDelegate(lst))
            lst.setResizeMode(QListView.ResizeMode.Adjust)  # the rows laid out again as the list resizes
        self.detail = QTextBrowser()
        self.detail.setOpenLinks(False)
        for lst in (self.keywords, self.rules):
            lst.currentItemChanged.connect(self._on_current_changed)
        self.tabs.addTab(self.keywords, "")
        self.tabs.addTab(self.rules, "")
        self.tabs.currentChanged.connect(lambda _i: self._on_current_changed(self._list().currentItem(), None))
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.tabs)
        split.addWidget(self.detail)
        split.setSizes([360, 540])
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.filter)
        layout.addWidget(split, 1)
        layout.addWidget(self.hint)
        layout.addWidget(buttons)
        self._fill()
        self.retranslate()

    def _list(self) -> QListWidget:
        return self.keywords if self.tabs.currentIndex() == 0 else self.rules

    def _fill(self) -> None:
        self.keywords.clear()
        for key, name, text in KEYWORDS:
            item = QListWidgetItem(tr(name))
            item.setData(Qt.ItemDataRole.UserRole, ("keyword", key, name, text))
            self.keywords.addItem(item)
        self.rules.clear()
        for number, text in sorted(RULES.items(), key=lambda kv: _rule_key(kv[0])):
            # The number and what the rule says, as its title (the list elides what won't fit).
            item = QListWidgetItem(f"{self.tr('CR %1').replace('%1', number)} — {tr(text)}")
            item.setToolTip(tr(text))
            item.setData(Qt.ItemDataRole.UserRole, ("rule", number, number, text))
            self.rules.addItem(item)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules reference"))
        self.filter.setPlaceholderText(self.tr("Filter keywords and rules"))
        self.tabs.setTabText(0, self.tr("Keywords"))
        self.tabs.setTabText(1, self.tr("Rules"))
        self.hint.setText(self.tr("Summaries of the Comprehensive Rules in mtgdesk's own words; the rule numbers "
                                  "are those of the Comprehensive Rules."))
        current = [lst.currentRow() for lst in (self.keywords, self.rules)]
        self._fill()
        for lst, row in zip((self.keywords, self.rules), current):
            lst.setCurrentRow(max(row, 0))
        self._on_filter_changed(self.filter.text())
        self._show_current()

    def _show_current(self) -> None:
        """The detail shows the entry selected in the tab shown (never the other tab's)."""
        self._on_current_changed(self._list().currentItem(), None)

    def show_rule(self, number: str) -> bool:
        """Select the rule cited (or the closest one above it); False if there is none."""
        self.tabs.setCurrentIndex(1)
        n = number
        while n:
            for row in range(self.rules.count()):
                if self.rules.item(row).data(Qt.ItemDataRole.UserRole)[1] == n:
                    self.rules.setCurrentRow(row)
                    self._show_current()
                    return True
            n = n[:-1].rstrip(".")
        return False

    def show_keyword(self, key: str) -> bool:
        self.tabs.setCurrentIndex(0)
        for row in range(self.keywords.count()):
            if self.keywords.item(row).data(Qt.ItemDataRole.UserRole)[1] == key:
                self.keywords.setCurrentRow(row)
                self._show_current()
                return True
        return False

    def current_text(self) -> str:
        return self.detail.toPlainText()

    def _on_current_changed(self, item: QListWidgetItem | None, _previous: object) -> None:
        if item is None:
            self.detail.clear()
            return
        kind, _key, name, text = item.data(Qt.ItemDataRole.UserRole)
        title = tr(name) if kind == "keyword" else self.tr("CR %1").replace("%1", name)
        self.detail.setHtml(f"<h3>{_escape(title)}</h3><p>{_escape(tr(text))}</p>")

    def _on_filter_changed(self, text: str) -> None:
        needle = text.strip().casefold()
        for lst in (self.keywords, self.rules):
            for row in range(lst.count()):
                item = lst.item(row)
                _kind, _key, _name, body = item.data(Qt.ItemDataRole.UserRole)
                hay = f"{item.text()} {tr(body)}".casefold()
                item.setHidden(bool(needle) and needle not in hay)


def _rule_key(number: str) -> tuple[int, int, str]:
    """305.2b sorts as (305, 2, "b")."""
    major, _, rest = number.partition(".")
    digits = "".join(ch for ch in rest if ch.isdigit())
    return int(major), int(digits or 0), rest.lstrip("0123456789")


def _escape(text: str) -> str:
    import html

    return html.escape(text)
