/// A small seeded generator (SplitMix64, Steele, Lea & Flood, "Fast splittable pseudorandom number
/// generators", OOPSLA 2014), shared by every test target so random tests repeat run after run.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform Double in [0, 1) from the top 53 bits.
  public mutating func nextUnit() -> Double { Double(next() >> 11) * 0x1p-53 }

  /// A uniform Double in `range` (the upper end is reached only through rounding).
  public mutating func uniform(in range: ClosedRange<Double>) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * nextUnit()
  }

  /// A finite Double over the whole range, for full-range property tests: every other draw a
  /// random bit pattern (every exponent alike, subnormals and the largest values included), the
  /// others uniform in [−4, 4], where animations live.
  public mutating func fullRangeDouble() -> Double {
    if next() & 1 == 0 { return uniform(in: -4...4) }
    while true {
      let value = Double(bitPattern: next())
      if value.isFinite { return value }
    }
  }
}
