"""The table II (issue 14): prompts that fit, the facts on the cards, the flow of a game."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.decks.precons import precons
from mtgdesk.engine.decisions import Question
from mtgdesk.ui.main_window import MainWindow
from mtgdesk.ui.table.prompt_bar import PromptButton
from mtgdesk.ui.table.session import COMPUTER, HUMAN, GameSetup
from tests.ui.table_driver import TableDriver

pytestmark = pytest.mark.gui


@pytest.fixture(autouse=True)
def _english_again(window: MainWindow) -> Any:
    """The language is the application's: a test that switches it switches it back."""
    yield
    window.languages.set_language("en")


def _setup(seed: int, seats: list[str] | None = None) -> GameSetup:
    decks = precons()[:2]
    return GameSetup(decks=[[c.name for c in d.cards()] for d in decks], deck_names=[d.name for d in decks],
                     seats=seats or [HUMAN, COMPUTER], names=["Ann", "Bob"], seed=seed)


@pytest.mark.parametrize("language", ["fr", "ru"])
def test_a_long_prompt_wraps_and_is_never_cut(window: MainWindow, qtbot: Any, language: str) -> None:
    window.set_language(language)
    table = window.start_game(_setup(seed=2), autosave=False)
    table.controller.automatic = False
    long_text = table.controller.prompts.tr("<b>%1</b> — your turn. Drag a land or a spell onto the battlefield, "
                                            "click a permanent to use it, or pass.").replace("%1", "Main 1")
    assert long_text.startswith("<b>Main 1</b>") and "Drag" not in long_text  # translated
    buttons = [PromptButton(text, lambda: None, f"b{i}") for i, text in
               enumerate(["Fin du tour jusqu'au prochain", "Attaquer avec tout", "Annuler tout", "Résoudre"])]
    table.prompt.set_prompt(long_text, buttons)
    qtbot.wait(50)
    label = table.prompt.label
    assert label.height() >= label.heightForWidth(label.width())  # every line has room
    label.heightForWidth(label.width() + 300)  # the layout asks about other widths too
    label.grab()  # a paint: the text is laid out at the width the label has
    assert label._document.textWidth() == max(50, label.width())
    assert label._document.size().height() <= label.height()


