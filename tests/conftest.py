"""Shared test set-up: Qt renders offscreen unless the caller chose a platform."""

from __future__ import annotations

import os

# Before anything imports Qt (pytest-qt creates its QApplication lazily, after collection).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
