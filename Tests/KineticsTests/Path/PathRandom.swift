/// A seeded generator for the path tests (SplitMix64, Steele, Lea & Flood 2014), kept in this
/// folder so the path tests do not depend on another part's test support.
struct PathRandom {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform Double in `range` (53 random bits).
  mutating func nextDouble(in range: ClosedRange<Double>) -> Double {
    let unit = Double(next() >> 11) * 0x1p-53
    return range.lowerBound + unit * (range.upperBound - range.lowerBound)
  }
}
