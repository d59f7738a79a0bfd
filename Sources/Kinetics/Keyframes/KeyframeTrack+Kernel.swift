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
    var segment = _SegmentLanes()
    for lane in 0..<4 {
      let target = p[lane]
      var interval = min(Int(scaled[lane]), last)
      while interval > 0 && bounds[interval] > target { interval -= 1 }
      while interval < last && bounds[interval + 1] <= target { interval += 1 }
      start[lane] = bounds[interval]
      end[lane] = bounds[interval + 1]
      segment.load(lane, from: data, at: (channelBase + interval) * 4)
    }
    if isDiscrete { return segment.a }
    let width = end - start
    var fraction = (p - start) / width
    let degenerate = .!(width .> 0)
    fraction.replace(with: 0, where: degenerate .& (p .< start))
    fraction.replace(with: 1, where: degenerate .& .!(p .< start))
    return segment.interpolated(at: fraction, isCubic: isCubic)
  }

  /// Four lanes located one by one with `locator` (timing functions, arc-length pacing, any key
  /// times), then interpolated in SIMD.
  @inlinable @inline(__always)
  internal static func locatedLanes(
    _ u: SIMD4<Double>, channelBase: Int, hint: inout Int, locator: Locator,
    data: UnsafeBufferPointer<Double>, isDiscrete: Bool, isCubic: Bool
  ) -> SIMD4<Double> {
    var s = SIMD4<Double>()
    var segment = _SegmentLanes()
    for lane in 0..<4 {
      let (interval, fraction) = locator.locate(u[lane], hint: hint)
      hint = interval
      s[lane] = fraction
      segment.load(lane, from: data, at: (channelBase + interval) * 4)
    }
    if isDiscrete { return segment.a }
    return segment.interpolated(at: s, isCubic: isCubic)
  }
}

/// The interval data (a, b, m₀, m₁) of four lanes, each lane's from its own interval.
@usableFromInline
internal struct _SegmentLanes {
  @usableFromInline var a = SIMD4<Double>()
  @usableFromInline var b = SIMD4<Double>()
  @usableFromInline var m0 = SIMD4<Double>()
  @usableFromInline var m1 = SIMD4<Double>()

  @inlinable @inline(__always)
  init() {}

  /// Lane `lane` from the four values at `data[base...]`.
  @inlinable @inline(__always)
  mutating func load(_ lane: Int, from data: UnsafeBufferPointer<Double>, at base: Int) {
    a[lane] = data[base]
    b[lane] = data[base + 1]
    m0[lane] = data[base + 2]
    m1[lane] = data[base + 3]
  }

  /// Each lane's interpolation at its fraction: `_keyframeInterpolation` on four lanes.
  @inlinable @inline(__always)
  func interpolated(at s: SIMD4<Double>, isCubic: Bool) -> SIMD4<Double> {
    _keyframeInterpolation(s, a: a, b: b, m0: m0, m1: m1, isCubic: isCubic)
  }
}

/// One interval of a keyframe channel at fraction `s`, written once for one `Double` (the scalar
/// `interpolate(channel:interval:fraction:in:)`) and for lanes (the batch), so both compute the same
/// operations in the same order and agree bit for bit.
///
/// Linear: a + s·(b − a) for s < ½, b − (1 − s)·(b − a) otherwise. Cubic: the same with the Hermite
/// weight h₀₁ = s²(3 − 2s) (and h₀₀ = 1 − h₀₁ computed as (1 + 2s)(1 − s)²) plus the tangent terms
/// h₁₀·m₀ + h₁₁·m₁. Both halves are exact at their own end and a constant interval stays exactly
/// constant. When b − a overflows (finite values of opposite sign near the largest Double), the
/// weighted sum (1 − w)·a + w·b is used instead. Both sides are computed and one is chosen, so the
/// lanes stay straight-line code.
@inlinable @inline(__always)
internal func _keyframeInterpolation<Lanes: _DoubleLanes>(
  _ s: Lanes, a: Lanes, b: Lanes, m0: Lanes, m1: Lanes, isCubic: Bool
) -> Lanes {
  let one = Lanes(repeating: 1)
  let difference = b - a
  let lowerHalf = Lanes._isLess(s, Lanes(repeating: 0.5))
  let finite = Lanes._both(
    Lanes._isLess(difference, Lanes(repeating: .infinity)),
    Lanes._isLess(Lanes(repeating: -.infinity), difference))
  if !isCubic {
    let twoSided = Lanes._select(lowerHalf, a + s * difference, b - (one - s) * difference)
    return Lanes._select(finite, twoSided, (one - s) * a + s * b)
  }
  let r = one - s
  let h00 = (one + Lanes(repeating: 2) * s) * (r * r)
  let h10 = s * (r * r)
  let h01 = (s * s) * (Lanes(repeating: 3) - Lanes(repeating: 2) * s)
  let h11 = (s * s) * (s - one)
  let tangentTerms = h10 * m0 + h11 * m1
  let twoSided = Lanes._select(lowerHalf, a + h01 * difference, b - h00 * difference) + tangentTerms
  return Lanes._select(finite, twoSided, h00 * a + h01 * b + tangentTerms)
}
