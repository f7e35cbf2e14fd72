"""A picture of every screen of the app, for a person to look at:
``QT_QPA_PLATFORM=offscreen python -m tests.ui.app_screens [OUT_DIR] [--lang en,fr,ru] [--size 1280x800,...]
[--theme light|dark]`` (default /tmp/screens, the three languages, 1280x800 and 1920x1080, the
system's theme; a theme other than the system's is put in the names: ``NAME-dark-LANG-WxH.png``).

Offscreen and deterministic (fixed seeds, a fresh data folder). A dialog is drawn over the main
window at the window's size, centred, as a person sees it (``NAME-LANG-WxH.png``); a screen that
is a window of its own (deck editor, limited, replay, statistics) is drawn at the size. The network
dialogs are left out (``tests/ui/xvfb_net.py`` takes those).

Screens: the start page with saved games, the new-game page, the table mid-game (the stack with a
spell, the log, a target prompt, a graveyard opened, a damage assignment, the game-over dialog),
the deck editor, the deck chooser, a sealed pool and a draft, a replay and its plots, the
statistics, the settings, the keys, the lessons and a lesson's table, the puzzle file dialog and
a puzzle on the table, the rules reference, about.
"""
from __future__ import annotations

import os
import sys
import tempfile
import traceback
from pathlib import Path
from typing import Any, Callable

from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

ROOT = Path(__file__).resolve().parents[2]


def _prepare() -> None:
    """Run as a script: offscreen, a fresh data folder, this checkout's code and compiled
    translations (even where an editable install maps them to another checkout's). Imported by
    the tests (for the positions below), the module changes nothing."""
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["MTGDESK_HOME"] = tempfile.mkdtemp(prefix="mtgdesk-screens-")
    import mtgdesk.resources

    if (ROOT / "translations" / "mtgdesk_fr.qm").is_file():
        mtgdesk.resources.translations_dir = lambda: ROOT / "translations"  # type: ignore[assignment]


LANGUAGES = ("en", "fr", "ru")
SIZES = ((1280, 800), (1920, 1080))


def settle(ms: int = 200) -> None:
    QTest.qWait(ms)
    QApplication.processEvents()


