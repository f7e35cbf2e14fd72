"""The files the application ships (mtgdesk/resources.py): assets found by name, the shipped SVGs
valid for Qt's renderer and drawing something, generic mana symbols drawn, translations found by
language."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from mtgdesk import resources

pytestmark = pytest.mark.gui

REQUIRED_ASSETS = ["icon.svg", *(f"mana-{symbol}.svg" for symbol in resources.MANA_SYMBOLS)]


def _painted_pixels(renderer: QSvgRenderer, size: int = 64) -> int:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return sum(1 for x in range(size) for y in range(size) if image.pixelColor(x, y).alpha() > 0)


def test_required_assets_are_shipped() -> None:
    assert set(REQUIRED_ASSETS) <= set(resources.asset_names(".svg"))


@pytest.mark.parametrize("name", resources.asset_names(".svg"))
def test_svg_is_valid_and_draws(qapp, name: str) -> None:
    path = resources.asset_path(name)
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid(), f"{path} is not an SVG that Qt can render"
    assert not renderer.defaultSize().isEmpty()
    assert _painted_pixels(renderer) > 100


@pytest.mark.parametrize("symbol", [*(str(n) for n in range(21)), "{15}", *resources.MANA_SYMBOLS])
def test_mana_symbol_svg_is_valid(qapp, symbol: str) -> None:
    renderer = QSvgRenderer(QByteArray(resources.mana_symbol_svg(symbol)))
    assert renderer.isValid()
    assert _painted_pixels(renderer) > 100


@pytest.mark.parametrize("symbol", ["", "Q", "-1", "1.5", "²"])
def test_unknown_mana_symbol_is_refused(symbol: str) -> None:
    with pytest.raises(ValueError):
        resources.mana_symbol_svg(symbol)


def test_asset_path_and_bytes_agree() -> None:
    path = resources.asset_path("icon.svg")
    assert isinstance(path, Path) and path.is_file()
    assert resources.asset_bytes("icon.svg") == path.read_bytes()
    assert path.parent == resources.assets_dir()


@pytest.mark.parametrize("name", ["no-such.svg", "../pyproject.toml", "/etc/passwd"])
def test_bad_asset_names_are_refused(name: str) -> None:
    with pytest.raises((FileNotFoundError, ValueError)):
        resources.asset_path(name)


def test_missing_translations_are_not_an_error() -> None:
    directory = resources.translations_dir()
    assert directory.is_dir()
    assert all(path.suffix == ".qm" for path in resources.translation_files().values())
    assert resources.translation_file("xx") is None


def test_a_translation_is_found_by_a_locales_language() -> None:
    files = resources.translation_files()
    assert {"fr", "ru"} <= set(files)
    assert resources.translation_file("fr") == files["fr"]
    assert resources.translation_file("fr_CA") == files["fr"] and resources.translation_file("ru-RU") == files["ru"]
    assert all(path.name == f"mtgdesk_{language}.qm" for language, path in files.items())


def test_the_checkouts_own_directories_come_first() -> None:
    """An editable install of another checkout must not lend its files to this one."""
    checkout = Path(resources.__file__).resolve().parent.parent
    assert resources.assets_dir() == checkout / "assets"
    assert resources.translations_dir() == checkout / "translations"


def test_a_generic_mana_symbol_shows_its_number_smaller_from_ten() -> None:
    three, fifteen = resources.mana_symbol_svg("{3}").decode(), resources.mana_symbol_svg("15").decode()
    assert ">3</text>" in three and 'font-size="62"' in three
    assert ">15</text>" in fifteen and 'font-size="50"' in fifteen
    assert resources.mana_symbol_svg("{w}") == resources.asset_bytes("mana-W.svg")


def test_asset_names_list_only_data_files() -> None:
    names = resources.asset_names()
    assert names == sorted(names) and "icon.svg" in names
    assert not any(n.endswith(".py") for n in names)
    assert resources.asset_names(".svg") == [n for n in names if n.endswith(".svg")]
