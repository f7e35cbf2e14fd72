"""Your record, from the saved game records and puzzle results (``mtgdesk.storage.achievements``):
games against the computer won, lost and drawn by your deck, by the computer's level, by its
personality (a record written before they were kept counts as balanced), by what was played
(constructed, casual, sealed, draft, puzzles) and by opponent; streaks and average turns;
plots (pyqtgraph, in ``history_plots.RecordPlots``, imported only when the window opens); and
the achievements, earned or not. ``announce_achievements`` adds those a game has just earned to
its game-over dialog."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..common.noop import QT_TRANSLATE_NOOP
from ..common.retranslating import Retranslating
from ..common import theme
from ..common.texts import fill
from ..common.theme import follow_theme

from ..common.player_names import computer_name

if TYPE_CHECKING:
    from mtgdesk.storage.achievements import Earned, Summary
    from mtgdesk.storage.records import GameRecord

OUTCOMES = ("won", "lost", "draw")
_NOT_EARNED = Qt.ItemDataRole.UserRole + 1  # an achievement not yet earned: shown muted
#: Where the puzzles shipped with the sources are (their categories make achievements).
PUZZLES_FOLDER = Path(__file__).resolve().parents[3] / "tests" / "puzzles"

LEVEL_NAMES = {"easy": QT_TRANSLATE_NOOP("StatisticsDialog", "Easy"),
               "medium": QT_TRANSLATE_NOOP("StatisticsDialog", "Medium"),
               "hard": QT_TRANSLATE_NOOP("StatisticsDialog", "Hard")}
PERSONALITY_NAMES = {"balanced": QT_TRANSLATE_NOOP("StatisticsDialog", "Balanced"),
                     "aggressive": QT_TRANSLATE_NOOP("StatisticsDialog", "Aggressive"),
                     "cautious": QT_TRANSLATE_NOOP("StatisticsDialog", "Cautious"),
                     "control": QT_TRANSLATE_NOOP("StatisticsDialog", "Control")}
FORMAT_NAMES = {"constructed": QT_TRANSLATE_NOOP("StatisticsDialog", "Constructed"),
                "casual": QT_TRANSLATE_NOOP("StatisticsDialog", "Casual"),
                "sealed": QT_TRANSLATE_NOOP("StatisticsDialog", "Sealed"),
                "draft": QT_TRANSLATE_NOOP("StatisticsDialog", "Draft"),
                "limited": QT_TRANSLATE_NOOP("StatisticsDialog", "Limited"),
                "puzzle": QT_TRANSLATE_NOOP("StatisticsDialog", "Puzzles")}
#: Puzzle categories (``tests/puzzles/categories``, by the start of the file name).
CATEGORY_NAMES = {"lethal": QT_TRANSLATE_NOOP("Achievements", "Lethal"),
                  "survive": QT_TRANSLATE_NOOP("Achievements", "Survival"),
                  "sign": QT_TRANSLATE_NOOP("Achievements", "Friend or foe"),
                  "counter": QT_TRANSLATE_NOOP("Achievements", "Counterspells"),
                  "ability": QT_TRANSLATE_NOOP("Achievements", "Abilities"),
                  "combat": QT_TRANSLATE_NOOP("Achievements", "Combat"),
                  "ritual": QT_TRANSLATE_NOOP("Achievements", "Mana rituals")}
#: Each achievement's title and what earns it (``storage.achievements.ACHIEVEMENTS`` ids).
ACHIEVEMENT_TEXTS = {
    "first_win": (QT_TRANSLATE_NOOP("Achievements", "First victory"),
                  QT_TRANSLATE_NOOP("Achievements", "Win a game against the computer.")),
    "win_W": (QT_TRANSLATE_NOOP("Achievements", "White victory"),
              QT_TRANSLATE_NOOP("Achievements", "Win with a deck that plays white.")),
    "win_U": (QT_TRANSLATE_NOOP("Achievements", "Blue victory"),
              QT_TRANSLATE_NOOP("Achievements", "Win with a deck that plays blue.")),
    "win_B": (QT_TRANSLATE_NOOP("Achievements", "Black victory"),
              QT_TRANSLATE_NOOP("Achievements", "Win with a deck that plays black.")),
    "win_R": (QT_TRANSLATE_NOOP("Achievements", "Red victory"),
              QT_TRANSLATE_NOOP("Achievements", "Win with a deck that plays red.")),
    "win_G": (QT_TRANSLATE_NOOP("Achievements", "Green victory"),
              QT_TRANSLATE_NOOP("Achievements", "Win with a deck that plays green.")),
    "every_colour": (QT_TRANSLATE_NOOP("Achievements", "Master of the five colours"),
                     QT_TRANSLATE_NOOP("Achievements", "Win with each of the five colours.")),
    "win_casual": (QT_TRANSLATE_NOOP("Achievements", "As it was sold"),
                   QT_TRANSLATE_NOOP("Achievements", "Win with a Ninth Edition theme deck.")),
    "win_sealed": (QT_TRANSLATE_NOOP("Achievements", "Sealed and delivered"),
                   QT_TRANSLATE_NOOP("Achievements", "Win a game with a sealed deck.")),
    "win_draft": (QT_TRANSLATE_NOOP("Achievements", "Draft winner"),
                  QT_TRANSLATE_NOOP("Achievements", "Win a game with a deck you drafted.")),
    "beat_hard": (QT_TRANSLATE_NOOP("Achievements", "Hard won"),
                  QT_TRANSLATE_NOOP("Achievements", "Beat the computer at the hard level.")),
    "win_at_one_life": (QT_TRANSLATE_NOOP("Achievements", "By a thread"),
                        QT_TRANSLATE_NOOP("Achievements", "Win with exactly 1 life.")),
    "win_empty_hand": (QT_TRANSLATE_NOOP("Achievements", "Nothing left"),
                       QT_TRANSLATE_NOOP("Achievements", "Win with no cards in your hand.")),
    "win_untouched": (QT_TRANSLATE_NOOP("Achievements", "Untouched"),
                      QT_TRANSLATE_NOOP("Achievements", "Win with 20 life or more.")),
    "streak_3": (QT_TRANSLATE_NOOP("Achievements", "Hat trick"),
                 QT_TRANSLATE_NOOP("Achievements", "Win three games in a row.")),
    "streak_5": (QT_TRANSLATE_NOOP("Achievements", "Unstoppable"),
                 QT_TRANSLATE_NOOP("Achievements", "Win five games in a row.")),
    "first_puzzle": (QT_TRANSLATE_NOOP("Achievements", "Puzzler"),
                     QT_TRANSLATE_NOOP("Achievements", "Solve a puzzle.")),
}
CATEGORY_TITLE = QT_TRANSLATE_NOOP("Achievements", "%1 mastered")
CATEGORY_TEXT = QT_TRANSLATE_NOOP("Achievements", "Solve every puzzle of the category “%1”.")


def _t(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def achievement_text(aid: str) -> tuple[str, str]:
    """An achievement's title and what earns it, in the interface's language."""
    if aid.startswith("puzzles:"):
        category = aid.split(":", 1)[1]
        name = _t("Achievements", CATEGORY_NAMES.get(category, category))
        return fill(_t("Achievements", CATEGORY_TITLE), name), fill(_t("Achievements", CATEGORY_TEXT), name)
    title, text = ACHIEVEMENT_TEXTS.get(aid, (aid, ""))
    return _t("Achievements", title), _t("Achievements", text) if text else ""


def all_achievement_ids(categories: dict[str, set[str]]) -> list[str]:
    from mtgdesk.storage.achievements import ACHIEVEMENTS

    return [a.id for a in ACHIEVEMENTS] + [f"puzzles:{c}" for c in sorted(categories)]


class RecordData:
    """Everything the window shows, derived from the records and the puzzle results (the end
    states of won games come from the cache beside the records, replayed when missing)."""

    def __init__(self, records: "list[GameRecord]", puzzles: list[Any] | None = None,
                 categories: dict[str, set[str]] | None = None, replay: "bool | set[str]" = True) -> None:
        from mtgdesk.storage import achievements as ach
        from mtgdesk.storage.history import win_statistics

        self.records = records
        cache = ach.load_end_states()
        known = dict(cache)
        self.facts = ach.game_facts(records, cache, replay)
        if cache != known:
            ach.save_end_states(cache)
        self.puzzles = ach.list_puzzle_results() if puzzles is None else puzzles
        self.categories = ach.puzzle_categories(PUZZLES_FOLDER) if categories is None else categories
        self.summary: Summary = ach.summarize(self.facts, self.puzzles)
        self.earned: dict[str, Earned] = ach.earned_achievements(self.facts, self.puzzles, self.categories)
        self.stats = win_statistics(records)


def announce_achievements(dialog: QDialog, by: str, data: RecordData | None = None) -> list[str]:
    """Add to ``dialog`` (a game-over dialog: a QVBoxLayout) the achievements that the game
    (record id) or puzzle (name) ``by`` has just earned; their ids."""
    from mtgdesk.storage.achievements import new_for_game
    from mtgdesk.storage.records import list_records

    if data is None:
        # Only the game just ended is replayed now (the others' ends come from the cache, which
        # the statistics window fills): the game-over dialog doesn't wait on a long history.
        records, _ = list_records()
        data = RecordData(records, replay={by})
    new = [e.id for e in new_for_game(data.earned, by, data.facts)]
    if new:
        label = QLabel(dialog)
        label.setObjectName("achievements_earned_label")
        label.setWordWrap(True)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lines = [fill(QCoreApplication.translate("StatisticsDialog", "Achievement earned: %1 — %2"),
                      *achievement_text(aid)) for aid in new]
        label.setText("\n".join("★ " + line for line in lines))
        layout = dialog.layout()
        if isinstance(layout, QVBoxLayout):
            layout.insertWidget(max(0, layout.count() - 1), label)
        dialog.adjustSize()
    return new


class StatisticsDialog(Retranslating, QDialog):
    """The statistics window: your record, plots and achievements."""

    def __init__(self, records: "list[GameRecord]", parent: QWidget | None = None,
                 data: RecordData | None = None) -> None:
        from .history_plots import RecordPlots  # pyqtgraph: only now, where the plots are shown

        super().__init__(parent)
        self.setObjectName("statistics_dialog")
        self.data = data if data is not None else RecordData(records)
        self.stats = self.data.stats
        self.summary_label = QLabel(self)
        self.summary_label.setObjectName("statistics_summary")
        self.summary_label.setWordWrap(True)
        self.summary_label.setTextFormat(Qt.TextFormat.RichText)
        self.labels: dict[str, QLabel] = {}
        self.tables: dict[str, QTableWidget] = {}
        for kind in ("deck", "level", "personality", "format", "opponent"):
            self.labels[kind] = QLabel(self)
            table = self.tables[kind] = QTableWidget(self)
            table.setObjectName(f"statistics_by_{kind}")
            table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
            table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
            table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
        self.by_deck, self.by_level = self.tables["deck"], self.tables["level"]
        self.by_opponent = self.tables["opponent"]
        self.by_personality, self.by_format = self.tables["personality"], self.tables["format"]
        self.deck_label, self.level_label = self.labels["deck"], self.labels["level"]
        self.opponent_label = self.labels["opponent"]
        self.plots = RecordPlots(self)
        self.achievements_label = QLabel(self)
        self.achievements = QListWidget(self)
        follow_theme(self.achievements, self._colour_achievements)
        self.achievements.setObjectName("statistics_achievements")
        self.achievements.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)

        grid = QGridLayout()
        left, middle, right = QVBoxLayout(), QVBoxLayout(), QVBoxLayout()
        for kind, column, stretch in (("deck", left, 3), ("format", left, 2), ("level", middle, 2),
                                      ("personality", middle, 1), ("opponent", middle, 2)):
            column.addWidget(self.labels[kind])
            column.addWidget(self.tables[kind], stretch)
        right.addWidget(self.plots, 3)
        right.addWidget(self.achievements_label)
        right.addWidget(self.achievements, 2)
        grid.addLayout(left, 0, 0)
        grid.addLayout(middle, 0, 1)
        grid.addLayout(right, 0, 2)
        grid.setColumnStretch(0, 4)
        grid.setColumnStretch(1, 3)
        grid.setColumnStretch(2, 4)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary_label)
        layout.addLayout(grid, 1)
        layout.addWidget(buttons)
        self.resize(1180, 720)
        self.retranslate()

    # -------------------------------------------------------------- the figures

    def rows(self, kind: str) -> list[tuple[str, int, int, int]]:
        """(name, won, lost, drawn), most games first: by "deck", "level", "personality",
        "format" or "opponent"."""
        if kind == "opponent":
            counter = self.stats["opponent"]
            names = sorted({name for name, _ in counter})
            by_name = [(name, counter[(name, "won")], counter[(name, "lost")], counter[(name, "draw")])
                       for name in names]
            return sorted(by_name, key=lambda r: (-sum(r[1:]), r[0]))
        s = self.data.summary
        tallies = {"deck": s.by_deck, "level": s.by_level, "personality": s.by_personality,
                   "format": s.by_format}[kind]
        rows = [(name, t.won, t.lost, t.drawn) for name, t in tallies.items()]
        if kind == "level":  # easy, medium, hard
            order = list(LEVEL_NAMES)
            return sorted(rows, key=lambda r: (order.index(r[0]) if r[0] in order else len(order), r[0]))
        return sorted(rows, key=lambda r: (-sum(r[1:]), r[0]))

    def _name(self, kind: str, name: str) -> str:
        if kind == "level":
            return self.tr(LEVEL_NAMES[name]) if name in LEVEL_NAMES else name
        if kind == "personality":
            return self.tr(PERSONALITY_NAMES[name]) if name in PERSONALITY_NAMES else name
        if kind == "format":
            return self.tr(FORMAT_NAMES[name]) if name in FORMAT_NAMES else name
        if kind == "opponent" and name == "?":
            return computer_name()
        if kind == "deck":
            from ..common.texts import deck_text  # the preconstructed decks' names, translated

            return deck_text(name)
        return name

    def _fill(self, kind: str, first: str) -> None:
        table = self.tables[kind]
        rows = self.rows(kind)
        table.clear()
        table.setColumnCount(5)
        table.setHorizontalHeaderLabels([first, self.tr("Won"), self.tr("Lost"), self.tr("Drawn"), self.tr("Won %")])
        if kind == "personality" and not rows:
            # No game against the computer yet.
            table.setRowCount(1)
            table.setSpan(0, 0, 1, 5)
            table.setItem(0, 0, QTableWidgetItem(self.tr("No personality recorded yet")))
        else:
            table.setRowCount(len(rows))
            for r, (name, won, lost, drawn) in enumerate(rows):
                games = won + lost + drawn
                rate = f"{100 * won / games:.0f}" if games else "–"
                for c, value in enumerate((self._name(kind, name), str(won), str(lost), str(drawn), rate)):
                    item = QTableWidgetItem(value)
                    if not c:
                        item.setToolTip(value)  # the whole name, where the column cuts it short
                    if c:
                        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                    table.setItem(r, c, item)
        # The name takes the room left; the figures are as wide as they need (no scroll bar).
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        table.verticalHeader().hide()
        vocabulary = {"level": LEVEL_NAMES, "personality": PERSONALITY_NAMES, "format": FORMAT_NAMES}.get(kind)
        if vocabulary is not None:
            self._fit_names(table, [self.tr(name) for name in vocabulary.values()] + [first])

    def _fit_names(self, table: QTableWidget, names: list[str]) -> None:
        """A table of a few known names (levels, personalities, formats) is never narrower than its
        longest name in this language and its figures need ("Уравновешенный" was cut): its
        minimum width, which the dialog's layout keeps."""
        style = table.style()
        margin = 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1)
        metrics = table.fontMetrics()
        header = table.horizontalHeader()
        name = max(max(metrics.horizontalAdvance(n) for n in names) + margin, header.sectionSizeHint(0))
        figures = sum(max(header.sectionSizeHint(c), table.sizeHintForColumn(c)) for c in range(1, table.columnCount()))
        room = 2 * table.frameWidth() + style.pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, table)
        table.setMinimumWidth(name + figures + room)

    def _decimal(self, value: float) -> str:
        """One decimal, written as the interface's language writes it (21,9 in French)."""
        from PySide6.QtCore import QLocale

        return QLocale().toString(float(value), "f", 1)  # the language's locale is the default one

    def _summary_text(self) -> str:
        s = self.data.summary
        t = s.total
        streak_kind, streak = s.current_streak
        if streak_kind == "won":
            current = self.tr("%n win(s) in a row", None, streak)
        elif streak_kind == "lost":
            current = self.tr("%n loss(es) in a row", None, streak)
        elif streak_kind == "draw":
            current = self.tr("%n draw(s) in a row", None, streak)
        else:
            current = self.tr("no game yet")
        lines = [
            "<b>" + fill(self.tr("%n game(s) against the computer: %1 won, %2 lost, %3 drawn (%4% won).", None,
                                 t.games), str(t.won), str(t.lost), str(t.drawn), f"{100 * t.win_rate:.0f}") + "</b>",
            fill(self.tr("Now: %1. Longest winning streak: %2; longest losing streak: %3. Average length: %4 turns."),
                 current, str(s.longest_winning_streak), str(s.longest_losing_streak), self._decimal(s.average_turns)),
        ]
        if s.puzzles_tried:
            lines.append(fill(self.tr("Puzzles: %1 solved of %2 played."), str(s.puzzles_solved), str(s.puzzles_tried)))
        return "<br>".join(lines)

    def _fill_achievements(self) -> None:
        self.achievements.clear()
        ids = all_achievement_ids(self.data.categories)
        earned = self.data.earned
        for aid in sorted(ids, key=lambda a: (a not in earned, ids.index(a))):
            title, text = achievement_text(aid)
            got = earned.get(aid)
            if got is not None:
                line = fill(self.tr("★ %1 — %2 (earned %3)"), title, text, got.when[:10])
            else:
                line = fill(self.tr("☆ %1 — %2"), title, text)
            item = QListWidgetItem(line, self.achievements)
            item.setData(Qt.ItemDataRole.UserRole, aid)
            item.setData(_NOT_EARNED, got is None)
        self._colour_achievements()
        self.achievements_label.setText(fill(self.tr("Achievements: %1 of %2"), str(len(earned)), str(len(ids))))

    def _colour_achievements(self) -> None:
        """Achievements not yet earned in the theme's muted colour (readable in both themes)."""
        for row in range(self.achievements.count()):
            item = self.achievements.item(row)
            if item.data(_NOT_EARNED):
                item.setForeground(theme.colour("muted"))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.summary_label.setText(self._summary_text())
        self.labels["deck"].setText(self.tr("Games against the computer, by your deck"))
        self.labels["level"].setText(self.tr("Games against the computer, by its level"))
        self.labels["personality"].setText(self.tr("By the computer's personality"))
        self.labels["format"].setText(self.tr("By what was played"))
        self.labels["opponent"].setText(self.tr("Games against the computer, by opponent"))
        self._fill("deck", self.tr("Deck"))
        self._fill("level", self.tr("Level"))
        self._fill("personality", self.tr("Personality"))
        self._fill("format", self.tr("Play"))
        self._fill("opponent", self.tr("Opponent"))
        levels = [(self.tr(LEVEL_NAMES[lv]), t.won, t.lost)
                  for lv in LEVEL_NAMES if (t := self.data.summary.by_level.get(lv)) is not None]
        self.plots.set_record(levels, self.data.summary.outcomes)
        self._fill_achievements()

    def retranslate_ready(self) -> bool:
        return hasattr(self, "achievements")  # Qt sends a LanguageChange while __init__ still builds the widget


__all__ = ["RecordData", "StatisticsDialog", "announce_achievements"]