def over(window: QWidget, *shown: QWidget) -> QPixmap:
    """The window's picture with each of ``shown`` that is a window of its own (a dialog) drawn
    centred over it, as on a screen."""
    picture = window.grab()
    painter = QPainter(picture)
    for widget in shown:
        if not widget.isWindow():  # a page of the window (the new-game page): in its picture already
            continue
        shot = widget.grab()
        painter.drawPixmap((picture.width() - shot.width()) // 2, (picture.height() - shot.height()) // 2, shot)
    painter.end()
    return picture


class Shots:
    """Saves the pictures and remembers what could not be taken."""

    def __init__(self, out: Path, theme: str = "") -> None:
        self.out = out
        self.theme = theme
        self.written: list[Path] = []
        self.failed: list[str] = []
        self.lang = "en"
        self.size = SIZES[0]

    def save(self, name: str, picture: QPixmap) -> None:
        theme = f"-{self.theme}" if self.theme else ""
        path = self.out / f"{name}{theme}-{self.lang}-{self.size[0]}x{self.size[1]}.png"
        picture.save(str(path))
        self.written.append(path)

    def run(self, name: str, take: Callable[[], None]) -> None:
        try:
            take()
        except Exception:  # one screen that can't be taken doesn't stop the others: it is reported
            self.failed.append(f"{name}-{self.lang}-{self.size[0]}x{self.size[1]}")
            traceback.print_exc()


# --- games and records -----------------------------------------------------------------------

def recorded_game(seed: int, decks: tuple[int, int], stop: int | None = None) -> Any:
    """A game between random players written to the saved games (``stop`` actions, or to its end)."""
    from mtgdesk.ai.random_player import RandomPlayer
    from mtgdesk.decks.precons import precons
    from mtgdesk.storage.records import GameRecord, RecordWriter

    chosen = [precons()[decks[0]], precons()[decks[1]]]
    record = GameRecord(seed=seed, decks=[[c.name for c in d.cards()] for d in chosen],
                        deck_names=[d.name for d in chosen], player_names=["Ann", ""],
                        levels=["", "medium"], id=f"game-{seed}")
    game = record.new_game()
    writer = RecordWriter(record, game, write=False)
    for n in range(20000):
        if game.over or (stop is not None and n >= stop):
            break
        d = game.decision
        action = RandomPlayer(seed * 7919 + n).choose(game.view(d.player), d)
        game.apply(action)
        writer.applied(action, game)
    record.write()
    return record


def _saved(names: tuple[str, str] = ("Ann", "")) -> Any:
    from mtgdesk.decks.precons import precons
    from mtgdesk.storage import SavedGame

    return SavedGame(seed=1, decks=[[], []], deck_names=[d.name for d in precons()[:2]],
                     players=["human", "computer"], player_names=list(names))


def target_game() -> Any:
    """Shock cast, its target asked for (CR 601.2c)."""
    from mtgdesk.engine import DecisionKind, Zone
    from mtgdesk.engine import actions as A
    from tests.helpers.games import find, position

    game = position(a_hand=["Shock", "Llanowar Elves", "Giant Growth"],
                    a_battlefield=["Mountain", "Forest", "Grizzly Bears"],
                    b_battlefield=["Island", "Coral Eel", "Air Elemental"], a_library=["Island"] * 5,
                    b_library=["Island"] * 5)
    game.apply(A.CastSpell(0, find(game, "Shock", Zone.HAND)))
    assert game.decision.kind is DecisionKind.TARGETS
    return game


def graveyard_game() -> Any:
    from mtgdesk.engine import DecisionKind, Zone
    from mtgdesk.engine import actions as A
    from tests.helpers.games import find, position

    game = position(a_hand=["Raise Dead", "Island", "Shock"],
                    a_battlefield=["Swamp", "Swamp", "Mountain", "Grizzly Bears"],
                    a_graveyard=["Swamp", "Grizzly Bears", "Shock", "Coral Eel", "Mind Rot", "Giant Cockroach",
                                 "Llanowar Elves", "Forest", "Spined Wurm", "Giant Growth"],
                    a_library=["Island"] * 5, b_library=["Island"] * 5,
                    b_battlefield=["Forest", "Forest", "Llanowar Elves"], b_graveyard=["Giant Growth"])
    game.apply(A.CastSpell(0, find(game, "Raise Dead", Zone.HAND)))
    assert game.decision.kind is DecisionKind.TARGETS
    return game


def damage_game() -> Any:
    from mtgdesk.engine import DecisionKind, Step
    from mtgdesk.engine import actions as A
    from tests.helpers.games import find, position

    game = position(Step.ATTACKERS, a_battlefield=["Rootbreaker Wurm", "Forest", "Forest"],
                    b_battlefield=["Coral Eel", "Grizzly Bears", "Giant Cockroach"], a_library=["Island"] * 5,
                    b_library=["Island"] * 5)
    wurm = find(game, "Rootbreaker Wurm")
    game.apply(A.DeclareAttacker(0, wurm))
    game.apply(A.FinishAttackers(0))
    while game.decision.kind is not DecisionKind.BLOCKERS:
        game.apply(A.PassPriority(game.decision.player))
    for b in [i for i in list(game.battlefield) if game.objects[i].controller == 1]:
        game.apply(A.DeclareBlocker(1, b, wurm))
    game.apply(A.FinishBlockers(1))
    while game.decision.kind is not DecisionKind.ASSIGN_DAMAGE:
        game.apply(A.PassPriority(game.decision.player))
    return game


# --- the screens -----------------------------------------------------------------------------

def take_all(window: Any, shots: Shots, records: list[Any]) -> None:
    from mtgdesk.decks import limited
    from mtgdesk.decks.store import DeckSource, all_decks
    from mtgdesk.ui.smoke import smoke_position

    w, h = shots.size
    window.resize(w, h)

    def start_page() -> None:
        window.show_start_page()
        window.records.refresh()
        settle(300)
        shots.save("start", window.grab())

    def new_game() -> None:
        window._close_game()  # no game in progress: no "leave it?" question first
        window.show_start_page()
        window._new_game_dialog = None  # the last one is gone (deleted on leaving its page)
        window.new_game()
        for _ in range(100):
            dialog = getattr(window, "_new_game_dialog", None)
            if dialog is not None and dialog.isVisible():
                break
            settle(100)
        settle(200)
        assert dialog is not None, "the new-game page did not open"
        shots.save("new-game", over(window, dialog))
        dialog.reject()

    def table_stack() -> None:
        position = smoke_position(seed=3, kinds=("stack",))
        position.saved.player_names = ["Ann", ""]
        window.start_saved(position.saved, autosave=False, frozen=True)
        settle(400)
        shots.save("table-stack", window.grab())

    def table_target() -> None:
        window.start_saved(_saved(), autosave=False, game=target_game())
        settle(400)
        shots.save("table-target", window.grab())

    def graveyard() -> None:
        table = window.start_saved(_saved(), autosave=False, game=graveyard_game())
        settle(400)
        assert table.controller.zone.isVisible(), "the graveyard did not open"
        shots.save("table-graveyard", window.grab())

    def damage() -> None:
        table = window.start_saved(_saved(), autosave=False, game=damage_game())
        settle(400)
        shots.save("table-damage", window.grab())
        table.session.stop()

    def game_over() -> None:
        table = window.start_saved(_saved(), autosave=False, game=target_game())
        settle(300)
        table.concede()
        for _ in range(50):
            if window.game_over_dialog is not None:
                break
            settle(100)
        dialog = window.game_over_dialog
        settle(300)
        shots.save("table-game-over", over(window, dialog))
        dialog.reject()

    def deck_editor() -> None:
        from mtgdesk.ui.decks.deck_editor import DeckEditor

        precon = next(d for d in all_decks() if d.deck.name == "Wild Fury")
        editor = DeckEditor(source=precon)
        editor.resize(w, h)
        editor.show()
        settle(300)
        shots.save("deck-editor", editor.grab())
        editor.close()
        editor.deleteLater()

    def deck_chooser() -> None:
        menu = window.decks_menu if hasattr(window, "decks_menu") else None
        chosen: list[Any] = []
        if menu is None:
            from mtgdesk.ui.decks.deck_lists import DeckChooser

            chooser = DeckChooser(all_decks(), window)
            chooser.open()
        else:
            menu.chooser_opened.connect(chosen.append)
            menu.open_deck()
            for _ in range(100):
                if chosen:
                    break
                settle(100)
            chooser = chosen[0]
        settle(200)
        shots.save("deck-chooser", over(window, chooser))
        chooser.reject()

    def sealed() -> None:
        from mtgdesk.ui.decks.deck_editor import DeckEditor

        editor = DeckEditor(source=DeckSource(limited.pool_deck(limited.sealed_pool(7), "Sealed 7"), limited=True))
        editor.resize(w, h)
        editor.show()
        settle()
        editor.build_for_me()
        settle(300)
        shots.save("limited-sealed", editor.grab())
        editor.undo_stack.setClean()
        editor.close()
        editor.deleteLater()

    def draft() -> None:
        from mtgdesk.ui.decks.limited_window import LimitedWindow

        window_ = LimitedWindow("draft", None, seed=42)
        window_.resize(w, h)
        window_.show()
        for _ in range(3):
            window_.draft.auto_pick()
        window_.refresh()
        settle(300)
        shots.save("limited-draft", window_.grab())
        window_.close()
        window_.deleteLater()

    def replay() -> None:
        shown = window.records.watch(records[0])
        shown.go(len(shown.history) * 2 // 3)
        shown.resize(w, h)
        settle(400)
        shots.save("replay", shown.grab())
        shown.show_history()
        settle(400)
        shots.save("replay-plots", shown.grab())
        shown.close()
        shown.deleteLater()

    def statistics() -> None:
        dialog = window.records.show_statistics()
        dialog.resize(w, h)
        settle(400)
        shots.save("statistics", dialog.grab())
        dialog.close()

    def settings() -> None:
        window.show_start_page()
        window.edit_settings()
        dialog = window._settings_dialog
        settle(300)
        shots.save("settings", over(window, dialog))
        dialog.reject()

    def keys() -> None:
        dialog = window.show_keys()
        settle(300)
        shots.save("keys", over(window, dialog))
        dialog.close()

    def lessons() -> None:
        window.learn.ask()
        dialog = window.learn.dialog
        settle(300)
        shots.save("lessons", over(window, dialog))
        dialog.reject()

    def lesson_table() -> None:
        assert window.learn.open("04_instants_and_the_stack")
        for _ in range(2):
            window.learn.runner.next()
            settle(500)
        settle(300)
        shots.save("lesson-table", window.grab())
        window.show_start_page()

    def puzzle_dialog() -> None:
        dialog = window.puzzles.file_dialog(native=False)  # Qt's own, as on Linux without a desktop's
        dialog.resize(min(900, w - 100), min(560, h - 100))
        dialog.show()
        settle(500)
        shots.save("puzzle-open", over(window, dialog))
        dialog.reject()
        dialog.deleteLater()

    def puzzle_table() -> None:
        path = ROOT / "tests" / "puzzles" / "categories" / "lethal_count_the_blockers.toml"
        assert window.puzzles.open(path)
        settle(500)
        shots.save("puzzle-table", window.grab())
        window.show_start_page()

    def reference() -> None:
        dialog = window.show_rules_reference("702.9")
        settle(300)
        shots.save("reference", over(window, dialog))
        dialog.close()

    def about() -> None:
        window.show_start_page()
        window._show_about()
        box = window._about_box
        settle(200)
        shots.save("about", over(window, box))
        box.close()

    for name, take in (("start", start_page), ("new-game", new_game), ("table-stack", table_stack),
                       ("table-target", table_target), ("table-graveyard", graveyard), ("table-damage", damage),
                       ("table-game-over", game_over), ("deck-editor", deck_editor),
                       ("deck-chooser", deck_chooser), ("limited-sealed", sealed), ("limited-draft", draft),
                       ("replay", replay), ("statistics", statistics), ("settings", settings), ("keys", keys),
                       ("lessons", lessons), ("lesson-table", lesson_table), ("puzzle-open", puzzle_dialog),
                       ("puzzle-table", puzzle_table), ("reference", reference), ("about", about)):
        shots.run(name, take)
        settle(100)


def main(argv: list[str]) -> int:
    out = Path("/tmp/screens")
    languages, sizes, theme = LANGUAGES, SIZES, ""
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg == "--lang":
            languages = tuple(args.pop(0).split(","))
        elif arg == "--theme":
            theme = args.pop(0)
        elif arg == "--size":
            sizes = tuple(tuple(int(n) for n in s.split("x")) for s in args.pop(0).split(","))  # type: ignore[assignment]
        else:
            out = Path(arg)
    out.mkdir(parents=True, exist_ok=True)
    _prepare()
    app = QApplication.instance() or QApplication(["mtgdesk"])
    from mtgdesk.storage import Settings
    from mtgdesk.tutorial import LessonBook
    from mtgdesk.ui.main_window import MainWindow
    from mtgdesk.cli import _load_puzzle
    from mtgdesk.ui.games.puzzle_open import set_puzzle_loader
    from mtgdesk.ui.tutorial import set_lesson_book

    set_lesson_book(LessonBook)
    set_puzzle_loader(_load_puzzle)
    records = [recorded_game(seed, decks) for seed, decks in ((21, (0, 1)), (22, (2, 3)), (23, (4, 5)))]
    recorded_game(24, (6, 7), stop=180)
    window = MainWindow(settings=Settings(animation_speed=0, game_speed="instant"))
    window.persist_settings = False
    window.learn.action.setVisible(True)
    if theme:
        from mtgdesk.ui.common.theme import apply_theme

        window.settings.theme = theme
        apply_theme(theme)
    window.show()
    settle(300)
    shots = Shots(out, theme)
    for lang in languages:
        window.set_language(lang)
        shots.lang = lang
        for size in sizes:
            shots.size = size
            take_all(window, shots, records)
    window.set_language("en")
    for path in shots.written:
        print(path)
    for name in shots.failed:
        print("NOT TAKEN:", name)
    window.close()
    app.processEvents()
    return 1 if shots.failed else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
