"""The layers of ARCHITECTURE.md: imports only go down, and only ui/ touches Qt.

Checked on the source (by AST), so nothing is imported and a lazy import inside a function
counts as much as one at the top of a module.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE_DIR = ROOT / "mtgdesk"

#: Bottom to top: a layer may import the layers below it, never one above.
LAYERS = ("engine", "cards", "storage", "decks", "ai", "net", "ui")
#: Front ends built on the layers; no layer imports them.
TOOLS = ("scenario", "tutorial", "sim", "cli", "__main__")
#: Qt and what is built on it: only mtgdesk/ui may import these.
QT_MODULES = frozenset({"PySide6", "shiboken6", "pyqtgraph", "PyQt5", "PyQt6", "qtpy"})


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported_modules(path: Path) -> set[str]:
    """Every module the source file ``path`` imports."""
    return modules_imported_by(
        path.read_text(encoding="utf-8"), _module_name(path), is_package=path.name == "__init__.py"
    )


def modules_imported_by(source: str, module: str, *, is_package: bool = False) -> set[str]:
    """Every module ``source`` (module ``module``) imports, absolute and dotted.

    ``from a import b`` yields both a and a.b, since b may be a submodule.
    """
    tree = ast.parse(source, filename=module)
    package = module if is_package else module.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, *([node.module] if node.module else [])])
            else:
                base = node.module or ""
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names if alias.name != "*")
    return found


def _sources(subdir: str = "") -> list[Path]:
    return sorted((PACKAGE_DIR / subdir).rglob("*.py"))


def _layer_of(name: str) -> str | None:
    parts = name.split(".")
    if len(parts) >= 2 and parts[0] == "mtgdesk" and parts[1] in (*LAYERS, *TOOLS):
        return parts[1]
    return None


def _ids(paths: list[Path]) -> list[str]:
    return [str(path.relative_to(ROOT)) for path in paths]


def test_the_engine_exists() -> None:
    # Guards the scans below against passing because they found nothing.
    assert _sources("engine"), "no Python file under mtgdesk/engine"


NON_UI_SOURCES = [
    path for path in _sources() if "ui" not in path.relative_to(PACKAGE_DIR).parts[:1]
]


@pytest.mark.parametrize("path", NON_UI_SOURCES, ids=_ids(NON_UI_SOURCES))
def test_only_ui_imports_qt(path: Path) -> None:
    qt_imports = sorted(name for name in imported_modules(path) if name.split(".")[0] in QT_MODULES)
    assert not qt_imports, (
        f"{path.relative_to(ROOT)} imports {qt_imports}; Qt belongs in mtgdesk/ui"
    )


LAYER_SOURCES = [path for layer in LAYERS for path in _sources(layer)]


@pytest.mark.parametrize("path", LAYER_SOURCES, ids=_ids(LAYER_SOURCES))
def test_imports_only_go_down(path: Path) -> None:
    layer = path.relative_to(PACKAGE_DIR).parts[0]
    allowed = set(LAYERS[: LAYERS.index(layer) + 1])
    upward = sorted(
        name
        for name in imported_modules(path)
        if (target := _layer_of(name)) is not None and target not in allowed
    )
    assert not upward, f"{path.relative_to(ROOT)} (layer {layer}) imports {upward}, above it"


ENGINE_SOURCES = _sources("engine")


@pytest.mark.parametrize("path", ENGINE_SOURCES, ids=_ids(ENGINE_SOURCES))
def test_engine_imports_nothing_above_it(path: Path) -> None:
    above = set(LAYERS[1:]) | set(TOOLS)
    imported = sorted(name for name in imported_modules(path) if _layer_of(name) in above)
    assert not imported, f"{path.relative_to(ROOT)} imports {imported}; the engine stands alone"


def test_import_scan_resolves_relative_imports() -> None:
    source = (
        "from ..cards import x\n"
        "from . import mana\n"
        "from .. import ui\n"
        "def later():\n"
        "    import PySide6.QtCore\n"
    )
    found = modules_imported_by(source, "mtgdesk.engine.fake")
    assert {"mtgdesk.cards.x", "mtgdesk.engine.mana", "mtgdesk.ui", "PySide6.QtCore"} <= found
    assert modules_imported_by("from . import rules\n", "mtgdesk.engine", is_package=True) == {
        "mtgdesk.engine",
        "mtgdesk.engine.rules",
    }
