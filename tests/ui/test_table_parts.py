"""The table's parts on their own: models, dialogs, settings, autosave (the bridge, the refusal texts
and the phase bar: test_bridge.py, test_texts.py, test_phase_bar.py)."""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QAbstractButton, QLabel

from mtgdesk.decks.precons import precons, theme_decks
from mtgdesk.engine import Step
from mtgdesk.engine import actions as A
from mtgdesk.storage import Settings, has_autosave, load_settings
from mtgdesk.ui.main_window import MainWindow
from mtgdesk.ui.table.models import StackModel
from mtgdesk.ui.table.session import COMPUTER, HUMAN, GameSetup
from tests.helpers.games import find, position
from tests.ui.table_driver import TableDriver

pytestmark = pytest.mark.gui


def _setup(seed: int, seats: list[str] | None = None) -> GameSetup:
    decks = precons()[:2]
    return GameSetup(decks=[[c.name for c in d.cards()] for d in decks], deck_names=[d.name for d in decks],
                     seats=seats or [HUMAN, COMPUTER], names=["Ann", "Bob"], seed=seed)


# ---------------------------------------------------------------------- models


def test_the_stack_model_lists_the_top_first(window: MainWindow, qtbot: Any) -> None:
    from mtgdesk.ui.table.card_item import CardState

    model = StackModel()
    a = CardState(1, None, "stack", 0, 0)
    b = CardState(2, None, "stack", 1, 1)
    model.set_stack([(a, "Shock", "Ann", ""), (b, "Giant Growth", "Bob", "targets Grizzly Bears")])
    assert model.rowCount() == 2
    top = model.index(0)
    assert top.data() == "Giant Growth"
    assert top.data(StackModel.ControllerRole) == "Bob"
    assert top.data(StackModel.TargetsRole) == "targets Grizzly Bears"
    assert model.index(1).data(StackModel.CardRole) is a


# ---------------------------------------------------------------------- the main window


def test_new_game_from_the_start_page(window: MainWindow, qtbot: Any, mtgdesk_home: Path) -> None:
    window.new_game_button.click()
    dialog = window._new_game_dialog
    qtbot.waitUntil(dialog.isVisible)
    box = dialog.deck_boxes[0]
    offered = [box.itemText(i) for i in range(box.count()) if str(box.itemData(i)).startswith("precon:")]
    # whatever decks ship, all are offered: the preconstructed ones, then the casual theme decks
    assert offered == [d.name for d in precons()] + [f"{d.name} (casual)" for d in theme_decks()]
    names = [d.name for d in precons()]
    dialog.deck_boxes[1].setCurrentIndex(dialog.deck_boxes[1].findData(f"precon:{names[-1]}"))
    dialog.name_edits[0].setText("Ann")
    dialog.findChild(QAbstractButton, "start_button").click()
    qtbot.waitUntil(lambda: window.table is not None)
    assert window.session.names[0] == "Ann" and window.session.deck_names[1] == names[-1]
    assert window.session.seats == [HUMAN, COMPUTER]
    assert load_settings().last_decks[1] == f"precon:{names[-1]}"  # remembered, in the temporary home


def test_autosave_and_continue(window: MainWindow, qtbot: Any, mtgdesk_home: Path) -> None:
    table = window.start_game(_setup(seed=11))
    driver = TableDriver(table, qtbot)
    for _ in range(12):
        driver.wait()
        driver.play_one()
    driver.wait()
    history = list(table.bridge.history)
    state = table.bridge.game.state()
    qtbot.waitUntil(has_autosave)
    window.session.stop()  # writes what is pending
    window.close()

    again = MainWindow(settings=Settings(animation_speed=0, game_speed="instant"))
    qtbot.addWidget(again)
    again.show()
    assert again.continue_button.isVisible()
    again.continue_button.click()
    qtbot.waitUntil(lambda: again.table is not None)
    assert again.table.bridge.history == history
    assert again.table.bridge.game.state() == state
    assert again.table.log_model.rowCount() > 0  # the log of the game so far


def test_game_over_rematch_and_saved_log(window: MainWindow, qtbot: Any, tmp_path: Path) -> None:
    # seed 11: a short game between two easy players (11 turns, about 280 actions; seed 3 took 2,000)
    table = window.start_game(_setup(seed=11, seats=[COMPUTER, COMPUTER]), autosave=False)
    qtbot.waitUntil(lambda: table.bridge.over, timeout=120000)
    qtbot.waitUntil(lambda: window.game_over_dialog is not None and window.game_over_dialog.isVisible())
    dialog = window.game_over_dialog
    assert dialog.findChild(QLabel, "result_label").text() in ("Ann wins!", "Bob wins!", "Draw")
    log = tmp_path / "game.txt"
    assert window.save_log(log)
    text = log.read_text(encoding="utf-8")
    first, second = text.splitlines()[:2]
    assert first == f"Ann ({precons()[0].name}) against Bob ({precons()[1].name})"
    assert "Turn 1: " in text and ("wins the game." in text or "draw" in text)
    old = window.session
    dialog.rematch_button.click()
    qtbot.waitUntil(lambda: window.session is not old and window.table is not None)
    assert window.session.saved.decks == old.saved.decks and window.session.saved.seed != old.saved.seed


