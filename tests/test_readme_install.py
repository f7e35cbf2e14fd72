"""The README's install line (issue 35, item 7): on Debian and Ubuntu the system's pip refuses
to install packages (PEP 668), so the first command makes a virtual environment of its own; and
the system libraries it names for a bare Linux are the ones CI installs (``.ci/run``)."""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).parents[1]


def _install_section() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return text.split("## Install and run the app", 1)[1].split("\n## ", 1)[0]


def _code_blocks(text: str) -> list[str]:
    return re.findall(r"```sh\n(.*?)```", text, flags=re.S)


def test_the_first_command_makes_its_own_virtual_environment() -> None:
    first = _code_blocks(_install_section())[0].strip()
    assert "\n" not in first  # one line a newcomer can paste
    venv = re.match(r"python3 -m venv (\S+) && (\S+)/bin/pip install \. && (\S+)/bin/mtgdesk$", first)
    assert venv is not None, first
    assert venv.group(1) == venv.group(2) == venv.group(3)
    assert not first.startswith("pip ")  # never the system's pip


def _ci_packages(name: str) -> set[str]:
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    body = re.search(rf"{name}=\((.*?)\)", script, flags=re.S)
    assert body is not None
    return set(body.group(1).split())


def test_the_libraries_named_are_those_ci_installs() -> None:
    apt = next(b for b in _code_blocks(_install_section()) if "apt-get install" in b)
    named = set(apt.split("apt-get install", 1)[1].split())
    wanted = (_ci_packages("qt_packages") | _ci_packages("xvfb_packages")) - {"xvfb", "xauth", "xdotool"}
    assert named == wanted | {"python3-venv"}
