/// Elementary functions on four Double lanes, for the spring batch kernels. Written with plain
/// multiplies and adds (no fused multiply-add: without FMA hardware that is a libm call per lane)
/// and polynomials on reduced arguments (Taylor for e^x, fdlibm's minimax for sin and cos); each is
/// within about 1 ulp of the correctly rounded result over the ranges the kernels use, which the
/// batch tests check against the scalar (glibc) path. `@_transparent` (mandatory inlining) rather
/// than `@inline(__always)`: the optimizer was measured to leave `@inline(__always)` calls out of
/// line in the large benchmark closures, which then ran the library's baseline (SSE2) code.
@usableFromInline
internal enum _SpringLaneMath {
  /// 1.5·2⁵²: adding it to a Double of magnitude below 2⁵¹ rounds to an integer (ties to even) and
  /// leaves that integer, two's-complement, in the low bits of the sum's bit pattern. Used instead of
  /// SIMD float-to-integer conversions, which the standard library implements lane by lane with
  /// range checks (measured here at ~60 ns per vector).
  @usableFromInline internal static let roundingShift: Double = 0x1.8p52

  /// x rounded to the nearest integer, ties to even, for |x| < 2⁵¹.
  @usableFromInline @_transparent
  internal static func roundedToInteger(_ x: SIMD4<Double>) -> SIMD4<Double> {
    (x + roundingShift) - roundingShift
  }

  /// The integer n (|n| < 2⁵¹, integral) in the low bits of a bit pattern.
  @usableFromInline @_transparent
  internal static func integerBits(_ n: SIMD4<Double>) -> SIMD4<UInt64> {
    unsafeBitCast(n + roundingShift, to: SIMD4<UInt64>.self)
  }

  /// 2^n for integral n in [−1100, 1023], formed as 2^h·2^(n − h) with h = round(n/2) so that
  /// results below the normal range round to subnormals (or 0) instead of wrapping the exponent.
  @usableFromInline @_transparent
  internal static func powerOfTwo(_ n: SIMD4<Double>) -> SIMD4<Double> {
    let half = roundedToInteger(n * 0.5)
    let rest = n - half
    // The low 12 bits of the pattern hold e + 1023 ∈ [473, 1535]; shifting by 52 drops the rest.
    let first = unsafeBitCast(integerBits(half + 1023) &<< 52, to: SIMD4<Double>.self)
    let second = unsafeBitCast(integerBits(rest + 1023) &<< 52, to: SIMD4<Double>.self)
    return first * second
  }

  /// e^x. Reduction x = n·ln2 + r, |r| ≤ ln2/2, with ln2 split in two (fdlibm's ln2_hi has 32
  /// significant bits, so n·ln2_hi is exact); e^r by its Taylor series to r¹³ (truncation
  /// < 5e-18). Inputs are clamped to [−746, 709]: e^−746 rounds to 0, e^709 is finite.
  @usableFromInline @_transparent
  internal static func exp(_ x: SIMD4<Double>) -> SIMD4<Double> {
    // Comparisons and selects rather than pointwiseMin/Max, which were measured not to inline.
    var clamped = x.replacing(with: -746, where: x .< -746)
    clamped.replace(with: 709, where: clamped .> 709)
    let n = roundedToInteger(clamped * 1.4426950408889634)
    let r = (clamped - n * 6.93147180369123816490e-01) - n * 1.90821492927058770002e-10
    return expTaylor(r) * powerOfTwo(n)
  }

  /// Σ_{k=0}^{13} r^k/k! by Horner's rule.
  @usableFromInline @_transparent
  internal static func expTaylor(_ r: SIMD4<Double>) -> SIMD4<Double> {
    1 + r * expMinusOneTaylorQuotient(r)
  }

