"""Static ability kinds that state a rule rather than modify characteristics in layers (CR 604.1): about
their own object ("can't block", CR 509.1b), their controller ("no maximum hand size", 402.2), a
step, a cost, a replacement, or a choice made as the permanent enters (614.12). Each is read where
its rule applies; each is declared once here, with its rules text and its sign.
"""

from __future__ import annotations

from typing import Any

from ..abilities import ListOf, StaticAbility
from ..filters import Filter
from ..registry import ASKING_STATICS
from .base import Sentence
from .statics import (
    AFFECTED_FILTERS, AS_ENTERS_CHOICES, BLOCKER_FILTERS, STATIC_KINDS, StaticKind, _named_sentence,
)


def _cant_be_blocked_except_by_text(ab: StaticAbility, name: str, enchant: str | None, w: Any) -> Any:
    """The rules text of a ``cant_be_blocked_except_by`` static ability."""
    k = ab.kind
    return w.one(k, w.CardName(name), w.Phrase(w.BLOCKER_FILTER_TEXT[ab.get("filter")]))


#: CR 508.1c: what an attack restriction affects, each with its rules text: the permanent itself
#: (with a condition: ``unless_defender_controls``), or creatures that can't attack its controller.
ATTACK_RESTRICTED = ("self", "creature without_flying")
#: The land types "unless defending player controls an ..." may name (CR 305.6; its words:
#: ``LAND_TYPE_TEXT``): those its sentence says right, with "an" (a Swamp would need a sentence of its own).
DEFENDER_LAND_TYPES = ("Island",)


def _attack_restriction_check(params: dict[str, Any]) -> str | None:
    """Why an ``attack_restriction`` is not one its rules text can say, or None: the permanent
    itself is restricted only with a condition (without one it is the ``cant_attack`` kind), and a
    group of creatures only from attacking its controller, with none."""
    if (params.get("affected") == "self") != ("unless_defender_controls" in params):
        return "'unless_defender_controls' is given with affected 'self' and only with it"
    return None


def _attack_restriction_text(ab: StaticAbility, name: str, enchant: str | None, w: Any) -> Any:
    """The rules text of an ``attack_restriction`` static ability (CR 508.1c), by what it affects."""
    if ab.get("affected") == "self":
        land = w.Phrase(w.LAND_TYPE_TEXT[ab.get("unless_defender_controls")])
        return w.one("attack_restriction/self/unless_defender_controls", w.CardName(name), land)
    return w.one("attack_restriction/" + ab.get("affected"))


def _attack_restriction_sign(ab: StaticAbility) -> int:
    """Bad for the creature it restricts if that is its own; a rule about its controller's
    attackers is neither."""
    return -1 if ab.get("affected") == "self" else 0


def _attack_requirement_text(ab: StaticAbility, name: str, enchant: str | None, w: Any) -> Any:
    """The rules text of an ``attack_requirement`` static ability (CR 508.1d)."""
    return w.one("attack_requirement/self", w.CardName(name))


def _block_restriction_text(ab: StaticAbility, name: str, enchant: str | None, w: Any) -> Any:
    """The rules text of a ``block_restriction`` static ability (CR 509.1b), by its condition."""
    return w.one("block_restriction/cant_be_blocked/" + ab.get("condition"), w.CardName(name))


def _block_requirement_text(ab: StaticAbility, name: str, enchant: str | None, w: Any) -> Any:
    """The rules text of a ``block_requirement`` static ability (CR 509.1c), by who must block."""
    return w.one("block_requirement/" + ab.get("by"), w.CardName(name))


#: The rules of the untap step a permanent may state (CR 502.3; see the ``untap_step`` kind).
UNTAP_STEP_RULES = ("dont_untap", "untap_during_others", "choose_type")


