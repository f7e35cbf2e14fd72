"""Saved network games (``mtgdesk.net.saved``): a game kept to resume later is read back, and a
bad file is a clear error naming the file and the problem, never a traceback."""
from __future__ import annotations

import json

import pytest

from mtgdesk.net.saved import SavedGameError, load_saved


def test_a_bad_saved_game_is_a_clear_error_naming_the_file(tmp_path) -> None:
    bad = tmp_path / "x.json"
    bad.write_text("{nope")
    with pytest.raises(SavedGameError, match="x.json: not a saved network game"):
        load_saved(bad)
    bad.write_text(json.dumps({"format": "mtgdesk-net-game", "seed": 1}))
    with pytest.raises(SavedGameError, match="'salt' is missing or wrong"):
        load_saved(bad)
    with pytest.raises(SavedGameError, match="can't be read"):
        load_saved(tmp_path / "missing.json")
