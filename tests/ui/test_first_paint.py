"""The first paint (issue 14): the start page is painted before what it can do without is loaded
or drawn. The time itself is measured by bench/gui_start.py, not here (no timing thresholds)."""
from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[2]

#: Modules the start page doesn't need before its first paint: the rules, the table, the saved
#: games' list, plots, TOML.
NOT_BEFORE_FIRST_PAINT = ("mtgdesk.engine", "mtgdesk.cards", "mtgdesk.ui.table.table_page", "mtgdesk.ui.games.saved_games_list",
                          "mtgdesk.ui.common.texts", "pyqtgraph", "tomllib")

def _at_first_paint() -> str:
    """The bench's child (bench/gui_start.py), reporting at the first paint which of the modules
    named on its command line are loaded and whether the window has its icon, then on the next
    turn (after the window's own work after its first paint) the icon again."""
    spec = importlib.util.spec_from_file_location("gui_start", ROOT / "bench" / "gui_start.py")
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    return bench._FIRST_PAINT + """
def on_first_paint():
    loaded = [m for m in sys.argv[2:] if m in sys.modules]
    print("loaded at first paint:", " ".join(loaded), flush=True)
    print("window icon at first paint:", not app.windowIcon().isNull(), flush=True)
    def after():
        print("window icon after it:", not app.windowIcon().isNull(), flush=True)
        app.exit(0)
    QTimer.singleShot(0, after)
from mtgdesk.cli import main
sys.exit(main([]))
"""


def test_a_start_without_options_has_the_parsers_defaults() -> None:
    from mtgdesk.ui.app import build_parser
    from mtgdesk.ui.common.options import default_window_options

    parsed, rest = build_parser().parse_known_args([])
    assert default_window_options() == parsed and rest == []


@pytest.mark.slow
def test_the_first_paint_comes_before_the_rules_the_table_the_saved_games_list_and_the_icon(tmp_path: Path) -> None:
    (tmp_path / "home").mkdir()
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MTGDESK_HOME": str(tmp_path / "home"),
           "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    result = subprocess.run([sys.executable, "-c", _at_first_paint(), "0", *NOT_BEFORE_FIRST_PAINT], env=env,
                            capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL, cwd=tmp_path)
    lines = [line for line in result.stdout.splitlines() if line.startswith("loaded at first paint:")]
    assert result.returncode == 0 and lines, result.stdout + result.stderr
    assert lines[0].rstrip() == "loaded at first paint:", lines[0]
    assert "window icon at first paint: False" in result.stdout and "window icon after it: True" in result.stdout


def test_the_colour_symbols_are_drawn_after_the_first_paint_in_places_kept_for_them(qtbot: Any) -> None:
    from mtgdesk.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    labels = window._symbol_labels
    assert len(labels) == 5 and all(label.pixmap().isNull() for label in labels)  # not before the paint
    window.show()
    qtbot.waitExposed(window)
    places = [label.geometry() for label in labels]
    qtbot.waitUntil(lambda: not any(label.pixmap().isNull() for label in labels))
    assert [label.geometry() for label in labels] == places  # nothing moved as they appeared
    assert all(label.pixmap().size() == label.size() * label.devicePixelRatioF() or
               label.pixmap().deviceIndependentSize().toSize() == label.size() for label in labels)
    late: list[str] = []
    window.after_first_paint(lambda: late.append("called"))  # already painted: on the next turn
    qtbot.waitUntil(lambda: late == ["called"])
