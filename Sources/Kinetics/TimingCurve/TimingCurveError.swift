/// Why a timing curve could not be created.
public enum TimingCurveError: ParameterValidatingError, Equatable, Sendable, CustomStringConvertible {
  /// A parameter broke its rule: NaN or infinite (`finite`; `name` is the parameter's name, `x1`,
  /// `y2`, `stop 2 output`, …), or a control point's x outside [0, 1] (`within(0...1)`), where x(t)
  /// would not be monotone and the curve would not be a function of time (CSS Easing Functions
  /// Level 1, §2.3; CAMediaTimingFunction likewise).
  case parameter(ParameterViolation)
  /// CSS `steps()` needs a positive number of steps, and at least 2 with `jump-none` (CSS Easing
  /// Functions Level 1, §4.1); with `jump-both`, count + 1 jumps must fit in `Int`.
  case invalidStepCount(count: Int, position: StepPosition)
  /// CSS `linear()` needs at least two stops (CSS Easing Functions Level 2, "linear easing
  /// functions").
  case tooFewLinearStops(count: Int)

  /// A one-line message naming the parameter and the value that was rejected.
  public var description: String {
    switch self {
    case .parameter(let violation):
      return "timing curve: \(violation)"
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
