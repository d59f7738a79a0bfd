/// A cubic-Bézier timing curve from (0, 0) to (1, 1), the model of CSS `cubic-bezier()` and
/// `CAMediaTimingFunction`.
///
/// The control points are P0 = (0, 0), P1 = (x1, y1), P2 = (x2, y2), P3 = (1, 1). With
/// x1, x2 ∈ [0, 1] the x-coordinate x(t) is non-decreasing on [0, 1], so the curve is a function
/// y = progress(x) of the input fraction x. y1 and y2 may be any finite numbers: values outside
/// [0, 1] make the curve overshoot or anticipate.
public struct CubicBezierTimingCurve: Sendable {
  /// The first control point's x, in [0, 1].
  public let x1: Double
  /// The first control point's y, any finite number.
  public let y1: Double
  /// The second control point's x, in [0, 1].
  public let x2: Double
  /// The second control point's y, any finite number.
  public let y2: Double

  /// The curve for inputs up to ½ (see `_BezierHalf`).
  @usableFromInline internal let lowerHalf: _BezierHalf
  /// The curve turned half a turn about (½, ½), for inputs above ½.
  @usableFromInline internal let upperHalf: _BezierHalf
  /// The first-guess samples of each half (see `_HalfSamples`).
  @usableFromInline internal let lowerSamples: _HalfSamples
  @usableFromInline internal let upperSamples: _HalfSamples
  /// The constants of the test that accepts a Newton step (see `_AcceptanceConstants`).
  @usableFromInline internal let acceptance: _AcceptanceConstants
  /// P1 and P2 on the diagonal: y(t) = x(t), so progress(x) = x exactly.
  @usableFromInline internal let isIdentity: Bool
  /// 1, or 64 where the coefficients of y(t) or of its derivatives could overflow (|y1| or |y2|
  /// beyond 2¹⁰¹⁸, about 2.8e306): the halves then keep the coefficients of y(t) / 64, and y is
  /// multiplied back.
  @usableFromInline internal let yScale: Double

  /// The largest |y1|, |y2| for which y(t) is evaluated in the power form (Horner's scheme on its
  /// coefficients 3y1, 3y2 − 6y1, 1 + 3y1 − 3y2, rounded at construction): beyond it, the
  /// rounding of those coefficients (about 2⁻⁵³ of the largest |y| each) would swamp terms that
  /// cancel, for example 0.125 − 0 at x = ½ of cubic-bezier(0.3, 1e308, 0.7, −1e308), so y keeps
  /// the Bernstein form 3y1·t(1 − t)² + 3y2·t²(1 − t) + t³, whose rounding is a few units of the
  /// terms' magnitudes (docs/timing-curves.md, "Large control y"). Up to 128 the power form's error is
  /// below 4e-13, inside the 1e-12 of the tested fixtures (|y| ≤ 100), which it keeps bit for bit.
  @usableFromInline internal static var bernsteinLimit: Double { 128 }

  /// Creates a curve after validating its control points.
  ///
  /// Construction is cheap and allocates nothing: the polynomial coefficients of both halves (x's
  /// exact to about 2⁻¹⁰⁶ as double-double sums, for the careful solve; y's rounded), the constants of the solver's convergence test, and an
  /// inline table of eight cells of each half's inverse (`_HalfSamples`, 640 bytes for both halves) —
  /// about the work of Chromium's `gfx::CubicBezier` constructor (bench rows
  /// `kinetics-construct-per-curve-scalar` and `lifecycle-construct-plus-16`). Each evaluation
  /// then costs a few Newton-type steps (see `progress(at:)`). For many evaluations of one curve
  /// (batches of thousands), `prepared()` builds the 6 KB inverse table once, after which each
  /// evaluation is a table lookup and one Newton step.
  ///
  /// - Complexity: O(1), no heap allocation.
  ///
  /// - Throws: `TimingCurveError.parameter` for a NaN or infinite parameter (rule `finite`) and
  ///   when x1 or x2 is outside [0, 1] (rule `within(0...1)`).
  // Always inlined: as a call, the curve (about 700 bytes) is returned through the typed-throws
  // result and copied twice on the way (memcpy in the callee and again in the caller), which cost
  // the C by-value entry points about 20 ns per call (issue 17; docs/performance-notes.md).
  @inlinable @inline(__always)
  public init(x1: Double, y1: Double, x2: Double, y2: Double) throws(TimingCurveError) {
    try Self.validate(x1, name: "x1", isX: true)
    try Self.validate(y1, name: "y1", isX: false)
    try Self.validate(x2, name: "x2", isX: true)
    try Self.validate(y2, name: "y2", isX: false)
    self.init(uncheckedX1: x1, y1: y1, x2: x2, y2: y2)
  }

  /// Throws the error `init(x1:y1:x2:y2:)` documents for one parameter, if any.
  @inlinable @inline(__always)
  internal static func validate(
    _ value: Double, name: StaticString, isX: Bool
  ) throws(TimingCurveError) {
    try TimingCurveError.require(value, .finite, name: "\(name)")
    if isX { try TimingCurveError.require(value, .within(0...1), name: "\(name)") }
  }

