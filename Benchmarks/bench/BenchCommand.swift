import ArgumentParser
import Foundation
import Kinetics

/// `bench`: measures every Kinetics kernel and prints one table (docs/benchmarks.md).
@main
struct Bench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Measure how fast and how exact every Kinetics kernel is.",
    discussion: """
      For each kernel and variant: ns per evaluation (median, min and max of repeated runs), \
      evaluations per second, the maximum error against the kernel's reference over the same inputs, \
      and the ratio of the median to the kernel's scalar baseline in the same run.
      """,
    version: KineticsVersion.current)

  @Option(help: "Run only the cases whose kernel or variant contains this text.")
  var filter: String?

  @Flag(help: "Fewer repetitions and smaller inputs: a smoke run, not a measurement.")
  var quick = false

  @Option(help: "table | csv | json")
  var format: String = "table"

  func run() throws {
    guard let reportFormat = ReportFormat(rawValue: format) else {
      throw ValidationError("--format must be table, csv or json")
    }
    let configuration = BenchConfiguration(quick: quick)
    let cases = benchSuites.flatMap { $0(configuration) }.filter { benchCase in
      guard let filter, !filter.isEmpty else { return true }
      return benchCase.kernel.contains(filter) || benchCase.variant.contains(filter)
        || "\(benchCase.kernel)/\(benchCase.variant)".contains(filter)
    }
    var results: [BenchResult] = []
    var baselines: [String: Double] = [:]
    for benchCase in cases {
      let measurement = measure(
        benchCase, repetitions: quick ? 5 : 15,
        minimumRunNanoseconds: quick ? 2_000_000 : 20_000_000)
      if benchCase.isBaseline { baselines[benchCase.kernel] = measurement.median }
      results.append(
        BenchResult(
          kernel: benchCase.kernel, variant: benchCase.variant, count: benchCase.count,
          measurement: measurement, maxError: benchCase.maxError(), ratioToBaseline: nil,
          peakMemoryBytes: benchCase.peakMemoryBytes(), outputBytes: benchCase.outputBytes(),
          allocationsPerEvaluation: benchCase.measuresAllocations ? allocationsPerEvaluation(benchCase) : nil))
      if reportFormat == .table {
        FileHandle.standardError.write(Data("measured \(benchCase.kernel) / \(benchCase.variant)\n".utf8))
      }
    }
    let withRatios = results.map { result in
      BenchResult(
        kernel: result.kernel, variant: result.variant, count: result.count,
        measurement: result.measurement, maxError: result.maxError,
        ratioToBaseline: baselines[result.kernel].map { result.measurement.median / $0 },
        peakMemoryBytes: result.peakMemoryBytes, outputBytes: result.outputBytes,
        allocationsPerEvaluation: result.allocationsPerEvaluation)
    }
    print(renderReport(withRatios, format: reportFormat), terminator: "")
  }
}
