"""Light and dark themes (issue 32, item 2): the application's palette, and the few colours
the app sets itself (plots, notes in red or green, muted text), looked up here by role.

The setting (``Settings.theme``) is "system", "light" or "dark"; "system" follows the
desktop's colour scheme (``QStyleHints.colorScheme``, Qt 6.5+) and its changes. ``apply_theme``
sets Qt's Fusion style and the palette of the theme on the application, so every open window
takes it at once (each widget is sent ``ApplicationPaletteChange``); widgets that set a colour
of their own register with ``follow_theme`` to set it again when the theme changes.

The table (felt, cards, the panels around it) keeps its own dark colours in both themes: it is
drawn as a table, not as a window.
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QWidget

#: The choices of the setting, in the order the settings dialog shows them.
THEME_CHOICES: tuple[str, ...] = ("system", "light", "dark")

#: The colours the app sets itself, by role, in each theme. Text roles are chosen for a WCAG
#: contrast of 4.5 at least against the theme's window and base colours.
COLOURS: dict[str, dict[str, str]] = {
    "light": {
        "error": "#9c1c12", "ok": "#1d6b2e", "muted": "#5f6368",
        "banner_back": "#fff3c4", "banner_text": "#4a3b00",
        "plot_back": "#fbfaf7", "plot_text": "#333333", "plot_axis": "#555555", "plot_line": "#222222",
    },
    "dark": {
        "error": "#ff8a80", "ok": "#7bd88f", "muted": "#a9b1b8",
        "banner_back": "#4a3b00", "banner_text": "#fff3c4",
        "plot_back": "#1e2327", "plot_text": "#d8dde1", "plot_axis": "#9aa4ad", "plot_line": "#0e1114",
    },
}


def _palette(colours: dict[QPalette.ColorRole, str], disabled_text: str) -> QPalette:
    palette = QPalette()
    for role, name in colours.items():
        palette.setColor(role, QColor(name))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(disabled_text))
    return palette


def light_palette() -> QPalette:
    """Fusion's light palette, spelled out so that a dark desktop doesn't leak into it."""
    r = QPalette.ColorRole
    return _palette({
        r.Window: "#efefef", r.WindowText: "#000000", r.Base: "#ffffff", r.AlternateBase: "#f5f5f5",
        r.ToolTipBase: "#ffffdc", r.ToolTipText: "#000000", r.PlaceholderText: "#6e6e6e",
        r.Text: "#000000", r.Button: "#efefef", r.ButtonText: "#000000", r.BrightText: "#ffffff",
        r.Light: "#ffffff", r.Midlight: "#cacaca", r.Mid: "#b8b8b8", r.Dark: "#9f9f9f", r.Shadow: "#767676",
        r.Highlight: "#308cc6", r.HighlightedText: "#ffffff", r.Link: "#0b57b0", r.LinkVisited: "#6a2ba8",
    }, disabled_text="#767676")


def dark_palette() -> QPalette:
    """A dark palette: light grey text on charcoal, inputs a shade darker than the window."""
    r = QPalette.ColorRole
    return _palette({
        r.Window: "#2b2f33", r.WindowText: "#e8eaed", r.Base: "#1e2226", r.AlternateBase: "#272c31",
        r.ToolTipBase: "#3a4046", r.ToolTipText: "#f2f2f2", r.PlaceholderText: "#9aa0a6",
        r.Text: "#e8eaed", r.Button: "#3a4046", r.ButtonText: "#e8eaed", r.BrightText: "#ffffff",
        r.Light: "#4a5157", r.Midlight: "#41474d", r.Mid: "#33383d", r.Dark: "#1b1e21", r.Shadow: "#000000",
        r.Highlight: "#3d8fd6", r.HighlightedText: "#ffffff", r.Link: "#8ab4f8", r.LinkVisited: "#c58af9",
    }, disabled_text="#8a9096")


def system_scheme() -> str:
    """The desktop's colour scheme: "dark" or "light" (light where the desktop says nothing)."""
    app = QGuiApplication.instance()
    if app is None:
        return "light"
    scheme = QGuiApplication.styleHints().colorScheme()
    return "dark" if scheme == Qt.ColorScheme.Dark else "light"


class ThemeManager(QObject):
    """The theme in force: applies a choice to the application and tells who follows it."""

    changed = Signal(str)  # "light" or "dark", once applied

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.choice = "system"
        self.name = "light"
        self._listening = False

    def apply(self, choice: str) -> None:
        """Apply ``choice`` (one of ``THEME_CHOICES``) to the whole application at once."""
        if choice not in THEME_CHOICES:
            raise ValueError(f"theme: {choice!r} is not one of {', '.join(THEME_CHOICES)}")
        self.choice = choice
        if choice == "system" and not self._listening:
            QGuiApplication.styleHints().colorSchemeChanged.connect(self._system_changed)
            self._listening = True
        self._set(system_scheme() if choice == "system" else choice)

    @Slot()
    def _system_changed(self, *_: object) -> None:
        if self.choice == "system":
            self._set(system_scheme())

    def _set(self, name: str) -> None:
        app = QApplication.instance()
        assert isinstance(app, QApplication), "a theme is applied to a running QApplication"
        if app.style().name().lower() != "fusion":
            app.setStyle("Fusion")  # the same look, light or dark, on every platform
        self.name = name
        app.setPalette(dark_palette() if name == "dark" else light_palette())
        self.changed.emit(name)


_manager: ThemeManager | None = None


def manager() -> ThemeManager:
    """The application's theme manager (made on first use, a child of the application)."""
    global _manager
    app = QApplication.instance()
    if _manager is None or _manager.parent() is not app:
        _manager = ThemeManager(app)
    return _manager


def apply_theme(choice: str) -> str:
    """Apply the setting's ``choice``; the theme now in force ("light" or "dark")."""
    manager().apply(choice)
    return manager().name


def current() -> str:
    """The theme in force: "light" or "dark"."""
    return manager().name


def colour(role: str) -> QColor:
    """One of the app's own colours (``COLOURS``) in the theme in force."""
    return QColor(COLOURS[current()][role])


def colour_name(role: str) -> str:
    """The same, as "#rrggbb" for a style sheet or rich text."""
    return COLOURS[current()][role]


class _Follower(QObject):
    def __init__(self, widget: QWidget, apply: Callable[[], None]) -> None:
        super().__init__(widget)  # deleted with the widget, and so disconnected
        self._apply = apply
        manager().changed.connect(self.run)

    @Slot(str)
    def run(self, _name: str = "") -> None:
        self._apply()


def follow_theme(widget: QWidget, apply: Callable[[], None]) -> None:
    """Call ``apply`` now and each time the theme changes, as long as ``widget`` lives."""
    _Follower(widget, apply)
    apply()


def style_plot(plot: object) -> None:
    """A pyqtgraph ``PlotWidget`` in the theme in force: its background, axes and their text."""
    plot.setBackground(colour("plot_back"))  # type: ignore[attr-defined]
    for name in ("left", "bottom"):
        axis = plot.getAxis(name)  # type: ignore[attr-defined]
        axis.setPen(colour("plot_axis"))
        axis.setTextPen(colour("plot_text"))


def follow_theme_plot(plot: QWidget) -> None:
    """``style_plot`` now and at each change of theme."""
    follow_theme(plot, lambda: style_plot(plot))
