"""The prompt bar's words and buttons for each decision the game asks of the player at the
table: what it asks, in their language, and the buttons (and number boxes, cards to click)
that answer it. The controller turns the answers into actions."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel, QWidget

from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import Decision, Question
from mtgdesk.engine.objects import PlayerRef
from mtgdesk.storage.settings import STEP_NAMES

from .auto_pass import steps_left
from .damage_panel import prompt_assign
from .named_choice import NamedChoicePrompts
from .number_input import NumberInput
from .prompt_bar import PromptBar, PromptButton
from ..common.name_cases import card_name_in
from ..common.texts import QT_TRANSLATE_NOOP, card_name, fill, step_name

if TYPE_CHECKING:
    from .controller import TableController


#: Colour words and basic land types a text-changing effect offers (CR 612.2), shown translated.
_WORDS = {"white": QT_TRANSLATE_NOOP("TablePrompts", "white"), "blue": QT_TRANSLATE_NOOP("TablePrompts", "blue"),
          "black": QT_TRANSLATE_NOOP("TablePrompts", "black"), "red": QT_TRANSLATE_NOOP("TablePrompts", "red"),
          "green": QT_TRANSLATE_NOOP("TablePrompts", "green"), "Plains": QT_TRANSLATE_NOOP("TablePrompts", "Plains"),
          "Island": QT_TRANSLATE_NOOP("TablePrompts", "Island"), "Swamp": QT_TRANSLATE_NOOP("TablePrompts", "Swamp"),
          "Mountain": QT_TRANSLATE_NOOP("TablePrompts", "Mountain"),
          "Forest": QT_TRANSLATE_NOOP("TablePrompts", "Forest"),
          # The permanent types a player may untap in an untap step (Storage Matrix).
          "artifact": QT_TRANSLATE_NOOP("TablePrompts", "artifact"),
          "creature": QT_TRANSLATE_NOOP("TablePrompts", "creature"),
          "land": QT_TRANSLATE_NOOP("TablePrompts", "land")}
#: A colour chosen as the engine names it ("choose a color", CR 105.1): its word.
_COLOR_CODES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


class TablePrompts(QObject):
    """Fills the prompt bar for the controller's pending decision."""

    def __init__(self, controller: "TableController", prompt: PromptBar) -> None:
        super().__init__(controller)
        self.controller = controller
        self.prompt = prompt
        self.extras: dict[str, QWidget] = {}  # the prompt's input widgets, by name
        self.named = NamedChoicePrompts(self)  # naming a card, paying life, ordering, searching

    def show(self) -> None:
        """Ask, in the prompt bar, what the pending decision asks."""
        c = self.controller
        d = c.decision
        self.extras = {}
        if c.bridge.over:
            self._prompt_game_over(d)
            return
        if c.session.pace.busy:
            actor = next((p for p in (0, 1) if not c.session.is_human(p)), 1 - c.perspective)
            self.prompt.set_prompt(fill(self.tr("<b>%1</b> plays…"), c._name(actor)), [
                PromptButton(self.tr("Skip"), c.skip_computer, "skip_button",
                             tooltip=self.tr("Show the computer's actions without pausing until you must decide")),
                PromptButton(self.tr("Faster"), c.hurry, "faster_button", primary=True,
                             tooltip=self.tr("On to the computer's next action (Space)")),
            ])
            return
        if not c._mine():
            if c.session.is_human(d.player) and c.session.hot_seat:
                text = fill(self.tr("%1 must decide: pass the seat."), c._name(d.player))
            else:
                text = fill(self.tr("Waiting for %1…"), c._name(d.player))
            self.prompt.set_prompt(text, [])
            return
        if c.automatic and c._automatic_action(d.player) is not None:
            # Answered by itself in a moment (a pass, a declaration with nothing to declare):
            # no prompt flashes up that the player couldn't act on.
            self.prompt.set_prompt("", [])
            return
        c.session.pace.person_decides()
        handler = PROMPTS.get(d.question)
        if handler is None:
            self.prompt.set_prompt(self.tr("Make your choice."), [])
            return
        handler(self, d)

    def _prompt_game_over(self, d: Decision) -> None:
        c = self.controller
        # What next stays within reach after the game-over dialog is closed.
        self.prompt.set_prompt(self.tr("The game is over."), [
            PromptButton(self.tr("Main menu"), c.main_menu_requested.emit, "main_menu_button"),
            PromptButton(c.rematch_text or self.tr("Rematch"), c.rematch_requested.emit, "rematch_button",
                         primary=True),
        ])

    def _stack_ids(self) -> list[int]:
        """The objects on the stack, bottom first, as the player at the table sees them."""
        c = self.controller
        return [card.id for card in c.bridge.view(c.perspective).stack()]

    def _pass_button(self, text: str | None = None) -> PromptButton:
        c = self.controller
        stack = self._stack_ids()
        label = text or (self.tr("Resolve") if stack else self.tr("Pass"))
        tip = self.tr("Pass priority (Space)")
        return PromptButton(label, lambda: c.submit(A.PassPriority(c.perspective)), "pass_button",
                            primary=True, tooltip=tip)

    def _prompt_priority(self, d: Decision) -> None:
        c = self.controller
        p = c.perspective
        seen = c.bridge.view(p)
        stack = [cv.id for cv in seen.stack()]
        if stack:
            top = stack[-1]
            text = fill(self.tr("<b>%1</b> is on the stack. Respond with an instant or ability, or let it "
                                "resolve."), card_name(c.bridge.name(top)))
        elif seen.active == p and seen.step.is_main:
            text = fill(self.tr("<b>%1</b> — your turn. Drag a land or a spell onto the battlefield, "
                                "click a permanent to use it, or pass."), step_name(seen.step))
        else:
            text = fill(self.tr("<b>%1</b> — you have priority."), step_name(seen.step))
        skipped = ", ".join(step_name(step) for step in steps_left(STEP_NAMES, seen.step.value)
                            if step != "cleanup")
        tip = self.tr("Pass until the end of this turn, unless something is cast")
        if skipped:
            tip += "\n" + fill(self.tr("Passes through: %1"), skipped)
        buttons = [PromptButton(self.tr("End turn"), c.end_turn, "end_turn_button", tooltip=tip)]
        buttons.append(self._pass_button())
        self.prompt.set_prompt(text, buttons)

    def _prompt_mulligan(self, d: Decision) -> None:
        c = self.controller
        p = c.perspective
        mulligans = c.bridge.view(p).mulligans(p)
        hand = len(c.bridge.hand_ids(p))
        if mulligans:
            text = self.tr("Keep this hand? You will put %n card(s) on the bottom of your library.", None, mulligans)
        else:
            text = self.tr("Keep this hand of %n card(s)?", None, hand)
        buttons = []
        if A.Mulligan(p) in c.bridge.legal_actions():
            buttons.append(PromptButton(self.tr("Mulligan"), lambda: c.submit(A.Mulligan(p)), "mulligan_button"))
        buttons.append(PromptButton(self.tr("Keep"), lambda: c.submit(A.Keep(p)), "keep_button", primary=True))
        self.prompt.set_prompt(text, buttons)

    def _prompt_attackers(self, d: Decision) -> None:
        c = self.controller
        n = len(c.pending_attackers)
        text = self.tr("<b>Declare attackers:</b> click or drag your creatures towards %1. Click again to "
                       "take one back.").replace("%1", c._name(1 - c.perspective))
        buttons = [PromptButton(self.tr("All attack"), c.attack_with_all, "attack_all_button")]
        label = self.tr("Attack with %n", None, n) if n else self.tr("No attack")
        buttons.append(PromptButton(label, c.finish_attackers, "attack_button", primary=True))
        self.prompt.set_prompt(text, buttons)

    def _prompt_blockers(self, d: Decision) -> None:
        c = self.controller
        n = len(c.pending_blocks)
        text = self.tr("<b>Declare blockers:</b> drag your creatures onto the attackers they block (or click "
                       "one, then the attacker).")
        label = self.tr("Block with %n", None, n) if n else self.tr("No blocks")
        self.prompt.set_prompt(text, [PromptButton(label, c.finish_blockers, "block_button", primary=True)])

    def _source_name(self, case: str | None = None) -> str:
        """The name of the spell or ability on top of the stack, in ``case`` where the sentence
        declines it (Russian "цель для Воскрешения", genitive: ``ui/common/name_cases``)."""
        c = self.controller
        stack = self._stack_ids()
        return card_name_in(c.bridge.name(stack[-1]), case) if stack else ""

    def _prompt_targets(self, d: Decision) -> None:
        c = self.controller
        p = c.perspective
        index = len(c.chosen_targets)
        text = fill(self.tr("Choose a target for <b>%1</b>: click a highlighted card or player."),
                    self._source_name("gen"))
        if len(d.options) > 1:
            text = fill(self.tr("Choose target %1 of %2 for <b>%3</b>: click a highlighted card or player."),
                        str(index + 1), str(len(d.options)), self._source_name("gen"))
        stack = self._stack_ids()
        if stack and c.view.targeting_arrow is None:
            c.view.start_targeting(stack[-1])
        self.prompt.set_prompt(text, [PromptButton(self.tr("Cancel"), lambda: c.submit(A.CancelCasting(p)),
                                                   "cancel_button")])

    def _prompt_pay(self, d: Decision) -> None:
        c = self.controller
        p = c.perspective
        legal = c.bridge.legal_actions()
        cost = d.get("cost", "")
        if c.pay_by_hand:
            text = fill(self.tr("Paying <b>%2</b> by hand (Shift was held): click your lands to tap them for %1; "
                                "the lit ones are those the automatic payment would tap."), cost, self._source_name())
        else:
            text = fill(self.tr("Pay %1 for <b>%2</b>: click your lands to tap them for mana, or pay automatically."),
                        cost, self._source_name())
        buttons = [PromptButton(self.tr("Cancel"), lambda: c.submit(A.CancelCasting(p)), "cancel_button")]
        if A.PayFromPool(p) in legal:
            buttons.append(PromptButton(self.tr("Pay from pool"), lambda: c.submit(A.PayFromPool(p)),
                                        "pay_pool_button"))
        buttons.append(PromptButton(self.tr("Pay automatically"), lambda: c.submit(A.PayAuto(p)), "pay_button",
                                    enabled=A.PayAuto(p) in legal, primary=True))
        self.prompt.set_prompt(text, buttons)

    def _prompt_discard(self, d: Decision) -> None:
        c = self.controller
        p = c.perspective
        ok = len(c.selection) == d.count
        discard = PromptButton(self.tr("Discard"), lambda: c.submit(A.Discard(p, tuple(c.selection))),
                               "discard_button", enabled=ok, primary=True)
        options = list(d.options) or c.bridge.hand_ids(p)
        whose = d.get("whose", p)
        if whose == p:
            text = self.tr("Discard %n card(s): click them in your hand.", None, d.count)
            self.prompt.set_prompt(text, [discard])
            return
        # Another player's hand, revealed to us: its cards are named here, not on the table.
        text = fill(self.tr("Choose %n card(s) that %1 discards.", None, d.count), c._name(whose))
        buttons = []
        for i, option in enumerate(options):
            card = c.bridge.card(option)
            chosen = option in c.selection
            label = card_name(card.name) if card else str(option)
            buttons.append(PromptButton(("✓ " if chosen else "") + label,
                                        lambda *_, o=option: c._toggle_selection(o), f"option_{i}"))
        self.prompt.set_prompt(text, [*buttons, discard])

    def _prompt_bottom(self, d: Decision) -> None:
        c = self.controller
        p = c.perspective
        text = self.tr("Choose %n card(s) to put on the bottom of your library.", None, d.count)
        ok = len(c.selection) == d.count
        self.prompt.set_prompt(text, [PromptButton(
            self.tr("Put on bottom"), lambda: c.submit(A.PutOnBottom(p, tuple(c.selection))),
            "bottom_button", enabled=ok, primary=True)])

    def _prompt_x(self, d: Decision) -> None:
        c = self.controller
        p = c.perspective
        values = [o for o in d.options if isinstance(o, int)]
        spin = NumberInput("x_spin", min(values, default=0), max(values, default=0), max(values, default=0))
        self.extras["x"] = spin
        text = fill(self.tr("Choose X for <b>%1</b>."), self._source_name("gen"))
        self.prompt.set_prompt(text, [
            PromptButton(self.tr("Cancel"), lambda: c.submit(A.CancelCasting(p)), "cancel_button"),
            PromptButton(self.tr("OK"), lambda: c.submit(A.ChooseX(p, spin.value())), "ok_button",
                         primary=True),
        ], [QLabel("X ="), spin])

    def _prompt_search(self, d: Decision) -> None:
        c = self.controller
        p = c.perspective
        seen: set[str] = set()
        found = []
        for option in d.options:
            card = c.bridge.card(option) if option is not None else None
            if card is not None and card.name not in seen:  # identical cards: one choice
                seen.add(card.name)
                found.append((option, card))
        # "Find nothing" only where the search may fail to find (CR 701.19b): a search for "a
        # card" must find one if the library has any (701.19c), and the engine doesn't offer it.
        buttons = [PromptButton(self.tr("Find nothing"), lambda: c.submit(A.ChooseOption(p, None)),
                                "find_nothing_button")] if None in d.options else []
        self.prompt.set_prompt(self.tr("Search your library: click the card you find."), buttons,
                               [self._card_choice(found)])

    def _prompt_legend_rule(self, d: Decision) -> None:
        text = self.tr("Legend rule: click the legendary permanent you keep; the others go to the graveyard.")
        self.prompt.set_prompt(text, [])

    def _prompt_may(self, d: Decision) -> None:
        c = self.controller
        p = c.perspective
        text = fill(self.tr("Use the ability of <b>%1</b>?"), self._source_name("gen"))
        self.prompt.set_prompt(text, [
            PromptButton(self.tr("No"), lambda: c.submit(A.ChooseOption(p, False)), "no_button"),
            PromptButton(self.tr("Yes"), lambda: c.submit(A.ChooseOption(p, True)), "yes_button",
                         primary=True),
        ])

    def _prompt_pay_or_counter(self, d: Decision) -> None:
        c = self.controller
        p = c.perspective
        stack = self._stack_ids()
        targets = c.bridge.stack_targets(stack[-1]) if stack else ()
        spell = card_name(c.bridge.name(targets[0])) if targets and isinstance(targets[0], int) else ""
        cost = str(d.get("cost", ""))
        text = fill(self.tr("Pay %1, or <b>%2</b> is countered."), cost, spell)
        buttons = [PromptButton(self.tr("Don't pay"), lambda: c.submit(A.ChooseOption(p, False)),
                                "no_button")]
        if True in d.options:
            buttons.append(PromptButton(fill(self.tr("Pay %1"), cost), lambda: c.submit(
                A.ChooseOption(p, True)), "yes_button", primary=True))
        self.prompt.set_prompt(text, buttons)

    def _prompt_pay_or_not(self, d: Decision) -> None:
        c = self.controller
        p = c.perspective
        if not d.get("cost"):
            self._option_buttons(d, fill(self.tr(
                "<b>%1</b>: pay what its ability asks for? If you don't, the rest of the ability happens."),
                self._source_name()))
            return
        # "[effects] unless you pay {mana}" (CR 118.12): pay, or the effects happen.
        cost = str(d.get("cost", ""))
        text = fill(self.tr("<b>%1</b>: pay %2? If you don't, its effect happens."), self._source_name(), cost)
        buttons = [PromptButton(self.tr("Don't pay"), lambda: c.submit(A.ChooseOption(p, False)), "no_button")]
        if True in d.options:
            buttons.append(PromptButton(fill(self.tr("Pay %1"), cost), lambda: c.submit(
                A.ChooseOption(p, True)), "yes_button", primary=True))
        self.prompt.set_prompt(text, buttons)

    def _prompt_to_hand(self, d: Decision) -> None:
        self._top_cards(self.tr("Choose the card to put into your hand; the others go to the bottom of your library."),
                        d)

    def _prompt_order_top(self, d: Decision) -> None:
        self._top_cards(self.tr("Choose the card to put on top of your library (the next one goes under it)."), d)

    def _top_cards(self, text: str, d: Decision) -> None:
        c = self.controller
        cards = [(option, c.bridge.card(option)) for option in d.options]
        self.prompt.set_prompt(text, [], [self._card_choice([(o, c) for o, c in cards if c is not None])])

    def _prompt_sacrifice(self, d: Decision) -> None:
        c = self.controller
        resolving = not c.bridge.view(c.perspective).casting  # paying a cost, or an effect resolving
        if d.get("optional"):
            text = fill(self.tr("<b>%1</b>: you may sacrifice a permanent (or choose None); if you don't, "
                                "its effect happens."), self._source_name())
        elif resolving:
            text = fill(self.tr("<b>%1</b>: choose a permanent to sacrifice."), self._source_name())
        else:
            text = self.tr("Choose the permanent to sacrifice to pay the cost.")
        self._option_buttons(d, text, cancel=True)

    def _prompt_discard_cost(self, d: Decision) -> None:
        self._option_buttons(d, self.tr("Choose the card to discard to pay the cost."), cancel=True)

    def _prompt_tap_cost(self, d: Decision) -> None:
        self._option_buttons(d, self.tr("Choose the untapped creature to tap to pay the cost."), cancel=True)

    def _prompt_source(self, d: Decision) -> None:
        self._option_buttons(d, fill(self.tr("<b>%1</b>: choose the source whose damage is prevented."),
                                     self._source_name()))

    def _prompt_copy(self, d: Decision) -> None:
        self._option_buttons(d, self.tr("Choose the creature it enters as a copy of, or None."))

    def _prompt_color(self, d: Decision) -> None:
        self._option_buttons(d, fill(self.tr("<b>%1</b>: choose a color."), self._source_name()))

    def _prompt_text_word(self, d: Decision) -> None:
        self._option_buttons(d, fill(self.tr("<b>%1</b>: choose the word to replace, then the new one."),
                                     self._source_name()))

    def _prompt_untap_type(self, d: Decision) -> None:
        self._option_buttons(d, self.tr(
            "Untap step: choose the type of permanent you untap (the others stay tapped)."))

    def _prompt_one_of(self, d: Decision) -> None:
        """A choice among the options as listed: an object, a type of mana."""
        self._option_buttons(d, self.tr("Choose one."))

    def _option_buttons(self, d: Decision, text: str, cancel: bool = False) -> None:
        """``text``, and a button for each option; ``cancel``: a cost being paid can be taken
        back (CR 726) while the cast can be."""
        c = self.controller
        p = c.perspective
        buttons = []
        if cancel and A.CancelCasting(p) in c.bridge.legal_actions():
            buttons.append(PromptButton(self.tr("Cancel"), lambda: c.submit(A.CancelCasting(p)), "cancel_button"))
        for i, option in enumerate(d.options):
            label = self._option_text(option)
            buttons.append(PromptButton(label, lambda *_, o=option: c.submit(A.ChooseOption(p, o)), f"option_{i}"))
        self.prompt.set_prompt(text, buttons)

    def _prompt_order(self, d: Decision) -> None:
        """CR 603.3b: the player's triggered abilities go on the stack one at a time; the first
        chosen is at the bottom and resolves last."""
        c = self.controller
        p = c.perspective
        buttons = [PromptButton(card_name(t.card.name), lambda *_, o=t: c.submit(A.ChooseOption(p, o)), f"option_{i}")
                   for i, t in enumerate(d.options)]
        self.prompt.set_prompt(self.tr(
            "Several of your abilities trigger at once: choose the one that goes on the stack first "
            "(it resolves last)."), buttons)

    def _prompt_replacement(self, d: Decision) -> None:
        """CR 616.1: the affected player chooses which replacement or prevention effect applies
        first."""
        c = self.controller
        p = c.perspective
        buttons = [PromptButton(card_name(r.source_name), lambda *_, o=r: c.submit(A.ChooseOption(p, o)), f"option_{i}")
                   for i, r in enumerate(d.options)]
        self.prompt.set_prompt(self.tr("Several effects change the same event: choose the one that applies first."),
                               buttons)

    def _card_choice(self, options: list[tuple[Any, Any]]) -> QWidget:
        """Cards to click, fanned in the zone panel over the table, each choosing its option; the
        one pointed at shows in the zoom. The prompt bar keeps a button that shows them again."""
        c = self.controller
        shown: QWidget = c.show_choice_cards(options)
        self.extras["choice"] = c.zone
        return shown

    def _option_text(self, option: Any) -> str:
        c = self.controller
        if option is True:
            return self.tr("Yes")
        if option is False:
            return self.tr("No")
        if isinstance(option, PlayerRef):
            return c._name(option.index)
        if isinstance(option, int) and c.bridge.card(option) is not None:
            return card_name(c.bridge.name(option))
        if option is None:
            return self.tr("None")
        if (isinstance(option, str) and option in _COLOR_CODES
                and c.bridge.view(c.perspective).decision.question is Question.COLOR):
            return self.tr(_WORDS[_COLOR_CODES[option]])
        if isinstance(option, str) and option in _WORDS:
            return self.tr(_WORDS[option])
        return str(option)

    def _prompt_assign(self, d: Decision) -> None:
        prompt_assign(self, d)  # damage_panel.py: the blockers to click, the numbers, what remains


