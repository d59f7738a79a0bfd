/// The range an animator's motions are kept in, so that progress and velocity are finite for
/// every finite time (docs/property-animator.md, "Guarantees and accuracy").
///
/// A motion is accepted when bounds on its progress and speed stay within `limit`, an eighth of
/// the largest Double: sums of a few such terms (target + displacement, the spring's halves and
/// quarters) then stay finite. The velocity alone may still exceed the range where the exact
/// slope does (a curve leaving an end vertically has an infinite slope): queries saturate it.
enum _AnimatorRange {
  /// The largest |progress| or |velocity| bound an accepted motion may have: 2¹⁰²⁰·(2 − 2⁻⁵²).
  /// A computed constant rather than a stored one, so reading it needs no lazy-initialization check.
  static var limit: Double { .greatestFiniteMagnitude / 8 }

  /// `value` with ±∞ replaced by ±`Double.greatestFiniteMagnitude` (the velocity reported where
  /// the exact one is beyond the range, or infinite); finite values are returned unchanged.
  @inline(__always)
  static func saturated(_ value: Double) -> Double {
    value.isInfinite ? (value < 0 ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude) : value
  }

  /// slope(at: x) · factor / divisor for a curve and x ∈ [0, 1], a velocity: the plain
  /// expression where it is finite, else (rise · scale · factor) / (run · divisor) from the slope's
  /// factors with the exponents set aside and added once (`_SplitDouble`), so it is ±∞ only where
  /// the exact value is beyond the range or the slope is infinite (run = 0). 0 when `factor` is 0.
  static func scaledSlope(
    _ curve: CubicBezierTimingCurve, at x: Double, times factor: Double, over divisor: Double
  ) -> Double {
    let plain = factor * curve.slope(at: x) / divisor
    if plain.isFinite { return plain }
    if factor == 0 { return 0 }
    let (rise, run, scale) = curve.slopeFactors(atInput: x)
    if run == 0 || rise == 0 { return plain }
    let numerator = _SplitDouble(rise) * _SplitDouble(scale) * _SplitDouble(factor)
    return (numerator / (_SplitDouble(run) * _SplitDouble(divisor))).value
  }

  /// Whether the spring motion from `from` toward `target` starting with `velocity` stays in
  /// range. With ω₀² = k/m and damping ≥ 0 the energy ½v² + ½ω₀²u² (u = x − target) never grows,
  /// so |u(t)| ≤ |u₀| + |v₀|/ω₀ and |v(t)| ≤ ω₀|u₀| + |v₀| at every t: both bounds, plus
  /// |target|, must be at most `limit`. Non-finite inputs give false. A motion starting at rest
  /// with |target| ≤ 2¹⁰⁰⁰ and |u₀| ≤ 2⁵⁰⁰ is accepted without the square root: ω₀ < 2⁵¹² for any
  /// finite k/m, so both bounds are below 2¹⁰¹³ < `limit` (the common case, kept cheap).
  static func springMotionFits(
    _ spring: Spring, from: Double, to target: Double, velocity: Double
  ) -> Bool {
    let displacement = abs(target - from)
    if velocity == 0 && displacement <= 0x1p500 && abs(target) <= 0x1p1000 { return true }
    let omega = spring.naturalFrequency
    let speed = abs(velocity)
    let reach = abs(target) + displacement + (speed == 0 ? 0 : speed / omega)
    return reach <= limit && speed + omega * displacement <= limit
  }

  /// Whether the curve's motion p(τ) = from + (target − from)·B(τ) stays in range: B lies in the
  /// convex hull of 0, y1, y2 and 1, so |p| ≤ |from| + |target − from|·(1 + |y1| + |y2|).
  static func curveMotionFits(_ curve: CubicBezierTimingCurve, from: Double, to target: Double)
    -> Bool
  {
    let reach = abs(from) + abs(target - from) * (1 + abs(curve.y1) + abs(curve.y2))
    return reach <= limit
  }
}
