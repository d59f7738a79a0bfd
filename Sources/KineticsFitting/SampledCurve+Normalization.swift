extension SampledCurve {
  /// The same curve with its inputs mapped onto [0, 1] and its outputs onto the fraction of the way
  /// from `from` to `to`: what a spring's (time, position) samples need before they can be fitted by
  /// a timing curve.
  ///
  /// Inputs: (x − x₀)/(xₙ₋₁ − x₀), with the first and last exactly 0 and 1. Outputs:
  /// (y − from)/(to − from); `from` defaults to the first output and `to` to the last. A spring
  /// sampled up to its settling time ends within the settling tolerance of its target, not on it, so
  /// pass the spring's own `from` and `to` to keep that residual visible in the fit's error.
  ///
  /// - Throws: `.degenerateNormalization` when `to == from`; `.nonFiniteSample` when the scaling
  ///   overflows.
  /// - Complexity: O(n).
  public func normalized(from: Double? = nil, to: Double? = nil) throws(FitError) -> SampledCurve {
    let start = from ?? outputs[0]
    let end = to ?? outputs[outputs.count - 1]
    guard start.isFinite, end.isFinite, start != end else {
      throw .degenerateNormalization(from: start, to: end)
    }
    let first = inputs[0]
    let width = inputs[inputs.count - 1] - first
    let mappedInputs = inputs.indices.map { index in
      index == inputs.count - 1 ? 1 : (inputs[index] - first) / width
    }
    let span = end - start
    return try SampledCurve(inputs: mappedInputs, outputs: outputs.map { ($0 - start) / span })
  }
}
