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
  /// P1 and P2 on the diagonal: y(t) = x(t), so progress(x) = x exactly.
  @usableFromInline internal let isIdentity: Bool
  /// Both halves' polynomials and inverse tables, in the layout `_InverseTable` describes.
  @usableFromInline internal let solverTable: [SIMD4<Double>]
  /// Whether either half is tabulated in √v (the solver then takes a square root of the input).
  @usableFromInline internal let usesRootTables: Bool
  /// 1, or 64 where the power-form coefficients of y(t) would overflow (|y1| or |y2| beyond about
  /// 5e307): the halves then keep the coefficients of y(t) / 64, and y is multiplied back.
  @usableFromInline internal let yScale: Double

  /// Creates a curve after validating its control points.
  ///
  /// Building a curve solves its inverse table (128 to 182 roots, 6,080 bytes; see
  /// `_InverseTable`), a few microseconds of CPU time as measured by `bench`, so that each
  /// evaluation afterwards is a table lookup and one Newton step.
  ///
  /// - Complexity: O(1), a fixed number of root solves.
  ///
  /// - Throws: `TimingCurveError.nonFinite` for a NaN or infinite parameter;
  ///   `.controlPointXOutOfRange` when x1 or x2 is outside [0, 1].
  public init(x1: Double, y1: Double, x2: Double, y2: Double) throws(TimingCurveError) {
    for (name, value) in [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)] where !value.isFinite {
      throw .nonFinite(name: name, value: value)
    }
    for (name, value) in [("x1", x1), ("x2", x2)] where !(0...1).contains(value) {
      throw .controlPointXOutOfRange(name: name, value: value)
    }
    self.init(uncheckedX1: x1, y1: y1, x2: x2, y2: y2)
  }

  /// Creates a curve whose control points are known to be valid (the named curves).
  @usableFromInline
  internal init(uncheckedX1 x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    // x(t) = 3x1·t + (3x2 − 6x1)·t² + (1 + 3x1 − 3x2)·t³; turned about (½, ½), P1 and P2 swap and
    // become (1 − x2, 1 − y2) and (1 − x1, 1 − y1), while the cubic coefficient stays the same.
    let lower = (
      c: _LinearForm(k0: 0, k1: 3, k2: 0), b: _LinearForm(k0: 0, k1: -6, k2: 3),
      a: _LinearForm(k0: 1, k1: 3, k2: -3)
    )
    let upper = (
      c: _LinearForm(k0: 3, k1: 0, k2: -3), b: _LinearForm(k0: -3, k1: -3, k2: 6),
      a: _LinearForm(k0: 1, k1: 3, k2: -3)
    )
    var lowerHalf = _BezierHalf(
      x: lower, y: lower, curveX1: x1, curveX2: x2, curveY1: y1, curveY2: y2)
    var upperHalf = _BezierHalf(
      x: upper, y: upper, curveX1: x1, curveX2: x2, curveY1: y1, curveY2: y2)
    let overflows = [lowerHalf, upperHalf].contains {
      !($0.ay.isFinite && $0.by.isFinite && $0.cy.isFinite)
    }
    // For y / 64 the coefficients (at most 9/64 of the largest Double), the derivatives' 3a, 2b
    // and 6a, and the partial sums of evaluating them for t ∈ [0, 1] all stay finite.
    yScale = overflows ? 64 : 1
    if overflows {
      lowerHalf = _BezierHalf(
        x: lower, y: lower, curveX1: x1, curveX2: x2, curveY1: y1, curveY2: y2, yUnit: 1 / 64)
      upperHalf = _BezierHalf(
        x: upper, y: upper, curveX1: x1, curveX2: x2, curveY1: y1, curveY2: y2, yUnit: 1 / 64)
    }
    self.lowerHalf = lowerHalf
    self.upperHalf = upperHalf
    isIdentity = x1 == y1 && x2 == y2
    solverTable = _InverseTable.rows(lower: lowerHalf, upper: upperHalf)
    usesRootTables =
      solverTable[_InverseTable.lowerBase][3] != 0 || solverTable[_InverseTable.upperBase][3] != 0
  }
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
