"""Cards drawn by the app: the frame in the card's colour(s), name, cost symbols, type line,
rules text and P/T, and the back of a card.

Two layouts: ``compact`` for the table (name, cost, type, a few lines of text, P/T) and the full
one for the zoom panel (all the rules text). A card's face never changes, so it is painted once
per size into an image (``face_image``) and the table only blits it; what changes (P/T, damage,
marks) is painted over it by the card item.
"""
from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QTextDocument,
    QTextOption,
)

from mtgdesk.engine import CardDef
from mtgdesk.engine.objects import BASIC_LAND_TYPES

from . import pictures
from .rules_text import add_symbol_resources, card_text_html
from .symbols import symbol_image
from .texts import card_name
from .type_line import type_line_text

#: Frame colours by colour: background, accent (borders, art), title bars.
FRAMES: dict[str, tuple[str, str, str]] = {
    "W": ("#efe9d2", "#b9ab79", "#faf6e6"),
    "U": ("#bcd7ee", "#2f6fae", "#e3eff9"),
    "B": ("#b8b0ad", "#3d3434", "#dcd6d3"),
    "R": ("#f0c0ad", "#b8391f", "#fbe3d9"),
    "G": ("#bcdcb7", "#2c7041", "#e2f0de"),
    "multi": ("#ead692", "#a37f1f", "#f8eec9"),
    "artifact": ("#d3d8dd", "#69737e", "#eef1f4"),
    "land": ("#dccfbb", "#7d6445", "#f1e9dc"),
}
TEXT_BOX = "#f8f4ea"
RULES_INK = "#141414"  # the rules text on TEXT_BOX, in both themes
BORDER = "#141414"

#: Card proportions (63 × 88 mm).
CARD_RATIO = 88 / 63


@dataclass(frozen=True)
class Layout:
    """Positions in units of 1/``grid`` of the card's width."""

    grid: float
    radius: float
    border: float
    name: tuple[float, float, float, float]
    name_font: float
    cost_in_name: bool
    cost_top: float
    cost_size: float
    art: tuple[float, float, float, float]
    type_bar: tuple[float, float, float, float]
    type_font: float
    text: tuple[float, float, float, float]
    text_font: float
    symbol: float
    pt: tuple[float, float, float, float]
    pt_font: float


COMPACT = Layout(
    grid=100, radius=5, border=3, name=(5, 5, 90, 17), name_font=10.5, cost_in_name=False,
    cost_top=23.5, cost_size=11, art=(6, 23, 88, 59), type_bar=(5, 83, 90, 13), type_font=7.5,
    text=(6, 97, 88, 40), text_font=7.6, symbol=8.5, pt=(61, 123, 35, 15), pt_font=10.5,
)
FULL = Layout(
    grid=250, radius=12, border=8, name=(12, 12, 226, 30), name_font=15, cost_in_name=True,
    cost_top=17, cost_size=20, art=(16, 46, 218, 140), type_bar=(12, 190, 226, 26), type_font=12.5,
    text=(16, 220, 218, 112), text_font=12.5, symbol=14, pt=(174, 318, 64, 26), pt_font=17,
)


def frame_key(card: CardDef) -> str:
    if card.is_land:
        return "land"
    colours = sorted(card.colors)
    if len(colours) > 1:
        return "multi"
    if colours:
        return colours[0]
    return "artifact"


def frame_colours(card: CardDef) -> tuple[QColor, QColor, QColor]:
    bg, accent, title = FRAMES[frame_key(card)]
    return QColor(bg), QColor(accent), QColor(title)


def land_mana(card: CardDef) -> list[str]:
    """The mana a land makes, for its picture: its basic land types' colours."""
    out = [BASIC_LAND_TYPES[s] for s in card.subtypes if s in BASIC_LAND_TYPES]
    for ability in card.activated_abilities():
        if ability.is_mana:
            out.extend(p for p in ability.produces if p not in out)
    return out or ["C"]


