"""What the zone panel shows and what its clicks mean, for the controller's pending decision.

A click on a graveyard or exile pile (either player's: public zones, CR 404.2, 406.3) opens it
fanned; a target that can only be a card in a graveyard or an exile (Raise Dead, Gravedigger)
opens that zone by itself; the cards of a choice (a library search, the cards looked at on top
of a library) are shown the same way. The cards the decision can use are lit; a click on one is
a click on that card (a target, a choice, an ability that functions from the graveyard,
CR 113.6k), and a card that can't be used is refused with its name.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QPushButton, QWidget

from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import DecisionKind, Question
from mtgdesk.engine.objects import PlayerRef

from .zone_panel import ZoneCard, ZonePanel
from ..common.texts import card_name, fill

if TYPE_CHECKING:
    from .controller import TableController


class ZoneControl(QObject):
    """The zone panel of the controller's table, kept in step with the game."""

    def __init__(self, controller: "TableController", parent_widget: QWidget) -> None:
        super().__init__(controller)
        self.controller = controller
        self.panel = ZonePanel(parent_widget)
        self.panel.card_clicked.connect(self.card_clicked)
        self.panel.card_pointed.connect(controller.card_pointed)
        self._auto = -1  # the generation whose decision opened the panel by itself
        self._options: list[tuple[Any, Any]] = []  # the cards of a choice shown in the panel

    # ------------------------------------------------------------------ opening and closing

    def pile_clicked(self, kind: str, owner: int) -> None:
        """A pile was clicked: a graveyard or an exile opens (or, open already, closes)."""
        if kind not in ("graveyard", "exile"):
            return
        panel = self.panel
        if panel.isVisible() and panel.kind == (kind, owner):
            panel.close_panel()
            return
        self._auto = -1
        self._options = []
        panel.kind = (kind, owner)
        self.update()

    def show_choice(self, options: list[tuple[Any, Any]]) -> QWidget:
        """The cards of a choice, each choosing its option; returns the prompt bar's button
        that shows them again once the panel is closed."""
        self._options = list(options)
        self.panel.kind = ("choice", None)
        self.update()
        button = QPushButton(self.tr("Show the cards"))
        button.setObjectName("show_cards_button")
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(self._reopen_choice)
        return button

    def _reopen_choice(self) -> None:
        if self._options:
            self.panel.kind = ("choice", None)
            self.update()

    def decision_changed(self) -> None:
        """A new decision: a panel that served the last one (opened by itself, or a choice)
        closes; one opened to look stays."""
        panel = self.panel
        if panel.kind is not None and (panel.kind[0] == "choice" or self._auto >= 0):
            panel.close_panel()
        self._auto = -1
        self._options = []

    def close_look(self) -> bool:
        """Escape: close a panel the player opened to look; False if there is none."""
        panel = self.panel
        if panel.isVisible() and panel.kind is not None and panel.kind[0] != "choice" and self._auto < 0:
            panel.close_panel()
            return True
        return False

    # ------------------------------------------------------------------ following the game

    def update(self) -> None:
        """The panel follows the game: its cards, which of them can be used, its words."""
        c = self.controller
        self._open_for_targets()
        panel = self.panel
        if panel.kind is None:
            panel.hide()
            return
        what, owner = panel.kind
        if what == "choice":
            if not self._options:
                panel.close_panel()
                return
            titles = {Question.SEARCH: self.tr("Your library: the cards you can find"),
                      Question.TO_HAND: self.tr("The top of your library"),
                      Question.ORDER_TOP: self.tr("The top of your library")}
            cards = [ZoneCard(option, card, True) for option, card in self._options if card is not None]
            panel.show_cards(("choice", None), titles.get(c.decision.question, self.tr("Choose a card")),
                             self.tr("Click the card you choose."), cards)
            return
        view = c.bridge.view(c.perspective)
        seen = view.graveyard(owner) if what == "graveyard" else view.exile(owner)
        cards = []
        for cv in seen:
            card = c.bridge.card(cv.id)
            if card is not None:
                cards.append(ZoneCard(cv.id, card, cv.id in c.highlights))
        mine = owner == c.perspective
        if what == "graveyard":
            title = (self.tr("Your graveyard (%n)", None, len(cards)) if mine else
                     fill(self.tr("%1's graveyard (%n)", None, len(cards)), c._name(owner)))
        else:
            title = (self.tr("Your exile (%n)", None, len(cards)) if mine else
                     fill(self.tr("%1's exile (%n)", None, len(cards)), c._name(owner)))
        if any(card.usable for card in cards):
            hint = (self.tr("Click a lit card to target it.") if c.decision.kind is DecisionKind.TARGETS
                    else self.tr("Click a lit card to use it."))
        elif cards:
            hint = self.tr("Nothing here can be used now; point at a card to read it.")
        else:
            hint = ""
        if len(cards) > 1:
            hint = (hint + " " if hint else "") + self.tr("The top card is on the right.")
        panel.show_cards((what, owner), title, hint, cards)

    def _open_for_targets(self) -> None:
        """A target to choose among cards in a graveyard or an exile only (Raise Dead): that
        zone opens by itself, once for the decision."""
        c = self.controller
        d = c.decision
        generation = c.bridge.generation
        if not c._mine() or d.kind is not DecisionKind.TARGETS or self._auto == generation or self.panel.isVisible():
            return
        index = len(c.chosen_targets)
        options = d.options[index] if index < len(d.options) else ()
        zones = {(c.bridge.zone(o), c.bridge.controller(o)) for o in options if isinstance(o, int)}
        if not zones or any(isinstance(o, PlayerRef) for o in options):
            return
        hidden = [z for z in zones if z[0] in ("graveyard", "exile")]
        if len(hidden) == len(zones):
            self._auto = generation
            kind, owner = sorted(hidden, key=lambda z: (z[1] != c.perspective, z[0] != "graveyard"))[0]
            assert kind is not None  # a graveyard or the exile
            self.panel.kind = (kind, owner if owner is not None else c.perspective)

    # ------------------------------------------------------------------ clicks

    def card_clicked(self, card_id: Any) -> None:
        """A card of the panel was clicked: it is chosen, targeted or used."""
        c = self.controller
        kind = self.panel.kind
        generation = c.bridge.generation
        if kind is not None and kind[0] == "choice":
            c.submit(A.ChooseOption(c.perspective, card_id))
            return
        if not c._mine():
            c.card_clicked(card_id)
            return
        if c.decision.kind is DecisionKind.PRIORITY:
            legal = c.bridge.legal_actions()
            if any(getattr(a, "card", None) == card_id or getattr(a, "source", None) == card_id for a in legal):
                c._click_at_priority(card_id, legal)
            else:
                c.refuse(None, fill(self.tr("%1 can't be used now."), card_name(c.bridge.name(card_id))))
        else:
            c.card_clicked(card_id)
        if c.bridge.generation != generation:
            self.panel.close_panel()  # used: the table shows what it did


__all__ = ["ZoneControl"]
