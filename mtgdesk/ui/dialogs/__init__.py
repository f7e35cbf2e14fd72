"""The interface's dialogs domain (see ARCHITECTURE.md, "UI")."""
