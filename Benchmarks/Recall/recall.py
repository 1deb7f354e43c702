#!/usr/bin/env python3
"""Rotor's recall benchmark: of the accessibility defects real teams later fixed, how many does Rotor
report before the fix, and does the fixed file drop the finding?

The rows come from the team's shared recall set (`../shared/recall/fix-pairs.tsv`: repository, parent
and fix commits, path, the defect's line range in the parent, kind, note). The files come from fetched
mirrors of those repositories and are written to a scratch folder outside the repository; nothing of
them is committed.

    recall.py --rotor .build/release/rotor --pairs ../shared/recall/fix-pairs.tsv \
        --mirrors /work/.mirror --scratch /tmp/rotor-recall [--context app] [--markdown]

A row is *caught* when a finding of a rule that fits its kind starts inside its line range: at the
default settings, and again with `--review` (review items added). A caught row is *dropped* when
the fixed file no longer has a finding of that rule on a line with the same text (the way baselines
match findings), or the fixing commit removed that line.

Context: `file` (default) lints the before file alone, as a team linting one changed file does;
`app` lints the whole app at the parent commit (the files a lint reads, exported as
`../shared/corpora/export.sh` does) so cross-file facts (titles set elsewhere, reachability, strings
tables) decide as they do for a team linting its checkout. `app` takes minutes: one lint per parent.
"""
import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys

# The rules whose findings answer each kind of defect (../shared/recall/README.md defines the kinds).
FITTING_RULES = {
    "button-missing-label": {"icon-button-label", "missing-name", "control-label"},
    "image-missing-label": {"image-label", "missing-name"},
    "dynamic-type": {"dynamic-type"},
    "tap-without-trait": {"tap-gesture-trait"},
    "header-missing-trait": {"heading-trait", "heading-present"},
    "grouping": {"container-element-label", "empty-container-element", "duplicate-speech", "split-amount"},
    "missing-announcement": {"announce-change"},
    "custom-actions": {"gesture-alternative"},
    "drag-without-alternative": {"gesture-alternative", "adjustable-value"},
    "label-quality": {"label-style", "role-in-label", "uninformative-label", "label-pauses", "hint-style"},
    "other": None,  # any rule
}

# What `export.sh` keeps of an iOS app: the files a lint reads.
LINTED = re.compile(r'\.(swift|storyboard|xib|strings|xcstrings)$|project\.pbxproj$|(^|/)project\.yml$'
                    r'|(^|/)Info\.plist$|(^|/)Package\.swift$')
SKIPPED = re.compile(r'(^|/)(Pods|Carthage)/')


def read_rows(path):
    with open(path, encoding="utf-8") as handle:
        lines = [line.rstrip("\n") for line in handle if line.strip()]
    header = lines[0].split("\t")
    rows = []
    for number, line in enumerate(lines[1:], start=1):
        row = dict(zip(header, line.split("\t")))
        row["number"] = number
        row["before_line_start"] = int(row["before_line_start"])
        row["before_line_end"] = int(row["before_line_end"])
        rows.append(row)
    return rows


def git_dir(mirrors, repository):
    base = os.path.join(mirrors, repository.replace("/", "+"))
    return os.path.join(base, "repo") if os.path.isdir(os.path.join(base, "repo")) else base


def show(mirrors, repository, commit, path):
    run = subprocess.run(["git", "-C", git_dir(mirrors, repository), "show", f"{commit}:{path}"],
                         capture_output=True)
    if run.returncode != 0:
        sys.exit(f"cannot read {path} at {commit} of {repository}: {run.stderr.decode()[:300]}")
    return run.stdout


