"""The error every user file gets (problems.py): it names the file, the line and the problem."""
from __future__ import annotations

from mtgdesk.cards import CardDataError
from mtgdesk.problems import FileProblem


def test_a_file_problem_names_the_file_the_line_and_the_problem() -> None:
    problem = FileProblem("decks/mine.txt", 4, "unknown card 'Grizly Bears'")
    assert str(problem) == "decks/mine.txt:4: unknown card 'Grizly Bears'"
    assert (problem.file, problem.line, problem.problem) == ("decks/mine.txt", 4, "unknown card 'Grizly Bears'")
    assert str(FileProblem("settings.json", None, "not JSON")) == "settings.json: not JSON"
    assert isinstance(problem, ValueError) and issubclass(CardDataError, FileProblem)