def _untap_step_check(params: dict[str, Any]) -> str | None:
    """Why an ``untap_step`` rule is incomplete, or None: only ``dont_untap`` names ``affected``,
    and it must."""
    if (params.get("rule") == "dont_untap") != ("affected" in params):
        return "'affected' is given with rule 'dont_untap' and only with it"
    return None


def _untap_step_text(ab: StaticAbility, name: str, enchant: str | None, w: Any) -> Any:
    """The rules text of an ``untap_step`` static ability, by its rule."""
    key = "untap_step/" + ab.get("rule")
    if ab.get("rule") == "dont_untap":
        return w.one(key, w.Phrase(w.AFFECTED_TEXT[ab.get("affected")]))
    if ab.get("rule") == "choose_type":
        return w.one(key, w.CardName(name))
    return w.one(key)


def _spells_cost_more_text(ab: StaticAbility, name: str, enchant: str | None, w: Any) -> Any:
    """The rules text of a ``spells_cost_more`` static ability."""
    k = ab.kind
    if ab.get("except_during") == "controllers_turn":
        return w.one(k, w.Symbols("{" + str(ab.get("generic")) + "}"))
    return w.one(k, w.CardName(name))


def _as_enters_choose_text(ab: StaticAbility, name: str, enchant: str | None, w: Any) -> Any:
    """The rules text of a ``as_enters_choose`` static ability."""
    return w.one("as_enters_choose/" + " ".join(ab.get("choose")), w.CardName(name))


#: Who reveals what (CR 701.16, see the ``reveals`` kind), each pair with its rules text: playing
#: with the hand revealed (read where a player's view is made, ``PlayerView.hand_revealed``), and
#: each card drawn, as it is drawn (read where a card is drawn, ``zones.draw``).
REVEALED = (("players", "hand"), ("opponents", "hand"), ("chosen", "each_card_drawn"))


def _reveals_check(params: dict[str, Any]) -> str | None:
    """Why a ``reveals`` ability is not one its rules text can say, or None: ``who`` and ``what``
    make one of the pairs of ``REVEALED``."""
    pair = (params.get("who"), params.get("what"))
    if pair not in REVEALED:
        allowed = ", ".join(f"{w}/{x}" for w, x in REVEALED)
        return f"who/what: {pair[0]}/{pair[1]} is not one of {allowed}"
    return None


def _reveals_text(ab: StaticAbility, name: str, enchant: str | None, w: Any) -> Any:
    """The rules text of a ``reveals`` static ability, by who reveals what."""
    return w.one(f"reveals/{ab.get('who')}/{ab.get('what')}")


def _you_have_text(ab: StaticAbility, name: str, enchant: str | None, w: Any) -> Any:
    """The rules text of a ``you_have`` static ability."""
    return w.one("you_have/" + ab.get("rule"))


def _replacement_text(ab: StaticAbility, name: str, enchant: str | None, w: Any) -> Any:
    """The rules text of a ``replacement`` static ability: the sentence of its replacement."""
    return w.one(ab.get("effect"))


