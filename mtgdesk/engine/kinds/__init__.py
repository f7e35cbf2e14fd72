"""The effect kinds of the ability vocabulary, one declaration each (``base.declare``), by family."""

from __future__ import annotations

from . import continuous, damage, library, permanents, turn
from .base import EFFECTS, EffectKind, Sentence
from .context import AMOUNTS, REFERENCES, Context, flip_coin, token_card

__all__ = [
    "AMOUNTS",
    "EFFECTS",
    "REFERENCES",
    "Context",
    "EffectKind",
    "Sentence",
    "continuous",
    "damage",
    "flip_coin",
    "library",
    "permanents",
    "token_card",
    "turn",
]
