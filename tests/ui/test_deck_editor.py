"""The deck editor: cards in by double-click, keyboard and drop; counts edited in place; basic
lands in one step; undo and redo; validation with the rule; plots; saving, precons read-only,
import and export."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from mtgdesk.cards import load_pool
from mtgdesk.decks.formats import read_deck_file
from mtgdesk.decks.store import DeckSource, all_decks, user_decks
from mtgdesk.decks.text import Deck
from mtgdesk.ui.decks.card_browser import cards_mime
from mtgdesk.ui.decks.deck_editor import MAIN, SIDE, DeckEditor, DeckZoneModel
from tests.helpers.sets import later_set  # noqa: F401 (a fixture)
import json
import os
import subprocess
import sys
from PySide6.QtCore import QPoint
from mtgdesk.decks import limited

pytestmark = pytest.mark.gui
FIXTURES = Path(__file__).parents[1] / "decks" / "fixtures"


@pytest.fixture
def editors(qtbot: Any) -> Any:
    """Makes editors, and closes them without the "unsaved changes" question (which pytest-qt's
    own closing would wait on)."""
    made: list[DeckEditor] = []

    def make(source: DeckSource | None = None) -> DeckEditor:
        window = DeckEditor(source=source)
        window.show()
        qtbot.waitExposed(window)
        made.append(window)
        return window

    yield make
    for window in made:
        window.undo_stack.setClean()
        window.close()
        window.deleteLater()


@pytest.fixture
def editor(editors: Any) -> DeckEditor:
    return editors()


def card(name: str) -> Any:
    return load_pool().get(name)


def listed(editor: DeckEditor, zone: str = MAIN) -> list[tuple[int, str]]:
    model = editor.models[zone]
    return [(int(model.index(r, DeckZoneModel.COUNT).data()), model.index(r, 0).data(DeckZoneModel.CardRole).name)
            for r in range(model.rowCount())]


def select_in_browser(editor: DeckEditor, name: str) -> None:
    editor.browser.search.setText(name)
    editor.browser.table.selectRow(editor.browser.row_of(name))
    editor.browser.table.setFocus()


def test_double_click_keyboard_and_undo(editor: DeckEditor, qtbot: Any) -> None:
    select_in_browser(editor, "Grizzly Bears")
    index = editor.browser.table.currentIndex()
    editor.browser.table.doubleClicked.emit(index)
    qtbot.keyClick(editor.browser.table, Qt.Key.Key_Plus)
    qtbot.keyClick(editor.browser.table, Qt.Key.Key_Plus)
    assert listed(editor) == [(3, "Grizzly Bears")]
    qtbot.keyClick(editor.browser.table, Qt.Key.Key_Minus)
    assert listed(editor) == [(2, "Grizzly Bears")]
    editor.undo_stack.undo()
    assert listed(editor) == [(3, "Grizzly Bears")]
    editor.undo_stack.undo()
    editor.undo_stack.undo()
    editor.undo_stack.undo()
    assert listed(editor) == []
    editor.undo_stack.redo()
    assert listed(editor) == [(1, "Grizzly Bears")]
    assert "*" in editor.windowTitle()  # unsaved


def test_counts_edited_in_place_and_keys_on_the_list(editor: DeckEditor, qtbot: Any) -> None:
    editor.add_card(card("Shock"))
    model = editor.models[MAIN]
    assert model.setData(model.index(0, DeckZoneModel.COUNT), 4)
    assert listed(editor) == [(4, "Shock")]
    view = editor.views[MAIN]
    view.setFocus()
    view.selectRow(0)
    qtbot.keyClick(view, Qt.Key.Key_Minus)
    assert listed(editor) == [(3, "Shock")]
    qtbot.keyClick(view, Qt.Key.Key_Delete)
    assert listed(editor) == []
    editor.undo_stack.undo()
    assert listed(editor) == [(3, "Shock")]  # back where it was


def test_dropping_cards_and_moving_to_the_sideboard(editor: DeckEditor) -> None:
    main_model, side_model = editor.models[MAIN], editor.models[SIDE]
    mime = cards_mime([card("Hill Giant")])
    assert main_model.canDropMimeData(mime, Qt.DropAction.CopyAction, -1, -1, main_model.index(-1, -1))
    main_model.dropMimeData(mime, Qt.DropAction.CopyAction, -1, -1, main_model.index(-1, -1))
    main_model.dropMimeData(mime, Qt.DropAction.CopyAction, -1, -1, main_model.index(-1, -1))
    assert listed(editor) == [(2, "Hill Giant")]
    drag = main_model.mimeData([main_model.index(0, 0)])  # from the main deck to the sideboard
    side_model.dropMimeData(drag, Qt.DropAction.MoveAction, -1, -1, side_model.index(-1, -1))
    assert listed(editor) == [(1, "Hill Giant")] and listed(editor, SIDE) == [(1, "Hill Giant")]
    editor.undo_stack.undo()  # one step
    assert listed(editor) == [(2, "Hill Giant")] and listed(editor, SIDE) == []


def test_basic_lands_in_one_step_and_validation(editor: DeckEditor) -> None:
    for _ in range(5):
        editor.add_card(card("Llanowar Elves"))
    text = editor.problems_label.text()
    assert "100.2a" in text and "5" in text and "Llanowar Elves" in text  # too many copies, and too small
    editor.land_spins["Forest"].setValue(30)
    editor.land_spins["Mountain"].setValue(25)
    editor.add_lands_button.click()
    assert sorted(listed(editor)[1:]) == [(25, "Mountain"), (30, "Forest")]
    assert editor.land_spins["Forest"].value() == 0
    editor.set_count(card("Llanowar Elves"), MAIN, 4)
    editor.add_card(card("Forest"))
    assert [p.message for p in editor.problems()] == []
    assert "100.2a" in editor.problems_label.text() and "✓" in editor.problems_label.text()
    editor.undo_stack.undo()
    editor.undo_stack.undo()
    editor.undo_stack.undo()  # the lands go in one step
    assert listed(editor) == [(5, "Llanowar Elves")]


def test_plots_follow_the_deck(editor: DeckEditor) -> None:
    editor.add_card(card("Hill Giant"), n=3)
    editor.add_card(card("Forest"), n=10)
    assert editor.plots.curve.curve["Creature"][4] == 3
    assert editor.plots.colours.demand["R"] == 3
    assert editor.plots.odds.odds is not None
    assert editor.plots.odds.card_combo.currentData() == "Hill Giant"
    assert editor.plots.odds.card_odds[0] == pytest.approx(1 - (10 / 13) * (9 / 12) * (8 / 11) * (7 / 10) * (6 / 9)
                                                            * (5 / 8) * (4 / 7))
    editor.undo_stack.undo()
    assert editor.plots.odds.odds.two_lands_in_opening_hand == 0.0


def test_save_and_list_on_the_new_game_page(editor: DeckEditor, mtgdesk_home: Path) -> None:
    editor.name_edit.setText("Bears")
    editor.name_edit.textEdited.emit("Bears")
    editor.notes_edit.setPlainText("Two lines\nof notes")
    editor.add_card(card("Grizzly Bears"), n=4)
    path = editor.save()
    assert path is not None and path.is_file() and str(path).startswith(str(mtgdesk_home))
    assert editor.undo_stack.isClean() and "*" not in editor.windowTitle()
    [mine] = user_decks()
    assert mine.deck.name == "Bears" and mine.deck.description == "Two lines\nof notes"
    assert [(n, c.name) for n, c in mine.deck.entries] == [(4, "Grizzly Bears")]
    editor.add_card(card("Grizzly Bears"))
    assert editor.save() == path  # the same file again
    assert [(n, c.name) for n, c in user_decks()[0].deck.entries] == [(5, "Grizzly Bears")]


def test_a_precon_opens_read_only_and_a_copy_can_be_changed(editor: DeckEditor) -> None:
    precon = next(d for d in all_decks() if d.read_only)
    editor.open_source(precon)
    assert editor.banner.isVisibleTo(editor) and not editor.save_action.isEnabled()
    first = editor.deck.entries[0][1]
    assert not editor.add_card(first)  # refused
    assert "save a copy" in editor.statusBar().currentMessage()
    assert editor.save() is None
    path = editor.save(copy=True)
    assert path is not None and not editor.read_only and precon.deck.name in editor.deck.name
    assert editor.add_card(first)
    assert precon.deck.entries[0][0] != editor.deck.entries[0][0]  # the precon itself is unchanged


def test_a_theme_deck_opens_as_a_casual_deck(editor: DeckEditor) -> None:
    """Issue 36: a Ninth Edition theme deck (40 cards) is held to the casual deck rules, and the
    editor says so; its saved copy is a constructed deck (a deck file knows no casual rule)."""
    theme = next(d for d in all_decks() if d.casual)
    editor.open_source(theme)
    assert editor.problems() == [] and "casual deck" in editor.problems_label.text()
    editor.save(copy=True)
    assert [p.rule for p in editor.problems()] == ["100.2a"] and "casual" not in editor.problems_label.text()


def test_import_and_export(editor: DeckEditor, tmp_path: Path) -> None:
    assert editor.import_file(FIXTURES / "cockatrice.cod")
    assert editor.deck.name == "Elves and Giants" and len(editor.deck) == 60
    assert listed(editor, SIDE) == [(2, "Naturalize")]
    for fmt, suffix in (("dck", ".dck"), ("arena", ".txt"), ("cod", ".cod"), ("dec", ".dec"), ("xmage", ".dck"),
                        ("dek", ".dek"), ("mwdeck", ".mwDeck")):
        out = tmp_path / f"out-{fmt}{suffix}"
        assert editor.export_file(out, fmt)
        again = read_deck_file(out)
        order = sorted if fmt == "mwdeck" else list  # Magic Workstation lists the lands first
        assert order((n, c.name) for n, c in again.deck.entries) == order((n, c.name) for n, c in editor.deck.entries)
    bad = tmp_path / "bad.dck"
    bad.write_text("[Main]\n4 Forest\n4 Black Lotus\n", encoding="utf-8")
    assert editor.import_file(bad)
    assert listed(editor) == [(4, "Forest")]
    assert "bad.dck:3" in editor.last_warning and "Black Lotus" in editor.last_warning
    broken = tmp_path / "broken.cod"
    broken.write_bytes(b"<cockatrice_deck><zone>")
    assert not editor.import_file(broken)
    assert "broken.cod" in editor.last_warning
    for box in QApplication.topLevelWidgets():
        if box.objectName() == "deck_warning":
            box.close()


def test_a_limited_pool_builds_from_the_sideboard(editors: Any) -> None:
    pool = Deck(name="Sealed", sideboard=[(2, card("Grizzly Bears")), (1, card("Shock"))])
    window = editors(DeckSource(pool, limited=True))
    assert window.add_card(card("Grizzly Bears"))
    assert listed(window) == [(1, "Grizzly Bears")] and listed(window, SIDE) == [(1, "Grizzly Bears"), (1, "Shock")]
    assert window.add_card(card("Grizzly Bears"))
    assert not window.add_card(card("Grizzly Bears"))  # the pool has no more
    assert not window.add_card(card("Serra Angel"))  # not in the pool
    assert window.add_card(card("Forest"), n=20)  # basic lands are free (CR 100.2b)
    assert "100.2b" in window.problems_label.text() and "40" in window.problems_label.text()


def test_an_editor_is_destroyed_quietly(qtbot: Any) -> None:
    """Its undo stack clears itself, and says so, while the window is destroyed: nothing may
    answer on the half-destroyed window (pytest-qt fails the test on any exception)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    window = DeckEditor()
    window.add_card(card("Shock"))
    window.undo_stack.setClean()
    window.close()
    destroyed = []
    window.destroyed.connect(lambda: destroyed.append(True))
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    qtbot.waitUntil(lambda: bool(destroyed))


