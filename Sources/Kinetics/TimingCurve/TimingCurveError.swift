/// Why a timing curve could not be created.
public enum TimingCurveError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A parameter was NaN or infinite. `name` is the parameter's name (`x1`, `y2`, …).
  case nonFinite(name: String, value: Double)
  /// A control point's x lies outside [0, 1], so x(t) would not be monotone and the curve would not
  /// be a function of time (CSS Easing Functions Level 1, §2.3; CAMediaTimingFunction likewise).
  case controlPointXOutOfRange(name: String, value: Double)

  public var description: String {
    switch self {
    case .nonFinite(let name, let value):
      return "timing curve: \(name) must be finite, got \(value)"
    case .controlPointXOutOfRange(let name, let value):
      return "timing curve: \(name) must be in [0, 1], got \(value)"
    }
  }
}