def export_app(mirrors, repository, commit, destination):
    """The files a lint reads of the whole app at `commit`, with an empty `.git` (a whole project)."""
    if os.path.isdir(destination):
        return
    source = git_dir(mirrors, repository)
    listing = subprocess.run(["git", "-C", source, "ls-tree", "-r", commit],
                             capture_output=True, text=True, check=True).stdout
    wanted = []
    for line in listing.splitlines():
        meta, path = line.split("\t", 1)
        _, kind, sha = meta.split()
        if kind == "blob" and LINTED.search(path) and not SKIPPED.search(path):
            wanted.append((sha, path))
    partial = destination + ".partial"
    shutil.rmtree(partial, ignore_errors=True)
    cat = subprocess.Popen(["git", "-C", source, "cat-file", "--batch"], stdin=subprocess.PIPE,
                           stdout=subprocess.PIPE)
    for sha, path in wanted:
        cat.stdin.write((sha + "\n").encode())
        cat.stdin.flush()
        header = cat.stdout.readline().decode().split()
        if len(header) < 3 or header[1] == "missing":
            continue
        data = cat.stdout.read(int(header[2]))
        cat.stdout.read(1)
        target = os.path.join(partial, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as handle:
            handle.write(data)
    cat.stdin.close()
    cat.wait()
    os.makedirs(os.path.join(partial, ".git"), exist_ok=True)
    os.rename(partial, destination)


def lint(rotor, target, review):
    arguments = [rotor, "lint", "--no-cache", "--format", "json"] + (["--review"] if review else []) + [target]
    run = subprocess.run(arguments, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        sys.exit(f"rotor lint {target} exited {run.returncode}: {run.stderr[:500]}")
    return json.loads(run.stdout)["findings"]


def supports_review_flag(rotor):
    run = subprocess.run([rotor, "lint", "--help"], capture_output=True, text=True)
    return "--review" in run.stdout


def findings_in(findings, path_suffix):
    return [f for f in findings if (f["location"].get("file") or "").endswith(path_suffix)]


def fits(finding, kind):
    rules = FITTING_RULES.get(kind)
    return rules is None or finding["ruleId"] in rules


def is_review(finding):
    return finding.get("certainty") != "violation"


def line_text(lines, number):
    return lines[number - 1].strip() if number and 0 < number <= len(lines) else ""


class Evaluator:
    def __init__(self, arguments):
        self.arguments = arguments
        self.review_flag = supports_review_flag(arguments.rotor)
        self.app_findings = {}

    def before_findings(self, row, before_path):
        """Every finding on the before file, review items included; default-only is filtered later."""
        if self.arguments.context == "file":
            return lint(self.arguments.rotor, before_path, self.review_flag)
        key = (row["repo"], row["parent_sha"])
        if key not in self.app_findings:
            destination = os.path.join(self.arguments.scratch, "apps",
                                       row["repo"].replace("/", "+") + "-" + row["parent_sha"][:12])
            export_app(self.arguments.mirrors, row["repo"], row["parent_sha"], destination)
            self.app_findings[key] = (destination, lint(self.arguments.rotor, destination, self.review_flag))
        destination, findings = self.app_findings[key]
        return findings_in(findings, os.sep + row["path"])

    def evaluate(self, row):
        folder = os.path.join(self.arguments.scratch, "pairs", str(row["number"]))
        name = os.path.basename(row["path"])
        paths = {}
        for side, commit in (("before", row["parent_sha"]), ("after", row["fix_sha"])):
            os.makedirs(os.path.join(folder, side), exist_ok=True)
            paths[side] = os.path.join(folder, side, name)
            with open(paths[side], "wb") as handle:
                handle.write(show(self.arguments.mirrors, row["repo"], commit, row["path"]))
        before_lines = open(paths["before"], encoding="utf-8", errors="replace").read().split("\n")
        after_lines = open(paths["after"], encoding="utf-8", errors="replace").read().split("\n")
        found = self.before_findings(row, paths["before"])
        start, end = row["before_line_start"], row["before_line_end"]
        hits = [f for f in found if fits(f, row["kind"]) and start <= (f["location"].get("line") or 0) <= end]
        default_hits = [f for f in hits if not is_review(f)]
        after = lint(self.arguments.rotor, paths["after"], self.review_flag)
        remaining = {(f["ruleId"], line_text(after_lines, f["location"].get("line"))) for f in after}
        dropped = bool(hits) and all((f["ruleId"], line_text(before_lines, f["location"].get("line")))
                                     not in remaining for f in hits)
        return {"row": row, "default": bool(default_hits), "review": bool(hits), "dropped": dropped,
                "rules": sorted({f["ruleId"] for f in hits})}


def report(results, markdown):
    by_kind = collections.defaultdict(list)
    for result in results:
        by_kind[result["row"]["kind"]].append(result)

    def line(name, group):
        total = len(group)
        default = sum(r["default"] for r in group)
        review = sum(r["review"] for r in group)
        caught = [r for r in group if r["review"]]
        dropped = sum(r["dropped"] for r in caught)
        return (name, total, default, review, dropped, len(caught))

    rows = [line(kind, by_kind[kind]) for kind in sorted(by_kind)] + [line("all", results)]
    if markdown:
        print("| kind | defects | caught (default) | caught (with --review) | after file drops it |")
        print("|---|---:|---:|---:|---:|")
        for name, total, default, review, dropped, caught in rows:
            print(f"| {name} | {total} | {default} ({100 * default // max(total, 1)} %) | "
                  f"{review} ({100 * review // max(total, 1)} %) | {dropped} of {caught} |")
    else:
        print(f"{'kind':<26}{'defects':>8}{'default':>9}{'review':>8}{'dropped':>10}")
        for name, total, default, review, dropped, caught in rows:
            print(f"{name:<26}{total:>8}{default:>9}{review:>8}{dropped:>6}/{caught:<3}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rotor", required=True)
    parser.add_argument("--pairs", required=True, help="fix-pairs.tsv")
    parser.add_argument("--mirrors", required=True, help="folder holding OWNER+NAME/repo mirrors")
    parser.add_argument("--scratch", required=True, help="a folder outside the repository for the files")
    parser.add_argument("--context", choices=["file", "app"], default="file")
    parser.add_argument("--markdown", action="store_true", help="print the per-kind table as Markdown")
    parser.add_argument("--rows", help="write one line per row (caught, dropped, rules) to this TSV")
    arguments = parser.parse_args()
    arguments.rotor = os.path.abspath(arguments.rotor)
    os.makedirs(arguments.scratch, exist_ok=True)
    evaluator = Evaluator(arguments)
    results = [evaluator.evaluate(row) for row in read_rows(arguments.pairs)]
    if arguments.rows:
        with open(arguments.rows, "w", encoding="utf-8") as handle:
            handle.write("row\trepo\tpath\tkind\tdefault\treview\tdropped\trules\n")
            for result in results:
                row = result["row"]
                handle.write(f"{row['number']}\t{row['repo']}\t{row['path']}\t{row['kind']}\t"
                             f"{int(result['default'])}\t{int(result['review'])}\t{int(result['dropped'])}\t"
                             f"{','.join(result['rules'])}\n")
    report(results, arguments.markdown)


if __name__ == "__main__":
    main()