def test_a_card_of_a_later_set_goes_into_a_deck(later_set, editor: DeckEditor) -> None:  # noqa: F811
    """The test set LATER installed: the deck editor's card list holds its cards, and one goes
    into the deck like any other."""
    assert len(editor.browser.visible_cards()) == len(later_set)
    select_in_browser(editor, "Llanowar Visionary")
    assert [c.name for c in editor.browser.visible_cards()] == ["Llanowar Visionary"]
    assert editor.add_card(later_set.get("Mind Stone"), n=2)
    assert listed(editor) == [(2, "Mind Stone")]


ROOT = Path(__file__).parents[2]



def sealed_source(seed: int = 7) -> DeckSource:
    return DeckSource(limited.pool_deck(limited.sealed_pool(seed), "Sealed"), limited=True)

def row_centre(view: Any, row: int, column: int = 0) -> QPoint:
    return view.visualRect(view.model().index(row, column)).center()

def double_click(qtbot: Any, widget: Any, pos: QPoint) -> None:
    """A real double-click: a press and release, then the second press (Qt's test double-click
    alone lacks the first press, and the view ignores it)."""
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseDClick(widget, Qt.MouseButton.LeftButton, pos=pos)

SCREEN_SCRIPT = """
import json, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from mtgdesk.decks import limited
from mtgdesk.decks.store import DeckSource
from mtgdesk.ui.decks.deck_editor import DeckEditor
from mtgdesk.ui.decks.limited_window import LimitedWindow
editor = DeckEditor(source=DeckSource(limited.pool_deck(limited.sealed_pool(3), "S"), limited=True))
editor.show()
app.processEvents()
sealed = LimitedWindow("sealed", seed=3)
sealed.show()
app.processEvents()
room = editor.screen().availableGeometry()
print(json.dumps({"room": [room.width(), room.height()],
                  "editor": [editor.frameGeometry().width(), editor.frameGeometry().height()],
                  "sealed": [sealed.frameGeometry().width(), sealed.frameGeometry().height()]}))
editor.undo_stack.setClean()
"""

