import Foundation
import Kinetics

/// A seeded generator (SplitMix64, Steele, Lea & Flood 2014), so every random input of the batch
/// agreement tests is reproducible.
struct BatchRandom: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  /// A uniform Double in `range`.
  mutating func uniform(in range: ClosedRange<Double>) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * (Double(next() >> 11) * 0x1p-53)
  }
  /// A log-uniform Double in `range` (0 < lower bound): every order of magnitude equally likely.
  mutating func logUniform(in range: ClosedRange<Double>) -> Double {
    exp(uniform(in: log(range.lowerBound)...log(range.upperBound)))
  }
}

/// Every count a batch kernel treats differently: empty, shorter than one vector, whole vectors and
/// every remainder up to two 8-lane vectors and one more.
let batchCounts = Array(0...17)

/// Sentinel written past the end of the output, which a kernel must leave untouched.
let batchSentinel = -123_456.5

/// Runs `fill` on the first `count` inputs with an output buffer three elements longer, filled with
/// the sentinel; returns the written part and whether the three extra elements kept the sentinel.
func runBatch<Element: BinaryFloatingPoint>(
  _ inputs: [Element], count: Int,
  _ fill: (UnsafeBufferPointer<Element>, UnsafeMutableBufferPointer<Element>) throws(BatchError) ->
    Void
) throws -> (outputs: [Element], tailUntouched: Bool) {
  var outputs = [Element](repeating: Element(batchSentinel), count: count + 3)
  try inputs.withUnsafeBufferPointer { all in
    let source = UnsafeBufferPointer(rebasing: all[0..<count])
    try outputs.withUnsafeMutableBufferPointer { buffer in
      try fill(source, buffer)
    }
  }
  let untouched = outputs[count...].allSatisfy { $0 == Element(batchSentinel) }
  return (Array(outputs[..<count]), untouched)
}

/// Whether `batch` is within `ulps` units in the last place of `scale` of `scalar`.
func agrees(_ batch: Double, _ scalar: Double, ulps: Double, of scale: Double) -> Bool {
  batch == scalar || abs(batch - scalar) <= ulps * scale.ulp
}

/// Whether `batch` is within `ulps` Float units in the last place of `scale` of `scalar`.
func agrees(_ batch: Float, _ scalar: Float, ulps: Float, of scale: Float) -> Bool {
  batch == scalar || abs(batch - scalar) <= ulps * scale.ulp
}
