"""Screenshots of the themes: start page, table, editor, browser, settings, statistics.

``QT_QPA_PLATFORM=offscreen python docs/screenshots/take_themes.py docs/screenshots en,fr,ru
1280x800,1920x1080 extra`` (the last word adds the editor, browser, settings and statistics).
A fresh temporary home, so the start page is a newcomer's."""
import os
import sys
import tempfile
from pathlib import Path

os.environ["MTGDESK_HOME"] = tempfile.mkdtemp(prefix="mtgdesk-themes-")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # this checkout's mtgdesk
from PySide6.QtWidgets import QApplication
app = QApplication(["x"])
from mtgdesk.storage import Settings
from mtgdesk.ui.common import theme
from mtgdesk.ui.common.language import LanguageManager
from mtgdesk.ui.main_window import MainWindow
from mtgdesk.ui.smoke import smoke_position

out = Path(sys.argv[1]); out.mkdir(parents=True, exist_ok=True)
langs = sys.argv[2].split(",")
sizes = [tuple(map(int, s.split("x"))) for s in sys.argv[3].split(",")]
extra = len(sys.argv) > 4
languages = LanguageManager(app)
def settle(n=5):
    for _ in range(n):
        app.processEvents()
for lang in langs:
    languages.set_language(lang)
    for name in ("dark", "light"):
        theme.apply_theme(name)
        for w, h in sizes:
            window = MainWindow(settings=Settings(animation_speed=0, game_speed="instant"), languages=languages)
            window.persist_settings = False
            window.resize(w, h); window.show(); settle()
            window.grab().save(str(out / f"theme-{name}-start-{lang}-{w}x{h}.png"))
            table = window.start_saved(smoke_position(1).saved, autosave=False, frozen=True)
            settle(20)
            window.grab().save(str(out / f"theme-{name}-table-{lang}-{w}x{h}.png"))
            if extra:
                from mtgdesk.ui.decks.deck_editor import DeckEditor
                from mtgdesk.ui.decks.card_browser import CardBrowser
                from mtgdesk.ui.dialogs.dialogs import SettingsDialog
                from mtgdesk.ui.games.statistics import StatisticsDialog
                ed = DeckEditor(); ed.resize(w, h); ed.show(); settle()
                ed.grab().save(str(out / f"theme-{name}-editor-{lang}.png"))
                br = CardBrowser(); br.resize(1100, 700); br.show(); settle()
                br.grab().save(str(out / f"theme-{name}-browser-{lang}.png"))
                sd = SettingsDialog(window.settings, None); sd.show(); settle()
                sd.grab().save(str(out / f"theme-{name}-settings-{lang}.png"))
                st = StatisticsDialog([], parent=None); st.show(); settle()
                st.grab().save(str(out / f"theme-{name}-statistics-{lang}.png"))
                for x in (ed, br, sd, st):
                    x.hide(); x.deleteLater()
                ed.undo_stack.setClean()
            window.hide(); window.deleteLater(); settle()
print("done")
