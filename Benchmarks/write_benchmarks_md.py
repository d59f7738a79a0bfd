"""Writes docs/benchmarks.md from a `bench --format csv` run, with the machine it ran on.

    swift run -c release bench --format csv > /tmp/bench.csv
    python3 Benchmarks/write_benchmarks_md.py /tmp/bench.csv docs/benchmarks.md

`make benchmarks-doc` does both. The CSV columns are the contract of shared/DESIGN.md §5.
"""
import csv
import datetime
import os
import platform
import subprocess
import sys


def machine():
    model = "unknown CPU"
    flags = set()
    with open("/proc/cpuinfo") as info:
        for line in info:
            if line.startswith("model name") and model == "unknown CPU":
                model = line.split(":", 1)[1].strip()
            if line.startswith("flags") and not flags:
                flags = set(line.split(":", 1)[1].split())
    vector = [name for name in ("avx2", "fma", "avx512f") if name in flags]
    memory = "?"
    with open("/proc/meminfo") as info:
        for line in info:
            if line.startswith("MemTotal"):
                memory = f"{int(line.split()[1]) / 1024 / 1024:.0f} GiB"
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()
    return {
        "cpu": f"{model}, {os.cpu_count()} cores ({', '.join(vector) or 'SSE only'})",
        "memory": memory,
        "os": platform.platform(),
        "swift": swift[0] if swift else "?",
        "load": " ".join(f"{value:.2f}" for value in os.getloadavg()),
    }


def number(text, digits=3):
    if text == "":
        return "–"
    value = float(text)
    if value == 0:
        return "0"
    if abs(value) >= 1000 or abs(value) < 0.001:
        return f"{value:.{digits - 1}e}"
    return f"{value:.{digits}g}"


def build_flags():
    """How the measured build was compiled: `make benchmarks-doc` passes KINETICS_MARCH to both the
    build and this script (Package.swift reads it)."""
    march = os.environ.get("KINETICS_MARCH", "")
    if march:
        return f"the whole package (libraries, C API, bench) built with `-Xcc -march={march}` (KINETICS_MARCH)"
    return "bench built with `-Xcc -march=native`, the libraries with the portable default"


def main(source, target):
    with open(source) as handle:
        rows = list(csv.DictReader(handle))
    facts = machine()
    lines = [
        "# Benchmark results",
        "",
        "Made by `make benchmarks-doc` (`swift run -c release bench --format csv`, then",
        "`Benchmarks/write_benchmarks_md.py`). Times are wall-clock nanoseconds per evaluation on one",
        "core: the median of repeated runs, with the fastest and slowest run. `max error` is against",
        "each kernel's high-accuracy reference over the same inputs; `vs base` divides the median by the",
        "median of the kernel's baseline row in the same run (below 1 is faster).",
        "",
        f"- Date: {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC",
        f"- Machine: {facts['cpu']}, {facts['memory']}; {facts['os']}",
        f"- Toolchain: {facts['swift']}; {build_flags()}",
        f"- Load average when the report was written: {facts['load']}",
        "",
    ]
    kernel = None
    for row in rows:
        if row["kernel"] != kernel:
            kernel = row["kernel"]
            lines += ["", f"## {kernel}", "",
                      "| variant | n | ns/eval | min | max | evals/s | max error | vs base |",
                      "|---|---:|---:|---:|---:|---:|---:|---:|"]
        lines.append("| " + " | ".join([
            row["variant"], row["n"], number(row["ns_per_eval_median"]), number(row["ns_per_eval_min"]),
            number(row["ns_per_eval_max"]), number(row["evals_per_second"]), number(row["max_error"], 2),
            number(row["ratio_to_baseline"]),
        ]) + " |")
    with open(target, "w") as handle:
        handle.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
