"""The window side of network play (issue 37): host and join dialogs, the seat over a connection."""
