"""Run under Xvfb by test_deck_drag_xvfb.py: the deck editor in a real X window, a deck built by
dragging cards from the browser into the main deck and the sideboard with the real pointer
(xdotool: real X events, a real ``QDrag``). Usage: python xvfb_deck_drag.py"""
from __future__ import annotations

import sys

from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from xvfb_scenario import (  # the same helpers as the table's drag
    ScenarioError,
    say,
    wait_until,
    xdotool,
)

from mtgdesk.ui.decks.deck_editor import MAIN, SIDE, DeckEditor


def drag(source: QPoint, target: QPoint) -> None:
    """Press, move in steps (so that Qt sees a drag start), release: one xdotool command, which
    goes on while Qt runs the drag's own event loop."""
    gesture = ["mousemove", "--sync", str(source.x()), str(source.y()), "sleep", "0.15", "mousedown", "1",
               "sleep", "0.1"]
    steps = 12
    for i in range(1, steps + 1):
        x = source.x() + (target.x() - source.x()) * i // steps
        y = source.y() + (target.y() - source.y()) * i // steps
        gesture += ["mousemove", str(x), str(y), "sleep", "0.04"]
    gesture += ["sleep", "0.15", "mouseup", "1"]
    xdotool(*gesture)
    QTest.qWait(200)


def drag_card(editor: DeckEditor, name: str, zone: str) -> None:
    browser = editor.browser
    browser.search.setText(name)
    QTest.qWait(100)
    row = browser.row_of(name)
    if row < 0:
        raise ScenarioError(f"{name} is not in the browser")
    table = browser.table
    rect = table.visualRect(browser.proxy.index(row, 0))
    source = table.viewport().mapToGlobal(rect.center())
    view = editor.views[zone]
    target = view.viewport().mapToGlobal(view.viewport().rect().center())
    before = editor.count(browser.proxy.card(browser.proxy.index(row, 0)), zone)
    say(f"drag {name} from {source.x()},{source.y()} to the {zone} list at {target.x()},{target.y()}")
    drag(source, target)
    card = browser.proxy.card(browser.proxy.index(row, 0))
    wait_until(lambda: editor.count(card, zone) == before + 1, f"{name} in the {zone} list", timeout=10)


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    editor = DeckEditor()
    editor.resize(1200, 760)
    editor.move(0, 0)
    editor.show()
    wait_until(lambda: editor.windowHandle() is not None and editor.windowHandle().isExposed(), "the editor")
    QTest.qWait(300)
    for name, zone in (("Grizzly Bears", MAIN), ("Grizzly Bears", MAIN), ("Forest", MAIN), ("Shock", SIDE)):
        drag_card(editor, name, zone)
    main_deck = [(n, c.name) for n, c in editor.deck.entries]
    side = [(n, c.name) for n, c in editor.deck.sideboard]
    if main_deck != [(2, "Grizzly Bears"), (1, "Forest")] or side != [(1, "Shock")]:
        raise ScenarioError(f"unexpected deck {main_deck} / {side}")
    editor.undo_stack.undo()
    if editor.deck.sideboard:
        raise ScenarioError("undo didn't take back the last drop")
    print(f"deck built by real drags: {main_deck}, sideboard {side}")
    editor.undo_stack.setClean()
    editor.close()
    app.processEvents()
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except ScenarioError as exc:
        print(f"failed: {exc}", file=sys.stderr)
        sys.exit(1)
