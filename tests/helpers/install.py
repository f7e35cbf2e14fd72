"""Building and installing mtgdesk in tests: copies of the checkout, wheels, fresh venvs.

The venvs install with --no-deps and see this environment's site-packages through a .pth file:
PySide6 and the rest are not downloaded again, and this works whether the tests run in a venv
(as in CI) or in the system Python. The fixtures are session-wide (tests/conftest.py imports
them), so the wheel is built once for every test that needs it.
"""

from __future__ import annotations

import os
import shutil
import site
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

NOT_COPIED = {
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


def run(
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
        check=False,
    )
    assert result.returncode == 0, (
        f"{args} exited {result.returncode}\n{result.stdout}\n{result.stderr}"
    )
    return result


def copy_checkout(destination: Path) -> Path:
    def ignore(directory: str, names: list[str]) -> set[str]:
        return {
            name
            for name in names
            if name in NOT_COPIED
            or name.endswith(".egg-info")
            or (Path(directory, name, "pyvenv.cfg")).exists()
        }

    shutil.copytree(ROOT, destination, ignore=ignore)
    return destination


def make_venv(path: Path) -> Path:
    """A fresh venv that also sees this interpreter's site-packages; returns its python."""
    run([sys.executable, "-m", "venv", "--without-pip", str(path)], cwd=path.parent)
    python = path / "bin" / "python"
    purelib = Path(
        run(
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


def pip_install(python: Path, *args: str, cwd: Path) -> None:
    # The venv has no pip of its own: this interpreter's pip installs into it.
    run([sys.executable, "-m", "pip", "--python", str(python), *args], cwd=cwd)


@pytest.fixture(scope="session")
def source_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return copy_checkout(tmp_path_factory.mktemp("src") / "mtgdesk-src")


def compiler_missing() -> str | None:
    """Why the engine can't be compiled here (mypyc needs a C compiler), or None; mypy itself
    comes into the wheel's build environment (packaging/build_backend.py)."""
    cc = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(cc) is None and shutil.which("gcc") is None:
        return f"no C compiler ({cc}) on PATH"
    if not (Path(sysconfig.get_paths()["include"]) / "Python.h").exists():
        return "no Python headers (Python.h) for this interpreter"
    return None


@pytest.fixture(scope="session")
def wheel(source_copy: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A wheel of this checkout, built as packaging/build.sh builds the installer's: its rules
    engine compiled by mypyc (MTGDESK_COMPILE=1) where a C compiler is at hand."""
    out = tmp_path_factory.mktemp("wheel")
    run(
        [sys.executable, "-m", "pip", "wheel", str(source_copy), "--no-deps", "-w", str(out)],
        cwd=out,
        timeout=1800,
        MTGDESK_COMPILE="0" if compiler_missing() else "1",
    )
    (built,) = out.glob("mtgdesk-*.whl")
    return built


@pytest.fixture(scope="session")
def wheel_venv(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    python = make_venv(tmp_path_factory.mktemp("wheel-venv") / "venv")
    pip_install(python, "install", "--no-deps", "--no-index", str(wheel), cwd=wheel.parent)
    return python
