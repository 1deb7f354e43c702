#!/usr/bin/env python3
"""Rotor's accuracy harness: lint real apps, draw a reproducible random sample of the findings, and
write a sheet a person fills in with a verdict for each; then score the judged sheets.

    accuracy.py sample --rotor .build/debug/rotor --corpus ../shared/corpora --count 120 --seed 16 \
        --out docs/accuracy/2026-11-25-before.md --context-out ../shared/accuracy/2026-11-25-before.context.md
    accuracy.py score docs/accuracy/2026-11-25-before.md
    accuracy.py recheck --rotor .build/debug/rotor --corpus ../shared/corpora docs/accuracy/2026-11-25-before.md

A verdict is `correct` (the finding is true and its advice right), `wrong` (the code does not have
the problem, or the advice would make it worse), or `unsure` (left out of precision, counted apart).
Accuracy is measured by judging findings, never by counting them.

The sheet, which the repository keeps, holds per finding its location, rule, message, verdict and
reason, never the apps' code: that goes to the context file (the lines around each finding, by
entry number), which the judges read and which must be written outside the repository.
"""
import argparse
import collections
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

CONTEXT_LINES = 8


def lint(rotor, app_dir, review=False):
    """Every finding of `rotor lint` on one app (review items too with `review`), linted as its team
    lints it: from the root of a checkout. An exported app without `.git` is copied beside an empty
    one, which tells Rotor the folder is a whole project; paths are mapped back."""
    with tempfile.TemporaryDirectory(prefix="rotor-accuracy-") as temporary:
        checkout = os.path.join(temporary, os.path.basename(app_dir))
        shutil.copytree(app_dir, checkout, symlinks=True)
        os.makedirs(os.path.join(checkout, ".git"), exist_ok=True)
        run = subprocess.run([rotor, "lint", "--no-cache", "--format", "json"] + (["--review"] if review else [])
                             + [checkout], capture_output=True, text=True)
        if run.returncode not in (0, 1):
            sys.exit(f"rotor lint {app_dir} exited {run.returncode}: {run.stderr[:500]}")
        findings = json.loads(run.stdout)["findings"]
    for finding in findings:
        path = finding["location"].get("file")
        if path and path.startswith(checkout + os.sep):
            finding["location"]["file"] = app_dir + path[len(checkout):]
    return findings


def swift_lines(app_dir):
    total = 0
    for root, _, files in os.walk(app_dir):
        for name in files:
            if name.endswith(".swift"):
                with open(os.path.join(root, name), encoding="utf-8", errors="replace") as handle:
                    total += sum(1 for _ in handle)
    return total


def context(path, line):
    """The lines around `line`, numbered, the finding's line marked with `>`."""
    if not line or not os.path.exists(path):
        return "(no line: the finding is on an element of a capture)"
    with open(path, encoding="utf-8", errors="replace") as handle:
        lines = handle.read().split("\n")
    start, end = max(1, line - CONTEXT_LINES), min(len(lines), line + CONTEXT_LINES)
    return "\n".join(f"{'>' if number == line else ' '}{number:5d}  {lines[number - 1]}"
                     for number in range(start, end + 1))


def inside_repository(path):
    """Whether `path` would land in the git checkout that holds this script."""
    here = os.path.dirname(os.path.abspath(__file__))
    top = subprocess.run(["git", "-C", here, "rev-parse", "--show-toplevel"], capture_output=True, text=True).stdout.strip()
    target = os.path.realpath(os.path.dirname(os.path.abspath(path)))
    return bool(top) and (target + os.sep).startswith(os.path.realpath(top) + os.sep)


