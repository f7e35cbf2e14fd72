"""The frozen program: packaging/build.sh builds the PyInstaller bundle and the Linux tarball
from a wheel of this checkout, and the bundle, like the wheel installed in a fresh venv, runs the
app (``--smoke --screenshot`` in English, French and Russian; what it drew is read back from the
app's accessibility tree, which ``--smoke`` prints), ``cards``, ``check`` and ``sim``. The
tarball's install.sh installs it for a user and removes it again.

The build takes a minute or so (PyInstaller, which the ``test`` extra installs).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

import pytest

from tests.helpers.install import ROOT, compiler_missing, copy_checkout, run

pytestmark = pytest.mark.slow

SCENARIO = ROOT / "tests" / "scenarios" / "cr103_8a_no_draw_first_turn.toml"
DECKS = [ROOT / "mtgdesk" / "decks" / "data" / name
         for name in ("01-white-skyward-knights.txt", "04-red-goblin-raid.txt")]
MAX_BUNDLE_MB = 200
SMOKE = re.compile(r"^mtgdesk: smoke: turn \d+, (\d+) cards on the table, \w+, platform (\w+)$", re.MULTILINE)
QT_CANCEL = {"en": "Cancel", "fr": "Annuler", "ru": "Отмена"}
CYRILLIC = re.compile("[\u0400-\u04ff]")


@pytest.fixture(scope="module")
def frozen_source(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the checkout for build.sh (which writes build/ in it)."""
    return copy_checkout(tmp_path_factory.mktemp("frozen-src") / "mtgdesk-src")


