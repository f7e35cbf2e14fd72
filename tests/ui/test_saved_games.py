"""Games as data in the window: the record written after each decision, the saved games list,
Continue, Save as / Open, undo against the computer, replays with plots, position as scenario."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from mtgdesk.ai.random_player import RandomPlayer
from mtgdesk.decks.precons import precons
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import DecisionKind
from mtgdesk.storage.records import GameRecord, RecordWriter, read_record, records_dir
from mtgdesk.ui.main_window import MainWindow
from mtgdesk.ui.table.session import COMPUTER, HUMAN, GameSetup

pytestmark = pytest.mark.gui


def setup(seed: int, seats: list[str] | None = None) -> GameSetup:
    decks = precons()[:2]
    return GameSetup(decks=[[c.name for c in d.cards()] for d in decks], deck_names=[d.name for d in decks],
                     seats=seats or [HUMAN, COMPUTER], names=["Ann", "Computer"], seed=seed)


def play_until_land(window: MainWindow, qtbot: Any, lands: int = 1) -> None:
    """Answer the person's decisions by hand (keep, pass) until they have played ``lands`` lands."""
    window.table.controller.automatic = False
    played = 0
    for _ in range(400):
        bridge = window.session.bridge
        qtbot.waitUntil(lambda: window.session.bridge.decision.player == 0 or window.session.bridge.over,
                        timeout=20000)
        legal = bridge.legal_actions()
        land = next((a for a in legal if isinstance(a, A.PlayLand)), None)
        action = land or next((a for a in legal if isinstance(a, (A.Keep, A.PassPriority, A.FinishAttackers,
                                                                    A.FinishBlockers))), legal[0])
        bridge.submit(action)
        if land is not None:
            played += 1
            if played == lands:
                return
    raise AssertionError("no land played")


def test_the_record_is_written_after_every_decision_and_listed(window: MainWindow, qtbot: Any) -> None:
    window.start_game(setup(3))
    play_until_land(window, qtbot)
    record = window.records.keeper.record
    on_disk = read_record(record.path)
    assert record.path.parent == records_dir()
    assert len(on_disk.actions) == len(window.session.bridge.history)
    assert on_disk.actions[-1]["type"] == "PlayLand"
    assert on_disk.replay()[0].state() == window.session.game.state()
    # Back on the start page: the game is in the list, in progress, and Continue offers it.
    window.show_start_page()
    panel = window.records.panel
    qtbot.waitUntil(lambda: panel.model.rowCount() == 1 and panel.isVisible())
    model = panel.model
    texts = [model.data(model.index(0, c)) for c in range(5)]
    assert texts[2] == "Computer (easy, balanced)" and texts[4] == "In progress" and texts[3] == str(on_disk.turn)
    assert "against" in texts[1] and window.continue_button.isVisible()
    # A new game never destroys it: both are listed.
    window.start_game(setup(4))
    window.show_start_page()
    qtbot.waitUntil(lambda: panel.model.rowCount() == 2)
    # Continue: the last game played, at the same decision.
    window.continue_game()
    assert window.session is not None and window.records.keeper.record.id == panel.model.records[0].id


def test_undo_goes_back_to_the_previous_decision_and_says_so(window: MainWindow, qtbot: Any) -> None:
    window.start_game(setup(3))
    play_until_land(window, qtbot)
    before = list(window.session.bridge.history)
    record = window.records.keeper.record
    assert window.records.undo_action.isEnabled()
    window.records.undo_action.trigger()
    history = list(window.session.bridge.history)
    assert history == before[:len(history)] and len(history) < len(before)
    assert isinstance(before[len(history)], A.PlayLand)  # exactly back to that decision
    assert window.session.game.decision.player == 0
    assert any(isinstance(a, A.PlayLand) for a in window.session.bridge.legal_actions())
    assert "takes back the last decision" in window.table.log_model.entries()[-1].text
    on_disk = json.loads(record.path.read_text(encoding="utf-8"))
    assert len(on_disk["actions"]) == len(history) and on_disk["undos"][-1][:2] == [len(history),
                                                                                     len(before) - len(history)]
    # The game goes on from there, and the same land can be played again.
    land = next(a for a in window.session.bridge.legal_actions() if isinstance(a, A.PlayLand))
    window.session.bridge.submit(land)
    assert len(read_record(record.path).actions) == len(history) + 1


def test_hot_seat_undo_asks_the_other_player(window: MainWindow, qtbot: Any) -> None:
    window.start_game(setup(3, seats=[HUMAN, HUMAN]))
    window.table.controller.automatic = False
    bridge = window.session.bridge
    for _ in range(50):
        legal = bridge.legal_actions()
        if bridge.decision.kind is DecisionKind.MULLIGAN:
            bridge.submit(next(a for a in legal if isinstance(a, A.Keep)))
        else:
            break
    before = len(bridge.history)
    assert window.records.undo() is False  # asked first
    box = window.records.undo_question
    assert box.isVisible() and "agree" in box.text()
    box.accept()
    qtbot.waitUntil(lambda: window.session.bridge is not bridge)
    assert len(window.session.bridge.history) < before


def finished_record(seed: int = 6) -> GameRecord:
    decks = precons()[:2]
    record = GameRecord(seed=seed, decks=[[c.name for c in d.cards()] for d in decks],
                        deck_names=[d.name for d in decks], player_names=["Ann", "Computer"])
    game = record.new_game()
    writer = RecordWriter(record, game, write=False)
    n = 0
    while not game.over and n < 5000:
        d = game.decision
        action = RandomPlayer(seed + n).choose(game.view(d.player), d)
        game.apply(action)
        writer.applied(action, game)
        n += 1
    assert game.over
    return record


