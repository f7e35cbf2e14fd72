"""Cards as data: the card format, the card pool, and rules text rendered from abilities."""
from __future__ import annotations

from .format import CardFormatError
from .pool import CardDataError, CardPool, UnknownCard, load_pool

__all__ = ["CardDataError", "CardFormatError", "CardPool", "UnknownCard", "load_pool"]
