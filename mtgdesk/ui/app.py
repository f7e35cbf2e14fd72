"""Start the Qt application: ``run_app(sys.argv)``.

Only what the start page needs is imported here; heavy modules (pyqtgraph, the table) are
imported by the widgets that use them, when they are first shown.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import MutableMapping, Sequence
from pathlib import Path

import shiboken6
from PySide6.QtCore import (
    QEvent,
    QLibraryInfo,
    QLocale,
    QMessageLogContext,
    QObject,
    QTimer,
    QtMsgType,
    QTranslator,
    qInstallMessageHandler,
)
from PySide6.QtWidgets import QApplication, QWidget

from mtgdesk import resources
from mtgdesk.storage import Settings
from mtgdesk.ui.common.language import LanguageManager, system_language
from mtgdesk.ui.main_window import MainWindow, asset_icon, package_version
from mtgdesk.ui.common.options import add_window_options, default_window_options
from mtgdesk.ui.common.theme import apply_theme

APP_NAME = "mtgdesk"
ORGANIZATION_NAME = "mtgdesk"

# Time for the first paint (and, under X11, for the window to be mapped) before --screenshot grabs.
_SCREENSHOT_DELAY_MS = 300


def build_parser() -> argparse.ArgumentParser:
    """The options of the graphical application (Qt's own, such as -platform, pass through)."""
    parser = argparse.ArgumentParser(
        prog=APP_NAME,
        description="Play Magic: The Gathering against the computer or a friend.",
    )
    add_window_options(parser)
    return parser


def run_app(argv: Sequence[str] | None = None) -> int:
    """Run the graphical application and return its exit status.

    ``argv`` is a command line as in ``sys.argv`` (program name first); a list that starts with
    an option, or an empty one, is taken to be the arguments alone.
    """
    argv = list(sys.argv if argv is None else argv)
    if argv and not argv[0].startswith("-"):
        program, args = argv[0], argv[1:]
    else:
        program, args = APP_NAME, argv
    options, qt_args = build_parser().parse_known_args(args) if args else (default_window_options(), [])

    if QApplication.instance() is None and not _display_available(qt_args):
        if options.screenshot is None and not options.smoke:
            print(
                "mtgdesk: no display (DISPLAY and WAYLAND_DISPLAY are unset); run it in a desktop "
                "session or under xvfb-run, or set QT_QPA_PLATFORM=offscreen",
                file=sys.stderr,
            )
            return 1
        os.environ["QT_QPA_PLATFORM"] = "offscreen"

    qInstallMessageHandler(_qt_message)
    # Read once; a bad settings file is set aside (and reported once the window shows), unless
    # this run only takes a picture or a smoke test, which leave the user's files alone.
    checking = options.screenshot is None and not options.smoke
    settings = _load_settings(set_aside=checking)
    apply_interface_scale(os.environ, settings.interface_scale)
    app = QApplication.instance() or QApplication([program, *qt_args])
    assert isinstance(app, QApplication)
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORGANIZATION_NAME)
    app.setApplicationVersion(package_version())
    app.setDesktopFileName(APP_NAME)
    apply_theme(settings.theme)  # before the first window: it opens in its theme
    languages = LanguageManager(app)
    code = options.lang or settings.language or system_language()
    if not languages.set_language(code):
        print(f"mtgdesk: no translation for language {code!r}; using English (there are: en, fr, ru)",
              file=sys.stderr)
        languages.set_language("en")

    if options.report_first_paint:
        _report_first_paint(app)
    window = MainWindow(settings=settings, languages=languages)
    # The icon (an SVG: Qt loads its SVG engine for it) once the window has painted.
    window.after_first_paint(lambda: app.setWindowIcon(asset_icon("icon.svg")))
    window.show()
    if checking:  # after the first paint: checking an autosave loads the rules (0.4 s)
        window.after_first_paint(lambda: _check_files(window, settings.problems))
    if options.smoke:
        QTimer.singleShot(0, lambda: _start_smoke(app, window, options.screenshot, options.seed))
    elif options.screenshot is not None:
        target = options.screenshot
        QTimer.singleShot(_SCREENSHOT_DELAY_MS, lambda: app.exit(_save_screenshot(window, target)))
    try:
        return app.exec()
    finally:
        # Deleting the window while the application still exists avoids a crash at interpreter
        # exit, when Python would otherwise destroy the two in an arbitrary order.
        shiboken6.delete(window)


#: Qt's messages that say nothing to a user: the offscreen platform (--smoke, --screenshot
#: without a display) can't pass size hints to a window manager it doesn't have.
_QUIET = ("This plugin does not support propagateSizeHints()",)


