"""Package layout for setuptools; all other metadata is in pyproject.toml.

The top-level ``assets/`` and ``translations/`` directories ship as the packages
``mtgdesk.assets`` and ``mtgdesk.translations``, so ``importlib.resources`` finds them the same
way in a wheel, an editable install and a PyInstaller bundle. pyproject.toml cannot add such
mapped packages to the discovered ones, hence this file.
"""

from setuptools import find_packages, setup

MAPPED_PACKAGES = {
    "mtgdesk.assets": "assets",
    "mtgdesk.translations": "translations",
}

setup(
    packages=[*find_packages(include=["mtgdesk", "mtgdesk.*"]), *MAPPED_PACKAGES],
    package_dir=MAPPED_PACKAGES,
)
