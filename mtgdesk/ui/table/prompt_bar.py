"""The prompt bar under the table: what the game asks now, in words, and the buttons (and
number boxes, lists) that answer it. The controller fills it for each decision."""
from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import QComboBox, QFrame, QHBoxLayout, QPushButton, QSizePolicy, QWidget

from ..common.rich_label import SymbolLabel


@dataclass
class PromptButton:
    """A button of the prompt: its text, what it does, and whether Space presses it."""

    text: str
    callback: Callable[[], object]
    name: str
    enabled: bool = True
    primary: bool = False
    tooltip: str = ""


class PromptBar(QFrame):
    """Shows a prompt (text with symbols), optional input widgets and buttons."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("prompt_bar")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "#prompt_bar { background: #1f2a33; border-top: 1px solid #3b4a56; }"
            "#prompt_bar QPushButton { padding: 6px 14px; border-radius: 5px; background: #3a4b59;"
            " color: #f2f2f2; border: 1px solid #56697a; }"
            "#prompt_bar QPushButton:hover { background: #465b6c; }"
            "#prompt_bar QPushButton:disabled { color: #8b96a0; background: #2c3944; border-color: #3b4a56; }"
            "#prompt_bar QPushButton[primary=\"true\"] { background: #c98a1b; border-color: #e9b04a; color: #111;"
            " font-weight: bold; }"
            "#prompt_bar QPushButton[primary=\"true\"]:hover { background: #dd9d2c; }"
            "#prompt_bar QPushButton[primary=\"true\"]:disabled { background: #5b4a2b; color: #9a8f7c; }"
            "#prompt_bar QLabel { color: #f2f2f2; }"
            # Light text on a dark field, never the desktop's white field (issue 35: white on white).
            "#prompt_bar QSpinBox, #prompt_bar QComboBox, #prompt_bar QLineEdit { color: #f2f2f2;"
            " background: #0e151b; border: 1px solid #8597a6; border-radius: 4px; padding: 2px 6px;"
            " selection-background-color: #c98a1b; selection-color: #111; }"
            "#prompt_bar QSpinBox::up-button, #prompt_bar QSpinBox::down-button { width: 0px; border: none; }"
        )
        self.label = SymbolLabel("", self, rich=True)
        self.label.setObjectName("prompt_label")
        font = QFont(self.label.font())
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.label.setFont(font)
        palette = self.label.palette()
        palette.setColor(self.label.foregroundRole(), Qt.GlobalColor.white)
        self.label.setPalette(palette)
        self.label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.label.setMinimumWidth(240)  # the text wraps to more lines rather than to a sliver
        self._extras = QHBoxLayout()
        self._extras.setSpacing(6)
        self._buttons = QHBoxLayout()
        self._buttons.setSpacing(6)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        layout.setSpacing(10)
        layout.addWidget(self.label, 1)
        layout.addLayout(self._extras)
        layout.addLayout(self._buttons)
        self.buttons: dict[str, QPushButton] = {}
        self._primary: QPushButton | None = None
        self.setMinimumHeight(50)

    def set_prompt(self, text: str, buttons: list[PromptButton], extras: list[QWidget] | None = None) -> None:
        """Show ``text`` (rich text; ``{X}`` symbols allowed), then ``extras`` and ``buttons``."""
        self.label.setText(text)
        _clear(self._extras)
        _clear(self._buttons)
        self.buttons = {}
        self._primary = None
        for widget in extras or []:
            self._extras.addWidget(widget)
            for child in [widget, *widget.findChildren(QWidget)]:
                if child.focusPolicy() & Qt.FocusPolicy.TabFocus:
                    child.installEventFilter(self)  # Enter in it presses the main button
        for spec in buttons:
            button = QPushButton(spec.text, self)
            button.setObjectName(spec.name)
            button.setEnabled(spec.enabled)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Space belongs to the table
            if spec.tooltip:
                button.setToolTip(spec.tooltip)
            button.setProperty("primary", spec.primary)
            # clicked(bool) would fill a callback's first default argument ("lambda o=option: ...")
            button.clicked.connect(lambda _checked=False, f=spec.callback: f())
            self._buttons.addWidget(button)
            self.buttons[spec.name] = button
            if spec.primary:
                self._primary = button

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter in one of the prompt's inputs (a number box: Space types there) presses the
        main button, as Space does on the table."""
        if (isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and not (isinstance(watched, QComboBox) and watched.view().isVisible())):
            if self.press_primary():
                return True
        return False

    def press_primary(self) -> bool:
        """Press the primary button (Space); False if there is none or it is disabled."""
        button = self._primary
        # Shown, or about to be: a button just put in the shown bar is shown by a queued call.
        shown = button is not None and (button.isVisible() or (
            self.isVisible() and not button.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide)))
        if button is not None and button.isEnabled() and shown:
            button.click()
            return True
        return False

    def text(self) -> str:
        return self.label.text()


def _clear(layout: QHBoxLayout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None:
            widget.hide()
            widget.setParent(None)
            widget.deleteLater()
