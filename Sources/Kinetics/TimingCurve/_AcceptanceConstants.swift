/// The constants of the test that accepts one Newton step from the table's guess (see
/// `_tableParameter`), for both halves of a curve at once (each is the larger of the two halves'
/// values, so one set serves every lane of a batch without a per-lane choice).
///
/// The test. From the guess g (in [0, 0.81]: the table's cubics stay between nodes, and every root
/// of an input v ≤ 0.5054 lies below 0.7967 since x(t) ≥ t³), the kernel computes r = x(g) − v, the
/// slope s = x′(g), the step q = r / s and t₁ = g − q, all rounded, and accepts t₁ when
///
///     |q|·(L·|q| + κ) + P·v + D·g² ≤ s − μ.
///
/// Why this bounds the error (K = 2⁻⁴⁴ / Y, Y ≥ 1 the largest |y′| on [−0.05, 0.85]; every constant
/// below is divided by K):
/// - Rounding of r: the Estrin form rounds each term at most 5 times, so |r − r_exact| ≤ 2⁻⁵⁰·S
///   with S = c·g + |b|·g² + |a|·g³ + v = 2v + r_exact + 2b⁻g² + 2a⁻g³ (b⁻ = max(−b, 0)), at most
///   2v + D·g² + |r_exact| with D = 2(b⁻ + 0.81·a⁻): the P·v + D·g² terms (P = 2⁻⁴⁹), the last in κ.
/// - Rounding of s and of the division: |s − x′(g)| ≤ 2⁻⁵⁰·S′ with S′ = c + 2|b|·0.81 + 3|a|·0.81²,
///   which moves t₁ by at most |q|·2⁻⁵⁰·S′/x′ (in κ) and lets s exceed x′(g) by at most μ.
/// - Newton's truncation: with η = |r_exact| / x′(g) and L₀ = max |x″| on [0, 0.81], if
///   h = L₀·η / x′(g) ≤ ¼ then the root lies within 1.172·η of g (x′ stays above x′(g)/2 on the way,
///   and x(g) − v = x′(g)·e − x″(ξ)·e²/2 bounds |e| by the smaller root of the quadratic), and
///   |g − r_exact/x′(g) − t*| = |x″(ξ)|·e² / (2x′(g)) ≤ 0.687·L₀·η² / x′(g): the L·|q|² term
///   (L = 0.69·L₀), with η ≤ |q| + 2⁻⁴⁴ (the cross term 2⁻⁴³·L₀·|q| is in κ, the 2⁻⁸⁸·L₀ rest in μ).
///   κ ≥ 2⁻⁴⁰·L₀ makes the test imply L₀·|q| ≤ s/16, hence h ≤ ¼.
/// So an accepted t₁ has x′(g)·|t₁ − t*| ≤ K·x′(g) up to the final rounding of g − q (2⁻⁵³·t₁), and
/// |y(t₁) − y(t*)| ≤ Y·|t₁ − t*| ≤ 2⁻⁴⁴ + 2⁻⁵³·Y: 5.7e-14 for the usual curves, far inside the
/// promised 1e-12. Every term is proportional to v or to the guess's error, so near the ends the
/// error stays relative in practice (the fixtures' inputs down to 1e-300 confirm it).
@usableFromInline
internal struct _AcceptanceConstants: Sendable {
  /// L: 0.69 · max |x″| on [0, 0.81], over K.
  @usableFromInline let curvature: Double
  /// κ: 2⁻⁴⁰·L₀ + 2⁻⁴⁸·S′, over K.
  @usableFromInline let stepMargin: Double
  /// P: 2⁻⁴⁹ over K (the rounding of the residual, part proportional to v).
  @usableFromInline let inputTolerance: Double
  /// D: 2⁻⁵⁰ · 2(b⁻ + 0.81·a⁻) over K (the rounding of the residual, part in g²).
  @usableFromInline let squareTolerance: Double
  /// μ: how far the rounded slope may exceed x′ (2⁻⁵⁰·S′), plus 0.69·L₀·2⁻⁸⁸ over K.
  @usableFromInline let slopeMargin: Double

  /// The constants of a curve's two halves. `bernstein` is the halves' `yIsBernstein` (the same for
  /// both), passed as the constant the curve's construction knows it to be, so that the constants of
  /// a power-form curve are computed without a test of the form.
  @inline(__always)
  init(lower: _BezierHalf, upper: _BezierHalf, bernstein: Bool) {
    // Each quantity is the larger of the two halves' values (written out, not as a loop over an
    // array of the halves: construction allocates nothing).
    let curvature = Swift.max(lower.largestXCurvature, upper.largestXCurvature)
    let slopeSum = Swift.max(lower.slopeRoundingSum, upper.slopeRoundingSum)
    let negativeParts = Swift.max(lower.negativeParts, upper.negativeParts)
    let ySlope = Swift.max(
      1, lower.largestYDerivative(from: -0.05, to: 0.85, bernstein: bernstein),
      upper.largestYDerivative(from: -0.05, to: 0.85, bernstein: bernstein))
    let scale = ySlope * 0x1p44
    self.curvature = 0.69 * curvature * scale
    stepMargin = (0x1p-40 * curvature + 0x1p-48 * slopeSum) * scale
    inputTolerance = 0x1p-49 * scale
    squareTolerance = 0x1p-50 * 2 * negativeParts * scale
    slopeMargin = 0x1p-50 * slopeSum + 0.69 * curvature * 0x1p-88 * scale
  }
}

extension _BezierHalf {
  /// L₀ of this half: max |x″(t)| = max |2b + 6a·t| on [0, 0.81] (at an end, x″ being linear).
  fileprivate var largestXCurvature: Double {
    Swift.max((2 * bx).magnitude, (2 * bx + 6 * ax * 0.81).magnitude)
  }

  /// S′ of this half: c + 2|b|·0.81 + 3|a|·0.81², which bounds the rounding of x′ on [0, 0.81].
  fileprivate var slopeRoundingSum: Double {
    cx + 2 * bx.magnitude * 0.81 + 3 * ax.magnitude * 0.6561
  }

  /// b⁻ + 0.81·a⁻ of this half (x⁻ = max(−x, 0)).
  fileprivate var negativeParts: Double { Swift.max(-bx, 0) + 0.81 * Swift.max(-ax, 0) }
}

extension _BezierHalf {
  /// The largest |y′(t)| for t in [start, end] (y′ is a quadratic: at the ends or at its vertex),
  /// y in the form `bernstein` names (this half's `yIsBernstein`).
  @inline(__always)
  fileprivate func largestYDerivative(
    from start: Double, to end: Double, bernstein: Bool
  ) -> Double {
    func derivative(_ t: Double) -> Double { yDerivative(t, bernstein: bernstein) }
    var largest = Swift.max(derivative(start).magnitude, derivative(end).magnitude)
    let (a, b, _) = yDerivativeCoefficients(bernstein: bernstein)
    if a != 0 {
      let vertex = -b / (3 * a)
      if vertex > start, vertex < end { largest = Swift.max(largest, derivative(vertex).magnitude) }
    }
    // A margin for the rounding of the coefficients and of this evaluation.
    return largest * (1 + 0x1p-40)
  }
}
