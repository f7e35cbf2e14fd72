"""Screenshots of issue 35's deck building and log: ``python docs/screenshots/take_issue35.py [OUT_DIR]``.

Offscreen, deterministic, in English, French and Russian, at 1280×800 and 1920×1080:

- ``limited-LANG-WxH.png``: a sealed pool (seed 7) in the deck editor after "Build for me": the
  pool is the large list, the browser shows only the pool, three cards of the pool selected;
- ``log-LANG-WxH.png``: a game between two preconstructed decks (random players, seed 23) with
  its log, where cards are discarded, cast, blocked and dealt damage: in Russian, the names in
  the case each sentence needs; ``log-panel-LANG.png``: that log alone, larger, around the
  first discard;
- ``start-saved-LANG-WxH.png``: the saved games with the computer's level and who conceded;
  ``new-game-page-LANG-WxH.png``: the new-game form, a page of the window.
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

from PySide6.QtCore import QItemSelectionModel
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

import mtgdesk.resources

if (HERE.parents[1] / "translations" / "mtgdesk_fr.qm").is_file():
    mtgdesk.resources.translations_dir = lambda: HERE.parents[1] / "translations"  # type: ignore[assignment]

SIZES = ((1280, 800), (1920, 1080))


def settle(ms: int = 150) -> None:
    QTest.qWait(ms)
    QApplication.processEvents()


def game_with_a_discard(seed: int = 23, turns: int = 12) -> object:
    """A game played by random players until turn ``turns``, as a saved game (with its actions)."""
    from mtgdesk.ai.random_player import RandomPlayer
    from mtgdesk.decks.precons import precons
    from mtgdesk.storage.saves import SavedGame

    decks = precons()[3:5]
    saved = SavedGame(seed=seed, decks=[[c.name for c in d.cards()] for d in decks], deck_names=[d.name for d in decks],
                      players=["human", "computer"], player_names=["", ""])
    game = saved.new_game()
    for n in range(3000):
        if game.over or game.turn > turns:
            break
        decision = game.decision
        action = RandomPlayer(seed * 1000 + n).choose(game.view(decision.player), decision)
        game.apply(action)
        saved.actions.append(action)
    return saved


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(["mtgdesk"])
    from mtgdesk.decks import limited
    from mtgdesk.decks.store import DeckSource
    from mtgdesk.storage import Settings
    from mtgdesk.ui.decks.deck_editor import SIDE, DeckEditor
    from mtgdesk.ui.main_window import MainWindow
    from mtgdesk.ui.table.log_view import LogView

    saved = game_with_a_discard()
    window = MainWindow(settings=Settings(animation_speed=0, game_speed="instant"))
    window.persist_settings = False
    window.show()
    for lang in ("en", "fr", "ru"):
        window.set_language(lang)
        for width, height in SIZES:
            editor = DeckEditor(source=DeckSource(limited.pool_deck(limited.sealed_pool(7), "Sealed 7"), limited=True))
            editor.resize(width, height)
            editor.show()
            settle()
            editor.build_for_me()
            pool = editor.views[SIDE]
            pool.setFocus()
            selection = pool.selectionModel()
            for row in (0, 2, 3):
                selection.select(pool.model().index(row, 0), QItemSelectionModel.SelectionFlag.Select
                                 | QItemSelectionModel.SelectionFlag.Rows)
            settle()
            editor.grab().save(str(out / f"limited-{lang}-{width}x{height}.png"))
            editor.undo_stack.setClean()
            editor.close()
            editor.deleteLater()

            window.resize(width, height)
            table = window.start_saved(saved, autosave=False, frozen=True)
            entries = table.log_model.entries()
            discards = [i for i, e in enumerate(entries)
                        if any(w in e.text for w in ("discards", "défausse", "сбрасывает"))]
            row = discards[0] if discards else len(entries) - 1
            table.log_view.scrollTo(table.log_model.index(row, 0), table.log_view.ScrollHint.PositionAtBottom)
            settle(300)
            window.grab().save(str(out / f"log-{lang}-{width}x{height}.png"))
            if width == SIZES[0][0]:
                panel = LogView()
                panel.setModel(table.log_model)
                panel.resize(520, 560)
                panel.show()
                settle()
                panel.scrollTo(table.log_model.index(row, 0), panel.ScrollHint.PositionAtCenter)
                settle()
                panel.grab().save(str(out / f"log-panel-{lang}.png"))
                panel.close()
                panel.deleteLater()
    # The start page's saved games (the computer's level, who conceded) and the new-game page.
    from mtgdesk.storage.records import GameRecord

    from mtgdesk.decks.precons import precons

    decks = precons()
    lists = [[c.name for c in d.cards()] for d in decks]
    GameRecord(seed=1, decks=[lists[3], lists[4]], deck_names=[decks[3].name, decks[4].name],
               player_names=["Ann", ""], levels=["", "hard"], state="over", winner=1, conceded=0, turn=7,
               id="conceded").write()
    GameRecord(seed=2, decks=[lists[0], lists[1]], deck_names=[decks[0].name, decks[1].name],
               player_names=["Ann", ""], levels=["", "medium"], state="over", winner=0, turn=11, id="won").write()
    window._close_game()
    for lang in ("en", "fr", "ru"):
        window.set_language(lang)
        for width, height in SIZES:
            window.resize(width, height)
            window.show_start_page()
            window.records.refresh()
            settle(300)
            window.grab().save(str(out / f"start-saved-{lang}-{width}x{height}.png"))
            window.new_game()
            settle(300)
            window.grab().save(str(out / f"new-game-page-{lang}-{width}x{height}.png"))
            window._new_game_dialog.reject()
            settle()
    window.set_language("en")
    window.close()


if __name__ == "__main__":
    main()
