import Foundation

/// One line of the results: a case with its measurement.
struct BenchResult {
  let kernel: String
  let variant: String
  let count: Int
  let measurement: Measurement
  let maxError: Double?
  /// This case's median ns/eval divided by the baseline's median ns/eval in the same run
  /// (1 for the baseline; 0.25 means four times faster than the baseline).
  let ratioToBaseline: Double?
  /// Peak resident memory of one pass in bytes (process-level rows), else nil.
  var peakMemoryBytes: Double? = nil
  /// Bytes of output of one pass (process-level rows), else nil.
  var outputBytes: Double? = nil
  /// Heap allocations per evaluation in one pass (rows that measure them), else nil.
  var allocationsPerEvaluation: Double? = nil
}

/// The output formats of `bench`.
enum ReportFormat: String, CaseIterable {
  case table, csv, json
}

/// The CSV columns, in their contractual order (docs/architecture.md, docs/benchmarks.md). Scripts read
/// them: add, never rename.
let csvColumns = [
  "kernel", "variant", "n", "ns_per_eval_median", "ns_per_eval_min", "ns_per_eval_max",
  "evals_per_second", "max_error", "ratio_to_baseline", "peak_memory_bytes", "output_bytes",
  "allocations_per_eval",
]

/// Renders results in `format`.
func renderReport(_ results: [BenchResult], format: ReportFormat) -> String {
  switch format {
  case .csv:
    var text = csvColumns.joined(separator: ",") + "\n"
    for result in results {
      text += csvFields(result).joined(separator: ",") + "\n"
    }
    return text
  case .json:
    let records = results.map { result in
      zip(csvColumns, csvFields(result)).map { key, value in
        let isText = key == "kernel" || key == "variant"
        return "\"\(key)\": " + (isText ? "\"\(value)\"" : (value.isEmpty ? "null" : value))
      }.joined(separator: ", ")
    }
    return "[\n" + records.map { "  {\($0)}" }.joined(separator: ",\n") + "\n]\n"
  case .table:
    let header = [
      "kernel", "variant", "n", "ns/eval", "min", "max", "evals/s", "max error", "vs base", "peak MB", "output kB",
      "allocs/eval",
    ]
    let rows = results.map { result -> [String] in
      [
        result.kernel, result.variant, String(result.count), fixed(result.measurement.median),
        fixed(result.measurement.minimum), fixed(result.measurement.maximum),
        String(format: "%.3g", result.measurement.evaluationsPerSecond),
        result.maxError.map { String(format: "%.2e", $0) } ?? "-",
        result.ratioToBaseline.map { String(format: "%.3f", $0) } ?? "-",
        result.peakMemoryBytes.map { String(format: "%.1f", $0 / 1e6) } ?? "-",
        result.outputBytes.map { String(format: "%.0f", $0 / 1e3) } ?? "-",
        result.allocationsPerEvaluation.map { String(format: "%.3g", $0) } ?? "-",
      ]
    }
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max()!
    }
    let line = { (cells: [String]) in
      zip(cells, widths).enumerated().map { index, pair in
        index < 2
          ? pair.0.padding(toLength: pair.1, withPad: " ", startingAt: 0)
          : String(repeating: " ", count: pair.1 - pair.0.count) + pair.0
      }.joined(separator: "  ")
    }
    return ([line(header), widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")]
      + rows.map(line)).joined(separator: "\n") + "\n"
  }
}

private func csvFields(_ result: BenchResult) -> [String] {
  [
    result.kernel, result.variant, String(result.count), "\(result.measurement.median)",
    "\(result.measurement.minimum)", "\(result.measurement.maximum)",
    "\(result.measurement.evaluationsPerSecond)", result.maxError.map { "\($0)" } ?? "",
    result.ratioToBaseline.map { "\($0)" } ?? "",
    result.peakMemoryBytes.map { "\($0)" } ?? "", result.outputBytes.map { "\($0)" } ?? "",
    result.allocationsPerEvaluation.map { "\($0)" } ?? "",
  ]
}

private func fixed(_ value: Double) -> String {
  String(format: value < 10 ? "%.3f" : value < 1000 ? "%.1f" : "%.0f", value)
}
