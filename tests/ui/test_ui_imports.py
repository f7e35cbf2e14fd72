"""No import circle among the modules of ``mtgdesk/ui`` (issue 30, item 3).

The import graph is the package's (``tests/test_imports.py``: read from the source by ``ast``,
imports inside functions included, those under ``if TYPE_CHECKING:`` left out), kept to ui/'s
modules and the imports between them.
"""
from __future__ import annotations

from tests.test_imports import cycles, import_graph


def ui_graph() -> dict[str, set[str]]:
    """Each module of ``mtgdesk.ui`` to the modules of ``mtgdesk.ui`` it imports."""
    def inside(name: str) -> bool:
        return name == "mtgdesk.ui" or name.startswith("mtgdesk.ui.")

    return {name: {m for m in imported if inside(m)} for name, imported in import_graph().items() if inside(name)}


def test_ui_has_no_import_circle() -> None:
    graph = ui_graph()
    assert len(graph) > 50, "the ui modules were not found"
    assert "mtgdesk.ui.table.bridge" in graph["mtgdesk.ui.table.session"]
    assert cycles(graph) == []


def test_a_circle_in_ui_would_be_found() -> None:
    # Guards the test above against passing because the graph lost its edges.
    graph = ui_graph()
    graph["mtgdesk.ui.table.bridge"] = graph["mtgdesk.ui.table.bridge"] | {"mtgdesk.ui.table.session"}
    assert ["mtgdesk.ui.table.bridge", "mtgdesk.ui.table.session"] in cycles(graph)
