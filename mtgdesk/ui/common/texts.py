"""Strings defined as data, marked for translation and translated where they are shown.

The engine speaks ids (steps, message ids of refusals); this module turns them into sentences
a person reads, through ``QCoreApplication.translate`` (so Qt Linguist finds every string here
with ``QT_TRANSLATE_NOOP``). Placeholders are Qt's %1, %2 and %n, filled by ``fill``.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from mtgdesk.cards.text import BLOCKER_FILTER_TEXT, LAND_TYPE_TEXT, TARGET_TEXT
from mtgdesk.engine import IllegalAction, Step

from .noop import QT_TRANSLATE_NOOP as QT_TRANSLATE_NOOP  # re-exported: table/prompts.py takes it from here


STEP_NAMES: dict[str, str] = {
    "untap": QT_TRANSLATE_NOOP("steps", "Untap"),
    "upkeep": QT_TRANSLATE_NOOP("steps", "Upkeep"),
    "draw": QT_TRANSLATE_NOOP("steps", "Draw"),
    "main1": QT_TRANSLATE_NOOP("steps", "Main 1"),
    "begin_combat": QT_TRANSLATE_NOOP("steps", "Beginning of combat"),
    "attackers": QT_TRANSLATE_NOOP("steps", "Declare attackers"),
    "blockers": QT_TRANSLATE_NOOP("steps", "Declare blockers"),
    "first_strike_damage": QT_TRANSLATE_NOOP("steps", "First-strike damage"),
    "damage": QT_TRANSLATE_NOOP("steps", "Combat damage"),
    "end_combat": QT_TRANSLATE_NOOP("steps", "End of combat"),
    "main2": QT_TRANSLATE_NOOP("steps", "Main 2"),
    "end": QT_TRANSLATE_NOOP("steps", "End step"),
    "cleanup": QT_TRANSLATE_NOOP("steps", "Cleanup"),
}

#: Short names for the phase bar, where space is tight.
STEP_SHORT_NAMES: dict[str, str] = {
    "untap": QT_TRANSLATE_NOOP("steps_short", "Untap"),
    "upkeep": QT_TRANSLATE_NOOP("steps_short", "Upkeep"),
    "draw": QT_TRANSLATE_NOOP("steps_short", "Draw"),
    "main1": QT_TRANSLATE_NOOP("steps_short", "Main 1"),
    "begin_combat": QT_TRANSLATE_NOOP("steps_short", "Combat"),
    "attackers": QT_TRANSLATE_NOOP("steps_short", "Attack"),
    "blockers": QT_TRANSLATE_NOOP("steps_short", "Block"),
    "first_strike_damage": QT_TRANSLATE_NOOP("steps_short", "First strike"),
    "damage": QT_TRANSLATE_NOOP("steps_short", "Damage"),
    "end_combat": QT_TRANSLATE_NOOP("steps_short", "End combat"),
    "main2": QT_TRANSLATE_NOOP("steps_short", "Main 2"),
    "end": QT_TRANSLATE_NOOP("steps_short", "End"),
    "cleanup": QT_TRANSLATE_NOOP("steps_short", "Cleanup"),
}

#: Why an action is refused, by the engine's message id: alternatives tried in order, each a
#: template and the arguments it needs (a template whose arguments the refusal lacks is
#: skipped). A key "message@rule" overrides the message for one rule.
REFUSALS: dict[str, list[tuple[str, tuple[str, ...]]]] = {
    "not_your_decision": [(QT_TRANSLATE_NOOP("refusals", "It is the other player's turn to decide"), ())],
    "unknown_action": [(QT_TRANSLATE_NOOP("refusals", "The rules don't know that action"), ())],
    "malformed_action": [(QT_TRANSLATE_NOOP("refusals", "That action is not well formed"), ())],
    "no_priority": [(QT_TRANSLATE_NOOP("refusals", "You can do that only when you have priority"), ())],
    "cast_not_in_hand": [(QT_TRANSLATE_NOOP("refusals", "You can cast spells only from your hand"), ())],
    "land_not_cast": [(QT_TRANSLATE_NOOP("refusals", "%1 is a land: play it, don't cast it"), ("card",))],
    "sorcery_timing": [(QT_TRANSLATE_NOOP(
        "refusals", "%1 can be cast only in your main phase, while the stack is empty"), ("card",))],
    "cannot_pay": [
        (QT_TRANSLATE_NOOP("refusals", "You can't pay %1"), ("cost",)),
        (QT_TRANSLATE_NOOP("refusals", "You can't pay that cost"), ()),
    ],
    "no_legal_targets": [
        (QT_TRANSLATE_NOOP("refusals", "%1 has no legal target"), ("card",)),
        (QT_TRANSLATE_NOOP("refusals", "There is no legal target"), ()),
    ],
    "no_such_ability": [(QT_TRANSLATE_NOOP("refusals", "That permanent has no such ability"), ())],
    "not_on_battlefield": [(QT_TRANSLATE_NOOP("refusals", "Only permanents on the battlefield can do that"), ())],
    "not_your_permanent": [(QT_TRANSLATE_NOOP(
        "refusals", "Only a permanent's controller can activate its abilities"), ())],
    "mana_ability_timing": [(QT_TRANSLATE_NOOP(
        "refusals", "Mana abilities can be activated only with priority or while paying a cost"), ())],
    "ability_zone": [(QT_TRANSLATE_NOOP("refusals", "%1 can use that ability only from your graveyard"), ("card",))],
    "sorcery_timing_ability": [(QT_TRANSLATE_NOOP(
        "refusals", "That ability can be activated only in your main phase, while the stack is empty"), ())],
    "already_tapped": [
        (QT_TRANSLATE_NOOP("refusals", "%1 is already tapped"), ("card",)),
        (QT_TRANSLATE_NOOP("refusals", "That permanent is already tapped"), ()),
    ],
    "summoning_sick": [(QT_TRANSLATE_NOOP(
        "refusals", "%1 came under your control this turn: it can't attack or use {T} abilities yet"),
        ("card",))],
    "not_enough_life": [(QT_TRANSLATE_NOOP("refusals", "You don't have enough life to pay that"), ())],
    "not_casting": [(QT_TRANSLATE_NOOP("refusals", "Nothing is being cast now"), ())],
    "x_unaffordable": [
        (QT_TRANSLATE_NOOP("refusals", "You can't afford X = %1"), ("x",)),
    ],
    "target_count": [(QT_TRANSLATE_NOOP("refusals", "Choose %n target(s)"), ("count",))],
    "target_required": [
        (QT_TRANSLATE_NOOP("refusals", "Choose %1 before going on"), ("kind",)),
        (QT_TRANSLATE_NOOP("refusals", "Choose every target before going on"), ()),
    ],
    "same_target_twice": [(QT_TRANSLATE_NOOP(
        "refusals", "The same object or player can't be chosen twice for one word \"target\""), ())],
    "trigger_needs_targets": [(QT_TRANSLATE_NOOP(
        "refusals", "That triggered ability needs its targets chosen before anything else"), ())],
    "once_each_turn": [(QT_TRANSLATE_NOOP(
        "refusals", "The ability of %1 can be activated only once each turn"), ("card",))],
    "only_during_your_turn": [(QT_TRANSLATE_NOOP(
        "refusals", "The ability of %1 can be activated only during your turn"), ("card",))],
    "only_during_your_upkeep": [(QT_TRANSLATE_NOOP(
        "refusals", "The ability of %1 can be activated only during your upkeep"), ("card",))],
    "activate_only": [(QT_TRANSLATE_NOOP(
        "refusals", "The ability of %1 can't be activated now: its restriction (\"Activate only ...\") isn't met"),
        ("card",))],
    "game_over": [(QT_TRANSLATE_NOOP("refusals", "The game is over"), ())],
    "targets_itself": [(QT_TRANSLATE_NOOP("refusals", "A spell or ability can't target itself"), ())],
    "illegal_target@702.18a": [(QT_TRANSLATE_NOOP(
        "refusals", "That permanent has shroud: it can't be the target of spells or abilities"), ())],
    "illegal_target@702.16b": [(QT_TRANSLATE_NOOP(
        "refusals", "That permanent has protection from this spell's or ability's colour"), ())],
    "illegal_target": [
        (QT_TRANSLATE_NOOP("refusals", "That is not a legal target: choose %1"), ("kind",)),
        (QT_TRANSLATE_NOOP("refusals", "That is not a legal target"), ()),
    ],
    "land_not_in_hand": [(QT_TRANSLATE_NOOP("refusals", "You can play lands only from your hand"), ())],
    "not_a_land": [(QT_TRANSLATE_NOOP("refusals", "%1 is not a land"), ("card",))],
    "land_not_your_turn": [(QT_TRANSLATE_NOOP("refusals", "You can play lands only during your own turn"), ())],
    "land_needs_priority": [(QT_TRANSLATE_NOOP("refusals", "You can play a land only when you have priority"), ())],
    "land_main_phase": [(QT_TRANSLATE_NOOP("refusals", "You can play lands only in your main phases"), ())],
    "land_stack_not_empty": [(QT_TRANSLATE_NOOP(
        "refusals", "You can play a land only while the stack is empty"), ())],
    "no_land_plays_left": [(QT_TRANSLATE_NOOP("refusals", "You have already played a land this turn"), ())],
    "not_in_combat": [(QT_TRANSLATE_NOOP("refusals", "That is possible only during combat"), ())],
    "not_declaring_attackers": [(QT_TRANSLATE_NOOP(
        "refusals", "Attackers are declared only at the beginning of the declare attackers step"), ())],
    "attacker_not_creature": [(QT_TRANSLATE_NOOP("refusals", "Only creatures can attack"), ())],
    "attacker_not_yours": [(QT_TRANSLATE_NOOP("refusals", "You can attack only with creatures you control"), ())],
    "already_attacking": [(QT_TRANSLATE_NOOP("refusals", "That creature is already attacking"), ())],
    "attacker_tapped": [(QT_TRANSLATE_NOOP("refusals", "%1 is tapped: tapped creatures can't attack"), ("card",))],
    "defender_cant_attack": [(QT_TRANSLATE_NOOP("refusals", "%1 has defender: it can't attack"), ("card",))],
    "cant_attack_unless": [(QT_TRANSLATE_NOOP(
        "refusals", "%1 can't attack unless the defending player controls a land of the type %2"),
        ("card", "land_type"))],
    "cant_attack": [(QT_TRANSLATE_NOOP("refusals", "%1 can't attack"), ("card",))],
    "cant_attack_you": [(QT_TRANSLATE_NOOP("refusals", "%1 can't attack that player because of %2"),
                         ("card", "source"))],
    "must_attack": [(QT_TRANSLATE_NOOP(
        "refusals", "%1 attacks each combat if able: it must be declared as an attacker"), ("card",))],
    "not_declaring_blockers": [(QT_TRANSLATE_NOOP(
        "refusals", "Blockers are declared only at the beginning of the declare blockers step"), ())],
    "blocker_not_creature": [(QT_TRANSLATE_NOOP("refusals", "Only creatures can block"), ())],
    "blocker_not_yours": [(QT_TRANSLATE_NOOP(
        "refusals", "You can block only with creatures you control, when you are attacked"), ())],
    "not_an_attacker": [(QT_TRANSLATE_NOOP("refusals", "That creature is not attacking"), ())],
    "blocker_tapped": [(QT_TRANSLATE_NOOP("refusals", "%1 is tapped: tapped creatures can't block"), ("card",))],
    "already_blocking": [(QT_TRANSLATE_NOOP("refusals", "%1 is already blocking"), ("card",))],
    "must_block": [(QT_TRANSLATE_NOOP(
        "refusals", "%1 must block the attacker that all creatures able to block must block"), ("card",))],
    "cant_block": [(QT_TRANSLATE_NOOP("refusals", "%1 can't block"), ("card",))],
    "cant_block_flyer": [(QT_TRANSLATE_NOOP(
        "refusals", "%1 can't block a creature with flying: it has neither flying nor reach"), ("card",))],
    "cant_block_fear": [(QT_TRANSLATE_NOOP(
        "refusals", "%1 can't block a creature with fear: only artifact or black creatures can"), ("card",))],
    "cant_block_landwalk": [(QT_TRANSLATE_NOOP(
        "refusals", "%1 can't block that creature: it has landwalk and you control a land of the type %2"),
        ("card", "land_type"))],
    "cant_block_protection": [(QT_TRANSLATE_NOOP(
        "refusals", "%1 can't block a creature with protection from its colour"), ("card",))],
    "cant_be_blocked": [(QT_TRANSLATE_NOOP("refusals", "%1 can't be blocked"), ("card",))],
    "cant_be_blocked_except_by": [(QT_TRANSLATE_NOOP(
        "refusals", "%1 can't be blocked except by %2"), ("card", "filter"))],
    "cant_be_blocked_alone": [(QT_TRANSLATE_NOOP(
        "refusals", "%1 can't be blocked while it is attacking alone"), ("card",))],
    "not_assigning_damage": [(QT_TRANSLATE_NOOP("refusals", "No combat damage is being assigned now"), ())],
    "assignment_total": [
        (QT_TRANSLATE_NOOP("refusals", "Assign exactly %n damage"), ("power",)),
    ],
    "assignment_recipient": [(QT_TRANSLATE_NOOP(
        "refusals", "Combat damage can be assigned only to the blocking creatures, or with trample to the player"),
        ())],
    "trample_lethal_first": [(QT_TRANSLATE_NOOP(
        "refusals", "Assign lethal damage to every blocker before assigning damage to the player"), ())],
    "not_mulligan_time": [(QT_TRANSLATE_NOOP("refusals", "This is not the time for mulligans"), ())],
    "no_more_mulligans": [(QT_TRANSLATE_NOOP("refusals", "You can't take another mulligan"), ())],
    "bottom_count": [(QT_TRANSLATE_NOOP("refusals", "Choose exactly %n card(s) to put on the bottom"), ("count",))],
    "not_discarding": [(QT_TRANSLATE_NOOP("refusals", "You are not discarding now"), ())],
    "discard_count": [(QT_TRANSLATE_NOOP("refusals", "Discard exactly %n card(s)"), ("count",))],
    "not_in_hand": [(QT_TRANSLATE_NOOP("refusals", "You can discard only cards in your hand"), ())],
    "nothing_to_choose": [(QT_TRANSLATE_NOOP("refusals", "There is nothing to choose now"), ())],
    "not_an_option": [(QT_TRANSLATE_NOOP("refusals", "That is not one of the choices"), ())],
    "must_find": [(QT_TRANSLATE_NOOP(
        "refusals", "A search for cards of no stated quality must find as many as it can: choose a card"), ())],
    "mana_choice": [(QT_TRANSLATE_NOOP("refusals", "That ability can't add that mana"), ())],
    "not_ordering": [(QT_TRANSLATE_NOOP("refusals", "There are no triggered abilities to order now"), ())],
    "cannot_pay_cost": [(QT_TRANSLATE_NOOP("refusals", "Nothing can pay the cost of %1's ability"), ("card",)),
                        (QT_TRANSLATE_NOOP("refusals", "Nothing can pay that cost"), ())],
}
UNKNOWN_REFUSAL = QT_TRANSLATE_NOOP("refusals", "The rules don't allow that")
#: A refusal: the reason (a whole sentence, without its final stop) and the rule it cites.
REFUSAL_WITH_RULE = QT_TRANSLATE_NOOP("refusals", "%1 (CR %2).")
#: Arguments that are numbers, used for %n.
_COUNT_ARGS = ("count", "power", "played", "allowed")


def translate(context: str, text: str, n: int = -1) -> str:
    return QCoreApplication.translate(context, text, None, n)


def fill(template: str, *args: str) -> str:
    """Fill %1..%9 from the highest (so %1 never eats the start of %10)."""
    for i in range(len(args), 0, -1):
        template = template.replace(f"%{i}", args[i - 1])
    return template


def card_name(name: str) -> str:
    """A card's name in the interface's language."""
    return QCoreApplication.translate("cards", name)


def deck_text(text: str) -> str:
    """A preconstructed deck's name or description in the interface's language (a deck of the
    player's own keeps its own words: nothing translates them)."""
    return QCoreApplication.translate("decks", text) if text else text


def step_name(step: Step | str) -> str:
    value = step.value if isinstance(step, Step) else step
    return translate("steps", STEP_NAMES.get(value, value))


def step_short_name(step: Step | str) -> str:
    value = step.value if isinstance(step, Step) else step
    return translate("steps_short", STEP_SHORT_NAMES.get(value, value))


def _argument(key: str, value: Any) -> str:
    if key == "card":
        return card_name(str(value))
    if key == "land_type":
        return translate("rules", LAND_TYPE_TEXT.get(str(value), str(value)))
    if key == "kind":
        return translate("rules", TARGET_TEXT.get(str(value), str(value)))
    if key == "filter":
        return translate("rules", BLOCKER_FILTER_TEXT.get(str(value), str(value)))
    return str(value)


def refusal_reason(message: str, rule: str, args: dict[str, Any]) -> str:
    """The reason for a refusal, without the rule: a sentence without its final stop."""
    alternatives = REFUSALS.get(f"{message}@{rule}") or REFUSALS.get(message) or []
    for template, needed in alternatives:
        if all(k in args for k in needed):
            n = next((int(args[k]) for k in needed if k in _COUNT_ARGS), -1)
            text = translate("refusals", template, n)
            return fill(text, *(_argument(k, args[k]) for k in needed if k not in _COUNT_ARGS))
    return translate("refusals", UNKNOWN_REFUSAL)


def refusal_text(error: IllegalAction) -> str:
    """"You have already played a land this turn (CR 305.2b)." in the interface's language."""
    reason = refusal_reason(error.message, error.rule, error.args_)
    return fill(translate("refusals", REFUSAL_WITH_RULE), reason, error.rule)

