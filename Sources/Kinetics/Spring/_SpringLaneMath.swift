/// Elementary functions on four Double lanes, for the spring batch kernels. Written with plain
/// multiplies and adds (no fused multiply-add: without FMA hardware that is a libm call per lane)
/// and Taylor polynomials on reduced arguments; each is within about 1 ulp of the correctly
/// rounded result over the ranges the kernels use, which the batch tests check against the scalar
/// (glibc) path.
@usableFromInline
internal enum _SpringLaneMath {
  /// 1.5·2⁵²: adding it to a Double of magnitude below 2⁵¹ rounds to an integer (ties to even) and
  /// leaves that integer, two's-complement, in the low bits of the sum's bit pattern. Used instead of
  /// SIMD float-to-integer conversions, which the standard library implements lane by lane with
  /// range checks (measured here at ~60 ns per vector).
  @usableFromInline internal static let roundingShift: Double = 0x1.8p52

  /// x rounded to the nearest integer, ties to even, for |x| < 2⁵¹.
  @inlinable @inline(__always)
  internal static func roundedToInteger(_ x: SIMD4<Double>) -> SIMD4<Double> {
    (x + roundingShift) - roundingShift
  }

  /// The integer n (|n| < 2⁵¹, integral) in the low bits of a bit pattern.
  @inlinable @inline(__always)
  internal static func integerBits(_ n: SIMD4<Double>) -> SIMD4<UInt64> {
    unsafeBitCast(n + roundingShift, to: SIMD4<UInt64>.self)
  }

  /// 2^n for integral n in [−1100, 1023], formed as 2^h·2^(n − h) with h = round(n/2) so that
  /// results below the normal range round to subnormals (or 0) instead of wrapping the exponent.
  @inlinable @inline(__always)
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
  @inlinable @inline(__always)
  internal static func exp(_ x: SIMD4<Double>) -> SIMD4<Double> {
    // Comparisons and selects rather than pointwiseMin/Max, which were measured not to inline.
    var clamped = x.replacing(with: -746, where: x .< -746)
    clamped.replace(with: 709, where: clamped .> 709)
    let n = roundedToInteger(clamped * 1.4426950408889634)
    let r = (clamped - n * 6.93147180369123816490e-01) - n * 1.90821492927058770002e-10
    return expTaylor(r) * powerOfTwo(n)
  }

  /// Σ_{k=0}^{13} r^k/k! by Horner's rule.
  @inlinable @inline(__always)
  internal static func expTaylor(_ r: SIMD4<Double>) -> SIMD4<Double> {
    1 + r * expMinusOneTaylorQuotient(r)
  }

  /// (e^r − 1)/r = Σ_{k=0}^{12} r^k/(k+1)! by Horner's rule (r¹³ term omitted: < 2e-18 for |r| ≤ ln2/2).
  @inlinable @inline(__always)
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
  @inlinable @inline(__always)
  internal static func expMinusOne(_ x: SIMD4<Double>) -> SIMD4<Double> {
    let small = x * expMinusOneTaylorQuotient(x)
    let large = exp(x) - 1
    return large.replacing(
      with: small, where: (x .<= 0.34657359027997264) .& (x .>= -0.34657359027997264))
  }

  /// The largest |x| `sinCos` reduces exactly: n·(π/2)_hi is exact while |n| < 2²⁰.
  @usableFromInline internal static let sinCosLimit = 1.6e6

  /// (sin x, cos x) for |x| ≤ `sinCosLimit`. Reduction x = n·π/2 + r with π/2 split as fdlibm's
  /// pio2_1 (33 bits) + pio2_1t: the absolute error of r is below 1e-20·|n|. sin r to r¹⁵ and
  /// cos r to r¹⁶ by Taylor (truncation < 5e-17 for |r| ≤ π/4).
  @inlinable @inline(__always)
  internal static func sinCos(_ x: SIMD4<Double>) -> (sin: SIMD4<Double>, cos: SIMD4<Double>) {
    let n = roundedToInteger(x * 0.63661977236758134308)
    let r = (x - n * 1.57079632673412561417e+00) - n * 6.07710050650619224932e-11
    let r2 = r * r
    var s = SIMD4<Double>(repeating: -1.0 / 1_307_674_368_000)
    s = s * r2 + 1.0 / 6_227_020_800
    s = s * r2 - 1.0 / 39_916_800
    s = s * r2 + 1.0 / 362880
    s = s * r2 - 1.0 / 5040
    s = s * r2 + 1.0 / 120
    s = s * r2 - 1.0 / 6
    let sine = r + r * r2 * s
    var c = SIMD4<Double>(repeating: 1.0 / 20_922_789_888_000)
    c = c * r2 - 1.0 / 87_178_291_200
    c = c * r2 + 1.0 / 479_001_600
    c = c * r2 - 1.0 / 3_628_800
    c = c * r2 + 1.0 / 40320
    c = c * r2 - 1.0 / 720
    c = c * r2 + 1.0 / 24
    let cosine = 1 - 0.5 * r2 + r2 * r2 * c
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
