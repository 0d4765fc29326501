#!/usr/bin/env python3
"""Turns the text report of `swift package benchmark` into the table of docs/PERFORMANCE.md.

usage: swift package benchmark --target TactileBenchmarks --no-progress | python3 Benchmarks/benchmark-table.py

Per benchmark: p50 and p99 wall time, their share of the 8.33 ms frame at 120 Hz, mallocs per
operation at p50 and p99 with the harness's own floor (the "Harness floor" sample) subtracted,
and instructions at p50 when the report has them (perf events allowed).
"""
import re
import sys

FRAME_NS = 1e9 / 120
UNITS = {"ns": 1, "μs": 1e3, "us": 1e3, "ms": 1e6, "s": 1e9}
SCALES = {"": 1, "K": 1e3, "M": 1e6, "G": 1e9}


def parse(lines):
    results, name = {}, None
    for line in lines:
        line = line.rstrip("\n")
        if line and not line.startswith(("│", "╒", "╞", "├", "╘", "=", " ", "[")) and "│" not in line:
            name = line.strip()
            continue
        row = re.match(r"│ (.+?) +│(.*)", line)
        if not row or name is None or row.group(1).startswith("Metric"):
            continue
        label = row.group(1)
        cells = [c.strip() for c in row.group(2).split("│") if c.strip()]
        values = [float(c.replace(",", "")) for c in cells[:7]]
        unit = re.search(r"\((ns|μs|us|ms|s)\)", label)
        scale = re.search(r"\((K|M|G)\)", label)
        factor = (UNITS[unit.group(1)] if unit else 1) * SCALES[scale.group(1) if scale else ""]
        key = "time" if label.startswith("Time (wall clock)") else "malloc" if label.startswith("Malloc") \
            else "instructions" if label.startswith("Instructions") else "throughput" if label.startswith("Throughput") else None
        if key:
            results.setdefault(name, {})[key] = {"p50": values[2] * factor, "p99": values[5] * factor}
    return results


def duration(ns):
    if ns >= 1e6:
        return f"{ns / 1e6:,.2f} ms"
    if ns >= 1e3:
        return f"{ns / 1e3:,.1f} µs"
    return f"{ns:,.0f} ns"


def main():
    results = parse(sys.stdin)
    floor = results.get("Harness floor, empty sample", {}).get("malloc", {}).get("p50", 0)
    print("| benchmark | p50 | p99 | p50 / frame | p99 / frame | mallocs p50 | mallocs p99 | instructions p50 |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for name, metrics in results.items():
        if name.startswith("Harness floor"):
            continue
        time, malloc = metrics.get("time"), metrics.get("malloc")
        instructions = metrics.get("instructions")
        if not time:
            continue
        replay = re.match(r"Replay (\d+) events", name)
        if replay:  # one sample is the whole stream: show it per event
            events = int(replay.group(1))
            name = f"{name} (per event; whole stream p50 {duration(time['p50'])})"
            time = {p: v / events for p, v in time.items()}
            malloc = malloc and {p: v / events + floor for p, v in malloc.items()}
            instructions = instructions and {p: v / events for p, v in instructions.items()}
        cells = [name, duration(time["p50"]), duration(time["p99"]),
                 f"{time['p50'] / FRAME_NS:.2%}", f"{time['p99'] / FRAME_NS:.2%}"]
        cells += [f"{max(malloc[p] - floor, 0):,.0f}" if malloc else "–" for p in ("p50", "p99")]
        cells.append(f"{instructions['p50']:,.0f}" if instructions else "–")
        print("| " + " | ".join(cells) + " |")
    print(f"\nHarness floor subtracted from mallocs: {floor:,.0f} per sample.")


main()
