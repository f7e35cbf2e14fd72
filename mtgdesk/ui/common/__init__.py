"""The interface's common domain (see ARCHITECTURE.md, "UI")."""
