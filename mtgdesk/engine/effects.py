"""One-shot effects (CR 609-610): the effect kinds of the ability vocabulary and the check of
their parameters.

Each kind is declared once, in its family module of ``engine/kinds/`` (``kinds.base.declare``):
its parameters, ``start(ctx, effect)``, which carries the instruction out (a choice it needs is
asked with ``Game.ask``, issue 31), its rules text, and what it means to the computer players.
One kind still waits instead (``start`` returns True, ``answer(ctx, effect, cards)`` finishes
it): ``discard``, whose cards are chosen in the position reached so far ("draw a card, then
discard a card": the card drawn is in the hand to click), which ``Game.ask`` doesn't show (it
asks from the position before the action). Nothing here names a card. Importing this
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
