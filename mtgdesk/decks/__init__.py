"""Decks: the plain text format (``4 Card Name`` a line), validation, preconstructed decks."""
from __future__ import annotations

from .text import Deck, DeckError, load_deck, parse_deck

__all__ = ["Deck", "DeckError", "load_deck", "parse_deck"]