def _rect(layout: Layout, unit: float, box: tuple[float, float, float, float]) -> QRectF:
    x, y, w, h = box
    return QRectF(x * unit, y * unit, w * unit, h * unit)


def _font(pixels: float, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    font.setItalic(italic)
    return font


def _pixel_font(pixels: float, bold: bool = False) -> QFont:
    """A font of fractional pixel size (text scaled with the card stays in proportion)."""
    font = QFont()
    font.setPointSizeF(max(0.5, pixels * 0.75))  # 96 dpi: 1 px = 0.75 pt
    font.setBold(bold)
    return font


def paint_count_badge(painter: QPainter, rect: QRectF, text: str, pixels: int) -> None:
    """A count on a dark rounded badge ("×3" on a cascade of lands, a pile's size)."""
    painter.setPen(QPen(QColor(0, 0, 0, 160), 1))
    painter.setBrush(QColor(20, 20, 20, 218))
    painter.drawRoundedRect(rect, 9, 9)
    font = QFont()
    font.setPixelSize(pixels)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("white"))
    painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), text)


def fitted_text(text: str, pixels: float, width: float, bold: bool = False) -> tuple[QFont, str]:
    """``text`` in a font of ``pixels`` made smaller and narrower (to 70 %, condensed) until it
    fits ``width``; elided only if even that is too wide (the zoom panel shows it whole)."""
    font = _pixel_font(pixels, bold)
    for factor, stretch in ((1.0, 100), (0.92, 100), (0.92, 88), (0.84, 88), (0.84, 80), (0.76, 80), (0.7, 75)):
        font = _pixel_font(pixels * factor, bold)
        font.setStretch(stretch)
        if QFontMetricsF(font).horizontalAdvance(text) <= width:
            return font, text
    return font, QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)


def paint_face(painter: QPainter, size: QSizeF, card: CardDef, compact: bool = True) -> None:
    """Paint the unchanging face of ``card`` in a card-sized rectangle at the origin."""
    layout = COMPACT if compact else FULL
    unit = size.width() / layout.grid
    bg, accent, title = frame_colours(card)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    outer = QRectF(0, 0, size.width(), size.height())
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(BORDER))
    painter.drawRoundedRect(outer, layout.radius * unit, layout.radius * unit)

    inner = outer.adjusted(*(layout.border * unit * f for f in (1, 1, -1, -1)))
    gradient = QLinearGradient(inner.topLeft(), inner.bottomLeft())
    gradient.setColorAt(0, bg.lighter(112))
    gradient.setColorAt(1, bg.darker(104))
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(inner, layout.radius * unit * 0.5, layout.radius * unit * 0.5)

    _paint_art(painter, _rect(layout, unit, layout.art), card, accent, bg, unit)
    _paint_name(painter, layout, unit, card, accent, title)
    _paint_type(painter, layout, unit, card, accent, title)
    _paint_text(painter, layout, unit, card, compact)
    painter.restore()


def _bar(painter: QPainter, rect: QRectF, accent: QColor, fill: QColor, unit: float) -> None:
    painter.setPen(QPen(accent.darker(115), max(0.6, 0.8 * unit)))
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0, fill.lighter(104))
    gradient.setColorAt(1, fill.darker(103))
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(rect, rect.height() * 0.25, rect.height() * 0.25)


def _paint_name(painter: QPainter, layout: Layout, unit: float, card: CardDef, accent: QColor,
                title: QColor) -> None:
    rect = _rect(layout, unit, layout.name)
    _bar(painter, rect, accent, title, unit)
    symbols = card.mana_cost.symbols()
    size = layout.cost_size * unit
    right = rect.right() - 2.5 * unit
    if layout.cost_in_name:
        top = rect.center().y() - size / 2
        cost_left = _draw_symbol_row(painter, symbols, right, top, size, unit) if symbols else right
        text_right = cost_left - 2 * unit
    else:
        if symbols:
            _draw_symbol_row(painter, symbols, rect.right() - 1 * unit, layout.cost_top * unit, size, unit)
        text_right = rect.right() - 2 * unit
    painter.setPen(QColor("#111111"))
    text_rect = QRectF(rect.left() + 3 * unit, rect.top(), text_right - rect.left() - 3 * unit, rect.height())
    font, name = fitted_text(card_name(card.name), layout.name_font * unit, text_rect.width(), bold=True)
    painter.setFont(font)
    painter.drawText(text_rect, int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), name)


