/// CSS `linear()`: a piecewise-linear easing through a list of points, for springs, bounces and
/// other shapes sampled into a table (CSS Easing Functions Level 2, "linear easing functions").
///
/// Each stop has an output and up to two inputs (CSS percentages, given here as fractions:
/// `50%` is 0.5). Stops without an input are placed by the CSS rules: the first at 0, the last at
/// 1 (or the largest input before it), and runs in between evenly between their neighbours. An input
/// smaller than one before it is raised to that one, so inputs never decrease.
///
/// Evaluation (CSS Easing Functions Level 2, "calculate linear easing output progress"): take the
/// last point whose input is ≤ x (the first point if none, the next-to-last if it is the last),
/// and interpolate linearly to the point after it; if both have the same input, the output of the
/// later one. Outside the inputs the first or last segment continues as a straight line.
public struct LinearTimingFunction: TimingFunction, Hashable {
  /// One stop of `linear()`: an output with up to two optional input fractions.
  public struct Stop: Sendable, Hashable {
    /// The output progress at this stop, any finite number.
    public var output: Double
    /// The input fraction (a CSS percentage / 100), or nil to let the CSS rules place it.
    public var input: Double?
    /// A second input: the stop is then held from `input` to `secondInput` (CSS `0.5 20% 40%`).
    public var secondInput: Double?

    /// A stop; `secondInput` is only read when `input` is given, as CSS's grammar requires.
    public init(_ output: Double, input: Double? = nil, secondInput: Double? = nil) {
      self.output = output
      self.input = input
      self.secondInput = secondInput
    }
  }

  /// A point of the function after the CSS placement rules: inputs never decrease.
  public struct Point: Sendable, Hashable {
    /// The input fraction.
    public let input: Double
    /// The output progress.
    public let output: Double
  }

  /// The points, with every input placed (one per stop, two for a stop with two inputs).
  public let points: [Point]

  /// Creates `linear(stops…)` by the CSS rules ("create a linear easing function").
  ///
  /// - Throws: `TimingCurveError.tooFewLinearStops` for fewer than two stops;
  ///   `TimingCurveError.parameter` (rule `finite`) for a NaN or infinite output or input.
  /// - Complexity: O(n) for n stops, and one allocation (the points).
  public init(_ stops: [Stop]) throws(TimingCurveError) {
    guard stops.count >= 2 else { throw .tooFewLinearStops(count: stops.count) }
    // One allocation, the points themselves: an input not yet placed is NaN (every given input is
    // finite, so NaN cannot be one of them).
    var pointCount = 0
    for stop in stops { pointCount += stop.input != nil && stop.secondInput != nil ? 2 : 1 }
    var points: [Point] = []
    points.reserveCapacity(pointCount)
    var largestInput = -Double.infinity
    for (index, stop) in stops.enumerated() {
      guard stop.output.isFinite else {
        throw .nonFinite(name: "stop \(index + 1) output", value: stop.output)
      }
      if let input = stop.input, !input.isFinite {
        throw .nonFinite(name: "stop \(index + 1) input", value: input)
      }
      if let second = stop.secondInput, !second.isFinite {
        throw .nonFinite(name: "stop \(index + 1) input", value: second)
      }
      if let input = stop.input {
        largestInput = Swift.max(input, largestInput)
        points.append(Point(input: largestInput, output: stop.output))
        if let second = stop.secondInput {
          largestInput = Swift.max(second, largestInput)
          points.append(Point(input: largestInput, output: stop.output))
        }
      } else if index == 0 {
        largestInput = 0
        points.append(Point(input: 0, output: stop.output))
      } else if index == stops.count - 1 {
        points.append(Point(input: Swift.max(1, largestInput), output: stop.output))
      } else {
        points.append(Point(input: .nan, output: stop.output))
      }
    }
    // Runs without an input: evenly spaced between the placed points on either side.
    var index = 0
    while index < points.count {
      guard points[index].input.isNaN else {
        index += 1
        continue
      }
      let runStart = index
      while points[index].input.isNaN { index += 1 }
      let before = points[runStart - 1].input
      let after = points[index].input
      let spacing = (after - before) / Double(index - runStart + 1)
      // Clamped to `after`: a subnormal spacing rounds up (2e-323 / 6 → 5e-324), and the fifth
      // step then passed `after`, so inputs decreased (found by fuzzing).
      for k in runStart..<index {
        points[k] = Point(
          input: Swift.min(before + spacing * Double(k - runStart + 1), after), output: points[k].output)
      }
    }
    self.points = points
  }

  /// The output at input fraction `x`, by the CSS evaluation rule (see the type's description).
  ///
  /// Accuracy: one subtraction, one division and one multiply-add, each correctly rounded.
  /// Edge cases: NaN gives NaN; a finite x never gives NaN (a flat segment gives its output, also
  /// where a subnormal segment width makes the fraction infinite).
  ///
  /// - Complexity: O(log n) for n points (binary search).
  public func progress(at x: Double) -> Double {
    if x.isNaN { return x }
    // The last point with input ≤ x, or 0 if there is none.
    var low = 0
    var high = points.count
    while low < high {
      let middle = (low + high) / 2
      if points[middle].input <= x { low = middle + 1 } else { high = middle }
    }
    var a = Swift.max(low - 1, 0)
    if a == points.count - 1 { a -= 1 }
    let pointA = points[a]
    let pointB = points[a + 1]
    if pointA.input == pointB.input { return pointB.output }
    let fraction = (x - pointA.input) / (pointB.input - pointA.input)
    let change = pointB.output - pointA.output
    // A flat segment, or x on its first point: the output itself. Without this, a subnormal
    // segment width gave an infinite fraction and ∞·0 = NaN (found by the easing-functions fuzz
    // target: linear(2 0%, 2 2e-321%) at 0.25), and outputs ±1e308 apart gave 0·∞ at the point.
    if change == 0 || fraction == 0 { return pointA.output }
    // Outputs so far apart that their difference overflows: the same line, written without it.
    if !change.isFinite { return pointA.output * (1 - fraction) + pointB.output * fraction }
    return pointA.output + fraction * change
  }
}

extension LinearTimingFunction {
  /// The output at every input fraction of `inputs`: outputs[i] = `progress(at: inputs[i])`, the
  /// same operations, so the same bits. `parallelism` says which threads the call may use
  /// (``BatchParallelism``): large batches are split into chunks, with the same bits for every
  /// value.
  /// - Throws: ``BatchError/outputTooShort(required:actual:)`` when `outputs` has fewer elements
  ///   than `inputs`; nothing is written then.
  /// - Complexity: O(n log m) for n inputs and m points.
  public func progress(
    at inputs: UnsafeBufferPointer<Double>, into outputs: UnsafeMutableBufferPointer<Double>,
    parallelism: BatchParallelism = .automatic
  ) throws(BatchError) {
    try fillProgress(
      inputs, outputs, parallelism: parallelism, nanosecondsPerElement: batchCost)
  }

  /// The output at every input fraction of `inputs`, as an array (see the buffer form).
  /// - Complexity: O(n log m) for n inputs and m points.
  public func progress(
    at inputs: [Double], parallelism: BatchParallelism = .automatic
  ) -> [Double] {
    progressArray(inputs, parallelism: parallelism, nanosecondsPerElement: batchCost)
  }

  /// The estimated one-core nanoseconds per input: about 5, plus 2 per halving of the binary
  /// search (bench: timing-function linear-batch rows).
  private var batchCost: Int { 5 + 2 * (Int.bitWidth - points.count.leadingZeroBitCount) }
}
