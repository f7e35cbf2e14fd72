"""A set of later cards installed beside the shipped ones, for the tests that show a new set
breaks nothing (issue 30: the pool is the sets installed).

``tests/cards/fixtures/extra_sets/LATER`` holds Mind Stone and Llanowar Visionary, written with
kinds the Ninth Edition already uses. The ``later_set`` fixture installs it the way a user's
environment would (``MTGDESK_EXTRA_SETS``) for one test; a whole run can install it too:
``MTGDESK_EXTRA_SETS=$PWD/tests/cards/fixtures/extra_sets pytest tests/cards tests/decks tests/engine``.
"""
from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from mtgdesk.cards import CardPool, load_pool
from mtgdesk.cards.pool import EXTRA_SETS_VARIABLE, extra_set_folders
from mtgdesk.engine.registry import CARD_NAMES

EXTRA_SETS = Path(__file__).resolve().parents[1] / "cards" / "fixtures" / "extra_sets"
LATER_CARDS = ("Mind Stone", "Llanowar Visionary")


@pytest.fixture
def later_set(monkeypatch: pytest.MonkeyPatch) -> Iterator[CardPool]:
    """The pool with the set LATER installed; the names a player may name are put back after."""
    names = dict(CARD_NAMES)
    folders = [f for f in extra_set_folders() if Path(f).resolve() != EXTRA_SETS]
    monkeypatch.setenv(EXTRA_SETS_VARIABLE, os.pathsep.join([*folders, str(EXTRA_SETS)]))
    yield load_pool()
    CARD_NAMES.clear()
    CARD_NAMES.update(names)
