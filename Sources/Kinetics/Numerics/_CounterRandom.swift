/// A counter-based random source: each draw is a pure function of a 64-bit key and a draw index,
/// so no generator state is carried from one value to the next (the particle model draws particle
/// k's values from its key alone, docs/particles.md).
///
/// Method: keys are chained with `key(_:_:)` (a parent key and a counter give a child key), and a
/// draw is `unit(_:_:)`. Both run SplitMix64's step — add the golden-ratio increment
/// 0x9E3779B97F4A7C15 times (counter + 1), then the 64-bit finalizer (Stafford's variant 13:
/// xor-shift 30, multiply by 0xBF58476D1CE4E5B9, xor-shift 27, multiply by 0x94D049BB133111EB,
/// xor-shift 31) — from Steele, Lea & Flood, "Fast splittable pseudorandom number generators"
/// (OOPSLA 2014). Hashing a counter instead of advancing a state is the counter-based construction
/// of Salmon, Moraes, Dror & Shaw, "Parallel random numbers: as easy as 1, 2, 3" (SC 2011). The
/// finalizer is a bijection of 64-bit words, so distinct counters under one key give distinct
/// words.
package enum _CounterRandom {
  /// SplitMix64's finalizer: a bijective mix of the 64 bits of `z`.
  @inline(__always)
  package static func mix(_ z: UInt64) -> UInt64 {
    var z = z
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The key of child `counter` under `parent`: mix(parent + γ·(counter + 1)), γ the golden-ratio
  /// increment.
  @inline(__always)
  package static func key(_ parent: UInt64, _ counter: UInt64) -> UInt64 {
    mix(parent &+ 0x9E37_79B9_7F4A_7C15 &* (counter &+ 1))
  }

  /// Draw `index` of `key`: a uniform `Double` in [0, 1), the top 53 bits of `key(key, index)`
  /// times 2⁻⁵³ (every value a multiple of 2⁻⁵³, 1 never reached).
  @inline(__always)
  package static func unit(_ key: UInt64, _ index: UInt64) -> Double {
    Double(Self.key(key, index) >> 11) * 0x1p-53
  }
}