def test_settings_dialog(window: MainWindow, qtbot: Any) -> None:
    table = window.start_game(_setup(seed=11), autosave=False)
    window.edit_settings()
    dialog = window._settings_dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.speed.setValue(0)
    assert dialog.speed_label.text() == "off"
    dialog.speed.setValue(200)
    dialog.findChild(QAbstractButton, "stop_end_theirs").setChecked(False)
    dialog.findChild(QAbstractButton, "stop_upkeep_mine").setChecked(True)
    dialog.accept()
    assert window.settings.animation_speed == 200 and table.animator.factor == 0.5
    assert "end" not in window.settings.stops_opponent_turn and "upkeep" in window.settings.stops_my_turn
    saved = load_settings()
    assert saved.animation_speed == 200 and "upkeep" in saved.stops_my_turn


def test_a_game_with_animations_on(qtbot: Any) -> None:
    """Animations at three times the speed: the game plays on while cards glide, and every
    card ends where the layout wants it."""
    window = MainWindow(settings=Settings(animation_speed=300, game_speed="fast"))
    qtbot.addWidget(window)
    window.show()
    table = window.start_game(_setup(seed=7, seats=[COMPUTER, COMPUTER]), autosave=False)
    qtbot.waitUntil(lambda: table.bridge.game.turn >= 4, timeout=60000)
    window.session.stop()
    qtbot.waitUntil(lambda: table.animator.running_count() == 0, timeout=5000)
    for item in table.scene.items_by_id.values():
        if not item.leaving:
            assert item.pos() == item.home or item.lifted
            assert item.rotation() == item.home_rotation


class _Shouting(QTranslator):
    """Translates every string to upper case, to see which strings go through translation."""

    def translate(self, context, source_text, disambiguation=None, n=-1):
        return source_text.upper()


def test_every_string_on_the_table_is_translated(qapp: Any, qtbot: Any) -> None:
    translator = _Shouting()
    qapp.installTranslator(translator)
    try:
        window = MainWindow(settings=Settings(animation_speed=0, game_speed="instant"))
        qtbot.addWidget(window)
        window.show()
        setup = _setup(seed=11)
        setup.names = ["ANN", "BOB"]
        table = window.start_game(setup, autosave=False)
        driver = TableDriver(table, qtbot)
        for _ in range(30):
            driver.wait()
            if table.bridge.over:
                break
            driver.play_one()
        driver.wait()
        texts = [label.text() for label in table.findChildren(QLabel) if label.text()]
        texts += [button.text() for button in table.findChildren(QAbstractButton) if button.text()]
        texts += [table.prompt.text(), table.phase_bar.status]
        texts += [e.text for e in table.log_model.entries()]
        # Symbols, markup, rule numbers and deck names (data of the decks) are not sentences.
        data = r"\{[^}]*\}|<[^>]*>|CR \d+\.\d+[a-z]?|" + "|".join(re.escape(d) for d in setup.deck_names)
        lower = [t for t in texts if re.sub(data, "", t) != re.sub(data, "", t).upper()]
        assert not lower, f"strings not passed through translation: {lower}"
    finally:
        qapp.removeTranslator(translator)


def _table_on(game: Any, qtbot: Any, seats: list[str] | None = None) -> Any:
    from mtgdesk.storage.saves import SavedGame
    from mtgdesk.ui.table.session import GameSession
    from mtgdesk.ui.table.table_page import TablePage

    settings = Settings(animation_speed=0, game_speed="instant")
    saved = SavedGame(seed=1, decks=[[], []], players=seats or [HUMAN, HUMAN], player_names=["Ann", "Bob"])
    session = GameSession(saved, settings, game=game, autosave=False)
    table = TablePage(session, settings)
    qtbot.addWidget(table)
    table.resize(1200, 760)
    table.show()
    return table


def test_damage_assignment_in_the_prompt_bar(qtbot: Any) -> None:
    from PySide6.QtWidgets import QSpinBox

    from mtgdesk.engine.decisions import DecisionKind

    game = position(Step.ATTACKERS, a_battlefield=["Rootbreaker Wurm"], b_battlefield=["Grizzly Bears", "Grizzly Bears"])
    wurm = find(game, "Rootbreaker Wurm")
    bears = [i for i in game.battlefield if game.objects[i].card.name == "Grizzly Bears"]
    game.apply(A.DeclareAttacker(0, wurm))
    game.apply(A.FinishAttackers(0))
    while game.decision.kind is not DecisionKind.BLOCKERS:
        game.apply(A.PassPriority(game.decision.player))
    for bear in bears:
        game.apply(A.DeclareBlocker(1, bear, wurm))
    game.apply(A.FinishBlockers(1))
    while game.decision.kind is not DecisionKind.ASSIGN_DAMAGE:
        game.apply(A.PassPriority(game.decision.player))
    table = _table_on(game, qtbot)
    spins = [table.prompt.findChild(QSpinBox, f"assign_spin_{i}") for i in range(3)]
    assert all(spins) and "Assign 6 combat damage" in table.prompt.text()
    ok = table.prompt.buttons["ok_button"]
    cited: list[str] = []
    table.controller.rule_cited.connect(cited.append)
    spins[0].setValue(1)
    spins[1].setValue(2)
    spins[2].setValue(3)
    ok.click()  # trample: lethal damage to every blocker first (CR 702.19b)
    assert cited == ["702.19b"] and table.bridge.game.decision.kind is DecisionKind.ASSIGN_DAMAGE
    spins[0].setValue(2)
    spins[2].setValue(2)
    ok.click()
    assert table.bridge.game.players[1].life == 18
    assert not any(b in table.bridge.game.objects for b in bears)  # both died
