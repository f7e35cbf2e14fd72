"""mtgdesk's build backend: setuptools', which also asks for mypy when the engine is compiled.

With ``MTGDESK_COMPILE=1`` in the environment, ``setup.py`` compiles the rules engine with mypyc
(issue 10); mypyc comes with mypy, which the isolated environment that pip builds a wheel in
must then hold. PEP 517 lets a backend add build requirements (``get_requires_for_build_wheel``):
this one adds mypy only then, so that a pure build (the default, and every editable install)
needs setuptools alone. pyproject.toml names it (``backend-path = ["packaging"]``).
"""
from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager

from setuptools import build_meta as _setuptools
from setuptools.build_meta import *  # noqa: F403 (the other PEP 517 hooks, as they are)

#: The mypy that compiles the engine: the version its types are checked with here.
MYPY = "mypy==2.4.1"


@contextmanager
def _as_pure() -> Iterator[bool]:
    """Run a hook as for a pure build; says whether compiling was asked. setuptools runs
    setup.py to find the requirements and the metadata, which don't depend on compiling: asked
    to compile there, setup.py would need mypy before it is installed, or compile for nothing."""
    compiling = os.environ.pop("MTGDESK_COMPILE", None)
    try:
        yield compiling == "1"
    finally:
        if compiling is not None:
            os.environ["MTGDESK_COMPILE"] = compiling


def get_requires_for_build_wheel(config_settings: dict[str, str] | None = None) -> list[str]:
    with _as_pure() as compiling:
        requires = list(_setuptools.get_requires_for_build_wheel(config_settings))
    return requires + [MYPY] if compiling else requires


def prepare_metadata_for_build_wheel(metadata_directory: str,
                                     config_settings: dict[str, str] | None = None) -> str:
    with _as_pure():
        return str(_setuptools.prepare_metadata_for_build_wheel(metadata_directory, config_settings))
