"""mtgdesk: Magic: The Gathering on the desktop, with every rule enforced.

Layers (imports only go down): engine, cards, storage, decks, ai, ui. See ARCHITECTURE.md.
"""

__version__ = "0.1.0"