@pytest.fixture(scope="module")
def built(frozen_source: Path, wheel_venv: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The dist folder of build.sh, run with the venv that holds the wheel of this checkout."""
    dist = tmp_path_factory.mktemp("dist")
    result = run(["bash", "packaging/build.sh", "--python", str(wheel_venv), "--dist", str(dist)],
                 cwd=frozen_source, timeout=1800)
    print(result.stdout)  # the build time and size, for the CI log
    return dist


@pytest.fixture(scope="module")
def bundle(built: Path) -> Path:
    return built / "mtgdesk"


@pytest.fixture(params=["frozen", "wheel"])
def mtgdesk(request: pytest.FixtureRequest) -> list[str]:
    """The command that starts mtgdesk: the bundle's program, or the wheel's console script."""
    if request.param == "frozen":
        return [str(request.getfixturevalue("bundle") / "mtgdesk")]
    return [str(request.getfixturevalue("wheel_venv").parent / "mtgdesk")]


def start(command: list[str], tmp_path: Path, *, display: bool = False,
          status: int = 0) -> subprocess.CompletedProcess[str]:
    """Run mtgdesk with a home of its own, offscreen or (display) on a virtual X screen."""
    env = {key: value for key, value in os.environ.items()
           if key not in ("PYTHONPATH", "PYTHONHOME", "QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    env["MTGDESK_HOME"] = str(tmp_path / "home")
    if display:
        command = ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24", *command]
    else:
        env["QT_QPA_PLATFORM"] = "offscreen"
    result = subprocess.run(command, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300,
                            stdin=subprocess.DEVNULL, check=False)
    assert result.returncode == status, f"{command} exited {result.returncode}\n{result.stdout}\n{result.stderr}"
    assert "Traceback" not in result.stderr, result.stderr
    return result


def translated(language: str, source: str) -> str:
    """The translation of a source string in translations/mtgdesk_<language>.ts, without '&'."""
    if language == "en":
        return source.replace("&", "")
    tree = ElementTree.parse(ROOT / "translations" / f"mtgdesk_{language}.ts")
    for message in tree.iter("message"):
        if message.findtext("source") == source:
            return (message.findtext("translation") or "").replace("&", "")
    raise LookupError(source)


def test_the_bundle_holds_what_the_app_needs_and_no_more(bundle: Path) -> None:
    internal = bundle / "_internal"
    qt = internal / "PySide6" / "Qt"
    needed = [
        qt / "plugins" / "platforms" / "libqxcb.so",
        qt / "plugins" / "platforms" / "libqoffscreen.so",
        qt / "plugins" / "imageformats" / "libqsvg.so",
        qt / "plugins" / "imageformats" / "libqjpeg.so",  # card pictures (issue 32)
        qt / "plugins" / "iconengines" / "libqsvgicon.so",
        # Qt's own translations (its dialogs' buttons), loaded by the app in French and Russian.
        *(qt / "translations" / f"qtbase_{language}.qm" for language in ("fr", "ru")),
        *(internal / "mtgdesk" / "translations" / f"mtgdesk_{language}.qm" for language in ("en", "fr", "ru")),
        internal / "mtgdesk" / "cards" / "data" / "9ED" / "set.toml",
        internal / "mtgdesk" / "cards" / "data" / "9ED" / "cards.toml",
        internal / "mtgdesk" / "assets" / "icon.svg",
        internal / "mtgdesk" / "assets" / "cue-won.wav",  # sound cues (issue 32)
        *(internal / "mtgdesk" / "decks" / "data" / deck.name for deck in DECKS),
    ]
    missing = [str(path.relative_to(bundle)) for path in needed if not path.exists()]
    assert not missing, f"not in the bundle: {missing}"
    names = [path.relative_to(bundle).as_posix() for path in bundle.rglob("*")]
    unwanted = [name for name in names if re.search(
        r"WebEngine|Qt6Quick|Qt6Qml|Qt6Pdf|/qml/|/tests?/|/scipy/|plugins/(egldeviceintegrations|tls|generic)/"
        r"|libqeglfs|libqvnc|qt_help_|qtbase_de\.qm|/libfontconfig|/libfreetype", name)]
    assert not unwanted, f"in the bundle but not needed: {unwanted[:20]}"
    # The Python modules, in the archive inside the program.
    listing = run([sys.executable, "-m", "PyInstaller.utils.cliutils.archive_viewer", "-r", "-b",
                   str(bundle / "mtgdesk")], cwd=bundle).stdout.split()
    # pyqtgraph starts its worker processes through pyqtgraph.multiprocess, imported by name.
    for module in ("mtgdesk.ui.app", "mtgdesk.cards.text", "pyqtgraph.multiprocess",
                   "pyqtgraph.multiprocess.bootstrap", "pyi_rth_pyqtgraph_multiprocess"):
        assert module in listing, f"{module} is not in the bundle"
    assert not [name for name in listing if name.startswith(("scipy", "pytest", "tkinter", "mtgdesk.tests"))]
    size = sum(path.stat().st_size for path in bundle.rglob("*") if path.is_file() and not path.is_symlink())
    assert size <= MAX_BUNDLE_MB * 1024 * 1024, f"the bundle is {size / 2**20:.0f} MB unpacked"


def test_the_bundle_carries_the_compiled_engine(bundle: Path) -> None:
    """packaging/build.sh compiles the rules engine with mypyc where a C compiler is at hand (the
    tests' wheel is built the same way, tests/helpers/install.py): the bundle carries its modules
    and the code they share, which they import by name from C (mtgdesk.spec's hidden import).
    The bundle then plays the source's games (test_sim_plays_two_decks_as_the_source_does)."""
    missing = compiler_missing()
    if missing:
        pytest.skip(f"the engine can't be compiled here: {missing}")
    internal = bundle / "_internal"
    assert list((internal / "mtgdesk" / "engine").glob("game.*.so")), "the bundle's engine is not compiled"
    assert list(internal.glob("mtgdesk_engine__mypyc.*.so")), "the engine's shared compiled code is not bundled"


def test_the_version_is_the_wheels(mtgdesk: list[str], tmp_path: Path) -> None:
    from mtgdesk import __version__

    assert start([*mtgdesk, "--version"], tmp_path).stdout.strip() == f"mtgdesk {__version__}"


@pytest.mark.parametrize("language", ["en", "fr", "ru"])
def test_smoke_draws_the_table_in_each_language(mtgdesk: list[str], language: str, tmp_path: Path) -> None:
    shot = tmp_path / f"smoke-{language}.png"
    # On a real X server (the xcb plugin) where xvfb-run is installed, as CI does; else offscreen.
    display = shutil.which("xvfb-run") is not None
    result = start([*mtgdesk, "--smoke", "--screenshot", str(shot), "--lang", language], tmp_path,
                   display=display)
    match = SMOKE.search(result.stdout)
    assert match, result.stdout + result.stderr
    assert int(match.group(1)) > 0
    assert match.group(2) == ("xcb" if display else "offscreen")
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 20000
    (line,) = [line for line in result.stdout.splitlines() if line.startswith("mtgdesk: smoke: text: ")]
    texts = line.removeprefix("mtgdesk: smoke: text: ").split(" | ")
    for menu in ("&Game", "&Language"):
        assert translated(language, menu) in texts, (language, menu, texts)
    if language == "ru":
        assert sum(bool(CYRILLIC.search(text)) for text in texts) >= 10, texts
    else:
        assert not any(CYRILLIC.search(text) for text in texts), texts
    if language == "fr":
        assert "Language" not in texts and "Langue" in texts
    # Qt's own translation, from the qtbase .qm shipped in the bundle.
    assert f"mtgdesk: smoke: qt: {QT_CANCEL[language]}\n" in result.stdout, result.stdout
    assert not (tmp_path / "home").exists()  # a smoke run writes no settings and no autosave


def test_cards_lists_the_pool_as_json(mtgdesk: list[str], tmp_path: Path) -> None:
    from mtgdesk.cards import load_pool

    rows = json.loads(start([*mtgdesk, "cards", "--set", "9ED", "--format", "json"], tmp_path).stdout)
    assert sorted(row["name"] for row in rows) == sorted(card.name for card in load_pool() if card.set_code == "9ED")
    by_name = {row["name"]: row for row in rows}
    assert by_name["Grizzly Bears"]["power"] == 2 and by_name["Grizzly Bears"]["mana_cost"] == "{1}{G}"
    russian = json.loads(start([*mtgdesk, "cards", "--format", "json", "--lang", "ru"], tmp_path).stdout)
    assert len(russian) == len(rows) and CYRILLIC.search(russian[0]["name"])


def test_check_runs_a_scenario(mtgdesk: list[str], tmp_path: Path) -> None:
    result = start([*mtgdesk, "check", "-v", str(SCENARIO)], tmp_path)
    assert result.stdout.splitlines()[-1] == "1 passed, 0 failed"
    broken = tmp_path / "broken.toml"
    broken.write_text(SCENARIO.read_text(encoding="utf-8").replace("[", "[[", 1), encoding="utf-8")
    bad = start([*mtgdesk, "check", str(broken)], tmp_path, status=1)
    assert f"{broken}:" in bad.stdout and "Traceback" not in bad.stdout


def test_sim_plays_two_decks_as_the_source_does(mtgdesk: list[str], tmp_path: Path) -> None:
    args = ["sim", *(str(deck) for deck in DECKS), "-n", "4", "--seed", "5"]
    ours = start([*mtgdesk, *args], tmp_path).stdout.splitlines()
    source = subprocess.run([sys.executable, "-m", "mtgdesk", *args], cwd=ROOT, capture_output=True, text=True,
                            timeout=300, check=True).stdout.splitlines()
    assert ours[0] == "Skyward Knights vs Goblin Raid: 4 games, seed 5, modern rules, players random, random"
    # The same seed plays the same games: wins, draws and average turns agree with the checkout.
    assert ours[:3] == source[:3]


@pytest.mark.gui
def test_icons_are_drawn_from_the_svg(built: Path, frozen_source: Path, qapp: object) -> None:
    from PySide6.QtGui import QImageReader

    icons = frozen_source / "build" / "icons"
    expected = {"mtgdesk.ico": [16, 24, 32, 48, 64, 128, 256],
                "mtgdesk.icns": [16, 32, 64, 128, 256, 512, 1024]}
    for name, sizes in expected.items():
        reader = QImageReader(str(icons / name))
        found = []
        for index in range(reader.imageCount()):
            reader.jumpToImage(index)
            image = reader.read()
            middle = image.width() // 2
            assert image.width() == image.height() and image.pixelColor(middle, middle).alpha() > 0
            found.append(image.width())
        assert sorted(found) == sizes, name


def unpack(built: Path, tmp_path: Path) -> Path:
    """Unpack the Linux tarball into tmp_path; its install.sh."""
    (tarball,) = built.glob("mtgdesk-*-linux-*.tar.gz")
    (tmp_path / "unpacked").mkdir()
    run(["tar", "-xzf", str(tarball), "-C", str(tmp_path / "unpacked")], cwd=tmp_path)  # as a player does
    return tmp_path / "unpacked" / "mtgdesk" / "install.sh"


def test_the_tarball_installs_and_uninstalls_for_a_user(built: Path, tmp_path: Path) -> None:
    home = tmp_path / "user"
    saved = home / ".local" / "share" / "mtgdesk" / "autosave.json"  # the player's own data
    saved.parent.mkdir(parents=True)
    saved.write_text("{}", encoding="utf-8")
    env = {"HOME": str(home), "XDG_DATA_HOME": str(home / ".local" / "share")}
    script = unpack(built, tmp_path)
    run(["bash", str(script)], cwd=tmp_path, **env)

    program = home / ".local" / "lib" / "mtgdesk" / "mtgdesk"
    command = home / ".local" / "bin" / "mtgdesk"
    desktop = home / ".local" / "share" / "applications" / "mtgdesk.desktop"
    icons = home / ".local" / "share" / "icons" / "hicolor"
    assert command.resolve() == program.resolve() and os.access(program, os.X_OK)
    entry = desktop.read_text(encoding="utf-8")
    assert f'Exec="{program}"' in entry and "Icon=mtgdesk" in entry
    if shutil.which("desktop-file-validate"):  # desktop-file-utils, where installed
        run(["desktop-file-validate", str(desktop)], cwd=tmp_path)
    for size in (16, 32, 48, 128, 256):
        assert (icons / f"{size}x{size}" / "apps" / "mtgdesk.png").read_bytes()[:4] == b"\x89PNG"
    assert (icons / "scalable" / "apps" / "mtgdesk.svg").is_file()
    result = run([str(command), "sim", *(str(deck) for deck in DECKS), "-n", "1"], cwd=tmp_path, **env)
    assert "1 games" in result.stdout

    run(["bash", str(script), "--uninstall"], cwd=tmp_path, **env)
    assert not program.parent.exists() and not command.exists() and not command.is_symlink()
    assert not desktop.exists() and not icons.exists()
    assert saved.read_text(encoding="utf-8") == "{}"  # settings and saved game are kept


def test_install_leaves_another_mtgdesk_command_alone(built: Path, tmp_path: Path) -> None:
    home = tmp_path / "user"
    other = home / ".local" / "bin" / "mtgdesk"  # e.g. pip install --user's console script
    other.parent.mkdir(parents=True)
    other.write_text("#!/bin/sh\necho pip's mtgdesk\n", encoding="utf-8")
    env = {"HOME": str(home), "XDG_DATA_HOME": str(home / ".local" / "share")}
    script = unpack(built, tmp_path)
    installed = run(["bash", str(script)], cwd=tmp_path, **env)
    assert "left as it is" in installed.stderr
    assert not other.is_symlink() and "pip's mtgdesk" in other.read_text(encoding="utf-8")
    assert (home / ".local" / "lib" / "mtgdesk" / "mtgdesk").is_file()
    run(["bash", str(script), "--uninstall"], cwd=tmp_path, **env)
    assert "pip's mtgdesk" in other.read_text(encoding="utf-8")
    assert not (home / ".local" / "lib" / "mtgdesk").exists()
