#!/usr/bin/env python3
"""Start-up of the desktop program against a minimal Qt 6 window (issue 32, docs/performance.md).

Under a fresh Xvfb display with a window manager (openbox), runs in turn
  frosted-minimal-window                                   (a QMainWindow of the same size)
  frosted-blooms --exit-when-shown [ARGS]                  (the program, a fresh home folder)
RUNS times each, A B A B ..., both ending when their window is first exposed, and prints each
one's median time to its window (launch to the first Expose, which both print as "shown-at NS"
before ending), its median wall time as a whole process, its peak memory (its own process, from
wait4) and the pairwise ratios (the medians of each round's ratios).

  scripts/startup.py [--build DIR] [--runs N] [--base DIR] [--screen WxH] [-- ARGS...]

--base DIR adds a third command: the frosted-blooms of another build (a previous commit), timed in
the same rounds, so that the ratio to it is measured side by side too.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def run(cmd, env):
    """(ms to the window, ms of the whole process, MiB at the peak) of one start."""
    start_ns = time.time_ns()
    start = time.monotonic()
    p = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    out = p.stdout.read().decode(errors="replace")
    _, status, usage = os.wait4(p.pid, 0)
    wall = time.monotonic() - start
    p.returncode = os.waitstatus_to_exitcode(status)
    if p.returncode != 0:
        sys.exit(f"startup.py: {cmd[0]} ended with {p.returncode}")
    shown = [line.split()[1] for line in out.splitlines() if line.startswith("shown-at ")]
    # (A build older than the time stamp says nothing: its whole process only.)
    to_window = (int(shown[-1]) - start_ns) / 1e6 if shown else float("nan")
    return to_window, wall * 1000.0, usage.ru_maxrss / 1024.0


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", default=os.path.join(root, "build", "rel"))
    ap.add_argument("--base", help="a second build's folder, timed side by side")
    ap.add_argument("--runs", type=int, default=20)
    ap.add_argument("--screen", default="1920x1080",
                    help="the Xvfb screen, WxH (default 1920x1080: both 1440x900 windows fit it; "
                         "on a 1440x900 screen the program's window, framed, does not fit and is "
                         "shown maximised, which the window manager answers later)")
    ap.add_argument("args", nargs="*", help="arguments for frosted-blooms")
    o = ap.parse_args()
    for tool in ("Xvfb", "openbox"):
        if not shutil.which(tool):
            sys.exit(f"startup.py: {tool} is not installed (apt-get install xvfb openbox)")
    minimal = os.path.join(o.build, "bin", "frosted-minimal-window")
    program = os.path.join(o.build, "bin", "frosted-blooms")
    cmds = {"minimal window": [minimal],
            "frosted-blooms": [program, "--exit-when-shown", *o.args]}
    if o.base:
        cmds["previous build"] = [os.path.join(o.base, "bin", "frosted-blooms"),
                                  "--exit-when-shown", *o.args]
    for c in cmds.values():
        if not os.access(c[0], os.X_OK):
            sys.exit(f"startup.py: {c[0]} is not built")
    display = ":%d" % (90 + os.getpid() % 9)
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", o.screen + "x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    home = tempfile.mkdtemp(prefix="startup-home-")
    try:
        time.sleep(1.0)
        env = dict(os.environ, DISPLAY=display, HOME=home, XDG_CONFIG_HOME=home + "/config",
                   XDG_DATA_HOME=home + "/data", XDG_CACHE_HOME=home + "/cache",
                   QT_QPA_PLATFORM="xcb")
        wm = subprocess.Popen(["openbox"], env=env, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
        time.sleep(1.0)
        figures = {name: [] for name in cmds}
        for name, c in cmds.items():  # warm-up: the files in the page cache
            run(c, env)
        for _ in range(o.runs):
            for name, c in cmds.items():
                figures[name].append(run(c, env))
        wm.terminate()
    finally:
        xvfb.terminate()
        shutil.rmtree(home, ignore_errors=True)
    base = figures["minimal window"]
    print(f"{'':16} {'window':>10} {'process':>10} {'memory':>10}")
    for name, f in figures.items():
        shown, wall, mib = (statistics.median(x[i] for x in f) for i in range(3))
        line = f"{name:16} {shown:7.1f} ms {wall:7.1f} ms {mib:6.1f} MiB"
        if name != "minimal window":
            r = [statistics.median(a[i] / b[i] for a, b in zip(f, base)) for i in range(3)]
            line += (f"   {r[0]:.2f}x to the window, {r[1]:.2f}x the process, "
                     f"{r[2]:.2f}x memory of the minimal window")
        print(line)

if __name__ == "__main__":
    main()
