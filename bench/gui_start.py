"""Start to first painted window: ``mtgdesk`` and, for comparison, a bare PySide6 window.

Each run is a new process; the time is from just before the process is spawned to the end of
the first paint of the main window. The first run warms the disk cache and is not counted. The
app starts as a user's install does: through the ``mtgdesk`` command's entry point, with its
modules compiled to bytecode beforehand (as ``pip install`` does) and Python free to use the
compiled files (``PYTHONDONTWRITEBYTECODE`` is not passed on).

Run: ``python bench/gui_start.py [--runs N] [--compare ROOT ...]``: ``--compare`` measures the
mtgdesk of another checkout (an export of an older commit, say) in the same run, the programs
taken in turn in every round, so that a change is measured against the same load.
``--instructions`` counts instead the instructions each program runs to its first paint, once,
under valgrind's callgrind (a minute or two each): a figure a loaded machine doesn't move. Work
that waits on a timer can come before the first paint under valgrind's slowness, so a program
that defers work by a fixed delay rather than until after its first paint is counted with it.
With DISPLAY set (a desktop, or
``xvfb-run -a python bench/gui_start.py``) the windows are real X windows; otherwise Qt's
offscreen platform paints them. Beside the time, the CPU time each child spent by its first paint is
reported: on a shared, loaded machine it says what the start costs when the time can't. The last
line is ``mtgdesk start to first paint: median N s``.
"""
from __future__ import annotations

import argparse
import compileall
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# The child reports the first paint of the main window: the paint event has been handled when
# the zero-delay timer fires. It calls ``on_first_paint()``, which prints the times and exits (a
# test defines its own after this code: tests/ui/test_first_paint.py).
_FIRST_PAINT = """
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
t0 = float(sys.argv[1])
app = QApplication(["bench"])
def on_first_paint():
    print(f"{time.time() - t0:.4f} {time.process_time():.4f}", flush=True)
    import os
    os._exit(0)
class FirstPaint(QObject):
    done = False
    def eventFilter(self, obj, event):
        if (not self.done and event.type() == QEvent.Type.Paint and obj.isWidgetType()
                and obj.window().objectName() == "main_window"):
            self.done = True
            QTimer.singleShot(0, lambda: on_first_paint())
        return False
watcher = FirstPaint()
app.installEventFilter(watcher)
"""

# What the ``mtgdesk`` command runs (the console script's entry point), with no arguments.
MTGDESK = _FIRST_PAINT + """
from mtgdesk.cli import main
main([])
"""

BARE = _FIRST_PAINT + """
from PySide6.QtWidgets import QLabel, QMainWindow, QPushButton, QVBoxLayout, QWidget
window = QMainWindow()
window.setObjectName("main_window")
page = QWidget()
layout = QVBoxLayout(page)
layout.addWidget(QLabel("A bare PySide6 window"))
layout.addWidget(QPushButton("Quit"))
window.setCentralWidget(page)
window.resize(900, 600)
window.show()
app.exec()
"""


def measure(code: str, env: dict[str, str], root: Path = ROOT) -> tuple[float, float]:
    """Seconds from spawning the child to its first paint, and the CPU seconds the child spent
    by then (all its threads: on a loaded machine, what the start costs, whatever the wait)."""
    start = time.time()
    # In the checkout's folder: ``python -c`` puts the working folder first on the path, so that
    # run from another checkout it would start that one's code.
    result = subprocess.run([sys.executable, "-c", code, f"{start:.6f}"], env=env, capture_output=True, text=True,
                            timeout=120, stdin=subprocess.DEVNULL, cwd=root)
    lines = [line for line in result.stdout.splitlines() if line.strip()]
    if result.returncode != 0 or not lines:
        raise SystemExit(f"the child failed ({result.returncode}):\n{result.stdout}\n{result.stderr}")
    wall, cpu = lines[-1].split()
    return float(wall), float(cpu)


def instructions(code: str, env: dict[str, str], root: Path) -> int:
    """Instructions the child runs to its first paint, counted by valgrind's callgrind."""
    if shutil.which("valgrind") is None:
        raise SystemExit("--instructions needs valgrind (apt-get install valgrind)")
    with tempfile.TemporaryDirectory() as out:
        result = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}/cg.out",
                                 sys.executable, "-c", code, "0"], env={**env, "PYTHONHASHSEED": "0"},
                                capture_output=True, text=True, timeout=1800, stdin=subprocess.DEVNULL, cwd=root)
    found = [line.split("Collected :")[1] for line in result.stderr.splitlines() if "Collected :" in line]
    if not found:
        raise SystemExit(f"valgrind failed ({result.returncode}):\n{result.stderr[-2000:]}")
    return int(found[-1].strip())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--compare", metavar="ROOT", type=Path, action="append", default=[],
                        help="also measure the mtgdesk of this checkout, in turn with this one's")
    parser.add_argument("--instructions", action="store_true",
                        help="count the instructions to the first paint under valgrind instead of timing")
    args = parser.parse_args()
    base = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPATH")}
    if not base.get("DISPLAY") and not base.get("WAYLAND_DISPLAY"):
        base.setdefault("QT_QPA_PLATFORM", "offscreen")
    platform = base.get("QT_QPA_PLATFORM") or "xcb/wayland"
    # (name, child's code, checkout): the bare window, this checkout's mtgdesk, the others'.
    programs = [("bare PySide6 window", BARE, ROOT), ("mtgdesk", MTGDESK, ROOT)]
    programs += [(f"mtgdesk at {root}", MTGDESK, root.resolve()) for root in args.compare]
    for _, _, root in programs:
        compileall.compile_dir(root / "mtgdesk", quiet=1)
    with tempfile.TemporaryDirectory() as home:
        def env(root: Path) -> dict[str, str]:
            # default settings, no autosave: the plain start page
            return {**base, "PYTHONPATH": str(root), "MTGDESK_HOME": home}

        if args.instructions:
            counts = {name: instructions(code, env(root), root) for name, code, root in programs}
            for name, count in counts.items():
                print(f"{name}: {count / 1e6:.1f} million instructions to the first paint (callgrind)")
            for name, _, _ in programs[1:]:
                print(f"{name} / bare window: {counts[name] / counts['bare PySide6 window']:.2f}x in instructions")
            return
        for _, code, root in programs:
            measure(code, env(root), root)  # warm-up
        runs: dict[str, list[tuple[float, float]]] = {name: [] for name, _, _ in programs}
        for _ in range(args.runs):
            for name, code, root in programs:
                runs[name].append(measure(code, env(root), root))
    results = {}
    for name, measured in runs.items():
        times, cpus = [w for w, _ in measured], [c for _, c in measured]
        results[name] = (times, cpus)
        print(f"{name}: median {statistics.median(times):.3f} s, min {min(times):.3f} s, "
              f"max {max(times):.3f} s over {len(times)} warm runs ({platform}); CPU time "
              f"median {statistics.median(cpus):.3f} s, min {min(cpus):.3f} s, max {max(cpus):.3f} s")
    bare, bare_cpu = results["bare PySide6 window"]
    for name, _, _ in programs[1:]:
        app, app_cpu = results[name]
        print(f"{name} / bare window: {statistics.median(app) / statistics.median(bare):.2f}x in time, "
              f"{statistics.median(app_cpu) / statistics.median(bare_cpu):.2f}x in CPU time")
    print(f"mtgdesk start to first paint: median {statistics.median(results['mtgdesk'][0]):.3f} s")


if __name__ == "__main__":
    main()
