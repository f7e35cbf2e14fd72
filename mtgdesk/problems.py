"""The one kind of error every user file gets: it names the file, the line and the problem."""
from __future__ import annotations


class FileProblem(ValueError):
    """A file (deck, scenario, card data, settings) that can't be used as it is."""

    def __init__(self, file: str, line: int | None, problem: str) -> None:
        self.file = file
        self.line = line
        self.problem = problem
        super().__init__(f"{file}:{line}: {problem}" if line else f"{file}: {problem}")
