/// Why a timing curve could not be created.
public enum TimingCurveError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A parameter was NaN or infinite. `name` is the parameter's name (`x1`, `y2`, …).
  case nonFinite(name: String, value: Double)
  /// A control point's x lies outside [0, 1], so x(t) would not be monotone and the curve would not
  /// be a function of time (CSS Easing Functions Level 1, §2.3; CAMediaTimingFunction likewise).
  case controlPointXOutOfRange(name: String, value: Double)
  /// CSS `steps()` needs a positive number of steps, and at least 2 with `jump-none` (CSS Easing
  /// Functions Level 1, §4.1); with `jump-both`, count + 1 jumps must fit in `Int`.
  case invalidStepCount(count: Int, position: StepPosition)
  /// CSS `linear()` needs at least two stops (CSS Easing Functions Level 2, "linear easing
  /// functions").
  case tooFewLinearStops(count: Int)

  /// A one-line message naming the parameter and the value that was rejected.
  public var description: String {
    switch self {
    case .nonFinite(let name, let value):
      return "timing curve: \(name) must be finite, got \(value)"
    case .controlPointXOutOfRange(let name, let value):
      return "timing curve: \(name) must be in [0, 1], got \(value)"
    case .invalidStepCount(let count, let position):
      if position == .jumpBoth && count == Int.max {
        return "steps: the step count must be below \(Int.max) with jump-both, got \(count)"
      }
      let minimum = position == .jumpNone ? 2 : 1
      return "steps: the step count must be at least \(minimum) with \(position), got \(count)"
    case .tooFewLinearStops(let count):
      return "linear(): at least 2 stops are needed, got \(count)"
    }
  }
}