#: The table's prompt for each question (issue 31): exactly one entry for every ``Question``
#: (tests/ui/test_questions.py checks it), the method that puts its words (translated) and the
#: means to answer it in the prompt bar.
PROMPTS: dict[Question, Callable[[TablePrompts, Decision], None]] = {
    Question.PRIORITY: TablePrompts._prompt_priority,
    Question.MULLIGAN: TablePrompts._prompt_mulligan,
    Question.BOTTOM: TablePrompts._prompt_bottom,
    Question.DECLARE_ATTACKERS: TablePrompts._prompt_attackers,
    Question.DECLARE_BLOCKERS: TablePrompts._prompt_blockers,
    Question.TARGETS: TablePrompts._prompt_targets,
    Question.X: TablePrompts._prompt_x,
    Question.PAY: TablePrompts._prompt_pay,
    Question.ASSIGN_DAMAGE: TablePrompts._prompt_assign,
    Question.DISCARD_TO_HAND_SIZE: TablePrompts._prompt_discard,
    Question.DISCARD: TablePrompts._prompt_discard,
    Question.MAY: TablePrompts._prompt_may,
    Question.SEARCH: TablePrompts._prompt_search,
    Question.TO_HAND: TablePrompts._prompt_to_hand,
    Question.ORDER_TOP: TablePrompts._prompt_order_top,
    Question.PAY_OR_COUNTER: TablePrompts._prompt_pay_or_counter,
    Question.PAY_OR_NOT: TablePrompts._prompt_pay_or_not,
    Question.LEGEND_RULE: TablePrompts._prompt_legend_rule,
    Question.ORDER_TRIGGERS: TablePrompts._prompt_order,
    Question.REPLACEMENT: TablePrompts._prompt_replacement,
    Question.COLOR: TablePrompts._prompt_color,
    Question.PLAYER: lambda prompts, d: prompts.named.player(d),
    Question.OBJECT: TablePrompts._prompt_one_of,
    Question.SOURCE: TablePrompts._prompt_source,
    Question.CARD_NAME: lambda prompts, d: prompts.named.card_name(d),
    Question.COPY: TablePrompts._prompt_copy,
    Question.SACRIFICE: TablePrompts._prompt_sacrifice,
    Question.DISCARD_COST: TablePrompts._prompt_discard_cost,
    Question.TAP_COST: TablePrompts._prompt_tap_cost,
    Question.MANA_COLOR: TablePrompts._prompt_one_of,
    Question.TEXT_WORD: TablePrompts._prompt_text_word,
    Question.SEARCH_CARDS: lambda prompts, d: prompts.named.search_cards(d),
    Question.ORDER_BOTTOM: lambda prompts, d: prompts.named.order_bottom(d),
    Question.PAY_LIFE: lambda prompts, d: prompts.named.pay_life(d),
    Question.UNTAP_TYPE: TablePrompts._prompt_untap_type,
    Question.GAME_OVER: TablePrompts._prompt_game_over,
}


__all__ = ["PROMPTS", "TablePrompts"]
