"""The deck editor, issue 35: a double-click adds one copy; the window fits the screen at any
interface scale; in sealed and draft the pool is the large list, several cards move at once,
the browser can show the pool only, and "Build for me" builds a playable 40-card deck."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt

from mtgdesk.cards import load_pool
from mtgdesk.decks import limited
from mtgdesk.decks.store import DeckSource
from mtgdesk.ui.decks.deck_editor import MAIN, SIDE, DeckEditor, DeckZoneModel

pytestmark = pytest.mark.gui
ROOT = Path(__file__).parents[2]


@pytest.fixture
def editors(qtbot: Any) -> Any:
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


def card(name: str) -> Any:
    return load_pool().get(name)


def listed(editor: DeckEditor, zone: str = MAIN) -> list[tuple[int, str]]:
    model = editor.models[zone]
    return [(int(model.index(r, DeckZoneModel.COUNT).data()), model.index(r, 0).data(DeckZoneModel.CardRole).name)
            for r in range(model.rowCount())]


def sealed_source(seed: int = 7) -> DeckSource:
    return DeckSource(limited.pool_deck(limited.sealed_pool(seed), "Sealed"), limited=True)


def row_centre(view: Any, row: int, column: int = 0) -> QPoint:
    return view.visualRect(view.model().index(row, column)).center()


def double_click(qtbot: Any, widget: Any, pos: QPoint) -> None:
    """A real double-click: a press and release, then the second press (Qt's test double-click
    alone lacks the first press, and the view ignores it)."""
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseDClick(widget, Qt.MouseButton.LeftButton, pos=pos)


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