  /// (e^r − 1)/r = Σ_{k=0}^{12} r^k/(k+1)! by Horner's rule (r¹³ term omitted: < 2e-18 for |r| ≤ ln2/2).
  @usableFromInline @_transparent
  internal static func expMinusOneTaylorQuotient(_ r: SIMD4<Double>) -> SIMD4<Double> {
    var p = SIMD4<Double>(repeating: 1.0 / 6_227_020_800)
    p = p * r + 1.0 / 479_001_600
    p = p * r + 1.0 / 39_916_800
    p = p * r + 1.0 / 3_628_800
    p = p * r + 1.0 / 362880
    p = p * r + 1.0 / 40320
    p = p * r + 1.0 / 5040
    p = p * r + 1.0 / 720
    p = p * r + 1.0 / 120
    p = p * r + 1.0 / 24
    p = p * r + 1.0 / 6
    p = p * r + 0.5
    return p * r + 1
  }

  /// e^x − 1 without cancellation: the Taylor quotient times x for |x| ≤ ln2/2, e^x − 1 otherwise
  /// (|e^x − 1| > 0.29 there, so the subtraction loses under 2 bits).
  @usableFromInline @_transparent
  internal static func expMinusOne(_ x: SIMD4<Double>) -> SIMD4<Double> {
    let small = x * expMinusOneTaylorQuotient(x)
    let large = exp(x) - 1
    return large.replacing(
      with: small, where: (x .<= 0.34657359027997264) .& (x .>= -0.34657359027997264))
  }

  /// The largest |x| `sinCos` reduces exactly: n·(π/2)_hi is exact while |n| < 2²⁰.
  @usableFromInline internal static let sinCosLimit = 1.6e6

  /// (sin x, cos x) for |x| ≤ `sinCosLimit`. Reduction x = n·π/2 + r with π/2 split as fdlibm's
  /// pio2_1 (33 bits) + pio2_1t: the absolute error of r is below 1e-20·|n|. sin r and cos r by
  /// fdlibm's minimax polynomials (k_sin.c S1…S6, k_cos.c C1…C6: error below 2⁻⁵⁸ on |r| ≤ π/4,
  /// checked here against mpmath at 40 digits: 3.8e-18 relative for sin, 1e-18 for cos).
  @usableFromInline @_transparent
  internal static func sinCos(_ x: SIMD4<Double>) -> (sin: SIMD4<Double>, cos: SIMD4<Double>) {
    let n = roundedToInteger(x * 0.63661977236758134308)
    let r = (x - n * 1.57079632673412561417e+00) - n * 6.07710050650619224932e-11
    let z = r * r
    var s = SIMD4<Double>(repeating: 1.58969099521155010221e-10)
    s = s * z - 2.50507602534068634195e-08
    s = s * z + 2.75573137070700676789e-06
    s = s * z - 1.98412698298579493134e-04
    s = s * z + 8.33333333332248946124e-03
    s = s * z - 1.66666666666666324348e-01
    let sine = r + r * z * s
    var c = SIMD4<Double>(repeating: -1.13596475577881948265e-11)
    c = c * z + 2.08757232129817482790e-09
    c = c * z - 2.75573143513906633035e-07
    c = c * z + 2.48015872894767294178e-05
    c = c * z - 1.38888888888741095749e-03
    c = c * z + 4.16666666666666019037e-02
    // fdlibm's __kernel_cos: 1 − r²/2 rounded, plus its own rounding error, keeps cos within about
    // half an ulp more of the exact value than the plain sum.
    let halfSquare = 0.5 * z
    let head = 1 - halfSquare
    let cosine = head + (((1 - head) - halfSquare) + z * z * c)
    let quadrant = integerBits(n)
    let swap = (quadrant & 1) .!= 0
    let sinNegative = (quadrant & 2) .!= 0
    let cosNegative = ((quadrant &+ 1) & 2) .!= 0
    var sinResult = sine.replacing(with: cosine, where: swap)
    var cosResult = cosine.replacing(with: sine, where: swap)
    sinResult.replace(with: -sinResult, where: sinNegative)
    cosResult.replace(with: -cosResult, where: cosNegative)
    return (sinResult, cosResult)
  }
}
