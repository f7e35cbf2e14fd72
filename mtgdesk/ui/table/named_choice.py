"""Prompts for the choices the Ninth Edition rares of issue 12 (r2) ask: naming a card (CR 201.3),
choosing an opponent as a permanent enters, paying life to put a revealed card into a graveyard,
ordering cards put on the bottom of a library, and finding cards in a searched library.

Each is a ``CHOICE`` decision whose options the engine lists; the prompt shows them in the
player's language and answers with ``ChooseOption`` of the option itself (an English card name,
a player, a card's id, yes or no)."""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QComboBox, QCompleter

from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import Decision

from .prompt_bar import PromptButton
from ..common.texts import card_name, fill

if TYPE_CHECKING:
    from .prompts import TablePrompts


class CardNameBox(QComboBox):
    """"Name a card": every name the decision offers, in the interface's language, sorted and
    searchable by typing any part of the name; ``name()`` is the chosen English name."""

    def __init__(self, names: tuple[str, ...]) -> None:
        super().__init__()
        self.setObjectName("card_name_box")
        self.setEditable(True)
        self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        for shown, english in sorted((card_name(n), n) for n in names):
            self.addItem(shown, english)
        completer = QCompleter(self.model(), self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.setCompleter(completer)
        self.setMinimumContentsLength(24)
        self.setCurrentIndex(-1)

    def name(self) -> str | None:
        """The English name of the typed or chosen card, or None if it names none."""
        typed = self.currentText().strip().casefold()
        for i in range(self.count()):
            if self.itemText(i).casefold() == typed:
                return str(self.itemData(i))
        return None


class NamedChoicePrompts(QObject):
    """The prompt bar's words and buttons for these choices (``prompts.PROMPTS`` names the one for
    each question)."""

    def __init__(self, prompts: "TablePrompts") -> None:
        super().__init__(prompts)
        self.prompts = prompts

    def _submit(self, option: Any) -> None:
        c = self.prompts.controller
        c.submit(A.ChooseOption(c.perspective, option))

    def card_name(self, d: Decision) -> None:
        box = CardNameBox(tuple(o for o in d.options if isinstance(o, str)))
        self.prompts.extras["card_name"] = box
        ok = PromptButton(self.tr("Name it"), lambda: self._name_chosen(box), "ok_button", primary=True)
        text = fill(self.tr("<b>%1</b>: name a card (type a part of its name)."), self.prompts._source_name())
        self.prompts.prompt.set_prompt(text, [ok], [box])

    def _name_chosen(self, box: CardNameBox) -> None:
        name = box.name()
        if name is not None:
            self._submit(name)

    def player(self, d: Decision) -> None:
        c = self.prompts.controller
        buttons = [PromptButton(self.prompts._option_text(o), partial(self._submit, o), f"option_{i}")
                   for i, o in enumerate(d.options)]
        text = fill(self.tr("<b>%1</b>: choose an opponent."), self.prompts._source_name()) \
            if all(getattr(o, "index", None) != c.perspective for o in d.options) \
            else fill(self.tr("<b>%1</b>: choose a player."), self.prompts._source_name())
        self.prompts.prompt.set_prompt(text, buttons)

    def pay_life(self, d: Decision) -> None:
        c = self.prompts.controller
        card = d.get("card")
        shown = card_name(c.bridge.name(card)) if isinstance(card, int) else ""
        text = fill(self.tr("Pay %1 life to put the revealed <b>%2</b> into its owner's graveyard instead of "
                             "being drawn?"), str(d.get("amount", "")), shown)
        self.prompts.prompt.set_prompt(text, [
            PromptButton(self.tr("Don't pay"), lambda: self._submit(False), "no_button"),
            PromptButton(fill(self.tr("Pay %1 life"), str(d.get("amount", ""))), lambda: self._submit(True),
                         "yes_button", primary=True),
        ])

    def order_bottom(self, d: Decision) -> None:
        c = self.prompts.controller
        text = self.tr("Choose the card to put on the bottom of your library (the next one goes on top of it).")
        cards = [(o, c.bridge.card(o)) for o in d.options]
        self.prompts.prompt.set_prompt(text, [], [self.prompts._card_choice([(o, k) for o, k in cards if k])])

    def search_cards(self, d: Decision) -> None:
        c = self.prompts.controller
        whose = d.get("whose")
        text = fill(self.tr("Search %1's library: click the card you find."), c._name(whose)) \
            if isinstance(whose, int) else self.tr("Search the library: click the card you find.")
        cards = [(o, c.bridge.card(o)) for o in d.options]
        self.prompts.prompt.set_prompt(text, [], [self.prompts._card_choice([(o, k) for o, k in cards if k])])