def sample(arguments):
    if inside_repository(arguments.context_out):
        sys.exit(f"--context-out {arguments.context_out}: the apps' code must stay outside the repository")
    corpus = os.path.abspath(arguments.corpus)
    apps = sorted(name for name in os.listdir(corpus) if os.path.isdir(os.path.join(corpus, name)))
    findings, lines = [], {}
    for app in apps:
        app_dir = os.path.join(corpus, app)
        lines[app] = swift_lines(app_dir)
        for finding in lint(arguments.rotor, app_dir, arguments.review):
            finding["app"] = app
            findings.append(finding)
    # A stable order before sampling, so the same seed draws the same findings from the same output.
    findings.sort(key=lambda f: (f["app"], f["location"].get("file", ""), f["location"].get("line") or 0,
                                 f["location"].get("column") or 0, f["ruleId"], f["message"]))
    if arguments.per_app:
        # The same number from every app, so that no app's findings stand for the others'.
        chosen = []
        for app in apps:
            indices = [i for i, f in enumerate(findings) if f["app"] == app]
            chosen += random.Random(f"{arguments.seed}-{app}").sample(indices, min(arguments.per_app, len(indices)))
        chosen.sort()
    else:
        chosen = sorted(random.Random(arguments.seed).sample(range(len(findings)), min(arguments.count, len(findings))))
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    counts = collections.Counter(f["ruleId"] for f in findings)
    out = [f"# Accuracy sheet: {len(chosen)} of {len(findings)} findings",
           "",
           f"Rotor commit {commit}; corpora {', '.join(apps)} ({', '.join(f'{lines[a]:,} lines of Swift' for a in apps)}); "
           f"seed {arguments.seed}. Made by `Benchmarks/Accuracy/accuracy.py sample`; scored by `accuracy.py score`.",
           "",
           "Findings per rule in the whole run: " + ", ".join(f"{rule} {count}" for rule, count in sorted(counts.items())) + ".",
           ""]
    code = [f"# Code around the findings of {arguments.out}", "",
            "For the judges only: the apps' code, which the sheet in the repository leaves out.", ""]
    for number, index in enumerate(chosen, 1):
        finding = findings[index]
        location = finding["location"]
        path = location.get("file", "")
        shown = os.path.relpath(path, corpus) if path.startswith(corpus) else path
        place = f"{shown}:{location.get('line', '')}" + (f" ({location['element']})" if location.get("element") else "")
        heading = f"## {number}. {finding['ruleId']} ({finding['certainty']})"
        out += [heading,
                "",
                f"- where: `{place}`",
                f"- message: {finding['message']}",
                "- verdict: ",
                "- why: ",
                ""]
        code += [heading, "", f"- where: `{place}`", "", "```", context(path, location.get("line")), "```", ""]
    with open(arguments.out, "w", encoding="utf-8") as handle:
        handle.write("\n".join(out))
    os.makedirs(os.path.dirname(os.path.abspath(arguments.context_out)), exist_ok=True)
    with open(arguments.context_out, "w", encoding="utf-8") as handle:
        handle.write("\n".join(code))
    print(f"{len(chosen)} of {len(findings)} findings written to {arguments.out}, their code to {arguments.context_out}")


ENTRY = re.compile(r"^## (\d+)\. (\S+) \(([\w-]+)\)$")
VERDICT = re.compile(r"^- verdict:\s*(\w*)")


def score(arguments):
    verdicts, apps = [], []
    for sheet in arguments.sheets:
        rule = certainty = app = None
        with open(sheet, encoding="utf-8") as handle:
            for line in handle:
                if match := ENTRY.match(line.rstrip("\n")):
                    rule, certainty = match.group(2), match.group(3)
                elif (match := WHERE.match(line)) and rule:
                    app = match.group(1).split("/", 1)[0]
                elif (match := VERDICT.match(line)) and rule:
                    verdicts.append((rule, certainty, match.group(1).lower() or "unjudged"))
                    apps.append(app)
                    rule = None
    def precision(rows):
        judged = [v for _, _, v in rows if v in ("correct", "wrong")]
        right = judged.count("correct")
        return f"{right}/{len(judged)} ({100 * right / len(judged):.0f} %)" if judged else "–"
    # `internal`: a debug-only or internal screen, counted apart, neither right nor wrong.
    unjudged = sum(1 for *_, v in verdicts if v not in ("correct", "wrong", "unsure", "internal"))
    print(f"findings: {len(verdicts)}; unsure: {sum(1 for *_, v in verdicts if v == 'unsure')}; "
          f"internal: {sum(1 for *_, v in verdicts if v == 'internal')}; unjudged: {unjudged}")
    print(f"precision overall: {precision(verdicts)}")
    for certainty in ("violation", "needs-review"):
        print(f"precision of {certainty}: {precision([v for v in verdicts if v[1] == certainty])}")
    if len(set(apps)) > 1:
        print("\n| app | judged | precision |\n|---|---:|---:|")
        for app in sorted(set(a for a in apps if a)):
            rows = [v for v, a in zip(verdicts, apps) if a == app]
            print(f"| {app} | {len(rows)} | {precision(rows)} |")
    print("\n| rule | judged | precision |\n|---|---:|---:|")
    for rule in sorted({v[0] for v in verdicts}):
        rows = [v for v in verdicts if v[0] == rule]
        print(f"| {rule} | {len(rows)} | {precision(rows)} |")


