"""Package layout for setuptools; all other metadata is in pyproject.toml.

The top-level ``assets/`` and ``translations/`` directories ship as the packages
``mtgdesk.assets`` and ``mtgdesk.translations``, so ``importlib.resources`` finds them the same
way in a wheel, an editable install and a PyInstaller bundle. pyproject.toml cannot add such
mapped packages to the discovered ones, hence this file.
"""

import os
from pathlib import Path

from setuptools import find_packages, setup

MAPPED_PACKAGES = {
    "mtgdesk.assets": "assets",
    "mtgdesk.translations": "translations",
}


def compiled_engine() -> list:
    """With ``MTGDESK_COMPILE=1``, the rules engine is compiled by mypyc into extension modules
    (issue 10): it plays random games about twice as fast (README, "Benchmarks"). packaging/build.sh
    builds the installer's wheel so (packaging/build_backend.py brings mypy into the build
    environment), and tests/engine/test_compiled.py keeps that wheel's engine playing the same
    games as the pure one. The wheel keeps the sources too; without the variable (an editable
    install, ``pip install .``) the build is pure Python, which works everywhere."""
    if os.environ.get("MTGDESK_COMPILE") != "1":
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        raise SystemExit("setup.py: MTGDESK_COMPILE=1 needs mypy (pip install mypy) in the build environment") from None
    # debug_level 0: no debugging information in the modules the installer ships (a third
    # of their size; PyInstaller strips nothing).
    return mypycify(compiled_sources(), opt_level="3", debug_level="0", group_name="mtgdesk_engine")


#: Engine modules left pure Python when compiling. actions.py: an action comes from outside (a
#: saved game, a scenario, a computer player) and must be made with any field values, to be
#: refused by ``Game.apply`` citing its rule (wellformed.py reads the fields' annotations, which a
#: compiled class keeps only as bare types); compiled, its constructor would raise TypeError.
PURE_MODULES = frozenset({"actions.py"})


def compiled_sources() -> list:
    """The engine modules mypyc compiles (tests/engine/test_compiled.py builds the same)."""
    return sorted(p.as_posix() for p in Path("mtgdesk/engine").glob("*.py") if p.name not in PURE_MODULES)


setup(
    packages=[*find_packages(include=["mtgdesk", "mtgdesk.*"]), *MAPPED_PACKAGES],
    package_dir=MAPPED_PACKAGES,
    ext_modules=compiled_engine(),
)