def _draw_symbol_row(painter: QPainter, symbols: list[str], right: float, top: float, size: float,
                     unit: float) -> float:
    scale = max(1.0, abs(painter.worldTransform().m11()) * painter.device().devicePixelRatioF())
    gap = 0.6 * unit
    x = right - len(symbols) * (size + gap) + gap
    left = x
    shadow = QColor(0, 0, 0, 90)
    for sym in symbols:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(shadow)
        painter.drawEllipse(QRectF(x + 0.5 * unit, top + 0.7 * unit, size, size))
        painter.drawImage(QRectF(x, top, size, size), symbol_image(sym, max(1, round(size * scale))))
        x += size + gap
    return left


def type_line(card: CardDef) -> str:
    """The type line in the interface's language ("Creature — Elf Druid")."""
    return type_line_text(card)


def _paint_type(painter: QPainter, layout: Layout, unit: float, card: CardDef, accent: QColor,
                title: QColor) -> None:
    rect = _rect(layout, unit, layout.type_bar)
    _bar(painter, rect, accent, title, unit)
    painter.setPen(QColor("#1a1a1a"))
    text_rect = rect.adjusted(3 * unit, 0, -3 * unit, 0)
    font, text = fitted_text(type_line(card), layout.type_font * unit, text_rect.width(), bold=not layout.cost_in_name)
    painter.setFont(font)
    painter.drawText(text_rect, int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), text)


def _paint_art(painter: QPainter, rect: QRectF, card: CardDef, accent: QColor, bg: QColor, unit: float) -> None:
    """The card's picture if the player chose pictures and there is one (``pictures``), filling
    the art box; otherwise a gradient in the card's colours and its colour's symbol, large."""
    picture = pictures.art_image(card)
    if picture is not None:
        _paint_picture(painter, rect, picture, accent, unit)
        return
    gradient = QRadialGradient(rect.center() - QPointF(0, rect.height() * 0.2), rect.width() * 0.75)
    gradient.setColorAt(0, bg.lighter(125))
    gradient.setColorAt(1, accent.lighter(130))
    painter.setPen(QPen(accent.darker(120), max(0.6, 0.8 * unit)))
    painter.setBrush(QBrush(gradient))
    painter.drawRect(rect)
    if card.is_land:
        symbols, opacity = land_mana(card)[:2], 0.95
    else:
        symbols, opacity = (sorted(card.colors, key="WUBRG".index) or ["C"])[:2], 0.28
    size = min(rect.height() * 0.7, rect.width() * 0.45)
    scale = max(1.0, abs(painter.worldTransform().m11()) * painter.device().devicePixelRatioF())
    total = len(symbols) * size + (len(symbols) - 1) * size * 0.15
    x = rect.center().x() - total / 2
    painter.save()
    painter.setOpacity(opacity)
    for sym in symbols:
        target = QRectF(x, rect.center().y() - size / 2, size, size)
        painter.drawImage(target, symbol_image(sym, max(1, round(size * scale))))
        x += size * 1.15
    painter.restore()


