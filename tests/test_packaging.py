"""What ships: the wheel, an editable install, the CI script and the packaging files.

The install tests build from a copy of the checkout (so no build/ or egg-info is left in it)
and install into fresh virtual environments (tests/helpers/install.py). The frozen program
itself is tested in test_frozen.py.
"""

from __future__ import annotations

import ast
import configparser
import json
import os
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

from tests.helpers.install import ROOT, copy_checkout, make_venv, pip_install, run

# Each must be findable through mtgdesk.resources from an install.
REQUIRED_ASSETS = ["icon.svg", *(f"mana-{symbol}.svg" for symbol in "WUBRGCXT"),
                   *(f"cue-{cue}.wav" for cue in ("land", "cast", "resolve", "combat_damage", "life_gained",
                                                   "your_turn", "won", "lost"))]

RESOURCE_CHECK = """
import importlib.resources, sys
from pathlib import Path
import mtgdesk, mtgdesk.resources as r
expected = Path(sys.argv[1]).resolve()
def inside(path):
    return Path(path).resolve().is_relative_to(expected)
assert inside(mtgdesk.__file__), ("mtgdesk imported from", mtgdesk.__file__)
for name in sys.argv[2:]:
    assert r.asset_path(name).is_file(), name
    assert inside(r.asset_path(name)), r.asset_path(name)
assert r.asset_bytes("icon.svg").lstrip().startswith(b"<svg")
assert inside(importlib.resources.files("mtgdesk.assets") / "icon.svg")
assert r.translations_dir().is_dir() and inside(r.translations_dir())
assert isinstance(r.translation_files(), dict)
print("resources ok")
"""


@pytest.mark.slow
def test_wheel_holds_the_package_and_its_data(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    expected = {
        "mtgdesk/py.typed",
        "mtgdesk/assets/__init__.py",
        "mtgdesk/translations/__init__.py",
    }
    expected |= {f"mtgdesk/assets/{name}" for name in REQUIRED_ASSETS}
    for pattern in ("mtgdesk/**/*.py", "mtgdesk/cards/data/*/*.toml", "mtgdesk/decks/data/*.txt",
                    "mtgdesk/decks/data/theme/*.txt", "mtgdesk/tutorial/lessons/*.toml"):
        expected |= {path.relative_to(ROOT).as_posix() for path in ROOT.glob(pattern)}
    expected |= {f"mtgdesk/translations/{path.name}" for path in ROOT.glob("translations/*.qm")}
    missing = sorted(expected - names)
    # A .py file missing here usually means its directory has no __init__.py.
    assert not missing, f"not in the wheel: {missing}"
    assert not any(name.startswith(("tests/", "assets/", "translations/")) for name in names)


@pytest.mark.slow
def test_installed_wheel_finds_its_resources(wheel_venv: Path, tmp_path: Path) -> None:
    site_packages = wheel_venv.parents[1] / "lib"
    result = run(
        [str(wheel_venv), "-c", RESOURCE_CHECK, str(site_packages), *REQUIRED_ASSETS], cwd=tmp_path
    )
    assert "resources ok" in result.stdout


@pytest.mark.slow
def test_installed_wheel_runs_help(wheel_venv: Path, tmp_path: Path) -> None:
    run([str(wheel_venv), "-m", "mtgdesk", "--help"], cwd=tmp_path)
    run([str(wheel_venv.parent / "mtgdesk"), "--help"], cwd=tmp_path)


@pytest.mark.slow
def test_editable_install_finds_resources_in_the_checkout(
    source_copy: Path, tmp_path: Path
) -> None:
    python = make_venv(tmp_path / "venv")
    pip_install(python, "install", "--no-deps", "-e", str(source_copy), cwd=tmp_path)
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    result = run(
        [str(python), "-c", RESOURCE_CHECK, str(source_copy), *REQUIRED_ASSETS], cwd=outside
    )
    assert "resources ok" in result.stdout
    # The assets are the checkout's own files, so an edited SVG shows without reinstalling.
    assert (
        "mtgdesk.assets"
        in run(
            [str(python), "-c", "import mtgdesk.assets as a; print(a.__name__, a.__file__)"],
            cwd=outside,
        ).stdout
    )


def test_ci_runs_the_readme_test_command() -> None:
    ci = ROOT / ".ci" / "run"
    assert os.access(ci, os.X_OK), ".ci/run must be executable"
    run(["bash", "-n", str(ci)], cwd=ROOT)
    command = run(["bash", str(ci), "--print-test-command"], cwd=ROOT).stdout.strip()
    assert command in (ROOT / "README.md").read_text(encoding="utf-8")
    assert "pytest" in command and "\n" not in command
    # CI installs the test extra, which must bring PyInstaller: test_frozen.py builds the bundle.
    assert ".[test]" in command
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "optional-dependencies"
    ]
    assert "pyinstaller" in extras["test"]


