"""The phase bar: the turn, the steps with the current one lit, whose priority it is, and the
stops (where auto-pass gives the shown player priority). Click a step to set or clear a stop."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from mtgdesk.storage import Settings

from ..common.texts import fill, step_name, step_short_name

if TYPE_CHECKING:
    from PySide6.QtGui import QMouseEvent, QPaintEvent

#: The steps shown, in order (first-strike damage only appears in a turn that has it).
SHOWN_STEPS = ("untap", "upkeep", "draw", "main1", "begin_combat", "attackers", "blockers", "damage",
               "end_combat", "main2", "end", "cleanup")


class PhaseBar(QWidget):
    """Signals:
        stop_toggled(str, bool): a step's stop was toggled: the step, and whether it is for
        the shown player's own turn.
    """

    stop_toggled = Signal(str, bool)

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("phase_bar")
        self.settings = settings
        self.turn = 0
        self.step = ""
        self.active_name = ""
        self.status = ""
        self.my_turn = True
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._segments: list[tuple[str, QRectF]] = []

    def sizeHint(self) -> QSize:
        return QSize(900, max(34, self.fontMetrics().height() + 16))

    def minimumSizeHint(self) -> QSize:
        return QSize(300, max(34, self.fontMetrics().height() + 16))

    def set_state(self, turn: int, step: str, active_name: str, status: str, my_turn: bool) -> None:
        changed = (turn, step, active_name, status, my_turn) != (self.turn, self.step, self.active_name,
                                                                  self.status, self.my_turn)
        self.turn, self.step, self.active_name, self.status, self.my_turn = turn, step, active_name, status, my_turn
        if changed:
            self._update_tooltip()
            self.update()

    def retranslate(self) -> None:
        """Step names are measured again (French and Russian ones are longer)."""
        self._layout()
        self._update_tooltip()
        self.updateGeometry()
        self.update()

    def _update_tooltip(self) -> None:
        self.setToolTip(self.tr("Click a step to stop there (or not) when you could act: the dots mark "
                                "your stops in the current turn."))

    def _layout(self) -> None:
        font = self.font()
        metrics = QFontMetrics(font)
        left_text = self._turn_text()
        x: float = 10 + metrics.horizontalAdvance(left_text) + 18
        right_width = metrics.horizontalAdvance(self.status) + 20
        available = max(200.0, self.width() - x - right_width - 10)
        steps = [s for s in SHOWN_STEPS]
        if self.step == "first_strike_damage":
            steps.insert(steps.index("damage"), "first_strike_damage")
        widths = [metrics.horizontalAdvance(step_short_name(s)) + 14 for s in steps]
        squeeze = min(1.0, available / max(1, sum(widths)))
        self._segments = []
        for s, width in zip(steps, widths):
            w = width * squeeze
            self._segments.append((s, QRectF(x, 5, w - 2, self.height() - 10)))
            x += w

    def _turn_text(self) -> str:
        if not self.turn:
            return ""
        return fill(self.tr("Turn %1 · %2"), str(self.turn), self.active_name)

    def paintEvent(self, event: QPaintEvent) -> None:
        self._layout()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#1b242c"))
        font = QFont(self.font())
        painter.setFont(font)
        painter.setPen(QColor("#f0f0f0"))
        painter.drawText(QRectF(10, 0, self.width(), self.height()),
                         int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), self._turn_text())
        stops = set(self.settings.stops(self.my_turn))
        for step, rect in self._segments:
            current = step == self.step
            painter.setPen(QPen(QColor("#e9b04a") if current else QColor(255, 255, 255, 40), 1.2))
            painter.setBrush(QColor("#c98a1b") if current else QColor(255, 255, 255, 14))
            painter.drawRoundedRect(rect, 4, 4)
            painter.setPen(QColor("#111111") if current else QColor("#cfd6dc"))
            text = QFontMetrics(font).elidedText(step_short_name(step), Qt.TextElideMode.ElideRight,
                                                 int(rect.width() - 4))
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), text)
            if step in stops:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor("#5ad1ff"))
                painter.drawEllipse(QRectF(rect.center().x() - 2.5, rect.bottom() - 4, 5, 5))
        painter.setPen(QColor("#ffd66b"))
        painter.drawText(QRectF(0, 0, self.width() - 10, self.height()),
                         int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight), self.status)

    def step_at(self, x: float, y: float) -> str | None:
        self._layout()
        for step, rect in self._segments:
            if rect.contains(x, y):
                return step
        return None

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        step = self.step_at(event.position().x(), event.position().y())
        if step is not None:
            self.setToolTip(fill(self.tr("%1 — click to set or clear a stop here"), step_name(step)))
        else:
            self._update_tooltip()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        step = self.step_at(event.position().x(), event.position().y())
        if step is None or event.button() != Qt.MouseButton.LeftButton:
            return
        stops = self.settings.stops(self.my_turn)
        if step in stops:
            stops.remove(step)
        else:
            stops.append(step)
        self.stop_toggled.emit(step, self.my_turn)
        self.update()
