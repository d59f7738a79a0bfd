/// The elementary functions of the analytic spring solution, shared by the scalar path and (as
/// `_SpringLaneMath`, the same operations in the same order on eight lanes) by the batch kernels,
/// so that a batch result equals the scalar one bit for bit. Plain multiplies and adds, no fused
/// multiply-add (a libm call on baseline x86-64, the library's own build). Each function is within
/// about one ulp of the exact result over the arguments the solution gives it.
@usableFromInline
internal enum _SpringScalarMath {
  /// 1.5·2⁵²: x + 1.5·2⁵² rounds x (|x| < 2⁵¹) to an integer, ties to even, and leaves that integer
  /// two's-complement in the low bits of the sum's pattern (the significand is 2⁵¹ + n).
  @usableFromInline internal static let roundingShift: Double = 0x1.8p52
  /// 1/ln 2 rounded.
  @usableFromInline internal static let log2e: Double = 1.4426950408889634
  /// ln 2 in two parts (fdlibm e_exp.c ln2HI, ln2LO): ln2High has 32 significant bits, so n·ln2High
  /// is exact for |n| ≤ 1100.
  @usableFromInline internal static let ln2High: Double = 6.93147180369123816490e-01
  @usableFromInline internal static let ln2Low: Double = 1.90821492927058770002e-10
  /// (e^r − 1 − r)/r² ≈ e0 + e1·r + … + e9·r⁹ on |r| ≤ ln2/2: the Chebyshev fit of degree 9 by
  /// mpmath's `chebyfit` at 50 digits (script: Tests/Fixtures/spring/fit_exp_polynomial.py), error
  /// 1.05e-16 on the quotient, so below 1.3e-17 on e^r; evaluated in double, e^r came within 0.57
  /// ulp and e^r − 1 within 0.76 ulp of mpmath over 20 001 points.
  @usableFromInline internal static let e0: Double = 0.5000000000000001
  @usableFromInline internal static let e1: Double = 0.16666666666666669
  @usableFromInline internal static let e2: Double = 0.041666666666624164
  @usableFromInline internal static let e3: Double = 0.008333333333330065
  @usableFromInline internal static let e4: Double = 0.0013888888917196719
  @usableFromInline internal static let e5: Double = 0.00019841269863040545
  @usableFromInline internal static let e6: Double = 2.4801521322368692e-05
  @usableFromInline internal static let e7: Double = 2.7557268480310024e-06
  @usableFromInline internal static let e8: Double = 2.7620075879983367e-07
  @usableFromInline internal static let e9: Double = 2.5100375832561234e-08
  /// 2/π rounded, and π/2 in two parts (fdlibm e_rem_pio2.c pio2_1, pio2_1t): pio2_1 has 33
  /// significant bits, so n·halfPiHigh is exact while |n| < 2²⁰.
  @usableFromInline internal static let twoOverPi: Double = 0.63661977236758134308
  @usableFromInline internal static let halfPiHigh: Double = 1.57079632673412561417e+00
  @usableFromInline internal static let halfPiLow: Double = 6.07710050650619224932e-11
  /// fdlibm k_sin.c S1…S6 and k_cos.c C1…C6: minimax polynomials for sin and cos on |r| ≤ π/4,
  /// error below 2⁻⁵⁸ (re-checked against mpmath at 40 digits: 3.8e-18 relative for sin, 1e-18
  /// for cos).
  @usableFromInline internal static let s1: Double = -1.66666666666666324348e-01
  @usableFromInline internal static let s2: Double = 8.33333333332248946124e-03
  @usableFromInline internal static let s3: Double = -1.98412698298579493134e-04
  @usableFromInline internal static let s4: Double = 2.75573137070700676789e-06
  @usableFromInline internal static let s5: Double = -2.50507602534068634195e-08
  @usableFromInline internal static let s6: Double = 1.58969099521155010221e-10
  @usableFromInline internal static let c1: Double = 4.16666666666666019037e-02
  @usableFromInline internal static let c2: Double = -1.38888888888741095749e-03
  @usableFromInline internal static let c3: Double = 2.48015872894767294178e-05
  @usableFromInline internal static let c4: Double = -2.75573143513906633035e-07
  @usableFromInline internal static let c5: Double = 2.08757232129817482790e-09
  @usableFromInline internal static let c6: Double = -1.13596475577881948265e-11
  /// The largest phase `sinCos` reduces exactly (n·halfPiHigh exact while |n| < 2²⁰); beyond it the
  /// solution uses the standard library's sine and cosine.
  @usableFromInline internal static let sinCosLimit: Double = 1.6e6

  /// e^x for x ≤ 0 (or −∞), with e^r − 1 of the reduced argument and whether no reduction happened
  /// (n = 0, |x| ≤ ln2/2: then e^x − 1 is that value, free of cancellation). Reduction
  /// x = n·ln 2 + r with ln 2 in two parts; e^r = 1 + (r + r²·Q(r)), Q by Estrin's scheme (shorter
  /// dependency chains than Horner's rule). Below 2⁻¹⁰²² the result is subnormal down to
  /// x = −708.74 and 0 beyond (2ⁿ with n = −1023 has a zero exponent field): what a spring's
  /// envelope loses there is far below an ulp of the motion's scale.
  @usableFromInline @_transparent
  internal static func expOfNonPositive(_ x: Double) -> (
    exp: Double, reducedExpMinusOne: Double, isReduced: Bool
  ) {
    let clamped = x < -709 ? -709 : x
    let shifted = clamped * log2e + roundingShift
    let n = shifted - roundingShift
    let r = (clamped - n * ln2High) - n * ln2Low
    let scale = Double(bitPattern: (shifted + 1023).bitPattern &<< 52)
    let r2 = r * r
    let r4 = r2 * r2
    let q01 = (e0 + e1 * r) + r2 * (e2 + e3 * r)
    let q23 = (e4 + e5 * r) + r2 * (e6 + e7 * r)
    let q4 = e8 + e9 * r
    let minusOne = r + r2 * (q01 + r4 * (q23 + r4 * q4))
    return ((1 + minusOne) * scale, minusOne, n == 0)
  }

  /// (sin x, cos x) for 0 ≤ x ≤ `sinCosLimit`. Reduction x = n·π/2 + r, |r| ≤ π/4 (absolute error
  /// of r below 1e-20·n); fdlibm's polynomials by Estrin's scheme; cos r as fdlibm's __kernel_cos:
  /// 1 − r²/2 rounded plus its own rounding error, half an ulp closer than the plain sum.
  @usableFromInline @_transparent
  internal static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
    let shifted = x * twoOverPi + roundingShift
    let n = shifted - roundingShift
    let r = (x - n * halfPiHigh) - n * halfPiLow
    let z = r * r
    let z2 = z * z
    let s = (s1 + z * s2) + z2 * ((s3 + z * s4) + z2 * (s5 + z * s6))
    let sine = r + (r * z) * s
    let k = (c1 + z * c2) + z2 * ((c3 + z * c4) + z2 * (c5 + z * c6))
    let halfSquare = 0.5 * z
    let head = 1 - halfSquare
    let cosine = head + (((1 - head) - halfSquare) + z2 * k)
    let quadrant = shifted.bitPattern
    var result = quadrant & 1 != 0 ? (sin: cosine, cos: sine) : (sin: sine, cos: cosine)
    if quadrant & 2 != 0 { result.sin = -result.sin }
    if (quadrant &+ 1) & 2 != 0 { result.cos = -result.cos }
    return result
  }
}

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
