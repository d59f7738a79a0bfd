/// Elementary functions on eight Double lanes for the spring batch kernels: the lane twins of
/// `_SpringScalarMath`, operation for operation, so a batch result is bit-identical to the scalar
/// `transition(over:)` it mirrors. Plain multiplies and adds only (no fused multiply-add: the
/// library's own code is built for baseline x86-64, where a fused multiply-add is a libm call; a
/// batch inlined into an FMA-capable client must still round like it). `@_transparent` (mandatory
/// inlining) so the kernels compile with the caller's CPU flags; `@inline(__always)` calls were
/// measured to stay out of line in large benchmark closures.
@usableFromInline
internal enum _SpringLaneMath {
  /// x rounded to the nearest integer plus 1.5·2⁵², for |x| < 2⁵¹: the integer is then in the low
  /// bits of the bit pattern. Used instead of SIMD float-to-integer conversions, which the standard
  /// library implements lane by lane with range checks.
  @usableFromInline @_transparent
  internal static func shiftedInteger(_ x: SIMD8<Double>) -> SIMD8<Double> {
    x + _SpringScalarMath.roundingShift
  }

  /// e^x for x ≤ 0 (or −∞); `_SpringScalarMath.expOfNonPositive` lane by lane.
  @usableFromInline @_transparent
  internal static func expOfNonPositive(_ x: SIMD8<Double>) -> (
    exp: SIMD8<Double>, reducedExpMinusOne: SIMD8<Double>, isReduced: SIMDMask<SIMD8<Int64>>
  ) {
    let clamped = x.replacing(with: -709, where: x .< -709)
    let shifted = shiftedInteger(clamped * _SpringScalarMath.log2e)
    let n = shifted - _SpringScalarMath.roundingShift
    let r = (clamped - n * _SpringScalarMath.ln2High) - n * _SpringScalarMath.ln2Low
    let scale = unsafeBitCast(
      unsafeBitCast(shifted + 1023, to: SIMD8<UInt64>.self) &<< 52, to: SIMD8<Double>.self)
    let r2 = r * r
    let r4 = r2 * r2
    let c = _SpringScalarMath.self
    let q01 = (c.e0 + c.e1 * r) + r2 * (c.e2 + c.e3 * r)
    let q23 = (c.e4 + c.e5 * r) + r2 * (c.e6 + c.e7 * r)
    let q4 = c.e8 + c.e9 * r
    let minusOne = r + r2 * (q01 + r4 * (q23 + r4 * q4))
    return ((1 + minusOne) * scale, minusOne, n .== 0)
  }

  /// (sin x, cos x) for 0 ≤ x ≤ `_SpringScalarMath.sinCosLimit`; `_SpringScalarMath.sinCos` lane by
  /// lane.
  @usableFromInline @_transparent
  internal static func sinCos(_ x: SIMD8<Double>) -> (sin: SIMD8<Double>, cos: SIMD8<Double>) {
    let c = _SpringScalarMath.self
    let shifted = shiftedInteger(x * c.twoOverPi)
    let n = shifted - c.roundingShift
    let r = (x - n * c.halfPiHigh) - n * c.halfPiLow
    let z = r * r
    let z2 = z * z
    let sLow: SIMD8<Double> = c.s1 + z * c.s2
    let sHigh: SIMD8<Double> = (c.s3 + z * c.s4) + z2 * (c.s5 + z * c.s6)
    let s = sLow + z2 * sHigh
    let sine = r + (r * z) * s
    let kLow: SIMD8<Double> = c.c1 + z * c.c2
    let kHigh: SIMD8<Double> = (c.c3 + z * c.c4) + z2 * (c.c5 + z * c.c6)
    let k = kLow + z2 * kHigh
    let halfSquare = 0.5 * z
    let head = 1 - halfSquare
    let cosine = head + (((1 - head) - halfSquare) + z2 * k)
    // The quadrant's swap and signs as bit operations on the patterns: integer lane comparisons
    // were compiled into a loop over the lanes.
    let quadrant = unsafeBitCast(shifted, to: SIMD8<UInt64>.self)
    let swap = 0 &- (quadrant & 1)
    let sineBits = unsafeBitCast(sine, to: SIMD8<UInt64>.self)
    let cosineBits = unsafeBitCast(cosine, to: SIMD8<UInt64>.self)
    let sinResult = ((sineBits & ~swap) | (cosineBits & swap)) ^ ((quadrant & 2) &<< 62)
    let cosResult = ((cosineBits & ~swap) | (sineBits & swap)) ^ (((quadrant &+ 1) & 2) &<< 62)
    return (
      unsafeBitCast(sinResult, to: SIMD8<Double>.self),
      unsafeBitCast(cosResult, to: SIMD8<Double>.self)
    )
  }

  /// x where x > 0, else 0 (NaN included): the scalar path's `elapsed > 0 ? elapsed : 0`. A mask
  /// and an AND: `replacing(with:where:)` here was compiled into masked partial loads.
  @usableFromInline @_transparent
  internal static func positivePart(_ x: SIMD8<Double>) -> SIMD8<Double> {
    unsafeBitCast(_bits(x .> 0) & unsafeBitCast(x, to: SIMD8<UInt64>.self), to: SIMD8<Double>.self)
  }
}
