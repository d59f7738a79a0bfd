/// A curve known by its values at increasing inputs: what the fitting and export methods of this
/// module read. Inputs are typically animation fractions in [0, 1] and outputs progress values.
///
/// Validation happens once, here: every sample is finite and the inputs increase strictly, so the
/// methods that read a `SampledCurve` never see a NaN or a repeated input.
public struct SampledCurve: Sendable, Equatable {
  /// The sample inputs, strictly increasing.
  public let inputs: [Double]
  /// The sample outputs, one per input.
  public let outputs: [Double]

  /// Creates a sampled curve from matching arrays.
  ///
  /// - Throws: `.countMismatch` for arrays of different lengths; `.tooFewSamples` for fewer than 2;
  ///   `.nonFiniteSample` for a NaN or ±∞ anywhere; `.inputsNotIncreasing` when an input does not
  ///   exceed the one before it.
  /// - Complexity: O(n).
  public init(inputs: [Double], outputs: [Double]) throws(FitError) {
    guard inputs.count == outputs.count else {
      throw .countMismatch(inputs: inputs.count, outputs: outputs.count)
    }
    guard inputs.count >= 2 else { throw .tooFewSamples(required: 2, actual: inputs.count) }
    for index in inputs.indices where !inputs[index].isFinite || !outputs[index].isFinite {
      throw .nonFiniteSample(index: index)
    }
    for index in inputs.indices.dropFirst() where !(inputs[index] > inputs[index - 1]) {
      throw .inputsNotIncreasing(index: index)
    }
    self.inputs = inputs
    self.outputs = outputs
  }

  /// Samples `function` at `count` evenly spaced inputs over `domain`, both ends included exactly.
  ///
  /// - Throws: `.tooFewSamples` for `count < 2`; `.tooManySamples` for `count` above
  ///   `maximumSampleCount`, before anything is allocated; `.nonFiniteSample` where `function` returns a
  ///   non-finite value; `.nonFiniteSample(index: 0)` for a domain with a non-finite bound, and
  ///   `.inputsNotIncreasing(index: 1)` for an empty one.
  /// - Complexity: `count` calls of `function`.
  public init(
    sampling function: (Double) -> Double, over domain: ClosedRange<Double> = 0...1, count: Int
  ) throws(FitError) {
    guard count >= 2 else { throw .tooFewSamples(required: 2, actual: count) }
    guard count <= Self.maximumSampleCount else {
      throw .tooManySamples(maximum: Self.maximumSampleCount, actual: count)
    }
    let inputs = evenlySpacedInputs(over: domain, count: count)
    try self.init(inputs: inputs, outputs: inputs.map(function))
  }

  /// The most samples `init(sampling:over:count:)` takes: 2²⁴ = 16 777 216 (256 MiB of inputs and
  /// outputs). It covers the largest verification grid of a `linear()` export (16·10⁶ + 1 samples)
  /// and keeps an absurd count (from data, e.g. `Int.max`) a typed error instead of a trap in the
  /// allocator.
  public static let maximumSampleCount = 1 << 24

  /// The number of samples.
  public var count: Int { inputs.count }
}

/// `count` inputs from `domain.lowerBound` to `domain.upperBound`: lower + width·k/(count − 1),
/// with the last one exactly the upper bound.
func evenlySpacedInputs(over domain: ClosedRange<Double>, count: Int) -> [Double] {
  let width = domain.upperBound - domain.lowerBound
  return (0..<count).map { index in
    index == count - 1
      ? domain.upperBound : domain.lowerBound + width * (Double(index) / Double(count - 1))
  }
}
