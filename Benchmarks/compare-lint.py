#!/usr/bin/env python3
"""Compare the lint time of two Rotor builds on the same apps: CPU (user + system, from getrusage)
and wall time, median of interleaved rounds, with one thread and with two.

    Benchmarks/compare-lint.py --runs 5 --corpus ../shared/corpora \\
        before=/path/to/old/.build/release/rotor after=.build/release/rotor

Each app folder is copied into a temporary folder beside an empty `.git`, as a team's checkout
has one, so that Rotor lints it as a whole project. Use release builds; figures go in
docs/PERFORMANCE.md.
"""
import argparse
import os
import resource
import shutil
import statistics
import subprocess
import tempfile
import time


def lint_all(rotor, apps, threads):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.time()
    for app in apps:
        run = subprocess.run([rotor, "lint", "--no-cache", "--format", "json", "--threads", str(threads), app],
                             capture_output=True)
        if run.returncode not in (0, 1):
            raise SystemExit(f"{rotor} lint {app} exited {run.returncode}: {run.stderr[:300]!r}")
    wall = time.time() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), wall


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", required=True, help="a folder with one folder per app")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("builds", nargs="+", help="name=path to a rotor binary")
    arguments = parser.parse_args()
    builds = [build.split("=", 1) for build in arguments.builds]
    with tempfile.TemporaryDirectory(prefix="rotor-compare-") as temporary:
        apps = []
        for name in sorted(os.listdir(arguments.corpus)):
            source = os.path.join(arguments.corpus, name)
            if os.path.isdir(source):
                checkout = os.path.join(temporary, name)
                shutil.copytree(source, checkout, symlinks=True)
                os.makedirs(os.path.join(checkout, ".git"), exist_ok=True)
                apps.append(checkout)
        results = {}
        for _ in range(arguments.runs):
            for name, rotor in builds:
                for threads in (1, 2):
                    results.setdefault((name, threads), []).append(lint_all(rotor, apps, threads))
    print("| build | threads | CPU (user + system) | wall |\n|---|---:|---:|---:|")
    for (name, threads), runs in results.items():
        cpu = statistics.median(run[0] for run in runs)
        wall = statistics.median(run[1] for run in runs)
        print(f"| {name} | {threads} | {cpu:.2f} s | {wall:.2f} s |")


if __name__ == "__main__":
    main()
