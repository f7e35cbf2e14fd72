"""Import cycles inside mtgdesk (issue 30, "the engine untied").

Measured on the source by AST, so nothing is imported: every ``import`` and ``from ... import``
anywhere in a module counts, at its top or inside a function (a lazy import still ties the two
modules together), except those under ``if TYPE_CHECKING:``, which never run and only serve the
type checker. ``from package import name`` is an edge to ``package.name`` when that is a module of
the package, else to ``package`` (its ``__init__``). The packages a dotted module name passes
through are not counted as imported (Python runs their ``__init__`` first, but that makes no
cycle a reader must keep in their head). The modules and these edges make a graph whose
strongly connected components are the import cycles; the largest may hold at most
``MAX_CYCLE`` modules.

In the engine, an import written inside a function is kept only where a comment says why
(issue 30): on its line or on the comment line right above it.

``python tests/test_imports.py`` prints the components of more than one module, largest first.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE_DIR = ROOT / "mtgdesk"

#: The most modules one import cycle may hold (issue 30: "at most 4 modules").
MAX_CYCLE = 4


def module_names(package_dir: Path = PACKAGE_DIR) -> dict[str, Path]:
    """Every module of the package, dotted (a package by its own name), to its source file."""
    names: dict[str, Path] = {}
    for path in sorted(package_dir.rglob("*.py")):
        parts = list(path.relative_to(package_dir.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names[".".join(parts)] = path
    return names


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _import_nodes(tree: ast.AST) -> Iterable[ast.Import | ast.ImportFrom]:
    """The import statements that may run: all of them but those under ``if TYPE_CHECKING:``
    (its ``else:`` branch runs, so it counts)."""
    stack: list[ast.AST] = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
            continue
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            stack.extend(node.orelse)
            continue
        stack.extend(ast.iter_child_nodes(node))


def imports_of(source: str, module: str, known: Iterable[str], *, is_package: bool = False) -> set[str]:
    """The modules of ``known`` that ``source`` (module ``module``) imports at run time."""
    known = set(known)
    package = module if is_package else module.rpartition(".")[0]
    found: set[str] = set()
    for node in _import_nodes(ast.parse(source, filename=module)):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        else:
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, *([node.module] if node.module else [])])
            else:
                base = node.module or ""
            targets = [
                f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base
                for alias in node.names
            ]
        found.update(target for target in targets if target in known)
    found.discard(module)
    return found


def import_graph(package_dir: Path = PACKAGE_DIR) -> dict[str, set[str]]:
    """Each module of the package to the modules of the package it imports."""
    names = module_names(package_dir)
    return {
        name: imports_of(path.read_text(encoding="utf-8"), name, names, is_package=path.name == "__init__.py")
        for name, path in names.items()
    }


def cycles(graph: Mapping[str, Iterable[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module, largest first (Tarjan's
    algorithm, iterative: no recursion limit to meet)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work: list[tuple[str, list[str]]] = [(root, sorted(graph[root]))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, todo = work[-1]
            if todo:
                child = todo.pop()
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, sorted(graph.get(child, ()))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return sorted(found, key=lambda c: (-len(c), c))


def test_cycles_are_found() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a", "e"}, "e": {"d"}, "f": set()}
    assert cycles(graph) == [["a", "b", "c"], ["d", "e"]]


def test_imports_inside_functions_count_but_not_type_checking_ones() -> None:
    known = {"p", "p.a", "p.b", "p.c", "p.d", "p.e"}
    source = (
        "from typing import TYPE_CHECKING\n"
        "from . import a\n"
        "from .e import thing\n"
        "if TYPE_CHECKING:\n"
        "    from . import c\n"
        "else:\n"
        "    import p.d\n"
        "def later():\n"
        "    from .b import x\n"
    )
    assert imports_of(source, "p.m", known) == {"p.a", "p.b", "p.d", "p.e"}
    assert imports_of("from . import name\n", "p", known, is_package=True) == set()
    assert imports_of("from . import a\n", "p", known, is_package=True) == {"p.a"}


def test_the_graph_holds_the_engine() -> None:
    # Guards the test below against passing because the scan found nothing.
    graph = import_graph()
    assert "mtgdesk.engine.game" in graph
    assert graph["mtgdesk.engine.game"], "engine/game.py imports nothing of mtgdesk?"


def test_no_import_cycle_over_four_modules() -> None:
    found = cycles(import_graph())
    largest = found[0] if found else []
    assert len(largest) <= MAX_CYCLE, (
        f"an import cycle of {len(largest)} modules (at most {MAX_CYCLE}): {', '.join(largest)}"
    )


#: The pure layers, where every import inside a function must say why (ui/ and the command line
#: import late on purpose: what a window or a command needs is loaded when it is opened).
PURE = ("engine", "cards", "ai")


def lazy_imports(source: str) -> list[tuple[int, str]]:
    """The relative imports written inside a function of ``source`` (not under ``if
    TYPE_CHECKING:``), each with the line it is on and, unless a comment says why (on that
    line, or on a comment line right above it), the line's text; else "explained"."""
    lines = source.splitlines()
    tree = ast.parse(source)
    top = {id(node) for node in tree.body}
    found = []
    for node in _import_nodes(tree):
        if id(node) in top or not (isinstance(node, ast.ImportFrom) and node.level):
            continue
        line = lines[node.lineno - 1]
        above = lines[node.lineno - 2].strip() if node.lineno > 1 else ""
        explained = "#" in line or above.startswith("#")
        found.append((node.lineno, "explained" if explained else line.strip()))
    return sorted(found)


def test_an_import_inside_a_function_says_why() -> None:
    # Issue 30: "an import inside a function only where a comment says why".
    unexplained = [
        f"{path.relative_to(ROOT)}:{lineno}: {text}"
        for package in PURE for path in sorted((PACKAGE_DIR / package).rglob("*.py"))
        for lineno, text in lazy_imports(path.read_text(encoding="utf-8")) if text != "explained"
    ]
    assert not unexplained, "imports inside functions with no comment saying why:\n" + "\n".join(unexplained)


def test_the_lazy_import_scan_sees_them() -> None:
    # Guards the test above against passing because the scan finds nothing.
    source = (
        "from . import a\n"
        "def f():\n"
        "    from .b import x\n"
        "    # b imports this module\n"
        "    from .c import y\n"
        "    from .d import z  # d imports this module\n"
        "    import os\n"
    )
    assert lazy_imports(source) == [(3, "from .b import x"), (5, "explained"), (6, "explained")]


if __name__ == "__main__":
    graph = import_graph()
    for component in cycles(graph):
        print(len(component), " ".join(name.removeprefix("mtgdesk.") for name in component))
    sys.exit(0)
