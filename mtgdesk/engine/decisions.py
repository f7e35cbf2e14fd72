"""Decisions: at every point exactly one player owes one decision (engine contract).

A decision has a ``kind`` (what sort of action answers it) and a ``question``: what exactly it
asks, a ``Question``, which the engine's rules procedures, the table (a prompt for each question,
``PROMPTS`` in ui/table/prompts.py) and the computer players (an answer for each question,
``ANSWERS`` in ai/basic.py, ``HOW`` in ai/search.py) switch on; no one compares strings (issue 31).

A rules procedure asks a player with ``Game.ask``, the one way it asks: the game waits in the
position reached (the card drawn by "draw a card, then discard a card" is in the hand), the
question's options offered from there; once it is answered, the action is carried out again from
the position before it with the answers (a game is its seed and its actions: saves, replays,
undo and network play need nothing else). That covers every choice made as a spell or ability
resolves (CR 608.2d, "you may" 603.5, the cards an effect discards 701.9), as a replacement
applies (616.1) and as a permanent enters (614.12). The decisions the game itself owes between
procedures are made owed with ``Game.require``: priority, mulligans, declarations of attackers
and blockers, combat damage assignment, the steps of casting a spell (601.2), discarding to hand
size (514.1), the legend rule (704.5j), the order of triggered abilities (603.3b) and the untap
step's choice (502.3).

A decision that asks for several objects (a discard of ``count`` cards, the cards put on the
bottom after a mulligan, one target for each of several requirements) is never answered from a
list of combinations: ``legal_actions()`` lists single picks (``actions.Pick``), kept in the
decision's ``picked`` data until the choice is complete, and the action naming the whole choice
is checked directly (``choices.py``, issue 31).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum, StrEnum
from typing import Any

from .values import quick_init


class DecisionKind(Enum):
    """The kind of action that answers a decision."""

    PRIORITY = "priority"
    MULLIGAN = "mulligan"
    ATTACKERS = "attackers"
    BLOCKERS = "blockers"
    TARGETS = "targets"
    CHOICE = "choice"
    DISCARD = "discard"
    ASSIGN_DAMAGE = "assign_damage"
    PAY = "pay"
    ORDER = "order"  # the order of simultaneous triggered abilities (CR 603.3b)
    REPLACEMENT = "replacement"  # which replacement effect applies first (CR 616.1)
    GAME_OVER = "game_over"


#: The rule a refusal of an answer to each kind of decision cites.
DECISION_RULE: dict[DecisionKind, str] = {
    DecisionKind.PRIORITY: "117.1",
    DecisionKind.MULLIGAN: "103.5",
    DecisionKind.ATTACKERS: "508.1",
    DecisionKind.BLOCKERS: "509.1",
    DecisionKind.TARGETS: "601.2c",
    DecisionKind.PAY: "601.2h",
    DecisionKind.DISCARD: "514.1",
    DecisionKind.ASSIGN_DAMAGE: "510.1",
    DecisionKind.CHOICE: "608.2",
    DecisionKind.ORDER: "603.3b",
    DecisionKind.REPLACEMENT: "616.1",
}


class Question(StrEnum):
    """What exactly a decision asks (every decision carries one); its value is a stable id (sent
    over the network, never shown: the table's words are in ``ui/table/prompts.py``)."""

    PRIORITY = "priority"  # CR 117
    MULLIGAN = "mulligan"
    BOTTOM = "bottom"  # cards to put on the bottom after a mulligan (CR 103.5)
    DECLARE_ATTACKERS = "declare_attackers"
    DECLARE_BLOCKERS = "declare_blockers"
    TARGETS = "targets"
    X = "x"  # the value of X (CR 601.2b)
    PAY = "pay"
    ASSIGN_DAMAGE = "assign_damage"
    DISCARD_TO_HAND_SIZE = "discard_to_hand_size"
    DISCARD = "discard_effect"
    MAY = "may"  # "you may" (CR 603.5, 608.2d)
    SEARCH = "search"  # a card found by a search, or None where it may find nothing (CR 701.19b, 701.19c)
    TO_HAND = "to_hand"
    ORDER_TOP = "order_top"
    PAY_OR_COUNTER = "pay_or_counter"
    PAY_OR_NOT = "pay_or_not"  # an optional cost asked while resolving (CR 117.12)
    LEGEND_RULE = "legend_rule"  # CR 704.5j
    ORDER_TRIGGERS = "order_triggers"  # CR 603.3b
    REPLACEMENT = "replacement"  # CR 616.1
    COLOR = "color"  # "choose a colour" (CR 105.1)
    PLAYER = "player"  # "choose an opponent / a player"
    OBJECT = "object"  # "choose a creature / a permanent" (not targeted)
    SOURCE = "source"  # "a source of your choice" (CR 609.7)
    CARD_NAME = "card_name"  # "name a card" (CR 201.3)
    COPY = "copy"  # what a Clone copies as it enters (CR 706)
    SACRIFICE = "sacrifice"  # a permanent to sacrifice, as a cost or an effect (CR 701.17)
    DISCARD_COST = "discard_cost"  # a card to discard as a cost
    TAP_COST = "tap_cost"  # an untapped creature to tap as a cost
    MANA_COLOR = "mana_color"  # the type of mana an ability adds (CR 106.1)
    TEXT_WORD = "text_word"  # a colour word or basic land type to change (CR 612.2)
    SEARCH_CARDS = "search_cards"  # a card of a searched library, no quality stated: must be found (CR 701.19c)
    ORDER_BOTTOM = "order_bottom"  # the next card to put on the bottom of a library, "in any order"
    PAY_LIFE = "pay_life"  # "any other player may pay N life" as a replacement applies (CR 119.4)
    UNTAP_TYPE = "untap_type"  # the permanent type that untaps this untap step (CR 502.3)
    GAME_OVER = "game_over"  # nothing more is asked (CR 104)


@dataclass(frozen=True)
class Decision:
    """Who owes what. ``options`` lists the choices where they are a closed list; ``count`` is
    how many to choose; ``data`` holds further values (name, value) of the question."""

    player: int
    kind: DecisionKind
    question: Question
    options: tuple[Any, ...] = ()
    count: int = 0
    data: tuple[tuple[str, Any], ...] = field(default=())

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.data:
            if k == key:
                return v
        return default


quick_init(Decision)
