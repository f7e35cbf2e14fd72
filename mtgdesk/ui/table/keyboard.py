"""The table played by keyboard alone: a focus that walks over the cards of each zone and from
zone to zone, and keys that do what a click does on the focused thing.

The keys (listed for the player in Help ▸ Keys, ``ui/dialogs/keys.py``):

- Left / Right: the previous / next card of the zone; Up / Down, Tab / Shift+Tab: the previous /
  next zone (your hand, your battlefield, the stack, the opponent's battlefield, the players,
  the graveyards and exiles). Home / End: the first / last of the zone.
- Enter: what a click on the focused thing does (play, cast, activate, choose as target, open a
  graveyard) — the controller's own ``card_clicked`` / ``player_clicked`` / ``pile_clicked``,
  so that the keyboard obeys the same rules as the mouse and nothing is decided twice.
- A: declare the focused creature as an attacker (or take it back); Shift+A: attack with all.
- B: the focused creature blocks; then the focus goes to the attackers: Enter (or B) on one.
- 1 to 9: the prompt's buttons, in order; Space: its main button; Escape: take back.

Focus is kept by what it is on (a card's id, a player, a pile): when the table changes, it stays
on the same thing, else on the same place of its zone, else on the first zone with something.
A question puts it where the answer is: a choice of targets on the first target, a declaration
of attackers or blockers on the first creature that can, an open zone panel on its cards. The
ring is drawn from the first key on (the first arrow only shows where the focus is).
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Qt, Signal

from mtgdesk.engine.decisions import DecisionKind
from mtgdesk.engine.objects import PlayerRef

from .snapshot import TableSnapshot

#: The zones, in the order Down and Tab walk them ("panel": the cards of the zone panel, a
#: graveyard or the cards of a choice, while it is open).
ZONES = ("panel", "hand", "battlefield", "stack", "opponent_battlefield", "players", "piles")

Focus = tuple[Any, ...]  # ("card", id) | ("player", index) | ("pile", kind, owner) | ("panel", id)


class KeyboardFocus(QObject):
    """The keyboard's focus on the table of ``controller``.

    Signals:
        focus_changed(object): the focus moved (or what it is on changed): the ``Focus``, or None.
    """

    focus_changed = Signal(object)

    def __init__(self, controller: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.scene = controller.scene
        self.zone = "hand"
        self.focus: Focus | None = None
        self.index = 0
        self.engaged = False  # a key was used: the ring is drawn (a mouse player never sees it)
        self._panel_shown = False  # the zone panel was open when the focus last followed the table
        self._generation = -1

    # ------------------------------------------------------------------ what is where

    def _snapshot(self) -> TableSnapshot | None:
        snapshot: TableSnapshot | None = self.scene.snapshot
        return snapshot

    def members(self, zone: str) -> list[Focus]:
        """The things of ``zone``, in reading order (left to right, top row first)."""
        snapshot = self._snapshot()
        if snapshot is None:
            return []
        me = snapshot.perspective
        items = self.scene.items_by_id
        if zone == "panel":
            panel = self.controller.zone
            return [("panel", entry.id) for entry in panel.fan.cards] if panel.isVisible() else []
        if zone == "hand":
            return [("card", s.id) for s in snapshot.hands.get(me, []) if s.id in items]
        if zone in ("battlefield", "opponent_battlefield"):
            owner = me if zone == "battlefield" else 1 - me
            states = [s for s in snapshot.battlefield if s.controller == owner and s.id in items]
            # Reading order: top row first (the opponent's creatures face yours), then left to right.
            states.sort(key=lambda s: (round(items[s.id].home.y() / 40), items[s.id].home.x()))
            return [("card", s.id) for s in states]
        if zone == "stack":
            return [("card", s.id) for s in reversed(snapshot.stack) if s.id in items]  # the top first
        if zone == "players":
            return [("player", 1 - me), ("player", me)]
        if zone == "piles":
            return [("pile", kind, p) for p in (me, 1 - me) for kind in ("graveyard", "exile")]
        return []

    def zone_count(self, zone: str) -> int:
        snapshot = self._snapshot()
        if snapshot is None:
            return 0
        if zone == "players":
            return 2
        if zone == "piles":
            return sum(len(p.graveyard) + len(p.exile) for p in snapshot.players)
        return len(self.members(zone))

    # ------------------------------------------------------------------ moving

    def follow(self) -> None:
        """The table changed: keep the focus on its thing, or near it. A new decision to choose
        targets puts it on the first thing that may be chosen."""
        opened = self.controller.zone.isVisible()
        if opened and not self._panel_shown:  # a graveyard, a search: the focus goes to its cards
            self._panel_shown = True
            cards = self.controller.zone.fan.cards
            members = self.members("panel")
            if members:
                usable = [("panel", entry.id) for entry in cards if entry.usable]
                self._set("panel", (usable or members)[0])
                return
        self._panel_shown = opened
        members = self.members(self.zone)
        generation = self.controller.bridge.generation
        decision_changed = generation != self._generation
        self._generation = generation
        kind = self.controller.decision.kind
        if decision_changed and self.controller._mine() and kind in self.LEADS:
            wanted = self._first_highlighted(*self.LEADS[kind])
            if wanted is not None and not (self.focus is not None and self.focus[0] == "card"
                                           and self.controller.highlights.get(self.focus[1]) == self.LEADS[kind][0]):
                self._set(*wanted)
                return
        if self.focus in members:
            self._set(self.zone, self.focus)
            return
        if members:
            self._set(self.zone, members[min(self.index, len(members) - 1)])
            return
        for zone in ZONES:
            found = self.members(zone)
            if found:
                self._set(zone, found[0])
                return
        self._set(self.zone, None)

    #: Where a new decision puts the focus (unless it is on such a thing already): the first of
    #: the things lit for it (a highlight, in a zone).
    LEADS = {
        DecisionKind.TARGETS: ("target", ZONES),
        DecisionKind.ATTACKERS: ("playable", ("battlefield",)),
        DecisionKind.BLOCKERS: ("playable", ("battlefield",)),
    }

    def _first_highlighted(self, kind: str, zones: tuple[str, ...] = ZONES) -> tuple[str, Focus] | None:
        highlights = self.controller.highlights
        for zone in zones:
            for member in self.members(zone):
                if member[0] == "card" and highlights.get(member[1]) == kind:
                    return zone, member
                if member[0] == "player" and self.controller.player_highlights.get(member[1]) == kind:
                    return zone, member
        return None

    def _set(self, zone: str, focus: Focus | None) -> None:
        self.zone = zone
        members = self.members(zone)
        if focus in members:
            self.index = members.index(focus)
        changed = focus != self.focus or self.scene.keyboard_focus != (focus if self.engaged else None)
        self.focus = focus
        fan = self.controller.zone.fan
        index = next((i for i, e in enumerate(fan.cards) if focus == ("panel", e.id)), None) if self.engaged else None
        if index != fan.focused:
            fan.focused = index
            fan.hovered = index  # risen above the others, as under the pointer
            fan.update()
            if index is not None:
                self.controller.card_pointed.emit(fan.cards[index].card)
        self.focus_changed.emit(focus)
        if changed and self.engaged:
            self.scene.set_keyboard_focus(focus if focus is None or focus[0] != "panel" else None)

    def step(self, delta: int) -> None:
        """The previous (-1) or next (+1) thing of the zone, round."""
        members = self.members(self.zone)
        if not members:
            return
        index = members.index(self.focus) if self.focus in members else (-1 if delta > 0 else 0)
        self._set(self.zone, members[(index + delta) % len(members)])

    def edge(self, last: bool) -> None:
        members = self.members(self.zone)
        if members:
            self._set(self.zone, members[-1 if last else 0])

    def step_zone(self, delta: int) -> None:
        """The previous (-1) or next (+1) zone that holds something, round."""
        start = ZONES.index(self.zone)
        for i in range(1, len(ZONES) + 1):
            zone = ZONES[(start + delta * i) % len(ZONES)]
            members = self.members(zone)
            if members:
                self._set(zone, members[0])
                return

    def go_to(self, zone: str, focus: Focus | None = None) -> None:
        members = self.members(zone)
        if members:
            self._set(zone, focus if focus in members else members[0])

    # ------------------------------------------------------------------ acting

    def activate(self, by_hand: bool = False) -> None:
        """Enter: the focused thing is clicked, through the controller's own handlers
        (Shift+Enter on a spell of the hand: it is cast and paid by hand)."""
        focus = self.focus
        if focus is None:
            return
        c = self.controller
        if focus[0] == "card":
            blocking = c.decision.kind is DecisionKind.BLOCKERS and c._mine()
            c.card_clicked(focus[1], by_hand=by_hand)
            if blocking and c.block_source == focus[1]:
                self._to_attackers()
        elif focus[0] == "player":
            c.player_clicked(focus[1])
        elif focus[0] == "pile":
            c.pile_clicked(focus[1], focus[2])
            self.follow()  # the focus goes into the graveyard opened
        elif focus[0] == "panel":
            c.zones.card_clicked(focus[1])  # as a click in the zone panel
            self.follow()

    def attack(self, everything: bool = False) -> None:
        """A: the focused creature attacks (or no longer does); Shift+A: all that can."""
        c = self.controller
        if not c._mine() or c.decision.kind is not DecisionKind.ATTACKERS:
            c.refuse(None, self.tr("No attackers are being declared now.") if c._mine() else "")
            return
        if everything:
            c.attack_with_all()
        elif self.focus is not None and self.focus[0] == "card":
            c.card_clicked(self.focus[1])

    def block(self) -> None:
        """B: the focused creature of yours blocks, or the focused attacker is the one blocked."""
        c = self.controller
        if not c._mine() or c.decision.kind is not DecisionKind.BLOCKERS:
            c.refuse(None, self.tr("No blockers are being declared now.") if c._mine() else "")
            return
        self.activate()

    def _to_attackers(self) -> None:
        snapshot = self._snapshot()
        if snapshot is None:
            return
        attackers = [("card", s.id) for s in snapshot.battlefield if s.attacking]
        if attackers:
            self.go_to("opponent_battlefield", attackers[0])

    def press_button(self, number: int) -> bool:
        """1-9: the prompt's ``number``-th enabled button."""
        buttons = [b for b in self.controller.prompt.buttons.values() if b.isEnabled() and _shown(b)]
        if 1 <= number <= len(buttons):
            buttons[number - 1].click()
            return True
        return False

    # ------------------------------------------------------------------ keys

    def key(self, key: int, modifiers: Qt.KeyboardModifier) -> bool:
        """Handle a key pressed on the table; False if it isn't one of the table's."""
        k = Qt.Key
        shift = bool(modifiers & Qt.KeyboardModifier.ShiftModifier)
        if self._panel_shown != self.controller.zone.isVisible():
            self.follow()  # the zone panel opened or closed since (Escape closes it)
        if not self.engaged:
            self.engaged = True
            if self.focus is None:
                self.follow()
            self._set(self.zone, self.focus)  # ringed, and shown in the zoom
            if key in (k.Key_Left, k.Key_Right, k.Key_Up, k.Key_Down, k.Key_Tab, k.Key_Backtab):
                return True  # the first arrow shows where the focus is
        if key == k.Key_Left:
            self.step(-1)
        elif key == k.Key_Right:
            self.step(1)
        elif key in (k.Key_Up, k.Key_Backtab) or (key == k.Key_Tab and shift):
            self.step_zone(-1)
        elif key in (k.Key_Down, k.Key_Tab):
            self.step_zone(1)
        elif key == k.Key_Home:
            self.edge(False)
        elif key == k.Key_End:
            self.edge(True)
        elif key in (k.Key_Return, k.Key_Enter):
            self.activate(by_hand=shift)
        elif key == k.Key_A:
            self.attack(everything=shift)
        elif key == k.Key_B:
            self.block()
        elif k.Key_1 <= key <= k.Key_9:
            return self.press_button(key - k.Key_0)
        else:
            return False
        return True

    def focused_player(self) -> PlayerRef | None:
        return PlayerRef(self.focus[1]) if self.focus is not None and self.focus[0] == "player" else None


def _shown(widget: Any) -> bool:
    """Shown, or about to be: a widget just put in a shown layout is shown by a queued call."""
    return not widget.isHidden() or not widget.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide)


__all__ = ["Focus", "KeyboardFocus", "ZONES"]
