"""The prompt bar (ui/table/prompt_bar.py): a prompt that fits, and none the player can't act on."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.ui.main_window import MainWindow
from mtgdesk.ui.table.prompt_bar import PromptButton
from tests.ui.table_driver import TableDriver
from tests.ui.table_games import (
    english_again,  # noqa: F401 (a fixture: the language put back)
    _setup,
)

pytestmark = [pytest.mark.gui, pytest.mark.usefixtures("english_again")]


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
