"""The statistics window: your record by deck, level, personality and format, streaks, plots and
achievements, all from the saved records; achievements shown when a game earns them (issue 36)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel

from mtgdesk.ai.levels import make_player
from mtgdesk.decks.precons import precon
from mtgdesk.storage import achievements as ach
from mtgdesk.storage.records import GameRecord, RecordWriter
from mtgdesk.ui.dialogs.dialogs import GameOverDialog
from mtgdesk.ui.games.statistics import RecordData, StatisticsDialog, announce_achievements
from mtgdesk.storage.history import win_statistics

pytestmark = pytest.mark.gui

GOBLINS = [c.name for c in precon("Goblin Raid").cards()]
SKIES = [c.name for c in precon("Azure Skies").cards()]
THEME = [c.name for c in precon("Dead Again").cards()]


def write_records() -> list[GameRecord]:
    """Six finished games against the computer (no actions: each ends where it began, 20 life and
    seven cards in hand), one hot-seat game and one unfinished game."""
    games = [  # (winner, level, format, deck)
        (0, "easy", "constructed", GOBLINS), (0, "easy", "constructed", GOBLINS), (1, "medium", "sealed", SKIES),
        (0, "hard", "draft", SKIES), (0, "hard", "casual", THEME), (None, "easy", "constructed", GOBLINS)]
    out = []
    for n, (winner, level, fmt, deck) in enumerate(games, 1):
        name = {id(GOBLINS): "Goblin Raid", id(SKIES): "Azure Skies", id(THEME): "Dead Again"}[id(deck)]
        # The last two as the computer's personalities (issue 34); the others, written before
        # personalities were kept, read back as balanced.
        character = {5: "aggressive", 6: "control"}.get(n, "")
        r = GameRecord(seed=n, decks=[deck, GOBLINS], deck_names=[name, "Goblin Raid"], levels=["", level],
                       personalities=["", character], play_format=fmt, state="over", winner=winner, turn=8 + n, id=f"g{n}",
                       updated=f"2026-03-0{n}T12:00:00")
        r.write()
        out.append(r)
    GameRecord(seed=9, decks=[GOBLINS, SKIES], players=["human", "human"], state="over", winner=0, id="hot").write()
    GameRecord(seed=10, decks=[GOBLINS, SKIES], id="unfinished").write()
    return out


def test_the_window_shows_the_record_by_deck_level_format_and_personality(window: Any, qtbot: Any,
                                                                           mtgdesk_home: Path) -> None:
    from mtgdesk.storage.records import list_records

    window.set_language("en")
    write_records()
    ach.record_puzzle_result("x/categories/sign_a.toml", "A sign", "win", "solved")
    records, _ = list_records()
    dialog = StatisticsDialog(records, data=RecordData(records, categories={"sign": {"sign_a"}}))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.rows("deck") == [("Goblin Raid", 2, 0, 1), ("Azure Skies", 1, 1, 0), ("Dead Again", 1, 0, 0)]
    assert dialog.rows("level") == [("easy", 2, 0, 1), ("medium", 0, 1, 0), ("hard", 2, 0, 0)]
    assert dict((r[0], r[1:]) for r in dialog.rows("format")) == {
        "constructed": (2, 0, 1), "sealed": (0, 1, 0), "draft": (1, 0, 0), "casual": (1, 0, 0), "puzzle": (1, 0, 0)}
    assert [dialog.by_level.item(r, 0).text() for r in range(3)] == ["Easy", "Medium", "Hard"]
    assert dialog.by_format.item(0, 0).text() == "Constructed" and dialog.by_format.item(0, 4).text() == "67"
    # By personality: most games first, the names translated.
    assert dialog.rows("personality") == [("balanced", 3, 1, 0), ("aggressive", 1, 0, 0), ("control", 0, 0, 1)]
    assert [dialog.by_personality.item(r, 0).text() for r in range(3)] == ["Balanced", "Aggressive", "Control"]
    summary = dialog.summary_label.text()
    assert "6 games against the computer: 4 won, 1 lost, 1 drawn (67% won)" in summary
    assert "1 draw in a row" in summary and "Longest winning streak: 2" in summary
    assert "Average length: 11.5 turns" in summary and "Puzzles: 1 solved of 1 played" in summary
    # The plots: won and lost by level as bars, the win rate after each game as a line.
    assert dialog.plots.levels == [("Easy", 2, 0), ("Medium", 0, 1), ("Hard", 2, 0)]
    assert [round(r) for r in dialog.plots.rates] == [100, 100, 67, 75, 80, 67]
    # In French and Russian, at once.
    assert window.set_language("fr")
    assert "6 parties contre l'ordinateur" in dialog.summary_label.text()
    assert dialog.by_format.item(0, 0).text() == "Construit"
    assert any("Première victoire" in dialog.achievements.item(i).text() for i in range(dialog.achievements.count()))
    assert window.set_language("ru")
    assert "6 партий с компьютером" in dialog.summary_label.text() and "1 ничья подряд" in dialog.summary_label.text()
    window.set_language("en")


def test_the_achievements_earned_and_not(window: Any, qtbot: Any, mtgdesk_home: Path) -> None:
    from mtgdesk.storage.records import list_records

    window.set_language("en")
    write_records()
    records, _ = list_records()
    dialog = StatisticsDialog(records, data=RecordData(records, puzzles=[], categories={"sign": {"sign_a"}}))
    qtbot.addWidget(dialog)
    items = [dialog.achievements.item(i) for i in range(dialog.achievements.count())]
    earned = {it.data(256): it.text() for it in items if it.text().startswith("★")}
    locked = {it.data(256) for it in items if it.text().startswith("☆")}
    assert set(earned) == {"first_win", "win_R", "win_W", "win_U", "win_B", "win_draft", "win_casual",
                           "beat_hard", "win_untouched"}
    # Won, won, lost, won, won, drawn: no three in a row; no green deck; the sealed game was lost.
    assert {"win_sealed", "win_G", "every_colour", "win_at_one_life", "win_empty_hand", "streak_3", "streak_5",
            "puzzles:sign", "first_puzzle"} == locked
    assert "First victory" in earned["first_win"] and "(earned 2026-03-01)" in earned["first_win"]
    assert dialog.achievements_label.text() == f"Achievements: {len(earned)} of {len(items)}"
    # Earned ones come first.
    assert items[0].text().startswith("★") and items[-1].text().startswith("☆")
    # The end states came from replays and are kept beside the records for next time.
    assert ach.load_end_states()["g1"] == [0, 20, 7]


def test_the_menu_opens_the_statistics(window: Any, qtbot: Any, mtgdesk_home: Path) -> None:
    write_records()
    window.records.statistics_action.trigger()
    dialog = window.records.statistics_dialog
    qtbot.waitUntil(dialog.isVisible)
    assert isinstance(dialog, StatisticsDialog) and dialog.rows("deck")[0][0] == "Goblin Raid"


def _won_game() -> GameRecord:
    """A real game, an easy player in the person's seat winning against easy, recorded."""
    for seed in range(1, 30):
        rec = GameRecord(seed=seed, decks=[GOBLINS, SKIES], deck_names=["Goblin Raid", "Azure Skies"],
                         levels=["", "easy"], play_format="constructed", id=f"real{seed}")
        game = rec.new_game()
        writer = RecordWriter(rec, game, write=False)
        players = [make_player("easy", seed), make_player("easy", seed + 100)]
        views = [game.view(0), game.view(1)]
        for _ in range(20000):
            if game.over:
                break
            d = game.decision
            action = players[d.player].choose(views[d.player], d)
            game.apply(action)
            writer.applied(action, game)
        if game.over and game.winner == 0:
            rec.write()
            return rec
    raise AssertionError("no seed won for the person's seat")


