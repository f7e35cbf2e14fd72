"""The lessons of Help ▸ Learn to play (issue 33): every shipped lesson plays by its expected
moves (``mtgdesk tutorial --check``), and a malformed lesson is refused naming its file and line."""
from __future__ import annotations

from pathlib import Path

import pytest

from mtgdesk.cli import main
from mtgdesk.tutorial import LessonError, check_all, lesson_files, load_lesson, parse_lesson
from mtgdesk.tutorial.play import plan

GOOD = '''title = "T"
goal = "G"

[setup]
active = "A"

[A]
hand = ["Forest"]
library = ["Forest"]

[[lesson]]
say = "Play it."
look = "Forest"
do = "A: play Forest"
hint = "The Forest."
rule = "305.1"
expect = ["A battlefield has Forest"]
'''


def test_the_check_passes_every_shipped_lesson(capsys: pytest.CaptureFixture[str]) -> None:
    files = lesson_files()
    assert 8 <= len(files) <= 10
    assert main(["tutorial", "--check"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert out == [f"{len(files)} passed, 0 failed"]


def test_a_lesson_whose_move_fails_is_a_line_and_a_non_zero_exit(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "good.toml").write_text(GOOD, encoding="utf-8")
    bad = GOOD.replace('expect = ["A battlefield has Forest"]', 'expect = ["A battlefield has 2 Forest"]')
    (tmp_path / "bad.toml").write_text(bad, encoding="utf-8")
    assert main(["tutorial", "--check", str(tmp_path)]) == 1
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 2
    assert "bad.toml:11: step 1: expected 'A battlefield has 2 Forest'" in out[0]
    assert out[1] == "1 passed, 1 failed"


def test_a_learner_move_the_rules_refuse_fails_the_check(tmp_path: Path) -> None:
    path = tmp_path / "refused.toml"
    path.write_text(GOOD.replace('active = "A"', 'active = "A"\nstep = "attackers"'), encoding="utf-8")
    lines, passed, failed = check_all([path])
    assert (passed, failed) == (0, 1)
    assert "can't be carried out" in lines[0] and "305" in lines[0]


@pytest.mark.parametrize(("change", "line", "words"), [
    (('hint = "The Forest."', 'hint = "The Forest."\ncolour = "red"'), 16, "unknown key 'colour'"),
    (('rule = "305.1"', 'rule = "three"'), 16, "rule must be a rule number"),
    (('do = "A: play Forest"\nhint = "The Forest."', 'do = "B: pass"\nhint = "The Forest."'), 15,
     "a hint goes with the learner's move"),
    (('say = "Play it."\n', ''), 13, "needs a say"),
    (('expect = ["A battlefield has Forest"]', ''), 11, "the last step needs an expect"),
    (('look = "Forest"', 'look = "A deck"'), 13, "unknown zone 'deck'"),
    (('goal = "G"', 'goal = 3'), 2, "needs a goal"),
    (('hand = ["Forest"]', 'hand = ["Forrest"]'), 8, "Forrest"),
])
def test_a_malformed_lesson_names_file_and_line(change: tuple[str, str], line: int, words: str) -> None:
    text = GOOD.replace(*change)
    assert text != GOOD
    with pytest.raises(LessonError) as info:
        lesson = parse_lesson(text, "lesson.toml")
        from mtgdesk.tutorial import check_lesson
        failures = check_lesson(lesson)
        raise LessonError(failures[0].lesson, failures[0].line, failures[0].problem)
    assert info.value.file == "lesson.toml"
    assert info.value.line == line, str(info.value)
    assert words in str(info.value)


def test_a_lesson_that_is_not_toml_names_its_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "broken.toml"
    path.write_text(GOOD.replace('do = "A: play Forest"', 'do = "A: play Forest'), encoding="utf-8")
    assert main(["tutorial", "--check", str(path)]) == 1
    out = capsys.readouterr().out.strip().splitlines()
    assert out[0].startswith(f"{path}:14") and out[-1] == "0 passed, 1 failed"


def test_scenario_steps_are_refused_in_a_lesson() -> None:
    with pytest.raises(LessonError, match="not \\[\\[step\\]\\]"):
        parse_lesson(GOOD + '\n[[step]]\ndo = "A: pass"\n', "lesson.toml")


def test_the_plan_of_a_move_is_the_engine_actions_the_runner_takes() -> None:
    """The table submits these one by one: for a cast, the spell, its target and its payment
    (CR 601.2a-h), which leave the game where the scenario runner leaves it."""
    lesson = load_lesson(lesson_files()[3])  # instants and the stack
    from mtgdesk.scenario.setup import build_game

    game = build_game(lesson.scenario)
    actions = plan(game, "B: cast Shock targeting Grizzly Bears")
    assert [type(a).__name__ for a in actions][:2] == ["CastSpell", "ChooseTargets"]
    assert game.stack == [] or not game.stack  # planning leaves the game as it was
    for action in actions:
        game.apply(action)
    assert len(game.stack) == 1


def test_every_step_a_learner_makes_has_a_hint_and_every_lesson_teaches_rules() -> None:
    for path in lesson_files():
        lesson = load_lesson(path)
        mine = [st for st in lesson.steps if st.mine]
        assert mine, f"{path.name}: the learner makes no move"
        assert all(st.hint for st in mine), f"{path.name}: a move without a hint"
        assert all(st.rule for st in lesson.steps if st.say), f"{path.name}: a step shown without its rule"


@pytest.mark.parametrize("language", ["fr", "ru"])
def test_every_lesson_text_has_a_translation(language: str) -> None:
    """Lesson texts are English in the files and translated through Qt (context "lessons")."""
    import xml.etree.ElementTree as ET

    root = Path(__file__).resolve().parents[2]
    ts = ET.parse(root / "translations" / f"mtgdesk_{language}.ts").getroot()
    done = {}
    for context in ts.iter("context"):
        if context.findtext("name") == "lessons":
            for message in context.iter("message"):
                tr = message.find("translation")
                if tr is not None and tr.get("type") is None and tr.text:
                    done[message.findtext("source")] = tr.text
    for path in lesson_files():
        for text in load_lesson(path).texts():
            assert text in done, f"{path.name}: no {language} translation of {text!r}"
            assert done[text] != text or len(text) < 8, f"{path.name}: {text!r} left in English"