def test_packaging_files_are_sane() -> None:
    ast.parse((ROOT / "packaging" / "mtgdesk.spec").read_text(encoding="utf-8"), "mtgdesk.spec")
    ast.parse((ROOT / "packaging" / "launch.py").read_text(encoding="utf-8"), "launch.py")
    ast.parse((ROOT / "packaging" / "icons.py").read_text(encoding="utf-8"), "icons.py")
    for script in ("build.sh", "install.sh"):
        assert os.access(ROOT / "packaging" / script, os.X_OK), f"packaging/{script} must be executable"
        run(["bash", "-n", str(ROOT / "packaging" / script)], cwd=ROOT)

    # The Inno Setup script installs what build.sh makes: the bundle folder and the .ico icon.
    inno = (ROOT / "packaging" / "mtgdesk.iss").read_text(encoding="utf-8")
    for section in ("[Setup]", "[Files]", "[Icons]", "[Languages]"):
        assert section in inno
    assert r'Source: "{#Dist}\mtgdesk\*"' in inno and r"{#Icons}\mtgdesk.ico" in inno
    assert "mtgdesk.ico" in (ROOT / "packaging" / "icons.py").read_text(encoding="utf-8")

    desktop = configparser.ConfigParser(interpolation=None)
    desktop.optionxform = str  # type: ignore[assignment,method-assign]
    desktop.read(ROOT / "packaging" / "mtgdesk.desktop", encoding="utf-8")
    entry = desktop["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Exec"].split()[0] == "mtgdesk"
    assert {"Name", "Icon", "Categories"} <= set(entry)


def test_the_package_says_the_version_pyproject_says() -> None:
    import tomllib
    from pathlib import Path

    import mtgdesk

    pyproject = tomllib.loads((Path(__file__).resolve().parents[1] / "pyproject.toml").read_text(encoding="utf-8"))
    assert pyproject["project"]["version"] == mtgdesk.__version__


_REQUIRES = """
import json, os, sys
sys.path.insert(0, "packaging")
import build_backend
before = os.environ.get("MTGDESK_COMPILE")
print(json.dumps([build_backend.get_requires_for_build_wheel(), before, os.environ.get("MTGDESK_COMPILE")]))
"""


def test_the_build_backend_asks_for_mypy_only_to_compile(tmp_path: Path) -> None:
    """packaging/build_backend.py (issue 10): pip's build environment gets mypy, which compiles
    the engine, when MTGDESK_COMPILE=1 and not otherwise; setup.py is asked for its requirements
    as for a pure build both times (it would need mypy already), and the variable is kept."""
    source = copy_checkout(tmp_path / "src")

    def requires(**env: str) -> list[object]:
        printed = run([sys.executable, "-c", _REQUIRES], cwd=source, **env).stdout  # (setup.py's too)
        out: list[object] = json.loads(printed.strip().splitlines()[-1])
        return out

    pure, _, _ = requires(MTGDESK_COMPILE="0")
    compiled, before, after = requires(MTGDESK_COMPILE="1")
    assert isinstance(pure, list) and isinstance(compiled, list)
    assert not any(str(r).startswith("mypy") for r in pure)
    assert compiled == [*pure, "mypy==2.4.1"]
    assert before == after == "1"
