import ArgumentParser
import Foundation
import Kinetics

/// `curves transaction`: the implicit animations a CATransaction tree produces, sampled over time,
/// and when its completion blocks run (docs/layers.md, "Transaction").
struct TransactionCommand: CurveCommand {
  static let configuration = CommandConfiguration(
    commandName: "transaction",
    abstract: "Sample the implicit animations of nested CATransactions and count the completion blocks run.",
    discussion: """
      --script holds the changes and nested transactions, statements separated by semicolons: \
      'set KEY OLD -> NEW', 'begin [duration=D] [timing=NAME|x1,y1,x2,y2] [disable|enable] \
      [completion]' and 'commit'. Statements outside begin … commit belong to the outermost \
      transaction, set by the options. Columns: t, then each key's presented value (KEY, or \
      KEY_0, KEY_1, … for vectors), then completed, the number of completion blocks run by t. \
      Time runs from the commit time to the last completion plus a quarter of the span (default \
      101 samples). Example: curves transaction --completion --script "set opacity 1 -> 0; begin \
      duration=1 timing=easeIn; set position 0,0 -> 100,50; commit"
      """)

  @Option(parsing: .unconditional, help: ArgumentHelp("The changes and nested transactions (see above).", valueName: "script"))
  var script: String

  @Option(parsing: .unconditional, help: "The outermost animationDuration in seconds (default 0.25).")
  var duration: Double?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The outermost timing function: linear, easeIn, easeOut, easeInEaseOut, default (the default), or \"x1 y1 x2 y2\".", valueName: "curve"))
  var timing: String?

  @Flag(name: .customLong("disable-actions"), help: "The outermost transaction disables actions.")
  var disableActions = false

  @Flag(help: "The outermost transaction has a completion block.")
  var completion = false

  @Option(name: .customLong("commit-time"), parsing: .unconditional, help: "When the outermost transaction commits (seconds).")
  var commitTime: Double = 0

  @OptionGroup var sampling: SamplingOptions
  @OptionGroup var outputOptions: OutputOptions

  func makeOutput() throws -> CurveOutput {
    let transaction = try TransactionScript.parse(
      script, duration: duration,
      timingFunction: try timing.map { try KeyframeArgumentParsing.timingFunction(Substring($0), what: "--timing") },
      disableActions: disableActions ? true : nil, hasCompletion: completion)
    let commit = try transaction.commit(at: commitTime)
    // Every key with its model value and its animation, in the order of first change.
    let animated = Dictionary(uniqueKeysWithValues: commit.animations.map { ($0.key, $0) })
    let keys = commit.animations.map(\.key) + commit.immediateKeys
    var finalValues: [String: [Double]] = [:]
    for item in Self.changes(of: transaction) { finalValues[item.key] = item.newValue }
    var columns = ["t"]
    for key in keys {
      let count = finalValues[key]!.count
      columns += count == 1 ? [key] : (0..<count).map { "\(key)_\($0)" }
    }
    columns.append("completed")
    guard Set(columns).count == columns.count else {
      throw InputError("--script: two keys give the same column name (a key named like KEY_0 of a vector key)")
    }
    let end = max(commit.completions.map(\.time).max() ?? commitTime, commit.animations.map(\.endTime).max() ?? commitTime)
    let span = end - commitTime
    let domain = commitTime...(span > 0 ? end + span / 4 : commitTime + 0.25)
    let points = try sampling.points(over: domain, defaultCount: 101)
    let completionTimes = commit.completions.map(\.time)
    let table = try Table(columns: columns, rowCount: points.count) { emit in
      for t in points {
        var row = [t]
        for key in keys {
          let model = finalValues[key]!
          if let implicit = animated[key], let value = try implicit.animation.value(atParentTime: t, underlying: model) {
            row += value
          } else {
            row += model
          }
        }
        row.append(Double(completionTimes.filter { $0 <= t }.count))
        try emit(row)
      }
    }
    // The plot shows each changing key as the fraction of its change (0 the old value, 1 the new
    // one), so an opacity and a position share one scale, and marks when each completion runs.
    // Every component of a key follows the same eased fraction: its first changing one stands for
    // the key.
    var firstValues: [String: [Double]] = [:]
    for change in Self.changes(of: transaction) where firstValues[change.key] == nil {
      firstValues[change.key] = change.oldValue
    }
    let changing: [(key: String, column: Int, from: Double, to: Double)] = {
      var result: [(String, Int, Double, Double)] = []
      var column = 1
      for key in keys {
        let pairs = Array(zip(firstValues[key]!, finalValues[key]!))
        if let component = pairs.firstIndex(where: { $0.0 != $0.1 }) {
          result.append((key, column + component, pairs[component].0, pairs[component].1))
        }
        column += pairs.count
      }
      return result
    }()
    return .table(table) {
      var plot = Plot(
        title: "transaction: each change from old (0) to new (1)", xLabel: "t", yLabel: "fraction of the change",
        series: changing.map { Plot.Series(name: $0.key) }
      ) { body in
        try table.forEachRow { row in
          for (index, change) in changing.enumerated() {
            guard let t = row[0].doubleValue, let value = row[change.column].doubleValue else { continue }
            let fraction = (value - change.from) / (change.to - change.from)
            try body(index, fraction.isFinite ? (t, fraction) : nil)
          }
        }
      }
      plot.series.append(
        Plot.Series(name: "completion block runs", points: completionTimes.map { ($0, 1) }, style: .markers))
      return plot
    }
  }

  /// Every change of the tree, in order.
  static func changes(of transaction: Transaction) -> [PropertyChange] {
    transaction.items.flatMap { item -> [PropertyChange] in
      switch item {
      case .change(let change): return [change]
      case .nested(let nested): return changes(of: nested)
      }
    }
  }
}
