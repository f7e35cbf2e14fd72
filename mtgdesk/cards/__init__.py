"""Cards as data: the card format, the card pool, and rules text rendered from abilities."""
from __future__ import annotations

from .format import CardFormatError
from .pool import CardDataError, CardPool, CardSet, UnknownCard, installed_sets, load_pool, load_set

__all__ = ["CardDataError", "CardFormatError", "CardPool", "CardSet", "UnknownCard", "installed_sets", "load_pool",
           "load_set"]
