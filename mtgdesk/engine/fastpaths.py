"""The engine's fast paths, and the switch that turns them off (issue 10).

A fast path answers a question the rules ask again and again from something kept since the last
time (a cache, an index), instead of computing it afresh; it never changes an answer. Each one
reads ``ENABLED`` where it starts, and takes the plain path when it is False: the test
``tests/engine/test_fastpaths.py`` plays seeded random games both ways and requires the very
same events, so a fast path that forgot a case shows up as a difference there.
"""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from importlib.machinery import EXTENSION_SUFFIXES

ENABLED = True

#: Whether the engine runs compiled by mypyc (setup.py with ``MTGDESK_COMPILE=1``; issue 10): the
#: compiled modules are extension modules. The sources stay the fallback everywhere else (a
#: PyInstaller bundle loads them as ``.pyc``).
COMPILED = (__file__ or "").endswith(tuple(EXTENSION_SUFFIXES))


@contextmanager
def disabled() -> Iterator[None]:
    """Within this block, every fast path takes its plain path."""
    global ENABLED
    before = ENABLED
    ENABLED = False
    try:
        yield
    finally:
        ENABLED = before