def test_no_prompt_flashes_up_that_the_player_cannot_act_on(window: MainWindow, qtbot: Any,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    table = window.start_game(_setup(seed=11), autosave=False)
    controller = table.controller
    shown: list[tuple[str, bool]] = []
    set_prompt = table.prompt.set_prompt

    def recording(text: str, buttons: list[PromptButton], extras: Any = None) -> None:
        d = table.bridge.decision
        automatic = controller._mine() and controller._automatic_action(d.player) is not None
        shown.append((text, automatic))
        set_prompt(text, buttons, extras)

    monkeypatch.setattr(table.prompt, "set_prompt", recording)
    driver = TableDriver(table, qtbot, seat=0)
    for _ in range(60):
        driver.wait()
        if table.bridge.over or table.bridge.game.turn > 4:
            break
        driver.play_one()
    automatic = [text for text, auto in shown if auto]
    assert automatic, "the game passed by itself at some point"
    assert all(text == "" for text in automatic), automatic


def _position_table(qtbot: Any, cards: dict[str, list[str]]) -> Any:
    """A table on a position set up by hand: ``cards`` by zone for player 0 (``battlefield``,
    ``hand``) and a few cards in each library; player 0's first main phase."""
    from mtgdesk.cards import load_pool
    from mtgdesk.engine import Game, Step, Zone
    from mtgdesk.storage import Settings
    from mtgdesk.storage.saves import SavedGame
    from mtgdesk.ui.table.session import GameSession
    from mtgdesk.ui.table.table_page import TablePage

    pool = load_pool()
    game = Game(seed=1)
    for zone, names in cards.items():
        for name in names:
            game.create_object(pool.get(name), 0, Zone(zone))
    for p in (0, 1):
        for _ in range(5):
            game.create_object(pool.get("Forest"), p, Zone.LIBRARY)
    game.begin_at(Step.MAIN1, 0, 3)
    settings = Settings(animation_speed=0, game_speed="instant")
    saved = SavedGame(seed=1, decks=[[], []], players=["human", "human"], player_names=["Ann", "Bob"])
    session = GameSession(saved, settings, game=game, autosave=False)
    table = TablePage(session, settings)
    qtbot.addWidget(table)
    table.controller.automatic = False
    table.resize(1280, 800)
    table.show()
    return table


def test_creature_cards_show_power_and_toughness_everywhere(qtbot: Any) -> None:
    from mtgdesk.ui.table.card_item import shown_pt

    table = _position_table(qtbot, {"battlefield": ["Grizzly Bears"], "hand": ["Craw Wurm", "Giant Growth"]})
    by_name = {i.state.card.name: i.state for i in table.scene.items_by_id.values() if i.state.card is not None}
    assert shown_pt(by_name["Craw Wurm"]) == (6, 4)  # in the hand: the printed values
    assert shown_pt(by_name["Giant Growth"]) == (None, None)  # not a creature
    assert shown_pt(by_name["Grizzly Bears"]) == (2, 2)
    table.zoom.show_card(by_name["Craw Wurm"])
    assert table.zoom.card is not None and shown_pt(table.zoom.state) == (6, 4)


def test_haste_is_not_summoning_sick(qtbot: Any) -> None:
    table = _position_table(qtbot, {"battlefield": ["Raging Goblin", "Grizzly Bears", "Forest"]})
    game = table.bridge.game
    for obj in game.objects.values():
        obj.sick = True  # both creatures came under their controller's control this turn
    table.refresh()
    marks = {s.card.name: s.sick for s in table.scene.snapshot.battlefield}
    assert marks == {"Raging Goblin": False, "Grizzly Bears": True, "Forest": False}


def test_the_zoom_panel_follows_the_card_it_shows(qtbot: Any) -> None:
    import dataclasses

    table = _position_table(qtbot, {"battlefield": ["Grizzly Bears"]})
    bears = table.scene.snapshot.battlefield[0]
    table.zoom.show_card(dataclasses.replace(bears, blocking=True, tapped=True))  # as it was in combat
    table.refresh()  # combat is over: the table no longer says it blocks
    assert table.zoom.state is not None and table.zoom.state.id == bears.id
    assert not table.zoom.state.blocking and not table.zoom.state.tapped
    assert table.zoom._notes(table.zoom.state) == []


def test_a_card_is_drawn_as_the_layers_make_it_never_its_printed_text(qtbot: Any) -> None:
    """Under Blood Moon a nonbasic land is a Mountain with only "{T}: Add {R}" (CR 305.7, 613):
    its face on the table and in the zoom shows that, not its printed abilities."""
    from mtgdesk.cards import load_pool
    from mtgdesk.engine import Zone
    from mtgdesk.ui.common.card_painter import face_image, type_line
    from mtgdesk.ui.table.card_item import CARD_SIZE
    from mtgdesk.ui.common.rules_text import reminder_lines, rules_lines

    pool = load_pool()
    table = _position_table(qtbot, {"battlefield": ["Blood Moon", "Karplusan Forest", "Forest"]})
    by_name = {s.card.name: s for s in table.scene.snapshot.battlefield}
    printed, seen = pool.get("Karplusan Forest"), by_name["Karplusan Forest"].card
    assert rules_lines(printed) and seen.subtypes == ("Mountain",) and "Land" in seen.types
    assert rules_lines(seen) == [] and reminder_lines(seen) == reminder_lines(pool.get("Mountain"))
    assert type_line(seen) != type_line(printed) and "Mountain" in type_line(seen)
    assert face_image(seen, CARD_SIZE, 1.0) != face_image(printed, CARD_SIZE, 1.0)
    assert by_name["Forest"].card is pool.get("Forest") and by_name["Blood Moon"].card is pool.get("Blood Moon")
    table.zoom.show_card(by_name["Karplusan Forest"])
    assert table.zoom.card is seen
    table.refresh()  # the same look, the same card: its face is painted once
    assert next(s for s in table.scene.snapshot.battlefield if s.card.name == "Karplusan Forest").card is seen
    # Blood Moon gone: the printed card again.
    game = table.bridge.game
    moon = next(i for i in game.battlefield if game.objects[i].card.name == "Blood Moon")
    game.move(moon, Zone.GRAVEYARD)
    table.refresh()
    assert next(s for s in table.scene.snapshot.battlefield if s.card.name == "Karplusan Forest").card is printed


def _confirm_box(window: MainWindow) -> Any:
    from PySide6.QtWidgets import QMessageBox

    boxes = [b for b in window.findChildren(QMessageBox, "confirm_box") if b.isVisible()]
    assert len(boxes) == 1, boxes
    return boxes[0]


def test_concede_asks_first_then_ends_the_game(window: MainWindow, qtbot: Any) -> None:
    from PySide6.QtWidgets import QPushButton

    table = window.start_game(_setup(seed=11), autosave=False)
    qtbot.waitUntil(lambda: window.concede_action.isEnabled(), timeout=5000)
    window.concede_action.trigger()
    box = _confirm_box(window)
    box.findChild(QPushButton, "confirm_cancel_button").click()
    qtbot.waitUntil(lambda: not box.isVisible())
    assert not table.bridge.over
    window.concede_action.trigger()
    _confirm_box(window).findChild(QPushButton, "confirm_yes_button").click()
    qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=5000)
    assert table.bridge.over and table.bridge.conceded == 0 and table.bridge.winner == 1
    assert "Ann concedes the game." in table.log_text()
    assert "You lose." in window.game_over_dialog.findChild(type(window.title_label), "result_label").text()
    assert not window.concede_action.isEnabled() and window.rematch_action.isEnabled()
    # The dialog closed, the table says the game is over and offers the rematch.
    window.game_over_dialog.reject()
    qtbot.waitUntil(lambda: window.game_over_dialog is None)
    assert table.prompt.text() == "The game is over."
    assert not table.scene.arrows and not table.scene.highlights
    table.prompt.buttons["rematch_button"].click()
    qtbot.waitUntil(lambda: window.table is not table and window.table is not None)
    assert not window.table.bridge.over


