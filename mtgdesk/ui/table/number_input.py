"""A number to type or step: the prompt bar's X and combat damage amounts.

Light digits on a dark field, with a "−" and a "+" button of their own on either side, drawn
as text in the prompt's colours: readable on a light or a dark desktop and at every interface
scale, where a styled spin box's own arrows could vanish (white on white, issue 35)."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QSpinBox, QToolButton, QWidget

#: The colours of an input in the prompt bar (a test checks their contrast on screen).
FIELD_STYLE = (
    "QSpinBox, QComboBox, QLineEdit { color: #f2f2f2; background: #0e151b; border: 1px solid #8597a6;"
    " border-radius: 4px; padding: 2px 6px; selection-background-color: #c98a1b; selection-color: #111; }"
    "QSpinBox:focus, QComboBox:focus, QLineEdit:focus { border-color: #e9b04a; }"
    "QSpinBox:disabled { color: #8b96a0; }"
    # The spin box's own arrows make way for the steppers beside it (with NoButtons, a styled
    # spin box leaves its text one pixel wide: its digits vanished).
    "QSpinBox::up-button, QSpinBox::down-button { width: 0px; border: none; }"
    "QComboBox QAbstractItemView { color: #f2f2f2; background: #0e151b;"
    " selection-background-color: #c98a1b; selection-color: #111; }"
)
STEPPER_STYLE = (
    "QToolButton { color: #f2f2f2; background: #3a4b59; border: 1px solid #8597a6; border-radius: 4px;"
    " font-weight: bold; padding: 0px 6px; }"
    "QToolButton:hover { background: #465b6c; }"
    "QToolButton:pressed { background: #c98a1b; color: #111; }"
    "QToolButton:disabled { color: #6d7983; background: #2c3944; border-color: #3b4a56; }"
)


class NumberInput(QWidget):
    """A spin box without arrows between a "−" and a "+" button.

    Signals:
        valueChanged(int): the number changed (typed or stepped).
    """

    valueChanged = Signal(int)  # the spin box's own name for it

    def __init__(self, name: str, minimum: int = 0, maximum: int = 99, value: int = 0,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"{name}_input")
        self.spin = QSpinBox(self)
        self.spin.setObjectName(name)
        self.spin.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.spin.setRange(minimum, maximum)
        self.spin.setValue(value)
        self.spin.setStyleSheet(FIELD_STYLE)
        self.spin.setMinimumWidth(self.spin.fontMetrics().horizontalAdvance("000") + 28)
        self.down = self._stepper("−", f"{name}_down", self.spin.stepDown)
        self.up = self._stepper("+", f"{name}_up", self.spin.stepUp)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.down)
        layout.addWidget(self.spin)
        layout.addWidget(self.up)
        self.spin.valueChanged.connect(self._on_spin_value_changed)
        self._update_steppers()

    def _stepper(self, text: str, name: str, step: object) -> QToolButton:
        button = QToolButton(self)
        button.setObjectName(name)
        button.setText(text)
        button.setStyleSheet(STEPPER_STYLE)
        button.setAutoRepeat(True)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Space belongs to the table
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        height = self.spin.sizeHint().height()
        button.setMinimumSize(height, height)
        button.clicked.connect(step)
        return button

    def _on_spin_value_changed(self, value: int) -> None:
        self._update_steppers()
        self.valueChanged.emit(value)

    def _update_steppers(self) -> None:
        self.down.setEnabled(self.spin.value() > self.spin.minimum())
        self.up.setEnabled(self.spin.value() < self.spin.maximum())

    def value(self) -> int:
        return self.spin.value()

    def setValue(self, value: int) -> None:
        self.spin.setValue(value)

    def setRange(self, minimum: int, maximum: int) -> None:
        self.spin.setRange(minimum, maximum)
        self._update_steppers()


__all__ = ["FIELD_STYLE", "NumberInput", "STEPPER_STYLE"]
