"""One-shot effects (CR 609-610): the effect kinds of the ability vocabulary and the check of
their parameters.

Each kind is declared once, in its family module of ``engine/kinds/`` (``kinds.base.declare``):
its parameters, ``start(ctx, effect)``, which carries the instruction out (a choice it needs is
asked with ``Game.ask``, issue 31, in the position reached: the card drawn by "draw a card, then
discard a card" is in the hand as the discard is chosen), its rules text, and what it means to
the computer players. Nothing here names a card. Importing this
module imports every family, so that each declares its kinds; the parameters are checked in
``params``.
"""
from __future__ import annotations

from .kinds import continuous, damage, hand, library, permanents, turn, zones  # each declares its effect kinds
from .kinds.base import EFFECTS, EffectKind
from .kinds.context import AMOUNTS, REFERENCES, Context, flip_coin, token_card
from .params import check_effect, check_kind_params, check_value

__all__ = ["AMOUNTS", "EFFECTS", "REFERENCES", "Context", "EffectKind", "check_effect", "check_kind_params",
           "check_value", "continuous", "damage", "flip_coin", "hand", "library", "permanents", "token_card", "turn",
           "zones"]
