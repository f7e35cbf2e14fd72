"""What a screen reader reads of the table: sentences for a card, a zone, a player's panel, the
stack, and the announcements of what matters (your turn, a spell cast at you, what the game asks).

The table's cards are ``QGraphicsItem``s, which Qt's accessibility doesn't see; the item that has
the keyboard's focus (``keyboard.KeyboardFocus``) is told through the view instead: its
accessible name is the focused thing, its description the zone it is in. Announcements go to a
label (an ordinary widget, so every screen reader finds it) and, where Qt has it (6.8), as a
``QAccessibleAnnouncementEvent``. Everything is made here from the game's ids through Qt's
translation (``translate``); card names through ``card_name``.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from PySide6.QtWidgets import QLabel, QWidget

from mtgdesk.engine import events as E
from mtgdesk.engine.objects import PlayerRef

from .card_item import CardState, shown_pt
from .snapshot import PlayerInfo, TableSnapshot
from ..common.name_cases import card_name_in
from ..common.noop import QT_TRANSLATE_NOOP
from ..common.texts import card_name, fill, translate

CONTEXT = "Accessibility"

#: The word for a card's kind, from its most telling card type (CR 205.2a).
_KINDS = (
    ("Creature", QT_TRANSLATE_NOOP("Accessibility", "creature")),
    ("Planeswalker", QT_TRANSLATE_NOOP("Accessibility", "planeswalker")),
    ("Land", QT_TRANSLATE_NOOP("Accessibility", "land")),
    ("Artifact", QT_TRANSLATE_NOOP("Accessibility", "artifact")),
    ("Enchantment", QT_TRANSLATE_NOOP("Accessibility", "enchantment")),
    ("Instant", QT_TRANSLATE_NOOP("Accessibility", "instant")),
    ("Sorcery", QT_TRANSLATE_NOOP("Accessibility", "sorcery")),
)

#: The zones the keyboard walks through, as they are read out (with the number of things in each).
ZONE_NAMES = {
    "hand": QT_TRANSLATE_NOOP("Accessibility", "your hand, %n card(s)"),
    "battlefield": QT_TRANSLATE_NOOP("Accessibility", "your battlefield, %n permanent(s)"),
    "opponent_battlefield": QT_TRANSLATE_NOOP("Accessibility", "%1's battlefield, %n permanent(s)"),
    "stack": QT_TRANSLATE_NOOP("Accessibility", "the stack, %n object(s)"),
    "players": QT_TRANSLATE_NOOP("Accessibility", "the players"),
    "piles": QT_TRANSLATE_NOOP("Accessibility", "graveyards and exiles"),
}


def _t(text: str, n: int = -1) -> str:
    return translate(CONTEXT, text, n)


def card_kind(state: CardState) -> str:
    """"creature", "land", … (or "ability" for an ability on the stack)."""
    if state.is_ability:
        return QCoreApplication.translate("Accessibility", "ability")
    card = state.card
    if card is None:
        return ""
    for name, word in _KINDS:
        if name in card.types:
            return _t(word)
    return ""


def describe_card(state: CardState | None, names: Callable[[int], str] | None = None,
                  find: Callable[[int], CardState | None] | None = None) -> str:
    """"Grizzly Bears, creature 2/2, tapped, attacking": the card's name, kind, power and
    toughness, and what is true of it now. A card its viewer may not see is "a face-down card"."""
    if state is None:
        return ""
    if state.card is None:
        return QCoreApplication.translate("Accessibility", "a face-down card")
    name = card_name(state.card.name)
    if state.is_ability:
        name = fill(QCoreApplication.translate("Accessibility", "ability of %1"), name)
    kind = card_kind(state) if not state.is_ability else ""
    power, toughness = shown_pt(state)
    if power is not None and toughness is not None:
        kind = f"{kind} {power}/{toughness}".strip()
    parts = [name] + ([kind] if kind else [])
    if state.zone == "battlefield":
        if state.tapped:
            parts.append(QCoreApplication.translate("Accessibility", "tapped"))
        if state.attacking:
            parts.append(QCoreApplication.translate("Accessibility", "attacking"))
        if state.blocking:
            parts.append(QCoreApplication.translate("Accessibility", "blocking"))
        if state.damage:
            parts.append(QCoreApplication.translate("Accessibility", "%n damage", None, state.damage))
        if state.sick:
            parts.append(QCoreApplication.translate("Accessibility", "summoning sick"))
        for counter, count in state.counters:
            if count:
                parts.append(fill(QCoreApplication.translate("Accessibility", "%1 counters: %2"), counter, str(count)))
        if state.attached_to is not None and find is not None:
            host = find(state.attached_to)
            if host is not None and host.card is not None:
                attached = QCoreApplication.translate("Accessibility", "attached to %1")
                parts.append(fill(attached, card_name(host.card.name)))
    if state.targets:
        targeting = QCoreApplication.translate("Accessibility", "targeting %1")
        parts.append(fill(targeting, target_list(state.targets, names, find)))
    return ", ".join(parts)


def target_list(targets: Iterable[Any], names: Callable[[int], str] | None,
                find: Callable[[int], CardState | None] | None, perspective: int | None = None) -> str:
    """The targets of a spell or ability, by name ("you" for the seat's own player)."""
    words = []
    for target in targets:
        if isinstance(target, PlayerRef):
            if perspective is not None and target.index == perspective:
                words.append(QCoreApplication.translate("Accessibility", "you"))
            else:
                words.append(names(target.index) if names is not None else str(target.index))
        else:
            state = find(target) if find is not None else None
            if state is not None and state.card is not None:
                words.append(card_name(state.card.name))
            else:
                words.append(QCoreApplication.translate("Accessibility", "a card"))
    return ", ".join(words)


def describe_player(info: PlayerInfo, mine: bool, active: bool) -> str:
    """"Ann (you), 20 life, 5 cards in hand, 33 in library, active player"."""
    name = fill(QCoreApplication.translate("Accessibility", "%1 (you)"), info.name) if mine else info.name
    parts = [name, QCoreApplication.translate("Accessibility", "%n life", None, info.life),
             QCoreApplication.translate("Accessibility", "%n card(s) in hand", None, info.hand_count),
             QCoreApplication.translate("Accessibility", "%n card(s) in library", None, info.library_count)]
    pool = sum(info.pool)
    if pool:
        parts.append(QCoreApplication.translate("Accessibility", "%n mana in pool", None, pool))
    if active:
        parts.append(QCoreApplication.translate("Accessibility", "active player"))
    return ", ".join(parts)


def describe_pile(kind: str, info: PlayerInfo, mine: bool) -> str:
    """"your graveyard, 3 cards, Shock on top"."""
    cards = info.graveyard if kind == "graveyard" else info.exile
    n = len(cards)
    if kind == "graveyard" and mine:
        text = QCoreApplication.translate("Accessibility", "your graveyard, %n card(s)", None, n)
    elif kind == "graveyard":
        text = fill(QCoreApplication.translate("Accessibility", "%1's graveyard, %n card(s)", None, n), info.name)
    elif mine:
        text = QCoreApplication.translate("Accessibility", "your exile, %n card(s)", None, n)
    else:
        text = fill(QCoreApplication.translate("Accessibility", "%1's exile, %n card(s)", None, n), info.name)
    if cards and cards[-1].card is not None:
        text += ", " + fill(QCoreApplication.translate("Accessibility", "%1 on top"), card_name(cards[-1].card.name))
    return text


def describe_zone(zone: str, count: int, name: str) -> str:
    """"your hand, 5 cards"; ``name`` is the opponent's (or, for the zone panel, its title, which
    counts its cards already)."""
    if zone == "panel":
        return name
    return fill(_t(ZONE_NAMES[zone], count), name)


def describe_stack(snapshot: TableSnapshot, names: Callable[[int], str]) -> str:
    """The stack, top first: "Shock (Computer), targeting you"."""
    entries = []
    for state in reversed(snapshot.stack):
        text = describe_card(state)
        if state.targets:  # again, with "you" for the seat's own player
            text = describe_card(CardState(**{**state.__dict__, "targets": ()}))
            targeting = QCoreApplication.translate("Accessibility", "targeting %1")
            text += ", " + fill(targeting, target_list(state.targets, names, snapshot.card,
                                                                   snapshot.perspective))
        controlled = QCoreApplication.translate("Accessibility", "%1, controlled by %2")
        entries.append(fill(controlled, text, names(state.controller)))
    return "; ".join(entries)


class Announcer(QObject):
    """Tells what matters as it happens: a label the screen reader reads (and the eye too), an
    announcement event where Qt has one, and ``said`` for whoever listens (the tests).

    Signals:
        said(str): an announcement was made.
    """

    said = Signal(str)

    #: How many of the last announcements the label shows.
    SHOWN = 2

    def __init__(self, label: QLabel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.label = label
        self.history: list[str] = []
        self._last_prompt = ""

    def announce(self, text: str) -> None:
        if not text:
            return
        self.history.append(text)
        del self.history[:-50]
        self.label.setText("\n".join(self.history[-self.SHOWN:]))  # the last few, the newest last
        self.label.setAccessibleName(text)  # what a screen reader reads of it: the newest
        notify(self.label, text)
        self.said.emit(text)

    def events(self, events: Iterable[E.Event], perspective: int, names: Callable[[int], str],
               find: Callable[[int], CardState | None], name_of: Callable[[int], str],
               is_mana: Callable[[int, int], bool] = lambda source, index: False) -> None:
        """The events of one action: a turn that begins, a spell or ability of another player (a
        mana ability isn't said: it is part of paying), an attack on you, a life total that
        changes, the end of the game."""
        cast: dict[int, int] = {}
        activated: list[tuple[int, int]] = []  # (player, source)
        targets: dict[int, tuple[Any, ...]] = {}
        for event in events:
            if isinstance(event, E.StepBegan) and event.step == "untap":
                if event.active == perspective:
                    yours = QCoreApplication.translate("Accessibility", "Turn %1: your turn.")
                    self.announce(fill(yours, str(event.turn)))
                else:
                    theirs = QCoreApplication.translate("Accessibility", "Turn %1: %2's turn.")
                    self.announce(fill(theirs, str(event.turn), names(event.active)))
            elif isinstance(event, E.SpellCast) and event.player != perspective:
                cast[event.object_id] = event.player
            elif (isinstance(event, E.AbilityActivated) and event.player != perspective
                  and event.index >= 0 and not is_mana(event.source, event.index)):  # -1: a basic land's (CR 305.6)
                activated.append((event.player, event.source))
            elif isinstance(event, E.TargetsChosen):
                targets[event.object_id] = event.targets
            elif isinstance(event, E.AttackersDeclared) and event.player != perspective and event.attackers:
                attackers = ", ".join(card_name(name_of(a)) for a in event.attackers)
                self.announce(fill(QCoreApplication.translate("Accessibility", "%1 attacks you with %2"),
                                   names(event.player), attackers))
            elif isinstance(event, E.LifeChanged) and event.new != event.old:
                if event.player == perspective:
                    self.announce(QCoreApplication.translate("Accessibility", "You have %n life.", None, event.new))
                else:
                    self.announce(fill(QCoreApplication.translate("Accessibility", "%1 has %n life.", None,
                                                                  event.new), names(event.player)))
            elif isinstance(event, E.GameOver):
                winner = getattr(event, "winner", None)
                if winner == perspective:
                    self.announce(QCoreApplication.translate("Accessibility", "You win the game."))
                elif winner is None:
                    self.announce(QCoreApplication.translate("Accessibility", "The game is a draw."))
                else:
                    self.announce(fill(QCoreApplication.translate("Accessibility", "%1 wins the game."), names(winner)))
        for obj_id, player in cast.items():
            name = card_name_in(name_of(obj_id), "acc")  # the object of "casts"
            aimed = targets.get(obj_id)
            if aimed is None:
                state = find(obj_id)
                aimed = state.targets if state is not None else ()
            if aimed:
                at = QCoreApplication.translate("Accessibility", "%1 casts %2 targeting %3")
                text = fill(at, names(player), name,
                            target_list(aimed, names, find, perspective))
            else:
                text = fill(QCoreApplication.translate("Accessibility", "%1 casts %2"), names(player), name)
            self.announce(text)
        # An ability's targets: those chosen in the same action for an object that isn't a spell.
        aimed_ability = next((t for obj, t in targets.items() if obj not in cast), ())
        for player, source in activated:
            name = card_name(name_of(source))
            if aimed_ability:
                at = QCoreApplication.translate("Accessibility", "%1 activates an ability of %2 targeting %3")
                text = fill(at, names(player), name, target_list(aimed_ability, names, find, perspective))
            else:
                text = fill(QCoreApplication.translate("Accessibility", "%1 activates an ability of %2"),
                            names(player), name)
            self.announce(text)

    def prompt(self, text: str) -> None:
        """What the game asks now (said once, not again while it asks the same)."""
        if text and text != self._last_prompt:
            self._last_prompt = text
            self.announce(text)


def notify(widget: QWidget, text: str = "", event: QAccessible.Event = QAccessible.Event.NameChanged) -> None:
    """Tell the accessibility clients that ``widget``'s name changed, or announce ``text``."""
    if not QAccessible.isActive():
        return
    if text:
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(widget, text))
    else:
        QAccessible.updateAccessibility(QAccessibleEvent(widget, event))


__all__ = ["Announcer", "card_kind", "describe_card", "describe_pile", "describe_player",
           "describe_stack", "describe_zone", "notify", "target_list"]