STATIC_KINDS.update(
    {
        # "You may have Clone enter the battlefield as a copy of any creature on the battlefield."
        # (CR 706, 614.1c: chosen as it enters; the copy effect applies in layer 1.)
        "enter_as_copy": StaticKind(
            {"of": Filter},
            frozenset({"of"}),
            text=_named_sentence,
            templates={
                "enter_as_copy": Sentence(
                    "You may have %1 enter the battlefield as a copy of any creature on the battlefield."
                )
            },
            sign=0,
            asks=True,
        ),
        # Rules about its own object (read where the rule applies: combat, untap, targets).
        "cant_attack": StaticKind(
            {}, text=_named_sentence, templates={"cant_attack": Sentence("%1 can't attack.")}, sign=-1
        ),
        "doesnt_untap": StaticKind(
            {},
            text=_named_sentence,
            templates={"doesnt_untap": Sentence("%1 doesn't untap during its controller's untap step.")},
            sign=-1,
        ),
        "cant_block": StaticKind(
            {}, text=_named_sentence, templates={"cant_block": Sentence("%1 can't block.")}, sign=-1
        ),
        "cant_be_blocked": StaticKind(
            {}, text=_named_sentence, templates={"cant_be_blocked": Sentence("%1 can't be blocked.")}, sign=0
        ),
        "cant_be_blocked_except_by": StaticKind(
            {"filter": BLOCKER_FILTERS},
            frozenset({"filter"}),
            text=_cant_be_blocked_except_by_text,
            templates={"cant_be_blocked_except_by": Sentence("%1 can't be blocked except by %2.", (None, "ins"))},
            sign=0,
        ),
        # Combat rules, as Forge's static abilities: each an affected set and a condition, named by
        # the rule that reads it in ``combat.py``.
        # An attack restriction (CR 508.1c): "Sea Monster can't attack unless defending player
        # controls an Island." (``affected = "self"``, ``unless_defender_controls``); "Creatures
        # without flying can't attack you." (a rule about its controller: ``affected``, the
        # creatures that can't attack them).
        "attack_restriction": StaticKind(
            {"affected": ATTACK_RESTRICTED, "unless_defender_controls": DEFENDER_LAND_TYPES},
            frozenset({"affected"}),
            text=_attack_restriction_text,
            templates={
                "attack_restriction/self/unless_defender_controls": Sentence(
                    "%1 can't attack unless defending player controls an %2.", (None, "acc")
                ),
                "attack_restriction/creature without_flying": Sentence("Creatures without flying can't attack you."),
            },
            sign=_attack_restriction_sign,
            check=_attack_restriction_check,
        ),
        # An attack requirement (CR 508.1d): "Goblin Brigand attacks each combat if able." (what it
        # affects: the permanent itself, also when a rule gives it: ``grants_rules``).
        "attack_requirement": StaticKind(
            {"affected": ("self",)},
            text=_attack_requirement_text,
            templates={"attack_requirement/self": Sentence("%1 attacks each combat if able.")},
            sign=-1,
        ),
        # A block restriction on blocking the permanent itself, with a condition (CR 509.1b):
        # "Dream Prowler can't be blocked as long as it's attacking alone." (``condition``)
        "block_restriction": StaticKind(
            {"condition": ("attacking_alone",)},
            frozenset({"condition"}),
            text=_block_restriction_text,
            templates={
                "block_restriction/cant_be_blocked/attacking_alone": Sentence(
                    "%1 can't be blocked as long as it's attacking alone."
                )
            },
            sign=0,
        ),
        # A block requirement about blocking the permanent itself (CR 509.1c): "All creatures able
        # to block Elvish Bard do so." (``by``: which creatures must block it)
        "block_requirement": StaticKind(
            {"by": ("all_able",)},
            frozenset({"by"}),
            text=_block_requirement_text,
            templates={"block_requirement/all_able": Sentence("All creatures able to block %1 do so.")},
            sign=0,
        ),
        # "Each spell costs {3} more to cast except during its controller's turn." (CR 601.2f:
        # a cost increase, read where the total cost is determined, ``payment.cost_increase``)
        "spells_cost_more": StaticKind(
            {"generic": int, "except_during": ("controllers_turn",)},
            frozenset({"generic"}),
            text=_spells_cost_more_text,
            templates={
                "spells_cost_more": Sentence("Each spell costs %1 more to cast except during its controller's turn.")
            },
            sign=0,
        ),
        # A replacement effect of a permanent (CR 614.1a): ``effect`` names the replacement kind
        # (``replacement.REPLACEMENT_KINDS``), applied while the permanent is on the battlefield.
        "replacement": StaticKind(
            {"effect": ("damage_doubled", "life_floor", "draw_revealed")},
            frozenset({"effect"}),
            text=_replacement_text,
            templates={
                "damage_doubled": Sentence(
                    "If a source would deal damage to a permanent or player, it deals double that "
                    "damage to that permanent or player instead."
                ),
                "life_floor": Sentence(
                    "If you control a creature, damage that would reduce your life total to less than 1 "
                    "reduces it to 1 instead."
                ),
                "draw_revealed": Sentence(
                    "If a player would draw a card, they reveal it instead. Then any other player may "
                    "pay 2 life. If a player does, put that card into its owner's graveyard. Otherwise, "
                    "that player draws a card."
                ),
            },
            sign=0,
        ),
        # A rule about its controller (read where the rule applies: ``Characteristics.gives_controller``):
        # "You have shroud." (CR 702.18), "You have no maximum hand size." (402.2)
        "you_have": StaticKind(
            {"rule": ("shroud", "no_maximum_hand_size")},
            frozenset({"rule"}),
            text=_you_have_text,
            templates={
                "you_have/shroud": Sentence("You have shroud."),
                "you_have/no_maximum_hand_size": Sentence("You have no maximum hand size."),
            },
            sign=0,
        ),
        # A rule of the untap step (CR 502.3), read as that step untaps (``turns.untap_permanents``):
        # "Creatures with power 3 or greater don't untap during their controllers' untap steps."
        # (``dont_untap``, with the creatures it holds), "Untap all permanents you control during
        # each other player's untap step." (``untap_during_others``), "As long as ~ is untapped,
        # each player chooses artifact, creature, or land during their untap step. ..." (``choose_type``).
        "untap_step": StaticKind(
            {"rule": UNTAP_STEP_RULES, "affected": AFFECTED_FILTERS},
            frozenset({"rule"}),
            text=_untap_step_text,
            templates={
                "untap_step/dont_untap": Sentence("%1 don't untap during their controllers' untap steps.", ("nom",)),
                "untap_step/untap_during_others": Sentence(
                    "Untap all permanents you control during each other player's untap step."
                ),
                "untap_step/choose_type": Sentence(
                    "As long as %1 is untapped, each player chooses artifact, creature, or land during "
                    "their untap step. That player can untap only permanents of the chosen type this "
                    "step."
                ),
            },
            sign=0,
            check=_untap_step_check,
        ),
        # "As ~ enters the battlefield, choose a color." / "..., choose an opponent and a card name
        # other than a basic land card name." (CR 614.12: chosen as it enters, in the order named,
        # kept on the permanent: ``choose_as_enters``)
        "as_enters_choose": StaticKind(
            {"choose": ListOf(AS_ENTERS_CHOICES)},
            frozenset({"choose"}),
            text=_as_enters_choose_text,
            templates={
                "as_enters_choose/color": Sentence("As %1 enters the battlefield, choose a color."),
                "as_enters_choose/opponent card_name_other_than_basic_land": Sentence(
                    "As %1 enters the battlefield, choose an opponent and a card name other than a basic land "
                    "card name."
                ),
            },
            sign=0,
            asks=True,
        ),
        # A rule of revealing (CR 701.16): who reveals (``who``: players, the controller's
        # opponents, the player chosen as it entered) what (``what``: their hand, as long as it is
        # on the battlefield; each card they draw, as it is drawn). "Players play with their hands
        # revealed." "Your opponents play with their hands revealed." "The chosen player reveals
        # each card they draw." (the pairs of ``REVEALED``)
        "reveals": StaticKind(
            {"who": ("players", "opponents", "chosen"), "what": ("hand", "each_card_drawn")},
            frozenset({"who", "what"}),
            text=_reveals_text,
            templates={
                "reveals/players/hand": Sentence("Players play with their hands revealed."),
                "reveals/opponents/hand": Sentence("Your opponents play with their hands revealed."),
                "reveals/chosen/each_card_drawn": Sentence("The chosen player reveals each card they draw."),
            },
            sign=0,
            check=_reveals_check,
        ),
    }
)

ASKING_STATICS.update(k for k, spec in STATIC_KINDS.items() if spec.asks)
