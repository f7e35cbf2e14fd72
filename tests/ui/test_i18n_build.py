"""Building the translations (ui/common/i18n_build.py): the strings defined as data written for
lupdate, the lessons' texts and the plural strings gathered, a .ts file read. (That the committed
.ts and .qm files are complete and up to date, which runs lupdate, is in test_translations.py.)"""
from __future__ import annotations

from pathlib import Path

import pytest

from mtgdesk.ui.common import i18n_build


def test_the_generated_strings_are_python_with_cards_decks_lessons_and_qt_s_gaps() -> None:
    source = i18n_build.strings_source()
    compile(source, "i18n_strings.py", "exec")  # lupdate reads it as Python
    assert "QCoreApplication.translate('cards', 'Grizzly Bears')" in source
    assert "QCoreApplication.translate('types', 'Creature')" in source
    assert "QCoreApplication.translate('QFileDialog', '&Look in:')" in source
    assert "QCoreApplication.translate('refusals', 'Choose %n target(s)', None, 1)" in source  # a plural
    assert "QCoreApplication.translate('lessons', 'Lands and mana')" in source


def test_the_lesson_texts_are_gathered_once_each_with_their_spaces_made_single(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "01_a.toml").write_text('title = "First"\ngoal = "Win  the\\n game"\n'
                                        '[[lesson]]\nsay = "Click it"\nhint = "  "\n'
                                        '[[lesson]]\nsay = "Click it"\nhint = "Not that one"\n', encoding="utf-8")
    (tmp_path / "02_b.toml").write_text('title = "Second"\n', encoding="utf-8")
    (tmp_path / "notes.txt").write_text('title = "not a lesson"\n', encoding="utf-8")
    monkeypatch.setattr(i18n_build, "LESSONS", tmp_path)
    assert i18n_build.lesson_strings() == ["First", "Win the game", "Click it", "Not that one", "Second"]


def test_the_plural_strings_marked_for_later_translation_are_found(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "a.py").write_text(
        'X = QT_TRANSLATE_NOOP("refusals", "Choose %n card(s)")\n'
        'Y = QT_TRANSLATE_NOOP("refusals", "No count here")\n'
        'Z = QCoreApplication.translate(\n    "log", "%1 draws %n card(s) \\"now\\"", None, n)\n', encoding="utf-8")
    monkeypatch.setattr(i18n_build, "UI", tmp_path)
    assert i18n_build.noop_plural_strings() == [("refusals", "Choose %n card(s)"),
                                                ("log", '%1 draws %n card(s) "now"')]


def test_a_ts_file_is_read_with_each_message_s_state(tmp_path: Path) -> None:
    ts = tmp_path / "mtgdesk_fr.ts"
    ts.write_text("""<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS><TS version="2.1" language="fr_FR">
<context><name>cards</name>
  <message><source>Grizzly Bears</source><translation>Grizzlis</translation></message>
  <message><source>Grizzly Bears</source><comment>acc</comment>
    <translation type="unfinished"></translation></message>
</context>
<context><name>menu</name>
  <message><source>&amp;Game</source><translation type="vanished">&amp;Partie</translation></message>
</context>
</TS>""", encoding="utf-8")
    assert i18n_build.messages(ts) == {("cards", "Grizzly Bears", ""): "finished",
                                       ("cards", "Grizzly Bears", "acc"): "unfinished",
                                       ("menu", "&Game", ""): "vanished"}


def test_the_committed_generated_file_is_the_one_the_build_would_write() -> None:
    assert i18n_build.STRINGS.read_text(encoding="utf-8") == i18n_build.strings_source()
