"""The interface's games domain (see ARCHITECTURE.md, "UI")."""
