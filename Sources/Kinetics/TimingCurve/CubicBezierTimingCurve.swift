/// A cubic-Bézier timing curve from (0, 0) to (1, 1), the model of CSS `cubic-bezier()` and
/// `CAMediaTimingFunction`.
///
/// The control points are P0 = (0, 0), P1 = (x1, y1), P2 = (x2, y2), P3 = (1, 1). With
/// x1, x2 ∈ [0, 1] the x-coordinate x(t) is non-decreasing on [0, 1], so the curve is a function
/// y = progress(x) of the input fraction x. y1 and y2 may be any finite numbers: values outside
/// [0, 1] make the curve overshoot or anticipate.
public struct CubicBezierTimingCurve: Sendable, Hashable {
  /// The first control point's x, in [0, 1].
  public let x1: Double
  /// The first control point's y, any finite number.
  public let y1: Double
  /// The second control point's x, in [0, 1].
  public let x2: Double
  /// The second control point's y, any finite number.
  public let y2: Double

  /// Creates a curve after validating its control points.
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
  public static let easeInEaseOut = CubicBezierTimingCurve(uncheckedX1: 0.42, y1: 0, x2: 0.58, y2: 1)
  /// (0.25, 0.1, 0.25, 1): Core Animation's default timing function, the same as CSS `ease`.
  public static let `default` = CubicBezierTimingCurve(uncheckedX1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
}