def test_save_as_export_and_open(window: MainWindow, qtbot: Any, tmp_path: Path) -> None:
    window.start_game(setup(3))
    play_until_land(window, qtbot)
    history = list(window.session.bridge.history)
    path = tmp_path / "mine.json"
    assert window.records.save_as(path)
    assert read_record(path).actions == window.records.keeper.record.actions
    window.show_start_page()
    window.records.open_file(path)  # unfinished: played on, as a copy in the saved games
    assert window.session.bridge.history == history
    assert window.records.keeper.record.path.parent == records_dir() and path.exists()
    record = finished_record(7)
    replay = window.records.watch(record)
    qtbot.addWidget(replay)
    exported = tmp_path / "replay.json"
    assert replay.export(exported)
    opened = window.records.open_file(exported)  # finished: watched
    assert opened is not None and window.records.replay_window.record is opened
    window.records.replay_window.close()


def test_a_bad_record_is_set_aside_and_named(mtgdesk_home: Path, qtbot: Any) -> None:
    from mtgdesk.storage import Settings

    directory = mtgdesk_home / "data" / "games"
    directory.mkdir(parents=True)
    (directory / "broken.json").write_text('{"format": "mtgdesk-game", "version": 99}', encoding="utf-8")
    window = MainWindow(settings=Settings(animation_speed=0, game_speed="instant"))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.records.loaded)
    dialog = window.records.problems_dialog
    assert dialog.isVisible()
    assert not (directory / "broken.json").exists() and list(directory.glob("broken.json.bad-*"))


def test_save_position_as_scenario(window: MainWindow, qtbot: Any, tmp_path: Path) -> None:
    from mtgdesk.scenario.loader import load_scenario
    from mtgdesk.scenario.runner import run_scenario

    window.start_game(setup(3))
    play_until_land(window, qtbot)
    path = tmp_path / "bug.toml"
    assert window.records.scenario_action.isEnabled()
    assert window.records.save_scenario(path)
    assert run_scenario(load_scenario(path)) == []


def test_a_position_refused_as_a_scenario_is_told_in_the_interface_s_language(qapp: Any) -> None:
    """The exporter refuses with an id and its values (``PositionRefused``); the words are the
    interface's, plural forms included."""
    from mtgdesk.ui.common.language import LanguageManager
    from mtgdesk.ui.games.saved_games import POSITION_REFUSALS, position_refusal_text

    language = LanguageManager()
    args = {"player": "B", "zone": "graveyard", "size": 201, "limit": 200}
    try:
        told = {}
        for code in ("en", "fr", "ru"):
            assert language.set_language(code)
            told[code] = (position_refusal_text("zone_size", args), position_refusal_text("mana_pool", {"player": "A"}),
                          position_refusal_text("stack", {}))
    finally:
        language.set_language("en")
    assert told["en"][0] == "Player B's graveyard holds 201 cards; a scenario holds at most 200 objects in a zone."
    assert told["fr"][0] == "Le cimetière du joueur B contient 201 cartes ; un scénario contient au plus 200 objets par zone."
    assert told["ru"][0] == "На кладбище игрока B 201 карта; сценарий вмещает не больше 200 объектов в зоне."
    assert told["en"][1] == "Player A has mana in their pool, which a scenario can't hold."
    assert "A" in told["fr"][1] and "A" in told["ru"][1]
    assert len({told[c][2] for c in told}) == 3 and told["en"][2] == POSITION_REFUSALS["stack"]


def test_statistics_over_the_records(window: MainWindow, qtbot: Any) -> None:
    for seed, winner, level in ((1, 0, "hard"), (2, 0, "easy"), (3, 1, "hard")):
        record = GameRecord(seed=seed, decks=[["Forest"] * 60, ["Island"] * 60], deck_names=["Green", "Blue"],
                            state="over", winner=winner, id=f"g{seed}", levels=["", level])
        record.write()
    unfinished = GameRecord(seed=4, decks=[["Forest"] * 60, ["Island"] * 60], deck_names=["Green", "Blue"], id="g4")
    unfinished.write()
    dialog = window.records.show_statistics()
    assert dialog.rows("deck") == [("Green", 2, 1, 0)]
    table = dialog.by_deck
    assert [table.item(0, c).text() for c in range(4)] == ["Green", "2", "1", "0"]
    assert dialog.by_opponent.item(0, 0).text() == "Computer"
    # By the computer's level, which each record keeps.
    assert dialog.rows("level") == [("easy", 1, 0, 0), ("hard", 1, 1, 0)]  # in the order of the levels
    assert [dialog.by_level.item(r, 0).text() for r in range(2)] == ["Easy", "Hard"]


def test_a_game_keeps_the_computers_level_when_continued(window: MainWindow, qtbot: Any) -> None:
    from mtgdesk.ai.basic import BasicPlayer
    from mtgdesk.ai.search import SearchPlayer

    window.settings.computer_level = "medium"
    window.start_game(setup(3))
    record = read_record(window.records.keeper.record.path)
    assert record.levels == ["", "medium"]
    assert isinstance(window.session.computers[1], SearchPlayer)
    # Another game at the easy level since: continuing this one still plays it at medium.
    window.settings.computer_level = "easy"
    window.show_start_page()
    window.records.play(record)
    assert isinstance(window.session.computers[1], SearchPlayer)
    assert read_record(record.path).levels == ["", "medium"]
    window.start_game(setup(4))
    assert isinstance(window.session.computers[1], BasicPlayer)
