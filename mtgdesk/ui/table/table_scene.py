"""The table: a ``QGraphicsScene`` with both battlefields (lands in their own row), the hands,
the library, graveyard and exile piles, the players' panels (life, mana pool) and the stack.

``sync`` lays the cards out from a ``TableSnapshot`` and animates each card to its place;
``follow_events`` reads the engine's events first, so that a card that changes zones (and so
gets a new id, CR 400.7) glides from where it was, and damage and life changes flash.
The scene never changes the game: gestures become signals that the controller turns into
actions.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
)

from mtgdesk.engine import events as E
from mtgdesk.engine.objects import PlayerRef

from .animation import FADE_MS, FLASH_MS, IN_OUT_QUAD, IN_QUAD, MOVE_MS, TAP_MS, Animator
from .arrows import ArrowItem
from .card_item import CARD_SIZE, CardItem, CardState
from .snapshot import TableSnapshot
from .table_items import Z_FLOAT, FloatingText, PileItem, PlayerPanel, _Badge, _FloatHolder, _Glow
from .table_layout import (
    TOP_HAND_SCALE,
    TableGeometry,
    layout,
    scaled_pos,
)
from ..common.texts import translate

W, H = CARD_SIZE.width(), CARD_SIZE.height()

Z_MOVING = 1000.0


@dataclass
class Placement:
    pos: QPointF
    rotation: float
    scale: float
    z: float
    group: int = 0  # the number of cards in the cascade this one tops (identical lands)


def _scaled_pos(top_left: QPointF, scale: float) -> QPointF:
    """The item position that puts a card scaled about its centre at ``top_left``."""
    return QPointF(*scaled_pos(top_left.x(), top_left.y(), scale))


def _tr(text: str, n: int = -1) -> str:
    return translate("TableScene", text, n)


class TableScene(QGraphicsScene):
    """The table, drawn from one player's side (``perspective``, at the bottom).

    Signals:
        card_clicked(int): a card was clicked (not dragged).
        card_hovered(object): the card under the pointer changed: a ``CardState`` or None.
        preview_wanted(object): the card of the player's hand being pointed at or dragged
            changed (its id, or None): the controller answers with ``set_payment_preview``.
        player_clicked(int): a player's panel was clicked.
        pile_clicked(str, int): a library, graveyard or exile pile was clicked: kind, owner.
    """

    card_clicked = Signal(int)
    card_hovered = Signal(object)
    preview_wanted = Signal(object)
    player_clicked = Signal(int)
    pile_clicked = Signal(str, int)

    #: After a card leaves the hand, how long the others keep their places once the pointer is
    #: away from the hand (while it is over the hand they keep them), so that a quick second
    #: drag finds the card where it was seen.
    HAND_HOLD_MS = 900

    def __init__(self, animator: Animator, parent: Any = None) -> None:
        super().__init__(parent)
        self.geometry = TableGeometry()
        self.setSceneRect(0, 0, self.geometry.width, self.geometry.height)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.animator = animator
        self.items_by_id: dict[int, CardItem] = {}
        self.snapshot: TableSnapshot | None = None
        self.perspective = 0
        self.panels = [PlayerPanel(0), PlayerPanel(1)]
        self.piles = {(kind, p): PileItem(kind, p) for kind in ("library", "graveyard", "exile") for p in (0, 1)}
        for item in (*self.panels, *self.piles.values()):
            self.addItem(item)
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.cache_scale = 1.0
        self.pixel_ratio = 1.0
        self.arrows: list[ArrowItem] = []
        self._drawn_arrows: list[tuple[float, float, float, float, str, bool]] = []
        self.extra_arrows: list[tuple[Any, Any, str]] = []  # (from, to, kind) the controller adds
        self.highlights: dict[int, str] = {}
        self.player_highlights: dict[int, str] = {}
        self.click_modifiers = Qt.KeyboardModifier.NoModifier  # held at the last click of a card
        self.payment_preview: frozenset[int] = frozenset()  # lit as "payment", over other highlights
        self._hovered_hand: int | None = None  # the card of the player's hand under the pointer
        self._focused_hand: int | None = None  # the card of the player's hand the keyboard's focus is on
        self._preview_card: int | None = None  # the card whose payment is asked for (``preview_wanted``)
        self.draggable: Callable[[CardItem], bool] = lambda item: False
        self.drag_origin: tuple[CardItem, QPointF] | None = None
        self._origins: dict[int, tuple[str, int]] = {}  # new id → the pile it came from
        self._pointer: QPointF | None = None  # where the pointer is over the table (scene), if it is
        self._hand_held: dict[int, Placement] | None = None  # the hand's places kept after a card left
        self._hold_timer = QTimer(self)
        self._hold_timer.setSingleShot(True)
        self._hold_timer.setInterval(self.HAND_HOLD_MS)
        self._hold_timer.timeout.connect(self._release_hand)
        self._badges: dict[Any, _Badge] = {}  # numbers over cards or panels (combat damage divided)
        self.keyboard_focus: tuple[Any, ...] | None = None  # ("card", id), ("player", n), ("pile", kind, n)
        self._stack_label = self.addSimpleText("")
        self._stack_label.setBrush(QColor(235, 235, 235, 170))
        font = QFont()
        font.setPixelSize(14)
        font.setBold(True)
        self._stack_label.setFont(font)
        self._place_stack_label()

    def _place_stack_label(self) -> None:
        g = self.geometry
        self._stack_label.setPos(g.field_left + 8, g.stack_y + H * g.stack_scale / 2 - 10)

    def set_card_scale(self, card_scale: float) -> bool:
        """The player chose another card size: the table is laid out again for it."""
        g = self.geometry
        return self.set_geometry(TableGeometry(g.width, g.height, card_scale))

    def set_cache_scale(self, scale: float, ratio: float = 1.0) -> None:
        """The view's zoom (view pixels per unit) or the screen's pixel ratio changed: the
        cards' pictures follow, so that they are drawn pixel for pixel."""
        scale = max(0.1, round(scale, 3))
        if (scale, ratio) == (self.cache_scale, self.pixel_ratio):
            return
        self.cache_scale, self.pixel_ratio = scale, ratio
        for item in self.items_by_id.values():
            item.set_cache_scale(scale, ratio)

    def set_geometry(self, geometry: TableGeometry) -> bool:
        """The table takes a new shape (the window was resized): everything is laid out again
        at once, without animation. False if nothing changed."""
        if geometry == self.geometry:
            return False
        self.geometry = geometry
        self.setSceneRect(0, 0, geometry.width, geometry.height)
        self._place_stack_label()
        if self.snapshot is not None:
            thinking = next((panel.index for panel in self.panels if panel.thinking), None)
            self.sync(self.snapshot, thinking=thinking, flip=True)
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        return True

    # ------------------------------------------------------------------ background

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        scene_rect = self.sceneRect()
        g = self.geometry
        left, right = g.field_left, g.field_right
        gradient = QRadialGradient(scene_rect.center(), scene_rect.width() * 0.7)
        gradient.setColorAt(0, QColor("#2f5e46"))
        gradient.setColorAt(1, QColor("#14291f"))
        painter.fillRect(rect, QBrush(gradient))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 28), 1.5))
        painter.setBrush(QColor(0, 0, 0, 28))
        for bottom in (False, True):
            painter.drawRoundedRect(self.battlefield_rect(self.perspective if bottom else 1 - self.perspective),
                                    14, 14)
        painter.setPen(QPen(QColor(255, 255, 255, 18), 1, Qt.PenStyle.DashLine))
        for y in ((g.top_lands_y + g.card_h + g.top_creatures_y) / 2,
                  (g.bottom_creatures_y + g.card_h + g.bottom_lands_y) / 2):
            painter.drawLine(QPointF(left + 6, y), QPointF(right - 6, y))
        painter.setPen(QPen(QColor(255, 255, 255, 22), 1.2))
        painter.setBrush(QColor(0, 0, 0, 45))
        painter.drawRoundedRect(self.stack_rect(), 14, 14)

    # ------------------------------------------------------------------ regions

    def _field(self, top: float, height: float) -> QRectF:
        left, right = self.geometry.field_left, self.geometry.field_right
        return QRectF(left - 6, top, right - left + 12, height)

    def battlefield_rect(self, player: int) -> QRectF:
        g = self.geometry
        return self._field(g.battlefield_top(player == self.perspective), g.battlefield_height)

    def hand_rect(self, player: int) -> QRectF:
        g = self.geometry
        if player == self.perspective:
            return self._field(g.bottom_hand_y - 10, g.card_h + 20)
        return self._field(0, max(10.0, g.top_hand_y + g.card_h * TOP_HAND_SCALE + 7))

    def stack_rect(self) -> QRectF:
        g = self.geometry
        return self._field(g.stack_y - 3, H * g.stack_scale + 6)

    def panel_center(self, player: int) -> QPointF:
        panel = self.panels[player]
        return panel.mapToScene(panel.boundingRect().center())

    def pile_pos(self, kind: str, owner: int) -> QPointF:
        return self.piles[(kind, owner)].pos()

    def card_at(self, pos: QPointF, exclude: CardItem | None = None) -> CardItem | None:
        for item in self.items(pos, Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder):
            if isinstance(item, CardItem) and item is not exclude and not item.leaving:
                return item
        return None

    def panel_at(self, pos: QPointF) -> PlayerPanel | None:
        for item in self.items(pos):
            if isinstance(item, PlayerPanel):
                return item
        return None

    # ------------------------------------------------------------------ gestures (from items)

    def can_drag(self, item: CardItem) -> bool:
        return self.draggable(item)

    def drag_started(self, item: CardItem, grip: QPointF) -> None:
        self.drag_origin = (item, grip)
        self._want_preview()

    def drag_finished(self, item: CardItem) -> None:
        self.drag_origin = None
        if self._hovered_hand == item.obj_id:
            self._hovered_hand = None  # the card was dropped elsewhere: the pointer is not on it
        self._want_preview()

    def _want_preview(self) -> None:
        """Ask for the payment preview of the card of the hand dragged, or else pointed at, or
        else the keyboard's focus is on."""
        card = self._hovered_hand if self._hovered_hand is not None else self._focused_hand
        if self.drag_origin is not None:
            state = self.drag_origin[0].state
            card = state.id if state.zone == "hand" and state.controller == self.perspective else None
        if card != self._preview_card:
            self._preview_card = card
            self.preview_wanted.emit(card)

    @property
    def preview_card(self) -> int | None:
        """The card of the hand whose payment is previewed (dragged or pointed at), if any."""
        return self._preview_card

    def set_payment_preview(self, ids: Iterable[int]) -> None:
        """Light ``ids`` (the permanents the automatic payment would tap) as "payment"."""
        preview = frozenset(ids)
        if preview == self.payment_preview:
            return
        changed = preview ^ self.payment_preview
        self.payment_preview = preview
        for obj_id in changed:
            item = self.items_by_id.get(obj_id)
            if item is not None:
                item.set_highlight(self.highlight_of(obj_id))

    def highlight_of(self, obj_id: int) -> str | None:
        """The highlight a card is drawn with: the payment preview's, else the decision's."""
        return "payment" if obj_id in self.payment_preview else self.highlights.get(obj_id)

    def set_keyboard_focus(self, focus: tuple[Any, ...] | None) -> None:
        """Ring the thing the keyboard's focus is on (``keyboard.py``); a card of the hand is
        raised, as under the pointer."""
        old, self.keyboard_focus = self.keyboard_focus, focus
        if focus is None or focus[0] != "card":
            self._focused_hand = None
        for thing, on in ((old, False), (focus, True)):
            if thing is None:
                continue
            if thing[0] == "card":
                item = self.items_by_id.get(thing[1])
                if item is not None:
                    item.set_focused(on)
                    if item.state.zone == "hand" and item.state.controller == self.perspective and not item.leaving:
                        item.lifted = on
                        self._place(item, self._lifted(item), animate=True)
                        if on:
                            self._focused_hand = item.obj_id
                        elif self._focused_hand == item.obj_id:
                            self._focused_hand = None
            elif thing[0] == "player":
                self.panels[thing[1]].focused = on
                self.panels[thing[1]].update()
            elif thing[0] == "pile":
                pile = self.piles.get((thing[1], thing[2]))
                if pile is not None:
                    pile.focused = on
                    pile.update()
        self._want_preview()

    def hover_card(self, item: CardItem, entered: bool) -> None:
        if entered and item.face_up:
            self.card_hovered.emit(item.state)
        elif not entered:
            self.card_hovered.emit(None)
        if item.state.zone == "hand" and item.state.controller == self.perspective and not item.leaving:
            item.lifted = entered
            self._place(item, self._lifted(item), animate=True)
            if entered:
                self._hovered_hand = item.obj_id
            elif self._hovered_hand == item.obj_id:
                self._hovered_hand = None
            self._want_preview()

    def _lifted(self, item: CardItem) -> Placement:
        target = Placement(item.home, item.home_rotation, item.home_scale, item.zValue())
        if item.lifted:
            lifted = item.home - QPointF(0, self.geometry.hand_lift)
            target = Placement(lifted, item.home_rotation, item.home_scale, item.zValue())
        return target

    # ------------------------------------------------------------------ following the game

    def follow_events(self, events: Iterable[E.Event]) -> None:
        """Re-key cards that changed zones, remember where new ones come from, flash damage."""
        for event in events:
            if isinstance(event, E.CardMoved):
                item = self.items_by_id.pop(event.old_id, None)
                if item is not None:
                    if event.new_id is None:
                        self._remove(item, fade=True)
                        continue
                    item.state = CardState(**{**item.state.__dict__, "id": event.new_id, "zone": event.to_zone})
                    self.items_by_id[event.new_id] = item
                elif event.new_id is not None and event.from_zone in ("library", "graveyard", "exile"):
                    self._origins[event.new_id] = (event.from_zone, event.owner)
            elif isinstance(event, E.DamageDealt) and event.amount > 0:
                self._float_text(event.recipient, f"−{event.amount}", QColor("#ff5a4f"))
            elif isinstance(event, E.LifeChanged):
                gain = event.new > event.old
                self._flash_panel(event.player, QColor(60, 200, 90, 170) if gain else QColor(255, 60, 50, 170))
                if gain:
                    self._float_text(PlayerRef(event.player), f"+{event.new - event.old}", QColor("#6fe38a"))

    def sync(self, snapshot: TableSnapshot, highlights: dict[int, str] | None = None,
             player_highlights: dict[int, str] | None = None, thinking: int | None = None,
             flip: bool = False) -> None:
        """Lay the table out as ``snapshot`` says, animating each card to its place."""
        if snapshot.perspective != self.perspective:
            self.perspective = snapshot.perspective
            flip = True
        previous, self.snapshot = self.snapshot, snapshot
        if highlights is not None:
            self.highlights = highlights
        if player_highlights is not None:
            self.player_highlights = player_highlights
        placements = self._hold_hand(self._layout(snapshot), snapshot, previous, flip)
        seen: set[int] = set()
        for state, placement in placements:
            seen.add(state.id)
            highlight = self.highlight_of(state.id)
            item = self.items_by_id.get(state.id)
            if item is None:
                item = self._enter(state, placement, flip)
            elif not flip and item.placement == placement and item.state == state and item.highlight == highlight:
                continue  # nothing changed for this card: not a paint, not an animation
            else:
                item.set_state(state)
            item.home, item.home_rotation = placement.pos, placement.rotation
            item.set_home_scale(placement.scale)
            item.set_highlight(highlight)
            item.set_focused(self.keyboard_focus == ("card", state.id))
            item.set_group(placement.group, placement.rotation)
            if not (state.zone == "hand" and item.lifted and state.controller == snapshot.perspective):
                item.lifted = False
            self._place(item, self._lifted(item) if item.lifted else placement, animate=not flip)
            item.setZValue(placement.z)
            item.placement = placement
        for obj_id in [i for i in self.items_by_id if i not in seen]:
            item = self.items_by_id.pop(obj_id)
            self._exit(item, snapshot)
        self._origins.clear()
        self._update_panels(snapshot, thinking)
        self._update_piles(snapshot)
        self._stack_label.setText(QCoreApplication.translate("TableScene", "Stack") if snapshot.stack else "")
        self.rebuild_arrows()
        self._place_badges()

    # ------------------------------------------------------------------ the hand holds still

    def pointer_moved(self, pos: QPointF | None) -> None:
        """The pointer is at ``pos`` over the table (None: it left the table)."""
        self._pointer = pos
        if self._hand_held is None:
            return
        if self._pointer_over_hand():
            self._hold_timer.stop()
        elif not self._hold_timer.isActive():
            self._hold_timer.start()

    def _pointer_over_hand(self) -> bool:
        return self._pointer is not None and self.hand_rect(self.perspective).contains(self._pointer)

    def _hold_hand(self, placements: list[tuple[CardState, Placement]], snapshot: TableSnapshot,
                   previous: TableSnapshot | None, flip: bool) -> list[tuple[CardState, Placement]]:
        """After a card has left the player's hand, the other cards of the hand keep their
        places (until ``_release_hand``); a card that joins the hand lays it out anew."""
        me = snapshot.perspective
        mine = [state.id for state, _ in placements if state.zone == "hand" and state.controller == me]
        before = {s.id for s in previous.hands.get(me, [])} if previous is not None else set(mine)
        if flip or any(i not in before for i in mine) or any(i not in self.items_by_id for i in mine):
            self._hand_held = None
            self._hold_timer.stop()
            return placements
        if self._hand_held is None and len(mine) < len(before):
            self._hand_held = {i: self.items_by_id[i].placement for i in mine
                               if self.items_by_id[i].placement is not None}
            if not self._pointer_over_hand():
                self._hold_timer.start()
        held = self._hand_held
        if held is None:
            return placements
        return [(state, held.get(state.id, placement)) for state, placement in placements]

    def _release_hand(self) -> None:
        """The hand closes up where a card left it."""
        if self._hand_held is None:
            return
        if self._pointer_over_hand():
            return  # it waits for the pointer to leave
        self._hand_held = None
        if self.snapshot is not None:
            thinking = next((panel.index for panel in self.panels if panel.thinking), None)
            self.sync(self.snapshot, thinking=thinking)

    def _enter(self, state: CardState, placement: Placement, flip: bool) -> CardItem:
        """A card new to the table: from its pile if it came from one, else fading in."""
        item = CardItem(state)
        item.set_cache_scale(self.cache_scale, self.pixel_ratio)
        self.addItem(item)
        self.items_by_id[state.id] = item
        origin = self._origins.pop(state.id, None)
        if origin is not None and not flip:
            item.setPos(self.pile_pos(*origin))
            item.setScale(self.geometry.card_scale)
            item.setZValue(Z_MOVING)
            return item
        item.setPos(placement.pos)
        item.setRotation(placement.rotation)
        item.setScale(placement.scale)
        if not flip and self.animator.enabled:
            item.setOpacity(0.0)
            self.animator.animate(item, b"opacity", 1.0, FADE_MS)
        return item

    def _place(self, item: CardItem, placement: Placement, animate: bool = True) -> None:
        if not animate or not self.animator.enabled:
            self.animator.stop(item)
            item.setPos(placement.pos)
            item.setRotation(placement.rotation)
            item.setScale(placement.scale)
            return
        if item.pos() != placement.pos:
            self.animator.animate(item, b"pos", placement.pos, MOVE_MS)
        if item.rotation() != placement.rotation:
            self.animator.animate(item, b"rotation", placement.rotation, TAP_MS, easing=IN_OUT_QUAD)
        if item.scale() != placement.scale:
            self.animator.animate(item, b"scale", placement.scale, MOVE_MS)

    def _exit(self, item: CardItem, snapshot: TableSnapshot) -> None:
        """A card left the visible zones: it glides to its pile and fades, then is removed."""
        zone, owner = item.state.zone, item.state.owner
        if zone not in ("graveyard", "exile", "library") or not self.animator.enabled:
            self._remove(item, fade=self.animator.enabled)
            return
        item.leaving = True
        item.set_highlight(None)
        item.setZValue(Z_MOVING)
        self.animator.animate(item, b"pos", self.pile_pos(zone, owner), MOVE_MS + 80)
        self.animator.animate(item, b"rotation", 0.0, TAP_MS)
        self.animator.animate(item, b"scale", self.geometry.card_scale, MOVE_MS)
        self.animator.animate(item, b"opacity", 0.0, FADE_MS + 220, easing=IN_QUAD,
                              finished=lambda: self._drop(item))

    def _remove(self, item: CardItem, fade: bool) -> None:
        item.leaving = True
        if fade:
            self.animator.animate(item, b"opacity", 0.0, FADE_MS, finished=lambda: self._drop(item))
        else:
            self._drop(item)

    def _drop(self, item: CardItem) -> None:
        self.animator.forget(item)
        if item.scene() is self:
            self.removeItem(item)
        item.deleteLater()

    def _update_panels(self, snapshot: TableSnapshot, thinking: int | None) -> None:
        bottom = snapshot.perspective
        g = self.geometry
        for panel in self.panels:
            p = panel.index
            panel.setScale(g.panel_scale)
            panel.setPos(8, g.battlefield_top(p == bottom))
            deciding = not snapshot.over and snapshot.decision_player == p
            panel.set_info(snapshot.players[p], snapshot.active == p, deciding, thinking == p,
                           self.player_highlights.get(p))

    def _update_piles(self, snapshot: TableSnapshot) -> None:
        bottom = snapshot.perspective
        g = self.geometry
        for (kind, p), pile in self.piles.items():
            is_bottom = p == bottom
            info = snapshot.players[p]
            pile.setScale(g.card_scale)  # about its centre, like a card
            if kind == "library":
                pile.setPos(_scaled_pos(QPointF(g.library_x, g.lands_y(is_bottom)), g.card_scale))
                pile.set_contents(info.library_count, None)
            elif kind == "graveyard":
                pile.setPos(_scaled_pos(QPointF(g.graveyard_x, g.lands_y(is_bottom)), g.card_scale))
                usable = any(c.id in self.highlights for c in info.graveyard)
                pile.set_contents(len(info.graveyard), info.graveyard[-1] if info.graveyard else None,
                                  "playable" if usable else None)
            else:
                pile.setPos(_scaled_pos(QPointF(g.graveyard_x, g.creatures_y(is_bottom)), g.card_scale))
                usable = any(c.id in self.highlights for c in info.exile)
                pile.set_contents(len(info.exile), info.exile[-1] if info.exile else None,
                                  "playable" if usable else None)

    # ------------------------------------------------------------------ layout

    def _layout(self, snapshot: TableSnapshot) -> list[tuple[CardState, Placement]]:
        slots = layout(snapshot.battlefield, snapshot.hands, snapshot.stack, snapshot.perspective, self.geometry)
        return [(state, Placement(QPointF(slot.x, slot.y), slot.rotation, slot.scale, slot.z, slot.group))
                for state, slot in slots]

    # ------------------------------------------------------------------ arrows and flashes

    def point_of(self, thing: Any) -> QPointF | None:
        """The centre of a card (by id), a player's panel (``PlayerRef`` or ``("player", n)``)
        or a point."""
        if isinstance(thing, QPointF):
            return thing
        if isinstance(thing, PlayerRef):
            return self.panel_center(thing.index)
        if isinstance(thing, tuple) and len(thing) == 2 and thing[0] == "player":
            return self.panel_center(int(thing[1]))
        if isinstance(thing, int):
            item = self.items_by_id.get(thing)
            if item is None:
                return None
            # Where the card will be once it has finished moving.
            centre = QPointF(W / 2, H / 2)
            return item.home + centre
        return None

    def rebuild_arrows(self) -> None:
        """The arrows of combat, of targets on the stack and the controller's own; kept as they
        are when none of them changed."""
        snapshot = self.snapshot
        wanted: list[tuple[Any, Any, str, bool]] = []
        if snapshot is not None and not snapshot.over:  # the board is cleared at the game's end
            defender = 1 - snapshot.active
            blocked = {a for _, a in snapshot.blocks}
            wanted += [(s.id, PlayerRef(defender), "attack", False)
                       for s in snapshot.battlefield if s.attacking and s.id not in blocked]
            wanted += [(b, a, "block", False) for b, a in snapshot.blocks]
            wanted += [(s.id, t, "target", False) for s in snapshot.stack for t in s.targets]
            wanted += [(start, end, kind, True) for start, end, kind in self.extra_arrows]
        drawn = []
        for start, end, kind, dashed in wanted:
            p, q = self.point_of(start), self.point_of(end)
            if p is not None and q is not None:
                drawn.append((p.x(), p.y(), q.x(), q.y(), kind, dashed))
        if drawn == self._drawn_arrows:
            return
        self._drawn_arrows = drawn
        for arrow in self.arrows:
            self.removeItem(arrow)
        self.arrows = []
        for x1, y1, x2, y2, kind, dashed in drawn:
            arrow = ArrowItem(QPointF(x1, y1), QPointF(x2, y2), kind, dashed)
            self.addItem(arrow)
            self.arrows.append(arrow)

    def set_badges(self, badges: dict[Any, str]) -> None:
        """Show ``text`` over each card (by id) or player (``PlayerRef``): the combat damage each
        recipient is given while it is divided."""
        for key in [k for k in self._badges if k not in badges]:
            gone = self._badges.pop(key)
            if gone.scene() is self:
                self.removeItem(gone)
        for key, text in badges.items():
            badge = self._badges.get(key)
            if badge is None:
                badge = self._badges[key] = _Badge()
                self.addItem(badge)
            badge.set_text(text)
        self._place_badges()

    def _place_badges(self) -> None:
        for key, badge in self._badges.items():
            if isinstance(key, PlayerRef):
                # At the life disc's lower right corner: clear of the number, the name and the
                # counts (beside the name it covered "Компьютер"'s last letters).
                panel = self.panels[key.index]
                disc = panel.life_disc()
                badge.setPos(panel.mapToScene(QPointF(disc.right() - 2, disc.bottom() - 2)))
                continue
            point = self.point_of(key)
            if point is not None:
                badge.setPos(point)

    def _float_text(self, where: Any, text: str, colour: QColor) -> None:
        if not self.animator.enabled:
            return
        point = self.point_of(where)
        if point is None:
            return
        item = FloatingText(text)
        item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        font = QFont()
        font.setPixelSize(34)
        font.setBold(True)
        item.setFont(font)
        item.setBrush(colour)
        item.setPen(QPen(QColor(0, 0, 0, 200), 1.5))
        item.setZValue(Z_FLOAT)
        rect = item.boundingRect()
        start = point - QPointF(rect.width() / 2, rect.height() / 2)
        item.setPos(start)
        holder = _FloatHolder(item)
        self.addItem(holder)
        self.animator.animate(holder, b"pos", QPointF(0, -50), FLASH_MS, start=QPointF(0, 0))
        self.animator.animate(holder, b"opacity", 0.0, FLASH_MS, start=1.0, easing=IN_QUAD,
                              finished=lambda: self._drop_float(holder))

    def _drop_float(self, holder: QGraphicsObject) -> None:
        self.animator.forget(holder)
        if holder.scene() is self:
            self.removeItem(holder)
        holder.deleteLater()

    def _flash_panel(self, player: int, colour: QColor) -> None:
        """The life total's disc glows and fades: an item of its own over the panel, so that the
        panel itself isn't repainted every frame."""
        if not self.animator.enabled:
            return
        panel = self.panels[player]
        glow = _Glow(panel.life_disc().adjusted(-7, -7, 7, 7), colour)
        glow.setParentItem(panel)
        self.animator.animate(glow, b"opacity", 0.0, FLASH_MS, start=1.0,
                              finished=lambda: self._drop_float(glow))

    def finish_animations(self) -> None:
        self.animator.finish_all()


__all__ = ["PileItem", "PlayerPanel", "TableScene"]