def test_a_game_that_earns_achievements_says_so_at_its_end(window: Any, qtbot: Any, mtgdesk_home: Path) -> None:
    rec = _won_game()
    dialog = GameOverDialog("You win!", "", window)
    qtbot.addWidget(dialog)
    window.records.keeper = RecordWriter(rec, rec.new_game(), write=False)
    new = window.records.offer_achievements(dialog)
    assert "first_win" in new and "win_R" in new
    label = dialog.findChild(QLabel, "achievements_earned_label")
    assert label is not None and "Achievement earned: First victory" in label.text()
    # A second win earns nothing new, and says nothing.
    second = GameOverDialog("You win!", "", window)
    qtbot.addWidget(second)
    later = GameRecord.from_json(rec.to_json())
    later.id, later.updated, later.path = "later", "9999-01-01T00:00:00", None
    later.write()
    assert announce_achievements(second, "later") == []
    assert second.findChild(QLabel, "achievements_earned_label") is None


def test_a_solved_puzzle_is_recorded_and_counts(window: Any, qtbot: Any, mtgdesk_home: Path) -> None:
    """A puzzle played in the window to its verdict joins the puzzle results."""
    from mtgdesk.scenario.puzzle import load_puzzle
    from mtgdesk.ui.games.puzzle_open import set_puzzle_loader

    path = Path(__file__).parents[1] / "puzzles" / "win_shock_to_the_face.toml"
    set_puzzle_loader(load_puzzle)  # as the ``mtgdesk`` command does
    try:
        assert window.puzzles.open(path)
    finally:
        set_puzzle_loader(None)
    watch = window.puzzles.watch
    watch._on_finished(watch.solver)  # the solver won within the limit
    (result,) = ach.list_puzzle_results()
    assert (result.name, result.verdict, result.category) == ("win_shock_to_the_face", "solved", "")
    dialog = GameOverDialog("You win!", "", window)
    qtbot.addWidget(dialog)
    assert "first_puzzle" in window.records.offer_achievements(dialog)


