"""The sizes of a scenario file that are valid (SCENARIOS.md, "Sizes that are valid"), declared once
for the tool that reads scenario files (``mtgdesk.scenario``) and the writer of positions saved
from a game (``storage.scenario_export``): up to 2,000 steps; lines (a card entry, an action or a
check) of up to 8,000 characters naming up to 100 objects; up to 200 objects in a zone."""
from __future__ import annotations

MAX_STEPS = 2000
MAX_TEXT_CHARS = 8000  # a card entry, an action or a check
MAX_NAMED = 100  # objects named in one action or check (its comma-separated parts)
MAX_ZONE = 200  # objects in one zone of a setup, and so copies in one entry
