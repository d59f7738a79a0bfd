import RealModule

/// One half of a timing curve, as the solver sees it: the polynomial x(t) = ((a·t + b)·t + c)·t and
/// y(t) likewise, for inputs v ∈ (0, ½].
///
/// The curve itself serves inputs up to ½. Inputs above ½ are served by the curve turned half a turn
/// about (½, ½), in the parameter s = 1 − t and the input 1 − x (exact for x ≥ ½ by Sterbenz's
/// lemma). Near each end the solver therefore works with small numbers measured from that end, and
/// keeps their relative accuracy: this is what makes x within 1e-12 of 1 as exact as x near 0 when
/// x′ vanishes at t = 1. Since x(t) ≥ t³, an input v ≤ ½ has its root at t ≤ ∛½ < 0.8, so the
/// solver brackets t in [0, 0.8] and the far end, where accuracy would be lost, is never used.
@usableFromInline
internal struct _BezierHalf: Sendable {
  /// Coefficients of x(t), rounded to Double.
  @usableFromInline let ax: Double
  @usableFromInline let bx: Double
  @usableFromInline let cx: Double
  /// What rounding took off ax, bx, cx: the exact coefficient is `ax + axLow` to about 2⁻¹⁰⁶
  /// relative. Only the careful fallback solve uses them.
  @usableFromInline let axLow: Double
  @usableFromInline let bxLow: Double
  @usableFromInline let cxLow: Double
  /// Coefficients of y(t), times the curve's `1 / yScale`. Without `yIsBernstein` they are the
  /// power form's, y(t) = ((ay·t + by)·t + cy)·t (`_halfProgress`); with it the Bernstein form's,
  /// y(t) = cy·t·σ² + by·t²·σ + ay·t³ with σ = 1 − t: 3·P1.y, 3·P2.y and 1
  /// (`_bernsteinHalfProgress`).
  @usableFromInline let ay: Double
  @usableFromInline let by: Double
  @usableFromInline let cy: Double
  /// Whether y is kept in Bernstein form (`CubicBezierTimingCurve.bernsteinLimit`); the same for
  /// both halves of a curve, decided once when the curve is created.
  @usableFromInline let yIsBernstein: Bool

  /// The half from its coefficients, each x coefficient as an unevaluated sum (high, low).
  @inline(__always)
  init(
    cx: (Double, Double), bx: (Double, Double), ax: (Double, Double),
    cy: Double, by: Double, ay: Double, yIsBernstein: Bool
  ) {
    (self.cx, cxLow) = cx
    (self.bx, bxLow) = bx
    (self.ax, axLow) = ax
    (self.cy, self.by, self.ay) = (cy, by, ay)
    self.yIsBernstein = yIsBernstein
  }

  /// Both halves of the curve with control points (x1, y1), (x2, y2), the y coefficients times
  /// `yUnit` (a power of two). The lower half is the curve itself: x(t) = 3x1·t + (3x2 − 6x1)·t² +
  /// (1 + 3x1 − 3x2)·t³, and y(t) likewise. The upper half is the curve turned half a turn about
  /// (½, ½), where P1 and P2 swap and become (1 − x2, 1 − y2) and (1 − x1, 1 − y1); its cubic
  /// coefficient is the same, so it is evaluated once for both. With `bernstein`, y keeps the
  /// Bernstein form instead: y(t) = 3y1·t(1 − t)² + 3y2·t²(1 − t) + t³, whose rounding is relative
  /// to the terms themselves (the power form's coefficients cancel for large |y1|, |y2|).
  @inline(__always)
  static func halves(
    x1: Double, y1: Double, x2: Double, y2: Double, yUnit: Double, bernstein: Bool
  ) -> (lower: _BezierHalf, upper: _BezierHalf) {
    if bernstein { return bernsteinHalves(x1: x1, y1: y1, x2: x2, y2: y2, yUnit: yUnit) }
    let (p, q) = (y1 * yUnit, y2 * yUnit)
    // y's coefficients in plain arithmetic (at most three roundings each, about 1e-16 of the
    // largest |y|, far inside the 1e-12 bound): only x's need the double-double form, for the
    // careful solve's residual.
    func y(_ form: _LinearForm) -> Double { (form.k0 * yUnit + form.k1 * p) + form.k2 * q }
    let a = _LinearForm(k0: 1, k1: 3, k2: -3)
    let ax = a.evaluate(x1, x2)
    let ay = y(a)
    let lowerC = _LinearForm(k0: 0, k1: 3, k2: 0)
    let lowerB = _LinearForm(k0: 0, k1: -6, k2: 3)
    let upperC = _LinearForm(k0: 3, k1: 0, k2: -3)
    let upperB = _LinearForm(k0: -3, k1: -3, k2: 6)
    let lower = _BezierHalf(
      cx: lowerC.evaluate(x1, x2), bx: lowerB.evaluate(x1, x2), ax: ax,
      cy: y(lowerC), by: y(lowerB), ay: ay, yIsBernstein: false)
    let upper = _BezierHalf(
      cx: upperC.evaluate(x1, x2), bx: upperB.evaluate(x1, x2), ax: ax,
      cy: y(upperC), by: y(upperB), ay: ay, yIsBernstein: false)
    return (lower, upper)
  }

