"""The one answer of a window, dialog or panel to a switch of language.

Qt sends every widget a ``LanguageChange`` event when a translator is installed or removed
(``ui/common/language.py``); a widget built from translated texts sets them again in its own
``retranslate``. :class:`Retranslating` is that ``changeEvent``, written once.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    _Base = QWidget
else:
    _Base = object


class Retranslating(_Base):
    """Mixin, before the Qt widget class it goes with (``class Dialog(Retranslating, QDialog)``):
    on ``LanguageChange`` it calls ``retranslate``, then the widget's own ``changeEvent``.

    A widget that can receive the event before it has built what ``retranslate`` sets (Qt sends
    one while ``__init__`` still runs, when a widget is given a parent) says when it is ready in
    ``retranslate_ready``.
    """

    def retranslate(self) -> None:
        """Set every text the widget shows, in the interface's language of the moment."""
        raise NotImplementedError

    def retranslate_ready(self) -> bool:
        """Whether the texts ``retranslate`` sets exist yet."""
        return True

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self.retranslate_ready():
            self.retranslate()
        super().changeEvent(event)