def _paint_picture(painter: QPainter, rect: QRectF, picture: QImage, accent: QColor, unit: float) -> None:
    """``picture`` scaled to cover the art box (centred, the overflow cut off), framed."""
    box_ratio = rect.width() / rect.height()
    w, h = picture.width(), picture.height()
    if w / h > box_ratio:  # wider than the box: cut the sides
        source = QRectF((w - h * box_ratio) / 2, 0, h * box_ratio, h)
    else:  # taller: cut top and bottom
        source = QRectF(0, (h - w / box_ratio) / 2, w, w / box_ratio)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawImage(rect, picture, source)
    painter.setPen(QPen(accent.darker(120), max(0.6, 0.8 * unit)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(rect)
    painter.restore()


def _paint_text(painter: QPainter, layout: Layout, unit: float, card: CardDef, compact: bool) -> None:
    rect = _rect(layout, unit, layout.text)
    painter.setPen(QPen(QColor(0, 0, 0, 60), max(0.5, 0.5 * unit)))
    painter.setBrush(QColor(TEXT_BOX))
    painter.drawRect(rect)
    symbol = layout.symbol * unit
    html, plain = card_text_html(card, max(1, round(symbol)))
    if not plain:
        return
    document = QTextDocument()
    document.setDocumentMargin(2 * unit)
    document.setDefaultFont(_pixel_font(layout.text_font * unit))
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    document.setDefaultTextOption(option)
    scale = max(1.0, abs(painter.worldTransform().m11()) * painter.device().devicePixelRatioF())
    add_symbol_resources(document, plain, max(1, round(symbol)), scale)
    spacing = 0 if compact else 3 * unit
    # The card's ink, whatever the application's theme (a dark palette would draw light text).
    document.setDefaultStyleSheet(f"p {{ color: {RULES_INK}; margin-top: 0px; margin-bottom: {spacing:.1f}px; }}")
    document.setHtml(html)
    document.setTextWidth(rect.width())
    height = document.size().height()
    # Long text shrinks to fit the box, down to about two thirds of its size.
    available = rect.height() - (layout.pt[3] * unit * 0.75 if card.power is not None else 0.0)
    font_size = layout.text_font
    while height > available and font_size > layout.text_font * 0.68:
        font_size -= 0.4
        document.setDefaultFont(_pixel_font(font_size * unit))
        document.setHtml(html)
        document.setTextWidth(rect.width())
        height = document.size().height()
    painter.save()
    painter.translate(rect.left(), rect.top() + max(0.0, (rect.height() - height) / 2 if compact else 0.0))
    painter.setClipRect(QRectF(0, 0, rect.width(), rect.height()))
    document.drawContents(painter, QRectF(0, 0, rect.width(), rect.height()))
    painter.restore()


def pt_rect(size: QSizeF, compact: bool = True) -> QRectF:
    layout = COMPACT if compact else FULL
    return _rect(layout, size.width() / layout.grid, layout.pt)


def paint_pt(painter: QPainter, size: QSizeF, card: CardDef, power: int | None, toughness: int | None,
             damage: int = 0, compact: bool = True) -> None:
    """The P/T box: current values, green when raised and red when lowered from the printed
    ones, and the damage marked on it in a red badge."""
    if power is None or toughness is None:
        return
    layout = COMPACT if compact else FULL
    unit = size.width() / layout.grid
    rect = _rect(layout, unit, layout.pt)
    _, accent, title = frame_colours(card)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _bar(painter, rect, accent, title, unit)
    painter.setFont(_pixel_font(layout.pt_font * unit, bold=True))
    printed = (card.power, card.toughness)
    colour = QColor("#111111")
    if printed[0] is not None and printed[1] is not None:
        if power > printed[0] or toughness > printed[1]:
            colour = QColor("#1d7a2e")
        if power < printed[0] or toughness < printed[1]:
            colour = QColor("#b3261e")
    painter.setPen(colour)
    painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), f"{power}/{toughness}")
    if damage:
        badge = QRectF(rect.left() - rect.height() * 1.05, rect.top(), rect.height(), rect.height())
        painter.setPen(QPen(QColor("#5c0a06"), max(0.6, 0.6 * unit)))
        painter.setBrush(QColor("#d3302a"))
        painter.drawEllipse(badge)
        painter.setPen(QColor("white"))
        painter.setFont(_pixel_font(layout.pt_font * unit * 0.85, bold=True))
        painter.drawText(badge, int(Qt.AlignmentFlag.AlignCenter), str(damage))
    painter.restore()