def test_a_double_click_adds_one_copy(editors: Any, qtbot: Any) -> None:
    editor = editors()
    table = editor.browser.table
    editor.browser.search.setText("Grizzly Bears")
    row = editor.browser.row_of("Grizzly Bears")
    table.scrollTo(table.model().index(row, 0))
    double_click(qtbot, table.viewport(), row_centre(table, row))
    assert listed(editor) == [(1, "Grizzly Bears")]
    assert editor.undo_stack.count() == 1
    qtbot.keyClick(table, Qt.Key.Key_Return)  # Enter adds one too, once
    assert listed(editor) == [(2, "Grizzly Bears")]

@pytest.mark.parametrize("scale", ["1", "1.25", "1.5", "2"])
def test_the_editor_fits_a_1280x800_screen_at_every_interface_scale(scale: str, tmp_path: Path) -> None:
    """The interface scale is QT_SCALE_FACTOR, set before Qt starts: a fresh process on an
    offscreen screen of 1280 × 800 (125 % opened the editor at 1600 × 1000)."""
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1280, "height": 800,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", QT_SCALE_FACTOR=scale,
               MTGDESK_HOME=str(tmp_path / "home"), PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", SCREEN_SCRIPT], env=env, capture_output=True, text=True,
                          timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    sizes = json.loads(done.stdout.strip().splitlines()[-1])
    width, height = sizes["room"]
    assert (width, height) == (round(1280 / float(scale)), round(800 / float(scale)))
    for window in ("editor", "sealed"):
        w, h = sizes[window]
        assert w <= width and h <= height, (window, sizes)

