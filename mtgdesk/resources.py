"""Files the application ships: SVG symbols, icons and compiled translations.

Pure Python (no Qt), so any layer may ask where a file is. Everything is read through
``importlib.resources`` from the packages ``mtgdesk.assets`` and ``mtgdesk.translations``, which
setup.py maps onto the top-level ``assets/`` and ``translations/`` directories. That works for an
installed wheel, an editable install and a PyInstaller bundle. A bare checkout on ``sys.path``
(no install at all) has no such packages; then the directories are taken from beside the package.

>>> asset_path("icon.svg").name
'icon.svg'
>>> mana_symbol_svg("3").startswith(b"<svg")
True
"""

from __future__ import annotations

import importlib.resources
from importlib.resources.abc import Traversable
from pathlib import Path, PurePosixPath

__all__ = [
    "MANA_SYMBOLS",
    "asset_bytes",
    "asset_names",
    "asset_path",
    "assets_dir",
    "mana_symbol_svg",
    "translation_file",
    "translation_files",
    "translations_dir",
]

#: Symbols drawn by hand in ``assets/mana-<symbol>.svg``; generic costs are generated.
MANA_SYMBOLS = ("W", "U", "B", "R", "G", "C", "X", "T")

_PACKAGE_DIR = Path(__file__).resolve().parent
_ASSETS_PACKAGE = "mtgdesk.assets"
_TRANSLATIONS_PACKAGE = "mtgdesk.translations"
_TRANSLATION_PREFIX = "mtgdesk_"


def _root(package: str, dirname: str) -> Traversable:
    """The resource root of ``package``, or the directory ``dirname`` of a bare checkout.

    Imported from a source checkout (its ``pyproject.toml`` beside the package), the checkout's
    own directory wins: an editable install of another checkout of the project must not lend
    its assets or translations to this one."""
    checkout = _PACKAGE_DIR.parent
    if (checkout / "pyproject.toml").is_file() and (checkout / dirname).is_dir():
        return checkout / dirname
    try:
        return importlib.resources.files(package)
    except ModuleNotFoundError:
        pass
    # mtgdesk/<dirname> inside a bundle that ships data without the package's module;
    # <checkout>/<dirname> when the checkout itself is on sys.path.
    for candidate in (_PACKAGE_DIR / dirname, _PACKAGE_DIR.parent / dirname):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(
        f"mtgdesk: cannot find the {dirname!r} directory ({package} is not installed)"
    )


def _as_path(resource: Traversable) -> Path:
    """A real file system path for a resource (mtgdesk is never installed zipped)."""
    if isinstance(resource, Path):
        return resource
    raise RuntimeError(f"mtgdesk: resource {resource!r} is not on the file system")


def _child(root: Traversable, name: str) -> Traversable:
    """``root / name`` for a relative, forward-slash name that stays inside ``root``."""
    parts = PurePosixPath(name).parts
    if not parts or PurePosixPath(name).is_absolute() or ".." in parts:
        raise ValueError(f"mtgdesk: bad resource name {name!r}")
    return root.joinpath(*parts)


def assets_dir() -> Path:
    """The directory holding the shipped assets."""
    return _as_path(_root(_ASSETS_PACKAGE, "assets"))


def asset_path(name: str) -> Path:
    """The path of asset ``name`` (e.g. ``"mana-W.svg"``); FileNotFoundError if it is absent."""
    resource = _child(_root(_ASSETS_PACKAGE, "assets"), name)
    if not resource.is_file():
        raise FileNotFoundError(f"mtgdesk: no asset named {name!r}")
    return _as_path(resource)


def asset_bytes(name: str) -> bytes:
    """The contents of asset ``name``."""
    return _child(_root(_ASSETS_PACKAGE, "assets"), name).read_bytes()


def asset_names(suffix: str = "") -> list[str]:
    """Sorted names of the shipped assets, optionally only those ending with ``suffix``."""
    root = _root(_ASSETS_PACKAGE, "assets")
    return sorted(
        item.name
        for item in root.iterdir()
        if item.is_file() and item.name.endswith(suffix) and not item.name.endswith(".py")
    )


def translations_dir() -> Path:
    """The directory holding compiled translations (``mtgdesk_<lang>.qm``); it may hold none."""
    return _as_path(_root(_TRANSLATIONS_PACKAGE, "translations"))


def translation_files() -> dict[str, Path]:
    """Compiled translations by language code, e.g. ``{"fr": .../mtgdesk_fr.qm}``."""
    found: dict[str, Path] = {}
    for path in sorted(translations_dir().glob(f"{_TRANSLATION_PREFIX}*.qm")):
        found[path.stem.removeprefix(_TRANSLATION_PREFIX)] = path
    return found


def translation_file(language: str) -> Path | None:
    """The compiled translation for ``language`` ("fr", "ru_RU" → "ru"), or None if not shipped."""
    files = translation_files()
    return files.get(language) or files.get(language.split("_")[0].split("-")[0])


# Generic mana symbols ({0}..{20}, or any number) are drawn at run time in the style of the
# hand-made ones, rather than shipping twenty-one near-identical files.
_GENERIC_SVG = """\
<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" \
width="100" height="100" viewBox="0 0 100 100">
  <circle cx="50" cy="50" r="48" fill="#cac5c0" stroke="#2b2b2b" stroke-width="3"/>
  <text x="50" y="{baseline}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" \
font-size="{size}" text-anchor="middle" fill="#1a1a1a">{number}</text>
</svg>
"""


def mana_symbol_svg(symbol: str) -> bytes:
    """SVG for a mana (or tap) symbol: a shipped file for W U B R G C X T, drawn for a number."""
    symbol = symbol.strip("{}").upper()
    if symbol in MANA_SYMBOLS:
        return asset_bytes(f"mana-{symbol}.svg")
    if symbol.isascii() and symbol.isdigit():
        number = int(symbol)
        size = 62 if number < 10 else 50
        baseline = 50 + size * 0.36
        return _GENERIC_SVG.format(number=number, size=size, baseline=f"{baseline:.0f}").encode()
    raise ValueError(f"mtgdesk: no mana symbol {symbol!r}")