def test_statistics_count_one_computer_whatever_name_older_records_stored() -> None:
    def record(name: str, winner: int) -> GameRecord:
        return GameRecord(seed=1, decks=[[], []], deck_names=["Mine", "Theirs"], player_names=["Ann", name],
                          state="over", winner=winner)

    stats = win_statistics([record("", 0), record("Computer", 1), record("Ordinateur", 0), record("Компьютер", 0),
                            record("Bob the bot", 1)])
    assert stats["opponent"] == {("?", "won"): 3, ("?", "lost"): 1, ("Bob the bot", "lost"): 1}


def test_every_puzzle_category_has_a_translated_name() -> None:
    """The visual pass found "ritual : maîtrisé" among the French achievements: a category added
    to tests/puzzles/categories without a name."""
    from mtgdesk.ui.games.statistics import CATEGORY_NAMES

    folder = Path(__file__).parents[1] / "puzzles" / "categories"
    categories = {p.name.split("_", 1)[0] for p in folder.glob("*.toml")}
    assert categories and categories <= set(CATEGORY_NAMES), categories - set(CATEGORY_NAMES)


@pytest.mark.parametrize("language", ["en", "fr", "ru"])
def test_the_personality_column_fits_its_longest_name_in_each_language(window: Any, qtbot: Any,
                                                                       mtgdesk_home: Path, language: str) -> None:
    """"Уравновешенный" (balanced) was cut at 1280x800: each personality, level and format shows
    whole, as wide as Qt's own measure of the column's contents, at the dialog's size and at its
    smallest."""
    from mtgdesk.storage.records import list_records

    window.set_language(language)
    for n, character in enumerate(("", "aggressive", "cautious", "control"), 1):  # "": balanced
        GameRecord(seed=n, decks=[GOBLINS, GOBLINS], deck_names=["Goblin Raid", "Goblin Raid"], levels=["", "medium"],
                   personalities=["", character], play_format="constructed", state="over", winner=0, turn=8,
                   id=f"p{n}", updated=f"2026-03-0{n}T12:00:00").write()
    records, _ = list_records()
    dialog = StatisticsDialog(records, data=RecordData(records, categories={}))
    qtbot.addWidget(dialog)
    if language == "ru":
        names = [dialog.by_personality.item(r, 0).text() for r in range(4)]
        assert "Уравновешенный" in names
    for width, height in ((1280, 800), (dialog.minimumSizeHint().width(), 800)):
        dialog.resize(width, height)
        dialog.show()
        qtbot.wait(50)
        for kind in ("personality", "level", "format"):
            table = dialog.tables[kind]
            assert table.rowCount() >= 1
            assert table.columnWidth(0) >= table.sizeHintForColumn(0), (language, width, kind)
            assert table.horizontalScrollBar().maximum() == 0  # nothing hidden to the right
    window.set_language("en")
