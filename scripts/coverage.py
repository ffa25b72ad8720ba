#!/usr/bin/python3
"""Prints the line coverage of each target under Sources/, from the last
`swift test --enable-code-coverage` run (see `make coverage`).

It reads the profile SwiftPM merged (.build/debug/codecov/default.profdata) against the
test binary with the toolchain's llvm-cov (the system's may not read Swift's profiles),
and adds up the line counts of each target's files. Every target the test binary links
is listed, the executables' too (the end-to-end tests link them; unit tests run none).
"""

import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = os.path.join(ROOT, ".build", "debug")
BINARY = os.path.join(BUILD, "ChecklistsPackageTests.xctest")
PROFILE = os.path.join(BUILD, "codecov", "default.profdata")
SOURCES = os.path.join(ROOT, "Sources") + os.sep


def llvm_cov():
    """The toolchain's llvm-cov: next to swift on PATH, else in /opt/swift."""
    for folder in os.environ.get("PATH", "").split(os.pathsep) + ["/opt/swift/usr/bin"]:
        if os.path.exists(os.path.join(folder, "swift")) and os.path.exists(os.path.join(folder, "llvm-cov")):
            return os.path.join(folder, "llvm-cov")
    sys.exit("coverage.py: no llvm-cov next to the Swift toolchain")


def per_target():
    """{target: (lines, covered)} for every target with sources in the test binary."""
    for path in (BINARY, PROFILE):
        if not os.path.exists(path):
            sys.exit(f"coverage.py: {path} is missing; run swift test --enable-code-coverage first")
    report = subprocess.run(
        [llvm_cov(), "export", "-summary-only", BINARY, "-instr-profile", PROFILE],
        check=True, capture_output=True, text=True).stdout
    totals = {}
    for data in json.loads(report)["data"]:
        for entry in data["files"]:
            if not entry["filename"].startswith(SOURCES):
                continue
            target = entry["filename"][len(SOURCES):].split(os.sep)[0]
            lines = entry["summary"]["lines"]
            count, covered = totals.get(target, (0, 0))
            totals[target] = (count + lines["count"], covered + lines["covered"])
    return totals


def main():
    totals = per_target()
    width = max([len("Target")] + [len(name) for name in totals])
    print(f"{'Target':<{width}}  {'Lines':>6}  {'Missed':>6}  {'Cover':>7}")
    for name in sorted(totals, key=str.lower):
        count, covered = totals[name]
        percent = 100.0 * covered / count if count else 100.0
        print(f"{name:<{width}}  {count:>6}  {count - covered:>6}  {percent:>6.1f}%")
    count = sum(lines for lines, _ in totals.values())
    covered = sum(covered for _, covered in totals.values())
    print(f"{'Total':<{width}}  {count:>6}  {count - covered:>6}  {100.0 * covered / max(count, 1):>6.1f}%")


if __name__ == "__main__":
    main()
