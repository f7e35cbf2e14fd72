"""The prompt for dividing an attacker's combat damage (CR 510.1c-d, 702.19b): each blocker as a
small card (the player by name, with trample), the damage it gets in a number box with steppers,
what is assigned and what remains. A click on a blocker, here or on the table, gives it lethal
damage (``DamageSplit.give_lethal``); "OK" sends the split, and the engine refuses a wrong one
with its rule."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QSize, QSizeF, Qt, Signal
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from mtgdesk.engine import CardDef
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import Decision

from .damage_assignment import DamageSplit, is_player
from .number_input import NumberInput
from .prompt_bar import PromptButton
from ..common.card_painter import CARD_RATIO, face_image, paint_pt
from ..common.texts import card_name, fill

if TYPE_CHECKING:
    from PySide6.QtGui import QEnterEvent
    from .prompts import TablePrompts

#: The height of a blocker's picture in the prompt bar.
PICTURE_HEIGHT = 64


class DamagePanel(QWidget):
    """The recipients of an attacker's damage side by side, each with its number box.

    Signals:
        changed(): the split changed.
        pointed(object): the ``CardDef`` of the blocker under the pointer.
    """

    changed = Signal()
    pointed = Signal(object)

    def __init__(self, split: DamageSplit, labels: list[tuple[str, Any, Any]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("damage_panel")
        self.split = split
        self.inputs: list[NumberInput] = []
        self.pictures: list[_Recipient] = []
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(10)
        for i, (text, card, pt) in enumerate(labels):
            column = QVBoxLayout()
            column.setSpacing(2)
            picture = _Recipient(text, card, pt, i, self)
            picture.clicked.connect(lambda _checked=False, i=i: self.give_lethal(i))
            picture.pointed.connect(self.pointed)
            lethal = split.lethal[i]
            tip = self.tr("%1: lethal damage %2. Click to give it lethal damage.")
            picture.setToolTip(text if is_player(split.recipients[i]) else fill(tip, text, str(lethal)))
            column.addWidget(picture, 0, Qt.AlignmentFlag.AlignHCenter)
            number = NumberInput(f"assign_spin_{i}", 0, split.power, split.amounts[i], self)
            number.valueChanged.connect(lambda value, i=i: self._on_input_changed(i, value))
            column.addWidget(number, 0, Qt.AlignmentFlag.AlignHCenter)
            layout.addLayout(column)
            self.inputs.append(number)
            self.pictures.append(picture)
        self.summary = QLabel(self)
        self.summary.setObjectName("damage_summary")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self._show()

    def prompt_text(self, attacker: str, count: int) -> str:
        """What the prompt bar asks, for ``count`` damage of the attacker named ``attacker``."""
        return self.tr("Assign %n combat damage of <b>%1</b>: click a blocker to give it lethal damage, or set "
                       "the numbers.", None, count).replace("%1", attacker)

    def give_lethal(self, index: int) -> None:
        """Recipient ``index`` clicked: lethal damage for it (Arena's way)."""
        self.split.give_lethal(index)
        self._show()
        self.changed.emit()

    def index_of(self, recipient: Any) -> int | None:
        try:
            return self.split.recipients.index(recipient)
        except ValueError:
            return None

    def reset(self) -> None:
        self.split.reset()
        self._show()
        self.changed.emit()

    def _on_input_changed(self, index: int, value: int) -> None:
        if self._showing:
            return
        self.split.set(index, value)
        self._show()
        self.changed.emit()

    _showing = False

    def _show(self) -> None:
        self._showing = True
        try:
            for number, amount in zip(self.inputs, self.split.amounts):
                number.setRange(0, self.split.power)
                number.setValue(amount)
            for i, picture in enumerate(self.pictures):
                recipient = self.split.recipients[i]
                picture.set_lethal(not is_player(recipient) and self.split.amounts[i] >= self.split.lethal[i])
        finally:
            self._showing = False
        split = self.split
        text = fill(self.tr("Assigned: %1 of %2"), str(split.assigned), str(split.power))
        left = split.remaining
        if left > 0:
            text += "<br>" + self.tr("<b>%n left to assign</b>", None, left)
        elif left < 0:
            text += "<br>" + self.tr("<b>%n too many</b>", None, -left)
        else:
            text += "<br>" + self.tr("All assigned")
        self.summary.setText(text)
        widest = self.summary.fontMetrics().horizontalAdvance(fill(self.tr("Assigned: %1 of %2"), "99", "99"))
        self.summary.setMinimumWidth(widest + 12)


class _Recipient(QToolButton):
    """A blocker's picture (or the defending player's name) to click."""

    pointed = Signal(object)

    def __init__(self, text: str, card: Any, pt: Any, index: int, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName(f"assign_recipient_{index}")
        self.card = card
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        if card is not None:
            height = PICTURE_HEIGHT
            width = round(height / CARD_RATIO)
            ratio = self.devicePixelRatioF()
            scale = width / 100 * ratio
            image = face_image(card, QSizeF(100, 100 * CARD_RATIO), scale).copy()
            if pt is not None:  # its power and toughness now, and the damage already marked on it
                painter = QPainter(image)
                painter.scale(scale, scale)
                paint_pt(painter, QSizeF(100, 100 * CARD_RATIO), card, *pt)
                painter.end()
            pixmap = QPixmap.fromImage(image)
            pixmap.setDevicePixelRatio(ratio)
            self.setIcon(QIcon(pixmap))
            self.setIconSize(QSize(width, height))
        else:
            self.setText(text)
            self.setMinimumHeight(PICTURE_HEIGHT // 2)
        self.set_lethal(False)

    def set_lethal(self, lethal: bool) -> None:
        """A red frame once it has lethal damage."""
        border = "#e0483e" if lethal else "#8597a6"
        self.setStyleSheet(f"QToolButton {{ border: 2px solid {border}; border-radius: 6px; padding: 1px;"
                           " color: #f2f2f2; background: #2c3944; font-weight: bold; }"
                           "QToolButton:hover { border-color: #f5c542; }")

    def enterEvent(self, event: QEnterEvent) -> None:
        super().enterEvent(event)
        if self.card is not None:
            self.pointed.emit(self.card)


def marked_damage(view: Any, creature: int) -> int:
    """The damage marked on a permanent the seat sees (public, CR 120.3)."""
    return int(next((cv.damage for cv in view.battlefield() if cv.id == creature), 0))


def lethal_damage(view: Any, creature: int, source: int) -> int:
    """Lethal damage, read off the seat's view: what it would take to destroy the creature,
    counting damage already marked, and 1 from a source with deathtouch (CR 702.2c, 702.19b);
    the engine's ``combat.lethal_damage`` reckoned from what the player sees."""
    marked = marked_damage(view, creature)
    source_chars = view.characteristics(source)
    if source_chars is not None and "deathtouch" in source_chars.keywords:
        return 1 if not marked else 0
    chars = view.characteristics(creature)
    return max(0, ((chars.toughness if chars is not None else 0) or 0) - marked)


def prompt_assign(prompts: "TablePrompts", d: Decision) -> None:
    """Fill the prompt bar for an ``ASSIGN_DAMAGE`` decision."""
    c = prompts.controller
    p = c.perspective
    attacker = d.get("attacker")
    seen = c.bridge.view(p)
    lethal = [0 if is_player(r) else lethal_damage(seen, r, attacker) for r in d.options]
    kept = getattr(c, "_damage_split", None)  # the prompt shown again for the same decision keeps its split
    if kept is not None and kept[0] == c.bridge.generation:
        split = kept[1]
    else:
        split = DamageSplit.proposed(d.options, lethal, d.count)
        c._damage_split = (c.bridge.generation, split)
    labels: list[tuple[str, CardDef | None, tuple[Any, Any, Any] | None]] = []
    view = c.bridge.view(p)
    for recipient in d.options:
        if is_player(recipient):
            labels.append((c._name(recipient.index), None, None))
            continue
        ch = view.characteristics(recipient)
        pt = (ch.power, ch.toughness, marked_damage(view, recipient)) if ch is not None else None
        labels.append((card_name(c.bridge.name(recipient)), c.bridge.card(recipient), pt))
    panel = DamagePanel(split, labels)
    panel.pointed.connect(c.card_pointed)
    panel.changed.connect(c.damage_split_changed)
    prompts.extras["damage"] = panel
    text = panel.prompt_text(card_name(c.bridge.name(attacker)), d.count)

    def submit() -> None:
        action = A.AssignCombatDamage(p, attacker, split.assignment())
        if c._mine() and not c.bridge.is_legal(action):
            # The rule the split breaks (510.1c: the total; 702.19b: lethal damage first), as
            # the engine's handler says it on a copy of the game.
            error = c.bridge.simulate([action])
            if error is not None:
                c.refuse(error)
                return
        c.submit(action)

    prompts.prompt.set_prompt(text, [
        PromptButton(QCoreApplication.translate("DamagePanel", "Reset"), panel.reset, "reset_button",
                     tooltip=QCoreApplication.translate(
                         "DamagePanel", "Lethal damage to each blocker in order, the rest to the last")),
        PromptButton(QCoreApplication.translate("DamagePanel", "OK"), submit, "ok_button", primary=True),
    ], [panel])
    c.damage_split_changed()


__all__ = ["DamagePanel", "prompt_assign"]
