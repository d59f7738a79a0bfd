import Kinetics

/// One coordinate of a cubic Bézier from 0 to 1 with inner control values p1, p2:
/// B(t) = 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³ = ((a·t + b)·t + c)·t with c = 3p1, b = 3(p2 − 2p1),
/// a = 1 + 3(p1 − p2).
struct BezierCoordinate {
  let a: Double
  let b: Double
  let c: Double

  init(_ p1: Double, _ p2: Double) {
    c = 3 * p1
    b = 3 * (p2 - 2 * p1)
    a = 1 + 3 * (p1 - p2)
  }

  func value(at t: Double) -> Double { ((a * t + b) * t + c) * t }

  func derivative(at t: Double) -> Double { (3 * a * t + 2 * b) * t + c }

  /// The Bernstein weights of p1 and p2 at t: ∂B/∂p1 = 3(1−t)²t and ∂B/∂p2 = 3(1−t)t².
  static func weights(at t: Double) -> (first: Double, second: Double) {
    let s = 1 - t
    return (3 * s * s * t, 3 * s * t * t)
  }

  /// The t in [0, 1] with value(t) = x, for a coordinate with p1, p2 ∈ [0, 1] (non-decreasing).
  ///
  /// Method: Newton from `guess` (default x; the fit passes the t of the previous iterate, which is
  /// close), kept inside a shrinking bracket [low, high] of the root and replaced by bisection
  /// whenever a step would leave the bracket or the derivative vanishes; it stops when a Newton step
  /// is below 1e-15 (the error in t is then ~1e-16 or less) or the bracket cannot shrink. Inputs
  /// outside (0, 1) map to the end parameters 0 and 1.
  ///
  /// Its own bracketed Newton loop, not the package's `_safeguardedRoot`: with the shared finder
  /// (rtsafe's halving rule, and x rather than the bisection point returned when no double is left
  /// in the bracket) the Levenberg–Marquardt fit took a different path through its iterations and
  /// the LAPACK fit row ran 51% slower (bench `fit bezier-lm-dgels-lapack-scalar-n200`, 3.05 →
  /// 4.61 ms; docs/performance-notes.md). Kept until the shared finder can reproduce these iterates.
  func parameter(for x: Double, guess: Double? = nil) -> Double {
    if !(x > 0) { return 0 }
    if x >= 1 { return 1 }
    var low = 0.0
    var high = 1.0
    var t = guess.map { min(max($0, 0), 1) } ?? x
    for _ in 0..<200 {
      let residual = value(at: t) - x
      if residual == 0 { return t }
      if residual < 0 { low = t } else { high = t }
      let slope = derivative(at: t)
      var next = t - residual / slope
      // Converged: test before the bracket check, because a last Newton step of an ulp can land on
      // the bracket end just moved to t, and bisecting then would throw the converged t away.
      if slope > 0 && abs(next - t) <= 1e-15 { return min(max(next, low), high) }
      if !(slope > 0) || !(next > low && next < high) { next = (low + high) / 2 }
      if next <= low || next >= high { return next }
      t = next
    }
    return t
  }
}
