"""Choosing the interface's language: the system's by default, ``--lang`` on the command line,
or the Language menu, which switches at run time (Qt sends every widget a ``LanguageChange``
event, and each retranslates itself); the choice is saved in the settings."""
from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QObject, QTranslator, Signal

from mtgdesk import resources

#: Languages offered, by code, each named in its own language (never translated).
LANGUAGES: tuple[tuple[str, str], ...] = (("en", "English"), ("fr", "Français"), ("ru", "Русский"))


def forget_painted_texts() -> None:
    """Forget the card faces and rules texts painted in the old language, so that any window
    drawn after a switch (a replay opened later, not only the table open now) paints them anew.
    Only caches already made are cleared: their modules are not loaded for it."""
    for module, clear in (("mtgdesk.ui.common.card_painter", "clear_face_cache"),
                          ("mtgdesk.ui.common.rules_text", "clear_caches")):
        loaded = sys.modules.get(module)
        if loaded is not None:
            getattr(loaded, clear)()


def system_language() -> str:
    """The system locale's language if mtgdesk speaks it, else English."""
    code = QLocale.system().name().split("_")[0]
    return code if code in dict(LANGUAGES) else "en"


class LanguageManager(QObject):
    """Installs mtgdesk's (and Qt's own) translations for one language at a time.

    Signals:
        changed(str): the language code, after the translators changed.
    """

    changed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._translators: list[QTranslator] = []
        self.language = "en"

    def set_language(self, code: str) -> bool:
        """Switch to ``code`` ("en", "fr", "ru"); False if mtgdesk has no such translation."""
        if code not in dict(LANGUAGES):
            return False
        app = QCoreApplication.instance()
        assert app is not None, "a language is set once the application exists"
        for t in self._translators:
            app.removeTranslator(t)
        self._translators = []
        locale = QLocale(code)
        QLocale.setDefault(locale)
        path = resources.translation_file(code)
        if path is not None:
            t = QTranslator(self)
            if t.load(str(path)):
                self._translators.append(t)
        qt = QTranslator(self)
        if qt.load(locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            self._translators.append(qt)
        for t in self._translators:
            app.installTranslator(t)
        forget_painted_texts()
        # Qt posts LanguageChange to every widget; deliver them now, so that the switch is
        # complete when this returns.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange.value)
        self.language = code
        self.changed.emit(code)
        return True
