"""The interface's decks domain (see ARCHITECTURE.md, "UI")."""