def _qt_message(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    if message in _QUIET:
        return
    print(message, file=sys.stderr)


def _display_available(qt_args: Sequence[str]) -> bool:
    """False only where Qt would abort for want of a display (Linux with none configured)."""
    if not sys.platform.startswith("linux") or "-platform" in qt_args:
        return True
    return any(os.environ.get(name) for name in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"))


def _load_settings(set_aside: bool) -> Settings:
    """The saved settings; the defaults, with the problem, if they can't be used."""
    from mtgdesk.storage import load_settings

    return load_settings(set_aside=set_aside)


def apply_interface_scale(environ: MutableMapping[str, str], scale: int) -> None:
    """The interface scale of the settings, as Qt's scale factor for the application about to
    start; an environment that sets ``QT_SCALE_FACTOR`` itself wins."""
    if scale != 100 and "QT_SCALE_FACTOR" not in environ:
        environ["QT_SCALE_FACTOR"] = f"{scale / 100:g}"


def _report_first_paint(app: QApplication) -> None:
    """Print ``mtgdesk: first paint`` once the main window has been painted for the first time
    (``--report-first-paint``, for bench/frozen.py, which times the line and then reads the
    memory of the idle app). Here, not beside the smoke test, whose module loads the rules."""

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and isinstance(watched, QWidget) and \
                    watched.window().objectName() == "main_window":
                app.removeEventFilter(self)
                # The paint event is handled once the zero-delay timer fires.
                QTimer.singleShot(0, lambda: print("mtgdesk: first paint", file=sys.stdout, flush=True))
            return False

    app.installEventFilter(FirstPaint(app))


def _check_files(window: MainWindow, settings_problems: list[str]) -> None:
    """After the first paint: report the files that can't be used (``ui.file_problems``)."""
    from mtgdesk.ui.dialogs.file_problems import check_files_at_start

    window.file_problems_dialog = check_files_at_start(window, settings_problems)
    window._update_actions()  # a bad autosave set aside: no more "Continue"


def _install_translators(app: QApplication) -> None:
    """Install mtgdesk's and Qt's translations for the current locale, where they exist.

    English is the source language, so finding no ``.qm`` file is normal, not an error.
    """
    locale = QLocale()
    searches = [("qtbase", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]
    try:
        searches.append(("mtgdesk", str(resources.translations_dir())))
    except (FileNotFoundError, RuntimeError):
        pass
    for name, directory in searches:
        translator = QTranslator(app)  # parented, so it lives as long as the application
        if translator.load(locale, name, "_", directory):
            app.installTranslator(translator)
        else:
            translator.deleteLater()


def _start_smoke(app: QApplication, window: MainWindow, screenshot: Path | None, seed: int) -> None:
    """Open the table on a game in progress (``mtgdesk.ui.smoke``), then draw it and exit."""
    from mtgdesk.ui.smoke import smoke_position

    try:
        position = smoke_position(seed)
        window.persist_settings = False
        table = window.start_saved(position.saved, autosave=False, frozen=True)
    except Exception as exc:  # the smoke test reports any failure as its status
        print(f"mtgdesk: --smoke failed: {type(exc).__name__}: {exc}", file=sys.stderr)
        app.exit(1)
        return

    def finish() -> None:
        from mtgdesk.ui.smoke import accessible_texts

        cards = len(table.scene.items_by_id)
        if cards == 0:
            print("mtgdesk: --smoke: the table shows no card", file=sys.stderr)
            app.exit(1)
            return
        status = _save_screenshot(window, screenshot) if screenshot is not None else 0
        if status == 0:
            print(f"mtgdesk: smoke: turn {table.bridge.game.turn}, {cards} cards on the table, {position.kind}, "
                  f"platform {app.platformName()}")
            print("mtgdesk: smoke: text: " + " | ".join(accessible_texts(window)))
            # Qt's own translations (its dialogs' buttons) are loaded too: "Cancel" in Qt's words.
            # Not literal arguments, so that lupdate leaves this string of qtbase out of mtgdesk's.
            qt_string = ("QPlatformTheme", "Cancel")
            print("mtgdesk: smoke: qt: " + QApplication.translate(*qt_string))
        app.exit(status)

    QTimer.singleShot(_SCREENSHOT_DELAY_MS, finish)


def _save_screenshot(window: MainWindow, path: Path) -> int:
    """Save a picture of ``window`` to ``path``; the exit status for --screenshot."""
    QApplication.processEvents()
    pixmap = window.grab()
    path.parent.mkdir(parents=True, exist_ok=True)
    if pixmap.isNull() or not pixmap.save(str(path)):
        print(f"mtgdesk: could not save a screenshot to {path}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(run_app(sys.argv))