def test_a_running_game_is_replaced_only_after_asking(window: MainWindow, qtbot: Any) -> None:
    from PySide6.QtWidgets import QDialog, QPushButton

    table = window.start_game(_setup(seed=11), autosave=False)
    window.new_game_action.trigger()
    box = _confirm_box(window)
    box.findChild(QPushButton, "confirm_cancel_button").click()
    assert window.table is table and not [d for d in window.findChildren(QDialog) if d.isVisible()]
    window.new_game_action.trigger()
    _confirm_box(window).findChild(QPushButton, "confirm_yes_button").click()
    qtbot.waitUntil(lambda: window._new_game_dialog is not None and window._new_game_dialog.isVisible())
    window._new_game_dialog.reject()


def test_attack_arrows_are_cleared_when_the_game_ends(window: MainWindow, qtbot: Any) -> None:
    from mtgdesk.ui.smoke import smoke_position

    position = smoke_position(seed=5, min_turn=3, kinds=("blockers",))
    table = window.start_saved(position.saved, autosave=False, frozen=True)
    assert any(a.kind == "attack" for a in table.scene.arrows)
    table.bridge.concede(0)
    qtbot.waitUntil(lambda: not table.scene.arrows, timeout=3000)


def test_one_window_per_autosave(window: MainWindow, qtbot: Any) -> None:
    from mtgdesk.storage import Settings, has_autosave

    first = window.start_game(_setup(seed=11, seats=[HUMAN, HUMAN]))
    assert first.session.autosave_enabled
    first.session.write_autosave()
    assert has_autosave()
    second = MainWindow(settings=Settings(animation_speed=0, game_speed="instant"))
    qtbot.addWidget(second)
    second.persist_settings = False
    second.show()
    table = second.start_game(_setup(seed=12, seats=[HUMAN, HUMAN]))
    assert not table.session.autosave_enabled  # it plays, but doesn't overwrite the first's game
    assert "won't be saved" in second.statusBar().currentMessage()
    second.close()
    window.close()  # the first lets the saved game go
    third = MainWindow(settings=Settings(animation_speed=0, game_speed="instant"))
    qtbot.addWidget(third)
    third.persist_settings = False
    assert third.claim_autosave()
    third.close()


def test_default_names_and_deck_names_follow_the_language(window: MainWindow, qtbot: Any) -> None:
    setup = _setup(seed=11)
    setup.names = ["", ""]  # left empty in the new game dialog: the table names the seats
    table = window.start_game(setup, autosave=False)
    assert [table.player_name(0), table.player_name(1)] == ["Player 1", "Computer"]
    english_deck = setup.deck_names[0]
    assert english_deck in table.log_text()
    window.set_language("fr")
    assert [table.player_name(0), table.player_name(1)] == ["Joueur 1", "Ordinateur"]
    assert english_deck not in table.log_text() and "Chevaliers célestes" in table.log_text()
    assert table.scene.panels[1].info is not None and table.scene.panels[1].info.name == "Ordinateur"
    window.set_language("ru")
    assert table.player_name(1) == "Компьютер"


