"""Screenshots of the statistics window: ``python docs/screenshots/take_statistics.py [OUT_DIR]``.

Offscreen and deterministic: thirty finished games against the computer (real games between
easy players, fixed seeds, the person's seat played by one of them) over the preconstructed
decks, the theme decks, a sealed and a draft deck, at the three levels, and a few puzzles; the
window in English, French and Russian at 1280×800 and 1920×1080
(``statistics-<lang>-<width>x<height>.png``).
"""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["MTGDESK_HOME"] = tempfile.mkdtemp(prefix="mtgdesk-shots-")

from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from mtgdesk import resources  # noqa: E402
from mtgdesk.ai.levels import make_player  # noqa: E402
from mtgdesk.decks.precons import precons, theme_decks  # noqa: E402
from mtgdesk.storage import Settings  # noqa: E402
from mtgdesk.storage.achievements import record_puzzle_result  # noqa: E402
from mtgdesk.storage.records import GameRecord, RecordWriter  # noqa: E402
from mtgdesk.ui.main_window import MainWindow  # noqa: E402

resources.translations_dir = lambda: HERE.parents[1] / "translations"  # type: ignore[assignment]

SIZES = ((1280, 800), (1920, 1080))
LEVELS = ("easy", "easy", "medium", "hard")


def recorded_games(count: int) -> None:
    """``count`` games, easy against easy, the person's seat first, written as records."""
    decks = list(precons())
    themes = list(theme_decks())
    for n in range(count):
        if n % 10 == 7:
            mine, fmt = themes[n % len(themes)], "casual"
        else:
            mine, fmt = decks[(n * 3) % len(decks)], "constructed"
        if n in (5, 17):
            fmt = "sealed" if n == 5 else "draft"
        theirs = decks[(n * 7 + 2) % len(decks)]
        record = GameRecord(seed=n + 1, decks=[[c.name for c in mine.cards()], [c.name for c in theirs.cards()]],
                            deck_names=[mine.name, theirs.name], player_names=["Ann", "Computer"],
                            levels=["", LEVELS[n % len(LEVELS)]], play_format=fmt, id=f"game-{n:03}")
        game = record.new_game()
        writer = RecordWriter(record, game, write=False)
        players = [make_player("easy", n * 2 + 1), make_player("easy", n * 2 + 2)]
        for _ in range(20000):
            if game.over:
                break
            d = game.decision
            action = players[d.player].choose(game.view(d.player), d)
            game.apply(action)
            writer.applied(action, game)
        record.updated = f"2026-03-{1 + n // 2:02}T{10 + n % 2 * 6}:00:00"
        record.write()


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv)
    recorded_games(30)
    puzzles = HERE.parents[1] / "tests" / "puzzles" / "categories"
    for name, verdict in (("sign_two_auras", "solved"), ("lethal_shock_the_blocker", "solved"),
                          ("lethal_second_combat", "lost")):
        record_puzzle_result(puzzles / f"{name}.toml", name, "win", verdict)
    window = MainWindow(settings=Settings(animation_speed=0))
    window.resize(1280, 800)
    window.show()
    for lang in ("en", "fr", "ru"):
        window.set_language(lang)
        dialog = window.records.show_statistics()
        for width, height in SIZES:
            dialog.resize(width, height)
            QTest.qWait(150)
            app.processEvents()
            path = out / f"statistics-{lang}-{width}x{height}.png"
            dialog.grab().save(str(path))
            print(path)
        dialog.close()
    window.set_language("en")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