  /// Creates a curve whose control points are known to be valid (the named curves).
  ///
  /// The form of y is chosen first and each form has its own copy of the rest of the construction,
  /// so that in each copy the halves' `yIsBernstein` is a constant: the power form (every curve with
  /// |y1|, |y2| ≤ 128) runs the construction it had before the Bernstein form existed, without a
  /// test of the form in the samples and acceptance constants, and the Bernstein form is a call of
  /// its own (issue 21; docs/performance-notes.md).
  @usableFromInline
  internal init(uncheckedX1 x1: Double, y1: Double, x2: Double, y2: Double) {
    let largest = Swift.max(y1.magnitude, y2.magnitude)
    guard largest <= Self.bernsteinLimit else {
      self.init(bernsteinX1: x1, y1: y1, x2: x2, y2: y2, largest: largest)
      return
    }
    // |y1|, |y2| ≤ 128: the power-form coefficients are far from overflowing, so yScale is 1.
    self.init(
      x1: x1, y1: y1, x2: x2, y2: y2,
      halves: _BezierHalf.halves(x1: x1, y1: y1, x2: x2, y2: y2, yUnit: 1, bernstein: false),
      bernstein: false, yScale: 1)
  }

  /// The curve with y in Bernstein form (`largest` = max(|y1|, |y2|) beyond `bernsteinLimit`, or
  /// NaN), out of line.
  @inline(never)
  private init(bernsteinX1 x1: Double, y1: Double, x2: Double, y2: Double, largest: Double) {
    // Beyond 2¹⁰¹⁸ the halves keep y / 64: then the coefficients (at most 3·2⁻⁶ of the largest
    // Double), the derivatives' terms (at most 36 times the largest |y| / 64) and the partial
    // sums of evaluating them for t ∈ [0, 1] all stay finite.
    let overflows = !(largest <= 0x1p1018)
    self.init(
      x1: x1, y1: y1, x2: x2, y2: y2,
      halves: _BezierHalf.bernsteinHalves(
        x1: x1, y1: y1, x2: x2, y2: y2, yUnit: overflows ? 1 / 64 : 1),
      bernstein: true, yScale: overflows ? 64 : 1)
  }

  /// The curve from its control points, its halves (both in the form of y `bernstein` names, as a
  /// constant) and its `yScale`: the samples and acceptance constants are computed from the halves.
  @inline(__always)
  private init(
    x1: Double, y1: Double, x2: Double, y2: Double,
    halves: (lower: _BezierHalf, upper: _BezierHalf), bernstein: Bool, yScale: Double
  ) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    self.yScale = yScale
    lowerHalf = halves.lower
    upperHalf = halves.upper
    lowerSamples = _HalfSamples(halves.lower)
    upperSamples = _HalfSamples(halves.upper)
    acceptance = _AcceptanceConstants(lower: halves.lower, upper: halves.upper, bernstein: bernstein)
    isIdentity = x1 == y1 && x2 == y2
  }

  /// The same curve with its 6 KB inverse table built (128 to 182 root solves, see
  /// `PreparedCubicBezierTimingCurve`): worth it for batches of a few thousand inputs or more.
  public func prepared() -> PreparedCubicBezierTimingCurve { PreparedCubicBezierTimingCurve(self) }
}

extension CubicBezierTimingCurve {
  /// (0, 0, 1, 1): progress equals the input. `kCAMediaTimingFunctionLinear`, CSS `linear`.
  public static let linear = CubicBezierTimingCurve(uncheckedX1: 0, y1: 0, x2: 1, y2: 1)
  /// (0.42, 0, 1, 1): starts slowly. `kCAMediaTimingFunctionEaseIn`, CSS `ease-in`.
  public static let easeIn = CubicBezierTimingCurve(uncheckedX1: 0.42, y1: 0, x2: 1, y2: 1)
  /// (0, 0, 0.58, 1): ends slowly. `kCAMediaTimingFunctionEaseOut`, CSS `ease-out`.
  public static let easeOut = CubicBezierTimingCurve(uncheckedX1: 0, y1: 0, x2: 0.58, y2: 1)
  /// (0.42, 0, 0.58, 1): starts and ends slowly. `kCAMediaTimingFunctionEaseInEaseOut`, CSS `ease-in-out`.
  public static let easeInEaseOut = CubicBezierTimingCurve(
    uncheckedX1: 0.42, y1: 0, x2: 0.58, y2: 1)
  /// (0.25, 0.1, 0.25, 1): Core Animation's default timing function, the same as CSS `ease`.
  public static let `default` = CubicBezierTimingCurve(uncheckedX1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
}

extension CubicBezierTimingCurve: Hashable {
  /// Two curves are equal when their control points are; the solver's tables follow from them.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
  }

  /// Hashes the four control coordinates, consistently with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(x1)
    hasher.combine(y1)
    hasher.combine(x2)
    hasher.combine(y2)
  }
}

extension CubicBezierTimingCurve: CustomStringConvertible {
  /// The curve in CSS syntax, `cubic-bezier(x1, y1, x2, y2)`, with each number in Swift's shortest
  /// round-trip form (the solver's tables are left out: they follow from the control points).
  public var description: String { "cubic-bezier(\(x1), \(y1), \(x2), \(y2))" }
}
