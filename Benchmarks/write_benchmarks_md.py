"""Writes docs/benchmarks.md from a `bench --format csv` run, with the machine it ran on.

    swift run -c release bench --format csv > /tmp/bench.csv
    python3 Benchmarks/write_benchmarks_md.py /tmp/bench.csv docs/benchmarks.md

`make benchmarks-doc` does both. The CSV columns are a contract (docs/benchmarks.md): add, never rename.
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


def engine_workload(rows):
    """The "Engine workload" section: what an engine author should call, with this run's ratios."""
    table = {(row["kernel"], row["variant"]): row for row in rows}

    def median(kernel, variant):
        row = table.get((kernel, variant))
        return float(row["ns_per_eval_median"]) if row and row["ns_per_eval_median"] else None

    def ratio(a, b):
        if a is None or b is None or b == 0:
            return "–"
        return f"{a / b:.2f}×"

    def ns(value):
        return "–" if value is None else number(str(value))

    lc = "timing-curve-lifecycle"
    chromium = median(lc, "lifecycle-construct-plus-16-sample-table-newton-1e-7-chromium-scalar")
    lines = [
        "", "## Engine workload", "",
        "Engines create many short-lived animations and evaluate each a few dozen times, one value at",
        "a time. What to call, and what it costs in this run (ratios of rows of this run):", "",
        "- **A timing curve per animation**: create a `CubicBezierTimingCurve` (no allocation, "
        f"{ns(median('timing-curve', 'kinetics-construct-per-curve-scalar'))} ns, row "
        "`kinetics-construct-per-curve-scalar`) and call `progress(at:)` "
        f"({ns(median('timing-curve', 'kinetics-newton-scalar'))} ns, exact to 1e-12; the "
        "Chromium-style solver at 1e-7: "
        f"{ns(median('timing-curve', 'sample-table-newton-1e-7-scalar'))} ns). When the values "
        "come together, one batch call is cheaper than scalar calls: a curve created and evaluated "
        "at 16 inputs costs "
        f"{ratio(median(lc, 'lifecycle-construct-plus-16-kinetics-batch'), chromium)} the "
        "Chromium-style lifecycle with one batch call, "
        f"{ratio(median(lc, 'lifecycle-construct-plus-16-kinetics-scalar'), chromium)} with 16 "
        "scalar calls.",
        "- **From C**: `kn_bezier_curve_init` into the engine's own storage, then "
        "`kn_bezier_curve_progress` ("
        f"{ratio(median('c-api-call-bezier', 'c-api-scalar'), median('c-api-call-bezier', 'swift-scalar'))}"
        " the Swift scalar call); one `kn_bezier_progress_array` call for inputs that come together "
        f"({ratio(median(lc, 'lifecycle-construct-plus-16-c-api-array'), chromium)} the "
        "Chromium-style lifecycle). Avoid `kn_bezier_progress` by value in a loop: it builds the "
        f"curve every call ({ns(median('c-api-call-bezier', 'c-api-by-value-scalar'))} ns).",
        "- **One curve, thousands of inputs**: `prepared()` (or `kn_bezier_prepared_create`) builds "
        f"the 6 KB table once ({ns(median('timing-curve', 'kinetics-table-build-per-curve-scalar'))}"
        " ns); its batch then costs "
        f"{ns(median('timing-curve', 'kinetics-newton-batch-double'))} ns per input. At n = 4,096 "
        "with the table built inside the call: "
        f"{ratio(median('timing-curve-batch-n4096', 'kinetics-prepared-batch'), median('timing-curve-batch-n4096', 'sample-table-newton-1e-7-chromium-scalar'))}"
        " the Chromium-style scalar solver per input; the plain batch, nothing built: "
        f"{ratio(median('timing-curve-batch-n4096', 'kinetics-batch'), median('timing-curve-batch-n4096', 'sample-table-newton-1e-7-chromium-scalar'))}.",
        "- **At equal accuracy**: the Chromium-style strategy asked for Kinetics' 1e-12 (the "
        "`floor-sample-table-newton-*` rows: its residual bound at 1e-13, 1e-14 on the lifecycle's "
        "steeper random curves) costs "
        f"{ns(median('timing-curve', 'floor-sample-table-newton-1e-13-scalar'))} ns per value "
        f"(Kinetics: {ns(median('timing-curve', 'kinetics-newton-scalar'))} ns); against it the "
        "16-value lifecycle costs "
        f"{ratio(median(lc, 'lifecycle-construct-plus-16-kinetics-scalar'), median(lc, 'lifecycle-construct-plus-16-floor-sample-table-newton-1e-14-chromium-scalar'))}"
        " with scalar calls, "
        f"{ratio(median(lc, 'lifecycle-construct-plus-16-c-api-scalar'), median(lc, 'lifecycle-construct-plus-16-floor-sample-table-newton-1e-14-chromium-scalar'))}"
        " with C scalar calls, and at n = 4,096 the prepared batch "
        f"{ratio(median('timing-curve-batch-n4096', 'kinetics-prepared-batch'), median('timing-curve-batch-n4096', 'floor-sample-table-newton-1e-13-chromium-scalar'))}"
        " per input.",
        "- **Paths**: sample a fresh path with the exact sampler; build `pacedTable()` only past the "
        "break-even of the `lifecycle-svg-measure-*` rows (docs/paths.md).",
        "- **Large batches use every core** above 100 µs of estimated work (`BatchParallelism`, "
        "`kn_set_max_threads` to cap the threads); speed-up of each `-1e6-parallel` row over its "
        "one-core row in this run (the `floor` rows are what two threads gain on this machine at "
        "all: a copy, bound by memory, and a multiply-add chain, bound by arithmetic):",
    ]
    for row in rows:
        variant = row["variant"]
        if variant.endswith("-1e6-parallel"):
            one = median(row["kernel"], variant[: -len("-parallel")])
            parallel = float(row["ns_per_eval_median"])
            lines.append(f"  - {row['kernel']} `{variant[: -len('-1e6-parallel')]}`: "
                         f"{ratio(one, parallel)}")
    return lines


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
        "median of the kernel's baseline row in the same run (below 1 is faster); `allocs/eval` counts",
        "the heap allocations of one evaluation in one extra pass (CSV column `allocations_per_eval`,",
        "empty for rows that run a command as a process). The references are",
        "computed in `Float80` on x86-64; on arm64, which has no `Float80`, they are computed in `Double`",
        "and errors near `Double`'s precision are not resolved there.",
        "",
        f"- Date: {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC",
        f"- Machine: {facts['cpu']}, {facts['memory']}; {facts['os']}",
        f"- Toolchain: {facts['swift']}; {build_flags()}",
        f"- Load average when the report was written: {facts['load']}",
        "",
    ]
    lines += engine_workload(rows)
    # One table per kernel, in the order kernels first appear (a kernel's rows may come from several
    # suites, e.g. its -parallel and -n1024 rows).
    order = list(dict.fromkeys(row["kernel"] for row in rows))
    rows = sorted(rows, key=lambda row: order.index(row["kernel"]))
    kernel = None
    for row in rows:
        if row["kernel"] != kernel:
            kernel = row["kernel"]
            lines += ["", f"## {kernel}", "",
                      "| variant | n | ns/eval | min | max | evals/s | max error | vs base | allocs/eval |",
                      "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
        lines.append("| " + " | ".join([
            row["variant"], row["n"], number(row["ns_per_eval_median"]), number(row["ns_per_eval_min"]),
            number(row["ns_per_eval_max"]), number(row["evals_per_second"]), number(row["max_error"], 2),
            number(row["ratio_to_baseline"]), number(row.get("allocations_per_eval") or ""),
        ]) + " |")
    with open(target, "w") as handle:
        handle.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
