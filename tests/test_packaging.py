"""What ships: the wheel, an editable install, the CI script and the packaging files.

The install tests build from a copy of the checkout (so no build/ or egg-info is left in it)
and install with --no-deps into fresh virtual environments that see this environment's
site-packages through a .pth file: PySide6 and the rest are not downloaded again, and this
works whether the tests run in a venv (as in CI) or in the system Python.
"""

from __future__ import annotations

import ast
import configparser
import os
import shutil
import site
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# Each must be findable through mtgdesk.resources from an install.
REQUIRED_ASSETS = ["icon.svg", *(f"mana-{symbol}.svg" for symbol in "WUBRGCXT")]

_NOT_COPIED = {
    ".git",
    "build",
    "dist",
    "__pycache__",
    ".pytest_cache",
    ".hypothesis",
    ".mypy_cache",
    ".ruff_cache",
    "htmlcov",
    ".benchmarks",
    ".venv",
    "venv",
}


def _run(
    args: list[str], *, cwd: Path, timeout: float = 600, **env: str
) -> subprocess.CompletedProcess[str]:
    environment = {
        key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "PYTHONHOME")
    }
    environment.update(QT_QPA_PLATFORM="offscreen", PIP_NO_INPUT="1", **env)
    result = subprocess.run(
        args,
        cwd=cwd,
        env=environment,
        capture_output=True,
        text=True,
        timeout=timeout,
        stdin=subprocess.DEVNULL,
    )
    assert result.returncode == 0, (
        f"{args} exited {result.returncode}\n{result.stdout}\n{result.stderr}"
    )
    return result


def _copy_checkout(destination: Path) -> Path:
    def ignore(directory: str, names: list[str]) -> set[str]:
        return {
            name
            for name in names
            if name in _NOT_COPIED
            or name.endswith(".egg-info")
            or (Path(directory, name, "pyvenv.cfg")).exists()
        }

    shutil.copytree(ROOT, destination, ignore=ignore)
    return destination


def _make_venv(path: Path) -> Path:
    """A fresh venv that also sees this interpreter's site-packages; returns its python."""
    _run([sys.executable, "-m", "venv", "--without-pip", str(path)], cwd=path.parent)
    python = path / "bin" / "python"
    purelib = Path(
        _run(
            [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
            cwd=path,
        ).stdout.strip()
    )
    ours = [
        *site.getsitepackages(),
        sysconfig.get_paths()["purelib"],
        sysconfig.get_paths()["platlib"],
    ]
    if site.ENABLE_USER_SITE:
        ours.append(site.getusersitepackages())
    # Plain directory lines: the .pth files in those directories (such as an editable install of
    # this checkout) are not run, so the venv's own mtgdesk is the only one it can import.
    lines = dict.fromkeys(str(Path(p)) for p in ours if Path(p).is_dir())
    (purelib / "_mtgdesk_test_parent_site.pth").write_text(
        "\n".join(lines) + "\n", encoding="utf-8"
    )
    return python


def _pip(python: Path, *args: str, cwd: Path) -> None:
    # The venv has no pip of its own: this interpreter's pip installs into it.
    _run([sys.executable, "-m", "pip", "--python", str(python), *args], cwd=cwd)


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


@pytest.fixture(scope="module")
def source_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _copy_checkout(tmp_path_factory.mktemp("src") / "mtgdesk-src")


@pytest.fixture(scope="module")
def wheel(source_copy: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    _run(
        [sys.executable, "-m", "pip", "wheel", str(source_copy), "--no-deps", "-w", str(out)],
        cwd=out,
    )
    (built,) = out.glob("mtgdesk-*.whl")
    return built


@pytest.fixture(scope="module")
def wheel_venv(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    python = _make_venv(tmp_path_factory.mktemp("wheel-venv") / "venv")
    _pip(python, "install", "--no-deps", "--no-index", str(wheel), cwd=wheel.parent)
    return python


@pytest.mark.slow
def test_wheel_holds_the_package_and_its_data(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    expected = {
        "mtgdesk/py.typed",
        "mtgdesk/assets/__init__.py",
        "mtgdesk/translations/__init__.py",
    }
    expected |= {f"mtgdesk/assets/{name}" for name in REQUIRED_ASSETS}
    for pattern in ("mtgdesk/**/*.py", "mtgdesk/cards/data/*.toml", "mtgdesk/decks/data/*.txt"):
        expected |= {path.relative_to(ROOT).as_posix() for path in ROOT.glob(pattern)}
    expected |= {f"mtgdesk/translations/{path.name}" for path in ROOT.glob("translations/*.qm")}
    missing = sorted(expected - names)
    # A .py file missing here usually means its directory has no __init__.py.
    assert not missing, f"not in the wheel: {missing}"
    assert not any(name.startswith(("tests/", "assets/", "translations/")) for name in names)


@pytest.mark.slow
def test_installed_wheel_finds_its_resources(wheel_venv: Path, tmp_path: Path) -> None:
    site_packages = wheel_venv.parents[1] / "lib"
    result = _run(
        [str(wheel_venv), "-c", RESOURCE_CHECK, str(site_packages), *REQUIRED_ASSETS], cwd=tmp_path
    )
    assert "resources ok" in result.stdout


@pytest.mark.slow
def test_installed_wheel_runs_help(wheel_venv: Path, tmp_path: Path) -> None:
    _run([str(wheel_venv), "-m", "mtgdesk", "--help"], cwd=tmp_path)
    _run([str(wheel_venv.parent / "mtgdesk"), "--help"], cwd=tmp_path)


@pytest.mark.slow
def test_editable_install_finds_resources_in_the_checkout(
    source_copy: Path, tmp_path: Path
) -> None:
    python = _make_venv(tmp_path / "venv")
    _pip(python, "install", "--no-deps", "-e", str(source_copy), cwd=tmp_path)
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    result = _run(
        [str(python), "-c", RESOURCE_CHECK, str(source_copy), *REQUIRED_ASSETS], cwd=outside
    )
    assert "resources ok" in result.stdout
    # The assets are the checkout's own files, so an edited SVG shows without reinstalling.
    assert (
        "mtgdesk.assets"
        in _run(
            [str(python), "-c", "import mtgdesk.assets as a; print(a.__name__, a.__file__)"],
            cwd=outside,
        ).stdout
    )


def test_ci_runs_the_readme_test_command() -> None:
    ci = ROOT / ".ci" / "run"
    assert os.access(ci, os.X_OK), ".ci/run must be executable"
    _run(["bash", "-n", str(ci)], cwd=ROOT)
    command = _run(["bash", str(ci), "--print-test-command"], cwd=ROOT).stdout.strip()
    assert command in (ROOT / "README.md").read_text(encoding="utf-8")
    assert "pytest" in command and "\n" not in command


def test_packaging_files_are_sane() -> None:
    ast.parse((ROOT / "packaging" / "mtgdesk.spec").read_text(encoding="utf-8"), "mtgdesk.spec")
    ast.parse((ROOT / "packaging" / "launch.py").read_text(encoding="utf-8"), "launch.py")
    _run(["bash", "-n", str(ROOT / "packaging" / "build.sh")], cwd=ROOT)

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
