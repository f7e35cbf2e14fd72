"""Screenshots of games as data: ``python docs/screenshots/take_records.py [OUT_DIR]``.

Offscreen, deterministic (fixed seeds), in English, French and Russian at 1280×800 (and all but
the undo at 1920×1080 too, ``-large``): the saved games list on the start page, a replay on the
table (``replay-*``) and with its plots (``replay-plots-*``), the plots opened from the
game-over dialog (``history-*``), and an undo told in the game log.
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
from mtgdesk.ai.random_player import RandomPlayer  # noqa: E402
from mtgdesk.decks.precons import precons  # noqa: E402
from mtgdesk.engine import actions as A  # noqa: E402
from mtgdesk.storage import Settings  # noqa: E402
from mtgdesk.storage.records import GameRecord, RecordWriter  # noqa: E402
from mtgdesk.ui.main_window import MainWindow  # noqa: E402
from mtgdesk.ui.table.session import COMPUTER, HUMAN, GameSetup  # noqa: E402

# This checkout's translations, even where an editable install maps ``mtgdesk.translations`` to
# another checkout's.
resources.translations_dir = lambda: HERE.parents[1] / "translations"  # type: ignore[assignment]

SIZES = {"": (1280, 800), "-large": (1920, 1080)}


def settle(ms: int = 200) -> None:
    QTest.qWait(ms)
    QApplication.processEvents()


def recorded_game(seed: int, decks: tuple[int, int], stop: int | None = None) -> GameRecord:
    """A game between random players, written to the saved games (``stop`` actions, or to its end)."""
    chosen = [precons()[decks[0]], precons()[decks[1]]]
    record = GameRecord(seed=seed, decks=[[c.name for c in d.cards()] for d in chosen],
                        deck_names=[d.name for d in chosen], player_names=["Ann", "Computer"])
    game = record.new_game()
    writer = RecordWriter(record, game, write=False)
    n = 0
    while not game.over and (stop is None or n < stop):
        d = game.decision
        action = RandomPlayer(seed * 7919 + n).choose(game.view(d.player), d)
        game.apply(action)
        writer.applied(action, game)
        n += 1
    record.write()
    return record


def play_until_land(window: MainWindow) -> None:
    window.table.controller.automatic = False
    for _ in range(600):
        bridge = window.session.bridge
        while bridge.decision.player != 0 and not bridge.over:
            settle(30)
        legal = bridge.legal_actions()
        land = next((a for a in legal if isinstance(a, A.PlayLand)), None)
        spell = next((a for a in legal if isinstance(a, A.CastSpell)), None)
        action = land or next((a for a in legal if isinstance(a, (A.Keep, A.PassPriority, A.FinishAttackers,
                                                                    A.FinishBlockers))), legal[0])
        bridge.submit(action)
        if land is not None and window.session.game.turn >= 5 and spell is None:
            return


def history_from_game_over(window: MainWindow, ending: GameRecord, path: Path) -> None:
    """Play the last action of ``ending`` at the table, click "History…" in the game-over
    dialog, and save the window with the dialog and the plots over it, as on a screen."""
    from PySide6.QtGui import QPainter

    from mtgdesk.storage.records import decode_answer

    almost = GameRecord(seed=ending.seed, decks=ending.decks, deck_names=ending.deck_names,
                        player_names=ending.player_names, actions=ending.actions[:-1])
    almost.write()
    window.records.play(almost)
    window.table.controller.automatic = False
    settle(300)
    window.session.bridge.submit(decode_answer(ending.actions[-1], window.session.game))
    while window.game_over_dialog is None:
        settle(50)
    dialog = window.game_over_dialog
    dialog.history_button.click()
    history = window.records.history_window
    settle(500)
    picture = window.grab()
    painter = QPainter(picture)
    for shown in (dialog, history):
        shot = shown.grab()
        painter.drawPixmap((picture.width() - shot.width()) // 2, (picture.height() - shot.height()) // 2, shot)
    painter.end()
    picture.save(str(path))
    history.accept()
    dialog.reject()
    window.show_start_page()


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE
    out.mkdir(parents=True, exist_ok=True)
    _app = QApplication.instance() or QApplication(["mtgdesk"])
    finished = [recorded_game(seed, decks) for seed, decks in ((21, (0, 1)), (22, (2, 3)), (23, (4, 5)))]
    recorded_game(24, (6, 7), stop=180)
    window = MainWindow(settings=Settings(animation_speed=0))
    window.persist_settings = False
    window.show()
    settle(300)
    for lang in ("en", "fr", "ru"):
        window.set_language(lang)
        window.show_start_page()
        for suffix, size in SIZES.items():
            window.resize(*size)
            settle(300)
            window.grab().save(str(out / f"saved-games-{lang}{suffix}.png"))
        # The replay on the table, from Ann's side; then with its plots under the table.
        replay = window.records.watch(finished[0])
        replay.go(len(replay.history) * 2 // 3)
        replay.zoom.show_card(replay.snapshot.battlefield[-1])  # as if the pointer rested on it
        for suffix, size in SIZES.items():
            replay.resize(*size)
            settle(400)
            replay.grab().save(str(out / f"replay-{lang}{suffix}.png"))
            replay.show_history()
            settle(400)
            replay.grab().save(str(out / f"replay-plots-{lang}{suffix}.png"))
            replay.show_history(False)
        replay.close()
        replay.deleteLater()
    # The plots from the game-over dialog: the last action of a finished game, taken by Ann.
    ending = next(r for r in finished if r.actions[-1]["player"] == 0)
    for lang in ("en", "fr", "ru"):
        window.set_language(lang)
        for suffix, size in SIZES.items():
            window.resize(*size)
            history_from_game_over(window, ending, out / f"history-{lang}{suffix}.png")
    # Undo, told in the log, in each language.
    for lang in ("en", "fr", "ru"):
        window.set_language(lang)
        window.resize(*SIZES[""])
        decks = precons()[:2]
        window.start_game(GameSetup(decks=[[c.name for c in d.cards()] for d in decks],
                                    deck_names=[d.name for d in decks], seats=[HUMAN, COMPUTER],
                                    names=["Ann", "Computer"], seed=5))
        play_until_land(window)
        window.records.undo()
        window.table.controller.automatic = False
        settle(400)
        window.grab().save(str(out / f"undo-{lang}.png"))
        window.show_start_page()
    print(f"screenshots in {out}")
    window.close()
    import shiboken6

    shiboken6.delete(window)


if __name__ == "__main__":
    main()
