"""Shared test set-up: Qt renders offscreen unless the caller chose a platform."""

from __future__ import annotations

import os

# Before anything imports Qt (pytest-qt creates its QApplication lazily, after collection).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# The wheel of this checkout and a venv holding it, built once per run (tests/helpers/install.py).
from tests.helpers.install import source_copy, wheel, wheel_venv  # noqa: F401
