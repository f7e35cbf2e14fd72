"""Which lessons a person has finished (ui/tutorial/progress.py): ``lessons.json`` in the user's
data folder, written atomically; a file that can't be read is set aside and the progress starts
again, never a traceback."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from mtgdesk.ui.tutorial.progress import MAX_BYTES, finished_lessons, mark_finished, progress_path


def test_a_bad_progress_file_is_set_aside(mtgdesk_home: Path) -> None:

    path = progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    assert finished_lessons() == set()
    assert list(path.parent.glob("lessons.json.bad-*"))
    assert mark_finished("03_attacking_and_blocking") == {"03_attacking_and_blocking"}


def test_the_lessons_finished_are_kept_sorted_in_the_user_s_data_folder(mtgdesk_home: Path) -> None:
    assert finished_lessons() == set()  # no file yet: nothing finished
    assert mark_finished("02_creatures") == {"02_creatures"}
    assert mark_finished("01_lands_and_mana") == {"01_lands_and_mana", "02_creatures"}
    assert mark_finished("02_creatures") == {"01_lands_and_mana", "02_creatures"}  # once each
    path = progress_path()
    assert path.is_relative_to(mtgdesk_home) and path.name == "lessons.json"
    assert json.loads(path.read_text(encoding="utf-8")) == {"done": ["01_lands_and_mana", "02_creatures"]}
    assert not [p for p in path.parent.iterdir() if p != path]  # no temporary file left beside it


@pytest.mark.parametrize("content", [
    '{"done": "01_lands_and_mana"}',  # not a list
    '{"done": [1, 2]}',  # not lesson keys
    '["01_lands_and_mana"]',  # not an object
    '{"done": ["' + "x" * 300 + '"]}',  # a key far too long
    " " * (MAX_BYTES + 1),  # too large to be a progress file
])
def test_a_file_of_the_wrong_shape_is_set_aside_and_counts_as_none(tmp_path: Path, content: str) -> None:
    path = tmp_path / "lessons.json"
    path.write_text(content, encoding="utf-8")
    assert finished_lessons(path) == set()
    assert not path.exists() and len(list(tmp_path.glob("lessons.json.bad-*"))) == 1
    assert mark_finished("07_keywords", path) == {"07_keywords"}
