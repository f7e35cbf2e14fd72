"""The frozen program against the same code run from the venv: bundle size, start to first paint
(warm) and resident memory (RSS) at idle on the start page.

Run: ``python bench/frozen.py [--bundle dist/mtgdesk] [--build] [--runs N] [--idle S]``.
``--build`` first runs ``packaging/build.sh --python <this python>`` (this environment must
hold mtgdesk installed from a wheel, not editable, and PyInstaller; without ``--build`` the
bundle must exist. For the venv side, the checkout's own code runs (PYTHONPATH=checkout).

Each start is a new process with ``--report-first-paint``: the app prints a line once its main
window has been painted, the time is from just before the process is spawned to that line. The
first start of each program warms the disk cache and is not counted. After the paint the app is
left idle for ``--idle`` seconds, then its RSS is read from /proc (Linux) and it is stopped.
Offscreen unless DISPLAY is set (``xvfb-run -a python bench/frozen.py`` for the xcb platform).
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FIRST_PAINT = "mtgdesk: first paint"


def bundle_size(bundle: Path) -> tuple[float, float, int]:
    """(apparent MB, MB on disk, files) of the bundle folder."""
    files = [path for path in bundle.rglob("*") if path.is_file() and not path.is_symlink()]
    apparent = sum(path.stat().st_size for path in files)
    on_disk = sum(path.stat().st_blocks * 512 for path in files)
    return apparent / 2**20, on_disk / 2**20, len(files)


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def start_once(command: list[str], env: dict[str, str], idle: float) -> tuple[float, float, float]:
    """(seconds to the first paint, RSS in MB after idling, CPU seconds used) of one start of
    ``command``. The CPU time (user + system, to the end: idling adds next to nothing) depends
    far less than the wall time on what else the machine is doing."""
    start = time.perf_counter()
    process = subprocess.Popen([*command, "--report-first-paint"], env=env, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL, text=True)
    try:
        assert process.stdout is not None
        for line in process.stdout:
            if line.strip() == FIRST_PAINT:
                painted = time.perf_counter() - start
                break
        else:
            raise SystemExit(f"{command[0]} exited ({process.wait()}) without painting its window")
        time.sleep(idle)
        rss = rss_mb(process.pid) if sys.platform.startswith("linux") else float("nan")
    finally:
        process.terminate()
        cpu = float("nan")
        if hasattr(os, "wait4"):
            _, status, usage = os.wait4(process.pid, 0)
            process.returncode = os.waitstatus_to_exitcode(status)  # reaped here, not by Popen
            cpu = usage.ru_utime + usage.ru_stime
        else:
            process.wait()
    return painted, rss, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "mtgdesk")
    parser.add_argument("--build", action="store_true", help="run packaging/build.sh first")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--idle", type=float, default=2.0, help="seconds idle before RSS is read")
    args = parser.parse_args()

    if args.build:
        began = time.perf_counter()
        subprocess.run(["bash", str(ROOT / "packaging" / "build.sh"), "--python", sys.executable,
                        "--dist", str(args.bundle.parent)], check=True)
        print(f"build: {time.perf_counter() - began:.0f} s")
    program = args.bundle / ("mtgdesk.exe" if sys.platform == "win32" else "mtgdesk")
    if not program.is_file():
        raise SystemExit(f"no bundle at {args.bundle}: run packaging/build.sh, or this with --build")

    apparent, on_disk, files = bundle_size(args.bundle)
    print(f"bundle: {apparent:.1f} MB unpacked ({on_disk:.1f} MB on disk), {files} files, {args.bundle}")

    env = {key: value for key, value in os.environ.items() if key not in ("PYTHONHOME", "PYTHONPATH")}
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    platform = env.get("QT_QPA_PLATFORM") or "xcb/wayland"
    venv_env = {**env, "PYTHONPATH": str(ROOT)}
    results = {}
    with tempfile.TemporaryDirectory() as home:
        env["MTGDESK_HOME"] = venv_env["MTGDESK_HOME"] = home  # no saved game: the start page
        for name, command, environment in (("venv", [sys.executable, "-m", "mtgdesk"], venv_env),
                                           ("frozen", [str(program)], env)):
            start_once(command, environment, 0)  # warm-up
            runs = [start_once(command, environment, args.idle) for _ in range(args.runs)]
            paints, memory, cpu = ([run[index] for run in runs] for index in range(3))
            results[name] = (statistics.median(paints), statistics.median(memory))
            print(f"{name}: first paint median {results[name][0]:.3f} s (min {min(paints):.3f}, "
                  f"max {max(paints):.3f}) over {args.runs} warm starts, CPU median "
                  f"{statistics.median(cpu):.3f} s; RSS at idle median {results[name][1]:.0f} MB ({platform})")
    (frozen_paint, frozen_rss), (venv_paint, venv_rss) = results["frozen"], results["venv"]
    print(f"frozen vs venv: first paint {frozen_paint:.3f} s vs {venv_paint:.3f} s, "
          f"RSS {frozen_rss:.0f} MB vs {venv_rss:.0f} MB, bundle {apparent:.0f} MB")


if __name__ == "__main__":
    main()
