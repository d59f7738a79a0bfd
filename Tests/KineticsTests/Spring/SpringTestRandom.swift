/// A seeded generator for the spring tests (SplitMix64, Steele, Lea & Flood 2014), so every random
/// input is reproducible.
struct SpringTestRandom: RandomNumberGenerator {
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
}