  /// `halves` with y in Bernstein form: (cy, by, ay) = (3·P1.y, 3·P2.y, 1) times `yUnit`, where the
  /// upper half's P1.y and P2.y are 1 − y2 and 1 − y1 (rounded once, relative to |y2| and |y1|).
  @inline(__always)
  static func bernsteinHalves(
    x1: Double, y1: Double, x2: Double, y2: Double, yUnit: Double
  ) -> (lower: _BezierHalf, upper: _BezierHalf) {
    let (lower, upper) = halves(x1: x1, y1: 0, x2: x2, y2: 0, yUnit: 1, bernstein: false)
    func half(_ x: _BezierHalf, _ p: Double, _ q: Double) -> _BezierHalf {
      _BezierHalf(
        cx: (x.cx, x.cxLow), bx: (x.bx, x.bxLow), ax: (x.ax, x.axLow),
        cy: 3 * (p * yUnit), by: 3 * (q * yUnit), ay: yUnit, yIsBernstein: true)
    }
    return (half(lower, y1, y2), half(upper, 1 - y2, 1 - y1))
  }

  /// x(t) − v, rounded once per operation.
  @inlinable @inline(__always)
  func residual(_ t: Double, _ v: Double) -> Double { ((ax * t + bx) * t + cx) * t - v }

  /// x′(t).
  @inlinable @inline(__always)
  func xDerivative(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

  /// y(t), in units of the curve's `yScale`: Horner's scheme in the power form, the solvers' form
  /// (`_bernsteinHalfProgress`) in the Bernstein form.
  @inlinable @inline(__always)
  func y(_ t: Double) -> Double {
    if !yIsBernstein { return ((ay * t + by) * t + cy) * t }
    return _bernsteinHalfProgress(t, ay: ay, by: by, cy: cy, yScale: 1)
  }

  /// y′(t): Horner's scheme in the power form; in the Bernstein form cy·σ(σ − 2t) + by·t(2σ − t) +
  /// 3ay·t² with σ = 1 − t (every term a product of the control values and non-negative factors,
  /// so the rounding is relative to the terms, as for y).
  @inlinable @inline(__always)
  func yDerivative(_ t: Double) -> Double { yDerivative(t, bernstein: yIsBernstein) }

  /// `yDerivative(_:)` in the form `bernstein` names, which must be this half's `yIsBernstein`:
  /// for a caller that knows the form as a constant (the curve's construction), so that the other
  /// form's code and the test of the stored flag fold away.
  @inlinable @inline(__always)
  func yDerivative(_ t: Double, bernstein: Bool) -> Double {
    if !bernstein { return (3 * ay * t + 2 * by) * t + cy }
    let s = 1 - t
    return (cy * (s * (s - 2 * t)) + by * (t * (2 * s - t))) + 3 * ay * (t * t)
  }

  /// y″(t): 6ay·t + 2by in the power form; cy·(2t − 4σ) + by·(2σ − 4t) + 6ay·t in the Bernstein
  /// form.
  func ySecondDerivative(_ t: Double) -> Double {
    if !yIsBernstein { return 6 * ay * t + 2 * by }
    let s = 1 - t
    return (cy * (2 * t - 4 * s) + by * (2 * s - 4 * t)) + 6 * ay * t
  }

  /// y‴: 6ay in the power form; 6(cy − by + ay) in the Bernstein form.
  var yThirdDerivative: Double { !yIsBernstein ? 6 * ay : 6 * ((cy - by) + ay) }

  /// The power-form coefficients (a, b, c) of y′(t) = 3a·t² + 2b·t + c (for the roots of y′ and the
  /// vertex of |y′|). In the Bernstein form, a = cy − by + ay, b = by − 2cy, c = cy.
  var yDerivativeCoefficients: (a: Double, b: Double, c: Double) {
    yDerivativeCoefficients(bernstein: yIsBernstein)
  }

  /// `yDerivativeCoefficients` in the form `bernstein` names, which must be this half's
  /// `yIsBernstein` (as `yDerivative(_:bernstein:)`).
  @inline(__always)
  func yDerivativeCoefficients(bernstein: Bool) -> (a: Double, b: Double, c: Double) {
    !bernstein ? (ay, by, cy) : ((cy - by) + ay, by - 2 * cy, cy)
  }

  /// A bound on the rounding error of `residual(t, v)` (about 8 units in the last place of the
  /// largest term): the level at which the residual carries no more information.
  @inlinable @inline(__always)
  func residualTolerance(_ t: Double, _ v: Double) -> Double {
    0x1p-50 * (((ax.magnitude * t + bx.magnitude) * t + cx.magnitude) * t + v)
  }
}

/// `k0 + k1·p + k2·q` with small integer k: how each polynomial coefficient depends on the control
/// coordinates p (of P1) and q (of P2).
internal struct _LinearForm {
  let k0: Double
  let k1: Double
  let k2: Double

  /// The value as an unevaluated sum high + low, exact to about 2⁻¹⁰⁶ relative: the products are
  /// split exactly (`Augmented.product`: Dekker's two-product via FMA) and the sums are error-free
  /// (`Augmented.sum`: Knuth's two-sum), both from swift-numerics.
  @inline(__always)
  func evaluate(_ p: Double, _ q: Double) -> (high: Double, low: Double) {
    let (p1, e1) = Augmented.product(k1, p)
    let (p2, e2) = Augmented.product(k2, q)
    let (s1, f1) = Augmented.sum(k0, p1)
    let (s2, f2) = Augmented.sum(s1, p2)
    let (high, low) = Augmented.sum(s2, f1 + f2 + e1 + e2)
    return (high, low)
  }
}
