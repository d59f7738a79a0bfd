extension KeyframeTrack {
  /// Whether progress maps straight to key time (no animation-level or per-segment timing function,
  /// no arc-length table), so the batch kernels may locate intervals with `gridLanes`.
  @inlinable
  internal var hasPlainLocation: Bool {
    animationTimingFunction == nil && segmentTimingFunctions == nil && arcLengthTable == nil
  }

  /// Four lanes of a track with plain location: clamp u to [0, 1] (NaN to 0), guess the interval as
  /// ⌊p·intervalCount⌋ — exact for evenly spaced key times, Core Animation's default — and step to
  /// the last interval i with boundaries[i] ≤ p, the interval `intervalIndex(containing:hint:)`
  /// returns, so the fraction and the value are the scalar path's. Uneven key times cost one step
  /// per interval the guess is off.
  @inlinable @inline(__always)
  internal static func gridLanes(
    _ u: SIMD4<Double>, channelBase: Int, bounds: UnsafeBufferPointer<Double>,
    data: UnsafeBufferPointer<Double>, isDiscrete: Bool, isCubic: Bool
  ) -> SIMD4<Double> {
    var p = u.replacing(with: 0, where: .!(u .>= 0))
    p.replace(with: 1, where: p .> 1)
    let last = bounds.count - 2
    let scaled = p * Double(last + 1)
    var start = SIMD4<Double>()
    var end = SIMD4<Double>()
    var a = SIMD4<Double>()
    var b = SIMD4<Double>()
    var m0 = SIMD4<Double>()
    var m1 = SIMD4<Double>()
    for lane in 0..<4 {
      let target = p[lane]
      var interval = min(Int(scaled[lane]), last)
      while interval > 0 && bounds[interval] > target { interval -= 1 }
      while interval < last && bounds[interval + 1] <= target { interval += 1 }
      start[lane] = bounds[interval]
      end[lane] = bounds[interval + 1]
      let base = (channelBase + interval) * 4
      a[lane] = data[base]
      b[lane] = data[base + 1]
      m0[lane] = data[base + 2]
      m1[lane] = data[base + 3]
    }
    if isDiscrete { return a }
    let width = end - start
    var fraction = (p - start) / width
    let degenerate = .!(width .> 0)
    fraction.replace(with: 0, where: degenerate .& (p .< start))
    fraction.replace(with: 1, where: degenerate .& .!(p .< start))
    return interpolateLanes(fraction, a: a, b: b, m0: m0, m1: m1, isCubic: isCubic)
  }

  /// Four lanes located one by one with `locator` (timing functions, arc-length pacing, any key
  /// times), then interpolated in SIMD.
  @inlinable @inline(__always)
  internal static func locatedLanes(
    _ u: SIMD4<Double>, channelBase: Int, hint: inout Int, locator: Locator,
    data: UnsafeBufferPointer<Double>, isDiscrete: Bool, isCubic: Bool
  ) -> SIMD4<Double> {
    var s = SIMD4<Double>()
    var a = SIMD4<Double>()
    var b = SIMD4<Double>()
    var m0 = SIMD4<Double>()
    var m1 = SIMD4<Double>()
    for lane in 0..<4 {
      let (interval, fraction) = locator.locate(u[lane], hint: hint)
      hint = interval
      let base = (channelBase + interval) * 4
      s[lane] = fraction
      a[lane] = data[base]
      b[lane] = data[base + 1]
      m0[lane] = data[base + 2]
      m1[lane] = data[base + 3]
    }
    if isDiscrete { return a }
    return interpolateLanes(s, a: a, b: b, m0: m0, m1: m1, isCubic: isCubic)
  }

  /// `interpolate(channel:interval:fraction:in:)` on four lanes: the same operations in the same
  /// order, so each lane equals the scalar result bit for bit.
  @inlinable @inline(__always)
  internal static func interpolateLanes(
    _ s: SIMD4<Double>, a: SIMD4<Double>, b: SIMD4<Double>, m0: SIMD4<Double>, m1: SIMD4<Double>,
    isCubic: Bool
  ) -> SIMD4<Double> {
    let one = SIMD4<Double>(repeating: 1)
    let difference = b - a
    let lowerHalf = s .< 0.5
    let finite =
      (difference .< SIMD4(repeating: .infinity)) .& (difference .> SIMD4(repeating: -.infinity))
    if !isCubic {
      let twoSided = (a + s * difference).replacing(
        with: b - (one - s) * difference, where: .!lowerHalf)
      return twoSided.replacing(with: (one - s) * a + s * b, where: .!finite)
    }
    let r = one - s
    let twoS = 2 * s
    let h00 = (one + twoS) * (r * r)
    let h01 = (s * s) * (SIMD4(repeating: 3) - twoS)
    let tangentTerms = (twoS * (r * r)) * m0 + ((s * s) * (twoS - SIMD4(repeating: 2))) * m1
    let twoSided =
      (a + h01 * difference).replacing(with: b - h00 * difference, where: .!lowerHalf)
      + tangentTerms
    return twoSided.replacing(with: h00 * a + h01 * b + tangentTerms, where: .!finite)
  }
}
