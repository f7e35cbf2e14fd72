"""Shared test set-up: Qt renders offscreen unless the caller chose a platform."""

from __future__ import annotations

import os

# Before anything imports Qt (pytest-qt creates its QApplication lazily, after collection).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# LAN discovery (net/discovery.py) only on loopback in tests, never a broadcast: a hosted game
# answers on 127.0.0.1 on a free port, and a search asks nobody, unless a test sets its own place.
os.environ["MTGDESK_DISCOVERY"] = "127.0.0.1:0"

# The wheel of this checkout and a venv holding it, built once per run (tests/helpers/install.py).
from tests.helpers.install import source_copy, wheel, wheel_venv  # noqa: F401
