"""Take the screenshots of the decks: ``python docs/screenshots/take_decks.py [OUT_DIR] [WxH]``.

Offscreen, deterministic: the card browser searching, the deck editor on a preconstructed
deck with its plots, and a draft pick (seed 42, a few picks in), each in English, French and
Russian (``browser-en.png``, ``editor-fr.png``, ``draft-ru.png``…), and the new-game page.
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

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

import mtgdesk.resources
from mtgdesk.decks.store import all_decks
from mtgdesk.ui.common.language import LanguageManager

# The compiled translations of this checkout, even when another checkout is the one installed.
if (HERE.parents[1] / "translations" / "mtgdesk_fr.qm").is_file():
    mtgdesk.resources.translations_dir = lambda: HERE.parents[1] / "translations"  # type: ignore[assignment]

#: What the browser searches for in each language (a word of rules text: flying).
SEARCH = {"en": "flying", "fr": "vol", "ru": "полет"}


def settle(app: QApplication, ms: int = 150) -> None:
    QTest.qWait(ms)
    app.processEvents()


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE
    size = tuple(int(v) for v in (sys.argv[2] if len(sys.argv) > 2 else "1280x800").split("x"))
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(["mtgdesk"])
    languages = LanguageManager()
    from mtgdesk.ui.decks.card_browser import CardBrowserWindow
    from mtgdesk.ui.decks.deck_editor import DeckEditor
    from mtgdesk.ui.decks.limited_window import LimitedWindow

    precon = next(d for d in all_decks() if d.deck.name == "Wild Fury")
    for lang in ("en", "fr", "ru"):
        languages.set_language(lang)
        browser = CardBrowserWindow()
        browser.resize(*size)
        browser.show()
        browser.browser.search.setText(SEARCH[lang])
        browser.browser.table.selectRow(1)
        settle(app)
        browser.grab().save(str(out / f"browser-{lang}.png"))
        browser.close()

        editor = DeckEditor(source=precon)
        editor.resize(*size)
        editor.show()
        editor.browser.search.setText("")
        row = next(r for r in range(editor.models["main"].rowCount())
                   if editor.models["main"].index(r, 0).data(editor.models["main"].CardRole).name == "Trained Armodon")
        editor.views["main"].selectRow(row)
        editor.plots.odds.card_combo.setCurrentIndex(editor.plots.odds.card_combo.findData("Shock"))
        settle(app)
        editor.grab().save(str(out / f"editor-{lang}.png"))
        editor.close()

        draft = LimitedWindow("draft", None, seed=42)
        draft.resize(*size)
        draft.show()
        for _ in range(3):
            draft.draft.auto_pick()
        draft.refresh()
        settle(app)
        draft.grab().save(str(out / f"draft-{lang}.png"))
        draft.close()
    languages.set_language("en")
    from mtgdesk.storage import Settings
    from mtgdesk.ui.main_window import MainWindow

    window = MainWindow(settings=Settings(animation_speed=0))
    window.persist_settings = False
    window.show()
    window.new_game()
    dialog = window._new_game_dialog
    dialog.best_of_combo.setCurrentIndex(1)
    settle(app)
    dialog.grab().save(str(out / "new-game.png"))
    dialog.reject()
    window.close()


if __name__ == "__main__":
    main()
