"""The application (ui/app.py): the interface scale, applied at the next start."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.ui.main_window import MainWindow
from tests.ui.table_games import english_again  # noqa: F401 (a fixture: the language put back)

pytestmark = [pytest.mark.gui, pytest.mark.usefixtures("english_again")]


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