def test_in_limited_the_pool_is_the_large_list(editors: Any, qtbot: Any) -> None:
    editor = editors(sealed_source())
    editor.resize(1280, 800)
    qtbot.wait(10)
    main_height = editor.views[MAIN].height()
    pool_height = editor.views[SIDE].height()
    assert pool_height > 1.5 * main_height and pool_height >= 8 * 24  # not two rows tall
    assert "pool" in editor.zone_labels[SIDE].text().lower()
    constructed = editors()
    constructed.resize(1280, 800)
    qtbot.wait(10)
    assert constructed.views[MAIN].height() > constructed.views[SIDE].height()
    assert not constructed.build_action.isVisible() and not constructed.only_pool.isVisibleTo(constructed)

def test_the_browser_shows_only_the_pool(editors: Any) -> None:
    source = sealed_source()
    editor = editors(source)
    pool_names = {c.name for _n, c in source.deck.sideboard} | set(limited.BASIC_LANDS)
    shown = {c.name for c in editor.browser.visible_cards()}
    assert editor.only_pool.isChecked() and shown == pool_names
    editor.only_pool.setChecked(False)
    assert len(editor.browser.visible_cards()) == len(load_pool())
    editor.only_pool.setChecked(True)
    assert {c.name for c in editor.browser.visible_cards()} == pool_names

