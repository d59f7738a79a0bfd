/// Where the jumps of a CSS `steps()` function happen (CSS Easing Functions Level 1, §4.1).
public enum StepPosition: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The first jump happens at x = 0 (`jump-start`, also written `start`).
  case jumpStart = "jump-start"
  /// The last jump happens at x = 1 (`jump-end`, also written `end`; the CSS default).
  case jumpEnd = "jump-end"
  /// No jump at either end: the output holds 0 and 1 for a step each.
  case jumpNone = "jump-none"
  /// Jumps at both ends: n + 1 levels 1/(n+1) apart, none of them 0 or 1 inside (0, 1).
  case jumpBoth = "jump-both"

  /// CSS `start`, the same as `jump-start`.
  public static var start: StepPosition { .jumpStart }
  /// CSS `end`, the same as `jump-end`.
  public static var end: StepPosition { .jumpEnd }

  /// The CSS keyword.
  public var description: String { rawValue }
}

/// CSS `steps(n, position)`: progress that jumps between equally spaced levels instead of moving
/// smoothly, for frame-by-frame (sprite) animation and ticking clocks.
///
/// Method (CSS Easing Functions Level 1, §4.2, "step easing function output"): the current step is
/// ⌊x·n⌋, plus 1 for `jump-start` and `jump-both`; in the before phase, at an exact jump, one less
/// for those positions; clamped to [0, jumps] for x in [0, 1], where jumps is n for `jump-start`
/// and `jump-end`, n − 1 for `jump-none` and n + 1 for `jump-both`; the output is step / jumps.
/// Outside [0, 1] the step keeps counting (the CSS rule clamps only inside), so an input that
/// overshoots gives an output that does too.
public struct StepsTimingFunction: TimingFunction, Hashable {
  /// The number of intervals n.
  public let count: Int
  /// Where the jumps happen.
  public let position: StepPosition

  /// Creates `steps(count, position)`.
  ///
  /// - Throws: `TimingCurveError.invalidStepCount` when count < 1, or count < 2 with `jumpNone`,
  ///   or count = `Int.max` with `jumpBoth` (its count + 1 jumps would overflow `Int`).
  public init(count: Int, position: StepPosition = .jumpEnd) throws(TimingCurveError) {
    guard count >= (position == .jumpNone ? 2 : 1), position != .jumpBoth || count < Int.max else {
      throw .invalidStepCount(count: count, position: position)
    }
    self.count = count
    self.position = position
  }

  /// The number of jumps: the output levels are 0, 1/jumps, …, 1.
  public var jumps: Int {
    switch position {
    case .jumpStart, .jumpEnd: return count
    case .jumpNone: return count - 1
    case .jumpBoth: return count + 1
    }
  }

  /// The stepped progress at input fraction `x`, outside the before phase.
  ///
  /// Accuracy: the level is exact (x·n rounded once, then a floor); the output is one correctly
  /// rounded division. Edge cases: NaN gives NaN; the step is counted in Double, so no input traps.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func progress(at x: Double) -> Double {
    progress(at: x, isBeforePhase: false)
  }

  /// The stepped progress at input fraction `x`; `isBeforePhase` is CSS's "before flag" (the
  /// animation has not started yet, for example in a backwards fill), which makes an exact jump
  /// at the start of an interval not happen yet for `jump-start` and `jump-both`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func progress(at x: Double, isBeforePhase: Bool) -> Double {
    if x.isNaN { return x }
    let scaled = x * Double(count)
    // |x|·count beyond the largest Double: every Double that large is an integer, so the step is
    // x·count itself, and step/jumps = x·(count/jumps) without the overflowing product.
    if !scaled.isFinite { return x * (Double(count) / Double(jumps)) }
    var step = scaled.rounded(.down)
    if position == .jumpStart || position == .jumpBoth {
      step += 1
      if isBeforePhase, scaled.rounded(.down) == scaled { step -= 1 }
    }
    if x >= 0, step < 0 { step = 0 }
    let jumps = Double(self.jumps)
    if x <= 1, step > jumps { step = jumps }
    return step / jumps
  }
}

extension StepsTimingFunction {
  /// The stepped progress at every input fraction of `inputs` (outside the before phase):
  /// outputs[i] = `progress(at: inputs[i])`, the same operations, so the same bits.
  /// `parallelism` says which threads the call may use (``BatchParallelism``): large batches are
  /// split into chunks, with the same bits for every value.
  /// - Throws: ``BatchError/outputTooShort(required:actual:)`` when `outputs` has fewer elements
  ///   than `inputs`; nothing is written then.
  /// - Complexity: O(n) for n inputs.
  @inlinable
  public func progress(
    at inputs: UnsafeBufferPointer<Double>, into outputs: UnsafeMutableBufferPointer<Double>,
    parallelism: BatchParallelism = .automatic
  ) throws(BatchError) {
    // Estimated one-core cost per element, from the bench's timing-function steps-batch rows
    // (docs/benchmarks.md); it only decides when to split across threads (BatchParallelism).
    try fillProgress(inputs, outputs, parallelism: parallelism, nanosecondsPerElement: 2)
  }

  /// The stepped progress at every input fraction of `inputs`, as an array (see the buffer form).
  /// - Complexity: O(n) for n inputs.
  @inlinable
  public func progress(
    at inputs: [Double], parallelism: BatchParallelism = .automatic
  ) -> [Double] {
    progressArray(inputs, parallelism: parallelism, nanosecondsPerElement: 2)
  }
}
