#!/usr/bin/env python3
"""Instructions per operation of each oneway-bench scenario's library body, under callgrind.

    Scripts/callgrind-scenarios.py measure BIN [--filter TEXT] [--operations N] [--out DIR] > after.json
    Scripts/callgrind-scenarios.py compare before.json after.json

`measure` runs BIN (a release oneway-bench) once under valgrind's callgrind with `--quick`
(the sizes CI runs) or `--operations N`, cutting the profile at each scenario (`--dump-before` on
`Runner.time`), and prints one JSON line per timed scenario: the instructions the library
body executed (inclusive: the timed closure and everything it called), its runs (a warm-up
and the timed runs), the operations per run, and instructions per operation. Instruction
counts are repeatable on a loaded machine, unlike times. Heap scenarios (`B/…` units) are
skipped: they measure bytes, not time. Multi-threaded scenarios count the calling thread's
instructions only.

The library body is the closure a scenario's setup (an `(Int) -> () -> Int` closure or
function) returned, that `Runner.run` calls once per run: its mangled name is a closure
(`fU<m>_`) inside `SiycSiYbcfU<n>_` or `SiycSiF`. The baseline's is called once more, for
the expected checksum.

`compare` prints a Markdown table of two `measure` outputs with the change in percent.
Needs valgrind; takes minutes (the directory queries most of them).
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import defaultdict

WORK_CLOSURE = re.compile(r"SiycSi(?:YbcfU\d*_|F)\w*fU\d*_")
TIME_FUNCTION = re.compile(r"RunnerV4time\w*YKF$")


def parse_edges(path):
    """Calls and inclusive instructions per (caller, callee) in one callgrind part file."""
    names = {}

    def name(token):
        match = re.match(r"\((\d+)\)(?: (.*))?", token)
        if not match:
            return token
        if match.group(2):
            names[match.group(1)] = match.group(2)
        return names.get(match.group(1), "?" + match.group(1))

    edges = defaultdict(lambda: [0, 0])
    caller = callee = None
    pending = None
    with open(path) as profile:
        for line in profile:
            line = line.rstrip("\n")
            if line.startswith("fn="):
                caller = name(line[3:])
            elif line.startswith("cfn="):
                callee = name(line[4:])
            elif line.startswith("calls="):
                pending = int(line[6:].split()[0])
            elif pending is not None and line[:1] in "0123456789+-*":
                fields = line.split()
                edge = edges[(caller, callee)]
                edge[0] += pending
                edge[1] += int(fields[1]) if len(fields) > 1 else 0
                pending = None
    return edges


def library_body(edges):
    """The library body: (inclusive instructions, runs, name), or (None, 0, why none was found).

    The harness runs the baseline once more than the library (for the expected checksum), so
    of two such closures `Runner.run` calls, the library's is the one called fewer times.
    """
    bodies = sorted(
        (calls, callee, cost)
        for (caller, callee), (calls, cost) in edges.items()
        if "RunnerV3run" in caller and callee.startswith("$s12oneway_bench") and WORK_CLOSURE.search(callee)
    )
    # A baseline written in a helper function is not named as a closure inside a closure.
    if not bodies or len(bodies) > 2 or (len(bodies) == 2 and bodies[0][0] + 1 != bodies[1][0]):
        return None, 0, "library body not found among: " + (", ".join(b[1] for b in bodies) or "none")
    calls, name, cost = bodies[0]
    return cost, calls, name


def scenario_parts(profile):
    """The part files that hold each timed scenario, in order: a part ends where the next
    `Runner.time` starts (`--dump-before`), so the part after each such dump holds one
    scenario; the last scenario is in the final dump, which has no number."""
    parts, index = [], 1
    while os.path.exists(f"{profile}.{index}"):
        with open(f"{profile}.{index}") as part:
            trigger = next((line for line in part if line.startswith("desc: Trigger:")), "")
        if TIME_FUNCTION.search(trigger.strip()):
            parts.append(f"{profile}.{index + 1}" if os.path.exists(f"{profile}.{index + 1}") else profile)
        index += 1
    return parts


def measure(arguments):
    out = arguments.out or tempfile.mkdtemp(prefix="callgrind-scenarios-")
    os.makedirs(out, exist_ok=True)
    selection = ["--filter", arguments.filter] if arguments.filter else []
    names = subprocess.run(
        [arguments.binary, "--list", *selection], check=True, capture_output=True, text=True
    ).stdout.splitlines()
    profile = os.path.join(out, "cg.out")
    size = ["--operations", str(arguments.operations)] if arguments.operations else ["--quick"]
    run = subprocess.run(
        [
            "valgrind", "--tool=callgrind", f"--callgrind-out-file={profile}",
            "--dump-before=*RunnerV4time*YKF", arguments.binary, *size, "--json", *selection,
        ],
        check=True, capture_output=True, text=True,
    )
    reports = [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]
    report(names, reports, profile)


def report(names, reports, profile):
    """Prints one JSON line per timed scenario of `names`, from the bench's `reports` and the
    callgrind parts of `profile`."""
    heap = {entry["scenario"] for entry in reports if entry["unit"].startswith("B/")}
    operations = {}
    for entry in reports:
        for name in names:
            if entry["scenario"] == name or entry["scenario"].startswith(name + ", "):
                operations[name] = entry["operations"]
    timed = [name for name in names if name not in heap]
    for name, part in zip(timed, scenario_parts(profile)):
        cost, runs, found = library_body(parse_edges(part))
        line = {"scenario": name, "operations": operations.get(name)}
        if cost is None:
            line["error"] = found
        else:
            line.update(
                instructions=cost, runs=runs, perOperation=round(cost / (runs * operations[name]), 1), body=found
            )
        print(json.dumps(line), flush=True)


def compare(arguments):
    def load(path):
        with open(path) as lines:
            return {entry["scenario"]: entry for entry in map(json.loads, lines) if entry}

    before, after = load(arguments.before), load(arguments.after)
    print("| scenario | before | after | change |")
    print("|---|---:|---:|---:|")
    for name, entry in before.items():
        old, new = entry.get("perOperation"), after.get(name, {}).get("perOperation")
        change = f"{(new - old) / old * 100:+.1f}%" if old and new is not None else "–"
        print(f"| {name} | {old if old is not None else '–'} | {new if new is not None else '–'} | {change} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    measuring = commands.add_parser("measure", help="measure every scenario of a binary")
    measuring.add_argument("binary")
    measuring.add_argument("--filter", help="only the scenarios whose name contains this text")
    measuring.add_argument("--operations", type=int, help="operations per run in every scenario (default: --quick)")
    measuring.add_argument("--out", help="where to keep the callgrind profiles (default: a temporary folder)")
    comparing = commands.add_parser("compare", help="a table of two measure outputs")
    comparing.add_argument("before")
    comparing.add_argument("after")
    arguments = parser.parse_args()
    measure(arguments) if arguments.command == "measure" else compare(arguments)


if __name__ == "__main__":
    sys.exit(main())
