"""The interface's table domain (see ARCHITECTURE.md, "UI")."""