def test_the_new_game_dialog_leaves_an_empty_name_empty(window: MainWindow, qtbot: Any) -> None:
    window.set_language("fr")
    window.new_game()
    dialog = window._new_game_dialog
    qtbot.waitUntil(dialog.isVisible)  # it opens once its decks are read, off the interface's thread
    for edit in dialog.name_edits:
        edit.setText("")
    assert dialog.setup().names == ["", ""]
    assert dialog.deck_boxes[0].itemText(0) == "Chevaliers célestes"
    assert dialog.deck_boxes[0].itemData(0) == "precon:Skyward Knights"  # what is remembered is the deck's key
    dialog.reject()


@pytest.mark.parametrize(("language", "look_in", "file_type"),
                         [("fr", "&Regarder dans :", "Fichiers de &type :"), ("ru", "&Папка:", "&Тип файлов:")])
def test_qt_dialogs_speak_the_language(window: MainWindow, language: str, look_in: str, file_type: str) -> None:
    from PySide6.QtWidgets import QFileDialog, QLabel

    window.set_language(language)
    dialog = QFileDialog(window, "x")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    labels = [label.text() for label in dialog.findChildren(QLabel)]
    assert look_in in labels and file_type in labels, labels
    dialog.deleteLater()


def test_f1_and_the_why_link_open_the_entry_they_name(window: MainWindow, qtbot: Any) -> None:
    reference = window.show_rules_reference()  # F1
    assert reference.tabs.currentIndex() == 0 and reference.keywords.currentItem().text() == "Flying"
    assert reference.current_text().startswith("Flying") and "flying or reach" in reference.current_text()
    window.show_rules_reference("305.2b")  # the "Why?" link of a refusal
    assert "CR 305.2b" in reference.current_text() and "one land each turn" in reference.current_text()
    reference.tabs.setCurrentIndex(0)
    window.show_rules_reference("305.2b")  # the same rule again, from the other tab
    assert reference.tabs.currentIndex() == 1 and "one land each turn" in reference.current_text()
    titles = [reference.rules.item(row).text() for row in range(reference.rules.count())]
    assert all(" — " in title and len(title) > 20 for title in titles), titles[:3]  # not bare numbers
    reference.close()


def test_the_why_link_goes_with_its_message(window: MainWindow, qtbot: Any) -> None:
    from mtgdesk.engine import IllegalAction

    table = window.start_game(_setup(seed=11), autosave=False)
    table.controller.refuse(IllegalAction("305.2b", "one_land_per_turn"))
    assert window.rule_button.isVisible()
    window.statusBar().showMessage("Something else")
    assert not window.rule_button.isVisible()
    table.controller.refuse(IllegalAction("305.2b", "one_land_per_turn"))
    assert window.rule_button.isVisible()
    window.statusBar().clearMessage()
    assert not window.rule_button.isVisible()


@pytest.mark.slow
def test_help_lists_every_option() -> None:
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    result = subprocess.run([sys.executable, "-m", "mtgdesk", "--help"], capture_output=True, text=True, cwd=root,
                            timeout=60)
    assert result.returncode == 0
    for option in ("--smoke", "--screenshot", "--lang", "--version", "check", "sim", "cards"):
        assert option in result.stdout, option


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_the_table_takes_the_shape_of_the_window(window: MainWindow, qtbot: Any, size: tuple[int, int]) -> None:
    from mtgdesk.ui.smoke import smoke_position

    table = window.start_saved(smoke_position(seed=5, min_turn=6, kinds=("blockers",)).saved, autosave=False,
                               frozen=True)
    window.resize(*size)
    qtbot.wait(50)
    viewport = table.view.viewport().size()
    scene = table.scene
    assert abs(scene.geometry.width / scene.geometry.height - viewport.width() / viewport.height()) < 0.02 \
        or scene.geometry.width == 1320.0
    visible = table.view.visible_scene_rect().adjusted(-1, -1, 1, 1)
    for item in scene.items_by_id.values():
        assert visible.contains(item.sceneBoundingRect().adjusted(6, 6, -6, -6)), item.state.card
    # Cards are drawn at the view's scale, pixel for pixel: as large as the window allows.
    assert scene.cache_scale == round(table.view.transform().m11(), 3)


def test_full_control_stops_at_every_priority(window: MainWindow, qtbot: Any) -> None:
    table = window.start_game(_setup(seed=11), autosave=False)
    window.full_control_action.setChecked(True)
    assert table.controller.full_control
    driver = TableDriver(table, qtbot, seat=0)
    steps = set()
    for _ in range(40):
        driver.wait()
        d = table.bridge.decision
        if d.kind.value == "priority":
            steps.add(table.bridge.game.step.value)
            assert "end_turn_button" in table.prompt.buttons
            assert "Passes through" in table.prompt.buttons["end_turn_button"].toolTip() or \
                table.bridge.game.step.value in ("end", "cleanup")
        if len(steps) >= 4:
            break
        driver.play_one()
    assert {"upkeep", "draw"} & steps  # steps the table passes through by itself otherwise


