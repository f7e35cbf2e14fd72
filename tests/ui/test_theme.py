"""Issue 32, item 2: light and dark themes, chosen in Settings (or the system's), applied at once
to every open window; in both, every text a person reads stands out from what is drawn behind it
(a WCAG contrast of 4.5 at least, measured on the pixels drawn)."""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QImage, QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QTextEdit,
    QWidget,
)

from mtgdesk.storage import Settings
from mtgdesk.storage.settings import THEMES, SettingsError
from mtgdesk.ui.common import theme

pytestmark = pytest.mark.gui

#: The smallest contrast of text against its background (WCAG 2, level AA, normal text).
AA = 4.5


@pytest.fixture(autouse=True)
def restore_theme(qapp: Any) -> Iterator[None]:
    """The application's style and palette as they were, for the tests that follow."""
    style, palette = qapp.style().name(), QPalette(qapp.palette())
    yield
    qapp.setStyle(style)
    qapp.setPalette(palette)
    theme.manager().choice, theme.manager().name = "system", "light"


def _luminance(rgb: np.ndarray) -> np.ndarray:
    c = rgb / 255.0
    c = np.where(c <= 0.03928, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
    return 0.2126 * c[..., 0] + 0.7152 * c[..., 1] + 0.0722 * c[..., 2]


def _pixels(window: QWidget) -> tuple[np.ndarray, float]:
    image = window.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    height, width = image.height(), image.width()
    data = np.frombuffer(image.constBits(), dtype=np.uint32, count=image.bytesPerLine() // 4 * height)
    return data.reshape(height, image.bytesPerLine() // 4)[:, :width].copy(), image.devicePixelRatio()


def text_contrast(pixels: np.ndarray) -> float:
    """The contrast ratio between the most common colour of ``pixels`` (the background) and the
    colour of the text: the most different colour drawn, five pixels of it at least
    (antialiased glyphs have few pixels of any one colour) — as tests/ui/test_number_input.py."""
    values, counts = np.unique(pixels.ravel(), return_counts=True)
    background = values[np.argmax(counts)]
    rgb = np.stack([(values >> 16) & 255, (values >> 8) & 255, values & 255], axis=-1).astype(float)
    back = np.array([(background >> 16) & 255, (background >> 8) & 255, background & 255], dtype=float)
    lt, lb = _luminance(rgb), _luminance(back)
    ratios = (np.maximum(lt, lb) + 0.05) / (np.minimum(lt, lb) + 0.05)
    order = np.argsort(-ratios)
    seen = np.cumsum(counts[order])
    return float(ratios[order][np.searchsorted(seen, 5)]) if seen[-1] >= 5 else 1.0


def _has_text(widget: QWidget) -> bool:
    if isinstance(widget, (QLabel, QAbstractButton)):
        return bool(widget.text().strip())
    if isinstance(widget, QLineEdit):
        return bool(widget.text().strip() or widget.placeholderText().strip())
    if isinstance(widget, QComboBox):
        return bool(widget.currentText().strip())
    if isinstance(widget, (QTextEdit, QPlainTextEdit)):
        return bool(widget.toPlainText().strip())
    if isinstance(widget, QAbstractItemView):
        model = widget.model()
        return model is not None and model.rowCount() > 0
    return isinstance(widget, QSpinBox)


TEXT_WIDGETS = (QLabel, QAbstractButton, QLineEdit, QSpinBox, QComboBox, QAbstractItemView, QTextEdit, QPlainTextEdit)


def unreadable(window: QWidget) -> list[str]:
    """The texts of ``window`` drawn with a contrast under ``AA``: "name (class): ratio"."""
    window.repaint()
    QApplication.processEvents()
    pixels, ratio = _pixels(window)
    found = []
    checked = 0
    for widget in window.findChildren(QWidget):
        if not isinstance(widget, TEXT_WIDGETS) or not widget.isVisible() or not widget.isEnabled() \
                or not _has_text(widget) or widget.window() is not window:
            continue
        scrolled = isinstance(widget, (QAbstractItemView, QTextEdit, QPlainTextEdit))
        area = widget.viewport() if scrolled else widget
        rect = QRect(area.mapTo(window, QPoint(0, 0)), area.size()).intersected(window.rect())
        if isinstance(widget, QLabel) and widget.pixmap() is not None and not widget.pixmap().isNull():
            continue  # a picture, not text
        if rect.width() < 8 or rect.height() < 8:
            continue
        x0, y0 = round(rect.x() * ratio), round(rect.y() * ratio)
        x1, y1 = round(rect.right() * ratio), round(rect.bottom() * ratio)
        margin = max(2, round(2 * ratio))
        crop = pixels[y0 + margin:y1 - margin, x0 + margin:x1 - margin]
        if crop.size == 0:
            continue
        checked += 1
        value = text_contrast(crop)
        if value < AA:
            name = widget.objectName() or getattr(widget, "text", lambda: "")() or ""
            found.append(f"{name!s:.40} ({type(widget).__name__}): {value:.2f}")
    assert checked > 0, f"{window.objectName()}: no text checked"
    return found


def _windows(qtbot: Any, window: Any) -> dict[str, QWidget]:
    """Every kind of window, open at once: the start page, the deck editor, the card browser,
    the settings dialog and the statistics window (the table is opened by its own test)."""
    from mtgdesk.ui.decks.card_browser import CardBrowser
    from mtgdesk.ui.decks.deck_editor import DeckEditor
    from mtgdesk.ui.dialogs.dialogs import SettingsDialog
    from mtgdesk.ui.games.statistics import StatisticsDialog

    editor = DeckEditor()
    qtbot.addWidget(editor)
    editor.resize(1280, 800)
    editor.show()
    browser = CardBrowser()
    qtbot.addWidget(browser)
    browser.resize(1100, 700)
    browser.show()
    settings = SettingsDialog(window.settings, window)
    settings.show()
    statistics = StatisticsDialog([], parent=window)
    statistics.show()
    for shown in (editor, browser, settings, statistics):
        qtbot.waitExposed(shown)
    return {"main window": window, "deck editor": editor, "card browser": browser,
            "settings": settings, "statistics": statistics}


@pytest.mark.parametrize("name", ["light", "dark"])
def test_every_window_is_readable_in_both_themes(name: str, window: Any, qtbot: Any) -> None:
    """Each text of each window, against what is drawn behind it: 4.5 at least, light and dark."""
    assert theme.apply_theme(name) == name
    windows = _windows(qtbot, window)
    QApplication.processEvents()  # Qt sends the new palette to the windows open before
    expected = (theme.dark_palette() if name == "dark" else theme.light_palette()).color(QPalette.ColorRole.Window)
    problems = []
    for title, shown in windows.items():
        assert shown.palette().color(QPalette.ColorRole.Window) == expected, title
        problems += [f"{title}: {p}" for p in unreadable(shown)]
    assert problems == []


@pytest.mark.parametrize("name", ["light", "dark"])
def test_the_table_is_readable_in_both_themes(name: str, window: Any, qtbot: Any) -> None:
    """The table on the smoke position: its panels, prompt bar, log, stack, phase bar and zoom."""
    from mtgdesk.ui.smoke import smoke_position

    theme.apply_theme(name)
    table = window.start_saved(smoke_position(1).saved, autosave=False, frozen=True)
    qtbot.waitUntil(lambda: len(table.scene.items_by_id) > 0)
    qtbot.wait(100)
    assert unreadable(window) == []


def test_choosing_a_theme_in_settings_changes_every_open_window_at_once(window: Any, qtbot: Any) -> None:
    from mtgdesk.storage import load_settings

    theme.apply_theme("light")
    windows = _windows(qtbot, window)
    windows.pop("settings").close()
    light = theme.light_palette().color(QPalette.ColorRole.Window)
    dark = theme.dark_palette().color(QPalette.ColorRole.Window)
    assert all(w.palette().color(QPalette.ColorRole.Window) == light for w in windows.values())
    for choice, colour in (("dark", dark), ("light", light)):
        window.edit_settings()
        dialog = window._settings_dialog
        combo = dialog.findChild(QComboBox, "theme_combo")
        combo.setCurrentIndex(combo.findData(choice))
        dialog.accept()
        QApplication.processEvents()  # Qt's palette change, sent to every widget
        assert window.settings.theme == choice and load_settings().theme == choice  # saved
        assert theme.current() == choice
        for title, shown in windows.items():
            assert shown.palette().color(QPalette.ColorRole.Window) == colour, (choice, title)


def test_deck_plots_take_the_theme_background(window: Any, qtbot: Any) -> None:
    import pyqtgraph as pg

    from mtgdesk.ui.decks.deck_editor import DeckEditor

    editor = DeckEditor()
    qtbot.addWidget(editor)
    editor.show()
    plots = editor.findChildren(pg.PlotWidget)
    assert plots
    for name in ("dark", "light"):
        theme.apply_theme(name)
        for plot in plots:
            assert plot.backgroundBrush().color() == theme.colour("plot_back"), name
            assert plot.getAxis("left").textPen().color() == theme.colour("plot_text"), name


def test_system_follows_the_colour_scheme(qapp: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """"system": the desktop's scheme, now and when it changes (Qt's colorSchemeChanged)."""
    from PySide6.QtCore import Qt

    scheme = [Qt.ColorScheme.Dark]
    monkeypatch.setattr(theme, "system_scheme", lambda: "dark" if scheme[0] == Qt.ColorScheme.Dark else "light")
    assert theme.apply_theme("system") == "dark"
    assert qapp.palette().color(QPalette.ColorRole.Window) == theme.dark_palette().color(QPalette.ColorRole.Window)
    scheme[0] = Qt.ColorScheme.Light
    qapp.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Light)
    assert theme.current() == "light"
    theme.apply_theme("dark")  # a theme set in Settings: the desktop's changes no longer count
    qapp.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Light)
    assert theme.current() == "dark"


def test_the_setting_is_validated() -> None:
    assert Settings().theme == "system"
    assert THEMES == theme.THEME_CHOICES
    assert Settings.from_dict({"theme": "dark"}).theme == "dark"
    with pytest.raises(SettingsError, match="theme"):
        Settings.from_dict({"theme": "purple"})
    with pytest.raises(SettingsError, match="theme"):
        Settings.from_dict({"theme": 1})


def test_the_check_finds_a_forgotten_colour(qtbot: Any) -> None:
    """The measure itself: dark text left on the dark theme's window is found, light text isn't."""
    theme.apply_theme("dark")
    page = QWidget()
    page.setObjectName("forgotten")
    qtbot.addWidget(page)
    forgotten = QLabel("A text whose colour the theme forgot", page)
    forgotten.setObjectName("forgotten_label")
    forgotten.setStyleSheet("color: #333333;")
    readable = QLabel("A text in the theme's colour", page)
    readable.move(0, 40)
    page.resize(400, 80)
    page.show()
    qtbot.waitExposed(page)
    QApplication.processEvents()
    found = unreadable(page)
    assert len(found) == 1 and found[0].startswith("forgotten_label"), found


def test_cards_are_drawn_the_same_in_both_themes(qapp: Any) -> None:
    """Cards are drawn as cards: their rules text was drawn in the palette's text colour, light
    grey on the card's cream text box in the dark theme (seen on the table's screenshot)."""
    from PySide6.QtCore import QSizeF, Qt

    from mtgdesk.cards import load_pool
    from PySide6.QtGui import QPainter

    from mtgdesk.ui.common.card_painter import paint_face

    card = load_pool().get("Thieving Magpie")
    drawn = {}
    for name in ("light", "dark"):
        theme.apply_theme(name)
        image = QImage(250, 350, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        paint_face(painter, QSizeF(250, 350), card, compact=False)
        painter.end()
        drawn[name] = image
    assert drawn["light"] == drawn["dark"]


@pytest.mark.parametrize("name", ["light", "dark"])
def test_the_new_game_page_keys_and_rules_reference_are_readable(name: str, window: Any, qtbot: Any) -> None:
    from mtgdesk.ui.dialogs.dialogs import NewGameDialog

    theme.apply_theme(name)
    QApplication.processEvents()
    window.new_game()
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(NewGameDialog)), timeout=20000)
    qtbot.wait(50)
    keys = window.show_keys()
    reference = window.show_rules_reference("704.5a")
    for shown in (keys, reference):
        qtbot.waitExposed(shown)
    problems = []
    for title, shown in (("new game", window), ("keys", keys), ("rules reference", reference)):
        problems += [f"{title}: {p}" for p in unreadable(shown)]
    assert problems == []