def paint_back(painter: QPainter, size: QSizeF, compact: bool = True) -> None:
    """The back of a card: what a hidden card shows."""
    layout = COMPACT if compact else FULL
    unit = size.width() / layout.grid
    outer = QRectF(0, 0, size.width(), size.height())
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(BORDER))
    painter.drawRoundedRect(outer, layout.radius * unit, layout.radius * unit)
    inner = outer.adjusted(*(layout.border * unit * f for f in (1, 1, -1, -1)))
    gradient = QLinearGradient(inner.topLeft(), inner.bottomRight())
    gradient.setColorAt(0, QColor("#4a2f1c"))
    gradient.setColorAt(0.5, QColor("#7a5230"))
    gradient.setColorAt(1, QColor("#3b2414"))
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(inner, layout.radius * unit * 0.5, layout.radius * unit * 0.5)
    oval = inner.adjusted(inner.width() * 0.16, inner.height() * 0.2, -inner.width() * 0.16, -inner.height() * 0.2)
    radial = QRadialGradient(oval.center(), oval.width() * 0.6)
    radial.setColorAt(0, QColor("#e7c27d"))
    radial.setColorAt(1, QColor("#9c6b2f"))
    painter.setBrush(QBrush(radial))
    painter.setPen(QPen(QColor("#2a180c"), 1.2 * unit))
    painter.drawEllipse(oval)
    scale = max(1.0, abs(painter.worldTransform().m11()) * painter.device().devicePixelRatioF())
    dot = oval.width() * 0.2
    centre = oval.center()
    ring = oval.width() * 0.28
    import math

    for i, sym in enumerate("WUBRG"):
        angle = -math.pi / 2 + i * 2 * math.pi / 5
        c = QPointF(centre.x() + ring * math.cos(angle), centre.y() + ring * math.sin(angle) * 1.3)
        painter.drawImage(QRectF(c.x() - dot / 2, c.y() - dot / 2, dot, dot),
                          symbol_image(sym, max(1, round(dot * scale))))
    painter.restore()


# ---------------------------------------------------------------------- cached pictures

_FACES: OrderedDict[tuple[object, ...], QImage] = OrderedDict()
_FACE_LIMIT = 600


def quantize_scale(scale: float) -> float:
    """Device pixels per scene unit, rounded up to a quarter, so that a few sizes are cached."""
    import math

    return max(0.25, math.ceil(scale * 4) / 4)


def face_image(card: CardDef | None, size: QSizeF, scale: float, compact: bool = True) -> QImage:
    """The face of ``card`` (its back for None), ``scale`` device pixels per unit, cached."""
    scale = quantize_scale(scale)
    key = (card.name if card else None, id(card) if card else 0, size.width(), size.height(), scale, compact,
           pictures.generation())
    image = _FACES.get(key)
    if image is not None:
        _FACES.move_to_end(key)
        return image
    image = QImage(max(1, round(size.width() * scale)), max(1, round(size.height() * scale)),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.scale(scale, scale)
    if card is None:
        paint_back(painter, size, compact)
    else:
        paint_face(painter, size, card, compact)
    painter.end()
    _FACES[key] = image
    if len(_FACES) > _FACE_LIMIT:
        _FACES.popitem(last=False)
    return image


def clear_face_cache() -> None:
    """Forget painted faces (the language changed)."""
    _FACES.clear()


def rounded_card_path(size: QSizeF, compact: bool = True) -> QPainterPath:
    layout = COMPACT if compact else FULL
    unit = size.width() / layout.grid
    path = QPainterPath()
    path.addRoundedRect(QRectF(0, 0, size.width(), size.height()), layout.radius * unit, layout.radius * unit)
    return path