def test_a_search_shows_the_cards_to_click(qtbot: Any) -> None:
    from mtgdesk.engine import actions as A
    from mtgdesk.engine.decisions import DecisionKind

    table = _position_table(qtbot, {"battlefield": ["Forest", "Forest"], "hand": ["Rampant Growth"],
                                    "library": ["Plains", "Island"]})
    bridge = table.bridge

    def take(kind: type) -> None:
        action = next(a for a in bridge.legal_actions() if isinstance(a, kind))
        assert bridge.submit(action), action

    take(A.CastSpell)
    while bridge.decision.kind is DecisionKind.PAY:
        take(A.PayAuto)
    while bridge.decision.kind is DecisionKind.PRIORITY:
        take(A.PassPriority)
    assert bridge.decision.kind is DecisionKind.CHOICE and bridge.decision.question is Question.SEARCH
    choice = table.controller.prompts.extras["choice"]  # the zone panel, fanned over the table
    assert choice.isVisible()
    names = [entry.card.name for entry in choice.fan.cards]
    assert sorted(names) == ["Forest", "Island", "Plains"]  # one of each, as pictures
    assert "find_nothing_button" in table.prompt.buttons
    plains = choice.fan.cards[names.index("Plains")]
    choice.card_pointed.emit(plains.card)
    assert table.zoom.card is not None and table.zoom.card.name == "Plains"
    choice.card_clicked.emit(plains.id)
    assert any(bridge.name(i) == "Plains" for i in bridge.game.battlefield)


def test_the_card_under_the_pointer_shows_large_beside_it(window: MainWindow, qtbot: Any) -> None:
    from PySide6.QtCore import QPoint
    from PySide6.QtTest import QTest

    from mtgdesk.ui.smoke import smoke_position

    table = window.start_saved(smoke_position(seed=3, kinds=("stack",)).saved, autosave=False, frozen=True)
    driver = TableDriver(table, qtbot, seat=0)
    card = next(s for s in table.scene.snapshot.battlefield if s.card is not None and s.controller == 0)
    point = driver.card_point(card.id)
    QTest.mouseMove(table.view.viewport(), QPoint(2, 2))
    QTest.mouseMove(table.view.viewport(), point)
    zoom = table.view.pointer_zoom
    qtbot.waitUntil(zoom.isVisible, timeout=3000)
    assert zoom.state is not None and zoom.state.id == card.id
    assert not zoom.geometry().contains(point)  # beside the pointer, not under it
    assert table.view.viewport().rect().contains(zoom.geometry())
    on_table = table.scene.items_by_id[card.id].sceneBoundingRect().height() * table.view.transform().m11()
    assert zoom.height() > 2 * on_table  # large
    QTest.mouseMove(table.view.viewport(), QPoint(2, 2))
    qtbot.waitUntil(lambda: not zoom.isVisible(), timeout=3000)


def test_the_interface_scale_is_set_and_applied_at_the_next_start(window: MainWindow, qtbot: Any) -> None:
    from PySide6.QtWidgets import QSpinBox

    from mtgdesk.storage import Settings, load_settings, save_settings
    from mtgdesk.ui.app import apply_interface_scale
    from mtgdesk.ui.dialogs.dialogs import SettingsDialog

    dialog = SettingsDialog(window.settings, window)
    dialog.findChild(QSpinBox, "interface_scale_spin").setValue(150)
    dialog.apply()
    assert window.settings.interface_scale == 150
    save_settings(window.settings)
    assert load_settings().interface_scale == 150
    environ: dict[str, str] = {}
    apply_interface_scale(environ, load_settings().interface_scale)
    assert environ == {"QT_SCALE_FACTOR": "1.5"}
    mine = {"QT_SCALE_FACTOR": "2"}
    apply_interface_scale(mine, 150)  # the environment's own choice wins
    assert mine == {"QT_SCALE_FACTOR": "2"}
    plain: dict[str, str] = {}
    apply_interface_scale(plain, 100)
    assert plain == {}
    with pytest.raises(ValueError, match="interface_scale"):
        Settings.from_dict({"interface_scale": 400})
    dialog.deleteLater()