WHERE = re.compile(r"^- where: `([^`]*)`")
MESSAGE = re.compile(r"^- message: (.*)$")


def judged_entries(sheet):
    """(rule, place, message, verdict) of every entry of a judged sheet."""
    entries, current = [], {}
    with open(sheet, encoding="utf-8") as handle:
        for line in handle:
            line = line.rstrip("\n")
            if match := ENTRY.match(line):
                current = {"rule": match.group(2)}
            elif match := WHERE.match(line):
                current["place"] = match.group(1)
            elif match := MESSAGE.match(line):
                current["message"] = match.group(1)
            elif (match := VERDICT.match(line)) and "rule" in current:
                current["verdict"] = match.group(1).lower()
                entries.append(current)
                current = {}
    return entries


def recheck(arguments):
    """Which findings of a judged sheet a newer Rotor still reports, and the precision among them:
    a quick estimate after a change; a fresh sample, judged anew, is the measurement."""
    corpus = os.path.abspath(arguments.corpus)
    still = set()
    for app in sorted(os.listdir(corpus)):
        app_dir = os.path.join(corpus, app)
        if not os.path.isdir(app_dir):
            continue
        for finding in lint(arguments.rotor, app_dir, arguments.review):
            location = finding["location"]
            shown = os.path.relpath(location.get("file", ""), corpus)
            place = f"{shown}:{location.get('line', '')}" + (f" ({location['element']})" if location.get("element") else "")
            still.add((finding["ruleId"], place, finding["message"]))
    kept = collections.Counter()
    gone = collections.Counter()
    for entry in judged_entries(arguments.sheet):
        target = kept if (entry["rule"], entry["place"], entry["message"]) in still else gone
        target[entry["verdict"]] += 1
    print(f"still reported: {dict(kept)}; no longer reported: {dict(gone)}")
    judged = kept["correct"] + kept["wrong"]
    if judged:
        print(f"precision among those still reported: {kept['correct']}/{judged} ({100 * kept['correct'] / judged:.0f} %)")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    sampling = commands.add_parser("sample", help="lint the corpus and write a sheet to judge")
    sampling.add_argument("--rotor", required=True)
    sampling.add_argument("--corpus", required=True, help="a folder with one folder per app")
    sampling.add_argument("--count", type=int, default=120)
    sampling.add_argument("--per-app", type=int, help="draw this many findings from each app instead of --count overall")
    sampling.add_argument("--review", action="store_true", help="sample review items too (`rotor lint --review`)")
    sampling.add_argument("--seed", type=int, default=16)
    sampling.add_argument("--out", required=True, help="the sheet to judge, without the apps' code")
    sampling.add_argument("--context-out", required=True,
                          help="where the code around each finding goes, for the judges; outside the repository")
    scoring = commands.add_parser("score", help="precision of judged sheets, overall and per rule")
    scoring.add_argument("sheets", nargs="+")
    rechecking = commands.add_parser("recheck", help="which judged findings a newer Rotor still reports")
    rechecking.add_argument("--rotor", required=True)
    rechecking.add_argument("--corpus", required=True)
    rechecking.add_argument("--review", action="store_true", help="lint with `--review`, for sheets holding review items")
    rechecking.add_argument("sheet")
    arguments = parser.parse_args()
    {"sample": sample, "score": score, "recheck": recheck}[arguments.command](arguments)


if __name__ == "__main__":
    main()
