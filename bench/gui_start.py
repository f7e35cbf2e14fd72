"""Start to first painted window: ``mtgdesk`` and, for comparison, a bare PySide6 window.

Each run is a new process; the time is from just before the process is spawned to the end of
the first paint of the main window. The first run warms the disk cache and is not counted. The
app starts as a user's install does: through the ``mtgdesk`` command's entry point, with its
modules compiled to bytecode beforehand (as ``pip install`` does) and Python free to use the
compiled files (``PYTHONDONTWRITEBYTECODE`` is not passed on).

Run: ``python bench/gui_start.py [--runs N]``. With DISPLAY set (a desktop, or
``xvfb-run -a python bench/gui_start.py``) the windows are real X windows; otherwise Qt's
offscreen platform paints them. Beside the time, the CPU time each child spent by its first paint is
reported: on a shared, loaded machine it says what the start costs when the time can't. The last
line is ``mtgdesk start to first paint: median N s``.
"""
from __future__ import annotations

import argparse
import compileall
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# The child reports the first paint of the main window: the paint event has been handled when
# the zero-delay timer fires.
_FIRST_PAINT = """
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
t0 = float(sys.argv[1])
app = QApplication(["bench"])
class FirstPaint(QObject):
    done = False
    def eventFilter(self, obj, event):
        if (not self.done and event.type() == QEvent.Type.Paint and obj.isWidgetType()
                and obj.window().objectName() == "main_window"):
            self.done = True
            def report():
                print(f"{time.time() - t0:.4f} {time.process_time():.4f}", flush=True)
                import os
                os._exit(0)
            QTimer.singleShot(0, report)
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


def measure(code: str, env: dict[str, str]) -> tuple[float, float]:
    """Seconds from spawning the child to its first paint, and the CPU seconds the child spent
    by then (all its threads: on a loaded machine, what the start costs, whatever the wait)."""
    start = time.time()
    # In the checkout's folder: ``python -c`` puts the working folder first on the path, so that
    # run from another checkout it would start that one's code.
    result = subprocess.run([sys.executable, "-c", code, f"{start:.6f}"], env=env, capture_output=True, text=True,
                            timeout=120, stdin=subprocess.DEVNULL, cwd=ROOT)
    lines = [line for line in result.stdout.splitlines() if line.strip()]
    if result.returncode != 0 or not lines:
        raise SystemExit(f"the child failed ({result.returncode}):\n{result.stdout}\n{result.stderr}")
    wall, cpu = lines[-1].split()
    return float(wall), float(cpu)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    compileall.compile_dir(ROOT / "mtgdesk", quiet=1)
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    platform = env.get("QT_QPA_PLATFORM") or "xcb/wayland"
    with tempfile.TemporaryDirectory() as home:
        env["MTGDESK_HOME"] = home  # default settings, no autosave: the plain start page
        results = {}
        for name, code in (("bare PySide6 window", BARE), ("mtgdesk", MTGDESK)):
            measure(code, env)  # warm-up
            runs = [measure(code, env) for _ in range(args.runs)]
            times, cpus = [w for w, _ in runs], [c for _, c in runs]
            results[name] = (times, cpus)
            print(f"{name}: median {statistics.median(times):.3f} s, min {min(times):.3f} s, "
                  f"max {max(times):.3f} s over {len(times)} warm runs ({platform}); CPU time "
                  f"median {statistics.median(cpus):.3f} s, min {min(cpus):.3f} s, max {max(cpus):.3f} s")
    (bare, bare_cpu), (app, app_cpu) = results["bare PySide6 window"], results["mtgdesk"]
    print(f"mtgdesk / bare window: {statistics.median(app) / statistics.median(bare):.2f}x in time, "
          f"{statistics.median(app_cpu) / statistics.median(bare_cpu):.2f}x in CPU time")
    print(f"mtgdesk start to first paint: median {statistics.median(app):.3f} s")


if __name__ == "__main__":
    main()