def test_several_cards_are_selected_and_moved_at_once(editors: Any, qtbot: Any) -> None:
    editor = editors(sealed_source())
    pool_view = editor.views[SIDE]
    before = listed(editor, SIDE)
    pool_view.setFocus()
    pool_view.selectRow(0)
    for row in (2, 4):  # Ctrl+click adds to the selection
        qtbot.mouseClick(pool_view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier,
                         pos=row_centre(pool_view, row, DeckZoneModel.NAME))
    chosen = [before[r][1] for r in (0, 2, 4)]
    assert [c.name for c in editor.selected_cards(SIDE)] == chosen
    editor.to_side_action.trigger()
    assert sorted(name for _n, name in listed(editor)) == sorted(chosen)
    assert all(n == 1 for n, _ in listed(editor))
    editor.undo_stack.undo()  # one step
    assert listed(editor) == [] and listed(editor, SIDE) == before
    # A double-click on a card of the pool moves one copy into the deck.
    double_click(qtbot, pool_view.viewport(), row_centre(pool_view, 1, DeckZoneModel.NAME))
    assert listed(editor) == [(1, before[1][1])]

def test_build_for_me_makes_a_playable_deck_from_the_pool(editors: Any) -> None:
    source = sealed_source(11)
    pool = [c for n, c in source.deck.sideboard for _ in range(n)]
    editor = editors(source)
    assert editor.build_action.isVisible()
    editor.build_action.trigger()
    assert len(editor.deck) == 40 and editor.problems() == []
    assert "✓" in editor.problems_label.text()
    nonbasic = [c for n, c in editor.deck.entries if not c.is_land for _ in range(n)]
    assert len(nonbasic) == limited.LIMITED_SPELLS
    # Every spell comes from the pool, and the pool keeps the rest: nothing made up, nothing lost.
    rest = [c for n, c in editor.deck.sideboard for _ in range(n)]
    assert sorted(c.name for c in nonbasic + rest) == sorted(c.name for c in pool)
    # The player then edits it; undo goes back to the empty deck in one step.
    spell = nonbasic[0]
    editor.move_card(spell, MAIN)
    assert len(editor.deck) == 39
    editor.undo_stack.undo()
    editor.undo_stack.undo()
    assert len(editor.deck) == 0 and sum(n for n, _ in editor.deck.sideboard) == len(pool)

def test_a_sealed_deck_built_for_me_is_played(window: Any, qtbot: Any) -> None:
    """From the sealed pool to a game in three clicks: Build your deck, Build for me, Play."""
    sealed = window.decks_menu.limited("sealed")
    editor = sealed.build()
    assert editor.limited and len(editor.deck) == 0
    editor.build_action.trigger()
    assert len(editor.deck) == 40 and editor.problems() == []
    sealed.play()
    qtbot.waitUntil(lambda: window.table is not None)
    assert len(window.session.saved.decks[0]) == 40
    assert window.session.deck_names[0] == editor.deck.name
    editor.undo_stack.setClean()
    editor.close()


def test_a_precon_s_name_and_notes_are_shown_in_the_interface_s_language(editor: DeckEditor) -> None:
    """The visual pass found "Red and green: big bodies, burn and trample." in the French editor;
    the new-game page said it in French. A copy takes the words it was shown in."""
    from mtgdesk.ui.common.language import LanguageManager

    languages = LanguageManager()
    try:
        assert languages.set_language("fr")
        precon = next(d for d in all_decks() if d.deck.name == "Wild Fury")
        editor.open_source(precon)
        assert editor.name_edit.text() == "Furie sauvage"
        assert editor.notes_edit.toPlainText() == "Rouge et vert : gros gabarits, brûlures et piétinement."
        assert "Furie sauvage" in editor.windowTitle()
        editor.save(copy=True)
        assert editor.deck.name.startswith("Furie sauvage") and editor.deck.description.startswith("Rouge et vert")
        assert languages.set_language("ru")
        editor.open_source(precon)
        assert editor.notes_edit.toPlainText() not in ("", precon.deck.description)
    finally:
        languages.set_language("en")
